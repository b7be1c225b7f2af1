//! How long one full frame of the game screen takes to draw, at 80×24, 160×50 and 300×100
//! (where the pieces are the large figures at twice their size and the clocks have large
//! digits): a game under way with its clock running, a last move and typed candidates.
//!
//! `cargo bench --bench render` draws each size many times and prints, per size, the piece
//! size of its squares, the best and the median time of one frame: the screen drawn into a cleared buffer
//! (`impl Widget for &App`), and the whole of `Terminal::draw` over a `TestBackend` (drawing,
//! comparing with the previous frame, and handing the changed cells to the backend) with
//! the clock one second on from the frame before, as the event loop draws it. Then the same
//! with the game in review and its charts open.

use std::hint::black_box;
use std::time::{Duration, Instant};

use hotseat::app::{App, Key, Message, Settings};
use hotseat::look::{ColourDepth, ThemeName};
use hotseat::rules::Square;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// The sizes measured.
const SIZES: [(u16, u16); 3] = [(80, 24), (160, 50), (300, 100)];
/// Frames drawn per size, after as many to warm up.
const FRAMES: usize = 400;

/// A game under way: a Ruy Lopez, Black thinking with the clock running, `O` typed.
fn scene(start: Instant) -> App {
    let settings = Settings {
        control: "90+30".parse().expect("valid control"),
        theme: ThemeName::Green,
        depth: ColourDepth::TrueColour,
        ..Settings::default()
    };
    let mut app = App::new(settings, 1, start);
    let mut now = start;
    for m in "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3".split_whitespace() {
        now += Duration::from_secs(5);
        for c in m.chars() {
            app.update(Message::Key(Key::Char(c)), now);
        }
        app.update(Message::Key(Key::Enter), now);
    }
    app.update(Message::Key(Key::Char('O')), now);
    app
}

/// The same game in review, six moves back, with the charts open over it.
fn charts_scene(start: Instant) -> App {
    let mut app = scene(start);
    let now = app.now();
    app.update(Message::Key(Key::Esc), now);
    for _ in 0..6 {
        app.update(Message::Key(Key::Left), now);
    }
    for c in "charts".chars() {
        app.update(Message::Key(Key::Char(c)), now);
    }
    app.update(Message::Key(Key::Enter), now);
    assert!(
        app.game_page().review().charts_open(),
        "the charts are open"
    );
    app
}

/// The best and the median of `times`.
fn best_and_median(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort();
    (times[0], times[times.len() / 2])
}

fn micros(duration: Duration) -> String {
    format!("{:.1} µs", duration.as_secs_f64() * 1e6)
}

fn main() {
    let start = Instant::now();
    println!(
        "{:<9} {:<12} | {:>22} | {:>22}",
        "size", "squares", "render best / median", "Terminal::draw best / median"
    );
    measure(scene(start));
    println!("with the charts open, in review:");
    measure(charts_scene(start));
}

/// Draws `app` at every size, and prints the times.
fn measure(mut app: App) {
    for (width, height) in SIZES {
        let area = Rect::new(0, 0, width, height);
        let mut buf = Buffer::empty(area);
        let mut render_times = Vec::with_capacity(FRAMES);
        for i in 0..2 * FRAMES {
            let begin = Instant::now();
            buf.reset();
            black_box(&app).render(area, &mut buf);
            black_box(&buf);
            if i >= FRAMES {
                render_times.push(begin.elapsed());
            }
        }
        let square = hotseat::ui::square_area(&app, area, Square::A1).expect("the board fits");
        let squares = format!("{}×{}", square.width, square.height);
        let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("terminal");
        let mut draw_times = Vec::with_capacity(FRAMES);
        let mut now = app.now();
        for i in 0..2 * FRAMES {
            now += Duration::from_secs(1);
            app.update(Message::Tick, now);
            let begin = Instant::now();
            terminal
                .draw(|frame| frame.render_widget(&app, frame.area()))
                .expect("drawing");
            if i >= FRAMES {
                draw_times.push(begin.elapsed());
            }
        }
        let (render_best, render_median) = best_and_median(render_times);
        let (draw_best, draw_median) = best_and_median(draw_times);
        println!(
            "{:<9} {:<12} | {:>10} / {:>9} | {:>10} / {:>15}",
            format!("{width}×{height}"),
            squares,
            micros(render_best),
            micros(render_median),
            micros(draw_best),
            micros(draw_median),
        );
    }
}
