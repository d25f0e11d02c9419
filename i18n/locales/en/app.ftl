## The app's window: every screen's labels, buttons, tooltips and messages.

## The language setting
language-label = Language
language-system = System language ({ $language })
language-tooltip = The language of the app and the crew's phones. Applied at once.

## Colors and keys
color-red = red
color-yellow = yellow
color-green = green
color-blue = blue
color-purple = purple
key-enter = Enter

## The setup screen
setup-title = Sitting Duck: mission setup
setup-start = Start mission
setup-ship-log = Ship's log
setup-ship-log-tooltip = Every crew's missions, best scores and failures; replays
setup-mission = Mission
setup-resolve-file = Resolve a game file
setup-resolve-file-tooltip = Enter or load a played game's boards without running a mission
setup-random-mission = Random mission
setup-seed = seed
setup-new-seed = New seed
setup-points = points
setup-points-tooltip = Threat points (common 1, serious 2); the CD's missions have { $points } for { $players } players
setup-path = path
setup-choose-one = choose one
setup-crew = Crew ({ $count })
setup-player = Player { $number }
setup-player-color = Player { $number } { $color }
setup-remove = Remove
setup-add-crew = Add crew member
setup-androids = Androids fill the crew to four ({ $count })
setup-problem-crew-size = a crew has 1 to 5 players, not { $count }
setup-problem-name = player { $number } needs a name
setup-problem-no-captain = nobody is captain
setup-problem-no-comms-officer = nobody is comms officer
setup-problem-no-security-chief = nobody is security chief
setup-problem-colors = each color can be taken once
setup-the-crew = the crew
setup-and = {" "}and{" "}
role-captain = Captain
role-comms-officer = Comms officer
role-security-chief = Security chief
tracks-test-runs = Test runs
tracks-simulations = Simulations
tracks-advanced-simulations = Advanced simulations
tracks-missions = Missions
tracks-double-action = Double-action missions

## The campaign choice
campaign-play = Play
campaign-play-tooltip = Exploration Campaign: one crew and ship, the damage carried over
campaign-single = a single mission
campaign-of = a campaign of { $count }

## The table choices
module-double-actions = Double actions
module-specializations = Specializations
module-new-threats = New threats
module-double-actions-hint = The double-action deck: a card can hold two actions; interceptors fly at ranges 1-3
module-specializations-hint = Each crew member may hold one specialization (levels 1-3), in place of the heroic cards
module-new-threats-hint = The expansion's threat cards join the decks, and the red level (3) can be chosen
difficulty-white = white
difficulty-yellow = yellow
difficulty-mixed = mixed
difficulty-red = red
difficulty-white-red = white and red
difficulty-orange = orange
difficulty-all = all three
level-white = White
level-yellow = Yellow
level-red = Red
table-heading = Threats and trajectories
table-common-threats = Common threats
table-serious-threats = Serious threats
table-level-common = { $level } common threats
table-level-serious = { $level } serious threats
table-levels-tooltip = Now { $levels }: any levels together, at least one
table-threat-cards = Threat cards
table-app-draws = App draws
table-crew-draws = Crew draws
table-trajectories = Trajectories
table-random = Random
table-entered = Entered
table-new-frontier = The New Frontier
table-boards = Boards: red, white, blue, internal
table-board-red = red
table-board-white = white
table-board-blue = blue
table-board-internal = internal
table-trajectory = { $board } trajectory

