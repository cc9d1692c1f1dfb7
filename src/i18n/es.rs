//! Español.

use super::house::{text, RuleText};
use super::{
    About, Counted, HouseTexts, Language, LearnTexts, PitName, Plural, Texts, VariantText,
};
use mancala_rules::oware::GrandSlam;
use mancala_rules::{EndReason, Variant, RULE_OPTIONS};

/// Spanish.
pub(super) static TEXTS: Texts = Texts {
    language: Language::Es,

    games: "☰ Juegos",
    new_game: "Nueva partida",
    undo: "↶ Deshacer",
    two_players: "Dos jugadores",
    vs_computer: "Contra la computadora",
    demo: "Demo",
    speed: "Velocidad: {speed}",
    sound_on: "Sonido: activado",
    sound_off: "Sonido: desactivado",
    speeds: ["normal", "rápida", "instantánea", "lenta"],
    level: "{name} · nivel {n}/5",
    level_names: ["Principiante", "Fácil", "Medio", "Difícil", "Experto"],
    level_up: "Jugar el siguiente nivel: {level}",
    level_down: "Probar un nivel más fácil: {level}",
    skip: "Saltar ▸",
    how_to_play: "Cómo se juega",
    choose_game: "Elige un juego",
    close: "Cerrar",
    more: "⋯ Más",
    more_title: "Partida y ajustes",
    face_to_face_on: "Cara a cara: activado",
    face_to_face_off: "Cara a cara: desactivado",
    play_again: "Jugar otra vez",
    other_games: "Otros juegos",
    board_label: "Tablero {of_game}. Semillas por {pit}, en sentido antihorario desde {the_pit} de abajo a la izquierda: {pits}. Graneros: {a} y {b}.",
    touch_to_play: "¡Toca el tablero para jugar!",
    still_playing: "¿Sigues jugando? Toca la pantalla para continuar. {n}…",
    confirm_new: "¿Empezar una partida nueva? Se perderá la que estás jugando.",
    confirm_yes: "Sí, una partida nueva",
    confirm_no: "No, seguir jugando",

    offer_holes: "Ofrecer hoyos…",
    cancel_offer: "Cancelar la oferta",
    send_offer: "Ofrecer los hoyos elegidos",
    no_offer: "Sin oferta",
    accept_offer: "Aceptar la oferta",
    refuse_offer: "Rechazar",
    standard_arrangement: "Disposición habitual",
    confirm_arrangement: "Confirmar la disposición",
    direction_ccw: "Sentido: ↺ antihorario",
    direction_cw: "Sentido: ↻ horario (captura)",

    player_n: "Jugador {n}",
    you: "Tú",
    computer: "La computadora",
    computer_n: "La computadora {n}",
    series_note: "partida {n} · {pts} pts",
    hole: "el hoyo {n}",
    holes: "los hoyos {list}",
    and: "y",
    whose,
    the,
    plural,
    seeds: Counted {
        zero: "sin semillas",
        one: "1 semilla",
        many: "{n} semillas",
    },
    cowries: Counted {
        zero: "sin cauris",
        one: "1 cauri",
        many: "{n} cauris",
    },
    plate_turn: About {
        they: "Turno {whose}",
        you: "Tu turno",
    },

    loading: "Cargando el tablero…",
    sowing: "Sembrando…",
    thinking: "La computadora está pensando…",
    to_move_tap: About {
        they: "Turno {whose}: toca {glowing}",
        you: "Tu turno: toca {glowing}",
    },
    answer_offer: About {
        they: "{who}: acepta o rechaza la oferta de hoyos",
        you: "Acepta o rechaza la oferta de hoyos",
    },
    arrange: About {
        they: "{who}: coloca tus semillas (toca una casilla y después la casilla adonde quieres pasar una de sus semillas) o quédate con la disposición habitual",
        you: "Coloca tus semillas: toca una casilla y después la casilla adonde quieres pasar una de sus semillas, o quédate con la disposición habitual",
    },
    pick_offer: About {
        they: "{who}: toca hasta tres de tus hoyos para ofrecerlos",
        you: "Toca hasta tres de tus hoyos para ofrecerlos",
    },
    no_seed: About {
        they: "{The} no tiene semillas que sembrar: puede ofrecer hoyos o elegir «Sin oferta» para pasar",
        you: "No tienes semillas que sembrar: ofrece hoyos o elige «Sin oferta» para pasar",
    },
    unknown_game: "No hay ningún juego llamado «{id}»; los juegos son {known}.",
    unavailable: "{game}: {reason}. Elige otro juego en el menú.",
    won_status: About {
        they: "{The} ha ganado: {reason}",
        you: "Has ganado: {reason}",
    },
    draw_status: "Empate: {reason}",

    wins_title: About {
        they: "¡Gana {the}!",
        you: "¡Has ganado!",
    },
    draw_title: "Empate",
    final_score: "{reason}. Resultado final: {a} a {b}.",
    without_glory: "Victoria sin gloria (hubo una oferta rechazada).",
    special_victory: "Victoria especial: {name}.",

    relay_lap: "Relevo: vuelta {n}, se sigue sembrando",
    sowing_harvest: "Se siembran las semillas capturadas",
    origin_skipped: "Se salta el punto de partida",
    harvest: "Captura: {seeds}",
    passes: About {
        they: "{The} no puede jugar y pasa",
        you: "No puedes jugar y pasas",
    },
    plays_again: About {
        they: "{The} vuelve a jugar",
        you: "Vuelves a jugar",
    },
    passes_by_choice: About {
        they: "{The} no hace ninguna oferta y no tiene semillas que sembrar: pasa el turno",
        you: "No haces ninguna oferta y no tienes semillas que sembrar: pasas el turno",
    },
    offers: About {
        they: "{The} ofrece {holes}",
        you: "Ofreces {holes}",
    },
    accepts: About {
        they: "{The} acepta la oferta",
        you: "Aceptas la oferta",
    },
    refuses: About {
        they: "{The} rechaza la oferta",
        you: "Rechazas la oferta",
    },
    round_over: "Fin de la ronda {n}: {a} a {b}",
    wins_banner: About {
        they: "Gana {the} ({reason})",
        you: "Has ganado ({reason})",
    },
    draw_banner: "Empate ({reason})",
    setup_arranged: "Semillas colocadas",
    setup_new_round: "Nueva ronda: las casillas se vuelven a llenar",
    setup_new_game: "Empieza la siguiente partida de la serie",
    capture: About {
        they: "¡{The} captura!",
        you: "¡Capturas!",
    },
    owner_four: "¡Cuatro semillas! Se las lleva el dueño de la casilla",
    last_four: About {
        they: "La última semilla {whose} completa cuatro: se capturan",
        you: "Tu última semilla completa cuatro: se capturan",
    },
    last_seeds: About {
        they: "{The} se lleva las últimas semillas",
        you: "Te llevas las últimas semillas",
    },
    cowrie_capture: About {
        they: "El cauri {whose} captura las semillas",
        you: "Tu cauri captura las semillas",
    },
    seed_to_opponent: "La semilla es para el adversario",
    automatic_harvest: About {
        they: "{The} se lleva todas las semillas que quedan",
        you: "Te llevas todas las semillas que quedan",
    },
    sweep: "Cada jugador se lleva las semillas de su lado",

    said_sows: About {
        they: "{The} siembra {seeds} desde {pit}",
        you: "Siembras {seeds} desde {pit}",
    },
    said_clockwise: "en sentido horario",
    said_captures: About {
        they: "{The} se lleva {seeds}.",
        you: "Te llevas {seeds}.",
    },
    said_no_capture: "No se captura nada.",
    said_laps: "{laps} vueltas.",
    said_score: "Marcador: {a} a {b}.",
    said_to_move: About {
        they: "Turno {whose}.",
        you: "Tu turno.",
    },
    said_pit: "{pit}, {seeds}, {side}",
    said_side: About {
        they: "lado {whose}",
        you: "tu lado",
    },
    said_cowries: ", {cowries}",
    said_playable: ", se puede jugar",
    said_store: About {
        they: "granero {whose}, {seeds}",
        you: "tu granero, {seeds}",
    },
    board_grid: "Tablero {of_game}, {pit} por {pit}",

    end_reason,
    grand_slam,
    learn: &LEARN,
    learn_holes: &LEARN_HOLES,
    pit_name: PitName {
        within: "la casilla {n}",
        label: "Casilla {n}",
        noun: "casilla",
        the: "la casilla",
        glowing: "una de las casillas que brillan",
    },
    hole_name: PitName {
        within: "el hoyo {n}",
        label: "Hoyo {n}",
        noun: "hoyo",
        the: "el hoyo",
        glowing: "uno de los hoyos que brillan",
    },
    variants: [
        VariantText {
            name: "Oware Abapa",
            origin: "Ghana (pueblo akan); reglamento de Lemery Games",
            plain: "Siembra las semillas alrededor del tablero. Deja 2 o 3 semillas en una casilla del adversario y te las llevas.",
            summary: "El tablero tiene dos filas de seis casillas con cuatro semillas cada una. \
                En tu turno, toma todas las semillas de una de tus casillas y siémbralas de una \
                en una en sentido antihorario; si son doce o más, al dar la vuelta se salta la \
                casilla de salida. Si tu última semilla cae en una casilla del adversario y la \
                deja con 2 o 3 semillas, las capturas, y también las de las casillas anteriores \
                de ese lado, una tras otra, mientras tengan 2 o 3. Siempre hay que dejar al adversario algo con lo que \
                jugar: una captura no puede vaciar más de cinco de sus casillas y, si su lado \
                está vacío, debes alimentarlo si puedes. Gana quien capture primero 25 semillas; \
                con 24 cada uno, hay empate.",
        },
        VariantText {
            name: "Oware (reglas internacionales)",
            origin: "Ghana; reglas unificadas de los torneos internacionales",
            plain: "El oware de los torneos de todo el mundo. Deja 2 o 3 semillas en una casilla del adversario y te las llevas.",
            summary: "El oware tal como se juega en los torneos. Se siembra en sentido \
                antihorario y, si la siembra es de doce semillas o más, se salta la casilla de \
                salida. Si tu última semilla deja 2 o 3 semillas en una casilla del adversario, \
                la capturas, junto con las casillas anteriores de ese lado, una tras otra, mientras \
                tengan 2 o 3. Una \
                jugada que capturaría todas las semillas del adversario se puede hacer, pero no \
                captura nada: es el gran slam. Si tu adversario se queda sin semillas, debes \
                alimentarlo; si no puedes, te llevas todas las que quedan. Si una posición se \
                repite, la partida termina y cada jugador se lleva las semillas de su lado. Para \
                ganar hacen falta 25 semillas.",
        },
        VariantText {
            name: "Nam-Nam",
            origin: "Ghana; un juego infantil del pueblo akan",
            plain: "Siembra vuelta tras vuelta. Cuando una casilla llega a 4 semillas, alguien se las lleva.",
            summary: "Aquí la siembra no se detiene: cuando tu última semilla cae en una casilla \
                ocupada, recoges todo lo que hay en ella y sigues sembrando. Cada vez que una \
                casilla llega a cuatro semillas durante la siembra, su dueño se las lleva; pero \
                si la que completa cuatro es tu última semilla, te las llevas. Cuando solo \
                quedan ocho semillas, el siguiente jugador que se lleve un cuatro se queda \
                también con el resto. Entonces empieza una nueva ronda: cada jugador llena sus \
                casillas con las semillas que ha ganado, y el que tiene más ocupa algunas \
                casillas del adversario. Para ganar la partida hay que conseguir todas las semillas.",
        },
        VariantText {
            name: "Omweso",
            origin: "Uganda (pueblo baganda)",
            plain: "Un tablero grande de cuatro filas. Atrapa las semillas del adversario y vuelve a sembrarlas.",
            summary: "El tablero tiene cuatro filas de ocho casillas; cada jugador es dueño de \
                las dos filas más cercanas a él y solo siembra en sus dieciséis casillas. \
                Coloca tus 32 semillas como quieras y después siembra desde cualquier casilla \
                que tenga dos o más; si la última semilla cae en una casilla ocupada, recoge \
                todo lo que hay en ella y sigue sembrando. Si terminas en una casilla ocupada de \
                tu fila interior y las dos casillas del adversario que tiene enfrente están \
                ocupadas, capturas sus semillas y sigues sembrando con ellas. Desde tus cuatro \
                casillas situadas más a la izquierda puedes sembrar en sentido horario si así \
                capturas. Ganas cuando el adversario ya no puede jugar, o con una de las \
                victorias especiales, Akakyala y Emitwebiri.",
        },
        VariantText {
            name: "Goré",
            origin: "Costa de Marfil (pueblo guro)",
            plain: "Deja 2 o 4 semillas en un hoyo y te las llevas. Puedes ofrecer hoyos a tu adversario.",
            summary: "El tablero tiene dos filas de cuatro hoyos con seis semillas cada uno. \
                Siembra en sentido antihorario desde uno de tus hoyos. Si tu última semilla cae \
                en un hoyo del adversario y lo deja con 2 o 4 semillas, lo capturas, y también \
                los hoyos vecinos que tengan 2 o 4, hacia uno y otro lado y por todo el \
                tablero. Al comienzo de tu turno puedes ofrecer de uno a tres de tus hoyos al \
                adversario: él acepta llenando cada uno con seis de las semillas que ha \
                capturado, o rechaza la oferta (si después gana la partida, será una victoria \
                sin gloria). Si no tienes semillas que sembrar, aún puedes hacer una oferta, o \
                no hacerla y pasar. Cuando ningún hoyo tiene más de dos semillas, cada jugador \
                se lleva lo que hay en sus hoyos y gana el que tiene el granero más lleno.",
        },
        VariantText {
            name: "Woaley (Obridjie)",
            origin: "Costa de Marfil (según Kanga Ballou, 1984)",
            plain: "Al sembrar, deja siempre una semilla en el hoyo de salida. Si tu última semilla deja 2 o 4 en un hoyo, te las llevas.",
            summary: "El tablero tiene dos filas de seis hoyos con cuatro semillas cada uno. \
                Juega desde uno de tus hoyos que tenga al menos dos semillas y deja una en él. \
                Todo depende de la última semilla: si cae en un hoyo vacío, la jugada termina; \
                si el hoyo queda con 2 o 4, capturas ese hoyo y los anteriores, uno tras otro, \
                mientras tengan 2 o 4, en cualquiera de los dos lados; si no, recoges todas las semillas del hoyo y \
                sigues sembrando. Un jugador que no puede jugar pasa; cuando nadie puede, cada uno se \
                lleva sus propias semillas. Una victoria vale 12 puntos, más uno por cada \
                semilla por encima de 24; tres partidas forman un encuentro, y tres encuentros, \
                un woaley.",
        },
        VariantText {
            name: "Kauri",
            origin: "Ralf Gering, 2006, a partir de los juegos de cauris de África occidental",
            plain: "Solo puedes jugar casillas que tengan algún cauri. Un cauri que cae en el lado del adversario gana semillas.",
            summary: "Cada casilla empieza con cinco semillas y un cauri (una concha). Solo \
                puedes jugar una casilla que tenga algún cauri: siembra primero sus semillas y \
                después sus cauris, uno por casilla, en sentido antihorario. Un cauri que cae en \
                una casilla del adversario sin cauri captura sus semillas; una semilla que cae \
                en una casilla del adversario que solo tiene cauris va al granero del \
                adversario. Los cauris nunca se capturan. Si no te queda ningún cauri en tu \
                lado, pasas. Gana quien consiga más de la mitad de las semillas; con un empate \
                a 30, se sigue jugando solo con los cauris hasta que un jugador no pueda jugar, \
                y ese jugador pierde.",
        },
        VariantText {
            name: "Kalah",
            origin: "Estados Unidos, década de 1940 (William Julius Champion Jr.), un juego de \
                la familia del mancala",
            plain: "Siembra también en tu granero. Si terminas allí, vuelves a jugar.",
            summary: "El tablero tiene dos filas de seis casillas con cuatro semillas cada una, \
                y cada jugador tiene un granero a su derecha. Siembra en sentido antihorario \
                desde una de tus casillas, una semilla por casilla; al pasar por tu granero, \
                deja una semilla en él, pero nunca en el del adversario. Si tu última semilla \
                cae en tu granero, vuelves a jugar. Si cae en una casilla vacía de tu lado y la \
                casilla de enfrente tiene semillas, pasas esa semilla y las de enfrente a tu \
                granero. Cuando una de las dos filas se queda vacía, cada jugador guarda en su \
                granero las semillas que quedan en su lado. Gana quien tenga más semillas en el \
                granero; si los dos graneros tienen el mismo número de semillas, hay empate.",
        },
    ],
};

