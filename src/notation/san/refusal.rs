//! Why a move read from a text cannot be played: what could go there, what it would leave
//! in check, which pieces it could be.

use super::error::SanError;
use super::value::write;
use crate::rules::{Bitboard, Position, Role, Square};

/// The error for a text that fits moves of several pieces, naming each.
pub(super) fn ambiguity(
    position: &Position,
    input: &str,
    role: Role,
    fits_from: impl Fn(Square) -> bool,
    to: Square,
) -> SanError {
    let mut candidates = Vec::new();
    position.for_each_legal_move_in(position.our(role), Bitboard::from(to), |m| {
        let one_per_pawn = m.promotion().is_none_or(|r| r == Role::Queen);
        if m.role() == role && !m.is_castle() && fits_from(m.from()) && one_per_pawn {
            candidates.push(write(position, m));
        }
    });
    SanError::Ambiguous {
        input: input.to_string(),
        candidates,
    }
}

/// Explains why no legal move fits: nothing can go there at all, or what can go there
/// would leave the king in check.
pub(super) fn explain_no_move(
    position: &Position,
    role: Role,
    fits_from: impl Fn(Square) -> bool,
    from: Option<Square>,
    capture: bool,
    to: Square,
) -> SanError {
    let us = position.turn();
    if let Some(from) = from.filter(|&from| !position.by_color(us).contains(from)) {
        return SanError::NoPieceOn(from);
    }
    let all_movers = position.pseudo_legal_origins(role, to).into_iter();
    let Some(from) = all_movers.clone().find(|&from| fits_from(from)) else {
        return SanError::NoPieceCanReach { role, to, capture };
    };
    let mut text = String::new();
    if role == Role::Pawn {
        if from.file() != to.file() {
            text.push(from.file().char());
            text.push('x');
        }
    } else {
        text.push(role.upper_char());
        let others: Bitboard = all_movers.filter(|&other| other != from).collect();
        if (others & Bitboard::from_file(from.file())).any() && others.any() {
            text.push_str(&from.to_string());
        } else if others.any() {
            text.push(from.file().char());
        }
        if position.by_color(!us).contains(to) {
            text.push('x');
        }
    }
    text.push_str(&to.to_string());
    SanError::LeavesKingInCheck(text)
}
