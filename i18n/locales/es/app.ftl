## La ventana de la aplicación: etiquetas, botones, descripciones y mensajes de cada pantalla.

## El ajuste de idioma
language-label = Idioma
language-system = Idioma del sistema ({ $language })
language-tooltip = El idioma de la aplicación y de los teléfonos de la tripulación. Se aplica al instante.

## Colors and keys
color-red = rojo
color-yellow = amarillo
color-green = verde
color-blue = azul
color-purple = morado
key-enter = Intro

## The setup screen
setup-title = Sitting Duck: preparación de la misión
setup-start = Iniciar misión
setup-ship-log = Cuaderno de bitácora
setup-ship-log-tooltip = Las misiones de cada tripulación, mejores puntuaciones y fracasos; repeticiones
setup-mission = Misión
setup-resolve-file = Resolver un archivo de partida
setup-resolve-file-tooltip = Introducir o cargar los tableros de una partida jugada sin lanzar una misión
setup-random-mission = Misión aleatoria
setup-seed = semilla
setup-new-seed = Nueva semilla
setup-points = puntos
setup-points-tooltip = Puntos de amenaza (normal 1, grave 2); las misiones del CD tienen { $points } para { $players } jugadores
setup-path = ruta
setup-choose-one = elija una
setup-crew = Tripulación ({ $count })
setup-player = Jugador { $number }
setup-player-color = Jugador { $number } { $color }
setup-remove = Quitar
setup-add-crew = Añadir tripulante
setup-androids = Androides completan la tripulación hasta cuatro ({ $count })
setup-problem-crew-size = una tripulación tiene de 1 a 5 jugadores, no { $count }
setup-problem-name = el jugador { $number } necesita un nombre
setup-problem-no-captain = nadie es capitán
setup-problem-no-comms-officer = nadie es oficial de comunicaciones
setup-problem-no-security-chief = nadie es jefe de seguridad
setup-problem-colors = cada color solo puede elegirse una vez
setup-the-crew = la tripulación
setup-and = {" "}y{" "}
role-captain = Capitán
role-comms-officer = Oficial de comunicaciones
role-security-chief = Jefe de seguridad
tracks-test-runs = Vuelos de prueba
tracks-simulations = Simulaciones
tracks-advanced-simulations = Simulaciones avanzadas
tracks-missions = Misiones
tracks-double-action = Misiones de acción doble

## The campaign choice
campaign-play = Jugar
campaign-play-tooltip = Campaña de exploración: una tripulación y una nave, los daños se conservan
campaign-single = una sola misión
campaign-of = una campaña de { $count }

## The table choices
module-double-actions = Acciones dobles
module-specializations = Especializaciones
module-new-threats = Nuevas amenazas
module-double-actions-hint = El mazo de acciones dobles: una carta puede llevar dos acciones; los interceptores vuelan a distancia 1-3
module-specializations-hint = Cada tripulante puede tener una especialización (niveles 1-3), en lugar de las cartas heroicas
module-new-threats-hint = Las cartas de amenaza de la expansión se unen a los mazos, y se puede elegir el nivel rojo (3)
difficulty-white = blanco
difficulty-yellow = amarillo
difficulty-mixed = mezclado
difficulty-red = rojo
difficulty-white-red = blanco y rojo
difficulty-orange = naranja
difficulty-all = los tres
level-white = Blanco
level-yellow = Amarillo
level-red = Rojo
table-heading = Amenazas y trayectorias
table-common-threats = Amenazas normales
table-serious-threats = Amenazas graves
table-level-common = Amenazas normales { $level }
table-level-serious = Amenazas graves { $level }
table-levels-tooltip = Ahora { $levels }: cualquier combinación de niveles, al menos uno
table-threat-cards = Cartas de amenaza
table-app-draws = Roba la app
table-crew-draws = Roba la tripulación
table-trajectories = Trayectorias
table-random = Al azar
table-entered = Introducidas
table-new-frontier = The New Frontier
table-boards = Tableros: rojo, blanco, azul, interno
table-board-red = roja
table-board-white = blanca
table-board-blue = azul
table-board-internal = interna
table-trajectory = trayectoria { $board }

