## Das Fenster der App: Beschriftungen, Schaltflächen, Tooltips und Meldungen aller Bildschirme.

## Die Spracheinstellung
language-label = Sprache
language-system = Systemsprache ({ $language })
language-tooltip = Die Sprache der App und der Handys der Crew. Gilt sofort.

## Colors and keys
color-red = rot
color-yellow = gelb
color-green = grün
color-blue = blau
color-purple = lila
key-enter = Eingabe

## The setup screen
setup-title = Sitting Duck: Einsatzvorbereitung
setup-start = Einsatz starten
setup-ship-log = Logbuch
setup-ship-log-tooltip = Alle Einsätze jeder Crew, Bestwerte und Fehlschläge; Wiederholungen
setup-mission = Einsatz
setup-resolve-file = Spieldatei auswerten
setup-resolve-file-tooltip = Die Aktionstafeln einer gespielten Partie eingeben oder laden, ohne einen Einsatz zu fliegen
setup-random-mission = Zufallseinsatz
setup-seed = Startwert
setup-new-seed = Neuer Startwert
setup-points = Punkte
setup-points-tooltip = Bedrohungspunkte (normal 1, schwer 2); die Einsätze der CD haben { $points } für { $players } Spieler
setup-path = Pfad
setup-choose-one = bitte wählen
setup-crew = Crew ({ $count })
setup-player = Spieler { $number }
setup-player-color = Spieler { $number } { $color }
setup-remove = Entfernen
setup-add-crew = Crewmitglied hinzufügen
setup-androids = Androiden ergänzen die Crew auf vier ({ $count })
setup-problem-crew-size = eine Crew hat 1 bis 5 Spieler, nicht { $count }
setup-problem-name = Spieler { $number } braucht einen Namen
setup-problem-no-captain = niemand ist Kapitän
setup-problem-no-comms-officer = niemand ist Funkoffizier
setup-problem-no-security-chief = niemand ist Sicherheitschef
setup-problem-colors = jede Farbe darf nur einmal vergeben werden
setup-the-crew = die Crew
setup-and = {" "}und{" "}
role-captain = Kapitän
role-comms-officer = Funkoffizier
role-security-chief = Sicherheitschef
tracks-test-runs = Testflüge
tracks-simulations = Simulationen
tracks-advanced-simulations = Fortgeschrittene Simulationen
tracks-missions = Einsätze
tracks-double-action = Einsätze mit Doppelaktionen

## The campaign choice
campaign-play = Spielen
campaign-play-tooltip = Erkundungskampagne: eine Crew und ein Schiff, der Schaden bleibt
campaign-single = einen einzelnen Einsatz
campaign-of = eine Kampagne mit { $count }

## The table choices
module-double-actions = Doppelaktionen
module-specializations = Spezialisierungen
module-new-threats = Neue Bedrohungen
module-double-actions-hint = Das Doppelaktionsdeck: eine Karte kann zwei Aktionen tragen; Abfangjäger fliegen auf Entfernung 1-3
module-specializations-hint = Jedes Crewmitglied darf eine Spezialisierung haben (Stufen 1-3), anstelle der Heldenkarten
module-new-threats-hint = Die Bedrohungskarten der Erweiterung kommen in die Stapel, und die rote Stufe (3) ist wählbar
difficulty-white = weiß
difficulty-yellow = gelb
difficulty-mixed = gemischt
difficulty-red = rot
difficulty-white-red = weiß und rot
difficulty-orange = orange
difficulty-all = alle drei
level-white = Weiß
level-yellow = Gelb
level-red = Rot
table-heading = Bedrohungen und Flugbahnen
table-common-threats = Normale Bedrohungen
table-serious-threats = Schwere Bedrohungen
table-level-common = { $level } normale Bedrohungen
table-level-serious = { $level } schwere Bedrohungen
table-levels-tooltip = Jetzt { $levels }: beliebige Stufen zusammen, mindestens eine
table-threat-cards = Bedrohungskarten
table-app-draws = App zieht
table-crew-draws = Crew zieht
table-trajectories = Flugbahnen
table-random = Zufällig
table-entered = Eingegeben
table-new-frontier = The New Frontier
table-boards = Tafeln: rot, weiß, blau, intern
table-board-red = rot
table-board-white = weiß
table-board-blue = blau
table-board-internal = intern
table-trajectory = Flugbahn { $board }

