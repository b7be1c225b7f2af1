//! The config file: defaults for the play options, in TOML, with top-level keys named like
//! the options (`white`, `black`, `time`, `draw_rules`, `theme`, `ascii`, `flip`, `lang`,
//! `mouse`, which `--no-mouse` sets to false, `instant`, `clock_start`, `bell`, which
//! `--no-bell` sets to false, and `bell_every_move`). Options given on the command line win over the
//! file, and the file wins over the built-in defaults. A file that cannot be used (bad syntax,
//! an unknown key, a bad value) stops the program with one line naming the file, the line and
//! the key.

use std::fmt;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use clap::ArgMatches;
use clap::parser::ValueSource;
use serde::Deserialize;
use toml::Spanned;

use crate::cli::{NameError, PlayOptions, read_name};
use crate::game::header::FlipError;
use crate::game::outcome::DrawRulesError;
use crate::game::time_control::{TimeControl, TimeControlError};
use crate::game::timed::ClockStartError;
use crate::game::{ClockStart, DrawRules, Flip};
use crate::i18n::{Lang, LangError};
use crate::look::{ColourDepth, ThemeError, ThemeName};
use crate::phrase;
use crate::rules::Color;
use crate::sentence::{Phrase, Sentence};

/// The settings a config file holds; `None` for the keys it leaves out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Config {
    /// White's name for a new game, checked as the option's is.
    pub white: Option<String>,
    /// Black's name for a new game, checked as the option's is.
    pub black: Option<String>,
    /// The control of a new game, in the syntax of `--time`.
    pub time: Option<TimeControl>,
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
    /// When the clock of a game starts.
    pub clock_start: Option<ClockStart>,
    /// Whether the terminal bell rings (`false`: never, as `--no-bell`).
    pub bell: Option<bool>,
    /// Whether the bell rings at every move of a timed game too.
    pub bell_every_move: Option<bool>,
}

/// Why a config file cannot be used: which file, and what is wrong with it.
#[derive(Debug)]
pub struct ConfigError {
    /// The config file, as the line names it.
    pub path: PathBuf,
    /// What is wrong with it.
    pub kind: ConfigErrorKind,
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

/// What is wrong at a line of a config file.
#[derive(Debug)]
pub enum ConfigProblem {
    /// Not TOML, an unknown key, or a value of the wrong type, in the TOML reader's own
    /// (English) words.
    Toml(String),
    /// A value holding a control character, which no setting holds (and which the message
    /// would otherwise show).
    ControlCharacter,
    /// A player's name that cannot be one.
    Name(NameError),
    /// A time control that cannot be read.
    Time(Box<TimeControlError>),
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
            ConfigProblem::Toml(message) => phrase!("config-toml", reason = message),
            ConfigProblem::ControlCharacter => phrase!("config-control-character"),
            ConfigProblem::Name(error) => error.phrase(),
            ConfigProblem::Time(error) => error.phrase(),
            ConfigProblem::DrawRules(error) => error.phrase(),
            ConfigProblem::Theme(error) => error.phrase(),
            ConfigProblem::Flip(error) => error.phrase(),
            ConfigProblem::Lang(error) => error.phrase(),
            ConfigProblem::ClockStart(error) => error.phrase(),
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
    DrawRulesError => DrawRules,
    ThemeError => Theme,
    FlipError => Flip,
    LangError => Lang,
    ClockStartError => ClockStart,
}

/// The file as written: every key optional, every value with where it is.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    white: Option<Spanned<String>>,
    black: Option<Spanned<String>>,
    time: Option<Spanned<String>>,
    draw_rules: Option<Spanned<String>>,
    theme: Option<Spanned<String>>,
    ascii: Option<bool>,
    flip: Option<Spanned<String>>,
    lang: Option<Spanned<String>>,
    mouse: Option<bool>,
    instant: Option<bool>,
    clock_start: Option<Spanned<String>>,
    bell: Option<bool>,
    bell_every_move: Option<bool>,
}

/// Reads the config file at `path`: `Ok(None)` when there is none.
pub fn load(path: &Path) -> Result<Option<Config>, ConfigError> {
    match std::fs::read_to_string(path) {
        Ok(text) => parse(&text, path).map(Some),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(error) => Err(ConfigError {
            path: path.to_path_buf(),
            kind: ConfigErrorKind::Unreadable(error),
        }),
    }
}

