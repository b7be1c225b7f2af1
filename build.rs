//! The languages hotseat speaks, from the folders under `locales/`: one language for each
//! folder, named by it (`locales/ru/` is `ru`, the variant `Lang::Ru`), English first and the
//! others by their codes. It writes `locales.rs` into `OUT_DIR`, one call of a `locales!`
//! macro that lists each language with its Fluent catalogues (`*.ftl`, by name) and its words
//! (`words.toml`), built into the program with `include_str!`; `i18n` and `vocabulary` each
//! define `locales!` to take what they need from the list. Adding a language is adding its
//! folder.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

fn main() {
    println!("cargo:rerun-if-changed=locales");
    let root = Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("locales");
    let mut codes: Vec<String> = folders(&root)
        .iter()
        .filter_map(|folder| folder.file_name()?.to_str().map(str::to_string))
        .collect();
    // English first: the default language, and the one the others fall back on.
    codes.sort_by_key(|code| (code != "en", code.clone()));
    let mut list = String::from("locales! {\n");
    for code in &codes {
        let folder = root.join(code);
        println!("cargo:rerun-if-changed={}", folder.display());
        let mut catalogues: Vec<PathBuf> = files(&folder)
            .into_iter()
            .filter(|file| file.extension().is_some_and(|extension| extension == "ftl"))
            .collect();
        catalogues.sort();
        let _ = writeln!(list, "    {} {code:?} {{", variant(code));
        for catalogue in catalogues {
            let name = catalogue.file_stem().and_then(|stem| stem.to_str());
            let _ = writeln!(
                list,
                "        {:?} => include_str!({:?}),",
                name.unwrap_or_default(),
                catalogue.display().to_string()
            );
        }
        let words = folder.join("words.toml").display().to_string();
        let _ = writeln!(list, "    }} words include_str!({words:?}),");
    }
    list.push_str("}\n");
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets it")).join("locales.rs");
    fs::write(out, list).expect("OUT_DIR is writable");
}

/// The folders in `folder`.
fn folders(folder: &Path) -> Vec<PathBuf> {
    entries(folder)
        .into_iter()
        .filter(|path| path.is_dir())
        .collect()
}

/// The files in `folder`.
fn files(folder: &Path) -> Vec<PathBuf> {
    entries(folder)
        .into_iter()
        .filter(|path| path.is_file())
        .collect()
}

fn entries(folder: &Path) -> Vec<PathBuf> {
    let entries = fs::read_dir(folder).unwrap_or_else(|error| panic!("{folder:?}: {error}"));
    entries.flatten().map(|entry| entry.path()).collect()
}

/// The name of a language's variant of `Lang`: `ru` is `Ru`, `pt-br` is `PtBr`.
fn variant(code: &str) -> String {
    code.split(|c: char| !c.is_ascii_alphanumeric())
        .flat_map(|part| {
            let mut chars = part.chars();
            let first = chars.next().map(|c| c.to_ascii_uppercase());
            first
                .into_iter()
                .chain(chars.map(|c| c.to_ascii_lowercase()))
        })
        .collect()
}
