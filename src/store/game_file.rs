//! One game's file and the lock that makes this program its only writer, and the two ways a
//! file is written: created without ever replacing another file, and rewritten atomically.

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use super::file_name;
use super::pgn_file::resumable_pgn;
use crate::game::{Header, TimedGame};

/// The file of the game being played, held by this program alone: an advisory lock on a lock
/// file of its own (`.locks/NAME.lock`) is taken before the game is read or first written, and
/// the operating system drops it when the program ends, however it ends. A second program
/// that asks for the same game is refused while the lock is held.
#[derive(Debug)]
pub struct GameFile {
    path: PathBuf,
    /// Held for as long as the game is played here; never read.
    _lock: File,
}

impl GameFile {
    /// The path of the game's file, in the folder of games.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes the game, with its clock as it stands at `now`, over the last version of its
    /// file, atomically.
    pub fn save(&self, timed: &TimedGame, header: &Header, now: Instant) -> io::Result<()> {
        write_atomically(&self.path, resumable_pgn(timed, header, now).as_bytes())
    }

    /// Takes the lock of the game file at `path`; `None` when another program holds it.
    /// Leftover temporary files of the game (from a program killed while writing) are removed
    /// once the lock is held: nobody else can be writing them.
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
        remove_leftover_temporaries(path);
        Ok(Some(GameFile {
            path: path.to_path_buf(),
            _lock: lock,
        }))
    }

    /// Whether another program holds the lock of the game file at `path` right now.
    pub(super) fn is_locked_elsewhere(path: &Path) -> bool {
        matches!(GameFile::lock(path), Ok(None))
    }
}

/// The folder of lock files beside the game file at `path`.
fn locks_folder(path: &Path) -> PathBuf {
    folder_of(path).join(".locks")
}

fn folder_of(path: &Path) -> &Path {
    path.parent()
        .filter(|parent| !parent.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// The temporary file a write to `path` goes through: hidden, in the same folder, named for
/// the file and the process.
fn temporary_for(path: &Path) -> PathBuf {
    folder_of(path).join(format!(".{}.{}.tmp", file_name(path), std::process::id()))
}

/// Removes what writes to `path` left behind when a program was killed between writing its
/// temporary file and renaming it.
fn remove_leftover_temporaries(path: &Path) {
    let prefix = format!(".{}.", file_name(path));
    let Ok(entries) = fs::read_dir(folder_of(path)) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with(&prefix) && name.ends_with(".tmp") {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Writes a complete temporary file for `path`: written, flushed and synced.
fn write_temporary(path: &Path, contents: &[u8]) -> io::Result<PathBuf> {
    let temporary = temporary_for(path);
    let written = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(&temporary)?;
        file.write_all(contents)?;
        file.flush()?;
        file.sync_all()
    })();
    match written {
        Ok(()) => Ok(temporary),
        Err(error) => {
            let _ = fs::remove_file(&temporary);
            Err(error)
        }
    }
}

/// Makes a rename or a new link in the folder of `path` durable.
fn sync_folder(path: &Path) {
    if let Ok(folder) = File::open(folder_of(path)) {
        let _ = folder.sync_all();
    }
}

/// Writes a file so that it is either the old or the new version, never half of one: a
/// temporary file in the same folder, written, flushed and synced, renamed over the old one,
/// then the folder synced.
pub(super) fn write_atomically(path: &Path, contents: &[u8]) -> io::Result<()> {
    let temporary = write_temporary(path, contents)?;
    if let Err(error) = fs::rename(&temporary, path) {
        let _ = fs::remove_file(&temporary);
        return Err(error);
    }
    sync_folder(path);
    Ok(())
}

/// Creates `path` with `contents`, whole or not at all, and only if no file of that name
/// exists: `false`, with nothing written, when one does. The complete temporary file is
/// linked to the new name (a link never replaces a file); where the file system has no links,
/// the file is created with `create_new` and written.
pub(super) fn create_atomically(path: &Path, contents: &[u8]) -> io::Result<bool> {
    let temporary = write_temporary(path, contents)?;
    let linked = fs::hard_link(&temporary, path);
    let _ = fs::remove_file(&temporary);
    match linked {
        Ok(()) => {
            sync_folder(path);
            Ok(true)
        }
        Err(error) if error.kind() == io::ErrorKind::AlreadyExists => Ok(false),
        Err(_) => create_new(path, contents),
    }
}

/// [`create_atomically`] for file systems without links.
fn create_new(path: &Path, contents: &[u8]) -> io::Result<bool> {
    let mut file = match OpenOptions::new().write(true).create_new(true).open(path) {
        Ok(file) => file,
        Err(error) if error.kind() == io::ErrorKind::AlreadyExists => return Ok(false),
        Err(error) => return Err(error),
    };
    file.write_all(contents)?;
    file.sync_all()?;
    sync_folder(path);
    Ok(true)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A temporary file written for `path` and left there, as a program killed between
    /// writing it and renaming it leaves it.
    pub(in crate::store) fn interrupted_write(path: &Path, contents: &[u8]) {
        write_temporary(path, contents).expect("the temporary file is written");
    }

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("hotseat-file-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn writing_is_atomic_and_failures_leave_the_old_file() {
        let dir = folder("atomic");
        let path = dir.join("file.pgn");
        write_atomically(&path, b"old").unwrap();
        write_atomically(&path, b"new").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        assert!(write_atomically(&dir.join("no-such-folder/file.pgn"), b"x").is_err());
        let leftovers = fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .count();
        assert_eq!(leftovers, 0);
    }

    #[test]
    fn creating_never_replaces_a_file() {
        let dir = folder("create");
        let path = dir.join("game.pgn");
        assert!(create_atomically(&path, b"first").unwrap());
        assert!(!create_atomically(&path, b"second").unwrap());
        assert_eq!(fs::read_to_string(&path).unwrap(), "first");
        assert!(!create_new(&path, b"third").unwrap());
        assert_eq!(fs::read_to_string(&path).unwrap(), "first");
    }

    #[test]
    fn one_lock_per_game_and_leftovers_go_with_the_lock() {
        let dir = folder("lock");
        let path = dir.join("game.pgn");
        write_atomically(&path, b"game").unwrap();
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
