//! An engine's eval of a position, from White's side, and the winning chances it gives.

use crate::engine::Score;
use crate::rules::Color;

/// The largest advantage, in centipawns, that counts: evals beyond it (and mates) count as
/// this much, as lichess caps them.
pub const CP_CEILING: i32 = 1000;

/// The eval lichess gives the position before the first move: White's small edge of the
/// move, 15 centipawns.
pub const INITIAL_EVAL: Eval = Eval::Cp(15);

/// lichess's slope of the winning chances over centipawns (lila pull request 11148).
const MULTIPLIER: f64 = -0.00368208;

/// What an engine said of a position, always from White's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Eval {
    /// An advantage in centipawns: above zero White's, below zero Black's.
    Cp(i32),
    /// A forced mate: who gives it and in how many moves (0: the position is mate).
    Mate {
        /// The side that mates.
        winner: Color,
        /// The mating side's moves still to play.
        moves: u32,
    },
}

impl Eval {
    /// The eval of an engine's `score`, which it gives from the side to move's (`turn`)
    /// point of view: a mate in 0 is the side to move mated.
    pub fn from_engine(score: Score, turn: Color) -> Eval {
        match score {
            Score::Cp(cp) => Eval::Cp(for_white(turn, cp)),
            Score::Mate(moves) if moves > 0 => Eval::Mate {
                winner: turn,
                moves: moves.unsigned_abs(),
            },
            Score::Mate(moves) => Eval::Mate {
                winner: !turn,
                moves: moves.unsigned_abs(),
            },
        }
    }

    /// The eval as centipawns within [`CP_CEILING`] either way, a mate counting as the
    /// ceiling for its winner (lichess's `forceAsCp` followed by `ceiled`).
    pub fn ceiled_cp(self) -> i32 {
        match self {
            Eval::Cp(cp) => cp.clamp(-CP_CEILING, CP_CEILING),
            Eval::Mate { winner, .. } => for_white(winner, CP_CEILING),
        }
    }

    /// White's chance of winning from here, 0 to 100 (scalachess's `WinPercent`).
    pub fn win_percent(self) -> f64 {
        50.0 + 50.0 * winning_chances(self.ceiled_cp())
    }

    /// The eval as lichess writes it in PGN's `[%eval …]`: pawns with two decimals from
    /// White's side (`0.17`, `-1.50`), or `#3` / `#-3` for a mate by White / by Black (`#0`,
    /// `#-0`: the position is mate).
    pub fn pgn(self) -> String {
        match self {
            Eval::Cp(cp) => format!("{:.2}", f64::from(cp) / 100.0),
            Eval::Mate { winner, moves } => match winner {
                Color::White => format!("#{moves}"),
                Color::Black => format!("#-{moves}"),
            },
        }
    }

    /// Reads an eval as [`Eval::pgn`] writes it, and as lichess's exports hold it (pawns with
    /// any decimals, `+` allowed), of a position where `turn` is to move: a mate in 0 is the
    /// side to move mated, whatever its sign says. `None` for anything else.
    pub fn read_pgn(text: &str, turn: Color) -> Option<Eval> {
        let text = text.trim();
        if let Some(mate) = text.strip_prefix('#') {
            let (winner, moves) = match mate.strip_prefix('-') {
                Some(moves) => (Color::Black, moves),
                None => (Color::White, mate.strip_prefix('+').unwrap_or(mate)),
            };
            if !moves.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            let moves: u32 = moves.parse().ok()?;
            let winner = if moves == 0 { !turn } else { winner };
            return Some(Eval::Mate { winner, moves });
        }
        let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
        let plain = digits.bytes().all(|b| b.is_ascii_digit() || b == b'.')
            && digits.bytes().filter(|&b| b == b'.').count() <= 1
            && digits.bytes().any(|b| b.is_ascii_digit());
        if !plain {
            return None;
        }
        let cp = (text.parse::<f64>().ok()? * 100.0).round();
        (cp.abs() <= f64::from(i32::MAX)).then_some(Eval::Cp(cp as i32))
    }

    /// The same eval from `side`'s point of view, as centipawns or as a mate for or
    /// against `side`: what lichess's move advice compares.
    pub(super) fn seen_by(self, side: Color) -> Seen {
        match self {
            Eval::Cp(cp) => Seen::Cp(for_white(side, cp)),
            Eval::Mate { winner, .. } => Seen::Mate {
                mating: winner == side,
            },
        }
    }
}

/// An eval as one side sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Seen {
    /// The side's advantage in centipawns (below zero: the other side's).
    Cp(i32),
    /// A forced mate, given by the side (`mating`) or against it.
    Mate {
        /// Whether the side is the one that mates.
        mating: bool,
    },
}

/// The chances, −1 to +1, that centipawns `cp` (not capped) give the side they favour, as
/// lichess's advice and its winning-chance bar compute them.
pub(super) fn winning_chances(cp: i32) -> f64 {
    (2.0 / (1.0 + (MULTIPLIER * f64::from(cp)).exp()) - 1.0).clamp(-1.0, 1.0)
}

/// `value` as White sees it when it is `side`'s: the same for White, negated for Black.
fn for_white(side: Color, value: i32) -> i32 {
    match side {
        Color::White => value,
        Color::Black => -value,
    }
}
