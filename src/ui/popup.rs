//! Boxes drawn over the screen, and the promotion picker.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget};

use super::theme::Theme;
use crate::i18n::{Lang, piece_letter};
use crate::rules::{Color, Role};
use crate::tr;

/// Clears a box of `width` × `height` cells (borders included) centred on `centre` and kept
/// inside `screen`, draws its border with `title`, and returns the space inside.
pub fn frame(
    theme: Theme,
    title: &str,
    (width, height): (u16, u16),
    centre: Rect,
    screen: Rect,
    buf: &mut Buffer,
) -> Rect {
    let area = centred(width, height, centre, screen);
    Clear.render(area, buf);
    let block = Block::bordered()
        .border_set(theme.border())
        .title(Line::styled(format!(" {title} "), theme.heading()).centered());
    let inner = block.inner(area);
    block.render(area, buf);
    inner
}

/// A rectangle of at most `width` × `height` cells, centred on `centre` and moved (and if need
/// be shrunk) to lie inside `screen`.
fn centred(width: u16, height: u16, centre: Rect, screen: Rect) -> Rect {
    let width = width.min(screen.width);
    let height = height.min(screen.height);
    let middle_x = centre.x.saturating_add(centre.width / 2);
    let middle_y = centre.y.saturating_add(centre.height / 2);
    let x = middle_x
        .saturating_sub(width / 2)
        .clamp(screen.left(), screen.right().saturating_sub(width));
    let y = middle_y
        .saturating_sub(height / 2)
        .clamp(screen.top(), screen.bottom().saturating_sub(height));
    Rect::new(x, y, width, height)
}

/// Draws the promotion picker over the board: the four pieces, queen first, with the one
/// chosen in reverse video.
pub fn render_promotion(
    (color, choice): (Color, usize),
    (theme, lang): (Theme, Lang),
    board: Rect,
    screen: Rect,
    buf: &mut Buffer,
) {
    let full = choices_line(color, choice, (theme, lang), true);
    let width = u16::try_from(full.width())
        .unwrap_or(u16::MAX)
        .saturating_add(4);
    let title = tr!(lang, "promotion-title");
    let inner = frame(theme, &title, (width, 4), board, screen, buf);
    let [choices, keys] =
        Layout::vertical([Constraint::Length(1), Constraint::Length(1)]).areas(inner);
    let fits = usize::from(choices.width) >= full.width();
    let line = if fits {
        full
    } else {
        choices_line(color, choice, (theme, lang), false)
    };
    line.centered().render(choices, buf);
    Line::styled(tr!(lang, "promotion-keys"), theme.dim())
        .centered()
        .render(keys, buf);
}

/// `♕ Queen  ♖ Rook  ♗ Bishop  ♘ Knight` (or `♕ Q  ♖ R  ♗ B  ♘ N` when `named` is false), in
/// the words and letters of `lang`.
fn choices_line(
    color: Color,
    choice: usize,
    (theme, lang): (Theme, Lang),
    named: bool,
) -> Line<'static> {
    let mut spans = Vec::new();
    for (i, role) in Role::PROMOTIONS.into_iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw("  "));
        }
        let piece = theme.piece_char(role.of(color));
        let text = if named {
            format!("{piece} {}", capitalised(&piece_name(lang, role)))
        } else {
            format!("{piece} {}", piece_letter(lang, role))
        };
        let style = if i == choice {
            theme.selected().patch(theme.heading())
        } else {
            ratatui::style::Style::new()
        };
        spans.push(Span::styled(text, style));
    }
    Line::from(spans)
}

/// The name of a piece in `lang`: `queen`, `ферзь`.
fn piece_name(lang: Lang, role: Role) -> String {
    match role {
        Role::King => tr!(lang, "piece-king"),
        Role::Queen => tr!(lang, "piece-queen"),
        Role::Rook => tr!(lang, "piece-rook"),
        Role::Bishop => tr!(lang, "piece-bishop"),
        Role::Knight => tr!(lang, "piece-knight"),
        Role::Pawn => tr!(lang, "piece-pawn"),
    }
}

/// `queen` → `Queen`.
fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_stay_on_the_screen() {
        let screen = Rect::new(0, 0, 52, 14);
        let board = Rect::new(0, 0, 28, 10);
        assert_eq!(centred(39, 4, board, screen), Rect::new(0, 3, 39, 4));
        assert_eq!(centred(100, 40, board, screen), screen);
        assert_eq!(
            centred(10, 4, Rect::new(40, 10, 4, 4), screen),
            Rect::new(37, 10, 10, 4)
        );
        assert_eq!(centred(10, 4, board, Rect::default()), Rect::default());
    }

    #[test]
    fn role_names_are_capitalised() {
        assert_eq!(capitalised("knight"), "Knight");
        assert_eq!(capitalised(""), "");
    }
}
