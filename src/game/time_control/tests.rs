//! Time controls as players write them and as PGN tags hold them: every form read, written
//! back in its canonical form, each mistake refused with the part that is wrong, time odds.

use super::*;

/// A control that must be valid.
pub(in crate::game) fn control(text: &str) -> TimeControl {
    TimeControl::parse(text).expect("a valid control")
}

/// `s` seconds.
pub(in crate::game) fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// `m` minutes.
pub(in crate::game) fn mins(m: u64) -> Duration {
    Duration::from_secs(m * 60)
}

fn period(moves: Option<u32>, time: Duration, bonus: Bonus) -> Period {
    Period { moves, time, bonus }
}

#[test]
fn every_form_of_control_parses() {
    assert!(control("none").is_untimed());
    assert!(control(" NONE ").is_untimed());
    let sudden = |time| vec![period(None, time, Bonus::None)];
    assert_eq!(control("5").periods(Color::White), sudden(mins(5)));
    assert_eq!(control("0.5").periods(Color::White), sudden(secs(30)));
    assert_eq!(control("0.05").periods(Color::White), sudden(secs(3)));
    assert_eq!(control(".25").periods(Color::White), sudden(secs(15)));
    assert_eq!(control("90s").periods(Color::White), sudden(secs(90)));
    assert_eq!(
        control("5+3").periods(Color::White),
        [period(None, mins(5), Bonus::Increment(secs(3)))]
    );
    assert_eq!(
        control("15d5").periods(Color::White),
        [period(None, mins(15), Bonus::Delay(secs(5)))]
    );
    assert_eq!(
        control("15B5").periods(Color::White),
        [period(None, mins(15), Bonus::Bronstein(secs(5)))]
    );
    assert_eq!(
        control(" 40/90+30 , 30+30 ").periods(Color::White),
        [
            period(Some(40), mins(90), Bonus::Increment(secs(30))),
            period(None, mins(30), Bonus::Increment(secs(30))),
        ]
    );
    assert_eq!(
        control("40/120,20/60").periods(Color::White),
        [
            period(Some(40), mins(120), Bonus::None),
            period(Some(20), mins(60), Bonus::None),
        ]
    );
    assert_eq!(control("1440").initial_time(Color::Black), secs(24 * 3600));
    // A zero bonus is no bonus.
    assert_eq!(control("5+0"), control("5"));
    assert_eq!(control("5d0"), control("5"));
}

#[test]
fn display_writes_the_canonical_form_back() {
    let cases = [
        ("none", "none"),
        ("5", "5"),
        ("5.0", "5"),
        ("0.5", "0.5"),
        ("0.05", "0.05"),
        ("0.25", "0.25"),
        ("63s", "1.05"),
        ("90s", "1.5"),
        ("100s", "100s"),
        ("5+0", "5"),
        ("5+3", "5+3"),
        ("15d5", "15d5"),
        ("15b5", "15b5"),
        ("40/90+30, 30+30", "40/90+30,30+30"),
        ("40/120,20/60", "40/120,20/60"),
        ("40/90", "40/90"),
        ("40/90,20/60d10,30b5", "40/90,20/60d10,30b5"),
    ];
    for (text, canonical) in cases {
        let parsed = control(text);
        assert_eq!(parsed.to_string(), canonical, "{text}");
        assert_eq!(control(canonical), parsed, "{text}");
        assert_eq!(canonical.parse::<TimeControl>(), Ok(parsed));
    }
}

fn error(text: &str) -> TimeControlError {
    TimeControl::parse(text).expect_err("an invalid control")
}

/// A control with control characters in it is quoted with them escaped, on one line.
#[test]
fn refusals_escape_control_characters() {
    assert_eq!(
        error("A\0\r30").to_string(),
        "time control 'A\\0\\r30': the time 'A\\0\\r30' is not a number of minutes (try 5)"
    );
    let tag = TimeControl::from_pgn("300+\u{1b}[2J").expect_err("not a tag");
    assert!(!tag.to_string().contains(char::is_control), "{tag}");
}

#[test]
fn the_increment_error_reads_as_a_sentence() {
    assert_eq!(
        error("5+x").to_string(),
        "time control '5+x': the increment 'x' is not a number of seconds (try 5+3)"
    );
}

