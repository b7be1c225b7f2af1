//! What can happen to the app: key presses in its own small vocabulary, time passing, and
//! reports from the terminal layer.

use std::path::PathBuf;

/// A key the app responds to. The terminal layer turns its key events into these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    /// A printable character.
    Char(char),
    /// Enter or Return.
    Enter,
    /// Backspace.
    Backspace,
    /// Delete.
    Delete,
    /// Left arrow.
    Left,
    /// Right arrow.
    Right,
    /// Up arrow.
    Up,
    /// Down arrow.
    Down,
    /// Home.
    Home,
    /// End.
    End,
    /// Page Up.
    PageUp,
    /// Page Down.
    PageDown,
    /// Tab.
    Tab,
    /// Escape.
    Esc,
    /// F1, for help.
    F1,
    /// Ctrl-C, to quit.
    CtrlC,
    /// Ctrl-U, to clear the input line.
    CtrlU,
}

/// Everything [`super::App::update`] responds to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// A key was pressed.
    Key(Key),
    /// Time passed: clocks move on, and a flag may fall.
    Tick,
    /// The terminal was resized; nothing in the app changes, but the screen is redrawn.
    Resize,
    /// The program is about to be stopped (Ctrl-Z): the clocks pause until [`Message::Continue`].
    Suspend,
    /// The program runs again after being stopped.
    Continue,
    /// What became of a save the app asked for: the file written, or why it failed.
    Saved(Result<PathBuf, String>),
    /// Saving the game automatically failed (or works again, with `None`).
    AutosaveProblem(Option<String>),
}
