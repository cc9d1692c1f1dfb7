//! Input: pointer (mouse, touch, pen) and keyboard on the board, the page's buttons, the
//! game menu and window resizes. Each listener is kept in a [`Listener`] that removes itself
//! when dropped.

use super::controller::Opponent;
use super::dom::BUTTONS;
use super::page::{report, Shared, SPEEDS};
use crate::render::geom::Point;
use crate::rules::{Move, Variant};
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

/// Runs `f` on the page unless it is busy (a re-entrant event): events are never lost to a
/// panic, only ignored.
fn with_page(page: &Shared, f: impl FnOnce(&mut super::page::Page)) {
    if let Ok(mut p) = page.try_borrow_mut() {
        f(&mut p);
    }
}

/// Where a pointer event lies on the canvas, in CSS pixels.
fn canvas_point(page: &super::page::Page, e: &PointerEvent) -> Point {
    let rect = page.canvas.get_bounding_client_rect();
    Point::new(
        f64::from(e.client_x()) - rect.left(),
        f64::from(e.client_y()) - rect.top(),
    )
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
        with_page(&pg, |p| {
            if let Err(e) = p.redraw() {
                report("redraw", &e);
            }
        });
    })?);
    // The canvas also changes size when the controls around it do: watch it.
    // A weak handle: the page owns the observer, which must not keep the page alive.
    let weak = std::rc::Rc::downgrade(page);
    let observer_callback = Closure::<dyn FnMut()>::new(move || {
        if let Some(pg) = weak.upgrade() {
            with_page(&pg, |p| {
                if let Err(e) = p.redraw() {
                    report("redraw", &e);
                }
            });
        }
    });
    if let Ok(observer) = web_sys::ResizeObserver::new(observer_callback.as_ref().unchecked_ref()) {
        observer.observe(&canvas);
        page.borrow_mut().observer = Some((observer, observer_callback));
    }
    let pg = page.clone();
    out.push(Listener::new(&canvas, "pointermove", move |e| {
        let Ok(e) = e.dyn_into::<PointerEvent>() else {
            return;
        };
        with_page(&pg, |p| {
            let hover = p.layout.pit_at(canvas_point(p, &e));
            if hover != p.game.hover {
                p.game.hover = hover;
                let _ = p.redraw();
            }
        });
    })?);
    let pg = page.clone();
    out.push(Listener::new(&canvas, "pointerleave", move |_| {
        with_page(&pg, |p| {
            p.game.hover = None;
            let _ = p.redraw();
        });
    })?);
    let pg = page.clone();
    out.push(Listener::new(&canvas, "pointerup", move |e| {
        let Ok(e) = e.dyn_into::<PointerEvent>() else {
            return;
        };
        with_page(&pg, |p| {
            if let Some(pit) = p.layout.pit_at(canvas_point(p, &e)) {
                p.game.focus = None;
                p.click_pit(pit);
            }
        });
    })?);
    let pg = page.clone();
    out.push(Listener::new(&canvas, "keydown", move |e| {
        let Ok(e) = e.dyn_into::<KeyboardEvent>() else {
            return;
        };
        with_page(&pg, |p| {
            if key(p, &e.key()) {
                e.prevent_default();
            }
        });
    })?);
    for id in BUTTONS {
        let Some(button) = page.borrow().ui.get(id) else {
            continue;
        };
        let pg = page.clone();
        out.push(Listener::new(&button, "click", move |_| {
            with_page(&pg, |p| button_pressed(p, id));
        })?);
    }
    if let Some(list) = page.borrow().ui.get("menu-list") {
        let pg = page.clone();
        out.push(Listener::new(&list, "click", move |e| {
            let chosen = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("[data-variant]").ok().flatten())
                .and_then(|el| el.get_attribute("data-variant"))
                .and_then(|id| id.parse::<Variant>().ok());
            if let Some(v) = chosen {
                with_page(&pg, |p| {
                    p.ui.show_menu(false);
                    let opponent = p.game.opponent;
                    p.new_game(v, opponent);
                });
            }
        })?);
    }
    Ok(out)
}

