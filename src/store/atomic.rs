//! The two ways a file of the store is written: created without ever replacing another file,
//! and rewritten atomically; both through a complete temporary file beside it.
//!
//! A rewrite follows symbolic links to the file they lead to and writes that file, in its own
//! folder, keeping its permissions (and owner, where the system lets it). Only a regular file
//! is ever replaced: a folder, a device, a named pipe or a socket at the path is refused with
//! the reason, and nothing is written.

use std::fs::{self, File, Metadata, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::file_name;
use crate::phrase;
use crate::sentence::{Phrase, Sentence};

/// The folder `path` lies in (`.` for a bare file name).
pub(super) fn folder_of(path: &Path) -> &Path {
    path.parent()
        .filter(|parent| !parent.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// Why a file was not written: nothing at its path changed.
#[derive(Debug)]
pub enum WriteError {
    /// The path names no file: it is empty, or ends in `..` or the root.
    NoName,
    /// The folder the file would be in is not there: the folder named.
    NoFolder(PathBuf),
    /// The folder the file would be in is not a folder: the file that stands in its way.
    NotAFolder(PathBuf),
    /// Something that is not a regular file is at the path (or where its links lead), and
    /// only a regular file is ever replaced.
    NotAFile {
        /// Where it is: the end of the links.
        path: PathBuf,
        /// What it is.
        kind: NotAFile,
        /// Whether a symbolic link led there from the path written to.
        linked: bool,
    },
    /// The path's symbolic links go round in a circle, or on too long to follow.
    Links,
    /// A regular file is there, and the write was not to replace it: the file (the end of
    /// the links).
    Exists(PathBuf),
    /// What the system said.
    Io(io::Error),
}

/// What stands at a path instead of a regular file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotAFile {
    /// A folder.
    Folder,
    /// A device (a character or block special file: `/dev/null`, a disk).
    Device,
    /// A named pipe (FIFO).
    Fifo,
    /// A socket.
    Socket,
}

impl NotAFile {
    /// What a file of this type is; `None` for a regular file or a symbolic link.
    fn of(meta: &Metadata) -> Option<NotAFile> {
        let kind = meta.file_type();
        if kind.is_file() || kind.is_symlink() {
            return None;
        }
        if kind.is_dir() {
            return Some(NotAFile::Folder);
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if kind.is_fifo() {
                return Some(NotAFile::Fifo);
            }
            if kind.is_socket() {
                return Some(NotAFile::Socket);
            }
        }
        Some(NotAFile::Device)
    }

    /// The word the messages select on.
    fn word(self) -> &'static str {
        match self {
            NotAFile::Folder => "folder",
            NotAFile::Device => "device",
            NotAFile::Fifo => "fifo",
            NotAFile::Socket => "socket",
        }
    }
}

impl From<io::Error> for WriteError {
    fn from(error: io::Error) -> WriteError {
        WriteError::Io(error)
    }
}

impl std::error::Error for WriteError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            WriteError::Io(source) => Some(source),
            _ => None,
        }
    }
}

impl Sentence for WriteError {
    fn phrase(&self) -> Phrase<'_> {
        let shown = |path: &Path| path.display().to_string();
        match self {
            WriteError::NoName => phrase!("write-no-name"),
            WriteError::NoFolder(folder) => phrase!("write-no-folder", folder = shown(folder)),
            WriteError::NotAFolder(file) => phrase!("write-not-a-folder", file = shown(file)),
            WriteError::NotAFile {
                path,
                kind,
                linked: true,
            } => phrase!(
                "write-leads-to-no-file",
                path = shown(path),
                kind = kind.word()
            ),
            WriteError::NotAFile { kind, .. } => phrase!("write-not-a-file", kind = kind.word()),
            WriteError::Links => phrase!("write-links"),
            WriteError::Exists(path) => phrase!("write-exists", path = shown(path)),
            WriteError::Io(source) => source.phrase(),
        }
    }
}

/// What a rewrite does with a regular file already at the path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Existing {
    /// Replaces it (the game's own file, or a copy the players agreed to write over).
    Replace,
    /// Leaves it, with [`WriteError::Exists`].
    Keep,
}

/// How many symbolic links a write follows before it gives up, as the system does.
const MAX_LINKS: usize = 40;

/// What a write to a path finds there, links followed.
#[derive(Debug)]
struct Target {
    /// The file written: the path, or the end of its links.
    path: PathBuf,
    /// The regular file there now, if there is one.
    existing: Option<Metadata>,
}

