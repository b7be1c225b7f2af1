//! The library: the saved games as `hotseat games` lists them (the same order and numbers),
//! with the tournaments kept beside them above the games, or the games of a PGN file, with a
//! filter, to pick a game to resume, review or load, or a tournament to play its next game.
//! The filter's words must each match: a player's name (any part of it; a tournament's name
//! too), a result (`1-0`, `0-1`, `1/2`, `½-½`, `*`: a tournament under way is `*`),
//! `unfinished` (`неоконченные`, in the words of any language: a game not over, a tournament
//! under way), or the beginning of a date (`2026-11`). Its line takes a game's number, a
//! tournament's name, `back` and `all` too.

use std::path::PathBuf;
use std::sync::Arc;

use super::input::InputLine;
use super::key::Key;
use crate::game::{GameVariant, Outcome};
use crate::i18n::{Describe, Lang, player_label};
use crate::rules::{ByColor, Color};
use crate::sentence::{Phrase, Sentence};
use crate::store::{Contents, FileGame, Notice, SavedEntry, Summary, file_name};
use crate::tournament::{Tournament, half_points, kind_words, pairing_line, same_name};
use crate::tr;
use crate::vocabulary::{self, Meaning};

/// Rows a page key moves the choice.
const PAGE: usize = 10;

/// A word of the library's line (`[library]` of the files of words), beside games' numbers
/// and the filter's other words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum LibraryWord {
    /// Close the library.
    Back,
    /// Every game again: the filter cleared.
    All,
    /// A word of the filter: the games not over.
    Unfinished,
}

impl Meaning for LibraryWord {
    const TABLE: &'static str = "library";
    const ALL: &'static [LibraryWord] =
        &[LibraryWord::Back, LibraryWord::All, LibraryWord::Unfinished];

    fn key(self) -> &'static str {
        match self {
            LibraryWord::Back => "back",
            LibraryWord::All => "all",
            LibraryWord::Unfinished => "unfinished",
        }
    }
}

/// The games the library holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shelf {
    /// The folder of saved games, newest first, each with its number in `hotseat games`,
    /// and the tournaments kept beside it; and the file of the game being played, when it
    /// has one.
    Saved {
        /// The games, with their numbers.
        games: Vec<(usize, SavedEntry)>,
        /// The tournaments kept beside the games, newest first.
        tournaments: Vec<Tournament>,
        /// The file of the game on the screen behind the library.
        current: Option<PathBuf>,
        /// What reading the folder did to its files, said with the list: each damaged file
        /// set aside, each file set aside before given back.
        notes: Vec<FolderNote>,
    },
    /// The games of a PGN file.
    File {
        /// The file.
        path: PathBuf,
        /// What it holds.
        contents: Contents,
    },
}

/// Something reading the folder of games did to one of its files ([`Notice`]): a damaged
/// file set aside, or one given back. Two notes are the same when they say the same.
#[derive(Debug, Clone)]
pub struct FolderNote(Arc<Notice>);

impl FolderNote {
    /// The note of `notice`.
    pub fn new(notice: Notice) -> FolderNote {
        FolderNote(Arc::new(notice))
    }
}

impl Sentence for FolderNote {
    fn phrase(&self) -> Phrase<'_> {
        self.0.phrase()
    }
}

impl PartialEq for FolderNote {
    fn eq(&self, other: &FolderNote) -> bool {
        self.phrase() == other.phrase()
    }
}

impl Eq for FolderNote {}

/// A game picked in the library.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pick {
    /// A saved game: its number in `hotseat games`, and its file, to play on (or review,
    /// when it is over) in that file.
    Saved {
        /// Its number in the list.
        number: usize,
        /// Its file.
        path: PathBuf,
    },
    /// Game `number` of the PGN file at `path`.
    InFile {
        /// The file.
        path: PathBuf,
        /// The game's number in it, from 1.
        number: u32,
    },
    /// The game being played here: the library only closes.
    Current,
}

/// What is chosen in the library, to be opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Chosen {
    /// A game.
    Game(Pick),
    /// A tournament under way, by its name: its next game is to be played.
    Tournament(String),
    /// A tournament whose every game has its result, by its name: nothing is left to play.
    TournamentOver(String),
}

/// What a key in the library asks of the app, beyond changing the library.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LibraryKey {
    /// Nothing more.
    Nothing,
    /// Open what is chosen.
    Open(Chosen),
    /// Leave the library.
    Close,
}

/// A row of the library: a tournament or a game, by where it is on the shelf. The
/// tournaments' rows come before the games'.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Row {
    /// The tournament at this index of the shelf's tournaments.
    Tournament(usize),
    /// The game at this index of the shelf's games (the folder's or the file's).
    Game(usize),
}

