//! A side's pocket in crazyhouse, on one row beside its player's panel: the five pieces it
//! may hold, pawn to queen, each with how many it holds (none dim), the one picked up to be
//! dropped in reverse video, and the board cursor's mark before the one it is on.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::widgets::Widget;

use super::theme::Theme;
use crate::rules::{Color, Pockets, Role};

/// The cells of one piece of the pocket: the cursor's mark, the piece and up to two digits.
const ENTRY_WIDTH: u16 = 4;

/// The cells the row of a pocket takes: the width it needs in the narrowest column beside
/// the board.
pub const WIDTH: u16 = ENTRY_WIDTH * Pockets::ROLES.len() as u16;

/// One side's pocket as the screen shows it.
#[derive(Debug, Clone, Copy)]
pub struct Pocket {
    /// The side whose pieces these are.
    pub color: Color,
    /// How many of each role the side holds, pawn to queen.
    pub counts: [u8; 5],
    /// The piece picked up from this pocket to be dropped.
    pub picked: Option<Role>,
    /// The piece of this pocket the board cursor is on.
    pub cursor: Option<Role>,
    /// The styles of the pieces and marks.
    pub theme: Theme,
}

impl Pocket {
    /// `color`'s pocket in `pockets`, nothing picked up and no cursor on it.
    pub fn of(pockets: &Pockets, color: Color, theme: Theme) -> Pocket {
        Pocket {
            color,
            counts: Pockets::ROLES.map(|role| pockets.count(color, role)),
            picked: None,
            cursor: None,
            theme,
        }
    }

    /// The piece drawn at `position` when a pocket is drawn into `area`, if any.
    pub fn role_at(area: Rect, position: Position) -> Option<Role> {
        if !area.contains(position) {
            return None;
        }
        let index = usize::from((position.x - area.x) / ENTRY_WIDTH);
        Pockets::ROLES.get(index).copied()
    }
}

impl Widget for Pocket {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        for (index, (role, count)) in Pockets::ROLES.into_iter().zip(self.counts).enumerate() {
            let x = area.x.saturating_add(ENTRY_WIDTH * index as u16);
            if x.saturating_add(ENTRY_WIDTH) > area.right() {
                return;
            }
            let mut style = if count == 0 {
                theme.dim()
            } else {
                Style::new()
            };
            if self.picked == Some(role) {
                style = style.patch(theme.selected());
            }
            if self.cursor == Some(role) {
                buf.set_string(x, area.y, ">", Style::new());
            }
            let piece = theme.piece_char(role.of(self.color));
            buf.set_string(x + 1, area.y, format!("{piece}{count}"), style);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Settings;
    use ratatui::style::Modifier;

    #[test]
    fn each_piece_of_the_row_is_found_where_it_is_drawn() {
        let area = Rect::new(10, 3, 30, 1);
        let cases = [
            (10, Some(Role::Pawn)),
            (13, Some(Role::Pawn)),
            (14, Some(Role::Knight)),
            (25, Some(Role::Rook)),
            (29, Some(Role::Queen)),
            (30, None),
            (9, None),
        ];
        for (x, role) in cases {
            assert_eq!(Pocket::role_at(area, Position::new(x, 3)), role, "at {x}");
        }
        assert_eq!(Pocket::role_at(area, Position::new(12, 4)), None);
    }

    #[test]
    fn the_row_shows_every_role_with_its_count_and_the_cursor_before_one() {
        let pocket = Pocket {
            color: Color::White,
            counts: [2, 0, 1, 0, 12],
            picked: Some(Role::Bishop),
            cursor: Some(Role::Queen),
            theme: Theme::new(&Settings {
                ascii: true,
                ..Settings::default()
            }),
        };
        let area = Rect::new(0, 0, WIDTH, 1);
        let mut buf = Buffer::empty(area);
        pocket.render(area, &mut buf);
        let text: String = buf.content.iter().map(|cell| cell.symbol()).collect();
        assert_eq!(text, " P2  N0  B1  R0 >Q12");
        assert!(buf[(9, 0)].modifier.contains(Modifier::REVERSED));
        assert!(!buf[(5, 0)].modifier.contains(Modifier::REVERSED));
    }
}
