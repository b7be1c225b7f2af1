//! A game as it is played: the record of moves with its notes and side lines, how games end,
//! time controls and the chess clock, the game with its clock, games to and from PGN, and a
//! game in figures for the charts after it. Pure: time is passed in, never read.

pub mod arbiter;
pub mod choices;
pub mod clk;
pub mod clock;
pub mod header;
pub mod notes;
pub mod outcome;
pub mod pgn;
pub mod record;
pub mod summary;
pub mod time_control;
pub mod timed;

pub use header::{Flip, Header, given_name};
pub use notes::{Fork, Line, LineMove, MoveNotes, NoteError, Notes, Place};
pub use outcome::{DrawRules, GameResult, Outcome, Reason};
pub use record::{DrawAnswer, Game, GameError, GameVariant, NoClaim, NotesEditor, Ply};
pub use timed::{Claim, ClockStart, TimedGame};
