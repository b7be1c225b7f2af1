//! The saved games one at a time, newest first, reading only what the walk reaches. The
//! names come from the index when it holds every name in the folder (it vouches for the
//! folder's time of change): then nothing but the index and the files hotseat wrote since are
//! read, whatever the folder holds, and what the index knows of the other files is believed
//! without looking at them. Otherwise the folder's names are read, and only the newest few are
//! kept at a time (the names are read again for the next few, eight times as many, when the
//! walk gets past them), so that memory does not grow with the folder; that first reading
//! tells the index the folder's names, when the folder had not changed for a while; and each
//! file is looked at as the walk meets it, read only when it changed since the index knew it.
//! Damaged files are set aside, and files set aside before that read as games now are given
//! back, as the walk meets them. The newest unfinished game is found from the games the index
//! knows as still going, without meeting the others ([`Walk::newest_unfinished`]).

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::index::{
    Census, Held, Index, Known, Listed, Listing, Ordered, Seen, Sorter, Summary, folder_modified,
    nanos,
};
use super::order::{Order, Place, may_be_a_game, stamp_of_game, started_of};
use super::pgn_file::{SavedGame, read_saved};
use super::{
    GameFile, Restored, SavedEntry, SetAside, Store, StoreError, StoreErrorKind, file_name,
    move_to_free_name, set_aside,
};

/// Something the walk did to the folder on its way, to be said.
#[derive(Debug)]
pub enum Notice {
    /// A damaged file was put aside.
    SetAside(SetAside),
    /// A file set aside before reads as a game now and has a game's name again.
    Restored(Restored),
}

/// How many names the walk keeps from its first reading of the folder's names.
const FIRST_BATCH: usize = 64;

/// The index's names cannot be read through.
#[derive(Debug)]
struct Unreadable;

/// What a file holds, as the index or the file itself says.
enum Examined {
    Game {
        stamp: String,
        summary: Summary,
    },
    /// Not a game: what is wrong, unless the index said so of a file set aside.
    Damaged(Option<StoreError>),
    /// Not readable now (another program's file system trouble, a file too large): passed
    /// over, left as it is.
    Unreadable,
}

/// Where the walk takes the folder's names from.
#[derive(Debug)]
enum Source {
    /// The index, which holds them all.
    Index {
        /// Its ordered part, newest first.
        ordered: Option<Box<Ordered>>,
        /// Its other names, oldest first: the walk takes them from the end.
        extra: Vec<Order>,
    },
    /// The folder, read in batches.
    Folder {
        /// The newest files not yet met that may be games, oldest first: the walk takes them
        /// from the end.
        candidates: Vec<Order>,
        /// Whether the folder holds more names than the batch kept.
        more: bool,
        /// How many names the next batch keeps.
        batch: usize,
    },
}

/// The saved games, newest first, numbered as `hotseat games` shows them and `--resume N`
/// takes them: an iterator of `(number, entry)`. What the walk read is added to the index
/// when it ends (when it is dropped).
#[derive(Debug)]
pub struct Walk {
    folder: PathBuf,
    source: Source,
    /// Where the walk is: every file still to meet comes before it in the list.
    below: Option<Order>,
    /// How many files that may be games the folder held when the walk began.
    total: usize,
    index: Option<Index>,
    /// Whether the index holds the folder's names, so that what it knows of a file is believed
    /// without looking at the file: the folder changed only as the index knows.
    trusted: bool,
    /// The games met so far.
    count: usize,
    notices: Vec<Notice>,
    /// Names that left the folder on the way.
    gone: HashSet<String>,
    /// Names files set aside were given back on the way: met already.
    given_back: HashSet<String>,
    /// When the walk began: the moment the index's new lines say the files were read.
    began: SystemTime,
    /// How the walk's first reading of the folder's names tells them to the index, when the
    /// folder had not changed for a while: counted against the index's, or sorted.
    counting: Option<Counting>,
    /// What that reading found, once it is over and the folder was as it had been; or that
    /// the folder's names are to be read again, sorted, as the index lacks many.
    listing: Option<Result<Listing, Listed>>,
}

