//! The shape of a page: what the pages share while one of them handles a message
//! ([`Context`]: the settings, the time of the update, the room on the screen, what was said
//! last, and the events of the update under way), what every page does with a message
//! ([`Handles`]), what it asks of the app besides ([`Go`]), and the pages that open over the
//! game ([`Page`]). A new page is one more [`Page`], handled in `pages.rs`.

use std::time::Instant;

use super::editor::Editor;
use super::event::{Event, Info, Notice, PageKind, Refusal};
use super::form::NewGameForm;
use super::key::Key;
use super::learn::Learn;
use super::library::Library;
use super::message::{Pointer, Viewport};
use super::settings::Settings;
use super::standings::Standings;
use crate::i18n::Lang;

/// What every page shares, handed to the page that handles a message: the app keeps it, and
/// a page keeps only its own state.
#[derive(Debug, Clone)]
pub struct Context {
    /// The settings of the session, which a page may change (`flip`, the terminal's letters).
    pub(super) settings: Settings,
    /// The time of the update under way: the moment the screen shows.
    pub(super) now: Instant,
    /// What the screen has room for.
    pub(super) viewport: Viewport,
    /// Feedback that lives until the next change it does not describe.
    pub(super) notice: Option<Notice>,
    /// What happened in the update under way, returned when it is done.
    pub(super) events: Vec<Event>,
}

impl Context {
    /// The context of an app with `settings`, at `now`, before the screen is laid out.
    pub(super) fn new(settings: Settings, now: Instant) -> Context {
        Context {
            settings,
            now,
            viewport: Viewport::default(),
            notice: None,
            events: Vec::new(),
        }
    }

    /// The language of the screen.
    pub(super) fn lang(&self) -> Lang {
        self.settings.lang
    }

    /// Refuses what was asked, with why: shown until the next change, and told.
    pub(super) fn refuse(&mut self, refusal: Refusal) {
        self.notice = Some(Notice::Refused(refusal.clone()));
        self.events.push(Event::Refused(refusal));
    }

    /// Tells the players something no other event says: shown until the next change.
    pub(super) fn tell(&mut self, info: Info) {
        self.notice = Some(Notice::Info(info.clone()));
        self.events.push(Event::Told(info));
    }
}

/// What every page does with the messages it is handed, the game page and the pages over it
/// alike: a key, a paste, a line of the line mode, the mouse. Each works on its own state and
/// the [`Context`] it is handed, and says what it asks of the app besides.
pub trait Handles {
    /// A key pressed while the page is in front.
    fn key(&mut self, key: Key, cx: &mut Context) -> Go;
    /// Text pasted while the page is in front.
    fn paste(&mut self, text: &str, cx: &mut Context) -> Go;
    /// A whole line of the line mode, entered while the page is in front.
    fn line(&mut self, text: &str, cx: &mut Context) -> Go;
    /// What the mouse (or the board cursor's click) did on the page.
    fn pointer(&mut self, pointer: Pointer, cx: &mut Context) -> Go;
}

/// A page between games, on top of the game.
#[derive(Debug, Clone)]
pub enum Page {
    /// The new-game form.
    NewGame(Box<NewGameForm>),
    /// The board editor, opened from the form, which it goes back to.
    Editor(Box<Editor>),
    /// The saved games, or a PGN file's, to pick one from.
    Library(Library),
    /// Learn from your mistakes: one side's mistakes in the game, to find better moves.
    Learn(Box<Learn>),
    /// The standings after a tournament's game, with its next game to play.
    Standings(Box<Standings>),
}

impl Page {
    /// Which page it is.
    pub fn kind(&self) -> PageKind {
        match self {
            Page::NewGame(_) => PageKind::NewGame,
            Page::Editor(_) => PageKind::Editor,
            Page::Library(_) => PageKind::Library,
            Page::Learn(_) => PageKind::Learn,
            Page::Standings(_) => PageKind::Standings,
        }
    }
}

/// What a page asks of the app once it has handled a message, besides what it told in events:
/// what the page cannot do by itself, for it is the app's (another page, another game,
/// leaving).
#[must_use]
#[derive(Debug)]
pub enum Go {
    /// Nothing more.
    Stay,
    /// The page in front closes, and the game is on the screen again.
    Close,
    /// This page opens in front, in place of the one there; with a refusal to say once it is
    /// open (the form, back from the editor at a field that is wrong).
    Open(Box<Page>, Option<Refusal>),
    /// A new game starts under these settings, which the next form is filled with.
    Start(Box<Settings>),
    /// The new-game form opens over the game, as it was left, else filled with the settings
    /// in force.
    NewGame,
    /// The players asked to leave (Ctrl-C, `quit`): they are asked first, over the game,
    /// unless they were asked already or nothing would be lost.
    Quit,
    /// The players said yes to leaving: the program ends.
    Exit,
}
