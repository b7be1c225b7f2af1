//! Time controls: what players write after `--time`, and the PGN `TimeControl` tag.
//!
//! # Time controls
//!
//! A [`TimeControl`] is what players write after `--time`:
//!
//! | text | meaning |
//! |---|---|
//! | `none` | untimed: the clocks count the time used and never decide the game |
//! | `5`, `0.5`, `0.05` | sudden death, in minutes (fractions allowed) |
//! | `90s` | the same in seconds (so any whole number of seconds can be written) |
//! | `5+3` | Fischer increment: 3 s added after each move, move 1 included |
//! | `15d5` | simple (US) delay: the main time runs only after 5 s of each move |
//! | `15b5` | Bronstein delay: the time used on a move is given back, up to 5 s |
//! | `40/90+30,30+30` | periods: 40 moves in 90 minutes, then 30 minutes for the rest |
//!
//! Each period is `[MOVES/]TIME[BONUS]`, periods are separated by commas. Every time is a whole
//! number of seconds, from 1 s to 24 h per period; increments and delays are whole seconds up to
//! an hour, and a zero bonus (`5+0`) is the same control as none (`5`). Each period has its own
//! bonus: a move gets the bonus of the period it is played in. When a player completes the last
//! move of a period (their 40th move in `40/90,30`), the next period's time is added to what
//! they have left. Every period but the last needs a move count. **The last period repeats when
//! it has a move count**: `40/120,20/60` gives 60 more minutes after moves 60, 80, 100 and so on,
//! and `40/90` alone gives 90 minutes for every 40 moves, as the PGN standard reads `40/5400`.
//!
//! [`TimeControl`]'s `Display` writes the canonical form of this syntax (times in minutes when
//! that is exact in two decimals, otherwise in seconds with `s`), and parsing it gives the same
//! control back.
//!
//! # The PGN `TimeControl` tag
//!
//! [`TimeControl::from_pgn`] and [`TimeControl::to_pgn`] read and write the tag of PGN §9.6.1:
//! times in seconds, periods separated by colons (`300`, `300+3`, `40/5400+30:1800+30`, `-` for
//! untimed, `?` for unknown). The standard has no delays; hotseat writes them as `900d5`
//! (simple) and `900b5` (Bronstein), which its own reader reads back exactly. Sandclock (`*180`)
//! is refused.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::phrase;
use crate::sentence::{Arg, Phrase, Sentence};

/// The longest time one period may give.
const MAX_PERIOD_TIME: Duration = Duration::from_secs(24 * 60 * 60);
/// The longest increment or delay.
const MAX_BONUS: Duration = Duration::from_secs(60 * 60);
/// The most moves one period may count.
const MAX_PERIOD_MOVES: u32 = 1000;

/// What a period gives back for each move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Bonus {
    /// Nothing: sudden death.
    #[default]
    None,
    /// Fischer increment: this much is added after every move.
    Increment(Duration),
    /// Simple (US) delay: the main time starts running only after this much of each move.
    Delay(Duration),
    /// Bronstein delay: the time used on a move is given back, up to this much.
    Bronstein(Duration),
}

/// One period of a time control: a time for a number of moves (or for the rest of the game).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Period {
    /// How many moves the period lasts; `None` for the rest of the game.
    pub moves: Option<u32>,
    /// The time the period gives, added to what is left when it begins.
    pub time: Duration,
    /// The increment or delay of each move played in this period.
    pub bonus: Bonus,
}

/// A time control: untimed, or one or more periods. Valid by construction: build one with
/// [`TimeControl::parse`], [`TimeControl::from_pgn`] or [`TimeControl::untimed`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// The periods in order; empty when untimed.
    periods: Vec<Period>,
}

/// Why a time control was refused: the control as written, a control that works in the same
/// syntax, and what is wrong. Every message names the control, says what is wrong and shows
/// the example.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct TimeControlError {
    /// The control as written, without the spaces around it (empty when nothing was).
    pub control: String,
    /// A control that works, written as the refused one was (for `--time` or for PGN).
    pub example: &'static str,
    /// What is wrong with the control.
    pub kind: TimeControlErrorKind,
}