/// La regla del plural en español: ninguno, uno (el singular) o varios.
pub(super) fn plural(n: u32) -> Plural {
    match n {
        0 => Plural::Zero,
        1 => Plural::One,
        _ => Plural::Many,
    }
}

/// `name` precedido de «de», con el artículo en minúscula y contraído como lo quiere el
/// español: «de la computadora», «del jugador 1», «del oware abapa», «de Ama».
fn whose(name: &str) -> String {
    de(name)
}

/// `name` dentro de una frase, con el artículo en minúscula que el español pone delante de un
/// nombre común: «el jugador 1», «la computadora»; un nombre propio tal cual («Ama»).
fn the(name: &str) -> String {
    with_article(name).unwrap_or_else(|| name.to_string())
}

/// Si `name` es el nombre de uno de los juegos, tal como lo escribe el menú («Oware Abapa»).
fn is_game(name: &str) -> bool {
    TEXTS.variants.iter().any(|v| v.name == name)
}

/// El nombre de un juego tal como se escribe dentro de una frase: en minúscula, como el
/// español escribe los nombres de juegos, y sin el otro nombre del juego entre paréntesis
/// («woaley» para «Woaley (Obridjie)», «oware con las reglas internacionales»). Solo las
/// mayúsculas ASCII pasan a minúscula (los nombres de los juegos empiezan todos por una): así el
/// módulo del primer fotograma no lleva las tablas de Unicode.
fn running(game: &str) -> String {
    let name = match game.split_once(" (") {
        Some((name, other)) if other.starts_with(|c: char| c.is_ascii_uppercase()) => name,
        _ => game,
    };
    // «Oware (reglas internacionales)» dentro de una frase: «el oware con las reglas
    // internacionales», no un paréntesis en mitad de la frase.
    match name.split_once(" (reglas ") {
        Some((game, rules)) => format!(
            "{} con las reglas {}",
            game.to_ascii_lowercase(),
            rules.trim_end_matches(')')
        ),
        None => name.to_ascii_lowercase(),
    }
}

