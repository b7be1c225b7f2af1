//! The command line: options and subcommands, declared with clap's derive API. Values are
//! checked here, so that a bad one is refused with one line before the screen opens. What a
//! player reads about each of them (`--help`, the manual page, the completions) is the `cli`
//! catalogue's, put in by [`command`]; the doc comments here are for readers of the code.

mod words;

use std::path::PathBuf;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{ArgAction, Args, Parser, Subcommand};
use clap_complete::Shell;

use crate::game::GameVariant;
use crate::game::time_control::TimeControl;
use crate::game::{ClockStart, DrawRules, Flip};
use crate::i18n::Lang;
use crate::look::ThemeName;
use crate::phrase;
use crate::rules::{Color, FenError, Position, Variant, fen};
use crate::sentence::{Phrase, Sentence};
use crate::tournament::{
    GameId, MAX_MATCH_GAMES, Score, Tiebreak, TiebreakError, TournamentError, read_tiebreaks,
};
use crate::vocabulary;

pub use crate::game::choices::{
    Chess960NumberError, MAX_NAME_CHARS, NameError, read_chess960_number, read_name,
};
pub use words::{argument_error, command, value_refusal};

/// Everything the command line gives: a tool to run, or the options of a game to play. Parse it
/// from the matches of [`command`], whose help is in the player's language.
#[derive(Debug, Parser)]
#[command(
    name = "hotseat",
    version,
    override_usage = "hotseat [OPTIONS]\n       hotseat <COMMAND>"
)]
pub struct Cli {
    /// The tool named, which prints and exits instead of opening a game; `None` to play.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The options of the game, when no tool is named.
    #[command(flatten)]
    pub play: PlayOptions,
}

