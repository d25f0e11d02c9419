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
coach-scores-same = loď získá { $points } bodů, stejně jako s plánem posádky
coach-effects-and = { $effects } a { $result }
coach-if = Kdyby { $changes }, { $result }.
list-and = { $rest } a { $last }
# Rámec zprávy (coach::explain::report_text, `sitting-duck coach`).
coach-plan-jumps = Plán posádky: loď skočí s { $points } body.
coach-plan-destroyed = Plán posádky: loď je zničena v tahu { $turn }.
coach-plan-destroyed-by = Plán posádky: loď je zničena v tahu { $turn } hrozbou { $threat }.
coach-tried-singles = každá jednotlivá změna
coach-tried-pairs = každá jednotlivá změna a každá dvojice
coach-tried-search = každá jednotlivá změna a každá dvojice, pak místní hledání až do { $edits } změn (semínko { $seed })
coach-report-tried = Vyzkoušeno plánů: { $plans }: { $how }.
coach-no-plan-survive = Žádný plán s nejvýše { $edits } změnami nezachrání loď.
coach-no-plan-score = Žádný plán s nejvýše { $edits } změnami nezíská víc bodů.
coach-try-edits = Zkuste --edits { $edits }.
coach-suggestion-won = { $changes ->
    [one] 1 změna
    [few] { $changes } změny
   *[other] { $changes } změn
}, { $points } bodů
coach-suggestion-lost = { $changes ->
    [one] 1 změna
    [few] { $changes } změny
   *[other] { $changes } změn
}, prohra
