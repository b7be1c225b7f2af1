//! A game and its clock, kept in step: [`TimedGame`] is the only way to play a move (typed,
//! claimed or loaded), take one back, claim, resign, offer and agree a draw, change a clock by
//! the arbiter's hand or let a flag fall. It presses the clock with every move, records the
//! mover's time with the move (for `[%clk]`), keeps the clock as it stood after every move for
//! takebacks, starts the clock with the game or with White's first move, and stops it when the
//! game ends. Time is passed in as `now`.

use std::time::{Duration, Instant};

use super::arbiter::ClockAdjustment;
use super::clock::{Clock, ClockState};
use super::outcome::{Outcome, Reason};
use super::record::{DrawAnswer, Game, GameError, NoClaim, NotesEditor, Ply};
use super::time_control::{ClockMode, Overtime, TimeControl};
use crate::notation::san::San;
use crate::rules::{ByColor, Color, Move};

/// How long an opponent's clock grows when a draw claim with an announced move is refused
/// (FIDE 9.5.3).
pub const CLAIM_REFUSED_TIME: Duration = Duration::from_secs(120);

/// What came of a draw claim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// The claim was right: the game is drawn for this reason.
    Drawn(Reason),
    /// The claim was wrong (the sentence says why). An announced move was played all the
    /// same; with clocks running, its opponent got more time (FIDE 9.5.3).
    Refused {
        /// Why no draw could be claimed.
        why: NoClaim,
        /// The move announced and played.
        played: Option<San>,
        /// The side given more time, and how much.
        extra_time: Option<(Color, Duration)>,
    },
}

/// When the clock of a game starts.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, strum::Display, strum::IntoStaticStr,
)]
#[strum(serialize_all = "kebab-case")]
pub enum ClockStart {
    /// With the game: White's clock runs from the start (FIDE 6.6).
    #[default]
    Game,
    /// With White's first move, which takes no time: Black's clock runs from then on, as
    /// online play does.
    FirstMove,
}

impl ClockStart {
    /// Both, the default first.
    pub const ALL: [ClockStart; 2] = [ClockStart::Game, ClockStart::FirstMove];

    /// The word for it on the command line and in the config file: `game`, `first-move`.
    pub fn name(self) -> &'static str {
        self.into()
    }
}

/// The error for a start of the clock other than `game` or `first-move`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct ClockStartError(pub String);

impl crate::sentence::Sentence for ClockStartError {
    fn phrase(&self) -> crate::sentence::Phrase<'_> {
        crate::phrase!("clock-start-error", text = &self.0)
    }
}

crate::read_by_word!(ClockStart, ClockStartError);

/// A game with its chess clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimedGame {
    game: Game,
    clock: Clock,
    /// The clock right after each move; `history[0]` is the clock at the start.
    history: Vec<ClockState>,
    /// Whether the clock runs when play starts ([`TimedGame::start`]): not for a game that is
    /// over, nor for one saved while its clocks were paused.
    runs_at_start: bool,
    /// When the clock starts.
    clock_start: ClockStart,
}

impl TimedGame {
    /// A game under `control` whose clock has not started yet. For a game with moves (read
    /// from PGN), the clock is rebuilt from the times recorded with the moves (`[%clk]`): each
    /// side keeps its last recorded time.
    pub fn new(game: Game, control: TimeControl) -> TimedGame {
        let clock = Clock::with_side_to_move(control, game.start().turn());
        let history = clock_history(
            &game,
            clock.control(),
            ClockState::initial(clock.control(), game.start().turn()),
        );
        let mut timed = TimedGame {
            runs_at_start: game.outcome().is_none(),
            game,
            clock,
            history,
            clock_start: ClockStart::Game,
        };
        timed.restore_last_state();
        timed
    }

    /// A saved game whose clock goes on exactly where the save left it: `saved` replaces the
    /// clock after the last move, and decides whether the clock runs when play starts.
    pub fn resumed(game: Game, control: TimeControl, saved: ClockState) -> TimedGame {
        let mut timed = TimedGame::new(game, control);
        if let Some(last) = timed.history.last_mut() {
            *last = saved;
        }
        timed.runs_at_start &= saved.running;
        timed.restore_last_state();
        timed
    }

    /// Sets when the clock starts: with the game (FIDE 6.6), or with White's first move.
    /// Before [`TimedGame::start`].
    pub fn set_clock_start(&mut self, clock_start: ClockStart) {
        self.clock_start = clock_start;
    }

    /// Play starts (or goes on) at `now`: the clock of the side to move runs, White's at the
    /// start of a game (FIDE 6.6), or none until the first move when the clock starts with
    /// it. Nothing runs for a finished game or a game saved paused.
    pub fn start(&mut self, now: Instant) {
        if self.runs_at_start && !self.waits_for_first_move() {
            self.clock.start(now);
        }
    }

    /// Whether the clock waits for the game's first move to start, which takes no time.
    pub fn waits_for_first_move(&self) -> bool {
        self.clock_start == ClockStart::FirstMove
            && self.game.plies().is_empty()
            && self.game.outcome().is_none()
    }

