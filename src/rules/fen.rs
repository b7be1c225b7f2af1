//! Forsyth–Edwards Notation: reading (with X-FEN and Shredder-FEN castling fields) and
//! writing positions, with the variants' additions: crazyhouse's pocket (`…/RNBQKBNR[Qn]`,
//! or a ninth rank `…/RNBQKBNR/Qn`) and promoted pieces (`Q~`), and three-check's counters
//! (`3+3` checks still to give after the en passant field, or lichess's `+0+0` checks given
//! at the end; written the first way).

use std::fmt;

use thiserror::Error;

use crate::phrase;
use crate::sentence::{Phrase, Sentence};

use super::bitboard::Bitboard;
use super::position::{Position, Setup};
use super::square::{ByColor, Color, File, Piece, Rank, Role, Square};
use super::variant::{Pockets, Rules, Variant};

/// Why a FEN was refused. Each message names the field and says what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FenError {
    /// Nothing was given, or only spaces.
    Empty,
    /// A control character other than white space, which no field may hold (and which a
    /// message must not show).
    ControlCharacter(char),
    /// Not four to six space-separated fields.
    FieldCount(usize),
    /// The board field does not have eight ranks.
    RankCount {
        /// The board field as given.
        board: String,
        /// How many ranks it has.
        count: usize,
    },
    /// One rank of the board does not describe eight squares.
    RankLength {
        /// The rank, as its digit.
        rank: char,
        /// The rank's text, as between its slashes.
        text: String,
    },
    /// Two digits in a row in one rank of the board, as in `2221q`: the empty squares between
    /// two pieces are counted in one digit.
    RankDigits {
        /// The rank, as its digit.
        rank: char,
        /// The rank's text.
        text: String,
    },
    /// A character in the board field that is neither a piece letter nor a digit 1–8.
    BadPiece(char),
    /// The side-to-move field is not `w` or `b`.
    SideToMove(String),
    /// The castling field cannot be: what it says, and what is wrong with it.
    Castling {
        /// The castling field as given.
        field: String,
        /// What is wrong with it.
        problem: CastlingError,
    },
    /// The en passant field is not `-` or a square on the right rank.
    EnPassantSyntax(String),
    /// The en passant square does not follow a double pawn step.
    EnPassantImpossible {
        /// The en passant square as given.
        square: Square,
        /// Why it cannot be.
        reason: EnPassantProblem,
    },
    /// The halfmove clock is not a number of half-moves a game can carry.
    HalfmoveClock(String),
    /// The move number is not one a game can carry.
    FullmoveNumber(String),
    /// A side has no king.
    MissingKing(Color),
    /// A side has more than one king.
    TooManyKings {
        /// The side with more than one king.
        color: Color,
        /// How many kings that side has.
        count: usize,
    },
    /// A pawn on the first or eighth rank.
    PawnOnBackRank(Rank),
    /// More pieces than a game can produce.
    TooMuchMaterial(Color),
    /// The side that just moved is in check.
    OppositeCheck,
    /// A part only another variant's FEN has: a pocket or a promoted mark outside
    /// crazyhouse, check counters outside three-check, castling rights in a variant without
    /// castling.
    NotThisVariant {
        /// The part as written (`[Qn]`, `~`, `3+3`, `KQkq`).
        part: String,
        /// The variant the FEN was read in.
        variant: Variant,
    },
    /// A crazyhouse pocket that holds something other than pieces a side could have taken.
    Pocket(String),
    /// Three-check counters that are not two numbers from 0 to 3, or both 0.
    Checks(String),
    /// A position the variant's rules cannot reach (pawns in racing kings, a check there,
    /// more pieces than crazyhouse has).
    VariantRule(Variant),
}

/// What is wrong with a castling field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum CastlingError {
    /// A character that names no castling right.
    NotARight(char),
    /// A right for which the king or rook is not where castling needs it.
    WithoutPieces {
        /// The right's letter as written (`K`, `q`, a file).
        right: char,
        /// What is missing, such as a white rook on the king's side.
        missing: CastlingPiece,
    },
    /// Two rights of one side towards the same wing.
    Twice(Color),
}

/// The piece a castling right needs where it is not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum CastlingPiece {
    /// The king on its back rank.
    King(Color),
    /// A rook on the king's side of the king (`K`, `k`).
    KingsideRook(Color),
    /// A rook on the queen's side of the king (`Q`, `q`).
    QueensideRook(Color),
    /// A rook on the square a file letter names (Shredder-FEN).
    RookOn(Color, Square),
}

/// Why an en passant square cannot follow the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum EnPassantProblem {
    /// The square is on the wrong rank for the side to move.
    WrongRank(Color),
    /// No pawn of the side that just moved stands where a double step ends.
    NoPawn(Color, Square),
    /// The square passed or the square left is not empty.
    NotEmpty(Square, Square),
}

