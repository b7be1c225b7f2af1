//! The app: everything the screen shows and every way it changes. [`App::update`] is the only
//! place state changes, and it returns what happened as [`Event`]s (`event.rs`): a move played,
//! a refusal with its error value, a question, an ending, a save due, a clock warning. Time
//! is passed in, so a test can play a whole timed game in microseconds. Keys are read in
//! `keys.rs`; what they and the line mode's words do to the game is in `actions.rs`; looking
//! back at the game, its side lines and notes, the charts and `copy` are in `review.rs`;
//! pointing at the board with the mouse or the board cursor is in `pointer.rs`; low-time
//! warnings are kept in `warnings.rs`; draw offers, alone or with a move, are in `offers.rs`;
//! the arbiter's hand on the clocks is in `arbiter.rs`; when the bell rings is in `bell.rs`.

mod actions;
pub mod answer;
mod arbiter;
mod bell;
mod captures;
mod command;
pub mod editor;
mod event;
mod examples;
pub mod form;
pub mod form_words;
mod input;
mod key;
mod keys;
pub mod library;
mod message;
mod offers;
mod pages;
mod parts;
mod pointer;
mod review;
mod settings;
mod warnings;

use std::time::{Instant, SystemTime};

pub use command::{COMMANDS, Command, CommandSpec};
pub use event::{
    Clip, Event, Failure, Info, NoClipboard, NoFigurines, NotedMove, Notice, PageKind, Refusal,
    SaveFailure, SaveRequest, TimeMark,
};
pub use examples::example_moves;
pub use input::{InputLine, Typing};
pub use key::Key;
pub use message::{Button, Message, OpenedGame, PageTarget, Pointer, Step, Target, Viewport};
pub use pages::Page;
pub use parts::{Hold, Popups, Review, SideLine};
pub use pointer::PointerPreview;
pub use review::Reviewing;
pub use settings::{Settings, Start};

use crate::game::arbiter::ClockAdjustment;
use crate::game::clock::{Clock, ClockState};
use crate::game::{Flip, Game, Outcome, Reason, TimedGame};
use crate::i18n::Lang;
use crate::notation::san::San;
use crate::opening::{Opening, Openings};
use crate::rules::{Color, Move, Position, Role, Square};

/// What the keys do right now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Typing moves and commands.
    Play,
    /// Choosing the piece for a promotion; `choice` indexes [`Role::PROMOTIONS`].
    Promotion {
        /// The square the pawn moves from.
        from: Square,
        /// The square on the last rank it moves to.
        to: Square,
        /// The piece chosen so far (0 is the queen).
        choice: usize,
    },
    /// A yes-or-no question, answered before anything else.
    Confirm(Question),
    /// The help screen, over the board until a key closes it.
    Help,
}

/// A question one of the players answers with y or n (Enter and Esc are no).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// Does this side really resign?
    Resign(Color),
    /// Take back the last move, made by this side? The other side answers.
    Takeback(Color),
    /// Leave while the game goes on?
    Quit,
    /// Play the pasted moves ([`App::pasted_moves`])?
    PlayPasted,
    /// Replace the file a save would write over ([`App::file_to_replace`])?
    Replace,
    /// Change a clock by the arbiter's hand (`addtime`)? The player who loses by it answers.
    Adjust(ClockAdjustment),
    /// Set this side's clock to this time (`clock SIDE TIME`)? The player who loses by it answers:
    /// the side itself when its time goes down, its opponent when it goes up.
    SetClock(Color, std::time::Duration),
    /// Take back the last change of a clock? The player who loses by the takeback answers.
    UndoAdjustment(ClockAdjustment),
}

/// What leaving now leaves behind, for the question that asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leaving {
    /// A game that cannot be saved: it is lost unless saved somewhere else first.
    Unsaved,
    /// A game that cannot be saved in its folder, but a copy (`save FILE`) holds it as it
    /// stands.
    Copied,
    /// Nothing worth keeping: no move yet, or a game only looked at here.
    Nothing,
    /// A game kept in its file, to be resumed.
    Saved,
}

