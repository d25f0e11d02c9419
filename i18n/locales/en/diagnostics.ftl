# Diagnostics of game files, tracks and homebrew cards (words/src/diagnostic.rs): the problem
# after its place `file:line:col: field: `. In English exactly the loaders' own messages.
diag-not-utf8 = not UTF-8 text: byte { $byte } cannot start or continue a character (save the file as UTF-8)
diag-missing = missing `{ $key }`
diag-unknown-threat = unknown threat `{ $key }`: not a card id or name of the catalog (see `sitting-duck threats`)
diag-ambiguous-threat = `{ $name }` names several cards ({ $ids }): use the card id
diag-space = space { $space }: { $problem }
diag-too-many-actions = { $count } actions: a board has 12 spaces
diag-token-unknown-specialization = unknown action token `{ $token }`: a specialization card is S, S+, S:X or S+:X (X one of A B C R < > ^, or a double such as A>)
diag-token-unknown = unknown action token `{ $token }`: expected one of A B C R < > ^ . A* B* R* @UR @UW @UB @LR @LW @LB or ~X
diag-token-same-halves = `{ $token }`: no double-action card holds `{ $half }` twice (only the arrows come in pairs: << >>)
diag-yaml-key-twice = `{ $key }` is given twice
diag-yaml-a-key-twice = a key is given twice
diag-yaml-too-deep = the file is nested too deeply to be a Sitting Duck file
diag-yaml-too-many-anchors = the file uses too many aliases or anchors to be a Sitting Duck file
diag-yaml-too-many-documents = the file holds too many documents to be a Sitting Duck file
diag-yaml-too-large = the file is too large to be a Sitting Duck file
diag-yaml-too-many-aliases = too many aliases (`*name`): write the values out
diag-yaml-unknown-anchor = an alias (`*name`) names no anchor (`&name`)
diag-yaml-documents = more than one YAML document (`---`): a file holds one
diag-yaml-eof = the file ends in the middle of a value
diag-yaml-not-utf8 = the file is not UTF-8 text
# The YAML reader's own words (English in every language) in our framing.
diag-yaml-reader = { $words }
diag-players = { $players } players: expected 1 to 5
diag-no-board = T{ $number }: trajectories are T1 to T7
diag-board-twice = T{ $board } is used twice ({ $first } and { $second }): the four boards must differ
diag-no-crew = the crew is empty
diag-crew-count = { $humans } crew member(s) for { $players } players: one entry per player (androids marked `android: true`)
diag-too-many-figures = { $figures } figures: the ship holds { $max } at most (players and androids)
diag-captains = { $count } captains: a crew has one captain at most
diag-no-name = a crew member needs a name
diag-name-control = the name `{ $name }` holds a control character
diag-name-twice = two crew members are named `{ $name }`
diag-color-twice = color `{ $color }` is taken twice
diag-threat-turn = turn { $turn }: threats appear in turns 1 to 8
diag-wrong-zone-internal = { $name } ({ $id }) is an internal threat but is placed in zone { $zone }
diag-wrong-zone-external = { $name } ({ $id }) is an external threat but is placed in zone { $zone }
diag-slot-taken = a second threat at T+{ $turn } in zone { $zone }
diag-card-twice = { $name } ({ $id }) is drawn twice: the deck holds one copy of each card
# The rarer setup checks (words/src/diagnostic/rules.rs).
diag-androids-none = { $androids ->
    [one] { $androids } android
   *[other] { $androids } androids
} with { $players ->
    [one] { $players } player
   *[other] { $players } players
}: only 2 players (with 2 androids) or 3 players (with 1) take androids
diag-androids-count = { $androids ->
    [one] { $androids } android
   *[other] { $androids } androids
} with { $players } players: { $players } players take { $take ->
    [one] { $take } android
   *[other] { $take } androids
} (or play without)
diag-expansion-card = { $name } ({ $id }) is a card of { $set }: play it with the new-threats module (`modules: [new-threats]`)
diag-call-missing-internal = { $name } ({ $id }) calls in an internal threat: name the card drawn for it (`calls:`)
diag-call-missing-external = { $name } ({ $id }) calls in an external threat: name the card drawn for it (`calls:`)
diag-calls-nothing = { $name } ({ $id }) calls in no threat: remove `calls:` (or its extra cards)
diag-called-kind-internal = { $caller } calls in an internal threat, not { $name } ({ $id })
diag-called-kind-external = { $caller } calls in an external threat, not { $name } ({ $id })
diag-tile-twice = `{ $tile }` twice: each zone has one tile of each kind
diag-carried-tile-twice = `{ $tile }` carried twice: each zone has one tile of each kind
diag-drawn-tile-carried = `{ $tile }` is carried from an earlier mission: zone { $zone } cannot draw it again
diag-disabled-squads = { $count } disabled battlebot squads: the ship has 2
diag-squad-station = the usable battlebot squad starts in LR or UB, not { $station }
diag-card-on-board = space { $space }: `{ $token }` { $problem }
diag-double-without-module = { $name }, turn { $turn }: `{ $action }` is a double action, played only with the double-action module (add `modules: [double-actions]`)
diag-squad-choice = a start station for the usable squad needs exactly 1 disabled squad, not { $disabled }
diag-specialist-module-off = `{ $word }`: specializations need the module (`modules: [specializations]`)
diag-specialist-taken = { $specialization } is taken twice: no two crew members share a specialization
diag-teleport-not-teleporter = teleport tokens belong to the Teleporter's entry
diag-teleport-nobody = a teleport token on crew member { $member }, who is not in the crew
diag-card-module-off = is a specialization card: it needs the module (`modules: [specializations]`)
diag-card-no-specialist = is a specialization card, but this crew member holds no specialization
diag-card-heroic = is a heroic card: with specializations the crew holds no heroic cards
diag-card-advanced-at-level-1 = is the advanced face: the level-1 { $specialization } card has only its basic face (`S`)
diag-card-too-many-two = is one { $specialization } card too many: level { $level } gives two uses a mission
diag-card-too-many-one = is one { $specialization } card too many: level { $level } gives one use a mission
diag-card-second-advanced = is a second advanced { $specialization } use: level 3 gives one basic use and one basic or advanced
diag-card-medic-companion = is a Medic's card with another card: only one single movement (<, > or ^) may share its space
diag-card-no-companion = puts a second card with the { $specialization } card: only a Medic's card (with one movement) or advanced Special Ops (with any card) shares its space
diag-card-special-ops-alone = is advanced Special Ops alone: it protects the card it shares its space with (write `S+:X`)
diag-card-double-without-module = holds a double action, played only with the double-action module (add `modules: [double-actions]`)
# A word none of those its field takes (the words expected are the file's own).
diag-or = { $rest } or { $last }
diag-unknown-color = unknown color `{ $word }`: expected { $expected }
diag-unknown-zone = unknown zone `{ $word }`: expected { $expected }
diag-unknown-damage-tile = unknown damage tile `{ $word }`: expected { $expected }
diag-unknown-station = unknown station `{ $word }`: expected { $expected }
diag-unknown-module = unknown module `{ $word }`: expected { $expected }
diag-no-crew-member = no crew member is named `{ $name }`