## The mission screen
key-space = Espacio
mission-first-phase = Primera fase
mission-second-phase = Segunda fase
mission-third-phase = Tercera fase
mission-audio-lost = Dispositivo de audio perdido ({ $reason }): la misión sigue en silencio; lea los anuncios aquí
mission-announcements = Anuncios
mission-threats = Amenazas
mission-trajectories = Trayectorias: roja { $red } · blanca { $white } · azul { $blue } · interna { $internal }
mission-clock = Reloj de misión { $clock }
mission-paused = EN PAUSA
mission-speaking = Anuncio: { $caption }
mission-end-allowed-from = Se puede terminar desde { $time }, cuando acaba la segunda fase
mission-test-run-to-end = Un vuelo de prueba se juega hasta el final
mission-resume = Reanudar
mission-pause = Pausa
mission-end-round = Terminar la fase de acción
mission-abort = Abortar
mission-quieter = Más bajo
mission-louder = Más alto
mission-volume = Volumen { $percent } %
mission-end-question = ¿Terminar ya la fase de acción?
mission-end-explained = El reloj se detiene y la tripulación introduce los tableros de acción.
mission-end-now = Terminar la fase de acción ya
mission-keep-playing = Seguir jugando
mission-phase = Fase { $phase } de { $phases } · quedan { $left }
mission-phase-paused = Fase { $phase } de { $phases } · quedan { $left } (en pausa)
mission-operation-ends-soon = La operación termina pronto
mission-ends-soon = { $phase } termina pronto
mission-complete = Misión completada
mission-blackout = COMUNICACIONES CAÍDAS · no hablar · { $left }
mission-data-transfer-complete = TRANSFERENCIA DE DATOS COMPLETA
mission-data-transfer = TRANSFERENCIA DE DATOS · { $count } · cada jugador puede dar una carta (no heroica) en mano
mission-get-ready = preparaos
mission-serious = Grave
mission-common = Normal
mission-unconfirmed = {" "}· informe sin confirmar
mission-secret-card = con una carta interna secreta, boca abajo
mission-calls = llama a { $id } { $name }
mission-draw = { $who }: robad una carta { $pile }, ficha { $token }
mission-draw-no-digital = { $who }: robad una carta { $pile }, ficha { $token } (sin carta digital)
mission-abort-question = ¿Abortar la misión?
mission-abort-explained = La fase de acción se detiene y no se guarda nada.
mission-abort-now = Abortar misión

## Keyboard shortcuts
key-ctrl-enter = Ctrl+Intro
key-right = Derecha
key-left = Izquierda
key-down = Abajo
key-up = Arriba
key-home = Inicio
key-end = Fin
shortcuts-title = Atajos de teclado
shortcut-help = Mostrar u ocultar estas teclas
shortcut-resolve = Resolver los tableros introducidos
shortcut-leave-boards = Volver a la preparación (en un campo de texto, Esc primero lo suelta)
shortcut-step = Paso siguiente (también Intro)
shortcut-step-back = Paso anterior
shortcut-next-turn = Al final del turno
shortcut-turn-back = Al final del turno anterior
shortcut-start = Volver antes del primer paso
shortcut-end = Al final de la resolución
shortcut-play = Reproducir los pasos solos, o pausar
shortcut-score-card = La hoja de puntuación
shortcut-back = Volver a los tableros (o al cuaderno de bitácora en una repetición)
shortcut-leave-ship-log = Volver a la preparación
shortcut-campaigns = Las campañas: misiones, la nave entre ellas, la puntuación
shortcut-next-campaign-mission = A la siguiente misión, con la nave reparada
shortcut-end-campaign = Terminar aquí la campaña: se puntúan las misiones jugadas
shortcut-leave-campaigns = Volver al cuaderno de bitácora

## The resolution screen
resolution-back-boards = Tableros
resolution-back-boards-hint = Volver a los tableros para corregirlos
resolution-back = Volver
resolution-back-score-hint = Volver a la hoja de puntuación de la tripulación
resolution-before-turn-1 = antes del turno 1
resolution-setup = Preparación
resolution-final-step = Paso final
resolution-turn = Turno { $turn }
resolution-event-of = evento { $event } de { $events }
resolution-ship-destroyed = NAVE DESTRUIDA: { $why }
resolution-press-right = Pulse Derecha o Intro para reproducir el primer paso
resolution-play = Reproducir
resolution-start = Inicio
resolution-step-back = Paso atrás
resolution-step = Paso
resolution-turn-back = Turno atrás
resolution-next-turn = Turno siguiente
resolution-end = Final
resolution-speed = velocidad x{ $speed }
resolution-speed-hint = pasos por segundo al reproducir
resolution-score-card = Hoja de puntuación
resolution-event-log = Eventos

