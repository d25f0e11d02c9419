# Návrhy trenéra slovy (coach/src/explain.rs).
coach-edit-played = { $name } v tahu { $turn } zahrál { $to }
coach-edit-left-empty = { $name } nechal tah { $turn } prázdný místo zahrání { $from }
coach-edit-instead = { $name } v tahu { $turn } zahrál { $to } místo { $from }
coach-edit-swapped = { $name } prohodil karty tahů { $a } a { $b }
coach-destroyed-in = { $threat } by byl zničen v tahu { $turn }
coach-destroyed = { $threat } by byl zničen
coach-still-destroyed = loď je stejně zničena
coach-survives = loď přežije: { $points } bodů
coach-scores-instead = loď získá { $points } bodů místo { $before }: { $diff } bodů
coach-effects-and = { $effects } a { $result }
coach-if = Kdyby { $changes }, { $result }.
list-and = { $rest } a { $last }