/// Where a write to `path` lands: the end of its symbolic links, and whether there were
/// any; `None` when they go round in a circle, or on further than the system would follow.
pub(super) fn end_of_links(path: &Path) -> Option<(PathBuf, bool)> {
    let mut path = path.to_path_buf();
    for links in 0..MAX_LINKS {
        match fs::read_link(&path) {
            Ok(leads_to) => path = folder_of(&path).join(leads_to),
            // Not a link, or nothing there: the end.
            Err(_) => return Some((path, links > 0)),
        }
    }
    None
}

/// Whether a file can be written at `path` as every write here writes one: what the write
/// would refuse (a device, a folder, a missing folder, a file in the way), said before any
/// work that the write would throw away. The file itself is not touched.
pub fn check_writable(path: &Path) -> Result<(), WriteError> {
    target_of(path).map(|_| ())
}

/// Finds what is where a write to `path` lands ([`end_of_links`]): a regular file, or
/// nothing in a folder that is there. Anything else is refused.
fn target_of(path: &Path) -> Result<Target, WriteError> {
    let (path, linked) = end_of_links(path).ok_or(WriteError::Links)?;
    if path.file_name().is_none() {
        return Err(WriteError::NoName);
    }
    match fs::symlink_metadata(&path) {
        Ok(meta) => match NotAFile::of(&meta) {
            Some(kind) => Err(WriteError::NotAFile { path, kind, linked }),
            None => Ok(Target {
                path,
                existing: Some(meta),
            }),
        },
        Err(error) if is_missing(&error) => {
            check_folder(folder_of(&path))?;
            Ok(Target {
                path,
                existing: None,
            })
        }
        Err(error) => Err(WriteError::Io(error)),
    }
}

/// Whether `error` says that nothing is at a path: nothing of that name, or a file where one
/// of its folders should be.
fn is_missing(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
    )
}

