//! The learning aids drawn over a board at rest: the move preview (a target of two rings where
//! the pointed pit's last seed would land, a broken ring on each pit it would take or harvest)
//! and the hint (the pits of the computer's suggestion). Plain data the app fills, drawn
//! calmly after the scene, the marked pits' counts again on top.

use super::layout::BoardLayout;
use super::pieces::draw_badge;
use super::surface::{Drawn, Paint, Surface};
use serde::Serialize;

/// What the aids mark on the board now (all empty: nothing).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Marks {
    /// The pit whose move is previewed.
    pub from: Option<usize>,
    /// Where its last seed would land.
    pub landing: Option<usize>,
    /// The pits it would take seeds from.
    pub captured: Vec<usize>,
    /// Omweso: the plots it would harvest.
    pub harvested: Vec<usize>,
    /// The pits of the hint shown.
    pub hint: Vec<usize>,
}

/// Pale gold: where the last seed lands.
const LANDING: &str = "rgba(255, 226, 140, 0.95)";
/// Warm coral: seeds that would be taken.
const TAKEN: &str = "rgba(255, 128, 96, 0.95)";
/// Soft teal: Omweso's plots harvested.
const HARVESTED: &str = "rgba(120, 220, 205, 0.95)";
/// Spring green: the hint.
const HINT: &str = "rgba(150, 240, 150, 0.98)";

/// Draws `marks` on the board laid out as `layout` (after the scene), whose pits hold `seeds`:
/// the counts of the marked pits are drawn again on top, so no ring crosses a number.
///
/// # Errors
/// When the context refuses to draw.
pub fn draw_marks(p: &dyn Surface, layout: &BoardLayout, seeds: &[u32], marks: &Marks) -> Drawn {
    let cell = layout.cell;
    if cell <= 0.0 {
        return Ok(());
    }
    let pit = |i: usize| layout.pits.get(i);
    for &i in &marks.hint {
        if let Some(pit) = pit(i) {
            p.save();
            p.shadow(HINT, 0.25 * cell, 0.0, 0.0);
            p.begin();
            p.circle(pit.center, 1.1 * pit.radius)?;
            p.stroke(&Paint::Css(HINT), 0.055 * cell)?;
            p.restore();
        }
    }
    if let Some(pit) = marks.landing.and_then(pit) {
        // A glow inside the rim and a fine ring: the eye goes there without being pulled.
        p.glow(
            pit.center,
            0.98 * pit.radius,
            0.46,
            "rgba(255, 226, 140, 0.0)",
            "rgba(255, 226, 140, 0.5)",
        )?;
        // Two rings, a target: not the single ring of the pit under the pointer.
        for (r, width) in [(1.06, 0.045), (0.78, 0.025)] {
            p.begin();
            p.circle(pit.center, r * pit.radius)?;
            p.stroke(&Paint::Css(LANDING), width * cell)?;
        }
    }
    for (pits, css) in [(&marks.captured, TAKEN), (&marks.harvested, HARVESTED)] {
        for pit in pits.iter().filter_map(|&i| pit(i)) {
            // A broken ring: taken is not the same as landing, even to an eye that does not
            // tell the colours apart.
            for k in 0..8 {
                let a0 = f64::from(k) * std::f64::consts::FRAC_PI_4 + 0.12;
                p.begin();
                p.arc(pit.center, 1.08 * pit.radius, a0, a0 + 0.5)?;
                p.stroke(&Paint::Css(css), 0.055 * cell)?;
            }
        }
    }
    let marked = marks
        .hint
        .iter()
        .chain(&marks.landing)
        .chain(&marks.captured)
        .chain(&marks.harvested);
    for &i in marked {
        if let Some(at) = layout.badges.get(i) {
            let n = seeds.get(i).copied().unwrap_or(0);
            draw_badge(p, *at, n, super::scene::BADGE * cell, None)?;
        }
    }
    Ok(())
}
