//! Draw offers: made by the side to move before its move (FIDE 9.1.2.2), which the opponent
//! answers at once with a key, or with a move (9.1.2.1: `e4 draw`, `draw e4`), which the
//! opponent accepts or declines in words (`accept`, `draw`, `decline`) or declines by moving.

use super::GamePage;
use crate::app::answer::Answer;
use crate::app::event::{Event, Info, Notice, Refusal};
use crate::app::page::Context;
use crate::game::{DrawAnswer, GameError};

impl GamePage {
    /// `draw` alone: accepts the draw the opponent offered with their move, if one waits;
    /// otherwise the side to move offers one, for the opponent to answer at once.
    pub(super) fn offer_or_accept_draw(&mut self, cx: &mut Context) {
        if self.offer_with_move().is_some() {
            return self.answer_offer_with_move(DrawAnswer::Accept, cx);
        }
        let turn = self.game().position().turn();
        match self.timed.offer_draw(turn) {
            Ok(()) => {
                self.after_change(cx);
                cx.events.push(Event::DrawOffered(turn));
            }
            Err(error) => cx.refuse(Refusal::Game(error)),
        }
    }

    /// The draw offered with the move instant mode has just played (`e4 draw`, the word
    /// typed after the move went): the mover's offer, as if made with the move.
    pub(super) fn offer_draw_with_last_move(&mut self, cx: &mut Context) {
        match self.timed.offer_draw_with_last_move() {
            Ok(()) => {
                self.after_change(cx);
                if let Some(by) = self.offer_with_move() {
                    cx.events.push(Event::DrawOffered(by));
                }
            }
            Err(error) => cx.refuse(Refusal::Game(error)),
        }
    }

    /// `accept` or `decline`: the answer to the draw the opponent offered with their move.
    pub(super) fn answer_offer_with_move(&mut self, answer: DrawAnswer, cx: &mut Context) {
        if self.offer_with_move().is_none() {
            return cx.refuse(Refusal::Game(GameError::NoDrawOffer));
        }
        self.answer_draw_offer(answer, cx);
    }

    /// The answer to the draw offer waiting, whichever way it was made.
    pub(super) fn answer_draw_offer(&mut self, answer: DrawAnswer, cx: &mut Context) {
        let by = self.game().draw_offer();
        if self.timed.answer_draw_offer(answer, cx.now).is_ok() {
            self.after_change(cx);
            if answer == DrawAnswer::Decline
                && let Some(by) = by
            {
                cx.events.push(Event::DrawDeclined(by));
                cx.notice = Some(Notice::Info(Info::DrawDeclined(by)));
            }
        }
    }
}

/// A yes to a draw offer accepts it, and a no declines it.
impl From<Answer> for DrawAnswer {
    fn from(answer: Answer) -> DrawAnswer {
        match answer {
            Answer::Yes => DrawAnswer::Accept,
            Answer::No => DrawAnswer::Decline,
        }
    }
}
