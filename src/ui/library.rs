//! The library: the filter on the first row, what reading the folder did to its files (a
//! damaged file set aside, one given back), then the games the filter lets through, one a
//! row, numbered and worded as `hotseat games` lists them (or a file's games with their
//! players, result, date, event and opening), the chosen one in reverse video and kept in
//! sight.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::page::{self, Frame, cells};
use super::theme::Theme;
use crate::app::library::{Library, Shelf, file_game_words, saved_game_words};
use crate::app::{Notice, PageTarget, Target};
use crate::i18n::{Describe, Lang};
use crate::tr;

/// Rows above the list: the filter and a blank row (and the notes with a blank row after
/// them, when there are any).
const LIST_TOP: u16 = 2;

/// The library as the screen shows it.
pub struct LibraryView<'a> {
    /// The games, the filter and the game chosen.
    pub library: &'a Library,
    /// What was said last, if anything.
    pub notice: Option<&'a Notice>,
    /// The styles, and the language of the words.
    pub look: (Theme, Lang),
}

impl LibraryView<'_> {
    /// The row of the list at `position` when the screen is drawn into `area`.
    pub fn target_at(&self, area: Rect, position: Position) -> Option<Target> {
        let list = self.list_area(page::content(area));
        if !list.contains(position) {
            return None;
        }
        let row = self.first_row(list) + usize::from(position.y - list.y);
        (row < self.library.shown().len()).then_some(Target::Page(PageTarget::Row(row)))
    }

    /// Where the typing cursor goes: at the end of the filter.
    pub fn cursor_position(&self, area: Rect) -> Option<Position> {
        let content = page::content(area);
        let x = content.x + cells(&self.filter_label()) + 2 + self.library.filter().cursor() as u16;
        let position = Position::new(x, content.y);
        content.contains(position).then_some(position)
    }

    /// The first row of the list in sight: the chosen one stays in `list`.
    fn first_row(&self, list: Rect) -> usize {
        let rows = usize::from(list.height.max(1));
        self.library.selected().saturating_sub(rows - 1)
    }

    fn filter_label(&self) -> String {
        tr!(self.look.1, "library-filter")
    }

    fn title(&self) -> String {
        let lang = self.look.1;
        match self.library.shelf() {
            Shelf::Saved { .. } => tr!(lang, "library-saved", count = self.library.len()),
            Shelf::File { path, contents } => {
                let (file, count) = (crate::store::file_name(path), contents.total);
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

    /// The words of the game at `index` of the shelf, with its number, in `width` cells: the
    /// game here is marked at the end, over the words that do not fit.
    fn row_text(&self, index: usize, number_width: usize, width: usize) -> String {
        let lang = self.look.1;
        let library = self.library;
        let (number, words) = match (library.saved(index), library.file_game(index)) {
            (Some((number, entry)), _) => (number, saved_game_words(lang, entry)),
            (None, Some(game)) => (game.number as usize, file_game_words(lang, game)),
            (None, None) => return String::new(),
        };
        let text = format!(" {number:>number_width$}  {words}");
        if !library.is_current(index) {
            return format!("{text:width$}");
        }
        let here = format!("  {} ", tr!(lang, "library-this-game"));
        let room = width.saturating_sub(here.chars().count());
        let kept: String = text.chars().take(room).collect();
        format!("{kept:room$}{here}")
    }
}

impl LibraryView<'_> {
    /// The notes as drawn in the content `area`: each whole and wrapped, as many as fit in
    /// half of what is below the filter, and then a line saying how many more `hotseat
    /// games` names; with the rows they take (none without notes).
    fn notes(&self, area: Rect) -> (Paragraph<'static>, u16) {
        let lang = self.look.1;
        let rows = area.height.saturating_sub(LIST_TOP) / 2;
        let height = |text: &Line<'static>| {
            let wrapped = Paragraph::new(text.clone()).wrap(Wrap { trim: false });
            u16::try_from(wrapped.line_count(area.width)).unwrap_or(u16::MAX)
        };
        let notes = self.library.notes();
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
        let style = self.look.0.error();
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
        let (theme, lang) = self.look;
        let content = Frame {
            title: self.title(),
            notice: self.notice,
            keys: tr!(lang, "library-keys"),
            look: self.look,
        }
        .draw(area, buf);
        let filter = self.library.filter().text();
        let hint = if filter.is_empty() {
            Span::styled(tr!(lang, "library-filter-hint"), theme.dim())
        } else {
            Span::raw(filter.to_string())
        };
        Line::from(vec![
            Span::styled(format!(" {}", self.filter_label()), theme.heading()),
            Span::raw(" "),
            hint,
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
        let shown = self.library.shown();
        if shown.is_empty() {
            let none = if self.library.is_empty() {
                tr!(lang, "library-none")
            } else {
                tr!(lang, "library-none-match")
            };
            Line::styled(format!(" {none}"), theme.dim()).render(list, buf);
            return;
        }
        let widest = match self.library.shelf() {
            Shelf::Saved { games, .. } => games.last().map_or(1, |(n, _)| *n),
            Shelf::File { contents, .. } => contents.total as usize,
        };
        let number_width = widest.to_string().len();
        let first = self.first_row(list);
        for (offset, &index) in shown
            .iter()
            .skip(first)
            .take(usize::from(list.height))
            .enumerate()
        {
            let row = Rect {
                y: list.y + offset as u16,
                height: 1,
                ..list
            };
            let style = if first + offset == self.library.selected() {
                theme.selected()
            } else {
                Style::new()
            };
            let text = self.row_text(index, number_width, usize::from(row.width));
            Line::styled(text, style).render(row, buf);
        }
    }
}
