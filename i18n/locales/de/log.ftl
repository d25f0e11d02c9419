## Das Logbuch: eine Zeile je Ereignis. Kartennamen, Crewnamen und Aktionssymbole
## (A, B+, ~C, Systembuchstaben) bleiben wie gedruckt.

## Die Bezeichnungen des Schiffs
word-zone-red = rot
word-zone-white = weiß
word-zone-blue = blau
word-zone-internal = intern
word-station-upper = oben { $zone }
word-station-lower = unten { $zone }
word-cannon-heavy = schwere Laserkanone { $zone }
word-cannon-light = leichte Laserkanone { $zone }
word-cannon-pulse = Impulskanone
word-source-rocket = Rakete
word-source-interceptors = Abfangjäger
word-reactor-central = Hauptreaktor
word-reactor = Reaktor { $zone }
word-shield = Schild { $zone }
word-door-red-white = Tür rot-weiß
word-door-white-blue = Tür weiß-blau
word-tile-structural = Struktur
word-tile-gravolift = Gravitationslift
word-tile-upper-cannon = obere Kanone
word-tile-lower-cannon = untere Kanone
word-tile-shield = Schild
word-tile-reactor = Reaktor
word-step-appear = Bedrohungen erscheinen
word-step-actions = Aktionen
word-step-damage = Schaden
word-step-threats = Bedrohungen
word-step-end-of-turn = Rundenende

## Teile von Zeilen
log-card-falls-off = die Karte { $card } fällt vom Aktionsplan
log-heroic-bonus = +{ $bonus } heldenhaft
log-heroic-move = heldenhafte Bewegung
log-heroic = heldenhaft
log-by-gravolift = mit dem Gravitationslift { $zone }
log-ignoring-shields = Schilde werden ignoriert

## Warum eine Aktion ohne Wirkung blieb
log-no-effect-in-blue = schon in der blauen Zone
log-no-effect-in-red = schon in der roten Zone
log-no-effect-in-white = schon in der weißen Zone
log-no-effect-in-station = schon in dieser Station
log-no-effect-system-broken = das System ist durch eine Fehlfunktion ausgefallen
log-no-effect-cannon-fired = die Kanone hat in dieser Runde schon gefeuert
log-no-effect-no-energy = keine Energie im Reaktor
log-no-effect-no-fuel = keine Brennstoffkapsel mehr
log-no-effect-full = schon voll
log-no-effect-nothing-to-transfer = keine Energie zum Übertragen
log-no-effect-interceptors-need-squad = die Abfangjäger brauchen einen aktiven Kampfroboter-Trupp
log-no-effect-interceptors-out = die Abfangjäger sind schon draußen
log-no-effect-no-maintenance-due = in dieser Runde ist keine Computerwartung fällig
log-no-effect-computer-maintained = der Computer ist schon gewartet
log-no-effect-leads-squad = führt schon einen aktiven Kampfroboter-Trupp
log-no-effect-no-squad-stored = hier lagert kein Kampfroboter-Trupp
log-no-effect-no-rockets = keine Raketen mehr
log-no-effect-rocket-launched = in dieser Runde wurde schon eine Rakete gestartet
log-no-effect-leads-no-squad = führt keinen Kampfroboter-Trupp
log-no-effect-squad-disabled = der Kampfroboter-Trupp ist außer Gefecht
log-no-effect-no-intruder = kein Eindringling in dieser Station
log-no-effect-knocked-out = bewusstlos
log-no-effect-out-of-reach = der Eindringling hier ist außer Reichweite
log-no-effect-door-sealed = eine versiegelte Tür ist im Weg
log-no-effect-phased-out = die Fehlfunktion ist ausgephast, außer Reichweite

## Warum ein Aktionsplan verzögert wird
log-delay-returned = Rückkehr von den Abfangjägern
log-delay-tripped = Hoppla, ich bin gestolpert
log-delay-damaged-gravolift = beschädigter Gravitationslift
log-delay-gravolift-in-use = Gravitationslift in dieser Runde schon benutzt
log-delay-slowing-intruder = betrat eine Station mit einem bremsenden Eindringling
log-delay-threat-action = die Aktion einer Bedrohung
log-delay-computer = der Computer wurde nicht gewartet
log-delay-still-in-space = noch draußen in den Abfangjägern

