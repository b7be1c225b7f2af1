//! The conversation with one engine process: started and told UCI, then asked for one
//! position at a time from a fresh state, every wait bounded by [`Patience`].

use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use super::error::EngineError;
use super::protocol::{Bound, EngineLine, PositionCommand, Score};
use crate::rules::Variant;

/// How long to wait for the engine before it counts as hung.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Patience {
    /// For an answer that takes no thought: `uciok`, `readyok`.
    pub answer: Duration,
    /// For one position's search to end in `bestmove`.
    pub search: Duration,
}

impl Default for Patience {
    /// Ten seconds to answer; two minutes for a search, which at a million nodes takes a
    /// second or two on one core.
    fn default() -> Patience {
        Patience {
            answer: Duration::from_secs(10),
            search: Duration::from_secs(120),
        }
    }
}

/// What the engine found in one position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Search {
    /// Its best move in UCI's notation; `None` where the side to move has no move.
    pub best: Option<String>,
    /// The score of the last `info` line whose score was exact, from the side to move's
    /// point of view; `None` if the engine gave none.
    pub score: Option<Score>,
    /// That line's principal variation, in UCI's notation.
    pub pv: Vec<String>,
}

/// A running engine that has said `uciok` and `readyok`. Dropping it asks it to quit, and
/// ends it if it does not.
#[derive(Debug)]
pub struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    name: String,
    /// The variants the engine lists in its `UCI_Variant` option; none for an engine of
    /// standard chess only.
    variants: Vec<String>,
    patience: Patience,
}

