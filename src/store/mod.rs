//! Nothing lost: every game has a file of its own, from its first move (or whatever first
//! changes it) to forever, named so that no other game can have it and never replaced by
//! another game. Every change rewrites the file atomically (a temporary file in the same
//! folder, flushed and synced, renamed over the old one, then the folder synced), so a crash
//! or `kill -9` leaves the last save whole. The game being played is locked: one program
//! writes a game at a time. Finished and unfinished games share one folder: a game's file never
//! moves, so the name the screen showed stays right, and the `Result` tag tells the two apart.
//!
//! The folder is `games/` in hotseat's data folder ([`crate::paths::data_folder`]:
//! `$XDG_DATA_HOME/hotseat`, else `~/.local/share/hotseat` on Linux, `~/Library/Application
//! Support/hotseat` on macOS, `%APPDATA%\hotseat` on Windows):
//!
//! ```text
//! 2026-11-30-131805-Anna-vs-Boris.pgn            a game: started then (UTC), by these players
//! 2026-11-30-131805-Anna-vs-Boris-2.pgn          another one started in the same second
//! 2026-11-29-090000-White-vs-Black.pgn.damaged   a file that could not be read, set aside
//! .locks/2026-11-30-131805-Anna-vs-Boris.pgn.lock  held by the program playing that game
//! .index/index                                   the folder's names and what each file held
//! ```
//!
//! A damaged file is one that is not a game: not PGN, cut short, moves that no draw rules
//! allow, resume tags that cannot be read. A file set aside that reads as a game after all
//! (set aside by an older hotseat that read games under stricter rules, or mended by hand)
//! gets its name back when the folder is read next, or the next free one.

mod atomic;
mod contents;
mod game_file;
mod index;
mod order;
mod pgn_file;
mod shelf;
mod walk;

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

pub use atomic::{NotAFile, WriteError, check_writable};
pub use contents::{Contents, FileGame, MAX_LISTED, contents};
pub use game_file::GameFile;
pub use index::Summary;
use index::{Held, Index, Seen};
use order::Order;
pub use pgn_file::{SavedGame, load, replace_text, save_game};
pub use shelf::{Exclusive, Shelf};
pub use walk::{Notice, Walk};

use crate::game::pgn::GameTextError;
use crate::game::{Header, TimedGame};
use crate::notation::pgn::PgnError;
use crate::paths::{self, Places};
use crate::phrase;
use crate::sentence::{Phrase, Sentence};

/// The file of an unfinished game saved by versions of hotseat before games had files of their
/// own; it is moved into the folder of games when found.
const LEGACY_CURRENT: &str = "current.pgn";

/// Why there is no folder of saved games to use.
#[derive(Debug)]
pub enum FolderError {
    /// No data folder could be found: neither `XDG_DATA_HOME` nor a home folder is set.
    NotFound,
    /// The folder could not be made or read.
    Unusable(StoreError),
}

impl std::error::Error for FolderError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            FolderError::NotFound => None,
            FolderError::Unusable(error) => Some(error),
        }
    }
}

impl Sentence for FolderError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            FolderError::NotFound => phrase!("store-no-folder"),
            FolderError::Unusable(error) => error.phrase(),
        }
    }
}

/// Why a saved or loaded game's file could not be used: which file, and what is wrong.
#[derive(Debug)]
pub struct StoreError {
    /// The file (or the folder, for the folder of games).
    pub path: PathBuf,
    /// What is wrong with it.
    pub kind: StoreErrorKind,
}

/// What is wrong with a saved or loaded game's file.
#[derive(Debug)]
pub enum StoreErrorKind {
    /// It could not be read or written: what the system said.
    Io(io::Error),
    /// It holds no game with that number.
    NoSuchGame {
        /// The game asked for, counting from 1.
        number: u32,
        /// How many games the file holds.
        count: u32,
    },
    /// Its PGN text cannot be read.
    Pgn(PgnError),
    /// A move or the set-up of one of its games cannot be played.
    Game {
        /// Which game of the file, counting from 1.
        number: u32,
        /// What is wrong with it.
        source: Box<GameTextError>,
    },
    /// A saved game's file is damaged: cut short, or not a game hotseat wrote.
    Damaged(Damage),
    /// Another hotseat is playing this game.
    Locked,
    /// It is a file where a folder must be (the data folder, or its folder of games).
    NotAFolder,
}

