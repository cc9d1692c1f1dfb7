//! Trigonometry for drawing, in plain arithmetic: the page's WebAssembly module then carries no
//! copy of a maths library (its bytes before the first frame are counted), and the renderer
//! asks nothing of the browser. The same code runs natively in the tests. Accurate to about
//! 1e-10, far below a pixel.

use std::f64::consts::{FRAC_PI_2, FRAC_PI_6, PI};

/// π/2 in two parts, so that reducing an angle by multiples of it loses no precision.
const PI_2_HIGH: f64 = 1.570_796_326_734_125_6;
const PI_2_LOW: f64 = 6.077_100_506_506_192e-11;

/// The sine's polynomial on [-π/4, π/4] (fdlibm's `__kernel_sin` coefficients).
const SIN: [f64; 6] = [
    -1.666_666_666_666_663_2e-1,
    8.333_333_333_322_49e-3,
    -1.984_126_982_985_795e-4,
    2.755_731_370_707_006_8e-6,
    -2.505_076_025_340_686_3e-8,
    1.589_690_995_211_55e-10,
];

/// The cosine's polynomial on [-π/4, π/4] (fdlibm's `__kernel_cos` coefficients).
const COS: [f64; 6] = [
    4.166_666_666_666_66e-2,
    -1.388_888_888_887_411e-3,
    2.480_158_728_947_673e-5,
    -2.755_731_435_139_066_3e-7,
    2.087_572_321_298_175e-9,
    -1.135_964_755_778_819_5e-11,
];

/// `c[0] + c[1]·x + c[2]·x² + …`
fn poly(c: &[f64], x: f64) -> f64 {
    c.iter().rev().fold(0.0, |acc, &k| acc * x + k)
}

/// `x` as `q·π/2 + r`, `r` in [-π/4, π/4]; `q` modulo 4.
fn reduce(x: f64) -> (u8, f64) {
    let k = (x / FRAC_PI_2 + 0.5).floor();
    let r = (x - k * PI_2_HIGH) - k * PI_2_LOW;
    ((k as i64).rem_euclid(4) as u8, r)
}

fn sin_near(r: f64) -> f64 {
    let r2 = r * r;
    r + r * r2 * poly(&SIN, r2)
}

fn cos_near(r: f64) -> f64 {
    let r2 = r * r;
    1.0 - 0.5 * r2 + r2 * r2 * poly(&COS, r2)
}

/// The sine of `x` radians.
pub fn sin(x: f64) -> f64 {
    let (q, r) = reduce(x);
    match q {
        0 => sin_near(r),
        1 => cos_near(r),
        2 => -sin_near(r),
        _ => -cos_near(r),
    }
}

/// The cosine of `x` radians.
pub fn cos(x: f64) -> f64 {
    let (q, r) = reduce(x);
    match q {
        0 => cos_near(r),
        1 => -sin_near(r),
        2 => -cos_near(r),
        _ => sin_near(r),
    }
}

/// The arctangent of `z`, for `z` from 0 up.
fn atan_positive(z: f64) -> f64 {
    if z > 1.0 {
        return FRAC_PI_2 - atan_positive(1.0 / z);
    }
    // tan(π/12): above it, atan(z) = π/6 + atan((z·√3 − 1) / (z + √3)), whose argument is
    // small again.
    const TAN_PI_12: f64 = 0.267_949_192_431_122_7;
    const SQRT_3: f64 = 1.732_050_807_568_877_2;
    let (base, t) = if z > TAN_PI_12 {
        (FRAC_PI_6, (z * SQRT_3 - 1.0) / (z + SQRT_3))
    } else {
        (0.0, z)
    };
    // The series t − t³/3 + t⁵/5 − …, to t¹⁹: |t| ≤ tan(π/12) leaves an error below 1e-12.
    let t2 = t * t;
    let series = (0..10).rev().fold(0.0, |acc, n| {
        let term = 1.0 / f64::from(2 * n + 1);
        let sign = if n % 2 == 0 { 1.0 } else { -1.0 };
        acc * t2 + sign * term
    });
    base + t * series
}

/// The angle of the point (`x`, `y`) from the x axis, in radians, from −π to π.
pub fn atan2(y: f64, x: f64) -> f64 {
    if x == 0.0 {
        return if y > 0.0 {
            FRAC_PI_2
        } else if y < 0.0 {
            -FRAC_PI_2
        } else {
            0.0
        };
    }
    let angle = atan_positive((y / x).abs());
    match (x > 0.0, y >= 0.0) {
        (true, true) => angle,
        (true, false) => -angle,
        (false, true) => PI - angle,
        (false, false) => angle - PI,
    }
}

/// The length of the vector (`x`, `y`).
pub fn hypot(x: f64, y: f64) -> f64 {
    // Drawing needs no protection from overflow, which is all `hypot` adds to this.
    (x * x + y * y).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trigonometry_agrees_with_the_standard_library() {
        let mut worst: f64 = 0.0;
        for i in -4000..=4000 {
            let x = f64::from(i) * 0.005_3;
            worst = worst
                .max((sin(x) - x.sin()).abs())
                .max((cos(x) - x.cos()).abs());
            for j in [-3.0, -0.4, 0.0, 0.2, 1.0, 7.5] {
                worst = worst.max((atan2(x, j) - x.atan2(j)).abs());
            }
        }
        assert!(worst < 1e-10, "worst error {worst:e}");
    }
}
