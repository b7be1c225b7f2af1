//! The index alone: what it knows of files, when it believes it holds the folder's names,
//! its journal and its rewriting, and lines that do not read.

use std::fs;
use std::time::{Duration, UNIX_EPOCH};

use super::line::{Fingerprint, SETTLED};
use super::*;
use crate::game::GameVariant;
use crate::game::time_control::TimeControl;
use crate::rules::ByColor;

fn summary() -> Summary {
    Summary {
        names: ByColor {
            white: "Anna\t\\n".to_string(),
            black: "Борис\n".to_string(),
        },
        plies: 41,
        outcome: Some(("1-0".to_string(), "checkmate".to_string())),
        control: TimeControl::from_pgn("300+2").unwrap().unwrap(),
        variant: GameVariant::Rules(crate::rules::Variant::Crazyhouse),
    }
}

/// A folder of games of its own, empty.
fn folder(name: &str) -> PathBuf {
    let dir = crate::store::atomic::tests::folder(&format!("index-{name}"));
    make_folder(&dir);
    dir
}

/// The file `n` of a folder of games, named for a moment: the higher `n`, the newer.
fn name(n: usize) -> String {
    format!("2026-01-01-000000-Anna-vs-Boris-{}.pgn", n + 2)
}

fn order(name: &str) -> Order {
    Order::of_name(name).expect("a name with a moment")
}

const SEEN: Seen = Seen {
    size: 812,
    modified: 1_000_000_000_000_000_000,
};

fn later() -> SystemTime {
    UNIX_EPOCH + Duration::from_nanos(1_000_000_000_000_000_000) + SETTLED
}

fn game(stamp: &str) -> Held {
    Held::Game {
        stamp: stamp.to_string(),
        summary: summary(),
    }
}

/// The folder's names as a listing found them at time of change `modified`, begun `after`
/// it, sorted for an index written afresh.
fn sorted_listing(dir: &Path, names: &[String], modified: u128, after: Duration) -> Listing {
    let mut sorter = Sorter::new(&dir.join(FOLDER));
    let mut listed = listed(modified, after);
    for name in names {
        listed.names.add(name);
        sorter.push(order(name));
    }
    let sorted = sorter.finish().expect("the names are sorted");
    Listing::Names { listed, sorted }
}

/// The same, counted against the names of `index`; `None` when it lacks many.
fn counted_listing(
    index: &Index,
    names: &[String],
    modified: u128,
    after: Duration,
) -> Option<Listing> {
    let mut census = Census::new(index, listed(modified, after)).expect("the index's names");
    for name in names {
        census.count(order(name).place());
    }
    census.finish(index)
}

fn listed(modified: u128, after: Duration) -> Listed {
    Listed {
        modified,
        at: modified + after.as_nanos(),
        names: Fingerprint::default(),
    }
}

/// Writes `index` with the names a listing found, counted against its own.
fn write_counted(index: Index, names: &[String], modified: u128, after: Duration) {
    let listing = counted_listing(&index, names, modified, after).expect("a few changes");
    index.write(Some(listing), |_| true);
}

fn journal_lines(dir: &Path) -> usize {
    let text = fs::read_to_string(dir.join(FOLDER).join(FILE)).unwrap();
    let first = text.find('\n').unwrap() + 1;
    let head = Head::read(&text.as_bytes()[..first]).unwrap();
    let start = first + (head.ordered + head.loose + head.unfinished) as usize;
    text[start..].lines().count()
}

#[test]
fn what_is_noted_reads_back_only_for_the_file_as_it_was_seen() {
    let dir = folder("back");
    let (a, b, early) = (name(1), name(2), name(3));
    let held = game(&order(&a).stamp);
    let mut index = Index::open(&dir);
    index.note(order(&a), SEEN, held.clone(), later());
    index.note(order(&b), SEEN, Held::Damaged, later());
    index.note(order(&early), SEEN, Held::Damaged, later() - SETTLED / 2);
    index.write(None, |_| true);
    let mut index = Index::open(&dir);
    let known = |index: &mut Index, name: &str, seen| {
        index
            .known(&order(name))
            .and_then(|known| known.held_now(seen))
    };
    assert_eq!(known(&mut index, &a, SEEN), Some(held));
    assert_eq!(known(&mut index, &b, SEEN), Some(Held::Damaged));
    let grown = Seen { size: 813, ..SEEN };
    let touched = Seen {
        modified: SEEN.modified + 1,
        ..SEEN
    };
    assert_eq!(known(&mut index, &a, grown), None);
    assert_eq!(known(&mut index, &a, touched), None);
    assert_eq!(known(&mut index, &early, SEEN), None, "read too soon");
    assert_eq!(known(&mut index, &name(4), SEEN), None);
    assert!(!index.lists_folder(0), "no listing, no names believed");
}

