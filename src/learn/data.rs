//! The lessons' JSON, compiled in (the JS API's module and the native tests).

use super::Lesson;
use mancala_rules::Variant;

/// The lessons' JSON, in the order of [`Variant::ALL`]. A `static`, so that the program holds
/// one copy whichever crates read it (a small function returning `include_str!` text is inlined
/// into each crate that calls it, with a copy of the text).
static TEXTS: [&str; Variant::ALL.len()] = [
    include_str!("lessons/oware-abapa.json"),
    include_str!("lessons/oware-international.json"),
    include_str!("lessons/nam-nam.json"),
    include_str!("lessons/omweso.json"),
    include_str!("lessons/gore.json"),
    include_str!("lessons/woaley.json"),
    include_str!("lessons/kauri.json"),
    include_str!("lessons/kalah.json"),
];

/// The JSON text of `variant`'s lesson.
pub fn text(variant: Variant) -> &'static str {
    let i = Variant::ALL.iter().position(|v| *v == variant).unwrap_or(0);
    TEXTS.get(i).copied().unwrap_or_default()
}

/// `variant`'s lesson.
///
/// # Errors
/// Its JSON does not read (a test reads every lesson, so this does not happen in a build).
pub fn lesson(variant: Variant) -> Result<Lesson, String> {
    Lesson::from_json(text(variant))
}
