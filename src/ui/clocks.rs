//! A player's panel: name and colour, clock, captured pieces and the material difference.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::theme::Theme;
use crate::app::App;
use crate::game::clock::{MoveBonus, format_clock};
use crate::rules::Color;

/// Which edge of the board a panel sits by. The name and clock go on the outer row, as on a
/// real board the players sit at its far edges; the captured pieces go on the inner row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Edge {
    /// The top of the board: the player whose pieces start at the top.
    Top,
    /// The bottom of the board.
    Bottom,
}

/// Draws the panel of `color` into its two rows.
pub fn render(app: &App, theme: Theme, color: Color, edge: Edge, area: Rect, buf: &mut Buffer) {
    let [first, second] =
        Layout::vertical([Constraint::Length(1), Constraint::Length(1)]).areas(area);
    let (name_row, captured_row) = match edge {
        Edge::Top => (first, second),
        Edge::Bottom => (second, first),
    };
    render_name_and_clock(app, theme, color, name_row, buf);
    captured_line(app, theme, color).render(captured_row, buf);
}

/// How a player is called on the screen: `White`, or `Anna (White)` when named.
pub fn player_label(app: &App, color: Color) -> String {
    let name = app.settings().names.get(color).trim();
    if name.is_empty() || name == color.name() {
        color.name().to_string()
    } else {
        format!("{name} ({color})")
    }
}

/// The name on the left and the clock on the right of one row; the clock wins when the row
/// is too short for both.
fn render_name_and_clock(app: &App, theme: Theme, color: Color, area: Rect, buf: &mut Buffer) {
    let clock = clock_line(app, theme, color);
    let clock_width = u16::try_from(clock.width()).unwrap_or(u16::MAX);
    let [name_area, clock_area] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(clock_width)])
            .spacing(1)
            .areas(area);
    let to_move = app.outcome().is_none() && app.game().position().turn() == color;
    let name = truncate(&player_label(app, color), name_area.width);
    Line::styled(name, theme.name(to_move)).render(name_area, buf);
    clock.right_aligned().render(clock_area, buf);
}

/// The clock: its time (or, untimed, the time used), then the running mark or `paused`.
fn clock_line(app: &App, theme: Theme, color: Color) -> Line<'static> {
    let now = app.now();
    let clock = app.clock();
    let untimed = app.settings().control.is_untimed();
    let running = clock.running() == Some(color);
    let low = clock.is_low_time(color, now);
    let time = if untimed {
        format!("{} used", format_time_used(clock.remaining(color, now)))
    } else {
        format_clock(clock.remaining(color, now))
    };
    let mark = if running {
        theme.running_mark()
    } else if app.is_paused() && clock.to_move() == color {
        "paused"
    } else {
        " "
    };
    let mut spans = vec![Span::styled(time, theme.clock(running, low, untimed))];
    let to_move = clock.to_move() == color && app.outcome().is_none();
    if let Some(bonus) = clock.move_bonus(now).filter(|_| to_move) {
        spans.push(Span::styled(format!(" {}", bonus_text(bonus)), theme.dim()));
    }
    spans.push(Span::raw(" "));
    spans.push(Span::styled(mark, theme.name(running)));
    Line::from(spans)
}

/// What a delay does for the move being made, beside its clock: `delay 4` while a simple
/// delay counts down (the main time waits), `+2 back` for what a Bronstein delay would give
/// back.
fn bonus_text(bonus: MoveBonus) -> String {
    match bonus {
        MoveBonus::DelayLeft(_) => format!("delay {}", bonus.shown_seconds()),
        MoveBonus::GivesBack(_) => format!("+{} back", bonus.shown_seconds()),
    }
}

/// The pieces `color` has taken, queen first, and `+N` when its material is ahead.
fn captured_line(app: &App, theme: Theme, color: Color) -> Line<'static> {
    let pieces: String = app
        .captured_by(color)
        .into_iter()
        .map(|role| theme.piece_char(role.of(!color)))
        .collect();
    let lead = match color {
        Color::White => app.material_balance(),
        Color::Black => app.material_balance().saturating_neg(),
    };
    let mut text = pieces;
    if lead > 0 {
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(&format!("+{lead}"));
    }
    Line::raw(text)
}

/// The time used in an untimed game, in whole seconds (`0:07`, `12:34`, `1:02:03`): tenths
/// matter only when time runs out.
fn format_time_used(used: Duration) -> String {
    if used < Duration::from_secs(10) {
        format!("0:{:02}", used.as_secs())
    } else {
        format_clock(used)
    }
}

/// `text` cut to `width` characters, with `…` at the end when something was cut.
pub fn truncate(text: &str, width: u16) -> String {
    let width = usize::from(width);
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(width.saturating_sub(1)).collect();
    if width > 0 {
        cut.push('…');
    }
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_used_is_in_whole_seconds() {
        assert_eq!(format_time_used(Duration::from_millis(7_900)), "0:07");
        assert_eq!(format_time_used(Duration::from_secs(754)), "12:34");
        assert_eq!(format_time_used(Duration::from_secs(3723)), "1:02:03");
    }

    #[test]
    fn long_names_are_cut_with_an_ellipsis() {
        assert_eq!(truncate("Anna (White)", 20), "Anna (White)");
        assert_eq!(truncate("Anna (White)", 6), "Anna …");
        assert_eq!(truncate("Anna", 0), "");
    }

    #[test]
    fn delays_say_what_they_do() {
        let second = Duration::from_secs(1);
        assert_eq!(
            bonus_text(MoveBonus::DelayLeft(second * 4 + second / 2)),
            "delay 5"
        );
        assert_eq!(bonus_text(MoveBonus::DelayLeft(Duration::ZERO)), "delay 0");
        assert_eq!(
            bonus_text(MoveBonus::GivesBack(second * 2 + second / 2)),
            "+2 back"
        );
    }
}
