//! The words of the house rules (`rules::RULE_OPTIONS`), in each language: for each option one
//! line saying what it decides, and a short label for each of its values, in the table's order.

use mancala_rules::RULE_OPTIONS;

/// One rule option in one language.
#[derive(Clone, Copy, Debug)]
pub struct RuleText {
    /// What the option decides, in one line.
    pub about: &'static str,
    /// A label for each value, in the order of the option's values (the default first).
    pub values: &'static [&'static str],
}

const fn text(about: &'static str, values: &'static [&'static str]) -> RuleText {
    RuleText { about, values }
}

/// English, in the order of `RULE_OPTIONS`.
pub static EN: [RuleText; RULE_OPTIONS.len()] = [
    text(
        "A lap of 8 seeds or more passes its starting hole:",
        &["it drops a seed there", "it skips it"],
    ),
    text(
        "The holes you capture from are:",
        &[
            "the ones your opponent owns",
            "the ones in your opponent's row",
        ],
    ),
    text(
        "When you have no seed to sow:",
        &["you pass", "the game ends"],
    ),
    text(
        "When a position comes back:",
        &["the game ends", "play goes on"],
    ),
    text(
        "Offering holes:",
        &[
            "one offer at the start of your turn, then you sow",
            "an offer takes the place of your move",
            "offers one after another before you sow, until one is refused",
        ],
    ),
    text(
        "Giving holes away:",
        &[
            "you keep at least one hole",
            "you may give them all: the game then ends",
        ],
    ),
    text(
        "The holes you may give:",
        &["any hole you own", "only holes of your own row"],
    ),
    text(
        "The 6 seeds for each hole received:",
        &[
            "come from the receiver's store, which must hold them",
            "are what his store holds, up to 6",
        ],
    ),
    text(
        "A capture needs 2 or 4 seeds in the last hole:",
        &[
            "counted after the last seed falls",
            "counted before it falls",
        ],
    ),
    text(
        "Leave one seed behind:",
        &["on the first lap only", "on every lap"],
    ),
    text(
        "A lap of 12 seeds or more passes its starting hole:",
        &["it drops a seed there", "it skips it"],
    ),
    text(
        "A lap of 12 pieces or more, seeds and cowries, passes its starting pit:",
        &["it drops a piece there", "it skips it"],
    ),
    text(
        "The game ends:",
        &[
            "when no seed is left, or a store holds 31",
            "when a player cannot move",
        ],
    ),
    text(
        "After the last plot is harvested, the plots before it:",
        &["must be harvested too", "may be left"],
    ),
    text(
        "A capture that would take all your opponent's seeds:",
        &[
            "leaves him the farthest plot",
            "leaves him one plot only after a 6-plot chain",
            "makes the move illegal",
        ],
    ),
    text(
        "When a player reaches 25 seeds:",
        &["the game stops", "play goes on to the end"],
    ),
    text(
        "When a position comes back:",
        &["each takes his own seeds and the game ends", "play goes on"],
    ),
    text(
        "A lap of 12 seeds or more passes the plot it started from:",
        &["it skips it", "it drops a seed there"],
    ),
    text(
        "You take a 4 made by:",
        &[
            "the last seed of each lap",
            "only the last seed of your turn",
        ],
    ),
    text(
        "For the 8-seed rule, the seeds in your hand:",
        &["count as left on the board", "do not count"],
    ),
    text(
        "The first to sow is:",
        &["the player who arranged first", "the other player"],
    ),
    text(
        "A reverse move needs:",
        &["2 seeds or more", "1 seed is enough"],
    ),
    text(
        "A lap of 16 seeds or more passes its starting plot:",
        &["it drops a seed there", "it skips it"],
    ),
    text("A harvest:", &["must be taken", "may be declined"]),
    text(
        "Harvested seeds are sown from:",
        &[
            "the plot of the first harvest in a chain",
            "the newest capturing plot",
            "where the lap that captured began",
        ],
    ),
    text(
        "Special wins are checked:",
        &["at the end of the turn", "as soon as the harvest is made"],
    ),
    text("Seeds in each pit at the start:", &["4", "3", "5", "6"]),
    text(
        "A last seed in an empty pit of yours facing an empty pit:",
        &["stays there", "goes to your store"],
    ),
];

/// French, in the order of `RULE_OPTIONS`.
pub static FR: [RuleText; RULE_OPTIONS.len()] = [
    text(
        "Un semis de 8 graines ou plus passe par son trou de départ\u{a0}:",
        &["il y dépose une graine", "il le saute"],
    ),
    text(
        "Les trous où l'on prend sont\u{a0}:",
        &[
            "ceux que possède l'adversaire",
            "ceux de la rangée de l'adversaire",
        ],
    ),
    text(
        "Quand vous n'avez aucune graine à semer\u{a0}:",
        &["vous passez", "la partie s'arrête"],
    ),
    text(
        "Quand une position revient\u{a0}:",
        &["la partie s'arrête", "le jeu continue"],
    ),
    text(
        "Offrir des trous\u{a0}:",
        &[
            "une offre au début de votre tour, puis vous semez",
            "une offre remplace votre coup",
            "des offres l'une après l'autre avant de semer, jusqu'à un refus",
        ],
    ),
    text(
        "Donner ses trous\u{a0}:",
        &[
            "vous gardez au moins un trou",
            "vous pouvez tous les donner\u{a0}: la partie s'arrête alors",
        ],
    ),
    text(
        "Les trous que vous pouvez donner\u{a0}:",
        &[
            "tout trou que vous possédez",
            "seulement ceux de votre rangée",
        ],
    ),
    text(
        "Les 6 graines de chaque trou reçu\u{a0}:",
        &[
            "viennent de la réserve de celui qui reçoit, qui doit les avoir",
            "sont ce que contient sa réserve, jusqu'à 6",
        ],
    ),
    text(
        "Une prise demande 2 ou 4 graines dans le dernier trou\u{a0}:",
        &[
            "comptées après la chute de la dernière graine",
            "comptées avant sa chute",
        ],
    ),
    text(
        "Laisser une graine derrière soi\u{a0}:",
        &["au premier semis seulement", "à chaque relais"],
    ),
    text(
        "Un semis de 12 graines ou plus passe par son trou de départ\u{a0}:",
        &["il y dépose une graine", "il le saute"],
    ),
    text(
        "Un semis de 12 pièces ou plus, graines et cauris, passe par sa case de départ\u{a0}:",
        &["il y dépose une pièce", "il la saute"],
    ),
    text(
        "La partie s'arrête\u{a0}:",
        &[
            "quand il ne reste aucune graine, ou qu'une réserve en a 31",
            "quand un joueur ne peut plus jouer",
        ],
    ),
    text(
        "Après la prise de la dernière case, les cases d'avant\u{a0}:",
        &["doivent être prises aussi", "peuvent être laissées"],
    ),
    text(
        "Une prise qui enlèverait toutes les graines de l'adversaire\u{a0}:",
        &[
            "lui laisse la case la plus éloignée",
            "ne lui laisse une case qu'après une chaîne de 6",
            "rend le coup interdit",
        ],
    ),
    text(
        "Quand un joueur atteint 25 graines\u{a0}:",
        &["la partie s'arrête", "on joue jusqu'au bout"],
    ),
    text(
        "Quand une position revient\u{a0}:",
        &[
            "chacun prend ses graines et la partie s'arrête",
            "le jeu continue",
        ],
    ),
    text(
        "Un semis de 12 graines ou plus passe par sa case de départ\u{a0}:",
        &["il la saute", "il y dépose une graine"],
    ),
    text(
        "Vous prenez un 4 fait par\u{a0}:",
        &[
            "la dernière graine de chaque semis",
            "seulement la dernière graine de votre coup",
        ],
    ),
    text(
        "Pour la règle des 8 graines, celles que vous avez en main\u{a0}:",
        &["comptent comme restées sur le plateau", "ne comptent pas"],
    ),
    text(
        "Le premier à semer est\u{a0}:",
        &[
            "celui qui a disposé ses graines en premier",
            "l'autre joueur",
        ],
    ),
    text(
        "Un coup à rebours demande\u{a0}:",
        &["2 graines ou plus", "1 graine suffit"],
    ),
    text(
        "Un semis de 16 graines ou plus passe par sa case de départ\u{a0}:",
        &["il y dépose une graine", "il la saute"],
    ),
    text(
        "Une prise\u{a0}:",
        &["est obligatoire", "peut être refusée"],
    ),
    text(
        "Les graines prises sont semées depuis\u{a0}:",
        &[
            "la case de la première prise d'une chaîne",
            "la dernière case qui a pris",
            "le départ du semis qui a pris",
        ],
    ),
    text(
        "Les victoires spéciales sont vérifiées\u{a0}:",
        &["à la fin du coup", "dès la prise"],
    ),
    text("Graines par case au départ\u{a0}:", &["4", "3", "5", "6"]),
    text(
        "Une dernière graine dans une de vos cases vides, face à une case vide\u{a0}:",
        &["y reste", "va dans votre réserve"],
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_has_a_label_for_each_value_in_every_language() {
        for texts in [&EN, &FR] {
            for (o, t) in RULE_OPTIONS.iter().zip(texts.iter()) {
                assert_eq!(o.values.len(), t.values.len(), "{}", o.id);
                assert!(!t.about.is_empty(), "{}", o.id);
                assert!(t.values.iter().all(|v| !v.is_empty()), "{}", o.id);
            }
        }
    }
}
