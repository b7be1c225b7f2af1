//! The saved games one at a time, newest first, reading only what the walk reaches: the
//! folder's names tell the order (a game's file is named for the moment it was made), and
//! only the newest few names are kept at a time (the folder's names are read again for the
//! next few, eight times as many, when the walk gets past them), so that memory does not
//! grow with the folder; the
//! index tells what each file held while it has not changed, and only the files that did
//! change, or that the index does not know, are read. Damaged files are set aside, and files
//! set aside before that read as games now are given back, as the walk meets them.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::index::{Held, Index, Seen, Summary};
use super::pgn_file::{SavedGame, read_saved};
use super::{
    GameFile, Restored, SavedEntry, SetAside, Store, StoreError, StoreErrorKind, file_name,
    move_to_free_name, name_number, order_of, set_aside, set_aside_stem, stamp_of, started_of,
};

/// Something the walk did to the folder on its way, to be said.
#[derive(Debug)]
pub enum Notice {
    /// A damaged file was put aside.
    SetAside(SetAside),
    /// A file set aside before reads as a game now and has a game's name again.
    Restored(Restored),
}

/// How many names the walk keeps from its first reading of the folder's names.
const FIRST_BATCH: usize = 64;

/// A file in the folder that may be a game.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Candidate {
    /// Where it goes in the list: the moment and the number of its name (then the name).
    order: (String, u32),
    name: String,
    /// The length of the game's name it had, for a file set aside (`STEM.pgn.damaged`).
    set_aside_stem: Option<usize>,
}

/// What a file holds, as the index or the file itself says.
enum Examined {
    Game {
        stamp: String,
        summary: Summary,
    },
    /// Not a game: what is wrong, unless the index said so of a file set aside.
    Damaged(Option<StoreError>),
    /// Not readable now (another program's file system trouble, a file too large): passed
    /// over, left as it is.
    Unreadable,
}

/// The saved games, newest first, numbered as `hotseat games` shows them and `--resume N`
/// takes them: an iterator of `(number, entry)`. What the walk read is added to the index
/// when it ends (when it is dropped).
#[derive(Debug)]
pub struct Walk {
    folder: PathBuf,
    /// The newest files not yet met that may be games, oldest first: the walk takes them
    /// from the end.
    candidates: Vec<Candidate>,
    /// Where the last batch ended: every file still to meet comes before it in the list.
    /// `None` while the first batch is read.
    below: Option<(String, u32, String)>,
    /// Whether the folder holds more names than the batch kept.
    more: bool,
    /// How many names the next batch keeps.
    batch: usize,
    /// How many files that may be games the folder held when the walk began.
    total: usize,
    index: Option<Index>,
    /// Whether damaged files are set aside and files set aside are given back.
    tidy: bool,
    /// The games met so far.
    count: usize,
    notices: Vec<Notice>,
    /// Names that left the folder on the way.
    gone: HashSet<String>,
    /// Names files set aside were given back on the way: met already.
    given_back: HashSet<String>,
    /// When the walk began: the moment the index's new lines say the files were read.
    began: SystemTime,
}

impl Walk {
    /// The walk over the games of `store`; with `tidy`, damaged files are set aside and files
    /// set aside that read as games are given back on the way.
    pub(super) fn new(store: &Store, tidy: bool) -> Result<Walk, StoreError> {
        let folder = store.folder().to_path_buf();
        let mut walk = Walk {
            index: Some(Index::read(&folder)),
            folder,
            candidates: Vec::new(),
            below: None,
            more: true,
            batch: FIRST_BATCH,
            total: 0,
            tidy,
            count: 0,
            notices: Vec::new(),
            gone: HashSet::new(),
            given_back: HashSet::new(),
            began: SystemTime::now(),
        };
        walk.read_batch()?;
        Ok(walk)
    }

