//! The strict reader: SAN exactly as PGN files hold it, read without allocating, since
//! replaying a game reads a move at every ply.

use super::value::{San, SanKind, Suffix};
use crate::rules::{CastlingSide, File, Rank, Role, Square};

impl San {
    /// Reads strict SAN (`Nf3`, `exd5`, `Raxd1+`, `e8=Q#`, `O-O`, the drops `N@f3`, `P@e6`
    /// and `@e6`, an antichess pawn's `e8=K`), as PGN files hold it,
    /// without allocating; `None` for anything else. Annotation marks (`!`, `?`) are set
    /// aside; the check mark is kept as written.
    pub fn from_ascii(text: &[u8]) -> Option<San> {
        let kind = read_strict(text)?;
        let suffix = text
            .iter()
            .rev()
            .take_while(|b| is_mark(**b))
            .filter_map(|b| match b {
                b'+' => Some(Suffix::Check),
                b'#' => Some(Suffix::Checkmate),
                _ => None,
            })
            .last();
        Some(San { kind, suffix })
    }
}

/// Whether a byte is a check mark or an annotation mark after a move.
#[inline]
fn is_mark(byte: u8) -> bool {
    matches!(byte, b'+' | b'#' | b'!' | b'?')
}

/// What strict SAN says before its marks, as [`San::from_ascii`] reads it; `None` for
/// anything else, which the lenient reader then looks at. Gives the same reading as the
/// lenient reader for every text it accepts. Replaying a game reads a move here at every
/// ply, and the marks are no concern of it.
#[inline]
pub(super) fn read_strict(text: &[u8]) -> Option<SanKind> {
    let end = text.iter().rposition(|b| !is_mark(*b))?;
    read_kind(&text[..=end])
}

/// [`San::from_ascii`] for the move without its marks.
#[inline]
fn read_kind(text: &[u8]) -> Option<SanKind> {
    if let Some(at) = text.iter().position(|&b| b == b'@') {
        return read_drop(&text[..at], &text[at + 1..]);
    }
    let role = match text[0] {
        b'a'..=b'h' => return read_pawn_move(text),
        b'O' | b'0' => {
            return match text {
                b"O-O" | b"0-0" => Some(SanKind::Castle(CastlingSide::Kingside)),
                b"O-O-O" | b"0-0-0" => Some(SanKind::Castle(CastlingSide::Queenside)),
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
    Some(SanKind::Normal {
        role,
        file: from_file,
        rank: from_rank,
        capture,
        to,
        promotion: None,
    })
}

/// [`read_kind`] for a drop: the piece's letter (none or `P` for a pawn) and the square.
fn read_drop(piece: &[u8], square: &[u8]) -> Option<SanKind> {
    let role = match piece {
        [] | [b'P'] => Role::Pawn,
        [b'N'] => Role::Knight,
        [b'B'] => Role::Bishop,
        [b'R'] => Role::Rook,
        [b'Q'] => Role::Queen,
        _ => return None,
    };
    let [file, rank] = square else {
        return None;
    };
    Some(SanKind::Drop {
        role,
        to: square_of(*file, *rank)?,
    })
}

/// [`read_kind`] for a pawn move (`e4`, `exd5`, `e8=Q`, `exd8Q`, an antichess `e8=K`).
fn read_pawn_move(text: &[u8]) -> Option<SanKind> {
    let promoted = text.split_last().and_then(|(&letter, init)| {
        let role = match letter {
            b'N' => Role::Knight,
            b'B' => Role::Bishop,
            b'R' => Role::Rook,
            b'Q' => Role::Queen,
            b'K' => Role::King,
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
    Some(SanKind::Normal {
        role: Role::Pawn,
        file: from_file,
        rank: None,
        capture: from_file.is_some(),
        to,
        promotion,
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_check_mark_is_kept_and_annotations_set_aside() {
        let suffix = |text: &str| San::from_ascii(text.as_bytes()).map(|san| san.suffix);
        assert_eq!(suffix("Raxd1+"), Some(Some(Suffix::Check)));
        assert_eq!(suffix("e8=Q#"), Some(Some(Suffix::Checkmate)));
        assert_eq!(suffix("Nf3+!?"), Some(Some(Suffix::Check)));
        assert_eq!(suffix("e4!?"), Some(None));
        assert_eq!(suffix("O-O"), Some(None));
        assert_eq!(suffix("++"), None);
        for text in [
            "Raxd1+", "e8=Q#", "O-O-O", "exd5", "Qh4e1", "N1f3", "N@f3", "P@e6+",
        ] {
            let san = San::from_ascii(text.as_bytes()).expect(text);
            assert_eq!(san.to_string(), text, "written back as read");
        }
    }
}