impl Engine {
    /// Starts the program at `path` and tells it UCI, then each option of `options`
    /// (`Threads`, `Hash`, as names and values), and waits until it is ready.
    pub fn start(
        path: &Path,
        options: &[(&str, &str)],
        patience: Patience,
    ) -> Result<Engine, EngineError> {
        let mut command = Command::new(path);
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        // A process group of its own: Ctrl-C at the terminal stops the review (the run is
        // told to stop, and keeps what is done) rather than killing the engine under it.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let mut child = command.spawn().map_err(|source| match source.kind() {
            io::ErrorKind::NotFound => EngineError::NotFound {
                path: path.to_path_buf(),
            },
            _ => EngineError::CannotStart {
                path: path.to_path_buf(),
                source,
            },
        })?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(EngineError::NotUci {
                path: path.to_path_buf(),
            });
        };
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            child,
            input,
            lines,
            name: path.display().to_string(),
            variants: Vec::new(),
            patience,
        };
        engine.introduce(path)?;
        for (name, value) in options {
            engine.send(&format!("setoption name {name} value {value}"))?;
        }
        engine.ready()?;
        Ok(engine)
    }

    /// Sets the engine's `UCI_Variant` to `variant` (by lichess's key: `crazyhouse`,
    /// `kingofthehill`, …, as its `var` words are written, whatever the case); nothing for
    /// standard chess. An engine that does not list the variant plays only standard chess,
    /// and is refused.
    pub fn play_variant(&mut self, variant: Variant) -> Result<(), EngineError> {
        if variant == Variant::Standard {
            return Ok(());
        }
        let key = variant.lichess_key().to_ascii_lowercase();
        let Some(word) = self
            .variants
            .iter()
            .find(|word| word.to_ascii_lowercase() == key)
            .cloned()
        else {
            return Err(EngineError::NoVariant {
                name: self.name.clone(),
                variant,
            });
        };
        self.send(&format!("setoption name UCI_Variant value {word}"))?;
        self.ready()
    }

    /// The engine's name and version, as it gave them (`Stockfish 15.1`), or its path.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Searches the position `moves` reach from `fen` (the standard start when `None`) for
    /// `nodes` nodes, from a fresh state: `ucinewgame` and `isready` first, so that nothing
    /// of an earlier search changes this one's figures.
    pub fn search(
        &mut self,
        fen: Option<&str>,
        moves: &[String],
        nodes: u64,
    ) -> Result<Search, EngineError> {
        self.send("ucinewgame")?;
        self.ready()?;
        self.send(&PositionCommand { fen, moves }.to_string())?;
        self.send(&format!("go nodes {nodes}"))?;
        let deadline = Deadline::after(self.patience.search);
        let mut found = Search {
            best: None,
            score: None,
            pv: Vec::new(),
        };
        loop {
            match self.next_line(deadline)? {
                EngineLine::Info {
                    score,
                    bound: Bound::Exact,
                    pv,
                } => {
                    found.score = Some(score);
                    found.pv = pv;
                }
                EngineLine::BestMove(best) => {
                    found.best = best;
                    return Ok(found);
                }
                _ => {}
            }
        }
    }

    /// `uci`, then the engine's lines up to `uciok`, keeping its name. A program that
    /// ends or stays silent before `uciok` is no UCI engine.
    fn introduce(&mut self, path: &Path) -> Result<(), EngineError> {
        let not_uci = || EngineError::NotUci {
            path: path.to_path_buf(),
        };
        self.send("uci").map_err(|_| not_uci())?;
        let deadline = Deadline::after(self.patience.answer);
        loop {
            match self.next_line(deadline) {
                Ok(EngineLine::UciOk) => return Ok(()),
                Ok(EngineLine::Name(name)) if !name.is_empty() => self.name = name,
                Ok(EngineLine::Variants(variants)) => self.variants = variants,
                Ok(_) => {}
                Err(_) => return Err(not_uci()),
            }
        }
    }

    /// `isready`, then the engine's lines up to `readyok`.
    fn ready(&mut self) -> Result<(), EngineError> {
        self.send("isready")?;
        let deadline = Deadline::after(self.patience.answer);
        while self.next_line(deadline)? != EngineLine::ReadyOk {}
        Ok(())
    }

    /// Writes one line to the engine; an engine that has gone has crashed.
    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|_| self.crashed())
    }

    /// The engine's next line, read; hung if none comes before `deadline`, crashed if its
    /// output ends.
    fn next_line(&mut self, deadline: Deadline) -> Result<EngineLine, EngineError> {
        let wait = deadline.at.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(wait) {
            Ok(line) => Ok(EngineLine::read(&line)),
            Err(RecvTimeoutError::Timeout) => Err(EngineError::Hung {
                name: self.name.clone(),
                waited: deadline.patience,
            }),
            Err(RecvTimeoutError::Disconnected) => Err(self.crashed()),
        }
    }

    /// The error of an engine that has gone, with how it ended when the system says.
    fn crashed(&mut self) -> EngineError {
        // Its output has closed; give the process a moment to be reaped.
        let deadline = Instant::now() + Duration::from_millis(200);
        let mut status = None;
        while status.is_none() && Instant::now() < deadline {
            status = self.child.try_wait().ok().flatten();
            if status.is_none() {
                thread::sleep(Duration::from_millis(5));
            }
        }
        EngineError::Crashed {
            name: self.name.clone(),
            status: status.and_then(|status| status.code()),
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit").and_then(|()| self.input.flush());
        let deadline = Instant::now() + Duration::from_millis(100);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(5));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The moment a wait ends, with the patience it was given (said when the engine hangs).
#[derive(Debug, Clone, Copy)]
struct Deadline {
    at: Instant,
    patience: Duration,
}

impl Deadline {
    /// The deadline `patience` from now.
    fn after(patience: Duration) -> Deadline {
        Deadline {
            at: Instant::now() + patience,
            patience,
        }
    }
}

/// The engine used when none is named: `stockfish` on the `PATH`, else Debian's
/// `/usr/games/stockfish`; `None` when neither is there.
pub fn installed() -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH").and_then(|folders| {
        std::env::split_paths(&folders)
            .map(|folder| folder.join("stockfish"))
            .find(|path| path.is_file())
    });
    on_path.or_else(|| {
        let debian = PathBuf::from("/usr/games/stockfish");
        debian.is_file().then_some(debian)
    })
}