impl Sentence for FenError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            FenError::Empty => phrase!("fen-empty"),
            FenError::ControlCharacter(c) => {
                phrase!("fen-control-character", code = code_point(*c))
            }
            FenError::FieldCount(count) => phrase!("fen-field-count", count = *count),
            FenError::RankCount { board, count } => {
                phrase!("fen-rank-count", board = board, count = *count)
            }
            FenError::RankLength { rank, text } => {
                phrase!("fen-rank-length", rank = *rank, text = text)
            }
            FenError::RankDigits { rank, text } => {
                phrase!("fen-rank-digits", rank = *rank, text = text)
            }
            FenError::BadPiece(c) => phrase!("fen-bad-piece", char = *c),
            FenError::SideToMove(field) => phrase!("fen-side-to-move", text = field),
            FenError::Castling { field, problem } => problem.phrase().with("field", field),
            FenError::EnPassantSyntax(field) => phrase!("fen-en-passant-syntax", text = field),
            FenError::EnPassantImpossible { square, reason } => phrase!(
                "fen-en-passant-impossible",
                square = *square,
                reason = reason.phrase()
            ),
            FenError::HalfmoveClock(field) => phrase!("fen-halfmove", text = field),
            FenError::FullmoveNumber(field) => phrase!("fen-fullmove", text = field),
            FenError::MissingKing(color) => phrase!("fen-missing-king", side = *color),
            FenError::TooManyKings { color, count } => {
                phrase!("fen-too-many-kings", side = *color, count = *count)
            }
            FenError::PawnOnBackRank(rank) => {
                let rank = if *rank == Rank::First {
                    "first"
                } else {
                    "eighth"
                };
                phrase!("fen-pawn-on-back-rank", rank = rank)
            }
            FenError::TooMuchMaterial(color) => phrase!("fen-too-much-material", side = *color),
            FenError::OppositeCheck => phrase!("fen-opposite-check"),
            FenError::NotThisVariant { part, variant } => phrase!(
                "fen-not-this-variant",
                part = part,
                variant = variant_name(*variant)
            ),
            FenError::Pocket(text) => phrase!("fen-pocket", text = text),
            FenError::Checks(text) => phrase!("fen-checks", text = text),
            FenError::VariantRule(variant) => {
                phrase!("fen-variant-rule", variant = variant_name(*variant))
            }
        }
    }
}

/// A variant's name, said in the language of the sentence it is in.
pub fn variant_name(variant: Variant) -> Phrase<'static> {
    phrase!("variant-name", variant = variant)
}

impl Sentence for CastlingError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            CastlingError::NotARight(right) => phrase!("fen-castling-syntax", right = *right),
            CastlingError::WithoutPieces { right, missing } => phrase!(
                "fen-castling-without-pieces",
                right = *right,
                missing = missing.phrase()
            ),
            CastlingError::Twice(color) => phrase!("fen-castling-twice", side = *color),
        }
    }
}

impl Sentence for CastlingPiece {
    fn phrase(&self) -> Phrase<'_> {
        match *self {
            CastlingPiece::King(color) => phrase!("castling-piece-king", side = color),
            CastlingPiece::KingsideRook(color) => {
                phrase!("castling-piece-kingside-rook", side = color)
            }
            CastlingPiece::QueensideRook(color) => {
                phrase!("castling-piece-queenside-rook", side = color)
            }
            CastlingPiece::RookOn(color, square) => {
                phrase!("castling-piece-rook-on", side = color, square = square)
            }
        }
    }
}

impl Sentence for EnPassantProblem {
    fn phrase(&self) -> Phrase<'_> {
        match *self {
            EnPassantProblem::WrongRank(color) => phrase!("en-passant-wrong-rank", side = color),
            EnPassantProblem::NoPawn(color, square) => {
                phrase!("en-passant-no-pawn", side = color, square = square)
            }
            EnPassantProblem::NotEmpty(square, from) => {
                phrase!("en-passant-not-empty", square = square, from = from)
            }
        }
    }
}

pub use super::position::MAX_COUNTER;

/// A position shows itself as its FEN: `Position(rnbqkbnr/... w KQkq - 0 1)`.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", write(self))
    }
}

impl Position {
    /// The start position of a variant (standard chess's for [`Variant::Standard`]).
    pub fn start(variant: Variant) -> Position {
        read_in(variant.start_fen(), variant).expect("every variant's start is valid")
    }
}

