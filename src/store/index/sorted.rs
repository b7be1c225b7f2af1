//! The folder's names in the list's order, sorted outside memory: a listing hands them over in
//! whatever order the system gives them, a few thousand are sorted at a time into a run file
//! beside the index, and the runs are merged as they are read back, so that sorting 100,000
//! names holds a few thousand.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};

use super::super::atomic;
use super::super::order::Order;
use super::line::Entry;

/// How many names a run holds.
const RUN: usize = 4_096;

/// Names being sorted.
#[derive(Debug)]
pub(in crate::store) struct Sorter {
    folder: PathBuf,
    buffer: Vec<Order>,
    runs: Vec<PathBuf>,
    /// Whether a run could not be written: the names cannot be given back.
    failed: bool,
}

impl Sorter {
    /// A sorter whose runs go in `folder`.
    pub fn new(folder: &Path) -> Sorter {
        Sorter {
            folder: folder.to_path_buf(),
            buffer: Vec::new(),
            runs: Vec::new(),
            failed: false,
        }
    }

    /// Takes one more name.
    pub fn push(&mut self, order: Order) {
        if self.failed {
            return;
        }
        self.buffer.push(order);
        if self.buffer.len() >= RUN {
            self.spill();
        }
    }

    /// The names taken, in the list's order; `None` when they could not be kept.
    pub fn finish(mut self) -> Option<Sorted> {
        if !self.buffer.is_empty() {
            self.spill();
        }
        if self.failed {
            return None;
        }
        Some(Sorted {
            runs: std::mem::take(&mut self.runs),
        })
    }

    /// Writes the buffer as a run, newest first.
    fn spill(&mut self) {
        self.buffer.sort_unstable_by(|a, b| b.cmp(a));
        let path = self.folder.join(format!(
            ".run-{}-{}.tmp",
            std::process::id(),
            self.runs.len()
        ));
        let written = atomic::new_temporary(&path).and_then(|file| {
            let mut out = BufWriter::new(file);
            for order in self.buffer.drain(..) {
                let entry = Entry { order, known: None };
                out.write_all(entry.line().as_bytes())?;
            }
            out.flush()
        });
        self.runs.push(path);
        if written.is_err() {
            self.failed = true;
        }
    }
}

impl Drop for Sorter {
    fn drop(&mut self) {
        for run in &self.runs {
            let _ = fs::remove_file(run);
        }
    }
}

/// Names sorted in runs, to be read back merged, as often as needed.
#[derive(Debug)]
pub(in crate::store) struct Sorted {
    runs: Vec<PathBuf>,
}

impl Sorted {
    /// The names, in the list's order (newest first); `None` when a run cannot be read.
    pub fn read(&self) -> io::Result<Merged> {
        let mut readers = Vec::with_capacity(self.runs.len());
        let mut heads = BinaryHeap::new();
        for (index, run) in self.runs.iter().enumerate() {
            let mut reader = BufReader::new(File::open(run)?);
            if let Some(order) = next_order(&mut reader)? {
                heads.push((order, Reverse(index)));
            }
            readers.push(reader);
        }
        Ok(Merged { readers, heads })
    }
}

impl Drop for Sorted {
    fn drop(&mut self) {
        for run in &self.runs {
            let _ = fs::remove_file(run);
        }
    }
}

/// The next name of a run; an error for a line that does not read.
fn next_order(reader: &mut BufReader<File>) -> io::Result<Option<Order>> {
    let mut line = Vec::new();
    if reader.read_until(b'\n', &mut line)? == 0 {
        return Ok(None);
    }
    match Entry::read(&line) {
        Some(entry) => Ok(Some(entry.order)),
        None => Err(io::ErrorKind::InvalidData.into()),
    }
}

/// The runs merged: the names newest first.
#[derive(Debug)]
pub(in crate::store) struct Merged {
    readers: Vec<BufReader<File>>,
    heads: BinaryHeap<(Order, Reverse<usize>)>,
}

impl Iterator for Merged {
    type Item = io::Result<Order>;

    fn next(&mut self) -> Option<io::Result<Order>> {
        let (order, Reverse(index)) = self.heads.pop()?;
        match next_order(&mut self.readers[index]) {
            Ok(Some(next)) => self.heads.push((next, Reverse(index))),
            Ok(None) => {}
            Err(error) => return Some(Err(error)),
        }
        Some(Ok(order))
    }
}
