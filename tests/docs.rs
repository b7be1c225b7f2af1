//! The documentation holds together: every relative link of every Markdown file in the
//! repository (outside `target/`) leads to a file that is there, and every `#anchor` to a
//! heading of the file it names, by GitHub's rules for a heading's anchor.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Every Markdown file under `folder`, but for build output and hidden folders.
fn markdown_files(folder: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![folder.to_path_buf()];
    while let Some(path) = stack.pop() {
        let name = path
            .file_name()
            .map(|name| name.to_string_lossy().into_owned());
        let name = name.unwrap_or_default();
        if path.is_dir() {
            if name == "target" || (name.starts_with('.') && path != folder) {
                continue;
            }
            let entries = std::fs::read_dir(&path).expect("a folder of the repository");
            stack.extend(entries.flatten().map(|entry| entry.path()));
        } else if name.ends_with(".md") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// The lines of a Markdown text outside its fenced code blocks: a fence opens with three or
/// more backticks or tildes, and closes with at least as many of the same.
fn prose_lines(text: &str) -> impl Iterator<Item = &str> {
    let mut fence: Option<String> = None;
    text.lines().filter(move |line| {
        let trimmed = line.trim_start();
        let fence_char = trimmed.chars().next().filter(|&c| c == '`' || c == '~');
        let marker: String = fence_char.map_or(String::new(), |first| {
            trimmed.chars().take_while(|&c| c == first).collect()
        });
        match &fence {
            Some(open) if marker.starts_with(open.as_str()) => {
                fence = None;
                false
            }
            Some(_) => false,
            None if marker.len() >= 3 => {
                fence = Some(marker);
                false
            }
            None => true,
        }
    })
}

/// A line without its code spans (`` `like this` ``), which hold no links.
fn without_code(line: &str) -> String {
    let mut kept = String::new();
    let mut rest = line;
    while let Some(start) = rest.find('`') {
        kept.push_str(&rest[..start]);
        let ticks = rest[start..].chars().take_while(|&c| c == '`').count();
        let after = &rest[start + ticks..];
        let closing = "`".repeat(ticks);
        match after.find(&closing) {
            Some(end) => rest = &after[end + ticks..],
            None => {
                kept.push_str(&rest[start..]);
                rest = "";
            }
        }
    }
    kept.push_str(rest);
    kept
}

/// The destinations of the inline links and images of a Markdown text: the `dest` of each
/// `[text](dest)` or `![alt](dest "title")`, outside code.
fn link_targets(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    for line in prose_lines(text) {
        let line = without_code(line);
        let mut rest = line.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let mut depth = 0;
            let end = after
                .char_indices()
                .find(|&(_, c)| {
                    match c {
                        '(' => depth += 1,
                        ')' if depth == 0 => return true,
                        ')' => depth -= 1,
                        _ => {}
                    }
                    false
                })
                .map_or(after.len(), |(end, _)| end);
            let destination = after[..end].split_whitespace().next().unwrap_or("");
            let destination = destination.trim_start_matches('<').trim_end_matches('>');
            targets.push(destination.to_string());
            rest = &after[end..];
        }
    }
    targets
}

/// The anchor GitHub gives a heading: its text as shown, lowercased, spaces turned to `-`,
/// every character but a letter, a digit, `-` and `_` dropped (letters of any alphabet
/// kept).
fn anchor(heading: &str) -> String {
    let mut shown = String::new();
    let mut rest = heading;
    // A link in a heading shows its text only.
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find("](").map(|close| open + close) else {
            break;
        };
        let Some(end) = rest[close..].find(')').map(|end| close + end) else {
            break;
        };
        shown.push_str(&rest[..open]);
        shown.push_str(&rest[open + 1..close]);
        rest = &rest[end + 1..];
    }
    shown.push_str(rest);
    shown
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a Markdown text's headings (`#` to `######`), a repeated one numbered
/// `-1`, `-2`, … as GitHub numbers it.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for line in prose_lines(text) {
        let hashes = line.chars().take_while(|&c| c == '#').count();
        let Some(heading) = line[hashes..].strip_prefix(' ') else {
            continue;
        };
        if !(1..=6).contains(&hashes) {
            continue;
        }
        let base = anchor(heading.trim().trim_end_matches('#').trim_end());
        let mut name = base.clone();
        let mut repeat = 0;
        while found.contains(&name) {
            repeat += 1;
            name = format!("{base}-{repeat}");
        }
        found.insert(name);
    }
    found
}

