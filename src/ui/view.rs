//! What each part of the screen is given to draw, read off the app's parts: the one place the
//! drawing code reads the [`App`]. Every widget holds just what it draws, so that a part of
//! the screen can be drawn, and tested, with no app around it.

use super::analysis::{AnalysisPanel, EvalBar, PanelState, win_after};
use super::board::{self, Board};
use super::charts::Charts;
use super::clocks::{ClockFace, Edge, Panel, player_label};
use super::help::Help;
use super::move_input::InputBar;
use super::move_list::MoveList;
use super::page::PageView;
use super::pages::View;
use super::pocket::Pocket;
use super::status::{Asking, Footer, Keys, State, Status};
use super::theme::{Look, Theme};
use crate::app::{Analysis, App, Mode, Page, Question};
use crate::game::Place;
use crate::game::summary::Summary;
use crate::notation::MoveNumber;
use crate::rules::{Color, Variant};

/// The checks to give to win a game of three-check.
const THREE_CHECKS: u8 = 3;

/// The styles of the screen and the language of its words.
pub fn look(app: &App) -> Look {
    Look {
        theme: Theme::new(app.settings()),
        lang: app.lang(),
    }
}

/// The board of the position shown, with its highlights and the board cursor.
pub fn board(app: &App) -> Board {
    let position = app.game_page().shown_position();
    let origins = app
        .game_page()
        .typing()
        .completions()
        .iter()
        .map(|c| c.m.from());
    Board {
        pieces: board::pieces_of(position),
        bottom: app.bottom_side(),
        highlights: board::highlights(
            position,
            app.game_page().shown_last_move(),
            app.game_page().shown_explosion(),
            app.game_page().highlighted_squares(),
            origins.chain(app.game_page().selected_square()),
        ),
        // Not on the board while it is on the pocket.
        cursor: app
            .game_page()
            .board_cursor()
            .filter(|_| app.game_page().pocket_cursor().is_none())
            .map(|square| (square, app.game_page().game().position().turn())),
        hill: position.variant().hill(),
        theme: Theme::new(app.settings()),
    }
}

/// The panel of `color`'s player, by the `edge` of the board, with large digits up to
/// `scale`.
pub fn panel(app: &App, color: Color, edge: Edge, scale: u16) -> Panel {
    let Look { theme, lang } = look(app);
    let over = app.game_page().outcome().is_some();
    let untimed = app.settings().control.is_untimed();
    let balance = app.game_page().material_balance();
    Panel {
        color,
        label: player_label(lang, app.player_name(color), color),
        to_move: !over && app.game_page().game().position().turn() == color,
        clock: match app.game_page().shown_clock_state() {
            // In review, the clocks as they stood after the move viewed.
            Some(state) => ClockFace::recorded(&state, app.game_page().timed().control(), color),
            None => ClockFace::new(
                app.game_page().clock(),
                color,
                app.now(),
                untimed,
                app.game_page().is_paused(),
                over,
            ),
        },
        control: Some(app.game_page().timed().control())
            .filter(|control| control.has_odds())
            .map(|control| control.side(color).to_string()),
        captured: app.game_page().captured_by(color),
        pocket: pocket(app, color),
        checks_given: app
            .game_page()
            .shown_position()
            .remaining_checks()
            .map(|remaining| THREE_CHECKS.saturating_sub(remaining[color])),
        lead: match color {
            Color::White => balance,
            Color::Black => balance.saturating_neg(),
        },
        edge,
        scale,
        look: Look { theme, lang },
    }
}

/// `color`'s pocket, in a variant with pockets (crazyhouse), as it stands in the position
/// shown, with the piece picked up from it and the board cursor on it.
pub fn pocket(app: &App, color: Color) -> Option<Pocket> {
    let page = app.game_page();
    let pockets = page.shown_position().pockets()?;
    let to_move = page.game().position().turn() == color;
    Some(Pocket {
        picked: page.dropping().filter(|_| to_move),
        cursor: page.pocket_cursor().filter(|_| to_move),
        ..Pocket::of(pockets, color, Theme::new(app.settings()))
    })
}