#[test]
fn a_listing_is_believed_only_while_the_folder_keeps_its_time_and_names() {
    let dir = folder("listed");
    let names: Vec<String> = (0..10).map(name).collect();
    let modified = 1_700_000_000_000_000_000;
    let mut index = Index::open(&dir);
    index.note(order(&names[3]), SEEN, Held::Damaged, later());
    index.write(
        Some(sorted_listing(&dir, &names, modified, SETTLED)),
        |_| true,
    );
    let mut index = Index::open(&dir);
    assert!(index.lists_folder(modified));
    assert!(
        !index.lists_folder(modified + 1),
        "the folder changed since"
    );
    assert_eq!(index.count(), 10);
    let listed: Vec<String> = index
        .ordered_part()
        .unwrap()
        .map(|entry| entry.order.name)
        .collect();
    let newest_first: Vec<String> = names.iter().rev().cloned().collect();
    assert_eq!(listed, newest_first, "the list's order");
    assert!(index.extra_names().is_empty());
    // A listing begun within the resolution of the folder's time of change is not believed.
    write_counted(Index::open(&dir), &names, modified + 7, SETTLED / 2);
    assert!(!Index::open(&dir).lists_folder(modified + 7));
    // A name changed by hand: the names read up to it, and then say they stop short.
    write_counted(Index::open(&dir), &names, modified + 9, SETTLED);
    let path = dir.join(FOLDER).join(FILE);
    let text = fs::read_to_string(&path).unwrap();
    assert!(Index::open(&dir).lists_folder(modified + 9));
    let changed = text.replacen(&format!("{}\t", names[4]), &format!("{}x\t", names[4]), 1);
    fs::write(&path, changed).unwrap();
    let mut part = Index::open(&dir).ordered_part().unwrap();
    assert_eq!(
        part.by_ref().count(),
        5,
        "the five newest, before the line changed"
    );
    assert!(part.is_damaged());
}

#[test]
fn a_few_changes_go_in_the_journal_and_many_write_the_index_afresh() {
    let dir = folder("journal");
    let modified = 1_700_000_000_000_000_000;
    let mut names: Vec<String> = (0..300).map(name).collect();
    let listing = sorted_listing(&dir, &names, modified, SETTLED);
    Index::open(&dir).write(Some(listing), |_| true);
    assert_eq!(journal_lines(&dir), 1, "written afresh: only the listing");
    // One game more, one less: two lines and the listing.
    names.remove(17);
    names.push(name(300));
    write_counted(Index::open(&dir), &names, modified + 1, SETTLED);
    assert_eq!(journal_lines(&dir), 1 + 3);
    let mut index = Index::open(&dir);
    assert!(index.lists_folder(modified + 1));
    assert_eq!(index.extra_names(), [name(300)]);
    assert!(index.changed_since(&name(17)));
    let mut all: Vec<String> = index.orders().map(|order| order.name).collect();
    all.reverse();
    let mut expected = names.clone();
    expected.sort_by_key(|name| order(name));
    assert_eq!(all, expected);
    // Many games the index lacks: it is written afresh from the names sorted.
    names.extend((1_000..1_300).map(name));
    assert!(counted_listing(&index, &names, modified + 2, SETTLED).is_none());
    let listing = sorted_listing(&dir, &names, modified + 2, SETTLED);
    index.write(Some(listing), |_| true);
    assert_eq!(journal_lines(&dir), 1);
    let mut index = Index::open(&dir);
    assert!(index.lists_folder(modified + 2));
    assert_eq!(index.count(), names.len());
    // Many gone: the journal would grow long, so the index is written afresh too.
    names.drain(..560);
    write_counted(index, &names, modified + 3, SETTLED);
    assert_eq!(journal_lines(&dir), 1);
    let mut index = Index::open(&dir);
    assert!(index.lists_folder(modified + 3));
    assert_eq!(index.count(), names.len());
    // Files read again and again: the journal is written afresh before it grows long, and
    // the listing and what is known stay.
    for round in 0..=JOURNAL_MAX {
        let mut index = Index::open(&dir);
        let at = later() + Duration::from_secs(round as u64);
        index.note(order(&names[round % names.len()]), SEEN, Held::Damaged, at);
        index.write(None, |_| true);
        assert!(journal_lines(&dir) <= JOURNAL_MAX + 1, "round {round}");
    }
    let mut index = Index::open(&dir);
    assert!(index.lists_folder(modified + 3));
    assert!(index.known(&order(&names[0])).is_some());
}

