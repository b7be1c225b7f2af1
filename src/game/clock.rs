//! The chess clock: it runs a [`TimeControl`] for both sides.
//!
//! A [`Clock`] runs a control for both sides. Each side's reading is its whole time left
//! before its flag falls (under byo-yomi, the main time and the periods to come;
//! [`Clock::face`] says what its clock shows), or the time used when untimed. Time is always passed in as `now`; nothing here
//! reads the system clock. The displayed values truncate (see [`format_clock`]): a clock never
//! shows more time than is left, `0.0` means less than a tenth is left, and the flag falls at
//! exactly zero.

use std::time::{Duration, Instant};

use super::arbiter::ClockAdjustment;
use super::clk::format_whole_seconds;
use super::time_control::{Bonus, Face, TimeControl};
use crate::rules::{ByColor, Color};

/// Below this a clock shows tenths of a second.
const TENTHS_BELOW: Duration = Duration::from_secs(10);

/// Whether the clock runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Not started yet, or paused: `start`/`resume` runs the side to move.
    Waiting,
    /// The side to move's clock has run since this instant.
    Running {
        /// When the current stretch of running began (the move began, or play resumed).
        since: Instant,
    },
    /// The game is over: the values are frozen.
    Stopped,
}

/// A snapshot of a clock, taken with [`Clock::state`] and given back to [`Clock::restore`]:
/// for takebacks (one after every move) and for saved games. Plain data, so a store can write
/// it down field by field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClockState {
    /// What each clock showed: the time left, or the time used when the game is untimed.
    pub remaining: ByColor<Duration>,
    /// The moves each side had completed since the clock was set.
    pub moves: ByColor<u32>,
    /// The moves each side had made in its Canadian byo-yomi period running (zero for other
    /// controls).
    pub period_moves: ByColor<u32>,
    /// The side whose move it was.
    pub to_move: Color,
    /// The time already spent on the current move (it decides what a delay still covers).
    pub spent: Duration,
    /// Whether the clock of the side to move was running.
    pub running: bool,
}

impl ClockState {
    /// The clock of a game about to begin under `control` with `to_move` to move: each side
    /// with its first period's time (zero used when untimed), no moves, not running.
    pub fn initial(control: &TimeControl, to_move: Color) -> ClockState {
        ClockState {
            remaining: ByColor::new_with(|color| control.initial_time(color)),
            moves: ByColor::default(),
            period_moves: ByColor::default(),
            to_move,
            spent: Duration::ZERO,
            running: false,
        }
    }
}

/// What a delay does for the move being made, beside the time on the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveBonus {
    /// Simple delay: this much of the delay is left before the main time moves.
    DelayLeft(Duration),
    /// Bronstein delay: a move made now gets this much back.
    GivesBack(Duration),
}

impl MoveBonus {
    /// The whole seconds shown for it: a delay left rounds up (it shows 1 until it is over),
    /// time given back rounds down (it shows only what is earned).
    pub fn shown_seconds(self) -> u64 {
        match self {
            MoveBonus::DelayLeft(left) => left.as_secs() + u64::from(left.subsec_nanos() > 0),
            MoveBonus::GivesBack(back) => back.as_secs(),
        }
    }
}

/// A chess clock for both sides under one [`TimeControl`]. Time is passed in as `now`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// Each side's reading when the current stretch of running began (the side not to move's
    /// reading is simply its value). Counts down, or up when untimed.
    readings: ByColor<Duration>,
    /// The moves each side has completed.
    moves: ByColor<u32>,
    /// The moves each side has made in its Canadian byo-yomi period running.
    period_moves: ByColor<u32>,
    /// The side whose clock runs when the clock runs.
    to_move: Color,
    /// The time spent on the current move before the current stretch of running.
    spent: Duration,
    phase: Phase,
}

impl Clock {
    /// A clock set for a new game: each side with its first period's time (zero used when
    /// untimed), White to move, not running until [`Clock::start`].
    pub fn new(control: TimeControl) -> Clock {
        Clock::with_side_to_move(control, Color::White)
    }

    /// A clock set like [`Clock::new`] for a game that begins with `to_move` to move (a
    /// position set up with Black to move).
    pub fn with_side_to_move(control: TimeControl, to_move: Color) -> Clock {
        Clock {
            readings: ByColor::new_with(|color| control.initial_time(color)),
            control,
            moves: ByColor::default(),
            period_moves: ByColor::default(),
            to_move,
            spent: Duration::ZERO,
            phase: Phase::Waiting,
        }
    }

    /// The control this clock runs.
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// Starts the clock of the side to move (White's at the start of a game, FIDE 6.6). The
    /// same as [`Clock::resume`]: nothing happens if it already runs or has been stopped.
    pub fn start(&mut self, now: Instant) {
        self.resume(now);
    }

    /// Stops both clocks; the time until [`Clock::resume`] is not charged to anyone.
    pub fn pause(&mut self, now: Instant) {
        if self.is_running() {
            self.settle(now);
            self.phase = Phase::Waiting;
        }
    }

    /// Runs the clock of the side to move again after a pause (or for the first time).
    /// Nothing happens if it already runs or has been stopped.
    pub fn resume(&mut self, now: Instant) {
        if self.phase == Phase::Waiting {
            self.phase = Phase::Running { since: now };
        }
    }

    /// Stops the clock for good at the end of the game: the values freeze.
    pub fn stop(&mut self, now: Instant) {
        self.settle(now);
        self.phase = Phase::Stopped;
    }

