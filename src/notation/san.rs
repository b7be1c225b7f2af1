//! Standard algebraic notation: the SAN writer, and the lenient parser for what players
//! type (and what PGN files contain).
//!
//! The parser accepts strict SAN and the forms people actually type — over-specified SAN
//! (`Ng1f3`), a missing `x`, missing or wrong `+`/`#`, `0-0` and `o-o`, `e8Q` and `e8q`, a
//! trailing `e.p.`, coordinates (`e2e4`, `e2-e4`, `e7e8q`, `Ng1-f3`), Russian piece letters
//! (Кр Ф Л С К), figurines (♘f3), caps lock (`E4`, `NF3`) and lowercase piece letters when
//! that reading is the only one. It never guesses: when two readings are legal, the answer
//! names both, and a piece named is never read as another (`Bxc4` is a bishop, whatever else
//! could take on c4).
//!
//! Two readers share it. [`parse`] reads what PGN files hold as other programs do, an `x`
//! onto an empty square included. [`parse_typed`] reads what a player types, pastes or
//! points at, and holds the text to its `x`: a capture mark onto an empty square is refused,
//! and [`suggestion`] offers the move without it. [`completions`] and [`spells`] follow the
//! typed reading, so that what the candidates offer, Enter plays.

use thiserror::Error;

use super::letters::leading_sign;
pub use crate::rules::CastlingObstacle;
use crate::rules::{Bitboard, CastlingSide, File, Move, MoveKind, Position, Rank, Role, Square};

/// Why a typed move was refused. Each message is a sentence a player understands.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SanError {
    /// Nothing was typed.
    #[error("type a move, such as e4 or Nf3")]
    Empty,
    /// The text cannot be read as a move at all.
    #[error("'{input}': {reason}")]
    NotAMove {
        /// The text as typed.
        input: String,
        /// What is wrong with it, such as "f9 is not a square".
        reason: Unreadable,
    },
    /// No piece of the named kind can move to the square, even ignoring checks.
    #[error("no {role} can {verb} {to}", role = role.name(), verb = if *capture { "capture on" } else { "reach" })]
    NoPieceCanReach {
        /// The kind of piece named.
        role: Role,
        /// The square named.
        to: Square,
        /// Whether a capture was asked for (`exd5`).
        capture: bool,
    },
    /// The square named as the starting point holds none of the player's pieces.
    #[error("there is no piece of yours on {0}")]
    NoPieceOn(Square),
    /// The move would be possible but leaves the player's own king attacked.
    #[error("{0} leaves your king in check")]
    LeavesKingInCheck(String),
    /// Castling is not possible, and why.
    #[error("castling is not allowed: {0}")]
    CastlingNotAllowed(CastlingObstacle),
    /// More than one legal move fits the text.
    #[error("{input} is ambiguous: {}", or_list(candidates))]
    Ambiguous {
        /// The text as typed.
        input: String,
        /// The SAN of every legal move that fits.
        candidates: Vec<String>,
    },
    /// A pawn move to the last rank that does not say what to promote to. The screen
    /// answers it with a picker.
    #[error("{san} needs a promotion piece: {}", or_list(&Role::PROMOTIONS.map(|r| format!("{san}={}", r.upper_char()))))]
    PromotionPieceMissing {
        /// The pawn's square.
        from: Square,
        /// The promotion square.
        to: Square,
        /// The move without a piece, such as `e8` or `exd8`.
        san: String,
    },
    /// A promotion piece on a move that is not a promotion.
    #[error("{0}: only a pawn reaching the last rank can promote")]
    NotAPromotion(String),
    /// A typed capture (`Nxf3`) onto a square where nothing stands to be taken.
    #[error("nothing to take on {0}")]
    NothingToTake(Square),
}

/// Why a text cannot be read as a move at all.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Unreadable {
    /// Not the shape of any move.
    #[error("not a move")]
    NotAMove,
    /// A piece letter and nothing after it.
    #[error("which square should the {} go to?", .0.name())]
    WhichSquare(Role),
    /// A letter and a digit that name no square (`f9`, `i3`).
    #[error("{0} is not a square")]
    NotASquare(String),
    /// A promotion sign with no piece after it.
    #[error("which piece should the pawn become?")]
    WhichPiece,
    /// A promotion to a king or a pawn.
    #[error("a pawn cannot become a {}", .0.name())]
    CannotBecome(Role),
}

impl SanError {
    /// The message without the quoted input that some variants start with, for callers that
    /// quote the input themselves.
    pub fn reason(&self) -> String {
        match self {
            SanError::NotAMove { reason, .. } => reason.to_string(),
            other => other.to_string(),
        }
    }
}

/// "a or b", "a, b or c".
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// The SAN of a legal move, with `+` or `#` when it gives check or mate.
pub fn write(position: &Position, m: Move) -> String {
    let mut san = write_without_suffix(position, m);
    let mut after = *position;
    after.play_unchecked(m);
    if after.is_check() {
        san.push(if after.has_legal_moves() { '+' } else { '#' });
    }
    san
}

/// The SAN of a legal move without the check suffix.
fn write_without_suffix(position: &Position, m: Move) -> String {
    let mut san = String::with_capacity(8);
    match m.kind() {
        MoveKind::Castle => {
            san.push_str(match m.castling_side() {
                Some(CastlingSide::Queenside) => "O-O-O",
                _ => "O-O",
            });
            return san;
        }
        _ if m.role() == Role::Pawn => {
            if position.captured_role(m).is_some() {
                san.push(m.from().file().char());
                san.push('x');
            }
        }
        _ => {
            san.push(m.role().upper_char());
            push_disambiguation(&mut san, position, m);
            if position.captured_role(m).is_some() {
                san.push('x');
            }
        }
    }
    san.push_str(&m.to().to_string());
    if let Some(role) = m.promotion() {
        san.push('=');
        san.push(role.upper_char());
    }
    san
}

/// Adds the least that tells `m` apart from other legal moves of the same kind of piece to
/// the same square: the file if that suffices, else the rank, else both.
fn push_disambiguation(san: &mut String, position: &Position, m: Move) {
    let mut others = Bitboard::EMPTY;
    position.for_each_legal_move_in(position.our(m.role()), Bitboard::from(m.to()), |other| {
        if other.role() == m.role() && other.from() != m.from() && !other.is_castle() {
            others |= other.from();
        }
    });
    if others.is_empty() {
        return;
    }
    let from = m.from();
    if (others & Bitboard::from_file(from.file())).is_empty() {
        san.push(from.file().char());
    } else if (others & Bitboard::from_rank(from.rank())).is_empty() {
        san.push(from.rank().char());
    } else {
        san.push_str(&from.to_string());
    }
}

/// A move as the parser understood the text, before looking at the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pattern {
    Castle(CastlingSide),
    Move(PieceMove),
}

/// A piece or pawn move as written: what moves, from where (as far as said), to where.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct PieceMove {
    /// The piece named; none when no letter was given (a pawn, or in coordinates, whatever
    /// stands on the square).
    role: Option<Role>,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    capture: bool,
    to: Square,
    promotion: Option<Role>,
}

