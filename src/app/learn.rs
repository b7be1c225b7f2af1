//! Learn from your mistakes: a page over the game where one side's player finds better moves
//! in the positions before its mistakes, as on lichess. The exercises and the verdicts are
//! [`Retro`]'s; this page holds the position in front, the line a move is typed on, a piece
//! pointed at with the mouse or the board cursor, and the engine's search of a move found,
//! which goes out as [`Event::SearchDue`] and comes back as [`super::Message::Searched`]
//! while the screen stays live (Esc gives it up: [`Event::SearchGivenUp`]).

use super::board_cursor;
use super::event::{Event, Failure, Refusal};
use super::input::InputLine;
use super::key::Key;
use super::message::{Pointer, Target};
use super::search::SearchRequest;
use crate::analysis::retro::{Retro, State, Tried, Wrong};
use crate::analysis::{Eval, Review, Settings as AnalysisSettings};
use crate::i18n::{Lang, score_line, screen_san, side_key};
use crate::notation::MoveNumber;
use crate::notation::san::{self, San};
use crate::rules::{Color, Move, Position, Square};
use crate::tr;
use crate::vocabulary::{self, Meaning};

/// A word of the page's line (`[learn]` of the files of words), beside the moves tried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LearnWord {
    /// The best move is shown, with its line.
    Solution,
    /// On to the next mistake without this one.
    Skip,
    /// On to the next mistake, this one done.
    Next,
    /// Every mistake again from the first.
    Again,
    /// Back to the game.
    Back,
}

impl Meaning for LearnWord {
    const TABLE: &'static str = "learn";
    const ALL: &'static [LearnWord] = &[
        LearnWord::Solution,
        LearnWord::Skip,
        LearnWord::Next,
        LearnWord::Again,
        LearnWord::Back,
    ];

    fn key(self) -> &'static str {
        match self {
            LearnWord::Solution => "solution",
            LearnWord::Skip => "skip",
            LearnWord::Next => "next",
            LearnWord::Again => "again",
            LearnWord::Back => "back",
        }
    }
}

/// What a key, a line or the mouse on the page leads to: the page stays or is left, or
/// what was asked is refused, with why.
pub(super) type Step = Result<Leave, Refusal>;

/// Whether the page stays in front.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Leave {
    /// It stays.
    Stay,
    /// Back to the game.
    Back,
}

/// The page: one side's mistakes in a game, and the player's way through them.
#[derive(Debug, Clone, PartialEq)]
pub struct Learn {
    retro: Retro,
    start: Position,
    moves: Vec<Move>,
    settings: Option<AnalysisSettings>,
    line: InputLine,
    /// The square of a piece picked up with the mouse or the board cursor.
    picked: Option<Square>,
    /// The board cursor, while it is on.
    cursor: Option<Square>,
}

impl Learn {
    /// The page for `side`'s mistakes in the game from `start` with `moves`, whose review is
    /// `review`; a move found is searched with `settings` (those the review was searched
    /// with, so that the figures compare; `None` for those the session reviews games with).
    pub fn new(
        side: Color,
        start: Position,
        moves: Vec<Move>,
        review: &Review,
        settings: Option<AnalysisSettings>,
    ) -> Learn {
        let mut position = start;
        let sans: Vec<San> = moves
            .iter()
            .map(|&m| {
                let san = San::from_move(&position, m);
                position.play_unchecked(m);
                san
            })
            .collect();
        Learn {
            retro: Retro::new(side, &sans, review),
            start,
            moves,
            settings,
            line: InputLine::default(),
            picked: None,
            cursor: None,
        }
    }

    /// The exercises and where the player is among them.
    pub fn retro(&self) -> &Retro {
        &self.retro
    }

    /// The position of the exercise in front (the last one's at the end, the start's when
    /// there is none).
    pub fn position(&self) -> Position {
        let ply = match self.retro.current() {
            Some(exercise) => exercise.ply,
            None => self.retro.exercises().last().map_or(0, |e| e.ply),
        };
        let mut position = self.start;
        for &m in &self.moves[..ply.min(self.moves.len())] {
            position.play_unchecked(m);
        }
        position
    }

    /// The number of the move of the exercise in front, as a game counts its moves.
    pub fn move_number(&self) -> Option<MoveNumber> {
        let exercise = self.retro.current()?;
        Some(MoveNumber::of_ply(&self.start, exercise.ply))
    }

    /// The line a move is typed on.
    pub fn input(&self) -> &InputLine {
        &self.line
    }

    /// The square of the piece picked up, if one is.
    pub fn picked(&self) -> Option<Square> {
        self.picked
    }

    /// The board cursor, while it is on.
    pub fn cursor(&self) -> Option<Square> {
        self.cursor
    }

    /// The page's title in `lang`: whose mistakes, and which of how many is in front.
    pub fn title(&self, lang: Lang) -> String {
        let (at, total) = self.retro.progress();
        tr!(
            lang,
            "learn-title",
            side = side_key(self.retro.side()),
            at = at,
            total = total
        )
    }