/// How a reading of the folder's names is told to the index.
#[derive(Debug)]
enum Counting {
    /// Counted against the index's names.
    Census(Census),
    /// Sorted, for an index to be written afresh.
    Sorting(Listed, Sorter),
}

impl Walk {
    /// The walk over the games of `store`, begun at `began` on the wall clock: damaged files
    /// are set aside and files set aside that read as games are given back on the way.
    pub(super) fn new(store: &Store, began: SystemTime) -> Result<Walk, StoreError> {
        let folder = store.folder().to_path_buf();
        let index = Index::open(&folder);
        let modified = folder_modified(&folder);
        let mut walk = Walk {
            index: Some(index),
            source: Source::Folder {
                candidates: Vec::new(),
                more: true,
                batch: FIRST_BATCH,
            },
            below: None,
            total: 0,
            trusted: false,
            count: 0,
            notices: Vec::new(),
            gone: HashSet::new(),
            given_back: HashSet::new(),
            began,
            counting: None,
            listing: None,
            folder,
        };
        let index = walk.index.as_mut().expect("just opened");
        if modified.is_some_and(|modified| index.lists_folder(modified)) {
            walk.trusted = true;
            walk.total = index.count();
            let (names, ordered) = (index.extra_names(), index.ordered_part().map(Box::new));
            let mut extra: Vec<Order> = names
                .into_iter()
                .filter_map(|name| walk.candidate(name))
                .collect();
            extra.sort_unstable();
            walk.source = Source::Index { ordered, extra };
            return Ok(walk);
        }
        if let (Some(modified), Some(at)) = (modified, nanos(began)) {
            let listed = Listed {
                modified,
                at,
                names: Default::default(),
            };
            if listed.is_settled() {
                let index = walk.index.as_ref().expect("just opened");
                walk.counting = Some(match Census::new(index, listed) {
                    Some(census) => Counting::Census(census),
                    None => Counting::Sorting(listed, Sorter::new(index.folder())),
                });
            }
        }
        walk.read_batch()?;
        Ok(walk)
    }

    /// Reads the folder's names for the next batch: the newest files that come before where
    /// the walk is, as many as the batch keeps. The first reading counts the files, and
    /// hands every name to the listing for the index.
    fn read_batch(&mut self) -> Result<(), StoreError> {
        let Source::Folder { batch, .. } = &self.source else {
            return Ok(());
        };
        let batch = *batch;
        let entries = fs::read_dir(&self.folder)
            .map_err(|source| StoreError::new(&self.folder, StoreErrorKind::Io(source)))?;
        #[cfg(test)]
        super::tests::FOLDERS_LISTED.with(|count| count.set(count.get() + 1));
        let first = self.below.is_none() && self.count == 0;
        let mut newest = BinaryHeap::new();
        let mut more = false;
        let mut counting = if first { self.counting.take() } else { None };
        for entry in entries.flatten() {
            let name = entry
                .file_name()
                .into_string()
                .unwrap_or_else(|name| name.to_string_lossy().into_owned());
            if !may_be_a_game(&name) || self.given_back.contains(&name) {
                continue;
            }
            let is_file = entry
                .file_type()
                .is_ok_and(|kind| kind.is_file() || (kind.is_symlink() && entry.path().is_file()));
            if !is_file {
                continue;
            }
            // Placed by the name when it tells its moment, without making an order of it
            // unless it is kept; otherwise by the game's tags.
            let unstamped = match Place::of_name(&name) {
                Some(_) => None,
                None => match self.candidate(name.clone()) {
                    Some(order) => Some(order),
                    None => continue,
                },
            };
            let place = match &unstamped {
                Some(order) => order.place(),
                None => Place::of_name(&name).expect("a name with a moment"),
            };
            if first {
                self.total += 1;
            }
            match counting.as_mut() {
                Some(Counting::Census(census)) => census.count(place),
                Some(Counting::Sorting(listed, sorter)) => {
                    listed.names.add(&name);
                    sorter.push(place.order());
                }
                None => {}
            }
            if self
                .below
                .as_ref()
                .is_some_and(|below| place >= below.place())
            {
                continue;
            }
            let full = newest.len() >= batch;
            if full
                && newest
                    .peek()
                    .is_some_and(|Reverse(min): &Reverse<Order>| place <= min.place())
            {
                more = true;
                continue;
            }
            let order = place.order();
            newest.push(Reverse(order));
            if newest.len() > batch {
                newest.pop();
                more = true;
            }
        }
        if let Some(counting) = counting {
            self.listing = self.listing_of(counting);
        }
        // Oldest first: the heap of the newest, its smallest on top, sorted the other way.
        let candidates: Vec<Order> = newest
            .into_sorted_vec()
            .into_iter()
            .rev()
            .map(|c| c.0)
            .collect();
        if let Some(oldest) = candidates.first() {
            self.below = Some(oldest.clone());
        }
        self.source = Source::Folder {
            candidates,
            more,
            batch: batch.saturating_mul(8),
        };
        Ok(())
    }

