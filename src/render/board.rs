//! The carved board: wood with its grain and bevel, the hollows of the pits and stores, the
//! chevrons showing the way of sowing and the inlaid strip of each player's colour. Drawn once
//! per size into the painter's background layer.

use super::geom::{Point, Rect};
use super::layout::{BoardLayout, Pit};
use super::math::{cos, hypot, sin};
use super::surface::{Drawn, Paint, Surface};

/// Each player's colour (CSS): P0 amber, P1 turquoise. Used for plates, strips, rims and
/// the focus ring, never for meaning alone (plates also carry words).
pub const PLAYER_CSS: [&str; 2] = ["#f4b942", "#4cc9c0"];

/// Wood tones of the board, light to dark.
const WOOD: [&str; 3] = ["#b7773c", "#94582a", "#6f3d1a"];
/// Colours of a carved hollow: the lit lower wall, the middle, the shaded upper wall.
const HOLLOW: [&str; 3] = ["#8f5a2e", "#5e3517", "#2f180a"];

/// Draws the empty board.
///
/// # Errors
/// When the context refuses a gradient (only for sizes that are not finite numbers).
pub fn draw_board(p: &dyn Surface, l: &BoardLayout) -> Drawn {
    if l.cell <= 0.0 {
        return Ok(());
    }
    draw_wood(p, l)?;
    for (player, edge) in l.edges.iter().enumerate() {
        p.begin();
        p.rounded_rect(edge, edge.width.min(edge.height) / 2.0)?;
        p.save();
        p.alpha(0.75);
        p.fill(&Paint::Css(PLAYER_CSS[player]))?;
        p.restore();
    }
    if l.spec.rows == 4 {
        // Omweso: a carved groove between the two players' halves.
        let (a, b) = (l.pits[8].center, l.pits[24].center);
        let (c, d) = (l.pits[15].center, l.pits[31].center);
        let (from, to) = (a.lerp(b, 0.5), c.lerp(d, 0.5));
        let along = (to.x - from.x, to.y - from.y);
        let len = hypot(along.0, along.1).max(1e-9);
        let ext = 0.45 * l.cell;
        let (ux, uy) = (along.0 / len * ext, along.1 / len * ext);
        for (shift, css) in [
            (0.03, "rgba(255, 220, 170, 0.3)"),
            (0.0, "rgba(40, 18, 4, 0.55)"),
        ] {
            p.begin();
            p.move_to(from.offset(-ux, -uy + shift * l.cell));
            p.line_to(to.offset(ux, uy + shift * l.cell));
            p.stroke(&Paint::Css(css), 0.035 * l.cell)?;
        }
    }
    for arrow in &l.arrows {
        draw_chevron(p, arrow.at, arrow.angle, 0.09 * l.cell)?;
    }
    for pit in &l.pits {
        draw_pit(p, pit)?;
    }
    for store in &l.stores {
        draw_store(p, store, l.cell)?;
    }
    Ok(())
}

