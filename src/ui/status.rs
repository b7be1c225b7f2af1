//! The status lines (whose move, check, the result; questions, offers, notices and hints) and
//! the footer with the keys that work right now.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::clocks::player_label;
use super::pointing;
use super::theme::Theme;
use crate::app::{App, Leaving, Mode, Notice, Question};
use crate::game::arbiter::shown_time;
use crate::game::header::utc_minute;
use crate::i18n::{Describe, Lang, capitalised, screen_san, side_key};
use crate::notation::MoveNumber;
use crate::notation::san::San;
use crate::rules::Color;
use crate::tr;

/// What separates the parts of one line.
const SEPARATOR: &str = "  ·  ";

/// Draws the status lines: the state of the game on the first row, then what the players
/// should know or answer, wrapped over the rows left.
pub fn render(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    let [state, messages] =
        Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(area);
    state_line(app, theme).render(state, buf);
    Paragraph::new(message_line(app, theme))
        .wrap(Wrap { trim: false })
        .render(messages, buf);
}

/// Draws the footer: the keys and commands that work in the current mode.
pub fn render_footer(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    let text = pointing::footer(app).unwrap_or_else(|| footer_text(app).to_string());
    Line::styled(text, theme.dim()).render(area, buf);
}

/// The first status line: the result once the game is over, otherwise whose move it is and
/// whether that side is in check.
fn state_line(app: &App, theme: Theme) -> Line<'static> {
    let lang = app.lang();
    if let Some(outcome) = app.outcome() {
        return Line::from(vec![
            Span::styled(format!(" {} ", outcome.describe(lang)), theme.attention()),
            Span::styled(format!("   {}", tr!(lang, "state-over-hint")), theme.dim()),
        ]);
    }
    let position = app.game().position();
    let player = player_label(app, position.turn());
    let mut spans = vec![Span::raw(tr!(lang, "state-to-move", player = player))];
    if position.is_check() {
        spans.push(Span::raw(SEPARATOR));
        spans.push(Span::styled(tr!(lang, "state-check"), theme.check()));
    }
    if let Some(number) = app.chess960_number() {
        spans.push(Span::raw(SEPARATOR));
        let chess960 = tr!(lang, "state-chess960", number = number);
        spans.push(Span::styled(chess960, theme.dim()));
    }
    if app.game().is_armageddon() {
        spans.push(Span::raw(SEPARATOR));
        spans.push(Span::styled(tr!(lang, "state-armageddon"), theme.dim()));
    }
    if let Some(cursor) = pointing::status(app) {
        spans.push(Span::raw(SEPARATOR));
        spans.push(cursor);
    }
    Line::from(spans)
}

/// The second status line: a question waiting for y or n, or else the notices and hints
/// that apply, most pressing first.
fn message_line(app: &App, theme: Theme) -> Line<'static> {
    if let Some(question) = question(app) {
        let mut spans = vec![Span::styled(format!(" {question} "), theme.attention())];
        if let Some(Notice::Refused(refusal)) = app.notice() {
            spans.push(Span::raw(SEPARATOR));
            spans.push(Span::styled(refusal.describe(app.lang()), theme.error()));
        }
        return Line::from(spans);
    }
    let lang = app.lang();
    let mut parts: Vec<Span<'static>> = Vec::new();
    match app.notice() {
        Some(Notice::Refused(refusal)) => {
            parts.push(Span::styled(refusal.describe(lang), theme.error()));
        }
        Some(Notice::Info(info)) => parts.push(Span::raw(info.describe(lang))),
        None => {}
    }
    if let Some(by) = app.offer_with_move() {
        let offer = tr!(lang, "notice-offer-with-move", side = side_key(by));
        parts.push(Span::styled(offer, theme.attention()));
    }
    if app.waits_for_first_move() {
        parts.push(Span::raw(tr!(lang, "notice-clock-starts")));
    }
    if let Some(problem) = app.autosave_problem() {
        let problem = tr!(
            lang,
            "notice-autosave-problem",
            problem = problem.describe(lang)
        );
        parts.push(Span::styled(problem, theme.error()));
    }
    if let Some(reason) = app.claimable_draw() {
        parts.push(Span::raw(tr!(
            lang,
            "notice-may-claim",
            side = side_key(app.game().position().turn()),
            reason = reason.describe(lang)
        )));
    }
    if app.is_read_only() {
        parts.push(Span::styled(read_only_text(app), theme.attention()));
    }
    if let Some(shown) = app.review().shown() {
        parts.push(Span::raw(review_text(app, shown)));
    }
    if app.is_paused() {
        parts.push(Span::raw(tr!(lang, "notice-paused")));
    }
    let mut spans = Vec::new();
    for (i, part) in parts.into_iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw(SEPARATOR));
        }
        spans.push(part);
    }
    Line::from(spans)
}

