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
diag-yaml-reader = error de sintaxis YAML: { $words }
diag-players = { $players } jugadores: se esperaban de 1 a 5
diag-no-board = T{ $number }: las trayectorias son T1 a T7
diag-board-twice = T{ $board } se usa dos veces ({ $first } y { $second }): las cuatro trayectorias deben ser distintas
diag-no-crew = la tripulación está vacía
diag-crew-count = { $humans } tripulante(s) para { $players } jugadores: una entrada por jugador (androides marcados `android: true`)
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
} con { $players } jugador(es): solo 2 jugadores (con 2 androides) o 3 jugadores (con 1) llevan androides
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
