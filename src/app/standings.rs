//! The standings after a tournament's game: the page that opens over the game the moment
//! its result is in the table, with the crosstable as the result left it and the next game
//! to play at this computer, which Enter (or `next` in the line mode) opens in place of the
//! game just played; Esc (`back`) goes back to that game, to look at it.

use super::event::Event;
use super::key::Key;
use crate::tournament::{GameId, Tournament};
use crate::vocabulary::{self, Meaning};

/// A word of the page's line (`[standings]` of the files of words).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StandingsWord {
    /// The next game is opened.
    Next,
    /// Back to the game just played.
    Back,
}

impl Meaning for StandingsWord {
    const TABLE: &'static str = "standings";
    const ALL: &'static [StandingsWord] = &[StandingsWord::Next, StandingsWord::Back];

    fn key(self) -> &'static str {
        match self {
            StandingsWord::Next => "next",
            StandingsWord::Back => "back",
        }
    }
}

/// The tournament as a game's result left it, and what follows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    tournament: Tournament,
    played: GameId,
    next: Option<GameId>,
}

/// What a key or a line on the page asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StandingsKey {
    /// Nothing: the page stays as it is.
    Nothing,
    /// The next game is asked for ([`Event::PlayTournament`] is pushed).
    Next,
    /// Back to the game.
    Back,
    /// A line the page does not take.
    Unknown,
}

impl Standings {
    /// The standings of `tournament` after the game `played`, with the game to play next
    /// here, if one is left.
    pub fn new(tournament: Tournament, played: GameId, next: Option<GameId>) -> Standings {
        Standings {
            tournament,
            played,
            next,
        }
    }

    /// The tournament as the result left it.
    pub fn tournament(&self) -> &Tournament {
        &self.tournament
    }

    /// The game whose result was just recorded.
    pub fn played(&self) -> GameId {
        self.played
    }

    /// The next game to play at this computer, if one is left.
    pub fn next(&self) -> Option<GameId> {
        self.next
    }

    /// Enter asks for the next game (or, with none left, goes back to the game); Esc goes
    /// back to the game.
    pub fn on_key(&self, key: Key, events: &mut Vec<Event>) -> StandingsKey {
        match key {
            Key::Enter => self.go_on(events),
            Key::Esc => StandingsKey::Back,
            _ => StandingsKey::Nothing,
        }
    }

    /// A line of the line mode: `next` as Enter, `back` as Esc.
    pub fn on_line(&self, text: &str, events: &mut Vec<Event>) -> StandingsKey {
        match vocabulary::read(text) {
            Some(StandingsWord::Next) => self.go_on(events),
            Some(StandingsWord::Back) => StandingsKey::Back,
            None => StandingsKey::Unknown,
        }
    }

    /// The next game asked for; back to the game when none is left.
    fn go_on(&self, events: &mut Vec<Event>) -> StandingsKey {
        if self.next.is_none() {
            return StandingsKey::Back;
        }
        events.push(Event::PlayTournament(self.tournament.name.clone()));
        StandingsKey::Next
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;
    use crate::app::event::{PageKind, Refusal};
    use crate::app::{App, Message, Notice, Settings};
    use crate::game::outcome::GameResult;

    use crate::i18n::Lang;
    use crate::tournament::{Plan, Score};

    /// A match of two games after its first, the standings open over an app in `lang`;
    /// `next`: whether the second game is left to play here.
    fn over_the_game(lang: Lang, next: bool) -> (App, Instant) {
        let mut tournament = Tournament::new(Plan {
            games: Some(2),
            ..Plan::for_tests("Final", &["Anna", "Boris"])
        })
        .expect("a match");
        let played = GameId { round: 1, board: 1 };
        tournament
            .record(played, Score::Played(GameResult::WhiteWins), None)
            .expect("recorded");
        let next = next.then_some(GameId { round: 2, board: 1 });
        let now = Instant::now();
        let settings = Settings {
            lang,
            ..Settings::default()
        };
        let mut app = App::new(settings, 1, now);
        let standings = Standings::new(tournament, played, next);
        let events = app.update(Message::Standings(Box::new(standings)), now);
        assert!(events.contains(&Event::PageOpened(PageKind::Standings)));
        (app, now)
    }

    #[test]
    fn enter_or_next_asks_for_the_next_game_and_esc_or_back_goes_back() {
        let asked = Event::PlayTournament("Final".to_string());
        let (mut app, now) = over_the_game(Lang::En, true);
        let events = app.update(Message::Key(Key::Enter), now);
        assert!(events.contains(&asked), "{events:?}");
        assert!(app.page().is_some(), "open until the next game comes");
        let (mut app, now) = over_the_game(Lang::Ru, true);
        let events = app.update(Message::Line("дальше".to_string()), now);
        assert!(events.contains(&asked), "{events:?}");
        for (key, line) in [(Some(Key::Esc), None), (None, Some("назад"))] {
            let (mut app, now) = over_the_game(Lang::Ru, true);
            let message = match (key, line) {
                (Some(key), _) => Message::Key(key),
                (_, line) => Message::Line(line.unwrap_or_default().to_string()),
            };
            let events = app.update(message, now);
            assert!(events.contains(&Event::PageClosed), "{events:?}");
            assert!(!events.contains(&asked));
        }
    }

    #[test]
    fn with_no_game_left_enter_goes_back_and_a_stray_line_is_refused() {
        let (mut app, now) = over_the_game(Lang::En, false);
        let events = app.update(Message::Key(Key::Enter), now);
        assert!(events.contains(&Event::PageClosed), "{events:?}");
        assert!(!events.iter().any(|e| matches!(e, Event::PlayTournament(_))));
        let (mut app, now) = over_the_game(Lang::Ru, true);
        app.update(Message::Line("ещё".to_string()), now);
        let refused = Refusal::StandingsWord("ещё".to_string());
        assert_eq!(app.notice(), Some(&Notice::Refused(refused)));
        assert!(app.page().is_some());
    }
}
