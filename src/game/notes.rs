//! What a game's record carries besides its moves: notes on moves (annotation glyphs and a
//! comment) and side lines (variations), nested as deep as they go. A variation replaces a
//! move: it is a line of legal moves from the position before that move, and its own moves
//! can have notes and variations in turn. Editing notes and variations never changes the
//! game's own moves.
//!
//! A position of the tree is a [`Place`]: so many moves into a line, the game's own line or a
//! variation reached by [`Fork`]s. Editing goes through
//! [`NotesEditor`](super::NotesEditor). Promoting a variation never touches
//! the game's own moves, in a game in progress and a finished or loaded one alike (they are
//! what was played): a variation of the game's moves becomes the first of the variations that
//! replace its move, and a variation inside a variation swaps places with the moves it
//! replaces, which become its first variation.

use std::borrow::Cow;

use thiserror::Error;

use crate::notation::pgn::Nag;
use crate::phrase;
use crate::rules::{Move, Position};
use crate::sentence::{Phrase, Sentence};

/// Why a note or a side line could not be edited. Nothing changes when one is returned.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NoteError {
    /// The place names no move: the start of a line, or a place the game does not have.
    NoMove,
    /// The move does not carry this glyph.
    NoNag(Nag),
    /// The move (or, at the start of a line, the line) has no comment.
    NoComment,
    /// A comment holds `}`, which would end it in PGN.
    BraceInComment,
    /// A comment of nothing but spaces.
    EmptyComment,
    /// The move is not legal in the position.
    IllegalMove,
    /// A side line replaces a move of the game, and there is none after the last one.
    AfterTheLastMove,
    /// The game's own moves cannot be deleted or promoted.
    GameLine,
    /// The variation is already the first of those that replace its move.
    AlreadyFirst,
}

impl Sentence for NoteError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            NoteError::NoMove => phrase!("note-no-move"),
            NoteError::NoNag(nag) => phrase!("note-no-nag", nag = nag.written()),
            NoteError::NoComment => phrase!("note-no-comment"),
            NoteError::BraceInComment => phrase!("note-brace"),
            NoteError::EmptyComment => phrase!("note-empty-comment"),
            NoteError::IllegalMove => phrase!("game-illegal-move"),
            NoteError::AfterTheLastMove => phrase!("line-after-last-move"),
            NoteError::GameLine => phrase!("line-game-moves"),
            NoteError::AlreadyFirst => phrase!("line-already-first"),
        }
    }
}

/// The notes of one move: its glyphs, its comment, and the variations that replace it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MoveNotes {
    nags: Vec<Nag>,
    comment: Option<String>,
    variations: Vec<Line>,
}

/// A comment without its commands (`[%name …]`), with the spaces around them closed up;
/// `None` when only commands (or nothing) are left.
pub fn readable(comment: &str) -> Option<Cow<'_, str>> {
    if !comment.contains("[%") {
        return (!comment.trim().is_empty()).then_some(Cow::Borrowed(comment));
    }
    let mut words = String::with_capacity(comment.len());
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        words.push_str(&rest[..start]);
        words.push(' ');
        rest = rest[start..]
            .find(']')
            .map_or("", |end| &rest[start + end + 1..]);
    }
    words.push_str(rest);
    let words = words.split_whitespace().collect::<Vec<_>>().join(" ");
    (!words.is_empty()).then_some(Cow::Owned(words))
}

/// The notes of a move that has none.
static NONE: MoveNotes = MoveNotes {
    nags: Vec::new(),
    comment: None,
    variations: Vec::new(),
};

impl MoveNotes {
    /// The move's glyphs, in the order given: at most one that judges the move (`$1` to
    /// `$9`), and any others as read.
    pub fn nags(&self) -> &[Nag] {
        &self.nags
    }

    /// The comment after the move: one paragraph, words separated by single spaces.
    pub fn comment(&self) -> Option<&str> {
        self.comment.as_deref()
    }

