//! Whether a side can still win, by the rules of atomic, antichess and horde: each variant
//! wins its own way, so each has its own insufficient material (as lichess decides it).

use super::bitboard::Bitboard;
use super::position::Position;
use super::square::{Color, Role};
use super::variant::Rules;

impl Position {
    /// Whether `color` can never win by the variant's rules, whatever is played (horde's
    /// own rules for the side of pawns, antichess's bishops of one colour, …): both sides
    /// so is a draw, and one side so draws when the other's flag falls.
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        match self.rules() {
            Rules::Standard => !self.has_mating_material(color),
            Rules::Crazyhouse { pockets, promoted } => {
                let heavy = |role: Role| {
                    pockets.count(Color::White, role) + pockets.count(Color::Black, role) > 0
                };
                self.occupied().count() + pockets.total(Color::White) + pockets.total(Color::Black)
                    <= 3
                    && promoted.is_empty()
                    && (self.by_role(Role::Pawn)
                        | self.by_role(Role::Rook)
                        | self.by_role(Role::Queen))
                    .is_empty()
                    && !heavy(Role::Pawn)
                    && !heavy(Role::Rook)
                    && !heavy(Role::Queen)
            }
            Rules::Atomic => atomic(self, color),
            Rules::Antichess => antichess(self, color),
            Rules::KingOfTheHill | Rules::RacingKings => false,
            Rules::ThreeCheck { .. } => self
                .by_color(color)
                .minus(self.by_role(Role::King))
                .is_empty(),
            Rules::Horde => horde(self, color),
        }
    }
}

/// The pieces on the board, which the horde's test changes to try a promotion.
#[derive(Clone, Copy)]
struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
}

impl Board {
    fn of(position: &Position) -> Board {
        Board {
            by_role: Role::ALL.map(|role| position.by_role(role)),
            by_color: Color::ALL.map(|color| position.by_color(color)),
        }
    }

    fn pieces(&self, role: Role, color: Color) -> Bitboard {
        self.by_role[role.index()] & self.by_color[color.index()]
    }

    fn side(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    fn count(&self, role: Role, color: Color) -> u32 {
        self.pieces(role, color).count()
    }
}

/// Atomic: a bare king cannot win; nor can lone minor pieces against a bare king, nor
/// bishops that can never explode each other.
fn atomic(position: &Position, color: Color) -> bool {
    let board = Board::of(position);
    let kings = board.by_role[Role::King.index()];
    let bishops = board.by_role[Role::Bishop.index()];
    if (board.side(!color) & kings).is_empty() {
        return false;
    }
    if board.side(color).minus(kings).is_empty() {
        return true;
    }
    if board.side(!color).minus(kings).any() {
        if board.occupied() == kings | bishops {
            let white = board.pieces(Role::Bishop, Color::White);
            let black = board.pieces(Role::Bishop, Color::Black);
            if (white & Bitboard::DARK_SQUARES).is_empty() {
                return (black & Bitboard::LIGHT_SQUARES).is_empty();
            }
            if (white & Bitboard::LIGHT_SQUARES).is_empty() {
                return (black & Bitboard::DARK_SQUARES).is_empty();
            }
        }
        return false;
    }
    if (board.by_role[Role::Queen.index()] | board.by_role[Role::Pawn.index()]).any() {
        return false;
    }
    let minors_and_rooks =
        board.by_role[Role::Knight.index()] | bishops | board.by_role[Role::Rook.index()];
    if minors_and_rooks.count() == 1 {
        return true;
    }
    if board.occupied() == kings | board.by_role[Role::Knight.index()] {
        return board.by_role[Role::Knight.index()].count() <= 2;
    }
    false
}

/// Antichess: a side wins by losing everything, so it cannot when it has pieces left that
/// the other's can never take: bishops on the other colour of squares, or a lone knight
/// that the other's lone knight never meets on its turn.
fn antichess(position: &Position, color: Color) -> bool {
    let board = Board::of(position);
    let ours = board.side(color);
    let theirs = board.side(!color);
    if ours.is_empty() {
        false
    } else if theirs.is_empty() {
        true
    } else if board.occupied() == board.by_role[Role::Bishop.index()] {
        let we_light = (ours & Bitboard::LIGHT_SQUARES).any();
        let we_dark = (ours & Bitboard::DARK_SQUARES).any();
        let they_dark = (theirs & Bitboard::LIGHT_SQUARES).is_empty();
        let they_light = (theirs & Bitboard::DARK_SQUARES).is_empty();
        (we_light && they_dark) || (we_dark && they_light)
    } else if board.occupied() == board.by_role[Role::Knight.index()] {
        let single = |side: Bitboard| (!side.more_than_one()).then(|| side.first()).flatten();
        match (
            single(board.side(Color::White)),
            single(board.side(Color::Black)),
        ) {
            (Some(white), Some(black)) => {
                let to_move_is_white = position.turn() == Color::White;
                let ours_is_white = color == Color::White;
                to_move_is_white == (ours_is_white ^ white.is_light() ^ !black.is_light())
            }
            _ => false,
        }
    } else {
        false
    }
}

/// The colours of squares, for the horde's bishops.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shade {
    Light,
    Dark,
}

