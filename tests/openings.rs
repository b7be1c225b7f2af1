//! The opening's name against two references: the `ECO` and `Opening` tags lichess wrote
//! into its own games (with an older version of the data set), and an independent
//! classifier written here with shakmaty, which looks each position's EPD up in the data
//! set's files as lichess does; `replay --openings` must agree with the second on every game
//! of every corpus, and with the first wherever the data set has not changed since.

use std::collections::HashMap;
use std::fs;
use std::ops::ControlFlow;
use std::path::PathBuf;

use hotseat::game::DrawRules;
use hotseat::tools;
use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use shakmaty::fen::{Epd, Fen};
use shakmaty::san::San;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position};

fn path(relative: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(relative)
}

/// ECO code and name, `-` and `-` for none (as `replay --openings` prints them).
type Named = (String, String);

fn none() -> Named {
    ("-".to_string(), "-".to_string())
}

/// The data set read with shakmaty: each row's position as its EPD, the en passant square
/// only when a capture is legal (the data set's `epd` column).
fn reference_book() -> HashMap<String, Named> {
    let mut book = HashMap::new();
    for letter in ["a", "b", "c", "d", "e"] {
        let text = fs::read_to_string(path(&format!("data/openings/{letter}.tsv"))).unwrap();
        for row in text.lines().skip(1) {
            let columns: Vec<&str> = row.split('\t').collect();
            let [eco, name, pgn] = columns[..] else {
                panic!("{row}")
            };
            let mut position = Chess::default();
            for token in pgn.split_whitespace().filter(|t| !t.ends_with('.')) {
                let san = San::from_ascii(token.as_bytes()).unwrap();
                let m = san.to_move(&position).unwrap();
                position.play_unchecked(m);
            }
            let epd = Epd::from_position(&position, EnPassantMode::Legal).to_string();
            // Later rows win, as in lichess's table; the data set allows no repeated position.
            book.insert(epd, (eco.to_string(), name.to_string()));
        }
    }
    book
}

/// Per game: the opening the reference finds, and the `ECO` and `Opening` tags.
#[derive(Debug, Default)]
struct ReferenceGame {
    found: Option<Named>,
    tagged: Option<Named>,
}

/// Classifies games as lichess does: from the standard start only (no other FEN, not
/// Chess960), the positions after plies 1 to 40 while 20 or more pieces stand, the last one
/// found in the book naming the opening.
struct Classifier {
    book: HashMap<String, Named>,
    games: Vec<ReferenceGame>,
}

#[derive(Default)]
struct Tags {
    eco: Option<String>,
    opening: Option<String>,
    other_start: bool,
}

struct Movetext {
    position: Chess,
    ply: usize,
    searching: bool,
    game: ReferenceGame,
}

