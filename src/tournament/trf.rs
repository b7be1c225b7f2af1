//! FIDE's Tournament Report File, TRF-16 (Handbook C.04, Annex 2), which rating officers
//! and pairing programs read: the tournament's lines (`012` its name, `042` its date, `062`
//! its players, `092` its kind, `122` its time control), then a `001` line per player with
//! the number, the name, the points, the place and one block per round: the opponent's
//! number, the colour and the result (`1`, `=`, `0`, `+` and `-` for forfeits, `Z` for the
//! round off; a block left blank for a game not yet played and a round not yet reached).

use std::fmt::Write as _;

use super::{Format, Score, Tournament};
use crate::game::outcome::GameResult;
use crate::rules::Color;

/// `tournament` as a TRF-16 file.
pub fn trf(tournament: &Tournament) -> String {
    let mut text = String::new();
    let kind = match tournament.format {
        Format::RoundRobin { double: false } => "Individual: Round-Robin",
        Format::RoundRobin { double: true } => "Individual: Double Round-Robin",
        Format::Match { .. } => "Individual: Match",
    };
    let date = tournament.date.replace('.', "/");
    let _ = writeln!(text, "012 {}", tournament.name);
    let _ = writeln!(text, "042 {date}");
    let _ = writeln!(text, "062 {}", tournament.players.len());
    let _ = writeln!(text, "092 {kind}");
    let _ = writeln!(text, "122 {}", tournament.control);
    let standings = tournament.standings();
    for (number, player) in tournament.players.iter().enumerate() {
        let standing = standings.iter().find(|s| s.player == number);
        let halves = standing.map_or(0, |s| s.points);
        let rank = standing.and_then(|s| s.rank).unwrap_or(0);
        let name: String = player.name.chars().take(33).collect();
        let mut line = format!(
            "001 {:>4}      {:<33} {:>4} {:>3} {:>11} {:>10} {:>4} {:>4}",
            number + 1,
            name,
            "",
            "",
            "",
            "",
            format!("{}.{}", halves / 2, halves % 2 * 5),
            rank
        );
        // Rounds after the one being played are not reached yet: their byes wait as their
        // games do.
        let reached = tournament.current_round().unwrap_or(u32::MAX);
        for (round, number_of_round) in tournament.rounds.iter().zip(1..) {
            let block = round
                .boards
                .iter()
                .find_map(|board| {
                    let color = board.color_of(number)?;
                    let opponent = board.player(!color);
                    let mark = match board.result? {
                        Score::Played(GameResult::Draw) => "=",
                        Score::Forfeit(winner) if winner == color => "+",
                        Score::Forfeit(_) => "-",
                        score if score.halves(color) == 2 => "1",
                        Score::Played(_) => "0",
                    };
                    let colour = if color == Color::White { "w" } else { "b" };
                    Some(format!("{:>4} {colour} {mark}", opponent + 1))
                })
                .or_else(|| {
                    let sits_out = round.bye == Some(number) && number_of_round <= reached;
                    sits_out.then(|| "0000 - Z".to_string())
                })
                .unwrap_or_default();
            let _ = write!(line, "  {block:<8}");
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}
