//! The `hotseat` binary: parses the command line, runs, and maps errors to exit codes.

use std::fs::File;
use std::io::{self, BufWriter, Read, Write};
use std::path::Path;
use std::process::ExitCode;

use std::hash::{BuildHasher, Hasher, RandomState};
use std::io::IsTerminal;
use std::time::{Instant, SystemTime};

use clap::Parser;
use clap::error::ErrorKind;
use hotseat::app::{App, Settings, Start};
use hotseat::cli::{Cli, Command, PlayOptions};
use hotseat::game::{DrawRules, Header, TimedGame, pgn_date};
use hotseat::rules::{ByColor, Position};
use hotseat::store::{self, SavedGame, Store};
use hotseat::term::{self, Ending, Session};
use hotseat::tools;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return refuse_arguments(&error),
    };
    // Buffered: `replay` writes a line per game, and a write per line would cost more than
    // reading the game.
    let mut out = BufWriter::new(io::stdout().lock());
    let written = match cli.command {
        Some(Command::Perft { depth, fen, divide }) => {
            tools::perft(&mut out, &fen.unwrap_or_default(), depth, divide)
        }
        Some(Command::Moves { fen }) => {
            tools::moves(&mut out, &fen.unwrap_or_else(Position::startpos))
        }
        Some(Command::Replay {
            draw_rules,
            fens,
            file,
        }) => return replay(&mut out, &file, draw_rules, fens),
        None => {
            drop(out);
            return play(cli.play);
        }
    };
    finish(written.and_then(|()| out.flush()))
}

/// Replays a PGN file (or standard input for `-`): exit status 1 when a game cannot be
/// played through, 2 when the file cannot be opened.
fn replay(out: &mut impl Write, file: &Path, draw_rules: DrawRules, fens: bool) -> ExitCode {
    let input: Box<dyn Read> = if file == Path::new("-") {
        Box::new(io::stdin().lock())
    } else {
        match File::open(file) {
            Ok(opened) => Box::new(opened),
            Err(error) => {
                eprintln!("hotseat: cannot open {}: {error}", file.display());
                return ExitCode::from(2);
            }
        }
    };
    let mut problems = io::stderr().lock();
    match tools::replay(input, out, &mut problems, draw_rules, fens) {
        Ok(summary) if summary.failed > 0 => {
            let _ = out.flush();
            ExitCode::FAILURE
        }
        Ok(_) => finish(out.flush()),
        Err(error) => finish(Err(error)),
    }
}

/// Opens the game screen: a new game, the unfinished one (`--resume`), or one from a file
/// (`--load`). Problems found before the screen opens: one line, exit status 2.
fn play(options: PlayOptions) -> ExitCode {
    match prepare(&options).and_then(|session| {
        term::run(session).map_err(|error| format!("the terminal failed: {error}"))
    }) {
        Ok(Ending::Quit | Ending::TerminalLost) => ExitCode::SUCCESS,
        Ok(Ending::Signal(signal)) => ExitCode::from(128 + signal.clamp(0, 127) as u8),
        Err(reason) => {
            eprintln!("hotseat: {reason}");
            ExitCode::from(2)
        }
    }
}

/// Everything before the screen opens: the saved-games folder, the game, its settings.
fn prepare(options: &PlayOptions) -> Result<Session, String> {
    let color = std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    let store = Store::open();
    let seed = RandomState::new().build_hasher().finish();
    let now = Instant::now();
    let saved = if let Some(path) = &options.load {
        Some(store::load(path, options.game, options.draw_rules).map_err(|e| e.to_string())?)
    } else if options.resume {
        let store = store.as_ref().map_err(|e| e.to_string())?;
        let unfinished = store.unfinished().map_err(|e| e.to_string())?;
        Some(unfinished.ok_or("there is no unfinished game to resume")?)
    } else {
        offer_to_resume(store.as_ref().ok())?
    };
    let (app, header) = match saved {
        Some(SavedGame { timed, mut header }) => {
            let settings = saved_game_settings(options, color, &timed, &header);
            header.flip = Some(settings.flip);
            (App::with_game(settings, timed, seed, now), header)
        }
        None => {
            let settings = new_game_settings(options, color);
            let header = Header {
                date: pgn_date(SystemTime::now()),
                names: settings.names.clone(),
                time_control: settings.control.clone(),
                flip: Some(settings.flip),
                ..Header::default()
            };
            (App::new(settings, seed, now), header)
        }
    };
    Ok(Session {
        app,
        store: store.map_err(|error| error.to_string()),
        header,
    })
}

