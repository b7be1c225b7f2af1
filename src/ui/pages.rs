//! The page open over the game between games, as the screen shows it: the new-game form, the
//! library, the board editor, learning from mistakes or a tournament's standings, each a widget of its own file around the frame every page
//! shares (`page.rs`).

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::widgets::Widget;

use super::editor::EditorView;
use super::form::FormView;
use super::learn::LearnView;
use super::library::LibraryView;
use super::standings::StandingsView;
use crate::app::Target;
use crate::rules::Square;

/// A page between games as the screen shows it, over the whole screen.
pub enum View<'a> {
    /// The new-game form.
    Form(FormView<'a>),
    /// The library.
    Library(LibraryView<'a>),
    /// The board editor.
    Editor(EditorView<'a>),
    /// Learn from your mistakes.
    Learn(LearnView<'a>),
    /// The standings after a tournament's game.
    Standings(StandingsView<'a>),
}

impl View<'_> {
    /// The smallest screen the page fits, in columns and rows: below it, the screen says it
    /// is too small.
    pub fn min_size(&self) -> (u16, u16) {
        match self {
            View::Form(form) => form.min_size(),
            View::Library(library) => library.min_size(),
            View::Editor(editor) => editor.min_size(),
            View::Learn(learn) => learn.min_size(),
            View::Standings(standings) => standings.min_size(),
        }
    }

    /// Whether the page fits a screen of `area`.
    pub fn fits(&self, area: Rect) -> bool {
        let (width, height) = self.min_size();
        area.width >= width && area.height >= height
    }

    /// What the page shows at `position` when the screen is drawn into `area`.
    pub fn target_at(&self, area: Rect, position: Position) -> Option<Target> {
        match self {
            View::Form(form) => form.target_at(area, position),
            View::Library(library) => library.target_at(area, position),
            View::Editor(editor) => editor.target_at(area, position),
            View::Learn(learn) => learn.target_at(area, position),
            View::Standings(standings) => standings.target_at(area, position),
        }
    }

    /// Where the typing cursor goes, when something takes text.
    pub fn cursor_position(&self, area: Rect) -> Option<Position> {
        match self {
            View::Form(form) => form.cursor_position(area),
            View::Library(library) => library.cursor_position(area),
            View::Editor(editor) => editor.cursor_position(area),
            View::Learn(learn) => learn.cursor_position(area),
            View::Standings(_) => None,
        }
    }

    /// The cells of `square` on the page's board, when it has one.
    pub fn square_area(&self, area: Rect, square: Square) -> Option<Rect> {
        match self {
            View::Editor(editor) => editor.square_area(area, square),
            View::Learn(learn) => learn.square_area(area, square),
            View::Form(_) | View::Library(_) | View::Standings(_) => None,
        }
    }
}

impl Widget for View<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        match self {
            View::Form(form) => form.render(area, buf),
            View::Library(library) => library.render(area, buf),
            View::Editor(editor) => editor.render(area, buf),
            View::Learn(learn) => learn.render(area, buf),
            View::Standings(standings) => standings.render(area, buf),
        }
    }
}