    /// What the page says of where the player is, in `lang`, a sentence a line: the move
    /// played and the task, how the move tried fared, the solution and its line, or the
    /// tally at the end. The screen shows it beside the board and the line mode says it.
    pub fn said(&self, lang: Lang) -> Vec<String> {
        let side = side_key(self.retro.side());
        let Some(exercise) = self.retro.current() else {
            let tally = self.retro.tally();
            if tally.total == 0 {
                return vec![tr!(lang, "learn-none", side = side)];
            }
            return vec![tr!(
                lang,
                "learn-done",
                side = side,
                found = tally.found,
                total = tally.total,
                shown = tally.shown,
                skipped = tally.skipped
            )];
        };
        let number = MoveNumber::of_ply(&self.start, exercise.ply);
        let numbered = |san: San| format!("{number} {}", screen_san(lang, san));
        let played = tr!(lang, "learn-played", move = numbered(exercise.played));
        let mut said = vec![played];
        said.push(match self.retro.state() {
            State::Find => tr!(lang, "learn-find", side = side),
            State::Searching(tried) => tr!(lang, "learn-searching", move = screen_san(lang, tried)),
            State::Wrong(Wrong::Played) => tr!(
                lang,
                "learn-wrong-played",
                move = screen_san(lang, exercise.played),
                side = side
            ),
            State::Wrong(Wrong::Loses(tried, _)) => {
                tr!(lang, "learn-wrong", move = screen_san(lang, tried), side = side)
            }
            State::Right(tried) => tr!(lang, "learn-right", move = numbered(tried)),
            State::Solution | State::Done => {
                tr!(lang, "learn-solution", move = numbered(exercise.best))
            }
        });
        if matches!(self.retro.state(), State::Solution | State::Right(_)) {
            let mut moves = Vec::new();
            let mut number = number;
            for &san in &exercise.line {
                moves.push((number, san));
                number = number.next();
            }
            said.push(tr!(lang, "learn-line", line = score_line(lang, &moves)));
        }
        said
    }

    /// The engine's eval of the move being searched, or why the search failed.
    pub(super) fn on_searched(
        &mut self,
        answer: Result<Eval, Failure>,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if !matches!(self.retro.state(), State::Searching(_)) {
            return Ok(());
        }
        match answer {
            Ok(eval) => {
                self.retro.judge(eval);
                events.push(Event::Learned);
                Ok(())
            }
            Err(failure) => {
                self.retro.stop_search();
                Err(Refusal::EngineFailed(failure))
            }
        }
    }

    /// Tries the move the text names in the exercise's position.
    fn try_text(&mut self, text: &str, events: &mut Vec<Event>) -> Step {
        let not_now = match self.retro.state() {
            State::Searching(_) => Some(Refusal::Searching),
            _ if !self.retro.is_solving() => Some(Refusal::ExerciseOver),
            _ => None,
        };
        if let Some(refusal) = not_now {
            // Kept to correct, and replaced by what is typed next.
            self.line.mark_refused();
            return Err(refusal);
        }
        let position = self.position();
        match san::parse_typed(&position, text) {
            Ok(m) => {
                self.line.clear();
                self.picked = None;
                let tried = San::from_move(&position, m);
                if self.retro.try_move(tried) == Tried::Search {
                    let exercise_ply = self.retro.current().map_or(0, |e| e.ply);
                    let mut moves = self.moves[..exercise_ply].to_vec();
                    moves.push(m);
                    events.push(Event::SearchDue(SearchRequest {
                        start: self.start,
                        moves,
                        settings: self.settings.clone(),
                    }));
                }
                events.push(Event::Learned);
            }
            Err(error) => {
                self.line.mark_refused();
                return Err(Refusal::Move(error));
            }
        }
        Ok(Leave::Stay)
    }

    /// What a word of the page's line asks.
    fn word(&mut self, word: LearnWord, events: &mut Vec<Event>) -> Step {
        self.line.clear();
        match word {
            LearnWord::Back => self.back(events),
            LearnWord::Solution => self.solution(events),
            LearnWord::Skip => self.skip(events),
            LearnWord::Next => self.next(events),
            LearnWord::Again => {
                self.give_up_search(events);
                self.retro.again();
                events.push(Event::Learned);
                Ok(Leave::Stay)
            }
        }
    }

    /// The solution shown (a search under way given up).
    fn solution(&mut self, events: &mut Vec<Event>) -> Step {
        self.give_up_search(events);
        if !self.retro.show_solution() {
            return Err(Refusal::ExerciseOver);
        }
        events.push(Event::Learned);
        Ok(Leave::Stay)
    }

    /// The exercise skipped, unless it is over: then the next one.
    fn skip(&mut self, events: &mut Vec<Event>) -> Step {
        self.give_up_search(events);
        if self.retro.is_solving() {
            self.retro.skip();
        } else {
            self.retro.next();
        }
        events.push(Event::Learned);
        Ok(Leave::Stay)
    }

