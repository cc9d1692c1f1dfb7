//! Numbers as CSS reads them (`0.850`, `12.5`), written with integer arithmetic: Rust's own
//! float formatting would bring its tables into the page's module, which is kept small, and CSS needs no
//! more than a few fixed decimals.

/// `x` rounded to `places` decimals (at most 6), written with exactly that many: `decimal(0.85,
/// 3)` is `"0.850"`. Values beyond ±9·10¹² are clamped; NaN is written `0`.
pub fn decimal(x: f64, places: u32) -> String {
    let places = places.min(6);
    let scale = 10u64.pow(places);
    let limit = 9e12 * scale as f64;
    // `as` saturates, and NaN becomes 0.
    let scaled = (x * scale as f64).round().clamp(-limit, limit) as i64;
    let sign = if scaled < 0 { "-" } else { "" };
    let n = scaled.unsigned_abs();
    let (whole, fraction) = (n / scale, n % scale);
    if places == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{fraction:0width$}", width = places as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::decimal;

    #[test]
    fn writes_fixed_decimals_like_rust_does() {
        for (x, places) in [
            (0.85, 3),
            (1.0, 3),
            (0.0, 1),
            (12.26, 1),
            (-3.5, 2),
            (0.0004, 3),
            (-0.0004, 3),
            (123456.789, 2),
            (7.0, 0),
        ] {
            let ours = decimal(x, places);
            let rust = format!("{x:.*}", places as usize);
            // Rust writes -0.000 for a tiny negative; CSS reads both alike.
            assert_eq!(
                ours,
                rust.replace("-0.000", "0.000"),
                "{x} to {places} places"
            );
        }
    }

    #[test]
    fn never_fails_on_odd_values() {
        assert_eq!(decimal(f64::NAN, 2), "0.00");
        assert_eq!(decimal(f64::INFINITY, 0), "9000000000000");
        assert_eq!(decimal(f64::NEG_INFINITY, 1), "-9000000000000.0");
    }
}
