# Meldungen zu Spieldateien, Missionsspuren und eigenen Karten: das Problem nach seiner Stelle.
diag-not-utf8 = kein UTF-8-Text: das Byte { $byte } kann kein Zeichen beginnen oder fortsetzen (die Datei als UTF-8 speichern)
diag-missing = `{ $key }` fehlt
diag-unknown-threat = unbekannte Bedrohung `{ $key }`: weder Karten-ID noch Name aus dem Katalog (siehe `sitting-duck threats`)
diag-ambiguous-threat = `{ $name }` ist der Name mehrerer Karten ({ $ids }): die Karten-ID angeben
diag-space = Feld { $space }: { $problem }
diag-too-many-actions = { $count } Aktionen: ein Aktionsplan hat 12 Felder
diag-token-unknown-specialization = unbekannte Aktionskarte `{ $token }`: eine Spezialisierungskarte ist S, S+, S:X oder S+:X (X eines von A B C R < > ^ oder eine Doppelaktion wie A>)
diag-token-unknown = `{ $token }` ist keine Aktionskarte: erwartet eines von A B C R < > ^ . A* B* R* @UR @UW @UB @LR @LW @LB oder ~X
diag-token-same-halves = `{ $token }`: keine Doppelaktionskarte zeigt `{ $half }` zweimal (nur die Pfeile gibt es paarweise: << >>)
diag-yaml-key-twice = `{ $key }` steht zweimal da
diag-yaml-a-key-twice = ein Schlüssel steht zweimal da
diag-yaml-too-deep = die Datei ist zu tief verschachtelt für eine Sitting-Duck-Datei
diag-yaml-too-many-anchors = die Datei hat zu viele Aliase oder Anker für eine Sitting-Duck-Datei
diag-yaml-too-many-documents = die Datei enthält zu viele Dokumente für eine Sitting-Duck-Datei
diag-yaml-too-large = die Datei ist zu groß für eine Sitting-Duck-Datei
diag-yaml-too-many-aliases = zu viele Aliase (`*name`): die Werte ausschreiben
diag-yaml-unknown-anchor = ein Alias (`*name`) nennt keinen Anker (`&name`)
diag-yaml-documents = mehr als ein YAML-Dokument (`---`): eine Datei enthält eines
diag-yaml-eof = die Datei endet mitten in einem Wert
diag-yaml-not-utf8 = die Datei ist kein UTF-8-Text
diag-yaml-not-finite = `{ $value }` gilt als Zahl, die nicht endlich ist: Text in Anführungszeichen setzen oder eine ganze Zahl angeben
diag-yaml-null-text = nichts (`~` oder null), wo Text stehen muss: den Wert angeben
diag-yaml-tab = ein Tabulatorzeichen: YAML rückt nur mit Leerzeichen ein
diag-yaml-indentation = die Einrückung passt nicht: die Schlüssel einer Zuordnung und die `-` einer Liste beginnen in derselben Spalte
diag-yaml-missing-colon = eine Zeile ohne `:`: schreiben Sie `schlüssel: wert`
diag-yaml-unclosed-quote = ein Anführungszeichen wird nie geschlossen: beenden Sie den Text mit demselben Anführungszeichen
diag-yaml-after-quote = Text nach dem schließenden Anführungszeichen: setzen Sie den ganzen Wert in die Anführungszeichen
diag-yaml-escape = eine unbekannte `\`-Folge in doppelten Anführungszeichen: schreiben Sie `\\` oder nehmen Sie einfache Anführungszeichen
diag-yaml-unclosed = `{ $open }` wird nie geschlossen: beenden Sie es mit `{ $close }`
diag-yaml-mismatched = `{ $open }` wird mit `{ $close }` geschlossen: schließen Sie es mit `{ $wanted }`
diag-yaml-in-brackets = in `[ ]` oder `{"{"} {"}"}`: trennen Sie die Werte mit Kommas und schließen Sie die Klammern
diag-yaml-reserved = ein Wert kann nicht mit { $character } beginnen: setzen Sie den Wert in Anführungszeichen
diag-yaml-directive = eine YAML-Direktive (eine Zeile, die mit `%` beginnt): Sitting-Duck-Dateien haben keine, bitte entfernen
diag-yaml-marker-in-quote = `---` oder `...` am Zeilenanfang innerhalb von Text in Anführungszeichen beendet das Dokument: diese Zeile einrücken
diag-yaml-reader = YAML-Syntaxfehler: { $words }
diag-players = { $players } Spieler: erwartet 1 bis 5
diag-no-board = Flugbahn { $number }: die Flugbahnen sind von 1 bis 7 nummeriert
diag-board-twice = Flugbahn { $board } ist zweimal vergeben ({ $first } und { $second }): die vier Flugbahnen müssen verschieden sein
diag-no-crew = die Crew ist leer
diag-crew-count = { $humans ->
        [one] { $humans } Crewmitglied
       *[other] { $humans } Crewmitglieder
    } für { $players } Spieler: ein Eintrag je Spieler (Androiden mit `android: true`)
diag-too-many-figures = { $figures } Figuren: das Schiff fasst höchstens { $max } (Spieler und Androiden)
diag-captains = { $count } Kapitäne: eine Crew hat höchstens einen Kapitän
diag-no-name = ein Crewmitglied braucht einen Namen
diag-name-control = der Name `{ $name }` enthält ein Steuerzeichen
diag-name-twice = zwei Crewmitglieder heißen `{ $name }`
diag-color-twice = die Farbe `{ $color }` ist zweimal vergeben
diag-threat-turn = Runde { $turn }: Bedrohungen erscheinen in den Runden 1 bis 8
diag-wrong-zone-internal = { $name } ({ $id }) ist eine interne Bedrohung, steht aber in Zone { $zone }
diag-wrong-zone-external = { $name } ({ $id }) ist eine externe Bedrohung, steht aber in Zone { $zone }
diag-slot-taken = eine zweite Bedrohung bei T+{ $turn } in Zone { $zone }
diag-card-twice = { $name } ({ $id }) ist zweimal gezogen: der Stapel enthält jede Karte einmal
# Die selteneren Prüfungen der Aufstellung (words/src/diagnostic/rules.rs).
diag-androids-none = { $androids ->
    [one] { $androids } Androide
   *[other] { $androids } Androiden
} bei { $players } { $players ->
        [one] Spieler
       *[other] Spielern
    }: nur 2 Spieler (mit 2 Androiden) oder 3 Spieler (mit 1) nehmen Androiden
diag-androids-count = { $androids ->
    [one] { $androids } Androide
   *[other] { $androids } Androiden
} bei { $players } Spielern: { $players } Spieler nehmen { $take ->
    [one] { $take } Androiden
   *[other] { $take } Androiden
} (oder spielen ohne)
diag-expansion-card = { $name } ({ $id }) ist eine Karte aus { $set }: spiele sie mit dem Modul für neue Bedrohungen (`modules: [new-threats]`)
diag-call-missing-internal = { $name } ({ $id }) ruft eine interne Bedrohung herbei: nenne die dafür gezogene Karte (`calls:`)
diag-call-missing-external = { $name } ({ $id }) ruft eine externe Bedrohung herbei: nenne die dafür gezogene Karte (`calls:`)
diag-calls-nothing = { $name } ({ $id }) ruft keine Bedrohung herbei: entferne `calls:` (oder die überzähligen Karten)
diag-called-kind-internal = { $caller } ruft eine interne Bedrohung herbei, nicht { $name } ({ $id })
diag-called-kind-external = { $caller } ruft eine externe Bedrohung herbei, nicht { $name } ({ $id })
diag-tile-twice = `{ $tile }` zweimal: jede Zone hat von jeder Art ein Plättchen
diag-carried-tile-twice = `{ $tile }` zweimal mitgebracht: jede Zone hat von jeder Art ein Plättchen
diag-drawn-tile-carried = `{ $tile }` stammt aus einer früheren Mission: Zone { $zone } kann es nicht noch einmal ziehen
diag-disabled-squads = { $count } ausgefallene Kampfroboter-Trupps: das Schiff hat 2
diag-squad-station = der einsatzbereite Kampfroboter-Trupp beginnt in LR oder UB, nicht { $station }
diag-card-on-board = Feld { $space }: `{ $token }` { $problem }
diag-double-without-module = { $name }, Runde { $turn }: `{ $action }` ist eine Doppelaktion, nur mit dem Doppelaktions-Modul spielbar (füge `modules: [double-actions]` hinzu)
diag-squad-choice = eine Startstation für den einsatzbereiten Trupp braucht genau 1 ausgefallenen Trupp, nicht { $disabled }
diag-specialist-module-off = `{ $word }`: Spezialisierungen brauchen das Modul (`modules: [specializations]`)
diag-specialist-taken = { $specialization } ist zweimal vergeben: keine zwei Crewmitglieder teilen eine Spezialisierung
diag-teleport-not-teleporter = Teleportmarker gehören zum Eintrag des Teleportierers
diag-teleport-nobody = ein Teleportmarker auf Crewmitglied { $member }, das nicht zur Crew gehört
diag-card-module-off = ist eine Spezialisierungskarte: sie braucht das Modul (`modules: [specializations]`)
diag-card-no-specialist = ist eine Spezialisierungskarte, aber dieses Crewmitglied hat keine Spezialisierung
diag-card-heroic = ist eine Heldenkarte: mit Spezialisierungen hat die Crew keine Heldenkarten
diag-card-advanced-at-level-1 = ist die fortgeschrittene Seite: die { $specialization }-Karte auf Stufe 1 hat nur ihre Grundseite (`S`)
diag-card-too-many-two = ist eine { $specialization }-Karte zu viel: Stufe { $level } gibt zwei Einsätze je Mission
diag-card-too-many-one = ist eine { $specialization }-Karte zu viel: Stufe { $level } gibt einen Einsatz je Mission
diag-card-second-advanced = ist ein zweiter fortgeschrittener { $specialization }-Einsatz: Stufe 3 gibt einen Grundeinsatz und einen grundlegenden oder fortgeschrittenen
diag-card-medic-companion = ist eine Sanitäterkarte mit einer weiteren Karte: nur eine einzelne Bewegung (<, > oder ^) darf ihr Feld teilen
diag-card-no-companion = legt eine zweite Karte zur { $specialization }-Karte: nur eine Sanitäterkarte (mit einer Bewegung) oder fortgeschrittene Spezialeinheit (mit jeder Karte) teilt ihr Feld
diag-card-special-ops-alone = ist fortgeschrittene Spezialeinheit allein: sie schützt die Karte, mit der sie ihr Feld teilt (schreibe `S+:X`)
diag-card-double-without-module = enthält eine Doppelaktion, nur mit dem Doppelaktions-Modul spielbar (füge `modules: [double-actions]` hinzu)
# Ein Wort, das das Feld nicht kennt (die erwarteten Wörter sind die der Datei).
diag-or = { $rest } oder { $last }
diag-unknown-color = unbekannte Farbe `{ $word }`: erwartet { $expected }
diag-unknown-zone = unbekannte Zone `{ $word }`: erwartet { $expected }
diag-unknown-damage-tile = unbekanntes Schadensplättchen `{ $word }`: erwartet { $expected }
diag-unknown-station = unbekannte Station `{ $word }`: erwartet { $expected }
diag-unknown-module = unbekanntes Modul `{ $word }`: erwartet { $expected }
diag-no-crew-member = kein Crewmitglied heißt `{ $name }`
# Missionsspuren (words/src/diagnostic/track.rs). Die Wörter der Datei (`incoming-data`,
# `mission`, Feldnamen, die Listen nach „erwartet“) bleiben, wie sie geschrieben werden.
diag-track-found-null = null
diag-track-found-bool = `{ $value }`
diag-track-found-number = die Zahl { $number }
diag-track-found-text = `{ $text }`
diag-track-found-list = eine Liste
diag-track-found-mapping = eine Zuordnung
diag-track-expected-mapping = erwartet eine Zuordnung (Schlüssel: Wert), gefunden: { $found }
diag-track-expected-key-name = ein Schlüssel muss ein Name sein, gefunden: { $found }
diag-track-expected-time = erwartet eine Zeit: ganze Sekunden (225) oder "m:ss" ("3:45"), gefunden: { $found }
diag-track-expected-name = erwartet den Namen der Spur, gefunden: { $found }
diag-track-expected-soundtrack = erwartet den Pfad einer Audiodatei oder null, gefunden: { $found }
diag-track-expected-events = erwartet eine Liste von Ereignissen, gefunden: { $found }
diag-track-expected-modules = erwartet eine Liste von Modulen, etwa [double-actions], gefunden: { $found }
diag-track-expected-phases = erwartet eine Liste der Phasenenden, etwa ["3:45", "7:30", "10:00"], gefunden: { $found }
diag-track-expected-blackout = erwartet die Dauer des Ausfalls in ganzen Sekunden, gefunden: { $found }
diag-track-expected-turn = erwartet eine Runde von 1 bis 8, gefunden: { $found }
diag-track-expected-flag = erwartet true oder false, gefunden: { $found }
diag-track-not-a-word = erwartet eines von: { $expected }, gefunden: { $found }
diag-track-unknown-kind = unbekannte Art { $found }, erwartet eines von: { $expected }
diag-track-unknown-event-type = unbekannter Ereignistyp { $found }, erwartet eines von: { $expected }
diag-track-unknown-zone = unbekannte Zone { $found }, erwartet eines von: { $expected }
diag-track-unknown-module = unbekanntes Modul { $found }: erwartet { $expected }
diag-track-module-twice = das Modul `{ $module }` steht zweimal in der Liste
diag-track-unknown-field = unbekanntes Feld `{ $field }`, erwartet eines von: { $expected }
diag-track-missing-field = das Feld `{ $field }` fehlt
diag-track-missing-type = das Feld `type` fehlt (eines von: { $expected })
diag-track-does-not-apply = `{ $field }` gilt nicht für Ereignisse vom Typ { $event }
diag-track-needs-seconds = ein comms-down-Ereignis braucht `seconds`, die Dauer des Ausfalls
diag-track-needs-turn = eine Bedrohung braucht `turn` (1 bis 8)
diag-track-needs-zone = eine Bedrohung braucht `zone` (red, white, blue oder internal)
diag-track-phase-count = eine Spur der Art `{ $kind }` hat { $phases } Phasen, angegeben { $given ->
    [one] ist aber { $given } Phasenende
   *[other] sind aber { $given } Phasenenden
}
diag-track-phase-too-late = Phase { $phase } endet um { $end }, nach { $longest }: eine Spur dauert höchstens 30 Minuten
diag-track-phase-not-after = Phase { $phase } endet um { $end }, nicht nach dem Ende von Phase { $before } ({ $previous }): die Phasenenden müssen steigen
diag-track-phase-too-short = Phase { $phase } dauert { $length }; eine Phase braucht mindestens { $min }, damit ihre Einminutenwarnung nach der vorigen Ansage kommt
# Die Ansagen der Überschneidungsmeldungen; der erste Buchstabe der Meldung wird groß geschrieben.
diag-track-start-announcement = die Startansage
diag-track-warning-minute = die Einminutenwarnung von Phase { $phase } um { $at }
diag-track-warning-seconds = die Zwanzigsekundenwarnung von Phase { $phase } um { $at }
diag-track-countdown = der Countdown von Phase { $phase } ab { $at }
diag-track-event-threat = die Bedrohungsansage um { $at } (events[{ $index }])
diag-track-event-incoming-data = die Ansage „Eingehende Daten“ um { $at } (events[{ $index }])
diag-track-event-data-transfer = die Datenübertragung um { $at } (events[{ $index }])
diag-track-event-comms-down = der Kommunikationsausfall um { $at } (events[{ $index }])
diag-track-starts-while-running = { $starts } beginnt, während eine andere Ansage noch läuft ({ $running }, bis { $until }): Ansagen dürfen sich nicht überschneiden
diag-track-runs-into = { $runs } dauert bis { $until } und überschneidet sich mit der nächsten Ansage ({ $into }): Ansagen dürfen sich nicht überschneiden
diag-track-no-such-turn = Runde { $turn } gibt es nicht: Bedrohungen erscheinen in den Runden 1 bis { $last }
diag-track-turn-outside-phase = eine Bedrohung in Runde { $turn } wird in Phase { $phase } angesagt (um { $at }): Bedrohungen der Phase { $phase } nennen die Runden { $first } bis { $last }
diag-track-no-threats-in-phase = eine Bedrohung wird in Phase { $phase } angesagt (um { $at }): Phase { $phase } hat keine Bedrohungen
diag-track-shared-turn = eine zweite Bedrohung in Runde { $turn } (die erste ist events[{ $first }]): nur eine Doppelaktions-Spur (`modules: [double-actions]`) sagt zwei Bedrohungen für eine Runde an
diag-track-second-external = eine zweite externe Bedrohung in Runde { $turn } (die erste ist events[{ $first }], Zone { $zone }): eine Runde hat höchstens eine externe und eine interne Bedrohung
diag-track-same-turn-and-zone = eine zweite Bedrohung in Runde { $turn } in Zone { $zone } (die erste ist events[{ $first }]): höchstens eine Bedrohung je Runde und Zone
diag-track-unsorted = die Ereignisse müssen nach der Zeit geordnet sein: { $at } kommt vor dem vorigen Ereignis (events[{ $previous }] um { $previous_at })
diag-track-after-the-end = { $at } liegt nicht in der Mission, die um { $end } endet
diag-track-empty-blackout = ein Kommunikationsausfall dauert mindestens 1 Sekunde
# Die Felder einer Spieldatei (words/src/diagnostic/field.rs): was ein Feld nimmt, was darin steht.
diag-found-null = nichts (null)
diag-found-text = der Text "{ $text }"
diag-field-expected = erwartet: { $wants }, gefunden: { $found }
diag-field-expected-number-quoted = erwartet: { $wants }, gefunden: { $found } (Zahlen stehen ohne Anführungszeichen)
diag-field-expected-flag-quoted = erwartet: { $wants }, gefunden: { $found } (true oder false ohne Anführungszeichen schreiben)
diag-field-expected-mapping = erwartet eine Zuordnung mit { $keys }, gefunden: { $found }
diag-field-key-not-name = ein Schlüssel muss ein Name sein, gefunden: { $found }
diag-field-unknown = unbekanntes Feld: erwartet eines von { $expected }
diag-field-missing-players = `players` fehlt (1 bis 5)
diag-field-missing-crew = `crew` fehlt: ein Eintrag je Spieler (und Androide)
diag-field-missing-trajectories = `trajectories` fehlt: {"{"} red: N, white: N, blue: N, internal: N {"}"}
diag-field-missing-trajectory = die Flugbahn `{ $zone }` fehlt
diag-field-missing-token-name = `{ $key }` fehlt: der Name eines Crewmitglieds
diag-unknown-specialization = unbekannte Spezialisierung `{ $text }`: eine Spezialisierung und eine Stufe 1 bis 3 schreiben, etwa `medic 2` ({ $expected })
diag-wants-players = die Zahl der Spieler (1 bis 5)
diag-wants-seed = eine ganze Zahl von 0 bis 18446744073709551615
diag-wants-mission-name = der Name der Mission
diag-wants-module-list = eine Liste von Modulnamen
diag-wants-module = ein Modulname
diag-wants-crew-list = eine Liste von Crewmitgliedern
diag-wants-color = eine Farbe
diag-wants-board = die Aktionskarten des Plans, als Text
diag-wants-specialization = eine Spezialisierung mit Stufe (`medic 2`)
diag-wants-member-name = der Name des Crewmitglieds
diag-wants-token-name = der Name eines Crewmitglieds
diag-wants-trajectory = eine Flugbahn (1 bis 7)
diag-wants-threat-list = eine Liste von Bedrohungen
diag-wants-turn = eine Runde (1 bis 8)
diag-wants-zone = eine Zone (red, white, blue oder internal)
diag-wants-card = die ID oder der Name einer Bedrohungskarte
diag-wants-damage-zone = eine Zone
diag-wants-tile-list = eine Liste von Schadensplättchen
diag-wants-tile = ein Schadensplättchen
diag-wants-squads = eine Zahl von Kampfroboter-Trupps (0 bis 2)
diag-wants-station = eine Station (LR oder UB)
diag-wants-flag = true oder false
# Ein Feld einer eigenen Karte, das der YAML-Leser ablehnt (words/src/diagnostic/field.rs).
diag-card-field-unknown = unbekanntes Feld `{ $field }`, erwartet eines von { $expected }
diag-card-field-missing = das Feld `{ $field }` fehlt
diag-card-field-invalid = erwartet: { $wants }
diag-card-field-type = erwartet: { $wants }, gefunden: { $found }
diag-card-wants-text = Text
diag-card-wants-card = eine Karte (eine Zuordnung ihrer Felder)
diag-card-wants-whole = eine ganze Zahl von { $min } bis { $max }
diag-card-wants-other = Typ { $words }
# Wörter und Regeln einer eigenen Karte (words/src/diagnostic/field.rs; die erwarteten Wörter sind die der Datei).
diag-unknown-card-kind = unbekannte Art `{ $word }`: erwartet { $expected }
diag-unknown-card-set = unbekannte Ausgabe `{ $word }`: erwartet { $expected }
diag-unknown-severity = unbekannte Schwere `{ $word }`: erwartet { $expected }
diag-card-rule-color-and-colour = `color` und `colour` stehen beide da: nur `color` behalten
diag-card-rule-colour-deprecated = Warnung: `colour` ist veraltet, `color` schreiben (als `color` gelesen)
diag-card-rule-missing-color = das Feld `color` fehlt (white, yellow oder red)
diag-card-rule-needs-stations = eine interne Karte braucht `stations`
diag-card-rule-parity-stations = `station-by-turn-parity` braucht zwei Stationen (ungerade Runde, gerade Runde)
diag-card-rule-external-stations = eine externe Karte hat keine Stationen
diag-card-rule-hit-points = die Trefferpunkte müssen mindestens 1 sein
diag-card-rule-speed = das Tempo muss mindestens 1 sein
diag-card-rule-shield = nur externe Bedrohungen haben Schilde
diag-card-rule-missing-action = `{ $action }` fehlt: jede Karte hat X-, Y- und Z-Aktionen (für keine [] schreiben)
diag-card-rule-empty-z = die Z-Aktion darf nicht leer sein
diag-card-rule-points = die Punkte sind [überlebt, zerstört], überlebt darf null sein
diag-card-rule-duplicate-id = die Karten-ID `{ $id }` gibt es schon
# A homebrew card's effect or trait phrase (words/src/diagnostic/phrase.rs). The phrase, its
# words and the lists after "expected" are the file's own and stay as written.
diag-phrase-empty-effect = leerer Effekt
diag-phrase-empty-trait = leere Eigenschaft
diag-phrase-unknown-effect = unbekannter Effekt `{ $word }` (siehe missions/threats/README.md)
diag-phrase-unknown-trait = unbekannte Eigenschaft `{ $word }` (siehe missions/threats/README.md)
diag-phrase-needs = `{ $phrase }` braucht { $wants }
diag-phrase-wants-number = eine Zahl
diag-phrase-wants-station-code = einen Stationscode
diag-phrase-wants-station-codes = Stationscodes
diag-phrase-wants-zones = eine oder mehrere Zonen
diag-phrase-wants-zone-or-all = eine Zone oder all
diag-phrase-not-a-number = `{ $phrase }`: `{ $word }` ist keine Zahl
diag-phrase-unexpected = `{ $phrase }`: unerwartetes Wort `{ $word }`
diag-phrase-unexpected-expected = `{ $phrase }`: unbekanntes Wort `{ $word }` (erwartet { $expected })
diag-unknown-target = unbekanntes Ziel `{ $word }`: erwartet { $expected }
diag-phrase-no-crew = welche Crew? erwartet { $expected } oder einen Stationscode
diag-phrase-unknown-crew = unbekannte Crew `{ $word }`: erwartet { $expected } oder einen Stationscode
diag-phrase-all-except = unbekannte Crew `{ $word }`: erwartet `all-except-` und einen Stationscode ({ $expected })
diag-phrase-usage = so zu schreiben: `{ $usage }`
diag-phrase-missing-then = `{ $usage }`: `then` fehlt
diag-phrase-bracket-place = `{ $phrase }`: eine Klammer `[value]` folgt dem Wort, das sie ersetzt
diag-phrase-bracket-word = `{ $phrase }`: eine Klammer als ein Wort schreiben, `[value]`
diag-phrase-needs-intruder = `{ $phrase }` bewegt einen Eindringling: die Art der Karte muss `intruder` sein
diag-phrase-needs-stations = `{ $phrase }` braucht die Stationen der Bedrohung: eine externe Karte hat keine
diag-phrase-needs-internal = `{ $phrase }` ist die Aktion einer internen Bedrohung: die Karte muss intern sein
diag-phrase-needs-external = `{ $phrase }` wirkt auf Flugbahnen oder Schilde externer Bedrohungen: die Karte muss extern sein
diag-phrase-needs-trajectory = `{ $phrase }` braucht eine Flugbahn der Zonen des Schiffs: die Karte muss extern sein
diag-phrase-not-on-destruction = `{ $phrase }` ist eine X/Y/Z-Aktion, keine Wirkung der Zerstörung (unter destroyed stehen knock-out-destroyer, knock-out-host, knock-out-in, damage-others, attack-per-passed-space)
diag-phrase-on-destruction = `{ $phrase }` geschieht, wenn die Bedrohung zerstört wird: unter `destroyed` aufführen
diag-phrase-trait-of-internal = `{ $phrase }` ist eine Eigenschaft interner Bedrohungen
diag-phrase-trait-of-external = `{ $phrase }` ist eine Eigenschaft externer Bedrohungen
diag-phrase-trait-of-intruders = `{ $phrase }` ist eine Eigenschaft von Eindringlingen
diag-phrase-trait-of-malfunctions = `{ $phrase }` ist eine Eigenschaft von Störungen

## A diagnostic's field and its problem, after the place `file:line:col: ` (which stays as
## tools read it)
diag-field-says = { $field }: { $problem }

## A zone's `damage_tiles` listing more tiles than it drew (a warning: the game resolves)
diag-tiles-not-drawn = nennt { $listed } { $listed ->
    [one] Plättchen
   *[other] Plättchen
}, aber die Zone hat { $drawn } Schaden genommen: { $tiles } nicht gezogen

## A card drawn for a track's announcements that does not fit them (the boards screen)
diag-draw-count = { $announced ->
        [one] { $announced } Bedrohung
       *[other] { $announced } Bedrohungen
    } angesagt, aber { $drawn ->
        [one] { $drawn } Karte
       *[other] { $drawn } Karten
    } angegeben
diag-draw-mismatch = T+{ $turn } { $zone }: { $card } ist eine { $drawn } Bedrohung, angesagt war aber eine { $announced } Bedrohung
