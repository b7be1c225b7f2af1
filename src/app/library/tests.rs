use std::path::PathBuf;

use super::*;
use crate::game::GameVariant;
use crate::game::time_control::TimeControl;
use crate::opening::Opening;
use crate::store::Summary;

fn entry(file: &str, white: &str, black: &str, outcome: Option<(&str, &str)>) -> SavedEntry {
    let stamp = &file[..17];
    SavedEntry {
        path: PathBuf::from("/games").join(file),
        started: format!("{} {}:{}", &stamp[..10], &stamp[11..13], &stamp[13..15]),
        summary: Summary {
            names: ByColor {
                white: white.into(),
                black: black.into(),
            },
            plies: 7,
            outcome: outcome.map(|(result, reason)| (result.into(), reason.into())),
            control: "5+3".parse::<TimeControl>().expect("a control"),
            variant: GameVariant::default(),
        },
    }
}

pub(crate) fn saved_shelf() -> Shelf {
    Shelf::Saved {
        games: vec![
            (
                1,
                entry("2026-11-30-131805-Anna-vs-Boris.pgn", "Anna", "Boris", None),
            ),
            (
                2,
                entry(
                    "2026-11-29-200214-Clara-vs-Dan.pgn",
                    "Clara",
                    "Dan",
                    Some(("1-0", "checkmate")),
                ),
            ),
            (
                3,
                entry(
                    "2026-10-01-090000-Boris-vs-Clara.pgn",
                    "Boris",
                    "Clara",
                    Some(("1/2-1/2", "agreement")),
                ),
            ),
        ],
        tournaments: Vec::new(),
        current: Some(PathBuf::from("/games/2026-11-30-131805-Anna-vs-Boris.pgn")),
        notes: Vec::new(),
    }
}

fn numbers(library: &Library) -> Vec<usize> {
    library
        .shown()
        .iter()
        .filter_map(|row| match *row {
            Row::Game(index) => library.saved(index).map(|(number, _)| number),
            Row::Tournament(_) => None,
        })
        .collect()
}

/// A tournament of `players` made on `date`, with the results given (`("1.1", "1-0")`).
pub(crate) fn tournament(
    name: &str,
    players: &[&str],
    date: &str,
    results: &[(&str, &str)],
) -> Tournament {
    let mut tournament = Tournament::new(crate::tournament::Plan {
        control: "5+3".parse().expect("a control"),
        date: date.to_string(),
        ..crate::tournament::Plan::for_tests(name, players)
    })
    .expect("a tournament");
    for (id, result) in results {
        let id = crate::tournament::GameId::read(id).expect("a game");
        let score = crate::tournament::Score::read(result).expect("a result");
        tournament.record(id, score, None).expect("recorded");
    }
    tournament
}

/// The saved games of [`saved_shelf`] with two tournaments kept beside them: the club's
/// round robin of Anna, Boris and Vera under way after its first game, and Clara and
/// Dan's match of two games, over.
pub(crate) fn shelf_with_tournaments() -> Shelf {
    let Shelf::Saved {
        games,
        current,
        notes,
        ..
    } = saved_shelf()
    else {
        unreachable!("the saved games")
    };
    Shelf::Saved {
        games,
        tournaments: vec![
            tournament(
                "Club night",
                &["Anna", "Boris", "Vera"],
                "2026.12.04",
                &[("1.1", "1-0")],
            ),
            tournament(
                "Winter match",
                &["Clara", "Dan"],
                "2026.11.20",
                &[("1", "1/2"), ("2", "0-1")],
            ),
        ],
        current,
        notes,
    }
}

#[test]
fn the_filter_takes_names_results_unfinished_and_dates() {
    let mut library = Library::new(saved_shelf());
    assert_eq!(numbers(&library), [1, 2, 3]);
    for (filter, shown) in [
        ("boris", &[1, 3][..]),
        ("BORIS clara", &[3]),
        ("1-0", &[2]),
        ("½-½", &[3]),
        ("1/2", &[3]),
        ("unfinished", &[1]),
        ("неоконченные", &[1]),
        ("*", &[1]),
        ("2026-11", &[1, 2]),
        ("2026.11.29", &[2]),
        ("2026-11 clara", &[2]),
        ("nobody", &[]),
    ] {
        library.set_filter(filter);
        assert_eq!(numbers(&library), shown, "{filter}");
    }
}