## The mission screen
key-space = Space
mission-first-phase = First phase
mission-second-phase = Second phase
mission-third-phase = Third phase
mission-audio-lost = Audio device lost ({ $reason }): the mission goes on silently; read the announcements here
mission-announcements = Announcements
mission-threats = Threats
mission-trajectories = Trajectories: red { $red } · white { $white } · blue { $blue } · internal { $internal }
mission-clock = Mission clock { $clock }
mission-paused = PAUSED
mission-speaking = Speaking: { $caption }
mission-end-allowed-from = End allowed from { $time }, when the second phase ends
mission-test-run-to-end = A test run is played to its end
mission-resume = Resume
mission-pause = Pause
mission-end-round = End Action Round
mission-abort = Abort
mission-quieter = Quieter
mission-louder = Louder
mission-volume = Volume { $percent }%
mission-end-question = End the Action Round now?
mission-end-explained = The clock stops and the crew enters the action boards.
mission-end-now = End Action Round now
mission-keep-playing = Keep playing
mission-phase = Phase { $phase } of { $phases } · { $left } left
mission-phase-paused = Phase { $phase } of { $phases } · { $left } left (paused)
mission-operation-ends-soon = Operation ends soon
mission-ends-soon = { $phase } ends soon
mission-complete = Mission complete
mission-blackout = COMMUNICATIONS DOWN · no talking · { $left }
mission-data-transfer-complete = DATA TRANSFER COMPLETE
mission-data-transfer = DATA TRANSFER · { $count } · each player may give one card (not heroic) hand to hand
mission-get-ready = get ready
mission-serious = Serious
mission-common = Common
mission-unconfirmed = {" "}· unconfirmed report
mission-secret-card = with a secret internal card, face down
mission-calls = calls { $id } { $name }
mission-draw = { $who }: draw a { $pile } card, token { $token }
mission-draw-no-digital = { $who }: draw a { $pile } card, token { $token } (no digital card)
mission-abort-question = Abort the mission?
mission-abort-explained = The Action Round stops and nothing of it is kept.
mission-abort-now = Abort mission