#[test]
fn empty_controls_and_periods_are_refused() {
    assert!(matches!(error("").kind, TimeControlErrorKind::Empty { .. }));
    assert!(matches!(
        error("  ").kind,
        TimeControlErrorKind::Empty { .. }
    ));
    assert_eq!(
        error("5+3,").to_string(),
        "time control '5+3,': period 2 is empty (try 40/90+30,30+30)"
    );
    for (text, number) in [("40/90,,30", 2), (",5", 1), ("40/90, ", 2)] {
        assert!(
            matches!(error(text).kind, TimeControlErrorKind::EmptyPeriod { number: n, .. } if n == number),
            "{text}"
        );
    }
}

#[test]
fn bad_move_counts_are_refused() {
    for text in [
        "x/90",
        "0/90",
        "/90",
        "1001/90",
        "-4/90",
        "+4/90",
        "99999999999/90",
    ] {
        assert!(
            matches!(error(text).kind, TimeControlErrorKind::BadMoves { .. }),
            "{text}"
        );
    }
    assert_eq!(
        error("0/90").to_string(),
        "time control '0/90': the move count '0' is not a whole number from 1 to 1000 (try 40/90)"
    );
}

#[test]
fn bad_times_are_refused() {
    for text in [
        "x", "five", "5m", "none,5", "40/", "1.2.3", ".", "5 5", "1e3",
    ] {
        assert!(
            matches!(error(text).kind, TimeControlErrorKind::BadTime { .. }),
            "{text}"
        );
    }
    assert_eq!(
        error("5m+3").to_string(),
        "time control '5m+3': the time '5m' is not a number of minutes (try 5)"
    );
    assert!(error("5xs").to_string().contains("not a number of seconds"));
}

#[test]
fn zero_and_negative_times_are_refused() {
    for text in ["0", "0+3", "-5", "0.0", "0s", "40/90,0"] {
        assert!(
            matches!(error(text).kind, TimeControlErrorKind::NotPositive { .. }),
            "{text}"
        );
    }
    assert_eq!(
        error("-5").to_string(),
        "time control '-5': the time '-5' is not more than zero (try 5)"
    );
}

#[test]
fn fractions_of_seconds_are_refused() {
    for text in ["0.001", "0.125", "1.5s", "5+1.5", "15d0.5", "15b2.25"] {
        assert!(
            matches!(
                error(text).kind,
                TimeControlErrorKind::NotWholeSeconds { .. }
            ),
            "{text}"
        );
    }
    assert_eq!(
        error("5+1.5").to_string(),
        "time control '5+1.5': the increment '1.5' is not a whole number of seconds (try 5+3)"
    );
}

#[test]
fn absurd_lengths_are_refused() {
    let huge = "9".repeat(60);
    for text in [
        "1441",
        "86401s",
        "5+3601",
        "15d3601",
        huge.as_str(),
        &format!("5+{huge}"),
    ] {
        assert!(
            matches!(error(text).kind, TimeControlErrorKind::TooLong { .. }),
            "{text}"
        );
    }
    assert_eq!(
        error("1441").to_string(),
        "time control '1441': the time '1441' is more than 24 hours (try 5)"
    );
    assert_eq!(
        error("5+3601").to_string(),
        "time control '5+3601': the increment '3601' is more than an hour (try 5+3)"
    );
}

#[test]
fn bad_bonuses_are_refused() {
    for text in ["5+x", "5+", "15d", "15bx", "5+-3", "5+3d2", "5++3"] {
        assert!(
            matches!(error(text).kind, TimeControlErrorKind::BadBonus { .. }),
            "{text}"
        );
    }
    assert_eq!(
        error("15dx").to_string(),
        "time control '15dx': the delay 'x' is not a number of seconds (try 15d5)"
    );
    assert_eq!(
        error("15b").to_string(),
        "time control '15b': the Bronstein delay '' is not a number of seconds (try 15b5)"
    );
}

