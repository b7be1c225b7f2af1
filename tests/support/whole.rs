//! Whether the sentences the catalogues said for a screen are drawn whole: the check behind
//! `tests/whole.rs`. A sentence is drawn whole when its words follow one another on the
//! screen as it says them, on one row or going on at the start of the rows below (wrapped);
//! it is cut when it starts (its first two words, or a first word that runs into the right
//! edge of the screen, or of a box drawn over it) and does not go on to its end. A player's
//! text shortened on purpose, an elision mark (`…`) in place of its next word, is not cut.
//! Items a sentence lists with ` · `
//! (keys in a footer) are each a sentence of their own: a line that has no room drops whole
//! items.

use ratatui::buffer::Buffer;
use ratatui::style::Style;
use ratatui::text::Span;

/// How far right of the row above a wrapped sentence may go on (an indent under its start).
const INDENT: usize = 4;

/// The side borders of the boxes drawn over the screen: a box's text ends at its right one as
/// at an edge.
const BORDERS: [&str; 2] = ["│", "┃"];

/// The mark of a text shortened on purpose, in place of the words it has no room for.
const ELLIPSIS: &str = "…";

/// A screen as rows of graphemes, each with the column it starts at.
pub struct Screen {
    rows: Vec<Vec<(usize, String)>>,
    width: usize,
}

impl Screen {
    /// The text of `buf`, cell by cell: a wide character's cells after its first are left
    /// out.
    pub fn of(buf: &Buffer) -> Screen {
        let area = buf.area;
        let rows = (area.y..area.bottom())
            .map(|y| {
                let mut row = Vec::new();
                let mut x = area.x;
                while x < area.right() {
                    let symbol = buf[(x, y)].symbol().to_string();
                    let width = width(&symbol).max(1);
                    row.push((usize::from(x - area.x), symbol));
                    x = x.saturating_add(u16::try_from(width).unwrap_or(1));
                }
                row
            })
            .collect();
        Screen {
            rows,
            width: usize::from(area.width),
        }
    }

    /// Whether the row `y` holds `word` from its grapheme `at` on, as a word of its own:
    /// nothing but a blank, a mark or the row's end before and after it.
    fn word_at(&self, y: usize, at: usize, word: &[String]) -> bool {
        let row = &self.rows[y];
        let fits = row.len() >= at + word.len()
            && row[at..at + word.len()]
                .iter()
                .zip(word)
                .all(|((_, cell), letter)| cell == letter);
        let after = row.get(at + word.len());
        fits && self.apart_before(y, at)
            && after.is_none_or(|(_, cell)| !cell.chars().all(char::is_alphanumeric))
    }

    /// Whether the row `y` holds, from its grapheme `at` on, a beginning of `word` (but not
    /// all of it) that runs into the right edge of the screen: a word cut there.
    fn cut_at_edge(&self, y: usize, at: usize, word: &[String]) -> bool {
        let row = &self.rows[y];
        let border = |(_, cell): &(usize, String)| BORDERS.contains(&cell.as_str());
        // The row ends at the screen's edge, or, inside a box drawn over it (a border before
        // the word), at the box's right border.
        let edge = match row[..at].iter().any(border) {
            true => row[at..]
                .iter()
                .position(border)
                .map_or(row.len(), |end| at + end),
            false => row.len(),
        };
        let rest = &row[at..edge];
        !rest.is_empty()
            && rest.len() < word.len()
            && rest
                .iter()
                .zip(word)
                .all(|((_, cell), letter)| cell == letter)
            && (edge < row.len()
                || rest
                    .last()
                    .is_some_and(|(x, cell)| x + width(cell).max(1) == self.width))
    }

    /// The ways the words of `words` from the `next`-th on go on after the one before ended
    /// at grapheme `end` of row `y`, the row's part of them having started at column
    /// `start`, with `cells`, the graphemes they took so far: each way as far as it goes.
    fn follow(
        &self,
        words: &Words,
        next: usize,
        at: (usize, usize, usize),
        cells: Cells,
    ) -> Vec<Way> {
        let (y, end, start) = at;
        let Some(word) = words.list.get(next) else {
            return vec![(Drawn::Whole, cells)];
        };
        let gap = words.gaps[next - 1];
        let row = &self.rows[y];
        let blank = |cells: &[(usize, String)]| cells.iter().all(|(_, cell)| cell == " ");
        let with = |y: usize, at: usize, len: usize| {
            let mut cells = cells.clone();
            cells.extend((at..at + len).map(|at| (y, at)));
            cells
        };
        let mut ways = Vec::new();
        if row.get(end..end + gap).is_some_and(blank) {
            let at = end + gap;
            if word != &[ELLIPSIS] && row.get(at).is_some_and(|(_, cell)| cell == ELLIPSIS) {
                return vec![(Drawn::Shortened, cells)];
            }
            if self.word_at(y, at, word) {
                let cells = with(y, at, word.len());
                ways.extend(self.follow(words, next + 1, (y, at + word.len(), start), cells));
            } else if self.cut_at_edge(y, at, word) {
                ways.push((Drawn::Cut, with(y, at, row.len() - at)));
            }
        }
        if let Some(below) = self.rows.get(y + 1) {
            for (at, (column, _)) in below.iter().enumerate() {
                if *column <= start + INDENT && self.word_at(y + 1, at, word) {
                    let cells = with(y + 1, at, word.len());
                    let on = (y + 1, at + word.len(), *column);
                    ways.extend(self.follow(words, next + 1, on, cells));
                }
            }
        }
        // Nothing goes on: the sentence stops at the right edge, or with nothing after it
        // on its row (its second word or later: the rows it wrapped to are not there).
        let rest = row.get(end..).unwrap_or_default();
        if ways.is_empty() && (rest.is_empty() || (next >= 2 && blank(rest))) {
            ways.push((Drawn::Cut, cells));
        }
        ways
    }

