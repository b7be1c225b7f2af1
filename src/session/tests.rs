//! The session's saving, opening and engine work, driven through `Session::update`.

mod kept;
mod library;
mod tournament;

use std::fs;
use std::time::UNIX_EPOCH;

use super::*;
use crate::app::{Key, Settings};
use crate::notation::pgn::Reader;

fn folder(name: &str) -> Store {
    let dir = std::env::temp_dir().join(format!("hotseat-session-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    Store::at(dir).expect("a folder")
}

fn wall(secs: u64) -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(1_764_508_685 + secs)
}

/// A session of a new game under `control`, started at `now`.
fn session(store: &Store, control: &str, now: Instant) -> Session {
    let settings = Settings {
        control: control.parse().expect("a valid control"),
        ..Settings::default()
    };
    let app = App::new(settings, 1, now);
    let header = Header::default().dated(wall(0));
    Session::new(app, Ok(store.clone()), None, header, now)
}

/// Types `line` and presses Enter at `now`: the events of the Enter.
fn enter(session: &mut Session, line: &str, now: Instant) -> Vec<Event> {
    for c in line.chars() {
        session.update(Message::Key(Key::Char(c)), now, wall(0));
    }
    session.update(Message::Key(Key::Enter), now, wall(0))
}

fn games(store: &Store) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(store.folder())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    files
}

/// The number of moves in a saved game.
fn moves_in(path: &Path) -> usize {
    let text = fs::read(path).unwrap();
    let mut counter = crate::game::pgn::GamePlayer::new(
        crate::game::DrawRules::Fide,
        crate::game::pgn::Keep::ForReplay,
    );
    Reader::new(text.as_slice())
        .read_game(&mut counter)
        .unwrap()
        .unwrap()
        .unwrap();
    counter.game().plies().len()
}

#[test]
fn notes_and_side_lines_are_saved_with_the_game_and_copied_with_it() {
    let store = folder("notes");
    let now = Instant::now();
    let mut session = session(&store, "5+3", now);
    // As the game's tags are made for a timed game.
    session.header.time_control = "5+3".parse().expect("a valid control");
    for m in ["e4", "e5", "Nf3"] {
        enter(&mut session, m, now);
    }
    session.update(Message::Key(Key::Left), now, wall(0));
    enter(&mut session, "nag ?!", now);
    session.update(Message::Key(Key::Left), now, wall(0));
    enter(&mut session, "c5", now);
    let file = session.file().expect("a file").to_path_buf();
    let saved = fs::read_to_string(&file).unwrap();
    assert!(
        saved.contains("1... e5 $6 {[%clk 0:05:03]} (1... c5)"),
        "{saved}"
    );
    assert_eq!(moves_in(&file), 3);
    let copied = session.clip_text(&Clip::Game);
    assert!(
        copied.contains("1... e5 $6 {[%clk 0:05:03]} (1... c5)"),
        "{copied}"
    );
    assert!(
        !copied.contains("HotseatClock"),
        "a copy is the game as save FILE writes it"
    );
    let fen = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    assert_eq!(session.clip_text(&Clip::Position(fen.to_string())), fen);
}

#[test]
fn a_game_gets_its_file_at_its_first_move_and_new_starts_another() {
    let store = folder("files");
    let now = Instant::now();
    let mut session = session(&store, "none", now);
    session.update(Message::Tick, now, wall(0));
    session.save(now, wall(0));
    assert!(
        games(&store).is_empty(),
        "no file for a game without a move"
    );
    for m in ["f3", "e5", "g4", "Qh4"] {
        enter(&mut session, m, now);
    }
    let first = session.file().expect("a file").to_path_buf();
    enter(&mut session, "new", now);
    session.update(Message::Key(Key::Enter), now, wall(0));
    assert!(session.file().is_none());
    assert_eq!(
        games(&store),
        std::slice::from_ref(&first),
        "no file for the new game yet"
    );
    for m in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7"] {
        enter(&mut session, m, now);
    }
    let files = games(&store);
    assert_eq!(files.len(), 2, "{files:?}");
    let second = session.file().expect("a file").to_path_buf();
    assert_ne!(first, second);
    assert_eq!(moves_in(&first), 4);
    assert_eq!(moves_in(&second), 7);
    // The first game's file is let go: another program may open it now.
    assert!(store::tests::let_go(&first));
    assert!(store::is_open_elsewhere(&second));
}

