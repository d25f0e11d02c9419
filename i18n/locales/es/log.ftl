## El cuaderno de bitácora: una línea por suceso. Los nombres de las cartas, de la
## tripulación y los símbolos de acción (A, B+, ~C, letras de sistema) quedan como impresos.

## Los nombres de la nave
word-zone-red = roja
word-zone-white = blanca
word-zone-blue = azul
word-zone-internal = interna
word-station-upper = { $zone } superior
word-station-lower = { $zone } inferior
word-cannon-heavy = láser pesado de la zona { $zone }
word-cannon-light = láser ligero de la zona { $zone }
word-cannon-pulse = cañón de pulsos
word-source-rocket = cohete
word-source-interceptors = interceptores
word-reactor-central = reactor central
word-reactor = reactor de la zona { $zone }
word-shield = escudo de la zona { $zone }
word-door-red-white = puerta roja-blanca
word-door-white-blue = puerta blanca-azul
word-tile-structural = estructura
word-tile-gravolift = gravitoascensor
word-tile-upper-cannon = cañón superior
word-tile-lower-cannon = cañón inferior
word-tile-shield = escudo
word-tile-reactor = reactor
word-step-appear = aparecen amenazas
word-step-actions = acciones
word-step-damage = daño
word-step-threats = amenazas
word-step-end-of-turn = fin del turno

## Piezas de líneas
log-card-falls-off = la carta { $card } cae del tablero
log-heroic-bonus = +{ $bonus } heroico
log-heroic-move = movimiento heroico
log-heroic = heroico
log-by-gravolift = por el gravitoascensor de la zona { $zone }
log-ignoring-shields = ignorando los escudos

## Por qué una acción no tuvo efecto
log-no-effect-in-blue = ya está en la zona azul
log-no-effect-in-red = ya está en la zona roja
log-no-effect-in-white = ya está en la zona blanca
log-no-effect-in-station = ya está en esa estación
log-no-effect-system-broken = el sistema está averiado por un fallo
log-no-effect-cannon-fired = el cañón ya disparó este turno
log-no-effect-no-energy = no hay energía en el reactor
log-no-effect-no-fuel = no queda ninguna cápsula de combustible
log-no-effect-full = ya está lleno
log-no-effect-nothing-to-transfer = no hay energía que transferir
log-no-effect-interceptors-need-squad = los interceptores necesitan un escuadrón de robots activo
log-no-effect-interceptors-out = los interceptores ya están fuera
log-no-effect-no-maintenance-due = este turno no toca mantenimiento del ordenador
log-no-effect-computer-maintained = el ordenador ya está mantenido
log-no-effect-leads-squad = ya dirige un escuadrón de robots activo
log-no-effect-no-squad-stored = aquí no hay ningún escuadrón de robots guardado
log-no-effect-no-rockets = no quedan cohetes
log-no-effect-rocket-launched = ya se lanzó un cohete este turno
log-no-effect-leads-no-squad = no dirige ningún escuadrón de robots
log-no-effect-squad-disabled = el escuadrón de robots está inutilizado
log-no-effect-no-intruder = no hay ningún intruso en esta estación
log-no-effect-knocked-out = inconsciente
log-no-effect-out-of-reach = el intruso de aquí está fuera de alcance
log-no-effect-door-sealed = una puerta sellada impide el paso
log-no-effect-phased-out = el fallo está desfasado, fuera de alcance

## Por qué se retrasa un tablero
log-delay-returned = vuelta de los interceptores
log-delay-tripped = Uy, me he tropezado
log-delay-damaged-gravolift = gravitoascensor dañado
log-delay-gravolift-in-use = gravitoascensor ya usado este turno
log-delay-slowing-intruder = entró en una estación ocupada por un intruso que frena
log-delay-threat-action = la acción de una amenaza
log-delay-computer = el ordenador no recibió mantenimiento
log-delay-still-in-space = sigue fuera en los interceptores

