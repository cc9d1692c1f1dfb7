//! Why a game or a round ended, and what a game adds to its outcome: the typed words between
//! the rules and the layers above, serialized to the strings of the JSON contract
//! (`docs/architecture.md`, "Outcomes and end reasons": the `reason` of `gameEnd` events and of
//! `outcome()`).

use super::position::Series;
use serde::Serialize;

/// Why a game (or a game of a Woaley series) ended, for every game. Its JSON form is the
/// English text of [`EndReason::as_str`]; pages translate the value, never the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Oware: the mover reached 25 seeds (§4.6.1).
    TwentyFiveSeeds,
    /// Oware: the player to move could not feed the opponent and took every seed left.
    AutomaticHarvest,
    /// A position occurred again as often as the game's repetition rule allows (§0.6).
    Repetition,
    /// Goré: every hole held at most 2 seeds after a sowing move (§1.6).
    SmallHoles,
    /// Goré, house rule G-pass "game-ends": the player whose turn it was owned no seed to sow
    /// (after the offer he may still make, ruling G-pass-offer). Kalah: a row was empty after a
    /// move (`docs/rules/kalah.md` §9.5).
    NoSeedToSow,
    /// Goré, house rule G-neg-keep "no-limit": a player gave away his last hole (ruling
    /// G-neg-keep-none).
    NoHoleLeft,
    /// Goré's short form, house rule G-short "first-to-25" (the project's own, no traditional
    /// rule): a player had captured 25 seeds or more after a sowing move, more than half.
    FirstTo25,
    /// Kauri: a store reached 31 seeds.
    ThirtyOneSeeds,
    /// Kauri: in the tie-break the player to move had no cowrie, and lost.
    NoCowrie,
    /// Nam-Nam: one player holds all 48 seeds (§5.8).
    AllSeeds,
    /// Nam-Nam: rounds kept ending by a double pass as soon as they started (only never-ending
    /// moves were left, §0.8), so the game could not go on.
    NoOneCanMove,
    /// Nam-Nam's short form, house rule N-short "one-round" (the project's own, no traditional
    /// rule): the first round ended, and the game with it; who holds more seeds wins.
    OneRound,
    /// Woaley: neither player could move (§2.5).
    NoMovesLeft,
    /// Omweso: the player to move had no move, and lost. Kauri by the house rule K-end
    /// "cannot-move": the player to move had no cowrie on his side, which ended the game (the
    /// larger store wins; equal, he loses).
    NoMoveLeft,
    /// Omweso's special victory: harvests in both edge columns in one turn.
    Emitwebiri,
    /// Omweso's special victory: two harvesting turns while the opponent never harvested.
    Akakyala,
    /// A Woaley match ended: the higher sum of points wins.
    MatchScore,
    /// A whole Woaley ended: the summed advantages of its matches decide.
    SumOfAdvantages,
}

impl EndReason {
    /// Every reason, for reading and for tests.
    pub const ALL: [EndReason; 18] = [
        EndReason::TwentyFiveSeeds,
        EndReason::AutomaticHarvest,
        EndReason::Repetition,
        EndReason::SmallHoles,
        EndReason::NoSeedToSow,
        EndReason::NoHoleLeft,
        EndReason::FirstTo25,
        EndReason::ThirtyOneSeeds,
        EndReason::NoCowrie,
        EndReason::AllSeeds,
        EndReason::NoOneCanMove,
        EndReason::OneRound,
        EndReason::NoMovesLeft,
        EndReason::NoMoveLeft,
        EndReason::Emitwebiri,
        EndReason::Akakyala,
        EndReason::MatchScore,
        EndReason::SumOfAdvantages,
    ];

