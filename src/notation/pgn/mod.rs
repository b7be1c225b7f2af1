//! PGN: the portable game notation, read as a stream and written in export format.
//!
//! # Reading
//!
//! A [`Reader`] turns the bytes of a PGN file into events for a [`Visitor`]: tag pairs, move
//! numbers, move tokens as written, annotation glyphs, comments, variations and results. It
//! knows nothing of chess: a move token is handed over as text, for the caller to resolve
//! against the position. It reads through one fixed buffer, so memory stays the same for a file
//! of any size, and it hands text over as slices of that buffer, so nothing is allocated per
//! token.
//!
//! ```
//! use hotseat::notation::pgn::{Flow, Reader, Visitor};
//!
//! /// Counts the moves of each game.
//! struct MoveCounter(usize);
//!
//! impl Visitor for MoveCounter {
//!     type Output = usize;
//!
//!     fn begin_game(&mut self) {
//!         self.0 = 0;
//!     }
//!
//!     fn san(&mut self, _token: &str) -> Flow {
//!         self.0 += 1;
//!         Flow::Continue
//!     }
//!
//!     fn end_game(&mut self) -> usize {
//!         self.0
//!     }
//! }
//!
//! let pgn = "[White \"Anna\"]\n\n1. e4 e5 2. Nf3 {the knight} Nc6 1-0\n\n1.d4 d5 *\n";
//! let mut reader = Reader::new(pgn.as_bytes());
//! let mut counter = MoveCounter(0);
//! assert_eq!(reader.read_game(&mut counter)?, Some(4));
//! assert_eq!(reader.read_game(&mut counter)?, Some(2));
//! assert_eq!(reader.read_game(&mut counter)?, None);
//! # Ok::<(), hotseat::notation::pgn::PgnError>(())
//! ```
//!
//! ## What the reader accepts
//!
//! Real files are messy, so the reader tolerates what it can and reports only what would
//! otherwise lose or mix up games.
//!
//! - **Games** may have tags or none. A game ends at its result (`1-0`, `0-1`, `1/2-1/2`, `*`),
//!   at a `[` that starts a line (the tags of the next game), or at the end of the input.
//!   Comments that follow a result, up to the next game, belong to the game that ended.
//! - **Tag pairs** `[Name "value"]`, several to a line if need be; `\"` and `\\` in values are
//!   unescaped, other backslashes kept; a value's inner quotes need no escape when the closing
//!   `"]` is unambiguous, and a missing `]` at the end of the line is forgiven.
//! - **Movetext**: move numbers `12.`, `12...`, `12.e4`; move tokens as written (`Nf3+`,
//!   `0-0`, `exd5`, `♘f3`, garbage too: the caller decides what is a move); annotation glyphs
//!   `$n`, the suffixes `!` `?` `!!` `??` `!?` `?!` (attached to a move or not) and the common
//!   evaluation symbols (`+-`, `=`, `∞`, ...) as glyph numbers; comments `{...}` over any number
//!   of lines and `;` to the end of the line; variations `(...)`, nested, skipped unless the
//!   visitor asks for them; `%` escape lines; empty lines anywhere.
//! - **Text**: UTF-8 with or without a byte order mark; any bytes that are not valid UTF-8 are
//!   decoded as Windows-1252, the Latin-1 that files in the wild are written in (it differs from
//!   ISO 8859-1 only in 0x80..0x9F, which Latin-1 leaves to control codes); line ends LF,
//!   CR LF or CR.
//! - **Limits**: a comment longer than [`MAX_COMMENT_LEN`] bytes is cut to that length and the
//!   rest is skipped; a move token longer than [`MAX_MOVE_TOKEN_LEN`] likewise; a tag pair
//!   longer than [`MAX_TAG_LEN`] is an error.
//!
//! Errors ([`PgnError`]) name the game and the line. After an error the reader has skipped the
//! rest of the broken game, so the next [`Reader::read_game`] reads the next one. A `{` comment
//! that reaches a line starting with a tag pair (`[Name "`) before its `}` counts as
//! unterminated, so that a lost brace costs one game rather than the rest of the file.

mod decode;
mod error;
mod input;
mod nag;
mod reader;
mod scan;
mod visitor;
mod writer;

pub use error::{Location, PgnError, PgnErrorKind, PgnWarning};
pub use nag::Nag;
pub use reader::{BUFFER_LEN, Reader};
pub use visitor::{Flow, Skip, Visitor};
pub use writer::{MovetextWriter, WrittenLine, WrittenMove};

/// The longest comment handed to [`Visitor::comment`] whole, in bytes of its text (as UTF-8,
/// after decoding). A longer comment is cut to this length (at a character boundary) and the
/// rest of it is skipped.
pub const MAX_COMMENT_LEN: usize = 64 * 1024;

/// The longest tag pair, in bytes from `[` to `]`. A longer one is a [`PgnErrorKind::TagTooLong`].
pub const MAX_TAG_LEN: usize = 8 * 1024;

/// The longest move token handed to [`Visitor::san`], in bytes of its text (as UTF-8, after
/// decoding). A longer run of characters is cut to this length and the rest of it is skipped.
pub const MAX_MOVE_TOKEN_LEN: usize = 255;
