//! Counts in words: each language's plural rule picks the form of a counted noun, so that every
//! number reads right ("no seeds", "1 seed", "2 seeds"; "aucune graine", "1 graine", "2
//! graines").

use super::fill;

/// The form a count takes, as a language's plural rule tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    /// None at all: many languages say it in words ("no seeds", "aucune graine").
    Zero,
    /// The singular.
    One,
    /// The plural.
    Many,
}

/// A counted noun in one language: its three forms, the number as `{n}`.
#[derive(Clone, Copy, Debug)]
pub struct Counted {
    /// None: "no seeds".
    pub zero: &'static str,
    /// The singular: "1 seed".
    pub one: &'static str,
    /// The plural: "{n} seeds".
    pub many: &'static str,
}

impl Counted {
    /// `n` of this noun, in the form `rule` gives `n`.
    pub fn of(&self, rule: fn(u32) -> Plural, n: u32) -> String {
        let template = match rule(n) {
            Plural::Zero => self.zero,
            Plural::One => self.one,
            Plural::Many => self.many,
        };
        fill(template, &[("n", &n)])
    }
}
