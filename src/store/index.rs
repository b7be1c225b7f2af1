//! The index of the folder of games (`.index`, beside the games): what each file held when it
//! was last read — the players, the number of moves, the result, the time control, where it
//! goes in the list, or that it is damaged — with the file's size and time of change then.
//! A file is read again whenever its size or its time differs from the index's, or changed so
//! shortly before it was read that a later change could have kept its time; the index is
//! never trusted over the files. It is only a way of not reading them.
//!
//! Whoever reads the folder adds a line for each file it had to read, in one append; lines
//! later in the file stand over earlier ones for the same name. A line that does not read
//! (cut short by a crash, a stray edit) is ignored, so is an index of another format: the
//! files it stood for are read again. When lines for names written again outnumber the names,
//! the index is rewritten atomically with the last line of each file still in the folder. Two programs that add lines at once, or
//! one that rewrites the index while another adds to it, can at worst lose lines: the files
//! are read again the next time.

use std::collections::HashMap;
use std::fs::{File, Metadata, OpenOptions};
use std::io::{BufRead, BufReader, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::atomic::write_atomically;
use crate::game::time_control::TimeControl;
use crate::rules::ByColor;

/// The index's name in the folder of games (hidden, as the folder's other files of its own).
pub(super) const INDEX: &str = ".index";

/// The first line of an index of this format (2: the control as `--time` writes it, time
/// odds included).
const FORMAT: &str = "hotseat-index 2";

/// How long after a file's time of change the index trusts what it read: a file changed again
/// within the resolution of the file system's clock may keep its time.
const SETTLED: Duration = Duration::from_secs(2);

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
}

/// What a file held when the index was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Held {
    /// A game, placed in the list by this moment (`2026-11-30-131805`).
    Game { stamp: String, summary: Summary },
    /// Nothing that reads as a game.
    Damaged,
}

/// A file's size and time of change, which tell whether it changed since it was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Seen {
    size: u64,
    /// Nanoseconds since 1970.
    modified: u128,
}

impl Seen {
    /// The size and time of change in `metadata`; `None` where the system gives no time.
    pub(super) fn of(metadata: &Metadata) -> Option<Seen> {
        let modified = metadata.modified().ok()?.duration_since(UNIX_EPOCH).ok()?;
        Some(Seen {
            size: metadata.len(),
            modified: modified.as_nanos(),
        })
    }
}

/// The index as read, and the lines to add to it. Only where each line lies is kept in
/// memory; a line is read from the file when its file is looked up.
#[derive(Debug)]
pub(super) struct Index {
    path: PathBuf,
    /// The index's file, open as it was read (a rewrite by another program leaves it whole).
    file: Option<File>,
    /// Where the last line of each name lies in the file, by the hash of the name as the
    /// line writes it: two names of one hash keep the later one, and the other is read again.
    lines: HashMap<u64, (u64, u32)>,
    /// How many lines the file holds, dead ones included.
    written: usize,
    /// Whether the file was no index of this format (it is rewritten).
    unreadable: bool,
    /// Lines for files read since, by name.
    added: HashMap<String, String>,
}

impl Index {
    /// The index of the folder of games `folder`; an empty one when there is none or it does
    /// not read.
    pub(super) fn read(folder: &Path) -> Index {
        let path = folder.join(INDEX);
        let mut index = Index {
            path,
            file: None,
            lines: HashMap::new(),
            written: 0,
            unreadable: false,
            added: HashMap::new(),
        };
        let Ok(file) = File::open(&index.path) else {
            return index;
        };
        let mut reader = BufReader::new(&file);
        let mut line = Vec::new();
        let header = reader.read_until(b'\n', &mut line);
        if header.is_err() || line != format!("{FORMAT}\n").as_bytes() {
            index.unreadable = true;
            return index;
        }
        let mut start = line.len() as u64;
        loop {
            line.clear();
            match reader.read_until(b'\n', &mut line) {
                Ok(0) | Err(_) => break,
                Ok(read) => {
                    if let Some(tab) = line.iter().position(|&b| b == b'\t')
                        && let Ok(len) = u32::try_from(read)
                    {
                        index.lines.insert(checksum(&line[..tab]), (start, len));
                    }
                    index.written += 1;
                    start += read as u64;
                }
            }
        }
        index.file = Some(file);
        index
    }

