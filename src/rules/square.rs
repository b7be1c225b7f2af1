//! The vocabulary of the board: colours, roles, pieces, files, ranks and squares.

use std::fmt;
use std::ops::{Index, IndexMut, Not};

use crate::sentence::Arg;

/// One of the two sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The side that moves first.
    White,
    /// The side that moves second.
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for White, 1 for Black: an index into per-side tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase FEN letter: `w` or `b`.
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The word players use: `White` or `Black`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    /// The rank the pieces of this colour start on.
    #[inline]
    pub const fn back_rank(self) -> Rank {
        match self {
            Color::White => Rank::First,
            Color::Black => Rank::Eighth,
        }
    }

    /// The rank the pawns of this colour start on: the only one they may step two squares
    /// from.
    #[inline]
    pub const fn pawn_rank(self) -> Rank {
        match self {
            Color::White => Rank::Second,
            Color::Black => Rank::Seventh,
        }
    }

    /// The rank a pawn of this colour reaches with a double step.
    #[inline]
    pub const fn double_push_rank(self) -> Rank {
        match self {
            Color::White => Rank::Fourth,
            Color::Black => Rank::Fifth,
        }
    }

    /// Chooses `white` or `black` by this colour.
    #[inline]
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }
}

impl Not for Color {
    type Output = Color;

    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl From<Color> for Arg<'_> {
    /// A side as the catalogues select on it: `white` or `black`.
    fn from(color: Color) -> Self {
        Arg::from(color.fold("white", "black"))
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a piece is, regardless of its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// A pawn: `P` in FEN, no letter in SAN.
    Pawn,
    /// A knight: `N`.
    Knight,
    /// A bishop: `B`.
    Bishop,
    /// A rook: `R`.
    Rook,
    /// A queen: `Q`.
    Queen,
    /// A king: `K`.
    King,
}

impl From<Role> for Arg<'_> {
    /// A piece as the catalogues select on it: `king`, `queen`, … `pawn`.
    fn from(role: Role) -> Self {
        Arg::from(role.name())
    }
}

impl Role {
    /// All six roles, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// All six roles as diagrams and lists name them: the king first, the pawn last.
    pub const KING_FIRST: [Role; 6] = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];

    /// The roles a pawn may promote to, in the order players prefer them.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// 0 for the pawn up to 5 for the king: an index into per-role tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The uppercase English letter (`P N B R Q K`).
    pub const fn upper_char(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
        }
    }

    /// The role of an English piece letter, in either case.
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_uppercase() {
            'P' => Some(Role::Pawn),
            'N' => Some(Role::Knight),
            'B' => Some(Role::Bishop),
            'R' => Some(Role::Rook),
            'Q' => Some(Role::Queen),
            'K' => Some(Role::King),
            _ => None,
        }
    }

    /// The English name, lowercase (`knight`).
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }

    /// This role in the given colour.
    #[inline]
    pub const fn of(self, color: Color) -> Piece {
        Piece { color, role: self }
    }
}

/// A piece: a role in a colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What kind of piece it is, whatever its colour.
    pub role: Role,
}

impl Piece {
    /// The FEN letter: uppercase for White, lowercase for Black.
    pub const fn char(self) -> char {
        let c = self.role.upper_char();
        match self.color {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    /// The piece of a FEN letter.
    pub const fn from_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match Role::from_char(c) {
            Some(role) => Some(Piece { color, role }),
            None => None,
        }
    }

    /// The Unicode chess figurine (♔ … ♟).
    pub const fn figurine(self) -> char {
        match (self.color, self.role) {
            (Color::White, Role::King) => '♔',
            (Color::White, Role::Queen) => '♕',
            (Color::White, Role::Rook) => '♖',
            (Color::White, Role::Bishop) => '♗',
            (Color::White, Role::Knight) => '♘',
            (Color::White, Role::Pawn) => '♙',
            (Color::Black, Role::King) => '♚',
            (Color::Black, Role::Queen) => '♛',
            (Color::Black, Role::Rook) => '♜',
            (Color::Black, Role::Bishop) => '♝',
            (Color::Black, Role::Knight) => '♞',
            (Color::Black, Role::Pawn) => '♟',
        }
    }

    /// The piece a Unicode chess figurine shows, the inverse of [`Piece::figurine`].
    pub fn from_figurine(c: char) -> Option<Piece> {
        Color::ALL
            .into_iter()
            .flat_map(|color| Role::ALL.map(|role| role.of(color)))
            .find(|piece| piece.figurine() == c)
    }
}

/// The wing a king castles towards: the h-file (`O-O`) or the a-file (`O-O-O`). In Chess960
/// too the king ends on the g- or the c-file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Towards the h-file: `O-O`, the king to g1 or g8.
    Kingside,
    /// Towards the a-file: `O-O-O`, the king to c1 or c8.
    Queenside,
}

