//! Painting the pieces that [`super::sprites`] describes: seeds (matt, shaded nuts with a soft
//! highlight), cowries (glossy ivory ovals with their toothed slit), the sower's hand, and the
//! count badges beside piles.

use super::geom::Point;
use super::math::{cos, sin};
use super::sprites::{PieceSprite, Rgb};
use super::surface::{Align, Drawn, Paint, Surface};
use mancala_rules::Piece;

/// Paints one piece, with its contact shadow.
///
/// # Errors
/// Only for sizes that are not finite numbers.
pub fn draw_piece(p: &dyn Surface, s: &PieceSprite) -> Drawn {
    match s.piece {
        Piece::Seed => draw_seed(p, s),
        Piece::Cowrie => draw_cowrie(p, s),
    }
}

fn draw_seed(p: &dyn Surface, s: &PieceSprite) -> Drawn {
    let (c, rx, ry) = (s.at, s.rx, s.ry);
    let r = rx.max(ry);
    // Contact shadow, to the lower right.
    p.begin();
    p.ellipse(c.offset(0.18 * r, 0.22 * r), rx, ry, s.angle)?;
    p.fill(&Paint::Css("rgba(20, 8, 0, 0.45)"))?;
    let (light, body, dark) = (s.tone.shade(1.35), s.tone.css(1.0), s.tone.shade(0.55));
    let (light, dark) = (light.css(1.0), dark.css(1.0));
    p.begin();
    p.ellipse(c, rx, ry, s.angle)?;
    p.fill(&Paint::Radial(
        c.offset(-0.35 * r, -0.4 * r),
        0.05 * r,
        c,
        1.05 * r,
        &[(0.0, &light), (0.45, &body), (1.0, &dark)],
    ))?;
    // A faint ring of the hilum, as on nicker nuts.
    p.begin();
    p.ellipse(c.offset(0.2 * rx, 0.15 * ry), 0.35 * rx, 0.28 * ry, s.angle)?;
    p.stroke(&Paint::Css("rgba(40, 30, 20, 0.18)"), 0.08 * r)?;
    // Soft highlight.
    p.begin();
    let g = s.gloss;
    p.ellipse(c.offset(-g * rx, -g * ry), 0.28 * rx, 0.18 * ry, -0.6)?;
    p.fill(&Paint::Css("rgba(255, 250, 235, 0.35)"))
}

fn draw_cowrie(p: &dyn Surface, s: &PieceSprite) -> Drawn {
    let (c, rx, ry, a) = (s.at, s.rx, s.ry, s.angle);
    let (ca, sa) = (cos(a), sin(a));
    // Local (u along the shell, v across it) to screen.
    let pt = |u: f64, v: f64| Point::new(c.x + u * ca - v * sa, c.y + u * sa + v * ca);
    p.begin();
    p.ellipse(pt(0.12 * rx, 0.0).offset(0.1 * rx, 0.2 * ry), rx, ry, a)?;
    p.fill(&Paint::Css("rgba(20, 8, 0, 0.5)"))?;
    let (rim, body) = (s.tone.shade(0.72).css(1.0), s.tone.shade(1.12).css(1.0));
    let mid = s.tone.css(1.0);
    p.begin();
    p.ellipse(c, rx, ry, a)?;
    p.fill(&Paint::Radial(
        c.offset(-0.25 * rx, -0.3 * ry),
        0.1 * ry,
        c,
        1.1 * rx,
        &[(0.0, &body), (0.55, &mid), (1.0, &rim)],
    ))?;
    // The slit: a dark wavy groove along the shell, lined with teeth.
    let slit = Rgb(70, 45, 25).css(0.85);
    p.begin();
    p.move_to(pt(-0.78 * rx, 0.0));
    p.bezier_to(
        pt(-0.3 * rx, 0.16 * ry),
        pt(0.3 * rx, -0.16 * ry),
        pt(0.78 * rx, 0.0),
    );
    p.stroke(&Paint::Css(&slit), 0.16 * ry)?;
    let teeth = Rgb(120, 85, 50).css(0.8);
    p.begin();
    for i in 0..7 {
        let u = (-0.6 + 0.2 * f64::from(i)) * rx;
        let wobble = 0.16 * ry * sin(-(u / rx) * 2.0) * 0.5;
        for side in [-1.0, 1.0] {
            p.move_to(pt(u, wobble + side * 0.1 * ry));
            p.line_to(pt(u, wobble + side * 0.3 * ry));
        }
    }
    p.stroke(&Paint::Css(&teeth), 0.07 * ry)?;
    // Glossy highlight: a bright streak on the upper side.
    p.begin();
    p.ellipse(pt(-0.2 * rx, -0.5 * ry), 0.45 * rx, 0.14 * ry, a)?;
    p.fill(&Paint::Css("rgba(255, 255, 255, 0.7)"))
}