impl StoreError {
    /// The error `kind` of the file at `path`.
    fn new(path: &Path, kind: StoreErrorKind) -> StoreError {
        StoreError {
            path: path.to_path_buf(),
            kind,
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            StoreErrorKind::Io(source) => Some(source),
            StoreErrorKind::Pgn(source) => Some(source),
            StoreErrorKind::Game { source, .. } => Some(source.as_ref()),
            _ => None,
        }
    }
}

impl Sentence for StoreError {
    fn phrase(&self) -> Phrase<'_> {
        self.kind
            .phrase()
            .with("path", self.path.display().to_string())
    }
}

impl Sentence for StoreErrorKind {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            StoreErrorKind::Io(source) => phrase!("store-io", reason = source.phrase()),
            StoreErrorKind::NoSuchGame { number, count } => {
                phrase!("store-no-such-game", number = *number, count = *count)
            }
            StoreErrorKind::Pgn(source) => phrase!("store-pgn", reason = source.phrase()),
            StoreErrorKind::Game { number, source } => {
                phrase!("store-game", number = *number, reason = source.phrase())
            }
            StoreErrorKind::Damaged(reason) => phrase!("store-damaged", reason = reason.phrase()),
            StoreErrorKind::Locked => phrase!("store-locked"),
            StoreErrorKind::NotAFolder => phrase!("store-not-a-folder"),
        }
    }
}

/// What is wrong with a damaged file.
#[derive(Debug)]
pub enum Damage {
    /// It is not PGN that reads.
    Pgn(PgnError),
    /// Its moves or its set-up cannot be played.
    Game(Box<GameTextError>),
    /// It holds no game at all.
    NoGame,
    /// Its movetext stops before the result that every saved game ends with.
    CutShort,
    /// A tag hotseat writes for resuming is there but cannot be read.
    BadTag(&'static str),
}

impl Sentence for Damage {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            Damage::Pgn(error) => error.phrase(),
            Damage::Game(error) => phrase!("damage-game", reason = error.phrase()),
            Damage::NoGame => phrase!("damage-no-game"),
            Damage::CutShort => phrase!("damage-cut-short"),
            Damage::BadTag(tag) => phrase!("damage-bad-tag", tag = *tag),
        }
    }
}

impl Sentence for Notice {
    /// Said by the files' names: the list of games names its files so too.
    fn phrase(&self) -> Phrase<'_> {
        match self {
            Notice::SetAside(aside) => {
                let problem = &aside.problem;
                phrase!(
                    "store-set-aside",
                    problem = problem.kind.phrase().with("path", file_name(&problem.path)),
                    kept = file_name(&aside.kept_as)
                )
            }
            Notice::Restored(restored) => phrase!(
                "store-restored",
                was = file_name(&restored.was),
                now = file_name(&restored.now)
            ),
        }
    }
}

/// A game in the folder of saved games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedEntry {
    /// Its file in the folder of games.
    pub path: PathBuf,
    /// When the game's file was made, `YYYY-MM-DD HH:MM` (UTC), as its name says; else the
    /// game's date.
    pub started: String,
    /// What the list says of the game: its players, moves, result and time control.
    pub summary: Summary,
}

impl SavedEntry {
    /// Whether the game is still going.
    pub fn is_unfinished(&self) -> bool {
        self.summary.outcome.is_none()
    }

    /// The game as its file holds it now, with its tags; the index mended if it said
    /// otherwise.
    pub fn read(&self) -> Result<SavedGame, StoreError> {
        let seen = fs::metadata(&self.path).ok().as_ref().and_then(Seen::of);
        let saved = pgn_file::read_saved(&self.path)?;
        mend_index(&self.path, &saved, seen);
        Ok(saved)
    }
}

