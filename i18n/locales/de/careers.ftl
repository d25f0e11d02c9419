## Bereich `careers` (siehe i18n/src/lib.rs): Erfahrungssystem der Erweiterung.

## Einrichtung: der Entdecker jedes Crewmitglieds
careers-explorer = Entdecker
careers-explorer-of = Entdecker von Spieler { $player }
careers-no-explorer = kein Entdecker
careers-explorer-label = { $name } (Stufe { $level }, { $status })
careers-status-cloning = Klonen erlaubt
careers-status-hardcore = Hardcore
careers-status-dead = tot
careers-new-explorer = Neuer Entdecker
careers-new-explorer-open = Neuer Entdecker…
careers-name-hint = Name
careers-refuse-cloning = Verweigert das Klonen
careers-refuse-cloning-tooltip = Hardcore: überspringt die gepunkteten Kästchen jeder Stufe und stirbt mit dem Schiff
careers-create = Entdecker anlegen
careers-open = Entdecker
careers-open-tooltip = Stufe, EP, Erfolge, Klone und Einsätze jedes Entdeckers; Spezialisierungspunkte ausgeben
careers-made = Entdecker { $name } steht jetzt im Logbuch
careers-no-log = Auf diesem Rechner gibt es kein Logbuch für Entdecker
careers-problem-dead = { $name } ist tot (hat das Klonen verweigert) und kann nicht mehr fliegen
careers-problem-unspent = { $name } muss vor dem Abflug { $points ->
    [one] einen Spezialisierungspunkt
   *[other] { $points } Spezialisierungspunkte
} ausgeben (Seite „Entdecker“)
careers-problem-twice = { $name } sitzt zweimal in der Crew
careers-problem-missing = der Entdecker von { $name } steht nicht im Logbuch

## Punktekarte
careers-card-heading = Karrieren
careers-card-xp = { $name }: +{ $xp } EP (Einsatz { $run }, Erfolge { $achievements })
careers-card-level-up = , Aufstieg auf Stufe { $level }!
careers-card-died = { $name } ist mit dem Schiff gestorben
careers-card-clone = { $name } hat einen Klon verbraucht: keine EP
careers-card-ticked = { $name } (abgehakt)
careers-card-tick = Erfolge für { $name } abhaken
careers-card-tick-line = { $name } ({ $category }, { $xp } EP)
careers-card-training = Ein Testflug oder eine Simulation: bringt nichts ein
careers-card-campaign = Die Kampagne ist ein Einsatz: EP und Erfolge gibt es an ihrem Ende

## Seite der Entdecker
careers-page-title = Entdecker
careers-back = Zurück zur Einrichtung  [Esc]
careers-page-none = Noch keine Entdecker: lege einen bei der Einrichtung an
careers-page-dead = Tot: hat das Klonen verweigert, und das Schiff wurde zerstört
careers-page-cloning = Erlaubt das Klonen; { $clones ->
        [one] { $clones } Klon
       *[other] { $clones } Klone
    } verbraucht
careers-page-hardcore = Hardcore: verweigert das Klonen
careers-page-level = Stufe { $level }: { $boxes } von { $of } Kästchen ({ $xp } EP insgesamt)
careers-page-consent = Dem Klonen zustimmen
careers-page-consent-tooltip = Endgültig: es gibt keinen Weg zurück zu Hardcore
careers-page-xp-over-time = EP im Verlauf
careers-page-runs-axis = Einsätze
careers-page-xp-axis = EP
careers-page-specializations = Spezialisierungen
careers-page-none-learned = keine gelernt
careers-page-specialization = { $name } { $level }
careers-page-unspent = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } vor dem nächsten Abflug auszugeben
careers-page-choose = wählen
careers-page-learn-which = Nächste Spezialisierungsstufe von { $name }
careers-page-learn = Lernen
careers-page-achievements = Erfolge ({ $count })
careers-page-earned = { $name } ({ $xp } EP)
careers-page-earned-ticked = { $name } ({ $xp } EP, von der Crew abgehakt)
careers-page-runs = Einsätze ({ $count })
careers-page-kind-mission = Einsatz
careers-page-kind-campaign = Kampagne
careers-page-kind-training = Training
careers-page-run-xp = +{ $xp } EP, Punktzahl { $score }
careers-page-run-clone = verloren: ein Klon verbraucht
careers-page-run-died = verloren: gestorben
careers-page-run-training = keine EP (Training)

## Kategorien der Erfolge
careers-category-missions = Einsätze
careers-category-campaigns = Kampagnen
careers-category-social = Soziales
careers-category-close-calls = Knappe Sachen
careers-category-hot-shots = Asse
careers-category-expert = Experte
careers-category-addiction = Sucht