    /// The game itself, for what does not need the clock.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game's notes and side lines, for editing in review; the moves and the clock stay
    /// as they are.
    pub fn edit_notes(&mut self) -> NotesEditor<'_> {
        self.game.edit_notes()
    }

    /// The clocks, pressed with every move played here.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Each side's clock after the first `plies` moves (0 is the start), for reviewing a
    /// move: as the clock stood after that move when it was played here, or for a loaded
    /// game as its `[%clk]` times give it (each side keeps its last recorded time, the
    /// control's starting time before the first). The time left, or the time used when the
    /// game is untimed; `None` past the last move.
    pub fn clocks_after(&self, plies: usize) -> Option<ByColor<Duration>> {
        self.clock_state_after(plies).map(|state| state.remaining)
    }

    /// The whole clock after `plies` moves, the arbiter's changes since included: what each
    /// clock showed and how many moves each side had made; `None` past the last move.
    pub fn clock_state_after(&self, plies: usize) -> Option<ClockState> {
        self.history.get(plies).copied()
    }

    /// The control the clocks follow (untimed when they only measure).
    pub fn control(&self) -> &TimeControl {
        self.clock.control()
    }

    /// The clock as it stands at `now`, for saving.
    pub fn clock_state(&self, now: Instant) -> ClockState {
        self.clock.state(now)
    }

    /// The outcome, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// Plays a legal move at `now`: the mover's clock is pressed and the mover's time recorded
    /// with the move. A move after the mover's flag fell is refused (the flag falls first).
    pub fn play(&mut self, m: Move, now: Instant) -> Result<(), GameError> {
        self.check_flag(now);
        let (clock, times) = self.pressed(now);
        self.game.play(m, times.clock)?;
        self.game.annotate_spent(times.spent);
        self.commit_move(clock, now);
        Ok(())
    }

    /// Plays a legal move at `now` as [`TimedGame::play`] does, and offers a draw with it
    /// (FIDE 9.1.2.1): the opponent accepts or declines, in words or by moving. No offer is
    /// made when the move ends the game.
    pub fn play_offering_draw(&mut self, m: Move, now: Instant) -> Result<(), GameError> {
        self.play(m, now)?;
        if self.game.outcome().is_none() {
            self.offer_draw_with_last_move()?;
        }
        Ok(())
    }

    /// Offers a draw with the move just played, as [`TimedGame::play_offering_draw`] does:
    /// for a move played the moment it was named, whose player goes on to offer the draw with
    /// it. The clock was pressed with the move; the offer is recorded with it.
    pub fn offer_draw_with_last_move(&mut self) -> Result<(), GameError> {
        self.game.offer_draw_with_move()
    }

    /// Takes back the last move: position, history, repetitions, a draw offer that move
    /// declined and clocks return exactly to where they stood after the move before; the time
    /// since is charged to no one. The arbiter's changes of the clocks after it go with it.
    pub fn take_back(&mut self, now: Instant) -> Result<(), GameError> {
        self.game.take_back(1)?;
        self.history.pop();
        let running = self.clock.running().is_some() || self.clock.is_stopped();
        self.restore_last_state();
        if running && !self.waits_for_first_move() {
            self.clock.resume(now);
        }
        Ok(())
    }

    /// The arbiter's hand (FIDE 6.10): changes a side's clock at `now`, and keeps the change in
    /// the record (for the PGN, and for a takeback to undo). A takeback of the next move comes
    /// back to the clock as changed. Refused once the game is over, and in an untimed game.
    pub fn adjust_clock(
        &mut self,
        adjustment: ClockAdjustment,
        now: Instant,
    ) -> Result<(), GameError> {
        self.check_flag(now);
        if let Some(outcome) = self.game.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        if self.control().is_untimed() {
            return Err(GameError::Untimed);
        }
        self.apply(adjustment, now);
        self.game.record_adjustment(adjustment);
        Ok(())
    }

    /// The last change of a clock by the arbiter's hand since the last move: what a takeback
    /// undoes first.
    pub fn last_adjustment(&self) -> Option<ClockAdjustment> {
        self.game.last_adjustment()
    }

    /// Undoes the last change of a clock by the arbiter's hand since the last move, at `now`.
    pub fn take_back_adjustment(&mut self, now: Instant) -> Result<ClockAdjustment, GameError> {
        if let Some(outcome) = self.game.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let adjustment = self
            .game
            .take_back_adjustment()
            .ok_or(GameError::NothingToTakeBack)?;
        self.apply(adjustment.reversed(), now);
        Ok(adjustment)
    }

    /// Changes the clock now, and the clock kept after the last move, which a takeback of the
    /// next move comes back to.
    fn apply(&mut self, adjustment: ClockAdjustment, now: Instant) {
        self.clock.adjust(adjustment, now);
        if let Some(last) = self.history.last_mut() {
            last.remaining[adjustment.side] =
                adjustment.applied_to(last.remaining[adjustment.side]);
        }
    }

    /// A draw claim under FIDE rules at `now`, for the position now or, with `announced`, for
    /// the position the announced move makes. The announced move is played like any other
    /// (it presses the clock and carries the mover's time), and it is played even when the
    /// claim is wrong, which then gives the opponent two more minutes while clocks run
    /// (FIDE 9.5.3). A wrong claim without a move changes nothing.
    pub fn claim_draw(
        &mut self,
        announced: Option<Move>,
        now: Instant,
    ) -> Result<Claim, GameError> {
        self.check_flag(now);
        let Some(m) = announced else {
            return match self.game.claim_draw(None) {
                Ok(reason) => {
                    self.settle(now);
                    Ok(Claim::Drawn(reason))
                }
                Err(GameError::NoClaim(why)) => Ok(Claim::Refused {
                    why,
                    played: None,
                    extra_time: None,
                }),
                Err(error) => Err(error),
            };
        };
        let san = San::from_move(self.game.position(), m);
        let (clock, times) = self.pressed(now);
        let ply = Ply {
            m,
            clock: times.clock,
            offers_draw: false,
            spent: Some(times.spent),
        };
        match self.game.claim_draw(Some(ply)) {
            Ok(reason) => {
                self.commit_move(clock, now);
                Ok(Claim::Drawn(reason))
            }
            Err(GameError::NoClaim(why)) => {
                self.game.play(m, times.clock)?;
                self.game.annotate_spent(times.spent);
                let mut clock = clock;
                let extra_time = self.claim_time(&clock);
                if let Some((opponent, time)) = extra_time {
                    clock.add_time(opponent, time);
                }
                self.commit_move(clock, now);
                Ok(Claim::Refused {
                    why,
                    played: Some(san),
                    extra_time,
                })
            }
            Err(error) => Err(error),
        }
    }

    /// FIDE 9.5.3: the time the opponent of a wrong claim, to move on `pressed`, gets: two
    /// more minutes when clocks run and the game goes on.
    fn claim_time(&self, pressed: &Clock) -> Option<(Color, Duration)> {
        let timed = !self.control().is_untimed() && self.game.outcome().is_none();
        timed.then(|| (pressed.to_move(), CLAIM_REFUSED_TIME))
    }

    /// Resignation by either side, at any move.
    pub fn resign(&mut self, color: Color, now: Instant) -> Result<(), GameError> {
        self.game.resign(color)?;
        self.settle(now);
        Ok(())
    }

    /// A draw offer by the side to move, for the other side to answer at once.
    pub fn offer_draw(&mut self, color: Color) -> Result<(), GameError> {
        self.game.offer_draw(color)
    }

    /// The answer to a pending draw offer: accepted, the game is drawn and the clock stops.
    pub fn answer_draw_offer(&mut self, answer: DrawAnswer, now: Instant) -> Result<(), GameError> {
        self.game.answer_draw_offer(answer)?;
        self.settle(now);
        Ok(())
    }

    /// Lets the flag of a side that has run out of time fall at `now`: the game is lost on
    /// time, or drawn when the opponent cannot mate (FIDE 6.9). Returns the outcome when a flag
    /// fell just now.
    pub fn check_flag(&mut self, now: Instant) -> Option<Outcome> {
        if self.game.outcome().is_some() {
            return None;
        }
        let flagged = self.clock.flagged(now)?;
        let outcome = self.game.flag_fell(flagged).ok()?;
        self.settle(now);
        Some(outcome)
    }

    /// Stops both clocks until [`TimedGame::resume`]; the time between is charged to no one.
    pub fn pause(&mut self, now: Instant) {
        self.clock.pause(now);
    }

    /// Runs the clock of the side to move again after a pause.
    pub fn resume(&mut self, now: Instant) {
        if self.game.outcome().is_none() {
            self.clock.resume(now);
        }
    }

    /// Whether both clocks are stopped by [`TimedGame::pause`] while the game goes on (not
    /// while they wait for the first move).
    pub fn is_paused(&self) -> bool {
        self.game.outcome().is_none()
            && self.clock.running().is_none()
            && !self.waits_for_first_move()
    }

    /// A copy of the clock with the side to move's clock pressed at `now`, and the times to
    /// record with the move.
    fn pressed(&self, now: Instant) -> (Clock, MoveTimes) {
        let mover = self.clock.to_move();
        let spent = self.clock.state(now).spent;
        let mut clock = self.clock.clone();
        clock.press(now);
        let time = (!self.control().is_untimed()).then(|| clock.remaining(mover, now));
        (clock, MoveTimes { clock: time, spent })
    }

    /// Keeps the clock pressed for a move just played, and its state after the move. The
    /// first move of a game whose clock starts with it starts the clock.
    fn commit_move(&mut self, clock: Clock, now: Instant) {
        let first = self.clock_start == ClockStart::FirstMove && self.game.plies().len() == 1;
        self.clock = clock;
        self.history.push(self.clock.state(now));
        self.settle(now);
        if first && self.game.outcome().is_none() {
            self.clock.resume(now);
        }
    }

    /// Stops the clock for good once the game is over.
    fn settle(&mut self, now: Instant) {
        if self.game.outcome().is_some() {
            self.clock.stop(now);
        }
    }

    /// Sets the clock to the state after the last move, not running.
    fn restore_last_state(&mut self) {
        if let Some(&state) = self.history.last() {
            self.clock.restore(state);
        }
    }
}

