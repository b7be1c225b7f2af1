//! The command line: options and subcommands, declared with clap's derive API. Values are
//! checked here, so that a bad one is refused with one line before the screen opens.

use std::path::PathBuf;

use clap::{ArgAction, Args, Parser, Subcommand};
use clap_complete::Shell;

use crate::app::is_invisible;
use crate::game::time_control::TimeControl;
use crate::game::{DrawRules, Flip};
use crate::i18n::Lang;
use crate::look::ThemeName;
use crate::rules::{Position, fen};

/// Chess for two players at one keyboard, in the terminal.
#[derive(Debug, Parser)]
#[command(
    name = "hotseat",
    version,
    about,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// A tool to run instead of playing.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// How to play when no tool is named.
    #[command(flatten)]
    pub play: PlayOptions,
}

/// The options of a game on the screen.
#[derive(Debug, Clone, Args)]
pub struct PlayOptions {
    /// Time control: none (the default), 5 (minutes), 90s, 5+3 (increment), 15d5 (delay),
    /// 15b5 (Bronstein), 40/90+30,30+30 (periods). A loaded or resumed game keeps its own.
    #[arg(long, value_name = "CONTROL", conflicts_with_all = ["load", "resume"])]
    pub time: Option<TimeControl>,
    /// Start from this position instead of the usual start.
    #[arg(long, value_name = "FEN", value_parser = read_fen, conflicts_with = "chess960")]
    pub fen: Option<Position>,
    /// Chess960: a random start position, or the one with this number (0-959; 518 is the
    /// standard array).
    #[arg(long, value_name = "N", num_args = 0..=1, value_parser = read_chess960_number)]
    pub chess960: Option<Option<u16>>,
    /// White's name (default: White); it also renames White in a loaded or resumed game.
    #[arg(long, value_name = "NAME", value_parser = read_name)]
    pub white: Option<String>,
    /// Black's name (default: Black); it also renames Black in a loaded or resumed game.
    #[arg(long, value_name = "NAME", value_parser = read_name)]
    pub black: Option<String>,
    /// club: threefold repetition and fifty moves end the game at once; fide: they are
    /// claims, and fivefold repetition and seventy-five moves end the game.
    #[arg(long, value_name = "RULES", default_value = "club")]
    pub draw_rules: DrawRules,
    /// Letters instead of chess figurines; --ascii=false for figurines everywhere. By default,
    /// letters where the terminal has no figurines (the Linux console) or draws them two cells
    /// wide, and figurines elsewhere.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", value_parser = read_switch)]
    pub ascii: Option<bool>,
    /// The colours of the board: green, brown, blue, contrast or mono.
    #[arg(long, value_name = "NAME", default_value = "green")]
    pub theme: ThemeName,
    /// Which side is at the bottom: white, black, or auto (the side to move).
    #[arg(long, value_name = "SIDE", default_value = "white")]
    pub flip: Flip,
    /// The language of the screen: en or ru (default: the locale, from LC_ALL, LC_MESSAGES or
    /// LANG).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<Lang>,
    /// Leave the mouse to the terminal (for selecting text) instead of playing with it.
    #[arg(long = "no-mouse", id = "mouse", action = ArgAction::SetFalse)]
    pub mouse: bool,
    /// Play in lines of text instead of the full screen: a prompt, and a sentence for every
    /// move and event, for screen readers, braille displays, plain terminals and pipes (also
    /// chosen when TERM is dumb).
    #[arg(long)]
    pub plain: bool,
    /// Open a game from a PGN file: continue it if unfinished, review it if finished.
    #[arg(long, value_name = "FILE.pgn", conflicts_with_all = ["fen", "chess960", "resume"])]
    pub load: Option<PathBuf>,
    /// Which game of the PGN file to open (counting from 1).
    #[arg(long, value_name = "N", requires = "load", default_value_t = 1, value_parser = read_game_number)]
    pub game: u32,
    /// The names and control of a new game from the config file, below what is typed.
    #[arg(skip)]
    pub file_defaults: FileDefaults,
    /// Continue the newest unfinished game, or game N of `hotseat games`.
    #[arg(long, value_name = "N", num_args = 0..=1, conflicts_with_all = ["fen", "chess960"], value_parser = read_game_number)]
    pub resume: Option<Option<u32>>,
}

