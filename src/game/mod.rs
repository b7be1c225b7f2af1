//! A game as it is played: the record of moves, how games end, and the chess clock. Pure:
//! time is passed in, never read.

pub mod clock;
pub mod outcome;
pub mod pgn;
pub mod record;

pub use outcome::{DrawRules, GameResult, Outcome, Reason};
pub use record::{Game, GameError, Ply};
