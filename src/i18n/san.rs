//! The phrases of a typed move's errors. Every other error says itself beside its type; these
//! are said here until `notation::san`, being reshaped, takes them beside its own types (and
//! its `#[error]` sentences, English twins of the catalogue's, go).

use crate::notation::san::{San, SanError, Slip, Suggestion, Unreadable};
use crate::phrase;
use crate::rules::Role;
use crate::sentence::{Arg, Phrase, Sentence};

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

/// A move, for the language's notation.
fn san(san: San) -> Arg<'static> {
    Arg::from(san)
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
                phrase!("san-leaves-king-in-check", move = san(*move_text))
            }
            SanError::CastlingNotAllowed(obstacle) => {
                phrase!("san-castling-not-allowed", reason = obstacle.phrase())
            }
            SanError::Ambiguous { input, candidates } => phrase!(
                "san-ambiguous",
                input = input,
                candidates = Arg::OneOf(candidates.iter().map(|&c| san(c)).collect())
            ),
            SanError::PromotionPieceMissing { san: move_text, .. } => {
                let choices = Role::PROMOTIONS
                    .iter()
                    .map(|&role| san(move_text.with_promotion(role)))
                    .collect();
                phrase!(
                    "san-promotion-missing",
                    move = san(*move_text),
                    choices = Arg::OneOf(choices)
                )
            }
            SanError::NotAPromotion(move_text) => {
                phrase!("san-not-a-promotion", move = san(*move_text))
            }
            SanError::NothingToTake(square) => phrase!("san-nothing-to-take", square = *square),
        }
    }
}

impl Sentence for Suggestion {
    /// `Russian keyboard layout: did you mean Nf3?`, `no bishop can reach c4: did you mean
    /// bxc4?`: why the text is not that move, and the move.
    fn phrase(&self) -> Phrase<'_> {
        let meant = san(self.san);
        match &self.slip {
            Slip::RussianLayout => phrase!("suggestion-layout", move = meant),
            Slip::LookAlike { letter, latin } => phrase!(
                "suggestion-look-alike",
                letter = *letter,
                code = format!("{:04X}", u32::from(*letter)),
                latin = *latin,
                move = meant
            ),
            Slip::Refused(why) => phrase!("suggestion-refused", why = why.phrase(), move = meant),
        }
    }
}
