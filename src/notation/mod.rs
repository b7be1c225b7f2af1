//! Moves and games as text: SAN in and out, PGN read and write. Pure: no I/O beyond the
//! readers and writers handed in.

pub mod letters;
pub mod move_number;
pub mod pgn;
pub mod san;

pub use letters::Letters;
pub use move_number::MoveNumber;
