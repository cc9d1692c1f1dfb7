//! The scene a frame of the page's game shows: the board at rest, or the move being animated
//! at that moment (pieces in flight, the hand, captions); and the clock that moves animations
//! on.

use super::Table;
use crate::opponent::Seats;
use mancala_i18n::{fill, Texts};
use mancala_render::layout::BoardLayout;
use mancala_render::scene::{Flight, HandView, Scene};
use mancala_render::timeline::{Motion, Spot};
use mancala_rules::{ReplayBoard, Variant};

impl Table {
    /// Moves the animations on to frame time `now` (rAF milliseconds): the first frame of a
    /// move starts its clock, finished moves are dropped and their last board shown. True when
    /// the last animation ended now.
    ///
    /// # Errors
    /// An event log that does not fit its board.
    pub fn advance(&mut self, now: f64) -> Result<bool, String> {
        let was = self.animating();
        while let Some(front) = self.anims.front_mut() {
            let start = *front.start.get_or_insert(now);
            let t = ((now - start) / 1000.0).max(0.0);
            self.cues.extend(front.timeline.cues(front.heard, t));
            front.heard = t;
            if t >= front.timeline.total() {
                self.shown = front.timeline.final_board()?;
                self.anims.pop_front();
                if self.anims.is_empty() {
                    self.choice.reset_board(&mut self.shown);
                }
                continue;
            }
            break;
        }
        Ok(was && !self.animating())
    }

    /// The sounds of the frames shown since the last call, in order.
    pub fn take_cues(&mut self) -> Vec<mancala_render::cues::Cue> {
        std::mem::take(&mut self.cues)
    }

    /// Draws nothing itself: builds the scene at frame time `now` (after [`Table::advance`])
    /// and hands it to `draw`.
    ///
    /// # Errors
    /// An event log that does not fit its board.
    pub fn with_scene<R>(
        &mut self,
        layout: &BoardLayout,
        now: f64,
        seats: &Seats,
        draw: impl FnOnce(&Scene) -> R,
    ) -> Result<R, String> {
        let names = seats.names();
        let notes = self.notes(seats.texts);
        let legal = self.playable(seats.opponent);
        let selected = self.choice.selected();
        let to_move = if self.animating() || self.frozen {
            None
        } else {
            self.to_move()
        };
        let Some(front) = self.anims.front_mut() else {
            let scene = Scene {
                names,
                notes,
                to_move,
                legal: &legal,
                focus: self.focus,
                hover: self.hover,
                selected: &selected,
                marked: &self.marked,
                banner: self.unavailable.as_deref(),
                ..Scene::at_rest(layout, &self.shown, seats.texts)
            };
            return Ok(draw(&scene));
        };
        let t = ((now - front.start.unwrap_or(now)) / 1000.0).max(0.0);
        let frame = if seats.calm {
            front.timeline.calm_frame(t)?
        } else {
            front.timeline.frame(t)?
        };
        let at = |spot: Spot| spot_point(layout, spot);
        let flights: Vec<Flight> = match frame.motion {
            Some((
                Motion::Fly {
                    from,
                    to,
                    piece,
                    count,
                },
                progress,
            )) => vec![Flight {
                piece,
                count,
                from: at(from),
                to: at(to),
                t: progress,
            }],
            _ => Vec::new(),
        };
        let hand = frame.hand.map(|(pit, seeds, cowries)| HandView {
            at: at(Spot::Hand(pit)),
            seeds,
            cowries,
        });
        let scene = Scene {
            names,
            notes,
            active: frame.active,
            glow: match (seats.calm, frame.motion) {
                (true, Some((_, progress))) => progress,
                _ => 1.0,
            },
            flights: &flights,
            hand,
            banner: frame.banner,
            caption: frame.caption,
            ..Scene::at_rest(layout, frame.board, seats.texts)
        };
        Ok(draw(&scene))
    }
}

/// Where a spot of the timeline lies on screen.
pub fn spot_point(layout: &BoardLayout, spot: Spot) -> mancala_render::geom::Point {
    match spot {
        Spot::Pit(i) => layout
            .pits
            .get(i)
            .map_or(layout.board.center(), |p| p.center),
        Spot::Store(p) => layout.store_center(p),
        Spot::Hand(i) => {
            let c = layout
                .pits
                .get(i)
                .map_or(layout.board.center(), |p| p.center);
            c.offset(0.15 * layout.cell, -0.42 * layout.cell)
        }
    }
}

impl Table {
    /// Notes on the plates: each player's points in a Woaley series, else nothing.
    pub fn notes(&self, texts: &Texts) -> [String; 2] {
        let mut notes = [String::new(), String::new()];
        let Some(g) = &self.game else { return notes };
        let p = g.current().position();
        if let Some(points) = p.extra.get("points").and_then(|v| v.as_array()) {
            let game_no = p.extra.get("game").and_then(|v| v.as_u64()).unwrap_or(1);
            for (i, note) in notes.iter_mut().enumerate() {
                let sum: u64 = points
                    .iter()
                    .filter_map(|g| g.get(i).and_then(|v| v.as_u64()))
                    .sum();
                *note = fill(texts.series_note, &[("n", &game_no), ("pts", &sum)]);
            }
        }
        notes
    }
}

/// An empty board of `variant`'s shape (shown when its rules are not available yet).
pub(super) fn empty_board(variant: Variant) -> ReplayBoard {
    let n = variant.pit_count();
    ReplayBoard {
        pits: vec![0; n],
        cowries: vec![0; n],
        owners: mancala_rules::Position {
            variant,
            to_move: 0,
            pits: vec![0; n],
            cowries: None,
            owners: None,
            stores: None,
            extra: Default::default(),
        }
        .owners_or_default(),
        stores: [0, 0],
        to_move: 0,
        hand_seeds: 0,
        hand_cowries: 0,
    }
}
