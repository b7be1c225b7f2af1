//! The lenient reading of a text, before looking at the position: strict SAN and every form
//! people type, as one or two patterns of a move (a lowercase `b` may be a bishop or the
//! b-pawn).

use super::error::Unreadable;
use super::value::{San, SanKind};
use crate::notation::letters::{leading_name, trailing_name};
use crate::rules::{CastlingSide, File, Rank, Role, Square};

/// A move as the parser understood the text, before looking at the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Pattern {
    Castle(CastlingSide),
    Move(PieceMove),
    /// A crazyhouse drop of a piece of the role on the square.
    Drop(Role, Square),
}

/// A piece or pawn move as written: what moves, from where (as far as said), to where.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct PieceMove {
    /// The piece named; none when no letter was given (a pawn, or in coordinates, whatever
    /// stands on the square).
    pub(super) role: Option<Role>,
    pub(super) from_file: Option<File>,
    pub(super) from_rank: Option<Rank>,
    pub(super) capture: bool,
    pub(super) to: Square,
    pub(super) promotion: Option<Role>,
}

impl From<San> for Pattern {
    /// A strict reading as the lenient reader gives it: a pawn move names no piece.
    fn from(san: San) -> Pattern {
        match san.kind {
            SanKind::Castle(wing) => Pattern::Castle(wing),
            SanKind::Drop { role, to } => Pattern::Drop(role, to),
            SanKind::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => Pattern::Move(PieceMove {
                role: (role != Role::Pawn).then_some(role),
                from_file: file,
                from_rank: rank,
                capture,
                to,
                promotion,
            }),
        }
    }
}

/// The characters that mark a capture.
pub(super) const CAPTURE_MARKS: [char; 4] = ['x', 'X', ':', '×'];

/// The piece a text names at its start, which no reading of it may change: a piece letter
/// in English (`N` or `n`, but `b` is also a file), Russian or a figurine. A capital `B` is
/// the bishop unless caps lock or Shift typed it: in a text without a lowercase letter
/// (`BXC4`), or before a rank digit (`B4`, `B2b4`), it may be the b-file.
pub(super) fn named_role(text: &str) -> Option<Role> {
    let (role, rest) = leading_piece(text)?;
    let caps_lock = !text.chars().any(|c| c.is_ascii_lowercase())
        || rest.starts_with(|c: char| c.is_ascii_digit());
    (!(text.starts_with('B') && caps_lock)).then_some(role)
}

/// The marks that may follow a move: check, mate, and the characters of annotation glyphs.
pub(super) const MOVE_MARKS: [char; 4] = ['+', '#', '!', '?'];

/// The ways an en passant capture is remarked on after it.
pub(super) const EN_PASSANT_REMARKS: [&str; 3] = ["e.p.", "ep", "e. p."];

/// Strips what follows the move proper: check and mate marks, annotation glyphs and an
/// en passant remark.
pub(super) fn strip_annotations(input: &str) -> &str {
    let mut core = input;
    loop {
        let trimmed = core.trim_end();
        let stripped = EN_PASSANT_REMARKS
            .iter()
            .find_map(|suffix| trimmed.strip_suffix(suffix))
            .filter(|rest| rest.ends_with(|c: char| c.is_ascii_digit() || c == ' '))
            .or_else(|| trimmed.strip_suffix(MOVE_MARKS));
        match stripped {
            Some(rest) => core = rest,
            None => return trimmed,
        }
    }
}

/// One or two ways to read the text.
pub(super) enum Readings {
    One(Pattern),
    /// A leading lowercase `b` that may be the bishop or the b-file pawn.
    PawnOrBishop {
        pawn: Pattern,
        bishop: Pattern,
    },
}

/// The piece named at the start of `text`, and the rest of the text: English capitals,
/// Russian letters, figurines (the pawn's `P`, `П` and `♙` too: `Пe4` is `e4`), and
/// lowercase English letters other than `b` (which may be a file; the caller deals with it).
fn leading_piece(text: &str) -> Option<(Role, &str)> {
    let first = text.chars().next()?;
    if let Some(role) = Role::from_char(first).filter(|_| first.is_ascii_uppercase()) {
        return Some((role, &text[1..]));
    }
    if matches!(first, 'n' | 'r' | 'q' | 'k') {
        return Some((Role::from_char(first)?, &text[1..]));
    }
    leading_name(text)
}

