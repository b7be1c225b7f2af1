//! The command line: options and subcommands, declared with clap's derive API.

use clap::{Parser, Subcommand};

/// Chess for two players at one keyboard, in the terminal.
#[derive(Debug, Parser)]
#[command(name = "hotseat", version, about)]
pub struct Cli {
    /// A tool to run instead of playing.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands: tools that print and exit instead of opening the game screen.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Count the leaf nodes of the move tree to a depth (one thread).
    Perft {
        /// How many plies deep to count.
        depth: u32,
        /// The position to start from (default: the standard start).
        #[arg(long)]
        fen: Option<String>,
        /// Print the count below each legal move first.
        #[arg(long)]
        divide: bool,
    },
}
