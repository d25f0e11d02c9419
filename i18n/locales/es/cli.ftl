## Area `cli` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.
cli-unknown-language = idioma desconocido `{ $language }` (en, de, fr, cs o es)
cli-warning = aviso: { $warning }
cli-resolved-not-logged = la misión se resolvió pero no se anotó en el cuaderno
cli-logged = anotada como misión { $id } en { $db }
cli-cannot-read-game = { $file }: no se puede leer el archivo de partida: { $reason }
cli-game-problems = { $file }: { $problems ->
        [one] { $problems } problema
       *[other] { $problems } problemas
    }; no se resolvió nada
cli-cannot-read-cards = { $file }: no se puede leer el archivo de cartas: { $reason }
cli-card-problems = { $file }: { $problems ->
        [one] { $problems } problema
       *[other] { $problems } problemas
    }; no se añadió ninguna carta
cli-report-ambiguous = `{ $text }` es aquí a la vez un número de misión y un archivo; escribe `./{ $text }` para el archivo, o ejecuta la orden desde otra carpeta para la misión
cli-report-id-too-large = `{ $text }`: no es un número de misión (demasiado grande)
cli-report-seed-of-logged = --seed: una misión anotada se informa con la semilla con la que se jugó
cli-report-cannot-write = no se puede escribir el informe en { $file }: { $reason }
cli-report-written = informe escrito en { $file }
cli-report-source-file = el archivo de partida { $file }
cli-no-log-place = no hay lugar para el cuaderno de bitácora en esta máquina; indica --db
cli-report-no-mission = { $db }: no hay misión { $id } en el cuaderno de bitácora (`sitting-duck log list` muestra los números)
cli-report-cards-do-not-load = las cartas caseras de --with no se cargan
cli-report-logged-game-does-not-load = { $db }: el archivo de partida anotado con la misión { $id } no se carga (¿una carta casera? indícala con --with):
cli-report-source-log = la misión { $id } del cuaderno de bitácora
cli-render-done = { $track }: { $clips } clips, { $length } a { $rate } Hz -> { $file }
cli-serve-cannot = no se pueden servir los terminales: { $reason }
cli-serve-serving = Sirviendo la resolución de { $mission } (solo lectura).
cli-serve-code = Código de acceso: { $code }
cli-serve-stop = Pulsa Ctrl-C para parar.
cli-coach-edits = --edits { $edits }: se esperan de 1 a 12 cambios
cli-coach-top = --top 0: se espera al menos 1 sugerencia
cli-coach-keep-player = --keep-player { $name }: ningún tripulante con ese nombre (la tripulación: { $crew })
cli-generate-clock = el reloj del sistema marca antes de 1970; indica --seed
cli-generate-cannot-write = no se pudo escribir la pista en la salida estándar
cli-generate-difficulty-profile = --difficulty solo vale para el perfil cd: una misión { $profile } tiene sus propios puntos de amenaza
cli-generate-difficulty-range = --difficulty { $difficulty } está fuera de rango: { $low }-{ $high } puntos de amenaza para { $players } jugadores
cli-cannot-write-stdout = no se puede escribir en la salida estándar
cli-cannot-write-file = al escribir { $file }
cli-card-written = { $track }: tarjeta de misión escrita en { $file }
cli-card-printed = { $track }: tarjeta de misión impresa en { $file }
cli-card-no-track = { $named }: no existe ese archivo y ningún recorrido incluido se llama así (pruebe `mission-1`, "Simulation 2" o un archivo de recorrido)
cli-log-export-cannot-write = no se puede escribir la exportación en { $file }: { $reason }
cli-log-no-campaign = { $db }: no hay campaña { $id } en el diario de a bordo (`sitting-duck log list --campaign` las lista)
cli-log-no-explorer = { $db }: no hay explorador { $id } en el diario de a bordo (`sitting-duck log explorers` los lista)
cli-log-no-campaigns = No hay campañas en el diario de a bordo.
cli-log-no-explorers = No hay exploradores en el diario de a bordo.
cli-log-no-page = { $db }: no hay página { $name } en el diario de a bordo; sus páginas: { $pages }
cli-log-empty = El diario de a bordo de { $db } aún no tiene misiones.
cli-log-none-yet = ninguna todavía
cli-log-column-id = n.º
cli-log-column-played = jugada
cli-log-column-crew = tripulación
cli-log-column-track = recorrido
cli-log-column-threats = amenazas
cli-log-column-modules = módulos
cli-log-column-outcome = resultado
cli-log-column-score = puntos
cli-log-destroyed-by = destruida por { $threat }
cli-log-won = ganada
cli-log-lost = perdida
cli-log-show-mission = misión { $id }
cli-log-show-crew = tripulación
cli-log-show-played = jugada
cli-log-show-track = recorrido
cli-log-show-soundtrack = banda sonora
cli-log-show-threats = amenazas
cli-log-show-modules = módulos
cli-log-show-seed = semilla
cli-log-show-outcome = resultado
cli-log-show-threats-value = normales { $common }, graves { $serious }
cli-log-show-lost-to = perdida, destruida por { $threat }
cli-log-show-score-card = hoja de puntuación:
cli-log-show-debrief = análisis:
cli-log-show-game = archivo de partida (repetir con `sitting-duck resolve`):
cli-log-show-events = registro de sucesos:
cli-log-debrief-made-now = (anotada antes de que el cuaderno guardara los análisis: hecho ahora a partir del archivo de partida guardado)
cli-log-debrief-none-no-load = (anotada antes de que el cuaderno guardara los análisis, y su archivo de partida ya no se carga)
cli-log-debrief-as-logged-no-load = (tal como se anotó, con las palabras de aquel día: el archivo de partida ya no se carga; una carta casera puede darse con --with)
cli-log-debrief-as-logged-differs = (tal como se anotó, con las palabras de aquel día: el archivo de partida se resuelve hoy de otro modo)
cli-log-events-as-logged = (tal como se anotó, con las palabras de aquel día)
cli-log-stats-counts = misiones jugadas { $played }, ganadas { $won }, puntuación media { $average }
cli-log-stats-best = mejor en { $track }: { $best } (misión { $mission })
cli-log-stats-lost = misión { $id } perdida ({ $played }, { $track }): { $reason }
cli-log-ship-lost = nave perdida
cli-log-no-track = sin recorrido
# Contextos de error de la línea de órdenes (app/src/cli).
cli-writing-json = al escribir el JSON
cli-coach-starting-threads = al iniciar los hilos de búsqueda
cli-render-encoding-cues = al codificar la lista de anuncios
cli-catalog-broken = el catálogo de amenazas incluido está roto:
# `log list --campaign [ID]` (app/src/cli/log_campaign.rs).
cli-campaign-column-started = empezada
cli-campaign-column-missions = misiones
cli-campaign-column-status = estado
cli-campaign-status-flying = en vuelo
cli-campaign-status-stopped = detenida
cli-campaign-status-lost = perdida
cli-campaign-status-complete = completa
cli-campaign-heading = Campaña { $id } de { $crew }, empezada { $started }: { $flown } de { $planned ->
        [one] { $planned } misión
       *[other] { $planned } misiones
    }, { $status }
