//! The opening's name: its ECO code and name (`C65 Ruy Lopez: Berlin Defense`), from
//! lichess's chess-openings data set and by lichess's own method. The game's positions are
//! searched from the last back to the first, and the first one the book names is the
//! opening (the search here goes forward and keeps the last name found, which is the same):
//! positions, not move orders, so a transposition finds its name. As lichess does,
//! only the first [`SEARCH_MAX_PLIES`] positions are searched, and none from the first one
//! with fewer than [`SEARCH_MIN_PIECES`] pieces on; a game that does not begin at the
//! standard start (a FEN, Chess960) has no opening name.
//!
//! Pure, with the data built in: the data set's files are in `data/openings/`, and the
//! positions their lines reach are in a compact book generated from them beside them
//! (`data/openings/book.bin`, read by `book.rs`), with a hash index of their keys, so that
//! nothing is computed at start-up.

mod book;

use crate::rules::Position;

/// A game as the book reads it: its positions, the start first, and whether it is standard
/// chess (Chess960's games and the variants' have no opening name, as on lichess, even from
/// the standard array).
pub trait Played {
    /// The position after `plies` moves (0 is the start), if the game is that long.
    fn position_at(&self, plies: usize) -> Option<&Position>;

    /// Whether the game is standard chess: neither Chess960 nor a variant.
    fn is_standard(&self) -> bool;
}

/// A named opening, as the data set has it: names are in English, structured
/// `Family: Variation, Subvariation`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Opening {
    /// The ECO code: `C65`.
    pub eco: &'static str,
    /// The name: `Ruy Lopez: Berlin Defense`.
    pub name: &'static str,
}

/// The opening the book names at `position`, matched as lichess matches: piece placement,
/// side to move, castling rights, and the en passant square only when an en passant capture
/// is legal (the data set's `epd` column; hotseat's [`Position::repetition_key`]). The data
/// set's own check refuses two lines that reach one position, so a position has one name.
pub fn named(position: &Position) -> Option<Opening> {
    book::BOOK.find(position.repetition_key())
}

/// The last ply searched: lichess looks no further than the position after 40 plies.
pub const SEARCH_MAX_PLIES: usize = 40;

/// The fewest pieces a searched position has: lichess stops searching at the first position
/// with fewer.
pub const SEARCH_MIN_PIECES: u32 = 20;

/// The opening at every ply of a game, computed once, for showing the opening of the move
/// viewed: [`Openings::at`] is then a lookup.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Openings {
    /// The opening after `i` plies, up to the last ply searched.
    by_ply: Vec<Option<Opening>>,
}

impl Openings {
    /// The openings along a game given as its positions, the start first (`positions[i]` is
    /// the position after `i` plies).
    pub fn along<'a>(positions: impl IntoIterator<Item = &'a Position>) -> Openings {
        Openings {
            by_ply: running(positions).collect(),
        }
    }

    /// The openings along a game's moves; none in Chess960.
    pub fn of_game(game: &impl Played) -> Openings {
        Openings::along(positions(game))
    }

    /// The opening after `ply` plies (0 is the start, which has none): the last position the
    /// book names among the first `ply`. Past the last ply searched, it stays what it was
    /// there.
    pub fn at(&self, ply: usize) -> Option<Opening> {
        let last = self.by_ply.len().checked_sub(1)?;
        self.by_ply[ply.min(last)]
    }
}

/// The opening of a whole game: the last position the book names, as lichess classifies a
/// game; `None` when none is named, and in Chess960 and the variants.
pub fn of_game(game: &impl Played) -> Option<Opening> {
    running(positions(game)).last().flatten()
}

/// A game's positions, the start first; none in Chess960 and the variants, whose games have
/// no opening name even from the standard array.
fn positions(game: &impl Played) -> impl Iterator<Item = &Position> {
    let count = if game.is_standard() { usize::MAX } else { 0 };
    (0..count).map_while(|ply| game.position_at(ply))
}

/// The opening after each ply, the start first, up to the last ply searched: the last
/// position the book names so far. Nothing at all when the start is not the standard one.
fn running<'a>(
    positions: impl IntoIterator<Item = &'a Position>,
) -> impl Iterator<Item = Option<Opening>> {
    let mut positions = positions.into_iter();
    let standard = positions
        .next()
        .is_some_and(|start| start.repetition_key() == Position::startpos().repetition_key());
    let searched = positions
        .take(if standard { SEARCH_MAX_PLIES } else { 0 })
        .take_while(|position| position.occupied().count() >= SEARCH_MIN_PIECES);
    let after_moves = searched.scan(None, |opening, position| {
        *opening = named(position).or(*opening);
        Some(*opening)
    });
    standard.then_some(None).into_iter().chain(after_moves)
}

#[cfg(test)]
mod tests;
