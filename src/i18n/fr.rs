//! Français (la langue de la Côte d’Ivoire, pays du Goré et du Woaley).

use super::house::{text, RuleText};
use super::{
    About, Counted, HouseTexts, Language, LearnTexts, PitName, Plural, Texts, VariantText,
};
use mancala_rules::oware::GrandSlam;
use mancala_rules::{EndReason, Variant, RULE_OPTIONS};

/// French.
pub(super) static TEXTS: Texts = Texts {
    language: Language::Fr,

    games: "☰ Jeux",
    new_game: "Nouvelle partie",
    undo: "↶ Annuler",
    two_players: "Deux joueurs",
    vs_computer: "Contre l’ordinateur",
    demo: "Démo",
    speed: "Vitesse\u{a0}: {speed}",
    sound_on: "Son\u{a0}: activé",
    sound_off: "Son\u{a0}: coupé",
    speeds: ["normale", "rapide", "instantanée", "lente"],
    level: "{name} · niveau {n}/5",
    level_names: ["Débutant", "Facile", "Moyen", "Difficile", "Expert"],
    level_up: "Jouer au niveau suivant\u{a0}: {level}",
    level_down: "Essayer un niveau plus facile\u{a0}: {level}",
    skip: "Passer ▸",
    how_to_play: "Comment jouer",
    choose_game: "Choisir un jeu",
    close: "Fermer",
    more: "⋯ Plus",
    more_title: "Partie et réglages",
    face_to_face_on: "Face à face\u{a0}: activé",
    face_to_face_off: "Face à face\u{a0}: désactivé",
    play_again: "Rejouer",
    other_games: "Autres jeux",
    board_label: "Plateau {of_game}. Graines par {pit}, dans le sens inverse des aiguilles d’une montre depuis {the_pit} en bas à gauche\u{a0}: {pits}. Réserves\u{a0}: {a} et {b}.",
    touch_to_play: "Touchez le plateau pour jouer\u{202f}!",
    still_playing: "Vous êtes toujours là\u{202f}? Touchez l’écran pour continuer. {n}…",
    confirm_new: "Commencer une nouvelle partie\u{202f}? Celle-ci sera perdue.",
    confirm_yes: "Oui, nouvelle partie",
    confirm_no: "Non, je continue",

    offer_holes: "Offrir des trous…",
    cancel_offer: "Annuler l’offre",
    send_offer: "Offrir les trous choisis",
    no_offer: "Pas d’offre",
    accept_offer: "Accepter l’offre",
    refuse_offer: "Refuser",
    standard_arrangement: "Disposition habituelle",
    confirm_arrangement: "Valider la disposition",
    direction_ccw: "Sens\u{a0}: ↺ inverse des aiguilles d’une montre",
    direction_cw: "Sens\u{a0}: ↻ des aiguilles d’une montre (prise)",

    player_n: "Joueur {n}",
    you: "Vous",
    computer: "L’ordinateur",
    computer_n: "L’ordinateur {n}",
    series_note: "partie {n} · {pts} pts",
    hole: "le trou {n}",
    holes: "les trous {list}",
    and: "et",
    whose,
    the,
    plural,
    seeds: Counted {
        zero: "aucune graine",
        one: "1 graine",
        many: "{n} graines",
    },
    cowries: Counted {
        zero: "aucun cauri",
        one: "1 cauri",
        many: "{n} cauris",
    },
    plate_turn: About {
        they: "{who} joue",
        you: "À vous de jouer",
    },

    loading: "Chargement du plateau…",
    sowing: "Semis en cours…",
    thinking: "L’ordinateur réfléchit…",
    to_move_tap: About {
        they: "{The} joue\u{a0}: touchez {glowing}",
        you: "À vous\u{a0}: touchez {glowing}",
    },
    answer_offer: About {
        they: "{who}\u{a0}: acceptez ou refusez l’offre de trous",
        you: "Acceptez ou refusez l’offre de trous",
    },
    arrange: About {
        they: "{who}\u{a0}: disposez vos graines — touchez une case pour y prendre une graine, puis la case où la poser\u{202f}; ou gardez la disposition habituelle",
        you: "Disposez vos graines\u{a0}: touchez une case pour y prendre une graine, puis la case où la poser\u{202f}; ou gardez la disposition habituelle",
    },
    pick_offer: About {
        they: "{who}\u{a0}: touchez jusqu’à trois de vos trous à offrir",
        you: "Touchez jusqu’à trois de vos trous à offrir",
    },
    no_seed: About {
        they: "{The} n’a aucune graine à semer\u{a0}: il peut offrir des trous, ou choisir «\u{202f}Pas d’offre\u{202f}» pour passer",
        you: "Vous n’avez aucune graine à semer\u{a0}: offrez des trous, ou choisissez «\u{202f}Pas d’offre\u{202f}» pour passer",
    },
    unknown_game: "Il n’y a pas de jeu nommé «\u{202f}{id}\u{202f}»\u{202f}; les jeux sont {known}.",
    unavailable: "{game}\u{a0}: {reason}. Choisissez un autre jeu dans le menu.",
    won_status: About {
        they: "{The} a gagné\u{a0}: {reason}",
        you: "Vous avez gagné\u{a0}: {reason}",
    },
    draw_status: "Partie nulle\u{a0}: {reason}",

    wins_title: About {
        they: "{The} gagne\u{202f}!",
        you: "Vous avez gagné\u{202f}!",
    },
    draw_title: "Partie nulle",
    final_score: "{reason}. Score final\u{a0}: {a} à {b}.",
    without_glory: "Victoire sans gloire (une offre a été refusée).",
    special_victory: "Victoire spéciale\u{a0}: {name}.",

    relay_lap: "Relais\u{a0}: semis n°\u{a0}{n}",
    sowing_harvest: "On sème les graines prises",
    origin_skipped: "Le semis saute son point de départ",
    harvest: "Prise\u{a0}: {seeds}",
    passes: About {
        they: "{The} ne peut pas jouer et passe",
        you: "Vous ne pouvez pas jouer et passez",
    },
    plays_again: About {
        they: "{The} rejoue",
        you: "Vous rejouez",
    },
    passes_by_choice: About {
        they: "{who}\u{a0}: pas d’offre et aucune graine à semer, la main passe",
        you: "Pas d’offre et aucune graine à semer\u{a0}: vous passez la main",
    },
    offers: About {
        they: "{The} offre {holes}",
        you: "Vous offrez {holes}",
    },
    accepts: About {
        they: "{The} accepte l’offre",
        you: "Vous acceptez l’offre",
    },
    refuses: About {
        they: "{The} refuse l’offre",
        you: "Vous refusez l’offre",
    },
    round_over: "Fin de la manche {n}\u{a0}: {a} à {b}",
    wins_banner: About {
        they: "{The} gagne ({reason})",
        you: "Vous avez gagné ({reason})",
    },
    draw_banner: "Partie nulle ({reason})",
    setup_arranged: "Graines disposées",
    setup_new_round: "Nouvelle manche\u{a0}: les cases sont remplies à nouveau",
    setup_new_game: "La partie suivante de la série commence",
    capture: About {
        they: "{The} fait une prise",
        you: "Vous faites une prise",
    },
    owner_four: "Un quatre\u{202f}! Son propriétaire prend les quatre graines",
    last_four: About {
        they: "La dernière graine {whose} fait quatre\u{a0}: il prend les quatre graines",
        you: "Votre dernière graine fait quatre\u{a0}: vous prenez les quatre graines",
    },
    last_seeds: About {
        they: "{The} prend les dernières graines",
        you: "Vous prenez les dernières graines",
    },
    cowrie_capture: About {
        they: "Le cauri {whose} prend les graines",
        you: "Votre cauri prend les graines",
    },
    seed_to_opponent: "La graine va à l’adversaire",
    automatic_harvest: About {
        they: "{The} prend toutes les graines restantes",
        you: "Vous prenez toutes les graines restantes",
    },
    sweep: "Chacun prend les graines de son côté",

    said_sows: About {
        they: "{The} sème {seeds} depuis {pit}",
        you: "Vous semez {seeds} depuis {pit}",
    },
    said_clockwise: "dans le sens des aiguilles d’une montre",
    said_captures: About {
        they: "{The} prend {seeds}.",
        you: "Vous prenez {seeds}.",
    },
    said_no_capture: "Aucune prise.",
    said_laps: "{laps} semis à la suite.",
    said_score: "Score\u{a0}: {a} à {b}.",
    said_to_move: About {
        they: "Au tour {whose}.",
        you: "À vous de jouer.",
    },
    said_pit: "{pit}, {seeds}, {side}",
    said_side: About {
        they: "côté {whose}",
        you: "votre côté",
    },
    said_cowries: ", {cowries}",
    said_playable: ", jouable",
    said_store: About {
        they: "réserve {whose}, {seeds}",
        you: "votre réserve, {seeds}",
    },
    board_grid: "Plateau {of_game}, {pit} par {pit}",

    end_reason,
    grand_slam,
    learn: &LEARN,
    learn_holes: &LEARN_HOLES,
    pit_name: PitName {
        within: "la case {n}",
        label: "Case {n}",
        noun: "case",
        the: "la case",
        glowing: "une des cases qui brillent",
    },
    hole_name: PitName {
        within: "le trou {n}",
        label: "Trou {n}",
        noun: "trou",
        the: "le trou",
        glowing: "un des trous qui brillent",
    },
    variants: [
        VariantText {
            name: "Awalé Abapa",
            origin: "Ghana (Akan)\u{202f}; règles de Lemery Games",
            plain: "Semez les graines autour du plateau. Faites 2 ou 3 chez l’adversaire pour les gagner.",
            summary: "Le plateau compte deux rangées de six cases, garnies chacune de quatre \
                graines. À votre tour, prenez toutes les graines d’une de vos cases et semez-les \
                une à une dans le sens inverse des aiguilles d’une montre\u{202f}; un semis de \
                douze graines ou plus saute la case de départ. Si votre dernière graine porte à 2 \
                ou 3 une case adverse, vous la prenez, ainsi que les cases qui la précèdent sans \
                interruption de ce côté et contiennent elles aussi 2 ou 3 graines. Il faut toujours laisser de quoi \
                jouer à l’adversaire\u{a0}: une prise ne peut vider plus de cinq de ses cases et, \
                si son côté est vide, vous devez le nourrir quand vous le pouvez. Le premier qui \
                prend 25 graines gagne\u{202f}; à 24 partout, la partie est nulle.",
        },
        VariantText {
            name: "Awalé (règles internationales)",
            origin: "Ghana\u{202f}; règles unifiées des tournois internationaux",
            plain: "L’awalé des tournois du monde entier. Faites 2 ou 3 chez l’adversaire pour les gagner.",
            summary: "L’awalé tel qu’on le joue en tournoi. On sème dans le sens inverse des \
                aiguilles d’une montre, en sautant la case de départ lors d’un semis de douze \
                graines ou plus. Quand la dernière graine porte à 2 ou 3 une case adverse, on la \
                prend, avec les cases qui la précèdent sans interruption et contiennent elles \
                aussi 2 ou 3 graines. Un coup qui \
                prendrait toutes les graines de l’adversaire se joue, mais ne prend rien\u{a0}: \
                c’est le grand chelem. Quand l’adversaire n’a plus de graines, il faut le \
                nourrir\u{202f}; si c’est impossible, vous prenez toutes les graines qui restent. \
                Si une position se répète, la partie s’arrête et chacun prend les graines de son \
                côté. Il faut 25 graines pour gagner.",
        },
        VariantText {
            name: "Nam-Nam",
            origin: "Ghana\u{202f}; un jeu d’enfants des Akan",
            plain: "Semez encore et encore. Quand une case atteint 4 graines, quelqu’un les prend.",
            summary: "Ici, le semis rebondit\u{a0}: quand votre dernière graine tombe dans une \
                case occupée, ramassez tout ce qu’elle contient et continuez de semer. Chaque fois \
                qu’une case atteint quatre graines pendant le semis, son propriétaire les \
                prend\u{202f}; mais si c’est votre dernière graine qui fait quatre, c’est vous qui \
                les prenez. Quand il ne reste que huit graines, le prochain joueur qui prend un \
                quatre ramasse aussi le reste. Une nouvelle manche commence alors\u{a0}: chacun \
                garnit ses cases avec les graines qu’il a gagnées, et le plus riche s’empare de \
                quelques cases de l’adversaire. Pour gagner la partie, il faut gagner toutes les \
                graines.",
        },
        VariantText {
            name: "Omweso",
            origin: "Ouganda (Baganda)",
            plain: "Un grand plateau de quatre rangées. Prenez les graines de l’adversaire et semez-les à nouveau.",
            summary: "Le plateau a quatre rangées de huit cases\u{202f}; chaque joueur possède les \
                deux rangées de son côté et ne sème que dans ses seize cases. Disposez vos 32 \
                graines à votre guise, puis semez à partir d’une case qui en contient au moins \
                deux\u{202f}; si la dernière graine tombe dans une case occupée, ramassez-en le \
                contenu et continuez. Si vous finissez dans une case occupée de votre rangée \
                intérieure et que les deux cases adverses d’en face sont occupées, vous prenez \
                leurs graines et les semez à leur tour. Depuis vos quatre cases les plus à gauche, \
                vous pouvez semer dans le sens des aiguilles d’une montre si ce semis fait une \
                prise. Vous gagnez quand l’adversaire ne peut plus jouer, ou par l’une des \
                victoires spéciales, Akakyala et Emitwebiri.",
        },
        VariantText {
            name: "Goré",
            origin: "Côte d’Ivoire (peuple gouro)",
            plain: "Faites 2 ou 4 pour gagner des graines. Vous pouvez offrir des trous à l’adversaire.",
            summary: "Le plateau a deux rangées de quatre trous, garnis chacun de six graines. \
                Semez dans le sens inverse des aiguilles d’une montre à partir d’un de vos trous. \
                Si votre dernière graine porte à 2 ou 4 un trou adverse, vous le prenez, ainsi que \
                les trous voisins qui contiennent 2 ou 4 graines, de part et d’autre et tout \
                autour du plateau. Au début de votre tour, vous pouvez offrir d’un à trois de vos \
                trous à l’adversaire\u{a0}: il accepte en garnissant chacun de six graines prises, \
                ou il refuse (une partie gagnée après un refus l’est alors sans gloire). Si vous \
                n’avez aucune graine à semer, vous pouvez encore faire une offre, ou n’en faire \
                aucune et passer. Quand aucun trou ne contient plus de deux graines, chacun \
                ajoute à sa réserve ce qui reste dans ses trous, et la plus grosse réserve l’emporte.",
        },
        VariantText {
            name: "Woaley (Obridjie)",
            origin: "Côte d’Ivoire (d’après Kanga Ballou, 1984)",
            plain: "Laissez une graine derrière vous en semant. Faites 2 ou 4 pour gagner des graines.",
            summary: "Le plateau a deux rangées de six trous, garnis chacun de quatre graines. On \
                joue un trou qui contient au moins deux graines, en y laissant une graine. Tout \
                dépend de la dernière graine\u{a0}: si elle tombe dans un trou vide, le coup \
                s’arrête\u{202f}; si elle porte son trou à 2 ou 4 graines, vous prenez ce trou et \
                ceux qui le précèdent sans interruption et contiennent eux aussi 2 ou 4 graines, \
                des deux côtés\u{202f}; sinon, vous ramassez tout le trou et continuez de semer. \
                Un joueur qui ne peut pas jouer passe\u{202f}; quand plus personne ne le peut, \
                chacun prend ses graines. Une victoire vaut 12 points, plus un point par graine \
                au-delà de 24\u{202f}; trois parties font un match, et trois matchs un woaley.",
        },
        VariantText {
            name: "Kauri",
            origin: "Ralf Gering, 2006, d’après les jeux de cauris d’Afrique de l’Ouest",
            plain: "Vous ne pouvez jouer qu’une case qui contient au moins un cauri. Un cauri posé chez l’adversaire gagne des graines.",
            summary: "Chaque case contient au départ cinq graines et un cauri (un coquillage). On \
                ne peut jouer qu’une case où se trouve un cauri\u{a0}: semez d’abord ses graines, \
                puis ses cauris, une pièce par case, dans le sens inverse des aiguilles d’une montre. Un \
                cauri déposé dans une case adverse qui n’en a pas prend les graines de cette \
                case\u{202f}; une graine déposée dans une case adverse qui ne contient que des \
                cauris revient à l’adversaire. Les cauris, eux, ne sont jamais pris. Si vous \
                n’avez plus de cauri de votre côté, vous passez. Il faut plus de la moitié des \
                graines pour gagner\u{202f}; à 30 partout, on continue avec les cauris jusqu’à ce \
                qu’un joueur ne puisse plus jouer\u{a0}: il a perdu.",
        },
        VariantText {
            name: "Kalah",
            origin: "États-Unis, années 1940 (William Julius Champion Jr.), un jeu de la famille \
                des mancalas",
            plain: "Semez aussi dans votre réserve. Si vous y finissez, vous rejouez.",
            summary: "Deux rangées de six cases garnies de quatre graines, et une réserve à la \
                droite de chaque joueur. Semez dans le sens inverse des aiguilles d’une montre à \
                partir d’une de vos cases, une graine par case\u{202f}; en passant devant votre \
                réserve, déposez-y une graine, mais jamais dans celle de l’adversaire. Si votre \
                dernière graine tombe dans votre réserve, vous rejouez. Si elle tombe dans une de \
                vos cases vides et que la case d’en face contient des graines, vous mettez cette \
                graine et celles d’en face dans votre réserve. Quand une rangée est vide, chacun \
                range dans sa réserve les graines qui restent de son côté. Le joueur qui a le plus \
                de graines en réserve gagne\u{202f}; à égalité, la partie est nulle.",
        },
    ],
};

