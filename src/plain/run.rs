//! The outer loop of the line mode: lines from standard input (read on a thread of their own,
//! so the clocks keep their appointments while a player thinks), sentences to standard
//! output, signals. With `main.rs`, the only part of the line mode that reads the time.

use std::io::{self, IsTerminal, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant, SystemTime};

use super::Plain;
use crate::session::Session;
use crate::term::clipboard;
use crate::term::lines::{HalfLine, Line, Lines};
use crate::term::{Ended, Ending, SUSPEND, Signals, TerminalEnv};
use crate::text::printable;

/// How often the loop looks at signals while nothing else happens.
const SIGNAL_CHECK: Duration = Duration::from_millis(200);

/// Waits while the engine's review asked for runs, saying its news as it comes; a signal
/// stops it (what is done is kept and said) and is returned, to end the session after it.
fn wait_for_analysis(
    plain: &mut Plain,
    out: &mut Speaker<impl Write>,
    signals: &Signals,
) -> io::Result<Option<i32>> {
    let mut stopped_by = None;
    while plain.is_analysing() {
        if stopped_by.is_none()
            && let Some(signal) = signals.stop_signal()
        {
            stopped_by = Some(signal);
            out.say(&plain.stop_analysis(Instant::now(), SystemTime::now()))?;
        }
        thread::sleep(ANALYSIS_CHECK);
        out.say(&plain.analysis_news(Instant::now(), SystemTime::now()))?;
    }
    Ok(stopped_by)
}

/// How often the line mode looks at the engine's review while it waits for it.
const ANALYSIS_CHECK: Duration = Duration::from_millis(100);

/// Where the lines of the line mode come from, which decides whether it writes each one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// Typed on a terminal, which shows each line as it is typed.
    Typed,
    /// Not typed on a terminal (a pipe, a file): each line read is written after its prompt,
    /// so the output reads as the session went.
    Piped,
}

/// Plays `session` in lines: reads standard input (`input` says where it comes from) until
/// the players quit, the input ends or a signal comes, and saves the game at the end; how it
/// ended, and whether the game is lost.
pub fn run(session: Session, input: Input) -> io::Result<Ended> {
    let signals = Signals::register()?;
    let half = HalfLine::default();
    let lines = read_lines_in_background(input == Input::Typed, half.clone())?;
    let mut plain = Plain::new(session);
    if io::stdout().is_terminal() {
        plain.use_clipboard(clipboard::clipboard(&TerminalEnv::current()));
    }
    let mut out = Speaker::new(io::stdout().lock(), input).showing(half);
    let ending = match converse(&mut plain, &mut out, &signals, &lines) {
        // Nobody reads any more (`hotseat --plain | head -1`): the game ends as at the end
        // of the input, saved, and the program quietly.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Ok(Ending::TerminalLost),
        ending => ending,
    };
    let end_of_input = matches!(ending, Ok(Ending::TerminalLost));
    let farewell = plain.finish(end_of_input, Instant::now(), SystemTime::now());
    let lost = plain.game_is_lost();
    let ending = match out.say(&farewell).and_then(|()| out.close()) {
        // Nobody reads any more: the game is saved all the same.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ending,
        written => written.and(ending),
    };
    ending.map(|ending| Ended { ending, lost })
}

/// The conversation: the prompt, a line, the answer, and lines of their own when the clocks
/// call for them. Ends when the players quit, the input ends or a signal comes.
fn converse(
    plain: &mut Plain,
    out: &mut Speaker<impl Write>,
    signals: &Signals,
    lines: &Receiver<Option<Line>>,
) -> io::Result<Ending> {
    out.say(&plain.greeting())?;
    out.prompt(&plain.prompt(Instant::now()))?;
    loop {
        if plain.should_quit() {
            return Ok(Ending::Quit);
        }
        if let Some(signal) = signals.stop_signal() {
            return Ok(Ending::Signal(signal));
        }
        if let Some(stop) = SUSPEND
            && signals.take_suspend()
        {
            plain.suspend(Instant::now(), SystemTime::now());
            stop();
            plain.resume(Instant::now());
            out.prompt(&plain.prompt(Instant::now()))?;
            continue;
        }
        let now = Instant::now();
        let wake = plain.next_wake(now);
        let timeout = wake.map_or(SIGNAL_CHECK, |wake| {
            wake.saturating_duration_since(now).min(SIGNAL_CHECK)
        });
        match lines.recv_timeout(timeout) {
            Ok(Some(line)) => {
                let said = match line {
                    Line::Text(line) => {
                        out.heard(&line)?;
                        plain.line(&line, Instant::now(), SystemTime::now())
                    }
                    Line::Refused(why) => {
                        out.heard("")?;
                        plain.refused_line(why, Instant::now(), SystemTime::now())
                    }
                };
                out.send_to_terminal(&plain.take_copies())?;
                out.say(&said)?;
                out.ring(plain.take_bell())?;
                if let Some(signal) = wait_for_analysis(plain, out, signals)? {
                    return Ok(Ending::Signal(signal));
                }
                if !plain.should_quit() {
                    out.prompt(&plain.prompt(Instant::now()))?;
                }
            }
            Ok(None) | Err(RecvTimeoutError::Disconnected) => return Ok(Ending::TerminalLost),
            Err(RecvTimeoutError::Timeout) => {
                if wake.is_some_and(|wake| Instant::now() >= wake) {
                    let said = plain.tick(Instant::now(), SystemTime::now());
                    if !said.is_empty() {
                        out.say(&said)?;
                        out.ring(plain.take_bell())?;
                        out.prompt(&plain.prompt(Instant::now()))?;
                    }
                }
            }
        }
    }
}

