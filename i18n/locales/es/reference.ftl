# La referencia de reglas: cada carta de amenaza, los pasos de la fase de resolución, las
# decisiones del proyecto; el registro y el informe la abren en la entrada que aplica una línea.
reference-title = Referencia de reglas
reference-tab-cards = Cartas de amenaza
reference-tab-round = Fase de resolución
reference-tab-rulings = Decisiones
reference-search-hint = id, nombre o palabras de las reglas
reference-link = reglas
reference-link-hover = Abrir la referencia de reglas en lo que aplica esta línea
reference-nothing-found = Nada coincide con la búsqueda.
reference-rulings-note = Las decisiones son las respuestas del proyecto a preguntas que el reglamento deja abiertas; se llevan en inglés, en RULINGS.md.
reference-round-intro = Tras la fase de acción, la tripulación repasa sus tableros turno a turno: doce turnos (siete en una prueba), cada uno en los mismos cinco pasos, luego un último turno y el salto.
reference-step-appear = Una amenaza anunciada para este turno entra en la primera casilla de su trayectoria; una amenaza interna además ocupa su lugar en la nave.
reference-step-actions = La tripulación actúa de uno en uno, primero el capitán y luego alrededor de la mesa. Una amenaza interna alcanzada por la tripulación recibe su daño en el acto.
reference-step-damage = Todo lo que disparó a amenazas externas este turno impacta a la vez: los cañones, el cohete lanzado el turno anterior, los interceptores. El escudo de una amenaza resta otro tanto del daño.
reference-step-threats = Cada amenaza en una trayectoria avanza según su velocidad, en el orden en que apareció, y hace lo que dice cada casilla X, Y o Z por la que pasa.
reference-step-end-of-turn = Ascensores y cañones quedan libres de nuevo. Tras los turnos 2, 5 y 9 se revisa el ordenador: sin mantenimiento, la siguiente acción de cada tripulante se retrasa. Tras los turnos 3, 7 y 12 termina una fase y se puntúa su confirmación visual.
reference-turn-13 = Turno 13: sin acciones de la tripulación. Un cohete lanzado en el turno 12 aún impacta, los interceptores vuelven, las amenazas avanzan una vez más, y luego la nave salta y se puntúa la misión.
