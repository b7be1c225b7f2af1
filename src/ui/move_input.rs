//! The input line: the prompt, the text typed with its cursor, and beside it the moves the
//! text could still become (or the commands it could be); while a piece is picked up with the
//! mouse or the board cursor, the move as it would be typed instead.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::page::cells;
use super::pointing;
use super::theme::Look;
use crate::app::{COMMANDS, PointerPreview, Typing};
use crate::i18n::{Describe, Lang, screen_san};
use crate::notation::san::{self, San};
use crate::rules::Position as ChessPosition;
use crate::tr;

/// What starts the input line.
const PROMPT: &str = "> ";
/// The column (from the start of the line) where the candidates begin, unless the text is
/// longer.
const CANDIDATES_AT: u16 = 16;
/// Columns between the end of the text and the candidates.
const CANDIDATES_GAP: u16 = 3;

/// The input line as the screen shows it: the text typed with its cursor and what it could
/// become beside it, or, while a piece is picked up, the move it would be typed as.
#[derive(Debug, Clone)]
pub struct InputBar<'a> {
    /// The input line with what it could become.
    pub typing: &'a Typing,
    /// The live position, in which the text is read.
    pub position: &'a ChessPosition,
    /// While a piece is picked up: the move as it would be typed, and what a click (or
    /// Enter, with the board cursor) on a square does; it stands in for the text.
    pub pointing: Option<PointerPreview>,
    /// Whether the board cursor is on (Enter, not a click, plays).
    pub board_cursor: bool,
    /// The move instant mode has just played, and what its player has typed on to finish
    /// it (` draw`, its marks): shown beside the empty line.
    pub finishing: Option<(San, &'a str)>,
    /// Whether the keys type into the line (no popup, question or offer waits): the hint
    /// beside the text shows only then.
    pub typing_allowed: bool,
    /// Whether the typing position is shown: the keys type and no piece is picked up, the
    /// clocks are not paused and no draw offer waits.
    pub shows_cursor: bool,
    /// The styles, and the language of the words.
    pub look: Look,
}

impl Widget for InputBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.is_empty() {
            return;
        }
        let Look { theme, lang } = self.look;
        let preview = self
            .pointing
            .as_ref()
            .filter(|_| self.typing_allowed)
            .map(|preview| pointing::preview(preview, self.board_cursor, lang, theme));
        let text = preview
            .as_ref()
            .map_or(self.typing.line().text(), |(text, _)| text.as_str());
        Line::from(vec![Span::raw(PROMPT), Span::raw(text)]).render(area, buf);
        if let Some(cursor) = self.cursor_position(area)
            && let Some(cell) = buf.cell_mut(cursor)
        {
            cell.set_style(theme.cursor());
        }
        let text_end = cells(PROMPT)
            .saturating_add(cells(text))
            .saturating_add(CANDIDATES_GAP);
        let offset = text_end.max(CANDIDATES_AT);
        let hint_area = Rect {
            x: area.x.saturating_add(offset),
            width: area.width.saturating_sub(offset),
            ..area
        };
        let hint = match preview {
            Some((_, hint)) => hint,
            None => self.hint_line(hint_area.width),
        };
        hint.render(hint_area, buf);
    }
}

impl InputBar<'_> {
    /// Where the cursor is drawn in the input line `area`, while it is shown.
    pub fn cursor_position(&self, area: Rect) -> Option<Position> {
        if !self.shows_cursor || area.is_empty() {
            return None;
        }
        let input = self.typing.line();
        let before: String = input.text().chars().take(input.cursor()).collect();
        let column = cells(PROMPT).saturating_add(cells(&before));
        let x = area
            .x
            .saturating_add(column)
            .min(area.right().saturating_sub(1));
        Some(Position::new(x, area.y))
    }

    /// What goes beside the text: the matching moves, or the commands the text could be.
    fn hint_line(&self, width: u16) -> Line<'static> {
        let typed = self.typing.line().text().trim();
        let Look { theme, lang } = self.look;
        if let (true, Some((played, rest))) = (typed.is_empty(), self.finishing) {
            return Line::styled(format!("{}{rest}", screen_san(lang, played)), theme.dim());
        }
        if typed.is_empty() || !self.typing_allowed {
            return Line::default();
        }
        let completions = self.typing.completions();
        if let Some(suggestion) = self.typing.suggestion() {
            // Why, and the move; only the move where the line has no room for why, or where
            // the text was entered and refused, so that the message above says why.
            let said = tr!(lang, "hint-takes", suggestion = suggestion.describe(lang));
            let hint = if !self.typing.line().is_refused() && cells(&said) <= width {
                said
            } else {
                tr!(
                    lang,
                    "hint-takes",
                    suggestion = screen_san(lang, suggestion.san)
                )
            };
            return Line::styled(hint, theme.dim());
        }
        if let [only] = completions {
            let complete = san::spells(self.position, only.m, typed);
            let key = if complete {
                tr!(lang, "hint-enter-plays")
            } else {
                tr!(lang, "hint-tab-completes")
            };
            return Line::from(vec![
                Span::raw(screen_san(lang, only.san)),
                Span::styled(format!("  {key}"), theme.dim()),
            ]);
        }
        if !completions.is_empty() {
            let spelled: Vec<_> = completions
                .iter()
                .filter(|c| san::spells(self.position, c.m, typed))
                .collect();
            // `O-O` while `O-O-O` may follow: the move Enter plays first, then the others.
            let plays = match spelled.as_slice() {
                [only] => Some(*only),
                _ => None,
            };
            let sans: Vec<String> = completions
                .iter()
                .filter(|c| plays.is_none_or(|plays| plays.m != c.m))
                .map(|c| screen_san(lang, c.san))
                .collect();
            let Some(plays) = plays else {
                return Line::raw(fit_words(&sans, usize::from(width)));
            };
            let key = format!("  {}  ", tr!(lang, "hint-enter-plays"));
            let first = screen_san(lang, plays.san);
            let used = cells(&first).saturating_add(cells(&key));
            let rest = fit_words(&sans, usize::from(width.saturating_sub(used)));
            return Line::from(vec![
                Span::raw(first),
                Span::styled(key, theme.dim()),
                Span::raw(rest),
            ]);
        }
        command_hint(lang, typed)
            .map(|hint| Line::styled(hint, theme.dim()))
            .unwrap_or_default()
    }
}

