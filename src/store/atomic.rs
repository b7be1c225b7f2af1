//! The two ways a file of the store is written: created without ever replacing another file,
//! and rewritten atomically; both through a complete temporary file beside it.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::file_name;

/// The folder `path` lies in (`.` for a bare file name).
pub(super) fn folder_of(path: &Path) -> &Path {
    path.parent()
        .filter(|parent| !parent.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// Who may write a file, which names the temporary file a write to it goes through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Writers {
    /// Only the program that holds the file's lock (a game's file): one temporary file,
    /// `.NAME.tmp`, which the next program to take the lock removes if a program killed
    /// while writing left it.
    LockHolder,
    /// Any program (a copy saved anywhere): `.NAME.PID.tmp`, one for each program.
    Anyone,
}

/// The temporary file a write to `path` goes through: hidden, in the same folder, named for
/// the file (and the process, when any program may write it).
fn temporary_for(path: &Path, writers: Writers) -> PathBuf {
    let name = file_name(path);
    folder_of(path).join(match writers {
        Writers::LockHolder => format!(".{name}.tmp"),
        Writers::Anyone => format!(".{name}.{}.tmp", std::process::id()),
    })
}

/// Removes what a write to the locked file `path` left behind when a program was killed
/// between writing its temporary file and renaming it.
pub(super) fn remove_leftover_temporary(path: &Path) {
    let _ = fs::remove_file(temporary_for(path, Writers::LockHolder));
}

/// Writes a complete temporary file for `path`: written, flushed and synced.
fn write_temporary(path: &Path, contents: &[u8], writers: Writers) -> io::Result<PathBuf> {
    let temporary = temporary_for(path, writers);
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
pub(super) fn write_atomically(path: &Path, contents: &[u8], writers: Writers) -> io::Result<()> {
    let temporary = write_temporary(path, contents, writers)?;
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
/// the file is created with `create_new` and written. Only the holder of the file's lock
/// creates it.
pub(super) fn create_atomically(path: &Path, contents: &[u8]) -> io::Result<bool> {
    let temporary = write_temporary(path, contents, Writers::LockHolder)?;
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
        write_temporary(path, contents, Writers::LockHolder)
            .expect("the temporary file is written");
    }

    /// An empty folder of its own for the test `name`, under the system's temporary folder.
    pub(in crate::store) fn folder(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("hotseat-atomic-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn writing_is_atomic_and_failures_leave_the_old_file() {
        let dir = folder("atomic");
        let path = dir.join("file.pgn");
        write_atomically(&path, b"old", Writers::Anyone).unwrap();
        write_atomically(&path, b"new", Writers::LockHolder).unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        let nowhere = dir.join("no-such-folder/file.pgn");
        assert!(write_atomically(&nowhere, b"x", Writers::Anyone).is_err());
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
}
