## The phone page (terminals/src/page.html): the server sends it this area whole.

## The page (no select expressions here: the page fills in { $name } itself)
phone-title = Sitting Duck · terminal de tripulación
phone-connecting = Conectando con el ordenador de a bordo…
phone-not-me = No soy yo
phone-rules = Referencia de reglas
phone-released = El anfitrión liberó este móvil: elija de nuevo.
phone-vibrate-on = Vibración: activada
phone-vibrate-off = Vibración: desactivada
phone-entering = La tripulación introduce sus tableros.
phone-pick = Elija quién es usted
phone-waiting-crew = Esperando a que el anfitrión prepare la tripulación…
phone-who = ¿Quién es usted?
phone-taken = en otro móvil
phone-watching = Solo mirar
phone-phase = Fase { $phase } de { $phases } · quedan { $left }
phone-all-phases-over = Todas las fases terminadas
phone-paused = EN PAUSA
phone-listening = Escuchando…
phone-threats = Amenazas ({ $count })
phone-none-yet = Ninguna anunciada todavía.
phone-serious = grave
phone-common = normal
phone-unconfirmed = sin confirmar
phone-your-board = Su tablero de acción
phone-undo = Deshacer ⌫
phone-type-tokens = o escriba fichas: A > ^ . C
phone-cancel = cancelar
phone-space-problem = casilla { $space }: { $message }
phone-oops-on = Uy: siguiente carta ~
phone-oops = Uy, tropecé
phone-done = ✓ Listo (toque para cambiar)
phone-complete = Mi tablero está completo
phone-label-red = ◀ rojo
phone-label-blue = azul ▶
phone-label-lift = ▲▼ ascensor
phone-label-empty = vacía
phone-label-bots = robots
phone-no-score = sin puntuación
phone-points = puntos
phone-score-card = Hoja de puntuación
phone-debrief = Análisis
phone-turn-by-turn = Qué pasó, turno a turno

## The server's refusals and the wrong-code page (terminals/src/words.rs)
phone-refused-malformed = mensaje mal formado: { $detail }
phone-refused-wrong-code = código de acceso incorrecto
phone-refused-too-many-tries = demasiados códigos incorrectos: espera unos segundos
phone-refused-unknown-session = sesión desconocida: vuelve a unirte
phone-refused-full = Ya se han unido { $count } terminales: pide al anfitrión que libere uno
phone-refused-no-such-seat = no hay tripulante { $number }
phone-refused-seat-taken = { $name } está en otro teléfono: pide al anfitrión que lo libere
phone-refused-one-seat = este teléfono ya es { $name }: un tripulante por teléfono (el anfitrión puede liberar a { $name })
phone-refused-sessions-from-here = este teléfono ya se ha unido: vuelve a la página que se unió
phone-refused-too-many-sockets = esta página ya está abierta en otro lugar de este teléfono: ciérrala allí
phone-refused-no-seat = elige primero tu tripulante
phone-refused-not-now = los tableros se introducen tras la ronda de acción
phone-refused-read-only = esta partida ha terminado: solo se muestra
phone-refused-bad-board = el tablero tiene { $count ->
        [one] un problema
       *[other] { $count } problemas
    }
phone-wrong-code-title = Código de acceso incorrecto
phone-wrong-code-hint = Escribe el código de acceso que muestra la pantalla del anfitrión (ocho letras y cifras).
phone-wrong-code-join = Unirse

## The phones' first waiting line, before the host publishes its own
phone-waiting-mission = Esperando a que empiece la misión

## A board's problems as the phone shows them (terminals/src/board.rs)
phone-problem-not-a-card = `{ $token }` no es una carta
phone-problem-too-many-cards = { $count } cartas: un tablero de acción tiene 12 casillas (quite { $extra })
phone-refused-no-cards = no hay cartas repartidas en los móviles
phone-hand-refused-round-over = la ronda de acción ha terminado
phone-hand-refused-no-seat = el tripulante { $number } no tiene cartas
phone-hand-refused-no-figure = no hay figura { $number }
phone-hand-refused-not-your-figure = ese tablero es de otro jugador
phone-hand-refused-no-space = no hay casilla { $space } en esta misión
phone-hand-refused-phase-locked = la fase { $phase } ha terminado: sus casillas están bloqueadas
phone-hand-refused-phase-not-open = la fase { $phase } aún no está abierta para ti
phone-hand-refused-space-taken = la casilla { $space } ya tiene una carta
phone-hand-refused-space-empty = la casilla { $space } está vacía
phone-hand-refused-stale = la casilla { $space } cambió mientras tanto: vuelve a mirar y repite
phone-hand-refused-not-in-hand = esa carta no está en tu mano
phone-hand-refused-not-this-figure = esa carta solo va en el tablero de su propio tripulante
phone-hand-refused-android-card-stays = una carta en el tablero de un androide se queda donde está
phone-hand-refused-no-packet-left = ya tienes las cartas de la última fase
phone-hand-refused-no-draw = no hay carta que robar: espera a «datos entrantes»
phone-hand-refused-pile-empty = el mazo está vacío
phone-hand-refused-transfer-closed = no hay transferencia de datos abierta: la carta se queda en tu mano
phone-hand-refused-already-gave = una carta por transferencia de datos: ya diste una
phone-hand-refused-not-ordinary = las cartas heroicas y de especialización nunca se dan
phone-hand-refused-not-another-player = elige a otro jugador
phone-hand-title = Tu mano: { $count } cartas
phone-hand-help = Toca una carta, elige la mitad de arriba y luego toca una casilla de la fase abierta.
phone-hand-top = Arriba: { $half }
phone-hand-flip = La otra mitad arriba
phone-hand-turn = Dar la vuelta
phone-hand-take-back = Recuperar
phone-hand-move = Mover…
phone-hand-move-where = Toca una casilla vacía de la misma fase
phone-hand-cancel = Cancelar
phone-hand-end-phase = Fase { $phase } lista: coger las cartas siguientes
phone-hand-last-phase = Última fase: todas tus cartas están en tu mano
phone-hand-draw = Robar una carta ({ $count })
phone-hand-give = Dar la carta elegida a:
phone-hand-comms-down = Comunicaciones caídas: no se habla
phone-hand-board = Tu tablero
phone-hand-android = Androide { $number }
phone-hand-figure = Figura { $number }
phone-hand-locked = bloqueada
phone-hand-open = abierta
phone-hand-later = después
phone-hand-over = La ronda de acción ha terminado: tu tablero fue al anfitrión.
phone-hand-heroic = heroica
phone-hand-special = especialización
phone-hand-own = Cartas de este tablero
