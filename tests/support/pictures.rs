//! The pictures of the README and the manual, drawn by the renderer: held to what `assets/`
//! holds, or written there when `HOTSEAT_UPDATE_PICTURES` is set.

use std::path::Path;

/// Asserts that each picture, `(file name, SVG)`, is what `assets/` holds under its name; with
/// `HOTSEAT_UPDATE_PICTURES` set, writes them there instead. `rewrite` is the command that
/// rewrites them, named when they differ.
pub fn assert_pictures_up_to_date(pictures: Vec<(String, String)>, rewrite: &str) {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let update = std::env::var_os("HOTSEAT_UPDATE_PICTURES").is_some();
    let mut stale = Vec::new();
    for (name, svg) in pictures {
        let path = assets.join(&name);
        if update {
            std::fs::write(&path, &svg).expect("writing a picture");
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(svg.as_str()) {
            stale.push(name);
        }
    }
    assert!(
        stale.is_empty(),
        "these pictures in assets/ differ from what the screen draws now: {stale:?}; \
         rewrite them with `HOTSEAT_UPDATE_PICTURES=1 {rewrite}`"
    );
}
