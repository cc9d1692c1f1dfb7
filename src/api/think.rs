//! The computer opponent in the JavaScript API: `game.bestMove({ level })` and `game.think(...)`.

use super::game::JsGame;
use crate::ai::{best_move_in_game, endgame, Level, SearchResult, Settings};
use crate::rules::{AnyGame, Rules};
use mancala_js::{from_js, rules_error, to_js};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// Options of `bestMove` and `think`.
#[derive(Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(super) struct ThinkOptions {
    /// 1 (beginner: makes mistakes on purpose) to 5 (strongest); default 3.
    level: Option<u32>,
    /// Seed of the random choices; default: the number of moves played.
    seed: Option<u64>,
    /// Stop after this many milliseconds; default: 1500 ms at level 4, 2500 ms at level 5.
    time_limit_ms: Option<f64>,
    /// Stop after visiting this many positions; default: the level's budget.
    max_nodes: Option<u64>,
    /// Levels 4 and 5 play from an endgame table this module holds (`buildEndgameTable`);
    /// default true.
    endgame_table: Option<bool>,
}

impl ThinkOptions {
    /// The defaults of `level`.
    pub(super) fn at_level(level: u32) -> ThinkOptions {
        ThinkOptions {
            level: Some(level),
            ..ThinkOptions::default()
        }
    }
}

impl JsGame {
    fn search(&self, options: Option<JsValue>) -> Result<Option<SearchResult>, JsError> {
        mancala_js::args::ensure_memory()?;
        let options: ThinkOptions = match options {
            None => ThinkOptions::default(),
            Some(options) => from_js(&options, "options")?,
        };
        self.search_with(&options)
    }

    /// The computer's search with options already read (`game.hint` reads its own).
    ///
    /// # Errors
    /// A level outside 1..5 or other bad options.
    pub(super) fn search_with(
        &self,
        options: &ThinkOptions,
    ) -> Result<Option<SearchResult>, JsError> {
        let number = options.level.unwrap_or(3);
        let level = Level::from_number(number).map_err(rules_error)?;
        let mut settings =
            Settings::new(level).with_seed(options.seed.unwrap_or(self.moves_played() as u64));
        let default_time = match number {
            4 => Some(1500.0),
            5 => Some(2500.0),
            _ => None,
        };
        if let Some(ms) = options.time_limit_ms.or(default_time) {
            if !ms.is_finite() || ms < 0.0 {
                return Err(JsError::new(
                    "timeLimitMs must be a number of milliseconds ≥ 0",
                ));
            }
            settings = settings.with_time_limit_ms(ms);
        }
        if let Some(nodes) = options.max_nodes {
            if nodes == 0 {
                return Err(JsError::new("maxNodes must be at least 1"));
            }
            settings = settings.with_max_nodes(nodes);
        }
        if options.endgame_table == Some(false) {
            settings = settings.without_endgame_table();
        }
        // `Date.now()` exists in pages, workers and Node alike.
        let mut clock = js_sys::Date::now;
        Ok(best_move_in_game(
            self.current(),
            &settings,
            Some(&mut clock),
        ))
    }
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// The move the computer would play: `{ level: 1..5, seed?, timeLimitMs?, maxNodes? }`.
    /// `null` when the game is over. Run it in a Web Worker on a page: it thinks for up to a
    /// few seconds at the highest levels.
    ///
    /// # Errors
    /// A level outside 1..5 or other bad options.
    #[wasm_bindgen(js_name = bestMove, unchecked_return_type = "Move | null")]
    pub fn best_move(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "ThinkOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        match self.search(options)? {
            Some(result) => to_js(&result.mv),
            None => Ok(JsValue::NULL),
        }
    }

    /// Like `bestMove`, with what the search found: `{ move, score, depth, nodes, blunder }`
    /// (`score` in hundredths of a seed for the player to move).
    ///
    /// # Errors
    /// A level outside 1..5 or other bad options.
    #[wasm_bindgen(unchecked_return_type = "ThinkResult | null")]
    pub fn think(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "ThinkOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        match self.search(options)? {
            Some(result) => to_js(&result),
            None => Ok(JsValue::NULL),
        }
    }
}

