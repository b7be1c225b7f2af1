//! The reader, tried on every kind of PGN text: well-formed, messy, broken and hostile.

use std::io::{self, Read};

use super::*;
use crate::notation::pgn::decode::SNIPPET_CHARS;
use crate::notation::pgn::{MAX_COMMENT_LEN, MAX_MOVE_TOKEN_LEN, Skip};

/// Renders each game as one line of events: tags `[Name "value"]`, `|` where the movetext
/// begins, `12.`, moves as written, `$n`, `{comment}`, `(` `)` (or `(...)` when skipped),
/// `=> result`.
#[derive(Default)]
struct Recorder {
    events: Vec<String>,
    enter_variations: bool,
    /// Answer `SkipGame` right after this event.
    skip_at: Option<&'static str>,
    /// Answer `false` to `reads_comments`.
    ignores_comments: bool,
}

impl Recorder {
    fn entering_variations() -> Self {
        Recorder {
            enter_variations: true,
            ..Recorder::default()
        }
    }

    fn skipping_at(event: &'static str) -> Self {
        Recorder {
            skip_at: Some(event),
            ..Recorder::default()
        }
    }

    fn push(&mut self, event: String) -> Flow {
        let skip = self.skip_at == Some(event.as_str());
        self.events.push(event);
        if skip { Flow::SkipGame } else { Flow::Continue }
    }
}

impl Visitor for Recorder {
    type Output = String;

    fn begin_game(&mut self) {
        self.events.clear();
    }

    fn tag(&mut self, name: &str, value: &str) -> Flow {
        self.push(format!("[{name} {value:?}]"))
    }

    fn begin_movetext(&mut self) -> Flow {
        self.push("|".to_string())
    }

    fn move_number(&mut self, number: u32) -> Flow {
        self.push(format!("{number}."))
    }

    fn san(&mut self, token: &str) -> Flow {
        self.push(token.to_string())
    }

    fn nag(&mut self, nag: u8) -> Flow {
        self.push(format!("${nag}"))
    }

    fn comment(&mut self, text: &str) -> Flow {
        self.push(format!("{{{text}}}"))
    }

    fn reads_comments(&self) -> bool {
        !self.ignores_comments
    }

    fn begin_variation(&mut self) -> Skip {
        let event = if self.enter_variations { "(" } else { "(...)" };
        let _ = self.push(event.to_string());
        Skip(!self.enter_variations)
    }

    fn end_variation(&mut self) -> Flow {
        self.push(")".to_string())
    }

    fn result(&mut self, result: &str) -> Flow {
        self.push(format!("=> {result}"))
    }

    fn end_game(&mut self) -> String {
        self.events.join(" ")
    }
}

/// Every game of `reader` rendered, or its error message; stops at the end of the input.
fn read_all<R: Read>(mut reader: Reader<R>, visitor: &mut Recorder) -> Vec<String> {
    let mut games = Vec::new();
    loop {
        match reader.read_game(visitor) {
            Ok(Some(game)) => games.push(game),
            Ok(None) => return games,
            Err(error) => games.push(format!("error: {error}")),
        }
    }
}

fn games_of_bytes(pgn: &[u8]) -> Vec<String> {
    read_all(Reader::new(pgn), &mut Recorder::default())
}

fn games(pgn: &str) -> Vec<String> {
    games_of_bytes(pgn.as_bytes())
}

fn game(pgn: &str) -> String {
    let all = games(pgn);
    assert_eq!(all.len(), 1, "expected one game in {pgn:?}, got {all:#?}");
    all[0].clone()
}

fn game_entering_variations(pgn: &str) -> String {
    let all = read_all(
        Reader::new(pgn.as_bytes()),
        &mut Recorder::entering_variations(),
    );
    assert_eq!(all.len(), 1, "{all:#?}");
    all[0].clone()
}

// ---- tags ----

#[test]
fn reads_tags_and_movetext() {
    let pgn = "[Event \"Club\"]\n[White \"Anna\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n";
    assert_eq!(
        game(pgn),
        "[Event \"Club\"] [White \"Anna\"] | 1. e4 e5 2. Nf3 Nc6 => 1-0"
    );
}

