# At the table during the round and around it (issue 39): offers at setup, the drawn card,
# the caption's age, the boards' palette.

setup-recover-explained = The boards of a mission that never reached the ship's log were kept (the app closed before it was saved).
setup-recover = Resolve and save them
setup-first-start = New crew? Start with the flight school: guided, untimed, one thing at a time.
setup-first-lesson = Fly the first lesson

mission-said-ago = Said { $seconds } s ago
mission-said = Last said: { $caption }

boards-full = { $name }'s board is full: all 12 spaces hold a card (Undo takes the last one back)
