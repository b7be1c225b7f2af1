//! The move list: SAN with move numbers, White's and Black's moves side by side, scrolled so
//! the newest move (or the move being reviewed) is in sight; the opening's name above them,
//! the comment of the move reviewed under them. Before the first move, a hint of what to
//! type, with moves of the position.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::clocks::truncate;
use super::fit;
use super::theme::Look;
use crate::analysis::Review;
use crate::app::example_moves;
use crate::game::GameResult;
use crate::game::{MoveNotes, Notes};
use crate::i18n::{Joined, list, screen_san};
use crate::notation::MoveNumber;
use crate::notation::san::San;
use crate::opening::Opening;
use crate::rules::{Color, Position as ChessPosition};
use crate::tr;

/// The width of a move's column: the longest SAN (`exd8=Q#`, `Qh4xe1#`) and a space.
const SAN_WIDTH: usize = 8;
/// The width of a column of the list: a move number up to `999.` and a space, then White's
/// and Black's moves.
const COLUMN_WIDTH: usize = 5 + 2 * SAN_WIDTH;
/// Columns between two columns of the list.
const COLUMN_GAP: usize = 3;

/// The move list as the screen shows it: the moves of the game from its start, the result
/// once there is one, the move reviewed marked, scrolled so that the newest move (or the move
/// reviewed) is in sight. Where the area is wide enough, the list runs on in further columns,
/// as on a scoresheet: down the first, then down the next. Only the rows in sight are laid
/// out, so a frame costs the same at the game's 600th move as at its first.
#[derive(Debug, Clone, Copy)]
pub struct MoveList<'a> {
    /// The moves, in the order played.
    pub sans: &'a [San],
    /// The position the game started from: it numbers the moves.
    pub start: &'a ChessPosition,
    /// The result, once the game is over: the list's last line.
    pub result: Option<GameResult>,
    /// In review, how many moves lead to the position shown: the last of them is marked,
    /// and kept in sight (the first row, at the start).
    pub shown: Option<usize>,
    /// How many rows the list is scrolled back from the newest.
    pub scroll: usize,
    /// The opening of the position shown, named on the list's first row.
    pub opening: Option<Opening>,
    /// The notes on the game's moves: a move's glyphs follow it, `*` says it has a comment
    /// and `›` that side lines replace it.
    pub notes: &'a Notes,
    /// In review, the comment of the move viewed (at the start, the one before the first
    /// move), under the moves.
    pub comment: Option<&'a str>,
    /// Whether a move plays as soon as it is named (the hint then says no Enter).
    pub instant: bool,
    /// The engine's review, once there is one: a move it marks is followed by the mark's
    /// glyph (`?!`, `?`, `??`) in the mark's colour.
    pub review: Option<&'a Review>,
    /// The styles, and the language of the moves' letters.
    pub look: Look,
}

/// One row of the list: the number of its first move and the indexes (into
/// [`MoveList::sans`]) of White's and Black's moves; White's is missing on the first row of
/// a game that starts with Black to move, Black's on the last row while Black is to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Row {
    number: u32,
    white: Option<usize>,
    black: Option<usize>,
}

impl Widget for MoveList<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.is_empty() {
            return;
        }
        let Look { theme, lang } = self.look;
        if self.sans.is_empty() && self.result.is_none() {
            let examples: Vec<String> = example_moves(self.start)
                .into_iter()
                .map(|san| screen_san(lang, san))
                .collect();
            let moves = list(lang, &examples, Joined::Or);
            let hint = if self.instant {
                tr!(lang, "moves-none-yet-instant", moves = moves)
            } else {
                tr!(lang, "moves-none-yet", moves = moves)
            };
            return Paragraph::new(hint)
                .style(theme.dim())
                .wrap(Wrap { trim: true })
                .render(area, buf);
        }
        let laid = self.lay_out(area);
        for (y, row) in (laid.opening.y..).zip(&laid.opening_rows) {
            let at = Rect {
                y,
                height: 1,
                ..laid.opening
            };
            Line::styled(row.as_str(), theme.dim()).render(at, buf);
        }
        for (y, row) in (laid.comment.y..).zip(&laid.comment_rows) {
            let at = Rect {
                y,
                height: 1,
                ..laid.comment
            };
            Line::raw(row.as_str()).render(at, buf);
        }
        let area = laid.moves;
        let rows = self.row_count();
        let number_width = self.number_width();
        let first = self.first_visible(area);
        for (line, place) in (first..).zip(places(area)) {
            let line = if line < rows {
                self.row_line(self.row(line), number_width)
            } else if line == rows
                && let Some(result) = self.result
            {
                Line::styled(result.display(), theme.heading())
            } else {
                break;
            };
            line.render(place, buf);
        }
    }
}

