//! Looking back at the game in sentences: where stepping through it has got to (the move
//! viewed in words with its glyphs, its comment, the side lines that go on from it), as the
//! screen's review line shows it, and the game's score with its notes and side lines.

use crate::app::{App, Mode, Reviewing, Step};
use crate::game::{Line, MoveNotes, Place};
use crate::i18n::{Joined, Lang, list, score_line, screen_san};
use crate::notation::MoveNumber;
use crate::notation::san::San;
use crate::rules::{Color, Move, Position};
use crate::tr;

use super::input::{LineWord, word};
use super::speech::{comment, glyphs, move_words, quoted};

/// Where stepping through the game has got to, said as the screen's review line shows it: the
/// move viewed in words, with its glyphs and how far into the game (or the side line it is
/// in), its comment, and the side lines that go on from here; the game as it stands again
/// when the live game is shown.
pub(super) fn reviewing(lang: Lang, app: &App) -> Vec<String> {
    let Some(reviewing) = app.game_page().review_line() else {
        return vec![tr!(lang, "plain-review-live")];
    };
    let mut lines = Vec::new();
    let viewed = viewed_move(app);
    match (&reviewing.side_line, viewed) {
        (Some(moves), Some((before, m))) => {
            lines.push(tr!(
                lang,
                "plain-review-side-line",
                moves = score_line(lang, moves)
            ));
            lines.push(said_move(lang, &before, m, &reviewing));
        }
        (None, Some((before, m))) => lines.push(tr!(
            lang,
            "plain-review-move",
            said = said_move(lang, &before, m, &reviewing),
            shown = reviewing.shown,
            total = reviewing.total
        )),
        (_, None) => {
            lines.push(tr!(lang, "plain-review-start"));
            lines.extend(
                app.game_page()
                    .game()
                    .notes()
                    .preface()
                    .map(|text| comment(lang, text)),
            );
        }
    }
    lines.extend(reviewing.comment.as_deref().map(|text| comment(lang, text)));
    if !reviewing.lines_here.is_empty() {
        let moves: Vec<String> = reviewing
            .lines_here
            .iter()
            .map(|&(number, san)| format!("{number} {}", screen_san(lang, san)))
            .collect();
        lines.push(tr!(
            lang,
            "plain-review-lines-here",
            moves = list(lang, &moves, Joined::Or)
        ));
    }
    lines
}

/// The move that reached the position viewed, with the position before it: a move of the
/// game or of the side line viewed; `None` at the start.
fn viewed_move(app: &App) -> Option<(Position, Move)> {
    if let Some(line) = app.game_page().review().side_line() {
        let index = line.moves.len().checked_sub(1)?;
        return Some((*line.positions.get(index)?, *line.moves.get(index)?));
    }
    let index = app.game_page().review().shown()?.checked_sub(1)?;
    let game = app.game_page().game();
    Some((*game.position_at(index)?, game.plies().get(index)?.m))
}

/// The move viewed, played from `before`, with its number, its notation and glyphs, and its
/// words: `6... Nf6!?, knight g8 to f6.`
fn said_move(lang: Lang, before: &Position, m: Move, reviewing: &Reviewing) -> String {
    let san = San::from_move(before, m);
    let glyphs: String = reviewing.nags.iter().map(|nag| nag.written()).collect();
    tr!(
        lang,
        "plain-move",
        number = MoveNumber::of(before).to_string(),
        san = format!("{}{glyphs}", screen_san(lang, san)),
        words = move_words(lang, before, m, san)
    )
}

/// What is said when a step goes nowhere: the start of the game has no move before it, the
/// live game none after it, and a side line ends where it ends.
pub(super) fn no_step(lang: Lang, app: &App) -> String {
    let place = app.game_page().review().place();
    let at = match place {
        None => "live",
        Some(place) if *place == Place::game(0) => "start",
        Some(_) => "line-end",
    };
    tr!(
        lang,
        "plain-review-nowhere",
        at = at,
        previous = word(lang, LineWord::Step(Step::Back)),
        end = word(lang, LineWord::Step(Step::End))
    )
}

