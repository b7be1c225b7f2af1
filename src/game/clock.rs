//! Chess clocks: time controls and the clock that runs them.
