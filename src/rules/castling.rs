//! Castling as players write it and as they are told it is refused: the castling move
//! towards a wing or why there is none, castling written as the king's two-square step, and
//! the squares castling needs, which move generation checks too.

use thiserror::Error;

use crate::phrase;
use crate::sentence::{Phrase, Sentence};

use super::attacks;
use super::bitboard::Bitboard;
use super::position::{Move, Position, castling_destinations};
use super::square::{CastlingSide, Color, File, Square};

/// Why castling towards a wing is impossible.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum CastlingObstacle {
    /// The side has no right to castle towards that wing (`wing: Some(..)`), or none at
    /// all.
    NoRight {
        /// The side to move.
        side: Color,
        /// The wing it has no right to, when it keeps the other.
        wing: Option<CastlingSide>,
    },
    /// The king is in check.
    InCheck,
    /// A square between the king and the rook, or where they go, is occupied.
    Occupied(Square),
    /// A square the king crosses is attacked.
    Attacked(Square),
    /// The king's destination would be attacked.
    WouldBeAttacked(Square),
}

impl Sentence for CastlingObstacle {
    fn phrase(&self) -> Phrase<'_> {
        match *self {
            CastlingObstacle::NoRight { side, wing } => {
                let wing = match wing {
                    Some(CastlingSide::Kingside) => "kingside",
                    Some(CastlingSide::Queenside) => "queenside",
                    None => "none",
                };
                phrase!("castling-no-right", side = side, wing = wing)
            }
            CastlingObstacle::InCheck => phrase!("castling-in-check"),
            CastlingObstacle::Occupied(square) => phrase!("castling-occupied", square = square),
            CastlingObstacle::Attacked(square) => phrase!("castling-attacked", square = square),
            CastlingObstacle::WouldBeAttacked(square) => {
                phrase!("castling-would-be-attacked", square = square)
            }
        }
    }
}

/// The squares castling with one rook involves.
pub(super) struct CastlingPath {
    /// Where the king ends.
    pub king_to: Square,
    /// Where the rook ends.
    pub rook_to: Square,
    /// The squares that must be empty: those between king and rook and where they go,
    /// the king and the rook themselves aside.
    pub must_be_empty: Bitboard,
    /// The squares the king passes over, without its destination.
    pub crossed: Bitboard,
}

/// The squares castling from `king` with the rook on `rook` involves.
#[inline(always)]
pub(super) fn path(king: Square, rook: Square) -> CastlingPath {
    let (king_to, rook_to) = castling_destinations(king, rook);
    let crossed = attacks::between(king, king_to);
    let must_be_empty = (crossed | attacks::between(rook, rook_to))
        .with(king_to)
        .with(rook_to)
        .without(king)
        .without(rook);
    CastlingPath {
        king_to,
        rook_to,
        must_be_empty,
        crossed,
    }
}

impl Position {
    /// The castling move of the side to move towards `wing`, or why there is none.
    pub fn castle(&self, wing: CastlingSide) -> Result<Move, CastlingObstacle> {
        let king = self.king(self.turn());
        let mut castle = None;
        self.for_each_legal_move_in(Bitboard::from(king), self.castling_rooks(), |m| {
            if m.castling_side() == Some(wing) {
                castle = Some(m);
            }
        });
        castle.ok_or_else(|| self.castling_obstacle(wing))
    }

    /// The wing the king of the side to move castles towards when castling is written as
    /// the king's two-square step along its back rank from the e-file (`e1g1`, `Kg1`), as in
    /// standard chess; `None` when a king move to `to` is no such step. Whether castling is
    /// possible is another matter.
    pub fn castling_by_king_step(&self, to: Square) -> Option<CastlingSide> {
        let us = self.turn();
        let king = self.king(us);
        if king.file() != File::E || king.rank() != us.back_rank() || to.rank() != king.rank() {
            return None;
        }
        match to.file() {
            File::G => Some(CastlingSide::Kingside),
            File::C => Some(CastlingSide::Queenside),
            _ => None,
        }
    }

