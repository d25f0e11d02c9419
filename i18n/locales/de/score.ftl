## Die Zeilen der Wertung (words/src/score.rs)
score-line-threat = T{ $turn } { $threat } ({ $zone })
score-line-destroyed = Zerstört: { $threat }
score-line-survived = Überstanden: { $threat }
score-line-secret-discarded = Geheime Karte, abgelegt: { $threat }
score-line-ignored = Unbestätigte Meldung, ignoriert: { $threat }
score-line-in-flight-at-jump = Beim Sprung noch unterwegs: { $threat }
score-line-in-flight-at-loss = Unterwegs, als das Schiff verloren ging: { $threat }
score-line-not-yet-arrived = Noch nicht eingetroffen, als das Schiff verloren ging: { $threat }
score-line-visual-confirmation = Sichtbestätigung
score-line-damage = Schaden: { $tiles } { $tiles ->
        [one] Plättchen
       *[other] Plättchen
    }, die schlimmste Zone ({ $worst }) doppelt
score-line-knocked-out = Bewusstlos: { $crew }
score-line-knocked-out-nobody = Bewusstlos: niemand
score-line-battlebots = Kampfroboter-Trupps außer Gefecht: { $disabled }
score-line-specialization-basic = { $specialization } ({ $crew }): { $uses } { $uses ->
        [one] Einsatz
       *[other] Einsätze
    } der Grundseite
score-line-specialization-advanced = { $specialization } ({ $crew }): { $uses } { $uses ->
        [one] Einsatz
       *[other] Einsätze
    } der Fortgeschrittenenseite
