//! Reading a move for a position: strict SAN when it names one legal move, else the lenient
//! patterns resolved against the legal moves, and the refusal that says why when none fits.

use super::error::SanError;
use super::error::Unreadable;
use super::lenient::{Pattern, PieceMove, Readings, read_patterns, strip_annotations};
use super::refusal::{ambiguity, explain_no_move};
use super::strict::read_strict;
use super::typed::{Typed, moves_fitting};
use super::value::{San, SanKind};
use crate::rules::{Bitboard, File, Move, Position, Rank, Role, Square};

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
        SanKind::Normal {
            role,
            file,
            rank,
            to,
            promotion,
            ..
        } => resolve_plainly(position, role, file, rank, to, promotion),
        SanKind::Drop { role, to } => legal_drop(position, role, to),
        SanKind::Castle(_) => None,
    }
}

/// The drop of a piece of `role` on `to`, if it is legal.
fn legal_drop(position: &Position, role: Role, to: Square) -> Option<Move> {
    let mut found = None;
    let square = Bitboard::from(to);
    position.for_each_legal_move_in(square, square, |m| {
        if m.is_drop() && m.role() == role {
            found = Some(m);
        }
    });
    found
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
                    candidates: several
                        .iter()
                        .map(|&m| San::from_move(position, m))
                        .collect(),
                }),
            }
        }
        read => read,
    }
}

/// The structured reading of [`parse_any`].
fn read_any(position: &Position, text: &str) -> Result<Move, SanError> {
    // Strict SAN holds no spaces, so moves from PGN files need no trimming.
    let strict = San::from_ascii(text.as_bytes());
    let input = if strict.is_some() { text } else { text.trim() };
    if input.is_empty() {
        return Err(SanError::Empty);
    }
    if let Some(san) = strict {
        return resolve(position, input, Pattern::from(san));
    }
    let core = strip_annotations(input);
    if core.is_empty() {
        // Only the marks a move may carry (`+`, `#`, `!?`): no move.
        return Err(SanError::Empty);
    }
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
                    candidates: vec![San::from_move(position, a), San::from_move(position, b)],
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
fn resolve_plainly(
    position: &Position,
    role: Role,
    file: Option<File>,
    rank: Option<Rank>,
    to: Square,
    promotion: Option<Role>,
) -> Option<Move> {
    if role == Role::King && position.castling_by_king_step(to).is_some() {
        return None;
    }
    let origins = origins(position, role, file, rank);
    let mut found = None;
    let mut count = 0;
    position.for_each_legal_move_of(role, origins, to, |m| {
        if m.promotion() == promotion {
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
        Pattern::Drop(role, to) => {
            legal_drop(position, role, to).ok_or(SanError::CannotDrop { role, to })
        }
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
        (None, Some(_)) => Err(SanError::NotAPromotion(San::bare(position, first))),
        // A king only antichess's pawns become.
        (Some(_), Some(role)) => with_promotion.ok_or_else(|| SanError::NotAMove {
            input: input.to_string(),
            reason: Unreadable::CannotBecome(role),
        }),
        (Some(_), None) => Err(SanError::PromotionPieceMissing {
            from: first.from(),
            to,
            san: San::bare(position, first).without_promotion(),
        }),
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
