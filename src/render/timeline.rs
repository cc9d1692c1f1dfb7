//! How a move unfolds over time, built from its events only (the renderer never re-derives
//! rules): the hand picks up, pieces fly pit to pit one by one, captures lift to the store,
//! announcements show for a while. Pure and deterministic, tested natively.
//!
//! A [`Timeline`] holds one [`Step`] per event. At any time it gives a [`Frame`]: the board with
//! every finished step applied and the current step's pieces lifted off their source (they are
//! in the air, see [`Frame::motion`]), the hand, and the banner or caption to show. In calm
//! motion (the visitor asked for reduced motion) nothing flies and there is no hand: the
//! current step's pieces are already where it puts them, and only the pit it acts on is marked,
//! fading in over the step, so that the pits change one after the other at the same pace.

mod steps;

use crate::cues::Cue;
use mancala_i18n::Texts;
use mancala_rules::{replay, Event, Piece, Player, ReplayBoard};

/// Where a moving piece is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// In a pit.
    Pit(usize),
    /// In a player's store.
    Store(Player),
    /// In the sower's hand, held over a pit.
    Hand(usize),
}

/// What a step shows moving.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    /// Nothing moves (an announcement, a change of owner).
    Still,
    /// `count` pieces travel from one spot to another.
    Fly {
        /// Start.
        from: Spot,
        /// End.
        to: Spot,
        /// Seed or cowrie.
        piece: Piece,
        /// How many (a capture moves its heap at once).
        count: u32,
    },
}

/// One event's share of the animation.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// When it starts, in seconds from the start of the move.
    pub start: f64,
    /// How long it lasts, in seconds.
    pub duration: f64,
    /// What moves.
    pub motion: Motion,
    /// The pit it acts on, highlighted meanwhile.
    pub active: Option<usize>,
    /// A large announcement shown during the step.
    pub banner: Option<String>,
    /// Index in [`Timeline::captions`] of the running caption, if any.
    pub caption: Option<usize>,
    /// The pit the hand hovers over during the step.
    pub hand_at: Option<usize>,
    /// The pieces the step takes off their source while they fly.
    pub lifts: Option<Lifted>,
    /// The sound the step makes as it lands.
    pub cue: Option<Cue>,
}

/// Pieces taken off their source while they fly: `seeds` and `cowries` from `from`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lifted {
    /// Where they leave.
    pub from: Spot,
    /// How many seeds.
    pub seeds: u32,
    /// How many cowries.
    pub cowries: u32,
}

/// One moment of the animation.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame<'a> {
    /// The visible board: finished steps applied, the current step's pieces lifted off.
    pub board: &'a ReplayBoard,
    /// The current step's motion and its progress (0 to 1), if a step is running.
    pub motion: Option<(Motion, f64)>,
    /// The pit being acted on.
    pub active: Option<usize>,
    /// Where the hand hovers and what it holds, while it holds something.
    pub hand: Option<(usize, u32, u32)>,
    /// A large announcement.
    pub banner: Option<&'a str>,
    /// A running caption.
    pub caption: Option<&'a str>,
    /// True once every step is over.
    pub done: bool,
}

/// A move's animation.
#[derive(Clone, Debug)]
pub struct Timeline {
    before: ReplayBoard,
    events: Vec<Event>,
    steps: Vec<Step>,
    /// The running captions the steps refer to.
    pub captions: Vec<String>,
    total: f64,
    /// The board after the steps before `cursor`, and the current step's lifted view.
    board: ReplayBoard,
    shown: ReplayBoard,
    cursor: usize,
}

impl Timeline {
    /// The animation of `events` played on `before`. `speed` multiplies the pace (2 = twice as
    /// fast); a speed that is not a positive finite number, or `f64::INFINITY`, makes every
    /// step instant. `names` are used in announcements, worded in the language of `texts`.
    pub fn new(
        before: &ReplayBoard,
        events: &[Event],
        speed: f64,
        names: &[String; 2],
        texts: &Texts,
    ) -> Timeline {
        let (steps, captions, total) = steps::build(events, speed, names, texts);
        Timeline {
            before: before.clone(),
            events: events.to_vec(),
            steps,
            captions,
            total,
            board: before.clone(),
            shown: before.clone(),
            cursor: 0,
        }
    }

    /// How long the whole move lasts, in seconds.
    pub fn total(&self) -> f64 {
        self.total
    }