/// The options of a game, as typed; `start` turns them into the app's settings, under the
/// config file's where an option is not given.
#[derive(Debug, Clone, Args)]
pub struct PlayOptions {
    /// The control of a new game; a loaded or resumed one keeps its own, so the two
    /// conflict.
    #[arg(long, value_name = "CONTROL", conflicts_with_all = ["load", "resume"],
          allow_negative_numbers = true)]
    pub time: Option<TimeControl>,
    /// The start of a new game, a FEN of some variant; read in the variant of the game
    /// ([`PlayOptions::set_up`]) once `--variant` and the config file are known.
    #[arg(long, value_name = "FEN", value_parser = read_fen_text, conflicts_with = "chess960")]
    pub fen: Option<FenText>,
    /// Which chess a new game plays, `--variant NAME` as typed; the config file's is in
    /// [`FileDefaults::variant`].
    #[arg(long, value_name = "NAME", value_parser = read_game_variant,
          conflicts_with = "chess960")]
    pub variant: Option<GameVariant>,
    /// `Some(None)` for a random Chess960 start, `Some(Some(n))` for start number `n`.
    #[arg(long, value_name = "N", num_args = 0..=1, value_parser = read_chess960_number,
          allow_negative_numbers = true)]
    pub chess960: Option<Option<u16>>,
    /// White's name as typed, checked by [`read_name`]; it renames a saved game's player too.
    #[arg(long, value_name = "NAME", value_parser = read_name)]
    pub white: Option<String>,
    /// Black's name as typed, checked by [`read_name`]; it renames a saved game's player too.
    #[arg(long, value_name = "NAME", value_parser = read_name)]
    pub black: Option<String>,
    /// Whether repetitions and the fifty-move rule end a game or are claimed.
    #[arg(long, value_name = "RULES", default_value = "club")]
    pub draw_rules: DrawRules,
    /// `Some(true)` for letters, `Some(false)` for figurines; `None` leaves it to the
    /// terminal (`term::glyphs`).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", value_parser = read_switch)]
    pub ascii: Option<bool>,
    /// The theme, by name; how many colours it uses is the terminal's to say.
    #[arg(long, value_name = "NAME", default_value = "green")]
    pub theme: ThemeName,
    /// The side at the bottom of a new game's board; a saved game keeps the side it was left
    /// with unless this is typed.
    #[arg(long, value_name = "SIDE", default_value = "white")]
    pub flip: Flip,
    /// The language typed; `None` leaves it to the config file, then the locale. It goes
    /// anywhere, with every subcommand (a global option), and is also read before parsing
    /// ([`lang_in_args`]), for the help and the errors of parsing.
    #[arg(long, value_name = "LANG", global = true, value_parser = LangValues)]
    pub lang: Option<Lang>,
    /// Whether the game takes the mouse: `--no-mouse` sets it false, and the config file's key
    /// is `mouse`, like the id.
    #[arg(long = "no-mouse", id = "mouse", action = ArgAction::SetFalse)]
    pub mouse: bool,
    /// The line mode (`plain`) rather than the full screen; `TERM=dumb` chooses it too.
    #[arg(long)]
    pub plain: bool,
    /// Whether a typed move plays as soon as its text names it, without Enter.
    #[arg(long)]
    pub instant: bool,
    /// Whether a move may be taken back (`--takebacks off` forbids it, for a serious game);
    /// a resumed game that forbade them still does.
    #[arg(long, value_name = "BOOL", default_value = "on", value_parser = read_switch,
          action = ArgAction::Set)]
    pub takebacks: bool,
    /// Whether a new game is Armageddon: a draw is Black's win. A loaded or resumed game
    /// keeps its own, so the two conflict.
    #[arg(long, conflicts_with_all = ["load", "resume"])]
    pub armageddon: bool,
    /// When the clock of a game starts: with the game (FIDE 6.6), or White's first move.
    #[arg(long, value_name = "WHEN", default_value = "game")]
    pub clock_start: ClockStart,
    /// `Some(true)` to ring the terminal bell (in the line mode too), `Some(false)` for
    /// silence; `None` leaves it to the mode: the screen rings, the line mode does not.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", value_parser = read_switch,
          overrides_with = "no_bell")]
    pub bell: Option<bool>,
    /// `--no-bell`, the same as `--bell=false`; folded into `bell` by the config file's
    /// `apply`.
    #[arg(long = "no-bell", overrides_with = "bell")]
    pub no_bell: bool,
    /// Whether the bell also rings at every move of a timed game.
    #[arg(long)]
    pub bell_every_move: bool,
    /// A PGN file to open a game from instead of starting one.
    #[arg(long, value_name = "FILE.pgn", conflicts_with_all = ["fen", "chess960", "variant", "resume"])]
    pub load: Option<PathBuf>,
    /// The game of the `--load` file, counting from 1; `None` to pick one from the list of
    /// the file's games (a file of one game opens it at once).
    #[arg(long, value_name = "N", requires = "load", value_parser = read_game_number,
          allow_negative_numbers = true)]
    pub game: Option<u32>,
    /// The names and control of a new game from the config file, below what is typed; never
    /// on the command line.
    #[arg(skip)]
    pub file_defaults: FileDefaults,
    /// `Some(None)` for the newest unfinished game, `Some(Some(game))` for a saved game named
    /// by its number in the list of saved games or by its file.
    #[arg(long, value_name = "N|FILE.pgn", num_args = 0..=1, conflicts_with_all = ["fen", "chess960", "variant"],
          value_parser = read_saved_game, allow_negative_numbers = true)]
    pub resume: Option<Option<SavedGameName>>,
}

/// What the config file says of a new game: its players and its control. They stand below
/// the options typed, and never rename or re-time a saved game, as typed options do.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FileDefaults {
    /// White's name for a new game, when the file gives one.
    pub white: Option<String>,
    /// Black's name for a new game, when the file gives one.
    pub black: Option<String>,
    /// The control of a new game, when the file gives one.
    pub time: Option<TimeControl>,
    /// Which chess a new game plays, when the file says.
    pub variant: Option<GameVariant>,
}

