//! The standings: points, then FIDE's tie-breaks for round robins (Tie-Break Regulations,
//! 2024) in the order the tournament chose — direct encounter (6), games won (7.2),
//! Sonneborn-Berger (9.1) and Koya (9.2) — computed as lichess's scalachess computes them.
//! A forfeit scores its points and counts for Sonneborn-Berger and Koya as the game it
//! stands for, but is no game won; the games of a player whose results were annulled count
//! for nobody.

use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};

use super::{Tournament, Withdrawal};
use crate::phrase;
use crate::rules::Color;
use crate::sentence::{Phrase, Sentence};

/// One of FIDE's tie-breaks for round robins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tiebreak {
    /// Direct encounter (DE): the points scored among the players tied, as a rank.
    DirectEncounter,
    /// Games won over the board (WON).
    Wins,
    /// Sonneborn-Berger (SB): the points of the opponents beaten, and half of those drawn.
    SonnebornBerger,
    /// Koya (KS): the points scored against the opponents who scored half or more.
    Koya,
}

impl Tiebreak {
    /// Every tie-break, in the order a new tournament uses them unless told otherwise.
    pub const DEFAULT: [Tiebreak; 4] = [
        Tiebreak::DirectEncounter,
        Tiebreak::Wins,
        Tiebreak::SonnebornBerger,
        Tiebreak::Koya,
    ];

    /// FIDE's acronym: `DE`, `WON`, `SB`, `KS`.
    pub fn code(self) -> &'static str {
        match self {
            Tiebreak::DirectEncounter => "DE",
            Tiebreak::Wins => "WON",
            Tiebreak::SonnebornBerger => "SB",
            Tiebreak::Koya => "KS",
        }
    }

    /// The tie-break an acronym or a word names: `DE`, `WON` (or `wins`), `SB`, `KS` (or
    /// `koya`), in any case.
    fn read(word: &str) -> Option<Tiebreak> {
        match word.trim().to_lowercase().as_str() {
            "de" | "direct" => Some(Tiebreak::DirectEncounter),
            "won" | "win" | "wins" => Some(Tiebreak::Wins),
            "sb" => Some(Tiebreak::SonnebornBerger),
            "ks" | "koya" => Some(Tiebreak::Koya),
            _ => None,
        }
    }
}

/// A list of tie-breaks that is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TiebreakError {
    /// A word that names no tie-break.
    Unknown(String),
    /// A tie-break named twice.
    Twice(String),
    /// Nothing named.
    Empty,
}

impl Sentence for TiebreakError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            TiebreakError::Unknown(word) => phrase!("tiebreak-unknown", text = word),
            TiebreakError::Twice(word) => phrase!("tiebreak-twice", text = word),
            TiebreakError::Empty => phrase!("tiebreak-empty"),
        }
    }
}

crate::i18n::english_display!(TiebreakError);

/// Tie-breaks in the order they decide, separated by commas: `DE,SB,WON,KS`.
pub fn read_tiebreaks(text: &str) -> Result<Vec<Tiebreak>, TiebreakError> {
    let mut tiebreaks = Vec::new();
    for word in text.split(',').filter(|word| !word.trim().is_empty()) {
        let tiebreak =
            Tiebreak::read(word).ok_or_else(|| TiebreakError::Unknown(word.trim().to_string()))?;
        if tiebreaks.contains(&tiebreak) {
            return Err(TiebreakError::Twice(word.trim().to_string()));
        }
        tiebreaks.push(tiebreak);
    }
    if tiebreaks.is_empty() {
        return Err(TiebreakError::Empty);
    }
    Ok(tiebreaks)
}

/// A player's line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The player's number (an index into the players).
    pub player: usize,
    /// The place, shared by players equal on points and every tie-break; `None` for a
    /// player whose results were annulled, who is listed last.
    pub rank: Option<u32>,
    /// Points, in halves.
    pub points: u32,
    /// Games with a result that count.
    pub games: u32,
    /// Direct encounter: the place among the players tied before it, from 1; 0 when it
    /// cannot tell (the tied players have not all met, or nobody is tied).
    pub direct: u32,
    /// Games won over the board.
    pub wins: u32,
    /// Sonneborn-Berger, in quarter points.
    pub sonneborn_berger: u32,
    /// Koya, in half points.
    pub koya: u32,
}

impl Standing {
    /// The value of `tiebreak` as it sorts: greater is better.
    fn key(&self, tiebreak: Tiebreak) -> i64 {
        match tiebreak {
            // A place: 1 is best, and 0 (no place) comes after every place.
            Tiebreak::DirectEncounter if self.direct == 0 => i64::MIN,
            Tiebreak::DirectEncounter => -i64::from(self.direct),
            Tiebreak::Wins => i64::from(self.wins),
            Tiebreak::SonnebornBerger => i64::from(self.sonneborn_berger),
            Tiebreak::Koya => i64::from(self.koya),
        }
    }
}