/// The FEN of the standard starting position.
pub const STARTING_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Reads a FEN of standard chess (six fields; the last two may be left out and default to
/// `0 1`).
pub fn read(text: &str) -> Result<Position, FenError> {
    read_in(text, Variant::Standard)
}

/// Reads a FEN of `variant`: a crazyhouse FEN may carry its pocket and promoted marks, a
/// three-check FEN its counters (three checks each to give when it has none).
pub fn read_in(text: &str, variant: Variant) -> Result<Position, FenError> {
    let mut fields: Vec<&str> = text.split_ascii_whitespace().collect();
    if fields.is_empty() {
        return Err(FenError::Empty);
    }
    if let Some(c) = text
        .chars()
        .find(|c| c.is_control() && !c.is_ascii_whitespace())
    {
        return Err(FenError::ControlCharacter(c));
    }
    let remaining = take_check_counters(&mut fields, variant)?;
    if !(4..=6).contains(&fields.len()) {
        return Err(FenError::FieldCount(fields.len()));
    }
    let (board_field, pocket) = split_pocket(fields[0]);
    let (board, promoted) = read_board(board_field, variant)?;
    let turn = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(FenError::SideToMove(other.to_string())),
    };
    let rules = match variant {
        Variant::Crazyhouse => Rules::Crazyhouse {
            pockets: read_pocket(pocket.unwrap_or_default())?,
            promoted,
        },
        Variant::ThreeCheck => Rules::ThreeCheck { remaining },
        other => {
            if let Some(pocket) = pocket {
                return Err(FenError::NotThisVariant {
                    part: format!("[{pocket}]"),
                    variant,
                });
            }
            Rules::new(other)
        }
    };
    check_kings_and_material(&board, turn, &rules)?;
    let castling = match variant {
        Variant::Antichess | Variant::RacingKings if fields[2] != "-" => {
            return Err(FenError::NotThisVariant {
                part: fields[2].to_string(),
                variant,
            });
        }
        _ => read_castling(fields[2], &board)?,
    };
    let ep_square = read_en_passant(fields[3], &board, turn)?;
    let halfmove_clock = match fields.get(4) {
        Some(text) => text
            .parse()
            .ok()
            .filter(|&n: &u32| n <= MAX_COUNTER)
            .ok_or_else(|| FenError::HalfmoveClock(text.to_string()))?,
        None => 0,
    };
    let fullmove_number = match fields.get(5) {
        Some(text) => text
            .parse()
            .ok()
            .filter(|&n: &u32| (1..=MAX_COUNTER).contains(&n))
            .ok_or_else(|| FenError::FullmoveNumber(text.to_string()))?,
        None => 1,
    };
    let position = Position::from_validated_setup(&Setup {
        board,
        turn,
        castling,
        ep_square,
        halfmove_clock,
        fullmove_number,
        rules,
    });
    if variant == Variant::RacingKings && position.is_check() {
        return Err(FenError::VariantRule(variant));
    }
    if position.is_opponent_in_check() {
        return Err(FenError::OppositeCheck);
    }
    Ok(position)
}

/// Takes three-check's counters out of the fields: `3+3` (checks still to give) after the
/// en passant field, or lichess's `+0+0` (checks given) at the end. Three checks each to
/// give when there are none; an error for counters in another variant.
fn take_check_counters(fields: &mut Vec<&str>, variant: Variant) -> Result<ByColor<u8>, FenError> {
    let given = match fields.last() {
        Some(last) if fields.len() > 4 && last.starts_with('+') => {
            let text = fields.pop().unwrap_or_default();
            Some((
                text,
                read_counters(&text[1..], text)?.map(|given| 3 - given),
            ))
        }
        _ => None,
    };
    let remaining = match fields.get(4) {
        Some(field) if field.contains('+') => {
            let text = fields.remove(4);
            Some((text, read_counters(text, text)?))
        }
        _ => None,
    };
    let Some((text, counters)) = remaining.or(given) else {
        return Ok(ByColor { white: 3, black: 3 });
    };
    if variant != Variant::ThreeCheck {
        return Err(FenError::NotThisVariant {
            part: text.to_string(),
            variant,
        });
    }
    if counters.white == 0 && counters.black == 0 {
        return Err(FenError::Checks(text.to_string()));
    }
    Ok(counters)
}

/// Two counters from 0 to 3 joined by `+` (White's first); `written` is the field, for the
/// error.
fn read_counters(pair: &str, written: &str) -> Result<ByColor<u8>, FenError> {
    let error = || FenError::Checks(written.to_string());
    let (white, black) = pair.split_once('+').ok_or_else(error)?;
    let read = |text: &str| {
        text.parse::<u8>()
            .ok()
            .filter(|&n| n <= 3)
            .ok_or_else(error)
    };
    Ok(ByColor {
        white: read(white)?,
        black: read(black)?,
    })
}

/// The board field without its crazyhouse pocket, and the pocket's letters: in brackets
/// after the eighth rank, or as a ninth rank.
fn split_pocket(field: &str) -> (&str, Option<&str>) {
    if let Some(open) = field.find('[')
        && let Some(inside) = field[open + 1..].strip_suffix(']')
    {
        return (&field[..open], Some(inside));
    }
    match field.match_indices('/').nth(7) {
        Some((slash, _)) => (&field[..slash], Some(&field[slash + 1..])),
        None => (field, None),
    }
}

/// A crazyhouse pocket: White's pieces in capitals, Black's in small letters, no king.
fn read_pocket(text: &str) -> Result<Pockets, FenError> {
    let mut pockets = Pockets::default();
    for c in text.chars() {
        match Piece::from_char(c) {
            Some(piece) if piece.role != Role::King => pockets.add(piece.color, piece.role),
            _ => return Err(FenError::Pocket(text.to_string())),
        }
    }
    Ok(pockets)
}

