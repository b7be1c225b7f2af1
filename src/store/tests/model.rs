//! A model of people using the folder of saved games: thousands of seeded random sequences of
//! moves, takebacks, resignations, draws, flags, new games, quitting, kills (also between a
//! temporary file and its rename), resuming, and second programs starting on the same
//! folder; games under club and FIDE draw rules, repetitions (under FIDE rules played on past
//! the draw that could be claimed), claims right and wrong, and files of other programs put
//! in the folder, and rewritten in place (which leaves the folder's time of change as it was,
//! so that the list may show such a game as it was until a start opens it or the folder is
//! read again);
//! the folder's index lost, damaged, put back as it was some steps before, and written by two
//! programs at once; the folder most often still for a while between steps (its time of
//! change long past), so that the index's names are believed as often as they may be. After
//! every step the files are checked against what the model says was saved, the list (read
//! through the index, and through its names when it holds them) against the files, and no
//! game is ever set aside as damaged.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use super::super::atomic::tests::interrupted_write;
use super::*;
use crate::game::DrawAnswer;
use crate::game::clock::ClockState;
use crate::game::pgn::Exporter;
use crate::rules::{Move, Role};

/// How many random sequences one run plays.
const SEQUENCES: u64 = 2_000;
/// How many steps each sequence takes.
const STEPS: usize = 24;

/// A small random number generator (xorshift), so a failing sequence can be played again
/// from its seed.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// What a game looked like at its last save, as the model remembers it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Saved {
    path: PathBuf,
    moves: Vec<Move>,
    /// The clock as saved; `None` for a file of another program, which records none.
    clock: Option<ClockState>,
    finished: bool,
    /// The draw rules the game is played on under.
    rules: DrawRules,
}

/// A program playing one game.
struct Program {
    /// The game's identity in the model, written in its `Event` tag.
    id: u64,
    timed: TimedGame,
    header: Header,
    file: Option<GameFile>,
}

/// The folder, the programs running on it, and what each game had at its last save.
struct World {
    store: Store,
    dir: PathBuf,
    start: Instant,
    /// Time passed, on the program's clock and the wall clock alike.
    elapsed: Duration,
    programs: Vec<Program>,
    saved: BTreeMap<u64, Saved>,
    next_id: u64,
    random: Random,
    trace: Vec<String>,
    /// The index as it was at some earlier step, to be put back.
    old_index: Option<Vec<u8>>,
    /// The times of change given to files and to the folder so far, each a second apart.
    aged: u64,
    /// How many times the list was read from the index's names, not the folder's.
    lists_from_the_index: usize,
    /// Whether the folder was given a time of change long past after the last step.
    still: bool,
    /// The games of other programs rewritten in place since the list last showed them as they
    /// are: the index, which believes what it knows of a file while the folder keeps its
    /// time, may show them as they were.
    stale: BTreeSet<u64>,
}

impl World {
    fn new(seed: u64, dir: PathBuf) -> World {
        let _ = fs::remove_dir_all(&dir);
        World {
            store: Store::at(dir.clone()).expect("a folder for the model"),
            dir,
            start: Instant::now(),
            elapsed: Duration::ZERO,
            programs: Vec::new(),
            saved: BTreeMap::new(),
            next_id: 1,
            random: Random(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1),
            trace: Vec::new(),
            old_index: None,
            aged: 0,
            lists_from_the_index: 0,
            still: false,
            stale: BTreeSet::new(),
        }
    }

    fn now(&self) -> Instant {
        self.start + self.elapsed
    }

    /// The wall clock runs in whole seconds, so games often start in the same second.
    fn wall(&self) -> SystemTime {
        wall(self.elapsed.as_secs() / 4)
    }

    fn pass(&mut self, millis: u64) {
        self.elapsed += Duration::from_millis(millis);
    }

    fn new_game(&mut self) -> Program {
        let id = self.next_id;
        self.next_id += 1;
        let control = ["none", "5+3", "1", "15d5"][self.random.below(4)];
        let rules = [DrawRules::Club, DrawRules::Fide][self.random.below(2)];
        let mut timed = TimedGame::new(Game::standard(rules), control.parse().unwrap());
        timed.start(self.now());
        let header = Header {
            event: format!("game {id}"),
            ..header("Anna", "Boris")
        };
        Program {
            id,
            timed,
            header,
            file: None,
        }
    }

