//! Legal move generation: check evasion masks, pin rays, en passant and castling, all
//! decided before a move is emitted, so no move is ever tried and taken back.

use super::bitboard::Bitboard;
use super::position::{Move, MoveKind, Position};
use super::square::{Color, File, Rank, Role, Square};
use super::variant::{Pockets, Rules};
use super::{attacks, castling};

/// The most moves any position this crate accepts can have. 218 is the record for a
/// position reachable in a standard game; FEN validation allows at most the material a game
/// can produce (nine queens, ten rooks, …), for which 323 is a safe upper bound:
/// 27 per queen-capable piece × 9 + 2 × 14 + 2 × 13 + 2 × 8 + 10 for the king. Crazyhouse
/// adds drops (at most four pieces and a pawn on 62 empty squares, 296) to far fewer moves
/// on the board, and antichess a fifth promotion, so 512 holds every variant.
pub const MAX_MOVES: usize = 512;

/// A fixed-size list of moves, filled by the generator without allocating.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list, for moves to be pushed on (it never allocates).
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::new(Role::Pawn, Square::A1, Square::A1, MoveKind::Normal); MAX_MOVES],
            len: 0,
        }
    }

    #[inline]
    fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    /// The moves as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// The number of moves.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are no moves.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether the list holds this move.
    pub fn contains(&self, m: &Move) -> bool {
        self.as_slice().contains(m)
    }

    /// The moves, in generation order.
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }

    /// Keeps only the moves for which `keep` says yes.
    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            if keep(&self.moves[i]) {
                self.moves[kept] = self.moves[i];
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];

    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl IntoIterator for MoveList {
    type Item = Move;
    type IntoIter = std::iter::Take<std::array::IntoIter<Move, MAX_MOVES>>;

    fn into_iter(self) -> Self::IntoIter {
        self.moves.into_iter().take(self.len)
    }
}

/// Receives legal moves from the generator in groups, so that counting them (for perft) and
/// listing them share one generator.
trait MoveSink {
    /// Moves of one piece from `from` to each square of `to`; a pawn reaching the last rank
    /// makes four moves there, one per promotion piece.
    fn piece_moves(&mut self, role: Role, from: Square, to: Bitboard);
    /// Pawn moves to each square `to` of the set, each from the square `to - delta` (in
    /// square indices); pawns reaching the last rank make four moves each.
    fn pawn_moves(&mut self, to: Bitboard, delta: i32);
    /// An en passant capture.
    fn en_passant(&mut self, from: Square, to: Square);
    /// Castling of the king on `king` with the rook on `rook`.
    fn castle(&mut self, king: Square, rook: Square);
    /// Crazyhouse: drops of a piece of `role` on each square of `to`.
    fn drops(&mut self, role: Role, to: Bitboard);
    /// One move of a variant generated on its own.
    fn single(&mut self, m: Move);
}

/// Counts moves without building them.
struct MoveCounter(u64);

impl MoveSink for MoveCounter {
    #[inline]
    fn piece_moves(&mut self, role: Role, _from: Square, to: Bitboard) {
        self.0 += u64::from(to.count());
        if role == Role::Pawn {
            self.0 += 3 * u64::from((to & Bitboard::BACK_RANKS).count());
        }
    }

    #[inline]
    fn pawn_moves(&mut self, to: Bitboard, _delta: i32) {
        self.0 += u64::from(to.count()) + 3 * u64::from((to & Bitboard::BACK_RANKS).count());
    }

    #[inline]
    fn en_passant(&mut self, _from: Square, _to: Square) {
        self.0 += 1;
    }

    #[inline]
    fn castle(&mut self, _king: Square, _rook: Square) {
        self.0 += 1;
    }

    #[inline]
    fn drops(&mut self, _role: Role, to: Bitboard) {
        self.0 += u64::from(to.count());
    }

    #[inline]
    fn single(&mut self, _m: Move) {
        self.0 += 1;
    }
}

/// Hands each move to a function, expanding the groups of the generator.
struct EachMove<F: FnMut(Move)>(F);

