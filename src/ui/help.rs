//! The help popup: how to type moves, the commands, the keys, and the time control and draw
//! rules of this game.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::theme::Theme;
use super::{pointing, popup};
use crate::app::{App, COMMANDS, Target};
use crate::game::DrawRules;
use crate::game::time_control::{Bonus, Period, TimeControl};

/// The keys, and what they do.
const KEYS: [(&str, &str); 9] = [
    ("Enter", "play the move or command"),
    ("Tab", "complete a move or command"),
    ("Esc", "clear the line"),
    ("←/→", "step through the game"),
    ("Home/End", "the start / the game"),
    ("PgUp/PgDn", "scroll the moves"),
    ("F1 or ?", "this help"),
    ("Ctrl-Z", "suspend; clocks pause"),
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
/// Columns between the two columns of text.
const COLUMN_GAP: u16 = 2;

/// The help laid out for one screen: its columns of lines, wrapped to their width, and how
/// many rows of them the box shows.
struct Page {
    columns: Vec<Vec<Line<'static>>>,
    width: u16,
    height: u16,
    rows_shown: usize,
}

impl Page {
    fn new(app: &App, theme: Theme, area: Rect) -> Page {
        let width = MAX_WIDTH.min(area.width);
        let inner_width = width.saturating_sub(FRAME_COLUMNS);
        let two_columns = inner_width >= TWO_COLUMNS_FROM;
        let left = [
            moves_lines(theme),
            keys_lines(theme),
            pointing::help_lines(app, theme),
        ]
        .concat();
        let right = [commands_lines(theme), game_lines(app, theme)].concat();
        let columns = if two_columns {
            let column_width = usize::from(inner_width.saturating_sub(COLUMN_GAP) / 2);
            vec![wrapped(left, column_width), wrapped(right, column_width)]
        } else {
            let all = [left, vec![Line::default()], right].concat();
            vec![wrapped(all, usize::from(inner_width))]
        };
        let text_rows = columns.iter().map(Vec::len).max().unwrap_or(0);
        let wanted = u16::try_from(text_rows)
            .unwrap_or(u16::MAX)
            .saturating_add(FRAME_ROWS);
        let height = wanted.min(area.height);
        let rows_shown = usize::from(height.saturating_sub(FRAME_ROWS));
        Page {
            columns,
            width,
            height,
            rows_shown,
        }
    }

    /// The rows of text that do not fit the box: how far it scrolls.
    fn overflow(&self) -> usize {
        let text_rows = self.columns.iter().map(Vec::len).max().unwrap_or(0);
        text_rows.saturating_sub(self.rows_shown)
    }
}

/// How far the help can scroll when drawn over the whole screen `area`.
pub fn overflow(app: &App, area: Rect) -> usize {
    Page::new(app, Theme::new(app.settings()), area).overflow()
}

/// What the help drawn over the whole screen `area` shows at `position`: its closing line,
/// the rest of its box, or `None` outside the box.
pub fn target_at(app: &App, area: Rect, position: Position) -> Option<Target> {
    let page = Page::new(app, Theme::new(app.settings()), area);
    let outer = popup::centred(page.width, page.height, area, area);
    if !outer.contains(position) {
        None
    } else if position.y == outer.bottom().saturating_sub(2) {
        // The last row inside the border.
        Some(Target::Close)
    } else {
        Some(Target::Popup)
    }
}

/// Draws the help over the whole screen `area`, scrolled as the app says.
pub fn render(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    let page = Page::new(app, theme, area);
    let overflow = page.overflow();
    let scroll = app.help_scroll().min(overflow);
    let inner = popup::frame(
        theme,
        "hotseat — help",
        (page.width, page.height),
        area,
        area,
        buf,
    );
    let inner = Rect {
        x: inner.x.saturating_add(1),
        width: inner.width.saturating_sub(2),
        ..inner
    };
    let [body, closing] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(inner);
    let constraints = vec![Constraint::Fill(1); page.columns.len()];
    let areas = Layout::horizontal(constraints)
        .spacing(COLUMN_GAP)
        .split(body);
    for (lines, column) in page.columns.into_iter().zip(areas.iter()) {
        Paragraph::new(lines.into_iter().skip(scroll).collect::<Vec<_>>()).render(*column, buf);
    }
    let keys = if scroll < overflow {
        "↓ more · ↑/↓ scroll · Esc closes the help"
    } else if scroll > 0 {
        "↑ more · ↑/↓ scroll · Esc closes the help"
    } else {
        "Esc closes the help"
    };
    Line::styled(keys, theme.dim())
        .centered()
        .render(closing, buf);
}

/// `lines` wrapped at word boundaries to `width` columns; a wrapped line goes on indented
/// under its first words, and keeps the style of its spans.
fn wrapped(lines: Vec<Line<'static>>, width: usize) -> Vec<Line<'static>> {
    let mut out = Vec::new();
    for line in lines {
        if line.width() <= width || width < 8 {
            out.push(line);
            continue;
        }
        let mut current: Vec<Span<'static>> = Vec::new();
        let mut used = 0;
        for span in line.spans {
            let style = span.style;
            for word in span.content.split_inclusive(' ') {
                let word_width = Span::raw(word).width();
                if used > 0 && used + word_width.min(width) > width {
                    out.push(Line::from(std::mem::take(&mut current)));
                    current.push(Span::raw("  "));
                    used = 2;
                }
                current.push(Span::styled(word.to_string(), style));
                used += word_width;
            }
        }
        if !current.is_empty() {
            out.push(Line::from(current));
        }
    }
    out
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

/// The time control, draw rules and start of this game.
fn game_lines(app: &App, theme: Theme) -> Vec<Line<'static>> {
    let settings = app.settings();
    let mut lines = vec![
        Line::styled("This game", theme.heading()),
        Line::raw(format!("Time control {}", settings.control)),
        Line::raw(format!("  {}", describe_control(&settings.control))),
        Line::raw(format!("Draw rules {}", settings.draw_rules)),
        Line::raw(format!("  {}", describe_draw_rules(settings.draw_rules))),
    ];
    if let Some(number) = app.chess960_number() {
        lines.push(Line::raw(format!("Chess960, start position no. {number}")));
    }
    lines
}

/// A row of a two-column table: `name` padded to `width`, then `meaning`.
pub(super) fn table_line(name: &str, meaning: &str, width: usize) -> Line<'static> {
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
