//! The arbiter's hand on the clock (FIDE 6.10): time given to a side, or a clock set right, as
//! a change of one side's clock ([`ClockAdjustment`]); how it is written in a PGN comment
//! (`[%clkadj Black +0:00:15]`); and lengths of time as players type them after `addtime` and
//! `clock SIDE TIME` (`15`, `90s`, `2m`, `1:30`, `1:02:03`).

use std::time::Duration;

use super::clk::{format_clk, parse_clk};
use crate::rules::Color;
use crate::sentence::{Phrase, Sentence};
use crate::vocabulary::{self, Meaning};

/// The time `addtime` gives when no time is typed: lichess's "+15 seconds".
pub const ADDED_TIME: Duration = Duration::from_secs(15);

/// The longest time typed for a clock: a day.
const MAX_TIME: Duration = Duration::from_secs(24 * 60 * 60);

/// Which way a clock changes, and by how much.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeChange {
    /// The clock shows this much more.
    Add(Duration),
    /// The clock shows this much less.
    Take(Duration),
}

/// A change of one side's clock by the arbiter's hand: time given (`addtime`), or the clock
/// set to a value (`clock SIDE TIME`), kept as the change it made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClockAdjustment {
    /// The side whose clock changes.
    pub side: Color,
    /// How it changes.
    pub change: TimeChange,
}

impl ClockAdjustment {
    /// The change that sets `side`'s clock from `from` to `to`; `None` when they are equal.
    pub fn setting(side: Color, from: Duration, to: Duration) -> Option<ClockAdjustment> {
        let change = match to.checked_sub(from) {
            Some(more) if !more.is_zero() => TimeChange::Add(more),
            Some(_) => return None,
            None => TimeChange::Take(from - to),
        };
        Some(ClockAdjustment { side, change })
    }

    /// The change that undoes this one.
    pub fn reversed(self) -> ClockAdjustment {
        let change = match self.change {
            TimeChange::Add(time) => TimeChange::Take(time),
            TimeChange::Take(time) => TimeChange::Add(time),
        };
        ClockAdjustment { change, ..self }
    }

    /// A reading of the side's clock after the change (never below zero).
    pub fn applied_to(self, reading: Duration) -> Duration {
        match self.change {
            TimeChange::Add(time) => reading.saturating_add(time),
            TimeChange::Take(time) => reading.saturating_sub(time),
        }
    }

    /// The player who loses by the change, who is asked to agree: the opponent of a side
    /// given time, or the side whose time is taken.
    pub fn loser(self) -> Color {
        match self.change {
            TimeChange::Add(_) => !self.side,
            TimeChange::Take(_) => self.side,
        }
    }

    /// The change as a PGN comment command: `[%clkadj Black +0:00:15]`, the time as `[%clk]`
    /// writes one.
    pub fn to_pgn(self) -> String {
        let (sign, time) = match self.change {
            TimeChange::Add(time) => ('+', time),
            TimeChange::Take(time) => ('-', time),
        };
        format!("[%clkadj {} {sign}{}]", self.side.name(), format_clk(time))
    }

    /// Reads what follows `[%clkadj` in a comment: `Black +0:00:15`; `None` for anything
    /// else.
    pub fn from_pgn(args: &str) -> Option<ClockAdjustment> {
        let (side, time) = args.trim().split_once(char::is_whitespace)?;
        let side = Color::ALL
            .into_iter()
            .find(|color| color.name().eq_ignore_ascii_case(side))?;
        let time = time.trim();
        let change = match time.split_at_checked(1)? {
            ("+", time) => TimeChange::Add(parse_clk(time)?),
            ("-", time) => TimeChange::Take(parse_clk(time)?),
            _ => return None,
        };
        Some(ClockAdjustment { side, change })
    }
}

/// A length of time typed for a clock that is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct DurationError {
    /// The text as typed.
    pub text: String,
    /// What is wrong with it.
    pub kind: DurationErrorKind,
}

/// What is wrong with a length of time typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DurationErrorKind {
    /// Not in any of the forms.
    NotATime,
    /// Zero: nothing to give, and no clock is set to nothing.
    Zero,
    /// More than a day.
    TooLong,
}

impl Sentence for DurationError {
    fn phrase(&self) -> Phrase<'_> {
        let id = match self.kind {
            DurationErrorKind::NotATime => "duration-not-a-time",
            DurationErrorKind::Zero => "duration-zero",
            DurationErrorKind::TooLong => "duration-too-long",
        };
        Phrase::new(id).with("text", &self.text)
    }
}

/// A unit of time typed after a number (`[units]`: `90s`, `2мин`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Unit {
    Seconds,
    Minutes,
}

impl Unit {
    /// Its length in seconds.
    fn seconds(self) -> u64 {
        match self {
            Unit::Seconds => 1,
            Unit::Minutes => 60,
        }
    }
}

impl Meaning for Unit {
    const TABLE: &'static str = "units";
    const ALL: &'static [Unit] = &[Unit::Seconds, Unit::Minutes];

    fn key(self) -> &'static str {
        match self {
            Unit::Seconds => "seconds",
            Unit::Minutes => "minutes",
        }
    }
}

