//! The status lines (whose move, check, the result; questions, offers, notices and hints) and
//! the footer with the keys that work right now.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::clocks::player_label;
use super::pointing;
use super::theme::Theme;
use crate::app::{App, Mode, Notice, Question};
use crate::notation::MoveNumber;
use crate::rules::Color;

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
    if let Some(outcome) = app.outcome() {
        return Line::from(vec![
            Span::styled(format!(" {outcome} "), theme.attention()),
            Span::styled("   type new, save or quit", theme.dim()),
        ]);
    }
    let position = app.game().position();
    let mut spans = vec![Span::raw(format!(
        "{} to move",
        player_label(app, position.turn())
    ))];
    if position.is_check() {
        spans.push(Span::raw(SEPARATOR));
        spans.push(Span::styled("check", theme.check()));
    }
    if let Some(number) = app.chess960_number() {
        spans.push(Span::raw(SEPARATOR));
        spans.push(Span::styled(format!("Chess960 no. {number}"), theme.dim()));
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
        if let Some(Notice::Error(text)) = app.notice() {
            spans.push(Span::raw(SEPARATOR));
            spans.push(Span::styled(text.clone(), theme.error()));
        }
        return Line::from(spans);
    }
    let mut parts: Vec<Span<'static>> = Vec::new();
    match app.notice() {
        Some(Notice::Error(text)) => parts.push(Span::styled(text.clone(), theme.error())),
        Some(Notice::Info(text)) => parts.push(Span::raw(text.clone())),
        None => {}
    }
    if let Some(problem) = app.autosave_problem() {
        parts.push(Span::styled(
            format!("not saved automatically: {problem}"),
            theme.error(),
        ));
    }
    if let Some(reason) = app.claimable_draw() {
        parts.push(Span::raw(format!(
            "{} may claim a draw ({}): type claim",
            app.game().position().turn(),
            reason.name()
        )));
    }
    if app.is_read_only() {
        parts.push(Span::styled(
            "Read-only here: new starts a game of your own",
            theme.attention(),
        ));
    }
    if let Some(shown) = app.view() {
        parts.push(Span::raw(review_text(app, shown)));
    }
    if app.is_paused() {
        parts.push(Span::raw("Paused: press Enter to resume"));
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

/// How every question ends: `y` is yes, `n`, Enter and Esc are no.
const YES_OR_NO: &str = "(y/N)";

/// The question the players must answer with y or n, if any.
fn question(app: &App) -> Option<String> {
    if let Mode::Confirm(question) = app.mode() {
        return Some(match question {
            Question::Resign(color) => format!("Resign as {color}? {YES_OR_NO}"),
            Question::Takeback(by) => takeback_question(app, by),
            Question::Quit => quit_question(app),
            Question::PlayPasted => {
                let moves = app.pasted_moves();
                let shown = moves.iter().take(8).cloned().collect::<Vec<_>>().join(" ");
                let more = if moves.len() > 8 { " …" } else { "" };
                format!(
                    "Play the {} pasted moves ({shown}{more})? {YES_OR_NO}",
                    moves.len()
                )
            }
            Question::Replace => format!(
                "{} exists: replace it? {YES_OR_NO}",
                app.file_to_replace()
                    .map_or_else(String::new, |path| path.display().to_string())
            ),
        });
    }
    let offer = app
        .game()
        .draw_offer()
        .filter(|_| app.outcome().is_none())?;
    Some(draw_offer_text(offer))
}

/// `Take back 12... Qxh2+? White, do you agree? (y/N)`: in hot seat nobody knows who typed
/// `undo`, so the question names the move and asks the player who did not make it.
fn takeback_question(app: &App, by: Color) -> String {
    let Some(index) = app.sans().len().checked_sub(1) else {
        return format!(
            "Take back the last move? {}, do you agree? {YES_OR_NO}",
            !by
        );
    };
    let number = MoveNumber::of_ply(app.game().start(), index);
    format!(
        "Take back {number} {}? {}, do you agree? {YES_OR_NO}",
        app.sans()[index],
        !by
    )
}

/// Whether quitting loses anything, said as it is.
fn quit_question(app: &App) -> String {
    if app.autosave_problem().is_some() {
        return format!(
            "Quit? The game is NOT saved: to keep it, answer n and type save FILE. {YES_OR_NO}"
        );
    }
    let untouched = app.sans().is_empty() && app.outcome().is_none();
    if app.is_read_only() || untouched {
        return format!("Quit? {YES_OR_NO}");
    }
    format!("Quit? The game is saved; hotseat --resume continues it. {YES_OR_NO}")
}

/// `White offers a draw — Black, accept? (y/N)`.
fn draw_offer_text(by: Color) -> String {
    format!("{by} offers a draw — {}, accept? {YES_OR_NO}", !by)
}

/// `Reviewing move 12 of 40 (6...Nf6) — ←/→ step, End returns`.
fn review_text(app: &App, shown: usize) -> String {
    let total = app.sans().len();
    let keys = "←/→ step, End returns";
    let Some(index) = shown.checked_sub(1) else {
        return format!("Reviewing the start position — {keys}");
    };
    let san = app.sans().get(index).map_or("", String::as_str);
    let number = MoveNumber::of_ply(app.game().start(), index);
    format!("Reviewing move {shown} of {total} ({number}{san}) — {keys}")
}

/// The keys and commands that work in the current mode.
fn footer_text(app: &App) -> &'static str {
    let waiting_for_answer = app.game().draw_offer().is_some() && app.outcome().is_none();
    match app.mode() {
        Mode::Help => "↑/↓ PgUp/PgDn scroll · Esc closes the help",
        Mode::Promotion { .. } => "←/→ choose · Enter promotes · or type Q R B N · Esc cancels",
        Mode::Confirm(_) => "y yes · n, Enter or Esc no",
        Mode::Play if waiting_for_answer => "y accept · n, Enter or Esc decline",
        Mode::Play if app.outcome().is_some() => "new · save · quit · ←/→ review the game · ? help",
        Mode::Play if app.is_paused() => "Enter resumes · Ctrl-C quits",
        Mode::Play => "? help · draw · resign · undo · flip · save · quit",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draw_offer_names_both_sides() {
        assert_eq!(
            draw_offer_text(Color::White),
            "White offers a draw — Black, accept? (y/N)"
        );
    }
}
