//! Building a move's steps from its events: how long each kind of step lasts, what it shows
//! moving and lifts off the board, the banners and captions that say what happens, worded from
//! [`Texts`], and the sound it makes: all that the renderer knows of each kind of event.

use super::{Lifted, Motion, Spot, Step};
use crate::cues::Cue;
use mancala_i18n::{capitalise, fill, Texts};
use mancala_rules::event::LapKind;
use mancala_rules::{CaptureCause, Event, Piece, Player, SetupCause};

/// Seconds per kind of step at normal speed.
pub(super) mod pace {
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

/// The name of player `p`, as announcements give it.
fn name(names: &[String; 2], p: Player) -> &str {
    &names[usize::from(p & 1)]
}

/// One step per event, the running captions they refer to, and the total time in seconds.
/// `speed` multiplies the pace (see [`super::Timeline::new`]); `names` are used in announcements.
pub(super) fn build(
    events: &[Event],
    speed: f64,
    names: &[String; 2],
    texts: &Texts,
) -> (Vec<Step>, Vec<String>, f64) {
    let scale = if speed.is_finite() && speed > 0.0 {
        1.0 / speed
    } else {
        0.0
    };
    let drops = events
        .iter()
        .filter(|e| matches!(e, Event::Drop { .. } | Event::DropInStore { .. }))
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
        let mut lifts = None;
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
                lifts = Some(Lifted {
                    from: Spot::Pit(*pit),
                    seeds: *seeds,
                    cowries: *cowries,
                });
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
            Event::DropInStore { player } => {
                let fly = Motion::Fly {
                    from: Spot::Hand(hand_at.unwrap_or(0)),
                    to: Spot::Store(*player),
                    piece: Piece::Seed,
                    count: 1,
                };
                (drop_time, fly, None, None)
            }
            Event::ExtraTurn { player } => (
                pace::SHORT_BANNER,
                Motion::Still,
                None,
                Some(texts.say(texts.plays_again, name(names, *player), &[])),
            ),
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
                set_caption(fill(texts.harvest, &[("seeds", &texts.seeds(*seeds))]));
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
                Some(capitalise(texts.slam(*reason))),
            ),
            Event::Pass { player, by_choice } => (
                pace::BANNER,
                Motion::Still,
                None,
                Some(texts.say(texts.pass_words(*by_choice), name(names, *player), &[])),
            ),
            Event::Offer { player, holes } => {
                let text = texts.say(
                    texts.offers,
                    name(names, *player),
                    &[("holes", &texts.holes(holes))],
                );
                (pace::BANNER, Motion::Still, None, Some(text))
            }
            Event::Answer { player, accept } => {
                let template = if *accept {
                    texts.accepts
                } else {
                    texts.refuses
                };
                let text = texts.say(template, name(names, *player), &[]);
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
                let reason = texts.reason(*reason);
                let text = match winner {
                    Some(p) => {
                        texts.say(texts.wins_banner, name(names, *p), &[("reason", &reason)])
                    }
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
            lifts: lifts.or_else(|| lifted_by(motion)),
            cue: cue_of(event),
        });
        t += duration;
    }
    (steps, captions, t)
}

/// The pieces a flight takes off its source: `count` pieces of its kind.
fn lifted_by(motion: Motion) -> Option<Lifted> {
    match motion {
        Motion::Still => None,
        Motion::Fly {
            from, piece, count, ..
        } => Some(match piece {
            Piece::Seed => Lifted {
                from,
                seeds: count,
                cowries: 0,
            },
            Piece::Cowrie => Lifted {
                from,
                seeds: 0,
                cowries: count,
            },
        }),
    }
}

/// The sound of `event`'s step as it lands, if it makes one.
fn cue_of(event: &Event) -> Option<Cue> {
    Some(match event {
        Event::Drop { pit, piece } => Cue::Drop {
            pit: *pit,
            cowrie: *piece == Piece::Cowrie,
        },
        Event::DropInStore { .. } => Cue::Store,
        Event::Capture { .. } | Event::HandToStore { .. } | Event::Harvest { .. } => Cue::Capture,
        Event::Pass { .. } => Cue::Pass,
        Event::GameEnd { .. } => Cue::End,
        _ => return None,
    })
}

/// What a capture is called, and whether it deserves a banner rather than a caption.
fn capture_words(texts: &Texts, cause: CaptureCause, who: &str) -> (String, bool) {
    let about = |phrase| texts.say(phrase, who, &[]);
    match cause {
        CaptureCause::Capture => (about(texts.capture), false),
        CaptureCause::OwnerFour => (texts.owner_four.to_string(), false),
        CaptureCause::LastFour => (about(texts.last_four), false),
        CaptureCause::LastSeeds => (about(texts.last_seeds), true),
        CaptureCause::Cowrie => (about(texts.cowrie_capture), false),
        CaptureCause::SeedToOpponent => (texts.seed_to_opponent.to_string(), false),
        CaptureCause::AutomaticHarvest => (about(texts.automatic_harvest), true),
        CaptureCause::Sweep => (texts.sweep.to_string(), false),
    }
}