/// The library: its tournaments and games, the filter and the row chosen.
#[derive(Debug, Clone)]
pub struct Library {
    shelf: Shelf,
    filter: InputLine,
    /// The rows the filter lets through, the tournaments first.
    shown: Vec<Row>,
    /// The row chosen, as an index into `shown`.
    selected: usize,
}

/// What the filter looks at in a game or a tournament.
struct Facts<'a> {
    /// The players' names (and a tournament's own).
    names: Vec<&'a str>,
    /// The result as PGN writes it; `*` while the game (or the tournament) goes on; none
    /// for a tournament over.
    result: Option<&'a str>,
    /// The date, `2026-11-30` (dots read as dashes).
    date: String,
}

impl Library {
    /// The library of `shelf`, unfiltered, its first game chosen.
    pub fn new(shelf: Shelf) -> Library {
        let mut library = Library {
            shelf,
            filter: InputLine::default(),
            shown: Vec::new(),
            selected: 0,
        };
        library.refilter();
        library
    }

    /// The games it holds.
    pub fn shelf(&self) -> &Shelf {
        &self.shelf
    }

    /// The filter as typed.
    pub fn filter(&self) -> &InputLine {
        &self.filter
    }

    /// Replaces the filter, and chooses the first game it lets through.
    pub fn set_filter(&mut self, text: &str) {
        self.filter.set(text);
        self.refilter();
    }

    /// The rows the filter lets through: the tournaments, then the games.
    pub fn shown(&self) -> &[Row] {
        &self.shown
    }

    /// How many games the shelf holds.
    pub fn len(&self) -> usize {
        match &self.shelf {
            Shelf::Saved { games, .. } => games.len(),
            Shelf::File { contents, .. } => contents.games.len(),
        }
    }

    /// Whether the shelf holds no game at all.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the shelf holds nothing to choose: no game and no tournament.
    pub fn holds_nothing(&self) -> bool {
        self.is_empty() && self.tournaments().is_empty()
    }

    /// The tournaments kept beside the saved games, newest first: none for a file's games.
    pub fn tournaments(&self) -> &[Tournament] {
        match &self.shelf {
            Shelf::Saved { tournaments, .. } => tournaments,
            Shelf::File { .. } => &[],
        }
    }

    /// The saved game at `index` of the shelf, with its number, when the shelf is the
    /// folder's.
    pub fn saved(&self, index: usize) -> Option<(usize, &SavedEntry)> {
        match &self.shelf {
            Shelf::Saved { games, .. } => games.get(index).map(|(n, entry)| (*n, entry)),
            Shelf::File { .. } => None,
        }
    }

    /// What reading the folder did to its files, to be said with the list: nothing for a
    /// file's games.
    pub fn notes(&self) -> &[FolderNote] {
        match &self.shelf {
            Shelf::Saved { notes, .. } => notes,
            Shelf::File { .. } => &[],
        }
    }

    /// The game of the file at `index` of the shelf, when the shelf is a file's.
    pub fn file_game(&self, index: usize) -> Option<&FileGame> {
        match &self.shelf {
            Shelf::File { contents, .. } => contents.games.get(index),
            Shelf::Saved { .. } => None,
        }
    }

    /// Whether the saved game at `index` of the shelf is the one being played here.
    pub fn is_current(&self, index: usize) -> bool {
        match &self.shelf {
            Shelf::Saved { games, current, .. } => games
                .get(index)
                .zip(current.as_deref())
                .is_some_and(|((_, entry), current)| entry.path == current),
            Shelf::File { .. } => false,
        }
    }

    /// The row chosen among those shown.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// Chooses the `row`-th row shown (the last one for a row past them).
    pub fn select(&mut self, row: usize) {
        self.selected = row.min(self.shown.len().saturating_sub(1));
    }

    /// The row shown of the tournament named `name` (letters' case aside), if it is shown.
    pub fn tournament_row(&self, name: &str) -> Option<usize> {
        let tournaments = self.tournaments();
        self.shown.iter().position(|row| match *row {
            Row::Tournament(index) => tournaments
                .get(index)
                .is_some_and(|tournament| same_name(&tournament.name, name)),
            Row::Game(_) => false,
        })
    }

    /// What is chosen: a game as picked, or a tournament under way or over.
    pub fn chosen(&self) -> Option<Chosen> {
        match *self.shown.get(self.selected)? {
            Row::Tournament(index) => {
                let tournament = self.tournaments().get(index)?;
                let name = tournament.name.clone();
                Some(match tournament.current_round() {
                    Some(_) => Chosen::Tournament(name),
                    None => Chosen::TournamentOver(name),
                })
            }
            Row::Game(index) => self.picked(index).map(Chosen::Game),
        }
    }