## Keyboard shortcuts
key-ctrl-enter = Ctrl+Enter
key-right = Right
key-left = Left
key-down = Down
key-up = Up
key-home = Home
key-end = End
shortcuts-title = Keyboard shortcuts
shortcut-help = Show or hide these keys
shortcut-resolve = Resolve the boards entered
shortcut-leave-boards = Back to setup (in a text field, Esc first lets go of it)
shortcut-step = Next step (Enter too)
shortcut-step-back = Previous step
shortcut-next-turn = To the end of the turn
shortcut-turn-back = To the end of the previous turn
shortcut-start = Back to before the first step
shortcut-end = To the end of the resolution
shortcut-play = Play the steps by themselves, or pause
shortcut-score-card = The score card
shortcut-back = Back to the boards (or to the ship's log for a replay)
shortcut-leave-ship-log = Back to setup
shortcut-campaigns = The campaigns: missions, the ship between them, the score
shortcut-next-campaign-mission = On to the next mission, from the ship as repaired
shortcut-end-campaign = End the campaign here: scored on the missions flown
shortcut-leave-campaigns = Back to the ship's log

## The resolution screen
resolution-back-boards = Boards
resolution-back-boards-hint = Back to the boards, to correct them
resolution-back = Back
resolution-back-score-hint = Back to the crew's score card
resolution-before-turn-1 = before turn 1
resolution-setup = Setup
resolution-final-step = Final step
resolution-turn = Turn { $turn }
resolution-event-of = event { $event } of { $events }
resolution-ship-destroyed = SHIP DESTROYED: { $why }
resolution-press-right = Press Right or Enter to play the first step
resolution-play = Play
resolution-start = Start
resolution-step-back = Step back
resolution-step = Step
resolution-turn-back = Turn back
resolution-next-turn = Next turn
resolution-end = End
resolution-speed = { $speed }x speed
resolution-speed-hint = steps per second while playing
resolution-score-card = Score card
resolution-event-log = Event log

## The boards screen
boards-not-ready = Not ready to resolve:
boards-resolve = Resolve
boards-palette-tile = Palette { $token }
boards-palette = Palette: click to add a card to { $name }'s board
boards-oops = Oops ~
boards-oops-hint = "Oops, I tripped": the next card you click is marked misplayed (~). In the resolution it does nothing in its turn and is played one turn later (the cards after it on that board move one space right)
boards-undo = Undo
boards-undo-hint = Remove the last card
boards-double-cards = Double cards
boards-captain = captain
boards-android = android
boards-board-of = { $name }'s board
boards-space = { $name } space { $space }: { $card }
boards-game-file = Game file
boards-save-as = Save as
boards-load = Load
boards-restore = Restore the boards entered last time
boards-autosave = Every keystroke is kept in { $file }
boards-trajectory = Trajectory { $board }
boards-no-threats = No threats: add them below or load a game file
boards-add-threat = Add a threat
boards-pick-card = pick the card...
boards-card-for = Card for { $threat }
boards-calls = calls { $card }
boards-serious = serious
boards-remove-threat = Remove this threat
boards-damage-tiles = Damage tiles
boards-app-draws-tiles = App draws them
boards-we-draw-tiles = We draw them
boards-seed = Seed
boards-tiles-drawn = The tiles drawn at the table, in order; the rest come from the seed
boards-search = Search
boards-search-hint = id or name
boards-level-all = all

## The crew terminals (phones) on the setup screen
phones-waiting-mission = Waiting for the mission to start
phones-action-boards = Action boards
phones-resolving = The ship's computer is resolving the boards
phones-repairs = Repairs between missions, at the table
phones-heading = Crew terminals (phones)
phones-serve = Serve the mission to the players' phones
phones-serve-hint = A small page on the local network only; off by default
phones-shared = A phone may hold several seats
phones-shared-hint = For players sharing a phone; off, each phone is one crew member, so no phone can type every board
phones-off-explained = Each player can follow the mission and enter their board on their phone.
phones-failed = Phones are off: { $message }
phones-use-port = Use port { $port }
phones-serving = Serving: the QR code and who joined are at the bottom of the screen.
phones-scan = Phones: scan the code, or open
phones-join-code = Join code { $code }
phones-none-joined = No phone has joined yet.
phones-release = Release { $name }
phones-release-hint = Another phone may then be this crew member
phones-every-address = every private address
phones-port-on = Port { $port } on
phones-qr = QR code for { $url }

## The score card
score-no-log-place = no place for the ship's log on this machine
score-saved = Saved as mission { $id } on the page "{ $page }" ({ $file })
score-not-saved = Not saved: { $error }
score-writer-stopped = the ship's log writer stopped
score-crew-page = Ship's log page
score-crew-page-hint = The page of the ship's log the mission is saved on; left empty, the page of this crew's names
score-saving = Saving…
score-save = Save to ship's log
score-back-hint = Back to the resolution
score-next-mission = Next mission
score-campaign-result = The campaign's result
score-unsaved = This mission is not in the ship's log yet.
score-save-and-next = Save it, then the next mission
score-next-unsaved = Next mission without saving
score-won = Mission complete: the ship jumped to hyperspace
score-destroyed-by = The ship was destroyed by { $threat }
score-destroyed = The ship was destroyed
score-new-frontier = The New Frontier: { $modules }
score-total-word = TOTAL
score-no-score-word = NO SCORE
score-total = Total { $total }
score-no-score = No score: the ship was destroyed
score-lost-scores-nothing = A lost mission scores nothing
score-part-destroyed = destroyed
score-part-survived = survived
score-part-visual = visual confirmation
score-part-damage = damage
score-part-knocked-out = knocked out
score-part-battlebots = battlebots
score-report-file = Report file
score-report-file-hint = reports/ in the data folder
score-report-file-tooltip = Where the report goes: a file or a folder; empty for the data folder
score-spoiler-free = Spoiler-free
score-spoiler-free-tooltip = Do not name the threat cards drawn: only severity, zone and turn
score-share = Share
score-share-tooltip = Write the mission's report: one HTML page to open or send

## The boards screen's header
boards-ended-at = { $mission }: ended by the crew at { $time }
boards-played-to-end = { $mission }: played to the end
boards-no-track = a game without a mission track
boards-round-over = Action Round over
boards-next-enter = Next: enter the action boards
boards-enter = Enter the action boards
boards-stay = Stay
boards-leave = Leave: drop these boards
boards-how-to-type = Type each board (A B C R < > ^ . A* B* R* @UR … ~X, any case) or click the palette; leave the cards where they lie until the resolution agrees. F1: keys.
boards-phone-done = { $name }: done
boards-phone-typing = { $name } typing
boards-phone-away = { $name } (phone away)
boards-on-phones = On phones: { $people }

## The debrief and the coach beside the score card
debrief-heading = Debrief
debrief-show-event = Show this event in the resolution
coach-ask = What would have worked?
coach-ask-hint = Search the smallest changes to the boards that save the ship (or score more)
coach-trying = Trying plans: { $done } of { $total }
coach-cancel = Cancel
coach-failed = The search stopped without an answer
coach-cancelled-after = Cancelled after { $count } plans
coach-tried = { $count ->
    [one] { $count } plan tried
    *[other] { $count } plans tried
    }
coach-none-better = No plan with one or two changes would have done better
coach-open-what-if = Open what-if { $number } ({ $points } points)
coach-what-if = What if: { $sentence }
coach-turn = turn { $turn }

## The ship's log screen
shiplog-no-mission = There is no mission { $id } in the ship's log
shiplog-read-again = Read again
shiplog-campaigns = Campaigns
shiplog-crew = Crew
shiplog-reading = Reading the ship's log…
shiplog-unreadable = The ship's log cannot be read
shiplog-empty = No missions logged yet
shiplog-empty-hint = Save a mission from its score card, or log one with `sitting-duck resolve GAME.yaml --log`.
shiplog-no-win-yet = no win yet
shiplog-average = average score { $average }
shiplog-figures = { $crew }: { $played ->
    [one] { $played } mission
    *[other] { $played } missions
    } played, { $won } won, { $lost } lost · { $average }
shiplog-whole-log = The whole log: { $crews ->
    [one] { $crews } crew
    *[other] { $crews } crews
    }, { $missions ->
    [one] { $missions } mission
    *[other] { $missions } missions
    }, { $won } won
shiplog-head-date = Date
shiplog-head-track = Track
shiplog-head-track-detail = threats: common / serious
shiplog-head-destroyed = Destroyed
shiplog-head-survived = Survived
shiplog-head-confirmed = Confirmed
shiplog-head-penalties = Penalties
shiplog-head-penalties-detail = damage · KO · bots
shiplog-head-total = Total
shiplog-not-counted = not counted
shiplog-all-in-order = all { $count }, in the order played
shiplog-last-in-order = the last { $shown } of { $count }, in the order played
shiplog-only-last = Only the last { $count }
shiplog-show-all = Show all { $count }
shiplog-replay-button = Replay #{ $id }
shiplog-replay-hint = Resolve this mission again and step through it
shiplog-replay-name = Replay mission { $id }
shiplog-no-track = no track

## A logged mission replayed
replay-matches = The replay gives exactly the logged result
replay-differs = The replay differs from the logged result ({ $fields }): the rules have changed since this mission was logged
replay-unreadable = The logged result cannot be read ({ $why }), so the replay is unchecked
replay-banner = Replay of mission { $id } · { $page } · { $date } · { $track } · logged: { $result }
replay-card-title = Score card of the replay
replay-lost = lost
replay-total = Replayed total: { $total }
replay-logged = Logged: { $result }

## Threats and data on the mission screen
mission-incoming-data = INCOMING DATA · each player may draw { $cards ->
    [one] one action card
    *[other] { $cards } action cards
    }
mission-incoming-data-androids = INCOMING DATA · each player may draw { $cards ->
    [one] one action card
    *[other] { $cards } action cards
    }, then { $shared ->
    [one] one action card
    *[other] { $shared } action cards
    } in turn for the androids
mission-zone = Zone { $zone }
mission-internal = Internal
zone-red = red
zone-white = white
zone-blue = blue
pile-common-external = common external
pile-serious-external = serious external
pile-common-internal = common internal
pile-serious-internal = serious internal

## Campaigns
campaign-running = {" "}· running score { $score }
campaign-banner = Campaign: mission { $mission } of { $planned }{ $running }
campaign-carries = The ship carries: { $ship }
campaign-crew-changed = This campaign is flown by { $crew }: an Exploration Campaign keeps its crew to the end, so bring that crew back (a campaign is ended early on the repairs screen)
campaigns-none = No campaign in the ship's log yet.
campaigns-how = To fly one: on the setup screen, beside "{ $start }", choose "{ $two }" or "{ $three }". Its missions, the ship carried between them and its score are kept here.
campaigns-name = Campaign { $id }
campaigns-lost = Campaign lost: no score
campaigns-running-score = Running score { $score }
campaigns-score = Campaign score { $score }
campaigns-none-flown = No mission flown yet
repairs-end-here = End the campaign here
repairs-next-ship = The ship for the next mission
repairs-heading = Repairs after mission { $mission } of { $planned }{ $running }
repairs-ship-left = The ship as the mission left it
repairs-knocked-out = knocked out: recovers, repairs nothing
repairs-squad-starts = The usable squad starts in
repairs-at-most = (at most { $count } tiles per zone)

## The boards screen's threats and problems
entry-threat = T+{ $turn } { $zone }, { $pile }
entry-unconfirmed = { $threat }, unconfirmed
entry-trajectories-problem = trajectories: { $problem }
entry-pick-card = { $threat }: pick the card drawn
entry-board-problem = { $name }'s board, { $problem }
entry-no-crew = no crew: add a board
entry-hint-double-specialization = A> ^ . C  (12 spaces; A> = double card, S / S+ = specialization card)
entry-hint-double = A> ^ . C  (12 spaces; A> = double card A then >, ~A = Oops)
entry-hint-specialization = A > ^ . C  (12 spaces; ~A = Oops, S / S+ = specialization card, S:> = with a move)
entry-hint = A > ^ . C  (12 spaces; ~A = Oops, A* = heroic)

## Sound
sound-silent = No sound: the ship's computer speaks on screen only.
sound-stalled = no sound for { $seconds } s

## The coach's suggestions in words (gui/widgets/labels)

## Specializations' titles (gui/widgets/labels/specialization.rs)
spec-rocketeer = Rocketeer
spec-data-analyst = Data Analyst
spec-energy-technician = Energy Technician
spec-pulse-gunner = Pulse Gunner
spec-medic = Medic
spec-teleporter = Teleporter
spec-hypernavigator = Hypernavigator
spec-special-ops = Special Ops
spec-squad-leader = Squad Leader
spec-mechanic = Mechanic

## The boards' specialization row (gui/screens/entry/modules.rs)
entry-specialization = Specialization
entry-specialization-none = none
entry-specialization-of = { $name }'s specialization
entry-specialist-level = { $name } level { $level }
entry-teleport = Teleport
entry-teleport-departure = departure
entry-teleport-arrival = arrival
entry-teleport-token = { $name }'s { $token } token
entry-level-1 = Level 1: one card, the basic face, used once
entry-level-2 = Level 2: one card, basic or advanced face, used once
entry-level-3 = Level 3: both cards, two uses (one basic, one basic or advanced)

## The ship board's labels (gui/widgets/ship_board, gui/widgets/labels)
board-specialist = { $title } { $level } · { $left } { $left ->
        [one] card
       *[other] cards
    } left
board-knocked-out = { $name } (knocked out)
board-station-empty = empty
board-station = Station { $station }: { $names }
board-reactor = Reactor { $zone }: { $have } of { $capacity }
board-shield = Shield { $zone }: { $have } of { $capacity }
board-damage-none = Damage { $zone }: 0
board-damage = Damage { $zone }: { $count } ({ $tiles })
board-threat-in = in { $stations }
board-threat-space = space { $space }
board-threat-phased = , phased out
board-threat = Threat T{ $turn } { $threat }: { $left } of { $hit_points } hit points left, { $place }{ $phased }
board-interceptors-docked = docked
board-interceptors-out-with = { $name } is out
board-supplies = Fuel: { $fuel }, rockets aboard: { $rockets }, in flight: { $flying }, interceptors: { $pilot }
board-legend = Trajectory marks: the shade and the 1 2 3 beside the squares are the distance (1 is nearest the ship: what a cannon's range counts); X Y Z: the threat acts there; a line joins each threat token to its square; an orange beam is a cannon fired this turn, with its strength.
board-fired = Fired: { $cannon } (strength { $strength })
board-interceptors-range = interceptors at range { $range }
board-door-sealed = { $door } sealed
board-shields-off = shields off
board-shields-reversed = shields reversed
board-optics-disrupted = optics disrupted in { $zone }
board-temporary-shield = temporary shield +{ $points } in { $zone }
board-threats-slowed = external threats slowed this turn
board-ends-after = the mission ends after turn { $turn }
board-mine = mine ({ $by })
board-poison-drone = poison drone ({ $by })
board-afflicted = poisoned or infected by { $by }
board-host = host of { $by }
board-lift-damaged = Gravolift { $zone }: damaged
board-lift-working = Gravolift { $zone }: working
board-chip-hull = hull
board-chip-lift = lift
board-chip-upper-gun = upper gun
board-chip-upper-gun-short = U gun
board-chip-lower-gun = lower gun
board-chip-lower-gun-short = L gun
board-chip-shield = shield
board-chip-shield-short = shld
board-chip-reactor = reactor
board-chip-reactor-short = react
board-tile = Damage tile { $zone } { $number }: { $tile }
board-word-shield = shield
board-word-reactor = reactor
board-word-fuel = fuel
board-fuel = Fuel: { $fuel }
board-rockets-chip = rockets { $rockets }  ·  in flight { $flying }
board-rockets = Rockets aboard: { $rockets }, in flight: { $flying }
board-interceptors-out-range = out: { $name }, range { $range }
board-interceptors-out = out: { $name }
board-interceptors-chip = interceptors { $status }
board-interceptors = Interceptors: { $status }
board-figure = Figure { $name } in { $station }
board-squad-with = with { $name }
board-squad-stored = stored
board-squad-disabled = disabled
board-squad-active = active
board-squad = Battlebot squad { $number }: { $condition }, { $place }

## The ship's log's summary and pages (gui/screens/shiplog)
shiplog-lost = lost
shiplog-destroyed-by = destroyed by { $by }
shiplog-lost-destroyed-by = lost: destroyed by { $by }
shiplog-best-per-track = Best per track
shiplog-scores-over-time = Scores over time
shiplog-failures = Failures
shiplog-always-home = The ship always came home
shiplog-none-won = No mission won yet
shiplog-best-mission = mission { $id }
shiplog-no-place = no place for the ship's log on this machine (no data directory)
shiplog-cannot-start = cannot start reading the ship's log: { $error }
shiplog-reader-stopped = the ship's log reader stopped
shiplog-role-captain = captain
shiplog-role-comms = comms
shiplog-role-security = security
shiplog-role-android = android
shiplog-cannot-replay = Mission { $id } cannot be replayed: its game file: { $error }
month-jan = Jan
month-feb = Feb
month-mar = Mar
month-apr = Apr
month-may = May
month-jun = Jun
month-jul = Jul
month-aug = Aug
month-sep = Sep
month-oct = Oct
month-nov = Nov
month-dec = Dec

## The campaign page's missions (gui/screens/campaign)
campaign-mission-number = Mission { $number }
campaign-points = { $points } points
campaign-started-from = Started from
campaign-no-damage = no damage
campaign-repairs-after = Repairs after
repairs-rule = Between missions every crew member takes one step, captain first: one knocked out in the mission only recovers; anyone else repairs one damage tile or one disabled battlebot squad, or passes. At most 2 tiles of one zone are repaired. What is not repaired stays: a damaged reactor or shield starts 1 energy lower, a structural tile doubles all damage to its zone, a disabled squad stays behind. Malfunctions and intruders are gone.
repairs-squad-starts-in = Squad starts in { $station }

## The apply notices (gui/apply)
notice-restored = restored the boards from { $path }
notice-cannot-autosave = cannot autosave to { $path }: { $error }
notice-loaded = loaded { $path }
notice-type-path = type the path of the game file to write
notice-saved = saved { $path }
notice-saved-to-fix = saved { $path } ({ $count ->
        [one] 1 problem
       *[other] { $count } problems
    } left to fix)
notice-cannot-write = cannot write { $path }: { $error }
notice-end-not-saved = The end was not saved: { $error }
notice-saved-campaign = Saved as mission { $id } of the campaign ({ $path })
notice-not-saved = Not saved: { $error }
notice-repairs-not-saved = Repairs not saved: { $error }
notice-no-ship-log = no ship's log on this machine
notice-too-early = Too early to end: allowed once the second phase has ended ({ $time })
notice-test-run = A test run is played to its end
notice-not-shared = Not shared: { $why }
notice-not-shared-no-folder = Not shared: no data folder on this machine; type a file for the report
notice-not-shared-folder = Not shared: cannot make { $path }: { $error }
notice-not-shared-file = Not shared: cannot write { $path }: { $error }
notice-report-written = Report written to { $path } (one HTML file: open it in a browser, or send it)
notice-seed-whole = the seed must be a whole number

## Action cards in words (gui/widgets/card_face.rs describe, the action row)
action-empty = empty
action-battlebots = battlebots
action-red-arrow = red arrow
action-blue-arrow = blue arrow
action-gravolift = gravolift
action-heroic = heroic { $card }
action-heroic-move = heroic move to { $station }
action-tripped = Oops, I tripped ({ $card })
action-double = double action: { $first }, then { $second }
action-face-advanced = advanced
action-face-basic = basic
action-specialization-with = specialization card ({ $face }) with { $with }
action-specialization = specialization card ({ $face })
board-plays = { $name } plays { $card }
notice-cannot-read = cannot read { $path }: { $error }
notice-cannot-restore = cannot restore { $path }: { $error }

## The campaign's ship and page, the repairs' choices, words and refusals; the window's
## messages on standard error
campaign-zone-tiles = { $zone } zone: { $tiles }
campaign-zone-no-damage = { $zone } zone: no damage
campaign-squads-aboard = battlebots: both squads aboard
campaign-squad-disabled = battlebots: 1 squad disabled (left behind); the other starts in { $station }
campaign-squads-disabled = battlebots: { $count } squads disabled (left behind)
campaign-page-line = { $crew } · { $flown } of { $planned } missions · { $status }
campaign-status-flying = flying
campaign-status-stopped = stopped
campaign-status-lost = lost
campaign-status-complete = complete
campaign-page-score = threats { $threats } + visual confirmation { $visual } (average) · final ship: damage { $damage }, knocked out { $knocked }, squads { $squads }
repairs-option-pass = pass
repairs-option-squad = squad
repairs-option-tile = { $zone } { $tile }
repairs-did-recover = { $name } recovers
repairs-did-pass = { $name } passes
repairs-did-tile = { $name } repairs the { $zone } { $tile } tile
repairs-did-squad = { $name } repairs a battlebot squad
repairs-refused-steps = { $steps ->
        [one] { $steps } repair step
       *[other] { $steps } repair steps
    } for { $crew ->
        [one] { $crew } crew member
       *[other] { $crew } crew members
    }: one each
repairs-refused-knocked-out = { $name } was knocked out: they recover and repair nothing
repairs-refused-no-tile = { $name }: zone { $zone } carries no { $tile } tile
repairs-refused-zone-limit = { $name }: zone { $zone } already had { $count } tiles repaired
repairs-refused-no-squad = { $name }: no battlebot squad is disabled
notice-settings-defaults = { $error }; starting from the defaults
window-no-display = sitting-duck: no display (neither DISPLAY nor WAYLAND_DISPLAY is set), so the app cannot open.
window-cannot-open = sitting-duck: cannot open the app's window: { $error }
window-headless-help =
    The headless commands work without a display:
      sitting-duck resolve GAME.yaml [--seed N] [--json]         resolve a played mission
      sitting-duck generate [--seed N] [--players 4|5] [--difficulty D]
                                                                 print a random mission track
      sitting-duck render TRACK.yaml -o OUT.wav [--voice-only]   render a mission's soundtrack
      sitting-duck log list|show|stats|export                    read the ship's log
      sitting-duck threats [CARD]                                list the threat cards
      sitting-duck serve GAME.yaml [--port N]                    show a game's score on phones
    Run `sitting-duck <command> --help` for the details.

## The boards screen's problems with a board; a logged mission replayed
entry-space-not-a-card = space { $space }: `{ $token }` is not a card
entry-not-a-card = `{ $token }` is not a card
entry-too-many-cards = { $count } cards: a board has 12 spaces (remove { $extra })
replay-not-an-object = the stored result is not a JSON object
replay-source = mission { $id } of the ship's log
notice-catalog-not-loaded = the threat catalog does not load: { $error }
notice-no-shipped-track = no shipped track is called { $stem }
entry-board-n-problem = board { $board }: { $problem }
entry-zone-tiles-problem = { $zone } damage tiles: { $problem }

## A zone's mark in words, for screen readers (app/src/gui/widgets/zone_mark.rs)
zone-mark-words = zone { $zone }: { $shape } { $letter }
zone-mark-red = Red
zone-mark-white = White
zone-mark-blue = Blue
zone-mark-internal = Internal
zone-mark-triangle = triangle
zone-mark-circle = circle
zone-mark-square = square
zone-mark-diamond = diamond

## A threat's card the catalog does not know (boards screen)
entry-threat-problem = { $threat }: { $problem }
entry-called-card-problem = { $threat }, the card it calls: { $problem }
notice-autosave-stopped = the autosave stopped without writing: the boards are still here; save them as a game file to keep them

## The errors a person meets reading and writing files (in English, the system's own words)
io-not-found = No such file or directory
io-permission-denied = Permission denied
io-is-a-directory = Is a directory
io-not-a-directory = Not a directory
phones-deal = Deal the action cards on the phones
phones-deal-hint = Each player's phone is their hand and board in the Action Round; the boards arrive by themselves when it ends
backs-title = What the table sees: the backs of the cards played
backs-count = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
backs-legend = Square on top: action half. Arrow: movement half. Two squares: double face. Dot: heroic or specialization card.
backs-empty = empty
backs-action = action half on top
backs-movement = movement half on top
backs-double = double face on top
backs-special = { $half }, heroic or specialization card
setup-solo-hand = Solo: play the cards on this screen
setup-solo-hand-hint = The app deals you the whole deck and you program every figure here; the boards arrive by themselves
