# Les suggestions du coach en mots (coach/src/explain.rs).
coach-edit-played = { $name } avait joué { $to } au tour { $turn }
coach-edit-left-empty = { $name } avait laissé le tour { $turn } vide au lieu de jouer { $from }
coach-edit-instead = { $name } avait joué { $to } au lieu de { $from } au tour { $turn }
coach-edit-swapped = { $name } avait échangé les cartes des tours { $a } et { $b }
coach-destroyed-in = { $threat } aurait été détruit au tour { $turn }
coach-destroyed = { $threat } aurait été détruit
coach-still-destroyed = le vaisseau est quand même détruit
coach-survives = le vaisseau survit : { $points } points
coach-scores-instead = le vaisseau marque { $points } points au lieu de { $before } : { $diff } points
coach-scores-same = le vaisseau marque { $points } points, autant qu'avec le plan de l'équipage
coach-effects-and = { $effects } et { $result }
coach-if = Si { $changes }, { $result }.
list-and = { $rest } et { $last }
# Le cadre du rapport (coach::explain::report_text, `sitting-duck coach`).
coach-plan-jumps = Le plan de l'équipage : le vaisseau saute avec { $points } points.
coach-plan-destroyed = Le plan de l'équipage : le vaisseau est détruit au tour { $turn }.
coach-plan-destroyed-by = Le plan de l'équipage : le vaisseau est détruit au tour { $turn } par { $threat }.
coach-tried-singles = chaque changement seul
coach-tried-pairs = chaque changement seul et chaque paire
coach-tried-search = chaque changement seul et chaque paire, puis une recherche locale jusqu'à { $edits } changements (graine { $seed })
coach-report-tried = { $plans } plans essayés : { $how }.
coach-no-plan-survive = Aucun plan d'au plus { $edits ->
        [one] { $edits } changement
       *[other] { $edits } changements
    } ne fait survivre le vaisseau.
coach-no-plan-score = Aucun plan d'au plus { $edits ->
        [one] { $edits } changement
       *[other] { $edits } changements
    } ne marque plus.
coach-try-edits = Essayez --edits { $edits }.
coach-suggestion-won = { $changes ->
    [one] 1 changement
   *[other] { $changes } changements
}, { $points } points
coach-suggestion-lost = { $changes ->
    [one] 1 changement
   *[other] { $changes } changements
}, perdu
