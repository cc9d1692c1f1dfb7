//! Points of a game and the series they add up to (`docs/rules/woaley.md` §2.6–§2.7): a single
//! game, a match of 3 games, or a Woaley of 3 matches.

use crate::{opp, EndReason, Error, Player, Series, WoaleyScores};

/// The most games a series has (a Woaley: 3 matches of 3 games).
pub(super) const MAX_GAMES: usize = 9;
/// Games in a match.
const MATCH_GAMES: usize = 3;
/// Seeds a game is won by: more than half of 48 (§2.6).
const HALF: u8 = 24;
/// Points for a win, before the bonus of one per seed beyond 24.
const WIN_POINTS: u8 = 12;
/// Points of each player in a drawn game.
const DRAW_POINTS: u8 = 6;

/// How many games `series` has.
pub(super) const fn games_in(series: Series) -> usize {
    match series {
        Series::Game => 1,
        Series::Match => MATCH_GAMES,
        Series::Woaley => MAX_GAMES,
    }
}

/// The series' name in messages: "a single game", "a match", "a Woaley".
pub(super) const fn name_of(series: Series) -> &'static str {
    match series {
        Series::Game => "a single game",
        Series::Match => "a match",
        Series::Woaley => "a Woaley",
    }
}

/// The points of a finished game from its final stores (§2.6): more than 24 seeds win 12 plus
/// one per seed beyond 24, the loser scores 0; 24–24 is 6 each.
pub(super) fn game_points(stores: [u8; 2]) -> [u8; 2] {
    let score = |p: usize| match stores[p].checked_sub(HALF) {
        Some(0) => DRAW_POINTS,
        Some(bonus) => WIN_POINTS + bonus,
        None => 0,
    };
    [score(0), score(1)]
}

/// Whether `points` can be the points of one game (`game_points` of some final stores).
fn possible(points: [u32; 2]) -> bool {
    let win = u32::from(WIN_POINTS + 1)..=u32::from(WIN_POINTS + HALF);
    let draw = u32::from(DRAW_POINTS);
    points == [draw, draw]
        || (points[1] == 0 && win.contains(&points[0]))
        || (points[0] == 0 && win.contains(&points[1]))
}

/// The player with more, `None` when equal.
fn ahead(a: i32, b: i32) -> Option<Player> {
    match a.cmp(&b) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    }
}

/// The winner of a game with these points.
pub(super) fn game_winner(points: [u8; 2]) -> Option<Player> {
    ahead(points[0].into(), points[1].into())
}

/// Where a series stands: which series, who started it, and the points of the games played.
/// Hashed by hand (see the `Hash` impl): every field, the points as one run of bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct SeriesState {
    series: Series,
    /// Who made the first move of game 1; starters then alternate (W-start).
    starting_player: Player,
    /// Games finished so far.
    played: u8,
    /// Points of the finished games, in order; entries from `played` on are unused.
    points: [[u8; 2]; MAX_GAMES],
}

/// Every field, as few words as a search can hash at every node: the series, its starter and
/// the games played in one word, then the points of the games played (the entries after them
/// are unused, so states that differ only there may share a hash). A single game, and every
/// game but the last ones of a longer series, hashes one word.
impl std::hash::Hash for SeriesState {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        let series = match self.series {
            Series::Game => 0,
            Series::Match => 1,
            Series::Woaley => 2,
        };
        state.write_u64(
            series | u64::from(self.starting_player) << 8 | u64::from(self.played) << 16,
        );
        let played = usize::from(self.played).min(MAX_GAMES);
        if played > 0 {
            state.write(self.points[..played].as_flattened());
        }
    }
}

impl SeriesState {
    /// A series before its first game. A single game has no later starts to alternate, so it
    /// keeps no starting player (its `toMove` says who moves).
    pub(super) fn new(series: Series, starting_player: Player) -> SeriesState {
        SeriesState {
            series,
            starting_player: if series == Series::Game {
                0
            } else {
                starting_player
            },
            played: 0,
            points: [[0; 2]; MAX_GAMES],
        }
    }

    /// A series with these finished games, checked: at most the series' number of games, and
    /// each entry a possible result.
    ///
    /// # Errors
    /// Too many games or an impossible result, naming the entry.
    pub(super) fn with_points(
        series: Series,
        starting_player: Player,
        list: &[[u32; 2]],
    ) -> Result<SeriesState, Error> {
        let games = games_in(series);
        if list.len() > games {
            return Err(Error::Position(format!(
                "extra.points lists {} games, but {} has {games}",
                list.len(),
                name_of(series)
            )));
        }
        let mut state = SeriesState::new(series, starting_player);
        for (i, &points) in list.iter().enumerate() {
            if !possible(points) {
                return Err(Error::Position(format!(
                    "extra.points[{i}] is {points:?}: a game gives the winner 13 to 36 points and \
                     the loser 0, or 6 each for a draw"
                )));
            }
            // `possible` bounds both numbers by 36.
            state.record([points[0] as u8, points[1] as u8]);
        }
        Ok(state)
    }

    /// Which series this is.
    pub(super) fn series(&self) -> Series {
        self.series
    }

    /// Who started game 1.
    pub(super) fn starting_player(&self) -> Player {
        self.starting_player
    }

