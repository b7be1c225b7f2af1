//! The moves of the variants whose legality is not chess's: atomic (explosions decide what
//! is safe), antichess (no king to keep, captures forced) and racing kings (no check may be
//! given). Each looks at the moves the pieces could make and
//! hands on those its rule allows, one by one, without collecting them.

use super::attacks;
use super::bitboard::Bitboard;
use super::castling;
use super::position::{Move, MoveKind, Position};
use super::square::{Color, Rank, Role, Square};

/// The pieces a pawn may become in antichess: a king too.
const ANTICHESS_PROMOTIONS: [Role; 5] = [
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::King,
];

impl Position {
    /// Atomic: every move the pieces could make (the king only to an empty square, since
    /// it may not capture), kept when the mover's king survives and is not left attacked,
    /// or when the enemy king explodes.
    pub(crate) fn atomic_moves(&self, f: &mut impl FnMut(Move)) {
        let us = self.turn();
        let (Some(king), Some(theirs)) = (self.king_of(us), self.king_of(!us)) else {
            // A side without its king has lost: no move is left.
            return;
        };
        let mut keep = |m: Move| {
            if self.is_safe_in_atomic(m, king, theirs) {
                f(m);
            }
        };
        self.each_en_passant(&mut keep);
        self.each_piece_move(
            !self.by_color(us),
            &Role::PROMOTIONS,
            Role::Queen,
            &mut keep,
        );
        for to in attacks::king_attacks(king).minus(self.occupied()) {
            keep(Move::new(Role::King, king, to, MoveKind::Normal));
        }
        self.each_atomic_castling(king, &mut keep);
    }

    /// Whether an atomic move leaves the mover's king standing and unattacked, or explodes
    /// the enemy king. A quiet move changes only two squares, so it is judged on the board
    /// as it would be; a capture, whose blast may reach anything, is played.
    fn is_safe_in_atomic(&self, m: Move, king: Square, theirs: Square) -> bool {
        let us = self.turn();
        if m.kind() == MoveKind::Normal && self.captured_role(m).is_none() {
            let king = if m.role() == Role::King { m.to() } else { king };
            if attacks::king_attacks(king).contains(theirs) {
                return true;
            }
            let occupied = self.occupied().without(m.from()).with(m.to());
            return self.attackers(king, !us, occupied).is_empty();
        }
        let mut after = *self;
        after.play_pseudo_legal(m);
        match (after.king_of(us), after.king_of(!us)) {
            (None, _) => false,
            (Some(_), None) => true,
            (Some(king), Some(_)) => after
                .atomic_attackers(Some(king), !us, after.occupied())
                .is_empty(),
        }
    }

    /// Atomic castling: the squares between empty, and no square the king stands on,
    /// crosses or reaches attacked (an attacker whose king stands beside the square does
    /// not count).
    fn each_atomic_castling(&self, king: Square, f: &mut impl FnMut(Move)) {
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
            f(Move::new(Role::King, king, rook, MoveKind::Castle));
        }
    }

    /// Antichess: the captures if there are any, which are then forced, else every move;
    /// kings are pieces like the others, and a pawn may become one.
    pub(crate) fn antichess_moves(&self, f: &mut impl FnMut(Move)) {
        let mut captures = 0;
        let mut count = |m: Move| {
            captures += 1;
            f(m);
        };
        let them = self.by_color(!self.turn());
        self.each_en_passant(&mut count);
        self.each_piece_move(them, &ANTICHESS_PROMOTIONS, Role::King, &mut count);
        if captures == 0 {
            let empty = !self.occupied();
            self.each_piece_move(empty, &ANTICHESS_PROMOTIONS, Role::King, f);
        }
    }

    /// Racing kings: chess's moves without those that give check.
    pub(crate) fn racing_kings_moves(&self, f: &mut impl FnMut(Move)) {
        if self.variant_outcome().is_some() {
            return;
        }
        self.for_each_legal_move_as_chess(|m| {
            let mut after = *self;
            after.play_pseudo_legal(m);
            if !after.is_check() {
                f(m);
            }
        });
    }

    /// The en passant captures the pawns could make, whatever they expose.
    fn each_en_passant(&self, f: &mut impl FnMut(Move)) {
        if let Some(ep) = self.pseudo_ep_square() {
            for from in attacks::pawn_attacks(!self.turn(), ep) & self.our(Role::Pawn) {
                f(Move::new(Role::Pawn, from, ep, MoveKind::EnPassant));
            }
        }
    }

    /// The moves the pieces of the side to move up to `last` (pawn, knight, … king) could
    /// make to a square of `targets`, castling aside, whatever they expose; a pawn reaching
    /// the last rank becomes each of `promotions`. Pawns on their first rank (the horde's)
    /// may step two squares too.
    fn each_piece_move(
        &self,
        targets: Bitboard,
        promotions: &[Role],
        last: Role,
        f: &mut impl FnMut(Move),
    ) {
        let us = self.turn();
        let occupied = self.occupied();
        let targets = targets.minus(self.by_color(us));
        let mut pawn_move = |from: Square, to: Square| {
            if matches!(to.rank(), Rank::First | Rank::Eighth) {
                for &role in promotions {
                    f(Move::new(Role::Pawn, from, to, MoveKind::Promotion(role)));
                }
            } else {
                f(Move::new(Role::Pawn, from, to, MoveKind::Normal));
            }
        };
        let them = self.by_color(!us);
        let double_from = match us {
            Color::White => Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Second),
            Color::Black => Bitboard::from_rank(Rank::Eighth) | Bitboard::from_rank(Rank::Seventh),
        };
        for from in self.our(Role::Pawn) {
            for to in attacks::pawn_attacks(us, from) & them & targets {
                pawn_move(from, to);
            }
            let step = Bitboard::from(from).forward(us).minus(occupied);
            for to in step & targets {
                pawn_move(from, to);
            }
            if double_from.contains(from) {
                for to in step.forward(us).minus(occupied) & targets {
                    pawn_move(from, to);
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
                    f(Move::new(role, from, to, MoveKind::Normal));
                }
            }
        }
    }
}
