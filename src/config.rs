//! The config file: defaults for the play options, in TOML, with top-level keys named like
//! the options (`white`, `black`, `time`, `variant`, `draw_rules`, `theme`, `ascii`, `flip`, `lang`,
//! `mouse`, which `--no-mouse` sets to false, `instant`, `takebacks`, `clock_start`, `bell`, which
//! `--no-bell` sets to false, and `bell_every_move`), and the engine's for `hotseat analyse`
//! (`engine`, `nodes`, named like its options, `engine_threads` and `engine_hash`). Options given on the command line win over the
//! file, and the file wins over the built-in defaults. A file that cannot be used (bad syntax,
//! an unknown key, a value of the wrong kind or a bad one) stops the program with one line
//! naming the file, the line and the key, in hotseat's own words (the file is read with the
//! TOML reader's parser, and checked here) and in the player's language.

use std::fmt;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use clap::ArgMatches;
use clap::parser::ValueSource;
use toml::de::{DeTable, DeValue};

use crate::analysis;
use crate::cli::{
    AmountError, AnalyseOptions, NameError, PlayOptions, VariantError, read_game_variant,
    read_hash, read_name, read_nodes, read_threads,
};
use crate::engine::{self, EngineError};
use crate::game::header::FlipError;
use crate::game::outcome::DrawRulesError;
use crate::game::time_control::{TimeControl, TimeControlError};
use crate::game::timed::ClockStartError;
use crate::game::{ClockStart, DrawRules, Flip, GameVariant};
use crate::i18n::{Lang, LangError};
use crate::look::{ColourDepth, ThemeError, ThemeName};
use crate::phrase;
use crate::rules::Color;
use crate::sentence::{Arg, Phrase, Sentence};

/// The settings a config file holds; `None` for the keys it leaves out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Config {
    /// White's name for a new game, checked as the option's is.
    pub white: Option<String>,
    /// Black's name for a new game, checked as the option's is.
    pub black: Option<String>,
    /// The control of a new game, in the syntax of `--time`.
    pub time: Option<TimeControl>,
    /// Which chess a new game plays, by the names of `--variant`.
    pub variant: Option<GameVariant>,
    /// Whether repetitions and fifty moves end a game or are claimed.
    pub draw_rules: Option<DrawRules>,
    /// The colours of the board, by the theme's name.
    pub theme: Option<ThemeName>,
    /// Letters instead of figurines.
    pub ascii: Option<bool>,
    /// Which side is at the bottom.
    pub flip: Option<Flip>,
    /// The language of the screen.
    pub lang: Option<Lang>,
    /// Whether the mouse plays (`false`: the terminal keeps it, as `--no-mouse`).
    pub mouse: Option<bool>,
    /// Whether a typed move plays without Enter, as soon as it is named.
    pub instant: Option<bool>,
    /// Whether a move may be taken back (`false`: never, as `--takebacks off`).
    pub takebacks: Option<bool>,
    /// When the clock of a game starts.
    pub clock_start: Option<ClockStart>,
    /// Whether the terminal bell rings (`false`: never, as `--no-bell`).
    pub bell: Option<bool>,
    /// Whether the bell rings at every move of a timed game too.
    pub bell_every_move: Option<bool>,
    /// The engine's program, for `hotseat analyse`.
    pub engine: Option<PathBuf>,
    /// The nodes the engine searches in each position.
    pub nodes: Option<u64>,
    /// The engine's threads (`Threads`).
    pub engine_threads: Option<u32>,
    /// The engine's hash table, in MiB (`Hash`).
    pub engine_hash: Option<u32>,
}

/// The keys of the file, in the order `hotseat config` shows them.
pub const KEYS: [&str; 19] = [
    "white",
    "black",
    "time",
    "variant",
    "draw_rules",
    "theme",
    "ascii",
    "flip",
    "lang",
    "mouse",
    "instant",
    "takebacks",
    "clock_start",
    "bell",
    "bell_every_move",
    "engine",
    "nodes",
    "engine_threads",
    "engine_hash",
];

/// Why a config file cannot be used: which file, what is wrong with it, and the language it
/// names, to say so in.
#[derive(Debug)]
pub struct ConfigError {
    /// The config file, as the line names it.
    pub path: PathBuf,
    /// What is wrong with it.
    pub kind: ConfigErrorKind,
    /// The language the file names (`lang = "ru"`) when that key can be read though
    /// something else in the file cannot: the player's language, to say the problem in.
    pub lang: Option<Lang>,
}

/// What is wrong with a config file.
#[derive(Debug)]
pub enum ConfigErrorKind {
    /// It exists but cannot be read: what the system said.
    Unreadable(io::Error),
    /// It is not TOML, has a key hotseat does not know, or a value it cannot use.
    Invalid {
        /// The line of the problem, counting from 1.
        line: usize,
        /// The key the problem is with, when there is one.
        key: Option<String>,
        /// What is wrong there.
        problem: ConfigProblem,
    },
}

/// What is wrong at a line of a config file, in hotseat's own words (the TOML reader's are
/// English, and speak of maps and fields).
#[derive(Debug)]
pub enum ConfigProblem {
    /// A line that is not TOML, and what is wrong with it as far as the line tells.
    Syntax(SyntaxSlip),
    /// A key set a second time; the line it was first set on.
    SetTwice {
        /// The line of the first setting, when it can be told.
        first: Option<usize>,
    },
    /// A key that is no setting; the setting it was likely meant to be (`draw-rules`, typed
    /// as the option is, for `draw_rules`).
    UnknownKey {
        /// The key written with `_` for `-`, when that is a setting.
        meant: Option<&'static str>,
    },
    /// A value of a kind the key does not take: a list, a table (`[white]`), or text where
    /// `true` or `false` goes.
    WrongKind {
        /// What the key takes.
        expected: ValueKind,
        /// What the file gives it.
        found: ValueKind,
    },
    /// Text written without its quotes (`time = 5`, `theme = blue`): the key and the value
    /// as written, to show them quoted.
    Unquoted {
        /// The key.
        key: String,
        /// The value as written.
        value: String,
    },
    /// A value holding a control character, which no setting holds (and which the message
    /// would otherwise show).
    ControlCharacter,
    /// A player's name that cannot be one.
    Name(NameError),
    /// A time control that cannot be read.
    Time(Box<TimeControlError>),
    /// A variant hotseat does not play.
    Variant(VariantError),
    /// Draw rules other than `club` or `fide`.
    DrawRules(DrawRulesError),
    /// A theme that does not exist.
    Theme(ThemeError),
    /// A side of the board that is not one.
    Flip(FlipError),
    /// A language hotseat does not speak.
    Lang(LangError),
    /// A start of the clock other than `game` or `first-move`.
    ClockStart(ClockStartError),
    /// A number of nodes, threads or megabytes of hash that is not one.
    Amount(AmountError),
    /// An engine named by no path at all.
    NoEngine,
}

