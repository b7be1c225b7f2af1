//! A tournament in words for a terminal: its crosstable (every result, the points, the
//! tie-breaks and the places, fitted to a width) and the round being played. What
//! `hotseat tournament show` prints, and what a screen that follows the tournament shows.

use super::{Board, Format, GameId, Score, Standing, Tiebreak, Tournament};
use crate::game::GameVariant;
use crate::game::outcome::GameResult;
use crate::i18n::{Lang, decimal_mark};
use crate::rules::Color;
use crate::tr;

/// The narrowest a name column gets: names longer than their room are cut with `…`.
const NARROWEST_NAME: usize = 6;

/// The crosstable of `tournament` in `lang`, fitted to `width` columns where it can be (ten
/// players fit in 80): a heading line, then one line per player in the order of the
/// standings, with the starting number, the name, the result against each player by number
/// (`1`, `½`, `0`, `+` and `-` for forfeits, `·` for a game to play, `×` against oneself;
/// a double round robin's two games side by side, a match's points in all its games), the
/// points, the tie-breaks in their order, and the place.
pub fn crosstable(tournament: &Tournament, lang: Lang, width: usize) -> String {
    let standings = tournament.standings();
    let count = tournament.players.len();
    let mut head = vec!["#".to_string(), tr!(lang, "crosstable-player")];
    head.extend((1..=count).map(|number| number.to_string()));
    head.push(tr!(lang, "crosstable-points"));
    head.extend(
        tournament
            .tiebreaks
            .iter()
            .map(|&tiebreak| tr!(lang, "crosstable-tiebreak", code = tiebreak.code())),
    );
    head.push(tr!(lang, "crosstable-place"));
    let mut rows = vec![head];
    for standing in &standings {
        let player = &tournament.players[standing.player];
        let mut row = vec![(standing.player + 1).to_string(), name_of(player, lang)];
        row.extend((0..count).map(|other| cell(tournament, standing.player, other)));
        row.push(half_points(standing.points));
        row.extend(
            tournament
                .tiebreaks
                .iter()
                .map(|&tiebreak| tiebreak_value(standing, tiebreak, lang)),
        );
        row.push(
            standing
                .rank
                .map_or_else(|| "-".to_string(), |rank| rank.to_string()),
        );
        rows.push(row);
    }
    let columns = rows[0].len();
    let mut widths: Vec<usize> = (0..columns)
        .map(|column| {
            rows.iter()
                .map(|row| row[column].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let rest: usize = widths
        .iter()
        .enumerate()
        .filter(|&(column, _)| column != 1)
        .map(|(_, width)| width + 1)
        .sum();
    widths[1] = widths[1].min(width.saturating_sub(rest).max(NARROWEST_NAME));
    let mut text = heading(tournament, lang);
    text.push('\n');
    for row in &rows {
        let mut line = String::new();
        for (column, cell) in row.iter().enumerate() {
            if column > 0 {
                line.push(' ');
            }
            let cell = cut(cell, widths[column]);
            let pad = widths[column] - cell.chars().count();
            if column == 1 {
                line.push_str(&cell);
                line.push_str(&" ".repeat(pad));
            } else {
                line.push_str(&" ".repeat(pad));
                line.push_str(&cell);
            }
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

/// The round being played, in `lang`: a line that names it, then one line per board with
/// its game, players and result (`*` while it is to be played); when every game has its
/// result, one line that says the tournament is over.
pub fn current_round_words(tournament: &Tournament, lang: Lang) -> String {
    let Some(round) = tournament.current_round() else {
        return format!("{}\n", tr!(lang, "tournament-over"));
    };
    let mut text = tr!(
        lang,
        "tournament-round",
        round = u64::from(round),
        rounds = tournament.rounds.len()
    );
    text.push('\n');
    let index = round as usize - 1;
    for (board_index, board) in tournament.rounds[index].boards.iter().enumerate() {
        let id = GameId {
            round,
            board: board_index as u32 + 1,
        };
        text.push_str(&board_line(tournament, id, board));
        text.push('\n');
    }
    if let Some(bye) = tournament.rounds[index].bye {
        let name = tournament.players[bye].name.as_str();
        text.push_str(&tr!(lang, "tournament-bye", name = name));
        text.push('\n');
    }
    text
}

/// The standings in one line, in `lang`, as the line mode says them after a game: each
/// player in rank order with the place and points (`Standings: 1. Dina 1, 2. Anna ½, …`).
pub fn standings_words(tournament: &Tournament, lang: Lang) -> String {
    let places: Vec<String> = tournament
        .standings()
        .iter()
        .map(|line| {
            let name = name_of(&tournament.players[line.player], lang);
            let points = half_points(line.points);
            match line.rank {
                Some(rank) => format!("{rank}. {name} {points}"),
                None => name,
            }
        })
        .collect();
    tr!(lang, "tournament-standings", list = places.join(", "))
}

/// The game `id` to be played, as a line: `2.1  Anna – Gleb`.
pub fn pairing_line(tournament: &Tournament, id: GameId, board: &Board) -> String {
    format!(
        "{id}  {} – {}",
        tournament.players[board.white].name, tournament.players[board.black].name
    )
}

/// One game as a line: `2.1  Anna – Gleb  1-0`.
pub fn board_line(tournament: &Tournament, id: GameId, board: &Board) -> String {
    let result = board.result.map_or("*", Score::text);
    format!("{}  {result}", pairing_line(tournament, id, board))
}

/// The game `tournament` plays next (a game begun and left first), as a line that names
/// how it is played and where the tournament stands: `2.1  Anna – Boris, 5+3, round 2 of 5`,
/// with the variant's name before the control when it is not standard chess. `None` once
/// every game has its result.
pub fn next_game_line(tournament: &Tournament, lang: Lang) -> Option<String> {
    let id = tournament.next_to_play(|_| true)?;
    let board = tournament.board(id).ok()?;
    let control = control_words(tournament, lang);
    let play = match variant_words(tournament, lang) {
        Some(variant) => format!("{variant}, {control}"),
        None => control,
    };
    Some(tr!(
        lang,
        "tournament-next-game",
        game = pairing_line(tournament, id, board),
        play = play,
        round = u64::from(id.round),
        rounds = tournament.rounds.len()
    ))
}

/// The name of the variant the games of `tournament` play, when it is not standard chess.
fn variant_words(tournament: &Tournament, lang: Lang) -> Option<String> {
    let word = tournament.variant.to_string();
    (tournament.variant != GameVariant::default())
        .then(|| tr!(lang, "variant-name", variant = word.as_str()))
}

/// The line above the table: the name, the kind of tournament (with its variant, when not
/// standard chess) and its control.
fn heading(tournament: &Tournament, lang: Lang) -> String {
    let mut kind = kind_words(tournament.format, lang);
    if let Some(variant) = variant_words(tournament, lang) {
        kind = format!("{kind} · {variant}");
    }
    tr!(
        lang,
        "crosstable-heading",
        name = tournament.name.as_str(),
        kind = kind,
        control = control_words(tournament, lang)
    )
}

/// The kind of a tournament in words: a round robin, a double one, a match of so many games.
pub fn kind_words(format: Format, lang: Lang) -> String {
    match format {
        Format::RoundRobin { double: false } => tr!(lang, "tournament-kind-round-robin"),
        Format::RoundRobin { double: true } => tr!(lang, "tournament-kind-double"),
        Format::Match { games } => tr!(lang, "tournament-kind-match", games = u64::from(games)),
    }
}

/// The control of the games as the heading says it: `5+3`, or that the games are untimed.
fn control_words(tournament: &Tournament, lang: Lang) -> String {
    if tournament.control.is_untimed() {
        tr!(lang, "crosstable-untimed")
    } else {
        tournament.control.to_string()
    }
}

/// A player's name in the table, marked when the player has left.
fn name_of(player: &super::Player, lang: Lang) -> String {
    match player.withdrawn {
        None => player.name.clone(),
        Some(_) => {
            tr!(lang, "crosstable-withdrawn", name = player.name.as_str())
        }
    }
}

/// What `player` scored against `other`: each game's mark, side by side (`1½`), or for a
/// match the points of all its games.
fn cell(tournament: &Tournament, player: usize, other: usize) -> String {
    if player == other {
        return "×".to_string();
    }
    let games: Vec<(Color, Option<Score>)> = tournament
        .games()
        .filter(|(_, board)| board.has(player) && board.has(other))
        .filter_map(|(_, board)| Some((board.color_of(player)?, board.result)))
        .collect();
    if let Format::Match { .. } = tournament.format {
        let halves: u32 = games
            .iter()
            .filter_map(|(color, score)| score.map(|score| score.halves(*color)))
            .sum();
        let played = games.iter().any(|(_, score)| score.is_some());
        return if played {
            half_points(halves)
        } else {
            "·".to_string()
        };
    }
    games
        .iter()
        .map(|(color, score)| match score {
            None => "·",
            Some(Score::Forfeit(winner)) if winner == color => "+",
            Some(Score::Forfeit(_)) => "-",
            Some(Score::Played(GameResult::Draw)) => "½",
            Some(score) if score.halves(*color) == 2 => "1",
            Some(_) => "0",
        })
        .collect()
}

/// Half points as players write them (the points column, Koya, a match's cells, a leader's
/// points): `2½`, `½`, `3`.
pub fn half_points(halves: u32) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// A tie-break's value as the table shows it: direct encounter's place (`-` for none),
/// games won, Sonneborn-Berger with two decimals in the mark of `lang`, Koya in points.
fn tiebreak_value(standing: &Standing, tiebreak: Tiebreak, lang: Lang) -> String {
    match tiebreak {
        Tiebreak::DirectEncounter if standing.direct == 0 => "-".to_string(),
        Tiebreak::DirectEncounter => standing.direct.to_string(),
        Tiebreak::Wins => standing.wins.to_string(),
        Tiebreak::SonnebornBerger => quarters(standing.sonneborn_berger, lang),
        Tiebreak::Koya => half_points(standing.koya),
    }
}

/// Quarter points with two decimals in the mark of `lang`: `4.25`, `4,25`.
pub fn quarters(quarters: u32, lang: Lang) -> String {
    format!(
        "{}{}{:02}",
        quarters / 4,
        decimal_mark(lang),
        quarters % 4 * 25
    )
}

/// `text` cut to `width` characters, with `…` for what is cut.
fn cut(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(width.saturating_sub(1)).collect();
    cut.push('…');
    cut
}