/// The question the players must answer with y or n, if any, with how to answer it:
/// `y` is yes; `n`, Enter and Esc are no.
fn question(app: &App) -> Option<String> {
    let lang = app.lang();
    let question = match app.mode() {
        Mode::Confirm(Question::Resign(color)) => {
            tr!(lang, "question-resign", side = side_key(color))
        }
        Mode::Confirm(Question::Takeback(by)) => takeback_question(app, by),
        Mode::Confirm(Question::Quit) => quit_question(app),
        Mode::Confirm(Question::PlayPasted) => {
            let moves = app.popups().pasted_moves();
            // Pasted text is text until it is played; what reads as SAN is shown in the
            // screen's notation.
            let shown_move = |text: &String| match San::from_ascii(text.as_bytes()) {
                Some(san) => screen_san(lang, san),
                None => text.clone(),
            };
            let mut shown: Vec<String> = moves.iter().take(8).map(shown_move).collect();
            if moves.len() > 8 {
                shown.push("…".to_string());
            }
            tr!(
                lang,
                "question-play-pasted",
                count = moves.len(),
                moves = shown.join(" ")
            )
        }
        Mode::Confirm(Question::Replace) => {
            let path = app
                .popups()
                .file_to_replace()
                .map_or_else(String::new, |path| path.display().to_string());
            tr!(lang, "question-replace", path = path)
        }
        Mode::Confirm(question @ Question::Adjust(adjustment)) => {
            let side = app.asked_about_clocks(question).map_or("white", side_key);
            let change = capitalised(&adjustment.describe(lang));
            tr!(lang, "question-adjust", change = change, side = side)
        }
        Mode::Confirm(question @ Question::SetClock(clock, time)) => {
            let side = app.asked_about_clocks(question).map_or("white", side_key);
            let (clock, time) = (side_key(clock), shown_time(time));
            tr!(
                lang,
                "question-set-clock",
                clock = clock,
                time = time,
                side = side
            )
        }
        Mode::Confirm(question @ Question::UndoAdjustment(adjustment)) => {
            let side = app.asked_about_clocks(question).map_or("white", side_key);
            let change = adjustment.describe(lang);
            tr!(
                lang,
                "question-undo-adjustment",
                change = change,
                side = side
            )
        }
        _ => {
            let offer = app.draw_offer()?;
            draw_offer_text(lang, offer)
        }
    };
    Some(format!("{question} {}", tr!(lang, "question-yes-or-no")))
}

/// `Take back 12... Qxh2+? White, do you agree?`: in hot seat nobody knows who typed `undo`,
/// so the question names the move and asks the player who did not make it.
fn takeback_question(app: &App, by: Color) -> String {
    let lang = app.lang();
    let side = side_key(!by);
    let Some(index) = app.sans().len().checked_sub(1) else {
        return tr!(lang, "question-takeback-last", side = side);
    };
    let number = MoveNumber::of_ply(app.game().start(), index);
    let taken = format!("{number} {}", screen_san(lang, app.sans()[index]));
    tr!(lang, "question-takeback", move = taken, side = side)
}

/// Whether quitting loses anything, said as it is.
fn quit_question(app: &App) -> String {
    let lang = app.lang();
    match app.leaving() {
        Leaving::Unsaved => tr!(lang, "question-quit-unsaved"),
        Leaving::Nothing => tr!(lang, "question-quit"),
        Leaving::Saved => tr!(lang, "question-quit-saved"),
    }
}

/// `White offers a draw — Black, accept?`.
fn draw_offer_text(lang: Lang, by: Color) -> String {
    tr!(lang, "question-draw-offer", side = side_key(by))
}

/// What a game only looked at shows: the game as its file held it, at the time named.
fn read_only_text(app: &App) -> String {
    let lang = app.lang();
    match app.saved_at() {
        Some(moment) => tr!(lang, "notice-read-only", time = utc_minute(moment)),
        None => tr!(lang, "notice-read-only-no-time"),
    }
}

/// `Reviewing move 12 of 40 (6...Nf6) — ←/→ step, End returns`.
fn review_text(app: &App, shown: usize) -> String {
    let lang = app.lang();
    let total = app.sans().len();
    let Some(index) = shown.checked_sub(1) else {
        return tr!(lang, "review-start");
    };
    let san = app
        .sans()
        .get(index)
        .map(|&san| screen_san(lang, san))
        .unwrap_or_default();
    let number = MoveNumber::of_ply(app.game().start(), index);
    let reviewed = format!("{number}{san}");
    tr!(
        lang,
        "review-move",
        shown = shown,
        total = total,
        move = reviewed
    )
}

/// The keys and commands that work in the current mode.
fn footer_text(app: &App) -> String {
    let waiting_for_answer = app.draw_offer().is_some();
    let lang = app.lang();
    match app.mode() {
        Mode::Help => tr!(lang, "footer-help"),
        Mode::Promotion { .. } => tr!(lang, "footer-promotion"),
        Mode::Confirm(_) => tr!(lang, "footer-confirm"),
        Mode::Play if waiting_for_answer => tr!(lang, "footer-offer"),
        Mode::Play if app.is_read_only() => tr!(lang, "footer-read-only"),
        Mode::Play if app.outcome().is_some() => tr!(lang, "footer-over"),
        Mode::Play if app.is_paused() => tr!(lang, "footer-paused"),
        Mode::Play => tr!(lang, "footer-play"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draw_offer_names_both_sides() {
        assert_eq!(
            draw_offer_text(Lang::En, Color::White),
            "White offers a draw — Black, accept?"
        );
        assert_eq!(
            draw_offer_text(Lang::Ru, Color::Black),
            "Чёрные предлагают ничью — белые, принимаете?"
        );
    }
}
