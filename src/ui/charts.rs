//! The game in charts, opened with `charts` in review and after the game: a summary in words
//! (the moves and the thinking time, each side's average time a move, longest think and moves
//! in time trouble), then, along one axis of moves, the time each move took (White's bars
//! above, Black's below, as lichess's move-time chart), each side's clock after its moves,
//! and the material balance, with the move viewed in reverse video and marked under the
//! axis. Bars are eighth blocks (`#` and `.` with `--ascii`), so the charts read the same
//! without colour. A widget given what it draws, with no app around it.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use super::theme::{Look, Theme};
use crate::game::summary::{SideFigures, Summary};
use crate::i18n::{Lang, length_of_time, screen_san, side_name};
use crate::notation::MoveNumber;
use crate::notation::san::San;
use crate::rules::{Color, Position};
use crate::tr;

/// The charts and the summary of a game.
#[derive(Debug, Clone)]
pub struct Charts<'a> {
    /// The game in figures.
    pub summary: Summary,
    /// The moves as written, for the longest thinks.
    pub sans: &'a [San],
    /// The position the game started from: it numbers the moves.
    pub start: &'a Position,
    /// The number of the game's moves before the position viewed; `None` for the end.
    pub viewed: Option<usize>,
    /// The styles, and the language of the words.
    pub look: Look,
}

/// The heights of the parts, in rows: a band of bars each, and the rows of words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Heights {
    /// Each side's band of the time per move.
    time: u16,
    /// Each side's band of the clock.
    clock: u16,
    /// The band of the material.
    material: u16,
}

/// Rows besides the bands: the summary (three), the three titles and the axis.
const WORDS_ROWS: u16 = 7;

/// The characters of a bar growing up from the bottom of a cell, in eighths.
const UP: [&str; 9] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"];
/// The same in ASCII.
const UP_ASCII: [&str; 9] = [" ", " ", " ", ".", ".", ".", "#", "#", "#"];

impl Heights {
    /// The bands for `rows` inside the border: growing with the room, the time per move
    /// first.
    fn for_rows(rows: u16) -> Heights {
        let bands = rows.saturating_sub(WORDS_ROWS);
        // Two bands of time, two of clocks, one of material: in the ratio 3 : 2 : 2.
        let unit = bands / 12;
        let mut heights = Heights {
            time: (unit * 3).max(1),
            clock: (unit * 2).max(1),
            material: (unit * 2).max(2),
        };
        let mut left =
            bands.saturating_sub(2 * heights.time + 2 * heights.clock + heights.material);
        while left >= 2 {
            heights.time += 1;
            left -= 2;
            if left >= 2 {
                heights.clock += 1;
                left -= 2;
            }
        }
        heights.material += left;
        heights
    }
}

/// Where the moves go along the axis: how many slots (a move of each side) share a column
/// and how wide a slot is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Axis {
    /// The slots: full moves, the first one half when Black starts.
    slots: usize,
    /// Slots to a column, when there are more than columns.
    per_column: usize,
    /// Columns to a slot, when there are few.
    width: usize,
    /// Whether Black made the game's first move.
    black_first: bool,
}

impl Axis {
    fn new(plies: usize, black_first: bool, columns: usize) -> Axis {
        let slots = (plies + usize::from(black_first)).div_ceil(2).max(1);
        let columns = columns.max(1);
        let per_column = slots.div_ceil(columns);
        let width = if per_column == 1 {
            (columns / slots).clamp(1, 3)
        } else {
            1
        };
        Axis {
            slots,
            per_column,
            width,
            black_first,
        }
    }

    /// The slot of the game's half-move `ply`.
    fn slot(&self, ply: usize) -> usize {
        (ply + usize::from(self.black_first)) / 2
    }

    /// The first column of slot `slot`, from the axis's left end.
    fn column(&self, slot: usize) -> usize {
        slot / self.per_column * self.width
    }