cli-campaign-mission = misión { $position } (n.º { $id } del cuaderno, { $track }): { $result }
cli-campaign-mission-lost = perdida
cli-campaign-mission-won = ganada, { $points } puntos
cli-campaign-started-from = partió de: { $ship }
cli-campaign-repairs-after = reparaciones después: { $repairs }
cli-campaign-running-score = puntuación parcial: { $score }
cli-campaign-final-score = puntuación de la campaña: { $score }
cli-campaign-zone-tiles = { $zone }: { $tiles }
cli-campaign-squad-left = 1 escuadrón de robots se quedó atrás (el otro empieza en { $station })
cli-campaign-squads-left = { $count } escuadrones de robots se quedaron atrás
cli-campaign-new-ship = una nave nueva
cli-campaign-score = { $total } (amenazas { $threats }, confirmación visual { $visual }, nave final: daños { $damage }, noqueados { $knocked }, escuadrones { $squads })
cli-campaign-no-score-lost = sin puntuación: se perdió una misión
cli-campaign-no-mission-yet = todavía no se ha volado ninguna misión
# `log explorers [ID]` (app/src/cli/log_explorers.rs).
cli-explorer-column-name = nombre
cli-explorer-column-level = nivel
cli-explorer-column-boxes = casillas
cli-explorer-column-xp = xp
cli-explorer-column-status = estado
cli-explorer-column-specializations = especializaciones
cli-explorer-status = { $status }, { $clones ->
        [one] { $clones } clon usado
       *[other] { $clones } clones usados
    }