    /// What a reading of the folder's names found, for the index, when the folder is as it
    /// was when the reading began: the changes since the index's names, or the names sorted;
    /// or, when the index lacks many, that they are to be read again, sorted.
    fn listing_of(&self, counting: Counting) -> Option<Result<Listing, Listed>> {
        let listed = match &counting {
            Counting::Census(census) => census.listed(),
            Counting::Sorting(listed, _) => *listed,
        };
        if folder_modified(&self.folder) != Some(listed.modified) {
            return None;
        }
        Some(match counting {
            Counting::Census(census) => {
                let index = self.index.as_ref()?;
                census.finish(index).ok_or(listed)
            }
            Counting::Sorting(listed, sorter) => Ok(Listing::Names {
                listed,
                sorted: sorter.finish()?,
            }),
        })
    }

    /// Reads the folder's names again, sorted, for the index to be written afresh: the
    /// listing that found the folder as `listed` found many names the index lacks.
    fn list_sorted(&mut self, mut listed: Listed) -> Option<Listing> {
        let mut sorter = Sorter::new(self.index.as_ref()?.folder());
        listed.names = Default::default();
        for entry in fs::read_dir(&self.folder).ok()?.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let is_file = entry
                .file_type()
                .is_ok_and(|kind| kind.is_file() || (kind.is_symlink() && entry.path().is_file()));
            if !is_file || !may_be_a_game(&name) {
                continue;
            }
            if let Some(order) = self.candidate(name) {
                listed.names.add(&order.name);
                sorter.push(order);
            }
        }
        let unchanged = folder_modified(&self.folder) == Some(listed.modified);
        let sorted = sorter.finish().filter(|_| unchanged)?;
        Some(Listing::Names { listed, sorted })
    }

    /// How many games the walk has met so far.
    pub fn met(&self) -> usize {
        self.count
    }

    /// How many files the walk may still meet as games: at least as many as it will.
    pub fn remaining(&self) -> usize {
        self.total.saturating_sub(self.count)
    }

    /// What the walk did to the folder since this was last asked.
    pub fn take_notices(&mut self) -> Vec<Notice> {
        std::mem::take(&mut self.notices)
    }

    /// The file `name` as a candidate, placed by its name's moment; a file whose name has
    /// none is read (or found in the index) to place it by its tags.
    fn candidate(&mut self, name: String) -> Option<Order> {
        if !may_be_a_game(&name) {
            return None;
        }
        if let Some(order) = Order::of_name(&name) {
            return Some(order);
        }
        let unplaced = Order::with_stamp(&name, String::new());
        let set_aside = unplaced.set_aside_stem().is_some();
        Some(match self.examine(&unplaced, set_aside, false) {
            Examined::Game { stamp, .. } => Order::with_stamp(&name, stamp),
            Examined::Damaged(_) | Examined::Unreadable => unplaced,
        })
    }

    /// The next file that may be a game, in the list's order.
    fn next_candidate(&mut self) -> Option<Order> {
        loop {
            match &mut self.source {
                Source::Folder {
                    candidates, more, ..
                } => {
                    if candidates.is_empty() && *more {
                        self.read_batch().ok()?;
                        continue;
                    }
                    return candidates.pop();
                }
                Source::Index { .. } => match self.next_from_index() {
                    Ok(order) => return order,
                    Err(Unreadable) => {
                        // The index cannot be read through: the folder's names, from where
                        // the walk is, and its files looked at.
                        self.trusted = false;
                        self.source = Source::Folder {
                            candidates: Vec::new(),
                            more: true,
                            batch: FIRST_BATCH,
                        };
                        self.total = self.total.max(self.count);
                    }
                },
            }
        }
    }

    /// The next file of the index's names: the newer of its ordered part's next and its
    /// other names' newest. [`Unreadable`] when the ordered part stops at a line that does
    /// not read.
    fn next_from_index(&mut self) -> Result<Option<Order>, Unreadable> {
        let Source::Index { ordered, extra } = &mut self.source else {
            return Ok(None);
        };
        let Some(index) = self.index.as_mut() else {
            return Ok(None);
        };
        let mut newest = None;
        if let Some(part) = ordered.as_mut() {
            while part
                .peek()
                .is_some_and(|entry| index.changed_since(&entry.order.name))
            {
                part.next();
            }
            if part.peek().is_none() && part.is_damaged() {
                return Err(Unreadable);
            }
            newest = part.peek().map(|entry| entry.order.clone());
        }
        match (newest, extra.last()) {
            (Some(order), Some(other)) if order < *other => Ok(extra.pop()),
            (Some(_), _) => {
                let entry = ordered.as_mut().and_then(Iterator::next);
                Ok(entry.map(|entry| {
                    let order = entry.order.clone();
                    index.hint(entry);
                    order
                }))
            }
            (None, _) => Ok(extra.pop()),
        }
    }

    /// What the file at `order` holds: from the index while the file is as the index saw it,
    /// else read (and noted in the index). While the index holds the folder's names (the walk
    /// is `trusted`), what it knows of a file is believed without looking at the file, unless
    /// the file is to be `checked`. A game's file the index knows as damaged is read again, to
    /// say what is wrong with it; a file set aside (`set_aside`) is not.
    fn examine(&mut self, order: &Order, set_aside: bool, checked: bool) -> Examined {
        let index = self
            .index
            .as_mut()
            .expect("the index is kept until the walk ends");
        let known = index.known(order);
        if self.trusted && !checked {
            match known.as_ref().map(|known| &known.held) {
                Some(Held::Game { stamp, summary }) => {
                    let (stamp, summary) = (stamp.clone(), summary.clone());
                    return Examined::Game { stamp, summary };
                }
                Some(Held::Damaged) if set_aside => return Examined::Damaged(None),
                Some(Held::Damaged) | None => {}
            }
        }
        let path = self.folder.join(&order.name);
        #[cfg(test)]
        super::tests::FILES_LOOKED_AT.with(|count| count.set(count.get() + 1));
        let Ok(metadata) = fs::metadata(&path) else {
            return Examined::Unreadable;
        };
        let seen = Seen::of(&metadata);
        match seen.and_then(|seen| known.and_then(|known: Known| known.held_now(seen))) {
            Some(Held::Game { stamp, summary }) => return Examined::Game { stamp, summary },
            Some(Held::Damaged) if set_aside => return Examined::Damaged(None),
            Some(Held::Damaged) | None => {}
        }
        let index = self
            .index
            .as_mut()
            .expect("the index is kept until the walk ends");
        let (examined, held) = match read_saved(&path) {
            Ok(saved) => {
                let stamp = stamp_of_game(&order.name, &saved.header);
                let summary = summary_of(&saved);
                let held = Held::Game {
                    stamp: stamp.clone(),
                    summary: summary.clone(),
                };
                (Examined::Game { stamp, summary }, Some(held))
            }
            Err(
                problem @ StoreError {
                    kind: StoreErrorKind::Damaged(_),
                    ..
                },
            ) => (Examined::Damaged(Some(problem)), Some(Held::Damaged)),
            Err(_) => (Examined::Unreadable, None),
        };
        if let (Some(seen), Some(held)) = (seen, held) {
            let placed = match &held {
                Held::Game { stamp, .. } if Order::of_name(&order.name).is_none() => {
                    Order::with_stamp(&order.name, stamp.clone())
                }
                _ => order.clone(),
            };
            index.note(placed, seen, held, self.began);
        }
        examined
    }

    /// The game of the file at `order`, met on the walk: a game's file read as a game, or a
    /// file set aside given back when it reads as one; `None` for anything else.
    fn meet(&mut self, order: &Order) -> Option<SavedEntry> {
        match order.set_aside_stem() {
            None => self.game(order),
            Some(len) => self.restore(order, &order.name[..len]),
        }
    }

    /// The newest unfinished game, as the walk down the list would find it. While the index
    /// holds the folder's names, only the files it knows as games still going, and those it
    /// does not know, are met, newest first, without going down the list past the finished
    /// games: so the cost does not grow with them. Either way the game found is looked at in
    /// its file, and passed over (the index mended) when the file says otherwise. The walk
    /// ends with it.
    pub fn newest_unfinished(&mut self) -> Option<SavedEntry> {
        let index = self
            .index
            .as_ref()
            .expect("the index is kept until the walk ends");
        let part = index.unfinished_part();
        let (Source::Index { extra, .. }, Some(mut part)) = (&mut self.source, part) else {
            return self.down_to_newest_unfinished();
        };
        // The files the unfinished part does not name, oldest first, to be merged with it.
        let mut others = std::mem::take(extra);
        others.extend(index.changed_unfinished());
        others.sort_unstable();
        self.source = Source::Folder {
            candidates: Vec::new(),
            more: false,
            batch: FIRST_BATCH,
        };
        loop {
            let index = self
                .index
                .as_mut()
                .expect("the index is kept until the walk ends");
            while part
                .peek()
                .is_some_and(|entry| index.changed_since(&entry.order.name))
            {
                part.next();
            }
            let order = match (part.peek(), others.last()) {
                (Some(entry), Some(other)) if entry.order <= *other => others.pop(),
                (Some(_), _) => part.next().map(|entry| {
                    let order = entry.order.clone();
                    index.hint(entry);
                    order
                }),
                (None, _) => others.pop(),
            };
            let Some(order) = order else {
                break;
            };
            if let Some(entry) = self.meet(&order)
                && entry.is_unfinished()
                && self.still_unfinished(&order, &entry)
            {
                return Some(entry);
            }
        }
        if !part.is_damaged() {
            return None;
        }
        // The unfinished part stops at a line that does not read: the folder's names and
        // files, from the top.
        self.trusted = false;
        self.below = None;
        self.source = Source::Folder {
            candidates: Vec::new(),
            more: true,
            batch: FIRST_BATCH,
        };
        self.down_to_newest_unfinished()
    }

    /// The newest unfinished game, found going down the list from where the walk is. The
    /// files are looked at as the walk meets them, unless the index holds the folder's names:
    /// then the game found is.
    fn down_to_newest_unfinished(&mut self) -> Option<SavedEntry> {
        loop {
            let (_, entry) = self.next()?;
            if !entry.is_unfinished() {
                continue;
            }
            let order = self.below.clone().filter(|_| self.trusted);
            if order.is_none_or(|order| self.still_unfinished(&order, &entry)) {
                return Some(entry);
            }
        }
    }

    /// Whether the file at `order`, whose game `entry` is unfinished as the index or the file
    /// said, holds it still: a file changed in place by another program, which leaves the
    /// folder as it was, is found here and the index mended.
    fn still_unfinished(&mut self, order: &Order, entry: &SavedEntry) -> bool {
        let index = self
            .index
            .as_ref()
            .expect("the index is kept until the walk ends");
        if index.was_read(&order.name) {
            return true;
        }
        match self.examine(order, false, true) {
            Examined::Game { summary, .. } => summary == entry.summary,
            Examined::Damaged(_) | Examined::Unreadable => false,
        }
    }

    /// The game of a file named as a game's, or `None` when it is not one: a damaged one is
    /// set aside (unless another program plays it).
    fn game(&mut self, order: &Order) -> Option<SavedEntry> {
        let path = self.folder.join(&order.name);
        match self.examine(order, false, false) {
            Examined::Game { stamp, summary } => Some(entry(path, &stamp, summary)),
            Examined::Damaged(Some(problem)) => {
                if !GameFile::is_locked_elsewhere(&path)
                    && let Some(kept_as) = set_aside(&path)
                {
                    self.gone.insert(order.name.clone());
                    self.notices
                        .push(Notice::SetAside(SetAside { problem, kept_as }));
                }
                None
            }
            Examined::Damaged(None) | Examined::Unreadable => None,
        }
    }

    /// The game of a file set aside (`STEM.pgn.damaged`) that reads as a game now, given back
    /// the name `STEM.pgn` or the next free one; `None`, with the file left alone, when it
    /// does not read (or no name is free).
    fn restore(&mut self, order: &Order, stem: &str) -> Option<SavedEntry> {
        let Examined::Game { stamp, summary } = self.examine(order, true, false) else {
            return None;
        };
        let damaged = self.folder.join(&order.name);
        // A name another program holds the lock of is about to be written by it.
        let free = |target: &Path| !GameFile::is_locked_elsewhere(target);
        let now = move_to_free_name(&damaged, &self.folder, stem, free)?;
        self.gone.insert(order.name.clone());
        self.given_back.insert(file_name(&now));
        self.notices.push(Notice::Restored(Restored {
            was: damaged,
            now: now.clone(),
        }));
        Some(entry(now, &stamp, summary))
    }
}

