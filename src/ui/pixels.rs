//! Small pictures drawn with half blocks: a cell shows two pixels, one above the other, so a
//! pixel is one cell wide and half a cell tall, about as wide as it is tall on a terminal.
//! The large pieces and the large clock digits are drawn this way, at any whole scale.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color as Colour, Style};

/// A picture as rows of text, one character a pixel: `.` for none, `#` for the outline, `o`
/// for the body inside it (drawn or left open, see [`Inks`]) and `x` for a line inside the
/// body, such as a bishop's slit: drawn like the outline on an open figure and cut out of a
/// solid one, as a printed diagram draws it. All rows have one width.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sprite {
    rows: &'static [&'static str],
}

/// What one pixel of a sprite is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pixel {
    Empty,
    Outline,
    Body,
    Detail,
}

/// A colour to draw pixels in; `None` for the terminal's own foreground (without colour).
pub type Ink = Option<Colour>;

/// How the two kinds of pixel of a sprite are drawn; `None` leaves them open, so that what
/// is under the sprite shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Inks {
    /// The pixels of the outline; `None` leaves them open.
    pub outline: Option<Ink>,
    /// The body inside the outline.
    pub body: Option<Ink>,
}

impl Inks {
    /// Outline and body in one ink: a solid shape.
    pub const fn solid(ink: Ink) -> Inks {
        Inks {
            outline: Some(ink),
            body: Some(ink),
        }
    }

    /// The outline alone: an open shape.
    pub const fn open(ink: Ink) -> Inks {
        Inks {
            outline: Some(ink),
            body: None,
        }
    }

    /// How a pixel is drawn: `None` outside the shape, `Some(None)` for an open body or a
    /// line cut out of a solid one (the ground shows, cleared of any pattern),
    /// `Some(Some(ink))` in an ink.
    fn of(self, pixel: Pixel) -> Option<Option<Ink>> {
        match pixel {
            Pixel::Empty => None,
            Pixel::Outline => Some(self.outline),
            Pixel::Body => Some(self.body),
            Pixel::Detail => match self.body {
                Some(_) => Some(None),
                None => Some(self.outline),
            },
        }
    }
}

impl Sprite {
    /// A sprite of these rows.
    pub const fn new(rows: &'static [&'static str]) -> Sprite {
        Sprite { rows }
    }

    /// Its width in pixels (cells).
    pub fn width(self) -> u16 {
        self.rows
            .first()
            .map_or(0, |row| u16::try_from(row.len()).unwrap_or(u16::MAX))
    }

    /// Its height in pixels (half cells).
    pub fn height(self) -> u16 {
        u16::try_from(self.rows.len()).unwrap_or(u16::MAX)
    }

    /// The size it takes at `scale`, in cells: its width, and its height rounded up to whole
    /// cells.
    pub fn cells(self, scale: u16) -> (u16, u16) {
        (
            self.width().saturating_mul(scale),
            self.height().saturating_mul(scale).div_ceil(2),
        )
    }

    fn pixel(self, x: u16, y: u16) -> Pixel {
        let byte = self
            .rows
            .get(usize::from(y))
            .and_then(|row| row.as_bytes().get(usize::from(x)));
        match byte {
            Some(b'#') => Pixel::Outline,
            Some(b'o') => Pixel::Body,
            Some(b'x') => Pixel::Detail,
            _ => Pixel::Empty,
        }
    }

    /// Draws the sprite `scale` times its size, centred in `area` (clipped to it), over what
    /// is there: each cell keeps its background and modifiers from `ground`; cells with
    /// nothing drawn but an open body are cleared to the ground, and cells with no part of
    /// the shape are left as they were.
    pub fn draw(self, area: Rect, scale: u16, inks: Inks, ground: Style, buf: &mut Buffer) {
        let scale = scale.max(1);
        let width = self.width().saturating_mul(scale);
        let height = self.height().saturating_mul(scale);
        // Offsets of the sprite in the area, in pixels (a cell is two pixels tall).
        let left = area.width.saturating_sub(width) / 2;
        let top = area.height.saturating_mul(2).saturating_sub(height) / 2;
        let ink_at = |column: u16, row: u16| -> Option<Option<Ink>> {
            let (x, y) = (column.checked_sub(left)?, row.checked_sub(top)?);
            (x < width && y < height)
                .then(|| inks.of(self.pixel(x / scale, y / scale)))
                .flatten()
        };
        for cy in 0..area.height {
            for cx in 0..area.width {
                let upper = ink_at(cx, cy * 2);
                let lower = ink_at(cx, cy * 2 + 1);
                let Some((symbol, style)) = half_block(upper, lower, ground) else {
                    continue;
                };
                if let Some(cell) = buf.cell_mut((area.x + cx, area.y + cy)) {
                    cell.set_symbol(symbol).set_style(style);
                }
            }
        }
    }
}

