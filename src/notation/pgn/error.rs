//! What can go wrong reading PGN, and where.

use std::fmt;
use std::io;

/// Where the reader found a problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Location {
    /// The game, counted from 1 in the order of the input.
    pub game: u64,
    /// The line of the input, counted from 1; a line ends at LF, CR LF or CR.
    pub line: u64,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}, line {}", self.game, self.line)
    }
}

/// What can go wrong reading PGN: a game whose text cannot be made sense of, or the input
/// itself. Each says where, and quotes the offending text.
#[derive(Debug, thiserror::Error)]
pub enum PgnError {
    /// A tag pair opens with `[` but is not closed by `"]` on its line.
    #[error("{at}: unterminated tag pair '{token}'")]
    UnterminatedTag {
        /// Where the tag pair begins.
        at: Location,
        /// The line of the tag pair, shortened.
        token: String,
    },
    /// A tag pair is not of the form `[Name "value"]`.
    #[error("{at}: malformed tag pair '{token}' (expected [Name \"value\"])")]
    MalformedTag {
        /// Where the tag pair begins.
        at: Location,
        /// The line of the tag pair, shortened.
        token: String,
    },
    /// A tag pair runs on for more than [`MAX_TAG_LEN`](super::MAX_TAG_LEN) bytes.
    #[error("{at}: tag pair longer than {limit} bytes '{token}'")]
    TagTooLong {
        /// Where the tag pair begins.
        at: Location,
        /// The start of the tag pair.
        token: String,
        /// The longest tag pair the reader takes, in bytes.
        limit: usize,
    },
    /// A comment opens with `{` but runs to the end of the input, or into the tags of the next
    /// game, without a `}`.
    #[error("{at}: unterminated comment '{token}'")]
    UnterminatedComment {
        /// Where the comment begins.
        at: Location,
        /// The start of the comment.
        token: String,
    },
    /// The input is UTF-16 text, which PGN never is. The reader reads no further after this.
    #[error("{at}: the file is UTF-16 text: save it as UTF-8 and read it again")]
    Utf16 {
        /// The start of the input.
        at: Location,
    },
    /// The input could not be read. The reader reads no further after this.
    #[error("{at}: cannot read the input: {source}")]
    Io {
        /// How far the reader had come.
        at: Location,
        /// What the operating system said.
        source: io::Error,
    },
}

/// Something odd in a game that the reader reads past: the game is still read, and the
/// caller may say so.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PgnWarning {
    /// A variation's `(` has no matching `)`: it runs to the next game or the end.
    #[error("{at}: the variation opened here is never closed")]
    UnclosedVariation {
        /// Where the variation opens.
        at: Location,
    },
}

impl PgnError {
    /// Where the problem was found.
    pub fn location(&self) -> Location {
        match self {
            PgnError::UnterminatedTag { at, .. }
            | PgnError::MalformedTag { at, .. }
            | PgnError::TagTooLong { at, .. }
            | PgnError::UnterminatedComment { at, .. }
            | PgnError::Utf16 { at }
            | PgnError::Io { at, .. } => *at,
        }
    }
}
