//! Drawing only: the screen as a pure function of the app's state.
