//! A line of the help and how it wraps: the help's own sentences and tables, and the parts
//! other widgets give it (the pointer's keys), are made of these.

use ratatui::text::{Line, Span};

/// Columns between the names of a table (keys, commands) and what they do.
const TABLE_GAP: usize = 2;
/// How far the wrapped rows of a sentence are indented under its first words.
const HANG: usize = 2;

/// A line of the help, with how far its rows are indented when it wraps: a little under a
/// sentence, and under the meanings for a row of a table.
#[derive(Debug, Clone)]
pub(super) struct HelpLine {
    line: Line<'static>,
    indent: usize,
}

impl From<Line<'static>> for HelpLine {
    fn from(line: Line<'static>) -> HelpLine {
        HelpLine { line, indent: HANG }
    }
}

/// The rows of a table of names and what they do: every name padded to the widest of them,
/// so that the meanings start in one column whatever the language; a meaning too long for
/// the help's column goes on under the meanings.
pub(super) fn table(rows: &[(String, String)]) -> Vec<HelpLine> {
    let width_of = |name: &str| Span::raw(name.to_string()).width();
    let names = rows
        .iter()
        .map(|(name, _)| width_of(name))
        .max()
        .unwrap_or(0);
    let indent = names + TABLE_GAP;
    rows.iter()
        .map(|(name, meaning)| HelpLine {
            line: Line::from(vec![
                Span::raw(format!("{name}{}", " ".repeat(indent - width_of(name)))),
                Span::raw(meaning.clone()),
            ]),
            indent,
        })
        .collect()
}

/// `lines` wrapped at word boundaries to `width` columns; a wrapped line goes on indented as
/// it says (under its first words, or under the meanings of a table while they have room),
/// and keeps the style of its spans.
pub(super) fn wrapped(lines: Vec<HelpLine>, width: usize) -> Vec<Line<'static>> {
    /// The fewest columns a wrapped row keeps for its words.
    const ROOM: usize = 8;
    let mut out = Vec::new();
    for HelpLine { line, indent } in lines {
        if line.width() <= width || width < ROOM {
            out.push(line);
            continue;
        }
        let indent = if indent + ROOM <= width { indent } else { HANG };
        let mut current: Vec<Span<'static>> = Vec::new();
        let mut used = 0;
        for span in line.spans {
            let style = span.style;
            for word in span.content.split_inclusive(' ') {
                let word_width = Span::raw(word).width();
                if used > 0 && used + word_width.min(width) > width {
                    out.push(Line::from(std::mem::take(&mut current)));
                    current.push(Span::raw(" ".repeat(indent)));
                    used = indent;
                }
                current.push(Span::styled(word.to_string(), style));
                used += word_width;
            }
        }
        if !current.is_empty() {
            out.push(Line::from(current));
        }
    }
    out
}
