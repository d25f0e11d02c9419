# Les suggestions du coach en mots (coach/src/explain.rs).
coach-edit-played = { $name } avait joué { $to } au tour { $turn }
coach-edit-left-empty = { $name } avait laissé le tour { $turn } vide au lieu de jouer { $from }
coach-edit-instead = { $name } avait joué { $to } au lieu de { $from } au tour { $turn }
coach-edit-swapped = { $name } avait échangé les cartes des tours { $a } et { $b }
coach-destroyed-in = { $threat } aurait été détruit au tour { $turn }
coach-destroyed = { $threat } aurait été détruit
coach-still-destroyed = le vaisseau est quand même détruit
coach-survives = le vaisseau survit : { $points } points
coach-scores-instead = le vaisseau marque { $points } points au lieu de { $before } : { $diff } points
coach-effects-and = { $effects } et { $result }
coach-if = Si { $changes }, { $result }.
list-and = { $rest } et { $last }