## Doppelaktionen
log-half-battlebots = Kampfroboter
log-half-red-arrow = roter Pfeil
log-half-blue-arrow = blauer Pfeil
log-half-gravolift = Gravitationslift
log-half-lost-launched = die erste Hälfte hat die Abfangjäger gestartet
log-half-lost-knocked-out = die erste Hälfte hat sie bewusstlos gemacht
log-half-lost-past-last-turn = durch die erste Hälfte über Runde 12 hinaus verzögert: { $why }

## Reichweite der Abfangjäger, Trupps, verletzte Bedrohungen
log-range-flew-out = C: eine Reichweite hinaus
log-range-no-card = keine Karte: eine Reichweite näher
log-range-card-delayed = eine Karte, die sie nicht nutzen können: eine Reichweite näher, die Karte wartet
log-squad-sabotaged = im Lager sabotiert
log-squad-fired-back = der Eindringling schießt zurück
log-squad-leader-spared = eine Ärztin bewahrte ihren Anführer vor der Bewusstlosigkeit
log-hurt-repaired-everywhere = in allen Stationen zugleich repariert
log-hurt-explosion = von der Explosion erfasst
log-hurt-own-action = ihre eigene Aktion
log-hurt-repaired-alone = ein einzelnes Crewmitglied hat sie diese Runde repariert
log-hurt-repaired-with-bots = repariert von einem Crewmitglied mit aktiven Kampfrobotern

## Warum ein Crewmitglied bewusstlos wird
log-ko-deadly-station = betrat { $station }, von { $threat } tödlich gemacht
log-ko-threat-action = Aktion von { $threat }
log-ko-destroyed-it = zerstörte { $threat }
log-ko-destroyed-beside = { $threat } wurde neben ihnen zerstört
log-ko-flew-into = flog die Abfangjäger in { $threat }
log-ko-ultrafast-return = flog die Abfangjäger über Reichweite 3 hinaus (ultraschnelle Rückkehr)
log-ko-out-at-jump = beim Sprung noch draußen auf Reichweite { $range }
log-ko-poisoned = vergiftet von { $threat }

## Warum das Schiff zerstört wurde
log-loss-seventh-damage = Zone { $zone } erhielt einen siebten Schaden
log-loss-threat = { $threat } zerstört das Schiff
log-loss-a-threat = eine Bedrohung zerstört das Schiff

## Die Crew
log-moved = { $crew } geht von { $from } nach { $to }
log-delayed = { $crew } wird ab Runde { $turn } verzögert ({ $why })
log-tripped = { $crew } sagt „Hoppla, ich bin gestolpert“ und führt { $action } aus
log-no-effect = { $crew } spielt { $action }: ohne Wirkung ({ $why })
log-fired = { $crew } feuert die { $cannon } ab (Stärke { $strength })
log-energy-moved = { $crew } überträgt { $amount } Energie von { $from } nach { $to }
log-energy-flows = { $amount } Energie fließt von { $from } nach { $to }
log-refuelled = { $crew } verbraucht eine Brennstoffkapsel: Hauptreaktor +{ $amount }
log-maintained = { $crew } wartet den Computer
log-rocket-launched = { $crew } startet eine Rakete
log-squad-taken = { $crew } übernimmt Kampfroboter-Trupp { $squad }
log-squad-reactivated = { $crew } reaktiviert Kampfroboter-Trupp { $squad }
log-squad-disabled = Kampfroboter-Trupp { $squad } ist außer Gefecht ({ $why })
log-interceptors-launched = { $crew } startet mit den Abfangjägern
log-interceptors-stay = { $crew } bleibt draußen in den Abfangjägern
log-interceptors-returned = { $crew } kehrt von den Abfangjägern nach oben rot zurück
log-interceptors-range = { $crew } fliegt die Abfangjäger von Reichweite { $from } auf Reichweite { $to } ({ $why })
log-double-played = { $crew } spielt die Doppelaktion { $double } ({ $first }, dann { $second })
log-half-delayed = { $crew } wird verzögert ({ $why }): die zweite Hälfte { $half } rückt als Einzelaktion in Runde { $turn }
log-half-lost = die zweite Hälfte { $half } von { $crew } geht verloren ({ $why })
log-confirmed = { $crew } führt die Sichtbestätigung durch
log-repaired = { $crew } repariert { $threat } (System { $system }, { $amount ->
        [one] { $amount } Punkt
       *[other] { $amount } Punkte
    })
