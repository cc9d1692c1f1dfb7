//! Which languages' words this build carries: every language's, unless the crate is built with
//! features `only-xx` (the first frame's module, built once per language by scripts/build.sh),
//! when those alone. Sets `cfg(carries = "xx")` for each language carried and
//! `cfg(stand_in = "xx")` for the first of them, whose words a language left out reads
//! (`language.rs`).

/// The codes of the languages, in the order of `Language::ALL`, each with its feature `only-xx`.
const LANGUAGES: [&str; 3] = ["en", "fr", "es"];

fn main() {
    let only: Vec<&str> = LANGUAGES
        .into_iter()
        .filter(|code| {
            std::env::var_os(format!("CARGO_FEATURE_ONLY_{}", code.to_ascii_uppercase())).is_some()
        })
        .collect();
    let carried = if only.is_empty() {
        LANGUAGES.to_vec()
    } else {
        only
    };
    let values = LANGUAGES.map(|code| format!("\"{code}\"")).join(", ");
    println!("cargo::rustc-check-cfg=cfg(carries, values({values}))");
    println!("cargo::rustc-check-cfg=cfg(stand_in, values({values}))");
    for code in &carried {
        println!("cargo::rustc-cfg=carries=\"{code}\"");
    }
    println!("cargo::rustc-cfg=stand_in=\"{}\"", carried[0]);
    println!("cargo::rerun-if-changed=build.rs");
}