    /// Why the side to move cannot castle towards `wing`, which it cannot: the first
    /// obstacle a player would look for, from the right to castle to the squares the king
    /// crosses, nearest first.
    fn castling_obstacle(&self, wing: CastlingSide) -> CastlingObstacle {
        let us = self.turn();
        let king = self.king(us);
        let rooks = self.castling_rooks() & Bitboard::from_rank(us.back_rank());
        let Some(rook) = rooks
            .into_iter()
            .find(|&rook| CastlingSide::of(king, rook) == wing)
        else {
            let any_right = (self.castling_rooks() & self.by_color(us)).any();
            return CastlingObstacle::NoRight {
                side: us,
                wing: any_right.then_some(wing),
            };
        };
        if self.is_check() {
            return CastlingObstacle::InCheck;
        }
        let path = path(king, rook);
        if let Some(square) = (path.must_be_empty & self.occupied()).first() {
            return CastlingObstacle::Occupied(square);
        }
        let crossed: Vec<Square> = path.crossed.with(path.king_to).into_iter().collect();
        let nearest_first = if path.king_to > king {
            crossed
        } else {
            crossed.into_iter().rev().collect()
        };
        let without_king = self.occupied().without(king);
        match nearest_first
            .into_iter()
            .find(|&square| self.attackers(square, !us, without_king).any())
        {
            Some(square) => CastlingObstacle::Attacked(square),
            None => CastlingObstacle::WouldBeAttacked(path.king_to),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen;

    fn pos(text: &str) -> Position {
        fen::read(text).expect("valid FEN")
    }

    #[test]
    fn each_obstacle_is_the_first_a_player_would_see() {
        let refused = |fen: &str, wing| pos(fen).castle(wing).err();
        use CastlingSide::{Kingside, Queenside};
        assert_eq!(
            refused(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                Kingside
            ),
            Some(CastlingObstacle::Occupied(Square::F1))
        );
        assert_eq!(
            refused("4k3/8/8/8/8/8/8/R3K2R w - - 0 1", Kingside),
            Some(CastlingObstacle::NoRight {
                side: Color::White,
                wing: None
            })
        );
        assert_eq!(
            refused("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", Kingside),
            Some(CastlingObstacle::NoRight {
                side: Color::White,
                wing: Some(Kingside)
            })
        );
        assert_eq!(
            refused("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", Kingside),
            Some(CastlingObstacle::Attacked(Square::F1))
        );
        assert_eq!(
            refused("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1", Kingside),
            Some(CastlingObstacle::Attacked(Square::G1))
        );
        assert_eq!(
            refused("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", Queenside),
            Some(CastlingObstacle::InCheck)
        );
        // Long castling: d1 is crossed before c1.
        assert_eq!(
            refused("4k3/8/8/8/8/8/2rr4/R3K2R w KQ - 0 1", Queenside),
            Some(CastlingObstacle::Attacked(Square::D1))
        );
        let castles = pos("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assert_eq!(
            castles.castle(Kingside).map(|m| m.to_uci()),
            Ok("e1g1".into())
        );
        assert_eq!(
            castles.castle(Queenside).map(|m| m.to_uci()),
            Ok("e1c1".into())
        );
    }

    #[test]
    fn castling_by_king_step_is_two_squares_along_the_back_rank_from_e() {
        let start = Position::startpos();
        assert_eq!(
            start.castling_by_king_step(Square::G1),
            Some(CastlingSide::Kingside)
        );
        assert_eq!(
            start.castling_by_king_step(Square::C1),
            Some(CastlingSide::Queenside)
        );
        for to in [Square::F1, Square::D1, Square::G2, Square::H1] {
            assert_eq!(start.castling_by_king_step(to), None, "{to}");
        }
        let king_on_e4 = pos("4k3/8/8/8/4K3/8/8/8 w - - 0 1");
        assert_eq!(king_on_e4.castling_by_king_step(Square::G4), None);
        let chess960 = pos("4k3/8/8/8/8/8/8/RK5R w HA - 0 1");
        assert_eq!(chess960.castling_by_king_step(Square::D1), None);
    }
}