impl JsGame {
    /// `moves` (the search's estimates, best first) with the exact worth an installed endgame
    /// table knows in place of the estimate, best first again: exact for this game, with the
    /// positions it has been through.
    fn exact_from_table(&self, mut moves: Vec<JsWorth>) -> Vec<JsWorth> {
        let AnyGame::Oware(oware) = self.current().rules() else {
            return moves;
        };
        let seen = self.current().seen();
        let Some(Some(worths)) =
            endgame::with_table(oware.endgame_rules(), |t| t.worths_in_game(oware, seen))
        else {
            return moves;
        };
        let stores = oware.stores();
        let mover = usize::from(oware.to_move());
        let lead = f64::from(stores[mover]) - f64::from(stores[1 - mover]);
        for entry in &mut moves {
            let exact = worths
                .iter()
                .find(|w| w.mv == entry.mv)
                .and_then(|w| w.bounds.exact());
            if let Some(margin) = exact {
                entry.score = lead + f64::from(margin);
                entry.exact = true;
                entry.forced_in = None;
            }
        }
        moves.sort_by(|a, b| b.score.total_cmp(&a.score));
        moves
    }
}

/// Options of `analyse`.
#[derive(Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct AnalyseOptions {
    /// Plies searched, 1 to 16; default 8.
    depth: Option<u32>,
    /// Positions visited at most; default 1,000,000.
    max_nodes: Option<u64>,
}

/// A forced win or loss counts as all the seeds of the game: more than any margin.
const FORCED_SEEDS: f64 = 48.0;

/// One move's worth, as `analyse` gives it.
#[derive(Clone, Serialize)]
#[serde(rename_all = "camelCase")]
struct JsWorth {
    #[serde(rename = "move")]
    mv: crate::rules::Move,
    /// Seeds, for the player to move.
    score: f64,
    /// True when the score is certain (an endgame table's); the search's estimates are not.
    exact: bool,
    /// The move and the replies the search expects.
    line: Vec<crate::rules::Move>,
    /// Plies to a forced end the search sees, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    forced_in: Option<u32>,
}

/// What `analyse` gives.
#[derive(Serialize)]
struct JsAnalysis {
    moves: Vec<JsWorth>,
    best: Option<JsWorth>,
    depth: u32,
    nodes: u64,
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// What every legal move is worth: `{ moves: [{ move, score, exact, line, forcedIn? }],
    /// best, depth, nodes }`, best first; `score` in seeds for the player to move (a forced win
    /// or loss the search sees counts ±48, with `forcedIn` its plies), `exact` false for the
    /// search's estimates, `line` the move and the replies expected, `best` the entry with the
    /// highest score. `null` when the game is over. `{ depth: 1..16 (8), maxNodes (1,000,000) }`.
    ///
    /// # Errors
    /// A depth outside 1..16, `maxNodes` 0, or other bad options.
    #[wasm_bindgen(unchecked_return_type = "Analysis | null")]
    pub fn analyse(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "AnalyseOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        mancala_js::args::ensure_memory()?;
        let options: AnalyseOptions = match options {
            Some(o) if !o.is_undefined() => from_js(&o, "options")?,
            _ => AnalyseOptions::default(),
        };
        let depth = options.depth.unwrap_or(8);
        if !(1..=crate::ai::MAX_DEPTH).contains(&depth) {
            return Err(JsError::new(&format!(
                "depth must be 1 to {}, not {depth}",
                crate::ai::MAX_DEPTH
            )));
        }
        let nodes = options.max_nodes.unwrap_or(1_000_000);
        if nodes == 0 {
            return Err(JsError::new("maxNodes must be at least 1"));
        }
        let Some(analysis) = crate::ai::analyse(self.current(), depth, nodes) else {
            return Ok(JsValue::NULL);
        };
        let moves: Vec<JsWorth> = analysis
            .moves
            .into_iter()
            .map(|w| {
                let forced_in = w.forced_in();
                let score = match forced_in {
                    Some(_) => FORCED_SEEDS.copysign(f64::from(w.score)),
                    None => f64::from(w.score) / 100.0,
                };
                JsWorth {
                    mv: w.mv,
                    score,
                    exact: false,
                    line: w.line,
                    forced_in,
                }
            })
            .collect();
        let moves = self.exact_from_table(moves);
        to_js(&JsAnalysis {
            best: moves.first().cloned(),
            moves,
            depth: analysis.depth,
            nodes: analysis.nodes,
        })
    }
}
