//! What a frame is drawn on: [`Surface`], a small immediate-mode vocabulary (paths, paints,
//! shadows, text, a cached background layer) in CSS pixels. The renderer decides what to draw
//! (`board`, `pieces`, `scene`) and says it in these words only; the browser shell's painter
//! says them to a canvas's 2D context, so the look of the game can change without touching the
//! browser, and this crate never names one.

use super::geom::{Point, Rect};
use std::fmt;

/// How a shape is filled or stroked.
#[derive(Clone, Copy, Debug)]
pub enum Paint<'a> {
    /// A CSS colour.
    Css(&'a str),
    /// A linear gradient from one point to another, with (offset, CSS colour) stops.
    Linear(Point, Point, &'a [(f64, &'a str)]),
    /// A radial gradient between two circles, with (offset, CSS colour) stops.
    Radial(Point, f64, Point, f64, &'a [(f64, &'a str)]),
}

/// Horizontal alignment of text on its anchor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// The anchor is the left end.
    Left,
    /// The anchor is the middle.
    Center,
    /// The anchor is the right end.
    Right,
}

/// A drawing call the surface refused, with its reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawError(pub String);

impl fmt::Display for DrawError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DrawError {}

/// The result of drawing.
pub type Drawn = Result<(), DrawError>;

/// Something a frame is drawn on, in CSS pixels. The calls that can fail are those a canvas
/// refuses for sizes that are not finite numbers or colours it cannot read.
pub trait Surface {
    /// Clears the surface and makes one unit one CSS pixel, for a backing store `ratio` times
    /// its CSS size.
    fn begin_frame(&self, css_width: f64, css_height: f64, ratio: f64) -> Drawn;

    /// Draws the background: from the cached layer when `key` matches the last one, else by
    /// calling `draw` on a fresh offscreen layer of `css_width` × `css_height` first.
    fn background(
        &self,
        key: u64,
        css_width: f64,
        css_height: f64,
        draw: &mut dyn FnMut(&dyn Surface) -> Drawn,
    ) -> Drawn;

    /// Saves the drawing state (shadow, alpha, clip).
    fn save(&self);
    /// Restores the state saved last.
    fn restore(&self);
    /// Turns what is drawn next (until `restore`) by `angle` radians about `about`.
    fn turn(&self, about: Point, angle: f64);
    /// Sets the opacity of what follows.
    fn alpha(&self, a: f64);
    /// Sets a soft shadow under what follows (until `restore` or [`Surface::no_shadow`]).
    fn shadow(&self, css: &str, blur: f64, dx: f64, dy: f64);
    /// Removes the shadow.
    fn no_shadow(&self);

    /// Starts a new path.
    fn begin(&self);
    /// Adds a circle to the path.
    fn circle(&self, c: Point, r: f64) -> Drawn;
    /// Adds an ellipse turned by `angle` to the path.
    fn ellipse(&self, c: Point, rx: f64, ry: f64, angle: f64) -> Drawn;
    /// Adds an arc of the circle at `c` from angle `a0` to `a1` to the path.
    fn arc(&self, c: Point, r: f64, a0: f64, a1: f64) -> Drawn;
    /// Moves the pen.
    fn move_to(&self, p: Point);
    /// A straight line.
    fn line_to(&self, p: Point);
    /// A quadratic curve through control point `c`.
    fn quad_to(&self, c: Point, p: Point);
    /// A cubic curve.
    fn bezier_to(&self, c1: Point, c2: Point, p: Point);
    /// Closes the current sub-path.
    fn close(&self);
    /// Adds `r` with corners rounded to `radius` to the path.
    fn rounded_rect(&self, r: &Rect, radius: f64) -> Drawn;

    /// Fills the current path.
    fn fill(&self, paint: &Paint) -> Drawn;
    /// Strokes the current path `width` wide, with round caps and joins.
    fn stroke(&self, paint: &Paint, width: f64) -> Drawn;
    /// Restricts what follows (until `restore`) to the current path.
    fn clip(&self);

    /// Writes `text` centred vertically on `at`, `size` CSS pixels high, in `css` with a dark
    /// outline `outline` pixels wide (0 for none).
    fn text(
        &self,
        text: &str,
        at: Point,
        size: f64,
        css: &str,
        align: Align,
        outline: f64,
    ) -> Drawn;
    /// The width of `text` at `size` CSS pixels, as [`Surface::text`] would write it.
    fn text_width(&self, text: &str, size: f64) -> f64;

    /// A glow in the circle of `radius` around `center`: clear inside `inner` of the radius,
    /// `edge` (a CSS colour) at the rim. `clear` is the same colour with no alpha, so the
    /// gradient fades the colour and not towards black.
    fn glow(&self, center: Point, radius: f64, inner: f64, clear: &str, edge: &str) -> Drawn {
        self.begin();
        self.circle(center, radius)?;
        self.fill(&Paint::Radial(
            center,
            inner * radius,
            center,
            radius,
            &[(0.0, clear), (1.0, edge)],
        ))
    }
}

/// The canvas font of every text drawn, at `size` CSS pixels.
pub fn font(size: f64) -> String {
    let size = super::css::decimal(size.max(1.0), 1);
    format!("bold {size}px system-ui, 'Segoe UI', Roboto, sans-serif")
}
