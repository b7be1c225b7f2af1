//! The help popup: how to type moves, the commands, the keys, and the time control and draw
//! rules of this game.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::popup;
use super::theme::Theme;
use crate::app::{App, COMMANDS};
use crate::game::DrawRules;
use crate::game::time_control::{Bonus, Period, TimeControl};

/// The keys, and what they do.
const KEYS: [(&str, &str); 7] = [
    ("Enter", "play the move or command"),
    ("Tab", "complete the move"),
    ("Esc", "clear the line"),
    ("←/→", "step through the game"),
    ("Home/End", "the start / the game"),
    ("PgUp/PgDn", "scroll the moves"),
    ("Ctrl-C", "quit"),
];

/// The help is drawn in two columns from this inner width on.
const TWO_COLUMNS_FROM: u16 = 72;
/// The widest the help box grows.
const MAX_WIDTH: u16 = 84;
/// Rows of the help box besides its text: the borders and the closing line.
const FRAME_ROWS: u16 = 3;
/// Columns of the help box besides its text: the borders and a space inside each.
const FRAME_COLUMNS: u16 = 4;

/// Draws the help over the whole screen `area`.
pub fn render(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    let left = [moves_lines(theme), keys_lines(theme)].concat();
    let right = [commands_lines(theme), game_lines(app, theme)].concat();
    let width = MAX_WIDTH.min(area.width);
    let two_columns = width.saturating_sub(FRAME_COLUMNS) >= TWO_COLUMNS_FROM;
    let text_rows = if two_columns {
        left.len().max(right.len())
    } else {
        left.len() + 1 + right.len()
    };
    let height = u16::try_from(text_rows)
        .unwrap_or(u16::MAX)
        .saturating_add(FRAME_ROWS);
    let inner = popup::frame(theme, "hotseat — help", (width, height), area, area, buf);
    let inner = Rect {
        x: inner.x.saturating_add(1),
        width: inner.width.saturating_sub(2),
        ..inner
    };
    let [body, closing] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(inner);
    if two_columns {
        let [left_area, right_area] =
            Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)])
                .spacing(2)
                .areas(body);
        column(left).render(left_area, buf);
        column(right).render(right_area, buf);
    } else {
        column([left, vec![Line::default()], right].concat()).render(body, buf);
    }
    Line::styled("Esc closes the help", theme.dim())
        .centered()
        .render(closing, buf);
}

/// A column of the help, wrapped to its width.
fn column(lines: Vec<Line<'static>>) -> Paragraph<'static> {
    Paragraph::new(lines).wrap(Wrap { trim: false })
}

/// How to type moves.
fn moves_lines(theme: Theme) -> Vec<Line<'static>> {
    vec![
        Line::styled("Moves", theme.heading()),
        Line::raw("e4  Nf3  exd5  O-O  O-O-O  e8=Q"),
        Line::raw("or e2e4  e2-e4  Ng1-f3  nf3  0-0"),
        Line::raw("or Кf3 (Russian)  ♘f3 (figurine)"),
        Line::raw("The board shows what still matches."),
        Line::default(),
    ]
}

/// The keys.
fn keys_lines(theme: Theme) -> Vec<Line<'static>> {
    let mut lines = vec![Line::styled("Keys", theme.heading())];
    lines.extend(
        KEYS.iter()
            .map(|(key, meaning)| table_line(key, meaning, 10)),
    );
    lines.push(Line::default());
    lines
}

/// The commands.
fn commands_lines(theme: Theme) -> Vec<Line<'static>> {
    let mut lines = vec![Line::styled("Commands", theme.heading())];
    lines.extend(
        COMMANDS
            .iter()
            .map(|command| table_line(&command.usage(), command.meaning, 12)),
    );
    lines.push(Line::default());
    lines
}

/// The time control and draw rules of this game.
fn game_lines(app: &App, theme: Theme) -> Vec<Line<'static>> {
    let settings = app.settings();
    vec![
        Line::styled("This game", theme.heading()),
        Line::raw(format!("Time control {}", settings.control)),
        Line::raw(format!("  {}", describe_control(&settings.control))),
        Line::raw(format!("Draw rules {}", settings.draw_rules)),
        Line::raw(format!("  {}", describe_draw_rules(settings.draw_rules))),
    ]
}

/// A row of a two-column table: `name` padded to `width`, then `meaning`.
fn table_line(name: &str, meaning: &str, width: usize) -> Line<'static> {
    Line::from(vec![
        Span::raw(format!("{name:<width$} ")),
        Span::raw(meaning.to_string()),
    ])
}

/// A time control in words: `5 min each, +3 s a move`.
fn describe_control(control: &TimeControl) -> String {
    if control.is_untimed() {
        return "no limit: the clocks count time used".to_string();
    }
    let periods: Vec<String> = control
        .periods()
        .iter()
        .enumerate()
        .map(|(i, period)| describe_period(period, i == 0))
        .collect();
    periods.join("; then ")
}

/// One period in words: `40 moves in 90 min each, +30 s a move`; `each` only for the first.
fn describe_period(period: &Period, first: bool) -> String {
    let mut text = String::new();
    if let Some(moves) = period.moves {
        text.push_str(&format!("{moves} moves in "));
    }
    text.push_str(&describe_duration(period.time));
    if first {
        text.push_str(" each");
    }
    match period.bonus {
        Bonus::None => {}
        Bonus::Increment(d) => text.push_str(&format!(", +{} a move", describe_duration(d))),
        Bonus::Delay(d) => text.push_str(&format!(", {} delay", describe_duration(d))),
        Bonus::Bronstein(d) => {
            text.push_str(&format!(", {} Bronstein delay", describe_duration(d)));
        }
    }
    text
}

/// `90 min`, `1 min 30 s`, `3 s`.
fn describe_duration(duration: Duration) -> String {
    let secs = duration.as_secs();
    match (secs / 60, secs % 60) {
        (0, s) => format!("{s} s"),
        (m, 0) => format!("{m} min"),
        (m, s) => format!("{m} min {s} s"),
    }
}

/// The draw rules in words.
fn describe_draw_rules(rules: DrawRules) -> &'static str {
    match rules {
        DrawRules::Club => "threefold and fifty moves end it",
        DrawRules::Fide => "claim threefold or fifty moves",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn control(text: &str) -> TimeControl {
        text.parse().expect("valid control")
    }

    #[test]
    fn time_controls_in_words() {
        assert_eq!(describe_control(&control("5+3")), "5 min each, +3 s a move");
        assert_eq!(
            describe_control(&control("40/90+30,30+30")),
            "40 moves in 90 min each, +30 s a move; then 30 min, +30 s a move"
        );
        assert_eq!(describe_control(&control("15d5")), "15 min each, 5 s delay");
        assert_eq!(
            describe_control(&TimeControl::untimed()),
            "no limit: the clocks count time used"
        );
    }
}
