//! The catalogue of games shown to page authors and players: names, boards, origins, a
//! one-paragraph rules summary and the house rules that may be chosen for each (`variants()` in
//! the JavaScript API, the page's menu), in any language of this crate.

use crate::Texts;
use mancala_rules::{Variant, RULE_OPTIONS};
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
    /// What the game is like, in one or two short sentences of common words.
    pub plain: &'static str,
    /// The rules in one paragraph.
    pub summary: &'static str,
    /// The house rules that may be chosen (`Options.rules`), in the order of
    /// `docs/rules/house-rules.md`.
    pub rules: Vec<RuleInfo>,
}

/// One house rule of a game (`docs/rules/house-rules.md` §8): what it decides and its values, in
/// words.
#[derive(Clone, Debug, Serialize)]
pub struct RuleInfo {
    /// The option's id (`"O-5plots"`), as `Options.rules` names it.
    pub id: &'static str,
    /// What it decides, in one line ending with a colon.
    pub about: &'static str,
    /// The value played unless another is chosen.
    pub default: &'static str,
    /// Every value, the default first.
    pub values: Vec<RuleValue>,
}

/// One value of a house rule.
#[derive(Clone, Debug, Serialize)]
pub struct RuleValue {
    /// The value (`"literal"`), as `Options.rules` takes it.
    pub value: &'static str,
    /// What it means, in words that follow the rule's `about`.
    pub label: &'static str,
}

/// The house rules of `variant` in the language of `texts`.
pub fn rules_in(variant: Variant, texts: &Texts) -> Vec<RuleInfo> {
    let words = texts.house().options;
    RULE_OPTIONS
        .iter()
        .zip(words.iter())
        .filter(|(o, _)| o.variant == variant)
        .map(|(o, t)| RuleInfo {
            id: o.id,
            about: t.about,
            default: o.values.first().copied().unwrap_or_default(),
            values: o
                .values
                .iter()
                .zip(t.values.iter())
                .map(|(value, label)| RuleValue { value, label })
                .collect(),
        })
        .collect()
}

/// The catalogue entry of a variant, in English.
pub fn info(variant: Variant) -> VariantInfo {
    info_in(variant, crate::english())
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
        plain: text.plain,
        summary: text.summary,
        rules: rules_in(variant, texts),
    }
}

/// Every game, in menu order, in the language of `texts`.
pub fn all_in(texts: &'static Texts) -> Vec<VariantInfo> {
    Variant::ALL
        .into_iter()
        .map(|v| info_in(v, texts))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_lists_its_own_house_rules_in_words() -> Result<(), String> {
        let fr = crate::language("fr")?;
        let mut listed = 0;
        for variant in Variant::ALL {
            let info = info_in(variant, fr);
            assert!(!info.rules.is_empty(), "{variant}: no house rule");
            for rule in &info.rules {
                let option = RULE_OPTIONS
                    .iter()
                    .find(|o| o.id == rule.id)
                    .ok_or(format!("{} is not in the table", rule.id))?;
                assert_eq!(option.variant, variant);
                assert_eq!(rule.default, option.values[0]);
                let values: Vec<&str> = rule.values.iter().map(|v| v.value).collect();
                assert_eq!(values, option.values);
                assert!(rule.about.ends_with(':'), "{}", rule.about);
            }
            listed += info.rules.len();
        }
        assert_eq!(listed, RULE_OPTIONS.len());
        let oware = info(Variant::OwareAbapa);
        let slam = oware
            .rules
            .iter()
            .find(|r| r.id == "O-5plots")
            .ok_or("O-5plots is not listed")?;
        assert_eq!(
            slam.values[1].label,
            "leaves him one plot only after a 6-plot chain"
        );
        Ok(())
    }
}
