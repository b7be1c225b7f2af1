//! `hotseat tournament`, checked on the built binary: its contract in docs/tools.md, every
//! refusal in one line in both languages, a game played to its end going into the table, a
//! game killed with `kill -9` going on at the next `play`, and two programs never playing or
//! recording one game twice.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A data folder of its own for the test `name`, empty.
fn data_folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hotseat-tournament-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a data folder");
    dir
}

fn command(data: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_hotseat"));
    command
        .args(args)
        .env("XDG_DATA_HOME", data)
        .env("XDG_CONFIG_HOME", data.join("config"))
        .env("LC_ALL", "C.UTF-8")
        .env_remove("TERM")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// Runs hotseat on `data` with `args`, `input` on its standard input.
fn hotseat(data: &Path, args: &[&str], input: &str) -> Output {
    let mut child = command(data, args).spawn().expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input.as_bytes()).expect("write stdin");
    drop(stdin);
    child.wait_with_output().expect("the binary ends")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A round robin of five in the folder `data`.
fn five(data: &Path) {
    let made = hotseat(
        data,
        &[
            "tournament",
            "new",
            "Club night",
            "--players",
            "Anna,Boris,Vera,Gleb,Dina",
            "--time",
            "5+3",
        ],
        "",
    );
    assert!(made.status.success(), "{}", stderr(&made));
}

fn json(data: &Path) -> serde_json::Value {
    let shown = hotseat(data, &["tournament", "show", "club night", "--json"], "");
    assert!(shown.status.success(), "{}", stderr(&shown));
    serde_json::from_slice(&shown.stdout).expect("JSON")
}

#[test]
fn a_round_robin_is_made_listed_and_shown_as_the_contract_says() {
    let data = data_folder("contract");
    five(&data);
    let listed = stdout(&hotseat(&data, &["tournament", "list"], ""));
    assert_eq!(listed.lines().collect::<Vec<_>>().len(), 1, "{listed}");
    assert!(
        listed.starts_with("Club night · round robin, 5 players · Round 1 of 5"),
        "{listed}"
    );
    let shown = json(&data);
    assert_eq!(shown["name"], "Club night");
    let rounds = shown["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 5);
    // FIDE's table for six, the sixth a bye: round 1 is 2-5 and 3-4.
    assert_eq!(
        rounds[0][0],
        serde_json::json!({"board": 1, "white": "Boris", "black": "Dina", "result": null})
    );
    assert_eq!(rounds[0][1]["white"], "Vera");
    let recorded = hotseat(
        &data,
        &["tournament", "result", "Club night", "1.1", "1/2"],
        "",
    );
    assert!(recorded.status.success(), "{}", stderr(&recorded));
    let shown = json(&data);
    assert_eq!(shown["rounds"][0][0]["result"], "1/2");
    let standings = shown["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 5);
    let boris = standings.iter().find(|s| s["name"] == "Boris").unwrap();
    assert_eq!(boris["points"], 0.5);
    assert_eq!(boris["sb"], 0.25);
    assert_eq!(boris["wins"], 0);
    assert_eq!(standings[0]["rank"], 1);
    // The crosstable in Russian: the same table in its words, in 80 columns.
    let russian = stdout(&hotseat(
        &data,
        &["--lang", "ru", "tournament", "show", "Club night"],
        "",
    ));
    assert!(
        russian.contains("Участник") && russian.contains("Тур 1 из 5"),
        "{russian}"
    );
    assert!(
        russian.lines().all(|line| line.chars().count() <= 80),
        "{russian}"
    );
}

#[test]
fn a_result_entered_twice_asks_or_names_replace() {
    let data = data_folder("twice");
    five(&data);
    let result = |args: &[&str]| {
        let mut all = vec!["tournament", "result", "Club night"];
        all.extend_from_slice(args);
        hotseat(&data, &all, "")
    };
    assert!(result(&["1.2", "1-0"]).status.success());
    let same = result(&["1.2", "1-0"]);
    assert!(same.status.success());
    assert!(
        stdout(&same).contains("nothing changed"),
        "{}",
        stdout(&same)
    );
    // From a pipe, nobody can be asked: refused, naming --replace, and nothing changes.
    let refused = result(&["1.2", "0-1"]);
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(
        stderr(&refused).trim(),
        "hotseat: game 1.2 has the result 1-0 already: add --replace to replace it"
    );
    assert_eq!(json(&data)["rounds"][0][1]["result"], "1-0");
    assert!(result(&["1.2", "0-1", "--replace"]).status.success());
    assert_eq!(json(&data)["rounds"][0][1]["result"], "0-1");
}

/// Every bad input, and the start of its one line in English and in Russian.
const REFUSED: [(&[&str], &str, &str); 12] = [
    (
        &["tournament", "show", "Nowhere"],
        "there is no tournament called Nowhere",
        "турнира Nowhere нет",
    ),
    (
        &["tournament", "result", "Club night", "1.1", "2-0"],
        "invalid value '2-0' for <RESULT>: '2-0' is not a result",
        "недопустимое значение «2-0» для <РЕЗУЛЬТАТ>: «2-0» — не результат",
    ),
    (
        &["tournament", "result", "Club night", "9.1", "1-0"],
        "there is no round 9: the tournament has 5 rounds",
        "тура 9 нет: в турнире 5 туров",
    ),
    (
        &["tournament", "result", "Club night", "1.3", "1-0"],
        "there is no game 1.3: round 1 has 2 boards",
        "партии 1.3 нет: в туре 1 всего 2 доски",
    ),
    (
        &["tournament", "play", "Club night", "x"],
        "invalid value 'x' for [ROUND.BOARD]: 'x' names no game",
        "недопустимое значение «x» для [ТУР.ДОСКА]: «x» — не партия",
    ),
    (
        &["tournament", "withdraw", "Club night", "Petya"],
        "nobody called Petya plays in this tournament",
        "в этом турнире нет участника Petya",
    ),
    (
        &["tournament", "new", "Two", "--players", "Anna,anna"],
        "two players are called anna",
        "двух участников зовут anna",
    ),
    (
        &["tournament", "new", "Club night", "--players", "A,B,C"],
        "a tournament called Club night exists already",
        "турнир Club night уже есть",
    ),
    (
        &["tournament", "new", "One", "--players", "Anna"],
        "a tournament needs at least two players",
        "в турнире нужно не меньше двух участников",
    ),
    (
        &[
            "tournament",
            "new",
            "Three",
            "--players",
            "A,B,C",
            "--games",
            "4",
        ],
        "--games is for a match of two players",
        "--games — для матча двух участников",
    ),
    (
        &[
            "tournament",
            "new",
            "Order",
            "--players",
            "A,B,C",
            "--tiebreaks",
            "DE,BH",
        ],
        "invalid value 'DE,BH' for --tiebreaks: 'BH' is not a tie-break",
        "недопустимое значение «DE,BH» для --tiebreaks: «BH» — не дополнительный показатель",
    ),
    (
        &[
            "tournament",
            "new",
            "Match",
            "--players",
            "A,B",
            "--games",
            "0",
        ],
        "invalid value '0' for --games: a match of 0 games cannot be played",
        "недопустимое значение «0» для --games: матч из 0 партий сыграть нельзя",
    ),
];

#[test]
fn every_bad_input_gets_one_sentence_in_both_languages() {
    let data = data_folder("refused");
    five(&data);
    for (args, english, russian) in REFUSED {
        for (lang, expected) in [("en", english), ("ru", russian)] {
            let mut all = vec!["--lang", lang];
            all.extend_from_slice(args);
            let output = hotseat(&data, &all, "");
            assert_eq!(
                output.status.code(),
                Some(2),
                "{args:?}: {}",
                stderr(&output)
            );
            let said = stderr(&output);
            assert_eq!(said.lines().count(), 1, "{args:?}: {said}");
            assert!(
                said.starts_with(&format!("hotseat: {expected}")),
                "{lang}: {said}"
            );
            assert!(stdout(&output).is_empty(), "{args:?}");
        }
    }
    // Nothing refused changed the tournament.
    let shown = json(&data);
    assert!(
        shown["rounds"][0]
            .as_array()
            .unwrap()
            .iter()
            .all(|b| b["result"].is_null())
    );
}

/// Fool's mate, Black mating on move two, with White and Black each as the line mode reads
/// moves.
const FOOLS_MATE: &str = "f3\ne5\ng4\nQh4#\n";

#[test]
fn a_game_played_to_mate_goes_into_the_table_with_its_moves() {
    let data = data_folder("mate");
    five(&data);
    let played = hotseat(
        &data,
        &["tournament", "play", "Club night", "--plain"],
        FOOLS_MATE,
    );
    assert!(played.status.success(), "{}", stderr(&played));
    let said = stdout(&played);
    assert!(said.contains("Boris has White, Dina has Black"), "{said}");
    assert!(
        said.contains("In the table: 1.1  Boris – Dina  0-1"),
        "{said}"
    );
    assert_eq!(json(&data)["rounds"][0][0]["result"], "0-1");
    // The line mode says the standings in a line, and how to play the next game.
    let standings = "Standings: 1. Dina 1, 2. Anna 0, 2. Boris 0, 2. Vera 0, 2. Gleb 0.";
    assert!(said.contains(standings), "{said}");
    let next = r#"Next: 1.2  Vera – Gleb. hotseat tournament play 'Club night' --plain plays it."#;
    assert!(said.trim_end().ends_with(next), "{said}");
    // The next play is the next game.
    let next = hotseat(&data, &["tournament", "play", "Club night", "--plain"], "");
    assert!(
        stdout(&next).contains("Vera has White, Gleb has Black"),
        "{}",
        stdout(&next)
    );
    let pgn = stdout(&hotseat(&data, &["tournament", "pgn", "Club night"], ""));
    assert!(
        pgn.contains("[Round \"1.1\"]") && pgn.contains("[Event \"Club night\"]"),
        "{pgn}"
    );
    let first = pgn.split("\n\n[Event").next().unwrap_or_default();
    assert!(
        first.contains("Qh4#") && first.trim_end().ends_with("0-1"),
        "{pgn}"
    );
    // The game begun by the second play is there too, not over.
    assert!(
        pgn.contains("[Round \"1.2\"]") && pgn.contains("[Result \"*\"]"),
        "{pgn}"
    );
    let trf = stdout(&hotseat(&data, &["tournament", "trf", "Club night"], ""));
    let dina = trf
        .lines()
        .find(|line| line.starts_with("001    5"))
        .unwrap();
    assert_eq!(&dina[80..84], " 1.0", "{trf}");
    assert_eq!(dina[91..99].trim(), "2 b 1", "{trf}");
}

#[test]
fn the_standings_after_a_game_open_the_next_one_in_the_line_mode() {
    let data = data_folder("next-in-lines");
    five(&data);
    let played = hotseat(
        &data,
        &["tournament", "play", "Club night", "--plain"],
        &format!("{FOOLS_MATE}next\n{FOOLS_MATE}back\n"),
    );
    assert!(played.status.success(), "{}", stderr(&played));
    let said = stdout(&played);
    let offered = "Next: 1.2  Vera – Gleb. next plays it; back goes back to the game.";
    let offered_at = said.find(offered).expect(&said);
    let opened_at = said.find("Vera has White, Gleb has Black").expect(&said);
    assert!(offered_at < opened_at, "{said}");
    assert!(
        said.contains("In the table: 1.2  Vera – Gleb  0-1"),
        "{said}"
    );
    assert!(said.contains("Back to the game."), "{said}");
    let table = json(&data);
    assert_eq!(table["rounds"][0][0]["result"], "0-1");
    assert_eq!(table["rounds"][0][1]["result"], "0-1");
    // Once the session ends, the next game is named with the command that plays it.
    let next = r#"Next: 2.1  Dina – Vera. hotseat tournament play 'Club night' --plain plays it."#;
    assert!(said.trim_end().ends_with(next), "{said}");
}

#[test]
fn a_game_left_unfinished_says_the_command_that_goes_on_with_it() {
    let data = data_folder("left");
    five(&data);
    let left = hotseat(
        &data,
        &["tournament", "play", "Club night", "--plain"],
        "e4\n",
    );
    assert!(left.status.success(), "{}", stderr(&left));
    let said = stdout(&left);
    let farewell =
        "Game 1.1 is not over: hotseat tournament play 'Club night' 1.1 --plain goes on with it.";
    assert!(said.contains(farewell), "{said}");
    let resumed = hotseat(
        &data,
        &["tournament", "play", "Club night", "1.1", "--plain"],
        "e5\n",
    );
    assert!(
        stdout(&resumed).contains("Last move: 1. e4"),
        "{}",
        stdout(&resumed)
    );
}

#[test]
fn the_last_game_says_the_standings_and_offers_no_next_game() {
    let data = data_folder("last");
    let made = hotseat(
        &data,
        &[
            "tournament",
            "new",
            "Final",
            "--players",
            "Anna,Boris",
            "--games",
            "1",
        ],
        "",
    );
    assert!(made.status.success(), "{}", stderr(&made));
    let played = hotseat(
        &data,
        &["--lang", "ru", "tournament", "play", "Final", "--plain"],
        "f3\ne5\ng4\nФh4#\n",
    );
    assert!(played.status.success(), "{}", stderr(&played));
    let said = stdout(&played);
    // Said as the game ends, before the players leave it.
    let standings = "В таблице: 1.1  Anna – Boris  0-1\nПоложение: 1. Boris 1, 2. Anna 0.\n\
                     У всех партий есть результат.\n";
    let ended = said.find("Мат. Чёрные победили").expect("the mate");
    let after = said.find(standings).expect(&said);
    assert!(
        ended < after && !said[after..].contains("Следующая партия"),
        "{said}"
    );
    // The standings say what comes next, not the hint of a game of no tournament.
    assert!(!said.contains("для новой партии"), "{said}");
}

/// Waits until `path` holds `text`, for up to ten seconds.
fn wait_for(path: &Path, text: &str) -> bool {
    let began = Instant::now();
    while began.elapsed() < Duration::from_secs(10) {
        if std::fs::read_to_string(path).is_ok_and(|held| held.contains(text)) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    false
}

/// The saved games of the folder `data`.
fn games(data: &Path) -> Vec<PathBuf> {
    let games = data.join("hotseat").join("games");
    let Ok(folder) = std::fs::read_dir(&games) else {
        return Vec::new();
    };
    folder
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "pgn"))
        .collect()
}

#[test]
fn a_game_killed_goes_on_at_the_next_play_and_no_second_copy_plays_it() {
    let data = data_folder("killed");
    five(&data);
    let mut first: Child = command(
        &data,
        &["tournament", "play", "Club night", "1.2", "--plain"],
    )
    .spawn()
    .expect("the binary runs");
    let mut input = first.stdin.take().expect("stdin");
    input.write_all(b"e4\ne5\n").expect("moves");
    input.flush().expect("moves");
    let began = Instant::now();
    while games(&data).is_empty() {
        assert!(began.elapsed() < Duration::from_secs(10), "no game file");
        std::thread::sleep(Duration::from_millis(50));
    }
    let file = games(&data).remove(0);
    assert!(
        wait_for(&file, "1. e4"),
        "the moves are saved as they are played"
    );
    assert!(
        wait_for(&file, "e5"),
        "the moves are saved as they are played"
    );
    // While it plays, another copy can neither open it nor take it as the next game.
    let second = hotseat(
        &data,
        &["tournament", "play", "Club night", "1.2", "--plain"],
        "",
    );
    assert_eq!(second.status.code(), Some(1), "{}", stderr(&second));
    assert!(
        stderr(&second).contains("this game is open in another hotseat"),
        "{}",
        stderr(&second)
    );
    // kill -9.
    first.kill().expect("killed");
    let _ = first.wait();
    drop(input);
    let resumed = hotseat(
        &data,
        &["tournament", "play", "Club night", "--plain"],
        "g4\nd5\nresign\ny\n", // White resigns.
    );
    let said = stdout(&resumed);
    assert!(said.contains("Vera has White, Gleb has Black"), "{said}");
    assert!(said.contains("Last move: 1... e5"), "{said}");
    assert!(
        said.contains("In the table: 1.2  Vera – Gleb  0-1"),
        "{said}"
    );
    assert_eq!(games(&data), [file], "the same game, in the same file");
}

/// A round robin of five in the folder `data`, broadcast to `broadcast`, with `lang`'s words.
fn five_broadcast(data: &Path, broadcast: &Path, lang: &str) -> Output {
    let dir = broadcast.to_str().expect("a path in UTF-8");
    hotseat(
        data,
        &[
            "--lang",
            lang,
            "tournament",
            "new",
            "Club night",
            "--players",
            "Anna,Boris,Vera,Gleb,Dina",
            "--broadcast",
            dir,
        ],
        "",
    )
}

#[test]
fn a_broadcast_reads_the_other_games_again_only_when_the_tournament_changes() {
    let data = data_folder("broadcast-others");
    let dir = data.join("broadcast");
    let made = five_broadcast(&data, &dir, "en");
    assert!(made.status.success(), "{}", stderr(&made));
    let first = hotseat(
        &data,
        &["tournament", "play", "Club night", "--plain"],
        "f3\ne5\ng4\nQh4#\n",
    );
    assert!(first.status.success(), "{}", stderr(&first));
    let mut playing = command(&data, &["tournament", "play", "Club night", "--plain"])
        .spawn()
        .expect("the binary runs");
    let mut input = playing.stdin.take().expect("stdin");
    let mut play = |moves: &str| {
        input.write_all(moves.as_bytes()).expect("moves");
        input.flush().expect("moves");
    };
    let all = dir.join("games.pgn");
    play("e4\n");
    assert!(wait_for(&all, "1. e4"), "the second game is broadcast");
    // The first game's file gone: a move of the second does not read it again.
    for file in games(&data) {
        if std::fs::read_to_string(&file).is_ok_and(|text| text.contains("Qh4#")) {
            std::fs::remove_file(&file).expect("the first game's file removed");
        }
    }
    play("c5\n");
    assert!(wait_for(&all, "1... c5"));
    let held = std::fs::read_to_string(&all).expect("games.pgn");
    assert!(
        held.contains("Qh4#"),
        "read once, not at every move: {held}"
    );
    // A result entered meanwhile changes the tournament: the games are read again.
    let entered = hotseat(
        &data,
        &["tournament", "result", "Club night", "2.1", "1-0"],
        "",
    );
    assert!(entered.status.success(), "{}", stderr(&entered));
    play("Nf3\n");
    assert!(wait_for(&all, "2. Nf3"));
    let read_again = std::fs::read_to_string(&all).expect("games.pgn");
    assert!(read_again.contains("[Round \"2.1\"]"), "{read_again}");
    assert!(!read_again.contains("Qh4#"), "{read_again}");
    drop(input);
    let ended = playing.wait_with_output().expect("the game is left");
    assert!(ended.status.success(), "{}", stderr(&ended));
}

#[test]
fn a_broadcast_folder_follows_the_games_as_they_are_played_and_entered() {
    let data = data_folder("broadcast");
    let dir = data.join("broadcast");
    let made = five_broadcast(&data, &dir, "en");
    assert!(made.status.success(), "{}", stderr(&made));
    assert!(stderr(&made).is_empty(), "{}", stderr(&made));
    let mut playing = command(&data, &["tournament", "play", "Club night", "--plain"])
        .spawn()
        .expect("the binary runs");
    let mut input = playing.stdin.take().expect("stdin");
    input.write_all(b"f3\ne5\n").expect("moves");
    input.flush().expect("moves");
    let first = dir.join("round-1").join("game-1.pgn");
    assert!(
        wait_for(&first, "1... e5"),
        "the moves are broadcast as they are played"
    );
    assert!(wait_for(&dir.join("games.pgn"), "1... e5"));
    input.write_all(b"g4\nQh4#\n").expect("moves");
    drop(input);
    let played = playing.wait_with_output().expect("the game ends");
    assert!(played.status.success(), "{}", stderr(&played));
    let game = std::fs::read_to_string(&first).expect("the game's file");
    assert!(game.contains("[Round \"1.1\"]"), "{game}");
    assert!(
        game.contains("Qh4#") && game.trim_end().ends_with("0-1"),
        "{game}"
    );
    // A result entered by hand goes into the folder too.
    let entered = hotseat(
        &data,
        &["tournament", "result", "Club night", "1.2", "1/2"],
        "",
    );
    assert!(entered.status.success(), "{}", stderr(&entered));
    assert!(dir.join("round-1").join("game-2.pgn").is_file());
    // games.pgn reads back as every game so far, in order, with its tags.
    let all = dir.join("games.pgn");
    let contents = hotseat::store::contents(&all).expect("games.pgn reads");
    let read: Vec<(&str, &str, &str, &str)> = contents
        .games
        .iter()
        .map(|g| {
            let names = (g.names.white.as_str(), g.names.black.as_str());
            (g.event.as_str(), names.0, names.1, g.result.as_str())
        })
        .collect();
    assert_eq!(
        read,
        [
            ("Club night", "Boris", "Dina", "0-1"),
            ("Club night", "Vera", "Gleb", "1/2-1/2"),
        ]
    );
    let rules = hotseat::game::DrawRules::Fide;
    let mated = hotseat::store::load(&all, 1, rules).expect("the first game");
    assert_eq!(mated.header.round, "1.1");
    assert_eq!(mated.timed.game().moves().len(), 4);
    let drawn = hotseat::store::load(&all, 2, rules).expect("the second game");
    assert_eq!(drawn.header.round, "1.2");
    // Set later, or cleared, by name.
    let elsewhere = data.join("elsewhere");
    let elsewhere_text = elsewhere.to_str().expect("UTF-8");
    let set = hotseat(
        &data,
        &["tournament", "broadcast", "club night", elsewhere_text],
        "",
    );
    assert!(set.status.success(), "{}", stderr(&set));
    assert!(stdout(&set).contains("broadcast to"), "{}", stdout(&set));
    let again = std::fs::read_to_string(elsewhere.join("games.pgn")).expect("written at once");
    assert_eq!(again, std::fs::read_to_string(&all).expect("games.pgn"));
    let cleared = hotseat(&data, &["tournament", "broadcast", "club night"], "");
    assert!(
        stdout(&cleared).contains("broadcast no more"),
        "{}",
        stdout(&cleared)
    );
    assert!(json(&data).get("broadcast").is_none_or(|b| b.is_null()));
}

#[test]
fn a_broadcast_folder_that_cannot_be_written_is_said_once_and_the_game_goes_on() {
    for (lang, said) in [("en", "the broadcast folder "), ("ru", "папку трансляции ")]
    {
        let data = data_folder(&format!("broadcast-refused-{lang}"));
        // A folder inside a file: no one can make it, whoever runs the test.
        let file = data.join("a file");
        std::fs::write(&file, "").expect("a file");
        let made = five_broadcast(&data, &file.join("broadcast"), lang);
        assert!(made.status.success(), "{}", stderr(&made));
        let told = stderr(&made);
        assert_eq!(told.lines().count(), 1, "{told}");
        assert!(told.starts_with(&format!("hotseat: {said}")), "{told}");
        let played = hotseat(
            &data,
            &[
                "--lang",
                lang,
                "tournament",
                "play",
                "Club night",
                "--plain",
            ],
            FOOLS_MATE,
        );
        assert!(played.status.success(), "{}", stderr(&played));
        let lines = stdout(&played);
        let capital: String = said.chars().take(1).flat_map(char::to_uppercase).collect();
        let sentence = format!(
            "{capital}{}",
            &said[said.chars().next().unwrap().len_utf8()..]
        );
        assert_eq!(
            lines.matches(sentence.as_str()).count(),
            1,
            "said once while the game is played: {lines}"
        );
        assert_eq!(json(&data)["rounds"][0][0]["result"], "0-1", "{lines}");
    }
}

#[test]
fn a_withdrawal_is_scored_as_fide_says() {
    let data = data_folder("withdraw");
    five(&data);
    let withdrawn = hotseat(
        &data,
        &["tournament", "withdraw", "Club night", "boris"],
        "",
    );
    assert_eq!(
        stdout(&withdrawn).trim(),
        "Boris withdrew before half of the games: none of them counts."
    );
    let shown = json(&data);
    let last = shown["standings"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(
        (last["name"].clone(), last["rank"].clone()),
        ("Boris".into(), serde_json::Value::Null)
    );
    let refused = hotseat(
        &data,
        &["tournament", "result", "Club night", "1.1", "1-0"],
        "",
    );
    assert_eq!(
        stderr(&refused).trim(),
        "hotseat: Boris has withdrawn from the tournament"
    );
}

#[test]
fn a_tournament_in_a_variant_plays_every_game_in_it() {
    let data = data_folder("variant");
    let new = |variant: &str, lang: &str| {
        hotseat(
            &data,
            &[
                "--lang",
                lang,
                "tournament",
                "new",
                "Club night",
                "--players",
                "Anna,Boris,Vera",
                "--variant",
                variant,
            ],
            "",
        )
    };
    let unknown = new("antichez", "ru");
    assert_eq!(unknown.status.code(), Some(2));
    assert_eq!(
        stderr(&unknown).trim().lines().count(),
        1,
        "{}",
        stderr(&unknown)
    );
    assert!(
        stderr(&unknown).contains("antichez"),
        "{}",
        stderr(&unknown)
    );
    let made = new("antichess", "ru");
    assert!(made.status.success(), "{}", stderr(&made));
    assert!(stdout(&made).contains("Анти-Шахматы"), "{}", stdout(&made));
    assert_eq!(json(&data)["variant"], "antichess");
    // The game played is antichess: a capture is forced, and its file says the variant.
    let played = hotseat(
        &data,
        &["tournament", "play", "Club night", "--plain"],
        "e3\nb5\nNf3\n",
    );
    assert!(played.status.success(), "{}", stderr(&played));
    assert!(
        stdout(&played).contains("a capture is forced"),
        "{}",
        stdout(&played)
    );
    let saved: Vec<String> = games(&data)
        .iter()
        .filter_map(|file| std::fs::read_to_string(file).ok())
        .collect();
    assert_eq!(saved.len(), 1);
    assert!(saved[0].contains("[Variant \"Antichess\"]"), "{}", saved[0]);
}