/// The symbol and style of a cell whose upper and lower pixels are drawn as [`Inks::of`]
/// says, over `ground`; `None` when neither is part of the shape.
fn half_block(
    upper: Option<Option<Ink>>,
    lower: Option<Option<Ink>>,
    ground: Style,
) -> Option<(&'static str, Style)> {
    let with_fg = |ink: Ink| match ink {
        Some(colour) => ground.fg(colour),
        None => ground.fg(Colour::Reset),
    };
    if upper.is_none() && lower.is_none() {
        return None;
    }
    let (upper, lower) = (upper.flatten(), lower.flatten());
    Some(match (upper, lower) {
        (None, None) => (" ", ground),
        (Some(up), None) => ("▀", with_fg(up)),
        (None, Some(down)) => ("▄", with_fg(down)),
        (Some(up), Some(down)) if up == down => ("█", with_fg(up)),
        // Two colours: the upper one in front, the lower one behind. Only with colour, where
        // every ink is a colour.
        (Some(up), Some(down)) => ("▀", with_fg(up).bg(down.unwrap_or(Colour::Reset))),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::buffer::Cell;

    const ARROW: Sprite = Sprite::new(&["..#..", ".#o#.", "#ooo#"]);

    fn text(buf: &Buffer) -> Vec<String> {
        (0..buf.area.height)
            .map(|y| (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect())
            .collect()
    }

    #[test]
    fn two_pixels_share_a_cell() {
        let area = Rect::new(0, 0, 5, 2);
        let mut buf = Buffer::empty(area);
        ARROW.draw(area, 1, Inks::solid(None), Style::new(), &mut buf);
        assert_eq!(text(&buf), [" ▄█▄ ", "▀▀▀▀▀"]);
        // Open, the body is cleared of what was there.
        let mut open = Buffer::filled(area, Cell::new("·"));
        ARROW.draw(area, 1, Inks::open(None), Style::new(), &mut open);
        assert_eq!(text(&open), ["·▄▀▄·", "▀   ▀"]);
    }

    #[test]
    fn a_line_inside_is_drawn_on_an_open_figure_and_cut_out_of_a_solid_one() {
        const SLIT: Sprite = Sprite::new(&["#####", "#oxo#", "#oxo#", "#####"]);
        let area = Rect::new(0, 0, 5, 2);
        let mut solid = Buffer::empty(area);
        SLIT.draw(area, 1, Inks::solid(None), Style::new(), &mut solid);
        assert_eq!(text(&solid), ["██▀██", "██▄██"]);
        let mut open = Buffer::filled(area, Cell::new("·"));
        SLIT.draw(area, 1, Inks::open(None), Style::new(), &mut open);
        assert_eq!(text(&open), ["█▀█▀█", "█▄█▄█"]);
    }

    #[test]
    fn a_scaled_sprite_is_centred_and_clipped() {
        assert_eq!(ARROW.cells(2), (10, 3));
        let area = Rect::new(0, 0, 12, 4);
        let mut buf = Buffer::empty(area);
        ARROW.draw(area, 2, Inks::solid(None), Style::new(), &mut buf);
        assert_eq!(
            text(&buf),
            [
                "     ▄▄     ",
                "   ▄▄██▄▄   ",
                " ▄▄██████▄▄ ",
                " ▀▀▀▀▀▀▀▀▀▀ "
            ]
        );
        let mut small = Buffer::empty(Rect::new(0, 0, 3, 1));
        ARROW.draw(small.area, 3, Inks::solid(None), Style::new(), &mut small);
        assert_eq!(text(&small), ["   "]);
    }

    #[test]
    fn two_colours_in_a_cell_are_foreground_and_background() {
        let area = Rect::new(0, 0, 5, 2);
        let mut buf = Buffer::empty(area);
        let inks = Inks {
            outline: Some(Some(Colour::Black)),
            body: Some(Some(Colour::White)),
        };
        let ground = Style::new().bg(Colour::Green);
        ARROW.draw(area, 1, inks, ground, &mut buf);
        // The middle cell: the outline above, the body below.
        let middle = &buf[(2, 0)];
        assert_eq!(middle.symbol(), "▀");
        assert_eq!((middle.fg, middle.bg), (Colour::Black, Colour::White));
        // A cell with one pixel keeps the ground behind it.
        let corner = &buf[(0, 1)];
        assert_eq!((corner.symbol(), corner.bg), ("▀", Colour::Green));
    }
}
