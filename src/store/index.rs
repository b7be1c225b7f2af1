//! The index of the folder of games (`.index/index`, in a folder of its own beside the games,
//! so that writing it never changes the folder of games): the names of the files in the
//! folder in the list's order, newest first, and what each file held when it was last read —
//! the players, the number of moves, the result, the time control, or that it is damaged —
//! with the file's size and time of change then.
//!
//! The names are believed only while the folder's own time of change is one the index vouches
//! for: the one a listing of its names found, when that listing began long enough after it
//! ([`SETTLED`]); or the one the folder's stamp gives (`stamp.rs`), which hotseat writes as it
//! changes the folder itself (a save renames a new version over the old one, a new game links
//! its file in). A file added, removed or renamed any other way changes the folder's time, and
//! then the folder's names are read again. While the names are believed, what the index knows
//! of a file is believed too, but for the files the stamp says hotseat wrote since: a walk
//! looks at no other file, so that its cost does not grow with the games kept. A file
//! rewritten in place by another program, which leaves the folder as it was, is found when its
//! game is opened (the walk looks at the game it stops at), and the index mended then. When
//! the names are read again, a file is believed only while its size and time of change are as
//! the index saw them, and it was read long enough after its last change.
//!
//! The file: a first line with the lengths of the three parts that follow and a fingerprint of
//! the names of the first two; the ordered part, a line for each file whose name tells its
//! moment, newest first; the loose part, a line for each file whose game's tags tell it; the
//! unfinished part, the ordered part's lines of games still going and of files not read, again,
//! so that the newest unfinished game is found without reading past the finished ones; then the
//! journal, lines added since, each in one append: what a file held when read again, a file
//! added or gone, and the folder listed (its time of change, when, and the fingerprint of its
//! names, which the index's names up to that line must have). A line that does not read is
//! ignored, and no listing after it is believed. When the journal grows long, or a listing
//! finds many names the index lacks, the index is written afresh, atomically, holding a few
//! thousand names in memory at a time whatever the folder holds (`sorted.rs`). The index is
//! written holding its lock, and the stamp written anew with it, so that no save of another
//! program comes between.

mod census;
mod line;
mod sorted;
mod stamp;