/// Reads a move from text for the given position, as PGN files hold it: an `x` onto an
/// empty square is read as the move without it, as other programs read it.
#[inline]
pub fn parse(position: &Position, text: &str) -> Result<Move, SanError> {
    match parse_plain(position, text) {
        Some(m) => Ok(m),
        None => parse_any(position, text),
    }
}

/// Reads a move as a player typed it (the input line, a paste, a move pointed at, a line of
/// the line mode): [`parse`], and a capture mark (`x`, `:`) that takes nothing is refused
/// with [`SanError::NothingToTake`], since whoever typed it believes something stands there.
/// En passant is a capture.
pub fn parse_typed(position: &Position, text: &str) -> Result<Move, SanError> {
    let read = parse(position, text);
    let to = match &read {
        Ok(m) if position.captured_role(*m).is_none() => Some(m.to()),
        Err(SanError::PromotionPieceMissing { to, .. }) if position.piece_at(*to).is_none() => {
            Some(*to)
        }
        _ => None,
    };
    match to {
        Some(to) if Typed::new(text).capture => Err(SanError::NothingToTake(to)),
        _ => read,
    }
}

/// The move of strict SAN that names exactly one legal move, as nearly every move in a PGN
/// file does; `None` for anything else. Kept apart from [`parse_any`] so that the move comes
/// back in a register: replaying a game reads a move from it at every ply.
#[inline(never)]
fn parse_plain(position: &Position, text: &str) -> Option<Move> {
    match read_strict(text.as_bytes())? {
        Pattern::Move(piece_move) => resolve_plainly(position, &piece_move),
        Pattern::Castle(_) => None,
    }
}

/// Reads a move in any form, explaining why when it cannot. A text the structured reading
/// refuses is still taken when it spells exactly one legal move of the piece it names once
/// case, separators and marks are set aside (`E4`, `e7e8b`, `bxc3` for the only `Bxc3`):
/// what the candidates line offers, Enter plays. When it spells several (`BXC4` where the
/// bishop and the b-pawn can both take), the answer names them.
#[inline(never)]
fn parse_any(position: &Position, text: &str) -> Result<Move, SanError> {
    match read_any(position, text) {
        Err(error) if !matches!(error, SanError::PromotionPieceMissing { .. }) => {
            let typed = Typed::new(text);
            let spelled = moves_fitting(position, |m| {
                typed.of_its_piece(m) && typed.spells(position, m)
            });
            match spelled.as_slice() {
                [] => Err(error),
                [only] => Ok(*only),
                several => Err(SanError::Ambiguous {
                    input: text.trim().to_string(),
                    candidates: several.iter().map(|&m| write(position, m)).collect(),
                }),
            }
        }
        read => read,
    }
}

/// The legal moves that `fit`, pawn moves first (as `bxc4 or Bxc4` names them).
fn moves_fitting(position: &Position, fits: impl Fn(Move) -> bool) -> Vec<Move> {
    let mut fitting: Vec<Move> = position
        .legal_moves()
        .into_iter()
        .filter(|&m| fits(m))
        .collect();
    fitting.sort_by_key(|m| m.role() != Role::Pawn);
    fitting
}

/// Whether `text` spells the legal move `m`, as [`completions`] compares: a candidate that
/// is complete, so Enter plays it.
pub fn spells(position: &Position, m: Move, text: &str) -> bool {
    let typed = Typed::new(text);
    typed.may_be(position, m) && typed.spells(position, m)
}

/// What is typed, as the matchers compare it with the legal moves.
struct Typed {
    /// The text with annotations, case and separators set aside; `O-O-` can only become
    /// `O-O-O`, so a trailing hyphen stands for another O.
    key: String,
    /// The piece the text names, which no reading may change.
    role: Option<Role>,
    /// Whether the text marks a capture (`x`, `:`).
    capture: bool,
}

impl Typed {
    fn new(text: &str) -> Typed {
        let stripped = strip_annotations(text.trim());
        let mut key = normalize(stripped);
        if stripped.ends_with('-') && key.ends_with('o') {
            key.push('o');
        }
        Typed {
            key,
            role: named_role(stripped),
            capture: stripped.contains(CAPTURE_MARKS),
        }
    }

    /// Whether `m` is a move of the piece the text names, if it names one.
    fn of_its_piece(&self, m: Move) -> bool {
        self.role.is_none_or(|role| m.role() == role)
    }

    /// Whether `m` is a move the text may stand for as typed: of the piece it names, and a
    /// capture when it marks one.
    fn may_be(&self, position: &Position, m: Move) -> bool {
        self.of_its_piece(m) && (!self.capture || position.captured_role(m).is_some())
    }

    /// Whether the text spells `m` whole, in any of its forms.
    fn spells(&self, position: &Position, m: Move) -> bool {
        spellings(position, m)
            .iter()
            .any(|s| normalize(s) == self.key)
    }

    /// Whether the text is the beginning of a form of `m`.
    fn begins(&self, position: &Position, m: Move) -> bool {
        spellings(position, m)
            .iter()
            .any(|s| normalize(s).starts_with(&self.key))
    }
}

/// The characters that mark a capture.
const CAPTURE_MARKS: [char; 4] = ['x', 'X', ':', '×'];

/// The piece a text names at its start, which no reading of it may change: a piece letter
/// in English (`N` or `n`, but `b` is also a file), Russian or a figurine. A capital `B` is
/// the bishop unless caps lock or Shift typed it: in a text without a lowercase letter
/// (`BXC4`), or before a rank digit (`B4`, `B2b4`), it may be the b-file.
fn named_role(text: &str) -> Option<Role> {
    let (role, rest) = leading_piece(text)?;
    let caps_lock = !text.chars().any(|c| c.is_ascii_lowercase())
        || rest.starts_with(|c: char| c.is_ascii_digit());
    (!(text.starts_with('B') && caps_lock)).then_some(role)
}

/// The structured reading of [`parse_any`].
fn read_any(position: &Position, text: &str) -> Result<Move, SanError> {
    // Strict SAN holds no spaces, so moves from PGN files need no trimming.
    let strict = read_strict(text.as_bytes());
    let input = if strict.is_some() { text } else { text.trim() };
    if input.is_empty() {
        return Err(SanError::Empty);
    }
    if let Some(pattern) = strict {
        return resolve(position, input, pattern);
    }
    let core = strip_annotations(input);
    let readings = read_patterns(core).map_err(|reason| SanError::NotAMove {
        input: input.to_string(),
        reason,
    })?;
    match readings {
        Readings::One(pattern) => resolve(position, input, pattern),
        Readings::PawnOrBishop { pawn, bishop } => {
            match (
                resolve(position, input, pawn),
                resolve(position, input, bishop),
            ) {
                (Ok(a), Ok(b)) if a != b => Err(SanError::Ambiguous {
                    input: input.to_string(),
                    candidates: vec![write(position, a), write(position, b)],
                }),
                (Ok(m), _) | (_, Ok(m)) => Ok(m),
                (Err(SanError::PromotionPieceMissing { from, to, san }), _) => {
                    Err(SanError::PromotionPieceMissing { from, to, san })
                }
                (_, Err(error)) => Err(error),
            }
        }
    }
}

