# Die Missionsskripte der Community (Flash-Codezeilen, mkalus' XML): Import und Export,
# auf der Kommandozeile und in der App (docs/formats.md §13).

## Was in einem Skript nicht stimmt. Davor steht die Stelle (`Datei:Zeile:Spalte: Eintrag: `).
import-empty = Das Skript ist leer: Es gibt nichts zu lesen.
import-empty-item = Zwischen zwei Kommas steht nichts: Ein Eintrag ist eine Zeit und ein Code.
import-bad-time = „{ $time }“ ist keine Zeit: Minuten, dann zwei Ziffern Sekunden, etwa 130 für 1:30.
import-unknown-code = „{ $code }“ ist kein Code des Flash-Players (AL, UR, ID, DT, CS oder PE).
import-bad-turn = „{ $turn }“ ist keine Runde: Eine Bedrohung erscheint in Runde 1 bis 8.
import-bad-threat = „{ $found }“ ist keine Art von Bedrohung: T (Bedrohung), ST (schwere Bedrohung), IT (interne Bedrohung) oder SIT (schwere interne Bedrohung).
import-bad-zone = „{ $found }“ ist keine Zone: Eine externe Bedrohung kommt in Zone R (rot), W (weiß) oder B (blau).
import-zone-on-internal = Eine interne Bedrohung hat keine Zone, aber „{ $found }“ folgt ihr.
import-bad-seconds = „{ $found }“ ist keine Dauer: Die Kommunikation fällt mindestens eine ganze Sekunde aus.
import-phase-order = „{ $found }“ beendet eine Phase, aber als Nächstes endet Phase { $expected }.
import-phase-count = { $count ->
    [one] Das Skript hat eine Phase: Eine Spur hat zwei (ein Testlauf) oder drei.
   *[other] Das Skript hat { $count } Phasen: Eine Spur hat zwei (ein Testlauf) oder drei.
}
import-not-xml = Das ist kein XML, das die App lesen kann: { $reason }
import-unexpected-element = Ein <{ $found }>, wo ein <{ $expected }> hingehört.
import-missing-attribute = Das Attribut „{ $attribute }“ fehlt.
import-bad-value = { $attribute }="{ $found }": erwartet wird { $expected }.
import-expected-milliseconds = eine ganze Zahl von Millisekunden
import-expected-turn = eine Runde von 1 bis 8
import-after-phase = Das beginnt erst nach dem Ende seiner Phase.

## Was ein exportiertes Skript nicht sagen kann.
import-approx-name = Das Format kennt keinen Missionsnamen: Wieder eingelesen, heißt sie wie ihre Datei.
import-approx-kind = Das Format sagt nicht, welche Art von Spur es ist: Wieder eingelesen, ist es eine „{ $kind }“.
import-approx-soundtrack = Das Format kennt keine Soundtrack-Datei: Es läuft der erzeugte Soundtrack.
import-approx-modules = Das Format nennt keine Module: Wieder eingelesen, ist nur eine Spur mit einer externen und einer internen Bedrohung in derselben Runde eine Doppelaktions-Spur.

## Die Kommandozeile.
import-written = { $file }: Die Mission „{ $name }“ ist geschrieben.
import-no-track = { $file }: Es wurde keine Spur geschrieben.

## „Einsatz öffnen“ auf dem Startbildschirm.
import-open = Einsatz öffnen
import-open-hover = Eine Missionsspur: unser YAML, eine Codezeile des Flash-Players oder eine XML-Mission
import-open-title = Einsatz öffnen
import-opened = „{ $name }“ aus { $file } geöffnet.
import-open-failed = Dieser Einsatz ließ sich nicht öffnen:

## Hilfe der Kommandozeile.
about-import = Ein Missionsskript der Community (Codezeile des Flash-Players oder XML-Mission) als Spur einlesen
help-import-script = Das zu lesende Skript: Sein Format wird am Inhalt erkannt
help-import-output = Die Spur (YAML) in diese Datei statt auf die Standardausgabe schreiben
help-import-format = Das Format des Skripts, wenn es nicht am Inhalt erkannt werden soll
about-export = Eine Spur als Missionsskript der Community schreiben (Codezeile des Flash-Players oder XML-Mission)
help-export-track = Eine Spurdatei oder eine mitgelieferte Spur nach Dateiname oder Name (`mission-1`, "Mission 1")
help-export-format = Das zu schreibende Format
help-export-output = Das Skript in diese Datei statt auf die Standardausgabe schreiben
