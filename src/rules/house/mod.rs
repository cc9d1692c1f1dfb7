//! House rules: the rule options of `docs/rules/house-rules.md` §8 a game may be played
//! with instead of the INTERPRETATION it takes by default. Each option has its id (`"G-skip"`), its
//! game, and its values, the first being the default (`docs/rules/house-rules.md`). [`HouseRules`]
//! holds the values chosen; a game reads them through typed accessors, and they travel in
//! `Options.rules` and in a position's `extra.rules` (only the values that differ from the
//! defaults).

use super::{Error, Variant};
use serde::de::{Deserializer, MapAccess, Visitor};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use std::fmt;

mod played;
mod table;

pub use played::{Defaults, PlainRules, Played, ReadRules, EXTRA_KEY};
pub(crate) use table::row;
pub use table::RULE_OPTIONS;
use table::TABLE;

/// One rule option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleOption {
    /// Its id in `docs/rules/house-rules.md` §8.
    pub id: &'static str,
    /// The game it changes.
    pub variant: Variant,
    /// Its values, the default (`docs/rules/house-rules.md`) first.
    pub values: &'static [&'static str],
}

/// Bits per option in [`HouseRules`]: room for four values.
const BITS: usize = 2;

/// The values chosen, one per [`RULE_OPTIONS`] entry: an index into its values (0 is the
/// default), `BITS` (2) bits each in one word, so the games that carry it stay small and `Copy`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HouseRules(u64);

const _: () = assert!(TABLE.len() * BITS <= 64);

/// The index in [`RULE_OPTIONS`] of the option `id`, found at compile time by the accessors of
/// each game's `house.rs` (so a game's hot path reads two bits, not a table); an unknown id fails
/// the build.
pub(crate) const fn at(id: &str) -> usize {
    let mut i = 0;
    while i < TABLE.len() {
        if same(TABLE[i].id.as_bytes(), id.as_bytes()) {
            return i;
        }
        i += 1;
    }
    panic!("no such rule option")
}

const fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The option whose id is `id`, with its index.
fn option(id: &str) -> Option<(usize, &'static RuleOption)> {
    RULE_OPTIONS.iter().enumerate().find(|(_, o)| o.id == id)
}

/// The ids of `variant`'s options (of every game's with `None`), separated by commas, as the
/// messages that refuse an option name them.
pub fn known_ids(variant: Option<Variant>) -> String {
    let ids: Vec<&str> = RULE_OPTIONS
        .iter()
        .filter(|o| variant.map_or(true, |v| o.variant == v))
        .map(|o| o.id)
        .collect();
    if ids.is_empty() {
        "none".into()
    } else {
        ids.join(", ")
    }
}

impl HouseRules {
    /// The index of the value chosen for the option at index `i` of [`RULE_OPTIONS`].
    pub(crate) fn slot(&self, i: usize) -> usize {
        ((self.0 >> (i * BITS)) & ((1 << BITS) - 1)) as usize
    }

    /// The value of option `id` (its default when not chosen; empty when unknown).
    pub fn value(&self, id: &str) -> &'static str {
        option(id)
            .and_then(|(i, o)| o.values.get(self.slot(i)))
            .copied()
            .unwrap_or_default()
    }

    /// Chooses `value` for option `id`.
    ///
    /// # Errors
    /// An unknown option or value, with the known ones.
    pub fn set(&mut self, id: &str, value: &str) -> Result<(), Error> {
        let (i, o) = option(id).ok_or_else(|| {
            Error::Options(format!(
                "unknown rule option \"{id}\"; the rule options are {}",
                known_ids(None)
            ))
        })?;
        let v = o.values.iter().position(|x| *x == value).ok_or_else(|| {
            Error::Options(format!(
                "rule option {id} has no value \"{value}\"; its values are {}",
                o.values.join(", ")
            ))
        })?;
        let shift = i * BITS;
        self.0 = (self.0 & !(((1 << BITS) - 1) << shift)) | ((v as u64) << shift);
        Ok(())
    }

    /// The options chosen with a value other than their default, as `(id, value)`.
    pub fn chosen(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        RULE_OPTIONS
            .iter()
            .enumerate()
            .map(|(i, o)| (o, self.slot(i)))
            .filter(|(_, v)| *v != 0)
            .map(|(o, v)| (o.id, o.values.get(v).copied().unwrap_or_default()))
    }

    /// Checks that every option chosen is one of `variant`'s.
    ///
    /// # Errors
    /// An option of another game, with `variant`'s own.
    pub fn check_for(&self, variant: Variant) -> Result<(), Error> {
        for (i, o) in RULE_OPTIONS.iter().enumerate() {
            if self.slot(i) != 0 && o.variant != variant {
                return Err(Error::Options(format!(
                    "rule option {} is one of {}, not of {variant}; {variant}'s are {}",
                    o.id,
                    o.variant,
                    known_ids(Some(variant))
                )));
            }
        }
        Ok(())
    }
}

