//! The index's lines: tab-separated fields, each escaped, each line sealed with a checksum of
//! its text, so that a line cut short by a crash or changed by hand does not read. What a line
//! says: a file in the folder with its place in the list and what the index knows of it, a
//! file added or gone, or the folder as a listing found it.

use std::time::{Duration, UNIX_EPOCH};

use std::fs::Metadata;

use super::super::order::Order;
use crate::game::GameVariant;
use crate::game::time_control::TimeControl;
use crate::rules::ByColor;

/// How long after a file's time of change the index trusts what it read, and after the
/// folder's a listing of its names: a file or a folder changed again within the resolution
/// of the file system's clock may keep its time.
pub(in crate::store) const SETTLED: Duration = Duration::from_secs(2);

/// What the list of saved games says of a game: kept in the index, so that a file is read
/// only when it changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// The players' names.
    pub names: ByColor<String>,
    /// The half-moves played.
    pub plies: usize,
    /// The result as PGN writes it and the reason's name (`1-0`, `checkmate`); `None` while
    /// the game goes on.
    pub outcome: Option<(String, String)>,
    /// The time control.
    pub control: TimeControl,
    /// Which chess the game plays.
    pub variant: GameVariant,
}

/// What a file held when it was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::store) enum Held {
    /// A game, placed in the list by this moment (`2026-11-30-131805`).
    Game { stamp: String, summary: Summary },
    /// Nothing that reads as a game.
    Damaged,
}

impl Held {
    /// Whether the file held a game still going.
    pub fn is_unfinished(&self) -> bool {
        matches!(self, Held::Game { summary, .. } if summary.outcome.is_none())
    }
}

/// A file's size and time of change, which tell whether it changed since it was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::store) struct Seen {
    pub size: u64,
    /// Nanoseconds since 1970.
    pub modified: u128,
}

impl Seen {
    /// The size and time of change in `metadata`; `None` where the system gives no time.
    pub fn of(metadata: &Metadata) -> Option<Seen> {
        Some(Seen {
            size: metadata.len(),
            modified: nanos(metadata.modified().ok()?)?,
        })
    }
}

/// A moment as nanoseconds since 1970; `None` before.
pub(in crate::store) fn nanos(time: std::time::SystemTime) -> Option<u128> {
    Some(time.duration_since(UNIX_EPOCH).ok()?.as_nanos())
}

/// What the index knows of a file: how it was seen when it was read, when that was, and what
/// it held.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::store) struct Known {
    pub seen: Seen,
    /// When the file was read, in nanoseconds since 1970.
    pub checked: u128,
    pub held: Held,
}

impl Known {
    /// What the file held, if it is `seen` as it is now and was read long enough after its
    /// last change that a later change would have changed its time.
    pub fn held_now(&self, seen: Seen) -> Option<Held> {
        let settled = self.seen.modified.saturating_add(SETTLED.as_nanos()) <= self.checked;
        (self.seen == seen && settled).then(|| self.held.clone())
    }

    fn fields(&self) -> Vec<String> {
        let mut fields = vec![
            self.seen.size.to_string(),
            self.seen.modified.to_string(),
            self.checked.to_string(),
        ];
        match &self.held {
            Held::Damaged => fields.push("damaged".to_string()),
            Held::Game { summary, .. } => {
                let (result, reason) = summary.outcome.clone().unwrap_or_default();
                fields.extend([
                    "game".to_string(),
                    escape(&summary.names.white),
                    escape(&summary.names.black),
                    summary.plies.to_string(),
                    escape(&result),
                    escape(&reason),
                    escape(&summary.control.to_string()),
                    escape(&summary.variant.to_string()),
                ]);
            }
        }
        fields
    }

    /// Reads the fields [`Known::fields`] wrote; a game is placed at `stamp`.
    fn parse(fields: &[&str], stamp: &str) -> Option<Known> {
        let [size, modified, checked, kind, rest @ ..] = fields else {
            return None;
        };
        let seen = Seen {
            size: size.parse().ok()?,
            modified: modified.parse().ok()?,
        };
        let held = match (*kind, rest) {
            ("damaged", []) => Held::Damaged,
            // A line written before the variants came in has no variant: standard chess.
            ("game", [white, black, plies, result, reason, control, variant @ ..])
                if variant.len() <= 1 =>
            {
                let result = unescape(result)?;
                let outcome = (!result.is_empty()).then_some((result, unescape(reason)?));
                Held::Game {
                    stamp: stamp.to_string(),
                    summary: Summary {
                        names: ByColor {
                            white: unescape(white)?,
                            black: unescape(black)?,
                        },
                        plies: plies.parse().ok()?,
                        outcome,
                        control: TimeControl::parse(&unescape(control)?).ok()?,
                        variant: match variant {
                            [word] => GameVariant::from_name(&unescape(word)?)?,
                            _ => GameVariant::default(),
                        },
                    },
                }
            }
            _ => return None,
        };
        Some(Known {
            seen,
            checked: checked.parse().ok()?,
            held,
        })
    }
}

