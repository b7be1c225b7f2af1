//! Transcripts: whole sessions played from a script, as from a pipe (every line written after
//! its prompt), in English and in Russian, with the time passed in, and kept as snapshots.
//! A line `@wait SECONDS` of a script lets time pass, the clocks saying what they say.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use super::run::Speaker;
use super::*;
use crate::analysis;
use crate::app::{Bell, Settings, Start};
use crate::game::{DrawRules, Header};
use crate::rules::{Color, Position, Variant, fen};
use crate::store::{FolderError, Store};

/// A session to play: how the game is set up, and what the players type.
struct Scenario {
    name: &'static str,
    time: &'static str,
    fen: Option<&'static str>,
    rules: DrawRules,
    armageddon: bool,
    takebacks: bool,
    script: &'static str,
}

impl Scenario {
    const fn new(name: &'static str, script: &'static str) -> Scenario {
        Scenario {
            name,
            time: "none",
            fen: None,
            rules: DrawRules::Club,
            armageddon: false,
            takebacks: true,
            script,
        }
    }

    fn settings(&self, lang: Lang) -> Settings {
        Settings {
            control: self.time.parse().expect("a valid control"),
            draw_rules: self.rules,
            start: match self.fen {
                Some(text) => Start::Position(fen::read(text).expect("a valid FEN")),
                None => Start::Usual(Variant::Standard),
            },
            armageddon: self.armageddon,
            takebacks: self.takebacks,
            lang,
            ..Settings::default()
        }
    }
}

/// A moment on the wall clock, for the saved games' names.
fn wall() -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(1_764_508_685)
}

/// A new session of `settings` at `now`, its games kept in a folder of its own.
fn session(folder: &str, settings: Settings, now: Instant) -> Session {
    static SESSIONS: AtomicUsize = AtomicUsize::new(0);
    let serial = SESSIONS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "hotseat-plain-{folder}-{}-{serial}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    let store = Store::at(dir).expect("a folder for the games");
    let app = App::new(settings, 1, now);
    Session::new(app, Ok(store), None, Header::default().dated(wall()), now)
}

/// Plays `script` in `plain` from `now` as the outer loop plays a pipe, and returns what was
/// written. At the end of the script the input ends (unless the players quit).
fn play(mut plain: Plain, mut now: Instant, script: &str) -> String {
    /// What was said, and the prompt after it.
    fn write(out: &mut Speaker<Vec<u8>>, said: &[String], plain: &Plain, now: Instant) {
        out.say(said).expect("written");
        out.prompt(&plain.prompt(now)).expect("written");
    }
    let mut out = Speaker::new(Vec::new(), super::run::Input::Piped);
    write(&mut out, &plain.greeting(), &plain, now);
    for line in script.lines() {
        if let Some(seconds) = line.strip_prefix("@wait ") {
            let until = now + Duration::from_secs_f64(seconds.parse().expect("seconds"));
            let mut calls = 0;
            while let Some(wake) = plain.next_wake(now).filter(|&wake| wake <= until) {
                calls += 1;
                assert!(calls < 10_000, "the line mode keeps waking at {wake:?}");
                now = wake.max(now);
                let said = plain.tick(now, wall());
                if !said.is_empty() {
                    write(&mut out, &said, &plain, now);
                }
                if plain.next_wake(now) == Some(now) {
                    now += Duration::from_millis(1);
                }
            }
            now = until;
            continue;
        }
        out.heard(line).expect("written");
        let mut said = plain.line(line, now, wall());
        // The engine's review asked for is waited for, as the outer loop waits for it.
        while plain.engine_busy() {
            std::thread::sleep(Duration::from_millis(5));
            said.extend(plain.engine_news(now, wall()));
        }
        if plain.should_quit() {
            out.say(&said).expect("written");
            break;
        }
        write(&mut out, &said, &plain, now);
    }
    let end_of_input = !plain.should_quit();
    let farewell = plain.finish(end_of_input, now, wall());
    out.say(&farewell).expect("written");
    out.close().expect("written");
    let text = String::from_utf8(out.into_inner()).expect("UTF-8");
    assert!(
        !text
            .chars()
            .any(|c| c != '\n' && crate::text::is_invisible(c)),
        "a control character in the transcript:\n{text}"
    );
    text
}

/// The transcript of a scenario in a language; the folder of saved games, which differs from
/// run to run, is written `[games]`.
fn transcript(scenario: &Scenario, lang: Lang) -> String {
    let now = Instant::now();
    let folder = format!("{}-{lang}", scenario.name);
    let plain = Plain::new(session(&folder, scenario.settings(lang), now));
    let games = plain.session.folder().map(|f| f.display().to_string());
    let text = play(plain, now, scenario.script);
    match games {
        Some(games) => text.replace(&games, "[games]"),
        None => text,
    }
}

/// Checks a scenario's transcripts in both languages against their snapshots.
fn check(scenario: &Scenario) {
    for lang in Lang::ALL {
        let text = transcript(scenario, lang);
        insta::with_settings!({ description => scenario.script, omit_expression => true }, {
            insta::assert_snapshot!(format!("{}_{lang}", scenario.name), text);
        });
    }
}

/// Untimed: the clocks only measure, and say the time used.
const FOOLS_MATE: Scenario = Scenario::new(
    "fools_mate",
    "clock\nf3\n@wait 2\nclock\ne5\ng4\nQh4\nmoves\ne4\nquit",
);