/// The state of the program: the game with its clock, and the parts the screen shows, each
/// with its own state: the input line ([`Typing`]), the review ([`Review`]), the popups
/// ([`Mode`] and [`Popups`]) and the hold on the clocks ([`Hold`]).
#[derive(Debug, Clone)]
pub struct App {
    settings: Settings,
    timed: TimedGame,
    /// The SAN of every move played, the outcome and the draw the side to move may claim:
    /// read off the game after every change (see [`App::after_change`]) so that drawing does
    /// not work them out again.
    sans: Vec<San>,
    outcome: Option<Outcome>,
    claimable: Option<Reason>,
    /// The pieces each side had captured after every ply, counted with the SAN list.
    captures: captures::Captures,
    /// The opening at every ply, read off the game with the SANs.
    openings: Openings,
    /// The input line, with what it could become.
    typing: Typing,
    /// What the keys do right now: typing, or a popup open.
    mode: Mode,
    /// Feedback that lives until the next change it does not describe.
    notice: Option<Notice>,
    /// Which position is shown, and how far the move list is scrolled.
    review: Review,
    /// What the popups hold besides their mode.
    popups: Popups,
    /// A piece picked up with the mouse or the board cursor, and where they are.
    pointing: pointer::Pointing,
    /// What the screen has room for.
    viewport: Viewport,
    /// Whether the game may only be looked at: another program is playing it.
    read_only: bool,
    /// When the game looked at was saved, the moment it shows.
    saved_at: Option<SystemTime>,
    /// Why the clocks stand still other than a pause of the players' (which the game keeps):
    /// the program is stopped, or the terminal too small. Never [`Hold::Paused`].
    held: Option<Hold>,
    /// Why saving automatically fails, while it does.
    autosave_problem: Option<SaveFailure>,
    /// Whether a file written with `save` holds the game as it stands: set when a save
    /// succeeds, gone with the next change of the game.
    copied: bool,
    /// The page between games open over the game, if one is.
    page: Option<Page>,
    /// The new-game form as it was left without a game started from it, to open as it was.
    form_left: Option<Box<form::NewGameForm>>,
    quit: bool,
    /// Which low-time warnings each side may still be given.
    warnings: warnings::Warnings,
    /// What happened in the update under way, returned when it is done.
    events: Vec<Event>,
    /// For random Chess960 starts.
    random: u64,
    /// The time of the latest update, for drawing the clocks.
    now: Instant,
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
    pub fn with_game(settings: Settings, mut timed: TimedGame, seed: u64, now: Instant) -> App {
        timed.set_clock_start(settings.clock_start);
        timed.start(now);
        App::build(settings, timed, seed, now)
    }

    /// An app that only shows a game another program is playing, as its file held it at
    /// `saved_at` (when known): it does not follow the moves played there. Its clocks stand
    /// still, and nothing that would change it is taken (`new` starts a game of the players'
    /// own).
    pub fn reviewing(
        settings: Settings,
        mut timed: TimedGame,
        saved_at: Option<SystemTime>,
        seed: u64,
        now: Instant,
    ) -> App {
        timed.pause(now);
        let mut app = App::build(settings, timed, seed, now);
        app.read_only = true;
        app.saved_at = saved_at;
        app
    }

    fn build(settings: Settings, timed: TimedGame, seed: u64, now: Instant) -> App {
        let warnings = warnings::Warnings::new(timed.clock(), now);
        let mut app = App {
            settings,
            timed,
            sans: Vec::new(),
            outcome: None,
            claimable: None,
            captures: captures::Captures::default(),
            openings: Openings::default(),
            typing: Typing::default(),
            mode: Mode::Play,
            notice: None,
            review: Review::default(),
            popups: Popups::default(),
            pointing: pointer::Pointing::default(),
            viewport: Viewport::default(),
            read_only: false,
            saved_at: None,
            held: None,
            autosave_problem: None,
            copied: false,
            page: None,
            form_left: None,
            quit: false,
            warnings,
            events: Vec::new(),
            random: seed | 1,
            now,
        };
        app.read_game();
        app
    }

