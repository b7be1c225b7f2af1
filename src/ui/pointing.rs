//! The words of pointing at the board, with the mouse or the board cursor: what the input
//! line shows while a piece is picked up, the board cursor in the status line, and their
//! part of the help. (Their keys in the footer are the footer's.)

use ratatui::text::{Line, Span};

use super::help_line::{HelpLine, table};
use super::theme::Theme;
use crate::app::PointerPreview;
use crate::i18n::{self, Lang};
use crate::rules::{Role, Square};
use crate::tr;

/// What the input line shows while a piece is picked up: the move as it would be typed
/// (`N`, `Nf3`), and beside it what a click, or Enter with the `board_cursor` on, does.
pub fn preview(
    preview: &PointerPreview,
    board_cursor: bool,
    lang: Lang,
    theme: Theme,
) -> (String, Line<'static>) {
    let hint = match (preview.whole, board_cursor) {
        (true, false) => tr!(lang, "pointer-hint-click-plays"),
        (true, true) => tr!(lang, "pointer-hint-enter-plays"),
        (false, false) => tr!(lang, "pointer-hint-click"),
        (false, true) => tr!(lang, "pointer-hint-cursor"),
    };
    (preview.text.clone(), Line::styled(hint, theme.dim()))
}

/// The board cursor's square, or the piece of the pocket it is on, for the status line.
pub fn status(square: Square, pocket: Option<Role>, lang: Lang) -> Span<'static> {
    Span::raw(match pocket {
        Some(role) => tr!(
            lang,
            "pointer-status-pocket",
            piece = i18n::piece_name(lang, role)
        ),
        None => tr!(lang, "pointer-status-cursor", square = square.to_string()),
    })
}

/// The help's part on the mouse (when it plays) and the board cursor, and on the pocket's
/// pieces in a game with `pockets`.
pub(super) fn help_lines(mouse: bool, pockets: bool, lang: Lang, theme: Theme) -> Vec<HelpLine> {
    let heading = Line::styled(tr!(lang, "pointer-help-heading"), theme.heading());
    let mut lines = vec![heading.into()];
    if mouse {
        let mouse = [
            tr!(lang, "pointer-help-click"),
            tr!(lang, "pointer-help-back"),
            tr!(lang, "pointer-help-list"),
        ];
        let pocket = pockets.then(|| tr!(lang, "pointer-help-pocket"));
        let mouse = mouse.into_iter().chain(pocket);
        lines.extend(mouse.map(|line| Line::raw(line).into()));
    } else {
        lines.push(Line::raw(tr!(lang, "pointer-help-no-mouse")).into());
    }
    let mut keys = vec![
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
    if pockets {
        let pocket = (
            tr!(lang, "pointer-help-pocket-key"),
            tr!(lang, "pointer-help-pocket-cursor"),
        );
        keys.insert(keys.len() - 1, pocket);
    }
    lines.extend(table(&keys));
    lines.push(Line::default().into());
    lines
}
