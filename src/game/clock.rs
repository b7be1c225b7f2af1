//! Chess clocks: time controls and the clock that runs them.
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
//!
//! # The clock
//!
//! A [`Clock`] runs a control for both sides. Time is always passed in as `now`; nothing here
//! reads the system clock. The displayed values truncate (see [`format_clock`]): a clock never
//! shows more time than is left, `0.0` means less than a tenth is left, and the flag falls at
//! exactly zero.

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use crate::rules::{ByColor, Color};

/// The longest time one period may give.
const MAX_PERIOD_TIME: Duration = Duration::from_secs(24 * 60 * 60);
/// The longest increment or delay.
const MAX_BONUS: Duration = Duration::from_secs(60 * 60);
/// The most moves one period may count.
const MAX_PERIOD_MOVES: u32 = 1000;
/// Below this a clock shows tenths of a second.
const TENTHS_BELOW: Duration = Duration::from_secs(10);

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

/// Why a time control was refused. Every message names the control, says what is wrong and
/// shows an example that works.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    /// Nothing was written.
    #[error("the time control is empty (try {example})")]
    Empty {
        /// A control that works.
        example: &'static str,
    },
    /// Two separators in a row, or one at either end.
    #[error("time control '{control}': period {number} is empty (try {example})")]
    EmptyPeriod {
        /// The control as written.
        control: String,
        /// Which period, counting from 1.
        number: usize,
        /// A control that works.
        example: &'static str,
    },
    /// The part before `/` is not a sensible number of moves.
    #[error(
        "time control '{control}': the move count '{moves}' is not a whole number from 1 to 1000 (try {example})"
    )]
    BadMoves {
        /// The control as written.
        control: String,
        /// The move count as written.
        moves: String,
        /// A control that works.
        example: &'static str,
    },
    /// The time of a period is not a number.
    #[error(
        "time control '{control}': the time '{time}' is not a number of {unit} (try {example})"
    )]
    BadTime {
        /// The control as written.
        control: String,
        /// The time as written.
        time: String,
        /// `minutes` or `seconds`.
        unit: &'static str,
        /// A control that works.
        example: &'static str,
    },
    /// The time of a period is zero or negative.
    #[error("time control '{control}': the time '{time}' is not more than zero (try {example})")]
    NotPositive {
        /// The control as written.
        control: String,
        /// The time as written.
        time: String,
        /// A control that works.
        example: &'static str,
    },
    /// A time, increment or delay that is not a whole number of seconds.
    #[error(
        "time control '{control}': the {what} '{value}' is not a whole number of seconds (try {example})"
    )]
    NotWholeSeconds {
        /// The control as written.
        control: String,
        /// `time`, `increment`, `delay` or `Bronstein delay`.
        what: &'static str,
        /// The value as written.
        value: String,
        /// A control that works.
        example: &'static str,
    },
    /// A time over 24 hours, or an increment or delay over an hour.
    #[error("time control '{control}': the {what} '{value}' is more than {limit} (try {example})")]
    TooLong {
        /// The control as written.
        control: String,
        /// `time`, `increment`, `delay` or `Bronstein delay`.
        what: &'static str,
        /// The value as written.
        value: String,
        /// `24 hours` or `an hour`.
        limit: &'static str,
        /// A control that works.
        example: &'static str,
    },
    /// An increment or delay that is not a number.
    #[error(
        "time control '{control}': the {what} '{value}' is not a number of seconds (try {example})"
    )]
    BadBonus {
        /// The control as written.
        control: String,
        /// `increment`, `delay` or `Bronstein delay`.
        what: &'static str,
        /// The value as written.
        value: String,
        /// A control that works.
        example: &'static str,
    },
    /// A period without a move count before another period, which would never begin.
    #[error(
        "time control '{control}': period {number} has no move count, so the periods after it would never start (try {example})"
    )]
    UnreachablePeriod {
        /// The control as written.
        control: String,
        /// Which period has no move count, counting from 1.
        number: usize,
        /// A control that works.
        example: &'static str,
    },
    /// A PGN sandclock control (`*180`), which hotseat does not play.
    #[error("time control '{control}': sandclock time controls are not supported (try {example})")]
    Sandclock {
        /// The control as written.
        control: String,
        /// A control that works.
        example: &'static str,
    },
}