    /// The columns the axis takes.
    fn length(&self) -> usize {
        self.slots.div_ceil(self.per_column) * self.width
    }
}

impl Widget for Charts<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Look { theme, lang } = self.look;
        Clear.render(area, buf);
        let title = tr!(lang, "charts-title");
        let block = Block::bordered()
            .border_set(theme.border())
            .title(Line::from(format!(" {title} ")).centered());
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.height < WORDS_ROWS + 5 || inner.width < 20 {
            return Paragraph::new(tr!(lang, "charts-no-room"))
                .style(theme.dim())
                .wrap(Wrap { trim: true })
                .render(inner, buf);
        }
        let heights = Heights::for_rows(inner.height);
        let [
            words,
            time_title,
            time_white,
            time_black,
            clock_title,
            clock_white,
            clock_black,
        ] = Layout::vertical([
            Constraint::Length(3),
            Constraint::Length(1),
            Constraint::Length(heights.time),
            Constraint::Length(heights.time),
            Constraint::Length(1),
            Constraint::Length(heights.clock),
            Constraint::Length(heights.clock),
        ])
        .areas(inner);
        let rest = Rect {
            y: clock_black.bottom(),
            height: inner.bottom().saturating_sub(clock_black.bottom()),
            ..inner
        };
        let [material_title, material, axis_row] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Length(heights.material),
            Constraint::Length(1),
        ])
        .areas(rest);
        self.render_words(words, buf);
        let gutter = self.gutter();
        let columns = usize::from(inner.width.saturating_sub(gutter + 1));
        let axis = Axis::new(
            self.summary.moves.len(),
            self.start.turn() == Color::Black,
            columns,
        );
        let marked = self.marked_column(&axis);
        let bars = Bars {
            axis,
            gutter,
            marked,
            theme,
        };
        // The time each move took.
        let longest = self.summary.longest_move();
        let title = match longest {
            Some(longest) => tr!(lang, "charts-time", longest = length_of_time(lang, longest)),
            None => tr!(lang, "charts-time-none"),
        };
        Line::styled(title, theme.heading()).render(time_title, buf);
        let scale = longest.map_or(1.0, |longest| longest.as_secs_f64().max(0.001));
        for (color, band) in [(Color::White, time_white), (Color::Black, time_black)] {
            let values = self.per_slot(&axis, |ply| {
                let figures = self.summary.moves.get(ply)?;
                (figures.mover == color).then_some(figures.spent?.as_secs_f64())
            });
            let label = side_name(lang, color);
            bars.up(band, &values, scale, &label, buf);
        }
        // The clocks after each side's moves, a full bar the most either clock showed.
        let clocks = self.summary.clocks.as_deref().unwrap_or_default();
        let most = clocks
            .iter()
            .flat_map(|clock| [clock.white, clock.black])
            .max()
            .unwrap_or_default();
        // Whole seconds, as the clocks at the top of a band are read.
        let full = length_of_time(lang, Duration::from_secs(most.as_secs()));
        let title = match (&self.summary.clocks, self.summary.untimed) {
            (None, _) => tr!(lang, "charts-clocks-none"),
            (Some(_), true) => tr!(lang, "charts-clocks-used", most = full),
            (Some(_), false) => tr!(lang, "charts-clocks", most = full),
        };
        Line::styled(title, theme.heading()).render(clock_title, buf);
        for (color, band) in [(Color::White, clock_white), (Color::Black, clock_black)] {
            let values = self.per_slot(&axis, |ply| {
                let figures = self.summary.moves.get(ply)?;
                let after = clocks.get(ply + 1)?;
                (figures.mover == color).then_some(after[color].as_secs_f64())
            });
            let label = side_name(lang, color);
            bars.up(band, &values, most.as_secs_f64().max(0.001), &label, buf);
        }
        // The material balance after each move.
        Line::styled(tr!(lang, "charts-material"), theme.heading()).render(material_title, buf);
        let balances = self.per_slot(&axis, |ply| {
            self.summary
                .material
                .get(ply + 1)
                .map(|&balance| f64::from(balance))
        });
        bars.balance(material, &balances, buf, lang);
        self.render_axis(&axis, gutter, marked, axis_row, buf);
    }
}

