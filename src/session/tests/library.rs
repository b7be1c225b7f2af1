//! The pages between games with the folder of saved games and PGN files behind them: a new
//! game from the form while one goes on, games resumed, reviewed and looked at from the
//! library, and a file's games picked from.

use std::fs;
use std::time::{Duration, UNIX_EPOCH};

use crate::app::library::Row;
use crate::app::{Key, Page, PageKind, Settings};
use crate::session::*;

fn folder(name: &str) -> Store {
    let dir = std::env::temp_dir().join(format!(
        "hotseat-session-library-{name}-{}",
        std::process::id()
    ));
    let _ = fs::remove_dir_all(&dir);
    Store::at(dir).expect("a folder")
}

fn wall(secs: u64) -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(1_764_508_685 + secs)
}

/// A session of a new game under `control` between `white` and `black`, made `secs` after
/// the first.
fn session(store: &Store, control: &str, names: (&str, &str), secs: u64) -> Session {
    let settings = Settings {
        names: crate::rules::ByColor {
            white: names.0.into(),
            black: names.1.into(),
        },
        control: control.parse().expect("a control"),
        ..Settings::default()
    };
    let now = Instant::now();
    let header = settings.header().dated(wall(secs));
    let app = App::new(settings, 1, now);
    Session::new(app, Ok(store.clone()), None, header, now)
}

