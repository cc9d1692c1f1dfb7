//! The carved board: wood with its grain and bevel, the hollows of the pits and stores, the
//! chevrons showing the way of sowing and the inlay of each player's colour along his edge.
//! Drawn once per size into the painter's background layer.
//!
//! The colours are chosen for contrast, measured on the page by `tests/e2e/contrast.test.js`:
//! the wood is light enough, and the hollows' cut edge dark enough, that every pit's rim stands
//! out 3:1 from the wood round it; the floor of a hollow is dark, so that the pale seeds stand out
//! 3:1 from it; each player's inlay lies in a dark groove that sets it off from the wood.

use super::geom::{Point, Rect};
use super::layout::{BoardLayout, Pit};
use super::math::{cos, hypot, sin};
use super::surface::{Drawn, Paint, Surface};

/// Each player's colour (CSS): P0 amber, P1 turquoise. Used for plates, inlays, rims and
/// the focus ring, never for meaning alone: each player's marks also differ in shape (P0's are
/// round and his inlay a plain strip, P1's are diamonds and his inlay a row of them; see
/// [`player_mark`]), and the plates carry words.
pub const PLAYER_CSS: [&str; 2] = ["#f4b942", "#4cc9c0"];

/// Wood tones of the board, light to dark (its darkest, at the bottom right, is still light
/// enough for the pits' dark edges to stand out 3:1).
const WOOD: [&str; 3] = ["#c68a50", "#a86c3c", "#925a32"];
/// Colours of a carved hollow: the lit lower wall, the middle, the shaded upper wall.
const HOLLOW: [&str; 3] = ["#5c371c", "#341c0c", "#1a0c04"];
/// The cut edge where a hollow meets the wood.
const CUT: &str = "#120802";
/// The groove each player's inlay lies in.
const GROOVE: &str = "rgba(26, 11, 2, 0.9)";

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
        draw_inlay(p, edge, player, l.cell)?;
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

/// Player `player`'s inlay along his edge of the board, in a dark groove: P0's a plain strip,
/// P1's a row of diamonds, so that the two differ without their colours.
fn draw_inlay(p: &dyn Surface, edge: &Rect, player: usize, cell: f64) -> Drawn {
    let thick = edge.width.min(edge.height);
    let groove = edge.inflate(0.045 * cell);
    p.begin();
    p.rounded_rect(&groove, groove.width.min(groove.height) / 2.0)?;
    p.fill(&Paint::Css(GROOVE))?;
    let paint = Paint::Css(PLAYER_CSS[player & 1]);
    if player & 1 == 0 {
        p.begin();
        p.rounded_rect(edge, thick / 2.0)?;
        return p.fill(&paint);
    }
    // Diamonds three times as long as the strip is wide, and a little wider than it, evenly
    // spaced and centred along its length.
    let long = edge.width >= edge.height;
    let length = edge.width.max(edge.height);
    let (along, across) = (1.5 * thick, 0.85 * thick);
    let pitch = 4.2 * thick;
    let n = ((length - 2.0 * along) / pitch).floor().max(0.0) as usize + 1;
    let first = (length - pitch * (n - 1) as f64) / 2.0;
    let c = edge.center();
    p.begin();
    for k in 0..n {
        let t = first + pitch * k as f64;
        let (at, u, v) = if long {
            (Point::new(edge.x + t, c.y), (along, 0.0), (0.0, across))
        } else {
            (Point::new(c.x, edge.y + t), (0.0, along), (across, 0.0))
        };
        p.move_to(at.offset(-u.0, -u.1));
        p.line_to(at.offset(-v.0, -v.1));
        p.line_to(at.offset(u.0, u.1));
        p.line_to(at.offset(v.0, v.1));
        p.close();
    }
    p.fill(&paint)
}

/// Player `player`'s mark at `at`, of radius `r`, filled with his colour: a disc for P0, a
/// diamond for P1 (a little larger across, so that both look the same size). On the plates and
/// on the pits that changed hands.
///
/// # Errors
/// Only for sizes that are not finite numbers.
pub fn player_mark(p: &dyn Surface, at: Point, r: f64, player: usize) -> Drawn {
    p.begin();
    if player & 1 == 0 {
        p.circle(at, r)?;
    } else {
        let d = 1.25 * r;
        p.move_to(at.offset(0.0, -d));
        p.line_to(at.offset(d, 0.0));
        p.line_to(at.offset(0.0, d));
        p.line_to(at.offset(-d, 0.0));
        p.close();
    }
    p.fill(&Paint::Css(PLAYER_CSS[player & 1]))
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
    ))?;
    // The cut edge: a dark line all round, which no glow inside the pit covers.
    p.begin();
    p.circle(c, r)?;
    p.stroke(&Paint::Css(CUT), 0.085 * r)
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
    ))?;
    p.begin();
    p.rounded_rect(s, radius)?;
    p.stroke(&Paint::Css(CUT), 0.035 * cell)
}