## Acciones dobles
log-half-battlebots = robots
log-half-red-arrow = flecha roja
log-half-blue-arrow = flecha azul
log-half-gravolift = gravitoascensor
log-half-lost-launched = la primera mitad lanzó los interceptores
log-half-lost-knocked-out = la primera mitad los dejó inconscientes
log-half-lost-past-last-turn = retrasada más allá del turno 12 por la primera mitad: { $why }

## Alcance de los interceptores, escuadrones, amenazas heridas
log-range-flew-out = C: un alcance más lejos
log-range-no-card = sin carta: un alcance más cerca
log-range-card-delayed = una carta que no pueden usar: un alcance más cerca, la carta espera
log-squad-sabotaged = saboteado en el almacén
log-squad-fired-back = el intruso devuelve el fuego
log-squad-leader-spared = un médico libró a su líder de quedar inconsciente
log-hurt-repaired-everywhere = reparado en todas sus estaciones a la vez
log-hurt-explosion = alcanzado por la explosión
log-hurt-own-action = su propia acción
log-hurt-repaired-alone = un solo tripulante lo reparó este turno
log-hurt-repaired-with-bots = reparado por un tripulante que dirige robots activos

## Por qué un tripulante queda inconsciente
log-ko-deadly-station = entró en { $station }, que { $threat } dejó mortal
log-ko-threat-action = acción de { $threat }
log-ko-destroyed-it = destruyó { $threat }
log-ko-destroyed-beside = { $threat } fue destruido a su lado
log-ko-flew-into = estrelló los interceptores contra { $threat }
log-ko-ultrafast-return = llevó los interceptores más allá del alcance 3 (regreso ultrarrápido)
log-ko-out-at-jump = aún fuera en el alcance { $range } cuando la nave salta
log-ko-poisoned = envenenado por { $threat }

## Por qué fue destruida la nave
log-loss-seventh-damage = la zona { $zone } recibió un séptimo daño
log-loss-threat = { $threat } destruye la nave
log-loss-a-threat = una amenaza destruye la nave

## La tripulación
log-moved = { $crew } va de { $from } a { $to }
log-delayed = { $crew } se retrasa desde el turno { $turn } ({ $why })
log-tripped = { $crew } dice «Uy, me he tropezado» y realiza { $action }
log-no-effect = { $crew } juega { $action }: sin efecto ({ $why })
log-fired = { $crew } dispara el { $cannon } (fuerza { $strength })
log-energy-moved = { $crew } pasa { $amount } de energía del { $from } al { $to }
log-energy-flows = { $amount } de energía fluye del { $from } al { $to }
log-refuelled = { $crew } gasta una cápsula de combustible: reactor central +{ $amount }
log-maintained = { $crew } hace el mantenimiento del ordenador
log-rocket-launched = { $crew } lanza un cohete
log-squad-taken = { $crew } toma el escuadrón de robots { $squad }
log-squad-reactivated = { $crew } reactiva el escuadrón de robots { $squad }
log-squad-disabled = el escuadrón de robots { $squad } queda inutilizado ({ $why })
log-interceptors-launched = { $crew } despega en los interceptores
log-interceptors-stay = { $crew } sigue fuera en los interceptores
log-interceptors-returned = { $crew } vuelve de los interceptores a roja superior
log-interceptors-range = { $crew } lleva los interceptores del alcance { $from } al alcance { $to } ({ $why })
log-double-played = { $crew } juega la acción doble { $double } ({ $first }, luego { $second })
log-half-delayed = { $crew } se retrasa ({ $why }): la segunda mitad { $half } pasa al turno { $turn } como acción simple
log-half-lost = la segunda mitad { $half } de { $crew } se pierde ({ $why })
log-confirmed = { $crew } realiza la confirmación visual
log-repaired = { $crew } repara { $threat } (sistema { $system }, { $amount ->
        [one] { $amount } punto
       *[other] { $amount } puntos
    })
log-bots-attack = los robots de { $crew } atacan a { $threat } en { $station } ({ $amount } de daño)
log-knocked-out = { $crew } queda inconsciente ({ $why })