    /// The reason's text in JSON (events, outcomes, positions' `extra`): the contract's words,
    /// not words shown to players (`i18n` translates the value).
    pub const fn as_str(self) -> &'static str {
        match self {
            EndReason::TwentyFiveSeeds => "25 seeds",
            EndReason::AutomaticHarvest => "automatic harvest",
            EndReason::Repetition => "repetition",
            EndReason::SmallHoles => "every hole holds at most 2",
            EndReason::NoSeedToSow => "no seed to sow",
            EndReason::NoHoleLeft => "a player owns no hole",
            EndReason::FirstTo25 => "25 seeds captured: the short form",
            EndReason::ThirtyOneSeeds => "31 seeds",
            EndReason::NoCowrie => "no cowrie in the tie-break",
            EndReason::AllSeeds => "all 48 seeds",
            EndReason::NoOneCanMove => "no one can move",
            EndReason::OneRound => "one round played: the short form",
            EndReason::NoMovesLeft => "no moves left",
            EndReason::NoMoveLeft => "no move left",
            EndReason::Emitwebiri => "Emitwebiri",
            EndReason::Akakyala => "Akakyala",
            EndReason::MatchScore => "match score",
            EndReason::SumOfAdvantages => "sum of advantages",
        }
    }

    /// The reason among `allowed` whose text is `text`, or a message naming the allowed ones
    /// (for a position's `extra`, where each game accepts only its own reasons).
    ///
    /// # Errors
    /// `text` names none of `allowed`.
    pub fn parse(text: &str, allowed: &[EndReason]) -> Result<EndReason, String> {
        allowed
            .iter()
            .copied()
            .find(|r| r.as_str() == text)
            .ok_or_else(|| {
                let known: Vec<String> = allowed.iter().map(|r| format!("\"{r}\"")).collect();
                format!("'{text}' is unknown; known: {}", known.join(", "))
            })
    }
}

/// Display, `Serialize` and `Deserialize` for a reason enum through its `ALL` and `as_str`:
/// its JSON is its contract text, one table per enum.
macro_rules! reason_words {
    ($ty:ty) => {
        impl std::fmt::Display for $ty {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = String::deserialize(deserializer)?;
                <$ty>::ALL
                    .into_iter()
                    .find(|r| r.as_str() == text)
                    .ok_or_else(|| serde::de::Error::custom(format!("unknown reason '{text}'")))
            }
        }
    };
}
pub(crate) use reason_words;

reason_words!(EndReason);

/// What a game adds to its outcome (`docs/architecture.md`, "Outcomes and end reasons"), flattened
/// into the outcome's JSON object under its own keys. Fields are in alphabetical order, the
/// order of the outcome's JSON keys.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(untagged, rename_all_fields = "camelCase")]
pub enum Details {
    /// Nothing more (Oware).
    #[default]
    None,
    /// Goré: the winner had refused an offer, so he won "without glory" (§1.7).
    Gore {
        /// True when the winner had refused an offer.
        without_glory: bool,
    },
    /// Kauri: whether the game went to the tie-break (written only when it did).
    Kauri {
        /// True when play went on with cowries at 30–30.
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        tie_break: bool,
    },
    /// Omweso: the special victory that ended the game, if one did.
    Omweso {
        /// [`EndReason::Emitwebiri`] or [`EndReason::Akakyala`].
        #[serde(skip_serializing_if = "Option::is_none")]
        special_victory: Option<EndReason>,
    },
    /// Nam-Nam: the seeds each player held at the end of each round, and how many rounds.
    NamNam {
        /// `[P0, P1]` per finished round, oldest first.
        round_totals: Vec<[u8; 2]>,
        /// Rounds played.
        rounds: u32,
    },
    /// Woaley: the points of the game or series.
    Woaley(WoaleyScores),
}

/// A finished Woaley's points (`docs/rules/woaley.md` §2.6), by series.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged, rename_all_fields = "camelCase")]
pub enum WoaleyScores {
    /// A single game: its points `[a, b]`.
    Game {
        /// Each player's points.
        points: [u8; 2],
    },
    /// A match of three games.
    Match {
        /// The sum of each player's points.
        match_score: [i32; 2],
        /// Each game's points.
        points: Vec<[u8; 2]>,
        /// Always [`Series::Match`].
        series: Series,
    },
    /// A Woaley of three matches.
    Woaley {
        /// Each match's advantage, `[a - b, b - a]`.
        advantages: Vec<[i32; 2]>,
        /// Each match's sums of points.
        match_scores: Vec<[i32; 2]>,
        /// Each game's points.
        points: Vec<[u8; 2]>,
        /// Always [`Series::Woaley`].
        series: Series,
        /// The summed advantages, `[t, -t]`.
        total_advantage: [i32; 2],
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, to_value};

