## Area `quiet` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.

card-button = Missionskarte
card-button-hover = Eine druckbare Seite mit allen Durchsagen dieses Tracks und ihren Zeiten, für eine Crew, die nach der Uhr spielt
card-written = Karte geschrieben nach { $path }
card-open = Öffnen
card-refused = Keine Karte: { $why }
