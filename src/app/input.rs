//! The input line: text and a cursor, with the usual editing keys.

use super::key::Key;
use crate::notation::san::{self, Completion, Suggestion};
use crate::rules::Position;
use crate::text::is_invisible;

/// The input line with what it could become: the legal moves what is typed may still be,
/// and a move it may have meant when it is none of them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Typing {
    /// The text typed, with its cursor.
    pub(super) line: InputLine,
    /// The legal moves the text could still become.
    pub(super) completions: Vec<Completion>,
    /// A move the text may have meant when it is none (typed with the Russian layout, with a
    /// Cyrillic look-alike letter, a bishop's `B` where only a pawn can take, an `x` onto an
    /// empty square): shown beside the input, taken by Tab.
    pub(super) suggestion: Option<Suggestion>,
    /// The move instant mode has just played, which its player may still be finishing.
    pub(super) finishing: Option<Finishing>,
}

/// A move instant mode played the moment its text named it, which its player may still be
/// finishing with keys of their own (its marks, an en passant remark, ` draw`): they are kept
/// here, apart from the next player's line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Finishing {
    /// The half-move it is in the game (0 is the first).
    pub(super) ply: usize,
    /// What its player typed on after the text that played it.
    pub(super) rest: String,
}

impl Typing {
    /// What is typed on the input line, with its cursor.
    pub fn line(&self) -> &InputLine {
        &self.line
    }

    /// The legal moves that what is typed could still become.
    pub fn completions(&self) -> &[Completion] {
        &self.completions
    }

    /// A move the text typed may have meant when it is none.
    pub fn suggestion(&self) -> Option<&Suggestion> {
        self.suggestion.as_ref()
    }

    /// Works out again what the text could become in `position`; nothing while `over`.
    pub(super) fn refresh(&mut self, position: &Position, over: bool) {
        let text = self.line.text();
        if over || text.trim().is_empty() {
            self.completions.clear();
            self.suggestion = None;
            return;
        }
        self.completions = san::completions(position, text);
        self.suggestion = self
            .completions
            .is_empty()
            .then(|| san::suggestion(position, text))
            .flatten();
    }
}

/// A line of text being typed, with the cursor between characters.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct InputLine {
    text: String,
    /// The cursor as a count of characters from the start.
    cursor: usize,
    /// Whether the text is what Enter entered and had refused: kept so that the editing keys
    /// can correct it, and replaced by the next character typed, as selected text is, so
    /// that a move typed after a refusal is never joined to the refused one.
    refused: bool,
}

/// The longest input accepted; anything typed beyond it is refused.
pub const MAX_CHARS: usize = 256;

impl InputLine {
    /// The text typed, as it stands (nothing invisible is ever in it).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The cursor, in characters from the start.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Whether nothing is typed.
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// Inserts a character at the cursor; invisible characters ([`is_invisible`]) are
    /// dropped. `false` when the line is full and the character was refused.
    pub fn insert(&mut self, c: char) -> bool {
        if is_invisible(c) {
            return true;
        }
        if self.refused {
            self.clear();
        }
        if self.is_full() {
            return false;
        }
        let at = self.byte_index(self.cursor);
        self.text.insert(at, c);
        self.cursor += 1;
        true
    }

    /// Inserts text at the cursor as if typed, up to the length of the line; the number of
    /// characters that got in.
    pub fn insert_str(&mut self, text: &str) -> usize {
        let mut inserted = 0;
        for c in text.chars().filter(|&c| !is_invisible(c)) {
            if !self.insert(c) {
                break;
            }
            inserted += 1;
        }
        inserted
    }

    /// Whether the line holds as much as it can.
    pub fn is_full(&self) -> bool {
        self.text.chars().count() >= MAX_CHARS
    }

    /// Deletes the character before the cursor.
    pub fn backspace(&mut self) {
        self.refused = false;
        if self.cursor > 0 {
            self.cursor -= 1;
            let at = self.byte_index(self.cursor);
            self.text.remove(at);
        }
    }

    /// Deletes the character under the cursor.
    pub fn delete(&mut self) {
        self.refused = false;
        if self.cursor < self.text.chars().count() {
            let at = self.byte_index(self.cursor);
            self.text.remove(at);
        }
    }

    /// Moves the cursor one character left.
    pub fn left(&mut self) {
        self.refused = false;
        self.cursor = self.cursor.saturating_sub(1);
    }

    /// Moves the cursor one character right.
    pub fn right(&mut self) {
        self.refused = false;
        self.cursor = (self.cursor + 1).min(self.text.chars().count());
    }

    /// Moves the cursor to the start.
    pub fn home(&mut self) {
        self.refused = false;
        self.cursor = 0;
    }

    /// Moves the cursor to the end.
    pub fn end(&mut self) {
        self.refused = false;
        self.cursor = self.text.chars().count();
    }

    /// Empties the line and puts the cursor at its start.
    pub fn clear(&mut self) {
        self.text.clear();
        self.cursor = 0;
        self.refused = false;
    }

    /// Marks the text as entered and refused: the next character typed replaces it, and
    /// an editing key takes it up again.
    pub fn mark_refused(&mut self) {
        self.refused = !self.text.is_empty();
    }

    /// Whether the text was entered and refused, and is replaced by the next character.
    pub fn is_refused(&self) -> bool {
        self.refused
    }

    /// An editing key: a character typed, Backspace, Delete, the cursor keys, Ctrl-U.
    /// Whether the text changed (a full line takes no more).
    pub fn edit(&mut self, key: Key) -> bool {
        let before = self.text.len();
        match key {
            Key::Char(c) => return self.insert(c),
            Key::Backspace => self.backspace(),
            Key::Delete => self.delete(),
            Key::Left => self.left(),
            Key::Right => self.right(),
            Key::Home => self.home(),
            Key::End => self.end(),
            Key::CtrlU => self.clear(),
            _ => {}
        }
        self.text.len() != before
    }

    /// Replaces the text, with the cursor at the end.
    pub fn set(&mut self, text: &str) {
        self.text = text.chars().take(MAX_CHARS).collect();
        self.end();
    }

    fn byte_index(&self, chars: usize) -> usize {
        self.text
            .char_indices()
            .nth(chars)
            .map_or(self.text.len(), |(i, _)| i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn editing_keys_move_and_delete_by_character() {
        let mut line = InputLine::default();
        for c in "Кf3".chars() {
            line.insert(c);
        }
        assert_eq!(line.text(), "Кf3");
        line.left();
        line.left();
        line.backspace();
        assert_eq!(line.text(), "f3");
        assert_eq!(line.cursor(), 0);
        line.insert('N');
        line.end();
        line.backspace();
        assert_eq!(line.text(), "Nf");
        line.home();
        line.delete();
        assert_eq!(line.text(), "f");
        line.right();
        line.right();
        assert_eq!(line.cursor(), 1);
        line.set("e4");
        assert_eq!((line.text(), line.cursor()), ("e4", 2));
        line.clear();
        assert!(line.is_empty());
    }

    #[test]
    fn control_characters_and_overlong_input_are_ignored() {
        let mut line = InputLine::default();
        line.insert('\u{7}');
        assert!(line.is_empty());
        for _ in 0..MAX_CHARS {
            assert!(line.insert('a'));
        }
        assert!(!line.insert('a'), "a full line refuses more");
        assert_eq!(line.text().len(), MAX_CHARS);
        line.clear();
        assert_eq!(line.insert_str("e\u{202E}4\u{200B}"), 2);
        assert_eq!(line.text(), "e4");
    }
}