## Las amenazas
log-appears-internal = { $threat } aparece (interna, casilla { $space })
log-appears = { $threat } aparece en la zona { $zone } (casilla { $space })
log-ignored = { $threat } es un informe no confirmado y se ignora (menos de 5 jugadores)
log-hurt = { $threat } recibe { $amount } de daño ({ $why })
log-targeted = el { $source } apunta a { $threat } (fuerza { $strength })
log-targeted-plural = los { $source } apuntan a { $threat } (fuerza { $strength })
log-rocket-missed = el cohete no encuentra objetivo y se pierde
log-no-target = el { $source } no encuentra objetivo
log-no-target-plural = los { $source } no encuentran objetivo
log-damaged = { $threat } recibe { $total }, escudo { $shield }, { $taken } de daño, le quedan { $left }
log-destroyed-by = { $threat } es destruido por { $crew }
log-destroyed = { $threat } es destruido
log-moves-past-end = { $threat } avanza de la casilla { $from } más allá del final de su trayectoria
log-threat-moves = { $threat } avanza de la casilla { $from } a la casilla { $to }
log-acts = { $threat } realiza su acción { $square }
log-change-heal = { $threat } repara { $amount } de daño
log-change-speed-up = { $threat } acelera { $amount }
log-change-shield-up = { $threat } escudo +{ $amount }
log-change-set-shield = { $threat } escudo pasa a { $amount }
log-change-revealed = { $threat } se revela
log-change-cryoshield-gone = el crioescudo de { $threat } absorbe el daño y desaparece
log-change-fires-back = { $threat } crece: desde ahora devuelve el fuego
log-change-hit-points = { $threat } tiene ahora { $amount ->
        [one] { $amount } punto
       *[other] { $amount } puntos
    } de vida
log-change-passed-xy = { $threat } pasa una casilla de acción
log-change-shield-down = el megaescudo de { $threat } se debilita: escudo -{ $amount }
log-change-phased-out = { $threat } se desfasa: nada le alcanza hasta que vuelva a entrar en fase
log-change-phased-in = { $threat } entra en fase: este turno actúa con sus valores entre corchetes
log-called = { $caller } llama a { $threat }: entra en la trayectoria { $zone } al final de este paso
log-call-forestalled = { $caller } nunca llamó a { $threat }: también cuenta como destruido
log-jumped = { $threat } salta de la zona { $from } a la zona { $to }
log-jump-blocked = { $threat } no puede saltar: la trayectoria { $to } es más corta que su casilla
log-carrier-weakened = los interceptores están fuera: el ataque de { $threat } es { $amount } más débil
log-lasers-halved = { $threat } está polarizado: los { $lasers } de los láseres cuentan como { $counted }
log-intruder-moves = { $threat } va de { $from } a { $to }
log-spread = { $threat } se extiende a { $station }
log-survived = { $threat } sale de su trayectoria: sobrevive
log-attack = { $threat } ataca la zona { $zone } con fuerza { $strength }
log-damage-doubled = { $threat } duplica desde ahora el daño a la zona { $zone }
log-damage-doubling-ended = { $threat } ya no está: el daño a la zona { $zone } deja de duplicarse
log-stations-deadly = { $threat } deja { $stations } mortales: quien entre después queda inconsciente
log-boost-shield = { $threat } da +1 de escudo a cada amenaza externa mientras no sea destruido
log-boost-attack = { $threat } da +1 de ataque a cada otra amenaza externa mientras no sea destruido

## La nave
log-shield-absorbed = el escudo de la zona { $zone } absorbe { $amount }
log-tile-drawn = la zona { $zone } recibe una ficha de daño: { $tile }
log-energy-drained = el { $container } pierde { $amount } de energía
log-fuel-destroyed = { $amount ->
        [one] { $amount } cápsula de combustible destruida
       *[other] { $amount } cápsulas de combustible destruidas
    }