log-bots-attack = die Kampfroboter von { $crew } greifen { $threat } in { $station } an ({ $amount } Schaden)
log-knocked-out = { $crew } ist bewusstlos ({ $why })

## Die Bedrohungen
log-appears-internal = { $threat } erscheint (intern, Feld { $space })
log-appears = { $threat } erscheint in Zone { $zone } (Feld { $space })
log-ignored = { $threat } ist eine unbestätigte Meldung und wird ignoriert (weniger als 5 Spieler)
log-hurt = { $threat } erhält { $amount } Schaden ({ $why })
log-targeted = { $source } zielt auf { $threat } (Stärke { $strength })
log-targeted-plural = die { $source } zielen auf { $threat } (Stärke { $strength })
log-rocket-missed = die Rakete findet kein Ziel und ist verloren
log-no-target = { $source } findet kein Ziel
log-no-target-plural = die { $source } finden kein Ziel
log-damaged = { $threat } erhält { $total }, Schild { $shield }, { $taken } Schaden, { $left } übrig
log-destroyed-by = { $threat } wird von { $crew } zerstört
log-destroyed = { $threat } wird zerstört
log-moves-past-end = { $threat } zieht von Feld { $from } über das Ende ihrer Flugbahn hinaus
log-threat-moves = { $threat } zieht von Feld { $from } auf Feld { $to }
log-acts = { $threat } führt ihre Aktion { $square } aus
log-change-heal = { $threat } repariert { $amount } Schaden
log-change-speed-up = { $threat } wird um { $amount } schneller
log-change-shield-up = { $threat } Schild +{ $amount }
log-change-set-shield = { $threat } Schild wird { $amount }
log-change-revealed = { $threat } gibt sich zu erkennen
log-change-cryoshield-gone = der Kryoschild von { $threat } absorbiert den Schaden und ist weg
log-change-fires-back = { $threat } wächst heran: sie schießt ab jetzt zurück
log-change-hit-points = { $threat } hat jetzt { $amount ->
        [one] { $amount } Lebenspunkt
       *[other] { $amount } Lebenspunkte
    }
log-change-passed-xy = { $threat } passiert ein Aktionsfeld
log-change-shield-down = der Megaschild von { $threat } wird schwächer: Schild -{ $amount }
log-change-phased-out = { $threat } phast aus: nichts erreicht sie, bis sie wieder einphast
log-change-phased-in = { $threat } phast ein: sie handelt diese Runde mit ihren Werten in Klammern
log-called = { $caller } ruft { $threat } herbei: sie tritt am Ende dieses Schritts in die Flugbahn { $zone } ein
log-call-forestalled = { $caller } hat { $threat } nie gerufen: auch sie zählt als zerstört
log-jumped = { $threat } springt von Zone { $from } nach Zone { $to }
log-jump-blocked = { $threat } kann nicht springen: die Flugbahn { $to } ist kürzer als ihr Feld
log-carrier-weakened = die Abfangjäger sind draußen: der Angriff von { $threat } ist um { $amount } schwächer
log-lasers-halved = { $threat } ist polarisiert: die { $lasers } der Laser zählen als { $counted }
log-intruder-moves = { $threat } zieht von { $from } nach { $to }
log-spread = { $threat } breitet sich nach { $station } aus
log-survived = { $threat } verlässt ihre Flugbahn: überlebt
log-attack = { $threat } greift Zone { $zone } mit Stärke { $strength } an
log-damage-doubled = { $threat } verdoppelt ab jetzt den Schaden an Zone { $zone }
log-damage-doubling-ended = { $threat } ist weg: der Schaden an Zone { $zone } wird nicht mehr verdoppelt
log-stations-deadly = { $threat } macht { $stations } tödlich: wer später eintritt, wird bewusstlos
log-boost-shield = { $threat } gibt jeder externen Bedrohung +1 Schild, solange sie nicht zerstört ist
log-boost-attack = { $threat } gibt jeder anderen externen Bedrohung +1 Angriff, solange sie nicht zerstört ist

## Das Schiff
log-shield-absorbed = der Schild { $zone } absorbiert { $amount }
log-tile-drawn = Zone { $zone } erhält ein Schadensplättchen: { $tile }
log-energy-drained = { $container } verliert { $amount } Energie
log-fuel-destroyed = { $amount ->
        [one] { $amount } Brennstoffkapsel
       *[other] { $amount } Brennstoffkapseln
    } zerstört
