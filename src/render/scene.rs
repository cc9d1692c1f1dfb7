//! One frame of the game: the board with its piles and counts, who owns what, who is to move,
//! what can be played, what is flying, the hand and the announcements. [`Scene`] is plain data
//! the app fills from the timeline and its own state; [`draw_scene`] paints it.

use super::board::{draw_board, player_mark, PLAYER_CSS};
use super::geom::{Point, Rect};
use super::layout::BoardLayout;
use super::math::sin;
use super::pieces::{draw_badge, draw_hand, draw_piece};
use super::sprites::{loose, pile};
use super::surface::{Align, Drawn, Paint, Surface};
use core::f64::consts::PI;
use mancala_i18n::Texts;
use mancala_rules::{Piece, Player, ReplayBoard};

/// The height of a pit's count badge, in cells.
pub const BADGE: f64 = 0.3;

/// A piece (or a handful) on its way between two points.
#[derive(Clone, Debug, PartialEq)]
pub struct Flight {
    /// Seed or cowrie.
    pub piece: Piece,
    /// How many fly together (captures move a heap at once).
    pub count: u32,
    /// Start.
    pub from: Point,
    /// End.
    pub to: Point,
    /// Progress, 0 to 1.
    pub t: f64,
}

/// The sower's hand over the board.
#[derive(Clone, Debug, PartialEq)]
pub struct HandView {
    /// Where it hovers.
    pub at: Point,
    /// Seeds held.
    pub seeds: u32,
    /// Cowries held.
    pub cowries: u32,
}

/// Everything one frame shows.
#[derive(Clone, Debug)]
pub struct Scene<'a> {
    /// Where things are.
    pub layout: &'a BoardLayout,
    /// What lies where (counts, owners, stores).
    pub board: &'a ReplayBoard,
    /// Each player's name on his plate ("You", "The computer", "Player 1").
    pub names: [String; 2],
    /// A short note on each plate's right (score of a series, captures), may be empty.
    pub notes: [String; 2],
    /// Whose turn it is, when it is someone's (not while animating or after the end).
    pub to_move: Option<Player>,
    /// Pits that can be played now (a soft glow).
    pub legal: &'a [usize],
    /// The keyboard focus ring.
    pub focus: Option<usize>,
    /// The pit under the pointer.
    pub hover: Option<usize>,
    /// Pits picked for a choice (Goré offer, Omweso arrangement).
    pub selected: &'a [usize],
    /// Pits a lesson talks about: a golden ring.
    pub marked: &'a [usize],
    /// The pit the animation is acting on.
    pub active: Option<usize>,
    /// How strongly its ring shows, 0 to 1: 1, but in calm motion, where it fades in over the
    /// step.
    pub glow: f64,
    /// Pieces in the air.
    pub flights: &'a [Flight],
    /// The hand, while sowing.
    pub hand: Option<HandView>,
    /// A large announcement in the middle of the board.
    pub banner: Option<&'a str>,
    /// A small running caption ("relay: lap 3").
    pub caption: Option<&'a str>,
    /// The words of the board's language.
    pub texts: &'a Texts,
}