    /// The line of the file the index holds at `at`, when it reads.
    fn line_at(&self, (start, len): (u64, u32)) -> Option<String> {
        let mut file = self.file.as_ref()?;
        file.seek(SeekFrom::Start(start)).ok()?;
        let mut bytes = vec![0; usize::try_from(len).ok()?];
        file.read_exact(&mut bytes).ok()?;
        String::from_utf8(bytes).ok()
    }

    /// The index's last line for the file `name`, when it has one.
    fn line_of(&self, name: &str) -> Option<String> {
        let escaped = escape(name);
        let &at = self.lines.get(&checksum(escaped.as_bytes()))?;
        let line = self.line_at(at)?;
        line.split('\t')
            .next()
            .is_some_and(|n| n == escaped)
            .then_some(line)
    }

    /// What the file `name` held, if the index knows and the file has not changed since:
    /// it was `seen` as it is now, long enough before the index's line was written.
    pub(super) fn held(&self, name: &str, seen: Seen) -> Option<Held> {
        if let Some(line) = self.added.get(name) {
            return parse(line, seen);
        }
        parse(&self.line_of(name)?, seen)
    }

    /// Notes what the file `name` held when it was `seen` as it is, read at `now`.
    pub(super) fn note(&mut self, name: &str, seen: Seen, held: &Held, now: SystemTime) {
        let checked = now
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            .as_nanos();
        let mut fields = vec![
            escape(name),
            seen.size.to_string(),
            seen.modified.to_string(),
            checked.to_string(),
        ];
        match held {
            Held::Damaged => fields.push("damaged".to_string()),
            Held::Game { stamp, summary } => {
                let (result, reason) = summary.outcome.clone().unwrap_or_default();
                fields.extend([
                    "game".to_string(),
                    escape(stamp),
                    escape(&summary.names.white),
                    escape(&summary.names.black),
                    summary.plies.to_string(),
                    escape(&result),
                    escape(&reason),
                    escape(&summary.control.to_string()),
                ]);
            }
        }
        let body = fields.join("\t");
        let line = format!("{body}\t{:016x}\n", checksum(body.as_bytes()));
        self.added.insert(name.to_string(), line);
    }

    /// Writes what was noted: added to the index in one write, or the index rewritten
    /// atomically when it did not read or its lines for names written again outnumber the
    /// names, keeping the lines of the files that are `living` alone. Failures are not errors:
    /// the files are read again next time.
    pub(super) fn write(self, living: impl Fn(&str) -> bool) {
        let names = self.lines.len()
            + self
                .added
                .keys()
                .filter(|name| !self.lines.contains_key(&checksum(escape(name).as_bytes())))
                .count();
        let lines = self.written + self.added.len();
        let rewrite = self.unreadable || lines > 2 * names + 64;
        if rewrite {
            let mut text = format!("{FORMAT}\n");
            for &at in self.lines.values() {
                let Some(line) = self.line_at(at) else {
                    continue;
                };
                let name = line.split('\t').next().and_then(unescape);
                let kept =
                    name.is_some_and(|name| !self.added.contains_key(&name) && living(&name));
                if kept {
                    text.push_str(&line);
                }
            }
            for (name, line) in &self.added {
                if living(name) {
                    text.push_str(line);
                }
            }
            let _ = write_atomically(&self.path, text.as_bytes());
            return;
        }
        if self.added.is_empty() {
            return;
        }
        let mut text = String::new();
        if self.file.is_none() {
            text.push_str(FORMAT);
            text.push('\n');
        }
        for line in self.added.values() {
            text.push_str(line);
        }
        if let Ok(mut file) = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.path)
        {
            let _ = file.write_all(text.as_bytes());
        }
    }
}

/// What a line of the index says the file held, when the line reads, names the file `seen`
/// as it is and was written long enough after the file's last change.
fn parse(line: &str, seen: Seen) -> Option<Held> {
    let line = line.strip_suffix('\n')?;
    let (body, sum) = line.rsplit_once('\t')?;
    if u64::from_str_radix(sum, 16).ok()? != checksum(body.as_bytes()) {
        return None;
    }
    let mut fields = body.split('\t');
    let _name = fields.next()?;
    let size: u64 = fields.next()?.parse().ok()?;
    let modified: u128 = fields.next()?.parse().ok()?;
    let checked: u128 = fields.next()?.parse().ok()?;
    let settled = modified.saturating_add(SETTLED.as_nanos()) <= checked;
    if (Seen { size, modified }) != seen || !settled {
        return None;
    }
    let held = match fields.next()? {
        "damaged" => Held::Damaged,
        "game" => {
            let stamp = unescape(fields.next()?)?;
            let white = unescape(fields.next()?)?;
            let black = unescape(fields.next()?)?;
            let plies = fields.next()?.parse().ok()?;
            let result = unescape(fields.next()?)?;
            let reason = unescape(fields.next()?)?;
            let control = TimeControl::parse(&unescape(fields.next()?)?).ok()?;
            let outcome = (!result.is_empty()).then_some((result, reason));
            Held::Game {
                stamp,
                summary: Summary {
                    names: ByColor { white, black },
                    plies,
                    outcome,
                    control,
                },
            }
        }
        _ => return None,
    };
    fields.next().is_none().then_some(held)
}

