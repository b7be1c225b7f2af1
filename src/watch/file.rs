//! One game file looked at again and again: a look costs one `stat` while the file stays as
//! it was, and reads the game only when it changed.

use std::fs::{self, Metadata};
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::store::{self, SavedGame, StoreError, StoreErrorKind};

/// How a file looked: its size, its time of change and which file it is. A game's file is
/// written whole beside it and renamed over it, so every save is a file of its own: the
/// identity tells two saves apart even within one tick of the file system's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Stamp {
    len: u64,
    modified: Option<SystemTime>,
    identity: u64,
}

impl Stamp {
    fn of(meta: &Metadata) -> Stamp {
        Stamp {
            len: meta.len(),
            modified: meta.modified().ok(),
            identity: identity(meta),
        }
    }
}

/// The file's number on its device, where the system has one.
#[cfg(unix)]
fn identity(meta: &Metadata) -> u64 {
    std::os::unix::fs::MetadataExt::ino(meta)
}

/// The file's number on its device, where the system has one.
#[cfg(not(unix))]
fn identity(_meta: &Metadata) -> u64 {
    0
}

/// What a look at a watched file found.
#[derive(Debug)]
pub enum Look {
    /// Nothing changed since the last look: the file is as it was, or still not there, or
    /// still unreadable in the same way.
    Same,
    /// The file changed and holds this game, written at `saved_at` (when the system tells).
    Read {
        /// The game, with its clock as the save left it.
        saved: Box<SavedGame>,
        /// When the file was written.
        saved_at: Option<SystemTime>,
    },
    /// The file is not there any more (or was never there, at the first look).
    Gone,
    /// The file changed and does not hold a game that reads (not PGN, cut short, unreadable).
    Unreadable(StoreError),
}

/// What a look at the path found, to tell the next look whether anything changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Seen {
    /// A file, as it looked.
    File(Stamp),
    /// No file.
    Missing,
    /// The system would not say (no permission on the folder, …), for this reason.
    Failing(io::ErrorKind),
}

/// A game file watched: where it is, and how it looked at the last look.
#[derive(Debug)]
pub struct WatchedFile {
    path: PathBuf,
    /// What the last look saw; `None` before the first.
    seen: Option<Seen>,
}

impl WatchedFile {
    /// The file at `path`, not looked at yet.
    pub fn new(path: PathBuf) -> WatchedFile {
        WatchedFile { path, seen: None }
    }

    /// Where the file is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Looks at the file: [`Look::Same`] when it looks as it did (one `stat`), else what it
    /// holds now.
    pub fn look(&mut self) -> Look {
        let (seen, failure) = match fs::metadata(&self.path) {
            Ok(meta) => (Seen::File(Stamp::of(&meta)), None),
            Err(error) if error.kind() == io::ErrorKind::NotFound => (Seen::Missing, None),
            Err(error) => (Seen::Failing(error.kind()), Some(error)),
        };
        if self.seen == Some(seen) {
            return Look::Same;
        }
        self.seen = Some(seen);
        if let Some(error) = failure {
            return Look::Unreadable(StoreError {
                path: self.path.clone(),
                kind: StoreErrorKind::Io(error),
            });
        }
        if seen == Seen::Missing {
            return Look::Gone;
        }
        match store::look_at(&self.path) {
            Ok((saved, saved_at)) => Look::Read {
                saved: Box::new(saved),
                saved_at,
            },
            Err(error) => Look::Unreadable(error),
        }
    }
}