    /// The JSON contract: each reason's words, as events and outcomes have always written them.
    #[test]
    fn every_reason_serializes_to_its_contract_string() {
        let pinned = [
            (EndReason::TwentyFiveSeeds, "25 seeds"),
            (EndReason::AutomaticHarvest, "automatic harvest"),
            (EndReason::Repetition, "repetition"),
            (EndReason::SmallHoles, "every hole holds at most 2"),
            (EndReason::NoSeedToSow, "no seed to sow"),
            (EndReason::NoHoleLeft, "a player owns no hole"),
            (EndReason::FirstTo25, "25 seeds captured: the short form"),
            (EndReason::ThirtyOneSeeds, "31 seeds"),
            (EndReason::NoCowrie, "no cowrie in the tie-break"),
            (EndReason::AllSeeds, "all 48 seeds"),
            (EndReason::NoOneCanMove, "no one can move"),
            (EndReason::OneRound, "one round played: the short form"),
            (EndReason::NoMovesLeft, "no moves left"),
            (EndReason::NoMoveLeft, "no move left"),
            (EndReason::Emitwebiri, "Emitwebiri"),
            (EndReason::Akakyala, "Akakyala"),
            (EndReason::MatchScore, "match score"),
            (EndReason::SumOfAdvantages, "sum of advantages"),
        ];
        assert_eq!(pinned.len(), EndReason::ALL.len());
        for (reason, text) in pinned {
            assert_eq!(to_value(reason).ok(), Some(json!(text)), "{reason:?}");
            let read: EndReason = serde_json::from_value(json!(text)).expect(text);
            assert_eq!(read, reason);
        }
        assert!(serde_json::from_value::<EndReason>(json!("boredom")).is_err());
    }

    #[test]
    fn parse_accepts_only_the_allowed_reasons_and_names_them() {
        let allowed = [EndReason::SmallHoles, EndReason::Repetition];
        assert_eq!(
            EndReason::parse("repetition", &allowed),
            Ok(EndReason::Repetition)
        );
        let err = EndReason::parse("25 seeds", &allowed).expect_err("not Goré's");
        assert_eq!(
            err,
            "'25 seeds' is unknown; known: \"every hole holds at most 2\", \"repetition\""
        );
    }

    #[test]
    fn outcomes_flatten_their_details_into_the_contract_object() {
        use crate::Outcome;
        let plain = Outcome::by_stores([25, 23], EndReason::TwentyFiveSeeds);
        assert_eq!(
            serde_json::to_string(&plain).ok().as_deref(),
            Some(r#"{"winner":0,"stores":[25,23],"reason":"25 seeds"}"#)
        );
        let mut nam_nam = Outcome::by_stores([48, 0], EndReason::AllSeeds);
        nam_nam.details = Details::NamNam {
            round_totals: vec![[30, 18], [48, 0]],
            rounds: 2,
        };
        assert_eq!(
            serde_json::to_string(&nam_nam).ok().as_deref(),
            Some(
                r#"{"winner":0,"stores":[48,0],"reason":"all 48 seeds","roundTotals":[[30,18],[48,0]],"rounds":2}"#
            )
        );
    }

    #[test]
    fn details_write_the_keys_of_the_contract() {
        let write = |d: Details| to_value(d).ok();
        assert_eq!(write(Details::None), Some(json!(null)));
        assert_eq!(
            write(Details::Gore {
                without_glory: true
            }),
            Some(json!({"withoutGlory": true}))
        );
        assert_eq!(write(Details::Kauri { tie_break: false }), Some(json!({})));
        assert_eq!(
            write(Details::Omweso {
                special_victory: Some(EndReason::Akakyala)
            }),
            Some(json!({"specialVictory": "Akakyala"}))
        );
        assert_eq!(
            write(Details::Woaley(WoaleyScores::Match {
                match_score: [26, 13],
                points: vec![[13, 0], [13, 0], [0, 13]],
                series: Series::Match,
            })),
            Some(
                json!({"matchScore": [26, 13], "points": [[13, 0], [13, 0], [0, 13]], "series": "match"})
            )
        );
    }
}