    /// Games finished so far.
    pub(super) fn played(&self) -> usize {
        self.played.into()
    }

    /// The points of the finished games.
    pub(super) fn points(&self) -> &[[u8; 2]] {
        self.points.get(..self.played()).unwrap_or(&[])
    }

    /// True once every game of the series is finished.
    pub(super) fn is_complete(&self) -> bool {
        self.played() >= games_in(self.series)
    }

    /// The game being played, from 1 (the last one once the series is complete).
    pub(super) fn game_number(&self) -> usize {
        (self.played() + 1).min(games_in(self.series))
    }

    /// Who makes the first move of game `number` (from 1): starters alternate (W-start).
    pub(super) fn starter_of(&self, number: usize) -> Player {
        if number % 2 == 1 {
            self.starting_player
        } else {
            opp(self.starting_player)
        }
    }

    /// Adds a finished game's points (ignored once the series is complete).
    pub(super) fn record(&mut self, points: [u8; 2]) {
        let played = self.played();
        if let Some(slot) = self.points.get_mut(played) {
            *slot = points;
            self.played += 1;
        }
    }

    /// Each match's score: the sum of its games' points (§2.7).
    fn match_scores(&self) -> impl Iterator<Item = [i32; 2]> + '_ {
        self.points().chunks(MATCH_GAMES).map(|games| {
            games.iter().fold([0, 0], |[a, b], p| {
                [a + i32::from(p[0]), b + i32::from(p[1])]
            })
        })
    }

    /// The winner of the series (`None`: drawn), meaningful once it is complete: the game's
    /// points, the match score, or the sum of the advantages (W-tie: equal is a draw).
    pub(super) fn winner(&self) -> Option<Player> {
        match self.series {
            Series::Game | Series::Match => {
                let [a, b] = self.match_scores().next().unwrap_or([0, 0]);
                ahead(a, b)
            }
            Series::Woaley => ahead(self.total_advantage(), 0),
        }
    }

    /// Player 0's summed advantage over the matches (player 1's is its opposite).
    fn total_advantage(&self) -> i32 {
        self.match_scores().map(|[a, b]| a - b).sum()
    }

    /// Why the series ended, for the outcome: the last game's reason for a single game.
    pub(super) fn reason(&self, last_game: EndReason) -> EndReason {
        match self.series {
            Series::Game => last_game,
            Series::Match => EndReason::MatchScore,
            Series::Woaley => EndReason::SumOfAdvantages,
        }
    }

    /// The outcome's scores: the game's points for a single game; each game's points and the
    /// match score for a match; each game's points, each match's scores and advantages and
    /// their total for a Woaley.
    pub(super) fn scores(&self) -> WoaleyScores {
        let points = self.points().to_vec();
        let scores: Vec<[i32; 2]> = self.match_scores().collect();
        match self.series {
            Series::Game => WoaleyScores::Game {
                points: points.first().copied().unwrap_or_default(),
            },
            Series::Match => WoaleyScores::Match {
                match_score: scores.first().copied().unwrap_or_default(),
                points,
                series: self.series,
            },
            Series::Woaley => {
                let total = self.total_advantage();
                WoaleyScores::Woaley {
                    advantages: scores.iter().map(|[a, b]| [a - b, b - a]).collect(),
                    match_scores: scores,
                    points,
                    series: self.series,
                    total_advantage: [total, -total],
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_follow_section_2_6() {
        assert_eq!(game_points([25, 23]), [13, 0]);
        assert_eq!(game_points([24, 24]), [6, 6]);
        assert_eq!(game_points([0, 48]), [0, 36]);
        for s in 0..=48u8 {
            let points = game_points([s, 48 - s]);
            assert!(possible([points[0].into(), points[1].into()]), "{s}");
        }
        assert!(!possible([12, 0]) && !possible([13, 1]) && !possible([37, 0]));
    }

    #[test]
    fn starters_alternate_through_the_series() {
        let s = SeriesState::new(Series::Woaley, 1);
        let starters: Vec<Player> = (1..=9).map(|g| s.starter_of(g)).collect();
        assert_eq!(starters, [1, 0, 1, 0, 1, 0, 1, 0, 1]);
    }

    #[test]
    fn woaley_is_decided_by_summed_advantages() {
        // Matches 26–20 (+6), 19–19 (0), 20–26 (-6): the advantages sum to 0, a drawn Woaley.
        let mut list: Vec<[u32; 2]> = vec![
            [13, 0],
            [13, 0],
            [0, 20],
            [13, 0],
            [0, 13],
            [6, 6],
            [6, 6],
            [14, 0],
            [0, 20],
        ];
        let drawn = SeriesState::with_points(Series::Woaley, 0, &list).expect("valid");
        assert!(drawn.is_complete());
        assert_eq!(drawn.total_advantage(), 0);
        assert_eq!(drawn.winner(), None);
        // One point more for player 0 in the last match tips the Woaley his way.
        list[7] = [15, 0];
        let won = SeriesState::with_points(Series::Woaley, 0, &list).expect("valid");
        assert_eq!(won.total_advantage(), 1);
        assert_eq!(won.winner(), Some(0));
        list[5] = [0, 6];
        assert!(SeriesState::with_points(Series::Woaley, 0, &list).is_err());
    }
}
