//! The keys the app responds to: the vocabulary of the keyboard, below everything that reads
//! keys (the input line, the pages, the messages).

/// A key the app responds to. The terminal layer turns its key events into these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    /// A printable character, as typed (case kept).
    Char(char),
    /// Enter or Return: plays the move typed, or answers a question.
    Enter,
    /// Backspace: deletes the character before the cursor.
    Backspace,
    /// Delete: deletes the character after the cursor.
    Delete,
    /// Left arrow: the cursor left, or the board cursor a file left.
    Left,
    /// Right arrow: the cursor right, or the board cursor a file right.
    Right,
    /// Shift and the left arrow: the move before the one viewed that the engine's review
    /// marks.
    ShiftLeft,
    /// Shift and the right arrow: the next move the engine's review marks.
    ShiftRight,
    /// Up arrow: a move back in review, or the board cursor a rank up.
    Up,
    /// Down arrow: a move on in review, or the board cursor a rank down.
    Down,
    /// Home: the start of the line, or of the game in review.
    Home,
    /// End: the end of the line, or of the game in review.
    End,
    /// Page Up: a page back in the help or the move list.
    PageUp,
    /// Page Down: a page on in the help or the move list.
    PageDown,
    /// Tab: completes the move typed when one candidate is left; the next field of a form.
    Tab,
    /// Shift-Tab: the field before, in a form.
    BackTab,
    /// Escape: clears the line, closes a popup, or answers no.
    Esc,
    /// F1, for help.
    F1,
    /// F2, for the new-game form.
    F2,
    /// F3, for the saved games.
    F3,
    /// F4, for the engine's review of the game.
    F4,
    /// Ctrl-C, to quit.
    CtrlC,
    /// Ctrl-U, to clear the input line.
    CtrlU,
}