/// A key on the board: arrows move the focus ring, Enter or Space plays. True when handled.
fn key(p: &mut super::page::Page, key: &str) -> bool {
    let (dx, dy) = match key {
        "ArrowLeft" => (-1.0, 0.0),
        "ArrowRight" => (1.0, 0.0),
        "ArrowUp" => (0.0, -1.0),
        "ArrowDown" => (0.0, 1.0),
        "Enter" | " " => {
            if let Some(pit) = p.game.focus {
                p.click_pit(pit);
            }
            return true;
        }
        "Escape" => {
            p.ui.show_menu(false);
            return true;
        }
        _ => return false,
    };
    let pits = &p.layout.pits;
    let playable = p.game.playable();
    let from = p
        .game
        .focus
        .or_else(|| playable.first().copied())
        .unwrap_or(0);
    let next = if p.game.focus.is_none() {
        Some(from)
    } else {
        let c = pits.get(from).map_or(Point::default(), |pit| pit.center);
        // The nearest pit that way, favouring pits straight ahead.
        pits.iter()
            .enumerate()
            .filter(|(i, _)| *i != from)
            .map(|(i, pit)| {
                let (vx, vy) = (pit.center.x - c.x, pit.center.y - c.y);
                let ahead = vx * dx + vy * dy;
                let side = (vx * dy - vy * dx).abs();
                (i, ahead, side)
            })
            .filter(|&(_, ahead, _)| ahead > 1.0)
            .min_by(|a, b| (a.1 + 2.0 * a.2).total_cmp(&(b.1 + 2.0 * b.2)))
            .map(|(i, _, _)| i)
    };
    if let Some(n) = next {
        p.game.focus = Some(n);
        p.ui.announce(&p.game.describe_pit(n));
        let _ = p.redraw();
    }
    true
}

/// A toolbar or choice button.
fn button_pressed(p: &mut super::page::Page, id: &str) {
    let game = &mut p.game;
    match id {
        "btn-games" | "gameover-menu" => {
            p.ui.hide_game_over();
            p.ui.show_menu(!p.ui.menu_open() || id == "gameover-menu");
            return;
        }
        "menu-close" => {
            p.ui.show_menu(false);
            return;
        }
        "btn-new" | "gameover-new" => {
            let (v, o) = (game.variant, game.opponent);
            p.new_game(v, o);
            return;
        }
        "btn-undo" => {
            game.undo();
            p.computer.cancel();
        }
        "btn-opponent" => {
            let o = match game.opponent {
                Opponent::HotSeat => Opponent::Computer { side: 1 },
                Opponent::Computer { .. } | Opponent::Demo => Opponent::HotSeat,
            };
            game.opponent = o;
            p.computer.cancel();
        }
        "btn-level" => {
            p.computer.next_level();
            p.computer.cancel();
        }
        "btn-speed" => {
            p.speed = (p.speed + 1) % SPEEDS.len();
            game.speed = SPEEDS[p.speed];
        }
        "btn-skip" => game.skip(),
        "btn-offer" => game.choice.toggle_picking(),
        "btn-direction" => game.clockwise = !game.clockwise,
        "btn-standard" => game.skip(),
        _ => {
            let mv = match id {
                "btn-offer-send" => game.choice.offer(),
                "btn-accept" => Some(Move::Answer { accept: true }),
                "btn-refuse" => Some(Move::Answer { accept: false }),
                "btn-arrange" => game.choice.arrangement(game.board()),
                _ => None,
            };
            if let Some(mv) = mv {
                if let Err(e) = game.play(&mv) {
                    report("playing", &JsValue::from_str(&e));
                }
            }
        }
    }
    p.changed();
}
