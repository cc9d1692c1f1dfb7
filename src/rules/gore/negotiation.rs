//! Negotiation (`docs/rules/gore.md` §1.7): which hole offers are valid, and why not.

use super::turn::Talk;
use super::{Gore, HOLES};
use super::house::OfferTiming;
use crate::{opp, Error, Event, EventSink, HouseRules, Player};
use std::fmt;

/// The most holes one offer gives (§1.7: "1, 2 or 3").
pub(super) const MAX_GIFT: u32 = 3;

/// Seeds the receiver pays from his store into each hole he receives (G-neg-fund).
pub(super) const FUND_PER_HOLE: u8 = 6;

/// The holes of a bit set (bit `i` = hole `i`), in increasing order.
pub(super) fn holes_of(set: u8) -> impl Iterator<Item = usize> {
    (0..HOLES).filter(move |&i| set & (1 << i) != 0)
}

/// The holes `player` owns, as a bit set.
pub(super) fn owned_set(owners: &[Player; HOLES], player: Player) -> u8 {
    holes_of(0xFF)
        .filter(|&i| owners.get(i) == Some(&player))
        .fold(0, |set, i| set | 1 << i)
}

/// What the house rules allow an offer (`docs/rules/house-rules.md` §8, the G-neg options).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Gifts {
    /// G-neg-holes "own-row": only holes of the giver's own row may be given.
    pub own_row_only: bool,
    /// G-neg-fund "partial": the receiver pays what his store holds, up to 6 a hole, and an
    /// offer is valid whatever it holds.
    pub partial_fund: bool,
    /// G-neg-keep "no-limit": the giver may give his last hole (ruling G-neg-keep-none then
    /// ends the game).
    pub give_all: bool,
}

impl Gifts {
    /// The gift rules of `rules`.
    pub(super) fn of(rules: &HouseRules) -> Gifts {
        Gifts {
            own_row_only: rules.gore_gives_own_row_only(),
            partial_fund: rules.gore_funds_partly(),
            give_all: rules.gore_may_give_all(),
        }
    }
}

/// The holes `giver` may give: those he owns, or with G-neg-holes "own-row" only those of his
/// own row on the board.
pub(super) fn giftable(owners: &[Player; HOLES], giver: Player, gifts: &Gifts) -> u8 {
    let owned = owned_set(owners, giver);
    if gifts.own_row_only {
        owned & if giver == 0 { 0x0F } else { 0xF0 }
    } else {
        owned
    }
}

/// Why an offer is not valid. Kept free of heap data: move generation tests every candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum OfferError {
    /// The offer names no hole.
    NoHole,
    /// More than [`MAX_GIFT`] holes.
    TooMany { count: u32 },
    /// A hole the giver does not own.
    NotOwned { hole: usize, owner: Player },
    /// A hole the giver owns outside his own row, under G-neg-holes "own-row".
    NotOwnRow { hole: usize },
    /// The giver would keep no hole (G-neg-keep "keep-one").
    KeepsNone { giver: Player, owned: u32 },
    /// The receiver cannot pay for the holes (G-neg-fund).
    StoreTooSmall {
        receiver: Player,
        store: u8,
        count: u32,
    },
}

impl fmt::Display for OfferError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            OfferError::NoHole => f.write_str("an offer gives 1, 2 or 3 holes; none was named"),
            OfferError::TooMany { count } => write!(
                f,
                "an offer gives at most {MAX_GIFT} holes, not {count}"
            ),
            OfferError::NotOwned { hole, owner } => write!(
                f,
                "hole {hole} belongs to player {owner}; only your own holes can be given"
            ),
            OfferError::NotOwnRow { hole } => write!(
                f,
                "hole {hole} is not in your own row; by the house rule G-neg-holes \"own-row\" only the holes of your own row can be given"
            ),
            OfferError::KeepsNone { giver, owned } => write!(
                f,
                "player {giver} owns {owned} hole(s) and must keep at least one, so he can give at most {}",
                owned.saturating_sub(1)
            ),
            OfferError::StoreTooSmall {
                receiver,
                store,
                count,
            } => write!(
                f,
                "player {receiver} has {store} seeds in store but must pay {} for {count} hole(s) ({FUND_PER_HOLE} each)",
                u32::from(FUND_PER_HOLE) * count
            ),
        }
    }
}

