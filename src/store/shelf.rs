//! A shelf: a folder of small files in hotseat's data folder, beside the folder of games and
//! outside it (so that writing one never changes the folder the index vouches for), which
//! any hotseat may read and rewrite — what was worked out about games, such as their
//! analyses. A file is found by its key alone: its name is the key's FNV-1a hash, so finding
//! one costs the same however many the shelf holds. Two keys may share a hash: a file holds
//! its key, for its reader to check.
//!
//! A file is rewritten as the games' files are, atomically (a complete temporary file renamed
//! over it), holding the shelf's lock while it is read, changed and written: two programs
//! changing one file at once each keep what the other added, and a program killed on the way
//! leaves the old file whole.

use std::fs;
use std::path::PathBuf;
use std::time::{Duration, SystemTime};

use super::atomic::{self, Existing, WriteError, Writers};
use super::index::{FolderLock, checksum};
use crate::paths::{self, Places};

/// How long a rewrite waits for another program's: reading, changing and writing a small
/// file, synced, takes far less (and a program killed holding the lock lets it go).
const PATIENCE: Duration = Duration::from_secs(2);

/// A folder of files found by their keys.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shelf {
    folder: PathBuf,
}

impl Shelf {
    /// The shelf `name` in hotseat's data folder on this system ([`paths::data_folder`]);
    /// `None` when the system names no data folder. The folder is made when a file is first
    /// written.
    pub fn open(name: &str) -> Option<Shelf> {
        let data = paths::data_folder(&Places::current())?;
        Some(Shelf::at(data.join(name)))
    }

    /// The shelf `name` beside the games of `store` (in the same data folder).
    pub fn beside(store: &super::Store, name: &str) -> Shelf {
        let games = store.folder();
        Shelf::at(games.parent().unwrap_or(games).join(name))
    }

    /// The shelf in the folder `folder` (made when a file is first written).
    pub fn at(folder: PathBuf) -> Shelf {
        Shelf { folder }
    }

    /// The file of `key` in the shelf (it need not exist).
    pub fn file_of(&self, key: &str) -> PathBuf {
        self.folder
            .join(format!("{:016x}", checksum(key.as_bytes())))
    }

    /// What the file of `key` holds; `None` when there is none or it cannot be read.
    pub fn read(&self, key: &str) -> Option<Vec<u8>> {
        fs::read(self.file_of(key)).ok()
    }

    /// Writes the file of `key` anew with what `change` makes of it as it is now (`None` when
    /// there is none or it cannot be read), holding the shelf's lock, atomically. Returns the
    /// file written; when it cannot be written, the file is as it was.
    pub fn rewrite(
        &self,
        key: &str,
        change: impl FnOnce(Option<Vec<u8>>) -> Vec<u8>,
    ) -> Result<PathBuf, WriteError> {
        self.make_folder()?;
        // Without the lock (another program holding it too long), the write still leaves a
        // whole file: only what that program adds at the same moment may be lost.
        let _lock = FolderLock::take_within(&self.folder, PATIENCE);
        let path = self.file_of(key);
        let changed = change(fs::read(&path).ok());
        atomic::write_atomically(&path, &changed, Writers::Anyone, Existing::Replace)
    }

    /// As [`Shelf::rewrite`], for a file no two programs may change at once: nothing is
    /// written without the shelf's lock ([`Exclusive::Busy`]), and `change` may refuse,
    /// leaving the file as it was ([`Exclusive::Refused`]).
    pub fn rewrite_exclusively<E>(
        &self,
        key: &str,
        change: impl FnOnce(Option<Vec<u8>>) -> Result<Vec<u8>, E>,
    ) -> Result<PathBuf, Exclusive<E>> {
        self.make_folder().map_err(Exclusive::Write)?;
        let _lock = FolderLock::take_within(&self.folder, PATIENCE).ok_or(Exclusive::Busy)?;
        let path = self.file_of(key);
        let changed = change(fs::read(&path).ok()).map_err(Exclusive::Refused)?;
        atomic::write_atomically(&path, &changed, Writers::Anyone, Existing::Replace)
            .map_err(Exclusive::Write)
    }

