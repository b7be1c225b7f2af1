//! What an engine's evals say about a game, by lichess's own formulas, so that hotseat's
//! figures mean what lichess players already know: each position's winning chances, each
//! move's accuracy, each side's game accuracy and average centipawn loss, and the marks
//! (inaccuracy, mistake, blunder) of lichess's move advice.
//!
//! [`run`] has an engine search every position of a game and [`Judged`] makes sense of
//! each answer; [`stored`] keeps what was found, for the game's next review, and [`annotated`] reads back a
//! review written into a game's PGN; the rest is arithmetic over evals, with no engine and no words. The numbers are lichess's
//! (scalachess's `WinPercent`, lila's `AccuracyPercent`, `AccuracyCP` and `Advice`), and
//! the tests hold them to lichess's own test vectors.

mod accuracy;
mod advice;
mod annotated;
mod eval;
mod judged;
pub mod retro;
mod review;
pub mod run;
pub mod stored;

pub use accuracy::{average_centipawn_loss, game_accuracy, move_accuracy};
pub use advice::{Advice, Judgement, MateTurn};
pub use annotated::annotated;
pub use eval::{CP_CEILING, Eval, INITIAL_EVAL};
pub use judged::{Judged, LINE_PLIES};
pub use retro::Retro;
pub use review::{MoveReview, Review, SideReview};
pub use run::{DEFAULT_HASH, DEFAULT_NODES, DEFAULT_THREADS, Known, Run, Settings, judge, run};
pub use stored::{Analyses, Stored, run_keeping};

#[cfg(test)]
mod tests;
