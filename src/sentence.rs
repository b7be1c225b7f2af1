//! What a sentence says before it has words: the id of a message in the catalogues
//! (`locales/{en,ru}/*.ftl`) and the values of its placeables, as a [`Phrase`].
//!
//! The errors and endings of the layers below the app make their phrase
//! ([`Sentence::phrase`]) and know no language: this module is all they know of words, and it
//! knows nothing else (`std` only). [`crate::i18n`] says a phrase in the language of the
//! screen and gives each of these types its English `Display` from the English catalogue, so
//! every sentence is written once, in the catalogue of each language. A new variant of an
//! error is the variant, its arm in the type's `phrase` (beside the type), and one message per
//! language; a test holds every id used to both catalogues.

use std::borrow::Cow;
use std::io;
use std::time::Duration;

/// A message of the catalogues with the values of its placeables, in no language yet. Build
/// one with [`phrase!`](crate::phrase).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phrase<'a> {
    id: &'static str,
    args: Vec<(&'static str, Arg<'a>)>,
}

/// The value of a placeable of a [`Phrase`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg<'a> {
    /// Text shown as it is (a square, a field of a FEN, a path), or a word the message
    /// selects its variant on and never shows (`white`, `kingside`).
    Text(Cow<'a, str>),
    /// A number: what plural forms select on.
    Number(u64),
    /// A move in standard SAN, as `San` writes it; said in the notation of the language
    /// (`Nf3`, `Кf3`, `0-0`).
    Move(Cow<'a, str>),
    /// Values of which one is meant, joined with the language's word for or: `a or b`,
    /// `a, b or c`.
    OneOf(Vec<Arg<'a>>),
    /// Another sentence, said in the same language: the reason inside a reason.
    Phrase(Box<Phrase<'a>>),
    /// A length of time, said the one way every sentence says one (`2.1 s`, `40 s`, `2:14`).
    Duration(Duration),
}

impl<'a> Phrase<'a> {
    /// The message `id`, with no placeables filled yet; [`phrase!`](crate::phrase) is the
    /// short way to write one with its values.
    pub fn new(id: &'static str) -> Phrase<'a> {
        Phrase {
            id,
            args: Vec::new(),
        }
    }

    /// This phrase with `value` in the placeable `name`: how a type with its context in one
    /// place (a file's path, a control as written) adds it to the phrase of what went wrong.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg<'a>>) -> Phrase<'a> {
        self.args.push((name, value.into()));
        self
    }

    /// The id of the message in the catalogues.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// Each placeable's name and value, in the order given.
    pub fn args(&self) -> &[(&'static str, Arg<'a>)] {
        &self.args
    }

    /// The phrase with its values its own, borrowing nothing: kept to be said later (what
    /// was said before the screen opened, said again on it).
    pub fn into_owned(self) -> Phrase<'static> {
        Phrase {
            id: self.id,
            args: self
                .args
                .into_iter()
                .map(|(name, value)| (name, value.into_owned()))
                .collect(),
        }
    }
}

impl Arg<'_> {
    /// The value, borrowing nothing.
    fn into_owned(self) -> Arg<'static> {
        match self {
            Arg::Text(text) => Arg::Text(Cow::Owned(text.into_owned())),
            Arg::Number(number) => Arg::Number(number),
            Arg::Move(san) => Arg::Move(Cow::Owned(san.into_owned())),
            Arg::OneOf(values) => Arg::OneOf(values.into_iter().map(Arg::into_owned).collect()),
            Arg::Phrase(phrase) => Arg::Phrase(Box::new(phrase.into_owned())),
            Arg::Duration(time) => Arg::Duration(time),
        }
    }
}

/// A value that can be told to the players: an error, an ending, a reason.
pub trait Sentence {
    /// What to say, as a message of the catalogues and its values.
    fn phrase(&self) -> Phrase<'_>;
}

/// A [`Phrase`]: the message id, then each placeable as `name = value`, where the value is
/// anything that becomes an [`Arg`] (text, a number, another phrase):
/// `phrase!("fen-rank-count", board = board.as_str(), count = *count)`.
#[macro_export]
macro_rules! phrase {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::sentence::Phrase::new($id)$(.with(stringify!($name), $value))*
    };
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(Cow::Owned(text))
    }
}