/// Reads strict SAN (`Nf3`, `exd5`, `Raxd1+`, `e8=Q#`, `O-O`), as PGN files hold it, without
/// allocating; `None` for anything else, which the lenient reader then looks at. Gives the
/// same reading as the lenient reader for every text it accepts.
fn read_strict(text: &[u8]) -> Option<Pattern> {
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

/// Strips what follows the move proper: check and mate marks, annotation glyphs and an
/// en passant remark.
fn strip_annotations(input: &str) -> &str {
    let mut core = input;
    loop {
        let trimmed = core.trim_end();
        let stripped = ["e.p.", "ep", "e. p."]
            .iter()
            .find_map(|suffix| trimmed.strip_suffix(suffix))
            .filter(|rest| rest.ends_with(|c: char| c.is_ascii_digit() || c == ' '))
            .or_else(|| trimmed.strip_suffix(['+', '#', '!', '?']));
        match stripped {
            Some(rest) => core = rest,
            None => return trimmed,
        }
    }
}

/// One or two ways to read the text.
enum Readings {
    One(Pattern),
    /// A leading lowercase `b` that may be the bishop or the b-file pawn.
    PawnOrBishop {
        pawn: Pattern,
        bishop: Pattern,
    },
}

/// The piece named at the start of `text`, and the rest of the text: English capitals,
/// Russian letters, figurines, and lowercase English letters other than `b` (which may be
/// a file; the caller deals with it).
fn leading_piece(text: &str) -> Option<(Role, &str)> {
    let first = text.chars().next()?;
    if let Some(role) = Role::from_char(first).filter(|_| first.is_ascii_uppercase()) {
        return Some((role, &text[1..]));
    }
    if matches!(first, 'n' | 'r' | 'q' | 'k') {
        return Some((Role::from_char(first)?, &text[1..]));
    }
    leading_sign(text)
}

fn read_patterns(text: &str) -> Result<Readings, Unreadable> {
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

/// Splits a promotion piece off the end: `e8=Q`, `e8Q`, `e8q`, `e8/Q`, `e8(Q)`, `e8=♕`.
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
    let role = Role::from_char(last)
        .filter(|_| last.is_ascii_alphabetic() && (after_digit || !('a'..='h').contains(&last)))
        .or_else(|| {
            leading_sign(&body[last_index..])
                .filter(|(_, rest)| rest.is_empty())
                .map(|(role, _)| role)
        });
    let Some(role) = role else {
        if body.ends_with('=') {
            return Err(Unreadable::WhichPiece);
        }
        return Ok((body, None));
    };
    let before = body[..last_index].trim_end_matches(['=', '/', '(']);
    if !before.ends_with(|c: char| c.is_ascii_digit()) {
        return Ok((body, None));
    }
    if matches!(role, Role::King | Role::Pawn) {
        return Err(Unreadable::CannotBecome(role));
    }
    Ok((before, Some(role)))
}

/// The pieces that fit what was written: the side to move's pieces of `role`, on the file
/// and rank given.
fn origins(position: &Position, role: Role, file: Option<File>, rank: Option<Rank>) -> Bitboard {
    let mut origins = position.our(role);
    if let Some(file) = file {
        origins &= Bitboard::from_file(file);
    }
    if let Some(rank) = rank {
        origins &= Bitboard::from_rank(rank);
    }
    origins
}

/// The move of strict SAN when exactly one legal move fits: the usual case, taken without
/// the bookkeeping that explains every other case. `None` sends the text to [`resolve`]
/// (castling, king moves that might be castling, ambiguities, errors).
fn resolve_plainly(position: &Position, piece_move: &PieceMove) -> Option<Move> {
    let role = piece_move.role.unwrap_or(Role::Pawn);
    if role == Role::King && position.castling_by_king_step(piece_move.to).is_some() {
        return None;
    }
    let origins = origins(position, role, piece_move.from_file, piece_move.from_rank);
    let mut found = None;
    let mut count = 0;
    position.for_each_legal_move_of(role, origins, piece_move.to, |m| {
        if m.promotion() == piece_move.promotion {
            found = Some(m);
            count += 1;
        }
    });
    found.filter(|_| count == 1)
}

fn resolve(position: &Position, input: &str, pattern: Pattern) -> Result<Move, SanError> {
    match pattern {
        Pattern::Castle(wing) => position.castle(wing).map_err(SanError::CastlingNotAllowed),
        Pattern::Move(piece_move) => resolve_piece_move(position, input, piece_move),
    }
}

fn resolve_piece_move(
    position: &Position,
    input: &str,
    PieceMove {
        role,
        from_file,
        from_rank,
        capture,
        to,
        promotion,
    }: PieceMove,
) -> Result<Move, SanError> {
    // Coordinates without a piece letter (`g1f3`) move whatever stands on the first square.
    let role = match (role, from_file.zip(from_rank)) {
        (Some(role), _) => role,
        (None, Some((file, rank))) => {
            let from = Square::from_coords(file, rank);
            match position.piece_at(from) {
                Some(piece) if piece.color == position.turn() => piece.role,
                _ => return Err(SanError::NoPieceOn(from)),
            }
        }
        (None, None) => Role::Pawn,
    };
    let origins = origins(position, role, from_file, from_rank);
    let fits_from = |from: Square| origins.contains(from);
    if role == Role::King
        && let Some(castle) = king_move_as_castling(position, to, fits_from)
    {
        return Ok(castle);
    }

    let mut first = None;
    let mut sources = Bitboard::EMPTY;
    let mut with_promotion = None;
    position.for_each_legal_move_of(role, origins, to, |m| {
        first = first.or(Some(m));
        sources |= m.from();
        if m.promotion().is_some() && m.promotion() == promotion {
            with_promotion = Some(m);
        }
    });
    let Some(first) = first else {
        let capture = role == Role::Pawn && (capture || from_file.is_some_and(|f| f != to.file()));
        let from = from_file
            .zip(from_rank)
            .map(|(f, r)| Square::from_coords(f, r));
        return Err(explain_no_move(
            position, role, fits_from, from, capture, to,
        ));
    };
    if sources.more_than_one() {
        return Err(ambiguity(position, input, role, fits_from, to));
    }
    match (first.promotion(), promotion) {
        (None, None) => Ok(first),
        (None, Some(_)) => Err(SanError::NotAPromotion(write_without_suffix(
            position, first,
        ))),
        (Some(_), Some(_)) => Ok(with_promotion.unwrap_or(first)),
        (Some(_), None) => {
            let san = write_without_suffix(position, first);
            Err(SanError::PromotionPieceMissing {
                from: first.from(),
                to,
                san: san.split('=').next().unwrap_or_default().to_string(),
            })
        }
    }
}

/// The error for a text that fits moves of several pieces, naming each.
fn ambiguity(
    position: &Position,
    input: &str,
    role: Role,
    fits_from: impl Fn(Square) -> bool,
    to: Square,
) -> SanError {
    let mut candidates = Vec::new();
    position.for_each_legal_move_in(position.our(role), Bitboard::from(to), |m| {
        let one_per_pawn = m.promotion().is_none_or(|r| r == Role::Queen);
        if m.role() == role && !m.is_castle() && fits_from(m.from()) && one_per_pawn {
            candidates.push(write(position, m));
        }
    });
    SanError::Ambiguous {
        input: input.to_string(),
        candidates,
    }
}

/// Castling typed as a king move: onto the king's own castling rook (Chess960 style,
/// `e1h1`), or two squares from the e-file along the back rank (`Kg1`, `e1g1`).
fn king_move_as_castling(
    position: &Position,
    to: Square,
    fits_from: impl Fn(Square) -> bool,
) -> Option<Move> {
    let king = position.king(position.turn());
    if !fits_from(king) {
        return None;
    }
    let step = position.castling_by_king_step(to);
    let mut castle = None;
    let rooks = position.castling_rooks() & position.by_color(position.turn());
    position.for_each_legal_move_in(Bitboard::from(king), rooks, |m| {
        if m.is_castle() && (m.to() == to || step.is_some() && m.castling_side() == step) {
            castle = Some(m);
        }
    });
    castle
}

/// Explains why no legal move fits: nothing can go there at all, or what can go there
/// would leave the king in check.
fn explain_no_move(
    position: &Position,
    role: Role,
    fits_from: impl Fn(Square) -> bool,
    from: Option<Square>,
    capture: bool,
    to: Square,
) -> SanError {
    let us = position.turn();
    if let Some(from) = from.filter(|&from| !position.by_color(us).contains(from)) {
        return SanError::NoPieceOn(from);
    }
    let all_movers = position.pseudo_legal_origins(role, to).into_iter();
    let Some(from) = all_movers.clone().find(|&from| fits_from(from)) else {
        return SanError::NoPieceCanReach { role, to, capture };
    };
    let mut text = String::new();
    if role == Role::Pawn {
        if from.file() != to.file() {
            text.push(from.file().char());
            text.push('x');
        }
    } else {
        text.push(role.upper_char());
        let others: Bitboard = all_movers.filter(|&other| other != from).collect();
        if (others & Bitboard::from_file(from.file())).any() && others.any() {
            text.push_str(&from.to_string());
        } else if others.any() {
            text.push(from.file().char());
        }
        if position.by_color(!us).contains(to) {
            text.push('x');
        }
    }
    text.push_str(&to.to_string());
    SanError::LeavesKingInCheck(text)
}

/// Why a text that is not a move may still have meant one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Slip {
    /// Typed with the Russian (ЙЦУКЕН) keyboard layout on: `у4` is `e4` on those keys.
    RussianLayout,
    /// A Cyrillic letter that looks like a Latin one, such as the `е` of `е5`.
    LookAlike {
        /// The letter typed.
        letter: char,
        /// The Latin letter it looks like.
        latin: char,
    },
    /// The text is refused as written, for the reason given, and the same letters without
    /// its piece letter or its `x` spell one legal move: `Bxc4` when no bishop can go there
    /// but the b-pawn can take (`bxc4`), `Nxf3` onto an empty f3 (`Nf3`).
    Refused(SanError),
}