/// `word` con su artículo definido, como el español escribe los nombres de juegos (en
/// minúscula) y de personas designadas por un nombre común: «el oware abapa», «la
/// computadora», «el jugador 1»; `None` para un nombre propio, que no lleva artículo («Ama»).
fn with_article(word: &str) -> Option<String> {
    const ARTICLES: [&str; 4] = ["El ", "La ", "Los ", "Las "];
    if is_game(word) {
        return Some(format!("el {}", running(word)));
    }
    if let Some(article) = ARTICLES.iter().find(|a| word.starts_with(**a)) {
        return Some(format!(
            "{}{}",
            article.to_ascii_lowercase(),
            &word[article.len()..]
        ));
    }
    if ["el ", "la ", "los ", "las "]
        .iter()
        .any(|a| word.starts_with(a))
    {
        return Some(word.to_string());
    }
    word.strip_prefix("Jugador ")
        .map(|n| format!("el jugador {n}"))
}

/// «de» delante de `word`, contraído con «el» en «del»: «del oware abapa», «de la
/// computadora», «de Ama».
pub(super) fn de(word: &str) -> String {
    contract("de", word)
}

/// `preposition` («de» o «a») delante de `word` con su artículo, contraído con «el» en «del»
/// o «al», como manda el español.
fn contract(preposition: &str, word: &str) -> String {
    match with_article(word) {
        Some(named) => match named.strip_prefix("el ") {
            Some(rest) => format!("{preposition}l {rest}"),
            None => format!("{preposition} {named}"),
        },
        None => format!("{preposition} {word}"),
    }
}

