//! The fuzz targets' checks on stable: every input committed under `fuzz/regressions/TARGET/`
//! replayed through the check of that target (`fuzz/checks/`), and the PGN reader's
//! chunked-read equality on every file of the PGN corpora.

use std::fs;
use std::panic;
use std::path::{Path, PathBuf};

#[path = "../fuzz/checks/mod.rs"]
mod checks;

use checks::pgn_read::{Options, Sizes, assert_same_in_chunks};
use hotseat::notation::pgn::BUFFER_LEN;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The files of a folder, in name order; none when it does not exist.
fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .map(|entry| entry.expect("a readable folder").path())
                .filter(|path| path.is_file())
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

#[test]
fn every_committed_regression_passes_its_check() {
    let mut failures = Vec::new();
    let mut replayed = 0;
    for (name, check) in checks::TARGETS {
        for file in files_in(&root().join("fuzz/regressions").join(name)) {
            let input = fs::read(&file).expect("a readable regression");
            if panic::catch_unwind(|| check(&input)).is_err() {
                failures.push(file.display().to_string());
            }
            replayed += 1;
        }
    }
    assert!(failures.is_empty(), "these inputs fail: {failures:#?}");
    assert!(replayed > 0, "no regression was replayed");
}

/// Every check has its libFuzzer target, and every target its check.
#[test]
fn the_targets_and_the_checks_are_the_same() {
    let manifest = fs::read_to_string(root().join("fuzz/Cargo.toml")).expect("fuzz/Cargo.toml");
    let mut binaries: Vec<&str> = manifest
        .split("[[bin]]")
        .skip(1)
        .filter_map(|bin| {
            bin.lines()
                .find_map(|line| line.strip_prefix("name = "))
                .map(|name| name.trim_matches('"'))
        })
        .collect();
    binaries.sort_unstable();
    let names: Vec<&str> = checks::TARGETS.iter().map(|(name, _)| *name).collect();
    assert_eq!(binaries, names);
    for name in names {
        let target = root().join(format!("fuzz/fuzz_targets/{name}.rs"));
        let source = fs::read_to_string(&target).expect("the target's file");
        assert!(source.contains(&format!("hotseat_fuzz::{name}::check(")));
    }
}

/// The events of every game of the corpora are the same whether the file is read whole or
/// in reads of 1 to 8 bytes, or of about the reader's buffer, with each kind of visitor.
#[test]
fn the_corpora_read_the_same_in_reads_of_any_size() {
    let visitors = [
        Options {
            enter_variations: false,
            reads_comments: true,
            skip_at: 0,
        },
        Options {
            enter_variations: true,
            reads_comments: false,
            skip_at: 0,
        },
        Options {
            enter_variations: true,
            reads_comments: true,
            skip_at: 5,
        },
    ];
    let sizes = (1..=8).chain([BUFFER_LEN - 1, BUFFER_LEN, BUFFER_LEN + 1]);
    let corpora = files_in(&root().join("tests/data/pgn"));
    assert!(!corpora.is_empty());
    for file in corpora {
        let pgn = fs::read(&file).expect("a readable corpus");
        for size in sizes.clone() {
            for options in visitors {
                assert_same_in_chunks(&pgn, options, Sizes::Fixed(size));
            }
        }
    }
}