impl CastlingSide {
    /// The wing of a castling rook on `rook`, for a king on `king` (of the same rank).
    #[inline]
    pub const fn of(king: Square, rook: Square) -> CastlingSide {
        if (rook as u8) > (king as u8) {
            CastlingSide::Kingside
        } else {
            CastlingSide::Queenside
        }
    }
}

/// Defines one kind of line of squares, [`File`] or [`Rank`], from the names of its eight
/// lines in board order and the characters that name them in a square's name: the enum, its
/// lines in order, their indexes and their characters, both ways.
macro_rules! line_of_squares {
    ($(#[$attr:meta])* $name:ident { $($line:ident),+ $(,)? } named $first:literal ..= $last:literal) => {
        $(#[$attr])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[allow(missing_docs)]
        pub enum $name {
            $($line),+
        }

        impl $name {
            #[doc = concat!("The eight, `", $first, "` first.")]
            pub const ALL: [$name; 8] = [$($name::$line),+];

            #[doc = concat!(
                "The one with this index (0 = `", $first, "`); only the low three bits count."
            )]
            #[inline]
            pub const fn new(index: u32) -> $name {
                $name::ALL[(index & 7) as usize]
            }

            #[doc = concat!("0 for `", $first, "` up to 7 for `", $last, "`.")]
            #[inline]
            pub const fn index(self) -> u32 {
                self as u32
            }

            #[doc = concat!("The character that names it in a square's name, `", $first, "` to `", $last, "`.")]
            pub const fn char(self) -> char {
                ($first as u32 + self as u32) as u8 as char
            }

            #[doc = concat!("The one a character `", $first, "`–`", $last, "` names (no other).")]
            pub const fn from_char(c: char) -> Option<$name> {
                match c {
                    $first..=$last => Some($name::new(c as u32 - $first as u32)),
                    _ => None,
                }
            }
        }
    };
}

line_of_squares! {
    /// A column of the board, `a` to `h`.
    File { A, B, C, D, E, F, G, H } named 'a'..='h'
}

line_of_squares! {
    /// A row of the board, `1` to `8`.
    Rank { First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth } named '1'..='8'
}

/// One of the 64 squares, numbered a1 = 0, b1 = 1, …, h8 = 63.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[rustfmt::skip]
#[allow(missing_docs)]
#[repr(u8)]
pub enum Square {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
}

impl Square {
    /// The 64 squares, a1 first, h8 last.
    #[rustfmt::skip]
    pub const ALL: [Square; 64] = {
        use Square::*;
        [
            A1, B1, C1, D1, E1, F1, G1, H1,
            A2, B2, C2, D2, E2, F2, G2, H2,
            A3, B3, C3, D3, E3, F3, G3, H3,
            A4, B4, C4, D4, E4, F4, G4, H4,
            A5, B5, C5, D5, E5, F5, G5, H5,
            A6, B6, C6, D6, E6, F6, G6, H6,
            A7, B7, C7, D7, E7, F7, G7, H7,
            A8, B8, C8, D8, E8, F8, G8, H8,
        ]
    };

    /// The square with this index (a1 = 0); only the low six bits count.
    #[inline]
    pub const fn new(index: u32) -> Square {
        Square::ALL[(index & 63) as usize]
    }