/// What is wrong with a time control.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TimeControlErrorKind {
    /// Nothing was written, or only spaces.
    Empty {
        /// How the syntax writes a game without clocks (`none`, `-`).
        untimed: &'static str,
    },
    /// Two separators in a row, or one at either end.
    EmptyPeriod {
        /// Which period, counting from 1.
        number: usize,
    },
    /// The part before `/` is not a sensible number of moves.
    BadMoves {
        /// The move count as written.
        moves: String,
    },
    /// The time of a period is not a number.
    BadTime {
        /// The time as written.
        time: String,
        /// What a bare number counts: minutes as players write, seconds in PGN.
        unit: TimeUnit,
    },
    /// The time of a period is zero or negative.
    NotPositive {
        /// The time as written.
        time: String,
    },
    /// A time, increment or delay that is not a whole number of seconds.
    NotWholeSeconds {
        /// Which part of the control.
        what: TimePart,
        /// The value as written.
        value: String,
    },
    /// A time over 24 hours, or an increment or delay over an hour.
    TooLong {
        /// Which part of the control.
        what: TimePart,
        /// The value as written.
        value: String,
    },
    /// An increment or delay that is not a number.
    BadBonus {
        /// Which bonus: the increment or one of the delays.
        what: TimePart,
        /// The value as written.
        value: String,
    },
    /// A period without a move count before another period, which would never begin.
    UnreachablePeriod {
        /// Which period has no move count, counting from 1.
        number: usize,
    },
    /// A PGN sandclock control (`*180`), which hotseat does not play.
    Sandclock,
}

impl Sentence for TimeControlError {
    fn phrase(&self) -> Phrase<'_> {
        self.kind
            .phrase()
            .with("control", &self.control)
            .with("example", self.example)
    }
}

impl Sentence for TimeControlErrorKind {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            TimeControlErrorKind::Empty { untimed } => phrase!("tc-empty", untimed = *untimed),
            TimeControlErrorKind::EmptyPeriod { number } => {
                phrase!("tc-empty-period", number = *number)
            }
            TimeControlErrorKind::BadMoves { moves } => phrase!("tc-bad-moves", moves = moves),
            TimeControlErrorKind::BadTime { time, unit } => {
                phrase!("tc-bad-time", time = time, unit = *unit)
            }
            TimeControlErrorKind::NotPositive { time } => phrase!("tc-not-positive", time = time),
            TimeControlErrorKind::NotWholeSeconds { what, value } => {
                phrase!("tc-not-whole", what = *what, value = value)
            }
            TimeControlErrorKind::TooLong { what, value } => {
                phrase!("tc-too-long", what = *what, value = value)
            }
            TimeControlErrorKind::BadBonus { what, value } => {
                phrase!("tc-bad-bonus", what = *what, value = value)
            }
            TimeControlErrorKind::UnreachablePeriod { number } => {
                phrase!("tc-unreachable", number = *number)
            }
            TimeControlErrorKind::Sandclock => phrase!("tc-sandclock"),
        }
    }
}

/// A part of a time control that a message is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimePart {
    /// The time of a period.
    Time,
    /// The increment of each move.
    Increment,
    /// A simple (US) delay, spent before the clock counts.
    Delay,
    /// A Bronstein delay, given back up to the time used.
    Bronstein,
}

impl From<TimePart> for Arg<'_> {
    /// The part as the catalogues select on it: `time`, `increment`, `delay`, `bronstein`.
    fn from(part: TimePart) -> Self {
        Arg::from(match part {
            TimePart::Time => "time",
            TimePart::Increment => "increment",
            TimePart::Delay => "delay",
            TimePart::Bronstein => "bronstein",
        })
    }
}

/// What a bare number of a period's time counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeUnit {
    /// Minutes: `5` is five minutes, as players write after `--time`.
    Minutes,
    /// Seconds: `300` is five minutes, as the PGN tag writes.
    Seconds,
}

impl From<TimeUnit> for Arg<'_> {
    /// The unit as the catalogues select on it: `minutes` or `seconds`.
    fn from(unit: TimeUnit) -> Self {
        Arg::from(match unit {
            TimeUnit::Minutes => "minutes",
            TimeUnit::Seconds => "seconds",
        })
    }
}

/// The two ways of writing a control: what players type, and the PGN tag.
struct Syntax {
    /// The separator between periods: `,` for players, `:` in PGN.
    separator: char,
    /// What a bare time counts: minutes for players, seconds in PGN.
    unit: TimeUnit,
    /// Example controls, shown in error messages.
    examples: Examples,
}

/// Example controls in one syntax.
struct Examples {
    /// The control of a game without clocks.
    untimed: &'static str,
    time: &'static str,
    fraction: &'static str,
    periods: &'static str,
    moves: &'static str,
    increment: &'static str,
    delay: &'static str,
    bronstein: &'static str,
}

/// What players write after `--time`.
const PLAYER: Syntax = Syntax {
    separator: ',',
    unit: TimeUnit::Minutes,
    examples: Examples {
        untimed: "none",
        time: "5",
        fraction: "0.5",
        periods: "40/90+30,30+30",
        moves: "40/90",
        increment: "5+3",
        delay: "15d5",
        bronstein: "15b5",
    },
};

/// The PGN `TimeControl` tag.
const PGN: Syntax = Syntax {
    separator: ':',
    unit: TimeUnit::Seconds,
    examples: Examples {
        untimed: "-",
        time: "300",
        fraction: "300",
        periods: "40/5400+30:1800+30",
        moves: "40/5400",
        increment: "300+3",
        delay: "900d5",
        bronstein: "900b5",
    },
};