    /// The game at `index` of the shelf, as picked.
    fn picked(&self, index: usize) -> Option<Pick> {
        if self.is_current(index) {
            return Some(Pick::Current);
        }
        Some(match &self.shelf {
            Shelf::Saved { games, .. } => {
                let (number, entry) = games.get(index)?;
                Pick::Saved {
                    number: *number,
                    path: entry.path.clone(),
                }
            }
            Shelf::File { path, contents } => Pick::InFile {
                path: path.clone(),
                number: contents.games.get(index)?.number,
            },
        })
    }

    /// A key in the library: ↑/↓, PgUp/PgDn, Home/End choose a row, Enter opens it, typing
    /// filters, Esc clears the filter and then leaves.
    pub fn on_key(&mut self, key: Key) -> LibraryKey {
        let last = self.shown.len().saturating_sub(1);
        match key {
            Key::Enter => return self.chosen().map_or(LibraryKey::Nothing, LibraryKey::Open),
            Key::Esc if self.filter.is_empty() => return LibraryKey::Close,
            Key::Esc => self.set_filter(""),
            Key::Up => self.selected = self.selected.saturating_sub(1),
            Key::Down => self.select(self.selected + 1),
            Key::PageUp => self.selected = self.selected.saturating_sub(PAGE),
            Key::PageDown => self.select(self.selected + PAGE),
            Key::Home => self.selected = 0,
            Key::End => self.selected = last,
            key => {
                if self.filter.edit(key) {
                    self.refilter();
                }
            }
        }
        LibraryKey::Nothing
    }

    /// Works out again which rows the filter lets through, and chooses the first.
    fn refilter(&mut self) {
        let words: Vec<String> = self
            .filter
            .text()
            .split_whitespace()
            .map(str::to_lowercase)
            .collect();
        let rows = (0..self.tournaments().len())
            .map(Row::Tournament)
            .chain((0..self.len()).map(Row::Game));
        self.shown = rows
            .filter(|&row| {
                let facts = self.facts(row);
                words
                    .iter()
                    .all(|word| facts.as_ref().is_some_and(|f| f.matches(word)))
            })
            .collect();
        self.selected = 0;
    }

    fn facts(&self, row: Row) -> Option<Facts<'_>> {
        fn sides(names: &ByColor<String>) -> Vec<&str> {
            vec![names.white.as_str(), names.black.as_str()]
        }
        match (row, &self.shelf) {
            (Row::Tournament(index), _) => {
                let tournament = self.tournaments().get(index)?;
                let mut names = vec![tournament.name.as_str()];
                names.extend(tournament.players.iter().map(|player| player.name.as_str()));
                Some(Facts {
                    names,
                    result: tournament.current_round().map(|_| "*"),
                    date: tournament.date.replace('.', "-"),
                })
            }
            (Row::Game(index), Shelf::Saved { games, .. }) => {
                let (_, entry) = games.get(index)?;
                let summary = &entry.summary;
                Some(Facts {
                    names: sides(&summary.names),
                    result: Some(summary.outcome.as_ref().map_or("*", |(result, _)| result)),
                    date: entry.started.clone(),
                })
            }
            (Row::Game(index), Shelf::File { contents, .. }) => {
                let game = contents.games.get(index)?;
                Some(Facts {
                    names: sides(&game.names),
                    result: Some(&game.result),
                    date: game.date.replace('.', "-"),
                })
            }
        }
    }
}

impl Facts<'_> {
    /// Whether one word of the filter (in lower case) matches the game.
    fn matches(&self, word: &str) -> bool {
        if vocabulary::read(word) == Some(LibraryWord::Unfinished) {
            return self.result == Some("*");
        }
        if let Some(result) = result_named(word) {
            return self.result == Some(result);
        }
        if word.len() >= 4 && word.chars().take(4).all(|c| c.is_ascii_digit()) {
            return self.date.starts_with(&word.replace('.', "-"));
        }
        self.names
            .iter()
            .any(|name| name.to_lowercase().contains(word))
    }
}

/// A tournament in words, as the library shows it, all but its name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentWords {
    /// Its kind: `round robin`, `match of 4 games`.
    pub kind: String,
    /// How far it is: `round 2 of 5`, or `over`.
    pub progress: String,
    /// Its leader with the points, once a game has a result: `leader Anna 1½`.
    pub leader: Option<String>,
    /// The next game to play, while it goes on: `next 2.1  Anna – Gleb`.
    pub next: Option<String>,
}