impl PlayOptions {
    /// Which chess a new game plays: `--variant` as typed, else the config file's, else
    /// standard chess.
    pub fn game_variant(&self) -> GameVariant {
        self.variant
            .or(self.file_defaults.variant)
            .unwrap_or(GameVariant::Rules(Variant::Standard))
    }

    /// The position `--fen` gives, read in the variant of the game (Chess960's FEN is one of
    /// standard chess); `None` without `--fen`.
    pub fn set_up(&self) -> Result<Option<Position>, FenError> {
        let variant = match self.game_variant() {
            GameVariant::Rules(variant) => variant,
            GameVariant::Chess960 => Variant::Standard,
        };
        self.fen
            .as_ref()
            .map(|text| text.position(variant))
            .transpose()
    }
}

/// A game's variant by any of the names [`read_variant`] reads, Chess960's naming Chess960.
pub fn read_game_variant(text: &str) -> Result<GameVariant, VariantError> {
    GameVariant::from_name(text).ok_or_else(|| VariantError(text.to_string()))
}

/// The subcommands: tools that print and exit instead of opening the game screen, each run
/// by `tools` (or `main`, for those that read the folder of games or the config file).
#[derive(Debug, Subcommand)]
pub enum Command {
    /// `tools::perft`: leaf nodes to a depth, the benchmark's and the tests' measure.
    Perft {
        /// The depth in plies, at most [`MAX_DEPTH`].
        #[arg(value_parser = read_depth, allow_negative_numbers = true)]
        depth: u32,
        /// The variant whose rules count; standard chess by default.
        #[arg(long, value_name = "NAME", value_parser = read_variant)]
        variant: Option<Variant>,
        /// The position counted from, a FEN of the variant; `None` for the variant's start.
        #[arg(long, value_parser = read_fen_text)]
        fen: Option<FenText>,
        /// Whether each legal move's count is printed before the total.
        #[arg(long)]
        divide: bool,
    },
    /// `tools::moves`: the legal moves in SAN.
    Moves {
        /// The variant whose rules move; standard chess by default.
        #[arg(long, value_name = "NAME", value_parser = read_variant)]
        variant: Option<Variant>,
        /// The position listed, a FEN of the variant; `None` for the variant's start.
        #[arg(long, value_parser = read_fen_text)]
        fen: Option<FenText>,
    },
    /// `tools::games`: the folder of saved games, as `--resume N` numbers them.
    Games {
        /// Whether finished games are left out (keeping the numbers of the rest).
        #[arg(long)]
        unfinished: bool,
        /// How many of the newest games are listed (their numbers stay those of the whole
        /// list); `None` for all of them.
        #[arg(long, value_name = "N", value_parser = read_count, allow_negative_numbers = true)]
        limit: Option<usize>,
    },
    /// `tools::replay`: every game of a file through the rules, with the verdict of each.
    Replay {
        /// The rules the games are replayed under; `fide` by default, as recorded games go on
        /// after a draw nobody claimed.
        #[arg(long, value_name = "RULES", default_value = "fide")]
        draw_rules: DrawRules,
        /// Whether each move is printed with the position after it.
        #[arg(long)]
        fens: bool,
        /// Whether each game's line names its opening (ECO code and name), as lichess does.
        #[arg(long)]
        openings: bool,
        /// The file read, `-` for standard input.
        file: PathBuf,
    },
    /// `tools::analyse`: a game of a file reviewed by a UCI engine, as a report in the
    /// player's language, as JSON, or written into the game's PGN.
    Analyse(AnalyseOptions),
    /// `term::watch`, `plain::watch`: games followed read-only as other programs play them.
    Watch {
        /// A game's file, or a folder of games; `None` for the folder of saved games.
        #[arg(value_name = "PATH")]
        path: Option<PathBuf>,
        /// The line mode rather than the full screen; also chosen when standard output is not
        /// a terminal, or `TERM=dumb`.
        #[arg(long)]
        plain: bool,
    },
    /// A match or a round robin played at this computer: made, shown, played and scored,
    /// each action its own subcommand (run by `main` and `tools::tournament`).
    Tournament {
        /// What is done with a tournament.
        #[command(subcommand)]
        action: TournamentAction,
    },
    /// `config::report`: the settings a game would be played with, and their sources.
    Config {
        /// The options a game would be given, to show how they stand over the file's.
        #[command(flatten)]
        play: Box<PlayOptions>,
    },
    /// `tools::completions`: clap's completion script for one shell.
    Completions {
        /// The shell whose script is printed.
        shell: Shell,
    },
    /// `tools::man`: the manual page, made by clap from [`command`] in English; with a
    /// folder, `tools::man_pages`: a page for hotseat and one for each subcommand, written
    /// there.
    Man {
        /// The folder the pages are written to; `None` prints hotseat's own page.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
}

/// What `hotseat tournament` does.
#[derive(Debug, Subcommand)]
pub enum TournamentAction {
    /// A new tournament, its rounds paired: a match for two players, a round robin by the
    /// Berger tables for more.
    New {
        /// Its name, which every other action takes.
        #[arg(value_parser = read_name)]
        name: String,
        /// The players, separated by commas, in the order of their numbers.
        #[arg(long, value_name = "NAMES")]
        players: String,
        /// A double round robin: each pairing twice, colours reversed.
        #[arg(long)]
        double: bool,
        /// The games of a match of two players (two by default).
        #[arg(long, value_name = "N", value_parser = read_match_games, allow_negative_numbers = true)]
        games: Option<u32>,
        /// The folder its games are written to as they are played, as lichess's
        /// broadcaster reads one.
        #[arg(long, value_name = "DIR")]
        broadcast: Option<PathBuf>,
        /// The control of every game; untimed when not given.
        #[arg(long, value_name = "CONTROL", allow_negative_numbers = true)]
        time: Option<TimeControl>,
        /// The draw rules of every game.
        #[arg(long, value_name = "RULES", default_value = "club")]
        draw_rules: DrawRules,
        /// Which chess every game plays; standard chess by default.
        #[arg(long, value_name = "NAME", value_parser = read_game_variant)]
        variant: Option<GameVariant>,
        /// The tie-breaks in their order; `None` for FIDE's round-robin order.
        #[arg(long, value_name = "LIST", value_parser = read_tiebreak_order)]
        tiebreaks: Option<TiebreakOrder>,
    },
    /// The tournaments kept, newest first.
    List,
    /// A tournament's crosstable and round, or the whole of it as JSON.
    Show {
        /// The tournament.
        name: String,
        /// Whether it is printed as one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Opens a game of the tournament at this keyboard, and records its result when it ends.
    Play {
        /// The tournament.
        name: String,
        /// The game, `ROUND.BOARD`; `None` for the next one to play.
        #[arg(value_name = "ROUND.BOARD", value_parser = read_game_id)]
        game: Option<GameId>,
        /// The line mode rather than the full screen (`TERM=dumb` chooses it too).
        #[arg(long)]
        plain: bool,
    },
    /// Records a game's result typed by hand.
    Result {
        /// The tournament.
        name: String,
        /// The game, `ROUND.BOARD`.
        #[arg(value_name = "ROUND.BOARD", value_parser = read_game_id)]
        game: GameId,
        /// The result: `1-0`, `0-1`, `1/2`, or `+-` and `-+` for a forfeit.
        #[arg(value_parser = read_score, allow_hyphen_values = true)]
        result: Score,
        /// Whether a result there already is replaced without asking.
        #[arg(long)]
        replace: bool,
    },
    /// Withdraws a player, scoring the games left as FIDE says.
    Withdraw {
        /// The tournament.
        name: String,
        /// The player, by name.
        player: String,
    },
    /// The tournament as FIDE's report file, TRF-16.
    Trf {
        /// The tournament.
        name: String,
    },
    /// Every game of the tournament as PGN, with `Round "2.1"` tags.
    Pgn {
        /// The tournament.
        name: String,
    },
    /// Sets the folder the tournament's games are broadcast to, or clears it.
    Broadcast {
        /// The tournament.
        name: String,
        /// The folder; `None` to broadcast no more.
        dir: Option<PathBuf>,
    },
}

/// The tie-breaks of a tournament in the order they decide, as `--tiebreaks` gives them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TiebreakOrder(pub Vec<Tiebreak>);

/// `--tiebreaks`: FIDE's acronyms separated by commas.
fn read_tiebreak_order(text: &str) -> Result<TiebreakOrder, TiebreakError> {
    read_tiebreaks(text).map(TiebreakOrder)
}

/// A game of a tournament, `ROUND.BOARD`.
fn read_game_id(text: &str) -> Result<GameId, TournamentError> {
    GameId::read(text)
}

/// A result as typed: `1-0`, `0-1`, `1/2`, `+-`, `-+`.
fn read_score(text: &str) -> Result<Score, TournamentError> {
    Score::read(text).ok_or_else(|| TournamentError::BadResult(text.to_string()))
}

/// The games of a match, from 1 to [`MAX_MATCH_GAMES`].
fn read_match_games(text: &str) -> Result<u32, TournamentError> {
    match text.trim().parse::<u32>() {
        Ok(games) if (1..=MAX_MATCH_GAMES).contains(&games) => Ok(games),
        Ok(games) => Err(TournamentError::MatchGames(games)),
        Err(_) => Err(TournamentError::MatchGamesText(text.to_string())),
    }
}

/// What `hotseat analyse` is asked: which game, searched how, and where the review goes.
#[derive(Debug, Clone, Args)]
pub struct AnalyseOptions {
    /// The PGN file.
    pub file: PathBuf,
    /// Which game of the file, from 1.
    #[arg(long, value_name = "N", default_value = "1", value_parser = read_game_number,
          allow_negative_numbers = true)]
    pub game: u32,
    /// The nodes the engine searches in each position: the same nodes give the same
    /// figures.
    #[arg(long, value_name = "N", default_value_t = crate::analysis::DEFAULT_NODES,
          value_parser = read_nodes, allow_negative_numbers = true)]
    pub nodes: u64,
    /// The engine's program; `None` for Stockfish where it is installed.
    #[arg(long, value_name = "PATH")]
    pub engine: Option<PathBuf>,
    /// Engines searching at once; `None` for one per core.
    #[arg(long, value_name = "N", value_parser = read_jobs, allow_negative_numbers = true)]
    pub jobs: Option<usize>,
    /// Whether the review is printed as one JSON object instead of the report.
    #[arg(long, conflicts_with = "output")]
    pub json: bool,
    /// The PGN file the game is written to with the review in it, instead of the report.
    #[arg(short = 'o', long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// The side whose mistakes to learn from, on the screen, instead of the report.
    #[arg(long, value_name = "SIDE", conflicts_with_all = ["json", "output"],
          value_parser = PossibleValuesParser::new(["white", "black"])
              .map(|side| if side == "white" { Color::White } else { Color::Black }))]
    pub learn: Option<Color>,
    /// With `--learn`: the line mode rather than the full screen (`TERM=dumb` chooses it too).
    #[arg(long, requires = "learn")]
    pub plain: bool,
}