/// Checks an offer of `holes` by `giver` against §1.7 (who may give what, and whether the
/// receiver can pay). Whether it is the time for an offer is the caller's business.
pub(super) fn check_offer(
    owners: &[Player; HOLES],
    stores: &[u8; 2],
    giver: Player,
    holes: u8,
    gifts: &Gifts,
) -> Result<(), OfferError> {
    let count = holes.count_ones();
    if count == 0 {
        return Err(OfferError::NoHole);
    }
    if count > MAX_GIFT {
        return Err(OfferError::TooMany { count });
    }
    if let Some(hole) = holes_of(holes).find(|&h| owners.get(h) != Some(&giver)) {
        return Err(OfferError::NotOwned {
            hole,
            owner: opp(giver),
        });
    }
    if let Some(hole) = holes_of(holes & !giftable(owners, giver, gifts)).next() {
        return Err(OfferError::NotOwnRow { hole });
    }
    let owned = owned_set(owners, giver).count_ones();
    if count >= owned && !gifts.give_all {
        return Err(OfferError::KeepsNone { giver, owned });
    }
    let receiver = opp(giver);
    let store = stores.get(usize::from(receiver)).copied().unwrap_or(0);
    if !gifts.partial_fund && u32::from(store) < u32::from(FUND_PER_HOLE) * count {
        return Err(OfferError::StoreTooSmall {
            receiver,
            store,
            count,
        });
    }
    Ok(())
}

/// The most holes `giver` may offer now by §1.7 (0: no offer is valid): [`check_offer`]
/// accepts exactly the non-empty sets of his own holes of at most this size.
pub(super) fn max_gift(
    owners: &[Player; HOLES],
    stores: &[u8; 2],
    giver: Player,
    gifts: &Gifts,
) -> u32 {
    let owned = owned_set(owners, giver).count_ones();
    let store = stores.get(usize::from(opp(giver))).copied().unwrap_or(0);
    let paid_for = if gifts.partial_fund {
        MAX_GIFT
    } else {
        u32::from(store / FUND_PER_HOLE)
    };
    let may_give = if gifts.give_all {
        owned
    } else {
        owned.saturating_sub(1)
    };
    MAX_GIFT.min(may_give).min(paid_for)
}

/// Playing the negotiation moves.
impl Gore {
    /// Whether `holes` can be offered now, and if not why.
    pub(super) fn check_offer_now(&self, holes: u8) -> Result<(), Error> {
        let giver = self.to_move;
        if !self.may_offer() {
            return Err(Error::Move(match self.rules.gore_offer_timing() {
                OfferTiming::AnyTime => format!(
                    "an offer of player {giver} was refused this turn, so he makes no more (house rule G-neg-time \"any-time\"); he must now sow"
                ),
                _ => format!("player {giver} already made an offer this turn; he must now sow"),
            }));
        }
        let gifts = Gifts::of(&self.rules);
        check_offer(
            self.board.owners(),
            &self.board.stores(),
            giver,
            holes,
            &gifts,
        )
        .map_err(|e| Error::Move(e.to_string()))
    }

    /// Records an offer; the receiver answers next.
    pub(super) fn offer<S: EventSink>(&mut self, holes: u8, sink: &mut S) {
        let giver = self.to_move;
        self.pending = holes;
        self.talk = Talk::Over;
        self.to_move = opp(giver);
        if S::RECORDS {
            sink.push(Event::Offer {
                player: giver,
                holes: holes_of(holes).collect(),
            });
        }
        sink.push(Event::Turn {
            player: self.to_move,
        });
    }

