//! The board cursor's step, the same on every page with a board (the game, the editor,
//! learning from the mistakes): an arrow moves it one square the way it points on the
//! screen, up the screen being up the ranks of the side at the bottom; at the edge it stays.

use super::key::Key;
use crate::rules::{Color, File, Rank, Square};

/// The square one step from `square` the way the arrow `key` points, with `bottom`'s side at
/// the bottom of the board; `square` itself at the edge. `None` for a key that is no arrow.
pub(super) fn step(square: Square, key: Key, bottom: Color) -> Option<Square> {
    let (right, up) = match key {
        Key::Up => (0, 1),
        Key::Down => (0, -1),
        Key::Left => (-1, 0),
        Key::Right => (1, 0),
        _ => return None,
    };
    let sign = match bottom {
        Color::White => 1,
        Color::Black => -1,
    };
    let along = |index: u32, by: i32| index.saturating_add_signed(sign * by).min(7);
    Some(Square::from_coords(
        File::new(along(square.file().index(), right)),
        Rank::new(along(square.rank().index(), up)),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_go_the_way_they_point_on_the_screen_and_stop_at_the_edge() {
        let cases = [
            (Square::E4, Key::Up, Color::White, Square::E5),
            (Square::E4, Key::Up, Color::Black, Square::E3),
            (Square::E4, Key::Left, Color::White, Square::D4),
            (Square::E4, Key::Left, Color::Black, Square::F4),
            (Square::E4, Key::Right, Color::White, Square::F4),
            (Square::E4, Key::Down, Color::White, Square::E3),
            (Square::H8, Key::Up, Color::White, Square::H8),
            (Square::H8, Key::Right, Color::White, Square::H8),
            (Square::A1, Key::Up, Color::Black, Square::A1),
            (Square::A1, Key::Right, Color::Black, Square::A1),
        ];
        for (square, key, bottom, to) in cases {
            assert_eq!(
                step(square, key, bottom),
                Some(to),
                "{square:?} {key:?} {bottom:?}"
            );
        }
        assert_eq!(step(Square::E4, Key::Enter, Color::White), None);
    }
}
