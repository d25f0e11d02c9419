# The rules reference: every threat card, the steps of the Resolution Round, the project's
# rulings; the resolution log and the debrief open it at the entry a line applies.
reference-title = Rules reference
reference-tab-cards = Threat cards
reference-tab-round = Resolution Round
reference-tab-rulings = Rulings
reference-search-hint = id, name or words of the rules
reference-link = rules
reference-link-hover = Open the rules reference at what this line applies
reference-nothing-found = Nothing matches the search.
reference-rulings-note = The rulings are the project's answers to questions the rulebook leaves open; they are kept in English, in RULINGS.md.
reference-round-intro = After the Action Round the crew plays its boards back, turn by turn: twelve turns (seven in a test run), each in the same five steps, then one last turn and the jump.
reference-step-appear = A threat announced for this turn enters on the first space of its trajectory; an internal threat also takes its place in the ship.
reference-step-actions = The crew act one at a time, the captain first and then around the table. An internal threat hit by the crew takes its damage at once.
reference-step-damage = Everything that fired at external threats this turn hits together: the cannons, the rocket launched the turn before, the interceptors. A threat's shield takes away that much of the damage.
reference-step-threats = Every threat on a trajectory moves by its speed, in the order they appeared, and does what each X, Y or Z space it passes says.
reference-step-end-of-turn = Gravolifts and cannons are free again. After turns 2, 5 and 9 the computer is checked: without maintenance, every crew member's next action is delayed. After turns 3, 7 and 12 a phase ends and its visual confirmation is scored.
reference-turn-13 = Turn 13: no crew actions. A rocket launched in turn 12 still hits, the interceptors come back, the threats move once more, and then the ship jumps and the mission is scored.
