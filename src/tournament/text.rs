//! The text a tournament is kept in: one JSON object, which names its version, the players,
//! the pairings with their results and games' files, and how the games are played. A text
//! that is not a whole tournament (a player number out of range, a result in no known form)
//! reads as none.

use std::path::PathBuf;

use serde_json::{Value, json};

use super::{
    Board, Format, Player, Round, Score, Tiebreak, Tournament, Withdrawal, read_tiebreaks,
};
use crate::game::time_control::TimeControl;
use crate::game::{DrawRules, GameVariant};

/// What the text says it is, and its version.
const KIND: &str = "hotseat-tournament";
const VERSION: u64 = 1;

/// `tournament` as its text.
pub fn write(tournament: &Tournament) -> String {
    let players: Vec<Value> = tournament
        .players
        .iter()
        .map(|player| {
            json!({
                "name": player.name,
                "withdrawn": player.withdrawn.map(|w| match w {
                    Withdrawal::Annulled => "annulled",
                    Withdrawal::Forfeited => "forfeited",
                }),
            })
        })
        .collect();
    let rounds: Vec<Value> = tournament
        .rounds
        .iter()
        .map(|round| {
            let boards: Vec<Value> = round
                .boards
                .iter()
                .map(|board| {
                    json!({
                        "white": board.white,
                        "black": board.black,
                        "result": board.result.map(Score::text),
                        "file": board.file,
                    })
                })
                .collect();
            json!({ "bye": round.bye, "boards": boards })
        })
        .collect();
    let format = match tournament.format {
        Format::RoundRobin { double } => json!({ "round-robin": { "double": double } }),
        Format::Match { games } => json!({ "match": { "games": games } }),
    };
    let tiebreaks: Vec<&str> = tournament.tiebreaks.iter().map(|t| t.code()).collect();
    let whole = json!({
        KIND: VERSION,
        "name": tournament.name,
        "date": tournament.date,
        "format": format,
        "time": tournament.control.to_string(),
        "draw-rules": tournament.draw_rules.name(),
        "variant": tournament.variant.to_string(),
        "tiebreaks": tiebreaks,
        "players": players,
        "rounds": rounds,
        "broadcast": tournament.broadcast.as_ref().map(|dir| dir.to_string_lossy()),
    });
    let mut text = serde_json::to_string_pretty(&whole).unwrap_or_default();
    text.push('\n');
    text
}

/// The tournament kept as `text`, or `None`.
pub fn read(text: &str) -> Option<Tournament> {
    let whole: Value = serde_json::from_str(text).ok()?;
    if whole.get(KIND)?.as_u64()? != VERSION {
        return None;
    }
    let string = |value: &Value| value.as_str().map(str::to_string);
    let players: Vec<Player> = whole
        .get("players")?
        .as_array()?
        .iter()
        .map(|player| {
            let withdrawn = match player.get("withdrawn")?.as_str() {
                None => None,
                Some("annulled") => Some(Withdrawal::Annulled),
                Some("forfeited") => Some(Withdrawal::Forfeited),
                Some(_) => return None,
            };
            Some(Player {
                name: string(player.get("name")?)?,
                withdrawn,
            })
        })
        .collect::<Option<_>>()?;
    let number = |value: &Value| {
        let number = usize::try_from(value.as_u64()?).ok()?;
        (number < players.len()).then_some(number)
    };
    let rounds: Vec<Round> = whole
        .get("rounds")?
        .as_array()?
        .iter()
        .map(|round| {
            let bye = match round.get("bye")? {
                Value::Null => None,
                value => Some(number(value)?),
            };
            let boards = round
                .get("boards")?
                .as_array()?
                .iter()
                .map(|board| {
                    let result = match board.get("result")? {
                        Value::Null => None,
                        value => Some(Score::read(value.as_str()?)?),
                    };
                    let file = match board.get("file")? {
                        Value::Null => None,
                        value => Some(string(value)?),
                    };
                    Some(Board {
                        white: number(board.get("white")?)?,
                        black: number(board.get("black")?)?,
                        result,
                        file,
                    })
                })
                .collect::<Option<_>>()?;
            Some(Round { boards, bye })
        })
        .collect::<Option<_>>()?;
    let format = whole.get("format")?;
    let format = if let Some(robin) = format.get("round-robin") {
        Format::RoundRobin {
            double: robin.get("double")?.as_bool()?,
        }
    } else {
        let games = format.get("match")?.get("games")?.as_u64()?;
        Format::Match {
            games: u32::try_from(games).ok()?,
        }
    };
    let codes: Vec<&str> = whole
        .get("tiebreaks")?
        .as_array()?
        .iter()
        .map(Value::as_str)
        .collect::<Option<_>>()?;
    let tiebreaks: Vec<Tiebreak> = read_tiebreaks(&codes.join(",")).ok()?;
    Some(Tournament {
        name: string(whole.get("name")?)?,
        date: string(whole.get("date")?)?,
        control: whole.get("time")?.as_str()?.parse::<TimeControl>().ok()?,
        draw_rules: whole
            .get("draw-rules")?
            .as_str()?
            .parse::<DrawRules>()
            .ok()?,
        // Kept since the variants came in; a text without it plays standard chess.
        variant: match whole.get("variant") {
            None => GameVariant::default(),
            Some(value) => GameVariant::from_name(value.as_str()?)?,
        },
        tiebreaks,
        players,
        format,
        rounds,
        // Kept since the broadcast folder came in; a text without it has none.
        broadcast: match whole.get("broadcast") {
            None | Some(Value::Null) => None,
            Some(value) => Some(PathBuf::from(value.as_str()?)),
        },
    })
}
