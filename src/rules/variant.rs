//! The variants of chess lichess plays, as a position carries them: the variant's name, its
//! own state (a crazyhouse pocket, three-check's counters), and the endings only it has.
//!
//! [`Rules`] is the one enum a position holds and matches once per move generation and per
//! move played; its arms carry the state of the variants that have any, so standard chess
//! carries nothing and pays for no variant. [`Variant`] names the rules without the state.

use crate::sentence::Arg;

use super::bitboard::Bitboard;
use super::square::{ByColor, Color, Role, Square};
use super::zobrist;

/// A variant of chess as lichess plays it. Chess960 is standard chess from another start,
/// so it is [`Variant::Standard`] here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Variant {
    /// The rules of chess (and Chess960's, which differ only in the start).
    #[default]
    Standard,
    /// Captured pieces go to the captor's pocket and may be dropped back on the board.
    Crazyhouse,
    /// A capture explodes every piece but pawns around it; exploding the enemy king wins.
    Atomic,
    /// Captures are forced; losing every piece, or being stalemated, wins.
    Antichess,
    /// Bringing the king to d4, e4, d5 or e5 wins.
    KingOfTheHill,
    /// The third check wins.
    ThreeCheck,
    /// White's 36 pawns against Black's army; White wins by mate, Black by taking everything.
    Horde,
    /// No checks; the first king on the eighth rank wins, Black having a last move to tie.
    RacingKings,
}

impl Variant {
    /// Every variant, standard chess first, in lichess's order.
    pub const ALL: [Variant; 8] = [
        Variant::Standard,
        Variant::Crazyhouse,
        Variant::Atomic,
        Variant::Antichess,
        Variant::KingOfTheHill,
        Variant::ThreeCheck,
        Variant::Horde,
        Variant::RacingKings,
    ];

    /// The squares a king wins on by reaching them, to be marked on a board: the hill in
    /// king of the hill; none in other variants.
    pub const fn hill(self) -> Bitboard {
        match self {
            Variant::KingOfTheHill => HILL,
            _ => Bitboard::EMPTY,
        }
    }

    /// The variant's word on the command line: `standard`, `king-of-the-hill`, ….
    pub const fn word(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::Crazyhouse => "crazyhouse",
            Variant::Atomic => "atomic",
            Variant::Antichess => "antichess",
            Variant::KingOfTheHill => "king-of-the-hill",
            Variant::ThreeCheck => "three-check",
            Variant::Horde => "horde",
            Variant::RacingKings => "racing-kings",
        }
    }

    /// The variant's name in a PGN `Variant` tag, as lichess writes it.
    pub const fn pgn_name(self) -> &'static str {
        match self {
            Variant::Standard => "Standard",
            Variant::Crazyhouse => "Crazyhouse",
            Variant::Atomic => "Atomic",
            Variant::Antichess => "Antichess",
            Variant::KingOfTheHill => "King of the Hill",
            Variant::ThreeCheck => "Three-check",
            Variant::Horde => "Horde",
            Variant::RacingKings => "Racing Kings",
        }
    }

    /// The variant's key in lichess's API: `standard`, `kingOfTheHill`, `threeCheck`, ….
    pub const fn lichess_key(self) -> &'static str {
        match self {
            Variant::KingOfTheHill => "kingOfTheHill",
            Variant::ThreeCheck => "threeCheck",
            Variant::RacingKings => "racingKings",
            other => other.word(),
        }
    }

    /// The variant a name means: its word, its PGN name, its lichess key, or one of the other
    /// spellings lichess and other programs write (`koth`, `3check`, `zh`, `giveaway`, …),
    /// ignoring case, spaces, hyphens and underscores. `None` for Chess960's names, which are
    /// a start rather than rules, and for any other name.
    pub fn from_name(name: &str) -> Option<Variant> {
        let squeezed: String = name
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | '_'))
            .flat_map(char::to_lowercase)
            .collect();
        Some(match squeezed.as_str() {
            "standard" | "chess" | "normal" | "fromposition" => Variant::Standard,
            "crazyhouse" | "zh" | "crazy" => Variant::Crazyhouse,
            "atomic" | "atomicchess" => Variant::Atomic,
            "antichess" | "giveaway" | "suicide" | "losers" | "anti" => Variant::Antichess,
            "kingofthehill" | "koth" | "kingofthehillchess" => Variant::KingOfTheHill,
            "threecheck" | "3check" | "threecheckchess" | "3checkchess" => Variant::ThreeCheck,
            "horde" | "hordechess" => Variant::Horde,
            "racingkings" | "racingkingschess" | "racekings" => Variant::RacingKings,
            _ => return None,
        })
    }

    /// Whether a name is one of Chess960's (`Chess960`, `Fischerandom`, `960`, …, ignoring
    /// case): standard chess's rules from another start, so no variant of its own here.
    pub fn is_chess960_name(name: &str) -> bool {
        let name = name.trim().to_ascii_lowercase();
        matches!(
            name.as_str(),
            "chess960" | "chess 960" | "fischerandom" | "fischer random" | "960" | "freestyle"
        )
    }

    /// The FEN of the variant's start.
    pub const fn start_fen(self) -> &'static str {
        match self {
            Variant::Horde => {
                "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1"
            }
            Variant::RacingKings => "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
            Variant::Antichess => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            Variant::Crazyhouse => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
            Variant::ThreeCheck => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
            _ => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        }
    }
}

