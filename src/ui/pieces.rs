//! The pieces as figures that grow with the squares. The smallest squares show one figurine
//! (or a letter with `--ascii`); from 7×3 cells a piece is a tiny figure of half blocks, from
//! 9×4 a small one, from 13×6 a large one, and from 23×11 the large one at twice the size.
//! White's figures are drawn in outline and Black's solid, as in a printed diagram, so the
//! sides differ in shape and not in colour alone; at every size the six pieces differ in
//! silhouette: the pawn's round head, the knight's head and ears, the bishop's pointed mitre
//! with its slit, the rook's battlements, the queen's crown of points, the king's cross.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::pixels::{Inks, Sprite};
use crate::rules::Role;

/// How a piece is drawn on a square of a given size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PieceSize {
    /// One figurine or letter in the middle of the square.
    Glyph,
    /// The tiny figures, drawn in half blocks over the square.
    Tiny,
    /// The small figures, drawn in half blocks over the square.
    Small,
    /// The large figures, `scale` times their size.
    Large {
        /// How many times its size (1 or more).
        scale: u16,
    },
}

impl PieceSize {
    /// The largest size that fits a square of `width` × `height` cells with room around it:
    /// at least one column and one pixel row (half a cell) to spare.
    pub fn for_square(width: u16, height: u16) -> PieceSize {
        let fits = |sprite: Sprite, scale: u16| {
            sprite.width().saturating_mul(scale) < width
                && sprite.height().saturating_mul(scale) < height.saturating_mul(2)
        };
        let large = LARGE[0];
        if fits(large, 1) {
            let scale = (2..).take_while(|&k| fits(large, k)).last().unwrap_or(1);
            PieceSize::Large { scale }
        } else if fits(SMALL[0], 1) {
            PieceSize::Small
        } else if fits(TINY[0], 1) {
            PieceSize::Tiny
        } else {
            PieceSize::Glyph
        }
    }

    /// The figure of `role` at this size and its scale; `None` for [`PieceSize::Glyph`].
    fn sprite(self, role: Role) -> Option<(Sprite, u16)> {
        match self {
            PieceSize::Glyph => None,
            PieceSize::Tiny => Some((TINY[role.index()], 1)),
            PieceSize::Small => Some((SMALL[role.index()], 1)),
            PieceSize::Large { scale } => Some((LARGE[role.index()], scale)),
        }
    }

    /// Draws the figure of `role` in the middle of `area` over `ground` (the square's style)
    /// in `inks`; returns false, drawing nothing, at [`PieceSize::Glyph`].
    pub fn draw(self, role: Role, inks: Inks, area: Rect, ground: Style, buf: &mut Buffer) -> bool {
        let Some((sprite, scale)) = self.sprite(role) else {
            return false;
        };
        sprite.draw(area, scale, inks, ground, buf);
        true
    }
}

/// The tiny figures, 5×5 pixels: for squares from 7×3 cells.
const TINY: [Sprite; 6] = [
    // pawn
    Sprite::new(&[".....", "..#..", ".#o#.", "..#..", ".###."]),
    // knight
    Sprite::new(&[".##..", "#ox#.", "##o#.", ".#oo#", "#####"]),
    // bishop
    Sprite::new(&["..#..", ".#o#.", ".#x#.", "..#..", "#####"]),
    // rook
    Sprite::new(&["#.#.#", "#####", ".#o#.", ".#o#.", "#####"]),
    // queen
    Sprite::new(&["#.#.#", ".#o#.", "..#..", ".#o#.", "#####"]),
    // king
    Sprite::new(&["..#..", ".###.", "..#..", "#ooo#", "#####"]),
];

/// The small figures, 7×7 pixels: for squares from 9×4 cells.
const SMALL: [Sprite; 6] = [
    // pawn
    Sprite::new(&[
        ".......", "..###..", ".#ooo#.", "..#o#..", "..#o#..", ".#ooo#.", "#######",
    ]),
    // knight
    Sprite::new(&[
        "..#.#..", ".#o#o#.", "#oxoo#.", "#ooooo#", ".###oo#", "..#ooo#", ".######",
    ]),
    // bishop
    Sprite::new(&[
        "...#...", "..#o#..", ".#oox#.", ".#oxo#.", "..#o#..", ".#ooo#.", "#######",
    ]),
    // rook
    Sprite::new(&[
        "#.#.#.#", "#######", ".#ooo#.", ".#ooo#.", ".#ooo#.", "#ooooo#", "#######",
    ]),
    // queen
    Sprite::new(&[
        "#.#.#.#", "#o#o#o#", "#ooooo#", ".#ooo#.", "..#o#..", ".#ooo#.", "#######",
    ]),
    // king
    Sprite::new(&[
        "...#...", "..###..", "...#...", ".##o##.", "#ooooo#", ".#ooo#.", "#######",
    ]),
];