/// La règle du pluriel en français : aucun, un (le singulier), ou plusieurs.
pub(super) fn plural(n: u32) -> Plural {
    match n {
        0 => Plural::Zero,
        1 => Plural::One,
        _ => Plural::Many,
    }
}

/// `name` précédé de « de », contracté ou élidé comme le veut le français : « de
/// l’ordinateur », « du joueur 1 », « d’Awalé Abapa », « d’Ama ».
fn whose(name: &str) -> String {
    de(&the(name))
}

/// `name` dans une phrase, avec l’article minuscule que le français met devant un nom commun :
/// « le joueur 1 » pour l’étiquette « Joueur 1 », « l’ordinateur » pour « L’ordinateur » ; le
/// prénom d’une personne tel quel (« Ama »).
fn the(name: &str) -> String {
    if let Some(n) = name.strip_prefix("Joueur ") {
        return format!("le joueur {n}");
    }
    for (label, running) in [
        ("Le ", "le "),
        ("La ", "la "),
        ("Les ", "les "),
        ("L’", "l’"),
    ] {
        if let Some(rest) = name.strip_prefix(label) {
            return format!("{running}{rest}");
        }
    }
    name.to_string()
}

/// « de » devant `word`, avec son article en minuscule : « du » pour « le », « des » pour
/// « les », « d' » devant une voyelle.
pub(super) fn de(word: &str) -> String {
    let word = the(word);
    if let Some(rest) = word.strip_prefix("le ") {
        format!("du {rest}")
    } else if let Some(rest) = word.strip_prefix("les ") {
        format!("des {rest}")
    } else if word.starts_with("la ") || word.starts_with("l’") {
        format!("de {word}")
    } else if elides(&word) {
        format!("d’{word}")
    } else {
        format!("de {word}")
    }
}

