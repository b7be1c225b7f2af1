//! Move numbers as text: `12.` before White's move, `12...` before Black's, as PGN, the move
//! list and every sentence about a move write them.

use std::fmt;

use crate::rules::position::MAX_COUNTER;
use crate::rules::{Color, Position};

/// The number of a move and the side that makes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MoveNumber {
    /// The full-move number: 1 for the first move of each side, counting up after Black's.
    pub number: u32,
    /// The side that makes the move.
    pub mover: Color,
}

impl MoveNumber {
    /// The number of the move about to be played in `position`.
    pub fn of(position: &Position) -> MoveNumber {
        MoveNumber {
            number: position.fullmove_number(),
            mover: position.turn(),
        }
    }

    /// The number of move `index` (0 is the first move) of a game that starts at `start`;
    /// like the position's own counter, it stays at [`MAX_COUNTER`] once there.
    pub fn of_ply(start: &Position, index: usize) -> MoveNumber {
        let slot = index.saturating_add(usize::from(start.turn() == Color::Black));
        let moves_before = u32::try_from(slot / 2).unwrap_or(u32::MAX);
        MoveNumber {
            number: start
                .fullmove_number()
                .saturating_add(moves_before)
                .min(MAX_COUNTER),
            mover: if slot % 2 == 0 {
                Color::White
            } else {
                Color::Black
            },
        }
    }
}

impl MoveNumber {
    /// The number of the move after this one (at most [`MAX_COUNTER`]).
    pub fn next(self) -> MoveNumber {
        match self.mover {
            Color::White => MoveNumber {
                mover: Color::Black,
                ..self
            },
            Color::Black => MoveNumber {
                number: self.number.saturating_add(1).min(MAX_COUNTER),
                mover: Color::White,
            },
        }
    }
}

impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = match self.mover {
            Color::White => ".",
            Color::Black => "...",
        };
        // Padding, as in `{:>4}`, applies to the whole: ` 12.`.
        f.pad(&format!("{}{dots}", self.number))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen;

    #[test]
    fn numbers_are_written_with_one_dot_for_white_and_three_for_black() {
        let start = Position::startpos();
        assert_eq!(MoveNumber::of(&start).to_string(), "1.");
        assert_eq!(MoveNumber::of_ply(&start, 0).to_string(), "1.");
        assert_eq!(MoveNumber::of_ply(&start, 1).to_string(), "1...");
        assert_eq!(MoveNumber::of_ply(&start, 22).to_string(), "12.");
        assert_eq!(format!("{:>4}", MoveNumber::of_ply(&start, 22)), " 12.");
        assert_eq!(
            MoveNumber::of_ply(&start, 22).next(),
            MoveNumber::of_ply(&start, 23)
        );
        assert_eq!(MoveNumber::of_ply(&start, 23).next().to_string(), "13.");
    }

    #[test]
    fn a_game_may_start_with_black_to_move_at_any_number() {
        let start = fen::read("4k3/8/8/8/8/8/8/4K3 b - - 0 40").unwrap();
        assert_eq!(MoveNumber::of(&start).to_string(), "40...");
        assert_eq!(MoveNumber::of_ply(&start, 0).to_string(), "40...");
        assert_eq!(MoveNumber::of_ply(&start, 1).to_string(), "41.");
        assert_eq!(MoveNumber::of_ply(&start, 2).to_string(), "41...");
    }

    /// Past the largest move number the list numbers its moves as the position counts them.
    #[test]
    fn numbers_stay_at_the_bound_as_the_position_does() {
        let start = fen::read("4k3/8/8/8/8/8/8/4K3 b - - 0 100000").unwrap();
        let mut position = start;
        for ply in 0..4 {
            assert_eq!(MoveNumber::of_ply(&start, ply), MoveNumber::of(&position));
            let m = position.legal_moves()[0];
            position.play_unchecked(m);
        }
        assert_eq!(MoveNumber::of_ply(&start, 3).to_string(), "100000.");
        assert_eq!(
            MoveNumber::of_ply(&start, 1).next().to_string(),
            "100000..."
        );
    }
}
