## Area `cli` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.
cli-unknown-language = unbekannte Sprache `{ $language }` (en, de, fr, cs oder es)
cli-warning = Warnung: { $warning }
cli-resolved-not-logged = die Mission wurde aufgelöst, aber nicht ins Logbuch eingetragen
cli-logged = als Mission { $id } in { $db } eingetragen
cli-cannot-read-game = { $file }: die Spieldatei kann nicht gelesen werden: { $reason }
cli-game-problems = { $file }: { $problems ->
        [one] { $problems } Problem
       *[other] { $problems } Probleme
    }; nichts wurde aufgelöst
cli-cannot-read-cards = { $file }: die Kartendatei kann nicht gelesen werden: { $reason }
cli-card-problems = { $file }: { $problems ->
        [one] { $problems } Problem
       *[other] { $problems } Probleme
    }; keine Karte wurde hinzugefügt
cli-report-ambiguous = `{ $text }` ist hier sowohl eine Missionsnummer als auch eine Datei; schreibe `./{ $text }` für die Datei, oder starte den Befehl aus einem anderen Ordner für die Mission
cli-report-id-too-large = `{ $text }`: keine Missionsnummer (zu groß)
cli-report-seed-of-logged = --seed: eine eingetragene Mission wird mit dem Seed berichtet, mit dem sie gespielt wurde
cli-report-cannot-write = der Bericht kann nicht nach { $file } geschrieben werden: { $reason }
cli-report-written = Bericht nach { $file } geschrieben
cli-report-source-file = der Spieldatei { $file }
cli-no-log-place = auf diesem Rechner gibt es keinen Ort für das Logbuch; gib --db an
cli-report-no-mission = { $db }: keine Mission { $id } im Logbuch (`sitting-duck log list` zeigt die Nummern)
cli-report-cards-do-not-load = die eigenen Karten von --with lassen sich nicht laden
cli-report-logged-game-does-not-load = { $db }: die mit Mission { $id } eingetragene Spieldatei lässt sich nicht laden (eine eigene Karte? gib sie mit --with an):
cli-report-source-log = Mission { $id } des Logbuchs
cli-render-done = { $track }: { $clips } Clips, { $length } bei { $rate } Hz -> { $file }
cli-serve-cannot = die Crew-Terminals können nicht bereitgestellt werden: { $reason }
cli-serve-serving = Die Auflösung von { $mission } wird bereitgestellt (nur lesen).
cli-serve-code = Beitrittscode: { $code }
cli-serve-stop = Strg-C zum Beenden.
cli-coach-edits = --edits { $edits }: erwartet werden 1 bis 12 Änderungen
cli-coach-top = --top 0: erwartet wird mindestens 1 Vorschlag
cli-coach-keep-player = --keep-player { $name }: kein Crewmitglied dieses Namens (die Crew: { $crew })
cli-generate-clock = die Systemuhr steht vor 1970; gib --seed an
cli-generate-cannot-write = die Mission konnte nicht auf die Standardausgabe geschrieben werden
cli-generate-difficulty-profile = --difficulty gilt nur für das Profil cd: eine Mission { $profile } hat ihre eigenen Bedrohungspunkte
cli-generate-difficulty-range = --difficulty { $difficulty } liegt außerhalb des Bereichs: { $low }-{ $high } Bedrohungspunkte für { $players } Spieler
cli-cannot-write-stdout = kann nicht auf die Standardausgabe schreiben
cli-cannot-write-file = beim Schreiben von { $file }
cli-card-written = { $track }: Missionskarte geschrieben nach { $file }
cli-card-printed = { $track }: Missionskarte gedruckt nach { $file }
cli-card-no-track = { $named }: keine solche Datei, und kein mitgelieferter Ablauf heißt so (probiere `mission-1`, "Simulation 2" oder eine Ablaufdatei)
cli-log-export-cannot-write = kann den Export nicht nach { $file } schreiben: { $reason }
cli-log-no-campaign = { $db }: keine Kampagne { $id } im Logbuch (`sitting-duck log list --campaign` listet sie auf)
cli-log-no-explorer = { $db }: kein Entdecker { $id } im Logbuch (`sitting-duck log explorers` listet sie auf)
cli-log-no-campaigns = Keine Kampagnen im Logbuch.
cli-log-no-explorers = Keine Entdecker im Logbuch.
cli-log-no-page = { $db }: keine Seite { $name } im Logbuch; seine Seiten: { $pages }
cli-log-empty = Das Logbuch in { $db } enthält noch keine Missionen.
cli-log-none-yet = noch keine
cli-log-column-id = Nr.
cli-log-column-played = gespielt
cli-log-column-crew = Crew
cli-log-column-track = Ablauf
cli-log-column-threats = Bedrohungen
cli-log-column-modules = Module
cli-log-column-outcome = Ergebnis
cli-log-column-score = Punkte
cli-log-destroyed-by = zerstört von { $threat }
cli-log-won = gewonnen
cli-log-lost = verloren
cli-log-show-mission = Mission { $id }
cli-log-show-crew = Crew
cli-log-show-played = gespielt
cli-log-show-track = Ablauf
cli-log-show-soundtrack = Soundtrack
cli-log-show-threats = Bedrohungen
cli-log-show-modules = Module
cli-log-show-seed = Startwert
cli-log-show-outcome = Ergebnis
cli-log-show-threats-value = normal { $common }, schwer { $serious }
cli-log-show-lost-to = verloren, zerstört von { $threat }
cli-log-show-score-card = Punktekarte:
cli-log-show-debrief = Nachbesprechung:
cli-log-show-game = Spieldatei (wiederholen mit `sitting-duck resolve`):
cli-log-show-events = Ereignisprotokoll:
cli-log-debrief-made-now = (eingetragen, bevor das Logbuch Nachbesprechungen aufbewahrte: jetzt aus der gespeicherten Spieldatei erstellt)
cli-log-debrief-none-no-load = (eingetragen, bevor das Logbuch Nachbesprechungen aufbewahrte, und die Spieldatei lässt sich nicht mehr laden)
cli-log-debrief-as-logged-no-load = (wie eingetragen, in den Worten von damals: die Spieldatei lässt sich nicht mehr laden; eine selbstgemachte Karte kann mit --with angegeben werden)
cli-log-debrief-as-logged-differs = (wie eingetragen, in den Worten von damals: die Spieldatei wird heute anders aufgelöst)
cli-log-events-as-logged = (wie eingetragen, in den Worten von damals)
cli-log-stats-counts = Missionen gespielt { $played }, gewonnen { $won }, Punkte im Schnitt { $average }
cli-log-stats-best = am besten bei { $track }: { $best } (Mission { $mission })
cli-log-stats-lost = Mission { $id } verloren ({ $played }, { $track }): { $reason }
cli-log-ship-lost = Schiff verloren
cli-log-no-track = ohne Ablauf
# Fehlerzusammenhänge der Kommandozeile (app/src/cli).
cli-writing-json = beim Schreiben des JSON
cli-coach-starting-threads = beim Starten der Such-Threads
cli-render-encoding-cues = beim Kodieren der Ansagenliste
cli-catalog-broken = der mitgelieferte Bedrohungskatalog ist kaputt:
# `log list --campaign [ID]` (app/src/cli/log_campaign.rs).
cli-campaign-column-started = begonnen
cli-campaign-column-missions = Missionen
cli-campaign-column-status = Stand
cli-campaign-status-flying = unterwegs
cli-campaign-status-stopped = beendet
cli-campaign-status-lost = verloren
cli-campaign-status-complete = vollständig
cli-campaign-heading = Kampagne { $id } von { $crew }, begonnen { $started }: { $flown } von { $planned ->
        [one] { $planned } Mission
       *[other] { $planned } Missionen
    }, { $status }