## The boards screen
boards-not-ready = Aún no se puede resolver:
boards-resolve = Resolver
boards-palette-tile = Paleta { $token }
boards-palette = Paleta: haga clic para añadir una carta al tablero de { $name }
boards-oops = Uy ~
boards-oops-hint = «Uy, tropecé»: la siguiente carta pulsada queda marcada como mal jugada (~). En la resolución no hace nada en su turno y se juega un turno después (las cartas siguientes de ese tablero avanzan una casilla)
boards-undo = Deshacer
boards-undo-hint = Quitar la última carta
boards-double-cards = Cartas dobles
boards-captain = capitán
boards-android = androide
boards-board-of = Tablero de { $name }
boards-space = { $name } casilla { $space }: { $card }
boards-game-file = Archivo de partida
boards-save-as = Guardar como
boards-load = Cargar
boards-restore = Restaurar los tableros introducidos la última vez
boards-autosave = Cada pulsación se guarda en { $file }
boards-trajectory = Trayectoria { $board }
boards-no-threats = Sin amenazas: añádalas abajo o cargue un archivo de partida
boards-add-threat = Añadir una amenaza
boards-pick-card = elegir la carta...
boards-card-for = Carta para { $threat }
boards-calls = llama a { $card }
boards-serious = grave
boards-remove-threat = Quitar esta amenaza
boards-damage-tiles = Losetas de daño
boards-app-draws-tiles = Las roba la app
boards-we-draw-tiles = Las robamos nosotros
boards-seed = Semilla
boards-tiles-drawn = Las losetas robadas en la mesa, en orden; el resto sale de la semilla
boards-search = Buscar
boards-search-hint = código o nombre
boards-level-all = todas

## The crew terminals (phones) on the setup screen
phones-waiting-mission = Esperando a que empiece la misión
phones-action-boards = Tableros de acción
phones-resolving = El ordenador de a bordo resuelve los tableros
phones-repairs = Reparaciones entre misiones, en la mesa
phones-heading = Terminales de la tripulación (móviles)
phones-serve = Servir la misión a los móviles de los jugadores
phones-serve-hint = Una pequeña página solo en la red local; desactivada por defecto
phones-shared = Un teléfono puede ocupar varios puestos
phones-shared-hint = Para jugadores que comparten un teléfono; desactivado, cada teléfono es un miembro de la tripulación, así ninguno puede escribir todos los tableros
phones-off-explained = Cada jugador puede seguir la misión e introducir su tablero en el móvil.
phones-failed = Móviles desactivados: { $message }
phones-use-port = Usar el puerto { $port }
phones-serving = En marcha: el código QR y quién se ha unido están al pie de la pantalla.
phones-scan = Móviles: escaneen el código, o abran
phones-join-code = Código de acceso { $code }
phones-none-joined = Aún no se ha unido ningún móvil.
phones-release = Liberar a { $name }
phones-release-hint = Otro móvil podrá ser entonces este tripulante
phones-every-address = todas las direcciones privadas
phones-port-on = Puerto { $port } en
phones-qr = Código QR para { $url }

## The score card
score-no-log-place = no hay sitio para el cuaderno de bitácora en esta máquina
score-saved = Guardada como misión { $id } en la página «{ $page }» ({ $file })
score-not-saved = No guardada: { $error }
score-writer-stopped = la escritura del cuaderno de bitácora se detuvo
score-crew-page = Página del cuaderno de bitácora
score-crew-page-hint = La página del cuaderno de bitácora donde se guarda la misión; vacía, la página con los nombres de esta tripulación
score-saving = Guardando…
score-save = Guardar en el cuaderno de bitácora
score-back-hint = Volver a la resolución
score-next-mission = Siguiente misión
score-campaign-result = Resultado de la campaña
score-unsaved = Esta misión aún no está en el cuaderno de bitácora.
score-save-and-next = Guardarla y luego la siguiente misión
score-next-unsaved = Siguiente misión sin guardar
score-won = Misión cumplida: la nave saltó al hiperespacio
score-destroyed-by = La nave fue destruida por { $threat }
score-destroyed = La nave fue destruida
score-new-frontier = The New Frontier: { $modules }
score-total-word = TOTAL
score-no-score-word = SIN PUNTUACIÓN
score-total = Total { $total }
score-no-score = Sin puntuación: la nave fue destruida
score-lost-scores-nothing = Una misión perdida no puntúa
score-part-destroyed = destruidas
score-part-survived = sobrevividas
score-part-visual = confirmación visual
score-part-damage = daños
score-part-knocked-out = noqueados
score-part-battlebots = robots de combate
score-report-file = Archivo del informe
score-report-file-hint = reports/ en la carpeta de datos
score-report-file-tooltip = Dónde va el informe: un archivo o una carpeta; vacío para la carpeta de datos
score-spoiler-free = Sin spoilers
score-spoiler-free-tooltip = No nombrar las cartas de amenaza robadas: solo gravedad, zona y turno
score-share = Compartir
score-share-tooltip = Escribir el informe de la misión: una página HTML para abrir o enviar

