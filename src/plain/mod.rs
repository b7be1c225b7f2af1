//! The line mode (`hotseat --plain`): the same app and session as the full screen, with
//! sentences instead of a screen, for screen readers, braille displays, plain terminals and
//! pipes. A line typed becomes the app's messages (a move or a command, an answer, a piece for
//! a promotion); each update's events are said, one line each, in the order they happened:
//! moves in words, questions, endings, refusals, clock warnings. Nothing about the game is
//! decided here: legality, the record, the clocks and saving are the app's, the game's and the
//! session's.
//!
//! [`Plain`] takes the time as an argument, so a test can play a whole timed session from a
//! script; `run.rs` is the outer loop, the only part that reads the clock, standard input and
//! signals.

mod analysis;
mod input;
mod pages;
mod review;
mod run;
mod speech;
mod summary;
mod watch;

use std::time::{Instant, SystemTime};

pub use run::{Input, run};
pub use watch::watch;

use crate::app::answer::{Answer, line_answer};
use crate::app::{App, Event, Info, Key, Message, Mode, NoClipboard, Page, Refusal};
use crate::i18n::{Describe, Lang};
use crate::session::Session;
use crate::term::lines::Refused;
use crate::tr;
use input::{Query, promotion_of};

/// The line mode's front end: a session, driven a line at a time.
pub struct Plain {
    session: Session,
    /// Whether the bell rang since it was last taken ([`Plain::take_bell`]).
    rang: bool,
    /// Whether the output takes copies for the clipboard (OSC 52), or why not.
    clipboard: Result<(), NoClipboard>,
    /// The clipboard sequences of copies made, for the output, written apart from what is
    /// said ([`Plain::take_copies`]).
    copies: Vec<String>,
}

impl Plain {
    /// The line mode for `session`, whose output takes no copies for the clipboard until
    /// [`Plain::use_clipboard`] says it does.
    pub fn new(session: Session) -> Plain {
        Plain {
            session,
            rang: false,
            clipboard: Err(NoClipboard::NotATerminal),
            copies: Vec::new(),
        }
    }

    /// Whether the terminal's bell is to ring now, with what was said last: only when the
    /// players asked for it (`--bell`), at ten seconds left and at a flag, and at every
    /// move when they asked for that too.
    pub fn take_bell(&mut self) -> bool {
        std::mem::take(&mut self.rang)
    }

    /// Says whether the output is a terminal that takes copies for the clipboard, or why
    /// not.
    pub fn use_clipboard(&mut self, clipboard: Result<(), NoClipboard>) {
        self.clipboard = clipboard;
    }

    /// The clipboard sequences (OSC 52) of the copies made since the last call, for the
    /// terminal: control sequences, never said.
    pub fn take_copies(&mut self) -> Vec<String> {
        std::mem::take(&mut self.copies)
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
        if let Some(page) = app.page() {
            // The games of a file to pick from (`--load` without `--game`).
            return pages::opened(lang, page);
        }
        let mut lines = speech::game_state(lang, app);
        if let Some(problem) = app.autosave_problem() {
            lines.push(sentence(&problem.describe(lang)));
        }
        lines.push(speech::help_hint(lang));
        lines
    }

    /// What is asked of the players now (`White, 4:58. Your move:`), for the end of the
    /// output, without the space that follows it.
    pub fn prompt(&self, now: Instant) -> String {
        let (lang, app) = (self.lang(), self.app());
        match app.page() {
            Some(page) => pages::prompt(lang, page),
            None => review::prompt(lang, app).unwrap_or_else(|| speech::prompt(lang, app, now)),
        }
    }

    /// Whether the players asked to leave.
    pub fn should_quit(&self) -> bool {
        self.app().should_quit()
    }

    /// The next moment the line mode must act by itself: a clock warning, a flag, or a
    /// periodic save.
    pub fn next_wake(&self, now: Instant) -> Option<Instant> {
        let app = self.app();
        [
            app.game_page().next_warning(now),
            app.game_page().clock().flag_at(),
            self.session.next_periodic_save(),
            self.session.next_engine_check(now),
        ]
        .into_iter()
        .flatten()
        .min()
    }

    /// Time passed until `now` (`wall` on the wall clock): a flag may fall, a warning be due,
    /// the clocks be saved. What is said of it.
    pub fn tick(&mut self, now: Instant, wall: SystemTime) -> Vec<String> {
        self.send(Message::Tick, now, wall)
    }