/// The pieces of a board field, and the squares marked `~` (promoted, in crazyhouse).
fn read_board(field: &str, variant: Variant) -> Result<([Option<Piece>; 64], Bitboard), FenError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount {
            board: field.to_string(),
            count: ranks.len(),
        });
    }
    let mut board: [Option<Piece>; 64] = [None; 64];
    let mut promoted = Bitboard::EMPTY;
    for (text, rank) in ranks.iter().zip(Rank::ALL.iter().rev()) {
        let length_error = || FenError::RankLength {
            rank: rank.char(),
            text: text.to_string(),
        };
        let mut file = 0;
        let mut after_digit = false;
        for c in text.chars() {
            if let Some(skip) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                if after_digit {
                    return Err(FenError::RankDigits {
                        rank: rank.char(),
                        text: text.to_string(),
                    });
                }
                after_digit = true;
                file += skip;
            } else if c == '~' && file > 0 {
                if variant != Variant::Crazyhouse {
                    return Err(FenError::NotThisVariant {
                        part: "~".to_string(),
                        variant,
                    });
                }
                let square = Square::from_coords(File::new(file - 1), *rank);
                if board[square.index()].is_some_and(|p| !matches!(p.role, Role::Pawn | Role::King))
                {
                    promoted |= square;
                }
            } else {
                after_digit = false;
                let piece = Piece::from_char(c).ok_or(FenError::BadPiece(c))?;
                if file >= 8 {
                    return Err(length_error());
                }
                board[Square::from_coords(File::new(file), *rank).index()] = Some(piece);
                file += 1;
            }
            if file > 8 {
                return Err(length_error());
            }
        }
        if file != 8 {
            return Err(length_error());
        }
    }
    Ok((board, promoted))
}

/// A character as its code point, `U+001B`.
pub fn code_point(c: char) -> String {
    format!("U+{:04X}", u32::from(c))
}

/// The kings, the pawns on the back ranks and the material, as the variant allows them.
fn check_kings_and_material(
    board: &[Option<Piece>; 64],
    turn: Color,
    rules: &Rules,
) -> Result<(), FenError> {
    let variant = rules.variant();
    let count = |piece: Piece| board.iter().filter(|&&p| p == Some(piece)).count();
    let kings = |color: Color| count(Role::King.of(color));
    match variant {
        Variant::Antichess => {}
        Variant::Horde => match (kings(Color::White), kings(Color::Black)) {
            (0, 0) => return Err(FenError::MissingKing(!turn)),
            (0, 1) | (1, 0) => {}
            (1, 1) => return Err(FenError::VariantRule(variant)),
            (white, black) => {
                let color = if white > 1 {
                    Color::White
                } else {
                    Color::Black
                };
                let count = white.max(black);
                return Err(FenError::TooManyKings { color, count });
            }
        },
        _ => {
            for color in Color::ALL {
                match kings(color) {
                    // An atomic king exploded by the last move.
                    0 if variant == Variant::Atomic && color == turn && kings(!color) == 1 => {}
                    0 => return Err(FenError::MissingKing(color)),
                    1 => {}
                    count => return Err(FenError::TooManyKings { color, count }),
                }
            }
        }
    }
    let horde = |color: Color| variant == Variant::Horde && kings(color) == 0;
    for rank in [Rank::First, Rank::Eighth] {
        let pawn_there = File::ALL.into_iter().any(|file| {
            board[Square::from_coords(file, rank).index()].is_some_and(|p| {
                // A horde's pawns may stand on their own first rank.
                p.role == Role::Pawn && !(horde(p.color) && rank == p.color.back_rank())
            })
        });
        if pawn_there {
            return Err(FenError::PawnOnBackRank(rank));
        }
    }
    match rules {
        Rules::Crazyhouse { pockets, promoted } => {
            return check_crazyhouse_material(board, pockets, *promoted);
        }
        Rules::RacingKings => {
            if count(Role::Pawn.of(Color::White)) + count(Role::Pawn.of(Color::Black)) > 0 {
                return Err(FenError::VariantRule(variant));
            }
            for color in Color::ALL {
                let n = |role: Role| count(role.of(color));
                if n(Role::Knight) > 2
                    || n(Role::Bishop) > 2
                    || n(Role::Rook) > 2
                    || n(Role::Queen) > 1
                {
                    return Err(FenError::TooMuchMaterial(color));
                }
            }
            return Ok(());
        }
        _ => {}
    }
    for color in Color::ALL {
        if horde(color) {
            if board.iter().flatten().filter(|p| p.color == color).count() > 36 {
                return Err(FenError::TooMuchMaterial(color));
            }
            continue;
        }
        let n = |role: Role| count(role.of(color));
        let bishops_on = |light: bool| {
            Square::ALL
                .into_iter()
                .filter(|square| square.is_light() == light)
                .filter(|square| board[square.index()] == Some(Role::Bishop.of(color)))
                .count()
        };
        let pawns = n(Role::Pawn);
        // Every piece beyond the start's came from a pawn; a side starts with one bishop on
        // each colour of square, and a bishop never changes colour.
        let promoted = n(Role::Queen).saturating_sub(1)
            + n(Role::Rook).saturating_sub(2)
            + bishops_on(true).saturating_sub(1)
            + bishops_on(false).saturating_sub(1)
            + n(Role::Knight).saturating_sub(2);
        if pawns > 8 || pawns + promoted > 8 {
            return Err(FenError::TooMuchMaterial(color));
        }
    }
    Ok(())
}

