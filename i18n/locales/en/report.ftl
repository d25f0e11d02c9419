## The mission report (app/src/report/): the HTML page and the forum post. Names, card names
## and log lines are arguments; the page escapes what the user wrote ($source arrives escaped).

report-page-title = { $title }: mission report
report-ship-at-the-end = The ship at the end
report-footer = Made by Sitting Duck from { $source } (seed { $seed }). The ship's computer resolved every turn by the rules; this page needs no network.
report-crew-page = Crew: { $crew }
report-played = Played { $date }
report-players = { $players } players
report-spoiler-free = Spoiler-free: the threat cards drawn are not named; each threat is told by its severity, zone and turn, as it was announced.
report-crew = Crew
report-crew-member = Crew member
report-color = Color
report-roles = Roles
report-action-board = Action board
report-at-the-end = At the end
report-the-track = The track
report-trajectories = { $title }; trajectories: red { $red }, white { $white }, blue { $blue }, internal { $internal }.
report-turn = Turn
report-announced = Announced
report-zone = Zone
report-announced-threat = Threat
report-announced-serious = Serious threat
report-unconfirmed = unconfirmed
report-threats-and-fate = Threats and their fate
report-card = Card
report-threat = Threat
report-fate = Fate
report-damage-taken = Damage taken
report-score-card = Score card
report-not-counted = Not counted: the ship was destroyed
report-total = Total
report-no-score = No score: the ship was destroyed
report-debrief = Debrief
report-nothing-to-say = Nothing to say: every action did what it was meant to.
report-turn-by-turn = Turn by turn
report-turn-jump = Turn { $turn } (the jump)
report-turn-n = Turn { $turn }
report-events = { $events } events
report-internal = internal
report-color-red = red
report-color-yellow = yellow
report-color-green = green
report-color-blue = blue
report-color-purple = purple
report-color-none = none
## A spoiler-free threat's name (the first letter is made a capital)
report-spoiler-threat = { $zone } threat of turn { $turn }
report-spoiler-serious-threat = serious { $zone } threat of turn { $turn }
report-spoiler-internal = internal threat of turn { $turn }
report-spoiler-serious-internal = serious internal threat of turn { $turn }
report-fate-destroyed = destroyed
report-fate-survived = survived
report-fate-ignored = ignored
report-fate-in-flight = in-flight
report-carried = The ship started this mission of a campaign carrying damage: { $damage }.
report-carried-squads = { $squads } battlebot { $squads ->
        [one] squad
       *[other] squads
    } disabled
report-a-mission = A mission
report-headline-won = Mission complete: { $total } points
report-headline-lost-to = Ship lost to { $threat }
report-headline-lost = Ship lost
report-role-communications = communications officer
report-role-security = chief of security
report-role-captain = captain
report-role-android = android
report-damage-of = { $damage } of { $hit_points }
report-how-it-ended = How it ended
report-in-the-interceptors = in the interceptors
report-knocked-out-at = { $place }, knocked out

## The forum post (report --markdown)
report-post-played = played { $date }
report-post-spoiler-free = Spoiler-free: the threat cards are not named, only their severity, zone and turn.
report-post-no-color = no color
report-post-track = Track
report-post-trajectories = { $title }; trajectories red { $red }, white { $white }, blue { $blue }, internal { $internal }
report-post-transcript = **What the ship's computer said**
report-post-what-happened = **What happened** (the short log)

## The ship drawn at the end (app/src/report/svg.rs)
report-svg-label = The ship board at the end of the mission
report-svg-squad-disabled = battlebots { $squad } (disabled)
report-svg-squad-ready = battlebots { $squad } (ready)
report-svg-shield = shield { $energy }/{ $capacity }
report-svg-reactor = reactor { $energy }/{ $capacity }
report-svg-damage-doubled = damage doubled
report-svg-zone-damage = { $zone } zone: { $tiles } damage
report-svg-interceptors-out = out with { $crew }
report-svg-interceptors-docked = docked
report-svg-supplies = Fuel capsules { $fuel } · rockets aboard { $rockets } · interceptors { $interceptors } · turn { $turn }

## The report's transcript (app/src/report/html.rs)
report-transcript-heading = What the ship's computer said
report-transcript-time = Time
report-transcript-announcement = Announcement
