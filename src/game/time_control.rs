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
//! | `5 byo 3x30s` | byo-yomi: 5 minutes, then 3 periods of 30 s; a move made within a period keeps it |
//! | `5 canadian 10/5` | Canadian byo-yomi: 5 minutes, then 10 moves in each further 5 minutes |
//! | `hourglass 3` | hourglass: 3 minutes each, and what one side uses the other gains |
//! | `upcount` | each clock counts the time used upward, and no flag falls |
//!
//! Each period is `[MOVES/]TIME[BONUS]`, periods are separated by commas. A time is minutes
//! (`5`, `0.5`) or written with units (`90s`, `5m`, `1h30m`). Every time is a whole
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
//! **Byo-yomi and Canadian byo-yomi** follow a main time (one time, without increment or
//! delay), as a DGT 3000 plays them: in byo-yomi a period that runs out gives way to the next
//! and the flag falls when the last runs out; in Canadian byo-yomi the move during which the
//! main time runs out is the first of the period, and once its moves are made the next period
//! begins with the whole time again, whatever was left. A side's whole time left (what
//! [`Clock`](super::clock::Clock) keeps and `[%clk]` records) is its main time left plus the
//! periods to come; [`TimeControl::face`] says what its clock shows. An **hourglass** is on
//! both sides or on neither.
//!
//! [`TimeControl`]'s `Display` writes the canonical form of this syntax (times in minutes when
//! that is exact in two decimals, otherwise in seconds with `s`), and parsing it gives the same
//! control back.
//!
//! # The PGN `TimeControl` tag
//!
//! [`TimeControl::from_pgn`] and [`TimeControl::to_pgn`] read and write the tag of PGN §9.6.1:
//! times in seconds, periods separated by colons (`300`, `300+3`, `40/5400+30:1800+30`, `-` for
//! untimed, `?` for unknown, `*180` for an hourglass, the standard's sandclock). The standard
//! has no delays; hotseat writes them as `900d5` (simple) and `900b5` (Bronstein), which its
//! own reader reads back exactly. Byo-yomi and Canadian byo-yomi, which the standard cannot
//! say, are `?` there, and an upcount `-`; [`TimeControl::exact_tag`] gives the control in the
//! `--time` language for a tag of hotseat's own. The tag holds one control for both sides: a game with time odds writes each
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

/// How a side's clock runs: through its periods (the usual clock), with an overtime after its
/// main time, as an hourglass, or counting up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ClockMode {
    /// The periods alone: the flag falls when their time is used up (no time limit without
    /// periods).
    #[default]
    Periods,
    /// Byo-yomi after the main time: `periods` periods of `time` each. A move made within a
    /// period keeps it (the next move has the whole period again); a period that runs out
    /// gives way to the next, and the flag falls when the last runs out.
    ByoYomi {
        /// How many periods follow the main time.
        periods: u32,
        /// The length of each.
        time: Duration,
    },
    /// Canadian byo-yomi after the main time: `moves` moves in each `time`. The move during
    /// which the main time runs out is the period's first; once its moves are made, the next
    /// period begins with the whole time again, whatever was left.
    Canadian {
        /// The moves of each period.
        moves: u32,
        /// The time of each period.
        time: Duration,
    },
    /// Hourglass: the time one side uses, the other gains.
    Hourglass,
    /// No time limit, each clock counting the time used upward (`upcount`).
    Upcount,
}

impl ClockMode {
    /// The time held for the overtime beside the main time: every period of byo-yomi, one of
    /// Canadian byo-yomi; zero for the other modes.
    fn reserve(self) -> Duration {
        match self {
            ClockMode::ByoYomi { periods, time } => time.saturating_mul(periods),
            ClockMode::Canadian { time, .. } => time,
            _ => Duration::ZERO,
        }
    }
}

/// What a side's clock shows, read from its whole time left ([`TimeControl::face`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Face {
    /// The time of the stage the side is in: its main time left, or what is left of the
    /// current period of its overtime.
    pub shown: Duration,
    /// Where the side stands in its overtime, when its control has one.
    pub overtime: Option<Overtime>,
}

/// Where a side stands in the overtime of byo-yomi or Canadian byo-yomi.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Overtime {
    /// Byo-yomi: the periods left (the one running included), and whether they have begun.
    ByoYomi {
        /// The periods left.
        periods: u32,
        /// Whether the main time is used up.
        begun: bool,
    },
    /// Canadian byo-yomi: the moves still to make in the period running; `None` while the
    /// main time lasts.
    Canadian {
        /// The moves left in the period, once it has begun.
        moves: Option<u32>,
    },
}

