//! Moves and games as text: SAN in and out, PGN read and write. Pure: no I/O beyond the
//! readers and writers handed in.

pub mod pgn;
pub mod pgn_writer;
pub mod san;
