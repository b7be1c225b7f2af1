//! The crate's modules import one way: each top-level module of `src/` uses only the modules
//! below it. Read from the sources (the program's code, not its tests), where `tr!` is a use
//! of `i18n` and `phrase!` one of `sentence`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every Rust file under `folder`, with its path.
fn rust_files(folder: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![folder.to_path_buf()];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            let entries = std::fs::read_dir(&path).expect("a source folder");
            stack.extend(entries.flatten().map(|entry| entry.path()));
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
    files
}

/// The modules a path after `crate::` begins with: one, or each of a `{a, b::{c, d}}` group
/// (on one line).
fn modules_named(path: &str) -> Vec<String> {
    let name = |text: &str| -> String {
        text.trim()
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let Some(group) = path.strip_prefix('{') else {
        return vec![name(path)];
    };
    let mut names = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (at, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                names.push(name(&group[start..at]));
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                names.push(name(&group[start..at]));
                start = at + 1;
            }
            _ => {}
        }
    }
    names.retain(|name| !name.is_empty());
    names
}

/// The top-level modules each top-level module of the library uses, outside tests and
/// comments.
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in rust_files(&src) {
        let relative = path.strip_prefix(&src).expect("under src");
        let parts: Vec<String> = relative
            .components()
            .map(|part| part.as_os_str().to_string_lossy().into_owned())
            .collect();
        let in_tests = parts.iter().any(|part| part.contains("tests"));
        if in_tests || parts == ["main.rs"] || parts == ["lib.rs"] {
            continue;
        }
        let module = parts[0].trim_end_matches(".rs").to_string();
        let source = std::fs::read_to_string(&path).expect("a source file");
        let code = source.split("#[cfg(test)]").next().unwrap_or("");
        let used = graph.entry(module.clone()).or_default();
        for line in code.lines() {
            let line = line.split("//").next().unwrap_or("");
            for (at, _) in line.match_indices("crate::") {
                used.extend(modules_named(&line[at + "crate::".len()..]));
            }
            if line.contains("tr!(") {
                used.insert("i18n".to_string());
            }
            if line.contains("phrase!(") {
                used.insert("sentence".to_string());
            }
        }
        // `crate::tr` and `crate::phrase` name the macros, which live in `i18n` and `sentence`.
        if used.remove("tr") {
            used.insert("i18n".to_string());
        }
        if used.remove("phrase") {
            used.insert("sentence".to_string());
        }
        used.remove(&module);
    }
    graph
}

#[test]
fn no_two_modules_import_each_other() {
    let graph = imports();
    for (module, used) in &graph {
        for other in used {
            let back = graph
                .get(other)
                .is_some_and(|theirs| theirs.contains(module));
            assert!(!back, "{module} and {other} import each other");
        }
    }
}

/// What a sentence needs before it has words sits below every module that makes one.
#[test]
fn phrases_sit_below_the_rules() {
    let graph = imports();
    assert_eq!(graph.get("sentence"), Some(&BTreeSet::new()), "{graph:?}");
    let rules = graph.get("rules").expect("the rules module");
    assert!(
        rules.iter().all(|used| used == "sentence"),
        "the rules use {rules:?}"
    );
}

#[test]
fn text_cleaning_sits_below_everything_that_cleans_text() {
    let graph = imports();
    assert_eq!(graph.get("text"), Some(&BTreeSet::new()), "{graph:?}");
}

#[test]
fn the_command_line_needs_nothing_of_the_app() {
    let graph = imports();
    let cli = graph.get("cli").expect("the cli module");
    assert!(!cli.contains("app"), "cli uses {cli:?}");
}

/// Every widget of the screen is given just what it draws: only the screen's entry points
/// (`ui/mod.rs`) and the one file that reads the app's parts for them (`ui/view.rs`) know
/// the `App`, so no part of the screen can reach into another's state.
#[test]
fn the_screen_s_widgets_are_given_what_they_draw() {
    let ui = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui");
    let mut readers = BTreeSet::new();
    for path in rust_files(&ui) {
        let source = std::fs::read_to_string(&path).expect("a source file");
        let code = source.split("#[cfg(test)]").next().unwrap_or("");
        let names_app = code.lines().any(|line| {
            let line = line.split("//").next().unwrap_or("");
            line.split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                .any(|word| word == "App")
        });
        if names_app {
            let name = path.file_name().expect("a file name").to_string_lossy();
            readers.insert(name.into_owned());
        }
    }
    let expected: BTreeSet<String> = ["mod.rs", "view.rs"].map(String::from).into();
    assert_eq!(readers, expected);
}
