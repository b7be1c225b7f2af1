//! Every position of a game searched by the engine, one engine process per job, each
//! taking the next position not yet searched until all are done, the run is cancelled, or
//! an engine fails. Positions already judged by the same engine at the same nodes (kept
//! from an earlier run, [`super::stored`]) are taken as they are, not searched again. What
//! is done is kept in every case.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{OnceLock, mpsc};
use std::thread;

use super::judged::{Judged, uci};
use crate::engine::{Engine, EngineError, Patience};
use crate::rules::{Move, Position, Variant, fen};

/// The nodes searched in each position unless the player says otherwise.
pub const DEFAULT_NODES: u64 = 1_000_000;

/// The engine's threads unless the config says otherwise: one keeps the figures
/// reproducible.
pub const DEFAULT_THREADS: u32 = 1;

/// The engine's hash table in MiB unless the config says otherwise.
pub const DEFAULT_HASH: u32 = 16;

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

/// The positions of the game that starts at `start` and plays `moves`: the start, then the
/// one after each move.
pub(super) fn positions(start: &Position, moves: &[Move]) -> Vec<Position> {
    let mut positions = vec![*start];
    for &m in moves {
        let mut next = positions[positions.len() - 1];
        next.play_unchecked(m);
        positions.push(next);
    }
    positions
}

/// What is already known of a game's positions, asked once the engine has said its name:
/// each position's judgement by that engine at the run's nodes, the start first, `None` (or
/// nothing, past the end) where it is to be searched.
pub type Known<'a> = dyn Fn(&str) -> Vec<Option<Judged>> + Sync + 'a;

/// Searches every position of the game that starts at `start` and plays `moves` that
/// `known` does not give, with `settings.jobs` engines at once (started even when `known`
/// gives every position: the engine's name tells which are known). `progress` hears the
/// number of positions done (the known ones among them) and their total after each;
/// `cancel` stops the run after the searches under way.
pub fn run(
    start: &Position,
    moves: &[Move],
    settings: &Settings,
    known: &Known<'_>,
    cancel: &AtomicBool,
    mut progress: impl FnMut(usize, usize),
) -> Run {
    let chess960 = start.has_chess960_castling();
    let positions = positions(start, moves);
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
    // The positions left to search, once the first engine to start has said its name.
    let missing: OnceLock<Vec<usize>> = OnceLock::new();
    let (sender, answers) = mpsc::channel();
    thread::scope(|scope| {
        for _ in 0..settings.jobs.clamp(1, total) {
            let sender = sender.clone();
            let (next, failed, positions, ucis) = (&next, &failed, &positions, &ucis);
            let missing = &missing;
            let start_fen = start_fen.as_deref();
            scope.spawn(move || {
                let mut engine = match start_engine(settings, chess960, start.variant()) {
                    Ok(engine) => engine,
                    Err(error) => {
                        failed.store(true, Ordering::Relaxed);
                        let _ = sender.send(Answer::Failed(error));
                        return;
                    }
                };
                let _ = sender.send(Answer::Started(engine.name().to_string()));
                let missing = missing.get_or_init(|| {
                    let mut found = known(engine.name());
                    found.resize(positions.len(), None);
                    let missing = (0..found.len()).filter(|&i| found[i].is_none()).collect();
                    let _ = sender.send(Answer::Known(found));
                    missing
                });
                while !cancel.load(Ordering::Relaxed) && !failed.load(Ordering::Relaxed) {
                    let Some(&index) = missing.get(next.fetch_add(1, Ordering::Relaxed)) else {
                        break;
                    };
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
                Answer::Known(known) => {
                    let count = known.iter().flatten().count();
                    found.positions = known;
                    if count > 0 {
                        done += count;
                        progress(done, total);
                    }
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
    let mut engine = start_engine(settings, chess960, start.variant())?;
    let search = engine.search(start_fen.as_deref(), &ucis, settings.nodes)?;
    Judged::new(&position, search, engine.name())
}

/// An engine started with the settings' threads and hash (and Chess960 castling when the
/// game has it) and playing the game's variant, ready to search; an engine that does not
/// play the variant is refused.
fn start_engine(
    settings: &Settings,
    chess960: bool,
    variant: Variant,
) -> Result<Engine, EngineError> {
    let threads = settings.threads.to_string();
    let hash = settings.hash.to_string();
    let mut options = vec![("Threads", threads.as_str()), ("Hash", hash.as_str())];
    if chess960 {
        options.push(("UCI_Chess960", "true"));
    }
    let mut engine = Engine::start(&settings.engine, &options, settings.patience)?;
    engine.play_variant(variant)?;
    Ok(engine)
}

/// What an engine's thread tells the run.
enum Answer {
    /// The engine started, with its name.
    Started(String),
    /// What was known of the positions before the run: one for each, `None` where unknown.
    Known(Vec<Option<Judged>>),
    /// The position with this index is judged.
    Judged(usize, Judged),
    /// The engine failed; its thread has stopped.
    Failed(EngineError),
}
