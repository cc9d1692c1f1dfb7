//! Plane geometry in CSS pixels: points, rectangles and the quarter turn that puts a board
//! upright on a portrait screen. Pure arithmetic, tested natively.

/// A point in CSS pixels, `y` growing downwards.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Point {
    /// Horizontal coordinate.
    pub x: f64,
    /// Vertical coordinate.
    pub y: f64,
}

impl Point {
    /// The point (`x`, `y`).
    pub const fn new(x: f64, y: f64) -> Point {
        Point { x, y }
    }

    /// The point a share `t` of the way from `self` to `other` (0 = self, 1 = other).
    pub fn lerp(self, other: Point, t: f64) -> Point {
        Point::new(
            self.x + (other.x - self.x) * t,
            self.y + (other.y - self.y) * t,
        )
    }

    /// Distance to `other`.
    pub fn dist(self, other: Point) -> f64 {
        super::math::hypot(self.x - other.x, self.y - other.y)
    }

    /// `self` moved by (`dx`, `dy`).
    pub fn offset(self, dx: f64, dy: f64) -> Point {
        Point::new(self.x + dx, self.y + dy)
    }
}

/// An axis-aligned rectangle in CSS pixels.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
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
    /// The rectangle with top-left corner (`x`, `y`).
    pub const fn new(x: f64, y: f64, width: f64, height: f64) -> Rect {
        Rect {
            x,
            y,
            width,
            height,
        }
    }

    /// The centre of the rectangle.
    pub fn center(&self) -> Point {
        Point::new(self.x + self.width / 2.0, self.y + self.height / 2.0)
    }

    /// Whether `p` lies inside the rectangle (edges included).
    pub fn contains(&self, p: Point) -> bool {
        p.x >= self.x && p.x <= self.x + self.width && p.y >= self.y && p.y <= self.y + self.height
    }

    /// The rectangle grown by `d` on every side (shrunk for a negative `d`).
    pub fn inflate(&self, d: f64) -> Rect {
        Rect::new(
            self.x - d,
            self.y - d,
            self.width + 2.0 * d,
            self.height + 2.0 * d,
        )
    }
}

/// A quarter turn counter-clockwise of a landscape drawing `landscape_width` wide: what was at
/// the bottom goes to the right, what was on the left goes to the bottom. Sowing that runs
/// counter-clockwise on the landscape board still runs counter-clockwise on screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct QuarterTurn {
    /// Width of the landscape drawing (the portrait screen's height).
    pub landscape_width: f64,
}

impl QuarterTurn {
    /// Where a landscape point lands on the portrait screen.
    pub fn point(&self, p: Point) -> Point {
        Point::new(p.y, self.landscape_width - p.x)
    }

    /// Where a landscape rectangle lands on the portrait screen.
    pub fn rect(&self, r: &Rect) -> Rect {
        Rect::new(r.y, self.landscape_width - r.x - r.width, r.height, r.width)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quarter_turn_keeps_counter_clockwise_order() {
        let q = QuarterTurn {
            landscape_width: 100.0,
        };
        // Landscape: bottom-left -> bottom-right -> top-right is counter-clockwise on screen.
        let (a, b, c) = (
            q.point(Point::new(0.0, 50.0)),
            q.point(Point::new(100.0, 50.0)),
            q.point(Point::new(100.0, 0.0)),
        );
        let cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
        // y grows downwards: counter-clockwise on screen has a negative cross product.
        assert!(cross < 0.0, "{a:?} {b:?} {c:?}");
    }

    #[test]
    fn quarter_turn_of_a_rect_holds_the_turned_corners() {
        let q = QuarterTurn {
            landscape_width: 200.0,
        };
        let r = Rect::new(10.0, 20.0, 30.0, 40.0);
        let t = q.rect(&r);
        for p in [
            Point::new(10.0, 20.0),
            Point::new(40.0, 60.0),
            Point::new(25.0, 40.0),
        ] {
            assert!(t.contains(q.point(p)));
        }
        assert_eq!((t.width, t.height), (40.0, 30.0));
    }

    #[test]
    fn lerp_and_dist() {
        let (a, b) = (Point::new(0.0, 0.0), Point::new(3.0, 4.0));
        assert_eq!(a.dist(b), 5.0);
        assert_eq!(a.lerp(b, 0.5), Point::new(1.5, 2.0));
    }
}