/// A legal move a text that is not a move may have meant: suggested, never played unasked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    /// The move.
    pub m: Move,
    /// Its SAN.
    pub san: String,
    /// How the text missed it.
    pub slip: Slip,
}

/// Cyrillic letters that look like Latin ones, with the Latin letter.
const LOOK_ALIKES: [(char, char); 18] = [
    ('а', 'a'),
    ('с', 'c'),
    ('е', 'e'),
    ('о', 'o'),
    ('р', 'p'),
    ('х', 'x'),
    ('у', 'y'),
    ('А', 'A'),
    ('В', 'B'),
    ('Е', 'E'),
    ('К', 'K'),
    ('М', 'M'),
    ('Н', 'H'),
    ('О', 'O'),
    ('Р', 'P'),
    ('С', 'C'),
    ('Т', 'T'),
    ('Х', 'X'),
];

/// The Russian (ЙЦУКЕН) layout: each letter with the character of the same key on a US
/// keyboard.
const RUSSIAN_KEYS: [(char, char); 33] = [
    ('й', 'q'),
    ('ц', 'w'),
    ('у', 'e'),
    ('к', 'r'),
    ('е', 't'),
    ('н', 'y'),
    ('г', 'u'),
    ('ш', 'i'),
    ('щ', 'o'),
    ('з', 'p'),
    ('х', '['),
    ('ъ', ']'),
    ('ф', 'a'),
    ('ы', 's'),
    ('в', 'd'),
    ('а', 'f'),
    ('п', 'g'),
    ('р', 'h'),
    ('о', 'j'),
    ('л', 'k'),
    ('д', 'l'),
    ('ж', ';'),
    ('э', '\''),
    ('я', 'z'),
    ('ч', 'x'),
    ('с', 'c'),
    ('м', 'v'),
    ('и', 'b'),
    ('т', 'n'),
    ('ь', 'm'),
    ('б', ','),
    ('ю', '.'),
    ('ё', '`'),
];

/// The legal move a text that is not a move was most likely meant to be: the same text with
/// Cyrillic look-alike letters read as the Latin ones they look like, or the same keys on a
/// US keyboard; else, when [`parse_typed`] refuses it, the one legal move its letters spell
/// with the piece they name set aside (`Bxc4` for `bxc4`), or the move its `x` takes nothing
/// with (`Nxf3` for `Nf3`). `None` when the text is a move or no single move fits.
pub fn suggestion(position: &Position, text: &str) -> Option<Suggestion> {
    let text = text.trim();
    let refused = parse_typed(position, text).err()?;
    if text.chars().any(is_cyrillic)
        && let Some(slip) = keyboard_slip(position, text)
    {
        return Some(slip);
    }
    let meant = match refused {
        SanError::NothingToTake(_) => parse(position, text).ok()?,
        SanError::PromotionPieceMissing { .. } => return None,
        _ => {
            let typed = Typed::new(text);
            match moves_fitting(position, |m| typed.spells(position, m)).as_slice() {
                [only] => *only,
                _ => return None,
            }
        }
    };
    Some(Suggestion::of(position, meant, Slip::Refused(refused)))
}

/// [`suggestion`] for a text with Cyrillic letters: look-alike letters, or the Russian
/// keyboard layout.
fn keyboard_slip(position: &Position, text: &str) -> Option<Suggestion> {
    let legal = |candidate: &str| parse_typed(position, candidate).ok();
    let look_alike = LOOK_ALIKES
        .iter()
        .find(|(cyrillic, _)| text.contains(*cyrillic))
        .copied();
    if let Some((letter, latin)) = look_alike {
        // A Russian piece letter at the start is meant; only the rest may be a slip.
        let kept = leading_sign(text)
            .map(|(_, rest)| &text[..text.len() - rest.len()])
            .filter(|sign| sign.chars().all(is_cyrillic))
            .unwrap_or("");
        let rest = &text[kept.len()..];
        let readings = [
            format!("{kept}{}", map_chars(rest, &LOOK_ALIKES)),
            map_chars(text, &LOOK_ALIKES),
        ];
        if let Some(m) = readings.iter().find_map(|reading| legal(reading)) {
            let slip = Slip::LookAlike { letter, latin };
            return Some(Suggestion::of(position, m, slip));
        }
    }
    let on_us_keys = map_chars(&text.to_lowercase(), &RUSSIAN_KEYS);
    let m = legal(&on_us_keys)?;
    Some(Suggestion::of(position, m, Slip::RussianLayout))
}

