//! Drawing on a 2D canvas: the one file that touches `CanvasRenderingContext2d`.
//!
//! [`Painter`] is a small immediate-mode vocabulary (paths, paints, shadows, text, a cached
//! background layer) in CSS pixels; [`Painter::begin_frame`] maps them onto the canvas's device
//! pixels. What to draw is decided elsewhere (`board`, `pieces`, `scene`), so the look of the
//! game can change without touching the context.

use super::geom::{Point, Rect};
use super::math::{cos, sin};
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasGradient, CanvasRenderingContext2d, HtmlCanvasElement};

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

/// A background drawn once into an offscreen canvas and copied while its key holds.
#[derive(Debug)]
struct Layer {
    key: u64,
    canvas: HtmlCanvasElement,
    painter: Painter,
}

/// Draws on one canvas's 2D context.
#[derive(Debug)]
pub struct Painter {
    ctx: CanvasRenderingContext2d,
    ratio: std::cell::Cell<f64>,
    layer: RefCell<Option<Box<Layer>>>,
}

impl Painter {
    /// A painter for `canvas`'s 2D context.
    ///
    /// # Errors
    /// When the canvas has no 2D context (another kind of context was taken first).
    pub fn new(canvas: &HtmlCanvasElement) -> Result<Self, JsValue> {
        let ctx = canvas
            .get_context("2d")?
            .ok_or_else(|| JsValue::from_str("the canvas has no 2D context"))?
            .dyn_into::<CanvasRenderingContext2d>()?;
        Ok(Painter {
            ctx,
            ratio: std::cell::Cell::new(1.0),
            layer: RefCell::new(None),
        })
    }

