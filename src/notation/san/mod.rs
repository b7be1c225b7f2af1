//! Standard algebraic notation: [`San`], a move as a value, written and read in one place,
//! and the lenient reading of what players type (and what PGN files contain).
//!
//! The reader accepts strict SAN and the forms people actually type — over-specified SAN
//! (`Ng1f3`), a missing `x`, missing or wrong `+`/`#`, `0-0` and `o-o`, `e8Q` and `e8q`, a
//! trailing `e.p.`, coordinates (`e2e4`, `e2-e4`, `e7e8q`, `Ng1-f3`), Russian piece letters
//! (Кр Ф Л С К), figurines (♘f3), caps lock (`E4`, `NF3`) and lowercase piece letters when
//! that reading is the only one. It never guesses: when two readings are legal, the answer
//! names both, and a piece named is never read as another (`Bxc4` is a bishop, whatever else
//! could take on c4).
//!
//! Two readers share it. [`parse`] reads what PGN files hold as other programs do, an `x`
//! onto an empty square included. [`parse_typed`] reads what a player types, pastes or
//! points at, and holds the text to its `x`: a capture mark onto an empty square is refused,
//! and [`suggestion`] offers the move without it. [`completions`] and [`spells`] follow the
//! typed reading, so that what the candidates offer, Enter plays.
//!
//! The parts, each importing only those before it: `value.rs` ([`San`], its writer with the
//! one rule of disambiguation, and [`Display`](std::fmt::Display) in either language's
//! letters), `strict.rs` (strict SAN read into a [`San`] without allocating), `error.rs`,
//! `lenient.rs` (every other form, as patterns of a move), `typed.rs` (typed text as the
//! matchers compare it), `refusal.rs` (why a move cannot be played), `read.rs` (a text read
//! for a position), `suggest.rs` (keyboard slips) and `complete.rs` (completion). The move
//! generation the refusals need is the rules' own
//! ([`Position::castle`](crate::rules::Position::castle),
//! [`Position::pseudo_legal_origins`](crate::rules::Position::pseudo_legal_origins)).

mod complete;
mod error;
mod lenient;
mod read;
mod refusal;
mod strict;
mod suggest;
#[cfg(test)]
mod tests;
mod typed;
mod value;

pub use complete::{Completion, Settled, completions, follows_move, settled, spells};
pub use error::{SanError, Unreadable};
pub use read::{parse, parse_typed};
pub use suggest::{Slip, Suggestion, suggestion};
pub use value::{InLetters, San, SanKind, Suffix};