/// Le nom d’un jeu dans une phrase : en minuscule, comme le français écrit les noms de jeux
/// (« le goré », « l’awalé abapa »), sans l’autre nom entre parenthèses (« woaley » pour
/// « Woaley (Obridjie) ») ; Kauri garde sa majuscule, pour qu’on ne le lise pas comme une faute
/// sur « cauri ». Seules les majuscules ASCII passent en minuscule, en dehors de « É » (aucun
/// nom de jeu n’en a d’autre en tête de mot).
fn running(game: &str) -> String {
    let name = match game.split_once(" (") {
        Some((name, other)) if other.starts_with(|c: char| c.is_ascii_uppercase()) => name,
        _ => game,
    };
    if name == "Kauri" {
        return name.to_string();
    }
    name.to_ascii_lowercase()
}

/// Le nom d’un jeu après « jouer », avec son article : « au goré », « à l’awalé abapa », « au
/// Kauri ».
pub(super) fn to_play(game: &str) -> String {
    let game = running(game);
    if elides(&game) {
        format!("à l’{game}")
    } else {
        format!("au {game}")
    }
}

/// Whether a word before `word` is elided (« de » → « d' », « le » → « l' »): `word` starts with
/// a vowel. (An h is aspirated or mute word by word; no name here starts with one.)
pub(super) fn elides(word: &str) -> bool {
    word.chars()
        .next()
        .is_some_and(|c| "aeiouyàâéèêëîïôûüAEIOUYÀÂÉÈÊËÎÏÔÛÜ".contains(c))
}

