//! The parts of the app's state that each part of the screen shows, each with its own state
//! as the tabs of ratatui's demo are: the review (which position is shown, in the game or a
//! side line, how far the move list is scrolled, whether the charts are open), the popups (the help's scroll, a paste or a file the players are asked
//! about), and the hold (why the clocks stand still). The input line with what it could
//! become is [`crate::app::Typing`], in `input.rs`.

use std::path::{Path, PathBuf};

use crate::game::Place;
use crate::opening::Opening;
use crate::rules::{Move, Position};

/// Stepping through the game and its side lines, scrolling its moves, and the charts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Review {
    /// The place shown while stepping through the game or its side lines; `None` for the
    /// live game.
    pub(super) place: Option<Place>,
    /// The side line shown, worked out once when it is reached.
    pub(super) line: Option<SideLine>,
    /// How many rows the move list is scrolled back from the newest move.
    pub(super) scroll: usize,
    /// Whether the charts of the game are open.
    pub(super) charts: bool,
}

impl Review {
    /// The number of the game's own moves shown while stepping through the game; in a side
    /// line, those before the move its outermost line replaces. `None` for the live game.
    pub fn shown(&self) -> Option<usize> {
        let place = self.place.as_ref()?;
        Some(place.path.first().map_or(place.moves, |fork| fork.at))
    }

    /// The place shown, on the game's line or in a side line; `None` for the live game.
    pub fn place(&self) -> Option<&Place> {
        self.place.as_ref()
    }

    /// The side line shown, if one is.
    pub fn side_line(&self) -> Option<&SideLine> {
        self.line.as_ref()
    }

    /// How many rows the move list is scrolled back from the newest move.
    pub fn scroll(&self) -> usize {
        self.scroll
    }

    /// Whether the charts of the game are open.
    pub fn charts_open(&self) -> bool {
        self.charts
    }
}

/// A place in the side lines, as the screen shows it: the moves from the game's start to
/// it, the positions they pass through, and the opening they reach.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideLine {
    /// The moves from the game's start, the game's own first.
    pub moves: Vec<Move>,
    /// The start and the position after each move (one more than the moves).
    pub positions: Vec<Position>,
    /// The opening the line's positions name, as the game's would.
    pub opening: Option<Opening>,
}

impl SideLine {
    /// The position at the place.
    pub fn position(&self) -> Option<&Position> {
        self.positions.last()
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