impl Serialize for HouseRules {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let chosen: Vec<_> = self.chosen().collect();
        let mut map = serializer.serialize_map(Some(chosen.len()))?;
        for (id, value) in chosen {
            map.serialize_entry(id, value)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for HouseRules {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Rules;
        impl<'de> Visitor<'de> for Rules {
            type Value = HouseRules;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object of rule options, such as {\"G-skip\": \"skip\"}")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<HouseRules, A::Error> {
                let mut rules = HouseRules::default();
                while let Some((id, value)) = map.next_entry::<String, String>()? {
                    rules
                        .set(&id, &value)
                        .map_err(|e| serde::de::Error::custom(e.message()))?;
                }
                Ok(rules)
            }
        }
        deserializer.deserialize_map(Rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_set_by_name_and_bad_ones_are_refused_with_the_known_ones() {
        let mut rules = HouseRules::default();
        assert_eq!(rules.value("G-skip"), "receive");
        rules.set("G-skip", "skip").expect("a known value");
        assert!(rules.gore_skips_origin());
        assert_eq!(rules.chosen().collect::<Vec<_>>(), [("G-skip", "skip")]);
        let unknown = rules.set("G-jump", "yes").unwrap_err();
        assert!(unknown
            .message()
            .contains("G-skip, G-own, G-pass, G-rep, G-neg-time"));
        let value = rules.set("G-own", "sideways").unwrap_err();
        assert!(value.message().contains("ownership, row"));
        assert_eq!(rules.check_for(Variant::Gore), Ok(()));
        let other = rules.check_for(Variant::Kauri).unwrap_err();
        assert!(other.message().contains("G-skip is one of"), "{other}");
        assert!(other.message().contains("K-skip, K-end"), "{other}");
    }

    #[test]
    fn every_option_has_two_to_four_distinct_values_and_each_reads_back() {
        let mut seen = std::collections::HashSet::new();
        for o in RULE_OPTIONS {
            assert!(seen.insert(o.id), "{} twice", o.id);
            assert!((2..=1 << BITS).contains(&o.values.len()), "{}", o.id);
            for value in o.values {
                let mut rules = HouseRules::default();
                rules.set(o.id, value).expect("its own value");
                assert_eq!(rules.value(o.id), *value);
                for other in RULE_OPTIONS.iter().filter(|x| x.id != o.id) {
                    assert_eq!(rules.value(other.id), other.values[0], "{} moved", other.id);
                }
            }
        }
    }

    #[test]
    fn the_short_forms_are_read_by_name_each_of_its_own_game() {
        let json = serde_json::json!({"G-short": "first-to-25"});
        let gore: HouseRules = serde_json::from_value(json).expect("Goré's short form");
        assert!(gore.gore_first_to_25() && !gore.nam_nam_one_round());
        assert_eq!(gore.check_for(Variant::Gore), Ok(()));
        let json = serde_json::json!({"N-short": "one-round"});
        let nam_nam: HouseRules = serde_json::from_value(json).expect("Nam-Nam's short form");
        assert!(nam_nam.nam_nam_one_round() && !nam_nam.gore_first_to_25());
        assert_eq!(nam_nam.check_for(Variant::NamNam), Ok(()));
        let elsewhere = nam_nam.check_for(Variant::Gore).unwrap_err();
        assert!(
            elsewhere.message().contains("N-short is one of"),
            "{elsewhere}"
        );
        let usual = serde_json::json!({"G-short": "full", "N-short": "full"});
        let usual: HouseRules = serde_json::from_value(usual).expect("the usual values");
        assert_eq!(usual, HouseRules::default());
        let bad = serde_json::json!({"N-short": "two-rounds"});
        let refused = serde_json::from_value::<HouseRules>(bad).unwrap_err();
        assert!(refused.to_string().contains("full, one-round"), "{refused}");
    }

    #[test]
    fn only_the_chosen_values_are_written_and_they_read_back() {
        let mut rules = HouseRules::default();
        rules.set("G-rep", "none").expect("known");
        let json = serde_json::to_value(rules).expect("written");
        assert_eq!(json, serde_json::json!({"G-rep": "none"}));
        let back: HouseRules = serde_json::from_value(json).expect("read");
        assert_eq!(back, rules);
        assert!(serde_json::from_value::<HouseRules>(serde_json::json!({"G-rep": 1})).is_err());
    }
}
