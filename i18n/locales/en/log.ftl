## The ship's log: one line per event (words/src/log_text/).
## Card names, crew names and action tokens (A, B+, ~C, system letters) are arguments, kept
## as printed. Numbers are integers.

## The ship's nouns (missions/src/words.rs)
word-zone-red = red
word-zone-white = white
word-zone-blue = blue
word-zone-internal = internal
word-station-upper = upper { $zone }
word-station-lower = lower { $zone }
word-cannon-heavy = { $zone } heavy laser
word-cannon-light = { $zone } light laser
word-cannon-pulse = pulse cannon
word-source-rocket = rocket
word-source-interceptors = interceptors
word-reactor-central = central reactor
word-reactor = { $zone } reactor
word-shield = { $zone } shield
word-door-red-white = red-white door
word-door-white-blue = white-blue door
word-tile-structural = structural
word-tile-gravolift = gravolift
word-tile-upper-cannon = upper-cannon
word-tile-lower-cannon = lower-cannon
word-tile-shield = shield
word-tile-reactor = reactor
word-step-appear = threats appear
word-step-actions = actions
word-step-damage = damage
word-step-threats = threats
word-step-end-of-turn = end of turn

## Pieces of lines
log-card-falls-off = the card { $card } falls off the board
log-heroic-bonus = +{ $bonus } heroic
log-heroic-move = heroic move
log-heroic = heroic
log-by-gravolift = by the { $zone } gravolift
log-ignoring-shields = ignoring shields

## Why an action had no effect
log-no-effect-in-blue = already in the blue zone
log-no-effect-in-red = already in the red zone
log-no-effect-in-white = already in the white zone
log-no-effect-in-station = already in that station
log-no-effect-system-broken = the system is broken by a malfunction
log-no-effect-cannon-fired = the cannon already fired this turn
log-no-effect-no-energy = no energy in the reactor
log-no-effect-no-fuel = no fuel capsule left
log-no-effect-full = already full
log-no-effect-nothing-to-transfer = no energy to transfer
log-no-effect-interceptors-need-squad = the interceptors need an active battlebot squad
log-no-effect-interceptors-out = the interceptors are already out
log-no-effect-no-maintenance-due = no computer maintenance is due this turn
log-no-effect-computer-maintained = the computer is already maintained
log-no-effect-leads-squad = already leads an active battlebot squad
log-no-effect-no-squad-stored = no battlebot squad is stored here
log-no-effect-no-rockets = no rockets left
log-no-effect-rocket-launched = a rocket was already launched this turn
log-no-effect-leads-no-squad = leads no battlebot squad
log-no-effect-squad-disabled = the battlebot squad is disabled
log-no-effect-no-intruder = no intruder in this station
log-no-effect-knocked-out = knocked out
log-no-effect-out-of-reach = the intruder here is out of reach
log-no-effect-door-sealed = a sealed door is in the way
log-no-effect-phased-out = the malfunction is phased out, out of reach

## Why a board is delayed
log-delay-returned = returning from the interceptors
log-delay-tripped = Oops, I tripped
log-delay-damaged-gravolift = damaged gravolift
log-delay-gravolift-in-use = gravolift already used this turn
log-delay-slowing-intruder = entered a station held by an intruder that slows
log-delay-threat-action = a threat's action
log-delay-computer = the computer was not maintained
log-delay-still-in-space = still out in the interceptors

## Double actions
log-half-battlebots = battlebots
log-half-red-arrow = red arrow
log-half-blue-arrow = blue arrow
log-half-gravolift = gravolift
log-half-lost-launched = the first half launched the interceptors
log-half-lost-knocked-out = the first half knocked them out
log-half-lost-past-last-turn = delayed past turn 12 by the first half: { $why }

## The interceptors' range, squads, threats hurt
log-range-flew-out = C: one range out
log-range-no-card = no card: one range closer
log-range-card-delayed = a card they cannot use: one range closer, the card waits
log-squad-sabotaged = sabotaged in storage
log-squad-fired-back = the intruder fires back
log-squad-leader-spared = its leader was spared a knock-out by a Medic
log-hurt-repaired-everywhere = repaired in all its stations at once
log-hurt-explosion = caught in the explosion
log-hurt-own-action = its own action
log-hurt-repaired-alone = one crew member alone repaired it this turn
log-hurt-repaired-with-bots = repaired by a crew member leading active battlebots