#[test]
fn a_running_clock_is_saved_every_few_seconds_from_the_start() {
    let store = folder("periodic");
    let now = Instant::now();
    let mut session = session(&store, "5+3", now);
    enter(&mut session, "e4", now);
    let path = session.file().expect("a file").to_path_buf();
    let saved = fs::read_to_string(&path).unwrap();
    let due = session.next_periodic_save().expect("a clock runs");
    assert_eq!(due, now + CLOCK_SAVE_INTERVAL);
    session.update(Message::Tick, due, wall(5));
    assert_ne!(
        fs::read_to_string(&path).unwrap(),
        saved,
        "the clocks were saved"
    );

    // A resumed game saves its clocks from its first frame, before any move.
    let later = due + Duration::from_secs(600);
    drop(session);
    let (file, saved) = store::tests::open_let_go(&store, &path);
    let settings = Settings {
        control: "5+3".parse().unwrap(),
        ..Settings::default()
    };
    let app = App::with_game(settings, saved.timed, 1, later);
    let mut resumed = Session::new(app, Ok(store.clone()), Some(file), saved.header, later);
    let before = fs::read_to_string(&path).unwrap();
    let due = resumed.next_periodic_save().expect("Black's clock runs");
    assert_eq!(due, later + CLOCK_SAVE_INTERVAL);
    resumed.update(Message::Tick, due, wall(700));
    assert_ne!(fs::read_to_string(&path).unwrap(), before);
}

#[test]
fn nothing_is_due_before_the_game_has_a_file() {
    let store = folder("before-a-file");
    let now = Instant::now();
    let mut session = session(&store, "5+3", now);
    // White's clock runs, but a game without a move has nothing to save: were a save due,
    // it would stay due for ever, and a loop waiting for it would never sleep.
    assert_eq!(session.next_periodic_save(), None);
    let later = now + Duration::from_secs(60);
    session.update(Message::Tick, later, wall(60));
    assert!(games(&store).is_empty());
    enter(&mut session, "e4", later);
    assert_eq!(
        session.next_periodic_save(),
        Some(later + CLOCK_SAVE_INTERVAL)
    );
}

#[test]
fn the_board_turned_with_flip_is_kept_with_the_game() {
    let store = folder("flip");
    let now = Instant::now();
    let mut session = session(&store, "none", now);
    enter(&mut session, "flip", now);
    assert!(games(&store).is_empty(), "turning the board is no move");
    enter(&mut session, "e4", now);
    let path = session.file().expect("a file").to_path_buf();
    assert!(
        fs::read_to_string(&path)
            .unwrap()
            .contains("[HotseatFlip \"black\"]")
    );
    enter(&mut session, "flip", now);
    assert!(
        fs::read_to_string(&path)
            .unwrap()
            .contains("[HotseatFlip \"white\"]"),
        "saved as soon as it turns"
    );
    enter(&mut session, "flip", now);
    drop(session);
    let (_file, saved) = store::tests::open_let_go(&store, &path);
    assert_eq!(saved.header.flip, Some(Flip::Black));
}

/// Moves played at once are kept with the game, for a resumed game to play them so too.
#[test]
fn instant_moves_are_kept_with_the_game() {
    for instant in [true, false] {
        let store = folder(&format!("instant-{instant}"));
        let now = Instant::now();
        let settings = Settings {
            instant,
            ..Settings::default()
        };
        let app = App::new(settings, 1, now);
        let header = app.settings().header().dated(wall(0));
        let mut session = Session::new(app, Ok(store.clone()), None, header, now);
        enter(&mut session, "e4", now);
        let path = session.file().expect("a file").to_path_buf();
        let text = fs::read_to_string(&path).unwrap();
        assert_eq!(text.contains("[HotseatInstant \"on\"]"), instant, "{text}");
        drop(session);
        let (_file, saved) = store::tests::open_let_go(&store, &path);
        assert_eq!(saved.header.instant, instant);
    }
}

