//! The arbiter's hand on the clocks (FIDE 6.10), at one keyboard: `addtime [TIME]` gives the
//! opponent of the side to move time (15 s unless told, as lichess's "+15 seconds"),
//! `clock SIDE TIME` sets a clock right. Each is asked of the player who loses by it, is
//! kept in the record (and the PGN), and a takeback undoes it before any move.

use std::time::{Duration, Instant};

use super::{GamePage, Question};
use crate::app::event::{Event, Info, Notice, Refusal};
use crate::app::page::Context;
use crate::game::GameError;
use crate::game::arbiter::{ADDED_TIME, ClockAdjustment, TimeChange, parse_duration};
use crate::rules::Color;
use crate::vocabulary::{self, Meaning};

/// A side, as `clock SIDE TIME` names it (`[sides]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Side(pub(super) Color);

impl Meaning for Side {
    const TABLE: &'static str = "sides";
    const ALL: &'static [Side] = &[Side(Color::White), Side(Color::Black)];

    fn key(self) -> &'static str {
        match self.0 {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

impl GamePage {
    /// `addtime [TIME]`: asks the side to move to give its opponent `typed` (15 s when
    /// nothing is typed).
    pub(super) fn ask_to_add_time(&mut self, typed: Option<&str>, cx: &mut Context) {
        if !self.clocks_can_change(cx) {
            return;
        }
        let time = match typed.map(parse_duration) {
            None => ADDED_TIME,
            Some(Ok(time)) => time,
            Some(Err(error)) => return cx.refuse(Refusal::Duration(error)),
        };
        let side = !self.game().position().turn();
        let adjustment = ClockAdjustment {
            side,
            change: TimeChange::Add(time),
        };
        self.ask(Question::Adjust(adjustment), cx);
    }

    /// `clock SIDE TIME`: asks the player who loses by it to agree that the side's clock
    /// shows `TIME`.
    pub(super) fn ask_to_set_clock(&mut self, typed: Option<&str>, cx: &mut Context) {
        if !self.clocks_can_change(cx) {
            return;
        }
        let split = typed.and_then(|typed| typed.trim().split_once(char::is_whitespace));
        let Some((side, time)) = split else {
            return cx.refuse(Refusal::SetClockUsage);
        };
        let Some(Side(side)) = vocabulary::read(side) else {
            return cx.refuse(Refusal::SetClockUsage);
        };
        let time = match parse_duration(time) {
            Ok(time) => time,
            Err(error) => return cx.refuse(Refusal::Duration(error)),
        };
        if self.setting(side, time, cx.now).is_none() {
            return cx.refuse(Refusal::ClockShows(side));
        }
        self.ask(Question::SetClock(side, time), cx);
    }

    /// Whether the clocks can be changed now; the players are told why not.
    fn clocks_can_change(&mut self, cx: &mut Context) -> bool {
        let refusal = if let Some(outcome) = self.outcome {
            Refusal::Game(GameError::GameOver(outcome))
        } else if self.timed.control().is_untimed() {
            Refusal::Game(GameError::Untimed)
        } else {
            return true;
        };
        cx.refuse(refusal);
        false
    }

    /// The change that makes `side`'s clock show `time` at `now`; `None` when it does.
    fn setting(&self, side: Color, time: Duration, now: Instant) -> Option<ClockAdjustment> {
        let shows = self.clock().remaining(side, now);
        ClockAdjustment::setting(side, shows, time)
    }

    /// The players agreed to the change: it is made, and said.
    pub(super) fn adjust_clock(&mut self, adjustment: ClockAdjustment, cx: &mut Context) {
        match self.timed.adjust_clock(adjustment, cx.now) {
            Ok(()) => {
                cx.events.push(Event::ClockAdjusted(adjustment));
                cx.notice = Some(Notice::Info(Info::ClockAdjusted(adjustment)));
            }
            Err(error) => cx.refuse(Refusal::Game(error)),
        }
    }

    /// The players agreed that `side`'s clock shows `time`: the change it takes now (the
    /// clock ran while they were asked).
    pub(super) fn set_clock(&mut self, side: Color, time: Duration, cx: &mut Context) {
        match self.setting(side, time, cx.now) {
            Some(adjustment) => self.adjust_clock(adjustment, cx),
            None => cx.notice = Some(Notice::Info(Info::ClocksKept)),
        }
    }

    /// The player a question about the clocks is put to at `now`: the one who loses by the
    /// change (for `clock SIDE TIME`, the side itself when its time goes down, else its
    /// opponent). `None` for other questions.
    pub fn asked_about_clocks(&self, question: Question, now: Instant) -> Option<Color> {
        match question {
            Question::Adjust(adjustment) => Some(adjustment.loser()),
            // The clock ran onto the time asked for: nobody loses, and the side is asked.
            Question::SetClock(side, time) => Some(
                self.setting(side, time, now)
                    .map_or(side, ClockAdjustment::loser),
            ),
            Question::UndoAdjustment(adjustment) => Some(adjustment.reversed().loser()),
            _ => None,
        }
    }

    /// The players agreed to take back the last change of a clock.
    pub(super) fn take_back_adjustment(&mut self, cx: &mut Context) {
        match self.timed.take_back_adjustment(cx.now) {
            Ok(adjustment) => {
                cx.events.push(Event::AdjustmentTakenBack(adjustment));
                cx.notice = Some(Notice::Info(Info::AdjustmentTakenBack(adjustment)));
            }
            Err(error) => cx.refuse(Refusal::Game(error)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_names_both_sides() {
        vocabulary::assert_complete::<Side>();
    }
}