/// Pourquoi une partie s’est terminée.
fn end_reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::TwentyFiveSeeds => "25 graines",
        EndReason::AutomaticHarvest => "récolte automatique",
        EndReason::Repetition => "position répétée",
        EndReason::SmallHoles => "aucun trou ne contient plus de 2 graines",
        EndReason::NoSeedToSow => "plus aucune graine à semer",
        EndReason::NoHoleLeft => "un joueur n’a plus aucun trou",
        EndReason::FirstTo25 => "25 graines prises\u{a0}: la forme courte",
        EndReason::ThirtyOneSeeds => "31 graines",
        EndReason::NoCowrie => "l’adversaire n’a plus aucun cauri au départage",
        EndReason::AllSeeds => "les 48 graines",
        EndReason::NoOneCanMove => "personne ne peut jouer",
        EndReason::OneRound => "une manche jouée\u{a0}: la forme courte",
        EndReason::NoMovesLeft | EndReason::NoMoveLeft => "plus aucun coup possible",
        EndReason::Emitwebiri => "Emitwebiri, «\u{202f}les deux têtes\u{202f}»",
        EndReason::Akakyala => "Akakyala, «\u{202f}le visiteur\u{202f}»",
        EndReason::MatchScore => "score du match",
        EndReason::SumOfAdvantages => "somme des avantages",
    }
}