#[test]
fn unescapes_tag_values_and_keeps_other_backslashes() {
    let pgn = r#"[Event "say \"hi\" C:\\dir\\ C:\x"]"#;
    assert_eq!(game(pgn), r#"[Event "say \"hi\" C:\\dir\\ C:\\x"] |"#);
}

#[test]
fn reads_several_tags_on_a_line_and_spaces_inside_brackets() {
    let pgn = "[White \"a\"] [Black \"b\"][Round\"3\"]\n[ Site   \"x y\" ]\n*";
    assert_eq!(
        game(pgn),
        "[White \"a\"] [Black \"b\"] [Round \"3\"] [Site \"x y\"] | => *"
    );
}

#[test]
fn tolerates_unescaped_inner_quotes_and_a_missing_bracket() {
    assert_eq!(
        game("[Event \"The \"Big\" One\"]\n*"),
        r#"[Event "The \"Big\" One"] | => *"#
    );
    assert_eq!(game("[Event \"x\" \n1. e4 *"), "[Event \"x\"] | 1. e4 => *");
    assert_eq!(game("[Event \"\"]\n*"), "[Event \"\"] | => *");
}

#[test]
fn movetext_may_start_on_the_line_of_the_last_tag() {
    assert_eq!(game("[Event \"x\"] 1. e4 *"), "[Event \"x\"] | 1. e4 => *");
}

// ---- movetext ----

#[test]
fn reads_move_numbers_in_every_spelling() {
    assert_eq!(
        game("1.e4 e5 2.Nf3 2...Nc6 3. Bb5 3 ... a6 4 Ba4 *"),
        "| 1. e4 e5 2. Nf3 2. Nc6 3. Bb5 3. a6 4. Ba4 => *"
    );
    assert_eq!(game("e4 e5 Nf3 *"), "| e4 e5 Nf3 => *");
    assert_eq!(
        game("99999999999. e4 *"),
        format!("| {}. e4 => *", u32::MAX)
    );
}

#[test]
fn passes_move_tokens_as_written() {
    assert_eq!(
        game("1. e4 e5 2. 0-0 O-O-O+ 3. exd8=Q# Nxe9 -- ♘f3 e2-e4 *"),
        "| 1. e4 e5 2. 0-0 O-O-O+ 3. exd8=Q# Nxe9 -- ♘f3 e2-e4 => *"
    );
}

#[test]
fn reads_brace_comments_over_lines_and_line_comments() {
    let pgn = "1. e4 {best by test\n  says Fischer} e5 ; a line comment\n2. Nf3 {} *";
    assert_eq!(
        game(pgn),
        "| 1. e4 {best by test\n  says Fischer} e5 {a line comment} 2. Nf3 {} => *"
    );
}

#[test]
fn delivers_clock_comments_after_their_move() {
    let pgn = "1. e4 { [%clk 0:04:58] } 1... e5 { [%clk 0:04:57] } *";
    assert_eq!(
        game(pgn),
        "| 1. e4 {[%clk 0:04:58]} 1. e5 {[%clk 0:04:57]} => *"
    );
}

#[test]
fn comments_before_and_among_tags_belong_to_the_game() {
    let pgn = "{file comment}\n[Event \"a\"]\n; note\n[Site \"b\"]\n1. e4 *";
    assert_eq!(
        game(pgn),
        "{file comment} [Event \"a\"] {note} [Site \"b\"] | 1. e4 => *"
    );
}

#[test]
fn a_visitor_that_does_not_read_comments_gets_none_and_every_move() {
    let pgn = "[Event \"a\"]\n{before} 1. e4 { [%clk 0:05:00] } e5 {two\nlines} 2. Nf3 ; to the end\n\
               Nc6 {\u{e9}t\u{e9}} 1-0 {after}\n\n1. d4 {never closed\n\n[Event \"b\"]\n*\n";
    let mut recorder = Recorder {
        ignores_comments: true,
        ..Recorder::default()
    };
    assert_eq!(
        read_all(Reader::new(pgn.as_bytes()), &mut recorder),
        [
            "[Event \"a\"] | 1. e4 e5 2. Nf3 Nc6 => 1-0",
            "error: game 2, line 6: unterminated comment '{never closed'",
            "[Event \"b\"] | => *"
        ]
    );
    assert_eq!(
        games(pgn)[0],
        "[Event \"a\"] {before} | 1. e4 {[%clk 0:05:00]} e5 {two\nlines} 2. Nf3 {to the end} \
         Nc6 {\u{e9}t\u{e9}} => 1-0 {after}"
    );
}

#[test]
fn comments_after_the_result_belong_to_the_game_that_ended() {
    let pgn = "1. e4 1-0 {won on time}\n\n; trailer\n[Event \"b\"]\n*\n{at the end}\n";
    assert_eq!(
        games(pgn),
        [
            "| 1. e4 => 1-0 {won on time} {trailer}",
            "[Event \"b\"] | => * {at the end}"
        ]
    );
}

#[test]
fn skips_escape_lines() {
    let pgn = "%header line\n[Event \"a\"]\n%between tags\n1. e4\n%in movetext ( {\n  % indented\ne5 *\n%after";
    assert_eq!(game(pgn), "[Event \"a\"] | 1. e4 e5 => *");
}

#[test]
fn a_percent_sign_inside_a_line_is_a_token() {
    assert_eq!(game("1. e4 %x e5 *"), "| 1. e4 %x e5 => *");
}

// ---- variations ----

#[test]
fn skips_variations_by_default() {
    let pgn = "1. e4 (1. d4 d5 (1... Nf6 {a ) in a comment}) 2. c4 ; ) here too\n) e5 \
               (1... c5 1-0) 2. Nf3 *";
    assert_eq!(game(pgn), "| 1. e4 (...) e5 (...) 2. Nf3 => *");
}

#[test]
fn reports_variations_when_asked() {
    let pgn = "1. e4 (1. d4 d5 (1... Nf6) 2. c4) e5 *";
    assert_eq!(
        game_entering_variations(pgn),
        "| 1. e4 ( 1. d4 d5 ( 1. Nf6 ) 2. c4 ) e5 => *"
    );
}

#[test]
fn a_result_inside_a_variation_does_not_end_the_game() {
    assert_eq!(
        game_entering_variations("1. e4 (1. d4 1-0) e5 0-1"),
        "| 1. e4 ( 1. d4 ) e5 => 0-1"
    );
}

#[test]
fn a_stray_closing_parenthesis_is_passed_over() {
    assert_eq!(game_entering_variations("1. e4 ) e5 *"), "| 1. e4 e5 => *");
}

#[test]
fn an_unclosed_variation_ends_with_its_game() {
    let pgn = "1. e4 (1. d4 d5\n\n[Event \"2\"]\n1. c4 *";
    assert_eq!(games(pgn), ["| 1. e4 (...)", "[Event \"2\"] | 1. c4 => *"]);
    let entered = read_all(
        Reader::new(pgn.as_bytes()),
        &mut Recorder::entering_variations(),
    );
    assert_eq!(
        entered,
        ["| 1. e4 ( 1. d4 d5 )", "[Event \"2\"] | 1. c4 => *"]
    );
}

// ---- glyphs and results ----

#[test]
fn reads_glyphs_and_suffixes() {
    let pgn = "1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $14 Nf6 $300 $ 5. O-O !? +- *";
    assert_eq!(
        game(pgn),
        "| 1. e4 $1 e5 $2 2. Nf3 $3 Nc6 $4 3. Bb5 $5 a6 $6 4. Ba4 $14 Nf6 5. O-O $5 $18 => *"
    );
    assert_eq!(
        game("1. e4 = d5 ∞ e5 ± *"),
        "| 1. e4 $10 d5 $13 e5 $16 => *"
    );
}

#[test]
fn reads_every_result() {
    let pgn = "1. e4 1/2-1/2\n1. d4 ½-½\n1. c4 0-1\n1. Nf3 1–0\n1. b3 *\n1. g3 1-0";
    assert_eq!(
        games(pgn),
        [
            "| 1. e4 => 1/2-1/2",
            "| 1. d4 => 1/2-1/2",
            "| 1. c4 => 0-1",
            "| 1. Nf3 => 1-0",
            "| 1. b3 => *",
            "| 1. g3 => 1-0"
        ]
    );
}

#[test]
fn a_missing_result_ends_the_game_at_the_next_tags_or_the_end() {
    let pgn = "[Event \"a\"]\n1. e4 e5\n\n[Event \"b\"]\n1. d4";
    assert_eq!(
        games(pgn),
        ["[Event \"a\"] | 1. e4 e5", "[Event \"b\"] | 1. d4"]
    );
}

#[test]
fn reads_games_without_tags() {
    assert_eq!(
        games("1. e4 e5 1-0\n1. d4 d5 0-1\n\n1. c4 *"),
        ["| 1. e4 e5 => 1-0", "| 1. d4 d5 => 0-1", "| 1. c4 => *"]
    );
}

#[test]
fn tolerates_empty_lines_anywhere() {
    let pgn = "\n\n[Event \"a\"]\n\n[Site \"b\"]\n\n\n1. e4\n\ne5 {x\n\ny}\n\n1-0\n\n\n";
    assert_eq!(
        game(pgn),
        "[Event \"a\"] [Site \"b\"] | 1. e4 e5 {x\n\ny} => 1-0"
    );
}

#[test]
fn empty_input_has_no_games() {
    for pgn in [
        "",
        "\n\n",
        " \t\r\n",
        "\u{FEFF}",
        "%only an escape line\n",
        ". ) }",
    ] {
        assert_eq!(games(pgn), Vec::<String>::new(), "{pgn:?}");
    }
}

#[test]
fn passes_garbage_on_as_move_tokens() {
    assert_eq!(
        game("1. e4 Nxe9 ## [x] \"q\" e5 *"),
        "| 1. e4 Nxe9 ## [x] \"q\" e5 => *"
    );
    assert_eq!(games("hello world\n"), ["| hello world"]);
}

#[test]
fn finds_the_end_of_tokens_of_every_length_before_every_delimiter() {
    for len in 1..=12 {
        let token: String = "Nbd7xe5=Q+#a".chars().take(len).collect();
        for delimiter in [" ", "\n", "{c}", "(", ")", "!", "?", "$1", ";c\n", ".", "*"] {
            let pgn = format!("{token}{delimiter} e4");
            let all = read_all(
                Reader::new(pgn.as_bytes()),
                &mut Recorder::entering_variations(),
            );
            let first = all[0].split(' ').nth(1).unwrap_or_default().to_string();
            assert_eq!(first, token, "{pgn:?} gave {all:?}");
        }
    }
}

#[test]
fn reads_tabs_and_control_bytes_inside_comments_and_tags() {
    assert_eq!(
        game("[Event\t\"a\tb\"]\n1. e4 {x\ty\x0bz} *"),
        "[Event \"a\\tb\"] | 1. e4 {x\ty\u{b}z} => *"
    );
}

#[test]
fn decodes_latin_1_tag_names() {
    assert_eq!(
        games_of_bytes(b"[\xc9v\xe9nement \"x\"]\n*"),
        ["[Événement \"x\"] | => *"]
    );
}

// ---- encodings and line ends ----

#[test]
fn skips_byte_order_marks_also_between_concatenated_files() {
    let pgn = "\u{FEFF}[Event \"a\"]\n1. e4 *\n\u{FEFF}[Event \"b\"]\n1. d4 *\n";
    assert_eq!(
        games(pgn),
        ["[Event \"a\"] | 1. e4 => *", "[Event \"b\"] | 1. d4 => *"]
    );
}

#[test]
fn decodes_latin_1() {
    let pgn =
        b"[White \"Bj\xf6rn\"]\n1. e4 {Gut f\xfcr Wei\xdf \x80 \x93x\x94} e5 ; \xe0 bient\xf4t\n*";
    assert_eq!(
        games_of_bytes(pgn),
        ["[White \"Björn\"] | 1. e4 {Gut für Weiß € “x”} e5 {à bientôt} => *"]
    );
}

#[test]
fn decodes_stray_bytes_in_utf8_text_one_by_one() {
    assert_eq!(
        games_of_bytes(
            "1. e4 {é \u{e9}"
                .as_bytes()
                .iter()
                .chain(b" \xe9}*")
                .copied()
                .collect::<Vec<_>>()
                .as_slice()
        ),
        ["| 1. e4 {é é é} => *"]
    );
}

#[test]
fn reads_utf8_text() {
    assert_eq!(
        game("[White \"Ярослав Åse 王\"]\n1. ♘f3 {Ход конём} *"),
        "[White \"Ярослав Åse 王\"] | 1. ♘f3 {Ход конём} => *"
    );
}

#[test]
fn reads_crlf_and_cr_line_ends() {
    let pgn =
        "[Event \"a\"]\n[Site \"b\"]\n\n1. e4 ; note\ne5 {x}\n%skip\n*\n\n[Event \"c\"]\n1. d4 *\n";
    let expected = games(pgn);
    assert_eq!(
        expected,
        [
            "[Event \"a\"] [Site \"b\"] | 1. e4 {note} e5 {x} => *",
            "[Event \"c\"] | 1. d4 => *"
        ]
    );
    assert_eq!(games(&pgn.replace('\n', "\r\n")), expected);
    assert_eq!(games(&pgn.replace('\n', "\r")), expected);
}

// ---- errors ----

fn first_error(pgn: &[u8]) -> PgnError {
    let mut reader = Reader::new(pgn);
    loop {
        match reader.read_game(&mut Ignore) {
            Ok(Some(())) => {}
            Ok(None) => panic!("no error in {pgn:?}"),
            Err(error) => return error,
        }
    }
}

#[test]
fn reports_an_unterminated_tag_and_goes_on_with_the_next_game() {
    let pgn = "[Event \"x\n[Site \"y\"]\n1. e4 *\n\n[Event \"next\"]\n1. d4 *";
    assert_eq!(
        games(pgn),
        [
            "error: game 1, line 1: unterminated tag pair '[Event \"x'",
            "[Event \"next\"] | 1. d4 => *"
        ]
    );
    assert!(matches!(
        first_error(b"[Event \"x").kind,
        PgnErrorKind::UnterminatedTag { .. }
    ));
    assert!(matches!(
        first_error(b"[Event").kind,
        PgnErrorKind::UnterminatedTag { .. }
    ));
}

#[test]
fn reports_a_malformed_tag() {
    assert_eq!(
        first_error(b"[Event x]\n*").to_string(),
        "game 1, line 1: malformed tag pair '[Event x]' (expected [Name \"value\"])"
    );
    assert!(matches!(
        first_error(b"[ \"x\"]\n*").kind,
        PgnErrorKind::MalformedTag { .. }
    ));
}

#[test]
fn reports_a_tag_that_is_too_long() {
    let long = "x".repeat(2 * MAX_TAG_LEN);
    let pgn = format!("[Event \"{long}\"]\n[Site \"y\"]\n1. e4 *\n[Event \"b\"]\n*");
    let all = games(&pgn);
    assert_eq!(all.len(), 2, "{all:?}");
    assert_eq!(
        all[0],
        format!(
            "error: game 1, line 1: tag pair longer than {MAX_TAG_LEN} bytes '[Event \"{}…'",
            "x".repeat(SNIPPET_CHARS - 8)
        )
    );
    assert_eq!(all[1], "[Event \"b\"] | => *");
}

#[test]
fn reports_an_unterminated_comment_at_the_end_of_the_input() {
    assert_eq!(
        first_error(b"1. e4 {never closed\nstill open").to_string(),
        "game 1, line 1: unterminated comment '{never closed'"
    );
}

#[test]
fn a_comment_that_runs_into_the_next_game_is_unterminated() {
    let pgn = "[Event \"a\"]\n1. e4 {oops\n\n[Event \"b\"]\n1. d4 *";
    assert_eq!(
        games(pgn),
        [
            "error: game 1, line 2: unterminated comment '{oops'",
            "[Event \"b\"] | 1. d4 => *"
        ]
    );
    let in_variation = "1. e4 (1. d4 {oops\n[Event \"b\"]\n1. d4 *";
    assert_eq!(
        games(in_variation),
        [
            "error: game 1, line 1: unterminated comment '{oops'",
            "[Event \"b\"] | 1. d4 => *"
        ]
    );
}

#[test]
fn errors_name_the_game_and_the_line_for_every_line_end() {
    let pgn = "[Event \"a\"]\n1. e4 *\n\n[Event \"b\"]\n1. d4 *\n\n[Event \"c\"]\n\n[Site x]\n*";
    for line_end in ["\n", "\r\n", "\r"] {
        let text = pgn.replace('\n', line_end);
        let error = first_error(text.as_bytes());
        assert_eq!(error.at, Location { game: 3, line: 9 }, "{line_end:?}");
    }
}

#[test]
fn counts_lines_across_buffer_refills() {
    let mut pgn = String::new();
    for number in 0..2000 {
        pgn.push_str(&format!(
            "[Event \"{number}\"]\r\n1. e4 {{a\r\nb}} e5 *\r\n\r\n"
        ));
    }
    pgn.push_str("[Site x]\r\n");
    let tiny = Limits {
        comment: 40,
        tag: 100,
        move_token: 16,
    };
    let mut reader = Reader::with_limits(Dribble::new(pgn.as_bytes()), tiny);
    let mut result = Ok(None);
    for _ in 0..=2001 {
        result = reader.read_game(&mut Ignore);
        if result.is_err() {
            break;
        }
    }
    let error = result.expect_err("the last game is broken");
    assert_eq!(
        error.at,
        Location {
            game: 2001,
            line: 2000 * 4 + 1
        }
    );
}

#[test]
fn io_errors_are_reported_once_then_reading_stops() {
    struct Failing(bool);
    impl Read for Failing {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if std::mem::replace(&mut self.0, true) {
                return Err(io::Error::other("disk on fire"));
            }
            let text = b"[Event \"a\"]\n";
            buf[..text.len()].copy_from_slice(text);
            Ok(text.len())
        }
    }
    let mut reader = Reader::new(Failing(false));
    let error = reader
        .read_game(&mut Recorder::default())
        .expect_err("the source fails");
    assert!(matches!(error.kind, PgnErrorKind::Io(_)));
    assert_eq!(
        error.to_string(),
        "game 1, line 1: cannot read the input: the system says: disk on fire"
    );
    assert!(matches!(
        reader.read_game(&mut Recorder::default()),
        Ok(None)
    ));
}