impl From<Variant> for Arg<'_> {
    /// A variant as the catalogues select on it: its command-line word.
    fn from(variant: Variant) -> Self {
        Arg::from(variant.word())
    }
}

/// The pieces each side holds in hand in crazyhouse, by role (pawn to queen).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Pockets(ByColor<[u8; 5]>);

impl Pockets {
    /// The roles a pocket may hold, pawn to queen (never a king).
    pub const ROLES: [Role; 5] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ];

    /// How many pieces of `role` `color` holds (none for a king, which is never held).
    #[inline]
    pub fn count(&self, color: Color, role: Role) -> u8 {
        self.0.get(color).get(role.index()).copied().unwrap_or(0)
    }

    /// How many pieces `color` holds in all.
    pub fn total(&self, color: Color) -> u32 {
        self.0.get(color).iter().map(|&n| u32::from(n)).sum()
    }

    /// Puts one more piece of `role` (not a king) into `color`'s pocket.
    #[inline]
    pub(crate) fn add(&mut self, color: Color, role: Role) {
        self.0.get_mut(color)[role.index()] += 1;
    }

    /// Takes one piece of `role` out of `color`'s pocket, which holds one.
    #[inline]
    pub(crate) fn take(&mut self, color: Color, role: Role) {
        self.0.get_mut(color)[role.index()] -= 1;
    }

    /// The roles `color` holds at least one of, pawn first.
    pub fn roles(&self, color: Color) -> impl Iterator<Item = Role> + '_ {
        Pockets::ROLES
            .into_iter()
            .filter(move |&role| self.count(color, role) > 0)
    }

    fn zobrist(&self) -> u64 {
        let mut hash = 0;
        for color in Color::ALL {
            for role in self.roles(color) {
                hash ^= zobrist::pocket(color, role, self.count(color, role));
            }
        }
        hash
    }
}

/// The rules a position is played by, with the state only its variant keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Rules {
    Standard,
    Crazyhouse {
        pockets: Pockets,
        /// The pieces that were pawns: taken, they go to the pocket as pawns.
        promoted: Bitboard,
    },
    Atomic,
    Antichess,
    KingOfTheHill,
    /// The checks each side still has to give to win.
    ThreeCheck {
        remaining: ByColor<u8>,
    },
    Horde,
    RacingKings,
}

impl Rules {
    /// The rules of `variant` with its state empty (three checks to give).
    pub(crate) fn new(variant: Variant) -> Rules {
        match variant {
            Variant::Standard => Rules::Standard,
            Variant::Crazyhouse => Rules::Crazyhouse {
                pockets: Pockets::default(),
                promoted: Bitboard::EMPTY,
            },
            Variant::Atomic => Rules::Atomic,
            Variant::Antichess => Rules::Antichess,
            Variant::KingOfTheHill => Rules::KingOfTheHill,
            Variant::ThreeCheck => Rules::ThreeCheck {
                remaining: ByColor { white: 3, black: 3 },
            },
            Variant::Horde => Rules::Horde,
            Variant::RacingKings => Rules::RacingKings,
        }
    }

