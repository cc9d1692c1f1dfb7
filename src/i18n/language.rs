//! The languages the game speaks, as one enum: each names its code, its words ([`Texts`], and
//! through them every table of the language) and is found from a BCP 47 tag here and nowhere
//! else. A language added to [`Language`] fails to compile until each `match` below names its
//! words.
//!
//! A build may carry the words of some languages only (the crate's features `only-en`,
//! `only-fr`, `only-es`, worked out by `build.rs` into `cfg(carries = "xx")`): the first frame's
//! module is built once per language, with that language's words alone, and the page loads the
//! one of its visitor's language. Every language is still known there (its code and its name,
//! so that `?lang=` is read as everywhere else and the language buttons are named); one whose
//! words the build leaves out reads those of the first language it carries (`stand_in`).

use super::{HouseTexts, Texts};
use mancala_rules::Variant;

#[cfg(carries = "en")]
use super::en;
#[cfg(stand_in = "en")]
use super::en as stand_in;
#[cfg(carries = "es")]
use super::es;
#[cfg(stand_in = "es")]
use super::es as stand_in;
#[cfg(carries = "fr")]
use super::fr;
#[cfg(stand_in = "fr")]
use super::fr as stand_in;

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

    /// The language's name in itself, as its button says it: `"Français"`.
    pub const fn name(self) -> &'static str {
        match self {
            Language::En => "English",
            Language::Fr => "Français",
            Language::Es => "Español",
        }
    }

    /// Whether this build carries the language's words (every build but the first frame's
    /// module of another language: see the module's documentation).
    pub const fn carried(self) -> bool {
        match self {
            Language::En => cfg!(carries = "en"),
            Language::Fr => cfg!(carries = "fr"),
            Language::Es => cfg!(carries = "es"),
        }
    }

    /// The language's words (in a build that leaves them out, the stand-in's: see the
    /// module's documentation).
    // A build that carries every language never reaches the stand-in's arm.
    #[allow(unreachable_patterns)]
    pub fn texts(self) -> &'static Texts {
        match self {
            #[cfg(carries = "en")]
            Language::En => &en::TEXTS,
            #[cfg(carries = "fr")]
            Language::Fr => &fr::TEXTS,
            #[cfg(carries = "es")]
            Language::Es => &es::TEXTS,
            _ => &stand_in::TEXTS,
        }
    }

    /// The words of the house rules in this language. Reached through [`Texts::house`] rather
    /// than kept in a field of [`Texts`], so that the first frame's module, which has the
    /// `Texts` but never calls this, goes without them.
    #[allow(unreachable_patterns)]
    pub(super) fn house(self) -> &'static HouseTexts {
        match self {
            #[cfg(carries = "en")]
            Language::En => &en::HOUSE,
            #[cfg(carries = "fr")]
            Language::Fr => &fr::HOUSE,
            #[cfg(carries = "es")]
            Language::Es => &es::HOUSE,
            _ => &stand_in::HOUSE,
        }
    }

    /// The words of each game's lesson in this language, in the order of [`Variant::ALL`]: the
    /// JSON of `src/i18n/lessons/<code>/<game>.json`, a title and each step's texts, which
    /// `mancala-learn` lays over the lesson's positions and moves. Kept out of [`Texts`] for the
    /// first frame's module, as the house words are.
    #[allow(unreachable_patterns)]
    pub fn lessons(self) -> &'static [&'static str; Variant::ALL.len()] {
        match self {
            #[cfg(carries = "en")]
            Language::En => &en::LESSONS,
            #[cfg(carries = "fr")]
            Language::Fr => &fr::LESSONS,
            #[cfg(carries = "es")]
            Language::Es => &es::LESSONS,
            _ => &stand_in::LESSONS,
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
        // Every language in a full build; in one with features `only-xx`, the first carried
        // stands in for those left out.
        let carried: Vec<Language> = Language::ALL.into_iter().filter(|l| l.carried()).collect();
        assert!(!carried.is_empty());
        for (i, l) in Language::ALL.into_iter().enumerate() {
            assert_eq!(l.index(), i);
            let owner = if l.carried() { l } else { carried[0] };
            assert_eq!(l.texts().language, owner, "{l:?}");
            assert_eq!(l.house().language, owner, "{l:?}");
            assert!(!l.name().is_empty());
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
