//! The pieces as shapes: each seed's size, shade and tilt, each cowrie's, and how a pile of
//! them lies in a pit. Pure and deterministic (the same pit and count always give the same
//! pile), tested natively; `canvas` paints what this describes.

use super::geom::Point;
use super::math::{cos, sin};
use mancala_rules::Piece;

/// An RGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// The colour scaled towards black (`f < 1`) or white (`f > 1`).
    pub fn shade(self, f: f64) -> Rgb {
        let ch = |c: u8| {
            let c = f64::from(c);
            let v = if f <= 1.0 {
                c * f
            } else {
                c + (255.0 - c) * (f - 1.0).min(1.0)
            };
            v.round().clamp(0.0, 255.0) as u8
        };
        Rgb(ch(self.0), ch(self.1), ch(self.2))
    }

    /// CSS text, with an alpha.
    pub fn css(self, alpha: f64) -> String {
        let alpha = super::css::decimal(alpha, 3);
        format!("rgba({},{},{},{alpha})", self.0, self.1, self.2)
    }
}

/// Natural seed tones: the pale grey nicker nuts and light beans of carved boards, light enough
/// to stand out 3:1 from the dark floor of the pits (measured by `tests/e2e/contrast.test.js`),
/// and darker than the ivory cowries.
const SEED_TONES: [Rgb; 6] = [
    Rgb(184, 178, 160),
    Rgb(176, 172, 158),
    Rgb(190, 180, 158),
    Rgb(176, 166, 146),
    Rgb(188, 166, 134),
    Rgb(172, 166, 152),
];

/// Cowrie tones: ivory to pale honey.
const COWRIE_TONES: [Rgb; 3] = [Rgb(240, 230, 206), Rgb(232, 218, 186), Rgb(244, 236, 218)];

/// One piece, placed: where, how large, how turned, which tone.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PieceSprite {
    /// Seed or cowrie.
    pub piece: Piece,
    /// Centre, in CSS pixels.
    pub at: Point,
    /// Half the long axis.
    pub rx: f64,
    /// Half the short axis.
    pub ry: f64,
    /// Turn of the long axis, radians.
    pub angle: f64,
    /// The body colour.
    pub tone: Rgb,
    /// Where the light catches it, as a share of the radii (-1..1), upper left.
    pub gloss: f64,
}

/// A 64-bit mix (SplitMix64's finaliser): a deterministic pseudo-random stream from a key.
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A number in `0..1` from a key.
pub fn unit(key: u64) -> f64 {
    (mix(key) >> 11) as f64 / (1u64 << 53) as f64
}

/// The look of the `index`-th piece of a kind, independent of where it lies: size factor, tilt,
/// tone. `salt` tells pits apart.
pub fn piece_look(piece: Piece, salt: u64, index: usize) -> (f64, f64, Rgb, f64) {
    let key = salt.wrapping_mul(1_000_003) ^ (index as u64).wrapping_mul(0x51_7CC1_B727_220A);
    let size = 0.9 + 0.2 * unit(key);
    let angle = std::f64::consts::TAU * unit(key ^ 0xA5A5);
    let shade = 0.9 + 0.2 * unit(key ^ 0x5A5A);
    let tone = match piece {
        Piece::Seed => SEED_TONES[(mix(key ^ 0x77) % SEED_TONES.len() as u64) as usize],
        Piece::Cowrie => COWRIE_TONES[(mix(key ^ 0x77) % COWRIE_TONES.len() as u64) as usize],
    }
    .shade(shade);
    let gloss = 0.3 + 0.15 * unit(key ^ 0x3C3C);
    (size, angle, tone, gloss)
}

/// The most pieces drawn in one pit; the number beside it tells the rest.
pub const MAX_DRAWN: usize = 48;

/// The radius of a seed in a pit of radius `pit_radius` holding `count` pieces: natural size for
/// a few, smaller (down to a floor, then heaped) when the pit fills.
pub fn seed_radius(pit_radius: f64, count: usize) -> f64 {
    let n = count.max(1) as f64;
    (pit_radius * 0.82 / n.sqrt()).clamp(0.15 * pit_radius, 0.25 * pit_radius)
}

