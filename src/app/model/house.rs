//! House rules on the page: the `rules` setting read as a page author writes it
//! (`rules="O-5plots=literal; O-may=optional"`), the visitor's own choice for each game (the
//! menu's panel), kept between visits in the same form, and the line under the game's title.
//! Every word is `Texts::house`'s, in the page's language.

use mancala_i18n::{fill, Texts};
use mancala_rules::house::known_ids;
use mancala_rules::{HouseRules, Variant, RULE_OPTIONS};

/// The id of each game's "House rules" button in the menu, in the order of [`Variant::ALL`]
/// (ids the controls can name: `Control::id` is static).
pub const BUTTON_IDS: [&str; Variant::ALL.len()] = [
    "house-oware-abapa",
    "house-oware-international",
    "house-nam-nam",
    "house-omweso",
    "house-gore",
    "house-woaley",
    "house-kauri",
    "house-kalah",
];

/// The id of the line under the game's title.
pub const LINE_ID: &str = "game-rules";

fn index(variant: Variant) -> usize {
    Variant::ALL
        .iter()
        .position(|v| *v == variant)
        .unwrap_or_default()
}

/// The id of `variant`'s "House rules" button in the menu.
pub fn button_id(variant: Variant) -> &'static str {
    BUTTON_IDS[index(variant)]
}

/// The house rules of `variant` that `text` names: `id=value` pairs separated by `;`, spaces
/// around each part allowed; empty (or only `;`) for the usual rules. A later pair of the same
/// option wins.
///
/// # Errors
/// A pair not written `id=value`, an option that is not one of `variant`'s (another game's is
/// said to be), a value the option does not have: in `texts`' words, naming the known ones.
pub fn read(text: &str, variant: Variant, texts: &Texts) -> Result<HouseRules, String> {
    let words = texts.house();
    let game = texts.variant(variant).name;
    let known = || known_ids(Some(variant));
    let mut rules = HouseRules::default();
    for pair in text.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let parts = pair.split_once('=').map(|(i, v)| (i.trim(), v.trim()));
        let Some((id, value)) = parts.filter(|(i, v)| !i.is_empty() && !v.is_empty()) else {
            return Err(fill(words.not_pair, &[("pair", &pair)]));
        };
        match RULE_OPTIONS.iter().find(|o| o.id == id) {
            None => {
                return Err(fill(
                    words.not_option,
                    &[("id", &id), ("game", &game), ("known", &known())],
                ))
            }
            Some(o) if o.variant != variant => {
                let other = texts.variant(o.variant).name;
                return Err(fill(
                    words.other_game,
                    &[
                        ("id", &id),
                        ("other", &other),
                        ("game", &game),
                        ("known", &known()),
                    ],
                ));
            }
            Some(o) => rules.set(id, value).map_err(|_| {
                fill(
                    words.not_value,
                    &[
                        ("id", &id),
                        ("value", &value),
                        ("known", &o.values.join(", ")),
                    ],
                )
            })?,
        }
    }
    Ok(rules)
}

/// `rules` as [`read`] reads them: the options whose value is not the usual one, `id=value`,
/// separated by `;` (empty for the usual rules).
pub fn write(rules: &HouseRules) -> String {
    let pairs: Vec<String> = rules
        .chosen()
        .map(|(id, value)| format!("{id}={value}"))
        .collect();
    pairs.join(";")
}

/// The line under the game's title: each rule played other than the usual one, in words (what
/// it decides, then the value); `None` for the usual rules.
pub fn line(rules: &HouseRules, texts: &Texts) -> Option<String> {
    let words = texts.house();
    let said: Vec<String> = rules
        .chosen()
        .filter_map(|(id, value)| {
            let i = RULE_OPTIONS.iter().position(|o| o.id == id)?;
            let v = RULE_OPTIONS[i].values.iter().position(|x| *x == value)?;
            Some(words.rule(i, v))
        })
        .collect();
    (!said.is_empty()).then(|| fill(words.line, &[("rules", &said.join(" · "))]))
}

/// The house-rules panel as the shell shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Panel {
    /// The game whose rules it shows.
    pub variant: Variant,
    /// The value each option has in it.
    pub rules: HouseRules,
    /// The panel has just opened: the keyboard focus goes into it.
    pub focus: bool,
}

/// The visitor's choices: for each game, the house rules chosen in its panel (none until one
/// is), and the game whose panel is open.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct House {
    chosen: [Option<HouseRules>; Variant::ALL.len()],
    /// The game whose panel is open, if one is.
    pub open: Option<Variant>,
}

impl House {
    /// The choices kept from an earlier visit: each game's rules as [`write()`] wrote them. A
    /// damaged text (one [`read`] refuses for its game) is passed over: that game has no
    /// choice.
    pub fn remembering(kept: &[(Variant, String)]) -> House {
        let mut house = House::default();
        for (variant, text) in kept {
            if let Ok(rules) = read(text, *variant, mancala_i18n::english()) {
                house.choose(*variant, rules);
            }
        }
        house
    }

