//! The canvas the board is drawn on: its size, the board's layout for it and the game shown,
//! and the time of the last frame; where a pointer or the keyboard's arrows land on it.

use mancala_render::geom::Point;
use mancala_render::layout::{BoardLayout, BoardSpec};
use mancala_rules::Variant;

/// The canvas as the last frame found it.
pub struct Canvas {
    layout: BoardLayout,
    size: (f64, f64),
    facing: bool,
    clock: f64,
}

impl Canvas {
    /// A canvas not measured yet, for `variant`'s board.
    pub fn new(variant: Variant) -> Canvas {
        Canvas {
            layout: BoardLayout::for_variant(variant, 0.0, 0.0),
            size: (0.0, 0.0),
            facing: false,
            clock: 0.0,
        }
    }

    /// A frame at time `now` (rAF milliseconds) on a canvas of `size` (width, height), the
    /// players face to face across it (`facing`) or side by side: the board laid out again for
    /// `variant` when the game, the size or the seating changed.
    pub fn frame(&mut self, variant: Variant, now: f64, size: (f64, f64), facing: bool) {
        let (width, height) = size;
        self.clock = now;
        if self.layout.spec != BoardSpec::of(variant)
            || (self.size.0 - width).abs() > 0.5
            || (self.size.1 - height).abs() > 0.5
            || self.facing != facing
        {
            let layout = BoardLayout::for_variant(variant, width, height);
            self.layout = if facing { layout.facing() } else { layout };
            self.size = (width, height);
            self.facing = facing;
        }
    }

    /// The board's layout at the last frame.
    pub fn layout(&self) -> &BoardLayout {
        &self.layout
    }

    /// The time of the last frame (rAF milliseconds).
    pub fn clock(&self) -> f64 {
        self.clock
    }

    /// The pit at (`x`, `y`), CSS pixels from the canvas's corner, if one is there.
    pub fn pit_at(&self, x: f64, y: f64) -> Option<usize> {
        self.layout.pit_at(Point::new(x, y))
    }

    /// The player whose store is at (`x`, `y`), if one is there.
    pub fn store_at(&self, x: f64, y: f64) -> Option<mancala_rules::Player> {
        let p = Point::new(x, y);
        let at = self
            .layout
            .stores
            .iter()
            .position(|store| store.contains(p))?;
        mancala_rules::Player::try_from(at).ok()
    }

    /// The pit an arrow (`dx`, `dy`) moves the keyboard's focus to from `from`: the nearest
    /// pit that way, favouring pits straight ahead.
    pub fn pit_toward(&self, from: usize, dx: f64, dy: f64) -> Option<usize> {
        let pits = &self.layout.pits;
        let c = pits.get(from).map_or(Point::default(), |pit| pit.center);
        pits.iter()
            .enumerate()
            .filter(|(i, _)| *i != from)
            .map(|(i, pit)| {
                let (vx, vy) = (pit.center.x - c.x, pit.center.y - c.y);
                (i, vx * dx + vy * dy, (vx * dy - vy * dx).abs())
            })
            .filter(|&(_, ahead, _)| ahead > 1.0)
            .min_by(|a, b| (a.1 + 2.0 * a.2).total_cmp(&(b.1 + 2.0 * b.2)))
            .map(|(i, _, _)| i)
    }
}