    /// A line typed at `now` (`wall` on the wall clock), and what is said in answer. Lines
    /// handed over together (a paste, on a terminal) come as one, with their line breaks:
    /// moves in PGN style are taken as one paste, and other lines each as a line of its own,
    /// as if typed ahead.
    pub fn line(&mut self, text: &str, now: Instant, wall: SystemTime) -> Vec<String> {
        if text.contains('\n') && !self.app().game_page().reads_as_pasted_moves(text) {
            return text
                .lines()
                .flat_map(|line| self.line(line, now, wall))
                .collect();
        }
        let mut said = self.tick(now, wall);
        let text: String = text
            .chars()
            .filter(|&c| c == '\n' || !crate::text::is_invisible(c))
            .collect();
        let text = text.trim();
        if let Some(page) = self.app().page() {
            if text.is_empty() || Query::parse(text) == Some(Query::Help) {
                said.extend(pages::opened(self.lang(), page));
                return said;
            }
            if !self.is_asking() {
                said.extend(self.send(Message::Line(text.to_string()), now, wall));
                return said;
            }
        }
        if let Some(query) = Query::parse(text) {
            said.extend(self.query(&query, now));
            return said;
        }
        said.extend(self.take(text, now, wall));
        said
    }

    /// A line read to its end and dropped came at `now` (`wall` on the wall clock), and why:
    /// nothing is done, and that is said.
    pub fn refused_line(&mut self, why: Refused, now: Instant, wall: SystemTime) -> Vec<String> {
        let mut said = self.tick(now, wall);
        said.push(sentence(&why.describe(self.lang())));
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
        match self.session.farewell(true) {
            Some(line) => said.push(line),
            None if !self.app().game_page().is_read_only() => {
                said.push(tr!(lang, "plain-not-saved"))
            }
            None => {}
        }
        said
    }

    /// Whether the engine works for the players (a review, or the search of a move found):
    /// the loop waits for it ([`Plain::engine_news`]) before it reads the next line.
    pub fn engine_busy(&self) -> bool {
        self.session.engine_busy()
    }

    /// What the engine's work said since last asked, at `now` (`wall` on the wall clock),
    /// said sparingly: a review's progress at each quarter, then its report; a search's
    /// verdict.
    pub fn engine_news(&mut self, now: Instant, wall: SystemTime) -> Vec<String> {
        // The session hands the engine's news to the app as time passes.
        self.tick(now, wall)
    }

    /// Stops the engine's work (as Esc does on the screen): a review keeps what it did.
    pub fn stop_engine(&mut self, now: Instant, wall: SystemTime) -> Vec<String> {
        self.send(Message::Key(Key::Esc), now, wall)
    }

    /// Whether the game played could not be kept, once the session is finished.
    pub fn game_is_lost(&self) -> bool {
        self.session.game_is_lost()
    }

    /// Hands `message` to the session at `now`, and says what happened. A copy asked for
    /// is made, and how it went is said.
    fn send(&mut self, message: Message, now: Instant, wall: SystemTime) -> Vec<String> {
        let events = self.session.update(message, now, wall);
        self.rang |= events.contains(&Event::Bell);
        let mut said = Vec::new();
        for event in &events {
            self.say(event, &mut said);
        }
        for event in events {
            if let Event::CopyDue(clip) = event {
                let copied = self.clipboard.map(|()| {
                    let text = self.session.clip_text(&clip);
                    self.copies.push(crate::term::clipboard::osc52(&text));
                    clip
                });
                said.extend(self.send(Message::Copied(copied), now, wall));
            }
        }
        said
    }

    /// Whether the app waits for a yes or a no (a question, or a draw offer).
    fn is_asking(&self) -> bool {
        let app = self.app();
        matches!(app.game_page().mode(), Mode::Confirm(_)) || app.game_page().draw_offer().is_some()
    }