## The boards screen's header
boards-ended-at = { $mission }: terminada por la tripulación en { $time }
boards-played-to-end = { $mission }: jugada hasta el final
boards-no-track = una partida sin pista de misión
boards-round-over = Fase de acción terminada
boards-next-enter = Ahora: introducir los tableros de acción
boards-enter = Introducir los tableros de acción
boards-stay = Quedarse
boards-leave = Salir: descartar estos tableros
boards-how-to-type = Escriba cada tablero (A B C R < > ^ . A* B* R* @UR … ~X, mayúsculas o minúsculas) o pulse la paleta; deje las cartas donde están hasta que la resolución coincida. F1: teclas.
boards-phone-done = { $name }: listo
boards-phone-typing = { $name } escribiendo
boards-phone-away = { $name } (móvil ausente)
boards-on-phones = En los móviles: { $people }

## The debrief and the coach beside the score card
debrief-heading = Análisis
debrief-show-event = Mostrar este evento en la resolución
coach-ask = ¿Qué habría funcionado?
coach-ask-hint = Buscar los cambios más pequeños en los tableros que salvan la nave (o puntúan más)
coach-trying = Probando planes: { $done } de { $total }
coach-cancel = Cancelar
coach-failed = La búsqueda terminó sin respuesta
coach-cancelled-after = Cancelada tras { $count } planes
coach-tried = { $count ->
    [one] { $count } plan probado
    *[other] { $count } planes probados
    }
coach-none-better = Ningún plan con uno o dos cambios lo habría hecho mejor
coach-open-what-if = Abrir hipótesis { $number } ({ $points } puntos)
coach-what-if = Y si: { $sentence }
coach-turn = turno { $turn }

## The ship's log screen
shiplog-no-mission = No hay ninguna misión { $id } en el cuaderno de bitácora
shiplog-read-again = Volver a leer
shiplog-campaigns = Campañas
shiplog-crew = Tripulación
shiplog-reading = Leyendo el cuaderno de bitácora…
shiplog-unreadable = No se puede leer el cuaderno de bitácora
shiplog-empty = Aún no hay misiones registradas
shiplog-empty-hint = Guarde una misión desde su hoja de puntuación, o regístrela con `sitting-duck resolve GAME.yaml --log`.
shiplog-no-win-yet = aún sin victorias
shiplog-average = puntuación media { $average }
shiplog-figures = { $crew }: { $played ->
    [one] { $played } misión jugada
    *[other] { $played } misiones jugadas
    }, { $won } ganadas, { $lost } perdidas · { $average }
shiplog-whole-log = Todo el cuaderno: { $crews ->
    [one] { $crews } tripulación
    *[other] { $crews } tripulaciones
    }, { $missions ->
    [one] { $missions } misión
    *[other] { $missions } misiones
    }, { $won } ganadas
shiplog-head-date = Fecha
shiplog-head-track = Pista
shiplog-head-track-detail = amenazas: comunes / graves
shiplog-head-destroyed = Destruidas
shiplog-head-survived = Sobrevividas
shiplog-head-confirmed = Confirmadas
shiplog-head-penalties = Penalizaciones
shiplog-head-penalties-detail = daños · KO · robots
shiplog-head-total = Total
shiplog-not-counted = no cuenta
shiplog-all-in-order = las { $count }, en el orden jugado
shiplog-last-in-order = las últimas { $shown } de { $count }, en el orden jugado
shiplog-only-last = Solo las últimas { $count }
shiplog-show-all = Mostrar las { $count }
shiplog-replay-button = Repetir #{ $id }
shiplog-replay-hint = Resolver de nuevo esta misión y recorrerla paso a paso
shiplog-replay-name = Repetir la misión { $id }
shiplog-no-track = sin pista