/// A file in the folder: its place in the list, and what the index knows of it, if anything.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::store) struct Entry {
    pub order: Order,
    pub known: Option<Known>,
}

impl Entry {
    /// The entry's line.
    pub fn line(&self) -> String {
        seal(&self.fields())
    }

    fn fields(&self) -> Vec<String> {
        let mut fields = vec![
            escape(&self.order.name),
            escape(&self.order.stamp),
            self.order.number.to_string(),
        ];
        match &self.known {
            Some(known) => fields.extend(known.fields()),
            None => fields.push("-".to_string()),
        }
        fields
    }

    /// Whether the file may hold a game still going: it does, or it was not read.
    pub fn may_be_unfinished(&self) -> bool {
        match &self.known {
            None => true,
            Some(known) => known.held.is_unfinished(),
        }
    }

    /// The entry a line holds, when it reads.
    pub fn read(line: &[u8]) -> Option<Entry> {
        Entry::parse(&open(line)?)
    }

    fn parse(fields: &[&str]) -> Option<Entry> {
        let [name, stamp, number, known @ ..] = fields else {
            return None;
        };
        let order = Order {
            stamp: unescape(stamp)?,
            number: number.parse().ok()?,
            name: unescape(name)?,
        };
        let known = match known {
            ["-"] => None,
            fields => Some(Known::parse(fields, &order.stamp)?),
        };
        Some(Entry { order, known })
    }
}

/// The folder's names as a listing found them: its time of change then, when the listing
/// began, and the names' fingerprint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::store) struct Listed {
    /// The folder's time of change, the same before and after the listing.
    pub modified: u128,
    /// When the listing began.
    pub at: u128,
    pub names: Fingerprint,
}

impl Listed {
    /// Whether the listing was made long enough after the folder's last change that any later
    /// change has another time.
    pub fn is_settled(&self) -> bool {
        self.modified.saturating_add(SETTLED.as_nanos()) <= self.at
    }
}

/// A set of names in brief: how many, and the sum of their hashes; two sets with the same
/// fingerprint are, but for a chance of one in 2⁶⁴, the same set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(in crate::store) struct Fingerprint {
    pub count: u64,
    pub sum: u64,
}

impl Fingerprint {
    pub fn add(&mut self, name: &str) {
        self.count = self.count.wrapping_add(1);
        self.sum = self.sum.wrapping_add(name_hash(name));
    }

    pub fn remove(&mut self, name: &str) {
        self.count = self.count.wrapping_sub(1);
        self.sum = self.sum.wrapping_sub(name_hash(name));
    }
}

/// A line of the journal, the part of the index that grows by appending.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::store) enum Change {
    /// What a file held when read again: `=`.
    Known(Entry),
    /// A file that joined the folder, with what is known of it: `+`.
    Added(Entry),
    /// A file that left the folder: `-`.
    Removed(String),
    /// The folder listed: `@`. Its names are those of the index up to this line.
    Listed(Listed),
}

impl Change {
    /// The change's line.
    pub fn line(&self) -> String {
        let mut fields = Vec::new();
        match self {
            Change::Known(entry) => {
                fields.push("=".to_string());
                fields.extend(entry.fields());
            }
            Change::Added(entry) => {
                fields.push("+".to_string());
                fields.extend(entry.fields());
            }
            Change::Removed(name) => fields.extend(["-".to_string(), escape(name)]),
            Change::Listed(listed) => fields.extend([
                "@".to_string(),
                listed.modified.to_string(),
                listed.at.to_string(),
                listed.names.count.to_string(),
                listed.names.sum.to_string(),
            ]),
        }
        seal(&fields)
    }

    /// The change a line holds, when it reads.
    pub fn read(line: &[u8]) -> Option<Change> {
        let fields = open(line)?;
        let (kind, rest) = fields.split_first()?;
        Some(match (*kind, rest) {
            ("=", entry) => Change::Known(Entry::parse(entry)?),
            ("+", entry) => Change::Added(Entry::parse(entry)?),
            ("-", [name]) => Change::Removed(unescape(name)?),
            ("@", [modified, at, count, sum]) => Change::Listed(Listed {
                modified: modified.parse().ok()?,
                at: at.parse().ok()?,
                names: Fingerprint {
                    count: count.parse().ok()?,
                    sum: sum.parse().ok()?,
                },
            }),
            _ => return None,
        })
    }
}

/// The index's first line: its format, how long its ordered, loose and unfinished parts are,
/// and the fingerprint of the names in the first two.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(in crate::store) struct Head {
    pub loose: u64,
    pub ordered: u64,
    pub unfinished: u64,
    pub names: Fingerprint,
}

/// The first field of the index's first line, and the format it names (4: the index in a
/// folder of its own, with the folder's names in the list's order, the control as `--time`
/// writes it, and the unfinished part: the ordered part's games still going, and its files
/// not read, again, so that the newest unfinished game is found without reading the rest).
const FORMAT: [&str; 2] = ["hotseat-index", "4"];

