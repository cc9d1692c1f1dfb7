//! The seven lessons' JSON, compiled in (the JS API's module and the native tests).

use super::Lesson;
use mancala_rules::Variant;

/// The JSON text of `variant`'s lesson.
pub fn text(variant: Variant) -> &'static str {
    match variant {
        Variant::OwareAbapa => include_str!("lessons/oware-abapa.json"),
        Variant::OwareInternational => include_str!("lessons/oware-international.json"),
        Variant::NamNam => include_str!("lessons/nam-nam.json"),
        Variant::Omweso => include_str!("lessons/omweso.json"),
        Variant::Gore => include_str!("lessons/gore.json"),
        Variant::Woaley => include_str!("lessons/woaley.json"),
        Variant::Kauri => include_str!("lessons/kauri.json"),
    }
}

/// `variant`'s lesson.
///
/// # Errors
/// Its JSON does not read (a test reads every lesson, so this does not happen in a build).
pub fn lesson(variant: Variant) -> Result<Lesson, String> {
    Lesson::from_json(text(variant))
}
