//! The board: squares with their pieces (figurines, or figures that grow with the squares),
//! rank and file labels, the highlights of the last move (with the squares an atomic
//! explosion cleared), a king in check, the moves that match what is typed or the piece picked
//! up (where they come from apart from where they go), the marks of king of the hill's hill,
//! and the board cursor.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;

use super::pieces::PieceSize;
use super::theme::{Highlight, Highlights, Theme};
use ratatui::widgets::Widget;

use crate::rules::{Bitboard, Color, File, Move, Piece, Position as ChessPosition, Rank, Square};

/// Columns of rank labels on each side of the squares.
const LABEL_WIDTH: u16 = 2;
/// Rows of file labels above and below the squares.
const LABEL_HEIGHT: u16 = 1;

/// The width of a square `height` rows tall: about as wide as tall on a terminal, whose
/// cells are about twice as tall as wide, and odd, so a piece sits in the middle.
const fn square_width(height: u16) -> u16 {
    height.saturating_mul(2).saturating_add(1)
}

/// The width of the board with squares `height` rows tall, labels included.
const fn board_width(height: u16) -> u16 {
    square_width(height)
        .saturating_mul(8)
        .saturating_add(2 * LABEL_WIDTH)
}

/// The height of the board with squares `height` rows tall, labels included.
const fn board_height(height: u16) -> u16 {
    height.saturating_mul(8).saturating_add(2 * LABEL_HEIGHT)
}

/// The width of the smallest board (squares of 3×1 cells).
pub const fn min_width() -> u16 {
    board_width(1)
}

/// The height of the smallest board.
pub const fn min_height() -> u16 {
    board_height(1)
}

/// Where the board goes and how big its squares are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Geometry {
    /// The board with its labels.
    pub area: Rect,
    /// The rows of one square; its width follows from it.
    square_height: u16,
}

impl Geometry {
    /// The largest board with its top-left corner at `origin` that fits in `width` × `height`
    /// cells, or `None` if not even the smallest one does.
    pub fn largest(origin: Position, width: u16, height: u16) -> Option<Geometry> {
        let by_height = height.saturating_sub(2 * LABEL_HEIGHT) / 8;
        let by_width = width.saturating_sub(8 + 2 * LABEL_WIDTH) / 16;
        let square_height = by_height.min(by_width);
        (square_height > 0).then(|| Geometry {
            area: Rect::new(
                origin.x,
                origin.y,
                board_width(square_height),
                board_height(square_height),
            ),
            square_height,
        })
    }

    /// The width and height of one square, in cells.
    pub fn square_size(self) -> (u16, u16) {
        (square_width(self.square_height), self.square_height)
    }

    /// How the pieces are drawn on squares of this size.
    pub fn piece_size(self) -> PieceSize {
        let (width, height) = self.square_size();
        PieceSize::for_square(width, height)
    }

    /// The square whose cells hold `position`, with `bottom` at the bottom of the screen:
    /// the inverse of [`Geometry::square_area`]. `None` off the squares (on the labels).
    pub fn square_at(self, position: Position, bottom: Color) -> Option<Square> {
        let (width, height) = self.square_size();
        let x = position
            .x
            .checked_sub(self.area.x.saturating_add(LABEL_WIDTH))?;
        let y = position
            .y
            .checked_sub(self.area.y.saturating_add(LABEL_HEIGHT))?;
        let (column, row) = (x / width, y / height);
        if column >= 8 || row >= 8 {
            return None;
        }
        let (file, rank) = match bottom {
            Color::White => (column, 7 - row),
            Color::Black => (7 - column, row),
        };
        Some(Square::from_coords(
            File::new(u32::from(file)),
            Rank::new(u32::from(rank)),
        ))
    }

    /// The cells of `square` with `bottom` at the bottom of the screen.
    pub fn square_area(self, square: Square, bottom: Color) -> Rect {
        let (column, row) = screen_place(square, bottom);
        let (width, height) = self.square_size();
        Rect::new(
            self.area
                .x
                .saturating_add(LABEL_WIDTH)
                .saturating_add(column.saturating_mul(width)),
            self.area
                .y
                .saturating_add(LABEL_HEIGHT)
                .saturating_add(row.saturating_mul(height)),
            width,
            height,
        )
    }
}

