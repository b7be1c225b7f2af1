//! The library: the filter on the first row, what reading the folder did to its files (a
//! damaged file set aside, one given back), then the tournaments and the games the filter
//! lets through, one a row. The tournaments come first, each row fitted on its own, its parts
//! apart by ` · `: the name, kind, how far it is, leader and next game. The games follow as a
//! table numbered as `hotseat games` lists them: when each saved game began, its players,
//! result and why, its moves, time control and file (or a file's games with their players,
//! result, date, event and opening). Columns (a tournament's parts) the screen has no room
//! for are left out whole, the least telling first; the chosen row is in reverse video and
//! kept in sight.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::page::{self, Frame, PageView, cells};
use super::theme::Look;
use crate::app::library::{Library, Row, Shelf, TournamentWords, control_words, reason_words};
use crate::app::{PageTarget, Target};
use crate::i18n::{Describe, player_label};
use crate::rules::{ByColor, Color};
use crate::store::file_name;
use crate::tr;

/// Rows above the list: the filter and a blank row (and the notes with a blank row after
/// them, when there are any).
const LIST_TOP: u16 = 2;
/// The fewest rows of games the library shows.
const MIN_LIST_ROWS: u16 = 3;
/// The narrowest the library gets: the games' numbers, players and results in a row.
const MIN_WIDTH: u16 = 40;
/// What stands between two columns of the games' table.
const COLUMN_GAP: &str = "  ";
/// What stands between two parts of a tournament's row.
const PART_GAP: &str = " · ";

/// The library as the screen shows it: a [`PageView`] of the library.
pub type LibraryView<'a> = PageView<'a, Library>;

/// A column of the table, left to right.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Column {
    /// The game's number.
    Number,
    /// When a saved game began.
    Started,
    /// White and Black.
    Players,
    /// `1-0`, `0-1`, `1/2-1/2`, or `*` while it goes on.
    Result,
    /// Why it ended (or that it goes on).
    Reason,
    /// How many moves were played.
    Moves,
    /// The time control.
    Control,
    /// A saved game's file.
    File,
    /// A file's game's date.
    Date,
    /// A file's game's event.
    Event,
    /// A file's game's opening.
    Opening,
    /// The mark of the game on the screen behind the library.
    Here,
    /// A tournament's name.
    Tournament,
    /// A tournament's kind: a round robin, a match.
    Kind,
    /// How far a tournament is: its round, or that it is over.
    Progress,
    /// A tournament's leader, with the points.
    Leader,
    /// A tournament's next game.
    Next,
}

/// The columns left out when the screen has no room for all, the first first: the number,
/// the players, the result and the mark of the game here always stay, and a tournament's
/// name and next game.
const LEFT_OUT_FIRST: [Column; 11] = [
    Column::File,
    Column::Opening,
    Column::Event,
    Column::Moves,
    Column::Control,
    Column::Reason,
    Column::Started,
    Column::Date,
    Column::Kind,
    Column::Leader,
    Column::Progress,
];

/// The columns shortened (marked `…`) when even the columns that stay have no room: the
/// players of a game, the name of a tournament.
const SHORTENED: [Column; 2] = [Column::Players, Column::Tournament];

