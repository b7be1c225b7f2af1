//! The analyses kept on this machine, so that reopening an analysed game needs no engine and
//! analysing it again searches only what is missing.
//!
//! What an engine says of a position depends on the position as the engine saw it (the
//! game's start and every move to it, since repetitions count), on the engine, and on the
//! nodes it searched. So a game's line — its start position and its moves — is the key of
//! one small file on the shelf `analysis` in hotseat's data folder ([`Shelf`]: found by the
//! key's hash, never by a scan, and rewritten atomically under the shelf's lock). The file
//! holds, for each engine (by its UCI `id name`) and nodes, each position's eval, best move
//! and line. A game from any PGN file and a saved game are the same to it, and the player's
//! files are never written.
//!
//! The file, text in lines of tab-separated fields:
//!
//! ```text
//! hotseat analysis 1
//! start   rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
//! moves   e2e4 e7e5
//! search  Stockfish 15.1  1000000
//! 0       0.17    e4      e4 e5 Nf3
//! 1       0.31    e5      e5 Nf3 Nc6
//! ```
//!
//! A `search` line opens each engine's and nodes' part; each line under it is a position
//! (0 is the start), its eval as PGN writes it, the best move in SAN (`-` for none) and the
//! line. A file that does not read as a whole — damaged, another game's (two keys sharing a
//! hash), written by a later hotseat — is as good as none, and the next analysis kept
//! replaces it.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use super::eval::Eval;
use super::judged::{Judged, uci};
use super::run::{Run, Settings, positions, run};
use crate::notation::san::{self, San};
use crate::rules::{Move, Position, fen};
use crate::store::{Shelf, Store, WriteError};

/// The shelf's name in the data folder.
const SHELF: &str = "analysis";

/// The first line of every file: the format's name and version.
const HEADING: &str = "hotseat analysis 1";

/// One engine's analysis of a game at one number of nodes, as far as it is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stored {
    /// The engine's name and version, as it gives them.
    pub engine: String,
    /// The nodes searched in each position.
    pub nodes: u64,
    /// Each position's judgement, the start first, `None` where none is kept.
    pub positions: Vec<Option<Judged>>,
}

/// The analyses kept on this machine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analyses {
    shelf: Shelf,
}

impl Analyses {
    /// The analyses in hotseat's data folder; `None` when the system names no data folder.
    pub fn open() -> Option<Analyses> {
        Shelf::open(SHELF).map(|shelf| Analyses { shelf })
    }

    /// The analyses kept beside the games of `store`.
    pub fn beside(store: &Store) -> Analyses {
        Analyses {
            shelf: Shelf::beside(store, SHELF),
        }
    }

    /// The analyses kept in the folder `folder`.
    pub fn at(folder: PathBuf) -> Analyses {
        Analyses {
            shelf: Shelf::at(folder),
        }
    }

    /// The positions of the game from `start` through `moves` that `engine` (its name) has
    /// judged searching `nodes` nodes, the start first: one for each position, `None` where
    /// none is kept.
    pub fn judged(
        &self,
        start: &Position,
        moves: &[Move],
        engine: &str,
        nodes: u64,
    ) -> Vec<Option<Judged>> {
        let line = Line::new(start, moves);
        let kept = self.kept(&line);
        let engine = field(engine);
        kept.into_iter()
            .find(|stored| stored.engine == engine && stored.nodes == nodes)
            .map_or_else(
                || vec![None; line.positions.len()],
                |stored| stored.positions,
            )
    }

    /// The most complete analysis kept of the game from `start` through `moves`, by any
    /// engine and nodes: the one that reviews the most moves from the start, then the one
    /// with the most positions judged, then the deepest. `None` when none is kept. No engine
    /// is started.
    pub fn best(&self, start: &Position, moves: &[Move]) -> Option<Stored> {
        let line = Line::new(start, moves);
        self.kept(&line)
            .into_iter()
            .filter(|stored| stored.positions.iter().any(Option::is_some))
            .max_by_key(|stored| {
                let from_start = stored.positions.iter().take_while(|p| p.is_some()).count();
                let judged = stored.positions.iter().flatten().count();
                (from_start, judged, stored.nodes)
            })
    }

    /// Keeps the positions judged in `positions` (the start first; `None` where a run did not
    /// get to them, as a cancelled or failed one) as `engine`'s at `nodes` for the game from
    /// `start` through `moves`, beside what is kept of it already: a position judged again
    /// takes the new judgement. Returns the file written; when it cannot be written, nothing
    /// kept changes.
    pub fn keep(
        &self,
        start: &Position,
        moves: &[Move],
        engine: &str,
        nodes: u64,
        positions: &[Option<Judged>],
    ) -> Result<PathBuf, WriteError> {
        let line = Line::new(start, moves);
        let engine = field(engine);
        self.shelf.rewrite(&line.key, |old| {
            let mut kept = old
                .and_then(|bytes| String::from_utf8(bytes).ok())
                .and_then(|text| line.read(&text))
                .unwrap_or_default();
            let index = match kept
                .iter()
                .position(|stored| stored.engine == engine && stored.nodes == nodes)
            {
                Some(index) => index,
                None => {
                    kept.push(Stored {
                        engine: engine.clone(),
                        nodes,
                        positions: vec![None; line.positions.len()],
                    });
                    kept.len() - 1
                }
            };
            for (slot, judged) in kept[index].positions.iter_mut().zip(positions) {
                if judged.is_some() {
                    slot.clone_from(judged);
                }
            }
            line.write(&kept).into_bytes()
        })
    }

