//! The engine's review in sentences: that it started, its progress at each quarter, then
//! each side's accuracy and every marked move (`Move 3, Black: Nf6, a blunder; g6 was
//! best.`), and what it says of the move viewed while stepping to the marked moves.

use crate::analysis::{MoveReview, Review};
use crate::app::App;
use crate::i18n::{Lang, say, screen_san};
use crate::notation::MoveNumber;
use crate::rules::Color;
use crate::tools::analyse::{judgement_phrase, side_phrase};
use crate::{phrase, tr};

/// How often the progress is said: at each quarter of the positions.
const QUARTERS: usize = 4;

/// Said when the review starts: how many positions the engine searches, and how to stop it.
pub(super) fn started(lang: Lang, total: usize) -> String {
    tr!(lang, "plain-analysis-started", total = total)
}

/// Said as the review goes on from `before` positions done to `done` of `total`: the
/// quarters passed, once each (the last is the report's).
pub(super) fn progress(lang: Lang, before: usize, done: usize, total: usize) -> Option<String> {
    let quarter = |count: usize| count * QUARTERS / total.max(1);
    let passed = quarter(done);
    (passed > quarter(before) && done < total)
        .then(|| tr!(lang, "plain-analysis-progress", done = done, total = total))
}

/// The review's report: each side's figures, then every marked move with the move that was
/// best, then how to step to them.
pub(super) fn report(lang: Lang, app: &App) -> Vec<String> {
    let Some(review) = app.game_page().analysis().review() else {
        return Vec::new();
    };
    let mut lines: Vec<String> = Color::ALL
        .iter()
        .map(|&side| {
            let phrase = side_phrase(&review.sides[side], side, app.player_name(side), lang);
            format!("{}.", say(lang, &phrase))
        })
        .collect();
    let marked: Vec<String> = (0..review.moves.len())
        .filter_map(|ply| marked_move(lang, app, review, ply))
        .collect();
    if marked.is_empty() {
        lines.push(tr!(lang, "plain-analysis-no-marks"));
    } else {
        lines.extend(marked);
        lines.push(tr!(lang, "plain-analysis-how"));
    }
    lines
}

/// `Move 3, Black: Nf6, a blunder; g6 was best.` for the move with index `ply`, when the
/// review marks it.
fn marked_move(lang: Lang, app: &App, review: &Review, ply: usize) -> Option<String> {
    let reviewed: &MoveReview = review.moves.get(ply)?;
    let advice = reviewed.advice?;
    let game = app.game_page();
    let san = *game.sans().get(ply)?;
    let number = MoveNumber::of_ply(game.game().start(), ply);
    let judgement = say(lang, &judgement_phrase(advice));
    let played = screen_san(lang, san);
    let said = match reviewed.best {
        Some(best) => phrase!(
            "plain-analysis-move",
            number = number.number,
            side = reviewed.mover,
            played = played,
            judgement = judgement,
            best = screen_san(lang, best)
        ),
        None => phrase!(
            "plain-analysis-move-no-best",
            number = number.number,
            side = reviewed.mover,
            played = played,
            judgement = judgement
        ),
    };
    Some(say(lang, &said))
}

/// What the review says of the move viewed, when it marks it: `A blunder; g6 was best: g6
/// Qf3 Nf6.`
pub(super) fn viewed(lang: Lang, app: &App) -> Option<String> {
    let game = app.game_page();
    let review = game.analysis().review()?;
    let shown = game.review().shown()?;
    let reviewed = review.moves.get(shown.checked_sub(1)?)?;
    let advice = reviewed.advice?;
    let judgement = say(lang, &judgement_phrase(advice));
    let line: Vec<String> = reviewed
        .line
        .iter()
        .map(|&san| screen_san(lang, san))
        .collect();
    Some(match reviewed.best {
        // A line of the best move alone says nothing more.
        Some(best) if line.len() <= 1 => tr!(
            lang,
            "plain-analysis-viewed-best",
            judgement = judgement,
            best = screen_san(lang, best)
        ),
        Some(best) => tr!(
            lang,
            "plain-analysis-viewed",
            judgement = judgement,
            best = screen_san(lang, best),
            line = line.join(" ")
        ),
        None => tr!(lang, "plain-analysis-viewed-no-best", judgement = judgement),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_is_said_at_each_quarter_once() {
        let said = |before, done| progress(Lang::En, before, done, 40).is_some();
        assert!(!said(0, 9));
        assert!(said(9, 10));
        assert!(!said(10, 11));
        assert!(said(19, 21));
        assert!(said(29, 30));
        // The end is the report's.
        assert!(!said(39, 40));
    }
}
