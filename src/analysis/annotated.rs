//! A review already written into a game's PGN, read back without an engine: the `[%eval …]`
//! of each move's comment, as lichess's exports and `hotseat analyse -o` write them, and the
//! engine's better move where the comment names it (`Inaccuracy. Nf3 was best.`) or the
//! variation after the move begins with it.

use super::eval::{Eval, INITIAL_EVAL};
use super::judged::{Judged, LINE_PLIES};
use crate::game::{Game, MoveNotes};
use crate::notation::san::{self, San};
use crate::rules::Position;

/// The positions of `game` judged as its notes say, the start first: a position's eval is
/// the `[%eval]` of the move that reached it (the start's, the comment before the first
/// move's, else lichess's [`INITIAL_EVAL`]); a mate or stalemate on the board that has none
/// is what it is. Its best move and line are those named on the move played from it.
/// `None` where a move carries no eval, and `None` for the whole game when none does.
pub fn annotated(game: &Game) -> Option<Vec<Option<Judged>>> {
    let notes = game.notes();
    let plies = game.plies().len();
    let evals: Vec<Option<Eval>> = (0..=plies)
        .map(|index| {
            let position = game.position_at(index)?;
            let comment = match index {
                0 => notes.preface(),
                _ => notes.of_ply(index - 1).comment(),
            };
            comment
                .and_then(|comment| eval_in(comment, position))
                .or_else(|| on_the_board(position))
        })
        .collect();
    if !(1..=plies).any(|index| {
        let comment = notes.of_ply(index - 1).comment();
        comment.is_some_and(|comment| command(comment, "eval").is_some())
    }) {
        return None;
    }
    let positions = evals
        .iter()
        .enumerate()
        .map(|(index, eval)| {
            let eval = match (index, eval) {
                (0, None) => INITIAL_EVAL,
                (_, eval) => (*eval)?,
            };
            let position = game.position_at(index)?;
            let (best, line) = if index < plies {
                better(position, notes.of_ply(index))
            } else {
                (None, Vec::new())
            };
            Some(Judged { eval, best, line })
        })
        .collect();
    Some(positions)
}

/// The eval a comment's `[%eval …]` gives the position it follows (a depth after a comma,
/// as some programs add it, left out).
fn eval_in(comment: &str, position: &Position) -> Option<Eval> {
    let value = command(comment, "eval")?;
    let value = value.split(',').next().unwrap_or(value);
    Eval::read_pgn(value, position.turn())
}

/// The value of the command `[%name value]` in a comment.
fn command<'a>(comment: &'a str, name: &str) -> Option<&'a str> {
    let start = comment.find(&format!("[%{name} "))? + name.len() + 3;
    let rest = &comment[start..];
    Some(rest[..rest.find(']')?].trim())
}

/// The eval of a position that the board decides: the side to move mated, or a stalemate.
fn on_the_board(position: &Position) -> Option<Eval> {
    if position.is_checkmate() {
        return Some(Eval::Mate {
            winner: !position.turn(),
            moves: 0,
        });
    }
    position.is_stalemate().then_some(Eval::Cp(0))
}

/// The better move the notes of the move played from `position` name, and its line: the
/// move of the comment's `… was best.`, or else the first move of the first variation, with
/// the variation as the line when it begins with that move. Only a move whose comment
/// carries an eval is read so: a player's own variations are no engine's.
fn better(position: &Position, notes: &MoveNotes) -> (Option<San>, Vec<San>) {
    let Some(comment) = notes.comment().filter(|c| command(c, "eval").is_some()) else {
        return (None, Vec::new());
    };
    let named = comment
        .split(" was best")
        .next()
        .filter(|before| before.len() < comment.len())
        .and_then(|before| before.split_whitespace().last())
        .and_then(|text| san::parse(position, text).ok());
    let mut line = Vec::new();
    if let Some(variation) = notes.variations().first() {
        let mut after = *position;
        let first = variation.moves().first().map(|played| played.m);
        if named.is_none() || named == first {
            for played in variation.moves().iter().take(LINE_PLIES) {
                line.push(San::from_move(&after, played.m));
                after.play_unchecked(played.m);
            }
        }
    }
    let best = named
        .map(|m| San::from_move(position, m))
        .or(line.first().copied());
    if line.is_empty() {
        line.extend(best);
    }
    (best, line)
}