    /// The rules chosen for `variant`, if any were.
    pub fn chosen(&self, variant: Variant) -> Option<HouseRules> {
        self.chosen[index(variant)]
    }

    /// Chooses `rules` for `variant`.
    pub fn choose(&mut self, variant: Variant, rules: HouseRules) {
        self.chosen[index(variant)] = Some(rules);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_i18n::{english, language};

    fn rules(pairs: &[(&str, &str)]) -> HouseRules {
        let mut rules = HouseRules::default();
        for (id, value) in pairs {
            rules.set(id, value).expect("known");
        }
        rules
    }

    #[test]
    fn the_setting_is_read_as_an_author_writes_it() {
        let oware = Variant::OwareAbapa;
        let both = rules(&[("O-5plots", "literal"), ("O-may", "optional")]);
        for text in [
            "O-5plots=literal;O-may=optional",
            " O-5plots = literal ; O-may=optional ;",
            "O-5plots=purposive; O-may=optional; O-5plots=literal",
        ] {
            assert_eq!(read(text, oware, english()), Ok(both), "{text:?}");
        }
        for text in ["", "  ", ";", " ; ;", "O-5plots=purposive"] {
            assert_eq!(read(text, oware, english()), Ok(HouseRules::default()));
        }
        assert_eq!(write(&both), "O-may=optional;O-5plots=literal");
        assert_eq!(read(&write(&both), oware, english()), Ok(both));
        assert_eq!(write(&HouseRules::default()), "");
    }

    #[test]
    fn a_bad_setting_is_told_in_the_pages_words_with_the_known_ones() {
        let oware = Variant::OwareAbapa;
        let err = |text: &str, texts| read(text, oware, texts).unwrap_err();
        assert_eq!(
            err("O-5plots", english()),
            "The house rules cannot be read: “O-5plots” is not written option=value."
        );
        for malformed in ["=literal", "O-5plots=", "O-5plots literal; O-may=optional"] {
            assert!(
                err(malformed, english()).contains("option=value"),
                "{malformed}"
            );
        }
        assert_eq!(
            err("O-6plots=literal", english()),
            "“O-6plots” is not a house rule of Oware Abapa; its house rules are O-may, \
             O-5plots, O-rep."
        );
        assert_eq!(
            err("G-skip=skip", english()),
            "G-skip is a house rule of Goré, not of Oware Abapa; the house rules of Oware \
             Abapa are O-may, O-5plots, O-rep."
        );
        assert_eq!(
            err("O-may=never", english()),
            "The house rule O-may has no value “never”; its values are compulsory, optional."
        );
        let fr = language("fr").expect("French");
        assert_eq!(
            err("O-may=jamais", fr),
            "La règle maison O-may n'a pas de valeur « jamais » ; ses valeurs sont \
             compulsory, optional."
        );
        assert!(err("G-skip=skip", fr).contains("pas du jeu Awalé Abapa"));
    }

    #[test]
    fn the_line_under_the_title_says_each_rule_changed_in_words() {
        assert_eq!(line(&HouseRules::default(), english()), None);
        let gore = rules(&[("G-skip", "skip"), ("G-own", "row")]);
        assert_eq!(
            line(&gore, english()).as_deref(),
            Some(
                "House rules: A lap of 8 seeds or more passes its starting hole: it skips it · \
                 The holes you capture from are: the ones in your opponent's row"
            )
        );
        let fr = language("fr").expect("French");
        let said = line(&gore, fr).expect("a line");
        assert!(
            said.starts_with("Règles maison : Un tour de 8 graines"),
            "{said}"
        );
    }

    #[test]
    fn choices_kept_come_back_and_damaged_ones_are_passed_over() {
        let kept = [
            (Variant::Gore, "G-skip=skip".to_string()),
            (Variant::Kauri, String::new()),
            (Variant::OwareAbapa, "O-5plots=literal;".to_string()),
            (Variant::Woaley, "W-count=sideways".to_string()),
            (Variant::NamNam, "G-skip=skip".to_string()),
            (Variant::Omweso, "{\"M-skip\":\"yes\"}".to_string()),
        ];
        let house = House::remembering(&kept);
        assert_eq!(
            house.chosen(Variant::Gore),
            Some(rules(&[("G-skip", "skip")]))
        );
        assert_eq!(house.chosen(Variant::Kauri), Some(HouseRules::default()));
        assert_eq!(
            house.chosen(Variant::OwareAbapa),
            Some(rules(&[("O-5plots", "literal")]))
        );
        for damaged in [Variant::Woaley, Variant::NamNam, Variant::Omweso] {
            assert_eq!(house.chosen(damaged), None, "{damaged}");
        }
        assert_eq!(house.chosen(Variant::OwareInternational), None);
        assert_eq!(house.open, None);
    }

    #[test]
    fn each_game_has_its_menu_button() {
        for v in Variant::ALL {
            assert_eq!(button_id(v), format!("house-{}", v.id()));
        }
    }
}