impl Charts<'_> {
    /// The summary in words: the moves and the thinking time, then a line for each side.
    fn render_words(&self, area: Rect, buf: &mut Buffer) {
        let lang = self.look.lang;
        let plies = self.summary.moves.len();
        let moves = plies
            .checked_sub(1)
            .map_or(0, |last| MoveNumber::of_ply(self.start, last).number);
        let moves = tr!(lang, "count-moves", count = u64::from(moves));
        let first = match self.summary.duration() {
            Some(time) => tr!(
                lang,
                "charts-summary",
                moves = moves,
                time = length_of_time(lang, time)
            ),
            None => tr!(lang, "charts-summary-untimed", moves = moves),
        };
        let mut lines = vec![Line::from(first)];
        for color in Color::ALL {
            lines.push(self.side_line(color, &self.summary.sides[color]));
        }
        for (line, y) in lines.into_iter().zip(area.top()..area.bottom()) {
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

    /// `White  avg 18 s · longest 23. Qh5 2:14 · 3 moves under 10 s`.
    fn side_line(&self, color: Color, figures: &SideFigures) -> Line<'static> {
        let Look { theme, lang } = self.look;
        let mut spans = vec![Span::styled(
            format!(
                "{:<width$}",
                side_name(lang, color),
                width = usize::from(self.gutter())
            ),
            theme.heading(),
        )];
        let mut parts = Vec::new();
        if let Some(average) = figures.average() {
            parts.push(tr!(
                lang,
                "charts-average",
                time = length_of_time(lang, average)
            ));
        }
        if let Some((ply, longest)) = figures.longest {
            let san = self
                .sans
                .get(ply)
                .map(|&san| screen_san(lang, san))
                .unwrap_or_default();
            let number = MoveNumber::of_ply(self.start, ply);
            parts.push(tr!(
                lang,
                "charts-longest",
                move = format!("{number} {san}"),
                time = length_of_time(lang, longest)
            ));
        }
        if !figures.time_trouble.is_empty() {
            let count = figures.time_trouble.len() as u64;
            let moves = tr!(lang, "count-moves", count = count);
            parts.push(tr!(lang, "charts-time-trouble", moves = moves));
        }
        if parts.is_empty() {
            parts.push(tr!(lang, "count-moves", count = figures.moves as u64));
        }
        spans.push(Span::raw(parts.join(" · ")));
        Line::from(spans)
    }

    /// The width of the labels left of the bars: the longer side's name and the material's
    /// scale (at most `+103`: nine queens and every other piece), and a space.
    fn gutter(&self) -> u16 {
        let lang = self.look.lang;
        let names = Color::ALL.map(|color| side_name(lang, color).chars().count());
        let widest = names.into_iter().max().unwrap_or(5) + 1 + "+103".len() + 1;
        u16::try_from(widest).unwrap_or(u16::MAX).min(16)
    }

    /// A value for each column of the axis, from `value` of each half-move: the largest of
    /// the half-moves a column holds.
    fn per_slot(&self, axis: &Axis, value: impl Fn(usize) -> Option<f64>) -> Vec<Option<f64>> {
        let mut columns: Vec<Option<f64>> = vec![None; axis.length()];
        for ply in 0..self.summary.moves.len() {
            let Some(v) = value(ply) else {
                continue;
            };
            let first = axis.column(axis.slot(ply));
            for column in columns.iter_mut().skip(first).take(axis.width) {
                *column = Some(column.map_or(v, |had| if v.abs() > had.abs() { v } else { had }));
            }
        }
        columns
    }

    /// The column of the move viewed (the last move before the position shown), if any.
    fn marked_column(&self, axis: &Axis) -> Option<usize> {
        let plies = self.viewed.unwrap_or(self.summary.moves.len());
        let ply = plies.checked_sub(1)?;
        Some(axis.column(axis.slot(ply)))
    }

    /// The axis of moves: its first and last move numbers, and the move viewed marked.
    fn render_axis(
        &self,
        axis: &Axis,
        gutter: u16,
        marked: Option<usize>,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let Look { theme, lang } = self.look;
        let left = area.x + gutter + 1;
        let label = tr!(lang, "charts-axis");
        Line::styled(label, theme.dim()).render(area, buf);
        let number = |slot: usize| {
            let first = MoveNumber::of_ply(self.start, 0).number as usize;
            (first + slot).to_string()
        };
        let last_slot = axis.slots.saturating_sub(1);
        let end = axis.column(last_slot);
        let mut put = |column: usize, text: &str, style: Style| {
            let x = left.saturating_add(u16::try_from(column).unwrap_or(u16::MAX));
            if x < area.right() {
                buf.set_stringn(x, area.y, text, usize::from(area.right() - x), style);
            }
        };
        let first_label = number(0);
        let end_label = number(last_slot);
        let mark = marked.map(|column| {
            let viewed = self.viewed.and_then(|v| v.checked_sub(1));
            let label = viewed.map_or_else(String::new, |ply| number(axis.slot(ply)));
            (column, format!("▲{label}"))
        });
        // The first and last move numbers, where the mark leaves them room.
        let clear_of_mark = |from: usize, text: &str| {
            mark.as_ref().is_none_or(|(column, label)| {
                from + text.chars().count() < *column || *column + label.chars().count() < from
            })
        };
        if clear_of_mark(0, &first_label) {
            put(0, &first_label, theme.dim());
        }
        if end > first_label.len() + 1 && clear_of_mark(end, &end_label) {
            put(end, &end_label, theme.dim());
        }
        if let Some((column, label)) = &mark {
            put(*column, label, theme.heading());
        }
    }
}