log-rocket-destroyed = eine Rakete an Bord wird zerstört
log-rocket-advanced = die Rakete fliegt weiter: sie trifft nächste Runde
log-computer-maintained = Computerprüfung: der Computer wurde gewartet
log-computer-not-maintained = Computerprüfung: der Computer wurde nicht gewartet, jedes Crewmitglied an Bord wird verzögert
log-turn-ended = Kanonen und Gravitationslifte sind wieder frei
log-phase-ended = Phase { $phase } endet; beste Sichtbestätigung: { $confirming ->
        [one] { $confirming } Crewmitglied
       *[other] { $confirming } Crewmitglieder
    }
log-ship-destroyed-by = DAS SCHIFF IST ZERSTÖRT durch { $threat }: { $why }
log-ship-destroyed = DAS SCHIFF IST ZERSTÖRT: { $why }
log-jumped-hyperspace = das Schiff springt in den Hyperraum
log-turn-begins = Runde { $turn } beginnt

## Leiden
log-poisoned = { $crew } wird von { $threat } vergiftet
log-infected = { $crew } wird von { $threat } infiziert
log-drones-placed = { $threat } setzt Giftdrohnen in { $stations } aus
log-mine-laid = { $threat } legt eine Mine in { $station }
log-mines-detonated = die Minen von { $threat } explodieren
log-sabotaged = { $threat } sabotiert das System { $system } in { $station }
log-sabotage-repaired = { $crew } repariert das sabotierte System { $system } in { $station }
log-host-found = { $threat } heftet sich an { $crew }

## The New Frontier
log-starts-in = { $threat } setzt sich in { $station } fest
log-inaccessible = { $threat } ist schwer zu erreichen: { $wasted ->
        [one] { $wasted } Punkt
       *[other] { $wasted } Punkte
    } der Arbeit von { $crew } sind diese Runde verloren
log-finish-needs-energy = { $crew } kann { $threat } nicht erledigen: { $reactor } ist leer
log-shields-off = die Schilde absorbieren nicht mehr ({ $threat })
log-shields-reversed = die Schilde sind umgepolt: ihre Energie verstärkt jeden Angriff ({ $threat })
log-shields-restored = die Schilde arbeiten wieder ({ $threat } ist weg)
log-shield-joins-attack = der umgepolte Schild { $zone } fügt dem Angriff seine { $amount } Energie hinzu
log-door-sealed = die { $door } ist versiegelt ({ $threat })
log-door-reopened = die { $door } öffnet sich wieder ({ $threat } ist weg)
log-optics-disrupted = die Optik der Zone { $zone } ist gestört: ihre Laser brauchen Zielhilfe ({ $threat })
log-optics-restored = die Optik der Zone { $zone } arbeitet wieder ({ $threat } ist weg)
log-shot-blind = { $source } feuert blind: ohne Zielhilfe trifft sie nichts
log-short-circuit = der Schuss der schweren Laserkanone weiß erzeugt einen Kurzschluss ({ $threat })
log-repeats = { $crew } wird verzögert und spielt die Karte von Runde { $turn } noch einmal
log-displaced = { $crew } wird von { $from } nach { $to } geschleudert ({ $threat })
log-discarded = { $threat } wird abgelegt: sie bringt keine Punkte
log-intruder-blocked = { $threat } kann nicht von { $from } nach { $to } ziehen: eine versiegelte Tür

