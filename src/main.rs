//! The `hotseat` binary: parses the command line, runs, and maps errors to exit codes.

use std::fs::File;
use std::io::{self, Read, Write};
use std::path::Path;
use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;
use hotseat::cli::{Cli, Command};
use hotseat::game::DrawRules;
use hotseat::rules::Position;
use hotseat::tools;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return refuse_arguments(&error),
    };
    let mut out = io::stdout().lock();
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
            eprintln!("hotseat: not built yet");
            return ExitCode::from(2);
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

/// Prints clap's help or version as it is; any other problem with the arguments as one line
/// on standard error, with exit status 2.
fn refuse_arguments(error: &clap::Error) -> ExitCode {
    match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let _ = error.print();
            ExitCode::SUCCESS
        }
        _ => {
            let rendered = error.render().to_string();
            let first = rendered.lines().next().unwrap_or("bad arguments");
            eprintln!("hotseat: {}", first.trim_start_matches("error: "));
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
