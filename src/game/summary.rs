//! A game in figures, for the charts and the summary after it: the time each move took, each
//! side's clock and the material balance after every move, and per side the moves, the time
//! used, the longest think and the moves made in time trouble. Pure: read off a
//! [`TimedGame`], with nothing measured here.
//!
//! The time a move took is the one recorded with it (measured as it was played here, or a
//! PGN `[%emt]`); for a game loaded with `[%clk]` times only, it is read off the mover's clock
//! before and after the move, with what the control added in between (an increment, the next
//! period's time). Under a delay a quick move leaves the clock as it was, and its time is not
//! known then.

use std::time::Duration;

use super::TimedGame;
use super::time_control::{Bonus, TimeControl};
use crate::rules::{ByColor, Color};

/// Under this much time left, a move is made in time trouble.
pub const TIME_TROUBLE: Duration = Duration::from_secs(10);

/// One move in figures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveFigures {
    /// The side that made it.
    pub mover: Color,
    /// The time it took, when known.
    pub spent: Option<Duration>,
    /// The mover's time left as the move was made (before any increment), in a timed game
    /// whose clocks were recorded.
    pub left: Option<Duration>,
}

/// What one side did over the game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SideFigures {
    /// The moves it made.
    pub moves: usize,
    /// The moves whose time is known.
    pub timed_moves: usize,
    /// The time those moves took.
    pub used: Duration,
    /// Its longest think: the move (its index among the game's half-moves) and its time.
    pub longest: Option<(usize, Duration)>,
    /// Its moves made with less than [`TIME_TROUBLE`] left (indexes among the half-moves).
    pub time_trouble: Vec<usize>,
}

impl SideFigures {
    /// The average time a move took, over the moves whose time is known.
    pub fn average(&self) -> Option<Duration> {
        let count = u32::try_from(self.timed_moves).ok().filter(|&n| n > 0)?;
        Some(self.used / count)
    }
}

/// A whole game in figures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// Every move of the game, in order.
    pub moves: Vec<MoveFigures>,
    /// Each side's clock at the start and after every move (`clocks[i]` after `i` moves):
    /// the time left, or the time used in an untimed game; `None` when the game kept no
    /// times at all (a game from a file without them).
    pub clocks: Option<Vec<ByColor<Duration>>>,
    /// White's material minus Black's, in pawns, at the start and after every move.
    pub material: Vec<i32>,
    /// Whether the clocks count the time used rather than the time left.
    pub untimed: bool,
    /// Each side's figures.
    pub sides: ByColor<SideFigures>,
}

impl Summary {
    /// The figures of `timed`'s game.
    pub fn of(timed: &TimedGame) -> Summary {
        let game = timed.game();
        let control = timed.control();
        let plies = game.plies();
        let mut sides: ByColor<SideFigures> = ByColor::default();
        let mut moves = Vec::with_capacity(plies.len());
        for (index, ply) in plies.iter().enumerate() {
            let mover = game
                .position_at(index)
                .map_or(Color::White, |position| position.turn());
            // The clock before the move, as the game's clocks were rebuilt: the last time
            // recorded, changed by the arbiter's hand since.
            let before = timed.clock_state_after(index);
            let read = ply.clock.zip(before).map(|(after, before)| {
                read_clock(
                    control,
                    mover,
                    before.moves[mover],
                    before.remaining[mover],
                    after,
                )
            });
            let spent = ply.spent.or(read.and_then(|read| read.spent));
            let left = read.map(|read| read.left);
            let side = &mut sides[mover];
            side.moves += 1;
            if let Some(spent) = spent {
                side.timed_moves += 1;
                side.used = side.used.saturating_add(spent);
                if side.longest.is_none_or(|(_, longest)| spent > longest) {
                    side.longest = Some((index, spent));
                }
            }
            if left.is_some_and(|left| left < TIME_TROUBLE) {
                side.time_trouble.push(index);
            }
            moves.push(MoveFigures { mover, spent, left });
        }
        let kept_times = plies
            .iter()
            .any(|ply| ply.clock.is_some() || ply.spent.is_some());
        let clocks = (kept_times || plies.is_empty()).then(|| {
            (0..=plies.len())
                .filter_map(|i| timed.clocks_after(i))
                .collect()
        });
        let material = (0..=plies.len())
            .filter_map(|i| game.position_at(i))
            .map(|position| {
                let material = position.material();
                i32::try_from(material.white).unwrap_or(i32::MAX)
                    - i32::try_from(material.black).unwrap_or(i32::MAX)
            })
            .collect();
        Summary {
            moves,
            clocks,
            material,
            untimed: control.is_untimed(),
            sides,
        }
    }

