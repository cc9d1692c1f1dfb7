//! The panels that lie over the game (the games menu, the other controls, the house rules, the
//! end of a game, a confirmation), kept usable by keyboard and screen reader: while one shows, it is a modal
//! dialog: the rest of the game is inert (out of reach of Tab, the pointer and screen readers;
//! the live region excepted), and the keyboard's focus is inside it, on its `data-autofocus`
//! button else its first control. When it closes, the focus goes back where it was before it
//! opened, else to the board; when a panel comes back (the menu after its house rules), to
//! where it was in it. Escape leaves the panel (the shell's listeners). And when the control
//! with the focus goes away (a lesson's "Next" disabled while the step asks for a move, a
//! button hidden), the focus goes to the board rather than be lost.

use super::dom::Ui;
use mancala_model::board_grid::GRID_ID;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// The panels, topmost first (a confirmation opens over the game-over panel, the house rules
/// over the menu; the other controls' panel, "More", closes when any of them opens).
pub const OVERLAYS: [&str; 5] = ["confirm", "rules", "gameover", "menu", "more"];

/// Parts of the game that stay out of the inert while a panel shows: the live region, which
/// still tells what happens.
const NEVER_INERT: [&str; 1] = ["announce"];

/// The panel showing and where the focus was before it opened.
#[derive(Default)]
pub struct Overlays {
    /// The panel showing, if any.
    open: Option<&'static str>,
    /// What had the focus before it opened.
    opener: Option<HtmlElement>,
    /// For each panel left for another (the menu for its house rules), what had the focus in
    /// it: it has it again when the panel comes back.
    left: Vec<(&'static str, HtmlElement)>,
    /// What had the focus in the game when last looked at.
    focused: Option<Element>,
}

impl Overlays {
    /// Brings the page in line with the panels `ui` shows now.
    pub fn sync(&mut self, ui: &Ui) {
        let Some(game) = OVERLAYS.iter().find_map(|id| ui.get(id)?.parent_element()) else {
            return;
        };
        let shown = OVERLAYS.into_iter().find(|id| {
            ui.get(id)
                .is_some_and(|panel| !panel.has_attribute("hidden"))
        });
        if shown != self.open {
            self.switch(ui, &game, shown);
        } else if shown.is_none() {
            // The control with the focus went away (the browser keeps the focus on a control
            // just disabled or hidden until its next rendering, then drops it), or the focus
            // went with the control it was on.
            let inside = ui.active_element().filter(|a| game.contains(Some(a)));
            let lost = match &inside {
                Some(active) => unusable(active),
                None => self.focused.as_ref().is_some_and(unusable),
            };
            if lost {
                ui.focus(GRID_ID);
            }
        }
        self.focused = ui.active_element().filter(|a| game.contains(Some(a)));
    }

    /// The panel `shown` (or none) replaces the one open.
    fn switch(&mut self, ui: &Ui, game: &Element, shown: Option<&'static str>) {
        let active = ui.active_element();
        let had_focus = active
            .clone()
            .filter(|a| game.contains(Some(a)))
            .and_then(|a| a.dyn_into::<HtmlElement>().ok());
        match self.open {
            None => self.opener = had_focus,
            Some(left) => {
                self.left.retain(|(p, _)| *p != left);
                self.left.extend(had_focus.map(|a| (left, a)));
            }
        }
        self.open = shown;
        set_inert(game, shown);
        match shown.and_then(|id| Some((id, ui.get(id)?))) {
            Some((id, panel)) => {
                let back = self
                    .left
                    .iter()
                    .position(|(p, _)| *p == id)
                    .map(|i| self.left.remove(i).1)
                    .filter(|e| !unusable(e));
                if active.is_some_and(|a| panel.contains(Some(&a))) {
                    // The panel gave itself the focus.
                } else if let Some(e) = back {
                    let _ = e.focus();
                } else {
                    focus_first(&panel);
                }
            }
            None => {
                self.left.clear();
                let opener = self.opener.take().filter(|o| !unusable(o));
                match opener {
                    Some(o) => {
                        let _ = o.focus();
                    }
                    None => ui.focus(GRID_ID),
                }
            }
        }
    }
}

/// Makes every part of `game` but the panel `open` (and the live region) inert, or none when
/// no panel shows.
fn set_inert(game: &Element, open: Option<&str>) {
    let parts = game.children();
    for i in 0..parts.length() {
        let Some(part) = parts.item(i) else { continue };
        let id = part.id();
        let inert = open.is_some_and(|o| o != id) && !NEVER_INERT.contains(&id.as_str());
        let _ = if inert {
            part.set_attribute("inert", "")
        } else {
            part.remove_attribute("inert")
        };
    }
}

/// Gives the focus to `panel`'s `data-autofocus` button if it shows, else its first control
/// that shows and is enabled: a button, or the chosen value of a group of options.
fn focus_first(panel: &Element) {
    let first = [
        "button[data-autofocus]:not([hidden]):not([disabled])",
        "input:checked:not([disabled]), button:not([hidden]):not([disabled])",
    ]
    .into_iter()
    .find_map(|selector| panel.query_selector(selector).ok().flatten());
    if let Some(button) = first.and_then(|b| b.dyn_into::<HtmlElement>().ok()) {
        let _ = button.focus();
    }
}

/// True when `element` can no longer have the focus: out of the page, disabled, or it or an
/// ancestor hidden or inert.
fn unusable(element: &Element) -> bool {
    !element.is_connected()
        || element.has_attribute("disabled")
        || element
            .closest("[hidden], [inert]")
            .ok()
            .flatten()
            .is_some()
}
