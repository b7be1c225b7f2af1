//! Why a text is not a move that can be played: the errors of the readers.

use thiserror::Error;

use super::value::San;

use crate::phrase;
use crate::rules::{CastlingObstacle, Role, Square};
use crate::sentence::{Arg, Phrase, Sentence};

/// Why a typed move was refused. Each message is a sentence a player understands.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SanError {
    /// Nothing was typed.
    Empty,
    /// The text cannot be read as a move at all.
    NotAMove {
        /// The text as typed.
        input: String,
        /// What is wrong with it, such as "f9 is not a square".
        reason: Unreadable,
    },
    /// No piece of the named kind can move to the square, even ignoring checks.
    NoPieceCanReach {
        /// The kind of piece named.
        role: Role,
        /// The square named.
        to: Square,
        /// Whether a capture was asked for (`exd5`).
        capture: bool,
    },
    /// The square named as the starting point holds none of the player's pieces.
    NoPieceOn(Square),
    /// The move would be possible but leaves the player's own king attacked.
    LeavesKingInCheck(San),
    /// The move would be possible but is no capture, and a capture is forced (antichess).
    CaptureForced(San),
    /// The move would be possible but gives check, which no move may (racing kings).
    GivesCheck(San),
    /// No piece of the kind named can go to the square, but one can be dropped there from
    /// the pocket: the drop, which is asked about rather than guessed (crazyhouse).
    DropMeant(San),
    /// Castling is not possible, and why.
    CastlingNotAllowed(CastlingObstacle),
    /// More than one legal move fits the text.
    Ambiguous {
        /// The text as typed.
        input: String,
        /// Every legal move that fits.
        candidates: Vec<San>,
    },
    /// A pawn move to the last rank that does not say what to promote to. The screen
    /// answers it with a picker.
    PromotionPieceMissing {
        /// The pawn's square.
        from: Square,
        /// The promotion square.
        to: Square,
        /// The move without a piece, such as `e8` or `exd8`.
        san: San,
    },
    /// A promotion piece on a move that is not a promotion.
    NotAPromotion(San),
    /// A typed capture (`Nxf3`) onto a square where nothing stands to be taken.
    NothingToTake(Square),
    /// A drop (`N@f3`) the position does not allow: no such piece in hand, the square
    /// taken, a pawn on the first or last rank, a check it does not answer, or no pockets
    /// at all outside crazyhouse.
    CannotDrop {
        /// The piece named.
        role: Role,
        /// The square named.
        to: Square,
    },
}

/// Why a text cannot be read as a move at all.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Unreadable {
    /// Not the shape of any move.
    NotAMove,
    /// A piece letter and nothing after it.
    WhichSquare(Role),
    /// A letter and a digit that name no square (`f9`, `i3`).
    NotASquare(String),
    /// A promotion sign with no piece after it.
    WhichPiece,
    /// A promotion to a king or a pawn.
    CannotBecome(Role),
}

impl Sentence for SanError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            SanError::Empty => phrase!("san-empty"),
            SanError::NotAMove { input, reason } => {
                phrase!("san-not-a-move", input = input, reason = reason.phrase())
            }
            SanError::NoPieceCanReach { role, to, capture } => phrase!(
                "san-no-piece-can-reach",
                piece = *role,
                square = *to,
                capture = if *capture { "yes" } else { "no" }
            ),
            SanError::NoPieceOn(square) => phrase!("san-no-piece-on", square = *square),
            SanError::LeavesKingInCheck(move_text) => {
                phrase!("san-leaves-king-in-check", move = Arg::from(*move_text))
            }
            SanError::CaptureForced(move_text) => {
                phrase!("san-capture-forced", move = Arg::from(*move_text))
            }
            SanError::GivesCheck(move_text) => {
                phrase!("san-gives-check", move = Arg::from(*move_text))
            }
            SanError::DropMeant(drop) => phrase!("san-drop-meant", drop = Arg::from(*drop)),
            SanError::CastlingNotAllowed(obstacle) => {
                phrase!("san-castling-not-allowed", reason = obstacle.phrase())
            }
            SanError::Ambiguous { input, candidates } => phrase!(
                "san-ambiguous",
                input = input,
                candidates = Arg::OneOf(candidates.iter().map(|&c| Arg::from(c)).collect())
            ),
            SanError::PromotionPieceMissing { san: move_text, .. } => {
                let choices = Role::PROMOTIONS
                    .iter()
                    .map(|&role| Arg::from(move_text.with_promotion(role)))
                    .collect();
                phrase!(
                    "san-promotion-missing",
                    move = Arg::from(*move_text),
                    choices = Arg::OneOf(choices)
                )
            }
            SanError::NotAPromotion(move_text) => {
                phrase!("san-not-a-promotion", move = Arg::from(*move_text))
            }
            SanError::NothingToTake(square) => phrase!("san-nothing-to-take", square = *square),
            SanError::CannotDrop { role, to } => {
                phrase!("san-cannot-drop", piece = *role, square = *to)
            }
        }
    }
}

impl Sentence for Unreadable {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            Unreadable::NotAMove => phrase!("unreadable-not-a-move"),
            Unreadable::WhichSquare(role) => phrase!("unreadable-which-square", piece = *role),
            Unreadable::NotASquare(square) => phrase!("unreadable-not-a-square", square = square),
            Unreadable::WhichPiece => phrase!("unreadable-which-piece"),
            Unreadable::CannotBecome(role) => phrase!("unreadable-cannot-become", piece = *role),
        }
    }
}
