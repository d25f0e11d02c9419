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
diag-yaml-not-finite = `{ $value }` reads as a number that is not finite: put text in quotes, or write a whole number
diag-yaml-null-text = nothing (`~` or null) where text is wanted: write the value
diag-yaml-tab = a tab character: YAML indents with spaces only
diag-yaml-indentation = the indentation does not line up: the keys of one mapping, and the `-` of one list, start in the same column
diag-yaml-missing-colon = a line without `:`: write `key: value`
diag-yaml-unclosed-quote = a quote that is never closed: end the text with the same quote
diag-yaml-after-quote = text after the closing quote: put the whole value inside the quotes
diag-yaml-escape = an unknown `\` escape in double quotes: write `\\`, or use single quotes
diag-yaml-unclosed = `{ $open }` is never closed: end it with `{ $close }`
diag-yaml-mismatched = `{ $open }` is closed by `{ $close }`: close it with `{ $wanted }`
diag-yaml-in-brackets = inside `[ ]` or `{"{"} {"}"}`: separate the values with commas and close the brackets
diag-yaml-reserved = a value cannot start with { $character }: put the value in quotes
diag-yaml-directive = a YAML directive (a line starting with `%`): Sitting Duck files have none, remove it
diag-yaml-marker-in-quote = `---` or `...` at the start of a line inside quoted text ends the document: indent that line
# The YAML reader's own words (English in every language) in our framing.
diag-yaml-reader = { $words }
diag-players = { $players } players: expected 1 to 5
diag-no-board = trajectory { $number }: the trajectories are numbered 1 to 7
diag-board-twice = trajectory { $board } is used twice ({ $first } and { $second }): the four boards must differ
diag-no-crew = the crew is empty
diag-crew-count = { $humans ->
        [one] { $humans } crew member
       *[other] { $humans } crew members
    } for { $players } players: one entry per player (androids marked `android: true`)
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
# Tracks (words/src/diagnostic/track.rs). The files' words (`incoming-data`, `mission`, a
# field's name, the lists after "expected") stay as written; times are m:ss.
diag-track-found-null = null
diag-track-found-bool = `{ $value }`
diag-track-found-number = the number { $number }
diag-track-found-text = `{ $text }`
diag-track-found-list = a list
diag-track-found-mapping = a mapping
diag-track-expected-mapping = expected a mapping, found { $found }
diag-track-expected-key-name = a key must be a name, found { $found }
diag-track-expected-time = expected a time: whole seconds (225) or "m:ss" ("3:45"), found { $found }
diag-track-expected-name = expected the track's name, found { $found }
diag-track-expected-soundtrack = expected the path of an audio file or null, found { $found }
diag-track-expected-events = expected a list of events, found { $found }
diag-track-expected-modules = expected a list of modules, such as [double-actions], found { $found }
diag-track-expected-phases = expected a list of phase ends, such as ["3:45", "7:30", "10:00"], found { $found }
diag-track-expected-blackout = expected the length of the blackout in whole seconds, found { $found }
diag-track-expected-turn = expected a turn 1-8, found { $found }
diag-track-expected-flag = expected true or false, found { $found }
diag-track-not-a-word = expected one of: { $expected }, found { $found }
diag-track-unknown-kind = unknown kind { $found }, expected one of: { $expected }
diag-track-unknown-event-type = unknown event type { $found }, expected one of: { $expected }
diag-track-unknown-zone = unknown zone { $found }, expected one of: { $expected }
diag-track-unknown-module = unknown module { $found }: expected { $expected }
diag-track-module-twice = module `{ $module }` is listed twice
diag-track-unknown-field = unknown field `{ $field }`, expected one of: { $expected }
diag-track-missing-field = missing field `{ $field }`
diag-track-missing-type = missing field `type` (one of: { $expected })
diag-track-does-not-apply = `{ $field }` does not apply to { $event } events
diag-track-needs-seconds = a comms-down event needs `seconds`, the length of the blackout
diag-track-needs-turn = a threat needs `turn` (1-8)
diag-track-needs-zone = a threat needs `zone` (red, white, blue or internal)
diag-track-phase-count = a { $kind } has { $phases } phases, but { $given } phase ends are given
diag-track-phase-too-late = phase { $phase } ends at { $end }, after { $longest }: a track lasts at most 30 minutes
diag-track-phase-not-after = phase { $phase } ends at { $end }, not after the end of phase { $before } ({ $previous }): phase ends must increase
diag-track-phase-too-short = phase { $phase } lasts { $length }; a phase needs at least { $min } so that its one-minute warning comes after the previous announcement
# The announcements of the overlap messages; the first letter of the message is made a capital.
diag-track-start-announcement = the start announcement
diag-track-warning-minute = the one-minute warning of phase { $phase } at { $at }
diag-track-warning-seconds = the twenty-second warning of phase { $phase } at { $at }
diag-track-countdown = the countdown of phase { $phase } starting at { $at }
diag-track-event-threat = the threat announcement at { $at } (events[{ $index }])
diag-track-event-incoming-data = the incoming data at { $at } (events[{ $index }])
diag-track-event-data-transfer = the data transfer at { $at } (events[{ $index }])
diag-track-event-comms-down = the communications-down at { $at } (events[{ $index }])
diag-track-starts-while-running = { $starts } starts while { $running } is still running (until { $until }): announcements may not overlap
diag-track-runs-into = { $runs } runs until { $until }, into { $into }: announcements may not overlap
diag-track-no-such-turn = turn { $turn } does not exist: threats appear on turns 1-{ $last }
diag-track-turn-outside-phase = a threat on turn { $turn } is announced in phase { $phase } (at { $at }): phase-{ $phase } threats name turns { $first }-{ $last }
diag-track-no-threats-in-phase = a threat is announced in phase { $phase } (at { $at }): phase { $phase } has no threats
diag-track-shared-turn = a second threat on turn { $turn } (the first is events[{ $first }]): only a double-action track (`modules: [double-actions]`) announces two threats for one turn
diag-track-second-external = a second external threat on turn { $turn } (the first is events[{ $first }], zone { $zone }): a turn has at most one external and one internal threat
diag-track-same-turn-and-zone = a second threat on turn { $turn } in zone { $zone } (the first is events[{ $first }]): at most one threat per turn and zone
diag-track-unsorted = events must be sorted by time: { $at } comes before the previous event (events[{ $previous }] at { $previous_at })
diag-track-after-the-end = { $at } is not inside the mission, which ends at { $end }
diag-track-empty-blackout = a communications-down lasts at least 1 second
# A game file's fields (words/src/diagnostic/field.rs): what a field takes, what it holds.
diag-found-null = nothing (null)
diag-found-text = the text "{ $text }"
diag-field-expected = expected { $wants }, found { $found }
diag-field-expected-number-quoted = expected { $wants }, found { $found } (numbers are written without quotes)
diag-field-expected-flag-quoted = expected { $wants }, found { $found } (write true or false, without quotes)
diag-field-expected-mapping = expected a mapping of { $keys }, found { $found }
diag-field-key-not-name = a key must be a name, found { $found }
diag-field-unknown = unknown field: expected one of { $expected }
diag-field-missing-players = missing `players` (1-5)
diag-field-missing-crew = missing `crew`: one entry per player (and android)
diag-field-missing-trajectories = missing `trajectories`: {"{"} red: N, white: N, blue: N, internal: N {"}"}
diag-field-missing-trajectory = missing the `{ $zone }` trajectory
diag-field-missing-token-name = missing `{ $key }`: the name of a crew member
diag-unknown-specialization = unknown specialization `{ $text }`: write a specialization and a level 1-3, as `medic 2` ({ $expected })
diag-wants-players = the number of players (1-5)
diag-wants-seed = a whole number from 0 to 18446744073709551615
diag-wants-mission-name = the mission's name
diag-wants-module-list = a list of module names
diag-wants-module = a module name
diag-wants-crew-list = a list of crew members
diag-wants-color = a color
diag-wants-board = the board's tokens, as text
diag-wants-specialization = a specialization and level (`medic 2`)
diag-wants-member-name = the crew member's name
diag-wants-token-name = a crew member's name
diag-wants-trajectory = a trajectory board (1-7)
diag-wants-threat-list = a list of threats
diag-wants-turn = a turn (1-8)
diag-wants-zone = a zone (red, white, blue or internal)
diag-wants-card = a threat card's id or name
diag-wants-damage-zone = a zone
diag-wants-tile-list = a list of damage tiles
diag-wants-tile = a damage tile
diag-wants-squads = a number of squads (0-2)
diag-wants-station = a station (LR or UB)
diag-wants-flag = true or false
# A homebrew card's field the YAML reader refused (words/src/diagnostic/field.rs).
diag-card-field-unknown = unknown field `{ $field }`, expected one of { $expected }
diag-card-field-missing = missing field `{ $field }`
diag-card-field-invalid = expected { $wants }
diag-card-field-type = expected { $wants }, found { $found }
diag-card-wants-text = text
diag-card-wants-card = a card (a mapping of its fields)
diag-card-wants-whole = a whole number from { $min } to { $max }
# Another type, in the YAML reader's (English) words.
diag-card-wants-other = { $words }
# A homebrew card's words and rules (words/src/diagnostic/field.rs; the words expected are the file's own).
diag-unknown-card-kind = unknown kind `{ $word }`: expected { $expected }
diag-unknown-card-set = unknown set `{ $word }`: expected { $expected }
diag-unknown-severity = unknown severity `{ $word }`: expected { $expected }
diag-card-rule-color-and-colour = both `color` and `colour` are given: keep only `color`
diag-card-rule-colour-deprecated = warning: `colour` is deprecated, write `color` (read as `color`)
diag-card-rule-missing-color = missing field `color` (white, yellow or red)
diag-card-rule-needs-stations = an internal card needs `stations`
diag-card-rule-parity-stations = `station-by-turn-parity` needs two stations (odd turn, even turn)
diag-card-rule-external-stations = an external card has no stations
diag-card-rule-hit-points = hit points must be at least 1
diag-card-rule-speed = speed must be at least 1
diag-card-rule-shield = only external threats have shields
diag-card-rule-missing-action = missing `{ $action }`: every card has X, Y and Z actions (write [] for none)
diag-card-rule-empty-z = the Z action may not be empty
diag-card-rule-points = points are [survived, destroyed], survived may be null
diag-card-rule-duplicate-id = duplicate card id `{ $id }`
# A homebrew card's effect or trait phrase (words/src/diagnostic/phrase.rs). The phrase, its
# words and the lists after "expected" are the file's own and stay as written.
diag-phrase-empty-effect = empty effect
diag-phrase-empty-trait = empty trait
diag-phrase-unknown-effect = unknown effect `{ $word }` (see missions/threats/README.md)
diag-phrase-unknown-trait = unknown trait `{ $word }` (see missions/threats/README.md)
diag-phrase-needs = `{ $phrase }` needs { $wants }
diag-phrase-wants-number = a number
diag-phrase-wants-station-code = a station code
diag-phrase-wants-station-codes = station codes
diag-phrase-wants-zones = one or more zones
diag-phrase-wants-zone-or-all = a zone or all
diag-phrase-not-a-number = `{ $phrase }`: `{ $word }` is not a number
diag-phrase-unexpected = `{ $phrase }`: unexpected `{ $word }`
diag-phrase-unexpected-expected = `{ $phrase }`: unknown word `{ $word }` (expected { $expected })
diag-unknown-target = unknown target `{ $word }`: expected { $expected }
diag-phrase-no-crew = which crew? expected { $expected } or a station code
diag-phrase-unknown-crew = unknown crew `{ $word }`: expected { $expected } or a station code
diag-phrase-all-except = unknown crew `{ $word }`: expected `all-except-` and a station code ({ $expected })
diag-phrase-usage = write it as `{ $usage }`
diag-phrase-missing-then = `{ $usage }`: missing `then`
diag-phrase-bracket-place = `{ $phrase }`: a bracket `[value]` follows the word it replaces
diag-phrase-bracket-word = `{ $phrase }`: write a bracket as one word, `[value]`
diag-phrase-needs-intruder = `{ $phrase }` moves an intruder: the card's kind must be `intruder`
diag-phrase-needs-stations = `{ $phrase }` needs the threat's stations: an external card has none
diag-phrase-needs-internal = `{ $phrase }` is an internal threat's action: the card must be internal
diag-phrase-needs-external = `{ $phrase }` acts on external threats' trajectories or shields: the card must be external
diag-phrase-needs-trajectory = `{ $phrase }` needs a trajectory of the ship's zones: the card must be external
diag-phrase-not-on-destruction = `{ $phrase }` is an X/Y/Z action, not an effect of destruction (destroyed: takes knock-out-destroyer, knock-out-host, knock-out-in, damage-others, attack-per-passed-space)
diag-phrase-on-destruction = `{ $phrase }` happens when the threat is destroyed: list it under `destroyed`
diag-phrase-trait-of-internal = `{ $phrase }` is a trait of internal threats
diag-phrase-trait-of-external = `{ $phrase }` is a trait of external threats
diag-phrase-trait-of-intruders = `{ $phrase }` is a trait of intruders
diag-phrase-trait-of-malfunctions = `{ $phrase }` is a trait of malfunctions

## A diagnostic's field and its problem, after the place `file:line:col: ` (which stays as
## tools read it)
diag-field-says = { $field }: { $problem }

## A zone's `damage_tiles` listing more tiles than it drew (a warning: the game resolves)
diag-tiles-not-drawn = lists { $listed } { $listed ->
    [one] tile
   *[other] tiles
} but the zone took { $drawn } damage: { $tiles } not drawn

## A card drawn for a track's announcements that does not fit them (the boards screen)
diag-draw-count = { $announced ->
        [one] { $announced } threat was
       *[other] { $announced } threats were
    } announced but { $drawn ->
        [one] { $drawn } card was
       *[other] { $drawn } cards were
    } given
diag-draw-mismatch = T+{ $turn } { $zone }: { $card } is a { $drawn } threat, but the announcement was a { $announced } threat