/// What is wrong with a line that is not TOML, as far as the line tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SyntaxSlip {
    /// A line with no `=`: not a setting.
    NoEquals,
    /// Nothing after the `=`.
    NoValue,
    /// A quote opens the value and none closes it.
    UnclosedQuote,
    /// Something else: the line is not TOML.
    Other,
}

/// The kinds of value a TOML file holds, as a problem names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum ValueKind {
    /// Text, in quotes.
    Text,
    /// A number (a whole number, where that is what a key takes).
    Number,
    /// `true` or `false`.
    Switch,
    /// A date or a time of day.
    Date,
    /// A list, in brackets.
    List,
    /// A table: a section (`[white]`), a dotted key or braces.
    Table,
}

impl ValueKind {
    /// The kind of `value`.
    fn of(value: &DeValue<'_>) -> ValueKind {
        match value {
            DeValue::String(_) => ValueKind::Text,
            DeValue::Integer(_) | DeValue::Float(_) => ValueKind::Number,
            DeValue::Boolean(_) => ValueKind::Switch,
            DeValue::Datetime(_) => ValueKind::Date,
            DeValue::Array(_) => ValueKind::List,
            DeValue::Table(_) => ValueKind::Table,
        }
    }
}

impl std::error::Error for ConfigError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            ConfigErrorKind::Unreadable(error) => Some(error),
            ConfigErrorKind::Invalid { .. } => None,
        }
    }
}

impl Sentence for ConfigError {
    fn phrase(&self) -> Phrase<'_> {
        let path = self.path.display().to_string();
        match &self.kind {
            ConfigErrorKind::Unreadable(error) => {
                phrase!("config-unreadable", path = path, reason = error.phrase())
            }
            ConfigErrorKind::Invalid {
                line,
                key: Some(key),
                problem,
            } => phrase!(
                "config-invalid-key",
                path = path,
                line = *line,
                key = key,
                reason = problem.phrase()
            ),
            ConfigErrorKind::Invalid {
                line,
                key: None,
                problem,
            } => phrase!(
                "config-invalid",
                path = path,
                line = *line,
                reason = problem.phrase()
            ),
        }
    }
}

impl Sentence for ConfigProblem {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            ConfigProblem::Syntax(slip) => phrase!("config-syntax", slip = <&str>::from(*slip)),
            ConfigProblem::SetTwice { first: Some(line) } => {
                phrase!("config-set-twice", line = *line)
            }
            ConfigProblem::SetTwice { first: None } => phrase!("config-set-twice", line = 0_u64),
            ConfigProblem::UnknownKey { meant: Some(meant) } => phrase!(
                "config-unknown-key-meant",
                meant = phrase!("typed-word", text = *meant)
            ),
            ConfigProblem::UnknownKey { meant: None } => phrase!(
                "config-unknown-key",
                keys = Arg::OneOf(
                    KEYS.iter()
                        .map(|&key| Arg::from(phrase!("typed-word", text = key)))
                        .collect()
                )
            ),
            ConfigProblem::WrongKind { expected, found } => phrase!(
                "config-wrong-kind",
                expected = <&str>::from(*expected),
                found = <&str>::from(*found)
            ),
            ConfigProblem::Unquoted { key, value } => {
                phrase!("config-unquoted", key = key, value = value)
            }
            ConfigProblem::ControlCharacter => phrase!("config-control-character"),
            ConfigProblem::Name(error) => error.phrase(),
            ConfigProblem::Time(error) => error.phrase(),
            ConfigProblem::Variant(error) => error.phrase(),
            ConfigProblem::DrawRules(error) => error.phrase(),
            ConfigProblem::Theme(error) => error.phrase(),
            ConfigProblem::Flip(error) => error.phrase(),
            ConfigProblem::Lang(error) => error.phrase(),
            ConfigProblem::ClockStart(error) => error.phrase(),
            ConfigProblem::Amount(error) => error.phrase(),
            ConfigProblem::NoEngine => phrase!("config-no-engine"),
        }
    }
}

impl From<SyntaxSlip> for &'static str {
    /// The slip as the catalogue selects on it.
    fn from(slip: SyntaxSlip) -> &'static str {
        match slip {
            SyntaxSlip::NoEquals => "no-equals",
            SyntaxSlip::NoValue => "no-value",
            SyntaxSlip::UnclosedQuote => "unclosed-quote",
            SyntaxSlip::Other => "other",
        }
    }
}

crate::i18n::english_display!(ConfigError);

/// The refusals of the settings' values, each a problem of the file.
macro_rules! config_problems {
    ($($error:ty => $variant:ident),+ $(,)?) => {$(
        impl From<$error> for ConfigProblem {
            fn from(error: $error) -> ConfigProblem {
                ConfigProblem::$variant(error)
            }
        }
    )+};
}

config_problems! {
    NameError => Name,
    Box<TimeControlError> => Time,
    VariantError => Variant,
    DrawRulesError => DrawRules,
    ThemeError => Theme,
    FlipError => Flip,
    LangError => Lang,
    ClockStartError => ClockStart,
    AmountError => Amount,
}