impl Visitor for Classifier {
    type Tags = Tags;
    type Movetext = Movetext;
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), Tags> {
        ControlFlow::Continue(Tags::default())
    }

    fn tag(&mut self, tags: &mut Tags, name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        let text = value.decode_utf8_lossy().to_string();
        match name {
            b"ECO" => tags.eco = Some(text),
            b"Opening" => tags.opening = Some(text),
            b"Variant" => tags.other_start |= text.contains("960"),
            b"FEN" => {
                let fen = Fen::from_ascii(value.as_bytes()).unwrap();
                let start: Chess = fen.into_position(CastlingMode::Chess960).unwrap();
                tags.other_start |= start != Chess::default();
            }
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Tags) -> ControlFlow<(), Movetext> {
        let tagged = match (tags.eco, tags.opening) {
            (Some(eco), Some(opening)) => Some((eco, opening)),
            _ => None,
        };
        ControlFlow::Continue(Movetext {
            position: Chess::default(),
            ply: 0,
            searching: !tags.other_start,
            game: ReferenceGame {
                found: None,
                tagged,
            },
        })
    }

    fn san(&mut self, movetext: &mut Movetext, san_plus: SanPlus) -> ControlFlow<()> {
        if !movetext.searching {
            return ControlFlow::Continue(());
        }
        let m = san_plus.san.to_move(&movetext.position).unwrap();
        movetext.position.play_unchecked(m);
        movetext.ply += 1;
        if movetext.ply > 40 || movetext.position.board().occupied().count() < 20 {
            movetext.searching = false;
            return ControlFlow::Continue(());
        }
        let epd = Epd::from_position(&movetext.position, EnPassantMode::Legal).to_string();
        if let Some(named) = self.book.get(&epd) {
            movetext.game.found = Some(named.clone());
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, movetext: Movetext) {
        self.games.push(movetext.game);
    }
}

fn reference(file: &str) -> Vec<ReferenceGame> {
    let mut classifier = Classifier {
        book: reference_book(),
        games: Vec::new(),
    };
    let mut reader = Reader::new(fs::File::open(path(file)).unwrap());
    while reader.read_game(&mut classifier).unwrap().is_some() {}
    classifier.games
}

/// The text of a corpus without its `ECO` and `Opening` tags.
fn untagged(file: &str) -> String {
    let text = fs::read_to_string(path(file)).unwrap();
    text.lines()
        .filter(|line| !line.starts_with("[ECO ") && !line.starts_with("[Opening "))
        .map(|line| format!("{line}\n"))
        .collect()
}

/// What `replay --openings` prints for each game of a text: ECO code and name.
fn replayed(pgn: &str) -> Vec<Named> {
    let (mut out, mut problems) = (Vec::new(), Vec::new());
    let summary = tools::replay(
        pgn.as_bytes(),
        &mut out,
        &mut problems,
        DrawRules::Fide,
        false,
        true,
    )
    .unwrap();
    assert_eq!(summary.failed, 0, "{}", String::from_utf8_lossy(&problems));
    let out = String::from_utf8(out).unwrap();
    out.lines()
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), 6, "{line}");
            (fields[4].to_string(), fields[5].to_string())
        })
        .collect()
}

fn agrees_with_the_data_sets_method(file: &str, games: usize, named: usize) {
    let ours = replayed(&untagged(file));
    let theirs = reference(file);
    assert_eq!(ours.len(), games, "{file}");
    assert_eq!(theirs.len(), games, "{file}");
    for (index, (ours, theirs)) in ours.iter().zip(&theirs).enumerate() {
        let expected = theirs.found.clone().unwrap_or_else(none);
        assert_eq!(ours, &expected, "{file}, game {}", index + 1);
    }
    let found = theirs.iter().filter(|game| game.found.is_some()).count();
    assert_eq!(found, named, "{file}: games with a name");
}

#[test]
fn lichess_games_are_named_as_the_data_sets_method_names_them() {
    // Five games have no moves at all.
    agrees_with_the_data_sets_method("tests/data/pgn/lichess-sample.pgn", 438, 433);
}

#[test]
fn over_the_board_games_are_named_as_the_data_sets_method_names_them() {
    agrees_with_the_data_sets_method("tests/data/pgn/twic-232.pgn", 232, 232);
}

#[test]
fn chess960_games_have_no_opening_name() {
    agrees_with_the_data_sets_method("tests/data/pgn/chess960.pgn", 20, 0);
}