## Why a crew member is knocked out
log-ko-deadly-station = entered { $station }, left deadly by { $threat }
log-ko-threat-action = { $threat }'s action
log-ko-destroyed-it = destroyed { $threat }
log-ko-destroyed-beside = { $threat } was destroyed beside them
log-ko-flew-into = flew the interceptors into { $threat }
log-ko-ultrafast-return = flew the interceptors out beyond range 3 (ultrafast return)
log-ko-out-at-jump = still out at range { $range } when the ship jumps
log-ko-poisoned = poisoned by { $threat }

## Why the ship was destroyed
log-loss-seventh-damage = zone { $zone } took a seventh damage
log-loss-threat = { $threat } destroys the ship
log-loss-a-threat = a threat destroys the ship

## The crew
log-moved = { $crew } moves from { $from } to { $to }
log-delayed = { $crew } is delayed from turn { $turn } ({ $why })
log-tripped = { $crew } says "Oops, I tripped" and performs { $action }
log-no-effect = { $crew } plays { $action }: no effect ({ $why })
log-fired = { $crew } fires the { $cannon } (strength { $strength })
log-energy-moved = { $crew } moves { $amount } energy from the { $from } to the { $to }
log-energy-flows = { $amount } energy flows from the { $from } into the { $to }
log-refuelled = { $crew } spends a fuel capsule: central reactor +{ $amount }
log-maintained = { $crew } maintains the computer
log-rocket-launched = { $crew } launches a rocket
log-squad-taken = { $crew } takes battlebot squad { $squad }
log-squad-reactivated = { $crew } reactivates battlebot squad { $squad }
log-squad-disabled = battlebot squad { $squad } is disabled ({ $why })
log-interceptors-launched = { $crew } takes off in the interceptors
log-interceptors-stay = { $crew } stays out in the interceptors
log-interceptors-returned = { $crew } returns from the interceptors to upper red
log-interceptors-range = { $crew } flies the interceptors from range { $from } to range { $to } ({ $why })
log-double-played = { $crew } plays the double action { $double } ({ $first }, then { $second })
log-half-delayed = { $crew } is delayed ({ $why }): the second half { $half } moves to turn { $turn } as a single action
log-half-lost = { $crew }'s second half { $half } is lost ({ $why })
log-confirmed = { $crew } performs visual confirmation
log-repaired = { $crew } repairs { $threat } ({ $system } system, { $amount ->
        [one] { $amount } point
       *[other] { $amount } points
    })
log-bots-attack = { $crew }'s battlebots attack { $threat } in { $station } ({ $amount } damage)
log-knocked-out = { $crew } is knocked out ({ $why })

## The threats
log-appears-internal = { $threat } appears (internal, space { $space })
log-appears = { $threat } appears in zone { $zone } (space { $space })
log-ignored = { $threat } is an unconfirmed report and is ignored (fewer than 5 players)
log-hurt = { $threat } takes { $amount } damage ({ $why })
log-targeted = the { $source } targets { $threat } (strength { $strength })
log-targeted-plural = the { $source } target { $threat } (strength { $strength })
log-rocket-missed = the rocket finds no target and is lost
log-no-target = the { $source } finds no target
log-no-target-plural = the { $source } find no target
log-damaged = { $threat } takes { $total }, shield { $shield }, { $taken } damage, { $left } left
log-destroyed-by = { $threat } is destroyed by { $crew }
log-destroyed = { $threat } is destroyed
log-moves-past-end = { $threat } moves from space { $from } past the end of its trajectory
log-threat-moves = { $threat } moves from space { $from } to space { $to }
log-acts = { $threat } performs its { $square } action
log-change-heal = { $threat } repairs { $amount } damage
log-change-speed-up = { $threat } speeds up by { $amount }
log-change-shield-up = { $threat } shield +{ $amount }
log-change-set-shield = { $threat } shield becomes { $amount }
log-change-revealed = { $threat } reveals itself
log-change-cryoshield-gone = { $threat }'s cryoshield absorbs the damage and is gone
log-change-fires-back = { $threat } grows up: it fires back from now on
log-change-hit-points = { $threat } now has { $amount ->
        [one] { $amount } hit point
       *[other] { $amount } hit points
    }