log-rocket-destroyed = un cohete a bordo es destruido
log-rocket-advanced = el cohete sigue volando: impacta el próximo turno
log-computer-maintained = revisión del ordenador: el ordenador recibió mantenimiento
log-computer-not-maintained = revisión del ordenador: el ordenador no recibió mantenimiento, toda la tripulación a bordo se retrasa
log-turn-ended = los cañones y los gravitoascensores vuelven a estar libres
log-phase-ended = termina la fase { $phase }; mejor confirmación visual: { $confirming ->
        [one] { $confirming } tripulante
       *[other] { $confirming } tripulantes
    }
log-ship-destroyed-by = LA NAVE HA SIDO DESTRUIDA por { $threat }: { $why }
log-ship-destroyed = LA NAVE HA SIDO DESTRUIDA: { $why }
log-jumped-hyperspace = la nave salta al hiperespacio
log-turn-begins = empieza el turno { $turn }

## Aflicciones
log-poisoned = { $crew } es envenenado por { $threat }
log-infected = { $crew } es infectado por { $threat }
log-drones-placed = { $threat } coloca drones venenosos en { $stations }
log-mine-laid = { $threat } coloca una mina en { $station }
log-mines-detonated = las minas de { $threat } explotan
log-sabotaged = { $threat } sabotea el sistema { $system } en { $station }
log-sabotage-repaired = { $crew } repara el sistema { $system } saboteado en { $station }
log-host-found = { $threat } se adhiere a { $crew }

## The New Frontier
log-starts-in = { $threat } se instala en { $station }
log-inaccessible = { $threat } es difícil de alcanzar: { $wasted ->
        [one] { $wasted } punto del trabajo de { $crew } perdido
       *[other] { $wasted } puntos del trabajo de { $crew } perdidos
    } este turno
log-finish-needs-energy = { $crew } no puede acabar con { $threat }: el { $reactor } está vacío
log-shields-off = los escudos dejan de absorber ({ $threat })
log-shields-reversed = los escudos están invertidos: su energía se suma a cada ataque ({ $threat })
log-shields-restored = los escudos vuelven a funcionar ({ $threat } ya no está)
log-shield-joins-attack = el escudo invertido de la zona { $zone } suma su energía { $amount } al ataque
log-door-sealed = la { $door } está sellada ({ $threat })
log-door-reopened = la { $door } se vuelve a abrir ({ $threat } ya no está)
log-optics-disrupted = la óptica de la zona { $zone } está alterada: sus láseres necesitan ayuda para apuntar ({ $threat })
log-optics-restored = la óptica de la zona { $zone } vuelve a funcionar ({ $threat } ya no está)
log-shot-blind = el { $source } dispara a ciegas: sin ayuda para apuntar no acierta nada
log-short-circuit = el disparo del láser pesado central provoca un cortocircuito ({ $threat })
log-repeats = { $crew } se retrasa y volverá a jugar la carta del turno { $turn }
log-displaced = { $crew } sale despedido de { $from } a { $to } ({ $threat })
log-discarded = { $threat } se descarta: no puntúa nada
log-intruder-blocked = { $threat } no puede ir de { $from } a { $to }: una puerta sellada

