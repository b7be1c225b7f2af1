//! Games played over the board at one keyboard, as hotseat writes them: time odds,
//! Armageddon's draw odds, time added and a clock set by the arbiter's hand, a draw offered
//! with a move. Another program's reader (pgn-reader, the moves played by shakmaty) reads
//! every move, every `[%clk]` time as hotseat recorded it, the tags and the result; and
//! hotseat reads the file back to the same game.

use std::collections::BTreeMap;
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use hotseat::game::arbiter::{ClockAdjustment, TimeChange};
use hotseat::game::clk::format_clk;
use hotseat::game::pgn::{GamePlayer, Keep, export, tagged_time_control};
use hotseat::game::{DrawAnswer, DrawRules, Game, GameResult, Header, TimedGame};
use hotseat::notation::pgn::Reader;
use hotseat::notation::san;
use hotseat::rules::Color;
use pgn_reader::{Outcome, RawComment, RawTag, SanPlus, Visitor};
use shakmaty::Chess;

/// What pgn-reader and shakmaty make of a game: its tags, its moves in SAN as shakmaty writes
/// them, the `[%clk]` time in each move's comment (as written), and the result.
#[derive(Debug, Default)]
struct Read {
    tags: BTreeMap<String, String>,
    moves: Vec<String>,
    clocks: Vec<Option<String>>,
    comments: Vec<String>,
    outcome: String,
}

struct TheirReader;

impl Visitor for TheirReader {
    type Tags = Read;
    type Movetext = (Read, Chess);
    type Output = Read;

    fn begin_tags(&mut self) -> ControlFlow<Read, Read> {
        ControlFlow::Continue(Read::default())
    }

    fn tag(&mut self, read: &mut Read, name: &[u8], value: RawTag<'_>) -> ControlFlow<Read> {
        let name = String::from_utf8_lossy(name).into_owned();
        read.tags
            .insert(name, value.decode_utf8_lossy().into_owned());
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, read: Read) -> ControlFlow<Read, (Read, Chess)> {
        ControlFlow::Continue((read, Chess::default()))
    }

    fn san(&mut self, (read, position): &mut (Read, Chess), san: SanPlus) -> ControlFlow<Read> {
        let m = san
            .san
            .to_move(position)
            .expect("shakmaty plays every move");
        read.moves
            .push(SanPlus::from_move_and_play_unchecked(position, m).to_string());
        read.clocks.push(None);
        ControlFlow::Continue(())
    }

    fn comment(
        &mut self,
        (read, _): &mut (Read, Chess),
        comment: RawComment<'_>,
    ) -> ControlFlow<Read> {
        let text = String::from_utf8_lossy(comment.as_bytes()).replace('\n', " ");
        // The `[%clk …]` command, as lichess and python-chess read it.
        let clock = text
            .split("[%clk ")
            .nth(1)
            .and_then(|rest| rest.split(']').next())
            .map(str::to_string);
        if let (Some(clock), Some(last)) = (clock, read.clocks.last_mut()) {
            *last = Some(clock);
        }
        read.comments.push(text);
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, (read, _): &mut (Read, Chess), outcome: Outcome) -> ControlFlow<Read> {
        read.outcome = outcome.to_string();
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, (read, _): (Read, Chess)) -> Read {
        read
    }
}

/// The game as written, read by pgn-reader and shakmaty.
fn read_by_them(text: &str) -> Read {
    pgn_reader::Reader::new(text.as_bytes())
        .read_game(&mut TheirReader)
        .expect("pgn-reader reads it")
        .expect("one game")
}

/// The game as written, read by hotseat.
fn read_by_us(text: &str) -> GamePlayer {
    let mut player = GamePlayer::new(DrawRules::Club, Keep::Everything);
    let read = Reader::new(text.as_bytes()).read_game(&mut player);
    assert!(matches!(read, Ok(Some(Ok(())))), "{text}");
    player
}

/// A game of `control` played here, Armageddon or not, each move `each` after the last.
fn played(control: &str, armageddon: bool) -> (TimedGame, Instant) {
    let mut game = Game::standard(DrawRules::Club);
    game.set_armageddon(armageddon);
    let mut timed = TimedGame::new(game, control.parse().expect("a control"));
    let now = Instant::now();
    timed.start(now);
    (timed, now)
}

fn play(timed: &mut TimedGame, now: &mut Instant, moves: &str) {
    for text in moves.split_whitespace() {
        *now += Duration::from_millis(2_300);
        let m = san::parse(timed.game().position(), text).expect("a legal move");
        timed.play(m, *now).expect("the game goes on");
    }
}

/// Each move's clock as hotseat recorded it and writes it.
fn our_clocks(game: &Game) -> Vec<Option<String>> {
    game.plies()
        .iter()
        .map(|ply| ply.clock.map(format_clk))
        .collect()
}