    /// Takes a line in the mode the app is in: an answer, a piece for a promotion, or else a
    /// move or a command on a fresh line (the clocks go on first after a pause). A draw
    /// offered with a move takes a yes or a no too, as well as a move or a command. What is
    /// said in answer, lines the app never sees included.
    fn take(&mut self, text: &str, now: Instant, wall: SystemTime) -> Vec<String> {
        let lang = self.lang();
        if self.is_asking() {
            return match line_answer(text) {
                _ if text.is_empty() => Vec::new(),
                Some(answer) => self.send(Message::Answer(answer), now, wall),
                None => vec![tr!(lang, "plain-answer-please")],
            };
        }
        if self.app().game_page().offer_with_move().is_some()
            && let Some(answer) = line_answer(text)
        {
            return self.send(Message::Answer(answer), now, wall);
        }
        let mut said = Vec::new();
        let app = self.app();
        let takes_suggestion = app.game_page().typing().suggestion().is_some()
            && line_answer(text) == Some(Answer::Yes);
        if let Mode::Promotion { .. } = app.game_page().mode() {
            if text.is_empty() {
                return said;
            }
            if let Some(role) = promotion_of(text) {
                return self.send(Message::Promote(role), now, wall);
            }
            // Something else: the picker closes, the pawn stays, and the line is taken as it
            // is, on an empty input line.
            said.extend(self.send(Message::Clear, now, wall));
            said.push(tr!(lang, "plain-promotion-dropped"));
        } else if app.game_page().mode() == Mode::Help
            || (!app.game_page().is_paused() && !takes_suggestion)
        {
            // Every line is a fresh start, but for one that takes the suggestion the last
            // refusal offered (the text it was made from stays on the input line).
            said.extend(self.send(Message::Clear, now, wall));
        }
        if self.app().game_page().is_paused() {
            said.extend(self.send(Message::Unpause, now, wall));
            if text.is_empty() || input::is_pause(text) {
                return said;
            }
        }
        if text.is_empty() {
            return said;
        }
        if let Some(step) = input::step_of(text) {
            let stepped = self.send(Message::Step(step), now, wall);
            if stepped.is_empty() {
                said.push(review::no_step(lang, self.app()));
            }
            said.extend(stepped);
            return said;
        }
        let takes_suggestion = self.app().game_page().typing().suggestion().is_some()
            && line_answer(text) == Some(Answer::Yes);
        let message = if takes_suggestion {
            Message::TakeSuggestion
        } else {
            // A line arrives whole, as a paste does: moves in PGN style are asked about first.
            Message::Line(text.to_string())
        };
        said.extend(self.send(message, now, wall));
        said
    }

    /// Answers a question of the players about the game; nothing changes.
    fn query(&self, query: &Query, now: Instant) -> Vec<String> {
        let (lang, app) = (self.lang(), self.app());
        // The position on the board: the one viewed while stepping through the game.
        let position = app.game_page().shown_position();
        match query {
            Query::Board => speech::board(lang, position, app.bottom_side()),
            Query::BoardList => speech::board_squares(lang, position, app.bottom_side()),
            Query::Pieces => speech::pieces(lang, position),
            Query::Where(Some(role)) => vec![speech::where_pieces(lang, position, *role)],
            Query::Where(None) => vec![speech::which_piece(lang)],
            Query::Last => speech::last_move(lang, app),
            Query::Clock => vec![speech::clocks(lang, app, now)],
            Query::Moves => review::moves(lang, app),
            Query::Opening => vec![speech::opening(lang, app.game_page().shown_opening())],
            Query::Pocket => speech::pocket(lang, position),
            Query::Checks => vec![speech::checks(lang, position)],
            Query::Fen => vec![crate::rules::fen::write(position)],
            Query::Help => speech::help(lang),
            Query::Summary => summary::summary(lang, app),
        }
    }