fn draw_wood(p: &dyn Surface, l: &BoardLayout) -> Drawn {
    let (b, cell) = (&l.board, l.cell);
    // The board's shadow on the table, then the wood itself.
    p.save();
    p.shadow("rgba(20, 8, 0, 0.55)", 0.35 * cell, 0.0, 0.12 * cell);
    p.begin();
    p.rounded_rect(b, l.corner_radius)?;
    let far = Point::new(b.x + 0.3 * b.width, b.y + b.height);
    p.fill(&Paint::Linear(
        Point::new(b.x, b.y),
        far,
        &[(0.0, WOOD[0]), (0.55, WOOD[1]), (1.0, WOOD[2])],
    ))?;
    p.restore();

    // Grain: long wavy strokes along the board's length, clipped to it.
    p.save();
    p.begin();
    p.rounded_rect(b, l.corner_radius)?;
    p.clip();
    let lines = 30;
    for i in 0..lines {
        let t = f64::from(i) / f64::from(lines);
        let wave = 0.06 * cell * (1.0 + sin(f64::from(i) * 2.3));
        let dark = i % 3 != 0;
        let css = if dark {
            "rgba(70, 35, 10, 0.22)"
        } else {
            "rgba(255, 215, 160, 0.10)"
        };
        let width = (0.015 + 0.02 * sin(f64::from(i) * 1.7).abs()) * cell;
        p.begin();
        if l.portrait {
            let x = b.x + t * b.width;
            p.move_to(Point::new(x, b.y - cell));
            p.bezier_to(
                Point::new(x - wave, b.y + 0.3 * b.height),
                Point::new(x + 1.5 * wave, b.y + 0.6 * b.height),
                Point::new(x + 0.5 * wave, b.y + b.height + cell),
            );
        } else {
            let y = b.y + t * b.height;
            p.move_to(Point::new(b.x - cell, y));
            p.bezier_to(
                Point::new(b.x + 0.3 * b.width, y - wave),
                Point::new(b.x + 0.6 * b.width, y + 1.5 * wave),
                Point::new(b.x + b.width + cell, y + 0.5 * wave),
            );
        }
        p.stroke(&Paint::Css(css), width)?;
    }
    p.restore();

    // Bevel: light catches the upper edge, the lower edge falls into shade.
    let inset = 0.03 * cell;
    let inner = b.inflate(-inset);
    p.begin();
    p.rounded_rect(&inner, l.corner_radius - inset)?;
    p.stroke(
        &Paint::Linear(
            Point::new(b.x, b.y),
            Point::new(b.x, b.y + b.height),
            &[
                (0.0, "rgba(255, 228, 185, 0.55)"),
                (0.5, "rgba(255, 228, 185, 0.0)"),
                (1.0, "rgba(30, 12, 0, 0.5)"),
            ],
        ),
        2.0 * inset,
    )
}

/// A carved chevron: a dark groove with a lit lower lip.
fn draw_chevron(p: &dyn Surface, at: Point, angle: f64, size: f64) -> Drawn {
    let (c, s) = (cos(angle), sin(angle));
    let pt = |u: f64, v: f64| Point::new(at.x + u * c - v * s, at.y + u * s + v * c);
    for (dy, css) in [
        (0.18 * size, "rgba(255, 220, 170, 0.35)"),
        (0.0, "rgba(40, 18, 4, 0.6)"),
    ] {
        p.begin();
        p.move_to(pt(-0.5 * size, -size).offset(0.0, dy));
        p.line_to(pt(0.5 * size, 0.0).offset(0.0, dy));
        p.line_to(pt(-0.5 * size, size).offset(0.0, dy));
        p.stroke(&Paint::Css(css), 0.35 * size)?;
    }
    Ok(())
}

fn draw_pit(p: &dyn Surface, pit: &Pit) -> Drawn {
    let (c, r) = (pit.center, pit.radius);
    // The lip: shaded where the upper-left wood overhangs, lit on the lower right.
    p.begin();
    p.circle(c, 1.08 * r)?;
    p.fill(&Paint::Linear(
        c.offset(-r, -r),
        c.offset(r, r),
        &[
            (0.0, "rgba(35, 15, 0, 0.65)"),
            (1.0, "rgba(255, 222, 175, 0.55)"),
        ],
    ))?;
    // The hollow: lit low and right, dark under the upper-left rim.
    p.begin();
    p.circle(c, r)?;
    p.fill(&Paint::Radial(
        c.offset(0.25 * r, 0.3 * r),
        0.1 * r,
        c,
        r,
        &[(0.0, HOLLOW[0]), (0.6, HOLLOW[1]), (1.0, HOLLOW[2])],
    ))
}

fn draw_store(p: &dyn Surface, s: &Rect, cell: f64) -> Drawn {
    let radius = s.width.min(s.height) / 2.0;
    let lip = 0.08 * s.width.min(s.height);
    p.begin();
    p.rounded_rect(&s.inflate(lip), radius + lip)?;
    p.fill(&Paint::Linear(
        Point::new(s.x, s.y),
        Point::new(s.x + s.width, s.y + s.height),
        &[
            (0.0, "rgba(35, 15, 0, 0.65)"),
            (1.0, "rgba(255, 222, 175, 0.55)"),
        ],
    ))?;
    let c = s.center();
    p.begin();
    p.rounded_rect(s, radius)?;
    p.fill(&Paint::Radial(
        c.offset(0.2 * s.width, 0.25 * s.height),
        0.1 * cell,
        c,
        0.6 * s.width.max(s.height),
        &[(0.0, HOLLOW[0]), (0.55, HOLLOW[1]), (1.0, HOLLOW[2])],
    ))
}
