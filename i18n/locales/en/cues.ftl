## Area `cues`: the announcer's words as the printable card prints them, one message per
## clip of the voice-pack vocabulary (the same words as audio/voices/phrases/<lang>.tsv).
cue-begin_first_phase = Alert. Enemy activity detected. Please begin first phase.
cue-alert = Alert.
cue-unconfirmed_report = Unconfirmed report.
cue-time_t_plus_1 = Time T plus one.
cue-time_t_plus_2 = Time T plus two.
cue-time_t_plus_3 = Time T plus three.
cue-time_t_plus_4 = Time T plus four.
cue-time_t_plus_5 = Time T plus five.
cue-time_t_plus_6 = Time T plus six.
cue-time_t_plus_7 = Time T plus seven.
cue-time_t_plus_8 = Time T plus eight.
cue-threat = Threat.
cue-serious_threat = Serious threat.
cue-internal_threat = Internal threat.
cue-serious_internal_threat = Serious internal threat.
cue-zone_red = Zone red.
cue-zone_white = Zone white.
cue-zone_blue = Zone blue.
cue-repeat = Repeat.
cue-incoming_data = Incoming data.
cue-data_transfer = Data transfer. Five, four, three, two, one. Data transfer complete.
cue-communications_down = Communication system down.
cue-communications_restored = Communications restored.
cue-first_phase_ends_in_1_minute = First phase ends in one minute.
cue-first_phase_ends_in_20_seconds = First phase ends in twenty seconds.
cue-second_phase_ends_in_1_minute = Second phase ends in one minute.
cue-second_phase_ends_in_20_seconds = Second phase ends in twenty seconds.
cue-operation_ends_in_1_minute = Operation ends in one minute.
cue-operation_ends_in_20_seconds = Operation ends in twenty seconds.
cue-first_phase_ends = First phase ends in five, four, three, two, one.
cue-second_phase_begins = Second phase begins.
cue-second_phase_ends = Second phase ends in five, four, three, two, one.
cue-third_phase_begins = Third phase begins.
cue-operation_ends = Operation ends in five, four, three, two, one. Mission complete. Jumping to hyperspace.

## The words the mission screen shows one by one while a countdown is spoken, and the
## announcement for an unconfirmed report the crew's size ignores.
cue-ignored-report = Unconfirmed report: ignored with { $crew } crew.
cue-count = { $n ->
    [1] One
    [2] Two
    [3] Three
    [4] Four
   *[5] Five
}
cue-data_transfer-head = Data transfer.
cue-data_transfer-tail = Data transfer complete.
cue-first_phase_ends-head = First phase ends in
cue-second_phase_ends-head = Second phase ends in
cue-operation_ends-head = Operation ends in
cue-operation_ends-tail = Mission complete. Jumping to hyperspace.