## Spezialisierungen; $card ist der Titel einer Karte wie gedruckt
log-sp-no-effect-lower-deck = sie wirkt nur auf dem Oberdeck
log-sp-no-effect-upper-deck = sie wirkt nur auf dem Unterdeck
log-sp-no-effect-not-now = sie wirkt nur unten weiß, in Runde 10 oder 11
log-sp-no-effect-not-both-cannons = beide Kanonen müssen feuern können, also feuert keine
log-sp-no-effect-remote-cannot-finish = eine Fernreparatur kann den letzten Lebenspunkt einer Fehlfunktion nicht entfernen
log-sp-no-effect-nobody-to-teleport = die Teleportmarker bewegen niemanden
log-sp-no-effect-white-zone = zur weißen Zone gibt es keine Gegenzone
log-sp-no-effect-no-squad = führt keinen Kampfroboter-Trupp
log-sp-no-effect-nothing-to-repair = kein Schadensplättchen in dieser Zone
log-sp-no-effect-cannot-fly = braucht einen aktiven Kampfroboter-Trupp, abseits von unten blau
log-sp-no-effect-cannon-malfunction = eine Fehlfunktion blockiert die Kanone
log-sp-no-effect-no-malfunction = keine Fehlfunktion in dieser Station
log-sp-no-effect-already-prepared = die Kanone ist schon vorbereitet
log-sp-specialization = Spezialisierung
log-sp-advanced = fortgeschritten
log-sp-basic = einfach
log-sp-used = { $crew } spielt die Karte { $card } ({ $face })
log-sp-no-effect = Karte { $card } von { $crew }: ohne Wirkung ({ $why })
log-sp-medic-heroic = der Sanitäter { $medic } macht die Aktion von { $crew } in dieser Runde heldenhaft
log-sp-special-ops-heroic = die nächste A-, B- oder Kampfroboter-Aktion von { $crew } wird heldenhaft (Spezialeinsatz)
log-sp-heroic-used = die Aktion von { $crew } ist heldenhaft ({ $card })
log-sp-medic-guards = { $crew } bewacht die Station: dort wird diese Runde niemand bewusstlos
log-sp-protection-started = { $crew } ist durch den Spezialeinsatz geschützt, bis die Aktion gespielt ist
log-sp-protection-ended = der Schutz durch den Spezialeinsatz endet für { $crew } mit der Aktion
log-sp-not-knocked-out = { $crew } wird nicht bewusstlos ({ $why })
log-sp-not-delayed = { $crew } wird nicht verzögert ({ $why })
log-sp-protected-by-special-ops = geschützt durch den Spezialeinsatz
log-sp-guarded-by-medic = bewacht vom Sanitäter { $medic }
log-sp-temporary-shields = { $crew } errichtet bis zum Rundenende temporäre Schilde: rot +{ $red }, weiß +{ $white }, blau +{ $blue }
log-sp-temporary-absorbed = der temporäre Schild { $zone } absorbiert { $amount }
log-sp-temporary-drained = der temporäre Schild { $zone } verliert { $amount }
log-sp-threats-slowed = { $crew } bremst die externen Bedrohungen: sie ziehen diese Runde 1 Feld weniger
log-sp-mission-shortened = { $crew } plant einen frühen Sprung: die Mission endet nach Runde { $turn }
log-sp-cannon-prepared = { $crew } bereitet die { $cannon } auf ihren nächsten Schuss vor
log-sp-preparation-used = die Vorbereitung der { $cannon } ist verbraucht
log-sp-pulse-extended = { $crew } verstärkt die Impulskanone: Stärke 1 diese Runde eine Entfernung weiter
log-sp-double-rocket = { $crew } startet zwei Raketen als eine (Stärke 5)
log-sp-confirmed-as-three = { $crew } führt eine Sichtbestätigung durch, die als drei Crewmitglieder zählt
log-sp-remote-repaired = { $crew } repariert { $threat } aus der Ferne in { $station } ({ $amount ->
        [one] { $amount } Punkt
       *[other] { $amount } Punkte
    })
log-sp-tile-repaired = die Kampfroboter von { $crew } reparieren den Schaden { $tile } der Zone { $zone }: das Plättchen kommt unter den Stapel
log-sp-teleports-self = { $crew } teleportiert sich von { $from } nach { $to }
log-sp-teleports = { $by } teleportiert { $crew } von { $from } nach { $to }

## Das lesbare Logbuch und seine Wertung
log-report-turn = Runde { $turn }
log-report-nothing-in-particular = nichts Bestimmtes
log-report-lost = MISSION VERLOREN: das Schiff wurde von { $threat } zerstört ({ $why }). Keine Wertung.
log-report-complete = MISSION ERFÜLLT
log-report-not-counted = Nicht gezählt (das Schiff ging verloren):
log-report-total = GESAMT
log-report-no-score-by = KEINE WERTUNG: das Schiff wurde von { $threat } zerstört
log-report-no-score = KEINE WERTUNG: das Schiff wurde zerstört

## How the log's parts are joined (the language's punctuation: French puts a no-break space
## before : ; ? !)
log-line = T{ $turn } { $step }: { $text }
log-then = { $first }; { $then }
log-step-heading = { $step }:
log-sp-spared-by = { $spared }: { $guard }
