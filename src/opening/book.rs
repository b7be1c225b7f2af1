//! The book: the position each line of the chess-openings data set reaches, by repetition
//! key, with the line's ECO code and name, and a hash index of the keys. It is built into
//! the program from `data/openings/book.bin` and read while the program is compiled, so
//! that nothing is computed or relocated at start-up. That file is generated from the data
//! set's files by the test `opening::tests::the_book_is_made_from_the_data_set`, which fails
//! when it is stale; `HOTSEAT_UPDATE_OPENINGS=1 cargo test --lib opening` rewrites it.
//!
//! The file holds, numbers in little-endian order: the number of lines `n` (`u32`); the key
//! of the position each line reaches (`n` × `u64`, in the data set's order); where each
//! line's ECO code and name begin in the text (`n + 1` × `u32`, the last one ending it); the
//! hash index ([`SLOT_COUNT`] × `u16`); and the text, in UTF-8: every line's ECO code and
//! name one after the other, `C65Ruy Lopez: Berlin Defense`.

use super::Opening;

/// The slots of the hash index: a power of two, four times the lines and more, so that a
/// lookup rarely reads a second slot. A key's search starts at the slot of its low bits and
/// goes on to the next slots until it finds its line (the line's number, plus one) or an
/// empty slot (0).
const SLOT_COUNT: usize = 16_384;

/// The book as the program reads it: slices of the file, each number in its bytes.
pub(super) struct Book {
    /// The key of the position each line reaches.
    keys: &'static [[u8; 8]],
    /// Where each line's ECO code and name begin in `text`; the last one ends it.
    starts: &'static [[u8; 4]],
    /// The hash index of `keys`, [`SLOT_COUNT`] slots.
    slots: &'static [[u8; 2]],
    /// Every line's ECO code and name, one after the other.
    text: &'static str,
}

/// The book built into the program. A constant, so that the lengths of its parts are
/// known where it is read, and a file that does not hold what [`Book::read`] expects stops
/// the build.
pub(super) const BOOK: Book = Book::read(include_bytes!("../../data/openings/book.bin"));

impl Book {
    /// The book in `bytes`, laid out as the module's documentation says.
    const fn read(bytes: &'static [u8]) -> Book {
        let Some((count, rest)) = bytes.split_first_chunk::<4>() else {
            panic!("the book has no line count");
        };
        let lines = u32::from_le_bytes(*count) as usize;
        let Some((keys, rest)) = rest.split_at_checked(lines * 8) else {
            panic!("the book is cut short in its keys");
        };
        let Some((starts, rest)) = rest.split_at_checked((lines + 1) * 4) else {
            panic!("the book is cut short in its lines' starts");
        };
        let Some((slots, text)) = rest.split_at_checked(SLOT_COUNT * 2) else {
            panic!("the book is cut short in its hash index");
        };
        let Ok(text) = core::str::from_utf8(text) else {
            panic!("the book's text is not UTF-8");
        };
        Book {
            keys: keys.as_chunks().0,
            starts: starts.as_chunks().0,
            slots: slots.as_chunks().0,
            text,
        }
    }

    /// The opening of the line whose position has repetition key `key`, if the book has one.
    pub(super) fn find(&self, key: u64) -> Option<Opening> {
        // Zobrist keys are uniformly random, so their low bits make a good hash.
        let start = key as usize % SLOT_COUNT;
        for slot in (start..SLOT_COUNT).chain(0..start) {
            let line = usize::from(u16::from_le_bytes(*self.slots.get(slot)?)).checked_sub(1)?;
            if self.keys.get(line).map(|bytes| u64::from_le_bytes(*bytes)) == Some(key) {
                return self.line(line);
            }
        }
        None
    }

    /// The opening of line `line`.
    fn line(&self, line: usize) -> Option<Opening> {
        let start = u32::from_le_bytes(*self.starts.get(line)?) as usize;
        let end = u32::from_le_bytes(*self.starts.get(line + 1)?) as usize;
        let (eco, name) = self.text.get(start..end)?.split_at_checked(3)?;
        Some(Opening { eco, name })
    }
}

/// The bytes of the book of `lines`, each the key of the position a line reaches and its
/// opening, in the data set's order.
#[cfg(test)]
pub(super) fn bytes(lines: &[(u64, Opening)]) -> Vec<u8> {
    assert!(lines.len() * 4 <= SLOT_COUNT && lines.len() < usize::from(u16::MAX));
    let mut slots = vec![0_u16; SLOT_COUNT];
    for (line, &(key, _)) in lines.iter().enumerate() {
        let mut slot = key as usize % SLOT_COUNT;
        while slots[slot] != 0 {
            slot = (slot + 1) % SLOT_COUNT;
        }
        slots[slot] = u16::try_from(line + 1).expect("fewer lines than u16::MAX");
    }
    let count = u32::try_from(lines.len()).expect("fewer lines than u32::MAX");
    let mut bytes = count.to_le_bytes().to_vec();
    for (key, _) in lines {
        bytes.extend(key.to_le_bytes());
    }
    let mut text = String::new();
    for (_, opening) in lines {
        let start = u32::try_from(text.len()).expect("a text shorter than u32::MAX");
        bytes.extend(start.to_le_bytes());
        text.push_str(opening.eco);
        text.push_str(opening.name);
    }
    let end = u32::try_from(text.len()).expect("a text shorter than u32::MAX");
    bytes.extend(end.to_le_bytes());
    for slot in slots {
        bytes.extend(slot.to_le_bytes());
    }
    bytes.extend(text.as_bytes());
    bytes
}