impl TimeControl {
    /// No time limit: the clocks only measure the time used.
    pub fn untimed() -> TimeControl {
        TimeControl {
            periods: Vec::new(),
        }
    }

    /// Reads a control as players write it (`none`, `5`, `5+3`, `15d5`, `15b5`,
    /// `40/90+30,30+30`; see the module documentation). Spaces around the parts are allowed.
    pub fn parse(text: &str) -> Result<TimeControl, TimeControlError> {
        let control = text.trim();
        if control.is_empty() {
            return Err(Parser::new(control, &PLAYER).error(
                TimeControlErrorKind::Empty {
                    untimed: PLAYER.examples.untimed,
                },
                PLAYER.examples.increment,
            ));
        }
        if control.eq_ignore_ascii_case("none") {
            return Ok(TimeControl::untimed());
        }
        Parser::new(control, &PLAYER).control()
    }

    /// Reads a PGN `TimeControl` tag value: `None` for `?` (unknown), the untimed control for
    /// `-`, otherwise periods in seconds separated by colons (`300+3`, `40/5400+30:1800+30`),
    /// with hotseat's `900d5` and `900b5` for delays.
    pub fn from_pgn(tag: &str) -> Result<Option<TimeControl>, TimeControlError> {
        let control = tag.trim();
        match control {
            "" => Err(Parser::new(control, &PGN).error(
                TimeControlErrorKind::Empty {
                    untimed: PGN.examples.untimed,
                },
                PGN.examples.increment,
            )),
            "?" => Ok(None),
            "-" => Ok(Some(TimeControl::untimed())),
            _ if control.starts_with('*') => Err(Parser::new(control, &PGN)
                .error(TimeControlErrorKind::Sandclock, PGN.examples.time)),
            _ => Parser::new(control, &PGN).control().map(Some),
        }
    }

    /// The PGN `TimeControl` tag value: the standard form (`-`, `300`, `300+3`, `40/5400`,
    /// `40/5400+30:1800+30`) where the standard can say it, `900d5` or `900b5` for delays.
    pub fn to_pgn(&self) -> String {
        let mut tag = String::new();
        if self.is_untimed() {
            tag.push('-');
        } else {
            // Writing to a String cannot fail.
            let _ = self.write_periods(&mut tag, &PGN);
        }
        tag
    }

    /// Whether the control has no time limit.
    pub fn is_untimed(&self) -> bool {
        self.periods.is_empty()
    }

    /// Whether the time a move took cannot be read off the mover's clock before and after
    /// it: untimed clocks show no time left, and under a delay a quick move leaves the clock
    /// as it was. Games under such controls record each move's time (`[%emt]`).
    pub fn hides_move_times(&self) -> bool {
        self.is_untimed()
            || self
                .periods
                .iter()
                .any(|period| matches!(period.bonus, Bonus::Delay(_) | Bonus::Bronstein(_)))
    }

    /// The periods in order; empty when untimed.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// The time each side starts with; zero when untimed.
    pub fn initial_time(&self) -> Duration {
        self.periods.first().map_or(Duration::ZERO, |p| p.time)
    }

    /// The period in which a side plays its next move, having completed `completed` moves, and
    /// whether that move is the first of the period. `None` when untimed.
    fn period_of_move(&self, completed: u32) -> Option<(&Period, bool)> {
        let completed = u64::from(completed);
        let last = self.periods.len().checked_sub(1)?;
        let mut start = 0u64;
        for (i, period) in self.periods.iter().enumerate() {
            let Some(moves) = period.moves.map(u64::from) else {
                return Some((period, completed == start));
            };
            if completed < start + moves {
                return Some((period, completed == start));
            }
            if i == last {
                // The last period repeats.
                return Some((period, (completed - start).is_multiple_of(moves)));
            }
            start += moves;
        }
        None
    }

    /// The bonus of a side's next move, having completed `completed` moves.
    pub(crate) fn bonus_of_move(&self, completed: u32) -> Bonus {
        self.period_of_move(completed)
            .map_or(Bonus::None, |(period, _)| period.bonus)
    }

    /// The time a side receives on completing its move number `completed`: the next period's
    /// time when that move ends a period, otherwise nothing.
    pub(crate) fn time_added_after(&self, completed: u32) -> Duration {
        match self.period_of_move(completed) {
            Some((period, true)) if completed > 0 => period.time,
            _ => Duration::ZERO,
        }
    }

    /// Writes the periods in one syntax.
    fn write_periods(&self, out: &mut impl fmt::Write, syntax: &Syntax) -> fmt::Result {
        for (i, period) in self.periods.iter().enumerate() {
            if i > 0 {
                out.write_char(syntax.separator)?;
            }
            write_period(out, period, syntax)?;
        }
        Ok(())
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        TimeControl::parse(text)
    }
}

