//! A chess position and how moves change it.

use std::sync::LazyLock;

use super::attacks;
use super::bitboard::Bitboard;
use super::square::{ByColor, CastlingSide, Color, File, Piece, Rank, Role, Square};
use super::variant::{HILL, Pockets, Rules, Variant, VariantEnding, VariantOutcome};
use super::zobrist;

/// What kind of move a [`Move`] is, beyond its squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A move or capture by any piece, including a pawn's single or double step.
    Normal,
    /// A pawn capturing en passant: `to` is the empty square the pawn moves to.
    EnPassant,
    /// Castling: `from` is the king's square and `to` the square of the rook it castles with.
    Castle,
    /// A pawn reaching the last rank and becoming the given piece (a king too, in
    /// antichess).
    Promotion(Role),
    /// Crazyhouse: a piece of the pocket put on the empty square `to` (`from` is `to` too).
    Drop,
}

/// A legal move in some position, as produced by the move generator.
///
/// Castling is stored as "king takes own rook", which describes standard chess and Chess960
/// alike; [`Move::king_destination`] gives the square the king ends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    from: Square,
    to: Square,
    role: Role,
    kind: MoveKind,
}

impl Move {
    /// A move; only the move generator creates them, so every move is legal where it came from.
    #[inline]
    pub(crate) const fn new(role: Role, from: Square, to: Square, kind: MoveKind) -> Move {
        Move {
            from,
            to,
            role,
            kind,
        }
    }

    /// The square the moving piece leaves (the king's square for castling).
    #[inline]
    pub const fn from(self) -> Square {
        self.from
    }

    /// The target square: where the piece goes, or the castling rook's square.
    #[inline]
    pub const fn to(self) -> Square {
        self.to
    }

    /// The role of the moving piece (the king for castling, the pawn for promotions).
    #[inline]
    pub const fn role(self) -> Role {
        self.role
    }

    /// What kind of move this is.
    #[inline]
    pub const fn kind(self) -> MoveKind {
        self.kind
    }

    /// The piece a promotion turns into, if this is one.
    #[inline]
    pub const fn promotion(self) -> Option<Role> {
        match self.kind {
            MoveKind::Promotion(role) => Some(role),
            _ => None,
        }
    }

    /// Whether this is castling.
    #[inline]
    pub const fn is_castle(self) -> bool {
        matches!(self.kind, MoveKind::Castle)
    }

    /// Whether this is a crazyhouse drop.
    #[inline]
    pub const fn is_drop(self) -> bool {
        matches!(self.kind, MoveKind::Drop)
    }

    /// Whether this is an en passant capture.
    #[inline]
    pub const fn is_en_passant(self) -> bool {
        matches!(self.kind, MoveKind::EnPassant)
    }

    /// The square the king ends on when castling (g or c file), else the target square.
    #[inline]
    pub const fn king_destination(self) -> Square {
        match self.kind {
            MoveKind::Castle => castling_destinations(self.from, self.to).0,
            _ => self.to,
        }
    }

    /// The wing castling goes to; `None` for every other move.
    #[inline]
    pub const fn castling_side(self) -> Option<CastlingSide> {
        match self.kind {
            MoveKind::Castle => Some(CastlingSide::of(self.from, self.to)),
            _ => None,
        }
    }

    /// Coordinate (UCI) notation: `e2e4`, `e7e8q`, a drop as `N@f3` or `P@e6`. Castling is
    /// written as the king's two-square step (`e1g1`) when the king starts on the e-file and
    /// the rook on a corner, as in standard chess, and as king-takes-rook (`b1a1`) otherwise,
    /// as Chess960 requires.
    pub fn to_uci(self) -> String {
        if self.is_drop() {
            return format!("{}@{}", self.role.upper_char(), self.to);
        }
        let to = match self.kind {
            MoveKind::Castle if is_standard_castle(self.from, self.to) => self.king_destination(),
            _ => self.to,
        };
        let mut text = format!("{}{to}", self.from);
        if let Some(role) = self.promotion() {
            text.push(role.upper_char().to_ascii_lowercase());
        }
        text
    }
}

/// Whether castling from `king` with the rook on `rook` looks like standard chess castling.
const fn is_standard_castle(king: Square, rook: Square) -> bool {
    matches!(king.file(), File::E) && matches!(rook.file(), File::A | File::H)
}

/// Where king and rook end when the king on `king` castles with the rook on `rook`.
#[inline]
pub(crate) const fn castling_destinations(king: Square, rook: Square) -> (Square, Square) {
    let rank = king.rank();
    if (rook as u8) > (king as u8) {
        (
            Square::from_coords(File::G, rank),
            Square::from_coords(File::F, rank),
        )
    } else {
        (
            Square::from_coords(File::C, rank),
            Square::from_coords(File::D, rank),
        )
    }
}

/// The largest move number and halfmove clock a position holds. A FEN with more is refused,
/// and playing on from there keeps the counter at it, so that every position written as FEN
/// reads back. No game under the 75-move rule lasts 6,000 moves, so only a FEN that starts
/// near the bound reaches it, and counters never come near overflowing.
pub const MAX_COUNTER: u32 = 100_000;

/// A legal chess position: the pieces, the side to move, castling rights, the en passant
/// square, the move counters, and a Zobrist hash kept up to date with every move.
///
/// Positions are only built from a validated FEN, a start position, or by playing legal
/// moves, so every `Position` is legal: one king per side, no pawn on a back rank, the side
/// not to move not in check, castling rights that point at real rooks.
///
/// Two positions are equal when the rules count them the same (FIDE 9.2.3): an en passant
/// square that no legal capture uses makes no difference, so that a position and the one its
/// FEN reads back to are equal.
#[derive(Clone, Copy)]
pub struct Position {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
    turn: Color,
    /// The squares of the rooks that may still castle (both colours).
    castling: Bitboard,
    /// Set after a double step whenever an enemy pawn stands ready to capture en passant
    /// (the capture may still be illegal: see [`Position::ep_square`]); read from a FEN only
    /// when the capture is legal.
    ep_square: Option<Square>,
    halfmove_clock: u32,
    fullmove_number: u32,
    checkers: Bitboard,
    hash: u64,
    /// The variant played, with its own state.
    rules: Rules,
}