/// A FEN as given on the command line, read in the variant given beside it
/// ([`FenText::position`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FenText(String);

impl FenText {
    /// The position the FEN describes in `variant`.
    pub fn position(&self, variant: Variant) -> Result<Position, FenError> {
        fen::read_in(&self.0, variant)
    }

    /// The FEN as given.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A FEN of some variant (a crazyhouse pocket is checked against the variant only once
/// `--variant` is known); what no variant reads is refused as a FEN of standard chess.
fn read_fen_text(text: &str) -> Result<FenText, FenError> {
    match fen::read(text) {
        Err(error)
            if !Variant::ALL
                .into_iter()
                .any(|variant| fen::read_in(text, variant).is_ok()) =>
        {
            Err(error)
        }
        _ => Ok(FenText(text.to_string())),
    }
}

/// A name `--variant` does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct VariantError(pub String);

impl Sentence for VariantError {
    fn phrase(&self) -> Phrase<'_> {
        phrase!("variant-error", text = &self.0)
    }
}

/// A variant by any of its names (`three-check`, `threeCheck`, `3check`, …); `chess960`,
/// which plays by chess's rules from another start, is standard chess.
pub fn read_variant(text: &str) -> Result<Variant, VariantError> {
    if Variant::is_chess960_name(text) {
        return Ok(Variant::Standard);
    }
    Variant::from_name(text.trim()).ok_or_else(|| VariantError(text.to_string()))
}