    /// Answers the pending offer; then the turn goes on as G-neg-time says
    /// ([`Gore::after_answer`]).
    pub(super) fn answer<S: EventSink>(&mut self, accept: bool, sink: &mut S) {
        let receiver = self.to_move;
        let giver = opp(receiver);
        let holes = std::mem::take(&mut self.pending);
        sink.push(Event::Answer {
            player: receiver,
            accept,
        });
        if accept {
            for hole in holes_of(holes) {
                // G-neg-fund: 6 seeds a hole from his store, or what is left of it ("partial").
                let store = self.board.stores()[usize::from(receiver & 1)];
                let paid = FUND_PER_HOLE.min(store);
                if paid > 0 {
                    self.board.store_to_pit(receiver, hole, paid, sink);
                }
                self.board.give(hole, receiver, sink);
            }
        } else if let Some(flag) = self.refused.get_mut(usize::from(receiver)) {
            *flag = true;
        }
        self.after_answer(giver, accept, sink);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROWS: [Player; HOLES] = [0, 0, 0, 0, 1, 1, 1, 1];

    #[test]
    fn valid_offer_needs_owned_holes_a_kept_hole_and_funds() {
        assert_eq!(
            check_offer(&ROWS, &[0, 18], 0, 0b0111, &Gifts::default()),
            Ok(())
        );
        assert_eq!(
            check_offer(&ROWS, &[0, 18], 0, 0, &Gifts::default()),
            Err(OfferError::NoHole)
        );
        assert_eq!(
            check_offer(&ROWS, &[0, 48], 0, 0b1111, &Gifts::default()),
            Err(OfferError::TooMany { count: 4 })
        );
        assert_eq!(
            check_offer(&ROWS, &[0, 48], 0, 0b1_0000, &Gifts::default()),
            Err(OfferError::NotOwned { hole: 4, owner: 1 })
        );
        assert_eq!(
            check_offer(&ROWS, &[0, 17], 0, 0b0111, &Gifts::default()),
            Err(OfferError::StoreTooSmall {
                receiver: 1,
                store: 17,
                count: 3
            })
        );
        let two_holes = [0, 0, 1, 1, 1, 1, 1, 1];
        assert_eq!(
            check_offer(&two_holes, &[0, 48], 0, 0b11, &Gifts::default()),
            Err(OfferError::KeepsNone { giver: 0, owned: 2 })
        );
        let give_all = Gifts {
            give_all: true,
            ..Gifts::default()
        };
        assert_eq!(
            check_offer(&two_holes, &[0, 48], 0, 0b11, &give_all),
            Ok(())
        );
    }

    #[test]
    fn messages_name_the_problem() {
        let text = OfferError::StoreTooSmall {
            receiver: 1,
            store: 5,
            count: 1,
        }
        .to_string();
        assert!(text.contains("5 seeds") && text.contains("pay 6"), "{text}");
        assert_eq!(owned_set(&ROWS, 1), 0xF0);
    }

    #[test]
    fn max_gift_bounds_exactly_the_valid_offers() {
        let mut rng = crate::rng::Rng::new(3);
        for _ in 0..2000 {
            let owners: [Player; HOLES] = std::array::from_fn(|_| rng.below(2) as Player);
            let stores = [rng.below(30) as u8, rng.below(30) as u8];
            for (giver, rule) in (0..16).map(|i| (i & 1, i >> 1)) {
                let gifts = Gifts {
                    own_row_only: rule & 1 != 0,
                    partial_fund: rule & 2 != 0,
                    give_all: rule & 4 != 0,
                };
                let most = max_gift(&owners, &stores, giver, &gifts);
                let may_give = giftable(&owners, giver, &gifts);
                for holes in 1..=u8::MAX {
                    let fits = holes & !may_give == 0 && holes.count_ones() <= most;
                    let valid = check_offer(&owners, &stores, giver, holes, &gifts).is_ok();
                    assert_eq!(fits, valid, "{owners:?} {stores:?} {giver} {holes:#b}");
                }
            }
        }
    }
}
