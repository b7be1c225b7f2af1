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
        ("5m", "5"),
        ("1h30m", "90"),
        ("1h 30m 15s", "90.25"),
        ("1m30s+2", "1.5+2"),
        ("5 byo 3x30s", "5 byo 3x30s"),
        ("5m BYO 3x0.5", "5 byo 3x30s"),
        ("10s byo 2x5s", "10s byo 2x5s"),
        ("1h byo 5x1m", "60 byo 5x1"),
        ("5 canadian 10/5", "5 canadian 10/5"),
        ("5 Canadian 10/90s", "5 canadian 10/90s"),
        ("hourglass 3", "hourglass 3"),
        ("Hourglass 90s", "hourglass 1.5"),
        ("upcount", "upcount"),
        ("UPCOUNT", "upcount"),
        ("5 byo 3x30s vs 3 byo 3x30s", "5 byo 3x30s vs 3 byo 3x30s"),
        ("hourglass 3 vs hourglass 2", "hourglass 3 vs hourglass 2"),
        ("5 canadian 10/5 vs 5+3", "5 canadian 10/5 vs 5+3"),
        ("upcount vs upcount", "upcount"),
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
        "x", "five", "5q", "none,5", "40/", "1.2.3", ".", "5 5", "1e3",
    ] {
        assert!(
            matches!(error(text).kind, TimeControlErrorKind::BadTime { .. }),
            "{text}"
        );
    }
    assert_eq!(
        error("5q+3").to_string(),
        "time control '5q+3': the time '5q' is not a number of minutes (try 5)"
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
        error("5q vs 3").to_string(),
        "time control '5q vs 3', for White: the time '5q' is not a number of minutes (try 5)"
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
        pgn_error("*0").to_string(),
        "time control '*0': the time '0' is not more than zero (try *180)"
    );
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

/// Each mode of a DGT clock reads as what it is: the main time, then the overtime; an
/// hourglass; a count upward without a limit.
#[test]
fn byo_yomi_canadian_hourglass_and_upcount_read_as_their_modes() {
    let byo = control("5 byo 3x30s");
    assert_eq!(
        byo.periods(Color::White),
        [period(None, mins(5), Bonus::None)]
    );
    assert_eq!(
        byo.mode(Color::Black),
        ClockMode::ByoYomi {
            periods: 3,
            time: secs(30)
        }
    );
    assert_eq!(byo.initial_time(Color::White), mins(5) + secs(90));
    assert_eq!(
        control("5 canadian 10/5").mode(Color::White),
        ClockMode::Canadian {
            moves: 10,
            time: mins(5)
        }
    );
    let hourglass = control("hourglass 3");
    assert!(hourglass.is_hourglass() && !hourglass.is_untimed());
    assert_eq!(hourglass.initial_time(Color::Black), mins(3));
    let upcount = control("upcount");
    assert!(upcount.is_untimed() && upcount != TimeControl::untimed());
    assert_eq!(upcount.mode(Color::White), ClockMode::Upcount);
}

/// What a side's clock shows of its whole time left: the main time with the periods to
/// come, then the period running and those left, or the moves left in a Canadian period.
#[test]
fn the_face_shows_the_stage_a_side_is_in() {
    let byo = control("5 byo 3x30s");
    let cases = [
        (mins(6), secs(270), 3, false),
        (secs(91), secs(1), 3, false),
        (secs(90), secs(30), 3, true),
        (secs(61), secs(1), 3, true),
        (secs(60), secs(30), 2, true),
        (secs(12), secs(12), 1, true),
    ];
    for (left, shown, periods, begun) in cases {
        assert_eq!(
            byo.face(Color::White, left, 0),
            Face {
                shown,
                overtime: Some(Overtime::ByoYomi { periods, begun })
            },
            "{left:?}"
        );
    }
    let canadian = control("5 canadian 10/5");
    assert_eq!(
        canadian.face(Color::White, mins(7), 0),
        Face {
            shown: mins(2),
            overtime: Some(Overtime::Canadian { moves: None })
        }
    );
    assert_eq!(
        canadian.face(Color::White, mins(4), 3),
        Face {
            shown: mins(4),
            overtime: Some(Overtime::Canadian { moves: Some(7) })
        }
    );
    assert_eq!(
        control("5+3").face(Color::White, mins(4), 0),
        Face {
            shown: mins(4),
            overtime: None
        }
    );
    // Short of time by the period's own length in byo-yomi.
    assert!(!byo.is_short_of_time(Color::White, secs(60) + secs(11)));
    assert!(byo.is_short_of_time(Color::White, secs(60) + secs(9)));
}