/// The prompt while a position before the live one is viewed and a move or a command is
/// awaited (no question, no pause): the move viewed, or the start.
pub(super) fn prompt(lang: Lang, app: &App) -> Option<String> {
    app.game_page().review().place()?;
    if app.game_page().mode() != Mode::Play
        || app.game_page().draw_offer().is_some()
        || app.game_page().is_paused()
    {
        return None;
    }
    Some(match viewed_move(app) {
        Some((before, m)) => {
            let san = screen_san(lang, San::from_move(&before, m));
            let at = format!("{} {san}", MoveNumber::of(&before));
            tr!(lang, "plain-prompt-review", at = at)
        }
        None => tr!(lang, "plain-prompt-review-start"),
    })
}

/// The game so far, a full move to a line (`1. e4 e5`) with the glyphs, comments and side
/// lines of its moves, and the result once it is over.
pub(super) fn moves(lang: Lang, app: &App) -> Vec<String> {
    if app.game_page().sans().is_empty() {
        return vec![tr!(lang, "plain-moves-none")];
    }
    let mut lines = annotated_moves(lang, app);
    if let Some(outcome) = app.game_page().outcome() {
        lines.push(tr!(
            lang,
            "plain-moves-result",
            result = outcome.result.display()
        ));
    }
    lines
}

/// The game so far as a score, a full move to a line (`1. e4 e5`), each move with its glyphs,
/// its comment in quotes and the side lines that replace it in brackets, as PGN writes them.
fn annotated_moves(lang: Lang, app: &App) -> Vec<String> {
    let game = app.game_page().game();
    let notes = game.notes();
    let mut lines: Vec<String> = notes
        .preface()
        .map(|text| quoted(lang, text))
        .into_iter()
        .collect();
    // Whether the next Black move starts its own run of words (after a note, or first).
    let mut fresh = true;
    for (index, &san) in app.game_page().sans().iter().enumerate() {
        let Some(before) = game.position_at(index) else {
            break;
        };
        let number = MoveNumber::of(before);
        let written = written_move(lang, san, notes.of_ply(index));
        let numbered = format!("{number} {written}");
        match lines.last_mut() {
            Some(line) if number.mover == Color::Black && !fresh => {
                line.push(' ');
                line.push_str(&written);
            }
            Some(line) if number.mover == Color::Black => {
                line.push(' ');
                line.push_str(&numbered);
            }
            _ => lines.push(numbered),
        }
        let with_notes = annotations(lang, before, notes.of_ply(index));
        fresh = !with_notes.is_empty();
        if let Some(line) = lines.last_mut() {
            line.push_str(&with_notes);
        }
    }
    lines
}

/// A move as the score writes it: in the notation of `lang`, with its glyphs.
fn written_move(lang: Lang, san: San, notes: &MoveNotes) -> String {
    format!("{}{}", screen_san(lang, san), glyphs(notes))
}

/// What follows a move in the score: its comment in quotes, then each side line that
/// replaces it (played from `before`, the position before the move) in brackets.
fn annotations(lang: Lang, before: &Position, notes: &MoveNotes) -> String {
    let mut text = String::new();
    if let Some(comment) = notes.words() {
        text.push(' ');
        text.push_str(&quoted(lang, &comment));
    }
    for line in notes.variations() {
        text.push_str(" (");
        text.push_str(&side_line(lang, before, line));
        text.push(')');
    }
    text
}

/// A side line from `start`: its comment before its first move, then its moves with their
/// numbers, glyphs, comments and side lines, as PGN writes them.
fn side_line(lang: Lang, start: &Position, line: &Line) -> String {
    let mut words: Vec<String> = line
        .preface()
        .map(|text| quoted(lang, text))
        .into_iter()
        .collect();
    let mut position = *start;
    let mut fresh = true;
    for played in line.moves() {
        let number = MoveNumber::of(&position);
        let san = San::from_move(&position, played.m);
        let written = written_move(lang, san, played.notes());
        if fresh || number.mover == Color::White {
            words.push(format!("{number} {written}"));
        } else {
            words.push(written);
        }
        let with_notes = annotations(lang, &position, played.notes());
        fresh = !with_notes.is_empty();
        if let Some(last) = words.last_mut() {
            last.push_str(&with_notes);
        }
        position.play_unchecked(played.m);
    }
    words.join(" ")
}