    /// The variant these are the rules of.
    pub(crate) const fn variant(&self) -> Variant {
        match self {
            Rules::Standard => Variant::Standard,
            Rules::Crazyhouse { .. } => Variant::Crazyhouse,
            Rules::Atomic => Variant::Atomic,
            Rules::Antichess => Variant::Antichess,
            Rules::KingOfTheHill => Variant::KingOfTheHill,
            Rules::ThreeCheck { .. } => Variant::ThreeCheck,
            Rules::Horde => Variant::Horde,
            Rules::RacingKings => Variant::RacingKings,
        }
    }

    /// The part of the Zobrist hash the variant's state adds: pockets and promoted pieces,
    /// or the checks still to give.
    pub(crate) fn zobrist(&self) -> u64 {
        match self {
            Rules::Crazyhouse { pockets, promoted } => promoted
                .into_iter()
                .fold(pockets.zobrist(), |hash, square| {
                    hash ^ zobrist::promoted(square)
                }),
            Rules::ThreeCheck { remaining } => {
                zobrist::remaining_checks(Color::White, remaining.white)
                    ^ zobrist::remaining_checks(Color::Black, remaining.black)
            }
            _ => 0,
        }
    }
}

/// How a game of a variant ended by its own rule, beyond checkmate and stalemate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VariantEnding {
    /// Atomic: the loser's king was exploded.
    KingExploded,
    /// King of the hill: the winner's king reached d4, e4, d5 or e5.
    KingOnTheHill,
    /// Three-check: the winner gave the third check.
    ThirdCheck,
    /// Racing kings: a king reached the eighth rank, and the other could not follow (a win),
    /// or both are there (a draw).
    KingReachedGoal,
    /// Antichess: the winner has no pieces left.
    NoPiecesLeft,
    /// Antichess: the winner, to move, has no legal move.
    Stalemated,
    /// Horde: every piece of one side is gone.
    AllPiecesTaken,
}

/// The ending of a variant game by its own rule: who won (`None` for a draw), and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct VariantOutcome {
    /// The side that won; `None` when the game is drawn.
    pub winner: Option<Color>,
    /// The rule that ended the game.
    pub ending: VariantEnding,
}

/// The four squares of the hill in king of the hill: d4, e4, d5, e5.
pub const HILL: Bitboard = Bitboard(0x0000_0018_1800_0000);