## The mission screen
key-space = Leertaste
mission-first-phase = Erste Phase
mission-second-phase = Zweite Phase
mission-third-phase = Dritte Phase
mission-audio-lost = Audiogerät verloren ({ $reason }): der Einsatz läuft lautlos weiter; die Ansagen stehen hier
mission-announcements = Ansagen
mission-threats = Bedrohungen
mission-trajectories = Flugbahnen: rot { $red } · weiß { $white } · blau { $blue } · intern { $internal }
mission-clock = Einsatzuhr { $clock }
mission-paused = PAUSIERT
mission-speaking = Ansage: { $caption }
mission-end-allowed-from = Beenden ab { $time } möglich, wenn die zweite Phase endet
mission-test-run-to-end = Ein Testflug wird bis zum Ende gespielt
mission-resume = Fortsetzen
mission-pause = Pause
mission-end-round = Aktionsphase beenden
mission-abort = Abbrechen
mission-quieter = Leiser
mission-louder = Lauter
mission-volume = Lautstärke { $percent } %
mission-end-question = Die Aktionsphase jetzt beenden?
mission-end-explained = Die Uhr hält an und die Crew gibt die Aktionstafeln ein.
mission-end-now = Aktionsphase jetzt beenden
mission-keep-playing = Weiterspielen
mission-phase = Phase { $phase } von { $phases } · noch { $left }
mission-phase-paused = Phase { $phase } von { $phases } · noch { $left } (pausiert)
mission-operation-ends-soon = Der Einsatz endet bald
mission-ends-soon = { $phase } endet bald
mission-complete = Einsatz beendet
mission-blackout = KOMMUNIKATIONSAUSFALL · nicht sprechen · { $left }
mission-data-transfer-complete = DATENÜBERTRAGUNG ABGESCHLOSSEN
mission-data-transfer = DATENÜBERTRAGUNG · { $count } · jeder Spieler darf eine Karte (keine Heldenkarte) weitergeben
mission-get-ready = bereit machen
mission-serious = Schwer
mission-common = Normal
mission-unconfirmed = {" "}· unbestätigte Meldung
mission-secret-card = mit einer geheimen internen Karte, verdeckt
mission-calls = ruft { $id } { $name }
mission-draw = { $who }: eine Karte „{ $pile }“ ziehen, Marker { $token }
mission-draw-no-digital = { $who }: eine Karte „{ $pile }“ ziehen, Marker { $token } (keine digitale Karte)
mission-abort-question = Den Einsatz abbrechen?
mission-abort-explained = Die Aktionsphase endet und nichts davon wird behalten.
mission-abort-now = Einsatz abbrechen

## Keyboard shortcuts
key-ctrl-enter = Strg+Eingabe
key-right = Rechts
key-left = Links
key-down = Runter
key-up = Hoch
key-home = Pos1
key-end = Ende
shortcuts-title = Tastenkürzel
shortcut-help = Diese Tasten zeigen oder verbergen
shortcut-resolve = Die eingegebenen Tafeln auswerten
shortcut-leave-boards = Zurück zur Vorbereitung (in einem Textfeld verlässt Esc zuerst das Feld)
shortcut-step = Nächster Schritt (auch Eingabe)
shortcut-step-back = Vorheriger Schritt
shortcut-next-turn = Zum Ende der Runde
shortcut-turn-back = Zum Ende der vorigen Runde
shortcut-start = Zurück vor den ersten Schritt
shortcut-end = Zum Ende der Auswertung
shortcut-play = Die Schritte selbst ablaufen lassen oder anhalten
shortcut-score-card = Die Wertungskarte
shortcut-back = Zurück zu den Tafeln (oder zum Logbuch bei einer Wiederholung)
shortcut-leave-ship-log = Zurück zur Vorbereitung
shortcut-campaigns = Die Kampagnen: Einsätze, das Schiff dazwischen, die Wertung
shortcut-next-campaign-mission = Weiter zum nächsten Einsatz, mit dem reparierten Schiff
shortcut-end-campaign = Die Kampagne hier beenden: gewertet werden die geflogenen Einsätze
shortcut-leave-campaigns = Zurück zum Logbuch

## The resolution screen
resolution-back-boards = Tafeln
resolution-back-boards-hint = Zurück zu den Tafeln, um sie zu korrigieren
resolution-back = Zurück
resolution-back-score-hint = Zurück zur Wertungskarte der Crew
resolution-before-turn-1 = vor Runde 1
resolution-setup = Aufbau
resolution-final-step = Letzter Schritt
resolution-turn = Runde { $turn }
resolution-event-of = Ereignis { $event } von { $events }
resolution-ship-destroyed = SCHIFF ZERSTÖRT: { $why }
resolution-press-right = Rechts oder Eingabe drücken, um den ersten Schritt abzuspielen
resolution-play = Abspielen
resolution-start = Anfang
resolution-step-back = Schritt zurück
resolution-step = Schritt
resolution-turn-back = Runde zurück
resolution-next-turn = Nächste Runde
resolution-end = Ende
resolution-speed = Tempo { $speed }×
resolution-speed-hint = Schritte pro Sekunde beim Abspielen
resolution-score-card = Wertungskarte
resolution-event-log = Ereignisse

