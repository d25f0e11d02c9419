## Area `pace` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.
## Das Tempo, „Wiederholen“, das Protokoll der Durchsagen und die Flugschule.

## Das Tempo auf dem Startbildschirm
pace-tempo-label = Tempo
pace-tempo-normal = 1x (wie die CD)
pace-tempo-chip = Tempo { $tempo }
pace-tempo-normal-hint = Das Tempo der CD: die Aktionsrunde eines Einsatzes dauert 10:00
pace-tempo-slower-hint = Jede Zeit des Tracks { $tempo } später: eine Aktionsrunde von 10:00 dauert { $length }; die Stimme spricht so schnell wie immer

## Die letzte Durchsage wiederholen
pace-repeat = Wiederholen
pace-repeating = Wiederholung: { $words }
pace-repeat-silent = Kein Ton zum Wiederholen; gesagt wurde: { $words }

## Das Protokoll am Ende der Aktionsrunde
pace-transcript = Protokoll: { $count } Durchsagen
pace-transcript-tempo = Protokoll: { $count } Durchsagen, im Tempo { $tempo }

pace-shortcut-repeat = Die letzte Durchsage wiederholen (die Einsatzuhr wartet darauf)

## Die Flugschule auf dem Startbildschirm
school-heading = Flugschule
school-about = Angeleitet und ohne Zeitdruck: nach jeder Durchsage wartet die Uhr, und der Bildschirm sagt, was zu tun ist.
school-card-title = Flugschule · { $lesson }
school-begin = Los geht's  [Enter]
school-continue = Weiter  [Enter]

school-lesson-1 = 1 · Erster Testflug
school-lesson-2 = 2 · Zweiter Testflug
school-lesson-3 = 3 · Simulation
school-lesson-4 = 4 · Fortgeschrittene Simulation
school-lesson-5 = 5 · Erster Einsatz

school-introduces-1 = Zwei Phasen, normale Bedrohungen außerhalb des Schiffs; eingehende Daten und Datenübertragungen
school-introduces-2 = Dasselbe, schneller: eine Bedrohung kommt gleich nach dem Phasenwechsel
school-introduces-3 = Drei Phasen; schwere Bedrohungen, unbestätigte Meldungen, Kommunikationsausfall
school-introduces-4 = Bedrohungen im Schiff: Kampfroboter und die Abfangjäger gegen sie
school-introduces-5 = Ein echter Einsatz: alles, mit heroischen Aktionen und Sichtbestätigung

school-briefing-1 = Dieser Flug hat zwei statt drei Phasen und nur normale Bedrohungen außerhalb des Schiffs. Jeder hält fünf Aktionskarten für die erste Phase und legt sie verdeckt auf die Runden 1 bis 3 seines Aktionstableaus: die obere Hälfte ist die Aktion. Redet so viel ihr wollt, aber zeigt nie eure Karten. Nach jeder Durchsage hält die Uhr hier an, und dieser Bildschirm sagt, was zu tun ist.
school-briefing-2 = Noch ein Flug mit zwei Phasen. Plant Runde für Runde gemeinsam: wer welche Kanone abfeuert, wer Energie in die Schilde leitet. Ihr könnt eine Phase früher beenden, indem ihr eure nächsten Karten aufnehmt; eure früheren Runden stehen dann fest.
school-briefing-3 = Jetzt drei Phasen: Runden 1-3, 4-7 und 8-12. Schwere Bedrohungen treffen härter und halten mehr aus. Eine unbestätigte Meldung zählt nur mit fünf Spielern. Solange die Kommunikation ausgefallen ist, darf niemand sprechen.
school-briefing-4 = Jetzt erscheinen Bedrohungen im Schiff: Eindringlinge und Fehlfunktionen. Bekämpft Eindringlinge mit Kampfrobotern (aktiviert einen Trupp mit C, wo er liegt, und greift dann mit der Roboterhälfte an); repariert Fehlfunktionen mit der Aktion des Systems, das sie blockieren.
school-briefing-5 = Ein ganzer Einsatz: heroische Aktionskarten und die Sichtbestätigung (C auf der unteren weißen Station) kommen dazu. Das ist der erste Einsatz der CD; danach spielt ihr die Einsätze ohne die Schule.

## Was eine Durchsage bedeutet und was jetzt zu tun ist
school-start = Die Aktionsrunde hat begonnen. Nehmt eure fünf Karten der ersten Phase auf und plant die Runden 1 bis 3 gemeinsam: sagt, was ihr vorhabt, legt verdeckt.
school-threat-external = Eine Bedrohung erscheint in Runde { $turn }. { $who } zieht die oberste { $serious ->
        [yes] schwere
       *[no] normale
    } externe Karte (die App zeigt die gezogene), legt sie neben die Flugbahn { $zone } mit Marker { $turn }. Seid ab Runde { $turn } bereit: feuert die Kanonen ihrer Zone, haltet die Schilde oben.
school-threat-internal = Eine Bedrohung erscheint in Runde { $turn } im Schiff. { $who } zieht die oberste { $serious ->
        [yes] schwere
       *[no] normale
    } interne Karte (die App zeigt die gezogene), legt sie neben die interne Flugbahn mit Marker { $turn }. Plant, wer ihr ab Runde { $turn } entgegentritt.
school-ignored = Eine unbestätigte Meldung ist nur für eine Crew von fünf eine Bedrohung. Ihr seid { $crew }: ignoriert sie und zieht nichts.
school-incoming = Eingehende Daten: jeder darf { $each ->
        [one] eine Aktionskarte
       *[other] { $each } Aktionskarten
    } vom Stapel ziehen.
school-transfer = Datenübertragung: jeder darf einem anderen eine Karte (keine heroische) geben, von Hand zu Hand, bevor der Countdown endet.
school-comms-down = Die Kommunikation ist ausgefallen: niemand darf sprechen oder zeigen, bis „Kommunikation wiederhergestellt“ kommt. Plant schweigend weiter.
school-comms-restored = Ihr dürft wieder sprechen: sagt den anderen, was ihr geplant habt.
school-warning = { $seconds ->
        [60] Eine Minute
       *[other] Zwanzig Sekunden
    } Einsatzzeit bleiben in dieser Phase: plant ihre Runden fertig; die Karten, die dann darauf liegen, sind eure Aktionen.
school-phase-end = Phase { $phase } ist vorbei: ihre Karten stehen fest. Nehmt eure Karten der nächsten Phase auf, zu den übrigen, und plant die Runden { $turns }.
school-round-over = Die Aktionsrunde ist vorbei. Gebt nun jedes Aktionstableau ein und seht zu, wie der Bordcomputer sie Runde für Runde abhandelt.