#[test]
fn keys_choose_a_game_and_enter_picks_it() {
    let mut library = Library::new(saved_shelf());
    assert_eq!(
        library.on_key(Key::Enter),
        LibraryKey::Open(Chosen::Game(Pick::Current))
    );
    library.on_key(Key::Down);
    assert_eq!(
        library.on_key(Key::Enter),
        LibraryKey::Open(Chosen::Game(Pick::Saved {
            number: 2,
            path: PathBuf::from("/games/2026-11-29-200214-Clara-vs-Dan.pgn"),
        }))
    );
    library.on_key(Key::End);
    assert_eq!(library.selected(), 2);
    library.on_key(Key::Down);
    assert_eq!(library.selected(), 2, "the last stays chosen");
    library.on_key(Key::Home);
    for c in "dan".chars() {
        library.on_key(Key::Char(c));
    }
    assert_eq!(numbers(&library), [2]);
    assert_eq!(
        library.on_key(Key::Esc),
        LibraryKey::Nothing,
        "Esc clears the filter first"
    );
    assert_eq!(library.filter().text(), "");
    assert_eq!(library.on_key(Key::Esc), LibraryKey::Close);
    library.set_filter("nobody");
    assert_eq!(
        library.on_key(Key::Enter),
        LibraryKey::Nothing,
        "nothing to open"
    );
}

/// A game of a PGN file as the list describes it: `white` against Kasparov at Wijk aan Zee,
/// a Pirc Defense.
pub(crate) fn file_game(number: u32, white: &str, result: &str) -> FileGame {
    FileGame {
        number,
        names: ByColor {
            white: white.into(),
            black: "Kasparov".into(),
        },
        result: result.into(),
        date: "1999.01.20".into(),
        event: "Hoogovens".into(),
        opening: Some(Opening {
            eco: "B07",
            name: "Pirc Defense",
        }),
    }
}

#[test]
fn a_file_s_games_are_picked_by_their_number_in_the_file() {
    let game = file_game;
    let path = PathBuf::from("/tmp/wijk.pgn");
    let mut library = Library::new(Shelf::File {
        path: path.clone(),
        contents: Contents {
            games: vec![game(1, "Topalov", "0-1"), game(2, "Anand", "1/2-1/2")],
            total: 2,
        },
    });
    library.set_filter("anand 1999");
    assert_eq!(library.shown(), [Row::Game(1)]);
    assert_eq!(
        library.on_key(Key::Enter),
        LibraryKey::Open(Chosen::Game(Pick::InFile { path, number: 2 }))
    );
    assert_eq!(
        file_game_words(Lang::En, &game(1, "Topalov", "0-1")),
        "Topalov vs Kasparov  0-1  1999.01.20  Hoogovens  B07 Pirc Defense"
    );
    assert_eq!(
        file_game_words(Lang::Ru, &game(1, "Topalov", "0-1")),
        "Topalov — Kasparov  0-1  1999.01.20  Hoogovens  B07 Pirc Defense"
    );
}

#[test]
fn a_saved_game_is_said_in_the_words_of_hotseat_games() {
    let finished = entry(
        "2026-11-29-200214-Clara-vs-Dan.pgn",
        "Clara",
        "Dan",
        Some(("1-0", "checkmate")),
    );
    assert_eq!(
        saved_game_words(Lang::En, &finished),
        "2026-11-29 20:02  Clara vs Dan  1-0 checkmate  4 moves  5+3  2026-11-29-200214-Clara-vs-Dan.pgn"
    );
    assert_eq!(
        saved_game_words(Lang::Ru, &finished),
        "2026-11-29 20:02  Clara — Dan  1-0 мат  4 хода  5+3  2026-11-29-200214-Clara-vs-Dan.pgn"
    );
    // An Armageddon draw, scored as Black's win: its reason in the words of each language.
    let armageddon = entry(
        "2026-11-29-200214-Clara-vs-Dan.pgn",
        "Clara",
        "Dan",
        Some(("0-1", "agreement, draw odds")),
    );
    assert!(saved_game_words(Lang::En, &armageddon).contains("  0-1 agreement, draw odds  "));
    assert!(
        saved_game_words(Lang::Ru, &armageddon)
            .contains("  0-1 соглашение, ничья — победа чёрных  "),
        "{}",
        saved_game_words(Lang::Ru, &armageddon)
    );
    // A game of a variant says which, before its control; standard chess says nothing.
    let mut crazyhouse = finished.clone();
    crazyhouse.summary.variant = GameVariant::Rules(crate::rules::Variant::Crazyhouse);
    assert!(saved_game_words(Lang::En, &crazyhouse).contains("  Crazyhouse, 5+3  "));
    assert!(saved_game_words(Lang::Ru, &crazyhouse).contains("  Крейзихаус, 5+3  "));
    crazyhouse.summary.variant = GameVariant::Chess960;
    assert!(saved_game_words(Lang::Ru, &crazyhouse).contains("  Шахматы Фишера, 5+3  "));
    let going = entry("2026-11-30-131805-Anna-vs-Boris.pgn", "Anna", "Boris", None);
    assert!(saved_game_words(Lang::En, &going).contains("  * in progress  "));
    assert!(saved_game_words(Lang::Ru, &going).contains("  * идёт  "));
    // Sides without names of their own are named in the language of the screen.
    let unnamed = entry(
        "2026-11-30-131805-White-vs-Black.pgn",
        "White",
        "Black",
        None,
    );
    assert!(saved_game_words(Lang::En, &unnamed).contains("  White vs Black  "));
    assert!(
        saved_game_words(Lang::Ru, &unnamed).contains("  Белые — Чёрные  "),
        "{}",
        saved_game_words(Lang::Ru, &unnamed)
    );
}

