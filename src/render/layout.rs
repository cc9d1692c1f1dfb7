//! Board geometry: where the board, its pits, stores, count badges, direction arrows and the
//! players' name plates sit on a canvas, for every board of the seven games.
//!
//! Pure arithmetic in CSS pixels, testable natively; nothing here touches the DOM. Pits are indexed
//! as `docs/rules/common.md` §0 says: on two-row boards `0 .. n-1` is P0's row (the bottom one)
//! from left to right and `n .. 2n-1` P1's row (the top one) from right to left; on Omweso's 4×8
//! board the global index `16*p + k` (§6.1). `store[p]` sits at player `p`'s right end. Each
//! player's name plate is inlaid in the wood along his edge, so that the board, names and all,
//! takes the screen. On a tall, narrow canvas the board is turned a quarter turn (P0's row on the
//! right, the plates' words read upwards) when its pits are larger so.

use super::math::{atan2, cos, sin};
use core::f64::consts::{FRAC_PI_2, PI};
mod spec;

pub use spec::BoardSpec;

use super::geom::{Point, QuarterTurn, Rect};
use mancala_rules::{Player, Variant};

/// A round pit carved in the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pit {
    /// Centre of the pit.
    pub center: Point,
    /// Radius of the pit.
    pub radius: f64,
}

impl Pit {
    /// Whether `p` lies inside the pit (rim included).
    pub fn contains(&self, p: Point) -> bool {
        p.dist(self.center) <= self.radius
    }
}

/// A small chevron carved between two pits, pointing the way seeds are sown.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Arrow {
    /// Where it sits.
    pub at: Point,
    /// The direction it points, in radians (0 = to the right, y downwards).
    pub angle: f64,
    /// The player whose ring it belongs to.
    pub player: Player,
}

/// Where everything of a board sits on a canvas.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardLayout {
    /// The board's shape.
    pub spec: BoardSpec,
    /// True when the board is turned a quarter turn (tall canvas): P0's row on the right.
    pub portrait: bool,
    /// The wooden board itself.
    pub board: Rect,
    /// Corner radius of the board.
    pub corner_radius: f64,
    /// Side of the square cell that holds one pit: the unit of every other size.
    pub cell: f64,
    /// The pits, indexed as `docs/rules/common.md` §0 says.
    pub pits: Vec<Pit>,
    /// Where each pit's seed count is written (its lower-right rim).
    pub badges: Vec<Point>,
    /// The stores, `stores[p]` for player `p`; empty on a board without stores. Each is a
    /// capsule: a rectangle whose corner radius is half its shorter side.
    pub stores: Vec<Rect>,
    /// Where each store's count is written (the end nearest its owner).
    pub store_badges: Vec<Point>,
    /// Each player's name plate, inlaid in the wood along his edge: at the bottom for P0, at
    /// the top for P1 (on the right and the left of a turned board).
    pub plates: [Rect; 2],
    /// The direction each plate's words run, in radians (0 = left to right, y downwards): 0 for
    /// both on a lying board, −π/2 (upwards) on a turned one; face to face, P1's plate is
    /// turned round (+π) to face its player across the board, and so are his pits' counts.
    pub plate_angles: [f64; 2],
    /// True when the players sit face to face across the board (a tablet lying flat): what is
    /// P1's is turned round to face him.
    pub face_to_face: bool,
    /// Where each player's inlay runs along his edge of the board (his colour, in a groove).
    pub edges: [Rect; 2],
    /// Chevrons between neighbouring pits of each sowing ring.
    pub arrows: Vec<Arrow>,
}

/// Margin between the pits and the board's edge, in cells.
const MARGIN: f64 = 0.38;
/// Share of the canvas the board and plates may take along the limiting side.
const FILL: f64 = 0.985;
/// Pit radius, in cells.
const PIT_RADIUS: f64 = 0.41;
/// Gap between a store and its cell's edge, in cells.
const STORE_INSET: f64 = 0.08;
/// Height of a name plate, in cells: the wood runs on this much past the margin along each
/// player's edge to hold it.
const PLATE: f64 = 0.62;

impl BoardLayout {
    /// The board of `variant`, as large as fits a `width` × `height` canvas, centred.
    pub fn for_variant(variant: Variant, width: f64, height: f64) -> Self {
        Self::new(BoardSpec::of(variant), width, height)
    }