/// The count beside a pile: a dark pill with a light number (4.5:1 and more), rimmed so that it
/// stands out 3:1 from the pit or the wood it lies on: in pale wood, or, on a store, in the
/// owner's colour (`owner`), a single ring for P0 and a double one for P1. A zero is written in
/// a quieter tone, still well above 4.5:1.
///
/// # Errors
/// Never in practice.
pub fn draw_badge(
    p: &dyn Surface,
    at: Point,
    count: u32,
    size: f64,
    owner: Option<usize>,
) -> Drawn {
    let text = count.to_string();
    let h = size;
    let w = (p.text_width(&text, 0.72 * h) + 0.5 * h).max(h);
    let rect = super::geom::Rect::new(at.x - w / 2.0, at.y - h / 2.0, w, h);
    p.begin();
    p.rounded_rect(&rect, h / 2.0)?;
    p.fill(&Paint::Css("rgb(28, 14, 6)"))?;
    // The rim, inside the pill's outline: a band 0.14 of its height.
    let rim = 0.14 * h;
    let inner = |d: f64| rect.inflate(-d);
    match owner {
        None => {
            p.begin();
            p.rounded_rect(&inner(rim / 2.0), (h - rim) / 2.0)?;
            p.stroke(&Paint::Css(BADGE_RIM), rim)?;
        }
        Some(player) => {
            let css = super::board::PLAYER_CSS[player & 1];
            if player & 1 == 0 {
                p.begin();
                p.rounded_rect(&inner(rim / 2.0), (h - rim) / 2.0)?;
                p.stroke(&Paint::Css(css), rim)?;
            } else {
                for d in [0.25 * rim, 1.1 * rim] {
                    p.begin();
                    p.rounded_rect(&inner(d), h / 2.0 - d)?;
                    p.stroke(&Paint::Css(css), 0.5 * rim)?;
                }
            }
        }
    }
    let css = if count == 0 { "#d9c6a5" } else { "#fff4dc" };
    p.text(
        &text,
        at.offset(0.0, 0.04 * h),
        0.72 * h,
        css,
        Align::Center,
        0.0,
    )
}

/// The pale wood of a count badge's rim.
const BADGE_RIM: &str = "#efdcb9";

/// The sower's hand: a cupped palm seen from above, fingers towards `toward`, with its
/// pieces in it (`held`, already placed) and how many it holds.
///
/// # Errors
/// Only for sizes that are not finite numbers.
pub fn draw_hand(p: &dyn Surface, at: Point, size: f64, held: &[PieceSprite], count: u32) -> Drawn {
    let skin = Rgb(150, 96, 62);
    p.save();
    p.shadow("rgba(10, 4, 0, 0.45)", 0.5 * size, 0.15 * size, 0.3 * size);
    // Fingers: four capsules fanned over the top of the palm.
    for i in 0..4 {
        let t = f64::from(i) - 1.5;
        let base = at.offset(0.32 * size * t, -0.35 * size);
        let tip = base.offset(0.12 * size * t, -0.42 * size + 0.06 * size * t.abs());
        p.begin();
        p.move_to(base);
        p.line_to(tip);
        p.stroke(&Paint::Css(&skin.shade(0.95).css(1.0)), 0.27 * size)?;
    }
    // Thumb, on the left.
    p.begin();
    p.move_to(at.offset(-0.45 * size, 0.1 * size));
    p.line_to(at.offset(-0.78 * size, -0.25 * size));
    p.stroke(&Paint::Css(&skin.shade(0.9).css(1.0)), 0.26 * size)?;
    p.begin();
    p.ellipse(at, 0.62 * size, 0.55 * size, 0.0)?;
    let (hi, mid, lo) = (
        skin.shade(1.25).css(1.0),
        skin.css(1.0),
        skin.shade(0.7).css(1.0),
    );
    p.fill(&Paint::Radial(
        at.offset(-0.2 * size, -0.2 * size),
        0.05 * size,
        at,
        0.7 * size,
        &[(0.0, &hi), (0.6, &mid), (1.0, &lo)],
    ))?;
    p.restore();
    for s in held {
        draw_piece(p, s)?;
    }
    if count > 0 {
        draw_badge(
            p,
            at.offset(0.62 * size, 0.45 * size),
            count,
            0.42 * size,
            None,
        )?;
    }
    Ok(())
}
