## Die Nachbesprechung: warum eine Mission so verlief.

debrief-heading-chain = Wie das Schiff zerstört wurde
debrief-heading-points = Wo Punkte verloren gingen
debrief-heading-no-effect = Was ohne Wirkung blieb
debrief-complete-points = MISSION ERFÜLLT: { $total } Punkte
debrief-complete = MISSION ERFÜLLT
debrief-lost = MISSION VERLOREN
debrief-nothing = nichts
debrief-never-targeted = keine Waffe hat sie je anvisiert
debrief-targeted-once = eine Waffe hat sie einmal anvisiert
debrief-targeted-times = Waffen haben sie { $count }-mal anvisiert
debrief-threat-chain = { $appeared }; { $shots }, und sie erhielt { $damage } von { $hit_points } Lebenspunkten
debrief-shield-absorbs = der Schild absorbiert { $amount }
debrief-no-tile-left = kein Schadensplättchen mehr übrig
debrief-tiles = { $tiles } { $tiles ->
        [one] Schadensplättchen
       *[other] Schadensplättchen
    } ({ $names }), { $count } von 6
debrief-tile-count = { $tile }, { $count } von 6
debrief-survived = { $threat } überlebte: { $got ->
        [one] { $got } Punkt
       *[other] { $got } Punkte
    } statt { $full } für die Zerstörung
debrief-confirmation = Phase { $phase }: Sichtbestätigung durch { $confirming } von { $crew } in der besten Runde: { $got } von { $all } { $all ->
        [one] Punkt
       *[other] Punkten
    }
debrief-in-flight = { $threat } war beim Sprung noch unterwegs: keine Punkte statt { $full } für die Zerstörung
debrief-most-damaged = Zone { $zone } ist am stärksten beschädigt ({ $tiles } { $tiles ->
        [one] Plättchen
       *[other] Plättchen
    }): ihre Plättchen zählen doppelt
debrief-still-disabled = { $disabled }, und er war am Ende noch außer Gefecht
debrief-cards-not-played = { $cards ->
        [one] { $cards } Karte von { $crew } ab Runde { $turn } wurde
       *[other] { $cards } Karten von { $crew } ab Runde { $turn } wurden
    } nicht gespielt (bewusstlos)
debrief-in-station = in { $station }
debrief-no-effect = { $crew } spielt { $action }{ $place }: ohne Wirkung ({ $why })

## A section's heading line
debrief-section = { $heading }:
