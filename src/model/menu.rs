//! The game menu: open or closed. Every change is told to the shell at once.

use super::command::Effect;

/// The game menu.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Menu {
    open: bool,
}

impl Menu {
    /// True while the menu is open.
    pub fn is_open(self) -> bool {
        self.open
    }

    /// Opens (`open`) or closes the menu, and tells the shell.
    pub fn show(&mut self, open: bool, out: &mut Vec<Effect>) {
        self.open = open;
        out.push(Effect::Menu(open));
    }

    /// Closes the menu, and tells the shell.
    pub fn close(&mut self, out: &mut Vec<Effect>) {
        self.show(false, out);
    }
}