/// Reads the config file at `path`: `Ok(None)` when there is none.
pub fn load(path: &Path) -> Result<Option<Config>, ConfigError> {
    match std::fs::read_to_string(path) {
        Ok(text) => parse(&text, path).map(Some),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(error) => Err(ConfigError {
            path: path.to_path_buf(),
            kind: ConfigErrorKind::Unreadable(error),
            lang: None,
        }),
    }
}

/// Reads the text of a config file; `path` is for the messages. The first problem in the
/// file's order is the one refused, with the language the file names if that can be read.
pub fn parse(text: &str, path: &Path) -> Result<Config, ConfigError> {
    let (table, syntax) = DeTable::parse_recoverable(text);
    let table = table.into_inner();
    let lang = table
        .get("lang")
        .and_then(|value| value.get_ref().as_str())
        .and_then(|code| code.trim().parse().ok());
    let invalid = |offset: usize, key: Option<&str>, problem: ConfigProblem| {
        let line = line_at(text, offset);
        ConfigError {
            path: path.to_path_buf(),
            kind: ConfigErrorKind::Invalid {
                line,
                key: key.map(str::to_string).or_else(|| key_on_line(text, line)),
                problem,
            },
            lang,
        }
    };
    if let Some(error) = syntax.first() {
        let offset = error.span().map_or(0, |span| span.start);
        let line = line_at(text, offset);
        // The reader's only words that are kept are its verdict on a key set twice.
        let problem = if error.message().trim() == "duplicate key" {
            ConfigProblem::SetTwice {
                first: key_on_line(text, line).and_then(|key| first_line_of(text, &key)),
            }
        } else {
            problem_on_line(text, line)
        };
        return Err(invalid(offset, None, problem));
    }
    let mut entries: Vec<_> = table.iter().collect();
    entries.sort_by_key(|(key, _)| key.span().start);
    let mut config = Config::default();
    for (key, value) in entries {
        let written = text.get(value.span()).unwrap_or("");
        set(&mut config, key.get_ref(), value.get_ref(), written)
            .map_err(|problem| invalid(key.span().start, Some(key.get_ref()), problem))?;
    }
    Ok(config)
}

/// Sets `key` of `config` to `value` (`written` as in the file), or says what is wrong.
fn set(
    config: &mut Config,
    key: &str,
    value: &DeValue<'_>,
    written: &str,
) -> Result<(), ConfigProblem> {
    let at = Written {
        key,
        value,
        written,
    };
    match key {
        "white" => config.white = Some(at.text(read_name)?),
        "black" => config.black = Some(at.text(read_name)?),
        "time" => {
            config.time = Some(at.text(|text| text.parse::<TimeControl>().map_err(Box::new))?);
        }
        "variant" => config.variant = Some(at.text(read_game_variant)?),
        "draw_rules" => config.draw_rules = Some(at.text(str::parse::<DrawRules>)?),
        "theme" => config.theme = Some(at.text(str::parse::<ThemeName>)?),
        "flip" => config.flip = Some(at.text(str::parse::<Flip>)?),
        "lang" => config.lang = Some(at.text(str::parse::<Lang>)?),
        "clock_start" => config.clock_start = Some(at.text(str::parse::<ClockStart>)?),
        "ascii" => config.ascii = Some(switch(value)?),
        "mouse" => config.mouse = Some(switch(value)?),
        "instant" => config.instant = Some(switch(value)?),
        "takebacks" => config.takebacks = Some(switch(value)?),
        "bell" => config.bell = Some(switch(value)?),
        "bell_every_move" => config.bell_every_move = Some(switch(value)?),
        "engine" => config.engine = Some(at.text(read_engine)?),
        "nodes" => config.nodes = Some(at.whole(read_nodes)?),
        "engine_threads" => config.engine_threads = Some(at.whole(read_threads)?),
        "engine_hash" => config.engine_hash = Some(at.whole(read_hash)?),
        _ => {
            let meant = key.replace('-', "_");
            let meant = KEYS.into_iter().find(|known| *known == meant);
            return Err(ConfigProblem::UnknownKey { meant });
        }
    }
    Ok(())
}

/// A value of the file with its key, and its text as written there.
struct Written<'a> {
    key: &'a str,
    value: &'a DeValue<'a>,
    written: &'a str,
}

impl Written<'_> {
    /// A setting written as text, read by `read`; a number or a date is text without its
    /// quotes.
    fn text<T, E: Into<ConfigProblem>>(
        &self,
        read: impl Fn(&str) -> Result<T, E>,
    ) -> Result<T, ConfigProblem> {
        match self.value {
            // No setting holds one, and the message would show it.
            DeValue::String(text) if text.contains(char::is_control) => {
                Err(ConfigProblem::ControlCharacter)
            }
            DeValue::String(text) => read(text.trim()).map_err(Into::into),
            DeValue::Integer(_) | DeValue::Float(_) | DeValue::Datetime(_)
                if !self.written.contains(char::is_control) =>
            {
                Err(ConfigProblem::Unquoted {
                    key: self.key.to_string(),
                    value: self.written.to_string(),
                })
            }
            other => Err(ConfigProblem::WrongKind {
                expected: ValueKind::Text,
                found: ValueKind::of(other),
            }),
        }
    }
}

impl Written<'_> {
    /// A setting written as a number, read by `read` as the option's value is (`_` between
    /// digits, as TOML allows, left out); text in quotes is not one.
    fn whole<T, E: Into<ConfigProblem>>(
        &self,
        read: impl Fn(&str) -> Result<T, E>,
    ) -> Result<T, ConfigProblem> {
        match self.value {
            DeValue::Integer(_) | DeValue::Float(_) => {
                read(&self.written.replace('_', "")).map_err(Into::into)
            }
            other => Err(ConfigProblem::WrongKind {
                expected: ValueKind::Number,
                found: ValueKind::of(other),
            }),
        }
    }
}

/// The engine's program, as a path; refused when it is empty.
fn read_engine(text: &str) -> Result<PathBuf, ConfigProblem> {
    if text.is_empty() {
        return Err(ConfigProblem::NoEngine);
    }
    Ok(PathBuf::from(text))
}

