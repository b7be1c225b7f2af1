//! Zobrist keys: a fixed random 64-bit number for each feature of a position, so that a
//! position's hash is the XOR of the keys of its features and can be updated move by move.

use super::square::{Color, Piece, Role, Square};

/// The next number of the SplitMix64 sequence; deterministic, so hashes are the same in
/// every run and on every machine.
const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

/// The most pieces of one role a crazyhouse pocket holds: every pawn taken, and every
/// promoted piece taken back as a pawn.
const MAX_POCKET: usize = 16;

const POCKET_KEYS: usize = 2 * 5 * MAX_POCKET;
/// Where the keys of chess end and the variants' begin.
const CHESS_KEYS: usize = 12 * 64 + 64 + 8 + 1;
const KEY_COUNT: usize = CHESS_KEYS + POCKET_KEYS + 64 + 2 * 3;

/// Piece-on-square keys (12 × 64), then castling rook squares (64), en passant files (8)
/// and Black to move (1); after them the variants' (so that chess's keys, which saved
/// opening books hash with, stay where they were): crazyhouse's pocket counts (2 × 5 × 16)
/// and promoted pieces (64), and three-check's checks still to give (2 × 3).
static KEYS: [u64; KEY_COUNT] = {
    let mut keys = [0; KEY_COUNT];
    let mut state = 0x686f_7473_6561_7421; // any fixed seed
    let mut i = 0;
    while i < KEY_COUNT {
        let (next, key) = splitmix64(state);
        state = next;
        keys[i] = key;
        i += 1;
    }
    keys
};

/// The key of a piece standing on a square.
#[inline]
pub fn piece(piece: Piece, square: Square) -> u64 {
    KEYS[(piece.color.index() * 6 + piece.role.index()) * 64 + square.index()]
}

/// The key of a castling right, given by the square of the rook that may castle.
#[inline]
pub fn castling_rook(square: Square) -> u64 {
    KEYS[12 * 64 + square.index()]
}

/// The key of an en passant square, by its file.
#[inline]
pub fn en_passant(square: Square) -> u64 {
    KEYS[12 * 64 + 64 + square.file().index() as usize]
}

/// The key of `color` holding `count` (1 to 16) pieces of `role` in crazyhouse; none for
/// an empty pocket.
#[inline]
pub fn pocket(color: Color, role: Role, count: u8) -> u64 {
    match usize::from(count) {
        0 => 0,
        count => {
            let slot = (color.index() * 5 + role.index()) * MAX_POCKET + count.min(MAX_POCKET) - 1;
            KEYS[CHESS_KEYS + slot]
        }
    }
}

/// The key of a promoted piece on `square` in crazyhouse.
#[inline]
pub fn promoted(square: Square) -> u64 {
    KEYS[CHESS_KEYS + POCKET_KEYS + square.index()]
}

/// The key of `color` having `remaining` (0 to 2) checks still to give in three-check; none
/// for the three of the start.
#[inline]
pub fn remaining_checks(color: Color, remaining: u8) -> u64 {
    match usize::from(remaining) {
        3.. => 0,
        remaining => KEYS[CHESS_KEYS + POCKET_KEYS + 64 + color.index() * 3 + remaining],
    }
}

/// The key XORed in when Black is to move.
#[inline]
pub fn side_to_move(color: Color) -> u64 {
    match color {
        Color::White => 0,
        Color::Black => KEYS[CHESS_KEYS - 1],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_nonzero() {
        let mut sorted = KEYS.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), KEY_COUNT);
        assert!(!sorted.contains(&0));
    }
}