    /// The comment as a player reads it: without the commands other programs leave in it
    /// for themselves (`[%eval 0.31]`, lichess's arrows `[%cal Ge2e4]`); `None` when nothing
    /// else is left.
    pub fn words(&self) -> Option<Cow<'_, str>> {
        self.comment().and_then(readable)
    }

    /// The variations that replace the move, the first the most important.
    pub fn variations(&self) -> &[Line] {
        &self.variations
    }

    fn is_empty(&self) -> bool {
        self.nags.is_empty() && self.comment.is_none() && self.variations.is_empty()
    }

    /// Adds a glyph: one that judges the move replaces the one it had; others are added once.
    fn set_nag(&mut self, nag: Nag) {
        if nag.judges_the_move() {
            self.nags.retain(|had| !had.judges_the_move());
        } else if self.nags.contains(&nag) {
            return;
        }
        self.nags.push(nag);
    }
}

/// A variation: moves from the position before the move it replaces, with their notes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Line {
    preface: Option<String>,
    moves: Vec<LineMove>,
}

impl Line {
    /// The comment before the line's first move.
    pub fn preface(&self) -> Option<&str> {
        self.preface.as_deref()
    }

    /// The moves of the line, in order; never none.
    pub fn moves(&self) -> &[LineMove] {
        &self.moves
    }
}

/// A move of a variation, with its notes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineMove {
    /// The move, legal in the position before it.
    pub m: Move,
    notes: MoveNotes,
}

impl LineMove {
    /// Its glyphs, comment and the variations that replace it.
    pub fn notes(&self) -> &MoveNotes {
        &self.notes
    }
}

/// A turn from a line into one of its variations: the variation number `variation` (from 0)
/// of those that replace the line's move `at` (from 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fork {
    /// The move of the line the variation replaces.
    pub at: usize,
    /// Which of the variations that replace it.
    pub variation: usize,
}

/// A position in the game's tree of lines: after `moves` moves of a line, which is the
/// game's own line when `path` is empty, else the variation the forks of `path` reach from
/// the game's line inward. Past the start of its line, a place also names the move that
/// reached it (the move a note goes with).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Place {
    /// The turns from the game's line into the variation, outermost first.
    pub path: Vec<Fork>,
    /// The moves played along the line.
    pub moves: usize,
}

impl Place {
    /// The position after `moves` of the game's own moves.
    pub fn game(moves: usize) -> Place {
        Place {
            path: Vec::new(),
            moves,
        }
    }

    /// Whether the place is on the game's own line.
    pub fn is_game_line(&self) -> bool {
        self.path.is_empty()
    }

    /// The place after the first move of variation `variation` of those that replace the
    /// move after this place.
    pub fn enter(&self, variation: usize) -> Place {
        let mut path = self.path.clone();
        path.push(Fork {
            at: self.moves,
            variation,
        });
        Place { path, moves: 1 }
    }

    /// Where the variation of this place begins, on the line it branches from: the
    /// position before the move it replaces. `None` on the game's line.
    pub fn leave(&self) -> Option<Place> {
        let (fork, outer) = self.path.split_last()?;
        Some(Place {
            path: outer.to_vec(),
            moves: fork.at,
        })
    }

    /// One move back: along the line, and from a variation's first move to the position it
    /// branches from. `None` at the game's start.
    pub fn back(&self) -> Option<Place> {
        match self.moves {
            0 | 1 if !self.path.is_empty() => self.leave(),
            0 => None,
            moves => Some(Place {
                path: self.path.clone(),
                moves: moves - 1,
            }),
        }
    }
}

/// The notes and variations of a game: a comment before its first move, and the notes of
/// each of its moves (as far as any has some: `plies` never ends in a move without notes,
/// so that equal notes compare equal however they were made).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Notes {
    preface: Option<String>,
    plies: Vec<MoveNotes>,
}

impl Notes {
    /// The comment before the game's first move.
    pub fn preface(&self) -> Option<&str> {
        self.preface.as_deref()
    }

    /// The notes of the game's move `index` (0 is the first move), which may be none.
    pub fn of_ply(&self, index: usize) -> &MoveNotes {
        self.plies.get(index).unwrap_or(&NONE)
    }

    /// Whether there are no notes and no variations at all.
    pub fn is_empty(&self) -> bool {
        self.preface.is_none() && self.plies.is_empty()
    }