/// Drawing bars along the axis.
#[derive(Debug, Clone, Copy)]
struct Bars {
    axis: Axis,
    gutter: u16,
    marked: Option<usize>,
    theme: Theme,
}

impl Bars {
    /// The eighth blocks of this theme, from none to a full cell.
    fn levels(&self) -> [&'static str; 9] {
        if self.theme.is_ascii() { UP_ASCII } else { UP }
    }

    /// Bars growing up from the bottom of `band`, `scale` the value of a full band, with
    /// `label` on the band's bottom row.
    fn up(&self, band: Rect, values: &[Option<f64>], scale: f64, label: &str, buf: &mut Buffer) {
        if band.is_empty() {
            return;
        }
        let label_row = Rect {
            y: band.bottom() - 1,
            height: 1,
            width: self.gutter,
            ..band
        };
        Line::styled(label.to_string(), self.theme.dim()).render(label_row, buf);
        let eighths = u32::from(band.height) * 8;
        for (column, value) in values.iter().enumerate() {
            let filled = value.map_or(0, |v| {
                let filled = (v / scale * f64::from(eighths)).round() as u32;
                // A move that took any time shows.
                filled.clamp(u32::from(v > 0.0), eighths)
            });
            for row in 0..band.height {
                let below = u32::from(row) * 8;
                let level = filled.saturating_sub(below).min(8) as usize;
                let y = band.bottom() - 1 - row;
                self.put(band, column, y, self.levels()[level], buf);
            }
        }
    }

