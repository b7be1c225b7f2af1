//! A tournament's games in a session: the result in the table the moment a game ends, the
//! standings over it, the next game opened from them with its file made and linked, and a
//! result entered by hand meanwhile kept.

use std::fs;
use std::time::{Duration, UNIX_EPOCH};

use crate::app::{Key, Page, Settings};
use crate::game::outcome::GameResult;
use crate::session::*;
use crate::tournament::{GameId, Kept, Plan, Score, Tournament};

/// A folder of games of its own, in a data folder of its own (the tournaments are kept
/// beside the games).
fn folder(name: &str) -> Store {
    let data = std::env::temp_dir().join(format!(
        "hotseat-session-tournament-{name}-{}",
        std::process::id()
    ));
    let _ = fs::remove_dir_all(&data);
    Store::at(data.join("games")).expect("a folder")
}

fn wall(secs: u64) -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(1_764_508_685 + secs)
}

/// A round robin of four, untimed, made beside `store`.
fn four(store: &Store) -> Tournament {
    let made = Tournament::new(Plan::for_tests(
        "Club night",
        &["Anna", "Boris", "Vera", "Gleb"],
    ))
    .expect("a round robin");
    Kept::beside(store).create(&made).expect("kept");
    made
}

/// A session of the next game of "Club night", opened as `tournament play` opens it.
fn playing(store: &Store, now: Instant) -> Session {
    let settings = Settings::default();
    let opened = tournament_game::open(store, "Club night", None, &settings, 1, (now, wall(0)))
        .expect("the next game");
    let settings = settings.playing(&opened.saved.timed, &opened.saved.header);
    let app = App::with_game(settings, opened.saved.timed, 1, now);
    Session::new(
        app,
        Ok(store.clone()),
        Some(opened.file),
        opened.saved.header,
        now,
    )
    .in_tournament(opened.game, now)
}

fn enter(session: &mut Session, line: &str, now: Instant) -> Vec<Event> {
    for c in line.chars() {
        session.update(Message::Key(Key::Char(c)), now, wall(1));
    }
    session.update(Message::Key(Key::Enter), now, wall(1))
}

fn result_of(store: &Store, id: GameId) -> Option<Score> {
    let found = Kept::beside(store)
        .load("Club night")
        .expect("the tournament");
    found.board(id).expect("the game").result
}

#[test]
fn a_result_goes_into_the_table_as_the_game_ends_and_the_standings_open_the_next_game() {
    let store = folder("next");
    four(&store);
    let now = Instant::now();
    let mut session = playing(&store, now);
    let first = GameId { round: 1, board: 1 };
    assert_eq!(
        session.tournament_game().map(TournamentGame::id),
        Some(first)
    );
    let names = &session.app.settings().names;
    assert_eq!(
        (names.white.as_str(), names.black.as_str()),
        ("Anna", "Gleb")
    );
    for m in ["f3", "e5", "g4"] {
        enter(&mut session, m, now);
    }
    assert_eq!(result_of(&store, first), None, "not before the end");
    enter(&mut session, "Qh4#", now);
    // In the table the moment the game ends, before the players leave it.
    assert_eq!(
        result_of(&store, first),
        Some(Score::Played(GameResult::BlackWins))
    );
    let Some(Page::Standings(standings)) = session.app.page() else {
        panic!("the standings open over the game: {:?}", session.app.page());
    };
    let second = GameId { round: 1, board: 2 };
    assert_eq!(standings.next(), Some(second));
    let before = session.file().map(Path::to_path_buf);
    // Enter plays the next game: its file made, linked, and on the screen.
    let events = session.update(Message::Key(Key::Enter), now, wall(2));
    assert!(events.contains(&Event::GameOpened), "{events:?}");
    assert!(session.app.page().is_none());
    assert_eq!(
        session.tournament_game().map(TournamentGame::id),
        Some(second)
    );
    let names = &session.app.settings().names;
    assert_eq!(
        (names.white.as_str(), names.black.as_str()),
        ("Boris", "Vera")
    );
    let file = session.file().map(Path::to_path_buf).expect("a file");
    assert_ne!(Some(&file), before.as_ref());
    let found = Kept::beside(&store).load("Club night").expect("kept");
    let linked = found.board(second).expect("the game").file.clone();
    assert_eq!(
        linked.as_deref(),
        Some(crate::store::file_name(&file).as_str())
    );
}

