//! House rules (issue 19): the rule options of `RULES.md` §8 a game may be played with instead of
//! the INTERPRETATION it takes by default. Each option has its id (`"G-skip"`), its game, and its
//! values, the first being `RULES.md`'s default. [`HouseRules`] holds the values chosen; a game
//! reads them through typed accessors, and they travel in `Options.rules` and in a position's
//! `extra.rules` (only the values that differ from the defaults).

use super::{Error, Variant};
use serde::de::{Deserializer, MapAccess, Visitor};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One rule option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleOption {
    /// Its id in `RULES.md` §8.
    pub id: &'static str,
    /// The game it changes.
    pub variant: Variant,
    /// Its values, `RULES.md`'s default first.
    pub values: &'static [&'static str],
}

/// Every rule option the games can be played with so far.
pub const RULE_OPTIONS: [RuleOption; 5] = [
    // §1.4: a lap of 8 or more seeds drops into its origin, or skips it.
    RuleOption {
        id: "G-skip",
        variant: Variant::Gore,
        values: &["receive", "skip"],
    },
    // §1.5: the opponent's holes are those he owns, or those of his row on the board.
    RuleOption {
        id: "G-own",
        variant: Variant::Gore,
        values: &["ownership", "row"],
    },
    // §1.6: a position occurring again ends the game, or nothing does but small holes.
    RuleOption {
        id: "G-rep",
        variant: Variant::Gore,
        values: &["recurrence", "none"],
    },
    // §1.7: any hole the giver owns may be given, or only the holes of his own row.
    RuleOption {
        id: "G-neg-holes",
        variant: Variant::Gore,
        values: &["any", "own-row"],
    },
    // §1.7: the receiver pays 6 seeds a hole from his store and an offer needs them, or he pays
    // what his store holds.
    RuleOption {
        id: "G-neg-fund",
        variant: Variant::Gore,
        values: &["store", "partial"],
    },
];

/// The values chosen, one per [`RULE_OPTIONS`] entry (an index into its values; 0 is the
/// default). Small and `Copy`, like the games that carry it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HouseRules([u8; RULE_OPTIONS.len()]);

/// The option whose id is `id`, with its index.
fn option(id: &str) -> Option<(usize, &'static RuleOption)> {
    RULE_OPTIONS.iter().enumerate().find(|(_, o)| o.id == id)
}

fn known_ids(variant: Option<Variant>) -> String {
    let ids: Vec<&str> = RULE_OPTIONS
        .iter()
        .filter(|o| variant.map_or(true, |v| o.variant == v))
        .map(|o| o.id)
        .collect();
    if ids.is_empty() {
        "none yet".into()
    } else {
        ids.join(", ")
    }
}

impl HouseRules {
    /// The value of option `id` (its default when not chosen or unknown).
    pub fn value(&self, id: &str) -> &'static str {
        option(id)
            .and_then(|(i, o)| o.values.get(usize::from(self.0[i])))
            .copied()
            .unwrap_or_default()
    }

    fn is(&self, id: &str, value: &str) -> bool {
        self.value(id) == value
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
        self.0[i] = v as u8;
        Ok(())
    }

    /// The options chosen with a value other than their default, as `(id, value)`.
    pub fn chosen(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        RULE_OPTIONS
            .iter()
            .zip(self.0)
            .filter(|(_, v)| *v != 0)
            .map(|(o, v)| {
                (
                    o.id,
                    o.values.get(usize::from(v)).copied().unwrap_or_default(),
                )
            })
    }

    /// Checks that every option chosen is one of `variant`'s.
    ///
    /// # Errors
    /// An option of another game, with `variant`'s own.
    pub fn check_for(&self, variant: Variant) -> Result<(), Error> {
        for (i, o) in RULE_OPTIONS.iter().enumerate() {
            if self.0[i] != 0 && o.variant != variant {
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

    /// Goré, G-skip: a lap of 8 or more seeds skips its origin.
    pub fn gore_skips_origin(&self) -> bool {
        self.is("G-skip", "skip")
    }

    /// Goré, G-own: a capture starts in a hole of the opponent's row on the board, whoever
    /// owns it.
    pub fn gore_captures_by_row(&self) -> bool {
        self.is("G-own", "row")
    }

    /// Goré, G-rep: a position occurring again ends the game.
    pub fn gore_repetition_ends(&self) -> bool {
        self.is("G-rep", "recurrence")
    }

    /// Goré, G-neg-holes: only holes of the giver's own row may be given.
    pub fn gore_gives_own_row_only(&self) -> bool {
        self.is("G-neg-holes", "own-row")
    }

    /// Goré, G-neg-fund: the receiver pays what his store holds, up to 6 a hole, and an offer
    /// is valid whatever it holds.
    pub fn gore_funds_partly(&self) -> bool {
        self.is("G-neg-fund", "partial")
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
            .contains("G-skip, G-own, G-rep, G-neg-holes"));
        let value = rules.set("G-own", "sideways").unwrap_err();
        assert!(value.message().contains("ownership, row"));
        assert_eq!(rules.check_for(Variant::Gore), Ok(()));
        let other = rules.check_for(Variant::Kauri).unwrap_err();
        assert!(other.message().contains("G-skip is one of"), "{other}");
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