    /// Applies one message at time `now`, and tells what it did, in the order it happened.
    /// The only way the app changes.
    pub fn update(&mut self, message: Message, now: Instant) -> Vec<Event> {
        self.now = now;
        self.check_flag();
        match message {
            Message::Key(key) if self.waits_for_room(key) => {}
            Message::Paste(_) | Message::Pointer(_) if !self.viewport.fits => {}
            Message::Key(key) => self.on_key(key),
            Message::Paste(text) => self.on_paste(&text),
            Message::Line(text) => self.on_line(&text),
            Message::Answer(yes) => self.on_answer(yes),
            Message::Promote(role) => self.on_promote(role),
            Message::Clear => self.clear(),
            Message::Step(step) if self.page.is_none() && self.mode == Mode::Play => {
                self.step(step);
            }
            Message::Step(_) => {}
            Message::Unpause => self.unpause(),
            Message::TakeSuggestion => {
                if self.mode == Mode::Play && self.typing.suggestion.is_some() {
                    self.complete();
                    self.submit();
                }
            }
            Message::Pointer(pointer) => self.on_pointer(pointer),
            Message::Tick => self.warn_of_low_time(),
            Message::Viewport(viewport) => self.on_viewport(viewport),
            Message::Suspend => self.hold_clocks(Hold::Suspended),
            Message::Continue => self.release_clocks(Hold::Suspended),
            Message::Saved(Ok(path)) => {
                self.copied = true;
                self.tell(Info::SavedTo(path));
            }
            Message::Saved(Err(failure)) => self.refuse(Refusal::SaveFailed(failure)),
            Message::SaveWouldReplace(path) => {
                self.popups.replace = Some(path);
                self.ask(Question::Replace);
            }
            Message::AutosaveProblem(problem) => {
                if problem != self.autosave_problem {
                    self.autosave_problem.clone_from(&problem);
                    self.events.push(Event::AutosaveProblem(problem));
                }
            }
            Message::NoFigurines(reason) => {
                self.settings.ascii = true;
                self.tell(Info::NoFigurines(reason));
            }
            Message::Shelf(shelf) => self.on_shelf(shelf),
            Message::Opened(opened) => self.on_opened(*opened),
            Message::OpenFailed(failure) => self.on_open_failed(failure),
            Message::Copied(Ok(clip)) => self.tell(Info::Copied(clip)),
            Message::Copied(Err(why)) => self.refuse(Refusal::NoClipboard(why)),
        }
        self.warnings.rearm(self.timed.clock(), now);
        self.ring_bell();
        if self.events.iter().any(Event::changes_the_game) {
            self.copied = false;
        }
        std::mem::take(&mut self.events)
    }

    /// Whether `key` waits, the screen being too small to show what it would change: every
    /// key does but Ctrl-C and the answer to its question, which the screen shows.
    fn waits_for_room(&self, key: Key) -> bool {
        !self.viewport.fits && key != Key::CtrlC && !self.is_asking(Question::Quit)
    }

    /// Says a low-time warning when the running clock passed a mark since the last one.
    fn warn_of_low_time(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        self.warnings.rearm(self.timed.clock(), self.now);
        if let Some((side, mark)) = self.warnings.due(self.timed.clock(), self.now) {
            self.events.push(Event::LowTime { side, mark });
        }
    }

    /// The next moment a low-time warning is due, for a front end that says them.
    pub fn next_warning(&self, now: Instant) -> Option<Instant> {
        self.warnings.next(self.timed.clock(), now)
    }

    /// The screen was laid out anew: scrolling stops at the new ends, and the clocks stand
    /// still while the game cannot be seen.
    fn on_viewport(&mut self, viewport: Viewport) {
        self.viewport = viewport;
        self.review.scroll = self.review.scroll.min(self.max_move_scroll());
        self.popups.help_scroll = self.popups.help_scroll.min(viewport.help_overflow);
        if viewport.fits {
            self.release_clocks(Hold::TooSmall);
        } else {
            self.hold_clocks(Hold::TooSmall);
        }
    }