impl<'a> Scene<'a> {
    /// `board` at rest on `layout`: no names, nothing marked, nothing moving, nobody to move.
    pub fn at_rest(layout: &'a BoardLayout, board: &'a ReplayBoard, texts: &'a Texts) -> Scene<'a> {
        Scene {
            layout,
            board,
            names: [String::new(), String::new()],
            notes: [String::new(), String::new()],
            to_move: None,
            legal: &[],
            focus: None,
            hover: None,
            selected: &[],
            marked: &[],
            active: None,
            glow: 1.0,
            flights: &[],
            hand: None,
            banner: None,
            caption: None,
            texts,
        }
    }
}

/// Draws a whole frame (after [`Surface::begin_frame`]).
///
/// # Errors
/// When the context refuses to draw (sizes that are not finite numbers).
pub fn draw_scene(p: &dyn Surface, s: &Scene, layout_key: u64) -> Drawn {
    let l = s.layout;
    if l.cell <= 0.0 {
        return Ok(());
    }
    let (w, h) = (
        l.board.x * 2.0 + l.board.width,
        l.board.y * 2.0 + l.board.height,
    );
    p.background(layout_key, w.max(1.0), h.max(1.0), &mut |bg| {
        draw_board(bg, l)
    })?;
    let cell = l.cell;
    for (i, pit) in l.pits.iter().enumerate() {
        let owner = s.board.owners.get(i).copied().unwrap_or(0);
        if owner != l.spec.side_of(i) {
            // A plot that changed hands: a rim in its new owner's colour.
            p.begin();
            p.circle(pit.center, 1.02 * pit.radius)?;
            p.stroke(&Paint::Css(PLAYER_CSS[usize::from(owner & 1)]), 0.07 * cell)?;
        }
        if s.legal.contains(&i) {
            // A pit that can be played glows round its rim, on the wood: its floor stays dark,
            // so that its seeds keep their contrast.
            let r = pit.radius;
            p.begin();
            p.circle(pit.center, 1.16 * r)?;
            p.stroke(
                &Paint::Radial(
                    pit.center,
                    r,
                    pit.center,
                    1.32 * r,
                    &[
                        (0.0, "rgba(255, 236, 170, 0.85)"),
                        (1.0, "rgba(255, 236, 170, 0.0)"),
                    ],
                ),
                0.32 * r,
            )?;
        }
        let seeds = s.board.pits.get(i).copied().unwrap_or(0);
        let cowries = s.board.cowries.get(i).copied().unwrap_or(0);
        for sprite in pile(pit.center, pit.radius, seeds, cowries, i as u64) {
            draw_piece(p, &sprite)?;
        }
        if owner != l.spec.side_of(i) {
            // And its new owner's mark (a disc or a diamond) on its rim, over the seeds.
            let at = pit.center.offset(-0.75 * pit.radius, -0.75 * pit.radius);
            p.begin();
            p.circle(at, 0.15 * cell)?;
            p.fill(&Paint::Css("rgba(26, 11, 2, 0.9)"))?;
            player_mark(p, at, 0.1 * cell, usize::from(owner & 1))?;
        }
    }
    for (player, store) in l.stores.iter().enumerate() {
        draw_store_pile(p, store, s.board.stores[player], player)?;
    }
    draw_marks(p, s)?;
    for f in s.flights {
        let at = f.from.lerp(f.to, ease(f.t));
        // A little arc: pieces are lifted, not slid.
        let lift =
            0.5 * cell * sin(std::f64::consts::PI * f.t) * (f.from.dist(f.to) / cell).min(2.0)
                / 2.0;
        let at = at.offset(0.0, -lift);
        for k in 0..f.count.min(8) {
            let jitter = at.offset(
                0.12 * cell * f64::from(k % 3) - 0.12 * cell,
                0.1 * cell * f64::from(k / 3),
            );
            draw_piece(
                p,
                &loose(f.piece, jitter, l.pits[0].radius, u64::from(k) + 7),
            )?;
        }
        if f.count > 1 {
            draw_badge(
                p,
                at.offset(0.3 * cell, -0.25 * cell),
                f.count,
                0.3 * cell,
                None,
            )?;
        }
    }
    if let Some(hand) = &s.hand {
        let size = 0.48 * cell;
        let held: Vec<_> = (0..(hand.seeds + hand.cowries).min(5))
            .map(|k| {
                let piece = if k < hand.seeds.min(5) {
                    Piece::Seed
                } else {
                    Piece::Cowrie
                };
                let at = hand.at.offset(
                    0.18 * size * (f64::from(k) - 2.0),
                    0.12 * size * f64::from(k % 2),
                );
                loose(piece, at, 0.7 * l.pits[0].radius, u64::from(k))
            })
            .collect();
        draw_hand(p, hand.at, size, &held, hand.seeds + hand.cowries)?;
    }
    // Counts last but for the announcements: never hidden by the hand or a flying heap.
    draw_counts(p, s)?;
    draw_plates(p, s)?;
    if let Some(text) = s.caption {
        let at = Point::new(l.board.center().x, l.board.y + 0.02 * cell);
        draw_pill(p, text, at, 0.3 * cell, l.board.width * 0.9)?;
    }
    if let Some(text) = s.banner {
        draw_pill(p, text, l.board.center(), 0.5 * cell, l.board.width * 0.92)?;
    }
    Ok(())
}

/// Ease in and out.
fn ease(t: f64) -> f64 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

fn draw_store_pile(p: &dyn Surface, store: &Rect, count: u32, player: usize) -> Drawn {
    // Seeds lie in three heaps along the store's length.
    let long = store.height > store.width;
    let r = 0.5 * store.width.min(store.height);
    for k in 0..3u32 {
        let share = count / 3 + u32::from(k < count % 3);
        let t = (f64::from(k) + 0.5) / 3.0;
        let c = if long {
            Point::new(store.center().x, store.y + r + t * (store.height - 2.0 * r))
        } else {
            Point::new(store.x + r + t * (store.width - 2.0 * r), store.center().y)
        };
        for s in pile(
            c,
            0.95 * r,
            share,
            0,
            100 + 3 * player as u64 + u64::from(k),
        ) {
            draw_piece(p, &s)?;
        }
    }
    Ok(())
}

fn draw_marks(p: &dyn Surface, s: &Scene) -> Drawn {
    let l = s.layout;
    let ring = |i: usize, css: &str, width: f64| -> Drawn {
        if let Some(pit) = l.pits.get(i) {
            p.begin();
            p.circle(pit.center, 1.1 * pit.radius)?;
            p.stroke(&Paint::Css(css), width)?;
        }
        Ok(())
    };
    for &i in s.marked {
        ring(i, "rgba(40, 20, 0, 0.55)", 0.15 * l.cell)?;
        ring(i, "rgba(255, 208, 64, 0.95)", 0.08 * l.cell)?;
    }
    for &i in s.selected {
        ring(i, "rgba(255, 255, 255, 0.95)", 0.09 * l.cell)?;
    }
    if let Some(i) = s.active {
        let alpha = 0.2 + 0.5 * s.glow.clamp(0.0, 1.0);
        ring(
            i,
            &format!("rgba(255, 240, 200, {alpha:.2})"),
            0.05 * l.cell,
        )?;
    }
    if let Some(i) = s.hover {
        if s.legal.contains(&i) {
            ring(i, "rgba(255, 236, 170, 0.85)", 0.06 * l.cell)?;
        }
    }
    if let Some(i) = s.focus {
        let css = PLAYER_CSS[usize::from(s.to_move.unwrap_or(0) & 1)];
        ring(i, "rgba(0, 0, 0, 0.6)", 0.14 * l.cell)?;
        ring(i, css, 0.08 * l.cell)?;
    }
    Ok(())
}

fn draw_counts(p: &dyn Surface, s: &Scene) -> Drawn {
    let l = s.layout;
    let size = BADGE * l.cell;
    for (i, at) in l.badges.iter().enumerate() {
        let n = s.board.pits.get(i).copied().unwrap_or(0);
        let cowries = s.board.cowries.get(i).copied().unwrap_or(0);
        p.save();
        if l.turned_for(i) {
            p.turn(*at, PI);
        }
        draw_badge(p, *at, n, size, None)?;
        p.restore();
        if cowries > 0 {
            // On the upper-right rim, above the seed count.
            let r = l.pits[i].radius;
            let at = Point::new(at.x, l.pits[i].center.y - 0.72 * r);
            draw_pill_small(p, &format!("{cowries}"), at, 0.85 * size)?;
            let shell = loose(Piece::Cowrie, at.offset(-0.62 * size, 0.0), 0.0, 3);
            let shell = super::sprites::PieceSprite {
                rx: 0.36 * size,
                ry: 0.25 * size,
                angle: 0.0,
                ..shell
            };
            draw_piece(p, &shell)?;
        }
    }
    for (player, at) in l.store_badges.iter().enumerate() {
        p.save();
        if l.face_to_face && player == 1 {
            p.turn(*at, PI);
        }
        draw_badge(p, *at, s.board.stores[player], 1.25 * size, Some(player))?;
        p.restore();
    }
    Ok(())
}

fn draw_pill_small(p: &dyn Surface, text: &str, at: Point, h: f64) -> Drawn {
    let w = p.text_width(text, 0.72 * h) + 0.5 * h;
    let left = at.x - w / 2.0 - 0.9 * h;
    p.begin();
    p.rounded_rect(&Rect::new(left, at.y - h / 2.0, w + 0.9 * h, h), h / 2.0)?;
    p.fill(&Paint::Css("rgba(250, 240, 215, 0.92)"))?;
    p.text(
        text,
        at.offset(0.0, 0.04 * h),
        0.72 * h,
        "#3a2210",
        Align::Center,
        0.0,
    )
}

/// What the plate of `player` says: his name, or whose turn it is when it is his.
pub fn plate_text(s: &Scene, player: usize) -> String {
    if s.to_move == Some(player as Player) {
        s.texts.say(s.texts.plate_turn, &s.names[player], &[])
    } else {
        s.names[player].clone()
    }
}

fn draw_plates(p: &dyn Surface, s: &Scene) -> Drawn {
    let l = s.layout;
    for player in 0..2 {
        let frame = l.plate_frame(player as Player);
        // The plate's words are written lying, left to right, then turned to run its way.
        let (x0, y) = (frame.start.x, frame.start.y);
        let (len, thick) = (frame.length, frame.thickness);
        let h = 0.62 * thick;
        p.save();
        p.turn(frame.start, frame.angle);
        // A groove carved in the wood, dark, for the words to stand out on.
        p.begin();
        p.rounded_rect(&Rect::new(x0, y - thick / 2.0, len, thick), thick / 2.0)?;
        p.fill(&Paint::Css("rgba(28, 14, 6, 0.78)"))?;
        let turn = s.to_move == Some(player as Player);
        let dot = Point::new(x0 + 0.5 * h + 0.15 * thick, y);
        let r = 0.32 * h;
        player_mark(p, dot, r, player)?;
        if turn {
            p.begin();
            p.circle(dot, 1.5 * r)?;
            p.stroke(&Paint::Css(PLAYER_CSS[player]), 0.1 * h)?;
        }
        let name = plate_text(s, player);
        let avail = len - 1.5 * h - 0.3 * thick;
        let note = &s.notes[player];
        let note_w = if note.is_empty() {
            0.0
        } else {
            p.text_width(note, 0.6 * h) + 0.4 * h
        };
        let size = fit(p, &name, 0.66 * h, (avail - note_w).max(avail * 0.5));
        let css = if turn {
            "#fff6e0"
        } else {
            "rgba(243, 230, 208, 0.8)"
        };
        p.text(
            &name,
            Point::new(x0 + 1.1 * h + 0.15 * thick, y),
            size,
            css,
            Align::Left,
            0.0,
        )?;
        if !note.is_empty() {
            let size = fit(p, note, 0.6 * h, avail * 0.45);
            p.text(
                note,
                Point::new(x0 + len - 0.3 * thick, y),
                size,
                "rgba(243, 230, 208, 0.85)",
                Align::Right,
                0.0,
            )?;
        }
        p.restore();
    }
    Ok(())
}

/// The largest text size up to `size` at which `text` fits in `width`.
fn fit(p: &dyn Surface, text: &str, size: f64, width: f64) -> f64 {
    let w = p.text_width(text, size);
    if w > width && w > 0.0 {
        (size * width / w).max(0.4 * size)
    } else {
        size
    }
}

fn draw_pill(p: &dyn Surface, text: &str, at: Point, h: f64, max_w: f64) -> Drawn {
    let size = fit(p, text, 0.62 * h, max_w - 0.8 * h);
    let w = (p.text_width(text, size) + 0.8 * h).min(max_w);
    p.save();
    p.shadow("rgba(0, 0, 0, 0.5)", 0.4 * h, 0.0, 0.1 * h);
    p.begin();
    p.rounded_rect(&Rect::new(at.x - w / 2.0, at.y - h / 2.0, w, h), h / 2.0)?;
    p.fill(&Paint::Css("rgba(30, 16, 6, 0.88)"))?;
    p.restore();
    p.begin();
    p.rounded_rect(&Rect::new(at.x - w / 2.0, at.y - h / 2.0, w, h), h / 2.0)?;
    p.stroke(&Paint::Css("rgba(244, 185, 66, 0.8)"), 0.05 * h)?;
    p.text(
        text,
        at.offset(0.0, 0.03 * h),
        size,
        "#fff4dc",
        Align::Center,
        0.0,
    )
}
