//! How a move unfolds over time, built from its events only (the renderer never re-derives
//! rules): the hand picks up, pieces fly pit to pit one by one, captures lift to the store,
//! announcements show for a while. Pure and deterministic, tested natively.
//!
//! A [`Timeline`] holds one [`Step`] per event. At any time it gives a [`Frame`]: the board with
//! every finished step applied and the current step's pieces lifted off their source (they are
//! in the air, see [`Frame::motion`]), the hand, and the banner or caption to show.

use crate::i18n::{capitalise, fill, Texts};
use crate::rules::event::LapKind;
use crate::rules::{replay, CaptureCause, Event, Piece, Player, ReplayBoard, SetupCause};

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

/// Seconds per kind of step at normal speed.
mod pace {
    pub const PICK_UP: f64 = 0.38;
    pub const DROP: f64 = 0.22;
    pub const RELAY: f64 = 0.4;
    pub const SKIP: f64 = 0.45;
    pub const CAPTURE: f64 = 0.6;
    pub const BANNER: f64 = 1.5;
    pub const SHORT_BANNER: f64 = 0.9;
    pub const OWNER: f64 = 0.3;
    /// Drops beyond this many in one move are sped up so a long move stays watchable.
    pub const DROPS_AT_FULL_PACE: f64 = 36.0;
    /// The shortest a drop may take, however long the move.
    pub const MIN_DROP: f64 = 0.035;
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

fn name(names: &[String; 2], p: Player) -> &str {
    &names[usize::from(p & 1)]
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
        let scale = if speed.is_finite() && speed > 0.0 {
            1.0 / speed
        } else {
            0.0
        };
        let drops = events
            .iter()
            .filter(|e| matches!(e, Event::Drop { .. }))
            .count() as f64;
        let squeeze = (pace::DROPS_AT_FULL_PACE / drops.max(1.0)).min(1.0);
        let drop_time = (pace::DROP * squeeze).max(pace::MIN_DROP);
        let pick_time = (pace::PICK_UP * squeeze.sqrt()).max(2.0 * pace::MIN_DROP);
        let mut captions: Vec<String> = Vec::new();
        let mut caption: Option<usize> = None;
        let mut hand_at: Option<usize> = None;
        let mut t = 0.0;
        let mut steps = Vec::with_capacity(events.len());
        for event in events {
            let mut set_caption = |text: String| {
                captions.push(text);
                caption = Some(captions.len() - 1);
            };
            let (duration, motion, active, banner) = match event {
                Event::Lap { kind, number, .. } => match kind {
                    LapKind::First => (0.0, Motion::Still, None, None),
                    LapKind::Relay => {
                        set_caption(fill(texts.relay_lap, &[("n", number)]));
                        (pace::RELAY * squeeze.sqrt(), Motion::Still, hand_at, None)
                    }
                    LapKind::Captured => {
                        set_caption(texts.sowing_harvest.into());
                        (pace::RELAY * squeeze.sqrt(), Motion::Still, hand_at, None)
                    }
                },
                Event::PickUp {
                    pit,
                    seeds,
                    cowries,
                } => {
                    hand_at = Some(*pit);
                    let piece = if *seeds == 0 {
                        Piece::Cowrie
                    } else {
                        Piece::Seed
                    };
                    let fly = Motion::Fly {
                        from: Spot::Pit(*pit),
                        to: Spot::Hand(*pit),
                        piece,
                        count: seeds + cowries,
                    };
                    (pick_time, fly, Some(*pit), None)
                }
                Event::Drop { pit, piece } => {
                    let from = Spot::Hand(hand_at.unwrap_or(*pit));
                    hand_at = Some(*pit);
                    let fly = Motion::Fly {
                        from,
                        to: Spot::Pit(*pit),
                        piece: *piece,
                        count: 1,
                    };
                    (drop_time, fly, Some(*pit), None)
                }
                Event::SkipOrigin { pit } => {
                    set_caption(texts.origin_skipped.into());
                    (pace::SKIP * squeeze.sqrt(), Motion::Still, Some(*pit), None)
                }
                Event::Capture {
                    pit,
                    seeds,
                    player,
                    cause,
                } => {
                    let (text, big) = capture_words(texts, *cause, name(names, *player));
                    let mut banner = None;
                    if big {
                        banner = Some(text);
                    } else {
                        set_caption(text);
                    }
                    let fly = Motion::Fly {
                        from: Spot::Pit(*pit),
                        to: Spot::Store(*player),
                        piece: Piece::Seed,
                        count: *seeds,
                    };
                    (pace::CAPTURE, fly, Some(*pit), banner)
                }
                Event::HandToStore {
                    pit,
                    seeds,
                    player,
                    cause,
                } => {
                    let (text, _) = capture_words(texts, *cause, name(names, *player));
                    set_caption(text);
                    let from = Spot::Hand(pit.or(hand_at).unwrap_or(0));
                    let fly = Motion::Fly {
                        from,
                        to: Spot::Store(*player),
                        piece: Piece::Seed,
                        count: *seeds,
                    };
                    (pace::CAPTURE, fly, *pit, None)
                }
                Event::Harvest { pit, seeds } => {
                    set_caption(fill(texts.harvest, &[("n", seeds)]));
                    let to = Spot::Hand(hand_at.unwrap_or(*pit));
                    let fly = Motion::Fly {
                        from: Spot::Pit(*pit),
                        to,
                        piece: Piece::Seed,
                        count: *seeds,
                    };
                    (pace::CAPTURE, fly, Some(*pit), None)
                }
                Event::CaptureLimited { reason, .. } => (
                    pace::BANNER,
                    Motion::Still,
                    None,
                    Some(capitalise(texts.reason(reason))),
                ),
                Event::Pass { player } => (
                    pace::BANNER,
                    Motion::Still,
                    None,
                    Some(fill(texts.passes, &[("who", &name(names, *player))])),
                ),
                Event::Offer { player, holes } => {
                    let list: Vec<String> = holes.iter().map(|h| h.to_string()).collect();
                    let text = fill(
                        texts.offers,
                        &[("who", &name(names, *player)), ("holes", &list.join(", "))],
                    );
                    (pace::BANNER, Motion::Still, None, Some(text))
                }
                Event::Answer { player, accept } => {
                    let template = if *accept {
                        texts.accepts
                    } else {
                        texts.refuses
                    };
                    let text = fill(template, &[("who", &name(names, *player))]);
                    (pace::BANNER, Motion::Still, None, Some(text))
                }
                Event::StoreToPit { player, pit, seeds } => {
                    let fly = Motion::Fly {
                        from: Spot::Store(*player),
                        to: Spot::Pit(*pit),
                        piece: Piece::Seed,
                        count: *seeds,
                    };
                    (pace::CAPTURE, fly, Some(*pit), None)
                }
                Event::OwnerChange { pit, .. } => (pace::OWNER, Motion::Still, Some(*pit), None),
                Event::RoundEnd { round, stores } => (
                    pace::BANNER,
                    Motion::Still,
                    None,
                    Some(fill(
                        texts.round_over,
                        &[("n", round), ("a", &stores[0]), ("b", &stores[1])],
                    )),
                ),
                Event::GameEnd { winner, reason } => {
                    let reason = texts.reason(reason);
                    let text = match winner {
                        Some(p) => fill(
                            texts.wins_banner,
                            &[("who", &name(names, *p)), ("reason", &reason)],
                        ),
                        None => fill(texts.draw_banner, &[("reason", &reason)]),
                    };
                    (pace::BANNER, Motion::Still, None, Some(text))
                }
                Event::Setup { cause, .. } => {
                    let text = match cause {
                        SetupCause::Arrangement => texts.setup_arranged,
                        SetupCause::NewRound => texts.setup_new_round,
                        SetupCause::NewGame => texts.setup_new_game,
                    };
                    (
                        pace::SHORT_BANNER,
                        Motion::Still,
                        None,
                        Some(text.to_string()),
                    )
                }
                Event::Turn { .. } => (0.0, Motion::Still, None, None),
            };
            if matches!(event, Event::Setup { .. } | Event::GameEnd { .. }) {
                hand_at = None;
                caption = None;
            }
            let duration = duration * scale;
            steps.push(Step {
                start: t,
                duration,
                motion,
                active,
                banner,
                caption,
                hand_at,
            });
            t += duration;
        }
        Timeline {
            before: before.clone(),
            events: events.to_vec(),
            steps,
            captions,
            total: t,
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
        lift(&mut self.shown, &self.events[self.cursor])?;
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
            .filter(|_| holding || flying_from_hand)
            .map(|pit| (pit, self.shown.hand_seeds, self.shown.hand_cowries));
        Ok(Frame {
            board: &self.shown,
            motion: Some((step.motion, progress)),
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
fn lift(b: &mut ReplayBoard, event: &Event) -> Result<(), String> {
    let take = |v: &mut u32, n: u32| -> Result<(), String> {
        *v = v
            .checked_sub(n)
            .ok_or("the event log does not fit the board")?;
        Ok(())
    };
    let pit_ok = |pit: usize| {
        if pit < b.pits.len() {
            Ok(pit)
        } else {
            Err(format!("pit {pit} out of range"))
        }
    };
    match event {
        Event::PickUp {
            pit,
            seeds,
            cowries,
        } => {
            let pit = pit_ok(*pit)?;
            take(&mut b.pits[pit], *seeds)?;
            take(&mut b.cowries[pit], *cowries)?;
        }
        Event::Drop { piece, .. } => match piece {
            Piece::Seed => take(&mut b.hand_seeds, 1)?,
            Piece::Cowrie => take(&mut b.hand_cowries, 1)?,
        },
        Event::Capture { pit, seeds, .. } | Event::Harvest { pit, seeds } => {
            let pit = pit_ok(*pit)?;
            take(&mut b.pits[pit], *seeds)?;
        }
        Event::HandToStore { seeds, .. } => take(&mut b.hand_seeds, *seeds)?,
        Event::StoreToPit { player, seeds, .. } => {
            take(&mut b.stores[usize::from(*player & 1)], *seeds)?;
        }
        _ => {}
    }
    Ok(())
}

/// What a capture is called, and whether it deserves a banner rather than a caption.
fn capture_words(texts: &Texts, cause: CaptureCause, who: &str) -> (String, bool) {
    let (template, big) = match cause {
        CaptureCause::Capture => (texts.capture, false),
        CaptureCause::OwnerFour => (texts.owner_four, false),
        CaptureCause::LastFour => (texts.last_four, false),
        CaptureCause::LastSeeds => (texts.last_seeds, true),
        CaptureCause::Cowrie => (texts.cowrie_capture, false),
        CaptureCause::SeedToOpponent => (texts.seed_to_opponent, false),
        CaptureCause::AutomaticHarvest => (texts.automatic_harvest, true),
        CaptureCause::Sweep => (texts.sweep, false),
    };
    (fill(template, &[("who", &who)]), big)
}

#[cfg(test)]
#[path = "timeline_tests.rs"]
mod tests;