/// The lichess games whose tags differ from what today's data set gives, by game number:
/// the tags lichess wrote (on 1 May 2025) and the opening hotseat finds. Each is a change of
/// the data set since: with its files as they were on 13 April 2025 (commit 1e927b9 of
/// lichess-org/chess-openings), the reference above gives every game of the file its tags.
const KNOWN_DIFFERENCES: &[(usize, &str, &str, &str, &str)] = &[
    // A line added on 12 June 2025 names the position after 5... d5.
    (
        21,
        "C47",
        "Four Knights Game: Italian Variation",
        "C55",
        "Italian Game: Two Knights Defense",
    ),
    // A line added on 25 November 2025 names 2. Bf4.
    (
        38,
        "A45",
        "Indian Defense",
        "A45",
        "Indian Defense: Accelerated London System",
    ),
    // Giuoco Pianissimo lines added on 4 June 2026 name the position after 5. O-O O-O 6. d3
    // of the Italian, which 1. Nc3 e5 2. Nf3 Nc6 3. e4 Nf6 4. Bc4 Bc5 5. d3 O-O 6. O-O reaches.
    (
        82,
        "C50",
        "Italian Game: Giuoco Pianissimo, Italian Four Knights Variation",
        "C50",
        "Italian Game: Giuoco Pianissimo",
    ),
    // The same line, reached by 3... Nf6 4. Nc3 Bc5 5. O-O O-O 6. d3.
    (
        86,
        "C50",
        "Four Knights Game: Italian Variation",
        "C50",
        "Italian Game: Giuoco Pianissimo",
    ),
    // A line added on 21 November 2025; 1... d5 2. g3 e6 3. Bg2 Nf6 transposes to it.
    (
        103,
        "A07",
        "King's Indian Attack",
        "A07",
        "King's Indian Attack, with e6",
    ),
    // The Polish lines renamed on 6 December 2025: 1. b4 d5 has a name of its own.
    (
        107,
        "A00",
        "Polish Opening",
        "A00",
        "Polish Opening, with d5",
    ),
    // A line added on 16 May 2026; 2. Nf3 Nf6 3. Bf4 e6 transposes to it.
    (
        110,
        "D02",
        "Queen's Pawn Game: London System",
        "D02",
        "Queen's Pawn Game: London System, with e6",
    ),
    // As game 21.
    (
        198,
        "C47",
        "Four Knights Game: Italian Variation",
        "C55",
        "Italian Game: Two Knights Defense",
    ),
    // As game 110, from 2. Bf4 Nf6 3. Nf3 e6.
    (
        283,
        "D02",
        "Queen's Pawn Game: London System",
        "D02",
        "Queen's Pawn Game: London System, with e6",
    ),
    // The Budapest Defense renamed the Budapest Gambit on 8 June 2026, with a main line.
    (
        287,
        "A52",
        "Indian Defense: Budapest Defense",
        "A52",
        "Indian Defense: Budapest Gambit Accepted, Main Line",
    ),
    // The Hyperaccelerated Fianchetto renamed the Hyperaccelerated Dragon on 25 January 2026.
    (
        363,
        "B27",
        "Sicilian Defense: Hyperaccelerated Fianchetto",
        "B27",
        "Sicilian Defense: Hyperaccelerated Dragon",
    ),
];

#[test]
fn lichess_games_get_the_names_lichess_gave_them_but_where_the_data_set_changed() {
    let file = "tests/data/pgn/lichess-sample.pgn";
    let ours = replayed(&untagged(file));
    let theirs = reference(file);
    let mut differences = Vec::new();
    let mut agreed = 0;
    for (index, (ours, theirs)) in ours.iter().zip(&theirs).enumerate() {
        let tagged = theirs
            .tagged
            .clone()
            .expect("every lichess game has the tags");
        // lichess writes `?` for a game with no named position.
        let expected = if tagged == ("?".to_string(), "?".to_string()) {
            none()
        } else {
            tagged.clone()
        };
        if *ours == expected {
            agreed += 1;
        } else {
            differences.push((index + 1, tagged, ours.clone()));
        }
    }
    let known: Vec<(usize, Named, Named)> = KNOWN_DIFFERENCES
        .iter()
        .map(|&(number, eco, name, our_eco, our_name)| {
            (
                number,
                (eco.to_string(), name.to_string()),
                (our_eco.to_string(), our_name.to_string()),
            )
        })
        .collect();
    assert_eq!(differences, known);
    // 422 with the very same tags, and 5 games without a move, which neither names.
    assert_eq!(agreed, 427);
}
