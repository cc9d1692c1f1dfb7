//! TypeScript declarations for the plain objects the API takes and returns, for the generated
//! `.d.ts` so page authors get real types instead of `any`.

/// `VariantId`, every game's id, from the list of games ([`mancala_rules::with_games!`]),
/// followed by the `$rest` of the declarations.
macro_rules! declarations {
    ([$rest:literal] $($module:ident :: $type:ident {
        $($(#[$doc:meta])* $variant:ident = $id:literal $shape:tt,)+
    })*) => {
        concat!(
            "\n/** A game's id. */\nexport type VariantId =",
            $($("\n  | \"", $id, "\"",)+)*
            ";",
            $rest
        )
    };
}

/// The declarations themselves (a test checks them against the Rust types). Each module whose
/// exports name these types adds them to its `.d.ts` with a section of its own,
/// `#[wasm_bindgen(typescript_custom_section)] const TS_SECTION: &str = TS_TYPES;`: a section
/// left in a dependency's object file is not linked when nothing there is called.
pub const TS_TYPES: &str = mancala_rules::with_games!(
    declarations,
    r#"
/** 0 is South (moves first by default), 1 is North. */
export type Player = 0 | 1;

/** One entry of `variants()`. */
export interface VariantInfo {
  id: VariantId; name: string; rows: number; columns: number; pits: number;
  origin: string;
  /** What the game is like, in one or two short sentences of common words. */
  plain: string;
  summary: string;
  /** The house rules that may be chosen for this game (`GameOptions.rules`), in the order of docs/rules/house-rules.md. */
  rules: RuleInfo[];
}

/** A house rule (docs/rules/house-rules.md §8): what it decides, its default, and its values, in words. */
export interface RuleInfo {
  /** The option's id, as `GameOptions.rules` names it: `"O-5plots"`. */
  id: string;
  /** What it decides, one line ending with a colon: "A capture that would take all your opponent's seeds:". */
  about: string;
  /** The value played unless another is chosen (the first of `values`). */
  default: string;
  /** Every value, the default first, each with words that follow `about`. */
  values: { value: string; label: string }[];
}

/** Options of `new Game(variant, options)`. */
export interface GameOptions {
  startingPlayer?: Player;
  /** Woaley: a single game, a match of three, or a Woaley of three matches. */
  series?: "game" | "match" | "woaley";
  /** Oware international: play on after 25 seeds. */
  playOut?: boolean;
  /** House rules: docs/rules/house-rules.md §8's options chosen instead of their defaults, such as
   * `{ "O-5plots": "literal" }`. `variants()` lists each game's, with their values and words;
   * an unknown option or value, or one of another game, is an `Error` naming the known ones. */
  rules?: Record<string, string>;
}

/** A position (docs/rules/common.md §0 indexing). Reading one, only `variant` and `pits` are required. */
export interface Position {
  variant: VariantId;
  toMove?: Player;
  pits: number[];
  cowries?: number[] | null;
  owners?: Player[];
  stores?: [number, number];
  extra?: Record<string, unknown>;
}

/** A move: sow from a pit; Omweso's clockwise move; Goré's offer, its answer, and the pass of a
 * player who owns no seed and makes no offer (`{ pass: true }`); Omweso's arrangement.
 * `harvest` (house rules O-may, M-must): whether to take each harvest the move reaches, in order;
 * missing entries mean take. */
export type Move =
  | { pit: number; harvest?: boolean[] }
  | { pit: number; direction: "clockwise" | "counterclockwise"; continueClockwise?: boolean[]; harvest?: boolean[] }
  | { give: number[] }
  | { accept: boolean }
  | { pass: true }
  | { arrange: number[] };

export type Piece = "seed" | "cowrie";
export type CaptureCause = "capture" | "ownerFour" | "lastFour" | "lastSeeds" | "cowrie" | "seedToOpponent" | "automaticHarvest" | "sweep";

/** Why a game ended (a `gameEnd` event's and `outcome()`'s `reason`): the contract's words,
 * never shown as they are (pages translate them). The two ending in "the short form" come only
 * from the house rules G-short and N-short, the project's own short forms of Goré and Nam-Nam. */
export type EndReason = "25 seeds" | "automatic harvest" | "repetition" | "every hole holds at most 2" | "no seed to sow" | "a player owns no hole" | "25 seeds captured: the short form" | "31 seeds" | "no cowrie in the tie-break" | "all 48 seeds" | "no one can move" | "one round played: the short form" | "no moves left" | "no move left" | "Emitwebiri" | "Akakyala" | "match score" | "sum of advantages";

/** One step of a move, as `play()` returns them; the renderer animates exactly these. */
export type GameEvent =
  | { type: "lap"; pit: number; clockwise: boolean; kind: "first" | "relay" | "captured"; number: number }
  | { type: "pickUp"; pit: number; seeds: number; cowries: number }
  | { type: "drop"; pit: number; piece: Piece }
  | { type: "dropInStore"; player: Player }
  | { type: "skipOrigin"; pit: number }
  | { type: "capture"; pit: number; seeds: number; player: Player; cause: CaptureCause }
  | { type: "handToStore"; pit: number | null; seeds: number; player: Player; cause: CaptureCause }
  | { type: "harvest"; pit: number; seeds: number }
  | { type: "captureLimited"; pits: number[]; reason: string }
  | { type: "pass"; player: Player; byChoice?: true }
  | { type: "offer"; player: Player; holes: number[] }
  | { type: "answer"; player: Player; accept: boolean }
  | { type: "storeToPit"; player: Player; pit: number; seeds: number }
  | { type: "ownerChange"; pit: number; owner: Player }
  | { type: "roundEnd"; round: number; stores: [number, number] }
  | { type: "gameEnd"; winner: Player | null; reason: EndReason }
  | { type: "setup"; cause: "arrangement" | "newRound" | "newGame"; pits: number[]; cowries: number[] | null; owners: Player[]; stores: [number, number] }
  | { type: "extraTurn"; player: Player }
  | { type: "turn"; player: Player };

/** The result of a finished game; game-specific extras join it. */
export interface Outcome {
  winner: Player | null;
  stores: [number, number];
  reason: EndReason;
  [extra: string]: unknown;
}

/** Options of `bestMove` and `think`. */
export interface ThinkOptions {
  /** 1 (beginner, makes mistakes on purpose) to 5 (strongest); default 3. */
  level?: 1 | 2 | 3 | 4 | 5;
  seed?: number;
  timeLimitMs?: number;
  maxNodes?: number;
  /** Levels 4 and 5 play from an endgame table the module holds; default true. */
  endgameTable?: boolean;
}

/** What `think` returns. */
export interface ThinkResult { move: Move; score: number; depth: number; nodes: number; blunder: boolean }

/** Options of `analyse`. */
export interface AnalyseOptions {
  /** Plies searched, 1 to 16; default 8. */
  depth?: number;
  /** Positions visited at most; default 1,000,000. */
  maxNodes?: number;
}

/** One move's worth in `analyse`. */
export interface MoveWorth {
  move: Move;
  /** Seeds, for the player to move; a forced win or loss the search sees counts ±48. */
  score: number;
  /** True when the score is certain (an endgame table's); false for the search's estimates. */
  exact: boolean;
  /** The move, then the replies the search expects. */
  line: Move[];
  /** Plies to a forced end the search sees. */
  forcedIn?: number;
}

/** What `analyse` returns: every legal move, best first; `best` is the one with the highest score. */
export interface Analysis { moves: MoveWorth[]; best: MoveWorth; depth: number; nodes: number }

/** Where an Oware game's endgame table stands (`endgameTable`, `buildEndgameTable`). */
export interface EndgameTableStatus {
  status: 'ready' | 'building' | 'absent';
  /** The rules it is built by; null for a game other than Oware. */
  rules: string | null;
  /** Ready: the most seeds of its boards; building: the levels finished so far. */
  seeds: number | null;
  /** Building: the most seeds it is built up to. */
  seedsAsked: number | null;
}

/** Options of `buildEndgameTable`. */
export interface BuildEndgameTableOptions {
  /** Boards of at most this many seeds, 0 to 15; default 15. */
  seeds?: number;
  /** Milliseconds of work this call may take; default 50. */
  forMs?: number;
}

/** One entry of `history()`. */
export interface PlayedMove { player: Player; move: Move }

/** What `save()` writes and `Game.load()` reads. */
export interface SavedGame { format: "mancala-game"; version: 1; start: Position; moves: Move[] }

/** Options of `hint`. */
export interface HintOptions {
  /** The computer's level, 1 to 5; default 5. */
  level?: 1 | 2 | 3 | 4 | 5;
  /** The language of `text` (`"fr"`, `"fr-CI"`); default English. */
  lang?: string;
}

/** What `hint` returns: the move and what it would do, in words. */
export interface Hint { move: Move; text: string }

/** A move a lesson's step accepts, with what it does and why. */
/** `houseNote`: where a house rule would make the move do something else, one line saying so. */
export interface LessonAnswer { move: Move; explanation: string; houseNote?: string }

/** One step of a lesson. */
export interface LessonStep {
  /** What the step says before the move. */
  text: string;
  /** The board of the step, whole. */
  position: Position;
  /** The pits the text talks about. */
  highlight: number[];
  /** The moves accepted; empty when the step only explains. */
  moves: Move[];
  /** What the first accepted move does and why; "" when the step asks no move. */
  explanation: string;
  /** What the step asks: one of `moves`, any capture, or any move; null when it asks none. */
  goal: "listed" | "capture" | "any" | null;
  /** Why it happened, said after the move's own account. */
  after?: string;
  /** A nudge for another move tried. */
  wrong?: string;
  /** Every accepted move with its explanation. */
  answers: LessonAnswer[];
}

/** One game's lesson, as `lessons()` lists them. */
export interface LessonInfo { variant: VariantId; title: string; steps: LessonStep[] }

/** What a puzzle asks (`docs/puzzles.md`). */
export type PuzzleGoal =
  | { kind: "win" }
  | { kind: "draw" }
  | { kind: "take"; seeds: number; moves: number }
  | { kind: "guard" };

/** Options of `puzzles()`. */
export interface PuzzleOptions {
  /** One game's puzzles; default every game's. */
  variant?: VariantId;
  /** The language of `text`: "en" (default), "fr" or "es". */
  lang?: string;
}

/** A puzzle, as `puzzles()` lists them. */
export interface PuzzleInfo {
  /** Unique among all puzzles: "kalah-7". */
  id: string;
  variant: VariantId;
  /** Where it starts. */
  position: Position;
  goal: PuzzleGoal;
  /** The goal in a sentence. */
  text: string;
  /** The line from the position: the solver's moves and the replies. */
  solution: Move[];
  /** 1 (easy) to 3 (hard): which computer level finds the right move. */
  difficulty: 1 | 2 | 3;
}
"#
);

#[cfg(test)]
mod tests {
    //! The declarations checked against the Rust types: every event and move that random games
    //! of every variant produce, as the API writes them, has its keys in its declaration.

    use super::TS_TYPES;
    use crate::rules::rng::Rng;
    use crate::rules::{Game, Options, Variant};
    use serde_json::Value;

    /// The line of the declarations that declares `{ type: "<tag>"; ... }`.
    fn event_line(tag: &str) -> Option<&'static str> {
        let needle = format!("{{ type: \"{tag}\";");
        TS_TYPES.lines().find(|l| l.contains(&needle))
    }

    /// The members of the `Move` union, one line each.
    fn move_lines() -> Vec<&'static str> {
        let start = TS_TYPES.find("export type Move =").unwrap_or(0);
        TS_TYPES[start..]
            .lines()
            .skip(1)
            .take_while(|l| l.trim_start().starts_with('|'))
            .collect()
    }

    /// Whether `line` declares every key of `object` (as `key:` or `key?:`).
    fn declares(line: &str, object: &Value) -> bool {
        object.as_object().is_some_and(|o| {
            o.keys()
                .all(|k| line.contains(&format!("{k}:")) || line.contains(&format!("{k}?:")))
        })
    }

    #[test]
    fn every_end_reason_is_declared() {
        let words: Vec<String> = crate::rules::EndReason::ALL
            .iter()
            .map(|r| format!("\"{r}\""))
            .collect();
        let declared = format!("export type EndReason = {};", words.join(" | "));
        assert!(TS_TYPES.contains(&declared), "{declared}");
    }

    #[test]
    fn every_event_and_move_is_declared_with_its_keys() {
        let ids: String = Variant::ALL
            .iter()
            .map(|v| format!("\n  | \"{}\"", v.id()))
            .collect();
        assert!(
            TS_TYPES.contains(&format!("export type VariantId ={ids};\n")),
            "VariantId lists the variants"
        );
        let moves = move_lines();
        assert!(moves.len() >= 5, "{moves:?}");
        let mut rng = Rng::new(7);
        for variant in Variant::ALL {
            for _ in 0..20 {
                let Ok(mut game) = Game::new(variant, &Options::default()) else {
                    continue;
                };
                for _ in 0..200 {
                    let legal = game.legal_moves();
                    if game.outcome().is_some() || legal.is_empty() {
                        break;
                    }
                    let mv = legal[rng.below(legal.len())];
                    let json = serde_json::to_value(mv).unwrap_or_default();
                    assert!(
                        moves.iter().any(|l| declares(l, &json)),
                        "{variant}: the move {json} is not declared"
                    );
                    for event in game.play(&mv).unwrap_or_default() {
                        let json = serde_json::to_value(&event).unwrap_or_default();
                        let tag = json["type"].as_str().unwrap_or("?").to_string();
                        let line = event_line(&tag);
                        assert!(
                            line.is_some_and(|l| declares(l, &json)),
                            "{variant}: the event {json} is not declared ({line:?})"
                        );
                    }
                }
            }
        }
    }
}