## The boards screen
boards-not-ready = Noch nicht bereit zur Auswertung:
boards-resolve = Auswerten
boards-palette-tile = Palette { $token }
boards-palette = Palette: klicken, um eine Karte auf die Tafel von { $name } zu legen
boards-oops = Hoppla ~
boards-oops-hint = „Hoppla, gestolpert“: die nächste angeklickte Karte gilt als verlegt (~). In der Auswertung bewirkt sie in ihrer Runde nichts und wird eine Runde später gespielt (die Karten dahinter rücken ein Feld nach rechts)
boards-undo = Rückgängig
boards-undo-hint = Die letzte Karte entfernen
boards-double-cards = Doppelkarten
boards-captain = Kapitän
boards-android = Androide
boards-board-of = Tafel von { $name }
boards-space = { $name } Feld { $space }: { $card }
boards-game-file = Spieldatei
boards-save-as = Speichern unter
boards-load = Laden
boards-restore = Die zuletzt eingegebenen Tafeln wiederherstellen
boards-autosave = Jeder Tastendruck wird in { $file } gesichert
boards-trajectory = Flugbahn { $board }
boards-no-threats = Keine Bedrohungen: unten hinzufügen oder eine Spieldatei laden
boards-add-threat = Bedrohung hinzufügen
boards-pick-card = Karte wählen...
boards-card-for = Karte für { $threat }
boards-calls = ruft { $card }
boards-serious = schwer
boards-remove-threat = Diese Bedrohung entfernen
boards-damage-tiles = Schadensplättchen
boards-app-draws-tiles = App zieht sie
boards-we-draw-tiles = Wir ziehen sie
boards-seed = Startwert
boards-tiles-drawn = Die am Tisch gezogenen Plättchen, der Reihe nach; der Rest kommt aus dem Startwert
boards-search = Suche
boards-search-hint = Kennung oder Name
boards-level-all = alle

## The crew terminals (phones) on the setup screen
phones-waiting-mission = Warten auf den Start des Einsatzes
phones-action-boards = Aktionstafeln
phones-resolving = Der Bordcomputer wertet die Tafeln aus
phones-repairs = Reparaturen zwischen den Einsätzen, am Tisch
phones-heading = Crew-Terminals (Handys)
phones-serve = Den Einsatz auf die Handys der Spieler bringen
phones-serve-hint = Eine kleine Seite, nur im lokalen Netz; standardmäßig aus
phones-shared = Ein Handy darf mehrere Plätze halten
phones-shared-hint = Für Spieler, die sich ein Handy teilen; aus: jedes Handy ist ein Crewmitglied, so kann kein Handy jede Tafel eingeben
phones-off-explained = Jeder Spieler kann den Einsatz verfolgen und seine Tafel auf dem Handy eingeben.
phones-failed = Handys sind aus: { $message }
phones-use-port = Port { $port } verwenden
phones-serving = Aktiv: der QR-Code und wer beigetreten ist, stehen unten auf dem Bildschirm.
phones-scan = Handys: den Code scannen oder öffnen
phones-join-code = Beitrittscode { $code }
phones-none-joined = Noch kein Handy beigetreten.
phones-release = { $name } freigeben
phones-release-hint = Dann darf ein anderes Handy dieses Crewmitglied sein
phones-every-address = jede private Adresse
phones-port-on = Port { $port } auf
phones-qr = QR-Code für { $url }

## The score card
score-no-log-place = auf diesem Rechner gibt es keinen Platz für das Logbuch
score-saved = Als Einsatz { $id } auf der Seite „{ $page }“ gespeichert ({ $file })
score-not-saved = Nicht gespeichert: { $error }
score-writer-stopped = das Schreiben ins Logbuch brach ab
score-crew-page = Seite im Logbuch
score-crew-page-hint = Die Seite des Logbuchs, auf der der Einsatz gespeichert wird; leer: die Seite mit den Namen dieser Crew
score-saving = Speichert…
score-save = Ins Logbuch speichern
score-back-hint = Zurück zur Auswertung
score-next-mission = Nächster Einsatz
score-campaign-result = Ergebnis der Kampagne
score-unsaved = Dieser Einsatz steht noch nicht im Logbuch.
score-save-and-next = Speichern, dann der nächste Einsatz
score-next-unsaved = Nächster Einsatz ohne Speichern
score-won = Einsatz erfüllt: das Schiff ist in den Hyperraum gesprungen
score-destroyed-by = Das Schiff wurde zerstört von: { $threat }
score-destroyed = Das Schiff wurde zerstört
score-new-frontier = The New Frontier: { $modules }
score-total-word = GESAMT
score-no-score-word = KEINE WERTUNG
score-total = Gesamt { $total }
score-no-score = Keine Wertung: das Schiff wurde zerstört
score-lost-scores-nothing = Ein verlorener Einsatz bringt keine Punkte
score-part-destroyed = zerstört
score-part-survived = überlebt
score-part-visual = Sichtbestätigung
score-part-damage = Schaden
score-part-knocked-out = bewusstlos
score-part-battlebots = Kampfroboter
score-report-file = Berichtsdatei
score-report-file-hint = reports/ im Datenordner
score-report-file-tooltip = Wohin der Bericht geht: eine Datei oder ein Ordner; leer für den Datenordner
score-spoiler-free = Ohne Spoiler
score-spoiler-free-tooltip = Die gezogenen Bedrohungskarten nicht nennen: nur Schwere, Zone und Runde
score-share = Teilen
score-share-tooltip = Den Einsatzbericht schreiben: eine HTML-Seite zum Öffnen oder Verschicken