    /// Reads the folder's names for the next batch: the newest files that come before the
    /// last batch's end, as many as the batch keeps.
    fn read_batch(&mut self) -> Result<(), StoreError> {
        let entries = fs::read_dir(&self.folder)
            .map_err(|source| StoreError::new(&self.folder, StoreErrorKind::Io(source)))?;
        let first = self.below.is_none();
        let mut newest = BinaryHeap::new();
        self.more = false;
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let is_file = entry
                .file_type()
                .is_ok_and(|kind| kind.is_file() || (kind.is_symlink() && entry.path().is_file()));
            if name.starts_with('.') || !is_file || self.given_back.contains(&name) {
                continue;
            }
            let Some(candidate) = self.candidate(name) else {
                continue;
            };
            if first {
                self.total += 1;
            }
            let key = (&candidate.order.0, candidate.order.1, &candidate.name);
            if self
                .below
                .as_ref()
                .is_some_and(|(stamp, number, name)| key >= (stamp, *number, name))
            {
                continue;
            }
            newest.push(Reverse(candidate));
            if newest.len() > self.batch {
                newest.pop();
                self.more = true;
            }
        }
        // Oldest first: the heap of the newest, its smallest on top, sorted the other way.
        self.candidates = newest
            .into_sorted_vec()
            .into_iter()
            .rev()
            .map(|c| c.0)
            .collect();
        if let Some(oldest) = self.candidates.first() {
            let (stamp, number) = oldest.order.clone();
            self.below = Some((stamp, number, oldest.name.clone()));
        }
        self.batch = self.batch.saturating_mul(8);
        Ok(())
    }

    /// How many games the walk has met so far.
    pub fn met(&self) -> usize {
        self.count
    }

    /// How many files the walk may still meet as games: at least as many as it will.
    pub fn remaining(&self) -> usize {
        self.total.saturating_sub(self.count)
    }

    /// What the walk did to the folder since this was last asked.
    pub fn take_notices(&mut self) -> Vec<Notice> {
        std::mem::take(&mut self.notices)
    }

    /// The file `name` as a candidate, placed by its name's moment; a file whose name has
    /// none is read (or found in the index) to place it by its tags.
    fn candidate(&mut self, name: String) -> Option<Candidate> {
        let set_aside_stem = set_aside_stem(&name).map(str::len);
        if set_aside_stem.is_none() && !name.ends_with(".pgn") {
            return None;
        }
        // The name of the game's file: the file's own, or the one it had before it was set aside.
        let own = match set_aside_stem {
            Some(len) => format!("{}.pgn", &name[..len]),
            None => name.clone(),
        };
        let order = match stamp_of(&name) {
            Some(stamp) => (stamp.to_string(), name_number(&own)),
            None => match self.examine(&name, set_aside_stem.is_some()) {
                Examined::Game { stamp, .. } => (stamp, name_number(&own)),
                Examined::Damaged(_) | Examined::Unreadable => (String::new(), 0),
            },
        };
        Some(Candidate {
            name,
            order,
            set_aside_stem,
        })
    }

    /// What the file `name` holds: from the index while the file is as the index saw it,
    /// else read (and noted in the index). A game's file the index knows as damaged is read
    /// again, to say what is wrong with it; a file set aside (`set_aside`) is not.
    fn examine(&mut self, name: &str, set_aside: bool) -> Examined {
        let path = self.folder.join(name);
        let Ok(metadata) = fs::metadata(&path) else {
            return Examined::Unreadable;
        };
        let seen = Seen::of(&metadata);
        let index = self
            .index
            .as_mut()
            .expect("the index is kept until the walk ends");
        match seen.and_then(|seen| index.held(name, seen)) {
            Some(Held::Game { stamp, summary }) => return Examined::Game { stamp, summary },
            Some(Held::Damaged) if set_aside => return Examined::Damaged(None),
            Some(Held::Damaged) | None => {}
        }
        let (examined, held) = match read_saved(&path) {
            Ok(saved) => {
                let stamp = order_of(name, &saved.header).0;
                let summary = summary_of(&saved);
                let held = Held::Game {
                    stamp: stamp.clone(),
                    summary: summary.clone(),
                };
                (Examined::Game { stamp, summary }, Some(held))
            }
            Err(
                problem @ StoreError {
                    kind: StoreErrorKind::Damaged(_),
                    ..
                },
            ) => (Examined::Damaged(Some(problem)), Some(Held::Damaged)),
            Err(_) => (Examined::Unreadable, None),
        };
        if let (Some(seen), Some(held)) = (seen, held) {
            index.note(name, seen, &held, self.began);
        }
        examined
    }

    /// The game of a file named as a game's, or `None` when it is not one: a damaged one is
    /// set aside (when tidying, and no other program plays it).
    fn game(&mut self, name: &str) -> Option<SavedEntry> {
        let path = self.folder.join(name);
        match self.examine(name, false) {
            Examined::Game { stamp, summary } => Some(entry(path, &stamp, summary)),
            Examined::Damaged(Some(problem)) => {
                if self.tidy
                    && !GameFile::is_locked_elsewhere(&path)
                    && let Some(kept_as) = set_aside(&path)
                {
                    self.gone.insert(name.to_string());
                    self.notices
                        .push(Notice::SetAside(SetAside { problem, kept_as }));
                }
                None
            }
            Examined::Damaged(None) | Examined::Unreadable => None,
        }
    }

    /// The game of a file set aside (`STEM.pgn.damaged`) that reads as a game now, given back
    /// the name `STEM.pgn` or the next free one; `None`, with the file left alone, when it
    /// does not read (or no name is free, or the walk does not tidy).
    fn restore(&mut self, name: &str, stem: &str) -> Option<SavedEntry> {
        if !self.tidy {
            return None;
        }
        let Examined::Game { stamp, summary } = self.examine(name, true) else {
            return None;
        };
        let damaged = self.folder.join(name);
        // A name another program holds the lock of is about to be written by it.
        let free = |target: &Path| !GameFile::is_locked_elsewhere(target);
        let now = move_to_free_name(&damaged, &self.folder, stem, free)?;
        self.gone.insert(name.to_string());
        self.given_back.insert(file_name(&now));
        self.notices.push(Notice::Restored(Restored {
            was: damaged,
            now: now.clone(),
        }));
        Some(entry(now, &stamp, summary))
    }
}