    /// Everything kept of the game `line`, each engine's and nodes' on its own; nothing when
    /// its file is missing or does not read as the game's.
    fn kept(&self, line: &Line) -> Vec<Stored> {
        self.shelf
            .read(&line.key)
            .and_then(|bytes| String::from_utf8(bytes).ok())
            .and_then(|text| line.read(&text))
            .unwrap_or_default()
    }
}

/// Searches the positions of the game from `start` through `moves` that `kept` does not
/// hold for the engine and nodes of `settings` ([`run`]), and keeps what the run found there,
/// a cancelled or failed run's too, so that the next run searches only the rest. Without
/// `kept` (no data folder), every position is searched. The run comes back with every
/// position judged, kept or found, and why what it found could not be kept, if it could not.
pub fn run_keeping(
    kept: Option<&Analyses>,
    start: &Position,
    moves: &[Move],
    settings: &Settings,
    cancel: &AtomicBool,
    progress: impl FnMut(usize, usize),
) -> (Run, Option<WriteError>) {
    let known = |engine: &str| match kept {
        Some(kept) => kept.judged(start, moves, engine, settings.nodes),
        None => Vec::new(),
    };
    let found = run(start, moves, settings, &known, cancel, progress);
    let not_kept = kept
        .zip(found.engine.as_deref())
        .and_then(|(kept, engine)| {
            kept.keep(start, moves, engine, settings.nodes, &found.positions)
                .err()
        });
    (found, not_kept)
}

/// A game's line as the engine sees it: its start, its moves in UCI, and every position.
struct Line {
    /// The start position in FEN.
    start: String,
    /// The moves in UCI's notation, one space between.
    moves: String,
    /// The start, then the position after each move.
    positions: Vec<Position>,
    /// The key of the line's file on the shelf.
    key: String,
}

impl Line {
    fn new(start: &Position, moves: &[Move]) -> Line {
        let chess960 = start.has_chess960_castling();
        let positions = positions(start, moves);
        let start = fen::write(start);
        let moves = moves
            .iter()
            .map(|&m| uci(m, chess960))
            .collect::<Vec<_>>()
            .join(" ");
        let key = format!("{start}\n{moves}");
        Line {
            start,
            moves,
            positions,
            key,
        }
    }

    /// The file's text holding `kept`.
    fn write(&self, kept: &[Stored]) -> String {
        let mut text = format!("{HEADING}\nstart\t{}\nmoves\t{}\n", self.start, self.moves);
        for stored in kept {
            text.push_str(&format!("search\t{}\t{}\n", stored.engine, stored.nodes));
            for (index, judged) in stored.positions.iter().enumerate() {
                let Some(judged) = judged else { continue };
                let best = judged
                    .best
                    .map_or_else(|| "-".to_string(), |san| san.to_string());
                let line: Vec<String> = judged.line.iter().map(ToString::to_string).collect();
                text.push_str(&format!(
                    "{index}\t{}\t{best}\t{}\n",
                    judged.eval.pgn(),
                    line.join(" ")
                ));
            }
        }
        text
    }

    /// What the file's `text` keeps of this line; `None` unless all of it reads, as this
    /// line's.
    fn read(&self, text: &str) -> Option<Vec<Stored>> {
        let mut lines = text.lines();
        if lines.next()? != HEADING
            || lines.next()? != format!("start\t{}", self.start)
            || lines.next()? != format!("moves\t{}", self.moves)
        {
            return None;
        }
        let mut kept: Vec<Stored> = Vec::new();
        for text in lines {
            let fields: Vec<&str> = text.split('\t').collect();
            match fields[..] {
                ["search", engine, nodes] => kept.push(Stored {
                    engine: engine.to_string(),
                    nodes: nodes.parse().ok()?,
                    positions: vec![None; self.positions.len()],
                }),
                [index, eval, best, line] => {
                    let index: usize = index.parse().ok()?;
                    let position = self.positions.get(index)?;
                    let judged = read_judged(position, eval, best, line)?;
                    *kept.last_mut()?.positions.get_mut(index)? = Some(judged);
                }
                _ => return None,
            }
        }
        Some(kept)
    }
}

/// A position's judgement as a file's line gives it, checked against the position: its
/// eval, its best move (`-` for none) and its line, in SAN.
fn read_judged(position: &Position, eval: &str, best: &str, line: &str) -> Option<Judged> {
    let eval = Eval::read_pgn(eval, position.turn())?;
    let best = match best {
        "-" => None,
        text => Some(San::from_move(position, san::parse(position, text).ok()?)),
    };
    let mut after = *position;
    let mut sans = Vec::new();
    for text in line.split_whitespace() {
        let m = san::parse(&after, text).ok()?;
        sans.push(San::from_move(&after, m));
        after.play_unchecked(m);
    }
    Some(Judged {
        eval,
        best,
        line: sans,
    })
}

/// An engine's name as a field of the file: its tabs and line breaks made spaces.
fn field(name: &str) -> String {
    name.replace(char::is_control, " ")
}