/// El nombre de un juego después de «jugar», con su artículo contraído y en minúscula: «al
/// goré», «al oware abapa».
pub(super) fn to_play(game: &str) -> String {
    match with_article(game) {
        Some(_) => contract("a", game),
        None => format!("al {}", running(game)),
    }
}

/// Por qué ha terminado una partida.
fn end_reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::TwentyFiveSeeds => "25 semillas",
        EndReason::AutomaticHarvest => "cosecha automática",
        EndReason::Repetition => "posición repetida",
        EndReason::SmallHoles => "ningún hoyo tiene más de 2 semillas",
        EndReason::NoSeedToSow => "no quedan semillas que sembrar",
        EndReason::NoHoleLeft => "un jugador se ha quedado sin hoyos",
        EndReason::ThirtyOneSeeds => "31 semillas",
        EndReason::NoCowrie => "el adversario se quedó sin cauris en el desempate",
        EndReason::AllSeeds => "las 48 semillas",
        EndReason::FirstTo25 => "25 semillas capturadas, versión corta",
        EndReason::OneRound => "una sola ronda, versión corta",
        EndReason::NoOneCanMove => "nadie puede jugar",
        EndReason::NoMovesLeft | EndReason::NoMoveLeft => "no quedan jugadas posibles",
        EndReason::Emitwebiri => "Emitwebiri, «las dos cabezas»",
        EndReason::Akakyala => "Akakyala, «el visitante»",
        EndReason::MatchScore => "puntuación del encuentro",
        EndReason::SumOfAdvantages => "suma de las ventajas",
    }
}