impl Head {
    /// The head's line, its numbers at full width, so that it keeps its length whatever
    /// they are.
    pub fn line(&self) -> String {
        seal(&[
            FORMAT[0].to_string(),
            FORMAT[1].to_string(),
            format!("{:020}", self.ordered),
            format!("{:020}", self.loose),
            format!("{:020}", self.unfinished),
            format!("{:020}", self.names.count),
            format!("{:020}", self.names.sum),
        ])
    }

    /// The head a line holds, when it reads and names this format.
    pub fn read(line: &[u8]) -> Option<Head> {
        let fields = open(line)?;
        let [kind, version, ordered, loose, unfinished, count, sum] = fields[..] else {
            return None;
        };
        ([kind, version] == FORMAT).then_some(())?;
        Some(Head {
            loose: loose.parse().ok()?,
            ordered: ordered.parse().ok()?,
            unfinished: unfinished.parse().ok()?,
            names: Fingerprint {
                count: count.parse().ok()?,
                sum: sum.parse().ok()?,
            },
        })
    }
}

/// The hash of a name, as fingerprints and censuses take it.
pub(in crate::store) fn name_hash(name: &str) -> u64 {
    checksum(name.as_bytes())
}

/// The name a line of the ordered or loose part begins with, when the line reads: only the
/// name is taken apart.
pub(in crate::store) fn name_of(line: &[u8]) -> Option<String> {
    let body = sealed_body(line)?;
    unescape(body.split('\t').next()?)
}

/// The line of `fields`: joined by tabs, then the checksum of that text, then a line end.
pub(super) fn seal(fields: &[String]) -> String {
    let body = fields.join("\t");
    format!("{body}\t{:016x}\n", checksum(body.as_bytes()))
}

/// The fields of a sealed line, still escaped, when it is whole and its checksum holds.
pub(super) fn open(line: &[u8]) -> Option<Vec<&str>> {
    Some(sealed_body(line)?.split('\t').collect())
}

/// The text of a sealed line before its checksum, when it is whole and its checksum holds.
fn sealed_body(line: &[u8]) -> Option<&str> {
    let line = line.strip_suffix(b"\n")?;
    let tab = line.iter().rposition(|&b| b == b'\t')?;
    let (body, sum) = (&line[..tab], &line[tab + 1..]);
    let sum = u64::from_str_radix(std::str::from_utf8(sum).ok()?, 16).ok()?;
    (sum == checksum(body)).then_some(())?;
    std::str::from_utf8(body).ok()
}

/// A field with its tabs, line ends and backslashes written as `\t`, `\n`, `\r` and `\\`.
pub(super) fn escape(field: &str) -> String {
    let mut out = String::with_capacity(field.len());
    for c in field.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c => out.push(c),
        }
    }
    out
}

/// The field [`escape`] wrote; `None` for an escape it never writes.
pub(super) fn unescape(field: &str) -> Option<String> {
    if !field.contains('\\') {
        return Some(field.to_string());
    }
    let mut out = String::with_capacity(field.len());
    let mut chars = field.chars();
    while let Some(c) = chars.next() {
        out.push(match c {
            '\\' => match chars.next()? {
                '\\' => '\\',
                't' => '\t',
                'n' => '\n',
                'r' => '\r',
                _ => return None,
            },
            c => c,
        });
    }
    Some(out)
}

/// The FNV-1a hash of some bytes, the same on every system and version: a line's checksum,
/// which tells a line cut short or changed from one written whole, a name's hash in a
/// fingerprint, and the name of a shelf's file.
pub(in crate::store) fn checksum(text: &[u8]) -> u64 {
    text.iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_s_variant_reads_back_and_a_line_from_before_variants_is_standard_chess() {
        let known = |variant| Known {
            seen: Seen {
                size: 812,
                modified: 1,
            },
            checked: 2,
            held: Held::Game {
                stamp: "2026-12-04-140000".to_string(),
                summary: Summary {
                    names: ByColor {
                        white: "Anna".to_string(),
                        black: "Boris".to_string(),
                    },
                    plies: 3,
                    outcome: None,
                    control: TimeControl::untimed(),
                    variant,
                },
            },
        };
        let read = |fields: &[String]| {
            let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
            Known::parse(&fields, "2026-12-04-140000")
        };
        for variant in [
            GameVariant::Rules(crate::rules::Variant::Atomic),
            GameVariant::Chess960,
            GameVariant::default(),
        ] {
            assert_eq!(read(&known(variant).fields()), Some(known(variant)));
        }
        let mut before = known(GameVariant::default()).fields();
        assert_eq!(before.pop().as_deref(), Some("standard"));
        assert_eq!(read(&before), Some(known(GameVariant::default())));
        let mut unknown = known(GameVariant::default()).fields();
        unknown.push("shogi".to_string());
        assert_eq!(
            read(&unknown),
            None,
            "a line with a field too many does not read"
        );
    }
}
