//! Input: pointer (mouse, touch, pen) and keyboard on the board, the buttons, the game menu
//! and resizes, each turned into a [`Command`] for the page's session. Each listener is kept in
//! a [`Listener`] that removes itself when dropped.

use super::page::{Page, Shared};
use super::pit_controls::GRID_ID;
use mancala_i18n::Language;
use mancala_model::choices::MOST_FORMS;
use mancala_model::controls::LANGUAGES;
use mancala_model::{Action, Command, Key};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, EventTarget, KeyboardEvent, PointerEvent};

/// An event listener that is removed when dropped.
pub struct Listener {
    target: EventTarget,
    kind: &'static str,
    callback: Closure<dyn FnMut(Event)>,
}

impl Listener {
    fn new(
        target: &EventTarget,
        kind: &'static str,
        f: impl FnMut(Event) + 'static,
    ) -> Result<Listener, JsValue> {
        let callback = Closure::<dyn FnMut(Event)>::new(f);
        target.add_event_listener_with_callback(kind, callback.as_ref().unchecked_ref())?;
        Ok(Listener {
            target: target.clone(),
            kind,
            callback,
        })
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self
            .target
            .remove_event_listener_with_callback(self.kind, self.callback.as_ref().unchecked_ref());
    }
}

/// Runs `command` on the page unless it is busy (a re-entrant event): events are never lost
/// to a panic, only ignored.
fn run(page: &Shared, command: impl FnOnce(&Page) -> Command) {
    if let Ok(mut p) = page.try_borrow_mut() {
        let command = command(&p);
        p.run(command);
    }
}

/// Where a pointer event lies on the canvas, in CSS pixels.
fn canvas_point(page: &Page, e: &PointerEvent) -> (f64, f64) {
    let rect = page.canvas.get_bounding_client_rect();
    (
        f64::from(e.client_x()) - rect.left(),
        f64::from(e.client_y()) - rect.top(),
    )
}

/// The way to play a pit whose button `e` happened on (its index), if it is one.
fn way_of(e: &Event) -> Option<usize> {
    let id = e.target()?.dyn_into::<web_sys::Element>().ok()?.id();
    (0..MOST_FORMS).find(|&i| u8::try_from(i).is_ok_and(|n| Action::Harvest(n).id() == id))
}

/// Moves the keyboard's focus from the chooser's button `e` happened on to the next one shown
/// (`step` 1) or the one before (-1), round from Cancel to the first way and back: a group of
/// buttons is gone through with the arrows, as a toolbar is.
fn step_way(page: &Page, e: &Event, step: isize) {
    let Some(from) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    let shown: Vec<&str> = (0..MOST_FORMS)
        .filter_map(|i| u8::try_from(i).ok())
        .map(|i| Action::Harvest(i).id())
        .chain([Action::HarvestCancel.id()])
        .filter(|id| page.ui.get(id).is_some_and(|b| !b.has_attribute("hidden")))
        .collect();
    let from = from.id();
    if let Some(at) = shown.iter().position(|id| *id == from) {
        let next = (at as isize + step).rem_euclid(shown.len() as isize) as usize;
        page.ui.focus(shown[next]);
    }
}

