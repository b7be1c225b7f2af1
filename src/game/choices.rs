//! What players choose for a new game, read as they type it, on the command line, in the
//! config file or in the new-game form: a player's name and a Chess960 start's number, each
//! refused with a sentence that says why.

use crate::phrase;
use crate::sentence::{Phrase, Sentence};
use crate::text::is_invisible;

/// Why a player's name was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    /// Nothing but blanks.
    Empty,
    /// Control characters, or characters that turn text around.
    Invisible,
    /// Longer than [`MAX_NAME_CHARS`].
    TooLong,
}

impl Sentence for NameError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            NameError::Empty => phrase!("name-empty"),
            NameError::Invisible => phrase!("name-invisible"),
            NameError::TooLong => phrase!("name-too-long", max = MAX_NAME_CHARS),
        }
    }
}

/// The longest name a player may have, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// A player's name: printable, not empty, at most [`MAX_NAME_CHARS`] characters.
pub fn read_name(text: &str) -> Result<String, NameError> {
    let name = text.trim();
    if name.is_empty() {
        return Err(NameError::Empty);
    }
    if name.chars().any(is_invisible) {
        return Err(NameError::Invisible);
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(NameError::TooLong);
    }
    Ok(name.to_string())
}

/// A Chess960 start position number that is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct Chess960NumberError(pub String);

impl Sentence for Chess960NumberError {
    fn phrase(&self) -> Phrase<'_> {
        phrase!("chess960-number-error", text = &self.0)
    }
}

/// A Chess960 start position number, 0 to 959.
pub fn read_chess960_number(text: &str) -> Result<u16, Chess960NumberError> {
    text.trim()
        .parse::<u16>()
        .ok()
        .filter(|&n| n < 960)
        .ok_or_else(|| Chess960NumberError(text.to_string()))
}