// ---- the visitor skips ----

#[test]
fn the_visitor_can_skip_the_rest_of_a_game() {
    let pgn = "[Event \"a\"]\n1. e4 e5 2. Nf3 {c} (1. d4) 1-0 {after}\n[Event \"b\"]\n1. d4 *";
    assert_eq!(
        read_all(
            Reader::new(pgn.as_bytes()),
            &mut Recorder::skipping_at("e5")
        ),
        ["[Event \"a\"] | 1. e4 e5", "[Event \"b\"] | 1. d4 => *"]
    );
    assert_eq!(
        read_all(
            Reader::new(pgn.as_bytes()),
            &mut Recorder::skipping_at("[Event \"a\"]")
        ),
        ["[Event \"a\"]", "[Event \"b\"] | 1. d4 => *"]
    );
    assert_eq!(
        read_all(Reader::new(pgn.as_bytes()), &mut Recorder::skipping_at("|")),
        ["[Event \"a\"] |", "[Event \"b\"] |"]
    );
}

/// A visitor that enters a variation and skips the game inside it still gets the variation's
/// end before the game's.
#[test]
fn a_skip_inside_a_variation_ends_the_variation_first() {
    let pgn = "1. e4 (1. d4 d5 (1... Nf6)) e5 *\n1. c4 *";
    let mut visitor = Recorder {
        enter_variations: true,
        skip_at: Some("d4"),
        ..Recorder::default()
    };
    assert_eq!(
        read_all(Reader::new(pgn.as_bytes()), &mut visitor),
        ["| 1. e4 ( 1. d4 )", "| 1. c4 => *"]
    );
    visitor.skip_at = Some("Nf6");
    assert_eq!(
        read_all(Reader::new(pgn.as_bytes()), &mut visitor),
        ["| 1. e4 ( 1. d4 d5 ( 1. Nf6 ) )", "| 1. c4 => *"]
    );
}

