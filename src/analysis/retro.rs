//! Learn from your mistakes, as lichess's retrospection: for one side, the position before
//! each of its moves the review marks, in order, where the player looks for a better move.
//! The best move and a move that mates are right at once, the move played in the game is
//! wrong at once, and any other move is searched by the engine and holds when the winning
//! chances it keeps are within lichess's margin of the position's. Pure: no engine, no
//! words; the page asks for the search and hands the eval back.
//!
//! The numbers are lila's (`ui/analyse/src/retrospect/retroCtrl.ts`, `nodeFinder.ts`,
//! `ceval/winningChances.ts`): a move is an exercise when lichess marks it with a better
//! move than the one played and it swung the winning chances by more than 0.075 (on lila's
//! half scale); a move found holds when it loses less than 0.04 of them. lila has no
//! better line for the first move of a game (its start position takes the eval after that
//! move), so the first move is never an exercise; the masters' opening explorer that lets
//! lila skip a move masters played is online only, and is not asked here.

use super::eval::{CP_CEILING, Eval, winning_chances};
use super::review::Review;
use crate::notation::san::{San, Suffix};
use crate::rules::Color;

/// The swing of the winning chances (lila's half scale, 0 to 1) above which a marked move
/// is an exercise: lila's `evalSwings` threshold.
pub const SWING: f64 = 0.075;

/// The loss of winning chances (lila's half scale) a move found may have and still hold:
/// a move holds when the difference is above minus this.
pub const MARGIN: f64 = 0.04;

/// One mistake to learn from: the position before one of the side's marked moves.
#[derive(Debug, Clone, PartialEq)]
pub struct Exercise {
    /// The move's index in the game (0 is the first move): the position before it is the
    /// one after this many moves.
    pub ply: usize,
    /// The move played in the game.
    pub played: San,
    /// The eval of the position before it, from White's side: what a move found is held to.
    pub before: Eval,
    /// The engine's best move there.
    pub best: San,
    /// The engine's line from there, the best move first.
    pub line: Vec<San>,
}

/// How an exercise ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The player found a move that holds.
    Found,
    /// The player asked for the solution first.
    Shown,
    /// The player went on without either.
    Skipped,
}

/// Where the player is in the current exercise.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum State {
    /// Looking for a better move (lila's `find`).
    Find,
    /// The engine is searching the position after this move (lila's `eval`).
    Searching(San),
    /// The move tried does not hold: another may (lila's `fail`).
    Wrong(Wrong),
    /// The move tried holds (lila's `win`).
    Right(San),
    /// The solution is shown (lila's `view`).
    Solution,
    /// Every exercise is behind the player (lila's `end`).
    Done,
}

/// Why a move tried is wrong.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Wrong {
    /// It is the move played in the game.
    Played,
    /// The engine found it loses too much: the move, and the eval after it (White's side).
    Loses(San, Eval),
}

/// What a move tried leads to at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tried {
    /// It is right: the engine's best move, or a move that mates.
    Right,
    /// It is the move played in the game.
    Played,
    /// The engine has to search the position after it ([`Retro::judge`] with its eval).
    Search,
    /// Nothing is being asked now (a search under way, the exercise over, or none left).
    NotNow,
}

/// The player's tally at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    /// Exercises where a move that holds was found.
    pub found: usize,
    /// Exercises whose solution was shown first.
    pub shown: usize,
    /// Exercises skipped.
    pub skipped: usize,
    /// All the exercises.
    pub total: usize,
}

/// The side's mistakes to learn from, and where the player is among them.
#[derive(Debug, Clone, PartialEq)]
pub struct Retro {
    side: Color,
    exercises: Vec<Exercise>,
    outcomes: Vec<Option<Outcome>>,
    at: usize,
    state: State,
}

impl Retro {
    /// The exercises of `side` in a game whose moves are `played` (in SAN, the first by
    /// `review.moves[0].mover`) and whose review is `review`, the first one set.
    pub fn new(side: Color, played: &[San], review: &Review) -> Retro {
        let exercises = exercises(side, played, review);
        let mut retro = Retro {
            side,
            outcomes: vec![None; exercises.len()],
            exercises,
            at: 0,
            state: State::Find,
        };
        if retro.exercises.is_empty() {
            retro.state = State::Done;
        }
        retro
    }

    /// The side whose mistakes these are.
    pub fn side(&self) -> Color {
        self.side
    }

    /// Every exercise, in the order of the game.
    pub fn exercises(&self) -> &[Exercise] {
        &self.exercises
    }

    /// The exercise in front of the player, until the end.
    pub fn current(&self) -> Option<&Exercise> {
        (self.state != State::Done)
            .then(|| self.exercises.get(self.at))
            .flatten()
    }

    /// Which exercise is in front, counted from 1, and how many there are (lila's `3 / 7`).
    pub fn progress(&self) -> (usize, usize) {
        let total = self.exercises.len();
        ((self.at + 1).min(total), total)
    }

    /// Where the player is in the exercise in front.
    pub fn state(&self) -> State {
        self.state
    }

    /// Whether the player is looking for a move: a move can be tried.
    pub fn is_solving(&self) -> bool {
        matches!(self.state, State::Find | State::Wrong(_))
    }