impl LibraryView<'_> {
    /// The smallest screen the library fits.
    pub fn min_size(&self) -> (u16, u16) {
        (MIN_WIDTH, page::MIN_FRAME_ROWS + LIST_TOP + MIN_LIST_ROWS)
    }

    /// The row of the list at `position` when the screen is drawn into `area`.
    pub fn target_at(&self, area: Rect, position: Position) -> Option<Target> {
        let list = self.list_area(self.content(area));
        if !list.contains(position) {
            return None;
        }
        let row = self.first_row(list) + usize::from(position.y - list.y);
        (row < self.page.shown().len()).then_some(Target::Page(PageTarget::Row(row)))
    }

    /// Where the typing cursor goes: at the end of the filter.
    pub fn cursor_position(&self, area: Rect) -> Option<Position> {
        let content = self.content(area);
        let x = content.x + cells(&self.filter_label()) + 2 + self.page.filter().cursor() as u16;
        let position = Position::new(x, content.y);
        content.contains(position).then_some(position)
    }

    fn frame(&self) -> Frame<'_> {
        Frame {
            title: self.title(),
            notice: self.notice,
            keys: tr!(self.look.lang, "library-keys"),
            look: self.look,
        }
    }

    fn content(&self, area: Rect) -> Rect {
        self.frame().content(area, LIST_TOP + MIN_LIST_ROWS)
    }

    /// The first row of the list in sight: the chosen one stays in `list`.
    fn first_row(&self, list: Rect) -> usize {
        let rows = usize::from(list.height.max(1));
        self.page.selected().saturating_sub(rows - 1)
    }

    fn filter_label(&self) -> String {
        tr!(self.look.lang, "library-filter")
    }

    fn title(&self) -> String {
        let lang = self.look.lang;
        match self.page.shelf() {
            Shelf::Saved { tournaments, .. } if !tournaments.is_empty() => tr!(
                lang,
                "library-saved-tournaments",
                count = self.page.len(),
                tournaments = tournaments.len()
            ),
            Shelf::Saved { .. } => tr!(lang, "library-saved", count = self.page.len()),
            Shelf::File { path, contents } => {
                let (file, count) = (file_name(path), contents.total);
                if contents.is_whole() {
                    tr!(lang, "library-file", file = file, count = count)
                } else {
                    let listed = contents.games.len();
                    tr!(
                        lang,
                        "library-file-part",
                        file = file,
                        count = count,
                        listed = listed
                    )
                }
            }
        }
    }

    /// The words of the tournament or the game of `row`, column by column.
    fn cells_of(&self, row: Row) -> Vec<(Column, String)> {
        let lang = self.look.lang;
        let library = self.page;
        let index = match row {
            Row::Tournament(index) => {
                let Some(tournament) = library.tournaments().get(index) else {
                    return Vec::new();
                };
                let words = TournamentWords::of(tournament, lang);
                let mut cells = vec![
                    (Column::Tournament, tournament.name.clone()),
                    (Column::Kind, words.kind),
                    (Column::Progress, words.progress),
                ];
                cells.extend(words.leader.map(|leader| (Column::Leader, leader)));
                cells.extend(words.next.map(|next| (Column::Next, next)));
                return cells;
            }
            Row::Game(index) => index,
        };
        // A side saved under its own name (`White`) is named in the screen's language.
        let players = |names: &ByColor<String>| {
            tr!(
                lang,
                "library-players",
                white = player_label(lang, names, Color::White),
                black = player_label(lang, names, Color::Black)
            )
        };
        let mut row = if let Some((number, entry)) = library.saved(index) {
            let summary = &entry.summary;
            let (result, reason) = match &summary.outcome {
                Some((result, reason)) => (result.clone(), reason_words(lang, reason)),
                None => ("*".to_string(), tr!(lang, "library-in-progress")),
            };
            vec![
                (Column::Number, number.to_string()),
                (Column::Started, entry.started.clone()),
                (Column::Players, players(&summary.names)),
                (Column::Result, result),
                (Column::Reason, reason),
                (
                    Column::Moves,
                    tr!(lang, "count-moves", count = summary.plies.div_ceil(2)),
                ),
                (Column::Control, control_words(lang, summary)),
                (Column::File, file_name(&entry.path)),
            ]
        } else if let Some(game) = library.file_game(index) {
            let opening = game.opening.map_or_else(String::new, |opening| {
                format!("{} {}", opening.eco, opening.name)
            });
            vec![
                (Column::Number, game.number.to_string()),
                (Column::Players, players(&game.names)),
                (Column::Result, game.result.clone()),
                (Column::Date, game.date.clone()),
                (Column::Event, game.event.clone()),
                (Column::Opening, opening),
            ]
        } else {
            Vec::new()
        };
        if library.is_current(index) {
            row.push((Column::Here, tr!(lang, "library-this-game")));
        }
        row
    }

    /// The rows in sight laid out `width` cells wide: each tournament's row fitted on its own,
    /// its parts apart by ` · `, and the games' rows below them as a table.
    fn tables(&self, shown: &[Row], width: usize) -> Vec<String> {
        let tournaments = shown
            .iter()
            .take_while(|row| matches!(row, Row::Tournament(_)))
            .count();
        let (tournaments, games) = shown.split_at(tournaments);
        let mut lines: Vec<String> = tournaments
            .iter()
            .flat_map(|row| self.table(std::slice::from_ref(row), width, PART_GAP))
            .collect();
        lines.extend(self.table(games, width, COLUMN_GAP));
        lines
    }

    /// The rows `shown`, laid out as a table `width` cells wide, `gap` between its columns:
    /// each column as wide as its widest cell in sight, the columns with no room left out in
    /// the order of [`LEFT_OUT_FIRST`], the players' names (a tournament's name) shortened
    /// (marked `…`) when even the columns that stay have no room.
    fn table(&self, shown: &[Row], width: usize, gap: &str) -> Vec<String> {
        let rows: Vec<Vec<(Column, String)>> =
            shown.iter().map(|&row| self.cells_of(row)).collect();
        let mut columns: Vec<Column> = Vec::new();
        for row in &rows {
            for (column, _) in row {
                if !columns.contains(column) {
                    columns.push(*column);
                }
            }
        }
        let width_of = |column: Column| {
            rows.iter()
                .flat_map(|row| row.iter().filter(|(c, _)| *c == column))
                .map(|(_, text)| usize::from(cells(text)))
                .max()
                .unwrap_or(0)
        };
        let total = |columns: &[Column]| {
            let widths: usize = columns.iter().map(|&c| width_of(c)).sum();
            widths + usize::from(cells(gap)) * columns.len().saturating_sub(1)
        };
        for left_out in LEFT_OUT_FIRST {
            if total(&columns) <= width {
                break;
            }
            columns.retain(|&column| column != left_out);
        }
        let over = total(&columns).saturating_sub(width);
        let shortened_width = |column: Column| width_of(column).saturating_sub(over);
        rows.iter()
            .map(|row| {
                let mut line = String::new();
                for (i, &column) in columns.iter().enumerate() {
                    let text = row
                        .iter()
                        .find(|(c, _)| *c == column)
                        .map_or("", |(_, text)| text.as_str());
                    let (text, column_width) = if SHORTENED.contains(&column) {
                        let width = shortened_width(column);
                        (shortened(text, width), width)
                    } else {
                        (text.to_string(), width_of(column))
                    };
                    if i > 0 {
                        line.push_str(gap);
                    }
                    let pad = column_width.saturating_sub(usize::from(cells(&text)));
                    if column == Column::Number {
                        line.push_str(&" ".repeat(pad));
                        line.push_str(&text);
                    } else {
                        line.push_str(&text);
                        line.push_str(&" ".repeat(pad));
                    }
                }
                line.trim_end().to_string()
            })
            .collect()
    }
}