/// The language `--lang` names among `args`, before they are parsed (the help and the
/// errors of parsing speak it): the last one given, as the parser reads it; `None` when it
/// names none, or none that hotseat speaks.
pub fn lang_in_args(args: &[String]) -> Option<Lang> {
    let mut words = args.iter().skip(1).take_while(|word| *word != "--");
    let mut named = None;
    while let Some(word) = words.next() {
        let value = match word.strip_prefix("--lang") {
            Some("") => words.next().map(String::as_str),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        if let Some(value) = value {
            named = value.parse().ok();
        }
    }
    named
}

/// The command line `args` (the program's name first) read in `lang`: what it asks for, and
/// clap's matches (which tell the options typed from their defaults). Play options before a
/// subcommand, which it would not use, are refused as clap refuses arguments that cannot go
/// together.
pub fn parse(
    lang: Lang,
    args: impl IntoIterator<Item = std::ffi::OsString>,
) -> Result<(Cli, clap::ArgMatches), clap::Error> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let mut command = command(lang);
    let matches = command.try_get_matches_from_mut(args)?;
    if let Some((name, _)) = matches.subcommand() {
        let typed = command.get_arguments().find(|arg| {
            !arg.is_global_set()
                && matches.value_source(arg.get_id().as_str())
                    == Some(clap::parser::ValueSource::CommandLine)
        });
        if let Some(option) = typed.and_then(clap::Arg::get_long) {
            let mut error = clap::Error::new(ErrorKind::ArgumentConflict).with_cmd(&command);
            error.insert(
                ContextKind::InvalidSubcommand,
                ContextValue::String(name.to_string()),
            );
            error.insert(
                ContextKind::PriorArg,
                ContextValue::String(format!("--{option}")),
            );
            return Err(error);
        }
    }
    let cli = <Cli as clap::FromArgMatches>::from_arg_matches(&matches)?;
    Ok((cli, matches))
}

