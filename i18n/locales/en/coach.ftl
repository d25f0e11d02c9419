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
coach-effects-and = { $effects } and { $result }
coach-if = If { $changes }, { $result }.
list-and = { $rest }, and { $last }
