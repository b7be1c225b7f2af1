//! The themes, as data: the colours of each board in true colour, and how each colour
//! degrades to the 256 colours of xterm and to the 16 ANSI colours.
//!
//! Every colour a piece stands on (the squares and the highlights) is a mid tone, between
//! the white and the black of the pieces, so that both sides stand out on every square: the
//! contrast test below holds every theme at every depth to a ratio of at least 3:1 (the WCAG
//! formula) between each piece colour and each colour under a piece. In 16 colours the
//! terminal's palette decides the shades, and xterm's default green and yellow are too bright
//! for white pieces; there the pieces are drawn in black ink, White's in outline and Black's
//! solid, as in a printed diagram, on the theme's light ANSI colours.

use ratatui::style::Color as Colour;

use crate::look::{ColourDepth, ThemeName};

/// A colour as `0xRRGGBB`.
pub type Rgb = u32;

/// One colour of a theme at every depth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shade {
    /// In true colour, as `0xRRGGBB`.
    pub rgb: Rgb,
    /// In 256 colours: an index into xterm's palette.
    pub xterm: u8,
    /// In 16 colours: one of the ANSI colours, whose shade the terminal decides.
    pub ansi: Colour,
}

impl Shade {
    /// The colour at `depth`; `None` without colour.
    pub fn at(self, depth: ColourDepth) -> Option<Colour> {
        match depth {
            ColourDepth::None => None,
            ColourDepth::Ansi16 => Some(self.ansi),
            ColourDepth::Ansi256 => Some(Colour::Indexed(self.xterm)),
            ColourDepth::TrueColour => Some(rgb(self.rgb)),
        }
    }
}

/// The colours of a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Palette {
    /// The ground of the light squares.
    pub light: Shade,
    /// The ground of the dark squares, and of a running clock's large digits.
    pub dark: Shade,
    /// The squares of the last move.
    pub last_move: Shade,
    /// Where the moves that match what is typed go to, and where a piece picked up can go.
    pub candidate: Shade,
    /// Where the moves that match what is typed come from, and the piece picked up.
    pub origin: Shade,
    /// The square of a king in check.
    pub check: Shade,
    /// The ink of White's pieces, and of a running clock's large digits.
    pub white: Shade,
    /// Black's pieces, and the ink of both sides in 16 colours.
    pub black: Shade,
}

/// The white of the pieces.
const WHITE_PIECE: Shade = Shade {
    rgb: 0xffffff,
    xterm: 231,
    ansi: Colour::White,
};

/// The black of the pieces, and the ink of both sides in 16 colours.
const BLACK_PIECE: Shade = Shade {
    rgb: 0x000000,
    xterm: 16,
    ansi: Colour::Black,
};

/// The red of a king in check, the same on every board.
const CHECK: Shade = Shade {
    rgb: 0xc8463c,
    xterm: 160,
    ansi: Colour::Red,
};

const fn shade(rgb: Rgb, xterm: u8, ansi: Colour) -> Shade {
    Shade { rgb, xterm, ansi }
}

/// The tournament board: buff and green, a teal last move, violet candidates coming from
/// orange.
const GREEN: Palette = Palette {
    light: shade(0x9a9064, 137, Colour::Gray),
    dark: shade(0x3f7442, 28, Colour::Green),
    last_move: shade(0x2f8f9f, 31, Colour::Cyan),
    candidate: shade(0x7a6ad0, 98, Colour::Magenta),
    origin: shade(0xc07828, 130, Colour::Yellow),
    check: CHECK,
    white: WHITE_PIECE,
    black: BLACK_PIECE,
};

/// The wooden board: maple and walnut, an olive last move, blue candidates coming from
/// violet.
const BROWN: Palette = Palette {
    light: shade(0xa98a64, 137, Colour::Gray),
    dark: shade(0x7f5538, 94, Colour::Yellow),
    last_move: shade(0xa09030, 100, Colour::Cyan),
    candidate: shade(0x4a7ec0, 68, Colour::Magenta),
    origin: shade(0x9a5ab8, 97, Colour::LightBlue),
    check: CHECK,
    white: WHITE_PIECE,
    black: BLACK_PIECE,
};

/// The blue board: grey-blue and slate, an olive last move, violet candidates coming from
/// green.
const BLUE: Palette = Palette {
    light: shade(0x8494a3, 103, Colour::Gray),
    dark: shade(0x3f5f86, 61, Colour::Cyan),
    last_move: shade(0xa09030, 100, Colour::Yellow),
    candidate: shade(0x9a5fd0, 134, Colour::Magenta),
    origin: shade(0x3f8f5f, 29, Colour::Green),
    check: CHECK,
    white: WHITE_PIECE,
    black: BLACK_PIECE,
};

