## Der Missionsbericht: die HTML-Seite und der Forumsbeitrag.

report-page-title = { $title }: Missionsbericht
report-ship-at-the-end = Das Schiff am Ende
report-footer = Erstellt von Sitting Duck aus { $source } (Seed { $seed }). Der Schiffscomputer hat jede Runde nach den Regeln aufgelöst; diese Seite braucht kein Netzwerk.
report-crew-page = Crew: { $crew }
report-played = Gespielt am { $date }
report-players = { $players } Spieler
report-spoiler-free = Ohne Spoiler: die gezogenen Bedrohungskarten werden nicht genannt; jede Bedrohung wird nach Schwere, Zone und Runde bezeichnet, wie sie angesagt wurde.
report-crew = Crew
report-crew-member = Crewmitglied
report-color = Farbe
report-roles = Rollen
report-action-board = Aktionsplan
report-at-the-end = Am Ende
report-the-track = Die Mission
report-trajectories = { $title }; Flugbahnen: rot { $red }, weiß { $white }, blau { $blue }, intern { $internal }.
report-turn = Runde
report-announced = Angesagt
report-zone = Zone
report-announced-threat = Bedrohung
report-announced-serious = Schwere Bedrohung
report-unconfirmed = unbestätigt
report-threats-and-fate = Die Bedrohungen und ihr Schicksal
report-card = Karte
report-threat = Bedrohung
report-fate = Schicksal
report-damage-taken = Erlittener Schaden
report-score-card = Wertung
report-not-counted = Nicht gezählt: das Schiff wurde zerstört
report-total = Gesamt
report-no-score = Keine Wertung: das Schiff wurde zerstört
report-debrief = Nachbesprechung
report-nothing-to-say = Nichts zu sagen: jede Aktion hat getan, was sie sollte.
report-turn-by-turn = Runde für Runde
report-turn-jump = Runde { $turn } (der Sprung)
report-turn-n = Runde { $turn }
report-events = { $events } Ereignisse
report-internal = intern
report-color-red = rot
report-color-yellow = gelb
report-color-green = grün
report-color-blue = blau
report-color-purple = lila
report-color-none = keine
## Der Name einer Bedrohung ohne Spoiler (der erste Buchstabe wird groß)
report-spoiler-threat = Bedrohung { $zone } in Runde { $turn }
report-spoiler-serious-threat = schwere Bedrohung { $zone } in Runde { $turn }
report-spoiler-internal = interne Bedrohung in Runde { $turn }
report-spoiler-serious-internal = schwere interne Bedrohung in Runde { $turn }
report-fate-destroyed = zerstört
report-fate-survived = überlebt
report-fate-ignored = ignoriert
report-fate-in-flight = unterwegs
report-carried = Das Schiff begann diese Mission einer Kampagne mit Schäden: { $damage }.
report-carried-squads = { $squads } { $squads ->
        [one] Kampfroboter-Trupp
       *[other] Kampfroboter-Trupps
    } außer Gefecht
report-a-mission = Eine Mission
report-headline-won = Mission erfüllt: { $total } Punkte
report-headline-lost-to = Schiff verloren gegen { $threat }
report-headline-lost = Schiff verloren
report-role-communications = Kommunikationsoffizier
report-role-security = Sicherheitschef
report-role-captain = Kapitän
report-role-android = Android
report-damage-of = { $damage } von { $hit_points }
report-how-it-ended = Wie es endete
report-in-the-interceptors = in den Abfangjägern
report-knocked-out-at = { $place }, bewusstlos

## Der Forumsbeitrag
report-post-played = gespielt am { $date }
report-post-spoiler-free = Ohne Spoiler: die Bedrohungskarten werden nicht genannt, nur Schwere, Zone und Runde.
report-post-no-color = keine Farbe
report-post-track = Mission
report-post-trajectories = { $title }; Flugbahnen rot { $red }, weiß { $white }, blau { $blue }, intern { $internal }
report-post-transcript = **Was der Bordcomputer sagte**
report-post-what-happened = **Was geschah** (das kurze Logbuch)

## Das Schiff am Ende
report-svg-label = Der Schiffsplan am Ende der Mission
report-svg-squad-disabled = Kampfroboter { $squad } (außer Gefecht)
report-svg-squad-ready = Kampfroboter { $squad } (bereit)
report-svg-shield = Schild { $energy }/{ $capacity }
report-svg-reactor = Reaktor { $energy }/{ $capacity }
report-svg-damage-doubled = Schaden verdoppelt
report-svg-zone-damage = Zone { $zone }: { $tiles } Schaden
report-svg-interceptors-out = draußen mit { $crew }
report-svg-interceptors-docked = angedockt
report-svg-supplies = Brennstoffkapseln { $fuel } · Raketen an Bord { $rockets } · Abfangjäger { $interceptors } · Runde { $turn }

## The report's transcript (app/src/report/html.rs)
report-transcript-heading = Was der Bordcomputer sagte
report-transcript-time = Zeit
report-transcript-announcement = Ansage