## A logged mission replayed
replay-matches = La repetición da exactamente el resultado registrado
replay-differs = La repetición difiere del resultado registrado ({ $fields }): las reglas han cambiado desde que se registró esta misión
replay-unreadable = El resultado registrado no se puede leer ({ $why }), así que la repetición no se comprueba
replay-banner = Repetición de la misión { $id } · { $page } · { $date } · { $track } · registrado: { $result }
replay-card-title = Hoja de puntuación de la repetición
replay-lost = perdida
replay-total = Total repetido: { $total }
replay-logged = Registrado: { $result }

## Threats and data on the mission screen
mission-incoming-data = DATOS ENTRANTES · cada jugador puede robar { $cards ->
    [one] una carta de acción
    *[other] { $cards } cartas de acción
    }
mission-incoming-data-androids = DATOS ENTRANTES · cada jugador puede robar { $cards ->
    [one] una carta de acción
    *[other] { $cards } cartas de acción
    }, luego por turnos { $shared ->
    [one] una carta de acción
    *[other] { $shared } cartas de acción
    } para los androides
mission-zone = Zona { $zone }
mission-internal = Interna
zone-red = roja
zone-white = blanca
zone-blue = azul
pile-common-external = normal externa
pile-serious-external = grave externa
pile-common-internal = normal interna
pile-serious-internal = grave interna

## Campaigns
campaign-running = {" "}· puntuación parcial { $score }
campaign-banner = Campaña: misión { $mission } de { $planned }{ $running }
campaign-carries = La nave lleva: { $ship }
campaign-crew-changed = Esta campaña la vuela { $crew }: una campaña de exploración mantiene su tripulación hasta el final, así que restaurad esa tripulación (una campaña se termina antes en la pantalla de reparaciones)
campaigns-none = Aún no hay campañas en el cuaderno de bitácora.
campaigns-how = Para jugar una: en la pantalla de preparación, junto a «{ $start }», elegid «{ $two }» o «{ $three }». Sus misiones, la nave que pasa de una a otra y su puntuación se guardan aquí.
campaigns-name = Campaña { $id }
campaigns-lost = Campaña perdida: sin puntuación
campaigns-running-score = Puntuación parcial { $score }
campaigns-score = Puntuación de la campaña { $score }
campaigns-none-flown = Aún no se ha jugado ninguna misión
repairs-end-here = Terminar aquí la campaña
repairs-next-ship = La nave para la siguiente misión
repairs-heading = Reparaciones tras la misión { $mission } de { $planned }{ $running }
repairs-ship-left = La nave tal como la dejó la misión
repairs-knocked-out = noqueado: se recupera, no repara nada
repairs-squad-starts = El escuadrón disponible empieza en
repairs-at-most = (como máximo { $count } losetas por zona)

## The boards screen's threats and problems
entry-threat = T+{ $turn } { $zone }, { $pile }
entry-unconfirmed = { $threat }, sin confirmar
entry-trajectories-problem = trayectorias: { $problem }
entry-pick-card = { $threat }: elija la carta robada
entry-board-problem = tablero de { $name }, { $problem }
entry-no-crew = sin tripulación: añada un tablero
entry-hint-double-specialization = A> ^ . C  (12 casillas; A> = carta doble, S / S+ = carta de especialización)
entry-hint-double = A> ^ . C  (12 casillas; A> = carta doble A y luego >, ~A = Uy)
entry-hint-specialization = A > ^ . C  (12 casillas; ~A = Uy, S / S+ = carta de especialización, S:> = con un movimiento)
entry-hint = A > ^ . C  (12 casillas; ~A = Uy, A* = heroica)

## Sound
sound-silent = Sin sonido: el ordenador de a bordo habla solo en pantalla.
sound-stalled = sin sonido desde hace { $seconds } s

## The coach's suggestions in words (gui/widgets/labels)

## Specializations' titles (gui/widgets/labels/specialization.rs)
spec-rocketeer = Cohetero
spec-data-analyst = Analista de datos
spec-energy-technician = Técnico de energía
spec-pulse-gunner = Artillero de pulsos
spec-medic = Médico
spec-teleporter = Teletransportador
spec-hypernavigator = Hipernavegante
spec-special-ops = Operaciones especiales
spec-squad-leader = Líder de escuadra
spec-mechanic = Mecánico

## The boards' specialization row (gui/screens/entry/modules.rs)
entry-specialization = Especialización
entry-specialization-none = ninguna
entry-specialization-of = Especialización de { $name }
entry-specialist-level = { $name } nivel { $level }
entry-teleport = Teletransporte
entry-teleport-departure = salida
entry-teleport-arrival = llegada
entry-teleport-token = Ficha de { $token } de { $name }
entry-level-1 = Nivel 1: una carta, la cara básica, se usa una vez
entry-level-2 = Nivel 2: una carta, cara básica o avanzada, se usa una vez
entry-level-3 = Nivel 3: ambas cartas, dos usos (uno básico, uno básico o avanzado)

