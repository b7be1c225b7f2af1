//! The strict reader: SAN exactly as PGN files hold it, read without allocating, since
//! replaying a game reads a move at every ply.

use super::lenient::{Pattern, PieceMove};
use crate::rules::{CastlingSide, File, Rank, Role, Square};

/// Reads strict SAN (`Nf3`, `exd5`, `Raxd1+`, `e8=Q#`, `O-O`), as PGN files hold it, without
/// allocating; `None` for anything else, which the lenient reader then looks at. Gives the
/// same reading as the lenient reader for every text it accepts.
pub(super) fn read_strict(text: &[u8]) -> Option<Pattern> {
    let end = text
        .iter()
        .rposition(|b| !matches!(b, b'+' | b'#' | b'!' | b'?'))?;
    let text = &text[..=end];
    let role = match text[0] {
        b'a'..=b'h' => return read_strict_pawn_move(text),
        b'O' | b'0' => {
            return match text {
                b"O-O" | b"0-0" => Some(Pattern::Castle(CastlingSide::Kingside)),
                b"O-O-O" | b"0-0-0" => Some(Pattern::Castle(CastlingSide::Queenside)),
                _ => None,
            };
        }
        b'N' => Role::Knight,
        b'B' => Role::Bishop,
        b'R' => Role::Rook,
        b'Q' => Role::Queen,
        b'K' => Role::King,
        _ => return None,
    };
    let [init @ .., file, rank] = &text[1..] else {
        return None;
    };
    let to = square_of(*file, *rank)?;
    let (capture, init) = match init {
        [init @ .., b'x'] => (true, init),
        _ => (false, init),
    };
    let (from_file, from_rank) = match init {
        [] => (None, None),
        [b] => match (file_of(*b), rank_of(*b)) {
            (Some(file), _) => (Some(file), None),
            (None, Some(rank)) => (None, Some(rank)),
            (None, None) => return None,
        },
        [file, rank] => (Some(file_of(*file)?), Some(rank_of(*rank)?)),
        _ => return None,
    };
    Some(Pattern::Move(PieceMove {
        role: Some(role),
        from_file,
        from_rank,
        capture,
        to,
        promotion: None,
    }))
}

/// [`read_strict`] for a pawn move (`e4`, `exd5`, `e8=Q`, `exd8Q`), without check marks.
fn read_strict_pawn_move(text: &[u8]) -> Option<Pattern> {
    let promoted = text.split_last().and_then(|(&letter, init)| {
        let role = match letter {
            b'N' => Role::Knight,
            b'B' => Role::Bishop,
            b'R' => Role::Rook,
            b'Q' => Role::Queen,
            _ => return None,
        };
        Some((init.strip_suffix(b"=").unwrap_or(init), role))
    });
    let (body, promotion) = match promoted {
        Some((body, role)) => (body, Some(role)),
        None => (text, None),
    };
    let (from_file, to) = match body {
        [file, rank] => (None, square_of(*file, *rank)?),
        [from, b'x', file, rank] => (Some(file_of(*from)?), square_of(*file, *rank)?),
        _ => return None,
    };
    if promotion.is_some() != matches!(to.rank(), Rank::First | Rank::Eighth) {
        return None;
    }
    Some(Pattern::Move(PieceMove {
        role: None,
        from_file,
        from_rank: None,
        capture: from_file.is_some(),
        to,
        promotion,
    }))
}

/// The file of a letter `a`–`h`.
fn file_of(byte: u8) -> Option<File> {
    File::from_char(char::from(byte))
}

/// The rank of a digit `1`–`8`.
fn rank_of(byte: u8) -> Option<Rank> {
    Rank::from_char(char::from(byte))
}

/// The square of a file letter and a rank digit.
fn square_of(file: u8, rank: u8) -> Option<Square> {
    Some(Square::from_coords(file_of(file)?, rank_of(rank)?))
}
