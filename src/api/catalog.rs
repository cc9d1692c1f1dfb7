//! The catalogue of games shown to page authors and players: names, boards, origins and a
//! one-paragraph rules summary for each (`variants()` in the JavaScript API), in any language of
//! [`crate::i18n`].

use crate::i18n::{self, Texts};
use crate::rules::Variant;
use serde::Serialize;

/// What a page needs to present one game.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VariantInfo {
    /// The id used everywhere (`"oware-abapa"`).
    pub id: &'static str,
    /// The game's name.
    pub name: &'static str,
    /// Rows of pits.
    pub rows: usize,
    /// Pits per row.
    pub columns: usize,
    /// Pits in all.
    pub pits: usize,
    /// Where the game is played.
    pub origin: &'static str,
    /// The rules in one paragraph.
    pub summary: &'static str,
}

/// The catalogue entry of a variant, in English.
pub fn info(variant: Variant) -> VariantInfo {
    info_in(variant, i18n::english())
}

/// The catalogue entry of a variant in the language of `texts`.
pub fn info_in(variant: Variant, texts: &'static Texts) -> VariantInfo {
    let (rows, columns) = variant.shape();
    let text = texts.variant(variant);
    VariantInfo {
        id: variant.id(),
        name: text.name,
        rows,
        columns,
        pits: variant.pit_count(),
        origin: text.origin,
        summary: text.summary,
    }
}

/// Every game, in menu order, in the language of `texts`.
pub fn all_in(texts: &'static Texts) -> Vec<VariantInfo> {
    Variant::ALL
        .into_iter()
        .map(|v| info_in(v, texts))
        .collect()
}