impl From<char> for Arg<'_> {
    fn from(c: char) -> Self {
        Arg::Text(Cow::Owned(c.to_string()))
    }
}

impl From<u64> for Arg<'_> {
    fn from(number: u64) -> Self {
        Arg::Number(number)
    }
}

impl From<u32> for Arg<'_> {
    fn from(number: u32) -> Self {
        Arg::Number(u64::from(number))
    }
}

impl From<usize> for Arg<'_> {
    fn from(number: usize) -> Self {
        Arg::Number(u64::try_from(number).unwrap_or(u64::MAX))
    }
}

impl From<Duration> for Arg<'_> {
    fn from(time: Duration) -> Self {
        Arg::Duration(time)
    }
}

impl<'a> From<Phrase<'a>> for Arg<'a> {
    fn from(phrase: Phrase<'a>) -> Arg<'a> {
        Arg::Phrase(Box::new(phrase))
    }
}

/// Every kind of error the system reports that the standard library names, with the message
/// that says it: what a failed read or write tells the player, in the player's words.
const IO_KINDS: [(io::ErrorKind, &str); 39] = [
    (io::ErrorKind::NotFound, "io-not-found"),
    (io::ErrorKind::PermissionDenied, "io-permission-denied"),
    (io::ErrorKind::ConnectionRefused, "io-connection-refused"),
    (io::ErrorKind::ConnectionReset, "io-connection-reset"),
    (io::ErrorKind::HostUnreachable, "io-host-unreachable"),
    (io::ErrorKind::NetworkUnreachable, "io-network-unreachable"),
    (io::ErrorKind::ConnectionAborted, "io-connection-aborted"),
    (io::ErrorKind::NotConnected, "io-not-connected"),
    (io::ErrorKind::AddrInUse, "io-address-in-use"),
    (io::ErrorKind::AddrNotAvailable, "io-address-not-available"),
    (io::ErrorKind::NetworkDown, "io-network-down"),
    (io::ErrorKind::BrokenPipe, "io-broken-pipe"),
    (io::ErrorKind::AlreadyExists, "io-already-exists"),
    (io::ErrorKind::WouldBlock, "io-would-block"),
    (io::ErrorKind::NotADirectory, "io-not-a-directory"),
    (io::ErrorKind::IsADirectory, "io-is-a-directory"),
    (io::ErrorKind::DirectoryNotEmpty, "io-directory-not-empty"),
    (io::ErrorKind::ReadOnlyFilesystem, "io-read-only"),
    (
        io::ErrorKind::StaleNetworkFileHandle,
        "io-stale-network-file",
    ),
    (io::ErrorKind::InvalidInput, "io-invalid-input"),
    (io::ErrorKind::InvalidData, "io-invalid-data"),
    (io::ErrorKind::TimedOut, "io-timed-out"),
    (io::ErrorKind::WriteZero, "io-write-zero"),
    (io::ErrorKind::StorageFull, "io-storage-full"),
    (io::ErrorKind::NotSeekable, "io-not-seekable"),
    (io::ErrorKind::QuotaExceeded, "io-quota-exceeded"),
    (io::ErrorKind::FileTooLarge, "io-file-too-large"),
    (io::ErrorKind::ResourceBusy, "io-resource-busy"),
    (io::ErrorKind::ExecutableFileBusy, "io-executable-busy"),
    (io::ErrorKind::Deadlock, "io-deadlock"),
    (io::ErrorKind::CrossesDevices, "io-crosses-devices"),
    (io::ErrorKind::TooManyLinks, "io-too-many-links"),
    (io::ErrorKind::InvalidFilename, "io-invalid-filename"),
    (
        io::ErrorKind::ArgumentListTooLong,
        "io-argument-list-too-long",
    ),
    (io::ErrorKind::Interrupted, "io-interrupted"),
    (io::ErrorKind::Unsupported, "io-unsupported"),
    (io::ErrorKind::UnexpectedEof, "io-unexpected-eof"),
    (io::ErrorKind::OutOfMemory, "io-out-of-memory"),
    (io::ErrorKind::Other, "io-other"),
];

