# Die Vorschläge des Coachs in Worten (coach/src/explain.rs).
coach-edit-played = { $name } in Runde { $turn } { $to } gespielt hätte
coach-edit-left-empty = { $name } Runde { $turn } leer gelassen hätte, statt { $from } zu spielen
coach-edit-instead = { $name } in Runde { $turn } { $to } statt { $from } gespielt hätte
coach-edit-swapped = { $name } die Karten der Runden { $a } und { $b } getauscht hätte
coach-destroyed-in = wäre { $threat } in Runde { $turn } zerstört worden
coach-destroyed = wäre { $threat } zerstört worden
coach-still-destroyed = das Schiff wird trotzdem zerstört
coach-survives = das Schiff überlebt: { $points } Punkte
coach-scores-instead = das Schiff erzielt { $points } statt { $before } Punkte: { $diff } Punkte
coach-scores-same = das Schiff erzielt { $points } Punkte, ebenso viele wie mit dem Plan der Crew
coach-effects-and = { $effects } und { $result }
coach-if = Wenn { $changes }, { $result }.
list-and = { $rest } und { $last }
# Der Rahmen des Berichts (coach::explain::report_text, `sitting-duck coach`).
coach-plan-jumps = Der Plan der Crew: Das Schiff springt mit { $points } Punkten.
coach-plan-destroyed = Der Plan der Crew: Das Schiff wird in Runde { $turn } zerstört.
coach-plan-destroyed-by = Der Plan der Crew: Das Schiff wird in Runde { $turn } von { $threat } zerstört.
coach-tried-singles = jede einzelne Änderung
coach-tried-pairs = jede einzelne Änderung und jedes Paar
coach-tried-search = jede einzelne Änderung und jedes Paar, dann eine lokale Suche bis zu { $edits } Änderungen (Startwert { $seed })
coach-report-tried = { $plans } Pläne versucht: { $how }.
coach-no-plan-survive = Kein Plan mit höchstens { $edits ->
        [one] { $edits } Änderung
       *[other] { $edits } Änderungen
    } lässt das Schiff überleben.
coach-no-plan-score = Kein Plan mit höchstens { $edits ->
        [one] { $edits } Änderung
       *[other] { $edits } Änderungen
    } erzielt mehr Punkte.
coach-try-edits = Versuche --edits { $edits }.
coach-suggestion-won = { $changes ->
    [one] 1 Änderung
   *[other] { $changes } Änderungen
}, { $points } Punkte
coach-suggestion-lost = { $changes ->
    [one] 1 Änderung
   *[other] { $changes } Änderungen
}, verloren