/// The fields of a position before validation, as read from a FEN or set up for a start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Setup {
    pub board: [Option<Piece>; 64],
    pub turn: Color,
    pub castling: Bitboard,
    pub ep_square: Option<Square>,
    pub halfmove_clock: u32,
    pub fullmove_number: u32,
    pub rules: Rules,
}

impl Position {
    /// The standard starting position.
    pub fn startpos() -> Position {
        static START: LazyLock<Position> =
            LazyLock::new(|| Position::chess960(518).expect("518 is the standard array"));
        *START
    }

    /// The number (0–959) of the Chess960 start position this is, if it is one: the same
    /// pieces on the same squares, White to move, every castling right, at move 1.
    pub fn chess960_number(&self) -> Option<u16> {
        let back = File::ALL.map(|file| self.role_at(Square::from_coords(file, Rank::First)));
        let number = chess960_number_of(back)?;
        (Position::chess960(number).as_ref() == Some(self)).then_some(number)
    }

    /// The Chess960 starting position with the given number (0–959, Scharnagl numbering);
    /// number 518 is the standard array. `None` for a number outside that range.
    pub fn chess960(number: u16) -> Option<Position> {
        if number >= 960 {
            return None;
        }
        let back = chess960_back_rank(number);
        let mut board = [None; 64];
        for (file, role) in File::ALL.into_iter().zip(back) {
            board[Square::from_coords(file, Rank::First).index()] = Some(role.of(Color::White));
            board[Square::from_coords(file, Rank::Second).index()] =
                Some(Role::Pawn.of(Color::White));
            board[Square::from_coords(file, Rank::Seventh).index()] =
                Some(Role::Pawn.of(Color::Black));
            board[Square::from_coords(file, Rank::Eighth).index()] = Some(role.of(Color::Black));
        }
        let rooks: Bitboard = File::ALL
            .into_iter()
            .filter(|file| back[file.index() as usize] == Role::Rook)
            .flat_map(|file| {
                [
                    Square::from_coords(file, Rank::First),
                    Square::from_coords(file, Rank::Eighth),
                ]
            })
            .collect();
        Some(Position::from_validated_setup(&Setup {
            board,
            turn: Color::White,
            castling: rooks,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            rules: Rules::Standard,
        }))
    }

    /// Builds a position from a setup already checked by [`super::fen`].
    pub(crate) fn from_validated_setup(setup: &Setup) -> Position {
        let mut pos = Position {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            turn: setup.turn,
            castling: setup.castling,
            ep_square: None,
            halfmove_clock: setup.halfmove_clock,
            fullmove_number: setup.fullmove_number,
            checkers: Bitboard::EMPTY,
            hash: 0,
            rules: setup.rules,
        };
        for square in Square::ALL {
            if let Some(piece) = setup.board[square.index()] {
                pos.by_role[piece.role.index()] |= square;
                pos.by_color[piece.color.index()] |= square;
            }
        }
        pos.checkers = pos.checkers_from_scratch();
        pos.ep_square = setup.ep_square;
        if !pos.has_legal_en_passant() {
            pos.ep_square = None;
        }
        pos.hash = pos.hash_from_scratch();
        pos
    }

    /// The side to move.
    #[inline]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// The variant the position is played in.
    #[inline]
    pub const fn variant(&self) -> Variant {
        self.rules.variant()
    }

    /// The rules with the variant's state.
    #[inline]
    pub(crate) const fn rules(&self) -> Rules {
        self.rules
    }

    /// The pieces in hand in crazyhouse; `None` in every other variant.
    pub fn pockets(&self) -> Option<&Pockets> {
        match &self.rules {
            Rules::Crazyhouse { pockets, .. } => Some(pockets),
            _ => None,
        }
    }

    /// The pieces on the board that were pawns, in crazyhouse (empty elsewhere): taken, they
    /// go to the pocket as pawns.
    pub fn promoted(&self) -> Bitboard {
        match self.rules {
            Rules::Crazyhouse { promoted, .. } => promoted,
            _ => Bitboard::EMPTY,
        }
    }

    /// The checks each side still has to give to win, in three-check; `None` elsewhere.
    pub fn remaining_checks(&self) -> Option<ByColor<u8>> {
        match self.rules {
            Rules::ThreeCheck { remaining } => Some(remaining),
            _ => None,
        }
    }