/// A damaged file found in the folder, and where it was put aside.
#[derive(Debug)]
pub struct SetAside {
    /// What was wrong with the file, naming it.
    pub problem: StoreError,
    /// Where it is now (`….damaged`).
    pub kept_as: PathBuf,
}

/// A file once set aside as damaged that reads as a game, given back a game's name.
#[derive(Debug)]
pub struct Restored {
    /// Where it was (`….pgn.damaged`).
    pub was: PathBuf,
    /// Its name now, in the list with the other games.
    pub now: PathBuf,
}

/// The saved games, newest first, the damaged files put aside while reading them, and the
/// files set aside before that read as games now.
#[derive(Debug, Default)]
pub struct Listing {
    /// The games, newest first: number N in the list is `games[N - 1]`.
    pub games: Vec<SavedEntry>,
    /// Files that could not be read, each moved aside with a `.damaged` suffix.
    pub set_aside: Vec<SetAside>,
    /// Files set aside before that read as games now, each back under a game's name.
    pub restored: Vec<Restored>,
}

impl Listing {
    /// The newest unfinished game, and its number in the list.
    pub fn newest_unfinished(&self) -> Option<(usize, &SavedEntry)> {
        self.games
            .iter()
            .enumerate()
            .find(|(_, entry)| entry.is_unfinished())
            .map(|(index, entry)| (index + 1, entry))
    }
}

/// The folder of saved games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Store {
    games: PathBuf,
}

impl Store {
    /// The store in hotseat's data folder on this system ([`paths::data_folder`]), created if
    /// need be.
    pub fn open() -> Result<Store, FolderError> {
        let folder = paths::data_folder(&Places::current()).ok_or(FolderError::NotFound)?;
        Store::at(folder).map_err(FolderError::Unusable)
    }

    /// A store in the given folder, created if need be, with its index's folder. An
    /// unfinished game left by an older hotseat in `current.pgn` is moved in with the others.
    pub fn at(dir: PathBuf) -> Result<Store, StoreError> {
        let games = dir.join("games");
        fs::create_dir_all(&games).map_err(|source| match atomic::check_folder(&games) {
            Err(WriteError::NotAFolder(file)) => StoreError::new(&file, StoreErrorKind::NotAFolder),
            _ => StoreError::new(&games, StoreErrorKind::Io(source)),
        })?;
        index::make_folder(&games);
        let store = Store { games };
        store.adopt_legacy_current(&dir.join(LEGACY_CURRENT));
        Ok(store)
    }

    /// The folder the games are in.
    pub fn folder(&self) -> &Path {
        &self.games
    }

    /// Gives a game its file, made at `made` (the wall clock), and saves it there with its
    /// clock at `now`: the name is the moment and the players, with a number added if a file
    /// of that name exists. The new file is locked before anything is written to it.
    pub fn create(
        &self,
        timed: &TimedGame,
        header: &Header,
        now: Instant,
        made: SystemTime,
    ) -> Result<GameFile, StoreError> {
        let stem = file_stem(made, header);
        for number in 1..=u32::MAX {
            let path = match number {
                1 => self.games.join(format!("{stem}.pgn")),
                n => self.games.join(format!("{stem}-{n}.pgn")),
            };
            let io_error = |source| StoreError::new(&path, StoreErrorKind::Io(source));
            // Lock first, so that no other program can take the game for its own between
            // the file appearing and the lock.
            let Some(mut file) = GameFile::lock(&path).map_err(io_error)? else {
                continue;
            };
            if file.create(timed, header, now).map_err(io_error)? {
                return Ok(file);
            }
        }
        Err(StoreError::new(
            &self.games.join(stem),
            // Every name the moment and the players give is taken.
            StoreErrorKind::Io(io::ErrorKind::AlreadyExists.into()),
        ))
    }