/// A pile of `seeds` seeds and `cowries` cowries lying in a pit at `center` with radius
/// `radius`: cowries on top, everything scattered on a sunflower spiral with a little jitter,
/// the same every time for the same `salt` (the pit's index).
pub fn pile(center: Point, radius: f64, seeds: u32, cowries: u32, salt: u64) -> Vec<PieceSprite> {
    let cowries = (cowries as usize).min(MAX_DRAWN / 4);
    let seeds = (seeds as usize).min(MAX_DRAWN - cowries);
    let total = seeds + cowries;
    if total == 0 || radius.is_nan() || radius <= 0.0 {
        return Vec::new();
    }
    let r = seed_radius(radius, total);
    // The disc the centres fill: smaller than the pit so pieces stay inside its rim.
    let spread = (radius - 1.05 * r).max(0.0) * (total as f64 / 9.0).sqrt().min(1.0);
    let golden = std::f64::consts::PI * (3.0 - 5f64.sqrt());
    let turn = std::f64::consts::TAU * unit(salt ^ 0xFACE);
    (0..total)
        .map(|i| {
            // Seeds first (underneath), cowries last (on top, near the middle of the heap).
            let (piece, k) = if i < seeds {
                (Piece::Seed, i)
            } else {
                (Piece::Cowrie, i - seeds)
            };
            let slot = if piece == Piece::Cowrie {
                k * total / cowries.max(1)
            } else {
                i
            };
            let key = salt.wrapping_mul(97) ^ (slot as u64) << 8;
            let frac = ((slot as f64 + 0.5) / total as f64).sqrt();
            let theta = turn + golden * slot as f64;
            let jitter = 0.12 * r * (unit(key) - 0.5);
            let dist = frac * spread + jitter;
            let at = Point::new(
                center.x + dist * cos(theta) + 0.1 * r * (unit(key ^ 1) - 0.5),
                center.y + dist * sin(theta) + 0.1 * r * (unit(key ^ 2) - 0.5),
            );
            let (size, angle, tone, gloss) = piece_look(piece, salt, i);
            let (rx, ry) = match piece {
                Piece::Seed => (1.08 * r * size, 0.9 * r * size),
                Piece::Cowrie => (1.45 * r * size, 1.0 * r * size),
            };
            PieceSprite {
                piece,
                at,
                rx,
                ry,
                angle,
                tone,
                gloss,
            }
        })
        .collect()
}

/// One loose piece (flying between pits, in the hand) of the size it has in a pit holding a
/// few pieces.
pub fn loose(piece: Piece, at: Point, pit_radius: f64, key: u64) -> PieceSprite {
    let r = seed_radius(pit_radius, 6);
    let (size, angle, tone, gloss) = piece_look(piece, key, 0);
    let (rx, ry) = match piece {
        Piece::Seed => (1.08 * r * size, 0.9 * r * size),
        Piece::Cowrie => (1.45 * r * size, 1.0 * r * size),
    };
    PieceSprite {
        piece,
        at,
        rx,
        ry,
        angle,
        tone,
        gloss,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piles_are_deterministic_and_vary_between_pits() {
        let c = Point::new(100.0, 100.0);
        assert_eq!(pile(c, 40.0, 7, 1, 3), pile(c, 40.0, 7, 1, 3));
        assert_ne!(pile(c, 40.0, 7, 1, 3), pile(c, 40.0, 7, 1, 4));
    }

    #[test]
    fn piles_stay_inside_the_pit() {
        let c = Point::new(0.0, 0.0);
        for n in 0..60 {
            for salt in 0..12 {
                for s in pile(c, 40.0, n, u32::from(n % 3 == 0), salt) {
                    assert!(s.at.dist(c) + 0.8 * s.ry <= 40.0, "{n} seeds: {s:?}");
                }
            }
        }
    }

    #[test]
    fn seeds_differ_in_size_and_shade_and_cowries_are_larger_and_pale() {
        let p = pile(Point::new(0.0, 0.0), 40.0, 5, 1, 9);
        assert_eq!(p.len(), 6);
        let seeds: Vec<_> = p.iter().filter(|s| s.piece == Piece::Seed).collect();
        assert!(seeds.windows(2).any(|w| w[0].rx != w[1].rx));
        assert!(seeds.windows(2).any(|w| w[0].tone != w[1].tone));
        let cowrie = p.iter().find(|s| s.piece == Piece::Cowrie).unwrap();
        assert_eq!(p.last().unwrap().piece, Piece::Cowrie, "cowries lie on top");
        assert!(cowrie.rx / cowrie.ry > 1.3, "a cowrie is oval");
        let lum = |c: Rgb| u32::from(c.0) + u32::from(c.1) + u32::from(c.2);
        assert!(seeds.iter().all(|s| lum(s.tone) < lum(cowrie.tone)));
    }

    #[test]
    fn a_full_pit_draws_at_most_max_drawn() {
        assert_eq!(pile(Point::new(0.0, 0.0), 40.0, 200, 3, 0).len(), MAX_DRAWN);
        assert!(pile(Point::new(0.0, 0.0), 0.0, 5, 0, 0).is_empty());
    }
}