const CASTLING: Scenario = Scenario::new(
    "castling",
    "e4\ne5\nNf3\nNc6\nBc4\nd6\n0-0\nBe6\nd3\nQd7\nNc3\no-o-o\nlast\npieces",
);

const EN_PASSANT: Scenario = Scenario::new("en_passant", "e4\nNf6\ne5\nd5\nexd6 e.p.\nboard");

const PROMOTION: Scenario = Scenario {
    fen: Some("4k2r/PP4P1/8/8/8/8/8/4K3 w - - 0 1"),
    ..Scenario::new(
        "promotion",
        "b8\nknight\nKe7\ngxh8b\nKd6\na8\nKf2\nKc5\na8\nmaybe\na8\nR\nboard list",
    )
};

const DRAW_CLAIM: Scenario = Scenario {
    rules: DrawRules::Fide,
    ..Scenario::new(
        "draw_claim",
        "Nf3\nNf6\nclaim\nNg1\nNg8\nNf3\nNf6\nNg1\nclaim Ng8\nmoves",
    )
};

const FLAG_FALL: Scenario = Scenario {
    time: "2",
    ..Scenario::new(
        "flag_fall",
        "e4\n@wait 30\ne5\n@wait 65\nNf3\n@wait 40\nclock\n@wait 75\nclock",
    )
};

const FLAG_AGAINST_A_BARE_KING: Scenario = Scenario {
    time: "0.5",
    fen: Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"),
    ..Scenario::new("flag_bare_king", "@wait 31")
};

const QUERIES: Scenario = Scenario {
    time: "5d3",
    ..Scenario::new(
        "queries",
        "last\nmoves\nopening\nclock\ne4\n@wait 1\nclock\nc5\nNf3\nd6\nd4\ncxd4\nNxd4\nopening\nboard\nboard list\n\
         pieces\nwhere N\nwhere queen\nwhere ферзь\nwhere Кр\nwhere\nlast\nmoves\nflip\nboard\n\
         fen\nhelp\n?\nдоска\nгде К\nходы\nдебют\nсправка",
    )
};

/// Every kind of input the full screen answers with care: caps lock, the Russian layout, a
/// Cyrillic look-alike, a Russian piece letter where that piece cannot go (no pawn move is
/// offered for it, so a yes plays nothing), blank lines, words that are no moves, a lenient
/// capture, pasted movetext, control and direction characters, a line longer than the app
/// takes, questions answered with something else, commands with a word too many.
const BAD_INPUT: Scenario = Scenario::new(
    "bad_input",
    concat!(
        "E4\nNF6\nТа3\ny\nе5\nда\nСc3\ny\n\n   \nhello\nbc4\n2... Nc6 3. d3 d6\nmaybe\ny\n",
        "Qxf7\nd\u{1b}[A4\u{7}\nd\u{202E}4\ndraw\ne5\nn\nresign now\nboard it\nwhere horse\n",
        "NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN",
        "NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN",
        "NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN\n",
        "undo\nNf3\ny",
    ),
);

/// Moves read as they are written: a sentence that starts with a move keeps its case, a
/// capital `B` is a bishop even where only a pawn can take, caps lock reads when one move
/// fits, an `x` onto an empty square is refused with the quiet move offered (typed, and in
/// a line of several moves), and the pieces are listed file by file.
/// Black's double step makes an en passant capture that would leave White's king in check.
const AS_WRITTEN: Scenario = Scenario {
    fen: Some("4k3/3p4/8/r3P2K/2n5/1P1P4/4P3/5B2 b - - 0 1"),
    ..Scenario::new(
        "as_written",
        "d5\nexd6\nBxc4\nBXC4\nRxa2\ny\nKg4 Kd7 Bxh3\ny\ny\nwhere P\npieces",
    )
};

const GAME_ACTIONS: Scenario = Scenario {
    time: "5+3",
    ..Scenario::new(
        "game_actions",
        "d4\nundo\nn\nundo\ny\ne4\ne5\nresume\npause\n@wait 600\nclock\nNf3\nresign\nmaybe\nn\n\
         draw\nno\ndraw\ny\nmoves\nnew\ntime 3+2\nplay\nquit\nn\nquit\ny",
    )
};

/// Draws offered with a move (FIDE 9.1.2.1): declined in words, declined by a move, taken back
/// with the move, and accepted in words; and one offered before moving (9.1.2.2).
const OFFERS: Scenario = Scenario {
    time: "5+3",
    ..Scenario::new(
        "offers",
        "e4 draw\nno\ne5 ничья\nNf3\nNc6\ndraw Bb5\nundo\ny\nBb5 draw\nmaybe\na6\n\
         draw Ba4\ndecline\nNf6\ndraw\nn\nO-O draw\naccept\nmoves",
    )
};

/// Time odds under Armageddon: each side's control, the arbiter's hand on the clocks and its
/// takeback, and a draw that is Black's win.
const ODDS: Scenario = Scenario {
    time: "5+3 vs 4+2",
    armageddon: true,
    ..Scenario::new(
        "odds",
        "clock\ne4\n@wait 2\ne5\nclock\naddtime\ny\nclock\naddtime 0\nclock black\n\
         clock black 2:6x\nclock black 2:00\nn\nclock black 2:00\ny\nclock\nundo\ny\nclock\n\
         Nf3\nNc6\ndraw\ny",
    )
};