/// The kinds the standard library reports but does not yet let a program name, by the name
/// they print as (`{:?}`), with their messages: a loop of symbolic links comes from opening
/// a path as any other error does.
const UNNAMED_IO_KINDS: [(&str, &str); 2] = [
    ("FilesystemLoop", "io-filesystem-loop"),
    ("InProgress", "io-in-progress"),
];

impl Sentence for io::Error {
    /// The kind of error in the words of the catalogue; what the system said only for an
    /// error of no kind the library names (`io-other`, with the system's own words and the
    /// error's number).
    fn phrase(&self) -> Phrase<'_> {
        let kind = self.kind();
        let named = IO_KINDS
            .iter()
            .find(|(known, _)| *known == kind)
            .map(|(_, id)| *id)
            .or_else(|| {
                let name = format!("{kind:?}");
                UNNAMED_IO_KINDS
                    .iter()
                    .find(|(known, _)| *known == name)
                    .map(|(_, id)| *id)
            });
        match named {
            Some(id) if id != "io-other" => Phrase::new(id),
            _ => {
                let reason = self.get_ref().map_or_else(
                    || strip_os_code(&self.to_string()).to_string(),
                    ToString::to_string,
                );
                let code = self
                    .raw_os_error()
                    .map_or(0, |code| u64::try_from(code).unwrap_or(0));
                crate::phrase!("io-other", reason = reason, code = code)
            }
        }
    }
}

/// The system's words without the ` (os error 6)` the library adds, which the message says
/// in the player's words.
fn strip_os_code(text: &str) -> &str {
    match text.rfind(" (os error ") {
        Some(at) if text.ends_with(')') => &text[..at],
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phrase_keeps_its_values_in_order_and_takes_context_after() {
        let inner = crate::phrase!("fen-rank-count", board = "8/8", count = 2_usize);
        let phrase = crate::phrase!("store-game", number = 3_u32, reason = inner.clone())
            .with("path", String::from("/a.pgn"));
        assert_eq!(phrase.id(), "store-game");
        let names: Vec<&str> = phrase.args().iter().map(|(name, _)| *name).collect();
        assert_eq!(names, ["number", "reason", "path"]);
        assert_eq!(phrase.args()[0].1, Arg::Number(3));
        assert_eq!(phrase.args()[1].1, Arg::Phrase(Box::new(inner)));
    }

    #[test]
    fn the_system_s_words_are_kept_only_where_no_kind_is_named() {
        let other = io::Error::other("E42");
        let phrase = other.phrase();
        assert_eq!(phrase.id(), "io-other");
        assert_eq!(phrase.args()[0].1, Arg::from("E42".to_string()));
        let denied = io::Error::from(io::ErrorKind::PermissionDenied);
        assert_eq!(denied.phrase().id(), "io-permission-denied");
        // A custom message of a named kind is said by its kind.
        let custom = io::Error::new(io::ErrorKind::InvalidData, "stream did not contain UTF-8");
        assert_eq!(custom.phrase().id(), "io-invalid-data");
    }

    /// Every error number the system can give is said by its kind, in the catalogue's words,
    /// unless the standard library gives it no kind at all; then the system's words are
    /// kept, without the library's English `(os error N)`, and with the number.
    #[test]
    fn every_error_of_the_system_is_said_in_the_catalogue_s_words() {
        let mut kinds = 0;
        for code in 1..200 {
            let error = io::Error::from_raw_os_error(code);
            let kind = format!("{:?}", error.kind());
            let phrase = error.phrase();
            if kind == "Uncategorized" || kind == "Other" {
                assert_eq!(phrase.id(), "io-other", "{code}");
                let reason = &phrase.args()[0].1;
                assert!(
                    !matches!(reason, Arg::Text(text) if text.contains("os error")),
                    "{code}: {reason:?}"
                );
                assert!(phrase.args().contains(&("code", Arg::Number(code as u64))));
            } else {
                kinds += 1;
                assert_ne!(phrase.id(), "io-other", "{code} is {kind}");
            }
        }
        assert!(kinds > 30, "{kinds} numbers have kinds");
        for (kind, id) in IO_KINDS {
            assert_eq!(io::Error::from(kind).phrase().id(), id);
        }
    }
}
