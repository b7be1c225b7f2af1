//! The app: everything the screen shows and every way it changes. [`App::update`] is the only
//! place state changes, and it returns what happened as [`Event`]s (`event.rs`): a move played,
//! a refusal with its error value, a question, an ending, a save due, a clock warning. Time
//! is passed in, so a test can play a whole timed game in microseconds.
//!
//! The app is a shell around its pages: the game page (`game_page/`), always there, and the
//! page between games open over it, if one is (`pages.rs`: the new-game form, the board
//! editor, the library). It hands each message to the page it is for, with what the pages
//! share ([`Context`], `page.rs`: the settings, the time, the room on the screen, what was
//! said last, the events), and does what a page asks of it besides ([`Go`]): another page,
//! another game, leaving.

pub mod answer;
mod board_cursor;
mod command;
pub mod editor;
mod event;
mod examples;
pub mod form;
pub mod form_words;
mod game_page;
mod input;
mod key;
pub mod learn;
pub mod library;
mod message;
mod page;
mod pages;
mod search;
mod settings;
pub mod standings;

use std::time::Instant;

pub use command::{COMMANDS, Command, CommandSpec};
pub use event::{
    AnalysisRequest, Clip, Event, Failure, Info, NoClipboard, NoFigurines, NotedMove, Notice,
    PageKind, Refusal, SaveFailure, SaveRequest, TimeMark, Towards,
};
pub use examples::example_moves;
pub use game_page::{
    Analysis, GamePage, Hold, Mode, PointerPreview, Popups, Question, Review, Reviewing, SideLine,
    Watched,
};
pub use input::{InputLine, Typing};
pub use key::Key;
pub use message::{
    AnalysisNews, Button, Message, OpenedGame, PageTarget, Pointer, Step, Target, Viewport,
};
pub use page::{Context, Go, Handles, Page};
pub use search::SearchRequest;
pub use settings::{Bell, Settings, Start};

use crate::game::{Header, TimedGame};
use crate::i18n::Lang;
use crate::rules::Color;

/// What leaving now leaves behind, for the question that asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leaving {
    /// A game changed here that cannot be saved: it is lost unless saved somewhere else
    /// first.
    Unsaved,
    /// A game that cannot be saved in its folder, but a copy (`save FILE`) holds it as it
    /// stands.
    Copied,
    /// Nothing worth keeping: no move yet, a game only looked at here, or one not changed
    /// here that cannot be saved (its file, or the one it came from, holds it).
    Nothing,
    /// A game kept in its file, to be resumed.
    Saved,
}

/// The state of the program: the game page, the page open over it, and what they share.
#[derive(Debug, Clone)]
pub struct App {
    /// What the pages share: the settings, the time of the latest update, the room on the
    /// screen, what was said last, and the events of the update under way.
    cx: Context,
    /// The game, played, reviewed or looked at: always there, under the pages.
    game: GamePage,
    /// The page between games open over the game, if one is.
    page: Option<Page>,
    /// The new-game form as it was left without a game started from it, to open as it was.
    form_left: Option<Box<form::NewGameForm>>,
    /// Why saving automatically fails, while it does.
    autosave_problem: Option<SaveFailure>,
    /// Whether a file written with `save` holds the game as it stands: set when a save
    /// succeeds, gone with the next change of the game.
    copied: bool,
    /// Whether the game changed here since it began or was opened: a move, a note, an
    /// ending (not only its clocks).
    changed: bool,
    /// Whether the players asked to leave.
    quit: bool,
    /// For random Chess960 starts.
    random: u64,
}

impl App {
    /// A new game with `settings`, starting now (White's clock runs at once, FIDE 6.6).
    /// `seed` picks random Chess960 starts.
    pub fn new(settings: Settings, seed: u64, now: Instant) -> App {
        let mut random = seed | 1;
        let timed = settings.new_game(&mut random);
        App::with_game(settings, timed, random, now)
    }

    /// An app for a game already under way (loaded or resumed), or about to begin: play
    /// starts at `now`, so the clock that was running runs again from `now` (or, when the
    /// clock starts with White's first move, with that move).
    pub fn with_game(settings: Settings, timed: TimedGame, seed: u64, now: Instant) -> App {
        let game = GamePage::playing(timed, settings.clock_start, now);
        App::build(settings, game, seed, now)
    }

    /// An app that only shows a game another program is playing, as its file held it at
    /// `saved_at` (when known): it does not follow the moves played there. Its clocks stand
    /// still, and nothing that would change it is taken (`new` starts a game of the players'
    /// own).
    pub fn reviewing(
        settings: Settings,
        timed: TimedGame,
        saved_at: Option<std::time::SystemTime>,
        seed: u64,
        now: Instant,
    ) -> App {
        let game = GamePage::looking(timed, saved_at, now);
        App::build(settings, game, seed, now)
    }