    /// Stops the running clock for `why` (the program stopped, the terminal too small).
    fn hold_clocks(&mut self, why: Hold) {
        if self.timed.clock().running().is_some() {
            self.timed.pause(self.now);
            self.held = Some(why);
        }
    }

    /// Starts the clock held for `why` again; nothing when it stands for another reason.
    fn release_clocks(&mut self, why: Hold) {
        if self.held == Some(why) {
            self.held = None;
            self.timed.resume(self.now);
        }
    }

    /// How far back the move list can scroll: until its first row is in sight.
    fn max_move_scroll(&self) -> usize {
        let offset = usize::from(self.game().start().turn() == Color::Black);
        let rows = (self.sans.len() + offset).div_ceil(2) + usize::from(self.outcome.is_some());
        rows.saturating_sub(self.viewport.move_lines.max(1))
    }

    // ----- what the screen shows -----

    /// The settings of this session.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// What leaving now leaves behind.
    pub fn leaving(&self) -> Leaving {
        if self.autosave_problem.is_some() && self.copied {
            Leaving::Copied
        } else if self.autosave_problem.is_some() {
            Leaving::Unsaved
        } else if self.read_only || (self.sans.is_empty() && self.outcome.is_none()) {
            Leaving::Nothing
        } else {
            Leaving::Saved
        }
    }

    /// The side whose draw offer waits for an answer at once, with a key: the side to move,
    /// which offered before moving (FIDE 9.1.2.2). An offer still on the record when the game
    /// ended (on the clock) waits for nothing.
    pub fn draw_offer(&self) -> Option<Color> {
        let turn = self.game().position().turn();
        self.pending_offer().filter(|&by| by == turn)
    }

    /// The side that offered a draw with its move (FIDE 9.1.2.1), while the offer waits: the
    /// side to move accepts or declines it in words (`accept`, `draw`, `decline`), or declines
    /// it by moving.
    pub fn offer_with_move(&self) -> Option<Color> {
        let turn = self.game().position().turn();
        self.pending_offer().filter(|&by| by != turn)
    }

    /// Any draw offer waiting while the game goes on.
    fn pending_offer(&self) -> Option<Color> {
        self.game().draw_offer().filter(|_| self.outcome.is_none())
    }

    /// Whether the clock waits for White's first move to start.
    pub fn waits_for_first_move(&self) -> bool {
        self.timed.waits_for_first_move()
    }

    /// The name a side's player was given; `None` when the side goes by its own name
    /// (`White`, or nothing given).
    pub fn player_name(&self, color: Color) -> Option<&str> {
        crate::game::given_name(&self.settings.names, color)
    }

    /// The language of the screen.
    pub fn lang(&self) -> Lang {
        self.settings.lang
    }

    /// The game with its clock.
    pub fn timed(&self) -> &TimedGame {
        &self.timed
    }

    /// The game being played or reviewed, without its clock.
    pub fn game(&self) -> &Game {
        self.timed.game()
    }

    /// Both sides' clocks, with the time passed in.
    pub fn clock(&self) -> &Clock {
        self.timed.clock()
    }

    /// The time of the latest update: the moment the screen shows.
    pub fn now(&self) -> Instant {
        self.now
    }

    /// The clock as it stands now, for saving.
    pub fn clock_state(&self) -> ClockState {
        self.timed.clock_state(self.now)
    }

    /// The SAN of every move played.
    pub fn sans(&self) -> &[San] {
        &self.sans
    }

    /// The input line, with what it could become.
    pub fn typing(&self) -> &Typing {
        &self.typing
    }

    /// What the keys do right now.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The latest feedback line.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// Why saving automatically fails, while it does.
    pub fn autosave_problem(&self) -> Option<&SaveFailure> {
        self.autosave_problem.as_ref()
    }

    /// Which position is shown, and how far the move list is scrolled.
    pub fn review(&self) -> &Review {
        &self.review
    }

    /// What the popups hold besides their mode: the help's scroll, a paste or a file the
    /// players are asked about.
    pub fn popups(&self) -> &Popups {
        &self.popups
    }

    /// The outcome, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The draw the side to move may claim now under FIDE rules.
    pub fn claimable_draw(&self) -> Option<Reason> {
        self.claimable
    }

