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
//! | `5+3 vs 3+3` | time odds: White's control, `vs`, Black's control |
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
//! **Time odds** give each side a control of its own: White's, then `vs`, then Black's (`5 vs
//! 3`, `5+3 vs 3+3`, `40/90,30 vs 40/60,30`); both sides are timed. The same control on both
//! sides is the control without odds.
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
//! is refused. The tag holds one control for both sides: a game with time odds writes each
//! side's in the `WhiteTimeControl` and `BlackTimeControl` tags that some programs know, read
//! back with [`TimeControl::from_pgn_sides`].

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::phrase;
use crate::rules::{ByColor, Color};
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

/// A time control: untimed, or one or more periods for each side (the same for both, or time
/// odds). Valid by construction: build one with [`TimeControl::parse`],
/// [`TimeControl::from_pgn`] or [`TimeControl::untimed`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// Each side's periods in order; both empty when untimed, never only one.
    periods: ByColor<Vec<Period>>,
}

/// Why a time control was refused: the control as written, a control that works in the same
/// syntax, and what is wrong. Every message names the control, says what is wrong and shows
/// the example.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct TimeControlError {
    /// The control as written, without the spaces around it (empty when nothing was).
    pub control: String,
    /// The side whose part of a control with time odds is wrong; `None` when the control
    /// gives both sides the same.
    pub side: Option<Color>,
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
    /// Nothing written on one side of `vs`.
    MissingSide,
    /// More than two controls joined with `vs`.
    TooManySides,
    /// Time odds where one side has no time limit (`none vs 5`).
    UntimedSide,
}

