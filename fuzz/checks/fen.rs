//! FEN, as `--fen`, the `FEN` tag of a PGN file and `moves`/`perft` read it: a position read
//! writes a FEN that reads back to the same position, and so does every position one move
//! and a few moves on, so that what the program writes after playing it also reads. A board
//! is accepted only as the writer writes it, and only with material a game can produce.

use hotseat::rules::{Bitboard, Color, Position, Role, fen};

/// How many plies the line played from the position goes on.
const LINE: usize = 8;

/// Reads the bytes as a FEN; checks the round trip of the position and its successors.
pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let position = match fen::read(text) {
        Ok(position) => position,
        Err(error) => return super::assert_one_line(&error.to_string()),
    };
    let board = text.split_ascii_whitespace().next().unwrap_or_default();
    assert_eq!(fen::write(&position).split(' ').next(), Some(board));
    for color in Color::ALL {
        assert_material_a_game_can_produce(&position, color);
    }
    assert_round_trip(&position);
    for m in position.legal_moves() {
        let mut next = position;
        next.play_unchecked(m);
        assert_round_trip(&next);
    }
    // A line of play, always the last legal move: the counters grow on.
    let mut line = position;
    for _ in 0..LINE {
        let Some(&m) = line.legal_moves().last() else {
            break;
        };
        line.play_unchecked(m);
        assert_round_trip(&line);
    }
}

/// Panics unless `position` writes a FEN that reads back to it, and writes the same again.
pub fn assert_round_trip(position: &Position) {
    assert_eq!(
        position.hash(),
        position.hash_from_scratch(),
        "{position:?}"
    );
    let written = fen::write(position);
    let read = fen::read(&written)
        .unwrap_or_else(|error| panic!("the written FEN {written:?} is refused: {error}"));
    assert_eq!(
        read, *position,
        "{written:?} reads back to another position"
    );
    assert_eq!(fen::write(&read), written);
}

/// Panics unless the pieces of `color` could come from its sixteen by promotions: each piece
/// beyond the start's (a bishop beyond one on each colour of square) takes a missing pawn.
fn assert_material_a_game_can_produce(position: &Position, color: Color) {
    let count = |role: Role| position.pieces(role.of(color)).count();
    let beyond = |count: u32, start: u32| count.saturating_sub(start);
    let bishops = position.pieces(Role::Bishop.of(color));
    let promoted = beyond(count(Role::Queen), 1)
        + beyond(count(Role::Rook), 2)
        + beyond(count(Role::Knight), 2)
        + beyond((bishops & Bitboard::LIGHT_SQUARES).count(), 1)
        + beyond((bishops & Bitboard::DARK_SQUARES).count(), 1);
    assert!(
        count(Role::Pawn) + promoted <= 8,
        "{color:?} has more material than a game can produce: {position:?}"
    );
}