fn read_castling(field: &str, board: &[Option<Piece>; 64]) -> Result<Bitboard, FenError> {
    castling_rooks(field, board).map_err(|problem| FenError::Castling {
        field: field.to_string(),
        problem,
    })
}

/// The rooks the castling field gives rights to.
fn castling_rooks(field: &str, board: &[Option<Piece>; 64]) -> Result<Bitboard, CastlingError> {
    let mut rooks = Bitboard::EMPTY;
    if field == "-" {
        return Ok(rooks);
    }
    for right in field.chars() {
        let syntax_error = || CastlingError::NotARight(right);
        if !right.is_ascii_alphabetic() {
            return Err(syntax_error());
        }
        let color = if right.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let back_rank = color.back_rank();
        let rook_piece = Some(Role::Rook.of(color));
        let on_rank = |file: File| board[Square::from_coords(file, back_rank).index()];
        let missing = |what: CastlingPiece| CastlingError::WithoutPieces {
            right,
            missing: what,
        };
        let king_file = File::ALL
            .into_iter()
            .find(|&file| on_rank(file) == Some(Role::King.of(color)))
            .ok_or_else(|| missing(CastlingPiece::King(color)))?;
        let rook_file = match right.to_ascii_lowercase() {
            'k' => File::ALL
                .into_iter()
                .rev()
                .find(|&file| file > king_file && on_rank(file) == rook_piece)
                .ok_or_else(|| missing(CastlingPiece::KingsideRook(color)))?,
            'q' => File::ALL
                .into_iter()
                .find(|&file| file < king_file && on_rank(file) == rook_piece)
                .ok_or_else(|| missing(CastlingPiece::QueensideRook(color)))?,
            letter => {
                let file = File::from_char(letter).ok_or_else(syntax_error)?;
                if on_rank(file) != rook_piece || file == king_file {
                    let square = Square::from_coords(file, back_rank);
                    return Err(missing(CastlingPiece::RookOn(color, square)));
                }
                file
            }
        };
        let rook = Square::from_coords(rook_file, back_rank);
        let same_wing = rooks
            .into_iter()
            .filter(|other| other.rank() == back_rank && *other != rook)
            .any(|other| (other.file() > king_file) == (rook_file > king_file));
        if same_wing {
            return Err(CastlingError::Twice(color));
        }
        rooks |= rook;
    }
    Ok(rooks)
}

fn read_en_passant(
    field: &str,
    board: &[Option<Piece>; 64],
    turn: Color,
) -> Result<Option<Square>, FenError> {
    if field == "-" {
        return Ok(None);
    }
    let expected_rank = turn.fold(Rank::Sixth, Rank::Third);
    let square = Square::parse(field)
        .filter(|sq| matches!(sq.rank(), Rank::Third | Rank::Sixth))
        .ok_or_else(|| FenError::EnPassantSyntax(field.to_string()))?;
    let impossible = |reason: EnPassantProblem| FenError::EnPassantImpossible { square, reason };
    if square.rank() != expected_rank {
        return Err(impossible(EnPassantProblem::WrongRank(turn)));
    }
    let pusher = !turn;
    let pushed_to = square.with_rank(pusher.double_push_rank());
    let pushed_from = square.with_rank(pusher.pawn_rank());
    if board[pushed_to.index()] != Some(Role::Pawn.of(pusher)) {
        return Err(impossible(EnPassantProblem::NoPawn(pusher, pushed_to)));
    }
    if board[square.index()].is_some() || board[pushed_from.index()].is_some() {
        return Err(impossible(EnPassantProblem::NotEmpty(square, pushed_from)));
    }
    Ok(Some(square))
}

/// Crazyhouse's material: no more of each piece, on the board and in the pockets, than the
/// start's (a promoted piece counted as the pawn it was), and no more than 64 in all.
fn check_crazyhouse_material(
    board: &[Option<Piece>; 64],
    pockets: &Pockets,
    promoted: Bitboard,
) -> Result<(), FenError> {
    let on_board = |role: Role| {
        Square::ALL
            .into_iter()
            .filter(|&square| !promoted.contains(square))
            .filter(|&square| board[square.index()].is_some_and(|p| p.role == role))
            .count()
    };
    let in_hand = |role: Role| {
        usize::from(pockets.count(Color::White, role) + pockets.count(Color::Black, role))
    };
    let total = |role: Role| on_board(role) + in_hand(role);
    let pieces = board.iter().flatten().count()
        + (pockets.total(Color::White) + pockets.total(Color::Black)) as usize;
    let too_many = total(Role::Pawn) + promoted.count() as usize > 16
        || [Role::Knight, Role::Bishop, Role::Rook]
            .into_iter()
            .any(|role| total(role) > 4)
        || total(Role::Queen) > 2
        || pieces > 64;
    if too_many {
        return Err(FenError::VariantRule(Variant::Crazyhouse));
    }
    Ok(())
}