    /// Clears the canvas and makes one unit one CSS pixel, for a canvas whose backing store
    /// is `device_pixel_ratio` times its CSS size.
    ///
    /// # Errors
    /// When the context refuses the transform.
    pub fn begin_frame(&self, css_width: f64, css_height: f64, ratio: f64) -> Result<(), JsValue> {
        let ratio = if ratio.is_finite() && ratio > 0.0 {
            ratio
        } else {
            1.0
        };
        self.ratio.set(ratio);
        self.ctx.set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0)?;
        self.ctx.clear_rect(0.0, 0.0, css_width, css_height);
        Ok(())
    }

    /// Draws the background: from the cached layer when `key` matches the last one, else by
    /// calling `draw` on a fresh offscreen layer of `css_width` × `css_height` first.
    ///
    /// # Errors
    /// When no offscreen canvas can be made, or `draw` fails.
    pub fn background(
        &self,
        key: u64,
        css_width: f64,
        css_height: f64,
        draw: impl FnOnce(&Painter) -> Result<(), JsValue>,
    ) -> Result<(), JsValue> {
        let ratio = self.ratio.get();
        let mut slot = self.layer.borrow_mut();
        if !matches!(slot.as_ref(), Some(l) if l.key == key) {
            let document = web_sys::window()
                .and_then(|w| w.document())
                .ok_or_else(|| JsValue::from_str("no document"))?;
            let canvas: HtmlCanvasElement = document.create_element("canvas")?.dyn_into()?;
            canvas.set_width((css_width * ratio).round().max(1.0) as u32);
            canvas.set_height((css_height * ratio).round().max(1.0) as u32);
            let painter = Painter::new(&canvas)?;
            painter.begin_frame(css_width, css_height, ratio)?;
            draw(&painter)?;
            *slot = Some(Box::new(Layer {
                key,
                canvas,
                painter,
            }));
        }
        if let Some(layer) = slot.as_ref() {
            let _ = &layer.painter;
            self.ctx.save();
            self.ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)?;
            self.ctx
                .draw_image_with_html_canvas_element(&layer.canvas, 0.0, 0.0)?;
            self.ctx.restore();
        }
        Ok(())
    }

    /// Saves the drawing state (shadow, alpha, clip).
    pub fn save(&self) {
        self.ctx.save();
    }

    /// Restores the state saved last.
    pub fn restore(&self) {
        self.ctx.restore();
    }

    /// Sets the opacity of what follows.
    pub fn alpha(&self, a: f64) {
        self.ctx.set_global_alpha(a.clamp(0.0, 1.0));
    }

    /// Sets a soft shadow under what follows (until `restore` or [`Painter::no_shadow`]).
    pub fn shadow(&self, css: &str, blur: f64, dx: f64, dy: f64) {
        self.ctx.set_shadow_color(css);
        self.ctx.set_shadow_blur(blur.max(0.0));
        self.ctx.set_shadow_offset_x(dx);
        self.ctx.set_shadow_offset_y(dy);
    }

    /// Removes the shadow.
    pub fn no_shadow(&self) {
        self.ctx.set_shadow_color("rgba(0,0,0,0)");
        self.ctx.set_shadow_blur(0.0);
    }

    /// Starts a new path.
    pub fn begin(&self) {
        self.ctx.begin_path();
    }

    /// Adds a circle to the path.
    ///
    /// # Errors
    /// A negative radius.
    pub fn circle(&self, c: Point, r: f64) -> Result<(), JsValue> {
        self.ctx.move_to(c.x + r.max(0.0), c.y);
        self.ctx
            .arc(c.x, c.y, r.max(0.0), 0.0, std::f64::consts::TAU)
    }

    /// Adds an ellipse turned by `angle` to the path.
    ///
    /// # Errors
    /// A negative radius.
    pub fn ellipse(&self, c: Point, rx: f64, ry: f64, angle: f64) -> Result<(), JsValue> {
        self.ctx.move_to(
            c.x + rx.max(0.0) * cos(angle),
            c.y + rx.max(0.0) * sin(angle),
        );
        self.ctx.ellipse(
            c.x,
            c.y,
            rx.max(0.0),
            ry.max(0.0),
            angle,
            0.0,
            std::f64::consts::TAU,
        )
    }

    /// Adds an arc of the circle at `c` from angle `a0` to `a1` to the path.
    ///
    /// # Errors
    /// A negative radius.
    pub fn arc(&self, c: Point, r: f64, a0: f64, a1: f64) -> Result<(), JsValue> {
        self.ctx.arc(c.x, c.y, r.max(0.0), a0, a1)
    }

    /// Moves the pen.
    pub fn move_to(&self, p: Point) {
        self.ctx.move_to(p.x, p.y);
    }

    /// A straight line.
    pub fn line_to(&self, p: Point) {
        self.ctx.line_to(p.x, p.y);
    }

    /// A quadratic curve through control point `c`.
    pub fn quad_to(&self, c: Point, p: Point) {
        self.ctx.quadratic_curve_to(c.x, c.y, p.x, p.y);
    }

    /// A cubic curve.
    pub fn bezier_to(&self, c1: Point, c2: Point, p: Point) {
        self.ctx.bezier_curve_to(c1.x, c1.y, c2.x, c2.y, p.x, p.y);
    }

    /// Closes the current sub-path.
    pub fn close(&self) {
        self.ctx.close_path();
    }

    /// Adds `r` with corners rounded to `radius` to the path.
    ///
    /// # Errors
    /// Only for sizes that are not finite numbers.
    pub fn rounded_rect(&self, r: &Rect, radius: f64) -> Result<(), JsValue> {
        // min/max rather than clamp: clamp panics on NaN bounds.
        let radius = radius.min(r.width.min(r.height) / 2.0).max(0.0);
        let (x0, y0, x1, y1) = (r.x, r.y, r.x + r.width, r.y + r.height);
        self.ctx.move_to(x0 + radius, y0);
        self.ctx.arc_to(x1, y0, x1, y1, radius)?;
        self.ctx.arc_to(x1, y1, x0, y1, radius)?;
        self.ctx.arc_to(x0, y1, x0, y0, radius)?;
        self.ctx.arc_to(x0, y0, x1, y0, radius)?;
        self.ctx.close_path();
        Ok(())
    }

    fn gradient(&self, paint: &Paint) -> Result<Option<CanvasGradient>, JsValue> {
        let (grad, stops) = match *paint {
            Paint::Css(_) => return Ok(None),
            Paint::Linear(a, b, stops) => {
                (self.ctx.create_linear_gradient(a.x, a.y, b.x, b.y), stops)
            }
            Paint::Radial(a, ra, b, rb, stops) => (
                self.ctx
                    .create_radial_gradient(a.x, a.y, ra.max(0.0), b.x, b.y, rb.max(0.0))?,
                stops,
            ),
        };
        for &(offset, css) in stops {
            grad.add_color_stop(offset.clamp(0.0, 1.0) as f32, css)?;
        }
        Ok(Some(grad))
    }

    /// Fills the current path.
    ///
    /// # Errors
    /// A gradient with sizes that are not finite, or a colour the canvas cannot read.
    pub fn fill(&self, paint: &Paint) -> Result<(), JsValue> {
        match (paint, self.gradient(paint)?) {
            (Paint::Css(css), _) => self.ctx.set_fill_style_str(css),
            (_, Some(g)) => self.ctx.set_fill_style_canvas_gradient(&g),
            _ => {}
        }
        self.ctx.fill();
        Ok(())
    }

    /// A glow in the circle of `radius` around `center`: clear inside `inner` of the radius,
    /// `edge` (a CSS colour) at the rim. `clear` is the same colour with no alpha, so the
    /// gradient fades the colour and not towards black.
    ///
    /// # Errors
    /// Sizes that are not finite, or a colour the canvas cannot read.
    pub fn glow(
        &self,
        center: Point,
        radius: f64,
        inner: f64,
        clear: &str,
        edge: &str,
    ) -> Result<(), JsValue> {
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

    /// Strokes the current path `width` wide.
    ///
    /// # Errors
    /// As [`Painter::fill`].
    pub fn stroke(&self, paint: &Paint, width: f64) -> Result<(), JsValue> {
        match (paint, self.gradient(paint)?) {
            (Paint::Css(css), _) => self.ctx.set_stroke_style_str(css),
            (_, Some(g)) => self.ctx.set_stroke_style_canvas_gradient(&g),
            _ => {}
        }
        self.ctx.set_line_width(width.max(0.0));
        self.ctx.set_line_cap("round");
        self.ctx.set_line_join("round");
        self.ctx.stroke();
        Ok(())
    }

    /// Restricts what follows (until `restore`) to the current path.
    pub fn clip(&self) {
        self.ctx.clip();
    }

    /// Writes `text` centred vertically on `at`, `size` CSS pixels high, in `css` with a dark
    /// outline `outline` pixels wide (0 for none).
    ///
    /// # Errors
    /// Never in practice.
    pub fn text(
        &self,
        text: &str,
        at: Point,
        size: f64,
        css: &str,
        align: Align,
        outline: f64,
    ) -> Result<(), JsValue> {
        let ctx = &self.ctx;
        ctx.set_font(&font(size));
        ctx.set_text_align(match align {
            Align::Left => "left",
            Align::Center => "center",
            Align::Right => "right",
        });
        ctx.set_text_baseline("middle");
        if outline > 0.0 {
            ctx.set_line_width(outline);
            ctx.set_line_join("round");
            ctx.set_stroke_style_str("rgba(25, 12, 4, 0.85)");
            ctx.stroke_text(text, at.x, at.y)?;
        }
        ctx.set_fill_style_str(css);
        ctx.fill_text(text, at.x, at.y)
    }

    /// The width of `text` at `size` CSS pixels, as [`Painter::text`] would write it.
    pub fn text_width(&self, text: &str, size: f64) -> f64 {
        self.ctx.set_font(&font(size));
        self.ctx
            .measure_text(text)
            .map(|m| m.width())
            .unwrap_or(0.6 * size * text.chars().count() as f64)
    }
}

/// The canvas font of every text drawn, at `size` CSS pixels.
fn font(size: f64) -> String {
    let size = super::css::decimal(size.max(1.0), 1);
    format!("bold {size}px system-ui, 'Segoe UI', Roboto, sans-serif")
}

/// Matches `canvas`'s backing store to its displayed size at device-pixel `ratio`; returns that
/// size in CSS pixels. The store is resized only when it changed: resizing clears the canvas.
pub fn fit_backing_store(canvas: &HtmlCanvasElement, ratio: f64) -> (f64, f64) {
    let rect = canvas.get_bounding_client_rect();
    let (width, height) = (rect.width(), rect.height());
    let (dw, dh) = (device_pixels(width, ratio), device_pixels(height, ratio));
    if canvas.width() != dw || canvas.height() != dh {
        canvas.set_width(dw);
        canvas.set_height(dh);
    }
    (width, height)
}

/// A CSS length in device pixels, rounded; 0 for anything that is not a positive number.
fn device_pixels(css: f64, ratio: f64) -> u32 {
    let px = (css * ratio).round();
    if px.is_finite() && px > 0.0 {
        px as u32
    } else {
        0
    }
}