    /// All pieces of one role, both colours.
    #[inline]
    pub const fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role as usize]
    }

    /// All pieces of one colour.
    #[inline]
    pub const fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color as usize]
    }

    /// The squares of one kind of piece.
    #[inline]
    pub const fn pieces(&self, piece: Piece) -> Bitboard {
        Bitboard(self.by_role(piece.role).0 & self.by_color(piece.color).0)
    }

    /// The pieces of the side to move with this role.
    #[inline]
    pub const fn our(&self, role: Role) -> Bitboard {
        self.pieces(role.of(self.turn))
    }

    /// The pieces of the side not to move with this role.
    #[inline]
    pub const fn their(&self, role: Role) -> Bitboard {
        Bitboard(self.by_role(role).0 & self.by_color[1 - self.turn as usize].0)
    }

    /// Every occupied square, of either colour.
    #[inline]
    pub const fn occupied(&self) -> Bitboard {
        Bitboard(self.by_color[0].0 | self.by_color[1].0)
    }

    /// The piece on a square, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        let color = if self.by_color(Color::White).contains(square) {
            Color::White
        } else if self.by_color(Color::Black).contains(square) {
            Color::Black
        } else {
            return None;
        };
        Some(self.role_at(square)?.of(color))
    }

    /// The role of the piece on a square, if any.
    #[inline]
    pub fn role_at(&self, square: Square) -> Option<Role> {
        // At most one role's squares hold `square`, so the sum is 1 + its index, or 0. Summed
        // rather than searched, since a search would branch on a role that cannot be predicted.
        let found: usize = Role::ALL
            .into_iter()
            .map(|role| (role.index() + 1) * usize::from(self.by_role(role).contains(square)))
            .sum();
        found.checked_sub(1).map(|index| Role::ALL[index])
    }

    /// The square of a side's king. Every variant but atomic (after an explosion), antichess
    /// and horde keeps one king a side; ask [`Position::king_of`] there.
    #[inline]
    pub fn king(&self, color: Color) -> Square {
        self.pieces(Role::King.of(color))
            .first()
            .expect("a position always has both kings")
    }

    /// The square of a side's king, if it has one (its first, in antichess).
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.pieces(Role::King.of(color)).first()
    }

    /// The squares of the rooks that still have the right to castle, both colours.
    #[inline]
    pub const fn castling_rooks(&self) -> Bitboard {
        self.castling
    }

    /// The role of the piece a legal move of this position takes: a pawn for en passant;
    /// nothing for castling, which is written as the king moving onto its own rook.
    pub fn captured_role(&self, m: Move) -> Option<Role> {
        if m.is_en_passant() {
            Some(Role::Pawn)
        } else if !m.is_drop() && self.by_color(!self.turn).contains(m.to()) {
            self.role_at(m.to())
        } else {
            None
        }
    }

    /// Whether a castling right only makes sense in Chess960: a king off the e-file, or a
    /// castling rook off the corners.
    pub fn has_chess960_castling(&self) -> bool {
        Color::ALL.into_iter().any(|color| {
            let rooks = self.castling & Bitboard::from_rank(color.back_rank());
            self.king_of(color).is_some_and(|king| {
                rooks
                    .into_iter()
                    .any(|rook| !is_standard_castle(king, rook))
            })
        })
    }

    /// The en passant target square, only when an en passant capture is legal now.
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square.filter(|_| self.has_legal_en_passant())
    }

    /// The en passant square as stored: set after a double step whenever an enemy pawn
    /// attacks it, whether or not the capture is legal.
    #[inline]
    pub(crate) const fn pseudo_ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Half-moves since the last capture or pawn move (for the fifty-move rule).
    #[inline]
    pub const fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The number of the current full move, starting at 1 and growing after Black moves.
    #[inline]
    pub const fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The pieces giving check to the side to move.
    #[inline]
    pub const fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// Whether the side to move is in check.
    #[inline]
    pub const fn is_check(&self) -> bool {
        self.checkers.any()
    }

    /// The Zobrist hash of the position: placement, side to move, castling rights and the
    /// stored en passant square. Updated incrementally by every move.
    #[inline]
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// The key for repetition: like [`Position::hash`], but the en passant square counts only
    /// when an en passant capture is actually legal (FIDE 9.2.3).
    pub fn repetition_key(&self) -> u64 {
        match self.ep_square {
            Some(ep) if !self.has_legal_en_passant() => self.hash ^ zobrist::en_passant(ep),
            _ => self.hash,
        }
    }

    /// Computes the hash from the position's fields, without the incremental updates.
    pub fn hash_from_scratch(&self) -> u64 {
        let mut hash = zobrist::side_to_move(self.turn);
        for color in Color::ALL {
            for role in Role::ALL {
                let piece = role.of(color);
                for square in self.pieces(piece) {
                    hash ^= zobrist::piece(piece, square);
                }
            }
        }
        for rook in self.castling {
            hash ^= zobrist::castling_rook(rook);
        }
        if let Some(ep) = self.ep_square {
            hash ^= zobrist::en_passant(ep);
        }
        hash ^ self.rules.zobrist()
    }

    /// The pieces of `attacker` that attack `square`, with `occupied` as the blocking pieces.
    #[inline]
    pub fn attackers(&self, square: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let theirs = self.by_color(attacker);
        let rooks = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        let bishops = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        theirs
            & ((attacks::knight_attacks(square) & self.by_role(Role::Knight))
                | (attacks::king_attacks(square) & self.by_role(Role::King))
                | (attacks::pawn_attacks(!attacker, square) & self.by_role(Role::Pawn))
                | (attacks::rook_attacks(square, occupied) & rooks)
                | (attacks::bishop_attacks(square, occupied) & bishops))
    }

    /// The enemy pieces attacking a side's king.
    fn attackers_of_king(&self, color: Color) -> Bitboard {
        self.attackers(self.king(color), !color, self.occupied())
    }

    /// The pieces giving check to `color`'s king as the variant counts checks: none in
    /// antichess, none to a side without a king (horde, an exploded king), and none in
    /// atomic while the kings touch, since neither may take the other.
    fn checks_to(&self, color: Color) -> Bitboard {
        match self.rules {
            Rules::Antichess => Bitboard::EMPTY,
            Rules::Atomic => self.atomic_attackers(self.king_of(color), !color, self.occupied()),
            Rules::Horde => self.king_of(color).map_or(Bitboard::EMPTY, |king| {
                self.attackers(king, !color, self.occupied())
            }),
            _ => self.attackers_of_king(color),
        }
    }

    /// The pieces of `attacker` attacking `square` (a king's) in atomic: none when the
    /// attacker's king stands next to it or is gone, since a capture there would explode it.
    pub(crate) fn atomic_attackers(
        &self,
        square: Option<Square>,
        attacker: Color,
        occupied: Bitboard,
    ) -> Bitboard {
        let kings = self.pieces(Role::King.of(attacker));
        match square {
            Some(square) if kings.any() && (attacks::king_attacks(square) & kings).is_empty() => {
                self.attackers(square, attacker, occupied)
            }
            _ => Bitboard::EMPTY,
        }
    }

    /// The checks to the side to move, computed from the whole board.
    fn checkers_from_scratch(&self) -> Bitboard {
        self.checks_to(self.turn)
    }

    /// Whether the side not to move is in check (which a legal position never allows).
    pub(crate) fn is_opponent_in_check(&self) -> bool {
        self.checks_to(!self.turn).any()
    }

    /// Whether the side to move can capture en passant legally right now.
    fn has_legal_en_passant(&self) -> bool {
        let Some(ep) = self.ep_square else {
            return false;
        };
        if !matches!(self.rules, Rules::Standard) {
            return self.legal_moves().iter().any(|m| m.is_en_passant());
        }
        (attacks::pawn_attacks(!self.turn, ep) & self.our(Role::Pawn))
            .into_iter()
            .any(|from| self.is_legal_en_passant(from, ep))
    }

    /// Whether the pawn on `from` may capture en passant onto `ep` without leaving its king
    /// in check; the king does not move, so only lines opened by the two pawns leaving their
    /// squares, or checks not answered by the capture, matter.
    #[inline]
    pub(crate) fn is_legal_en_passant(&self, from: Square, ep: Square) -> bool {
        let captured = ep.with_rank(from.rank());
        let king = self.king(self.turn);
        let occupied = (self.occupied() ^ from ^ captured) | ep;
        let them = self.by_color(!self.turn);
        let stepping_checkers = self.checkers.without(captured)
            & (self.by_role(Role::Knight) | self.by_role(Role::Pawn));
        stepping_checkers.is_empty()
            && (attacks::rook_attacks(king, occupied)
                & them
                & (self.by_role(Role::Rook) | self.by_role(Role::Queen)))
            .is_empty()
            && (attacks::bishop_attacks(king, occupied)
                & them
                & (self.by_role(Role::Bishop) | self.by_role(Role::Queen)))
            .is_empty()
    }

    #[inline]
    fn put(&mut self, piece: Piece, square: Square) {
        self.by_role[piece.role.index()] ^= square;
        self.by_color[piece.color.index()] ^= square;
        self.hash ^= zobrist::piece(piece, square);
    }

    #[inline]
    fn remove(&mut self, piece: Piece, square: Square) {
        self.put(piece, square);
    }

    #[inline]
    fn take_castling_rights(&mut self, lost: Bitboard) {
        let lost = lost & self.castling;
        if lost.any() {
            self.castling ^= lost;
            for rook in lost {
                self.hash ^= zobrist::castling_rook(rook);
            }
        }
    }

    /// Plays a move generated for this position. Moves from other positions are a logic
    /// error: they are caught in debug builds and corrupt the position otherwise.
    pub fn play_unchecked(&mut self, m: Move) {
        debug_assert!(
            self.legal_moves().contains(&m),
            "{m:?} is not legal in {self:?}"
        );
        self.play_pseudo_legal(m);
    }

    /// Plays a move by the variant's rules, legal or not yet known to be: what the move
    /// generators of atomic and racing kings try before they keep a move.
    #[inline]
    pub(crate) fn play_pseudo_legal(&mut self, m: Move) {
        match self.rules {
            Rules::Standard | Rules::KingOfTheHill | Rules::RacingKings => {
                self.play_on_board(m);
                self.checkers = self.checks_after(m);
            }
            Rules::ThreeCheck { mut remaining } => {
                let mover = self.turn;
                self.play_on_board(m);
                self.checkers = self.checks_after(m);
                if self.checkers.any() {
                    let before = self.rules.zobrist();
                    let left = remaining.get_mut(mover);
                    *left = left.saturating_sub(1);
                    self.rules = Rules::ThreeCheck { remaining };
                    self.hash ^= before ^ self.rules.zobrist();
                }
            }
            Rules::Crazyhouse { pockets, promoted } => self.play_crazyhouse(m, pockets, promoted),
            Rules::Atomic => {
                let capture = self.captured_role(m).is_some();
                self.play_on_board(m);
                if capture {
                    self.explode(m.to());
                }
                self.checkers = self.checkers_from_scratch();
            }
            Rules::Antichess => self.play_on_board(m),
            Rules::Horde => {
                self.play_on_board(m);
                self.checkers = if self.our(Role::King).any() {
                    self.checks_after(m)
                } else {
                    Bitboard::EMPTY
                };
            }
        }
    }

    /// Plays a crazyhouse move: a piece taken goes to the taker's pocket (a pawn if it was
    /// promoted), a drop leaves it, and the promoted mark travels with its piece.
    fn play_crazyhouse(&mut self, m: Move, mut pockets: Pockets, mut promoted: Bitboard) {
        let before = self.rules.zobrist();
        let us = self.turn;
        match m.kind() {
            MoveKind::Drop => pockets.take(us, m.role()),
            MoveKind::Castle => {}
            MoveKind::EnPassant => pockets.add(us, Role::Pawn),
            MoveKind::Normal | MoveKind::Promotion(_) => {
                if let Some(taken) = self.captured_role(m) {
                    let taken = if promoted.contains(m.to()) {
                        Role::Pawn
                    } else {
                        taken
                    };
                    pockets.add(us, taken);
                }
                let carries_mark = promoted.contains(m.from()) || m.promotion().is_some();
                promoted = promoted.without(m.from()).without(m.to());
                if carries_mark {
                    promoted = promoted.with(m.to());
                }
            }
        }
        self.play_on_board(m);
        self.rules = Rules::Crazyhouse { pockets, promoted };
        self.hash ^= before ^ self.rules.zobrist();
        self.checkers = self.checks_after(m);
    }

    /// The squares the explosion of `m`, a legal move here, clears in atomic: the square it
    /// captures on and the pieces but pawns around it (not the square it leaves). Empty for
    /// a move that captures nothing, and outside atomic.
    pub fn explosion(&self, m: Move) -> Bitboard {
        if self.variant() != Variant::Atomic || self.captured_role(m).is_none() {
            return Bitboard::EMPTY;
        }
        (attacks::king_attacks(m.to) & self.occupied())
            .minus(self.by_role(Role::Pawn))
            .without(m.from)
            .with(m.to)
    }

    /// Atomic: the piece that captured on `square` explodes, with every piece but pawns
    /// around it; the rights of exploded rooks and kings to castle go with them.
    fn explode(&mut self, square: Square) {
        let blast = (attacks::king_attacks(square) & self.occupied())
            .minus(self.by_role(Role::Pawn))
            .with(square);
        for gone in blast {
            if let Some(piece) = self.piece_at(gone) {
                self.remove(piece, gone);
                if piece.role == Role::King {
                    self.take_castling_rights(Bitboard::from_rank(piece.color.back_rank()));
                }
            }
        }
        self.take_castling_rights(blast);
    }

    /// The checks a move just played gives: the moved piece's own and those it uncovered,
    /// looked at from the whole board only after en passant and castling.
    #[inline]
    fn checks_after(&self, m: Move) -> Bitboard {
        match m.kind {
            MoveKind::Normal | MoveKind::Promotion(_) => {
                self.checks_by(m.promotion().unwrap_or(m.role), m.from, m.to)
            }
            MoveKind::Drop => self.checks_by(m.role, m.to, m.to),
            MoveKind::EnPassant | MoveKind::Castle => self.attackers_of_king(self.turn),
        }
    }

    /// Moves the pieces, the rights, the en passant square, the counters and the turn, the
    /// same in every variant; the checks and the variant's own state are the caller's.
    #[inline(always)]
    fn play_on_board(&mut self, m: Move) {
        let us = self.turn;
        let them = !us;
        let Move {
            from,
            to,
            role,
            kind,
        } = m;

        if let Some(ep) = self.ep_square.take() {
            self.hash ^= zobrist::en_passant(ep);
        }
        self.halfmove_clock = (self.halfmove_clock + 1).min(MAX_COUNTER);

        match kind {
            MoveKind::Castle => {
                let (king_to, rook_to) = castling_destinations(from, to);
                self.remove(Role::King.of(us), from);
                self.remove(Role::Rook.of(us), to);
                self.put(Role::King.of(us), king_to);
                self.put(Role::Rook.of(us), rook_to);
                self.take_castling_rights(Bitboard::from_rank(us.back_rank()));
            }
            MoveKind::EnPassant => {
                self.remove(Role::Pawn.of(them), to.with_rank(from.rank()));
                self.remove(Role::Pawn.of(us), from);
                self.put(Role::Pawn.of(us), to);
                self.halfmove_clock = 0;
            }
            MoveKind::Drop => {
                self.put(role.of(us), to);
                if role == Role::Pawn {
                    self.halfmove_clock = 0;
                }
            }
            MoveKind::Normal | MoveKind::Promotion(_) => {
                if self.by_color(them).contains(to) {
                    let captured = self.role_at(to).expect("an enemy piece stands on `to`");
                    self.remove(captured.of(them), to);
                    self.halfmove_clock = 0;
                }
                self.remove(role.of(us), from);
                self.put(m.promotion().unwrap_or(role).of(us), to);
                match role {
                    Role::Pawn => {
                        self.halfmove_clock = 0;
                        // A horde pawn's double step from the first rank leaves no en passant.
                        if from.rank() == us.pawn_rank() && to.rank() == us.double_push_rank() {
                            let skipped = Square::new((from as u32 + to as u32) / 2);
                            if (attacks::pawn_attacks(us, skipped) & self.their(Role::Pawn)).any() {
                                self.ep_square = Some(skipped);
                                self.hash ^= zobrist::en_passant(skipped);
                            }
                        }
                    }
                    Role::King => self.take_castling_rights(Bitboard::from_rank(us.back_rank())),
                    _ => {}
                }
                self.take_castling_rights(Bitboard::from(from) | to);
            }
        }

        // A move of Black completes a full move.
        self.fullmove_number =
            (self.fullmove_number + u32::from(us == Color::Black)).min(MAX_COUNTER);
        self.turn = them;
        self.hash ^= zobrist::side_to_move(Color::Black);
    }

    /// The checks given by a piece (now of `role`) that just moved from `from` to `to`: its
    /// own attack on the enemy king, and any line it opened for a slider behind it. Cheaper
    /// than looking at every piece, which only en passant and castling need.
    #[inline]
    fn checks_by(&self, role: Role, from: Square, to: Square) -> Bitboard {
        let mover = !self.turn;
        let king = self.king(self.turn);
        let occupied = self.occupied();
        let mut checkers = match role {
            Role::Pawn if attacks::pawn_attacks(mover, to).contains(king) => Bitboard::from(to),
            Role::Knight if attacks::knight_attacks(to).contains(king) => Bitboard::from(to),
            Role::Bishop | Role::Rook | Role::Queen => {
                attacks::sliders_reaching(role, Bitboard::from(to), king, occupied)
            }
            _ => Bitboard::EMPTY,
        };
        // A slider behind the piece checks only if the piece left a line through the king.
        let line = attacks::line(king, from);
        if attacks::queen_rays(king).contains(from) && !line.contains(to) {
            let ours = self.by_color(mover);
            let (slider, sliders) = if king.rank() == from.rank() || king.file() == from.file() {
                (
                    Role::Rook,
                    self.by_role(Role::Rook) | self.by_role(Role::Queen),
                )
            } else {
                (
                    Role::Bishop,
                    self.by_role(Role::Bishop) | self.by_role(Role::Queen),
                )
            };
            checkers |= attacks::sliders_reaching(slider, sliders & ours & line, king, occupied);
        }
        checkers
    }

    /// How the game ended by the variant's own rule, if it did: an exploded king, a king on
    /// the hill, the third check, a king on the eighth rank that the other cannot follow,
    /// no pieces left or no move in antichess, the horde or its enemy taken. `None` in
    /// standard chess, whose endings are checkmate, stalemate and the draws.
    pub fn variant_outcome(&self) -> Option<VariantOutcome> {
        let won = |winner: Color, ending| {
            Some(VariantOutcome {
                winner: Some(winner),
                ending,
            })
        };
        match self.rules {
            Rules::Standard | Rules::Crazyhouse { .. } => None,
            Rules::Atomic => Color::ALL
                .into_iter()
                .find(|&color| self.king_of(color).is_none())
                .and_then(|loser| won(!loser, VariantEnding::KingExploded)),
            Rules::KingOfTheHill => Color::ALL
                .into_iter()
                .find(|&color| (self.pieces(Role::King.of(color)) & HILL).any())
                .and_then(|winner| won(winner, VariantEnding::KingOnTheHill)),
            Rules::ThreeCheck { remaining } => Color::ALL
                .into_iter()
                .find(|&color| remaining[color] == 0)
                .and_then(|winner| won(winner, VariantEnding::ThirdCheck)),
            Rules::Antichess => {
                let us = self.turn;
                if self.by_color(us).is_empty() {
                    won(us, VariantEnding::NoPiecesLeft)
                } else if self.by_color(!us).any() && !self.has_legal_moves() {
                    won(us, VariantEnding::Stalemated)
                } else {
                    None
                }
            }
            Rules::Horde => {
                let taken = |color: Color| self.by_color(color).is_empty();
                match (taken(Color::White), taken(Color::Black)) {
                    (true, true) => Some(VariantOutcome {
                        winner: None,
                        ending: VariantEnding::AllPiecesTaken,
                    }),
                    (true, false) => won(Color::Black, VariantEnding::AllPiecesTaken),
                    (false, true) => won(Color::White, VariantEnding::AllPiecesTaken),
                    (false, false) => None,
                }
            }
            Rules::RacingKings => self.racing_kings_outcome(),
        }
    }

    /// Racing kings: a king on the eighth rank ends the game, unless it is White's and
    /// Black, to move, can still reach the eighth rank to draw.
    fn racing_kings_outcome(&self) -> Option<VariantOutcome> {
        let goal = Bitboard::from_rank(Rank::Eighth);
        let in_goal = |color: Color| (self.pieces(Role::King.of(color)) & goal).any();
        let (white, black) = (in_goal(Color::White), in_goal(Color::Black));
        if !white && !black {
            return None;
        }
        if self.turn == Color::Black && white && !black {
            let king = self.king_of(Color::Black)?;
            let reachable = (attacks::king_attacks(king) & goal).minus(self.by_color(Color::Black));
            if reachable
                .into_iter()
                .any(|to| self.attackers(to, Color::White, self.occupied()).is_empty())
            {
                return None;
            }
        }
        Some(VariantOutcome {
            winner: match (white, black) {
                (true, true) => None,
                (true, false) => Some(Color::White),
                _ => Some(Color::Black),
            },
            ending: VariantEnding::KingReachedGoal,
        })
    }

    /// Whether neither side can ever checkmate, whatever is played: no pawns, rooks or
    /// queens, and either at most one knight and no bishops, or no knights and all bishops
    /// on squares of one colour. In a variant, whether neither side can win by its rules.
    pub fn is_insufficient_material(&self) -> bool {
        if !matches!(self.rules, Rules::Standard) {
            return self.has_insufficient_material(Color::White)
                && self.has_insufficient_material(Color::Black);
        }
        if (self.by_role(Role::Pawn) | self.by_role(Role::Rook) | self.by_role(Role::Queen)).any() {
            return false;
        }
        let knights = self.by_role(Role::Knight);
        let bishops = self.by_role(Role::Bishop);
        if knights.any() {
            return !knights.more_than_one() && bishops.is_empty();
        }
        (bishops & Bitboard::LIGHT_SQUARES).is_empty()
            || (bishops & Bitboard::DARK_SQUARES).is_empty()
    }

    /// Whether `color` could still checkmate by some series of legal moves, as asked when the
    /// opponent's flag falls (FIDE 6.9). A lone king, or a king with a single knight, or with
    /// bishops all on one colour, cannot — unless the opponent's own pieces could be made to
    /// block their king's escape.
    pub fn has_mating_material(&self, color: Color) -> bool {
        let ours = self.by_color(color);
        let theirs = self.by_color(!color);
        if (ours
            & (self.by_role(Role::Pawn) | self.by_role(Role::Rook) | self.by_role(Role::Queen)))
        .any()
        {
            return true;
        }
        if (ours & self.by_role(Role::Knight)).any() {
            return ours.count() > 2
                || (theirs & !self.by_role(Role::King) & !self.by_role(Role::Queen)).any();
        }
        if (ours & self.by_role(Role::Bishop)).any() {
            let bishops = self.by_role(Role::Bishop);
            let one_colour = (bishops & Bitboard::DARK_SQUARES).is_empty()
                || (bishops & Bitboard::LIGHT_SQUARES).is_empty();
            return !one_colour
                || self.by_role(Role::Knight).any()
                || self.by_role(Role::Pawn).any();
        }
        false
    }

    /// The material of each side in pawns (P 1, N 3, B 3, R 5, Q 9).
    pub fn material(&self) -> ByColor<u32> {
        ByColor::new_with(|color| {
            [
                (Role::Pawn, 1),
                (Role::Knight, 3),
                (Role::Bishop, 3),
                (Role::Rook, 5),
                (Role::Queen, 9),
            ]
            .into_iter()
            .map(|(role, value)| self.pieces(role.of(color)).count() * value)
            .sum()
        })
    }
}

