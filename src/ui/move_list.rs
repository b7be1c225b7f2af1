//! The move list: SAN with move numbers, White's and Black's moves side by side, scrolled so
//! the newest move (or the move being reviewed) is in sight.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::theme::Theme;
use crate::app::App;
use crate::i18n::screen_san;
use crate::notation::MoveNumber;
use crate::rules::Color;
use crate::tr;

/// The width of a move's column: the longest SAN (`exd8=Q#`, `Qh4xe1#`) and a space.
const SAN_WIDTH: usize = 8;

/// One row of the list: the number of its first move and the indexes (into [`App::sans`]) of
/// White's and Black's moves; White's is missing on the first row of a game that starts with
/// Black to move, Black's on the last row while Black is to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Row {
    number: u32,
    white: Option<usize>,
    black: Option<usize>,
}

/// Draws the move list.
pub fn render(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    if area.is_empty() {
        return;
    }
    if app.sans().is_empty() && app.outcome().is_none() {
        return Paragraph::new(tr!(app.lang(), "moves-none-yet"))
            .style(theme.dim())
            .wrap(Wrap { trim: true })
            .render(area, buf);
    }
    let rows = rows(app);
    let number_width = number_width(&rows);
    let reviewed = reviewed_move(app);
    let mut lines: Vec<Line> = rows
        .iter()
        .map(|&row| row_line(app, theme, row, number_width, reviewed))
        .collect();
    if let Some(outcome) = app.outcome() {
        lines.push(Line::styled(outcome.result.display(), theme.heading()));
    }
    let reviewed_line = reviewed.map(|index| row_of(app, index));
    let first = first_visible(
        lines.len(),
        usize::from(area.height),
        app.review().scroll(),
        reviewed_line,
    );
    for (line, y) in lines.iter().skip(first).zip(area.top()..area.bottom()) {
        line.render(
            Rect {
                y,
                height: 1,
                ..area
            },
            buf,
        );
    }
}

/// The move (by its index in [`App::sans`]) that [`render`] draws into `area` at
/// `position`: White's on the left of its row (with the move number), Black's on the right.
pub fn move_at(app: &App, area: Rect, position: Position) -> Option<usize> {
    if !area.contains(position) || app.sans().is_empty() {
        return None;
    }
    let rows = rows(app);
    let lines = rows.len() + usize::from(app.outcome().is_some());
    let reviewed_line = reviewed_move(app).map(|index| row_of(app, index));
    let first = first_visible(
        lines,
        usize::from(area.height),
        app.review().scroll(),
        reviewed_line,
    );
    let row = rows.get(first + usize::from(position.y - area.y))?;
    // The move number, a space, then White's move padded to its column.
    let black_column = number_width(&rows) + 2 + SAN_WIDTH;
    if usize::from(position.x - area.x) < black_column {
        row.white.or(row.black)
    } else {
        row.black
    }
}

/// The width of the move numbers of `rows`, without their dot: that of the last.
fn number_width(rows: &[Row]) -> usize {
    rows.last().map_or(1, |row| row.number.to_string().len())
}

/// The rows of the list, from the first move to the last.
fn rows(app: &App) -> Vec<Row> {
    let start = app.game().start();
    let offset = usize::from(start.turn() == Color::Black);
    let count = app.sans().len();
    let row_count = count.saturating_add(offset).div_ceil(2);
    (0..row_count)
        .map(|r| {
            let white = (2 * r).checked_sub(offset).filter(|&i| i < count);
            let black = (2 * r + 1).checked_sub(offset).filter(|&i| i < count);
            let first = white.or(black).unwrap_or_default();
            Row {
                number: MoveNumber::of_ply(start, first).number,
                white,
                black,
            }
        })
        .collect()
}

/// The row a move (by index into [`App::sans`]) is written on.
fn row_of(app: &App, index: usize) -> usize {
    let offset = usize::from(app.game().start().turn() == Color::Black);
    index.saturating_add(offset) / 2
}

