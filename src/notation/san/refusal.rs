//! Why a move read from a text cannot be played: what could go there, what it would leave
//! in check, which pieces it could be.

use super::error::SanError;
use super::value::San;
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
            candidates.push(San::from_move(position, m));
        }
    });
    SanError::Ambiguous {
        input: input.to_string(),
        candidates,
    }
}

/// Explains why no legal move fits: nothing can go there at all, or what can go there
/// would leave the king in check. That move is named as the writer names moves, told apart
/// from the other pieces of its kind that could go there but for their king.
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
    let movers = position.pseudo_legal_origins(role, to);
    let Some(from) = movers.into_iter().find(|&from| fits_from(from)) else {
        return SanError::NoPieceCanReach { role, to, capture };
    };
    let capture = match role {
        Role::Pawn => from.file() != to.file(),
        _ => position.by_color(!us).contains(to),
    };
    let others = movers.without(from);
    SanError::LeavesKingInCheck(San::told_apart(role, from, to, capture, None, others))
}
