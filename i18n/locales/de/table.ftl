# Am Tisch während der Runde und drumherum (Issue 39): Angebote beim Einrichten, die gezogene
# Karte, das Alter der Durchsage, die Palette der Aktionstafeln.

setup-recover-explained = Die Aktionstafeln einer Mission, die nie ins Logbuch kam, wurden aufbewahrt (die App wurde vor dem Speichern beendet).
setup-recover = Auswerten und speichern
setup-first-start = Neue Crew? Beginnt mit der Flugschule: angeleitet, ohne Zeitdruck, eins nach dem anderen.
setup-first-lesson = Erste Lektion fliegen

mission-said-ago = Vor { $seconds } s gesagt
mission-said = Zuletzt gesagt: { $caption }

boards-full = Die Tafel von { $name } ist voll: alle 12 Felder haben eine Karte („Rückgängig“ nimmt die letzte zurück)
