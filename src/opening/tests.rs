use std::collections::HashSet;
use std::path::Path;

use super::*;
use crate::game::{DrawRules, Game};
use crate::notation::san;
use crate::rules::fen;

/// The data set's files, `a.tsv` to `e.tsv`: a header line, then `eco<TAB>name<TAB>pgn`, the
/// moves of each line from the standard start.
const FILES: [&str; 5] = [
    include_str!("../../data/openings/a.tsv"),
    include_str!("../../data/openings/b.tsv"),
    include_str!("../../data/openings/c.tsv"),
    include_str!("../../data/openings/d.tsv"),
    include_str!("../../data/openings/e.tsv"),
];

/// The rows of the data set, each as its opening and its moves (`1. e4 e5 2. Nf3`).
fn rows() -> impl Iterator<Item = (Opening, &'static str)> {
    FILES
        .into_iter()
        .flat_map(|file| file.lines().skip(1))
        .map(|line| {
            let columns: Vec<&str> = line.split('\t').collect();
            let [eco, name, moves] = columns[..] else {
                panic!("not three columns: {line}")
            };
            (Opening { eco, name }, moves)
        })
}

/// The position a line's moves reach from the standard start; `None` if a move is not legal.
fn reached(moves: &str) -> Option<Position> {
    let mut position = Position::startpos();
    for token in moves.split_whitespace().filter(|t| !t.ends_with('.')) {
        let m = san::parse(&position, token).ok()?;
        position.play_unchecked(m);
    }
    Some(position)
}

/// The book's lines: each line's key and opening, in the data set's order.
fn book_lines() -> Vec<(u64, Opening)> {
    rows()
        .map(|(opening, moves)| {
            let position = reached(moves).unwrap_or_else(|| panic!("not legal: {moves}"));
            (position.repetition_key(), opening)
        })
        .collect()
}

#[test]
fn the_book_is_made_from_the_data_set() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/openings/book.bin");
    let bytes = book::bytes(&book_lines());
    if std::env::var_os("HOTSEAT_UPDATE_OPENINGS").is_some() {
        std::fs::write(&path, &bytes).expect("writing the book");
    }
    assert!(
        std::fs::read(&path).ok() == Some(bytes),
        "data/openings/book.bin is not what data/openings/*.tsv gives now; rewrite it with \
         `HOTSEAT_UPDATE_OPENINGS=1 cargo test --lib opening`"
    );
}

/// The positions of a game of `moves` (SAN, no move numbers) from `start`, the start first.
fn line_from(start: Position, moves: &str) -> Vec<Position> {
    let mut positions = vec![start];
    for token in moves.split_whitespace() {
        let mut next = *positions.last().expect("the start");
        let m = san::parse(&next, token).expect("a legal move");
        next.play_unchecked(m);
        positions.push(next);
    }
    positions
}

fn line(moves: &str) -> Vec<Position> {
    line_from(Position::startpos(), moves)
}

fn game(moves: &str) -> Game {
    let mut game = Game::standard(DrawRules::Fide);
    for token in moves.split_whitespace() {
        game.play_text(token).expect("a legal move");
    }
    game
}

fn named_as(eco: &'static str, name: &'static str) -> Option<Opening> {
    Some(Opening { eco, name })
}

#[test]
fn every_line_of_the_data_set_is_read_and_names_a_position_of_its_own() {
    let mut keys = HashSet::new();
    let mut count = 0;
    for (opening, moves) in rows() {
        let position = reached(moves).unwrap_or_else(|| panic!("{moves}"));
        assert!(
            keys.insert(position.repetition_key()),
            "{moves}: a second row"
        );
        assert_eq!(named(&position), Some(opening), "{moves}");
        assert!(
            opening.eco.len() == 3 && !opening.name.is_empty(),
            "{opening:?}"
        );
        count += 1;
    }
    assert_eq!(count, 3_807);
}

