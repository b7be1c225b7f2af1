//! The folder's names counted against the index's as a listing reads them, to tell the index
//! how the folder changed since: the names it lacks, and those it has of files gone. The
//! index's names are held as hashes, eight bytes each, sorted; the names it lacks are held
//! until there are many, when the index is better written afresh from a sorted listing.

use std::collections::HashSet;

use super::super::order::{Order, Place};
use super::line::{Listed, name_hash};
use super::{Index, Listing};

/// Beyond this many names the index lacks, it is written afresh.
const MANY: usize = 256;

/// A listing's names counted against the index's.
#[derive(Debug)]
pub(in crate::store) struct Census {
    listed: Listed,
    /// The hashes of the index's names, sorted.
    ours: Vec<u64>,
    /// Whether the listing met each of them.
    met: Vec<bool>,
    /// The names the index lacks, as long as they are few.
    lacking: Vec<Order>,
    /// Whether they were too many.
    many: bool,
}

impl Census {
    /// A census of a listing that begins now (`listed`, with no names yet), against the
    /// names of `index`; `None` when they cannot be read.
    pub fn new(index: &Index, listed: Listed) -> Option<Census> {
        let mut ours = index.name_hashes()?;
        ours.sort_unstable();
        Some(Census {
            listed,
            met: vec![false; ours.len()],
            ours,
            lacking: Vec::new(),
            many: false,
        })
    }

    /// The listing as counted so far.
    pub fn listed(&self) -> Listed {
        self.listed
    }

    /// Counts one more name of the folder, at its `place`.
    pub fn count(&mut self, place: Place<'_>) {
        self.listed.names.add(place.name);
        match self.ours.binary_search(&name_hash(place.name)) {
            Ok(at) => self.met[at] = true,
            Err(_) if self.lacking.len() < MANY => self.lacking.push(place.order()),
            Err(_) => self.many = true,
        }
    }

    /// What the listing found, for `index`; `None` when the index lacks many names (it is
    /// to be written afresh from a sorted listing) or its names cannot be read again.
    pub fn finish(self, index: &Index) -> Option<Listing> {
        if self.many {
            return None;
        }
        let unmet: HashSet<u64> = self
            .ours
            .iter()
            .zip(&self.met)
            .filter(|(_, met)| !**met)
            .map(|(hash, _)| *hash)
            .collect();
        let gone = if unmet.is_empty() {
            Vec::new()
        } else {
            index.names_hashed(&unmet)?
        };
        Some(Listing::Changes {
            listed: self.listed,
            lacking: self.lacking,
            gone,
        })
    }
}
