//! A watch followed through the saves of a game played "elsewhere": a game file whose lock
//! this test holds, as the program that plays it does.

use std::fs;
use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use super::*;
use crate::game::{DrawRules, Game, Header, Reason, TimedGame};
use crate::notation::san;
use crate::rules::{ByColor, Color};
use crate::store::{GameFile, Store};

/// An empty folder of games of its own.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hotseat-watch-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// A moment on the wall clock: 2026-11-30 13:18:05 UTC plus `secs`.
fn wall(secs: u64) -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(1_764_508_685 + secs)
}

/// A game played in "another program": its file, locked, and the game and clock as played.
struct Played {
    file: GameFile,
    timed: TimedGame,
    header: Header,
    now: Instant,
}

impl Played {
    /// A new game between `white` and `black` under 5+3, begun at `made`, after `moves`.
    fn start(store: &Store, white: &str, black: &str, made: u64, moves: &str) -> Played {
        let now = Instant::now();
        let control: crate::game::time_control::TimeControl = "5+3".parse().unwrap();
        let mut timed = TimedGame::new(Game::standard(DrawRules::Club), control.clone());
        timed.start(now);
        let header = Header {
            names: ByColor {
                white: white.to_string(),
                black: black.to_string(),
            },
            time_control: control,
            ..Header::default()
        }
        .dated(wall(made));
        let file = store.create(&timed, &header, now, wall(made)).unwrap();
        let mut played = Played {
            file,
            timed,
            header,
            now,
        };
        played.play(moves);
        played
    }

    /// Plays `moves`, a second apart, saving after each as a session does.
    fn play(&mut self, moves: &str) {
        for text in moves.split_whitespace() {
            self.now += Duration::from_secs(1);
            let m = san::parse(self.timed.game().position(), text).unwrap();
            self.timed.play(m, self.now).unwrap();
            self.save();
        }
    }

    fn save(&mut self) {
        self.file.save(&self.timed, &self.header, self.now).unwrap();
    }

    fn path(&self) -> PathBuf {
        self.file.path().to_path_buf()
    }
}

/// A watch of `target` with the default settings, and a time after its last search.
fn watch(target: Target) -> Watch {
    Watch::new(
        target,
        crate::app::Settings::default(),
        Box::new(NothingBetween),
    )
}

/// What the news are, in short: `following`, `played 2`, `taken back 1 e5`, `ended`, `left`,
/// `waiting`, and the problems' message ids.
fn said(news: &[News]) -> Vec<String> {
    news.iter()
        .map(|item| match item {
            News::Following => "following".to_string(),
            News::Played(ply) => format!("played {ply}"),
            News::TakenBack { ply, san } => format!("taken back {ply} {san}"),
            News::Ended(outcome) => format!("ended {:?}", outcome.reason),
            News::Left => "left".to_string(),
            News::Waiting => "waiting".to_string(),
            News::Problem(problem) => problem.phrase().id().to_string(),
        })
        .collect()
}

/// Looks `times` searches apart (a second each), from `start`.
fn look_at(watch: &mut Watch, start: Instant, searches: u32) -> Vec<String> {
    let now = start + SEARCH_EVERY * searches;
    said(&watch.look(now, SystemTime::now()))
}

#[test]
fn each_save_is_told_once_as_the_moves_played_taken_back_and_the_end() {
    let dir = folder("moves");
    let store = Store::at(dir).unwrap();
    let dir = store.folder().to_path_buf();
    let mut game = Played::start(&store, "Anna", "Boris", 0, "e4 e5");
    let mut watch = watch(Target::Folder(dir));
    let start = Instant::now();
    assert_eq!(look_at(&mut watch, start, 0), ["following"]);
    let app = watch.app().expect("the game is shown");
    assert_eq!(app.game_page().sans().len(), 2);
    assert_eq!(app.player_name(Color::White), Some("Anna"));
    assert_eq!(
        look_at(&mut watch, start, 0),
        Vec::<String>::new(),
        "no change"
    );
    game.play("Nf3");
    assert_eq!(look_at(&mut watch, start, 0), ["played 2"]);
    game.play("Nc6 Bb5");
    assert_eq!(look_at(&mut watch, start, 0), ["played 3", "played 4"]);
    game.now += Duration::from_secs(1);
    game.timed.take_back(game.now).unwrap();
    game.timed.take_back(game.now).unwrap();
    game.save();
    game.play("d6");
    assert_eq!(
        look_at(&mut watch, start, 0),
        ["taken back 4 Bb5", "taken back 3 Nc6", "played 3"]
    );
    game.timed.resign(Color::White, game.now).unwrap();
    game.save();
    assert_eq!(look_at(&mut watch, start, 0), ["ended Resignation"]);
    assert_eq!(
        watch
            .app()
            .and_then(|app| app.game_page().outcome())
            .map(|o| o.reason),
        Some(Reason::Resignation)
    );
}

