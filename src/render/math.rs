//! Trigonometry for drawing. In the browser it is the JavaScript engine's `Math`, so the page's
//! module carries no copy of libm (it is kept small); natively (the tests) it is Rust's own.

#[cfg(target_arch = "wasm32")]
use js_sys::Math as imp;

/// Rust's functions under `Math`'s names.
#[cfg(not(target_arch = "wasm32"))]
mod imp {
    pub fn sin(x: f64) -> f64 {
        x.sin()
    }
    pub fn cos(x: f64) -> f64 {
        x.cos()
    }
    pub fn atan2(y: f64, x: f64) -> f64 {
        y.atan2(x)
    }
}

/// The sine of `x` radians.
pub fn sin(x: f64) -> f64 {
    imp::sin(x)
}

/// The cosine of `x` radians.
pub fn cos(x: f64) -> f64 {
    imp::cos(x)
}

/// The angle of the point (`x`, `y`) from the x axis, in radians.
pub fn atan2(y: f64, x: f64) -> f64 {
    imp::atan2(y, x)
}

/// The length of the vector (`x`, `y`).
pub fn hypot(x: f64, y: f64) -> f64 {
    // Drawing needs no protection from overflow, which is all `hypot` adds to this.
    (x * x + y * y).sqrt()
}
