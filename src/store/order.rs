//! Where a file goes in the list of saved games, newest first: the moment its game's file was
//! made, read off its name (`2026-11-30-131805-Anna-vs-Boris.pgn`) or else its game's tags,
//! then the number added to the name (`…-Boris-2.pgn`), then the name. The walk goes down
//! this order, and the index keeps its names in it.

use crate::game::Header;

/// A file's place in the list of saved games: files later in this order come earlier in the
/// list.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) struct Order {
    /// The moment the game's file was made, `2026-11-30-131805` (empty when unknown).
    pub stamp: String,
    /// The number added to the game's name (`…-Boris-2.pgn`); 1 without one.
    pub number: u32,
    /// The file's name in the folder of games.
    pub name: String,
}

/// A file's place in the list, borrowed from its name, to compare before an [`Order`] is
/// made of it: compares as that order does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Place<'a> {
    pub stamp: &'a str,
    pub number: u32,
    pub name: &'a str,
}

impl<'a> Place<'a> {
    /// The place of the file `name` when its name tells its moment.
    pub fn of_name(name: &'a str) -> Option<Place<'a>> {
        Some(Place {
            stamp: stamp_of(name)?,
            number: own_number(name),
            name,
        })
    }

    /// The order of this place.
    pub fn order(&self) -> Order {
        Order {
            stamp: self.stamp.to_string(),
            number: self.number,
            name: self.name.to_string(),
        }
    }
}

impl Order {
    /// The place of the file `name` when its name tells its moment; `None` for a name that
    /// does not, whose game's tags tell it ([`Order::with_stamp`]).
    pub fn of_name(name: &str) -> Option<Order> {
        Place::of_name(name).as_ref().map(Place::order)
    }

    /// Whether this is the order the file's name tells by itself (its moment is in its name),
    /// as [`Order::of_name`] would give it; checked without copying the name.
    pub fn is_told_by_name(&self) -> bool {
        Place::of_name(&self.name).is_some_and(|place| place == self.place())
    }

    /// This order's place, borrowed.
    pub fn place(&self) -> Place<'_> {
        Place {
            stamp: &self.stamp,
            number: self.number,
            name: &self.name,
        }
    }

    /// The place of the file `name` whose game's moment is `stamp`.
    pub fn with_stamp(name: &str, stamp: String) -> Order {
        Order {
            stamp,
            number: own_number(name),
            name: name.to_string(),
        }
    }

    /// The length of the game's name the file had, for a file set aside as damaged
    /// (`STEM.pgn.damaged`).
    pub fn set_aside_stem(&self) -> Option<usize> {
        set_aside_stem(&self.name).map(str::len)
    }
}

/// Whether the file `name` may hold a game: a `.pgn` file, or one set aside as damaged.
pub(super) fn may_be_a_game(name: &str) -> bool {
    !name.starts_with('.') && (name.ends_with(".pgn") || set_aside_stem(name).is_some())
}

/// The stem of the game's name in the name of a file set aside as damaged:
/// `STEM.pgn.damaged` or `STEM.pgn.damaged-N`.
pub(super) fn set_aside_stem(name: &str) -> Option<&str> {
    let (kept, suffix) = name.rsplit_once(".pgn.damaged")?;
    let numbered = suffix
        .strip_prefix('-')
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    (!kept.is_empty() && (suffix.is_empty() || numbered)).then_some(kept)
}

/// The moment a game's file was made: read off its name (`2026-11-30-131805-…`) or else the
/// game's tags.
pub(super) fn stamp_of_game(name: &str, header: &Header) -> String {
    stamp_of(name).map_or_else(
        || {
            let time = header.time.as_deref().unwrap_or("").replace(':', "");
            format!("{}-{time}", header.date.replace('.', "-"))
        },
        str::to_string,
    )
}

/// The moment a file's name begins with, `2026-11-30-131805`, if it begins with one.
pub(super) fn stamp_of(name: &str) -> Option<&str> {
    let bytes = name.as_bytes();
    let stamped = bytes.len() > 17
        && bytes[..17].iter().enumerate().all(|(i, &b)| match i {
            4 | 7 | 10 => b == b'-',
            _ => b.is_ascii_digit(),
        });
    stamped.then(|| &name[..17])
}

/// The number added to the name of the game's file `name` had: its own, or the one it had
/// before it was set aside (`STEM.pgn.damaged`).
fn own_number(name: &str) -> u32 {
    let stem = set_aside_stem(name).or_else(|| name.strip_suffix(".pgn"));
    stem.map_or(1, stem_number)
}

/// The number added to a game's file name without `.pgn`, `…-Boris-2`; 1 without one.
fn stem_number(stem: &str) -> u32 {
    stem.rsplit_once('-')
        .and_then(|(_, n)| n.parse::<u32>().ok())
        .filter(|&n| n >= 2)
        .unwrap_or(1)
}

/// A moment as the list shows it, from an order stamp: `2026-11-30 13:18`, or the date alone.
pub(super) fn started_of(stamp: &str) -> String {
    match (stamp.get(..10), stamp.get(11..13), stamp.get(13..15)) {
        (Some(date), Some(hours), Some(minutes)) => format!("{date} {hours}:{minutes}"),
        _ => stamp.get(..10).unwrap_or(stamp).to_string(),
    }
}