## The boards screen's header
boards-ended-at = { $mission }: von der Crew beendet bei { $time }
boards-played-to-end = { $mission }: bis zum Ende gespielt
boards-no-track = eine Partie ohne Einsatzspur
boards-round-over = Aktionsphase vorbei
boards-next-enter = Als Nächstes: die Aktionstafeln eingeben
boards-enter = Aktionstafeln eingeben
boards-stay = Bleiben
boards-leave = Verlassen: diese Tafeln verwerfen
boards-how-to-type = Jede Tafel eintippen (A B C R < > ^ . A* B* R* @UR … ~X, Groß- oder Kleinschreibung) oder die Palette anklicken; die Karten liegen lassen, bis die Auswertung passt. F1: Tasten.
boards-phone-done = { $name }: fertig
boards-phone-typing = { $name } tippt
boards-phone-away = { $name } (Handy weg)
boards-on-phones = Auf Handys: { $people }

## The debrief and the coach beside the score card
debrief-heading = Nachbesprechung
debrief-show-event = Dieses Ereignis in der Auswertung zeigen
coach-ask = Was hätte geklappt?
coach-ask-hint = Die kleinsten Änderungen an den Tafeln suchen, die das Schiff retten (oder mehr Punkte bringen)
coach-trying = Pläne werden probiert: { $done } von { $total }
coach-cancel = Abbrechen
coach-failed = Die Suche endete ohne Antwort
coach-cancelled-after = Abgebrochen nach { $count } Plänen
coach-tried = { $count ->
    [one] { $count } Plan probiert
    *[other] { $count } Pläne probiert
    }
coach-none-better = Kein Plan mit ein oder zwei Änderungen wäre besser gewesen
coach-open-what-if = Was-wäre-wenn { $number } öffnen ({ $points } Punkte)
coach-what-if = Was wäre, wenn: { $sentence }
coach-turn = Runde { $turn }

## The ship's log screen
shiplog-no-mission = Im Logbuch gibt es keinen Einsatz { $id }
shiplog-read-again = Neu lesen
shiplog-campaigns = Kampagnen
shiplog-crew = Crew
shiplog-reading = Logbuch wird gelesen…
shiplog-unreadable = Das Logbuch kann nicht gelesen werden
shiplog-empty = Noch keine Einsätze im Logbuch
shiplog-empty-hint = Einen Einsatz auf seiner Wertungskarte speichern oder mit `sitting-duck resolve GAME.yaml --log` eintragen.
shiplog-no-win-yet = noch kein Sieg
shiplog-average = Durchschnitt { $average }
shiplog-figures = { $crew }: { $played ->
    [one] { $played } Einsatz
    *[other] { $played } Einsätze
    } gespielt, { $won } gewonnen, { $lost } verloren · { $average }
shiplog-whole-log = Das ganze Logbuch: { $crews ->
    [one] { $crews } Crew
    *[other] { $crews } Crews
    }, { $missions ->
    [one] { $missions } Einsatz
    *[other] { $missions } Einsätze
    }, { $won } gewonnen
shiplog-head-date = Datum
shiplog-head-track = Spur
shiplog-head-track-detail = Bedrohungen: normal / schwer
shiplog-head-destroyed = Zerstört
shiplog-head-survived = Überlebt
shiplog-head-confirmed = Bestätigt
shiplog-head-penalties = Abzüge
shiplog-head-penalties-detail = Schaden · K.o. · Roboter
shiplog-head-total = Gesamt
shiplog-not-counted = nicht gewertet
shiplog-all-in-order = alle { $count }, in der gespielten Reihenfolge
shiplog-last-in-order = die letzten { $shown } von { $count }, in der gespielten Reihenfolge
shiplog-only-last = Nur die letzten { $count }
shiplog-show-all = Alle { $count } zeigen
shiplog-replay-button = Wiederholen #{ $id }
shiplog-replay-hint = Diesen Einsatz erneut auswerten und Schritt für Schritt durchgehen
shiplog-replay-name = Einsatz { $id } wiederholen
shiplog-no-track = keine Spur

## A logged mission replayed
replay-matches = Die Wiederholung ergibt genau das gespeicherte Ergebnis
replay-differs = Die Wiederholung weicht vom gespeicherten Ergebnis ab ({ $fields }): die Regeln haben sich seit dem Eintrag geändert
replay-unreadable = Das gespeicherte Ergebnis ist unlesbar ({ $why }), die Wiederholung bleibt ungeprüft
replay-banner = Wiederholung von Einsatz { $id } · { $page } · { $date } · { $track } · gespeichert: { $result }
replay-card-title = Wertungskarte der Wiederholung
replay-lost = verloren
replay-total = Gesamt der Wiederholung: { $total }
replay-logged = Gespeichert: { $result }