    /// What every file of the shelf holds, in no order; the files that cannot be read are
    /// left out.
    pub fn contents(&self) -> Vec<Vec<u8>> {
        let Ok(entries) = fs::read_dir(&self.folder) else {
            return Vec::new();
        };
        entries
            .flatten()
            .filter(|entry| is_key_file(&entry.file_name().to_string_lossy()))
            .filter_map(|entry| fs::read(entry.path()).ok())
            .collect()
    }

    /// When the shelf last changed: its folder's time of modification, which every file
    /// written (a rename into the folder) moves on; `None` while the folder is not there.
    pub fn changed_at(&self) -> Option<SystemTime> {
        fs::metadata(&self.folder).and_then(|m| m.modified()).ok()
    }

    /// Makes the shelf's folder if it is missing.
    fn make_folder(&self) -> Result<(), WriteError> {
        fs::create_dir_all(&self.folder).map_err(|error| match atomic::check_folder(&self.folder) {
            Err(WriteError::NotAFolder(file)) => WriteError::NotAFolder(file),
            _ => WriteError::Io(error),
        })
    }
}

/// Whether `name` is the name of a key's file: sixteen hexadecimal digits (not a lock, not
/// a temporary file).
fn is_key_file(name: &str) -> bool {
    name.len() == 16 && name.bytes().all(|b| b.is_ascii_hexdigit())
}

/// Why [`Shelf::rewrite_exclusively`] wrote nothing.
#[derive(Debug)]
pub enum Exclusive<E> {
    /// Another program held the shelf's lock for longer than a rewrite takes.
    Busy,
    /// The change refused: what it said.
    Refused(E),
    /// The file could not be written: what the system said.
    Write(WriteError),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::atomic::tests::folder;

    #[test]
    fn a_file_is_found_by_its_key_and_rewritten_whole() {
        let dir = folder("shelf").join("kept");
        let shelf = Shelf::at(dir.clone());
        assert_eq!(shelf.read("a game"), None);
        shelf
            .rewrite("a game", |old| {
                assert_eq!(old, None);
                b"first".to_vec()
            })
            .unwrap();
        shelf
            .rewrite("a game", |old| {
                let mut new = old.unwrap();
                new.extend_from_slice(b" second");
                new
            })
            .unwrap();
        assert_eq!(shelf.read("a game").as_deref(), Some(&b"first second"[..]));
        assert_eq!(shelf.read("another game"), None);
        // The name is the key's FNV-1a hash, the same on every system and version.
        assert_eq!(shelf.file_of(""), dir.join("cbf29ce484222325"));
    }

    #[test]
    fn an_exclusive_rewrite_may_refuse_and_every_file_can_be_read() {
        let dir = folder("shelf-exclusive").join("kept");
        let shelf = Shelf::at(dir.clone());
        assert!(shelf.contents().is_empty());
        shelf
            .rewrite_exclusively("one", |old| {
                assert_eq!(old, None);
                Ok::<_, ()>(b"first".to_vec())
            })
            .unwrap();
        let refused = shelf.rewrite_exclusively("one", |_| Err("no"));
        assert!(
            matches!(refused, Err(Exclusive::Refused("no"))),
            "{refused:?}"
        );
        assert_eq!(shelf.read("one").as_deref(), Some(&b"first"[..]));
        shelf.rewrite("two", |_| b"second".to_vec()).unwrap();
        let mut all = shelf.contents();
        all.sort();
        assert_eq!(all, [b"first".to_vec(), b"second".to_vec()]);
        // Held by another program, the lock is waited for, then the rewrite refused.
        let held = FolderLock::take(&dir).unwrap();
        let busy = shelf.rewrite_exclusively("one", |_| Ok::<_, ()>(b"x".to_vec()));
        assert!(matches!(busy, Err(Exclusive::Busy)), "{busy:?}");
        drop(held);
        assert_eq!(shelf.read("one").as_deref(), Some(&b"first"[..]));
    }

    #[test]
    fn a_shelf_where_a_file_stands_is_refused_with_the_reason() {
        let dir = folder("shelf-blocked");
        fs::write(dir.join("kept"), "").unwrap();
        let shelf = Shelf::at(dir.join("kept"));
        let refused = shelf.rewrite("a game", |_| b"x".to_vec());
        assert!(
            matches!(refused, Err(WriteError::NotAFolder(_))),
            "{refused:?}"
        );
    }
}
