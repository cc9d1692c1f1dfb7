//! A lesson as data: a title and 6–12 steps on real positions in the JSON position format. A
//! step talks (in every language of [`Language::ALL`], each text keyed by the language's code),
//! highlights the pits it talks about and may ask for a move: one of its listed answers, or any
//! move that meets its goal. The game's lessons are kept as one file of positions and moves per
//! game (`src/learn/lessons/<variant>.json`) and one file of words per game and language
//! (`src/i18n/lessons/<code>/<variant>.json`, [`LessonWords`]), laid together by [`crate::data`];
//! a lesson handed to a page is one JSON text with every language's words in it. Each answer stores the move's [`Facts`], which a
//! test checks against the engine's events; the sentence that tells what happened is made
//! from them.

use super::facts::Facts;
use mancala_i18n::Language;
use mancala_rules::{Move, Position, Variant};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;

/// A text in each language, written in JSON as an object keyed by the languages' codes:
/// `{"en": "…", "fr": "…"}`. A key that is no language's code does not read; a language left
/// out reads, and [`Lesson::from_json`] refuses it, naming the lesson, the step and the language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Words([Option<String>; Language::ALL.len()]);

impl Words {
    /// The text in `language`; empty where it has none (a lesson read by [`Lesson::from_json`]
    /// has every language's).
    pub fn get(&self, language: Language) -> &str {
        self.0
            .get(language.index())
            .and_then(Option::as_deref)
            .unwrap_or_default()
    }

    /// Sets the text in `language`.
    pub fn set(&mut self, language: Language, text: impl Into<String>) {
        if let Some(slot) = self.0.get_mut(language.index()) {
            *slot = Some(text.into());
        }
    }

    /// The first language whose text is missing or blank.
    pub fn missing(&self) -> Option<Language> {
        Language::ALL
            .into_iter()
            .find(|l| self.get(*l).trim().is_empty())
    }
}

impl Serialize for Words {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let map: BTreeMap<&str, &str> = Language::ALL
            .into_iter()
            .filter_map(|l| {
                let text = self.0.get(l.index()).and_then(Option::as_deref)?;
                Some((l.code(), text))
            })
            .collect();
        map.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Words {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Words, D::Error> {
        let map = BTreeMap::<String, String>::deserialize(deserializer)?;
        let mut words = Words::default();
        for (code, text) in map {
            let language = Language::ALL
                .into_iter()
                .find(|l| l.code() == code)
                .ok_or_else(|| {
                    let known: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
                    serde::de::Error::custom(format!(
                        "'{code}' is no language of the game's ({})",
                        known.join(", ")
                    ))
                })?;
            words.set(language, text);
        }
        Ok(words)
    }
}

/// What a step asks of the learner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Goal {
    /// One of the step's answers.
    Listed,
    /// Any move that takes seeds; the answers list every such move.
    Capture,
    /// Any legal move; the answers list them all.
    Any,
}

/// A move the step accepts and what it must do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    /// The move, in the JSON move format.
    #[serde(rename = "move")]
    pub mv: Move,
    /// What playing it does, as the engine's events say.
    pub facts: Facts,
}

/// One step of a lesson.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Step {
    /// What the step says before the move (absent in a file of positions only).
    #[serde(default)]
    pub text: Words,
    /// The board of the step; absent: the board the previous step left (after its move, when it
    /// asked for one; it then has exactly one answer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<Position>,
    /// The pits the text talks about.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub highlight: Vec<usize>,
    /// What the step asks; absent when it only explains.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goal: Option<Goal>,
    /// The moves accepted, with their facts.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answers: Vec<Answer>,
    /// Why it happened: said after the move's own account.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<Words>,
    /// A nudge said when another move is tried.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wrong: Option<Words>,
}

/// A game's lesson.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// The game taught.
    pub variant: Variant,
    /// The lesson's title (absent in a file of positions only).
    #[serde(default)]
    pub title: Words,
    /// Its steps, in order.
    pub steps: Vec<Step>,
}

/// A lesson's words in one language, as `src/i18n/lessons/<code>/<variant>.json` holds them: the
/// title, and for each step of the lesson, in order, its texts.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonWords {
    /// The lesson's title.
    pub title: String,
    /// Each step's texts.
    pub steps: Vec<StepWords>,
}

