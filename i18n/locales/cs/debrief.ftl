## Rozbor mise: proč mise proběhla tak, jak proběhla.

debrief-heading-chain = Jak byla loď zničena
debrief-heading-points = Kde se ztratily body
debrief-heading-no-effect = Co nemělo účinek
debrief-complete-points = MISE SPLNĚNA: { $total } { $total ->
        [one] bod
        [few] body
       *[other] bodů
    }
debrief-complete = MISE SPLNĚNA
debrief-lost = MISE ZTRACENA
debrief-nothing = nic
debrief-never-targeted = žádná zbraň na ni nikdy nemířila
debrief-targeted-once = jedna zbraň na ni mířila jednou
debrief-targeted-times = zbraně na ni mířily { $count }krát
debrief-threat-chain = { $appeared }; { $shots } a utrpěla { $damage } z { $hit_points } životů
debrief-shield-absorbs = štít pohltí { $amount }
debrief-no-tile-left = nezbývá žádný žeton poškození
debrief-tiles = { $tiles } { $tiles ->
        [one] žeton
        [few] žetony
       *[other] žetonů
    } poškození ({ $names }), { $count } ze 6
debrief-tile-count = { $tile }, { $count } ze 6
debrief-survived = { $threat } přežil: bodů { $got } místo { $full } za zničení
debrief-confirmation = fáze { $phase }: vizuální potvrzení { $confirming } z { $crew } v nejlepším kole: bodů { $got } z { $all }
debrief-in-flight = { $threat } byl při skoku stále na dráze: žádné body místo { $full } za zničení
debrief-most-damaged = zóna { $zone } je nejvíce poškozená ({ $tiles } { $tiles ->
        [one] žeton
        [few] žetony
       *[other] žetonů
    }): její žetony se počítají znovu
debrief-still-disabled = { $disabled } a na konci byl stále vyřazen
debrief-cards-not-played = { $crew }: { $cards } { $cards ->
        [one] karta od kola { $turn } nebyla zahrána
        [few] karty od kola { $turn } nebyly zahrány
       *[other] karet od kola { $turn } nebylo zahráno
    } (v bezvědomí)
debrief-in-station = ve stanici { $station }
debrief-no-effect = { $crew } hraje { $action }{ $place }: bez účinku ({ $why })

## A section's heading line
debrief-section = { $heading }:
