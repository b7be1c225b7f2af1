//! The folder of saved games: files that never replace one another, locks, damaged files,
//! reading any PGN file; and a model of whole sessions with kills at any point.

mod model;

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use super::atomic::tests::folder;
use super::*;
use crate::game::pgn::{Exporter, export};
use crate::game::{DrawRules, Flip, Game, GameResult};
use crate::notation::san;
use crate::rules::{ByColor, Color};

thread_local! {
    /// How many times this thread read the names of a folder of games.
    pub(super) static FOLDERS_LISTED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// How many times this thread looked at a saved game's file (its size and time of change)
    /// on a walk.
    pub(super) static FILES_LOOKED_AT: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// An empty store in a folder of its own.
fn temporary_store(name: &str) -> Store {
    Store::at(folder(name)).unwrap()
}

/// A moment on the wall clock: 2026-11-30 13:18:05 UTC plus `secs`.
fn wall(secs: u64) -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(1_764_508_685 + secs)
}

/// A game under FIDE draw rules and `control`, started at `now`, after `moves`, each played
/// 1.5 s after the one before; returns it with the time of the last move.
fn timed_after(moves: &str, control: &str, now: Instant) -> (TimedGame, Instant) {
    let game = Game::standard(DrawRules::Fide);
    let mut timed = TimedGame::new(game, control.parse().unwrap());
    timed.start(now);
    let mut t = now;
    for text in moves.split_whitespace() {
        t += Duration::from_millis(1_500);
        let m = san::parse(timed.game().position(), text).unwrap();
        timed.play(m, t).unwrap();
    }
    (timed, t)
}

fn header(white: &str, black: &str) -> Header {
    Header {
        names: ByColor {
            white: white.to_string(),
            black: black.to_string(),
        },
        ..Header::default()
    }
    .dated(wall(0))
}

/// Saves `timed` with `header` as a new game of `store` at `now`, `secs` seconds on the wall
/// clock after [`wall`]'s moment, and closes its file: the path of the file, free to open.
fn saved(store: &Store, timed: &TimedGame, header: &Header, now: Instant, secs: u64) -> PathBuf {
    let file = store.create(timed, header, now, wall(secs)).unwrap();
    file.path().to_path_buf()
}

/// Whether the game at `path` is let go, waiting up to a second for it: a process another
/// test starts meanwhile holds a copy of every open file, a game's lock too, until it runs
/// its own program (on a busy machine, for a while).
pub(crate) fn let_go(path: &Path) -> bool {
    (0..100).any(|_| {
        let free = !is_open_elsewhere(path);
        if !free {
            std::thread::sleep(Duration::from_millis(10));
        }
        free
    })
}

/// The game at `path` opened, once it is let go ([`let_go`]).
pub(crate) fn open_let_go(store: &Store, path: &Path) -> (GameFile, SavedGame) {
    assert!(let_go(path), "{} is let go", path.display());
    store.open_game(path).expect("the game opens")
}

#[test]
fn a_saved_game_resumes_with_its_moves_clocks_and_settings() {
    let store = temporary_store("resume");
    let now = Instant::now();
    let (timed, last_move) = timed_after("e4 e5 Nf3", "5+3", now);
    let header = Header {
        time_control: timed.control().clone(),
        flip: Some(Flip::Auto),
        ..header("Anna", "Boris")
    };
    let saved_at = last_move + Duration::from_millis(700);
    let path = saved(&store, &timed, &header, saved_at, 0);
    assert_eq!(
        path.file_name().unwrap(),
        "2025-11-30-131805-Anna-vs-Boris.pgn"
    );
    let (_file, saved) = open_let_go(&store, &path);
    assert_eq!(saved.timed.game().moves(), timed.game().moves());
    // [%clk] keeps whole seconds above a minute; the resume tag keeps milliseconds.
    assert_eq!(
        saved.timed.game().plies()[2].clock,
        Some(Duration::from_secs(303))
    );
    assert_eq!(saved.timed.game().draw_rules(), DrawRules::Fide);
    assert_eq!(saved.header.flip, Some(Flip::Auto));
    assert_eq!(saved.header.names.white, "Anna");
    assert_eq!(saved.header.time.as_deref(), Some("13:18:05"));
    assert_eq!(saved.header.time_control.to_string(), "5+3");
    let later = now + Duration::from_secs(3_600);
    let mut resumed = saved.timed;
    resumed.start(later);
    assert_eq!(
        resumed.clock_state(later),
        timed.clock_state(saved_at),
        "the time the program was away is charged to no one"
    );
    assert_eq!(
        resumed.clock().remaining(Color::Black, later),
        timed.clock().remaining(Color::Black, saved_at),
    );
}

