//! Looking back at the game: stepping through its moves and its side lines, moves played
//! from a position viewed (which go into side lines, never into the game), the notes given
//! to the move viewed (`nag`, `comment`), side lines deleted, promoted and left, the charts,
//! and `copy`.

use super::parts::SideLine;
use super::{GamePage, Mode};
use crate::app::event::{Clip, Event, Info, NotedMove, Refusal};
use crate::app::message::Step;
use crate::app::page::Context;
use crate::game::{NoteError, Place};
use crate::notation::MoveNumber;
use crate::notation::pgn::Nag;
use crate::notation::san::San;
use crate::opening::Openings;
use crate::rules::{Move, Position, fen};
use crate::vocabulary::{self, Meaning};

/// What `copy` puts on the clipboard, as the word after it names it (`[copy]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Copied {
    /// The game's PGN: `copy` alone, or `copy pgn`.
    Game,
    /// The FEN of the position viewed: `copy fen`.
    Position,
}

impl Meaning for Copied {
    const TABLE: &'static str = "copy";
    const ALL: &'static [Copied] = &[Copied::Game, Copied::Position];

    fn key(self) -> &'static str {
        match self {
            Copied::Game => "game",
            Copied::Position => "position",
        }
    }
}

/// Where stepping through the game has got to, as the players are shown it: the move viewed,
/// its notes, and the side lines around it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reviewing {
    /// The number of the game's own moves that lead to the position shown (in a side line,
    /// those before the move its outermost line replaces).
    pub shown: usize,
    /// The number of moves of the game.
    pub total: usize,
    /// The last of the game's moves shown, numbered, unless the start is shown.
    pub last: Option<(MoveNumber, San)>,
    /// The comment of the move viewed.
    pub comment: Option<String>,
    /// The glyphs of the move viewed.
    pub nags: Vec<Nag>,
    /// The first moves of the side lines that go on from the position viewed.
    pub lines_here: Vec<(MoveNumber, San)>,
    /// The moves of the side line viewed, from the move it replaces on.
    pub side_line: Option<Vec<(MoveNumber, San)>>,
}