/// The move list, scrolled as the players left it, with the move reviewed marked and its
/// comment under the moves.
pub fn moves(app: &App) -> MoveList<'_> {
    let review = app.game_page().review();
    MoveList {
        sans: app.game_page().sans(),
        start: app.game_page().game().start(),
        result: app.game_page().outcome().map(|outcome| outcome.result),
        shown: review.shown(),
        scroll: review.scroll(),
        opening: app.game_page().shown_opening(),
        notes: app.game_page().game().notes(),
        comment: review.shown().and_then(|shown| {
            let place = review.place().cloned().unwrap_or(Place::game(shown));
            app.game_page().game().comment_at(&place)
        }),
        instant: app.settings().instant,
        review: app.game_page().analysis().review(),
        look: look(app),
    }
}

/// The panel of the engine's review, while it runs or once there is one: never while
/// the game is played.
pub fn analysis(app: &App) -> Option<AnalysisPanel<'_>> {
    let page = app.game_page();
    let state = match page.analysis() {
        Analysis::None => return None,
        Analysis::Running { done, total, .. } => PanelState::Running {
            done: *done,
            total: *total,
            left: page.analysis().time_left(app.now()),
        },
        Analysis::Done(review) => PanelState::Done {
            review,
            sans: page.sans(),
            start: page.game().start(),
            shown: page.review().shown().unwrap_or(page.sans().len()),
        },
    };
    Some(AnalysisPanel {
        state,
        look: look(app),
    })
}

/// The eval bar of the position shown, once the engine's review has it.
pub fn eval_bar(app: &App) -> Option<EvalBar> {
    let page = app.game_page();
    let review = page.analysis().review()?;
    let shown = page.review().shown().unwrap_or(page.sans().len());
    Some(EvalBar {
        win: win_after(review, shown)?,
        bottom: app.bottom_side(),
        look: look(app),
    })
}

/// The input line, with what the text could become or the move pointed at.
pub fn input(app: &App) -> InputBar<'_> {
    let typing_allowed = app.game_page().mode() == Mode::Play;
    InputBar {
        typing: app.game_page().typing(),
        position: app.game_page().game().position(),
        pointing: app.game_page().pointer_preview(app.lang()),
        board_cursor: app.game_page().board_cursor().is_some(),
        finishing: app.game_page().instant_finish(),
        typing_allowed,
        shows_cursor: typing_allowed
            && !app.game_page().is_paused()
            && !app.game_page().holds_a_piece()
            && app.game_page().draw_offer().is_none(),
        look: look(app),
    }
}

/// The status lines: the state of the game, and what the players should know or answer.
pub fn status(app: &App) -> Status<'_> {
    let position = app.game_page().game().position();
    let lang = app.lang();
    let state = match app.game_page().outcome() {
        Some(outcome) => State::Over(outcome),
        None => State::ToMove {
            player: player_label(lang, app.player_name(position.turn()), position.turn()),
            check: position.is_check(),
            chess960: app.game_page().chess960_number(),
            variant: Some(position.variant()).filter(|&variant| variant != Variant::Standard),
            cursor: app.game_page().board_cursor(),
            pocket_cursor: app.game_page().pocket_cursor(),
        },
    };
    Status {
        state,
        asking: asking(app),
        notice: app.notice(),
        autosave_problem: app.autosave_problem(),
        claimable: app
            .game_page()
            .claimable_draw()
            .map(|reason| (position.turn(), reason)),
        read_only: (app.game_page().is_read_only() && app.game_page().watched().is_none())
            .then(|| app.game_page().saved_at()),
        watching: app
            .game_page()
            .watched()
            .map(|watched| (watched, app.game_page().saved_at())),
        reviewing: app.game_page().review_line(),
        paused: app.game_page().is_paused(),
        offer_with_move: app.game_page().offer_with_move(),
        waits_for_first_move: app.game_page().waits_for_first_move(),
        armageddon: app.game_page().game().is_armageddon(),
        look: look(app),
    }
}

