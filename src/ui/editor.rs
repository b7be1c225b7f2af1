//! The board editor: the board being set up on the left, with the board cursor and the piece
//! being dragged marked; beside it the palette (White's pieces, Black's, the hand that drags
//! and the eraser), the side to move, the castling rights (those the pieces do not allow
//! dim), the en passant squares, and the buttons; under the board, whether the position can
//! be played (or why not) and the line for typed placements and words. The FEN is in the
//! title.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::text::Span;
use ratatui::widgets::Widget;

use super::board::{self, Board, Geometry};
use super::fit;
use super::page::{self, Frame, LINE_PROMPT, PageView, Parts, cells, line_in_sight};
use super::theme::{Highlight, Highlights, Look, Theme};
use crate::app::editor::{Editor, Hand};
use crate::app::{Button, PageTarget, Target};
use crate::i18n::{Describe, Lang, letters, side_name};
use crate::rules::{Bitboard, CastlingSide, Color, Role, Square};
use crate::setup::CastlingRight;
use crate::tr;

/// Columns between the board and the panel beside it.
const GAP: u16 = 2;
/// The most rows the sentence under the board takes (whether the position can be played,
/// or why not) before the board gets smaller.
const STATUS_ROWS: u16 = 2;

/// The board editor as the screen shows it: a [`PageView`] of the editor.
pub type EditorView<'a> = PageView<'a, Editor>;

/// Where the parts of the editor go in the content of the page.
struct Laid {
    board: Option<Geometry>,
    /// Whether the position can be played, or why not, in rows.
    status: (Rect, Vec<String>),
    line: Rect,
    panel: Rect,
    /// Whether the panel's parts have blank rows between them.
    spaced: bool,
}