/// What is wrong with the relative links of the Markdown `text` of the file `from`, each
/// said in a line: a file that is not there, or an anchor that no heading of its file has.
/// Links with a scheme (`https:`, `mailto:`) are left alone.
fn broken_links(from: &Path, text: &str, root: &Path) -> Vec<String> {
    let mut broken = Vec::new();
    for target in link_targets(text) {
        let has_scheme = target.split_once(':').is_some_and(|(scheme, _)| {
            !scheme.is_empty() && scheme.chars().all(|c| c.is_ascii_alphabetic())
        });
        if has_scheme || target.is_empty() {
            continue;
        }
        let (path, fragment) = match target.split_once('#') {
            Some((path, fragment)) => (path, Some(fragment)),
            None => (target.as_str(), None),
        };
        let file = if path.is_empty() {
            from.to_path_buf()
        } else if let Some(from_root) = path.strip_prefix('/') {
            root.join(from_root)
        } else {
            from.parent().expect("a file's folder").join(path)
        };
        if !file.exists() {
            broken.push(format!("{}: {target}: no such file", from.display()));
            continue;
        }
        let Some(fragment) = fragment else {
            continue;
        };
        let is_markdown = file.extension().is_some_and(|ext| ext == "md");
        let text = if file == from {
            Some(text.to_string())
        } else if is_markdown {
            std::fs::read_to_string(&file).ok()
        } else {
            None
        };
        match text {
            Some(text) if !anchors(&text).contains(fragment) => {
                broken.push(format!("{}: {target}: no such heading", from.display()));
            }
            Some(_) => {}
            None => broken.push(format!(
                "{}: {target}: an anchor in no Markdown",
                from.display()
            )),
        }
    }
    broken
}

#[test]
fn every_relative_link_and_anchor_of_the_documentation_resolves() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = markdown_files(root);
    for expected in [
        "README.md",
        "README.ru.md",
        "ARCHITECTURE.md",
        "docs/manual.md",
    ] {
        assert!(
            files.contains(&root.join(expected)),
            "{expected} in {files:?}"
        );
    }
    let broken: Vec<String> = files
        .iter()
        .flat_map(|file| {
            let text = std::fs::read_to_string(file).expect("a Markdown file");
            broken_links(file, &text, root)
        })
        .collect();
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn anchors_are_made_as_github_makes_them() {
    for (heading, expected) in [
        ("Install", "install"),
        ("Time controls (`--time`)", "time-controls---time"),
        (
            "Between games: the form, the library, the board editor",
            "between-games-the-form-the-library-the-board-editor",
        ),
        ("Контроль времени (`--time`)", "контроль-времени---time"),
        ("Ничего не теряется", "ничего-не-теряется"),
        ("Start-up", "start-up"),
        ("Bird's-eye view", "birds-eye-view"),
        ("`src/i18n/` and `locales/`", "srci18n-and-locales"),
        ("See [the manual](docs/manual.md)", "see-the-manual"),
        ("snake_case 80×24", "snake_case-8024"),
    ] {
        assert_eq!(anchor(heading), expected, "{heading}");
    }
    let repeated = anchors("# Notes\n\n## Notes\n\n```\n# not a heading\n```\n### Notes\n");
    let expected: BTreeSet<String> = ["notes", "notes-1", "notes-2"].map(String::from).into();
    assert_eq!(repeated, expected);
}

/// The check finds each kind of broken link, and leaves alone what is not one.
#[test]
fn broken_links_are_found() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let from = root.join("README.md");
    for (text, broken) in [
        ("[licence](LICENSE)", 0),
        ("[manual](docs/manual.md#the-screen)", 0),
        ("[manual](/docs/manual.md)", 0),
        ("[Install](#install)", 0),
        (
            "[web](https://example.org/missing) and [mail](mailto:a@b.c)",
            0,
        ),
        (
            "`[in code](missing.md)`\n\n```\n[in a fence](missing.md)\n```",
            0,
        ),
        (
            "~~~~\n```\n[in a fence](missing.md)\n~~~~\n[after it](missing.md)",
            1,
        ),
        ("[gone](docs/no-such-file.md)", 1),
        ("[gone](docs/manual.md#no-such-heading)", 1),
        ("[gone](#no-such-heading)", 1),
        ("![picture](assets/no-such-picture.svg)", 1),
        (
            "[a](LICENSE#x), [b](README.ru.md#нет-такого) and [c](missing)",
            3,
        ),
    ] {
        let text = format!("# hotseat\n\n## Install\n\n{text}\n");
        let found = broken_links(&from, &text, root);
        assert_eq!(found.len(), broken, "{text}: {found:?}");
    }
}
