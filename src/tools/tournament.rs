//! `hotseat tournament`'s printing actions: the list of tournaments, one shown as its
//! crosstable or as JSON (the contract is in docs/tools.md), its TRF-16 file and its games as
//! PGN; and the crosstable `hotseat watch` shows between games.

use std::cell::RefCell;
use std::io::{self, Write};
use std::path::Path;
use std::time::{Duration, SystemTime};

use serde_json::{Value, json};

use crate::i18n::Lang;
use crate::tournament::{
    Format, Kept, Score, Tiebreak, Tournament, crosstable, current_round_words, games_pgn,
    kind_words, trf,
};
use crate::tr;
use crate::watch::BetweenGames;

/// The width `show` fits its crosstable to.
const WIDTH: usize = 80;

/// The width the watch's crosstable is fitted to: an 80-column terminal less the margins
/// of its screen of the wait.
const WATCHED_WIDTH: usize = 78;

/// `list`: one line a tournament, newest first: its name, its kind and players, how far
/// it is, and the day it was made.
pub fn list(out: &mut impl Write, tournaments: &[Tournament], lang: Lang) -> io::Result<()> {
    for tournament in tournaments {
        let kind = kind_words(tournament.format, lang);
        let progress = match tournament.current_round() {
            Some(round) => tr!(
                lang,
                "tournament-round",
                round = u64::from(round),
                rounds = tournament.rounds.len()
            ),
            None => tr!(lang, "tournament-over"),
        };
        let line = tr!(
            lang,
            "tournament-list-line",
            name = tournament.name.as_str(),
            kind = kind,
            players = tournament.players.len(),
            progress = progress,
            date = tournament.date.replace('.', "-")
        );
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// `show`: the crosstable fitted to 80 columns, then the round being played.
pub fn show(out: &mut impl Write, tournament: &Tournament, lang: Lang) -> io::Result<()> {
    write!(out, "{}", crosstable(tournament, lang, WIDTH))?;
    writeln!(out)?;
    write!(out, "{}", current_round_words(tournament, lang))
}

/// What `hotseat watch` shows between the games of the data folder: the crosstable and the
/// round being played of the newest tournament with games still to play, read again after
/// each change to the tournaments kept, so a result recorded shows at the next look;
/// nothing when no tournament is under way. A look while nothing changed costs one `stat`.
pub struct TournamentUnderWay {
    kept: Kept,
    /// The tournaments' time of change and the language when last read, and what was read.
    seen: RefCell<Option<(SystemTime, Lang, Vec<String>)>>,
}

/// How long after a change the tournaments are read again at each look: a second write
/// within the file system's tick leaves the folder's time as it was.
const SETTLING: Duration = Duration::from_secs(1);

impl TournamentUnderWay {
    /// The tournaments kept on `kept`, shown between games while one is under way.
    pub fn new(kept: Kept) -> TournamentUnderWay {
        TournamentUnderWay {
            kept,
            seen: RefCell::new(None),
        }
    }

    /// The crosstable and current round of the tournament under way, read now.
    fn read(&self, lang: Lang) -> Vec<String> {
        let tournaments = self.kept.list();
        let Some(tournament) = tournaments.iter().find(|t| t.current_round().is_some()) else {
            return Vec::new();
        };
        let table = crosstable(tournament, lang, WATCHED_WIDTH);
        let round = current_round_words(tournament, lang);
        [table, round]
            .iter()
            .map(|paragraph| paragraph.trim_end().to_string())
            .collect()
    }
}

impl BetweenGames for TournamentUnderWay {
    fn lines(&self, lang: Lang) -> Vec<String> {
        let Some(changed) = self.kept.changed_at() else {
            return Vec::new();
        };
        let settled = changed.elapsed().is_ok_and(|since| since >= SETTLING);
        if let Some((seen, seen_lang, lines)) = &*self.seen.borrow()
            && (*seen, *seen_lang) == (changed, lang)
            && settled
        {
            return lines.clone();
        }
        let lines = self.read(lang);
        *self.seen.borrow_mut() = Some((changed, lang, lines.clone()));
        lines
    }
}

/// `show --json`: `{"name", "format", "time", "variant", "tiebreaks", "rounds": [[{"board", "white",
/// "black", "result"}]], "standings": [{"rank", "name", "points", "sb", "wins", "koya",
/// "de", "games", "withdrawn"}]}`, the standings in rank order.
pub fn json(out: &mut impl Write, tournament: &Tournament) -> io::Result<()> {
    let name = |player: usize| tournament.players[player].name.as_str();
    let rounds: Vec<Value> = tournament
        .rounds
        .iter()
        .map(|round| {
            let boards: Vec<Value> = round
                .boards
                .iter()
                .enumerate()
                .map(|(index, board)| {
                    json!({
                        "board": index + 1,
                        "white": name(board.white),
                        "black": name(board.black),
                        "result": board.result.map(Score::text),
                    })
                })
                .collect();
            Value::Array(boards)
        })
        .collect();
    let standings: Vec<Value> = tournament
        .standings()
        .iter()
        .map(|line| {
            json!({
                "rank": line.rank,
                "name": name(line.player),
                "points": f64::from(line.points) / 2.0,
                "sb": f64::from(line.sonneborn_berger) / 4.0,
                "wins": line.wins,
                "koya": f64::from(line.koya) / 2.0,
                "de": (line.direct > 0).then_some(line.direct),
                "games": line.games,
                "withdrawn": tournament.players[line.player].withdrawn.is_some(),
            })
        })
        .collect();
    let format = match tournament.format {
        Format::RoundRobin { double: false } => "round-robin",
        Format::RoundRobin { double: true } => "double-round-robin",
        Format::Match { .. } => "match",
    };
    let tiebreaks: Vec<&str> = tournament
        .tiebreaks
        .iter()
        .map(|t| Tiebreak::code(*t))
        .collect();
    let whole = json!({
        "name": tournament.name,
        "format": format,
        "time": tournament.control.to_string(),
        "variant": tournament.variant.to_string(),
        "tiebreaks": tiebreaks,
        "current_round": tournament.current_round(),
        "rounds": rounds,
        "standings": standings,
    });
    serde_json::to_writer(&mut *out, &whole)?;
    writeln!(out)
}

/// `trf`: the tournament as FIDE's TRF-16.
pub fn trf_file(out: &mut impl Write, tournament: &Tournament) -> io::Result<()> {
    out.write_all(trf(tournament).as_bytes())
}

/// `pgn`: every game with a result or a file, round by round ([`games_pgn`]).
pub fn pgn(out: &mut impl Write, tournament: &Tournament, games: &Path) -> io::Result<()> {
    out.write_all(games_pgn(tournament, games).as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::game::outcome::GameResult;

    use crate::store::Shelf;
    use crate::tournament::{GameId, Plan};

    /// The lines between games follow the table as results are recorded, in the watcher's
    /// language, and are gone once every game has its result.
    #[test]
    fn the_tournament_under_way_is_shown_between_games_until_it_is_over() {
        let dir = std::env::temp_dir().join(format!("hotseat-wall-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let kept = Kept::on(Shelf::at(dir.clone()));
        let wall = TournamentUnderWay::new(Kept::on(Shelf::at(dir.clone())));
        assert!(wall.lines(Lang::En).is_empty(), "no tournament yet");
        let match_of_two = Tournament::new(Plan {
            games: Some(2),
            ..Plan::for_tests("Final", &["Anna", "Boris"])
        })
        .expect("a match");
        kept.create(&match_of_two).expect("kept");
        let before = wall.lines(Lang::Ru);
        assert!(before.iter().any(|l| l.starts_with("Final")), "{before:#?}");
        assert!(
            before.iter().any(|p| p.starts_with("Тур 1 из 2\n1.1")),
            "{before:#?}"
        );
        for round in 1..=2 {
            let id = GameId { round, board: 1 };
            kept.change("Final", |t| {
                t.record(id, Score::Played(GameResult::WhiteWins), None)
            })
            .expect("recorded");
            let after = wall.lines(Lang::Ru);
            if round == 1 {
                assert_ne!(after, before, "the first result shows");
                assert!(
                    after.iter().any(|p| p.starts_with("Тур 2 из 2\n")),
                    "{after:#?}"
                );
            } else {
                assert!(after.is_empty(), "the match is over: {after:#?}");
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