/// A game's number, in a file or in the list of saved games, that is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct GameNumberError(pub String);

impl Sentence for GameNumberError {
    fn phrase(&self) -> Phrase<'_> {
        phrase!("game-number-error", text = &self.0)
    }
}

/// A saved game, as `--resume` names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SavedGameName {
    /// Its number in the list of saved games (`hotseat games`), from 1: the newest is 1.
    Number(u32),
    /// Its file (`NAME.pgn`), in the folder of saved games: the name leaving says, which stays
    /// the game's while numbers change with every game saved after it.
    File(PathBuf),
}

/// What `--resume` was given that names no saved game: neither a number nor a `.pgn` file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct SavedGameError(pub String);

impl Sentence for SavedGameError {
    fn phrase(&self) -> Phrase<'_> {
        phrase!("saved-game-error", text = &self.0)
    }
}

/// A saved game's number (from 1) or its file (a name ending in `.pgn`).
fn read_saved_game(text: &str) -> Result<SavedGameName, SavedGameError> {
    if let Ok(number) = read_game_number(text) {
        return Ok(SavedGameName::Number(number));
    }
    if text.trim().to_lowercase().ends_with(".pgn") {
        return Ok(SavedGameName::File(PathBuf::from(text)));
    }
    Err(SavedGameError(text.to_string()))
}

/// A game's number, counting from 1.
fn read_game_number(text: &str) -> Result<u32, GameNumberError> {
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| GameNumberError(text.to_string()))
}

/// A depth of `perft` that is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct DepthError(pub String);

impl Sentence for DepthError {
    fn phrase(&self) -> Phrase<'_> {
        phrase!("depth-error", text = &self.0, most = MAX_DEPTH)
    }
}

/// The deepest `perft` counts: deeper would run for days.
const MAX_DEPTH: u32 = 20;

/// A depth in plies, from 0 to [`MAX_DEPTH`].
fn read_depth(text: &str) -> Result<u32, DepthError> {
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|&depth| depth <= MAX_DEPTH)
        .ok_or_else(|| DepthError(text.to_string()))
}

/// How many games to list (`--limit`), that is not a count of them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct CountError(pub String);

impl Sentence for CountError {
    fn phrase(&self) -> Phrase<'_> {
        phrase!("count-error", text = &self.0)
    }
}

/// How many games to list, from 1.
fn read_count(text: &str) -> Result<usize, CountError> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| CountError(text.to_string()))
}

/// A number of nodes (`--nodes`), of engines (`--jobs`), or of the engine's threads or
/// megabytes of hash (the config's `engine_threads`, `engine_hash`) that is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AmountError {
    /// Not a whole number of nodes from 1.
    Nodes(String),
    /// Not a whole number of engines from 1 to [`MAX_JOBS`].
    Jobs(String),
    /// Not a whole number of threads from 1 to [`MAX_THREADS`].
    Threads(String),
    /// Not a whole number of megabytes from 1 to [`MAX_HASH`].
    Hash(String),
}

impl Sentence for AmountError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            AmountError::Nodes(text) => phrase!("nodes-error", text = text),
            AmountError::Jobs(text) => {
                phrase!("jobs-error", text = text, most = MAX_JOBS as u64)
            }
            AmountError::Threads(text) => {
                phrase!("threads-error", text = text, most = u64::from(MAX_THREADS))
            }
            AmountError::Hash(text) => {
                phrase!("hash-error", text = text, most = u64::from(MAX_HASH))
            }
        }
    }
}

/// The most engines `--jobs` runs at once.
pub const MAX_JOBS: usize = 256;

/// The most threads an engine is given: Stockfish's most.
pub const MAX_THREADS: u32 = 1024;

/// The largest hash table an engine is given, in MiB: Stockfish's largest.
pub const MAX_HASH: u32 = 33_554_432;

/// The nodes an engine searches in each position, from 1.
pub fn read_nodes(text: &str) -> Result<u64, AmountError> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|&nodes| nodes >= 1)
        .ok_or_else(|| AmountError::Nodes(text.to_string()))
}

/// How many engines search at once, from 1 to [`MAX_JOBS`].
fn read_jobs(text: &str) -> Result<usize, AmountError> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|jobs| (1..=MAX_JOBS).contains(jobs))
        .ok_or_else(|| AmountError::Jobs(text.to_string()))
}

/// The engine's threads, from 1 to [`MAX_THREADS`].
pub fn read_threads(text: &str) -> Result<u32, AmountError> {
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|threads| (1..=MAX_THREADS).contains(threads))
        .ok_or_else(|| AmountError::Threads(text.to_string()))
}

/// The engine's hash table in MiB, from 1 to [`MAX_HASH`].
pub fn read_hash(text: &str) -> Result<u32, AmountError> {
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|hash| (1..=MAX_HASH).contains(hash))
        .ok_or_else(|| AmountError::Hash(text.to_string()))
}

/// A yes-or-no value (`--ascii=…`) that is neither.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct SwitchError(pub String);