/// The fewest rows the moves keep when a comment is shown under them: the row of the move
/// viewed, which the comment is about, kept in sight (see [`first_visible`]).
const MIN_MOVE_ROWS: u16 = 1;

/// Where the parts of the move list go, with the rows of its words.
struct Laid {
    opening: Rect,
    opening_rows: Vec<String>,
    moves: Rect,
    comment: Rect,
    comment_rows: Vec<String>,
}

/// How many columns of the list fit side by side in `width` cells: at least one.
fn columns(width: u16) -> usize {
    ((usize::from(width) + COLUMN_GAP) / (COLUMN_WIDTH + COLUMN_GAP)).max(1)
}

/// The lines `area` holds at once: its rows in each of its columns.
fn capacity(area: Rect) -> usize {
    columns(area.width) * usize::from(area.height)
}

/// Where the lines in sight go in `area`, in reading order: down the first column, then down
/// the next; a single column takes the whole width.
fn places(area: Rect) -> impl Iterator<Item = Rect> {
    let count = columns(area.width);
    let stride = if count > 1 {
        COLUMN_WIDTH + COLUMN_GAP
    } else {
        0
    };
    let width = if count > 1 {
        COLUMN_WIDTH as u16
    } else {
        area.width
    };
    (0..count).flat_map(move |column| {
        let x = area.x.saturating_add((column * stride) as u16);
        (area.top()..area.bottom()).map(move |y| Rect::new(x, y, width, 1))
    })
}

