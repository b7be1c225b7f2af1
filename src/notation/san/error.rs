//! Why a text is not a move that can be played: the errors of the readers.

use std::fmt;

use thiserror::Error;

use super::value::San;

use crate::rules::{CastlingObstacle, Role, Square};

/// Why a typed move was refused. Each message is a sentence a player understands.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SanError {
    /// Nothing was typed.
    #[error("type a move, such as e4 or Nf3")]
    Empty,
    /// The text cannot be read as a move at all.
    #[error("'{input}': {reason}")]
    NotAMove {
        /// The text as typed.
        input: String,
        /// What is wrong with it, such as "f9 is not a square".
        reason: Unreadable,
    },
    /// No piece of the named kind can move to the square, even ignoring checks.
    #[error("no {role} can {verb} {to}", role = role.name(), verb = if *capture { "capture on" } else { "reach" })]
    NoPieceCanReach {
        /// The kind of piece named.
        role: Role,
        /// The square named.
        to: Square,
        /// Whether a capture was asked for (`exd5`).
        capture: bool,
    },
    /// The square named as the starting point holds none of the player's pieces.
    #[error("there is no piece of yours on {0}")]
    NoPieceOn(Square),
    /// The move would be possible but leaves the player's own king attacked.
    #[error("{0} leaves your king in check")]
    LeavesKingInCheck(San),
    /// Castling is not possible, and why.
    #[error("castling is not allowed: {0}")]
    CastlingNotAllowed(CastlingObstacle),
    /// More than one legal move fits the text.
    #[error("{input} is ambiguous: {}", or_list(candidates))]
    Ambiguous {
        /// The text as typed.
        input: String,
        /// Every legal move that fits.
        candidates: Vec<San>,
    },
    /// A pawn move to the last rank that does not say what to promote to. The screen
    /// answers it with a picker.
    #[error("{san} needs a promotion piece: {}", or_list(&Role::PROMOTIONS.map(|r| san.with_promotion(r))))]
    PromotionPieceMissing {
        /// The pawn's square.
        from: Square,
        /// The promotion square.
        to: Square,
        /// The move without a piece, such as `e8` or `exd8`.
        san: San,
    },
    /// A promotion piece on a move that is not a promotion.
    #[error("{0}: only a pawn reaching the last rank can promote")]
    NotAPromotion(San),
    /// A typed capture (`Nxf3`) onto a square where nothing stands to be taken.
    #[error("nothing to take on {0}")]
    NothingToTake(Square),
}

/// Why a text cannot be read as a move at all.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Unreadable {
    /// Not the shape of any move.
    #[error("not a move")]
    NotAMove,
    /// A piece letter and nothing after it.
    #[error("which square should the {} go to?", .0.name())]
    WhichSquare(Role),
    /// A letter and a digit that name no square (`f9`, `i3`).
    #[error("{0} is not a square")]
    NotASquare(String),
    /// A promotion sign with no piece after it.
    #[error("which piece should the pawn become?")]
    WhichPiece,
    /// A promotion to a king or a pawn.
    #[error("a pawn cannot become a {}", .0.name())]
    CannotBecome(Role),
}

impl SanError {
    /// The message without the quoted input that some variants start with, for callers that
    /// quote the input themselves.
    pub fn reason(&self) -> String {
        match self {
            SanError::NotAMove { reason, .. } => reason.to_string(),
            other => other.to_string(),
        }
    }
}

/// "a or b", "a, b or c".
fn or_list<T: fmt::Display>(items: &[T]) -> String {
    match items {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(ToString::to_string).collect();
            format!("{} or {last}", init.join(", "))
        }
    }
}
