# The community's mission scripts (Flash code strings, mkalus's XML): importing and exporting
# them, on the command line and in the app (docs/formats.md §13).

## What is wrong in a script. The place (`file:line:column: item: `) is written before each.
import-empty = The script is empty: there is nothing to read.
import-empty-item = There is nothing here between two commas: an item is a time and a code.
import-bad-time = “{ $time }” is not a time: write minutes then two digits of seconds, like 130 for 1:30.
import-unknown-code = “{ $code }” is not a code of the Flash player (AL, UR, ID, DT, CS or PE).
import-bad-turn = “{ $turn }” is not a turn: a threat appears on turn 1 to 8.
import-bad-threat = “{ $found }” is not a kind of threat: T (threat), ST (serious threat), IT (internal threat) or SIT (serious internal threat).
import-bad-zone = “{ $found }” is not a zone: an external threat comes in zone R (red), W (white) or B (blue).
import-zone-on-internal = An internal threat has no zone, but “{ $found }” follows it.
import-bad-seconds = “{ $found }” is not a length: communications go down for at least one whole second.
import-phase-order = “{ $found }” ends a phase, but phase { $expected } is the next to end.
import-phase-count = { $count ->
    [one] The script has one phase: a track has two (a test run) or three.
   *[other] The script has { $count } phases: a track has two (a test run) or three.
}
import-not-xml = This is not XML the app can read: { $reason }
import-unexpected-element = A <{ $found }> where a <{ $expected }> belongs.
import-missing-attribute = The attribute “{ $attribute }” is missing.
import-bad-value = { $attribute }="{ $found }": it takes { $expected }.
import-expected-milliseconds = a whole number of milliseconds
import-expected-turn = a turn from 1 to 8
import-after-phase = This starts after its phase has ended.

## What an exported script cannot say.
import-approx-name = The format has no name for the mission: read back, it is named after its file.
import-approx-kind = The format does not say the kind of track: read back, it is a “{ $kind }”.
import-approx-soundtrack = The format has no soundtrack file: the generated soundtrack plays.
import-approx-modules = The format does not say the modules: read back, only a track announcing an external and an internal threat for one turn is a double-action track.

## The command line.
import-written = { $file }: the mission “{ $name }” is written.
import-no-track = { $file }: no track was written.

## The setup screen's "Open a mission".
import-open = Open a mission
import-open-hover = A mission track: our YAML, a Flash player's code string or an XML mission
import-open-title = Open a mission
import-opened = Opened “{ $name }” from { $file }.
import-open-failed = This mission could not be opened:

## Command-line help.
about-import = Read a community mission script (a Flash player's code string or an XML mission) into a track
help-import-script = The script to read: its format is found from its content
help-import-output = Write the track (YAML) to this file instead of standard output
help-import-format = The script's format, when it should not be found from the content
about-export = Write a track as a community mission script (a Flash player's code string or an XML mission)
help-export-track = A track file, or a shipped track by file stem or name (`mission-1`, "Mission 1")
help-export-format = The format to write
help-export-output = Write the script to this file instead of standard output
