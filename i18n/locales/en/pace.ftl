## Area `pace` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.
## Pacing: the tempo, "repeat", the transcript, and the flight school.

## The tempo on the setup screen
pace-tempo-label = Tempo
pace-tempo-normal = 1x (the CD)
pace-tempo-chip = Tempo { $tempo }
pace-tempo-normal-hint = The CD's tempo: a mission's Action Round lasts 10:00
pace-tempo-slower-hint = Every time of the track { $tempo } later: a 10:00 Action Round lasts { $length }; the voice keeps its speed

## Repeat the last announcement
pace-repeat = Repeat
pace-repeating = Repeat: { $words }
pace-repeat-silent = No sound to repeat; it said: { $words }

## The transcript when the Action Round is over
pace-transcript = Transcript: { $count } announcements
pace-transcript-tempo = Transcript: { $count } announcements, at tempo { $tempo }

pace-shortcut-repeat = Repeat the last announcement (the mission clock waits for it)

## The flight school on the setup screen
school-heading = Flight school
school-about = Guided and untimed: after each announcement the clock waits and the screen says what to do.
school-card-title = Flight school · { $lesson }
school-begin = Begin  [Enter]
school-continue = Continue  [Enter]

school-lesson-1 = 1 · First test run
school-lesson-2 = 2 · Second test run
school-lesson-3 = 3 · Simulation
school-lesson-4 = 4 · Advanced simulation
school-lesson-5 = 5 · First mission

school-introduces-1 = Two phases, common threats outside the ship; incoming data and data transfers
school-introduces-2 = The same, faster: a threat comes just after the phase change
school-introduces-3 = Three phases; serious threats, unconfirmed reports, communications down
school-introduces-4 = Threats inside the ship: battlebots and the interceptors against them
school-introduces-5 = A real mission: everything, with heroic actions and visual confirmation

school-briefing-1 = This flight has two phases instead of three and only common threats outside the ship. Each player holds five action cards for the first phase and plays them face down on turns 1 to 3 of their action board: the half turned up is the action. Talk as much as you like, but never show your cards. After every announcement the clock stops here and this screen says what to do.
school-briefing-2 = Another two-phase flight. Plan turn by turn with the others: who fires which cannon, who moves energy to the shields. You may end a phase early by picking up your next cards; your earlier turns are then fixed.
school-briefing-3 = Three phases now: turns 1-3, 4-7 and 8-12. Serious threats hit harder and take more damage. An unconfirmed report counts only with five players. When communications are down nobody may speak.
school-briefing-4 = Threats now appear inside the ship: intruders and malfunctions. Fight intruders with battlebots (activate a squad with C where it lies, then attack with the robot half); repair malfunctions with the action of the system they block.
school-briefing-5 = A full mission: heroic action cards and visual confirmation (C on the lower white station) join in. This is the CD's first mission; after it, play the missions without the school.

## What an announcement means and what to do now
school-start = The Action Round has begun. Pick up your five first-phase cards and plan turns 1 to 3 together: say what you intend, play face down.
school-threat-external = A threat appears on turn { $turn }. { $who } draws the top { $serious ->
        [yes] serious
       *[no] common
    } external card (the app shows the one it drew), lays it beside the { $zone } trajectory with token { $turn }. Plan to be ready for it from turn { $turn }: fire the cannons of its zone, keep the shields up.
school-threat-internal = A threat appears inside the ship on turn { $turn }. { $who } draws the top { $serious ->
        [yes] serious
       *[no] common
    } internal card (the app shows the one it drew), lays it beside the internal trajectory with token { $turn }. Plan who goes to meet it from turn { $turn }.
school-ignored = An unconfirmed report is only a threat for a crew of five. You are { $crew }: ignore it and draw nothing.
school-incoming = Incoming data: each player may draw { $each } action { $each ->
        [one] card
       *[other] cards
    } from the deck.
school-transfer = Data transfer: each player may give one card (not a heroic one) to another, hand to hand, before the count ends.
school-comms-down = Communications are down: nobody may speak or point until "communications restored". Keep planning in silence.
school-comms-restored = You may talk again: tell the others what you planned.
school-warning = { $seconds ->
        [60] One minute
       *[other] Twenty seconds
    } of mission time left in this phase: finish planning its turns; the cards you leave on them when it ends are your actions.
school-phase-end = Phase { $phase } is over: its cards are fixed. Pick up your cards for the next phase, add them to the ones left, and plan turns { $turns }.
school-round-over = The Action Round is over. Next, enter each action board and watch the ship's computer resolve them turn by turn.