use std::collections::{HashMap, HashSet};
use std::fs::{self, File, OpenOptions};
use std::io::{self, BufRead, BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

pub(super) use census::Census;
pub use line::Summary;
pub(super) use line::{Held, Known, Listed, Seen, checksum, nanos};
pub(super) use sorted::{Sorted, Sorter};
pub(super) use stamp::{FolderLock, Touch, changing, folder_modified};

use super::atomic;
use super::order::Order;
use line::{Change, Entry, Fingerprint, Head, name_hash, name_of};
use stamp::Stamp;

/// The index's folder, in the folder of games (hidden, as the folder's other files of its own).
pub(super) const FOLDER: &str = ".index";

/// Makes the index's folder in the folder of games `games`, if need be: once, as it changes
/// the folder of games (an older index's file of that name makes way).
pub(super) fn make_folder(games: &Path) {
    let folder = games.join(FOLDER);
    if folder.is_dir() {
        return;
    }
    if folder.is_file() {
        let _ = fs::remove_file(&folder);
    }
    let _ = fs::create_dir(&folder);
}

/// What a listing of the folder found, for the index to take in.
#[derive(Debug)]
pub(super) enum Listing {
    /// The folder's names are the index's but for these: the files it lacks, and the names
    /// it has of files gone.
    Changes {
        listed: Listed,
        lacking: Vec<Order>,
        gone: Vec<String>,
    },
    /// The folder's names, sorted: the index is written afresh with them.
    Names { listed: Listed, sorted: Sorted },
}

/// The index's file in its folder.
const FILE: &str = "index";

/// How many lines the journal may hold before the index is written afresh.
const JOURNAL_MAX: usize = 512;

/// How much of a part of the index is read at a time: a walk to the end of 100,000 names reads
/// its 16 MB in a few dozen reads.
const READ_AHEAD: usize = 256 * 1024;

/// The index as read, and what is added to it.
#[derive(Debug)]
pub(super) struct Index {
    /// The index's folder.
    folder: PathBuf,
    /// The index's file, open as it was read (a rewrite by another program leaves it whole).
    file: Option<Arc<File>>,
    /// How the index's file looked when it was opened.
    seen: Option<Seen>,
    /// Where the ordered part lies in the file.
    ordered: Option<(u64, u64)>,
    /// Where the unfinished part lies in the file: the ordered part's games still going when
    /// it was written, and its files not read then.
    unfinished: Option<(u64, u64)>,
    /// The names of the loose part, in no order.
    loose: Vec<String>,
    /// The fingerprint of the index's names, after the journal.
    names: Fingerprint,
    /// The journal's last listing, when the index's names are still the names it found.
    listed: Option<Listed>,
    /// The folder's stamp as it was when the index was opened: what hotseat did to the folder
    /// since the index last held its names.
    stamp: Option<Stamp>,
    /// How the index holds the folder's names now, once [`Index::lists_folder`] found it so.
    vouched: Option<Vouched>,
    /// The files the stamp says were made or written since the index last knew them: they
    /// are read, whatever the index says of them.
    unread: HashSet<String>,
    /// What the loose part and the journal know of files, by name.
    known: HashMap<String, Option<Known>>,
    /// Files added (with their place) or gone (`None`) since the ordered and loose parts were
    /// written, by name.
    changes: HashMap<String, Option<Order>>,
    journal: usize,
    /// Whether the file was an index of this format.
    readable: bool,
    /// Whether every line of its loose part and journal read.
    intact: bool,
    /// The ordered part read in the list's order, for looking files up as a walk meets them,
    /// and the last place looked up (a place newer than it reads the part again).
    lookup: Option<Ordered>,
    looked_up: Option<Order>,
    /// What a walk over the ordered part is at, told by the walk.
    hint: Option<Entry>,
    /// What was read of files since, by name.
    noted: HashMap<String, Entry>,
}

/// Why the index's names are the folder's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Vouched {
    /// A listing found them, and the folder has not changed since.
    Listing,
    /// Hotseat's own changes since a listing, which the folder's stamp records: the folder has
    /// changed in no other way.
    Stamp,
}

impl Index {
    /// The index of the folder of games `games`; an empty one when there is none or it does
    /// not read.
    pub(super) fn open(games: &Path) -> Index {
        let empty = || Index::empty(games.join(FOLDER));
        let Ok(file) = File::open(games.join(FOLDER).join(FILE)) else {
            return empty();
        };
        let mut index = empty();
        if index.read(&file).is_none() {
            return empty();
        }
        index.readable = true;
        index.seen = file.metadata().ok().as_ref().and_then(Seen::of);
        index.file = Some(Arc::new(file));
        index.stamp = Stamp::read(&index.folder);
        index
    }

    /// An index that knows nothing, whose folder is `folder`.
    fn empty(folder: PathBuf) -> Index {
        Index {
            folder,
            file: None,
            seen: None,
            ordered: None,
            unfinished: None,
            loose: Vec::new(),
            names: Fingerprint::default(),
            listed: None,
            stamp: None,
            vouched: None,
            unread: HashSet::new(),
            known: HashMap::new(),
            changes: HashMap::new(),
            journal: 0,
            readable: false,
            intact: true,
            lookup: None,
            looked_up: None,
            hint: None,
            noted: HashMap::new(),
        }
    }

