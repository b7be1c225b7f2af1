//! The words of pointing at the board, with the mouse or the board cursor: what the input
//! line shows while a piece is picked up, the board cursor in the status line, its keys in
//! the footer, and their part of the help.

use ratatui::text::{Line, Span};

use super::help_line::{HelpLine, table};
use super::theme::Theme;
use crate::app::{App, Mode};
use crate::tr;

/// What the input line shows while a piece is picked up: the move as it would be typed
/// (`N`, `Nf3`), and beside it what a click, or Enter with the board cursor, does.
pub fn preview(app: &App, theme: Theme) -> Option<(String, Line<'static>)> {
    if app.mode() != Mode::Play {
        return None;
    }
    let preview = app.pointer_preview()?;
    let lang = app.settings().lang;
    let hint = match (preview.whole, app.board_cursor().is_some()) {
        (true, false) => tr!(lang, "pointer-hint-click-plays"),
        (true, true) => tr!(lang, "pointer-hint-enter-plays"),
        (false, false) => tr!(lang, "pointer-hint-click"),
        (false, true) => tr!(lang, "pointer-hint-cursor"),
    };
    Some((preview.text, Line::styled(hint, theme.dim())))
}

/// The board cursor's square, for the status line, while the cursor is on.
pub fn status(app: &App) -> Option<Span<'static>> {
    let square = app.board_cursor()?;
    let text = tr!(
        app.settings().lang,
        "pointer-status-cursor",
        square = square.to_string()
    );
    Some(Span::raw(text))
}

/// The keys of the board cursor, for the footer, while moves can be made with it.
pub fn footer(app: &App) -> Option<String> {
    let answering = app.draw_offer().is_some();
    let playing = app.mode() == Mode::Play && app.outcome().is_none() && !app.is_paused();
    (app.board_cursor().is_some() && playing && !answering)
        .then(|| tr!(app.settings().lang, "pointer-footer"))
}

/// The help's part on the mouse and the board cursor.
pub(super) fn help_lines(app: &App, theme: Theme) -> Vec<HelpLine> {
    let lang = app.settings().lang;
    let heading = Line::styled(tr!(lang, "pointer-help-heading"), theme.heading());
    let mut lines = vec![heading.into()];
    if app.settings().mouse {
        let mouse = [
            tr!(lang, "pointer-help-click"),
            tr!(lang, "pointer-help-back"),
            tr!(lang, "pointer-help-list"),
        ];
        lines.extend(mouse.into_iter().map(|line| Line::raw(line).into()));
    } else {
        lines.push(Line::raw(tr!(lang, "pointer-help-no-mouse")).into());
    }
    let keys = [
        (
            tr!(lang, "pointer-help-cursor-key"),
            tr!(lang, "pointer-help-cursor"),
        ),
        (
            tr!(lang, "pointer-help-move-key"),
            tr!(lang, "pointer-help-move"),
        ),
        (
            tr!(lang, "pointer-help-pick-key"),
            tr!(lang, "pointer-help-pick"),
        ),
        (
            tr!(lang, "pointer-help-leave-key"),
            tr!(lang, "pointer-help-leave"),
        ),
    ];
    lines.extend(table(&keys));
    lines.push(Line::default().into());
    lines
}