    /// An app that follows a game another program plays (`hotseat watch`), with the players,
    /// control and orientation its tags (`kept`) give and the rest of `settings`, as its file
    /// held it when written at `written` (`saved_at` on the wall clock): while `watched.live`
    /// its clock runs on from then. Nothing that would change the game is taken.
    pub fn watching(
        settings: &Settings,
        timed: TimedGame,
        kept: &Header,
        (written, saved_at): (Instant, Option<std::time::SystemTime>),
        watched: Watched,
        now: Instant,
    ) -> App {
        let settings = settings.playing(&timed, kept);
        let game = GamePage::watching(timed, written, saved_at, watched, now);
        App::build(settings, game, 1, now)
    }

    fn build(settings: Settings, game: GamePage, seed: u64, now: Instant) -> App {
        App {
            cx: Context::new(settings, now),
            game,
            page: None,
            form_left: None,
            autosave_problem: None,
            copied: false,
            changed: false,
            quit: false,
            random: seed | 1,
        }
    }

    /// Applies one message at time `now`, and tells what it did, in the order it happened.
    /// The only way the app changes.
    pub fn update(&mut self, message: Message, now: Instant) -> Vec<Event> {
        self.cx.now = now;
        self.game.check_flag(&mut self.cx);
        match message {
            Message::Key(key) if self.waits_for_room(key) => {}
            Message::Paste(_) | Message::Pointer(_) if !self.cx.viewport.fits => {}
            Message::Key(Key::CtrlC) => self.go(Go::Quit),
            Message::Key(key) => {
                let (front, cx) = self.front();
                let go = front.key(key, cx);
                self.go(go);
            }
            Message::Paste(text) => {
                let (front, cx) = self.front();
                let go = front.paste(&text, cx);
                self.go(go);
            }
            Message::Line(text) => {
                let (front, cx) = self.front();
                let go = front.line(&text, cx);
                self.go(go);
            }
            Message::Answer(answer) => {
                let go = self.game.on_answer(answer, &mut self.cx);
                self.go(go);
            }
            Message::Promote(role) => self.game.on_promote(role, &mut self.cx),
            Message::Clear => self.game.clear(&mut self.cx),
            Message::Step(step) if self.page.is_none() && self.game.mode() == Mode::Play => {
                self.game.step(step, &mut self.cx);
            }
            Message::Step(_) => {}
            Message::Unpause => self.game.unpause(&mut self.cx),
            Message::TakeSuggestion => {
                let go = self.game.take_suggestion(&mut self.cx);
                self.go(go);
            }
            Message::Pointer(pointer) => {
                let (front, cx) = self.front();
                let go = front.pointer(pointer, cx);
                self.go(go);
            }
            Message::Tick => self.game.warn_of_low_time(&mut self.cx),
            Message::Viewport(viewport) => {
                self.cx.viewport = viewport;
                self.game.on_viewport(&self.cx);
            }
            Message::Suspend => self.game.hold_clocks(Hold::Suspended, now),
            Message::Continue => self.game.release_clocks(Hold::Suspended, now),
            Message::Saved(Ok(path)) => {
                self.copied = true;
                self.cx.tell(Info::SavedTo(path));
            }
            Message::Saved(Err(failure)) => self.cx.refuse(Refusal::SaveFailed(failure)),
            Message::SaveWouldReplace(path) => self.game.ask_to_replace(path, &mut self.cx),
            Message::AutosaveProblem(problem) => {
                if problem != self.autosave_problem {
                    self.autosave_problem.clone_from(&problem);
                    self.cx.events.push(Event::AutosaveProblem(problem));
                }
            }
            Message::NoFigurines(reason) => {
                self.cx.settings.ascii = true;
                self.cx.tell(Info::NoFigurines(reason));
            }
            Message::Shelf(shelf) => self.on_shelf(shelf),
            Message::Opened(opened) => self.on_opened(*opened),
            Message::OpenFailed(failure) => self.cx.refuse(Refusal::OpenFailed(failure)),
            Message::Searched(answer) => {
                if let Some(Page::Learn(learn)) = &mut self.page
                    && let Err(refusal) = learn.on_searched(answer, &mut self.cx.events)
                {
                    self.cx.refuse(refusal);
                }
            }
            Message::Copied(Ok(clip)) => self.cx.tell(Info::Copied(clip)),
            Message::Copied(Err(why)) => self.cx.refuse(Refusal::NoClipboard(why)),
            Message::SaidBefore(said) => self.cx.tell(Info::SaidBefore(said)),
            Message::Note(said) => self.cx.tell(Info::Note(said)),
            Message::Analysis(news) => self.game.on_analysis(news, &mut self.cx),
            Message::Standings(standings) => self.open_page(Page::Standings(standings)),
            Message::Tournaments(tournaments) => {
                if let Some(Page::NewGame(form)) = &mut self.page {
                    form.set_tournaments(tournaments);
                }
            }
        }
        self.game.rearm_warnings(now);
        self.game.ring_bell(&mut self.cx);
        for event in &self.cx.events {
            match event {
                // A new game has not changed yet.
                Event::NewGame => self.changed = false,
                event if event.changes_the_game() => self.changed = true,
                _ => continue,
            }
            self.copied = false;
        }
        std::mem::take(&mut self.cx.events)
    }

