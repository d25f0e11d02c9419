## Area `pace` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.
## El tempo, «repetir», la transcripción de los anuncios y la escuela de vuelo.

## El tempo en la pantalla de preparación
pace-tempo-label = Tempo
pace-tempo-normal = 1x (el CD)
pace-tempo-chip = Tempo { $tempo }
pace-tempo-normal-hint = El tempo del CD: la fase de acción de una misión dura 10:00
pace-tempo-slower-hint = Cada momento de la pista { $tempo } más tarde: una fase de acción de 10:00 dura { $length }; la voz mantiene su velocidad

## Repetir el último anuncio
pace-repeat = Repetir
pace-repeating = Repetición: { $words }
pace-repeat-silent = No hay sonido que repetir; el anuncio fue: { $words }

## La transcripción al final de la fase de acción
pace-transcript = Transcripción: { $count } anuncios
pace-transcript-tempo = Transcripción: { $count } anuncios, al tempo { $tempo }
pace-shortcut-repeat = Repetir el último anuncio (el reloj de la misión lo espera)

## La escuela de vuelo en la pantalla de preparación
school-heading = Escuela de vuelo
school-about = Guiada y sin reloj: tras cada anuncio el reloj espera y la pantalla dice qué hacer.
school-card-title = Escuela de vuelo · { $lesson }
school-begin = Empezar  [Intro]
school-continue = Continuar  [Intro]

school-lesson-1 = 1 · Primer vuelo de prueba
school-lesson-2 = 2 · Segundo vuelo de prueba
school-lesson-3 = 3 · Simulación
school-lesson-4 = 4 · Simulación avanzada
school-lesson-5 = 5 · Primera misión

school-introduces-1 = Dos fases, amenazas comunes fuera de la nave; datos entrantes y transferencias de datos
school-introduces-2 = Lo mismo, más rápido: una amenaza llega justo después del cambio de fase
school-introduces-3 = Tres fases; amenazas graves, informes no confirmados, comunicaciones caídas
school-introduces-4 = Amenazas dentro de la nave: los robots de combate y los interceptores contra ellas
school-introduces-5 = Una misión de verdad: todo, con acciones heroicas y confirmación visual

school-briefing-1 = Este vuelo tiene dos fases en lugar de tres y solo amenazas comunes fuera de la nave. Cada jugador tiene cinco cartas de acción para la primera fase y las pone boca abajo en los turnos 1 a 3 de su tablero de acción: la mitad de arriba es la acción. Hablad todo lo que queráis, pero nunca enseñéis vuestras cartas. Tras cada anuncio el reloj se para aquí y esta pantalla dice qué hacer.
school-briefing-2 = Otro vuelo de dos fases. Planificad turno a turno juntos: quién dispara qué cañón, quién pasa energía a los escudos. Podéis terminar una fase antes cogiendo vuestras cartas siguientes; vuestros turnos anteriores quedan entonces fijados.
school-briefing-3 = Ahora tres fases: turnos 1-3, 4-7 y 8-12. Las amenazas graves golpean más fuerte y aguantan más. Un informe no confirmado solo cuenta con cinco jugadores. Mientras las comunicaciones están caídas nadie puede hablar.
school-briefing-4 = Ahora aparecen amenazas dentro de la nave: intrusos y averías. Combatid a los intrusos con robots de combate (activad un escuadrón con C donde está y atacad con la mitad del robot); reparad las averías con la acción del sistema que bloquean.
school-briefing-5 = Una misión completa: se añaden las cartas de acción heroicas y la confirmación visual (C en la estación blanca inferior). Es la primera misión del CD; después, jugad las misiones sin la escuela.

## Qué significa un anuncio y qué hacer ahora
school-start = La fase de acción ha empezado. Coged vuestras cinco cartas de la primera fase y planificad juntos los turnos 1 a 3: decid lo que pensáis hacer, jugad boca abajo.
school-threat-external = Aparece una amenaza en el turno { $turn }. { $who } roba la carta externa { $serious ->
        [yes] grave
       *[no] común
    } de arriba (la aplicación muestra la que robó) y la pone junto a la trayectoria { $zone } con la ficha { $turn }. Estad listos desde el turno { $turn }: disparad los cañones de su zona, mantened los escudos.
school-threat-internal = Aparece una amenaza dentro de la nave en el turno { $turn }. { $who } roba la carta interna { $serious ->
        [yes] grave
       *[no] común
    } de arriba (la aplicación muestra la que robó) y la pone junto a la trayectoria interna con la ficha { $turn }. Decidid quién va a enfrentarla desde el turno { $turn }.
school-ignored = Un informe no confirmado solo es una amenaza para una tripulación de cinco. Sois { $crew }: ignoradlo y no robéis nada.
school-incoming = Datos entrantes: cada jugador puede robar { $each ->
        [one] una carta de acción
       *[other] { $each } cartas de acción
    } del mazo.
school-transfer = Transferencia de datos: cada jugador puede dar una carta (no heroica) a otro, de mano en mano, antes de que acabe la cuenta atrás.
school-comms-down = Las comunicaciones están caídas: nadie puede hablar ni señalar hasta «comunicaciones restablecidas». Seguid planificando en silencio.
school-comms-restored = Podéis volver a hablar: contad a los demás lo que habéis planeado.
school-warning = { $seconds ->
        [60] Un minuto
       *[other] Veinte segundos
    } de tiempo de misión quedan en esta fase: terminad de planificar sus turnos; las cartas que estén en ellos al acabar son vuestras acciones.
school-phase-end = La fase { $phase } ha terminado: sus cartas quedan fijadas. Coged vuestras cartas de la fase siguiente, añadidlas a las que os quedan y planificad los turnos { $turns }.
school-round-over = La fase de acción ha terminado. Ahora introducid cada tablero de acción y mirad cómo el ordenador de a bordo los resuelve turno a turno.