pub(super) fn read_patterns(text: &str) -> Result<Readings, Unreadable> {
    if let Some(wing) = read_castling(text) {
        return Ok(Readings::One(Pattern::Castle(wing)));
    }
    if let Some((role, rest)) = leading_piece(text) {
        return read_body(Some(role), rest).map(Readings::One);
    }
    if let Some(rest) = text.strip_prefix('b') {
        let pawn = read_body(None, text);
        // `bxc4` and `b4` are standard SAN for pawn moves; only other forms are doubtful.
        let standard_pawn = rest.starts_with('x') || rest.starts_with(|c: char| c.is_ascii_digit());
        return match (pawn, read_body(Some(Role::Bishop), rest)) {
            (Ok(pawn), Ok(bishop)) if !standard_pawn => Ok(Readings::PawnOrBishop { pawn, bishop }),
            (Ok(pawn), _) => Ok(Readings::One(pawn)),
            (Err(_), Ok(bishop)) => Ok(Readings::One(bishop)),
            (Err(error), Err(_)) => Err(error),
        };
    }
    read_body(None, text).map(Readings::One)
}

fn read_castling(text: &str) -> Option<CastlingSide> {
    // `O-O-` is long castling begun, not short castling.
    if text.trim_end().ends_with('-') {
        return None;
    }
    let normalized: String = text
        .chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .map(|c| {
            if c == '0' {
                'O'
            } else {
                c.to_ascii_uppercase()
            }
        })
        .collect();
    match normalized.as_str() {
        "OO" => Some(CastlingSide::Kingside),
        "OOO" => Some(CastlingSide::Queenside),
        _ => None,
    }
}

/// Reads what follows the piece letter (if any): `[file][rank][x|:|-]square[[=]promotion]`.
fn read_body(role: Option<Role>, body: &str) -> Result<Pattern, Unreadable> {
    let (body, promotion) = split_promotion(body)?;
    let chars: Vec<char> = body.chars().collect();
    let n = chars.len();
    if n < 2 {
        return Err(if let (0, Some(role)) = (n, role) {
            Unreadable::WhichSquare(role)
        } else {
            Unreadable::NotAMove
        });
    }
    let to = read_square(chars[n - 2], chars[n - 1])?;
    let mut rest = &chars[..n - 2];
    let mut capture = false;
    if let [init @ .., last] = rest
        && matches!(last, 'x' | 'X' | ':' | '-' | '×')
    {
        capture = matches!(last, 'x' | 'X' | ':' | '×');
        rest = init;
    }
    let (from_file, from_rank) = match rest {
        [] => (None, None),
        [c] if File::from_char(*c).is_some() => (File::from_char(*c), None),
        [c] if Rank::from_char(*c).is_some() => (None, Rank::from_char(*c)),
        [f, r] => {
            let from = read_square(*f, *r)?;
            (Some(from.file()), Some(from.rank()))
        }
        _ => return Err(Unreadable::NotAMove),
    };
    if role.is_none() && from_rank.is_some() && from_file.is_none() {
        return Err(Unreadable::NotAMove);
    }
    Ok(Pattern::Move(PieceMove {
        role,
        from_file,
        from_rank,
        capture,
        to,
        promotion,
    }))
}

fn read_square(file: char, rank: char) -> Result<Square, Unreadable> {
    match (File::from_char(file), Rank::from_char(rank)) {
        (Some(file), Some(rank)) => Ok(Square::from_coords(file, rank)),
        _ if file.is_ascii_alphabetic() && rank.is_ascii_digit() => {
            Err(Unreadable::NotASquare(format!("{file}{rank}")))
        }
        _ => Err(Unreadable::NotAMove),
    }
}

/// Splits a promotion piece off the end: `e8=Q`, `e8Q`, `e8q`, `e8/Q`, `e8(Q)`, `e8=♕`,
/// `e8=Ф`; a king or a pawn there (`a8=Кр`, `e8=K`, `e8=♙`) is refused as a piece no pawn
/// becomes.
fn split_promotion(body: &str) -> Result<(&str, Option<Role>), Unreadable> {
    let body = body
        .strip_suffix(')')
        .map_or(body, |b| b.strip_suffix('(').unwrap_or(b));
    let (last_index, last) = match body.char_indices().next_back() {
        Some(found) => found,
        None => return Ok((body, None)),
    };
    // After a rank digit a letter cannot be a file, so `b` there is the bishop.
    let after_digit = body[..last_index]
        .trim_end_matches(['=', '/', '('])
        .ends_with(|c: char| c.is_ascii_digit());
    let named = Role::from_char(last)
        .filter(|_| last.is_ascii_alphabetic() && (after_digit || !('a'..='h').contains(&last)))
        .map(|role| (role, &body[..last_index]))
        .or_else(|| trailing_name(body));
    let Some((role, before)) = named else {
        if body.ends_with('=') {
            return Err(Unreadable::WhichPiece);
        }
        return Ok((body, None));
    };
    let before = before.trim_end_matches(['=', '/', '(']);
    if !before.ends_with(|c: char| c.is_ascii_digit()) {
        return Ok((body, None));
    }
    if matches!(role, Role::King | Role::Pawn) {
        return Err(Unreadable::CannotBecome(role));
    }
    Ok((before, Some(role)))
}
