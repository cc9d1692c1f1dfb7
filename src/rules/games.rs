//! The games, listed once: [`with_games!`](crate::with_games) hands the list to a macro, and
//! each crate makes from it what it holds for every game. The rules make their game modules
//! (`lib.rs`), [`Variant`](crate::Variant) (`types.rs`), [`AnyGame`](crate::AnyGame) and
//! [`dispatch!`](crate::dispatch) (`any.rs`) and the table of house rules (`house/table.rs`); the
//! AI its evaluations and the levels' styles; the words and the lessons include each game's files
//! by its id; the JavaScript boundary declares the ids in TypeScript. A new game is one entry
//! here, its own files and its words (`docs/adding-a-game.md`).

/// Calls `$callback!` with `[$($arg)*]` and then every game, grouped by the type that plays it,
/// in menu order:
///
/// ```text
/// module::Type {
///     /// docs
///     Variant = "id" (rows, columns),
///     …
/// }
/// ```
///
/// `module` is the game's module in this crate, `Type` its [`Rules`](crate::Rules), `Variant`
/// its [`Variant`](crate::Variant) value, `"id"` its id in the JSON format, in URLs and in the
/// names of its files (lessons, words, docs), `(rows, columns)` the board's shape.
#[macro_export]
macro_rules! with_games {
    ($($callback:tt)::+ $(, $arg:tt)*) => {
        $($callback)::+! {
            [$($arg)*]
            oware::Oware {
                /// Oware with the Lemery rulebook's grand-slam rule.
                OwareAbapa = "oware-abapa" (2, 6),
                /// Oware with the international (Ludoteka) grand-slam and repetition rules.
                OwareInternational = "oware-international" (2, 6),
            }
            nam_nam::NamNam {
                /// Nam-Nam: rounds, plots changing owner.
                NamNam = "nam-nam" (2, 6),
            }
            omweso::Omweso {
                /// Omweso: 4×8, relay sowing, reverse captures.
                Omweso = "omweso" (4, 8),
            }
            gore::Gore {
                /// Goré: 2×4, chains both ways, hole-giving.
                Gore = "gore" (2, 4),
            }
            woaley::Woaley {
                /// Obridjie / Woaley: leave one seed, relay laps, game/match/Woaley scoring.
                Woaley = "woaley" (2, 6),
            }
            kauri::Kauri {
                /// Kauri: seeds and cowries.
                Kauri = "kauri" (2, 6),
            }
            kalah::Kalah {
                /// Kalah: stores in the sowing path, extra turns, captures across.
                Kalah = "kalah" (2, 6),
            }
        }
    };
}

/// Declares each game's module (`lib.rs`'s callback of [`with_games!`](crate::with_games)).
macro_rules! game_modules {
    ([] $($module:ident :: $type:ident { $($entries:tt)* })*) => {
        $(pub mod $module;)*
    };
}