#[test]
fn every_word_of_the_library_s_line_has_a_word_in_every_language() {
    crate::vocabulary::assert_complete::<LibraryWord>();
}

#[test]
fn tournaments_come_first_and_the_filter_takes_their_names_and_players() {
    let mut library = Library::new(shelf_with_tournaments());
    let (club, winter) = (Row::Tournament(0), Row::Tournament(1));
    let game = Row::Game;
    assert_eq!(library.shown(), [club, winter, game(0), game(1), game(2)]);
    for (filter, shown) in [
        ("club", &[club][..]),
        ("NIGHT vera", &[club]),
        ("boris", &[club, game(0), game(2)]),
        ("dan", &[winter, game(1)]),
        ("unfinished", &[club, game(0)]),
        ("*", &[club, game(0)]),
        ("1-0", &[game(1)]),
        ("2026-12", &[club]),
        ("2026-11-20", &[winter]),
        ("winter clara", &[winter]),
    ] {
        library.set_filter(filter);
        assert_eq!(library.shown(), shown, "{filter}");
    }
}

#[test]
fn enter_on_a_tournament_plays_its_next_game_or_says_it_is_over() {
    let mut library = Library::new(shelf_with_tournaments());
    assert_eq!(
        library.on_key(Key::Enter),
        LibraryKey::Open(Chosen::Tournament("Club night".into()))
    );
    library.on_key(Key::Down);
    assert_eq!(
        library.on_key(Key::Enter),
        LibraryKey::Open(Chosen::TournamentOver("Winter match".into()))
    );
    library.on_key(Key::Down);
    assert_eq!(
        library.on_key(Key::Enter),
        LibraryKey::Open(Chosen::Game(Pick::Current)),
        "the games follow"
    );
    assert_eq!(library.tournament_row("club NIGHT"), Some(0));
    assert_eq!(library.tournament_row("Winter match "), Some(1));
    assert_eq!(library.tournament_row("Club"), None, "a whole name");
    library.set_filter("dan");
    assert_eq!(library.tournament_row("club night"), None, "not shown");
}

#[test]
fn a_tournament_is_said_by_its_kind_progress_leader_and_next_game() {
    let Shelf::Saved { tournaments, .. } = shelf_with_tournaments() else {
        unreachable!("the saved games")
    };
    let under_way = TournamentWords::of(&tournaments[0], Lang::En);
    let next = under_way.next.clone().expect("a game to play");
    assert_eq!(
        under_way.all(),
        [
            "round robin",
            "round 2 of 3",
            "leader Boris 1",
            next.as_str()
        ]
    );
    assert_eq!(next, "next 2.1  Anna – Boris");
    let russian = TournamentWords::of(&tournaments[0], Lang::Ru);
    assert_eq!(russian.kind, "круговой турнир");
    assert_eq!(russian.progress, "тур 2 из 3");
    assert_eq!(russian.leader.as_deref(), Some("лидер Boris 1"));
    let over = TournamentWords::of(&tournaments[1], Lang::En);
    assert_eq!(
        over.all(),
        ["match of 2 games", "over", "leader Clara 1½"],
        "no next game"
    );
    assert_eq!(
        TournamentWords::of(&tournaments[1], Lang::Ru).progress,
        "окончен"
    );
    // Before the first result there is no leader.
    let fresh = tournament("Fresh", &["Anna", "Boris"], "2026.12.04", &[]);
    assert_eq!(TournamentWords::of(&fresh, Lang::En).leader, None);
}
