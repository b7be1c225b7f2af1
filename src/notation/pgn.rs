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

use std::fmt;
use std::io::{self, Read};
use std::ops::Range;

// ----------------------------------------------------------------------------------------------
// Reading: the public face
// ----------------------------------------------------------------------------------------------

/// The longest comment handed to [`Visitor::comment`] whole, in bytes. A longer comment is cut
/// to this length (at a character boundary) and the rest of it is skipped.
pub const MAX_COMMENT_LEN: usize = 64 * 1024;

/// The longest tag pair, in bytes from `[` to `]`. A longer one is a [`PgnError::TagTooLong`].
pub const MAX_TAG_LEN: usize = 8 * 1024;

/// The longest move token handed to [`Visitor::san`], in bytes. A longer run of characters is
/// cut to this length and the rest of it is skipped.
pub const MAX_MOVE_TOKEN_LEN: usize = 255;

/// What a [`Visitor`] wants after an event: to go on, or to skip the rest of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[must_use]
pub enum Flow {
    /// Go on with the game.
    Continue,
    /// Skip the rest of this game without further events, then call [`Visitor::end_game`]; the
    /// next [`Reader::read_game`] reads the next game.
    SkipGame,
}

/// The answer to [`Visitor::begin_variation`]: `Skip(true)` passes over the variation without
/// events, `Skip(false)` reports its contents up to the matching [`Visitor::end_variation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[must_use]
pub struct Skip(pub bool);

/// Receives the events of one game at a time from a [`Reader`].
///
/// For each game the reader calls [`begin_game`](Visitor::begin_game); then
/// [`tag`](Visitor::tag) for each tag pair (and [`comment`](Visitor::comment) for a comment
/// among the tags); then [`begin_movetext`](Visitor::begin_movetext); then, in the order of the
/// text, [`move_number`](Visitor::move_number), [`san`](Visitor::san), [`nag`](Visitor::nag),
/// [`comment`](Visitor::comment), [`begin_variation`](Visitor::begin_variation) and
/// [`end_variation`](Visitor::end_variation), [`result`](Visitor::result); and last
/// [`end_game`](Visitor::end_game), whose output [`Reader::read_game`] returns.
///
/// Any event may answer [`Flow::SkipGame`]: the reader then passes over the rest of the game and
/// calls `end_game` at once. When the reader meets an error, it calls no `end_game` for that
/// game; the next `begin_game` is the place to reset.
///
/// Every method but `end_game` does nothing by default, and variations are skipped by default.
pub trait Visitor {
    /// What the visitor makes of one game.
    type Output;

    /// A game begins.
    fn begin_game(&mut self) {}

    /// A tag pair, like `[White "Anna"]`: the name, and the value with `\"` and `\\` unescaped.
    fn tag(&mut self, name: &str, value: &str) -> Flow {
        let _ = (name, value);
        Flow::Continue
    }

    /// The tags are over and the moves begin (also called for a game without tags or moves).
    fn begin_movetext(&mut self) -> Flow {
        Flow::Continue
    }

    /// A move number, like `12.` or `12...`; useful for messages, not needed to follow a game.
    fn move_number(&mut self, number: u32) -> Flow {
        let _ = number;
        Flow::Continue
    }

    /// A move token as written, like `Nf3+`, `0-0` or `exd5`, without any `!`/`?` suffix (which
    /// comes next as [`nag`](Visitor::nag)). Anything in the movetext that is not a move number,
    /// result, glyph, comment or variation comes here too, so that it can be reported.
    fn san(&mut self, token: &str) -> Flow {
        let _ = token;
        Flow::Continue
    }

    /// A numeric annotation glyph: `$n`, or a suffix mapped to its number (`!` 1, `?` 2, `!!` 3,
    /// `??` 4, `!?` 5, `?!` 6), or an evaluation symbol (`=` 10, `∞` 13, `+=` 14, `=+` 15,
    /// `+/-` 16, `-/+` 17, `+-` 18, `-+` 19, `□` 7).
    fn nag(&mut self, nag: u8) -> Flow {
        let _ = nag;
        Flow::Continue
    }

    /// A comment: the text between `{` and `}`, or after `;` to the end of the line, without
    /// surrounding white space. Clock comments like `{ [%clk 0:04:58] }` come right after their
    /// move.
    fn comment(&mut self, text: &str) -> Flow {
        let _ = text;
        Flow::Continue
    }

    /// Whether [`comment`](Visitor::comment) is to be called; a visitor that answers `false`
    /// lets the reader pass over comments without preparing their text.
    fn reads_comments(&self) -> bool {
        true
    }

    /// A variation `(` begins. `Skip(true)` (the default) passes over it to the matching `)`;
    /// `Skip(false)` reports its contents, then [`end_variation`](Visitor::end_variation).
    fn begin_variation(&mut self) -> Skip {
        Skip(true)
    }

    /// A reported variation ends. Called once for every variation entered, also when the game
    /// ends before its `)`.
    fn end_variation(&mut self) -> Flow {
        Flow::Continue
    }

    /// The game's result token: `1-0`, `0-1`, `1/2-1/2` (also written `½-½`) or `*`.
    fn result(&mut self, result: &str) -> Flow {
        let _ = result;
        Flow::Continue
    }

    /// The game is over; what this returns is what [`Reader::read_game`] returns.
    fn end_game(&mut self) -> Self::Output;
}

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
    /// A tag pair runs on for more than [`MAX_TAG_LEN`] bytes.
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
    /// The input could not be read. The reader reads no further after this.
    #[error("{at}: cannot read the input: {source}")]
    Io {
        /// How far the reader had come.
        at: Location,
        /// What the operating system said.
        source: io::Error,
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
            | PgnError::Io { at, .. } => *at,
        }
    }
}

/// Reads the games of a PGN text one at a time, from any [`Read`]: a file, standard input
/// (`std::io::stdin().lock()`), or bytes in memory (`text.as_bytes()`).
///
/// It buffers by itself (about 256 KiB, whatever the size of the input), so wrapping the
/// source in a `BufReader` gains nothing.
pub struct Reader<R> {
    input: Input<R>,
    limits: Limits,
    /// Games begun so far; the number of the current game.
    game_number: u64,
    /// Whether reading has failed for good (an I/O error).
    failed: bool,
    /// Scratch for text that is not UTF-8 (decoded) or has escapes (unescaped).
    name_text: String,
    text: String,
    unescaped: Vec<u8>,
}

impl<R: Read> Reader<R> {
    /// Creates a reader of `source`.
    pub fn new(source: R) -> Self {
        Self::with_limits(source, Limits::DEFAULT)
    }

    fn with_limits(source: R, limits: Limits) -> Self {
        Reader {
            input: Input::new(source, limits.buffer_len()),
            limits,
            game_number: 0,
            failed: false,
            name_text: String::new(),
            text: String::new(),
            unescaped: Vec::new(),
        }
    }

    /// Reads the next game, calling the `visitor` for each of its parts, and returns what
    /// [`Visitor::end_game`] makes of it, or `None` at the end of the input.
    ///
    /// # Errors
    ///
    /// A [`PgnError`] when the game cannot be read; the rest of that game has then been skipped
    /// and the next call reads the next game. After [`PgnError::Io`] the reader reads no
    /// further and returns `None`.
    pub fn read_game<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Result<Option<V::Output>, PgnError> {
        if self.failed {
            return Ok(None);
        }
        match self.read_next_game(visitor) {
            Ok(output) => Ok(output),
            Err(Stop::Syntax(error)) => Err(error),
            Err(Stop::Io(source)) => {
                self.failed = true;
                Err(PgnError::Io {
                    at: self.location(self.input.pos),
                    source,
                })
            }
        }
    }

    /// Passes over the next game; `false` at the end of the input.
    ///
    /// # Errors
    ///
    /// As [`read_game`](Reader::read_game).
    pub fn skip_game(&mut self) -> Result<bool, PgnError> {
        Ok(self.read_game(&mut Ignore)?.is_some())
    }

    /// The number of the game read last, counted from 1; 0 before the first.
    pub fn game_number(&self) -> u64 {
        self.game_number
    }

    /// Gives back the source; whatever the reader has buffered is lost.
    pub fn into_inner(self) -> R {
        self.input.source
    }
}

// ----------------------------------------------------------------------------------------------
// Reading: limits, the buffer, and the state of a game
// ----------------------------------------------------------------------------------------------

/// The caps on token lengths; the buffer is sized from them.
#[derive(Clone, Copy, Debug)]
struct Limits {
    comment: usize,
    tag: usize,
    move_token: usize,
}

impl Limits {
    const DEFAULT: Limits = Limits {
        comment: MAX_COMMENT_LEN,
        tag: MAX_TAG_LEN,
        move_token: MAX_MOVE_TOKEN_LEN,
    };

    /// The bytes kept ahead of the reading position before each token, so that a move token
    /// up to its cap lies whole in the buffer. (Comments and tag pairs, which may be longer,
    /// ask for more only when they reach the end of the buffer.)
    fn token_lookahead(self) -> usize {
        self.move_token.max(PEEK) + 2
    }

    /// The bytes a comment up to its cap needs, with its braces.
    fn comment_lookahead(self) -> usize {
        self.comment + 2
    }

    /// The bytes a tag pair up to its cap needs, with a line break.
    fn tag_lookahead(self) -> usize {
        self.tag + 2
    }

    /// Room for four of the longest tokens, so that refills are rare and read in large chunks.
    fn buffer_len(self) -> usize {
        4 * self
            .comment_lookahead()
            .max(self.tag_lookahead())
            .max(self.token_lookahead())
    }
}

/// The bytes kept ahead by the loops that skip text of any length (long comments, variations),
/// enough to recognise the tag pair that begins a line.
const PEEK: usize = 64;

/// The characters of input quoted in an error message, at most.
const SNIPPET_CHARS: usize = 60;

const BYTE_ORDER_MARK: &[u8] = b"\xEF\xBB\xBF";

/// The input: a fixed buffer over the source, and the count of lines already passed.
struct Input<R> {
    source: R,
    buf: Box<[u8]>,
    /// The reading position in `buf`.
    pos: usize,
    /// The end of the bytes read into `buf`.
    end: usize,
    /// Whether the source has no more bytes.
    eof: bool,
    /// The line breaks in the input before `buf[0]`.
    line_breaks_before: u64,
    /// The input byte just before `buf[0]`; a line feed at the start of the input.
    byte_before: u8,
}

impl<R: Read> Input<R> {
    fn new(source: R, capacity: usize) -> Self {
        Input {
            source,
            buf: vec![0; capacity].into_boxed_slice(),
            pos: 0,
            end: 0,
            eof: false,
            line_breaks_before: 0,
            byte_before: b'\n',
        }
    }

    /// Makes sure that `wanted` bytes are buffered from the reading position on, or all the
    /// rest of the input.
    #[inline]
    fn ensure(&mut self, wanted: usize) -> io::Result<()> {
        if self.end - self.pos < wanted && !self.eof {
            self.refill(wanted)
        } else {
            Ok(())
        }
    }

    /// Moves the unread bytes to the front of the buffer and reads until `wanted` bytes are
    /// buffered or the source is exhausted.
    #[inline(never)]
    fn refill(&mut self, wanted: usize) -> io::Result<()> {
        if self.pos > 0 {
            self.line_breaks_before += count_line_breaks(&self.buf[..self.pos], self.byte_before);
            self.byte_before = self.buf[self.pos - 1];
            self.buf.copy_within(self.pos..self.end, 0);
            self.end -= self.pos;
            self.pos = 0;
        }
        let wanted = wanted.min(self.buf.len());
        while self.end < wanted && !self.eof {
            match self.source.read(&mut self.buf[self.end..]) {
                Ok(0) => self.eof = true,
                Ok(read) => self.end = (self.end + read).min(self.buf.len()),
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(error),
            }
        }
        Ok(())
    }

    /// The bytes read so far and not yet dropped, from `buf[0]`.
    #[inline]
    fn bytes(&self) -> &[u8] {
        &self.buf[..self.end]
    }

