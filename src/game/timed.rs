//! A game and its clock, kept in step: [`TimedGame`] is the only way to play a move (typed,
//! claimed or loaded), take one back, claim, resign, agree a draw or let a flag fall. It presses
//! the clock with every move, records the mover's time with the move (for `[%clk]`), keeps the
//! clock as it stood after every move for takebacks, and stops the clock when the game ends.
//! Time is passed in as `now`.

use std::time::{Duration, Instant};

use super::clock::{Clock, ClockState};
use super::outcome::{Outcome, Reason};
use super::record::{DrawAnswer, Game, GameError, NoClaim, NotesEditor, Ply};
use super::time_control::TimeControl;
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
}

impl TimedGame {
    /// A game under `control` whose clock has not started yet. For a game with moves (read
    /// from PGN), the clock is rebuilt from the times recorded with the moves (`[%clk]`): each
    /// side keeps its last recorded time.
    pub fn new(game: Game, control: TimeControl) -> TimedGame {
        let clock = Clock::with_side_to_move(control, game.start().turn());
        let history = clock_history(
            &game,
            clock.control().is_untimed(),
            ClockState::initial(clock.control(), game.start().turn()),
        );
        let mut timed = TimedGame {
            runs_at_start: game.outcome().is_none(),
            game,
            clock,
            history,
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

    /// Play starts (or goes on) at `now`: the clock of the side to move runs, White's at the
    /// start of a game (FIDE 6.6). Nothing runs for a finished game or a game saved paused.
    pub fn start(&mut self, now: Instant) {
        if self.runs_at_start {
            self.clock.start(now);
        }
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
        self.history.get(plies).map(|state| state.remaining)
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

    /// Takes back the last move: position, history, repetitions and clocks return exactly to
    /// where they stood after the move before; the time since is charged to no one.
    pub fn take_back(&mut self, now: Instant) -> Result<(), GameError> {
        self.game.take_back(1)?;
        self.history.pop();
        let running = self.clock.running().is_some() || self.clock.is_stopped();
        self.restore_last_state();
        if running {
            self.clock.resume(now);
        }
        Ok(())
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

    /// Whether both clocks are stopped by [`TimedGame::pause`] while the game goes on.
    pub fn is_paused(&self) -> bool {
        self.game.outcome().is_none() && self.clock.running().is_none()
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

    /// Keeps the clock pressed for a move just played, and its state after the move.
    fn commit_move(&mut self, clock: Clock, now: Instant) {
        self.clock = clock;
        self.history.push(self.clock.state(now));
        self.settle(now);
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
/// (`[%clk]`): each side keeps its last recorded time. An untimed game's clocks, which count
/// the time used, add up the time each move took (`[%emt]`). `start` is the clock at the
/// start.
fn clock_history(game: &Game, untimed: bool, start: ClockState) -> Vec<ClockState> {
    let mut state = start;
    let mut history = Vec::with_capacity(game.plies().len() + 1);
    history.push(state);
    for (index, ply) in game.plies().iter().enumerate() {
        let mover = game
            .position_at(index)
            .map_or(state.to_move, |position| position.turn());
        match (ply.clock, ply.spent) {
            (Some(time), _) => state.remaining[mover] = time,
            (None, Some(spent)) if untimed => {
                state.remaining[mover] = state.remaining[mover].saturating_add(spent);
            }
            _ => {}
        }
        state.moves[mover] += 1;
        state.to_move = !mover;
        state.spent = Duration::ZERO;
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
}
