//! Low-time warnings: said once as a side's running clock passes one minute and ten seconds,
//! and again only after its time has climbed well above the mark (an increment, a takeback,
//! the two minutes of a wrong claim), so that a player living on the increment is not told at
//! every move.

use std::time::{Duration, Instant};

use crate::app::event::TimeMark;
use crate::game::clock::{Clock, MoveBonus};
use crate::rules::{ByColor, Color};

/// The marks a warning is said at, each with the time above which it may be said again.
const MARKS: [(Duration, Duration); 2] = [
    (Duration::from_secs(60), Duration::from_secs(90)),
    (Duration::from_secs(10), Duration::from_secs(15)),
];

/// The mark of each entry of [`MARKS`].
const MARK_NAMES: [TimeMark; 2] = [TimeMark::OneMinute, TimeMark::TenSeconds];

/// Which warnings each side may still be given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Warnings {
    armed: ByColor<[bool; 2]>,
}

impl Warnings {
    /// The warnings of a game whose clock stands as `clock` at `now`: every mark above the
    /// time a side has now (none in an untimed game).
    pub(super) fn new(clock: &Clock, now: Instant) -> Warnings {
        let timed = !clock.control().is_untimed();
        Warnings {
            armed: ByColor::new_with(|color| {
                let left = clock.remaining(color, now);
                MARKS.map(|(mark, _)| timed && left > mark)
            }),
        }
    }

    /// Arms again the warnings of a side whose time climbed well above their marks.
    pub(super) fn rearm(&mut self, clock: &Clock, now: Instant) {
        if clock.control().is_untimed() {
            return;
        }
        for color in Color::ALL {
            let left = clock.remaining(color, now);
            for (armed, (_, again)) in self.armed[color].iter_mut().zip(MARKS) {
                *armed |= left > again;
            }
        }
    }

    /// When the next warning is due: the running clock reaches a mark still armed (after
    /// what is left of a simple delay, which holds the clock).
    pub(super) fn next(&self, clock: &Clock, now: Instant) -> Option<Instant> {
        let color = clock.running()?;
        let left = clock.remaining(color, now);
        let delay = match clock.move_bonus(now) {
            Some(MoveBonus::DelayLeft(delay)) => delay,
            _ => Duration::ZERO,
        };
        MARKS
            .iter()
            .zip(self.armed[color])
            .filter(|&(_, armed)| armed)
            .map(|(&(mark, _), _)| match left.checked_sub(mark) {
                Some(wait) if !wait.is_zero() => now + delay + wait,
                _ => now,
            })
            .min()
    }

    /// The warning due at `now`, if any: the side whose running clock passed a mark, and the
    /// mark. When it passed both, only the nearer one is said.
    pub(super) fn due(&mut self, clock: &Clock, now: Instant) -> Option<(Color, TimeMark)> {
        let color = clock.running()?;
        let left = clock.remaining(color, now);
        let mut due = None;
        for ((armed, (mark, _)), name) in self.armed[color].iter_mut().zip(MARKS).zip(MARK_NAMES) {
            if *armed && left <= mark {
                *armed = false;
                due = Some((color, name));
            }
        }
        due
    }
}
