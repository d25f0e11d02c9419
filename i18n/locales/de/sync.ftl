# Die Crew in mehr als einem Raum: die Stimme auf jedem Handy, Handys, die abreißen und wiederkommen.
sync-phone-voice-on = Stimme auf diesem Handy: an
sync-phone-voice-off = Stimme auf diesem Handy: aus
sync-phone-voice-tap = Tippe irgendwohin, damit dieses Handy sprechen darf.
sync-phone-voice-none = Dieses Handy kann die Stimme nicht abspielen: hör auf den Tisch.
sync-phone-no-vibrate = Dieses Handy kann nicht vibrieren: stattdessen blinkt der Bildschirm bei jeder Durchsage.
sync-phone-reconnecting = Verbindung verloren: neuer Versuch…
sync-link-connected = { $name } · verbunden
sync-link-reconnecting = { $name } · verbindet neu…
sync-link-gone = { $name } · weg
sync-phones-line = Handys: { $people }
