//! The SAN writer: a legal move in standard algebraic notation, told apart from the other
//! legal moves of its kind of piece to the same square.

use crate::rules::{Bitboard, CastlingSide, Move, MoveKind, Position, Role};

/// The SAN of a legal move, with `+` or `#` when it gives check or mate.
pub fn write(position: &Position, m: Move) -> String {
    let mut san = write_without_suffix(position, m);
    let mut after = *position;
    after.play_unchecked(m);
    if after.is_check() {
        san.push(if after.has_legal_moves() { '+' } else { '#' });
    }
    san
}

/// The SAN of a legal move without the check suffix.
pub(super) fn write_without_suffix(position: &Position, m: Move) -> String {
    let mut san = String::with_capacity(8);
    match m.kind() {
        MoveKind::Castle => {
            san.push_str(match m.castling_side() {
                Some(CastlingSide::Queenside) => "O-O-O",
                _ => "O-O",
            });
            return san;
        }
        _ if m.role() == Role::Pawn => {
            if position.captured_role(m).is_some() {
                san.push(m.from().file().char());
                san.push('x');
            }
        }
        _ => {
            san.push(m.role().upper_char());
            push_disambiguation(&mut san, position, m);
            if position.captured_role(m).is_some() {
                san.push('x');
            }
        }
    }
    san.push_str(&m.to().to_string());
    if let Some(role) = m.promotion() {
        san.push('=');
        san.push(role.upper_char());
    }
    san
}

/// Adds the least that tells `m` apart from other legal moves of the same kind of piece to
/// the same square: the file if that suffices, else the rank, else both.
fn push_disambiguation(san: &mut String, position: &Position, m: Move) {
    let mut others = Bitboard::EMPTY;
    position.for_each_legal_move_in(position.our(m.role()), Bitboard::from(m.to()), |other| {
        if other.role() == m.role() && other.from() != m.from() && !other.is_castle() {
            others |= other.from();
        }
    });
    if others.is_empty() {
        return;
    }
    let from = m.from();
    if (others & Bitboard::from_file(from.file())).is_empty() {
        san.push(from.file().char());
    } else if (others & Bitboard::from_rank(from.rank())).is_empty() {
        san.push(from.rank().char());
    } else {
        san.push_str(&from.to_string());
    }
}
