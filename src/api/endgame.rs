//! The Oware endgame tables in the JavaScript API (`docs/endgames.md`): where this game's table
//! stands (`game.endgameTable()`), building it in steps as long as the caller allows
//! (`game.buildEndgameTable({ seeds, forMs })`, for a Web Worker to call between its other
//! work), and its bytes to keep and load again (`endgameTableBytes`, `loadEndgameTable`).
//! The tables live in this module's instance: a worker that builds one plays and analyses
//! with it.

use super::game::JsGame;
use crate::ai::endgame::{self, EndgameTable, TableStatus, MAX_SEEDS};
use crate::rules::oware::EndgameRules;
use crate::rules::AnyGame;
use mancala_js::{from_js, to_js};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// Options of `buildEndgameTable`.
#[derive(Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct BuildOptions {
    /// Boards of at most this many seeds, 0 to 15; default 15.
    seeds: Option<usize>,
    /// Milliseconds of work this call may take; default 50.
    for_ms: Option<f64>,
}

/// What `endgameTable` says.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsTableStatus {
    /// `"ready"`, `"building"` or `"absent"`.
    status: &'static str,
    /// The name of the rules the table is built by (`null` for a game other than Oware).
    rules: Option<String>,
    /// Ready: the most seeds of its boards; building: the levels finished so far.
    seeds: Option<usize>,
    /// Building: the most seeds it is built up to.
    seeds_asked: Option<usize>,
}

impl JsGame {
    /// The rules of this game's table, if it is an Oware game.
    fn endgame_rules(&self) -> Option<EndgameRules> {
        match self.current().rules() {
            AnyGame::Oware(o) => Some(o.endgame_rules()),
            _ => None,
        }
    }

    /// The rules of this game's table, or the error to give for another game.
    fn oware_rules(&self) -> Result<EndgameRules, JsError> {
        self.endgame_rules().ok_or_else(|| {
            JsError::new(&format!(
                "only Oware games have an endgame table, not {}",
                self.current().variant()
            ))
        })
    }
}

/// `status` of `rules`, as JavaScript reads it.
fn status_of(rules: Option<EndgameRules>) -> JsTableStatus {
    let status = rules.map_or(TableStatus::Absent, endgame::status);
    let (word, seeds, seeds_asked) = match status {
        TableStatus::Absent => ("absent", None, None),
        TableStatus::Building(p) => ("building", p.seeds_done.checked_sub(1), Some(p.seeds_asked)),
        TableStatus::Ready { seeds } => ("ready", Some(seeds), None),
    };
    JsTableStatus {
        status: word,
        rules: rules.map(|r| r.key()),
        seeds,
        seeds_asked,
    }
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// Where this game's endgame table stands in this module: `{ status: "ready" | "building" |
    /// "absent", rules, seeds, seedsAsked }` (`rules` names the rules it is built by, `null`
    /// for a game other than Oware, whose status is always "absent"; `seeds` the most seeds of
    /// its boards when ready, the levels finished while building).
    ///
    /// # Errors
    /// None in practice.
    #[wasm_bindgen(js_name = endgameTable, unchecked_return_type = "EndgameTableStatus")]
    pub fn endgame_table(&self) -> Result<JsValue, JsError> {
        to_js(&status_of(self.endgame_rules()))
    }

    /// Builds this game's endgame table for about `forMs` milliseconds (default 50) and says
    /// where it stands, as `endgameTable` does; call it again until it is ready. `seeds` (0 to
    /// 15, default 15): the most seeds of the boards it holds. Each level of seeds finished is
    /// used at once.
    ///
    /// # Errors
    /// A game other than Oware, or bad options.
    #[wasm_bindgen(js_name = buildEndgameTable, unchecked_return_type = "EndgameTableStatus")]
    pub fn build_endgame_table(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "BuildEndgameTableOptions")] options: Option<
            JsValue,
        >,
    ) -> Result<JsValue, JsError> {
        let rules = self.oware_rules()?;
        let options: BuildOptions = match options {
            Some(o) if !o.is_undefined() => from_js(&o, "options")?,
            _ => BuildOptions::default(),
        };
        let seeds = options.seeds.unwrap_or(MAX_SEEDS);
        if seeds > MAX_SEEDS {
            return Err(JsError::new(&format!(
                "seeds must be 0 to {MAX_SEEDS}, not {seeds}"
            )));
        }
        let for_ms = options.for_ms.unwrap_or(50.0);
        if !for_ms.is_finite() || for_ms < 0.0 {
            return Err(JsError::new("forMs must be a number of milliseconds ≥ 0"));
        }
        if endgame::status(rules) == TableStatus::Absent {
            // Room for the whole table, which a build takes at its start.
            let room = endgame::boards_up_to(seeds) + mancala_js::args::HEADROOM;
            Vec::<u8>::new()
                .try_reserve_exact(room)
                .map_err(|_| JsError::new(mancala_js::args::OUT_OF_MEMORY))?;
        }
        let until = js_sys::Date::now() + for_ms;
        endgame::build_step(rules, seeds, &mut || js_sys::Date::now() < until);
        to_js(&status_of(Some(rules)))
    }

    /// This game's endgame table as bytes to keep (in IndexedDB, a file …), or `undefined` when
    /// no table of its rules is ready. Written straight into the array (a table is large).
    #[wasm_bindgen(js_name = endgameTableBytes)]
    pub fn endgame_table_bytes(&self) -> Option<js_sys::Uint8Array> {
        let rules = self.endgame_rules()?;
        if !matches!(endgame::status(rules), TableStatus::Ready { .. }) {
            return None;
        }
        endgame::with_table(rules, |table| {
            let header = table.header();
            let entries = table.entries();
            let length = u32::try_from(header.len() + entries.len()).ok()?;
            let out = js_sys::Uint8Array::new_with_length(length);
            let split = header.len() as u32;
            out.subarray(0, split).copy_from(&header);
            out.subarray(split, length).copy_from(entries);
            Some(out)
        })?
    }

    /// Loads a table kept by `endgameTableBytes` for this game's rules, and says where the
    /// table stands.
    ///
    /// # Errors
    /// A game other than Oware, or bytes that are not a table of its rules (nothing changes).
    #[wasm_bindgen(js_name = loadEndgameTable, unchecked_return_type = "EndgameTableStatus")]
    pub fn load_endgame_table(&self, bytes: Vec<u8>) -> Result<JsValue, JsError> {
        let rules = self.oware_rules()?;
        let table = EndgameTable::from_bytes(rules, bytes).map_err(|e| JsError::new(&e))?;
        endgame::install(table);
        to_js(&status_of(Some(rules)))
    }
}
