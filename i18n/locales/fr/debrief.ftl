## Le débriefing : pourquoi une mission s'est déroulée ainsi.

debrief-heading-chain = Comment le vaisseau a été détruit
debrief-heading-points = Où des points ont été perdus
debrief-heading-no-effect = Ce qui est resté sans effet
debrief-complete-points = MISSION ACCOMPLIE : { $total } points
debrief-complete = MISSION ACCOMPLIE
debrief-lost = MISSION PERDUE
debrief-nothing = rien
debrief-never-targeted = aucune arme ne l'a jamais visé
debrief-targeted-once = une arme l'a visé une fois
debrief-targeted-times = des armes l'ont visé { $count } fois
debrief-threat-chain = { $appeared } ; { $shots }, et il a subi { $damage } de ses { $hit_points } points de vie
debrief-shield-absorbs = le bouclier absorbe { $amount }
debrief-no-tile-left = il ne reste aucune tuile de dégât à prendre
debrief-tiles = { $tiles } { $tiles ->
        [one] tuile
       *[other] tuiles
    } de dégât ({ $names }), { $count } sur 6
debrief-tile-count = { $tile }, { $count } sur 6
debrief-survived = { $threat } a survécu : { $got ->
        [one] { $got } point
       *[other] { $got } points
    } au lieu de { $full } pour sa destruction
debrief-confirmation = phase { $phase } : confirmation visuelle par { $confirming } sur { $crew } au meilleur tour : { $got ->
        [one] { $got } point
       *[other] { $got } points
    } sur { $all }
debrief-in-flight = { $threat } était encore en vol au saut : aucun point au lieu de { $full } pour sa destruction
debrief-most-damaged = la zone { $zone } est la plus endommagée ({ $tiles } { $tiles ->
        [one] tuile
       *[other] tuiles
    }) : ses tuiles comptent à nouveau
debrief-still-disabled = { $disabled }, et elle était encore hors service à la fin
debrief-cards-not-played = { $cards ->
        [one] { $cards } carte de { $crew } à partir du tour { $turn } n'a pas été jouée
       *[other] { $cards } cartes de { $crew } à partir du tour { $turn } n'ont pas été jouées
    } (assommé)
debrief-in-station = en { $station }
debrief-no-effect = { $crew } joue { $action }{ $place } : sans effet ({ $why })

## A section's heading line
debrief-section = { $heading } :
