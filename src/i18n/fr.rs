//! Français (la langue de la Côte d'Ivoire, pays du Goré et du Woaley).

use super::{Texts, VariantText};
use mancala_rules::oware::GrandSlam;
use mancala_rules::EndReason;

/// French.
pub(super) static TEXTS: Texts = Texts {
    code: "fr",
    name: "Français",

    games: "☰ Jeux",
    new_game: "Nouvelle partie",
    undo: "↶ Annuler",
    two_players: "Deux joueurs",
    vs_computer: "Contre l'ordinateur",
    demo: "Démo",
    speed: "Vitesse : {speed}",
    sound_on: "Son : oui",
    sound_off: "Son : non",
    speeds: ["normale", "rapide", "instantanée", "lente"],
    level: "Niveau {n}/5",
    skip: "Passer »",
    choose_game: "Choisir un jeu",
    close: "Fermer",
    play_again: "Rejouer",
    other_games: "Autres jeux",
    board_label: "Plateau de {game}. Graines par case, dans le sens inverse des aiguilles d'une montre depuis la case en bas à gauche : {pits}. Réserves : {a} et {b}.",
    touch_to_play: "Touchez le plateau pour jouer !",
    still_playing: "Vous jouez encore ? Touchez l'écran pour continuer. {n}…",
    confirm_new: "Commencer une nouvelle partie ? Celle-ci sera perdue.",
    confirm_yes: "Oui, nouvelle partie",
    confirm_no: "Non, je continue",

    offer_holes: "Offrir des trous…",
    cancel_offer: "Annuler l'offre",
    send_offer: "Offrir les trous choisis",
    no_offer: "Pas d'offre",
    accept_offer: "Accepter l'offre",
    refuse_offer: "Refuser",
    standard_arrangement: "Disposition habituelle",
    confirm_arrangement: "Valider la disposition",
    direction_ccw: "Sens : ↺ inverse des aiguilles d'une montre",
    direction_cw: "Sens : ↻ des aiguilles d'une montre (prise)",

    player_n: "Joueur {n}",
    you: "Vous",
    computer: "Ordinateur",
    computer_n: "Ordinateur {n}",
    series_note: "partie {n} · {pts} pts",
    plate_your_turn: "{who} — à vous de jouer",

    loading: "Chargement du plateau…",
    sowing: "Semis en cours… (Passer » montre la fin tout de suite)",
    thinking: "L'ordinateur réfléchit…",
    your_turn_tap: "À vous : touchez une des cases qui brillent",
    to_move_tap: "{who} joue : touchez une des cases qui brillent",
    answer_offer: "{who} : acceptez ou refusez l'offre de trous",
    arrange: "{who} : disposez vos graines — touchez une case, puis l'endroit où va une graine ; ou gardez la disposition habituelle",
    pick_offer: "{who} : touchez jusqu'à trois de vos trous à offrir",
    no_seed_you: "Vous n'avez aucune graine à semer\u{a0}: offrez des trous, ou choisissez «\u{202f}Pas d'offre\u{202f}» pour passer",
    no_seed_to_move: "{who} n'a aucune graine à semer\u{a0}: offrir des trous, ou choisir «\u{202f}Pas d'offre\u{202f}» pour passer",
    unknown_game: "Il n'y a pas de jeu nommé « {id} » ; les jeux sont {known}.",
    unavailable: "{game} : {reason}. Choisissez un autre jeu dans le menu.",
    won_status: "{who} a gagné : {reason}",
    draw_status: "Match nul : {reason}",

    you_win: "Vous avez gagné !",
    wins_title: "{who} gagne !",
    draw_title: "Match nul",
    final_score: "{reason}. Score final : {a} – {b}.",
    without_glory: "Victoire sans gloire (une offre a été refusée).",
    special_victory: "Victoire spéciale : {name}.",

    relay_lap: "Relais : tour {n}, le semis continue",
    sowing_harvest: "On sème les graines récoltées",
    origin_skipped: "La case de départ est sautée",
    harvest: "Récolte ! {n} graines prises",
    passes: "{who} ne peut pas jouer et passe",
    plays_again: "{who} rejoue",
    passes_by_choice: "{who}\u{a0}: pas d'offre et aucune graine à semer, la main passe",
    offers: "{who} offre les trous {holes}",
    accepts: "{who} accepte l'offre",
    refuses: "{who} refuse l'offre",
    round_over: "Fin de la manche {n} : {a} – {b}",
    wins_banner: "{who} gagne ({reason})",
    draw_banner: "Match nul ({reason})",
    setup_arranged: "Graines disposées",
    setup_new_round: "Nouvelle manche : les cases sont remplies à nouveau",
    setup_new_game: "La partie suivante de la série commence",
    capture: "{who} prend",
    owner_four: "Un quatre ! Son propriétaire le prend",
    last_four: "La dernière graine de {who} fait quatre : prise",
    last_seeds: "{who} prend les dernières graines",
    cowrie_capture: "Le cauri de {who} prend",
    seed_to_opponent: "La graine va à l'adversaire",
    automatic_harvest: "{who} prend toutes les graines restantes",
    sweep: "Chacun prend les graines de son côté",

    said_sows: "{who} sème {n} graines depuis la case {pit}",
    said_sows_cowries: "{who} sème {n} graines et {c} cauris depuis la case {pit}",
    said_clockwise: "dans le sens des aiguilles d'une montre",
    said_captures: "{who} prend {n} graines.",
    said_no_capture: "Aucune prise.",
    said_laps: "{laps} tours de semis.",
    said_score: "Score : {a} à {b}.",
    said_to_move: "Prochain coup : {who}.",
    said_pit: "Case {pit}, {n} graines, côté de {owner}",
    said_cowries: ", {c} cauris",
    said_playable: ", jouable",

    end_reason,
    grand_slam,
    learn: &super::learn::FR,
    variants: [
        VariantText {
            name: "Awalé Abapa",
            origin: "Ghana (Akan) ; règles de Lemery Games",
            summary: "Deux rangées de six cases, quatre graines dans chacune. Prenez toutes les \
                graines d'une de vos cases et semez-les une à une dans le sens inverse des \
                aiguilles d'une montre ; un tour de douze graines ou plus saute la case de \
                départ. Si votre dernière graine fait 2 ou 3 dans une case adverse, vous la \
                prenez, ainsi que chaque case juste avant elle de ce côté qui contient 2 ou 3. \
                Vous devez laisser à l'adversaire de quoi jouer : une prise ne peut vider plus \
                de cinq de ses cases, et quand son côté est vide vous devez le nourrir si vous le \
                pouvez. Le premier à prendre 25 graines gagne ; 24–24 est un match nul.",
        },
        VariantText {
            name: "Awalé (règles internationales)",
            origin: "Ghana ; règles unifiées des tournois internationaux",
            summary: "L'awalé des tournois : on sème dans le sens inverse des aiguilles d'une \
                montre en sautant la case de départ sur les tours de douze ou plus ; une \
                dernière graine qui fait 2 ou 3 chez l'adversaire prend cette case et celles qui \
                la précèdent avec 2 ou 3. Un coup qui prendrait toutes les graines de \
                l'adversaire est joué mais ne prend rien (grand chelem). Il faut nourrir un \
                adversaire vide ; si c'est impossible, vous prenez toutes les graines restantes. \
                Une position répétée termine la partie et chacun prend les graines de son côté. \
                25 graines gagnent.",
        },
        VariantText {
            name: "Nam-Nam",
            origin: "Ghana ; un jeu d'enfants des Akan",
            summary: "Le semis continue tour après tour : quand votre dernière graine tombe dans \
                une case occupée, ramassez tout ce qu'elle contient et continuez à semer. Chaque \
                fois qu'une case atteint quatre pendant le semis, son propriétaire prend les \
                quatre ; si votre dernière graine fait quatre, c'est vous qui les prenez. Quand \
                il ne reste que huit graines, le prochain joueur qui prend quatre prend aussi le \
                reste. Une nouvelle manche commence alors : chacun remplit ses cases avec les \
                graines gagnées, et le plus riche occupe certaines cases de l'adversaire. Gagnez \
                toutes les graines pour gagner la partie.",
        },
        VariantText {
            name: "Omweso",
            origin: "Ouganda (Baganda)",
            summary: "Quatre rangées de huit ; chaque joueur possède les deux rangées les plus \
                proches de lui et ne sème que dans ses seize cases. Disposez vos 32 graines \
                comme vous voulez, puis semez depuis une case d'au moins deux graines ; quand la \
                dernière graine tombe dans une case occupée, ramassez-les et continuez. Finir \
                dans une case intérieure occupée face à deux cases adverses occupées prend les \
                deux, et vous semez les graines prises. Depuis vos quatre cases les plus à \
                gauche, vous pouvez semer dans le sens des aiguilles d'une montre si cela prend. \
                Vous gagnez quand l'adversaire ne peut plus jouer, ou par les victoires \
                spéciales Akakyala et Emitwebiri.",
        },
        VariantText {
            name: "Goré",
            origin: "Côte d'Ivoire (peuple gouro)",
            summary: "Deux rangées de quatre trous de six graines. Semez dans le sens inverse des \
                aiguilles d'une montre depuis un de vos trous. Si votre dernière graine fait 2 ou \
                4 dans un trou adverse, vous le prenez, avec les trous voisins, des deux côtés et \
                à travers tout le plateau, qui contiennent 2 ou 4. Au début de votre tour vous \
                pouvez offrir un à trois de vos trous à l'adversaire, qui accepte en remplissant \
                chacun de six graines prises, ou refuse (une partie gagnée après un refus est \
                gagnée sans gloire). Sans graine à semer, vous pouvez encore offrir, ou ne rien \
                offrir et passer. Quand aucun trou ne contient plus de deux graines, chacun \
                prend ce qui est dans ses trous et la plus grosse réserve gagne.",
        },
        VariantText {
            name: "Woaley (Obridjie)",
            origin: "Côte d'Ivoire (d'après Kanga Ballou, 1984)",
            summary: "Deux rangées de six trous de quatre graines. Jouez un trou d'au moins deux \
                graines en y laissant une graine. Quand la dernière graine tombe : dans un trou \
                vide, le coup s'arrête ; si elle fait 2 ou 4, vous prenez ce trou et ceux juste \
                avant lui qui ont 2 ou 4, des deux côtés ; sinon vous ramassez tout et continuez \
                à semer. Un joueur qui ne peut pas jouer passe ; quand personne ne peut, chacun \
                prend ses graines. Une victoire vaut 12 points plus un par graine au-delà de 24 ; \
                trois parties font un match et trois matchs un Woaley.",
        },
        VariantText {
            name: "Kauri",
            origin: "Ralf Gering, 2006, d'après les jeux de cauris d'Afrique de l'Ouest",
            summary: "Chaque case contient cinq graines et un cauri. On ne peut jouer qu'une case \
                qui a un cauri : semez d'abord ses graines, puis ses cauris, un par case dans le \
                sens inverse des aiguilles d'une montre. Un cauri posé dans une case adverse sans \
                cauri prend ses graines ; une graine posée dans une case adverse qui ne contient \
                que des cauris va à l'adversaire. Les cauris ne sont jamais pris. Sans cauri de \
                votre côté, vous passez. Plus de la moitié des graines gagne ; à 30–30 on \
                continue avec les cauris jusqu'à ce qu'un joueur ne puisse plus jouer et perde.",
        },
        VariantText {
            name: "Kalah",
            origin: "États-Unis, années 1940 (William Julius Champion Jr.), un jeu de la famille \
                des mancalas",
            summary: "Deux rangées de six cases de quatre graines chacune, et une réserve à la \
                droite de chaque joueur. Semez dans le sens inverse des aiguilles d'une montre depuis \
                une de vos cases, une graine par case, en déposant une graine dans votre réserve \
                quand vous passez devant, jamais dans celle de l'adversaire. Si votre dernière \
                graine tombe dans votre réserve, vous rejouez. Si elle tombe dans une de vos \
                cases vides et que la case d'en face contient des graines, vous mettez cette \
                graine et celles d'en face dans votre réserve. Quand une rangée est vide, chacun \
                prend les graines qui restent de son côté. Celui qui a le plus de graines en \
                réserve gagne ; à égalité, la partie est nulle.",
        },
    ],
};

/// Pourquoi une partie s'est terminée.
fn end_reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::TwentyFiveSeeds => "25 graines",
        EndReason::AutomaticHarvest => "récolte automatique",
        EndReason::Repetition => "position répétée",
        EndReason::SmallHoles => "aucun trou ne contient plus de 2 graines",
        EndReason::NoSeedToSow => "plus aucune graine à semer",
        EndReason::NoHoleLeft => "un joueur n'a plus aucun trou",
        EndReason::ThirtyOneSeeds => "31 graines",
        EndReason::NoCowrie => "plus de cauri pendant le départage",
        EndReason::AllSeeds => "les 48 graines",
        EndReason::NoOneCanMove => "personne ne peut jouer",
        EndReason::NoMovesLeft | EndReason::NoMoveLeft => "plus aucun coup possible",
        EndReason::Emitwebiri => "Emitwebiri (les deux têtes)",
        EndReason::Akakyala => "Akakyala (le visiteur)",
        EndReason::MatchScore => "score du match",
        EndReason::SumOfAdvantages => "somme des avantages",
    }
}

/// La règle du grand chelem qui a limité une prise.
fn grand_slam(rule: GrandSlam) -> &'static str {
    match rule {
        GrandSlam::CaptureNothing => "grand chelem : le coup est joué mais rien n'est pris",
        GrandSlam::LeaveLastPlot => {
            "grand chelem : la case la plus en arrière est laissée pour que l'adversaire puisse \
             semer"
        }
    }
}