impl Suggestion {
    fn of(position: &Position, m: Move, slip: Slip) -> Suggestion {
        Suggestion {
            m,
            san: write(position, m),
            slip,
        }
    }
}

fn is_cyrillic(c: char) -> bool {
    ('\u{0400}'..='\u{04FF}').contains(&c)
}

/// `text` with every character found in `table` replaced by its partner.
fn map_chars(text: &str, table: &[(char, char)]) -> String {
    text.chars()
        .map(|c| {
            table
                .iter()
                .find(|(from, _)| *from == c)
                .map_or(c, |(_, to)| *to)
        })
        .collect()
}

/// A legal move that the text typed so far could still become.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Completion {
    /// The move.
    pub m: Move,
    /// Its SAN, with `+` or `#`.
    pub san: String,
}

/// The legal moves whose SAN, coordinates (`e2e4`) or long algebraic form (`Ng1f3`) can still
/// complete `typed`, in SAN order. Piece letters in any case or language, figurines, `x`,
/// `-`, `=` and check marks are all allowed in what is typed; a piece named keeps to its
/// moves and an `x` to captures, as [`parse_typed`] reads them. Nothing typed: no
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
            san: write(position, m),
        })
        .collect();
    found.sort_by(|a, b| a.san.cmp(&b.san));
    found
}