/// A setting that is `true` or `false`.
fn switch(value: &DeValue<'_>) -> Result<bool, ConfigProblem> {
    value.as_bool().ok_or(ConfigProblem::WrongKind {
        expected: ValueKind::Switch,
        found: ValueKind::of(value),
    })
}

/// The line of `text` that `offset` is on, counting from 1.
fn line_at(text: &str, offset: usize) -> usize {
    let offset = offset.min(text.len());
    let before = text.get(..offset).unwrap_or(text);
    before.matches('\n').count() + 1
}

/// What is wrong with a line that is not TOML, told from the line: no `=`, no value, a quote
/// not closed, or text without its quotes (`theme = blue`, `time = 5+3`).
fn problem_on_line(text: &str, line: usize) -> ConfigProblem {
    let Some(written) = line
        .checked_sub(1)
        .and_then(|index| text.lines().nth(index))
    else {
        return ConfigProblem::Syntax(SyntaxSlip::Other);
    };
    let written = written.trim();
    let Some((_, value)) = written.split_once('=') else {
        let slip = if written.starts_with('[') {
            SyntaxSlip::Other
        } else {
            SyntaxSlip::NoEquals
        };
        return ConfigProblem::Syntax(slip);
    };
    let value = value.split('#').next().unwrap_or("").trim();
    let quote = value.chars().next().filter(|c| matches!(c, '"' | '\''));
    let slip = match quote {
        _ if value.is_empty() => SyntaxSlip::NoValue,
        Some(quote) if value.matches(quote).count() == 1 => SyntaxSlip::UnclosedQuote,
        None if value
            .chars()
            .all(|c| !c.is_control() && !matches!(c, '"' | '\'' | '[' | '{')) =>
        {
            return match key_on_line(text, line) {
                Some(key) => ConfigProblem::Unquoted {
                    key,
                    value: value.to_string(),
                },
                None => ConfigProblem::Syntax(SyntaxSlip::Other),
            };
        }
        _ => SyntaxSlip::Other,
    };
    ConfigProblem::Syntax(slip)
}

/// The first line that sets `key`, counting from 1.
fn first_line_of(text: &str, key: &str) -> Option<usize> {
    (1..=text.lines().count()).find(|&line| key_on_line(text, line).as_deref() == Some(key))
}

/// The key a line of TOML sets (`name = value`), if it is such a line. A key with control
/// characters is none: the message stays on one line.
fn key_on_line(text: &str, line: usize) -> Option<String> {
    let (key, _) = text.lines().nth(line.checked_sub(1)?)?.split_once('=')?;
    let key = key.trim().trim_matches('"');
    let usable = !key.is_empty() && !key.starts_with(['#', '[']) && !key.contains(char::is_control);
    usable.then(|| key.to_string())
}

/// Where a setting in effect came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// Neither the file nor the command line set it: hotseat's own default.
    Default,
    /// Set in the config file, and not on the command line.
    File,
    /// Typed on the command line, over whatever the file says.
    Option,
}

impl Source {
    /// The word `hotseat config` prints.
    pub const fn name(self) -> &'static str {
        match self {
            Source::Default => "default",
            Source::File => "file",
            Source::Option => "option",
        }
    }
}

/// One setting in effect: its key, its value as text, and where it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setting {
    /// The key, as in the file.
    pub key: &'static str,
    /// The value, as it would be written.
    pub value: String,
    /// Where it came from.
    pub source: Source,
}

/// The play options the command line gave, rather than left to their defaults: the option
/// names clap uses are the keys of the file.
pub fn given_on_command_line(matches: &ArgMatches) -> impl Fn(&str) -> bool + '_ {
    |key| matches.value_source(key) == Some(ValueSource::CommandLine)
}

/// Puts the file's settings into `options` where the command line did not give them
/// (`given` says which it gave), and returns every setting in effect with its source.
pub fn apply(
    options: &mut PlayOptions,
    given: impl Fn(&str) -> bool,
    file: &Config,
    locale: Lang,
) -> Vec<Setting> {
    fn settle<T: Clone + fmt::Display>(
        key: &'static str,
        given: &impl Fn(&str) -> bool,
        option: &mut T,
        file: &Option<T>,
    ) -> Setting {
        let source = match file {
            _ if given(key) => Source::Option,
            Some(value) => {
                *option = value.clone();
                Source::File
            }
            None => Source::Default,
        };
        Setting {
            key,
            value: option.to_string(),
            source,
        }
    }
    /// A setting whose option is left out unless typed (`None`: hotseat decides). A new game's
    /// names and control from the file go to `default_slot` rather than the option, so they
    /// never rename or re-time a saved game the way a typed option does.
    fn settle_optional<T: Clone + fmt::Display>(
        key: &'static str,
        given: &impl Fn(&str) -> bool,
        option: &mut Option<T>,
        file: &Option<T>,
        default_slot: Option<&mut Option<T>>,
        default_text: &str,
    ) -> Setting {
        let (source, value) = match (option.as_ref(), file) {
            (Some(value), _) if given(key) => (Source::Option, value.to_string()),
            (_, Some(value)) => {
                match default_slot {
                    Some(slot) => *slot = Some(value.clone()),
                    None => *option = Some(value.clone()),
                }
                (Source::File, value.to_string())
            }
            _ => (Source::Default, default_text.to_string()),
        };
        Setting { key, value, source }
    }
    // `--no-bell` is `--bell=false`.
    if options.no_bell {
        options.bell = Some(false);
    }
    let given_bell = |key: &str| given(key) || (key == "bell" && given("no_bell"));
    // Without an option or a key, the language is the locale's.
    let locale = locale.to_string();
    let defaults = &mut options.file_defaults;
    let white = settle_optional(
        "white",
        &given,
        &mut options.white,
        &file.white,
        Some(&mut defaults.white),
        Color::White.name(),
    );
    let black = settle_optional(
        "black",
        &given,
        &mut options.black,
        &file.black,
        Some(&mut defaults.black),
        Color::Black.name(),
    );
    let time = settle_optional(
        "time",
        &given,
        &mut options.time,
        &file.time,
        Some(&mut defaults.time),
        "none",
    );
    let variant = settle_optional(
        "variant",
        &given,
        &mut options.variant,
        &file.variant,
        Some(&mut defaults.variant),
        "standard",
    );
    let ascii = settle_optional(
        "ascii",
        &given,
        &mut options.ascii,
        &file.ascii,
        None,
        "auto",
    );
    vec![
        white,
        black,
        time,
        variant,
        settle(
            "draw_rules",
            &given,
            &mut options.draw_rules,
            &file.draw_rules,
        ),
        settle("theme", &given, &mut options.theme, &file.theme),
        ascii,
        settle("flip", &given, &mut options.flip, &file.flip),
        settle_optional("lang", &given, &mut options.lang, &file.lang, None, &locale),
        settle("mouse", &given, &mut options.mouse, &file.mouse),
        settle("instant", &given, &mut options.instant, &file.instant),
        settle("takebacks", &given, &mut options.takebacks, &file.takebacks),
        settle(
            "clock_start",
            &given,
            &mut options.clock_start,
            &file.clock_start,
        ),
        settle_optional(
            "bell",
            &given_bell,
            &mut options.bell,
            &file.bell,
            None,
            "auto",
        ),
        settle(
            "bell_every_move",
            &given,
            &mut options.bell_every_move,
            &file.bell_every_move,
        ),
        from_file(
            "engine",
            file.engine.as_ref().map(|path| path.display()),
            "auto",
        ),
        from_file("nodes", file.nodes, analysis::DEFAULT_NODES),
        from_file(
            "engine_threads",
            file.engine_threads,
            analysis::DEFAULT_THREADS,
        ),
        from_file("engine_hash", file.engine_hash, analysis::DEFAULT_HASH),
    ]
}

