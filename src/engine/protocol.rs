//! UCI's lines, as far as a review needs them: what hotseat writes to the engine, and the
//! engine's lines read into types (everything else an engine says is passed over, as UCI
//! asks of a GUI).

use std::fmt;

/// A score as an engine gives it: from the side to move's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// An advantage in centipawns for the side to move (below zero: for the other side).
    Cp(i32),
    /// A mate in so many moves: above zero the side to move mates, below zero it is mated,
    /// 0 when the side to move is mated on the board.
    Mate(i32),
}

/// Whether a score is the search's value or only a bound of it, found before the search
/// settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// The value of the search so far.
    Exact,
    /// The value is at least this (`lowerbound`).
    Lower,
    /// The value is at most this (`upperbound`).
    Upper,
}

/// One line from the engine, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineLine {
    /// `id name …`: the engine's name and version.
    Name(String),
    /// `uciok`: the engine has said its options and speaks UCI.
    UciOk,
    /// `readyok`: the engine has done everything asked before `isready`.
    ReadyOk,
    /// `option name UCI_Variant type combo … var atomic var crazyhouse …`: the variants the
    /// engine plays, by their `var` words.
    Variants(Vec<String>),
    /// `info …` with a score, and the line the engine expects (in UCI's move notation).
    Info {
        /// The score and whether it is a bound.
        score: Score,
        /// Whether the score is exact or a bound.
        bound: Bound,
        /// The principal variation, possibly empty.
        pv: Vec<String>,
    },
    /// `bestmove …`: the search is over; `None` when there is no move (`(none)`, `0000`).
    BestMove(Option<String>),
    /// Anything else: options, `info` without a score, `readyok`'s chatter.
    Other,
}

impl EngineLine {
    /// Reads one line of the engine's output.
    pub fn read(line: &str) -> EngineLine {
        let mut words = line.split_whitespace();
        match words.next() {
            Some("uciok") => EngineLine::UciOk,
            Some("readyok") => EngineLine::ReadyOk,
            Some("id") if words.next() == Some("name") => {
                EngineLine::Name(words.collect::<Vec<_>>().join(" "))
            }
            Some("option") if line.contains(" name UCI_Variant ") => EngineLine::Variants(
                line.split(" var ")
                    .skip(1)
                    .filter_map(|rest| rest.split_whitespace().next())
                    .map(str::to_string)
                    .collect(),
            ),
            Some("bestmove") => EngineLine::BestMove(
                words
                    .next()
                    .filter(|word| !matches!(*word, "(none)" | "0000"))
                    .map(str::to_string),
            ),
            Some("info") => read_info(words).unwrap_or(EngineLine::Other),
            _ => EngineLine::Other,
        }
    }
}

/// The score, its bound and the line of an `info` line; `None` when it has no score.
fn read_info<'a>(mut words: impl Iterator<Item = &'a str>) -> Option<EngineLine> {
    let mut score = None;
    let mut bound = Bound::Exact;
    let mut pv = Vec::new();
    while let Some(word) = words.next() {
        match word {
            "score" => {
                let kind = words.next()?;
                let value: i32 = words.next()?.parse().ok()?;
                score = Some(match kind {
                    "cp" => Score::Cp(value),
                    "mate" => Score::Mate(value),
                    _ => return None,
                });
            }
            "lowerbound" => bound = Bound::Lower,
            "upperbound" => bound = Bound::Upper,
            // The line runs to the end; `string` is free text, never a score.
            "pv" => pv.extend(words.by_ref().map(str::to_string)),
            "string" => return None,
            _ => {}
        }
    }
    Some(EngineLine::Info {
        score: score?,
        bound,
        pv,
    })
}

/// A position as UCI sets it: a start (the standard one, or a FEN) and the moves played
/// from it, so that the engine sees the game's repetitions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionCommand<'a> {
    /// The FEN of the start, `None` for the standard start.
    pub fen: Option<&'a str>,
    /// The moves from the start, in UCI's notation (`e2e4`, `e7e8q`).
    pub moves: &'a [String],
}

impl fmt::Display for PositionCommand<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.fen {
            None => f.write_str("position startpos")?,
            Some(fen) => write!(f, "position fen {fen}")?,
        }
        if !self.moves.is_empty() {
            write!(f, " moves {}", self.moves.join(" "))?;
        }
        Ok(())
    }
}