#[test]
fn the_clock_to_move_runs_on_from_the_moment_the_file_was_written() {
    let store = Store::at(folder("clock")).unwrap();
    let game = Played::start(&store, "Anna", "Boris", 0, "e4");
    let saved_black = game.timed.clock_state(game.now).remaining[Color::Black];
    let written = fs::metadata(game.path()).unwrap().modified().unwrap();
    let mut watch = watch(Target::File(game.path()));
    let now = Instant::now();
    let later = Duration::from_millis(3_250);
    watch.look(now, written + later);
    let page = watch.app().expect("the game is shown").game_page();
    let clock = page.clock();
    assert_eq!(clock.running(), Some(Color::Black));
    assert_eq!(clock.remaining(Color::Black, now), saved_black - later);
    assert_eq!(
        clock.remaining(Color::Black, now + Duration::from_secs(2)),
        saved_black - later - Duration::from_secs(2)
    );
    assert_eq!(page.watched().map(|watched| watched.live), Some(true));
}

#[test]
fn a_game_left_unfinished_stands_and_the_next_game_played_is_followed() {
    let dir = folder("left");
    let store = Store::at(dir).unwrap();
    let dir = store.folder().to_path_buf();
    let game = Played::start(&store, "Anna", "Boris", 0, "e4");
    let mut watch = watch(Target::Folder(dir));
    let start = Instant::now();
    assert_eq!(look_at(&mut watch, start, 0), ["following"]);
    drop(game);
    assert_eq!(look_at(&mut watch, start, 1), ["left"]);
    let page = watch.app().expect("still shown").game_page();
    assert_eq!(page.clock().running(), None, "its clocks stand");
    let next = Played::start(&store, "Vera", "Gleb", 60, "d4");
    assert_eq!(look_at(&mut watch, start, 2), ["following"]);
    let app = watch.app().expect("the next game is shown");
    assert_eq!(app.player_name(Color::White), Some("Vera"));
    drop(next);
}

#[test]
fn a_folder_with_no_game_played_is_waited_on_and_several_are_followed_by_turns() {
    let dir = folder("wait");
    let store = Store::at(dir).unwrap();
    let dir = store.folder().to_path_buf();
    let mut watch = watch(Target::Folder(dir));
    let start = Instant::now();
    assert_eq!(look_at(&mut watch, start, 0), ["waiting"]);
    assert_eq!(
        look_at(&mut watch, start, 1),
        Vec::<String>::new(),
        "said once"
    );
    assert!(watch.between_games()[0].contains("No game is being played"));
    let _older = Played::start(&store, "Anna", "Boris", 0, "e4");
    let _newer = Played::start(&store, "Vera", "Gleb", 60, "d4");
    // While it waits, the folder is searched at every look: the first move shows as fast as
    // any other.
    let next_look = start + SEARCH_EVERY + LOOK_EVERY;
    assert_eq!(
        said(&watch.look(next_look, SystemTime::now())),
        ["following"]
    );
    let name = |watch: &Watch| {
        watch
            .app()
            .and_then(|app| app.player_name(Color::White))
            .map(str::to_string)
    };
    assert_eq!(name(&watch).as_deref(), Some("Vera"), "the newest first");
    let seat = watch.app().and_then(|app| app.game_page().watched());
    assert_eq!(seat.map(|seat| (seat.number, seat.count)), Some((1, 2)));
    let now = next_look;
    assert_eq!(
        said(&watch.switch(true, now, SystemTime::now())),
        ["following"]
    );
    assert_eq!(name(&watch).as_deref(), Some("Anna"));
    assert_eq!(
        said(&watch.switch(true, now, SystemTime::now())),
        ["following"]
    );
    assert_eq!(name(&watch).as_deref(), Some("Vera"), "round again");
}

#[test]
fn a_file_that_holds_no_game_is_said_once_and_watched_until_it_does() {
    let dir = folder("problems");
    let path = dir.join("game.pgn");
    let mut watch = watch(Target::File(path.clone()));
    let start = Instant::now();
    // (what the file becomes, what the watch says)
    let cases: [(Option<&str>, &[&str]); 4] = [
        (None, &["watch-no-such-file"]),
        (Some("this is not PGN"), &["watch-not-a-game"]),
        (Some("[White \"Anna\"]\n\n1. e4 *\n"), &["following"]),
        (
            Some("[White \"Vera\"]\n\n1. d4 *\n"),
            &["watch-replaced", "following"],
        ),
    ];
    for (contents, expected) in cases {
        if let Some(text) = contents {
            fs::write(&path, text).unwrap();
        }
        assert_eq!(look_at(&mut watch, start, 0), expected, "{contents:?}");
        assert_eq!(
            look_at(&mut watch, start, 0),
            Vec::<String>::new(),
            "said once"
        );
    }
    fs::remove_file(&path).unwrap();
    assert_eq!(look_at(&mut watch, start, 0), ["watch-deleted"]);
    assert!(watch.app().is_none());
}