/// A game without takebacks: `undo` is refused in either language, and the game goes on.
const NO_TAKEBACKS: Scenario = Scenario {
    time: "5",
    takebacks: false,
    ..Scenario::new("no_takebacks", "e4\nundo\nназад\ne5\nmoves")
};

/// Byo-yomi: the main time's warning, the clock in its first period, a move that keeps the
/// period, then a ten-second warning in each period (of 12 s: just long enough for one), and
/// the flag when the last runs out.
const BYO_YOMI: Scenario = Scenario {
    time: "1 byo 2x12s",
    ..Scenario::new(
        "byo_yomi",
        "clock\ne4\n@wait 55\nclock\n@wait 10\nclock\ne5\nclock\nNf3\n@wait 30\nclock",
    )
};

/// Canadian byo-yomi: the move during which the main time runs out is the period's first,
/// and the period begins again once its moves are made.
const CANADIAN: Scenario = Scenario {
    time: "0.5 canadian 2/0.5",
    ..Scenario::new(
        "canadian",
        "clock\ne4\ne5\n@wait 40\nNf3\nclock\nNc6\nBb5\nclock",
    )
};

/// An hourglass: what one side uses the other gains, until a flag falls.
const HOURGLASS: Scenario = Scenario {
    time: "hourglass 1",
    ..Scenario::new("hourglass", "e4\n@wait 20\ne5\nclock\n@wait 90")
};

/// An upcount: the clocks count up, and no flag falls.
const UPCOUNT: Scenario = Scenario {
    time: "upcount",
    ..Scenario::new("upcount", "e4\n@wait 5\nclock\ne5\nhelp")
};

const STALEMATE: Scenario = Scenario {
    fen: Some("k7/8/1Q6/8/8/8/8/7K w - - 0 1"),
    ..Scenario::new("stalemate", "Qc7")
};

const DEAD_POSITION: Scenario = Scenario {
    fen: Some("8/8/8/4k3/8/8/3p4/4K3 w - - 0 1"),
    ..Scenario::new("dead_position", "Kxd2")
};

const FIFTY_MOVES: Scenario = Scenario {
    fen: Some("8/8/8/4k3/8/8/8/R3K3 w - - 99 80"),
    ..Scenario::new("fifty_moves", "Ra2")
};

const SEVENTY_FIVE_MOVES: Scenario = Scenario {
    fen: Some("8/8/8/4k3/8/8/8/R3K3 w - - 149 100"),
    rules: DrawRules::Fide,
    ..Scenario::new("seventy_five_moves", "Ra2")
};

const RESIGNATION: Scenario = Scenario::new("resignation", "e4\nresign\ny\nlast");

/// The pages between games in lines: the form field by field, the board editor, the library.
const BETWEEN_GAMES: Scenario = Scenario::new(
    "between_games",
    "e4\nnew\nwhite Anna\ntime 5+3\nodds 4+3\narmageddon yes\nrules blitz\nbottom\nstart editor\nplay\n\
     Ke1 Ra1h1 Pe4 / ke8 pd4\nblack\nep e3\ncastling Kq\ncastling K\nwhere\nplay\ndxe3\n\
     games\nunfinished\nall\n3\n1\nmoves\nquit\ny",
);

/// The game in sentences after a timed game with a long think and time trouble, notes
/// given to the last move, and a copy that the output (no terminal) cannot take.
const SUMMARY: Scenario = Scenario {
    time: "1+2",
    ..Scenario::new(
        "summary",
        "summary\ne4\n@wait 3\ne5\n@wait 40\nNf3\n@wait 2\nNc6\n@wait 12\nBb5\n@wait 1\na6\n\
         @wait 9\nBxc6\n@wait 2.5\ndxc6\n@wait 2\nsummary\nnag ?!\nnag !!!\ncomment too soon\n\
         comment\ncomment\nnag\nnag\ncopy\ncopy fen\ncopy board\nresign\ny\nитоги\ncharts",
    )
};

const SCENARIOS: [&Scenario; 25] = [
    &OFFERS,
    &BYO_YOMI,
    &CANADIAN,
    &HOURGLASS,
    &UPCOUNT,
    &NO_TAKEBACKS,
    &ODDS,
    &STALEMATE,
    &DEAD_POSITION,
    &FIFTY_MOVES,
    &SEVENTY_FIVE_MOVES,
    &RESIGNATION,
    &FOOLS_MATE,
    &CASTLING,
    &EN_PASSANT,
    &PROMOTION,
    &DRAW_CLAIM,
    &FLAG_FALL,
    &FLAG_AGAINST_A_BARE_KING,
    &QUERIES,
    &BAD_INPUT,
    &AS_WRITTEN,
    &GAME_ACTIONS,
    &BETWEEN_GAMES,
    &SUMMARY,
];

#[test]
fn a_game_without_takebacks_refuses_undo() {
    check(&NO_TAKEBACKS);
}

#[test]
fn byo_yomi_periods_are_said_and_warned_of_one_by_one() {
    check(&BYO_YOMI);
}

#[test]
fn a_canadian_period_says_its_moves_left() {
    check(&CANADIAN);
}

#[test]
fn an_hourglass_gives_what_one_side_uses_to_the_other() {
    check(&HOURGLASS);
}