#[test]
fn errors_after_a_skip_are_passed_over() {
    let pgn = "1. e4 e5 {open\n[Event \"b\"]\n1. d4 *";
    assert_eq!(
        read_all(
            Reader::new(pgn.as_bytes()),
            &mut Recorder::skipping_at("e4")
        ),
        ["| 1. e4", "[Event \"b\"] | 1. d4 => *"]
    );
}

#[test]
fn skip_game_and_game_number() {
    let mut reader = Reader::new("1. e4 *\n1. d4 *\n1. c4 *".as_bytes());
    assert_eq!(reader.game_number(), 0);
    assert!(reader.skip_game().expect("readable"));
    assert_eq!(
        reader
            .read_game(&mut Recorder::default())
            .expect("readable"),
        Some("| 1. d4 => *".to_string())
    );
    assert_eq!(reader.game_number(), 2);
    assert!(reader.skip_game().expect("readable"));
    assert!(!reader.skip_game().expect("readable"));
    assert_eq!(reader.game_number(), 3);
    assert_eq!(reader.into_inner(), b"");
}

// ---- limits ----

#[test]
fn cuts_a_long_comment_and_reads_on() {
    let long = "é".repeat(MAX_COMMENT_LEN);
    let pgn = format!("1. e4 {{{long}}} e5 *");
    let mut reader = Reader::new(pgn.as_bytes());
    struct Lengths(Vec<usize>, Vec<String>);
    impl Visitor for Lengths {
        type Output = ();
        fn comment(&mut self, text: &str) -> Flow {
            self.0.push(text.len());
            Flow::Continue
        }
        fn san(&mut self, token: &str) -> Flow {
            self.1.push(token.to_string());
            Flow::Continue
        }
        fn end_game(&mut self) {}
    }
    let mut lengths = Lengths(Vec::new(), Vec::new());
    assert_eq!(reader.read_game(&mut lengths).expect("readable"), Some(()));
    assert_eq!(lengths.0, [MAX_COMMENT_LEN]);
    assert_eq!(lengths.1, ["e4", "e5"]);
    assert!(reader.read_game(&mut lengths).expect("readable").is_none());
}

