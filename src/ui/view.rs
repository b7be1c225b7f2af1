//! What each part of the screen is given to draw, read off the app's parts: the one place the
//! drawing code reads the [`App`]. Every widget holds just what it draws, so that a part of
//! the screen can be drawn, and tested, with no app around it.

use super::board::{self, Board};
use super::charts::Charts;
use super::clocks::{ClockFace, Edge, Panel, player_label};
use super::editor::EditorView;
use super::form::FormView;
use super::help::Help;
use super::library::LibraryView;
use super::move_input::InputBar;
use super::move_list::MoveList;
use super::pages::View;
use super::status::{Asking, Footer, Keys, State, Status};
use super::theme::Theme;
use crate::app::{App, Mode, Page, Question};
use crate::game::Place;
use crate::game::summary::Summary;
use crate::notation::MoveNumber;
use crate::rules::Color;

/// The styles of the screen and the language of its words.
pub fn look(app: &App) -> (Theme, crate::i18n::Lang) {
    (Theme::new(app.settings()), app.lang())
}

/// The board of the position shown, with its highlights and the board cursor.
pub fn board(app: &App) -> Board {
    let position = app.shown_position();
    let origins = app.typing().completions().iter().map(|c| c.m.from());
    Board {
        pieces: board::pieces_of(position),
        bottom: app.bottom_side(),
        highlights: board::highlights(
            position,
            app.shown_last_move(),
            app.highlighted_squares(),
            origins.chain(app.selected_square()),
        ),
        cursor: app
            .board_cursor()
            .map(|square| (square, app.game().position().turn())),
        theme: Theme::new(app.settings()),
    }
}

/// The panel of `color`'s player, by the `edge` of the board, with large digits up to
/// `scale`.
pub fn panel(app: &App, color: Color, edge: Edge, scale: u16) -> Panel {
    let (theme, lang) = look(app);
    let over = app.outcome().is_some();
    let untimed = app.settings().control.is_untimed();
    let balance = app.material_balance();
    Panel {
        color,
        label: player_label(lang, app.player_name(color), color),
        to_move: !over && app.game().position().turn() == color,
        clock: match app.shown_clocks() {
            // In review, the clocks as they stood after the move viewed.
            Some(clocks) => ClockFace::recorded(clocks[color], app.timed().control(), color),
            None => ClockFace::new(
                app.clock(),
                color,
                app.now(),
                untimed,
                app.is_paused(),
                over,
            ),
        },
        control: Some(app.timed().control())
            .filter(|control| control.has_odds())
            .map(|control| control.side(color).to_string()),
        captured: app.captured_by(color),
        lead: match color {
            Color::White => balance,
            Color::Black => balance.saturating_neg(),
        },
        edge,
        scale,
        look: (theme, lang),
    }
}

/// The move list, scrolled as the players left it, with the move reviewed marked and its
/// comment under the moves.
pub fn moves(app: &App) -> MoveList<'_> {
    let review = app.review();
    MoveList {
        sans: app.sans(),
        start: app.game().start(),
        result: app.outcome().map(|outcome| outcome.result),
        shown: review.shown(),
        scroll: review.scroll(),
        opening: app.shown_opening(),
        notes: app.game().notes(),
        comment: review.shown().and_then(|shown| {
            let place = review.place().cloned().unwrap_or(Place::game(shown));
            app.game().comment_at(&place)
        }),
        instant: app.settings().instant,
        look: look(app),
    }
}

/// The input line, with what the text could become or the move pointed at.
pub fn input(app: &App) -> InputBar<'_> {
    let typing_allowed = app.mode() == Mode::Play;
    InputBar {
        typing: app.typing(),
        position: app.game().position(),
        pointing: app.pointer_preview(),
        board_cursor: app.board_cursor().is_some(),
        finishing: app.instant_finish(),
        typing_allowed,
        shows_cursor: typing_allowed
            && !app.is_paused()
            && app.selected_square().is_none()
            && app.draw_offer().is_none(),
        look: look(app),
    }
}

