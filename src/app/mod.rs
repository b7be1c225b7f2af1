//! The app: everything the screen shows and every way it changes. [`App::update`] is the only
//! place state changes, and it returns what happened as [`Event`]s (`event.rs`): a move played,
//! a refusal with its error value, a question, an ending, a save due, a clock warning. Time
//! is passed in, so a test can play a whole timed game in microseconds. Keys are read in
//! `keys.rs`; what they and the line mode's words do to the game is in `actions.rs`; pointing
//! at the board with the mouse or the board cursor is in `pointer.rs`; low-time warnings are
//! kept in `warnings.rs`.

mod actions;
pub mod answer;
mod command;
mod event;
mod input;
mod keys;
mod message;
mod pointer;
mod warnings;

use std::path::{Path, PathBuf};
use std::time::{Instant, SystemTime};

pub use command::{COMMANDS, Command, CommandSpec};
pub use event::{Event, Info, NoFigurines, Notice, Refusal, SaveFailure, TimeMark};
pub use input::InputLine;
pub use message::{Key, Message, Pointer, SaveRequest, Target, Viewport};
pub use pointer::PointerPreview;

use crate::game::clock::{Clock, ClockState};
use crate::game::time_control::TimeControl;
use crate::game::{DrawRules, Flip, Game, Outcome, Reason, TimedGame, Variant};
use crate::i18n::Lang;
use crate::look::{ColourDepth, ThemeName};
use crate::notation::san::{Completion, San, Suggestion};
use crate::rules::{ByColor, Color, Move, Position, Role, Square};

/// Where each game of a session starts: the usual start, a FEN, or Chess960.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start {
    /// The usual starting position.
    Standard,
    /// A position given as FEN.
    Position(Position),
    /// A Chess960 start: the numbered one, or a random one for every game.
    Chess960(Option<u16>),
}

/// What stays the same from one game to the next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// The players' names, as given (a side's own name when none was).
    pub names: ByColor<String>,
    /// The control of every game of the session.
    pub control: TimeControl,
    /// Whether repetitions and fifty moves end a game or are claimed.
    pub draw_rules: DrawRules,
    /// Where each game starts, `new` ones included.
    pub start: Start,
    /// Letters instead of figurines.
    pub ascii: bool,
    /// The colours of the board, its pieces and its highlights.
    pub theme: ThemeName,
    /// How many colours the terminal shows (none when `NO_COLOR` is set).
    pub depth: ColourDepth,
    /// Which side is at the bottom; `flip` changes it, for this game and the next.
    pub flip: Flip,
    /// The language of the screen.
    pub lang: Lang,
    /// Whether the mouse plays (else the terminal keeps it, for selecting text).
    pub mouse: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            names: ByColor::new_with(|color| color.name().to_string()),
            control: TimeControl::untimed(),
            draw_rules: DrawRules::Club,
            start: Start::Standard,
            ascii: false,
            theme: ThemeName::default(),
            depth: ColourDepth::default(),
            flip: Flip::White,
            lang: Lang::En,
            mouse: true,
        }
    }
}

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
}

/// What leaving now leaves behind, for the question that asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leaving {
    /// A game that cannot be saved: it is lost unless saved somewhere else first.
    Unsaved,
    /// Nothing worth keeping: no move yet, or a game only looked at here.
    Nothing,
    /// A game kept in its file, to be resumed.
    Saved,
}

