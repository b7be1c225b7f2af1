//! Learn from your mistakes: the board at the position before a mistake, the side learning
//! at the bottom, the piece picked up and the board cursor marked; beside it what the page
//! says (the move played and the task, the verdict, the solution with the engine's line,
//! the tally at the end); under the board the line a move is typed on.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::text::Span;
use ratatui::widgets::Widget;

use super::board::{self, Board, Geometry};
use super::fit;
use super::page::{self, Frame, LINE_PROMPT, PageView, cells, line_in_sight};
use super::theme::{Highlight, Highlights, Look};
use crate::analysis::retro::State;
use crate::app::Target;
use crate::app::learn::Learn;
use crate::rules::{Bitboard, Square};
use crate::tr;

/// Columns between the board and the words beside it.
const GAP: u16 = 2;
/// The narrowest the words beside the board get before the board gets smaller.
const WORDS_WIDTH: u16 = 28;

/// The page as the screen shows it: a [`PageView`] of [`Learn`].
pub type LearnView<'a> = PageView<'a, Learn>;

/// Where the parts of the page go in its content.
struct Laid {
    board: Option<Geometry>,
    words: Rect,
    line: Rect,
}

impl LearnView<'_> {
    fn laid(&self, content: Rect) -> Laid {
        let width = content.width.saturating_sub(GAP + WORDS_WIDTH);
        let height = content.height.saturating_sub(1);
        let board = Geometry::largest(content.as_position(), width, height);
        let board_area = board.map_or(Rect::new(content.x, content.y, 0, 0), |g| g.area);
        let words_x = board_area.right() + GAP;
        Laid {
            board,
            words: Rect::new(
                words_x,
                content.y,
                content.right().saturating_sub(words_x),
                board_area.height.max(1),
            )
            .intersection(content),
            line: Rect::new(content.x, content.y + board_area.height, content.width, 1)
                .intersection(content),
        }
    }

    /// The smallest screen the page fits: the smallest board with the words beside it and
    /// the line under it.
    pub fn min_size(&self) -> (u16, u16) {
        let width = board::min_width() + GAP + WORDS_WIDTH;
        (width, board::min_height() + 1 + page::MIN_FRAME_ROWS)
    }

    fn frame(&self) -> Frame<'_> {
        let lang = self.look.lang;
        let keys = match self.page.retro().state() {
            State::Find | State::Wrong(_) => tr!(lang, "learn-keys"),
            State::Searching(_) => tr!(lang, "learn-keys-searching"),
            State::Right(_) | State::Solution => tr!(lang, "learn-keys-over"),
            State::Done => tr!(lang, "learn-keys-done"),
        };
        Frame {
            title: self.page.title(lang),
            notice: self.notice,
            keys,
            look: self.look,
        }
    }

    fn content(&self, area: Rect) -> Rect {
        self.frame()
            .content(area, self.min_size().1 - page::MIN_FRAME_ROWS)
    }

    /// What the page shows at `position` when the screen is drawn into `area`: a square.
    pub fn target_at(&self, area: Rect, position: Position) -> Option<Target> {
        let laid = self.laid(self.content(area));
        let square = laid.board?.square_at(position, self.page.retro().side())?;
        Some(Target::Square(square))
    }

    /// The cells of `square` when the screen is drawn into `area`.
    pub fn square_area(&self, area: Rect, square: Square) -> Option<Rect> {
        let laid = self.laid(self.content(area));
        Some(laid.board?.square_area(square, self.page.retro().side()))
    }

    /// Where the typing cursor goes: on the line, while the board cursor is off.
    pub fn cursor_position(&self, area: Rect) -> Option<Position> {
        if self.page.cursor().is_some() {
            return None;
        }
        let line = self.laid(self.content(area)).line;
        let (_, at) = line_in_sight(self.page.input(), line.width);
        let position = Position::new(line.x + cells(LINE_PROMPT) + at, line.y);
        line.contains(position).then_some(position)
    }
}

impl Widget for LearnView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Look { theme, lang } = self.look;
        let learn = self.page;
        let content = self
            .frame()
            .draw(area, self.min_size().1 - page::MIN_FRAME_ROWS, buf);
        let laid = self.laid(content);
        let position = learn.position();
        if let Some(geometry) = laid.board {
            let mut highlights = [Highlights::NONE; 64];
            if let Some(square) = learn.picked() {
                highlights[square.index()].add(Highlight::Origin);
                for m in position.legal_moves().iter().filter(|m| m.from() == square) {
                    highlights[m.to().index()].add(Highlight::Candidate);
                }
            }
            Board {
                pieces: Square::ALL.map(|square| position.piece_at(square)),
                bottom: learn.retro().side(),
                highlights,
                cursor: learn.cursor().map(|square| (square, position.turn())),
                hill: Bitboard::EMPTY,
                theme,
            }
            .render(geometry.area, buf);
        }
        let width = usize::from(laid.words.width);
        let mut y = laid.words.y;
        for (index, sentence) in learn.said(lang).iter().enumerate() {
            let style = match (index, learn.retro().state()) {
                (1, State::Wrong(_)) => theme.error(),
                (0, _) => theme.heading(),
                _ => ratatui::style::Style::new(),
            };
            for row in fit::wrap(sentence, width) {
                if y >= laid.words.bottom() {
                    break;
                }
                Span::styled(row, style)
                    .render(Rect::new(laid.words.x, y, laid.words.width, 1), buf);
                y += 1;
            }
            y += 1;
        }
        let hint = tr!(lang, "learn-line-hint");
        let hinting = learn.cursor().is_none();
        let line = learn.input();
        page::render_line(line, &hint, hinting, laid.line, buf, &theme);
        if let Some(cursor) = self.cursor_position(area)
            && let Some(cell) = buf.cell_mut(cursor)
        {
            cell.set_style(theme.cursor());
        }
    }
}
