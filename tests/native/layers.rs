//! The crates are the layers (`docs/architecture.md`, "The crates"): each crate's manifest names
//! only crates of the layers below it, and none below the browser shell names wasm-bindgen,
//! web-sys or js-sys. Cargo refuses a cycle, not a crate that reaches up past its layer: this
//! suite does.

use std::collections::BTreeSet;

/// Every crate of the workspace: its folder, its name and the layer it stands on (0 at the bottom;
/// a crate may use crates of lower layers only).
const CRATES: [(&str, &str, u8); 11] = [
    ("src/rules", "mancala-rules", 0),
    ("src/ai", "mancala-ai", 1),
    ("src/i18n", "mancala-i18n", 1),
    ("src/learn", "mancala-learn", 2),
    ("src/render", "mancala-render", 3),
    ("src/model", "mancala-model", 4),
    ("src/js", "mancala-js", 5),
    ("src/shell", "mancala-shell", 6),
    ("src/first", "mancala-first", 7),
    ("src/page", "mancala-page", 7),
    (".", "mancala", 7),
];

/// The layer from which the browser's crates may be used: the JavaScript boundary and above.
const BROWSER_LAYER: u8 = 5;

/// The crates the browser's bindings come in.
const BROWSER_CRATES: [&str; 4] = ["wasm-bindgen", "web-sys", "js-sys", "serde-wasm-bindgen"];

/// The names of the dependencies of the manifest at `dir` (its `[dependencies]` table and the
/// target-specific ones; not the dev-dependencies, which tests may take from anywhere).
fn dependencies(dir: &str) -> BTreeSet<String> {
    let path = format!("{}/{dir}/Cargo.toml", env!("CARGO_MANIFEST_DIR"));
    let manifest = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut names = BTreeSet::new();
    let mut in_dependencies = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_dependencies = line == "[dependencies]"
                || (line.starts_with("[target.")
                    && line.ends_with(".dependencies]")
                    && !line.ends_with("dev-dependencies]"));
            continue;
        }
        if !in_dependencies || line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some((name, _)) = line.split_once('=') {
            let name = name.trim().trim_end_matches(".workspace").trim();
            names.insert(name.to_string());
        }
    }
    names
}

fn layer_of(name: &str) -> Option<u8> {
    CRATES.iter().find(|c| c.1 == name).map(|c| c.2)
}

#[test]
fn every_crate_uses_only_the_layers_below_it() {
    for (dir, name, layer) in CRATES {
        for dependency in dependencies(dir) {
            if let Some(below) = layer_of(&dependency) {
                assert!(
                    below < layer,
                    "{name} (layer {layer}) uses {dependency} (layer {below})"
                );
            }
        }
    }
}

#[test]
fn no_crate_below_the_shell_uses_the_browser() {
    for (dir, name, layer) in CRATES.iter().filter(|c| c.2 < BROWSER_LAYER) {
        let uses: Vec<_> = dependencies(dir)
            .into_iter()
            .filter(|d| BROWSER_CRATES.contains(&d.as_str()))
            .collect();
        assert!(uses.is_empty(), "{name} (layer {layer}) uses {uses:?}");
    }
}

#[test]
fn every_crate_of_the_workspace_has_its_layer() {
    let root = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"))
        .expect("the workspace's manifest");
    let members = root
        .split_once("members = [")
        .and_then(|(_, rest)| rest.split_once(']'))
        .map(|(list, _)| list)
        .expect("the workspace's members");
    let members: Vec<&str> = members
        .split(',')
        .map(|m| m.trim().trim_matches('"'))
        .filter(|m| !m.is_empty())
        .collect();
    for member in &members {
        assert!(
            CRATES.iter().any(|c| c.0 == *member),
            "the workspace's crate {member} has no layer here"
        );
    }
    assert_eq!(members.len() + 1, CRATES.len(), "{members:?}");
}