/// La regla del gran slam que ha limitado una captura.
fn grand_slam(rule: GrandSlam) -> &'static str {
    match rule {
        GrandSlam::CaptureNothing => "gran slam: la jugada se hace, pero no captura nada",
        GrandSlam::LeaveLastPlot => {
            "gran slam: la casilla más atrasada queda sin capturar para que el adversario pueda \
             sembrar"
        }
    }
}

/// The words of learning (lessons, hints, previews, replays, links).
pub(super) static LEARN: LearnTexts = LearnTexts {
    learn: "Aprender",
    play: "Jugar",
    step: "Paso {n} de {total}",
    next: "Siguiente",
    leave: "Salir de la lección",
    press_next: "Pulsa «Siguiente» para continuar.",
    done: "¡Muy bien! Ya sabes jugar {to_play}. ¡Prueba una partida de verdad!",
    hint: "Pista",
    preview_on: "Vista previa: activada",
    preview_off: "Vista previa: desactivada",
    back: "◀ Atrás",
    forward: "Adelante ▶",
    copy_link: "Copiar el enlace",
    link_copied: "Se ha copiado el enlace a esta partida: pégalo para compartirla.",
    link_in_address: "La dirección contiene ahora esta partida: cópiala para compartirla.",
    replay_move: "Jugada {n} de {total}.",
    link_damaged: "Este enlace de partida está dañado, así que se empieza una partida nueva.",
    analysis_on: "Análisis: activado",
    analysis_off: "Análisis: desactivado",
    best_move: "Hacer la mejor jugada",
    worth_wins: "gana",
    worth_loses: "pierde",
    worth_wins_by: "gana por {seeds}",
    worth_draw: "empate",
    worth_loses_by: "pierde por {seeds}",
    worth_exact_said: "Tabla de finales, valor exacto: {worth}",
    decimal_mark: ",",
    worth_said: "Análisis a {depth} jugadas: {worth}",
    save_game: "Guardar la partida",
    open_game: "Abrir una partida…",
    file_damaged: "Este archivo no es una partida que esta página pueda leer (línea {line}).",
    set_up: "Preparar una posición",
    setup_put: "Prepara la posición: toca el tablero para poner una semilla.",
    setup_take: "Prepara la posición: toca el tablero para quitar una semilla.",
    setup_put_cowrie: "Prepara la posición: toca el tablero para poner un cauri.",
    setup_take_cowrie: "Prepara la posición: toca el tablero para quitar un cauri.",
    setup_left: "Por colocar: {pieces}.",
    setup_all_placed: "Todo está colocado.",
    take_out: "Quitar semillas",
    put_in: "Poner semillas",
    place_cowries: "Colocar cauris",
    place_seeds: "Colocar semillas",
    setup_mover: About {
        they: "Turno {whose}",
        you: "Tu turno",
    },
    clear_board: "Vaciar el tablero",
    play_from_here: "Jugar desde aquí",
    refused_left: "Aún no está todo colocado.",
    refused_mover: About {
        they: "{The} no podría jugar en esta posición: elige de quién es el turno.",
        you: "No podrías jugar en esta posición: elige de quién es el turno.",
    },
    refused_rules: "Las reglas de este juego no admiten esta posición: la partida no podría continuar.",
    to_play: super::es::to_play,
    plural: super::es::plural,
    seeds: super::es::TEXTS.seeds,
    cowries: super::es::TEXTS.cowries,
    pit: "la casilla {n}",
    pits: "las casillas {list}",
    and: "y",
    sowed: "Has sembrado {seeds} desde la casilla {pit} hasta la casilla {last}.",
    sowed_cowries: "Has sembrado {seeds} desde la casilla {pit}; el último cauri ha caído en la casilla {last}.",
    sowed_store: "Has sembrado {seeds} desde la casilla {pit} hasta tu granero.",
    again: "Vuelves a jugar.",
    laps: "La siembra ha dado {n} vueltas.",
    skipped: "Se ha saltado la casilla que habías vaciado.",
    took: "Has capturado {seeds} en {pits}.",
    took_seeds: "Te has llevado {seeds}.",
    harvested: "Has capturado {pits} y has vuelto a sembrar sus semillas.",
    given: "Tu adversario ha recibido {seeds}.",
    nothing: "No se ha capturado nada.",
    limited: "La regla del gran slam ha dejado semillas en su sitio.",
    offered: "Has ofrecido {pits}.",
    accepted: "Se ha aceptado la oferta.",
    refused: "Se ha rechazado la oferta.",
    passed: "Un jugador no podía jugar y ha pasado.",
    round_end: "La ronda ha terminado.",
    game_end: "La partida ha terminado.",
    wrong_capture: "Esa jugada no capturaría ninguna semilla.",
    wrong_lands: "La última semilla de esa jugada caería en la casilla {last}.",
    wrong_store: "La última semilla de esa jugada caería en tu granero.",
    try_again: "¡Inténtalo otra vez!",
    puzzle_win: "Encuentra la jugada que gana la partida.",
    puzzle_draw: "La partida parece perdida: encuentra la jugada que aún consigue el empate.",
    puzzle_take_one: "Captura {seeds} en una sola jugada.",
    puzzle_take_two: "Captura {seeds} en dos jugadas, responda lo que responda el adversario.",
    puzzle_guard: "Encuentra la única jugada que no le deja nada que capturar a tu adversario.",
    puzzles: "Acertijos",
    puzzle_progress: "Acertijo {n} de {total} ({level})",
    puzzle_daily: "El acertijo del día ({level})",
    puzzle_easy: "fácil",
    puzzle_medium: "medio",
    puzzle_hard: "difícil",
    puzzle_before: "Ya resolviste este acertijo en una visita anterior.",
    puzzle_right: "¡Bien hecho!",
    puzzle_replied: "Tu adversario respondió desde {pit}.",
    puzzle_your_move: "Te toca otra vez.",
    puzzle_solved: "¡Acertijo resuelto!",
    puzzle_count: "Has resuelto {n} de los {total} acertijos.",
    puzzle_shown: "Esa era la solución. ¡Prueba el siguiente acertijo!",
    puzzle_no_win: "Esa no: después, tu adversario puede impedir que ganes.",
    puzzle_no_draw: "Esa no: después, tu adversario puede ganar.",
    puzzle_too_few: "Con esa jugada capturarías {taken} en total, y el acertijo pide {n}.",
    puzzle_none: "Esa jugada no capturaría nada, y el acertijo pide {n}.",
    puzzle_stopped: "Esa no: después, tu adversario puede impedirte capturar {seeds}.",
    puzzle_lets_capture: "Esa no: tu adversario podría capturar luego {seeds} jugando {pit}.",
    puzzle_not_this: "Esa no.",
    puzzle_hint_two: "La jugada correcta sale de una de las dos casillas marcadas.",
    puzzle_hint_one: "La jugada correcta sale de la casilla marcada.",
    puzzle_show: "Muéstramelo",
    puzzle_next: "Siguiente acertijo",
    puzzle_press_next: "Pulsa «Siguiente acertijo» para resolver otro.",
    puzzle_leave: "Salir de los acertijos",
    hint_sow: "Juega la casilla {pit}: siembra {seeds}",
    hint_takes: "; captura {seeds} en {pits}.",
    hint_harvests: "; captura {pits} para volver a sembrar sus semillas.",
    hint_nothing: "; no captura nada.",
    hint_again: "; termina en tu granero y vuelves a jugar.",
    hint_offer: "Ofrece {pits} a tu adversario.",
    hint_accept: "Acepta la oferta.",
    hint_refuse: "Rechaza la oferta.",
    hint_pass: "No hagas ninguna oferta: como no tienes semillas que sembrar, pasas el turno.",
    hint_arrange: "Quédate con esta disposición.",
    why_last: "La última semilla ha dejado la casilla {pit} con {n}",
    why_chain: "; la casilla {pit} tenía {n}",
    why_taken: ": esas semillas se capturan.",
    why_owner_four: "La casilla {pit} ha llegado a cuatro durante la siembra: su dueño se las lleva.",
    why_last_four: "La última semilla ha dejado la casilla {pit} con cuatro: se las lleva quien ha sembrado.",
    why_last_seeds: "Lo que quedaba en juego ({seeds}) es para el jugador que se ha llevado el último cuatro.",
    why_cowrie: "Un cauri ha caído en la casilla {pit}, que no tenía ninguno: captura {seeds}.",
    why_seed_to_opponent: "Una semilla ha caído en la casilla {pit}, que solo tenía cauris: es para el adversario.",
    why_automatic_harvest: "Ninguna jugada podía alimentar la fila vacía: el jugador que no podía alimentarla se lleva lo que queda ({seeds}).",
    house_note: "Con la regla opcional «{rule}», {what}",
    house_illegal: "esta jugada no estaría permitida.",
    house_takes: "esta jugada capturaría {seeds}.",
    house_takes_nothing: "esta jugada no capturaría nada.",
    house_harvests: "esta jugada capturaría {pits}.",
    house_ends: "esta jugada terminaría la partida.",
    house_goes_on: "la partida continuaría.",
    house_round_ends: "esta jugada terminaría la ronda.",
    house_pass: "después un jugador tendría que pasar.",
    house_lands: "la última semilla caería en la casilla {pit}.",
    house_sows: "esta jugada se sembraría de otra manera.",
    why_harvest: "La última semilla ha caído en una casilla interior ocupada frente a {pits}, ambas con semillas: sus semillas se capturan y se vuelven a sembrar.",
};