/// A counted game from one player's side: the opponent, the colour, the half points scored,
/// and whether it was played.
#[derive(Debug, Clone, Copy)]
struct Counted {
    opponent: usize,
    halves: u32,
    played: bool,
}

/// The standings of `tournament`, best first: points, then its tie-breaks in its order;
/// players equal on all share a place. Players whose results were annulled come last,
/// without a place.
pub fn standings(tournament: &Tournament) -> Vec<Standing> {
    let annulled = |player: usize| annulled(tournament, player);
    let count = tournament.players.len();
    let games = counted(tournament);
    let points: Vec<u32> = games
        .iter()
        .map(|own| own.iter().map(|g| g.halves).sum())
        .collect();
    // Koya's bar: half of the most games any player has a result in (as scalachess).
    let most_games = games.iter().map(Vec::len).max().unwrap_or(0) as u32;
    let mut lines: Vec<Standing> = (0..count)
        .map(|player| {
            let own = &games[player];
            Standing {
                player,
                rank: None,
                points: points[player],
                games: own.len() as u32,
                direct: 0,
                wins: own.iter().filter(|g| g.played && g.halves == 2).count() as u32,
                sonneborn_berger: own.iter().map(|g| g.halves * points[g.opponent]).sum(),
                koya: own
                    .iter()
                    .filter(|g| points[g.opponent] >= most_games)
                    .map(|g| g.halves)
                    .sum(),
            }
        })
        .collect();
    let order = &tournament.tiebreaks;
    if let Some(at) = order.iter().position(|&t| t == Tiebreak::DirectEncounter) {
        let before = &order[..at];
        let mut groups: BTreeMap<Vec<i64>, BTreeSet<usize>> = BTreeMap::new();
        for line in lines.iter().filter(|line| !annulled(line.player)) {
            let mut key = vec![i64::from(line.points)];
            key.extend(before.iter().map(|&t| line.key(t)));
            groups.entry(key).or_default().insert(line.player);
        }
        let met = Meetings::new(&games);
        for tied in groups.values() {
            for (player, place) in met.places(tied) {
                lines[player].direct = place;
            }
        }
    }
    let compare = |a: &Standing, b: &Standing| {
        annulled(a.player)
            .cmp(&annulled(b.player))
            .then(b.points.cmp(&a.points))
            .then_with(|| {
                order
                    .iter()
                    .map(|&t| b.key(t).cmp(&a.key(t)))
                    .find(|o| o.is_ne())
                    .unwrap_or(Ordering::Equal)
            })
    };
    lines.sort_by(|a, b| compare(a, b).then(a.player.cmp(&b.player)));
    for index in 0..lines.len() {
        if annulled(lines[index].player) {
            break;
        }
        lines[index].rank = Some(match index {
            0 => 1,
            _ if compare(&lines[index - 1], &lines[index]).is_eq() => {
                lines[index - 1].rank.unwrap_or(1)
            }
            _ => index as u32 + 1,
        });
    }
    lines
}

/// Whether the results of `player` were annulled by a withdrawal.
fn annulled(tournament: &Tournament, player: usize) -> bool {
    tournament.players[player].withdrawn == Some(Withdrawal::Annulled)
}

/// Each player's games that count: with a result, and no player whose results were
/// annulled.
fn counted(tournament: &Tournament) -> Vec<Vec<Counted>> {
    let mut games: Vec<Vec<Counted>> = vec![Vec::new(); tournament.players.len()];
    for (_, board) in tournament.games() {
        let Some(score) = board.result else { continue };
        if annulled(tournament, board.white) || annulled(tournament, board.black) {
            continue;
        }
        for color in [Color::White, Color::Black] {
            games[board.player(color)].push(Counted {
                opponent: board.player(!color),
                halves: score.halves(color),
                played: score.is_played(),
            });
        }
    }
    games
}

/// The places direct encounter gives the players `tied` of `tournament`, as if they were
/// equal before it: for the tests, which tie players as scalachess's do.
#[cfg(test)]
pub(super) fn direct_places(tournament: &Tournament, tied: &[usize]) -> Vec<(usize, u32)> {
    let mut places = Meetings::new(&counted(tournament)).places(&tied.iter().copied().collect());
    places.sort();
    places
}

/// Who met whom and how: each player's average score against each opponent (FIDE averages
/// the games of players who met more than once), for direct encounter.
struct Meetings {
    /// `average[a][b]`: a's average points against b, when they met.
    average: Vec<Vec<Option<f64>>>,
}