/// The large figures, 11×10 pixels: for squares from 13×6 cells, at twice the size from 23×11.
const LARGE: [Sprite; 6] = [
    // pawn
    Sprite::new(&[
        "...........",
        "....###....",
        "...#ooo#...",
        "...#ooo#...",
        "....#o#....",
        "....#o#....",
        "...#ooo#...",
        "...#ooo#...",
        "..#ooooo#..",
        ".#########.",
    ]),
    // knight
    Sprite::new(&[
        "....##.##..",
        "...#oo#oo#.",
        "..#oooooo#.",
        ".#oo#ooooo#",
        "#oo#.#oooo#",
        "###..#oooo#",
        ".....#oooo#",
        "....#ooooo#",
        "...#oooooo#",
        "..#########",
    ]),
    // bishop
    Sprite::new(&[
        ".....#.....",
        "....###....",
        "...##.##...",
        "..#o#.#o#..",
        "..##.#oo#..",
        "...##oo#...",
        "....#o#....",
        "...#ooo#...",
        "..#ooooo#..",
        ".#########.",
    ]),
    // rook
    Sprite::new(&[
        "##.##.##.##",
        "###########",
        ".#ooooooo#.",
        "..#ooooo#..",
        "..#ooooo#..",
        "..#ooooo#..",
        "..#ooooo#..",
        "..#ooooo#..",
        ".#ooooooo#.",
        "###########",
    ]),
    // queen
    Sprite::new(&[
        "#...#.#...#",
        "##..###..##",
        "#o#.#o#.#o#",
        "#oo#ooo#oo#",
        ".#ooooooo#.",
        "..#ooooo#..",
        "...#ooo#...",
        "..#ooooo#..",
        ".#ooooooo#.",
        "###########",
    ]),
    // king
    Sprite::new(&[
        ".....#.....",
        "....###....",
        ".....#.....",
        ".###.#.###.",
        "#ooo#o#ooo#",
        "#ooooooooo#",
        "#ooooooooo#",
        ".#ooooooo#.",
        "..#ooooo#..",
        ".#########.",
    ]),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_grow_with_the_squares() {
        for ((width, height), size) in [
            ((3, 1), PieceSize::Glyph),
            ((5, 2), PieceSize::Glyph),
            ((7, 3), PieceSize::Tiny),
            ((9, 4), PieceSize::Small),
            ((11, 5), PieceSize::Small),
            ((13, 6), PieceSize::Large { scale: 1 }),
            ((21, 10), PieceSize::Large { scale: 1 }),
            ((23, 11), PieceSize::Large { scale: 2 }),
            ((35, 17), PieceSize::Large { scale: 3 }),
        ] {
            assert_eq!(
                PieceSize::for_square(width, height),
                size,
                "{width}×{height}"
            );
        }
    }

    #[test]
    fn every_figure_is_a_clean_picture() {
        for (name, set) in [("tiny", TINY), ("small", SMALL), ("large", LARGE)] {
            for (role, sprite) in Role::ALL.into_iter().zip(set) {
                let (width, height) = (sprite.width(), sprite.height());
                assert_eq!((width, height), (set[0].width(), set[0].height()));
                let mut text = Vec::new();
                let area = Rect::new(0, 0, width, height.div_ceil(2));
                let mut buf = Buffer::empty(area);
                sprite.draw(area, 1, Inks::solid(None), Style::new(), &mut buf);
                for y in 0..area.height {
                    text.push((0..width).map(|x| buf[(x, y)].symbol()).collect::<String>());
                }
                // Something in every row of cells, and nothing but half blocks.
                for row in &text {
                    assert!(row.trim() != "", "{name} {role:?}: {text:?}");
                    assert!(row.chars().all(|c| " ▀▄█".contains(c)));
                }
            }
        }
    }

    #[test]
    fn each_figure_has_its_own_silhouette_and_an_open_outline() {
        for set in [TINY, SMALL, LARGE] {
            for (i, a) in set.iter().enumerate() {
                for b in &set[i + 1..] {
                    assert_ne!(a, b);
                }
                // Drawn open, a figure keeps something of its inside empty: White's look
                // differs from Black's.
                let (width, height) = a.cells(1);
                let area = Rect::new(0, 0, width, height);
                let mut solid = Buffer::empty(area);
                let mut open = Buffer::empty(area);
                a.draw(area, 1, Inks::solid(None), Style::new(), &mut solid);
                a.draw(area, 1, Inks::open(None), Style::new(), &mut open);
                assert_ne!(solid, open);
            }
        }
    }
}
