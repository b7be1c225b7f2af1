//! Time controls, as `--time`, the config file and the `TimeControl` tag of a PGN file write
//! them (with `WhiteTimeControl` and `BlackTimeControl` for time odds): a control read from
//! either form writes both forms, and each reads back to the same control and writes the same
//! text again.

use hotseat::game::time_control::TimeControl;
use hotseat::rules::Color;

/// Reads the text as a player's control and as a PGN tag; checks every round trip.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match TimeControl::parse(&text) {
        Ok(control) => assert_round_trip(&control),
        Err(error) => super::assert_one_line(&error.to_string()),
    }
    match TimeControl::from_pgn(&text) {
        Ok(Some(control)) => assert_round_trip(&control),
        Ok(None) => {}
        Err(error) => super::assert_one_line(&error.to_string()),
    }
}

/// Panics unless `control` reads back from both of its written forms.
fn assert_round_trip(control: &TimeControl) {
    let written = control.to_string();
    let read = TimeControl::parse(&written)
        .unwrap_or_else(|error| panic!("{written:?} as written is refused: {error}"));
    assert_eq!(&read, control, "{written:?}");
    assert_eq!(read.to_string(), written);
    let (white, black) = (
        control.side_to_pgn(Color::White),
        control.side_to_pgn(Color::Black),
    );
    let read = TimeControl::from_pgn_sides(&white, &black)
        .unwrap_or_else(|error| panic!("the tags {white:?} {black:?} are refused: {error}"));
    assert_eq!(read.as_ref(), Some(control), "{white:?} {black:?}");
    if !control.has_odds() {
        let tag = control.to_pgn();
        let read = TimeControl::from_pgn(&tag)
            .unwrap_or_else(|error| panic!("the tag {tag:?} is refused: {error}"));
        assert_eq!(read.as_ref(), Some(control), "{tag:?}");
        assert_eq!(control.to_pgn(), tag);
    }
    for color in Color::ALL {
        let _ = control.initial_time(color);
    }
}
