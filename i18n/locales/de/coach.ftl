# Die Vorschläge des Coachs in Worten (coach/src/explain.rs).
coach-edit-played = { $name } in Zug { $turn } { $to } gespielt hätte
coach-edit-left-empty = { $name } Zug { $turn } leer gelassen hätte, statt { $from } zu spielen
coach-edit-instead = { $name } in Zug { $turn } { $to } statt { $from } gespielt hätte
coach-edit-swapped = { $name } die Karten der Züge { $a } und { $b } getauscht hätte
coach-destroyed-in = wäre { $threat } in Zug { $turn } zerstört worden
coach-destroyed = wäre { $threat } zerstört worden
coach-still-destroyed = das Schiff wird trotzdem zerstört
coach-survives = das Schiff überlebt: { $points } Punkte
coach-scores-instead = das Schiff erzielt { $points } statt { $before } Punkte: { $diff } Punkte
coach-effects-and = { $effects } und { $result }
coach-if = Wenn { $changes }, { $result }.
list-and = { $rest } und { $last }