/// A step's texts in one language.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepWords {
    /// What the step says before the move.
    pub text: String,
    /// Why it happened, when the step says it.
    #[serde(default)]
    pub after: Option<String>,
    /// The nudge after another move, when the step has one.
    #[serde(default)]
    pub wrong: Option<String>,
}

impl Lesson {
    /// Lays `language`'s words (the JSON of a [`LessonWords`]) over the lesson's steps.
    ///
    /// # Errors
    /// Words that do not read, a count of steps other than the lesson's, or a step whose `after`
    /// or `wrong` is there in one language and not in another: named by lesson, step and
    /// language. The lesson is left as it was.
    pub fn lay_words(&mut self, language: Language, json: &str) -> Result<(), String> {
        let id = self.variant.id();
        let code = language.code();
        let words: LessonWords = serde_json::from_str(json)
            .map_err(|e| format!("{id} lesson's words in '{code}': {e}"))?;
        if words.steps.len() != self.steps.len() {
            return Err(format!(
                "{id} lesson's words in '{code}' have {} steps; the lesson has {}",
                words.steps.len(),
                self.steps.len()
            ));
        }
        // The first language laid decides which steps have an `after` and a `wrong`.
        let laid = Language::ALL
            .into_iter()
            .find(|l| !self.title.get(*l).is_empty());
        for (i, (step, said)) in self.steps.iter().zip(&words.steps).enumerate() {
            let Some(reference) = laid else { break };
            let optional = [
                ("after", step.after.is_some(), said.after.is_some()),
                ("wrong", step.wrong.is_some(), said.wrong.is_some()),
            ];
            for (field, there, here) in optional {
                if there != here {
                    return Err(format!(
                        "{id} step {}: \"{field}\" is {} in '{code}' but {} in '{}'",
                        i + 1,
                        if here { "written" } else { "missing" },
                        if there { "written" } else { "missing" },
                        reference.code()
                    ));
                }
            }
        }
        self.title.set(language, words.title);
        for (step, said) in self.steps.iter_mut().zip(words.steps) {
            step.text.set(language, said.text);
            for (slot, text) in [(&mut step.after, said.after), (&mut step.wrong, said.wrong)] {
                if let Some(text) = text {
                    slot.get_or_insert_with(Words::default).set(language, text);
                }
            }
        }
        Ok(())
    }

    /// Reads a lesson's positions and moves (`src/learn/lessons/<variant>.json`), without its
    /// words: [`Lesson::lay_words`] then lays each language's.
    ///
    /// # Errors
    /// Malformed JSON or a field of the wrong shape; the message says where.
    pub fn steps_from_json(text: &str) -> Result<Lesson, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    /// A lesson from its positions and moves (`steps`, see [`Lesson::steps_from_json`]) with
    /// each language's words that `words` gives ([`Lesson::lay_words`]).
    ///
    /// # Errors
    /// The positions or a language's words do not read or do not fit, or a text is missing in a
    /// language (also when `words` gives none for it).
    pub fn with_words<S: AsRef<str>>(
        steps: &str,
        mut words: impl FnMut(Language) -> Option<S>,
    ) -> Result<Lesson, String> {
        let mut lesson =
            Lesson::steps_from_json(steps).map_err(|e| format!("the lesson's positions: {e}"))?;
        for language in Language::ALL {
            if let Some(text) = words(language) {
                lesson.lay_words(language, text.as_ref())?;
            }
        }
        lesson.untranslated()?;
        Ok(lesson)
    }

    /// Reads a lesson from JSON text.
    ///
    /// Plain `serde_json`, with its line and column: a lesson is a file an author edits, and
    /// the path-tracking reader of positions (`rules::parse_json`) would cost the page's module
    /// some 50 KB for the lesson's types.
    ///
    /// # Errors
    /// Malformed JSON or a field of the wrong shape; the message says where. A text missing in
    /// one of the languages: the message names the lesson, the step and the language.
    pub fn from_json(text: &str) -> Result<Lesson, String> {
        let lesson = Lesson::steps_from_json(text)?;
        lesson.untranslated()?;
        Ok(lesson)
    }

