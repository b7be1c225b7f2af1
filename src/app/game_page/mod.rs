//! The game page: the game being played, reviewed or only looked at, and everything its screen
//! holds besides the game: the input line with what it could become ([`Typing`]), the popups
//! ([`Mode`] and [`Popups`]), the review ([`Review`]), a piece pointed at, the hold on the
//! clocks ([`Hold`]) and the low-time warnings still to give. It is always there, under the
//! pages between games; what it shares with them (the settings, the time, what was said last,
//! the events) it is handed in a [`Context`].
//!
//! Keys are read in `keys.rs`; what they and the line mode's words do to the game is in
//! `actions.rs`; looking back at the game, its side lines and notes, the charts and `copy` are
//! in `review.rs`; pointing at the board with the mouse or the board cursor is in
//! `pointer.rs`; low-time warnings are kept in `warnings.rs`; draw offers, alone or with a
//! move, are in `offers.rs`; the arbiter's hand on the clocks is in `arbiter.rs`; when the
//! bell rings is in `bell.rs`; the pieces each side captured are counted in `captures.rs`.

mod actions;
mod analysis;
mod arbiter;
mod bell;
mod captures;
mod keys;
mod offers;
mod parts;
mod pointer;
mod review;
mod warnings;

use std::time::{Instant, SystemTime};

pub use analysis::Analysis;
pub use parts::{Hold, Popups, Review, SideLine};
pub use pointer::PointerPreview;
pub use review::Reviewing;

use super::input::Typing;
use super::key::Key;
use super::message::Pointer;
use super::message::Viewport;
use super::page::{Context, Go, Handles};
use crate::game::arbiter::ClockAdjustment;
use crate::game::clock::{Clock, ClockState};
use crate::game::{ClockStart, Flip, Game, Outcome, Reason, TimedGame};
use crate::notation::san::San;
use crate::opening::{Opening, Openings};
use crate::rules::{Bitboard, Color, Move, Position, Role, Square};

/// Which of the games `hotseat watch` follows a watched game is, and whether another program
/// plays it now (its clock runs) or left it as its file holds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Watched {
    /// Its place among the games followed, from 1.
    pub number: usize,
    /// How many games are followed.
    pub count: usize,
    /// Whether another program plays it now.
    pub live: bool,
    /// Whether the next game played there is followed once this one is over (a folder is
    /// watched, not a file).
    pub then_next: bool,
}

/// What the keys do right now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Typing moves and commands.
    Play,
    /// Choosing the piece for a promotion, one of [`Role::PROMOTIONS`].
    Promotion {
        /// The square the pawn moves from.
        from: Square,
        /// The square on the last rank it moves to.
        to: Square,
        /// The piece chosen so far (0 is the queen).
        choice: Role,
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
    /// Play the pasted moves ([`Popups::pasted_moves`])?
    PlayPasted,
    /// Replace the file a save would write over ([`Popups::file_to_replace`])?
    Replace,
    /// Change a clock by the arbiter's hand (`addtime`)? The player who loses by it answers.
    Adjust(ClockAdjustment),
    /// Set this side's clock to this time (`clock SIDE TIME`)? The player who loses by it answers:
    /// the side itself when its time goes down, its opponent when it goes up.
    SetClock(Color, std::time::Duration),
    /// Take back the last change of a clock? The player who loses by the takeback answers.
    UndoAdjustment(ClockAdjustment),
}

/// The game page handles its messages in the files they are read in: keys in `keys.rs`,
/// pastes and lines in `actions.rs`, the mouse in `pointer.rs`.
impl Handles for GamePage {
    fn key(&mut self, key: Key, cx: &mut Context) -> Go {
        self.on_key(key, cx)
    }

    fn paste(&mut self, text: &str, cx: &mut Context) -> Go {
        self.on_paste(text, cx);
        Go::Stay
    }

    fn line(&mut self, text: &str, cx: &mut Context) -> Go {
        self.on_line(text, cx)
    }

    fn pointer(&mut self, pointer: Pointer, cx: &mut Context) -> Go {
        self.on_pointer(pointer, cx);
        Go::Stay
    }
}