/// What the config file says of a new game: its players and its control. They stand below
/// the options typed, and never rename or re-time a saved game, as typed options do.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FileDefaults {
    /// White's name.
    pub white: Option<String>,
    /// Black's name.
    pub black: Option<String>,
    /// The time control.
    pub time: Option<TimeControl>,
}

/// The subcommands: tools that print and exit instead of opening the game screen.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Count the leaf nodes of the move tree to a depth (one thread).
    Perft {
        /// How many plies deep to count.
        #[arg(value_parser = clap::value_parser!(u32).range(0..=20))]
        depth: u32,
        /// The position to start from (default: the standard start).
        #[arg(long, value_parser = read_fen)]
        fen: Option<Position>,
        /// Print the count below each legal move first.
        #[arg(long)]
        divide: bool,
    },
    /// List the legal moves of a position in SAN, one per line.
    Moves {
        /// The position (default: the standard start).
        #[arg(long, value_parser = read_fen)]
        fen: Option<Position>,
    },
    /// List the saved games, newest first, one line each.
    Games {
        /// Only the games still in progress.
        #[arg(long)]
        unfinished: bool,
    },
    /// Replay every game of a PGN file by the rules and report how each ends.
    Replay {
        /// club: a move after threefold repetition or fifty moves is an error; fide: such
        /// games may go on.
        #[arg(long, value_name = "RULES", default_value = "fide")]
        draw_rules: DrawRules,
        /// Print every move with the FEN after it.
        #[arg(long)]
        fens: bool,
        /// Add the opening's ECO code and name to each game's line, as lichess names it.
        #[arg(long)]
        openings: bool,
        /// The PGN file; - for standard input.
        file: PathBuf,
    },
    /// Show the config file's path and the settings in effect, with where each came from.
    Config {
        /// Options to show as a game would take them.
        #[command(flatten)]
        play: Box<PlayOptions>,
    },
    /// Print the completion script of a shell, to install where the shell looks for it.
    Completions {
        /// The shell: bash, zsh, fish, powershell or elvish.
        shell: Shell,
    },
    /// Print the manual page (roff), to install as hotseat.1.
    Man,
}

fn read_fen(text: &str) -> Result<Position, fen::FenError> {
    fen::read(text)
}

/// The language `--lang` names among `args`, before they are parsed (the help and the
/// errors of parsing speak it); `None` when it names none, or none that hotseat speaks.
pub fn lang_in_args(args: &[String]) -> Option<Lang> {
    let mut words = args.iter().skip(1).take_while(|word| *word != "--");
    while let Some(word) = words.next() {
        let value = match word.strip_prefix("--lang") {
            Some("") => words.next().map(String::as_str),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        if let Some(value) = value {
            return value.parse().ok();
        }
    }
    None
}

/// A game's number, in a file or in the list of saved games, that is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a game number: expected a whole number from 1")]
pub struct GameNumberError(pub String);

/// A game's number, counting from 1.
fn read_game_number(text: &str) -> Result<u32, GameNumberError> {
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| GameNumberError(text.to_string()))
}

/// A yes-or-no value (`--ascii=…`) that is neither.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is neither yes nor no: expected true or false")]
pub struct SwitchError(pub String);

/// A yes-or-no value: `true`, `yes`, `on`, `1` and their opposites, in any case.
fn read_switch(text: &str) -> Result<bool, SwitchError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "true" | "yes" | "y" | "on" | "1" => Ok(true),
        "false" | "no" | "n" | "off" | "0" => Ok(false),
        _ => Err(SwitchError(text.to_string())),
    }
}

/// A Chess960 start position number that is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a Chess960 position: expected a number from 0 to 959")]
pub struct Chess960NumberError(pub String);

/// A Chess960 start position number, 0 to 959.
fn read_chess960_number(text: &str) -> Result<u16, Chess960NumberError> {
    text.trim()
        .parse::<u16>()
        .ok()
        .filter(|&n| n < 960)
        .ok_or_else(|| Chess960NumberError(text.to_string()))
}

/// Why a player's name was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    /// Nothing but blanks.
    #[error("a name cannot be empty")]
    Empty,
    /// Control characters, or characters that turn text around.
    #[error("a name cannot hold control characters or characters that turn text around")]
    Invisible,
    /// Longer than [`MAX_NAME_CHARS`].
    #[error("a name can have at most 40 characters")]
    TooLong,
}

