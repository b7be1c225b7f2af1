//! The game in sentences (`summary`, or `charts` in the line mode): how long it took and how
//! many moves, each side's average time a move and longest think, the moves made in time
//! trouble, and the material at the end; what the charts of the screen show, said.

use crate::app::App;
use crate::game::summary::{SideFigures, Summary};
use crate::i18n::{Lang, length_of_time, screen_san, side_key};
use crate::notation::MoveNumber;
use crate::rules::Color;
use crate::tr;

/// The summary of the game so far, a sentence to a line.
pub(super) fn summary(lang: Lang, app: &App) -> Vec<String> {
    let figures = Summary::of(app.game_page().timed());
    if figures.moves.is_empty() {
        return vec![tr!(lang, "plain-summary-no-moves")];
    }
    let game = app.game_page().game();
    let last = MoveNumber::of_ply(game.start(), figures.moves.len() - 1);
    let count = u64::from(last.number);
    let moves = tr!(lang, "count-moves", count = count);
    let mut lines = vec![match figures.duration() {
        Some(time) => tr!(
            lang,
            "plain-summary-game",
            count = count,
            moves = moves,
            time = length_of_time(lang, time)
        ),
        None => tr!(
            lang,
            "plain-summary-game-untimed",
            count = count,
            moves = moves
        ),
    }];
    for color in Color::ALL {
        lines.push(side(lang, app, color, &figures.sides[color]));
        let trouble = figures.sides[color].time_trouble.len();
        if trouble > 0 {
            lines.push(tr!(
                lang,
                "plain-summary-time-trouble",
                side = side_key(color),
                moves = tr!(lang, "count-moves", count = trouble as u64)
            ));
        }
    }
    let balance = figures.material.last().copied().unwrap_or_default();
    lines.push(match balance {
        0 => tr!(lang, "plain-summary-material-even"),
        ahead => tr!(
            lang,
            "plain-summary-material",
            side = side_key(if ahead > 0 {
                Color::White
            } else {
                Color::Black
            }),
            pawns = u64::from(ahead.unsigned_abs())
        ),
    });
    lines
}

/// One side's moves, average time a move and longest think.
fn side(lang: Lang, app: &App, color: Color, figures: &SideFigures) -> String {
    let moves = tr!(lang, "count-moves", count = figures.moves as u64);
    let (Some(average), Some((ply, longest))) = (figures.average(), figures.longest) else {
        return tr!(
            lang,
            "plain-summary-side-untimed",
            side = side_key(color),
            moves = moves
        );
    };
    let game = app.game_page().game();
    let san = app
        .game_page()
        .sans()
        .get(ply)
        .map(|&san| screen_san(lang, san))
        .unwrap_or_default();
    let number = MoveNumber::of_ply(game.start(), ply);
    tr!(
        lang,
        "plain-summary-side",
        side = side_key(color),
        moves = moves,
        average = length_of_time(lang, average),
        longest = format!("{number} {san}"),
        time = length_of_time(lang, longest)
    )
}