#[test]
fn an_upcount_counts_up() {
    check(&UPCOUNT);
}

#[test]
fn between_games() {
    check(&BETWEEN_GAMES);
}

#[test]
fn fools_mate() {
    check(&FOOLS_MATE);
}

#[test]
fn draws_offered_with_a_move_and_before_one() {
    check(&OFFERS);
}

#[test]
fn time_odds_armageddon_and_the_arbiters_hand() {
    check(&ODDS);
}

/// The line mode rings no bell unless the players ask for it (a screen reader has its own
/// sounds); asked, it rings with the warning at ten seconds and with the flag, and never says
/// it in words.
#[test]
fn the_bell_rings_in_lines_only_when_asked() {
    for bell in [Bell::Quiet, Bell::Warnings] {
        let now = Instant::now();
        let settings = Settings {
            control: "0.25".parse().expect("a valid control"),
            bell,
            ..Settings::default()
        };
        let mut plain = Plain::new(session("bell", settings, now));
        let mut rung = Vec::new();
        let end = now + Duration::from_secs(16);
        let mut at = now;
        while let Some(wake) = plain.next_wake(at).filter(|&wake| wake <= end) {
            at = wake.max(at + Duration::from_millis(1));
            let said = plain.tick(at, wall());
            assert!(said.iter().all(|line| !line.contains('\u{7}')), "{said:?}");
            if plain.take_bell() {
                rung.push(said);
            }
        }
        if bell == Bell::Warnings {
            assert_eq!(rung.len(), 2, "ten seconds and the flag: {rung:?}");
            assert!(rung[0][0].contains("ten seconds left"), "{rung:?}");
        } else {
            assert!(rung.is_empty(), "{rung:?}");
        }
    }
}

#[test]
fn castling_both_ways() {
    check(&CASTLING);
}

#[test]
fn en_passant() {
    check(&EN_PASSANT);
}

#[test]
fn under_promotion() {
    check(&PROMOTION);
}

#[test]
fn a_draw_claim() {
    check(&DRAW_CLAIM);
}

#[test]
fn a_flag_falls_after_one_warning_of_each_kind() {
    check(&FLAG_FALL);
}

#[test]
fn a_flag_falls_against_a_bare_king() {
    check(&FLAG_AGAINST_A_BARE_KING);
}

#[test]
fn every_other_ending_is_said() {
    for scenario in [
        &STALEMATE,
        &DEAD_POSITION,
        &FIFTY_MOVES,
        &SEVENTY_FIVE_MOVES,
        &RESIGNATION,
    ] {
        check(scenario);
    }
}

#[test]
fn the_game_in_sentences_and_notes_on_the_last_move() {
    check(&SUMMARY);
}

#[test]
fn the_players_questions() {
    check(&QUERIES);
}

#[test]
fn bad_input_is_answered_in_one_sentence() {
    check(&BAD_INPUT);
}

#[test]
fn moves_are_read_and_said_as_written() {
    check(&AS_WRITTEN);
}

#[test]
fn takebacks_pause_resignation_draws_new_and_quit() {
    check(&GAME_ACTIONS);
}

#[test]
fn no_transcript_holds_an_escape_code() {
    for scenario in SCENARIOS {
        for lang in Lang::ALL {
            let text = transcript(scenario, lang);
            assert!(
                !text.contains('\u{1b}'),
                "{} ({lang}): {text}",
                scenario.name
            );
            assert!(
                text.chars().all(|c| c == '\n' || !c.is_control()),
                "{} ({lang}): {text}",
                scenario.name
            );
        }
    }
}

