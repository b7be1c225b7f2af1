//! Lines of standard input as the players mean them, from a terminal or a pipe: the end of
//! the input is never part of a line, and a line is read whole, however long, or refused
//! whole.
//!
//! A terminal hands a half-typed line over when Ctrl-D is pressed in the middle of it, and
//! an end of input when Ctrl-D is pressed again; a pipe's last line may lack its line break.
//! Here, as in a shell, a half line on a terminal stays being typed (its Ctrl-Ds are not the
//! end of the input: only one on an empty line is), and a pipe's last line is a line.

use std::io::{self, BufRead};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::Duration;

use crate::phrase;
use crate::sentence::{Phrase, Sentence};

/// The longest line read, in megabytes (a pasted PGN of thousands of moves fits many times
/// over); a longer line is refused whole.
const MAX_LINE_MEGABYTES: usize = 1;

/// The longest line a terminal's line editing keeps (Linux's); it drops what is typed or
/// pasted beyond it, so a line that long may have lost its end.
const TERMINAL_LINE_BYTES: usize = 4095;

/// How long a terminal may take to hand over the next line of a paste: far less than anyone
/// takes to type a line and press Enter.
const PASTE_GAP: Duration = Duration::from_millis(30);

/// How long an end of input that does not end anything (a Ctrl-D in the middle of a line) is
/// waited out before reading on: a terminal that has hung up reads as endless ends of input,
/// and the loop must not spin until the hang-up signal ends the program.
const IGNORED_END_PAUSE: Duration = Duration::from_millis(20);

/// A line read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// A whole line, without its line break (`\n` or `\r\n`); bytes that are not UTF-8 are
    /// replaced.
    Text(String),
    /// A line read to its end and dropped, and why.
    Refused(Refused),
}

/// Why a line was read to its end and dropped, nothing of it taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// Longer than the reader takes.
    TooLong,
    /// As long as a terminal's line can be: the terminal may have dropped the rest of it.
    TerminalFull,
}

impl Sentence for Refused {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            Refused::TooLong => phrase!("notice-input-too-long", limit = MAX_LINE_MEGABYTES),
            Refused::TerminalFull => {
                phrase!("notice-input-terminal-full", limit = TERMINAL_LINE_BYTES)
            }
        }
    }
}

/// What is typed of a line on a terminal that the reader holds after a Ctrl-D in the middle
/// of it (the terminal no longer does): shared with the writer of prompts, which writes it
/// again after a prompt written meanwhile, as a shell's line editor does. Empty while no half
/// line is held.
#[derive(Debug, Clone, Default)]
pub struct HalfLine(Arc<Mutex<String>>);

impl HalfLine {
    /// The half line held, or nothing.
    pub fn text(&self) -> String {
        self.held().clone()
    }

    fn held(&self) -> std::sync::MutexGuard<'_, String> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Holds `bytes`, the line typed so far.
    fn hold(&self, bytes: &[u8]) {
        *self.held() = String::from_utf8_lossy(bytes).into_owned();
    }

    /// Holds nothing: the line was ended.
    fn clear(&self) {
        self.held().clear();
    }
}

/// Reads lines from `input`, which is a terminal when `typed` (a half line at its end of input
/// stays being typed, and the lines of a paste come as one) and otherwise a pipe or a file
/// (its last line needs no line break).
#[derive(Debug)]
pub struct Lines<R> {
    input: R,
    typed: bool,
    max: usize,
    /// Whether more of a paste waits to be read at once, on a terminal: a paste's lines are
    /// handed over together, a person's one at a time.
    pasting: fn(&mut R) -> bool,
    /// Whether the input ended while the lines of a paste were read: the next line is the end.
    ended: bool,
    /// Whether a line of the one being read filled a terminal's line.
    full: bool,
    /// The half line held after a Ctrl-D in the middle of it, for prompts to show again.
    half: HalfLine,
}

impl<R: BufRead> Lines<R> {
    /// Lines of `input`, typed on a terminal or not, each of at most a megabyte.
    pub fn new(input: R, typed: bool) -> Lines<R> {
        Lines::with(input, typed, MAX_LINE_MEGABYTES << 20, |_| {
            super::os::input_waiting(PASTE_GAP)
        })
    }

    /// Lines of at most `max` bytes, with `pasting` telling whether more of a paste waits.
    fn with(input: R, typed: bool, max: usize, pasting: fn(&mut R) -> bool) -> Lines<R> {
        Lines {
            input,
            typed,
            max,
            pasting,
            ended: false,
            full: false,
            half: HalfLine::default(),
        }
    }

    /// These lines, holding a half line at a Ctrl-D in `half` for the writer of prompts.
    pub fn showing_half_line_in(mut self, half: HalfLine) -> Lines<R> {
        self.half = half;
        self
    }