## Threats and data on the mission screen
mission-incoming-data = EINGEHENDE DATEN · jeder Spieler darf { $cards ->
    [one] eine Aktionskarte
    *[other] { $cards } Aktionskarten
    } ziehen
mission-incoming-data-androids = EINGEHENDE DATEN · jeder Spieler darf { $cards ->
    [one] eine Aktionskarte
    *[other] { $cards } Aktionskarten
    } ziehen, dann reihum { $shared ->
    [one] eine Aktionskarte
    *[other] { $shared } Aktionskarten
    } für die Androiden
mission-zone = Zone { $zone }
mission-internal = Intern
zone-red = rot
zone-white = weiß
zone-blue = blau
pile-common-external = normale externe
pile-serious-external = schwere externe
pile-common-internal = normale interne
pile-serious-internal = schwere interne

## Campaigns
campaign-running = {" "}· Zwischenstand { $score }
campaign-banner = Kampagne: Einsatz { $mission } von { $planned }{ $running }
campaign-carries = Das Schiff trägt: { $ship }
campaign-crew-changed = Diese Kampagne fliegen { $crew }: eine Erkundungskampagne behält ihre Crew bis zum Ende, also stellt diese Crew wieder her (vorzeitig beendet wird eine Kampagne im Reparaturbildschirm)
campaigns-none = Noch keine Kampagne im Logbuch.
campaigns-how = So beginnt eine: in der Einsatzvorbereitung neben „{ $start }“ „{ $two }“ oder „{ $three }“ wählen. Ihre Einsätze, das mitgenommene Schiff und ihre Wertung stehen dann hier.
campaigns-name = Kampagne { $id }
campaigns-lost = Kampagne verloren: keine Wertung
campaigns-running-score = Zwischenstand { $score }
campaigns-score = Kampagnenwertung { $score }
campaigns-none-flown = Noch kein Einsatz geflogen
repairs-end-here = Kampagne hier beenden
repairs-next-ship = Das Schiff für den nächsten Einsatz
repairs-heading = Reparaturen nach Einsatz { $mission } von { $planned }{ $running }
repairs-ship-left = Das Schiff, wie der Einsatz es hinterließ
repairs-knocked-out = bewusstlos: erholt sich, repariert nichts
repairs-squad-starts = Der einsatzfähige Trupp startet in
repairs-at-most = (höchstens { $count } Plättchen pro Zone)

## The boards screen's threats and problems
entry-threat = T+{ $turn } { $zone }, { $pile }
entry-unconfirmed = { $threat }, unbestätigt
entry-trajectories-problem = Flugbahnen: { $problem }
entry-pick-card = { $threat }: die gezogene Karte wählen
entry-board-problem = Tafel von { $name }, { $problem }
entry-no-crew = keine Crew: eine Tafel hinzufügen
entry-hint-double-specialization = A> ^ . C  (12 Felder; A> = Doppelkarte, S / S+ = Spezialisierungskarte)
entry-hint-double = A> ^ . C  (12 Felder; A> = Doppelkarte A, dann >, ~A = Hoppla)
entry-hint-specialization = A > ^ . C  (12 Felder; ~A = Hoppla, S / S+ = Spezialisierungskarte, S:> = mit Bewegung)
entry-hint = A > ^ . C  (12 Felder; ~A = Hoppla, A* = heroisch)

## Sound
sound-silent = Kein Ton: der Bordcomputer spricht nur auf dem Bildschirm.
sound-stalled = seit { $seconds } s kein Ton

## The coach's suggestions in words (gui/widgets/labels)

## Specializations' titles (gui/widgets/labels/specialization.rs)
spec-rocketeer = Raketenspezialist
spec-data-analyst = Datenanalyst
spec-energy-technician = Energietechniker
spec-pulse-gunner = Pulskanonier
spec-medic = Sanitäter
spec-teleporter = Teleportierer
spec-hypernavigator = Hypernavigator
spec-special-ops = Spezialeinsatz
spec-squad-leader = Truppführer
spec-mechanic = Mechaniker

## The boards' specialization row (gui/screens/entry/modules.rs)
entry-specialization = Spezialisierung
entry-specialization-none = keine
entry-specialization-of = Spezialisierung von { $name }
entry-specialist-level = { $name } Stufe { $level }
entry-teleport = Teleport
entry-teleport-departure = Abflug
entry-teleport-arrival = Ankunft
entry-teleport-token = Marker { $token } von { $name }
entry-level-1 = Stufe 1: eine Karte, die Grundseite, einmal nutzbar
entry-level-2 = Stufe 2: eine Karte, Grund- oder Profiseite, einmal nutzbar
entry-level-3 = Stufe 3: beide Karten, zwei Einsätze (einer Grund, einer Grund oder Profi)