/// A game opened and saved as it was is not written again: its file and its folder keep
/// their times of change, so the next start need not read the folder's names. A change is
/// written, and so is a file changed or removed behind the program's back.
#[test]
fn a_game_saved_unchanged_leaves_its_file_and_folder_as_they_were() {
    let store = temporary_store("unchanged-save");
    let now = Instant::now();
    let (timed, _) = timed_after("e4 e5 Nf3", "5+3", now);
    let path = saved(&store, &timed, &header("Anna", "Boris"), now, 0);
    age(&path, 10);
    age_folder(&store, 10);
    let modified = |path: &Path| fs::metadata(path).unwrap().modified().unwrap();
    let (file_time, folder_time) = (modified(&path), modified(store.folder()));
    let (mut file, saved) = open_let_go(&store, &path);
    // Resumed an hour later, as the session does, and left as it was.
    let later = now + Duration::from_secs(3_600);
    let mut played = saved.timed;
    played.start(later);
    file.save(&played, &saved.header, later).unwrap();
    assert_eq!(modified(&path), file_time, "the file is not written");
    assert_eq!(
        modified(store.folder()),
        folder_time,
        "nor the folder touched"
    );
    // Changed behind the program's back, to another text of the same length: written again.
    let held = fs::read(&path).unwrap();
    let other: Vec<u8> = held.iter().rev().copied().collect();
    fs::write(&path, &other).unwrap();
    file.save(&played, &saved.header, later).unwrap();
    assert_eq!(fs::read(&path).unwrap(), held, "the file is written again");
    let reply = san::parse(played.game().position(), "Nc6").unwrap();
    played.play(reply, later).unwrap();
    file.save(&played, &saved.header, later).unwrap();
    assert_ne!(modified(&path), file_time, "a move is written");
    assert!(fs::read_to_string(&path).unwrap().contains("2... Nc6"));
    fs::remove_file(&path).unwrap();
    file.save(&played, &saved.header, later).unwrap();
    assert!(path.exists(), "a file removed is written again");
    let _ = fs::remove_dir_all(store.folder());
}

/// Byo-yomi, Canadian byo-yomi and an upcount, which the standard tag cannot say, are `?` or
/// `-` there and exact in `HotseatTimeControl`; a game resumes under its control with its
/// clock as it stood, the moves of a Canadian period included.
#[test]
fn a_saved_game_keeps_a_control_the_standard_tag_cannot_say() {
    let store = temporary_store("modes");
    for (control, tag) in [
        ("1 byo 3x30s vs 2 byo 1x1m", "?"),
        ("0.5 canadian 3/0.5", "?"),
        ("upcount", "-"),
        ("hourglass 1", "*60"),
    ] {
        let now = Instant::now();
        let mut timed = TimedGame::new(Game::standard(DrawRules::Club), control.parse().unwrap());
        timed.start(now);
        let mut t = now;
        for (text, took) in [("e4", 40), ("e5", 1), ("Nf3", 2)] {
            t += Duration::from_secs(took);
            let m = san::parse(timed.game().position(), text).unwrap();
            timed.play(m, t).unwrap();
        }
        let header = Header {
            time_control: timed.control().clone(),
            ..header("Anna", "Boris")
        };
        let path = saved(&store, &timed, &header, t, 0);
        let text = fs::read_to_string(&path).unwrap();
        assert!(text.contains(&format!("[TimeControl \"{tag}\"]")), "{text}");
        let exact = format!("[HotseatTimeControl \"{}\"]", timed.control());
        assert_eq!(text.contains(&exact), tag != "*60", "{text}");
        let (file, saved) = open_let_go(&store, &path);
        drop(file);
        assert_eq!(saved.header.time_control, *timed.control(), "{control}");
        let stood = crate::game::clock::ClockState {
            running: false,
            ..timed.clock_state(t)
        };
        assert_eq!(saved.timed.clock_state(t), stood, "{control}");
        fs::remove_file(&path).unwrap();
    }
}

/// Time odds, Armageddon, a draw offered with a move and waiting, takebacks forbidden, and the
/// arbiter's changes of the clocks: all in the file, all back when the game is resumed.
#[test]
fn a_saved_game_keeps_its_odds_armageddon_offer_takebacks_and_the_arbiters_changes() {
    use crate::game::arbiter::{ClockAdjustment, TimeChange};
    let store = temporary_store("over-the-board");
    let now = Instant::now();
    let mut game = Game::standard(DrawRules::Club);
    game.set_armageddon(true);
    let mut timed = TimedGame::new(game, "5+3 vs 4+3".parse().unwrap());
    timed.start(now);
    let mut t = now;
    for text in ["e4", "e5"] {
        t += Duration::from_secs(2);
        let m = san::parse(timed.game().position(), text).unwrap();
        timed.play(m, t).unwrap();
    }
    let given = ClockAdjustment {
        side: Color::Black,
        change: TimeChange::Add(Duration::from_secs(15)),
    };
    timed.adjust_clock(given, t).unwrap();
    t += Duration::from_secs(2);
    let nf3 = san::parse(timed.game().position(), "Nf3").unwrap();
    timed.play_offering_draw(nf3, t).unwrap();
    let header = Header {
        time_control: timed.control().clone(),
        takebacks: false,
        ..header("Anna", "Boris")
    };
    let path = saved(&store, &timed, &header, t, 0);
    let text = fs::read_to_string(&path).unwrap();
    for tag in [
        "[TimeControl \"?\"]",
        "[WhiteTimeControl \"300+3\"]",
        "[BlackTimeControl \"240+3\"]",
        "[Armageddon \"Black has draw odds\"]",
        "[HotseatDrawOffer \"white\"]",
        "[HotseatTakebacks \"off\"]",
    ] {
        assert!(text.contains(tag), "{tag} in {text}");
    }
    let movetext = text.replace('\n', " ");
    assert!(
        movetext.contains("1... e5 {[%clk 0:04:01] [%clkadj Black +0:00:15.0]} 2. Nf3 {[%clk 0:05:02] [%draw offer]}"),
        "{text}"
    );
    let (file, saved) = open_let_go(&store, &path);
    drop(file);
    assert_eq!(saved.header.time_control, *timed.control());
    assert!(!saved.header.takebacks);
    let game = saved.timed.game();
    assert!(game.is_armageddon());
    assert_eq!(game.draw_offer(), Some(Color::White));
    assert_eq!(game.adjustments(), [(2, given)]);
    assert!(game.plies()[2].offers_draw);
    assert_eq!(saved.timed.clocks_after(2), timed.clocks_after(2));
    // Accepted, the draw is Black's win, and says so in the file.
    let mut ended = saved.timed;
    ended.start(t);
    ended
        .answer_draw_offer(crate::game::DrawAnswer::Accept, t)
        .unwrap();
    save_game(&ended, &saved.header, &path, true).unwrap();
    let text = fs::read_to_string(&path).unwrap();
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
    assert!(text.contains("[BoardResult \"1/2-1/2\"]"), "{text}");
    let (_file, read) = open_let_go(&store, &path);
    let outcome = read.timed.outcome().expect("over");
    assert_eq!(outcome, ended.outcome().unwrap());
    assert!(outcome.draw_odds);
    assert_eq!(outcome.reason_name(), "agreement, draw odds");
}

