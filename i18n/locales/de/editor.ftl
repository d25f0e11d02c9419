# Der Einsatz-Editor (app/src/gui/screens/editor/, app/src/gui/model/editor/).
editor-title = Einsatz-Editor
editor-back = Zurück
editor-undo = Rückgängig [Strg+Z]
editor-redo = Wiederholen [Strg+Y]
editor-save = Speichern
editor-file-name = Dateiname
editor-open-copy = Kopie öffnen von
editor-new = Ein neuer Einsatz
editor-new-name = Unser Einsatz
editor-new-file = unser-einsatz
editor-name = Name
editor-phase = Phase { $phase }
editor-phase-ends = Phase { $phase } endet um
editor-add-at = Hinzufügen bei { $at }:
editor-play-from = Abspielen ab { $at }
editor-playing = Spielt ab { $from }
editor-stop = Anhalten
editor-keys = Ein Klick auf die Zeitleiste setzt den Cursor dorthin; eine Ansage ziehen verschiebt sie. Tasten: T, I, D, B fügen am Cursor hinzu; Links und Rechts verschieben die gewählte Ansage um eine Sekunde (mit Umschalt um zehn); Entf löscht sie; P spielt ab dem Cursor.
editor-timeline-hint = Klicken setzt den Cursor hierher
editor-timeline = Zeitleiste
editor-phones = Die Crew schreibt einen Einsatz.
editor-selected = Gewählt: { $place }
editor-none-selected = Wählen Sie eine Ansage auf der Zeitleiste oder fügen Sie eine hinzu.
editor-time = Zeit
editor-delete = Löschen
editor-turn = Runde
editor-serious = Schwere Bedrohung
editor-unconfirmed = Unbestätigte Meldung (nur mit fünf Crewmitgliedern)
editor-blackout-seconds = Funkstille, Sekunden
editor-loads = Der Einsatz lässt sich laden: kein Problem gefunden.
editor-problems = { $count ->
    [one] Ein Problem: Der Einsatz ließe sich nicht laden.
   *[other] { $count } Probleme: Der Einsatz ließe sich nicht laden.
}
editor-problem = { $place }: { $reason }
editor-place-event = Phase { $phase } · { $at } · { $what }
editor-place-event-after = Nach dem Ende · { $at } · { $what }
editor-place-phase-end = Ende von Phase { $phase }
editor-place-track = Der Einsatz
editor-cd-advice = Hinweis: Die Einsätze der CD machen das anders (kein Fehler, Ihr Einsatz darf absichtlich abweichen):
editor-cd-grid = Auf der CD liegt jede Ansage und jedes Phasenende auf einem 5-Sekunden-Raster.
editor-cd-start = Auf der CD wird vor 0:10 nichts angesagt.
editor-cd-phase-lengths = Auf der CD dauert Phase 1 205-240 s, Phase 2 215-235 s und Phase 3 140-155 s.
editor-cd-threat-points = Auf der CD hat ein Einsatz 8 Bedrohungspunkte (eine normale Bedrohung 1, eine schwere 2).
editor-cd-unconfirmed = Auf der CD hat ein Einsatz genau eine unbestätigte Meldung, eine normale Bedrohung.
editor-cd-serious = Auf der CD hat ein Einsatz 1 bis 3 schwere Bedrohungen.
editor-cd-internal = Auf der CD hat ein Einsatz 1 oder 2 interne Bedrohungen.
editor-cd-turns = Auf der CD sagt Phase 1 die Runden 1-4 an und Phase 2 die Runden 5-8, jede Runde höchstens einmal, in steigender Folge.
editor-cd-adjacent-internal = Auf der CD kommen interne Bedrohungen nie in benachbarten Runden, noch in Runde 1 oder 8.
editor-cd-per-phase = Auf der CD haben Phase 1 und 2 je 2-4 Bedrohungen mit 3-5 Punkten.
editor-cd-zones = Auf der CD bekommt keine Zone mehr als zwei externe Bedrohungen.
editor-cd-timing = Auf der CD kommen Bedrohungen 25-90 s auseinander, die erste von Phase 2 5-40 s nach ihrem Beginn und die letzte jeder Phase 55-160 s vor ihrem Ende.
editor-cd-data = Auf der CD hat ein Einsatz 2-3 eingehende Daten und 3-4 Datenübertragungen, und jede Phase hat eins davon.
editor-cd-blackouts = Auf der CD hat ein Einsatz 2-5 Funkstillen von 5-30 s, 45-65 s insgesamt, 20-40 s davon in Phase 3, nie über einer Bedrohung.
editor-saved = Gespeichert: { $path }
editor-ask-overwrite = { $path } gibt es schon. Überschreiben?
editor-overwrite = Überschreiben
editor-ask-leave = Der Einsatz hat ungespeicherte Änderungen. Ohne Speichern verlassen?
editor-leave = Ohne Speichern verlassen
editor-stay = Bleiben
editor-keep-file = Datei behalten
editor-no-folder = Diese App legt keine Dateien ab (kein Einstellungsordner): Der Einsatz kann nicht gespeichert werden.
editor-refused-problems = { $count ->
    [one] Nicht gespeichert: Beheben Sie zuerst das Problem, sonst könnte die Einsatzvorbereitung den Einsatz nicht laden.
   *[other] Nicht gespeichert: Beheben Sie zuerst die { $count } Probleme, sonst könnte die Einsatzvorbereitung den Einsatz nicht laden.
}
editor-bad-file-name = Nicht gespeichert: Geben Sie einen Dateinamen ohne / oder \ ein, der nicht mit einem Punkt beginnt.
editor-cannot-write = Nicht gespeichert: { $error }
editor-setup-own = Unsere Einsätze
editor-setup-own-mission = Unser Einsatz { $name }
editor-setup-open = Neuer Einsatz…
editor-setup-open-tooltip = Einen eigenen Einsatz im Einsatz-Editor schreiben
editor-setup-copy = Kopie bearbeiten…
editor-setup-copy-tooltip = Der gewählte Einsatz als Kopie im Einsatz-Editor
