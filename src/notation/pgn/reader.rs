//! The reader: games, tags and movetext, read from the input and handed to a visitor.

use std::io::{self, Read};

use super::decode::{cap, decode, decode_at, snippet};
use super::error::{Location, PgnError, PgnErrorKind, PgnWarning};
use super::input::{BYTE_ORDER_MARK, CommentEnd, Input, PEEK};
use super::scan::{
    CLASSES, Class, CommentScan, IN_WORD, TagFaultKind, Word, char_boundary_before, classify_word,
    ends_word, find_line_end, find_stop, is_line_break, is_space, parse_tag, read_digits,
    scan_brace_comment, skip_filler, skip_spaces, trim_spaces, unescape, word_end,
};
use super::visitor::{Flow, Visitor};
use super::{MAX_COMMENT_LEN, MAX_MOVE_TOKEN_LEN, MAX_TAG_LEN};

/// Reads the games of a PGN text one at a time, from any [`Read`]: a file, standard input
/// (`std::io::stdin().lock()`), or bytes in memory (`text.as_bytes()`).
///
/// It buffers by itself ([`BUFFER_LEN`] bytes, whatever the size of the input), so wrapping
/// the source in a `BufReader` gains nothing. What it reads never depends on how many bytes
/// each `read` of the source gives.
pub struct Reader<R> {
    input: Input<R>,
    limits: Limits,
    /// Games begun so far; the number of the current game.
    game_number: u64,
    /// Whether reading has failed for good (an I/O error, UTF-16 input).
    failed: bool,
    /// What was read past in the last game.
    warnings: Vec<PgnWarning>,
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
            warnings: Vec::new(),
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
    /// and the next call reads the next game. After [`PgnErrorKind::Io`] and
    /// [`PgnErrorKind::Utf16`] the reader reads no further and returns `None`.
    pub fn read_game<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Result<Option<V::Output>, PgnError> {
        if self.failed {
            return Ok(None);
        }
        self.warnings.clear();
        if self.game_number == 0 && self.starts_as_utf16()? {
            self.failed = true;
            return Err(PgnError {
                at: self.location(0),
                kind: PgnErrorKind::Utf16,
            });
        }
        match self.read_next_game(visitor) {
            Ok(output) => Ok(output),
            Err(Stop::Syntax(error)) => Err(error),
            Err(Stop::Io(source)) => {
                self.failed = true;
                Err(PgnError {
                    at: self.location(self.input.pos),
                    kind: PgnErrorKind::Io(source),
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

    /// What was read past in the game read last: variations never closed.
    pub fn warnings(&self) -> &[PgnWarning] {
        &self.warnings
    }

    /// Whether the input begins as UTF-16 text: with its byte order mark, or with ASCII
    /// characters each beside a zero byte.
    fn starts_as_utf16(&mut self) -> Result<bool, PgnError> {
        if let Err(source) = self.input.ensure(4) {
            self.failed = true;
            return Err(PgnError {
                at: self.location(0),
                kind: PgnErrorKind::Io(source),
            });
        }
        let head = &self.input.bytes()[self.input.pos..];
        Ok(match head {
            [0xFF, 0xFE, ..] | [0xFE, 0xFF, ..] => true,
            [a, 0, b, 0, ..] | [0, a, 0, b, ..] => a.is_ascii_graphic() && b.is_ascii() && *b != 0,
            _ => false,
        })
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

/// The size of a reader's buffer, in bytes: about 256 KiB.
pub const BUFFER_LEN: usize = Limits::DEFAULT.buffer_len();

/// The caps on token lengths; the buffer is sized from them.
#[derive(Clone, Copy, Debug)]
pub(super) struct Limits {
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
    const fn token_lookahead(self) -> usize {
        max(self.move_token, PEEK) + 2
    }

    /// The bytes a comment up to its cap needs, with its braces, and the look at the line
    /// after its last line break (whether it starts a tag pair).
    const fn comment_lookahead(self) -> usize {
        self.comment + 2 + PEEK
    }

    /// The bytes a tag pair up to its cap needs, with a line break.
    const fn tag_lookahead(self) -> usize {
        self.tag + 2
    }

    /// Room for four of the longest tokens, so that refills are rare and read in large chunks.
    const fn buffer_len(self) -> usize {
        4 * max(
            max(self.comment_lookahead(), self.tag_lookahead()),
            self.token_lookahead(),
        )
    }
}

/// The larger of two lengths, in a constant.
const fn max(a: usize, b: usize) -> usize {
    if a > b { a } else { b }
}

/// Why the reading of a game stopped before its end.
enum Stop {
    /// The game's text cannot be made sense of.
    Syntax(PgnError),
    /// The source could not be read: what the system said.
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
    /// Where the outermost variation entered and not yet closed opens.
    opened: Option<Location>,
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
            opened: None,
        };
        match self.visit_game(visitor, &mut state) {
            Ok(flow) => {
                // Every variation entered ends before its game, also one left open by a skip.
                for _ in 0..state.depth {
                    let _ = visitor.end_variation();
                }
                match (flow, state.opened) {
                    (Flow::Continue, Some(at)) => {
                        self.warnings.push(PgnWarning::UnclosedVariation { at });
                    }
                    (Flow::Continue, None) => {}
                    (Flow::SkipGame, _) => self.skip_rest_of_game(&mut state)?,
                }
            }
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
        let name_end = find_stop(buf, name_start, limit, b' ' + 1, [b'"', b'[', b']']);
        if name_end > name_start && buf.get(name_end..name_end + 2) == Some(b" \"") {
            let value_start = name_end + 2;
            let close = find_stop(buf, value_start, limit, b'\r' + 1, [b'"', b'\\']);
            if close < limit && buf.get(close..close + 2) == Some(b"\"]") {
                let name = decode_at(buf, name_start..name_end, &mut self.name_text);
                let value = decode_at(buf, value_start..close, &mut self.text);
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
                    decode_at(buf, tag.value, &mut self.text)
                };
                let flow = visitor.tag(name, value);
                self.input.pos = tag.next;
                Ok(flow)
            }
            Err(fault) => {
                let at = self.location(open);
                let token = snippet(&buf[open..fault.line_end]);
                let kind = match fault.kind {
                    TagFaultKind::Unterminated => PgnErrorKind::UnterminatedTag { token },
                    TagFaultKind::Malformed => PgnErrorKind::MalformedTag { token },
                    TagFaultKind::TooLong => PgnErrorKind::TagTooLong {
                        token,
                        limit: self.limits.tag,
                    },
                };
                let error = PgnError { at, kind };
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
                        self.skip_variation(pos)?;
                    } else {
                        if state.depth == 0 {
                            state.opened = Some(self.location(pos));
                        }
                        state.depth = state.depth.saturating_add(1);
                    }
                    Flow::Continue
                }
                Class::CloseParen => {
                    self.input.pos = pos + 1;
                    if state.depth > 0 {
                        state.depth -= 1;
                        if state.depth == 0 {
                            state.opened = None;
                        }
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
        let end = word_end(buf, start, limit);
        if end == limit && end < buf.len() {
            return self.visit_word(visitor, state);
        }
        // `exd6 e.p.`: the en passant remark after a move is no move of its own. (A lone `e`
        // is never a move, so the common path pays one comparison.)
        if end == start + 1 && buf[start] == b'e' && is_en_passant_remark(&buf[start..]) {
            self.input.pos = start + EN_PASSANT_REMARK.len();
            return Ok(Flow::Continue);
        }
        let token = decode_at(buf, start..end, &mut self.text);
        let flow = visitor.san(cap(token, self.limits.move_token));
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
        let end = word_end(buf, start, limit);
        let runs_on = end == limit && buf.get(end).is_some_and(|&byte| !ends_word(byte));
        let token = &buf[start..end];
        let flow = match classify_word(token) {
            Word::Number(number) => visitor.move_number(number),
            Word::Result(result) => visit_result(visitor, state, result),
            Word::Glyph(nag) => visitor.nag(nag),
            Word::Move => {
                let cut = if runs_on {
                    char_boundary_before(buf, start, end)
                } else {
                    end
                };
                let token = decode(&buf[start..cut], &mut self.text);
                visitor.san(cap(token, self.limits.move_token))
            }
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
        let stop = find_stop(buf, text_start, limit, b'\r' + 1, [b'}']);
        if stop < limit && buf[stop] == b'}' {
            let flow = visit_comment(visitor, &buf[text_start..stop], &mut self.text, self.limits);
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
            CommentScan::Closed { close } => {
                let flow = visit_comment(
                    visitor,
                    &buf[text_start..close],
                    &mut self.text,
                    self.limits,
                );
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
                let flow =
                    visit_comment(visitor, &buf[text_start..cut], &mut self.text, self.limits);
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
        let flow = visit_comment(visitor, &buf[text_start..cut], &mut self.text, self.limits);
        self.input.pos = end;
        if line_end.is_none() {
            self.input.skip_line()?;
        }
        Ok(flow)
    }

    /// Passes over a variation whose `(` at `open` has been read, to its matching `)`; stops
    /// early, with a warning, at a line that starts with `[` (the next game) or at the end of
    /// the input.
    fn skip_variation(&mut self, open: usize) -> Result<(), Stop> {
        let mut depth: u64 = 1;
        let opened = self.location(open);
        loop {
            self.input.ensure(PEEK)?;
            match scan_variation(&self.input, &mut depth) {
                VariationScan::NextGame { next } => {
                    self.input.pos = next;
                    self.warnings
                        .push(PgnWarning::UnclosedVariation { at: opened });
                    return Ok(());
                }
                VariationScan::Closed { next } => {
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
                        self.warnings
                            .push(PgnWarning::UnclosedVariation { at: opened });
                        return Ok(());
                    }
                }
            }
        }
    }

    /// The error for the comment opened at `open`.
    fn unterminated_comment(&self, open: usize) -> PgnError {
        PgnError {
            at: self.location(open),
            kind: PgnErrorKind::UnterminatedComment {
                token: snippet(&self.input.bytes()[open..]),
            },
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

/// The remark that may follow an en passant capture in movetext.
const EN_PASSANT_REMARK: &[u8] = b"e.p.";

/// Whether `bytes` start with the en passant remark, followed by no more of a word.
fn is_en_passant_remark(bytes: &[u8]) -> bool {
    bytes.starts_with(EN_PASSANT_REMARK)
        && bytes
            .get(EN_PASSANT_REMARK.len())
            .is_none_or(|&next| ends_word(next))
}

/// Hands the text of a comment, without surrounding white space and within its cap, to a
/// visitor that reads comments.
#[inline(always)]
fn visit_comment<V: Visitor>(
    visitor: &mut V,
    bytes: &[u8],
    scratch: &mut String,
    limits: Limits,
) -> Flow {
    if !visitor.reads_comments() {
        return Flow::Continue;
    }
    visitor.comment(cap(decode(trim_spaces(bytes), scratch), limits.comment))
}

/// Reports a result, which ends the game; a result inside a variation is passed over.
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
    /// A `[` that starts a line, at `next`: the variation is never closed.
    NextGame { next: usize },
    /// A `{` comment at `open`.
    Comment { open: usize },
    /// A `;` comment or `%` line whose text starts at `from`.
    RestOfLine { from: usize },
    /// Nothing of note up to `next`, where the buffer runs low.
    Scanned { next: usize },
}

/// Scans a skipped variation from the reading position, counting parentheses into `depth`.
fn scan_variation<R: Read>(input: &Input<R>, depth: &mut u64) -> VariationScan {
    let buf = &input.buf[..input.end];
    let stop = if input.eof {
        buf.len()
    } else {
        buf.len() + 1 - PEEK
    };
    for (at, &byte) in buf.iter().enumerate().take(stop).skip(input.pos) {
        match byte {
            b'(' => *depth += 1,
            b')' => {
                *depth -= 1;
                if *depth == 0 {
                    return VariationScan::Closed { next: at + 1 };
                }
            }
            b'{' => return VariationScan::Comment { open: at },
            b';' => return VariationScan::RestOfLine { from: at + 1 },
            b'[' if input.at_line_start(at) => return VariationScan::NextGame { next: at },
            b'%' if input.at_line_start(at) => return VariationScan::RestOfLine { from: at },
            _ => {}
        }
    }
    VariationScan::Scanned {
        next: stop.max(input.pos),
    }
}

#[cfg(test)]
mod tests;
