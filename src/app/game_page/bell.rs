//! When the terminal bell rings: with ten seconds left on a clock and when a flag falls, and
//! (when the players ask for it) at every move of a timed game. The app says so with
//! [`Event::Bell`]; the screen turns it into the terminal's BEL, and the line mode only when
//! asked (a screen reader has its own sounds).

use super::GamePage;
use crate::app::event::{Event, TimeMark};
use crate::app::page::Context;
use crate::app::settings::Bell;
use crate::game::Reason;

impl GamePage {
    /// Adds one [`Event::Bell`] to the events of this update when one of them rings it.
    pub(in crate::app) fn ring_bell(&mut self, cx: &mut Context) {
        let bell = cx.settings.bell;
        let timed = !self.timed.control().is_untimed();
        let rings = |event: &Event| match event {
            Event::LowTime {
                mark: TimeMark::TenSeconds,
                ..
            } => bell != Bell::Quiet,
            Event::Ended(outcome) => {
                bell != Bell::Quiet
                    && matches!(
                        outcome.reason,
                        Reason::Time | Reason::TimeoutAgainstInsufficientMaterial { .. }
                    )
            }
            Event::Played { .. } => bell == Bell::EveryMove && timed,
            _ => false,
        };
        if cx.events.iter().any(rings) {
            cx.events.push(Event::Bell);
        }
    }
}