    /// The side to move has completed a move: charges its time, applies the increment or
    /// Bronstein delay of the period the move was played in, adds the next period's time when
    /// the move completes a period, keeps the byo-yomi period the move was made in whole (or
    /// begins a Canadian period again once its moves are made), and runs the other side's clock (if the clock was running;
    /// while paused the turn passes and the clock stays paused).
    ///
    /// A press after the mover's flag fell does not count: the clock stops with the mover at
    /// zero, and [`Clock::flagged`] keeps reporting it. The game layer asks `flagged(now)`
    /// before it accepts a move. After [`Clock::stop`], nothing happens.
    pub fn press(&mut self, now: Instant) {
        if self.phase == Phase::Stopped {
            return;
        }
        self.settle(now);
        let mover = self.to_move;
        if self.is_out_of_time(mover) {
            self.phase = Phase::Stopped;
            return;
        }
        let completed = self.moves[mover];
        let back = match self.control.bonus_of_move(mover, completed) {
            Bonus::Increment(increment) => increment,
            Bonus::Bronstein(delay) => delay.min(self.spent),
            Bonus::Delay(_) | Bonus::None => Duration::ZERO,
        };
        let completed = completed.saturating_add(1);
        let added = back.saturating_add(self.control.time_added_after(mover, completed));
        let (reading, period_moves) = self.control.after_move(
            mover,
            self.readings[mover].saturating_add(added),
            self.period_moves[mover],
        );
        self.readings[mover] = reading;
        self.period_moves[mover] = period_moves;
        self.moves[mover] = completed;
        self.to_move = !mover;
        self.spent = Duration::ZERO;
    }

