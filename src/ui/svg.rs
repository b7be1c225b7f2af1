//! Pictures of the screen: a buffer the screen was drawn into, written as an SVG image with its
//! colours, for the README and the manual. Cells are 9×18 pixels on a dark terminal; text is
//! set in a monospace font, the half and full blocks the figures are made of are drawn as
//! rectangles, so the pieces look the same whatever fonts the viewer has, and a chess figurine
//! fills the height of its cell, as terminals draw them, not at the small size a text font's
//! fallback would give it.

use std::fmt::Write;

use ratatui::buffer::{Buffer, Cell};
use ratatui::style::Modifier;

use super::palette::{Rgb, shown_rgb};

/// The width of a cell, in SVG pixels.
const CELL_WIDTH: u32 = 9;
/// The height of a cell.
const CELL_HEIGHT: u32 = 18;
/// The size of the font.
const FONT_SIZE: u32 = 15;
/// Where the baseline sits in a cell, from its top.
const BASELINE: u32 = 14;
/// The size of a chess figurine: the height of a cell.
const FIGURINE_SIZE: u32 = 18;
/// Where a figurine's baseline sits in a cell, from its top.
const FIGURINE_BASELINE: u32 = 16;
/// The terminal's own background.
const BACKGROUND: Rgb = 0x1c1c1c;
/// The terminal's own foreground.
const FOREGROUND: Rgb = 0xd0d0d0;

/// The cell's colours as shown: its foreground and background with reverse video applied,
/// the terminal's own where the cell has none.
fn shown_colours(cell: &Cell) -> (Rgb, Rgb) {
    let fg = shown_rgb(cell.fg).unwrap_or(FOREGROUND);
    let bg = shown_rgb(cell.bg).unwrap_or(BACKGROUND);
    if cell.modifier.contains(Modifier::REVERSED) {
        (bg, fg)
    } else {
        (fg, bg)
    }
}

/// The part of a cell a block element fills, as (top, height) in half cells; `None` for
/// other symbols.
fn block(symbol: &str) -> Option<(u32, u32)> {
    match symbol {
        "█" => Some((0, 2)),
        "▀" => Some((0, 1)),
        "▄" => Some((1, 1)),
        _ => None,
    }
}

/// Whether a symbol is a chess figurine (♔ to ♟, with or without a variation selector).
fn is_figurine(symbol: &str) -> bool {
    symbol
        .chars()
        .next()
        .is_some_and(|c| ('\u{2654}'..='\u{265f}').contains(&c))
}

/// The text style of a cell: colour, weight, and dimness.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct TextStyle {
    fg: Rgb,
    bold: bool,
    dim: bool,
}

impl TextStyle {
    fn of(cell: &Cell) -> TextStyle {
        TextStyle {
            fg: shown_colours(cell).0,
            bold: cell.modifier.contains(Modifier::BOLD),
            dim: cell.modifier.contains(Modifier::DIM),
        }
    }
}

/// `&`, `<` and `>` as XML entities.
fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            _ => escaped.push(c),
        }
    }
    escaped
}

/// The buffer as an SVG image, `title` its accessible name.
pub fn render(buf: &Buffer, title: &str) -> String {
    let area = buf.area;
    let (width, height) = (
        u32::from(area.width) * CELL_WIDTH,
        u32::from(area.height) * CELL_HEIGHT,
    );
    let mut svg = String::new();
    // Writing to a String cannot fail.
    let _ = writeln!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" role=\"img\" aria-label=\"{}\">",
        escape(title)
    );
    let _ = writeln!(svg, "<title>{}</title>", escape(title));
    let _ = writeln!(
        svg,
        "<style>text {{ font-family: 'DejaVu Sans Mono', Menlo, Consolas, monospace; \
         font-size: {FONT_SIZE}px; white-space: pre }}</style>"
    );
    let _ = writeln!(
        svg,
        "<rect width=\"{width}\" height=\"{height}\" fill=\"#{BACKGROUND:06x}\"/>"
    );
    for y in area.top()..area.bottom() {
        let row: Vec<&Cell> = (area.left()..area.right()).map(|x| &buf[(x, y)]).collect();
        let top = u32::from(y - area.y) * CELL_HEIGHT;
        backgrounds(&mut svg, &row, top);
        blocks(&mut svg, &row, top);
        texts(&mut svg, &row, top);
        figurines(&mut svg, &row, top);
    }
    svg.push_str("</svg>\n");
    svg
}

/// A rectangle of `cells` cells from column `column`, on the row whose top is `top`,
/// `halves` (its first half cell and how many) high; `dim` draws it faded.
fn rect(
    svg: &mut String,
    (column, cells): (usize, usize),
    top: u32,
    halves: (u32, u32),
    fill: Rgb,
    dim: bool,
) {
    let x = column as u32 * CELL_WIDTH;
    let y = top + halves.0 * CELL_HEIGHT / 2;
    let w = cells as u32 * CELL_WIDTH;
    let h = halves.1 * CELL_HEIGHT / 2;
    let opacity = if dim { " opacity=\"0.6\"" } else { "" };
    let _ = writeln!(
        svg,
        "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" fill=\"#{fill:06x}\"{opacity}/>"
    );
}

