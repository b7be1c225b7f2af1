//! The folder's stamp (`.index/folder`): what hotseat itself did to the folder of games since
//! the index last held the folder's names, so that its own saves do not make the next start
//! read the folder's names again.
//!
//! Every save renames a new version of a game's file over the old one, and a new game links
//! its file in: both change the folder's time of change, which is how the index notices that
//! files were added, removed or renamed. A program that changes the folder itself knows what
//! it changed. So it does so holding the index's lock (`.index/lock`), and when the stamp
//! vouched for the folder just before (its time of change was the stamp's), it writes the
//! stamp again with the folder's new time and the file it made or wrote. The next start
//! believes the index's names, with the files the stamp adds, while the folder's time is the
//! stamp's; it reads the files the stamp names, and nothing else.
//!
//! Any change made another way — by another program, by a hotseat that could not take the
//! lock, by a write that failed half way — leaves the folder with a time the stamp does not
//! give, and the folder's names are read again. The stamp is written without a sync: a stamp
//! lost or cut short only costs that reading.

use std::collections::BTreeSet;
use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::super::atomic;
use super::line::{Fingerprint, Seen, escape, open, seal, unescape};
use super::{FOLDER, nanos};

/// The stamp's file in the index's folder.
pub(super) const FILE: &str = "folder";

/// The lock file in the index's folder that programs changing the folder of games hold.
const LOCK: &str = "lock";

/// How long a change to the folder waits for the lock before it goes ahead without it (and
/// the folder's names are read at the next start).
const PATIENCE: Duration = Duration::from_millis(50);

/// What hotseat did to the folder of games since the index's names were last the folder's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::store) struct Stamp {
    /// The folder's time of change after the last change the stamp records, in nanoseconds
    /// since 1970.
    pub modified: u128,
    /// The fingerprint of the index's names the stamp counts from, and how the index's file
    /// looked when the stamp was written: the stamp vouches for nothing once the index is
    /// another (written since by a program that did not stamp the folder, or put back).
    pub base: Fingerprint,
    pub index: Seen,
    /// The files made since, by name.
    pub made: BTreeSet<String>,
    /// The files written again since, by name.
    pub written: BTreeSet<String>,
}

/// What a change of this program's did to a file in the folder of games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::store) enum Touch {
    /// The file was made.
    Made,
    /// The file was written again (or left as it was).
    Written,
}

impl Stamp {
    /// A stamp that vouches for the index's names, `base`, as the folder's at `modified`,
    /// the index's file being as `index` saw it.
    pub fn new(modified: u128, base: Fingerprint, index: Seen) -> Stamp {
        Stamp {
            modified,
            base,
            index,
            made: BTreeSet::new(),
            written: BTreeSet::new(),
        }
    }

    /// The stamp in the index's folder `folder`, when there is one that reads.
    pub fn read(folder: &Path) -> Option<Stamp> {
        let text = fs::read(folder.join(FILE)).ok()?;
        let mut lines = text.split_inclusive(|&b| b == b'\n');
        let head = open(lines.next()?)?;
        let ["stamp", modified, count, sum, size, changed] = head[..] else {
            return None;
        };
        let mut stamp = Stamp::new(
            modified.parse().ok()?,
            Fingerprint {
                count: count.parse().ok()?,
                sum: sum.parse().ok()?,
            },
            Seen {
                size: size.parse().ok()?,
                modified: changed.parse().ok()?,
            },
        );
        for line in lines {
            let fields = open(line)?;
            let [kind, name] = fields[..] else {
                return None;
            };
            let name = unescape(name)?;
            match kind {
                "+" => stamp.made.insert(name),
                "=" => stamp.written.insert(name),
                _ => return None,
            };
        }
        Some(stamp)
    }

    /// The stamp's text: its first line, then a line for each file made or written.
    fn text(&self) -> String {
        let mut text = seal(&[
            "stamp".to_string(),
            self.modified.to_string(),
            self.base.count.to_string(),
            self.base.sum.to_string(),
            self.index.size.to_string(),
            self.index.modified.to_string(),
        ]);
        let lines = (self.made.iter().map(|name| ("+", name)))
            .chain(self.written.iter().map(|name| ("=", name)));
        for (kind, name) in lines {
            text.push_str(&seal(&[kind.to_string(), escape(name)]));
        }
        text
    }

    /// Writes the stamp in the index's folder `folder`, through a temporary file there (the
    /// folder of games is not touched).
    pub fn write(&self, folder: &Path) -> io::Result<()> {
        let temporary = folder.join(format!(".{FILE}.{}.tmp", std::process::id()));
        let written = atomic::new_temporary(&temporary)
            .and_then(|mut file| file.write_all(self.text().as_bytes()))
            .and_then(|()| fs::rename(&temporary, folder.join(FILE)));
        if written.is_err() {
            let _ = fs::remove_file(&temporary);
        }
        written
    }

    /// Notes a change to the file `name`, after which the folder's time was `modified`.
    fn record(&mut self, name: String, touch: Touch, modified: u128) {
        self.modified = modified;
        match touch {
            Touch::Made => self.made.insert(name),
            Touch::Written => self.written.insert(name),
        };
    }
}

/// The lock programs hold while they change the folder of games or its stamp.
#[derive(Debug)]
pub(in crate::store) struct FolderLock {
    _file: File,
}