#[test]
fn games_started_in_the_same_second_get_files_of_their_own() {
    let store = temporary_store("same-second");
    let now = Instant::now();
    let (mate, _) = timed_after("f3 e5 g4 Qh4", "none", now);
    let (scholar, _) = timed_after("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7", "none", now);
    let header = header("White", "Black");
    let first = store.create(&mate, &header, now, wall(0)).unwrap();
    let second = store.create(&scholar, &header, now, wall(0)).unwrap();
    assert_ne!(first.path(), second.path());
    assert!(
        second
            .path()
            .ends_with("2025-11-30-131805-White-vs-Black-2.pgn")
    );
    let listing = store.list(SystemTime::now()).unwrap();
    assert_eq!(listing.games[0].path, second.path(), "the newer game first");
    let mut games: Vec<_> = listing
        .games
        .iter()
        .map(|entry| entry.read().unwrap().timed.game().moves().len())
        .collect();
    games.sort_unstable();
    assert_eq!(games, [4, 7]);
    assert!(listing.newest_unfinished().is_none());
}

#[test]
fn a_game_being_played_is_refused_to_a_second_program() {
    let store = temporary_store("locked");
    let now = Instant::now();
    let (timed, _) = timed_after("d4", "none", now);
    let file = store
        .create(&timed, &header("A", "B"), now, wall(0))
        .unwrap();
    assert!(is_open_elsewhere(file.path()));
    assert!(matches!(
        store.open_game(file.path()),
        Err(StoreError {
            kind: StoreErrorKind::Locked,
            ..
        })
    ));
    let path = file.path().to_path_buf();
    drop(file);
    assert!(let_go(&path));
    assert!(store.open_game(&path).is_ok());
}

#[test]
fn the_list_is_newest_first_and_knows_the_unfinished_games() {
    let store = temporary_store("list");
    let now = Instant::now();
    for (seconds, moves) in [(0, "e4"), (60, "f3 e5 g4 Qh4"), (30, "d4 d5")] {
        let (timed, _) = timed_after(moves, "5+3", now);
        saved(&store, &timed, &header("Anna", "Boris"), now, seconds);
    }
    let listing = store.list(SystemTime::now()).unwrap();
    let started: Vec<&str> = listing.games.iter().map(|e| e.started.as_str()).collect();
    assert_eq!(
        started,
        ["2025-11-30 13:19", "2025-11-30 13:18", "2025-11-30 13:18"]
    );
    let (number, newest) = listing.newest_unfinished().expect("unfinished games");
    assert_eq!(number, 2);
    assert_eq!(newest.summary.plies, 2);
}

/// Gives the file at `path` a time of change an hour before `wall(0)` plus `secs`, as a
/// file has that was saved a while before the folder is read.
fn age(path: &Path, secs: u64) {
    let file = fs::File::options().write(true).open(path).unwrap();
    file.set_modified(wall(secs) - Duration::from_secs(3_600))
        .unwrap();
}

/// How many files this thread reads games from while `f` runs, and what `f` gives.
fn files_read<T>(f: impl FnOnce() -> T) -> (usize, T) {
    let count = || pgn_file::tests::FILES_READ.with(std::cell::Cell::get);
    let before = count();
    let given = f();
    (count() - before, given)
}

/// A hundred games saved a second apart, each file as saved long before the folder is read:
/// more games than the walk keeps names of at first, so that it reads the folder's names
/// again. The oldest is the one still going, so the walk passes every other. Their paths,
/// oldest first.
fn hundred_games(store: &Store, now: Instant) -> Vec<PathBuf> {
    let (unfinished, _) = timed_after("e4 e5", "5+3", now);
    let (over, _) = timed_after("f3 e5 g4 Qh4", "5+3", now);
    (0..100)
        .map(|seconds| {
            let timed = if seconds == 0 { &unfinished } else { &over };
            let path = saved(store, timed, &header("Anna", "Boris"), now, seconds);
            age(&path, seconds);
            path
        })
        .collect()
}

/// The path of the newest unfinished game, found as a start finds it.
fn newest_unfinished(store: &Store) -> Option<std::path::PathBuf> {
    let mut walk = store.walk(SystemTime::now()).unwrap();
    walk.newest_unfinished().map(|entry| entry.path)
}

/// The game at `path` with its number in the list of saved games, as a message that needs the
/// number counts it.
fn numbered(
    store: &Store,
    path: Option<std::path::PathBuf>,
) -> Option<(usize, std::path::PathBuf)> {
    let path = path?;
    let mut walk = store.walk(SystemTime::now()).ok()?;
    let (number, _) = walk.find(|(_, entry)| entry.path == path)?;
    Some((number, path))
}

