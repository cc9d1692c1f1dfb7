//! Drawing on a 2D canvas: the one file that touches `CanvasRenderingContext2d`.
//!
//! [`Painter`] is the renderer's [`Surface`] on a canvas: [`Surface::begin_frame`] maps its CSS
//! pixels onto the canvas's device pixels, and the background layer is an offscreen canvas.

use mancala_render::geom::{Point, Rect};
use mancala_render::math::{cos, sin};
use mancala_render::surface::{font, Align, DrawError, Drawn, Paint, Surface};
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasGradient, CanvasRenderingContext2d, HtmlCanvasElement};

/// The renderer's error, for JavaScript.
pub fn to_js(e: DrawError) -> JsValue {
    JsValue::from_str(&e.0)
}

/// A drawing call the canvas refused, as the renderer's error.
fn refused(e: JsValue) -> DrawError {
    DrawError(
        e.as_string()
            .unwrap_or_else(|| "the canvas refused a drawing call".into()),
    )
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

    /// A fresh offscreen layer of `css_width` × `css_height` at the painter's ratio.
    fn new_layer(&self, key: u64, css_width: f64, css_height: f64) -> Result<Layer, JsValue> {
        let ratio = self.ratio.get();
        let document = web_sys::window()
            .and_then(|w| w.document())
            .ok_or_else(|| JsValue::from_str("no document"))?;
        let canvas: HtmlCanvasElement = document.create_element("canvas")?.dyn_into()?;
        canvas.set_width((css_width * ratio).round().max(1.0) as u32);
        canvas.set_height((css_height * ratio).round().max(1.0) as u32);
        let painter = Painter::new(&canvas)?;
        Ok(Layer {
            key,
            canvas,
            painter,
        })
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
}

impl Surface for Painter {
    fn begin_frame(&self, css_width: f64, css_height: f64, ratio: f64) -> Drawn {
        let ratio = if ratio.is_finite() && ratio > 0.0 {
            ratio
        } else {
            1.0
        };
        self.ratio.set(ratio);
        self.ctx
            .set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0)
            .map_err(refused)?;
        self.ctx.clear_rect(0.0, 0.0, css_width, css_height);
        Ok(())
    }

    fn background(
        &self,
        key: u64,
        css_width: f64,
        css_height: f64,
        draw: &mut dyn FnMut(&dyn Surface) -> Drawn,
    ) -> Drawn {
        let mut slot = self.layer.borrow_mut();
        if !matches!(slot.as_ref(), Some(l) if l.key == key) {
            let layer = self
                .new_layer(key, css_width, css_height)
                .map_err(refused)?;
            layer
                .painter
                .begin_frame(css_width, css_height, self.ratio.get())?;
            draw(&layer.painter)?;
            *slot = Some(Box::new(layer));
        }
        if let Some(layer) = slot.as_ref() {
            self.ctx.save();
            self.ctx
                .set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
                .map_err(refused)?;
            self.ctx
                .draw_image_with_html_canvas_element(&layer.canvas, 0.0, 0.0)
                .map_err(refused)?;
            self.ctx.restore();
        }
        Ok(())
    }

    fn save(&self) {
        self.ctx.save();
    }

    fn restore(&self) {
        self.ctx.restore();
    }

    fn turn(&self, about: Point, angle: f64) {
        // Only finite numbers reach the context: it throws on others.
        if about.x.is_finite() && about.y.is_finite() && angle.is_finite() {
            let _ = self.ctx.translate(about.x, about.y);
            let _ = self.ctx.rotate(angle);
            let _ = self.ctx.translate(-about.x, -about.y);
        }
    }

    fn alpha(&self, a: f64) {
        self.ctx.set_global_alpha(a.clamp(0.0, 1.0));
    }

    fn shadow(&self, css: &str, blur: f64, dx: f64, dy: f64) {
        self.ctx.set_shadow_color(css);
        self.ctx.set_shadow_blur(blur.max(0.0));
        self.ctx.set_shadow_offset_x(dx);
        self.ctx.set_shadow_offset_y(dy);
    }

    fn no_shadow(&self) {
        self.ctx.set_shadow_color("rgba(0,0,0,0)");
        self.ctx.set_shadow_blur(0.0);
    }

    fn begin(&self) {
        self.ctx.begin_path();
    }

    fn circle(&self, c: Point, r: f64) -> Drawn {
        self.ctx.move_to(c.x + r.max(0.0), c.y);
        self.ctx
            .arc(c.x, c.y, r.max(0.0), 0.0, std::f64::consts::TAU)
            .map_err(refused)
    }

    fn ellipse(&self, c: Point, rx: f64, ry: f64, angle: f64) -> Drawn {
        self.ctx.move_to(
            c.x + rx.max(0.0) * cos(angle),
            c.y + rx.max(0.0) * sin(angle),
        );
        self.ctx
            .ellipse(
                c.x,
                c.y,
                rx.max(0.0),
                ry.max(0.0),
                angle,
                0.0,
                std::f64::consts::TAU,
            )
            .map_err(refused)
    }

    fn arc(&self, c: Point, r: f64, a0: f64, a1: f64) -> Drawn {
        self.ctx.arc(c.x, c.y, r.max(0.0), a0, a1).map_err(refused)
    }

    fn move_to(&self, p: Point) {
        self.ctx.move_to(p.x, p.y);
    }

    fn line_to(&self, p: Point) {
        self.ctx.line_to(p.x, p.y);
    }

    fn quad_to(&self, c: Point, p: Point) {
        self.ctx.quadratic_curve_to(c.x, c.y, p.x, p.y);
    }

    fn bezier_to(&self, c1: Point, c2: Point, p: Point) {
        self.ctx.bezier_curve_to(c1.x, c1.y, c2.x, c2.y, p.x, p.y);
    }

    fn close(&self) {
        self.ctx.close_path();
    }

    fn rounded_rect(&self, r: &Rect, radius: f64) -> Drawn {
        // min/max rather than clamp: clamp panics on NaN bounds.
        let radius = radius.min(r.width.min(r.height) / 2.0).max(0.0);
        let (x0, y0, x1, y1) = (r.x, r.y, r.x + r.width, r.y + r.height);
        self.ctx.move_to(x0 + radius, y0);
        for (xa, ya, xb, yb) in [
            (x1, y0, x1, y1),
            (x1, y1, x0, y1),
            (x0, y1, x0, y0),
            (x0, y0, x1, y0),
        ] {
            self.ctx.arc_to(xa, ya, xb, yb, radius).map_err(refused)?;
        }
        self.ctx.close_path();
        Ok(())
    }

    fn fill(&self, paint: &Paint) -> Drawn {
        match (paint, self.gradient(paint).map_err(refused)?) {
            (Paint::Css(css), _) => self.ctx.set_fill_style_str(css),
            (_, Some(g)) => self.ctx.set_fill_style_canvas_gradient(&g),
            _ => {}
        }
        self.ctx.fill();
        Ok(())
    }

    fn stroke(&self, paint: &Paint, width: f64) -> Drawn {
        match (paint, self.gradient(paint).map_err(refused)?) {
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

    fn clip(&self) {
        self.ctx.clip();
    }

    fn text(
        &self,
        text: &str,
        at: Point,
        size: f64,
        css: &str,
        align: Align,
        outline: f64,
    ) -> Drawn {
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
            ctx.stroke_text(text, at.x, at.y).map_err(refused)?;
        }
        ctx.set_fill_style_str(css);
        ctx.fill_text(text, at.x, at.y).map_err(refused)
    }

    fn text_width(&self, text: &str, size: f64) -> f64 {
        self.ctx.set_font(&font(size));
        self.ctx
            .measure_text(text)
            .map(|m| m.width())
            .unwrap_or(0.6 * size * text.chars().count() as f64)
    }
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
