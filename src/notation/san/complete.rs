//! Completion: the legal moves the text typed so far could still become, and the moves it
//! settles without Enter.

use super::error::SanError;
use super::lenient::{EN_PASSANT_REMARKS, MOVE_MARKS};
use super::read::parse_typed;
use super::typed::Typed;
use super::value::San;
use crate::rules::{CastlingSide, Move, Position, Square};

/// Whether `rest`, typed on after the text that settled the move `m` (played since), still
/// belongs to that move: its check or mate mark and glyphs (`+`, `#`, `!?`), then after a
/// space an en passant remark on an en passant capture, whole or begun (`e.`, `e.p.`). After
/// castling short, the rest of an `O-O-O` typed whole (castling long, which was not legal, so
/// that `O-O` settled) is the same word too. What follows a space that is no such remark is
/// not the move's.
pub fn follows_move(m: Move, rest: &str) -> bool {
    let rest = match m.castling_side() {
        Some(CastlingSide::Kingside) => ["-O", "-0", "-o", "-", "O", "0", "o"]
            .iter()
            .find_map(|longer| rest.strip_prefix(longer))
            .unwrap_or(rest),
        _ => rest,
    };
    let is_marks = |text: &str| text.chars().all(|c| MOVE_MARKS.contains(&c));
    match rest.split_once(' ') {
        None => is_marks(rest),
        Some((marks, remark)) => {
            is_marks(marks)
                && (remark.is_empty()
                    || m.is_en_passant()
                        && EN_PASSANT_REMARKS
                            .iter()
                            .any(|whole| whole.starts_with(remark)))
        }
    }
}

/// Whether `text` spells the legal move `m`, as [`completions`] compares: a candidate that
/// is complete, so Enter plays it.
pub fn spells(position: &Position, m: Move, text: &str) -> bool {
    let typed = Typed::new(text);
    typed.may_be(position, m) && typed.spells(position, m)
}

/// A legal move that the text typed so far could still become.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Completion {
    /// The move.
    pub m: Move,
    /// Its SAN, with `+` or `#`.
    pub san: San,
}

/// The legal moves whose SAN, coordinates (`e2e4`) or long algebraic form (`Ng1f3`) can still
/// complete `typed`, in SAN order. Piece letters in any case or language, figurines, `x`,
/// `-`, `=` and check marks are all allowed in what is typed; a piece named keeps to its
/// moves and an `x` to captures, as [`parse_typed`](super::parse_typed) reads them. Nothing typed: no
/// completions.
pub fn completions(position: &Position, typed: &str) -> Vec<Completion> {
    let typed = Typed::new(typed);
    if typed.key.is_empty() {
        return Vec::new();
    }
    let mut found: Vec<Completion> = position
        .legal_moves()
        .iter()
        .filter(|&&m| typed.may_be(position, m) && typed.begins(position, m))
        .map(|&m| Completion {
            m,
            san: San::from_move(position, m),
        })
        .collect();
    found.sort_by_cached_key(|c| c.san.to_string());
    found
}

/// What the text typed so far settles without Enter, for players who ask for moves to be
/// played as soon as they are named.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Settled {
    /// The text names exactly this legal move, and no longer text could name another.
    Play(Move),
    /// The text names one pawn's move to the last rank and nothing else: the piece it
    /// becomes is still to be chosen.
    Promote {
        /// The pawn's square.
        from: Square,
        /// The square on the last rank.
        to: Square,
    },
}

/// The move `typed` settles, if any: the text spells a legal move whole, in any of the forms
/// [`completions`] offer, and no other legal move could still complete it (`e4` and `Nf3` at
/// the start; not `O-` before its last O, not `O-O` while `O-O-O` is legal, not `b` while both
/// a pawn and a bishop could be meant, not `e2` while the pawn has two moves). A pawn's move to the last rank without its piece settles only that
/// the piece is to be chosen. Nothing typed settles nothing.
pub fn settled(position: &Position, typed: &str) -> Option<Settled> {
    // A hyphen is always followed by more of the move (`O-`, `e2-`).
    if typed.trim_end().ends_with('-') {
        return None;
    }
    let found = completions(position, typed);
    let first = found.first()?;
    let one_move = found
        .iter()
        .all(|c| c.m.from() == first.m.from() && c.m.to() == first.m.to());
    if !one_move {
        return None;
    }
    if let [only] = found.as_slice()
        && spells(position, only.m, typed)
    {
        return Some(Settled::Play(only.m));
    }
    match parse_typed(position, typed) {
        Err(SanError::PromotionPieceMissing { from, to, .. })
            if from == first.m.from() && to == first.m.to() =>
        {
            Some(Settled::Promote { from, to })
        }
        _ => None,
    }
}