impl<F: FnMut(Move)> EachMove<F> {
    #[inline]
    fn pawn_move(&mut self, from: Square, to: Square) {
        if matches!(to.rank(), Rank::First | Rank::Eighth) {
            for role in Role::PROMOTIONS {
                (self.0)(Move::new(Role::Pawn, from, to, MoveKind::Promotion(role)));
            }
        } else {
            (self.0)(Move::new(Role::Pawn, from, to, MoveKind::Normal));
        }
    }
}

impl<F: FnMut(Move)> MoveSink for EachMove<F> {
    #[inline]
    fn piece_moves(&mut self, role: Role, from: Square, to: Bitboard) {
        if role == Role::Pawn {
            for to in to {
                self.pawn_move(from, to);
            }
        } else {
            for to in to {
                (self.0)(Move::new(role, from, to, MoveKind::Normal));
            }
        }
    }

    #[inline]
    fn pawn_moves(&mut self, to: Bitboard, delta: i32) {
        for to in to {
            self.pawn_move(Square::new((to as i32 - delta) as u32), to);
        }
    }

    #[inline]
    fn en_passant(&mut self, from: Square, to: Square) {
        (self.0)(Move::new(Role::Pawn, from, to, MoveKind::EnPassant));
    }

    #[inline]
    fn castle(&mut self, king: Square, rook: Square) {
        (self.0)(Move::new(Role::King, king, rook, MoveKind::Castle));
    }

    #[inline]
    fn drops(&mut self, role: Role, to: Bitboard) {
        for to in to {
            (self.0)(Move::new(role, to, to, MoveKind::Drop));
        }
    }

    #[inline]
    fn single(&mut self, m: Move) {
        (self.0)(m);
    }
}