/// The column and row (0 to 7, from the top left) of a square on the screen.
fn screen_place(square: Square, bottom: Color) -> (u16, u16) {
    let file = square.file().index() as u16;
    let rank = square.rank().index() as u16;
    match bottom {
        Color::White => (file, 7 - rank),
        Color::Black => (7 - file, rank),
    }
}

/// The board as the screen shows it: the pieces of a position (or of one being set up), which
/// side is at the bottom, the highlight of every square and the board cursor. It fills the
/// largest board that fits the area it is drawn into, from its top-left corner.
#[derive(Debug, Clone, Copy)]
pub struct Board {
    /// The piece on each square, indexed by square ([`pieces`] reads them off a position).
    pub pieces: [Option<Piece>; 64],
    /// The side at the bottom of the screen.
    pub bottom: Color,
    /// The highlights of each square, indexed by square ([`highlights`] works them out).
    pub highlights: [Highlights; 64],
    /// The board cursor's square, while the cursor is on, and the side to move, whose ink
    /// it is drawn in.
    pub cursor: Option<(Square, Color)>,
    /// The squares the variant marks for a king to reach (king of the hill's hill): a `^`
    /// in a corner of each, or in the middle of an empty one on the smallest squares.
    pub hill: Bitboard,
    /// The styles of the squares, pieces and highlights.
    pub theme: Theme,
}

impl Widget for Board {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(geometry) = Geometry::largest(area.as_position(), area.width, area.height) else {
            return;
        };
        let size = geometry.piece_size();
        for square in Square::ALL {
            let area = geometry.square_area(square, self.bottom);
            let highlights = self.highlights[square.index()];
            self.render_square(size, square, highlights, area, buf);
        }
        render_labels(self.theme, geometry, self.bottom, buf);
        if let Some((square, to_move)) = self.cursor {
            let style = self
                .theme
                .square(square.is_light(), self.highlights[square.index()])
                .patch(self.theme.piece(to_move));
            let area = geometry.square_area(square, self.bottom);
            render_cursor(self.theme, size, area, style, buf);
        }
    }
}

/// Draws the board cursor on the square `area`, in the ink of the side to move: `>♘<` around
/// a figurine, the four corners of a square with a figure.
fn render_cursor(theme: Theme, size: PieceSize, area: Rect, style: Style, buf: &mut Buffer) {
    let (left, right) = (area.left(), area.right().saturating_sub(1));
    if size == PieceSize::Glyph {
        let middle = area.x.saturating_add(area.width / 2);
        let y = area.y.saturating_add(area.height / 2);
        put(buf, middle.saturating_sub(1), y, ">", style);
        put(buf, middle.saturating_add(1), y, "<", style);
    } else {
        let corners = theme.border();
        let bottom = area.bottom().saturating_sub(1);
        put(buf, left, area.top(), corners.top_left, style);
        put(buf, right, area.top(), corners.top_right, style);
        put(buf, left, bottom, corners.bottom_left, style);
        put(buf, right, bottom, corners.bottom_right, style);
    }
}

/// The piece on each square of `position`, indexed by square.
pub fn pieces_of(position: &ChessPosition) -> [Option<Piece>; 64] {
    Square::ALL.map(|square| position.piece_at(square))
}

/// The highlights of each square, indexed by square: the `last_move`'s squares, the
/// squares its atomic explosion cleared (`exploded`, in the red of check), the `candidates`
/// (the squares of the moves that match what is typed, and of the piece picked up and where
/// it can go), the `origins` among them (where those moves come from, which outweighs where
/// they go), and the king of the side to move in `position` when in check.
pub fn highlights(
    position: &ChessPosition,
    last_move: Option<Move>,
    exploded: Bitboard,
    candidates: impl IntoIterator<Item = Square>,
    origins: impl IntoIterator<Item = Square>,
) -> [Highlights; 64] {
    let mut highlights = [Highlights::NONE; 64];
    let mut mark = |square: Square, highlight: Highlight| highlights[square.index()].add(highlight);
    if let Some(m) = last_move {
        mark(m.from(), Highlight::LastMove);
        mark(m.king_destination(), Highlight::LastMove);
    }
    for square in exploded {
        mark(square, Highlight::Check);
    }
    for square in candidates {
        mark(square, Highlight::Candidate);
    }
    for square in origins {
        mark(square, Highlight::Origin);
    }
    if position.is_check() {
        mark(position.king(position.turn()), Highlight::Check);
    }
    highlights
}

