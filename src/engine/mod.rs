//! A chess engine on the machine (Stockfish, or any program that speaks UCI), asked for its
//! eval of finished games' positions: started as a child process, spoken to in UCI's lines,
//! every wait bounded, and every way it can fail (missing, no engine, crashed, hung, an
//! answer that makes no sense) one [`EngineError`] the players are told in their language.
//!
//! The protocol is a dozen kinds of line, read and written by [`protocol`]; [`process`]
//! holds the conversation. No async runtime: one thread reads the engine's output into a
//! channel, and the waits are `recv_timeout`s on it. Never used while a game is played.

mod error;
pub mod process;
pub mod protocol;

pub use error::EngineError;
pub use process::{Engine, Patience, Search, installed};
pub use protocol::{Bound, Score};

#[cfg(test)]
pub(crate) mod fake;
#[cfg(test)]
mod tests;