    /// Reads the first line, the loose part and the journal; `None` when the first line does
    /// not read.
    fn read(&mut self, file: &File) -> Option<()> {
        let mut reader = BufReader::new(file);
        let mut line = Vec::new();
        reader.read_until(b'\n', &mut line).ok()?;
        let head = Head::read(&line)?;
        let start = line.len() as u64;
        self.ordered = Some((start, head.ordered));
        let unfinished = start
            .saturating_add(head.ordered)
            .saturating_add(head.loose);
        self.unfinished = Some((unfinished, head.unfinished));
        self.names = head.names;
        reader.seek(SeekFrom::Start(start + head.ordered)).ok()?;
        let mut intact = true;
        let mut loose = reader.by_ref().take(head.loose);
        loop {
            line.clear();
            match loose.read_until(b'\n', &mut line) {
                Ok(0) => break,
                Ok(_) => match Entry::read(&line) {
                    Some(entry) => {
                        self.loose.push(entry.order.name.clone());
                        self.known.insert(entry.order.name, entry.known);
                    }
                    None => intact = false,
                },
                Err(_) => return None,
            }
        }
        // A file cut short within its parts: the journal's lines cannot be found.
        let journal = unfinished.saturating_add(head.unfinished);
        (file.metadata().ok()?.len() >= journal).then_some(())?;
        reader.seek(SeekFrom::Start(journal)).ok()?;
        loop {
            line.clear();
            match reader.read_until(b'\n', &mut line) {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    self.journal += 1;
                    match Change::read(&line) {
                        Some(change) => self.apply(change, intact),
                        None => intact = false,
                    }
                }
            }
        }
        self.intact = intact;
        Some(())
    }

    /// Takes in one line of the journal; a listing is believed when every line before it
    /// read (`intact`) and the index's names then are the names it found.
    fn apply(&mut self, change: Change, intact: bool) {
        match change {
            Change::Known(entry) => {
                self.known.insert(entry.order.name, entry.known);
            }
            Change::Added(entry) => {
                self.names.add(&entry.order.name);
                self.listed = None;
                self.changes
                    .insert(entry.order.name.clone(), Some(entry.order.clone()));
                self.known.insert(entry.order.name, entry.known);
            }
            Change::Removed(name) => {
                self.names.remove(&name);
                self.listed = None;
                self.changes.insert(name, None);
            }
            Change::Listed(listed) => {
                self.listed = (intact && listed.names == self.names).then_some(listed);
            }
        }
    }

    /// The index's folder, where its work files go too.
    pub(super) fn folder(&self) -> &Path {
        &self.folder
    }

    /// Whether the index holds the names of every file in the folder, whose time of change is
    /// `modified`: a listing found them when the folder's time of change was that, and began
    /// long enough after that change; or the folder's stamp vouches for them, with the files
    /// it adds, as hotseat's own changes since left them. What the index knows of the files
    /// the stamp names is not believed: they are read.
    pub(super) fn lists_folder(&mut self, modified: u128) -> bool {
        if !self.readable {
            return false;
        }
        let listed = self
            .listed
            .is_some_and(|listed| listed.modified == modified && listed.is_settled());
        // Files hotseat made have names that tell their moment.
        let stamped = !listed
            && self.stamp.as_ref().is_some_and(|stamp| {
                self.intact
                    && stamp.modified == modified
                    && stamp.base == self.names
                    && Some(stamp.index) == self.seen
                    && stamp.made.iter().all(|name| Order::of_name(name).is_some())
            });
        if let Some(stamp) = self.stamp.as_ref().filter(|_| stamped) {
            let made: Vec<Order> = stamp
                .made
                .iter()
                .filter_map(|n| Order::of_name(n))
                .collect();
            self.unread = stamp.made.union(&stamp.written).cloned().collect();
            for order in made {
                self.apply(Change::Added(Entry { order, known: None }), true);
            }
        }
        self.vouched = match (listed, stamped) {
            (true, _) => Some(Vouched::Listing),
            (false, true) => Some(Vouched::Stamp),
            (false, false) => None,
        };
        self.vouched.is_some()
    }

    /// How many files the index names.
    pub(super) fn count(&self) -> usize {
        usize::try_from(self.names.count).unwrap_or(usize::MAX)
    }

    /// The names the index holds outside the ordered part: the loose part's and those added
    /// since, but for those gone.
    pub(super) fn extra_names(&self) -> Vec<String> {
        let loose = self
            .loose
            .iter()
            .filter(|name| !self.changes.contains_key(*name));
        let added = self.changes.iter().filter(|(_, order)| order.is_some());
        loose
            .cloned()
            .chain(added.map(|(name, _)| name.clone()))
            .collect()
    }

    /// Whether a name of the ordered part is gone since, or stands elsewhere.
    pub(super) fn changed_since(&self, name: &str) -> bool {
        self.changes.contains_key(name)
    }

    /// The ordered part, read from its start in the list's order; `None` when there is none.
    pub(super) fn ordered_part(&self) -> Option<Ordered> {
        let (start, length) = self.ordered?;
        Some(Ordered::of(Part {
            file: Arc::clone(self.file.as_ref()?),
            at: start,
            end: start.saturating_add(length),
        }))
    }

    /// Tells the index the entry of the ordered part a walk is at, whose file it looks up next.
    pub(super) fn hint(&mut self, entry: Entry) {
        self.hint = Some(entry);
    }

    /// What the index knows of the file at `order`: what was noted since, else the journal's
    /// or the loose part's last word on it, else its line in the ordered part: the one the
    /// walk is at ([`Index::hint`]), or found reading on from the last one looked up (a walk
    /// looks files up in the list's order; one newer than that reads the part again).
    pub(super) fn known(&mut self, order: &Order) -> Option<Known> {
        let hint = self.hint.take_if(|hint| hint.order == *order);
        if let Some(entry) = self.noted.get(&order.name) {
            return entry.known.clone();
        }
        if self.unread.contains(&order.name) {
            return None;
        }
        if let Some(known) = self.known.get(&order.name) {
            return known.clone();
        }
        if let Some(hint) = hint {
            return hint.known;
        }
        if !order.is_told_by_name() {
            return None;
        }
        if self.looked_up.as_ref().is_none_or(|last| order > last) {
            self.lookup = self.ordered_part();
        }
        self.looked_up = Some(order.clone());
        let lookup = self.lookup.as_mut()?;
        while lookup.peek().is_some_and(|entry| entry.order > *order) {
            lookup.next();
        }
        lookup
            .peek()
            .filter(|entry| entry.order == *order)
            .and_then(|entry| entry.known.clone())
    }

    /// Whether the file `name` was read since the index was opened.
    pub(super) fn was_read(&self, name: &str) -> bool {
        self.noted.contains_key(name)
    }

    /// The unfinished part, read from its start in the list's order: the ordered part's
    /// games still going, and its files not read, when the index was written. `None` when
    /// there is none (an index that does not read).
    pub(super) fn unfinished_part(&self) -> Option<Ordered> {
        let (start, length) = self.unfinished?;
        Some(Ordered::of(Part {
            file: Arc::clone(self.file.as_ref()?),
            at: start,
            end: start.saturating_add(length),
        }))
    }

    /// The files of the ordered part that may hold a game still going now but are not in the
    /// unfinished part, in no order: those the journal says are going, and those the folder's
    /// stamp says hotseat wrote since; but for those gone.
    pub(super) fn changed_unfinished(&self) -> Vec<Order> {
        let going = self.known.iter().filter(|(_, known)| {
            known
                .as_ref()
                .is_none_or(|known| known.held.is_unfinished())
        });
        let names = going.map(|(name, _)| name).chain(&self.unread);
        names
            .filter(|name| !self.changes.contains_key(*name))
            .filter_map(|name| Order::of_name(name))
            .collect()
    }

    /// Notes what the file at `order` held when it was `seen` as it is, read at `now`.
    pub(super) fn note(&mut self, order: Order, seen: Seen, held: Held, now: SystemTime) {
        let known = Known {
            seen,
            checked: nanos(now).unwrap_or_default(),
            held,
        };
        let name = order.name.clone();
        let entry = Entry {
            order,
            known: Some(known),
        };
        self.noted.insert(name, entry);
    }

    /// Tells the index of the folder of games `games`, when there is one that reads, what the
    /// file at `order` held when a game opened from the list was read from it, `seen` as it
    /// was: a change the index could not see from the folder (the file rewritten in place by
    /// another program) is mended once the game is opened. With no clock to tell when, the
    /// file counts as read at its last change, too soon for a walk that looks at the files to
    /// believe it (such a walk reads the file again).
    pub(super) fn mend(games: &Path, order: Order, seen: Seen, held: Held) {
        let mut index = Index::open(games);
        if !index.readable {
            return;
        }
        let known = Known {
            seen,
            checked: seen.modified,
            held,
        };
        let name = order.name.clone();
        let entry = Entry {
            order,
            known: Some(known),
        };
        index.noted.insert(name, entry);
        index.write(None, |_| true);
    }

    /// Writes what was noted of the files that are `living` (still in the folder), and, with
    /// a `listing`, the folder's names as it found them: the changes since in the journal when
    /// they are few, else the index afresh; and the files hotseat made, which the folder's
    /// stamp told. Then the stamp is written anew, vouching for the index's names as the
    /// folder's as long as the folder keeps its time. All under the index's lock, so that no
    /// save comes between; an index that cannot be locked is left as it is. Failures are not
    /// errors: the files, or the folder's names, are read again next time.
    pub(super) fn write(mut self, listing: Option<Listing>, living: impl Fn(&str) -> bool) {
        let Some(lock) = FolderLock::take(&self.folder) else {
            return;
        };
        self.noted.retain(|name, _| living(name));
        let whole = self.readable && self.intact;
        let vouched = match listing {
            Some(Listing::Names { listed, sorted }) => {
                let names =
                    (sorted.read().ok()).and_then(|orders| self.rewrite(orders, Some(listed)).ok());
                names
                    .filter(|names| *names == listed.names)
                    .map(|names| (listed.modified, names))
            }
            Some(Listing::Changes {
                listed,
                lacking,
                gone,
            }) => {
                let mut changes: Vec<Change> = gone.into_iter().map(Change::Removed).collect();
                for order in lacking {
                    let known = self.known(&order);
                    changes.push(Change::Added(Entry { order, known }));
                }
                changes.push(Change::Listed(listed));
                for change in &changes {
                    self.apply(change.clone(), whole);
                }
                self.write_journal(&changes, Some(listed))
                    .filter(|names| *names == listed.names)
                    .map(|names| (listed.modified, names))
            }
            None => {
                let stamp = self.stamp.clone().filter(|_| self.vouched.is_some());
                let made: Vec<Change> = match (self.vouched, &stamp) {
                    (Some(Vouched::Stamp), Some(stamp)) => stamp
                        .made
                        .iter()
                        .filter_map(|name| Order::of_name(name))
                        .map(|order| {
                            let known = self.known(&order);
                            Change::Added(Entry { order, known })
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                let listed = self.listed;
                let names = self.write_journal(&made, None);
                match (self.vouched, stamp) {
                    (Some(Vouched::Stamp), Some(stamp)) => names.map(|n| (stamp.modified, n)),
                    (Some(Vouched::Listing), _) => listed
                        .filter(|listed| Some(listed.names) == names)
                        .map(|listed| (listed.modified, listed.names)),
                    _ => None,
                }
            }
        };
        self.stamp_folder(vouched);
        drop(lock);
    }

    /// Writes `changes` (taken in already) and what was noted of files to the journal, or the
    /// index afresh when the journal would grow long or the index did not read through, with
    /// the listing `listed` when one found the folder's names. The fingerprint of the names
    /// the index holds once written; `None` when it could not be written.
    fn write_journal(&mut self, changes: &[Change], listed: Option<Listed>) -> Option<Fingerprint> {
        let lines = self.journal + self.noted.len() + changes.len();
        let listing_believed = listed.is_none() || self.listed.is_some();
        if self.readable && self.intact && listing_believed && lines <= JOURNAL_MAX {
            let added: HashSet<&str> = changes
                .iter()
                .filter_map(|change| match change {
                    Change::Added(entry) => Some(entry.order.name.as_str()),
                    _ => None,
                })
                .collect();
            let noted = self
                .noted
                .values()
                .filter(|entry| !added.contains(entry.order.name.as_str()));
            let mut text: String = noted.map(|e| Change::Known(e.clone()).line()).collect();
            text.extend(changes.iter().map(Change::line));
            return self.append(&text).ok().map(|()| self.names);
        }
        // Many lines, or an index that did not read: written afresh with its names as they
        // are now.
        let listed = listed.or(self.listed);
        let orders = self.orders().map(Ok);
        self.rewrite(orders, listed).ok()
    }

    /// Writes the folder's stamp anew once the index is written: vouching for `names` as the
    /// folder's while its time of change is `modified`, as `vouched` says — if it still is;
    /// or, when nothing is vouched for, keeping the stamp's word for this index if it had it
    /// (only what is known of files was added). Nothing is written when the stamp is not the
    /// one read when the index was opened (another program's is newer). Called holding the
    /// index's lock.
    fn stamp_folder(&self, vouched: Option<(u128, Fingerprint)>) {
        let now = Stamp::read(&self.folder);
        if now != self.stamp {
            return;
        }
        let index = fs::metadata(self.folder.join(FILE));
        let Some(index) = index.ok().as_ref().and_then(Seen::of) else {
            return;
        };
        let stamp = match (vouched, &self.stamp) {
            (Some((modified, names)), _) => {
                let games = self.folder.parent().unwrap_or(&self.folder);
                if folder_modified(games) != Some(modified) {
                    return;
                }
                Stamp::new(modified, names, index)
            }
            (None, Some(stamp)) if stamp.base == self.names && Some(stamp.index) == self.seen => {
                Stamp {
                    index,
                    ..stamp.clone()
                }
            }
            (None, _) => return,
        };
        if now.as_ref() != Some(&stamp) {
            let _ = stamp.write(&self.folder);
        }
    }

    /// Adds `text` to the journal in one write.
    fn append(&self, text: &str) -> io::Result<()> {
        if text.is_empty() {
            return Ok(());
        }
        let path = self.folder.join(FILE);
        OpenOptions::new()
            .append(true)
            .open(path)?
            .write_all(text.as_bytes())
    }

    /// The index's names in the list's order: the ordered part's, the loose part's and those
    /// added since, but for those gone, and those of the files read since. Stops at a line of
    /// the ordered part that does not read.
    fn orders(&self) -> impl Iterator<Item = Order> + use<> {
        let mut extra: Vec<Order> = self.loose_orders();
        extra.extend(self.changes.values().flatten().cloned());
        extra.extend(self.noted.values().map(|entry| entry.order.clone()));
        extra.sort_unstable();
        extra.dedup();
        let changes: HashSet<String> = self.changes.keys().cloned().collect();
        let ordered = self
            .ordered_part()
            .into_iter()
            .flatten()
            .map(|entry| entry.order)
            .filter(move |order| !changes.contains(&order.name));
        merge_newest_first(ordered, extra)
    }

    /// The loose part's names that are still there, placed by what is known of them.
    fn loose_orders(&self) -> Vec<Order> {
        self.loose
            .iter()
            .filter(|name| !self.changes.contains_key(*name))
            .map(|name| {
                let stamp = match self.known.get(name) {
                    Some(Some(Known {
                        held: Held::Game { stamp, .. },
                        ..
                    })) => stamp.clone(),
                    _ => String::new(),
                };
                Order::with_stamp(name, stamp)
            })
            .collect()
    }

    /// The hashes of the index's names; `None` when its ordered part does not read through.
    fn name_hashes(&self) -> Option<Vec<u64>> {
        let mut hashes = Vec::with_capacity(self.count());
        self.for_each_name(|name| hashes.push(name_hash(&name)))?;
        Some(hashes)
    }

    /// The index's names whose hashes are among `hashes`; `None` when its ordered part does
    /// not read through.
    fn names_hashed(&self, hashes: &HashSet<u64>) -> Option<Vec<String>> {
        let mut names = Vec::new();
        self.for_each_name(|name| {
            if hashes.contains(&name_hash(&name)) {
                names.push(name);
            }
        })?;
        Some(names)
    }

    /// Hands each of the index's names to `f`, in no order, reading no more of a line than
    /// its name and checksum; `None` when its ordered part does not read through.
    fn for_each_name(&self, mut f: impl FnMut(String)) -> Option<()> {
        if let (Some((start, length)), Some(file)) = (self.ordered, &self.file) {
            let part = Part {
                file: Arc::clone(file),
                at: start,
                end: start.saturating_add(length),
            };
            let mut reader = BufReader::new(part);
            let mut line = Vec::new();
            loop {
                line.clear();
                if reader.read_until(b'\n', &mut line).ok()? == 0 {
                    break;
                }
                let name = name_of(&line)?;
                if !self.changes.contains_key(&name) {
                    f(name);
                }
            }
        }
        let loose = self.loose.iter().filter(|n| !self.changes.contains_key(*n));
        loose.cloned().for_each(&mut f);
        let added = self.changes.iter().filter(|(_, order)| order.is_some());
        added.for_each(|(name, _)| f(name.clone()));
        Some(())
    }

    /// Writes the index afresh with the names `orders` gives, in the list's order, and what
    /// is known of them, and the listing they come from, if any; atomically, through a
    /// temporary file in the index's folder.
    fn rewrite(
        &mut self,
        orders: impl Iterator<Item = io::Result<Order>>,
        listed: Option<Listed>,
    ) -> io::Result<Fingerprint> {
        let temporary = self
            .folder
            .join(format!(".{FILE}.{}.tmp", std::process::id()));
        let written = self.write_afresh(&temporary, orders, listed);
        let renamed = |names| fs::rename(&temporary, self.folder.join(FILE)).map(|()| names);
        match written.and_then(renamed) {
            Ok(names) => Ok(names),
            Err(error) => {
                let _ = fs::remove_file(&temporary);
                Err(error)
            }
        }
    }

    /// Writes the index to `path` with the names `orders` gives, and the listing `listed`
    /// when its names are those; the fingerprint of the names written.
    fn write_afresh(
        &mut self,
        path: &Path,
        orders: impl Iterator<Item = io::Result<Order>>,
        listed: Option<Listed>,
    ) -> io::Result<Fingerprint> {
        let mut out = BufWriter::new(atomic::new_temporary(path)?);
        // The first line is written again once the parts' lengths are known; it keeps its
        // length, its numbers being written at full width.
        let mut head = Head::default();
        let placeholder = head.line();
        out.write_all(placeholder.as_bytes())?;
        let (mut loose, mut unfinished) = (String::new(), String::new());
        for order in orders {
            let order = order?;
            head.names.add(&order.name);
            let ordered = order.is_told_by_name();
            let entry = Entry {
                known: self.known(&order),
                order,
            };
            let line = entry.line();
            if ordered {
                head.ordered += line.len() as u64;
                out.write_all(line.as_bytes())?;
                if entry.may_be_unfinished() {
                    unfinished.push_str(&line);
                }
            } else {
                head.loose += line.len() as u64;
                loose.push_str(&line);
            }
        }
        head.unfinished = unfinished.len() as u64;
        out.write_all(loose.as_bytes())?;
        out.write_all(unfinished.as_bytes())?;
        if let Some(listed) = listed.filter(|listed| listed.names == head.names) {
            out.write_all(Change::Listed(listed).line().as_bytes())?;
        }
        let mut file = out.into_inner().map_err(io::IntoInnerError::into_error)?;
        file.seek(SeekFrom::Start(0))?;
        file.write_all(head.line().as_bytes())?;
        Ok(head.names)
    }
}

/// Two sequences in the list's order merged into one: `first` read as it comes, `second`
/// sorted oldest first (taken from its end).
fn merge_newest_first(
    first: impl Iterator<Item = Order>,
    mut second: Vec<Order>,
) -> impl Iterator<Item = Order> {
    let mut first = first.peekable();
    let mut last: Option<Order> = None;
    std::iter::from_fn(move || {
        loop {
            let next = match (first.peek(), second.last()) {
                (Some(a), Some(b)) if a >= b => first.next(),
                (_, Some(_)) => second.pop(),
                (Some(_), None) => first.next(),
                (None, None) => None,
            }?;
            // A name in both comes once.
            if last.as_ref() != Some(&next) {
                last = Some(next.clone());
                return Some(next);
            }
        }
    })
}

/// The ordered part of the index read line by line, newest first. A line that does not read,
/// or stands out of order, ends it, and says so ([`Ordered::is_damaged`]).
#[derive(Debug)]
pub(super) struct Ordered {
    reader: BufReader<Part>,
    peeked: Option<Entry>,
    last: Option<Order>,
    damaged: bool,
}

impl Ordered {
    /// The entries of `part`, read from its start.
    fn of(part: Part) -> Ordered {
        Ordered {
            reader: BufReader::with_capacity(READ_AHEAD, part),
            peeked: None,
            last: None,
            damaged: false,
        }
    }

    /// The next entry, without taking it.
    pub(super) fn peek(&mut self) -> Option<&Entry> {
        if self.peeked.is_none() && !self.damaged {
            self.peeked = self.read_entry();
        }
        self.peeked.as_ref()
    }

    /// Whether a line that does not read, or out of order, ended the part early.
    pub(super) fn is_damaged(&self) -> bool {
        self.damaged
    }

    fn read_entry(&mut self) -> Option<Entry> {
        let mut line = Vec::new();
        let read = self.reader.read_until(b'\n', &mut line);
        if matches!(read, Ok(0)) && self.reader.get_ref().at == self.reader.get_ref().end {
            return None;
        }
        let entry = Entry::read(&line).filter(|entry| {
            let placed = entry.order.is_told_by_name();
            placed && self.last.as_ref().is_none_or(|last| entry.order < *last)
        });
        match entry {
            Some(entry) => {
                self.last = Some(entry.order.clone());
                Some(entry)
            }
            None => {
                self.damaged = true;
                None
            }
        }
    }
}

impl Iterator for Ordered {
    type Item = Entry;

    fn next(&mut self) -> Option<Entry> {
        self.peek();
        self.peeked.take()
    }
}

/// A part of the index's file, read at its own place: readers of one file do not move one
/// another.
#[derive(Debug)]
pub(super) struct Part {
    file: Arc<File>,
    at: u64,
    end: u64,
}

impl Read for Part {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let left = usize::try_from(self.end.saturating_sub(self.at)).unwrap_or(usize::MAX);
        let wanted = buf.len().min(left);
        if wanted == 0 {
            return Ok(0);
        }
        let read = read_at(&self.file, &mut buf[..wanted], self.at)?;
        self.at += read as u64;
        Ok(read)
    }
}

#[cfg(unix)]
fn read_at(file: &File, buf: &mut [u8], offset: u64) -> io::Result<usize> {
    std::os::unix::fs::FileExt::read_at(file, buf, offset)
}

#[cfg(windows)]
fn read_at(file: &File, buf: &mut [u8], offset: u64) -> io::Result<usize> {
    std::os::windows::fs::FileExt::seek_read(file, buf, offset)
}

#[cfg(test)]
mod tests;
