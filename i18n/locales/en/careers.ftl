## Area `careers` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.
## The expansion's experience system: explorers at setup, the score card's XP and
## achievements, the explorers' page.

## Setup: the explorer each crew member plays
careers-explorer = Explorer
careers-explorer-of = Player { $player }'s explorer
careers-no-explorer = no explorer
careers-explorer-label = { $name } (level { $level }, { $status })
careers-status-cloning = cloning
careers-status-hardcore = hardcore
careers-status-dead = dead
careers-new-explorer = New explorer
careers-new-explorer-open = New explorer…
careers-name-hint = name
careers-refuse-cloning = Refuses cloning
careers-refuse-cloning-tooltip = Hardcore: skips the dotted boxes of each level, and dies with the ship
careers-create = Create explorer
careers-open = Explorers
careers-open-tooltip = Every explorer's level, XP, achievements, clones and runs; spend specialization points
careers-made = Explorer { $name } joined the ship's log
careers-no-log = There is no ship's log on this machine to keep explorers in
careers-problem-dead = { $name } died (refused cloning) and cannot fly again
careers-problem-unspent = { $name } has { $points ->
    [one] one specialization point
   *[other] { $points } specialization points
} to spend before departure (Explorers page)
careers-problem-twice = { $name } is seated twice
careers-problem-missing = the explorer of { $name } is not in the ship's log

## The score card
careers-card-heading = Careers
careers-card-xp = { $name }: +{ $xp } XP (run { $run }, achievements { $achievements })
careers-card-level-up = , level up to { $level }!
careers-card-died = { $name } died with the ship
careers-card-clone = { $name } lost a clone: no XP
careers-card-ticked = { $name } (ticked)
careers-card-tick = Tick achievements for { $name }
careers-card-tick-line = { $name } ({ $category }, { $xp } XP)
careers-card-training = A test run or simulation: it earns nothing
careers-card-campaign = The campaign is one run: its XP and achievements come when it ends

## The explorers' page
careers-page-title = Explorers
careers-back = Back to setup  [Esc]
careers-page-none = No explorers yet: make one at setup
careers-page-dead = Dead: refused cloning and the ship was destroyed
careers-page-cloning = Consents to cloning; { $clones ->
        [one] { $clones } clone used
       *[other] { $clones } clones used
    }
careers-page-hardcore = Hardcore: refuses cloning
careers-page-level = Level { $level }: { $boxes } of { $of } boxes ({ $xp } XP in all)
careers-page-consent = Consent to cloning
careers-page-consent-tooltip = For good: there is no way back to hardcore
careers-page-xp-over-time = XP over time
careers-page-runs-axis = runs
careers-page-xp-axis = XP
careers-page-specializations = Specializations
careers-page-none-learned = none learned
careers-page-specialization = { $name } { $level }
careers-page-unspent = { $points ->
        [one] { $points } point to spend
       *[other] { $points } points to spend
    } before the next departure
careers-page-choose = choose
careers-page-learn-which = { $name }'s next specialization level
careers-page-learn = Learn
careers-page-achievements = Achievements ({ $count })
careers-page-earned = { $name } ({ $xp } XP)
careers-page-earned-ticked = { $name } ({ $xp } XP, ticked by the crew)
careers-page-runs = Runs ({ $count })
careers-page-kind-mission = mission
careers-page-kind-campaign = campaign
careers-page-kind-training = training
careers-page-run-xp = +{ $xp } XP, score { $score }
careers-page-run-clone = lost: a clone used
careers-page-run-died = lost: died
careers-page-run-training = no XP (training)

## Achievement categories
careers-category-missions = Missions
careers-category-campaigns = Campaigns
careers-category-social = Social
careers-category-close-calls = Close calls
careers-category-hot-shots = Hot shots
careers-category-expert = Expert
careers-category-addiction = Addiction