/// A field with its tabs, line ends and backslashes written as `\t`, `\n`, `\r` and `\\`.
fn escape(field: &str) -> String {
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
fn unescape(field: &str) -> Option<String> {
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

/// The FNV-1a hash of a line, which tells a line cut short or changed from one written whole
/// (and of a name, to find its line).
fn checksum(text: &[u8]) -> u64 {
    text.iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;

    fn summary() -> Summary {
        Summary {
            names: ByColor {
                white: "Anna\t\\n".to_string(),
                black: "Борис\n".to_string(),
            },
            plies: 41,
            outcome: Some(("1-0".to_string(), "checkmate".to_string())),
            control: TimeControl::from_pgn("300+2").unwrap().unwrap(),
        }
    }

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("hotseat-index-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    const SEEN: Seen = Seen {
        size: 812,
        modified: 1_000_000_000_000_000_000,
    };

    fn later() -> SystemTime {
        UNIX_EPOCH + Duration::from_nanos(1_000_000_000_000_000_000) + SETTLED
    }

    #[test]
    fn what_is_noted_reads_back_only_for_the_file_as_it_was_seen() {
        let dir = folder("back");
        let held = Held::Game {
            stamp: "2026-11-30-131805".to_string(),
            summary: summary(),
        };
        let mut index = Index::read(&dir);
        index.note("a.pgn", SEEN, &held, later());
        index.note("b.pgn", SEEN, &Held::Damaged, later());
        index.note("early.pgn", SEEN, &Held::Damaged, later() - SETTLED / 2);
        index.write(|_| true);
        let index = Index::read(&dir);
        assert_eq!(index.held("a.pgn", SEEN), Some(held));
        assert_eq!(index.held("b.pgn", SEEN), Some(Held::Damaged));
        let grown = Seen { size: 813, ..SEEN };
        let touched = Seen {
            modified: SEEN.modified + 1,
            ..SEEN
        };
        assert_eq!(index.held("a.pgn", grown), None);
        assert_eq!(index.held("a.pgn", touched), None);
        assert_eq!(index.held("early.pgn", SEEN), None, "read too soon");
        assert_eq!(index.held("c.pgn", SEEN), None);
    }

    #[test]
    fn lines_that_do_not_read_are_ignored_and_dead_lines_go() {
        let dir = folder("damaged");
        let mut index = Index::read(&dir);
        index.note("a.pgn", SEEN, &Held::Damaged, later());
        index.note("b.pgn", SEEN, &Held::Damaged, later());
        index.write(|_| true);
        let text = fs::read_to_string(dir.join(INDEX)).unwrap();
        let changed = text.replacen("a.pgn\t812", "a.pgn\t813", 1);
        fs::write(dir.join(INDEX), changed).unwrap();
        let index = Index::read(&dir);
        let bigger = Seen { size: 813, ..SEEN };
        assert_eq!(index.held("a.pgn", bigger), None, "a changed line");
        assert_eq!(index.held("b.pgn", SEEN), Some(Held::Damaged));
        fs::write(dir.join(INDEX), b"\xff\xfe not an index").unwrap();
        let mut index = Index::read(&dir);
        assert_eq!(index.held("b.pgn", SEEN), None);
        index.note("b.pgn", SEEN, &Held::Damaged, later());
        index.write(|name| name != "a.pgn");
        let text = fs::read_to_string(dir.join(INDEX)).unwrap();
        assert!(text.starts_with(FORMAT), "rewritten: {text}");
        let mut index = Index::read(&dir);
        for round in 0..100 {
            index.note("b.pgn", SEEN, &Held::Damaged, later());
            index.write(|name| name == "b.pgn");
            index = Index::read(&dir);
            assert!(
                index.written <= 66,
                "round {round}: {} lines",
                index.written
            );
        }
        assert_eq!(index.held("b.pgn", SEEN), Some(Held::Damaged));
    }
}