#[test]
fn a_period_after_one_without_a_move_count_is_refused() {
    assert_eq!(
        error("90+30,30+30").to_string(),
        "time control '90+30,30+30': period 1 has no move count, so the periods after it \
         would never start (try 40/90+30,30+30)"
    );
    assert!(matches!(
        error("40/90,60,30").kind,
        TimeControlErrorKind::UnreachablePeriod { number: 2, .. }
    ));
}

// ---- Time odds ------------------------------------------------------------------------

#[test]
fn time_odds_give_each_side_its_own_control() {
    let odds = control("5+3 vs 3+2");
    assert!(odds.has_odds());
    assert_eq!(
        odds.periods(Color::White),
        [period(None, mins(5), Bonus::Increment(secs(3)))]
    );
    assert_eq!(
        odds.periods(Color::Black),
        [period(None, mins(3), Bonus::Increment(secs(2)))]
    );
    assert_eq!(odds.initial_time(Color::White), mins(5));
    assert_eq!(odds.initial_time(Color::Black), mins(3));
    assert_eq!(odds.side(Color::Black), control("3+2"));
    // Any case, with or without spaces; periods on either side.
    assert_eq!(control("5+3VS3+2"), odds);
    assert_eq!(control(" 90s vs 60s "), control("1.5 vs 1"));
    let periods = control("40/90+30,30+30 vs 40/60+30,15+30");
    assert_eq!(periods.periods(Color::Black).len(), 2);
    // The same on both sides is no odds; both untimed is untimed.
    assert_eq!(control("5+3 vs 5+3"), control("5+3"));
    assert!(!control("5+3 vs 5+3").has_odds());
    assert!(control("none vs none").is_untimed());
}

#[test]
fn time_odds_are_written_back_as_they_read() {
    for (text, canonical) in [
        ("5+3 vs 3+2", "5+3 vs 3+2"),
        ("5 VS 4", "5 vs 4"),
        ("90svs60s", "1.5 vs 1"),
        ("40/90+30,30+30 vs 60+30", "40/90+30,30+30 vs 60+30"),
        ("5+3 vs 5+3", "5+3"),
    ] {
        let parsed = control(text);
        assert_eq!(parsed.to_string(), canonical, "{text}");
        assert_eq!(control(canonical), parsed, "{text}");
    }
}

#[test]
fn time_odds_errors_name_the_side_that_is_wrong() {
    assert_eq!(
        error("5+3 vs 3+x").to_string(),
        "time control '5+3 vs 3+x', for Black: the increment 'x' is not a number of \
         seconds (try 5+3)"
    );
    assert_eq!(
        error("5m vs 3").to_string(),
        "time control '5m vs 3', for White: the time '5m' is not a number of minutes (try 5)"
    );
    let refused = error("5 vs ");
    assert_eq!(refused.side, Some(Color::Black));
    assert_eq!(
        refused.to_string(),
        "time control '5 vs', for Black: nothing is written (try 5+3 vs 3+3)"
    );
    assert_eq!(error("vs 5").side, Some(Color::White));
    assert_eq!(
        error("5 vs 4 vs 3").to_string(),
        "time control '5 vs 4 vs 3': a control has two sides at most: White's vs Black's \
         (try 5+3 vs 3+3)"
    );
    assert_eq!(
        error("none vs 5").to_string(),
        "time control 'none vs 5', for White: no time limit while the other side has one \
         (try 5+3 vs 3+3, or none)"
    );
    assert_eq!(error("5 vs none").side, Some(Color::Black));
    // Without odds, no side is named.
    assert_eq!(error("5+x").side, None);
}

#[test]
fn time_odds_go_to_pgn_as_each_sides_tag() {
    let odds = control("5+3 vs 3+2");
    assert_eq!(odds.to_pgn(), "?");
    assert_eq!(odds.side_to_pgn(Color::White), "300+3");
    assert_eq!(odds.side_to_pgn(Color::Black), "180+2");
    assert_eq!(
        TimeControl::from_pgn_sides("300+3", "180+2"),
        Ok(Some(odds))
    );
    assert_eq!(
        TimeControl::from_pgn_sides("300", "300"),
        Ok(Some(control("5")))
    );
    assert_eq!(TimeControl::from_pgn_sides("?", "300"), Ok(None));
    let refused = TimeControl::from_pgn_sides("300", "180+x").unwrap_err();
    assert_eq!(refused.side, Some(Color::Black));
    assert_eq!(
        refused.to_string(),
        "time control '180+x', for Black: the increment 'x' is not a number of seconds \
         (try 300+3)"
    );
    assert_eq!(
        TimeControl::from_pgn_sides("-", "300").unwrap_err().kind,
        TimeControlErrorKind::UntimedSide
    );
}

