//! The moves a hint names as examples of what to type: moves of the position itself, so
//! that whatever it starts from (a FEN, Chess960, the board editor) the hint can be
//! followed.

use crate::notation::san::San;
use crate::rules::{Move, Position, Role};

/// Up to two legal moves of `position` to name in a hint, as SAN: the pawn move and the
/// move of another piece (not the king, while another can move) that go nearest the centre
/// (`e4` and `Nf3` at the start, `e5` and `Nf6` for Black); none when it has no moves.
pub fn example_moves(position: &Position) -> Vec<San> {
    let moves = position.legal_moves();
    let is_pawn = |m: &Move| position.role_at(m.from()) == Some(Role::Pawn);
    let is_king = |m: &Move| position.role_at(m.from()) == Some(Role::King);
    let pawn = nearest_the_centre(moves.iter().filter(|m| is_pawn(m)));
    let piece = nearest_the_centre(moves.iter().filter(|m| !is_pawn(m) && !is_king(m)))
        .or_else(|| nearest_the_centre(moves.iter().filter(|m| is_king(m))));
    [pawn, piece]
        .into_iter()
        .flatten()
        .map(|m| San::from_move(position, m))
        .collect()
}

/// Of `moves`, the one whose square of arrival is nearest the centre; between two as near,
/// the one further to the kingside (`e4` before `d4`, `Nf3` before `Nc3`).
fn nearest_the_centre<'a>(moves: impl Iterator<Item = &'a Move>) -> Option<Move> {
    moves
        .min_by_key(|m| {
            let to = m.to();
            // Twice the distance from the centre, in steps of a king, on the file and rank.
            let file = (2 * to.file().index() as i32 - 7).abs();
            let rank = (2 * to.rank().index() as i32 - 7).abs();
            (
                file.max(rank),
                file + rank,
                std::cmp::Reverse(to.file().index()),
            )
        })
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen;

    fn examples(fen_text: &str) -> Vec<String> {
        let position = fen::read(fen_text).expect("a FEN");
        example_moves(&position)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn the_examples_are_moves_of_the_position() {
        for (fen_text, moves) in [
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                vec!["e4", "Nf3"],
            ),
            (
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                vec!["e5", "Nf6"],
            ),
            ("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", vec!["Rd1"]),
            ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", vec!["e4", "Kd2"]),
            ("7k/8/6K1/8/8/8/8/5Q2 b - - 0 1", vec!["Kg8"]),
            ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", vec![]),
        ] {
            assert_eq!(examples(fen_text), moves, "{fen_text}");
        }
    }
}
