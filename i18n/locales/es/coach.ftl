# Las sugerencias del entrenador en palabras (coach/src/explain.rs).
coach-edit-played = { $name } hubiera jugado { $to } en el turno { $turn }
coach-edit-left-empty = { $name } hubiera dejado vacío el turno { $turn } en vez de jugar { $from }
coach-edit-instead = { $name } hubiera jugado { $to } en vez de { $from } en el turno { $turn }
coach-edit-swapped = { $name } hubiera intercambiado las cartas de los turnos { $a } y { $b }
coach-destroyed-in = { $threat } habría sido destruido en el turno { $turn }
coach-destroyed = { $threat } habría sido destruido
coach-still-destroyed = la nave es destruida de todos modos
coach-survives = la nave sobrevive: { $points } puntos
coach-scores-instead = la nave consigue { $points } puntos en vez de { $before }: { $diff } puntos
coach-effects-and = { $effects } y { $result }
coach-if = Si { $changes }, { $result }.
list-and = { $rest } y { $last }
