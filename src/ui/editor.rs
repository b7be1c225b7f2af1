//! The board editor: the board being set up on the left, with the board cursor and the piece
//! being dragged marked; beside it the palette (White's pieces, Black's, the hand that drags
//! and the eraser), the side to move, the castling rights (those the pieces do not allow
//! dim), the en passant squares, and the buttons; under the board, whether the position can
//! be played (or why not) and the line for typed placements and words. The FEN is in the
//! title.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::board::{Board, Geometry};
use super::page::{self, Frame, Parts, cells};
use super::theme::{Highlight, Highlights, Theme};
use crate::app::editor::{Editor, Hand};
use crate::app::{Button, Notice, PageTarget, Target};
use crate::i18n::{Describe, Lang, side_name};
use crate::notation::Letters;
use crate::rules::{CastlingSide, Color, Role, Square};
use crate::setup::CastlingRight;
use crate::tr;

/// Columns between the board and the panel beside it.
const GAP: u16 = 2;
/// Rows under the board: whether the position can be played, and the line.
const UNDER_BOARD: u16 = 2;

/// The board editor as the screen shows it.
pub struct EditorView<'a> {
    /// The editor: its position, cursor, line and hand.
    pub editor: &'a Editor,
    /// What was said last, if anything.
    pub notice: Option<&'a Notice>,
    /// The styles, and the language of the words.
    pub look: (Theme, Lang),
}

/// Where the parts of the editor go in the content of the page.
struct Laid {
    board: Option<Geometry>,
    status: Rect,
    line: Rect,
    panel: Rect,
}

impl Laid {
    fn new(content: Rect) -> Laid {
        let height = content.height.saturating_sub(UNDER_BOARD);
        let width = content.width.saturating_sub(GAP + 30);
        let board = Geometry::largest(content.as_position(), width, height);
        let board_area = board.map_or(Rect::new(content.x, content.y, 0, 0), |g| g.area);
        let under = content.y + board_area.height;
        let panel_x = board_area.right() + GAP;
        Laid {
            board,
            status: Rect::new(content.x, under, content.width, 1).intersection(content),
            line: Rect::new(content.x, under + 1, content.width, 1).intersection(content),
            panel: Rect::new(
                panel_x,
                content.y,
                content.right().saturating_sub(panel_x),
                board_area
                    .height
                    .max(content.height.saturating_sub(UNDER_BOARD)),
            )
            .intersection(content),
        }
    }
}

