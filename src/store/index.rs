//! The index of the folder of games (`.index/index`, in a folder of its own beside the games,
//! so that writing it never changes the folder of games): the names of the files in the
//! folder in the list's order, newest first, and what each file held when it was last read —
//! the players, the number of moves, the result, the time control, or that it is damaged —
//! with the file's size and time of change then.
//!
//! What a file held is believed only while the file's size and time of change are as the index
//! saw them, and only when it was read long enough after its last change that a later change
//! would have changed its time ([`SETTLED`]): a file rewritten in place, which leaves the folder
//! as it was, is read again. The names are believed only while the folder's own time of change
//! is the one a listing of its names found, and that listing began long enough after it: a file
//! added, removed or replaced by another changes the folder's time (a save renames a new
//! version over the old one), and then the folder's names are read again. So the index is
//! never trusted over the files; it is only a way of not reading them.
//!
//! The file: a first line with the lengths of the two parts that follow and a fingerprint of
//! their names; the ordered part, a line for each file whose name tells its moment, newest
//! first; the loose part, a line for each file whose game's tags tell it; then the journal,
//! lines added since, each in one append: what a file held when read again, a file added or
//! gone, and the folder listed (its time of change, when, and the fingerprint of its names,
//! which the index's names up to that line must have). A line that does not read is ignored,
//! and no listing after it is believed. When the journal grows long, or a listing finds many
//! names the index lacks, the index is written afresh, atomically, holding a few thousand
//! names in memory at a time whatever the folder holds (`sorted.rs`). Two programs that write
//! at once can at worst lose lines: the files, or the folder's names, are read again.

mod census;
mod line;
mod sorted;

use std::collections::{HashMap, HashSet};
use std::fs::{self, File, OpenOptions};
use std::io::{self, BufRead, BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

pub(super) use census::Census;
pub use line::Summary;
pub(super) use line::{Held, Known, Listed, Seen, nanos};
pub(super) use sorted::{Sorted, Sorter};

use super::order::Order;
use line::{Change, Entry, Fingerprint, Head, name_hash, name_of};

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

/// The index as read, and what is added to it.
#[derive(Debug)]
pub(super) struct Index {
    /// The index's folder.
    folder: PathBuf,
    /// The index's file, open as it was read (a rewrite by another program leaves it whole).
    file: Option<Arc<File>>,
    /// Where the ordered part lies in the file.
    ordered: Option<(u64, u64)>,
    /// The names of the loose part, in no order.
    loose: Vec<String>,
    /// The fingerprint of the index's names, after the journal.
    names: Fingerprint,
    /// The journal's last listing, when the index's names are still the names it found.
    listed: Option<Listed>,
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
        index.file = Some(Arc::new(file));
        index
    }

    /// An index that knows nothing, whose folder is `folder`.
    fn empty(folder: PathBuf) -> Index {
        Index {
            folder,
            file: None,
            ordered: None,
            loose: Vec::new(),
            names: Fingerprint::default(),
            listed: None,
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

    /// Whether the index holds the names of every file in the folder: a listing found them
    /// when the folder's time of change was `modified`, as it is now, and began long enough
    /// after that change.
    pub(super) fn lists_folder(&self, modified: u128) -> bool {
        self.readable
            && self
                .listed
                .is_some_and(|listed| listed.modified == modified && listed.is_settled())
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
        let part = Part {
            file: Arc::clone(self.file.as_ref()?),
            at: start,
            end: start.saturating_add(length),
        };
        Some(Ordered {
            reader: BufReader::new(part),
            peeked: None,
            last: None,
            damaged: false,
        })
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

    /// Writes what was noted of the files that are `living` (still in the folder), and, with
    /// a `listing`, the folder's names as it found them: the changes since in the journal when
    /// they are few, else the index afresh. Failures are not errors: the files, or the
    /// folder's names, are read again next time.
    pub(super) fn write(mut self, listing: Option<Listing>, living: impl Fn(&str) -> bool) {
        self.noted.retain(|name, _| living(name));
        let listed = match listing {
            Some(Listing::Names { listed, sorted }) => {
                if let Ok(orders) = sorted.read() {
                    let _ = self.rewrite(orders, Some(listed));
                }
                return;
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
                let lines = self.journal + self.noted.len() + changes.len() + 1;
                let whole = self.readable && self.intact;
                for change in &changes {
                    self.apply(change.clone(), whole);
                }
                self.apply(Change::Listed(listed), whole);
                if whole && self.listed.is_some() && lines <= JOURNAL_MAX {
                    let added: HashSet<String> = changes
                        .iter()
                        .filter_map(|change| match change {
                            Change::Added(entry) => Some(entry.order.name.clone()),
                            _ => None,
                        })
                        .collect();
                    let noted = self
                        .noted
                        .values()
                        .filter(|e| !added.contains(&e.order.name));
                    let mut text: String = noted.map(|e| Change::Known(e.clone()).line()).collect();
                    text.extend(changes.iter().map(Change::line));
                    text.push_str(&Change::Listed(listed).line());
                    return self.append(&text);
                }
                // Many lines, or an index that did not read: written afresh with its names
                // as the listing found them.
                Some(listed)
            }
            None => None,
        };
        let long = self.journal + self.noted.len() > JOURNAL_MAX;
        if listed.is_some() || !self.readable || !self.intact || long {
            let listed = listed.or(self.listed);
            let orders = self.orders().map(Ok);
            let _ = self.rewrite(orders, listed);
            return;
        }
        let text: String = self
            .noted
            .values()
            .map(|entry| Change::Known(entry.clone()).line())
            .collect();
        self.append(&text);
    }

    /// Adds `text` to the journal in one write.
    fn append(&self, text: &str) {
        if text.is_empty() {
            return;
        }
        let path = self.folder.join(FILE);
        if let Ok(mut file) = OpenOptions::new().append(true).open(path) {
            let _ = file.write_all(text.as_bytes());
        }
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
    ) -> io::Result<()> {
        let temporary = self
            .folder
            .join(format!(".{FILE}.{}.tmp", std::process::id()));
        let written = self.write_afresh(&temporary, orders, listed);
        match written.and_then(|()| fs::rename(&temporary, self.folder.join(FILE))) {
            Ok(()) => Ok(()),
            Err(error) => {
                let _ = fs::remove_file(&temporary);
                Err(error)
            }
        }
    }

    fn write_afresh(
        &mut self,
        path: &Path,
        orders: impl Iterator<Item = io::Result<Order>>,
        listed: Option<Listed>,
    ) -> io::Result<()> {
        let mut out = BufWriter::new(File::create(path)?);
        // The first line is written again once the parts' lengths are known; it keeps its
        // length, its numbers being written at full width.
        let mut head = Head::default();
        let placeholder = head.line();
        out.write_all(placeholder.as_bytes())?;
        let mut loose = String::new();
        for order in orders {
            let order = order?;
            head.names.add(&order.name);
            let ordered = order.is_told_by_name();
            let known = self.known(&order);
            let line = Entry { order, known }.line();
            if ordered {
                head.ordered += line.len() as u64;
                out.write_all(line.as_bytes())?;
            } else {
                head.loose += line.len() as u64;
                loose.push_str(&line);
            }
        }
        out.write_all(loose.as_bytes())?;
        if let Some(listed) = listed.filter(|listed| listed.names == head.names) {
            out.write_all(Change::Listed(listed).line().as_bytes())?;
        }
        let mut file = out.into_inner().map_err(io::IntoInnerError::into_error)?;
        file.seek(SeekFrom::Start(0))?;
        file.write_all(head.line().as_bytes())
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