impl GamePage {
    /// Where stepping through the game has got to; `None` for the live game.
    pub fn review_line(&self) -> Option<Reviewing> {
        let shown = self.review.shown()?;
        let game = self.game();
        let place = self.place_shown();
        let position = *self.shown_position();
        let notes = game.notes_at(&place);
        let lines_here = game
            .forward(&place)
            .and_then(|next| game.notes_at(&next))
            .map(|notes| {
                notes
                    .variations()
                    .iter()
                    .filter_map(|line| line.moves().first())
                    .map(|first| {
                        (
                            MoveNumber::of(&position),
                            San::from_move(&position, first.m),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default();
        let side_line = self.review.side_line().map(|line| {
            let from = place.path.first().map_or(0, |fork| fork.at);
            line.positions
                .iter()
                .zip(&line.moves)
                .skip(from)
                .map(|(before, &m)| (MoveNumber::of(before), San::from_move(before, m)))
                .collect()
        });
        let last = shown.checked_sub(1).and_then(|index| {
            let san = *self.sans().get(index)?;
            Some((MoveNumber::of_ply(game.start(), index), san))
        });
        Some(Reviewing {
            shown,
            total: self.sans().len(),
            last,
            comment: notes.and_then(|notes| notes.words()).map(String::from),
            nags: notes.map(|notes| notes.nags().to_vec()).unwrap_or_default(),
            lines_here,
            side_line,
        })
    }

    /// Shows `place` (`None`: the live game). A place on the game's line at its last move is
    /// the live game. A notice about what was shown before goes, and so does a piece picked
    /// up; the charts close when the live game, still going, is shown again.
    pub(super) fn show(&mut self, place: Option<Place>, cx: &mut Context) {
        let end = self.game().plies().len();
        let place = place.filter(|place| !(place.is_game_line() && place.moves >= end));
        if place != self.review.place {
            cx.notice = None;
            self.put_back();
        }
        self.review.line = place
            .as_ref()
            .filter(|place| !place.is_game_line())
            .and_then(|place| self.side_line(place));
        if place.as_ref().is_some_and(|place| !place.is_game_line()) && self.review.line.is_none() {
            // A place the game does not have: the live game instead.
            return self.show(None, cx);
        }
        if place.is_none() && self.outcome.is_none() {
            self.review.charts = false;
        }
        if place != self.review.place {
            cx.events.push(Event::Shown);
        }
        self.review.place = place;
        self.refresh_completions();
    }

    /// The side line at `place`, worked out from the game's start.
    fn side_line(&self, place: &Place) -> Option<SideLine> {
        let game = self.game();
        let moves = game.moves_to(place)?;
        let mut positions = Vec::with_capacity(moves.len() + 1);
        let mut position = *game.start();
        positions.push(position);
        for &m in &moves {
            position.play_unchecked(m);
            positions.push(position);
        }
        let opening = if game.is_standard() {
            Openings::along(&positions).at(moves.len())
        } else {
            None
        };
        Some(SideLine {
            moves,
            positions,
            opening,
        })
    }

    /// The place of the position shown: the one viewed, or the live game's.
    pub(super) fn place_shown(&self) -> Place {
        self.review
            .place
            .clone()
            .unwrap_or_else(|| Place::game(self.game().plies().len()))
    }

    /// A step through the game: one move back or on along the line shown (back out of a side
    /// line at its first move, on to the live game at the game's last move), to the start, or
    /// to the live game. Nothing changes where there is no step to take.
    pub(in crate::app) fn step(&mut self, step: Step, cx: &mut Context) {
        let place = self.place_shown();
        let next = match step {
            Step::Back => place.back(),
            Step::On => self.game().forward(&place),
            Step::Start => Some(Place::game(0)),
            Step::End => return self.show(None, cx),
        };
        if let Some(next) = next {
            self.show(Some(next), cx);
        }
    }

    /// The position moves are entered in: the one viewed, or the live game's.
    pub(super) fn entry_position(&self) -> Position {
        *self.shown_position()
    }

    /// A move entered while a position before the live one is viewed: it goes into the side
    /// lines (along the line when it is the line's next move), and the place after it is
    /// shown. The game's own moves never change.
    pub(super) fn play_in_review(&mut self, place: Place, m: Move, cx: &mut Context) {
        if self.read_only {
            return cx.refuse(Refusal::ReadOnly);
        }
        let before = self.game().notes().clone();
        match self.timed.edit_notes().play_line(&place, m) {
            Ok(after) => {
                self.typing.line.clear();
                self.show(Some(after), cx);
                // The board and the review line show where the move went.
                if &before != self.game().notes() {
                    cx.events.push(Event::NotesChanged);
                }
            }
            Err(error) => cx.refuse(Refusal::Note(error)),
        }
    }

    /// The move a note goes with: the one that reached the position viewed (at the start of
    /// a line, the line itself, for a comment).
    fn noted_move(&self, place: &Place) -> Option<NotedMove> {
        let line = self.review.line.as_ref();
        let (before, m) = match line {
            Some(line) => {
                let index = line.moves.len().checked_sub(1)?;
                (line.positions.get(index)?, *line.moves.get(index)?)
            }
            None => {
                let index = place.moves.checked_sub(1)?;
                (
                    self.game().position_at(index)?,
                    self.game().plies().get(index)?.m,
                )
            }
        };
        Some(NotedMove {
            number: MoveNumber::of(before),
            san: San::from_move(before, m),
        })
    }

    /// `nag GLYPH`: the move viewed gets the glyph (a move mark replaces the one it had);
    /// `nag` alone takes its glyphs off.
    pub(super) fn give_nag(&mut self, text: Option<&str>, cx: &mut Context) {
        let place = self.place_shown();
        let Some(noted) = self.noted_move(&place) else {
            return cx.refuse(Refusal::Note(NoteError::NoMove));
        };
        let Some(text) = text else {
            let had: Vec<Nag> = self
                .game()
                .notes_at(&place)
                .map(|notes| notes.nags().to_vec())
                .unwrap_or_default();
            if had.is_empty() {
                return cx.refuse(Refusal::NoGlyphs);
            }
            for nag in had {
                if let Err(error) = self.timed.edit_notes().clear_nag(&place, nag) {
                    return cx.refuse(Refusal::Note(error));
                }
            }
            cx.events.push(Event::NotesChanged);
            return cx.tell(Info::NagsCleared(noted));
        };
        let Some(nag) = Nag::read(text) else {
            return cx.refuse(Refusal::UnknownNag(text.to_string()));
        };
        match self.timed.edit_notes().set_nag(&place, nag) {
            Ok(()) => {
                cx.events.push(Event::NotesChanged);
                cx.tell(Info::NagGiven(noted, nag));
            }
            Err(error) => cx.refuse(Refusal::Note(error)),
        }
    }

    /// `comment TEXT`: the move viewed gets the comment, in place of any (before the first
    /// move, the game or the side line gets it); `comment` alone takes it off.
    pub(super) fn give_comment(&mut self, text: Option<&str>, cx: &mut Context) {
        let place = self.place_shown();
        let noted = self.noted_move(&place);
        let mut notes = self.timed.edit_notes();
        let edited = match text {
            Some(text) => notes.set_comment(&place, text),
            None => notes.clear_comment(&place),
        };
        match edited {
            Ok(()) => {
                cx.events.push(Event::NotesChanged);
                cx.tell(match text {
                    Some(_) => Info::Commented(noted),
                    None => Info::CommentCleared(noted),
                });
            }
            Err(error) => cx.refuse(Refusal::Note(error)),
        }
    }

    /// `delete`: the side line viewed goes, with all it holds, and the position it branched
    /// from is shown.
    pub(super) fn delete_line(&mut self, cx: &mut Context) {
        let place = self.place_shown();
        match self.timed.edit_notes().delete_line(&place) {
            Ok(back) => {
                self.show(Some(back), cx);
                cx.events.push(Event::NotesChanged);
                cx.tell(Info::LineDeleted);
            }
            Err(error) => cx.refuse(Refusal::Note(error)),
        }
    }

    /// `promote`: the side line viewed goes before the moves it replaces (see
    /// [`crate::game::notes`]); the same move stays in view.
    pub(super) fn promote_line(&mut self, cx: &mut Context) {
        let place = self.place_shown();
        match self.timed.edit_notes().promote_line(&place) {
            Ok(moved) => {
                self.show(Some(moved), cx);
                cx.events.push(Event::NotesChanged);
                cx.tell(Info::LinePromoted);
            }
            Err(error) => cx.refuse(Refusal::Note(error)),
        }
    }

    /// `leave`: from a side line back to the position it branched from.
    pub(super) fn leave_line(&mut self, cx: &mut Context) {
        match self.place_shown().leave() {
            Some(outer) => self.show(Some(outer), cx),
            None => cx.refuse(Refusal::NotInSideLine),
        }
    }

    /// `charts`: the charts open, or close again. They open in review, and once the game is
    /// over; not over a game going on.
    pub(super) fn toggle_charts(&mut self, cx: &mut Context) {
        if self.review.charts {
            self.review.charts = false;
        } else if self.review.place.is_some() || self.outcome.is_some() {
            self.review.charts = true;
            cx.notice = None;
            self.mode = Mode::Play;
        } else {
            cx.refuse(Refusal::ChartsNotNow);
        }
    }

    /// `copy` (the game's PGN) or `copy fen` (the position viewed): the terminal layer puts
    /// it on the clipboard and says how it went ([`crate::app::Message::Copied`]).
    pub(super) fn copy(&mut self, what: Option<&str>, cx: &mut Context) {
        let clip = match what.map(|what| (what, vocabulary::read(what))) {
            None | Some((_, Some(Copied::Game))) => Clip::Game,
            Some((_, Some(Copied::Position))) => Clip::Position(fen::write(self.shown_position())),
            Some((other, None)) => return cx.refuse(Refusal::CopyWhat(other.to_lowercase())),
        };
        cx.events.push(Event::CopyDue(clip));
    }

    /// Each side's clock at the move viewed, while one is (in a side line, at the move it
    /// replaces): as the game recorded them. `None` for the live game, whose clocks run, and
    /// for a game that recorded no times (one from a file without them).
    pub fn shown_clocks(&self) -> Option<crate::rules::ByColor<std::time::Duration>> {
        self.shown_clock_state().map(|state| state.remaining)
    }

    /// The whole clock as it stood after the move viewed ([`GamePage::shown_clocks`]), with
    /// the moves each side had made of a Canadian byo-yomi period.
    pub fn shown_clock_state(&self) -> Option<crate::game::clock::ClockState> {
        let shown = self.review.shown()?;
        let plies = self.game().plies();
        let kept = plies.is_empty()
            || plies
                .iter()
                .any(|ply| ply.clock.is_some() || ply.spent.is_some());
        kept.then(|| self.timed.clock_state_after(shown)).flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_names_what_copy_copies() {
        vocabulary::assert_complete::<Copied>();
    }
}