/// The game page's state: the game with its clock, what is read off it after every change,
/// and the parts of its screen, each with its own state.
#[derive(Debug, Clone)]
pub struct GamePage {
    timed: TimedGame,
    /// The SAN of every move played, the outcome and the draw the side to move may claim:
    /// read off the game after every change (see [`GamePage::after_change`]) so that drawing
    /// does not work them out again.
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
    /// Which position is shown, and how far the move list is scrolled.
    review: Review,
    /// What the popups hold besides their mode.
    popups: Popups,
    /// A piece picked up with the mouse or the board cursor, and where they are.
    pointing: pointer::Pointing,
    /// Whether the game may only be looked at: another program is playing it.
    read_only: bool,
    /// When the game looked at was saved, the moment it shows.
    saved_at: Option<SystemTime>,
    /// For a game followed as another program plays it (`hotseat watch`): which one.
    watched: Option<Watched>,
    /// Why the clocks stand still other than a pause of the players' (which the game keeps):
    /// the program is stopped, the terminal too small, a page open over the game. Never
    /// [`Hold::Paused`].
    held: Option<Hold>,
    /// Which low-time warnings each side may still be given.
    warnings: warnings::Warnings,
    /// The engine's review of the game, as far as it has got.
    analysis: Analysis,
}

impl GamePage {
    /// A game to play, under way (loaded or resumed) or about to begin, whose clock starts as
    /// `clock_start` says: play starts at `now`, so the clock that was running runs again from
    /// `now` (or, when the clock starts with White's first move, with that move).
    pub(super) fn playing(mut timed: TimedGame, clock_start: ClockStart, now: Instant) -> GamePage {
        timed.set_clock_start(clock_start);
        timed.start(now);
        GamePage::of(timed, now)
    }

    /// A game another program is playing, only shown as its file held it at `saved_at` (when
    /// known): its clocks stand still, and nothing that would change it is taken.
    pub(super) fn looking(
        mut timed: TimedGame,
        saved_at: Option<SystemTime>,
        now: Instant,
    ) -> GamePage {
        timed.pause(now);
        let mut page = GamePage::of(timed, now);
        page.read_only = true;
        page.saved_at = saved_at;
        page
    }

    /// A game another program plays, followed as its file held it when it was written at
    /// `written` (the wall clock's `saved_at`): while `watched.live`, the clock that ran then
    /// runs on from `written`, as it does there; else it stands as saved. Nothing that would
    /// change it is taken, and nothing holds its clocks: they are the other program's.
    pub(super) fn watching(
        mut timed: TimedGame,
        written: Instant,
        saved_at: Option<SystemTime>,
        watched: Watched,
        now: Instant,
    ) -> GamePage {
        if watched.live {
            timed.start(written);
        }
        let mut page = GamePage::of(timed, now);
        page.read_only = true;
        page.saved_at = saved_at;
        page.watched = Some(watched);
        page
    }

    fn of(timed: TimedGame, now: Instant) -> GamePage {
        let warnings = warnings::Warnings::new(timed.clock(), now);
        let mut page = GamePage {
            timed,
            sans: Vec::new(),
            outcome: None,
            claimable: None,
            captures: captures::Captures::default(),
            openings: Openings::default(),
            typing: Typing::default(),
            mode: Mode::Play,
            review: Review::default(),
            popups: Popups::default(),
            pointing: pointer::Pointing::default(),
            read_only: false,
            saved_at: None,
            watched: None,
            held: None,
            warnings,
            analysis: Analysis::None,
        };
        page.read_game();
        page
    }

    /// Says a low-time warning when the running clock passed a mark since the last one.
    pub(super) fn warn_of_low_time(&mut self, cx: &mut Context) {
        if self.outcome.is_some() {
            return;
        }
        self.warnings.rearm(self.timed.clock(), cx.now);
        if let Some((side, mark)) = self.warnings.due(self.timed.clock(), cx.now) {
            cx.events.push(super::event::Event::LowTime { side, mark });
        }
    }