/// Every malformed control of a new mode says what is wrong and shows the mode's example, in
/// both languages.
#[test]
fn malformed_modes_say_what_is_wrong_with_an_example() {
    use crate::i18n::Describe;
    use crate::i18n::Lang;
    let cases = [
        (
            "5 byo 0x30s",
            "time control '5 byo 0x30s': the number of periods '0' is not a whole number from 1 to 1000 (try 5 byo 3x30s)",
            "контроль времени «5 byo 0x30s»: число периодов «0» — не целое число от 1 до 1000 (например, 5 byo 3x30s)",
        ),
        (
            "5 byo 3x",
            "time control '5 byo 3x': the time of each period is missing (try 5 byo 3x30s)",
            "контроль времени «5 byo 3x»: не указано время каждого периода (например, 5 byo 3x30s)",
        ),
        (
            "5 byo 30s",
            "time control '5 byo 30s': byo-yomi is written as the main time, byo, and the periods and the time of each (try 5 byo 3x30s)",
            "контроль времени «5 byo 30s»: бёёми пишут так: основное время, byo, число периодов и время каждого (например, 5 byo 3x30s)",
        ),
        (
            "byo 3x30s",
            "time control 'byo 3x30s': byo-yomi is written as the main time, byo, and the periods and the time of each (try 5 byo 3x30s)",
            "контроль времени «byo 3x30s»: бёёми пишут так: основное время, byo, число периодов и время каждого (например, 5 byo 3x30s)",
        ),
        (
            "5+3 byo 3x30s",
            "time control '5+3 byo 3x30s': the time '5+3' is not a number of minutes (try 5 byo 3x30s)",
            "контроль времени «5+3 byo 3x30s»: время «5+3» — не число минут (например, 5 byo 3x30s)",
        ),
        (
            "5 byo 3x0s",
            "time control '5 byo 3x0s': the time '0s' is not more than zero (try 5 byo 3x30s)",
            "контроль времени «5 byo 3x0s»: время «0s» не больше нуля (например, 5 byo 3x30s)",
        ),
        (
            "hourglass 0",
            "time control 'hourglass 0': the time '0' is not more than zero (try hourglass 3)",
            "контроль времени «hourglass 0»: время «0» не больше нуля (например, hourglass 3)",
        ),
        (
            "hourglass",
            "time control 'hourglass': an hourglass is written as hourglass and the time of each side (try hourglass 3)",
            "контроль времени «hourglass»: песочные часы пишут так: hourglass и время каждой стороны (например, hourglass 3)",
        ),
        (
            "5 canadian 10/",
            "time control '5 canadian 10/': the time of each period is missing (try 5 canadian 10/5)",
            "контроль времени «5 canadian 10/»: не указано время каждого периода (например, 5 canadian 10/5)",
        ),
        (
            "5 canadian 0/5",
            "time control '5 canadian 0/5': the move count '0' is not a whole number from 1 to 1000 (try 5 canadian 10/5)",
            "контроль времени «5 canadian 0/5»: число ходов «0» — не целое число от 1 до 1000 (например, 5 canadian 10/5)",
        ),
        (
            "5 canadian 5",
            "time control '5 canadian 5': Canadian byo-yomi is written as the main time, canadian, and the moves and the time of each period (try 5 canadian 10/5)",
            "контроль времени «5 canadian 5»: канадское бёёми пишут так: основное время, canadian, число ходов и время каждого периода (например, 5 canadian 10/5)",
        ),
        (
            "upcount 5",
            "time control 'upcount 5': upcount is written alone: it has no time limit (try upcount)",
            "контроль времени «upcount 5»: upcount пишут одно слово: у него нет ограничения времени (например, upcount)",
        ),
        (
            "hourglass 3 vs 3",
            "time control 'hourglass 3 vs 3', for Black: an hourglass needs both sides on one (try hourglass 3 vs hourglass 2)",
            "контроль времени «hourglass 3 vs 3», для чёрных: песочные часы нужны обеим сторонам (например, hourglass 3 vs hourglass 2)",
        ),
        (
            "5 vs upcount",
            "time control '5 vs upcount', for Black: no time limit while the other side has one (try 5+3 vs 3+3, or none)",
            "контроль времени «5 vs upcount», для чёрных: нет ограничения времени, а у соперника есть (например, 5+3 vs 3+3 или «none»)",
        ),
        (
            "1h30x",
            "time control '1h30x': the time '1h30x' is not a number of minutes (try 5)",
            "контроль времени «1h30x»: время «1h30x» — не число минут (например, 5)",
        ),
        (
            "30m1h",
            "time control '30m1h': the time '30m1h' is not a number of minutes (try 5)",
            "контроль времени «30m1h»: время «30m1h» — не число минут (например, 5)",
        ),
    ];
    for (text, english, russian) in cases {
        let error = error(text);
        assert_eq!(error.describe(Lang::En), english, "{text}");
        assert_eq!(error.describe(Lang::Ru), russian, "{text}");
    }
}

/// Hourglasses are the PGN standard's sandclock; byo-yomi, Canadian byo-yomi and an upcount
/// are `?` or `-` there, and exact in hotseat's own tag.
#[test]
fn new_modes_go_to_pgn_as_the_standard_can_say_them() {
    let cases = [
        ("hourglass 3", "*180", None),
        ("5 byo 3x30s", "?", Some("5 byo 3x30s")),
        ("5 canadian 10/5", "?", Some("5 canadian 10/5")),
        ("upcount", "-", Some("upcount")),
        ("none", "-", None),
        ("5+3", "300+3", None),
        ("hourglass 3 vs hourglass 2", "?", None),
    ];
    for (text, tag, exact) in cases {
        let parsed = control(text);
        assert_eq!(parsed.to_pgn(), tag, "{text}");
        assert_eq!(parsed.exact_tag().as_deref(), exact, "{text}");
    }
    assert_eq!(
        TimeControl::from_pgn("*180"),
        Ok(Some(control("hourglass 3")))
    );
    assert_eq!(
        TimeControl::from_pgn_sides("*180", "*120"),
        Ok(Some(control("hourglass 3 vs hourglass 2")))
    );
    assert!(TimeControl::from_pgn_sides("*180", "180").is_err());
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