## The ship board's labels (gui/widgets/ship_board, gui/widgets/labels)
board-specialist = { $title } { $level } · { $left ->
        [one] queda { $left } carta
       *[other] quedan { $left } cartas
    }
board-knocked-out = { $name } (inconsciente)
board-station-empty = vacía
board-station = Puesto { $station }: { $names }
board-reactor = Reactor { $zone }: { $have } de { $capacity }
board-shield = Escudo { $zone }: { $have } de { $capacity }
board-damage-none = Daño { $zone }: 0
board-damage = Daño { $zone }: { $count } ({ $tiles })
board-threat-in = en { $stations }
board-threat-space = casilla { $space }
board-threat-phased = , desfasada
board-threat = Amenaza T{ $turn } { $threat }: quedan { $left } de { $hit_points } puntos de vida, { $place }{ $phased }
board-interceptors-docked = atracados
board-interceptors-out-with = { $name } está fuera
board-supplies = Combustible: { $fuel }, cohetes a bordo: { $rockets }, en vuelo: { $flying }, interceptores: { $pilot }
board-legend = Marcas de las trayectorias: el sombreado y los 1 2 3 junto a las casillas son la distancia (1 es la más cercana a la nave: lo que cuenta el alcance de un cañón); X Y Z: allí actúa la amenaza; una línea une cada ficha de amenaza con su casilla; un rayo naranja es un cañón disparado este turno, con su fuerza.
board-fired = Disparo: { $cannon } (fuerza { $strength })
board-interceptors-range = interceptores a distancia { $range }
board-door-sealed = { $door } sellada
board-shields-off = escudos apagados
board-shields-reversed = escudos invertidos
board-optics-disrupted = óptica perturbada en { $zone }
board-temporary-shield = escudo temporal +{ $points } en { $zone }
board-threats-slowed = amenazas externas ralentizadas este turno
board-ends-after = la misión termina tras el turno { $turn }
board-mine = mina ({ $by })
board-poison-drone = dron venenoso ({ $by })
board-afflicted = envenenado o infectado por { $by }
board-host = huésped de { $by }
board-lift-damaged = Gravitoascensor { $zone }: dañado
board-lift-working = Gravitoascensor { $zone }: funciona
board-chip-hull = casco
board-chip-lift = ascensor
board-chip-upper-gun = cañón sup.
board-chip-upper-gun-short = cañón S
board-chip-lower-gun = cañón inf.
board-chip-lower-gun-short = cañón I
board-chip-shield = escudo
board-chip-shield-short = esc.
board-chip-reactor = reactor
board-chip-reactor-short = reac.
board-tile = Ficha de daño { $zone } { $number }: { $tile }
board-word-shield = escudo
board-word-reactor = reactor
board-word-fuel = combust.
board-fuel = Combustible: { $fuel }
board-rockets-chip = cohetes { $rockets }  ·  en vuelo { $flying }
board-rockets = Cohetes a bordo: { $rockets }, en vuelo: { $flying }
board-interceptors-out-range = fuera: { $name }, alcance { $range }
board-interceptors-out = fuera: { $name }
board-interceptors-chip = interceptores { $status }
board-interceptors = Interceptores: { $status }
board-figure = Figura { $name } en { $station }
board-squad-with = con { $name }
board-squad-stored = guardada
board-squad-disabled = inutilizada
board-squad-active = activa
board-squad = Escuadra de robots { $number }: { $condition }, { $place }

## The ship's log's summary and pages (gui/screens/shiplog)
shiplog-lost = perdida
shiplog-destroyed-by = destruida por { $by }
shiplog-lost-destroyed-by = perdida: destruida por { $by }
shiplog-best-per-track = Mejor por pista
shiplog-scores-over-time = Puntuaciones en el tiempo
shiplog-failures = Fracasos
shiplog-always-home = La nave siempre volvió a casa
shiplog-none-won = Aún ninguna misión ganada
shiplog-best-mission = misión { $id }
shiplog-no-place = no hay sitio para el cuaderno de bitácora en esta máquina (sin carpeta de datos)
shiplog-cannot-start = no se puede empezar a leer el cuaderno de bitácora: { $error }
shiplog-reader-stopped = la lectura del cuaderno de bitácora se detuvo
shiplog-role-captain = capitán
shiplog-role-comms = comunicaciones
shiplog-role-security = seguridad
shiplog-role-android = androide
shiplog-cannot-replay = La misión { $id } no se puede repetir: su archivo de partida: { $error }
month-jan = ene
month-feb = feb
month-mar = mar
month-apr = abr
month-may = may
month-jun = jun
month-jul = jul
month-aug = ago
month-sep = sept
month-oct = oct
month-nov = nov
month-dec = dic