cli-campaign-mission = Mission { $position } (Logbuch-Nr. { $id }, { $track }): { $result }
cli-campaign-mission-lost = verloren
cli-campaign-mission-won = gewonnen, { $points } Punkte
cli-campaign-started-from = gestartet mit: { $ship }
cli-campaign-repairs-after = Reparaturen danach: { $repairs }
cli-campaign-running-score = Zwischenstand: { $score }
cli-campaign-final-score = Punkte der Kampagne: { $score }
cli-campaign-zone-tiles = { $zone }: { $tiles }
cli-campaign-squad-left = 1 Kampfroboter-Trupp zurückgelassen (der andere beginnt in { $station })
cli-campaign-squads-left = { $count } Kampfroboter-Trupps zurückgelassen
cli-campaign-new-ship = ein neues Schiff
cli-campaign-score = { $total } (Bedrohungen { $threats }, Sichtbestätigung { $visual }, Schiff am Ende: Schaden { $damage }, ausgeschaltet { $knocked }, Trupps { $squads })
cli-campaign-no-score-lost = keine Punkte: eine Mission ging verloren
cli-campaign-no-mission-yet = noch keine Mission geflogen
# `log explorers [ID]` (app/src/cli/log_explorers.rs).
cli-explorer-column-name = Name
cli-explorer-column-level = Stufe
cli-explorer-column-boxes = Kästchen
cli-explorer-column-xp = EP
cli-explorer-column-status = Stand
cli-explorer-column-specializations = Spezialisierungen
cli-explorer-status = { $status }, { $clones ->
        [one] { $clones } Klon
       *[other] { $clones } Klone
    } verbraucht
