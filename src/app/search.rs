//! A search the app asks of the layer that runs engines: what to search and how.

use crate::analysis::Settings as AnalysisSettings;
use crate::rules::{Move, Position};

/// The engine's search of the position after a move found: the game's start, the moves
/// up to the mistake and the move found, and how to search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchRequest {
    /// The game's start position.
    pub start: Position,
    /// The moves from there to the position to search, the move found last.
    pub moves: Vec<Move>,
    /// The engine and its nodes; `None` for those the session reviews games with.
    pub settings: Option<AnalysisSettings>,
}