    /// The Oware board (2×6 pits and two stores).
    pub fn oware(width: f64, height: f64) -> Self {
        Self::for_variant(Variant::OwareAbapa, width, height)
    }

    /// A board of shape `spec`, as large as fits a `width` × `height` canvas and centred in it.
    /// A canvas with no area (or a size that is not a finite number) gives a board of size zero.
    pub fn new(spec: BoardSpec, width: f64, height: f64) -> Self {
        let (w, h) = (finite_or_zero(width), finite_or_zero(height));
        let cols = spec.cols as f64 + if spec.stores { 2.0 } else { 0.0 };
        let (bw, bh) = (
            cols + 2.0 * MARGIN,
            spec.rows as f64 + 2.0 * (MARGIN + PLATE),
        );
        let cell_land = (FILL * w / bw).min(FILL * h / bh);
        let cell_port = (FILL * w / bh).min(FILL * h / bw);
        // Whichever way gives the larger pits; a lying board where both are alike.
        let portrait = cell_port > 1.001 * cell_land;
        let cell = finite_or_zero(if portrait { cell_port } else { cell_land });
        // Lay the board out in landscape, in a space as wide as the screen along the board.
        let (lw, lh) = if portrait { (h, w) } else { (w, h) };
        let board = Rect::new(
            (lw - bw * cell) / 2.0,
            (lh - bh * cell) / 2.0,
            bw * cell,
            bh * cell,
        );
        let left = board.x + MARGIN * cell;
        let top = board.y + (PLATE + MARGIN) * cell;
        let first_col = if spec.stores { 1.0 } else { 0.0 };
        let turn = QuarterTurn {
            landscape_width: lw,
        };
        let to_screen = |p: Point| if portrait { turn.point(p) } else { p };
        let rect_to_screen = |r: &Rect| if portrait { turn.rect(r) } else { *r };

        let radius = PIT_RADIUS * cell;
        let pits: Vec<Pit> = (0..spec.pit_count())
            .map(|i| {
                let (c, r) = spec.cell_of(i);
                let center = Point::new(
                    left + (first_col + c as f64 + 0.5) * cell,
                    top + (r as f64 + 0.5) * cell,
                );
                Pit {
                    center: to_screen(center),
                    radius,
                }
            })
            .collect();
        let badges = pits
            .iter()
            .map(|p| p.center.offset(0.72 * radius, 0.72 * radius))
            .collect();
        let rows = spec.rows as f64;
        let store_rect = |col: f64| {
            Rect::new(
                left + (col + STORE_INSET) * cell,
                top + STORE_INSET * cell,
                (1.0 - 2.0 * STORE_INSET) * cell,
                (rows - 2.0 * STORE_INSET) * cell,
            )
        };
        let (stores, store_badges) = if spec.stores {
            let (s0, s1) = (store_rect(cols - 1.0), store_rect(0.0));
            let b0 = Point::new(s0.center().x, s0.y + s0.height - 0.2 * cell);
            let b1 = Point::new(s1.center().x, s1.y + 0.2 * cell);
            (
                vec![rect_to_screen(&s0), rect_to_screen(&s1)],
                vec![to_screen(b0), to_screen(b1)],
            )
        } else {
            (Vec::new(), Vec::new())
        };
        let strip = 0.07 * cell;
        let inset = 0.12 * cell;
        let edge0 = Rect::new(
            board.x + 0.6 * cell,
            board.y + board.height - inset - strip,
            board.width - 1.2 * cell,
            strip,
        );
        let edge1 = Rect::new(edge0.x, board.y + inset, edge0.width, strip);
        // The plates lie between the inlay and the pits, the length of the pits' rows.
        let plate_h = PLATE * cell;
        let (plate_x, plate_w) = (left + first_col * cell, spec.cols as f64 * cell);
        let plate0 = Rect::new(
            plate_x,
            board.y + board.height - inset - strip - plate_h,
            plate_w,
            plate_h,
        );
        let plate1 = Rect::new(plate_x, board.y + inset + strip, plate_w, plate_h);
        let board = rect_to_screen(&board);
        let plates = [rect_to_screen(&plate0), rect_to_screen(&plate1)];
        let along = if portrait { -FRAC_PI_2 } else { 0.0 };
        let arrows = arrows(&spec, &pits);
        BoardLayout {
            spec,
            portrait,
            board,
            corner_radius: 0.3 * cell,
            cell,
            pits,
            badges,
            stores,
            store_badges,
            plates,
            plate_angles: [along, along],
            face_to_face: false,
            edges: [rect_to_screen(&edge0), rect_to_screen(&edge1)],
            arrows,
        }
    }