/// The back rank of Chess960 start position `number` (0–959), a-file first.
/// Where the two knights go among the five squares left after bishops and queen, in the order
/// of the Scharnagl numbering.
const KNIGHTS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// The squares of `rank` (a back rank, file a first) still empty.
fn free_squares<T>(rank: &[Option<T>; 8]) -> Vec<usize> {
    (0..8).filter(|&i| rank[i].is_none()).collect()
}

/// The back rank of the Chess960 start position `number` (0–959), file a first.
fn chess960_back_rank(number: u16) -> [Role; 8] {
    let mut n = usize::from(number);
    let mut rank: [Option<Role>; 8] = [None; 8];
    rank[2 * (n % 4) + 1] = Some(Role::Bishop);
    n /= 4;
    rank[2 * (n % 4)] = Some(Role::Bishop);
    n /= 4;
    let queen = free_squares(&rank)[n % 6];
    rank[queen] = Some(Role::Queen);
    n /= 6;
    let (a, b) = KNIGHTS[n];
    let empty = free_squares(&rank);
    rank[empty[a]] = Some(Role::Knight);
    rank[empty[b]] = Some(Role::Knight);
    for (slot, role) in free_squares(&rank)
        .into_iter()
        .zip([Role::Rook, Role::King, Role::Rook])
    {
        rank[slot] = Some(role);
    }
    rank.map(|role| role.expect("every square of the back rank is filled"))
}

