//! Every game of the PGN corpora in tests/data/pgn opens with `--load FILE --game N` under
//! the default options, through the function the command line uses to choose the game, and
//! keeps the result its file gives.

use std::fs;
use std::path::PathBuf;
use std::time::{Instant, SystemTime};

use clap::Parser;
use hotseat::cli::Cli;
use hotseat::look::ColourDepth;
use hotseat::start::{self, Ask, Reply};
use hotseat::store::Store;

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

    fn tell(&mut self, _line: &str) {}
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
                    let shown = session.app.outcome().map(|o| o.result.pgn());
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