impl FolderLock {
    /// Takes the lock of the index's folder `folder`, waiting a little while another program
    /// holds it; `None` when it cannot be had.
    pub fn take(folder: &Path) -> Option<FolderLock> {
        FolderLock::take_within(folder, PATIENCE)
    }

    /// Takes the lock of the folder `folder` (its file `lock`), waiting up to `patience`
    /// while another program holds it; `None` when it cannot be had.
    pub fn take_within(folder: &Path, patience: Duration) -> Option<FolderLock> {
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(folder.join(LOCK))
            .ok()?;
        let began = Instant::now();
        loop {
            match file.try_lock() {
                Ok(()) => return Some(FolderLock { _file: file }),
                Err(TryLockError::WouldBlock) if began.elapsed() < patience => {
                    std::thread::sleep(Duration::from_millis(1));
                }
                Err(_) => return None,
            }
        }
    }
}

/// The index's folder in the folder of games `games`.
fn index_folder(games: &Path) -> PathBuf {
    games.join(FOLDER)
}

/// The time of change of the folder `folder`, in nanoseconds since 1970.
pub(in crate::store) fn folder_modified(folder: &Path) -> Option<u128> {
    nanos(fs::metadata(folder).ok()?.modified().ok()?)
}

/// Does `write`, which changes the file `name` in the folder of games `games` as `touch`
/// says, and tells the stamp: when the stamp vouched for the folder just before, it vouches
/// for it after, with the file. What `write` gives is given back; a failed write leaves the
/// stamp as it was (and the folder's names are read at the next start).
pub(in crate::store) fn changing<T, E>(
    games: &Path,
    name: &str,
    touch: impl FnOnce(&T) -> Touch,
    write: impl FnOnce() -> Result<T, E>,
) -> Result<T, E> {
    let folder = index_folder(games);
    let Some(lock) = FolderLock::take(&folder) else {
        return write();
    };
    let before = folder_modified(games);
    let stamp = Stamp::read(&folder).filter(|stamp| Some(stamp.modified) == before);
    let written = write()?;
    if let (Some(mut stamp), Some(after)) = (stamp, folder_modified(games)) {
        stamp.record(name.to_string(), touch(&written), after);
        if stamp.write(&folder).is_err() {
            // A stamp that may be the old one must not vouch for the folder as it is now.
            let _ = fs::remove_file(folder.join(FILE));
        }
    }
    drop(lock);
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::atomic::tests::folder;

    #[test]
    fn a_stamp_reads_back_as_written_and_a_damaged_one_not_at_all() {
        let dir = folder("stamp-lines");
        let index = Seen {
            size: 4,
            modified: 5,
        };
        let mut stamp = Stamp::new(7, Fingerprint { count: 2, sum: 9 }, index);
        stamp.record("a\tb.pgn".to_string(), Touch::Made, 11);
        stamp.record("c.pgn".to_string(), Touch::Written, 12);
        stamp.write(&dir).unwrap();
        assert_eq!(Stamp::read(&dir), Some(stamp.clone()));
        let text = fs::read_to_string(dir.join(FILE)).unwrap();
        fs::write(dir.join(FILE), text.replace("c.pgn", "d.pgn")).unwrap();
        assert_eq!(Stamp::read(&dir), None, "a line changed by hand");
        fs::write(dir.join(FILE), &text[..text.len() - 3]).unwrap();
        assert_eq!(Stamp::read(&dir), None, "a line cut short");
    }

    #[test]
    fn a_change_is_recorded_only_when_the_stamp_vouched_for_the_folder_before_it() {
        let games = folder("stamp-changes");
        fs::create_dir_all(index_folder(&games)).unwrap();
        let base = Fingerprint { count: 3, sum: 5 };
        let modified = || folder_modified(&games).unwrap();
        let index = Seen {
            size: 4,
            modified: 5,
        };
        Stamp::new(modified(), base, index)
            .write(&index_folder(&games))
            .unwrap();
        changing(
            &games,
            "new.pgn",
            |_| Touch::Made,
            || fs::write(games.join("new.pgn"), "game"),
        )
        .unwrap();
        let stamp = Stamp::read(&index_folder(&games)).unwrap();
        assert_eq!(stamp.modified, modified());
        assert_eq!(stamp.base, base);
        assert!(stamp.made.contains("new.pgn"));
        // Another program's file: the stamp no longer vouches, and a change after it is not
        // recorded.
        std::thread::sleep(Duration::from_millis(20));
        fs::write(games.join("other.pgn"), "game").unwrap();
        changing(
            &games,
            "new.pgn",
            |_| Touch::Written,
            || {
                fs::write(games.join(".t"), "x")
                    .and_then(|()| fs::rename(games.join(".t"), games.join("new.pgn")))
            },
        )
        .unwrap();
        let after = Stamp::read(&index_folder(&games)).unwrap();
        assert_eq!(after, stamp, "left as it was");
        assert_ne!(after.modified, modified());
        // A failed write leaves the stamp as it was.
        let failed = changing(
            &games,
            "x.pgn",
            |_| Touch::Made,
            || Err::<(), _>(io::Error::other("full")),
        );
        assert!(failed.is_err());
        assert_eq!(Stamp::read(&index_folder(&games)), Some(stamp));
    }
}