#[test]
fn the_farewell_names_the_file_and_a_command_for_exactly_that_game_that_stays_right() {
    let store = folder("farewell");
    let now = Instant::now();
    let mut older = session(&store, "none", now);
    assert_eq!(
        older.farewell(false),
        None,
        "nothing for a game with no move"
    );
    enter(&mut older, "d4", now);
    let older_file = older.file().expect("a file").to_path_buf();
    let older_said = format!(
        "The game is saved in {}; hotseat --resume {} continues it.",
        older_file.display(),
        file_name(&older_file)
    );
    assert_eq!(older.farewell(false), Some(older_said.clone()));
    let mut newer = session(&store, "none", now);
    for m in ["f3", "e5", "g4", "Qh4"] {
        enter(&mut newer, m, now);
    }
    let newer_file = newer.file().expect("a file").to_path_buf();
    assert_eq!(
        newer.farewell(true),
        Some(format!(
            "The game is over and saved in {}; hotseat --plain --resume {} shows it.",
            newer_file.display(),
            file_name(&newer_file)
        ))
    );
    assert_eq!(
        older.farewell(false),
        Some(older_said),
        "the same command after another game is saved: the file's name does not change"
    );
    let saved = store.list(SystemTime::now()).unwrap().games[1]
        .read()
        .unwrap();
    let settings = Settings {
        lang: crate::i18n::Lang::Ru,
        ..Settings::default()
    };
    let app = App::with_game(settings, saved.timed, 1, now);
    let mut russian = Session::new(app, Ok(store.clone()), None, saved.header, now);
    drop(older);
    enter(&mut russian, "e5", now);
    let file = russian.file().expect("a file of its own").to_path_buf();
    assert_eq!(
        russian.farewell(false),
        Some(format!(
            "Партия сохранена в {}; hotseat --resume {} продолжит её.",
            file.display(),
            file_name(&file)
        ))
    );
    let app = App::reviewing(
        Settings::default(),
        newer.app.game_page().timed().clone(),
        None,
        1,
        now,
    );
    let looking = Session::new(app, Ok(store.clone()), None, Header::default(), now);
    assert_eq!(looking.farewell(false), None, "nothing for a look");
}

/// A game that cannot be saved is lost unless a copy holds it as it stands; leaving says
/// which, and the program's exit status follows `game_is_lost`.
#[test]
fn a_game_that_cannot_be_saved_is_lost_unless_a_copy_holds_it() {
    let now = Instant::now();
    let app = App::new(Settings::default(), 1, now);
    let mut nowhere = Session::new(
        app,
        Err(FolderError::NotFound),
        None,
        Header::default(),
        now,
    );
    assert_eq!(nowhere.farewell(false), None, "nothing lost without a move");
    assert!(!nowhere.game_is_lost());
    enter(&mut nowhere, "e4", now);
    let said = nowhere.farewell(false).expect("a word on what is lost");
    assert!(said.starts_with("The game could not be saved: "), "{said}");
    assert!(nowhere.game_is_lost());
    // `save` says why it cannot, once: what the screen has said from the start is no news.
    let said = enter(&mut nowhere, "save", now);
    assert!(
        matches!(
            said.as_slice(),
            [
                Event::SaveDue(_),
                Event::Refused(crate::app::Refusal::SaveFailed(_))
            ]
        ),
        "{said:?}"
    );
    let copy = folder("lost-copy").folder().join("copy.pgn");
    enter(&mut nowhere, &format!("save {}", copy.display()), now);
    assert!(!nowhere.game_is_lost(), "the copy holds it");
    let said = nowhere.farewell(false).expect("where it is");
    assert!(
        said.contains(&format!(
            "but the copy in {} holds all of it",
            copy.display()
        )),
        "{said}"
    );
    enter(&mut nowhere, "e5", now);
    assert!(nowhere.game_is_lost(), "the copy lacks the last move");
    enter(&mut nowhere, "new", now);
    nowhere.update(Message::Key(Key::Enter), now, wall(0));
    assert!(!nowhere.game_is_lost(), "a new game, not changed yet");
}

/// A game read from a file outside the folder of games and left as it was: leaving
/// names that file, never says that no move was played.
#[test]
fn a_loaded_game_left_as_it_was_is_said_to_be_in_its_file() {
    let store = folder("loaded");
    let now = Instant::now();
    let pgn = store.folder().join("..").join("one game.pgn");
    fs::write(&pgn, "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 *\n").unwrap();
    let saved = store::load(&pgn, 1, crate::game::DrawRules::Club).unwrap();
    let app = App::with_game(Settings::default(), saved.timed, 1, now);
    let session =
        Session::new(app, Ok(store.clone()), None, saved.header, now).loaded_from(pgn.clone());
    assert_eq!(
        session.farewell(true),
        Some(format!(
            "The game from {} was not changed here; that file is left as it was.",
            pgn.display()
        ))
    );
    assert!(!session.game_is_lost());

    // Where games cannot be saved at all, the file still holds all of it: leaving it
    // asks without a word of a game not saved, until it changes here.
    let saved = store::load(&pgn, 1, crate::game::DrawRules::Club).unwrap();
    let app = App::with_game(Settings::default(), saved.timed, 1, now);
    let mut nowhere = Session::new(app, Err(FolderError::NotFound), None, saved.header, now)
        .loaded_from(pgn.clone());
    assert_eq!(nowhere.app.leaving(), Leaving::Nothing);
    assert!(
        nowhere
            .farewell(false)
            .unwrap()
            .starts_with("The game from ")
    );
    assert!(!nowhere.game_is_lost());
    enter(&mut nowhere, "Nc6", now);
    assert_eq!(nowhere.app.leaving(), Leaving::Unsaved, "Nc6 is in no file");
    assert!(nowhere.game_is_lost());
}