/// As many `words` as fit in `width` columns, separated by spaces, and `+N` for the rest.
fn fit_words(words: &[String], width: usize) -> String {
    let mut line = String::new();
    for (i, word) in words.iter().enumerate() {
        let rest = words.len() - i;
        let more = if rest > 1 {
            format!(" +{}", rest - 1)
        } else {
            String::new()
        };
        let separator = usize::from(!line.is_empty());
        let needed = line.chars().count() + separator + word.chars().count();
        if needed + more.chars().count() > width {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&format!("+{rest}"));
            return line;
        }
        if separator == 1 {
            line.push(' ');
        }
        line.push_str(word);
    }
    line
}

/// The commands `typed` could be the beginning of, in either language: `draw — offer a draw`
/// for one, their words for several.
fn command_hint(lang: Lang, typed: &str) -> Option<String> {
    let typed = typed.strip_prefix('/').unwrap_or(typed).to_lowercase();
    let word = typed.split_whitespace().next()?;
    let whole = typed.contains(char::is_whitespace);
    let matching: Vec<_> = COMMANDS
        .iter()
        .filter_map(|command| {
            let mut words = command.words();
            let found = if whole {
                words.find(|name| *name == word)
            } else {
                words.find(|name| name.starts_with(word))
            };
            found.map(|name| (command, name))
        })
        .collect();
    match matching.as_slice() {
        [] => None,
        [(command, name)] => {
            let usage = match command.argument(lang) {
                Some(argument) => format!("{name} {argument}"),
                None => name.to_string(),
            };
            Some(format!("{usage} — {}", command.meaning(lang)))
        }
        several => Some(
            several
                .iter()
                .map(|(_, name)| *name)
                .collect::<Vec<_>>()
                .join(" "),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidates_that_do_not_fit_are_counted() {
        let words = ["Na3", "Nc3", "Nf3", "Nh3"].map(String::from);
        assert_eq!(fit_words(&words, 40), "Na3 Nc3 Nf3 Nh3");
        assert_eq!(fit_words(&words, 12), "Na3 Nc3 +2");
        assert_eq!(fit_words(&words, 2), "+4");
    }

    #[test]
    fn a_command_being_typed_is_explained() {
        let hint = |typed| command_hint(Lang::En, typed);
        assert_eq!(hint("dr").as_deref(), Some("draw [MOVE] — offer a draw"));
        assert_eq!(
            hint("clo").as_deref(),
            Some("clock SIDE TIME — set a clock")
        );
        assert_eq!(hint("/f").as_deref(), Some("flip fen"));
        assert_eq!(hint("Nf9"), None);
        assert!(hint("save my.pgn").is_some_and(|h| h.starts_with("save")));
        assert_eq!(hint("сд").as_deref(), Some("сдаюсь — give up the game"));
        let russian = |typed| command_hint(Lang::Ru, typed);
        assert_eq!(
            russian("ни").as_deref(),
            Some("ничья [ХОД] — предложить ничью")
        );
        assert_eq!(
            russian("с").as_deref(),
            Some("сдаюсь сохранить справка следующая")
        );
        assert_eq!(
            russian("сохранить партия.pgn").as_deref(),
            Some("сохранить [ФАЙЛ] — сохранить в PGN")
        );
    }
}
