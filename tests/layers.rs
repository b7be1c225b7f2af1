//! The crate's modules import one way: each top-level module of `src/` uses only the modules
//! below it. Read from the sources (the program's code, not its tests), where `tr!` is a use
//! of `i18n`.

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
                let name: String = line[at + "crate::".len()..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                used.insert(name);
            }
            if line.contains("tr!(") {
                used.insert("i18n".to_string());
            }
        }
        used.remove(&module);
        // `crate::tr` names the macro, which lives in `i18n`.
        if used.remove("tr") {
            used.insert("i18n".to_string());
        }
    }
    graph
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