impl Board {
    /// Draws one square: its background (or, without colour, its pattern), its piece in the
    /// middle and, without colour, the marks of its highlight: either side of a figurine, or
    /// in the corners of a square with a figure.
    fn render_square(
        &self,
        size: PieceSize,
        square: Square,
        highlights: Highlights,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let theme = self.theme;
        let style = theme.square(square.is_light(), highlights);
        let middle = Position::new(
            area.x.saturating_add(area.width / 2),
            area.y.saturating_add(area.height / 2),
        );
        let dot = theme.dark_square_dot().filter(|_| !square.is_light());
        for cell in area.positions() {
            let Some(cell_of_buf) = buf.cell_mut(cell) else {
                continue;
            };
            // Dots on every other column, in line with the middle one; a blank cell is
            // reset rather than given a space, which costs a copy of the symbol per cell.
            match dot.filter(|_| cell.x.abs_diff(middle.x) % 2 == 0) {
                Some(dot) => cell_of_buf.set_symbol(dot),
                None => {
                    cell_of_buf.reset();
                    cell_of_buf
                }
            }
            .set_style(style);
        }
        let piece = self.pieces[square.index()];
        if self.hill.contains(square) {
            let glyph = size == PieceSize::Glyph && area.width < 5;
            if !glyph {
                put(buf, area.x, area.y, theme.hill_mark(), style);
            } else if piece.is_none() {
                put(buf, middle.x, middle.y, theme.hill_mark(), style);
            }
        }
        let figure = piece.is_some_and(|piece| {
            size.draw(piece.role, theme.piece_inks(piece.color), area, style, buf)
        });
        if let Some((left, right)) = theme.marks(highlights) {
            let (left, right) = (left.to_string(), right.to_string());
            if size == PieceSize::Glyph {
                put(buf, middle.x.saturating_sub(1), middle.y, &left, style);
                put(buf, middle.x.saturating_add(1), middle.y, &right, style);
            } else {
                let right_x = area.right().saturating_sub(1);
                for y in [area.top(), area.bottom().saturating_sub(1)] {
                    put(buf, area.left(), y, &left, style);
                    put(buf, right_x, y, &right, style);
                }
            }
        }
        if let Some(piece) = piece.filter(|_| !figure) {
            let mut piece_style = style.patch(theme.piece(piece.color));
            if highlights.check {
                piece_style = piece_style.patch(theme.check_piece());
            }
            let symbol = theme.board_symbol(piece);
            put(buf, middle.x, middle.y, &symbol, piece_style);
        }
    }
}

/// Writes one cell, if it lies in the buffer.
fn put(buf: &mut Buffer, x: u16, y: u16, symbol: &str, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_symbol(symbol).set_style(style);
    }
}

