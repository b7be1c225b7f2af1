//! The input of a reader: one fixed buffer over the source, refilled as reading goes on, and
//! the count of lines passed, for locating errors.

use std::io::{self, Read};

use super::scan::{
    TAG_PAIR_WINDOW, count_line_breaks, ends_word, is_blank, is_line_break, starts_tag_pair,
};

/// The bytes kept ahead by the loops that skip text of any length (long comments, variations),
/// enough to recognise the tag pair that begins a line.
pub(super) const PEEK: usize = TAG_PAIR_WINDOW + 1;

pub(super) const BYTE_ORDER_MARK: &[u8] = b"\xEF\xBB\xBF";

/// The input: a fixed buffer over the source, and the count of lines already passed.
pub(super) struct Input<R> {
    pub(super) source: R,
    pub(super) buf: Box<[u8]>,
    /// The reading position in `buf`.
    pub(super) pos: usize,
    /// The end of the bytes read into `buf`.
    pub(super) end: usize,
    /// Whether the source has no more bytes.
    pub(super) eof: bool,
    /// The line breaks in the input before `buf[0]`.
    line_breaks_before: u64,
    /// The input byte just before `buf[0]`; a line feed at the start of the input.
    pub(super) byte_before: u8,
    /// Whether only spaces or tabs stand between the start of the line and `buf[0]`.
    line_start_before: bool,
}

impl<R: Read> Input<R> {
    pub(super) fn new(source: R, capacity: usize) -> Self {
        Input {
            source,
            buf: vec![0; capacity].into_boxed_slice(),
            pos: 0,
            end: 0,
            eof: false,
            line_breaks_before: 0,
            byte_before: b'\n',
            line_start_before: true,
        }
    }

    /// Makes sure that `wanted` bytes are buffered from the reading position on, or all the
    /// rest of the input.
    #[inline]
    pub(super) fn ensure(&mut self, wanted: usize) -> io::Result<()> {
        if self.end - self.pos < wanted && !self.eof {
            self.refill(wanted)
        } else {
            Ok(())
        }
    }

    /// Moves the unread bytes to the front of the buffer and reads until `wanted` bytes are
    /// buffered or the source is exhausted.
    #[inline(never)]
    pub(super) fn refill(&mut self, wanted: usize) -> io::Result<()> {
        if self.pos > 0 {
            self.line_breaks_before += count_line_breaks(&self.buf[..self.pos], self.byte_before);
            self.line_start_before = self.at_line_start(self.pos);
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
    pub(super) fn bytes(&self) -> &[u8] {
        &self.buf[..self.end]
    }

    /// The byte at the reading position, `None` at the end of the input (after `ensure`).
    #[inline]
    pub(super) fn peek(&self) -> Option<u8> {
        self.bytes().get(self.pos).copied()
    }

    /// The line (from 1) of the byte at `pos`.
    pub(super) fn line_at(&self, pos: usize) -> u64 {
        let before = &self.bytes()[..pos.min(self.end)];
        1 + self.line_breaks_before + count_line_breaks(before, self.byte_before)
    }

    /// Whether only spaces or tabs stand between the start of its line and `pos`, also when
    /// the start of the line has already left the buffer.
    pub(super) fn at_line_start(&self, pos: usize) -> bool {
        match self.bytes()[..pos]
            .iter()
            .rev()
            .find(|&&byte| !is_blank(byte))
        {
            Some(&byte) => is_line_break(byte),
            None => self.line_start_before,
        }
    }

    /// Moves the reading position to the next line break, or the end of the input.
    pub(super) fn skip_line(&mut self) -> io::Result<()> {
        self.skip_until(is_line_break)
    }

    /// Moves the reading position past the rest of a move token.
    pub(super) fn skip_word(&mut self) -> io::Result<()> {
        self.skip_until(ends_word)
    }

    /// Moves the reading position to the first byte that is `wanted`, or the end of the input.
    fn skip_until(&mut self, wanted: fn(u8) -> bool) -> io::Result<()> {
        loop {
            let rest = &self.buf[self.pos..self.end];
            if let Some(offset) = rest.iter().position(|&byte| wanted(byte)) {
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
    pub(super) fn skip_comment(&mut self) -> io::Result<CommentEnd> {
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
pub(super) enum CommentEnd {
    Closed,
    IntoTags,
    EndOfInput,
}