#[test]
fn finding_the_newest_unfinished_game_reads_only_the_files_that_changed() {
    let store = temporary_store("few-reads");
    let now = Instant::now();
    let paths = hundred_games(&store, now);
    let newest_unfinished = || newest_unfinished(&store);
    let (unfinished, _) = timed_after("e4 e5", "5+3", now);
    let wanted = Some((100, paths[0].clone()));
    let (first, found) = files_read(newest_unfinished);
    assert_eq!(numbered(&store, found), wanted);
    assert_eq!(first, 100, "without an index, every file is read once");
    let (again, found) = files_read(newest_unfinished);
    assert_eq!(numbered(&store, found), wanted);
    assert_eq!(again, 0, "the index knows every file");
    // A game saved again is read again, and that one alone.
    let (more, _) = timed_after("f3 e5 g4", "5+3", now);
    save_game(&more, &header("Anna", "Boris"), &paths[20], true).unwrap();
    age(&paths[20], 20 + 1);
    let (changed, found) = files_read(newest_unfinished);
    assert_eq!(changed, 1);
    assert_eq!(
        numbered(&store, found),
        Some((80, paths[20].clone())),
        "the file, not the index"
    );
    // The newest unfinished game first: nothing older is looked at.
    let path = saved(&store, &unfinished, &header("Anna", "Boris"), now, 99);
    let (newest, found) = files_read(newest_unfinished);
    assert_eq!(newest, 1);
    assert_eq!(numbered(&store, found), Some((1, path)));
    let _ = fs::remove_dir_all(store.folder());
}

/// Gives the folder of games a time of change long past, `secs` seconds on from the last
/// such time, as a folder has that nothing changed for a while.
fn age_folder(store: &Store, secs: u64) {
    set_folder_time(store.folder(), wall(secs) - Duration::from_secs(7_200))
        .expect("the folder's time of change is set");
}

/// Sets a folder's time of change, as a folder has that changed then and not since.
pub(super) fn set_folder_time(folder: &Path, time: SystemTime) -> std::io::Result<()> {
    #[cfg(windows)]
    let opened = {
        use std::os::windows::fs::OpenOptionsExt;
        // A folder opens only with backup semantics on Windows.
        const FILE_FLAG_BACKUP_SEMANTICS: u32 = 0x0200_0000;
        fs::File::options()
            .write(true)
            .custom_flags(FILE_FLAG_BACKUP_SEMANTICS)
            .open(folder)
    };
    #[cfg(not(windows))]
    let opened = fs::File::open(folder);
    opened?.set_modified(time)
}

/// How many times this thread reads a folder's names, looks at a game's file and reads one
/// while `f` runs, and what `f` gives.
fn names_and_files_read<T>(f: impl FnOnce() -> T) -> ((usize, usize, usize), T) {
    let listed = || FOLDERS_LISTED.with(std::cell::Cell::get);
    let looked_at = || FILES_LOOKED_AT.with(std::cell::Cell::get);
    let before = (listed(), looked_at());
    let (files, given) = files_read(f);
    ((listed() - before.0, looked_at() - before.1, files), given)
}

#[test]
fn a_start_where_nothing_changed_reads_neither_the_folder_s_names_nor_its_files() {
    let store = temporary_store("unchanged");
    let now = Instant::now();
    let paths = hundred_games(&store, now);
    let newest_unfinished = || newest_unfinished(&store);
    let (unfinished, _) = timed_after("e4 e5", "5+3", now);
    let mut folder_time = 0;
    let mut settle = || {
        folder_time += 1;
        age_folder(&store, folder_time);
    };
    settle();
    let wanted = Some((100, paths[0].clone()));
    let (read, found) = names_and_files_read(newest_unfinished);
    assert_eq!(numbered(&store, found), wanted);
    assert_eq!(
        read,
        (2, 100, 100),
        "the names twice (the newest 64, then more), every file once"
    );
    let (read, found) = names_and_files_read(newest_unfinished);
    assert_eq!(numbered(&store, found), wanted);
    assert_eq!(
        read,
        (0, 1, 0),
        "nothing changed: the index holds the names and the files; the game found is looked at"
    );
    // A file rewritten in place by another program leaves the folder as it was: it is not
    // looked at until it is the game a start would open. Then it is read, and the index
    // mended.
    let (more, _) = timed_after("f3 e5 g4", "5+3", now);
    fs::write(&paths[20], export(more.game(), &header("Anna", "Boris"))).unwrap();
    age(&paths[20], 20 + 1);
    let (read, found) = names_and_files_read(newest_unfinished);
    assert_eq!((read, numbered(&store, found)), ((0, 1, 0), wanted.clone()));
    let (over, _) = timed_after("f3 e5 g4 Qh4", "5+3", now);
    fs::write(&paths[0], export(over.game(), &header("Anna", "Boris"))).unwrap();
    age(&paths[0], 1);
    let (read, found) = names_and_files_read(newest_unfinished);
    assert_eq!(numbered(&store, found), None, "the file, not the index");
    assert_eq!(read, (0, 1, 1));
    let listed = store.list(SystemTime::now()).unwrap();
    let oldest = listed.games.last().unwrap();
    assert_eq!(oldest.path, paths[0]);
    assert!(!oldest.is_unfinished(), "the index mended");
    // Games hotseat makes and saves change the folder, and tell the folder's stamp: the next
    // start reads their files, not the folder's names, until something else changes it.
    let newest = saved(&store, &unfinished, &header("Anna", "Boris"), now, 99);
    age(&newest, 99);
    let (read, found) = names_and_files_read(newest_unfinished);
    assert_eq!(numbered(&store, found), Some((1, newest.clone())));
    assert_eq!(read, (0, 1, 1), "the new file alone");
    let (read, found) = names_and_files_read(newest_unfinished);
    assert_eq!(
        (read, numbered(&store, found)),
        ((0, 1, 0), Some((1, newest.clone())))
    );
    let (mut file, _) = open_let_go(&store, &newest);
    let (played, _) = timed_after("e4 e5 Nf3", "5+3", now);
    file.save(&played, &header("Anna", "Boris"), now).unwrap();
    drop(file);
    age(&newest, 100);
    let (read, found) = names_and_files_read(newest_unfinished);
    assert_eq!(numbered(&store, found), Some((1, newest.clone())));
    assert_eq!(read, (0, 1, 1), "the file saved again, alone");
    let (read, _) = names_and_files_read(newest_unfinished);
    assert_eq!(read, (0, 1, 0));
    // Another program's change to the folder: its names are read again.
    settle();
    let (read, _) = names_and_files_read(newest_unfinished);
    assert_eq!(read.0, 1, "listed once more");
    let (read, found) = names_and_files_read(newest_unfinished);
    assert_eq!(read, (0, 1, 0));
    assert_eq!(numbered(&store, found), Some((1, newest.clone())));
    // A file removed, and another put in its place by a rename, are found too.
    fs::remove_file(&newest).unwrap();
    fs::rename(
        &paths[20],
        paths[20].with_file_name("2030-01-01-000000-X-vs-Y.pgn"),
    )
    .unwrap();
    settle();
    let (read, found) = names_and_files_read(newest_unfinished);
    assert_eq!(read.0, 1);
    let moved = paths[20].with_file_name("2030-01-01-000000-X-vs-Y.pgn");
    assert_eq!(numbered(&store, found), Some((1, moved.clone())));
    let (read, found) = names_and_files_read(|| store.list(SystemTime::now()).unwrap().games.len());
    assert_eq!(
        (read, found),
        ((0, 0, 0), 100),
        "the index holds the names again"
    );
    let _ = fs::remove_dir_all(store.folder());
}