/// Draws the file letters above and below the squares and the rank numbers either side.
fn render_labels(theme: Theme, geometry: Geometry, bottom: Color, buf: &mut Buffer) {
    let style = theme.label();
    let area = geometry.area;
    for file in File::ALL {
        let square = geometry.square_area(Square::from_coords(file, Rank::First), bottom);
        let x = square.x.saturating_add(square.width / 2);
        let letter = file.char().to_string();
        put(buf, x, area.top(), &letter, style);
        put(buf, x, area.bottom().saturating_sub(1), &letter, style);
    }
    for rank in Rank::ALL {
        let square = geometry.square_area(Square::from_coords(File::A, rank), bottom);
        let y = square.y.saturating_add(square.height / 2);
        let number = rank.char().to_string();
        put(buf, area.left(), y, &number, style);
        put(buf, area.right().saturating_sub(1), y, &number, style);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Settings;
    use crate::look::{ColourDepth, ThemeName};
    use crate::ui::palette::{self, contrast, shown_rgb};

    #[test]
    fn pieces_stand_out_under_every_highlight_at_every_size_and_depth() {
        let highlights = [
            Highlights::NONE,
            Highlight::Check.into(),
            Highlight::Origin.into(),
            Highlight::Candidate.into(),
            Highlight::LastMove.into(),
        ];
        // White and Black on a light and a dark square each.
        let pieces = [Square::A1, Square::B1, Square::A8, Square::B8];
        // A figurine, then the tiny, small and large figures.
        let squares = [(3, 1), (7, 3), (9, 4), (13, 6)];
        let mut checked = 0;
        for name in ThemeName::ALL
            .into_iter()
            .filter(|&t| palette::palette(t).is_some())
        {
            for depth in &ColourDepth::ALL[1..] {
                let settings = Settings {
                    theme: name,
                    depth: *depth,
                    ..Settings::default()
                };
                let board = Board {
                    pieces: pieces_of(&ChessPosition::startpos()),
                    bottom: Color::White,
                    highlights: [Highlights::NONE; 64],
                    cursor: None,
                    hill: Bitboard::EMPTY,
                    theme: Theme::new(&settings),
                };
                for (width, height) in squares {
                    let area = Rect::new(0, 0, width, height);
                    let size = PieceSize::for_square(width, height);
                    for (square, highlights) in
                        pieces.iter().flat_map(|&s| highlights.map(|h| (s, h)))
                    {
                        let mut buf = Buffer::empty(area);
                        board.render_square(size, square, highlights, area, &mut buf);
                        let inked = buf.content.iter().filter(|cell| cell.symbol() != " ");
                        for cell in inked {
                            let (Some(ink), Some(ground)) =
                                (shown_rgb(cell.fg), shown_rgb(cell.bg))
                            else {
                                panic!("{name}: {cell:?} has no colour");
                            };
                            let ratio = contrast(ink, ground);
                            assert!(
                                ratio >= 3.0,
                                "{name} at {} on {width}×{height}: {square} {highlights:?}: {ratio:.2}:1",
                                depth.name()
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked > 4 * 3 * 4 * 5 * 4, "{checked} cells");
    }

    #[test]
    fn every_cell_of_a_square_maps_back_to_it_either_way_up() {
        for height in 1..=6 {
            let geometry =
                Geometry::largest(Position::new(3, 2), 200, height * 8 + 2).expect("fits");
            for bottom in Color::ALL {
                for square in Square::ALL {
                    for cell in geometry.square_area(square, bottom).positions() {
                        assert_eq!(geometry.square_at(cell, bottom), Some(square));
                    }
                }
            }
        }
    }

    #[test]
    fn white_at_the_bottom_puts_a1_bottom_left_and_black_puts_it_top_right() {
        assert_eq!(screen_place(Square::A1, Color::White), (0, 7));
        assert_eq!(screen_place(Square::H8, Color::White), (7, 0));
        assert_eq!(screen_place(Square::A1, Color::Black), (7, 0));
        assert_eq!(screen_place(Square::E2, Color::Black), (3, 1));
    }

    #[test]
    fn squares_are_odd_and_twice_as_wide_as_tall_plus_one() {
        let geometry = Geometry::largest(Position::ORIGIN, 200, 27).expect("fits");
        assert_eq!(geometry.square_size(), (7, 3));
        assert_eq!(geometry.area, Rect::new(0, 0, 60, 26));
        assert_eq!(
            geometry.square_area(Square::A8, Color::White),
            Rect::new(2, 1, 7, 3)
        );
        assert_eq!(
            geometry.square_area(Square::H1, Color::White),
            Rect::new(51, 22, 7, 3)
        );
        assert_eq!(Geometry::largest(Position::ORIGIN, 27, 10), None);
        assert_eq!(geometry.square_at(Position::new(1, 1), Color::White), None);
        assert_eq!(
            geometry.square_at(Position::new(58, 22), Color::White),
            None
        );
        assert_eq!(geometry.square_at(Position::new(2, 25), Color::White), None);
        assert_eq!(Geometry::largest(Position::ORIGIN, 28, 9), None);
    }
}