/// The Scharnagl number a back rank (file a first) would have, read the way
/// [`chess960_back_rank`] places the pieces: the bishops, then the queen among the squares
/// left, then the knights among those left. `None` when the rank is no Chess960 array; the
/// caller checks the rest of the position.
fn chess960_number_of(back: [Option<Role>; 8]) -> Option<u16> {
    let files_of = |role| (0..8).filter(move |&i| back[i] == Some(role));
    let light = files_of(Role::Bishop).find(|i| i % 2 == 1)?;
    let dark = files_of(Role::Bishop).find(|i| i % 2 == 0)?;
    let mut placed: [Option<()>; 8] = [None; 8];
    placed[light] = Some(());
    placed[dark] = Some(());
    let queen_file = files_of(Role::Queen).next()?;
    let queen = free_squares(&placed)
        .iter()
        .position(|&i| i == queen_file)?;
    placed[queen_file] = Some(());
    let empty = free_squares(&placed);
    let mut knights = files_of(Role::Knight).map(|file| empty.iter().position(|&i| i == file));
    let pair = (knights.next()??, knights.next()??);
    let knights = KNIGHTS.iter().position(|&slots| slots == pair)?;
    let number = (light / 2) + 4 * ((dark / 2) + 4 * (queen + 6 * knights));
    u16::try_from(number).ok()
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.by_role == other.by_role
            && self.by_color == other.by_color
            && self.turn == other.turn
            && self.castling == other.castling
            && self.rules == other.rules
            && self.halfmove_clock == other.halfmove_clock
            && self.fullmove_number == other.fullmove_number
            && self.ep_square() == other.ep_square()
    }
}