/// The times recorded with a move as it is played.
struct MoveTimes {
    /// The mover's clock after the move, when the game is timed.
    clock: Option<Duration>,
    /// The time the mover took.
    spent: Duration,
}

/// The clock after each move of a game, rebuilt from the times recorded with the moves
/// (`[%clk]`) and the arbiter's changes of the clocks: each side keeps its last recorded time,
/// changed by the arbiter's hand since. An untimed game's clocks, which count the time used,
/// add up the time each move took (`[%emt]`). Under an hourglass the opponent has what the
/// mover's time left of the two; under Canadian byo-yomi the moves made in each period are
/// counted again. `start` is the clock at the start.
fn clock_history(game: &Game, control: &TimeControl, start: ClockState) -> Vec<ClockState> {
    let untimed = control.is_untimed();
    let mut state = start;
    let mut history = Vec::with_capacity(game.plies().len() + 1);
    let mut adjustments = game.adjustments().iter().peekable();
    let mut adjust = |state: &mut ClockState, plies: usize| {
        while let Some(&(_, adjustment)) = adjustments.next_if(|(after, _)| *after == plies) {
            let side = adjustment.side;
            state.remaining[side] = adjustment.applied_to(state.remaining[side]);
        }
    };
    adjust(&mut state, 0);
    history.push(state);
    for (index, ply) in game.plies().iter().enumerate() {
        let mover = game
            .position_at(index)
            .map_or(state.to_move, |position| position.turn());
        match (ply.clock, ply.spent) {
            (Some(time), _) => {
                if control.is_hourglass() {
                    let both = state.remaining.white.saturating_add(state.remaining.black);
                    state.remaining[!mover] = both.saturating_sub(time);
                }
                state.remaining[mover] = time;
                state.period_moves[mover] = match control.face(mover, time, 0).overtime {
                    Some(Overtime::Canadian { moves: Some(_) }) => {
                        let made = state.period_moves[mover].saturating_add(1);
                        if let ClockMode::Canadian { moves, .. } = control.mode(mover) {
                            made % moves.max(1)
                        } else {
                            0
                        }
                    }
                    _ => 0,
                };
            }
            (None, Some(spent)) if untimed => {
                state.remaining[mover] = state.remaining[mover].saturating_add(spent);
            }
            _ => {}
        }
        state.moves[mover] += 1;
        state.to_move = !mover;
        state.spent = Duration::ZERO;
        adjust(&mut state, index + 1);
        history.push(state);
    }
    history
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{DrawRules, GameResult};
    use crate::notation::san;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    /// A timed game of standard chess under `control`, started at `t0`.
    fn started(control: &str, rules: DrawRules) -> (TimedGame, Instant) {
        let t0 = Instant::now();
        let control = control.parse().expect("a valid control");
        let mut timed = TimedGame::new(Game::standard(rules), control);
        timed.start(t0);
        (timed, t0)
    }

    /// Plays `moves`, each taking `each` of the mover's time.
    fn play(timed: &mut TimedGame, now: &mut Instant, each: Duration, moves: &str) {
        for text in moves.split_whitespace() {
            *now += each;
            let m = san::parse(timed.game().position(), text).expect("a legal move");
            timed.play(m, *now).expect("the game goes on");
        }
    }

    #[test]
    fn every_move_presses_the_clock_and_carries_the_movers_time() {
        let (mut timed, t0) = started("5+3", DrawRules::Club);
        let mut now = t0;
        play(&mut timed, &mut now, secs(10), "e4 e5");
        let times: Vec<_> = timed.game().plies().iter().map(|p| p.clock).collect();
        assert_eq!(times, [Some(secs(293)), Some(secs(293))]);
        assert_eq!(timed.clock().running(), Some(Color::White));
        assert_eq!(timed.clock().moves(Color::Black), 1);
    }

    /// A takeback gives back the clock of the move taken back under every mode: a byo-yomi
    /// period used on it, the moves of a Canadian period, an hourglass's gain.
    #[test]
    fn a_takeback_gives_back_the_overtime_used_on_the_move() {
        for control in [
            "10s byo 2x5s",
            "10s canadian 2/5s",
            "hourglass 0.5",
            "upcount",
        ] {
            let (mut timed, t0) = started(control, DrawRules::Club);
            let mut now = t0;
            play(&mut timed, &mut now, secs(1), "e4");
            let before = timed.clock_state(now);
            // Black thinks 12 s: the main time and a period (or more) go.
            play(&mut timed, &mut now, secs(12), "e5");
            now += secs(3);
            timed.take_back(now).expect("a move to take back");
            assert_eq!(timed.clock_state(now), before, "{control}");
        }
    }

    /// A game read back from its PGN rebuilds each clock from `[%clk]`: byo-yomi's periods,
    /// a Canadian period's moves, an hourglass's other side.
    #[test]
    fn the_clocks_are_rebuilt_from_clk_under_every_mode() {
        for control in ["10s byo 2x5s", "10s canadian 2/5s", "hourglass 0.5"] {
            let (mut timed, t0) = started(control, DrawRules::Club);
            let mut now = t0;
            play(&mut timed, &mut now, secs(4), "e4 e5 Nf3");
            play(&mut timed, &mut now, secs(5), "Nc6 Bb5");
            play(&mut timed, &mut now, secs(1), "a6 Ba4 Nf6");
            let rebuilt = TimedGame::new(timed.game().clone(), timed.control().clone());
            for plies in 0..=timed.game().plies().len() {
                let mut live = timed.clock_state_after(plies).expect("a state");
                let read = rebuilt.clock_state_after(plies).expect("a state");
                live.spent = read.spent;
                live.running = read.running;
                assert_eq!(read, live, "{control} after {plies}");
            }
        }
    }

    #[test]
    fn an_announced_claim_presses_the_clock_and_carries_its_time() {
        let (mut timed, t0) = started("5+3", DrawRules::Fide);
        let mut now = t0;
        play(&mut timed, &mut now, secs(2), "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
        now += secs(4);
        let ng8 = san::parse(timed.game().position(), "Ng8").unwrap();
        assert_eq!(
            timed.claim_draw(Some(ng8), now),
            Ok(Claim::Drawn(Reason::ThreefoldRepetition))
        );
        let plies = timed.game().plies();
        assert_eq!(plies.len(), 8);
        // Black used 3 × 2 s and then 4 s, and got 4 × 3 s back.
        assert_eq!(plies[7].clock, Some(secs(300 - 10 + 12)));
        assert_eq!(timed.clock().moves(Color::Black), 4);
        assert!(timed.clock().is_stopped());
        assert_eq!(timed.outcome().map(|o| o.result), Some(GameResult::Draw));
    }

    #[test]
    fn a_wrong_claim_plays_the_announced_move_and_gives_the_opponent_two_minutes() {
        let (mut timed, t0) = started("5", DrawRules::Fide);
        let mut now = t0;
        play(&mut timed, &mut now, secs(1), "Nf3 Nf6 Ng1 Ng8 Nf3");
        let nc6 = san::parse(timed.game().position(), "Nc6").unwrap();
        now += secs(1);
        let claim = timed
            .claim_draw(Some(nc6), now)
            .expect("a claim is answered");
        assert_eq!(
            claim,
            Claim::Refused {
                why: NoClaim {
                    after: San::from_ascii(b"Nc6"),
                    repetitions: 1,
                    halfmoves: 6,
                },
                played: San::from_ascii(b"Nc6"),
                extra_time: Some((Color::White, secs(120))),
            }
        );
        assert_eq!(timed.game().plies().len(), 6);
        assert_eq!(timed.outcome(), None);
        assert_eq!(
            timed.clock().remaining(Color::White, now),
            secs(300 - 3 + 120)
        );
        // The two minutes are in the clock kept with the move: a takeback of the next move
        // comes back to them.
        let mut later = now;
        play(&mut timed, &mut later, secs(7), "e4");
        timed.take_back(later).expect("a move to take back");
        assert_eq!(
            timed.clock().remaining(Color::White, later),
            secs(300 - 3 + 120)
        );
        // Without a move, a wrong claim changes nothing.
        let before = timed.clone();
        assert!(matches!(
            timed.claim_draw(None, now + secs(1)),
            Ok(Claim::Refused {
                played: None,
                extra_time: None,
                ..
            })
        ));
        assert_eq!(timed, before);
    }

    #[test]
    fn a_takeback_restores_the_clock_after_the_move_before() {
        let (mut timed, t0) = started("5", DrawRules::Club);
        let mut now = t0;
        play(&mut timed, &mut now, secs(7), "e4 e5");
        let after_e4 = timed.history[1];
        now += secs(30);
        timed.take_back(now).unwrap();
        assert_eq!(timed.game().plies().len(), 1);
        assert_eq!(timed.clock_state(now), after_e4);
        assert_eq!(timed.clock().running(), Some(Color::Black));
        assert_eq!(
            timed.clock().remaining(Color::Black, now + secs(1)),
            secs(299)
        );
    }

    #[test]
    fn the_flag_falls_before_a_late_move() {
        let (mut timed, t0) = started("1", DrawRules::Club);
        let e4 = san::parse(timed.game().position(), "e4").unwrap();
        assert!(matches!(
            timed.play(e4, t0 + secs(61)),
            Err(GameError::GameOver(_))
        ));
        assert_eq!(
            timed.outcome(),
            Some(Outcome::win(Color::Black, Reason::Time))
        );
        assert!(timed.clock().is_stopped());
        assert!(timed.game().plies().is_empty());
    }

    #[test]
    fn a_resumed_game_goes_on_from_the_saved_clock_or_stays_paused() {
        let (mut timed, t0) = started("5+3", DrawRules::Club);
        let mut now = t0;
        play(&mut timed, &mut now, secs(5), "d4 d5 c4");
        now += secs(12);
        let saved = timed.clock_state(now);
        let later = now + secs(3_600);
        let mut resumed = TimedGame::resumed(timed.game().clone(), timed.control().clone(), saved);
        assert_eq!(resumed.clock().running(), None, "not before play starts");
        resumed.start(later);
        assert_eq!(resumed.clock_state(later), saved);
        assert_eq!(resumed.clock().running(), Some(Color::Black));

        timed.pause(now);
        let paused = timed.clock_state(now);
        let mut resumed = TimedGame::resumed(timed.game().clone(), timed.control().clone(), paused);
        resumed.start(later);
        assert!(resumed.is_paused());
    }

    #[test]
    fn the_clocks_after_every_move_are_kept_for_review() {
        let (mut timed, t0) = started("5", DrawRules::Fide);
        let mut now = t0;
        play(&mut timed, &mut now, secs(4), "Nf3 Nf6 Ng1 Ng8 Nf3");
        now += secs(1);
        let nc6 = san::parse(timed.game().position(), "Nc6").unwrap();
        assert!(matches!(
            timed.claim_draw(Some(nc6), now),
            Ok(Claim::Refused { .. })
        ));
        let clocks = |plies| timed.clocks_after(plies).map(|c| (c.white, c.black));
        assert_eq!(clocks(0), Some((secs(300), secs(300))));
        assert_eq!(clocks(1), Some((secs(296), secs(300))));
        assert_eq!(clocks(2), Some((secs(296), secs(296))));
        assert_eq!(clocks(5), Some((secs(288), secs(292))));
        // The wrong claim with Nc6 gave White two more minutes.
        assert_eq!(clocks(6), Some((secs(288 + 120), secs(291))));
        assert_eq!(clocks(7), None);

        // A loaded game: each side keeps its last recorded time.
        let mut game = Game::standard(DrawRules::Club);
        for (text, clock) in [("e4", Some(178)), ("e5", None), ("Nf3", Some(170))] {
            game.play_text(text).unwrap();
            if let Some(clock) = clock {
                game.annotate_clock(secs(clock));
            }
        }
        let loaded = TimedGame::new(game, "3+2".parse().unwrap());
        let clocks = |plies| loaded.clocks_after(plies).map(|c| (c.white, c.black));
        assert_eq!(clocks(0), Some((secs(180), secs(180))));
        assert_eq!(clocks(2), Some((secs(178), secs(180))));
        assert_eq!(clocks(3), Some((secs(170), secs(180))));
    }

    #[test]
    fn every_move_records_the_time_it_took_and_an_untimed_game_adds_them_up() {
        let (mut timed, t0) = started("5b2", DrawRules::Club);
        let mut now = t0;
        play(&mut timed, &mut now, secs(1), "e4");
        play(&mut timed, &mut now, secs(7), "e5");
        let spent: Vec<_> = timed.game().plies().iter().map(|p| p.spent).collect();
        assert_eq!(spent, [Some(secs(1)), Some(secs(7))]);
        // Under a Bronstein delay the quick move left White's clock as it was.
        assert_eq!(timed.game().plies()[0].clock, Some(secs(300)));

        let (mut untimed, t0) = started("none", DrawRules::Club);
        let mut now = t0;
        play(&mut untimed, &mut now, secs(4), "d4 d5 c4");
        let loaded = TimedGame::new(untimed.game().clone(), untimed.control().clone());
        let used = |plies| loaded.clocks_after(plies).map(|c| (c.white, c.black));
        assert_eq!(used(1), Some((secs(4), secs(0))));
        assert_eq!(used(3), Some((secs(8), secs(4))));
        assert_eq!(used(3), untimed.clocks_after(3).map(|c| (c.white, c.black)));
    }

    #[test]
    fn notes_are_edited_in_review_with_the_moves_and_clock_as_they_are() {
        let (mut timed, t0) = started("5+3", DrawRules::Club);
        let mut now = t0;
        play(&mut timed, &mut now, secs(3), "e4 e5 Nf3");
        let before = timed.clone();
        let place = crate::game::Place::game(1);
        let c5 = san::parse(timed.game().position_at(1).unwrap(), "c5").unwrap();
        timed.edit_notes().play_line(&place, c5).unwrap();
        let good = crate::notation::pgn::Nag::GOOD;
        timed.edit_notes().set_nag(&place, good).unwrap();
        assert_eq!(timed.game().notes().of_ply(0).nags(), [good]);
        assert_eq!(timed.game().plies(), before.game().plies());
        assert_eq!(timed.clock_state(now), before.clock_state(now));
    }

    #[test]
    fn a_loaded_game_takes_its_clocks_from_the_recorded_times() {
        let (mut timed, t0) = started("3+2", DrawRules::Club);
        let mut now = t0;
        play(&mut timed, &mut now, secs(20), "e4 c5 Nf3");
        let loaded = TimedGame::new(timed.game().clone(), timed.control().clone());
        let readings = |timed: &TimedGame| {
            let states = timed.history.iter();
            states
                .map(|s| (s.remaining, s.moves, s.to_move))
                .collect::<Vec<_>>()
        };
        assert_eq!(readings(&loaded), readings(&timed));
    }

    // ---- Draws offered with a move (FIDE 9.1.2.1) -----------------------------------------

    /// A move typed and played.
    fn parse(timed: &TimedGame, text: &str) -> Move {
        san::parse(timed.game().position(), text).expect("a legal move")
    }

    #[test]
    fn a_draw_offered_with_a_move_is_accepted_in_words() {
        let (mut timed, t0) = started("5+3", DrawRules::Club);
        let e4 = parse(&timed, "e4");
        timed.play_offering_draw(e4, t0 + secs(2)).unwrap();
        // The move is played and the clock pressed; the offer waits for Black.
        assert_eq!(timed.game().plies().len(), 1);
        assert!(timed.game().plies()[0].offers_draw);
        assert_eq!(timed.game().draw_offer(), Some(Color::White));
        assert_eq!(timed.clock().running(), Some(Color::Black));
        timed
            .answer_draw_offer(DrawAnswer::Accept, t0 + secs(5))
            .unwrap();
        assert_eq!(timed.outcome(), Some(Outcome::draw(Reason::Agreement)));
        assert!(timed.clock().is_stopped());
    }

    #[test]
    fn a_draw_offered_with_a_move_is_declined_in_words_or_by_a_move() {
        let (mut timed, t0) = started("5+3", DrawRules::Club);
        let e4 = parse(&timed, "e4");
        timed.play_offering_draw(e4, t0 + secs(1)).unwrap();
        timed
            .answer_draw_offer(DrawAnswer::Decline, t0 + secs(2))
            .unwrap();
        assert_eq!(timed.game().draw_offer(), None);
        assert_eq!(timed.outcome(), None);
        // The record keeps the offer with the move.
        assert!(timed.game().plies()[0].offers_draw);

        let (mut timed, t0) = started("5+3", DrawRules::Club);
        let mut now = t0;
        play(&mut timed, &mut now, secs(1), "e4 e5");
        let nf3 = parse(&timed, "Nf3");
        timed.play_offering_draw(nf3, now + secs(1)).unwrap();
        let nc6 = parse(&timed, "Nc6");
        timed.play(nc6, now + secs(2)).unwrap();
        assert_eq!(timed.game().draw_offer(), None, "a move declines it");
        assert_eq!(timed.outcome(), None);
        // Nobody can accept an offer a move declined.
        assert_eq!(
            timed.answer_draw_offer(DrawAnswer::Accept, now + secs(3)),
            Err(GameError::NoDrawOffer)
        );
    }

    #[test]
    fn a_takeback_takes_an_offer_with_its_move_and_brings_back_one_a_move_declined() {
        let (mut timed, t0) = started("5+3", DrawRules::Club);
        let mut now = t0;
        play(&mut timed, &mut now, secs(1), "e4 e5");
        let nf3 = parse(&timed, "Nf3");
        timed.play_offering_draw(nf3, now + secs(1)).unwrap();
        // Black declines by moving; taking that move back brings the offer back.
        let nc6 = parse(&timed, "Nc6");
        timed.play(nc6, now + secs(2)).unwrap();
        timed.take_back(now + secs(3)).unwrap();
        assert_eq!(timed.game().draw_offer(), Some(Color::White));
        // Taking back the move the offer came with takes the offer too.
        timed.take_back(now + secs(4)).unwrap();
        assert_eq!(timed.game().draw_offer(), None);
        assert_eq!(timed.game().plies().len(), 2);
        // An offer declined in words stays declined when the next move is taken back.
        let nf3 = parse(&timed, "Nf3");
        timed.play_offering_draw(nf3, now + secs(5)).unwrap();
        timed
            .answer_draw_offer(DrawAnswer::Decline, now + secs(6))
            .unwrap();
        let nc6 = parse(&timed, "Nc6");
        timed.play(nc6, now + secs(7)).unwrap();
        timed.take_back(now + secs(8)).unwrap();
        assert_eq!(timed.game().draw_offer(), None);
    }

    #[test]
    fn the_side_to_move_still_offers_before_moving_and_mate_makes_no_offer() {
        let (mut timed, t0) = started("5", DrawRules::Club);
        timed.offer_draw(Color::White).unwrap();
        assert_eq!(timed.game().draw_offer(), Some(Color::White));
        // A move declines it (the screen asks for the answer first), and may offer anew.
        let e4 = parse(&timed, "e4");
        timed.play_offering_draw(e4, t0 + secs(1)).unwrap();
        assert_eq!(timed.game().draw_offer(), Some(Color::White));
        assert_eq!(timed.game().plies().len(), 1);
        let (mut mated, t0) = started("5", DrawRules::Club);
        let mut now = t0;
        play(&mut mated, &mut now, secs(1), "f3 e5 g4");
        let qh4 = parse(&mated, "Qh4");
        mated.play_offering_draw(qh4, now + secs(1)).unwrap();
        assert_eq!(
            mated.outcome(),
            Some(Outcome::win(Color::Black, Reason::Checkmate))
        );
        assert!(!mated.game().plies()[3].offers_draw);
    }

    // ---- Armageddon -----------------------------------------------------------------------

    #[test]
    fn an_armageddon_draw_is_scored_as_blacks_win() {
        let (mut timed, t0) = started("5 vs 4", DrawRules::Club);
        let mut game = timed.game().clone();
        game.set_armageddon(true);
        timed = TimedGame::new(game, timed.control().clone());
        timed.start(t0);
        timed.offer_draw(Color::White).unwrap();
        timed.answer_draw_offer(DrawAnswer::Accept, t0).unwrap();
        let outcome = timed.outcome().expect("over");
        assert_eq!(outcome.result, GameResult::BlackWins);
        assert_eq!(outcome.reason, Reason::Agreement);
        assert!(outcome.draw_odds);
        // Wins stay wins, White's too.
        let mut won = Game::standard(DrawRules::Club);
        won.set_armageddon(true);
        for text in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7"] {
            won.play_text(text).unwrap();
        }
        assert_eq!(
            won.outcome(),
            Some(Outcome::win(Color::White, Reason::Checkmate))
        );
        // Every draw: stalemate, repetition, and a flag against a bare king.
        let mut stalemate = Game::new(
            crate::rules::fen::read("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1").unwrap(),
            DrawRules::Club,
        );
        stalemate.set_armageddon(true);
        stalemate.play_text("Qf7").unwrap();
        let outcome = stalemate.outcome().unwrap();
        assert_eq!(
            (outcome.result, outcome.reason),
            (GameResult::BlackWins, Reason::Stalemate)
        );
        let mut bare = Game::new(
            crate::rules::fen::read("4k3/8/8/8/8/8/8/4K2Q w - - 0 1").unwrap(),
            DrawRules::Club,
        );
        bare.set_armageddon(true);
        let fell = bare.flag_fell(Color::White).unwrap();
        assert_eq!(
            (fell.result, fell.board_result()),
            (GameResult::BlackWins, GameResult::Draw),
            "scored as the game scores it, the ending on the board kept"
        );
        assert_eq!(bare.outcome(), Some(fell));
    }

    // ---- The arbiter's hand (FIDE 6.10) ---------------------------------------------------

    fn given(side: Color, time: u64) -> ClockAdjustment {
        ClockAdjustment {
            side,
            change: crate::game::arbiter::TimeChange::Add(secs(time)),
        }
    }

    #[test]
    fn time_given_by_the_arbiter_is_on_the_clock_and_in_the_record_and_undone() {
        let (mut timed, t0) = started("5", DrawRules::Club);
        let mut now = t0;
        play(&mut timed, &mut now, secs(10), "e4");
        // Black is to move; White is given 15 s.
        timed
            .adjust_clock(given(Color::White, 15), now + secs(3))
            .unwrap();
        assert_eq!(
            timed.clock().remaining(Color::White, now + secs(3)),
            secs(305)
        );
        assert_eq!(
            timed.clock().remaining(Color::Black, now + secs(3)),
            secs(297)
        );
        assert_eq!(timed.game().adjustments(), [(1, given(Color::White, 15))]);
        // The [%clk] of e4 stays the clock after the move.
        assert_eq!(timed.game().plies()[0].clock, Some(secs(290)));
        assert_eq!(timed.last_adjustment(), Some(given(Color::White, 15)));
        // Undone: the clock as it was, the record without it.
        assert_eq!(
            timed.take_back_adjustment(now + secs(4)),
            Ok(given(Color::White, 15))
        );
        assert_eq!(
            timed.clock().remaining(Color::White, now + secs(4)),
            secs(290)
        );
        assert_eq!(timed.game().adjustments(), []);
        assert_eq!(
            timed.take_back_adjustment(now + secs(4)),
            Err(GameError::NothingToTakeBack)
        );
    }

    #[test]
    fn a_takeback_of_the_next_move_comes_back_to_the_clock_as_the_arbiter_set_it() {
        let (mut timed, t0) = started("5", DrawRules::Club);
        let mut now = t0;
        play(&mut timed, &mut now, secs(10), "e4");
        let set = ClockAdjustment::setting(Color::Black, secs(298), secs(200)).unwrap();
        timed.adjust_clock(set, now + secs(2)).unwrap();
        assert_eq!(
            timed.clock().remaining(Color::Black, now + secs(2)),
            secs(200)
        );
        play(&mut timed, &mut now, secs(10), "e5");
        assert_eq!(timed.clock().remaining(Color::Black, now), secs(192));
        // The change was made before e5: it has no [%clk] of its own, and it stays when e5 goes.
        timed.take_back(now + secs(1)).unwrap();
        assert_eq!(timed.game().adjustments().len(), 1);
        assert_eq!(
            timed.clock().remaining(Color::Black, now + secs(1)),
            secs(202)
        );
        // Taking back e4 takes the change made after it too.
        timed.take_back(now + secs(2)).unwrap();
        assert_eq!(timed.game().adjustments(), []);
        assert_eq!(
            timed.clock().remaining(Color::Black, now + secs(2)),
            secs(300)
        );
    }

    #[test]
    fn the_arbiter_changes_no_clock_of_an_untimed_or_finished_game() {
        let (mut untimed, t0) = started("none", DrawRules::Club);
        assert_eq!(
            untimed.adjust_clock(given(Color::Black, 15), t0),
            Err(GameError::Untimed)
        );
        let (mut over, t0) = started("5", DrawRules::Club);
        over.resign(Color::White, t0).unwrap();
        assert!(matches!(
            over.adjust_clock(given(Color::Black, 15), t0),
            Err(GameError::GameOver(_))
        ));
        assert_eq!(over.game().adjustments(), []);
    }

    #[test]
    fn a_loaded_game_replays_the_arbiters_changes_into_its_clocks() {
        let (mut timed, t0) = started("3+2", DrawRules::Club);
        let mut now = t0;
        timed.adjust_clock(given(Color::Black, 60), now).unwrap();
        play(&mut timed, &mut now, secs(20), "e4");
        timed.adjust_clock(given(Color::White, 15), now).unwrap();
        play(&mut timed, &mut now, secs(20), "c5 Nf3");
        let loaded = TimedGame::new(timed.game().clone(), timed.control().clone());
        let readings = |timed: &TimedGame| {
            let states = timed.history.iter();
            states
                .map(|s| (s.remaining, s.moves, s.to_move))
                .collect::<Vec<_>>()
        };
        assert_eq!(readings(&loaded), readings(&timed));
        assert_eq!(loaded.clocks_after(0).map(|c| c.black), Some(secs(240)));
        assert_eq!(loaded.clocks_after(1).map(|c| c.white), Some(secs(177)));
    }

    // ---- When the clock starts ------------------------------------------------------------

    #[test]
    fn the_clock_may_start_with_whites_first_move() {
        let t0 = Instant::now();
        let mut timed = TimedGame::new(Game::standard(DrawRules::Club), "5+3".parse().unwrap());
        timed.set_clock_start(ClockStart::FirstMove);
        timed.start(t0);
        assert_eq!(timed.clock().running(), None);
        assert!(timed.waits_for_first_move());
        assert!(!timed.is_paused(), "waiting is no pause");
        // White thinks for a minute: it costs nothing, and Black's clock starts.
        let e4 = parse(&timed, "e4");
        timed.play(e4, t0 + secs(60)).unwrap();
        assert_eq!(timed.game().plies()[0].clock, Some(secs(303)));
        assert_eq!(timed.clock().running(), Some(Color::Black));
        assert_eq!(
            timed.clock().remaining(Color::Black, t0 + secs(65)),
            secs(295)
        );
        // Taken back, the clock waits again.
        timed.take_back(t0 + secs(70)).unwrap();
        assert_eq!(timed.clock().running(), None);
        assert!(timed.waits_for_first_move());
        // By default White's clock runs from the start (FIDE 6.6).
        let (fide, t0) = started("5+3", DrawRules::Club);
        assert_eq!(fide.clock().running(), Some(Color::White));
        assert_eq!(
            fide.clock().remaining(Color::White, t0 + secs(60)),
            secs(240)
        );
        assert_eq!("first-move".parse(), Ok(ClockStart::FirstMove));
        assert_eq!(
            "later".parse::<ClockStart>().unwrap_err().to_string(),
            "'later' is not when a clock starts: expected game or first-move"
        );
    }
}