## The ship board's labels (gui/widgets/ship_board, gui/widgets/labels)
board-specialist = { $title } { $level } · noch { $left } { $left ->
        [one] Karte
       *[other] Karten
    }
board-knocked-out = { $name } (bewusstlos)
board-station-empty = leer
board-station = Station { $station }: { $names }
board-reactor = Reaktor { $zone }: { $have } von { $capacity }
board-shield = Schild { $zone }: { $have } von { $capacity }
board-damage-none = Schaden { $zone }: 0
board-damage = Schaden { $zone }: { $count } ({ $tiles })
board-threat-in = in { $stations }
board-threat-space = Feld { $space }
board-threat-phased = , ausgeblendet
board-threat = Bedrohung T{ $turn } { $threat }: noch { $left } von { $hit_points } Lebenspunkten, { $place }{ $phased }
board-interceptors-docked = angedockt
board-interceptors-out-with = { $name } ist draußen
board-supplies = Treibstoff: { $fuel }, Raketen an Bord: { $rockets }, im Flug: { $flying }, Abfangjäger: { $pilot }
board-legend = Zeichen der Flugbahnen: Schattierung und 1 2 3 neben den Feldern sind die Entfernung (1 ist dem Schiff am nächsten: danach zählt die Reichweite einer Kanone); X Y Z: dort handelt die Bedrohung; eine Linie verbindet jedes Bedrohungsplättchen mit seinem Feld; ein oranger Strahl ist eine Kanone, die in dieser Runde feuerte, mit ihrer Stärke.
board-fired = Gefeuert: { $cannon } (Stärke { $strength })
board-interceptors-range = Abfangjäger auf Entfernung { $range }
board-door-sealed = { $door } verriegelt
board-shields-off = Schilde aus
board-shields-reversed = Schilde umgepolt
board-optics-disrupted = Optik gestört in { $zone }
board-temporary-shield = Behelfsschild +{ $points } in { $zone }
board-threats-slowed = äußere Bedrohungen in dieser Runde verlangsamt
board-ends-after = der Einsatz endet nach Runde { $turn }
board-mine = Mine ({ $by })
board-poison-drone = Giftdrohne ({ $by })
board-afflicted = vergiftet oder infiziert durch { $by }
board-host = Wirt von { $by }
board-lift-damaged = Gravolift { $zone }: beschädigt
board-lift-working = Gravolift { $zone }: funktioniert
board-chip-hull = Rumpf
board-chip-lift = Lift
board-chip-upper-gun = obere Kanone
board-chip-upper-gun-short = Kan. o
board-chip-lower-gun = untere Kanone
board-chip-lower-gun-short = Kan. u
board-chip-shield = Schild
board-chip-shield-short = Sch.
board-chip-reactor = Reaktor
board-chip-reactor-short = Reak.
board-tile = Schadensplättchen { $zone } { $number }: { $tile }
board-word-shield = Schild
board-word-reactor = Reaktor
board-word-fuel = Treibst.
board-fuel = Treibstoff: { $fuel }
board-rockets-chip = Raketen { $rockets }  ·  im Flug { $flying }
board-rockets = Raketen an Bord: { $rockets }, im Flug: { $flying }
board-interceptors-out-range = draußen: { $name }, Entfernung { $range }
board-interceptors-out = draußen: { $name }
board-interceptors-chip = Abfangjäger { $status }
board-interceptors = Abfangjäger: { $status }
board-figure = Figur { $name } in { $station }
board-squad-with = bei { $name }
board-squad-stored = verstaut
board-squad-disabled = außer Gefecht
board-squad-active = einsatzbereit
board-squad = Kampfroboter-Trupp { $number }: { $condition }, { $place }

## The ship's log's summary and pages (gui/screens/shiplog)
shiplog-lost = verloren
shiplog-destroyed-by = zerstört durch { $by }
shiplog-lost-destroyed-by = verloren: zerstört durch { $by }
shiplog-best-per-track = Bestwert je Spur
shiplog-scores-over-time = Punkte im Verlauf
shiplog-failures = Fehlschläge
shiplog-always-home = Das Schiff kam immer heim
shiplog-none-won = Noch kein Einsatz gewonnen
shiplog-best-mission = Einsatz { $id }
shiplog-no-place = kein Platz für das Logbuch auf diesem Rechner (kein Datenordner)
shiplog-cannot-start = das Logbuch kann nicht gelesen werden: { $error }
shiplog-reader-stopped = das Lesen des Logbuchs brach ab
shiplog-role-captain = Kapitän
shiplog-role-comms = Funk
shiplog-role-security = Sicherheit
shiplog-role-android = Android
shiplog-cannot-replay = Einsatz { $id } lässt sich nicht wiederholen: seine Spieldatei: { $error }
month-jan = Jan.
month-feb = Feb.
month-mar = März
month-apr = Apr.
month-may = Mai
month-jun = Juni
month-jul = Juli
month-aug = Aug.
month-sep = Sep.
month-oct = Okt.
month-nov = Nov.
month-dec = Dez.