thread_local! {
    /// The wall clock of the test's thread: a second later at every key.
    static SECONDS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

fn key(session: &mut Session, key: Key) -> Vec<Event> {
    let secs = SECONDS.with(|secs| {
        secs.set(secs.get() + 1);
        secs.get()
    });
    session.update(Message::Key(key), Instant::now(), wall(secs))
}

fn enter(session: &mut Session, line: &str) -> Vec<Event> {
    for c in line.chars() {
        key(session, Key::Char(c));
    }
    key(session, Key::Enter)
}

fn moves(session: &mut Session, line: &str) {
    for m in line.split_whitespace() {
        let events = enter(session, m);
        assert!(
            matches!(events.as_slice(), [Event::Played { .. }, ..]),
            "{m}: {events:?}"
        );
    }
}

/// The moves of the game saved at `path`, in SAN.
fn saved_sans(path: &Path) -> Vec<String> {
    let saved = store::load(path, 1, crate::game::DrawRules::Fide).expect("a saved game");
    let game = saved.timed.game();
    (0..game.plies().len())
        .filter_map(|ply| game.san(ply).map(|san| san.to_string()))
        .collect()
}

fn page(session: &Session) -> Option<PageKind> {
    session.app.page().map(Page::kind)
}

fn sans(session: &Session) -> Vec<String> {
    session
        .app
        .game_page()
        .sans()
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn a_new_game_from_the_form_leaves_the_game_going_on_in_its_file() {
    let store = folder("new");
    let mut session = session(&store, "none", ("Anna", "Boris"), 0);
    moves(&mut session, "e4 e5");
    let first = session.file().expect("a file").to_path_buf();
    let events = enter(&mut session, "new");
    assert_eq!(events, [Event::PageOpened(PageKind::NewGame)]);
    // White's name, Black's name, then the grid at untimed: up three rows, right to 5+3.
    for k in [Key::Tab, Key::Tab, Key::Up, Key::Up, Key::Up, Key::Right] {
        key(&mut session, k);
    }
    let events = key(&mut session, Key::Enter);
    assert!(events.contains(&Event::NewGame), "{events:?}");
    assert_eq!(session.app.settings().control.to_string(), "5+3");
    assert!(session.file().is_none(), "no file before a move");
    assert!(store::tests::let_go(&first), "the first game is let go");
    let kept = fs::read_to_string(&first).expect("the first game's file");
    assert_eq!(saved_sans(&first), ["e4", "e5"], "{kept}");
    assert!(
        kept.contains("[Result \"*\"]"),
        "still going, to be resumed"
    );
    moves(&mut session, "d4 d5");
    let second = session.file().expect("a file of its own").to_path_buf();
    assert_ne!(first, second);
    let saved = fs::read_to_string(&second).expect("the new game's file");
    assert!(saved.contains("[TimeControl \"300+3\"]"), "{saved}");
    assert!(saved.contains("[White \"Anna\"]"), "{saved}");
}

/// The library lists the tournaments kept beside the games, newest first, above the games;
/// with no game saved, it opens all the same.
#[test]
fn the_library_lists_the_tournaments_kept_beside_the_games() {
    use crate::app::library::tests::tournament;
    use crate::tournament::Kept;
    let store = folder("tournaments");
    let kept = Kept::beside(&store);
    for made in [
        tournament("Autumn cup", &["Anna", "Boris", "Vera"], "2026.10.01", &[]),
        tournament("Club night", &["Clara", "Dan"], "2026.12.04", &[]),
    ] {
        kept.create(&made).expect("kept");
    }
    let mut here = session(&store, "none", ("Anna", "Boris"), 0);
    let events = enter(&mut here, "games");
    assert!(
        events.contains(&Event::PageOpened(PageKind::Library)),
        "{events:?}"
    );
    let Some(Page::Library(library)) = here.app.page() else {
        panic!("the library");
    };
    let names: Vec<&str> = library
        .tournaments()
        .iter()
        .map(|tournament| tournament.name.as_str())
        .collect();
    assert_eq!(names, ["Club night", "Autumn cup"], "the newest first");
    assert!(library.is_empty(), "no game saved");
    assert_eq!(library.shown(), [Row::Tournament(0), Row::Tournament(1)]);

    // A game saved: it comes after them.
    key(&mut here, Key::Esc);
    moves(&mut here, "e4");
    enter(&mut here, "games");
    let Some(Page::Library(library)) = here.app.page() else {
        panic!("the library");
    };
    assert_eq!(
        library.shown(),
        [Row::Tournament(0), Row::Tournament(1), Row::Game(0)]
    );
}

#[test]
fn the_library_resumes_an_unfinished_game_and_reviews_a_finished_one() {
    let store = folder("resume");
    let mut older = session(&store, "5+3", ("Clara", "Dan"), 0);
    moves(&mut older, "d4 d5 c4");
    let older_path = older.file().expect("a file").to_path_buf();
    drop(older);
    let mut done = session(&store, "none", ("Eve", "Fay"), 10);
    moves(&mut done, "f3 e5 g4 Qh4");
    let done_path = done.file().expect("a file").to_path_buf();
    drop(done);
    let mut here = session(&store, "none", ("Anna", "Boris"), 20);
    moves(&mut here, "e4");
    let here_path = here.file().expect("a file").to_path_buf();

    let events = enter(&mut here, "games");
    assert!(
        events.contains(&Event::PageOpened(PageKind::Library)),
        "{events:?}"
    );
    let Some(Page::Library(library)) = here.app.page() else {
        panic!("the library");
    };
    let listed: Vec<(usize, &Path)> = library
        .shown()
        .iter()
        .filter_map(|row| match *row {
            Row::Game(i) => library.saved(i).map(|(n, e)| (n, e.path.as_path())),
            Row::Tournament(_) => None,
        })
        .collect();
    assert_eq!(
        listed,
        [
            (1, here_path.as_path()),
            (2, done_path.as_path()),
            (3, older_path.as_path())
        ],
        "as hotseat games numbers them"
    );
    assert!(library.is_current(0));

    // Clara and Dan's game goes on: it is resumed, locked, and played on in its file.
    for c in "clara".chars() {
        key(&mut here, Key::Char(c));
    }
    let events = key(&mut here, Key::Enter);
    assert!(events.contains(&Event::GameOpened), "{events:?}");
    assert_eq!(page(&here), None);
    assert_eq!(sans(&here), ["d4", "d5", "c4"]);
    assert_eq!(here.file(), Some(older_path.as_path()));
    assert!(!here.app.game_page().is_read_only());
    assert_eq!(here.app.settings().control.to_string(), "5+3");
    assert!(store::tests::let_go(&here_path), "the game left is let go");
    let left = fs::read_to_string(&here_path).expect("its file");
    assert_eq!(saved_sans(&here_path), ["e4"], "{left}");
    moves(&mut here, "e6");
    let resumed = fs::read_to_string(&older_path).expect("its file");
    assert_eq!(
        saved_sans(&older_path),
        ["d4", "d5", "c4", "e6"],
        "{resumed}"
    );

    // The finished game opens for review in its own file, which stays as it was until a
    // note is added: the note goes there, and the game is still one file.
    let before = fs::read_to_string(&done_path).expect("its file");
    enter(&mut here, "games");
    for c in "0-1".chars() {
        key(&mut here, Key::Char(c));
    }
    key(&mut here, Key::Enter);
    assert_eq!(sans(&here), ["f3", "e5", "g4", "Qh4#"]);
    assert!(here.app.game_page().outcome().is_some());
    assert_eq!(here.file(), Some(done_path.as_path()));
    here.save(Instant::now(), wall(200));
    assert_eq!(fs::read_to_string(&done_path).expect("its file"), before);
    enter(&mut here, "comment a quick mate");
    enter(&mut here, "nag ??");
    let noted = fs::read_to_string(&done_path).expect("its file");
    assert!(
        noted.contains("Qh4# $4 {[%emt 0:00:00.0] a quick mate}"),
        "{noted}"
    );
    let listing = store.list(wall(300)).expect("a list");
    let paths: Vec<&Path> = listing.games.iter().map(|g| g.path.as_path()).collect();
    assert_eq!(
        paths,
        [
            here_path.as_path(),
            done_path.as_path(),
            older_path.as_path()
        ]
    );
}

#[test]
fn a_game_another_program_plays_is_only_looked_at() {
    let store = folder("look");
    let mut other = session(&store, "none", ("Clara", "Dan"), 0);
    moves(&mut other, "d4");
    let playing = other.file().expect("a file").to_path_buf();
    let mut here = session(&store, "none", ("Anna", "Boris"), 10);
    enter(&mut here, "games");
    key(&mut here, Key::Enter);
    assert!(here.app.game_page().is_read_only());
    assert_eq!(sans(&here), ["d4"]);
    assert!(here.app.game_page().saved_at().is_some());
    let before = fs::read_to_string(&playing).expect("its file");
    enter(&mut here, "e5");
    here.save(Instant::now(), wall(300));
    assert_eq!(fs::read_to_string(&playing).expect("its file"), before);
    drop(other);
}

#[test]
fn the_games_of_a_file_are_picked_from_and_loaded_into_a_file_of_their_own() {
    let store = folder("file");
    let pgn = store.folder().join("..").join("two games.pgn");
    fs::write(
        &pgn,
        "[White \"Topalov\"]\n[Black \"Kasparov\"]\n[Result \"*\"]\n\n1. e4 d6 *\n\n\
         [White \"Anand\"]\n[Black \"Kasparov\"]\n[Result \"*\"]\n\n1. d4 Nf6 2. c4 *\n",
    )
    .expect("a file");
    let mut here = session(&store, "none", ("Anna", "Boris"), 0);
    let events = enter(&mut here, &format!("open \"{}\"", pgn.display()));
    assert!(
        events.contains(&Event::PageOpened(PageKind::Library)),
        "{events:?}"
    );
    for c in "anand".chars() {
        key(&mut here, Key::Char(c));
    }
    let events = key(&mut here, Key::Enter);
    assert!(events.contains(&Event::GameOpened), "{events:?}");
    assert_eq!(sans(&here), ["d4", "Nf6", "c4"]);
    assert_eq!(
        here.app.player_name(crate::rules::Color::White),
        Some("Anand")
    );
    assert_eq!(here.file(), None, "a file of its own once it changes");
    moves(&mut here, "e6");
    let saved = fs::read_to_string(here.file().expect("a file")).expect("its file");
    assert!(saved.contains("[White \"Anand\"]"), "{saved}");

    let missing = enter(&mut here, "open /no/such/file.pgn");
    assert!(
        matches!(missing.as_slice(), [Event::ReadFile(_), Event::Refused(_)]),
        "{missing:?}"
    );
    let _ = fs::remove_file(pgn);
}

/// `open` of a file takes one way whatever the file holds: its one game opens at once, and a
/// file that holds no game (text, bytes) is refused with a sentence. Nothing is left unsaid.
#[test]
fn a_file_of_one_game_opens_it_and_a_file_of_none_is_refused() {
    let store = folder("one");
    let dir = store.folder().join("..");
    let one = dir.join("one game.pgn");
    fs::write(
        &one,
        "[White \"Topalov\"]\n[Black \"Kasparov\"]\n[Result \"*\"]\n\n1. e4 {a comment} d6 *\n",
    )
    .expect("a file");
    let mut here = session(&store, "none", ("Anna", "Boris"), 0);
    let events = enter(&mut here, &format!("open \"{}\"", one.display()));
    assert!(events.contains(&Event::GameOpened), "{events:?}");
    assert_eq!(sans(&here), ["e4", "d6"]);
    assert_eq!(page(&here), None);

    for (name, bytes) in [
        ("text.txt", b"hello world\nthis is not a game\n".to_vec()),
        ("bytes.bin", (0..=255u8).cycle().take(600).collect()),
    ] {
        let path = dir.join(name);
        fs::write(&path, bytes).expect("a file");
        let events = enter(&mut here, &format!("open \"{}\"", path.display()));
        assert!(
            events
                .iter()
                .any(|event| matches!(event, Event::Refused(_))),
            "{name}: {events:?}"
        );
        assert_eq!(sans(&here), ["e4", "d6"], "{name}: the game stays");
        let _ = fs::remove_file(path);
    }
    let _ = fs::remove_file(one);
}

/// As the form opens, the session reads the tournaments kept beside the games and sends
/// them: the form offers the next game of each one under way.
#[test]
fn the_form_opens_with_the_tournaments_under_way() {
    use crate::app::form::tests::under_way;
    use crate::tournament::Kept;
    let store = folder("form-tournaments");
    let mut session = session(&store, "none", ("Anna", "Boris"), 0);
    enter(&mut session, "new");
    let Some(Page::NewGame(form)) = session.app.page() else {
        panic!("the form");
    };
    assert!(form.tournaments().is_empty(), "none kept yet");
    key(&mut session, Key::Esc);
    let kept = Kept::beside(&store);
    kept.create(&under_way("Клуб", &["Анна", "Борис", "Вера"]))
        .expect("kept");
    let events = key(&mut session, Key::F2);
    assert_eq!(events, [Event::PageOpened(PageKind::NewGame)]);
    let Some(Page::NewGame(form)) = session.app.page() else {
        panic!("the form");
    };
    let names: Vec<&str> = form.tournaments().iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["Клуб"]);
    key(&mut session, Key::Up);
    key(&mut session, Key::Right);
    let events = key(&mut session, Key::Enter);
    let play = Event::PlayTournament("Клуб".to_string());
    assert!(events.contains(&play), "{events:?}");
}