    /// The player tries `tried` in the exercise's position (a legal move there): the best
    /// move and a mate are right at once, the move played is wrong at once, and any other
    /// is searched ([`Retro::judge`]).
    pub fn try_move(&mut self, tried: San) -> Tried {
        let Some(exercise) = self.current().filter(|_| self.is_solving()) else {
            return Tried::NotNow;
        };
        if tried == exercise.best || tried.suffix == Some(Suffix::Checkmate) {
            self.solve(Outcome::Found);
            self.state = State::Right(tried);
            Tried::Right
        } else if tried == exercise.played {
            self.state = State::Wrong(Wrong::Played);
            Tried::Played
        } else {
            self.state = State::Searching(tried);
            Tried::Search
        }
    }

    /// The engine's eval of the position after the move being searched (White's side): the
    /// move holds when it keeps the winning chances within [`MARGIN`] of the position's
    /// before the mistake. Whether it held; `None` when no search was under way.
    pub fn judge(&mut self, after: Eval) -> Option<bool> {
        let (State::Searching(tried), Some(exercise)) = (self.state, self.current()) else {
            return None;
        };
        let holds = holds(self.side, exercise.before, after);
        if holds {
            self.solve(Outcome::Found);
            self.state = State::Right(tried);
        } else {
            self.state = State::Wrong(Wrong::Loses(tried, after));
        }
        Some(holds)
    }

    /// The search under way is given up: the player looks again.
    pub fn stop_search(&mut self) {
        if matches!(self.state, State::Searching(_)) {
            self.state = State::Find;
        }
    }

    /// The solution of the exercise in front is shown (a search under way is given up).
    /// `false` when there is no exercise to show it for.
    pub fn show_solution(&mut self) -> bool {
        if self.current().is_none() {
            return false;
        }
        self.solve(Outcome::Shown);
        self.state = State::Solution;
        true
    }

    /// The exercise in front is skipped (unless it was already done) and the next one set.
    pub fn skip(&mut self) {
        if self.current().is_some() {
            self.solve(Outcome::Skipped);
            self.next();
        }
    }

    /// The next exercise not yet done is set, or the end reached.
    pub fn next(&mut self) {
        let after = if self.current().is_some() {
            self.at + 1
        } else {
            0
        };
        match (after..self.exercises.len()).find(|&at| self.outcomes[at].is_none()) {
            Some(at) => {
                self.at = at;
                self.state = State::Find;
            }
            None => {
                self.at = self.exercises.len();
                self.state = State::Done;
            }
        }
    }

    /// Every exercise again from the first, the tally wiped (lila's "do it again").
    pub fn again(&mut self) {
        *self = Retro {
            outcomes: vec![None; self.exercises.len()],
            at: 0,
            state: if self.exercises.is_empty() {
                State::Done
            } else {
                State::Find
            },
            exercises: std::mem::take(&mut self.exercises),
            side: self.side,
        };
    }

    /// How the exercises went so far.
    pub fn tally(&self) -> Tally {
        let count = |outcome| {
            let matching = self.outcomes.iter().filter(|&&o| o == Some(outcome));
            matching.count()
        };
        Tally {
            found: count(Outcome::Found),
            shown: count(Outcome::Shown),
            skipped: count(Outcome::Skipped),
            total: self.exercises.len(),
        }
    }

    /// Records how the exercise in front ended, unless it already had.
    fn solve(&mut self, outcome: Outcome) {
        if let Some(slot) = self.outcomes.get_mut(self.at) {
            slot.get_or_insert(outcome);
        }
    }
}

/// The exercises of `side`: each of its moves but the game's first that lichess marks, with
/// a best move other than the one played, whose swing of the winning chances is above
/// [`SWING`].
pub fn exercises(side: Color, played: &[San], review: &Review) -> Vec<Exercise> {
    let moves = &review.moves;
    (1..moves.len().min(played.len()))
        .filter_map(|ply| {
            let (before, reviewed) = (moves[ply - 1].eval, &moves[ply]);
            let best = reviewed.best?;
            let marked = reviewed.mover == side
                && reviewed.advice.is_some()
                && best != played[ply]
                && swing(before, reviewed.eval) > SWING;
            marked.then(|| Exercise {
                ply,
                played: played[ply],
                before,
                best,
                line: reviewed.line.clone(),
            })
        })
        .collect()
}

/// Whether a move found holds: the eval after it (`after`) keeps `side`'s winning chances
/// within [`MARGIN`] of those of the position before the mistake (`before`).
pub fn holds(side: Color, before: Eval, after: Eval) -> bool {
    (chances(side, after) - chances(side, before)) / 2.0 > -MARGIN
}

/// How far the winning chances moved between two evals, on lila's half scale.
fn swing(before: Eval, after: Eval) -> f64 {
    ((chances(Color::White, before) - chances(Color::White, after)) / 2.0).abs()
}

/// `side`'s winning chances, −1 to +1, as lichess's analysis board counts them: centipawns
/// capped at a thousand either way, and a mate in n as (21 − min(10, n)) hundred
/// centipawns, beyond the cap, so that a nearer mate counts for more.
fn chances(side: Color, eval: Eval) -> f64 {
    let cp = match eval {
        Eval::Cp(cp) => cp.clamp(-CP_CEILING, CP_CEILING),
        Eval::Mate { winner, moves } => {
            let cp = (21 - moves.min(10) as i32) * 100;
            if winner == Color::White { cp } else { -cp }
        }
    };
    let white = winning_chances(cp);
    match side {
        Color::White => white,
        Color::Black => -white,
    }
}

#[cfg(test)]
pub(crate) mod tests;