impl Position {
    /// Every legal move of the position, in the order generated.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.for_each_legal_move(|m| moves.push(m));
        moves
    }

    /// Calls `f` with every legal move, without collecting them.
    #[inline]
    pub fn for_each_legal_move(&self, f: impl FnMut(Move)) {
        self.generate_legal(&mut EachMove(f));
    }

    /// Calls `f` with every move legal by chess's rules, whatever the variant: what racing
    /// kings keeps its moves from.
    pub(crate) fn for_each_legal_move_as_chess(&self, f: impl FnMut(Move)) {
        self.generate(&mut EachMove(f), Bitboard::FULL, Bitboard::FULL);
    }

    /// Emits every legal move of the variant into `sink`. The variant is matched once: the
    /// variants played with chess's own moves (king of the hill and three-check until they
    /// end, crazyhouse with its drops, horde's side with a king) share the generator of
    /// standard chess, the horde's own side a simpler one without a king; atomic, antichess
    /// and racing kings hand on their moves on their own (`variant_moves.rs`).
    #[inline(always)]
    fn generate_legal<S: MoveSink>(&self, sink: &mut S) {
        let drops = match self.rules() {
            Rules::Standard => None,
            Rules::Crazyhouse { pockets, .. } => Some(pockets),
            Rules::KingOfTheHill | Rules::ThreeCheck { .. } => {
                if self.variant_outcome().is_some() {
                    return;
                }
                None
            }
            Rules::Horde if self.our(Role::King).any() => None,
            Rules::Horde => return self.generate_kingless(sink),
            Rules::Atomic => return self.atomic_moves(&mut |m| sink.single(m)),
            Rules::Antichess => return self.antichess_moves(&mut |m| sink.single(m)),
            Rules::RacingKings => return self.racing_kings_moves(&mut |m| sink.single(m)),
        };
        self.generate(sink, Bitboard::FULL, Bitboard::FULL);
        if let Some(pockets) = drops {
            self.generate_drops(sink, &pockets);
        }
    }

    /// The horde's moves: with no king to keep, every move the pieces can make is legal,
    /// and pawns on the first rank may step two squares too.
    fn generate_kingless<S: MoveSink>(&self, sink: &mut S) {
        let us = self.turn();
        let target = !self.by_color(us);
        let occupied = self.occupied();
        for from in self.our(Role::Knight) {
            sink.piece_moves(Role::Knight, from, attacks::knight_attacks(from) & target);
        }
        for role in [Role::Bishop, Role::Rook, Role::Queen] {
            for from in self.our(role) {
                let to = match role {
                    Role::Bishop => attacks::bishop_attacks(from, occupied),
                    Role::Rook => attacks::rook_attacks(from, occupied),
                    _ => attacks::queen_attacks(from, occupied),
                } & target;
                sink.piece_moves(role, from, to);
            }
        }
        let pawns = self.our(Role::Pawn);
        // Nothing is pinned without a king, so the king's square is never looked at.
        self.generate_pawn_moves(sink, Square::A1, pawns, target, Bitboard::EMPTY);
        let empty = !occupied;
        let first = (pawns & Bitboard::from_rank(us.back_rank())).forward(us) & empty;
        let forward = match us {
            Color::White => 16,
            Color::Black => -16,
        };
        sink.pawn_moves(first.forward(us) & empty, forward);
        if let Some(ep) = self.pseudo_ep_square() {
            for from in attacks::pawn_attacks(!us, ep) & pawns {
                sink.en_passant(from, ep);
            }
        }
    }

    /// Crazyhouse: the drops of the pieces in hand, on empty squares, between the king and
    /// a lone checker when in check, and pawns not on the first or last rank.
    fn generate_drops<S: MoveSink>(&self, sink: &mut S, pockets: &Pockets) {
        let checkers = self.checkers();
        let squares = match checkers.first() {
            None => !self.occupied(),
            Some(_) if checkers.more_than_one() => return,
            Some(checker) => attacks::between(self.king(self.turn()), checker),
        };
        for role in pockets.roles(self.turn()) {
            let to = match role {
                Role::Pawn => squares.minus(Bitboard::BACK_RANKS),
                _ => squares,
            };
            sink.drops(role, to);
        }
    }

    /// Calls `f` with every legal move from a square of `from` to a square of `to` (for
    /// castling, the king's square and the rook's; for a drop, its square). Much cheaper
    /// than generating everything when looking for particular moves, as when reading SAN.
    #[inline]
    pub fn for_each_legal_move_in(&self, from: Bitboard, to: Bitboard, mut f: impl FnMut(Move)) {
        if !matches!(self.rules(), Rules::Standard) {
            self.for_each_legal_move(|m| {
                if from.contains(m.from()) && to.contains(m.to()) {
                    f(m);
                }
            });
            return;
        }
        self.generate(&mut EachMove(f), from, to);
    }

    /// Whether `m` is a legal move here.
    pub fn is_legal(&self, m: Move) -> bool {
        let mut found = false;
        let mut check = |legal: Move| found |= legal == m;
        if m.is_castle() || m.is_drop() {
            self.for_each_legal_move_in(
                Bitboard::from(m.from()),
                Bitboard::from(m.to()),
                &mut check,
            );
        } else {
            self.for_each_legal_move_of(m.role(), Bitboard::from(m.from()), m.to(), &mut check);
        }
        found
    }

    /// Calls `f` with every legal move, other than castling, of a piece of `role` standing on
    /// a square of `origins` to the square `to` (four moves for a promotion). What reading
    /// one SAN move needs: it looks only at the pieces that can reach `to`, which is much
    /// cheaper than generating every move.
    pub fn for_each_legal_move_of(
        &self,
        role: Role,
        origins: Bitboard,
        to: Square,
        mut f: impl FnMut(Move),
    ) {
        if !matches!(self.rules(), Rules::Standard) {
            self.for_each_legal_move(|m| {
                let wanted = m.role() == role && m.to() == to && origins.contains(m.from());
                if wanted && !m.is_castle() && !m.is_drop() {
                    f(m);
                }
            });
            return;
        }
        let us = self.turn();
        let ours = self.by_color(us);
        if ours.contains(to) {
            return;
        }
        let king = self.king(us);
        let occupied = self.occupied();
        let mine = self.our(role) & origins;
        if role == Role::King {
            let reaches = mine.any() && attacks::king_attacks(king).contains(to);
            if reaches && !self.is_attacked_once(to, occupied.without(king)) {
                f(Move::new(Role::King, king, to, MoveKind::Normal));
            }
            return;
        }
        let checkers = self.checkers();
        if checkers.more_than_one() {
            return;
        }
        if role == Role::Pawn && self.pseudo_ep_square() == Some(to) {
            for from in attacks::pawn_attacks(!us, to) & mine {
                if self.is_legal_en_passant(from, to) {
                    f(Move::new(Role::Pawn, from, to, MoveKind::EnPassant));
                }
            }
            return;
        }
        if let Some(checker) = checkers.first()
            && !attacks::between(king, checker).with(checker).contains(to)
        {
            return;
        }
        let candidates = mine
            & match role {
                Role::Pawn => self.pawns_reaching(to),
                Role::Knight => attacks::knight_attacks(to),
                _ => attacks::sliders_reaching(role, mine, to, occupied),
            };
        if candidates.is_empty() {
            return;
        }
        // Only a piece on a line with its king can be pinned; most are not.
        let aligned = (candidates & attacks::queen_rays(king)).any();
        let pinned = if aligned {
            self.pinned(king)
        } else {
            Bitboard::EMPTY
        };
        let mut each = EachMove(&mut f);
        for from in candidates {
            if !pinned.contains(from) || attacks::line(king, from).contains(to) {
                each.piece_moves(role, from, Bitboard::from(to));
            }
        }
    }

    /// The squares from which a pawn of the side to move could move to `to` (a capture when
    /// an enemy piece stands there, else a single or double step), ignoring pins and checks.
    fn pawns_reaching(&self, to: Square) -> Bitboard {
        let us = self.turn();
        if self.by_color(!us).contains(to) {
            return attacks::pawn_attacks(!us, to);
        }
        if self.occupied().contains(to) {
            return Bitboard::EMPTY;
        }
        let one_back = Bitboard::from(to).forward(!us);
        if (one_back & self.occupied()).any() || to.rank() != us.double_push_rank() {
            return one_back;
        }
        one_back.forward(!us)
    }

    /// The pieces of `role` of the side to move that could move to `to` if their own
    /// king's safety did not matter (castling aside): where a refusal looks for the piece
    /// that may not go there, and for the pieces to tell it apart from.
    pub fn pseudo_legal_origins(&self, role: Role, to: Square) -> Bitboard {
        self.our(role)
            .into_iter()
            .filter(|&from| self.pseudo_legal_targets(role, from).contains(to))
            .collect()
    }

    /// Where a piece of `role` of the side to move on `from` could move if its own king's
    /// safety did not matter, castling aside.
    fn pseudo_legal_targets(&self, role: Role, from: Square) -> Bitboard {
        let us = self.turn();
        let occupied = self.occupied();
        let targets = match role {
            Role::Pawn => {
                let step = Bitboard::from(from).forward(us).minus(occupied);
                let double = if from.rank() == us.pawn_rank() {
                    step.forward(us).minus(occupied)
                } else {
                    Bitboard::EMPTY
                };
                let ep = self
                    .pseudo_ep_square()
                    .map_or(Bitboard::EMPTY, Bitboard::from);
                step | double | (attacks::pawn_attacks(us, from) & (self.by_color(!us) | ep))
            }
            Role::Knight => attacks::knight_attacks(from),
            Role::Bishop => attacks::bishop_attacks(from, occupied),
            Role::Rook => attacks::rook_attacks(from, occupied),
            Role::Queen => attacks::queen_attacks(from, occupied),
            Role::King => attacks::king_attacks(from),
        };
        targets.minus(self.by_color(us))
    }

    /// The number of legal moves, counted without building them.
    #[inline]
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = MoveCounter(0);
        self.generate_legal(&mut counter);
        counter.0
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_moves(&self) -> bool {
        self.count_legal_moves() > 0
    }

    /// Whether the side to move is checkmated (never once the variant's own rule ended the
    /// game: see [`Position::variant_outcome`]).
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves() && self.variant_outcome().is_none()
    }

    /// Whether the side to move is stalemated (never once the variant's own rule ended the
    /// game, as an antichess stalemate does).
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves() && self.variant_outcome().is_none()
    }

    /// Whether `square` is attacked by the side not to move, with `occupied` as blockers.
    #[inline]
    fn is_attacked(&self, square: Square, occupied: Bitboard) -> bool {
        let (straight, diagonal) = self.their_sliders();
        self.is_attacked_by_leapers(square)
            || (attacks::rook_attacks(square, occupied) & straight).any()
            || (attacks::bishop_attacks(square, occupied) & diagonal).any()
    }

    /// [`Position::is_attacked`] for a question asked once about a position, as when reading
    /// a king move: the sliders are found from small ray tables, since the large table of
    /// slider attacks is then cold and each of its loads would miss the cache.
    fn is_attacked_once(&self, square: Square, occupied: Bitboard) -> bool {
        let (straight, diagonal) = self.their_sliders();
        self.is_attacked_by_leapers(square)
            || attacks::sliders_reaching(Role::Rook, straight, square, occupied).any()
            || attacks::sliders_reaching(Role::Bishop, diagonal, square, occupied).any()
    }

    /// Whether an enemy pawn, knight or king attacks `square`.
    #[inline]
    fn is_attacked_by_leapers(&self, square: Square) -> bool {
        let them = self.by_color(!self.turn());
        let hits = |attacks: Bitboard, role: Role| (attacks & self.by_role(role) & them).any();
        hits(attacks::knight_attacks(square), Role::Knight)
            || hits(attacks::pawn_attacks(self.turn(), square), Role::Pawn)
            || hits(attacks::king_attacks(square), Role::King)
    }

    /// The enemy pieces that move along ranks and files (rooks, queens), and along diagonals
    /// (bishops, queens).
    #[inline]
    fn their_sliders(&self) -> (Bitboard, Bitboard) {
        let them = self.by_color(!self.turn());
        let queens = self.by_role(Role::Queen);
        (
            (self.by_role(Role::Rook) | queens) & them,
            (self.by_role(Role::Bishop) | queens) & them,
        )
    }

    /// Every square the side not to move attacks, with `occupied` as blockers.
    fn attacked_squares(&self, occupied: Bitboard) -> Bitboard {
        let them = !self.turn();
        let theirs = self.by_color(them);
        let pawns = self.their(Role::Pawn);
        let forward = pawns.forward(them);
        // A horde has no king.
        let king = self.their(Role::King).first();
        let mut attacked = Bitboard(forward.minus(Bitboard::from_file(File::A)).0 >> 1)
            | Bitboard(forward.minus(Bitboard::from_file(File::H)).0 << 1)
            | king.map_or(Bitboard::EMPTY, attacks::king_attacks);
        for knight in self.their(Role::Knight) {
            attacked |= attacks::knight_attacks(knight);
        }
        let queens = self.by_role(Role::Queen);
        for slider in (self.by_role(Role::Bishop) | queens) & theirs {
            attacked |= attacks::bishop_attacks(slider, occupied);
        }
        for slider in (self.by_role(Role::Rook) | queens) & theirs {
            attacked |= attacks::rook_attacks(slider, occupied);
        }
        attacked
    }

    /// Our pieces that stand alone between our king and an enemy slider aiming at it.
    #[inline]
    fn pinned(&self, king: Square) -> Bitboard {
        let them = self.by_color(!self.turn());
        let occupied = self.occupied();
        let snipers = (attacks::rook_rays(king)
            & (self.by_role(Role::Rook) | self.by_role(Role::Queen)))
            | (attacks::bishop_rays(king)
                & (self.by_role(Role::Bishop) | self.by_role(Role::Queen)));
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers & them {
            let blockers = attacks::between(king, sniper) & occupied;
            if !blockers.more_than_one() {
                pinned |= blockers;
            }
        }
        pinned & self.by_color(self.turn())
    }

    /// Emits every legal move from a square of `origins` to a square of `targets` into
    /// `sink`.
    #[inline(always)]
    fn generate<S: MoveSink>(&self, sink: &mut S, origins: Bitboard, targets: Bitboard) {
        let us = self.turn();
        let ours = self.by_color(us);
        let occupied = self.occupied();
        let king = self.king(us);
        let checkers = self.checkers();

        if origins.contains(king) {
            let king_targets = attacks::king_attacks(king).minus(ours) & targets;
            let without_king = occupied.without(king);
            // Square by square for a king with few moves (the usual middle game); with many
            // (the endgame), the whole map of enemy attacks is cheaper.
            let safe = if king_targets.count() > 2 {
                king_targets.minus(self.attacked_squares(without_king))
            } else {
                king_targets
                    .into_iter()
                    .filter(|&to| !self.is_attacked(to, without_king))
                    .collect()
            };
            sink.piece_moves(Role::King, king, safe);
        }

        if checkers.more_than_one() {
            return;
        }
        let target = match checkers.first() {
            Some(checker) => attacks::between(king, checker).with(checker),
            None => !ours,
        } & targets;
        let pinned = self.pinned(king);

        for from in (self.our(Role::Knight) & origins).minus(pinned) {
            sink.piece_moves(Role::Knight, from, attacks::knight_attacks(from) & target);
        }
        for role in [Role::Bishop, Role::Rook, Role::Queen] {
            for from in self.our(role) & origins {
                let mut to = match role {
                    Role::Bishop => attacks::bishop_attacks(from, occupied),
                    Role::Rook => attacks::rook_attacks(from, occupied),
                    _ => attacks::queen_attacks(from, occupied),
                } & target;
                if pinned.contains(from) {
                    to &= attacks::line(king, from);
                }
                sink.piece_moves(role, from, to);
            }
        }

        self.generate_pawn_moves(sink, king, self.our(Role::Pawn) & origins, target, pinned);
        if let Some(ep) = self.pseudo_ep_square().filter(|&ep| targets.contains(ep)) {
            for from in attacks::pawn_attacks(!us, ep) & self.our(Role::Pawn) & origins {
                if self.is_legal_en_passant(from, ep) {
                    sink.en_passant(from, ep);
                }
            }
        }
        if checkers.is_empty() && origins.contains(king) {
            self.generate_castling(sink, king, targets);
        }
    }

    #[inline(always)]
    fn generate_pawn_moves<S: MoveSink>(
        &self,
        sink: &mut S,
        king: Square,
        pawns: Bitboard,
        target: Bitboard,
        pinned: Bitboard,
    ) {
        let us = self.turn();
        let empty = !self.occupied();
        let them = self.by_color(!us);
        let (forward, double_rank) = match us {
            Color::White => (8, Rank::Third),
            Color::Black => (-8, Rank::Sixth),
        };

        let free = pawns.minus(pinned);
        let single = free.forward(us) & empty;
        let double = (single & Bitboard::from_rank(double_rank)).forward(us) & empty;
        sink.pawn_moves(single & target, forward);
        sink.pawn_moves(double & target, 2 * forward);
        let towards_a = free.minus(Bitboard::from_file(File::A)).forward(us);
        let towards_h = free.minus(Bitboard::from_file(File::H)).forward(us);
        sink.pawn_moves(Bitboard(towards_a.0 >> 1) & them & target, forward - 1);
        sink.pawn_moves(Bitboard(towards_h.0 << 1) & them & target, forward + 1);

        for from in pawns & pinned {
            let mut to = attacks::pawn_attacks(us, from) & them;
            let step = Bitboard::from(from).forward(us) & empty;
            to |= step;
            if from.rank() == us.pawn_rank() {
                to |= step.forward(us) & empty;
            }
            sink.piece_moves(Role::Pawn, from, to & target & attacks::line(king, from));
        }
    }

    #[inline(always)]
    fn generate_castling<S: MoveSink>(&self, sink: &mut S, king: Square, targets: Bitboard) {
        let us = self.turn();
        let rooks = self.castling_rooks() & self.by_color(us) & targets;
        if rooks.is_empty() {
            return;
        }
        let occupied = self.occupied();
        for rook in rooks {
            let path = castling::path(king, rook);
            if (path.must_be_empty & occupied).any() {
                continue;
            }
            let without_king = occupied.without(king);
            let crossed_safely = path
                .crossed
                .into_iter()
                .all(|square| !self.is_attacked(square, without_king));
            let after = (occupied.without(king).without(rook)).with(path.rook_to);
            if crossed_safely && !self.is_attacked(path.king_to, after) {
                sink.castle(king, rook);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::fen;
    use super::*;

    fn uci_moves(fen_text: &str) -> Vec<String> {
        let mut moves: Vec<String> = fen::read(fen_text)
            .unwrap()
            .legal_moves()
            .iter()
            .map(|m| m.to_uci())
            .collect();
        moves.sort();
        moves
    }

    #[test]
    fn start_position_has_twenty_moves() {
        let pos = Position::startpos();
        assert_eq!(pos.legal_moves().len(), 20);
        assert_eq!(pos.count_legal_moves(), 20);
    }

    #[test]
    fn pinned_pieces_move_only_along_the_pin() {
        // The bishop on d2 is pinned by the queen on a5; it may only take or block on the diagonal.
        let moves = uci_moves("4k3/8/8/q7/8/8/3B4/4K3 w - - 0 1");
        let bishop: Vec<_> = moves.iter().filter(|m| m.starts_with("d2")).collect();
        assert_eq!(bishop, ["d2a5", "d2b4", "d2c3"]);
    }

    #[test]
    fn en_passant_that_exposes_the_king_on_the_rank_is_illegal() {
        let moves = uci_moves("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1");
        assert!(!moves.contains(&"b5c6".to_string()));
        let moves = uci_moves("8/8/8/1Pp4r/8/8/K7/4k3 w - c6 0 1");
        assert!(moves.contains(&"b5c6".to_string()));
    }

    #[test]
    fn en_passant_can_capture_a_checking_pawn() {
        let moves = uci_moves("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
        assert!(moves.contains(&"e4d3".to_string()));
    }

    #[test]
    fn castling_through_or_out_of_check_is_refused() {
        let through = uci_moves("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1");
        assert!(!through.contains(&"e1g1".to_string()));
        assert!(through.contains(&"e1c1".to_string()));
        let out_of = uci_moves("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1");
        assert!(!out_of.iter().any(|m| m == "e1g1" || m == "e1c1"));
        // b1 attacked does not stop queenside castling: the king does not cross it.
        let b_file = uci_moves("4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1");
        assert!(b_file.contains(&"e1c1".to_string()));
    }

    #[test]
    fn chess960_castling_where_king_and_rook_squares_overlap() {
        // King on f1 and rook on g1: after O-O the king stands on g1 and the rook on f1.
        let moves = uci_moves("4k3/8/8/8/8/8/8/5KR1 w G - 0 1");
        assert!(moves.contains(&"f1g1".to_string()));
        let mut pos = fen::read("4k3/8/8/8/8/8/8/5KR1 w G - 0 1").unwrap();
        let castle = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.is_castle())
            .unwrap();
        pos.play_unchecked(castle);
        assert_eq!(fen::write(&pos), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    }

    #[test]
    fn checkmate_and_stalemate() {
        let mate =
            fen::read("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").unwrap();
        assert!(mate.is_checkmate());
        assert!(!mate.is_stalemate());
        let stale = fen::read("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
        assert!(stale.is_stalemate());
        assert!(!stale.is_checkmate());
    }

    /// Every legal move of a role to a square, found the targeted way and by filtering the
    /// full list, must agree: in the tricky positions and along a long random game.
    #[test]
    fn targeted_generation_agrees_with_full_generation() {
        let mut positions: Vec<Position> = [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1",
            "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
            "4k3/8/8/1B5B/8/8/8/4K3 b - - 0 1",
        ]
        .iter()
        .map(|text| fen::read(text).unwrap())
        .collect();
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut game = Position::startpos();
        for _ in 0..600 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                game = Position::startpos();
                continue;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            game.play_unchecked(moves[(seed % moves.len() as u64) as usize]);
            positions.push(game);
        }
        for position in positions {
            let all = position.legal_moves();
            for role in Role::ALL {
                for to in Square::ALL {
                    let mut targeted = Vec::new();
                    position.for_each_legal_move_of(role, Bitboard::FULL, to, |m| targeted.push(m));
                    let mut filtered: Vec<Move> = all
                        .iter()
                        .copied()
                        .filter(|m| m.role() == role && m.to() == to && !m.is_castle())
                        .collect();
                    targeted.sort_by_key(|m| format!("{m:?}"));
                    filtered.sort_by_key(|m| format!("{m:?}"));
                    assert_eq!(targeted, filtered, "{role:?} to {to} in {position:?}");
                }
            }
            for m in &all {
                assert!(position.is_legal(*m));
            }
        }
    }

    #[test]
    fn move_list_retains() {
        let mut moves = Position::startpos().legal_moves();
        moves.retain(|m| m.role() == Role::Knight);
        assert_eq!(moves.len(), 4);
    }
}
