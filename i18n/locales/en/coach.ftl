# The coach's suggestions in words (coach/src/explain.rs): the CLI's `coach` and the app's panel.
coach-edit-played = { $name } had played { $to } in turn { $turn }
coach-edit-left-empty = { $name } had left turn { $turn } empty instead of playing { $from }
coach-edit-instead = { $name } had played { $to } instead of { $from } in turn { $turn }
coach-edit-swapped = { $name } had swapped the cards of turns { $a } and { $b }
coach-destroyed-in = { $threat } would have been destroyed in turn { $turn }
coach-destroyed = { $threat } would have been destroyed
coach-still-destroyed = the ship is still destroyed
coach-survives = the ship survives: { $points } points
coach-scores-instead = the ship scores { $points } points instead of { $before }: { $diff } points
coach-scores-same = the ship scores { $points } points, as many as with the crew's plan
coach-effects-and = { $effects } and { $result }
coach-if = If { $changes }, { $result }.
list-and = { $rest }, and { $last }
# The report's framing (coach::explain::report_text, `sitting-duck coach`).
coach-plan-jumps = The crew's plan: the ship jumps with { $points } points.
coach-plan-destroyed = The crew's plan: the ship is destroyed in turn { $turn }.
coach-plan-destroyed-by = The crew's plan: the ship is destroyed in turn { $turn } by { $threat }.
coach-tried-singles = every single change
coach-tried-pairs = every single change and every pair
coach-tried-search = every single change and every pair, then a local search up to { $edits } changes (seed { $seed })
coach-report-tried = Tried { $plans } plans: { $how }.
coach-no-plan-survive = No plan with at most { $edits ->
        [one] { $edits } change
       *[other] { $edits } changes
    } makes the ship survive.
coach-no-plan-score = No plan with at most { $edits ->
        [one] { $edits } change
       *[other] { $edits } changes
    } scores more.
coach-try-edits = Try --edits { $edits }.
coach-suggestion-won = { $changes ->
    [one] 1 change
   *[other] { $changes } changes
}, { $points } points
coach-suggestion-lost = { $changes ->
    [one] 1 change
   *[other] { $changes } changes
}, lost