    /// Saves a program's game as the session does: a file of its own at the first change,
    /// then every change over it.
    fn save(&mut self, index: usize) {
        let now = self.now();
        let wall = self.wall();
        let program = &mut self.programs[index];
        if program.file.is_none() {
            let file = self
                .store
                .create(&program.timed, &program.header, now, wall)
                .expect("a new game gets a file");
            program.file = Some(file);
        }
        let file = program.file.as_mut().expect("just made");
        file.save(&program.timed, &program.header, now)
            .expect("the game is saved");
        let path = file.path().to_path_buf();
        self.saved.insert(
            program.id,
            Saved {
                path: file.path().to_path_buf(),
                moves: program.timed.game().moves(),
                clock: Some(program.timed.clock_state(now)),
                finished: program.timed.outcome().is_some(),
                rules: program.timed.game().draw_rules(),
            },
        );
        self.age(&path);
    }

    /// A PGN file of another program appears in the folder: a game without hotseat's tags
    /// that went on after a repetition nobody claimed, or stopped at one, or was won for a
    /// reason it does not give. Such a file plays on under club rules, the default.
    fn put_foreign_file(&mut self) {
        let id = self.next_id;
        self.next_id += 1;
        let dance = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8";
        let (more, result, finished) = [
            ("e4 e5", "*", false),
            // A third repetition at the end: over at once under club rules.
            ("", "*", true),
            ("e4", "1-0", true),
        ][self.random.below(3)];
        let text = format!(
            "[Event \"game {id}\"]\n[White \"X\"]\n[Black \"Y\"]\n[Result \"{result}\"]\n\n\
             {dance} {more} {result}\n"
        );
        let mut game = Game::standard(DrawRules::Fide);
        for san in format!("{dance} {more}").split_whitespace() {
            game.play_text(san)
                .expect("the foreign game's moves are legal");
        }
        let path = self.store.folder().join(format!("foreign-{id}.pgn"));
        fs::write(&path, text).expect("a foreign file is written");
        self.age(&path);
        self.trace
            .push(format!("  game {id} is a file of another program"));
        self.saved.insert(
            id,
            Saved {
                path,
                moves: game.moves(),
                clock: None,
                finished,
                rules: DrawRules::Club,
            },
        );
    }