## The campaign page's missions (gui/screens/campaign)
campaign-mission-number = Einsatz { $number }
campaign-points = { $points } Punkte
campaign-started-from = Gestartet mit
campaign-no-damage = kein Schaden
campaign-repairs-after = Reparaturen danach
repairs-rule = Zwischen den Einsätzen macht jedes Crewmitglied einen Schritt, der Kapitän zuerst: Wer im Einsatz bewusstlos wurde, erholt sich nur; alle anderen reparieren ein Schadensplättchen oder einen außer Gefecht gesetzten Kampfroboter-Trupp, oder passen. Je Zone werden höchstens 2 Plättchen repariert. Was nicht repariert wird, bleibt: Ein beschädigter Reaktor oder Schild startet mit 1 Energie weniger, ein Strukturschaden verdoppelt allen Schaden in seiner Zone, ein außer Gefecht gesetzter Trupp bleibt zurück. Fehlfunktionen und Eindringlinge sind fort.
repairs-squad-starts-in = Trupp startet in { $station }

## The apply notices (gui/apply)
notice-restored = Tafeln wiederhergestellt aus { $path }
notice-cannot-autosave = automatisches Speichern nach { $path } nicht möglich: { $error }
notice-loaded = { $path } geladen
notice-type-path = den Pfad der zu schreibenden Spieldatei eingeben
notice-saved = { $path } gespeichert
notice-saved-to-fix = { $path } gespeichert ({ $count ->
        [one] 1 Problem
       *[other] { $count } Probleme
    } noch zu beheben)
notice-cannot-write = { $path } kann nicht geschrieben werden: { $error }
notice-end-not-saved = Das Ende wurde nicht gespeichert: { $error }
notice-saved-campaign = Als Einsatz { $id } der Kampagne gespeichert ({ $path })
notice-not-saved = Nicht gespeichert: { $error }
notice-repairs-not-saved = Reparaturen nicht gespeichert: { $error }
notice-no-ship-log = kein Logbuch auf diesem Rechner
notice-too-early = Zu früh zum Beenden: erlaubt, sobald die zweite Phase vorbei ist ({ $time })
notice-test-run = Ein Testflug wird bis zum Ende gespielt
notice-not-shared = Nicht geteilt: { $why }
notice-not-shared-no-folder = Nicht geteilt: kein Datenordner auf diesem Rechner; eine Datei für den Bericht eingeben
notice-not-shared-folder = Nicht geteilt: { $path } kann nicht angelegt werden: { $error }
notice-not-shared-file = Nicht geteilt: { $path } kann nicht geschrieben werden: { $error }
notice-report-written = Bericht geschrieben nach { $path } (eine HTML-Datei: im Browser öffnen oder verschicken)
notice-seed-whole = der Startwert muss eine ganze Zahl sein

## Action cards in words (gui/widgets/card_face.rs describe, the action row)
action-empty = leer
action-battlebots = Kampfroboter
action-red-arrow = roter Pfeil
action-blue-arrow = blauer Pfeil
action-gravolift = Gravolift
action-heroic = heroisch { $card }
action-heroic-move = heroische Bewegung nach { $station }
action-tripped = Hoppla, gestolpert ({ $card })
action-double = Doppelaktion: { $first }, dann { $second }
action-face-advanced = Profiseite
action-face-basic = Grundseite
action-specialization-with = Spezialisierungskarte ({ $face }) mit { $with }
action-specialization = Spezialisierungskarte ({ $face })
board-plays = { $name } spielt { $card }
notice-cannot-read = { $path } kann nicht gelesen werden: { $error }
notice-cannot-restore = { $path } kann nicht wiederhergestellt werden: { $error }

## The campaign's ship and page, the repairs' choices, words and refusals; the window's
## messages on standard error
campaign-zone-tiles = Zone { $zone }: { $tiles }
campaign-zone-no-damage = Zone { $zone }: kein Schaden
campaign-squads-aboard = Kampfroboter: beide Trupps an Bord
campaign-squad-disabled = Kampfroboter: 1 Trupp ausgefallen (bleibt zurück); der andere startet in { $station }
campaign-squads-disabled = Kampfroboter: { $count } Trupps ausgefallen (bleiben zurück)
campaign-page-line = { $crew } · { $flown } von { $planned } Einsätzen · { $status }
campaign-status-flying = läuft
campaign-status-stopped = abgebrochen
campaign-status-lost = verloren
campaign-status-complete = abgeschlossen
campaign-page-score = Bedrohungen { $threats } + Sichtbestätigung { $visual } (Durchschnitt) · Schiff am Ende: Schaden { $damage }, bewusstlos { $knocked }, Trupps { $squads }
repairs-option-pass = passen
repairs-option-squad = Trupp
repairs-option-tile = { $tile } ({ $zone })
repairs-did-recover = { $name } erholt sich
repairs-did-pass = { $name } passt
repairs-did-tile = { $name } repariert das Plättchen { $tile } ({ $zone })
repairs-did-squad = { $name } repariert einen Kampfroboter-Trupp
repairs-refused-steps = { $steps ->
        [one] { $steps } Reparaturschritt
       *[other] { $steps } Reparaturschritte
    } für { $crew ->
        [one] { $crew } Crewmitglied
       *[other] { $crew } Crewmitglieder
    }: je Mitglied genau einer