## Especializaciones; $card es el título de una carta tal como está impreso
log-sp-no-effect-lower-deck = solo funciona en la cubierta superior
log-sp-no-effect-upper-deck = solo funciona en la cubierta inferior
log-sp-no-effect-not-now = solo funciona en blanca inferior, en el turno 10 u 11
log-sp-no-effect-not-both-cannons = ambos cañones deben poder disparar, así que no dispara ninguno
log-sp-no-effect-remote-cannot-finish = una reparación a distancia no puede quitar el último punto de vida de un fallo
log-sp-no-effect-nobody-to-teleport = las fichas de teletransporte no mueven a nadie
log-sp-no-effect-white-zone = la zona blanca no tiene zona opuesta
log-sp-no-effect-no-squad = no dirige ningún escuadrón de robots
log-sp-no-effect-nothing-to-repair = no hay ficha de daño en esta zona
log-sp-no-effect-cannot-fly = necesita un escuadrón de robots activo, lejos de azul inferior
log-sp-no-effect-cannon-malfunction = un fallo bloquea el cañón
log-sp-no-effect-no-malfunction = no hay ningún fallo en esta estación
log-sp-no-effect-already-prepared = el cañón ya está preparado
log-sp-specialization = especialización
log-sp-advanced = avanzada
log-sp-basic = básica
log-sp-used = { $crew } juega la carta { $card } ({ $face })
log-sp-no-effect = carta { $card } de { $crew }: sin efecto ({ $why })
log-sp-medic-heroic = el Médico { $medic } hace heroica la acción de { $crew } este turno
log-sp-special-ops-heroic = la próxima acción A, B o de robots de { $crew } será heroica (Operaciones especiales)
log-sp-heroic-used = la acción de { $crew } es heroica ({ $card })
log-sp-medic-guards = { $crew } vigila su estación: nadie allí quedará inconsciente este turno
log-sp-protection-started = { $crew } está protegido por Operaciones especiales hasta que juegue su acción
log-sp-protection-ended = la protección de Operaciones especiales de { $crew } termina con su acción
log-sp-not-knocked-out = { $crew } no queda inconsciente ({ $why })
log-sp-not-delayed = { $crew } no se retrasa ({ $why })
log-sp-protected-by-special-ops = protegido por Operaciones especiales
log-sp-guarded-by-medic = vigilado por el Médico { $medic }
log-sp-temporary-shields = { $crew } levanta escudos temporales hasta el final del turno: roja +{ $red }, blanca +{ $white }, azul +{ $blue }
log-sp-temporary-absorbed = el escudo temporal de la zona { $zone } absorbe { $amount }
log-sp-temporary-drained = el escudo temporal de la zona { $zone } pierde { $amount }
log-sp-threats-slowed = { $crew } frena las amenazas externas: este turno avanzan 1 casilla menos
log-sp-mission-shortened = { $crew } traza un salto anticipado: la misión termina tras el turno { $turn }
log-sp-cannon-prepared = { $crew } prepara el { $cannon } para su próximo disparo
log-sp-preparation-used = la preparación del { $cannon } se ha gastado
log-sp-pulse-extended = { $crew } amplía el cañón de pulsos: fuerza 1 una banda más lejos este turno
log-sp-double-rocket = { $crew } lanza dos cohetes como uno (fuerza 5)
log-sp-confirmed-as-three = { $crew } realiza una confirmación visual que cuenta como tres tripulantes
log-sp-remote-repaired = { $crew } repara { $threat } a distancia en { $station } ({ $amount ->
        [one] { $amount } punto
       *[other] { $amount } puntos
    })
log-sp-tile-repaired = los robots de { $crew } reparan el daño { $tile } de la zona { $zone }: la ficha va bajo el montón
log-sp-teleports-self = { $crew } se teletransporta de { $from } a { $to }
log-sp-teleports = { $by } teletransporta a { $crew } de { $from } a { $to }

## El cuaderno de bitácora legible y su puntuación
log-report-turn = Turno { $turn }
log-report-nothing-in-particular = nada en concreto
log-report-lost = MISIÓN FALLIDA: { $threat } destruyó la nave ({ $why }). Sin puntuación.
log-report-complete = MISIÓN CUMPLIDA
log-report-not-counted = No cuenta (la nave se perdió):
log-report-total = TOTAL
log-report-no-score-by = SIN PUNTUACIÓN: { $threat } destruyó la nave
log-report-no-score = SIN PUNTUACIÓN: la nave fue destruida

## How the log's parts are joined (the language's punctuation: French puts a no-break space
## before : ; ? !)
log-line = T{ $turn } { $step }: { $text }
log-then = { $first }; { $then }
log-step-heading = { $step }:
log-sp-spared-by = { $spared }: { $guard }