impl EditorView<'_> {
    /// The editor's parts in the page's `content`: the board as large as the panel beside
    /// it and the rows under it leave room for.
    fn laid(&self, content: Rect) -> Laid {
        // Blank rows between the panel's parts where there is room for them (and for the
        // rows under it).
        let under = STATUS_ROWS + 1;
        let spaced = self.panel_size(true).1 + under <= content.height;
        let (panel_width, panel_rows) = self.panel_size(spaced);
        let status = fit::wrap(
            &self.status_text(),
            usize::from(content.width.saturating_sub(2)),
        );
        let status_rows = u16::try_from(status.len())
            .unwrap_or(u16::MAX)
            .clamp(1, STATUS_ROWS);
        let under = status_rows + 1;
        let width = content.width.saturating_sub(GAP + panel_width);
        let height = content.height.saturating_sub(under);
        let board = Geometry::largest(content.as_position(), width, height);
        let board_area = board.map_or(Rect::new(content.x, content.y, 0, 0), |g| g.area);
        let top = board_area.height.max(panel_rows);
        let below = content.y + top;
        let panel_x = board_area.right() + GAP;
        Laid {
            board,
            status: (
                Rect::new(content.x, below, content.width, status_rows).intersection(content),
                status,
            ),
            line: Rect::new(content.x, below + status_rows, content.width, 1).intersection(content),
            panel: Rect::new(
                panel_x,
                content.y,
                content.right().saturating_sub(panel_x),
                top,
            )
            .intersection(content),
            spaced,
        }
    }

    /// The smallest screen the editor fits: the smallest board with the panel beside it and
    /// the rows under them, or the line's hint, whichever is wider.
    pub fn min_size(&self) -> (u16, u16) {
        let (panel_width, panel_rows) = self.panel_size(false);
        let hint = fit::items(&tr!(self.look.lang, "editor-line-hint"), usize::MAX);
        let hint = hint.split(" · ").next().map_or(0, cells);
        let width = (board::min_width() + GAP + panel_width).max(cells(LINE_PROMPT) + hint + 1);
        let rows = board::min_height().max(panel_rows) + STATUS_ROWS + 1;
        (width, rows + page::MIN_FRAME_ROWS)
    }

    /// The columns and rows the panel takes, with blank rows between its parts or not: as
    /// wide as its widest row (or the palette), its choices on one row.
    fn panel_size(&self, spaced: bool) -> (u16, u16) {
        let rows = self.panel_rows();
        let widest = rows.iter().map(PanelRow::width).max().unwrap_or(0);
        let palette = palette(self.look.theme, self.look.lang)
            .iter()
            .map(|(at, _, _)| at.right())
            .max()
            .unwrap_or(0);
        let width = widest.max(palette);
        let height = self.panel(Rect::new(0, 0, width, 0), spaced).rows();
        (width, height)
    }

    fn frame(&self) -> Frame<'_> {
        let lang = self.look.lang;
        let editor = self.page;
        Frame {
            title: tr!(lang, "editor-title", fen = editor.diagram().fen()),
            notice: self.notice,
            keys: if editor.cursor().is_some() {
                tr!(lang, "editor-keys-board")
            } else {
                tr!(lang, "editor-keys")
            },
            look: self.look,
        }
    }

    fn content(&self, area: Rect) -> Rect {
        self.frame()
            .content(area, self.min_size().1 - page::MIN_FRAME_ROWS)
    }

    /// Whether the position can be played, or why not.
    fn status_text(&self) -> String {
        let lang = self.look.lang;
        match self.page.position() {
            Ok(_) => format!("✓ {}", tr!(lang, "editor-playable")),
            Err(error) => format!("✗ {}", error.describe(lang)),
        }
    }

    /// What the editor shows at `position` when the screen is drawn into `area`: a square of
    /// the board, a piece of the palette, or a part of the panel.
    pub fn target_at(&self, area: Rect, position: Position) -> Option<Target> {
        let laid = self.laid(self.content(area));
        let bottom = self.page.bottom_side();
        if let Some(square) = laid.board.and_then(|g| g.square_at(position, bottom)) {
            return Some(Target::Square(square));
        }
        if let Some(hand) = palette_at(laid.panel, position, self.look) {
            return Some(Target::Palette(hand));
        }
        self.panel(laid.panel, laid.spaced).target_at(position)
    }

    /// The squares the editor's board covers when the screen is drawn into `area`: the
    /// cells of `square`, for a pointer test to aim at.
    pub fn square_area(&self, area: Rect, square: Square) -> Option<Rect> {
        let laid = self.laid(self.content(area));
        Some(laid.board?.square_area(square, self.page.bottom_side()))
    }

    /// Where the typing cursor goes: on the line, while the board cursor is off.
    pub fn cursor_position(&self, area: Rect) -> Option<Position> {
        if self.page.cursor().is_some() {
            return None;
        }
        let line = self.laid(self.content(area)).line;
        let (_, at) = line_in_sight(self.page.line(), line.width);
        let position = Position::new(line.x + cells(LINE_PROMPT) + at, line.y);
        line.contains(position).then_some(position)
    }

    /// The rows of the panel under the palette: the side to move, castling, en passant and
    /// the buttons.
    fn panel_rows(&self) -> Vec<PanelRow> {
        let Look { theme, lang } = self.look;
        let diagram = self.page.diagram();
        let plain = Style::new();
        let turn = Color::ALL.map(|color| {
            let chosen = diagram.turn() == color;
            let text = format!("{} {}", mark(chosen), side_name(lang, color));
            let style = if chosen { theme.heading() } else { plain };
            (text, style, Some(PageTarget::Turn(color)))
        });
        let letters = letters(lang);
        let offered = diagram.castling_offered();
        let given = diagram.castling();
        let castling = Color::ALL.map(|color| {
            [CastlingSide::Kingside, CastlingSide::Queenside].map(|wing| {
                let right = CastlingRight::new(color, wing);
                let on = if given.contains(&right) { "x" } else { " " };
                let text = format!(
                    "[{on}] {} {}",
                    side_name(lang, color),
                    letters.castling(wing)
                );
                let style = if offered.contains(&right) {
                    plain
                } else {
                    theme.dim()
                };
                (text, style, Some(PageTarget::Castling(right)))
            })
        });
        let squares =
            std::iter::once(None).chain(diagram.en_passant_offered().into_iter().map(Some));
        let en_passant = squares
            .map(|square| {
                let chosen = diagram.en_passant() == square;
                let name = square.map_or_else(|| tr!(lang, "editor-none"), |s| s.to_string());
                let text = format!("{} {name}", mark(chosen));
                (text, plain, Some(PageTarget::EnPassant(square)))
            })
            .collect();
        let button = |button: Button, name: String| {
            let style = if button == Button::Start {
                theme.attention()
            } else {
                plain
            };
            (
                format!("[ {name} ]"),
                style,
                Some(PageTarget::Button(button)),
            )
        };
        let [white, black] = castling;
        vec![
            PanelRow::headed(tr!(lang, "editor-turn"), turn.into(), true),
            PanelRow::headed(tr!(lang, "editor-castling"), Vec::new(), false),
            PanelRow::indented(white.into()),
            PanelRow {
                blank_after: true,
                ..PanelRow::indented(black.into())
            },
            PanelRow::headed(tr!(lang, "editor-en-passant"), en_passant, true),
            PanelRow::buttons(vec![
                button(Button::Start, tr!(lang, "editor-play")),
                button(Button::Back, tr!(lang, "editor-back")),
            ]),
            PanelRow::buttons(vec![
                button(Button::Clear, tr!(lang, "editor-clear")),
                button(Button::Standard, tr!(lang, "editor-standard")),
            ]),
            PanelRow::buttons(vec![button(Button::Copy, tr!(lang, "editor-copy"))]),
        ]
    }

    /// The panel beside the board in `area`: the palette's rows are drawn apart
    /// ([`palette_at`]), then the rows of [`EditorView::panel_rows`], a blank row after some
    /// of them when `spaced`; the items of a row go on under it where they reach the edge.
    fn panel(&self, area: Rect, spaced: bool) -> Parts {
        let theme = self.look.theme;
        let gap = u16::from(spaced);
        let mut parts = Parts::band(area);
        let mut y = area.y + PALETTE_ROWS + gap;
        for row in self.panel_rows() {
            let mut x = area.x + row.indent;
            if let Some(heading) = row.heading {
                let width = cells(&heading);
                parts.add(Rect::new(x, y, width, 1), heading, theme.heading(), None);
                x += width + 1;
            }
            let start = x;
            for (text, style, target) in row.items {
                let width = cells(&text);
                if x > start && x + width > area.right() {
                    (x, y) = (start, y + 1);
                }
                parts.add(Rect::new(x, y, width, 1), text, style, target);
                x += width + row.gap;
            }
            y += 1 + if row.blank_after { gap } else { 0 };
        }
        parts
    }
}

