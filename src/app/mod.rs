//! The app: everything the screen shows and every way it changes. [`App::update`] is the only
//! place state changes; time is passed in, so a test can play a whole timed game in
//! microseconds.

mod command;
mod input;
mod message;

use std::path::PathBuf;
use std::time::Instant;

pub use command::{COMMANDS, Command, CommandSpec};
pub use input::InputLine;
pub use message::{Key, Message};

use crate::game::clock::{Clock, ClockState};
use crate::game::time_control::TimeControl;
use crate::game::{DrawRules, Flip, Game, Outcome, Reason, TimedGame};
use crate::look::{ColourDepth, ThemeName};
use crate::notation::san::{self, Completion, SanError};
use crate::rules::{ByColor, Color, Move, Position, Role, Square, fen};

/// Where games start.
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
    /// The players' names.
    pub names: ByColor<String>,
    /// The time control.
    pub control: TimeControl,
    /// The draw rules.
    pub draw_rules: DrawRules,
    /// Where games start.
    pub start: Start,
    /// Letters instead of figurines.
    pub ascii: bool,
    /// The colours of the board, its pieces and its highlights.
    pub theme: ThemeName,
    /// How many colours the terminal shows (none when `NO_COLOR` is set).
    pub depth: ColourDepth,
    /// Which side is at the bottom.
    pub flip: Flip,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            names: ByColor {
                white: "White".to_string(),
                black: "Black".to_string(),
            },
            control: TimeControl::untimed(),
            draw_rules: DrawRules::Club,
            start: Start::Standard,
            ascii: false,
            theme: ThemeName::default(),
            depth: ColourDepth::default(),
            flip: Flip::White,
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
        /// The pawn's square.
        from: Square,
        /// The promotion square.
        to: Square,
        /// The piece chosen so far (0 is the queen).
        choice: usize,
    },
    /// A yes-or-no question.
    Confirm(Question),
    /// The help screen.
    Help,
}

/// A question one of the players answers with y or n.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// Does this side really resign?
    Resign(Color),
    /// The player of this colour asks to take back their last move; does the other agree?
    Takeback(Color),
    /// Leave while the game goes on?
    Quit,
}

/// A line of feedback for the players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// Something was refused, and why.
    Error(String),
    /// Something worth knowing.
    Info(String),
}