/// Writes the board field of a FEN, with the crazyhouse marks of promoted pieces.
fn write_board(position: &Position) -> String {
    let mut text = String::with_capacity(72);
    for rank in Rank::ALL.iter().rev() {
        let mut empty = 0;
        for file in File::ALL {
            match position.piece_at(Square::from_coords(file, *rank)) {
                Some(piece) => {
                    if empty > 0 {
                        text.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    text.push(piece.char());
                    if position
                        .promoted()
                        .contains(Square::from_coords(file, *rank))
                    {
                        text.push('~');
                    }
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            text.push(char::from(b'0' + empty));
        }
        if *rank != Rank::First {
            text.push('/');
        }
    }
    text
}

/// Writes the castling field in X-FEN: `K`/`Q` for the outermost rook on a wing, the rook's
/// file otherwise (Shredder-FEN style), `-` for none.
fn write_castling(position: &Position) -> String {
    let mut text = String::new();
    for color in Color::ALL {
        let Some(king) = position.king_of(color) else {
            continue;
        };
        let rooks = position.pieces(Role::Rook.of(color)) & Bitboard::from_rank(color.back_rank());
        for rook in (position.castling_rooks() & Bitboard::from_rank(color.back_rank()))
            .into_iter()
            .rev()
        {
            let letter = if rook > king && Some(rook) == rooks.last() {
                'k'
            } else if rook < king && Some(rook) == rooks.first() {
                'q'
            } else {
                rook.file().char()
            };
            text.push(match color {
                Color::White => letter.to_ascii_uppercase(),
                Color::Black => letter,
            });
        }
    }
    if text.is_empty() {
        text.push('-');
    }
    text
}

/// Writes a crazyhouse pocket in brackets, White's pieces first, queens to pawns.
fn write_pocket(pockets: &Pockets) -> String {
    let mut text = String::from("[");
    for color in Color::ALL {
        for role in [
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ] {
            for _ in 0..pockets.count(color, role) {
                text.push(role.of(color).char());
            }
        }
    }
    text.push(']');
    text
}

/// Writes a position as FEN, with the variant's additions (the pocket after the board, the
/// checks still to give before the counters). The en passant square is written only when
/// an en passant capture is legal, so equal positions give equal FENs.
pub fn write(position: &Position) -> String {
    let ep = position
        .ep_square()
        .map_or_else(|| "-".to_string(), |sq| sq.to_string());
    let pocket = position.pockets().map(write_pocket).unwrap_or_default();
    let checks = position
        .remaining_checks()
        .map(|left| format!("{}+{} ", left.white, left.black))
        .unwrap_or_default();
    format!(
        "{}{pocket} {} {} {ep} {checks}{} {}",
        write_board(position),
        position.turn().char(),
        write_castling(position),
        position.halfmove_clock(),
        position.fullmove_number()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(fen: &str) -> String {
        read(fen)
            .expect_err("the FEN should be refused")
            .to_string()
    }

    #[test]
    fn round_trips() {
        for fen in [
            STARTING_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "rnbqkbnr/pp1ppppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 3",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
            "1r2k2r/8/8/8/8/8/8/R1R1K1R1 w KCk - 7 40",
        ] {
            assert_eq!(write(&read(fen).unwrap()), fen);
        }
    }

    #[test]
    fn variant_fens_round_trip_and_read_every_spelling() {
        let cases = [
            (
                Variant::Crazyhouse,
                "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1P4/2NB1N2/PPP2PPP/R1BQK2R[N] b KQkq - 0 6",
            ),
            (Variant::Crazyhouse, "4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1"),
            (
                Variant::ThreeCheck,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2+3 0 1",
            ),
            (
                Variant::Horde,
                "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
            ),
            (
                Variant::RacingKings,
                "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
            ),
            (Variant::Antichess, "8/8/8/8/8/8/8/1K1K4 b - - 0 1"),
            (Variant::Atomic, "8/8/8/8/8/8/8/4K3 b - - 0 1"),
        ];
        for (variant, text) in cases {
            let position = read_in(text, variant).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(position.variant(), variant);
            assert_eq!(write(&position), text);
        }
        let same = |a: &str, b: &str, variant| {
            assert_eq!(read_in(a, variant), read_in(b, variant), "{a} and {b}");
        };
        same(
            "4k3/8/8/8/8/8/8/4K3/Qn w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1",
            Variant::Crazyhouse,
        );
        same(
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
            Variant::Crazyhouse,
        );
        // lichess's checks given at the end, against the checks still to give.
        same(
            "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 +1+0",
            "4k3/8/8/8/8/8/8/R3K3 w - - 2+3 0 1",
            Variant::ThreeCheck,
        );
        same(
            "4k3/8/8/8/8/8/8/R3K3 w - - 3+3 0 1",
            "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
            Variant::ThreeCheck,
        );
    }

    #[test]
    fn a_part_of_another_variant_is_refused_in_one_sentence() {
        let cases = [
            (
                Variant::Standard,
                "4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1",
                "'[Qn]' does not belong in a FEN of the Standard variant",
            ),
            (
                Variant::Standard,
                "4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1",
                "'3+3' does not belong in a FEN of the Standard variant",
            ),
            (
                Variant::Atomic,
                "4k3/8/8/8/8/8/8/3QK3 w - - 0 1 +0+1",
                "'+0+1' does not belong in a FEN of the Atomic variant",
            ),
            (
                Variant::Standard,
                "4k3/8/8/8/8/8/8/3Q~K3 w - - 0 1",
                "'~' does not belong in a FEN of the Standard variant",
            ),
            (
                Variant::Antichess,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "'KQkq' does not belong in a FEN of the Antichess variant",
            ),
            (
                Variant::Crazyhouse,
                "4k3/8/8/8/8/8/8/4K3[Kx] w - - 0 1",
                "pocket '[Kx]': expected the letters of pieces taken, no king",
            ),
            (
                Variant::ThreeCheck,
                "4k3/8/8/8/8/8/8/4K3 w - - 0+0 0 1",
                "check counters '0+0': expected two numbers from 0 to 3, not both 0",
            ),
            (
                Variant::ThreeCheck,
                "4k3/8/8/8/8/8/8/4K3 w - - 4+1 0 1",
                "check counters '4+1': expected two numbers from 0 to 3, not both 0",
            ),
            (
                Variant::RacingKings,
                "8/8/8/8/8/4P3/krbnNBRK/qrbnNBRQ w - - 0 1",
                "the position cannot arise in Racing Kings",
            ),
            (
                Variant::Crazyhouse,
                "4k3/8/8/8/8/8/8/4K3[QQQ] w - - 0 1",
                "the position cannot arise in Crazyhouse",
            ),
            (
                Variant::Horde,
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                "the position cannot arise in Horde",
            ),
        ];
        for (variant, text, expected) in cases {
            let error = read_in(text, variant).expect_err(text);
            assert_eq!(error.to_string(), expected, "{text}");
        }
    }

    #[test]
    fn x_fen_and_shredder_castling_read_the_same() {
        let x = read("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let shredder = read("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1").unwrap();
        assert_eq!(x, shredder);
        // An inner rook is written by its file; the outermost one as K or Q.
        let inner = read("1r2k2r/8/8/8/8/8/8/R1R1K1R1 w GCk - 7 40").unwrap();
        assert_eq!(write_castling(&inner), "KCk");
    }

    #[test]
    fn counters_may_be_left_out() {
        let pos = read("4k3/8/8/8/8/8/8/4K3 w - -").unwrap();
        assert_eq!(pos.halfmove_clock(), 0);
        assert_eq!(pos.fullmove_number(), 1);
    }

    #[test]
    fn en_passant_square_without_a_capturer_is_dropped_from_output() {
        let pos = read("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
        assert_eq!(
            write(&pos),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        );
    }

    #[test]
    fn bad_fens_name_the_field_and_the_reason() {
        assert_eq!(error(""), "the FEN is empty");
        assert_eq!(
            error("8/8/8 w - - 0 1"),
            "board '8/8/8': 3 ranks instead of 8"
        );
        assert_eq!(
            error("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            "board: '9' is not a piece letter or a digit from 1 to 8"
        );
        assert_eq!(
            error("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            "board: rank 7 'ppppppppp' does not describe 8 squares"
        );
        assert_eq!(
            error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"),
            "side to move 'x': expected 'w' or 'b'"
        );
        assert_eq!(
            error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQx - 0 1"),
            "castling field 'KQx': 'x' is not a castling right"
        );
        assert_eq!(
            error("4k3/8/8/8/8/8/8/4K3 w K - 0 1"),
            "castling field 'K': 'K' needs a white rook on the king's side"
        );
        assert_eq!(
            error("4k3/8/8/8/8/8/8/R3K1RR w KG - 0 1"),
            "castling field 'KG': two white rights towards the same wing"
        );
        assert_eq!(error("4k3/8/8/8/8/8/8/KK6 w - - 0 1"), "two white kings");
        assert_eq!(error("8/8/8/8/8/8/8/4K3 w - - 0 1"), "no black king");
        assert_eq!(
            error("4k3/8/8/8/8/8/8/P3K3 w - - 0 1"),
            "pawn on the first rank"
        );
        assert_eq!(
            error("4k3/8/8/8/8/8/4r3/4K3 b - - 0 1"),
            "the side not to move is in check"
        );
        assert_eq!(
            error("4k3/8/8/8/8/8/8/4K3 w - e6 0 1"),
            "en passant square e6: no black pawn on e5 that could just have moved two squares"
        );
        assert_eq!(
            error("4k3/8/8/8/8/8/8/4K3 w - e9 0 1"),
            "en passant field 'e9': expected '-' or a square on the 3rd or 6th rank"
        );
        assert_eq!(
            error("4k3/8/8/8/8/8/8/4K3 w - - x 1"),
            "halfmove clock 'x': expected a number of half-moves from 0 to 100000"
        );
        assert_eq!(
            error("4k3/8/8/8/8/8/8/4K3 w - - 0 0"),
            "move number '0': expected a number from 1 to 100000"
        );
        assert_eq!(
            error("QQQQQQQQ/QQQ5/8/8/8/8/8/k3K3 w - - 0 1"),
            "White has more material than a game can produce"
        );
        assert!(error("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra").starts_with("a FEN has 6 fields"));
        assert_eq!(
            error("4k3/8/8/8/8/8/8/4K3 w - - 0 \u{1b}[2J1"),
            "the FEN holds a control character (U+001B)"
        );
        assert!(read("4k3/8/8/8/8/8/8/4K3\tw\t-\t-\r\n").is_ok());
    }

    #[test]
    fn a_double_check_by_two_bishops_is_accepted() {
        // Unreachable in a game, but legal to search (it is in the perft suite).
        let pos = read("4k3/8/8/1B5B/8/8/8/4K3 b - - 0 1");
        assert!(pos.is_ok_and(|p| p.checkers().count() == 2));
    }

    /// Plays the first legal move the `uci` text names.
    fn played(position: &Position, uci: &str) -> Position {
        let m = position
            .legal_moves()
            .into_iter()
            .find(|m| m.to_uci() == uci)
            .unwrap_or_else(|| panic!("{uci} is legal in {position:?}"));
        let mut next = *position;
        next.play_unchecked(m);
        next
    }

    /// What the program writes after playing on from the largest counters, it reads back: the
    /// counters stay at the bound.
    #[test]
    fn counters_played_past_the_bound_stay_readable() {
        let start = read("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 100000 100000").unwrap();
        let after = played(&played(&start, "a1b1"), "a8b8");
        assert_eq!(after.fullmove_number(), MAX_COUNTER);
        assert_eq!(after.halfmove_clock(), MAX_COUNTER);
        let written = write(&after);
        assert_eq!(written, "1r2k2r/8/8/8/8/8/8/1R2K2R w Kk - 100000 100000");
        assert_eq!(read(&written), Ok(after));
    }

    /// A side starts with a bishop on each colour of square, and bishops keep their colour:
    /// two on one colour take a promotion, which takes a pawn.
    #[test]
    fn bishops_count_by_the_colour_of_their_squares() {
        assert_eq!(
            error("4k3/8/8/8/8/8/PPPPPPPP/B3K1B1 w - - 0 1"),
            "White has more material than a game can produce"
        );
        assert!(read("4k3/8/8/8/8/8/1PPPPPPP/B3K1B1 w - - 0 1").is_ok());
        assert!(read("4k3/8/8/8/8/8/PPPPPPPP/B3KB2 w - - 0 1").is_ok());
        assert_eq!(
            error("b1b1k3/pppppppp/8/8/8/8/8/4K3 b - - 0 1"),
            "Black has more material than a game can produce"
        );
    }

    /// A board is read only as FEN writes it: the empty squares between two pieces in one
    /// digit.
    #[test]
    fn ranks_with_two_digits_in_a_row_are_refused() {
        for (board, rank, text) in [
            ("4k3/8/8/2221q/8/8/8/4K3", '5', "2221q"),
            ("4k3/8/8/8/P34/8/8/4K3", '4', "P34"),
            ("4k3/8/8/8/8/8/8/11NR1K2", '1', "11NR1K2"),
        ] {
            assert_eq!(
                read(&format!("{board} w - - 0 1")),
                Err(FenError::RankDigits {
                    rank,
                    text: text.to_string()
                })
            );
        }
        assert_eq!(
            error("4k3/8/8/2221q/8/8/8/4K3 w - - 0 1"),
            "board: rank 5 '2221q' has two digits in a row; count empty squares in one digit"
        );
    }

    /// An en passant square that no legal capture uses is dropped on reading, as on writing,
    /// so that reading what was written gives the same position.
    #[test]
    fn an_en_passant_square_no_legal_capture_uses_is_dropped_on_reading() {
        // The pawn on b5 is pinned along the fifth rank.
        let pinned = read("8/8/8/KPp4r/8/8/8/7k w - c6 0 2").unwrap();
        assert_eq!(pinned.ep_square(), None);
        let written = write(&pinned);
        assert_eq!(written, "8/8/8/KPp4r/8/8/8/7k w - - 0 2");
        assert_eq!(read(&written), Ok(pinned));
        assert_eq!(pinned.hash(), pinned.hash_from_scratch());
        // A square a pawn may take on is kept.
        let free = read("8/8/8/1Pp4r/K7/8/8/7k w - c6 0 2").unwrap();
        assert_eq!(free.ep_square(), Some(Square::C6));
        assert_eq!(read(&write(&free)), Ok(free));
    }

    /// Counters a game cannot carry are refused, so they never wrap.
    #[test]
    fn move_counters_that_would_overflow_are_refused() {
        let refused = read("4k3/8/8/8/8/8/8/4K3 w - - 0 4294967295").unwrap_err();
        assert_eq!(
            refused.to_string(),
            "move number '4294967295': expected a number from 1 to 100000"
        );
        assert!(read("4k3/8/8/8/8/8/8/4K3 w - - 4294967295 1").is_err());
        let last = read("4k3/8/8/8/8/8/8/4K3 b - - 100000 100000").expect("the largest");
        assert_eq!(last.fullmove_number(), 100_000);
    }
}
