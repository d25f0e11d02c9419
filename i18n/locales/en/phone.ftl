## The phone page (terminals/src/page.html): the server sends it this area whole.

## The page (no select expressions here: the page fills in { $name } itself)
phone-title = Sitting Duck · crew terminal
phone-connecting = Connecting to the ship's computer…
phone-not-me = Not me
phone-released = The host released this phone: pick again.
phone-vibrate-on = Vibrate: on
phone-vibrate-off = Vibrate: off
phone-entering = The crew is entering its boards.
phone-pick = Pick who you are
phone-waiting-crew = Waiting for the host to set up the crew…
phone-who = Who are you?
phone-taken = on another phone
phone-watching = Just watching
phone-phase = Phase { $phase } of { $phases } · { $left } left
phone-all-phases-over = All phases over
phone-paused = PAUSED
phone-listening = Listening…
phone-threats = Threats ({ $count })
phone-none-yet = None announced yet.
phone-serious = serious
phone-common = common
phone-unconfirmed = unconfirmed
phone-your-board = Your action board
phone-undo = Undo ⌫
phone-type-tokens = or type tokens: A > ^ . C
phone-cancel = cancel
phone-space-problem = space { $space }: { $message }
phone-oops-on = Oops: next card ~
phone-oops = Oops, I tripped
phone-done = ✓ Done (tap to change)
phone-complete = My board is complete
phone-label-red = ◀ red
phone-label-blue = blue ▶
phone-label-lift = ▲▼ lift
phone-label-empty = empty
phone-label-bots = bots
phone-no-score = no score
phone-points = points
phone-score-card = Score card
phone-debrief = Debrief
phone-turn-by-turn = What happened, turn by turn

## The server's refusals and the wrong-code page (terminals/src/words.rs)
phone-refused-malformed = malformed message: { $detail }
phone-refused-wrong-code = wrong join code
phone-refused-too-many-tries = too many wrong codes: wait a few seconds
phone-refused-unknown-session = unknown session: join again
phone-refused-full = { $count } terminals have joined already: ask the host to release one
phone-refused-no-such-seat = there is no crew member { $number }
phone-refused-seat-taken = { $name } is on another phone: ask the host to release them
phone-refused-one-seat = this phone is { $name } already: one crew member per phone (the host can release { $name })
phone-refused-sessions-from-here = this phone has joined already: go back to the page that joined
phone-refused-too-many-sockets = this page is open elsewhere on this phone: close it there
phone-refused-no-seat = pick your crew member first
phone-refused-not-now = boards are entered after the Action Round
phone-refused-read-only = this game is finished: it is only shown
phone-refused-bad-board = the board has { $count ->
        [one] { $count } problem
       *[other] { $count } problems
    }
phone-wrong-code-title = Wrong join code
phone-wrong-code-hint = Type the join code the host's screen shows (eight letters and digits).
phone-wrong-code-join = Join

## The phones' first waiting line, before the host publishes its own
phone-waiting-mission = Waiting for the mission to start

## A board's problems as the phone shows them (terminals/src/board.rs)
phone-problem-not-a-card = `{ $token }` is not a card
phone-problem-too-many-cards = { $count } cards: a board has 12 spaces (remove { $extra })