    /// The next line; `None` at the end of the input (an end of input with nothing typed
    /// since the last line, or one that cannot be read). On a terminal, the lines of a paste
    /// are one line, with line breaks (`\n`) inside, and a line as long as a terminal's line
    /// can be is refused.
    pub fn next_line(&mut self) -> Option<Line> {
        if self.ended {
            return None;
        }
        let mut bytes = Vec::new();
        let mut length = self.read_line(&mut bytes, 0)?;
        while self.typed && (self.pasting)(&mut self.input) {
            let mut next = if length < self.max {
                b"\n".to_vec()
            } else {
                Vec::new()
            };
            let Some(total) = self.read_line(&mut next, length + 1) else {
                // The end of the input came with the paste.
                self.ended = true;
                break;
            };
            if total <= self.max {
                bytes.append(&mut next);
            } else {
                bytes.clear();
            }
            length = total;
        }
        if length > self.max {
            return Some(Line::Refused(Refused::TooLong));
        }
        if std::mem::take(&mut self.full) {
            return Some(Line::Refused(Refused::TerminalFull));
        }
        Some(Line::Text(String::from_utf8_lossy(&bytes).into_owned()))
    }

    /// Reads one line onto `bytes`, without its line break, where `length` bytes were read
    /// before it; the bytes are kept while there are at most `max` in all. The length in all,
    /// or `None` at an end of input with nothing of the line read (or when the input cannot
    /// be read).
    fn read_line(&mut self, bytes: &mut Vec<u8>, mut length: usize) -> Option<usize> {
        let start = length;
        let kept = bytes.len();
        loop {
            let available = match self.input.fill_buf() {
                Ok(available) => available,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(_) => return None,
            };
            if available.is_empty() {
                if length == start {
                    return None;
                }
                if !self.typed {
                    break;
                }
                // Ctrl-D in the middle of a line: the line is still being typed.
                thread::sleep(IGNORED_END_PAUSE);
                continue;
            }
            let (taken, ends) = match available.iter().position(|&byte| byte == b'\n') {
                Some(at) => (at, true),
                None => (available.len(), false),
            };
            length += taken;
            if length <= self.max {
                bytes.extend_from_slice(&available[..taken]);
            } else {
                bytes.clear();
            }
            self.input.consume(taken + usize::from(ends));
            if self.typed && !ends {
                // Handed over by a Ctrl-D in the middle of the line: the terminal no longer
                // shows it after a prompt written meanwhile.
                self.half.hold(bytes);
            }
            if ends {
                self.half.clear();
                self.full |= self.typed && length - start >= TERMINAL_LINE_BYTES;
                // A `\r` before the line break is part of the break.
                if bytes.len() > kept && bytes.last() == Some(&b'\r') {
                    bytes.pop();
                    length -= 1;
                }
                break;
            }
        }
        Some(length)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::VecDeque;
    use std::io::Read;

    use super::*;

    /// Input as a terminal or a pipe hands it over: one chunk at each read, an empty chunk
    /// being an end of input (Ctrl-D on a terminal).
    struct Chunks(VecDeque<&'static [u8]>);

    impl Read for Chunks {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let Some(chunk) = self.0.pop_front() else {
                return Ok(0);
            };
            let n = chunk.len().min(buf.len());
            buf[..n].copy_from_slice(&chunk[..n]);
            if n < chunk.len() {
                self.0.push_front(&chunk[n..]);
            }
            Ok(n)
        }
    }

    /// Every line read from `chunks`, a terminal's when `typed`, up to the end of the input;
    /// a chunk read at once holds the lines of a paste.
    fn lines(chunks: &[&'static [u8]], typed: bool, max: usize) -> Vec<Line> {
        let input = io::BufReader::with_capacity(64, Chunks(chunks.iter().copied().collect()));
        let mut lines = Lines::with(input, typed, max, |input| !input.buffer().is_empty());
        std::iter::from_fn(|| lines.next_line()).collect()
    }

    fn text(line: &str) -> Line {
        Line::Text(line.to_string())
    }

    #[test]
    fn lines_are_read_without_their_breaks() {
        let expected = [text("e4"), text("e5"), text("\u{FFFD}x"), text("")];
        assert_eq!(lines(&[b"e4\r\ne5\n\xffx\n\n"], false, 100), expected);
        // Typed, a line at a time.
        let typed: &[&[u8]] = &[b"e4\r\n", b"e5\n", b"\xffx\n", b"\n"];
        assert_eq!(lines(typed, true, 100), expected);
    }

    #[test]
    fn a_pipe_s_last_line_needs_no_line_break() {
        assert_eq!(
            lines(&[b"e4\ne5\nNf3"], false, 100),
            [text("e4"), text("e5"), text("Nf3")]
        );
    }

    /// `e4`, Ctrl-D, `5`, Enter: the line goes on where it was; Ctrl-D again on the half line
    /// changes nothing; Ctrl-D on an empty line is the end.
    #[test]
    fn on_a_terminal_a_half_line_at_ctrl_d_stays_being_typed() {
        let typed: &[&[u8]] = &[b"e", b"", b"4\n", b"Nf", b"", b"", b"3\n", b""];
        assert_eq!(lines(typed, true, 100), [text("e4"), text("Nf3")]);
        // Ctrl-D at once on an empty line ends the input, and nothing comes after it.
        assert_eq!(lines(&[b"", b"e4\n"], true, 100), []);
    }

    /// A terminal whose reads see what a prompt written before each would show again.
    struct Watched {
        chunks: Chunks,
        half: HalfLine,
        seen: Vec<String>,
    }

    impl Read for Watched {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.seen.push(self.half.text());
            self.chunks.read(buf)
        }
    }

    /// `Nf`, Ctrl-D: the reader holds `Nf` (the terminal no longer does) for a prompt written
    /// meanwhile to show again, with what the next Ctrl-D hands over after it (a second
    /// Ctrl-D changes nothing); once the line is whole, nothing is held.
    #[test]
    fn a_half_line_at_ctrl_d_is_held_for_the_prompt_to_show_again() {
        let typed: &[&[u8]] = &[b"Nf", b"", b"x", b"3\n", b"e4\n"];
        let half = HalfLine::default();
        let watched = Watched {
            chunks: Chunks(typed.iter().copied().collect()),
            half: half.clone(),
            seen: Vec::new(),
        };
        let input = io::BufReader::with_capacity(64, watched);
        let mut lines = Lines::with(input, true, 100, |_| false).showing_half_line_in(half);
        assert_eq!(lines.next_line(), Some(text("Nfx3")));
        assert_eq!(lines.next_line(), Some(text("e4")));
        let seen = &lines.input.get_ref().seen;
        assert_eq!(seen, &["", "Nf", "Nf", "Nfx", ""], "before each read");
    }

    #[test]
    fn a_line_of_any_length_is_whole_or_refused_whole() {
        // Far longer than the reader's buffer: whole.
        let long = "1. e4 e5 2. Nf3 Nc6 ".repeat(50);
        let bytes: &'static [u8] = format!("{long}\ne4\n").leak().as_bytes();
        assert_eq!(lines(&[bytes], false, 1000), [text(&long), text("e4")]);
        // Longer than the reader takes: refused, and the next line is whole.
        assert_eq!(
            lines(&[bytes], false, 999),
            [Line::Refused(Refused::TooLong), text("e4")]
        );
    }

    /// A terminal hands over the lines of a paste together: they are one line, with line
    /// breaks inside, as a paste on the screen is one; a pipe's lines read at once are each
    /// a line.
    #[test]
    fn on_a_terminal_the_lines_of_a_paste_are_one() {
        let pasted: &[&[u8]] = &[b"[Event \"x\"]\r\n\r\n1. e4 e5\n2. Nf3\n", b"d4\n"];
        assert_eq!(
            lines(pasted, true, 100),
            [text("[Event \"x\"]\n\n1. e4 e5\n2. Nf3"), text("d4")]
        );
        assert_eq!(
            lines(pasted, false, 100),
            [
                text("[Event \"x\"]"),
                text(""),
                text("1. e4 e5"),
                text("2. Nf3"),
                text("d4")
            ]
        );
        // Too long in all: refused whole.
        assert_eq!(
            lines(pasted, true, 20),
            [Line::Refused(Refused::TooLong), text("d4")]
        );
        // The end of the input within a paste ends the input after it.
        let input = io::BufReader::new(Chunks([&b"e4\n"[..], b"", b"e5\n"].into()));
        let mut lines = Lines::with(input, true, 100, |_| true);
        assert_eq!(lines.next_line(), Some(text("e4")));
        assert_eq!(lines.next_line(), None);
    }

    /// A terminal drops what is typed beyond its longest line: a line that long may have
    /// lost its end, and is refused; a pipe's is whole.
    #[test]
    fn a_line_as_long_as_a_terminal_s_is_refused() {
        let full: &'static [u8] = format!("{}\n", "x".repeat(TERMINAL_LINE_BYTES))
            .leak()
            .as_bytes();
        let shorter: &'static [u8] = &full[1..];
        assert_eq!(
            lines(&[full, b"e4\n"], true, 1 << 20),
            [Line::Refused(Refused::TerminalFull), text("e4")]
        );
        let whole = "x".repeat(TERMINAL_LINE_BYTES - 1);
        assert_eq!(lines(&[shorter], true, 1 << 20), [text(&whole)]);
        assert!(matches!(
            lines(&[full], false, 1 << 20).as_slice(),
            [Line::Text(_)]
        ));
    }
}