impl Overtime {
    /// Whether the main time is used up and the periods run.
    pub fn has_begun(self) -> bool {
        match self {
            Overtime::ByoYomi { begun, .. } => begun,
            Overtime::Canadian { moves } => moves.is_some(),
        }
    }
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
    /// Each side's periods in order; both empty when untimed, never only one. The main time
    /// of an overtime or an hourglass is one period.
    periods: ByColor<Vec<Period>>,
    /// How each side's clock runs; an hourglass on both sides or on neither. Boxed, so that
    /// what holds a control stays small.
    modes: Box<ByColor<ClockMode>>,
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
    /// A byo-yomi, Canadian byo-yomi, hourglass or upcount not written as its syntax says
    /// (`5 byo`, `5 byo 30s`, `hourglass`, `upcount 5`).
    ModeForm {
        /// Which mode.
        mode: ModeName,
    },
    /// The number of byo-yomi periods is not a whole number from 1 to 1000.
    BadPeriods {
        /// The number as written.
        periods: String,
    },
    /// Nothing written for the time of each period of byo-yomi (`5 byo 3x`) or Canadian
    /// byo-yomi (`5 canadian 10/`).
    MissingPeriodTime,
    /// An hourglass on one side only of time odds.
    HourglassOneSide,
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
            TimeControlErrorKind::ModeForm { mode } => phrase!("tc-mode-form", mode = *mode),
            TimeControlErrorKind::BadPeriods { periods } => {
                phrase!("tc-bad-periods", periods = periods)
            }
            TimeControlErrorKind::MissingPeriodTime => phrase!("tc-missing-period-time"),
            TimeControlErrorKind::HourglassOneSide => phrase!("tc-hourglass-one-side"),
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

/// A mode of the clock that has a syntax of its own, for the errors about it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ModeName {
    /// `TIME byo PERIODSxTIME`.
    ByoYomi,
    /// `TIME canadian MOVES/TIME`.
    Canadian,
    /// `hourglass TIME`.
    Hourglass,
    /// `upcount`.
    Upcount,
}

impl ModeName {
    /// The mode's word in the `--time` language.
    const fn word(self) -> &'static str {
        match self {
            ModeName::ByoYomi => "byo",
            ModeName::Canadian => "canadian",
            ModeName::Hourglass => "hourglass",
            ModeName::Upcount => "upcount",
        }
    }

    /// A control of this mode that works.
    const fn example(self) -> &'static str {
        match self {
            ModeName::ByoYomi => "5 byo 3x30s",
            ModeName::Canadian => "5 canadian 10/5",
            ModeName::Hourglass => "hourglass 3",
            ModeName::Upcount => "upcount",
        }
    }
}