#[test]
fn a_huge_comment_streams_through_the_fixed_buffer() {
    let pgn = format!(
        "1. e4 {{{}}} e5 1-0\n[Event \"b\"]\n*",
        "ab ".repeat(5_000_000)
    );
    let all = games(&pgn);
    assert_eq!(all.len(), 2);
    assert!(all[0].ends_with("} e5 => 1-0"));
    let mut reader = Reader::new(pgn.as_bytes());
    assert_eq!(reader.input.buf.len(), Limits::DEFAULT.buffer_len());
    while reader.read_game(&mut Ignore).expect("readable").is_some() {}
    assert_eq!(reader.input.buf.len(), Limits::DEFAULT.buffer_len());
}

#[test]
fn cuts_a_long_token_and_reads_on() {
    let pgn = format!("1. {} e5 *", "x".repeat(100_000));
    assert_eq!(
        game(&pgn),
        format!("| 1. {} e5 => *", "x".repeat(MAX_MOVE_TOKEN_LEN))
    );
    let line = format!("1. e4 ;{}\ne5 *", "y".repeat(100_000));
    assert_eq!(
        game(&line),
        format!("| 1. e4 {{{}}} e5 => *", "y".repeat(MAX_COMMENT_LEN))
    );
}

/// The caps count the bytes of the text handed over, after Windows-1252 decoding has made two
/// bytes of each `é`.
#[test]
fn the_caps_count_the_bytes_of_decoded_text() {
    let mut pgn = b"1. ".to_vec();
    pgn.extend([0xE9; MAX_MOVE_TOKEN_LEN]);
    pgn.extend(b" e4 {");
    pgn.extend([0xE9; MAX_COMMENT_LEN]);
    pgn.extend(b"} *");
    let whole_chars = "é".repeat(MAX_MOVE_TOKEN_LEN / 2);
    let comment = "é".repeat(MAX_COMMENT_LEN / 2);
    assert_eq!(
        games_of_bytes(&pgn),
        [format!("| 1. {whole_chars} e4 {{{comment}}} => *")]
    );
}

