# The mission editor (app/src/gui/screens/editor/, app/src/gui/model/editor/).
editor-title = Mission editor
editor-back = Back
editor-undo = Undo [Ctrl+Z]
editor-redo = Redo [Ctrl+Y]
editor-save = Save
editor-file-name = File name
editor-open-copy = Open a copy of
editor-new = A new mission
editor-new-name = Our mission
editor-new-file = our-mission
editor-name = Name
editor-phase = Phase { $phase }
editor-phase-ends = Phase { $phase } ends at
editor-add-at = Add at { $at }:
editor-play-from = Play from { $at }
editor-playing = Playing from { $from }
editor-stop = Stop
editor-keys = Click the timeline to put the cursor there; drag an announcement to move it. Keys: T, I, D, B add at the cursor; Left and Right move the selected announcement by a second (with Shift by ten); Delete deletes it; P plays from the cursor.
editor-timeline-hint = Click to put the cursor here
editor-timeline = Timeline
editor-phones = The crew is writing a mission.
editor-selected = Selected: { $place }
editor-none-selected = Select an announcement on the timeline, or add one.
editor-time = Time
editor-delete = Delete
editor-turn = Turn
editor-serious = Serious threat
editor-unconfirmed = Unconfirmed report (only with five crew)
editor-blackout-seconds = Blackout, seconds
editor-loads = The mission loads: no problem found.
editor-problems = { $count ->
    [one] One problem: the mission would not load.
   *[other] { $count } problems: the mission would not load.
}
editor-problem = { $place }: { $reason }
editor-place-event = Phase { $phase } · { $at } · { $what }
editor-place-event-after = After the end · { $at } · { $what }
editor-place-phase-end = End of phase { $phase }
editor-place-track = The mission
editor-cd-advice = Advice: the CD's missions do this differently (no error, your mission may differ on purpose):
editor-cd-grid = On the CD every announcement and phase end sits on a 5-second grid.
editor-cd-start = On the CD nothing is announced before 0:10.
editor-cd-phase-lengths = On the CD phase 1 lasts 205-240 s, phase 2 215-235 s and phase 3 140-155 s.
editor-cd-threat-points = On the CD a mission has 8 threat points (a normal threat 1, a serious one 2).
editor-cd-unconfirmed = On the CD a mission has exactly one unconfirmed report, a normal threat.
editor-cd-serious = On the CD a mission has 1 to 3 serious threats.
editor-cd-internal = On the CD a mission has 1 or 2 internal threats.
editor-cd-turns = On the CD phase 1 announces turns 1-4 and phase 2 turns 5-8, each turn at most once, in rising order.
editor-cd-adjacent-internal = On the CD internal threats never come on adjacent turns, nor on turn 1 or 8.
editor-cd-per-phase = On the CD phases 1 and 2 each have 2-4 threats worth 3-5 points.
editor-cd-zones = On the CD no zone gets more than two external threats.
editor-cd-timing = On the CD threats come 25-90 s apart, phase 2's first 5-40 s into it, and each phase's last 55-160 s before its end.
editor-cd-data = On the CD a mission has 2-3 incoming data and 3-4 data transfers, and every phase has one of them.
editor-cd-blackouts = On the CD a mission has 2-5 blackouts of 5-30 s, 45-65 s in all, 20-40 s of them in phase 3, never over a threat.
editor-saved = Saved: { $path }
editor-ask-overwrite = { $path } is already there. Write over it?
editor-overwrite = Write over it
editor-ask-leave = The mission has changes not saved. Leave without saving them?
editor-leave = Leave without saving
editor-stay = Stay
editor-keep-file = Keep that file
editor-no-folder = This app keeps no files (no settings folder): the mission cannot be saved.
editor-refused-problems = { $count ->
    [one] Not saved: fix the problem first, or the setup screen could not load the mission.
   *[other] Not saved: fix the { $count } problems first, or the setup screen could not load the mission.
}
editor-bad-file-name = Not saved: type a file name without / or \ that does not start with a dot.
editor-cannot-write = Not saved: { $error }
editor-setup-own = Our missions
editor-setup-own-mission = Our mission { $name }
editor-setup-open = New mission…
editor-setup-open-tooltip = Write a mission of your own in the mission editor
editor-setup-copy = Edit a copy…
editor-setup-copy-tooltip = The mission chosen, as a copy in the mission editor