    /// White's lead above the middle of `band`, Black's below it, in half cells below.
    fn balance(&self, band: Rect, values: &[Option<f64>], buf: &mut Buffer, lang: Lang) {
        if band.height < 2 {
            return;
        }
        let up_rows = band.height / 2;
        let most = values
            .iter()
            .flatten()
            .fold(1.0_f64, |most, v| most.max(v.abs()));
        let top = Rect {
            y: band.y,
            height: 1,
            width: self.gutter,
            ..band
        };
        let bottom = Rect {
            y: band.bottom() - 1,
            ..top
        };
        let most_label = format!("+{most}");
        Line::styled(
            format!("{} {most_label}", side_name(lang, Color::White)),
            self.theme.dim(),
        )
        .render(top, buf);
        Line::styled(
            format!("{} {most_label}", side_name(lang, Color::Black)),
            self.theme.dim(),
        )
        .render(bottom, buf);
        let down_rows = band.height - up_rows;
        let (full, half) = if self.theme.is_ascii() {
            ("#", "'")
        } else {
            ("█", "▀")
        };
        for (column, value) in values.iter().enumerate() {
            let v = value.unwrap_or_default();
            if v >= 0.0 {
                let eighths = u32::from(up_rows) * 8;
                let filled = (v / most * f64::from(eighths)).round() as u32;
                for row in 0..up_rows {
                    let level = filled.saturating_sub(u32::from(row) * 8).min(8) as usize;
                    let y = band.y + up_rows - 1 - row;
                    self.put(band, column, y, self.levels()[level], buf);
                }
                for row in 0..down_rows {
                    self.put(band, column, band.y + up_rows + row, " ", buf);
                }
            } else {
                let halves = u32::from(down_rows) * 2;
                let filled = (-v / most * f64::from(halves)).round() as u32;
                for row in 0..down_rows {
                    let level = filled.saturating_sub(u32::from(row) * 2).min(2);
                    let symbol = [" ", half, full][level as usize];
                    self.put(band, column, band.y + up_rows + row, symbol, buf);
                }
                for row in 0..up_rows {
                    self.put(band, column, band.y + row, " ", buf);
                }
            }
        }
    }

    /// One cell of the bars, in reverse video in the column of the move viewed.
    fn put(&self, band: Rect, column: usize, y: u16, symbol: &str, buf: &mut Buffer) {
        let Ok(offset) = u16::try_from(column) else {
            return;
        };
        let x = band
            .x
            .saturating_add(self.gutter + 1)
            .saturating_add(offset);
        if x >= band.right() {
            return;
        }
        let marked = self
            .marked
            .is_some_and(|marked| (marked..marked + self.axis.width).contains(&column));
        let style = if marked {
            self.theme.selected()
        } else {
            Style::new()
        };
        if let Some(cell) = buf.cell_mut((x, y)) {
            cell.set_symbol(symbol).set_style(style);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_share_columns_when_there_are_more_than_columns() {
        // 41 moves in 60 columns: one column each; in 20, three moves to a column.
        let roomy = Axis::new(82, false, 60);
        assert_eq!((roomy.slots, roomy.per_column, roomy.width), (41, 1, 1));
        let tight = Axis::new(82, false, 20);
        assert_eq!((tight.per_column, tight.length()), (3, 14));
        assert_eq!(tight.column(tight.slot(81)), 13);
        // Few moves get wider bars, up to three columns.
        let short = Axis::new(6, false, 60);
        assert_eq!((short.width, short.column(short.slot(5))), (3, 6));
        // A game that Black starts: its first move is in the first slot, White's next in
        // the second.
        let black = Axis::new(3, true, 60);
        assert_eq!((black.slot(0), black.slot(1), black.slot(2)), (0, 1, 1));
    }

    #[test]
    fn the_bands_grow_with_the_room_and_fill_it() {
        for rows in [16, 17, 30, 50, 90] {
            let heights = Heights::for_rows(rows);
            let used = WORDS_ROWS + 2 * heights.time + 2 * heights.clock + heights.material;
            assert_eq!(used, rows, "{rows}: {heights:?}");
            assert!(heights.time >= heights.clock, "{rows}: {heights:?}");
        }
    }
}