// ---- helpers ----

// ---- the corpora ----

fn corpus(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/data/pgn/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// Per game: whether it had tags, its move tokens, and its result.
#[derive(Default)]
struct Census {
    tags: usize,
    moves: usize,
    results: Vec<String>,
    result_tag: String,
}

impl Visitor for Census {
    type Output = (usize, usize, Vec<String>, String);

    fn begin_game(&mut self) {
        *self = Census::default();
    }

    fn tag(&mut self, name: &str, value: &str) -> Flow {
        self.tags += 1;
        if name == "Result" {
            self.result_tag = value.to_string();
        }
        Flow::Continue
    }

    fn san(&mut self, _token: &str) -> Flow {
        self.moves += 1;
        Flow::Continue
    }

    fn result(&mut self, result: &str) -> Flow {
        self.results.push(result.to_string());
        Flow::Continue
    }

    fn end_game(&mut self) -> Self::Output {
        let census = std::mem::take(self);
        (census.tags, census.moves, census.results, census.result_tag)
    }
}

#[test]
fn reads_every_game_of_the_corpora() {
    // Lichess records games abandoned or lost on time before the first move, without moves.
    for (name, expected_games, without_moves) in [
        ("lichess-sample.pgn", 438, &[124, 219, 225, 237, 238][..]),
        ("twic-232.pgn", 232, &[]),
        ("chess960.pgn", 20, &[]),
    ] {
        let bytes = corpus(name);
        let mut reader = Reader::new(bytes.as_slice());
        let mut census = Census::default();
        let mut count = 0;
        while let Some((tags, moves, results, result_tag)) = reader
            .read_game(&mut census)
            .expect("the corpora are readable")
        {
            count += 1;
            assert!(tags >= 7, "{name} game {count}: {tags} tags");
            assert_eq!(
                moves == 0,
                without_moves.contains(&count),
                "{name} game {count}: {moves} moves"
            );
            assert_eq!(results, [result_tag], "{name} game {count}");
        }
        assert_eq!(count, expected_games, "{name}");
    }
}

/// Gives its bytes a few at a time, and now and then an interruption.
struct Dribble<'a> {
    bytes: &'a [u8],
    calls: usize,
}

