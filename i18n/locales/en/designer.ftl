# Homebrew threat cards (issue 38.3): the card files chosen at setup and the card designer.

homebrew-heading = Homebrew threat cards ({ $chosen } { $chosen ->
    [one] file
   *[other] files
} in the decks)
homebrew-design = Design a threat card
homebrew-none = No card files in the crew's folder yet.
homebrew-path = Card file
homebrew-choose = Add to the decks
homebrew-edit = Edit { $file } in the designer
designer-edit = Edit

designer-title = Threat card designer
designer-field-id = Id
designer-field-name = Name
designer-field-set = Box
designer-field-kind = Kind
designer-field-severity = Severity
designer-field-color = Color
designer-field-shield = Shield
designer-field-hit-points = Hit points
designer-field-speed = Speed
designer-field-points = Points
designer-field-stations = Stations
designer-field-destroyed = When destroyed
designer-field-traits = Traits
designer-field-text = Rules in plain words
designer-kind-intruder = intruder
designer-kind-malfunction = malfunction { $system }
designer-own-points = Points of its own
designer-points-survived = Survived
designer-points-destroyed = Destroyed
designer-ends-mission = Its Z ends the mission
designer-add = Add…
designer-add-phrase = Add a phrase to { $field }
designer-needs = { $field }: the card needs one
designer-problems = What is wrong with the card
designer-rules = The card's rules
designer-scenario = Scenario
designer-scenario-zone = Zone
designer-scenario-trajectory = Trajectory
designer-scenario-turn = Appears in turn
designer-scenario-actions = Crew's actions
designer-scenario-actions-hint = One crew member's action row, as a game file writes it ("< A A B A"); empty: the crew does nothing.
designer-outcome-damage = Damage: red { $red }, white { $white }, blue { $blue }
designer-file-name = File name
designer-save = Save to the crew's folder
designer-load-path = Card file to load
designer-load = Load
designer-overwrite-ask = A card file of that name is in the crew's folder. Replace it?
designer-overwrite = Replace it
designer-keep = Keep it
designer-fix-first = Not saved: fix what is wrong with the card first.
designer-bad-file-name = Not saved: "{ $name }" is not a file name (no folders, no leading dot).
designer-no-folder = Not saved: this machine has no folder for the crew's files.
designer-saved = Saved to { $path }. Tick it under "Homebrew threat cards" at setup to play it.
designer-not-saved = Not saved to { $path }: { $error }
designer-loaded = Loaded { $card } from { $path }.
designer-empty-file = That card file holds no card.
