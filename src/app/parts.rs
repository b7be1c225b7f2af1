//! The parts of the app's state that each part of the screen shows, each with its own state
//! as the tabs of ratatui's demo are: the review (which position is shown, how far the move
//! list is scrolled), the popups (the help's scroll, a paste or a file the players are asked
//! about), and the hold (why the clocks stand still). The input line with what it could
//! become is [`super::Typing`], in `input.rs`.

use std::path::{Path, PathBuf};

/// Stepping through the game and scrolling its moves.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Review {
    /// The number of moves shown while stepping through the game; `None` for the live game.
    pub(super) shown: Option<usize>,
    /// How many rows the move list is scrolled back from the newest move.
    pub(super) scroll: usize,
}

impl Review {
    /// The number of moves shown while stepping through the game; `None` for the live game.
    pub fn shown(&self) -> Option<usize> {
        self.shown
    }

    /// How many rows the move list is scrolled back from the newest move.
    pub fn scroll(&self) -> usize {
        self.scroll
    }
}

/// What the popups hold besides the mode they are open in ([`super::Mode`]): how far the
/// help is scrolled, and what a question asks about.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Popups {
    /// How far the help is scrolled, in rows.
    pub(super) help_scroll: usize,
    /// The moves of a paste, while the players are asked ([`super::Question::PlayPasted`]).
    pub(super) pasted: Vec<String>,
    /// The file a save would replace, while the players are asked
    /// ([`super::Question::Replace`]).
    pub(super) replace: Option<PathBuf>,
    /// Whether the promotion waiting in the picker offers a draw with it (`draw e8`).
    pub(super) promotion_offers_draw: bool,
}

impl Popups {
    /// How far the help is scrolled, in rows.
    pub fn help_scroll(&self) -> usize {
        self.help_scroll
    }

    /// The moves of a paste waiting for the players' yes.
    pub fn pasted_moves(&self) -> &[String] {
        &self.pasted
    }

    /// The file a save would replace, while the players are asked.
    pub fn file_to_replace(&self) -> Option<&Path> {
        self.replace.as_deref()
    }
}

/// Why both clocks stand still while the game goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Hold {
    /// The players paused the game (`pause`); it is kept so with the game.
    Paused,
    /// The program is stopped (Ctrl-Z) until it runs again.
    Suspended,
    /// The terminal is too small to show the game.
    TooSmall,
    /// A page between games is open over the game: the new-game form, the library, the
    /// board editor.
    Away,
}
