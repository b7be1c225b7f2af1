//! The standings after a tournament's game: the result just recorded under the title, the
//! crosstable fitted to the screen's width (as many of its lines as the height leaves room
//! for, the leaders first) and the round being played where there is room, and at the bottom the next game with the buttons that play it
//! and go back to the game.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::text::Span;
use ratatui::widgets::Widget;

use super::page::{self, Frame, PageView, Parts, cells};
use super::theme::Look;
use crate::app::standings::Standings;
use crate::app::{Button, PageTarget, Target};
use crate::tournament::{board_line, crosstable, current_round_words, pairing_line};
use crate::tr;

/// The narrowest screen the page fits.
const MIN_WIDTH: u16 = 40;

/// The fewest rows of content: a line of the table, a blank, the next game and the buttons.
const MIN_CONTENT_ROWS: u16 = 4;

/// The page as the screen shows it: a [`PageView`] of [`Standings`].
pub type StandingsView<'a> = PageView<'a, Standings>;

impl StandingsView<'_> {
    /// The smallest screen the page fits.
    pub fn min_size(&self) -> (u16, u16) {
        (MIN_WIDTH, MIN_CONTENT_ROWS + page::MIN_FRAME_ROWS)
    }

    fn frame(&self) -> Frame<'_> {
        let lang = self.look.lang;
        let standings = self.page;
        let tournament = standings.tournament();
        let played = standings.played();
        let game = tournament
            .board(played)
            .map(|board| board_line(tournament, played, board))
            .unwrap_or_default();
        Frame {
            title: tr!(
                lang,
                "standings-title",
                name = tournament.name.as_str(),
                game = game
            ),
            notice: self.notice,
            keys: match standings.next() {
                Some(_) => tr!(lang, "standings-keys"),
                None => tr!(lang, "standings-keys-over"),
            },
            look: self.look,
        }
    }

    fn content(&self, area: Rect) -> Rect {
        self.frame().content(area, MIN_CONTENT_ROWS)
    }

    /// The next game's line and the buttons, on the last two rows of `content`.
    fn bottom(&self, content: Rect) -> Parts {
        let Look { theme, lang } = self.look;
        let mut parts = Parts::new(content);
        let y = content.bottom().saturating_sub(2);
        let standings = self.page;
        let tournament = standings.tournament();
        let next = standings.next().and_then(|id| {
            let board = tournament.board(id).ok()?;
            Some(pairing_line(tournament, id, board))
        });
        let line = match &next {
            Some(game) => tr!(lang, "standings-next", game = game.as_str()),
            None if tournament.current_round().is_none() => tr!(lang, "tournament-over"),
            None => tr!(lang, "standings-none-here"),
        };
        parts.add(
            Rect::new(content.x + 1, y, content.width.saturating_sub(2), 1),
            line,
            Style::new(),
            None,
        );
        let mut x = content.x + 1;
        if next.is_some() {
            let play = format!("[ {} ]", tr!(lang, "standings-play-button"));
            let width = cells(&play);
            parts.add(
                Rect::new(x, y + 1, width, 1),
                play,
                theme.attention(),
                Some(PageTarget::Button(Button::Start)),
            );
            x += width + 3;
        }
        let back = format!("[ {} ]", tr!(lang, "standings-back-button"));
        parts.add(
            Rect::new(x, y + 1, cells(&back), 1),
            back,
            Style::new(),
            Some(PageTarget::Button(Button::Back)),
        );
        parts
    }

    /// What the page shows at `position` when the screen is drawn into `area`: a button.
    pub fn target_at(&self, area: Rect, position: Position) -> Option<Target> {
        self.bottom(self.content(area)).target_at(position)
    }
}

impl Widget for StandingsView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Look { theme, lang } = self.look;
        let content = self.frame().draw(area, MIN_CONTENT_ROWS, buf);
        let tournament = self.page.tournament();
        let table = crosstable(
            tournament,
            lang,
            usize::from(content.width.saturating_sub(2)),
        );
        // The table's rows, then the round being played where there is room, above a blank
        // row, the next game and the buttons.
        let rows = content.height.saturating_sub(3);
        let round = current_round_words(tournament, lang);
        let mut lines: Vec<&str> = table.lines().collect();
        if lines.len() + 1 + round.lines().count() <= usize::from(rows) {
            lines.push("");
            lines.extend(round.lines());
        }
        for (y, line) in (content.y..content.y + rows).zip(lines) {
            let style = if y == content.y {
                theme.heading()
            } else {
                Style::new()
            };
            Span::styled(line, style).render(
                Rect::new(content.x + 1, y, content.width.saturating_sub(2), 1),
                buf,
            );
        }
        self.bottom(content).render(theme, buf);
    }
}