/// A setting no play option gives (the engine's): the file's value, else `default`.
fn from_file(
    key: &'static str,
    file: Option<impl fmt::Display>,
    default: impl fmt::Display,
) -> Setting {
    let (value, source) = match file {
        Some(value) => (value.to_string(), Source::File),
        None => (default.to_string(), Source::Default),
    };
    Setting { key, value, source }
}

/// How `hotseat analyse` runs its engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineSettings {
    /// The engine's program; `None` for the one installed ([`crate::engine::installed`]).
    pub engine: Option<PathBuf>,
    /// The nodes searched in each position.
    pub nodes: u64,
    /// The engine's threads.
    pub threads: u32,
    /// The engine's hash table, in MiB.
    pub hash: u32,
}

impl EngineSettings {
    /// The file's keys, else hotseat's own: how the screen's review runs its engine.
    pub fn of_file(file: &Config) -> EngineSettings {
        EngineSettings {
            engine: file.engine.clone(),
            nodes: file.nodes.unwrap_or(analysis::DEFAULT_NODES),
            threads: file.engine_threads.unwrap_or(analysis::DEFAULT_THREADS),
            hash: file.engine_hash.unwrap_or(analysis::DEFAULT_HASH),
        }
    }

    /// How a game is analysed with these settings and `jobs` engines at once (default: one
    /// for each core): the engine named, else the one installed
    /// ([`crate::engine::installed`]), or why there is none.
    pub fn analysis(&self, jobs: Option<usize>) -> Result<analysis::Settings, EngineError> {
        let engine = self
            .engine
            .clone()
            .or_else(engine::installed)
            .ok_or_else(|| EngineError::NotFound {
                path: PathBuf::from("stockfish"),
            })?;
        let jobs = jobs.unwrap_or_else(|| {
            std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
        });
        Ok(analysis::Settings {
            engine,
            nodes: self.nodes,
            jobs,
            threads: self.threads,
            hash: self.hash,
            patience: engine::Patience::default(),
        })
    }
}

/// The engine's settings for `hotseat analyse` as `asked`: the options typed (`given` says
/// which), else the file's keys, else hotseat's own.
pub fn engine_settings(
    asked: &AnalyseOptions,
    given: impl Fn(&str) -> bool,
    file: &Config,
) -> EngineSettings {
    let of_file = EngineSettings::of_file(file);
    EngineSettings {
        engine: asked.engine.clone().or(of_file.engine),
        nodes: match file.nodes {
            Some(nodes) if !given("nodes") => nodes,
            _ => asked.nodes,
        },
        ..of_file
    }
}

/// Prints what `hotseat config` shows: where the config file is (and whether there is one),
/// then each setting in effect, its value and where it came from, and the colours the
/// terminal shows.
pub fn report(
    out: &mut impl Write,
    path: Option<&Path>,
    settings: &[Setting],
    depth: ColourDepth,
) -> io::Result<()> {
    match path {
        Some(path) if path.is_file() => writeln!(out, "config file: {}", path.display())?,
        Some(path) => writeln!(out, "config file: {} (none yet)", path.display())?,
        None => writeln!(
            out,
            "config file: none (neither XDG_CONFIG_HOME nor HOME is set)"
        )?,
    }
    let width = settings
        .iter()
        .map(|s| s.value.chars().count())
        .chain([depth.name().len()])
        .max()
        .unwrap_or(0);
    let keys = settings.iter().map(|s| s.key.len()).max().unwrap_or(0);
    for setting in settings {
        writeln!(
            out,
            "{:<keys$} {:<width$}  {}",
            setting.key,
            setting.value,
            setting.source.name()
        )?;
    }
    writeln!(
        out,
        "{:<keys$} {:<width$}  terminal",
        "colours",
        depth.name()
    )
}

#[cfg(test)]
mod tests {
    use clap::{CommandFactory, FromArgMatches};

    use super::*;
    use crate::cli::Cli;
    use crate::i18n::Describe;

    fn read(text: &str) -> Result<Config, String> {
        parse(text, Path::new("/home/a/.config/hotseat/config.toml")).map_err(|e| e.to_string())
    }

