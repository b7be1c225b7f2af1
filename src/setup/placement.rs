//! Every piece of a board typed at once, for the keyboard and the line mode:
//! `Ke1 Qd1 Ra1h1 Pa2,b2 / ke8 pa7`.
//!
//! - An item is a piece and the squares it stands on: `Ke1`, `Ra1h1` (one rook on a1 and
//!   another on h1), `Pa2,b2,c2`. Items are parted by spaces.
//! - The piece is an English letter (`K Q R B N P`), a Russian one (`Кр Ф Л С К П`) or a
//!   figurine (`♔ … ♟`).
//! - With a `/`, the pieces before it are White's and those after it Black's, whatever the case
//!   of their letters; without one, capitals (and white figurines) are White's and small
//!   letters (and black figurines) Black's, as in FEN.
//! - Each square is given once; the placement is the whole board.
//!
//! An error names the item that is wrong, and what is wrong with it.

use crate::notation::Letters;
use crate::phrase;
use crate::rules::{Color, File, Piece, Rank, Role, Square};
use crate::sentence::{Phrase, Sentence};

/// The pieces of a board, each on its square, as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    pieces: Vec<(Square, Piece)>,
}

/// Why a typed placement cannot be read: the item at fault, and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlacementError {
    /// Nothing but spaces and slashes.
    Empty,
    /// More than one `/`.
    Slashes,
    /// An item that does not begin with a piece.
    NotAPiece(String),
    /// A piece with no square after it.
    NoSquare(String),
    /// Something after the piece that is not a square: the item, and the part.
    NotASquare {
        /// The item as typed.
        item: String,
        /// The part of it that is no square.
        text: String,
    },
    /// A square given twice.
    Twice(Square),
}

impl Sentence for PlacementError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            PlacementError::Empty => phrase!("placement-empty"),
            PlacementError::Slashes => phrase!("placement-slashes"),
            PlacementError::NotAPiece(item) => phrase!("placement-not-a-piece", item = item),
            PlacementError::NoSquare(item) => phrase!("placement-no-square", item = item),
            PlacementError::NotASquare { item, text } => {
                phrase!("placement-not-a-square", item = item, text = text)
            }
            PlacementError::Twice(square) => phrase!("placement-twice", square = *square),
        }
    }
}

/// A piece as written at the head of an item: its kind, and whether it is written as
/// White's (a capital, a white figurine).
struct Sign {
    role: Role,
    capital: bool,
    len: usize,
}

impl Placement {
    /// Reads a typed placement (see the module's documentation).
    pub fn parse(text: &str) -> Result<Placement, PlacementError> {
        let sides: Vec<&str> = text.split('/').collect();
        let by_slash = match sides.len() {
            1 => false,
            2 => true,
            _ => return Err(PlacementError::Slashes),
        };
        let mut pieces: Vec<(Square, Piece)> = Vec::new();
        for (part, side) in sides.iter().zip(Color::ALL) {
            for item in part.split_whitespace() {
                let sign = sign(item).ok_or_else(|| PlacementError::NotAPiece(item.into()))?;
                let color = match (by_slash, sign.capital) {
                    (true, _) => side,
                    (false, true) => Color::White,
                    (false, false) => Color::Black,
                };
                let piece = sign.role.of(color);
                let squares = squares(item, &item[sign.len..])?;
                for square in squares {
                    if pieces.iter().any(|&(taken, _)| taken == square) {
                        return Err(PlacementError::Twice(square));
                    }
                    pieces.push((square, piece));
                }
            }
        }
        if pieces.is_empty() {
            return Err(PlacementError::Empty);
        }
        Ok(Placement { pieces })
    }

    /// The placement of these pieces.
    pub fn of(pieces: impl IntoIterator<Item = (Square, Piece)>) -> Placement {
        Placement {
            pieces: pieces.into_iter().collect(),
        }
    }

    /// Each piece with its square, in the order given.
    pub fn pieces(&self) -> &[(Square, Piece)] {
        &self.pieces
    }

    /// The placement as it is typed, in the letters of `letters`: White's pieces, a `/`,
    /// Black's; kings first and pawns last, each kind with its squares from a1 to h8
    /// (`Ke1 Ra1h1 Pe4 / ke8 pd5`). It reads back to the same board.
    pub fn text(&self, letters: Letters) -> String {
        let side = |color: Color| {
            let mut items = Vec::new();
            for role in Role::KING_FIRST {
                let mut squares: Vec<Square> = self
                    .pieces
                    .iter()
                    .filter(|&&(_, piece)| piece == role.of(color))
                    .map(|&(square, _)| square)
                    .collect();
                if squares.is_empty() {
                    continue;
                }
                squares.sort();
                let letter = letters.name_letter(role);
                let letter = match color {
                    Color::White => letter.to_string(),
                    Color::Black => letter.to_lowercase(),
                };
                let squares: String = squares.iter().map(ToString::to_string).collect();
                items.push(format!("{letter}{squares}"));
            }
            items.join(" ")
        };
        format!("{} / {}", side(Color::White), side(Color::Black))
            .trim()
            .to_string()
    }
}

/// The piece an item begins with: a figurine, or a letter of any language's notation (the
/// Russian king's `Кр` before the knight's `К`).
fn sign(item: &str) -> Option<Sign> {
    let first = item.chars().next()?;
    if let Some(piece) = Piece::from_figurine(first) {
        return Some(Sign {
            role: piece.role,
            capital: piece.color == Color::White,
            len: first.len_utf8(),
        });
    }
    let capital = first.is_uppercase();
    for letters in Letters::every() {
        for role in Role::KING_FIRST {
            let letter = letters.name_letter(role);
            let head: String = item.chars().take(letter.chars().count()).collect();
            if head.to_lowercase() == letter.to_lowercase() {
                return Some(Sign {
                    role,
                    capital,
                    len: head.len(),
                });
            }
        }
    }
    None
}

/// The squares after an item's piece: two characters each, commas between them allowed.
fn squares(item: &str, rest: &str) -> Result<Vec<Square>, PlacementError> {
    let rest: Vec<char> = rest.chars().filter(|&c| c != ',').collect();
    if rest.is_empty() {
        return Err(PlacementError::NoSquare(item.into()));
    }
    rest.chunks(2)
        .map(|chunk| {
            let file = chunk[0].to_lowercase().next().and_then(File::from_char);
            let rank = chunk.get(1).copied().and_then(Rank::from_char);
            match (file, rank) {
                (Some(file), Some(rank)) => Ok(Square::from_coords(file, rank)),
                _ => Err(PlacementError::NotASquare {
                    item: item.into(),
                    text: chunk.iter().collect(),
                }),
            }
        })
        .collect()
}