/// Whether a file can be made in `folder`: it is there and is a folder. Otherwise the folder
/// missing, or the file that stands where a folder (it or one above it) should be.
pub(super) fn check_folder(folder: &Path) -> Result<(), WriteError> {
    match fs::metadata(folder) {
        Ok(meta) if meta.is_dir() => Ok(()),
        Ok(_) => Err(WriteError::NotAFolder(folder.to_path_buf())),
        Err(error) if is_missing(&error) => {
            // The nearest part of the path that is there tells which is wrong.
            let in_the_way = folder
                .ancestors()
                .skip(1)
                .filter(|part| !part.as_os_str().is_empty())
                .find_map(|part| fs::metadata(part).ok().map(|meta| (part, meta)));
            match in_the_way {
                Some((part, meta)) if !meta.is_dir() => {
                    Err(WriteError::NotAFolder(part.to_path_buf()))
                }
                _ => Err(WriteError::NoFolder(folder.to_path_buf())),
            }
        }
        Err(error) => Err(WriteError::Io(error)),
    }
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

/// Writes a complete temporary file for `path`: written, flushed and synced, with the
/// permissions (and, where allowed, the owner) of `like`, the file it is to replace. It is
/// made new: a leftover of the same name goes first, and nothing there (a link) is followed.
fn write_temporary(
    path: &Path,
    contents: &[u8],
    writers: Writers,
    like: Option<&Metadata>,
) -> io::Result<PathBuf> {
    let temporary = temporary_for(path, writers);
    let written = (|| {
        let mut file = new_temporary(&temporary)?;
        if let Some(like) = like {
            keep_owner(&file, like);
            file.set_permissions(like.permissions())?;
        }
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

/// A new file at `path`, a temporary file's name in its folder, opened to be written: a
/// leftover of that name goes first, and nothing found there (a link planted at the name)
/// is followed or written through.
pub(super) fn new_temporary(path: &Path) -> io::Result<File> {
    let _ = fs::remove_file(path);
    OpenOptions::new().write(true).create_new(true).open(path)
}

/// Gives `file` the owner and group of `like`, where the system allows it (a program run by
/// the superuser writing another user's file); elsewhere it stays the writer's.
#[cfg(unix)]
fn keep_owner(file: &File, like: &Metadata) {
    use std::os::unix::fs::MetadataExt;
    let _ = std::os::unix::fs::fchown(file, Some(like.uid()), Some(like.gid()));
}

/// Files have no owner to keep here.
#[cfg(not(unix))]
fn keep_owner(_file: &File, _like: &Metadata) {}

/// Makes a rename or a new link in the folder of `path` durable.
fn sync_folder(path: &Path) {
    if let Ok(folder) = File::open(folder_of(path)) {
        let _ = folder.sync_all();
    }
}

/// Writes a file so that it is either the old or the new version, never half of one: the
/// file `path` names, its links followed, is written as a temporary file in its own folder
/// (flushed and synced, with the old file's permissions), renamed over the old one, and the
/// folder synced. Only a regular file is replaced, and only when `existing` says so;
/// anything else at the path is refused, and left as it was. Returns the file written.
pub(super) fn write_atomically(
    path: &Path,
    contents: &[u8],
    writers: Writers,
    existing: Existing,
) -> Result<PathBuf, WriteError> {
    let target = target_of(path)?;
    if target.existing.is_some() && existing == Existing::Keep {
        return Err(WriteError::Exists(target.path));
    }
    let temporary = write_temporary(&target.path, contents, writers, target.existing.as_ref())?;
    if let Err(error) = fs::rename(&temporary, &target.path) {
        let _ = fs::remove_file(&temporary);
        return Err(WriteError::Io(error));
    }
    sync_folder(&target.path);
    Ok(target.path)
}

/// Creates `path` with `contents`, whole or not at all, and only if no file of that name
/// exists: `false`, with nothing written, when one does. The complete temporary file is
/// linked to the new name (a link never replaces a file); where the file system has no links,
/// the file is created with `create_new` and written. Only the holder of the file's lock
/// creates it.
pub(super) fn create_atomically(path: &Path, contents: &[u8]) -> io::Result<bool> {
    let temporary = write_temporary(path, contents, Writers::LockHolder, None)?;
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
        write_temporary(path, contents, Writers::LockHolder, None)
            .expect("the temporary file is written");
    }

    /// An empty folder of its own for the test `name`, under the system's temporary folder:
    /// the one setup of every test of the store that writes files.
    pub(in crate::store) fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("hotseat-store-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// The hidden temporary files left in `dir`.
    fn leftovers(dir: &Path) -> Vec<PathBuf> {
        fs::read_dir(dir)
            .unwrap()
            .flatten()
            .map(|entry| entry.path())
            .filter(|path| file_name(path).ends_with(".tmp"))
            .collect()
    }

    #[test]
    fn writing_is_atomic_and_failures_leave_the_old_file() {
        let dir = folder("atomic");
        let path = dir.join("file.pgn");
        let replace = Existing::Replace;
        write_atomically(&path, b"old", Writers::Anyone, replace).unwrap();
        write_atomically(&path, b"new", Writers::LockHolder, replace).unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        let nowhere = dir.join("no-such-folder/file.pgn");
        assert!(write_atomically(&nowhere, b"x", Writers::Anyone, replace).is_err());
        assert_eq!(leftovers(&dir), Vec::<PathBuf>::new());
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
    fn a_file_is_kept_unless_it_is_to_be_replaced() {
        let dir = folder("keep");
        let path = dir.join("copy.pgn");
        fs::write(&path, "theirs").unwrap();
        match write_atomically(&path, b"ours", Writers::Anyone, Existing::Keep) {
            Err(WriteError::Exists(at)) => assert_eq!(at, path),
            other => panic!("{other:?}"),
        }
        assert_eq!(fs::read_to_string(&path).unwrap(), "theirs");
        let fresh = dir.join("fresh.pgn");
        let written = write_atomically(&fresh, b"ours", Writers::Anyone, Existing::Keep);
        assert_eq!(written.unwrap(), fresh);
        assert_eq!(leftovers(&dir), Vec::<PathBuf>::new());
    }

    #[test]
    fn a_path_that_names_no_file_in_a_folder_is_refused_with_the_reason() {
        let dir = folder("no-folder");
        fs::write(dir.join("a file"), "x").unwrap();
        type Expected = fn(&WriteError) -> bool;
        let cases: [(&str, Expected); 4] = [
            ("", |error| matches!(error, WriteError::NoName)),
            ("..", |error| matches!(error, WriteError::NoName)),
            (
                "missing/deeper/x.pgn",
                |error| matches!(error, WriteError::NoFolder(folder) if folder.ends_with("missing/deeper")),
            ),
            (
                "a file/x.pgn",
                |error| matches!(error, WriteError::NotAFolder(file) if file.ends_with("a file")),
            ),
        ];
        for (name, expected) in cases {
            let path = if name.is_empty() {
                PathBuf::new()
            } else {
                dir.join(name)
            };
            let error =
                write_atomically(&path, b"x", Writers::Anyone, Existing::Replace).expect_err(name);
            assert!(expected(&error), "{name:?}: {error:?}");
        }
        assert_eq!(leftovers(&dir), Vec::<PathBuf>::new());
        assert_eq!(leftovers(Path::new(".")), Vec::<PathBuf>::new());
    }

    #[cfg(unix)]
    mod unix {
        use std::ffi::CString;
        use std::os::unix::ffi::OsStrExt;
        use std::os::unix::fs::{FileTypeExt, MetadataExt, PermissionsExt, symlink};

        use super::*;

        /// A named pipe at `path`.
        fn fifo(path: &Path) {
            let name = CString::new(path.as_os_str().as_bytes()).unwrap();
            // SAFETY: `name` is a valid C string that lives across the call.
            assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0, "mkfifo");
        }

        #[test]
        fn a_write_goes_through_links_and_keeps_the_files_permissions() {
            let dir = folder("links");
            fs::create_dir(dir.join("elsewhere")).unwrap();
            let target = dir.join("elsewhere/game.pgn");
            fs::write(&target, "old").unwrap();
            fs::set_permissions(&target, fs::Permissions::from_mode(0o640)).unwrap();
            // A link to a link, the second relative to its own folder.
            symlink("game.pgn", dir.join("elsewhere/second.pgn")).unwrap();
            symlink(dir.join("elsewhere/second.pgn"), dir.join("first.pgn")).unwrap();
            let written = write_atomically(
                &dir.join("first.pgn"),
                b"new",
                Writers::Anyone,
                Existing::Replace,
            )
            .unwrap();
            assert_eq!(written, dir.join("elsewhere/game.pgn"));
            for link in ["first.pgn", "elsewhere/second.pgn"] {
                let meta = fs::symlink_metadata(dir.join(link)).unwrap();
                assert!(meta.file_type().is_symlink(), "{link} is still a link");
            }
            assert_eq!(fs::read_to_string(&target).unwrap(), "new");
            let meta = fs::metadata(&target).unwrap();
            assert_eq!(meta.permissions().mode() & 0o7777, 0o640);
            assert_eq!(leftovers(&dir.join("elsewhere")), Vec::<PathBuf>::new());
            assert_eq!(leftovers(&dir), Vec::<PathBuf>::new());

            // A link to nothing yet makes the file it names.
            symlink("later.pgn", dir.join("dangling.pgn")).unwrap();
            let dangling = dir.join("dangling.pgn");
            write_atomically(&dangling, b"made", Writers::Anyone, Existing::Keep).unwrap();
            assert_eq!(fs::read_to_string(dir.join("later.pgn")).unwrap(), "made");
            assert!(
                fs::symlink_metadata(&dangling)
                    .unwrap()
                    .file_type()
                    .is_symlink()
            );
        }

        #[test]
        fn only_regular_files_are_ever_replaced() {
            let dir = folder("not-files");
            fifo(&dir.join("pipe"));
            fs::create_dir(dir.join("folder")).unwrap();
            let _socket = std::os::unix::net::UnixListener::bind(dir.join("socket")).unwrap();
            symlink("/dev/null", dir.join("null")).unwrap();
            symlink("round", dir.join("round")).unwrap();
            let cases = [
                ("pipe", Some(NotAFile::Fifo)),
                ("folder", Some(NotAFile::Folder)),
                ("socket", Some(NotAFile::Socket)),
                ("null", Some(NotAFile::Device)),
                ("round", None),
            ];
            for (name, kind) in cases {
                let path = dir.join(name);
                let before = fs::symlink_metadata(&path).unwrap();
                let error = write_atomically(&path, b"x", Writers::Anyone, Existing::Replace)
                    .expect_err(name);
                match (kind, &error) {
                    (Some(kind), WriteError::NotAFile { kind: found, .. }) => {
                        assert_eq!(*found, kind, "{name}");
                    }
                    (None, WriteError::Links) => {}
                    _ => panic!("{name}: {error:?}"),
                }
                let after = fs::symlink_metadata(&path).unwrap();
                assert_eq!(
                    (after.ino(), after.file_type()),
                    (before.ino(), before.file_type()),
                    "{name} is left as it was"
                );
            }
            assert!(
                fs::metadata("/dev/null")
                    .unwrap()
                    .file_type()
                    .is_char_device()
            );
            assert_eq!(leftovers(&dir), Vec::<PathBuf>::new());
        }

        /// A device node of its own, where the system lets this program make one (the
        /// superuser's): refused as `/dev/full` itself would be, and never replaced.
        #[test]
        fn a_device_node_is_never_replaced() {
            let dir = folder("device");
            let path = dir.join("full");
            let name = CString::new(path.as_os_str().as_bytes()).unwrap();
            // SAFETY: `name` is a valid C string that lives across the call.
            let made =
                unsafe { libc::mknod(name.as_ptr(), libc::S_IFCHR | 0o666, libc::makedev(1, 7)) };
            if made != 0 {
                eprintln!("skipped: this user cannot make a device node");
                return;
            }
            let error = write_atomically(&path, b"x", Writers::Anyone, Existing::Replace)
                .expect_err("a device");
            assert!(
                matches!(
                    error,
                    WriteError::NotAFile {
                        kind: NotAFile::Device,
                        ..
                    }
                ),
                "{error:?}"
            );
            assert!(
                fs::symlink_metadata(&path)
                    .unwrap()
                    .file_type()
                    .is_char_device()
            );
        }
    }
}
