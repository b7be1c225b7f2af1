//! A game's review from its judged positions: each move's eval, winning percentage,
//! accuracy, mark and the engine's better move, and each side's accuracy, average
//! centipawn loss and counts of marks.

use super::accuracy::{average_centipawn_loss, game_accuracy, move_accuracy};
use super::advice::{Advice, Judgement};
use super::eval::Eval;
use super::judged::Judged;
use crate::notation::san::San;
use crate::rules::{ByColor, Color};

/// What the review says of one move.
#[derive(Debug, Clone, PartialEq)]
pub struct MoveReview {
    /// The side that made the move.
    pub mover: Color,
    /// The eval after the move, from White's side.
    pub eval: Eval,
    /// White's winning percentage after the move.
    pub win: f64,
    /// The mover's accuracy for the move, 0 to 100.
    pub accuracy: f64,
    /// lichess's mark for the move, if it earns one.
    pub advice: Option<Advice>,
    /// The engine's best move in the position before the move.
    pub best: Option<San>,
    /// The engine's line from the position before the move.
    pub line: Vec<San>,
}

/// What the review says of one side.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct SideReview {
    /// The side's game accuracy, once both sides have moved.
    pub accuracy: Option<f64>,
    /// The side's average centipawn loss, once it has moved.
    pub acpl: Option<u32>,
    /// Its moves marked as inaccuracies.
    pub inaccuracies: u32,
    /// Its moves marked as mistakes.
    pub mistakes: u32,
    /// Its moves marked as blunders.
    pub blunders: u32,
}

/// The review of a game, or of its first moves when not every position was judged.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    /// The eval of the position before the first move, when it is judged.
    pub start: Option<Eval>,
    /// Each move reviewed, in order.
    pub moves: Vec<MoveReview>,
    /// Each side's figures.
    pub sides: ByColor<SideReview>,
}

impl Review {
    /// The review of the moves whose positions before and after are judged in `positions`
    /// (the start first), up to the first position not judged; the first move is `first`'s.
    pub fn new(first: Color, positions: &[Option<Judged>]) -> Review {
        let judged: Vec<&Judged> = positions.iter().map_while(Option::as_ref).collect();
        let mut moves = Vec::new();
        for (ply, pair) in judged.windows(2).enumerate() {
            let (before, after) = (pair[0], pair[1]);
            let mover = if ply % 2 == 0 { first } else { !first };
            let (win_before, win_after) = (before.eval.win_percent(), after.eval.win_percent());
            let accuracy = match mover {
                Color::White => move_accuracy(win_before, win_after),
                Color::Black => move_accuracy(100.0 - win_before, 100.0 - win_after),
            };
            moves.push(MoveReview {
                mover,
                eval: after.eval,
                win: win_after,
                accuracy,
                advice: Advice::of_move(mover, before.eval, after.eval),
                best: before.best,
                line: before.line.clone(),
            });
        }
        let evals: Vec<Eval> = moves.iter().map(|reviewed| reviewed.eval).collect();
        let accuracy = game_accuracy(first, &evals);
        let acpl = average_centipawn_loss(first, &evals);
        let sides = ByColor::new_with(|side| {
            let marks = |judgement| {
                let marked = moves.iter().filter(|reviewed| {
                    reviewed.mover == side
                        && reviewed
                            .advice
                            .is_some_and(|advice| advice.judgement == judgement)
                });
                marked.count() as u32
            };
            SideReview {
                accuracy: accuracy.map(|accuracy| accuracy[side]),
                acpl: acpl[side],
                inaccuracies: marks(Judgement::Inaccuracy),
                mistakes: marks(Judgement::Mistake),
                blunders: marks(Judgement::Blunder),
            }
        });
        Review {
            start: judged.first().map(|start| start.eval),
            moves,
            sides,
        }
    }
}