/// Reads the text of a config file; `path` is for the messages.
pub fn parse(text: &str, path: &Path) -> Result<Config, ConfigError> {
    let invalid = |offset: usize, key: Option<&str>, problem: ConfigProblem| {
        let line = text[..offset.min(text.len())].matches('\n').count() + 1;
        ConfigError {
            path: path.to_path_buf(),
            kind: ConfigErrorKind::Invalid {
                line,
                key: key.map(str::to_string).or_else(|| key_on_line(text, line)),
                problem,
            },
        }
    };
    let raw: Raw = toml::from_str(text).map_err(|error| {
        let offset = error.span().map_or(0, |span| span.start);
        let message = error.message().trim().to_string();
        invalid(offset, None, ConfigProblem::Toml(message))
    })?;
    fn value<T, E: Into<ConfigProblem>>(
        raw: Option<Spanned<String>>,
        key: &str,
        read: impl Fn(&str) -> Result<T, E>,
        invalid: &impl Fn(usize, Option<&str>, ConfigProblem) -> ConfigError,
    ) -> Result<Option<T>, ConfigError> {
        raw.map(|spanned| {
            let at = spanned.span().start;
            let text = spanned.get_ref();
            // No setting holds one, and the message would show it.
            if text.contains(char::is_control) {
                return Err(invalid(at, Some(key), ConfigProblem::ControlCharacter));
            }
            read(text.trim()).map_err(|error| invalid(at, Some(key), error.into()))
        })
        .transpose()
    }
    Ok(Config {
        white: value(raw.white, "white", read_name, &invalid)?,
        black: value(raw.black, "black", read_name, &invalid)?,
        time: value(
            raw.time,
            "time",
            |text| text.parse::<TimeControl>().map_err(Box::new),
            &invalid,
        )?,
        draw_rules: value(
            raw.draw_rules,
            "draw_rules",
            str::parse::<DrawRules>,
            &invalid,
        )?,
        theme: value(raw.theme, "theme", str::parse::<ThemeName>, &invalid)?,
        ascii: raw.ascii,
        flip: value(raw.flip, "flip", str::parse::<Flip>, &invalid)?,
        lang: value(raw.lang, "lang", str::parse::<Lang>, &invalid)?,
        mouse: raw.mouse,
        instant: raw.instant,
        clock_start: value(
            raw.clock_start,
            "clock_start",
            str::parse::<ClockStart>,
            &invalid,
        )?,
        bell: raw.bell,
        bell_every_move: raw.bell_every_move,
    })
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
    ]
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

    fn read(text: &str) -> Result<Config, String> {
        parse(text, Path::new("/home/a/.config/hotseat/config.toml")).map_err(|e| e.to_string())
    }

    #[test]
    fn every_key_is_read() {
        let config = read(
            "white = \"Anna\"\nblack = \"Boris\"\ntime = \"5+3\"\ndraw_rules = \"fide\"\n\
             theme = \"brown\"\nascii = true\nflip = \"auto\"\nmouse = false\n",
        )
        .expect("a good file");
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

    #[test]
    fn each_problem_is_one_line_with_the_file_the_line_and_the_key() {
        let file = "/home/a/.config/hotseat/config.toml";
        for (text, expected) in [
            (
                "white = \"Anna\"\ncolour = \"red\"\n",
                format!("{file}:2: colour: unknown field `colour`"),
            ),
            (
                "time = \"5+3\"\n\ntime = \"5\"\n",
                format!("{file}:3: time: duplicate key"),
            ),
            (
                "white = \"Anna\nblack = \"Boris\"\n",
                format!("{file}:1: white: "),
            ),
            (
                "theme = \"neon\"\n",
                format!("{file}:1: theme: 'neon' is not a theme"),
            ),
            ("\n\ntime = \"5+x\"\n", format!("{file}:3: time: ")),
            (
                "draw_rules = \"blitz\"\n",
                format!("{file}:1: draw_rules: draw rules 'blitz'"),
            ),
            (
                "flip = \"up\"\n",
                format!("{file}:1: flip: 'up' is not a side"),
            ),
            (
                "black = \"\"\n",
                format!("{file}:1: black: a name cannot be empty"),
            ),
            (
                "ascii = \"yes\"\n",
                format!("{file}:1: ascii: invalid type"),
            ),
            ("time = 5\n", format!("{file}:1: time: invalid type")),
        ] {
            let error = read(text).expect_err(text);
            assert!(error.starts_with(&expected), "{text:?} gave {error:?}");
            assert!(!error.contains('\n'), "{error:?}");
        }
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
        let file = read("white = \"Anna\"\ntime = \"5+3\"\nascii = true\ntheme = \"blue\"\n")
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
                ("draw_rules=club".to_string(), "default"),
                ("theme=green".to_string(), "option"),
                ("ascii=true".to_string(), "file"),
                ("flip=white".to_string(), "default"),
                ("lang=ru".to_string(), "default"),
                ("mouse=true".to_string(), "default"),
                ("instant=false".to_string(), "default"),
                ("clock_start=game".to_string(), "default"),
                ("bell=auto".to_string(), "default"),
                ("bell_every_move=false".to_string(), "default"),
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
}