/// The ways a move may be typed, before normalising: SAN, coordinates and long algebraic.
fn spellings(position: &Position, m: Move) -> [String; 3] {
    let san = write_without_suffix(position, m);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen;

    fn pos(text: &str) -> Position {
        fen::read(text).expect("valid FEN")
    }

    fn san_of(position: &Position, input: &str) -> String {
        match parse(position, input) {
            Ok(m) => write(position, m),
            Err(error) => format!("error: {error}"),
        }
    }

    /// Plays a sequence of SAN moves from the start.
    fn after(moves: &[&str]) -> Position {
        let mut position = Position::startpos();
        for text in moves {
            let m = parse(&position, text).expect("legal move");
            position.play_unchecked(m);
        }
        position
    }

    #[test]
    fn writes_every_start_move() {
        let start = Position::startpos();
        let mut all: Vec<String> = start
            .legal_moves()
            .iter()
            .map(|&m| write(&start, m))
            .collect();
        all.sort();
        assert_eq!(all.len(), 20);
        assert!(all.contains(&"Nf3".to_string()));
        assert!(all.contains(&"e4".to_string()));
    }

    #[test]
    fn disambiguates_by_file_then_rank_then_square() {
        let by_file = pos("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
        assert_eq!(san_of(&by_file, "Nbd2"), "Nbd2");
        assert_eq!(san_of(&by_file, "Nfd2"), "Nfd2");
        let by_rank = pos("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1");
        assert_eq!(san_of(&by_rank, "N1f3"), "N1f3");
        assert_eq!(san_of(&by_rank, "N5f3"), "N5f3");
        let by_square = pos("1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1");
        assert_eq!(san_of(&by_square, "Qh4e1"), "Qh4e1");
        assert_eq!(san_of(&by_square, "Qee1"), "Qee1");
        assert_eq!(san_of(&by_square, "Q1e1"), "Q1e1");
    }

    #[test]
    fn a_pinned_piece_does_not_count_for_disambiguation() {
        // The knight on c3 is pinned by the bishop on a5, so only the g1 knight reaches e2.
        let pinned = pos("4k3/8/8/b7/8/2N5/8/4K1N1 w - - 0 1");
        assert_eq!(san_of(&pinned, "Ne2"), "Ne2");
        assert_eq!(
            san_of(&pinned, "Nce2"),
            "error: Nce2 leaves your king in check"
        );
    }

    #[test]
    fn promotion_forms() {
        let p = pos("3r4/4P3/8/8/8/8/8/k3K3 w - - 0 1");
        for input in [
            "e8=Q", "e8Q", "e8q", "e7e8q", "e7e8=Q", "e8=♕", "e8(Q)", "e8/Q",
        ] {
            assert_eq!(san_of(&p, input), "e8=Q", "{input}");
        }
        assert_eq!(san_of(&p, "e8=N"), "e8=N");
        assert_eq!(san_of(&p, "exd8=R"), "exd8=R");
        assert_eq!(san_of(&p, "ed8n"), "exd8=N");
        assert_eq!(
            parse(&p, "e8"),
            Err(SanError::PromotionPieceMissing {
                from: Square::E7,
                to: Square::E8,
                san: "e8".to_string()
            })
        );
        assert_eq!(
            san_of(&p, "e8"),
            "error: e8 needs a promotion piece: e8=Q, e8=R, e8=B or e8=N"
        );
        assert_eq!(
            san_of(&p, "exd8"),
            "error: exd8 needs a promotion piece: exd8=Q, exd8=R, exd8=B or exd8=N"
        );
        assert_eq!(
            san_of(&p, "e8=K"),
            "error: 'e8=K': a pawn cannot become a king"
        );
        assert_eq!(
            san_of(&Position::startpos(), "e4=Q"),
            "error: e4: only a pawn reaching the last rank can promote"
        );
    }

    #[test]
    fn castling_spellings() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        for input in ["O-O", "0-0", "o-o", "OO", "O-O+", "e1g1", "Kg1", "e1h1"] {
            assert_eq!(san_of(&p, input), "O-O", "{input}");
        }
        for input in ["O-O-O", "0-0-0", "o-o-o", "e1c1", "Kc1", "e1a1"] {
            assert_eq!(san_of(&p, input), "O-O-O", "{input}");
        }
        // Long castling begun: what the candidates line offers is what Enter plays.
        for input in ["O-O-", "0-0-", "o-o- "] {
            assert_eq!(san_of(&p, input), "O-O-O", "{input}");
            let offered: Vec<String> = completions(&p, input).into_iter().map(|c| c.san).collect();
            assert_eq!(offered, ["O-O-O"], "{input}");
            let long = parse(&p, "O-O-O").expect("legal");
            assert!(spells(&p, long, input), "{input}");
        }
        // Chess960: king on b1, rooks on a1 and h1.
        let chess960 = pos("4k3/8/8/8/8/8/8/RK5R w HA - 0 1");
        assert_eq!(san_of(&chess960, "O-O"), "O-O");
        assert_eq!(san_of(&chess960, "b1h1"), "O-O");
        assert_eq!(san_of(&chess960, "b1a1"), "O-O-O");
        assert_eq!(san_of(&chess960, "Kc1"), "Kc1");
    }

    #[test]
    fn en_passant_mate_and_remarks() {
        let p = pos("3nqb2/4kp2/4pn2/1B1pP3/8/8/8/3Q3K w - d6 0 1");
        for input in [
            "exd6",
            "exd6#",
            "exd6 e.p.",
            "exd6e.p.",
            "exd6ep",
            "ed6",
            "e5d6",
            "exd6+",
        ] {
            assert_eq!(san_of(&p, input), "exd6#", "{input}");
        }
        let m = parse(&p, "exd6").unwrap();
        assert!(m.is_en_passant());
    }

    #[test]
    fn lowercase_b_is_a_pawn_or_a_bishop_and_never_a_guess() {
        let p = pos("4k3/8/8/8/2p5/1P6/8/4KB2 w - - 0 1");
        assert_eq!(san_of(&p, "bxc4"), "bxc4");
        assert_eq!(san_of(&p, "Bxc4"), "Bxc4");
        assert_eq!(san_of(&p, "Bc4"), "Bxc4");
        assert_eq!(san_of(&p, "bc4"), "error: bc4 is ambiguous: bxc4 or Bxc4");
        assert_eq!(san_of(&p, "b4"), "b4");
        assert_eq!(san_of(&p, "bd3"), "Bd3");
        assert_eq!(san_of(&Position::startpos(), "nf3"), "Nf3");
        assert_eq!(san_of(&Position::startpos(), "b3"), "b3");
    }

    #[test]
    fn russian_letters_and_figurines() {
        let open = after(&["e4", "e5"]);
        assert_eq!(san_of(&Position::startpos(), "Кf3"), "Nf3");
        assert_eq!(san_of(&open, "Сc4"), "Bc4");
        assert_eq!(san_of(&open, "Крe2"), "Ke2");
        assert_eq!(san_of(&open, "Фh5"), "Qh5");
        assert_eq!(san_of(&open, "фh5"), "Qh5");
        assert_eq!(san_of(&open, "♘f3"), "Nf3");
        assert_eq!(san_of(&open, "♗c4"), "Bc4");
        assert_eq!(san_of(&after(&["e4"]), "♞f6"), "Nf6");
        assert_eq!(
            san_of(&after(&["e4", "e5", "Nf3", "Nc6", "Rg1"]), "Лb8"),
            "Rb8"
        );
    }

    #[test]
    fn coordinates_and_over_specified_san() {
        let start = Position::startpos();
        for (input, san) in [
            ("e2e4", "e4"),
            ("e2-e4", "e4"),
            ("g1f3", "Nf3"),
            ("Ng1-f3", "Nf3"),
            ("Ng1f3", "Nf3"),
            ("Nb1xc3", "Nc3"),
            ("Nxc3", "Nc3"),
            ("Nf3+", "Nf3"),
            ("Nf3#", "Nf3"),
            ("  Nf3  ", "Nf3"),
            ("Nf3!?", "Nf3"),
        ] {
            assert_eq!(san_of(&start, input), san, "{input}");
        }
        let open = after(&["e4", "d5"]);
        assert_eq!(san_of(&open, "ed5"), "exd5");
        assert_eq!(san_of(&open, "e4:d5"), "exd5");
        let queen = after(&["d4", "e5", "dxe5", "d6", "exd6", "Nc6", "dxc7"]);
        assert_eq!(san_of(&queen, "Qd8xd1"), "Qxd1+");
        assert_eq!(san_of(&queen, "Qd8d1"), "Qxd1+");
    }

    #[test]
    fn each_error_reads_as_a_sentence() {
        let start = Position::startpos();
        let error = |p: &Position, input: &str| parse(p, input).unwrap_err().to_string();
        assert_eq!(error(&start, ""), "type a move, such as e4 or Nf3");
        assert_eq!(error(&start, "Nf9"), "'Nf9': f9 is not a square");
        assert_eq!(error(&start, "hello"), "'hello': not a move");
        assert_eq!(
            error(&start, "N"),
            "'N': which square should the knight go to?"
        );
        assert_eq!(error(&start, "Nf5"), "no knight can reach f5");
        assert_eq!(error(&start, "e5"), "no pawn can reach e5");
        assert_eq!(error(&start, "exd3"), "no pawn can capture on d3");
        assert_eq!(error(&start, "e3e4"), "there is no piece of yours on e3");
        assert_eq!(
            error(&pos("4k3/8/8/1b6/8/8/8/4K3 w - - 0 1"), "Ke2"),
            "Ke2 leaves your king in check"
        );
        assert_eq!(
            error(&pos("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"), "Nd2"),
            "Nd2 is ambiguous: Nbd2 or Nfd2"
        );
        assert_eq!(
            error(&start, "O-O"),
            "castling is not allowed: f1 is occupied"
        );
        assert_eq!(
            error(&pos("4k3/8/8/8/8/8/8/R3K2R w - - 0 1"), "O-O"),
            "castling is not allowed: White has no right to castle in this position"
        );
        assert_eq!(
            error(&pos("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1"), "O-O"),
            "castling is not allowed: White has no right to castle kingside (its rook has moved, or it never had it)"
        );
        assert_eq!(
            error(&pos("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1"), "O-O"),
            "castling is not allowed: f1 is attacked"
        );
        assert_eq!(
            error(&pos("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1"), "O-O"),
            "castling is not allowed: g1 is attacked"
        );
        assert_eq!(
            error(&pos("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"), "O-O-O"),
            "castling is not allowed: your king is in check"
        );
    }

    #[test]
    fn strict_san_reads_as_the_lenient_reader_does() {
        let texts = [
            "Nf3", "exd5", "Raxd1+", "e8=Q#", "e8Q", "O-O", "0-0-0", "Qh4e1", "N1f3", "bxc4", "b4",
            "Kxe2", "e4!?", "exd6", "exd8=N", "Bb5+",
        ];
        for text in texts {
            let strict = read_strict(text.as_bytes()).expect(text);
            let lenient = match read_patterns(strip_annotations(text)) {
                Ok(Readings::One(pattern)) => pattern,
                _ => panic!("{text} has one lenient reading"),
            };
            assert_eq!(strict, lenient, "{text}");
        }
        for text in [
            "bc4",
            "nf3",
            "e2e4",
            "e8",
            "Nf9",
            "e4=Q",
            "",
            "++",
            "Ng1-f3",
            "Кf3",
            "exd6 e.p.",
            " e4",
            "e4 ",
            "Nf3\t",
            "N f3",
            "O-O ",
        ] {
            // Text with spaces is left to the lenient reader, which trims it.
            assert_eq!(read_strict(text.as_bytes()), None, "{text}");
        }
    }

    #[test]
    fn completions_follow_what_is_typed() {
        let start = Position::startpos();
        let sans = |p: &Position, typed: &str| -> Vec<String> {
            completions(p, typed).into_iter().map(|c| c.san).collect()
        };
        assert!(sans(&start, "").is_empty());
        assert_eq!(sans(&start, "N"), ["Na3", "Nc3", "Nf3", "Nh3"]);
        assert_eq!(sans(&start, "nf"), ["Nf3"]);
        assert_eq!(sans(&start, "Кf"), ["Nf3"]);
        assert_eq!(sans(&start, "♘c"), ["Nc3"]);
        assert_eq!(sans(&start, "e"), ["e3", "e4"]);
        assert_eq!(sans(&start, "e2"), ["e3", "e4"]);
        assert_eq!(sans(&start, "e2-e"), ["e3", "e4"]);
        assert_eq!(sans(&start, "g1"), ["Nf3", "Nh3"]);
        assert_eq!(sans(&start, "Ng1-"), ["Nf3", "Nh3"]);
        assert!(sans(&start, "Qh5").is_empty());
        let p = pos("4k3/8/8/8/2p5/1P6/8/4KB2 w - - 0 1");
        assert_eq!(sans(&p, "bc"), ["Bxc4", "bxc4"]);
        let castles = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assert_eq!(sans(&castles, "0-0"), ["O-O", "O-O-O"]);
        assert_eq!(sans(&castles, "O-O-"), ["O-O-O"]);
        let promotion = pos("3r4/4P3/8/8/8/8/8/k3K3 w - - 0 1");
        assert_eq!(sans(&promotion, "e8"), ["e8=B", "e8=N", "e8=Q", "e8=R"]);
        assert_eq!(sans(&promotion, "e8="), ["e8=B", "e8=N", "e8=Q", "e8=R"]);
    }

    /// Promotion letters in any case, in every spelling: after a rank digit, `b` is the
    /// bishop.
    #[test]
    fn promotion_letters_in_any_case() {
        let promote = pos("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
        for text in ["e7e8b", "e8b", "e8=b", "e7-e8b", "e8B", "e8=B", "E8b"] {
            let m = parse(&promote, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(write(&promote, m), "e8=B", "{text}");
        }
        for text in ["exd8b", "exd8=b", "e7d8b"] {
            let m = parse(&promote, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(write(&promote, m), "exd8=B", "{text}");
        }
        assert_eq!(
            parse(&promote, "Kd2b").map(|m| write(&promote, m)).ok(),
            None
        );
    }

    /// Caps lock: upper-case file letters are read when only one move fits, and whatever
    /// the candidates line offers as complete, Enter plays.
    #[test]
    fn what_the_candidates_offer_enter_plays() {
        let start = Position::startpos();
        for text in ["E4", "E2E4", "NF3", "G1F3", "E2-E4"] {
            let m = parse(&start, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert!(spells(&start, m, text), "{text}");
            let offered = completions(&start, text);
            assert_eq!(offered.len(), 1, "{text}");
            assert_eq!(offered[0].m, m, "{text}");
        }
        // `B4` is the b-pawn: no bishop move is ever written with a square alone.
        assert_eq!(
            parse(&start, "B4").map(|m| write(&start, m)),
            Ok("b4".to_string())
        );
        // Every legal move, in every case, is taken when typed whole.
        let middle = pos("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        for m in middle.legal_moves() {
            let san = write(&middle, m);
            for text in [san.clone(), san.to_uppercase(), san.to_lowercase()] {
                let read = parse(&middle, &text);
                let candidates = completions(&middle, &text);
                let offered_whole: Vec<_> = candidates
                    .iter()
                    .filter(|c| spells(&middle, c.m, &text))
                    .map(|c| c.m)
                    .collect();
                match read {
                    Ok(read) => assert_eq!(read, m, "{text}"),
                    Err(SanError::Ambiguous { .. }) => assert!(offered_whole.len() > 1, "{text}"),
                    Err(error) => panic!("{text}: {error}"),
                }
            }
        }
    }

    /// One rule for a lowercase `b`: `bxc3` and `bc4` are the bishop when no pawn move fits,
    /// and ambiguous when both do.
    #[test]
    fn a_lowercase_b_capture_is_the_bishop_when_only_the_bishop_fits() {
        let game = pos("rnbqk1nr/pppp1ppp/8/4p3/1bB1P3/2P5/PP1P1PPP/RNBQK1NR b KQkq - 0 3");
        assert_eq!(
            parse(&game, "bxc3").map(|m| write(&game, m)),
            Ok("Bxc3".to_string())
        );
        assert_eq!(
            parse(&game, "bc3").map(|m| write(&game, m)),
            Ok("Bxc3".to_string())
        );
        // With a black piece on c4, the b3 pawn and the e2 bishop can both take it: `bxc4`
        // is the pawn, as standard SAN writes it, and `bc4` names both.
        let both = pos("4k3/8/8/8/2n5/1P6/4B3/4K3 w - - 0 1");
        assert_eq!(
            parse(&both, "bxc4").map(|m| write(&both, m)),
            Ok("bxc4".to_string())
        );
        assert_eq!(
            parse(&both, "bc4").map_err(|e| e.to_string()),
            Err("bc4 is ambiguous: bxc4 or Bxc4".to_string())
        );
    }

    /// Moves typed with the Russian layout on, and look-alike Cyrillic letters, are
    /// suggested by their one legal move, never read as moves.
    #[test]
    fn slips_of_the_keyboard_are_suggested_and_never_played() {
        let start = Position::startpos();
        let suggested = |text: &str| suggestion(&start, text).map(|s| (s.san, s.slip));
        assert!(parse(&start, "у4").is_err());
        assert_eq!(
            suggested("у4"),
            Some(("e4".to_string(), Slip::RussianLayout))
        );
        assert_eq!(
            suggested("Та3"),
            Some(("Nf3".to_string(), Slip::RussianLayout))
        );
        assert_eq!(
            suggested("е4"),
            Some((
                "e4".to_string(),
                Slip::LookAlike {
                    letter: 'е',
                    latin: 'e'
                }
            ))
        );
        // A Russian knight letter before a Cyrillic `с`: the knight is meant, the `с` is c.
        let knight = suggestion(&start, "Кс3").expect("a suggestion");
        assert_eq!(knight.san, "Nc3");
        // Russian piece letters typed on purpose are moves, not slips.
        assert!(parse(&start, "Кf3").is_ok());
        assert_eq!(suggestion(&start, "Кf3"), None);
        assert_eq!(suggestion(&start, "e4"), None);
        assert_eq!(suggestion(&start, "ъъъ"), None);
        let castle = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assert_eq!(
            suggestion(&castle, "щ-щ").map(|s| s.san).as_deref(),
            Some("O-O")
        );
    }

    /// What a typed text reads as, and that the candidates line agrees: a move read is
    /// offered whole, and a text refused is offered whole as no move (unless it names
    /// several).
    fn typed_as(position: &Position, text: &str) -> String {
        let read = parse_typed(position, text);
        let whole: Vec<Move> = completions(position, text)
            .into_iter()
            .map(|c| c.m)
            .filter(|&m| spells(position, m, text))
            .collect();
        match read {
            Ok(m) => {
                assert!(whole.contains(&m), "{text}: the candidates leave it out");
                write(position, m)
            }
            Err(error) => {
                if !matches!(error, SanError::Ambiguous { .. }) {
                    assert!(whole.is_empty(), "{text}: offered whole but refused");
                }
                format!("error: {error}")
            }
        }
    }

    /// Every case of the letter `b`: a capital `B` before a square or an `x` is the bishop
    /// and never the pawn, in English, Russian and figurines; caps lock (no lowercase letter,
    /// or a rank digit after the `B`) reads the one move that fits; a lowercase `b` is the
    /// pawn in standard SAN and the bishop where only the bishop fits.
    #[test]
    fn a_piece_named_is_never_read_as_another() {
        // The bishop on f1 is shut in; the b3 pawn can take the knight on c4.
        let shut_in = pos("4k3/8/8/8/2n5/1P1P4/4P3/4KB2 w - - 0 1");
        for text in ["Bxc4", "Bc4", "Bxc4+", "Сxc4", "Сc4", "♗xc4", "сxc4"] {
            assert_eq!(
                typed_as(&shut_in, text),
                "error: no bishop can reach c4",
                "{text}"
            );
            assert_eq!(
                parse(&shut_in, text).ok(),
                None,
                "{text}: not in PGN either"
            );
        }
        assert!(typed_as(&shut_in, "BxC4").starts_with("error: "));
        for text in ["bxc4", "bc4", "BXC4", "BC4", "b3c4", "B3C4", "b3xc4"] {
            assert_eq!(typed_as(&shut_in, text), "bxc4", "{text}");
        }
        // Both can take: each letter names its own piece, and what names both is ambiguous.
        let both = pos("4k3/8/8/8/2n5/1P6/4B3/4K3 w - - 0 1");
        assert_eq!(typed_as(&both, "Bxc4"), "Bxc4");
        assert_eq!(typed_as(&both, "Bc4"), "Bxc4");
        assert_eq!(typed_as(&both, "Сxc4"), "Bxc4");
        assert_eq!(typed_as(&both, "bxc4"), "bxc4");
        for text in ["bc4", "BXC4", "BC4"] {
            assert_eq!(
                typed_as(&both, text),
                format!("error: {text} is ambiguous: bxc4 or Bxc4")
            );
        }
        // Only the bishop can take: a lowercase `b` is the bishop, and caps lock reads it.
        let bishop = pos("rnbqk1nr/pppp1ppp/8/4p3/1bB1P3/2P5/PP1P1PPP/RNBQK1NR b KQkq - 0 3");
        for text in ["bxc3", "bc3", "BXC3", "Bxc3", "Bc3"] {
            assert_eq!(typed_as(&bishop, text), "Bxc3", "{text}");
        }
        // The b-file typed with Shift: a rank digit after `B`, or no lowercase letter at all.
        let start = Position::startpos();
        for text in ["B4", "B2B4", "B2b4", "b2b4", "b4"] {
            assert_eq!(typed_as(&start, text), "b4", "{text}");
        }
        for (text, san) in [
            ("E4", "e4"),
            ("NF3", "Nf3"),
            ("nf3", "Nf3"),
            ("G1F3", "Nf3"),
        ] {
            assert_eq!(typed_as(&start, text), san, "{text}");
        }
        // A Cyrillic с is the bishop, or a look-alike c: never the b-pawn.
        assert_eq!(typed_as(&start, "с4"), "error: 'с4': not a move");
        assert_eq!(
            suggestion(&start, "с4").map(|s| s.san).as_deref(),
            Some("c4")
        );
        // Candidates follow the piece named.
        let offered = |p: &Position, typed: &str| -> Vec<String> {
            completions(p, typed).into_iter().map(|c| c.san).collect()
        };
        assert_eq!(offered(&shut_in, "B"), ["Bg2", "Bh3", "b4", "bxc4"]);
        assert!(offered(&shut_in, "Bx").is_empty());
        assert!(offered(&shut_in, "Bc").is_empty());
        assert_eq!(offered(&shut_in, "bx"), ["bxc4"]);
        assert_eq!(offered(&both, "Bc"), ["Bxc4"]);
    }

    /// An `x` typed onto an empty square is refused, and the quiet move is suggested; PGN
    /// files are read as other programs read them, the `x` set aside.
    #[test]
    fn a_typed_capture_must_take_something() {
        let start = Position::startpos();
        for text in ["Nxf3", "Ng1xf3", "NXF3", "Nb1xc3", "N:c3", "♘xf3", "Кxf3"] {
            assert!(
                typed_as(&start, text).starts_with("error: nothing to take on "),
                "{text}"
            );
            assert!(parse(&start, text).is_ok(), "{text}: read from PGN");
        }
        assert!(completions(&start, "Nx").is_empty());
        let refused = suggestion(&start, "Nxf3").expect("a suggestion");
        assert_eq!(refused.san, "Nf3");
        assert_eq!(
            refused.slip,
            Slip::Refused(SanError::NothingToTake(Square::F3))
        );
        assert_eq!(
            suggestion(&start, "Кxf3").map(|s| (s.san, s.slip)),
            Some((
                "Nf3".to_string(),
                Slip::Refused(SanError::NothingToTake(Square::F3))
            ))
        );
        // Real captures, en passant among them, are taken with or without the `x`.
        let open = after(&["e4", "d5"]);
        for text in ["exd5", "ed5", "e4:d5", "e4xd5", "EXD5"] {
            assert_eq!(typed_as(&open, text), "exd5", "{text}");
        }
        let en_passant = pos("3nqb2/4kp2/4pn2/1B1pP3/8/8/8/3Q3K w - d6 0 1");
        assert_eq!(typed_as(&en_passant, "exd6"), "exd6#");
        assert_eq!(typed_as(&en_passant, "exd6 e.p."), "exd6#");
        assert_eq!(typed_as(&en_passant, "Qxd5"), "Qxd5");
        assert_eq!(
            typed_as(&en_passant, "Qxd4"),
            "error: nothing to take on d4"
        );
        // A pawn that goes straight on takes nothing either, promotion or not.
        let promotion = pos("3r4/4P3/8/8/8/8/8/k3K3 w - - 0 1");
        for text in ["e7xe8", "e7xe8=Q", "e7xe8q"] {
            assert_eq!(
                typed_as(&promotion, text),
                "error: nothing to take on e8",
                "{text}"
            );
        }
        assert_eq!(typed_as(&promotion, "exd8=Q"), "exd8=Q");
        assert_eq!(
            typed_as(&promotion, "exd8").split(':').next(),
            Some("error")
        );
    }

    /// A piece letter no piece of its kind fits, where the same keys spell a pawn move: the
    /// refusal names the piece, and the pawn move is suggested.
    #[test]
    fn a_bishop_that_cannot_go_suggests_the_pawn() {
        let shut_in = pos("4k3/8/8/8/2n5/1P1P4/4P3/4KB2 w - - 0 1");
        for text in ["Bxc4", "Bc4", "Сxc4", "♗xc4"] {
            let offered = suggestion(&shut_in, text).expect("a suggestion");
            assert_eq!(offered.san, "bxc4", "{text}");
            assert_eq!(
                offered.slip,
                Slip::Refused(SanError::NoPieceCanReach {
                    role: Role::Bishop,
                    to: Square::C4,
                    capture: false
                }),
                "{text}"
            );
        }
        assert_eq!(suggestion(&shut_in, "bxc4"), None, "a move is no slip");
        let both = pos("4k3/8/8/8/2n5/1P6/4B3/4K3 w - - 0 1");
        assert_eq!(suggestion(&both, "BXC4"), None, "ambiguous is not one move");
    }
}
