//! The crate's modules import one way: each top-level module of `src/` uses only the modules
//! below it, and no files import each other round a circle. Read from the sources (the
//! program's code, not its tests), where `tr!` is a use of `i18n` and `phrase!` one of
//! `sentence`.

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

/// Whether `line` calls the macro `name` (`tr!(`), and not one whose name ends the same way
/// (`include_str!(`).
fn calls_macro(line: &str, name: &str) -> bool {
    line.match_indices(&format!("{name}!(")).any(|(at, _)| {
        !line[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
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
            if calls_macro(line, "tr") {
                used.insert("i18n".to_string());
            }
            if calls_macro(line, "phrase") {
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

/// The library's files by module path (`app/mod.rs` is `app`, `app/form.rs` is `app::form`,
/// `lib.rs` the empty path), each with its code outside tests and comments.
fn library_files() -> BTreeMap<Vec<String>, String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    for path in rust_files(&src) {
        let relative = path.strip_prefix(&src).expect("under src");
        let mut parts: Vec<String> = relative
            .with_extension("")
            .components()
            .map(|part| part.as_os_str().to_string_lossy().into_owned())
            .collect();
        if parts.iter().any(|part| part.contains("tests")) || parts == ["main"] {
            continue;
        }
        if parts
            .last()
            .is_some_and(|last| last == "mod" || last == "lib")
        {
            parts.pop();
        }
        let source = std::fs::read_to_string(&path).expect("a source file");
        let code = source.split("#[cfg(test)]").next().unwrap_or("");
        let code: Vec<&str> = code
            .lines()
            .map(|line| line.split("//").next().unwrap_or(""))
            .collect();
        files.insert(parts, code.join("\n"));
    }
    files
}

/// The paths a `use` tree names, its braces spread out: `a::{b, c::{d, e}}` is `a::b`,
/// `a::c::d` and `a::c::e`.
fn use_paths(tree: &str) -> Vec<String> {
    let Some(open) = tree.find('{') else {
        return vec![tree.to_string()];
    };
    let close = tree.rfind('}').unwrap_or(tree.len());
    let (prefix, inner) = (&tree[..open], &tree[open + 1..close]);
    let mut paths = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (at, c) in inner.char_indices().chain([(inner.len(), ',')]) {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                let item = inner[start..at].trim();
                if !item.is_empty() {
                    paths.extend(use_paths(item).into_iter().map(|p| format!("{prefix}{p}")));
                }
                start = at + 1;
            }
            _ => {}
        }
    }
    paths
}

/// Every path a file's code names: its `use` trees spread out, and the `crate::` and
/// `super::` paths written in its code.
fn named_paths(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    for (at, _) in code.match_indices("use ") {
        let before = code[..at].trim_end();
        let starts_statement = before.is_empty()
            || before.ends_with([';', '{', '}', ']', ')'])
            || before.ends_with("pub");
        let word_starts = code[..at].ends_with(char::is_whitespace) || at == 0;
        if starts_statement && word_starts {
            let tree = code[at + "use ".len()..].split(';').next().unwrap_or("");
            let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
            paths.extend(use_paths(&tree));
        }
    }
    for start in ["crate::", "super::"] {
        for (at, _) in code.match_indices(start) {
            let path: String = code[at..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            paths.push(path);
        }
    }
    paths
}

/// The file a path named in the file of `module` leads to, if it is one of `files` other
/// than the crate's root: the deepest module the path walks through.
fn file_named(
    files: &BTreeMap<Vec<String>, String>,
    module: &[String],
    path: &str,
) -> Option<Vec<String>> {
    let path = path.split(" as ").next().unwrap_or(path);
    let segments: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
    let first = *segments.first()?;
    let (mut here, rest) = match first {
        "crate" => (Vec::new(), &segments[1..]),
        "self" => (module.to_vec(), &segments[1..]),
        "super" => {
            let ups = segments.iter().take_while(|s| **s == "super").count();
            let kept = module.len().checked_sub(ups)?;
            (module[..kept].to_vec(), &segments[ups..])
        }
        child => {
            let mut inside = module.to_vec();
            inside.push(child.to_string());
            if !files.contains_key(&inside) {
                return None;
            }
            (module.to_vec(), &segments[..])
        }
    };
    for segment in rest {
        here.push(segment.to_string());
        if !files.contains_key(&here) {
            here.pop();
            break;
        }
    }
    (!here.is_empty() && here != module).then_some(here)
}

/// No files import each other, directly or round a circle. A file's use of its own folder's
/// `mod.rs` (or of a folder above) is not counted: that is the folder's front, which
/// declares the file and names what it shares, as `App` for the files of `app/`.
#[test]
fn no_files_import_each_other_in_a_circle() {
    let files = library_files();
    let mut graph: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (module, code) in &files {
        let used = graph.entry(module.clone()).or_default();
        for path in named_paths(code) {
            if let Some(target) = file_named(&files, module, &path)
                && !module.starts_with(&target)
            {
                used.insert(target);
            }
        }
    }
    let reaches = |from: &Vec<String>, to: &Vec<String>| {
        let mut stack = vec![from.clone()];
        let mut seen = BTreeSet::new();
        while let Some(next) = stack.pop() {
            if &next == to {
                return true;
            }
            if seen.insert(next.clone()) {
                stack.extend(graph.get(&next).into_iter().flatten().cloned());
            }
        }
        false
    };
    let circles: Vec<String> = graph
        .iter()
        .flat_map(|(module, used)| used.iter().map(move |target| (module, target)))
        .filter(|(module, target)| reaches(target, module))
        .map(|(module, target)| format!("{} → {}", module.join("::"), target.join("::")))
        .collect();
    assert!(circles.is_empty(), "imports in a circle: {circles:#?}");
    let edges: usize = graph.values().map(BTreeSet::len).sum();
    assert!(edges > 300, "the imports were read: {edges}");
}
