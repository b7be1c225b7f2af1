//! Every game of the PGN corpora in tests/data/pgn opens with `--load FILE --game N` under
//! the default options, through the function the command line uses to choose the game, and
//! keeps the result its file gives.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Instant, SystemTime};

#[path = "support/long_game.rs"]
mod long_game;

use clap::Parser;
use hotseat::app::{Key, Message};
use hotseat::cli::Cli;
use hotseat::game::{DrawRules, Game};
use hotseat::look::ColourDepth;
use hotseat::notation::san::San;
use hotseat::session::Session;
use hotseat::start::{self, Ask, Reply};
use hotseat::store::{self, Store};

fn corpus(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/pgn")
        .join(name)
}

/// Nobody at the terminal: a question would go unanswered, and nothing is said.
struct Nobody;

impl Ask for Nobody {
    fn ask(&mut self, _question: &str) -> Option<Reply> {
        None
    }

    fn tell(&mut self, _said: &hotseat::sentence::Phrase<'_>) {}
}

/// The `Result` tag of every game of a file, in order.
fn results(file: &str) -> Vec<String> {
    let text = fs::read_to_string(corpus(file)).expect("the corpus is readable");
    text.lines()
        .filter_map(|line| line.trim().strip_prefix("[Result \""))
        .map(|rest| rest.trim_end_matches("\"]").to_string())
        .collect()
}

#[test]
fn every_game_of_the_corpora_opens_with_load() {
    let data = std::env::temp_dir().join(format!("hotseat-load-corpus-{}", std::process::id()));
    let _ = fs::remove_dir_all(&data);
    let store = Store::at(data.clone()).expect("a folder for saved games");
    let mut opened = 0;
    let mut refused = Vec::new();
    for file in ["twic-232.pgn", "lichess-sample.pgn", "chess960.pgn"] {
        let path = corpus(file);
        for (index, result) in results(file).iter().enumerate() {
            let number = (index + 1).to_string();
            let args = [
                "hotseat",
                "--load",
                path.to_str().unwrap(),
                "--game",
                &number,
            ];
            let options = Cli::try_parse_from(args).expect("valid options").play;
            let plan = start::plan(
                &options,
                ColourDepth::TrueColour,
                SystemTime::now(),
                Ok(store.clone()),
                &mut Nobody,
            );
            match plan {
                Ok(plan) => {
                    let session = plan.into_session(1, Instant::now());
                    let shown = session.app.game_page().outcome().map(|o| o.result.pgn());
                    let recorded = (result != "*").then_some(result.as_str());
                    assert_eq!(shown, recorded, "{file} game {number}: the file's result");
                    opened += 1;
                }
                Err(reason) => refused.push(format!("{file} game {number}: {reason}")),
            }
        }
    }
    let _ = fs::remove_dir_all(&data);
    assert!(refused.is_empty(), "refused:\n{}", refused.join("\n"));
    assert_eq!(opened, 232 + 438 + 20, "every game of the three files");
}

/// Writes a PGN file of `size` bytes or a little more to `path`: the same short game again
/// and again, and last a longer one between other players with a comment on every move.
/// Returns how many games it holds.
fn big_file(path: &std::path::Path, size: u64) -> u32 {
    use std::io::Write;
    let game = "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n\
        1. e4 {a comment that takes some room} e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n";
    let mut out = std::io::BufWriter::new(fs::File::create(path).expect("a big file"));
    let mut written = 0;
    let mut games = 0;
    while written < size {
        out.write_all(game.as_bytes()).expect("written");
        written += game.len() as u64;
        games += 1;
    }
    let dance = "Nf3 Nf6 Ng1 Ng8 ".repeat(2) + "e4 e5 Nc3 Nc6 Nb1 Nb8 Nc3 Nc6 d4 exd4";
    let mut last = String::from("[White \"Last\"]\n[Black \"Game\"]\n[Result \"*\"]\n\n");
    for (ply, san) in dance.split_whitespace().enumerate() {
        if ply % 2 == 0 {
            last.push_str(&format!("{}. ", ply / 2 + 1));
        }
        last.push_str(&format!("{san} {{{}}} ", "a long thought ".repeat(60)));
    }
    last.push_str("*\n");
    out.write_all(last.as_bytes()).expect("written");
    out.flush().expect("written");
    games + 1
}

#[test]
fn the_last_game_of_a_200_mb_file_opens() {
    let data = std::env::temp_dir().join(format!("hotseat-load-big-{}", std::process::id()));
    let _ = fs::remove_dir_all(&data);
    fs::create_dir_all(&data).expect("a folder");
    let path = data.join("big.pgn");
    let games = big_file(&path, 200 * 1000 * 1000);
    let store = Store::at(data.clone()).expect("a folder for saved games");
    let number = games.to_string();
    let args = [
        "hotseat",
        "--load",
        path.to_str().unwrap(),
        "--game",
        &number,
    ];
    let options = Cli::try_parse_from(args).expect("valid options").play;
    let started = Instant::now();
    let plan = start::plan(
        &options,
        ColourDepth::TrueColour,
        SystemTime::now(),
        Ok(store),
        &mut Nobody,
    );
    let took = started.elapsed();
    let _ = fs::remove_dir_all(&data);
    let session = plan
        .expect("the last game opens")
        .into_session(1, Instant::now());
    assert_eq!(
        session.app.game_page().sans().len(),
        18,
        "the last game's moves"
    );
    assert_eq!(session.app.game_page().outcome(), None, "it goes on");
    eprintln!("game {number} of a 200 MB file opened in {took:?}");
}

/// The PGN of `game` with a comment on every move.
fn commented_pgn(game: &Game) -> String {
    let mut text = String::from(
        "[Event \"A long game\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n\n",
    );
    for index in 0..game.plies().len() {
        if index % 2 == 0 {
            text.push_str(&format!("{}. ", index / 2 + 1));
        }
        let san = game.san(index).expect("a move of the game");
        text.push_str(&format!("{san} {{thought number {index}}} "));
    }
    text.push_str("*\n");
    text
}

/// Opens a game as `hotseat ARGS` does, with the saved games in `store`.
fn open(args: &[&str], store: &Store) -> Session {
    let options = Cli::try_parse_from(args).expect("valid options").play;
    let plan = start::plan(
        &options,
        ColourDepth::TrueColour,
        SystemTime::now(),
        Ok(store.clone()),
        &mut Nobody,
    );
    plan.expect("the game opens")
        .into_session(1, Instant::now())
}

/// Types a legal move of the position and plays it.
fn play_a_move(session: &mut Session) {
    let position = *session.app.game_page().game().position();
    let m = position.legal_moves().as_slice()[0];
    let now = Instant::now();
    for c in San::from_move(&position, m).to_string().chars() {
        session.update(Message::Key(Key::Char(c)), now, SystemTime::now());
    }
    session.update(Message::Key(Key::Enter), now, SystemTime::now());
}

/// How many comments the file at `path` holds.
fn comments_in(path: &Path) -> usize {
    fs::read_to_string(path)
        .expect("the saved game")
        .matches("{thought")
        .count()
}

#[test]
fn a_game_of_10000_plies_with_comments_opens_by_load_and_resume_and_plays_on() {
    let data = std::env::temp_dir().join(format!("hotseat-load-long-{}", std::process::id()));
    let _ = fs::remove_dir_all(&data);
    fs::create_dir_all(&data).expect("a folder");
    let game = long_game::long_game(10_000);
    let plies = game.plies().len();
    assert!(
        plies >= 10_000 && game.outcome().is_none(),
        "a game still going"
    );
    let path = data.join("long.pgn");
    fs::write(&path, commented_pgn(&game)).expect("the game is written");
    let store = Store::at(data.join("saved")).expect("a folder for saved games");

    let started = Instant::now();
    let mut session = open(&["hotseat", "--load", path.to_str().unwrap()], &store);
    let loaded = started.elapsed();
    assert_eq!(session.app.game_page().sans().len(), plies, "every move");
    assert_eq!(session.app.game_page().outcome(), None, "it goes on");
    play_a_move(&mut session);
    assert_eq!(
        session.app.game_page().sans().len(),
        plies + 1,
        "a move played on"
    );
    let file = session
        .file()
        .expect("the game has a file of its own")
        .to_path_buf();
    assert_eq!(comments_in(&file), plies, "its comments are kept");
    drop(session);

    let started = Instant::now();
    let mut session = open(&["hotseat", "--resume"], &store);
    let resumed = started.elapsed();
    assert_eq!(session.file(), Some(file.as_path()), "the same game");
    assert_eq!(session.app.game_page().sans().len(), plies + 1);
    play_a_move(&mut session);
    drop(session);
    let saved = store::load(&file, 1, DrawRules::Club).expect("the saved game reads");
    assert_eq!(saved.timed.game().plies().len(), plies + 2);
    assert_eq!(comments_in(&file), plies);
    let _ = fs::remove_dir_all(&data);
    eprintln!(
        "{plies} plies with comments: opened by --load in {loaded:?}, by --resume in {resumed:?}"
    );
}