    /// Checks that each text of the lesson is written in every language.
    ///
    /// # Errors
    /// The first text missing or blank in a language, named by lesson, step and language.
    pub fn untranslated(&self) -> Result<(), String> {
        let id = self.variant.id();
        if let Some(l) = self.title.missing() {
            return Err(format!("{id} title: no text in '{}'", l.code()));
        }
        for (i, step) in self.steps.iter().enumerate() {
            let texts = [
                ("text", Some(&step.text)),
                ("after", step.after.as_ref()),
                ("wrong", step.wrong.as_ref()),
            ];
            for (field, words) in texts {
                if let Some(l) = words.and_then(Words::missing) {
                    return Err(format!(
                        "{id} step {}: \"{field}\" has no text in '{}'",
                        i + 1,
                        l.code()
                    ));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Lesson;
    use crate::data;
    use mancala_rules::Variant;
    use serde_json::Value;

    /// Oware Abapa's lesson with its JSON changed by `edit`, read.
    fn abapa_with(edit: impl FnOnce(&mut Value)) -> Result<Lesson, String> {
        let text = data::text(Variant::OwareAbapa).expect("Oware Abapa's lesson");
        let mut json: Value = serde_json::from_str(&text).expect("JSON");
        edit(&mut json);
        Lesson::from_json(&json.to_string())
    }

    #[test]
    fn every_language_of_every_text_is_read() {
        let lesson = abapa_with(|_| {}).expect("Oware Abapa's lesson");
        assert_eq!(lesson.untranslated(), Ok(()));
        let again = serde_json::to_string(&lesson).expect("JSON");
        assert_eq!(Lesson::from_json(&again), Ok(lesson));
    }

    #[test]
    fn a_text_missing_in_a_language_is_refused_by_lesson_step_and_language() {
        let err = abapa_with(|j| {
            j["steps"][2]["after"]
                .as_object_mut()
                .expect("after")
                .remove("fr");
        })
        .expect_err("no French");
        assert_eq!(err, "oware-abapa step 3: \"after\" has no text in 'fr'");
        let err = abapa_with(|j| j["title"]["en"] = Value::from(" ")).expect_err("blank");
        assert_eq!(err, "oware-abapa title: no text in 'en'");
    }

    #[test]
    fn a_text_in_no_language_of_the_game_is_refused() {
        let err = abapa_with(|j| j["steps"][0]["text"]["xx"] = Value::from("?")).expect_err("xx");
        assert!(
            err.contains("'xx' is no language of the game's (en, fr, es)"),
            "{err}"
        );
    }

    /// Oware Abapa's positions with English words laid, then `json` as French words.
    fn french_words(json: &str) -> Result<Lesson, String> {
        use mancala_i18n::Language;
        let i = Variant::ALL
            .iter()
            .position(|v| *v == Variant::OwareAbapa)
            .expect("Oware Abapa");
        let mut lesson = data::lesson(Variant::OwareAbapa).expect("Oware Abapa's lesson");
        lesson.lay_words(Language::En, Language::En.lessons()[i])?;
        let before = lesson.clone();
        let laid = lesson.lay_words(Language::Fr, json);
        assert!(
            laid.is_ok() || lesson == before,
            "a refused text changes nothing"
        );
        laid.map(|()| lesson)
    }

    #[test]
    fn a_language_s_words_must_fit_the_lesson_s_steps() {
        use mancala_i18n::Language;
        let i = Variant::ALL
            .iter()
            .position(|v| *v == Variant::OwareAbapa)
            .expect("Oware Abapa");
        let mut words: Value = serde_json::from_str(Language::Fr.lessons()[i]).expect("JSON");
        assert!(french_words(&words.to_string()).is_ok());
        let steps = words["steps"].as_array().expect("steps").len();

        let mut short = words.clone();
        short["steps"].as_array_mut().expect("steps").pop();
        let err = french_words(&short.to_string()).expect_err("a step short");
        let want = format!(
            "oware-abapa lesson's words in 'fr' have {} steps; the lesson has {steps}",
            steps - 1
        );
        assert_eq!(err, want);

        words["steps"][1]
            .as_object_mut()
            .expect("step 2")
            .remove("wrong");
        let err = french_words(&words.to_string()).expect_err("no nudge");
        assert_eq!(
            err,
            "oware-abapa step 2: \"wrong\" is missing in 'fr' but written in 'en'"
        );

        let err = french_words("{\"title\": \"Oware\"}").expect_err("no steps");
        assert!(
            err.starts_with("oware-abapa lesson's words in 'fr': missing field `steps`"),
            "{err}"
        );
    }
}