    /// What is said of `event`, added to `said`.
    fn say(&self, event: &Event, said: &mut Vec<String>) {
        let (lang, app) = (self.lang(), self.app());
        let game = app.game_page().game();
        match event {
            Event::NewGame => {
                said.push(tr!(lang, "plain-new-game"));
                said.extend(speech::game_intro(lang, app));
            }
            Event::Paused => said.push(tr!(lang, "plain-paused")),
            Event::Resumed => said.push(tr!(lang, "plain-running")),
            Event::TakenBack { ply, san } => {
                said.push(speech::taken_back(lang, game, *san, *ply));
            }
            Event::Played { ply, .. } => {
                said.extend(speech::move_line(lang, game, app.game_page().sans(), *ply));
                if ply + 1 == app.game_page().sans().len() {
                    said.extend(speech::may_claim(lang, app));
                }
            }
            Event::Ended(outcome) => {
                said.push(speech::ending(lang, *outcome));
                // A tournament's game goes on to its standings, which say what comes next.
                if !matches!(app.page(), Some(Page::Standings(_))) {
                    said.push(speech::after_the_end(lang));
                }
            }
            Event::DrawOffered(by) => said.push(speech::draw_offer(lang, app, *by)),
            Event::DrawDeclined(by) => said.push(speech::draw_declined(lang, *by)),
            Event::Declined(question) => said.push(speech::declined(lang, *question)),
            Event::Asked(question) => said.push(speech::question(lang, app, *question)),
            Event::PromotionAsked { to, .. } => said.push(speech::promotion(lang, *to)),
            Event::Flipped(bottom) => said.push(speech::flipped(lang, *bottom)),
            // A page opening over the game says itself.
            Event::Shown if app.page().is_none() => {
                said.extend(review::reviewing(lang, app));
                said.extend(analysis::viewed(lang, app));
            }
            Event::Shown => {}
            Event::Refused(Refusal::Suggested(suggestion)) => {
                said.push(speech::suggestion(lang, suggestion));
            }
            Event::Refused(refusal) => {
                said.push(sentence(&refusal.describe(lang)));
                if let Some(suggestion) = app.game_page().typing().suggestion() {
                    said.push(speech::suggested_move(lang, suggestion));
                }
            }
            Event::Told(Info::Analysed) => said.extend(analysis::report(lang, app)),
            Event::Told(info @ Info::AnalysisStopped { .. }) => {
                said.push(sentence(&info.describe(lang)));
                said.extend(analysis::report(lang, app));
            }
            Event::Told(info) => said.push(sentence(&info.describe(lang))),
            Event::AnalysisDue(request) => {
                said.push(analysis::started(lang, request.moves.len() + 1));
            }
            Event::AnalysisCancelled => said.push(tr!(lang, "plain-analysis-stopping")),
            &Event::AnalysisProgressed { from, done, total } => {
                said.extend(analysis::progress(lang, from, done, total));
            }
            Event::AutosaveProblem(Some(problem)) => said.push(sentence(&problem.describe(lang))),
            Event::AutosaveProblem(None) => said.push(tr!(lang, "plain-saving-works")),
            Event::LowTime { side, mark } => said.push(speech::time_warning(lang, *side, *mark)),
            Event::ClockAdjusted(adjustment) => said.push(sentence(&adjustment.describe(lang))),
            Event::AdjustmentTakenBack(adjustment) => {
                let info = crate::app::Info::AdjustmentTakenBack(*adjustment);
                said.push(sentence(&info.describe(lang)));
            }
            Event::PageOpened(_) => {
                if let Some(page) = app.page() {
                    said.extend(pages::opened(lang, page));
                }
            }
            Event::PageClosed => said.push(tr!(lang, "plain-back-to-game")),
            Event::GameOpened => {
                said.push(tr!(lang, "plain-game-opened"));
                said.extend(speech::game_state(lang, app));
            }
            Event::FieldSet(field) => {
                if let Some(Page::NewGame(form)) = app.page() {
                    said.push(pages::field(lang, form, *field));
                }
            }
            Event::Edited => {
                if let Some(Page::Editor(editor)) = app.page() {
                    said.extend(pages::editor_state(lang, editor));
                }
            }
            // The move played is said again only with the next mistake.
            Event::Learned => {
                if let Some(Page::Learn(learn)) = app.page() {
                    let fresh = learn.retro().current().is_none()
                        || learn.retro().state() == crate::analysis::retro::State::Find;
                    said.extend(learn.said(lang).into_iter().skip(usize::from(!fresh)));
                }
            }
            Event::Filtered => {
                if let Some(Page::Library(library)) = app.page() {
                    said.extend(pages::library(lang, library));
                }
            }
            // Rung apart, not said ([`Plain::take_bell`]); saved and carried out by the
            // session and `send`, and the app tells how it went.
            Event::Bell
            | Event::SaveDue(_)
            | Event::NotesChanged
            | Event::CopyDue(_)
            | Event::ListGames
            | Event::ReadFile(_)
            | Event::OpenGame(_)
            | Event::PlayTournament(_)
            | Event::SearchDue(_)
            | Event::SearchGivenUp => {}
        }
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
