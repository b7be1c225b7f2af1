//! The line mode (`hotseat --plain`): the same app and session as the full screen, with
//! sentences instead of a screen, for screen readers, braille displays, plain terminals and
//! pipes. A line typed becomes the app's messages; after every update the line mode compares
//! the app before and after and says what changed, one line per event: moves in words,
//! questions, endings, refusals, clock warnings. Nothing about the game is decided here:
//! legality, the record, the clocks and saving are the app's, the game's and the session's.
//!
//! [`Plain`] takes the time as an argument, so a test can play a whole timed session from a
//! script; `run.rs` is the outer loop, the only part that reads the clock, standard input and
//! signals.

mod input;
mod run;
mod speech;
mod warnings;

use std::time::{Instant, SystemTime};

pub use run::{Input, run};

use crate::app::answer::line_answer;
use crate::app::{App, Key, Message, Mode, Notice};
use crate::game::Outcome;
use crate::i18n::Lang;
use crate::notation::san::San;
use crate::rules::Color;
use crate::session::Session;
use crate::tr;
use input::{Query, promotion_of};
use warnings::Warnings;

/// The line mode's front end: a session, and what it has said so far of the clocks.
pub struct Plain {
    session: Session,
    warnings: Warnings,
    /// Whether the last line answered a question with no: what stays as it was is said.
    declined: bool,
}

/// What the line mode compares before and after an update to say what changed.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Look {
    serial: u64,
    sans: Vec<San>,
    outcome: Option<Outcome>,
    mode: Mode,
    offer: Option<Color>,
    paused: bool,
    bottom: Color,
    notice: Option<Notice>,
    problem: Option<String>,
}

impl Look {
    fn of(app: &App) -> Look {
        Look {
            serial: app.game_serial(),
            sans: app.sans().to_vec(),
            outcome: app.outcome(),
            mode: app.mode(),
            offer: app.draw_offer(),
            paused: app.is_paused(),
            bottom: app.bottom_side(),
            notice: app.notice().cloned(),
            problem: app.autosave_problem().map(str::to_string),
        }
    }
}

impl Plain {
    /// The line mode for `session`, starting at `now`.
    pub fn new(session: Session, now: Instant) -> Plain {
        let warnings = Warnings::new(session.app.clock(), now);
        Plain {
            session,
            warnings,
            declined: false,
        }
    }

    fn app(&self) -> &App {
        &self.session.app
    }

    fn lang(&self) -> Lang {
        self.app().settings().lang
    }

    /// What is said when the session starts: the game, and where it stands.
    pub fn greeting(&self) -> Vec<String> {
        let (lang, app) = (self.lang(), self.app());
        let mut lines = speech::game_intro(lang, app);
        if !app.sans().is_empty() {
            lines.push(speech::last_move(lang, app));
        }
        if let Some(outcome) = app.outcome() {
            lines.push(speech::ending(lang, outcome));
        }
        if let Some(problem) = app.autosave_problem() {
            lines.push(sentence(problem));
        }
        lines.push(speech::help_hint(lang));
        lines
    }

    /// What is asked of the players now (`White, 4:58. Your move:`), for the end of the
    /// output, without the space that follows it.
    pub fn prompt(&self, now: Instant) -> String {
        speech::prompt(self.lang(), self.app(), now)
    }

    /// Whether the players asked to leave.
    pub fn should_quit(&self) -> bool {
        self.app().should_quit()
    }

    /// The next moment the line mode must act by itself: a clock warning, a flag, or a
    /// periodic save.
    pub fn next_wake(&self, now: Instant) -> Option<Instant> {
        let clock = self.app().clock();
        [
            self.warnings.next(clock, now),
            clock.flag_at(),
            self.session.next_periodic_save(),
        ]
        .into_iter()
        .flatten()
        .min()
    }

    /// Time passed until `now` (`wall` on the wall clock): a flag may fall, a warning be due,
    /// the clocks be saved. What is said of it.
    pub fn tick(&mut self, now: Instant, wall: SystemTime) -> Vec<String> {
        let before = Look::of(self.app());
        self.session.app.update(Message::Tick, now);
        self.session.save_if_due(now, wall);
        let mut said = self.changes(&before, now);
        if self.app().outcome().is_none()
            && let Some((color, mark)) = self.warnings.due(self.session.app.clock(), now)
        {
            said.push(speech::time_warning(self.lang(), color, mark));
        }
        said
    }

