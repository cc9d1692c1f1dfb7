//! The game's lessons, compiled in (the JS API's module and the native tests): each game's
//! positions and moves (`lessons/<variant>.json`) with every language's words laid over them
//! ([`mancala_i18n::Language::lessons`]).

use super::Lesson;
use mancala_rules::Variant;

/// The positions and moves of each game's lesson, in the order of [`Variant::ALL`]. A `static`,
/// so that the program holds one copy whichever crates read it (a small function returning
/// `include_str!` text is inlined into each crate that calls it, with a copy of the text).
static STEPS: [&str; Variant::ALL.len()] = mancala_rules::with_games!(game_files, "lessons/");

/// `variant`'s lesson, in every language.
///
/// # Errors
/// Its positions or the words of a language do not read, or a text is missing in a language (a
/// test reads every lesson, so this does not happen in a build).
pub fn lesson(variant: Variant) -> Result<Lesson, String> {
    let i = Variant::ALL.iter().position(|v| *v == variant).unwrap_or(0);
    let steps = STEPS.get(i).copied().unwrap_or_default();
    Lesson::with_words(steps, |language| language.lessons().get(i).copied())
}

/// The JSON text of `variant`'s lesson, every language's words in it: what
/// [`Lesson::from_json`] reads.
///
/// # Errors
/// As [`lesson`].
pub fn text(variant: Variant) -> Result<String, String> {
    let lesson = lesson(variant)?;
    serde_json::to_string(&lesson).map_err(|e| e.to_string())
}