impl Sentence for SwitchError {
    fn phrase(&self) -> Phrase<'_> {
        phrase!("switch-error", text = &self.0)
    }
}

/// A yes-or-no value: `true`, `on`, `1`, a yes in any language (`yes`, `да`) and their
/// opposites, in any case.
fn read_switch(text: &str) -> Result<bool, SwitchError> {
    let switch = match text.trim().to_lowercase().as_str() {
        "true" | "on" | "1" => Some(true),
        "false" | "off" | "0" => Some(false),
        _ => vocabulary::yes_or_no(text),
    };
    switch.ok_or_else(|| SwitchError(text.to_string()))
}

/// The values of `--lang`: every language hotseat speaks, each by its code with its name in
/// itself (for the help, the completions and the manual page), read as `Lang` reads itself,
/// so that a word that is none is refused with its sentence.
#[derive(Debug, Clone, Copy)]
struct LangValues;

impl clap::builder::TypedValueParser for LangValues {
    type Value = Lang;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Lang, clap::Error> {
        let read: fn(&str) -> Result<Lang, crate::i18n::LangError> = str::parse;
        read.parse_ref(command, arg, value)
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        let value = |lang: Lang| clap::builder::PossibleValue::new(lang.code()).help(lang.name());
        Some(Box::new(Lang::ALL.into_iter().map(value)))
    }
}

crate::i18n::english_display!(
    GameNumberError,
    SavedGameError,
    DepthError,
    VariantError,
    CountError,
    AmountError,
    SwitchError
);

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
        let odds = Cli::try_parse_from([
            "hotseat",
            "--time",
            "5+3 vs 3+3",
            "--armageddon",
            "--instant",
            "--clock-start",
            "first-move",
            "--bell-every-move",
        ])
        .unwrap()
        .play;
        assert_eq!(
            odds.time.map(|t| t.to_string()).as_deref(),
            Some("5+3 vs 3+3")
        );
        assert!(odds.armageddon && odds.instant && odds.bell_every_move);
        assert_eq!(odds.clock_start, ClockStart::FirstMove);
    }

    #[test]
    fn the_bell_is_asked_for_silenced_or_left_to_the_mode() {
        let bell = |args: &[&str]| {
            let play = Cli::try_parse_from(args).unwrap().play;
            (play.bell, play.no_bell)
        };
        assert_eq!(bell(&["hotseat"]), (None, false));
        assert_eq!(bell(&["hotseat", "--bell"]), (Some(true), false));
        assert_eq!(bell(&["hotseat", "--bell=false"]), (Some(false), false));
        assert_eq!(bell(&["hotseat", "--no-bell"]), (None, true));
        // The last one typed wins.
        assert_eq!(
            bell(&["hotseat", "--no-bell", "--bell"]),
            (Some(true), false)
        );
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
        assert_eq!(
            lang(&["hotseat", "--lang", "ru", "config", "--lang=en"]),
            Some(Lang::En)
        );
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
            &["hotseat", "--clock-start", "later"],
            &["hotseat", "--bell=loud"],
            &["hotseat", "--load", "x.pgn", "--armageddon"],
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
        let line = refusal(&["hotseat", "--load", "x.pgn", "--game", "0"]);
        assert!(
            line.contains("is not a game number: expected a whole number from 1"),
            "{line}"
        );
        assert!(!line.contains("4294967295"), "{line}");
        for args in [
            &["hotseat", "--resume", "0"],
            &["hotseat", "--resume", "two"],
        ] {
            let line = refusal(args);
            assert!(
                line.contains(
                    "names no saved game: expected its number in hotseat games, from 1, \
                     or its file, NAME.pgn"
                ),
                "{line}"
            );
        }
        let line = refusal(&["hotseat", "--ascii=maybe"]);
        assert!(
            line.contains("'maybe' is neither yes nor no: expected true or false"),
            "{line}"
        );
    }
}
