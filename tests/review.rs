//! After the last move: notes and side lines given from the app as players type them, written
//! as PGN that another program's reader (pgn-reader, with shakmaty playing the moves) reads
//! to the same moves, glyphs, comments and nested variations; and the charts of a game,
//! timed, untimed and long, at 80×24 and wide, in snapshots, and without colour.

use std::ops::ControlFlow;
use std::time::Duration;

use hotseat::app::{App, Event, Info, Key, Refusal, Settings};
use hotseat::game::pgn::export;
use hotseat::game::{Header, NoteError, Place};
use hotseat::look::ColourDepth;
use pgn_reader::{RawComment, SanPlus, Skip, Visitor};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};
use ratatui::widgets::Widget;
use shakmaty::Chess;

#[path = "support/bench.rs"]
mod bench;

use bench::Bench;

/// What pgn-reader reads of a game, as words: each move as shakmaty writes it from its own
/// positions, `$n` for a glyph, a comment in braces (without its `[%…]` commands), and
/// variations in parentheses.
struct Words;

/// The lines open as pgn-reader reads: the position before each one's last move and now.
struct Lines {
    stack: Vec<(Chess, Chess)>,
    words: Vec<String>,
}

impl Visitor for Words {
    type Tags = ();
    type Movetext = Lines;
    type Output = Vec<String>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, ()> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _tags: ()) -> ControlFlow<Self::Output, Lines> {
        ControlFlow::Continue(Lines {
            stack: vec![(Chess::default(), Chess::default())],
            words: Vec::new(),
        })
    }

    fn san(&mut self, lines: &mut Lines, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        let (before, now) = lines.stack.last_mut().expect("a line");
        let m = san_plus
            .san
            .to_move(now)
            .expect("shakmaty plays every move");
        *before = now.clone();
        let written = SanPlus::from_move_and_play_unchecked(now, m);
        lines.words.push(written.to_string());
        ControlFlow::Continue(())
    }

    fn nag(&mut self, lines: &mut Lines, nag: pgn_reader::Nag) -> ControlFlow<Self::Output> {
        lines.words.push(format!("${}", nag.0));
        ControlFlow::Continue(())
    }

    fn comment(&mut self, lines: &mut Lines, comment: RawComment<'_>) -> ControlFlow<Self::Output> {
        let text = String::from_utf8_lossy(comment.as_bytes()).into_owned();
        let words: Vec<&str> = text
            .split_whitespace()
            .filter(|word| !word.starts_with("[%") && !word.ends_with(']'))
            .collect();
        if !words.is_empty() {
            lines.words.push(format!("{{{}}}", words.join(" ")));
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, lines: &mut Lines) -> ControlFlow<Self::Output, Skip> {
        let (before, _) = lines.stack.last().expect("a line").clone();
        lines.stack.push((before.clone(), before));
        lines.words.push("(".to_string());
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, lines: &mut Lines) -> ControlFlow<Self::Output> {
        lines.stack.pop();
        lines.words.push(")".to_string());
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, lines: Lines) -> Self::Output {
        lines.words
    }
}

/// The game of `app` as PGN, read by pgn-reader.
fn read_by_pgn_reader(app: &App) -> (String, String) {
    let text = export(app.game_page().game(), &Header::default());
    let words = pgn_reader::Reader::new(text.as_bytes())
        .read_game(&mut Words)
        .expect("pgn-reader reads it")
        .expect("one game");
    (words.join(" "), text)
}

/// Whether the latest step changed the notes (and so the game's file is written again).
fn noted(bench: &Bench) -> bool {
    bench.events.contains(&Event::NotesChanged)
}