    /// Whether `key` waits, the screen being too small to show what it would change: every
    /// key does but Ctrl-C and the answer to its question, which the screen shows.
    fn waits_for_room(&self, key: Key) -> bool {
        !self.cx.viewport.fits && key != Key::CtrlC && !self.game.is_asking(Question::Quit)
    }

    /// The page in front, which the keys, pastes, lines and the mouse go to (the page open
    /// over the game, else the game), with what the pages share.
    fn front(&mut self) -> (&mut dyn Handles, &mut Context) {
        let front: &mut dyn Handles = match &mut self.page {
            Some(page) => page,
            None => &mut self.game,
        };
        (front, &mut self.cx)
    }

    /// Does what a page asked of the app once it handled a message.
    fn go(&mut self, go: Go) {
        match go {
            Go::Stay => {}
            Go::Close => self.close_page(),
            Go::Open(page, refusal) => {
                self.open_page(*page);
                if let Some(refusal) = refusal {
                    self.cx.refuse(refusal);
                }
            }
            Go::Start(settings) => self.start_with(*settings),
            Go::NewGame => self.open_new_game_form(),
            Go::Quit => {
                // The question is asked over the game, which leaving leaves behind.
                self.close_page();
                self.ask_to_quit();
            }
            Go::Exit => self.quit = true,
        }
    }

    /// Quits at once when the question was asked already, or the game is over and kept;
    /// otherwise asks first. A game that cannot be saved is never left without the question
    /// (which says so), over or not: the players may keep a copy first.
    fn ask_to_quit(&mut self) {
        let kept_and_over = self.game.outcome().is_some() && self.leaving() != Leaving::Unsaved;
        if kept_and_over || self.game.is_asking(Question::Quit) {
            self.quit = true;
        } else {
            self.game.ask(Question::Quit, &mut self.cx);
        }
    }

    /// A new game under the settings in force: the one going on stays in its file.
    fn start_new_game(&mut self) {
        let timed = self.cx.settings.new_game(&mut self.random);
        let game = GamePage::playing(timed, self.cx.settings.clock_start, self.cx.now);
        self.replace_game(game, Event::NewGame);
    }

    /// Another game takes the place of this one, told by `event`: a page open over the game
    /// goes with it and what was said goes, while the terminal's size, the trouble saving
    /// and the form as it was left stay; the new game's clock stands still too while the
    /// game cannot be seen.
    fn replace_game(&mut self, game: GamePage, event: Event) {
        self.game = game;
        self.page = None;
        self.cx.notice = None;
        self.copied = false;
        self.game.on_viewport(&self.cx);
        self.cx.events.push(event);
    }

    // ----- what the screen shows -----

    /// The game page: the game, played, reviewed or looked at, and what its screen holds.
    pub fn game_page(&self) -> &GamePage {
        &self.game
    }

    /// The settings of this session.
    pub fn settings(&self) -> &Settings {
        &self.cx.settings
    }

    /// The language of the screen.
    pub fn lang(&self) -> Lang {
        self.cx.lang()
    }

    /// The time of the latest update: the moment the screen shows.
    pub fn now(&self) -> Instant {
        self.cx.now
    }

    /// What the screen was last found to have room for.
    pub fn viewport(&self) -> Viewport {
        self.cx.viewport
    }

    /// The latest feedback line.
    pub fn notice(&self) -> Option<&Notice> {
        self.cx.notice.as_ref()
    }

    /// Why saving automatically fails, while it does.
    pub fn autosave_problem(&self) -> Option<&SaveFailure> {
        self.autosave_problem.as_ref()
    }

    /// Whether the players asked to leave.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// What leaving now leaves behind.
    pub fn leaving(&self) -> Leaving {
        let game = &self.game;
        let unsaved = self.autosave_problem.is_some() && self.changed;
        if unsaved && self.copied {
            Leaving::Copied
        } else if unsaved {
            Leaving::Unsaved
        } else if game.is_read_only()
            || self.autosave_problem.is_some()
            || (game.sans().is_empty() && game.outcome().is_none())
        {
            Leaving::Nothing
        } else {
            Leaving::Saved
        }
    }

    /// The name a side's player was given; `None` when the side goes by its own name
    /// (`White`, or nothing given).
    pub fn player_name(&self, color: Color) -> Option<&str> {
        crate::game::given_name(&self.cx.settings.names, color)
    }

    /// The side at the bottom of the board.
    pub fn bottom_side(&self) -> Color {
        self.game.bottom_side(self.cx.settings.flip)
    }
}

#[cfg(test)]
mod tests;
