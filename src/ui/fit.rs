//! Text fitted to the room it is given, never cut at its edge: a sentence wrapped at its
//! words into rows, and a line of items (keys, with ` · ` between them) that leaves out
//! whole the items it has no room for.

use ratatui::text::Span;

/// What separates the items of a line of keys, in every catalogue.
const ITEM_SEPARATOR: &str = " · ";

/// The cells `text` takes on the screen.
fn cells(text: &str) -> usize {
    Span::raw(text).width()
}

/// `text` wrapped at its blanks into rows of at most `width` cells, the blanks where it
/// wraps left out; a word wider than a row is broken where the row ends. No rows for an
/// empty text or no room.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut rows = Vec::new();
    if width == 0 {
        return rows;
    }
    let mut row = String::new();
    let mut blanks = String::new();
    for word in text.split(' ') {
        if word.is_empty() {
            blanks.push(' ');
            continue;
        }
        if !row.is_empty() && cells(&row) + cells(&blanks) + 1 + cells(word) > width {
            rows.push(std::mem::take(&mut row));
            blanks.clear();
        } else if !row.is_empty() {
            row.push_str(&blanks);
            row.push(' ');
            blanks.clear();
        }
        for c in word.chars() {
            let mut widened = row.clone();
            widened.push(c);
            if cells(&widened) > width && !row.is_empty() {
                rows.push(std::mem::take(&mut row));
                widened = c.to_string();
            }
            row = widened;
        }
    }
    if !row.is_empty() {
        rows.push(row);
    }
    rows
}

/// The items of `line` (separated by ` · `) that fit in `width` cells, from the first on: the
/// ones after the first that does not fit are left out whole. Empty when not even the first
/// fits.
pub fn items(line: &str, width: usize) -> String {
    let mut shown = String::new();
    for item in line.split(ITEM_SEPARATOR) {
        let next = if shown.is_empty() {
            item.to_string()
        } else {
            format!("{shown}{ITEM_SEPARATOR}{item}")
        };
        if cells(&next) > width {
            break;
        }
        shown = next;
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sentence_wraps_at_its_words() {
        for (text, width, rows) in [
            ("a FEN has 6 fields", 80, vec!["a FEN has 6 fields"]),
            ("a FEN has 6 fields", 9, vec!["a FEN has", "6 fields"]),
            ("a FEN has 6 fields", 6, vec!["a FEN", "has 6", "fields"]),
            ("Enter  start", 12, vec!["Enter  start"]),
            ("Enter  start", 8, vec!["Enter", "start"]),
            (
                "доска «rnbqkbnr/pppp»",
                10,
                vec!["доска", "«rnbqkbnr/", "pppp»"],
            ),
            ("", 10, vec![]),
            ("anything", 0, vec![]),
        ] {
            assert_eq!(wrap(text, width), rows, "{text:?} in {width}");
        }
    }

    #[test]
    fn a_line_of_keys_leaves_out_whole_items() {
        let keys = "↑/↓ choose · Enter opens · Esc back";
        for (width, shown) in [
            (80, keys),
            (35, keys),
            (34, "↑/↓ choose · Enter opens"),
            (24, "↑/↓ choose · Enter opens"),
            (23, "↑/↓ choose"),
            (9, ""),
        ] {
            assert_eq!(items(keys, width), shown, "in {width}");
        }
    }
}