    /// The ways `sentence` is drawn on the screen, whole or cut, with the graphemes each
    /// takes; none where it is not drawn at all (or only words of it, among other text).
    fn ways(&self, sentence: &str) -> Vec<Way> {
        let words = Words::of(sentence);
        let Some(first) = words.list.first() else {
            return Vec::new();
        };
        let mut ways = Vec::new();
        for y in 0..self.rows.len() {
            for at in 0..self.rows[y].len() {
                let cells: Cells = (at..at + first.len()).map(|at| (y, at)).collect();
                if self.word_at(y, at, first) {
                    let column = self.rows[y][at].0;
                    ways.extend(self.follow(&words, 1, (y, at + first.len(), column), cells));
                } else if first.len() > 2
                    && self.rows[y].len() - at >= 2
                    && self.cut_at_edge(y, at, first)
                    && self.apart_before(y, at)
                {
                    ways.push((Drawn::Cut, cells));
                }
            }
        }
        ways
    }

    /// Whether nothing but a blank, a mark or the row's start is before grapheme `at`.
    fn apart_before(&self, y: usize, at: usize) -> bool {
        at.checked_sub(1)
            .and_then(|i| self.rows[y].get(i))
            .is_none_or(|(_, cell)| !cell.chars().all(char::is_alphanumeric))
    }
}

/// Graphemes of a screen, by row and place in the row.
type Cells = Vec<(usize, usize)>;

/// A way a sentence is drawn, and the graphemes it takes.
type Way = (Drawn, Cells);

/// How a sentence is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Drawn {
    /// Whole, on one row or wrapped.
    Whole,
    /// Begun, and stopped at an edge with words left to say.
    Cut,
    /// Begun, and stopped where an elision mark says the rest has no room: a player's own
    /// text (a comment, a name) shortened on purpose, which no layout can promise whole.
    Shortened,
}

/// The words of a sentence, each as graphemes, and the blanks between them.
struct Words {
    list: Vec<Vec<String>>,
    gaps: Vec<usize>,
}

impl Words {
    fn of(sentence: &str) -> Words {
        let mut list = Vec::new();
        let mut gaps = Vec::new();
        let mut blanks = 0;
        for piece in sentence.split(' ') {
            if piece.is_empty() {
                blanks += 1;
                continue;
            }
            if !list.is_empty() {
                gaps.push(blanks + 1);
            }
            blanks = 0;
            list.push(graphemes(piece));
        }
        Words { list, gaps }
    }
}

/// `text` as the cells show it: one grapheme a cell.
fn graphemes(text: &str) -> Vec<String> {
    Span::raw(text)
        .styled_graphemes(Style::new())
        .map(|grapheme| grapheme.symbol.to_string())
        .collect()
}

/// The cells `symbol` takes.
fn width(symbol: &str) -> usize {
    Span::raw(symbol).width()
}

/// The sentences said that are cut on the screens of a scene (one screen for each place it
/// scrolls to) and drawn whole on none of them. Items listed with ` · ` count as sentences,
/// and so does each line of a sentence of several. A beginning that is part of another
/// sentence drawn whole (`no bishop can reach c4: …` said twice, in two ways) is no cut.
pub fn cut(screens: &[Screen], said: &[String]) -> Vec<String> {
    let mut sentences: Vec<&str> = said
        .iter()
        .flat_map(|sentence| sentence.lines())
        .flat_map(|line| line.split(" · "))
        .map(str::trim)
        .filter(|sentence| !sentence.is_empty())
        .collect();
    sentences.sort_unstable();
    sentences.dedup();
    let ways: Vec<Vec<Vec<Way>>> = screens
        .iter()
        .map(|screen| sentences.iter().map(|s| screen.ways(s)).collect())
        .collect();
    let whole = |way: &Way| way.0 == Drawn::Whole;
    sentences
        .iter()
        .enumerate()
        .filter(|&(index, _)| {
            let anywhere_whole = ways.iter().any(|screen| screen[index].iter().any(whole));
            let cut_alone = ways.iter().any(|screen| {
                let others: Vec<&Cells> = screen
                    .iter()
                    .flatten()
                    .filter(|way| whole(way))
                    .map(|(_, cells)| cells)
                    .collect();
                screen[index].iter().any(|(drawn, cells)| {
                    *drawn == Drawn::Cut
                        && !others
                            .iter()
                            .any(|other| cells.iter().all(|cell| other.contains(cell)))
                })
            });
            !anywhere_whole && cut_alone
        })
        .map(|(_, sentence)| (*sentence).to_string())
        .collect()
}
