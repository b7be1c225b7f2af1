//! What the pages share while one of them handles a message ([`Context`]): the settings, the
//! time of the update, the room on the screen, what was said last, and the events of the
//! update under way.

use std::time::Instant;

use super::event::{Event, Info, Notice, Refusal};
use super::message::Viewport;
use super::settings::Settings;
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

/// What a page asks of the app once it has handled a message, besides what it told in events:
/// what the page cannot do by itself, for it is the app's (another page, leaving).
#[must_use]
#[derive(Debug)]
pub enum Go {
    /// Nothing more.
    Stay,
    /// The new-game form opens over the game, as it was left, else filled with the settings
    /// in force.
    NewGame,
    /// The players asked to leave (Ctrl-C, `quit`): they are asked first, over the game,
    /// unless they were asked already or nothing would be lost.
    Quit,
    /// The players said yes to leaving: the program ends.
    Exit,
}
