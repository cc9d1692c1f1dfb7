//! The shape of the house rules' words (`rules::RULE_OPTIONS`): for each option one line saying
//! what it decides, and a short label for each of its values, in the table's order. Each
//! language writes them in its own file (`HOUSE_RULES`).

/// One rule option in one language.
#[derive(Clone, Copy, Debug)]
pub struct RuleText {
    /// What the option decides, in one line.
    pub about: &'static str,
    /// A label for each value, in the order of the option's values (the default first).
    pub values: &'static [&'static str],
}

/// The words of one option: what it decides and a label for each value.
pub(super) const fn text(about: &'static str, values: &'static [&'static str]) -> RuleText {
    RuleText { about, values }
}

#[cfg(test)]
mod tests {
    use crate::Language;
    use mancala_rules::RULE_OPTIONS;

    #[test]
    fn every_option_has_a_label_for_each_value_in_every_language() {
        for texts in Language::ALL.map(|l| l.texts().house().options) {
            for (o, t) in RULE_OPTIONS.iter().zip(texts.iter()) {
                assert_eq!(o.values.len(), t.values.len(), "{}", o.id);
                assert!(!t.about.is_empty(), "{}", o.id);
                assert!(t.values.iter().all(|v| !v.is_empty()), "{}", o.id);
            }
        }
    }
}
