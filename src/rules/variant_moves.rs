//! The moves of the variants whose legality is not chess's: atomic (explosions decide what
//! is safe), antichess (no king to keep, captures forced), the horde (no king to keep) and
//! racing kings (no check may be given). Each lists the moves the pieces could make and
//! keeps those its rule allows.

use super::attacks;
use super::bitboard::Bitboard;
use super::castling;
use super::movegen::MoveList;
use super::position::{Move, MoveKind, Position};
use super::square::{Color, Rank, Role, Square};
use super::variant::Rules;

/// The pieces a pawn may become in antichess: a king too.
const ANTICHESS_PROMOTIONS: [Role; 5] = [
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::King,
];

impl Position {
    /// The legal moves of a variant that does not share chess's generator: atomic,
    /// antichess, racing kings, and the horde's side (which has no king).
    pub(crate) fn variant_moves(&self) -> MoveList {
        match self.rules() {
            Rules::Atomic => self.atomic_moves(),
            Rules::Antichess => self.antichess_moves(),
            Rules::RacingKings => self.racing_kings_moves(),
            _ => {
                let mut moves = MoveList::new();
                self.push_en_passant(&mut moves);
                let targets = !self.by_color(self.turn());
                self.push_piece_moves(targets, &Role::PROMOTIONS, Role::King, &mut moves);
                moves
            }
        }
    }

    /// Atomic: every move the pieces could make (the king only to an empty square, since
    /// it may not capture), kept when the mover's king survives and is not left attacked,
    /// or when the enemy king explodes.
    fn atomic_moves(&self) -> MoveList {
        let us = self.turn();
        let mut moves = MoveList::new();
        self.push_en_passant(&mut moves);
        self.push_piece_moves(
            !self.by_color(us),
            &Role::PROMOTIONS,
            Role::Queen,
            &mut moves,
        );
        for king in self.our(Role::King) {
            for to in attacks::king_attacks(king).minus(self.occupied()) {
                moves.push(Move::new(Role::King, king, to, MoveKind::Normal));
            }
            self.push_atomic_castling(king, &mut moves);
        }
        moves.retain(|&m| {
            let mut after = *self;
            after.play_pseudo_legal(m);
            match (after.king_of(us), after.king_of(!us)) {
                (None, _) => false,
                (Some(_), None) => true,
                (Some(king), Some(_)) => after
                    .atomic_attackers(Some(king), !us, after.occupied())
                    .is_empty(),
            }
        });
        moves
    }

    /// Atomic castling: the squares between empty, and no square the king stands on,
    /// crosses or reaches attacked (an attacker whose king stands beside the square does
    /// not count).
    fn push_atomic_castling(&self, king: Square, moves: &mut MoveList) {
        let us = self.turn();
        let occupied = self.occupied();
        for rook in self.castling_rooks() & self.by_color(us) {
            let path = castling::path(king, rook);
            if (path.must_be_empty & occupied).any() {
                continue;
            }
            let attacked = |square: Square, occupied: Bitboard| {
                self.atomic_attackers(Some(square), !us, occupied).any()
            };
            let toggled = [king, rook, path.rook_to]
                .into_iter()
                .fold(occupied.0, |bits, square| bits ^ Bitboard::from(square).0);
            if attacked(path.king_to, Bitboard(toggled)) {
                continue;
            }
            let crossed = attacks::between(king, path.king_to).with(king);
            if crossed
                .into_iter()
                .any(|square| attacked(square, occupied.without(king)))
            {
                continue;
            }
            moves.push(Move::new(Role::King, king, rook, MoveKind::Castle));
        }
    }

    /// Antichess: the captures if there are any, which are then forced, else every move;
    /// kings are pieces like the others, and a pawn may become one.
    fn antichess_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        let them = self.by_color(!self.turn());
        self.push_en_passant(&mut moves);
        self.push_piece_moves(them, &ANTICHESS_PROMOTIONS, Role::King, &mut moves);
        if moves.is_empty() {
            let empty = !self.occupied();
            self.push_piece_moves(empty, &ANTICHESS_PROMOTIONS, Role::King, &mut moves);
        }
        moves
    }

    /// Racing kings: chess's moves without those that give check.
    fn racing_kings_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        if self.variant_outcome().is_some() {
            return moves;
        }
        self.for_each_legal_move_as_chess(|m| moves.push(m));
        moves.retain(|&m| {
            let mut after = *self;
            after.play_pseudo_legal(m);
            !after.is_check()
        });
        moves
    }

    /// The en passant captures the pawns could make, whatever they expose.
    fn push_en_passant(&self, moves: &mut MoveList) {
        if let Some(ep) = self.pseudo_ep_square() {
            for from in attacks::pawn_attacks(!self.turn(), ep) & self.our(Role::Pawn) {
                moves.push(Move::new(Role::Pawn, from, ep, MoveKind::EnPassant));
            }
        }
    }

    /// The moves the pieces of the side to move up to `last` (pawn, knight, … king) could
    /// make to a square of `targets`, castling aside, whatever they expose; a pawn reaching
    /// the last rank becomes each of `promotions`. Pawns on their first rank (the horde's)
    /// may step two squares too.
    fn push_piece_moves(
        &self,
        targets: Bitboard,
        promotions: &[Role],
        last: Role,
        moves: &mut MoveList,
    ) {
        let us = self.turn();
        let occupied = self.occupied();
        let targets = targets.minus(self.by_color(us));
        let pawn_move = |moves: &mut MoveList, from: Square, to: Square| {
            if matches!(to.rank(), Rank::First | Rank::Eighth) {
                for &role in promotions {
                    moves.push(Move::new(Role::Pawn, from, to, MoveKind::Promotion(role)));
                }
            } else {
                moves.push(Move::new(Role::Pawn, from, to, MoveKind::Normal));
            }
        };
        let them = self.by_color(!us);
        let double_from = match us {
            Color::White => Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Second),
            Color::Black => Bitboard::from_rank(Rank::Eighth) | Bitboard::from_rank(Rank::Seventh),
        };
        for from in self.our(Role::Pawn) {
            for to in attacks::pawn_attacks(us, from) & them & targets {
                pawn_move(moves, from, to);
            }
            let step = Bitboard::from(from).forward(us).minus(occupied);
            for to in step & targets {
                pawn_move(moves, from, to);
            }
            if double_from.contains(from) {
                for to in step.forward(us).minus(occupied) & targets {
                    moves.push(Move::new(Role::Pawn, from, to, MoveKind::Normal));
                }
            }
        }
        for role in [
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ] {
            if role > last {
                break;
            }
            for from in self.our(role) {
                let reach = match role {
                    Role::Knight => attacks::knight_attacks(from),
                    Role::Bishop => attacks::bishop_attacks(from, occupied),
                    Role::Rook => attacks::rook_attacks(from, occupied),
                    Role::Queen => attacks::queen_attacks(from, occupied),
                    _ => attacks::king_attacks(from),
                };
                for to in reach & targets {
                    moves.push(Move::new(role, from, to, MoveKind::Normal));
                }
            }
        }
    }
}