    /// Most of the time, gives a file just written a time of change long past (each file its
    /// own), as a file has that was saved a while before the folder is read: the index trusts
    /// only such lines. Otherwise the file keeps the time it was written.
    fn age(&mut self, path: &Path) {
        if self.random.below(4) == 0 {
            return;
        }
        self.aged += 1;
        let past = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000_000 + self.aged);
        let file = fs::File::options()
            .write(true)
            .open(path)
            .expect("the file");
        file.set_modified(past).expect("a time of change");
    }

    /// Most of the time, gives the folder a time of change long past (each time its own), as a
    /// folder has that nothing changed for a while: the index's names are believed only then.
    fn settle_folder(&mut self) {
        self.still = self.random.below(4) > 0;
        if !self.still {
            return;
        }
        self.aged += 1;
        let past = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000_000 + self.aged);
        super::set_folder_time(self.store.folder(), past).expect("a time of change");
    }

    /// Another program rewrites a file of its own in place, which leaves the folder as it
    /// was: the game it holds now gets a result.
    fn rewrite_foreign_file(&mut self) {
        let foreign: Vec<u64> = self
            .saved
            .iter()
            .filter(|(_, saved)| saved.clock.is_none() && !saved.finished)
            .map(|(id, _)| *id)
            .collect();
        if foreign.is_empty() {
            return;
        }
        let id = foreign[self.random.below(foreign.len())];
        let saved = self.saved.get_mut(&id).expect("a saved game");
        let text = fs::read_to_string(&saved.path).expect("the file");
        let won = text.replace("[Result \"*\"]", "[Result \"1-0\"]");
        let won = format!("{} 1-0\n", won.trim_end().trim_end_matches('*').trim_end());
        fs::File::create(&saved.path)
            .and_then(|mut file| std::io::Write::write_all(&mut file, won.as_bytes()))
            .expect("rewritten in place");
        saved.finished = true;
        let path = saved.path.clone();
        self.stale.insert(id);
        self.trace
            .push(format!("  game {id} is rewritten in place by its program"));
        self.age(&path);
    }

    /// Something happens to the folder's index: it is lost, damaged, put back as it was some
    /// steps before, or two programs read the folder at once and both write it; or a copy of
    /// it is kept for later.
    fn touch_index(&mut self) {
        let index = self.store.folder().join(".index").join("index");
        match self.random.below(5) {
            0 => {
                self.trace.push("the index is lost".to_string());
                let _ = fs::remove_file(&index);
            }
            1 => {
                self.trace.push("the index is damaged".to_string());
                if let Ok(mut bytes) = fs::read(&index) {
                    let at = self.random.below(bytes.len());
                    match self.random.below(3) {
                        0 => bytes.truncate(at),
                        1 => bytes[at..].iter_mut().for_each(|b| *b = b.wrapping_add(1)),
                        _ => bytes.insert(at, b'\t'),
                    }
                    fs::write(&index, bytes).expect("the index is written");
                }
            }
            2 => {
                self.trace
                    .push("the index is put back as it was".to_string());
                if let Some(old) = &self.old_index {
                    fs::write(&index, old).expect("the index is written");
                }
            }
            3 => {
                self.trace.push("two programs read the folder".to_string());
                let mut first = self.store.walk(SystemTime::now()).expect("the folder");
                let taken = self.random.below(3);
                first.by_ref().take(taken).for_each(drop);
                self.store.list(SystemTime::now()).expect("the folder");
                drop(first);
            }
            _ => {
                self.trace.push("(a copy of the index is kept)".to_string());
                self.old_index = fs::read(&index).ok();
            }
        }
    }

    /// Starts a program as `hotseat` starts: it resumes the newest unfinished game when that
    /// one is free (the players say yes), and otherwise begins a new game.
    fn start_program(&mut self) {
        let mut walk = self.store.walk(SystemTime::now()).expect("the folder");
        let newest = walk.newest_unfinished();
        assert!(walk.take_notices().is_empty(), "nothing is damaged");
        drop(walk);
        let resumed = match newest {
            Some(entry) if self.random.below(3) > 0 => match self.store.open_game(&entry.path) {
                Ok((file, saved)) => Some((file, saved)),
                Err(StoreError {
                    kind: StoreErrorKind::Locked,
                    ..
                }) => {
                    self.trace
                        .push("  (the newest game is open elsewhere)".to_string());
                    None
                }
                Err(error) => panic!("a saved game opens: {error}"),
            },
            _ => None,
        };
        let program = match resumed {
            Some((file, saved)) => {
                let id: u64 = saved.header.event["game ".len()..]
                    .parse()
                    .expect("the model's game id");
                let expected = &self.saved[&id];
                assert_eq!(saved.timed.game().moves(), expected.moves, "resumed moves");
                assert!(!expected.finished, "the game resumed is one still going");
                assert_eq!(saved.timed.game().draw_rules(), expected.rules);
                let mut timed = saved.timed;
                timed.start(self.now());
                if let Some(clock) = &expected.clock {
                    assert_eq!(
                        &timed.clock_state(self.now()),
                        clock,
                        "a resumed game's clock is the saved one"
                    );
                }
                self.trace.push(format!("  resumed game {id}"));
                Program {
                    id,
                    timed,
                    header: saved.header,
                    file: Some(file),
                }
            }
            None => self.new_game(),
        };
        self.programs.push(program);
    }

    /// One random action by a random program, a program starting, or a file of another
    /// program put in the folder.
    fn step(&mut self) {
        if self.random.below(8) == 0 {
            return self.touch_index();
        }
        if self.random.below(30) == 0 {
            self.trace.push("a file of another program".to_string());
            return self.put_foreign_file();
        }
        if self.random.below(30) == 0 {
            self.trace
                .push("a file of another program rewritten".to_string());
            return self.rewrite_foreign_file();
        }
        if self.programs.is_empty() || (self.programs.len() < 3 && self.random.below(8) == 0) {
            self.trace.push("start a program".to_string());
            return self.start_program();
        }
        let index = self.random.below(self.programs.len());
        let over = self.programs[index].timed.outcome().is_some();
        let action = self.random.below(100);
        let pick = self.random.next() as usize;
        let waited = self.random.below(3_000) as u64;
        self.pass(waited);
        let now = self.now();
        let id = self.programs[index].id;
        let timed = &mut self.programs[index].timed;
        let side = timed.game().position().turn();
        let changed = match action {
            0..=39 if !over => {
                let moves = timed.game().position().legal_moves();
                let m = moves.iter().nth(pick % moves.len().max(1)).copied();
                self.trace.push(format!("game {id}: a move"));
                m.is_some_and(|m| timed.play(m, now).is_ok() || timed.outcome().is_some())
            }
            40..=45 if !over => {
                self.trace
                    .push(format!("game {id}: knights out and back, twice"));
                dance(timed, now)
            }
            46..=49 if !over => {
                let moves = timed.game().position().legal_moves();
                let announced = pick
                    .is_multiple_of(2)
                    .then(|| moves.iter().nth(pick / 2 % moves.len().max(1)).copied())
                    .flatten();
                self.trace
                    .push(format!("game {id}: claims a draw ({announced:?})"));
                let before = timed.game().plies().len();
                let claimed = timed.claim_draw(announced, now);
                matches!(claimed, Ok(crate::game::Claim::Drawn(_)))
                    || timed.game().plies().len() != before
                    || timed.outcome().is_some()
            }
            50..=57 if !over => {
                self.trace.push(format!("game {id}: takeback"));
                timed.take_back(now).is_ok()
            }
            58..=60 if !over => {
                self.trace.push(format!("game {id}: resigns"));
                timed.resign(side, now).is_ok()
            }
            61..=62 if !over => {
                self.trace.push(format!("game {id}: draw agreed"));
                timed.offer_draw(side).is_ok()
                    && timed.answer_draw_offer(DrawAnswer::Accept, now).is_ok()
            }
            63..=64 if !over => {
                self.trace.push(format!("game {id}: an hour passes"));
                self.pass(3_600_000);
                let later = self.now();
                self.programs[index].timed.check_flag(later).is_some()
            }
            65..=69 if !over => {
                self.trace.push(format!("game {id}: periodic save"));
                self.programs[index].file.is_some()
            }
            0..=69 => {
                self.trace.push(format!("game {id}: new game"));
                let next = self.new_game();
                self.programs[index] = next;
                false
            }
            70..=79 => {
                self.trace.push(format!("game {id}: quit"));
                if self.programs[index].file.is_some() {
                    self.save(index);
                }
                self.programs.remove(index);
                return;
            }
            80..=87 => {
                self.trace.push(format!("game {id}: killed"));
                self.programs.remove(index);
                return;
            }
            88..=92 => {
                self.trace.push(format!("game {id}: killed while writing"));
                let program = &self.programs[index];
                if let Some(file) = &program.file {
                    let text = super::super::pgn_file::resumable_pgn(
                        &mut Exporter::default(),
                        &program.timed,
                        &program.header,
                        now,
                    );
                    interrupted_write(file.path(), &text.as_bytes()[..text.len() / 2]);
                }
                self.programs.remove(index);
                return;
            }
            _ => {
                self.trace
                    .push(format!("game {id}: a second program asks for it"));
                if let Some(file) = &self.programs[index].file {
                    assert!(matches!(
                        self.store.open_game(file.path()),
                        Err(StoreError {
                            kind: StoreErrorKind::Locked,
                            ..
                        })
                    ));
                }
                false
            }
        };
        if changed {
            self.save(index);
        }
    }

    /// Every game that was ever saved is in its own file, exactly as last saved; there are
    /// no other games; and every running program holds its game's lock.
    fn check(&mut self) {
        let names: Vec<PathBuf> = fs::read_dir(self.store.folder())
            .expect("the folder")
            .flatten()
            .map(|entry| entry.path())
            .collect();
        let damaged: Vec<&PathBuf> = names
            .iter()
            .filter(|path| path.to_string_lossy().contains(".damaged"))
            .collect();
        assert!(damaged.is_empty(), "no game is set aside: {damaged:?}");
        let mut on_disk: Vec<PathBuf> = names
            .into_iter()
            .filter(|path| path.extension().is_some_and(|ext| ext == "pgn"))
            .collect();
        on_disk.sort();
        let mut expected: Vec<PathBuf> = self.saved.values().map(|s| s.path.clone()).collect();
        expected.sort();
        assert_eq!(on_disk, expected, "one file per saved game, and no other");
        let folders_listed = || super::FOLDERS_LISTED.with(std::cell::Cell::get);
        let listing = self
            .store
            .list(SystemTime::now())
            .expect("the folder can be listed");
        // Read again at once: from the index's names when the folder was still, and the same.
        let before = folders_listed();
        let again = self
            .store
            .list(SystemTime::now())
            .expect("the folder can be listed");
        let from_the_index = folders_listed() == before;
        assert!(
            from_the_index || !self.still,
            "a folder still for a while is listed from the index"
        );
        self.lists_from_the_index += usize::from(from_the_index);
        let paths = |listing: &Listing| -> Vec<(PathBuf, Summary)> {
            let games = listing.games.iter();
            games.map(|e| (e.path.clone(), e.summary.clone())).collect()
        };
        assert_eq!(paths(&again), paths(&listing), "the list read again");
        assert!(listing.set_aside.is_empty(), "nothing is damaged");
        let mut listed: Vec<PathBuf> = listing.games.iter().map(|e| e.path.clone()).collect();
        listed.sort();
        assert_eq!(listed, expected, "the list has every game and no other");
        for entry in &listing.games {
            let (id, saved) = (self.saved.iter())
                .find(|(_, s)| s.path == entry.path)
                .expect("a game of the model");
            assert_eq!(entry.summary.plies, saved.moves.len(), "the list's moves");
            let as_it_was = self.stale.contains(id) && entry.is_unfinished();
            if !as_it_was {
                assert_eq!(!entry.is_unfinished(), saved.finished, "the list's result");
                self.stale.remove(id);
            }
        }
        for (id, saved) in &self.saved {
            let read = load(&saved.path, 1, DrawRules::Club).expect("a saved game reads");
            assert_eq!(
                read.header.event,
                format!("game {id}"),
                "{}",
                saved.path.display()
            );
            assert_eq!(read.timed.game().moves(), saved.moves, "game {id}");
            assert_eq!(read.timed.outcome().is_some(), saved.finished, "game {id}");
            assert_eq!(read.timed.game().draw_rules(), saved.rules, "game {id}");
        }
        for program in &self.programs {
            if let Some(file) = &program.file {
                assert!(
                    is_open_elsewhere(file.path()),
                    "game {} is locked",
                    program.id
                );
            }
        }
    }
}