log-change-passed-xy = { $threat } passes an action space
log-change-shield-down = { $threat }'s megashield weakens: shield -{ $amount }
log-change-phased-out = { $threat } phases out: nothing reaches it until it phases in
log-change-phased-in = { $threat } phases in: it acts with its bracketed values this turn
log-called = { $caller } calls in { $threat }: it enters the { $zone } trajectory at the end of this step
log-call-forestalled = { $caller } never called { $threat }: it counts as destroyed too
log-jumped = { $threat } jumps from zone { $from } to zone { $to }
log-jump-blocked = { $threat } cannot jump: the { $to } trajectory is shorter than its space
log-carrier-weakened = the interceptors are out: { $threat }'s attack is { $amount } weaker
log-lasers-halved = { $threat } is polarized: the lasers' { $lasers } count as { $counted }
log-intruder-moves = { $threat } moves from { $from } to { $to }
log-spread = { $threat } spreads to { $station }
log-survived = { $threat } leaves its trajectory: survived
log-attack = { $threat } attacks zone { $zone } with strength { $strength }
log-damage-doubled = { $threat } doubles the damage to zone { $zone } from now on
log-damage-doubling-ended = { $threat } is gone: damage to zone { $zone } is no longer doubled
log-stations-deadly = { $threat } leaves { $stations } deadly: crew entering later are knocked out
log-boost-shield = { $threat } gives every external threat +1 shield while it is not destroyed
log-boost-attack = { $threat } gives every other external threat +1 attack while it is not destroyed

## The ship
log-shield-absorbed = the { $zone } shield absorbs { $amount }
log-tile-drawn = zone { $zone } takes a damage tile: { $tile }
log-energy-drained = the { $container } loses { $amount } energy
log-fuel-destroyed = { $amount ->
        [one] { $amount } fuel capsule
       *[other] { $amount } fuel capsules
    } destroyed
log-rocket-destroyed = a rocket aboard is destroyed
log-rocket-advanced = the rocket flies on: it hits next turn
log-computer-maintained = computer check: the computer was maintained
log-computer-not-maintained = computer check: the computer was not maintained, every crew member aboard is delayed
log-turn-ended = cannons and gravolifts are free again
log-phase-ended = phase { $phase } ends; best visual confirmation: { $confirming } crew
log-ship-destroyed-by = THE SHIP IS DESTROYED by { $threat }: { $why }
log-ship-destroyed = THE SHIP IS DESTROYED: { $why }
log-jumped-hyperspace = the ship jumps to hyperspace
log-turn-begins = turn { $turn } begins

## Afflictions
log-poisoned = { $crew } is poisoned by { $threat }
log-infected = { $crew } is infected by { $threat }
log-drones-placed = { $threat } places poison drones in { $stations }
log-mine-laid = { $threat } lays a mine in { $station }
log-mines-detonated = { $threat }'s mines explode
log-sabotaged = { $threat } sabotages the { $system } system in { $station }
log-sabotage-repaired = { $crew } repairs the sabotaged { $system } system in { $station }
log-host-found = { $threat } attaches itself to { $crew }

## The New Frontier
log-starts-in = { $threat } takes hold in { $station }
log-inaccessible = { $threat } is hard to reach: { $wasted ->
        [one] { $wasted } point
       *[other] { $wasted } points
    } of { $crew }'s work wasted this turn
log-finish-needs-energy = { $crew } cannot finish { $threat }: the { $reactor } is empty
log-shields-off = the shields stop absorbing ({ $threat })
log-shields-reversed = the shields are reversed: their energy joins every attack ({ $threat })
log-shields-restored = the shields work again ({ $threat } is gone)
log-shield-joins-attack = the reversed { $zone } shield adds its { $amount } energy to the attack
log-door-sealed = the { $door } is sealed ({ $threat })
log-door-reopened = the { $door } opens again ({ $threat } is gone)
log-optics-disrupted = the { $zone } zone's optics are disrupted: its lasers need targeting help ({ $threat })
log-optics-restored = the { $zone } zone's optics work again ({ $threat } is gone)
log-shot-blind = the { $source } fires blind: no targeting help, it hits nothing
log-short-circuit = the central heavy laser's shot short-circuits ({ $threat })
log-repeats = { $crew } is delayed and will play the card of turn { $turn } again
log-displaced = { $crew } is thrown from { $from } to { $to } ({ $threat })
log-discarded = { $threat } is discarded: it scores nothing
log-intruder-blocked = { $threat } cannot move from { $from } to { $to }: a sealed door