#[test]
fn glyphs_and_comments_typed_in_review_are_written_for_other_readers() {
    let mut bench = Bench::new(Settings::default());
    bench.moves("e4 e5 Nf3 Nc6 Bb5 a6");
    // On the live game, the last move.
    bench.enter("nag !?");
    assert!(noted(&bench));
    // In review, the move viewed: 1... e5.
    for _ in 0..4 {
        bench.key(Key::Left);
    }
    bench.enter("nag ?!");
    bench.enter("nag !");
    bench.enter("comment the  open   game");
    assert!(noted(&bench));
    bench.key(Key::Right);
    bench.enter("nag $14");
    bench.enter("nag !!");
    bench.enter("nag");
    assert!(matches!(
        bench.events.as_slice(),
        [.., Event::Told(Info::NagsCleared(_))]
    ));
    bench.enter("nag");
    assert_eq!(bench.refusal(), Some(&Refusal::NoGlyphs));
    bench.enter("nag !!!");
    assert_eq!(
        bench.refusal(),
        Some(&Refusal::UnknownNag("!!!".to_string()))
    );
    bench.enter("comment a } brace");
    assert_eq!(
        bench.refusal(),
        Some(&Refusal::Note(NoteError::BraceInComment))
    );
    assert!(!noted(&bench), "a refusal changes nothing");
    // Before the first move, a comment is the game's.
    bench.key(Key::Home);
    bench.enter("comment Casual");
    bench.enter("nag !");
    assert_eq!(bench.refusal(), Some(&Refusal::Note(NoteError::NoMove)));
    assert_eq!(bench.sans(), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    let (words, text) = read_by_pgn_reader(&bench.app);
    assert_eq!(
        words, "{Casual} e4 e5 $1 {the open game} Nf3 Nc6 Bb5 a6 $5",
        "{text}"
    );
}

#[test]
fn side_lines_played_in_review_nest_promote_delete_and_leave_the_game_as_it_was() {
    let mut bench = Bench::timed("5+3");
    bench.moves_every(2_000, "e4 e5 Nf3 Nc6 Bb5 a6");
    let game_before = bench.app.game_page().game().plies().to_vec();
    // After 1... e5: 2. Nc3 instead of 2. Nf3, then 2... Nf6 in it.
    for _ in 0..4 {
        bench.key(Key::Left);
    }
    bench.enter("Nc3");
    assert!(noted(&bench));
    assert_eq!(bench.sans(), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    bench.enter("Nf6");
    let line = Place::game(2).enter(0);
    assert_eq!(
        bench.app.game_page().review().place(),
        Some(&Place {
            moves: 2,
            ..line.clone()
        })
    );
    // One back, 2... Bc5 instead: a side line inside the side line, marked a mistake.
    bench.key(Key::Left);
    bench.enter("Bc5");
    assert_eq!(
        bench.app.game_page().review().place().map(|p| p.path.len()),
        Some(2)
    );
    bench.enter("nag ?");
    // The game's own move from a position of the game follows the game: no new line.
    bench.key(Key::End);
    bench.key(Key::Home);
    bench.enter("e4");
    assert!(!noted(&bench));
    assert_eq!(
        bench.app.game_page().review().place(),
        Some(&Place::game(1))
    );
    // A line of its own at the start, deleted again.
    bench.key(Key::Home);
    bench.enter("d4");
    bench.enter("d5");
    bench.enter("delete");
    assert!(noted(&bench));
    assert_eq!(
        bench.app.game_page().review().place(),
        Some(&Place::game(0))
    );
    bench.enter("delete");
    assert_eq!(bench.refusal(), Some(&Refusal::Note(NoteError::GameLine)));
    bench.enter("leave");
    assert_eq!(bench.refusal(), Some(&Refusal::NotInSideLine));
    let (words, text) = read_by_pgn_reader(&bench.app);
    assert_eq!(
        words, "e4 e5 Nf3 ( Nc3 Nf6 ( Bc5 $2 ) ) Nc6 Bb5 a6",
        "{text}"
    );
    // Promoted: 2... Bc5 becomes the line's move and 2... Nf6 its side line.
    bench.key(Key::Home);
    for line in ["e4", "e5", "Nc3", "Bc5"] {
        bench.enter(line);
    }
    bench.enter("promote");
    assert!(noted(&bench));
    let (words, text) = read_by_pgn_reader(&bench.app);
    assert_eq!(
        words, "e4 e5 Nf3 ( Nc3 Bc5 $2 ( Nf6 ) ) Nc6 Bb5 a6",
        "{text}"
    );
    // Leave the line: back where it branched, on the line it branched from.
    bench.enter("leave");
    assert_eq!(
        bench.app.game_page().review().place(),
        Some(&Place::game(2))
    );
    assert_eq!(line.leave(), Some(Place::game(2)));
    assert_eq!(bench.app.game_page().game().plies(), game_before.as_slice());
    // The export reads back here to the same notes.
    assert_eq!(
        read_here(&text).notes(),
        bench.app.game_page().game().notes()
    );
}

/// One game of PGN text, as hotseat reads it.
fn read_here(text: &str) -> hotseat::game::Game {
    use hotseat::game::pgn::{GamePlayer, Keep};
    let mut player = GamePlayer::new(hotseat::game::DrawRules::Club, Keep::Everything);
    let read = hotseat::notation::pgn::Reader::new(text.as_bytes()).read_game(&mut player);
    assert!(matches!(read, Ok(Some(Ok(())))), "{text}");
    player.take_game()
}

#[test]
fn a_move_in_review_of_a_finished_game_is_a_side_line_and_the_result_stays() {
    let mut bench = Bench::new(Settings::default());
    bench.moves("f3 e5 g4 Qh4#");
    assert!(bench.outcome().is_some());
    bench.enter("e4");
    assert!(matches!(bench.refusal(), Some(Refusal::Over(_))));
    bench.key(Key::Esc).key(Key::Left).key(Key::Left);
    bench.enter("Nc3");
    assert!(noted(&bench));
    assert_eq!(bench.sans(), ["f3", "e5", "g4", "Qh4#"]);
    assert!(bench.outcome().is_some());
    let (words, _) = read_by_pgn_reader(&bench.app);
    assert_eq!(words, "f3 e5 g4 ( Nc3 ) Qh4#");
}

#[test]
fn copy_asks_the_terminal_and_says_how_it_went() {
    use hotseat::app::{Clip, Message, NoClipboard};
    let mut bench = Bench::new(Settings::default());
    bench.moves("e4 e5");
    bench.enter("copy");
    assert_eq!(bench.events, [Event::CopyDue(Clip::Game)]);
    bench.key(Key::Left);
    bench.enter("copy FEN");
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    assert_eq!(
        bench.events,
        [Event::CopyDue(Clip::Position(fen.to_string()))]
    );
    bench.enter("copy board");
    assert_eq!(
        bench.refusal(),
        Some(&Refusal::CopyWhat("board".to_string()))
    );
    bench.send(Message::Copied(Ok(Clip::Game)));
    assert!(matches!(
        bench.events.as_slice(),
        [.., Event::Told(Info::Copied(Clip::Game))]
    ));
    bench.send(Message::Copied(Err(NoClipboard::Console)));
    assert_eq!(
        bench.refusal(),
        Some(&Refusal::NoClipboard(NoClipboard::Console))
    );
}

// ----- the charts -----

/// Moves with the seconds each took.
const TIMED_GAME: [(&str, u64); 22] = [
    ("e4", 2),
    ("c5", 4),
    ("Nf3", 3),
    ("d6", 5),
    ("d4", 4),
    ("cxd4", 2),
    ("Nxd4", 2),
    ("Nf6", 6),
    ("Nc3", 3),
    ("a6", 9),
    ("Be3", 21),
    ("e5", 14),
    ("Nb3", 8),
    ("Be6", 12),
    ("f3", 30),
    ("Be7", 41),
    ("Qd2", 11),
    ("O-O", 25),
    ("O-O-O", 64),
    ("Nbd7", 134),
    ("g4", 15),
    ("b5", 48),
];

/// A game played with the times of [`TIMED_GAME`] under `control`.
fn played(control: &str, depth: ColourDepth) -> Bench {
    let mut bench = Bench::new(Settings {
        control: control.parse().expect("a valid control"),
        depth,
        ..Settings::default()
    });
    for (text, seconds) in TIMED_GAME {
        bench.wait(seconds * 1_000).enter(text);
    }
    bench
}

/// The whole screen at `width` × `height`.
fn draw(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test terminal");
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .expect("drawing to a test terminal");
    terminal
}

#[test]
fn the_charts_open_in_review_and_after_the_game_only() {
    let mut bench = played("5+3", ColourDepth::TrueColour);
    bench.enter("charts");
    assert_eq!(bench.refusal(), Some(&Refusal::ChartsNotNow));
    bench.key(Key::Left);
    bench.enter("charts");
    assert!(bench.app.game_page().review().charts_open());
    // Back to the live game, still going: they close.
    bench.key(Key::End);
    assert!(!bench.app.game_page().review().charts_open());
    bench.enter("resign").enter("y");
    bench.enter("charts");
    assert!(bench.app.game_page().review().charts_open());
    bench.key(Key::Esc);
    assert!(!bench.app.game_page().review().charts_open());
}

/// Esc closes the innermost thing open only: the text typed, then the charts, then the
/// review.
#[test]
fn esc_closes_the_innermost_thing_only() {
    let mut bench = played("5+3", ColourDepth::TrueColour);
    bench.key(Key::Left).key(Key::Left);
    let viewed = bench.app.game_page().review().shown();
    bench.enter("charts").typed("Nf");
    bench.key(Key::Esc);
    assert_eq!(bench.app.game_page().typing().line().text(), "");
    assert!(bench.app.game_page().review().charts_open());
    assert_eq!(bench.app.game_page().review().shown(), viewed);
    bench.key(Key::Esc);
    assert!(!bench.app.game_page().review().charts_open());
    assert_eq!(
        bench.app.game_page().review().shown(),
        viewed,
        "still in review"
    );
    bench.key(Key::Esc);
    assert_eq!(bench.app.game_page().review().shown(), None);
}

#[test]
fn the_charts_of_a_timed_game() {
    let mut bench = played("5+3", ColourDepth::TrueColour);
    bench.enter("resign").enter("y");
    for _ in 0..3 {
        bench.key(Key::Left);
    }
    bench.enter("charts");
    for (width, height) in [(80, 24), (120, 40), (200, 60)] {
        let terminal = draw(&bench.app, width, height);
        insta::assert_snapshot!(format!("charts_timed_{width}x{height}"), terminal.backend());
    }
}

#[test]
fn the_charts_of_an_untimed_game_count_the_time_used() {
    let mut bench = played("none", ColourDepth::TrueColour);
    bench.key(Key::Left).key(Key::Left);
    bench.enter("charts");
    let terminal = draw(&bench.app, 80, 24);
    insta::assert_snapshot!("charts_untimed_80x24", terminal.backend());
}

#[test]
fn the_charts_of_a_long_game() {
    let mut bench = Bench::timed("90+30");
    let long = "e4 e5 Nf3 Nc6 Bb5 Nf6 O-O Nxe4 Re1 Nd6 Nxe5 Be7 Bf1 Nxe5 Rxe5 O-O d4 Bf6 Re1 \
        Re8 c3 Rxe1 Qxe1 Ne8 Bf4 d5 Bd3 g6 Nd2 Ng7 Qe2 c6 Re1 Bf5 Bxf5 Nxf5 Nf3 Ng7 Be5 Ne6 \
        Bxf6 Qxf6 Ne5 Re8 Ng4 Qd8 Qe5 Ng7 Qxe8+ Nxe8 Rxe8+ Qxe8 Nf6+ Kf8 Nxe8 Kxe8 f4 f5 Kf2 \
        Kd7 Ke3 Kd6 Kd3 c5 b3 b5 a3 a5 h3 h5 g3 Kc6 Kc2 Kb6 Kb2 a4 bxa4 bxa4 Ka2 Kc6 Kb2 Kd6";
    for (index, text) in long.split_whitespace().enumerate() {
        let seconds = [3, 40, 12, 7, 95, 1, 22][index % 7];
        bench.wait(seconds * 1_000).enter(text);
        assert!(
            bench.app.notice().is_none(),
            "{text}: {:?}",
            bench.app.notice()
        );
    }
    assert!(bench.app.game_page().sans().len() > 80);
    bench.key(Key::Left);
    for _ in 0..30 {
        bench.key(Key::Left);
    }
    bench.enter("charts");
    for (width, height) in [(80, 24), (160, 50)] {
        let terminal = draw(&bench.app, width, height);
        insta::assert_snapshot!(format!("charts_long_{width}x{height}"), terminal.backend());
    }
}

/// The charts area of the screen drawn at `width` × `height`.
fn buffer(app: &App, width: u16, height: u16) -> Buffer {
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    app.render(area, &mut buf);
    buf
}

#[test]
fn the_charts_read_without_colour_and_mark_the_move_viewed_in_reverse_video() {
    let mut bench = played("5+3", ColourDepth::None);
    for _ in 0..4 {
        bench.key(Key::Left);
    }
    bench.enter("charts");
    let buf = buffer(&bench.app, 80, 24);
    let row = |buf: &Buffer, y: u16| -> String {
        (0..80).map(|x| buf[(x, y)].symbol().to_string()).collect()
    };
    let bottom = (0..24)
        .find(|&y| row(&buf, y).starts_with('╰'))
        .expect("the charts' border");
    let chart_rows = 0..=bottom;
    for y in chart_rows.clone() {
        for x in 0..80 {
            let cell = &buf[(x, y)];
            assert_eq!(
                (cell.fg, cell.bg),
                (Color::Reset, Color::Reset),
                "({x}, {y})"
            );
        }
    }
    // The move viewed is 9... Be6, four half-moves back from the end: one slot of bars in
    // reverse video (three columns wide), and its number under the axis.
    let reversed: Vec<u16> = (0..80)
        .filter(|&x| {
            chart_rows
                .clone()
                .any(|y| buf[(x, y)].modifier.contains(Modifier::REVERSED))
        })
        .collect();
    assert_eq!(reversed.len(), 3, "one slot's columns: {reversed:?}");
    let axis = row(&buf, bottom - 1);
    assert!(axis.contains("▲9"), "{axis}");
    let mark = (0..80).find(|&x| buf[(x, bottom - 1)].symbol() == "▲");
    assert_eq!(
        mark,
        reversed.first().copied(),
        "the mark is under the bars of the move"
    );
    // Stepping moves the mark.
    bench.key(Key::Left).key(Key::Left);
    let buf = buffer(&bench.app, 80, 24);
    let axis = row(&buf, bottom - 1);
    assert!(axis.contains("▲8"), "{axis}");
}

/// A game from a file with glyphs, comments and nested side lines: the move list marks the
/// moves that have them, and review says the comment and the side lines of the move viewed,
/// then steps into a side line as its first move is typed.
#[test]
fn a_loaded_game_s_notes_and_side_lines_are_shown_and_browsed() {
    let text = "[Event \"?\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n\n\
        {A quiet start} 1. e4 e5 2. Nf3 $1 {the usual} (2. Nc3 Nf6 (2... Bc5 $2) 3. f4) \
        (2. d4 exd4) 2... Nc6 3. Bb5 a6 $6 4. Ba4 *";
    let game = read_here(text);
    let timed = hotseat::game::TimedGame::new(game, "none".parse().expect("untimed"));
    let now = std::time::Instant::now();
    let app = App::with_game(Settings::default(), timed, 7, now);
    let mut bench = Bench::of(app, now);
    for _ in 0..4 {
        bench.key(Key::Left);
    }
    let terminal = draw(&bench.app, 80, 24);
    insta::assert_snapshot!("notes_in_review_80x24", terminal.backend());
    // One back, then into the first side line and its own side line.
    bench.key(Key::Left);
    bench.enter("Nc3").key(Key::Right);
    let nc3 = Place::game(2).enter(0);
    assert_eq!(
        bench.app.game_page().review().place(),
        Some(&Place {
            moves: 2,
            ..nc3.clone()
        })
    );
    bench.key(Key::Left);
    bench.enter("Bc5");
    assert!(!noted(&bench), "the side line was there: it is followed");
    assert_eq!(bench.app.game_page().review().place(), Some(&nc3.enter(0)));
    let terminal = draw(&bench.app, 80, 24);
    insta::assert_snapshot!("side_line_in_review_80x24", terminal.backend());
}

/// The text of the screen drawn at `width` × `height`, its rows joined.
fn screen_text(app: &App, width: u16, height: u16) -> String {
    let buf = buffer(app, width, height);
    let rows = (0..height).map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect::<String>());
    rows.collect::<Vec<_>>().join("\n")
}

/// At the start of a long game loaded from a file, the move list shows the game's first
/// moves (the moves around the one viewed, not its end), and under them the game's comment
/// before its first move; a move's comment shows there as the move is viewed.
#[test]
fn review_shows_the_moves_around_the_one_viewed_and_its_comment() {
    let moves = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 \
        c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6 Nbd2 \
        Nxd6 Nc4 Nxc4 Bxc4 Nb6 Ne5 Rae8 Bxf7+ Rxf7 Nxf7 Rxe1+ Qxe1 Kxf7 Qe3 Qg5 Qxg5 hxg5";
    let text = format!(
        "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n\n\
         {{Played in the club's spring tournament}} {} *",
        moves
            .split_whitespace()
            .enumerate()
            .map(|(i, m)| match i {
                4 => format!("{}. {m} {{the Spanish}}", i / 2 + 1),
                _ if i % 2 == 0 => format!("{}. {m}", i / 2 + 1),
                _ => m.to_string(),
            })
            .collect::<Vec<_>>()
            .join(" ")
    );
    let game = read_here(&text);
    let timed = hotseat::game::TimedGame::new(game, "none".parse().expect("untimed"));
    let now = std::time::Instant::now();
    let mut bench = Bench::of(App::with_game(Settings::default(), timed, 7, now), now);
    bench.key(Key::Home);
    let start = screen_text(&bench.app, 80, 24);
    for shown in [
        "1. e4      e5",
        "2. Nf3     Nc6",
        "“Played in the club's spring",
    ] {
        assert!(start.contains(shown), "{shown} at the start:\n{start}");
    }
    assert!(!start.contains("hxg5"), "the end at the start:\n{start}");
    for _ in 0..5 {
        bench.key(Key::Right);
    }
    let fifth = screen_text(&bench.app, 80, 24);
    assert!(fifth.contains("“the Spanish”"), "{fifth}");
    assert!(!fifth.contains("spring"), "{fifth}");
}

#[test]
fn the_charts_draw_at_any_size_without_panicking() {
    let mut timed = played("5+3", ColourDepth::Ansi16);
    timed.enter("resign").enter("y").enter("charts");
    let mut untimed = Bench::new(Settings::default());
    untimed.enter("resign").enter("y").enter("charts");
    for bench in [&timed, &untimed] {
        assert!(bench.app.game_page().review().charts_open());
        for width in (0..=130).step_by(3) {
            for height in (0..=60).step_by(2) {
                buffer(&bench.app, width, height);
            }
        }
    }
}

#[test]
fn the_clocks_in_review_are_those_after_the_move_viewed() {
    let mut bench = played("5+3", ColourDepth::TrueColour);
    assert_eq!(
        bench.app.game_page().shown_clocks(),
        None,
        "the live game's clocks run"
    );
    for _ in 0..4 {
        bench.key(Key::Left);
    }
    // After 9... O-O: White used 2+3+4+2+3+21+8+30+11 s, Black 4+5+2+6+9+14+12+41+25 s,
    // and each got 3 s for each of its nine moves.
    let clocks = bench
        .app
        .game_page()
        .shown_clocks()
        .expect("recorded clocks");
    assert_eq!(clocks.white, Duration::from_secs(300 - 84 + 27));
    assert_eq!(clocks.black, Duration::from_secs(300 - 118 + 27));
    // A game from a file without times has none to show: the live clocks stay.
    let game = read_here("1. e4 e5 2. Nf3 *");
    let timed = hotseat::game::TimedGame::new(game, "5+3".parse().expect("a control"));
    let now = std::time::Instant::now();
    let mut loaded = Bench::of(App::with_game(Settings::default(), timed, 7, now), now);
    loaded.key(Key::Left);
    assert_eq!(loaded.app.game_page().shown_clocks(), None);
}
