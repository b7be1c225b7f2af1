//! Boxes drawn over the screen, and the promotion picker.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget};

use super::theme::{Look, Theme};
use crate::app::Target;
use crate::i18n::{capitalised, piece_letter, piece_name};
use crate::rules::{Color, Role};
use crate::tr;

/// What separates the pieces of the promotion picker.
const SPACE_BETWEEN: &str = "  ";

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
/// be shrunk) to lie inside `screen`: where [`frame`] draws its box.
pub fn centred(width: u16, height: u16, centre: Rect, screen: Rect) -> Rect {
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

/// The promotion picker laid out over the board: its box, the row of its choices and the
/// line of them it shows (the pieces with their names, or their letters where the box with
/// the names would not fit over the board: it would cover what is beside the board).
struct Picker {
    area: Rect,
    choices: Rect,
    keys: Rect,
    named: bool,
}

impl Picker {
    fn new(color: Color, look: Look, board: Rect, screen: Rect) -> Picker {
        let keys = Span::raw(tr!(look.lang, "promotion-keys")).width();
        let box_width = |named| {
            let widest = choices_line(color, Role::Queen, look, named)
                .width()
                .max(keys);
            u16::try_from(widest).unwrap_or(u16::MAX).saturating_add(4)
        };
        let named = box_width(true) <= board.width;
        let area = centred(box_width(named), 4, board, screen);
        let inner = Block::bordered().inner(area);
        let [choices, keys] =
            Layout::vertical([Constraint::Length(1), Constraint::Length(1)]).areas(inner);
        Picker {
            area,
            choices,
            keys,
            named,
        }
    }
}

/// Draws the promotion picker over the board: the four pieces, queen first, with the one
/// chosen in reverse video.
pub fn render_promotion(
    (color, choice): (Color, Role),
    Look { theme, lang }: Look,
    board: Rect,
    screen: Rect,
    buf: &mut Buffer,
) {
    let picker = Picker::new(color, Look { theme, lang }, board, screen);
    frame(
        theme,
        &tr!(lang, "promotion-title"),
        (picker.area.width, picker.area.height),
        board,
        screen,
        buf,
    );
    choices_line(color, choice, Look { theme, lang }, picker.named)
        .centered()
        .render(picker.choices, buf);
    Line::styled(tr!(lang, "promotion-keys"), theme.dim())
        .centered()
        .render(picker.keys, buf);
}

/// What the promotion picker drawn by [`render_promotion`] shows at `position`: one of its
/// pieces, the picker off its pieces, or `None` off the picker.
pub fn promotion_at(
    color: Color,
    look: Look,
    board: Rect,
    screen: Rect,
    position: Position,
) -> Option<Target> {
    let picker = Picker::new(color, look, board, screen);
    if !picker.area.contains(position) {
        return None;
    }
    if position.y != picker.choices.y {
        return Some(Target::Popup);
    }
    // Where the centred line starts: before the row when it is cut at both ends.
    let line = choices_line(color, Role::Queen, look, picker.named);
    let row = i32::from(picker.choices.width);
    let width = i32::try_from(line.width()).unwrap_or(i32::MAX);
    let mut x = i32::from(picker.choices.x) + (row - width) / 2;
    let column = i32::from(position.x);
    for (span, role) in line.spans.iter().step_by(2).zip(Role::PROMOTIONS) {
        let span_width = i32::try_from(span.width()).unwrap_or(i32::MAX);
        if (x..x + span_width).contains(&column) {
            return Some(Target::Promotion(role));
        }
        x += span_width + i32::try_from(SPACE_BETWEEN.len()).unwrap_or(0);
    }
    Some(Target::Popup)
}

/// `♕ Queen  ♖ Rook  ♗ Bishop  ♘ Knight` (or `♕ Q  ♖ R  ♗ B  ♘ N` when `named` is false), in
/// the words and letters of `lang`.
fn choices_line(
    color: Color,
    choice: Role,
    Look { theme, lang }: Look,
    named: bool,
) -> Line<'static> {
    let mut spans = Vec::new();
    for (i, role) in Role::PROMOTIONS.into_iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw(SPACE_BETWEEN));
        }
        let piece = theme.piece_char(role.of(color));
        let text = if named {
            format!("{piece} {}", capitalised(&piece_name(lang, role)))
        } else {
            format!("{piece} {}", piece_letter(lang, role))
        };
        let style = if role == choice {
            theme.selected().patch(theme.heading())
        } else {
            ratatui::style::Style::new()
        };
        spans.push(Span::styled(text, style));
    }
    Line::from(spans)
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
}