/// Sand and slate, as far apart as squares under white and black pieces can be, and strong
/// highlights: an amber last move, blue candidates coming from magenta, red check.
const CONTRAST: Palette = Palette {
    light: shade(0xa08f70, 137, Colour::White),
    dark: shade(0x56606e, 60, Colour::DarkGray),
    last_move: shade(0xb08600, 136, Colour::LightYellow),
    candidate: shade(0x2a62c8, 26, Colour::LightCyan),
    origin: shade(0xb03cb0, 170, Colour::LightMagenta),
    check: shade(0xe02020, 160, Colour::LightRed),
    white: WHITE_PIECE,
    black: BLACK_PIECE,
};

/// The colours of a theme; `None` for `mono`, which has none.
pub const fn palette(theme: ThemeName) -> Option<&'static Palette> {
    match theme {
        ThemeName::Green => Some(&GREEN),
        ThemeName::Brown => Some(&BROWN),
        ThemeName::Blue => Some(&BLUE),
        ThemeName::Contrast => Some(&CONTRAST),
        ThemeName::Mono => None,
    }
}

/// The terminal's colour for `0xRRGGBB`.
pub const fn rgb(value: Rgb) -> Colour {
    Colour::Rgb((value >> 16) as u8, (value >> 8) as u8, value as u8)
}

/// The 16 ANSI colours as xterm shows them by default, by index.
const XTERM_16: [Rgb; 16] = [
    0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5, 0x7f7f7f,
    0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
];

/// The colour of one of xterm's 256: the 16 ANSI colours as xterm shows them by default, the
/// 6×6×6 cube, then 24 greys.
pub const fn xterm_rgb(index: u8) -> Rgb {
    const CUBE: [u32; 6] = [0, 95, 135, 175, 215, 255];
    match index {
        0..=15 => XTERM_16[index as usize],
        16..=231 => {
            let i = (index - 16) as usize;
            (CUBE[i / 36] << 16) | (CUBE[i / 6 % 6] << 8) | CUBE[i % 6]
        }
        _ => {
            let grey = 8 + 10 * (index as u32 - 232);
            (grey << 16) | (grey << 8) | grey
        }
    }
}

/// The shade a colour shows on the screen, as xterm shows it by default; `None` for the
/// terminal's own foreground or background (`Reset`).
pub const fn shown_rgb(colour: Colour) -> Option<Rgb> {
    let index = match colour {
        Colour::Reset => return None,
        Colour::Rgb(r, g, b) => return Some(((r as u32) << 16) | ((g as u32) << 8) | b as u32),
        Colour::Indexed(index) => index,
        Colour::Black => 0,
        Colour::Red => 1,
        Colour::Green => 2,
        Colour::Yellow => 3,
        Colour::Blue => 4,
        Colour::Magenta => 5,
        Colour::Cyan => 6,
        Colour::Gray => 7,
        Colour::DarkGray => 8,
        Colour::LightRed => 9,
        Colour::LightGreen => 10,
        Colour::LightYellow => 11,
        Colour::LightBlue => 12,
        Colour::LightMagenta => 13,
        Colour::LightCyan => 14,
        Colour::White => 15,
    };
    Some(xterm_rgb(index))
}