## The campaign page's missions (gui/screens/campaign)
campaign-mission-number = Misión { $number }
campaign-points = { $points } puntos
campaign-started-from = Partió de
campaign-no-damage = sin daño
campaign-repairs-after = Reparaciones después
repairs-rule = Entre misiones cada tripulante da un paso, el capitán primero: quien quedó inconsciente en la misión solo se recupera; los demás reparan una ficha de daño o una escuadra de robots inutilizada, o pasan. Como mucho se reparan 2 fichas de una zona. Lo que no se repara se queda: un reactor o escudo dañado empieza con 1 de energía menos, una ficha estructural duplica todo el daño de su zona, una escuadra inutilizada se queda atrás. Las averías y los intrusos desaparecen.
repairs-squad-starts-in = La escuadra empieza en { $station }

## The apply notices (gui/apply)
notice-restored = tableros restaurados desde { $path }
notice-cannot-autosave = no se puede autoguardar en { $path }: { $error }
notice-loaded = cargado { $path }
notice-type-path = escribe la ruta del archivo de partida que se va a escribir
notice-saved = guardado { $path }
notice-saved-to-fix = guardado { $path } ({ $count ->
        [one] queda 1 problema
       *[other] quedan { $count } problemas
    } por corregir)
notice-cannot-write = no se puede escribir { $path }: { $error }
notice-end-not-saved = El final no se guardó: { $error }
notice-saved-campaign = Guardada como misión { $id } de la campaña ({ $path })
notice-not-saved = No guardado: { $error }
notice-repairs-not-saved = Reparaciones no guardadas: { $error }
notice-no-ship-log = no hay cuaderno de bitácora en esta máquina
notice-too-early = Demasiado pronto para terminar: se permite cuando acabe la segunda fase ({ $time })
notice-test-run = Una prueba se juega hasta el final
notice-not-shared = No compartido: { $why }
notice-not-shared-no-folder = No compartido: no hay carpeta de datos en esta máquina; escribe un archivo para el informe
notice-not-shared-folder = No compartido: no se puede crear { $path }: { $error }
notice-not-shared-file = No compartido: no se puede escribir { $path }: { $error }
notice-report-written = Informe escrito en { $path } (un archivo HTML: ábrelo en un navegador o envíalo)
notice-seed-whole = la semilla debe ser un número entero

## Action cards in words (gui/widgets/card_face.rs describe, the action row)
action-empty = vacío
action-battlebots = robots de combate
action-red-arrow = flecha roja
action-blue-arrow = flecha azul
action-gravolift = gravitoascensor
action-heroic = { $card } heroico
action-heroic-move = movimiento heroico a { $station }
action-tripped = Uy, me tropecé ({ $card })
action-double = acción doble: { $first }, luego { $second }
action-face-advanced = avanzada
action-face-basic = básica
action-specialization-with = carta de especialización ({ $face }) con { $with }
action-specialization = carta de especialización ({ $face })
board-plays = { $name } juega { $card }
notice-cannot-read = no se puede leer { $path }: { $error }
notice-cannot-restore = no se puede restaurar { $path }: { $error }

## The campaign's ship and page, the repairs' choices, words and refusals; the window's
## messages on standard error
campaign-zone-tiles = zona { $zone }: { $tiles }
campaign-zone-no-damage = zona { $zone }: sin daño
campaign-squads-aboard = robots de combate: ambas escuadras a bordo
campaign-squad-disabled = robots de combate: 1 escuadra inutilizada (se queda atrás); la otra empieza en { $station }
campaign-squads-disabled = robots de combate: { $count } escuadras inutilizadas (se quedan atrás)
campaign-page-line = { $crew } · { $flown } de { $planned } misiones · { $status }
campaign-status-flying = en curso
campaign-status-stopped = detenida
campaign-status-lost = perdida
campaign-status-complete = completada
campaign-page-score = amenazas { $threats } + confirmación visual { $visual } (media) · nave final: daño { $damage }, noqueados { $knocked }, escuadras { $squads }
repairs-option-pass = pasar
repairs-option-squad = escuadra
repairs-option-tile = { $tile } ({ $zone })
repairs-did-recover = { $name } se recupera
repairs-did-pass = { $name } pasa
repairs-did-tile = { $name } repara la loseta { $tile } ({ $zone })
repairs-did-squad = { $name } repara una escuadra de robots de combate
repairs-refused-steps = { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    } de reparación para { $crew ->
        [one] { $crew } miembro
       *[other] { $crew } miembros
    } de la tripulación: uno cada uno