cli-explorer-none-learned = ninguna
cli-explorer-boxes-full = lleno
cli-explorer-heading = Explorador { $id }: { $name }
cli-explorer-sheet = nivel { $level } ({ $boxes } casillas), { $xp } XP, { $status }
cli-explorer-specializations = especializaciones: { $list }
cli-explorer-achievements = logros: { $count }
cli-explorer-achievement = { $name } ({ $category }, { $xp } XP, partida { $run })
cli-explorer-achievement-ticked = { $name } ({ $category }, { $xp } XP, partida { $run }, marcado por la tripulación)
cli-explorer-runs = partidas: { $count }
cli-explorer-run = partida { $run } ({ $kind }, { $what }, { $settled }): { $result }, +{ $xp } XP (+{ $achievement_xp } por logros), nivel { $before } -> { $after }
cli-explorer-run-mission = misión { $id }
cli-explorer-run-campaign = campaña { $id }
cli-explorer-run-score = puntuación { $score }
cli-explorer-run-lost = perdida
# Archivos de pista (app/src/shell/tracks.rs) y el archivo de ajustes (app/src/shell/settings.rs).
files-no-shipped-track = ninguna pista incluida se llama { $stem }
files-type-track-path = escribe la ruta de un archivo de pista
files-cannot-read-track = { $file }: no se puede leer la pista: { $reason }
files-track-not-regular = { $file }: no es un archivo normal (un dispositivo, una tubería o una carpeta); indica un archivo de pista
files-track-too-large = { $file }: más de 1 MB, demasiado grande para una pista
settings-cannot-read = no se pueden leer los ajustes { $path }
settings-bad-file = archivo de ajustes no válido { $path }
settings-not-regular = los ajustes { $path } no son un archivo normal (un dispositivo o una tubería): no se leen
settings-too-large = el archivo de ajustes { $path } es demasiado grande para ser de ajustes (más de 1 MiB): no se lee
settings-cannot-create-folder = no se puede crear la carpeta de ajustes { $path }
settings-cannot-encode = no se pueden codificar los ajustes
settings-cannot-write = no se pueden escribir los ajustes { $path }
cli-output-is-input = { $option } { $file }: este comando lee ese archivo; no se escribió nada (elige otro archivo)
cli-deal-heading = { $track }: { $players ->
    [one] 1 jugador
   *[other] { $players } jugadores
}, { $androids ->
    [0] sin androides
    [one] 1 androide
   *[other] { $androids } androides
}, semilla { $seed }
cli-deal-player = Jugador { $seat }
cli-deal-phase = Fase { $phase }: { $cards }
cli-deal-figure = La figura { $figure } tiene: { $cards }
cli-deal-pile = El mazo, carta de arriba primero ({ $count } cartas):
cli-deal-solo-hand = La mano del jugador en solitario: todo el mazo ({ $count } cartas):
cli-deal-levels-without = --levels necesita especializaciones (--modules specializations, o una pista que las juegue)
cli-deal-levels-count = --levels da { $given } niveles para { $figures } figuras: un nivel por figura, primero los jugadores, luego los androides
cli-deal-crew = no se puede repartir para { $players } jugadores y { $androids } androides: la nave admite de una a cinco figuras
cli-deal-phases = no se pueden repartir { $phases } fases: una pista tiene dos o tres