impl Iterator for Walk {
    type Item = (usize, SavedEntry);

    fn next(&mut self) -> Option<(usize, SavedEntry)> {
        loop {
            let order = self.next_candidate()?;
            if matches!(self.source, Source::Index { .. }) {
                self.below = Some(order.clone());
            }
            if let Some(entry) = self.meet(&order) {
                self.count += 1;
                return Some((self.count, entry));
            }
        }
    }
}

impl Drop for Walk {
    /// Adds what the walk read to the index, and the folder's names when the walk read them
    /// and nothing changed the folder since.
    fn drop(&mut self) {
        let unchanged = self.gone.is_empty() && self.given_back.is_empty();
        let listing = match self.listing.take().filter(|_| unchanged) {
            Some(Ok(listing)) => Some(listing),
            Some(Err(listed)) => self.list_sorted(listed),
            None => None,
        };
        let listing = listing.filter(|listing| {
            let modified = match listing {
                Listing::Changes { listed, .. } | Listing::Names { listed, .. } => listed.modified,
            };
            folder_modified(&self.folder) == Some(modified)
        });
        let Some(index) = self.index.take() else {
            return;
        };
        let folder = &self.folder;
        index.write(listing, |name| {
            !self.gone.contains(name) && folder.join(name).exists()
        });
    }
}

/// The entry of a game in the file at `path`, made at `stamp`.
fn entry(path: PathBuf, stamp: &str, summary: Summary) -> SavedEntry {
    SavedEntry {
        started: started_of(stamp),
        path,
        summary,
    }
}

/// What the list says of a saved game.
pub(super) fn summary_of(saved: &SavedGame) -> Summary {
    let timed = &saved.timed;
    Summary {
        names: saved.header.names.clone(),
        plies: timed.game().plies().len(),
        outcome: timed.outcome().map(|outcome| {
            let result = outcome.result.pgn().to_string();
            (result, outcome.reason_name())
        }),
        control: timed.control().clone(),
        variant: timed.game().game_variant(),
    }
}