cli-explorer-none-learned = keine
cli-explorer-boxes-full = voll
cli-explorer-heading = Entdecker { $id }: { $name }
cli-explorer-sheet = Stufe { $level } ({ $boxes } Kästchen), { $xp } EP, { $status }
cli-explorer-specializations = Spezialisierungen: { $list }
cli-explorer-achievements = Erfolge: { $count }
cli-explorer-achievement = { $name } ({ $category }, { $xp } EP, Einsatz { $run })
cli-explorer-achievement-ticked = { $name } ({ $category }, { $xp } EP, Einsatz { $run }, von der Crew abgehakt)
cli-explorer-runs = Einsätze: { $count }
cli-explorer-run = Einsatz { $run } ({ $kind }, { $what }, { $settled }): { $result }, +{ $xp } EP (+{ $achievement_xp } für Erfolge), Stufe { $before } -> { $after }
cli-explorer-run-mission = Mission { $id }
cli-explorer-run-campaign = Kampagne { $id }
cli-explorer-run-score = { $score } Punkte
cli-explorer-run-lost = verloren
# Ablaufdateien (app/src/shell/tracks.rs) und die Einstellungsdatei (app/src/shell/settings.rs).
files-no-shipped-track = kein mitgelieferter Ablauf heißt { $stem }
files-type-track-path = gib den Pfad einer Ablaufdatei ein
files-cannot-read-track = { $file }: der Ablauf lässt sich nicht lesen: { $reason }
files-track-not-regular = { $file }: keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Ordner); gib eine Ablaufdatei an
files-track-too-large = { $file }: über 1 MB, zu groß für einen Ablauf
settings-cannot-read = die Einstellungen { $path } lassen sich nicht lesen
settings-bad-file = fehlerhafte Einstellungsdatei { $path }
settings-not-regular = die Einstellungen { $path } sind keine gewöhnliche Datei (ein Gerät oder eine Pipe): nicht gelesen
settings-too-large = die Einstellungsdatei { $path } ist zu groß für Einstellungen (mehr als 1 MiB): nicht gelesen
settings-cannot-create-folder = der Einstellungsordner { $path } lässt sich nicht anlegen
settings-cannot-encode = die Einstellungen lassen sich nicht kodieren
settings-cannot-write = die Einstellungen { $path } lassen sich nicht schreiben
cli-output-is-input = { $option } { $file }: dieser Befehl liest diese Datei; nichts wurde geschrieben (eine andere Datei wählen)
cli-deal-heading = { $track }: { $players ->
    [one] 1 Spieler
   *[other] { $players } Spieler
}, { $androids ->
    [0] keine Androiden
    [one] 1 Android
   *[other] { $androids } Androiden
}, Startwert { $seed }
cli-deal-player = Spieler { $seat }
cli-deal-phase = Phase { $phase }: { $cards }
cli-deal-figure = Figur { $figure } hält: { $cards }
cli-deal-pile = Der Nachziehstapel, oberste Karte zuerst ({ $count } Karten):
cli-deal-solo-hand = Die Hand des Solospielers: der ganze Stapel ({ $count } Karten):
cli-deal-levels-without = --levels braucht Spezialisierungen (--modules specializations oder einen Ablauf, der sie spielt)
cli-deal-levels-count = --levels nennt { $given } Stufen für { $figures } Figuren: eine Stufe je Figur, erst die Spieler, dann die Androiden
cli-deal-crew = für { $players } Spieler und { $androids } Androiden kann nicht ausgeteilt werden: das Schiff fasst eine bis fünf Figuren
cli-deal-phases = { $phases } Phasen können nicht ausgeteilt werden: ein Ablauf hat zwei oder drei
