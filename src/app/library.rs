//! The library: the saved games as `hotseat games` lists them (the same order and numbers),
//! or the games of a PGN file, with a filter, to pick one to resume, review or load. The
//! filter's words must each match: a player's name (any part of it), a result (`1-0`, `0-1`,
//! `1/2`, `½-½`, `*`), `unfinished` (`неоконченные`, in the words of any language), or the
//! beginning of a date (`2026-11`). Its line takes a game's number, `back` and `all` too.

use std::path::PathBuf;
use std::sync::Arc;

use super::input::InputLine;
use super::key::Key;
use crate::game::{GameVariant, Outcome};
use crate::i18n::{Describe, Lang, player_label};
use crate::rules::{ByColor, Color};
use crate::sentence::{Phrase, Sentence};
use crate::store::{Contents, FileGame, Notice, SavedEntry, Summary, file_name};
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
    /// The folder of saved games, newest first, each with its number in `hotseat games`;
    /// and the file of the game being played, when it has one.
    Saved {
        /// The games, with their numbers.
        games: Vec<(usize, SavedEntry)>,
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

/// What a key in the library asks of the app, beyond changing the library.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LibraryKey {
    /// Nothing more.
    Nothing,
    /// Open the game picked.
    Open(Pick),
    /// Leave the library.
    Close,
}

/// The library: its games, the filter and the game chosen.
#[derive(Debug, Clone)]
pub struct Library {
    shelf: Shelf,
    filter: InputLine,
    /// The indices in the shelf of the games the filter lets through.
    shown: Vec<usize>,
    /// The game chosen, as an index into `shown`.
    selected: usize,
}

/// What the filter looks at in a game.
struct Facts<'a> {
    names: &'a ByColor<String>,
    /// The result as PGN writes it; `*` while the game goes on.
    result: &'a str,
    /// The date, `2026-11-30` (a file's dots read as dashes).
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

    /// The games the filter lets through, as indices in the shelf.
    pub fn shown(&self) -> &[usize] {
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

    /// Chooses the `row`-th game shown (the last one for a row past them).
    pub fn select(&mut self, row: usize) {
        self.selected = row.min(self.shown.len().saturating_sub(1));
    }

    /// The game chosen, as picked.
    pub fn picked(&self) -> Option<Pick> {
        let index = *self.shown.get(self.selected)?;
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

    /// A key in the library: ↑/↓, PgUp/PgDn, Home/End choose a game, Enter opens it, typing
    /// filters, Esc clears the filter and then leaves.
    pub fn on_key(&mut self, key: Key) -> LibraryKey {
        let last = self.shown.len().saturating_sub(1);
        match key {
            Key::Enter => return self.picked().map_or(LibraryKey::Nothing, LibraryKey::Open),
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

    /// Works out again which games the filter lets through, and chooses the first.
    fn refilter(&mut self) {
        let words: Vec<String> = self
            .filter
            .text()
            .split_whitespace()
            .map(str::to_lowercase)
            .collect();
        self.shown = (0..self.len())
            .filter(|&index| {
                let facts = self.facts(index);
                words
                    .iter()
                    .all(|word| facts.as_ref().is_some_and(|f| f.matches(word)))
            })
            .collect();
        self.selected = 0;
    }

    fn facts(&self, index: usize) -> Option<Facts<'_>> {
        match &self.shelf {
            Shelf::Saved { games, .. } => {
                let summary = &games.get(index)?.1.summary;
                Some(Facts {
                    names: &summary.names,
                    result: summary.outcome.as_ref().map_or("*", |(result, _)| result),
                    date: games.get(index)?.1.started.clone(),
                })
            }
            Shelf::File { contents, .. } => {
                let game = contents.games.get(index)?;
                Some(Facts {
                    names: &game.names,
                    result: &game.result,
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
            return self.result == "*";
        }
        if let Some(result) = result_named(word) {
            return self.result == result;
        }
        if word.len() >= 4 && word.chars().take(4).all(|c| c.is_ascii_digit()) {
            return self.date.starts_with(&word.replace('.', "-"));
        }
        [&self.names.white, &self.names.black]
            .iter()
            .any(|name| name.to_lowercase().contains(word))
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