    /// The byte at the reading position, `None` at the end of the input (after `ensure`).
    #[inline]
    fn peek(&self) -> Option<u8> {
        self.bytes().get(self.pos).copied()
    }

    /// The line (from 1) of the byte at `pos`.
    fn line_at(&self, pos: usize) -> u64 {
        let before = &self.bytes()[..pos.min(self.end)];
        1 + self.line_breaks_before + count_line_breaks(before, self.byte_before)
    }

    /// Whether only spaces or tabs stand between the start of its line and `pos`.
    fn at_line_start(&self, pos: usize) -> bool {
        let before = self.bytes()[..pos]
            .iter()
            .rev()
            .find(|&&byte| !is_blank(byte))
            .copied()
            .unwrap_or(self.byte_before);
        matches!(before, b'\n' | b'\r') || is_blank(before)
    }

    /// Moves the reading position to the next line break, or the end of the input.
    fn skip_line(&mut self) -> io::Result<()> {
        loop {
            let rest = &self.buf[self.pos..self.end];
            if let Some(offset) = rest.iter().position(|&byte| is_line_break(byte)) {
                self.pos += offset;
                return Ok(());
            }
            self.pos = self.end;
            if self.eof {
                return Ok(());
            }
            self.refill(1)?;
        }
    }

    /// Moves the reading position past the rest of a move token.
    fn skip_word(&mut self) -> io::Result<()> {
        loop {
            let rest = &self.buf[self.pos..self.end];
            if let Some(offset) = rest.iter().position(|&byte| ends_word(byte)) {
                self.pos += offset;
                return Ok(());
            }
            self.pos = self.end;
            if self.eof {
                return Ok(());
            }
            self.refill(1)?;
        }
    }

    /// Moves the reading position past the `}` that closes the comment being read; stops
    /// instead at a line that starts a tag pair, or at the end of the input.
    fn skip_comment(&mut self) -> io::Result<CommentEnd> {
        loop {
            self.ensure(PEEK)?;
            let buf = &self.buf[..self.end];
            let stop = if self.eof {
                buf.len()
            } else {
                buf.len() + 1 - PEEK
            };
            for at in self.pos..stop {
                match buf[at] {
                    b'}' => {
                        self.pos = at + 1;
                        return Ok(CommentEnd::Closed);
                    }
                    b'\n' | b'\r' if starts_tag_pair(buf, at + 1) => {
                        self.pos = at + 1;
                        return Ok(CommentEnd::IntoTags);
                    }
                    _ => {}
                }
            }
            self.pos = stop.max(self.pos);
            if self.eof {
                return Ok(CommentEnd::EndOfInput);
            }
        }
    }
}

/// How a comment that is being skipped ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CommentEnd {
    Closed,
    IntoTags,
    EndOfInput,
}

/// Why the reading of a game stopped before its end.
enum Stop {
    /// The game's text cannot be made sense of.
    Syntax(PgnError),
    /// The source failed.
    Io(io::Error),
}

impl From<io::Error> for Stop {
    fn from(error: io::Error) -> Self {
        Stop::Io(error)
    }
}

/// The part of a game being read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Tags,
    Movetext,
    /// After the result: comments up to the next game still belong to this one.
    AfterResult,
    Done,
}

/// Where the reading of a game stands; enough to go on after the visitor skips or an error.
#[derive(Clone, Copy, Debug)]
struct GameState {
    phase: Phase,
    /// The variations entered (reported) and not yet closed.
    depth: u32,
}

/// The visitor that wants nothing: used to skip games and the rest of games.
struct Ignore;

impl Visitor for Ignore {
    type Output = ();

    fn reads_comments(&self) -> bool {
        false
    }

    fn end_game(&mut self) {}
}

// ----------------------------------------------------------------------------------------------
// Reading: games, tags, movetext
// ----------------------------------------------------------------------------------------------

impl<R: Read> Reader<R> {
    fn read_next_game<V: Visitor>(&mut self, visitor: &mut V) -> Result<Option<V::Output>, Stop> {
        if !self.skip_to_next_game()? {
            return Ok(None);
        }
        self.game_number += 1;
        visitor.begin_game();
        let mut state = GameState {
            phase: Phase::Tags,
            depth: 0,
        };
        match self.visit_game(visitor, &mut state) {
            Ok(Flow::Continue) => {
                for _ in 0..state.depth {
                    let _ = visitor.end_variation();
                }
            }
            Ok(Flow::SkipGame) => self.skip_rest_of_game(&mut state)?,
            Err(Stop::Syntax(error)) => {
                self.skip_rest_of_game(&mut state)?;
                return Err(Stop::Syntax(error));
            }
            Err(stop) => return Err(stop),
        }
        Ok(Some(visitor.end_game()))
    }

    /// Passes over what lies between games: white space, stray dots and closing brackets, byte
    /// order marks, `%` lines. Returns whether a game follows.
    fn skip_to_next_game(&mut self) -> Result<bool, Stop> {
        loop {
            self.input.ensure(self.limits.token_lookahead())?;
            let pos = self.input.pos;
            let buf = self.input.bytes();
            let Some(&byte) = buf.get(pos) else {
                return Ok(false);
            };
            match byte {
                b'.' | b')' | b'}' => self.input.pos = pos + 1,
                0xEF if buf[pos..].starts_with(BYTE_ORDER_MARK) => {
                    self.input.pos = pos + BYTE_ORDER_MARK.len();
                }
                b'%' if self.input.at_line_start(pos) => self.input.skip_line()?,
                _ if is_space(byte) => self.input.pos = skip_spaces(buf, pos + 1),
                _ => return Ok(true),
            }
        }
    }

    /// Reads the rest of the game without events, passing over any further errors.
    fn skip_rest_of_game(&mut self, state: &mut GameState) -> Result<(), Stop> {
        loop {
            match self.visit_game(&mut Ignore, state) {
                Ok(_) => return Ok(()),
                Err(Stop::Syntax(_)) => {}
                Err(stop) => return Err(stop),
            }
        }
    }

    /// Reads the game on from where `state` stands, to its end or until the visitor skips.
    fn visit_game<V: Visitor>(
        &mut self,
        visitor: &mut V,
        state: &mut GameState,
    ) -> Result<Flow, Stop> {
        loop {
            let flow = match state.phase {
                Phase::Tags => match self.visit_tags(visitor)? {
                    Flow::Continue => {
                        state.phase = Phase::Movetext;
                        visitor.begin_movetext()
                    }
                    Flow::SkipGame => Flow::SkipGame,
                },
                Phase::Movetext => self.visit_movetext(visitor, state)?,
                Phase::AfterResult => self.visit_after_result(visitor, state)?,
                Phase::Done => return Ok(Flow::Continue),
            };
            if flow == Flow::SkipGame {
                return Ok(flow);
            }
        }
    }

    /// Reads tag pairs (and comments among them) up to the first token of the movetext.
    fn visit_tags<V: Visitor>(&mut self, visitor: &mut V) -> Result<Flow, Stop> {
        loop {
            self.input.ensure(self.limits.token_lookahead())?;
            let pos = self.input.pos;
            let Some(byte) = self.input.peek() else {
                return Ok(Flow::Continue);
            };
            let flow = match byte {
                b'[' => self.visit_tag(visitor)?,
                b'{' => self.visit_brace_comment(visitor)?,
                b';' => self.visit_line_comment(visitor)?,
                b'%' if self.input.at_line_start(pos) => {
                    self.input.skip_line()?;
                    Flow::Continue
                }
                _ if is_space(byte) => {
                    self.input.pos = skip_spaces(self.input.bytes(), pos + 1);
                    Flow::Continue
                }
                _ => return Ok(Flow::Continue),
            };
            if flow == Flow::SkipGame {
                return Ok(flow);
            }
        }
    }

    /// Reads the tag pair at the reading position.
    #[inline(always)]
    fn visit_tag<V: Visitor>(&mut self, visitor: &mut V) -> Result<Flow, Stop> {
        // The common case: `[Name "value"]`, without escapes, within the buffer.
        let buf = &self.input.buf[..self.input.end];
        let name_start = self.input.pos + 1;
        let limit = buf.len().min(self.input.pos + self.limits.tag);
        let (name_end, name_ascii) =
            find_stop(buf, name_start, limit, b' ' + 1, [b'"', b'[', b']']);
        if name_end > name_start && buf.get(name_end..name_end + 2) == Some(b" \"") {
            let value_start = name_end + 2;
            let (close, value_ascii) = find_stop(buf, value_start, limit, b'\r' + 1, [b'"', b'\\']);
            if close < limit && buf.get(close..close + 2) == Some(b"\"]") {
                let name =
                    decode_known(&buf[name_start..name_end], name_ascii, &mut self.name_text);
                let value = decode_known(&buf[value_start..close], value_ascii, &mut self.text);
                let flow = visitor.tag(name, value);
                self.input.pos = close + 2;
                return Ok(flow);
            }
        }
        self.visit_any_tag(visitor)
    }

    /// Reads the tag pair at the reading position, however it is written.
    #[inline(never)]
    fn visit_any_tag<V: Visitor>(&mut self, visitor: &mut V) -> Result<Flow, Stop> {
        let wanted = self.limits.tag_lookahead();
        let input = &self.input;
        if !input.eof
            && input.end - input.pos < wanted
            && find_line_end(input.bytes(), input.pos, input.end) == input.end
        {
            self.input.refill(wanted)?;
        }
        let open = self.input.pos;
        let buf = self.input.bytes();
        match parse_tag(buf, open, self.limits.tag) {
            Ok(tag) => {
                let name = decode_at(buf, tag.name, &mut self.name_text);
                let value = if tag.escaped {
                    decode(
                        unescape(&buf[tag.value], &mut self.unescaped),
                        &mut self.text,
                    )
                } else {
                    decode_known(&buf[tag.value], tag.ascii, &mut self.text)
                };
                let flow = visitor.tag(name, value);
                self.input.pos = tag.next;
                Ok(flow)
            }
            Err(fault) => {
                let at = self.location(open);
                let token = snippet(&buf[open..fault.line_end]);
                let error = match fault.kind {
                    TagFaultKind::Unterminated => PgnError::UnterminatedTag { at, token },
                    TagFaultKind::Malformed => PgnError::MalformedTag { at, token },
                    TagFaultKind::TooLong => PgnError::TagTooLong {
                        at,
                        token,
                        limit: self.limits.tag,
                    },
                };
                self.input.pos = fault.line_end;
                if fault.kind == TagFaultKind::TooLong {
                    self.input.skip_line()?;
                }
                Err(Stop::Syntax(error))
            }
        }
    }

    /// Reads movetext up to the game's result or end.
    fn visit_movetext<V: Visitor>(
        &mut self,
        visitor: &mut V,
        state: &mut GameState,
    ) -> Result<Flow, Stop> {
        let lookahead = self.limits.token_lookahead();
        loop {
            let pos = skip_filler(self.input.bytes(), self.input.pos);
            self.input.pos = pos;
            if self.input.end - pos < lookahead && !self.input.eof {
                self.input.refill(lookahead)?;
                continue;
            }
            let Some(byte) = self.input.peek() else {
                state.phase = Phase::Done;
                return Ok(Flow::Continue);
            };
            let flow = match CLASSES[usize::from(byte)] {
                Class::Space | Class::Stray => {
                    self.input.pos = pos + 1;
                    Flow::Continue
                }
                Class::Letter => match self.visit_move(visitor, state)? {
                    Flow::Continue => self.visit_comment_after_move(visitor)?,
                    Flow::SkipGame => Flow::SkipGame,
                },
                Class::Digit => self.visit_number(visitor, state)?,
                Class::Word => self.visit_word(visitor, state)?,
                Class::OpenBrace => self.visit_brace_comment(visitor)?,
                Class::Semicolon => self.visit_line_comment(visitor)?,
                Class::OpenParen => {
                    self.input.pos = pos + 1;
                    if visitor.begin_variation().0 {
                        self.skip_variation()?;
                    } else {
                        state.depth = state.depth.saturating_add(1);
                    }
                    Flow::Continue
                }
                Class::CloseParen => {
                    self.input.pos = pos + 1;
                    if state.depth > 0 {
                        state.depth -= 1;
                        visitor.end_variation()
                    } else {
                        Flow::Continue
                    }
                }
                Class::Dollar => self.visit_numeric_glyph(visitor),
                Class::Suffix => self.visit_suffix_glyph(visitor),
                Class::Star => {
                    self.input.pos = pos + 1;
                    visit_result(visitor, state, "*")
                }
                Class::OpenBracket if self.input.at_line_start(pos) => {
                    state.phase = Phase::Done;
                    return Ok(Flow::Continue);
                }
                Class::Percent if self.input.at_line_start(pos) => {
                    self.input.skip_line()?;
                    Flow::Continue
                }
                Class::OpenBracket | Class::Percent => self.visit_word(visitor, state)?,
            };
            if flow == Flow::SkipGame || state.phase != Phase::Movetext {
                return Ok(flow);
            }
        }
    }

