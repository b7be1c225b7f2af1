//! One game's file and the lock that makes this program its only writer.

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io;
use std::path::{Path, PathBuf};
use std::time::Instant;

use super::atomic::{
    Existing, WriteError, Writers, create_atomically, folder_of, remove_leftover_temporary,
    write_atomically,
};
use super::file_name;
use super::index::{Seen, Touch, changing};
use super::pgn_file::resumable_pgn;
use crate::game::pgn::Exporter;
use crate::game::{Header, TimedGame};

/// The file of the game being played, held by this program alone: an advisory lock on a lock
/// file of its own (`.locks/NAME.lock`) is taken before the game is read or first written, and
/// the operating system drops it when the program ends, however it ends. A second program
/// that asks for the same game is refused while the lock is held.
#[derive(Debug)]
pub struct GameFile {
    path: PathBuf,
    /// What was written of the game at its last save, so that the next writes only what
    /// changed since.
    exporter: Exporter,
    /// The text the file holds and how the file looked then (its size and time of change),
    /// as this program last wrote or read it; `None` when unknown.
    on_disk: Option<(Vec<u8>, Seen)>,
    /// Held for as long as the game is played here; never read.
    _lock: File,
}

impl GameFile {
    /// The path of the game's file, in the folder of games.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes the game, with its clock as it stands at `now`, over the last version of its
    /// file, atomically. The moves written at the last save are not written again, unless
    /// they changed; and a file that already holds the very text is not written at all, so
    /// that a game opened and left as it was leaves its folder as it was (and the next
    /// start need not read the folder's names again).
    pub fn save(
        &mut self,
        timed: &TimedGame,
        header: &Header,
        now: Instant,
    ) -> Result<(), WriteError> {
        let text = resumable_pgn(&mut self.exporter, timed, header, now);
        if self.holds(&text) {
            return Ok(());
        }
        self.changing(
            |_| Touch::Written,
            || {
                write_atomically(
                    &self.path,
                    text.as_bytes(),
                    Writers::LockHolder,
                    Existing::Replace,
                )
            },
        )?;
        self.remember(text.into_bytes(), self.seen_now());
        Ok(())
    }

    /// Remembers `bytes` as what the file holds, read when it looked as `seen` (taken before
    /// the read, so that a change during it is written over).
    pub(super) fn remember(&mut self, bytes: Vec<u8>, seen: Option<Seen>) {
        self.on_disk = seen.map(|seen| (bytes, seen));
    }

    /// The file's size and time of change now; `None` when it is gone or the system gives no
    /// time.
    pub(super) fn seen_now(&self) -> Option<Seen> {
        Seen::of(&fs::metadata(&self.path).ok()?)
    }

    /// Whether the file holds `text` as this program last wrote or read it, untouched since:
    /// a file removed or changed behind the program's back is written again.
    fn holds(&self, text: &str) -> bool {
        self.on_disk.as_ref().is_some_and(|(bytes, seen)| {
            bytes.as_slice() == text.as_bytes() && self.seen_now() == Some(*seen)
        })
    }

    /// Writes the game as its file's first version, only if no file of that name exists:
    /// `false`, with nothing written, when one does.
    pub(super) fn create(
        &mut self,
        timed: &TimedGame,
        header: &Header,
        now: Instant,
    ) -> io::Result<bool> {
        let text = resumable_pgn(&mut self.exporter, timed, header, now);
        let made = |created: &bool| match created {
            true => Touch::Made,
            false => Touch::Written,
        };
        let created = self.changing(made, || create_atomically(&self.path, text.as_bytes()))?;
        if created {
            self.remember(text.into_bytes(), self.seen_now());
        }
        Ok(created)
    }

    /// Does `write`, which changes the game's file as `touch` says, telling the folder's
    /// stamp (see [`changing`]).
    fn changing<T, E>(
        &self,
        touch: impl FnOnce(&T) -> Touch,
        write: impl FnOnce() -> Result<T, E>,
    ) -> Result<T, E> {
        changing(folder_of(&self.path), &file_name(&self.path), touch, write)
    }

    /// Takes the lock of the game file at `path`; `None` when another program holds it.
    /// A leftover temporary file of the game (from a program killed while writing) is removed
    /// once the lock is held: nobody else can be writing it.
    pub(super) fn lock(path: &Path) -> io::Result<Option<GameFile>> {
        let locks = locks_folder(path);
        fs::create_dir_all(&locks)?;
        let name = file_name(path);
        let lock = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(locks.join(format!("{name}.lock")))?;
        match lock.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => return Ok(None),
            Err(TryLockError::Error(error)) => return Err(error),
        }
        remove_leftover_temporary(path);
        Ok(Some(GameFile {
            path: path.to_path_buf(),
            exporter: Exporter::default(),
            on_disk: None,
            _lock: lock,
        }))
    }

    /// Whether another program holds the lock of the game file at `path` right now.
    pub(super) fn is_locked_elsewhere(path: &Path) -> bool {
        matches!(GameFile::lock(path), Ok(None))
    }

    /// Whether another program plays the game at `path` right now, asked by one who only
    /// watches: no lock file or folder of locks is made where there is none (nobody plays a
    /// game whose lock was never taken), and the lock is asked for shared, for an instant.
    pub(super) fn is_played_elsewhere(path: &Path) -> bool {
        let lock = locks_folder(path).join(format!("{}.lock", file_name(path)));
        File::open(lock)
            .is_ok_and(|file| matches!(file.try_lock_shared(), Err(TryLockError::WouldBlock)))
    }

    /// The game files in `folder` that other programs play right now, found by their locks:
    /// none when the folder has no folder of locks.
    pub(super) fn played_in(folder: &Path) -> io::Result<Vec<PathBuf>> {
        let entries = match fs::read_dir(folder.join(".locks")) {
            Ok(entries) => entries,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => return Err(error),
        };
        let mut played = Vec::new();
        for entry in entries {
            let name = entry?.file_name();
            let Some(game) = name.to_str().and_then(|name| name.strip_suffix(".lock")) else {
                continue;
            };
            let path = folder.join(game);
            if path.is_file() && GameFile::is_played_elsewhere(&path) {
                played.push(path);
            }
        }
        Ok(played)
    }
}

/// The folder of lock files beside the game file at `path`.
fn locks_folder(path: &Path) -> PathBuf {
    folder_of(path).join(".locks")
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::store::atomic::tests::{folder, interrupted_write};

    #[test]
    fn one_lock_per_game_and_leftovers_go_with_the_lock() {
        let dir = folder("lock");
        let path = dir.join("game.pgn");
        write_atomically(&path, b"game", Writers::LockHolder, Existing::Replace).unwrap();
        interrupted_write(&path, b"half a save");
        let first = GameFile::lock(&path).unwrap().expect("the lock is free");
        let leftovers: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
        assert!(GameFile::lock(&path).unwrap().is_none(), "a second writer");
        assert!(GameFile::is_locked_elsewhere(&path));
        drop(first);
        assert!(!GameFile::is_locked_elsewhere(&path));
        assert!(GameFile::lock(&path).unwrap().is_some());
    }
}