/// The state of the program: the game with its clock, the input line and the mode.
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
    input: InputLine,
    completions: Vec<Completion>,
    suggestion: Option<Suggestion>,
    mode: Mode,
    /// Feedback that lives until the next change it does not describe.
    notice: Option<Notice>,
    /// The number of moves shown while stepping through the game; `None` for the live game.
    view: Option<usize>,
    /// How many rows the move list is scrolled back from the newest move.
    move_scroll: usize,
    /// How far the help is scrolled.
    help_scroll: usize,
    /// A piece picked up with the mouse or the board cursor, and where they are.
    pointing: pointer::Pointing,
    /// What the screen has room for.
    viewport: Viewport,
    /// Whether the game may only be looked at: another program is playing it.
    read_only: bool,
    /// When the game looked at was saved, the moment it shows.
    saved_at: Option<SystemTime>,
    /// The file a save would replace, while the players are asked ([`Question::Replace`]).
    replace: Option<PathBuf>,
    /// The moves of a paste, while the players are asked ([`Question::PlayPasted`]).
    pasted: Vec<String>,
    /// Whether the clock was paused because the program was stopped (Ctrl-Z).
    suspended: bool,
    /// Whether the clock was paused because the terminal is too small to show the game.
    hidden: bool,
    /// Why saving automatically fails, while it does.
    autosave_problem: Option<SaveFailure>,
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
        let (start, variant) = start_position(&settings.start, &mut random);
        let game = Game::new(start, variant, settings.draw_rules);
        let timed = TimedGame::new(game, settings.control.clone());
        App::with_game(settings, timed, random, now)
    }

    /// An app for a game already under way (loaded or resumed), or about to begin: play
    /// starts at `now`, so the clock that was running runs again from `now`.
    pub fn with_game(settings: Settings, mut timed: TimedGame, seed: u64, now: Instant) -> App {
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
            input: InputLine::default(),
            completions: Vec::new(),
            suggestion: None,
            mode: Mode::Play,
            notice: None,
            view: None,
            move_scroll: 0,
            help_scroll: 0,
            pointing: pointer::Pointing::default(),
            viewport: Viewport::default(),
            read_only: false,
            saved_at: None,
            replace: None,
            pasted: Vec::new(),
            suspended: false,
            hidden: false,
            autosave_problem: None,
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
            Message::Key(key) => self.on_key(key),
            Message::Paste(text) => self.on_paste(&text),
            Message::Line(text) => self.on_line(&text),
            Message::Answer(yes) => self.on_answer(yes),
            Message::Promote(role) => self.on_promote(role),
            Message::Clear => self.clear(),
            Message::Unpause => self.unpause(),
            Message::TakeSuggestion => {
                if self.mode == Mode::Play && self.suggestion.is_some() {
                    self.complete();
                    self.submit();
                }
            }
            Message::Pointer(pointer) => self.on_pointer(pointer),
            Message::Tick => self.warn_of_low_time(),
            Message::Viewport(viewport) => self.on_viewport(viewport),
            Message::Suspend => {
                if self.timed.clock().running().is_some() {
                    self.timed.pause(now);
                    self.suspended = true;
                }
            }
            Message::Continue => {
                if std::mem::take(&mut self.suspended) {
                    self.timed.resume(now);
                }
            }
            Message::Saved(Ok(path)) => self.tell(Info::SavedTo(path)),
            Message::Saved(Err(failure)) => self.refuse(Refusal::SaveFailed(failure)),
            Message::SaveWouldReplace(path) => {
                self.replace = Some(path);
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
        }
        self.warnings.rearm(self.timed.clock(), now);
        std::mem::take(&mut self.events)
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
        self.move_scroll = self.move_scroll.min(self.max_move_scroll());
        self.help_scroll = self.help_scroll.min(viewport.help_overflow);
        if !viewport.fits && self.timed.clock().running().is_some() {
            self.timed.pause(self.now);
            self.hidden = true;
        } else if viewport.fits && std::mem::take(&mut self.hidden) {
            self.timed.resume(self.now);
        }
    }

    /// How far back the move list can scroll: until its first row is in sight.
    fn max_move_scroll(&self) -> usize {
        let offset = usize::from(self.game().start().turn() == Color::Black);
        let rows = (self.sans.len() + offset).div_ceil(2) + usize::from(self.outcome.is_some());
        rows.saturating_sub(self.viewport.move_rows.max(1))
    }

    // ----- what the screen shows -----

    /// The settings of this session.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// What leaving now leaves behind.
    pub fn leaving(&self) -> Leaving {
        if self.autosave_problem.is_some() {
            Leaving::Unsaved
        } else if self.read_only || (self.sans.is_empty() && self.outcome.is_none()) {
            Leaving::Nothing
        } else {
            Leaving::Saved
        }
    }

    /// The side whose draw offer waits for an answer. An offer still on the record when the
    /// game ended (on the clock) waits for nothing.
    pub fn draw_offer(&self) -> Option<Color> {
        self.game().draw_offer().filter(|_| self.outcome.is_none())
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

    /// What is typed on the input line, with its cursor.
    pub fn input(&self) -> &InputLine {
        &self.input
    }

    /// The legal moves that what is typed could still become.
    pub fn completions(&self) -> &[Completion] {
        &self.completions
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

    /// The number of moves shown while stepping through the game; `None` for the live game.
    pub fn view(&self) -> Option<usize> {
        self.view
    }

    /// How many rows the move list is scrolled back from the newest move.
    pub fn move_scroll(&self) -> usize {
        self.move_scroll
    }

    /// The outcome, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The draw the side to move may claim now under FIDE rules.
    pub fn claimable_draw(&self) -> Option<Reason> {
        self.claimable
    }

    /// Whether both clocks are stopped by `pause`.
    pub fn is_paused(&self) -> bool {
        self.timed.is_paused() && !self.suspended && !self.hidden && !self.read_only
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

    /// A move the text on the input line may have meant when it is none (typed with the
    /// Russian layout, with a Cyrillic look-alike letter, a bishop's `B` where only a pawn
    /// can take, an `x` onto an empty square): shown beside the input, taken by Tab.
    pub fn suggestion(&self) -> Option<&Suggestion> {
        self.suggestion.as_ref()
    }

    /// The moves of a paste waiting for the players' yes.
    pub fn pasted_moves(&self) -> &[String] {
        &self.pasted
    }

    /// The file a save would replace, while the players are asked.
    pub fn file_to_replace(&self) -> Option<&Path> {
        self.replace.as_deref()
    }

    /// What the screen was last found to have room for.
    pub fn viewport(&self) -> Viewport {
        self.viewport
    }

    /// How far the help is scrolled, in rows.
    pub fn help_scroll(&self) -> usize {
        self.help_scroll
    }

    /// Whether the clocks stand still because the terminal is too small to show the game.
    pub fn is_hidden(&self) -> bool {
        self.hidden
    }

    /// The number of the Chess960 start position, for a Chess960 game.
    pub fn chess960_number(&self) -> Option<u16> {
        let game = self.game();
        game.is_chess960()
            .then(|| game.start().chess960_number())
            .flatten()
    }

    /// The number of moves leading to the position shown.
    fn shown_ply(&self) -> usize {
        self.view.unwrap_or(self.game().plies().len())
    }

    /// The position shown: the live one, or the one being looked at.
    pub fn shown_position(&self) -> &Position {
        self.game()
            .position_at(self.shown_ply())
            .unwrap_or_else(|| self.game().position())
    }

    /// The move that led to the position shown.
    pub fn shown_last_move(&self) -> Option<Move> {
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
        self.completions
            .iter()
            .flat_map(|c| [c.m.from(), c.m.king_destination()])
            .chain(self.selection_squares())
            .collect()
    }

    /// The pieces a side has captured up to the position shown, in order of value (queen
    /// first). Counted from the moves, so a promotion is not mistaken for a capture.
    pub fn captured_by(&self, color: Color) -> Vec<Role> {
        let game = self.game();
        let mut captured: Vec<Role> = game.plies()[..self.shown_ply()]
            .iter()
            .enumerate()
            .filter_map(|(index, ply)| {
                let before = game.position_at(index)?;
                (before.turn() == color)
                    .then(|| before.captured_role(ply.m))
                    .flatten()
            })
            .collect();
        captured.sort_by_key(|role| std::cmp::Reverse(*role));
        captured
    }

    /// White's material minus Black's, in pawns, in the position shown.
    pub fn material_balance(&self) -> i64 {
        let material = self.shown_position().material();
        i64::from(material.white) - i64::from(material.black)
    }
}

/// The start position for a game, and which chess it is.
fn start_position(start: &Start, random: &mut u64) -> (Position, Variant) {
    match start {
        Start::Standard => (Position::startpos(), Variant::Standard),
        Start::Position(position) if position.has_chess960_castling() => {
            (*position, Variant::Chess960)
        }
        Start::Position(position) => (*position, Variant::Standard),
        Start::Chess960(number) => {
            let number = number.unwrap_or_else(|| {
                *random ^= *random << 13;
                *random ^= *random >> 7;
                *random ^= *random << 17;
                (*random % 960) as u16
            });
            (
                Position::chess960(number).unwrap_or_else(Position::startpos),
                Variant::Chess960,
            )
        }
    }
}

#[cfg(test)]
mod tests;
