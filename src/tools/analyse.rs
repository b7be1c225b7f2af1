//! `hotseat analyse`: a game's review by the engine written out, as a report in the
//! player's language or as one JSON object for scripts (the contract is in docs/tools.md).

use std::io::{self, Write};

use serde_json::{Value, json};

use crate::analysis::{Advice, Eval, Judgement, MateTurn, Review, SideReview};
use crate::game::given_name;
use crate::game::{NoteError, Place, TimedGame};
use crate::i18n::{Lang, say, tenths};
use crate::notation::MoveNumber;
use crate::notation::pgn::Nag;
use crate::notation::san::{self, San};
use crate::phrase;
use crate::rules::{ByColor, Color, Position};
use crate::sentence::{Arg, Phrase};

/// A game reviewed, with what the review says it of.
#[derive(Debug, Clone, Copy)]
pub struct Reviewed<'a> {
    /// The engine's name and version.
    pub engine: &'a str,
    /// The nodes searched in each position.
    pub nodes: u64,
    /// The players' names, as the game's tags give them.
    pub names: &'a ByColor<String>,
    /// The position the game starts from.
    pub start: &'a Position,
    /// The game's moves, in SAN.
    pub moves: &'a [San],
    /// The review of its moves.
    pub review: &'a Review,
}

/// The review as a report in `lang`: the engine, each side's figures, and each marked move
/// with the move the engine preferred.
pub fn report(out: &mut impl Write, reviewed: &Reviewed<'_>, lang: Lang) -> io::Result<()> {
    let engine = phrase!(
        "analyse-engine",
        engine = reviewed.engine,
        nodes = reviewed.nodes
    );
    writeln!(out, "{}", say(lang, &engine))?;
    for side in Color::ALL {
        let figures = &reviewed.review.sides[side];
        let name = given_name(reviewed.names, side);
        writeln!(
            out,
            "{}",
            say(lang, &side_phrase(figures, side, name, lang))
        )?;
    }
    for (ply, reviewed_move) in reviewed.review.moves.iter().enumerate() {
        let Some(advice) = reviewed_move.advice else {
            continue;
        };
        let number = MoveNumber::of_ply(reviewed.start, ply).to_string();
        let played = move_arg(reviewed.moves.get(ply));
        let judgement = Arg::Phrase(Box::new(judgement_phrase(advice)));
        let line = match reviewed_move.best {
            Some(best) => phrase!(
                "analyse-move",
                number = number,
                played = played,
                judgement = judgement,
                best = move_arg(Some(&best))
            ),
            None => phrase!(
                "analyse-move-no-best",
                number = number,
                played = played,
                judgement = judgement
            ),
        };
        writeln!(out, "{}", say(lang, &line))?;
    }
    Ok(())
}

/// A side's figures in words, as the report and the line mode say them: `White (Anna):
/// accuracy 87.3%, average centipawn loss 23; 1 inaccuracy, 0 mistakes, 0 blunders` (a dash
/// for a figure not yet defined).
pub fn side_phrase(
    figures: &SideReview,
    side: Color,
    name: Option<&str>,
    lang: Lang,
) -> Phrase<'static> {
    let (accuracy, acpl) = figures_said(figures, lang);
    let player = match name {
        Some(name) => phrase!("analyse-player-named", side = side, name = name.to_string()),
        None => phrase!("analyse-player", side = side),
    };
    phrase!(
        "analyse-side",
        player = player,
        accuracy = accuracy,
        acpl = acpl,
        inaccuracies = u64::from(figures.inaccuracies),
        mistakes = u64::from(figures.mistakes),
        blunders = u64::from(figures.blunders)
    )
}

/// A side's accuracy (`87.3%`) and average centipawn loss (`23`) as they are written, a
/// dash for a figure not yet defined.
pub fn figures_said(figures: &SideReview, lang: Lang) -> (String, String) {
    let accuracy = figures.accuracy.map_or_else(
        || "—".to_string(),
        |value| {
            say(
                lang,
                &phrase!("analyse-percent", value = tenths(lang, value)),
            )
        },
    );
    let acpl = figures
        .acpl
        .map_or_else(|| "—".to_string(), |value| value.to_string());
    (accuracy, acpl)
}

/// lichess's mark for a move in words, as the report, the screen and the line mode say it:
/// `a blunder`, `a mistake, losing a forced checkmate`.
pub fn judgement_phrase(advice: Advice) -> Phrase<'static> {
    let mate = match advice.mate {
        Some(MateTurn::Created) => "created",
        Some(MateTurn::Lost) => "lost",
        None => "none",
    };
    phrase!(
        "analyse-judgement",
        judgement = judgement_word(advice.judgement),
        mate = mate
    )
}

/// A move as a phrase's value, said in the language's notation.
fn move_arg(san: Option<&San>) -> Arg<'static> {
    san.map_or_else(|| Arg::from(String::new()), |&san| Arg::from(san))
}