/// A knight of each side out and back, twice, as players do who repeat the position: the
/// position before it then stands for the third time (club rules end the game there, FIDE
/// rules let it go on unless a player claims). Stops where no such move is legal. Whether a
/// move was played.
fn dance(timed: &mut TimedGame, now: Instant) -> bool {
    let mut played = false;
    for _ in 0..2 {
        let mut out = Vec::new();
        for _ in 0..2 {
            let position = *timed.game().position();
            let step = position
                .legal_moves()
                .iter()
                .copied()
                .find(|&m| m.role() == Role::Knight && position.captured_role(m).is_none());
            match step {
                Some(m) if timed.play(m, now).is_ok() => out.push(m),
                _ => return played,
            }
            played = true;
        }
        for m in out {
            let position = *timed.game().position();
            let back = position
                .legal_moves()
                .iter()
                .copied()
                .find(|b| b.from() == m.to() && b.to() == m.from());
            if back.is_none_or(|b| timed.play(b, now).is_err()) {
                return played;
            }
        }
    }
    played
}

/// A folder for the model: in memory where the system has one, as fsync costs nothing there.
fn model_folder() -> PathBuf {
    let shm = Path::new("/dev/shm");
    let base = if shm.is_dir() {
        shm.to_path_buf()
    } else {
        std::env::temp_dir()
    };
    base.join(format!("hotseat-model-{}", std::process::id()))
}

#[test]
fn no_sequence_of_actions_loses_or_replaces_a_game() {
    let dir = model_folder();
    let (mut from_the_index, mut lists) = (0, 0);
    // HOTSEAT_MODEL_SEED=N plays sequence N alone, to follow a failure.
    let seed = std::env::var("HOTSEAT_MODEL_SEED").ok();
    let seeds = seed
        .and_then(|seed| seed.parse().ok())
        .map_or(0..SEQUENCES, |n| n..n + 1);
    for seed in seeds {
        let mut world = World::new(seed, dir.clone());
        for _ in 0..STEPS {
            world.step();
            world.settle_folder();
            let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| world.check()));
            if checked.is_err() {
                panic!("seed {seed}, after:\n{}", world.trace.join("\n"));
            }
            lists += 1;
        }
        from_the_index += world.lists_from_the_index;
        drop(world.programs);
        let _ = fs::remove_dir_all(&world.dir);
    }
    // The index's names are believed often, so that the model tests that way of walking too.
    assert!(
        from_the_index * 2 > lists,
        "{from_the_index} of {lists} lists from the index's names"
    );
}