#[test]
fn every_named_position_has_enough_pieces_to_be_searched() {
    // So the search's stop at fewer pieces saves lookups and changes no answer.
    for (_, moves) in rows() {
        let position = reached(moves).expect("a legal line");
        assert!(position.occupied().count() >= SEARCH_MIN_PIECES, "{moves}");
    }
}

#[test]
fn the_start_has_no_name() {
    let start = Position::startpos();
    assert_eq!(named(&start), None);
    assert_eq!(Openings::along([&start]).at(0), None);
    assert_eq!(of_game(&Game::standard(DrawRules::Club)), None);
    // Back at the start after four knight moves: still nothing, though a name was seen.
    let dance = Openings::along(&line("Nf3 Nf6 Ng1 Ng8"));
    assert_eq!(dance.at(1), named_as("A04", "Zukertort Opening"));
    assert_eq!(dance.at(4), named_as("A05", "Zukertort Opening"));
}

#[test]
fn each_ply_has_the_opening_of_the_last_named_position_so_far() {
    let ruy = game("e4 e5 Nf3 Nc6 Bb5 Nf6");
    let openings = Openings::of_game(&ruy);
    assert_eq!(openings.at(0), None);
    assert_eq!(openings.at(1), named_as("B00", "King's Pawn Game"));
    assert_eq!(openings.at(2), named_as("C20", "King's Pawn Game"));
    assert_eq!(openings.at(3), named_as("C40", "King's Knight Opening"));
    assert_eq!(openings.at(5), named_as("C60", "Ruy Lopez"));
    assert_eq!(openings.at(6), named_as("C65", "Ruy Lopez: Berlin Defense"));
    assert_eq!(openings.at(60), openings.at(6));
    assert_eq!(of_game(&ruy), openings.at(6));
}

#[test]
fn a_transposition_finds_the_name_of_the_position() {
    let nimzo = line("c4 e6 Nc3 Nf6 d4 Bb4");
    assert!(
        rows().all(|(_, moves)| moves != "1. c4 e6 2. Nc3 Nf6 3. d4 Bb4"),
        "the data set has this move order itself"
    );
    let main_line = line("d4 Nf6 c4 e6 Nc3 Bb4");
    let key = |positions: &[Position]| positions.last().map(Position::repetition_key);
    assert_eq!(key(&nimzo), key(&main_line));
    let expected = named_as("E20", "Nimzo-Indian Defense");
    assert_eq!(Openings::along(&nimzo).at(6), expected);
    assert_eq!(Openings::along(&main_line).at(6), expected);
}

#[test]
fn a_game_that_leaves_the_book_keeps_its_name_and_takes_a_new_one_on_coming_back() {
    let positions = line("e4 e5 Nf3 Nc6 Ng1 Nb8 Nf3 Nc6 Ke2");
    let openings = Openings::along(&positions);
    assert_eq!(named(&positions[5]), None, "3. Ng1 is out of the book");
    let knights = named_as("C44", "King's Knight Opening: Normal Variation");
    assert_eq!(openings.at(4), knights);
    assert_eq!(openings.at(5), knights);
    // 3... Nb8 is the position after 1. e4 e5 again.
    assert_eq!(openings.at(6), named_as("C20", "King's Pawn Game"));
    assert_eq!(openings.at(7), named_as("C40", "King's Knight Opening"));
    assert_eq!(openings.at(8), knights);
    assert_eq!(named(&positions[9]), None);
    assert_eq!(openings.at(9), knights);
}