impl fmt::Display for TimeControl {
    /// The canonical form of the `--time` syntax, which [`TimeControl::parse`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_untimed() {
            return f.write_str("none");
        }
        self.write_periods(f, &PLAYER)
    }
}

/// Writes one period: `[MOVES/]TIME[BONUS]`.
fn write_period(out: &mut impl fmt::Write, period: &Period, syntax: &Syntax) -> fmt::Result {
    if let Some(moves) = period.moves {
        write!(out, "{moves}/")?;
    }
    let secs = period.time.as_secs();
    if syntax.unit == TimeUnit::Minutes {
        write_minutes(out, secs)?;
    } else {
        write!(out, "{secs}")?;
    }
    match period.bonus {
        Bonus::None => Ok(()),
        Bonus::Increment(d) => write!(out, "+{}", d.as_secs()),
        Bonus::Delay(d) => write!(out, "d{}", d.as_secs()),
        Bonus::Bronstein(d) => write!(out, "b{}", d.as_secs()),
    }
}

/// Writes a whole number of seconds as minutes when that is exact in two decimals (a multiple
/// of 3 s: `5`, `0.5`, `0.25`, `1.05`), otherwise as seconds with `s` (`100s`).
fn write_minutes(out: &mut impl fmt::Write, secs: u64) -> fmt::Result {
    if !secs.is_multiple_of(3) {
        return write!(out, "{secs}s");
    }
    let whole = secs / 60;
    let hundredths = secs % 60 * 5 / 3;
    match hundredths {
        0 => write!(out, "{whole}"),
        h if h.is_multiple_of(10) => write!(out, "{whole}.{}", h / 10),
        h => write!(out, "{whole}.{h:02}"),
    }
}

/// The three kinds of bonus, as written.
#[derive(Clone, Copy)]
enum BonusKind {
    Increment,
    Delay,
    Bronstein,
}

impl BonusKind {
    /// The kind a mark character starts.
    fn of_mark(mark: char) -> Option<BonusKind> {
        match mark {
            '+' => Some(BonusKind::Increment),
            'd' | 'D' => Some(BonusKind::Delay),
            'b' | 'B' => Some(BonusKind::Bronstein),
            _ => None,
        }
    }

    /// The part of a control it is, for messages.
    fn part(self) -> TimePart {
        match self {
            BonusKind::Increment => TimePart::Increment,
            BonusKind::Delay => TimePart::Delay,
            BonusKind::Bronstein => TimePart::Bronstein,
        }
    }

    /// An example control with this kind of bonus.
    fn example(self, syntax: &Syntax) -> &'static str {
        match self {
            BonusKind::Increment => syntax.examples.increment,
            BonusKind::Delay => syntax.examples.delay,
            BonusKind::Bronstein => syntax.examples.bronstein,
        }
    }

    /// The bonus of this kind and length; a zero bonus is no bonus.
    fn bonus(self, length: Duration) -> Bonus {
        if length.is_zero() {
            return Bonus::None;
        }
        match self {
            BonusKind::Increment => Bonus::Increment(length),
            BonusKind::Delay => Bonus::Delay(length),
            BonusKind::Bronstein => Bonus::Bronstein(length),
        }
    }
}

/// Why a number could not be read.
enum NumberError {
    /// Not digits with at most one decimal point.
    NotANumber,
    /// A number, but not a whole number of seconds.
    NotWhole,
    /// Too large to be a sensible number of seconds.
    TooBig,
}

/// Reads a non-negative decimal number (`5`, `0.5`, `.25`) in units of `unit_secs` seconds, as
/// a whole number of seconds.
fn parse_seconds(text: &str, unit_secs: u64) -> Result<u64, NumberError> {
    let (int, frac) = text.split_once('.').unwrap_or((text, ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (int.is_empty() && frac.is_empty()) || !all_digits(int) || !all_digits(frac) {
        return Err(NumberError::NotANumber);
    }
    let frac = frac.trim_end_matches('0');
    // With three or more significant decimals, no unit of a whole number of seconds divisible
    // by 60 or less gives whole seconds.
    if frac.len() > 2 {
        return Err(NumberError::NotWhole);
    }
    let mut scaled: u128 = 0;
    for digit in int.bytes().chain(frac.bytes()) {
        scaled = scaled
            .checked_mul(10)
            .and_then(|n| n.checked_add(u128::from(digit - b'0')))
            .ok_or(NumberError::TooBig)?;
    }
    let scaled = scaled
        .checked_mul(u128::from(unit_secs))
        .ok_or(NumberError::TooBig)?;
    let divisor = 10u128.pow(frac.len() as u32);
    if scaled % divisor != 0 {
        return Err(NumberError::NotWhole);
    }
    u64::try_from(scaled / divisor).map_err(|_| NumberError::TooBig)
}

/// Text of a control as its errors quote it: on one line, each control character escaped.
fn shown(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            shown.extend(c.escape_debug());
        } else {
            shown.push(c);
        }
    }
    shown
}

