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
coach-scores-same = la nave consigue { $points } puntos, los mismos que con el plan de la tripulación
coach-effects-and = { $effects } y { $result }
coach-if = Si { $changes }, { $result }.
list-and = { $rest } y { $last }
# El marco del informe (coach::explain::report_text, `sitting-duck coach`).
coach-plan-jumps = El plan de la tripulación: la nave salta con { $points } puntos.
coach-plan-destroyed = El plan de la tripulación: la nave es destruida en el turno { $turn }.
coach-plan-destroyed-by = El plan de la tripulación: la nave es destruida en el turno { $turn } por { $threat }.
coach-tried-singles = cada cambio individual
coach-tried-pairs = cada cambio individual y cada par
coach-tried-search = cada cambio individual y cada par, luego una búsqueda local de hasta { $edits } cambios (semilla { $seed })
coach-report-tried = { $plans } planes probados: { $how }.
coach-no-plan-survive = Ningún plan con como mucho { $edits ->
        [one] { $edits } cambio
       *[other] { $edits } cambios
    } hace sobrevivir a la nave.
coach-no-plan-score = Ningún plan con como mucho { $edits ->
        [one] { $edits } cambio
       *[other] { $edits } cambios
    } consigue más puntos.
coach-try-edits = Pruebe --edits { $edits }.
coach-suggestion-won = { $changes ->
    [one] 1 cambio
   *[other] { $changes } cambios
}, { $points } puntos
coach-suggestion-lost = { $changes ->
    [one] 1 cambio
   *[other] { $changes } cambios
}, perdida