/// The two ways of writing a control: what players type, and the PGN tag.
struct Syntax {
    /// Between periods.
    separator: char,
    /// Whether a bare time is in minutes (players) rather than seconds (PGN).
    minutes: bool,
    /// Example controls, shown in error messages.
    examples: Examples,
}

/// Example controls in one syntax.
struct Examples {
    empty: &'static str,
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
    minutes: true,
    examples: Examples {
        empty: "5+3, or none",
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
    minutes: false,
    examples: Examples {
        empty: "300+3, or -",
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
            return Err(TimeControlError::Empty {
                example: PLAYER.examples.empty,
            });
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
            "" => Err(TimeControlError::Empty {
                example: PGN.examples.empty,
            }),
            "?" => Ok(None),
            "-" => Ok(Some(TimeControl::untimed())),
            _ if control.starts_with('*') => Err(TimeControlError::Sandclock {
                control: control.to_owned(),
                example: PGN.examples.time,
            }),
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
    fn bonus_of_move(&self, completed: u32) -> Bonus {
        self.period_of_move(completed)
            .map_or(Bonus::None, |(period, _)| period.bonus)
    }

    /// The time a side receives on completing its move number `completed`: the next period's
    /// time when that move ends a period, otherwise nothing.
    fn time_added_after(&self, completed: u32) -> Duration {
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
    if syntax.minutes {
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

    /// The words for it in messages.
    fn name(self) -> &'static str {
        match self {
            BonusKind::Increment => "increment",
            BonusKind::Delay => "delay",
            BonusKind::Bronstein => "Bronstein delay",
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
            return Err(TimeControlError::UnreachablePeriod {
                control: self.control.to_owned(),
                number: i + 1,
                example: self.syntax.examples.periods,
            });
        }
        Ok(TimeControl { periods })
    }

    /// One period: `[MOVES/]TIME[BONUS]`.
    fn period(&self, text: &str, number: usize) -> Result<Period, TimeControlError> {
        if text.is_empty() {
            return Err(TimeControlError::EmptyPeriod {
                control: self.control.to_owned(),
                number,
                example: self.syntax.examples.periods,
            });
        }
        let (moves, rest) = match text.split_once('/') {
            Some((moves, rest)) => (Some(self.moves(moves.trim())?), rest.trim()),
            None => (None, text),
        };
        let mark = rest
            .char_indices()
            .find_map(|(at, c)| BonusKind::of_mark(c).map(|kind| (at, c, kind)));
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
            _ => Err(TimeControlError::BadMoves {
                control: self.control.to_owned(),
                moves: text.to_owned(),
                example: self.syntax.examples.moves,
            }),
        }
    }

    /// A period's time: minutes (or seconds with `s`) for players, seconds in PGN.
    fn time(&self, text: &str) -> Result<Duration, TimeControlError> {
        let (number, unit_secs) = match text.strip_suffix(['s', 'S']) {
            Some(number) if self.syntax.minutes => (number.trim_end(), 1),
            _ if self.syntax.minutes => (text, 60),
            _ => (text, 1),
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
                return Err(TimeControlError::BadTime {
                    control: self.control.to_owned(),
                    time: text.to_owned(),
                    unit: if unit_secs == 60 {
                        "minutes"
                    } else {
                        "seconds"
                    },
                    example: self.syntax.examples.time,
                });
            }
            Err(NumberError::NotWhole) => {
                return Err(self.not_whole("time", text, self.syntax.examples.fraction));
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

    /// A bonus of a kind (marked `+`, `d` or `b`): a whole number of seconds up to an hour.
    fn bonus(&self, kind: BonusKind, value: &str) -> Result<Bonus, TimeControlError> {
        let example = kind.example(self.syntax);
        let too_long = || TimeControlError::TooLong {
            control: self.control.to_owned(),
            what: kind.name(),
            value: value.to_owned(),
            limit: "an hour",
            example,
        };
        let length = match parse_seconds(value, 1) {
            Ok(secs) => Duration::from_secs(secs),
            Err(NumberError::NotANumber) => {
                return Err(TimeControlError::BadBonus {
                    control: self.control.to_owned(),
                    what: kind.name(),
                    value: value.to_owned(),
                    example,
                });
            }
            Err(NumberError::NotWhole) => return Err(self.not_whole(kind.name(), value, example)),
            Err(NumberError::TooBig) => return Err(too_long()),
        };
        if length > MAX_BONUS {
            return Err(too_long());
        }
        Ok(kind.bonus(length))
    }

    fn not_positive(&self, time: &str) -> TimeControlError {
        TimeControlError::NotPositive {
            control: self.control.to_owned(),
            time: time.to_owned(),
            example: self.syntax.examples.time,
        }
    }

    fn not_whole(
        &self,
        what: &'static str,
        value: &str,
        example: &'static str,
    ) -> TimeControlError {
        TimeControlError::NotWholeSeconds {
            control: self.control.to_owned(),
            what,
            value: value.to_owned(),
            example,
        }
    }

    fn too_long_time(&self, time: &str) -> TimeControlError {
        TimeControlError::TooLong {
            control: self.control.to_owned(),
            what: "time",
            value: time.to_owned(),
            limit: "24 hours",
            example: self.syntax.examples.time,
        }
    }
}

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
    /// The side whose move it was.
    pub to_move: Color,
    /// The time already spent on the current move (it decides what a delay still covers).
    pub spent: Duration,
    /// Whether the clock of the side to move was running.
    pub running: bool,
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
    /// The side whose clock runs when the clock runs.
    to_move: Color,
    /// The time spent on the current move before the current stretch of running.
    spent: Duration,
    phase: Phase,
}

impl Clock {
    /// A clock set for a new game: both sides with the first period's time (zero used when
    /// untimed), White to move, not running until [`Clock::start`].
    pub fn new(control: TimeControl) -> Clock {
        Clock::with_side_to_move(control, Color::White)
    }

    /// A clock set like [`Clock::new`] for a game that begins with `to_move` to move (a
    /// position set up with Black to move).
    pub fn with_side_to_move(control: TimeControl, to_move: Color) -> Clock {
        let initial = control.initial_time();
        Clock {
            control,
            readings: ByColor::new_with(|_| initial),
            moves: ByColor::default(),
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
    /// the move completes a period, and runs the other side's clock (if the clock was running;
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
        let back = match self.control.bonus_of_move(completed) {
            Bonus::Increment(increment) => increment,
            Bonus::Bronstein(delay) => delay.min(self.spent),
            Bonus::Delay(_) | Bonus::None => Duration::ZERO,
        };
        let completed = completed.saturating_add(1);
        let added = back.saturating_add(self.control.time_added_after(completed));
        self.readings[mover] = self.readings[mover].saturating_add(added);
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
            _ => self.readings[color],
        }
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

    /// How long from `now` until the running side's flag falls (zero once it has fallen);
    /// `None` when nothing runs or the game is untimed.
    pub fn time_until_flag(&self, now: Instant) -> Option<Duration> {
        self.flag_at()
            .map(|flag| flag.saturating_duration_since(now))
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

    /// Whether a side is short of time at `now`: it has less than an eighth of the initial
    /// time left, with that threshold kept between 10 s and 60 s. Never for an untimed game.
    pub fn is_low_time(&self, color: Color, now: Instant) -> bool {
        if self.control.is_untimed() {
            return false;
        }
        let threshold = (self.control.initial_time() / 8)
            .clamp(Duration::from_secs(10), Duration::from_secs(60));
        self.remaining(color, now) < threshold
    }

    /// The next instant after `now` at which the running clock's text ([`format_clock`])
    /// changes, or its flag falls if that comes first: the event loop can sleep until then.
    /// `None` when nothing runs or the flag has already fallen.
    pub fn next_change(&self, now: Instant) -> Option<Instant> {
        let Phase::Running { since } = self.phase else {
            return None;
        };
        let elapsed = now.saturating_duration_since(since);
        let reading = self.reading_after(elapsed);
        let step = display_step(reading);
        let shown = floor_to(reading, step);
        if self.control.is_untimed() {
            // Counting up, the text changes when the next step is reached.
            return now.checked_add(shown.saturating_add(step).saturating_sub(reading));
        }
        if reading.is_zero() {
            return None;
        }
        // Counting down, the text changes one nanosecond after the shown value is reached
        // (truncation shows a value for as long as at least that much is left).
        let wait = self
            .delay_left(elapsed)
            .saturating_add(reading - shown)
            .saturating_add(Duration::from_nanos(1));
        let change = now.checked_add(wait)?;
        Some(self.flag_at().map_or(change, |flag| change.min(flag)))
    }

    /// A snapshot of the clock at `now`, for [`Clock::restore`].
    pub fn state(&self, now: Instant) -> ClockState {
        let elapsed = match self.phase {
            Phase::Running { since } => now.saturating_duration_since(since),
            _ => Duration::ZERO,
        };
        ClockState {
            remaining: ByColor::new_with(|color| self.remaining(color, now)),
            moves: self.moves,
            to_move: self.to_move,
            spent: self.spent.saturating_add(elapsed),
            running: self.is_running(),
        }
    }

    /// Puts the clock back as a snapshot had it (a takeback, or resuming a saved game). If the
    /// snapshot's clock was running, the side to move's clock runs again from `now` with the
    /// snapshot's time: the time between the snapshot and `now` is charged to no one.
    /// Otherwise the clock waits for [`Clock::resume`]. This also undoes [`Clock::stop`].
    pub fn restore(&mut self, state: ClockState, now: Instant) {
        self.readings = state.remaining;
        self.moves = state.moves;
        self.to_move = state.to_move;
        self.spent = state.spent;
        self.phase = if state.running {
            Phase::Running { since: now }
        } else {
            Phase::Waiting
        };
    }

    fn is_running(&self) -> bool {
        matches!(self.phase, Phase::Running { .. })
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
        let cost = match self.control.bonus_of_move(self.moves[self.to_move]) {
            Bonus::Delay(delay) => {
                let total = self.spent.saturating_add(elapsed);
                total
                    .saturating_sub(delay)
                    .saturating_sub(self.spent.saturating_sub(delay))
            }
            _ => elapsed,
        };
        reading.saturating_sub(cost)
    }

    /// What is left of the current move's simple delay after `elapsed` more of the current
    /// stretch of running; zero for other controls.
    fn delay_left(&self, elapsed: Duration) -> Duration {
        match self.control.bonus_of_move(self.moves[self.to_move]) {
            Bonus::Delay(delay) => delay.saturating_sub(self.spent.saturating_add(elapsed)),
            _ => Duration::ZERO,
        }
    }

    /// Charges the current stretch of running up to `now` and begins a new stretch there.
    fn settle(&mut self, now: Instant) {
        if let Phase::Running { since } = self.phase {
            let elapsed = now.saturating_duration_since(since);
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
    let secs = value.as_secs();
    let (hours, minutes, seconds) = (secs / 3600, secs / 60 % 60, secs % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// The value of a PGN `[%clk ...]` comment: `h:mm:ss` (`0:04:58`), with tenths under a minute
/// (`0:00:45.3`). Truncates like [`format_clock`].
pub fn format_clk(value: Duration) -> String {
    let secs = value.as_secs();
    let (hours, minutes, seconds) = (secs / 3600, secs / 60 % 60, secs % 60);
    if value < Duration::from_secs(60) {
        let tenths = value.subsec_millis() / 100;
        format!("{hours}:{minutes:02}:{seconds:02}.{tenths}")
    } else {
        format!("{hours}:{minutes:02}:{seconds:02}")
    }
}

/// Reads a PGN `[%clk ...]` value: `h:mm:ss`, `h:mm:ss.s`, `m:ss` or seconds alone, with up
/// to nine decimals on the seconds. Minutes and seconds after the first field are under 60.
/// `None` for anything else.
pub fn parse_clk(text: &str) -> Option<Duration> {
    // Read byte by byte: this runs for every move of a PGN file with clock comments.
    let bytes = text.trim().as_bytes();
    let (whole, fraction) = match bytes.iter().position(|&b| b == b'.') {
        Some(point) => (&bytes[..point], Some(&bytes[point + 1..])),
        None => (bytes, None),
    };
    let mut total: u64 = 0;
    for (i, field) in whole.split(|&b| b == b':').enumerate() {
        let value = parse_clk_field(field)?;
        if i >= 3 || (i > 0 && value >= 60) {
            return None;
        }
        total = total.checked_mul(60)?.checked_add(value)?;
    }
    let nanos = match fraction {
        None => 0,
        Some(digits) => parse_fraction_nanos(digits)?,
    };
    Some(Duration::new(total, nanos))
}

/// One field of a clock value: 1 to 18 ASCII digits.
fn parse_clk_field(field: &[u8]) -> Option<u64> {
    if field.is_empty() || field.len() > 18 {
        return None;
    }
    field.iter().try_fold(0u64, |value, &b| {
        b.is_ascii_digit().then(|| value * 10 + u64::from(b - b'0'))
    })
}

/// The decimals after a seconds field as nanoseconds: 1 to 9 digits.
fn parse_fraction_nanos(digits: &[u8]) -> Option<u32> {
    if digits.is_empty() || digits.len() > 9 {
        return None;
    }
    let value = digits.iter().try_fold(0u32, |value, &b| {
        b.is_ascii_digit().then(|| value * 10 + u32::from(b - b'0'))
    })?;
    Some(value * 10u32.pow(9 - digits.len() as u32))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn control(text: &str) -> TimeControl {
        TimeControl::parse(text).expect("a valid control")
    }

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn ms(m: u64) -> Duration {
        Duration::from_millis(m)
    }

    fn mins(m: u64) -> Duration {
        Duration::from_secs(m * 60)
    }

    fn period(moves: Option<u32>, time: Duration, bonus: Bonus) -> Period {
        Period { moves, time, bonus }
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

    #[test]
    fn the_increment_error_reads_as_a_sentence() {
        assert_eq!(
            error("5+x").to_string(),
            "time control '5+x': the increment 'x' is not a number of seconds (try 5+3)"
        );
    }

    #[test]
    fn empty_controls_and_periods_are_refused() {
        assert!(matches!(error(""), TimeControlError::Empty { .. }));
        assert!(matches!(error("  "), TimeControlError::Empty { .. }));
        assert_eq!(
            error("5+3,").to_string(),
            "time control '5+3,': period 2 is empty (try 40/90+30,30+30)"
        );
        for (text, number) in [("40/90,,30", 2), (",5", 1), ("40/90, ", 2)] {
            assert!(
                matches!(error(text), TimeControlError::EmptyPeriod { number: n, .. } if n == number),
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
                matches!(error(text), TimeControlError::BadMoves { .. }),
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
                matches!(error(text), TimeControlError::BadTime { .. }),
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
                matches!(error(text), TimeControlError::NotPositive { .. }),
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
                matches!(error(text), TimeControlError::NotWholeSeconds { .. }),
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
                matches!(error(text), TimeControlError::TooLong { .. }),
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
                matches!(error(text), TimeControlError::BadBonus { .. }),
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
            error("40/90,60,30"),
            TimeControlError::UnreachablePeriod { number: 2, .. }
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
            pgn_error("*180"),
            TimeControlError::Sandclock { .. }
        ));
        assert!(matches!(pgn_error(""), TimeControlError::Empty { .. }));
        assert_eq!(
            pgn_error("300+x").to_string(),
            "time control '300+x': the increment 'x' is not a number of seconds (try 300+3)"
        );
        assert!(matches!(
            pgn_error("40/5400:"),
            TimeControlError::EmptyPeriod { number: 2, .. }
        ));
        assert!(matches!(
            pgn_error("300.5"),
            TimeControlError::NotWholeSeconds { .. }
        ));
        // In PGN a time is in seconds, without a unit.
        assert_eq!(
            pgn_error("300s").to_string(),
            "time control '300s': the time '300s' is not a number of seconds (try 300)"
        );
        assert!(matches!(
            pgn_error("0"),
            TimeControlError::NotPositive { .. }
        ));
        assert!(matches!(
            pgn_error("86401"),
            TimeControlError::TooLong { .. }
        ));
        assert!(matches!(
            pgn_error("5400:1800"),
            TimeControlError::UnreachablePeriod { .. }
        ));
    }

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

    #[test]
    fn the_flag_falls_to_the_millisecond() {
        let (mut clock, t0) = started("5");
        assert_eq!(clock.flag_at(), Some(t0 + mins(5)));
        assert_eq!(clock.time_until_flag(t0 + secs(100)), Some(secs(200)));
        assert_eq!(clock.flagged(t0 + mins(5) - ms(1)), None);
        assert_eq!(clock.remaining(Color::White, t0 + mins(5) - ms(1)), ms(1));
        assert_eq!(clock.flagged(t0 + mins(5)), Some(Color::White));
        assert_eq!(clock.time_until_flag(t0 + mins(6)), Some(Duration::ZERO));
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
                to_move: Color::Black,
                spent: Duration::ZERO,
                running: true,
            }
        );
        clock.press(t0 + secs(40));
        // Black's move is taken back 5 s into White's reply.
        clock.restore(after_white, t0 + secs(45));
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
        resumed.restore(saved, later);
        assert_eq!(resumed.remaining(Color::White, later), mins(15) - secs(4));
        assert_eq!(resumed.remaining(Color::Black, later), mins(15));
        // Black had used 2 s of its delay: 3 s are left.
        assert_eq!(
            resumed.remaining(Color::Black, later + secs(4)),
            mins(15) - secs(1)
        );
        // A paused snapshot comes back paused.
        let mut paused = resumed.clone();
        paused.pause(later + secs(4));
        let snapshot = paused.state(later + secs(4));
        assert!(!snapshot.running);
        resumed.restore(snapshot, later + mins(10));
        assert_eq!(resumed.running(), None);
        assert_eq!(
            resumed.remaining(Color::Black, later + mins(20)),
            mins(15) - secs(1)
        );
    }

    #[test]
    fn untimed_games_count_up_and_never_flag() {
        let (mut clock, t0) = started("none");
        assert_eq!(clock.remaining(Color::White, t0), Duration::ZERO);
        assert_eq!(clock.remaining(Color::White, t0 + secs(42)), secs(42));
        clock.press(t0 + secs(42));
        let much_later = t0 + Duration::from_secs(100 * 3600);
        assert_eq!(clock.flag_at(), None);
        assert_eq!(clock.time_until_flag(much_later), None);
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
        let text = |at| format_clock(clock.remaining(side, at));
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
        assert_next_change(&clock, t0, t0 + secs(5) + nano);
        assert_next_change(&clock, t0 + secs(2), t0 + secs(5) + nano);
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

    // ---- PGN clock comments --------------------------------------------------------------

    #[test]
    fn clk_values_are_written_as_pgn_clocks_do() {
        let cases = [
            (secs(298), "0:04:58"),
            (secs(3 * 3600 + 300), "3:05:00"),
            (secs(60), "0:01:00"),
            (ms(59_999), "0:00:59.9"),
            (ms(45_370), "0:00:45.3"),
            (Duration::ZERO, "0:00:00.0"),
        ];
        for (value, text) in cases {
            assert_eq!(format_clk(value), text, "{value:?}");
            // What was written reads back as the value, truncated as the text shows it.
            let shown = if value < secs(60) {
                floor_to(value, ms(100))
            } else {
                floor_to(value, secs(1))
            };
            assert_eq!(parse_clk(text), Some(shown), "{text}");
            assert_eq!(format_clk(shown), text);
        }
    }

    #[test]
    fn clk_values_are_read_in_every_usual_form() {
        let cases = [
            ("0:05:00", Some(secs(300))),
            ("1:59:58", Some(secs(7198))),
            (" 0:00:45.3 ", Some(ms(45_300))),
            ("0:00:05.25", Some(ms(5_250))),
            ("4:58", Some(secs(298))),
            ("90:00", Some(secs(5400))),
            ("45", Some(secs(45))),
            ("45.123456789", Some(Duration::new(45, 123_456_789))),
            ("", None),
            ("a:b", None),
            ("0:60:00", None),
            ("0:00:60", None),
            ("1:2:3:4", None),
            ("0:04:5x", None),
            ("-1:00:00", None),
            ("0:00:45.", None),
            ("0:00:45.1234567890", None),
            ("0::45", None),
            ("99999999999999999999:00:00", None),
        ];
        for (text, value) in cases {
            assert_eq!(parse_clk(text), value, "{text:?}");
        }
    }

    #[test]
    fn the_clk_after_a_move_is_the_time_left_after_the_increment() {
        let (mut clock, t0) = started("5+1");
        clock.press(t0 + ms(2_500));
        let clk = format_clk(clock.remaining(Color::White, t0 + ms(2_500)));
        assert_eq!(clk, "0:04:58");
    }
}
