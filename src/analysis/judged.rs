//! An engine's search of one position of a game, made sense of: its score as an [`Eval`]
//! from White's side, its best move and line in SAN, checked against the rules.

use super::eval::Eval;
use crate::engine::{EngineError, Search};
use crate::notation::san::San;
use crate::rules::{Move, MoveKind, Position};

/// The most plies of the engine's line that are kept: lichess's length.
pub const LINE_PLIES: usize = 20;

/// What the engine said of one position, checked and in the players' notation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judged {
    /// The position's eval, from White's side.
    pub eval: Eval,
    /// The engine's best move; `None` where the side to move has none.
    pub best: Option<San>,
    /// The line the engine expects from here, the best move first, as far as its moves
    /// are legal and at most [`LINE_PLIES`] long.
    pub line: Vec<San>,
}

impl Judged {
    /// Makes sense of `search` in `position` by the engine `engine`: an engine without a
    /// score, or with a best move the position does not have (or none where it has one),
    /// answered nonsense.
    pub fn new(position: &Position, search: Search, engine: &str) -> Result<Judged, EngineError> {
        let chess960 = position.has_chess960_castling();
        let score = search.score.ok_or_else(|| EngineError::NoScore {
            name: engine.to_string(),
        })?;
        let legal = position.legal_moves();
        let best = match &search.best {
            None if legal.is_empty() => None,
            Some(text) => Some(
                legal
                    .iter()
                    .copied()
                    .find(|&m| uci(m, chess960) == *text)
                    .ok_or_else(|| illegal(engine, text))?,
            ),
            None => return Err(illegal(engine, "(none)")),
        };
        let mut line = Vec::new();
        let mut after = *position;
        for text in search.pv.iter().take(LINE_PLIES) {
            let found = after
                .legal_moves()
                .iter()
                .copied()
                .find(|&m| uci(m, chess960) == *text);
            let Some(m) = found else { break };
            line.push(San::from_move(&after, m));
            after.play_unchecked(m);
        }
        Ok(Judged {
            eval: Eval::from_engine(score, position.turn()),
            best: best.map(|m| San::from_move(position, m)),
            line,
        })
    }
}

/// The move in UCI's notation as the engine writes it: castling as the king's step in a
/// standard game, as king takes rook in Chess960 (the engine then told `UCI_Chess960`).
pub fn uci(m: Move, chess960: bool) -> String {
    match m.kind() {
        MoveKind::Castle if chess960 => format!("{}{}", m.from(), m.to()),
        _ => m.to_uci(),
    }
}

/// The error of a best move `text` that the position does not have.
fn illegal(engine: &str, text: &str) -> EngineError {
    EngineError::IllegalMove {
        name: engine.to_string(),
        best: text.to_string(),
    }
}