/// Spanish, for the games whose pits are «hoyos» (Goré, Woaley): the Spanish words with the
/// pit's name and what agrees with it.
pub(super) static LEARN_HOLES: LearnTexts = LearnTexts {
    pit: "el hoyo {n}",
    pits: "los hoyos {list}",
    sowed: "Has sembrado {seeds} desde el hoyo {pit} hasta el hoyo {last}.",
    skipped: "Se ha saltado el hoyo que habías vaciado.",
    wrong_lands: "La última semilla de esa jugada caería en el hoyo {last}.",
    hint_sow: "Juega el hoyo {pit}: siembra {seeds}",
    why_last: "La última semilla ha dejado el hoyo {pit} con {n}",
    why_chain: "; el hoyo {pit} tenía {n}",
    house_lands: "la última semilla caería en el hoyo {pit}.",
    puzzle_hint_two: "La jugada correcta sale de uno de los dos hoyos marcados.",
    puzzle_hint_one: "La jugada correcta sale del hoyo marcado.",
    ..LEARN
};

/// The words around the house rules.
pub(super) static HOUSE: HouseTexts = HouseTexts {
    language: Language::Es,
    button: "Reglas opcionales",
    button_changed: "Reglas opcionales ({n})",
    button_label: "Reglas opcionales: {game}",
    title: "Reglas opcionales: {game}",
    intro: "Las fuentes no coinciden en todas las reglas de este juego. Elige cómo \
        quieres jugar; la regla habitual está marcada. Las partidas que empieces desde este menú \
        seguirán tu elección, que se guardará para la próxima vez.",
    usual: "(habitual)",
    play: "Jugar con estas reglas",
    usual_rules: "Reglas habituales",
    back: "Volver a los juegos",
    line: "Reglas opcionales: {rules}",
    not_pair: "No se pueden leer las reglas opcionales: «{pair}» no tiene la forma \
        opción=valor.",
    not_option: "«{id}» no es una regla opcional del juego {game}; sus reglas opcionales son \
        {known}.",
    other_game: "{id} es una regla opcional del juego {other}, no del juego {game}; las \
        reglas opcionales del juego {game} son {known}.",
    not_value: "La regla opcional {id} no tiene el valor «{value}»; sus valores son {known}.",
    options: &HOUSE_RULES,
    choose: "¿Cómo quieres jugar la casilla {pit}? Elige abajo.",
    choose_said: "La casilla {pit} se puede jugar de {n} maneras: elige una debajo del tablero \
        o pulsa «Cancelar».",
    choose_take: "Capturar {seeds} ({pits})",
    choose_take_seeds: "Capturar {seeds}",
    choose_take_nothing: "No capturar nada",
    choose_harvest: "Capturar {pits}",
    choose_harvest_nothing: "Sin captura: seguir sembrando",
    choose_ends: "{choice}, terminando en la casilla {pit}",
    choose_cancel: "Cancelar",
};

