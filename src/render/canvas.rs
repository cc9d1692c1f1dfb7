//! Drawing on a 2D canvas: the one file that touches `CanvasRenderingContext2d`.
//!
//! Everything is drawn in CSS pixels; [`Painter::begin_frame`] maps them onto the canvas's
//! device pixels. Sizes come from [`BoardLayout`], so this file only decides how things look:
//! a carved wooden board, lit from the upper left.

use super::layout::{BoardLayout, Pit, Rect};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// Wood tones of the board, light to dark.
const WOOD: [&str; 3] = ["#b7773c", "#94582a", "#6f3d1a"];
/// Colours of a carved hollow: the lit lower wall, the middle, the shaded upper wall.
const HOLLOW: [&str; 3] = ["#8f5a2e", "#5e3517", "#2f180a"];

/// Draws on one canvas's 2D context.
#[derive(Clone, Debug)]
pub struct Painter {
    ctx: CanvasRenderingContext2d,
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
        Ok(Painter { ctx })
    }

    /// Clears the canvas and makes one unit one CSS pixel, for a canvas whose backing store
    /// is `device_pixel_ratio` times its CSS size.
    ///
    /// # Errors
    /// When the context refuses the transform.
    pub fn begin_frame(
        &self,
        css_width: f64,
        css_height: f64,
        device_pixel_ratio: f64,
    ) -> Result<(), JsValue> {
        let ratio = if device_pixel_ratio.is_finite() && device_pixel_ratio > 0.0 {
            device_pixel_ratio
        } else {
            1.0
        };
        self.ctx.set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0)?;
        self.ctx.clear_rect(0.0, 0.0, css_width, css_height);
        Ok(())
    }

    /// Draws an empty board: the wood, its pits and its stores.
    ///
    /// # Errors
    /// When the context refuses a gradient (only for sizes that are not finite numbers).
    pub fn draw_board(&self, layout: &BoardLayout) -> Result<(), JsValue> {
        if layout.cell <= 0.0 {
            return Ok(());
        }
        self.draw_wood(layout)?;
        for pit in &layout.pits {
            self.draw_pit(pit)?;
        }
        for store in &layout.stores {
            self.draw_store(store, layout.cell)?;
        }
        Ok(())
    }

    fn draw_wood(&self, layout: &BoardLayout) -> Result<(), JsValue> {
        let ctx = &self.ctx;
        let (b, cell) = (&layout.board, layout.cell);

        // The board's shadow on the table, then the wood itself.
        ctx.save();
        ctx.set_shadow_color("rgba(20, 8, 0, 0.55)");
        ctx.set_shadow_blur(0.35 * cell);
        ctx.set_shadow_offset_y(0.12 * cell);
        self.rounded_rect(b, layout.corner_radius)?;
        let grad = ctx.create_linear_gradient(b.x, b.y, b.x + 0.3 * b.width, b.y + b.height);
        grad.add_color_stop(0.0, WOOD[0])?;
        grad.add_color_stop(0.55, WOOD[1])?;
        grad.add_color_stop(1.0, WOOD[2])?;
        ctx.set_fill_style_canvas_gradient(&grad);
        ctx.fill();
        ctx.restore();

        // Grain: long wavy strokes, clipped to the board.
        ctx.save();
        self.rounded_rect(b, layout.corner_radius)?;
        ctx.clip();
        let lines = 26;
        for i in 0..lines {
            let t = f64::from(i) / f64::from(lines);
            let y = b.y + t * b.height;
            let wave = 0.06 * cell * (1.0 + (f64::from(i) * 2.3).sin());
            ctx.begin_path();
            ctx.move_to(b.x - cell, y);
            ctx.bezier_curve_to(
                b.x + 0.3 * b.width,
                y - wave,
                b.x + 0.6 * b.width,
                y + 1.5 * wave,
                b.x + b.width + cell,
                y + 0.5 * wave,
            );
            let dark = i % 3 != 0;
            ctx.set_stroke_style_str(if dark {
                "rgba(70, 35, 10, 0.22)"
            } else {
                "rgba(255, 215, 160, 0.10)"
            });
            ctx.set_line_width((0.015 + 0.02 * (f64::from(i) * 1.7).sin().abs()) * cell);
            ctx.stroke();
        }
        ctx.restore();

        // Bevel: light catches the upper edge, the lower edge falls into shade.
        let bevel = ctx.create_linear_gradient(b.x, b.y, b.x, b.y + b.height);
        bevel.add_color_stop(0.0, "rgba(255, 228, 185, 0.55)")?;
        bevel.add_color_stop(0.5, "rgba(255, 228, 185, 0.0)")?;
        bevel.add_color_stop(1.0, "rgba(30, 12, 0, 0.5)")?;
        let inset = 0.03 * cell;
        let inner = Rect {
            x: b.x + inset,
            y: b.y + inset,
            width: b.width - 2.0 * inset,
            height: b.height - 2.0 * inset,
        };
        self.rounded_rect(&inner, layout.corner_radius - inset)?;
        ctx.set_stroke_style_canvas_gradient(&bevel);
        ctx.set_line_width(2.0 * inset);
        ctx.stroke();
        Ok(())
    }

    fn draw_pit(&self, pit: &Pit) -> Result<(), JsValue> {
        let ctx = &self.ctx;
        let (c, r) = (pit.center, pit.radius);
        let full_turn = std::f64::consts::TAU;

        // The lip: shaded where the upper-left wood overhangs, lit on the lower right.
        let lip = ctx.create_linear_gradient(c.x - r, c.y - r, c.x + r, c.y + r);
        lip.add_color_stop(0.0, "rgba(35, 15, 0, 0.65)")?;
        lip.add_color_stop(1.0, "rgba(255, 222, 175, 0.55)")?;
        ctx.begin_path();
        ctx.arc(c.x, c.y, 1.08 * r, 0.0, full_turn)?;
        ctx.set_fill_style_canvas_gradient(&lip);
        ctx.fill();

        // The hollow: lit low and right, dark under the upper-left rim.
        let hollow =
            ctx.create_radial_gradient(c.x + 0.25 * r, c.y + 0.3 * r, 0.1 * r, c.x, c.y, r)?;
        hollow.add_color_stop(0.0, HOLLOW[0])?;
        hollow.add_color_stop(0.6, HOLLOW[1])?;
        hollow.add_color_stop(1.0, HOLLOW[2])?;
        ctx.begin_path();
        ctx.arc(c.x, c.y, r, 0.0, full_turn)?;
        ctx.set_fill_style_canvas_gradient(&hollow);
        ctx.fill();
        Ok(())
    }

    fn draw_store(&self, store: &Rect, cell: f64) -> Result<(), JsValue> {
        let ctx = &self.ctx;
        let s = store;
        let radius = s.width / 2.0;

        let lip_width = 0.08 * s.width;
        let lip = ctx.create_linear_gradient(s.x, s.y, s.x + s.width, s.y + s.height);
        lip.add_color_stop(0.0, "rgba(35, 15, 0, 0.65)")?;
        lip.add_color_stop(1.0, "rgba(255, 222, 175, 0.55)")?;
        let outer = Rect {
            x: s.x - lip_width,
            y: s.y - lip_width,
            width: s.width + 2.0 * lip_width,
            height: s.height + 2.0 * lip_width,
        };
        self.rounded_rect(&outer, radius + lip_width)?;
        ctx.set_fill_style_canvas_gradient(&lip);
        ctx.fill();

        let c = s.center();
        let hollow = ctx.create_radial_gradient(
            c.x + 0.2 * s.width,
            c.y + 0.25 * s.height,
            0.1 * cell,
            c.x,
            c.y,
            0.6 * s.height,
        )?;
        hollow.add_color_stop(0.0, HOLLOW[0])?;
        hollow.add_color_stop(0.55, HOLLOW[1])?;
        hollow.add_color_stop(1.0, HOLLOW[2])?;
        self.rounded_rect(s, radius)?;
        ctx.set_fill_style_canvas_gradient(&hollow);
        ctx.fill();
        Ok(())
    }

    /// Starts a new path: `r` with corners rounded to `radius`.
    fn rounded_rect(&self, r: &Rect, radius: f64) -> Result<(), JsValue> {
        let ctx = &self.ctx;
        // min/max rather than clamp: clamp panics on NaN bounds.
        let radius = radius.min(r.width.min(r.height) / 2.0).max(0.0);
        let (x0, y0, x1, y1) = (r.x, r.y, r.x + r.width, r.y + r.height);
        ctx.begin_path();
        ctx.move_to(x0 + radius, y0);
        ctx.arc_to(x1, y0, x1, y1, radius)?;
        ctx.arc_to(x1, y1, x0, y1, radius)?;
        ctx.arc_to(x0, y1, x0, y0, radius)?;
        ctx.arc_to(x0, y0, x1, y0, radius)?;
        ctx.close_path();
        Ok(())
    }
}
