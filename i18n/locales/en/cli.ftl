## Area `cli` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.
cli-unknown-language = unknown language `{ $language }` (en, de, fr, cs or es)
cli-warning = warning: { $warning }
cli-resolved-not-logged = the mission was resolved but not logged
cli-logged = logged as mission { $id } in { $db }
cli-cannot-read-game = { $file }: cannot read the game file: { $reason }
cli-game-problems = { $file }: { $problems ->
        [one] { $problems } problem
       *[other] { $problems } problems
    }; nothing was resolved
cli-cannot-read-cards = { $file }: cannot read the card file: { $reason }
cli-card-problems = { $file }: { $problems ->
        [one] { $problems } problem
       *[other] { $problems } problems
    }; no card was added
cli-report-ambiguous = `{ $text }` is both a mission id and a file here; write `./{ $text }` to mean the file, or run the command from another directory to mean the mission
cli-report-id-too-large = `{ $text }`: not a mission id (too large)
cli-report-seed-of-logged = --seed: a logged mission is reported with the seed it was played with
cli-report-cannot-write = cannot write the report to { $file }: { $reason }
cli-report-written = report written to { $file }
cli-report-source-file = the game file { $file }
cli-no-log-place = no place for the ship's log on this machine; give --db
cli-report-no-mission = { $db }: no mission { $id } in the ship's log (`sitting-duck log list` shows the ids)
cli-report-cards-do-not-load = the homebrew cards of --with do not load
cli-report-logged-game-does-not-load = { $db }: the game file logged with mission { $id } does not load (a homebrew card? give it with --with):
cli-report-source-log = mission { $id } of the ship's log
cli-render-done = { $track }: { $clips } clips, { $length } at { $rate } Hz -> { $file }
cli-serve-cannot = cannot serve the terminals: { $reason }
cli-serve-serving = Serving the resolution of { $mission } (read-only).
cli-serve-code = Join code: { $code }
cli-serve-stop = Press Ctrl-C to stop.
cli-coach-edits = --edits { $edits }: expected 1 to 12 changes
cli-coach-top = --top 0: expected at least 1 suggestion
cli-coach-keep-player = --keep-player { $name }: no crew member of that name (the crew: { $crew })
cli-generate-clock = the system clock is before 1970; pass --seed
cli-generate-cannot-write = could not write the track to standard output
cli-generate-difficulty-profile = --difficulty applies to the cd profile only: a { $profile } mission has its own threat points
cli-generate-difficulty-range = --difficulty { $difficulty } is out of range: { $low }-{ $high } threat points for { $players } players
cli-cannot-write-stdout = cannot write to standard output
cli-cannot-write-file = writing { $file }
cli-card-written = { $track }: card written to { $file }
cli-card-printed = { $track }: card printed to { $file }
cli-card-no-track = { $named }: no such file, and no shipped track is called that (try `mission-1`, "Simulation 2" or a track file)
cli-log-export-cannot-write = cannot write the export to { $file }: { $reason }
cli-log-no-campaign = { $db }: no campaign { $id } in the ship's log (`sitting-duck log list --campaign` lists them)
cli-log-no-explorer = { $db }: no explorer { $id } in the ship's log (`sitting-duck log explorers` lists them)
cli-log-no-campaigns = No campaigns in the ship's log.
cli-log-no-explorers = No explorers in the ship's log.
cli-log-no-page = { $db }: no page { $name } in the ship's log; its pages: { $pages }
cli-log-empty = The ship's log at { $db } has no missions yet.
cli-log-none-yet = none yet
cli-log-column-id = id
cli-log-column-played = played
cli-log-column-crew = crew
cli-log-column-track = track
cli-log-column-threats = threats
cli-log-column-modules = modules
cli-log-column-outcome = outcome
cli-log-column-score = score
cli-log-destroyed-by = destroyed by { $threat }
cli-log-won = won
cli-log-lost = lost
cli-log-show-mission = mission { $id }
cli-log-show-crew = crew
cli-log-show-played = played
cli-log-show-track = track
cli-log-show-soundtrack = soundtrack
cli-log-show-threats = threats
cli-log-show-modules = modules
cli-log-show-seed = seed
cli-log-show-outcome = outcome
cli-log-show-threats-value = common { $common }, serious { $serious }
cli-log-show-lost-to = lost, destroyed by { $threat }
cli-log-show-score-card = score card:
cli-log-show-debrief = debrief:
cli-log-show-game = game file (replay with `sitting-duck resolve`):
cli-log-show-events = event log:
cli-log-debrief-made-now = (logged before the log kept debriefs: made now from the stored game file)
cli-log-debrief-none-no-load = (logged before the log kept debriefs, and its game file no longer loads)
cli-log-debrief-as-logged-no-load = (as logged, in the words of that day: the game file no longer loads; a homebrew card can be given with --with)
cli-log-debrief-as-logged-differs = (as logged, in the words of that day: the game file resolves differently now)
cli-log-events-as-logged = (as logged, in the words of that day)
cli-log-stats-counts = missions played { $played }, won { $won }, average score { $average }
cli-log-stats-best = best on { $track }: { $best } (mission { $mission })
cli-log-stats-lost = lost mission { $id } ({ $played }, { $track }): { $reason }
cli-log-ship-lost = ship lost
cli-log-no-track = no track
# Error contexts of the command line (app/src/cli).
cli-writing-json = writing JSON
cli-coach-starting-threads = starting the search threads
cli-render-encoding-cues = encoding the cue list
cli-catalog-broken = the shipped threat catalog is broken:
# `log list --campaign [ID]` (app/src/cli/log_campaign.rs).
cli-campaign-column-started = started
cli-campaign-column-missions = missions
cli-campaign-column-status = status
cli-campaign-status-flying = flying
cli-campaign-status-stopped = stopped
cli-campaign-status-lost = lost
cli-campaign-status-complete = complete
cli-campaign-heading = Campaign { $id } of { $crew }, started { $started }: { $flown } of { $planned ->
        [one] { $planned } mission
       *[other] { $planned } missions
    }, { $status }