    /// Reads the comments that follow a result, up to the next game.
    fn visit_after_result<V: Visitor>(
        &mut self,
        visitor: &mut V,
        state: &mut GameState,
    ) -> Result<Flow, Stop> {
        loop {
            self.input.ensure(self.limits.token_lookahead())?;
            let pos = self.input.pos;
            let flow = match self.input.peek() {
                Some(b'{') => self.visit_brace_comment(visitor)?,
                Some(b';') => self.visit_line_comment(visitor)?,
                Some(b'%') if self.input.at_line_start(pos) => {
                    self.input.skip_line()?;
                    Flow::Continue
                }
                Some(byte) if is_space(byte) => {
                    self.input.pos = skip_spaces(self.input.bytes(), pos + 1);
                    Flow::Continue
                }
                _ => {
                    state.phase = Phase::Done;
                    return Ok(Flow::Continue);
                }
            };
            if flow == Flow::SkipGame {
                return Ok(flow);
            }
        }
    }

    /// Reads the token at the reading position, which starts with a letter: a move.
    #[inline]
    fn visit_move<V: Visitor>(
        &mut self,
        visitor: &mut V,
        state: &mut GameState,
    ) -> Result<Flow, Stop> {
        let start = self.input.pos;
        let buf = &self.input.buf[..self.input.end];
        let limit = buf.len().min(start + self.limits.move_token);
        let (end, ascii) = word_end(buf, start, limit);
        if end == limit && end < buf.len() {
            return self.visit_word(visitor, state);
        }
        let flow = visitor.san(decode_known(&buf[start..end], ascii, &mut self.text));
        self.input.pos = end;
        Ok(flow)
    }

    /// Reads the `{` comment right after a move, if one follows within the buffered bytes: in
    /// many files (clock times) every move has one. Read from here rather than from the loop's
    /// dispatch on the next byte, the comment is found by a branch that predicts well.
    #[inline(always)]
    fn visit_comment_after_move<V: Visitor>(&mut self, visitor: &mut V) -> Result<Flow, Stop> {
        let buf = self.input.bytes();
        let pos = skip_spaces(buf, self.input.pos);
        if buf.get(pos) != Some(&b'{') || self.input.end - pos < self.limits.token_lookahead() {
            return Ok(Flow::Continue);
        }
        self.input.pos = pos;
        self.visit_brace_comment(visitor)
    }

    /// Reads the token at the reading position, which starts with a digit: a move number when
    /// it is all digits, else a result or a move.
    #[inline]
    fn visit_number<V: Visitor>(
        &mut self,
        visitor: &mut V,
        state: &mut GameState,
    ) -> Result<Flow, Stop> {
        let buf = &self.input.buf[..self.input.end];
        let (number, end) = read_digits(buf, self.input.pos);
        if buf.get(end).is_some_and(|&byte| IN_WORD[usize::from(byte)]) {
            return self.visit_word(visitor, state);
        }
        self.input.pos = end;
        Ok(visitor.move_number(number))
    }

    /// Reads the token at the reading position, whatever it starts with: a move number, a
    /// result, an evaluation symbol, or (anything else) a move. Cuts a token that is too long.
    fn visit_word<V: Visitor>(
        &mut self,
        visitor: &mut V,
        state: &mut GameState,
    ) -> Result<Flow, Stop> {
        let start = self.input.pos;
        let buf = self.input.bytes();
        let limit = buf.len().min(start + self.limits.move_token);
        let (end, _) = word_end(buf, start, limit);
        let runs_on = end == limit && buf.get(end).is_some_and(|&byte| !ends_word(byte));
        let token = &buf[start..end];
        let flow = match classify_word(token) {
            Word::Number(number) => visitor.move_number(number),
            Word::Result(result) => visit_result(visitor, state, result),
            Word::Glyph(nag) => visitor.nag(nag),
            Word::Move if runs_on => {
                let cut = char_boundary_before(buf, start, end);
                visitor.san(decode(&buf[start..cut], &mut self.text))
            }
            Word::Move => visitor.san(decode(token, &mut self.text)),
        };
        self.input.pos = end;
        if runs_on {
            self.input.skip_word()?;
        }
        Ok(flow)
    }

    /// Reads a `$n` glyph; a `$` without a number, or with one above 255, is passed over.
    fn visit_numeric_glyph<V: Visitor>(&mut self, visitor: &mut V) -> Flow {
        let digits_start = self.input.pos + 1;
        let (value, end) = read_digits(self.input.bytes(), digits_start);
        self.input.pos = end;
        match u8::try_from(value) {
            Ok(nag) if end > digits_start => visitor.nag(nag),
            _ => Flow::Continue,
        }
    }

    /// Reads `!`, `?`, `!!`, `??`, `!?` or `?!`.
    fn visit_suffix_glyph<V: Visitor>(&mut self, visitor: &mut V) -> Flow {
        let pos = self.input.pos;
        let buf = self.input.bytes();
        let (nag, len) = match (buf[pos], buf.get(pos + 1)) {
            (b'!', Some(b'!')) => (3, 2),
            (b'?', Some(b'?')) => (4, 2),
            (b'!', Some(b'?')) => (5, 2),
            (b'?', Some(b'!')) => (6, 2),
            (b'!', _) => (1, 1),
            _ => (2, 1),
        };
        self.input.pos = pos + len;
        visitor.nag(nag)
    }

    /// Reads the `{` comment at the reading position.
    #[inline(always)]
    fn visit_brace_comment<V: Visitor>(&mut self, visitor: &mut V) -> Result<Flow, Stop> {
        // The common case: closed on the same line, within the buffer.
        let buf = &self.input.buf[..self.input.end];
        let text_start = self.input.pos + 1;
        let limit = buf.len().min(text_start + self.limits.comment);
        let (stop, ascii) = find_stop(buf, text_start, limit, b'\r' + 1, [b'}']);
        if stop < limit && buf[stop] == b'}' {
            let flow = visit_comment(visitor, &buf[text_start..stop], ascii, &mut self.text);
            self.input.pos = stop + 1;
            return Ok(flow);
        }
        self.visit_any_brace_comment(visitor)
    }

    /// Reads the `{` comment at the reading position, whatever it holds and wherever it ends.
    #[inline(never)]
    fn visit_any_brace_comment<V: Visitor>(&mut self, visitor: &mut V) -> Result<Flow, Stop> {
        let mut scan = self.scan_brace_comment();
        if scan == CommentScan::Open
            && !self.input.eof
            && self.input.end - self.input.pos < self.limits.comment_lookahead()
        {
            self.input.refill(self.limits.comment_lookahead())?;
            scan = self.scan_brace_comment();
        }
        let open = self.input.pos;
        let buf = self.input.bytes();
        let text_start = open + 1;
        let limit = buf.len().min(text_start + self.limits.comment);
        match scan {
            CommentScan::Closed { close, ascii } => {
                let flow = visit_comment(visitor, &buf[text_start..close], ascii, &mut self.text);
                self.input.pos = close + 1;
                Ok(flow)
            }
            CommentScan::IntoTags { line_start } => {
                let error = self.unterminated_comment(open);
                self.input.pos = line_start;
                Err(Stop::Syntax(error))
            }
            CommentScan::Open if limit == buf.len() && self.input.eof => {
                let error = self.unterminated_comment(open);
                self.input.pos = limit;
                Err(Stop::Syntax(error))
            }
            CommentScan::Open => {
                let cut = char_boundary_before(buf, text_start, limit);
                let flow = visit_comment(visitor, &buf[text_start..cut], false, &mut self.text);
                let error = self.unterminated_comment(open);
                self.input.pos = limit;
                match self.input.skip_comment()? {
                    CommentEnd::Closed => Ok(flow),
                    CommentEnd::IntoTags | CommentEnd::EndOfInput => Err(Stop::Syntax(error)),
                }
            }
        }
    }

    /// Scans the `{` comment at the reading position, within the buffer.
    fn scan_brace_comment(&self) -> CommentScan {
        let buf = self.input.bytes();
        let text_start = self.input.pos + 1;
        scan_brace_comment(
            buf,
            text_start,
            buf.len().min(text_start + self.limits.comment),
        )
    }

    /// Reads the `;` comment at the reading position, to the end of its line.
    fn visit_line_comment<V: Visitor>(&mut self, visitor: &mut V) -> Result<Flow, Stop> {
        let wanted = self.limits.comment_lookahead();
        let input = &self.input;
        if !input.eof
            && input.end - input.pos < wanted
            && find_line_end(input.bytes(), input.pos, input.end) == input.end
        {
            self.input.refill(wanted)?;
        }
        let text_start = self.input.pos + 1;
        let buf = self.input.bytes();
        let limit = buf.len().min(text_start + self.limits.comment);
        let line_end = buf[text_start..limit]
            .iter()
            .position(|&byte| is_line_break(byte))
            .map(|offset| text_start + offset);
        let end = line_end.unwrap_or(limit);
        let cut = match line_end {
            Some(_) => end,
            None => char_boundary_before(buf, text_start, end),
        };
        let flow = visit_comment(visitor, &buf[text_start..cut], false, &mut self.text);
        self.input.pos = end;
        if line_end.is_none() {
            self.input.skip_line()?;
        }
        Ok(flow)
    }

    /// Passes over a variation whose `(` has been read, to its matching `)`; stops early at a
    /// line that starts with `[` (the next game) or at the end of the input.
    fn skip_variation(&mut self) -> Result<(), Stop> {
        let mut depth: u64 = 1;
        loop {
            self.input.ensure(PEEK)?;
            match scan_variation(&self.input, &mut depth) {
                VariationScan::Closed { next } | VariationScan::NextGame { next } => {
                    self.input.pos = next;
                    return Ok(());
                }
                VariationScan::Comment { open } => {
                    self.input.pos = open;
                    let _ = self.visit_brace_comment(&mut Ignore)?;
                }
                VariationScan::RestOfLine { from } => {
                    self.input.pos = from;
                    self.input.skip_line()?;
                }
                VariationScan::Scanned { next } => {
                    self.input.pos = next;
                    if self.input.eof && next >= self.input.end {
                        return Ok(());
                    }
                }
            }
        }
    }

    /// The error for the comment opened at `open`.
    fn unterminated_comment(&self, open: usize) -> PgnError {
        PgnError::UnterminatedComment {
            at: self.location(open),
            token: snippet(&self.input.bytes()[open..]),
        }
    }

    /// The location of the byte at `pos` in the game being read.
    fn location(&self, pos: usize) -> Location {
        Location {
            game: self.game_number.max(1),
            line: self.input.line_at(pos),
        }
    }
}

/// Reports a result, which ends the game; a result inside a variation is passed over.
/// Hands the text of a comment, without surrounding white space, to a visitor that reads
/// comments. `ascii` tells that the bytes are all ASCII (`false` when unsure).
#[inline(always)]
fn visit_comment<V: Visitor>(
    visitor: &mut V,
    bytes: &[u8],
    ascii: bool,
    scratch: &mut String,
) -> Flow {
    if !visitor.reads_comments() {
        return Flow::Continue;
    }
    visitor.comment(decode_known(trim_spaces(bytes), ascii, scratch))
}