/// Listens to everything the page reacts to.
///
/// # Errors
/// When a listener cannot be added.
pub fn listen(page: &Shared) -> Result<Vec<Listener>, JsValue> {
    let (window, canvas) = {
        let p = page.borrow();
        (p.window.clone(), p.canvas.clone())
    };
    let mut out = Vec::new();
    let pg = page.clone();
    out.push(Listener::new(&window, "resize", move |_| {
        run(&pg, Page::frame_now);
    })?);
    // The canvas also changes size when the controls around it do: watch it.
    // A weak handle: the page owns the observer, which must not keep the page alive.
    let weak = std::rc::Rc::downgrade(page);
    let observer_callback = Closure::<dyn FnMut()>::new(move || {
        if let Some(pg) = weak.upgrade() {
            run(&pg, Page::frame_now);
        }
    });
    if let Ok(observer) = web_sys::ResizeObserver::new(observer_callback.as_ref().unchecked_ref()) {
        observer.observe(&canvas);
        page.borrow_mut().observer = Some((observer, observer_callback));
    }
    // A game link pasted into the address bar (the session ignores other fragments, and all of
    // them when the game may not read the address).
    let pg = page.clone();
    out.push(Listener::new(&window, "hashchange", move |_| {
        run(&pg, |p| Command::OpenLink {
            text: super::address::fragment(&p.window).unwrap_or_default(),
            from_address: true,
        });
    })?);
    let pg = page.clone();
    out.push(Listener::new(&canvas, "pointermove", move |e| {
        if let Ok(e) = e.dyn_into::<PointerEvent>() {
            run(&pg, |p| {
                let (x, y) = canvas_point(p, &e);
                Command::PointerMove { x, y }
            });
        }
    })?);
    let pg = page.clone();
    out.push(Listener::new(&canvas, "pointerleave", move |_| {
        run(&pg, |_| Command::PointerLeave);
    })?);
    let pg = page.clone();
    out.push(Listener::new(&canvas, "pointerup", move |e| {
        if let Ok(e) = e.dyn_into::<PointerEvent>() {
            run(&pg, |p| {
                let (x, y) = canvas_point(p, &e);
                Command::PointerUp { x, y }
            });
        }
    })?);
    if let Some(pits) = page.borrow().ui.get(GRID_ID) {
        // The arrows and Escape on the board's controls; Enter and Space press the pit's
        // button, whose click plays it.
        let pg = page.clone();
        out.push(Listener::new(&pits, "keydown", move |e| {
            let Ok(e) = e.dyn_into::<KeyboardEvent>() else {
                return;
            };
            match (Key::parse(&e.key()), store_of(&e)) {
                (Some(key @ (Key::Arrow { .. } | Key::Escape)), _) => {
                    e.prevent_default();
                    run(&pg, |_| Command::Key(key));
                }
                // A store's cell is no button: Enter and Space on it press it here.
                (Some(Key::Play), Some(player)) => {
                    e.prevent_default();
                    run(&pg, |_| Command::Store(player));
                }
                _ => {}
            }
        })?);
        for (kind, command) in [
            ("click", Command::Pit as fn(usize) -> Command),
            ("focusin", Command::FocusPit),
        ] {
            let pg = page.clone();
            out.push(Listener::new(&pits, kind, move |e| {
                if let Some(pit) = pit_of(&e) {
                    run(&pg, |_| command(pit));
                }
            })?);
        }
    }
    for action in Action::ALL {
        let Some(button) = page.borrow().ui.get(action.id()) else {
            continue;
        };
        let pg = page.clone();
        out.push(Listener::new(&button, "click", move |_| {
            run(&pg, |_| Command::Button(action));
        })?);
    }
    if let Some(list) = page.borrow().ui.get("menu-list") {
        let pg = page.clone();
        out.push(Listener::new(&list, "click", move |e| {
            let target = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
            let marked = |attribute: &str| {
                target
                    .as_ref()
                    .and_then(|el| el.closest(&format!("[{attribute}]")).ok().flatten())
                    .and_then(|el| el.get_attribute(attribute))
            };
            // The menu's markup is the page's own: every id in it is a game's.
            let game = |attribute: &str| marked(attribute).and_then(|id| id.parse().ok());
            if let Some(v) = game("data-learn") {
                run(&pg, |_| Command::Learn(v));
            } else if let Some(v) = game("data-puzzles") {
                run(&pg, |_| Command::Puzzles(v));
            } else if let Some(v) = game("data-rules") {
                run(&pg, |_| Command::OpenRules(v));
            } else if let Some(v) = game("data-variant") {
                run(&pg, |_| Command::Menu(v));
            }
        })?);
    }
    // A file chosen to open: read, then handed to the session.
    if let Some(input) = page
        .borrow()
        .ui
        .get(super::files::FILE_INPUT)
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
    {
        let dispatch = page.borrow().computer.dispatch().clone();
        let chosen = input.clone();
        out.push(Listener::new(&input, "change", move |_| {
            super::files::read_chosen(&chosen, dispatch.clone());
        })?);
    }
    // Escape in a panel leaves it: the house rules back to the games, the menu and the other
    // controls closed, a new game not started.
    for (panel, action) in [
        ("rules", Action::RulesBack),
        ("menu", Action::MenuClose),
        (mancala_model::more::MORE_ID, Action::MoreClose),
        ("confirm", Action::ConfirmNo),
    ] {
        let Some(panel) = page.borrow().ui.get(panel) else {
            continue;
        };
        let pg = page.clone();
        out.push(Listener::new(&panel, "keydown", move |e| {
            if e.dyn_ref::<KeyboardEvent>()
                .is_some_and(|k| k.key() == "Escape")
            {
                e.prevent_default();
                run(&pg, |_| Command::Button(action));
            }
        })?);
    }
    // The chooser of the ways to play a pit: Escape cancels, the arrows go from way to way;
    // the way pointed at or with the focus is previewed.
    if let Some(group) = page.borrow().ui.get(mancala_model::choices::HARVESTS_ID) {
        let pg = page.clone();
        out.push(Listener::new(&group, "keydown", move |e| {
            let Some(key) = e.dyn_ref::<KeyboardEvent>().map(KeyboardEvent::key) else {
                return;
            };
            let step = match key.as_str() {
                "Escape" => {
                    e.prevent_default();
                    run(&pg, |_| Command::Button(Action::HarvestCancel));
                    return;
                }
                "ArrowRight" | "ArrowDown" => 1,
                "ArrowLeft" | "ArrowUp" => -1,
                _ => return,
            };
            e.prevent_default();
            if let Ok(p) = pg.try_borrow() {
                step_way(&p, &e, step);
            }
        })?);
        for (kind, entering) in [
            ("pointerover", true),
            ("focusin", true),
            ("pointerout", false),
            ("focusout", false),
        ] {
            let pg = page.clone();
            out.push(Listener::new(&group, kind, move |e| {
                let way = if entering { way_of(&e) } else { None };
                run(&pg, |_| Command::PreviewWay(way));
            })?);
        }
    }
    // A language chosen (its button says which in `data-lang`).
    if let Some(group) = page.borrow().ui.get(LANGUAGES) {
        let pg = page.clone();
        out.push(Listener::new(&group, "click", move |e| {
            let chosen = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|b| b.closest("button[data-lang]").ok().flatten())
                .and_then(|b| b.get_attribute("data-lang"))
                .and_then(|code| Language::from_tag(&code).ok());
            if let Some(language) = chosen {
                run(&pg, |_| Command::SetLanguage(language.texts()));
            }
        })?);
    }
    // A value chosen in the house-rules panel (its radio buttons say which option and value).
    if let Some(options) = page.borrow().ui.get("rules-options") {
        let pg = page.clone();
        out.push(Listener::new(&options, "change", move |e| {
            let input = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
            let Some(input) = input else { return };
            if let (Some(id), Some(value)) = (
                input.get_attribute("data-rule"),
                input.get_attribute("value"),
            ) {
                run(&pg, |_| Command::ChooseRule { id, value });
            }
        })?);
    }
    Ok(out)
}

/// The player whose store's cell `e` happened on (its `data-store`).
fn store_of(e: &Event) -> Option<u8> {
    marked(e, "data-store")
}

/// The pit whose control `e` happened on (its button's `data-pit`).
fn pit_of(e: &Event) -> Option<usize> {
    marked(e, "data-pit")
}

/// The value of `attribute` on the element `e` happened on, or on the nearest one around it.
fn marked<T: std::str::FromStr>(e: &Event, attribute: &str) -> Option<T> {
    e.target()?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .closest(&format!("[{attribute}]"))
        .ok()??
        .get_attribute(attribute)?
        .parse()
        .ok()
}
