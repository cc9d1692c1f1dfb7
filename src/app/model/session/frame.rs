//! The clock of the [`Session`]: a frame lays the board out for the canvas's size, moves the
//! animations on and says what follows a finished move; and the controls as the game stands.

use super::super::command::{Control, Effect};
use super::super::controls::{controls, Around};
use super::super::Action;
use super::{Session, SLOW, SPEEDS};
use mancala_render::layout::{BoardLayout, BoardSpec};

impl Session {
    /// A frame: the layout for the canvas's size, the animations moved on, then drawn.
    pub(super) fn frame(&mut self, now: f64, width: f64, height: f64, out: &mut Vec<Effect>) {
        self.clock = now;
        if self.layout.spec != BoardSpec::of(self.table.variant)
            || (self.size.0 - width).abs() > 0.5
            || (self.size.1 - height).abs() > 0.5
        {
            self.layout = BoardLayout::for_variant(self.table.variant, width, height);
            self.size = (width, height);
        }
        let ended = match self.table.advance(now) {
            Ok(ended) => ended,
            Err(e) => {
                // Never leave a half-shown move: jump to the position and carry on.
                out.push(Effect::Report(format!("drawing a frame: {e}")));
                self.table.skip();
                true
            }
        };
        let cues = self.table.take_cues();
        if !cues.is_empty() && self.sound_on() {
            out.push(Effect::Sound(cues));
        }
        out.push(Effect::Draw);
        if self.table.animating() {
            out.push(Effect::NextFrame);
        } else if ended {
            out.push(self.controls());
            self.follow(out);
        }
    }

    /// The controls as the game stands.
    pub(super) fn controls(&self) -> Effect {
        let around = Around {
            speed: speed_index(self.speed),
            level: self.settings.level,
            language_button: self.start.language_button,
            sound: self.sound_on(),
        };
        let mut out = controls(&self.table, &self.seats(), &around);
        match &self.learning {
            Some(learning) => {
                out.extend(learning.controls(self.texts));
                // A lesson is the learner's alone: no taking back, no replay, no computer.
                for action in [
                    Action::Undo,
                    Action::Back,
                    Action::Forward,
                    Action::Opponent,
                    Action::Level,
                ] {
                    out.push(Control {
                        id: action.id(),
                        enabled: Some(false),
                        ..Control::default()
                    });
                }
            }
            None => {
                out.push(Control {
                    id: "lesson",
                    visible: Some(false),
                    ..Control::default()
                });
                for action in [Action::Opponent, Action::Level] {
                    out.push(Control {
                        id: action.id(),
                        enabled: Some(true),
                        ..Control::default()
                    });
                }
            }
        }
        out.extend(self.aid_controls());
        out.push(self.share_control());
        out.extend(self.rules_controls());
        self.harvest_controls(&mut out);
        Effect::Controls(out)
    }
}

/// The index in [`SPEEDS`] (and `Texts::speeds`) that names `speed`: the listed speed, else
/// normal, fast, instant or slow by how it compares with normal.
pub fn speed_index(speed: f64) -> usize {
    SPEEDS
        .iter()
        .position(|s| *s == speed)
        .unwrap_or(if speed.is_infinite() {
            2
        } else if speed > 1.0 {
            1
        } else {
            SLOW
        })
}