/// La règle du grand chelem qui a limité une prise.
fn grand_slam(rule: GrandSlam) -> &'static str {
    match rule {
        GrandSlam::CaptureNothing => "grand chelem\u{a0}: le coup est joué mais rien n’est pris",
        GrandSlam::LeaveLastPlot => {
            "grand chelem\u{a0}: la case la plus éloignée est laissée pour que l’adversaire puisse \
             semer"
        }
    }
}

/// The words of learning (lessons, hints, previews, replays, links).
pub(super) static LEARN: LearnTexts = LearnTexts {
    learn: "Apprendre",
    play: "Jouer",
    step: "Étape {n} sur {total}",
    next: "Suivant",
    leave: "Quitter la leçon",
    press_next: "Appuyez sur «\u{202f}Suivant\u{202f}» pour continuer.",
    done: "Bravo\u{a0}: vous savez jouer {to_play}. Essayez une vraie partie\u{202f}!",
    hint: "Indice",
    preview_on: "Aperçu\u{a0}: activé",
    preview_off: "Aperçu\u{a0}: désactivé",
    back: "◀ Reculer",
    forward: "Avancer ▶",
    copy_link: "Copier le lien",
    link_copied: "Le lien vers cette partie est copié\u{a0}: collez-le pour partager la partie.",
    link_in_address: "L’adresse contient maintenant cette partie\u{a0}: copiez-la pour la partager.",
    replay_move: "Coup {n} sur {total}.",
    link_damaged: "Ce lien de partie est abîmé\u{a0}: une nouvelle partie commence.",
    analysis_on: "Analyse\u{a0}: activée",
    analysis_off: "Analyse\u{a0}: désactivée",
    best_move: "Jouer le meilleur coup",
    worth_wins: "gagnant",
    worth_loses: "perdant",
    worth_wins_by: "gain de {seeds}",
    worth_draw: "nulle",
    worth_loses_by: "perte de {seeds}",
    worth_exact_said: "Table de finales, valeur exacte\u{a0}: {worth}",
    decimal_mark: ",",
    worth_said: "Analyse à {depth} coups\u{a0}: {worth}",
    save_game: "Enregistrer la partie",
    open_game: "Ouvrir une partie…",
    file_damaged: "Ce fichier n’est pas une partie que cette page sait lire (ligne {line}).",
    set_up: "Composer une position",
    setup_put: "Composez la position\u{a0}: touchez le plateau pour y mettre une graine.",
    setup_take: "Composez la position\u{a0}: touchez le plateau pour en retirer une graine.",
    setup_put_cowrie: "Composez la position\u{a0}: touchez le plateau pour y mettre un cauri.",
    setup_take_cowrie: "Composez la position\u{a0}: touchez le plateau pour en retirer un cauri.",
    setup_left: "À placer encore\u{a0}: {pieces}.",
    setup_all_placed: "Tout est placé.",
    take_out: "Retirer des graines",
    put_in: "Mettre des graines",
    place_cowries: "Placer les cauris",
    place_seeds: "Placer les graines",
    setup_mover: About {
        they: "{who} joue",
        you: "À vous de jouer",
    },
    clear_board: "Vider le plateau",
    play_from_here: "Jouer à partir d’ici",
    refused_left: "Tout n’est pas encore placé.",
    refused_mover: About {
        they: "{The} ne pourrait pas jouer dans cette position\u{a0}: choisissez qui joue.",
        you: "Vous ne pourriez pas jouer dans cette position\u{a0}: choisissez qui joue.",
    },
    refused_rules: "Les règles de ce jeu n’admettent pas cette position\u{a0}: la partie ne pourrait pas continuer.",
    to_play: super::fr::to_play,
    plural: super::fr::plural,
    seeds: super::fr::TEXTS.seeds,
    cowries: super::fr::TEXTS.cowries,
    pit: "la case {n}",
    pits: "les cases {list}",
    and: "et",
    sowed: "Vous avez semé {seeds} depuis la case {pit}\u{202f}; la dernière est tombée dans la case {last}.",
    sowed_cowries: "Vous avez semé {seeds} depuis la case {pit}\u{202f}; le dernier cauri est tombé dans la case {last}.",
    sowed_store: "Vous avez semé {seeds} depuis la case {pit}\u{202f}; la dernière est tombée dans votre réserve.",
    again: "Vous rejouez.",
    laps: "Le coup a enchaîné {n} semis.",
    skipped: "La case vidée a été sautée.",
    took: "Vous avez pris {seeds} dans {pits}.",
    took_seeds: "Vous avez pris {seeds}.",
    harvested: "Vous avez pris {pits} et semé leurs graines à nouveau.",
    given: "Votre adversaire a reçu {seeds}.",
    nothing: "Rien n’a été pris.",
    limited: "La règle du grand chelem a laissé des graines en place.",
    offered: "Vous avez offert {pits}.",
    accepted: "L’offre est acceptée.",
    refused: "L’offre est refusée.",
    passed: "Un joueur ne pouvait pas jouer\u{a0}: il a passé son tour.",
    round_end: "La manche est finie.",
    game_end: "La partie est finie.",
    wrong_capture: "Ce coup ne prendrait aucune graine.",
    wrong_lands: "La dernière graine de ce coup tomberait dans la case {last}.",
    wrong_store: "La dernière graine de ce coup tomberait dans votre réserve.",
    try_again: "Essayez encore\u{202f}!",
    puzzle_win: "Trouvez le coup qui gagne la partie.",
    puzzle_draw: "La partie semble perdue\u{a0}: trouvez le coup qui permet encore une partie nulle.",
    puzzle_take_one: "Prenez {seeds} en un seul coup.",
    puzzle_take_two: "Prenez {seeds} en deux coups, quelle que soit la réponse.",
    puzzle_guard: "Trouvez le seul coup qui ne laisse aucune prise à l’adversaire.",
    puzzles: "Énigmes",
    puzzle_progress: "Énigme {n} sur {total} ({level})",
    puzzle_daily: "L’énigme du jour ({level})",
    puzzle_easy: "facile",
    puzzle_medium: "moyenne",
    puzzle_hard: "difficile",
    puzzle_before: "Vous avez déjà résolu cette énigme lors d’une visite précédente.",
    puzzle_right: "Bien joué\u{202f}!",
    puzzle_replied: "L’adversaire a répondu depuis {pit}.",
    puzzle_your_move: "À vous de rejouer.",
    puzzle_solved: "Énigme résolue\u{202f}!",
    puzzle_count: "Vous avez résolu {n} des {total} énigmes.",
    puzzle_shown: "C’était la solution. Essayez l’énigme suivante\u{202f}!",
    puzzle_no_win: "Pas ce coup-là\u{a0}: ensuite, l’adversaire peut vous empêcher de gagner.",
    puzzle_no_draw: "Pas ce coup-là\u{a0}: ensuite, l’adversaire peut gagner.",
    puzzle_too_few: "Avec ce coup, vous prendriez {taken} en tout, et l’énigme en demande {n}.",
    puzzle_none: "Ce coup ne prendrait rien, et l’énigme en demande {n}.",
    puzzle_stopped: "Pas ce coup-là\u{a0}: ensuite, l’adversaire peut vous empêcher de prendre {seeds}.",
    puzzle_lets_capture: "Pas ce coup-là\u{a0}: l’adversaire pourrait ensuite prendre {seeds} en jouant {pit}.",
    puzzle_not_this: "Pas ce coup-là.",
    puzzle_hint_two: "Le bon coup se joue dans l’une des deux cases marquées.",
    puzzle_hint_one: "Le bon coup se joue dans la case marquée.",
    puzzle_show: "Montrez-moi",
    puzzle_next: "Énigme suivante",
    puzzle_press_next: "Appuyez sur «\u{202f}Énigme suivante\u{202f}» pour en résoudre une autre.",
    puzzle_leave: "Quitter les énigmes",
    hint_sow: "Jouez la case {pit}\u{a0}: elle sème {seeds}",
    hint_takes: " et prend {seeds} dans {pits}.",
    hint_harvests: " et prend {pits} pour en semer les graines à nouveau.",
    hint_nothing: " et ne prend rien.",
    hint_again: " et sa dernière graine tombe dans votre réserve\u{a0}: vous rejouez.",
    hint_offer: "Offrez {pits} à votre adversaire.",
    hint_accept: "Acceptez l’offre.",
    hint_refuse: "Refusez l’offre.",
    hint_pass: "Ne faites pas d’offre\u{a0}: vous n’avez aucune graine à semer, la main passe.",
    hint_arrange: "Gardez cette disposition.",
    why_last: "La dernière graine a fait {n} dans la case {pit}",
    why_chain: "\u{202f}; la case {pit} en avait {n}",
    why_taken: "\u{a0}: ces graines sont prises.",
    why_owner_four: "La case {pit} a fait quatre pendant le semis\u{a0}: son propriétaire prend les quatre graines.",
    why_last_four: "La dernière graine a fait quatre dans la case {pit}\u{a0}: le semeur prend les quatre graines.",
    why_last_seeds: "Ce qui restait en jeu ({seeds}) va au joueur qui a pris le dernier quatre.",
    why_cowrie: "Un cauri est tombé dans la case {pit}, qui n’en avait pas\u{a0}: il prend {seeds}.",
    why_seed_to_opponent: "Une graine est tombée dans la case {pit}, qui n’avait que des cauris\u{a0}: elle va à l’adversaire.",
    why_automatic_harvest: "Aucun coup ne pouvait nourrir la rangée vide\u{a0}: le joueur qui ne pouvait pas la nourrir prend ce qui reste, {seeds}.",
    house_note: "Règle maison «\u{202f}{rule}\u{202f}»\u{a0}: {what}",
    house_illegal: "ce coup serait interdit.",
    house_takes: "ce coup prendrait {seeds}.",
    house_takes_nothing: "ce coup ne prendrait rien.",
    house_harvests: "ce coup prendrait {pits} pour les semer à nouveau.",
    house_ends: "ce coup finirait la partie.",
    house_goes_on: "la partie continuerait.",
    house_round_ends: "ce coup finirait la manche.",
    house_pass: "un joueur devrait ensuite passer.",
    house_lands: "la dernière graine tomberait dans la case {pit}.",
    house_sows: "ce coup se jouerait autrement.",
    why_harvest: "La dernière graine est tombée dans une case intérieure occupée\u{202f}; en face, {pits} avaient des graines\u{a0}: leurs graines sont prises et semées à nouveau.",
};