    /// Locks the game at `path` for playing on and reads it; [`StoreErrorKind::Locked`] when
    /// another program has it, [`StoreErrorKind::Damaged`] when the file is not whole.
    pub fn open_game(&self, path: &Path) -> Result<(GameFile, SavedGame), StoreError> {
        let locked = GameFile::lock(path)
            .map_err(|source| StoreError::new(path, StoreErrorKind::Io(source)))?;
        let Some(mut file) = locked else {
            return Err(StoreError::new(path, StoreErrorKind::Locked));
        };
        // The file as it looked before it was read, and its bytes: a save that would write
        // the same text over an untouched file writes nothing.
        let seen = file.seen_now();
        let (saved, bytes) = pgn_file::read_saved_with_bytes(path)?;
        file.remember(bytes, seen);
        mend_index(path, &saved, seen);
        Ok((file, saved))
    }

    /// The saved games, newest first, one at a time: only the files the walk reaches are
    /// looked at, and only those the index does not know as they are now are read. On the
    /// way, a file that cannot be read is moved aside (`.damaged`), unless another program is
    /// playing it, and a file set aside before that reads as a game now is given back its name
    /// (or the next free one); both are told as [`Notice`]s. One that still does not read stays
    /// as it is. `wall` is the time on the wall clock as the walk begins: the folder's names
    /// are trusted only when it has been still for a while before.
    pub fn walk(&self, wall: SystemTime) -> Result<Walk, StoreError> {
        Walk::new(self, wall)
    }

    /// Every saved game, newest first, with what was set aside and given back on the way
    /// ([`Store::walk`] to the end, from `wall`).
    pub fn list(&self, wall: SystemTime) -> Result<Listing, StoreError> {
        let mut walk = self.walk(wall)?;
        let mut listing = Listing::default();
        listing.games.extend(walk.by_ref().map(|(_, entry)| entry));
        for notice in walk.take_notices() {
            match notice {
                Notice::SetAside(aside) => listing.set_aside.push(aside),
                Notice::Restored(restored) => listing.restored.push(restored),
            }
        }
        Ok(listing)
    }

    /// Whether a file written at `path` would land in this folder of games or a folder of its
    /// own (its locks, its index), its symbolic links followed: a copy saved there could
    /// replace a game's file.
    pub fn holds(&self, path: &Path) -> bool {
        let Some((path, _)) = atomic::end_of_links(path) else {
            return false;
        };
        let folder = fs::canonicalize(atomic::folder_of(&path));
        let games = fs::canonicalize(&self.games);
        matches!((folder, games), (Ok(folder), Ok(games)) if folder.starts_with(&games))
    }

    /// Where the saved game `name` names is in this folder, as the list of games gives its
    /// path: a file's name (`NAME.pgn`), or a path to a file in this folder; `None` for a
    /// file elsewhere.
    pub fn file_named(&self, name: &Path) -> Option<PathBuf> {
        let file = name.file_name()?;
        let here = match name.parent() {
            None => true,
            Some(folder) if folder.as_os_str().is_empty() => true,
            Some(folder) => fs::canonicalize(folder).ok() == fs::canonicalize(&self.games).ok(),
        };
        here.then(|| self.games.join(file))
    }

    /// Moves an unfinished game from an older hotseat's `current.pgn` into the folder.
    fn adopt_legacy_current(&self, current: &Path) {
        let Ok(saved) = load(current, 1, crate::game::DrawRules::Club) else {
            return;
        };
        let made = fs::metadata(current)
            .and_then(|meta| meta.modified())
            .unwrap_or(UNIX_EPOCH);
        let stem = file_stem(made, &saved.header);
        move_to_free_name(current, &self.games, &stem, |_| true);
    }
}

/// Moves the file `from` into `folder` as `STEM.pgn`, or `STEM-2.pgn`, `STEM-3.pgn`, … when
/// that name is taken or not `free`, never replacing a file: a new link where the file system
/// has links, else a rename to a name no file has. Returns where it went.
fn move_to_free_name(
    from: &Path,
    folder: &Path,
    stem: &str,
    free: impl Fn(&Path) -> bool,
) -> Option<PathBuf> {
    (1..100).find_map(|number| {
        let target = folder.join(match number {
            1 => format!("{stem}.pgn"),
            n => format!("{stem}-{n}.pgn"),
        });
        if !free(&target) {
            return None;
        }
        if fs::hard_link(from, &target).is_ok() {
            let _ = fs::remove_file(from);
            return Some(target);
        }
        let renamed = !target.exists() && fs::rename(from, &target).is_ok();
        renamed.then_some(target)
    })
}

