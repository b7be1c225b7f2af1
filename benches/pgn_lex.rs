//! The PGN reader against pgn-reader 0.29, side by side: games and megabytes per second over the
//! lichess sample repeated to about 229 MB (and the TWIC sample to about 200 MB), each reader
//! with a visitor that only counts games and move tokens. Both read the same bytes in memory
//! through their own buffers.
//!
//! `cargo bench --bench pgn_lex`

use std::hint::black_box;
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use hotseat::notation::pgn::{Flow, Reader, Visitor};

/// How often each reader reads each input (the best run counts), unless `PGN_LEX_RUNS` says.
const RUNS: usize = 3;

/// Games and move tokens seen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Counts {
    games: u64,
    moves: u64,
}

/// Counts for hotseat's reader.
#[derive(Default)]
struct HotseatCounter(Counts);

impl Visitor for HotseatCounter {
    type Output = ();

    fn san(&mut self, _token: &str) -> Flow {
        self.0.moves += 1;
        Flow::Continue
    }

    fn end_game(&mut self) {
        self.0.games += 1;
    }
}

/// Counts for pgn-reader.
#[derive(Default)]
struct PgnReaderCounter(Counts);

impl pgn_reader::Visitor for PgnReaderCounter {
    type Tags = ();
    type Movetext = ();
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue(())
    }

    fn san(
        &mut self,
        _movetext: &mut Self::Movetext,
        _san_plus: pgn_reader::SanPlus,
    ) -> ControlFlow<Self::Output> {
        self.0.moves += 1;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _movetext: Self::Movetext) -> Self::Output {
        self.0.games += 1;
    }
}

fn read_with_hotseat(input: &[u8]) -> Counts {
    let mut reader = Reader::new(input);
    let mut counter = HotseatCounter::default();
    while let Some(()) = reader
        .read_game(&mut counter)
        .expect("the sample is readable")
    {}
    counter.0
}

fn read_with_pgn_reader(input: &[u8]) -> Counts {
    let mut reader = pgn_reader::Reader::new(input);
    let mut counter = PgnReaderCounter::default();
    reader
        .visit_all_games(&mut counter)
        .expect("the sample is readable");
    counter.0
}

/// The best time of `RUNS` reads, and the counts.
fn best_of(input: &[u8], read: fn(&[u8]) -> Counts) -> (Duration, Counts) {
    let runs = std::env::var("PGN_LEX_RUNS")
        .ok()
        .and_then(|runs| runs.parse().ok())
        .unwrap_or(RUNS);
    let mut best = Duration::MAX;
    let mut counts = Counts::default();
    for _ in 0..runs {
        let start = Instant::now();
        counts = black_box(read(black_box(input)));
        best = best.min(start.elapsed());
    }
    (best, counts)
}

fn report(name: &str, input: &[u8], time: Duration, counts: Counts) {
    let seconds = time.as_secs_f64();
    println!(
        "  {name:<11} {seconds:7.3} s {:>10.0} games/s {:>7.0} MB/s  ({} games, {} moves)",
        counts.games as f64 / seconds,
        input.len() as f64 / 1e6 / seconds,
        counts.games,
        counts.moves,
    );
}

/// The sample file repeated `copies` times.
fn repeated(file: &str, copies: usize) -> Vec<u8> {
    let path = format!("{}/tests/data/pgn/{file}", env!("CARGO_MANIFEST_DIR"));
    let mut sample = std::fs::read(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
    if !sample.ends_with(b"\n\n") {
        sample.extend_from_slice(b"\n\n");
    }
    sample.repeat(copies)
}

fn main() {
    for (file, copies) in [("lichess-sample.pgn", 229), ("twic-232.pgn", 1000)] {
        let input = repeated(file, copies);
        println!("{file} x{copies}: {:.1} MB", input.len() as f64 / 1e6);
        let (ours, our_counts) = best_of(&input, read_with_hotseat);
        report("hotseat", &input, ours, our_counts);
        let (theirs, their_counts) = best_of(&input, read_with_pgn_reader);
        report("pgn-reader", &input, theirs, their_counts);
        assert_eq!(our_counts, their_counts, "both readers see the same games");
        println!(
            "  hotseat is {:.2}x as fast as pgn-reader",
            theirs.as_secs_f64() / ours.as_secs_f64()
        );
    }
}