/// The question waiting for y or n: the one the app asks, or else a draw offer.
fn asking(app: &App) -> Option<Asking<'_>> {
    let question = match app.game_page().mode() {
        Mode::Confirm(question) => question,
        Mode::Play | Mode::Help | Mode::Promotion { .. } => {
            return app.game_page().draw_offer().map(Asking::DrawOffer);
        }
    };
    Some(match question {
        Question::Resign(color) => Asking::Resign(color),
        Question::Takeback(by) => Asking::Takeback {
            by,
            last: numbered(app, app.game_page().sans().len()),
        },
        Question::Quit => Asking::Quit(app.leaving()),
        Question::PlayPasted => Asking::PlayPasted(app.game_page().popups().pasted_moves()),
        Question::Replace => Asking::Replace(app.game_page().popups().file_to_replace()),
        Question::Adjust(change) => Asking::Adjust {
            change,
            asked: app.game_page().asked_about_clocks(question, app.now())?,
        },
        Question::SetClock(clock, time) => Asking::SetClock {
            clock,
            time,
            asked: app.game_page().asked_about_clocks(question, app.now())?,
        },
        Question::UndoAdjustment(change) => Asking::UndoAdjustment {
            change,
            asked: app.game_page().asked_about_clocks(question, app.now())?,
        },
    })
}

/// The last of the first `count` moves, with its number; `None` for none.
fn numbered(app: &App, count: usize) -> Option<(MoveNumber, crate::notation::san::San)> {
    let index = count.checked_sub(1)?;
    let san = *app.game_page().sans().get(index)?;
    Some((
        MoveNumber::of_ply(app.game_page().game().start(), index),
        san,
    ))
}

/// The footer, with the keys that work right now.
pub fn footer(app: &App) -> Footer {
    let offer = app.game_page().draw_offer().is_some();
    let over = app.game_page().outcome().is_some();
    if let Some(watched) = app.game_page().watched() {
        let keys = Keys::Watching {
            number: watched.number,
            count: watched.count,
        };
        return Footer {
            keys,
            look: look(app),
        };
    }
    let keys = match app.game_page().mode() {
        Mode::Help => Keys::Help,
        Mode::Promotion { .. } => Keys::Promotion,
        Mode::Confirm(_) => Keys::Confirm,
        Mode::Play if offer => Keys::Offer,
        Mode::Play
            if app.game_page().board_cursor().is_some()
                && !over
                && !app.game_page().is_paused() =>
        {
            Keys::BoardCursor {
                pocket: app.game_page().game().position().pockets().is_some(),
            }
        }
        Mode::Play if app.game_page().analysis().is_running() => Keys::Analysing,
        Mode::Play if app.game_page().analysis().review().is_some() => Keys::Analysed,
        Mode::Play if app.game_page().is_read_only() => Keys::ReadOnly,
        Mode::Play if over => Keys::Over,
        Mode::Play if app.game_page().is_paused() => Keys::Paused,
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
        scroll: app.game_page().popups().help_scroll(),
        mouse: settings.mouse,
        control: &settings.control,
        draw_rules: settings.draw_rules,
        armageddon: app.game_page().game().is_armageddon(),
        chess960: app.game_page().chess960_number(),
        pockets: app.game_page().game().position().pockets().is_some(),
        look: look(app),
    }
}

/// The page between games open over the game, if one is.
pub fn page(app: &App) -> Option<View<'_>> {
    let notice = app.notice();
    let look = look(app);
    Some(match app.page()? {
        Page::NewGame(page) => View::Form(PageView { page, notice, look }),
        Page::Library(page) => View::Library(PageView { page, notice, look }),
        Page::Editor(page) => View::Editor(PageView { page, notice, look }),
        Page::Learn(page) => View::Learn(PageView { page, notice, look }),
        Page::Standings(page) => View::Standings(PageView { page, notice, look }),
    })
}

/// The game in charts, with the move viewed marked.
pub fn charts(app: &App) -> Charts<'_> {
    Charts {
        summary: Summary::of(app.game_page().timed()),
        sans: app.game_page().sans(),
        start: app.game_page().game().start(),
        viewed: app.game_page().review().shown(),
        look: look(app),
    }
}