/// What another program does to the folder of games between two starts.
#[derive(Debug, Clone, Copy)]
enum OtherProgram {
    /// Puts a game still going in, newer than every other.
    Adds,
    /// Removes the newest unfinished game's file.
    Removes,
    /// Renames the newest unfinished game's file to a newer moment's name.
    Renames,
    /// Replaces the newest unfinished game's file by a finished game, by a rename (as a
    /// program that saves atomically, or a file synchronised from elsewhere).
    Replaces,
    /// Rewrites the newest unfinished game's file in place, finished.
    FinishesInPlace,
    /// Rewrites a finished game's file in place, still going.
    ReopensInPlace,
}

#[test]
fn another_program_s_changes_between_two_starts_are_found_as_they_must_be() {
    let now = Instant::now();
    let (going, _) = timed_after("e4 e5", "5+3", now);
    let (over, _) = timed_after("f3 e5 g4 Qh4", "5+3", now);
    let text = |timed: &TimedGame| export(timed.game(), &header("X", "Y"));
    // What the next start finds as the newest unfinished game (by its name), whether it
    // reads the folder's names, and how many files it reads; then what the list says of
    // the file the other program changed, as it says once that game was opened.
    let cases = [
        (
            OtherProgram::Adds,
            Some("2030-01-01-000000-X-vs-Y.pgn"),
            1,
            1,
        ),
        (OtherProgram::Removes, None, 1, 0),
        (
            OtherProgram::Renames,
            Some("2030-01-01-000000-X-vs-Y.pgn"),
            1,
            1,
        ),
        (OtherProgram::Replaces, None, 1, 1),
        (OtherProgram::FinishesInPlace, None, 0, 1),
        // Unseen until it is opened: the folder did not change.
        (OtherProgram::ReopensInPlace, Some("going"), 0, 0),
    ];
    for (change, found, listed, read) in cases {
        let store = temporary_store(&format!("other-{change:?}"));
        let paths: Vec<_> = (0..10)
            .map(|seconds| {
                let timed = if seconds == 5 { &going } else { &over };
                let path = saved(&store, timed, &header("Anna", "Boris"), now, seconds);
                age(&path, seconds);
                path
            })
            .collect();
        age_folder(&store, 1);
        // Every file read once: the index knows them all.
        assert_eq!(store.list(SystemTime::now()).unwrap().games.len(), 10);
        assert_eq!(newest_unfinished(&store), Some(paths[5].clone()));
        let (read_then, _) = names_and_files_read(|| newest_unfinished(&store));
        assert_eq!(
            read_then,
            (0, 1, 0),
            "{change:?}: the index holds the folder"
        );
        let newer = store.folder().join("2030-01-01-000000-X-vs-Y.pgn");
        let changed = match change {
            OtherProgram::Adds => {
                fs::write(&newer, text(&going)).unwrap();
                newer.clone()
            }
            OtherProgram::Removes => {
                fs::remove_file(&paths[5]).unwrap();
                paths[5].clone()
            }
            OtherProgram::Renames => {
                fs::rename(&paths[5], &newer).unwrap();
                newer.clone()
            }
            OtherProgram::Replaces => {
                fs::write(&newer, text(&over)).unwrap();
                fs::rename(&newer, &paths[5]).unwrap();
                paths[5].clone()
            }
            OtherProgram::FinishesInPlace => {
                fs::write(&paths[5], text(&over)).unwrap();
                paths[5].clone()
            }
            OtherProgram::ReopensInPlace => {
                fs::write(&paths[7], text(&going)).unwrap();
                paths[7].clone()
            }
        };
        if changed.exists() {
            age(&changed, 20);
        }
        if listed > 0 {
            // A change to the folder, long past, as a start a while later finds it.
            age_folder(&store, 2);
        }
        let (reads, newest) = names_and_files_read(|| newest_unfinished(&store));
        let wanted = found.map(|name| match name {
            "going" => paths[5].clone(),
            name => store.folder().join(name),
        });
        assert_eq!(newest, wanted, "{change:?}");
        assert_eq!(
            (reads.0, reads.2),
            (listed, read),
            "{change:?}: names listed, files read"
        );
        if changed.exists() {
            let mut entries = store.list(SystemTime::now()).unwrap().games.into_iter();
            let entry = entries.find(|entry| entry.path == changed).unwrap();
            let opened = entry.read().unwrap();
            let mut listed = store.list(SystemTime::now()).unwrap().games.into_iter();
            let mended = listed.find(|entry| entry.path == changed).unwrap();
            assert_eq!(
                mended.is_unfinished(),
                opened.timed.outcome().is_none(),
                "{change:?}: the list says what the file holds once the game was opened"
            );
        }
        let _ = fs::remove_dir_all(store.folder());
    }
}