repairs-refused-knocked-out = { $name } war bewusstlos: erholt sich und repariert nichts
repairs-refused-no-tile = { $name }: Zone { $zone } hat kein Plättchen { $tile }
repairs-refused-zone-limit = { $name }: in Zone { $zone } wurden schon { $count } Plättchen repariert
repairs-refused-no-squad = { $name }: kein Kampfroboter-Trupp ist ausgefallen
notice-settings-defaults = { $error }; es geht mit den Voreinstellungen weiter
window-no-display = sitting-duck: kein Bildschirm (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt), daher kann sich die App nicht öffnen.
window-cannot-open = sitting-duck: das Fenster der App lässt sich nicht öffnen: { $error }
window-headless-help =
    Die Befehle ohne Fenster funktionieren auch ohne Bildschirm:
      sitting-duck resolve GAME.yaml [--seed N] [--json]         einen gespielten Einsatz auswerten
      sitting-duck generate [--seed N] [--players 4|5] [--difficulty D]
                                                                 eine zufällige Einsatzspur ausgeben
      sitting-duck render TRACK.yaml -o OUT.wav [--voice-only]   die Tonspur eines Einsatzes erzeugen
      sitting-duck log list|show|stats|export                    das Logbuch lesen
      sitting-duck threats [CARD]                                die Bedrohungskarten auflisten
      sitting-duck serve GAME.yaml [--port N]                    die Wertung eines Spiels auf Handys zeigen
    `sitting-duck <Befehl> --help` zeigt die Einzelheiten.

## The boards screen's problems with a board; a logged mission replayed
entry-space-not-a-card = Feld { $space }: `{ $token }` ist keine Karte
entry-not-a-card = `{ $token }` ist keine Karte
entry-too-many-cards = { $count } Karten: eine Aktionstafel hat 12 Felder (nimm { $extra } weg)
replay-not-an-object = das gespeicherte Ergebnis ist kein JSON-Objekt
replay-source = Einsatz { $id } des Logbuchs
notice-catalog-not-loaded = der Bedrohungskatalog lädt nicht: { $error }
notice-no-shipped-track = keine mitgelieferte Einsatzspur heißt { $stem }
entry-board-n-problem = Aktionstafel { $board }: { $problem }
entry-zone-tiles-problem = Schadensplättchen der Zone { $zone }: { $problem }

## A zone's mark in words, for screen readers (app/src/gui/widgets/zone_mark.rs)
zone-mark-words = Zone { $zone }: { $shape } { $letter }
zone-mark-red = Rot
zone-mark-white = Weiß
zone-mark-blue = Blau
zone-mark-internal = Intern
zone-mark-triangle = Dreieck
zone-mark-circle = Kreis
zone-mark-square = Quadrat
zone-mark-diamond = Raute

## A threat's card the catalog does not know (boards screen)
entry-threat-problem = { $threat }: { $problem }
entry-called-card-problem = { $threat }, die Karte, die sie ruft: { $problem }
notice-autosave-stopped = das automatische Speichern brach ab, ohne zu schreiben: die Tafeln sind noch da; als Spieldatei speichern, um sie zu behalten

## The errors a person meets reading and writing files (in English, the system's own words)
io-not-found = Datei oder Ordner nicht gefunden
io-permission-denied = Zugriff verweigert
io-is-a-directory = ist ein Ordner
io-not-a-directory = ein Teil des Pfads ist kein Ordner
phones-deal = Die Aktionskarten auf den Handys austeilen
phones-deal-hint = Das Handy jedes Spielers ist in der Aktionsrunde seine Hand und seine Tafel; die Tafeln kommen am Ende von selbst an
backs-title = Was der Tisch sieht: die Rückseiten der gespielten Karten
backs-count = { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
backs-legend = Quadrat oben: Aktionshälfte. Pfeil: Bewegungshälfte. Zwei Quadrate: Doppelseite. Punkt: Helden- oder Spezialisierungskarte.
backs-empty = leer
backs-action = Aktionshälfte oben
backs-movement = Bewegungshälfte oben
backs-double = Doppelseite oben
backs-special = { $half }, Helden- oder Spezialisierungskarte
setup-solo-hand = Solo: die Karten auf diesem Bildschirm spielen
setup-solo-hand-hint = Die App gibt dir den ganzen Stapel, und du programmierst hier jede Figur; die Tafeln kommen von selbst an
