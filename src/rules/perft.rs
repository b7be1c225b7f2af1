//! Perft: counting the leaf nodes of the legal move tree, the standard test of a move
//! generator.

use super::position::{Move, Position};

/// The number of leaf nodes `depth` plies below `position`. The last ply is counted from
/// the move generator without playing the moves ("bulk counting").
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves(),
        _ => {
            let mut nodes = 0;
            position.for_each_legal_move(|m| {
                let mut child = *position;
                child.play_unchecked(m);
                nodes += perft(&child, depth - 1);
            });
            nodes
        }
    }
}

/// Perft split by root move: each legal move with the leaf count below it.
pub fn divide(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    position
        .legal_moves()
        .iter()
        .map(|&m| {
            let mut child = *position;
            child.play_unchecked(m);
            (m, perft(&child, depth.saturating_sub(1)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::fen;
    use super::*;

    #[test]
    fn shallow_counts_of_the_start_position() {
        let pos = Position::startpos();
        assert_eq!(perft(&pos, 0), 1);
        assert_eq!(perft(&pos, 1), 20);
        assert_eq!(perft(&pos, 2), 400);
        assert_eq!(perft(&pos, 3), 8_902);
    }

    #[test]
    fn divide_adds_up_to_perft() {
        let pos = fen::read("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .unwrap();
        let parts = divide(&pos, 2);
        assert_eq!(parts.len(), 48);
        assert_eq!(parts.iter().map(|(_, n)| n).sum::<u64>(), 2_039);
    }
}