    /// The side whose move it is: the clock that runs when the clock runs.
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The side whose clock is running now, if any (none before the start, while paused, and
    /// after the end).
    pub fn running(&self) -> Option<Color> {
        self.is_running().then_some(self.to_move)
    }

    /// Whether the clock was stopped for good ([`Clock::stop`], or a press after a flag fall).
    pub fn is_stopped(&self) -> bool {
        self.phase == Phase::Stopped
    }

    /// The moves a side has completed since the clock was set.
    pub fn moves(&self, color: Color) -> u32 {
        self.moves[color]
    }

    /// What a side's clock shows at `now`: the time left (zero once the flag has fallen), or
    /// for an untimed game the time used so far. For the PGN `[%clk]` of a move, ask for the
    /// mover right after [`Clock::press`]: that is the time left after the increment.
    pub fn remaining(&self, color: Color, now: Instant) -> Duration {
        match self.phase {
            Phase::Running { since } if color == self.to_move => {
                self.reading_after(now.saturating_duration_since(since))
            }
            // An hourglass's other side gains what the side to move uses.
            Phase::Running { since } if self.control.is_hourglass() => self.readings[color]
                .saturating_add(self.used_after(now.saturating_duration_since(since))),
            _ => self.readings[color],
        }
    }

    /// What a side's clock shows at `now`: its main time left, or what is left of the
    /// byo-yomi period running, with where it stands in its overtime.
    pub fn face(&self, color: Color, now: Instant) -> Face {
        self.control
            .face(color, self.remaining(color, now), self.period_moves[color])
    }

    /// The exact instant the running side's flag falls (for a simple delay: the start of the
    /// running stretch, plus what is left of the delay, plus the time left). `None` when
    /// nothing runs or the game is untimed.
    pub fn flag_at(&self) -> Option<Instant> {
        let Phase::Running { since } = self.phase else {
            return None;
        };
        if self.control.is_untimed() {
            return None;
        }
        let left = self.readings[self.to_move].saturating_add(self.delay_left(Duration::ZERO));
        since.checked_add(left)
    }

    /// The side whose time has run out by `now`, if any: its time reached zero (at the instant
    /// of [`Clock::flag_at`], not a nanosecond before). Never for an untimed game. Whether that
    /// loses or draws (FIDE 6.9) is for the game to decide.
    pub fn flagged(&self, now: Instant) -> Option<Color> {
        if self.control.is_untimed() {
            return None;
        }
        Color::ALL
            .into_iter()
            .find(|&color| self.remaining(color, now).is_zero())
    }

    /// The moves a side has made in its Canadian byo-yomi period running.
    pub fn period_moves(&self, color: Color) -> u32 {
        self.period_moves[color]
    }

    /// Whether a side is short of time at `now` ([`TimeControl::is_short_of_time`]).
    pub fn is_low_time(&self, color: Color, now: Instant) -> bool {
        self.control
            .is_short_of_time(color, self.remaining(color, now))
    }

    /// What the delay of the side to move does for its current move at `now`: the simple
    /// delay still to run, or the time a Bronstein delay would give back. `None` for other
    /// controls, and once the clock has stopped.
    pub fn move_bonus(&self, now: Instant) -> Option<MoveBonus> {
        if self.phase == Phase::Stopped {
            return None;
        }
        let spent = self.spent.saturating_add(self.running_for(now));
        match self.bonus_of_move() {
            Bonus::Delay(delay) => Some(MoveBonus::DelayLeft(delay.saturating_sub(spent))),
            Bonus::Bronstein(delay) => Some(MoveBonus::GivesBack(delay.min(spent))),
            Bonus::Increment(_) | Bonus::None => None,
        }
    }

    /// How long the current stretch of running has lasted at `now` (zero when not running).
    fn running_for(&self, now: Instant) -> Duration {
        match self.phase {
            Phase::Running { since } => now.saturating_duration_since(since),
            _ => Duration::ZERO,
        }
    }

    /// The next instant after `now` at which the running clock's text ([`format_clock`])
    /// changes, or the whole seconds of its [`MoveBonus`], or its flag falls, whichever comes
    /// first: the event loop can sleep until then. `None` when nothing runs or the flag has
    /// already fallen.
    pub fn next_change(&self, now: Instant) -> Option<Instant> {
        let Phase::Running { since } = self.phase else {
            return None;
        };
        let bonus_change = self.next_bonus_change(now);
        let clock_change = self.next_clock_change(now, since);
        let hourglass_change = self.next_hourglass_change(now);
        [clock_change, bonus_change, hourglass_change]
            .into_iter()
            .flatten()
            .min()
    }

    /// When the text of an hourglass's standing side, which gains what the running side uses,
    /// changes next.
    fn next_hourglass_change(&self, now: Instant) -> Option<Instant> {
        if !self.control.is_hourglass() {
            return None;
        }
        let gaining = self.remaining(!self.to_move, now);
        let step = display_step(gaining);
        now.checked_add(
            floor_to(gaining, step)
                .saturating_add(step)
                .saturating_sub(gaining),
        )
    }

    /// When the whole seconds of the [`MoveBonus`] shown next change: a simple delay counts
    /// down, a Bronstein delay's give-back counts up until it is full.
    fn next_bonus_change(&self, now: Instant) -> Option<Instant> {
        let second = Duration::from_secs(1);
        let wait = match self.move_bonus(now)? {
            MoveBonus::DelayLeft(left) if !left.is_zero() => {
                let past = Duration::from_nanos((left.as_nanos() % second.as_nanos()) as u64);
                if past.is_zero() { second } else { past }
            }
            MoveBonus::GivesBack(back) => {
                let full = match self.bonus_of_move() {
                    Bonus::Bronstein(delay) => delay,
                    _ => return None,
                };
                if back >= full {
                    return None;
                }
                second.saturating_sub(Duration::from_nanos(
                    (back.as_nanos() % second.as_nanos()) as u64,
                ))
            }
            MoveBonus::DelayLeft(_) => return None,
        };
        now.checked_add(wait)
    }

    fn next_clock_change(&self, now: Instant, since: Instant) -> Option<Instant> {
        let elapsed = now.saturating_duration_since(since);
        let reading = self.reading_after(elapsed);
        if self.control.is_untimed() {
            // Counting up, the text changes when the next step is reached.
            let step = display_step(reading);
            let shown = floor_to(reading, step);
            return now.checked_add(shown.saturating_add(step).saturating_sub(reading));
        }
        if reading.is_zero() {
            return None;
        }
        // What the clock shows: the main time, or the byo-yomi period running. Counting down,
        // its text changes one nanosecond after the shown value is reached (truncation shows
        // a value for as long as at least that much is left).
        let face = self.face(self.to_move, now).shown;
        let shown = floor_to(face, display_step(face));
        let wait = self
            .delay_left(elapsed)
            .saturating_add(face - shown)
            .saturating_add(Duration::from_nanos(1));
        let change = now.checked_add(wait)?;
        Some(self.flag_at().map_or(change, |flag| change.min(flag)))
    }

    /// Adds time to a side's clock: the two minutes FIDE 9.5.3 gives the opponent of an
    /// incorrect draw claim. Nothing changes for an untimed game.
    pub fn add_time(&mut self, color: Color, time: Duration) {
        if !self.control.is_untimed() {
            self.readings[color] = self.readings[color].saturating_add(time);
        }
    }

    /// Changes a side's clock at `now` by the arbiter's hand (FIDE 6.10): it shows the time
    /// the change makes of what it showed. Nothing changes for an untimed game.
    pub fn adjust(&mut self, adjustment: ClockAdjustment, now: Instant) {
        if self.control.is_untimed() {
            return;
        }
        self.settle(now);
        let reading = &mut self.readings[adjustment.side];
        *reading = adjustment.applied_to(*reading);
    }

    /// A snapshot of the clock at `now`, for [`Clock::restore`].
    pub fn state(&self, now: Instant) -> ClockState {
        let elapsed = self.running_for(now);
        ClockState {
            remaining: ByColor::new_with(|color| self.remaining(color, now)),
            moves: self.moves,
            period_moves: self.period_moves,
            to_move: self.to_move,
            spent: self.spent.saturating_add(elapsed),
            running: self.is_running(),
        }
    }

    /// Puts the clock back as a snapshot had it (a takeback, or resuming a saved game), not
    /// running: [`Clock::resume`] runs the side to move's clock again from its `now`, so the
    /// time between the snapshot and then is charged to no one. This also undoes
    /// [`Clock::stop`].
    pub fn restore(&mut self, state: ClockState) {
        self.readings = state.remaining;
        self.moves = state.moves;
        self.period_moves = state.period_moves;
        self.to_move = state.to_move;
        self.spent = state.spent;
        self.phase = Phase::Waiting;
    }

    fn is_running(&self) -> bool {
        matches!(self.phase, Phase::Running { .. })
    }

    /// The bonus of the side to move's current move.
    fn bonus_of_move(&self) -> Bonus {
        self.control
            .bonus_of_move(self.to_move, self.moves[self.to_move])
    }

    /// Whether a side of a timed game has no time left.
    fn is_out_of_time(&self, color: Color) -> bool {
        !self.control.is_untimed() && self.readings[color].is_zero()
    }

    /// The side to move's reading after `elapsed` more of the current stretch of running.
    fn reading_after(&self, elapsed: Duration) -> Duration {
        let reading = self.readings[self.to_move];
        if self.control.is_untimed() {
            return reading.saturating_add(elapsed);
        }
        reading.saturating_sub(self.used_after(elapsed))
    }

    /// The time the side to move's clock loses over `elapsed` more of the current stretch of
    /// running: all of it, but what a simple delay covers, and nothing past its flag.
    fn used_after(&self, elapsed: Duration) -> Duration {
        let cost = match self.bonus_of_move() {
            Bonus::Delay(delay) => {
                let total = self.spent.saturating_add(elapsed);
                total
                    .saturating_sub(delay)
                    .saturating_sub(self.spent.saturating_sub(delay))
            }
            _ => elapsed,
        };
        cost.min(self.readings[self.to_move])
    }

    /// What is left of the current move's simple delay after `elapsed` more of the current
    /// stretch of running; zero for other controls.
    fn delay_left(&self, elapsed: Duration) -> Duration {
        match self.bonus_of_move() {
            Bonus::Delay(delay) => delay.saturating_sub(self.spent.saturating_add(elapsed)),
            _ => Duration::ZERO,
        }
    }

    /// Charges the current stretch of running up to `now` and begins a new stretch there.
    fn settle(&mut self, now: Instant) {
        if let Phase::Running { since } = self.phase {
            let elapsed = now.saturating_duration_since(since);
            if self.control.is_hourglass() {
                let gained = self.used_after(elapsed);
                let other = &mut self.readings[!self.to_move];
                *other = other.saturating_add(gained);
            }
            self.readings[self.to_move] = self.reading_after(elapsed);
            self.spent = self.spent.saturating_add(elapsed);
            self.phase = Phase::Running { since: now };
        }
    }
}

/// The smallest change a clock's text shows at this value: tenths under 10 s, seconds above.
fn display_step(value: Duration) -> Duration {
    if value < TENTHS_BELOW {
        Duration::from_millis(100)
    } else {
        Duration::from_secs(1)
    }
}

/// `value` truncated to a whole number of `step`s.
fn floor_to(value: Duration, step: Duration) -> Duration {
    const NANOS_PER_SEC: u128 = 1_000_000_000;
    let step_nanos = step.as_nanos().max(1);
    let nanos = value.as_nanos() / step_nanos * step_nanos;
    // At most `value`, so the seconds fit in a u64.
    let secs = u64::try_from(nanos / NANOS_PER_SEC).unwrap_or(u64::MAX);
    Duration::new(secs, (nanos % NANOS_PER_SEC) as u32)
}

/// A clock's text: `h:mm:ss` from an hour up, `m:ss` below, `s.t` (tenths) below 10 s
/// (`1:00:00`, `4:58`, `0:59`, `9.3`, `0.0`). Truncates: the text never shows more time than
/// there is, so `0.0` means less than a tenth is left (the flag falls at zero) and 59.999 s
/// shows `0:59`.
pub fn format_clock(value: Duration) -> String {
    if value < TENTHS_BELOW {
        let tenths = value.as_millis() / 100;
        return format!("{}.{}", tenths / 10, tenths % 10);
    }
    format_whole_seconds(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::clk::format_clk;
    use crate::game::time_control::Overtime;
    use crate::game::time_control::tests::{control, mins, secs};

    fn ms(m: u64) -> Duration {
        Duration::from_millis(m)
    }

    /// A clock for `text`, started at a fresh base instant.
    fn started(text: &str) -> (Clock, Instant) {
        let t0 = Instant::now();
        let mut clock = Clock::new(control(text));
        clock.start(t0);
        (clock, t0)
    }

    /// Plays `moves` moves (both sides, White first when White is to move), each taking `each`.
    fn play(clock: &mut Clock, now: &mut Instant, each: Duration, moves: u32) {
        for _ in 0..moves {
            *now += each;
            clock.press(*now);
        }
    }

    // ---- Time controls -------------------------------------------------------------------
    // ---- The clock -----------------------------------------------------------------------

    #[test]
    fn white_starts_and_the_clocks_alternate() {
        let t0 = Instant::now();
        let mut clock = Clock::new(control("5"));
        assert_eq!(clock.running(), None);
        assert_eq!(clock.remaining(Color::White, t0 + secs(60)), mins(5));
        clock.start(t0);
        assert_eq!(clock.running(), Some(Color::White));
        assert_eq!(clock.remaining(Color::White, t0 + secs(7)), secs(293));
        assert_eq!(clock.remaining(Color::Black, t0 + secs(7)), mins(5));
        clock.press(t0 + secs(7));
        assert_eq!(clock.running(), Some(Color::Black));
        assert_eq!(clock.moves(Color::White), 1);
        assert_eq!(clock.remaining(Color::White, t0 + secs(20)), secs(293));
        assert_eq!(clock.remaining(Color::Black, t0 + secs(20)), secs(287));
    }

    #[test]
    fn a_game_may_begin_with_black_to_move() {
        let t0 = Instant::now();
        let mut clock = Clock::with_side_to_move(control("5"), Color::Black);
        clock.start(t0);
        assert_eq!(clock.running(), Some(Color::Black));
        assert_eq!(clock.remaining(Color::Black, t0 + secs(1)), secs(299));
    }

    #[test]
    fn the_increment_is_added_after_every_move_from_the_first() {
        let (mut clock, t0) = started("5+3");
        clock.press(t0 + secs(10));
        assert_eq!(clock.remaining(Color::White, t0 + secs(10)), secs(293));
        clock.press(t0 + secs(30));
        assert_eq!(clock.remaining(Color::Black, t0 + secs(30)), secs(283));
        // A quick move gains time.
        clock.press(t0 + secs(31));
        assert_eq!(clock.remaining(Color::White, t0 + secs(31)), secs(295));
    }

    #[test]
    fn a_move_inside_a_simple_delay_costs_nothing() {
        let (mut clock, t0) = started("15d5");
        // During the delay the main time does not run.
        assert_eq!(clock.remaining(Color::White, t0 + secs(4)), mins(15));
        clock.press(t0 + secs(3));
        assert_eq!(clock.remaining(Color::White, t0 + secs(3)), mins(15));
        // A longer move costs only the excess.
        clock.press(t0 + secs(11));
        assert_eq!(
            clock.remaining(Color::Black, t0 + secs(11)),
            mins(15) - secs(3)
        );
        // The delay is per move: White has it afresh.
        assert_eq!(clock.remaining(Color::White, t0 + secs(16)), mins(15));
    }

    #[test]
    fn a_pause_does_not_renew_a_simple_delay() {
        let (mut clock, t0) = started("15d5");
        clock.pause(t0 + secs(3));
        clock.resume(t0 + secs(100));
        // 3 s of the delay were used; 2 s are left, then the main time runs.
        assert_eq!(clock.remaining(Color::White, t0 + secs(102)), mins(15));
        assert_eq!(
            clock.remaining(Color::White, t0 + secs(104)),
            mins(15) - secs(2)
        );
        assert_eq!(clock.flag_at(), Some(t0 + secs(100) + secs(2) + mins(15)));
    }

    #[test]
    fn a_bronstein_delay_gives_back_the_time_used_up_to_the_delay() {
        let (mut clock, t0) = started("15b5");
        // The clock runs during the move...
        assert_eq!(
            clock.remaining(Color::White, t0 + secs(3)),
            mins(15) - secs(3)
        );
        // ...and the time is given back when the move is made.
        clock.press(t0 + secs(3));
        assert_eq!(clock.remaining(Color::White, t0 + secs(3)), mins(15));
        clock.press(t0 + secs(11));
        assert_eq!(
            clock.remaining(Color::Black, t0 + secs(11)),
            mins(15) - secs(3)
        );
    }

    #[test]
    fn a_bronstein_delay_does_not_save_a_player_without_time() {
        // 3 s with a 5 s Bronstein delay: the flag falls after 3 s, inside the delay.
        let (clock, t0) = started("0.05b5");
        assert_eq!(clock.flag_at(), Some(t0 + secs(3)));
        assert_eq!(clock.flagged(t0 + secs(3)), Some(Color::White));
    }

    #[test]
    fn a_simple_delay_flag_falls_after_the_delay_and_the_time() {
        let (clock, t0) = started("0.05d5");
        assert_eq!(clock.flag_at(), Some(t0 + secs(8)));
        assert_eq!(clock.flagged(t0 + secs(8) - ms(1)), None);
        assert_eq!(clock.flagged(t0 + secs(8)), Some(Color::White));
    }

    #[test]
    fn a_new_period_adds_its_time_after_the_last_move_of_the_period() {
        let (mut clock, t0) = started("40/90+30,30+30");
        let mut now = t0;
        // 39 moves each, a minute per move.
        play(&mut clock, &mut now, mins(1), 78);
        let after_39 = mins(90) - mins(39) + secs(30) * 39;
        assert_eq!(clock.remaining(Color::White, now), after_39);
        // White's 40th move completes the period: the next 30 minutes are added to what is left.
        play(&mut clock, &mut now, mins(1), 1);
        assert_eq!(
            clock.remaining(Color::White, now),
            after_39 - mins(1) + secs(30) + mins(30)
        );
        // Black has not completed its 40th move yet.
        play(&mut clock, &mut now, mins(1), 1);
        assert_eq!(
            clock.remaining(Color::Black, now),
            after_39 - mins(1) + secs(30) + mins(30)
        );
        // The last period has no move count: no more time comes, only the increment.
        play(&mut clock, &mut now, mins(1), 200);
        assert_eq!(
            clock.remaining(Color::White, now),
            after_39 + mins(30) + secs(30) * 101 - mins(101)
        );
    }

    #[test]
    fn the_last_period_repeats_when_it_has_a_move_count() {
        let (mut clock, t0) = started("40/120,20/60");
        let mut now = t0;
        let white_after = |moves: u64, clock: &Clock, now| {
            (
                moves,
                clock.remaining(Color::White, now),
                clock.moves(Color::White),
            )
        };
        play(&mut clock, &mut now, secs(1), 79);
        assert_eq!(
            white_after(40, &clock, now),
            (40, mins(120) - secs(40) + mins(60), 40)
        );
        play(&mut clock, &mut now, secs(1), 40);
        assert_eq!(
            white_after(60, &clock, now),
            (60, mins(120) - secs(60) + mins(120), 60)
        );
        play(&mut clock, &mut now, secs(1), 40);
        assert_eq!(
            white_after(80, &clock, now),
            (80, mins(120) - secs(80) + mins(180), 80)
        );
        // A single period with a move count repeats too.
        let (mut clock, t0) = started("40/90");
        let mut now = t0;
        play(&mut clock, &mut now, secs(1), 159);
        assert_eq!(clock.remaining(Color::White, now), mins(90) * 3 - secs(80));
    }

    #[test]
    fn each_period_has_its_own_bonus() {
        let (mut clock, t0) = started("2/10,5+10");
        let mut now = t0;
        play(&mut clock, &mut now, secs(1), 4);
        assert_eq!(clock.remaining(Color::White, now), mins(15) - secs(2));
        // Move 3 is in the second period: it gets the increment.
        play(&mut clock, &mut now, secs(1), 1);
        assert_eq!(
            clock.remaining(Color::White, now),
            mins(15) - secs(3) + secs(10)
        );
    }

    /// Byo-yomi: the main time runs out into the periods; a move made within a period keeps
    /// it, a period that runs out gives way to the next, and the flag falls with the last.
    #[test]
    fn byo_yomi_keeps_a_period_a_move_is_made_in_and_flags_after_the_last() {
        let (mut clock, t0) = started("10s byo 2x5s");
        let face = |clock: &Clock, at| clock.face(Color::White, at);
        let byo = |periods, begun| Some(Overtime::ByoYomi { periods, begun });
        assert_eq!(face(&clock, t0 + secs(4)).shown, secs(6));
        assert_eq!(face(&clock, t0 + secs(4)).overtime, byo(2, false));
        // 12 s in: the main time is gone and 3 s of the first period with it.
        assert_eq!(face(&clock, t0 + secs(12)).shown, secs(3));
        assert_eq!(face(&clock, t0 + secs(12)).overtime, byo(2, true));
        clock.press(t0 + secs(12));
        // The move was made within the period: it is whole again, and [%clk] says the whole
        // time left, both periods.
        assert_eq!(clock.remaining(Color::White, t0 + secs(12)), secs(10));
        assert_eq!(face(&clock, t0 + secs(12)).shown, secs(5));
        let mut now = t0 + secs(12);
        play(&mut clock, &mut now, secs(1), 1);
        // White uses the first period up and 2 s of the second.
        assert_eq!(face(&clock, now + secs(7)).shown, secs(3));
        assert_eq!(face(&clock, now + secs(7)).overtime, byo(1, true));
        clock.press(now + secs(7));
        let now = now + secs(7);
        assert_eq!(clock.remaining(Color::White, now), secs(5));
        clock.press(now + secs(1));
        let now = now + secs(1);
        // The last period runs out: the flag falls at 5 s, not a nanosecond before.
        assert_eq!(clock.flag_at(), Some(now + secs(5)));
        assert_eq!(clock.flagged(now + secs(5) - ms(1)), None);
        assert_eq!(clock.flagged(now + secs(5)), Some(Color::White));
    }

    /// The text of a byo-yomi clock changes as its period's does, and jumps to the next
    /// period when one runs out.
    #[test]
    fn next_change_follows_the_byo_yomi_period() {
        let (clock, t0) = started("10s byo 2x5s");
        let nano = Duration::from_nanos(1);
        // 9.95 s in: 0.05 s of main time left, shown as 0.0 until the first period shows.
        assert_next_change(&clock, t0 + ms(9_950), t0 + secs(10) + nano);
        assert_next_change(&clock, t0 + ms(12_050), t0 + ms(12_100) + nano);
    }

    /// Canadian byo-yomi: the move during which the main time runs out is the period's first;
    /// once its moves are made, the period begins again with its whole time.
    #[test]
    fn a_canadian_period_begins_again_once_its_moves_are_made() {
        let (mut clock, t0) = started("1 canadian 3/1");
        let moves_left = |clock: &Clock, at| match clock.face(Color::White, at).overtime {
            Some(Overtime::Canadian { moves }) => moves,
            other => panic!("{other:?}"),
        };
        assert_eq!(moves_left(&clock, t0), None);
        let mut now = t0 + secs(70);
        clock.press(now);
        assert_eq!(clock.remaining(Color::White, now), secs(50));
        assert_eq!(moves_left(&clock, now), Some(2));
        play(&mut clock, &mut now, secs(10), 2);
        assert_eq!(moves_left(&clock, now), Some(1));
        // A takeback's snapshot carries the moves made in the period.
        let mut back = Clock::new(control("1 canadian 3/1"));
        back.restore(clock.state(now));
        assert_eq!(back.period_moves(Color::White), 2);
        play(&mut clock, &mut now, secs(10), 2);
        assert_eq!(moves_left(&clock, now), Some(3));
        // The third move of the period gave back the whole minute.
        assert_eq!(clock.remaining(Color::White, now), mins(1));
        assert_eq!(clock.period_moves(Color::White), 0);
    }

    /// Hourglass: what the running side uses, the other gains, and the flag falls at zero.
    #[test]
    fn an_hourglass_gives_the_other_side_what_one_side_uses() {
        let (mut clock, t0) = started("hourglass 1");
        assert_eq!(clock.remaining(Color::White, t0 + secs(20)), secs(40));
        assert_eq!(clock.remaining(Color::Black, t0 + secs(20)), secs(80));
        clock.press(t0 + secs(20));
        assert_eq!(clock.remaining(Color::Black, t0 + secs(30)), secs(70));
        assert_eq!(clock.remaining(Color::White, t0 + secs(30)), secs(50));
        // The standing side's text changes too, as it gains.
        assert_eq!(clock.next_change(t0 + ms(30_500)), Some(t0 + secs(31)));
        clock.pause(t0 + secs(30));
        assert_eq!(clock.remaining(Color::White, t0 + secs(90)), secs(50));
        clock.resume(t0 + secs(90));
        assert_eq!(clock.flagged(t0 + secs(90) + secs(70)), Some(Color::Black));
        assert_eq!(clock.remaining(Color::White, t0 + secs(160)), secs(120));
    }

    /// An upcount counts each side's time used, and no flag falls.
    #[test]
    fn an_upcount_counts_up_and_never_flags() {
        let (mut clock, t0) = started("upcount");
        let later = t0 + Duration::from_secs(20 * 3600);
        assert_eq!(clock.remaining(Color::White, t0 + secs(42)), secs(42));
        assert_eq!(clock.flagged(later), None);
        assert_eq!(clock.flag_at(), None);
        clock.press(t0 + secs(42));
        assert_eq!(clock.remaining(Color::Black, t0 + secs(50)), secs(8));
    }

    #[test]
    fn the_flag_falls_to_the_millisecond() {
        let (mut clock, t0) = started("5");
        assert_eq!(clock.flag_at(), Some(t0 + mins(5)));
        assert_eq!(clock.flagged(t0 + mins(5) - ms(1)), None);
        assert_eq!(clock.remaining(Color::White, t0 + mins(5) - ms(1)), ms(1));
        assert_eq!(clock.flagged(t0 + mins(5)), Some(Color::White));
        // Black's flag, after an increment-free move by White.
        clock.press(t0 + secs(10));
        assert_eq!(clock.flag_at(), Some(t0 + secs(10) + mins(5)));
        assert_eq!(clock.flagged(t0 + secs(10) + mins(5) - ms(1)), None);
        assert_eq!(clock.flagged(t0 + secs(10) + mins(5)), Some(Color::Black));
    }

    #[test]
    fn a_press_after_the_flag_fell_does_not_count() {
        let (mut clock, t0) = started("1+5");
        let late = t0 + mins(1) + ms(1);
        clock.press(late);
        assert!(clock.is_stopped());
        assert_eq!(clock.flagged(late + secs(10)), Some(Color::White));
        assert_eq!(clock.remaining(Color::White, late), Duration::ZERO);
        assert_eq!(clock.moves(Color::White), 0);
        assert_eq!(clock.remaining(Color::Black, late + secs(10)), mins(1));
        assert_eq!(clock.running(), None);
    }

    #[test]
    fn paused_time_is_not_charged() {
        let (mut clock, t0) = started("5");
        clock.pause(t0 + secs(10));
        assert_eq!(clock.running(), None);
        assert_eq!(clock.flag_at(), None);
        assert_eq!(clock.next_change(t0 + secs(20)), None);
        assert_eq!(clock.flagged(t0 + mins(60)), None);
        assert_eq!(clock.remaining(Color::White, t0 + mins(60)), secs(290));
        clock.resume(t0 + mins(60));
        assert_eq!(clock.running(), Some(Color::White));
        assert_eq!(
            clock.remaining(Color::White, t0 + mins(60) + secs(5)),
            secs(285)
        );
        // Pausing twice, or resuming a running clock, changes nothing.
        clock.pause(t0 + mins(61));
        clock.pause(t0 + mins(62));
        clock.resume(t0 + mins(63));
        clock.resume(t0 + mins(64));
        assert_eq!(clock.remaining(Color::White, t0 + mins(63)), secs(230));
    }

    #[test]
    fn a_move_during_a_pause_passes_the_turn_without_time() {
        let (mut clock, t0) = started("5+3");
        clock.pause(t0 + secs(10));
        clock.press(t0 + secs(50));
        assert_eq!(clock.running(), None);
        assert_eq!(clock.to_move(), Color::Black);
        assert_eq!(clock.remaining(Color::White, t0 + secs(60)), secs(293));
        clock.resume(t0 + secs(60));
        assert_eq!(clock.running(), Some(Color::Black));
    }

    #[test]
    fn stop_freezes_the_values() {
        let (mut clock, t0) = started("5");
        clock.press(t0 + secs(10));
        clock.stop(t0 + secs(15));
        assert!(clock.is_stopped());
        assert_eq!(clock.running(), None);
        for later in [t0 + secs(15), t0 + mins(600)] {
            assert_eq!(clock.remaining(Color::White, later), secs(290));
            assert_eq!(clock.remaining(Color::Black, later), secs(295));
            assert_eq!(clock.flagged(later), None);
        }
        clock.resume(t0 + secs(20));
        clock.press(t0 + secs(25));
        assert_eq!(clock.running(), None);
        assert_eq!(clock.moves(Color::Black), 0);
    }

    #[test]
    fn a_takeback_restores_the_snapshot_and_charges_nothing_since() {
        let (mut clock, t0) = started("5+3");
        clock.press(t0 + secs(10));
        let after_white = clock.state(t0 + secs(10));
        assert_eq!(
            after_white,
            ClockState {
                remaining: ByColor {
                    white: secs(293),
                    black: mins(5)
                },
                moves: ByColor { white: 1, black: 0 },
                period_moves: ByColor::default(),
                to_move: Color::Black,
                spent: Duration::ZERO,
                running: true,
            }
        );
        clock.press(t0 + secs(40));
        // Black's move is taken back 5 s into White's reply.
        clock.restore(after_white);
        assert_eq!(clock.running(), None);
        clock.resume(t0 + secs(45));
        assert_eq!(clock.state(t0 + secs(45)), after_white);
        assert_eq!(clock.running(), Some(Color::Black));
        assert_eq!(clock.remaining(Color::Black, t0 + secs(50)), secs(295));
        assert_eq!(clock.flag_at(), Some(t0 + secs(45) + mins(5)));
        // The increment of Black's replayed move is its first move's increment again.
        clock.press(t0 + secs(50));
        assert_eq!(clock.remaining(Color::Black, t0 + secs(50)), secs(298));
    }

    #[test]
    fn a_resumed_game_does_not_charge_the_time_the_program_was_away() {
        let (mut clock, t0) = started("15d5");
        clock.press(t0 + secs(9));
        let saved = clock.state(t0 + secs(9) + secs(2));
        assert_eq!(saved.spent, secs(2));
        // The program is killed and started again a day later.
        let later = t0 + Duration::from_secs(86_400);
        let mut resumed = Clock::new(control("15d5"));
        resumed.restore(saved);
        resumed.resume(later);
        assert_eq!(resumed.remaining(Color::White, later), mins(15) - secs(4));
        assert_eq!(resumed.remaining(Color::Black, later), mins(15));
        // Black had used 2 s of its delay: 3 s are left.
        assert_eq!(
            resumed.remaining(Color::Black, later + secs(4)),
            mins(15) - secs(1)
        );
        // A snapshot taken while paused says so.
        let mut paused = resumed.clone();
        paused.pause(later + secs(4));
        assert!(!paused.state(later + secs(4)).running);
    }

    #[test]
    fn untimed_games_count_up_and_never_flag() {
        let (mut clock, t0) = started("none");
        assert_eq!(clock.remaining(Color::White, t0), Duration::ZERO);
        assert_eq!(clock.remaining(Color::White, t0 + secs(42)), secs(42));
        clock.press(t0 + secs(42));
        let much_later = t0 + Duration::from_secs(100 * 3600);
        assert_eq!(clock.flag_at(), None);
        assert_eq!(clock.flagged(much_later), None);
        assert!(!clock.is_low_time(Color::White, much_later));
        assert_eq!(
            clock.remaining(Color::Black, much_later),
            much_later - (t0 + secs(42))
        );
        clock.press(much_later);
        assert_eq!(clock.moves(Color::Black), 1);
        assert_eq!(clock.running(), Some(Color::White));
    }

    #[test]
    fn low_time_is_an_eighth_of_the_initial_time_between_10_and_60_seconds() {
        let (clock, t0) = started("5+3");
        // 5 minutes / 8 = 37.5 s.
        let threshold = t0 + mins(5) - ms(37_500);
        assert!(!clock.is_low_time(Color::White, threshold));
        assert!(clock.is_low_time(Color::White, threshold + ms(1)));
        assert!(!clock.is_low_time(Color::Black, threshold + ms(1)));
        let (clock, t0) = started("1");
        assert!(!clock.is_low_time(Color::White, t0 + secs(50)));
        assert!(clock.is_low_time(Color::White, t0 + secs(50) + ms(1)));
        let (clock, t0) = started("90");
        assert!(!clock.is_low_time(Color::White, t0 + mins(89)));
        assert!(clock.is_low_time(Color::White, t0 + mins(89) + ms(1)));
    }

    // ---- Display -------------------------------------------------------------------------

    #[test]
    fn clock_text_at_the_boundaries() {
        let cases = [
            (Duration::ZERO, "0.0"),
            (ms(99), "0.0"),
            (ms(100), "0.1"),
            (ms(9_300), "9.3"),
            (ms(9_950), "9.9"),
            (ms(9_999), "9.9"),
            (secs(10), "0:10"),
            (ms(59_999), "0:59"),
            (secs(60), "1:00"),
            (secs(298), "4:58"),
            (ms(3_599_999), "59:59"),
            (secs(3600), "1:00:00"),
            (secs(36_000 + 62), "10:01:02"),
        ];
        for (value, text) in cases {
            assert_eq!(format_clock(value), text, "{value:?}");
        }
    }

    /// Checks that `next_change` is the first instant the running clock's text changes.
    fn assert_next_change(clock: &Clock, now: Instant, expected: Instant) {
        let side = clock.to_move();
        let text = |at| {
            let bonus = clock.move_bonus(at).map(MoveBonus::shown_seconds);
            (format_clock(clock.remaining(side, at)), bonus)
        };
        assert_eq!(clock.next_change(now), Some(expected));
        assert_eq!(text(expected - Duration::from_nanos(1)), text(now));
        let flag = clock.flagged(expected).is_some();
        assert!(flag || text(expected) != text(now));
    }

    #[test]
    fn next_change_is_the_instant_the_text_changes() {
        let (clock, t0) = started("5");
        let nano = Duration::from_nanos(1);
        // 5:00 turns to 4:59 as soon as any time is gone.
        assert_next_change(&clock, t0, t0 + nano);
        assert_next_change(&clock, t0 + ms(500), t0 + secs(1) + nano);
        // 10.5 s left: 0:10 until 9.9.
        let at = t0 + mins(5) - ms(10_500);
        assert_next_change(&clock, at, at + ms(500) + nano);
        // 9.95 s left: 9.9 until 9.8.
        let at = t0 + mins(5) - ms(9_950);
        assert_next_change(&clock, at, at + ms(50) + nano);
        // 0.05 s left: 0.0 until the flag falls.
        let at = t0 + mins(5) - ms(50);
        assert_next_change(&clock, at, t0 + mins(5));
        assert_eq!(clock.next_change(t0 + mins(5)), None);
    }

    #[test]
    fn next_change_waits_out_a_simple_delay() {
        let (clock, t0) = started("15d5");
        let nano = Duration::from_nanos(1);
        // The delay counts down in whole seconds (5, 4, ... 1) while the main time waits.
        assert_next_change(&clock, t0, t0 + secs(1));
        assert_next_change(&clock, t0 + ms(2_500), t0 + secs(3));
        assert_next_change(&clock, t0 + ms(4_500), t0 + secs(5));
        // Then the main time moves: its text changes a nanosecond after 15:00 is used up.
        assert_next_change(&clock, t0 + secs(5), t0 + secs(5) + nano);
    }

    #[test]
    fn next_change_counts_up_when_untimed() {
        let (clock, t0) = started("none");
        assert_next_change(&clock, t0, t0 + ms(100));
        assert_next_change(&clock, t0 + ms(250), t0 + ms(300));
        assert_next_change(&clock, t0 + ms(9_950), t0 + secs(10));
        assert_next_change(&clock, t0 + ms(10_500), t0 + secs(11));
        let (mut clock, t0) = started("none");
        clock.stop(t0);
        assert_eq!(clock.next_change(t0), None);
    }

    #[test]
    fn the_clk_after_a_move_is_the_time_left_after_the_increment() {
        let (mut clock, t0) = started("5+1");
        clock.press(t0 + ms(2_500));
        let clk = format_clk(clock.remaining(Color::White, t0 + ms(2_500)));
        assert_eq!(clk, "0:04:58");
    }

    #[test]
    fn a_simple_delay_counts_down_and_a_bronstein_delay_counts_what_it_gives_back() {
        let (clock, t0) = started("15d5");
        assert_eq!(
            clock.move_bonus(t0 + ms(1_500)),
            Some(MoveBonus::DelayLeft(ms(3_500)))
        );
        // The delay's whole seconds change at 4 s left, before the main time moves.
        assert_eq!(clock.next_change(t0 + ms(1_500)), Some(t0 + secs(2)));
        assert_eq!(
            clock.move_bonus(t0 + secs(7)),
            Some(MoveBonus::DelayLeft(Duration::ZERO))
        );
        let (clock, t0) = started("15b5");
        assert_eq!(
            clock.move_bonus(t0 + ms(2_300)),
            Some(MoveBonus::GivesBack(ms(2_300)))
        );
        assert_eq!(
            clock.move_bonus(t0 + secs(9)),
            Some(MoveBonus::GivesBack(secs(5)))
        );
        let (clock, t0) = started("5+3");
        assert_eq!(clock.move_bonus(t0 + secs(1)), None);
    }

    #[test]
    fn time_added_after_an_incorrect_claim() {
        let (mut clock, t0) = started("5");
        clock.add_time(Color::Black, mins(2));
        assert_eq!(clock.remaining(Color::Black, t0), mins(7));
        let (mut untimed, t0) = started("none");
        untimed.add_time(Color::Black, mins(2));
        assert_eq!(untimed.remaining(Color::Black, t0), Duration::ZERO);
    }
}