impl Shade {
    fn squares(self) -> Bitboard {
        match self {
            Shade::Light => Bitboard::LIGHT_SQUARES,
            Shade::Dark => Bitboard::DARK_SQUARES,
        }
    }

    fn other(self) -> Shade {
        match self {
            Shade::Light => Shade::Dark,
            Shade::Dark => Shade::Light,
        }
    }
}

/// Horde: whether the side without a king (the horde) can no longer mate, by the cases of
/// lichess's analysis; the side with the king can always win by taking the horde.
fn horde(position: &Position, color: Color) -> bool {
    horde_cannot_mate(&Board::of(position), color)
}

fn horde_cannot_mate(board: &Board, color: Color) -> bool {
    if board.pieces(Role::King, color).any() {
        return false;
    }
    let bishop_pair = |side: Color| {
        let bishops = board.pieces(Role::Bishop, side);
        (bishops & Bitboard::DARK_SQUARES).any() && (bishops & Bitboard::LIGHT_SQUARES).any()
    };
    let horde = |role: Role| board.count(role, color);
    let horde_bishops =
        |shade: Shade| (shade.squares() & board.pieces(Role::Bishop, color)).count();
    let horde_bishop_shade = if horde_bishops(Shade::Light) >= 1 {
        Shade::Light
    } else {
        Shade::Dark
    };
    let horde_num = horde(Role::Pawn)
        + horde(Role::Knight)
        + horde(Role::Rook)
        + horde(Role::Queen)
        + horde_bishops(Shade::Dark).min(2)
        + horde_bishops(Shade::Light).min(2);

    let pieces = |role: Role| board.count(role, !color);
    let pieces_bishops =
        |shade: Shade| (shade.squares() & board.pieces(Role::Bishop, !color)).count();
    let pieces_num = board.side(!color).count();
    let pieces_of_type_not = |count: u32| pieces_num - count;

    if horde_num == 0 {
        return true;
    }
    if horde_num >= 4 {
        return false;
    }
    if (horde(Role::Pawn) >= 1 || horde(Role::Queen) >= 1) && horde_num >= 2 {
        return false;
    }
    if horde(Role::Rook) >= 1
        && horde_num >= 2
        && !(horde_num == 2
            && horde(Role::Rook) == 1
            && horde(Role::Bishop) == 1
            && pieces_of_type_not(pieces_bishops(horde_bishop_shade)) == 1)
    {
        return false;
    }

    if horde_num == 1 {
        if pieces_num == 1 {
            true
        } else if horde(Role::Queen) == 1 {
            !(pieces(Role::Pawn) >= 1
                || pieces(Role::Rook) >= 1
                || pieces_bishops(Shade::Light) >= 2
                || pieces_bishops(Shade::Dark) >= 2)
        } else if horde(Role::Pawn) == 1 {
            // Promote the pawn to a queen and to a knight: the horde cannot mate if neither can.
            let Some(pawn) = board.pieces(Role::Pawn, color).first() else {
                return true;
            };
            [Role::Queen, Role::Knight].into_iter().all(|role| {
                let mut promoted = *board;
                promoted.by_role[Role::Pawn.index()] =
                    promoted.by_role[Role::Pawn.index()].without(pawn);
                promoted.by_role[role.index()] = promoted.by_role[role.index()].with(pawn);
                horde_cannot_mate(&promoted, color)
            })
        } else if horde(Role::Rook) == 1 {
            !(pieces(Role::Pawn) >= 2
                || (pieces(Role::Rook) >= 1 && pieces(Role::Pawn) >= 1)
                || (pieces(Role::Rook) >= 1 && pieces(Role::Knight) >= 1)
                || (pieces(Role::Pawn) >= 1 && pieces(Role::Knight) >= 1))
        } else if horde(Role::Bishop) == 1 {
            !(pieces_bishops(horde_bishop_shade.other()) >= 2
                || (pieces_bishops(horde_bishop_shade.other()) >= 1 && pieces(Role::Pawn) >= 1)
                || pieces(Role::Pawn) >= 2)
        } else if horde(Role::Knight) == 1 {
            !(pieces_num >= 4
                && (pieces(Role::Knight) >= 2
                    || pieces(Role::Pawn) >= 2
                    || (pieces(Role::Rook) >= 1 && pieces(Role::Knight) >= 1)
                    || (pieces(Role::Rook) >= 1 && pieces(Role::Bishop) >= 1)
                    || (pieces(Role::Knight) >= 1 && pieces(Role::Bishop) >= 1)
                    || (pieces(Role::Rook) >= 1 && pieces(Role::Pawn) >= 1)
                    || (pieces(Role::Knight) >= 1 && pieces(Role::Pawn) >= 1)
                    || (pieces(Role::Bishop) >= 1 && pieces(Role::Pawn) >= 1)
                    || (bishop_pair(!color) && pieces(Role::Pawn) >= 1))
                && (pieces_bishops(Shade::Dark) < 2
                    || pieces_of_type_not(pieces_bishops(Shade::Dark)) >= 3)
                && (pieces_bishops(Shade::Light) < 2
                    || pieces_of_type_not(pieces_bishops(Shade::Light)) >= 3))
        } else {
            true
        }
    } else if horde_num == 2 {
        if pieces_num == 1 {
            true
        } else if horde(Role::Knight) == 2 {
            pieces(Role::Pawn) + pieces(Role::Bishop) + pieces(Role::Knight) < 1
        } else if bishop_pair(color) {
            !(pieces(Role::Pawn) >= 1
                || pieces(Role::Bishop) >= 1
                || (pieces(Role::Knight) >= 1 && pieces(Role::Rook) + pieces(Role::Queen) >= 1))
        } else if horde(Role::Bishop) >= 1 && horde(Role::Knight) >= 1 {
            !(pieces(Role::Pawn) >= 1
                || pieces_bishops(horde_bishop_shade.other()) >= 1
                || pieces_of_type_not(pieces_bishops(horde_bishop_shade)) >= 3)
        } else {
            !((pieces(Role::Pawn) >= 1 && pieces_bishops(horde_bishop_shade.other()) >= 1)
                || (pieces(Role::Pawn) >= 1 && pieces(Role::Knight) >= 1)
                || (pieces_bishops(horde_bishop_shade.other()) >= 1 && pieces(Role::Knight) >= 1)
                || pieces_bishops(horde_bishop_shade.other()) >= 2
                || pieces(Role::Knight) >= 2
                || pieces(Role::Pawn) >= 2)
        }
    } else if horde_num == 3 {
        if (horde(Role::Knight) == 2 && horde(Role::Bishop) == 1)
            || horde(Role::Knight) == 3
            || bishop_pair(color)
        {
            false
        } else {
            pieces_num == 1
        }
    } else {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::super::fen;
    use super::super::variant::Variant;
    use super::*;

    #[test]
    fn atomic_and_antichess_material() {
        let cases = [
            (
                Variant::Atomic,
                "8/3k4/8/8/2N5/8/3K4/8 b - - 0 1",
                true,
                true,
            ),
            (
                Variant::Atomic,
                "8/4rk2/8/8/8/8/3K4/8 w - - 0 1",
                true,
                true,
            ),
            (
                Variant::Atomic,
                "8/4qk2/8/8/8/8/3K4/8 w - - 0 1",
                true,
                false,
            ),
            (
                Variant::Atomic,
                "8/1k6/8/2n5/8/3NK3/8/8 b - - 0 1",
                false,
                false,
            ),
            (
                Variant::Atomic,
                "8/4bk2/8/8/8/8/3KB3/8 w - - 0 1",
                true,
                true,
            ),
            (
                Variant::Atomic,
                "4b3/5k2/8/8/8/8/3KB3/8 w - - 0 1",
                false,
                false,
            ),
            (
                Variant::Antichess,
                "8/4bk2/8/8/8/8/3KB3/8 w - - 0 1",
                false,
                false,
            ),
            (
                Variant::Antichess,
                "4b3/8/8/8/8/8/4B3/8 w - - 0 1",
                false,
                false,
            ),
            (
                Variant::Antichess,
                "8/8/8/8/8/6B1/8/8 w - - 0 1",
                true,
                false,
            ),
            (
                Variant::Antichess,
                "8/5b2/8/8/8/6B1/8/8 w - - 0 1",
                true,
                true,
            ),
        ];
        for (variant, text, white, black) in cases {
            let position = fen::read_in(text, variant).expect(text);
            assert_eq!(
                (
                    position.has_insufficient_material(Color::White),
                    position.has_insufficient_material(Color::Black)
                ),
                (white, black),
                "{variant:?} {text}"
            );
        }
    }
}
