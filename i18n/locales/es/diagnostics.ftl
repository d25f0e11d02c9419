# Diagnósticos de archivos de partida, pistas y cartas caseras: el problema tras su lugar.
diag-not-utf8 = no es texto UTF-8: el byte { $byte } no puede empezar ni continuar un carácter (guarde el archivo como UTF-8)
diag-missing = falta `{ $key }`
diag-unknown-threat = amenaza desconocida `{ $key }`: no es un id ni un nombre de carta del catálogo (vea `sitting-duck threats`)
diag-ambiguous-threat = `{ $name }` nombra varias cartas ({ $ids }): use el id de la carta
diag-space = casilla { $space }: { $problem }
diag-too-many-actions = { $count } acciones: un tablero tiene 12 casillas
diag-token-unknown-specialization = carta de acción desconocida `{ $token }`: una carta de especialización es S, S+, S:X o S+:X (X una de A B C R < > ^, o una doble como A>)
diag-token-unknown = `{ $token }` no es una carta de acción: se esperaba una de A B C R < > ^ . A* B* R* @UR @UW @UB @LR @LW @LB o ~X
diag-token-same-halves = `{ $token }`: ninguna carta de acción doble lleva `{ $half }` dos veces (solo las flechas van en pares: << >>)
diag-yaml-key-twice = `{ $key }` aparece dos veces
diag-yaml-a-key-twice = una clave aparece dos veces
diag-yaml-too-deep = el archivo está demasiado anidado para ser un archivo de Sitting Duck
diag-yaml-too-many-anchors = el archivo usa demasiados alias o anclas para ser un archivo de Sitting Duck
diag-yaml-too-many-documents = el archivo tiene demasiados documentos para ser un archivo de Sitting Duck
diag-yaml-too-large = el archivo es demasiado grande para ser un archivo de Sitting Duck
diag-yaml-too-many-aliases = demasiados alias (`*name`): escriba los valores
diag-yaml-unknown-anchor = un alias (`*name`) no nombra ningún ancla (`&name`)
diag-yaml-documents = más de un documento YAML (`---`): un archivo contiene uno
diag-yaml-eof = el archivo termina en medio de un valor
diag-yaml-not-utf8 = el archivo no es texto UTF-8
diag-yaml-not-finite = `{ $value }` se lee como un número que no es finito: ponga el texto entre comillas o escriba un número entero
diag-yaml-null-text = nada (`~` o null) donde se espera un texto: escriba el valor
diag-yaml-tab = un carácter de tabulación: YAML sangra solo con espacios
diag-yaml-indentation = la sangría no cuadra: las claves de un mismo mapa, y los `-` de una misma lista, empiezan en la misma columna
diag-yaml-missing-colon = una línea sin `:`: escriba `clave: valor`
diag-yaml-unclosed-quote = una comilla que nunca se cierra: termine el texto con la misma comilla
diag-yaml-after-quote = texto tras la comilla de cierre: ponga todo el valor entre las comillas
diag-yaml-escape = una secuencia `\` desconocida entre comillas dobles: escriba `\\`, o use comillas simples
diag-yaml-unclosed = `{ $open }` nunca se cierra: ciérrelo con `{ $close }`
diag-yaml-mismatched = `{ $open }` se cierra con `{ $close }`: ciérrelo con `{ $wanted }`
diag-yaml-in-brackets = dentro de `[ ]` o `{"{"} {"}"}`: separe los valores con comas y cierre los corchetes
diag-yaml-reserved = un valor no puede empezar por { $character }: ponga el valor entre comillas
diag-yaml-directive = una directiva YAML (una línea que empieza por `%`): los archivos de Sitting Duck no tienen ninguna, quítela
diag-yaml-marker-in-quote = `---` o `...` al principio de una línea dentro de un texto entre comillas termina el documento: sangre esa línea
diag-yaml-reader = error de sintaxis YAML: { $words }
diag-players = { $players } jugadores: se esperaban de 1 a 5
diag-no-board = trayectoria { $number }: las trayectorias están numeradas del 1 al 7
diag-board-twice = la trayectoria { $board } se usa dos veces ({ $first } y { $second }): las cuatro trayectorias deben ser distintas
diag-no-crew = la tripulación está vacía
diag-crew-count = { $humans ->
        [one] { $humans } tripulante
       *[other] { $humans } tripulantes
    } para { $players } jugadores: una entrada por jugador (androides marcados `android: true`)
diag-too-many-figures = { $figures } figuras: la nave admite { $max } como máximo (jugadores y androides)
diag-captains = { $count } capitanes: una tripulación tiene como máximo un capitán
diag-no-name = un tripulante necesita un nombre
diag-name-control = el nombre `{ $name }` contiene un carácter de control
diag-name-twice = dos tripulantes se llaman `{ $name }`
diag-color-twice = el color `{ $color }` está tomado dos veces
diag-threat-turn = turno { $turn }: las amenazas aparecen en los turnos 1 a 8
diag-wrong-zone-internal = { $name } ({ $id }) es una amenaza interna pero está en la zona { $zone }
diag-wrong-zone-external = { $name } ({ $id }) es una amenaza externa pero está en la zona { $zone }
diag-slot-taken = una segunda amenaza en T+{ $turn } en la zona { $zone }
diag-card-twice = { $name } ({ $id }) se roba dos veces: el mazo tiene una copia de cada carta
# Las comprobaciones más raras de la preparación (words/src/diagnostic/rules.rs).
diag-androids-none = { $androids ->
    [one] { $androids } androide
   *[other] { $androids } androides
} con { $players } { $players ->
        [one] jugador
       *[other] jugadores
    }: solo 2 jugadores (con 2 androides) o 3 jugadores (con 1) llevan androides
diag-androids-count = { $androids ->
    [one] { $androids } androide
   *[other] { $androids } androides
} con { $players } jugadores: { $players } jugadores llevan { $take ->
    [one] { $take } androide
   *[other] { $take } androides
} (o juegan sin ellos)
diag-expansion-card = { $name } ({ $id }) es una carta de { $set }: juéguela con el módulo de nuevas amenazas (`modules: [new-threats]`)
diag-call-missing-internal = { $name } ({ $id }) llama a una amenaza interna: indique la carta robada para ella (`calls:`)
diag-call-missing-external = { $name } ({ $id }) llama a una amenaza externa: indique la carta robada para ella (`calls:`)
diag-calls-nothing = { $name } ({ $id }) no llama a ninguna amenaza: quite `calls:` (o sus cartas de más)
diag-called-kind-internal = { $caller } llama a una amenaza interna, no a { $name } ({ $id })
diag-called-kind-external = { $caller } llama a una amenaza externa, no a { $name } ({ $id })
diag-tile-twice = `{ $tile }` dos veces: cada zona tiene una loseta de cada tipo
diag-carried-tile-twice = `{ $tile }` arrastrada dos veces: cada zona tiene una loseta de cada tipo
diag-drawn-tile-carried = `{ $tile }` viene de una misión anterior: la zona { $zone } no puede robarla otra vez
diag-disabled-squads = { $count } escuadras de robots de combate inutilizadas: la nave tiene 2
diag-squad-station = la escuadra de robots de combate utilizable empieza en LR o UB, no en { $station }
diag-card-on-board = casilla { $space }: `{ $token }` { $problem }
diag-double-without-module = { $name }, turno { $turn }: `{ $action }` es una acción doble, que solo se juega con el módulo de acciones dobles (añada `modules: [double-actions]`)
diag-squad-choice = una estación de inicio para la escuadra utilizable necesita exactamente 1 escuadra inutilizada, no { $disabled }
diag-specialist-module-off = `{ $word }`: las especializaciones necesitan el módulo (`modules: [specializations]`)
diag-specialist-taken = { $specialization } está elegido dos veces: dos tripulantes no comparten una especialización
diag-teleport-not-teleporter = las fichas de teletransporte van en la entrada del Teletransportador
diag-teleport-nobody = una ficha de teletransporte sobre el tripulante { $member }, que no está en la tripulación
diag-card-module-off = es una carta de especialización: necesita el módulo (`modules: [specializations]`)
diag-card-no-specialist = es una carta de especialización, pero este tripulante no tiene especialización
diag-card-heroic = es una carta heroica: con especializaciones la tripulación no tiene cartas heroicas
diag-card-advanced-at-level-1 = es la cara avanzada: la carta de { $specialization } de nivel 1 solo tiene su cara básica (`S`)
diag-card-too-many-two = es una carta de { $specialization } de más: el nivel { $level } da dos usos por misión
diag-card-too-many-one = es una carta de { $specialization } de más: el nivel { $level } da un uso por misión
diag-card-second-advanced = es un segundo uso avanzado de { $specialization }: el nivel 3 da un uso básico y uno básico o avanzado
diag-card-medic-companion = es una carta de Médico con otra carta: solo un movimiento simple (<, > o ^) puede compartir su casilla
diag-card-no-companion = pone una segunda carta con la carta de { $specialization }: solo una carta de Médico (con un movimiento) u Operaciones especiales avanzadas (con cualquier carta) comparten su casilla
diag-card-special-ops-alone = es Operaciones especiales avanzadas sola: protege la carta con la que comparte su casilla (escriba `S+:X`)
diag-card-double-without-module = contiene una acción doble, que solo se juega con el módulo de acciones dobles (añada `modules: [double-actions]`)
# Una palabra que el campo no conoce (las palabras esperadas son las del archivo).
diag-or = { $rest } o { $last }
diag-unknown-color = color desconocido `{ $word }`: se esperaba { $expected }
diag-unknown-zone = zona desconocida `{ $word }`: se esperaba { $expected }
diag-unknown-damage-tile = loseta de daño desconocida `{ $word }`: se esperaba { $expected }
diag-unknown-station = estación desconocida `{ $word }`: se esperaba { $expected }
diag-unknown-module = módulo desconocido `{ $word }`: se esperaba { $expected }
diag-no-crew-member = ningún tripulante se llama `{ $name }`
# Pistas de misión (words/src/diagnostic/track.rs). Las palabras del archivo (`incoming-data`,
# `mission`, los nombres de los campos, las listas tras «se esperaba») quedan como se escriben.
diag-track-found-null = null
diag-track-found-bool = `{ $value }`
diag-track-found-number = el número { $number }
diag-track-found-text = `{ $text }`
diag-track-found-list = una lista
diag-track-found-mapping = un mapa (clave: valor)
diag-track-expected-mapping = se esperaba un mapa (clave: valor), se encontró: { $found }
diag-track-expected-key-name = una clave debe ser un nombre, se encontró: { $found }
diag-track-expected-time = se esperaba un tiempo: segundos enteros (225) o "m:ss" ("3:45"), se encontró: { $found }
diag-track-expected-name = se esperaba el nombre de la pista, se encontró: { $found }
diag-track-expected-soundtrack = se esperaba la ruta de un archivo de audio o null, se encontró: { $found }
diag-track-expected-events = se esperaba una lista de eventos, se encontró: { $found }
diag-track-expected-modules = se esperaba una lista de módulos, como [double-actions], se encontró: { $found }
diag-track-expected-phases = se esperaba una lista de finales de fase, como ["3:45", "7:30", "10:00"], se encontró: { $found }
diag-track-expected-blackout = se esperaba la duración del corte en segundos enteros, se encontró: { $found }
diag-track-expected-turn = se esperaba un turno del 1 al 8, se encontró: { $found }
diag-track-expected-flag = se esperaba true o false, se encontró: { $found }
diag-track-not-a-word = se esperaba uno de: { $expected }, se encontró: { $found }
diag-track-unknown-kind = tipo de pista desconocido { $found }, se esperaba uno de: { $expected }
diag-track-unknown-event-type = tipo de evento desconocido { $found }, se esperaba uno de: { $expected }
diag-track-unknown-zone = zona desconocida { $found }, se esperaba una de: { $expected }
diag-track-unknown-module = módulo desconocido { $found }: se esperaba { $expected }
diag-track-module-twice = el módulo `{ $module }` figura dos veces en la lista
diag-track-unknown-field = campo desconocido `{ $field }`, se esperaba uno de: { $expected }
diag-track-missing-field = falta el campo `{ $field }`
diag-track-missing-type = falta el campo `type` (uno de: { $expected })
diag-track-does-not-apply = `{ $field }` no se aplica a los eventos de tipo { $event }
diag-track-needs-seconds = un evento comms-down necesita `seconds`, la duración del corte
diag-track-needs-turn = una amenaza necesita `turn` (del 1 al 8)
diag-track-needs-zone = una amenaza necesita `zone` (red, white, blue o internal)
diag-track-phase-count = una pista de tipo `{ $kind }` tiene { $phases } fases, pero { $given ->
    [one] se da { $given } final de fase
   *[other] se dan { $given } finales de fase
}
diag-track-phase-too-late = la fase { $phase } termina en { $end }, después de { $longest }: una pista dura 30 minutos como mucho
diag-track-phase-not-after = la fase { $phase } termina en { $end }, no después del final de la fase { $before } ({ $previous }): los finales de fase deben crecer
diag-track-phase-too-short = la fase { $phase } dura { $length }; una fase necesita al menos { $min } para que su aviso de un minuto llegue después del anuncio anterior
# Los anuncios de los mensajes de solapamiento; la primera letra del mensaje se pone en mayúscula.
diag-track-start-announcement = el anuncio inicial
diag-track-warning-minute = el aviso de un minuto de la fase { $phase } en { $at }
diag-track-warning-seconds = el aviso de veinte segundos de la fase { $phase } en { $at }
diag-track-countdown = la cuenta atrás de la fase { $phase } desde { $at }
diag-track-event-threat = el anuncio de amenaza en { $at } (events[{ $index }])
diag-track-event-incoming-data = el anuncio «datos entrantes» en { $at } (events[{ $index }])
diag-track-event-data-transfer = la transferencia de datos en { $at } (events[{ $index }])
diag-track-event-comms-down = el corte de comunicaciones en { $at } (events[{ $index }])
diag-track-starts-while-running = { $starts } empieza mientras otro anuncio sigue en curso ({ $running }, hasta { $until }): los anuncios no pueden solaparse
diag-track-runs-into = { $runs } dura hasta { $until } y se solapa con el anuncio siguiente ({ $into }): los anuncios no pueden solaparse
diag-track-no-such-turn = el turno { $turn } no existe: las amenazas aparecen en los turnos 1 a { $last }
diag-track-turn-outside-phase = una amenaza en el turno { $turn } se anuncia en la fase { $phase } (en { $at }): las amenazas de la fase { $phase } nombran los turnos { $first } a { $last }
diag-track-no-threats-in-phase = una amenaza se anuncia en la fase { $phase } (en { $at }): la fase { $phase } no tiene amenazas
diag-track-shared-turn = una segunda amenaza en el turno { $turn } (la primera es events[{ $first }]): solo una pista de acciones dobles (`modules: [double-actions]`) anuncia dos amenazas para un turno
diag-track-second-external = una segunda amenaza externa en el turno { $turn } (la primera es events[{ $first }], zona { $zone }): un turno tiene como mucho una amenaza externa y una interna
diag-track-same-turn-and-zone = una segunda amenaza en el turno { $turn } en la zona { $zone } (la primera es events[{ $first }]): como mucho una amenaza por turno y zona
diag-track-unsorted = los eventos deben ir ordenados por tiempo: { $at } va antes del evento anterior (events[{ $previous }] en { $previous_at })
diag-track-after-the-end = { $at } no está dentro de la misión, que termina en { $end }
diag-track-empty-blackout = un corte de comunicaciones dura al menos 1 segundo
# Los campos de un archivo de partida (words/src/diagnostic/field.rs): qué toma un campo, qué contiene.
diag-found-null = nada (null)
diag-found-text = el texto "{ $text }"
diag-field-expected = se esperaba: { $wants }, se encontró: { $found }
diag-field-expected-number-quoted = se esperaba: { $wants }, se encontró: { $found } (los números se escriben sin comillas)
diag-field-expected-flag-quoted = se esperaba: { $wants }, se encontró: { $found } (escriba true o false, sin comillas)
diag-field-expected-mapping = se esperaba un mapa de { $keys }, se encontró: { $found }
diag-field-key-not-name = una clave debe ser un nombre, se encontró: { $found }
diag-field-unknown = campo desconocido: se esperaba uno de { $expected }
diag-field-missing-players = falta `players` (1 a 5)
diag-field-missing-crew = falta `crew`: una entrada por jugador (y por androide)
diag-field-missing-trajectories = falta `trajectories`: {"{"} red: N, white: N, blue: N, internal: N {"}"}
diag-field-missing-trajectory = falta la trayectoria `{ $zone }`
diag-field-missing-token-name = falta `{ $key }`: el nombre de un miembro de la tripulación
diag-unknown-specialization = especialización desconocida `{ $text }`: escriba una especialización y un nivel del 1 al 3, como `medic 2` ({ $expected })
diag-wants-players = el número de jugadores (1 a 5)
diag-wants-seed = un número entero de 0 a 18446744073709551615
diag-wants-mission-name = el nombre de la misión
diag-wants-module-list = una lista de nombres de módulos
diag-wants-module = un nombre de módulo
diag-wants-crew-list = una lista de miembros de la tripulación
diag-wants-color = un color
diag-wants-board = las cartas del tablero, como texto
diag-wants-specialization = una especialización y un nivel (`medic 2`)
diag-wants-member-name = el nombre del miembro de la tripulación
diag-wants-token-name = el nombre de un miembro de la tripulación
diag-wants-trajectory = una trayectoria (1 a 7)
diag-wants-threat-list = una lista de amenazas
diag-wants-turn = un turno (1 a 8)
diag-wants-zone = una zona (red, white, blue o internal)
diag-wants-card = el id o el nombre de una carta de amenaza
diag-wants-damage-zone = una zona
diag-wants-tile-list = una lista de losetas de daño
diag-wants-tile = una loseta de daño
diag-wants-squads = un número de escuadras de robots de combate (0 a 2)
diag-wants-station = una estación (LR o UB)
diag-wants-flag = true o false
# Un campo de una carta casera que el lector de YAML rechaza (words/src/diagnostic/field.rs).
diag-card-field-unknown = campo desconocido `{ $field }`, se esperaba uno de { $expected }
diag-card-field-missing = falta el campo `{ $field }`
diag-card-field-invalid = se esperaba: { $wants }
diag-card-field-type = se esperaba: { $wants }, se encontró: { $found }
diag-card-wants-text = texto
diag-card-wants-card = una carta (un mapa de sus campos)
diag-card-wants-whole = un número entero de { $min } a { $max }
diag-card-wants-other = tipo { $words }
# Las palabras y reglas de una carta casera (words/src/diagnostic/field.rs; las palabras esperadas son las del archivo).
diag-unknown-card-kind = tipo desconocido `{ $word }`: se esperaba { $expected }
diag-unknown-card-set = edición desconocida `{ $word }`: se esperaba { $expected }
diag-unknown-severity = gravedad desconocida `{ $word }`: se esperaba { $expected }
diag-card-rule-color-and-colour = se dan `color` y `colour`: deje solo `color`
diag-card-rule-colour-deprecated = aviso: `colour` está obsoleto, escriba `color` (leído como `color`)
diag-card-rule-missing-color = falta el campo `color` (white, yellow o red)
diag-card-rule-needs-stations = una carta interna necesita `stations`
diag-card-rule-parity-stations = `station-by-turn-parity` necesita dos estaciones (turno impar, turno par)
diag-card-rule-external-stations = una carta externa no tiene estaciones
diag-card-rule-hit-points = los puntos de vida deben ser al menos 1
diag-card-rule-speed = la velocidad debe ser al menos 1
diag-card-rule-shield = solo las amenazas externas tienen escudos
diag-card-rule-missing-action = falta `{ $action }`: cada carta tiene acciones X, Y y Z (escriba [] para ninguna)
diag-card-rule-empty-z = la acción Z no puede estar vacía
diag-card-rule-points = los puntos son [sobrevive, destruida], sobrevive puede ser null
diag-card-rule-duplicate-id = el id de carta `{ $id }` ya existe
# A homebrew card's effect or trait phrase (words/src/diagnostic/phrase.rs). The phrase, its
# words and the lists after "expected" are the file's own and stay as written.
diag-phrase-empty-effect = efecto vacío
diag-phrase-empty-trait = rasgo vacío
diag-phrase-unknown-effect = efecto desconocido `{ $word }` (véase missions/threats/README.md)
diag-phrase-unknown-trait = rasgo desconocido `{ $word }` (véase missions/threats/README.md)
diag-phrase-needs = `{ $phrase }` necesita { $wants }
diag-phrase-wants-number = un número
diag-phrase-wants-station-code = un código de estación
diag-phrase-wants-station-codes = códigos de estación
diag-phrase-wants-zones = una o más zonas
diag-phrase-wants-zone-or-all = una zona o all
diag-phrase-not-a-number = `{ $phrase }`: `{ $word }` no es un número
diag-phrase-unexpected = `{ $phrase }`: palabra inesperada `{ $word }`
diag-phrase-unexpected-expected = `{ $phrase }`: palabra desconocida `{ $word }` (se esperaba { $expected })
diag-unknown-target = objetivo desconocido `{ $word }`: se esperaba { $expected }
diag-phrase-no-crew = ¿qué tripulación? se esperaba { $expected } o un código de estación
diag-phrase-unknown-crew = tripulación desconocida `{ $word }`: se esperaba { $expected } o un código de estación
diag-phrase-all-except = tripulación desconocida `{ $word }`: se esperaba `all-except-` y un código de estación ({ $expected })
diag-phrase-usage = se escribe `{ $usage }`
diag-phrase-missing-then = `{ $usage }`: falta `then`
diag-phrase-bracket-place = `{ $phrase }`: un corchete `[value]` va tras la palabra que sustituye
diag-phrase-bracket-word = `{ $phrase }`: escriba el corchete como una sola palabra, `[value]`
diag-phrase-needs-intruder = `{ $phrase }` mueve a un intruso: el tipo de la carta debe ser `intruder`
diag-phrase-needs-stations = `{ $phrase }` necesita las estaciones de la amenaza: una carta externa no tiene
diag-phrase-needs-internal = `{ $phrase }` es una acción de amenaza interna: la carta debe ser interna
diag-phrase-needs-external = `{ $phrase }` actúa sobre trayectorias o escudos de amenazas externas: la carta debe ser externa
diag-phrase-needs-trajectory = `{ $phrase }` necesita una trayectoria de las zonas de la nave: la carta debe ser externa
diag-phrase-not-on-destruction = `{ $phrase }` es una acción X/Y/Z, no un efecto de destrucción (en destroyed van knock-out-destroyer, knock-out-host, knock-out-in, damage-others, attack-per-passed-space)
diag-phrase-on-destruction = `{ $phrase }` ocurre cuando se destruye la amenaza: póngalo en `destroyed`
diag-phrase-trait-of-internal = `{ $phrase }` es un rasgo de las amenazas internas
diag-phrase-trait-of-external = `{ $phrase }` es un rasgo de las amenazas externas
diag-phrase-trait-of-intruders = `{ $phrase }` es un rasgo de los intrusos
diag-phrase-trait-of-malfunctions = `{ $phrase }` es un rasgo de las averías

## A diagnostic's field and its problem, after the place `file:line:col: ` (which stays as
## tools read it)
diag-field-says = { $field }: { $problem }

## A zone's `damage_tiles` listing more tiles than it drew (a warning: the game resolves)
diag-tiles-not-drawn = indica { $listed } { $listed ->
    [one] loseta
   *[other] losetas
} pero la zona recibió { $drawn } de daño: { $tiles } sin robar

## A card drawn for a track's announcements that does not fit them (the boards screen)
diag-draw-count = se anunciaron { $announced ->
        [one] { $announced } amenaza
       *[other] { $announced } amenazas
    } pero se dieron { $drawn ->
        [one] { $drawn } carta
       *[other] { $drawn } cartas
    }
diag-draw-mismatch = T+{ $turn } { $zone }: { $card } es una amenaza { $drawn }, pero el anuncio era una amenaza { $announced }
