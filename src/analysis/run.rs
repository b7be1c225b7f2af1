//! Every position of a game searched by the engine, one engine process per job, each
//! taking the next position not yet searched until all are done, the run is cancelled, or
//! an engine fails. What is done is kept in every case.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;

use super::judged::{Judged, uci};
use crate::engine::{Engine, EngineError, Patience};
use crate::rules::{Move, Position, fen};

/// How a game is analysed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// The engine's program.
    pub engine: PathBuf,
    /// Nodes searched in each position: the same nodes give the same figures.
    pub nodes: u64,
    /// Engine processes running at once, each on its own position.
    pub jobs: usize,
    /// The engine's threads each (1 keeps figures reproducible).
    pub threads: u32,
    /// The engine's hash table each, in MiB.
    pub hash: u32,
    /// How long to wait for the engines.
    pub patience: Patience,
}

/// What a run found: each position's judgement (the start first, then the position after
/// each move), `None` where it was not searched.
#[derive(Debug)]
pub struct Run {
    /// The positions judged, by index.
    pub positions: Vec<Option<Judged>>,
    /// The engine's name and version, once one has started.
    pub engine: Option<String>,
    /// Why the run stopped before the end, if an engine failed.
    pub failure: Option<EngineError>,
}

/// Searches every position of the game that starts at `start` and plays `moves`, with
/// `settings.jobs` engines at once. `progress` hears the number of positions done and
/// their total after each; `cancel` stops the run after the searches under way.
pub fn run(
    start: &Position,
    moves: &[Move],
    settings: &Settings,
    cancel: &AtomicBool,
    mut progress: impl FnMut(usize, usize),
) -> Run {
    let chess960 = start.has_chess960_castling();
    let mut positions = vec![*start];
    for &m in moves {
        let mut next = positions[positions.len() - 1];
        next.play_unchecked(m);
        positions.push(next);
    }
    let ucis: Vec<String> = moves.iter().map(|&m| uci(m, chess960)).collect();
    let start_fen = (*start != Position::startpos()).then(|| fen::write(start));
    let total = positions.len();
    let mut found = Run {
        positions: vec![None; total],
        engine: None,
        failure: None,
    };
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let (sender, answers) = mpsc::channel();
    thread::scope(|scope| {
        for _ in 0..settings.jobs.clamp(1, total) {
            let sender = sender.clone();
            let (next, failed, positions, ucis) = (&next, &failed, &positions, &ucis);
            let start_fen = start_fen.as_deref();
            scope.spawn(move || {
                let mut engine = match start_engine(settings, chess960) {
                    Ok(engine) => engine,
                    Err(error) => {
                        failed.store(true, Ordering::Relaxed);
                        let _ = sender.send(Answer::Failed(error));
                        return;
                    }
                };
                let _ = sender.send(Answer::Started(engine.name().to_string()));
                while !cancel.load(Ordering::Relaxed) && !failed.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= positions.len() {
                        break;
                    }
                    let judged = engine
                        .search(start_fen, &ucis[..index], settings.nodes)
                        .and_then(|search| Judged::new(&positions[index], search, engine.name()));
                    match judged {
                        Ok(judged) => {
                            if sender.send(Answer::Judged(index, judged)).is_err() {
                                break;
                            }
                        }
                        Err(error) => {
                            // The other engines stop before their next position.
                            failed.store(true, Ordering::Relaxed);
                            let _ = sender.send(Answer::Failed(error));
                            break;
                        }
                    }
                }
            });
        }
        drop(sender);
        let mut done = 0;
        for answer in answers {
            match answer {
                Answer::Started(name) => {
                    found.engine.get_or_insert(name);
                }
                Answer::Judged(index, judged) => {
                    found.positions[index] = Some(judged);
                    done += 1;
                    progress(done, total);
                }
                Answer::Failed(error) => {
                    found.failure.get_or_insert(error);
                }
            }
        }
    });
    found
}

/// Searches the one position that `moves` reach from `start`, with an engine of its own
/// started for it: what a move found in "learn from your mistakes" is judged by.
pub fn judge(start: &Position, moves: &[Move], settings: &Settings) -> Result<Judged, EngineError> {
    let chess960 = start.has_chess960_castling();
    let mut position = *start;
    for &m in moves {
        position.play_unchecked(m);
    }
    let ucis: Vec<String> = moves.iter().map(|&m| uci(m, chess960)).collect();
    let start_fen = (*start != Position::startpos()).then(|| fen::write(start));
    let mut engine = start_engine(settings, chess960)?;
    let search = engine.search(start_fen.as_deref(), &ucis, settings.nodes)?;
    Judged::new(&position, search, engine.name())
}

/// An engine started with the settings' threads and hash (and Chess960 castling when the
/// game has it), ready to search.
fn start_engine(settings: &Settings, chess960: bool) -> Result<Engine, EngineError> {
    let threads = settings.threads.to_string();
    let hash = settings.hash.to_string();
    let mut options = vec![("Threads", threads.as_str()), ("Hash", hash.as_str())];
    if chess960 {
        options.push(("UCI_Chess960", "true"));
    }
    Engine::start(&settings.engine, &options, settings.patience)
}

/// What an engine's thread tells the run.
enum Answer {
    /// The engine started, with its name.
    Started(String),
    /// The position with this index is judged.
    Judged(usize, Judged),
    /// The engine failed; its thread has stopped.
    Failed(EngineError),
}