    /// A line typed at `now` (`wall` on the wall clock), and what is said in answer.
    pub fn line(&mut self, text: &str, now: Instant, wall: SystemTime) -> Vec<String> {
        let mut said = self.tick(now, wall);
        let text: String = text
            .chars()
            .filter(|&c| !crate::text::is_invisible(c))
            .collect();
        let text = text.trim();
        if let Some(query) = Query::parse(text) {
            said.extend(self.query(&query, now));
            return said;
        }
        self.declined = false;
        self.tidy(text, now);
        let before = Look::of(self.app());
        said.extend(self.send(text, now));
        self.session.save_if_due(now, wall);
        said.extend(self.changes(&before, now));
        said
    }

    /// The program stops for a while (Ctrl-Z): the clocks pause and the game is saved.
    pub fn suspend(&mut self, now: Instant, wall: SystemTime) {
        self.session.app.update(Message::Suspend, now);
        self.session.save(now, wall);
    }

    /// The program runs again after being stopped: the clocks go on.
    pub fn resume(&mut self, now: Instant) {
        self.session.app.update(Message::Continue, now);
    }

    /// The session ends (the players quit, the input ended, or a signal came): the game is
    /// saved, and the last words say where it is. `end_of_input` says so first.
    pub fn finish(&mut self, end_of_input: bool, now: Instant, wall: SystemTime) -> Vec<String> {
        self.session.save(now, wall);
        let lang = self.lang();
        let mut said = Vec::new();
        if end_of_input {
            said.push(tr!(lang, "plain-end-of-input"));
        }
        match self.session.farewell(speech::PROGRAM) {
            Some(line) => said.push(line),
            None if !self.app().is_read_only() => said.push(tr!(lang, "plain-not-saved")),
            None => {}
        }
        said
    }

    /// Clears what is left on the app's input line, and the notice about it, before a line
    /// while moves are typed: every line is a fresh start. Left alone when the line takes a
    /// suggestion the last refusal offered (the text it was made from stays on the line).
    fn tidy(&mut self, text: &str, now: Instant) {
        let app = self.app();
        let typing = app.mode() == Mode::Play && !self.is_asking() && !app.is_paused();
        let takes_suggestion = app.suggestion().is_some() && line_answer(text) == Some(true);
        if app.mode() == Mode::Help || (typing && !takes_suggestion) {
            self.session.app.update(Message::Key(Key::Esc), now);
        }
    }

    /// Whether the app waits for a yes or a no (a question, or a draw offer).
    fn is_asking(&self) -> bool {
        let app = self.app();
        matches!(app.mode(), Mode::Confirm(_)) || app.draw_offer().is_some()
    }

    /// Hands a line to the app as the keys and text it takes in the mode it is in. What the
    /// line mode says itself, for lines the app never sees.
    fn send(&mut self, text: &str, now: Instant) -> Vec<String> {
        let lang = self.lang();
        let mut said = Vec::new();
        let key = |key: Key| Message::Key(key);
        if self.is_asking() {
            match line_answer(text) {
                _ if text.is_empty() => {}
                Some(yes) => {
                    self.declined = !yes;
                    // The keys that answer so on the screen in either language.
                    let answer = if yes { 'д' } else { 'n' };
                    self.session.app.update(key(Key::Char(answer)), now);
                }
                None => said.push(tr!(lang, "plain-answer-please")),
            }
            return said;
        }
        if let Mode::Promotion { .. } = self.app().mode() {
            if text.is_empty() {
                return said;
            }
            if let Some(role) = promotion_of(text) {
                let letter = role.upper_char().to_ascii_lowercase();
                self.session.app.update(key(Key::Char(letter)), now);
                return said;
            }
            // Something else: the picker closes, the pawn stays, and the line is taken as it
            // is, on an empty input line.
            self.session.app.update(key(Key::Esc), now);
            self.session.app.update(key(Key::Esc), now);
            said.push(tr!(lang, "plain-promotion-dropped"));
        }
        let app = &mut self.session.app;
        if app.is_paused() {
            app.update(key(Key::Enter), now);
            if text.is_empty() || input::is_pause(text) {
                return said;
            }
        }
        if text.is_empty() {
            return said;
        }
        if app.suggestion().is_some() && line_answer(text) == Some(true) {
            app.update(key(Key::Tab), now);
            app.update(key(Key::Enter), now);
            return said;
        }
        // A line arrives whole, as a paste does: moves in PGN style are asked about first.
        app.update(Message::Paste(text.to_string()), now);
        let refused = matches!(app.notice(), Some(Notice::Error(_)));
        if app.mode() == Mode::Play && !refused {
            app.update(key(Key::Enter), now);
        }
        said
    }

