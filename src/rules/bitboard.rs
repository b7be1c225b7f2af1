//! Sets of squares as 64-bit words.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use super::square::{Color, File, Rank, Square};

/// A set of squares: bit `i` stands for the square with index `i` (a1 = bit 0).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No squares: the empty set.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 64 squares: the whole board.
    pub const FULL: Bitboard = Bitboard(!0);
    /// The light squares (h1 is one).
    pub const LIGHT_SQUARES: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);
    /// The dark squares (a1 is one).
    pub const DARK_SQUARES: Bitboard = Bitboard(0xaa55_aa55_aa55_aa55);
    /// The first and eighth ranks.
    pub const BACK_RANKS: Bitboard = Bitboard(0xff00_0000_0000_00ff);

    /// The set holding one square.
    #[inline]
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(1 << square as u32)
    }

    /// All squares of a file.
    #[inline]
    pub const fn from_file(file: File) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << file as u32)
    }

    /// All squares of a rank.
    #[inline]
    pub const fn from_rank(rank: Rank) -> Bitboard {
        Bitboard(0xff << (8 * rank as u32))
    }

    /// Whether the set holds the square.
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        self.0 & (1 << square as u32) != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set holds any square.
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// Whether the set holds two squares or more.
    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The number of squares in the set.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The square with the lowest index, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new(self.0.trailing_zeros()))
        }
    }

    /// The square with the highest index, if any.
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new(63 - self.0.leading_zeros()))
        }
    }

    /// The set with one more square.
    #[inline]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | 1 << square as u32)
    }

    /// The set without a square.
    #[inline]
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << square as u32))
    }

    /// The squares of this set that are not in `other`.
    #[inline]
    pub const fn minus(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & !other.0)
    }

    /// Every square moved one rank forward for `color` (towards the opponent); squares that
    /// would leave the board are dropped.
    #[inline]
    pub const fn forward(self, color: Color) -> Bitboard {
        match color {
            Color::White => Bitboard(self.0 << 8),
            Color::Black => Bitboard(self.0 >> 8),
        }
    }
}

impl fmt::Debug for Bitboard {
    /// Draws the set as a grid, rank 8 at the top, `1` for a member and `.` otherwise.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Bitboard({:#018x})", self.0)?;
        for rank in Rank::ALL.iter().rev() {
            for file in File::ALL {
                let mark = if self.contains(Square::from_coords(file, *rank)) {
                    '1'
                } else {
                    '.'
                };
                write!(f, "{mark}")?;
                if file != File::H {
                    write!(f, " ")?;
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl From<Square> for Bitboard {
    #[inline]
    fn from(square: Square) -> Bitboard {
        Bitboard::from_square(square)
    }
}

macro_rules! bit_operator {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl<T: Into<Bitboard>> $trait<T> for Bitboard {
            type Output = Bitboard;

            #[inline]
            fn $method(self, rhs: T) -> Bitboard {
                Bitboard(self.0 $op rhs.into().0)
            }
        }

        impl<T: Into<Bitboard>> $assign_trait<T> for Bitboard {
            #[inline]
            fn $assign_method(&mut self, rhs: T) {
                self.0 = self.0 $op rhs.into().0;
            }
        }
    };
}

bit_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_operator!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;

    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    #[inline]
    fn into_iter(self) -> Squares {
        Squares(self.0)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> Bitboard {
        squares
            .into_iter()
            .fold(Bitboard::EMPTY, |set, square| set.with(square))
    }
}

/// The squares of a [`Bitboard`], lowest index first.
#[derive(Debug, Clone)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            let square = Square::new(self.0.trailing_zeros());
            self.0 &= self.0 - 1;
            Some(square)
        }
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for Squares {
    #[inline]
    fn next_back(&mut self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            let index = 63 - self.0.leading_zeros();
            self.0 ^= 1 << index;
            Some(Square::new(index))
        }
    }
}

impl ExactSizeIterator for Squares {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations_work_on_squares() {
        let set = Bitboard::from(Square::A1) | Square::H8 | Square::E4;
        assert_eq!(set.count(), 3);
        assert!(set.contains(Square::E4));
        assert!(!set.contains(Square::E5));
        assert_eq!(set.first(), Some(Square::A1));
        assert_eq!(set.last(), Some(Square::H8));
        assert!(set.more_than_one());
        assert!(!Bitboard::from(Square::C3).more_than_one());
        assert_eq!(
            set.into_iter().collect::<Vec<_>>(),
            vec![Square::A1, Square::E4, Square::H8]
        );
        assert_eq!(
            set.into_iter().rev().collect::<Vec<_>>(),
            vec![Square::H8, Square::E4, Square::A1]
        );
        assert_eq!(set.without(Square::E4).count(), 2);
        assert_eq!(Bitboard::EMPTY.first(), None);
    }

    #[test]
    fn files_ranks_and_colours_of_squares() {
        assert_eq!(Bitboard::from_file(File::C).count(), 8);
        assert!(Bitboard::from_rank(Rank::Eighth).contains(Square::D8));
        assert_eq!(
            Bitboard::LIGHT_SQUARES.contains(Square::H1),
            Square::H1.is_light()
        );
        assert!((Bitboard::LIGHT_SQUARES & Bitboard::DARK_SQUARES).is_empty());
        for square in Square::ALL {
            assert_eq!(Bitboard::LIGHT_SQUARES.contains(square), square.is_light());
        }
        assert_eq!(
            Bitboard::from(Square::E2).forward(Color::White),
            Bitboard::from(Square::E3)
        );
        assert!(Bitboard::from(Square::E1).forward(Color::Black).is_empty());
    }

    #[test]
    fn debug_draws_a_grid() {
        let grid = format!("{:?}", Bitboard::from(Square::A8));
        assert!(grid.lines().nth(1).unwrap().starts_with("1 . ."));
    }
}
