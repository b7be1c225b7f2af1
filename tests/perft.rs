//! Perft against the reference counts in tests/data/perft: a fast subset in every
//! `cargo test`, and every position at every listed depth with
//! `cargo test --release --test perft -- --ignored` (run by `.ci/run`). The variants' files
//! are read in their variant; the horde's insufficient material is checked here too.

use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use hotseat::rules::{Color, Variant, fen, perft::perft};

/// One line of an EPD perft file: a FEN and the expected leaf counts by depth.
struct Case {
    file: &'static str,
    variant: Variant,
    line: usize,
    fen: String,
    counts: Vec<(u32, u64)>,
}

const FILES: [(&str, Variant); 10] = [
    ("standard.epd", Variant::Standard),
    ("tricky.epd", Variant::Standard),
    ("perftsuite.epd", Variant::Standard),
    ("chess960.epd", Variant::Standard),
    ("crazyhouse.epd", Variant::Crazyhouse),
    ("atomic.epd", Variant::Atomic),
    ("antichess.epd", Variant::Antichess),
    ("threecheck.epd", Variant::ThreeCheck),
    ("horde.epd", Variant::Horde),
    ("racingkings.epd", Variant::RacingKings),
];

fn load_cases() -> Vec<Case> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/perft");
    let mut cases = Vec::new();
    for (file, variant) in FILES {
        let text = std::fs::read_to_string(dir.join(file)).expect("perft data is readable");
        for (index, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let mut parts = line.split(';');
            let fen = parts.next().unwrap().trim().to_string();
            let counts = parts
                .map(|part| {
                    let (depth, count) = part.trim().split_once(' ').expect("';Dn count'");
                    let depth = depth.trim_start_matches('D').parse().expect("depth");
                    (depth, count.trim().parse().expect("count"))
                })
                .collect();
            cases.push(Case {
                file,
                variant,
                line: index + 1,
                fen,
                counts,
            });
        }
    }
    cases
}

/// Checks every case at every depth whose expected count is at most `max_nodes`, on all
/// available cores (each thread takes the next unchecked case); returns the number of
/// counts checked and the failures as lines of text.
fn check(cases: &[Case], max_nodes: u64) -> (usize, Vec<String>) {
    let next = AtomicUsize::new(0);
    let threads = thread::available_parallelism().map_or(1, |n| n.get());
    let results: Vec<(usize, Vec<String>)> = thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| scope.spawn(|| check_some(cases, max_nodes, &next)))
            .collect();
        workers
            .into_iter()
            .map(|worker| worker.join().expect("perft thread"))
            .collect()
    });
    results
        .into_iter()
        .fold((0, Vec::new()), |(total, mut all), (checked, failures)| {
            all.extend(failures);
            (total + checked, all)
        })
}

fn check_some(cases: &[Case], max_nodes: u64, next: &AtomicUsize) -> (usize, Vec<String>) {
    let mut checked = 0;
    let mut failures = Vec::new();
    while let Some(case) = cases.get(next.fetch_add(1, Ordering::Relaxed)) {
        let position = match fen::read_in(&case.fen, case.variant) {
            Ok(position) => position,
            Err(error) => {
                failures.push(format!("{}:{}: {error}", case.file, case.line));
                continue;
            }
        };
        for &(depth, expected) in case.counts.iter().filter(|(_, n)| *n <= max_nodes) {
            checked += 1;
            let got = perft(&position, depth);
            if got != expected {
                failures.push(format!(
                    "{}:{}: {} depth {depth}: {got} instead of {expected}",
                    case.file, case.line, case.fen
                ));
            }
        }
    }
    (checked, failures)
}

#[test]
fn every_position_is_read_and_counts_match_to_a_shallow_depth() {
    let cases = load_cases();
    assert!(cases.len() > 1_100, "{} perft positions", cases.len());
    let (checked, failures) = check(&cases, 50_000);
    assert!(checked > 2_000, "only {checked} counts checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every variant with published counts (all but king of the hill, whose moves are chess's
/// until it ends) has its positions, and each is counted to some depth.
#[test]
fn every_variant_has_counts_checked() {
    let cases = load_cases();
    for variant in Variant::ALL
        .into_iter()
        .filter(|&v| v != Variant::KingOfTheHill)
    {
        let of_variant: Vec<&Case> = cases.iter().filter(|c| c.variant == variant).collect();
        assert!(
            of_variant.len() >= 2,
            "{variant:?}: {} positions",
            of_variant.len()
        );
        assert!(
            of_variant.iter().all(|c| c.counts[0].1 <= 50_000),
            "{variant:?}: a first depth beyond the shallow bound"
        );
    }
}

/// Whether the horde (White) can still mate, in each of the published cases.
#[test]
fn the_horde_has_insufficient_material_exactly_where_lichess_says() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/perft/horde_insufficient_material.csv");
    let text = std::fs::read_to_string(path).expect("the horde's cases are readable");
    let mut checked = 0;
    let mut failures = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.starts_with("fen,") || line.trim().is_empty() {
            continue;
        }
        let mut parts = line.split(',');
        let (Some(text), Some(expected)) = (parts.next(), parts.next()) else {
            panic!("line {}: '{line}'", index + 1);
        };
        let position = fen::read_in(text, Variant::Horde)
            .unwrap_or_else(|error| panic!("line {}: {text}: {error}", index + 1));
        let got = position.has_insufficient_material(Color::White);
        if got != (expected == "true") {
            failures.push(format!("line {}: {text}: {got}", index + 1));
        }
        checked += 1;
    }
    assert!(checked > 20_000, "only {checked} cases");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
#[ignore = "minutes of work: run in release mode, as .ci/run does"]
fn every_position_matches_at_every_listed_depth() {
    let cases = load_cases();
    let (checked, failures) = check(&cases, u64::MAX);
    eprintln!("{checked} perft counts checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
