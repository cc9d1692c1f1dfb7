//! A move told in words, for the page's `aria-live` region: a person who cannot see the board
//! hears what was sown, what was taken and what happens next.

use super::{fill, Texts};
use mancala_rules::event::LapKind;
use mancala_rules::{Event, Player, Variant};

/// The sentence that tells `mover`'s move made of `events`, in a game of `variant`. `names` are the players' names,
/// `stores` what each holds after the move, `next` the player to move after it (`None` once the
/// game is over). Pits are numbered from 1, as a person counts. The sentences follow the
/// events: the sowing, what it took, then the end of the round or game it brought.
pub fn describe_move(
    texts: &Texts,
    variant: Variant,
    names: &[String; 2],
    mover: Player,
    events: &[Event],
    stores: [u32; 2],
    next: Option<Player>,
) -> String {
    let who = |p: Player| names[usize::from(p & 1)].as_str();
    let mut parts: Vec<String> = Vec::new();
    // The ends of a round or a game, told after the captures that brought them.
    let mut ends: Vec<String> = Vec::new();
    let mut taken = [0u32; 2];
    let mut sowed = false;
    let mut laps = 0u32;
    for event in events {
        match event {
            Event::Lap {
                clockwise, kind, ..
            } => {
                laps += 1;
                if *clockwise && *kind == LapKind::First {
                    parts.push(texts.said_clockwise.to_string());
                }
            }
            Event::PickUp {
                pit,
                seeds,
                cowries,
            } if !sowed => {
                sowed = true;
                let sentence = texts.about(
                    texts.said_sows,
                    who(mover),
                    &[
                        ("seeds", &texts.sown(*seeds, *cowries)),
                        ("pit", &texts.pit_name(variant, *pit, false)),
                    ],
                );
                parts.insert(0, sentence);
            }
            Event::Capture { seeds, player, .. } | Event::HandToStore { seeds, player, .. } => {
                taken[usize::from(*player & 1)] += seeds;
            }
            Event::Harvest { seeds, .. } => {
                taken[usize::from(mover & 1)] += seeds;
            }
            Event::CaptureLimited { reason, .. } => parts.push(texts.slam(*reason).to_string()),
            Event::Pass { player, by_choice } => {
                parts.push(texts.about(texts.pass_words(*by_choice), who(*player), &[]));
            }
            Event::Offer { player, holes } => parts.push(texts.about(
                texts.offers,
                who(*player),
                &[("holes", &texts.holes(holes))],
            )),
            Event::Answer { player, accept } => {
                let template = if *accept {
                    texts.accepts
                } else {
                    texts.refuses
                };
                parts.push(texts.about(template, who(*player), &[]));
            }
            Event::RoundEnd { round, stores } => ends.push(fill(
                texts.round_over,
                &[("n", round), ("a", &stores[0]), ("b", &stores[1])],
            )),
            Event::GameEnd { winner, reason } => {
                let reason = texts.reason(*reason);
                ends.push(match winner {
                    Some(p) => texts.about(texts.wins_banner, who(*p), &[("reason", &reason)]),
                    None => fill(texts.draw_banner, &[("reason", &reason)]),
                });
            }
            _ => {}
        }
    }
    if laps > 1 {
        parts.push(fill(texts.said_laps, &[("laps", &laps)]));
    }
    if sowed {
        if taken == [0, 0] {
            parts.push(texts.said_no_capture.to_string());
        }
        for p in [0u8, 1] {
            let n = taken[usize::from(p)];
            if n > 0 {
                parts.push(texts.about(texts.said_captures, who(p), &[("seeds", &texts.seeds(n))]));
            }
        }
    }
    parts.append(&mut ends);
    parts.push(fill(
        texts.said_score,
        &[("a", &stores[0]), ("b", &stores[1])],
    ));
    if let Some(p) = next {
        parts.push(texts.about(texts.said_to_move, who(p), &[]));
    }
    parts
        .into_iter()
        .map(|s| end_sentence(&s))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `s` ending with a full stop, first letter in capitals.
fn end_sentence(s: &str) -> String {
    let s = super::capitalise(s.trim());
    if s.ends_with(['.', '!', '?']) {
        s
    } else {
        format!("{s}.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{english, language};
    use mancala_rules::{Game, Move, Options, Position, Variant};

    fn names() -> [String; 2] {
        ["Ama".to_string(), "Kofi".to_string()]
    }

    fn told(texts: &Texts, game: &mut Game, pit: u8) -> String {
        let mover = game.to_move();
        let events = game.play(&Move::Sow { pit }).expect("legal");
        let position = game.position();
        let next = game.outcome().is_none().then(|| game.to_move());
        describe_move(
            texts,
            game.variant(),
            &names(),
            mover,
            &events,
            position.stores_or_zero(),
            next,
        )
    }

    #[test]
    fn a_sowing_move_says_the_pit_the_seeds_the_score_and_who_is_next() {
        let mut game = Game::new(Variant::OwareAbapa, &Options::default()).expect("game");
        let said = told(english(), &mut game, 2);
        assert_eq!(
            said,
            "Ama sows 4 seeds from pit 3. Nothing is captured. Score 0 to 0. Kofi to move."
        );
    }

    #[test]
    fn a_capture_is_told_with_its_seeds_in_french_too() {
        let position =
            r#"{"variant":"oware-abapa","pits":[0,0,0,0,1,1,1,0,0,0,0,8],"stores":[23,14]}"#;
        let position = Position::from_json(position).expect("JSON");
        let mut game = Game::from_position(&position).expect("position");
        let said = told(language("fr").expect("fr"), &mut game, 5);
        assert!(
            said.starts_with("Ama sème 1 graine depuis la case 6.")
                && said.contains("Ama prend 2 graines.")
                && said.contains("Ama gagne (25 graines).")
                && said.ends_with("Score\u{a0}: 25 à 14."),
            "{said}"
        );
    }
}