fn visit_result<V: Visitor>(visitor: &mut V, state: &mut GameState, result: &str) -> Flow {
    if state.depth > 0 {
        return Flow::Continue;
    }
    state.phase = Phase::AfterResult;
    visitor.result(result)
}

/// What the scan of a skipped variation came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum VariationScan {
    /// The matching `)`; `next` is after it.
    Closed { next: usize },
    /// A line that starts with `[`, at `next`: the variation is never closed.
    NextGame { next: usize },
    /// A `{` comment at `open`.
    Comment { open: usize },
    /// A `;` comment or `%` line whose text starts at `from`.
    RestOfLine { from: usize },
    /// Nothing of note up to `next`, where the buffer runs low.
    Scanned { next: usize },
}

/// Scans a skipped variation from the reading position, counting parentheses into `depth`.
fn scan_variation<R>(input: &Input<R>, depth: &mut u64) -> VariationScan {
    let buf = &input.buf[..input.end];
    let stop = if input.eof {
        buf.len()
    } else {
        buf.len() + 1 - PEEK
    };
    for at in input.pos..stop {
        match buf[at] {
            b'(' => *depth += 1,
            b')' => {
                *depth -= 1;
                if *depth == 0 {
                    return VariationScan::Closed { next: at + 1 };
                }
            }
            b'{' => return VariationScan::Comment { open: at },
            b';' => return VariationScan::RestOfLine { from: at + 1 },
            b'\n' | b'\r' => {
                let first = skip_blanks(buf, at + 1);
                match buf.get(first) {
                    Some(b'[') => return VariationScan::NextGame { next: at + 1 },
                    Some(b'%') => return VariationScan::RestOfLine { from: first },
                    _ => {}
                }
            }
            _ => {}
        }
    }
    VariationScan::Scanned {
        next: stop.max(input.pos),
    }
}

// ----------------------------------------------------------------------------------------------
// Reading: scanning bytes
// ----------------------------------------------------------------------------------------------

/// What a byte in the movetext starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Space,
    /// A letter: the start of a move.
    Letter,
    /// A digit: the start of a move number, a result, or castling written with zeros.
    Digit,
    /// Any other start of a token: a symbol, a figurine, garbage.
    Word,
    OpenBrace,
    Semicolon,
    OpenParen,
    CloseParen,
    Dollar,
    /// `!` or `?`.
    Suffix,
    Star,
    /// `.` and `}`, passed over.
    Stray,
    /// `[`: the next game at the start of a line, else part of a word.
    OpenBracket,
    /// `%`: an escape line at the start of a line, else part of a word.
    Percent,
}

static CLASSES: [Class; 256] = classify_bytes();

const fn classify_bytes() -> [Class; 256] {
    let mut classes = [Class::Word; 256];
    let mut byte = 0;
    while byte < 256 {
        classes[byte] = match byte as u8 {
            b'{' => Class::OpenBrace,
            b';' => Class::Semicolon,
            b'(' => Class::OpenParen,
            b')' => Class::CloseParen,
            b'$' => Class::Dollar,
            b'!' | b'?' => Class::Suffix,
            b'*' => Class::Star,
            b'.' | b'}' => Class::Stray,
            b'[' => Class::OpenBracket,
            b'%' => Class::Percent,
            b'a'..=b'z' | b'A'..=b'Z' => Class::Letter,
            b'0'..=b'9' => Class::Digit,
            byte if is_space(byte) => Class::Space,
            _ => Class::Word,
        };
        byte += 1;
    }
    classes
}

/// Bytes that continue a token once begun: all but white space and the bytes that begin
/// other tokens.
static IN_WORD: [bool; 256] = word_bytes();

const fn word_bytes() -> [bool; 256] {
    let classes = classify_bytes();
    let mut in_word = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        in_word[byte] = matches!(
            classes[byte],
            Class::Letter | Class::Digit | Class::Word | Class::OpenBracket | Class::Percent
        );
        byte += 1;
    }
    in_word
}

/// 1 for the bytes that end a token, 0 for the others: [`IN_WORD`] the other way round, as
/// numbers to shift into a mask.
static ENDS_WORD: [u8; 256] = word_ending_bytes();

const fn word_ending_bytes() -> [u8; 256] {
    let in_word = word_bytes();
    let mut ends = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        ends[byte] = if in_word[byte] { 0 } else { 1 };
        byte += 1;
    }
    ends
}

/// Whether `byte` ends a move token: white space, or the start of another token.
#[inline]
fn ends_word(byte: u8) -> bool {
    !IN_WORD[usize::from(byte)]
}

/// The end of the token that starts at `start`, at most `limit`, and whether the token is all
/// ASCII. Tokens are short and of varied length, so the first eight bytes are looked at
/// without a branch per byte.
#[inline(always)]
fn word_end(buf: &[u8], start: usize, limit: usize) -> (usize, bool) {
    if start + 8 <= limit {
        let word = load_word(buf, start);
        let ends_at = |offset: u32| {
            let byte = (word >> (8 * offset)) as u8;
            u32::from(ENDS_WORD[usize::from(byte)]) << offset
        };
        // Most moves have two to four characters.
        let mut ends = ends_at(1) | ends_at(2) | ends_at(3) | ends_at(4);
        if ends == 0 {
            ends = ends_at(5) | ends_at(6) | ends_at(7);
        }
        if ends != 0 {
            let len = ends.trailing_zeros();
            let token = word & (1u64 << (8 * len)).wrapping_sub(1);
            return (start + len as usize, token & HIGHS == 0);
        }
    }
    let mut end = start + 1;
    while end < limit && IN_WORD[usize::from(buf[end])] {
        end += 1;
    }
    (end, buf[start..end].is_ascii())
}

/// White space: every control byte and the space.
#[inline]
const fn is_space(byte: u8) -> bool {
    byte <= b' '
}

/// `bytes` without white space (and control bytes) at either end.
#[inline]
fn trim_spaces(bytes: &[u8]) -> &[u8] {
    let start = bytes.iter().position(|&byte| !is_space(byte));
    let end = bytes.iter().rposition(|&byte| !is_space(byte));
    match (start, end) {
        (Some(start), Some(end)) => &bytes[start..=end],
        _ => &[],
    }
}

/// Space or tab: white space within a line.
#[inline]
fn is_blank(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t')
}

#[inline]
fn is_line_break(byte: u8) -> bool {
    matches!(byte, b'\n' | b'\r')
}

/// Bytes passed over between tokens of the movetext: white space, `.` (after move numbers)
/// and a stray `}`.
static FILLER: [bool; 256] = filler_bytes();

const fn filler_bytes() -> [bool; 256] {
    let classes = classify_bytes();
    let mut filler = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        filler[byte] = matches!(classes[byte], Class::Space | Class::Stray);
        byte += 1;
    }
    filler
}

