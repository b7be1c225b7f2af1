//! What can go wrong reading PGN, and where.

use std::io;

use crate::phrase;
use crate::sentence::{Phrase, Sentence};

/// Where the reader found a problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Location {
    /// The game, counted from 1 in the order of the input.
    pub game: u64,
    /// The line of the input, counted from 1; a line ends at LF, CR LF or CR.
    pub line: u64,
}

impl Sentence for Location {
    /// `game 2, line 14`.
    fn phrase(&self) -> Phrase<'_> {
        phrase!("pgn-location", game = self.game, line = self.line)
    }
}

/// What can go wrong reading PGN: a game whose text cannot be made sense of, or the input
/// itself. Each says where, and quotes the offending text.
#[derive(Debug)]
pub struct PgnError {
    /// Where: the start of the offending text, or how far the reader had come.
    pub at: Location,
    /// What went wrong there.
    pub kind: PgnErrorKind,
}

/// What went wrong reading PGN.
#[derive(Debug)]
pub enum PgnErrorKind {
    /// A tag pair opens with `[` but is not closed by `"]` on its line.
    UnterminatedTag {
        /// The line of the tag pair, shortened.
        token: String,
    },
    /// A tag pair is not of the form `[Name "value"]`.
    MalformedTag {
        /// The line of the tag pair, shortened.
        token: String,
    },
    /// A tag pair runs on for more than [`MAX_TAG_LEN`](super::MAX_TAG_LEN) bytes.
    TagTooLong {
        /// The start of the tag pair.
        token: String,
        /// The longest tag pair the reader takes, in bytes.
        limit: usize,
    },
    /// A comment opens with `{` but runs to the end of the input, or into the tags of the next
    /// game, without a `}`.
    UnterminatedComment {
        /// The start of the comment.
        token: String,
    },
    /// The input is UTF-16 text, which PGN never is. The reader reads no further after this.
    Utf16,
    /// The input could not be read. The reader reads no further after this.
    Io(io::Error),
}

impl std::error::Error for PgnError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            PgnErrorKind::Io(source) => Some(source),
            _ => None,
        }
    }
}

impl PgnError {
    /// Whether the input itself could not be read (a read error, UTF-16 text), rather than
    /// one game's text: the reader reads no further.
    pub fn is_unreadable_input(&self) -> bool {
        matches!(self.kind, PgnErrorKind::Io(_) | PgnErrorKind::Utf16)
    }
}

impl Sentence for PgnError {
    fn phrase(&self) -> Phrase<'_> {
        self.kind.phrase().with("at", self.at.phrase())
    }
}

impl Sentence for PgnErrorKind {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            PgnErrorKind::UnterminatedTag { token } => {
                phrase!("pgn-unterminated-tag", token = token)
            }
            PgnErrorKind::MalformedTag { token } => phrase!("pgn-malformed-tag", token = token),
            PgnErrorKind::TagTooLong { token, limit } => {
                phrase!("pgn-tag-too-long", token = token, limit = *limit)
            }
            PgnErrorKind::UnterminatedComment { token } => {
                phrase!("pgn-unterminated-comment", token = token)
            }
            PgnErrorKind::Utf16 => phrase!("pgn-utf16"),
            PgnErrorKind::Io(source) => phrase!("pgn-io", reason = source.phrase()),
        }
    }
}

/// Something odd in a game that the reader reads past: the game is still read, and the
/// caller may say so.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PgnWarning {
    /// A variation's `(` has no matching `)`: it runs to the next game or the end.
    UnclosedVariation {
        /// Where the variation opens.
        at: Location,
    },
}

impl Sentence for PgnWarning {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            PgnWarning::UnclosedVariation { at } => {
                phrase!("pgn-unclosed-variation", at = at.phrase())
            }
        }
    }
}
