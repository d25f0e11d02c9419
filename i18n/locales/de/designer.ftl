# Eigene Bedrohungskarten (Issue 38.3): die beim Aufbau gewählten Kartendateien und der Kartendesigner.

homebrew-heading = Eigene Bedrohungskarten ({ $chosen } { $chosen ->
    [one] Datei
   *[other] Dateien
} in den Stapeln)
homebrew-design = Bedrohungskarte entwerfen
homebrew-none = Noch keine Kartendateien im Ordner der Crew.
homebrew-path = Kartendatei
homebrew-choose = Zu den Stapeln
homebrew-edit = { $file } im Designer bearbeiten
designer-edit = Bearbeiten

designer-title = Bedrohungskarten-Designer
designer-field-id = Kennung
designer-field-name = Name
designer-field-set = Schachtel
designer-field-kind = Art
designer-field-severity = Schwere
designer-field-color = Farbe
designer-field-shield = Schild
designer-field-hit-points = Trefferpunkte
designer-field-speed = Geschwindigkeit
designer-field-points = Punkte
designer-field-stations = Stationen
designer-field-destroyed = Wenn zerstört
designer-field-traits = Eigenschaften
designer-field-text = Regeln in Worten
designer-kind-intruder = Eindringling
designer-kind-malfunction = Störung { $system }
designer-own-points = Eigene Punkte
designer-points-survived = Überlebt
designer-points-destroyed = Zerstört
designer-ends-mission = Ihr Z beendet die Mission
designer-add = Hinzufügen…
designer-add-phrase = Einen Ausdruck zu { $field } hinzufügen
designer-needs = { $field }: Die Karte braucht eine Angabe
designer-problems = Was an der Karte nicht stimmt
designer-rules = Die Regeln der Karte
designer-scenario = Probelauf
designer-scenario-zone = Zone
designer-scenario-trajectory = Flugbahn
designer-scenario-turn = Erscheint in Runde
designer-scenario-actions = Aktionen der Crew
designer-scenario-actions-hint = Die Aktionsleiste eines Crewmitglieds, wie eine Spieldatei sie schreibt ("< A A B A"); leer: Die Crew tut nichts.
designer-outcome-damage = Schaden: rot { $red }, weiß { $white }, blau { $blue }
designer-file-name = Dateiname
designer-save = Im Ordner der Crew speichern
designer-load-path = Kartendatei zum Laden
designer-load = Laden
designer-overwrite-ask = Im Ordner der Crew liegt schon eine Kartendatei dieses Namens. Ersetzen?
designer-overwrite = Ersetzen
designer-keep = Behalten
designer-fix-first = Nicht gespeichert: Erst beheben, was an der Karte nicht stimmt.
designer-bad-file-name = Nicht gespeichert: „{ $name }“ ist kein Dateiname (keine Ordner, kein Punkt am Anfang).
designer-no-folder = Nicht gespeichert: Dieser Rechner hat keinen Ordner für die Dateien der Crew.
designer-saved = Gespeichert in { $path }. Beim Aufbau unter „Eigene Bedrohungskarten“ ankreuzen, um sie zu spielen.
designer-not-saved = Nicht in { $path } gespeichert: { $error }
designer-loaded = { $card } aus { $path } geladen.
designer-empty-file = Diese Kartendatei enthält keine Karte.