    /// The square on a file and rank.
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square::new(file.index() | (rank.index() << 3))
    }

    /// 0 for a1 up to 63 for h8.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file of the square.
    #[inline]
    pub const fn file(self) -> File {
        File::new(self as u32)
    }

    /// The rank of the square.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::new(self as u32 >> 3)
    }

    /// The square `delta` steps further in index order, if that is still on the board.
    /// (Used for pawn steps along a file: ±8 and ±16.)
    #[inline]
    pub const fn offset(self, delta: i32) -> Option<Square> {
        let index = self as i32 + delta;
        if 0 <= index && index < 64 {
            Some(Square::new(index as u32))
        } else {
            None
        }
    }

    /// The same file on another rank.
    #[inline]
    pub const fn with_rank(self, rank: Rank) -> Square {
        Square::from_coords(self.file(), rank)
    }

    /// Whether the square is a light square (h1 is light).
    pub const fn is_light(self) -> bool {
        (self.file().index() + self.rank().index()) % 2 == 1
    }

    /// Reads a square in coordinate form, `e4`.
    pub fn parse(text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let file = File::from_char(chars.next()?)?;
        let rank = Rank::from_char(chars.next()?)?;
        chars
            .next()
            .is_none()
            .then_some(Square::from_coords(file, rank))
    }
}

impl From<Square> for Arg<'_> {
    /// A square in a sentence, as coordinates: `e4`.
    fn from(square: Square) -> Self {
        Arg::from(square.to_string())
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

/// A value for each side, such as the two clocks or the two players' names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ByColor<T> {
    /// White's value: White's clock, White's name.
    pub white: T,
    /// Black's value: Black's clock, Black's name.
    pub black: T,
}

impl<T> ByColor<T> {
    /// Builds both values from a function of the colour.
    pub fn new_with(mut f: impl FnMut(Color) -> T) -> ByColor<T> {
        ByColor {
            white: f(Color::White),
            black: f(Color::Black),
        }
    }

    /// The value of one side.
    #[inline]
    pub const fn get(&self, color: Color) -> &T {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The value of one side, to change.
    #[inline]
    pub const fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }

    /// Applies a function to both values.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        ByColor {
            white: f(self.white),
            black: f(self.black),
        }
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;

    #[inline]
    fn index(&self, color: Color) -> &T {
        self.get(color)
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    #[inline]
    fn index_mut(&mut self, color: Color) -> &mut T {
        self.get_mut(color)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_know_their_coordinates() {
        assert_eq!(Square::E4.file(), File::E);
        assert_eq!(Square::E4.rank(), Rank::Fourth);
        assert_eq!(Square::from_coords(File::H, Rank::Eighth), Square::H8);
        assert_eq!(Square::E4.to_string(), "e4");
        assert_eq!(Square::parse("g7"), Some(Square::G7));
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("a9"), None);
        assert_eq!(Square::parse("a1x"), None);
        assert!(Square::H1.is_light());
        assert!(!Square::A1.is_light());
        for (i, sq) in Square::ALL.iter().enumerate() {
            assert_eq!(sq.index(), i);
        }
    }

    #[test]
    fn files_and_ranks_round_trip_through_their_indexes_and_characters() {
        let files: String = File::ALL.iter().map(|file| file.char()).collect();
        let ranks: String = Rank::ALL.iter().map(|rank| rank.char()).collect();
        assert_eq!((files.as_str(), ranks.as_str()), ("abcdefgh", "12345678"));
        for (index, (file, rank)) in (0..).zip(File::ALL.into_iter().zip(Rank::ALL)) {
            assert_eq!((file.index(), rank.index()), (index, index));
            assert_eq!((File::new(index + 8), Rank::new(index + 8)), (file, rank));
            assert_eq!(
                (File::from_char(file.char()), Rank::from_char(rank.char())),
                (Some(file), Some(rank))
            );
        }
        for refused in ['`', 'i', 'A', '0', '9', 'е'] {
            assert_eq!(
                (File::from_char(refused), Rank::from_char(refused)),
                (None, None)
            );
        }
        assert_eq!((File::from_char('1'), Rank::from_char('a')), (None, None));
    }

    #[test]
    fn pieces_round_trip_through_fen_letters() {
        for color in Color::ALL {
            for role in Role::ALL {
                let piece = role.of(color);
                assert_eq!(Piece::from_char(piece.char()), Some(piece));
            }
        }
        assert_eq!(Piece::from_char('x'), None);
        assert_eq!(!Color::White, Color::Black);
    }

    #[test]
    fn by_color_indexes_by_side() {
        let mut names = ByColor {
            white: "Anna",
            black: "Boris",
        };
        assert_eq!(names[Color::Black], "Boris");
        names[Color::White] = "Clara";
        assert_eq!(names.white, "Clara");
        assert_eq!(names.map(str::len), ByColor { white: 5, black: 5 });
    }
}