/// Tells the index of the folder of games the file at `path` is in what the file holds, as a
/// game opened from it was read (`seen` as the file was before): what the index believes of
/// the file without looking at it is mended when the game is opened.
fn mend_index(path: &Path, saved: &SavedGame, seen: Option<Seen>) {
    let Some(seen) = seen else {
        return;
    };
    let name = file_name(path);
    let stamp = order::stamp_of_game(&name, &saved.header);
    let held = Held::Game {
        stamp: stamp.clone(),
        summary: walk::summary_of(saved),
    };
    let order = Order::of_name(&name).unwrap_or_else(|| Order::with_stamp(&name, stamp));
    Index::mend(atomic::folder_of(path), order, seen, held);
}

/// Whether another program is playing the game at `path` right now.
pub fn is_open_elsewhere(path: &Path) -> bool {
    GameFile::is_locked_elsewhere(path)
}

/// Whether another program plays the game at `path` right now, asked without taking its lock
/// or making one: for watching a game ([`GameFile`] holds the lock of the one played).
pub fn is_played_elsewhere(path: &Path) -> bool {
    GameFile::is_played_elsewhere(path)
}

/// The game files in `folder` (a folder of games) that other programs play right now, in no
/// order; none when no game there was ever played.
pub fn played_in(folder: &Path) -> io::Result<Vec<PathBuf>> {
    GameFile::played_in(folder)
}

/// The game at `path` as its file holds it now, read without locking it (for a look at a
/// game another program plays), and when the file was written: the moment the look shows.
/// A save that lands while the file is read is caught by the time changing, and the file is
/// read again.
pub fn look_at(path: &Path) -> Result<(SavedGame, Option<SystemTime>), StoreError> {
    let written = || fs::metadata(path).and_then(|meta| meta.modified()).ok();
    let mut before = written();
    for _ in 0..3 {
        let saved = pgn_file::read_saved(path)?;
        let after = written();
        if after == before {
            return Ok((saved, after));
        }
        before = after;
    }
    Ok((pgn_file::read_saved(path)?, None))
}

/// Moves a damaged file aside: `NAME.damaged`, numbered if that exists. Returns where it went.
fn set_aside(path: &Path) -> Option<PathBuf> {
    let name = path.file_name()?.to_string_lossy().into_owned();
    (1..100).find_map(|number| {
        let target = path.with_file_name(match number {
            1 => format!("{name}.damaged"),
            n => format!("{name}.damaged-{n}"),
        });
        let moved = fs::hard_link(path, &target).is_ok() && fs::remove_file(path).is_ok();
        moved.then_some(target)
    })
}

/// The name of a game's file without `.pgn`: the moment it was made (UTC) and the players,
/// `2026-11-30-131805-Anna-vs-Boris`.
fn file_stem(made: SystemTime, header: &Header) -> String {
    let dated = Header::default().dated(made);
    let time = dated.time.unwrap_or_default().replace(':', "");
    format!(
        "{}-{time}-{}-vs-{}",
        dated.date.replace('.', "-"),
        file_name_part(&header.names.white),
        file_name_part(&header.names.black)
    )
}

/// The last part of a path, for messages that must stay short: `2026-11-30-…-Anna-vs-Boris.pgn`.
pub fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |name| name.to_string_lossy().into_owned(),
    )
}

/// A name made safe for a file name: letters, digits, `-` and `_` kept, the rest `_`.
fn file_name_part(name: &str) -> String {
    let part: String = name
        .chars()
        .take(40)
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if part.is_empty() {
        "_".to_string()
    } else {
        part
    }
}

#[cfg(test)]
pub(crate) mod tests;
