//! What every page between games has around its content: a title on the first row, the
//! notice of the moment above the footer, and the footer with the keys that work (a title
//! or notice too long for its row wraps, the footer leaves out the keys it has no room for);
//! and the parts of a page's content, laid out once for drawing and for the mouse.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Widget};

use ratatui::layout::Position;

use super::fit;
use super::theme::{Look, Theme};
use crate::app::{InputLine, Notice, PageTarget, Target};
use crate::i18n::Describe;

/// A page between games as the screen shows it, one shape for every page: the page's own
/// state, what was said last and the look. Each page draws itself in a file of its own
/// (`form.rs`, `library.rs`, `editor.rs`), inside the [`Frame`] they share.
pub struct PageView<'a, P> {
    /// The page: the form's fields, the library's games, the editor's position.
    pub page: &'a P,
    /// What was said last, if anything.
    pub notice: Option<&'a Notice>,
    /// The styles, and the language of the words.
    pub look: Look,
}

/// The frame of a page: its title, the notice and the keys.
pub struct Frame<'a> {
    /// The page's title.
    pub title: String,
    /// What was said last (a refusal, or news), if anything.
    pub notice: Option<&'a Notice>,
    /// The keys that work, for the footer: those it has no room for are left out.
    pub keys: String,
    /// The styles, and the language of the words.
    pub look: Look,
}

/// The rows of a frame in an area: the title's (and a blank row under a title of one row),
/// the content's, the notice's and the footer's.
struct Rows {
    title: Vec<String>,
    content: Rect,
    notice: Vec<String>,
    footer: Rect,
}

/// Rows of a frame around the content: the title and a blank row, the notice and the
/// footer; a longer title or notice wraps over the rows the content leaves.
const FRAME_ROWS: u16 = 4;

/// Rows of a frame around the content on the smallest screen a page fits: a notice may take
/// two rows there.
pub const MIN_FRAME_ROWS: u16 = FRAME_ROWS + 1;

/// Columns of a frame beside the content: a blank column each side of its words.
const MARGINS: u16 = 2;

impl Frame<'_> {
    /// The frame's rows in `area`, leaving the content `content_rows` rows at the least: a
    /// title or a notice too long for a row wraps over the rows beyond those.
    fn rows(&self, area: Rect, content_rows: u16) -> Rows {
        let width = usize::from(area.width.saturating_sub(MARGINS));
        let mut spare = area
            .height
            .saturating_sub(FRAME_ROWS)
            .saturating_sub(content_rows);
        let mut title = fit::wrap(&self.title, width);
        // The blank row under the title takes its second row.
        let title_rows = extra_rows(&mut title, 2, &mut spare);
        let mut notice = self
            .notice
            .map(|notice| fit::wrap(&notice.describe(self.look.lang), width))
            .unwrap_or_default();
        let notice_rows = extra_rows(&mut notice, 1, &mut spare).max(1);
        let top = title_rows.max(2);
        let content = Rect {
            y: area.y.saturating_add(top),
            height: area.height.saturating_sub(top + notice_rows + 1),
            ..area
        };
        let footer = Rect {
            y: area.bottom().saturating_sub(1),
            height: area.height.min(1),
            ..area
        };
        Rows {
            title,
            content,
            notice,
            footer,
        }
    }

    /// The space the frame leaves for the content in `area`, below the title, above the
    /// notice, when the content needs `content_rows` rows at the least.
    pub fn content(&self, area: Rect, content_rows: u16) -> Rect {
        self.rows(area, content_rows).content
    }

    /// Clears `area`, draws the frame in it, and returns the space left for the content
    /// (which needs `content_rows` rows at the least): below the title, above the notice.
    pub fn draw(self, area: Rect, content_rows: u16, buf: &mut Buffer) -> Rect {
        Clear.render(area, buf);
        let rows = self.rows(area, content_rows);
        let theme = self.look.theme;
        let text_area = |y: u16| {
            Rect::new(
                area.x.saturating_add(1),
                y,
                area.width.saturating_sub(MARGINS),
                1,
            )
        };
        for (y, row) in (area.y..).zip(&rows.title) {
            Line::styled(row.as_str(), theme.heading()).render(text_area(y), buf);
        }
        if let Some(notice) = self.notice {
            let style = match notice {
                Notice::Refused(_) => theme.error(),
                Notice::Info(_) => Style::new(),
            };
            let first = rows.content.bottom();
            for (y, row) in (first..).zip(&rows.notice) {
                Line::styled(row.as_str(), style).render(text_area(y), buf);
            }
        }
        let keys = fit::items(
            &self.keys,
            usize::from(rows.footer.width.saturating_sub(MARGINS)),
        );
        Line::styled(keys, theme.dim()).render(text_area(rows.footer.y), buf);
        rows.content
    }
}

/// Keeps of `rows` the `free` rows and as many more as `spare` has left, taking them from
/// it; the number of rows kept.
fn extra_rows(rows: &mut Vec<String>, free: u16, spare: &mut u16) -> u16 {
    let wanted = u16::try_from(rows.len()).unwrap_or(u16::MAX);
    let extra = wanted.saturating_sub(free).min(*spare);
    *spare -= extra;
    let kept = wanted.min(free + extra);
    rows.truncate(usize::from(kept));
    kept
}