impl Meetings {
    fn new(games: &[Vec<Counted>]) -> Meetings {
        let count = games.len();
        let mut average = vec![vec![None; count]; count];
        for (player, own) in games.iter().enumerate() {
            let mut against: BTreeMap<usize, (u32, u32)> = BTreeMap::new();
            for game in own {
                let entry = against.entry(game.opponent).or_default();
                entry.0 += game.halves;
                entry.1 += 1;
            }
            for (opponent, (halves, played)) in against {
                average[player][opponent] = Some(f64::from(halves) / 2.0 / f64::from(played));
            }
        }
        Meetings { average }
    }

    fn have_met(&self, a: usize, b: usize) -> bool {
        self.average[a][b].is_some()
    }

    /// Each of `tied`'s points against the others of `tied`.
    fn score_among(&self, tied: &BTreeSet<usize>, player: usize) -> f64 {
        tied.iter()
            .filter(|&&other| other != player)
            .filter_map(|&other| self.average[player][other])
            .sum()
    }

    fn all_met(&self, tied: &BTreeSet<usize>) -> bool {
        tied.iter()
            .all(|&a| tied.iter().all(|&b| a == b || self.have_met(a, b)))
    }

    /// The places direct encounter gives `tied` (players equal before it), as scalachess
    /// gives them: when all have met, by their points among themselves, the players still
    /// equal sorted again among themselves; when some have not, only the players nobody can
    /// catch any more take the top places, and the rest none (0).
    fn places(&self, tied: &BTreeSet<usize>) -> Vec<(usize, u32)> {
        if tied.len() <= 1 {
            return tied.iter().map(|&player| (player, 0)).collect();
        }
        if self.all_met(tied) {
            return self.ranked(tied, 0);
        }
        let mut remaining = tied.clone();
        let mut places = Vec::new();
        while remaining.len() > 1 {
            let Some(top) = self.uncatchable(&remaining) else {
                break;
            };
            places.push((top, places.len() as u32 + 1));
            remaining.remove(&top);
        }
        let offset = places.len() as u32;
        if self.all_met(&remaining) {
            places.extend(self.ranked(&remaining, offset));
        } else {
            places.extend(remaining.iter().map(|&player| (player, 0)));
        }
        places
    }

    /// The places of `tied`, all of whom have met, after `offset` places taken: split by
    /// points among the group, each part that is still equal and smaller than its group
    /// split again among itself.
    fn ranked(&self, tied: &BTreeSet<usize>, offset: u32) -> Vec<(usize, u32)> {
        let mut done: Vec<(usize, Vec<f64>)> = Vec::new();
        let mut pending = vec![(tied.clone(), Vec::<f64>::new())];
        while let Some((group, path)) = pending.pop() {
            if group.len() <= 1 {
                done.extend(group.iter().map(|&player| (player, path.clone())));
                continue;
            }
            let mut parts: Vec<(f64, BTreeSet<usize>)> = Vec::new();
            for &player in &group {
                let score = self.score_among(&group, player);
                match parts.iter_mut().find(|(s, _)| *s == score) {
                    Some((_, part)) => {
                        part.insert(player);
                    }
                    None => parts.push((score, BTreeSet::from([player]))),
                }
            }
            for (score, part) in parts {
                let mut path = path.clone();
                path.push(score);
                if part.len() > 1 && part != group {
                    pending.push((part, path));
                } else {
                    done.extend(part.iter().map(|&player| (player, path.clone())));
                }
            }
        }
        let better = |a: &Vec<f64>, b: &Vec<f64>| {
            b.iter()
                .zip(a)
                .map(|(x, y)| x.total_cmp(y))
                .find(|o| o.is_ne())
                .unwrap_or_else(|| a.len().cmp(&b.len()))
        };
        done.sort_by(|(_, a), (_, b)| better(a, b));
        let mut places = Vec::with_capacity(done.len());
        for (index, (player, path)) in done.iter().enumerate() {
            let first = done
                .iter()
                .position(|(_, other)| other == path)
                .unwrap_or(index);
            places.push((*player, offset + first as u32 + 1));
        }
        places
    }

    /// The player of `tied` (who have not all met) whom nobody can catch: more than half
    /// of the group's points among them, and more than any other could reach by winning
    /// the games still to play among them.
    fn uncatchable(&self, tied: &BTreeSet<usize>) -> Option<usize> {
        let scores: Vec<(usize, f64, f64)> = tied
            .iter()
            .map(|&player| {
                let score = self.score_among(tied, player);
                let missing = tied
                    .iter()
                    .filter(|&&other| other != player && !self.have_met(player, other))
                    .count();
                (player, score, score + missing as f64)
            })
            .collect();
        let half = (tied.len() / 2) as f64;
        if !scores.iter().any(|&(_, score, _)| score > half) {
            return None;
        }
        let &(top, best, _) = scores.iter().max_by(|a, b| a.1.total_cmp(&b.1))?;
        let caught = scores
            .iter()
            .any(|&(player, _, reach)| player != top && reach >= best);
        (!caught).then_some(top)
    }
}