    /// The steps, one per event.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The move's events, one per step.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The board once every event is applied.
    ///
    /// # Errors
    /// An event log that does not fit the board it started from.
    pub fn final_board(&self) -> Result<ReplayBoard, String> {
        let mut b = self.before.clone();
        for e in &self.events {
            replay(&mut b, e)?;
        }
        Ok(b)
    }

    /// The frame at `t` seconds from the start of the move (any `t`; times past the end give
    /// the final board). Moving forward is cheap; going back replays from the start.
    ///
    /// # Errors
    /// An event log that does not fit the board it started from.
    pub fn frame(&mut self, t: f64) -> Result<Frame<'_>, String> {
        self.frame_in(t, false)
    }

    /// The frame at `t` in calm motion: the current step's pieces already landed, nothing in
    /// the air and no hand; [`Frame::motion`] is [`Motion::Still`] with the step's progress.
    ///
    /// # Errors
    /// An event log that does not fit the board it started from.
    pub fn calm_frame(&mut self, t: f64) -> Result<Frame<'_>, String> {
        self.frame_in(t, true)
    }

    fn frame_in(&mut self, t: f64, calm: bool) -> Result<Frame<'_>, String> {
        let t = if t.is_nan() { 0.0 } else { t };
        let current_start = self
            .steps
            .get(self.cursor)
            .map_or(f64::INFINITY, |s| s.start);
        if t < current_start && self.cursor > 0 {
            self.board = self.before.clone();
            self.cursor = 0;
        }
        while let Some(step) = self.steps.get(self.cursor) {
            if t < step.start + step.duration || (step.duration == 0.0 && t < step.start) {
                break;
            }
            replay(&mut self.board, &self.events[self.cursor])?;
            self.cursor += 1;
        }
        self.shown.clone_from(&self.board);
        let Some(step) = self.steps.get(self.cursor) else {
            return Ok(Frame {
                board: &self.shown,
                motion: None,
                active: None,
                hand: None,
                banner: None,
                caption: None,
                done: true,
            });
        };
        if calm {
            replay(&mut self.shown, &self.events[self.cursor])?;
        } else {
            if let Some(lifted) = step.lifts {
                lift(&mut self.shown, lifted)?;
            }
        }
        let progress = if step.duration > 0.0 {
            ((t - step.start) / step.duration).clamp(0.0, 1.0)
        } else {
            1.0
        };
        let holding = self.shown.hand_seeds + self.shown.hand_cowries > 0;
        let flying_from_hand = matches!(
            step.motion,
            Motion::Fly {
                from: Spot::Hand(_),
                ..
            } | Motion::Fly {
                to: Spot::Hand(_),
                ..
            }
        );
        let hand = step
            .hand_at
            .filter(|_| !calm && (holding || flying_from_hand))
            .map(|pit| (pit, self.shown.hand_seeds, self.shown.hand_cowries));
        let motion = if calm { Motion::Still } else { step.motion };
        Ok(Frame {
            board: &self.shown,
            motion: Some((motion, progress)),
            active: step.active,
            hand,
            banner: step.banner.as_deref(),
            caption: step
                .caption
                .and_then(|i| self.captions.get(i))
                .map(String::as_str),
            done: false,
        })
    }
}

/// Takes the pieces of a running step off their source: they are in the air.
fn lift(b: &mut ReplayBoard, lifted: Lifted) -> Result<(), String> {
    let take = |v: &mut u32, n: u32| -> Result<(), String> {
        *v = v
            .checked_sub(n)
            .ok_or("the event log does not fit the board")?;
        Ok(())
    };
    let Lifted {
        from,
        seeds,
        cowries,
    } = lifted;
    match from {
        Spot::Pit(pit) => {
            let out_of_range = || format!("pit {pit} out of range");
            take(b.pits.get_mut(pit).ok_or_else(out_of_range)?, seeds)?;
            if cowries > 0 {
                take(b.cowries.get_mut(pit).ok_or_else(out_of_range)?, cowries)?;
            }
        }
        Spot::Hand(_) => {
            take(&mut b.hand_seeds, seeds)?;
            take(&mut b.hand_cowries, cowries)?;
        }
        Spot::Store(player) => take(&mut b.stores[usize::from(player & 1)], seeds)?,
    }
    Ok(())
}

#[cfg(test)]
mod tests;
