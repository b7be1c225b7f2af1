//! The screen of `hotseat watch` while it shows no game: why (the wait for a game, a file
//! that holds none), what shows between games (a tournament's round and crosstable), and the
//! keys.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use super::fit;
use super::theme::Theme;
use crate::i18n::Lang;
use crate::tr;

/// The paragraphs shown while no game is, each line wrapped to the screen's width and a
/// blank line between paragraphs, with the keys at the bottom.
#[derive(Debug, Clone)]
pub struct Waiting<'a> {
    /// The lines, in words already: the wait and what shows between games first, then the
    /// problems met on the way.
    pub lines: &'a [String],
    /// The styles.
    pub theme: Theme,
    /// The language of the keys.
    pub lang: Lang,
}

impl Widget for Waiting<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        Clear.render(area, buf);
        if area.height == 0 {
            return;
        }
        let width = usize::from(area.width.saturating_sub(2));
        let mut rows = Vec::new();
        for paragraph in self.lines {
            for line in paragraph.lines() {
                rows.extend(fit::wrap(line, width).into_iter().map(Line::from));
            }
            rows.push(Line::default());
        }
        let body = Rect {
            x: area.x + 1,
            y: area.y + 1,
            width: area.width.saturating_sub(2),
            height: area.height.saturating_sub(2),
        };
        Paragraph::new(rows).render(body, buf);
        let footer = Rect {
            y: area.y + area.height - 1,
            height: 1,
            ..body
        };
        let keys = fit::items(
            &tr!(self.lang, "watch-footer-waiting"),
            usize::from(footer.width),
        );
        Line::styled(keys, self.theme.dim()).render(footer, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Settings;

    /// The text of each row of `buf`, its trailing blanks cut.
    fn rows(buf: &Buffer) -> Vec<String> {
        (0..buf.area.height)
            .map(|y| {
                let row: String = (0..buf.area.width)
                    .map(|x| buf[(x, y)].symbol().to_string())
                    .collect();
                row.trim_end().to_string()
            })
            .collect()
    }

    #[test]
    fn the_wait_is_wrapped_above_the_keys_a_paragraphs_rows_together() {
        let lines = [
            "one two three four five six".to_string(),
            "Round 2\n2.1 A – B".to_string(),
        ];
        let area = Rect::new(0, 0, 16, 9);
        let mut buf = Buffer::empty(area);
        Waiting {
            lines: &lines,
            theme: Theme::new(&Settings::default()),
            lang: Lang::En,
        }
        .render(area, &mut buf);
        assert_eq!(
            rows(&buf),
            [
                "",
                " one two three",
                " four five six",
                "",
                " Round 2",
                " 2.1 A – B",
                "",
                "",
                " q or Esc quits"
            ]
        );
    }
}
