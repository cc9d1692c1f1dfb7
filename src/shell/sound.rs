//! The sounds of the game, made with the Web Audio API (no audio files): a soft click for each
//! piece dropped (its pitch set by the pit, a cowrie brighter), a rising pair of notes for a
//! capture, a falling pair for a pass, a little arpeggio at the end, and a tick for a press in
//! kiosk mode. Browsers let a page make sound only after a person has touched it: before that,
//! and wherever audio is missing, cues are dropped without a word on the console. The visitor's
//! choice (the sound button) is kept by `kept.rs`.

use mancala_render::cues::Cue;
use wasm_bindgen::JsValue;
use web_sys::{AudioContext, OscillatorType, Window};

/// The page's sound, made on first need.
#[derive(Default)]
pub struct Sound {
    context: Option<AudioContext>,
    /// Audio cannot be had here: never try again.
    missing: bool,
}

/// One note: when (seconds from now), pitch (Hz), length (s), loudness (0..1), waveform.
struct Note(f64, f64, f64, f32, OscillatorType);

impl Sound {
    /// Plays `cues` now, in order (a few milliseconds apart).
    pub fn play(&mut self, window: &Window, cues: &[Cue]) {
        let Some(context) = self.context(window) else {
            return;
        };
        let mut notes = Vec::new();
        for (i, cue) in cues.iter().enumerate() {
            let at = 0.035 * i as f64;
            notes.extend(notes_of(*cue, at));
        }
        for note in notes {
            // A note that cannot be scheduled is only a missing sound.
            let _ = schedule(context, &note);
        }
    }

    /// The audio context, once a person has touched the page; `None` before, or without audio.
    fn context(&mut self, window: &Window) -> Option<&AudioContext> {
        if self.missing || !touched(window) {
            return None;
        }
        if self.context.is_none() {
            match AudioContext::new() {
                Ok(context) => self.context = Some(context),
                Err(_) => {
                    self.missing = true;
                    return None;
                }
            }
        }
        let context = self.context.as_ref()?;
        if context.state() == web_sys::AudioContextState::Suspended {
            // Allowed now that the page was touched; the promise's failure is only silence.
            let _ = context.resume();
        }
        Some(context)
    }
}

/// True once a person has pressed something on the page (`navigator.userActivation`); where
/// the browser cannot tell, true.
fn touched(window: &Window) -> bool {
    let navigator: JsValue = window.navigator().into();
    let Ok(activation) = js_sys::Reflect::get(&navigator, &"userActivation".into()) else {
        return true;
    };
    if activation.is_undefined() {
        return true;
    }
    js_sys::Reflect::get(&activation, &"hasBeenActive".into())
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(true)
}

/// The notes of `cue`, starting `at` seconds from now.
fn notes_of(cue: Cue, at: f64) -> Vec<Note> {
    use OscillatorType::{Sine, Triangle};
    match cue {
        Cue::Drop { pit, cowrie } => {
            // Neighbouring pits differ a little; a cowrie rings higher than a seed.
            let pitch = 520.0 + ((pit * 7) % 9) as f64 * 26.0;
            let pitch = if cowrie { pitch * 1.5 } else { pitch };
            vec![Note(at, pitch, 0.09, 0.16, Triangle)]
        }
        Cue::Store => vec![Note(at, 392.0, 0.12, 0.18, Triangle)],
        Cue::Capture => vec![
            Note(at, 660.0, 0.16, 0.2, Sine),
            Note(at + 0.08, 880.0, 0.22, 0.2, Sine),
        ],
        Cue::Pass => vec![
            Note(at, 330.0, 0.18, 0.16, Sine),
            Note(at + 0.14, 247.0, 0.26, 0.16, Sine),
        ],
        Cue::End => [523.0, 659.0, 784.0, 1047.0]
            .iter()
            .enumerate()
            .map(|(i, &f)| Note(at + 0.12 * i as f64, f, 0.35, 0.18, Sine))
            .collect(),
        Cue::Press => vec![Note(at, 1400.0, 0.03, 0.08, Sine)],
    }
}

/// One note on `context`: an oscillator through a gain that rises in 5 ms and fades out.
fn schedule(
    context: &AudioContext,
    &Note(at, pitch, length, loudness, wave): &Note,
) -> Result<(), JsValue> {
    let start = context.current_time() + at;
    let oscillator = context.create_oscillator()?;
    oscillator.set_type(wave);
    oscillator
        .frequency()
        .set_value_at_time(pitch as f32, start)?;
    let gain = context.create_gain()?;
    let level = gain.gain();
    level.set_value_at_time(0.0, start)?;
    level.linear_ramp_to_value_at_time(loudness, start + 0.005)?;
    level.exponential_ramp_to_value_at_time(0.0001, start + length)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start_with_when(start)?;
    oscillator.stop_with_when(start + length + 0.02)
}