/// The longest name a player may have, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// A player's name: printable, not empty, at most [`MAX_NAME_CHARS`] characters.
pub fn read_name(text: &str) -> Result<String, NameError> {
    let name = text.trim();
    if name.is_empty() {
        return Err(NameError::Empty);
    }
    if name.chars().any(is_invisible) {
        return Err(NameError::Invisible);
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(NameError::TooLong);
    }
    Ok(name.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn play_options_parse() {
        let cli = Cli::try_parse_from([
            "hotseat",
            "--time",
            "5+3",
            "--white",
            "Anna",
            "--chess960",
            "--draw-rules",
            "fide",
        ])
        .unwrap();
        assert!(cli.command.is_none());
        assert_eq!(cli.play.time.map(|t| t.to_string()).as_deref(), Some("5+3"));
        assert_eq!(cli.play.white.as_deref(), Some("Anna"));
        assert_eq!(cli.play.chess960, Some(None));
        assert_eq!(cli.play.draw_rules, DrawRules::Fide);
        let numbered = Cli::try_parse_from(["hotseat", "--chess960", "518"]).unwrap();
        assert_eq!(numbered.play.chess960, Some(Some(518)));
    }

    #[test]
    fn ascii_is_a_choice_or_left_to_the_terminal() {
        let ascii = |args: &[&str]| Cli::try_parse_from(args).unwrap().play.ascii;
        assert_eq!(ascii(&["hotseat"]), None);
        assert_eq!(ascii(&["hotseat", "--ascii"]), Some(true));
        assert_eq!(ascii(&["hotseat", "--ascii=yes"]), Some(true));
        assert_eq!(ascii(&["hotseat", "--ascii=false"]), Some(false));
        assert_eq!(ascii(&["hotseat", "--ascii=no"]), Some(false));
        assert_eq!(ascii(&["hotseat", "--ascii", "--time", "5"]), Some(true));
        assert!(Cli::try_parse_from(["hotseat", "--ascii=maybe"]).is_err());
    }

    #[test]
    fn the_language_is_found_before_parsing() {
        let lang = |args: &[&str]| {
            let args: Vec<String> = args.iter().map(|arg| arg.to_string()).collect();
            lang_in_args(&args)
        };
        assert_eq!(lang(&["hotseat", "--lang", "ru", "--help"]), Some(Lang::Ru));
        assert_eq!(lang(&["hotseat", "--help", "--lang=en"]), Some(Lang::En));
        assert_eq!(lang(&["hotseat", "--lang"]), None);
        assert_eq!(lang(&["hotseat", "--lang", "de"]), None);
        assert_eq!(lang(&["hotseat", "--language", "ru"]), None);
        assert_eq!(lang(&["hotseat", "replay", "--", "--lang=ru"]), None);
    }

    #[test]
    fn bad_values_are_refused() {
        for args in [
            &["hotseat", "--time", "5+x"][..],
            &["hotseat", "--fen", "8/8/8 w - - 0 1"],
            &["hotseat", "--chess960", "960"],
            &["hotseat", "--white", ""],
            &["hotseat", "--white", "Anna\u{202E}"],
            &["hotseat", "--black", "a\u{7}b"],
            &["hotseat", "--load", "x.pgn", "--time", "5"],
            &["hotseat", "--resume", "--time", "5"],
            &["hotseat", "--chess960", "1000"],
            &["hotseat", "--draw-rules", "blitz"],
            &["hotseat", "--flip", "sideways"],
            &["hotseat", "--theme", "neon"],
            &["hotseat", "--game", "2"],
            &["hotseat", "perft", "x"],
            &["hotseat", "perft", "99"],
            &["hotseat", "completions", "tcsh"],
            &["hotseat", "man", "extra"],
        ] {
            assert!(Cli::try_parse_from(args).is_err(), "{args:?}");
        }
    }

    #[test]
    fn game_numbers_and_switches_are_refused_in_words() {
        let refusal = |args: &[&str]| Cli::try_parse_from(args).unwrap_err().to_string();
        for args in [
            &["hotseat", "--load", "x.pgn", "--game", "0"][..],
            &["hotseat", "--resume", "0"],
            &["hotseat", "--resume", "two"],
        ] {
            let line = refusal(args);
            assert!(
                line.contains("is not a game number: expected a whole number from 1"),
                "{line}"
            );
            assert!(!line.contains("4294967295"), "{line}");
        }
        let line = refusal(&["hotseat", "--ascii=maybe"]);
        assert!(
            line.contains("'maybe' is neither yes nor no: expected true or false"),
            "{line}"
        );
    }
}
