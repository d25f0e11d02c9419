## The debrief (missions/src/debrief.rs): why a mission went as it did. Lines that quote the
## log take its words as arguments ($appeared, $tile, $disabled).

debrief-heading-chain = How the ship was destroyed
debrief-heading-points = Where points were lost
debrief-heading-no-effect = What had no effect
debrief-complete-points = MISSION COMPLETE: { $total } points
debrief-complete = MISSION COMPLETE
debrief-lost = MISSION LOST
debrief-nothing = nothing
debrief-never-targeted = no weapon ever targeted it
debrief-targeted-once = one weapon targeted it once
debrief-targeted-times = weapons targeted it { $count } times
debrief-threat-chain = { $appeared }; { $shots }, and it took { $damage } of its { $hit_points } hit points
debrief-shield-absorbs = the shield absorbs { $amount }
debrief-no-tile-left = no damage tile is left to take
debrief-tiles = { $tiles } damage { $tiles ->
        [one] tile
       *[other] tiles
    } ({ $names }), { $count } of 6
debrief-tile-count = { $tile }, { $count } of 6
debrief-survived = { $threat } survived: { $got ->
        [one] { $got } point
       *[other] { $got } points
    } instead of { $full } for destroying it
debrief-confirmation = phase { $phase }: visual confirmation by { $confirming } of { $crew } in the best turn: { $got ->
        [one] { $got } point of { $all }
       *[other] { $got } points of { $all }
    }
debrief-in-flight = { $threat } was still in flight at the jump: no points instead of { $full } for destroying it
debrief-most-damaged = zone { $zone } is the most damaged ({ $tiles } { $tiles ->
        [one] tile
       *[other] tiles
    }): its tiles count again
debrief-still-disabled = { $disabled }, and it was still disabled at the end
debrief-cards-not-played = { $crew }'s { $cards } { $cards ->
        [one] card from turn { $turn } on was
       *[other] cards from turn { $turn } on were
    } not played (knocked out)
debrief-in-station = in { $station }
debrief-no-effect = { $crew } plays { $action }{ $place }: no effect ({ $why })

## A section's heading line
debrief-section = { $heading }:
