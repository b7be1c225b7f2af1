//! The `hotseat` binary: parses the command line, runs, and maps errors to exit codes: 0 when
//! all went well, 1 for a game that could not be kept or a command that failed (a game that
//! cannot be replayed, output that cannot be written, a terminal or a folder of games that
//! fails), 2 for arguments that cannot be used (options, values, the files and saved games
//! they name, the config file, no terminal without `--plain`), 128 + N after signal N.

use std::fs::File;
use std::hash::{BuildHasher, Hasher, RandomState};
use std::io::{self, BufWriter, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Instant, SystemTime};

use clap::ArgMatches;
use clap::error::ErrorKind;
use hotseat::app::answer::{Answer, key_answer, line_answer};
use hotseat::app::learn::Learn;
use hotseat::app::{App, Key, Page, Settings};
use hotseat::cli::{self, AnalyseOptions, Command, FenText, PlayOptions, TournamentAction};
use hotseat::config::{self, Config, ConfigError, Setting};
use hotseat::game::DrawRules;
use hotseat::game::time_control::TimeControl;
use hotseat::i18n::{self, Describe, Lang};
use hotseat::look::ColourDepth;
use hotseat::rules::{Position, Variant};
use hotseat::sentence::{Phrase, Sentence};
use hotseat::session::{Session, TournamentGameError, tournament_game};
use hotseat::store::{FolderError, Store};
use hotseat::term::lines::{Line, Lines};
use hotseat::term::{self, Ended, Ending};
use hotseat::tournament::{
    self as club, GameId, Kept, KeptError, Score, Tournament, TournamentError,
};
use hotseat::watch::{BetweenGames, NothingBetween, Target, Watch};
use hotseat::{analysis, paths, plain, start, tools, tr};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args_os()
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect();
    let config_file = ConfigFile::read();
    let lang = language_before_parsing(&args, &config_file);
    let (cli, matches) = match cli::parse(lang, std::env::args_os()) {
        Ok(parsed) => parsed,
        Err(error) => return refuse_arguments(&error, lang, &args),
    };
    // Buffered: `replay` writes a line per game, and a write per line would cost more than
    // reading the game.
    let mut out = BufWriter::new(io::stdout().lock());
    let written = match cli.command {
        Some(Command::Perft {
            depth,
            variant,
            fen,
            divide,
        }) => match start(variant, fen.as_ref(), lang) {
            Ok(position) => tools::perft(&mut out, &position, depth, divide),
            Err(refusal) => return refuse(&refusal),
        },
        Some(Command::Moves { variant, fen }) => match start(variant, fen.as_ref(), lang) {
            Ok(position) => tools::moves(&mut out, &position),
            Err(refusal) => return refuse(&refusal),
        },
        Some(Command::Replay {
            draw_rules,
            fens,
            openings,
            file,
        }) => return replay(&mut out, &file, draw_rules, fens, openings, lang),
        Some(Command::Analyse(asked)) => {
            let given = matches.subcommand_matches("analyse").unwrap_or(&matches);
            let config = match &config_file.read {
                Ok(config) => config,
                Err(error) => return refuse(&error.describe(lang)),
            };
            let settings =
                config::engine_settings(&asked, config::given_on_command_line(given), config);
            return analyse(&mut out, &asked, &settings, lang);
        }
        Some(Command::Games { unfinished, limit }) => {
            return games(&mut out, unfinished, limit, lang);
        }
        Some(Command::Watch { path, plain }) => {
            drop(out);
            return watch(path, plain, &config_file, lang);
        }
        Some(Command::Tournament { action }) => {
            return tournament(&mut out, action, &config_file, lang);
        }
        Some(Command::Completions { shell }) => tools::completions(&mut out, shell),
        Some(Command::Man { dir: None }) => tools::man(&mut out),
        Some(Command::Man { dir: Some(dir) }) => return man_pages(&mut out, &dir, lang),
        Some(Command::Config { mut play }) => {
            let given = matches.subcommand_matches("config").unwrap_or(&matches);
            return match configured(&mut play, given, &config_file) {
                Ok(settings) => finish(
                    config::report(
                        &mut out,
                        config_file.path.as_deref(),
                        &settings,
                        colour_depth(),
                    )
                    .and_then(|()| out.flush()),
                    lang,
                ),
                Err(error) => refuse(&error.describe(lang)),
            };
        }
        None => {
            drop(out);
            let mut options = cli.play;
            if let Err(error) = configured(&mut options, &matches, &config_file) {
                return refuse(&error.describe(lang));
            }
            if let (Err(error), Some(text)) = (options.set_up(), &options.fen) {
                return refuse(&cli::value_refusal(lang, "--fen", text.as_str(), &error));
            }
            return play(options);
        }
    };
    finish(written.and_then(|()| out.flush()), lang)
}

/// The position `perft` and `moves` start from: the FEN given, read in the variant given
/// (standard chess by default), or the variant's start; a FEN the variant does not read is
/// refused in `lang`, as the parser refuses a value.
fn start(variant: Option<Variant>, fen: Option<&FenText>, lang: Lang) -> Result<Position, String> {
    let variant = variant.unwrap_or_default();
    match fen {
        None => Ok(Position::start(variant)),
        Some(text) => text
            .position(variant)
            .map_err(|error| cli::value_refusal(lang, "--fen", text.as_str(), &error)),
    }
}

/// Replays a PGN file (or standard input for `-`): exit status 1 when a game cannot be
/// played through, 2 when the file cannot be opened or read (said in `lang`; the report on
/// the games is in the English of scripts).
fn replay(
    out: &mut impl Write,
    file: &Path,
    draw_rules: DrawRules,
    fens: bool,
    openings: bool,
    lang: Lang,
) -> ExitCode {
    let input: Box<dyn Read> = if file == Path::new("-") {
        Box::new(io::stdin().lock())
    } else {
        let path = file.display().to_string();
        match File::open(file) {
            Ok(_) if file.is_dir() => return refuse(&tr!(lang, "tool-is-a-folder", path = path)),
            Ok(opened) => Box::new(opened),
            Err(error) => {
                let reason = error.describe(lang);
                return refuse(&tr!(lang, "tool-cannot-open", path = path, reason = reason));
            }
        }
    };
    let mut problems = io::stderr().lock();
    match tools::replay(input, out, &mut problems, draw_rules, fens, openings) {
        Ok(summary) if summary.unreadable => {
            let _ = out.flush();
            ExitCode::from(2)
        }
        Ok(summary) if summary.failed > 0 => {
            let _ = out.flush();
            ExitCode::FAILURE
        }
        Ok(_) => finish(out.flush(), lang),
        Err(error) => finish(Err(error), lang),
    }
}

/// Writes the manual pages into `dir` and names each file written, one a line. One line in
/// `lang`: exit status 2 when `dir` is a file, 1 for a page or a folder that cannot be written.
fn man_pages(out: &mut impl Write, dir: &Path, lang: Lang) -> ExitCode {
    if dir.exists() && !dir.is_dir() {
        let path = dir.display().to_string();
        return refuse(&tr!(lang, "tool-not-a-folder", path = path));
    }
    match tools::man_pages(dir) {
        Ok(written) => finish(
            written
                .iter()
                .try_for_each(|path| writeln!(out, "{}", path.display()))
                .and_then(|()| out.flush()),
            lang,
        ),
        Err(tools::PageError { path, error }) => fail(&tr!(
            lang,
            "tool-cannot-write",
            path = path.display().to_string(),
            reason = error.describe(lang)
        )),
    }
}

/// Reviews a game of a file with the engine as `engine` says (the options and the config
/// file together): exit status 2 when the file or its game cannot be read, 1 when the engine
/// fails or the PGN of `-o` cannot be written (said in `lang`, nothing written), 0 with the
/// report, the JSON or the PGN written. While it runs, a terminal on standard error sees the
/// positions done.
fn analyse(
    out: &mut impl Write,
    asked: &AnalyseOptions,
    engine: &config::EngineSettings,
    lang: Lang,
) -> ExitCode {
    if asked.file.is_dir() {
        let path = asked.file.display().to_string();
        return refuse(&tr!(lang, "tool-is-a-folder", path = path));
    }
    let saved = match hotseat::store::load(&asked.file, asked.game, DrawRules::Fide) {
        Ok(saved) => saved,
        Err(error) => return refuse(&error.describe(lang)),
    };
    // A file that could not be written is said before the engine searches for it.
    if let Some(Err(error)) = asked.output.as_deref().map(hotseat::store::check_writable) {
        return fail(&error.describe(lang));
    }
    let game = saved.timed.game();
    let nodes = engine.nodes;
    let settings = match engine.analysis(asked.jobs) {
        Ok(settings) => settings,
        Err(missing) => return fail(&missing.describe(lang)),
    };
    let moves = game.moves();
    let shows_progress = io::stderr().is_terminal();
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let progress = |done, total| {
        if shows_progress {
            eprint!(
                "\r{}",
                tr!(lang, "analyse-progress", done = done, total = total)
            );
        }
    };
    let kept = analysis::Analyses::open();
    let (run, not_kept) = analysis::run_keeping(
        kept.as_ref(),
        game.start(),
        &moves,
        &settings,
        &cancel,
        progress,
    );
    if shows_progress {
        eprintln!();
    }
    // What was found is kept, a failed run's too: the next run searches only the rest.
    if let Some(error) = not_kept {
        let reason = error.describe(lang);
        say_problem(&tr!(lang, "analyse-not-kept", reason = reason));
    }
    if let Some(failure) = run.failure {
        return fail(&failure.describe(lang));
    }
    let review = analysis::Review::new(game.start().turn(), &run.positions);
    if let Some(side) = asked.learn {
        let learn = Learn::new(side, *game.start(), moves, &review, Some(settings));
        return learn_on_screen(saved, learn, asked.plain, lang);
    }
    let sans: Vec<_> = (0..moves.len())
        .filter_map(|index| game.san(index))
        .collect();
    let reviewed = tools::analyse::Reviewed {
        engine: run.engine.as_deref().unwrap_or_default(),
        nodes,
        names: &saved.header.names,
        start: game.start(),
        moves: &sans,
        review: &review,
    };
    if let Some(output) = &asked.output {
        let mut timed = saved.timed.clone();
        let written = tools::analyse::annotate(&mut timed, &review)
            .map_err(|error| error.describe(lang))
            .and_then(|()| {
                let header =
                    tools::analyse::annotated_header(&saved.header, reviewed.engine, nodes);
                hotseat::store::save_game(&timed, &header, output, true)
                    .map_err(|error| error.describe(lang))
            });
        return match written {
            Ok(path) => {
                let path = path.display().to_string();
                finish(
                    writeln!(out, "{}", tr!(lang, "analyse-written", path = path)),
                    lang,
                )
            }
            Err(why) => fail(&why),
        };
    }
    let written = if asked.json {
        tools::analyse::json(out, &reviewed)
    } else {
        tools::analyse::report(out, &reviewed, lang)
    };
    finish(written.and_then(|()| out.flush()), lang)
}

/// `hotseat analyse FILE --learn SIDE`: the game looked at, with its side's mistakes to
/// learn from open over it, on the screen or in the line mode (`--plain`, or `TERM=dumb`).
/// Status 2 without a terminal for the screen, 1 when the terminal fails.
fn learn_on_screen(
    saved: hotseat::store::SavedGame,
    learn: Learn,
    plain: bool,
    lang: Lang,
) -> ExitCode {
    let in_lines = plain || std::env::var_os("TERM").is_some_and(|term| term == "dumb");
    let typed = io::stdin().is_terminal();
    if !in_lines && (!typed || !io::stdout().is_terminal()) {
        eprintln!("{}", tr!(lang, "plain-needs-terminal"));
        return ExitCode::from(2);
    }
    let settings = Settings {
        lang,
        depth: colour_depth(),
        ..Settings::default()
    };
    let seed = RandomState::new().build_hasher().finish();
    let now = Instant::now();
    let mut app = App::reviewing(settings, saved.timed, None, seed, now);
    let _ = app.open(Page::Learn(Box::new(learn)));
    let session = Session::new(app, Store::open(), None, saved.header, now);
    run_front_end(session, in_lines, typed, None, lang)
}

/// The config file, read once: where it is, if there is a place for one, and what it holds
/// (nothing when there is no file), or why it cannot be used. That is said in the player's
/// language, as everything else: `--lang`, else the file's own `lang` when it can be read,
/// else the locale's.
struct ConfigFile {
    path: Option<PathBuf>,
    read: Result<Config, ConfigError>,
}

impl ConfigFile {
    fn read() -> ConfigFile {
        let path = paths::config_file(&paths::Places::current());
        let read = match &path {
            Some(path) => config::load(path).map(Option::unwrap_or_default),
            None => Ok(Config::default()),
        };
        ConfigFile { path, read }
    }
}

/// The config file's settings put under the options the command line gave (`matches`):
/// every setting with where it came from, or why the file cannot be used.
fn configured<'a>(
    options: &mut PlayOptions,
    matches: &ArgMatches,
    file: &'a ConfigFile,
) -> Result<Vec<Setting>, &'a ConfigError> {
    let config = file.read.as_ref()?;
    let given = config::given_on_command_line(matches);
    Ok(config::apply(
        options,
        given,
        config,
        start::locale_language(),
    ))
}

/// The language of the help and of the errors in the arguments and the config file: `--lang`
/// as typed, else the config file's (read even from a file with a problem elsewhere), else the
/// locale's.
fn language_before_parsing(args: &[String], file: &ConfigFile) -> Lang {
    let from_file = match &file.read {
        Ok(config) => config.lang,
        Err(error) => error.lang,
    };
    cli::lang_in_args(args)
        .or(from_file)
        .unwrap_or_else(start::locale_language)
}

/// The colours the terminal shows, from the environment.
fn colour_depth() -> ColourDepth {
    ColourDepth::from_env(|name| std::env::var_os(name))
}

/// A problem found before anything runs: one line, exit status 2.
fn refuse(line: &str) -> ExitCode {
    say_problem(line);
    ExitCode::from(2)
}

/// A command that failed while it ran: one line, exit status 1.
fn fail(line: &str) -> ExitCode {
    say_problem(line);
    ExitCode::FAILURE
}

/// A problem, on one line of standard error: the values it quotes as typed (a file name, an
/// option's value) with their control characters shown, never a line break or an escape code.
fn say_problem(line: &str) {
    eprintln!("hotseat: {}", hotseat::text::printable(line));
}

/// Opens the game screen, or the line mode (`--plain`, or `TERM=dumb`): a new game, a saved
/// one (`--resume`, or asked), or one from a file (`--load`). Problems found before the game
/// opens: one line, exit status 2. A game that could not be kept ends with status 1, as does
/// a terminal that fails.
fn play(mut options: PlayOptions) -> ExitCode {
    let lang = start::language(&options);
    let in_lines = options.plain || std::env::var_os("TERM").is_some_and(|term| term == "dumb");
    // What the line mode does differently (the bell) is decided by the options.
    options.plain = in_lines;
    let typed = io::stdin().is_terminal();
    // Before any saved game is looked at, locked or asked about.
    if !in_lines && (!typed || !io::stdout().is_terminal()) {
        eprintln!("{}", tr!(lang, "plain-needs-terminal"));
        return ExitCode::from(2);
    }
    let plan = match start::plan(
        &options,
        colour_depth(),
        SystemTime::now(),
        Store::open(),
        &mut Terminal {
            one_key: !in_lines,
            lang,
        },
    ) {
        Ok(plan) => plan,
        Err(error) => return refuse(&error.describe(lang)),
    };
    let seed = RandomState::new().build_hasher().finish();
    // The clocks start now, with the game: not while a question waited for its answer.
    let session = plan.into_session(seed, Instant::now());
    run_front_end(session, in_lines, typed, options.ascii, lang)
}

/// Runs `session` in the line mode (`in_lines`; its input `typed` at a terminal or piped) or
/// on the screen (`ascii` as asked), and ends as it ended: a signal with 128 and its number, a
/// game that could not be kept with 1, a terminal or a line that failed with 1 and one line.
fn run_front_end(
    session: Session,
    in_lines: bool,
    typed: bool,
    ascii: Option<bool>,
    lang: Lang,
) -> ExitCode {
    let ended = if in_lines {
        let input = if typed {
            plain::Input::Typed
        } else {
            plain::Input::Piped
        };
        plain::run(session, input)
    } else {
        term::run(session, ascii)
    };
    match ended {
        Ok(Ended {
            ending: Ending::Signal(signal),
            ..
        }) => ExitCode::from(128 + signal.clamp(0, 127) as u8),
        Ok(Ended { lost: true, .. }) => ExitCode::FAILURE,
        Ok(Ended { .. }) => ExitCode::SUCCESS,
        Err(error) => {
            let reason = error.describe(lang);
            fail(&if in_lines {
                tr!(lang, "plain-io-failed", reason = reason)
            } else {
                tr!(lang, "start-terminal-failed", reason = reason)
            })
        }
    }
}

/// `hotseat watch`: the games played in a folder (the folder of saved games by default) or
/// the game in a file, followed on the screen, or in lines with `--plain`, `TERM=dumb` or
/// standard output not a terminal; shown with the config file's look. A path that is not
/// there is said and waited for. No folder of saved games: one line, status 2; a terminal or
/// output that fails: one line, status 1; a signal: 128 and its number.
fn watch(path: Option<PathBuf>, plain: bool, file: &ConfigFile, lang: Lang) -> ExitCode {
    // The data folder's games are watched with its tournament under way between them.
    let (target, between): (Target, Box<dyn BetweenGames>) = match path {
        Some(path) if path.is_dir() => (Target::Folder(path), Box::new(NothingBetween)),
        Some(path) => (Target::File(path), Box::new(NothingBetween)),
        None => match Store::open() {
            Ok(store) => (
                Target::Folder(store.folder().to_path_buf()),
                Box::new(tools::tournament::TournamentUnderWay::new(Kept::beside(
                    &store,
                ))),
            ),
            Err(error) => return refuse(&error.describe(lang)),
        },
    };
    let config = file.read.as_ref().ok();
    let base = Settings::default();
    let settings = Settings {
        lang,
        depth: colour_depth(),
        theme: config.and_then(|config| config.theme).unwrap_or(base.theme),
        ascii: config.and_then(|config| config.ascii) == Some(true),
        flip: config.and_then(|config| config.flip).unwrap_or(base.flip),
        ..base
    };
    let in_lines = plain
        || !io::stdout().is_terminal()
        || std::env::var_os("TERM").is_some_and(|term| term == "dumb");
    let watch = Watch::new(target, settings, between);
    let ended = if in_lines {
        plain::watch(watch)
    } else {
        term::watch(watch)
    };
    match ended {
        Ok(Ending::Signal(signal)) => ExitCode::from(128 + signal.clamp(0, 127) as u8),
        Ok(_) => ExitCode::SUCCESS,
        Err(error) => {
            let reason = error.describe(lang);
            fail(&if in_lines {
                tr!(lang, "plain-io-failed", reason = reason)
            } else {
                tr!(lang, "start-terminal-failed", reason = reason)
            })
        }
    }
}

/// `hotseat games`: the saved games, newest first, each line written as soon as its game is
/// known (the newest `limit` of them); damaged files found on the way are set aside, and files
/// set aside before that read as games now are given back, each said on standard error. When
/// no game is listed, one line on standard error says why: none is saved yet (and where they
/// will be), or none of them (or of the newest `limit`) is unfinished. A folder that cannot
/// be read: one line, exit status 1.
fn games(out: &mut impl Write, unfinished: bool, limit: Option<usize>, lang: Lang) -> ExitCode {
    let opened = Store::open().and_then(|store| {
        let walk = store
            .walk(SystemTime::now())
            .map_err(FolderError::Unusable)?;
        Ok((store.folder().display().to_string(), walk))
    });
    let (folder, mut walk) = match opened {
        Ok(opened) => opened,
        Err(error) => return fail(&error.describe(lang)),
    };
    let saved = walk.remaining();
    let listed = tools::games(out, &mut walk, unfinished, limit, |notice| {
        eprintln!("hotseat: {}", notice.describe(lang));
    });
    if let Ok(0) = listed {
        let met = walk.met();
        let none = if saved == 0 {
            tr!(lang, "games-none", folder = folder)
        } else if met < saved {
            tr!(lang, "games-none-unfinished-newest", count = met)
        } else {
            tr!(lang, "games-none-unfinished")
        };
        eprintln!("hotseat: {none}");
    }
    finish(listed.and_then(|_| out.flush()), lang)
}

/// `hotseat tournament`: each action on the tournaments kept beside the games. A name, a
/// player, a game or a result the tournament refuses: one line, exit status 2; a folder or a
/// file that fails, or a game that could not be kept: 1.
fn tournament(
    out: &mut impl Write,
    action: TournamentAction,
    config_file: &ConfigFile,
    lang: Lang,
) -> ExitCode {
    let store = match Store::open() {
        Ok(store) => store,
        Err(error) => return fail(&error.describe(lang)),
    };
    let kept = Kept::beside(&store);
    let written = match action {
        TournamentAction::New {
            name,
            players,
            double,
            games,
            broadcast,
            time,
            draw_rules,
            variant,
            tiebreaks,
        } => {
            let plan = club::Plan {
                name,
                players: players.split(',').map(str::to_string).collect(),
                double,
                games,
                control: time.unwrap_or_else(TimeControl::untimed),
                draw_rules,
                variant: variant.unwrap_or_default(),
                tiebreaks: tiebreaks.map(|order| order.0),
                date: hotseat::game::Header::default()
                    .dated(SystemTime::now())
                    .date,
                broadcast: broadcast.as_deref().map(absolute),
            };
            let made = Tournament::new(plan)
                .map_err(KeptError::Refused)
                .and_then(|made| kept.create(&made).map(|()| made));
            match made {
                Ok(made) => {
                    rebroadcast(&made, &store, lang);
                    tools::tournament::show(out, &made, lang)
                }
                Err(error) => return kept_failure(&error, lang),
            }
        }
        TournamentAction::List => {
            let all = kept.list();
            if all.is_empty() {
                say_problem(&tr!(lang, "tournament-none"));
            }
            tools::tournament::list(out, &all, lang)
        }
        TournamentAction::Show { name, json } => match kept.load(&name) {
            Ok(found) if json => tools::tournament::json(out, &found),
            Ok(found) => tools::tournament::show(out, &found, lang),
            Err(error) => return kept_failure(&error, lang),
        },
        TournamentAction::Trf { name } => match kept.load(&name) {
            Ok(found) => tools::tournament::trf_file(out, &found),
            Err(error) => return kept_failure(&error, lang),
        },
        TournamentAction::Pgn { name } => match kept.load(&name) {
            Ok(found) => tools::tournament::pgn(out, &found, store.folder()),
            Err(error) => return kept_failure(&error, lang),
        },
        TournamentAction::Withdraw { name, player } => {
            let withdrawn = kept.change(&name, |found| {
                let number = found.player(&player)?;
                found.withdraw(number).map(|how| (number, how))
            });
            match withdrawn {
                Ok(((number, how), found)) => {
                    rebroadcast(&found, &store, lang);
                    let name = found.players[number].name.as_str();
                    let said = match how {
                        club::Withdrawal::Annulled => {
                            tr!(lang, "tournament-withdrew-annulled", name = name)
                        }
                        club::Withdrawal::Forfeited => {
                            tr!(lang, "tournament-withdrew-forfeited", name = name)
                        }
                    };
                    writeln!(out, "{said}")
                }
                Err(error) => return kept_failure(&error, lang),
            }
        }
        TournamentAction::Broadcast { name, dir } => {
            let dir = dir.as_deref().map(absolute);
            match kept.change(&name, |found| {
                found.broadcast.clone_from(&dir);
                Ok(())
            }) {
                Ok(((), found)) => {
                    rebroadcast(&found, &store, lang);
                    let said = match &found.broadcast {
                        Some(dir) => tr!(
                            lang,
                            "tournament-broadcast-set",
                            name = found.name.as_str(),
                            dir = dir.display().to_string()
                        ),
                        None => tr!(
                            lang,
                            "tournament-broadcast-cleared",
                            name = found.name.as_str()
                        ),
                    };
                    writeln!(out, "{said}")
                }
                Err(error) => return kept_failure(&error, lang),
            }
        }
        TournamentAction::Result {
            name,
            game,
            result,
            replace,
        } => return record_by_hand(out, &store, &name, game, result, replace, lang),
        TournamentAction::Play { name, game, plain } => {
            return play_tournament_game(&store, &kept, &name, game, plain, config_file, lang);
        }
    };
    finish(written.and_then(|()| out.flush()), lang)
}

/// Writes the broadcast folder of `tournament` again, if it has one, from the games of
/// `store`; a folder that cannot be written is said on standard error, and changes nothing
/// else (the tournament goes on without it).
fn rebroadcast(tournament: &Tournament, store: &Store, lang: Lang) {
    if let Err(error) = club::broadcast(tournament, store.folder()) {
        say_problem(&error.describe(lang));
    }
}

/// `path` as an absolute path, from the folder this program runs in: a broadcast folder is
/// the same folder whichever folder the games are played from.
fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

/// A tournament's refusal or failure: what the players got wrong (a name, a game, a
/// result, a tournament that is not there or is there already) with status 2, a file or a
/// lock that failed with 1.
fn kept_failure(error: &KeptError, lang: Lang) -> ExitCode {
    match error {
        KeptError::NotFound(_) | KeptError::Exists(_) | KeptError::Refused(_) => {
            refuse(&error.describe(lang))
        }
        KeptError::Damaged(_) | KeptError::Busy | KeptError::Write(_) => {
            fail(&error.describe(lang))
        }
    }
}

/// `tournament result`: `score` recorded for `game` of the tournament kept beside `store`,
/// and its broadcast folder written again. A game with a result already keeps it unless
/// `replace` says otherwise or the arbiter says yes at the terminal; from a pipe the refusal
/// names `--replace`.
fn record_by_hand(
    out: &mut impl Write,
    store: &Store,
    name: &str,
    game: GameId,
    score: Score,
    replace: bool,
    lang: Lang,
) -> ExitCode {
    let kept = Kept::beside(store);
    let mut replacing = None;
    loop {
        match kept.change(name, |found| found.record(game, score, replacing)) {
            Ok((_, found)) => {
                rebroadcast(&found, store, lang);
                let board = found.board(game).ok();
                let line = board.map(|board| club::board_line(&found, game, board));
                let said = tr!(lang, "tournament-recorded", game = line.unwrap_or_default());
                return finish(writeln!(out, "{said}").and_then(|()| out.flush()), lang);
            }
            Err(KeptError::Refused(TournamentError::AlreadyPlayed { score: there, .. }))
                if replacing.is_none() && there == score =>
            {
                let said = tr!(lang, "tournament-same-result", game = game.to_string());
                return finish(writeln!(out, "{said}").and_then(|()| out.flush()), lang);
            }
            Err(KeptError::Refused(TournamentError::AlreadyPlayed { score: there, .. }))
                if replacing.is_none() =>
            {
                let question = tr!(
                    lang,
                    "tournament-replace-question",
                    game = game.to_string(),
                    there = there.text(),
                    result = score.text()
                );
                let asked = if replace {
                    Some(Answer::Yes)
                } else {
                    ask_yes_or_no(&question, lang)
                };
                match asked {
                    Some(Answer::Yes) => replacing = Some(there),
                    Some(Answer::No) => {
                        say_problem(&tr!(
                            lang,
                            "tournament-kept-result",
                            game = game.to_string()
                        ));
                        return ExitCode::FAILURE;
                    }
                    None => {
                        let refused = tr!(
                            lang,
                            "tournament-replace-needed",
                            game = game.to_string(),
                            there = there.text()
                        );
                        return refuse(&refused);
                    }
                }
            }
            Err(error) => return kept_failure(&error, lang),
        }
    }
}

/// Asks `question` (with its yes-or-no keys) at the terminal, one key; `None` when there is
/// no terminal to ask at, or the input ends.
fn ask_yes_or_no(question: &str, lang: Lang) -> Option<Answer> {
    let question = format!("{question} {} ", tr!(lang, "question-yes-or-no"));
    let reply = Terminal {
        one_key: true,
        lang,
    };
    let mut reply = reply;
    match start::Ask::ask(&mut reply, &question)? {
        start::Reply::Key(key) => key_answer(key, Answer::No, lang),
        start::Reply::Line(line) => line_answer(&line),
        start::Reply::Ended => None,
    }
}

/// `tournament play`: the game asked for, or the next one to play, opened at this keyboard
/// with its players, colours, control and draw rules, on the screen or in the line mode. Its
/// file is made (and linked to the tournament) before it opens, so that a game cut short by
/// anything, `kill -9` too, goes on where it stood at the next `play`. When it ends its
/// result goes into the table at once, and the standings open over it with the next game,
/// which Enter (`next` in the line mode) plays; a game found over is recorded as it opens.
/// When the program ends after a game over, the next game to play is named with the command
/// that plays it.
fn play_tournament_game(
    store: &Store,
    kept: &Kept,
    name: &str,
    asked: Option<GameId>,
    plain: bool,
    config_file: &ConfigFile,
    lang: Lang,
) -> ExitCode {
    let in_lines = plain || std::env::var_os("TERM").is_some_and(|term| term == "dumb");
    if let Err(error) = kept.load(name) {
        return kept_failure(&error, lang);
    }
    let typed = io::stdin().is_terminal();
    if !in_lines && (!typed || !io::stdout().is_terminal()) {
        eprintln!("{}", tr!(lang, "plain-needs-terminal"));
        return ExitCode::from(2);
    }
    let options = match tournament_game_options(in_lines, config_file, lang) {
        Ok(options) => options,
        Err(why) => return refuse(&why),
    };
    let seed = RandomState::new().build_hasher().finish();
    let (now, wall) = (Instant::now(), SystemTime::now());
    let settings = start::new_game_settings(&options, colour_depth());
    let opened = match tournament_game::open(store, name, asked, &settings, seed, (now, wall)) {
        Ok(opened) => opened,
        Err(TournamentGameError::Kept(error)) => return kept_failure(&error, lang),
        Err(error) => return fail(&error.describe(lang)),
    };
    let plan = start::chosen(
        &options,
        colour_depth(),
        wall,
        store.clone(),
        opened.file,
        opened.saved,
    );
    let now = Instant::now();
    let session = plan.into_session(seed, now).in_tournament(opened.game, now);
    run_front_end(session, in_lines, typed, options.ascii, lang)
}

/// The options of a tournament's game: the config file's (the look, the language, the
/// bell); the game's players, control, draw rules and variant are the tournament's. Or why
/// the config file cannot be used, in words.
fn tournament_game_options(
    in_lines: bool,
    config_file: &ConfigFile,
    lang: Lang,
) -> Result<PlayOptions, String> {
    let args = ["hotseat".into(), "--lang".into(), lang.code().into()];
    let (cli, matches) = cli::parse(lang, args).map_err(|error| error.to_string())?;
    let mut options = cli.play;
    configured(&mut options, &matches, config_file).map_err(|error| error.describe(lang))?;
    options.plain = in_lines;
    Ok(options)
}

/// Questions before the screen opens, asked on the terminal when there is one: answered with
/// one key on the way to the screen, as its own questions are, and with a line in the line
/// mode, as its own questions are there.
struct Terminal {
    /// Whether one key answers (else a line does).
    one_key: bool,
    /// The language of what is said besides the questions.
    lang: Lang,
}

impl start::Ask for Terminal {
    fn ask(&mut self, question: &str) -> Option<start::Reply> {
        if !io::stdin().is_terminal() {
            return None;
        }
        let question = &term::fitted(question);
        if !self.one_key {
            // A line, as the line mode reads them: a half line at Ctrl-D is still being typed.
            let mut lines = Lines::new(io::stdin().lock(), true);
            loop {
                print!("{question}");
                let _ = io::stdout().flush();
                match lines.next_line() {
                    Some(Line::Text(answer)) => return Some(start::Reply::Line(answer)),
                    Some(Line::Refused(why)) => self.tell(&why.phrase()),
                    None => {
                        // The end of the input, typed on the question's line.
                        println!();
                        return Some(start::Reply::Ended);
                    }
                }
            }
        }
        let read = term::read_key(question);
        // The key pressed, on the question's line, as a line typed would have stayed there.
        match read {
            Ok(term::KeyRead::Key(key)) => {
                match key {
                    Key::Char(c) if !hotseat::text::is_invisible(c) => println!("{c}"),
                    _ => println!(),
                }
                Some(start::Reply::Key(key))
            }
            Ok(term::KeyRead::End) => {
                println!();
                Some(start::Reply::Ended)
            }
            Err(_) => {
                println!();
                None
            }
            Ok(term::KeyRead::Stop(signal)) => {
                // Nothing is open yet: the program ends as the signal would have ended it.
                println!();
                std::process::exit(128 + signal.clamp(0, 127));
            }
        }
    }

    fn tell(&mut self, said: &Phrase<'_>) {
        eprintln!("hotseat: {}", i18n::say(self.lang, said));
    }
}

/// Prints clap's help or version as it is; any other problem with the arguments (`args`) as
/// one line on standard error (in `lang`), with exit status 2.
fn refuse_arguments(error: &clap::Error, lang: Lang, args: &[String]) -> ExitCode {
    match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let _ = error.print();
            ExitCode::SUCCESS
        }
        _ => match cli::argument_error(error, lang, args) {
            Some(line) => refuse(&line),
            None => {
                // Only clap's own failures to write are left: its message runs to the first
                // empty line; usage and tips follow.
                let rendered = error.render().to_string();
                let message: Vec<&str> = rendered
                    .lines()
                    .take_while(|line| !line.trim().is_empty())
                    .map(str::trim)
                    .collect();
                let line = message.join(" ");
                refuse(line.trim_start_matches("error: "))
            }
        },
    }
}

/// Success, or failure to write standard output: one line in `lang` and exit status 1 (a
/// closed pipe is not worth a complaint).
fn finish(written: io::Result<()>, lang: Lang) -> ExitCode {
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => fail(&tr!(
            lang,
            "tool-output-failed",
            reason = error.describe(lang)
        )),
    }
}