#[test]
fn a_save_elsewhere_asks_before_replacing_a_file_and_says_where_it_went() {
    let now = Instant::now();
    let mut plain = Plain::new(session("save", Settings::default(), now));
    plain.line("e4", now, wall());
    let folder = std::env::temp_dir().join(format!("hotseat-plain-copy-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a folder");
    let copy = folder.join("copy.pgn");
    std::fs::write(&copy, "kept").expect("a file");
    let typed = format!("save \"{}\"", copy.display());
    let asked = plain.line(&typed, now, wall());
    assert_eq!(
        asked,
        [format!("{} exists. Replace it? Yes or no.", copy.display())]
    );
    assert_eq!(plain.prompt(now), "Yes or no:");
    assert_eq!(
        plain.line("n", now, wall()),
        ["Not saved: the file is kept as it was."]
    );
    assert_eq!(std::fs::read_to_string(&copy).expect("the file"), "kept");
    plain.line(&typed, now, wall());
    assert_eq!(
        plain.line("y", now, wall()),
        [format!("Saved to {}.", copy.display())]
    );
    assert!(
        std::fs::read_to_string(&copy)
            .expect("the copy")
            .contains("1. e4")
    );
}

#[test]
fn a_game_that_cannot_be_saved_says_so_from_the_start_to_the_end() {
    let now = Instant::now();
    let app = App::new(Settings::default(), 1, now);
    let session = Session::new(
        app,
        Err(FolderError::NotFound),
        None,
        Header::default().dated(wall()),
        now,
    );
    let mut plain = Plain::new(session);
    assert!(
        plain.greeting().contains(
            &"Games cannot be saved: no folder for saved games: set XDG_DATA_HOME to one."
                .to_string()
        ),
        "{:?}",
        plain.greeting()
    );
    plain.line("e4", now, wall());
    assert_eq!(
        plain.line("quit", now, wall()),
        [
            "Leave? The game is not saved (games cannot be saved: no folder for saved games: \
             set XDG_DATA_HOME to one); type save FILE to keep a copy. Yes or no."
        ]
    );
    plain.line("y", now, wall());
    assert_eq!(
        plain.finish(false, now, wall()),
        [
            "The game could not be saved: games cannot be saved: no folder for saved games: \
          set XDG_DATA_HOME to one."
        ]
    );
}

#[test]
fn a_win_without_a_recorded_reason_is_said_as_the_result_alone() {
    let dir = std::env::temp_dir().join(format!("hotseat-plain-won-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join("won.pgn");
    std::fs::write(&path, "[Result \"0-1\"]\n\n1. d4 d5 2. c4 0-1\n").expect("a file");
    let said = [
        (
            Lang::En,
            "Black wins, 0-1; how the game was won is not recorded.",
        ),
        (
            Lang::Ru,
            "Победили чёрные, 0-1; чем закончилась партия, не записано.",
        ),
    ];
    for (lang, line) in said {
        let now = Instant::now();
        let saved = crate::store::load(&path, 1, DrawRules::Club).expect("the game opens");
        let settings = Settings {
            lang,
            ..Settings::default()
        };
        let app = App::with_game(settings, saved.timed, 1, now);
        let session = Session::new(app, Err(FolderError::NotFound), None, saved.header, now);
        let greeting = Plain::new(session).greeting();
        assert!(greeting.iter().any(|l| l == line), "{lang}: {greeting:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_game_another_hotseat_plays_is_only_looked_at() {
    let now = Instant::now();
    let mut timed = crate::game::TimedGame::new(
        crate::game::Game::standard(DrawRules::Club),
        "5".parse().expect("a control"),
    );
    let e4 = crate::notation::san::parse(timed.game().position(), "e4").expect("a move");
    timed.play(e4, now).expect("a legal move");
    let app = App::reviewing(Settings::default(), timed, None, 1, now);
    let session = Session::new(
        app,
        Err(FolderError::NotFound),
        None,
        Header::default(),
        now,
    );
    let mut plain = Plain::new(session);
    let greeting = plain.greeting();
    assert!(
        greeting.contains(
            &"Another hotseat is playing this game: you can look at it, not play it.".to_string()
        ),
        "{greeting:?}"
    );
    assert_eq!(plain.prompt(now), "Looking only. Command:");
    assert_eq!(
        plain.line("e5", now, wall()),
        ["Nothing changes here: the game is only looked at."]
    );
    assert_eq!(plain.finish(true, now, wall()), ["End of input."]);
}

/// The games of a file of more games than the list holds are said with the way to open any.
#[test]
fn a_file_listed_in_part_says_how_to_open_the_rest() {
    use crate::app::library::tests::file_game;
    use crate::app::library::{Library, Shelf};
    use crate::store::Contents;
    let game = file_game(1, "Topalov", "0-1");
    let shelf = |total| Shelf::File {
        path: "club.pgn".into(),
        contents: Contents {
            games: vec![game.clone()],
            total,
        },
    };
    let first = |lang, total| pages::library(lang, &Library::new(shelf(total)))[0].clone();
    assert_eq!(first(Lang::En, 1), "The games of club.pgn: 1.");
    assert_eq!(
        first(Lang::En, 100_302),
        "The games of club.pgn: 100302; the first is listed, and hotseat --load FILE --game \
         N opens any."
    );
    assert_eq!(
        first(Lang::Ru, 100_302),
        "Партии файла club.pgn: 100302; в списке первая, любую откроет «hotseat --load ФАЙЛ \
         --game N»."
    );
}

/// The library says the tournaments kept beside the games before the games, each by its
/// name with its kind, progress, leader and next game, and how to play one: by its name.
#[test]
fn the_library_says_the_tournaments_by_their_names() {
    use crate::app::library::Library;
    use crate::app::library::tests::shelf_with_tournaments;
    let library = Library::new(shelf_with_tournaments());
    for (lang, lines) in [
        (
            Lang::En,
            [
                "The tournaments, newest first: 2.",
                "Club night: round robin, round 2 of 3, leader Boris 1, next 2.1  Anna – Boris.",
                "Winter match: match of 2 games, over, leader Clara 1½.",
                "Type a tournament's name to play its next game.",
            ],
        ),
        (
            Lang::Ru,
            [
                "Турниры, сначала новые: 2.",
                "Club night: круговой турнир, тур 2 из 3, лидер Boris 1, далее 2.1  Anna – Boris.",
                "Winter match: матч из 2 партий, окончен, лидер Clara 1½.",
                "Наберите название турнира, чтобы сыграть его следующую партию.",
            ],
        ),
    ] {
        let said = pages::library(lang, &library);
        let at = |line: &str| {
            said.iter()
                .position(|said| said == line)
                .unwrap_or_else(|| panic!("{line:?} in {said:#?}"))
        };
        let first_game = said
            .iter()
            .position(|line| line.starts_with("1  "))
            .expect("the games");
        assert!(at(lines[0]) < at(lines[1]) && at(lines[1]) < at(lines[2]));
        assert!(
            at(lines[2]) < first_game,
            "the tournaments before the games"
        );
        assert!(at(lines[3]) > first_game, "how, after the list");
    }
    let page = crate::app::Page::Library(library);
    assert_eq!(
        pages::prompt(Lang::En, &page),
        "Game number, tournament name, or words to filter:"
    );
    assert_eq!(
        pages::prompt(Lang::Ru, &page),
        "Номер партии, название турнира или слова для отбора:"
    );
}

/// The library says each damaged file it sets aside and each file set aside before that it
/// gives back, a line each, by the files' names.
#[test]
fn the_library_says_each_file_set_aside_or_given_back() {
    let dir = std::env::temp_dir().join(format!("hotseat-plain-notes-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = Store::at(dir).expect("a folder for the games");
    let cut = "2026-11-28-080000-Cut-vs-Short.pgn";
    let back = "2026-11-27-080000-Back-vs-Again.pgn";
    std::fs::write(
        store.folder().join(cut),
        "[White \"Cut\"]\n\n1. e4 e5 2. Nf3",
    )
    .expect("a file");
    std::fs::write(
        store.folder().join(format!("{back}.damaged")),
        "[White \"Back\"]\n[Black \"Again\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n",
    )
    .expect("a file");
    let now = Instant::now();
    let app = App::new(Settings::default(), 1, now);
    let session = Session::new(app, Ok(store), None, Header::default().dated(wall()), now);
    let said = Plain::new(session).line("games", now, wall());
    for line in [
        format!(
            "{cut} is damaged: it stops before the result: it was cut short; it is kept as \
             {cut}.damaged."
        ),
        format!(
            "{back}.damaged was set aside as damaged but reads as a game: it is back as {back}."
        ),
    ] {
        assert!(said.contains(&line), "{line:?} in {said:#?}");
    }
}

/// `script` played in a new game under `rules` and `time`, saved at the end of the input, and
/// the game opened again from its file, as `--resume` opens it: what the line mode says first.
fn greeting_after_resuming(rules: DrawRules, time: &str, script: &str, lang: Lang) -> Vec<String> {
    let now = Instant::now();
    let settings = Settings {
        control: time.parse().expect("a valid control"),
        draw_rules: rules,
        lang,
        ..Settings::default()
    };
    let mut plain = Plain::new(session("resumed", settings.clone(), now));
    for line in script.lines() {
        plain.line(line, now, wall());
    }
    plain.finish(true, now, wall());
    let path = plain.session.file().expect("a saved game").to_path_buf();
    let saved = crate::store::load(&path, 1, rules).expect("the game opens");
    let settings = settings.playing(&saved.timed, &saved.header);
    let app = App::with_game(settings, saved.timed, 1, now);
    let session = Session::new(app, Err(FolderError::NotFound), None, saved.header, now);
    Plain::new(session).greeting()
}

/// A game opened again says the state it is in, as the screen shows it: a draw offered with
/// its last move or before a move, waiting for its answer; a draw the side to move may claim;
/// clocks stopped by `pause`.
#[test]
fn a_resumed_game_says_the_state_it_is_in() {
    let repeated = "Nf3\nNf6\nNg1\nNg8\nNf3\nNf6\nNg1\nNg8";
    for (rules, time, script, said) in [
        (
            DrawRules::Club,
            "none",
            "e4 draw",
            "White offers a draw with the move. Black: yes to accept, no to decline, or play a move.",
        ),
        (
            DrawRules::Club,
            "none",
            "e4\ndraw",
            "Black offers a draw. White, do you accept? Yes or no.",
        ),
        (
            DrawRules::Fide,
            "none",
            repeated,
            "White may claim a draw (threefold repetition): type claim.",
        ),
        (
            DrawRules::Club,
            "5+3",
            "e4\npause",
            "The clocks are stopped. Press Enter to go on.",
        ),
    ] {
        let greeting = greeting_after_resuming(rules, time, script, Lang::En);
        assert!(
            greeting.iter().any(|line| line == said),
            "{script:?}: {greeting:?}"
        );
    }
    let greeting = greeting_after_resuming(DrawRules::Club, "none", "e4 ничья", Lang::Ru);
    assert!(
        greeting
            .iter()
            .any(|line| line.starts_with("Белые предлагают ничью")),
        "{greeting:?}"
    );
}

/// A draw the side to move may claim is said with the move that makes it claimable, as the
/// screen shows it from then on.
#[test]
fn a_draw_that_may_be_claimed_is_said_when_it_comes() {
    let now = Instant::now();
    let settings = Settings {
        draw_rules: DrawRules::Fide,
        ..Settings::default()
    };
    let mut plain = Plain::new(session("claimable", settings, now));
    let mut said = Vec::new();
    for line in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
        said = plain.line(line, now, wall());
    }
    assert_eq!(
        said,
        [
            "4... Ng8, knight f6 to g8.",
            "White may claim a draw (threefold repetition): type claim."
        ]
    );
}

/// An annotated game, loaded: a comment before the first move, glyphs, comments and side
/// lines, one inside another, and an engine's evals in the comments, which are not read out.
const ANNOTATED: &str = "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n\n\
    {An old opening.} 1. e4 e5 {[%eval 0.2]} 2. Nf3 {[%eval 0.25] The usual.} Nc6 $1 (2... d6 {Philidor.} 3. d4 \
    (3. Bc4 Be7) exd4) 3. Bb5 a6 *\n";

/// Stepping through a loaded game in the line mode, as on the screen with ← and →: each step
/// says the move viewed in words with its glyphs, its comment and the side lines from there,
/// in a side line too; a move typed in review goes into a side line, `nag` and `comment` go
/// with the move viewed, a step that goes nowhere says why, `end` returns to the game, and
/// `moves` reads the whole score with its notes.
#[test]
fn stepping_through_a_game_reads_its_notes_and_side_lines() {
    let script = "previous\nprevious\nprevious\nprevious\nprevious\nprevious\nprevious\n\
                  next\nnext\nnext\nd6\nnext\nnext\nnext\nboard\nleave\nstart\nprevious\nnext\n\
                  nag !?\ncomment The king's pawn.\nend\nnext\nmoves\nhelp";
    for lang in Lang::ALL {
        let dir = std::env::temp_dir().join(format!(
            "hotseat-plain-annotated-{lang}-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder");
        let path = dir.join("annotated.pgn");
        std::fs::write(&path, ANNOTATED).expect("a file");
        let now = Instant::now();
        let saved = crate::store::load(&path, 1, DrawRules::Club).expect("the game opens");
        let settings = Settings {
            lang,
            ..Settings::default()
        }
        .playing(&saved.timed, &saved.header);
        let app = App::with_game(settings, saved.timed, 1, now);
        let store = Store::at(dir.join("games")).expect("a folder for the games");
        let session = Session::new(app, Ok(store), None, saved.header, now);
        let games = session.folder().map(|f| f.display().to_string());
        let text = play(Plain::new(session), now, script);
        let text = match games {
            Some(games) => text.replace(&games, "[games]"),
            None => text,
        };
        if lang == Lang::En {
            for line in [
                "2... Nc6!, knight b8 to c6. Half-move 4 of 6.",
                "Reviewing 2... Nc6. Command or move: previous",
                "Comment: “The usual.”",
                "Side lines from here: 2... d6; type one to follow it.",
                "In a side line: 2... d6.",
                "2... d6, pawn d7 to d6.",
                "Comment: “Philidor.”",
                "Side lines from here: 3. Bc4; type one to follow it.",
                "This side line goes no further: previous steps back, end returns to the game.",
                "Comment: “An old opening.”",
                "This is the start of the game: there is no move before it.",
                "This is the game as it stands: there is no move after it; previous steps back.",
                "1. e4!? “The king's pawn.” 1... e5",
                "2. Nf3 “The usual.” 2... Nc6! (2... d6 “Philidor.” 3. d4 (3. Bc4 Be7) 3... exd4)",
            ] {
                assert!(text.lines().any(|l| l == line), "{line:?} in:\n{text}");
            }
        }
        insta::with_settings!({ description => script, omit_expression => true }, {
            insta::assert_snapshot!(format!("review_{lang}"), text);
        });
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// The lines of a paste, handed over together by a terminal, are taken as one paste when they
/// are a game, with its tags; other lines handed over together are each a line, as if typed
/// ahead.
#[test]
fn the_lines_of_a_paste_are_one_paste() {
    let now = Instant::now();
    let mut plain = Plain::new(session("pasted", Settings::default(), now));
    let pasted = "[Event \"Club\"]\n[White \"Anna\"]\n\n1. e4 e5 2. Nf3\nNc6 3. Bb5 *";
    assert_eq!(
        plain.line(pasted, now, wall()),
        ["Play 5 moves: e4, e5, Nf3, Nc6 and Bb5? Yes or no."]
    );
    assert_eq!(plain.line("y", now, wall()).len(), 5);
    assert_eq!(
        plain.line("hello\nworld\nBb4", now, wall()),
        [
            "'hello': not a move.",
            "'world': not a move.",
            "3... Bb4, bishop f8 to b4."
        ]
    );
}

/// The engine's review in the line mode, from a fake engine that answers the scholar's mate
/// (1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7#) with fixed figures: refused while the game is
/// played, its progress at each quarter, the report in sentences, and the words that step to
/// the marked moves; then the same game without an engine.
#[test]
fn the_engine_s_review_is_said_in_sentences() {
    fn fake_engine() -> Result<analysis::Settings, crate::engine::EngineError> {
        use crate::engine::fake::{SCHOLAR_ANSWERS, scholar_engine};
        Ok(analysis::Settings {
            engine: scholar_engine("plain-review", &SCHOLAR_ANSWERS),
            nodes: 1000,
            jobs: 1,
            threads: 1,
            hash: 16,
            patience: crate::engine::Patience::default(),
        })
    }
    fn no_engine() -> Result<analysis::Settings, crate::engine::EngineError> {
        Err(crate::engine::EngineError::NotFound {
            path: "stockfish".into(),
        })
    }
    let script = "analyse\ne4\ne5\nQh5\nNc6\nBc4\nNf6\nQxf7\nanalyse\nprevious mistake\n\
                  next mistake\nраньше ошибка\nnext\nnext blunder";
    let without = "e4\ne5\nQh5\nNc6\nBc4\nNf6\nQxf7\nanalyse\nnext mistake";
    type Engine = fn() -> Result<analysis::Settings, crate::engine::EngineError>;
    let cases: [(&str, Engine, &str); 2] = [
        ("analysis", fake_engine, script),
        ("analysis_without_engine", no_engine, without),
    ];
    for (name, engine, script) in cases {
        for lang in Lang::ALL {
            let now = Instant::now();
            let settings = Settings {
                lang,
                ..Settings::default()
            };
            let session = session(name, settings, now).with_analysis_settings(engine);
            let plain = Plain::new(session);
            let games = plain.session.folder().map(|f| f.display().to_string());
            let mut text = play(plain, now, script);
            if let Some(games) = games {
                text = text.replace(&games, "[games]");
            }
            insta::with_settings!({ description => script, omit_expression => true }, {
                insta::assert_snapshot!(format!("{name}_{lang}"), text);
            });
        }
    }
}

/// Learning from White's mistakes in the line mode, in both languages: the task, the move
/// played tried, a move searched by a (fake) engine that keeps too little, the solution,
/// the best move of the next mistake, and the tally.
#[test]
fn learning_from_the_mistakes_in_sentences() {
    use crate::analysis::retro::tests::{MOVES, game, moves};
    use crate::app::Page;
    use crate::app::learn::Learn;
    use crate::engine::fake::{fake_engine, uci_engine};
    let engine = fake_engine(
        "plain-learn",
        &uci_engine("say info depth 5 score cp 300 pv a7a6; say bestmove a7a6"),
    );
    for (lang, script) in [
        (Lang::En, ["Nf3", "a3", "solution", "next", "d4", "next"]),
        (Lang::Ru, ["Кf3", "a3", "решение", "дальше", "d4", "дальше"]),
    ] {
        let now = Instant::now();
        let mut app = App::new(
            Settings {
                lang,
                ..Settings::default()
            },
            1,
            now,
        );
        for m in MOVES {
            app.update(crate::app::Message::Line(m.to_string()), now);
        }
        let (_, review) = game();
        let search = crate::analysis::Settings {
            engine: engine.clone(),
            nodes: 1000,
            jobs: 1,
            threads: 1,
            hash: 16,
            patience: crate::engine::Patience::default(),
        };
        let learn = Learn::new(
            Color::White,
            Position::startpos(),
            moves(),
            &review,
            Some(search),
        );
        let _ = app.open(Page::Learn(Box::new(learn)));
        let dir =
            std::env::temp_dir().join(format!("hotseat-plain-learn-{}-{lang}", std::process::id()));
        let store = Store::at(dir).expect("a folder for the games");
        let session = Session::new(app, Ok(store), None, Header::default(), now);
        let mut plain = Plain::new(session);
        let mut out = Speaker::new(Vec::new(), super::run::Input::Piped);
        out.say(&plain.greeting()).expect("written");
        out.prompt(&plain.prompt(now)).expect("written");
        for line in script {
            out.heard(line).expect("written");
            let said = plain.line(line, Instant::now(), wall());
            out.say(&said).expect("written");
            // The engine answers on a thread of its own, in its own time.
            for _ in 0..500 {
                if plain.next_wake(Instant::now()).is_none() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(10));
                let said = plain.tick(Instant::now(), wall());
                out.say(&said).expect("written");
            }
            out.prompt(&plain.prompt(now)).expect("written");
        }
        out.close().expect("written");
        let text = String::from_utf8(out.into_inner()).expect("UTF-8");
        insta::assert_snapshot!(format!("learn_{lang}"), text);
    }
}

/// The form in lines with a tournament under way: its field first, the tournaments to
/// choose from, the field set by words, and a name of none refused with the names there
/// are.
#[test]
fn the_form_offers_the_next_game_of_a_tournament_in_lines() {
    use crate::app::form::tests::under_way;
    use crate::tournament::Kept;
    let now = Instant::now();
    let settings = Settings {
        lang: Lang::Ru,
        ..Settings::default()
    };
    let mut plain = Plain::new(session("tournament-form", settings, now));
    let games = plain.session.folder().expect("a folder of games");
    let data = games.parent().expect("the data folder").to_path_buf();
    let store = Store::at(data).expect("the data folder");
    let club = under_way("Клуб", &["Анна", "Борис", "Вера"]);
    Kept::beside(&store).create(&club).expect("kept");
    let said = plain.line("новая", now, wall());
    let field = |said: &[String]| said.iter().position(|line| line.starts_with("Турнир:"));
    assert_eq!(field(&said), Some(1), "first of the fields: {said:?}");
    assert!(said.contains(&"Турнир: нет, свободная партия с полями ниже.".to_string()));
    let how = "Идут турниры: Клуб. Следующая партия турнира — турнир НАЗВАНИЕ, свободная \
               партия — турнир нет.";
    assert_eq!(said.last().map(String::as_str), Some(how), "{said:?}");
    let said = plain.line("турнир клуб", now, wall());
    let game = crate::tournament::next_game_line(&club, Lang::Ru).expect("a game to play");
    assert!(game.ends_with(", 5+3, тур 1 из 3"), "{game}");
    let chosen = format!(
        "Турнир: Клуб, следующая партия {game}; игроки, контроль и вариант — турнира, а не \
         полей ниже."
    );
    assert_eq!(said, [chosen]);
    let said = plain.line("турнир Осень", now, wall());
    assert_eq!(
        said,
        ["Турнир: «Осень» — такого выбора нет: ожидается «нет» или «Клуб»."]
    );
}
