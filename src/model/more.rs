//! The panel of the controls a player rarely needs during a turn ("More"): a new game, the
//! opponent and the computer's level, speed, sound, skip, preview, the language, the analysis
//! board, set-up, links and files. The toolbar keeps the games menu, Undo, the hint and the
//! button that opens this panel, so that the board has the screen. Like the other panels it is
//! modal while it shows (the shell's `overlays`).

use super::action::Action;
use super::command::{Control, Effect};

/// The panel's id in the markup (`www/mancala-game-ui.js`).
pub const MORE_ID: &str = "more";

/// The "More" panel: open or closed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct More {
    open: bool,
}

impl More {
    /// True while the panel shows.
    pub fn is_open(self) -> bool {
        self.open
    }

    /// Opens (`open`) or closes the panel, and tells the shell.
    pub fn show(&mut self, open: bool, out: &mut Vec<Effect>) {
        self.open = open;
        out.push(Effect::Controls(vec![Control {
            id: MORE_ID,
            visible: Some(open),
            ..Control::default()
        }]));
    }

    /// Closes the panel if it shows.
    pub fn close(&mut self, out: &mut Vec<Effect>) {
        if self.open {
            self.show(false, out);
        }
    }

    /// What a press of `action` does to the panel: its own button opens or closes it; a
    /// setting chosen in it (speed, sound, preview, the opponent and level, face to face) leaves it open, so
    /// that the player sees the new value and may choose another; anything else closes it,
    /// for the board to show what the press did (a new game, the analysis, set-up, a link).
    pub fn press(&mut self, action: Action, out: &mut Vec<Effect>) {
        match action {
            Action::More => self.show(!self.open, out),
            Action::Speed
            | Action::Sound
            | Action::Preview
            | Action::Opponent
            | Action::Level
            | Action::FaceToFace => {}
            _ => self.close(out),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(out: &[Effect]) -> Option<bool> {
        out.iter().rev().find_map(|e| match e {
            Effect::Controls(c) => c.iter().find(|c| c.id == MORE_ID)?.visible,
            _ => None,
        })
    }

    #[test]
    fn its_button_opens_and_closes_it_and_a_setting_leaves_it_open() {
        let mut more = More::default();
        let mut out = Vec::new();
        more.press(Action::More, &mut out);
        assert_eq!((more.is_open(), shown(&out)), (true, Some(true)));
        for setting in [Action::Speed, Action::Sound, Action::Preview, Action::Level] {
            let mut out = Vec::new();
            more.press(setting, &mut out);
            assert!(
                more.is_open() && out.is_empty(),
                "{setting:?} keeps it open"
            );
        }
        let mut out = Vec::new();
        more.press(Action::More, &mut out);
        assert_eq!((more.is_open(), shown(&out)), (false, Some(false)));
    }

    #[test]
    fn an_action_on_the_game_closes_it_and_a_closed_panel_says_nothing() {
        for action in [
            Action::NewGame,
            Action::Analyse,
            Action::SetUp,
            Action::Share,
            Action::MoreClose,
        ] {
            let mut more = More::default();
            let mut out = Vec::new();
            more.show(true, &mut out);
            let mut out = Vec::new();
            more.press(action, &mut out);
            assert_eq!(
                (more.is_open(), shown(&out)),
                (false, Some(false)),
                "{action:?}"
            );
            let mut out = Vec::new();
            more.press(action, &mut out);
            assert!(out.is_empty(), "{action:?} on a closed panel");
        }
    }
}
