//! Low-time warnings: said once as a side's running clock passes one minute and ten seconds,
//! and again only after its time has climbed well above the mark (an increment, a takeback,
//! the two minutes of a wrong claim), so that a player living on the increment is not told at
//! every move. The time is what the clock shows ([`Clock::face`]): in byo-yomi the main
//! time, then each period, whose warnings are said again in every period long enough for
//! them.

use std::time::{Duration, Instant};

use crate::app::event::TimeMark;
use crate::game::clock::{Clock, MoveBonus};
use crate::game::time_control::{ClockMode, Overtime};
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
    /// The byo-yomi period each side was in when its warnings were last looked at (see
    /// [`byo_yomi_period`]): a period begun arms them again.
    periods: ByColor<Option<(u32, u32)>>,
}

impl Warnings {
    /// The warnings of a game whose clock stands as `clock` at `now`: every mark above the
    /// time a side has now (none in an untimed game).
    pub(super) fn new(clock: &Clock, now: Instant) -> Warnings {
        let timed = !clock.control().is_untimed();
        Warnings {
            armed: ByColor::new_with(|color| {
                let left = clock.face(color, now).shown;
                MARKS.map(|(mark, _)| timed && left > mark)
            }),
            periods: ByColor::new_with(|color| byo_yomi_period(clock, color, now)),
        }
    }

    /// Arms again the warnings of a side whose time climbed well above their marks.
    pub(super) fn rearm(&mut self, clock: &Clock, now: Instant) {
        if clock.control().is_untimed() {
            return;
        }
        for color in Color::ALL {
            let left = clock.face(color, now).shown;
            let period = byo_yomi_period(clock, color, now);
            // A period begun shows its whole time, whatever has run of it since.
            let new_period = match clock.control().mode(color) {
                ClockMode::ByoYomi { time, .. } if period != self.periods[color] => {
                    period.map(|_| time)
                }
                _ => None,
            };
            self.periods[color] = period;
            for (armed, (mark, again)) in self.armed[color].iter_mut().zip(MARKS) {
                *armed |= left > again || new_period.is_some_and(|whole| whole > mark);
            }
        }
    }

    /// When the next warning is due: the running clock reaches a mark still armed (after
    /// what is left of a simple delay, which holds the clock), or a mark of the next byo-yomi
    /// period, which arms them again.
    pub(super) fn next(&self, clock: &Clock, now: Instant) -> Option<Instant> {
        let color = clock.running()?;
        let face = clock.face(color, now);
        let left = face.shown;
        let delay = match clock.move_bonus(now) {
            Some(MoveBonus::DelayLeft(delay)) => delay,
            _ => Duration::ZERO,
        };
        let this_stage = MARKS
            .iter()
            .zip(self.armed[color])
            .filter(|&(_, armed)| armed)
            .map(|(&(mark, _), _)| match left.checked_sub(mark) {
                Some(wait) if !wait.is_zero() => now + delay + wait,
                _ => now,
            });
        // The next period begins when what the clock shows runs out, and it shows its whole
        // time then.
        let next_period = match (clock.control().mode(color), face.overtime) {
            (ClockMode::ByoYomi { time, .. }, Some(Overtime::ByoYomi { periods, begun }))
                if periods > 1 || !begun =>
            {
                Some(time)
            }
            _ => None,
        };
        let next_stage = next_period.into_iter().flat_map(|period| {
            MARKS
                .iter()
                .filter(move |&&(mark, _)| period > mark)
                .map(move |&(mark, _)| now + left + (period - mark))
        });
        this_stage.chain(next_stage).min()
    }

    /// The warning due at `now`, if any: the side whose running clock passed a mark, and the
    /// mark. When it passed both, only the nearer one is said.
    pub(super) fn due(&mut self, clock: &Clock, now: Instant) -> Option<(Color, TimeMark)> {
        let color = clock.running()?;
        let left = clock.face(color, now).shown;
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

/// The byo-yomi period a side is in at `now`, once its periods have begun: the periods left
/// and the moves it has made (a move made within a period begins it again); `None` before
/// them and under other controls.
fn byo_yomi_period(clock: &Clock, color: Color, now: Instant) -> Option<(u32, u32)> {
    match clock.face(color, now).overtime {
        Some(Overtime::ByoYomi {
            periods,
            begun: true,
        }) => Some((periods, clock.moves(color))),
        _ => None,
    }
}