impl Eq for Position {}

impl Default for Position {
    fn default() -> Position {
        Position::startpos()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        super::super::fen::read(fen).expect("valid FEN")
    }

    #[test]
    fn chess960_numbers_give_known_arrays() {
        let names = |n: u16| -> String {
            chess960_back_rank(n)
                .iter()
                .map(|role| role.upper_char())
                .collect()
        };
        assert_eq!(names(518), "RNBQKBNR");
        assert_eq!(names(0), "BBQNNRKR");
        assert_eq!(names(959), "RKRNNQBB");
        assert!(Position::chess960(960).is_none());
        assert_eq!(Position::chess960(518), Some(Position::startpos()));
    }

    #[test]
    fn every_chess960_start_knows_its_number() {
        for number in 0..960 {
            let start = Position::chess960(number).expect("a number below 960");
            assert_eq!(start.chess960_number(), Some(number));
        }
        assert_eq!(Position::startpos().chess960_number(), Some(518));
        let black_to_move = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
        assert_eq!(black_to_move.chess960_number(), None);
        let no_castling = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
        assert_eq!(no_castling.chess960_number(), None);
        // Two bishops on one colour take a promotion, so a pawn is missing.
        let bishops_on_one_colour = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKNBR w - - 0 1");
        assert_eq!(bishops_on_one_colour.chess960_number(), None);
        assert_eq!(pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1").chess960_number(), None);
    }

    #[test]
    fn the_piece_a_move_takes() {
        let position = pos("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
        let taken = |uci: &str| {
            let m = position
                .legal_moves()
                .iter()
                .copied()
                .find(|m| m.to_uci() == uci);
            position.captured_role(m.expect(uci))
        };
        assert_eq!(taken("e5d6"), Some(Role::Pawn), "en passant");
        assert_eq!(taken("a1a8"), Some(Role::Rook));
        assert_eq!(
            taken("e1g1"),
            None,
            "castling, stored as the king taking its rook"
        );
        assert_eq!(taken("e5e6"), None);
        let promotion = pos("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        let m = promotion
            .legal_moves()
            .iter()
            .copied()
            .find(|m| m.to_uci() == "a7b8q")
            .expect("a7b8q");
        assert_eq!(promotion.captured_role(m), Some(Role::Knight));
    }

    #[test]
    fn chess960_castling_is_told_from_standard_castling() {
        assert!(!Position::startpos().has_chess960_castling());
        assert!(Position::chess960(0).unwrap().has_chess960_castling());
        let read = |text: &str| pos(text).has_chess960_castling();
        assert!(!read("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"));
        assert!(!read("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
        assert!(read("4k3/8/8/8/8/8/8/1R2K2R w KB - 0 1"));
        assert!(read("r4k1r/8/8/8/8/8/8/4K3 b ha - 0 1"));
    }

    #[test]
    fn every_chess960_array_is_a_valid_start() {
        for n in 0..960 {
            let back = chess960_back_rank(n);
            let files = |role| (0..8).filter(|&i| back[i] == role).collect::<Vec<_>>();
            let bishops = files(Role::Bishop);
            let rooks = files(Role::Rook);
            let king = files(Role::King)[0];
            assert_eq!(bishops.len(), 2);
            assert_ne!(
                bishops[0] % 2,
                bishops[1] % 2,
                "bishops on opposite colours in {n}"
            );
            assert!(
                rooks[0] < king && king < rooks[1],
                "king between the rooks in {n}"
            );
        }
    }

    #[test]
    fn castling_moves_king_and_rook_and_takes_rights() {
        let mut p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let castle = p
            .legal_moves()
            .into_iter()
            .find(|m| m.castling_side() == Some(CastlingSide::Kingside))
            .unwrap();
        assert_eq!(castle.to_uci(), "e1g1");
        p.play_unchecked(castle);
        assert_eq!(p.role_at(Square::G1), Some(Role::King));
        assert_eq!(p.role_at(Square::F1), Some(Role::Rook));
        assert_eq!(p.castling_rooks(), Bitboard::from(Square::A8) | Square::H8);
        assert_eq!(p.hash(), p.hash_from_scratch());
    }

    #[test]
    fn en_passant_square_is_kept_only_when_a_pawn_can_take() {
        let mut p = Position::startpos();
        let e4 = p
            .legal_moves()
            .into_iter()
            .find(|m| m.to_uci() == "e2e4")
            .unwrap();
        p.play_unchecked(e4);
        assert_eq!(p.pseudo_ep_square(), None);

        let p = pos("4k3/8/8/8/2pP4/8/8/4K3 b - d3 0 1");
        assert_eq!(p.ep_square(), Some(Square::D3));
        // The capture would expose the black king on the fourth rank to the rook: read or
        // reached by the double step, the position is the one without the square (though the
        // square stays known after the step, to explain why the capture is refused).
        let pinned = pos("8/8/8/8/k1pP3R/8/8/4K3 b - d3 0 1");
        assert_eq!(pinned.ep_square(), None);
        assert_eq!(pinned, pos("8/8/8/8/k1pP3R/8/8/4K3 b - - 0 1"));
        let mut stepped = pos("8/8/8/8/k1p4R/8/3P4/4K3 w - - 0 1");
        let d4 = stepped
            .legal_moves()
            .into_iter()
            .find(|m| m.to_uci() == "d2d4")
            .unwrap();
        stepped.play_unchecked(d4);
        assert_eq!(stepped, pinned);
        assert_eq!(stepped.pseudo_ep_square(), Some(Square::D3));
        assert_eq!(stepped.hash(), stepped.hash_from_scratch());
        assert_eq!(stepped.repetition_key(), pinned.repetition_key());
        assert_eq!(pos(&super::super::fen::write(&stepped)), stepped);
    }

    #[test]
    fn material_tests_follow_the_rules_decisions() {
        assert!(pos("8/8/4k3/8/8/4K3/8/8 w - - 0 1").is_insufficient_material());
        assert!(pos("8/8/4k3/8/8/4KB2/8/8 w - - 0 1").is_insufficient_material());
        assert!(pos("8/8/4k3/8/8/4KN2/8/8 w - - 0 1").is_insufficient_material());
        assert!(pos("8/3b4/4k3/8/8/4KB2/8/8 w - - 0 1").is_insufficient_material());
        assert!(!pos("8/2b5/4k3/8/8/4KB2/8/8 w - - 0 1").is_insufficient_material());
        assert!(!pos("8/8/4k3/8/8/4KNN1/8/8 w - - 0 1").is_insufficient_material());
        assert!(!pos("8/8/4k3/8/8/4KN2/8/7n w - - 0 1").is_insufficient_material());
        assert!(!pos("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1").is_insufficient_material());

        let bare = pos("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1");
        assert!(!bare.has_mating_material(Color::Black));
        assert!(bare.has_mating_material(Color::White));
        let knight = pos("8/8/4k3/8/8/4K3/4Q3/7n w - - 0 1");
        assert!(!knight.has_mating_material(Color::Black));
        let knight_with_help = pos("8/8/4k3/8/8/4K3/4P3/7n w - - 0 1");
        assert!(knight_with_help.has_mating_material(Color::Black));
    }

    #[test]
    fn chess960_starts_know_their_number() {
        for number in [0, 518, 959] {
            let start = Position::chess960(number).expect("a start");
            assert_eq!(start.chess960_number(), Some(number));
        }
        assert_eq!(Position::startpos().chess960_number(), Some(518));
        let mut after = Position::chess960(7).expect("a start");
        let m = after.legal_moves().iter().next().copied().expect("a move");
        after.play_unchecked(m);
        assert_eq!(after.chess960_number(), None);
    }
}