#[test]
fn damaged_files_are_set_aside_and_never_overwritten() {
    let store = temporary_store("damaged");
    let now = Instant::now();
    let (timed, _) = timed_after("e4 e5 Nf3 Nc6", "5", now);
    let path = saved(&store, &timed, &header("Anna", "Boris"), now, 0);
    let whole = fs::read_to_string(&path).unwrap();
    let cut = &whole[..whole.find("Nc6").unwrap()];
    fs::write(&path, cut).unwrap();
    let nonsense = store.folder().join("2025-11-29-101010-X-vs-Y.pgn");
    fs::write(&nonsense, "[White \"X\"]\n\n1. e4 e5 2. Qxf7 *\n").unwrap();

    let listing = store.list(SystemTime::now()).unwrap();
    assert!(listing.games.is_empty());
    let mut said: Vec<String> = listing
        .set_aside
        .iter()
        .map(|aside| aside.problem.to_string())
        .collect();
    said.sort();
    assert!(said[0].ends_with("no queen can reach f7"), "{said:?}");
    assert!(
        said[1].ends_with("it stops before the result: it was cut short"),
        "{said:?}"
    );
    let kept = path.with_file_name(format!(
        "{}.damaged",
        path.file_name().unwrap().to_string_lossy()
    ));
    assert_eq!(fs::read_to_string(&kept).unwrap(), cut);
    assert!(!path.exists());
    // A second damaged file of the same name does not replace the first one set aside.
    fs::write(&path, "nonsense").unwrap();
    store.list(SystemTime::now()).unwrap();
    assert_eq!(fs::read_to_string(&kept).unwrap(), cut);
}

/// The game of the knight dance under FIDE rules: the start position for the third time
/// after eight moves, the draw not claimed, and then `more`.
fn past_a_claimable_repetition(more: &str, now: Instant) -> TimedGame {
    timed_after(
        &format!("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 {more}"),
        "none",
        now,
    )
    .0
}

#[test]
fn a_fide_game_played_on_past_a_claimable_draw_is_listed_and_resumes() {
    let store = temporary_store("fide-past-claim");
    let now = Instant::now();
    let timed = past_a_claimable_repetition("e4 e5", now);
    let path = saved(&store, &timed, &header("Anna", "Boris"), now, 0);
    let listing = store.list(SystemTime::now()).unwrap();
    assert!(listing.set_aside.is_empty(), "{:?}", listing.set_aside);
    assert_eq!(listing.games.len(), 1);
    assert!(listing.games[0].is_unfinished());
    let (_file, saved) = open_let_go(&store, &path);
    assert_eq!(saved.timed.game().moves(), timed.game().moves());
    assert_eq!(saved.timed.game().draw_rules(), DrawRules::Fide);
    assert_eq!(saved.timed.outcome(), None);
    let loaded = load(&path, 1, DrawRules::Club).unwrap();
    assert_eq!(
        loaded.timed.game().draw_rules(),
        DrawRules::Fide,
        "the tag's rules"
    );
    assert_eq!(loaded.timed.game().moves(), timed.game().moves());
}

#[test]
fn a_draw_rightly_claimed_reads_back_as_that_draw() {
    let store = temporary_store("fide-claimed");
    let now = Instant::now();
    let start = crate::rules::fen::read("8/8/4k3/8/8/4K3/4R3/8 w - - 99 80").unwrap();
    let mut timed = TimedGame::new(Game::new(start, DrawRules::Fide), "none".parse().unwrap());
    timed.start(now);
    for text in ["Rf2", "Kd6"] {
        let m = san::parse(timed.game().position(), text).unwrap();
        timed.play(m, now).unwrap();
    }
    timed.claim_draw(None, now).unwrap();
    let claimed = timed.outcome().expect("drawn by the claim");
    let path = saved(&store, &timed, &header("A", "B"), now, 0);
    let listing = store.list(SystemTime::now()).unwrap();
    assert!(listing.set_aside.is_empty(), "{:?}", listing.set_aside);
    assert_eq!(listing.games.len(), 1);
    assert_eq!(
        listing.games[0].read().unwrap().timed.outcome(),
        Some(claimed)
    );
    assert_eq!(claimed.reason, crate::game::Reason::FiftyMoveRule);
    assert_eq!(
        load(&path, 1, DrawRules::Club).unwrap().timed.outcome(),
        Some(claimed)
    );
}