repairs-refused-knocked-out = { $name } quedó noqueado: se recupera y no repara nada
repairs-refused-no-tile = { $name }: la zona { $zone } no tiene loseta { $tile }
repairs-refused-zone-limit = { $name }: la zona { $zone } ya tuvo { $count } losetas reparadas
repairs-refused-no-squad = { $name }: ninguna escuadra de robots de combate está inutilizada
notice-settings-defaults = { $error }; se empieza con los valores predeterminados
window-no-display = sitting-duck: no hay pantalla (no está definido ni DISPLAY ni WAYLAND_DISPLAY), así que la aplicación no puede abrirse.
window-cannot-open = sitting-duck: no se puede abrir la ventana de la aplicación: { $error }
window-headless-help =
    Las órdenes sin ventana funcionan sin pantalla:
      sitting-duck resolve GAME.yaml [--seed N] [--json]         resolver una misión jugada
      sitting-duck generate [--seed N] [--players 4|5] [--difficulty D]
                                                                 mostrar una pista de misión al azar
      sitting-duck render TRACK.yaml -o OUT.wav [--voice-only]   generar la banda sonora de una misión
      sitting-duck log list|show|stats|export                    leer el diario de a bordo
      sitting-duck threats [CARD]                                listar las cartas de amenaza
      sitting-duck serve GAME.yaml [--port N]                    mostrar la puntuación de una partida en los móviles
    `sitting-duck <orden> --help` da los detalles.

## The boards screen's problems with a board; a logged mission replayed
entry-space-not-a-card = casilla { $space }: `{ $token }` no es una carta
entry-not-a-card = `{ $token }` no es una carta
entry-too-many-cards = { $count } cartas: un tablero de acción tiene 12 casillas (quite { $extra })
replay-not-an-object = el resultado guardado no es un objeto JSON
replay-source = misión { $id } del diario de a bordo
notice-catalog-not-loaded = el catálogo de amenazas no se carga: { $error }
notice-no-shipped-track = ninguna pista incluida se llama { $stem }
entry-board-n-problem = tablero { $board }: { $problem }
entry-zone-tiles-problem = losetas de daño de la zona { $zone }: { $problem }

## A zone's mark in words, for screen readers (app/src/gui/widgets/zone_mark.rs)
zone-mark-words = zona { $zone }: { $shape } { $letter }
zone-mark-red = Roja
zone-mark-white = Blanca
zone-mark-blue = Azul
zone-mark-internal = Interna
zone-mark-triangle = triángulo
zone-mark-circle = círculo
zone-mark-square = cuadrado
zone-mark-diamond = rombo

## A threat's card the catalog does not know (boards screen)
entry-threat-problem = { $threat }: { $problem }
entry-called-card-problem = { $threat }, la carta que llama: { $problem }
notice-autosave-stopped = el autoguardado se detuvo sin escribir: los tableros siguen aquí; guárdalos como archivo de partida para conservarlos

## The errors a person meets reading and writing files (in English, the system's own words)
io-not-found = no existe el archivo o la carpeta
io-permission-denied = permiso denegado
io-is-a-directory = es una carpeta
io-not-a-directory = una parte de la ruta no es una carpeta
phones-deal = Repartir las cartas de acción en los móviles
phones-deal-hint = El móvil de cada jugador es su mano y su tablero en la ronda de acción; los tableros llegan solos al final
backs-title = Lo que ve la mesa: el dorso de las cartas jugadas
backs-count = { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}
backs-legend = Cuadrado arriba: mitad de acción. Flecha: mitad de movimiento. Dos cuadrados: cara doble. Punto: carta heroica o de especialización.
backs-empty = vacía
backs-action = mitad de acción arriba
backs-movement = mitad de movimiento arriba
backs-double = cara doble arriba
backs-special = { $half }, carta heroica o de especialización
setup-solo-hand = En solitario: jugar las cartas en esta pantalla
setup-solo-hand-hint = La aplicación te da todo el mazo y programas aquí cada figura; los tableros llegan solos