    /// The next exercise, once this one is over.
    fn next(&mut self, events: &mut Vec<Event>) -> Step {
        match self.retro.state() {
            State::Right(_) | State::Solution => {
                self.retro.next();
                events.push(Event::Learned);
                Ok(Leave::Stay)
            }
            State::Done => Err(Refusal::ExerciseOver),
            _ => Err(Refusal::NotYetOver),
        }
    }

    /// Back to the game, a search under way given up.
    fn back(&mut self, events: &mut Vec<Event>) -> Step {
        self.give_up_search(events);
        Ok(Leave::Back)
    }

    /// Stops waiting for the engine, if a search is under way.
    fn give_up_search(&mut self, events: &mut Vec<Event>) {
        if matches!(self.retro.state(), State::Searching(_)) {
            self.retro.stop_search();
            events.push(Event::SearchGivenUp);
        }
    }

    /// A click (or Enter on the board cursor) on `square`: a piece of the side to move is
    /// picked up, and a square it can go to tries the move.
    fn click(&mut self, square: Square, events: &mut Vec<Event>) -> Step {
        let position = self.position();
        let mine = position
            .piece_at(square)
            .is_some_and(|piece| piece.color == position.turn());
        match self.picked {
            Some(from) if from == square => self.picked = None,
            Some(from) => {
                let found = position
                    .legal_moves()
                    .iter()
                    .copied()
                    .find(|m| m.from() == from && m.to() == square);
                match found {
                    Some(m) => {
                        let text = San::from_move(&position, m).to_string();
                        return self.try_text(&text, events);
                    }
                    None if mine => self.picked = Some(square),
                    None => self.picked = None,
                }
            }
            None if mine => self.picked = Some(square),
            None => {}
        }
        Ok(Leave::Stay)
    }

    /// The board cursor switched on (on the piece picked up, else the king of the side to
    /// move), or moved by an arrow, the side learning at the bottom.
    fn move_cursor(&mut self, key: Key) {
        let position = self.position();
        self.cursor = match self.cursor {
            Some(cursor) => board_cursor::step(cursor, key, self.retro.side()),
            None => Some(self.picked.unwrap_or(position.king(position.turn()))),
        };
    }
}

/// What the page's keys, lines and the mouse do, for the app's pages to carry out.
impl Learn {
    /// A key pressed on the page.
    pub(super) fn on_key(&mut self, key: Key, events: &mut Vec<Event>) -> Step {
        let empty = self.line.is_empty();
        match key {
            Key::Esc if matches!(self.retro.state(), State::Searching(_)) => {
                self.give_up_search(events);
                events.push(Event::Learned);
                Ok(Leave::Stay)
            }
            Key::Esc if self.cursor.is_some() || self.picked.is_some() => {
                if self.picked.take().is_none() {
                    self.cursor = None;
                }
                Ok(Leave::Stay)
            }
            Key::Esc => self.back(events),
            Key::Tab => self.solution(events),
            Key::PageDown => self.skip(events),
            Key::Up | Key::Down | Key::Left | Key::Right if empty => {
                self.move_cursor(key);
                Ok(Leave::Stay)
            }
            Key::Enter | Key::Char(' ') if self.cursor.is_some() && empty => {
                let square = self.cursor.unwrap_or(Square::E1);
                self.click(square, events)
            }
            Key::Enter if empty => self.next(events),
            Key::Enter => {
                let text = self.line.text().trim().to_string();
                self.on_line(&text, events)
            }
            key => {
                self.cursor = None;
                self.picked = None;
                self.line.edit(key);
                Ok(Leave::Stay)
            }
        }
    }

    /// Text pasted onto the line.
    pub(super) fn paste(&mut self, text: &str) {
        self.line.insert_str(text.trim());
    }

    /// A move to try, or a word of the page (`solution`, `skip`, `next`, `again`, `back`);
    /// the line mode's line, and the screen's on Enter.
    pub(super) fn on_line(&mut self, text: &str, events: &mut Vec<Event>) -> Step {
        let text = text.trim();
        match vocabulary::read::<LearnWord>(text) {
            Some(word) => self.word(word, events),
            None if text.is_empty() => self.next(events),
            None => self.try_text(text, events),
        }
    }

    /// What the mouse did on the page.
    pub(super) fn on_pointer(&mut self, pointer: Pointer, events: &mut Vec<Event>) -> Step {
        match pointer {
            Pointer::Press(Some(Target::Square(square))) => {
                self.cursor = None;
                self.click(square, events)
            }
            Pointer::Release(Some(Target::Square(square)))
                if self.picked.is_some_and(|from| from != square) =>
            {
                self.click(square, events)
            }
            Pointer::Press(_) | Pointer::RightClick(_) => {
                self.picked = None;
                Ok(Leave::Stay)
            }
            _ => Ok(Leave::Stay),
        }
    }
}

#[cfg(test)]
mod tests;