/// Reads standard input a line at a time on a thread of its own (`typed` on a terminal, a
/// half line at Ctrl-D held in `half`); `None` at the end of the input (or when it cannot be
/// read).
fn read_lines_in_background(typed: bool, half: HalfLine) -> io::Result<Receiver<Option<Line>>> {
    let (sender, receiver) = mpsc::channel();
    thread::Builder::new()
        .name("input lines".to_string())
        .spawn(move || {
            let mut lines = Lines::new(io::stdin().lock(), typed).showing_half_line_in(half);
            loop {
                let line = lines.next_line();
                let ended = line.is_none();
                if sender.send(line).is_err() || ended {
                    break;
                }
            }
        })?;
    Ok(receiver)
}

/// Writes the conversation: prompts at the end of a line, sentences on lines of their own,
/// and nothing a terminal would take for a command (see [`printable`]).
pub(super) struct Speaker<W: Write> {
    out: W,
    input: Input,
    /// Whether a prompt waits at the end of the last line written.
    open: bool,
    /// What is still typed of a line after a Ctrl-D in the middle of it, which the terminal
    /// no longer shows after a new prompt: written after it.
    half: HalfLine,
}

impl<W: Write> Speaker<W> {
    /// A speaker writing to `out` the answers to lines from `input`.
    pub(super) fn new(out: W, input: Input) -> Speaker<W> {
        Speaker {
            out,
            input,
            open: false,
            half: HalfLine::default(),
        }
    }

    /// This speaker, writing the half line held in `half` after each prompt.
    pub(super) fn showing(mut self, half: HalfLine) -> Speaker<W> {
        self.half = half;
        self
    }

    /// The prompt, with a space after it, on the line where the answer is typed, and what is
    /// still typed of that answer after a Ctrl-D in the middle of it.
    pub(super) fn prompt(&mut self, text: &str) -> io::Result<()> {
        self.close()?;
        let typed = self.half.text();
        write!(self.out, "{} {}", printable(text), printable(&typed))?;
        self.open = true;
        self.out.flush()
    }

    /// A line was read: written after its prompt when piped; typed on a terminal, it is
    /// there already, and its line break too.
    pub(super) fn heard(&mut self, line: &str) -> io::Result<()> {
        if self.input == Input::Piped {
            writeln!(self.out, "{}", printable(line))?;
        }
        self.open = false;
        Ok(())
    }

    /// Control sequences for the terminal itself (a copy for the clipboard), written as
    /// they are: they show nothing.
    pub(super) fn send_to_terminal(&mut self, sequences: &[String]) -> io::Result<()> {
        for sequence in sequences {
            self.out.write_all(sequence.as_bytes())?;
        }
        self.out.flush()
    }

    /// Sentences, each on a line of its own; a prompt waiting is ended first.
    pub(super) fn say(&mut self, lines: &[String]) -> io::Result<()> {
        if !lines.is_empty() {
            self.close()?;
        }
        for line in lines {
            writeln!(self.out, "{}", printable(line))?;
        }
        self.out.flush()
    }

    /// The terminal's bell (BEL), when `rings`: the one control character ever written, and
    /// only when the players asked for it.
    pub(super) fn ring(&mut self, rings: bool) -> io::Result<()> {
        if rings {
            self.out.write_all(b"\x07")?;
        }
        self.out.flush()
    }

    /// Ends the line of a prompt still waiting for its answer.
    pub(super) fn close(&mut self) -> io::Result<()> {
        if std::mem::take(&mut self.open) {
            writeln!(self.out)?;
        }
        self.out.flush()
    }

    /// The writer, for tests that read what was written.
    #[cfg(test)]
    pub(super) fn into_inner(self) -> W {
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prompts_wait_at_the_end_of_a_line_and_sentences_end_them() {
        let mut speaker = Speaker::new(Vec::new(), Input::Piped);
        speaker.prompt("White, your move:").unwrap();
        speaker.heard("e4").unwrap();
        speaker.say(&["1. e4, pawn e2 to e4.".to_string()]).unwrap();
        speaker.prompt("Black, your move:").unwrap();
        speaker
            .say(&["Black: one minute left.".to_string()])
            .unwrap();
        let written = String::from_utf8(speaker.into_inner()).unwrap();
        assert_eq!(
            written,
            "White, your move: e4\n1. e4, pawn e2 to e4.\nBlack, your move: \n\
             Black: one minute left.\n"
        );
    }
}
