//! The rules of chess, from bitboards up: pure, `std` only, no I/O and no clock reads.

pub mod attacks;
pub mod bitboard;
pub mod castling;
pub mod fen;
pub mod movegen;
pub mod perft;
pub mod position;
pub mod square;
pub mod variant;
mod variant_material;
mod variant_moves;
mod zobrist;

pub use bitboard::Bitboard;
pub use castling::CastlingObstacle;
pub use fen::FenError;
pub use movegen::MoveList;
pub use position::{Move, MoveKind, Position};
pub use square::{ByColor, CastlingSide, Color, File, Piece, Rank, Role, Square};
pub use variant::{Pockets, Variant, VariantEnding, VariantOutcome};