    /// Forgets everything, keeping allocated memory.
    pub(super) fn clear(&mut self) {
        self.preface = None;
        self.plies.clear();
    }

    /// Keeps the notes of the first `plies` moves (after a takeback).
    pub(super) fn truncate(&mut self, plies: usize) {
        self.plies.truncate(plies);
        self.trim();
    }

    fn trim(&mut self) {
        while self.plies.last().is_some_and(MoveNotes::is_empty) {
            self.plies.pop();
        }
    }

    /// The variation at the end of `path` (not empty), if the game has it.
    pub(super) fn variation(&self, path: &[Fork]) -> Option<&Line> {
        let (first, inner) = path.split_first()?;
        let mut line = self.plies.get(first.at)?.variations.get(first.variation)?;
        for fork in inner {
            line = line
                .moves
                .get(fork.at)?
                .notes
                .variations
                .get(fork.variation)?;
        }
        Some(line)
    }

    fn variation_mut(&mut self, path: &[Fork]) -> Option<&mut Line> {
        let (first, inner) = path.split_first()?;
        let mut line = self
            .plies
            .get_mut(first.at)?
            .variations
            .get_mut(first.variation)?;
        for fork in inner {
            line = line
                .moves
                .get_mut(fork.at)?
                .notes
                .variations
                .get_mut(fork.variation)?;
        }
        Some(line)
    }

    /// The position at `place`; `game` holds the positions of the game's own line, the start
    /// first.
    pub(super) fn position(&self, place: &Place, game: &[Position]) -> Option<Position> {
        let Some((first, inner)) = place.path.split_first() else {
            return game.get(place.moves).copied();
        };
        // The variation replaces a move of the game: there is a position after it.
        game.get(first.at + 1)?;
        let mut position = *game.get(first.at)?;
        let mut line = self.plies.get(first.at)?.variations.get(first.variation)?;
        for fork in inner {
            for before in line.moves.get(..fork.at)? {
                position.play_unchecked(before.m);
            }
            line = line
                .moves
                .get(fork.at)?
                .notes
                .variations
                .get(fork.variation)?;
        }
        for before in line.moves.get(..place.moves)? {
            position.play_unchecked(before.m);
        }
        Some(position)
    }

    /// How many moves the line of `place` has; `game` as for [`Notes::position`].
    pub(super) fn line_len(&self, place: &Place, game: &[Position]) -> Option<usize> {
        if place.path.is_empty() {
            return Some(game.len() - 1);
        }
        self.variation(&place.path).map(|line| line.moves.len())
    }

    /// The notes of the move that reached `place`; `game` as for [`Notes::position`].
    pub(super) fn at(&self, place: &Place, game: &[Position]) -> Option<&MoveNotes> {
        let index = place.moves.checked_sub(1)?;
        if place.path.is_empty() {
            return (index + 1 < game.len()).then(|| self.of_ply(index));
        }
        Some(&self.variation(&place.path)?.moves.get(index)?.notes)
    }

    /// The comment of the move that reached `place` (at the start of a line, the comment
    /// before its first move), if it has one.
    pub(super) fn comment(&self, place: &Place, game: &[Position]) -> Option<&str> {
        if place.moves > 0 {
            return self.at(place, game)?.comment();
        }
        if place.path.is_empty() {
            return self.preface();
        }
        self.variation(&place.path)?.preface()
    }

    /// The notes of the move that reached `place`, for editing.
    fn at_mut(&mut self, place: &Place, game: &[Position]) -> Result<&mut MoveNotes, NoteError> {
        let index = place.moves.checked_sub(1).ok_or(NoteError::NoMove)?;
        if place.path.is_empty() {
            if index + 1 >= game.len() {
                return Err(NoteError::NoMove);
            }
            if self.plies.len() <= index {
                self.plies.resize_with(index + 1, MoveNotes::default);
            }
            return Ok(&mut self.plies[index]);
        }
        let line = self.variation_mut(&place.path).ok_or(NoteError::NoMove)?;
        line.moves
            .get_mut(index)
            .map(|m| &mut m.notes)
            .ok_or(NoteError::NoMove)
    }