/// Reads the periods of one control in one syntax, naming the control in its errors.
struct Parser<'a> {
    control: &'a str,
    syntax: &'static Syntax,
}

impl<'a> Parser<'a> {
    fn new(control: &'a str, syntax: &'static Syntax) -> Parser<'a> {
        Parser { control, syntax }
    }

    /// The whole control: its periods, each but the last with a move count.
    fn control(&self) -> Result<TimeControl, TimeControlError> {
        let periods = self
            .control
            .split(self.syntax.separator)
            .enumerate()
            .map(|(i, text)| self.period(text.trim(), i + 1))
            .collect::<Result<Vec<_>, _>>()?;
        let before_last = &periods[..periods.len().saturating_sub(1)];
        if let Some(i) = before_last.iter().position(|p| p.moves.is_none()) {
            return Err(self.error(
                TimeControlErrorKind::UnreachablePeriod { number: i + 1 },
                self.syntax.examples.periods,
            ));
        }
        Ok(TimeControl { periods })
    }

    /// One period: `[MOVES/]TIME[BONUS]`.
    fn period(&self, text: &str, number: usize) -> Result<Period, TimeControlError> {
        if text.is_empty() {
            return Err(self.error(
                TimeControlErrorKind::EmptyPeriod { number },
                self.syntax.examples.periods,
            ));
        }
        let (moves, rest) = match text.split_once('/') {
            Some((moves, rest)) => (Some(self.moves(moves.trim())?), rest.trim()),
            None => (None, text),
        };
        // A mark follows the time: a `b` or `d` right after a letter is part of a word, and
        // the whole word is then said to be no time (`abc`), not cut at the mark.
        let mark = rest.char_indices().find_map(|(at, c)| {
            let after_number = rest[..at].chars().next_back().is_some_and(|before| {
                before.is_ascii_digit() || matches!(before, '.' | 's' | 'S' | ' ')
            });
            BonusKind::of_mark(c)
                .filter(|_| c == '+' || after_number)
                .map(|kind| (at, c, kind))
        });
        let (time, bonus) = match mark {
            Some((at, c, kind)) => (rest[..at].trim(), Some((kind, &rest[at + c.len_utf8()..]))),
            None => (rest, None),
        };
        let time = self.time(time)?;
        let bonus = match bonus {
            Some((kind, value)) => self.bonus(kind, value.trim())?,
            None => Bonus::None,
        };
        Ok(Period { moves, time, bonus })
    }

    /// A move count: 1 to [`MAX_PERIOD_MOVES`].
    fn moves(&self, text: &str) -> Result<u32, TimeControlError> {
        match text.parse::<u32>() {
            Ok(n)
                if text.bytes().all(|b| b.is_ascii_digit())
                    && (1..=MAX_PERIOD_MOVES).contains(&n) =>
            {
                Ok(n)
            }
            _ => Err(self.error(
                TimeControlErrorKind::BadMoves { moves: shown(text) },
                self.syntax.examples.moves,
            )),
        }
    }

    /// A period's time: minutes (or seconds with `s`) for players, seconds in PGN.
    fn time(&self, text: &str) -> Result<Duration, TimeControlError> {
        let minutes = self.syntax.unit == TimeUnit::Minutes;
        let (number, unit) = match text.strip_suffix(['s', 'S']) {
            Some(number) if minutes => (number.trim_end(), TimeUnit::Seconds),
            _ => (text, self.syntax.unit),
        };
        let unit_secs = match unit {
            TimeUnit::Minutes => 60,
            TimeUnit::Seconds => 1,
        };
        let negative = number
            .strip_prefix('-')
            .is_some_and(|n| parse_seconds(n.trim_start(), unit_secs).is_ok());
        if negative {
            return Err(self.not_positive(text));
        }
        let secs = match parse_seconds(number, unit_secs) {
            Ok(secs) => secs,
            Err(NumberError::NotANumber) => {
                return Err(self.error(
                    TimeControlErrorKind::BadTime {
                        time: shown(text),
                        unit,
                    },
                    self.syntax.examples.time,
                ));
            }
            Err(NumberError::NotWhole) => {
                return Err(self.not_whole(TimePart::Time, text, self.syntax.examples.fraction));
            }
            Err(NumberError::TooBig) => return Err(self.too_long_time(text)),
        };
        let time = Duration::from_secs(secs);
        if time.is_zero() {
            Err(self.not_positive(text))
        } else if time > MAX_PERIOD_TIME {
            Err(self.too_long_time(text))
        } else {
            Ok(time)
        }
    }

    /// A bonus of a kind (marked `+`, `d` or `b`): a whole number of seconds up to an hour, in
    /// seconds with or without the unit (`5`, `5s`).
    fn bonus(&self, kind: BonusKind, written: &str) -> Result<Bonus, TimeControlError> {
        let value = match written.strip_suffix(['s', 'S']) {
            Some(number) if self.syntax.unit == TimeUnit::Minutes => number.trim_end(),
            _ => written,
        };
        let example = kind.example(self.syntax);
        let too_long = || {
            let what = kind.part();
            let value = shown(written);
            self.error(TimeControlErrorKind::TooLong { what, value }, example)
        };
        let length = match parse_seconds(value, 1) {
            Ok(secs) => Duration::from_secs(secs),
            Err(NumberError::NotANumber) => {
                let what = kind.part();
                let value = shown(written);
                return Err(self.error(TimeControlErrorKind::BadBonus { what, value }, example));
            }
            Err(NumberError::NotWhole) => {
                return Err(self.not_whole(kind.part(), written, example));
            }
            Err(NumberError::TooBig) => return Err(too_long()),
        };
        if length > MAX_BONUS {
            return Err(too_long());
        }
        Ok(kind.bonus(length))
    }

    /// The error of this control: `kind`, with `example` to try instead.
    fn error(&self, kind: TimeControlErrorKind, example: &'static str) -> TimeControlError {
        TimeControlError {
            control: shown(self.control),
            example,
            kind,
        }
    }

    fn not_positive(&self, time: &str) -> TimeControlError {
        let time = shown(time);
        self.error(
            TimeControlErrorKind::NotPositive { time },
            self.syntax.examples.time,
        )
    }

    fn not_whole(&self, what: TimePart, value: &str, example: &'static str) -> TimeControlError {
        let value = shown(value);
        self.error(
            TimeControlErrorKind::NotWholeSeconds { what, value },
            example,
        )
    }

    fn too_long_time(&self, time: &str) -> TimeControlError {
        let what = TimePart::Time;
        let value = shown(time);
        self.error(
            TimeControlErrorKind::TooLong { what, value },
            self.syntax.examples.time,
        )
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A control that must be valid.
    pub(in crate::game) fn control(text: &str) -> TimeControl {
        TimeControl::parse(text).expect("a valid control")
    }

    /// `s` seconds.
    pub(in crate::game) fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    /// `m` minutes.
    pub(in crate::game) fn mins(m: u64) -> Duration {
        Duration::from_secs(m * 60)
    }

    fn period(moves: Option<u32>, time: Duration, bonus: Bonus) -> Period {
        Period { moves, time, bonus }
    }

    #[test]
    fn every_form_of_control_parses() {
        assert!(control("none").is_untimed());
        assert!(control(" NONE ").is_untimed());
        let sudden = |time| vec![period(None, time, Bonus::None)];
        assert_eq!(control("5").periods(), sudden(mins(5)));
        assert_eq!(control("0.5").periods(), sudden(secs(30)));
        assert_eq!(control("0.05").periods(), sudden(secs(3)));
        assert_eq!(control(".25").periods(), sudden(secs(15)));
        assert_eq!(control("90s").periods(), sudden(secs(90)));
        assert_eq!(
            control("5+3").periods(),
            [period(None, mins(5), Bonus::Increment(secs(3)))]
        );
        assert_eq!(
            control("15d5").periods(),
            [period(None, mins(15), Bonus::Delay(secs(5)))]
        );
        assert_eq!(
            control("15B5").periods(),
            [period(None, mins(15), Bonus::Bronstein(secs(5)))]
        );
        assert_eq!(
            control(" 40/90+30 , 30+30 ").periods(),
            [
                period(Some(40), mins(90), Bonus::Increment(secs(30))),
                period(None, mins(30), Bonus::Increment(secs(30))),
            ]
        );
        assert_eq!(
            control("40/120,20/60").periods(),
            [
                period(Some(40), mins(120), Bonus::None),
                period(Some(20), mins(60), Bonus::None),
            ]
        );
        assert_eq!(control("1440").initial_time(), secs(24 * 3600));
        // A zero bonus is no bonus.
        assert_eq!(control("5+0"), control("5"));
        assert_eq!(control("5d0"), control("5"));
    }

    #[test]
    fn display_writes_the_canonical_form_back() {
        let cases = [
            ("none", "none"),
            ("5", "5"),
            ("5.0", "5"),
            ("0.5", "0.5"),
            ("0.05", "0.05"),
            ("0.25", "0.25"),
            ("63s", "1.05"),
            ("90s", "1.5"),
            ("100s", "100s"),
            ("5+0", "5"),
            ("5+3", "5+3"),
            ("15d5", "15d5"),
            ("15b5", "15b5"),
            ("40/90+30, 30+30", "40/90+30,30+30"),
            ("40/120,20/60", "40/120,20/60"),
            ("40/90", "40/90"),
            ("40/90,20/60d10,30b5", "40/90,20/60d10,30b5"),
        ];
        for (text, canonical) in cases {
            let parsed = control(text);
            assert_eq!(parsed.to_string(), canonical, "{text}");
            assert_eq!(control(canonical), parsed, "{text}");
            assert_eq!(canonical.parse::<TimeControl>(), Ok(parsed));
        }
    }

    fn error(text: &str) -> TimeControlError {
        TimeControl::parse(text).expect_err("an invalid control")
    }

    /// A control with control characters in it is quoted with them escaped, on one line.
    #[test]
    fn refusals_escape_control_characters() {
        assert_eq!(
            error("A\0\r30").to_string(),
            "time control 'A\\0\\r30': the time 'A\\0\\r30' is not a number of minutes (try 5)"
        );
        let tag = TimeControl::from_pgn("300+\u{1b}[2J").expect_err("not a tag");
        assert!(!tag.to_string().contains(char::is_control), "{tag}");
    }

    #[test]
    fn the_increment_error_reads_as_a_sentence() {
        assert_eq!(
            error("5+x").to_string(),
            "time control '5+x': the increment 'x' is not a number of seconds (try 5+3)"
        );
    }

    #[test]
    fn empty_controls_and_periods_are_refused() {
        assert!(matches!(error("").kind, TimeControlErrorKind::Empty { .. }));
        assert!(matches!(
            error("  ").kind,
            TimeControlErrorKind::Empty { .. }
        ));
        assert_eq!(
            error("5+3,").to_string(),
            "time control '5+3,': period 2 is empty (try 40/90+30,30+30)"
        );
        for (text, number) in [("40/90,,30", 2), (",5", 1), ("40/90, ", 2)] {
            assert!(
                matches!(error(text).kind, TimeControlErrorKind::EmptyPeriod { number: n, .. } if n == number),
                "{text}"
            );
        }
    }

    #[test]
    fn bad_move_counts_are_refused() {
        for text in [
            "x/90",
            "0/90",
            "/90",
            "1001/90",
            "-4/90",
            "+4/90",
            "99999999999/90",
        ] {
            assert!(
                matches!(error(text).kind, TimeControlErrorKind::BadMoves { .. }),
                "{text}"
            );
        }
        assert_eq!(
            error("0/90").to_string(),
            "time control '0/90': the move count '0' is not a whole number from 1 to 1000 (try 40/90)"
        );
    }

    #[test]
    fn bad_times_are_refused() {
        for text in [
            "x", "five", "5m", "none,5", "40/", "1.2.3", ".", "5 5", "1e3",
        ] {
            assert!(
                matches!(error(text).kind, TimeControlErrorKind::BadTime { .. }),
                "{text}"
            );
        }
        assert_eq!(
            error("5m+3").to_string(),
            "time control '5m+3': the time '5m' is not a number of minutes (try 5)"
        );
        assert!(error("5xs").to_string().contains("not a number of seconds"));
    }

    #[test]
    fn zero_and_negative_times_are_refused() {
        for text in ["0", "0+3", "-5", "0.0", "0s", "40/90,0"] {
            assert!(
                matches!(error(text).kind, TimeControlErrorKind::NotPositive { .. }),
                "{text}"
            );
        }
        assert_eq!(
            error("-5").to_string(),
            "time control '-5': the time '-5' is not more than zero (try 5)"
        );
    }

    #[test]
    fn fractions_of_seconds_are_refused() {
        for text in ["0.001", "0.125", "1.5s", "5+1.5", "15d0.5", "15b2.25"] {
            assert!(
                matches!(
                    error(text).kind,
                    TimeControlErrorKind::NotWholeSeconds { .. }
                ),
                "{text}"
            );
        }
        assert_eq!(
            error("5+1.5").to_string(),
            "time control '5+1.5': the increment '1.5' is not a whole number of seconds (try 5+3)"
        );
    }

    #[test]
    fn absurd_lengths_are_refused() {
        let huge = "9".repeat(60);
        for text in [
            "1441",
            "86401s",
            "5+3601",
            "15d3601",
            huge.as_str(),
            &format!("5+{huge}"),
        ] {
            assert!(
                matches!(error(text).kind, TimeControlErrorKind::TooLong { .. }),
                "{text}"
            );
        }
        assert_eq!(
            error("1441").to_string(),
            "time control '1441': the time '1441' is more than 24 hours (try 5)"
        );
        assert_eq!(
            error("5+3601").to_string(),
            "time control '5+3601': the increment '3601' is more than an hour (try 5+3)"
        );
    }

    #[test]
    fn bad_bonuses_are_refused() {
        for text in ["5+x", "5+", "15d", "15bx", "5+-3", "5+3d2", "5++3"] {
            assert!(
                matches!(error(text).kind, TimeControlErrorKind::BadBonus { .. }),
                "{text}"
            );
        }
        assert_eq!(
            error("15dx").to_string(),
            "time control '15dx': the delay 'x' is not a number of seconds (try 15d5)"
        );
        assert_eq!(
            error("15b").to_string(),
            "time control '15b': the Bronstein delay '' is not a number of seconds (try 15b5)"
        );
    }

    #[test]
    fn a_period_after_one_without_a_move_count_is_refused() {
        assert_eq!(
            error("90+30,30+30").to_string(),
            "time control '90+30,30+30': period 1 has no move count, so the periods after it \
             would never start (try 40/90+30,30+30)"
        );
        assert!(matches!(
            error("40/90,60,30").kind,
            TimeControlErrorKind::UnreachablePeriod { number: 2, .. }
        ));
    }

    // ---- PGN TimeControl tag -------------------------------------------------------------

    #[test]
    fn pgn_tags_round_trip_for_every_form() {
        let cases = [
            ("none", "-"),
            ("5", "300"),
            ("0.5", "30"),
            ("0.05", "3"),
            ("100s", "100"),
            ("5+3", "300+3"),
            ("15d5", "900d5"),
            ("15b5", "900b5"),
            ("40/90+30,30+30", "40/5400+30:1800+30"),
            ("40/120,20/60", "40/7200:20/3600"),
            ("40/90", "40/5400"),
            ("40/90d30,30b10", "40/5400d30:1800b10"),
        ];
        for (text, tag) in cases {
            let parsed = control(text);
            assert_eq!(parsed.to_pgn(), tag, "{text}");
            assert_eq!(TimeControl::from_pgn(tag), Ok(Some(parsed)), "{tag}");
        }
    }

    #[test]
    fn pgn_tags_from_other_programs_are_read() {
        assert_eq!(TimeControl::from_pgn("300+0"), Ok(Some(control("5"))));
        assert_eq!(TimeControl::from_pgn("15+0"), Ok(Some(control("0.25"))));
        assert_eq!(TimeControl::from_pgn(" 180+2 "), Ok(Some(control("3+2"))));
        assert_eq!(TimeControl::from_pgn("?"), Ok(None));
        assert_eq!(TimeControl::from_pgn("-"), Ok(Some(TimeControl::untimed())));
    }

    #[test]
    fn bad_pgn_tags_are_refused_with_pgn_examples() {
        let pgn_error = |tag| TimeControl::from_pgn(tag).expect_err("an invalid tag");
        assert_eq!(
            pgn_error("*180").to_string(),
            "time control '*180': sandclock time controls are not supported (try 300)"
        );
        assert!(matches!(
            pgn_error("*180").kind,
            TimeControlErrorKind::Sandclock
        ));
        assert!(matches!(
            pgn_error("").kind,
            TimeControlErrorKind::Empty { .. }
        ));
        assert_eq!(
            pgn_error("300+x").to_string(),
            "time control '300+x': the increment 'x' is not a number of seconds (try 300+3)"
        );
        assert!(matches!(
            pgn_error("40/5400:").kind,
            TimeControlErrorKind::EmptyPeriod { number: 2, .. }
        ));
        assert!(matches!(
            pgn_error("300.5").kind,
            TimeControlErrorKind::NotWholeSeconds { .. }
        ));
        // In PGN a time is in seconds, without a unit.
        assert_eq!(
            pgn_error("300s").to_string(),
            "time control '300s': the time '300s' is not a number of seconds (try 300)"
        );
        assert!(matches!(
            pgn_error("0").kind,
            TimeControlErrorKind::NotPositive { .. }
        ));
        assert!(matches!(
            pgn_error("86401").kind,
            TimeControlErrorKind::TooLong { .. }
        ));
        assert!(matches!(
            pgn_error("5400:1800").kind,
            TimeControlErrorKind::UnreachablePeriod { .. }
        ));
    }

    /// Messages quote the whole of what was written, and units may go on the bonus too.
    #[test]
    fn the_whole_input_is_quoted_and_bonuses_take_units() {
        assert_eq!(
            error("abc").to_string(),
            "time control 'abc': the time 'abc' is not a number of minutes (try 5)"
        );
        assert_eq!(
            error("5bx").to_string(),
            "time control '5bx': the Bronstein delay 'x' is not a number of seconds (try 15b5)"
        );
        assert_eq!(control("90s+5s"), control("90s+5"));
        assert_eq!(control("5+3s"), control("5+3"));
        assert_eq!(control("15d5s"), control("15d5"));
        assert_eq!(
            error("5+3m").to_string(),
            "time control '5+3m': the increment '3m' is not a number of seconds (try 5+3)"
        );
    }
}