    /// Why both clocks stand still while the game goes on, if they do: the players' pause,
    /// the program stopped, the terminal too small. A game only looked at is held by none.
    pub fn hold(&self) -> Option<Hold> {
        match self.held {
            Some(why) => Some(why),
            None if self.timed.is_paused() && !self.read_only => Some(Hold::Paused),
            None => None,
        }
    }

    /// Whether both clocks are stopped by `pause`.
    pub fn is_paused(&self) -> bool {
        self.hold() == Some(Hold::Paused)
    }

    /// Whether the game may only be looked at, because another program is playing it.
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// When the game looked at read-only was saved: the moment the screen shows it as.
    pub fn saved_at(&self) -> Option<SystemTime> {
        self.saved_at
    }

    /// Whether the players asked to leave.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// What the screen was last found to have room for.
    pub fn viewport(&self) -> Viewport {
        self.viewport
    }

    /// The number of the Chess960 start position, for a Chess960 game.
    pub fn chess960_number(&self) -> Option<u16> {
        let game = self.game();
        game.is_chess960()
            .then(|| game.start().chess960_number())
            .flatten()
    }

    /// The number of the game's moves leading to the position shown (in a side line, those
    /// before the move it replaces).
    fn shown_ply(&self) -> usize {
        self.review.shown().unwrap_or(self.game().plies().len())
    }

    /// The position shown: the live one, or the one being looked at, in the game or in a
    /// side line.
    pub fn shown_position(&self) -> &Position {
        if let Some(position) = self.review.line.as_ref().and_then(SideLine::position) {
            return position;
        }
        self.game()
            .position_at(self.shown_ply())
            .unwrap_or_else(|| self.game().position())
    }

    /// The opening of the position shown: the last position of the moves that lead to it
    /// that lichess's book names (see [`crate::opening`]).
    pub fn shown_opening(&self) -> Option<Opening> {
        if let Some(line) = &self.review.line {
            return line.opening;
        }
        self.openings.at(self.shown_ply())
    }

    /// The move that led to the position shown.
    pub fn shown_last_move(&self) -> Option<Move> {
        if let Some(line) = &self.review.line {
            return line.moves.last().copied();
        }
        let ply = self.shown_ply();
        ply.checked_sub(1)
            .and_then(|i| self.game().plies().get(i))
            .map(|ply| ply.m)
    }

    /// The side at the bottom of the board.
    pub fn bottom_side(&self) -> Color {
        match self.settings.flip {
            Flip::White => Color::White,
            Flip::Black => Color::Black,
            Flip::Auto => self.game().position().turn(),
        }
    }

    /// The squares of the moves that match what is typed (origins and destinations), or of
    /// the piece picked up and the squares it can go to.
    pub fn highlighted_squares(&self) -> Vec<Square> {
        self.typing
            .completions
            .iter()
            .flat_map(|c| [c.m.from(), c.m.king_destination()])
            .chain(self.selection_squares())
            .collect()
    }

    /// The pieces a side has captured up to the position shown, in order of value (queen
    /// first). Counted from the moves, so a promotion is not mistaken for a capture.
    pub fn captured_by(&self, color: Color) -> Vec<Role> {
        let Some(line) = &self.review.line else {
            return self.captures.by(color, self.shown_ply());
        };
        // In a side line: the game's own moves up to where the line leaves them, counted
        // already, then the line's own.
        let branch = self.shown_ply().min(line.moves.len());
        let mut captured = self.captures.by(color, branch);
        let line_moves = line.positions[branch..].iter().zip(&line.moves[branch..]);
        captured.extend(line_moves.filter_map(|(before, &m)| {
            (before.turn() == color)
                .then(|| before.captured_role(m))
                .flatten()
        }));
        captured.sort_by_key(|role| std::cmp::Reverse(*role));
        captured
    }

    /// White's material minus Black's, in pawns, in the position shown.
    pub fn material_balance(&self) -> i64 {
        let material = self.shown_position().material();
        i64::from(material.white) - i64::from(material.black)
    }
}

#[cfg(test)]
mod tests;
