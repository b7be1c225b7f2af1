//! The engine's review of the game on the screen: `analyse` (or its key) asks for it once the
//! game is over or only looked at, never while it is played; its progress comes back in
//! messages while the review stays usable; Esc stops it keeping what is done; then the
//! players step to the moves it marks, either side's, in order.

use std::time::{Duration, Instant};

use super::GamePage;
use super::arbiter::Side;
use crate::analysis::{Judged, Review};
use crate::app::event::{AnalysisRequest, Event, Info, Refusal, Towards};
use crate::app::learn::Learn;
use crate::app::message::AnalysisNews;
use crate::app::page::{Context, Go, Page};
use crate::game::Place;
use crate::vocabulary::{self, Meaning};

/// What `next` and `previous` step to, as the word after them names it (`[mistake]`): a
/// move the engine's review marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Mistake;

impl Meaning for Mistake {
    const TABLE: &'static str = "mistake";
    const ALL: &'static [Mistake] = &[Mistake];

    fn key(self) -> &'static str {
        "mistake"
    }
}

/// How far the engine's review of the game has got.
#[derive(Debug, Clone, Default, PartialEq)]
pub enum Analysis {
    /// Not asked for.
    #[default]
    None,
    /// Under way: positions done of all of them, since when, and whether the players asked
    /// it to stop.
    Running {
        /// Positions searched.
        done: usize,
        /// Positions to search: the start and the one after each move.
        total: usize,
        /// When it started.
        started: Instant,
        /// Whether Esc asked it to stop (it stops after the searches under way).
        stopping: bool,
    },
    /// Done (or stopped, or its engine failed after some moves): the review of the moves
    /// whose positions were searched.
    Done(Box<Review>),
}

impl Analysis {
    /// The review, once there is one.
    pub fn review(&self) -> Option<&Review> {
        match self {
            Analysis::Done(review) => Some(review),
            _ => None,
        }
    }

    /// Positions done and all of them, while it runs.
    pub fn progress(&self) -> Option<(usize, usize)> {
        match *self {
            Analysis::Running { done, total, .. } => Some((done, total)),
            _ => None,
        }
    }

    /// How long the rest will take at the pace so far, while it runs and once a position
    /// is done.
    pub fn time_left(&self, now: Instant) -> Option<Duration> {
        match *self {
            Analysis::Running {
                done,
                total,
                started,
                ..
            } if done > 0 => {
                let each = now.saturating_duration_since(started) / done as u32;
                Some(each * (total - done.min(total)) as u32)
            }
            _ => None,
        }
    }

    /// Whether it runs.
    pub fn is_running(&self) -> bool {
        matches!(self, Analysis::Running { .. })
    }
}

impl GamePage {
    /// Whether the engine may review the game: once it is over, or when it is only looked
    /// at; never while it is played.
    pub fn can_be_analysed(&self) -> bool {
        self.outcome.is_some() || self.read_only
    }

    /// The engine's review of the game, as far as it has got.
    pub fn analysis(&self) -> &Analysis {
        &self.analysis
    }

    /// `analyse` or its key: the engine reviews the game, once it is over or when it is
    /// only looked at. Refused while it is played, while a review runs, once every move is
    /// reviewed, and for a game without moves.
    pub(super) fn analyse(&mut self, cx: &mut Context) {
        if !self.can_be_analysed() {
            return cx.refuse(Refusal::AnalyseNotNow);
        }
        if self.analysis.is_running() {
            return cx.refuse(Refusal::AnalysisRunning);
        }
        let moves = self.game().moves();
        if moves.is_empty() {
            return cx.refuse(Refusal::NothingToAnalyse);
        }
        // A review of every move is kept; one stopped before the end is done again.
        if let Some(review) = self.analysis.review()
            && review.moves.len() == moves.len()
        {
            return cx.refuse(Refusal::AlreadyAnalysed);
        }
        cx.notice = None;
        self.analysis = Analysis::Running {
            done: 0,
            total: moves.len() + 1,
            started: cx.now,
            stopping: false,
        };
        cx.events.push(Event::AnalysisDue(AnalysisRequest {
            start: *self.game().start(),
            moves,
        }));
    }