    #[test]
    fn every_key_is_read() {
        let config = read(
            "white = \"Anna\"\nblack = \"Boris\"\ntime = \"5+3\"\ndraw_rules = \"fide\"\n\
             theme = \"brown\"\nascii = true\nflip = \"auto\"\nmouse = false\n\
             engine = \"/opt/fish/stockfish\"\nnodes = 250_000\nengine_threads = 2\n\
             engine_hash = 64\n",
        )
        .expect("a good file");
        assert_eq!(config.engine, Some(PathBuf::from("/opt/fish/stockfish")));
        assert_eq!(config.nodes, Some(250_000));
        assert_eq!(config.engine_threads, Some(2));
        assert_eq!(config.engine_hash, Some(64));
        assert_eq!(config.white.as_deref(), Some("Anna"));
        assert_eq!(config.black.as_deref(), Some("Boris"));
        assert_eq!(config.time.map(|t| t.to_string()).as_deref(), Some("5+3"));
        assert_eq!(config.draw_rules, Some(DrawRules::Fide));
        assert_eq!(config.theme, Some(ThemeName::Brown));
        assert_eq!(config.ascii, Some(true));
        assert_eq!(config.flip, Some(Flip::Auto));
        assert_eq!(config.mouse, Some(false));
        assert_eq!(read("# nothing set\n"), Ok(Config::default()));
    }

    /// Every kind of problem a file can have, as (file, line and key, the English reason,
    /// the Russian reason): each is said in hotseat's own words in either language, and the
    /// TOML reader's (English, about maps and fields) never reach the player.
    const PROBLEMS: [(&str, &str, &str, &str); 23] = [
        (
            "white = \"Anna\"\ncolour = \"red\"\n",
            ":2: colour: ",
            "not a setting: expected white, black, time, variant, draw_rules, theme, ascii, flip, \
             lang, mouse, instant, takebacks, clock_start, bell, bell_every_move, engine, nodes, \
             engine_threads or engine_hash",
            "нет такой настройки: ожидается «white», «black», «time», «variant», «draw_rules», «theme», \
             «ascii», «flip», «lang», «mouse», «instant», «takebacks», «clock_start», «bell», \
             «bell_every_move», «engine», «nodes», «engine_threads» или «engine_hash»",
        ),
        (
            "nodes = 0\n",
            ":1: nodes: ",
            "'0' is not a number of nodes: expected a whole number from 1",
            "«0» — не число узлов: ожидается целое число от 1",
        ),
        (
            "nodes = \"5000\"\n",
            ":1: nodes: ",
            "expected a whole number, not text",
            "ожидается целое число, а не текст",
        ),
        (
            "engine_threads = 2000\n",
            ":1: engine_threads: ",
            "'2000' is not a number of threads: expected a whole number from 1 to 1024",
            "«2000» — не число потоков: ожидается целое число от 1 до 1024",
        ),
        (
            "engine_hash = -16\n",
            ":1: engine_hash: ",
            "'-16' is not a size of the hash: expected a whole number of megabytes from 1 to \
             33554432",
            "«-16» — не размер хеша: ожидается целое число мегабайт от 1 до 33554432",
        ),
        (
            "engine_hash = 1.5\n",
            ":1: engine_hash: ",
            "'1.5' is not a size of the hash: expected a whole number of megabytes from 1 to \
             33554432",
            "«1.5» — не размер хеша: ожидается целое число мегабайт от 1 до 33554432",
        ),
        (
            "engine = \" \"\n",
            ":1: engine: ",
            "an engine is named by its program's path, as in engine = \"/usr/games/stockfish\"",
            "движок задаётся путём к его программе, например «engine = \"/usr/games/stockfish\"»",
        ),
        (
            "draw-rules = \"fide\"\n",
            ":1: draw-rules: ",
            "not a setting: did you mean draw_rules? (the file writes '_' where the option \
             has '-')",
            "нет такой настройки: может быть, «draw_rules»? (в файле пишется «_» там, где в \
             параметре «-»)",
        ),
        (
            "time = \"5+3\"\n\ntime = \"5\"\n",
            ":3: time: ",
            "this key is set a second time (first on line 1)",
            "этот ключ задан второй раз (впервые в строке 1)",
        ),
        (
            "white = \"Anna\nblack = \"Boris\"\n",
            ":1: white: ",
            "the quotes around the value are not closed",
            "кавычки вокруг значения не закрыты",
        ),
        (
            "theme = blue # a colour\n",
            ":1: theme: ",
            "the value goes in quotes: theme = \"blue\"",
            "значение пишется в кавычках: «theme = \"blue\"»",
        ),
        (
            "time = 5\n",
            ":1: time: ",
            "the value goes in quotes: time = \"5\"",
            "значение пишется в кавычках: «time = \"5\"»",
        ),
        (
            "time = 5+3\n",
            ":1: time: ",
            "the value goes in quotes: time = \"5+3\"",
            "значение пишется в кавычках: «time = \"5+3\"»",
        ),
        (
            "white =\n",
            ":1: white: ",
            "there is no value after '='",
            "после «=» нет значения",
        ),
        (
            "# hotseat\nwhite\n",
            ":2: ",
            "not a setting: a setting is a key, '=' and a value, as in theme = \"blue\"",
            "это не настройка: настройка — это ключ, «=» и значение, например «theme = \"blue\"»",
        ),
        (
            "white = \"Anna\" black = \"Boris\"\n",
            ":1: white: ",
            "this is not TOML: a setting is written key = \"text\" or key = true",
            "это не TOML: настройка пишется как «ключ = \"текст\"» или «ключ = true»",
        ),
        (
            "[white]\nname = \"Anna\"\n",
            ":1: white: ",
            "expected text in quotes, not a table or a section",
            "ожидается текст в кавычках, а не таблица или раздел",
        ),
        (
            "black = [\"Boris\"]\n",
            ":1: black: ",
            "expected text in quotes, not a list",
            "ожидается текст в кавычках, а не список",
        ),
        (
            "ascii = \"yes\"\n",
            ":1: ascii: ",
            "expected true or false, not text",
            "ожидается «true» или «false», а не текст",
        ),
        (
            "mouse = 0\n",
            ":1: mouse: ",
            "expected true or false, not a number",
            "ожидается «true» или «false», а не число",
        ),
        (
            "theme = \"neon\"\n",
            ":1: theme: ",
            "'neon' is not a theme",
            "«neon» — не тема",
        ),
        (
            "black = \"\"\n",
            ":1: black: ",
            "a name cannot be empty",
            "имя не может быть пустым",
        ),
        (
            "\n\ntime = \"5+x\"\n",
            ":3: time: ",
            "time control '5+x'",
            "контроль времени «5+x»",
        ),
    ];