/// The first position from `from` on that is not [`FILLER`]. Looks at eight bytes at a time,
/// without a branch per byte: the gaps between tokens vary in length (` `, `. `, `... `), and a
/// byte loop would mispredict its end again and again.
#[inline]
fn skip_filler(buf: &[u8], from: usize) -> usize {
    let mut at = from;
    while at + 8 <= buf.len() {
        let word = load_word(buf, at);
        let filler = lanes_space(word) | lanes_equal(word, b'.') | lanes_equal(word, b'}');
        let others = !filler & HIGHS;
        if others != 0 {
            return at + (others.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    while at < buf.len() && FILLER[usize::from(buf[at])] {
        at += 1;
    }
    at
}

const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
const LOW_SEVENS: u64 = u64::from_ne_bytes([0x7F; 8]);
const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);

/// The eight bytes of `buf` from `at` as a word, the first byte lowest.
#[inline]
fn load_word(buf: &[u8], at: usize) -> u64 {
    let mut chunk = [0; 8];
    chunk.copy_from_slice(&buf[at..at + 8]);
    u64::from_le_bytes(chunk)
}

/// 0x80 in each byte lane of `word` that equals `byte`, exactly (no borrow crosses lanes).
#[inline]
fn lanes_equal(word: u64, byte: u8) -> u64 {
    let diff = word ^ (ONES * u64::from(byte));
    !(((diff & LOW_SEVENS) + LOW_SEVENS) | diff) & HIGHS
}

/// 0x80 in each byte lane of `word` that is white space (below 0x21), exactly.
#[inline]
fn lanes_space(word: u64) -> u64 {
    !(((word & LOW_SEVENS) + ONES * (0x80 - 0x21)) | word) & HIGHS
}

/// Whether `buf[range]` is ASCII: by one masked load when it is short and the buffer goes on,
/// which spares a branch per byte.
#[inline]
fn is_ascii_at(buf: &[u8], range: Range<usize>) -> bool {
    let len = range.end - range.start;
    if (1..=8).contains(&len) && range.start + 8 <= buf.len() {
        let mask = u64::MAX >> (64 - 8 * len);
        load_word(buf, range.start) & mask & HIGHS == 0
    } else {
        buf[range].is_ascii()
    }
}

/// The first position from `from` on that is not white space.
#[inline]
fn skip_spaces(buf: &[u8], from: usize) -> usize {
    let mut at = from;
    while at < buf.len() && is_space(buf[at]) {
        at += 1;
    }
    at
}

/// The first position from `from` on that is not a space or tab.
fn skip_blanks(buf: &[u8], from: usize) -> usize {
    let mut at = from;
    while at < buf.len() && is_blank(buf[at]) {
        at += 1;
    }
    at
}

/// The line breaks in `bytes`: each CR, and each LF not right after a CR.
fn count_line_breaks(bytes: &[u8], byte_before: u8) -> u64 {
    let (line_feeds, returns) = count_line_feeds_and_returns(bytes);
    let joined_at_start = u64::from(byte_before == b'\r' && bytes.first() == Some(&b'\n'));
    let joined_inside = match returns {
        0 => 0,
        _ => bytes
            .windows(2)
            .filter(|pair| pair[0] == b'\r' && pair[1] == b'\n')
            .count() as u64,
    };
    line_feeds + returns - joined_inside - joined_at_start
}

/// The LF and CR bytes in `bytes`, counted in byte-wide lanes so that the loop vectorizes.
fn count_line_feeds_and_returns(bytes: &[u8]) -> (u64, u64) {
    const LANES: usize = 32;
    let mut line_feeds = 0;
    let mut returns = 0;
    let mut chunks = bytes.chunks_exact(LANES);
    loop {
        let mut feed_lanes = [0u8; LANES];
        let mut return_lanes = [0u8; LANES];
        let mut counted = 0;
        for chunk in chunks.by_ref().take(usize::from(u8::MAX)) {
            for lane in 0..LANES {
                feed_lanes[lane] += u8::from(chunk[lane] == b'\n');
                return_lanes[lane] += u8::from(chunk[lane] == b'\r');
            }
            counted += 1;
        }
        line_feeds += feed_lanes
            .iter()
            .map(|&count| u64::from(count))
            .sum::<u64>();
        returns += return_lanes
            .iter()
            .map(|&count| u64::from(count))
            .sum::<u64>();
        if counted == 0 {
            break;
        }
    }
    for &byte in chunks.remainder() {
        line_feeds += u64::from(byte == b'\n');
        returns += u64::from(byte == b'\r');
    }
    (line_feeds, returns)
}

/// Whether a tag pair (`[Name "`, maybe indented) starts at `from`.
fn starts_tag_pair(buf: &[u8], from: usize) -> bool {
    let mut at = skip_blanks(buf, from);
    if buf.get(at) != Some(&b'[') {
        return false;
    }
    at += 1;
    let name_start = at;
    while buf
        .get(at)
        .is_some_and(|&byte| byte.is_ascii_alphanumeric() || byte == b'_')
    {
        at += 1;
    }
    at > name_start && buf.get(skip_blanks(buf, at)) == Some(&b'"')
}

/// `cut`, or a little before it so as not to split a UTF-8 character, but not before `start`.
fn char_boundary_before(buf: &[u8], start: usize, cut: usize) -> usize {
    let mut cut = cut;
    for _ in 0..3 {
        if cut > start && buf.get(cut).is_some_and(|&byte| byte & 0xC0 == 0x80) {
            cut -= 1;
        }
    }
    cut
}

/// How a `{` comment continues within the buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CommentScan {
    /// Closed by the `}` at `close`; `ascii` if the text is all ASCII.
    Closed { close: usize, ascii: bool },
    /// Not closed before a line that starts a tag pair, at `line_start`.
    IntoTags { line_start: usize },
    /// Not closed before `limit`.
    Open,
}

/// Looks for the end of the comment whose text starts at `text_start`, up to `limit`.
fn scan_brace_comment(buf: &[u8], text_start: usize, limit: usize) -> CommentScan {
    let mut at = text_start;
    let mut all_ascii = true;
    loop {
        let (stop, ascii) = find_stop(buf, at, limit, b'\r' + 1, [b'}']);
        at = stop;
        all_ascii &= ascii;
        match buf[..limit].get(at) {
            None => return CommentScan::Open,
            Some(b'}') => {
                return CommentScan::Closed {
                    close: at,
                    ascii: all_ascii,
                };
            }
            Some(&byte) if is_line_break(byte) && starts_tag_pair(buf, at + 1) => {
                return CommentScan::IntoTags { line_start: at + 1 };
            }
            Some(_) => at += 1,
        }
    }
}

/// The first position in `from..limit` whose byte is below `below` or one of the `needles`
/// (or `limit`), and whether the bytes before it are all ASCII.
///
/// Looks at eight bytes at a time. A byte below `t` shows in `(x - t * 0x01..) & !x & 0x80..`,
/// and a byte equal to a needle is a zero byte of the word XORed with that needle: the lowest
/// lane marked is exact (a borrow can only mark lanes above a true one).
#[inline]
fn find_stop<const N: usize>(
    buf: &[u8],
    from: usize,
    limit: usize,
    below: u8,
    needles: [u8; N],
) -> (usize, bool) {
    let limit = limit.min(buf.len());
    let mut at = from;
    let mut seen = 0;
    while at + 8 <= limit {
        let word = load_word(buf, at);
        let mut found = word.wrapping_sub(ONES * u64::from(below)) & !word;
        for needle in needles {
            let matched = word ^ (ONES * u64::from(needle));
            found |= matched.wrapping_sub(ONES) & !matched;
        }
        found &= HIGHS;
        if found != 0 {
            let offset = found.trailing_zeros() / 8;
            let before = word & (1u64 << (8 * offset)).wrapping_sub(1);
            return (at + offset as usize, (seen | before) & HIGHS == 0);
        }
        seen |= word;
        at += 8;
    }
    let tail = buf.get(at..limit).unwrap_or_default();
    for (offset, &byte) in tail.iter().enumerate() {
        if byte < below || needles.contains(&byte) {
            return (at + offset, seen & HIGHS == 0);
        }
        seen |= u64::from(byte);
    }
    (limit.max(at), seen & HIGHS == 0)
}

/// A tag pair found in the buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
struct TagSpan {
    name: Range<usize>,
    value: Range<usize>,
    /// Whether the value holds a backslash, so may need unescaping.
    escaped: bool,
    /// Whether the value is all ASCII (`false` when unsure).
    ascii: bool,
    /// The position after the tag pair.
    next: usize,
}

/// Why a tag pair cannot be read, and where its line ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct TagFault {
    kind: TagFaultKind,
    line_end: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TagFaultKind {
    Unterminated,
    Malformed,
    TooLong,
}

/// Reads the tag pair whose `[` is at `open`, within its line and at most `max_len` bytes.
fn parse_tag(buf: &[u8], open: usize, max_len: usize) -> Result<TagSpan, TagFault> {
    let limit = buf.len().min(open + max_len);
    let line = &buf[..limit];

    let name_start = skip_blanks(line, open + 1);
    let (name_end, _) = find_stop(line, name_start, limit, b' ' + 1, [b'"', b'[', b']']);
    let quote = skip_blanks(line, name_end);
    if name_end == name_start || quote >= limit || line[quote] != b'"' {
        let line_end = find_line_end(buf, open, limit);
        let kind = match quote >= line_end {
            true => TagFaultKind::Unterminated,
            false => TagFaultKind::Malformed,
        };
        return Err(tag_fault(kind, buf, line_end, limit));
    }

    let value_start = quote + 1;
    let mut escaped = false;
    let mut ascii = true;
    let mut last_quote = None;
    let mut at = value_start;
    loop {
        let (stop, ascii_before) = find_stop(line, at, limit, b'\r' + 1, [b'"', b'\\']);
        at = stop;
        ascii &= ascii_before;
        match line.get(at) {
            Some(b'"') => {
                let after = skip_blanks(line, at + 1);
                if line.get(after) == Some(&b']') {
                    return Ok(TagSpan {
                        name: name_start..name_end,
                        value: value_start..at,
                        escaped,
                        ascii,
                        next: after + 1,
                    });
                }
                last_quote = Some(at);
                at += 1;
            }
            Some(b'\\') => {
                escaped = true;
                match line.get(at + 1) {
                    Some(&byte) if !is_line_break(byte) => {
                        ascii &= byte.is_ascii();
                        at += 2;
                    }
                    _ => at += 1,
                }
            }
            Some(&byte) if !is_line_break(byte) => at += 1,
            _ => break,
        }
    }
    let line_end = at.min(limit);
    match last_quote {
        Some(close)
            if skip_blanks(line, close + 1) >= line_end && !cut_short(buf, line_end, limit) =>
        {
            Ok(TagSpan {
                name: name_start..name_end,
                value: value_start..close,
                escaped,
                ascii,
                next: line_end,
            })
        }
        _ => Err(tag_fault(TagFaultKind::Unterminated, buf, line_end, limit)),
    }
}

/// The fault `kind` for a tag pair whose line ends at `line_end`, or that is too long when the
/// line was cut at `limit`.
fn tag_fault(kind: TagFaultKind, buf: &[u8], line_end: usize, limit: usize) -> TagFault {
    TagFault {
        kind: match cut_short(buf, line_end, limit) {
            true => TagFaultKind::TooLong,
            false => kind,
        },
        line_end,
    }
}

/// Whether a line that ends at `line_end` was cut at `limit` with more of it to come.
fn cut_short(buf: &[u8], line_end: usize, limit: usize) -> bool {
    line_end == limit && limit < buf.len()
}

/// The position of the first line break from `from` on, or `limit`.
fn find_line_end(buf: &[u8], from: usize, limit: usize) -> usize {
    buf[from..limit]
        .iter()
        .position(|&byte| is_line_break(byte))
        .map_or(limit, |offset| from + offset)
}

/// A tag value with `\"` and `\\` unescaped, written into `out`.
fn unescape<'a>(raw: &[u8], out: &'a mut Vec<u8>) -> &'a [u8] {
    out.clear();
    let mut bytes = raw.iter().copied();
    while let Some(byte) = bytes.next() {
        if byte != b'\\' {
            out.push(byte);
            continue;
        }
        match bytes.next() {
            Some(escaped @ (b'"' | b'\\')) => out.push(escaped),
            Some(other) => out.extend_from_slice(&[b'\\', other]),
            None => out.push(b'\\'),
        }
    }
    out
}

/// What a token in the movetext is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Word {
    Number(u32),
    Result(&'static str),
    Glyph(u8),
    Move,
}

fn classify_word(token: &[u8]) -> Word {
    match token.first() {
        Some(b'0'..=b'9') if token.iter().all(u8::is_ascii_digit) => {
            Word::Number(read_digits(token, 0).0)
        }
        Some(b'0'..=b'9') => parse_result(token).map_or(Word::Move, Word::Result),
        Some(b'+' | b'-' | b'=' | 0xC2 | 0xE2) => parse_result(token)
            .map(Word::Result)
            .or_else(|| evaluation_glyph(token).map(Word::Glyph))
            .unwrap_or(Word::Move),
        _ => Word::Move,
    }
}

/// The number written in the digits of `buf` from `from` on (an absurdly long one saturates),
/// and the position after them.
#[inline]
fn read_digits(buf: &[u8], from: usize) -> (u32, usize) {
    let mut end = from;
    let mut number: u32 = 0;
    while let Some(digit) = buf.get(end).filter(|byte| byte.is_ascii_digit()) {
        number = number
            .saturating_mul(10)
            .saturating_add(u32::from(digit - b'0'));
        end += 1;
    }
    (number, end)
}

/// A result token, in its standard form: `1-0`, `0-1`, `1/2-1/2`, with `½` for `1/2` and en or
/// em dashes for `-` accepted.
fn parse_result(token: &[u8]) -> Option<&'static str> {
    const DASHES: [&str; 3] = ["-", "–", "—"];
    let is_half = |side: &[u8]| side == b"1/2" || side == "½".as_bytes();
    DASHES.iter().find_map(|dash| {
        let dash = dash.as_bytes();
        let split = token
            .windows(dash.len())
            .position(|window| window == dash)?;
        let (white, black) = (&token[..split], &token[split + dash.len()..]);
        match (white, black) {
            (b"1", b"0") => Some("1-0"),
            (b"0", b"1") => Some("0-1"),
            _ if is_half(white) && is_half(black) => Some("1/2-1/2"),
            _ => None,
        }
    })
}

/// The glyph number of an evaluation symbol written out, like `+-` or `∞`.
fn evaluation_glyph(token: &[u8]) -> Option<u8> {
    const SYMBOLS: [(&str, u8); 15] = [
        ("□", 7),
        ("=", 10),
        ("∞", 13),
        ("+=", 14),
        ("+/=", 14),
        ("⩲", 14),
        ("=+", 15),
        ("=/+", 15),
        ("⩱", 15),
        ("+/-", 16),
        ("±", 16),
        ("-/+", 17),
        ("∓", 17),
        ("+-", 18),
        ("-+", 19),
    ];
    SYMBOLS
        .iter()
        .find(|(symbol, _)| symbol.as_bytes() == token)
        .map(|&(_, nag)| nag)
}

// ----------------------------------------------------------------------------------------------
// Reading: text
// ----------------------------------------------------------------------------------------------

/// `bytes` as text: as they are when they are UTF-8; otherwise decoded into `scratch`, each
/// byte that is not part of a valid UTF-8 sequence read as Windows-1252 (Latin-1).
#[inline]
fn decode<'a>(bytes: &'a [u8], scratch: &'a mut String) -> &'a str {
    decode_known(bytes, bytes.is_ascii(), scratch)
}

/// `buf[range]` as text, as [`decode`] makes it.
#[inline]
fn decode_at<'a>(buf: &'a [u8], range: Range<usize>, scratch: &'a mut String) -> &'a str {
    let ascii = is_ascii_at(buf, range.clone());
    decode_known(&buf[range], ascii, scratch)
}

/// [`decode`], told whether the bytes are all ASCII (`false` when unsure).
#[inline]
fn decode_known<'a>(bytes: &'a [u8], ascii: bool, scratch: &'a mut String) -> &'a str {
    if ascii {
        debug_assert!(bytes.is_ascii());
        // SAFETY: ASCII bytes are valid UTF-8. (This spares a call to `from_utf8` for each
        // token: a sixth of the time of reading.)
        return unsafe { std::str::from_utf8_unchecked(bytes) };
    }
    decode_non_ascii(bytes, scratch)
}

/// [`decode`] for text with bytes beyond ASCII.
fn decode_non_ascii<'a>(bytes: &'a [u8], scratch: &'a mut String) -> &'a str {
    if let Ok(text) = std::str::from_utf8(bytes) {
        return text;
    }
    scratch.clear();
    for chunk in bytes.utf8_chunks() {
        scratch.push_str(chunk.valid());
        scratch.extend(chunk.invalid().iter().map(|&byte| windows_1252(byte)));
    }
    scratch
}