/// Whether `square` is one of the hill's.
pub fn is_hill(square: Square) -> bool {
    HILL.contains(square)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_of_a_variant_reads_back() {
        for variant in Variant::ALL {
            for name in [variant.word(), variant.pgn_name(), variant.lichess_key()] {
                assert_eq!(Variant::from_name(name), Some(variant), "{name}");
            }
        }
        let cases = [
            ("King of the Hill", Some(Variant::KingOfTheHill)),
            ("kingOfTheHill", Some(Variant::KingOfTheHill)),
            ("3check", Some(Variant::ThreeCheck)),
            ("Three-Check", Some(Variant::ThreeCheck)),
            ("racing_kings", Some(Variant::RacingKings)),
            ("giveaway", Some(Variant::Antichess)),
            ("From Position", Some(Variant::Standard)),
            ("Chess960", None),
            ("fairy", None),
        ];
        for (name, expected) in cases {
            assert_eq!(Variant::from_name(name), expected, "{name}");
        }
    }

    /// A position of `variant` after the UCI moves `moves` from `fen`.
    fn after(variant: Variant, fen: &str, moves: &[&str]) -> super::super::Position {
        let mut position = super::super::fen::read_in(fen, variant).expect(fen);
        for uci in moves {
            let m = position
                .legal_moves()
                .into_iter()
                .find(|m| m.to_uci() == *uci)
                .unwrap_or_else(|| panic!("{uci} in {position:?}"));
            position.play_unchecked(m);
        }
        position
    }

    /// A variant, a FEN, moves played from it, and the ending they reach: winner and rule.
    type Ending = (
        Variant,
        &'static str,
        &'static [&'static str],
        Option<(Option<Color>, VariantEnding)>,
    );

    #[test]
    fn each_variant_ends_by_its_own_rule() {
        use Color::{Black, White};
        use VariantEnding::*;
        let cases: [Ending; 11] = [
            // The knight takes on f7: the blast takes the king on e8.
            (
                Variant::Atomic,
                "4k3/5p2/8/6N1/8/8/8/4K3 w - - 0 1",
                &["g5f7"],
                Some((Some(White), KingExploded)),
            ),
            (
                Variant::KingOfTheHill,
                "4k3/8/8/8/8/4K3/8/8 w - - 0 1",
                &["e3e4"],
                Some((Some(White), KingOnTheHill)),
            ),
            (
                Variant::KingOfTheHill,
                "4k3/8/8/8/8/4K3/8/8 w - - 0 1",
                &["e3f3"],
                None,
            ),
            (
                Variant::ThreeCheck,
                "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1",
                &["a1a8"],
                Some((Some(White), ThirdCheck)),
            ),
            (
                Variant::ThreeCheck,
                "4k3/8/8/8/8/8/8/R3K3 w - - 2+3 0 1",
                &["a1a8"],
                None,
            ),
            // White's king is on the eighth rank, and Black's can follow: the race goes on.
            (
                Variant::RacingKings,
                "8/1K4k1/8/8/8/8/8/8 w - - 0 1",
                &["b7b8"],
                None,
            ),
            (
                Variant::RacingKings,
                "8/1K6/8/6k1/8/8/8/8 w - - 0 1",
                &["b7b8"],
                Some((Some(White), KingReachedGoal)),
            ),
            (
                Variant::RacingKings,
                "8/1K4k1/8/8/8/8/8/8 w - - 0 1",
                &["b7b8", "g7g8"],
                Some((None, KingReachedGoal)),
            ),
            (
                Variant::Antichess,
                "8/8/8/8/8/8/1p6/2N5 w - - 0 1",
                &["c1b3"],
                None,
            ),
            (
                Variant::Antichess,
                "8/8/8/8/8/1p6/8/2N5 w - - 0 1",
                &["c1b3"],
                Some((Some(Black), NoPiecesLeft)),
            ),
            // The last white pawn is taken: the horde is gone.
            (
                Variant::Horde,
                "4k3/8/8/8/8/8/3P4/4q3 b - - 0 1",
                &["e1d2"],
                Some((Some(Black), AllPiecesTaken)),
            ),
        ];
        for (variant, fen, moves, expected) in cases {
            let outcome = after(variant, fen, moves).variant_outcome();
            let got = outcome.map(|o| (o.winner, o.ending));
            assert_eq!(got, expected, "{variant:?} {fen} {moves:?}");
        }
        // Stalemated in antichess, Black wins: the pawn on a6 is blocked.
        let stalemated = after(Variant::Antichess, "8/8/p7/P7/8/8/8/8 b - - 0 1", &[]);
        assert_eq!(
            stalemated.variant_outcome(),
            Some(VariantOutcome {
                winner: Some(Black),
                ending: Stalemated
            })
        );
        assert!(!stalemated.is_stalemate());
    }

    #[test]
    fn crazyhouse_pockets_take_captures_and_give_drops() {
        // The promoted queen on b7 goes back to the pocket as a pawn.
        let start = "4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1";
        let taken = after(Variant::Crazyhouse, start, &["e4b7"]);
        let pockets = taken.pockets().expect("a crazyhouse position");
        assert_eq!(pockets.count(Color::Black, Role::Pawn), 1);
        assert_eq!(pockets.count(Color::Black, Role::Queen), 0);
        let promoted = after(Variant::Crazyhouse, start, &["b2b1q"]);
        assert!(promoted.promoted().contains(Square::B1));
        let dropped = after(
            Variant::Crazyhouse,
            "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1",
            &["N@f6"],
        );
        assert!(dropped.is_check());
        assert_eq!(dropped.pockets().map(|p| p.total(Color::White)), Some(0));
        // No pawn drops on the first or last rank.
        let pawns = after(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", &[]);
        assert!(pawns.legal_moves().iter().filter(|m| m.is_drop()).all(|m| {
            !matches!(
                m.to().rank(),
                super::super::Rank::First | super::super::Rank::Eighth
            )
        }));
        assert_eq!(pawns.hash(), pawns.hash_from_scratch());
    }

    #[test]
    fn the_hill_is_the_four_centre_squares() {
        let hill: Vec<String> = HILL.into_iter().map(|sq| sq.to_string()).collect();
        assert_eq!(hill, ["d4", "e4", "d5", "e5"]);
    }
}
