## The phone page (terminals/src/page.html): the server sends it this area whole.

## The page (no select expressions here: the page fills in { $name } itself)
phone-title = Sitting Duck · Crew-Terminal
phone-connecting = Verbindung zum Bordcomputer…
phone-not-me = Nicht ich
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
