## Area `quiet` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.

card-button = Einsatzkarte
card-button-hover = Eine druckbare Seite mit allen Durchsagen dieses Tracks und ihren Zeiten, für eine Crew, die nach der Uhr spielt
card-written = Karte geschrieben nach { $path }
card-open = Öffnen
card-refused = Keine Karte: { $why }
atmosphere-label = Klang
atmosphere-sirens = Sirenen
atmosphere-sirens-hover = Sirenen heulen in den letzten zwanzig Sekunden jeder Phase, immer deutlich leiser als die Stimme (die Alarme der letzten Minute jeder Phase erklingen immer)
quiet-phone-alerts-on = Blinken & Vibration: an
quiet-phone-alerts-off = Blinken & Vibration: aus
quiet-phone-announcement = Neue Durchsage
