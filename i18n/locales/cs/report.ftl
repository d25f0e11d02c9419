## Zpráva o misi: stránka HTML a příspěvek do fóra.

report-page-title = { $title }: zpráva o misi
report-ship-at-the-end = Loď na konci
report-footer = Vytvořil Sitting Duck (zdroj: { $source }, semínko { $seed }). Lodní počítač vyhodnotil každé kolo podle pravidel; tato stránka nepotřebuje síť.
report-crew-page = Posádka: { $crew }
report-played = Hráno { $date }
report-players = Hráčů: { $players }
report-spoiler-free = Bez spoilerů: tažené karty hrozeb se nejmenují; každá hrozba je popsána závažností, zónou a kolem, jak byla ohlášena.
report-crew = Posádka
report-crew-member = Člen posádky
report-color = Barva
report-roles = Role
report-action-board = Akční plán
report-at-the-end = Na konci
report-the-track = Mise
report-trajectories = { $title }; dráhy: červená { $red }, bílá { $white }, modrá { $blue }, vnitřní { $internal }.
report-turn = Kolo
report-announced = Ohlášeno
report-zone = Zóna
report-announced-threat = Hrozba
report-announced-serious = Vážná hrozba
report-unconfirmed = nepotvrzeno
report-threats-and-fate = Hrozby a jejich osud
report-card = Karta
report-threat = Hrozba
report-fate = Osud
report-damage-taken = Utržené poškození
report-score-card = Bodování
report-not-counted = Nezapočteno: loď byla zničena
report-total = Celkem
report-no-score = Bez bodů: loď byla zničena
report-debrief = Rozbor
report-nothing-to-say = Není co dodat: každá akce udělala, co měla.
report-turn-by-turn = Kolo po kole
report-turn-jump = Kolo { $turn } (skok)
report-turn-n = Kolo { $turn }
report-events = událostí: { $events }
report-internal = vnitřní
report-color-red = červená
report-color-yellow = žlutá
report-color-green = zelená
report-color-blue = modrá
report-color-purple = fialová
report-color-none = žádná
## Název hrozby bez spoilerů (první písmeno bude velké)
report-spoiler-threat = hrozba (zóna { $zone }) z kola { $turn }
report-spoiler-serious-threat = vážná hrozba (zóna { $zone }) z kola { $turn }
report-spoiler-internal = vnitřní hrozba z kola { $turn }
report-spoiler-serious-internal = vážná vnitřní hrozba z kola { $turn }
report-fate-destroyed = zničena
report-fate-survived = přežila
report-fate-ignored = nepočítá se
report-fate-in-flight = na dráze
report-carried = Loď začala tuto misi kampaně s poškozením: { $damage }.
report-carried-squads = { $squads } { $squads ->
        [one] vyřazený oddíl bitevních robotů
        [few] vyřazené oddíly bitevních robotů
       *[other] vyřazených oddílů bitevních robotů
    }
report-a-mission = Mise
report-headline-won = Mise splněna: { $total } { $total ->
        [one] bod
        [few] body
       *[other] bodů
    }
report-headline-lost-to = Loď ztracena, zničil ji { $threat }
report-headline-lost = Loď ztracena
report-role-communications = komunikační důstojník
report-role-security = velitel bezpečnosti
report-role-captain = kapitán
report-role-android = android
report-damage-of = { $damage } z { $hit_points }
report-how-it-ended = Jak to skončilo
report-in-the-interceptors = ve stíhačkách
report-knocked-out-at = { $place }, v bezvědomí

## Příspěvek do fóra
report-post-played = hráno { $date }
report-post-spoiler-free = Bez spoilerů: karty hrozeb se nejmenují, jen jejich závažnost, zóna a kolo.
report-post-no-color = bez barvy
report-post-track = Mise
report-post-trajectories = { $title }; dráhy červená { $red }, bílá { $white }, modrá { $blue }, vnitřní { $internal }
report-post-transcript = **Co řekl lodní počítač**
report-post-what-happened = **Co se stalo** (krátký deník)

## Loď na konci
report-svg-label = Plán lodi na konci mise
report-svg-squad-disabled = bitevní roboti { $squad } (vyřazeni)
report-svg-squad-ready = bitevní roboti { $squad } (připraveni)
report-svg-shield = štít { $energy }/{ $capacity }
report-svg-reactor = reaktor { $energy }/{ $capacity }
report-svg-damage-doubled = poškození zdvojeno
report-svg-zone-damage = zóna { $zone }: poškození { $tiles }
report-svg-interceptors-out = venku s { $crew }
report-svg-interceptors-docked = v doku
report-svg-supplies = Palivové kapsle { $fuel } · rakety na palubě { $rockets } · stíhačky { $interceptors } · kolo { $turn }

## The report's transcript (app/src/report/html.rs)
report-transcript-heading = Co řekl lodní počítač
report-transcript-time = Čas
report-transcript-announcement = Hlášení
