//! What is typed as the matchers compare it with the legal moves: the text with case,
//! separators and marks set aside, and the piece it names.

use super::lenient::{CAPTURE_MARKS, named_role, strip_annotations};
use super::value::San;
use crate::notation::letters::{leading_name, leading_sign};
use crate::rules::{Move, Position, Role};

/// The legal moves that `fit`, pawn moves first (as `bxc4 or Bxc4` names them).
pub(super) fn moves_fitting(position: &Position, fits: impl Fn(Move) -> bool) -> Vec<Move> {
    let mut fitting: Vec<Move> = position
        .legal_moves()
        .into_iter()
        .filter(|&m| fits(m))
        .collect();
    fitting.sort_by_key(|m| m.role() != Role::Pawn);
    fitting
}

/// What is typed, as the matchers compare it with the legal moves.
pub(super) struct Typed {
    /// The text with annotations, case and separators set aside; `O-O-` can only become
    /// `O-O-O`, so a trailing hyphen stands for another O.
    pub(super) key: String,
    /// The piece the text names, which no reading may change.
    role: Option<Role>,
    /// Whether the text marks a capture (`x`, `:`).
    pub(super) capture: bool,
}

impl Typed {
    pub(super) fn new(text: &str) -> Typed {
        let stripped = strip_annotations(text.trim());
        let role = named_role(stripped);
        // A pawn's letter before a pawn move is set aside, as the move is written without it.
        let move_text = match role {
            Some(Role::Pawn) => without_pawn_letter(stripped),
            _ => stripped,
        };
        let mut key = normalize(move_text);
        if stripped.ends_with('-') && key.ends_with('o') {
            key.push('o');
        }
        Typed {
            key,
            role,
            capture: stripped.contains(CAPTURE_MARKS),
        }
    }

    /// Whether `m` is a move of the piece the text names, if it names one.
    pub(super) fn of_its_piece(&self, m: Move) -> bool {
        self.role.is_none_or(|role| m.role() == role)
    }

    /// Whether `m` is a move the text may stand for as typed: of the piece it names, and a
    /// capture when it marks one.
    pub(super) fn may_be(&self, position: &Position, m: Move) -> bool {
        self.of_its_piece(m) && (!self.capture || position.captured_role(m).is_some())
    }

    /// Whether the text spells `m` whole, in any of its forms.
    pub(super) fn spells(&self, position: &Position, m: Move) -> bool {
        spellings(position, m)
            .iter()
            .any(|s| normalize(s) == self.key)
    }

    /// Whether the text is the beginning of a form of `m`.
    pub(super) fn begins(&self, position: &Position, m: Move) -> bool {
        spellings(position, m)
            .iter()
            .any(|s| normalize(s).starts_with(&self.key))
    }
}

/// `text` without the pawn's letter it begins with: `P`, `П`, `п` or a pawn's figurine.
fn without_pawn_letter(text: &str) -> &str {
    text.strip_prefix('P')
        .or_else(|| leading_name(text).map(|(_, rest)| rest))
        .unwrap_or(text)
}

/// The ways a move may be typed, before normalising: SAN, coordinates and long algebraic.
fn spellings(position: &Position, m: Move) -> [String; 3] {
    let san = San::bare(position, m).to_string();
    let coordinates = m.to_uci();
    let long = if m.role() == Role::Pawn || m.is_castle() {
        format!("{}{}", m.from(), m.to())
    } else {
        format!("{}{coordinates}", m.role().upper_char())
    };
    [san, coordinates, long]
}

/// Lowercase English letters for pieces, no separators or marks, `0` as `o`: the common
/// ground of every way to type a move, for prefix matching.
fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if let Some((role, after)) = leading_sign(rest) {
            out.push(role.upper_char().to_ascii_lowercase());
            rest = after;
            continue;
        }
        match c {
            'x' | 'X' | ':' | '×' | '-' | '=' | '+' | '#' | ' ' | '(' | ')' | '/' => {}
            '0' => out.push('o'),
            c => out.push(c.to_ascii_lowercase()),
        }
        rest = &rest[c.len_utf8()..];
    }
    out
}
