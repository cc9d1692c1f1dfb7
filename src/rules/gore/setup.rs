//! Goré positions as data: reading one with every check (the only way from outside data to a
//! game), and writing one. The `extra` fields are described in the module header.

use super::negotiation::{check_offer, holes_of, Gifts};
use super::turn::Talk;
use super::{Gore, END_AT_MOST, FIRST_TO, HOLES, TOTAL_SEEDS};
use super::house::OfferTiming;
use crate::house::EXTRA_KEY;
use crate::{
    opp, write_extra, Board, EndReason, Error, Extra, HouseRules, Player, Position, Variant,
};
use serde::{Deserialize, Serialize};
use serde_json::Map;

/// Goré's `extra` (the module header says what each means); absent when at its default.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct GoreExtra {
    /// The holes of the offer awaiting an answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pending_offer: Option<Vec<u64>>,
    /// The mover has offered this turn.
    #[serde(skip_serializing_if = "Option::is_none")]
    offer_made: Option<bool>,
    /// Under G-neg-time "any-time": his offers were accepted and he may offer again.
    #[serde(skip_serializing_if = "Option::is_none")]
    may_offer_again: Option<bool>,
    /// Who has refused an offer.
    #[serde(skip_serializing_if = "Option::is_none")]
    refused: Option<[bool; 2]>,
    /// Why a finished game ended.
    #[serde(skip_serializing_if = "Option::is_none")]
    end_reason: Option<String>,
}

impl Extra for GoreExtra {
    const KEYS: &'static [&'static str] = &[
        "pendingOffer",
        "offerMade",
        "mayOfferAgain",
        "refused",
        "endReason",
        EXTRA_KEY,
    ];
}

const PENDING_OFFER: &str = "pendingOffer";
const OFFER_MADE: &str = "offerMade";
const MAY_OFFER_AGAIN: &str = "mayOfferAgain";
const END_REASON: &str = "endReason";