/// `text` in at most `width` cells: as it is, or its beginning marked `…`.
fn shortened(text: &str, width: usize) -> String {
    if usize::from(cells(text)) <= width {
        return text.to_string();
    }
    let mut kept = String::new();
    for c in text.chars() {
        if usize::from(cells(&format!("{kept}{c}…"))) > width {
            break;
        }
        kept.push(c);
    }
    format!("{kept}…")
}

impl LibraryView<'_> {
    /// The notes as drawn in the content `area`: each whole and wrapped, as many as fit in
    /// half of what is below the filter, and then a line saying how many more `hotseat
    /// games` names; with the rows they take (none without notes).
    fn notes(&self, area: Rect) -> (Paragraph<'static>, u16) {
        let lang = self.look.lang;
        let rows = area.height.saturating_sub(LIST_TOP) / 2;
        let height = |text: &Line<'static>| {
            let wrapped = Paragraph::new(text.clone()).wrap(Wrap { trim: false });
            u16::try_from(wrapped.line_count(area.width)).unwrap_or(u16::MAX)
        };
        let notes = self.page.notes();
        let (mut lines, mut used) = (Vec::new(), 0);
        for (taken, note) in notes.iter().enumerate() {
            let line = Line::raw(format!(" {}", note.describe(lang)));
            let left = notes.len() - taken - 1;
            let after = if left > 0 { 1 } else { 0 };
            if used + height(&line) + after > rows {
                let more = Line::raw(format!(
                    " {}",
                    tr!(lang, "library-notes-more", count = notes.len() - taken)
                ));
                if used + height(&more) <= rows {
                    used += height(&more);
                    lines.push(more);
                }
                break;
            }
            used += height(&line);
            lines.push(line);
        }
        let style = self.look.theme.error();
        let notes = Paragraph::new(lines)
            .style(style)
            .wrap(Wrap { trim: false });
        (notes, used)
    }

    /// The rows of the list in the content `area`: below the filter, and below the notes
    /// with a blank row after them.
    fn list_area(&self, area: Rect) -> Rect {
        let notes = self.notes(area).1;
        let top = LIST_TOP + if notes > 0 { notes + 1 } else { 0 };
        Rect {
            y: area.y.saturating_add(top),
            height: area.height.saturating_sub(top),
            ..area
        }
    }
}

impl Widget for LibraryView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Look { theme, lang } = self.look;
        let content = self.frame().draw(area, LIST_TOP + MIN_LIST_ROWS, buf);
        let filter = self.page.filter().text();
        let label = format!(" {}", self.filter_label());
        let room = usize::from(content.width.saturating_sub(cells(&label) + 2));
        let hint = tr!(lang, "library-filter-hint");
        let after = if !filter.is_empty() {
            Span::raw(filter.to_string())
        } else if usize::from(cells(&hint)) <= room {
            Span::styled(hint, theme.dim())
        } else {
            Span::raw("")
        };
        Line::from(vec![
            Span::styled(label, theme.heading()),
            Span::raw(" "),
            after,
        ])
        .render(content, buf);
        if let Some(cursor) = self.cursor_position(area)
            && let Some(cell) = buf.cell_mut(cursor)
        {
            cell.set_style(theme.cursor());
        }
        let (notes, rows) = self.notes(content);
        let notes_area = Rect {
            y: content.y.saturating_add(LIST_TOP),
            height: rows.min(content.height.saturating_sub(LIST_TOP)),
            ..content
        };
        notes.render(notes_area, buf);
        let list = self.list_area(content);
        let shown = self.page.shown();
        if shown.is_empty() {
            let none = if self.page.holds_nothing() {
                tr!(lang, "library-none")
            } else {
                tr!(lang, "library-none-match")
            };
            Line::styled(format!(" {none}"), theme.dim()).render(list, buf);
            return;
        }
        let first = self.first_row(list);
        let in_sight = &shown[first..shown.len().min(first + usize::from(list.height))];
        let width = usize::from(list.width.saturating_sub(2));
        for (offset, text) in self.tables(in_sight, width).into_iter().enumerate() {
            let row = Rect {
                y: list.y + offset as u16,
                height: 1,
                ..list
            };
            let style = if first + offset == self.page.selected() {
                theme.selected()
            } else {
                Style::new()
            };
            Line::styled(format!(" {text:width$} "), style).render(row, buf);
        }
    }
}