#[test]
fn a_game_of_another_program_is_read_as_recorded_and_played_on_under_the_rules_in_force() {
    let store = temporary_store("foreign");
    let folder = store.folder();
    let dance = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";
    // Play went on after a repetition nobody claimed: the game reads whole.
    let past = folder.join("past.pgn");
    fs::write(&past, format!("[White \"X\"]\n\n{dance} 5. e4 e5 *\n")).unwrap();
    for rules in [DrawRules::Club, DrawRules::Fide] {
        let loaded = load(&past, 1, rules).unwrap();
        assert_eq!(loaded.timed.game().plies().len(), 10);
        assert_eq!(loaded.timed.outcome(), None);
        assert_eq!(loaded.timed.game().draw_rules(), rules);
    }
    // A game that stops at a third repetition without a result: over at once under club
    // rules, a draw to claim under FIDE rules.
    let stopped = folder.join("stopped.pgn");
    fs::write(&stopped, format!("{dance} *\n")).unwrap();
    let club = load(&stopped, 1, DrawRules::Club).unwrap();
    assert_eq!(
        club.timed.outcome().map(|o| o.reason),
        Some(crate::game::Reason::ThreefoldRepetition)
    );
    let fide = load(&stopped, 1, DrawRules::Fide).unwrap();
    assert_eq!(fide.timed.outcome(), None);
    assert_eq!(
        fide.timed.game().claimable_draw(),
        Some(crate::game::Reason::ThreefoldRepetition)
    );
    // The result the file gives stands, even where the final position is a repetition.
    let lost = folder.join("lost.pgn");
    fs::write(
        &lost,
        format!("[Termination \"time forfeit\"]\n\n{dance} 0-1\n"),
    )
    .unwrap();
    let outcome = load(&lost, 1, DrawRules::Club).unwrap().timed.outcome();
    assert_eq!(
        outcome.map(|o| o.to_string()).as_deref(),
        Some("0-1 · White lost on time")
    );
    // In the folder, each is a game like any other.
    fs::rename(&past, folder.join("2025-11-29-101010-X-vs-Y.pgn")).unwrap();
    let listing = store.list(SystemTime::now()).unwrap();
    assert!(listing.set_aside.is_empty(), "{:?}", listing.set_aside);
    assert_eq!(listing.games.len(), 3);
    let (_, going) = listing.newest_unfinished().expect("the game played on");
    assert_eq!(going.summary.plies, 10);
}

#[test]
fn moves_that_no_rules_allow_are_damage() {
    let store = temporary_store("no-rules");
    // Play after a fifth repetition: every set of rules has ended the game there.
    let dance = "Nf3 Nf6 Ng1 Ng8 ".repeat(4);
    let path = store.folder().join("2025-11-29-101010-A-vs-B.pgn");
    fs::write(&path, format!("[Result \"*\"]\n\n{dance} e4 *\n")).unwrap();
    let listing = store.list(SystemTime::now()).unwrap();
    assert!(listing.games.is_empty());
    let said = listing.set_aside[0].problem.to_string();
    assert!(
        said.ends_with("'e4': the game is already over (Draw by fivefold repetition)"),
        "{said}"
    );
}

#[test]
fn files_set_aside_that_read_as_games_get_their_names_back() {
    let store = temporary_store("restored");
    let folder = store.folder();
    let now = Instant::now();
    let past = past_a_claimable_repetition("e4 e5", now);
    let game = pgn_file::resumable_pgn(
        &mut Exporter::default(),
        &past,
        &header("Anna", "Boris"),
        now,
    );
    let put = |name: &str, text: &str| fs::write(folder.join(name), text).unwrap();
    // Set aside by the older rule that read every saved game under club rules.
    put("2025-11-30-131805-Anna-vs-Boris.pgn.damaged", &game);
    put("2025-11-30-131900-Anna-vs-Boris.pgn.damaged-2", &game);
    // Its name was taken since: it comes back under the next free one.
    put("2025-11-30-132000-Anna-vs-Boris.pgn", &game);
    put("2025-11-30-132000-Anna-vs-Boris.pgn.damaged", &game);
    // Still not a game: it stays, and is not reported.
    put(
        "2025-11-30-132100-Cut-vs-Short.pgn.damaged",
        &game[..game.len() / 2],
    );
    put("notes.txt.damaged", "not a game");

    let listing = store.list(SystemTime::now()).unwrap();
    assert!(listing.set_aside.is_empty(), "{:?}", listing.set_aside);
    let mut back: Vec<(String, String)> = listing
        .restored
        .iter()
        .map(|r| (file_name(&r.was), file_name(&r.now)))
        .collect();
    back.sort();
    assert_eq!(
        back,
        [
            (
                "2025-11-30-131805-Anna-vs-Boris.pgn.damaged".to_string(),
                "2025-11-30-131805-Anna-vs-Boris.pgn".to_string()
            ),
            (
                "2025-11-30-131900-Anna-vs-Boris.pgn.damaged-2".to_string(),
                "2025-11-30-131900-Anna-vs-Boris.pgn".to_string()
            ),
            (
                "2025-11-30-132000-Anna-vs-Boris.pgn.damaged".to_string(),
                "2025-11-30-132000-Anna-vs-Boris-2.pgn".to_string()
            ),
        ]
    );
    assert_eq!(listing.games.len(), 4, "the games given back are listed");
    assert_eq!(
        file_name(&listing.games[0].path),
        "2025-11-30-132000-Anna-vs-Boris-2.pgn"
    );
    for entry in &listing.games {
        assert_eq!(fs::read_to_string(&entry.path).unwrap(), game);
        assert_eq!(
            entry.read().unwrap().timed.game().moves(),
            past.game().moves()
        );
    }
    let mut left: Vec<String> = fs::read_dir(folder)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.contains("damaged"))
        .collect();
    left.sort();
    assert_eq!(
        left,
        [
            "2025-11-30-132100-Cut-vs-Short.pgn.damaged",
            "notes.txt.damaged"
        ]
    );
    let again = store.list(SystemTime::now()).unwrap();
    assert!(again.restored.is_empty() && again.set_aside.is_empty());
    assert_eq!(again.games.len(), 4);
}