/// The status lines: the state of the game, and what the players should know or answer.
pub fn status(app: &App) -> Status<'_> {
    let position = app.game().position();
    let lang = app.lang();
    let state = match app.outcome() {
        Some(outcome) => State::Over(outcome),
        None => State::ToMove {
            player: player_label(lang, app.player_name(position.turn()), position.turn()),
            check: position.is_check(),
            chess960: app.chess960_number(),
            cursor: app.board_cursor(),
        },
    };
    Status {
        state,
        asking: asking(app),
        notice: app.notice(),
        autosave_problem: app.autosave_problem(),
        claimable: app.claimable_draw().map(|reason| (position.turn(), reason)),
        read_only: app.is_read_only().then(|| app.saved_at()),
        reviewing: app.review_line(),
        paused: app.is_paused(),
        offer_with_move: app.offer_with_move(),
        waits_for_first_move: app.waits_for_first_move(),
        armageddon: app.game().is_armageddon(),
        look: look(app),
    }
}

/// The question waiting for y or n: the one the app asks, or else a draw offer.
fn asking(app: &App) -> Option<Asking<'_>> {
    let question = match app.mode() {
        Mode::Confirm(question) => question,
        Mode::Play | Mode::Help | Mode::Promotion { .. } => {
            return app.draw_offer().map(Asking::DrawOffer);
        }
    };
    Some(match question {
        Question::Resign(color) => Asking::Resign(color),
        Question::Takeback(by) => Asking::Takeback {
            by,
            last: numbered(app, app.sans().len()),
        },
        Question::Quit => Asking::Quit(app.leaving()),
        Question::PlayPasted => Asking::PlayPasted(app.popups().pasted_moves()),
        Question::Replace => Asking::Replace(app.popups().file_to_replace()),
        Question::Adjust(change) => Asking::Adjust {
            change,
            asked: app.asked_about_clocks(question)?,
        },
        Question::SetClock(clock, time) => Asking::SetClock {
            clock,
            time,
            asked: app.asked_about_clocks(question)?,
        },
        Question::UndoAdjustment(change) => Asking::UndoAdjustment {
            change,
            asked: app.asked_about_clocks(question)?,
        },
    })
}

/// The last of the first `count` moves, with its number; `None` for none.
fn numbered(app: &App, count: usize) -> Option<(MoveNumber, crate::notation::san::San)> {
    let index = count.checked_sub(1)?;
    let san = *app.sans().get(index)?;
    Some((MoveNumber::of_ply(app.game().start(), index), san))
}

/// The footer, with the keys that work right now.
pub fn footer(app: &App) -> Footer {
    let offer = app.draw_offer().is_some();
    let over = app.outcome().is_some();
    let keys = match app.mode() {
        Mode::Help => Keys::Help,
        Mode::Promotion { .. } => Keys::Promotion,
        Mode::Confirm(_) => Keys::Confirm,
        Mode::Play if offer => Keys::Offer,
        Mode::Play if app.board_cursor().is_some() && !over && !app.is_paused() => {
            Keys::BoardCursor
        }
        Mode::Play if app.is_read_only() => Keys::ReadOnly,
        Mode::Play if over => Keys::Over,
        Mode::Play if app.is_paused() => Keys::Paused,
        Mode::Play => Keys::Play,
    };
    Footer {
        keys,
        look: look(app),
    }
}

/// The help, scrolled as far as the players did, with this game's settings.
pub fn help(app: &App) -> Help<'_> {
    let settings = app.settings();
    Help {
        scroll: app.popups().help_scroll(),
        mouse: settings.mouse,
        control: &settings.control,
        draw_rules: settings.draw_rules,
        armageddon: app.game().is_armageddon(),
        chess960: app.chess960_number(),
        look: look(app),
    }
}

/// The page between games open over the game, if one is.
pub fn page(app: &App) -> Option<View<'_>> {
    let notice = app.notice();
    let look = look(app);
    Some(match app.page()? {
        Page::NewGame(form) => View::Form(FormView { form, notice, look }),
        Page::Library(library) => View::Library(LibraryView {
            library,
            notice,
            look,
        }),
        Page::Editor(editor) => View::Editor(EditorView {
            editor,
            notice,
            look,
        }),
    })
}

/// The game in charts, with the move viewed marked.
pub fn charts(app: &App) -> Charts<'_> {
    Charts {
        summary: Summary::of(app.timed()),
        sans: app.sans(),
        start: app.game().start(),
        viewed: app.review().shown(),
        look: look(app),
    }
}
