//! What every page between games has around its content: a title on the first row, the
//! notice of the moment above the footer, and the footer with the keys that work.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Widget};

use ratatui::layout::Position;

use super::theme::Theme;
use crate::app::{Notice, PageTarget, Target};
use crate::i18n::{Describe, Lang};

/// The frame of a page: its title, the notice and the keys.
pub struct Frame<'a> {
    /// The page's title.
    pub title: String,
    /// What was said last (a refusal, or news), if anything.
    pub notice: Option<&'a Notice>,
    /// The keys that work, for the footer.
    pub keys: String,
    /// The styles, and the language of the words.
    pub look: (Theme, Lang),
}

impl Frame<'_> {
    /// Clears `area`, draws the frame in it, and returns the space left for the content:
    /// below the title, above the notice.
    pub fn draw(self, area: Rect, buf: &mut Buffer) -> Rect {
        Clear.render(area, buf);
        let [title, _, content, said, footer] = layout(area);
        let (theme, lang) = self.look;
        Line::styled(format!(" {}", self.title), theme.heading()).render(title, buf);
        if let Some(notice) = self.notice {
            let style = match notice {
                Notice::Refused(_) => theme.error(),
                Notice::Info(_) => Style::new(),
            };
            Line::from(Span::styled(format!(" {}", notice.describe(lang)), style))
                .render(said, buf);
        }
        Line::styled(format!(" {}", self.keys), theme.dim()).render(footer, buf);
        content
    }
}

/// The cells `text` takes on the screen.
pub fn cells(text: &str) -> u16 {
    u16::try_from(Span::raw(text).width()).unwrap_or(u16::MAX)
}

/// The content of a page in `area`: below the title and a blank row, above the notice and
/// the footer.
pub fn content(area: Rect) -> Rect {
    layout(area)[2]
}

/// The rows of a page: the title, a blank row, the content, the notice and the footer.
fn layout(area: Rect) -> [Rect; 5] {
    Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area)
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

    /// The area the parts are laid out in.
    pub fn area(&self) -> Rect {
        self.area
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