impl<'a> Dribble<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        Dribble { bytes, calls: 0 }
    }
}

impl Read for Dribble<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.calls += 1;
        if self.calls.is_multiple_of(7) {
            return Err(io::Error::from(io::ErrorKind::Interrupted));
        }
        let len = (self.calls % 13 + 1).min(buf.len()).min(self.bytes.len());
        buf[..len].copy_from_slice(&self.bytes[..len]);
        self.bytes = &self.bytes[len..];
        Ok(len)
    }
}

const TINY: Limits = Limits {
    comment: 40,
    tag: 200,
    move_token: 16,
};

#[test]
fn a_tiny_buffer_fed_a_few_bytes_at_a_time_reads_the_same() {
    let tricky = "\u{FEFF}{intro}\n[Event \"a \\\"b\\\"\"]\r\n%esc\r\n1.e4!? {c1}\n(1. d4 {x ( y} (1... d5) ; z )\n) \
                  1...e5 $3 2. Nf3 ;line\n*\r\n\r\n1. d4 1-0 {t}\n[Event \"c\"]\n1. c4 (1. b3";
    let mut inputs = vec![tricky.as_bytes().to_vec()];
    for name in ["lichess-sample.pgn", "twic-232.pgn", "chess960.pgn"] {
        inputs.push(corpus(name));
    }
    for input in &inputs {
        for (enter, ignores_comments) in [(false, false), (true, false), (false, true)] {
            let visitor = || Recorder {
                enter_variations: enter,
                ignores_comments,
                ..Recorder::default()
            };
            let expected = read_all(Reader::new(input.as_slice()), &mut visitor());
            let dribbled = read_all(
                Reader::with_limits(Dribble::new(input), TINY),
                &mut visitor(),
            );
            assert_eq!(dribbled, expected);
        }
    }
}

/// Gives its bytes `size` at a time.
struct Chunked<'a>(&'a [u8], usize);

impl Read for Chunked<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let len = self.1.min(buf.len()).min(self.0.len());
        buf[..len].copy_from_slice(&self.0[..len]);
        self.0 = &self.0[len..];
        Ok(len)
    }
}

