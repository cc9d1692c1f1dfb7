//! Board geometry: where the board, its pits and its stores sit on a canvas.
//!
//! Pure arithmetic in CSS pixels, testable natively; nothing here touches the DOM.
//! Pits are indexed as `RULES.md` §0.2 says for two-row boards: `0 .. n-1` is P0's row
//! (the bottom one) from left to right, `n .. 2n-1` is P1's row (the top one) from right
//! to left, so pit `i` faces pit `2n-1-i`. `store[p]` sits at player `p`'s right end:
//! P0's on the right of the board, P1's on the left.

/// A point in CSS pixels, `y` growing downwards.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// Horizontal coordinate.
    pub x: f64,
    /// Vertical coordinate.
    pub y: f64,
}

/// An axis-aligned rectangle in CSS pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub width: f64,
    /// Height.
    pub height: f64,
}

impl Rect {
    /// The centre of the rectangle.
    pub fn center(&self) -> Point {
        Point {
            x: self.x + self.width / 2.0,
            y: self.y + self.height / 2.0,
        }
    }

    /// Whether `p` lies inside the rectangle (edges included).
    pub fn contains(&self, p: Point) -> bool {
        p.x >= self.x && p.x <= self.x + self.width && p.y >= self.y && p.y <= self.y + self.height
    }
}

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
        let (dx, dy) = (p.x - self.center.x, p.y - self.center.y);
        dx * dx + dy * dy <= self.radius * self.radius
    }
}

/// Where everything of a two-row board sits on a canvas.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardLayout {
    /// The wooden board itself.
    pub board: Rect,
    /// Corner radius of the board.
    pub corner_radius: f64,
    /// Side of the square cell that holds one pit: the unit of every other size.
    pub cell: f64,
    /// The pits, indexed as `RULES.md` §0.2 says.
    pub pits: Vec<Pit>,
    /// The stores, `stores[p]` for player `p`; empty on a board without stores. Each is a
    /// capsule: a rectangle whose corner radius is half its width.
    pub stores: Vec<Rect>,
}

/// Margin between the pits and the board's edge, in cells.
const MARGIN: f64 = 0.35;
/// Share of the canvas the board may take along its limiting side.
const FILL: f64 = 0.94;
/// Pit radius, in cells.
const PIT_RADIUS: f64 = 0.4;
/// Gap between a store and its cell's edge, in cells.
const STORE_INSET: f64 = 0.1;

impl BoardLayout {
    /// The Oware board (2×6 pits and two stores), as large as fits a `width` × `height`
    /// canvas and centred in it.
    pub fn oware(width: f64, height: f64) -> Self {
        Self::two_rows(6, true, width, height)
    }

    /// A board of two rows of `per_row` pits, with a store at each end when `with_stores`,
    /// as large as fits a `width` × `height` canvas and centred in it. A canvas with no
    /// area (or a size that is not a finite number) gives a board of size zero.
    pub fn two_rows(per_row: usize, with_stores: bool, width: f64, height: f64) -> Self {
        let width = finite_or_zero(width);
        let height = finite_or_zero(height);
        let store_cols = if with_stores { 2 } else { 0 };
        let cols = (per_row + store_cols) as f64;
        let cell = (FILL * width / (cols + 2.0 * MARGIN)).min(FILL * height / (2.0 + 2.0 * MARGIN));
        let cell = finite_or_zero(cell);
        let board_w = cell * (cols + 2.0 * MARGIN);
        let board_h = cell * (2.0 + 2.0 * MARGIN);
        let board = Rect {
            x: (width - board_w) / 2.0,
            y: (height - board_h) / 2.0,
            width: board_w,
            height: board_h,
        };
        let left = board.x + MARGIN * cell;
        let top = board.y + MARGIN * cell;
        let first_pit_col = if with_stores { 1.0 } else { 0.0 };
        let pit = |col: usize, row: f64| Pit {
            center: Point {
                x: left + (first_pit_col + col as f64 + 0.5) * cell,
                y: top + (row + 0.5) * cell,
            },
            radius: PIT_RADIUS * cell,
        };
        let bottom = (0..per_row).map(|i| pit(i, 1.0));
        let top_row = (0..per_row).map(|k| pit(per_row - 1 - k, 0.0));
        let pits = bottom.chain(top_row).collect();
        let store = |col: f64| Rect {
            x: left + (col + STORE_INSET) * cell,
            y: top + STORE_INSET * cell,
            width: (1.0 - 2.0 * STORE_INSET) * cell,
            height: (2.0 - 2.0 * STORE_INSET) * cell,
        };
        let stores = if with_stores {
            vec![store(cols - 1.0), store(0.0)]
        } else {
            Vec::new()
        };
        BoardLayout {
            board,
            corner_radius: 0.3 * cell,
            cell,
            pits,
            stores,
        }
    }