    /// Gives the move that reached `place` the glyph `nag`: a glyph that judges the move
    /// replaces the one it had, others are added.
    pub(super) fn set_nag(
        &mut self,
        place: &Place,
        nag: Nag,
        game: &[Position],
    ) -> Result<(), NoteError> {
        self.at_mut(place, game)?.set_nag(nag);
        Ok(())
    }

    /// Takes the glyph `nag` off the move that reached `place`.
    pub(super) fn clear_nag(
        &mut self,
        place: &Place,
        nag: Nag,
        game: &[Position],
    ) -> Result<(), NoteError> {
        let notes = self.at(place, game).ok_or(NoteError::NoMove)?;
        if !notes.nags.contains(&nag) {
            return Err(NoteError::NoNag(nag));
        }
        self.at_mut(place, game)?.nags.retain(|had| *had != nag);
        self.trim();
        Ok(())
    }

    /// The comment of the move that reached `place`, or at the start of a line the comment
    /// before its first move, for editing.
    fn comment_mut(
        &mut self,
        place: &Place,
        game: &[Position],
    ) -> Result<&mut Option<String>, NoteError> {
        if place.moves > 0 {
            return Ok(&mut self.at_mut(place, game)?.comment);
        }
        if place.path.is_empty() {
            return Ok(&mut self.preface);
        }
        let line = self.variation_mut(&place.path).ok_or(NoteError::NoMove)?;
        Ok(&mut line.preface)
    }

    /// Sets the comment of the move that reached `place` (at the start of a line, the comment
    /// before its first move), replacing any: one paragraph, its white space made single
    /// spaces.
    pub(super) fn set_comment(
        &mut self,
        place: &Place,
        text: &str,
        game: &[Position],
    ) -> Result<(), NoteError> {
        if text.contains('}') {
            return Err(NoteError::BraceInComment);
        }
        let words: Vec<&str> = text.split_whitespace().collect();
        if words.is_empty() {
            return Err(NoteError::EmptyComment);
        }
        *self.comment_mut(place, game)? = Some(words.join(" "));
        Ok(())
    }

    /// Removes the comment of the move that reached `place` (at the start of a line, the one
    /// before its first move).
    pub(super) fn clear_comment(
        &mut self,
        place: &Place,
        game: &[Position],
    ) -> Result<(), NoteError> {
        let had = self.comment_has(place, game)?;
        if !had {
            return Err(NoteError::NoComment);
        }
        *self.comment_mut(place, game)? = None;
        self.trim();
        Ok(())
    }

    fn comment_has(&self, place: &Place, game: &[Position]) -> Result<bool, NoteError> {
        if place.moves > 0 {
            let notes = self.at(place, game).ok_or(NoteError::NoMove)?;
            return Ok(notes.comment.is_some());
        }
        if place.path.is_empty() {
            return Ok(self.preface.is_some());
        }
        let line = self.variation(&place.path).ok_or(NoteError::NoMove)?;
        Ok(line.preface.is_some())
    }