    /// The index of the pit under `p`, if any: the nearest pit within a little more than its
    /// radius (fingers are wider than the rim).
    pub fn pit_at(&self, p: Point) -> Option<usize> {
        self.pits
            .iter()
            .enumerate()
            .map(|(i, pit)| (i, pit.center.dist(p), pit.radius))
            .filter(|&(_, d, r)| d <= 1.12 * r)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(i, _, _)| i)
    }

    /// The same board for two players face to face across it: P1's plate and counts turned
    /// round to face him.
    pub fn facing(mut self) -> Self {
        self.face_to_face = true;
        self.plate_angles[1] += PI;
        // His counts on his own lower right: the screen's upper left of his pits.
        for (i, (badge, pit)) in self.badges.iter_mut().zip(&self.pits).enumerate() {
            if self.spec.side_of(i) == 1 {
                *badge = pit.center.offset(-0.72 * pit.radius, -0.72 * pit.radius);
            }
        }
        self
    }

    /// Whether what is drawn at pit `pit` (its count) is turned round to face P1.
    pub fn turned_for(&self, pit: usize) -> bool {
        self.face_to_face && self.spec.side_of(pit) == 1
    }

    /// Player `p`'s plate as its words run: where they start, which way, how long and how
    /// thick the plate is.
    pub fn plate_frame(&self, p: Player) -> PlateFrame {
        let i = usize::from(p & 1);
        let (rect, angle) = (&self.plates[i], self.plate_angles[i]);
        let (dx, dy) = (cos(angle), sin(angle));
        // Along the words: the rectangle's side they run on; across: the other.
        let upright = dy.abs() > dx.abs();
        let (length, thickness) = if upright {
            (rect.height, rect.width)
        } else {
            (rect.width, rect.height)
        };
        let c = rect.center();
        PlateFrame {
            start: c.offset(-0.5 * length * dx, -0.5 * length * dy),
            angle,
            length,
            thickness,
        }
    }

    /// Where player `p`'s marker sits on his plate (before his name) and the radius of the
    /// disc that holds it; the ring that says it is his turn goes round it at 1.5 times that.
    pub fn marker(&self, p: Player) -> (Point, f64) {
        let frame = self.plate_frame(p);
        let h = 0.62 * frame.thickness;
        (frame.along(0.5 * h + 0.15 * frame.thickness), 0.32 * h)
    }

    /// The centre of player `p`'s store, or, on a board without stores, the middle of his plate.
    pub fn store_center(&self, p: Player) -> Point {
        let p = usize::from(p & 1);
        match self.stores.get(p) {
            Some(s) => s.center(),
            None => self.plates[p].center(),
        }
    }
}

/// A name plate as its words run: from `start` (the middle of its near end) along `angle`,
/// `length` long and `thickness` across.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlateFrame {
    /// The middle of the end the words start from.
    pub start: Point,
    /// The direction the words run, in radians.
    pub angle: f64,
    /// The plate's length along its words.
    pub length: f64,
    /// The plate's size across its words.
    pub thickness: f64,
}

impl PlateFrame {
    /// The point `d` along the plate from its start, on its middle line.
    pub fn along(&self, d: f64) -> Point {
        self.start.offset(d * cos(self.angle), d * sin(self.angle))
    }
}

/// Chevrons between neighbouring pits of each ring, pointing counter-clockwise.
fn arrows(spec: &BoardSpec, pits: &[Pit]) -> Vec<Arrow> {
    (0..pits.len())
        .filter_map(|i| {
            let j = spec.next_ccw(i);
            let ((ci, ri), (cj, rj)) = (spec.cell_of(i), spec.cell_of(j));
            let neighbours =
                (ri == rj && ci.abs_diff(cj) == 1) || (ci == cj && ri.abs_diff(rj) == 1);
            neighbours.then(|| {
                let (a, b) = (pits[i].center, pits[j].center);
                Arrow {
                    at: a.lerp(b, 0.5),
                    angle: atan2(b.y - a.y, b.x - a.x),
                    player: spec.side_of(i),
                }
            })
        })
        .collect()
}

fn finite_or_zero(v: f64) -> f64 {
    if v.is_finite() && v > 0.0 {
        v
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests;