#[test]
fn odds_armageddon_added_time_and_an_offer_read_elsewhere_with_moves_and_clocks() {
    let (mut timed, mut now) = played("5+3 vs 4+2", true);
    play(&mut timed, &mut now, "e4 c5 Nf3 d6");
    // Black to move gives White 15 s; then White's clock is set right, down to 4:30.
    let given = ClockAdjustment {
        side: Color::White,
        change: TimeChange::Add(Duration::from_secs(15)),
    };
    timed.adjust_clock(given, now).expect("a timed game");
    let shows = timed.clock().remaining(Color::White, now);
    let set =
        ClockAdjustment::setting(Color::White, shows, Duration::from_secs(270)).expect("a change");
    timed.adjust_clock(set, now).expect("a timed game");
    play(&mut timed, &mut now, "d4 cxd4 Nxd4");
    now += Duration::from_secs(1);
    let nf6 = san::parse(timed.game().position(), "Nf6").expect("legal");
    timed
        .play_offering_draw(nf6, now)
        .expect("the game goes on");
    timed
        .answer_draw_offer(DrawAnswer::Accept, now)
        .expect("an offer");
    let outcome = timed.outcome().expect("drawn, scored 0-1");
    assert_eq!(outcome.result, GameResult::BlackWins);

    let header = Header {
        time_control: timed.control().clone(),
        ..Header::default()
    };
    let text = export(timed.game(), &header);
    let theirs = read_by_them(&text);
    let sans: Vec<String> = (0..timed.game().plies().len())
        .filter_map(|index| timed.game().san(index))
        .map(|san| san.to_string())
        .collect();
    assert_eq!(theirs.moves, sans, "{text}");
    assert_eq!(theirs.clocks, our_clocks(timed.game()), "{text}");
    assert!(theirs.clocks.iter().all(Option::is_some));
    assert_eq!(theirs.outcome, "0-1");
    let tag = |name: &str| theirs.tags.get(name).map(String::as_str);
    assert_eq!(tag("Result"), Some("0-1"));
    assert_eq!(tag("TimeControl"), Some("?"));
    assert_eq!(tag("WhiteTimeControl"), Some("300+3"));
    assert_eq!(tag("BlackTimeControl"), Some("240+2"));
    assert_eq!(tag("Armageddon"), Some("Black has draw odds"));
    assert_eq!(tag("BoardResult"), Some("1/2-1/2"));
    assert_eq!(tag("Termination"), Some("normal"));
    // The arbiter's hand and the offer are in the comments of their moves.
    assert!(
        theirs.comments[3].contains("[%clkadj White +0:00:15.0]")
            && theirs.comments[3].contains("[%clkadj White -0:00:"),
        "{text}"
    );
    assert!(theirs.comments[7].contains("[%draw offer]"), "{text}");

    // hotseat reads it back as it was written: the clocks as [%clk] and [%clkadj] give them.
    let ours = read_by_us(&text);
    let game = ours.game();
    let record = |game: &Game| {
        let plies = game.plies().iter();
        plies
            .map(|ply| (ply.m, ply.clock.map(format_clk), ply.offers_draw))
            .collect::<Vec<_>>()
    };
    assert_eq!(record(game), record(timed.game()));
    let adjustments = |game: &Game| {
        let adjustments = game.adjustments().iter();
        adjustments
            .map(|(plies, adjustment)| (*plies, adjustment.to_pgn()))
            .collect::<Vec<_>>()
    };
    assert_eq!(adjustments(game), adjustments(timed.game()));
    let control = tagged_time_control(|name| {
        ours.tags()
            .iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.clone())
    });
    assert_eq!(control, *timed.control());
    // Its clocks after every move are those played here, to the second [%clk] keeps.
    let loaded = TimedGame::new(game.clone(), control);
    for plies in 0..=game.plies().len() {
        let (Some(read), Some(played)) = (loaded.clocks_after(plies), timed.clocks_after(plies))
        else {
            panic!("no clocks after {plies} moves");
        };
        for side in Color::ALL {
            let apart = read[side].abs_diff(played[side]);
            assert!(
                apart < Duration::from_secs(1),
                "after {plies} moves, {side}: {:?} read, {:?} played",
                read[side],
                played[side]
            );
        }
    }
    // Opened from a file (`--load`), it is the Armageddon draw scored as Black's win.
    let path = std::env::temp_dir().join(format!("hotseat-otb-{}.pgn", std::process::id()));
    std::fs::write(&path, &text).expect("a file");
    let loaded = hotseat::store::load(&path, 1, DrawRules::Club).expect("a game");
    let _ = std::fs::remove_file(&path);
    assert_eq!(loaded.timed.outcome(), timed.outcome());
    assert_eq!(loaded.header.time_control, *timed.control());
    assert!(loaded.timed.game().is_armageddon());
}

#[test]
fn armageddon_wins_and_even_games_keep_the_standard_tags() {
    // White's win in an Armageddon game is a win: no board result beside it.
    let (mut timed, mut now) = played("5 vs 4", true);
    play(&mut timed, &mut now, "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7");
    let header = Header {
        time_control: timed.control().clone(),
        ..Header::default()
    };
    let text = export(timed.game(), &header);
    let theirs = read_by_them(&text);
    assert_eq!(theirs.outcome, "1-0");
    assert_eq!(theirs.tags.get("BoardResult"), None);
    assert_eq!(theirs.clocks, our_clocks(timed.game()));
    // The same control for both sides is the standard tag alone.
    let (mut even, mut now) = played("3+2", false);
    play(&mut even, &mut now, "d4 d5");
    let header = Header {
        time_control: even.control().clone(),
        ..Header::default()
    };
    let text = export(even.game(), &header);
    let theirs = read_by_them(&text);
    assert_eq!(
        theirs.tags.get("TimeControl").map(String::as_str),
        Some("180+2")
    );
    assert!(!theirs.tags.contains_key("WhiteTimeControl"));
    assert!(!theirs.tags.contains_key("Armageddon"));
}