/// The character of a Windows-1252 byte: Latin-1, but for printable characters in place of
/// the control codes 0x80..0x9F.
fn windows_1252(byte: u8) -> char {
    const HIGH_CONTROLS: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8D}', 'Ž',
        '\u{8F}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9D}',
        'ž', 'Ÿ',
    ];
    match byte {
        0x80..=0x9F => HIGH_CONTROLS[usize::from(byte - 0x80)],
        _ => char::from(byte),
    }
}

/// The start of `bytes`, to its first line break, as text short enough for an error message.
fn snippet(bytes: &[u8]) -> String {
    let line_len = bytes
        .iter()
        .take(4 * SNIPPET_CHARS)
        .position(|&byte| is_line_break(byte))
        .unwrap_or(bytes.len().min(4 * SNIPPET_CHARS));
    let mut scratch = String::new();
    let text = decode(bytes[..line_len].trim_ascii_end(), &mut scratch);
    let mut shown: String = text
        .chars()
        .take(SNIPPET_CHARS)
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let cut_off = line_len < bytes.len() && !is_line_break(bytes[line_len]);
    if cut_off || text.chars().nth(SNIPPET_CHARS).is_some() {
        shown.push('…');
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Renders each game as one line of events: tags `[Name "value"]`, `|` where the movetext
    /// begins, `12.`, moves as written, `$n`, `{comment}`, `(` `)` (or `(...)` when skipped),
    /// `=> result`.
    #[derive(Default)]
    struct Recorder {
        events: Vec<String>,
        enter_variations: bool,
        /// Answer `SkipGame` right after this event.
        skip_at: Option<&'static str>,
        /// Answer `false` to `reads_comments`.
        ignores_comments: bool,
    }

    impl Recorder {
        fn entering_variations() -> Self {
            Recorder {
                enter_variations: true,
                ..Recorder::default()
            }
        }

        fn skipping_at(event: &'static str) -> Self {
            Recorder {
                skip_at: Some(event),
                ..Recorder::default()
            }
        }

        fn push(&mut self, event: String) -> Flow {
            let skip = self.skip_at == Some(event.as_str());
            self.events.push(event);
            if skip { Flow::SkipGame } else { Flow::Continue }
        }
    }

    impl Visitor for Recorder {
        type Output = String;

        fn begin_game(&mut self) {
            self.events.clear();
        }

        fn tag(&mut self, name: &str, value: &str) -> Flow {
            self.push(format!("[{name} {value:?}]"))
        }

        fn begin_movetext(&mut self) -> Flow {
            self.push("|".to_string())
        }

        fn move_number(&mut self, number: u32) -> Flow {
            self.push(format!("{number}."))
        }

        fn san(&mut self, token: &str) -> Flow {
            self.push(token.to_string())
        }

        fn nag(&mut self, nag: u8) -> Flow {
            self.push(format!("${nag}"))
        }

        fn comment(&mut self, text: &str) -> Flow {
            self.push(format!("{{{text}}}"))
        }

        fn reads_comments(&self) -> bool {
            !self.ignores_comments
        }

        fn begin_variation(&mut self) -> Skip {
            let event = if self.enter_variations { "(" } else { "(...)" };
            let _ = self.push(event.to_string());
            Skip(!self.enter_variations)
        }

        fn end_variation(&mut self) -> Flow {
            self.push(")".to_string())
        }

        fn result(&mut self, result: &str) -> Flow {
            self.push(format!("=> {result}"))
        }

        fn end_game(&mut self) -> String {
            self.events.join(" ")
        }
    }

    /// Every game of `reader` rendered, or its error message; stops at the end of the input.
    fn read_all<R: Read>(mut reader: Reader<R>, visitor: &mut Recorder) -> Vec<String> {
        let mut games = Vec::new();
        loop {
            match reader.read_game(visitor) {
                Ok(Some(game)) => games.push(game),
                Ok(None) => return games,
                Err(error) => games.push(format!("error: {error}")),
            }
        }
    }

    fn games_of_bytes(pgn: &[u8]) -> Vec<String> {
        read_all(Reader::new(pgn), &mut Recorder::default())
    }

    fn games(pgn: &str) -> Vec<String> {
        games_of_bytes(pgn.as_bytes())
    }

    fn game(pgn: &str) -> String {
        let all = games(pgn);
        assert_eq!(all.len(), 1, "expected one game in {pgn:?}, got {all:#?}");
        all[0].clone()
    }

    fn game_entering_variations(pgn: &str) -> String {
        let all = read_all(
            Reader::new(pgn.as_bytes()),
            &mut Recorder::entering_variations(),
        );
        assert_eq!(all.len(), 1, "{all:#?}");
        all[0].clone()
    }

    // ---- tags ----

    #[test]
    fn reads_tags_and_movetext() {
        let pgn = "[Event \"Club\"]\n[White \"Anna\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n";
        assert_eq!(
            game(pgn),
            "[Event \"Club\"] [White \"Anna\"] | 1. e4 e5 2. Nf3 Nc6 => 1-0"
        );
    }

    #[test]
    fn unescapes_tag_values_and_keeps_other_backslashes() {
        let pgn = r#"[Event "say \"hi\" C:\\dir\\ C:\x"]"#;
        assert_eq!(game(pgn), r#"[Event "say \"hi\" C:\\dir\\ C:\\x"] |"#);
    }

    #[test]
    fn reads_several_tags_on_a_line_and_spaces_inside_brackets() {
        let pgn = "[White \"a\"] [Black \"b\"][Round\"3\"]\n[ Site   \"x y\" ]\n*";
        assert_eq!(
            game(pgn),
            "[White \"a\"] [Black \"b\"] [Round \"3\"] [Site \"x y\"] | => *"
        );
    }

    #[test]
    fn tolerates_unescaped_inner_quotes_and_a_missing_bracket() {
        assert_eq!(
            game("[Event \"The \"Big\" One\"]\n*"),
            r#"[Event "The \"Big\" One"] | => *"#
        );
        assert_eq!(game("[Event \"x\" \n1. e4 *"), "[Event \"x\"] | 1. e4 => *");
        assert_eq!(game("[Event \"\"]\n*"), "[Event \"\"] | => *");
    }

    #[test]
    fn movetext_may_start_on_the_line_of_the_last_tag() {
        assert_eq!(game("[Event \"x\"] 1. e4 *"), "[Event \"x\"] | 1. e4 => *");
    }

    // ---- movetext ----

    #[test]
    fn reads_move_numbers_in_every_spelling() {
        assert_eq!(
            game("1.e4 e5 2.Nf3 2...Nc6 3. Bb5 3 ... a6 4 Ba4 *"),
            "| 1. e4 e5 2. Nf3 2. Nc6 3. Bb5 3. a6 4. Ba4 => *"
        );
        assert_eq!(game("e4 e5 Nf3 *"), "| e4 e5 Nf3 => *");
        assert_eq!(
            game("99999999999. e4 *"),
            format!("| {}. e4 => *", u32::MAX)
        );
    }

    #[test]
    fn passes_move_tokens_as_written() {
        assert_eq!(
            game("1. e4 e5 2. 0-0 O-O-O+ 3. exd8=Q# Nxe9 -- ♘f3 e2-e4 *"),
            "| 1. e4 e5 2. 0-0 O-O-O+ 3. exd8=Q# Nxe9 -- ♘f3 e2-e4 => *"
        );
    }

    #[test]
    fn reads_brace_comments_over_lines_and_line_comments() {
        let pgn = "1. e4 {best by test\n  says Fischer} e5 ; a line comment\n2. Nf3 {} *";
        assert_eq!(
            game(pgn),
            "| 1. e4 {best by test\n  says Fischer} e5 {a line comment} 2. Nf3 {} => *"
        );
    }

    #[test]
    fn delivers_clock_comments_after_their_move() {
        let pgn = "1. e4 { [%clk 0:04:58] } 1... e5 { [%clk 0:04:57] } *";
        assert_eq!(
            game(pgn),
            "| 1. e4 {[%clk 0:04:58]} 1. e5 {[%clk 0:04:57]} => *"
        );
    }

    #[test]
    fn comments_before_and_among_tags_belong_to_the_game() {
        let pgn = "{file comment}\n[Event \"a\"]\n; note\n[Site \"b\"]\n1. e4 *";
        assert_eq!(
            game(pgn),
            "{file comment} [Event \"a\"] {note} [Site \"b\"] | 1. e4 => *"
        );
    }

    #[test]
    fn a_visitor_that_does_not_read_comments_gets_none_and_every_move() {
        let pgn = "[Event \"a\"]\n{before} 1. e4 { [%clk 0:05:00] } e5 {two\nlines} 2. Nf3 ; to the end\n\
                   Nc6 {\u{e9}t\u{e9}} 1-0 {after}\n\n1. d4 {never closed\n\n[Event \"b\"]\n*\n";
        let mut recorder = Recorder {
            ignores_comments: true,
            ..Recorder::default()
        };
        assert_eq!(
            read_all(Reader::new(pgn.as_bytes()), &mut recorder),
            [
                "[Event \"a\"] | 1. e4 e5 2. Nf3 Nc6 => 1-0",
                "error: game 2, line 6: unterminated comment '{never closed'",
                "[Event \"b\"] | => *"
            ]
        );
        assert_eq!(
            games(pgn)[0],
            "[Event \"a\"] {before} | 1. e4 {[%clk 0:05:00]} e5 {two\nlines} 2. Nf3 {to the end} \
             Nc6 {\u{e9}t\u{e9}} => 1-0 {after}"
        );
    }

    #[test]
    fn comments_after_the_result_belong_to_the_game_that_ended() {
        let pgn = "1. e4 1-0 {won on time}\n\n; trailer\n[Event \"b\"]\n*\n{at the end}\n";
        assert_eq!(
            games(pgn),
            [
                "| 1. e4 => 1-0 {won on time} {trailer}",
                "[Event \"b\"] | => * {at the end}"
            ]
        );
    }

    #[test]
    fn skips_escape_lines() {
        let pgn = "%header line\n[Event \"a\"]\n%between tags\n1. e4\n%in movetext ( {\n  % indented\ne5 *\n%after";
        assert_eq!(game(pgn), "[Event \"a\"] | 1. e4 e5 => *");
    }

    #[test]
    fn a_percent_sign_inside_a_line_is_a_token() {
        assert_eq!(game("1. e4 %x e5 *"), "| 1. e4 %x e5 => *");
    }

    // ---- variations ----

    #[test]
    fn skips_variations_by_default() {
        let pgn = "1. e4 (1. d4 d5 (1... Nf6 {a ) in a comment}) 2. c4 ; ) here too\n) e5 \
                   (1... c5 1-0) 2. Nf3 *";
        assert_eq!(game(pgn), "| 1. e4 (...) e5 (...) 2. Nf3 => *");
    }

    #[test]
    fn reports_variations_when_asked() {
        let pgn = "1. e4 (1. d4 d5 (1... Nf6) 2. c4) e5 *";
        assert_eq!(
            game_entering_variations(pgn),
            "| 1. e4 ( 1. d4 d5 ( 1. Nf6 ) 2. c4 ) e5 => *"
        );
    }

    #[test]
    fn a_result_inside_a_variation_does_not_end_the_game() {
        assert_eq!(
            game_entering_variations("1. e4 (1. d4 1-0) e5 0-1"),
            "| 1. e4 ( 1. d4 ) e5 => 0-1"
        );
    }

    #[test]
    fn a_stray_closing_parenthesis_is_passed_over() {
        assert_eq!(game_entering_variations("1. e4 ) e5 *"), "| 1. e4 e5 => *");
    }

    #[test]
    fn an_unclosed_variation_ends_with_its_game() {
        let pgn = "1. e4 (1. d4 d5\n\n[Event \"2\"]\n1. c4 *";
        assert_eq!(games(pgn), ["| 1. e4 (...)", "[Event \"2\"] | 1. c4 => *"]);
        let entered = read_all(
            Reader::new(pgn.as_bytes()),
            &mut Recorder::entering_variations(),
        );
        assert_eq!(
            entered,
            ["| 1. e4 ( 1. d4 d5 )", "[Event \"2\"] | 1. c4 => *"]
        );
    }

    // ---- glyphs and results ----

    #[test]
    fn reads_glyphs_and_suffixes() {
        let pgn = "1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $14 Nf6 $300 $ 5. O-O !? +- *";
        assert_eq!(
            game(pgn),
            "| 1. e4 $1 e5 $2 2. Nf3 $3 Nc6 $4 3. Bb5 $5 a6 $6 4. Ba4 $14 Nf6 5. O-O $5 $18 => *"
        );
        assert_eq!(
            game("1. e4 = d5 ∞ e5 ± *"),
            "| 1. e4 $10 d5 $13 e5 $16 => *"
        );
    }

    #[test]
    fn reads_every_result() {
        let pgn = "1. e4 1/2-1/2\n1. d4 ½-½\n1. c4 0-1\n1. Nf3 1–0\n1. b3 *\n1. g3 1-0";
        assert_eq!(
            games(pgn),
            [
                "| 1. e4 => 1/2-1/2",
                "| 1. d4 => 1/2-1/2",
                "| 1. c4 => 0-1",
                "| 1. Nf3 => 1-0",
                "| 1. b3 => *",
                "| 1. g3 => 1-0"
            ]
        );
    }

    #[test]
    fn a_missing_result_ends_the_game_at_the_next_tags_or_the_end() {
        let pgn = "[Event \"a\"]\n1. e4 e5\n\n[Event \"b\"]\n1. d4";
        assert_eq!(
            games(pgn),
            ["[Event \"a\"] | 1. e4 e5", "[Event \"b\"] | 1. d4"]
        );
    }

    #[test]
    fn reads_games_without_tags() {
        assert_eq!(
            games("1. e4 e5 1-0\n1. d4 d5 0-1\n\n1. c4 *"),
            ["| 1. e4 e5 => 1-0", "| 1. d4 d5 => 0-1", "| 1. c4 => *"]
        );
    }

    #[test]
    fn tolerates_empty_lines_anywhere() {
        let pgn = "\n\n[Event \"a\"]\n\n[Site \"b\"]\n\n\n1. e4\n\ne5 {x\n\ny}\n\n1-0\n\n\n";
        assert_eq!(
            game(pgn),
            "[Event \"a\"] [Site \"b\"] | 1. e4 e5 {x\n\ny} => 1-0"
        );
    }

    #[test]
    fn empty_input_has_no_games() {
        for pgn in [
            "",
            "\n\n",
            " \t\r\n",
            "\u{FEFF}",
            "%only an escape line\n",
            ". ) }",
        ] {
            assert_eq!(games(pgn), Vec::<String>::new(), "{pgn:?}");
        }
    }

    #[test]
    fn passes_garbage_on_as_move_tokens() {
        assert_eq!(
            game("1. e4 Nxe9 ## [x] \"q\" e5 *"),
            "| 1. e4 Nxe9 ## [x] \"q\" e5 => *"
        );
        assert_eq!(games("hello world\n"), ["| hello world"]);
    }

    #[test]
    fn finds_the_end_of_tokens_of_every_length_before_every_delimiter() {
        for len in 1..=12 {
            let token: String = "Nbd7xe5=Q+#a".chars().take(len).collect();
            for delimiter in [" ", "\n", "{c}", "(", ")", "!", "?", "$1", ";c\n", ".", "*"] {
                let pgn = format!("{token}{delimiter} e4");
                let all = read_all(
                    Reader::new(pgn.as_bytes()),
                    &mut Recorder::entering_variations(),
                );
                let first = all[0].split(' ').nth(1).unwrap_or_default().to_string();
                assert_eq!(first, token, "{pgn:?} gave {all:?}");
            }
        }
    }

    #[test]
    fn reads_tabs_and_control_bytes_inside_comments_and_tags() {
        assert_eq!(
            game("[Event\t\"a\tb\"]\n1. e4 {x\ty\x0bz} *"),
            "[Event \"a\\tb\"] | 1. e4 {x\ty\u{b}z} => *"
        );
    }

    #[test]
    fn decodes_latin_1_tag_names() {
        assert_eq!(
            games_of_bytes(b"[\xc9v\xe9nement \"x\"]\n*"),
            ["[Événement \"x\"] | => *"]
        );
    }

    // ---- encodings and line ends ----

    #[test]
    fn skips_byte_order_marks_also_between_concatenated_files() {
        let pgn = "\u{FEFF}[Event \"a\"]\n1. e4 *\n\u{FEFF}[Event \"b\"]\n1. d4 *\n";
        assert_eq!(
            games(pgn),
            ["[Event \"a\"] | 1. e4 => *", "[Event \"b\"] | 1. d4 => *"]
        );
    }

    #[test]
    fn decodes_latin_1() {
        let pgn = b"[White \"Bj\xf6rn\"]\n1. e4 {Gut f\xfcr Wei\xdf \x80 \x93x\x94} e5 ; \xe0 bient\xf4t\n*";
        assert_eq!(
            games_of_bytes(pgn),
            ["[White \"Björn\"] | 1. e4 {Gut für Weiß € “x”} e5 {à bientôt} => *"]
        );
    }

    #[test]
    fn decodes_stray_bytes_in_utf8_text_one_by_one() {
        assert_eq!(
            games_of_bytes(
                "1. e4 {é \u{e9}"
                    .as_bytes()
                    .iter()
                    .chain(b" \xe9}*")
                    .copied()
                    .collect::<Vec<_>>()
                    .as_slice()
            ),
            ["| 1. e4 {é é é} => *"]
        );
    }

    #[test]
    fn reads_utf8_text() {
        assert_eq!(
            game("[White \"Ярослав Åse 王\"]\n1. ♘f3 {Ход конём} *"),
            "[White \"Ярослав Åse 王\"] | 1. ♘f3 {Ход конём} => *"
        );
    }

    #[test]
    fn reads_crlf_and_cr_line_ends() {
        let pgn = "[Event \"a\"]\n[Site \"b\"]\n\n1. e4 ; note\ne5 {x}\n%skip\n*\n\n[Event \"c\"]\n1. d4 *\n";
        let expected = games(pgn);
        assert_eq!(
            expected,
            [
                "[Event \"a\"] [Site \"b\"] | 1. e4 {note} e5 {x} => *",
                "[Event \"c\"] | 1. d4 => *"
            ]
        );
        assert_eq!(games(&pgn.replace('\n', "\r\n")), expected);
        assert_eq!(games(&pgn.replace('\n', "\r")), expected);
    }

    // ---- errors ----

    fn first_error(pgn: &[u8]) -> PgnError {
        let mut reader = Reader::new(pgn);
        loop {
            match reader.read_game(&mut Ignore) {
                Ok(Some(())) => {}
                Ok(None) => panic!("no error in {pgn:?}"),
                Err(error) => return error,
            }
        }
    }

    #[test]
    fn reports_an_unterminated_tag_and_goes_on_with_the_next_game() {
        let pgn = "[Event \"x\n[Site \"y\"]\n1. e4 *\n\n[Event \"next\"]\n1. d4 *";
        assert_eq!(
            games(pgn),
            [
                "error: game 1, line 1: unterminated tag pair '[Event \"x'",
                "[Event \"next\"] | 1. d4 => *"
            ]
        );
        assert!(matches!(
            first_error(b"[Event \"x"),
            PgnError::UnterminatedTag { .. }
        ));
        assert!(matches!(
            first_error(b"[Event"),
            PgnError::UnterminatedTag { .. }
        ));
    }

    #[test]
    fn reports_a_malformed_tag() {
        assert_eq!(
            first_error(b"[Event x]\n*").to_string(),
            "game 1, line 1: malformed tag pair '[Event x]' (expected [Name \"value\"])"
        );
        assert!(matches!(
            first_error(b"[ \"x\"]\n*"),
            PgnError::MalformedTag { .. }
        ));
    }

    #[test]
    fn reports_a_tag_that_is_too_long() {
        let long = "x".repeat(2 * MAX_TAG_LEN);
        let pgn = format!("[Event \"{long}\"]\n[Site \"y\"]\n1. e4 *\n[Event \"b\"]\n*");
        let all = games(&pgn);
        assert_eq!(all.len(), 2, "{all:?}");
        assert_eq!(
            all[0],
            format!(
                "error: game 1, line 1: tag pair longer than {MAX_TAG_LEN} bytes '[Event \"{}…'",
                "x".repeat(SNIPPET_CHARS - 8)
            )
        );
        assert_eq!(all[1], "[Event \"b\"] | => *");
    }

    #[test]
    fn reports_an_unterminated_comment_at_the_end_of_the_input() {
        assert_eq!(
            first_error(b"1. e4 {never closed\nstill open").to_string(),
            "game 1, line 1: unterminated comment '{never closed'"
        );
    }

    #[test]
    fn a_comment_that_runs_into_the_next_game_is_unterminated() {
        let pgn = "[Event \"a\"]\n1. e4 {oops\n\n[Event \"b\"]\n1. d4 *";
        assert_eq!(
            games(pgn),
            [
                "error: game 1, line 2: unterminated comment '{oops'",
                "[Event \"b\"] | 1. d4 => *"
            ]
        );
        let in_variation = "1. e4 (1. d4 {oops\n[Event \"b\"]\n1. d4 *";
        assert_eq!(
            games(in_variation),
            [
                "error: game 1, line 1: unterminated comment '{oops'",
                "[Event \"b\"] | 1. d4 => *"
            ]
        );
    }

    #[test]
    fn errors_name_the_game_and_the_line_for_every_line_end() {
        let pgn =
            "[Event \"a\"]\n1. e4 *\n\n[Event \"b\"]\n1. d4 *\n\n[Event \"c\"]\n\n[Site x]\n*";
        for line_end in ["\n", "\r\n", "\r"] {
            let text = pgn.replace('\n', line_end);
            let error = first_error(text.as_bytes());
            assert_eq!(
                error.location(),
                Location { game: 3, line: 9 },
                "{line_end:?}"
            );
        }
    }

    #[test]
    fn counts_lines_across_buffer_refills() {
        let mut pgn = String::new();
        for number in 0..2000 {
            pgn.push_str(&format!(
                "[Event \"{number}\"]\r\n1. e4 {{a\r\nb}} e5 *\r\n\r\n"
            ));
        }
        pgn.push_str("[Site x]\r\n");
        let tiny = Limits {
            comment: 40,
            tag: 100,
            move_token: 16,
        };
        let mut reader = Reader::with_limits(Dribble::new(pgn.as_bytes()), tiny);
        let mut result = Ok(None);
        for _ in 0..=2001 {
            result = reader.read_game(&mut Ignore);
            if result.is_err() {
                break;
            }
        }
        let error = result.expect_err("the last game is broken");
        assert_eq!(
            error.location(),
            Location {
                game: 2001,
                line: 2000 * 4 + 1
            }
        );
    }

    #[test]
    fn io_errors_are_reported_once_then_reading_stops() {
        struct Failing(bool);
        impl Read for Failing {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                if std::mem::replace(&mut self.0, true) {
                    return Err(io::Error::other("disk on fire"));
                }
                let text = b"[Event \"a\"]\n";
                buf[..text.len()].copy_from_slice(text);
                Ok(text.len())
            }
        }
        let mut reader = Reader::new(Failing(false));
        let error = reader
            .read_game(&mut Recorder::default())
            .expect_err("the source fails");
        assert!(matches!(error, PgnError::Io { .. }));
        assert_eq!(
            error.to_string(),
            "game 1, line 1: cannot read the input: disk on fire"
        );
        assert!(matches!(
            reader.read_game(&mut Recorder::default()),
            Ok(None)
        ));
    }

    // ---- the visitor skips ----

    #[test]
    fn the_visitor_can_skip_the_rest_of_a_game() {
        let pgn = "[Event \"a\"]\n1. e4 e5 2. Nf3 {c} (1. d4) 1-0 {after}\n[Event \"b\"]\n1. d4 *";
        assert_eq!(
            read_all(
                Reader::new(pgn.as_bytes()),
                &mut Recorder::skipping_at("e5")
            ),
            ["[Event \"a\"] | 1. e4 e5", "[Event \"b\"] | 1. d4 => *"]
        );
        assert_eq!(
            read_all(
                Reader::new(pgn.as_bytes()),
                &mut Recorder::skipping_at("[Event \"a\"]")
            ),
            ["[Event \"a\"]", "[Event \"b\"] | 1. d4 => *"]
        );
        assert_eq!(
            read_all(Reader::new(pgn.as_bytes()), &mut Recorder::skipping_at("|")),
            ["[Event \"a\"] |", "[Event \"b\"] |"]
        );
    }

    #[test]
    fn errors_after_a_skip_are_passed_over() {
        let pgn = "1. e4 e5 {open\n[Event \"b\"]\n1. d4 *";
        assert_eq!(
            read_all(
                Reader::new(pgn.as_bytes()),
                &mut Recorder::skipping_at("e4")
            ),
            ["| 1. e4", "[Event \"b\"] | 1. d4 => *"]
        );
    }

    #[test]
    fn skip_game_and_game_number() {
        let mut reader = Reader::new("1. e4 *\n1. d4 *\n1. c4 *".as_bytes());
        assert_eq!(reader.game_number(), 0);
        assert!(reader.skip_game().expect("readable"));
        assert_eq!(
            reader
                .read_game(&mut Recorder::default())
                .expect("readable"),
            Some("| 1. d4 => *".to_string())
        );
        assert_eq!(reader.game_number(), 2);
        assert!(reader.skip_game().expect("readable"));
        assert!(!reader.skip_game().expect("readable"));
        assert_eq!(reader.game_number(), 3);
        assert_eq!(reader.into_inner(), b"");
    }

    // ---- limits ----

    #[test]
    fn cuts_a_long_comment_and_reads_on() {
        let long = "é".repeat(MAX_COMMENT_LEN);
        let pgn = format!("1. e4 {{{long}}} e5 *");
        let mut reader = Reader::new(pgn.as_bytes());
        struct Lengths(Vec<usize>, Vec<String>);
        impl Visitor for Lengths {
            type Output = ();
            fn comment(&mut self, text: &str) -> Flow {
                self.0.push(text.len());
                Flow::Continue
            }
            fn san(&mut self, token: &str) -> Flow {
                self.1.push(token.to_string());
                Flow::Continue
            }
            fn end_game(&mut self) {}
        }
        let mut lengths = Lengths(Vec::new(), Vec::new());
        assert_eq!(reader.read_game(&mut lengths).expect("readable"), Some(()));
        assert_eq!(lengths.0, [MAX_COMMENT_LEN]);
        assert_eq!(lengths.1, ["e4", "e5"]);
        assert!(reader.read_game(&mut lengths).expect("readable").is_none());
    }

    #[test]
    fn a_huge_comment_streams_through_the_fixed_buffer() {
        let pgn = format!(
            "1. e4 {{{}}} e5 1-0\n[Event \"b\"]\n*",
            "ab ".repeat(5_000_000)
        );
        let all = games(&pgn);
        assert_eq!(all.len(), 2);
        assert!(all[0].ends_with("} e5 => 1-0"));
        let mut reader = Reader::new(pgn.as_bytes());
        assert_eq!(reader.input.buf.len(), Limits::DEFAULT.buffer_len());
        while reader.read_game(&mut Ignore).expect("readable").is_some() {}
        assert_eq!(reader.input.buf.len(), Limits::DEFAULT.buffer_len());
    }

    #[test]
    fn cuts_a_long_token_and_reads_on() {
        let pgn = format!("1. {} e5 *", "x".repeat(100_000));
        assert_eq!(
            game(&pgn),
            format!("| 1. {} e5 => *", "x".repeat(MAX_MOVE_TOKEN_LEN))
        );
        let line = format!("1. e4 ;{}\ne5 *", "y".repeat(100_000));
        assert_eq!(
            game(&line),
            format!("| 1. e4 {{{}}} e5 => *", "y".repeat(MAX_COMMENT_LEN))
        );
    }

    // ---- helpers ----

    #[test]
    fn counts_line_breaks_of_every_kind() {
        assert_eq!(count_line_breaks(b"a\nb\r\nc\rd", b'x'), 3);
        assert_eq!(count_line_breaks(b"\nx", b'\r'), 0);
        assert_eq!(count_line_breaks(b"\nx", b'a'), 1);
        assert_eq!(count_line_breaks(b"\r\r\n\n", b'a'), 3);
    }

    #[test]
    fn parses_results_strictly() {
        assert_eq!(parse_result(b"1-0"), Some("1-0"));
        assert_eq!(parse_result("0—1".as_bytes()), Some("0-1"));
        assert_eq!(parse_result("1/2–½".as_bytes()), Some("1/2-1/2"));
        assert_eq!(parse_result(b"0-0"), None);
        assert_eq!(parse_result(b"1-0-0"), None);
        assert_eq!(parse_result(b"1/2"), None);
    }

    // ---- the corpora ----

    fn corpus(name: &str) -> Vec<u8> {
        let path = format!("{}/tests/data/pgn/{name}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
    }

    /// Per game: whether it had tags, its move tokens, and its result.
    #[derive(Default)]
    struct Census {
        tags: usize,
        moves: usize,
        results: Vec<String>,
        result_tag: String,
    }

    impl Visitor for Census {
        type Output = (usize, usize, Vec<String>, String);

        fn begin_game(&mut self) {
            *self = Census::default();
        }

        fn tag(&mut self, name: &str, value: &str) -> Flow {
            self.tags += 1;
            if name == "Result" {
                self.result_tag = value.to_string();
            }
            Flow::Continue
        }

        fn san(&mut self, _token: &str) -> Flow {
            self.moves += 1;
            Flow::Continue
        }

        fn result(&mut self, result: &str) -> Flow {
            self.results.push(result.to_string());
            Flow::Continue
        }

        fn end_game(&mut self) -> Self::Output {
            let census = std::mem::take(self);
            (census.tags, census.moves, census.results, census.result_tag)
        }
    }

    #[test]
    fn reads_every_game_of_the_corpora() {
        // Lichess records games abandoned or lost on time before the first move, without moves.
        for (name, expected_games, without_moves) in [
            ("lichess-sample.pgn", 438, &[124, 219, 225, 237, 238][..]),
            ("twic-232.pgn", 232, &[]),
            ("chess960.pgn", 20, &[]),
        ] {
            let bytes = corpus(name);
            let mut reader = Reader::new(bytes.as_slice());
            let mut census = Census::default();
            let mut count = 0;
            while let Some((tags, moves, results, result_tag)) = reader
                .read_game(&mut census)
                .expect("the corpora are readable")
            {
                count += 1;
                assert!(tags >= 7, "{name} game {count}: {tags} tags");
                assert_eq!(
                    moves == 0,
                    without_moves.contains(&count),
                    "{name} game {count}: {moves} moves"
                );
                assert_eq!(results, [result_tag], "{name} game {count}");
            }
            assert_eq!(count, expected_games, "{name}");
        }
    }

    /// Gives its bytes a few at a time, and now and then an interruption.
    struct Dribble<'a> {
        bytes: &'a [u8],
        calls: usize,
    }

    impl<'a> Dribble<'a> {
        fn new(bytes: &'a [u8]) -> Self {
            Dribble { bytes, calls: 0 }
        }
    }

    impl Read for Dribble<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.calls += 1;
            if self.calls.is_multiple_of(7) {
                return Err(io::Error::from(io::ErrorKind::Interrupted));
            }
            let len = (self.calls % 13 + 1).min(buf.len()).min(self.bytes.len());
            buf[..len].copy_from_slice(&self.bytes[..len]);
            self.bytes = &self.bytes[len..];
            Ok(len)
        }
    }

    const TINY: Limits = Limits {
        comment: 40,
        tag: 200,
        move_token: 16,
    };

    #[test]
    fn a_tiny_buffer_fed_a_few_bytes_at_a_time_reads_the_same() {
        let tricky = "\u{FEFF}{intro}\n[Event \"a \\\"b\\\"\"]\r\n%esc\r\n1.e4!? {c1}\n(1. d4 {x ( y} (1... d5) ; z )\n) \
                      1...e5 $3 2. Nf3 ;line\n*\r\n\r\n1. d4 1-0 {t}\n[Event \"c\"]\n1. c4 (1. b3";
        let mut inputs = vec![tricky.as_bytes().to_vec()];
        for name in ["lichess-sample.pgn", "twic-232.pgn", "chess960.pgn"] {
            inputs.push(corpus(name));
        }
        for input in &inputs {
            for (enter, ignores_comments) in [(false, false), (true, false), (false, true)] {
                let visitor = || Recorder {
                    enter_variations: enter,
                    ignores_comments,
                    ..Recorder::default()
                };
                let expected = read_all(Reader::new(input.as_slice()), &mut visitor());
                let dribbled = read_all(
                    Reader::with_limits(Dribble::new(input), TINY),
                    &mut visitor(),
                );
                assert_eq!(dribbled, expected);
            }
        }
    }

    // ---- robustness ----

    /// A small deterministic random number generator (xorshift64*).
    struct Random(u64);

    impl Random {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }

        fn below(&mut self, bound: usize) -> usize {
            (self.next() % bound as u64) as usize
        }
    }

    /// Reads all of `input` with every reader set-up, asserting that each call returns and
    /// that every game consumes input.
    fn read_to_the_end(input: &[u8]) {
        for enter in [false, true] {
            read_all_bounded(Reader::new(input), enter, input);
            read_all_bounded(Reader::with_limits(Dribble::new(input), TINY), enter, input);
        }
    }

    fn read_all_bounded<R: Read>(mut reader: Reader<R>, enter: bool, input: &[u8]) {
        let mut visitor = Recorder {
            enter_variations: enter,
            ..Recorder::default()
        };
        for _ in 0..input.len() + 2 {
            if let Ok(None) = reader.read_game(&mut visitor) {
                return;
            }
        }
        panic!("no end reading {input:?}");
    }

    #[test]
    fn never_panics_on_random_bytes() {
        const ALPHABET: &[u8] =
            b"[]{}();%$!?*.-/0123456789 \n\n\r\t\"\\abcdeNBRQKO=+#\xc2\xbd\xef\xbb\xbf\xe2\x80\x93";
        let mut random = Random(0x9E37_79B9_7F4A_7C15);
        for _ in 0..3000 {
            let len = random.below(200);
            let input: Vec<u8> = (0..len)
                .map(|_| {
                    if random.below(8) == 0 {
                        random.next() as u8
                    } else {
                        ALPHABET[random.below(ALPHABET.len())]
                    }
                })
                .collect();
            read_to_the_end(&input);
        }
    }

    #[test]
    fn never_panics_on_cut_or_damaged_games() {
        let text = corpus("lichess-sample.pgn");
        let sample = &text[..20_000];
        let mut random = Random(42);
        for _ in 0..1000 {
            let start = random.below(sample.len());
            let end = start + random.below(sample.len() - start + 1);
            read_to_the_end(&sample[start..end]);
        }
        for _ in 0..1000 {
            let start = random.below(sample.len() - 3000);
            let mut damaged = sample[start..start + 3000].to_vec();
            for _ in 0..1 + random.below(8) {
                let at = random.below(damaged.len());
                match random.below(3) {
                    0 => damaged[at] = random.next() as u8,
                    1 => {
                        damaged.remove(at);
                    }
                    _ => damaged.insert(at, b"[]{}();%$\"\n\\"[random.below(12)]),
                }
            }
            read_to_the_end(&damaged);
        }
    }
}