/// Reads a length of time as typed for a clock: seconds alone (`15`), with a unit (`90s`,
/// `2m`, `2min`, and every language's units: the Russian `с`, `м`, `мин`), or as a clock shows
/// it (`1:30`, `1:02:03`).
/// Whole seconds, more than zero, at most a day.
pub fn parse_duration(text: &str) -> Result<Duration, DurationError> {
    let typed = text.trim();
    let error = |kind| DurationError {
        text: text.trim().to_string(),
        kind,
    };
    let lower = typed.to_lowercase();
    let secs = if lower.contains(':') {
        // As a clock shows it: whole seconds, two digits in every field after the first.
        let as_shown = !lower.contains('.') && lower.split(':').skip(1).all(|f| f.len() == 2);
        as_shown
            .then(|| parse_clk(&lower))
            .flatten()
            .map(|time| time.as_secs())
    } else {
        let (number, unit) = match lower.find(|c: char| !c.is_ascii_digit()) {
            Some(at) => lower.split_at(at),
            None => (lower.as_str(), ""),
        };
        let scale = match unit.trim() {
            "" => Some(1),
            unit => vocabulary::read(unit).map(Unit::seconds),
        };
        scale.and_then(|scale| digits(number)?.checked_mul(scale))
    };
    let secs = secs.ok_or_else(|| error(DurationErrorKind::NotATime))?;
    let time = Duration::from_secs(secs);
    if time.is_zero() {
        Err(error(DurationErrorKind::Zero))
    } else if time > MAX_TIME {
        Err(error(DurationErrorKind::TooLong))
    } else {
        Ok(time)
    }
}

/// A whole number written in 1 to 9 ASCII digits.
fn digits(text: &str) -> Option<u64> {
    let usable = (1..=9).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit());
    usable.then(|| text.parse().ok()).flatten()
}

impl Sentence for ClockAdjustment {
    /// `Black's clock +15 s`, `White's clock −1:30`.
    fn phrase(&self) -> Phrase<'_> {
        let (id, time) = match self.change {
            TimeChange::Add(time) => ("adjustment-add", time),
            TimeChange::Take(time) => ("adjustment-take", time),
        };
        Phrase::new(id).with("side", self.side).with("time", time)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn lengths_of_time_are_read_in_every_form_players_type() {
        for (text, time) in [
            ("15", 15),
            (" 90s ", 90),
            ("90 s", 90),
            ("2m", 120),
            ("2 min", 120),
            ("30с", 30),
            ("2м", 120),
            ("3 мин", 180),
            ("1:30", 90),
            ("0:05", 5),
            ("1:02:03", 3723),
            ("90:00", 5400),
            ("24:00:00", 86_400),
        ] {
            assert_eq!(parse_duration(text), Ok(secs(time)), "{text}");
        }
        let kind = |text: &str| parse_duration(text).unwrap_err().kind;
        for text in [
            "", "x", "1.5", "1:30.5", "-5", "1:60", "1:5", ":30", "1::30", "1:2:3:4", "5h",
            "15 s s",
        ] {
            assert_eq!(kind(text), DurationErrorKind::NotATime, "{text}");
        }
        assert_eq!(kind("0"), DurationErrorKind::Zero);
        assert_eq!(kind("0:00"), DurationErrorKind::Zero);
        assert_eq!(kind("24:00:01"), DurationErrorKind::TooLong);
        assert_eq!(kind("99999999999"), DurationErrorKind::NotATime);
        assert_eq!(
            parse_duration("1:6x").unwrap_err().to_string(),
            "'1:6x' is not a length of time: write 15 (seconds), 90s, 2m, 1:30 or 1:02:03"
        );
    }

    #[test]
    fn every_language_has_words_for_seconds_and_minutes() {
        vocabulary::assert_complete::<Unit>();
    }

    #[test]
    fn a_setting_is_the_change_it_makes_and_undoes() {
        let up = ClockAdjustment::setting(Color::White, secs(60), secs(90)).unwrap();
        assert_eq!(up.change, TimeChange::Add(secs(30)));
        assert_eq!(up.loser(), Color::Black);
        let down = ClockAdjustment::setting(Color::White, secs(90), secs(60)).unwrap();
        assert_eq!(down.change, TimeChange::Take(secs(30)));
        assert_eq!(down.loser(), Color::White);
        assert_eq!(down.reversed(), up);
        assert_eq!(up.applied_to(secs(60)), secs(90));
        assert_eq!(down.applied_to(secs(10)), Duration::ZERO);
        assert_eq!(
            ClockAdjustment::setting(Color::Black, secs(5), secs(5)),
            None
        );
    }

    #[test]
    fn an_adjustment_is_written_and_read_back_as_a_comment_command() {
        let given = ClockAdjustment {
            side: Color::Black,
            change: TimeChange::Add(secs(15)),
        };
        assert_eq!(given.to_pgn(), "[%clkadj Black +0:00:15.0]");
        let taken = ClockAdjustment {
            side: Color::White,
            change: TimeChange::Take(secs(90)),
        };
        assert_eq!(taken.to_pgn(), "[%clkadj White -0:01:30]");
        for adjustment in [given, taken] {
            let written = adjustment.to_pgn();
            let args = written
                .strip_prefix("[%clkadj")
                .and_then(|rest| rest.strip_suffix(']'))
                .unwrap();
            assert_eq!(ClockAdjustment::from_pgn(args), Some(adjustment));
        }
        for args in ["", "Black", "Grey +0:00:15", "Black 0:00:15", "Black +x"] {
            assert_eq!(ClockAdjustment::from_pgn(args), None, "{args}");
        }
        assert_eq!(given.to_string(), "Black's clock +15 s");
        assert_eq!(taken.to_string(), "White's clock −1:30");
    }
}
