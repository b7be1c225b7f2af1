//! Why an engine could not be asked: one sentence for each way it fails.

use std::io;
use std::path::PathBuf;
use std::time::Duration;

use crate::phrase;
use crate::rules::Variant;
use crate::rules::fen::variant_name;
use crate::sentence::{Phrase, Sentence};

/// What went wrong with the engine.
#[derive(Debug)]
pub enum EngineError {
    /// There is no program at the path.
    NotFound {
        /// The path tried.
        path: PathBuf,
    },
    /// The program is there but the system would not start it.
    CannotStart {
        /// The path tried.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The program started but never said `uciok`: it is no UCI engine.
    NotUci {
        /// The program's path.
        path: PathBuf,
    },
    /// The engine ended in the middle of the conversation.
    Crashed {
        /// The engine's name (or path).
        name: String,
        /// Its exit status, when it exited rather than being killed.
        status: Option<i32>,
    },
    /// The engine's search ended without a score.
    NoScore {
        /// The engine's name (or path).
        name: String,
    },
    /// The engine's best move is not a move of the position.
    IllegalMove {
        /// The engine's name (or path).
        name: String,
        /// The move as the engine wrote it.
        best: String,
    },
    /// The engine did not answer in time.
    Hung {
        /// The engine's name (or path).
        name: String,
        /// How long it was waited for.
        waited: Duration,
    },
    /// The engine plays only standard chess: it lists no `UCI_Variant` option holding the
    /// variant of the game (Stockfish's case).
    NoVariant {
        /// The engine's name (or path).
        name: String,
        /// The game's variant.
        variant: Variant,
    },
}

impl Sentence for EngineError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            EngineError::NotFound { path } => {
                phrase!("engine-not-found", path = path.display().to_string())
            }
            EngineError::CannotStart { path, source } => phrase!(
                "engine-cannot-start",
                path = path.display().to_string(),
                reason = source.phrase()
            ),
            EngineError::NotUci { path } => {
                phrase!("engine-not-uci", path = path.display().to_string())
            }
            EngineError::Crashed { name, status } => match status {
                Some(status) => phrase!(
                    "engine-exited",
                    name = name.as_str(),
                    status = status.to_string()
                ),
                None => phrase!("engine-crashed", name = name.as_str()),
            },
            EngineError::NoScore { name } => phrase!("engine-no-score", name = name.as_str()),
            EngineError::IllegalMove { name, best } => {
                phrase!(
                    "engine-illegal-move",
                    name = name.as_str(),
                    best = best.as_str()
                )
            }
            EngineError::Hung { name, waited } => {
                phrase!("engine-hung", name = name.as_str(), waited = *waited)
            }
            EngineError::NoVariant { name, variant } => phrase!(
                "engine-no-variant",
                name = name.as_str(),
                variant = variant_name(*variant)
            ),
        }
    }
}

impl std::error::Error for EngineError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            EngineError::CannotStart { source, .. } => Some(source),
            _ => None,
        }
    }
}