/// The review as one JSON object: the engine and nodes, each side's figures, and each move
/// with its eval after it (from White's side), the engine's best move and line before it,
/// White's winning percentage, the mover's accuracy and lichess's mark.
pub fn json(out: &mut impl Write, reviewed: &Reviewed<'_>) -> io::Result<()> {
    let side = |color: Color| {
        let figures = &reviewed.review.sides[color];
        json!({
            "accuracy": figures.accuracy.map(one_decimal),
            "acpl": figures.acpl,
            "inaccuracies": figures.inaccuracies,
            "mistakes": figures.mistakes,
            "blunders": figures.blunders,
        })
    };
    let moves: Vec<Value> = reviewed
        .review
        .moves
        .iter()
        .enumerate()
        .map(|(ply, reviewed_move)| {
            json!({
                "ply": ply + 1,
                "san": reviewed.moves.get(ply).map(ToString::to_string),
                "eval": eval_json(reviewed_move.eval),
                "best": reviewed_move.best.map(|san| san.to_string()),
                "pv": reviewed_move.line.iter().map(ToString::to_string).collect::<Vec<_>>(),
                "win": one_decimal(reviewed_move.win),
                "accuracy": one_decimal(reviewed_move.accuracy),
                "judgement": reviewed_move.advice.map(|advice| judgement_word(advice.judgement)),
            })
        })
        .collect();
    let whole = json!({
        "engine": reviewed.engine,
        "nodes": reviewed.nodes,
        "white": side(Color::White),
        "black": side(Color::Black),
        "moves": moves,
    });
    serde_json::to_writer(&mut *out, &whole)?;
    writeln!(out)
}

/// An eval as JSON: `{"cp": n}`, or `{"mate": n}` with n above zero when White mates.
fn eval_json(eval: Eval) -> Value {
    match eval {
        Eval::Cp(cp) => json!({ "cp": cp }),
        Eval::Mate { winner, moves } => {
            let moves = i64::from(moves);
            json!({ "mate": if winner == Color::White { moves } else { -moves } })
        }
    }
}

/// `value` rounded to one decimal, as the figures are given.
fn one_decimal(value: f64) -> f64 {
    (value * 10.0).round() / 10.0
}

/// Writes the review into the game as lichess writes its annotated PGN: `[%eval …]` on every
/// move (beside its `[%clk]`, which the game keeps), and on each marked move its glyph
/// (`$6`, `$2`, `$4`), lichess's sentence (`Inaccuracy. Nf3 was best.`) and the engine's line
/// as a variation. A comment the move had stays after the review's.
pub fn annotate(timed: &mut TimedGame, review: &Review) -> Result<(), NoteError> {
    for (ply, reviewed) in review.moves.iter().enumerate() {
        let after = Place::game(ply + 1);
        let mut comment = format!("[%eval {}]", pgn_eval(reviewed.eval));
        if let Some(advice) = reviewed.advice {
            comment.push(' ');
            comment.push_str(&advice_sentence(
                advice.judgement,
                advice.mate,
                reviewed.best,
            ));
        }
        if let Some(had) = timed.game().comment_at(&after) {
            comment = format!("{comment} {had}");
        }
        timed.edit_notes().set_comment(&after, &comment)?;
        let Some(advice) = reviewed.advice else {
            continue;
        };
        timed
            .edit_notes()
            .set_nag(&after, judgement_nag(advice.judgement))?;
        play_line(timed, ply, &reviewed.line)?;
    }
    Ok(())
}

/// The engine's line from the position before move `ply`, played into the game as a side
/// line (nothing when it begins with the move played, which is no alternative).
fn play_line(timed: &mut TimedGame, ply: usize, line: &[San]) -> Result<(), NoteError> {
    let Some(mut position) = timed.game().position_at(ply).copied() else {
        return Ok(());
    };
    let played = timed.game().plies().get(ply).map(|played| played.m);
    let mut place = Place::game(ply);
    for (index, san) in line.iter().enumerate() {
        let Ok(m) = san::parse(&position, &san.to_string()) else {
            break;
        };
        if index == 0 && Some(m) == played {
            break;
        }
        place = timed.edit_notes().play_line(&place, m)?;
        position.play_unchecked(m);
    }
    Ok(())
}

/// An eval as lichess writes it in `[%eval]`: pawns with two decimals from White's side
/// (`0.17`, `-1.50`), or `#3` / `#-3` for a mate.
fn pgn_eval(eval: Eval) -> String {
    match eval {
        Eval::Cp(cp) => format!("{:.2}", f64::from(cp) / 100.0),
        Eval::Mate { winner, moves } => match winner {
            Color::White => format!("#{moves}"),
            Color::Black => format!("#-{moves}"),
        },
    }
}

/// lichess's sentence for a marked move, in English as lichess writes it in PGN.
fn advice_sentence(judgement: Judgement, mate: Option<MateTurn>, best: Option<San>) -> String {
    let said = match (mate, judgement) {
        (Some(MateTurn::Created), _) => "Checkmate is now unavoidable.",
        (Some(MateTurn::Lost), _) => "Lost forced checkmate sequence.",
        (None, Judgement::Inaccuracy) => "Inaccuracy.",
        (None, Judgement::Mistake) => "Mistake.",
        (None, Judgement::Blunder) => "Blunder.",
    };
    match best {
        Some(best) => format!("{said} {best} was best."),
        None => said.to_string(),
    }
}

/// A judgement's word: the JSON's value, and what the report's sentence selects on.
fn judgement_word(judgement: Judgement) -> &'static str {
    match judgement {
        Judgement::Inaccuracy => "inaccuracy",
        Judgement::Mistake => "mistake",
        Judgement::Blunder => "blunder",
    }
}

/// The glyph lichess gives a judgement: `?!`, `?`, `??`.
fn judgement_nag(judgement: Judgement) -> Nag {
    match judgement {
        Judgement::Inaccuracy => Nag::DUBIOUS,
        Judgement::Mistake => Nag::MISTAKE,
        Judgement::Blunder => Nag::BLUNDER,
    }
}