fn new_game_settings(options: &PlayOptions, color: bool) -> Settings {
    Settings {
        names: ByColor {
            white: options.white.clone(),
            black: options.black.clone(),
        },
        control: options.time.clone(),
        draw_rules: options.draw_rules,
        start: match (options.fen, options.chess960) {
            (Some(position), _) => Start::Position(position),
            (None, Some(number)) => Start::Chess960(number),
            (None, None) => Start::Standard,
        },
        ascii: options.ascii,
        color,
        flip: options.flip,
    }
}

/// The settings for playing on with a saved game: names, control, draw rules and orientation
/// from the file; letters and colour from the command line (and the orientation, when the
/// file does not say).
fn saved_game_settings(
    options: &PlayOptions,
    color: bool,
    timed: &TimedGame,
    header: &Header,
) -> Settings {
    let game = timed.game();
    Settings {
        names: header.names.clone(),
        control: timed.control().clone(),
        draw_rules: game.draw_rules(),
        start: if game.is_chess960() {
            Start::Chess960(None)
        } else if *game.start() == Position::startpos() {
            Start::Standard
        } else {
            Start::Position(*game.start())
        },
        ascii: options.ascii,
        color,
        flip: header.flip.unwrap_or(options.flip),
    }
}

/// With an unfinished game saved, asks (before the screen opens) whether to resume it; a
/// game not resumed is set aside in the saved-games folder, not lost. Without a terminal to
/// ask on, a new game begins and the old one is set aside.
fn offer_to_resume(store: Option<&Store>) -> Result<Option<SavedGame>, String> {
    let Some(store) = store else {
        return Ok(None);
    };
    let Ok(Some(saved)) = store.unfinished() else {
        return Ok(None);
    };
    let resume = io::stdin().is_terminal() && {
        let names = &saved.header.names;
        let moves = saved.timed.game().plies().len().div_ceil(2);
        print!(
            "An unfinished game is saved ({} vs {}, {moves} move{}). Resume it? [Y/n] ",
            names.white,
            names.black,
            if moves == 1 { "" } else { "s" }
        );
        let _ = io::stdout().flush();
        let mut answer = String::new();
        io::stdin()
            .read_line(&mut answer)
            .map_err(|e| e.to_string())?;
        !answer.trim().to_lowercase().starts_with('n')
    };
    if resume {
        return Ok(Some(saved));
    }
    if let Some(path) = store.set_aside_unfinished().map_err(|e| e.to_string())? {
        println!("The unfinished game is kept in {}", path.display());
    }
    Ok(None)
}

/// Prints clap's help or version as it is; any other problem with the arguments as one line
/// on standard error, with exit status 2.
fn refuse_arguments(error: &clap::Error) -> ExitCode {
    match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let _ = error.print();
            ExitCode::SUCCESS
        }
        _ => {
            // clap's message runs to the first empty line; usage and tips follow.
            let rendered = error.render().to_string();
            let message: Vec<&str> = rendered
                .lines()
                .take_while(|line| !line.trim().is_empty())
                .map(str::trim)
                .collect();
            let line = message.join(" ");
            eprintln!("hotseat: {}", line.trim_start_matches("error: "));
            ExitCode::from(2)
        }
    }
}

/// Success, or failure to write standard output (a closed pipe is not worth a complaint).
fn finish(written: io::Result<()>) -> ExitCode {
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("hotseat: cannot write the output: {error}");
            ExitCode::FAILURE
        }
    }
}
