//! Reads and checks the shipped content when the crate is built: the threat catalog
//! (`threats/`), the tracks (`tracks/`) and the double-action deck (`decks/`), the files named
//! in `src/shipped/files.rs`, with the `formats` parsers that read a homebrew file at run
//! time; then writes it out as Rust (`shipped_data.rs` in the build's output folder, included
//! by `src/shipped.rs`), so that a program loads the shipped content without parsing it. A
//! broken shipped file stops the build with the diagnostics a user would get for that file.
// The build script is the one part of this crate that reads files and the environment.
#![allow(clippy::disallowed_methods)]

use std::{env, fmt::Write as _, fs, path::Path, process::ExitCode};

#[path = "build/bake.rs"]
mod bake;
#[path = "src/shipped/files.rs"]
mod files;

use bake::Bake;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(problems) => {
            eprintln!("the shipped content does not load:");
            for p in problems {
                eprintln!("{p}");
            }
            ExitCode::FAILURE
        }
    }
}

/// One shipped file: what the program calls it (a catalog file's name, a track's stem), where
/// it is and its text.
struct Shipped {
    key: String,
    path: String,
    text: String,
}

fn run() -> Result<(), Vec<String>> {
    let dir =
        env::var("CARGO_MANIFEST_DIR").map_err(|e| vec![format!("CARGO_MANIFEST_DIR: {e}")])?;
    let out = env::var("OUT_DIR").map_err(|e| vec![format!("OUT_DIR: {e}")])?;
    let dir = Path::new(&dir);
    println!("cargo::rerun-if-changed=src/shipped/files.rs");
    println!("cargo::rerun-if-changed=build/bake.rs");
    let threats = read_all(
        dir,
        "threats",
        files::THREAT_FILES.map(|f| (f.to_owned(), f.to_owned())),
    )?;
    let tracks = read_all(
        dir,
        "tracks",
        files::TRACK_STEMS.map(|s| (s.to_owned(), format!("{s}.yaml"))),
    )?;
    let [deck] = read_all(dir, "decks", [(String::new(), files::DECK_FILE.to_owned())])?
        .try_into()
        .map_err(|_| vec!["one deck file".to_owned()])?;

    let mut problems = Vec::new();
    // The same steps, and so the same diagnostics, as `Catalog::add_yaml` for each file.
    let (mut cards, mut texts) = (Vec::new(), Vec::new());
    for file in &threats {
        match formats::card::add_yaml(&mut cards, &mut texts, &file.text, &file.key) {
            Ok(warnings) => problems.extend(warnings.iter().map(ToString::to_string)),
            Err(d) => problems.extend(d.0.iter().map(ToString::to_string)),
        }
    }
    let mut parsed = Vec::new();
    for file in &tracks {
        match formats::Track::parse(&file.text, &file.key) {
            Ok(track) => parsed.push((file.key.clone(), track)),
            Err(d) => problems.extend(d.0.iter().map(ToString::to_string)),
        }
    }
    let deck_cards = formats::deck::parse_deck(&deck.text).map_err(|e| vec![e.to_string()])?;
    if !problems.is_empty() {
        return Err(problems);
    }

    let mut code = String::from("// Written by build.rs from the shipped files: do not edit.\n");
    texts_const(
        &mut code,
        "THREAT_TEXTS",
        "The shipped catalog files as (file name, YAML text), in catalog order.",
        &threats,
    );
    texts_const(
        &mut code,
        "TRACK_TEXTS",
        "The shipped tracks as (file stem, YAML text), in campaign order.",
        &tracks,
    );
    let _ = writeln!(
        code,
        "/// The deck file's text.\npub(crate) const DECK_TEXT: &str = include_str!({:?});",
        deck.path
    );
    let _ = writeln!(
        code,
        "/// The shipped cards and their plain-words texts, in catalog order.\n\
         pub(crate) fn catalog() -> (Vec<engine::ThreatCard>, Vec<Option<String>>) {{ {} }}",
        (cards, texts).bake()
    );
    let _ = writeln!(
        code,
        "/// The shipped tracks by file stem, in campaign order.\n\
         pub(crate) fn tracks() -> Vec<(String, formats::Track)> {{ {} }}",
        parsed.bake()
    );
    // A double face is built through `Double::new`, its one checked constructor: as halves.
    let halves: Vec<_> = (deck_cards.iter())
        .map(|c| (c.double.first(), c.double.second(), c.other_side, c.copies))
        .collect();
    let _ = writeln!(
        code,
        "/// The double-action deck's cards as (first half, second half, other side, copies).\n\
         pub(crate) fn deck_halves() -> Vec<(engine::Half, engine::Half, engine::Half, u8)> {{ {} }}",
        halves.bake()
    );
    let target = Path::new(&out).join("shipped_data.rs");
    fs::write(&target, code).map_err(|e| vec![format!("{}: {e}", target.display())])
}

/// Reads the files `(key, file name)` of one folder, each watched for changes.
fn read_all<const N: usize>(
    dir: &Path,
    folder: &str,
    names: [(String, String); N],
) -> Result<Vec<Shipped>, Vec<String>> {
    let mut out = Vec::with_capacity(N);
    for (key, name) in names {
        let path = dir.join(folder).join(&name);
        println!("cargo::rerun-if-changed={}", path.display());
        let text =
            fs::read_to_string(&path).map_err(|e| vec![format!("{}: {e}", path.display())])?;
        out.push(Shipped {
            key,
            path: path.display().to_string(),
            text,
        });
    }
    Ok(out)
}

/// A constant listing files as `(key, text)`, each text compiled in from its file.
fn texts_const(code: &mut String, name: &str, doc: &str, files: &[Shipped]) {
    let _ = writeln!(
        code,
        "/// {doc}\npub(crate) const {name}: [(&str, &str); {}] = [",
        files.len()
    );
    for f in files {
        let _ = writeln!(code, "    ({:?}, include_str!({:?})),", f.key, f.path);
    }
    let _ = writeln!(code, "];");
}