cli-campaign-mission = mission { $position } (log id { $id }, { $track }): { $result }
cli-campaign-mission-lost = lost
cli-campaign-mission-won = won, { $points } points
cli-campaign-started-from = started from: { $ship }
cli-campaign-repairs-after = repairs after: { $repairs }
cli-campaign-running-score = running score: { $score }
cli-campaign-final-score = campaign score: { $score }
cli-campaign-zone-tiles = { $zone }: { $tiles }
cli-campaign-squad-left = 1 battlebot squad left behind (the other starts in { $station })
cli-campaign-squads-left = { $count } battlebot squads left behind
cli-campaign-new-ship = a new ship
cli-campaign-score = { $total } (threats { $threats }, visual confirmation { $visual }, final ship: damage { $damage }, knocked out { $knocked }, squads { $squads })
cli-campaign-no-score-lost = no score: a mission was lost
cli-campaign-no-mission-yet = no mission flown yet
# `log explorers [ID]` (app/src/cli/log_explorers.rs).
cli-explorer-column-name = name
cli-explorer-column-level = level
cli-explorer-column-boxes = boxes
cli-explorer-column-xp = xp
cli-explorer-column-status = status
cli-explorer-column-specializations = specializations
cli-explorer-status = { $status }, { $clones ->
        [one] { $clones } clone used
       *[other] { $clones } clones used
    }
cli-explorer-none-learned = none
cli-explorer-boxes-full = full
cli-explorer-heading = Explorer { $id }: { $name }
cli-explorer-sheet = level { $level } ({ $boxes } boxes), { $xp } XP, { $status }
cli-explorer-specializations = specializations: { $list }
cli-explorer-achievements = achievements: { $count }
cli-explorer-achievement = { $name } ({ $category }, { $xp } XP, run { $run })
cli-explorer-achievement-ticked = { $name } ({ $category }, { $xp } XP, run { $run }, ticked by the crew)
cli-explorer-runs = runs: { $count }
cli-explorer-run = run { $run } ({ $kind }, { $what }, { $settled }): { $result }, +{ $xp } XP (+{ $achievement_xp } achievements), level { $before } -> { $after }
cli-explorer-run-mission = mission { $id }
cli-explorer-run-campaign = campaign { $id }
cli-explorer-run-score = score { $score }
cli-explorer-run-lost = lost
# Track files (app/src/shell/tracks.rs) and the settings file (app/src/shell/settings.rs).
files-no-shipped-track = no shipped track is called { $stem }
files-type-track-path = type the path of a track file
files-cannot-read-track = { $file }: cannot read the track: { $reason }
files-track-not-regular = { $file }: not a regular file (a device, a pipe or a folder); give a track file
files-track-too-large = { $file }: over 1 MB, too large for a track
settings-cannot-read = cannot read settings { $path }
settings-bad-file = bad settings file { $path }
settings-not-regular = the settings { $path } are not a regular file (a device or a pipe): not read
settings-too-large = the settings file { $path } is too large to be settings (more than 1 MiB): not read
settings-cannot-create-folder = cannot create settings directory { $path }
settings-cannot-encode = cannot encode settings
settings-cannot-write = cannot write settings { $path }
cli-output-is-input = { $option } { $file }: this command reads that file; nothing was written (choose another file)
cli-deal-heading = { $track }: { $players ->
    [one] 1 player
   *[other] { $players } players
}, { $androids ->
    [0] no androids
    [one] 1 android
   *[other] { $androids } androids
}, seed { $seed }
cli-deal-player = Player { $seat }
cli-deal-phase = Phase { $phase }: { $cards }
cli-deal-figure = Figure { $figure } holds: { $cards }
cli-deal-pile = The pile, top card first ({ $count } cards):
cli-deal-solo-hand = The solo player's hand: the whole deck ({ $count } cards):
cli-deal-levels-without = --levels needs specializations (--modules specializations, or a track that plays them)
cli-deal-levels-count = --levels gives { $given } levels for { $figures } figures: one level per figure, players first, then androids
cli-deal-crew = cannot deal for { $players } players and { $androids } androids: the ship holds one to five figures
cli-deal-phases = cannot deal { $phases } phases: a track has two or three