impl TournamentWords {
    /// The words of `tournament` in `lang`.
    pub fn of(tournament: &Tournament, lang: Lang) -> TournamentWords {
        let progress = match tournament.current_round() {
            Some(round) => tr!(
                lang,
                "library-tournament-round",
                round = u64::from(round),
                rounds = tournament.rounds.len()
            ),
            None => tr!(lang, "library-tournament-over"),
        };
        let played = tournament.games().any(|(_, board)| board.result.is_some());
        let standings = tournament.standings();
        let leader = standings.first().filter(|_| played).map(|leader| {
            let name = tournament
                .players
                .get(leader.player)
                .map(|p| p.name.as_str());
            tr!(
                lang,
                "library-tournament-leader",
                name = name.unwrap_or_default(),
                points = half_points(leader.points)
            )
        });
        let next = tournament
            .next_to_play(|_| true)
            .and_then(|id| Some(pairing_line(tournament, id, tournament.board(id).ok()?)))
            .map(|game| tr!(lang, "library-tournament-next", game = game));
        TournamentWords {
            kind: kind_words(tournament.format, lang),
            progress,
            leader,
            next,
        }
    }

    /// Every word there is, in order: the kind, how far, the leader, the next game.
    pub fn all(&self) -> Vec<&str> {
        let mut all = vec![self.kind.as_str(), self.progress.as_str()];
        all.extend(self.leader.as_deref());
        all.extend(self.next.as_deref());
        all
    }
}

/// A saved game in the words of `hotseat games`, in `lang`, all but its number: when its
/// file was made (UTC), the players (a side without a name of its own by the side's name in
/// `lang`: `Белые`), the result and reason (`* in progress` while it goes on), the moves, the
/// time control and the file. In English, the very line the tool prints.
pub fn saved_game_words(lang: Lang, entry: &SavedEntry) -> String {
    let summary = &entry.summary;
    let result = match &summary.outcome {
        Some((result, reason)) => tr!(
            lang,
            "games-result",
            result = result.as_str(),
            reason = reason_words(lang, reason)
        ),
        None => tr!(lang, "games-in-progress"),
    };
    tr!(
        lang,
        "games-line",
        started = entry.started.as_str(),
        white = player_label(lang, &summary.names, Color::White),
        black = player_label(lang, &summary.names, Color::Black),
        result = result,
        moves = tr!(lang, "count-moves", count = summary.plies.div_ceil(2)),
        control = control_words(lang, summary),
        file = file_name(&entry.path)
    )
}

/// How a saved game is played, as the list says it: its time control (or that it is
/// untimed), after the variant's name when it is not standard chess (`Crazyhouse, 5+3`).
pub fn control_words(lang: Lang, summary: &Summary) -> String {
    let control = if summary.control.is_untimed() {
        tr!(lang, "games-untimed")
    } else {
        summary.control.to_string()
    };
    if summary.variant == GameVariant::default() {
        return control;
    }
    let variant = summary.variant.to_string();
    let name = tr!(lang, "variant-name", variant = variant.as_str());
    format!("{name}, {control}")
}

/// Why a saved game ended, in the words of `lang`: from the reason its file names
/// (`checkmate`, `agreement, draw odds` for an Armageddon draw scored as Black's win); a
/// reason hotseat does not name, as it is.
pub fn reason_words(lang: Lang, reason: &str) -> String {
    match Outcome::reason_from_name(reason) {
        Some((reason, false)) => reason.describe(lang),
        Some((reason, true)) => {
            let reason = reason.describe(lang);
            tr!(lang, "games-reason-draw-odds", reason = reason)
        }
        None => reason.to_string(),
    }
}

/// A game of a PGN file as the list to pick from shows it, in `lang`, all but its number:
/// the players, the result, the date, the event and the opening.
pub fn file_game_words(lang: Lang, game: &FileGame) -> String {
    let opening = game.opening.map_or_else(String::new, |opening| {
        format!("{} {}", opening.eco, opening.name)
    });
    tr!(
        lang,
        "games-file-line",
        white = game.names.white.as_str(),
        black = game.names.black.as_str(),
        result = game.result.as_str(),
        date = game.date.as_str(),
        event = game.event.as_str(),
        opening = opening
    )
    .trim_end()
    .to_string()
}

/// The result as PGN writes it that a word names: `1-0`, `0-1`, a draw (`1/2`, `½-½`,
/// `1/2-1/2`) or a game going on (`*`).
fn result_named(word: &str) -> Option<&'static str> {
    match word {
        "1-0" => Some("1-0"),
        "0-1" => Some("0-1"),
        "1/2" | "½" | "½-½" | "1/2-1/2" => Some("1/2-1/2"),
        "*" => Some("*"),
        _ => None,
    }
}

#[cfg(test)]
pub(crate) mod tests;
