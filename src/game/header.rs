//! What is written with a game besides its moves: the players, the event, the date, the time
//! control, and which side the board showed at the bottom.

use std::time::{SystemTime, UNIX_EPOCH};

use super::time_control::TimeControl;
use crate::phrase;
use crate::rules::{ByColor, Color};
use crate::sentence::{Phrase, Sentence};

/// The name a side's player was given, from the names of a game; `None` when the side goes by
/// its own name (`White`, as a game is saved when no name was given, or nothing at all).
pub fn given_name(names: &ByColor<String>, color: Color) -> Option<&str> {
    let name = names.get(color).trim();
    (!name.is_empty() && name != color.name()).then_some(name)
}

/// The tags of a game that are not derived from the game itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// `Event`: what the game was part of (`?` when nothing).
    pub event: String,
    /// `Site`: where it was played (`?` when unknown).
    pub site: String,
    /// `Date`, as `YYYY.MM.DD`.
    pub date: String,
    /// `UTCTime`, the time the game began, as `HH:MM:SS` (UTC), when known.
    pub time: Option<String>,
    /// `Round`: the round of its event (`?`, or `-` for none).
    pub round: String,
    /// The players' names, for `White` and `Black`.
    pub names: ByColor<String>,
    /// The time control, for `TimeControl`.
    pub time_control: TimeControl,
    /// Which side was at the bottom of the board, when the game was saved by hotseat.
    pub flip: Option<Flip>,
    /// Whether its moves were played as soon as they were named (`--instant`), as hotseat
    /// keeps it with the game.
    pub instant: bool,
    /// Whether moves may be taken back; `false` for a game that forbids it (`--takebacks
    /// off`), as hotseat keeps it with the game.
    pub takebacks: bool,
    /// Further tag pairs, written after the standard ones.
    pub extra: Vec<(String, String)>,
}

impl Default for Header {
    fn default() -> Header {
        Header {
            event: "Casual game".to_string(),
            site: "hotseat".to_string(),
            date: "????.??.??".to_string(),
            time: None,
            round: "-".to_string(),
            // Players without names go by their sides.
            names: ByColor::new_with(|color| color.name().to_string()),
            time_control: TimeControl::untimed(),
            flip: None,
            instant: false,
            takebacks: true,
            extra: Vec::new(),
        }
    }
}

impl Header {
    /// Dates the header with the moment a game begins: `Date` and `UTCTime`, in UTC.
    pub fn dated(self, began: SystemTime) -> Header {
        let (date, time) = utc_date_and_time(began);
        Header {
            date,
            time: Some(time),
            ..self
        }
    }
}

/// A moment as the players are shown it, to the minute, in UTC, as `hotseat games` dates
/// games: `2026-11-30 13:18 UTC`.
pub fn utc_minute(moment: SystemTime) -> String {
    let (date, time) = utc_date_and_time(moment);
    format!(
        "{} {} UTC",
        date.replace('.', "-"),
        time.get(..5).unwrap_or(&time)
    )
}

/// A moment as PGN writes it, in UTC: `2026.11.30` and `13:18:05`.
fn utc_date_and_time(moment: SystemTime) -> (String, String) {
    let secs = moment
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    let (year, month, day) = civil_from_days((secs / 86_400) as i64);
    let of_day = secs % 86_400;
    (
        format!("{year:04}.{month:02}.{day:02}"),
        format!(
            "{:02}:{:02}:{:02}",
            of_day / 3600,
            of_day / 60 % 60,
            of_day % 60
        ),
    )
}

/// The calendar date of a day counted from 1970-01-01 (H. Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// Which side of the board is at the bottom of the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, strum::Display, strum::IntoStaticStr)]
#[strum(serialize_all = "lowercase")]
pub enum Flip {
    /// White at the bottom.
    #[default]
    White,
    /// Black at the bottom.
    Black,
    /// The side to move at the bottom, turning after each move.
    Auto,
}

impl Flip {
    /// Every orientation, in the order the help lists them.
    pub const ALL: [Flip; 3] = [Flip::White, Flip::Black, Flip::Auto];

    /// The word for it on the command line and in saved games: `white`, `black`, `auto`.
    pub fn name(self) -> &'static str {
        self.into()
    }
}

/// The error for an orientation other than `white`, `black` or `auto`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct FlipError(pub String);

impl Sentence for FlipError {
    fn phrase(&self) -> Phrase<'_> {
        phrase!("flip-error", text = &self.0)
    }
}

crate::read_by_word!(Flip, FlipError);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_counted_right() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_422), (2025, 11, 30));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        let moment = UNIX_EPOCH + std::time::Duration::from_secs(20_422 * 86_400 + 47_885);
        let header = Header::default().dated(moment);
        assert_eq!(header.date, "2025.11.30");
        assert_eq!(header.time.as_deref(), Some("13:18:05"));
        assert_eq!(utc_minute(moment), "2025-11-30 13:18 UTC");
    }

    #[test]
    fn orientations_read_back_what_they_write() {
        for flip in Flip::ALL {
            assert_eq!(flip.to_string().parse(), Ok(flip));
        }
        assert_eq!("AUTO".parse(), Ok(Flip::Auto));
        assert_eq!(
            "sideways".parse::<Flip>().unwrap_err().to_string(),
            "'sideways' is not a side of the board: expected white, black or auto"
        );
    }
}