/// A row of the editor's panel.
struct PanelRow {
    /// What it begins with, if anything.
    heading: Option<String>,
    /// Columns before it.
    indent: u16,
    /// What can be clicked in it, each with its style and what a click on it does.
    items: Vec<(String, Style, Option<PageTarget>)>,
    /// Columns between two items.
    gap: u16,
    /// Whether a blank row follows it, where the panel has the rows.
    blank_after: bool,
}

impl PanelRow {
    fn headed(
        heading: String,
        items: Vec<(String, Style, Option<PageTarget>)>,
        blank_after: bool,
    ) -> PanelRow {
        PanelRow {
            heading: Some(heading),
            indent: 0,
            items,
            gap: 2,
            blank_after,
        }
    }

    fn indented(items: Vec<(String, Style, Option<PageTarget>)>) -> PanelRow {
        PanelRow {
            heading: None,
            indent: 1,
            items,
            gap: 2,
            blank_after: false,
        }
    }

    fn buttons(items: Vec<(String, Style, Option<PageTarget>)>) -> PanelRow {
        PanelRow {
            heading: None,
            indent: 0,
            items,
            gap: 1,
            blank_after: false,
        }
    }

    /// The columns it takes on one row; of its first item only where it has a heading (the
    /// en passant squares, as many as the position offers, go on under it).
    fn width(&self) -> u16 {
        let heading = self.heading.as_deref().map_or(0, |h| cells(h) + 1);
        let shown = if self.heading.is_some() {
            1
        } else {
            self.items.len()
        };
        let items: u16 = self
            .items
            .iter()
            .take(shown)
            .map(|(text, ..)| cells(text))
            .sum();
        let gaps =
            self.gap * u16::try_from(shown.min(self.items.len()).saturating_sub(1)).unwrap_or(0);
        self.indent + heading + items + gaps
    }
}