    /// `learn [SIDE]`: one side's mistakes to learn from (the side named, else the side at
    /// the bottom), open over the game once the engine has reviewed it; a move found is
    /// searched by the engine the review was searched with.
    pub(super) fn learn(&mut self, side: Option<&str>, cx: &mut Context) -> Go {
        let side = match side.map(vocabulary::read::<Side>) {
            Some(Some(Side(side))) => side,
            Some(None) => {
                cx.refuse(Refusal::LearnWhichSide);
                return Go::Stay;
            }
            None => self.bottom_side(cx.settings.flip),
        };
        let Some(review) = self.analysis.review() else {
            cx.refuse(Refusal::NoAnalysis);
            return Go::Stay;
        };
        let moves = self.game().moves();
        let learn = Learn::new(side, *self.game().start(), moves, review, None);
        Go::Open(Box::new(Page::Learn(Box::new(learn))), None)
    }

    /// Esc while the review runs: it stops after the searches under way, keeping what is
    /// done. `false` when none runs.
    pub(super) fn stop_analysis(&mut self, cx: &mut Context) -> bool {
        match &mut self.analysis {
            Analysis::Running { stopping, .. } => {
                if !*stopping {
                    *stopping = true;
                    cx.events.push(Event::AnalysisCancelled);
                }
                true
            }
            _ => false,
        }
    }

    /// What the engine's run said (nothing when no review is under way: a run of a game no
    /// longer here), or a review found without one.
    pub(in crate::app) fn on_analysis(&mut self, news: AnalysisNews, cx: &mut Context) {
        let Analysis::Running {
            total: expected,
            stopping,
            ..
        } = self.analysis
        else {
            if let AnalysisNews::Kept { positions } = news {
                self.show_kept(&positions);
            }
            return;
        };
        match news {
            AnalysisNews::Progress { done, total } if total == expected => {
                if let Analysis::Running { done: shown, .. } = &mut self.analysis {
                    let from = std::mem::replace(shown, done);
                    cx.events
                        .push(Event::AnalysisProgressed { from, done, total });
                }
            }
            // A review kept does not replace the one under way.
            AnalysisNews::Progress { .. } | AnalysisNews::Kept { .. } => {}
            AnalysisNews::Finished { positions, failure } => {
                let review = Review::new(self.game().start().turn(), &positions);
                let reviewed = review.moves.len();
                let moves = expected - 1;
                self.analysis = if reviewed == 0 {
                    Analysis::None
                } else {
                    Analysis::Done(Box::new(review))
                };
                match failure {
                    Some(failure) => cx.refuse(Refusal::Engine(failure)),
                    None if reviewed < moves || stopping => {
                        cx.tell(Info::AnalysisStopped { reviewed, moves })
                    }
                    None => cx.tell(Info::Analysed),
                }
            }
        }
    }

    /// A review found without an engine, shown when this game can be reviewed, none is
    /// shown or under way, and the positions are this game's (one more than its moves).
    fn show_kept(&mut self, positions: &[Option<Judged>]) {
        let fits = positions.len() == self.game().plies().len() + 1;
        if !self.can_be_analysed() || !fits || self.analysis.review().is_some() {
            return;
        }
        let review = Review::new(self.game().start().turn(), positions);
        if !review.moves.is_empty() {
            self.analysis = Analysis::Done(Box::new(review));
        }
    }

    /// `next mistake`, `previous mistake` and their keys: the move the review marks next
    /// after (or last before) the move viewed, either side's, is shown. Refused before a
    /// review, and where there is none that way.
    pub(super) fn step_to_mistake(
        &mut self,
        towards: Towards,
        what: Option<&str>,
        cx: &mut Context,
    ) {
        if let Some(what) = what
            && vocabulary::read::<Mistake>(what).is_none()
        {
            return cx.refuse(Refusal::NextWhat(what.to_lowercase()));
        }
        let Some(review) = self.analysis.review() else {
            return cx.refuse(Refusal::NoAnalysis);
        };
        // The move viewed is the one that led to the position shown.
        let viewed = self.review.shown().unwrap_or(self.game().plies().len());
        let marked = review
            .moves
            .iter()
            .enumerate()
            .filter(|(_, reviewed)| reviewed.advice.is_some())
            .map(|(ply, _)| ply + 1)
            .collect::<Vec<_>>();
        let found = match towards {
            Towards::Next => marked.into_iter().find(|&after| after > viewed),
            Towards::Previous => marked.into_iter().rev().find(|&after| after < viewed),
        };
        match found {
            Some(after) => {
                cx.notice = None;
                // After the last move, that is the live game's position.
                self.show(Some(Place::game(after)), cx);
            }
            None => cx.refuse(Refusal::NoMoreMistakes(towards)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_names_what_next_steps_to() {
        vocabulary::assert_complete::<Mistake>();
    }
}
