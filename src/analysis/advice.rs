//! lichess's marks for a move (lila's `Advice`): an inaccuracy, a mistake or a blunder by
//! the winning chances it threw away, or by the forced mate it let in or let go.

use super::eval::{Eval, Seen, winning_chances};
use crate::rules::Color;

/// How bad a move was, by lichess's scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Judgement {
    /// Threw away a tenth of the winning chances (PGN `?!`, `$6`).
    Inaccuracy,
    /// Threw away a fifth (PGN `?`, `$2`).
    Mistake,
    /// Threw away three tenths (PGN `??`, `$4`).
    Blunder,
}

impl Judgement {
    /// The glyph the mark is written with after the move: `?!`, `?`, `??`.
    pub fn glyph(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }
}

/// What a move did to a forced mate, when that is what marked it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MateTurn {
    /// The mover can now be mated by force ("Checkmate is now unavoidable").
    Created,
    /// The mover had a forced mate and lost it ("Lost forced checkmate sequence").
    Lost,
}

/// lichess's mark for one move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Advice {
    /// How bad the move was.
    pub judgement: Judgement,
    /// The forced mate the move let in or let go, when a mate decided the mark.
    pub mate: Option<MateTurn>,
}

/// The drops of winning chances (−1 to +1 scale) that mark a move, worst first.
const THRESHOLDS: [(f64, Judgement); 3] = [
    (0.3, Judgement::Blunder),
    (0.2, Judgement::Mistake),
    (0.1, Judgement::Inaccuracy),
];

impl Advice {
    /// The mark of `mover`'s move that took the eval from `before` to `after` (both from
    /// White's side), or `None` for a move lichess does not mark. Between two centipawn
    /// evals, by the winning chances lost; where a mate appears or goes, by lichess's mate
    /// rules, which let an already lost (or still won) position soften the mark.
    pub fn of_move(mover: Color, before: Eval, after: Eval) -> Option<Advice> {
        match (before.seen_by(mover), after.seen_by(mover)) {
            (Seen::Cp(before), Seen::Cp(after)) => {
                let lost = winning_chances(before) - winning_chances(after);
                THRESHOLDS
                    .iter()
                    .find(|&&(threshold, _)| threshold <= lost)
                    .map(|&(_, judgement)| Advice {
                        judgement,
                        mate: None,
                    })
            }
            (Seen::Cp(before), Seen::Mate { mating: false }) => {
                let judgement = match before {
                    cp if cp < -999 => Judgement::Inaccuracy,
                    cp if cp < -700 => Judgement::Mistake,
                    _ => Judgement::Blunder,
                };
                Some(Advice {
                    judgement,
                    mate: Some(MateTurn::Created),
                })
            }
            (Seen::Mate { mating: true }, after @ (Seen::Cp(_) | Seen::Mate { mating: false })) => {
                let kept = match after {
                    Seen::Cp(cp) => cp,
                    Seen::Mate { .. } => 0,
                };
                let judgement = match kept {
                    cp if cp > 999 => Judgement::Inaccuracy,
                    cp if cp > 700 => Judgement::Mistake,
                    _ => Judgement::Blunder,
                };
                Some(Advice {
                    judgement,
                    mate: Some(MateTurn::Lost),
                })
            }
            _ => None,
        }
    }
}