#[test]
fn lines_that_do_not_read_are_ignored_and_an_index_that_does_not_read_starts_again() {
    let dir = folder("damaged");
    let (a, b) = (name(1), name(2));
    let mut index = Index::open(&dir);
    index.note(order(&a), SEEN, Held::Damaged, later());
    index.note(order(&b), SEEN, Held::Damaged, later());
    index.write(None, |_| true);
    let path = dir.join(FOLDER).join(FILE);
    let text = fs::read_to_string(&path).unwrap();
    let changed = text.replacen(&format!("{a}\t"), &format!("{a}x\t"), 1);
    fs::write(&path, changed).unwrap();
    let mut index = Index::open(&dir);
    assert_eq!(index.known(&order(&a)), None, "a changed line");
    assert!(index.known(&order(&b)).is_some());
    fs::write(&path, b"\xff\xfe not an index").unwrap();
    let mut index = Index::open(&dir);
    assert_eq!(index.known(&order(&b)), None);
    index.note(order(&b), SEEN, Held::Damaged, later());
    index.write(None, |name| name != a);
    let text = fs::read_to_string(&path).unwrap();
    assert!(
        text.starts_with("hotseat-index\t4\t"),
        "written afresh: {text}"
    );
    assert!(Index::open(&dir).known(&order(&b)).is_some(), "{text}");
}

#[test]
fn an_older_index_file_makes_way_for_the_index_folder() {
    let dir = folder("older");
    fs::remove_dir(dir.join(FOLDER)).unwrap();
    fs::write(dir.join(FOLDER), "hotseat-index 1\n").unwrap();
    make_folder(&dir);
    let mut index = Index::open(&dir);
    index.note(order(&name(1)), SEEN, Held::Damaged, later());
    index.write(None, |_| true);
    assert!(dir.join(FOLDER).join(FILE).is_file());
}

#[test]
fn many_files_read_without_an_index_are_all_kept() {
    let dir = folder("many");
    let mut index = Index::open(&dir);
    let names: Vec<String> = (0..JOURNAL_MAX + 100).map(name).collect();
    for name in &names {
        index.note(order(name), SEEN, Held::Damaged, later());
    }
    index.write(None, |_| true);
    let mut index = Index::open(&dir);
    assert_eq!(index.count(), names.len());
    for name in names.iter().rev() {
        assert!(index.known(&order(name)).is_some(), "{name}");
    }
}

/// Links planted at the names of the index's temporary files (the index written afresh,
/// the runs of names sorted for it, the stamp) are never followed: the files they lead to
/// stay as they were, and the index and the stamp are written all the same.
#[cfg(unix)]
#[test]
fn links_at_the_index_s_temporary_names_are_never_written_through() {
    let dir = folder("links");
    let index_folder = dir.join(FOLDER);
    let pid = std::process::id();
    let victim = dir.with_extension("victim");
    fs::write(&victim, "not the index's").unwrap();
    for temporary in [
        format!(".{FILE}.{pid}.tmp"),
        format!(".run-{pid}-0.tmp"),
        format!(".{}.{pid}.tmp", stamp::FILE),
    ] {
        std::os::unix::fs::symlink(&victim, index_folder.join(temporary)).unwrap();
    }
    let names: Vec<String> = (0..3).map(name).collect();
    let modified = 1_700_000_000_000_000_000;
    let listing = sorted_listing(&dir, &names, modified, SETTLED);
    Index::open(&dir).write(Some(listing), |_| true);
    let stamp = Stamp::new(modified, Fingerprint::default(), SEEN);
    stamp.write(&index_folder).unwrap();
    assert_eq!(fs::read_to_string(&victim).unwrap(), "not the index's");
    assert_eq!(Index::open(&dir).count(), 3);
    assert_eq!(Stamp::read(&index_folder), Some(stamp));
}
