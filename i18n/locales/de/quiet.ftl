## Area `quiet` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.

card-button = Einsatzkarte
card-button-hover = Eine druckbare Seite mit allen Durchsagen dieses Tracks und ihren Zeiten, für eine Crew, die nach der Uhr spielt
card-written = Karte geschrieben nach { $path }
card-open = Öffnen
card-opening = { $program } soll die Karte öffnen …
card-opened = { $program } hat die Karte geöffnet: sie erscheint im Browser (oder dem Programm, das der Desktop für Webseiten gewählt hat)
card-not-opened = { $program } hat die Karte nicht geöffnet ({ $why }): öffnet { $path } selbst in einem Browser
card-refused = Keine Karte: { $why }
atmosphere-label = Klang
atmosphere-sirens = Sirenen
atmosphere-sirens-hover = Sirenen heulen in den letzten zwanzig Sekunden jeder Phase, immer deutlich leiser als die Stimme (die Alarme der letzten Minute jeder Phase erklingen immer)
quiet-phone-alerts-on = Blinken & Vibration: an
quiet-phone-alerts-off = Blinken & Vibration: aus
quiet-phone-announcement = Neue Durchsage

## Die Karte als PDF drucken (app/src/card/pdf.rs, `card --pdf`).
card-pdf-needs-chromium = --chromium braucht chromium, um die Karte zu drucken (keines von { $names } ist im PATH): installieren (Debian: apt-get install chromium) oder --chromium weglassen: das eigene PDF der Karte braucht keinen Browser
card-pdf-cannot-find = { $file } nicht gefunden
card-pdf-cannot-run = { $browser } lässt sich nicht starten
card-pdf-failed = { $browser } konnte die Karte nicht drucken: { $reason }
card-pdf-empty = { $browser } hat kein PDF nach { $file } geschrieben
card-pdf-no-font = das PDF der Karte kann nicht geschrieben werden: keine Schrift der App war lesbar
card-pdf-not-written = das PDF der Karte konnte nicht erstellt werden ({ $reason })