/// A `[` or `%` in mid-line is a token, also when a refill has left only blanks between the
/// start of the buffer and it: what a line starts with is known across refills.
#[test]
fn where_reads_stop_never_changes_what_is_read() {
    for mark in ['[', '%'] {
        let pgn = format!("e4 {mark}x\n{}\n", "e".repeat(253));
        let expected = [format!("| e4 {mark}x {}", "e".repeat(253))];
        assert_eq!(games(&pgn), expected);
        for size in 1..=8 {
            let chunked = read_all(
                Reader::new(Chunked(pgn.as_bytes(), size)),
                &mut Recorder::default(),
            );
            assert_eq!(chunked, expected, "{mark}, in reads of {size} bytes");
        }
    }
}

/// The line that starts the next game is found at the same place in a skipped variation
/// after a long run of blanks, and at the cut of a long comment, whatever the reads.
#[test]
fn the_next_game_is_found_the_same_after_long_blanks_and_long_comments() {
    let indented = format!(
        "1. e4 (1. d4 {}\n{}[Event \"b\"]\n1. c4 *",
        "d5 ".repeat(100),
        " ".repeat(100)
    );
    let long_comment = format!(
        "1. e4 {{{}\n{}[Event \"b\"]\n1. c4 *",
        "x".repeat(MAX_COMMENT_LEN - 10),
        " ".repeat(30)
    );
    for pgn in [indented, long_comment] {
        let whole = games(&pgn);
        assert_eq!(
            whole.last().map(String::as_str),
            Some("[Event \"b\"] | 1. c4 => *")
        );
        for size in 1..=8 {
            let chunked = read_all(
                Reader::new(Chunked(pgn.as_bytes(), size)),
                &mut Recorder::default(),
            );
            assert_eq!(chunked, whole, "in reads of {size} bytes");
        }
    }
}

// ---- robustness ----

/// A small deterministic random number generator (xorshift64*).
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound as u64) as usize
    }
}

/// Reads all of `input` with every reader set-up, asserting that each call returns and
/// that every game consumes input.
fn read_to_the_end(input: &[u8]) {
    for enter in [false, true] {
        read_all_bounded(Reader::new(input), enter, input);
        read_all_bounded(Reader::with_limits(Dribble::new(input), TINY), enter, input);
    }
}

fn read_all_bounded<R: Read>(mut reader: Reader<R>, enter: bool, input: &[u8]) {
    let mut visitor = Recorder {
        enter_variations: enter,
        ..Recorder::default()
    };
    for _ in 0..input.len() + 2 {
        if let Ok(None) = reader.read_game(&mut visitor) {
            return;
        }
    }
    panic!("no end reading {input:?}");
}

#[test]
fn never_panics_on_random_bytes() {
    const ALPHABET: &[u8] =
        b"[]{}();%$!?*.-/0123456789 \n\n\r\t\"\\abcdeNBRQKO=+#\xc2\xbd\xef\xbb\xbf\xe2\x80\x93";
    let mut random = Random(0x9E37_79B9_7F4A_7C15);
    for _ in 0..3000 {
        let len = random.below(200);
        let input: Vec<u8> = (0..len)
            .map(|_| {
                if random.below(8) == 0 {
                    random.next() as u8
                } else {
                    ALPHABET[random.below(ALPHABET.len())]
                }
            })
            .collect();
        read_to_the_end(&input);
    }
}

#[test]
fn never_panics_on_cut_or_damaged_games() {
    let text = corpus("lichess-sample.pgn");
    let sample = &text[..20_000];
    let mut random = Random(42);
    for _ in 0..1000 {
        let start = random.below(sample.len());
        let end = start + random.below(sample.len() - start + 1);
        read_to_the_end(&sample[start..end]);
    }
    for _ in 0..1000 {
        let start = random.below(sample.len() - 3000);
        let mut damaged = sample[start..start + 3000].to_vec();
        for _ in 0..1 + random.below(8) {
            let at = random.below(damaged.len());
            match random.below(3) {
                0 => damaged[at] = random.next() as u8,
                1 => {
                    damaged.remove(at);
                }
                _ => damaged.insert(at, b"[]{}();%$\"\n\\"[random.below(12)]),
            }
        }
        read_to_the_end(&damaged);
    }
}

#[test]
fn an_en_passant_remark_after_a_move_is_no_move() {
    assert_eq!(
        game("1. e4 d5 2. e5 f5 3. exf6 e.p. Nxf6 4. e.p. *"),
        "| 1. e4 d5 2. e5 f5 3. exf6 Nxf6 4. => *"
    );
    // A word that only begins like the remark is a token as written.
    assert_eq!(game("1. e.pq *"), "| 1. e pq => *");
}
