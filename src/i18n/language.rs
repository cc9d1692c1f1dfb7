//! The languages the game speaks, as one enum: each names its code, its words ([`Texts`], and
//! through them every table of the language) and is found from a BCP 47 tag here and nowhere
//! else. A language added to [`Language`] fails to compile until each `match` below names its
//! words.

use super::{en, es, fr, HouseTexts, Texts};
use mancala_rules::Variant;

/// A language the game speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Language {
    /// English, the default.
    En,
    /// French.
    Fr,
    /// Spanish.
    Es,
}

impl Language {
    /// Every language, English (the default) first.
    pub const ALL: [Language; 3] = [Language::En, Language::Fr, Language::Es];

    /// The language's code, a BCP 47 primary subtag: `"en"`, `"fr"`.
    pub const fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Fr => "fr",
            Language::Es => "es",
        }
    }

    /// The language's words.
    pub fn texts(self) -> &'static Texts {
        match self {
            Language::En => &en::TEXTS,
            Language::Fr => &fr::TEXTS,
            Language::Es => &es::TEXTS,
        }
    }

    /// The words of the house rules in this language. Reached through [`Texts::house`] rather
    /// than kept in a field of [`Texts`], so that the first frame's module, which has every
    /// `Texts` but never calls this, goes without them.
    pub(super) fn house(self) -> &'static HouseTexts {
        match self {
            Language::En => &en::HOUSE,
            Language::Fr => &fr::HOUSE,
            Language::Es => &es::HOUSE,
        }
    }

    /// The words of each game's lesson in this language, in the order of [`Variant::ALL`]: the
    /// JSON of `src/i18n/lessons/<code>/<game>.json`, a title and each step's texts, which
    /// `mancala-learn` lays over the lesson's positions and moves. Kept out of [`Texts`] for the
    /// first frame's module, as the house words are.
    pub fn lessons(self) -> &'static [&'static str; Variant::ALL.len()] {
        match self {
            Language::En => &en::LESSONS,
            Language::Fr => &fr::LESSONS,
            Language::Es => &es::LESSONS,
        }
    }

    /// Where the language is among [`Language::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The language of a BCP 47 tag: its primary subtag, in any case (`"fr"`, `"fr-CI"`,
    /// `"EN-us"`, `"fr_FR"`).
    ///
    /// # Errors
    /// A language the game does not speak, with the list of those it does.
    pub fn from_tag(tag: &str) -> Result<Language, String> {
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        Language::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
            .ok_or_else(|| {
                let known: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
                format!(
                    "language '{tag}' is not available; available: {}",
                    known.join(", ")
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::Language;

    #[test]
    fn each_language_is_found_by_its_tags_and_owns_its_words() {
        for (i, l) in Language::ALL.into_iter().enumerate() {
            assert_eq!(l.index(), i);
            assert_eq!(l.texts().language, l);
            assert_eq!(l.house().language, l);
            assert_eq!(Language::from_tag(l.code()), Ok(l));
            let upper = format!("{}-XX", l.code().to_ascii_uppercase());
            assert_eq!(Language::from_tag(&upper), Ok(l), "{upper}");
        }
        assert_eq!(Language::from_tag("fr-CI"), Ok(Language::Fr));
        assert_eq!(Language::from_tag("en_GB"), Ok(Language::En));
        let err = Language::from_tag("xx").expect_err("unknown");
        assert!(err.contains("'xx'") && err.contains("en, fr, es"), "{err}");
        assert!(Language::from_tag("").is_err());
    }
}