    /// Arms again the warnings of a side whose time climbed well above their marks, after
    /// an update at `now`.
    pub(super) fn rearm_warnings(&mut self, now: Instant) {
        self.warnings.rearm(self.timed.clock(), now);
    }

    /// The next moment a low-time warning is due, for a front end that says them.
    pub fn next_warning(&self, now: Instant) -> Option<Instant> {
        self.warnings.next(self.timed.clock(), now)
    }

    /// The screen was laid out anew (`cx.viewport`): scrolling stops at the new ends, and the
    /// clocks stand still while the game cannot be seen.
    pub(super) fn on_viewport(&mut self, cx: &Context) {
        let viewport = cx.viewport;
        self.review.scroll = self.review.scroll.min(self.max_move_scroll(viewport));
        self.popups.help_scroll = self.popups.help_scroll.min(viewport.help_overflow);
        if viewport.fits {
            self.release_clocks(Hold::TooSmall, cx.now);
        } else {
            self.hold_clocks(Hold::TooSmall, cx.now);
        }
    }

    /// Stops the running clock at `now` for `why` (the program stopped, the terminal too
    /// small, a page open over the game).
    pub(super) fn hold_clocks(&mut self, why: Hold, now: Instant) {
        if self.timed.clock().running().is_some() && self.watched.is_none() {
            self.timed.pause(now);
            self.held = Some(why);
        }
    }

    /// Starts the clock held for `why` again at `now`; nothing when it stands for another
    /// reason.
    pub(super) fn release_clocks(&mut self, why: Hold, now: Instant) {
        if self.held == Some(why) {
            self.held = None;
            self.timed.resume(now);
        }
    }

    /// A page opens over the game: its clocks stand still, and what was typed or pointed at
    /// goes.
    pub(super) fn step_away(&mut self, cx: &mut Context) {
        self.hold_clocks(Hold::Away, cx.now);
        self.typing.line.clear();
        self.refresh_completions();
        self.stop_pointing();
        self.show(None, cx);
    }

    /// The game as its file keeps it at `now`: while a page is open over it, with the clock
    /// that ran when the page opened running again from where it stood, as the players left
    /// it (they did not pause it); a game resumed later goes on from there.
    pub fn timed_to_keep(&self, now: Instant) -> std::borrow::Cow<'_, TimedGame> {
        if self.held != Some(Hold::Away) {
            return std::borrow::Cow::Borrowed(&self.timed);
        }
        let mut timed = self.timed.clone();
        timed.resume(now);
        std::borrow::Cow::Owned(timed)
    }

    /// The clock as it stands at `now`, for saving.
    pub fn clock_state(&self, now: Instant) -> ClockState {
        self.timed.clock_state(now)
    }

    /// How far back the move list can scroll on a screen of `viewport`: until its first row
    /// is in sight.
    fn max_move_scroll(&self, viewport: Viewport) -> usize {
        let offset = usize::from(self.game().start().turn() == Color::Black);
        let rows = (self.sans.len() + offset).div_ceil(2) + usize::from(self.outcome.is_some());
        rows.saturating_sub(viewport.move_lines.max(1))
    }

    // ----- what the screen shows -----

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
    /// the program stopped, the terminal too small, a page open over the game. A game only
    /// looked at is held by none.
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

    /// Which game followed this is, for a game `hotseat watch` follows.
    pub fn watched(&self) -> Option<Watched> {
        self.watched
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

    /// The squares the explosion of the move that led to the position shown cleared, in
    /// atomic (empty for a move that exploded nothing, and in a side line).
    pub fn shown_explosion(&self) -> Bitboard {
        let before = match self.review.line {
            Some(_) => None,
            None => self
                .shown_ply()
                .checked_sub(1)
                .and_then(|ply| self.game().position_at(ply)),
        };
        match (before, self.shown_last_move()) {
            (Some(before), Some(m)) => before.explosion(m),
            _ => Bitboard::EMPTY,
        }
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

    /// The side at the bottom of the board when the board is turned as `flip` says.
    pub fn bottom_side(&self, flip: Flip) -> Color {
        match flip {
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
