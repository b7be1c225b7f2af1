//! The `hotseat` binary: parses the command line, runs, and maps errors to exit codes.

use std::process::ExitCode;

use clap::Parser;
use hotseat::cli::{Cli, Command};
use hotseat::rules::{Position, fen, perft};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Perft { depth, fen, divide }) => run_perft(depth, fen.as_deref(), divide),
        None => {
            eprintln!("hotseat: the game screen is not built yet; try `hotseat perft 5`");
            ExitCode::from(2)
        }
    }
}

fn run_perft(depth: u32, fen_text: Option<&str>, divide: bool) -> ExitCode {
    let position = match fen_text.map(fen::read) {
        None => Position::startpos(),
        Some(Ok(position)) => position,
        Some(Err(error)) => {
            eprintln!("hotseat: bad FEN: {error}");
            return ExitCode::from(2);
        }
    };
    let total = if divide {
        let parts = perft::divide(&position, depth);
        for (m, count) in &parts {
            println!("{}: {count}", m.to_uci());
        }
        println!();
        parts.iter().map(|(_, count)| count).sum()
    } else {
        perft::perft(&position, depth)
    };
    println!("Nodes searched: {total}");
    ExitCode::SUCCESS
}