#[test]
fn a_read_only_game_is_never_written() {
    let store = folder("read-only");
    let now = Instant::now();
    let mut playing = session(&store, "5+3", now);
    enter(&mut playing, "d4", now);
    let path = playing.file().expect("a file").to_path_buf();
    let before = fs::read_to_string(&path).unwrap();
    let listing = store.list(SystemTime::now()).unwrap();
    let saved = listing.games[0].read().unwrap();
    let app = App::reviewing(Settings::default(), saved.timed, None, 1, now);
    let mut looking = Session::new(app, Ok(store.clone()), None, saved.header, now);
    assert_eq!(looking.next_periodic_save(), None);
    enter(&mut looking, "save", now);
    looking.save(now + Duration::from_secs(60), wall(60));
    assert_eq!(fs::read_to_string(&path).unwrap(), before);
    assert_eq!(games(&store), [path]);
}

#[test]
fn a_save_path_takes_the_home_folder_a_folder_and_spaces() {
    let home = Path::new("/home/anna");
    assert_eq!(
        save_target("~/a b.pgn", Some(home), None),
        home.join("a b.pgn")
    );
    assert_eq!(
        save_target("~", Some(home), Some("g.pgn")),
        home.join("g.pgn")
    );
    assert_eq!(
        save_target("games/", Some(home), Some("g.pgn")),
        Path::new("games/g.pgn")
    );
    assert_eq!(save_target("x.pgn", None, None), Path::new("x.pgn"));
    assert_eq!(
        save_target("~anna/x.pgn", Some(home), None),
        Path::new("~anna/x.pgn")
    );
    let folder = std::env::temp_dir();
    let text = folder.display().to_string();
    assert_eq!(save_target(&text, None, None), folder.join("game.pgn"));
}

#[test]
fn a_save_over_a_file_asks_first_and_names_the_path_when_it_fails() {
    let store = folder("replace");
    let now = Instant::now();
    let mut session = session(&store, "none", now);
    enter(&mut session, "e4", now);
    let target = store.folder().join("..").join("copy of the game.pgn");
    fs::write(&target, "something else").unwrap();
    let asked = enter(&mut session, &format!("save \"{}\"", target.display()), now);
    let replace = crate::app::Question::Replace;
    assert!(asked.contains(&Event::Asked(replace)), "{asked:?}");
    assert_eq!(fs::read_to_string(&target).unwrap(), "something else");
    let saved = session.update(Message::Key(Key::Char('y')), now, wall(0));
    assert!(
        saved.contains(&Event::Told(crate::app::Info::SavedTo(target.clone()))),
        "{saved:?}"
    );
    assert!(fs::read_to_string(&target).unwrap().contains("1. e4"));

    // Into the folder of saved games a copy never goes: it could replace a game's file,
    // this one's own too, named or reached through a link.
    let mut other = self::tests::session(&store, "none", now);
    enter(&mut other, "d4", now);
    let theirs = other.file().expect("a file").to_path_buf();
    let before = fs::read_to_string(&theirs).unwrap();
    let own = session.file().expect("a file").to_path_buf();
    let mut into_the_folder = vec![
        theirs.display().to_string(),
        format!("{}/", store.folder().display()),
    ];
    #[cfg(unix)]
    {
        let link = store.folder().join("..").join("link to their game.pgn");
        std::os::unix::fs::symlink(&theirs, &link).unwrap();
        into_the_folder.push(link.display().to_string());
    }
    for text in into_the_folder {
        let said = enter(&mut session, &format!("save \"{text}\""), now);
        match said.as_slice() {
            [
                Event::SaveDue(_),
                Event::Refused(crate::app::Refusal::SaveFailed(why)),
            ] => {
                let said = why.describe(crate::i18n::Lang::En);
                assert!(said.contains("is in the folder of saved games"), "{said}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
    assert_eq!(fs::read_to_string(&theirs).unwrap(), before);
    assert!(fs::read_to_string(&own).unwrap().contains("HotseatClock"));

    let nowhere = store
        .folder()
        .join("..")
        .join("no such folder")
        .join("x.pgn");
    let failed = enter(&mut session, &format!("save {}", nowhere.display()), now);
    match failed.as_slice() {
        [
            Event::SaveDue(_),
            Event::Refused(crate::app::Refusal::SaveFailed(why)),
        ] => {
            let said = why.describe(crate::i18n::Lang::En);
            assert!(said.contains(&nowhere.display().to_string()), "{said}");
        }
        other => panic!("{other:?}"),
    }
}