    /// Answers a question of the players about the game; nothing changes.
    fn query(&self, query: &Query, now: Instant) -> Vec<String> {
        let (lang, app) = (self.lang(), self.app());
        let position = app.game().position();
        match query {
            Query::Board => speech::board(lang, position, app.bottom_side()),
            Query::BoardList => speech::board_squares(lang, position, app.bottom_side()),
            Query::Pieces => speech::pieces(lang, position),
            Query::Where(Some(role)) => vec![speech::where_pieces(lang, position, *role)],
            Query::Where(None) => vec![speech::which_piece(lang)],
            Query::Last => vec![speech::last_move(lang, app)],
            Query::Clock => vec![speech::clocks(lang, app, now)],
            Query::Moves => speech::moves(lang, app),
            Query::Fen => vec![crate::rules::fen::write(position)],
            Query::Help => speech::help(lang),
        }
    }

    /// What changed since `before`, in sentences, in the order it happened.
    fn changes(&mut self, before: &Look, now: Instant) -> Vec<String> {
        let lang = self.lang();
        let after = Look::of(self.app());
        if after.serial != before.serial {
            self.warnings = Warnings::new(self.app().clock(), now);
            let mut said = vec![tr!(lang, "plain-new-game")];
            said.extend(speech::game_intro(lang, self.app()));
            return said;
        }
        self.warnings.rearm(self.session.app.clock(), now);
        let app = self.app();
        let game = app.game();
        let mut said = Vec::new();
        if after.paused != before.paused {
            said.push(if after.paused {
                tr!(lang, "plain-paused")
            } else {
                tr!(lang, "plain-running")
            });
        }
        for index in (after.sans.len()..before.sans.len()).rev() {
            said.push(speech::taken_back(lang, game, before.sans[index], index));
        }
        for index in before.sans.len()..after.sans.len() {
            said.extend(speech::move_line(lang, game, &after.sans, index));
        }
        if let (None, Some(outcome)) = (before.outcome, after.outcome) {
            said.push(speech::ending(lang, outcome));
            said.push(speech::after_the_end(lang));
        }
        match (before.offer, after.offer) {
            (None, Some(by)) => said.push(speech::draw_offer(lang, by)),
            (Some(by), None) if self.declined && after.outcome.is_none() => {
                said.push(speech::draw_declined(lang, by));
            }
            _ => {}
        }
        if after.mode != before.mode {
            if let Mode::Confirm(question) = before.mode
                && self.declined
            {
                said.push(speech::declined(lang, question));
            }
            match after.mode {
                Mode::Confirm(question) => said.push(speech::question(lang, app, question)),
                Mode::Promotion { to, .. } => said.push(speech::promotion(lang, to)),
                Mode::Play | Mode::Help => {}
            }
        }
        let moved = after.sans != before.sans;
        if after.bottom != before.bottom && !moved {
            said.push(speech::flipped(lang, after.bottom));
        }
        let described = !said.is_empty();
        if after.notice != before.notice {
            match (&after.notice, app.suggestion()) {
                (Some(Notice::Error(_)), Some(suggestion)) if app.notice_is_suggestion() => {
                    said.push(speech::suggestion(lang, suggestion));
                }
                (Some(Notice::Error(text)), Some(suggestion)) => {
                    said.push(sentence(text));
                    said.push(speech::suggested_move(lang, suggestion));
                }
                (Some(Notice::Error(text)), None) => said.push(sentence(text)),
                (Some(Notice::Info(text)), _) if !described => said.push(sentence(text)),
                _ => {}
            }
        }
        if after.problem != before.problem {
            said.push(match &after.problem {
                Some(problem) => sentence(problem),
                None => tr!(lang, "plain-saving-works"),
            });
        }
        said
    }
}

/// A message of the app as a sentence: a capital first letter and a full stop.
fn sentence(text: &str) -> String {
    let mut out = crate::i18n::capitalised(text);
    if !out.ends_with(['.', '?', '!']) {
        out.push('.');
    }
    out
}

#[cfg(test)]
mod tests;