## Specializations (words/src/log_text/specialization.rs); $card is a card's title as printed
log-sp-no-effect-lower-deck = it works only on the upper deck
log-sp-no-effect-upper-deck = it works only on the lower deck
log-sp-no-effect-not-now = it works only in lower white, in turn 10 or 11
log-sp-no-effect-not-both-cannons = both cannons must be able to fire, so neither does
log-sp-no-effect-remote-cannot-finish = a repair from afar cannot remove a malfunction's last hit point
log-sp-no-effect-nobody-to-teleport = the teleport tokens move nobody
log-sp-no-effect-white-zone = there is no opposite zone from the white zone
log-sp-no-effect-no-squad = leads no battlebot squad
log-sp-no-effect-nothing-to-repair = no damage tile in this zone
log-sp-no-effect-cannot-fly = needs an active battlebot squad, away from lower blue
log-sp-no-effect-cannon-malfunction = a malfunction holds the cannon
log-sp-no-effect-no-malfunction = no malfunction in this station
log-sp-no-effect-already-prepared = the cannon is already prepared
log-sp-specialization = specialization
log-sp-advanced = advanced
log-sp-basic = basic
log-sp-used = { $crew } plays the { $card } card ({ $face })
log-sp-no-effect = { $crew }'s { $card } card: no effect ({ $why })
log-sp-medic-heroic = the Medic { $medic } makes { $crew }'s action this turn heroic
log-sp-special-ops-heroic = { $crew }'s next A, B or battlebots action will be heroic (Special Ops)
log-sp-heroic-used = { $crew }'s action is heroic ({ $card })
log-sp-medic-guards = { $crew } guards their station: nobody there can be knocked out this turn
log-sp-protection-started = { $crew } is protected by Special Ops until their action is played
log-sp-protection-ended = { $crew }'s Special Ops window ends with their action
log-sp-not-knocked-out = { $crew } is not knocked out ({ $why })
log-sp-not-delayed = { $crew } is not delayed ({ $why })
log-sp-protected-by-special-ops = protected by Special Ops
log-sp-guarded-by-medic = guarded by the Medic { $medic }
log-sp-temporary-shields = { $crew } raises temporary shields until the end of the turn: red +{ $red }, white +{ $white }, blue +{ $blue }
log-sp-temporary-absorbed = the { $zone } temporary shield absorbs { $amount }
log-sp-temporary-drained = the { $zone } temporary shield loses { $amount }
log-sp-threats-slowed = { $crew } slows the external threats: they move 1 space less this turn
log-sp-mission-shortened = { $crew } plots an early jump: the mission ends after turn { $turn }
log-sp-cannon-prepared = { $crew } prepares the { $cannon } for its next shot
log-sp-preparation-used = the { $cannon }'s preparation is spent
log-sp-pulse-extended = { $crew } extends the pulse cannon: strength 1 one band farther this turn
log-sp-double-rocket = { $crew } launches two rockets as one (strength 5)
log-sp-confirmed-as-three = { $crew } performs visual confirmation that counts as three crew
log-sp-remote-repaired = { $crew } repairs { $threat } from afar in { $station } ({ $amount ->
        [one] { $amount } point
       *[other] { $amount } points
    })
log-sp-tile-repaired = { $crew }'s battlebots repair the { $tile } damage of zone { $zone }: the tile goes under the stack
log-sp-teleports-self = { $crew } teleports from { $from } to { $to }
log-sp-teleports = { $by } teleports { $crew } from { $from } to { $to }

## The readable ship's log and its score card (missions/src/report.rs)
log-report-turn = Turn { $turn }
log-report-nothing-in-particular = nothing in particular
log-report-lost = MISSION LOST: the ship was destroyed by { $threat } ({ $why }). No score.
log-report-complete = MISSION COMPLETE
log-report-not-counted = Not counted (the ship was lost):
log-report-total = TOTAL
log-report-no-score-by = NO SCORE: the ship was destroyed by { $threat }
log-report-no-score = NO SCORE: the ship was destroyed

## How the log's parts are joined (the language's punctuation: French puts a no-break space
## before : ; ? !)
log-line = T{ $turn } { $step }: { $text }
log-then = { $first }; { $then }
log-step-heading = { $step }:
log-sp-spared-by = { $spared }: { $guard }