    /// The time both sides used, over the moves whose time is known; `None` when no move's
    /// time is.
    pub fn duration(&self) -> Option<Duration> {
        let known = self.sides.white.timed_moves + self.sides.black.timed_moves;
        (known > 0).then(|| self.sides.white.used.saturating_add(self.sides.black.used))
    }

    /// Whether the time of every move is known.
    pub fn every_time_known(&self) -> bool {
        self.moves.iter().all(|figures| figures.spent.is_some())
    }

    /// The longest time a move took, to scale the bars of a chart.
    pub fn longest_move(&self) -> Option<Duration> {
        self.moves.iter().filter_map(|figures| figures.spent).max()
    }
}

/// What a move's `[%clk]` tells beside the clock before it.
#[derive(Debug, Clone, Copy)]
struct ClockReading {
    /// The time the move took, unless a delay hides it.
    spent: Option<Duration>,
    /// The time left as the move was made, before what the control added for it.
    left: Duration,
}

/// Reads a move off the clock of `mover` `before` and `after` it, the mover having completed
/// `completed` moves before it: the mover's control adds an increment (or gives back a delay)
/// and, when the move ends a period, the next period's time.
fn read_clock(
    control: &TimeControl,
    mover: Color,
    completed: u32,
    before: Duration,
    after: Duration,
) -> ClockReading {
    let period = control.time_added_after(mover, completed.saturating_add(1));
    let after_the_move = after.saturating_sub(period);
    match control.bonus_of_move(mover, completed) {
        Bonus::Increment(increment) => ClockReading {
            spent: (before + increment).checked_sub(after_the_move),
            left: after_the_move.saturating_sub(increment),
        },
        Bonus::Delay(delay) | Bonus::Bronstein(delay) => ClockReading {
            // The clock lost what the move took beyond the delay; a move within it cost
            // nothing, and how long it took does not show.
            spent: before
                .checked_sub(after_the_move)
                .filter(|lost| !lost.is_zero())
                .map(|lost| lost + delay),
            left: after_the_move,
        },
        Bonus::None => ClockReading {
            spent: before.checked_sub(after_the_move),
            left: after_the_move,
        },
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;
    use crate::game::arbiter::ClockAdjustment;
    use crate::game::{DrawRules, Game};
    use crate::notation::san;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    /// A game under `control` whose moves take the seconds given, played here.
    fn played(control: &str, moves: &[(&str, u64)]) -> TimedGame {
        let mut timed = TimedGame::new(Game::standard(DrawRules::Club), control.parse().unwrap());
        let mut now = Instant::now();
        timed.start(now);
        for &(text, seconds) in moves {
            now += secs(seconds);
            let m = san::parse(timed.game().position(), text).unwrap();
            timed.play(m, now).unwrap();
        }
        timed
    }

    /// The same game as read from a file with its `[%clk]` times only.
    fn loaded(timed: &TimedGame) -> TimedGame {
        let mut game = Game::standard(DrawRules::Club);
        for ply in timed.game().plies() {
            let m = ply.m;
            game.play(m, ply.clock).unwrap();
        }
        TimedGame::new(game, timed.control().clone())
    }

    const MOVES: [(&str, u64); 6] = [
        ("e4", 2),
        ("c5", 5),
        ("Nf3", 134),
        ("d6", 1),
        ("d4", 9),
        ("cxd4", 3),
    ];

    #[test]
    fn each_move_s_time_the_longest_think_and_the_average() {
        let summary = Summary::of(&played("5+3", &MOVES));
        let spent: Vec<_> = summary.moves.iter().map(|m| m.spent).collect();
        let expected = [2, 5, 134, 1, 9, 3].map(|s| Some(secs(s)));
        assert_eq!(spent, expected);
        let white = &summary.sides.white;
        assert_eq!((white.moves, white.used), (3, secs(145)));
        assert_eq!(white.longest, Some((2, secs(134))));
        assert_eq!(white.average(), Some(secs(145) / 3));
        assert_eq!(summary.sides.black.longest, Some((1, secs(5))));
        assert_eq!(summary.duration(), Some(secs(154)));
        assert_eq!(summary.longest_move(), Some(secs(134)));
        // White: 300 − 2 + 3, − 134 + 3, − 9 + 3.
        let clocks = summary.clocks.as_ref().unwrap();
        assert_eq!(clocks.len(), 7);
        assert_eq!(clocks[5].white, secs(300 - 2 + 3 - 134 + 3 - 9 + 3));
        assert_eq!(clocks[6].black, secs(300 - 9 + 9));
    }

    #[test]
    fn a_loaded_game_s_times_are_read_off_its_clocks() {
        for control in ["5+3", "5", "40/5+2,1"] {
            let timed = played(control, &MOVES);
            let summary = Summary::of(&timed);
            assert_eq!(Summary::of(&loaded(&timed)), summary, "{control}");
        }
        // Under a delay, a move within the delay leaves no trace on the clock.
        let timed = played("5d3", &[("e4", 2), ("e5", 7)]);
        let summary = Summary::of(&loaded(&timed));
        let spent: Vec<_> = summary.moves.iter().map(|m| m.spent).collect();
        assert_eq!(spent, [None, Some(secs(7))]);
        assert!(!summary.every_time_known());
    }

    /// Time the arbiter gave is no time the move took: a game read back with its `[%clk]`
    /// times and the arbiter's changes has the same figures as the game played.
    #[test]
    fn time_given_by_the_arbiter_is_no_move_s_time() {
        let mut timed = TimedGame::new(Game::standard(DrawRules::Club), "5+3".parse().unwrap());
        let mut now = Instant::now();
        timed.start(now);
        for text in ["e4", "c5", "Nf3"] {
            now += secs(2);
            let m = san::parse(timed.game().position(), text).unwrap();
            timed.play(m, now).unwrap();
        }
        // Black, thinking, is given 15 s, then plays 4 s after the last move.
        let black = timed.clock().remaining(Color::Black, now);
        let given = ClockAdjustment::setting(Color::Black, black, black + secs(15)).unwrap();
        timed.adjust_clock(given, now).unwrap();
        let m = san::parse(timed.game().position(), "d6").unwrap();
        timed.play(m, now + secs(4)).unwrap();
        let mut game = Game::standard(DrawRules::Club);
        for (index, ply) in timed.game().plies().iter().enumerate() {
            if index == 3 {
                game.record_adjustment(given);
            }
            game.play(ply.m, ply.clock).unwrap();
        }
        let read = TimedGame::new(game, timed.control().clone());
        let summary = Summary::of(&read);
        assert_eq!(summary.moves[3].spent, Some(secs(4)));
        assert_eq!(summary, Summary::of(&timed));
    }

    #[test]
    fn a_period_s_new_time_is_not_a_move_s_time() {
        // Two moves in the first period: the second ends it, and its clock gains a minute.
        let timed = played("2/1,1", &[("e4", 10), ("e5", 5), ("Nf3", 20), ("Nc6", 5)]);
        let summary = Summary::of(&loaded(&timed));
        assert_eq!(summary.moves[2].spent, Some(secs(20)));
        assert_eq!(summary.moves[2].left, Some(secs(30)));
        assert_eq!(summary.clocks.unwrap()[3].white, secs(90));
    }

    #[test]
    fn moves_under_ten_seconds_left_are_time_trouble() {
        let timed = played(
            "20s+1",
            &[("e4", 9), ("e5", 1), ("Nf3", 9), ("Nc6", 1), ("Bb5", 2)],
        );
        let summary = Summary::of(&timed);
        // White had 12 s after e4's increment, made Nf3 with 3 s left, then Bb5 with 2.
        assert_eq!(summary.sides.white.time_trouble, [2, 4]);
        assert!(summary.sides.black.time_trouble.is_empty());
    }

    #[test]
    fn an_untimed_game_counts_the_time_used() {
        let summary = Summary::of(&played("none", &MOVES[..3]));
        assert!(summary.untimed);
        let clocks = summary.clocks.unwrap();
        assert_eq!((clocks[3].white, clocks[3].black), (secs(136), secs(5)));
        assert!(summary.sides.white.time_trouble.is_empty());
    }

    #[test]
    fn the_material_balance_follows_the_captures() {
        let summary = Summary::of(&played("none", &MOVES));
        assert_eq!(summary.material, [0, 0, 0, 0, 0, 0, -1]);
    }

    #[test]
    fn a_game_without_times_has_no_clocks_to_chart() {
        let mut game = Game::standard(DrawRules::Fide);
        game.play_text("e4").unwrap();
        let summary = Summary::of(&TimedGame::new(game, TimeControl::untimed()));
        assert_eq!(summary.clocks, None);
        assert_eq!(summary.duration(), None);
        assert_eq!(summary.sides.white.average(), None);
    }
}
