//! `hotseat analyse`: a game's review by the engine written out, as a report in the
//! player's language or as one JSON object for scripts (the contract is in docs/tools.md).

use std::io::{self, Write};

use serde_json::{Value, json};

use crate::analysis::{Eval, Judgement, MateTurn, Review};
use crate::game::given_name;
use crate::i18n::{Lang, say, tenths};
use crate::notation::MoveNumber;
use crate::notation::san::San;
use crate::phrase;
use crate::rules::{ByColor, Color, Position};
use crate::sentence::Arg;

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
        let player = match given_name(reviewed.names, side) {
            Some(name) => phrase!("analyse-player-named", side = side, name = name),
            None => phrase!("analyse-player", side = side),
        };
        let line = phrase!(
            "analyse-side",
            player = player,
            accuracy = accuracy,
            acpl = acpl,
            inaccuracies = u64::from(figures.inaccuracies),
            mistakes = u64::from(figures.mistakes),
            blunders = u64::from(figures.blunders)
        );
        writeln!(out, "{}", say(lang, &line))?;
    }
    for (ply, reviewed_move) in reviewed.review.moves.iter().enumerate() {
        let Some(advice) = reviewed_move.advice else {
            continue;
        };
        let number = MoveNumber::of_ply(reviewed.start, ply).to_string();
        let played = move_arg(reviewed.moves.get(ply));
        let judgement = match advice.judgement {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        };
        let mate = match advice.mate {
            Some(MateTurn::Created) => "created",
            Some(MateTurn::Lost) => "lost",
            None => "none",
        };
        let judgement = Arg::Phrase(Box::new(phrase!(
            "analyse-judgement",
            judgement = judgement,
            mate = mate
        )));
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
                "judgement": reviewed_move.advice.map(|advice| match advice.judgement {
                    Judgement::Inaccuracy => "inaccuracy",
                    Judgement::Mistake => "mistake",
                    Judgement::Blunder => "blunder",
                }),
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