#[test]
fn an_unfinished_game_of_an_older_hotseat_is_moved_in() {
    let dir = folder("legacy");
    let legacy = dir.join("current.pgn");
    fs::write(
        &legacy,
        "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n\n1. e4 e5 *\n",
    )
    .unwrap();
    let store = Store::at(dir).unwrap();
    assert!(!legacy.exists());
    let listing = store.list(SystemTime::now()).unwrap();
    assert_eq!(listing.games.len(), 1);
    assert!(listing.games[0].is_unfinished());
}

#[test]
fn loading_reports_missing_broken_and_absent_games() {
    let store = temporary_store("load");
    let folder = store.folder();
    let missing = load(&folder.join("nothing.pgn"), 1, DrawRules::Club);
    assert!(matches!(
        missing,
        Err(StoreError {
            kind: StoreErrorKind::Io(_),
            ..
        })
    ));
    let broken = folder.join("broken.pgn");
    fs::write(&broken, "1. e4 e5 2. Ke3 *").unwrap();
    let error = load(&broken, 1, DrawRules::Club).unwrap_err().to_string();
    assert!(
        error.ends_with("game 1: move 2.: 'Ke3': no king can reach e3"),
        "{error}"
    );
    let absent = load(&broken, 2, DrawRules::Club).unwrap_err().to_string();
    assert!(
        absent.ends_with("there is no game 2 (the file holds 1)"),
        "{absent}"
    );
    let binary = folder.join("binary.pgn");
    fs::write(&binary, [0u8, 159, 146, 150, 255, 10, 91, 0]).unwrap();
    assert!(load(&binary, 1, DrawRules::Club).is_err());
}

#[test]
fn a_finished_pgn_opens_with_its_result_from_the_tag_or_the_movetext() {
    let store = temporary_store("result");
    let path = store.folder().join("resigned.pgn");
    fs::write(
        &path,
        "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n",
    )
    .unwrap();
    let saved = load(&path, 1, DrawRules::Club).unwrap();
    let outcome = saved.timed.outcome().expect("decided");
    assert_eq!(outcome.result, GameResult::WhiteWins);
    assert_eq!(
        outcome.to_string(),
        "1-0 · White won",
        "no reason is made up"
    );
    fs::write(&path, "[White \"A\"]\n\n1. e4 e5 0-1\n").unwrap();
    let saved = load(&path, 1, DrawRules::Club).unwrap();
    assert_eq!(
        saved.timed.outcome().map(|o| o.result),
        Some(GameResult::BlackWins)
    );
}

#[test]
fn a_win_is_given_the_reason_its_file_gives_and_no_other() {
    let store = temporary_store("termination");
    let path = store.folder().join("won.pgn");
    let cases = [
        (None, "1-0 · White won"),
        (Some("Normal"), "1-0 · Black resigned"),
        (Some("Time forfeit"), "1-0 · Black lost on time"),
        (Some("abandoned"), "1-0 · White won"),
    ];
    for (termination, said) in cases {
        let tag = termination.map_or(String::new(), |t| format!("[Termination \"{t}\"]\n"));
        fs::write(&path, format!("[Result \"1-0\"]\n{tag}\n1. d4 d5 1-0\n")).unwrap();
        let saved = load(&path, 1, DrawRules::Club).unwrap();
        let outcome = saved.timed.outcome().expect("decided");
        assert_eq!(outcome.to_string(), said, "{termination:?}");
        // Saved back, the game says no more than it did.
        let copy = store.folder().join("copy.pgn");
        save_game(&saved.timed, &saved.header, &copy, true).unwrap();
        let written = fs::read_to_string(&copy).unwrap();
        assert_eq!(
            written.contains("[Termination "),
            outcome.reason != crate::game::Reason::Unrecorded,
            "{written}"
        );
        let again = load(&copy, 1, DrawRules::Club).unwrap().timed.outcome();
        assert_eq!(again, Some(outcome), "{termination:?}");
    }
}

/// A game whose file names no player, or blank ones, is played by the sides' own names, in
/// the list of a file's games and once opened alike.
#[test]
fn blank_players_are_the_sides_in_the_list_and_in_the_game() {
    let store = temporary_store("blank-names");
    let path = store.folder().join("blank.pgn");
    fs::write(&path, "[White \"  \"]\n\n1. e4 e5 *\n").unwrap();
    let listed = contents(&path).unwrap().games[0].names.clone();
    let opened = load(&path, 1, DrawRules::Fide).unwrap().header.names;
    let sides = ByColor {
        white: "White".to_string(),
        black: "Black".to_string(),
    };
    assert_eq!((listed, opened), (sides.clone(), sides));
    let _ = fs::remove_dir_all(store.folder());
}

#[test]
fn names_are_safe_in_file_names() {
    assert_eq!(file_name_part("Anna Smith"), "Anna_Smith");
    assert_eq!(file_name_part("../etc"), "___etc");
    assert_eq!(file_name_part(""), "_");
}

#[test]
fn a_loaded_games_own_opening_tags_are_saved_as_they_were() {
    let store = temporary_store("opening-tags");
    let path = store.folder().join("berlin.pgn");
    let berlin = "[White \"A\"]\n[Black \"B\"]\n[ECO \"C67\"]\n\
                  [Opening \"Ruy Lopez: Berlin Defence (old name)\"]\n[Result \"*\"]\n\n\
                  1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O *\n";
    fs::write(&path, berlin).unwrap();
    let saved = load(&path, 1, DrawRules::Club).unwrap();
    let copy = store.folder().join("copy.pgn");
    pgn_file::save_game(&saved.timed, &saved.header, &copy, true).unwrap();
    let written = fs::read_to_string(&copy).unwrap();
    assert!(
        written.contains("[Opening \"Ruy Lopez: Berlin Defence (old name)\"]"),
        "{written}"
    );
    assert_eq!(written.matches("[Opening ").count(), 1, "{written}");
}
