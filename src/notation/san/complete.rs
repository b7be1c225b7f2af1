//! Completion: the legal moves the text typed so far could still become.

use super::typed::Typed;
use super::value::San;
use crate::rules::{Move, Position};

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