/// French, for the games whose pits are « trous » (Goré, Woaley): the French words with the
/// pit’s name and what agrees with it.
pub(super) static LEARN_HOLES: LearnTexts = LearnTexts {
    pit: "le trou {n}",
    pits: "les trous {list}",
    sowed: "Vous avez semé {seeds} depuis le trou {pit}\u{202f}; la dernière est tombée dans le trou {last}.",
    skipped: "Le trou vidé a été sauté.",
    wrong_lands: "La dernière graine de ce coup tomberait dans le trou {last}.",
    hint_sow: "Jouez le trou {pit}\u{a0}: il sème {seeds}",
    why_last: "La dernière graine a fait {n} dans le trou {pit}",
    why_chain: "\u{202f}; le trou {pit} en avait {n}",
    house_lands: "la dernière graine tomberait dans le trou {pit}.",
    puzzle_hint_two: "Le bon coup se joue dans l’un des deux trous marqués.",
    puzzle_hint_one: "Le bon coup se joue dans le trou marqué.",
    ..LEARN
};

/// The words around the house rules.
pub(super) static HOUSE: HouseTexts = HouseTexts {
    language: Language::Fr,
    button: "Règles maison",
    button_changed: "Règles maison ({n})",
    button_label: "Règles maison\u{a0}: {game}",
    title: "Règles maison\u{a0}: {game}",
    intro: "Les sources ne donnent pas toutes les mêmes règles pour ce jeu. Choisissez comment \
        vous voulez jouer\u{202f}; la règle habituelle est signalée. Les parties lancées depuis ce menu \
        suivent votre choix, qui est gardé pour la prochaine fois.",
    usual: "(habituelle)",
    play: "Jouer avec ces règles",
    usual_rules: "Règles habituelles",
    back: "Retour aux jeux",
    line: "Règles maison\u{a0}: {rules}",
    not_pair: "Impossible de lire les règles maison\u{a0}: «\u{202f}{pair}\u{202f}» n’est pas de la forme \
        option=valeur.",
    not_option: "«\u{202f}{id}\u{202f}» n’est pas une règle maison du jeu {game}\u{202f}; celles de ce jeu sont \
        {known}.",
    other_game: "{id} est une règle maison du jeu {other}, pas du jeu {game}\u{202f}; celles de ce \
        jeu sont {known}.",
    not_value: "La règle maison {id} n’a pas de valeur «\u{202f}{value}\u{202f}»\u{202f}; ses valeurs sont {known}.",
    options: &HOUSE_RULES,
    choose: "Comment jouer la case {pit}\u{202f}? Choisissez ci-dessous.",
    choose_said: "La case {pit} se joue de {n} façons\u{a0}: choisissez-en une sous le plateau, ou \
        touchez «\u{202f}Annuler\u{202f}».",
    choose_take: "Prendre {seeds} dans {pits}",
    choose_take_seeds: "Prendre {seeds}",
    choose_take_nothing: "Ne rien prendre",
    choose_harvest: "Prendre {pits}",
    choose_harvest_nothing: "Ne rien prendre\u{a0}: semer plus loin",
    choose_ends: "{choice}, fin dans la case {pit}",
    choose_cancel: "Annuler",
};

