## The phone page (terminals/src/page.html): the server sends it this area whole.

## The page (no select expressions here: the page fills in { $name } itself)
phone-title = Sitting Duck · Crew-Terminal
phone-connecting = Verbindung zum Bordcomputer…
phone-not-me = Nicht ich
phone-rules = Regelübersicht
phone-released = Der Gastgeber hat dieses Handy freigegeben: bitte neu wählen.
phone-vibrate-on = Vibration: an
phone-vibrate-off = Vibration: aus
phone-entering = Die Crew gibt ihre Tafeln ein.
phone-pick = Wähle, wer du bist
phone-waiting-crew = Warten, bis der Gastgeber die Crew eingerichtet hat…
phone-who = Wer bist du?
phone-taken = auf einem anderen Handy
phone-watching = Nur zuschauen
phone-phase = Phase { $phase } von { $phases } · noch { $left }
phone-all-phases-over = Alle Phasen vorbei
phone-paused = PAUSIERT
phone-listening = Hört zu…
phone-threats = Bedrohungen ({ $count })
phone-none-yet = Noch keine angesagt.
phone-serious = schwer
phone-common = normal
phone-unconfirmed = unbestätigt
phone-your-board = Deine Aktionstafel
phone-undo = Rückgängig ⌫
phone-type-tokens = oder Zeichen tippen: A > ^ . C
phone-cancel = abbrechen
phone-space-problem = Feld { $space }: { $message }
phone-oops-on = Hoppla: nächste Karte ~
phone-oops = Hoppla, gestolpert
phone-done = ✓ Fertig (tippen zum Ändern)
phone-complete = Meine Tafel ist fertig
phone-label-red = ◀ rot
phone-label-blue = blau ▶
phone-label-lift = ▲▼ Lift
phone-label-empty = leer
phone-label-bots = Roboter
phone-no-score = keine Wertung
phone-points = Punkte
phone-score-card = Wertungskarte
phone-debrief = Nachbesprechung
phone-turn-by-turn = Was geschah, Runde für Runde

## The server's refusals and the wrong-code page (terminals/src/words.rs)
phone-refused-malformed = fehlerhafte Nachricht: { $detail }
phone-refused-wrong-code = falscher Beitrittscode
phone-refused-too-many-tries = zu viele falsche Codes: ein paar Sekunden warten
phone-refused-unknown-session = unbekannte Sitzung: erneut beitreten
phone-refused-full = { $count } Terminals sind schon verbunden: den Gastgeber bitten, eines freizugeben
phone-refused-no-such-seat = es gibt kein Crewmitglied { $number }
phone-refused-seat-taken = { $name } ist auf einem anderen Handy: den Gastgeber bitten, es freizugeben
phone-refused-one-seat = dieses Handy ist schon { $name }: ein Besatzungsmitglied pro Handy (der Gastgeber kann { $name } freigeben)
phone-refused-sessions-from-here = dieses Handy ist schon beigetreten: zur Seite zurückkehren, die beigetreten ist
phone-refused-too-many-sockets = diese Seite ist auf diesem Handy schon anderswo offen: dort schließen
phone-refused-no-seat = zuerst das eigene Crewmitglied wählen
phone-refused-not-now = Tafeln werden nach der Aktionsrunde eingegeben
phone-refused-read-only = dieses Spiel ist beendet: es wird nur gezeigt
phone-refused-bad-board = die Tafel hat { $count ->
        [one] ein Problem
       *[other] { $count } Probleme
    }
phone-wrong-code-title = Falscher Beitrittscode
phone-wrong-code-hint = Den Beitrittscode eingeben, den der Bildschirm des Gastgebers zeigt (acht Buchstaben und Ziffern).
phone-wrong-code-join = Beitreten

## The phones' first waiting line, before the host publishes its own
phone-waiting-mission = Warten auf den Start des Einsatzes

## A board's problems as the phone shows them (terminals/src/board.rs)
phone-problem-not-a-card = `{ $token }` ist keine Karte
phone-problem-too-many-cards = { $count } Karten: eine Aktionstafel hat 12 Felder (nimm { $extra } weg)
phone-refused-no-cards = auf den Handys sind keine Karten ausgeteilt
phone-hand-refused-round-over = die Aktionsrunde ist vorbei
phone-hand-refused-no-seat = Crewmitglied { $number } hält keine Karten
phone-hand-refused-no-figure = es gibt keine Figur { $number }
phone-hand-refused-not-your-figure = diese Tafel gehört einem anderen Spieler
phone-hand-refused-no-space = Feld { $space } gibt es in dieser Mission nicht
phone-hand-refused-phase-locked = Phase { $phase } ist vorbei: ihre Felder sind gesperrt
phone-hand-refused-phase-not-open = Phase { $phase } ist für dich noch nicht offen
phone-hand-refused-space-taken = auf Feld { $space } liegt schon eine Karte
phone-hand-refused-space-empty = Feld { $space } ist leer
phone-hand-refused-stale = Feld { $space } hat sich inzwischen geändert: nochmal ansehen und wiederholen
phone-hand-refused-not-in-hand = diese Karte ist nicht in deiner Hand
phone-hand-refused-not-this-figure = diese Karte gehört nur auf die Tafel ihres eigenen Crewmitglieds
phone-hand-refused-android-card-stays = eine Karte auf der Tafel eines Androiden bleibt liegen
phone-hand-refused-no-packet-left = du hältst die Karten der letzten Phase schon
phone-hand-refused-no-draw = keine Karte zu ziehen: warte auf „eingehende Daten“
phone-hand-refused-pile-empty = der Stapel ist leer
phone-hand-refused-transfer-closed = keine Datenübertragung offen: die Karte bleibt in deiner Hand
phone-hand-refused-already-gave = eine Karte je Datenübertragung: du hast schon eine gegeben
phone-hand-refused-not-ordinary = Heldenkarten und Spezialisierungskarten werden nie weitergegeben
phone-hand-refused-not-another-player = wähle einen anderen Spieler
phone-hand-title = Deine Hand: { $count } Karten
phone-hand-help = Tippe eine Karte an, wähle die obere Hälfte und tippe dann ein Feld der offenen Phase an.
phone-hand-top = Oben: { $half }
phone-hand-flip = Andere Hälfte nach oben
phone-hand-turn = Umdrehen
phone-hand-take-back = Zurücknehmen
phone-hand-move = Verschieben…
phone-hand-move-where = Tippe ein leeres Feld derselben Phase an
phone-hand-cancel = Abbrechen
phone-hand-end-phase = Fertig mit Phase { $phase }: die nächsten Karten aufnehmen
phone-hand-last-phase = Letzte Phase: alle deine Karten sind in deiner Hand
phone-hand-draw = Eine Karte ziehen ({ $count })
phone-hand-give = Die gewählte Karte geben an:
phone-hand-comms-down = Kommunikation ausgefallen: nicht sprechen
phone-hand-board = Deine Tafel
phone-hand-android = Android { $number }
phone-hand-figure = Figur { $number }
phone-hand-locked = gesperrt
phone-hand-open = offen
phone-hand-later = später
phone-hand-over = Die Aktionsrunde ist vorbei: deine Tafel ging an den Host.
phone-hand-heroic = Heldenkarte
phone-hand-special = Spezialisierung
phone-hand-own = Karten dieser Tafel
