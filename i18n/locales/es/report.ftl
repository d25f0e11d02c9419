## El informe de la misión: la página HTML y el mensaje para el foro.

report-page-title = { $title }: informe de la misión
report-ship-at-the-end = La nave al final
report-footer = Creado por Sitting Duck a partir de { $source } (semilla { $seed }). El ordenador de la nave resolvió cada turno según las reglas; esta página no necesita red.
report-crew-page = Tripulación: { $crew }
report-played = Jugada el { $date }
report-players = { $players } jugadores
report-spoiler-free = Sin spoilers: no se nombran las cartas de amenaza robadas; cada amenaza se indica por su gravedad, zona y turno, tal como se anunció.
report-crew = Tripulación
report-crew-member = Tripulante
report-color = Color
report-roles = Funciones
report-action-board = Tablero de acciones
report-at-the-end = Al final
report-the-track = La pista
report-trajectories = { $title }; trayectorias: roja { $red }, blanca { $white }, azul { $blue }, interna { $internal }.
report-turn = Turno
report-announced = Anunciado
report-zone = Zona
report-announced-threat = Amenaza
report-announced-serious = Amenaza grave
report-unconfirmed = no confirmada
report-threats-and-fate = Las amenazas y su destino
report-card = Carta
report-threat = Amenaza
report-fate = Destino
report-damage-taken = Daño recibido
report-score-card = Puntuación
report-not-counted = No cuenta: la nave fue destruida
report-total = Total
report-no-score = Sin puntuación: la nave fue destruida
report-debrief = Análisis
report-nothing-to-say = Nada que decir: cada acción hizo lo que debía.
report-turn-by-turn = Turno a turno
report-turn-jump = Turno { $turn } (el salto)
report-turn-n = Turno { $turn }
report-events = { $events } sucesos
report-internal = interna
report-color-red = rojo
report-color-yellow = amarillo
report-color-green = verde
report-color-blue = azul
report-color-purple = morado
report-color-none = ninguno
## El nombre de una amenaza sin spoilers (la primera letra pasa a mayúscula)
report-spoiler-threat = amenaza { $zone } del turno { $turn }
report-spoiler-serious-threat = amenaza grave { $zone } del turno { $turn }
report-spoiler-internal = amenaza interna del turno { $turn }
report-spoiler-serious-internal = amenaza interna grave del turno { $turn }
report-fate-destroyed = destruida
report-fate-survived = sobrevivió
report-fate-ignored = ignorada
report-fate-in-flight = en vuelo
report-carried = La nave empezó esta misión de una campaña con daños: { $damage }.
report-carried-squads = { $squads } { $squads ->
        [one] escuadrón de robots inutilizado
       *[other] escuadrones de robots inutilizados
    }
report-a-mission = Una misión
report-headline-won = Misión cumplida: { $total } puntos
report-headline-lost-to = Nave perdida ante { $threat }
report-headline-lost = Nave perdida
report-role-communications = oficial de comunicaciones
report-role-security = jefe de seguridad
report-role-captain = capitán
report-role-android = androide
report-damage-of = { $damage } de { $hit_points }
report-how-it-ended = Cómo terminó
report-in-the-interceptors = en los interceptores
report-knocked-out-at = { $place }, inconsciente

## El mensaje para el foro
report-post-played = jugada el { $date }
report-post-spoiler-free = Sin spoilers: no se nombran las cartas de amenaza, solo su gravedad, zona y turno.
report-post-no-color = sin color
report-post-track = Pista
report-post-trajectories = { $title }; trayectorias roja { $red }, blanca { $white }, azul { $blue }, interna { $internal }
report-post-transcript = **Lo que dijo el ordenador de a bordo**
report-post-what-happened = **Qué pasó** (el registro breve)

## La nave al final
report-svg-label = El tablero de la nave al final de la misión
report-svg-squad-disabled = robots { $squad } (inutilizados)
report-svg-squad-ready = robots { $squad } (listos)
report-svg-shield = escudo { $energy }/{ $capacity }
report-svg-reactor = reactor { $energy }/{ $capacity }
report-svg-damage-doubled = daño duplicado
report-svg-zone-damage = zona { $zone }: { $tiles } de daño
report-svg-interceptors-out = fuera con { $crew }
report-svg-interceptors-docked = atracados
report-svg-supplies = Cápsulas de combustible { $fuel } · cohetes a bordo { $rockets } · interceptores { $interceptors } · turno { $turn }

## The report's transcript (app/src/report/html.rs)
report-transcript-heading = Lo que dijo el ordenador de a bordo
report-transcript-time = Tiempo
report-transcript-announcement = Anuncio