    /// The index of the pit under `p`, if any.
    pub fn pit_at(&self, p: Point) -> Option<usize> {
        self.pits.iter().position(|pit| pit.contains(p))
    }
}

fn finite_or_zero(v: f64) -> f64 {
    if v.is_finite() && v > 0.0 {
        v
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inside(outer: &Rect, inner: &Rect) -> bool {
        inner.x >= outer.x
            && inner.y >= outer.y
            && inner.x + inner.width <= outer.x + outer.width + 1e-9
            && inner.y + inner.height <= outer.y + outer.height + 1e-9
    }

    fn bounds(pit: &Pit) -> Rect {
        Rect {
            x: pit.center.x - pit.radius,
            y: pit.center.y - pit.radius,
            width: 2.0 * pit.radius,
            height: 2.0 * pit.radius,
        }
    }

    #[test]
    fn oware_has_twelve_pits_and_two_stores_inside_the_board() {
        let l = BoardLayout::oware(800.0, 400.0);
        assert_eq!(l.pits.len(), 12);
        assert_eq!(l.stores.len(), 2);
        for pit in &l.pits {
            assert!(
                inside(&l.board, &bounds(pit)),
                "{pit:?} outside {:?}",
                l.board
            );
        }
        for store in &l.stores {
            assert!(inside(&l.board, store));
        }
    }

    #[test]
    fn board_fits_the_canvas_and_is_centred() {
        for (w, h) in [
            (800.0, 400.0),
            (320.0, 640.0),
            (1920.0, 300.0),
            (50.0, 50.0),
        ] {
            let l = BoardLayout::oware(w, h);
            let canvas = Rect {
                x: 0.0,
                y: 0.0,
                width: w,
                height: h,
            };
            assert!(inside(&canvas, &l.board), "{w}x{h}: {:?}", l.board);
            let c = l.board.center();
            assert!((c.x - w / 2.0).abs() < 1e-9 && (c.y - h / 2.0).abs() < 1e-9);
        }
    }

    #[test]
    fn pits_follow_rules_indexing() {
        let l = BoardLayout::oware(800.0, 400.0);
        let p = &l.pits;
        // P0's row is the bottom one, left to right.
        for i in 0..5 {
            assert!(p[i].center.x < p[i + 1].center.x);
            assert_eq!(p[i].center.y, p[0].center.y);
        }
        // P1's row is the top one, right to left.
        for i in 6..11 {
            assert!(p[i].center.x > p[i + 1].center.x);
            assert_eq!(p[i].center.y, p[6].center.y);
        }
        assert!(p[6].center.y < p[0].center.y);
        // Pit i faces pit 11 - i.
        for i in 0..12 {
            assert!((p[i].center.x - p[11 - i].center.x).abs() < 1e-9);
        }
    }

    #[test]
    fn each_store_is_at_its_owners_right() {
        let l = BoardLayout::oware(800.0, 400.0);
        assert!(
            l.stores[0].x > l.pits[5].center.x,
            "store 0 right of P0's row"
        );
        assert!(
            l.stores[1].x + l.stores[1].width < l.pits[0].center.x,
            "store 1 on the left"
        );
    }

    #[test]
    fn pits_do_not_overlap() {
        let l = BoardLayout::oware(640.0, 360.0);
        for (i, a) in l.pits.iter().enumerate() {
            for b in &l.pits[i + 1..] {
                let d = (a.center.x - b.center.x).hypot(a.center.y - b.center.y);
                assert!(d > a.radius + b.radius);
            }
        }
    }

    #[test]
    fn pit_at_finds_each_pit_and_nothing_between() {
        let l = BoardLayout::oware(800.0, 400.0);
        for (i, pit) in l.pits.iter().enumerate() {
            assert_eq!(l.pit_at(pit.center), Some(i));
        }
        assert_eq!(l.pit_at(l.board.center()), None);
        assert_eq!(l.pit_at(Point { x: -10.0, y: -10.0 }), None);
    }

    #[test]
    fn gore_board_has_eight_pits_and_no_store() {
        let l = BoardLayout::two_rows(4, false, 600.0, 400.0);
        assert_eq!(l.pits.len(), 8);
        assert!(l.stores.is_empty());
        assert!((l.pits[0].center.x - l.pits[7].center.x).abs() < 1e-9);
    }

    #[test]
    fn degenerate_canvas_gives_a_zero_board_without_nan() {
        for (w, h) in [
            (0.0, 0.0),
            (-5.0, 100.0),
            (f64::NAN, 100.0),
            (f64::INFINITY, 1.0),
        ] {
            let l = BoardLayout::oware(w, h);
            assert!(l.cell.is_finite() && l.cell >= 0.0);
            assert!(l
                .pits
                .iter()
                .all(|p| p.center.x.is_finite() && p.center.y.is_finite()));
        }
    }
}