/// Each house rule's words, in the order of `RULE_OPTIONS`.
pub(super) static HOUSE_RULES: [RuleText; RULE_OPTIONS.len()] = [
    text(
        "Cuando se captura la última casilla, las anteriores:",
        &["deben capturarse también", "se pueden dejar"],
    ),
    text(
        "Una captura que se llevaría todas las semillas del adversario:",
        &[
            "le deja la casilla más atrasada",
            "le deja una casilla solo si la cadena abarca sus 6 casillas",
            "hace ilegal la jugada",
        ],
    ),
    text(
        "Cuando un jugador llega a 25 semillas:",
        &["la partida se detiene", "se juega hasta el final"],
    ),
    text(
        "Cuando una posición se repite:",
        &[
            "cada uno se lleva sus semillas y la partida termina",
            "se sigue jugando",
        ],
    ),
    text(
        "Una siembra de 12 semillas o más, al pasar por la casilla de la que salió:",
        &["la salta", "deja una semilla en ella"],
    ),
    text(
        "Te llevas un cuatro formado por:",
        &[
            "la última semilla de cada vuelta",
            "solo la última semilla de tu turno",
        ],
    ),
    text(
        "Para la regla de las 8 semillas, las que tienes en la mano:",
        &["cuentan como si siguieran en el tablero", "no cuentan"],
    ),
    text(
        "Cuánto dura la partida:",
        &[
            "rondas hasta que un jugador tenga las 48 semillas",
            "versión corta (propia de esta aplicación): una sola ronda; gana quien tenga más semillas",
        ],
    ),
    text(
        "El primero en sembrar es:",
        &[
            "el jugador que colocó primero sus semillas",
            "el otro jugador",
        ],
    ),
    text(
        "Para sembrar en sentido horario, la casilla necesita:",
        &["2 semillas o más", "solo 1 semilla"],
    ),
    text(
        "Una siembra de 16 semillas o más, al pasar por su casilla de salida:",
        &["deja una semilla en ella", "la salta"],
    ),
    text("Una captura:", &["es obligatoria", "se puede rechazar"]),
    text(
        "Las semillas capturadas se siembran desde:",
        &[
            "la casilla de la primera captura de una cadena",
            "la última casilla que ha capturado",
            "el punto de partida de la vuelta que ha capturado",
        ],
    ),
    text(
        "Las victorias especiales se comprueban:",
        &["al final del turno", "en cuanto se hace la captura"],
    ),
    text(
        "Una siembra de 8 semillas o más, al pasar por su hoyo de salida:",
        &["deja una semilla en él", "lo salta"],
    ),
    text(
        "Los hoyos donde puedes capturar son:",
        &[
            "los que son del adversario",
            "los de la fila del adversario",
        ],
    ),
    text(
        "Cuando no tienes semillas que sembrar:",
        &["pasas", "la partida termina"],
    ),
    text(
        "Cuando una posición se repite:",
        &["la partida termina", "se sigue jugando"],
    ),
    text(
        "Ofrecer hoyos:",
        &[
            "una oferta al comienzo de tu turno, y después siembras",
            "una oferta sustituye a tu jugada",
            "ofertas una tras otra antes de sembrar, hasta que se rechace una",
        ],
    ),
    text(
        "Ceder hoyos:",
        &[
            "te quedas al menos con un hoyo",
            "puedes cederlos todos: entonces la partida termina",
        ],
    ),
    text(
        "Los hoyos que puedes ceder:",
        &["cualquier hoyo que sea tuyo", "solo los de tu propia fila"],
    ),
    text(
        "Las 6 semillas de cada hoyo recibido:",
        &[
            "salen del granero de quien lo recibe, que debe tenerlas",
            "son las que tenga su granero, hasta 6",
        ],
    ),
    text(
        "Cuánto dura la partida:",
        &[
            "se juega hasta el final",
            "versión corta (propia de esta aplicación): gana el primero que capture 25 semillas",
        ],
    ),
    text(
        "Para capturar hacen falta 2 o 4 semillas en el último hoyo:",
        &[
            "contadas después de que caiga la última semilla",
            "contadas antes de que caiga",
        ],
    ),
    text(
        "Dejar una semilla en el hoyo del que se parte:",
        &["solo en la primera vuelta", "en cada vuelta"],
    ),
    text(
        "Una siembra de 12 semillas o más, al pasar por su hoyo de salida:",
        &["deja una semilla en él", "lo salta"],
    ),
    text(
        "Una siembra de 12 piezas o más, entre semillas y cauris, al pasar por su casilla de \
         salida:",
        &["deja una pieza en ella", "la salta"],
    ),
    text(
        "La partida termina:",
        &[
            "cuando no queda ninguna semilla o un granero tiene 31",
            "cuando un jugador no puede jugar",
        ],
    ),
    text(
        "Semillas en cada casilla al empezar:",
        &["4", "3", "5", "6"],
    ),
    text(
        "Si tu última semilla cae en una de tus casillas vacías y la de enfrente está vacía, \
         esa semilla:",
        &["se queda ahí", "va a tu granero"],
    ),
];

/// Each game's lesson, in the order of [`Variant::ALL`] (see [`Language::lessons`]).
pub(super) static LESSONS: [&str; Variant::ALL.len()] = lesson_files!("es");