    /// Plays `m` from `place`, whose position is `position`, and returns the place after it:
    /// along the line when it is the line's next move (or the first move of one of the
    /// variations there), at the end of a variation extending it, else in a new variation
    /// that replaces the line's next move. The game's own line is never extended.
    pub(super) fn play(
        &mut self,
        place: &Place,
        position: &Position,
        m: Move,
        game: &[Position],
    ) -> Result<Place, NoteError> {
        if !position.is_legal(m) {
            return Err(NoteError::IllegalMove);
        }
        // The start of a variation is the position it branches from: a move there is one of
        // the moves that replace the move it replaces, as PGN reads it.
        if place.moves == 0
            && let Some(outer) = place.leave()
        {
            return self.play(&outer, position, m, game);
        }
        let index = place.moves;
        let alternatives = if place.path.is_empty() {
            let next = game.get(index + 1).ok_or(NoteError::AfterTheLastMove)?;
            let mut after = *position;
            after.play_unchecked(m);
            if after == *next {
                return Ok(Place::game(index + 1));
            }
            if self.plies.len() <= index {
                self.plies.resize_with(index + 1, MoveNotes::default);
            }
            &mut self.plies[index].variations
        } else {
            let line = self.variation_mut(&place.path).ok_or(NoteError::NoMove)?;
            if index >= line.moves.len() {
                line.moves.push(LineMove {
                    m,
                    notes: MoveNotes::default(),
                });
                return Ok(Place {
                    path: place.path.clone(),
                    moves: index + 1,
                });
            }
            if line.moves[index].m == m {
                return Ok(Place {
                    path: place.path.clone(),
                    moves: index + 1,
                });
            }
            &mut line.moves[index].notes.variations
        };
        let variation = match alternatives.iter().position(|line| line.moves[0].m == m) {
            Some(existing) => existing,
            None => {
                alternatives.push(Line {
                    preface: None,
                    moves: vec![LineMove {
                        m,
                        notes: MoveNotes::default(),
                    }],
                });
                alternatives.len() - 1
            }
        };
        Ok(place.enter(variation))
    }

    /// Deletes the variation of `place`, with everything in it, and returns where it
    /// branched from.
    pub(super) fn delete(&mut self, place: &Place) -> Result<Place, NoteError> {
        let (fork, outer) = place.path.split_last().ok_or(NoteError::GameLine)?;
        self.variation(&place.path).ok_or(NoteError::NoMove)?;
        self.alternatives_mut(outer, fork.at)?
            .remove(fork.variation);
        self.trim();
        place.leave().ok_or(NoteError::GameLine)
    }

    /// The variations that replace move `at` of the line `path` leads to.
    fn alternatives_mut(&mut self, path: &[Fork], at: usize) -> Result<&mut Vec<Line>, NoteError> {
        let notes = if path.is_empty() {
            self.plies.get_mut(at)
        } else {
            self.variation_mut(path)
                .and_then(|line| line.moves.get_mut(at))
                .map(|m| &mut m.notes)
        };
        notes
            .map(|notes| &mut notes.variations)
            .ok_or(NoteError::NoMove)
    }

    /// Promotes the variation of `place` (see the module's documentation) and returns where
    /// the move of `place` is then.
    pub(super) fn promote(&mut self, place: &Place) -> Result<Place, NoteError> {
        let (fork, outer) = place.path.split_last().ok_or(NoteError::GameLine)?;
        self.variation(&place.path).ok_or(NoteError::NoMove)?;
        if outer.is_empty() {
            if fork.variation == 0 {
                return Err(NoteError::AlreadyFirst);
            }
            let alternatives = self.alternatives_mut(outer, fork.at)?;
            let line = alternatives.remove(fork.variation);
            alternatives.insert(0, line);
            let mut path = place.path.clone();
            path[0].variation = 0;
            return Ok(Place {
                path,
                moves: place.moves,
            });
        }
        let parent = self.variation_mut(outer).ok_or(NoteError::NoMove)?;
        let mut promoted = parent.moves[fork.at]
            .notes
            .variations
            .remove(fork.variation);
        let mut replaced = parent.moves.split_off(fork.at);
        let mut alternatives = vec![];
        let siblings = std::mem::take(&mut replaced[0].notes.variations);
        let inner = std::mem::take(&mut promoted.moves[0].notes.variations);
        alternatives.push(Line {
            preface: None,
            moves: replaced,
        });
        alternatives.extend(siblings);
        alternatives.extend(inner);
        // The comment before the promoted moves now stands between two moves of the line:
        // after the move before them, as PGN reads it.
        if let Some(preface) = promoted.preface.take() {
            let slot = match parent.moves.last_mut() {
                Some(before) => &mut before.notes.comment,
                None => &mut parent.preface,
            };
            *slot = Some(match slot.take() {
                Some(had) => format!("{had} {preface}"),
                None => preface,
            });
        }
        promoted.moves[0].notes.variations = alternatives;
        parent.moves.extend(promoted.moves);
        Ok(Place {
            path: outer.to_vec(),
            moves: fork.at + place.moves,
        })
    }
}

#[cfg(test)]
mod tests;
