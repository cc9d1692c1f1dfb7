//! The house-rules panel as the DOM holds it (`model::house` says what it shows): for each of
//! the game's options a group of radio buttons, a `<fieldset>` whose `<legend>` says what it
//! decides and a `<label>` for each value, the usual one marked. It is made anew for another
//! game or language; else only its choices are brought up to date, so that the keyboard's
//! focus stays where it is. And the menu's button that opens it.

use super::Ui;
use mancala_i18n::catalog;
use mancala_i18n::{fill, Texts};
use mancala_model::house::Panel;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// The id of the radio button of option `id`'s value `value`.
fn input_id(id: &str, value: &str) -> String {
    format!("rule-{id}-{value}")
}

impl Ui {
    /// The menu's "House rules" button of the game whose id is `id`, named `name`.
    pub(super) fn rules_button(
        &self,
        id: &str,
        name: &str,
        texts: &Texts,
    ) -> Result<Element, JsValue> {
        let words = texts.house();
        let button = self.document.create_element("button")?;
        button.set_class_name("rules");
        button.set_id(&format!("house-{id}"));
        button.set_attribute("type", "button")?;
        button.set_attribute("data-rules", id)?;
        let label = fill(words.button_label, &[("game", &name)]);
        button.set_attribute("aria-label", &label)?;
        button.set_text_content(Some(words.button));
        Ok(button)
    }

    /// Shows `panel`, or hides the panel for `None` (the keyboard's focus then goes back to
    /// the menu's button that opened it, or to the board when the menu is closed).
    ///
    /// # Errors
    /// When the document refuses to create elements.
    pub fn show_rules(&self, panel: Option<&Panel>, texts: &'static Texts) -> Result<(), JsValue> {
        let (Some(section), Some(options)) = (self.get("rules"), self.get("rules-options")) else {
            return Ok(());
        };
        let Some(panel) = panel else {
            if !section.has_attribute("hidden") {
                section.set_attribute("hidden", "")?;
                self.focus_after_rules(&options);
            }
            return Ok(());
        };
        let rules = catalog::rules_in(panel.variant, texts);
        let made_for = format!("{} {}", panel.variant.id(), texts.code());
        if options.get_attribute("data-for").as_deref() != Some(made_for.as_str()) {
            self.make_rules(&options, panel, &rules, texts)?;
            options.set_attribute("data-for", &made_for)?;
        }
        let mut first_checked = None;
        for rule in &rules {
            let chosen = panel.rules.value(rule.id);
            for v in &rule.values {
                let Some(input) = self.get(&input_id(rule.id, v.value)) else {
                    continue;
                };
                let checked = v.value == chosen;
                js_sys::Reflect::set(&input, &"checked".into(), &checked.into())?;
                if checked && first_checked.is_none() {
                    first_checked = Some(input);
                }
            }
        }
        self.show("rules", true);
        if panel.focus {
            if let Some(input) = first_checked.and_then(|i| i.dyn_into::<HtmlElement>().ok()) {
                input.focus()?;
            }
        }
        Ok(())
    }

    /// Writes the panel of `panel`'s game: its title, words, and a group for each of `rules`.
    fn make_rules(
        &self,
        options: &Element,
        panel: &Panel,
        rules: &[catalog::RuleInfo],
        texts: &Texts,
    ) -> Result<(), JsValue> {
        let words = texts.house();
        let name = texts.variant(panel.variant).name;
        self.text("rules-title", &fill(words.title, &[("game", &name)]));
        self.text("rules-intro", &fill(words.intro, &[("game", &name)]));
        self.text("rules-play", words.play);
        self.text("rules-usual", words.usual_rules);
        self.text("rules-back", words.back);
        options.set_text_content(None);
        let create = |tag: &str, class: &str| {
            let e = self.document.create_element(tag)?;
            e.set_class_name(class);
            Ok::<Element, JsValue>(e)
        };
        for rule in rules {
            let group = create("fieldset", "rule")?;
            let legend = create("legend", "rule-about")?;
            legend.set_text_content(Some(rule.about));
            group.append_child(&legend)?;
            for (i, v) in rule.values.iter().enumerate() {
                let label = create("label", "rule-value")?;
                let input = create("input", "")?;
                input.set_id(&input_id(rule.id, v.value));
                input.set_attribute("type", "radio")?;
                input.set_attribute("name", &format!("rule-{}", rule.id))?;
                input.set_attribute("value", v.value)?;
                input.set_attribute("data-rule", rule.id)?;
                label.append_child(&input)?;
                let said = create("span", "")?;
                said.set_text_content(Some(v.label));
                label.append_child(&said)?;
                if i == 0 {
                    let usual = create("em", "usual")?;
                    usual.set_text_content(Some(words.usual));
                    label.append_child(&usual)?;
                }
                group.append_child(&label)?;
            }
            options.append_child(&group)?;
        }
        Ok(())
    }

    /// Where the keyboard's focus goes when the panel closes.
    fn focus_after_rules(&self, options: &Element) {
        let menu_open = self.get("menu").is_some_and(|m| !m.has_attribute("hidden"));
        let game = options.get_attribute("data-for");
        match game.as_deref().and_then(|f| f.split(' ').next()) {
            Some(id) if menu_open => self.focus(&format!("house-{id}")),
            _ => self.focus(mancala_model::board_grid::GRID_ID),
        }
    }
}