/// Rows of the palette: White's pieces, Black's, and the hand and the eraser.
const PALETTE_ROWS: u16 = 3;

/// What the palette holds, cell by cell: where each cell is from the top left of the panel,
/// what it holds and what it shows. White's pieces, Black's, then the hand that drags and
/// the eraser.
fn palette(theme: Theme, lang: Lang) -> Vec<(Rect, Hand, String)> {
    let mut cells_of = Vec::new();
    for (row, color) in (0..).zip(Color::ALL) {
        for (column, role) in (0..).zip(Role::KING_FIRST) {
            let piece = role.of(color);
            let text = format!(" {} ", theme.piece_char(piece));
            cells_of.push((Rect::new(column * 3, row, 3, 1), Hand::Put(piece), text));
        }
    }
    let mut x = 0;
    let hands = [
        (Hand::Move, tr!(lang, "editor-hand-move")),
        (Hand::Erase, tr!(lang, "editor-hand-erase")),
    ];
    for (hand, name) in hands {
        let text = format!(" {name} ");
        let width = cells(&text);
        cells_of.push((Rect::new(x, 2, width, 1), hand, text));
        x += width + 1;
    }
    cells_of
}

/// The piece of the palette (or the hand, or the eraser) at `position`, the palette being at
/// the top of the `panel`.
fn palette_at(panel: Rect, position: Position, look: Look) -> Option<Hand> {
    palette(look.theme, look.lang)
        .into_iter()
        .find_map(|(at, hand, _)| {
            let cell = Rect::new(panel.x + at.x, panel.y + at.y, at.width, 1);
            cell.contains(position).then_some(hand)
        })
}

/// The mark of a choice: `(•)` chosen, `( )` not.
fn mark(chosen: bool) -> &'static str {
    if chosen { "(•)" } else { "( )" }
}

impl Widget for EditorView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Look { theme, lang } = self.look;
        let editor = self.page;
        let diagram = editor.diagram();
        let content = self
            .frame()
            .draw(area, self.min_size().1 - page::MIN_FRAME_ROWS, buf);
        let laid = self.laid(content);
        if let Some(geometry) = laid.board {
            let mut highlights = [Highlights::NONE; 64];
            if let Some(square) = editor.dragged() {
                highlights[square.index()].add(Highlight::Origin);
            }
            Board {
                pieces: Square::ALL.map(|square| diagram.piece_at(square)),
                bottom: editor.bottom_side(),
                highlights,
                cursor: editor.cursor().map(|square| (square, diagram.turn())),
                hill: Bitboard::EMPTY,
                theme,
            }
            .render(geometry.area, buf);
        }
        for (at, hand, text) in palette(theme, lang) {
            let style = match hand {
                Hand::Put(piece) => {
                    let light = (at.x / 3 + at.y) % 2 == 0;
                    theme
                        .square(light, Highlights::NONE)
                        .patch(theme.piece(piece.color))
                }
                Hand::Move | Hand::Erase => Style::new(),
            };
            let style = if editor.hand() == hand {
                style.patch(theme.selected())
            } else {
                style
            };
            let cell = Rect::new(laid.panel.x + at.x, laid.panel.y + at.y, at.width, 1)
                .intersection(laid.panel);
            Span::styled(text, style).render(cell, buf);
        }
        self.panel(laid.panel, laid.spaced).render(theme, buf);
        let style = match editor.position() {
            Ok(_) => Style::new(),
            Err(_) => theme.error(),
        };
        let (status, rows) = laid.status;
        for (y, row) in (status.y..status.bottom()).zip(rows) {
            let at = Rect::new(status.x + 1, y, status.width.saturating_sub(1), 1);
            Span::styled(row, style).render(at, buf);
        }
        let hint = tr!(lang, "editor-line-hint");
        let hinting = editor.cursor().is_none();
        let line = editor.line();
        page::render_line(line, &hint, hinting, laid.line, buf, &theme);
        if let Some(cursor) = self.cursor_position(area)
            && let Some(cell) = buf.cell_mut(cursor)
        {
            cell.set_style(theme.cursor());
        }
    }
}