    #[test]
    fn each_problem_is_one_line_in_either_language_with_the_file_the_line_and_the_key() {
        let file = "/home/a/.config/hotseat/config.toml";
        for (text, at, english, russian) in PROBLEMS {
            let error = parse(text, Path::new(file)).expect_err(text);
            for (lang, reason) in [(Lang::En, english), (Lang::Ru, russian)] {
                let line = error.describe(lang);
                let expected = format!("{file}{at}{reason}");
                assert!(line.starts_with(&expected), "{text:?} gave {line:?}");
                assert!(!line.contains('\n'), "{line:?}");
            }
        }
    }

    /// What the Russian lines say is Russian: outside what the file holds (its path, its
    /// keys, and what is quoted of it), no Latin word but TOML.
    #[test]
    fn the_problems_are_said_in_russian_words() {
        let file = "/home/a/config.toml";
        for (text, ..) in PROBLEMS {
            let line = parse(text, Path::new(file))
                .expect_err(text)
                .describe(Lang::Ru);
            let said: String = line
                .trim_start_matches(file)
                .split(['«', '»'])
                .step_by(2)
                .collect();
            let latin: Vec<&str> = said
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|word| word.len() > 1 && !text.contains(word) && *word != "TOML")
                .collect();
            assert!(latin.is_empty(), "{latin:?} in {line:?}");
        }
    }

    /// The language a file names is the language its problems are said in, even when the
    /// problem is elsewhere in the file, or the file is not TOML at all.
    #[test]
    fn a_file_with_a_problem_still_names_its_language() {
        for (text, lang) in [
            ("lang = \"ru\"\ncolour = \"red\"\n", Some(Lang::Ru)),
            ("lang = \"ru\"\ntime = 5+3\n", Some(Lang::Ru)),
            ("time = \"x\"\nlang = \"en\"\n", Some(Lang::En)),
            ("lang = \"de\"\n", None),
            ("colour = \"red\"\n", None),
        ] {
            assert_eq!(parse(text, Path::new("c.toml")).expect_err(text).lang, lang);
        }
    }

    /// Every key the file takes is read, and a setting in effect has each of them.
    #[test]
    fn the_keys_are_the_settings() {
        let (_, shown) = settings_for(&["hotseat"], &Config::default());
        let keys: Vec<&str> = shown
            .iter()
            .map(|(setting, _)| setting.split('=').next().unwrap_or(""))
            .collect();
        assert_eq!(keys, KEYS);
    }

    /// What the file holds is quoted in a message only without control characters: the
    /// message stays one line on the terminal.
    #[test]
    fn a_problem_with_control_characters_in_the_file_is_still_one_line() {
        for text in [
            "time \r\0 = \"5\"\n",
            "time = \"5\u{7}+\r3\"\n",
            "theme = \"\"\"gr\neen\"\"\"\n",
            "lang = \"r\\u001Bu\"\n",
        ] {
            let error = read(text).expect_err(text);
            assert!(!error.contains(char::is_control), "{text:?} gave {error:?}");
        }
    }

    #[test]
    fn a_missing_file_is_no_config_and_an_unreadable_one_is_an_error() {
        let dir = std::env::temp_dir().join(format!("hotseat-config-{}", std::process::id()));
        assert!(matches!(load(&dir.join("config.toml")), Ok(None)));
        std::fs::create_dir_all(&dir).expect("a folder");
        // A folder where the file should be cannot be read as one.
        let error = load(&dir).expect_err("a folder is not a file");
        assert!(error.to_string().starts_with("cannot read "));
        assert!(error.to_string().ends_with(": it is a folder"), "{error}");
        std::fs::remove_dir_all(&dir).expect("cleaned up");
    }

    fn settings_for(args: &[&str], file: &Config) -> (PlayOptions, Vec<(String, &'static str)>) {
        let matches = Cli::command().get_matches_from(args);
        let mut options = Cli::from_arg_matches(&matches).expect("parsed").play;
        let settings = apply(
            &mut options,
            given_on_command_line(&matches),
            file,
            Lang::Ru,
        );
        let shown = settings
            .into_iter()
            .map(|s| (format!("{}={}", s.key, s.value), s.source.name()))
            .collect();
        (options, shown)
    }

    #[test]
    fn options_win_over_the_file_and_the_file_over_the_defaults() {
        let file = read(
            "white = \"Anna\"\ntime = \"5+3\"\nvariant = \"horde\"\nascii = true\ntheme = \"blue\"\n",
        )
        .expect("a good file");
        let (options, shown) = settings_for(
            &[
                "hotseat", "--time", "10", "--black", "Boris", "--theme", "green",
            ],
            &file,
        );
        // The file's names and control are a new game's defaults: they never rename or
        // re-time a saved game, as typed options do.
        assert_eq!(options.white, None);
        assert_eq!(options.file_defaults.white.as_deref(), Some("Anna"));
        assert_eq!(options.variant, None);
        assert_eq!(
            options.game_variant(),
            GameVariant::Rules(crate::rules::Variant::Horde)
        );
        assert_eq!(options.black.as_deref(), Some("Boris"));
        assert_eq!(options.time.map(|t| t.to_string()).as_deref(), Some("10"));
        assert_eq!(options.ascii, Some(true));
        assert_eq!(options.theme, ThemeName::Green);
        assert_eq!(
            shown,
            [
                ("white=Anna".to_string(), "file"),
                ("black=Boris".to_string(), "option"),
                ("time=10".to_string(), "option"),
                ("variant=horde".to_string(), "file"),
                ("draw_rules=club".to_string(), "default"),
                ("theme=green".to_string(), "option"),
                ("ascii=true".to_string(), "file"),
                ("flip=white".to_string(), "default"),
                ("lang=ru".to_string(), "default"),
                ("mouse=true".to_string(), "default"),
                ("instant=false".to_string(), "default"),
                ("takebacks=true".to_string(), "default"),
                ("clock_start=game".to_string(), "default"),
                ("bell=auto".to_string(), "default"),
                ("bell_every_move=false".to_string(), "default"),
                ("engine=auto".to_string(), "default"),
                ("nodes=1000000".to_string(), "default"),
                ("engine_threads=1".to_string(), "default"),
                ("engine_hash=16".to_string(), "default"),
            ]
        );
        // An option given with its default value still wins.
        let (options, _) = settings_for(&["hotseat", "--white", "White"], &file);
        assert_eq!(options.white.as_deref(), Some("White"));
        // The mouse: off in the file, and --no-mouse turns it off whatever the file says.
        let no_mouse = read("mouse = false\n").expect("a good file");
        let (options, shown) = settings_for(&["hotseat"], &no_mouse);
        assert!(!options.mouse);
        assert!(shown.contains(&("mouse=false".to_string(), "file")));
        let (options, shown) = settings_for(&["hotseat", "--no-mouse"], &file);
        assert!(!options.mouse);
        assert!(shown.contains(&("mouse=false".to_string(), "option")));
        // Without a file, everything is a default.
        let (_, shown) = settings_for(&["hotseat"], &Config::default());
        assert!(shown.iter().all(|(_, source)| *source == "default"));
    }

    #[test]
    fn the_bell_instant_moves_and_the_clock_start_come_from_the_file_or_the_options() {
        let file = read(
            "instant = true\nclock_start = \"first-move\"\nbell = false\nbell_every_move = true\n",
        )
        .expect("a good file");
        assert_eq!(file.clock_start, Some(ClockStart::FirstMove));
        let (options, shown) = settings_for(&["hotseat"], &file);
        assert!(options.instant && options.bell_every_move);
        assert_eq!(options.clock_start, ClockStart::FirstMove);
        assert_eq!(options.bell, Some(false));
        assert!(shown.contains(&("bell=false".to_string(), "file")));
        // The options win: --bell rings, --no-bell silences whatever the file says.
        let (options, shown) = settings_for(&["hotseat", "--bell"], &file);
        assert_eq!(options.bell, Some(true));
        assert!(shown.contains(&("bell=true".to_string(), "option")));
        let ringing = read("bell = true\n").expect("a good file");
        let (options, shown) = settings_for(&["hotseat", "--no-bell"], &ringing);
        assert_eq!(options.bell, Some(false));
        assert!(shown.contains(&("bell=false".to_string(), "option")));
        let (options, _) = settings_for(&["hotseat", "--clock-start", "game"], &file);
        assert_eq!(options.clock_start, ClockStart::Game);
        assert!(
            read("clock_start = \"later\"\n")
                .unwrap_err()
                .contains("clock_start: 'later' is not when a clock starts")
        );
    }

    #[test]
    fn takebacks_are_forbidden_by_the_file_or_the_option() {
        let cases: [(&[&str], &str, bool, &str); 5] = [
            (&["hotseat"], "", true, "default"),
            (&["hotseat"], "takebacks = false\n", false, "file"),
            (&["hotseat", "--takebacks", "off"], "", false, "option"),
            (
                &["hotseat", "--takebacks", "on"],
                "takebacks = false\n",
                true,
                "option",
            ),
            (&["hotseat", "--takebacks", "нет"], "", false, "option"),
        ];
        for (args, text, allowed, source) in cases {
            let file = read(text).expect("a good file");
            let (options, shown) = settings_for(args, &file);
            assert_eq!(options.takebacks, allowed, "{args:?} {text:?}");
            assert!(
                shown.contains(&(format!("takebacks={allowed}"), source)),
                "{args:?} {text:?}"
            );
        }
        assert!(read("takebacks = \"off\"\n").is_err());
    }

    /// `hotseat analyse`'s engine: the options typed, else the file's keys, else hotseat's
    /// own (the engine found on the machine, a million nodes, one thread, 16 MB of hash).
    #[test]
    fn the_engine_s_settings_come_from_the_options_the_file_or_the_defaults() {
        let analyse = |args: &[&str], file: &Config| {
            let matches = Cli::command().get_matches_from(args);
            let cli = Cli::from_arg_matches(&matches).expect("parsed");
            let Some(crate::cli::Command::Analyse(asked)) = cli.command else {
                panic!("{args:?} is hotseat analyse");
            };
            let given = matches.subcommand_matches("analyse").expect("analyse");
            engine_settings(&asked, given_on_command_line(given), file)
        };
        let file =
            read("engine = \"/opt/fish\"\nnodes = 5000\nengine_threads = 2\nengine_hash = 64\n")
                .expect("a good file");
        let cases = [
            (
                vec!["hotseat", "analyse", "g.pgn"],
                Config::default(),
                (None, 1_000_000, 1, 16),
            ),
            (
                vec!["hotseat", "analyse", "g.pgn"],
                file.clone(),
                (Some("/opt/fish"), 5000, 2, 64),
            ),
            (
                vec![
                    "hotseat", "analyse", "g.pgn", "--engine", "sf", "--nodes", "1000000",
                ],
                file,
                (Some("sf"), 1_000_000, 2, 64),
            ),
        ];
        for (args, file, (engine, nodes, threads, hash)) in cases {
            let settings = analyse(&args, &file);
            assert_eq!(
                (
                    settings.engine.as_deref(),
                    settings.nodes,
                    settings.threads,
                    settings.hash
                ),
                (engine.map(Path::new), nodes, threads, hash),
                "{args:?}"
            );
        }
        let (_, shown) = settings_for(&["hotseat"], &read("nodes = 5000\n").unwrap());
        assert!(shown.contains(&("nodes=5000".to_string(), "file")));
    }
}