// ---- PGN TimeControl tag -------------------------------------------------------------

#[test]
fn pgn_tags_round_trip_for_every_form() {
    let cases = [
        ("none", "-"),
        ("5", "300"),
        ("0.5", "30"),
        ("0.05", "3"),
        ("100s", "100"),
        ("5+3", "300+3"),
        ("15d5", "900d5"),
        ("15b5", "900b5"),
        ("40/90+30,30+30", "40/5400+30:1800+30"),
        ("40/120,20/60", "40/7200:20/3600"),
        ("40/90", "40/5400"),
        ("40/90d30,30b10", "40/5400d30:1800b10"),
    ];
    for (text, tag) in cases {
        let parsed = control(text);
        assert_eq!(parsed.to_pgn(), tag, "{text}");
        assert_eq!(TimeControl::from_pgn(tag), Ok(Some(parsed)), "{tag}");
    }
}

#[test]
fn pgn_tags_from_other_programs_are_read() {
    assert_eq!(TimeControl::from_pgn("300+0"), Ok(Some(control("5"))));
    assert_eq!(TimeControl::from_pgn("15+0"), Ok(Some(control("0.25"))));
    assert_eq!(TimeControl::from_pgn(" 180+2 "), Ok(Some(control("3+2"))));
    assert_eq!(TimeControl::from_pgn("?"), Ok(None));
    assert_eq!(TimeControl::from_pgn("-"), Ok(Some(TimeControl::untimed())));
}

#[test]
fn bad_pgn_tags_are_refused_with_pgn_examples() {
    let pgn_error = |tag| TimeControl::from_pgn(tag).expect_err("an invalid tag");
    assert_eq!(
        pgn_error("*180").to_string(),
        "time control '*180': sandclock time controls are not supported (try 300)"
    );
    assert!(matches!(
        pgn_error("*180").kind,
        TimeControlErrorKind::Sandclock
    ));
    assert!(matches!(
        pgn_error("").kind,
        TimeControlErrorKind::Empty { .. }
    ));
    assert_eq!(
        pgn_error("300+x").to_string(),
        "time control '300+x': the increment 'x' is not a number of seconds (try 300+3)"
    );
    assert!(matches!(
        pgn_error("40/5400:").kind,
        TimeControlErrorKind::EmptyPeriod { number: 2, .. }
    ));
    assert!(matches!(
        pgn_error("300.5").kind,
        TimeControlErrorKind::NotWholeSeconds { .. }
    ));
    // In PGN a time is in seconds, without a unit.
    assert_eq!(
        pgn_error("300s").to_string(),
        "time control '300s': the time '300s' is not a number of seconds (try 300)"
    );
    assert!(matches!(
        pgn_error("0").kind,
        TimeControlErrorKind::NotPositive { .. }
    ));
    assert!(matches!(
        pgn_error("86401").kind,
        TimeControlErrorKind::TooLong { .. }
    ));
    assert!(matches!(
        pgn_error("5400:1800").kind,
        TimeControlErrorKind::UnreachablePeriod { .. }
    ));
}

/// Messages quote the whole of what was written, and units may go on the bonus too.
#[test]
fn the_whole_input_is_quoted_and_bonuses_take_units() {
    assert_eq!(
        error("abc").to_string(),
        "time control 'abc': the time 'abc' is not a number of minutes (try 5)"
    );
    assert_eq!(
        error("5bx").to_string(),
        "time control '5bx': the Bronstein delay 'x' is not a number of seconds (try 15b5)"
    );
    assert_eq!(control("90s+5s"), control("90s+5"));
    assert_eq!(control("5+3s"), control("5+3"));
    assert_eq!(control("15d5s"), control("15d5"));
    assert_eq!(
        error("5+3m").to_string(),
        "time control '5+3m': the increment '3m' is not a number of seconds (try 5+3)"
    );
}