#[test]
fn en_passant_counts_only_when_the_capture_is_legal() {
    // The data set writes the en passant square only when a capture is legal: 3... c5 is a
    // double step no pawn can take, and the position matches the Advance French's row; after
    // 5... f5 of the Asten Gambit, exf6 is legal, and its row has the square.
    let french = line("e4 e6 d4 d5 e5 c5");
    assert!(french.last().and_then(Position::ep_square).is_none());
    assert_eq!(
        named(&french[6]),
        named_as("C02", "French Defense: Advance Variation")
    );
    let asten = line("g3 Nc6 Nc3 d5 d4 e5 dxe5 d4 Ne4 f5");
    assert!(asten.last().and_then(Position::ep_square).is_some());
    assert_eq!(
        Openings::along(&asten).at(10),
        named_as("A00", "Hungarian Opening: Asten Gambit")
    );
    // The same placement without the right to take en passant is another position.
    let asten = "r1bqkbnr/ppp3pp/2n5/4Pp2/3pN3/6P1/PPP1PP1P/R1BQKBNR w KQkq";
    let with_right = fen::read(&format!("{asten} f6 0 6")).expect("a FEN");
    let without = fen::read(&format!("{asten} - 0 6")).expect("a FEN");
    assert_eq!(
        named(&with_right),
        named_as("A00", "Hungarian Opening: Asten Gambit")
    );
    assert_eq!(named(&without), None);
}

#[test]
fn the_search_ends_after_forty_plies() {
    let dances = |count: usize| "Nf3 Nf6 Ng1 Ng8 ".repeat(count);
    let found = line(&format!("{}e4", dances(9)));
    assert_eq!(found.len() - 1, 37);
    assert_eq!(
        Openings::along(&found).at(37),
        named_as("B00", "King's Pawn Game")
    );
    let too_late = line(&format!("{}e4", dances(10)));
    let openings = Openings::along(&too_late);
    assert_eq!(named(&too_late[41]), named_as("B00", "King's Pawn Game"));
    assert_eq!(openings.at(41), openings.at(40));
    assert_eq!(openings.at(41), named_as("A05", "Zukertort Opening"));
}

#[test]
fn chess960_games_have_no_opening_name() {
    // Even from the standard array, where 1. e4 would be the King's Pawn Game.
    let start = Position::chess960(518).expect("a start");
    let mut standard_array = Game::chess960(start, DrawRules::Fide);
    standard_array.play_text("e4").expect("legal");
    assert_eq!(of_game(&standard_array), None);
    assert_eq!(Openings::of_game(&standard_array).at(1), None);
    let other = line_from(Position::chess960(0).expect("a start"), "e4 e5");
    assert_eq!(Openings::along(&other).at(2), None);
}

#[test]
fn the_variants_games_have_no_opening_name() {
    // From each variant's usual start, 1. e4 would be the King's Pawn Game in chess.
    for variant in crate::rules::Variant::ALL.into_iter().skip(1) {
        let start = Position::start(variant);
        let mut game = Game::new(start, DrawRules::Fide);
        if game.play_text("e4").is_err() {
            continue; // the horde and racing kings have no e2 pawn to push
        }
        assert_eq!(of_game(&game), None, "{variant:?}");
        assert_eq!(Openings::of_game(&game).at(1), None, "{variant:?}");
    }
}

#[test]
fn a_game_from_a_fen_has_no_opening_name_unless_the_fen_is_the_start() {
    // The Ruy Lopez, set up by FEN: the moves from there reach the Berlin, but the game
    // did not begin at the start.
    let ruy = fen::read("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3")
        .expect("a FEN");
    assert_eq!(named(&ruy), named_as("C60", "Ruy Lopez"));
    let from_ruy = line_from(ruy, "Nf6");
    assert_eq!(
        named(&from_ruy[1]),
        named_as("C65", "Ruy Lopez: Berlin Defense")
    );
    assert_eq!(Openings::along(&from_ruy).at(1), None);
    let mut game = Game::new(ruy, DrawRules::Fide);
    game.play_text("Nf6").expect("legal");
    assert_eq!(of_game(&game), None);

    let start =
        fen::read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").expect("a FEN");
    let mut game = Game::new(start, DrawRules::Fide);
    game.play_text("e4").expect("legal");
    assert_eq!(of_game(&game), named_as("B00", "King's Pawn Game"));
}

#[test]
fn no_positions_name_nothing() {
    assert_eq!(Openings::along([]).at(0), None);
}
