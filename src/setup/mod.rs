//! A position being set up, as on a board before a game: any pieces on any squares, the side
//! to move, the castling rights the pieces allow and the en passant squares that make sense.
//! A [`Diagram`] may be no position at all (no king, a pawn on the last rank); it becomes one
//! through the FEN rules' own checks ([`Diagram::position`]), which say why it cannot be
//! played when it cannot. Pieces are placed one at a time, or all at once from a typed
//! placement (`placement.rs`: `Ke1 Qd1 Ra1 / ke8 pa7`). Pure: no I/O, no words, no clock.

mod placement;

pub use placement::{Placement, PlacementError};

use crate::rules::fen::{self, FenError};
use crate::rules::{CastlingSide, Color, File, Piece, Position, Rank, Role, Square};

/// A castling right as the editor offers it: a side castling towards a wing, with the
/// outermost rook of its back rank on that side of its king (X-FEN's `K` and `Q`), wherever
/// king and rook stand on the back rank, so Chess960 starts are set up as standard ones are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CastlingRight {
    /// The side that may castle.
    pub color: Color,
    /// The wing it castles towards.
    pub wing: CastlingSide,
}

impl CastlingRight {
    /// Every right, in FEN's order: `K`, `Q`, `k`, `q`.
    pub const ALL: [CastlingRight; 4] = [
        CastlingRight::new(Color::White, CastlingSide::Kingside),
        CastlingRight::new(Color::White, CastlingSide::Queenside),
        CastlingRight::new(Color::Black, CastlingSide::Kingside),
        CastlingRight::new(Color::Black, CastlingSide::Queenside),
    ];

    /// The right of `color` to castle towards `wing`.
    pub const fn new(color: Color, wing: CastlingSide) -> CastlingRight {
        CastlingRight { color, wing }
    }

    /// The letter a FEN's castling field gives it: `K`, `Q`, `k` or `q`.
    pub fn letter(self) -> char {
        let letter = match self.wing {
            CastlingSide::Kingside => 'K',
            CastlingSide::Queenside => 'Q',
        };
        match self.color {
            Color::White => letter,
            Color::Black => letter.to_ascii_lowercase(),
        }
    }

    /// The right a FEN castling letter names, `K`, `Q`, `k` or `q`.
    pub fn from_letter(letter: char) -> Option<CastlingRight> {
        CastlingRight::ALL
            .into_iter()
            .find(|right| right.letter() == letter)
    }

    fn index(self) -> usize {
        self.color.index() * 2 + usize::from(self.wing == CastlingSide::Queenside)
    }
}

/// A board being set up: the pieces, the side to move, the castling rights wanted and the en
/// passant square. The rights are kept as wished, as the boxes of lichess's editor are, and
/// count only while the pieces allow them ([`Diagram::castling_offered`]); the en passant
/// square goes as soon as the position no longer allows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagram {
    board: [Option<Piece>; 64],
    turn: Color,
    /// The rights wished for, by [`CastlingRight::index`].
    castling: [bool; 4],
    en_passant: Option<Square>,
    /// The move number the position is given, kept from the position it was set up from.
    fullmove_number: u32,
}

/// Why an edit of a [`Diagram`] was not made: the position does not allow it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    /// The king and rook of this right are not both on the back rank, on that wing.
    NoCastling(CastlingRight),
    /// No double step of the side that just moved ends beside a pawn that could take it.
    NoEnPassant(Square),
}

impl crate::sentence::Sentence for EditError {
    fn phrase(&self) -> crate::sentence::Phrase<'_> {
        match *self {
            EditError::NoCastling(right) => crate::phrase!(
                "setup-no-castling",
                side = right.color,
                wing = wing_word(right.wing)
            ),
            EditError::NoEnPassant(square) => {
                crate::phrase!("setup-no-en-passant", square = square)
            }
        }
    }
}

/// The word the catalogues select a wing by: `kingside` or `queenside`.
pub fn wing_word(wing: CastlingSide) -> &'static str {
    match wing {
        CastlingSide::Kingside => "kingside",
        CastlingSide::Queenside => "queenside",
    }
}

