//! The turn's structure (`docs/rules/gore.md` §1.2): who acts after a sowing move or an answer, the
//! offers a turn still allows (G-neg-time), and the passes or ends of a player who owns no seed
//! (G-pass, ruling G-pass-offer) or no hole (ruling G-neg-keep-none). The module header states the
//! rules; this file is their one implementation.

use super::negotiation::{giftable, max_gift, owned_set, Gifts};
use super::Gore;
use super::house::OfferTiming;
use crate::{opp, EndReason, Event, EventSink, Player};

/// How far the negotiation of the current turn has gone (G-neg-time).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Talk {
    /// No offer yet this turn: the mover may offer. With no offer pending, a turn boundary.
    Open,
    /// Every offer of this turn was accepted and the mover may offer again (G-neg-time
    /// "any-time" only).
    Again,
    /// The mover has offered this turn and makes no more offers: he now sows (or passes). Also
    /// the state while an offer waits for its answer.
    Over,
}

impl Gore {
    /// The player whose turn it is (the giver while his offer waits for its answer).
    pub(super) fn turn_player(&self) -> Player {
        if self.pending != 0 {
            opp(self.to_move)
        } else {
            self.to_move
        }
    }

    pub(super) fn owns_seed(&self, player: Player) -> bool {
        let board = &self.board;
        board
            .pits()
            .iter()
            .zip(board.owners())
            .any(|(&seeds, &owner)| owner == player && seeds > 0)
    }

    /// Whether the mover may still offer this turn, whether or not an offer is valid.
    pub(super) fn may_offer(&self) -> bool {
        self.talk != Talk::Over
    }

    /// Whether `player`, whose turn it is, must pass now (or, under G-pass "game-ends", end the
    /// game): he owns no seed and has no offer left to make, because he already offered this
    /// turn or no offer of his is valid.
    ///
    /// Ruling G-pass-offer (`docs/rules/gore.md` §1.6): the offer comes before the pass, so a
    /// player who owns no seed still gets his turn when he can make an offer, and passes after its
    /// answer. He makes that one offer only, even under G-neg-time "any-time".
    pub(super) fn must_pass(&self, player: Player, talk: Talk) -> bool {
        !self.owns_seed(player) && (talk != Talk::Open || !self.can_offer(player))
    }

    /// Whether `player` has an offer he may make (ignoring whether the turn still allows one).
    pub(super) fn can_offer(&self, player: Player) -> bool {
        let owners = self.board.owners();
        let gifts = Gifts::of(&self.rules);
        max_gift(owners, &self.board.stores(), player, &gifts) > 0
            && giftable(owners, player, &gifts) != 0
    }

    /// Hands the turn to `player`, at the negotiation stage `talk`. When he must pass
    /// ([`Self::must_pass`]) the turn goes back to the other player with a pass (G-pass "pass":
    /// the other then owns a seed, see §1.6), or the game ends (G-pass "game-ends",
    /// [`EndReason::NoSeedToSow`]).
    pub(super) fn give_turn<S: EventSink>(&mut self, player: Player, talk: Talk, sink: &mut S) {
        self.talk = talk;
        self.to_move = player;
        if self.must_pass(player, talk) {
            self.pass(false, sink);
        } else {
            sink.push(Event::Turn { player });
        }
    }

    /// Whether the mover may pass by choice ([`Move::Pass`](crate::Move::Pass)): he owns
    /// no seed, no offer waits for its answer, and he has not offered this turn. (Had he no
    /// offer to make, the engine would have passed for him already.)
    pub(super) fn may_pass(&self) -> bool {
        self.pending == 0 && self.talk == Talk::Open && !self.owns_seed(self.to_move)
    }

    /// The mover, who owns no seed, passes: the turn goes to the other player, who then owns a
    /// seed (§1.6), or under G-pass "game-ends" the game ends ([`EndReason::NoSeedToSow`]).
    /// `by_choice`: he could have offered holes and chose not to (ruling G-pass-offer).
    pub(super) fn pass<S: EventSink>(&mut self, by_choice: bool, sink: &mut S) {
        if self.rules.gore_ends_without_seed() {
            self.finish(EndReason::NoSeedToSow, sink);
            return;
        }
        let player = self.to_move;
        sink.push(Event::Pass { player, by_choice });
        self.to_move = opp(player);
        self.talk = Talk::Open;
        sink.push(Event::Turn {
            player: self.to_move,
        });
    }

    /// After the answer to `giver`'s offer (`accepted` or not): the end of ruling
    /// G-neg-keep-none when he gave his last hole away, else the rest of his turn as G-neg-time
    /// says (his sowing move; under "any-time" after an acceptance, another offer first; under
    /// "instead-of-move", none: the turn is the receiver's), a giver who owns no seed passing
    /// or ending the game in every case.
    pub(super) fn after_answer<S: EventSink>(
        &mut self,
        giver: Player,
        accepted: bool,
        sink: &mut S,
    ) {
        if accepted && owned_set(self.board.owners(), giver) == 0 {
            self.finish(EndReason::NoHoleLeft, sink);
            return;
        }
        match self.rules.gore_offer_timing() {
            OfferTiming::TurnStart => self.give_turn(giver, Talk::Over, sink),
            OfferTiming::AnyTime if accepted => self.give_turn(giver, Talk::Again, sink),
            OfferTiming::AnyTime => self.give_turn(giver, Talk::Over, sink),
            OfferTiming::InsteadOfMove if self.owns_seed(giver) => {
                self.give_turn(opp(giver), Talk::Open, sink);
            }
            // He owns no seed: he passes (the turn is the receiver's as it would have been), or
            // the game ends (G-pass "game-ends": he has no seed after his offer).
            OfferTiming::InsteadOfMove => self.give_turn(giver, Talk::Over, sink),
        }
    }
}