/// The state of the program: the game with its clock, the input line and the mode.
#[derive(Debug, Clone)]
pub struct App {
    settings: Settings,
    timed: TimedGame,
    /// The SAN of every move played, the outcome and the draw the side to move may claim:
    /// read off the game after every change (see [`App::after_change`]) so that drawing does
    /// not work them out again.
    sans: Vec<String>,
    outcome: Option<Outcome>,
    claimable: Option<Reason>,
    input: InputLine,
    completions: Vec<Completion>,
    mode: Mode,
    notice: Option<Notice>,
    /// The number of moves shown while stepping through the game; `None` for the live game.
    view: Option<usize>,
    /// Whether the board is turned from what the settings say.
    flipped: bool,
    /// How many rows the move list is scrolled back from the newest move.
    move_scroll: usize,
    /// Counts changes to the game, so the terminal layer knows when to save.
    revision: u64,
    /// Counts the games of the session: `new` starts the next one, which is saved apart.
    game_serial: u64,
    /// Whether the game may only be looked at: another program is playing it.
    read_only: bool,
    /// A save asked for with `save`: to this file, or to the saved-games folder.
    save_request: Option<Option<PathBuf>>,
    /// Whether the clock was paused because the program was stopped (Ctrl-Z).
    suspended: bool,
    autosave_problem: Option<String>,
    quit: bool,
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
        let (start, chess960) = start_position(&settings.start, &mut random);
        let game = Game::new(start, chess960, settings.draw_rules);
        let timed = TimedGame::new(game, settings.control.clone());
        App::with_game(settings, timed, random, now)
    }

    /// An app for a game already under way (loaded or resumed), or about to begin: play
    /// starts at `now`, so the clock that was running runs again from `now`.
    pub fn with_game(settings: Settings, mut timed: TimedGame, seed: u64, now: Instant) -> App {
        timed.start(now);
        App::build(settings, timed, seed, now)
    }

    /// An app that only shows a game another program is playing: its clocks stand still, and
    /// nothing that would change it is taken (`new` starts a game of the players' own).
    pub fn reviewing(settings: Settings, mut timed: TimedGame, seed: u64, now: Instant) -> App {
        timed.pause(now);
        let mut app = App::build(settings, timed, seed, now);
        app.read_only = true;
        app
    }

    fn build(settings: Settings, timed: TimedGame, seed: u64, now: Instant) -> App {
        let mut app = App {
            settings,
            timed,
            sans: Vec::new(),
            outcome: None,
            claimable: None,
            input: InputLine::default(),
            completions: Vec::new(),
            mode: Mode::Play,
            notice: None,
            view: None,
            flipped: false,
            move_scroll: 0,
            revision: 0,
            game_serial: 0,
            read_only: false,
            save_request: None,
            suspended: false,
            autosave_problem: None,
            quit: false,
            random: seed | 1,
            now,
        };
        app.read_game();
        app
    }

    /// Applies one message at time `now`. The only way the app changes.
    pub fn update(&mut self, message: Message, now: Instant) {
        self.now = now;
        self.check_flag();
        match message {
            Message::Key(key) => self.on_key(key),
            Message::Tick | Message::Resize => {}
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
            Message::Saved(Ok(path)) => {
                self.notice = Some(Notice::Info(format!("saved to {}", path.display())));
            }
            Message::Saved(Err(reason)) => {
                self.notice = Some(Notice::Error(format!("could not save: {reason}")));
            }
            Message::AutosaveProblem(problem) => self.autosave_problem = problem,
        }
    }

    // ----- what the screen shows -----

    /// The settings of this session.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The game with its clock.
    pub fn timed(&self) -> &TimedGame {
        &self.timed
    }

    /// The game.
    pub fn game(&self) -> &Game {
        self.timed.game()
    }

    /// The clock.
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
    pub fn sans(&self) -> &[String] {
        &self.sans
    }

    /// The input line.
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
    pub fn autosave_problem(&self) -> Option<&str> {
        self.autosave_problem.as_deref()
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
        self.timed.is_paused() && !self.suspended && !self.read_only
    }

    /// Counts changes to the game: when it moves on, the game should be saved.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Counts the games of the session: it changes when `new` starts another game, which
    /// is saved in a file of its own.
    pub fn game_serial(&self) -> u64 {
        self.game_serial
    }

    /// Whether the game may only be looked at, because another program is playing it.
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// Whether the players asked to leave.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// Takes the pending `save` request: to a file, or (`None`) to the saved-games folder.
    pub fn take_save_request(&mut self) -> Option<Option<PathBuf>> {
        self.save_request.take()
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
        let base = match self.settings.flip {
            Flip::White => Color::White,
            Flip::Black => Color::Black,
            Flip::Auto => self.game().position().turn(),
        };
        if self.flipped { !base } else { base }
    }

    /// The squares of the moves that match what is typed (origins and destinations).
    pub fn highlighted_squares(&self) -> Vec<Square> {
        self.completions
            .iter()
            .flat_map(|c| [c.m.from(), c.m.king_destination()])
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

    // ----- keys -----

    fn on_key(&mut self, key: Key) {
        if key == Key::CtrlC {
            return self.ask_to_quit();
        }
        if self.game().draw_offer().is_some() && self.outcome.is_none() {
            return self.answer_draw_offer(key);
        }
        match self.mode {
            Mode::Help => {
                if matches!(key, Key::Esc | Key::Enter | Key::F1 | Key::Char('?' | 'q')) {
                    self.mode = Mode::Play;
                }
            }
            Mode::Confirm(question) => match key {
                Key::Char('y' | 'Y') => self.answer(question, true),
                Key::Char('n' | 'N') | Key::Esc => self.answer(question, false),
                _ => {}
            },
            Mode::Promotion { from, to, choice } => self.choose_promotion(from, to, choice, key),
            Mode::Play if self.is_paused() => {
                if key == Key::Enter {
                    self.timed.resume(self.now);
                    self.input.clear();
                }
            }
            Mode::Play => self.on_play_key(key),
        }
    }

    fn on_play_key(&mut self, key: Key) {
        let empty = self.input.is_empty();
        match key {
            Key::Char('?') if empty => self.mode = Mode::Help,
            Key::F1 => self.mode = Mode::Help,
            Key::Char(c) => {
                self.view = None;
                self.input.insert(c);
                self.refresh_completions();
            }
            Key::Backspace => {
                self.input.backspace();
                self.refresh_completions();
            }
            Key::Delete => {
                self.input.delete();
                self.refresh_completions();
            }
            Key::CtrlU => {
                self.input.clear();
                self.refresh_completions();
            }
            Key::Left if empty => self.step_view(-1),
            Key::Right if empty => self.step_view(1),
            Key::Home if empty => self.view = Some(0),
            Key::End if empty => self.view = None,
            Key::Left => self.input.left(),
            Key::Right => self.input.right(),
            Key::Home => self.input.home(),
            Key::End => self.input.end(),
            Key::PageUp => self.move_scroll = self.move_scroll.saturating_add(5),
            Key::PageDown => self.move_scroll = self.move_scroll.saturating_sub(5),
            Key::Tab => self.complete(),
            Key::Esc => {
                self.input.clear();
                self.refresh_completions();
                self.notice = None;
                self.view = None;
            }
            Key::Enter => self.submit(),
            Key::Up | Key::Down | Key::CtrlC => {}
        }
    }

    fn step_view(&mut self, step: isize) {
        let len = self.game().plies().len();
        let shown = self.shown_ply().saturating_add_signed(step).min(len);
        self.view = (shown < len).then_some(shown);
    }

    fn refresh_completions(&mut self) {
        self.completions = if self.outcome.is_some() {
            Vec::new()
        } else {
            san::completions(self.game().position(), self.input.text())
        };
    }

    /// Tab: completes a single candidate, or as far as all candidates agree.
    fn complete(&mut self) {
        let Some(first) = self.completions.first() else {
            return;
        };
        let common = self
            .completions
            .iter()
            .fold(first.san.clone(), |common, c| {
                common
                    .chars()
                    .zip(c.san.chars())
                    .take_while(|(a, b)| a == b)
                    .map(|(a, _)| a)
                    .collect()
            });
        let common = common.trim_end_matches(['+', '#']);
        if common.chars().count() >= self.input.text().chars().count() {
            self.input.set(common);
            self.refresh_completions();
        }
    }

    fn submit(&mut self) {
        let text = self.input.text().trim().to_string();
        if text.is_empty() {
            self.view = None;
            return;
        }
        if let Some(command) = Command::parse(&text) {
            self.input.clear();
            self.refresh_completions();
            return self.run(command);
        }
        if let Some(outcome) = self.outcome {
            return self.refuse(format!(
                "the game is over ({}): type new, save or quit",
                outcome.sentence()
            ));
        }
        if self.read_only {
            return self.refuse_read_only();
        }
        self.view = None;
        match san::parse(self.game().position(), &text) {
            Ok(m) => self.play(m),
            Err(SanError::PromotionPieceMissing { from, to, .. }) => {
                self.mode = Mode::Promotion {
                    from,
                    to,
                    choice: 0,
                };
                self.notice = None;
            }
            Err(error) => self.refuse(error.to_string()),
        }
    }

    fn refuse(&mut self, reason: String) {
        self.notice = Some(Notice::Error(reason));
    }

    fn refuse_read_only(&mut self) {
        self.refuse("this game is read-only here: new starts a game of your own".to_string());
    }

    fn choose_promotion(&mut self, from: Square, to: Square, choice: usize, key: Key) {
        let count = Role::PROMOTIONS.len();
        let chosen = match key {
            Key::Left | Key::Up => {
                self.mode = Mode::Promotion {
                    from,
                    to,
                    choice: (choice + count - 1) % count,
                };
                return;
            }
            Key::Right | Key::Down | Key::Tab => {
                self.mode = Mode::Promotion {
                    from,
                    to,
                    choice: (choice + 1) % count,
                };
                return;
            }
            Key::Esc => {
                self.mode = Mode::Play;
                return;
            }
            Key::Enter => Role::PROMOTIONS[choice],
            Key::Char(c) => match Role::from_char(c).filter(|r| Role::PROMOTIONS.contains(r)) {
                Some(role) => role,
                None => return,
            },
            _ => return,
        };
        self.mode = Mode::Play;
        let promotion = self
            .game()
            .position()
            .legal_moves()
            .into_iter()
            .find(|m| m.from() == from && m.to() == to && m.promotion() == Some(chosen));
        if let Some(m) = promotion {
            self.play(m);
        }
    }

    /// Plays a legal move (the game presses the clock and records the mover's time with it),
    /// and the game is saved.
    fn play(&mut self, m: Move) {
        if let Err(error) = self.timed.play(m, self.now) {
            return self.refuse(error.to_string());
        }
        self.after_change();
        self.input.clear();
        self.refresh_completions();
        self.notice = None;
        self.move_scroll = 0;
    }

    /// Bookkeeping after the game changed: read the moves and outcome off the game, count
    /// the revision.
    fn after_change(&mut self) {
        self.read_game();
        if self.outcome.is_some() {
            self.mode = Mode::Play;
        }
        self.revision += 1;
    }

    /// Brings the SAN list, the outcome and the claimable draw in step with the game.
    fn read_game(&mut self) {
        let game = self.timed.game();
        self.outcome = game.outcome();
        self.claimable = game.claimable_draw();
        let plies = game.plies().len();
        self.sans.truncate(plies);
        while self.sans.len() < plies {
            let san = game.san(self.sans.len()).unwrap_or_default();
            self.sans.push(san);
        }
    }

    /// The flag of the side to move falls when its time is up.
    fn check_flag(&mut self) {
        if self.timed.check_flag(self.now).is_some() {
            self.mode = Mode::Play;
            self.completions.clear();
            self.after_change();
        }
    }

    fn run(&mut self, command: Command) {
        let over = self.outcome.is_some();
        let turn = self.game().position().turn();
        let changes_the_game = matches!(
            command,
            Command::Resign | Command::Draw | Command::Claim(_) | Command::Undo | Command::Pause
        );
        if self.read_only && changes_the_game {
            return self.refuse_read_only();
        }
        match command {
            Command::Resign if over => self.refuse("the game is already over".to_string()),
            Command::Resign => self.mode = Mode::Confirm(Question::Resign(turn)),
            Command::Draw => match self.timed.offer_draw(turn) {
                Ok(()) => self.after_change(),
                Err(error) => self.refuse(error.to_string()),
            },
            Command::Claim(announced) => self.claim(announced.as_deref()),
            Command::Undo if over => {
                self.refuse("the game is over: moves can no longer be taken back".to_string())
            }
            Command::Undo if self.game().plies().is_empty() => {
                self.refuse("there is no move to take back".to_string());
            }
            Command::Undo => self.mode = Mode::Confirm(Question::Takeback(!turn)),
            Command::Flip => self.flipped = !self.flipped,
            Command::Pause if over => self.refuse("the game is over".to_string()),
            Command::Pause if self.is_paused() => self.timed.resume(self.now),
            Command::Pause => self.timed.pause(self.now),
            Command::Save(path) => self.save_request = Some(path),
            Command::Fen => {
                self.notice = Some(Notice::Info(fen::write(self.shown_position())));
            }
            Command::Help => self.mode = Mode::Help,
            Command::Quit => self.ask_to_quit(),
            Command::New if !over && !self.read_only => {
                self.refuse(
                    "the game is still going: finish it, resign or agree a draw first".to_string(),
                );
            }
            Command::New => self.start_new_game(),
        }
    }

    fn claim(&mut self, announced: Option<&str>) {
        let announced = match announced.map(|text| san::parse(self.game().position(), text)) {
            None => None,
            Some(Ok(m)) => Some(m),
            Some(Err(error)) => return self.refuse(error.to_string()),
        };
        match self.timed.claim_draw(announced, self.now) {
            Ok(_) => self.after_change(),
            Err(error) => self.refuse(error.to_string()),
        }
    }

    fn answer(&mut self, question: Question, yes: bool) {
        self.mode = Mode::Play;
        if !yes {
            if let Question::Takeback(by) = question {
                self.notice = Some(Notice::Info(format!("{} declined the takeback", !by)));
            }
            return;
        }
        match question {
            Question::Resign(color) => {
                if self.timed.resign(color, self.now).is_ok() {
                    self.after_change();
                }
            }
            Question::Takeback(_) => self.take_back(),
            Question::Quit => self.quit = true,
        }
    }

    fn take_back(&mut self) {
        if self.timed.take_back(self.now).is_err() {
            return;
        }
        self.view = None;
        self.refresh_completions();
        self.notice = Some(Notice::Info("the last move was taken back".to_string()));
        self.after_change();
    }

    fn answer_draw_offer(&mut self, key: Key) {
        let accept = match key {
            Key::Char('y' | 'Y') => true,
            Key::Char('n' | 'N') | Key::Esc => false,
            _ => return,
        };
        let by = self.game().draw_offer();
        if self.timed.answer_draw_offer(accept, self.now).is_ok() {
            if !accept && let Some(by) = by {
                self.notice = Some(Notice::Info(format!("{} declined the draw", !by)));
            }
            self.after_change();
        }
    }

    fn ask_to_quit(&mut self) {
        if self.outcome.is_some() || self.mode == Mode::Confirm(Question::Quit) {
            self.quit = true;
        } else {
            self.mode = Mode::Confirm(Question::Quit);
        }
    }

    fn start_new_game(&mut self) {
        let (start, chess960) = start_position(&self.settings.start, &mut self.random);
        let game = Game::new(start, chess960, self.settings.draw_rules);
        let timed = TimedGame::new(game, self.settings.control.clone());
        let (revision, serial) = (self.revision, self.game_serial);
        *self = App::with_game(self.settings.clone(), timed, self.random, self.now);
        self.revision = revision + 1;
        self.game_serial = serial + 1;
    }
}

/// The start position for a game, and whether it is Chess960.
fn start_position(start: &Start, random: &mut u64) -> (Position, bool) {
    match start {
        Start::Standard => (Position::startpos(), false),
        Start::Position(position) => (*position, position.has_chess960_castling()),
        Start::Chess960(number) => {
            let number = number.unwrap_or_else(|| {
                *random ^= *random << 13;
                *random ^= *random >> 7;
                *random ^= *random << 17;
                (*random % 960) as u16
            });
            (
                Position::chess960(number).unwrap_or_else(Position::startpos),
                true,
            )
        }
    }
}

#[cfg(test)]
mod tests;
