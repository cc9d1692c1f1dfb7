//! The page's sound: on or off by the visitor's choice (the sound button), which comes before
//! the page's `sound` setting; and the press a museum's screen answers every touch with.

use super::command::{Command, Effect};
use super::settings::Settings;
use mancala_render::cues::Cue;

/// The visitor's choice of sound.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sound {
    choice: Option<bool>,
}

impl Sound {
    /// The visitor's choice as remembered from an earlier visit, if any.
    pub fn remembering(choice: Option<bool>) -> Sound {
        Sound { choice }
    }

    /// Whether moves and presses make sounds: the visitor's choice, else the `sound` setting,
    /// else on for a whole page (`index.html`) and in kiosk mode, off in an element.
    pub fn on(self, settings: &Settings, whole_page: bool) -> bool {
        settings.sound_on(self.choice, whole_page)
    }

    /// The sound button: the other way from now, remembered.
    pub fn toggle(&mut self, settings: &Settings, whole_page: bool, out: &mut Vec<Effect>) {
        let on = !self.on(settings, whole_page);
        self.choice = Some(on);
        out.push(Effect::RememberSound(on));
    }

    /// A museum's screen answers every press with a sound.
    pub fn press(self, command: &Command, settings: &Settings, whole_page: bool) -> Option<Effect> {
        let press = matches!(
            command,
            Command::PointerUp { .. } | Command::Pit(_) | Command::Button(_) | Command::Menu(_)
        );
        (press && settings.kiosk && self.on(settings, whole_page))
            .then(|| Effect::Sound(vec![Cue::Press]))
    }
}

#[cfg(test)]
mod tests;
