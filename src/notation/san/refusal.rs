//! Why a move read from a text cannot be played: what could go there, what it would leave
//! in check, which pieces it could be.

use super::error::SanError;
use super::value::San;
use crate::rules::{Bitboard, Move, MoveKind, Position, Role, Square, Variant};

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

/// Explains why no legal move fits: nothing can go there at all (though a piece of the kind
/// could be dropped there: that drop is named, to ask), or what can go there would leave the
/// king in check, or would give check (racing kings), or is no capture where one is forced
/// (antichess). That move is named as
/// the writer names moves, told apart from the other pieces of its kind that could go there
/// but for their king.
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
        let drop = position
            .legal_moves()
            .into_iter()
            .find(|m| m.is_drop() && m.role() == role && m.to() == to);
        return match drop {
            Some(drop) if !capture => SanError::DropMeant(San::from_move(position, drop)),
            _ => SanError::NoPieceCanReach { role, to, capture },
        };
    };
    let capture = match role {
        Role::Pawn => from.file() != to.file(),
        _ => position.by_color(!us).contains(to),
    };
    let others = movers.without(from);
    let named = San::told_apart(role, from, to, capture, None, others);
    match position.variant() {
        Variant::Antichess => SanError::CaptureForced(named),
        Variant::RacingKings if gives_check(position, role, from, to) => {
            SanError::GivesCheck(named)
        }
        _ => SanError::LeavesKingInCheck(named),
    }
}

/// Whether `role` from `from` to `to` would check the other king: in racing kings, where no
/// move may, every move is a plain one (no pawns, no castling).
fn gives_check(position: &Position, role: Role, from: Square, to: Square) -> bool {
    let mut after = *position;
    after.play_pseudo_legal(Move::new(role, from, to, MoveKind::Normal));
    after.is_check()
}
