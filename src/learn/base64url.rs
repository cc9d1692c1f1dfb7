//! Base64url without padding (RFC 4648 §5): the alphabet of game links, whose characters need no
//! escaping in a URL's fragment. Its digits also stand for small numbers one character each.

/// The 64 digits, value 0 to 63 in order.
pub const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The digit of `n` (its low six bits).
pub fn digit(n: usize) -> char {
    char::from(DIGITS[n & 63])
}

/// The value of digit `c`, `None` for a character outside the alphabet.
pub fn value(c: u8) -> Option<usize> {
    DIGITS.iter().position(|&d| d == c)
}

/// `bytes` as base64url, without padding.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (usize::from(b[0]) << 16) | (usize::from(b[1]) << 8) | usize::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(digit(n >> (18 - 6 * i)));
        }
    }
    out
}

/// The bytes of base64url `text` (padding refused, as links never carry it).
///
/// # Errors
/// A character outside the alphabet, or a length no encoding has.
pub fn decode(text: &str) -> Result<Vec<u8>, String> {
    if text.len() % 4 == 1 {
        return Err(format!("{} characters cannot be base64url", text.len()));
    }
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.as_bytes().chunks(4) {
        let mut n = 0usize;
        for (i, &c) in chunk.iter().enumerate() {
            let v = value(c).ok_or_else(|| {
                format!(
                    "'{}' is not a base64url character",
                    char::from(c).escape_default()
                )
            })?;
            n |= v << (18 - 6 * i);
        }
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_length() {
        let bytes: Vec<u8> = (0..=255).collect();
        for n in 0..40 {
            let text = encode(&bytes[..n]);
            assert!(text.bytes().all(|c| value(c).is_some()));
            assert_eq!(decode(&text).unwrap(), &bytes[..n]);
        }
        assert_eq!(encode(b"Man"), "TWFu");
        assert_eq!(encode(b"\xfb\xff"), "-_8");
        assert!(decode("TWF").is_ok());
        assert!(decode("TWFuT").is_err());
        assert!(decode("TW=u").is_err());
    }
}