impl Default for Diagram {
    /// The usual starting position.
    fn default() -> Diagram {
        Diagram::from_position(&Position::startpos())
    }
}

impl Diagram {
    /// An empty board, White to move, every castling right wished for (none counts until
    /// kings and rooks stand where castling needs them).
    pub fn empty() -> Diagram {
        Diagram {
            board: [None; 64],
            turn: Color::White,
            castling: [true; 4],
            en_passant: None,
            fullmove_number: 1,
        }
    }

    /// The board of `position`, with its side to move, castling rights, en passant square
    /// (when a capture there is legal) and move number.
    pub fn from_position(position: &Position) -> Diagram {
        let mut board = [None; 64];
        for square in Square::ALL {
            board[square.index()] = position.piece_at(square);
        }
        let mut castling = [false; 4];
        for rook in position.castling_rooks() {
            let color = if rook.rank() == Rank::First {
                Color::White
            } else {
                Color::Black
            };
            let wing = CastlingSide::of(position.king(color), rook);
            castling[CastlingRight::new(color, wing).index()] = true;
        }
        Diagram {
            board,
            turn: position.turn(),
            castling,
            en_passant: position.ep_square(),
            fullmove_number: position.fullmove_number(),
        }
    }

    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board[square.index()]
    }

    /// Every piece with its square, a1 to h8.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::ALL
            .into_iter()
            .filter_map(|square| Some((square, self.piece_at(square)?)))
    }

    /// Puts `piece` on `square`, or empties it with `None`. An en passant square the board
    /// no longer allows goes.
    pub fn put(&mut self, square: Square, piece: Option<Piece>) {
        self.board[square.index()] = piece;
        self.keep_en_passant_if_possible();
    }

    /// Replaces every piece with those of `placement`.
    pub fn place(&mut self, placement: &Placement) {
        self.board = [None; 64];
        for &(square, piece) in placement.pieces() {
            self.board[square.index()] = Some(piece);
        }
        self.keep_en_passant_if_possible();
    }

    /// Takes every piece off the board.
    pub fn clear(&mut self) {
        self.board = [None; 64];
        self.en_passant = None;
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Gives the move to `color`; an en passant square goes with the move it followed.
    pub fn set_turn(&mut self, color: Color) {
        if color != self.turn {
            self.turn = color;
            self.en_passant = None;
        }
    }

    /// The castling rights the pieces allow: a side's king on its back rank with a rook of
    /// its own on that rank towards the wing. Only these can be given.
    pub fn castling_offered(&self) -> Vec<CastlingRight> {
        CastlingRight::ALL
            .into_iter()
            .filter(|&right| self.castling_rook(right).is_some())
            .collect()
    }

    /// The castling rights the position gets: those wished for that the pieces allow.
    pub fn castling(&self) -> Vec<CastlingRight> {
        self.castling_offered()
            .into_iter()
            .filter(|right| self.castling[right.index()])
            .collect()
    }

    /// Gives or takes away a castling right the pieces allow.
    pub fn set_castling(&mut self, right: CastlingRight, on: bool) -> Result<(), EditError> {
        if self.castling_rook(right).is_none() {
            return Err(EditError::NoCastling(right));
        }
        self.castling[right.index()] = on;
        Ok(())
    }

    /// Sets the castling rights to exactly `rights`; none is changed unless the pieces allow
    /// every one of them.
    pub fn set_castling_rights(&mut self, rights: &[CastlingRight]) -> Result<(), EditError> {
        if let Some(&right) = rights.iter().find(|r| self.castling_rook(**r).is_none()) {
            return Err(EditError::NoCastling(right));
        }
        for right in CastlingRight::ALL {
            self.castling[right.index()] = rights.contains(&right);
        }
        Ok(())
    }

    /// The rook a right castles with: the outermost of the king's side on its back rank,
    /// towards the wing. `None` when the side has no single king on its back rank, or no rook
    /// there on that side of it.
    fn castling_rook(&self, right: CastlingRight) -> Option<Square> {
        let rank = right.color.back_rank();
        let king = Role::King.of(right.color);
        let kings: Vec<Square> = self
            .pieces()
            .filter(|&(_, piece)| piece == king)
            .map(|(square, _)| square)
            .collect();
        let [king_square] = kings[..] else {
            return None;
        };
        if king_square.rank() != rank {
            return None;
        }
        let rook = Some(Role::Rook.of(right.color));
        let on_wing = |file: &File| match right.wing {
            CastlingSide::Kingside => *file > king_square.file(),
            CastlingSide::Queenside => *file < king_square.file(),
        };
        let mut files = File::ALL.into_iter().filter(on_wing);
        let outermost = match right.wing {
            CastlingSide::Kingside => files.rev().find(|&f| self.piece_at(sq(f, rank)) == rook),
            CastlingSide::Queenside => files.find(|&f| self.piece_at(sq(f, rank)) == rook),
        };
        outermost.map(|file| sq(file, rank))
    }

    /// The squares a pawn of the side to move could take en passant on: behind a pawn of the
    /// other side that could just have stepped two squares (the square it passed and the one
    /// it left empty), with a pawn of the side to move beside it.
    pub fn en_passant_offered(&self) -> Vec<Square> {
        let pusher = !self.turn;
        let taker = Some(Role::Pawn.of(self.turn));
        File::ALL
            .into_iter()
            .filter_map(|file| {
                let pushed_to = sq(file, pusher.double_push_rank());
                let passed = sq(file, self.turn.fold(Rank::Sixth, Rank::Third));
                let left = sq(file, pusher.pawn_rank());
                let pushed = self.piece_at(pushed_to) == Some(Role::Pawn.of(pusher));
                let empty = self.piece_at(passed).is_none() && self.piece_at(left).is_none();
                let beside = [-1, 1].into_iter().any(|step| {
                    pushed_to
                        .offset(step)
                        .is_some_and(|s| s.rank() == pushed_to.rank() && self.piece_at(s) == taker)
                });
                (pushed && empty && beside).then_some(passed)
            })
            .collect()
    }

    /// The en passant square, if one is set.
    pub fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    /// Sets the en passant square to one the position allows, or none.
    pub fn set_en_passant(&mut self, square: Option<Square>) -> Result<(), EditError> {
        if let Some(square) = square
            && !self.en_passant_offered().contains(&square)
        {
            return Err(EditError::NoEnPassant(square));
        }
        self.en_passant = square;
        Ok(())
    }

    fn keep_en_passant_if_possible(&mut self) {
        if let Some(square) = self.en_passant
            && !self.en_passant_offered().contains(&square)
        {
            self.en_passant = None;
        }
    }

    /// The diagram as FEN: its board, side to move, the castling rights it gets, its en
    /// passant square, no half-move since a capture or a pawn's move, and its move number.
    /// Written whether or not it is a position that can be played.
    pub fn fen(&self) -> String {
        let mut ranks = Vec::with_capacity(8);
        for rank in Rank::ALL.into_iter().rev() {
            let mut text = String::new();
            let mut empty = 0;
            for file in File::ALL {
                match self.piece_at(sq(file, rank)) {
                    Some(piece) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        text.push(piece.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            ranks.push(text);
        }
        let castling: String = self
            .castling()
            .into_iter()
            .map(CastlingRight::letter)
            .collect();
        format!(
            "{} {} {} {} 0 {}",
            ranks.join("/"),
            self.turn.char(),
            if castling.is_empty() { "-" } else { &castling },
            self.en_passant.map_or("-".to_string(), |s| s.to_string()),
            self.fullmove_number
        )
    }

    /// The position set up, checked by the FEN rules: why it cannot be played when it cannot
    /// (no king, a pawn on the last rank, the side not to move in check, …).
    pub fn position(&self) -> Result<Position, FenError> {
        fen::read(&self.fen())
    }
}

fn sq(file: File, rank: Rank) -> Square {
    Square::from_coords(file, rank)
}

#[cfg(test)]
mod tests;