/// The index of the move being reviewed: the last one played before the position shown.
fn reviewed_move(app: &App) -> Option<usize> {
    app.review().shown().and_then(|shown| shown.checked_sub(1))
}

/// The first line to show: the newest lines fill the area, scrolled back `scroll` lines but
/// never past the first, and moved so the `keep` line (the reviewed move) is in sight.
fn first_visible(total: usize, height: usize, scroll: usize, keep: Option<usize>) -> usize {
    let newest = total.saturating_sub(height);
    let first = newest.saturating_sub(scroll);
    match keep {
        Some(line) if line < first => line,
        Some(line) if line >= first.saturating_add(height) => {
            line.saturating_add(1).saturating_sub(height)
        }
        _ => first,
    }
}

/// One row: `12. Nf3     Nc6`, with the reviewed move in reverse video.
fn row_line(
    app: &App,
    theme: Theme,
    row: Row,
    number_width: usize,
    reviewed: Option<usize>,
) -> Line<'static> {
    let number = MoveNumber {
        number: row.number,
        mover: Color::White,
    };
    let number = format!("{number:>width$} ", width = number_width + 1);
    let san = |index: Option<usize>, missing: &str| -> Span<'static> {
        let text = index
            .and_then(|i| app.sans().get(i))
            .map_or_else(|| missing.to_string(), |&san| screen_san(app.lang(), san));
        let style = if index.is_some() && index == reviewed {
            theme.selected()
        } else {
            Style::new()
        };
        Span::styled(text, style)
    };
    let white = san(row.white, "…");
    let padding = " ".repeat(SAN_WIDTH.saturating_sub(white.width()));
    Line::from(vec![
        Span::styled(number, theme.dim()),
        white,
        Span::raw(padding),
        san(row.black, ""),
    ])
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;
    use crate::app::{Key, Message, Settings, Start};
    use crate::rules::fen;

    fn play(app: &mut App, moves: &str) {
        let now = app.now();
        for m in moves.split_whitespace() {
            for c in m.chars() {
                app.update(Message::Key(Key::Char(c)), now);
            }
            app.update(Message::Key(Key::Enter), now);
        }
    }

    #[test]
    fn rows_pair_white_and_black_moves() {
        let mut app = App::new(Settings::default(), 1, Instant::now());
        play(&mut app, "e4 e5 Nf3");
        let rows = rows(&app);
        assert_eq!(
            rows,
            [
                Row {
                    number: 1,
                    white: Some(0),
                    black: Some(1)
                },
                Row {
                    number: 2,
                    white: Some(2),
                    black: None
                }
            ]
        );
    }

    #[test]
    fn a_game_from_a_position_with_black_to_move_starts_with_an_ellipsis() {
        let position = fen::read("4k3/8/8/8/8/8/4P3/4K3 b - - 0 37").expect("valid FEN");
        let settings = Settings {
            start: Start::Position(position),
            ..Settings::default()
        };
        let mut app = App::new(settings, 1, Instant::now());
        play(&mut app, "Kd7 e4 Ke6");
        let rows = rows(&app);
        assert_eq!(rows.len(), 2);
        assert_eq!(
            (rows[0].number, rows[0].white, rows[0].black),
            (37, None, Some(0))
        );
        assert_eq!(
            (rows[1].number, rows[1].white, rows[1].black),
            (38, Some(1), Some(2))
        );
        assert_eq!(row_of(&app, 2), 1);
    }

    #[test]
    fn the_newest_line_is_in_sight_unless_scrolled_back() {
        assert_eq!(first_visible(30, 10, 0, None), 20);
        assert_eq!(first_visible(30, 10, 5, None), 15);
        assert_eq!(first_visible(30, 10, 500, None), 0);
        assert_eq!(first_visible(5, 10, 0, None), 0);
        assert_eq!(first_visible(30, 10, 0, Some(3)), 3);
        assert_eq!(first_visible(30, 10, 25, Some(17)), 8);
        assert_eq!(first_visible(30, 0, 0, Some(17)), 17);
    }
}
