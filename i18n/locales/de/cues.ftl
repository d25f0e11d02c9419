## cues (de): audio/voices/phrases/de.tsv
cue-begin_first_phase = Alarm. Feindliche Aktivität entdeckt. Beginnen Sie die erste Phase.
cue-alert = Alarm.
cue-unconfirmed_report = Unbestätigte Meldung.
cue-time_t_plus_1 = Zeit T plus eins.
cue-time_t_plus_2 = Zeit T plus zwei.
cue-time_t_plus_3 = Zeit T plus drei.
cue-time_t_plus_4 = Zeit T plus vier.
cue-time_t_plus_5 = Zeit T plus fünf.
cue-time_t_plus_6 = Zeit T plus sechs.
cue-time_t_plus_7 = Zeit T plus sieben.
cue-time_t_plus_8 = Zeit T plus acht.
cue-threat = Bedrohung.
cue-serious_threat = Schwere Bedrohung.
cue-internal_threat = Interne Bedrohung.
cue-serious_internal_threat = Schwere interne Bedrohung.
cue-zone_red = Zone Rot.
cue-zone_white = Zone Weiß.
cue-zone_blue = Zone Blau.
cue-repeat = Wiederhole.
cue-incoming_data = Eingehende Daten.
cue-data_transfer = Datenübertragung. Fünf, vier, drei, zwei, eins. Übertragung beendet.
cue-communications_down = Kommunikation ausgefallen.
cue-communications_restored = Kommunikation wiederhergestellt.
cue-first_phase_ends_in_1_minute = Erste Phase endet in einer Minute.
cue-first_phase_ends_in_20_seconds = Erste Phase endet in zwanzig Sekunden.
cue-second_phase_ends_in_1_minute = Zweite Phase endet in einer Minute.
cue-second_phase_ends_in_20_seconds = Zweite Phase endet in zwanzig Sekunden.
cue-operation_ends_in_1_minute = Einsatz endet in einer Minute.
cue-operation_ends_in_20_seconds = Einsatz endet in zwanzig Sekunden.
cue-first_phase_ends = Erste Phase endet in fünf, vier, drei, zwei, eins.
cue-second_phase_begins = Zweite Phase beginnt.
cue-second_phase_ends = Zweite Phase endet in fünf, vier, drei, zwei, eins.
cue-third_phase_begins = Dritte Phase beginnt.
cue-operation_ends = Einsatz endet in fünf, vier, drei, zwei, eins. Einsatz beendet. Sprung in den Hyperraum.

## The words the mission screen shows one by one while a countdown is spoken, and the
## announcement for an unconfirmed report the crew's size ignores.
cue-ignored-report = Unbestätigte Meldung: bei { $crew } Crewmitgliedern ignoriert.
cue-count = { $n ->
    [1] Eins
    [2] Zwei
    [3] Drei
    [4] Vier
   *[5] Fünf
}
cue-data_transfer-head = Datenübertragung.
cue-data_transfer-tail = Übertragung beendet.
cue-first_phase_ends-head = Erste Phase endet in
cue-second_phase_ends-head = Zweite Phase endet in
cue-operation_ends-head = Einsatz endet in
cue-operation_ends-tail = Einsatz beendet. Sprung in den Hyperraum.