impl MoveList<'_> {
    /// The lines of moves the list shows at once in `area`.
    pub fn capacity(&self, area: Rect) -> usize {
        capacity(self.lay_out(area).moves)
    }

    /// The parts of `area`: the opening's name on the rows at the top, the comment of the
    /// move viewed on the rows at the bottom (after a blank row), the moves between; each
    /// text wrapped to the width. The moves keep [`MIN_MOVE_ROWS`] rows: a comment longer
    /// than the rest ends its last row with `…`.
    fn lay_out(&self, area: Rect) -> Laid {
        let width = usize::from(area.width);
        let opening_rows = self.opening.map_or_else(Vec::new, |opening| {
            fit::wrap(&format!("{} {}", opening.eco, opening.name), width)
        });
        let top = u16::try_from(opening_rows.len())
            .unwrap_or(u16::MAX)
            .min(area.height);
        let room = area.height - top;
        let mut comment_rows = self.comment.map_or_else(Vec::new, |comment| {
            let comment = tr!(self.look.lang, "review-comment", text = comment);
            fit::wrap(&comment, width)
        });
        let most = usize::from(room.saturating_sub(MIN_MOVE_ROWS + 1));
        if comment_rows.len() > most {
            comment_rows.truncate(most);
            if let Some(last) = comment_rows.last_mut() {
                *last = truncate(&format!("{last} …"), area.width);
            }
        }
        let bottom = u16::try_from(comment_rows.len()).unwrap_or(u16::MAX);
        let gap = u16::from(bottom > 0);
        let moves_height = room - bottom - gap;
        Laid {
            opening: Rect {
                height: top,
                ..area
            },
            opening_rows,
            moves: Rect {
                y: area.y + top,
                height: moves_height,
                ..area
            },
            comment: Rect {
                y: area.y + top + moves_height + gap,
                height: bottom,
                ..area
            },
            comment_rows,
        }
    }

    /// The move (by its index in [`MoveList::sans`]) drawn into `area` at `position`:
    /// White's on the left of its row (with the move number), Black's on the right.
    pub fn move_at(&self, area: Rect, position: Position) -> Option<usize> {
        let area = self.lay_out(area).moves;
        if !area.contains(position) || self.sans.is_empty() {
            return None;
        }
        let (at, place) = places(area)
            .enumerate()
            .find(|(_, place)| place.contains(position))?;
        let line = self.first_visible(area) + at;
        let row = (line < self.row_count()).then(|| self.row(line))?;
        // The move number, a space, then White's move padded to its column.
        let black_column = self.number_width() + 2 + SAN_WIDTH;
        if usize::from(position.x - place.x) < black_column {
            row.white.or(row.black)
        } else {
            row.black
        }
    }

    /// Whether the game starts with Black to move: its first row has only Black's move.
    fn offset(&self) -> usize {
        usize::from(self.start.turn() == Color::Black)
    }

    /// The number of rows of moves.
    fn row_count(&self) -> usize {
        self.sans.len().saturating_add(self.offset()).div_ceil(2)
    }

    /// Row `r` of the list, counted from the first move.
    fn row(&self, r: usize) -> Row {
        let (offset, count) = (self.offset(), self.sans.len());
        let white = (2 * r).checked_sub(offset).filter(|&i| i < count);
        let black = (2 * r + 1).checked_sub(offset).filter(|&i| i < count);
        let first = white.or(black).unwrap_or_default();
        Row {
            number: MoveNumber::of_ply(self.start, first).number,
            white,
            black,
        }
    }

    /// The row a move (by index into [`MoveList::sans`]) is written on.
    fn row_of(&self, index: usize) -> usize {
        index.saturating_add(self.offset()) / 2
    }

    /// The width of the move numbers, without their dot: that of the last.
    fn number_width(&self) -> usize {
        match self.row_count().checked_sub(1) {
            Some(last) => self.row(last).number.to_string().len(),
            None => 1,
        }
    }

    /// The move marked, in review: the last before the position shown.
    fn reviewed(&self) -> Option<usize> {
        self.shown?.checked_sub(1)
    }

    /// The first line shown in `area`: of the rows of moves, then the result.
    fn first_visible(&self, area: Rect) -> usize {
        let lines = self.row_count() + usize::from(self.result.is_some());
        // At the start, the first row; else the row of the move viewed.
        let viewed = self
            .shown
            .map(|shown| shown.checked_sub(1).map_or(0, |index| self.row_of(index)));
        first_visible(lines, capacity(area), self.scroll, viewed)
    }
    /// One row: `12. Nf3     Nc6`, with the reviewed move in reverse video.
    fn row_line(&self, row: Row, number_width: usize) -> Line<'static> {
        let Look { theme, lang } = self.look;
        let number = MoveNumber {
            number: row.number,
            mover: Color::White,
        };
        let number = format!("{number:>width$} ", width = number_width + 1);
        let san = |index: Option<usize>, missing: &str| -> Vec<Span<'static>> {
            let text = index
                .and_then(|i| self.sans.get(i))
                .map_or_else(|| missing.to_string(), |&san| screen_san(lang, san));
            let style = if index.is_some() && index == self.reviewed() {
                theme.selected()
            } else {
                Style::new()
            };
            let Some(i) = index else {
                return vec![Span::styled(text, style)];
            };
            let judgement = self
                .review
                .and_then(|review| review.moves.get(i)?.advice)
                .map(|advice| advice.judgement);
            let mut spans = vec![Span::styled(text, style)];
            if let Some(judgement) = judgement {
                spans.push(Span::styled(judgement.glyph(), theme.judgement(judgement)));
            }
            spans.push(Span::raw(marks(self.notes.of_ply(i), theme.is_ascii())));
            spans
        };
        let white = san(row.white, "…");
        let width: usize = white.iter().map(Span::width).sum();
        let padding = " ".repeat(SAN_WIDTH.saturating_sub(width));
        let mut spans = vec![Span::styled(number, theme.dim())];
        spans.extend(white);
        spans.push(Span::raw(padding));
        spans.extend(san(row.black, ""));
        Line::from(spans)
    }
}

/// What follows a move in the list for its notes: its move marks (`!?`; other glyphs as
/// `$n`), `*` for a comment, `›` (`>` in ASCII) for side lines that replace it.
fn marks(notes: &MoveNotes, ascii: bool) -> String {
    let mut marks: String = notes.nags().iter().map(|nag| nag.written()).collect();
    if notes.words().is_some() {
        marks.push('*');
    }
    if !notes.variations().is_empty() {
        marks.push(if ascii { '>' } else { '›' });
    }
    marks
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

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;
    use crate::app::{App, Key, Message, Settings, Start};
    use crate::i18n::Lang;
    use crate::rules::fen;
    use crate::ui::theme::Theme;

    /// The list of `app`'s moves.
    fn list(app: &App) -> MoveList<'_> {
        MoveList {
            sans: app.game_page().sans(),
            start: app.game_page().game().start(),
            result: None,
            shown: None,
            scroll: 0,
            opening: None,
            notes: app.game_page().game().notes(),
            comment: None,
            instant: false,
            review: None,
            look: Look {
                theme: Theme::new(app.settings()),
                lang: Lang::En,
            },
        }
    }

    /// The rows of `app`'s move list, from the first move to the last.
    fn rows(app: &App) -> Vec<Row> {
        let list = list(app);
        (0..list.row_count()).map(|r| list.row(r)).collect()
    }

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
        assert_eq!(list(&app).row_of(2), 1);
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