impl From<ModeName> for Arg<'_> {
    /// The mode as the catalogues select on it: its word (`byo`, `canadian`, `hourglass`,
    /// `upcount`).
    fn from(mode: ModeName) -> Self {
        Arg::from(mode.word())
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

/// Hourglasses with time odds, for the error of an hourglass on one side only.
const HOURGLASS_ODDS_EXAMPLE: &str = "hourglass 3 vs hourglass 2";

/// The most periods of byo-yomi.
const MAX_PERIODS: u32 = 1000;

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
            modes: Box::default(),
        }
    }

    /// The same control for both sides: its periods and how its clocks run.
    fn even((periods, mode): SideControl) -> TimeControl {
        TimeControl {
            periods: ByColor::new_with(|_| periods.clone()),
            modes: Box::new(ByColor::new_with(|_| mode)),
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
                let sides = ByColor {
                    white: side(Color::White, white)?,
                    black: side(Color::Black, black)?,
                };
                TimeControl::with_sides(sides, control)
            }
            _ => Err(Parser::new(control, &PLAYER)
                .error(TimeControlErrorKind::TooManySides, ODDS_EXAMPLE)),
        }
    }

    /// A control from each side's periods and mode, as `control` wrote them: both timed or
    /// both untimed, an hourglass on both or on neither.
    fn with_sides(
        sides: ByColor<SideControl>,
        control: &str,
    ) -> Result<TimeControl, TimeControlError> {
        let periods = ByColor::new_with(|color| sides[color].0.clone());
        let modes = ByColor::new_with(|color| sides[color].1);
        let hourglass = |color: Color| modes[color] == ClockMode::Hourglass;
        if hourglass(Color::White) != hourglass(Color::Black) {
            let side = if hourglass(Color::White) {
                Color::Black
            } else {
                Color::White
            };
            return Err(TimeControlError {
                side: Some(side),
                ..Parser::new(control, &PLAYER).error(
                    TimeControlErrorKind::HourglassOneSide,
                    HOURGLASS_ODDS_EXAMPLE,
                )
            });
        }
        match Color::ALL
            .into_iter()
            .find(|&color| periods[color].is_empty())
        {
            Some(untimed) if !periods[!untimed].is_empty() => Err(TimeControlError {
                side: Some(untimed),
                ..Parser::new(control, &PLAYER)
                    .error(TimeControlErrorKind::UntimedSide, ODDS_EXAMPLE)
            }),
            _ => Ok(TimeControl {
                periods,
                modes: Box::new(modes),
            }),
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
        let (Some(white_side), Some(black_side)) =
            (side(Color::White, white)?, side(Color::Black, black)?)
        else {
            return Ok(None);
        };
        let sides = ByColor {
            white: white_side,
            black: black_side,
        };
        let both = format!("{} {ODDS} {}", white.trim(), black.trim());
        TimeControl::with_sides(sides, &both).map(Some)
    }

    /// The PGN `TimeControl` tag value: the standard form (`-`, `300`, `300+3`, `40/5400`,
    /// `40/5400+30:1800+30`, `*180` for an hourglass) where the standard can say it, `900d5`
    /// or `900b5` for delays; `?` for a control with time odds, which the tag cannot hold
    /// (see [`TimeControl::side_to_pgn`]), and for byo-yomi, which the standard cannot say
    /// (see [`TimeControl::exact_tag`]).
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
        match self.modes[color] {
            _ if self.is_untimed() => tag.push('-'),
            ClockMode::Hourglass => tag = format!("*{}", self.initial_time(color).as_secs()),
            ClockMode::ByoYomi { .. } | ClockMode::Canadian { .. } => tag.push('?'),
            ClockMode::Periods | ClockMode::Upcount => {
                // Writing to a String cannot fail.
                let _ = write_periods(&mut tag, &self.periods[color], &PGN);
            }
        }
        tag
    }

    /// The control in the `--time` language, for a tag of hotseat's own beside the standard
    /// ones, when they cannot say it exactly (byo-yomi, Canadian byo-yomi, an upcount);
    /// `None` when they can.
    pub fn exact_tag(&self) -> Option<String> {
        Color::ALL
            .into_iter()
            .any(|color| {
                matches!(
                    self.modes[color],
                    ClockMode::ByoYomi { .. } | ClockMode::Canadian { .. } | ClockMode::Upcount
                )
            })
            .then(|| self.to_string())
    }

    /// How a side's clock runs.
    pub fn mode(&self, color: Color) -> ClockMode {
        self.modes[color]
    }

    /// Whether the time one side uses, the other gains.
    pub fn is_hourglass(&self) -> bool {
        self.modes.white == ClockMode::Hourglass
    }

    /// What a side's clock shows when its whole time left is `left` and it has made
    /// `period_moves` moves of a Canadian period: its main time, or what is left of the
    /// period running, with where it stands in its overtime.
    pub fn face(&self, color: Color, left: Duration, period_moves: u32) -> Face {
        let mode = self.modes[color];
        let reserve = mode.reserve();
        let main = left.checked_sub(reserve).filter(|main| !main.is_zero());
        let overtime = match (mode, main) {
            (ClockMode::ByoYomi { periods, .. }, Some(_)) => Overtime::ByoYomi {
                periods,
                begun: false,
            },
            (ClockMode::ByoYomi { time, .. }, None) => Overtime::ByoYomi {
                periods: periods_left(left, time),
                begun: true,
            },
            (ClockMode::Canadian { .. }, Some(_)) => Overtime::Canadian { moves: None },
            (ClockMode::Canadian { moves, .. }, None) => Overtime::Canadian {
                moves: Some(moves.saturating_sub(period_moves)),
            },
            _ => {
                return Face {
                    shown: left,
                    overtime: None,
                };
            }
        };
        let shown = match (mode, main) {
            (_, Some(main)) => main,
            (ClockMode::ByoYomi { time, .. }, None) => {
                left.saturating_sub(time.saturating_mul(periods_left(left, time).saturating_sub(1)))
            }
            _ => left,
        };
        Face {
            shown,
            overtime: Some(overtime),
        }
    }

    /// A side's whole time left and moves made in a Canadian period after a move that left
    /// `left` and had made `period_moves` before it: a byo-yomi period the move was made in
    /// is whole again, and a Canadian period whose moves are all made begins again whole.
    pub(crate) fn after_move(
        &self,
        color: Color,
        left: Duration,
        period_moves: u32,
    ) -> (Duration, u32) {
        match self.modes[color] {
            ClockMode::ByoYomi { periods, time }
                if !left.is_zero() && left <= time.saturating_mul(periods) =>
            {
                (time.saturating_mul(periods_left(left, time)), 0)
            }
            ClockMode::Canadian { moves, time } if left <= time => {
                let made = period_moves.saturating_add(1);
                if made >= moves {
                    (time, 0)
                } else {
                    (left, made)
                }
            }
            _ => (left, 0),
        }
    }

    /// Whether the control has no time limit.
    pub fn is_untimed(&self) -> bool {
        self.periods.white.is_empty()
    }

    /// Whether the sides have controls of their own (time odds).
    pub fn has_odds(&self) -> bool {
        self.periods.white != self.periods.black || self.modes.white != self.modes.black
    }

    /// Whether the time a move took cannot be read off the mover's clock before and after
    /// it: untimed clocks show no time left, and under a delay a quick move leaves the clock
    /// as it was. Games under such controls (for either side) record each move's time
    /// (`[%emt]`).
    pub fn hides_move_times(&self) -> bool {
        let overtime = |color| {
            matches!(
                self.modes[color],
                ClockMode::ByoYomi { .. } | ClockMode::Canadian { .. }
            )
        };
        self.is_untimed()
            || Color::ALL.into_iter().any(overtime)
            || Color::ALL
                .into_iter()
                .flat_map(|color| self.periods(color))
                .any(|period| matches!(period.bonus, Bonus::Delay(_) | Bonus::Bronstein(_)))
    }

    /// One side's control, as a control for both: what the side plays under.
    pub fn side(&self, color: Color) -> TimeControl {
        TimeControl::even((self.periods[color].clone(), self.modes[color]))
    }

    /// A side's periods in order; empty when untimed.
    pub fn periods(&self, color: Color) -> &[Period] {
        &self.periods[color]
    }

    /// The whole time a side starts with (its main time and the periods of its overtime);
    /// zero when untimed.
    pub fn initial_time(&self, color: Color) -> Duration {
        self.periods[color]
            .first()
            .map_or(Duration::ZERO, |p| p.time)
            .saturating_add(self.modes[color].reserve())
    }

    /// Whether a side with `left` as its whole time is short of time: what its clock shows
    /// is less than an eighth of the time its stage began with (the main time, or a period
    /// of its overtime), with that threshold kept between 10 s and 60 s. Never when untimed.
    pub fn is_short_of_time(&self, color: Color, left: Duration) -> bool {
        if self.is_untimed() {
            return false;
        }
        let face = self.face(color, left, 0);
        let stage = match (self.modes[color], face.overtime) {
            (
                ClockMode::ByoYomi { time, .. } | ClockMode::Canadian { time, .. },
                Some(overtime),
            ) if overtime.has_begun() => time,
            _ => self.periods[color]
                .first()
                .map_or(Duration::ZERO, |p| p.time),
        };
        let threshold = (stage / 8).clamp(Duration::from_secs(10), Duration::from_secs(60));
        face.shown < threshold
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

/// A side's control: its periods (none when untimed) and how its clock runs.
type SideControl = (Vec<Period>, ClockMode);

/// The byo-yomi periods of `time` each that a whole time `left` of at most all of them
/// reaches into: the period running, and those after it.
fn periods_left(left: Duration, time: Duration) -> u32 {
    let time = time.as_nanos().max(1);
    u32::try_from(left.as_nanos().div_ceil(time)).unwrap_or(u32::MAX)
}

/// Writes one side's control in the `--time` language.
fn write_side(out: &mut impl fmt::Write, periods: &[Period], mode: ClockMode) -> fmt::Result {
    let main = periods.first().map_or(0, |period| period.time.as_secs());
    match mode {
        ClockMode::Upcount => out.write_str(ModeName::Upcount.word()),
        _ if periods.is_empty() => out.write_str("none"),
        ClockMode::Periods => write_periods(out, periods, &PLAYER),
        ClockMode::Hourglass => {
            write!(out, "{} ", ModeName::Hourglass.word())?;
            write_minutes(out, main)
        }
        ClockMode::ByoYomi { periods, time } => {
            write_minutes(out, main)?;
            write!(out, " {} {periods}x", ModeName::ByoYomi.word())?;
            write_period_time(out, time)
        }
        ClockMode::Canadian { moves, time } => {
            write_minutes(out, main)?;
            write!(out, " {} {moves}/", ModeName::Canadian.word())?;
            write_period_time(out, time)
        }
    }
}

/// Writes the time of an overtime's period: whole minutes bare (`1`), else seconds (`30s`).
fn write_period_time(out: &mut impl fmt::Write, time: Duration) -> fmt::Result {
    let secs = time.as_secs();
    if secs.is_multiple_of(60) {
        write!(out, "{}", secs / 60)
    } else {
        write!(out, "{secs}s")
    }
}

/// Where `word` stands in `lower` (a control in lower case) as a word of its own: not inside
/// a longer word.
fn find_word(lower: &str, word: &str) -> Option<usize> {
    lower.match_indices(word).map(|(at, _)| at).find(|&at| {
        let before = lower[..at].chars().next_back();
        let after = lower[at + word.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_alphabetic())
            && !after.is_some_and(|c| c.is_ascii_alphabetic())
    })
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
/// periods (none when untimed) and how its clock runs.
fn read_player_control(
    control: &str,
    side: Option<Color>,
) -> Result<SideControl, TimeControlError> {
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
        return Ok((Vec::new(), ClockMode::Periods));
    }
    let parser = Parser::new(control, &PLAYER);
    let lower = control.to_ascii_lowercase();
    let mode = [
        ModeName::Upcount,
        ModeName::Hourglass,
        ModeName::ByoYomi,
        ModeName::Canadian,
    ]
    .into_iter()
    .find_map(|mode| Some((mode, find_word(&lower, mode.word())?)));
    match mode {
        Some((mode, at)) => parser
            .mode(
                mode,
                control[..at].trim(),
                control[at + mode.word().len()..].trim(),
            )
            .map_err(|error| TimeControlError {
                example: mode.example(),
                ..error
            }),
        None => parser
            .periods()
            .map(|periods| (periods, ClockMode::Periods)),
    }
}

/// A PGN `TimeControl` tag's control: `None` for `?`, none for `-`, an hourglass for a
/// sandclock (`*180`).
fn read_pgn_control(tag: &str) -> Result<Option<SideControl>, TimeControlError> {
    let control = tag.trim();
    match control {
        "" => Err(Parser::new(control, &PGN).error(
            TimeControlErrorKind::Empty {
                untimed: PGN.examples.untimed,
            },
            PGN.examples.increment,
        )),
        "?" => Ok(None),
        "-" => Ok(Some((Vec::new(), ClockMode::Periods))),
        _ => match control.strip_prefix('*') {
            Some(sandclock) => {
                let parser = Parser::new(control, &PGN);
                let time = parser
                    .time(sandclock.trim())
                    .map_err(|error| TimeControlError {
                        example: SANDCLOCK_EXAMPLE,
                        ..error
                    })?;
                Ok(Some((vec![sudden_death(time)], ClockMode::Hourglass)))
            }
            None => Parser::new(control, &PGN)
                .periods()
                .map(|periods| Some((periods, ClockMode::Periods))),
        },
    }
}

/// A PGN sandclock, for the errors about one.
const SANDCLOCK_EXAMPLE: &str = "*180";

/// A period of `time` for the rest of the game, without bonus: the main time of an overtime
/// or an hourglass.
fn sudden_death(time: Duration) -> Period {
    Period {
        moves: None,
        time,
        bonus: Bonus::None,
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
        write_side(f, &self.periods.white, self.modes.white)?;
        if self.has_odds() {
            write!(f, " {ODDS} ")?;
            write_side(f, &self.periods.black, self.modes.black)?;
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

/// Reads a time written with units: numbers each followed by `h`, `m` or `s` (in any case),
/// in that order and each at most once, spaces allowed between (`5m`, `1h30m`, `1h 30m 15s`,
/// `1.5h`), as a whole number of seconds.
fn parse_with_units(text: &str) -> Result<u64, NumberError> {
    const UNITS: [(char, u64); 3] = [('h', 3600), ('m', 60), ('s', 1)];
    let mut rest = text.trim();
    let mut next_unit = 0;
    let mut total: u64 = 0;
    while !rest.is_empty() {
        let end = rest
            .find(|c: char| c.is_ascii_alphabetic())
            .ok_or(NumberError::NotANumber)?;
        let letter = rest[end..]
            .chars()
            .next()
            .map(|c| c.to_ascii_lowercase())
            .ok_or(NumberError::NotANumber)?;
        let offset = UNITS[next_unit..]
            .iter()
            .position(|&(unit, _)| unit == letter)
            .ok_or(NumberError::NotANumber)?;
        let (_, unit_secs) = UNITS[next_unit + offset];
        next_unit += offset + 1;
        let secs = parse_seconds(rest[..end].trim(), unit_secs)?;
        total = total.checked_add(secs).ok_or(NumberError::TooBig)?;
        rest = rest[end + 1..].trim_start();
    }
    Ok(total)
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
                before.is_ascii_digit()
                    || matches!(before, '.' | 's' | 'S' | 'm' | 'M' | 'h' | 'H' | ' ')
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

    /// A control of a mode with a syntax of its own, `before` and `after` its word: `upcount`,
    /// `hourglass TIME`, `TIME byo PERIODSxTIME`, `TIME canadian MOVES/TIME`.
    fn mode(
        &self,
        mode: ModeName,
        before: &str,
        after: &str,
    ) -> Result<SideControl, TimeControlError> {
        let form = || self.error(TimeControlErrorKind::ModeForm { mode }, mode.example());
        let main = || match before {
            "" => Err(form()),
            main => self.time(main),
        };
        let period_time = |text: &str| match text.trim() {
            "" => Err(self.error(TimeControlErrorKind::MissingPeriodTime, mode.example())),
            time => self.time(time),
        };
        match mode {
            ModeName::Upcount if before.is_empty() && after.is_empty() => {
                Ok((Vec::new(), ClockMode::Upcount))
            }
            ModeName::Upcount => Err(form()),
            ModeName::Hourglass if !before.is_empty() || after.is_empty() => Err(form()),
            ModeName::Hourglass => {
                Ok((vec![sudden_death(self.time(after)?)], ClockMode::Hourglass))
            }
            ModeName::ByoYomi => {
                let main = main()?;
                let (periods, time) = after.split_once(['x', 'X', '×']).ok_or_else(form)?;
                let periods = self.byo_yomi_periods(periods.trim())?;
                let time = period_time(time)?;
                Ok((
                    vec![sudden_death(main)],
                    ClockMode::ByoYomi { periods, time },
                ))
            }
            ModeName::Canadian => {
                let main = main()?;
                let (moves, time) = after.split_once('/').ok_or_else(form)?;
                let moves = self.moves(moves.trim())?;
                let time = period_time(time)?;
                Ok((
                    vec![sudden_death(main)],
                    ClockMode::Canadian { moves, time },
                ))
            }
        }
    }

    /// The number of byo-yomi periods: 1 to [`MAX_PERIODS`].
    fn byo_yomi_periods(&self, text: &str) -> Result<u32, TimeControlError> {
        match text.parse::<u32>() {
            Ok(n) if text.bytes().all(|b| b.is_ascii_digit()) && (1..=MAX_PERIODS).contains(&n) => {
                Ok(n)
            }
            _ => Err(self.error(
                TimeControlErrorKind::BadPeriods {
                    periods: shown(text),
                },
                ModeName::ByoYomi.example(),
            )),
        }
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
        // Hours and minutes (`5m`, `1h30m`, `1m30s`) for players.
        let with_units = minutes && text.contains(['h', 'H', 'm', 'M']);
        let read = |number: &str| {
            if with_units {
                parse_with_units(number)
            } else {
                parse_seconds(number, unit_secs)
            }
        };
        let number = if with_units { text } else { number };
        let negative = number
            .strip_prefix('-')
            .is_some_and(|n| read(n.trim_start()).is_ok());
        if negative {
            return Err(self.not_positive(text));
        }
        let secs = match read(number) {
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