/// Each house rule’s words, in the order of `RULE_OPTIONS`.
pub(super) static HOUSE_RULES: [RuleText; RULE_OPTIONS.len()] = [
    text(
        "Après la prise de la dernière case, les cases d’avant\u{a0}:",
        &["doivent être prises aussi", "peuvent être laissées"],
    ),
    text(
        "Une prise qui enlèverait toutes les graines de l’adversaire\u{a0}:",
        &[
            "lui laisse la case la plus éloignée",
            "ne lui laisse une case que si la chaîne couvre ses 6 cases",
            "rend le coup interdit",
        ],
    ),
    text(
        "Quand un joueur atteint 25 graines\u{a0}:",
        &["la partie s’arrête", "on joue jusqu’au bout"],
    ),
    text(
        "Quand une position revient\u{a0}:",
        &[
            "chacun prend ses graines et la partie s’arrête",
            "le jeu continue",
        ],
    ),
    text(
        "Un semis de 12 graines ou plus passe par sa case de départ\u{a0}:",
        &["il la saute", "il y dépose une graine"],
    ),
    text(
        "Un 4 est à vous quand il est fait par\u{a0}:",
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
        "Durée de la partie\u{a0}:",
        &[
            "des manches jusqu’à ce qu’un joueur ait les 48 graines",
            "une forme courte de notre cru\u{a0}: une manche, gagnée par qui a le plus de graines",
        ],
    ),
    text(
        "Le premier à semer est\u{a0}:",
        &[
            "celui qui a disposé ses graines en premier",
            "l’autre joueur",
        ],
    ),
    text(
        "Semer à l’envers demande\u{a0}:",
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
            "la case de la première prise d’une chaîne",
            "la dernière case où une prise a été faite",
            "le départ du semis qui a fait la prise",
        ],
    ),
    text(
        "Les victoires spéciales sont vérifiées\u{a0}:",
        &["à la fin du coup", "dès la prise"],
    ),
    text(
        "Un semis de 8 graines ou plus passe par son trou de départ\u{a0}:",
        &["il y dépose une graine", "il le saute"],
    ),
    text(
        "Les trous où l’on peut faire une prise sont\u{a0}:",
        &[
            "ceux que possède l’adversaire",
            "ceux de la rangée de l’adversaire",
        ],
    ),
    text(
        "Quand vous n’avez aucune graine à semer\u{a0}:",
        &["vous passez", "la partie s’arrête"],
    ),
    text(
        "Quand une position revient\u{a0}:",
        &["la partie s’arrête", "le jeu continue"],
    ),
    text(
        "Offrir des trous\u{a0}:",
        &[
            "une offre au début de votre tour, puis vous semez",
            "une offre remplace votre coup",
            "des offres l’une après l’autre avant de semer, jusqu’à un refus",
        ],
    ),
    text(
        "Donner ses trous\u{a0}:",
        &[
            "vous gardez au moins un trou",
            "vous pouvez tous les donner\u{a0}: la partie s’arrête alors",
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
            "sont ce que contient sa réserve, jusqu’à 6",
        ],
    ),
    text(
        "Durée de la partie\u{a0}:",
        &[
            "jusqu’au bout",
            "une forme courte de notre cru\u{a0}: le premier à prendre 25 graines gagne",
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
        "La partie s’arrête\u{a0}:",
        &[
            "quand il ne reste aucune graine, ou qu’une réserve en a 31",
            "quand un joueur ne peut plus jouer",
        ],
    ),
    text("Graines par case au départ\u{a0}:", &["4", "3", "5", "6"]),
    text(
        "Une dernière graine dans une de vos cases vides, face à une case vide\u{a0}:",
        &["y reste", "va dans votre réserve"],
    ),
];

/// Each game’s lesson, in the order of [`Variant::ALL`] (see [`Language::lessons`]).
pub(super) static LESSONS: [&str; Variant::ALL.len()] = lesson_files!("fr");
