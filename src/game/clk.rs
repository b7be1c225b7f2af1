//! Lengths of time as text: as the screen's sentences show them (`1:30`), and as the PGN
//! comment commands `[%clk]`, `[%emt]` and `[%clkadj]` write them (`h:mm:ss`, with tenths
//! under a minute), read back in every usual form.

use std::time::Duration;

/// A length of time in whole seconds as a clock shows it: `h:mm:ss` from an hour up, `m:ss`
/// below (`1:02:03`, `1:30`, `0:15`); truncated.
pub fn format_whole_seconds(value: Duration) -> String {
    let secs = value.as_secs();
    let (hours, minutes, seconds) = (secs / 3600, secs / 60 % 60, secs % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// The value of a PGN `[%clk ...]` comment: `h:mm:ss` (`0:04:58`), with tenths under a minute
/// (`0:00:45.3`). Truncates like [`format_clock`](super::clock::format_clock).
pub fn format_clk(value: Duration) -> String {
    let secs = value.as_secs();
    let (hours, minutes, seconds) = (secs / 3600, secs / 60 % 60, secs % 60);
    if value < Duration::from_secs(60) {
        let tenths = value.subsec_millis() / 100;
        format!("{hours}:{minutes:02}:{seconds:02}.{tenths}")
    } else {
        format!("{hours}:{minutes:02}:{seconds:02}")
    }
}

/// Reads a PGN `[%clk ...]` value: `h:mm:ss`, `h:mm:ss.s`, `m:ss` or seconds alone, with up
/// to nine decimals on the seconds. Minutes and seconds after the first field are under 60.
/// `None` for anything else.
pub fn parse_clk(text: &str) -> Option<Duration> {
    // Read byte by byte: this runs for every move of a PGN file with clock comments.
    let bytes = text.trim().as_bytes();
    let (whole, fraction) = match bytes.iter().position(|&b| b == b'.') {
        Some(point) => (&bytes[..point], Some(&bytes[point + 1..])),
        None => (bytes, None),
    };
    let mut total: u64 = 0;
    for (i, field) in whole.split(|&b| b == b':').enumerate() {
        let value = parse_clk_field(field)?;
        if i >= 3 || (i > 0 && value >= 60) {
            return None;
        }
        total = total.checked_mul(60)?.checked_add(value)?;
    }
    let nanos = match fraction {
        None => 0,
        Some(digits) => parse_fraction_nanos(digits)?,
    };
    Some(Duration::new(total, nanos))
}

/// One field of a clock value: 1 to 18 ASCII digits.
fn parse_clk_field(field: &[u8]) -> Option<u64> {
    if field.is_empty() || field.len() > 18 {
        return None;
    }
    field.iter().try_fold(0u64, |value, &b| {
        b.is_ascii_digit().then(|| value * 10 + u64::from(b - b'0'))
    })
}

/// The decimals after a seconds field as nanoseconds: 1 to 9 digits.
fn parse_fraction_nanos(digits: &[u8]) -> Option<u32> {
    if digits.is_empty() || digits.len() > 9 {
        return None;
    }
    let value = digits.iter().try_fold(0u32, |value, &b| {
        b.is_ascii_digit().then(|| value * 10 + u32::from(b - b'0'))
    })?;
    Some(value * 10u32.pow(9 - digits.len() as u32))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_in_sentences_show_whole_seconds_and_hours_only_when_there_are_some() {
        let cases = [
            (Duration::from_millis(15_900), "0:15"),
            (Duration::from_secs(90), "1:30"),
            (Duration::from_secs(3723), "1:02:03"),
            (Duration::ZERO, "0:00"),
        ];
        for (time, text) in cases {
            assert_eq!(format_whole_seconds(time), text, "{time:?}");
        }
    }

    #[test]
    fn clk_values_are_written_as_pgn_clocks_do() {
        let cases = [
            (Duration::from_secs(298), "0:04:58"),
            (Duration::from_secs(3 * 3600 + 300), "3:05:00"),
            (Duration::from_secs(60), "0:01:00"),
            (Duration::from_millis(59_999), "0:00:59.9"),
            (Duration::from_millis(45_370), "0:00:45.3"),
            (Duration::ZERO, "0:00:00.0"),
        ];
        for (value, text) in cases {
            assert_eq!(format_clk(value), text, "{value:?}");
            // What was written reads back as the value, truncated as the text shows it.
            let shown = if value < Duration::from_secs(60) {
                Duration::from_millis(value.as_millis() as u64 / 100 * 100)
            } else {
                Duration::from_secs(value.as_secs())
            };
            assert_eq!(parse_clk(text), Some(shown), "{text}");
            assert_eq!(format_clk(shown), text);
        }
    }

    #[test]
    fn clk_values_are_read_in_every_usual_form() {
        let cases = [
            ("0:05:00", Some(Duration::from_secs(300))),
            ("1:59:58", Some(Duration::from_secs(7198))),
            (" 0:00:45.3 ", Some(Duration::from_millis(45_300))),
            ("0:00:05.25", Some(Duration::from_millis(5_250))),
            ("4:58", Some(Duration::from_secs(298))),
            ("90:00", Some(Duration::from_secs(5400))),
            ("45", Some(Duration::from_secs(45))),
            ("45.123456789", Some(Duration::new(45, 123_456_789))),
            ("", None),
            ("a:b", None),
            ("0:60:00", None),
            ("0:00:60", None),
            ("1:2:3:4", None),
            ("0:04:5x", None),
            ("-1:00:00", None),
            ("0:00:45.", None),
            ("0:00:45.1234567890", None),
            ("0::45", None),
            ("99999999999999999999:00:00", None),
        ];
        for (text, value) in cases {
            assert_eq!(parse_clk(text), value, "{text:?}");
        }
    }
}