/// Calls `each(start, length, key)` for every run of cells with the same `key`, leaving out
/// the cells whose key is `None`.
fn runs<K: PartialEq + Copy>(
    row: &[&Cell],
    key: impl Fn(&Cell) -> Option<K>,
    mut each: impl FnMut(usize, usize, K),
) {
    let mut start = 0;
    while start < row.len() {
        let Some(current) = key(row[start]) else {
            start += 1;
            continue;
        };
        let length = row[start..]
            .iter()
            .take_while(|cell| key(cell) == Some(current))
            .count();
        each(start, length, current);
        start += length;
    }
}

/// The backgrounds of a row that differ from the terminal's, a rectangle for each run.
fn backgrounds(svg: &mut String, row: &[&Cell], top: u32) {
    let background = |cell: &Cell| Some(shown_colours(cell).1).filter(|&bg| bg != BACKGROUND);
    runs(row, background, |start, length, fill| {
        rect(svg, (start, length), top, (0, 2), fill, false);
    });
}

/// The block elements of a row, as rectangles in their foreground colour.
fn blocks(svg: &mut String, row: &[&Cell], top: u32) {
    let filled = |cell: &Cell| {
        let dim = cell.modifier.contains(Modifier::DIM);
        block(cell.symbol()).map(|part| (part, shown_colours(cell).0, dim))
    };
    runs(row, filled, |start, length, (part, fill, dim)| {
        rect(svg, (start, length), top, part, fill, dim);
    });
}

/// The text of a row, one `<text>` for each run of one style, every character placed on its
/// own cell.
fn texts(svg: &mut String, row: &[&Cell], top: u32) {
    let text = |cell: &Cell| {
        let symbol = cell.symbol();
        let plain = block(symbol).is_none() && !is_figurine(symbol);
        (symbol != " " && !symbol.is_empty() && plain).then(|| TextStyle::of(cell))
    };
    runs(row, text, |start, length, style| {
        let cells = &row[start..start + length];
        let xs: Vec<String> = (start..start + length)
            .map(|column| (column as u32 * CELL_WIDTH).to_string())
            .collect();
        let content: String = cells.iter().map(|cell| cell.symbol()).collect();
        let _ = write!(
            svg,
            "<text x=\"{}\" y=\"{}\" fill=\"#{:06x}\"",
            xs.join(" "),
            top + BASELINE,
            style.fg
        );
        if style.bold {
            svg.push_str(" font-weight=\"bold\"");
        }
        if style.dim {
            svg.push_str(" opacity=\"0.6\"");
        }
        let _ = writeln!(svg, ">{}</text>", escape(&content));
    });
}

/// The chess figurines of a row, each centred on its cell at the height of the cell (an
/// inline style, which wins over the style sheet's size for text).
fn figurines(svg: &mut String, row: &[&Cell], top: u32) {
    for (column, cell) in row.iter().enumerate() {
        if !is_figurine(cell.symbol()) {
            continue;
        }
        let style = TextStyle::of(cell);
        let x = column as u32 * CELL_WIDTH + CELL_WIDTH / 2;
        let weight = if style.bold {
            " font-weight=\"bold\""
        } else {
            ""
        };
        let opacity = if style.dim { " opacity=\"0.6\"" } else { "" };
        let _ = writeln!(
            svg,
            "<text x=\"{x}\" y=\"{}\" fill=\"#{:06x}\" style=\"font-size: {FIGURINE_SIZE}px\" \
             text-anchor=\"middle\"{weight}{opacity}>{}</text>",
            top + FIGURINE_BASELINE,
            style.fg,
            escape(cell.symbol())
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;
    use ratatui::style::{Color as Colour, Style};

    #[test]
    fn cells_become_rectangles_and_text() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 4, 1));
        buf.set_string(0, 0, "a<", Style::new().bg(Colour::Rgb(1, 2, 3)));
        buf.set_string(2, 0, "▀", Style::new().fg(Colour::Black).bg(Colour::White));
        let svg = render(&buf, "A & B");
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"36\""));
        assert!(svg.contains("aria-label=\"A &amp; B\""));
        // One background run for the two text cells, one for the block's cell.
        assert!(
            svg.contains("<rect x=\"0\" y=\"0\" width=\"18\" height=\"18\" fill=\"#010203\"/>")
        );
        assert!(
            svg.contains("<rect x=\"18\" y=\"0\" width=\"9\" height=\"18\" fill=\"#ffffff\"/>")
        );
        // The upper half block: a rectangle half a cell tall in black.
        assert!(svg.contains("<rect x=\"18\" y=\"0\" width=\"9\" height=\"9\" fill=\"#000000\"/>"));
        assert!(svg.contains("<text x=\"0 9\" y=\"14\" fill=\"#d0d0d0\">a&lt;</text>"));
        assert!(svg.ends_with("</svg>\n"));
    }

    #[test]
    fn a_figurine_fills_its_cell_centred() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 3, 1));
        buf.set_string(0, 0, "a", Style::new());
        buf.set_string(2, 0, "♞", Style::new().fg(Colour::White));
        let svg = render(&buf, "x");
        assert!(svg.contains(
            "<text x=\"22\" y=\"16\" fill=\"#ffffff\" style=\"font-size: 18px\" \
             text-anchor=\"middle\">♞</text>"
        ));
        assert!(svg.contains(">a</text>"));
    }

    #[test]
    fn reverse_video_swaps_the_colours() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 1, 1));
        buf.set_string(0, 0, "x", Style::new().add_modifier(Modifier::REVERSED));
        let svg = render(&buf, "x");
        assert!(svg.contains(&format!("fill=\"#{FOREGROUND:06x}\"/>")));
        assert!(svg.contains(&format!("fill=\"#{BACKGROUND:06x}\">x</text>")));
    }
}