impl Sentence for TimeControlError {
    /// The control, the side whose part is wrong (for time odds), and what is wrong there.
    fn phrase(&self) -> Phrase<'_> {
        let reason = self.kind.phrase().with("example", self.example);
        match (&self.kind, self.side) {
            (TimeControlErrorKind::Empty { .. }, _) => reason,
            (_, None) => phrase!("tc-error", control = &self.control, reason = reason),
            (_, Some(side)) => phrase!(
                "tc-error-side",
                control = &self.control,
                side = side,
                reason = reason
            ),
        }
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
            TimeControlErrorKind::MissingSide => phrase!("tc-missing-side"),
            TimeControlErrorKind::TooManySides => phrase!("tc-too-many-sides"),
            TimeControlErrorKind::UntimedSide => phrase!("tc-untimed-side"),
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

/// What joins White's control to Black's in a control with time odds, in any case.
const ODDS: &str = "vs";

/// A control with time odds, for the errors about them.
const ODDS_EXAMPLE: &str = "5+3 vs 3+3";

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
            periods: ByColor::default(),
        }
    }

    /// The same periods for both sides.
    fn even(periods: Vec<Period>) -> TimeControl {
        TimeControl {
            periods: ByColor::new_with(|_| periods.clone()),
        }
    }

    /// Reads a control as players write it (`none`, `5`, `5+3`, `15d5`, `15b5`,
    /// `40/90+30,30+30`, and time odds: `5+3 vs 3+3`; see the module documentation). Spaces
    /// around the parts are allowed.
    pub fn parse(text: &str) -> Result<TimeControl, TimeControlError> {
        let control = text.trim();
        let sides = split_sides(control);
        match sides.as_slice() {
            [] | [_] => read_player_control(control, None).map(TimeControl::even),
            [white, black] => {
                let side = |color, part: &str| {
                    read_player_control(part.trim(), Some(color)).map_err(|error| {
                        TimeControlError {
                            control: shown(control),
                            side: Some(color),
                            ..error
                        }
                    })
                };
                let periods = ByColor {
                    white: side(Color::White, white)?,
                    black: side(Color::Black, black)?,
                };
                TimeControl::with_sides(periods, control)
            }
            _ => Err(Parser::new(control, &PLAYER)
                .error(TimeControlErrorKind::TooManySides, ODDS_EXAMPLE)),
        }
    }

    /// A control from each side's periods, as `control` wrote them: both timed or both
    /// untimed.
    fn with_sides(
        periods: ByColor<Vec<Period>>,
        control: &str,
    ) -> Result<TimeControl, TimeControlError> {
        match Color::ALL
            .into_iter()
            .find(|&color| periods[color].is_empty())
        {
            Some(untimed) if !periods[!untimed].is_empty() => Err(TimeControlError {
                side: Some(untimed),
                ..Parser::new(control, &PLAYER)
                    .error(TimeControlErrorKind::UntimedSide, ODDS_EXAMPLE)
            }),
            _ => Ok(TimeControl { periods }),
        }
    }

    /// Reads a PGN `TimeControl` tag value: `None` for `?` (unknown), the untimed control for
    /// `-`, otherwise periods in seconds separated by colons (`300+3`, `40/5400+30:1800+30`),
    /// with hotseat's `900d5` and `900b5` for delays. The same control for both sides.
    pub fn from_pgn(tag: &str) -> Result<Option<TimeControl>, TimeControlError> {
        read_pgn_control(tag).map(|periods| periods.map(TimeControl::even))
    }

    /// Reads the `WhiteTimeControl` and `BlackTimeControl` tags of a game with time odds, in
    /// the syntax of [`TimeControl::from_pgn`]; `None` when either is unknown (`?`).
    pub fn from_pgn_sides(
        white: &str,
        black: &str,
    ) -> Result<Option<TimeControl>, TimeControlError> {
        let side = |color, tag: &str| {
            read_pgn_control(tag).map_err(|error| TimeControlError {
                side: Some(color),
                ..error
            })
        };
        let (Some(white_periods), Some(black_periods)) =
            (side(Color::White, white)?, side(Color::Black, black)?)
        else {
            return Ok(None);
        };
        let periods = ByColor {
            white: white_periods,
            black: black_periods,
        };
        let both = format!("{} {ODDS} {}", white.trim(), black.trim());
        TimeControl::with_sides(periods, &both).map(Some)
    }

    /// The PGN `TimeControl` tag value: the standard form (`-`, `300`, `300+3`, `40/5400`,
    /// `40/5400+30:1800+30`) where the standard can say it, `900d5` or `900b5` for delays;
    /// `?` for a control with time odds, which the tag cannot hold (see
    /// [`TimeControl::side_to_pgn`]).
    pub fn to_pgn(&self) -> String {
        if self.has_odds() {
            return "?".to_string();
        }
        self.side_to_pgn(Color::White)
    }

    /// One side's control as the PGN `TimeControl` tag writes a control: for the
    /// `WhiteTimeControl` and `BlackTimeControl` tags of a game with time odds.
    pub fn side_to_pgn(&self, color: Color) -> String {
        let mut tag = String::new();
        if self.is_untimed() {
            tag.push('-');
        } else {
            // Writing to a String cannot fail.
            let _ = write_periods(&mut tag, &self.periods[color], &PGN);
        }
        tag
    }

    /// Whether the control has no time limit.
    pub fn is_untimed(&self) -> bool {
        self.periods.white.is_empty()
    }

    /// Whether the sides have controls of their own (time odds).
    pub fn has_odds(&self) -> bool {
        self.periods.white != self.periods.black
    }

    /// Whether the time a move took cannot be read off the mover's clock before and after
    /// it: untimed clocks show no time left, and under a delay a quick move leaves the clock
    /// as it was. Games under such controls (for either side) record each move's time
    /// (`[%emt]`).
    pub fn hides_move_times(&self) -> bool {
        self.is_untimed()
            || Color::ALL
                .into_iter()
                .flat_map(|color| self.periods(color))
                .any(|period| matches!(period.bonus, Bonus::Delay(_) | Bonus::Bronstein(_)))
    }

    /// One side's control, as a control for both: what the side plays under.
    pub fn side(&self, color: Color) -> TimeControl {
        TimeControl::even(self.periods[color].clone())
    }

    /// A side's periods in order; empty when untimed.
    pub fn periods(&self, color: Color) -> &[Period] {
        &self.periods[color]
    }

    /// The time a side starts with; zero when untimed.
    pub fn initial_time(&self, color: Color) -> Duration {
        self.periods[color]
            .first()
            .map_or(Duration::ZERO, |p| p.time)
    }

    /// Whether a side with `left` on its clock is short of time: less than an eighth of its
    /// initial time, with that threshold kept between 10 s and 60 s. Never when untimed.
    pub fn is_short_of_time(&self, color: Color, left: Duration) -> bool {
        if self.is_untimed() {
            return false;
        }
        let threshold =
            (self.initial_time(color) / 8).clamp(Duration::from_secs(10), Duration::from_secs(60));
        left < threshold
    }

    /// The period in which a side plays its next move, having completed `completed` moves, and
    /// whether that move is the first of the period. `None` when untimed.
    fn period_of_move(&self, color: Color, completed: u32) -> Option<(&Period, bool)> {
        let periods = &self.periods[color];
        let completed = u64::from(completed);
        let last = periods.len().checked_sub(1)?;
        let mut start = 0u64;
        for (i, period) in periods.iter().enumerate() {
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
    pub(crate) fn bonus_of_move(&self, color: Color, completed: u32) -> Bonus {
        self.period_of_move(color, completed)
            .map_or(Bonus::None, |(period, _)| period.bonus)
    }

    /// The time a side receives on completing its move number `completed`: the next period's
    /// time when that move ends a period, otherwise nothing.
    pub(crate) fn time_added_after(&self, color: Color, completed: u32) -> Duration {
        match self.period_of_move(color, completed) {
            Some((period, true)) if completed > 0 => period.time,
            _ => Duration::ZERO,
        }
    }
}

/// Writes periods in one syntax.
fn write_periods(out: &mut impl fmt::Write, periods: &[Period], syntax: &Syntax) -> fmt::Result {
    for (i, period) in periods.iter().enumerate() {
        if i > 0 {
            out.write_char(syntax.separator)?;
        }
        write_period(out, period, syntax)?;
    }
    Ok(())
}

/// The parts of a control joined with `vs` (in any case): one for a control without time
/// odds, two for White's and Black's, more for a mistake. Nothing written gives none.
fn split_sides(control: &str) -> Vec<&str> {
    if control.is_empty() {
        return Vec::new();
    }
    // Lowercasing ASCII keeps every byte where it was.
    let lower = control.to_ascii_lowercase();
    let mut parts = Vec::new();
    let mut start = 0;
    for (at, _) in lower.match_indices(ODDS) {
        parts.push(&control[start..at]);
        start = at + ODDS.len();
    }
    parts.push(&control[start..]);
    parts
}

/// One side's control as players write it (or the control of both, `side` `None`): its
/// periods, none when untimed.
fn read_player_control(
    control: &str,
    side: Option<Color>,
) -> Result<Vec<Period>, TimeControlError> {
    if control.is_empty() {
        let parser = Parser::new(control, &PLAYER);
        return Err(match side {
            None => parser.error(
                TimeControlErrorKind::Empty {
                    untimed: PLAYER.examples.untimed,
                },
                PLAYER.examples.increment,
            ),
            Some(_) => parser.error(TimeControlErrorKind::MissingSide, ODDS_EXAMPLE),
        });
    }
    if control.eq_ignore_ascii_case("none") {
        return Ok(Vec::new());
    }
    Parser::new(control, &PLAYER).periods()
}

/// A PGN `TimeControl` tag's periods: `None` for `?`, none for `-`.
fn read_pgn_control(tag: &str) -> Result<Option<Vec<Period>>, TimeControlError> {
    let control = tag.trim();
    match control {
        "" => Err(Parser::new(control, &PGN).error(
            TimeControlErrorKind::Empty {
                untimed: PGN.examples.untimed,
            },
            PGN.examples.increment,
        )),
        "?" => Ok(None),
        "-" => Ok(Some(Vec::new())),
        _ if control.starts_with('*') => {
            Err(Parser::new(control, &PGN)
                .error(TimeControlErrorKind::Sandclock, PGN.examples.time))
        }
        _ => Parser::new(control, &PGN).periods().map(Some),
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        TimeControl::parse(text)
    }
}

impl fmt::Display for TimeControl {
    /// The canonical form of the `--time` syntax, which [`TimeControl::parse`] reads back:
    /// `5+3`, or `5+3 vs 3+3` with time odds.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_untimed() {
            return f.write_str("none");
        }
        write_periods(f, &self.periods.white, &PLAYER)?;
        if self.has_odds() {
            write!(f, " {ODDS} ")?;
            write_periods(f, &self.periods.black, &PLAYER)?;
        }
        Ok(())
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
    fn periods(&self) -> Result<Vec<Period>, TimeControlError> {
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
        Ok(periods)
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
            side: None,
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
pub(super) mod tests;