/// The relative luminance of a colour (WCAG 2).
#[cfg(test)]
fn luminance(colour: Rgb) -> f64 {
    let channel = |shift: u32| {
        let c = f64::from((colour >> shift) & 0xff) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
}

/// The contrast ratio of two colours (WCAG 2): from 1 (the same) to 21 (black on white).
#[cfg(test)]
pub(super) fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a piece stands on: the squares and the highlights.
    fn grounds(palette: &Palette) -> [(&'static str, Shade); 6] {
        [
            ("light square", palette.light),
            ("dark square", palette.dark),
            ("last move", palette.last_move),
            ("candidate", palette.candidate),
            ("origin", palette.origin),
            ("check", palette.check),
        ]
    }

    /// The colours pieces are drawn in at `depth`: white and black, or black ink alone in 16
    /// colours.
    fn inks(palette: &Palette, depth: ColourDepth) -> Vec<(&'static str, Shade)> {
        if depth == ColourDepth::Ansi16 {
            vec![("ink", palette.black)]
        } else {
            vec![
                ("white piece", palette.white),
                ("black piece", palette.black),
            ]
        }
    }

    fn shown(shade: Shade, depth: ColourDepth) -> Rgb {
        shade
            .at(depth)
            .and_then(shown_rgb)
            .expect("a colour at this depth")
    }

    #[test]
    fn every_piece_stands_out_on_every_square_and_highlight_at_every_depth() {
        // The depths with colours: none has no shades to tell apart.
        let depths = &ColourDepth::ALL[1..];
        let mut checked = 0;
        for theme in ThemeName::ALL {
            let Some(palette) = palette(theme) else {
                continue;
            };
            for &depth in depths {
                for (piece, ink) in inks(palette, depth) {
                    for (ground, shade) in grounds(palette) {
                        let ratio = contrast(shown(ink, depth), shown(shade, depth));
                        assert!(
                            ratio >= 3.0,
                            "{theme} at {}: {piece} on {ground}: {ratio:.2}:1",
                            depth.name()
                        );
                        checked += 1;
                    }
                }
            }
        }
        assert_eq!(checked, 4 * (12 + 12 + 6));
    }

    #[test]
    fn squares_and_highlights_differ_at_every_depth() {
        for theme in ThemeName::ALL {
            let Some(palette) = palette(theme) else {
                continue;
            };
            // The depths with colours: none has no shades to tell apart.
            for &depth in &ColourDepth::ALL[1..] {
                let grounds = grounds(palette).map(|(name, shade)| (name, shade.at(depth)));
                for (i, (name, colour)) in grounds.iter().enumerate() {
                    for (other, other_colour) in &grounds[i + 1..] {
                        assert_ne!(colour, other_colour, "{theme}: {name} and {other}");
                    }
                }
            }
        }
    }

    /// A colour in CIELAB (D65): lightness and the two axes of hue.
    fn lab(colour: Rgb) -> [f64; 3] {
        let linear = |shift: u32| {
            let c = f64::from((colour >> shift) & 0xff) / 255.0;
            if c <= 0.040_45 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        let (r, g, b) = (linear(16), linear(8), linear(0));
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83;
        let f = |t: f64| {
            if t > 0.008_856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        [
            116.0 * f(y) - 16.0,
            500.0 * (f(x) - f(y)),
            200.0 * (f(y) - f(z)),
        ]
    }

    /// How far apart two colours look (CIE76 ΔE): about 2 is just noticeable, 20 and more
    /// tells two colours apart at a glance.
    fn distance(a: Rgb, b: Rgb) -> f64 {
        let (a, b) = (lab(a), lab(b));
        a.iter()
            .zip(b)
            .map(|(a, b)| (a - b).powi(2))
            .sum::<f64>()
            .sqrt()
    }

    #[test]
    fn squares_and_highlights_are_told_apart_at_a_glance() {
        for theme in ThemeName::ALL {
            let Some(palette) = palette(theme) else {
                continue;
            };
            // In 16 colours the terminal decides the shades.
            for depth in [ColourDepth::TrueColour, ColourDepth::Ansi256] {
                let grounds = grounds(palette);
                for (i, &(name, shade)) in grounds.iter().enumerate() {
                    for &(other, other_shade) in &grounds[i + 1..] {
                        let apart = distance(shown(shade, depth), shown(other_shade, depth));
                        assert!(
                            apart >= 20.0,
                            "{theme} at {}: {name} and {other} are {apart:.0} apart",
                            depth.name()
                        );
                    }
                }
            }
        }
        // The scale: black and white are 100 apart, two close greys are not 20.
        assert!((distance(0x000000, 0xffffff) - 100.0).abs() < 0.1);
        assert!(distance(0x8c8c8c, 0x606060) < 20.0);
    }

    #[test]
    fn the_contrast_formula_matches_wcag() {
        assert!((contrast(0x000000, 0xffffff) - 21.0).abs() < 1e-9);
        assert!((contrast(0x777777, 0x777777) - 1.0).abs() < 1e-9);
        // #767676 on white is the classic 4.54:1.
        assert!((contrast(0x767676, 0xffffff) - 4.54).abs() < 0.01);
    }

    #[test]
    fn xterm_colours_are_the_cube_and_the_greys() {
        assert_eq!(xterm_rgb(16), 0x000000);
        assert_eq!(xterm_rgb(231), 0xffffff);
        assert_eq!(xterm_rgb(137), 0xaf875f);
        assert_eq!(xterm_rgb(232), 0x080808);
        assert_eq!(xterm_rgb(255), 0xeeeeee);
        assert_eq!(shown_rgb(Colour::Green), Some(0x00cd00));
        assert_eq!(shown_rgb(rgb(0x123456)), Some(0x123456));
        assert_eq!(shown_rgb(Colour::Reset), None);
    }
}