/// The cells `text` takes on the screen.
pub fn cells(text: &str) -> u16 {
    u16::try_from(Span::raw(text).width()).unwrap_or(u16::MAX)
}

/// The pieces of a page's content, laid out once for drawing and for finding what a click is
/// on: where each goes, what it says, how, and what a click on it does; and where the typing
/// cursor is.
pub struct Parts {
    area: Rect,
    list: Vec<Part>,
    /// The typing cursor, in the text with the keys.
    pub cursor: Option<Position>,
}

/// One piece of a page.
struct Part {
    area: Rect,
    text: String,
    style: Style,
    target: Option<PageTarget>,
}

impl Parts {
    /// No parts yet, to be laid out in `area`.
    pub fn new(area: Rect) -> Parts {
        Parts {
            area,
            list: Vec::new(),
            cursor: None,
        }
    }

    /// No parts yet, to be laid out from the top of `area` down with no bottom: a band of
    /// rows, put in place with [`Parts::place`].
    pub fn band(area: Rect) -> Parts {
        Parts::new(Rect {
            height: u16::MAX - area.y,
            ..area
        })
    }

    /// The area the parts are laid out in.
    pub fn area(&self) -> Rect {
        self.area
    }

    /// The rows the parts take, from the top of the area.
    pub fn rows(&self) -> u16 {
        let bottom = self.list.iter().map(|part| part.area.bottom()).max();
        bottom.map_or(0, |bottom| bottom - self.area.y)
    }

    /// Adds the parts of `band` (and its cursor) moved down to start at row `y`; those that
    /// then fall outside the area are left out.
    pub fn place(&mut self, band: Parts, y: u16) {
        let down = |at: Rect| Rect {
            y: y.saturating_add(at.y - band.area.y),
            ..at
        };
        for part in band.list {
            let at = down(part.area);
            if self.area.contains(at.as_position()) && at.bottom() <= self.area.bottom() {
                self.list.push(Part { area: at, ..part });
            }
        }
        if let Some(cursor) = band.cursor {
            let moved = down(Rect::new(cursor.x, cursor.y, 1, 1)).as_position();
            self.set_cursor(moved);
        }
    }

    /// Adds `text` at `at` (cut to the area), and what a click on it does.
    pub fn add(&mut self, at: Rect, text: String, style: Style, target: Option<PageTarget>) {
        let clipped = at.intersection(self.area);
        if !clipped.is_empty() {
            self.list.push(Part {
                area: clipped,
                text,
                style,
                target,
            });
        }
    }

    /// Changes the style of every part as `change` says (the fields of a form that do not
    /// count, dimmed).
    pub fn restyle(&mut self, change: impl Fn(Style) -> Style) {
        for part in &mut self.list {
            part.style = change(part.style);
        }
    }

    /// Puts the typing cursor at `position`, when it is in the area.
    pub fn set_cursor(&mut self, position: Position) {
        if self.area.contains(position) {
            self.cursor = Some(position);
        }
    }

    /// What a click at `position` is on.
    pub fn target_at(&self, position: Position) -> Option<Target> {
        self.list
            .iter()
            .rev()
            .find(|part| part.area.contains(position))
            .and_then(|part| part.target)
            .map(Target::Page)
    }

    /// Draws every part, and the cursor in `theme`'s style.
    pub fn render(self, theme: Theme, buf: &mut Buffer) {
        for part in self.list {
            Span::styled(part.text, part.style).render(part.area, buf);
        }
        if let Some(cursor) = self.cursor
            && let Some(cell) = buf.cell_mut(cursor)
        {
            cell.set_style(theme.cursor());
        }
    }
}

/// What starts a page's line (the editor's, learn's).
pub const LINE_PROMPT: &str = " > ";

/// A page's line at `area`: the prompt, then the end of what is typed in sight, or `hint`
/// dimmed (as much of it as fits) while nothing is typed and `hinting`.
pub fn render_line(
    line: &InputLine,
    hint: &str,
    hinting: bool,
    area: Rect,
    buf: &mut Buffer,
    theme: &Theme,
) {
    let room = area.width.saturating_sub(cells(LINE_PROMPT) + 1);
    let text = if line.is_empty() && hinting {
        Span::styled(fit::items(hint, usize::from(room)), theme.dim())
    } else {
        Span::raw(line_in_sight(line, area.width).0)
    };
    Line::from(vec![Span::raw(LINE_PROMPT), text]).render(area, buf);
}

/// The part of `line` in sight on a row `width` cells wide after the prompt, the typing
/// cursor in it, and the column of the cursor in that part.
pub fn line_in_sight(line: &InputLine, width: u16) -> (String, u16) {
    let room = usize::from(width.saturating_sub(cells(LINE_PROMPT) + 1)).max(1);
    let first = line.cursor().saturating_sub(room - 1);
    let shown: String = line.text().chars().skip(first).take(room).collect();
    let at = u16::try_from(line.cursor() - first).unwrap_or(u16::MAX);
    (shown, at)
}