impl EditorView<'_> {
    /// What the editor shows at `position` when the screen is drawn into `area`: a square of
    /// the board, a piece of the palette, or a part of the panel.
    pub fn target_at(&self, area: Rect, position: Position) -> Option<Target> {
        let laid = Laid::new(page::content(area));
        let bottom = self.editor.bottom_side();
        if let Some(square) = laid.board.and_then(|g| g.square_at(position, bottom)) {
            return Some(Target::Square(square));
        }
        let parts = self.panel(laid.panel);
        if let Some(hand) = palette_at(laid.panel, position, self.look) {
            return Some(Target::Palette(hand));
        }
        parts.target_at(position)
    }

    /// The squares the editor's board covers when the screen is drawn into `area`: the
    /// cells of `square`, for a pointer test to aim at.
    pub fn square_area(&self, area: Rect, square: Square) -> Option<Rect> {
        let laid = Laid::new(page::content(area));
        Some(laid.board?.square_area(square, self.editor.bottom_side()))
    }

    /// Where the typing cursor goes: on the line, while the board cursor is off.
    pub fn cursor_position(&self, area: Rect) -> Option<Position> {
        if self.editor.cursor().is_some() {
            return None;
        }
        let line = Laid::new(page::content(area)).line;
        let position = Position::new(line.x + 3 + self.editor.line().cursor() as u16, line.y);
        line.contains(position).then_some(position)
    }

    /// The panel beside the board: the palette's rows are drawn apart ([`palette_at`]), then
    /// the side to move, castling, en passant and the buttons.
    fn panel(&self, area: Rect) -> Parts {
        let (theme, lang) = self.look;
        let diagram = self.editor.diagram();
        let mut parts = Parts::new(area);
        let mut y = area.y + PALETTE_ROWS + 1;
        let heading = |text: String| (text, theme.heading());

        let (text, style) = heading(tr!(lang, "editor-turn"));
        let mut x = area.x + cells(&text) + 1;
        parts.add(Rect::new(area.x, y, cells(&text), 1), text, style, None);
        for color in Color::ALL {
            let chosen = diagram.turn() == color;
            let text = format!("{} {}", mark(chosen), side_name(lang, color));
            let width = cells(&text);
            let style = if chosen {
                theme.heading()
            } else {
                Style::new()
            };
            parts.add(
                Rect::new(x, y, width, 1),
                text,
                style,
                Some(PageTarget::Turn(color)),
            );
            x += width + 2;
        }
        y += 2;

        let (text, style) = heading(tr!(lang, "editor-castling"));
        parts.add(Rect::new(area.x, y, cells(&text), 1), text, style, None);
        y += 1;
        let offered = diagram.castling_offered();
        let given = diagram.castling();
        for color in Color::ALL {
            let mut x = area.x + 1;
            for wing in [CastlingSide::Kingside, CastlingSide::Queenside] {
                let right = CastlingRight::new(color, wing);
                let letters = match lang {
                    Lang::En => Letters::English,
                    Lang::Ru => Letters::Russian,
                };
                let on = given.contains(&right);
                let text = format!(
                    "[{}] {} {}",
                    if on { "x" } else { " " },
                    side_name(lang, color),
                    letters.castling(wing)
                );
                let style = if offered.contains(&right) {
                    Style::new()
                } else {
                    theme.dim()
                };
                let width = cells(&text);
                parts.add(
                    Rect::new(x, y, width, 1),
                    text,
                    style,
                    Some(PageTarget::Castling(right)),
                );
                x += width + 2;
            }
            y += 1;
        }
        y += 1;

        let (text, style) = heading(tr!(lang, "editor-en-passant"));
        let mut x = area.x + cells(&text) + 1;
        parts.add(Rect::new(area.x, y, cells(&text), 1), text, style, None);
        let squares =
            std::iter::once(None).chain(diagram.en_passant_offered().into_iter().map(Some));
        for square in squares {
            let chosen = diagram.en_passant() == square;
            let name = square.map_or_else(|| tr!(lang, "editor-none"), |s| s.to_string());
            let text = format!("{} {name}", mark(chosen));
            let width = cells(&text);
            parts.add(
                Rect::new(x, y, width, 1),
                text,
                Style::new(),
                Some(PageTarget::EnPassant(square)),
            );
            x += width + 2;
        }
        y += 2;

        for row in [
            [
                (Button::Start, tr!(lang, "editor-play")),
                (Button::Back, tr!(lang, "editor-back")),
            ],
            [
                (Button::Clear, tr!(lang, "editor-clear")),
                (Button::Standard, tr!(lang, "editor-standard")),
            ],
        ] {
            let mut x = area.x;
            for (button, name) in row {
                let text = format!("[ {name} ]");
                let width = cells(&text);
                let style = if button == Button::Start {
                    theme.attention()
                } else {
                    Style::new()
                };
                parts.add(
                    Rect::new(x, y, width, 1),
                    text,
                    style,
                    Some(PageTarget::Button(button)),
                );
                x += width + 1;
            }
            y += 1;
        }
        let text = format!("[ {} ]", tr!(lang, "editor-copy"));
        parts.add(
            Rect::new(area.x, y, cells(&text), 1),
            text,
            Style::new(),
            Some(PageTarget::Button(Button::Copy)),
        );
        parts
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
fn palette_at(panel: Rect, position: Position, look: (Theme, Lang)) -> Option<Hand> {
    palette(look.0, look.1)
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
        let (theme, lang) = self.look;
        let editor = self.editor;
        let diagram = editor.diagram();
        let content = Frame {
            title: tr!(lang, "editor-title", fen = diagram.fen()),
            notice: self.notice,
            keys: if editor.cursor().is_some() {
                tr!(lang, "editor-keys-board")
            } else {
                tr!(lang, "editor-keys")
            },
            look: self.look,
        }
        .draw(area, buf);
        let laid = Laid::new(content);
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
        self.panel(laid.panel).render(theme, buf);
        let status = match editor.position() {
            Ok(_) => Span::raw(format!(" ✓ {}", tr!(lang, "editor-playable"))),
            Err(error) => Span::styled(format!(" ✗ {}", error.describe(lang)), theme.error()),
        };
        status.render(laid.status, buf);
        let line = editor.line();
        let text = if line.is_empty() && editor.cursor().is_none() {
            Span::styled(tr!(lang, "editor-line-hint"), theme.dim())
        } else {
            Span::raw(line.text().to_string())
        };
        Line::from(vec![Span::raw(" > "), text]).render(laid.line, buf);
        if let Some(cursor) = self.cursor_position(area)
            && let Some(cell) = buf.cell_mut(cursor)
        {
            cell.set_style(theme.cursor());
        }
    }
}