impl Iterator for Walk {
    type Item = (usize, SavedEntry);

    fn next(&mut self) -> Option<(usize, SavedEntry)> {
        loop {
            if self.candidates.is_empty() && self.more {
                self.read_batch().ok()?;
            }
            let candidate = self.candidates.pop()?;
            let found = match candidate.set_aside_stem {
                None => self.game(&candidate.name),
                Some(len) => self.restore(&candidate.name, &candidate.name[..len]),
            };
            if let Some(entry) = found {
                self.count += 1;
                return Some((self.count, entry));
            }
        }
    }
}

impl Drop for Walk {
    /// Adds what the walk read to the index.
    fn drop(&mut self) {
        let Some(index) = self.index.take() else {
            return;
        };
        let folder = &self.folder;
        index.write(|name| !self.gone.contains(name) && folder.join(name).exists());
    }
}

/// The entry of a game in the file at `path`, made at `stamp`.
fn entry(path: PathBuf, stamp: &str, summary: Summary) -> SavedEntry {
    SavedEntry {
        started: started_of(stamp),
        path,
        summary,
    }
}

/// What the list says of a saved game.
fn summary_of(saved: &SavedGame) -> Summary {
    let timed = &saved.timed;
    Summary {
        names: saved.header.names.clone(),
        plies: timed.game().plies().len(),
        outcome: timed.outcome().map(|outcome| {
            let result = outcome.result.pgn().to_string();
            (result, outcome.reason_name())
        }),
        control: timed.control().clone(),
    }
}