#[test]
fn a_result_entered_by_hand_meanwhile_stays_and_is_said() {
    let store = folder("meanwhile");
    four(&store);
    let now = Instant::now();
    let mut session = playing(&store, now);
    let first = GameId { round: 1, board: 1 };
    Kept::beside(&store)
        .change("Club night", |found| {
            found.record(first, Score::Played(GameResult::Draw), None)
        })
        .expect("entered by hand");
    for m in ["f3", "e5", "g4"] {
        enter(&mut session, m, now);
    }
    let events = enter(&mut session, "Qh4#", now);
    assert_eq!(
        result_of(&store, first),
        Some(Score::Played(GameResult::Draw))
    );
    assert!(session.app.page().is_none(), "no standings over the game");
    let said: Vec<String> = events
        .iter()
        .filter_map(|event| match event {
            Event::Told(info) => Some(info.describe(crate::i18n::Lang::En)),
            _ => None,
        })
        .collect();
    assert!(
        said.iter()
            .any(|line| line.contains("1.1") && line.contains("1/2") && line.contains("0-1")),
        "{said:?}"
    );
}

#[test]
fn a_game_found_over_is_recorded_as_it_opens() {
    let store = folder("found-over");
    four(&store);
    let now = Instant::now();
    let mut session = playing(&store, now);
    for m in ["f3", "e5", "g4", "Qh4#"] {
        enter(&mut session, m, now);
    }
    let first = GameId { round: 1, board: 1 };
    drop(session);
    // As if the program had stopped between the game's end and its result: a table without
    // it, the game linked to the file it is over in.
    let _ = fs::remove_dir_all(store.folder().with_file_name("tournaments"));
    four(&store);
    // Linked again to the file the game is over in.
    let file = crate::store::file_name(&games_in(&store)[0]);
    Kept::beside(&store)
        .change("Club night", |found| found.link(first, &file))
        .expect("linked");
    let session = playing(&store, now);
    assert_eq!(
        result_of(&store, first),
        Some(Score::Played(GameResult::BlackWins))
    );
    assert!(matches!(session.app.page(), Some(Page::Standings(_))));
}

fn games_in(store: &Store) -> Vec<PathBuf> {
    fs::read_dir(store.folder())
        .expect("the folder")
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "pgn"))
        .collect()
}

#[test]
fn a_tournament_s_game_resumed_by_its_file_is_played_as_the_tournament_s() {
    let store = folder("resumed");
    four(&store);
    let now = Instant::now();
    let mut session = playing(&store, now);
    enter(&mut session, "f3", now);
    let file = session.file().map(Path::to_path_buf).expect("a file");
    drop(session);
    // As `hotseat --resume` opens it: by its file, not by the tournament.
    let (game_file, saved) = store.open_game(&file).expect("resumed");
    let settings = Settings::default().playing(&saved.timed, &saved.header);
    let app = App::with_game(settings, saved.timed, 1, now);
    let mut session = Session::new(app, Ok(store.clone()), Some(game_file), saved.header, now);
    let first = GameId { round: 1, board: 1 };
    assert_eq!(
        session.tournament_game().map(TournamentGame::id),
        Some(first)
    );
    assert!(session.app.page().is_none(), "nothing to record yet");
    for m in ["e5", "g4", "Qh4#"] {
        enter(&mut session, m, now);
    }
    assert_eq!(
        result_of(&store, first),
        Some(Score::Played(GameResult::BlackWins))
    );
    assert!(matches!(session.app.page(), Some(Page::Standings(_))));
}

#[test]
fn the_next_game_passes_over_the_players_of_a_game_played_elsewhere() {
    let store = folder("busy");
    let made = four(&store);
    let now = Instant::now();
    let second = GameId { round: 1, board: 2 };
    // Game 1.2 open in another session (its file locked), 1.1 entered by hand.
    let elsewhere = tournament_game::open(
        &store,
        "Club night",
        Some(second),
        &Settings::default(),
        1,
        (now, wall(0)),
    )
    .expect("1.2 opened");
    let first = GameId { round: 1, board: 1 };
    let kept = Kept::beside(&store);
    let (_, found) = kept
        .change("Club night", |found| {
            found.record(first, Score::Played(GameResult::Draw), None)
        })
        .expect("entered by hand");
    // Every other game of a round robin of four pairs Boris or Vera, who play 1.2.
    let board = made.board(second).expect("1.2");
    let busy = [board.white, board.black];
    assert!(
        found
            .games()
            .filter(|(id, board)| *id != second && board.result.is_none())
            .all(|(_, board)| busy.contains(&board.white) || busy.contains(&board.black))
    );
    assert_eq!(tournament_game::next_here(&found, store.folder()), None);
    drop(elsewhere);
    // Once 1.2 is let go, it is the next game again.
    assert_eq!(
        tournament_game::next_here(&found, store.folder()),
        Some(second)
    );
}