/// The holes of a bit set as text, e.g. `"1, 2"`.
pub(super) fn hole_list(set: u8) -> String {
    holes_of(set)
        .map(|h| h.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn invalid(message: impl Into<String>) -> Error {
    Error::Position(message.into())
}

/// Seed counts as `u8`, once the total is known to be 48 (so none can exceed it).
fn seed_counts<const N: usize>(counts: &[u32], what: &str) -> Result<[u8; N], Error> {
    let mut out = [0u8; N];
    if counts.len() != N {
        return Err(invalid(format!(
            "{what} lists {} entries, not {N}",
            counts.len()
        )));
    }
    for (slot, &count) in out.iter_mut().zip(counts) {
        *slot = u8::try_from(count)
            .map_err(|_| invalid(format!("{what}: {count} seeds is more than the game has")))?;
    }
    Ok(out)
}

/// The pending offer's holes as a bit set, refusing holes off the board and repeated ones.
fn pending_set(list: &[u64]) -> Result<u8, Error> {
    let mut set = 0u8;
    for &hole in list {
        let bit = usize::try_from(hole)
            .ok()
            .filter(|&h| h < HOLES)
            .map(|h| 1u8 << h)
            .ok_or_else(|| {
                invalid(format!(
                    "extra.{PENDING_OFFER}: hole {hole} does not exist on a 2×4 board"
                ))
            })?;
        if set & bit != 0 {
            return Err(invalid(format!(
                "extra.{PENDING_OFFER}: hole {hole} is listed twice"
            )));
        }
        set |= bit;
    }
    Ok(set)
}

/// The ends a Goré game played by `rules` can have (§1.6 and the house rules): what
/// `extra.endReason` may say.
fn ends(rules: &HouseRules) -> Vec<EndReason> {
    let ends = [
        (EndReason::SmallHoles, true),
        (EndReason::Repetition, rules.gore_repetition_ends()),
        (EndReason::NoSeedToSow, rules.gore_ends_without_seed()),
        (EndReason::NoHoleLeft, rules.gore_may_give_all()),
        (EndReason::FirstTo25, rules.gore_first_to_25()),
    ];
    ends.into_iter()
        .filter_map(|(end, possible)| possible.then_some(end))
        .collect()
}

fn end_from_reason(reason: Option<String>, rules: &HouseRules) -> Result<EndReason, Error> {
    let Some(reason) = reason else {
        return Ok(EndReason::SmallHoles);
    };
    EndReason::parse(&reason, &ends(rules)).map_err(|e| invalid(format!("extra.{END_REASON} {e}")))
}

/// Refuses a position in which a player owns no hole: by default each keeps one (G-neg-keep);
/// under "no-limit" the game ended when he gave his last (ruling G-neg-keep-none).
fn check_both_own_a_hole(owners: &[Player; HOLES], rules: &HouseRules) -> Result<(), Error> {
    match [0, 1].into_iter().find(|p| !owners.contains(p)) {
        None => Ok(()),
        Some(player) if rules.gore_may_give_all() => Err(invalid(format!(
            "player {player} owns no hole, so the game is over and the seeds belong in the stores (docs/rules/gore.md §1.7, house rule G-neg-keep \"no-limit\", ruling G-neg-keep-none)"
        ))),
        Some(player) => Err(invalid(format!(
            "player {player} owns no hole; each player always keeps at least one (docs/rules/gore.md §1.7, G-neg-keep)"
        ))),
    }
}

/// The negotiation stage of the turn from `extra.offerMade` and `extra.mayOfferAgain` (their
/// defaults: an offer is made when one is pending; no further offer), checked against the
/// house rule G-neg-time.
fn talk(extra: &GoreExtra, rules: &HouseRules, pending: bool) -> Result<Talk, Error> {
    let again = extra.may_offer_again.unwrap_or(false);
    let offer_made = extra.offer_made.unwrap_or(pending || again);
    if pending && !offer_made {
        return Err(invalid(format!(
            "extra.{OFFER_MADE} cannot be false while an offer is pending"
        )));
    }
    let timing = rules.gore_offer_timing();
    if again {
        if timing != OfferTiming::AnyTime {
            return Err(invalid(format!(
                "extra.{MAY_OFFER_AGAIN} is for the house rule G-neg-time \"any-time\" only"
            )));
        }
        if pending || !offer_made {
            return Err(invalid(format!(
                "extra.{MAY_OFFER_AGAIN} says the mover offered this turn and may offer again: it needs extra.{OFFER_MADE} and no pending offer"
            )));
        }
        return Ok(Talk::Again);
    }
    if offer_made && !pending && timing == OfferTiming::InsteadOfMove {
        return Err(invalid(format!(
            "extra.{OFFER_MADE} without a pending offer: under the house rule G-neg-time \"instead-of-move\" the turn passes once the offer is answered"
        )));
    }
    Ok(if offer_made { Talk::Over } else { Talk::Open })
}

/// Reads and checks a Goré position (`docs/rules/gore.md` §1; `extra` as in the module header).
pub(super) fn read(position: &Position) -> Result<Gore, Error> {
    if position.variant != Variant::Gore {
        return Err(invalid(format!(
            "a {} position cannot be read as Goré",
            position.variant
        )));
    }
    position.check_common(GoreExtra::KEYS)?;
    let extra: GoreExtra = position.extra_of()?;
    let rules = HouseRules::of_position(position)?;
    position.check_total(TOTAL_SEEDS.into())?;
    let pits: [u8; HOLES] = seed_counts(&position.pits, "pits")?;
    let stores: [u8; 2] = seed_counts(&position.stores_or_zero(), "stores")?;
    let owner_list = position.owners_or_default();
    let owners: [Player; HOLES] = owner_list.as_slice().try_into().map_err(|_| {
        invalid(format!(
            "owners lists {} pits, not {HOLES}",
            owner_list.len()
        ))
    })?;
    let finished = pits.iter().all(|&s| s == 0);
    // Ruling G-neg-keep-none: a finished game may have a player without a hole.
    if !(finished && rules.gore_may_give_all()) {
        check_both_own_a_hole(&owners, &rules)?;
    }
    let refused = extra.refused.unwrap_or([false, false]);
    let talk = talk(&extra, &rules, extra.pending_offer.is_some())?;
    let GoreExtra {
        pending_offer: pending_list,
        end_reason,
        ..
    } = extra;
    let mut game = Gore {
        board: Board::new(pits).with_owners(owners).with_stores(stores),
        to_move: position.to_move,
        pending: 0,
        talk,
        refused,
        end: None,
        rules,
    };

    // A finished game has swept every seed into the stores (§1.6); nothing else is empty.
    if finished {
        if talk != Talk::Open {
            return Err(invalid(
                "the board is empty, so the game is over: there can be no offer this turn",
            ));
        }
        game.end = Some(end_from_reason(end_reason, &rules)?);
        return Ok(game);
    }
    if end_reason.is_some() {
        return Err(invalid(format!(
            "extra.{END_REASON} is only for a finished game, whose holes are all empty"
        )));
    }
    if game.all_holes_small() {
        return Err(invalid(format!(
            "every hole holds at most {END_AT_MOST} seeds, so the game is over and the seeds belong in their owners' stores (docs/rules/gore.md §1.6)"
        )));
    }
    if rules.gore_first_to_25() && game.short_form_won() {
        return Err(invalid(format!(
            "a store holds {FIRST_TO} seeds or more, so under the short form (house rule G-short \"first-to-25\") the game is over and the seeds belong in their owners' stores"
        )));
    }
    if let Some(list) = pending_list {
        let holes = pending_set(&list)?;
        let giver = opp(position.to_move);
        check_offer(&owners, &stores, giver, holes, &Gifts::of(&rules)).map_err(|e| {
            invalid(format!(
                "extra.{PENDING_OFFER} (offered by player {giver}, answered by toMove): {e}"
            ))
        })?;
        game.pending = holes;
    }
    let turn = game.turn_player();
    // While his offer waits for its answer the giver may own no seed (G-pass-offer).
    if game.pending == 0 && game.must_pass(turn, game.talk) {
        return Err(invalid(if rules.gore_ends_without_seed() {
            format!(
                "it is player {turn}'s turn but he owns no seed and has no offer to make, so the game is over and the seeds belong in the stores (docs/rules/gore.md §1.6, house rule G-pass \"game-ends\", G-pass-offer)"
            )
        } else {
            format!(
                "it is player {turn}'s turn but he owns no seed and has no offer to make: his turn is passed (docs/rules/gore.md §1.6, G-pass, G-pass-offer), so player {} is to move",
                opp(turn)
            )
        }));
    }
    Ok(game)
}

/// The position as data; `extra` only holds what differs from the start of a turn.
pub(super) fn write(game: &Gore) -> Position {
    let typed = GoreExtra {
        pending_offer: (game.pending != 0)
            .then(|| holes_of(game.pending).map(|h| h as u64).collect()),
        offer_made: (game.talk != Talk::Open).then_some(true),
        may_offer_again: (game.talk == Talk::Again).then_some(true),
        refused: game.refused.contains(&true).then_some(game.refused),
        end_reason: game.end.map(|end| end.as_str().to_string()),
    };
    let mut extra = Map::new();
    write_extra(&typed, &mut extra);
    game.rules.write_extra(&mut extra);
    Position {
        variant: Variant::Gore,
        to_move: game.to_move,
        pits: game.board.pit_list(),
        cowries: None,
        owners: Some(game.board.owner_list()),
        stores: Some(game.board.stores().map(u32::from)),
        extra,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_of_extra_are_the_fields_of_its_type() {
        let full = GoreExtra {
            pending_offer: Some(vec![4]),
            offer_made: Some(true),
            may_offer_again: Some(true),
            refused: Some([true, false]),
            end_reason: Some("repetition".into()),
        };
        let mut keys: Vec<&str> = GoreExtra::KEYS.to_vec();
        keys.sort_unstable();
        assert_eq!(crate::position::keys_of(&full), keys);
    }
}
