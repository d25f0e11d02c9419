## The phone page (terminals/src/page.html): the server sends it this area whole.

## The page (no select expressions here: the page fills in { $name } itself)
phone-title = Sitting Duck · crew terminal
phone-connecting = Connecting to the ship's computer…
phone-not-me = Not me
phone-rules = Rules reference
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
phone-refused-no-cards = no cards are dealt on the phones
phone-hand-refused-round-over = the Action Round is over
phone-hand-refused-no-seat = crew member { $number } holds no cards
phone-hand-refused-no-figure = there is no figure { $number }
phone-hand-refused-not-your-figure = that board is another player's
phone-hand-refused-no-space = there is no space { $space } in this mission
phone-hand-refused-phase-locked = phase { $phase } is over: its spaces are locked
phone-hand-refused-phase-not-open = phase { $phase } is not open for you yet
phone-hand-refused-space-taken = space { $space } holds a card already
phone-hand-refused-space-empty = space { $space } is empty
phone-hand-refused-stale = space { $space } changed meanwhile: look again and repeat
phone-hand-refused-not-in-hand = that card is not in your hand
phone-hand-refused-not-this-figure = that card goes only on its own crew member's board
phone-hand-refused-android-card-stays = a card on an android's board stays where it is
phone-hand-refused-no-packet-left = you hold the last phase's cards already
phone-hand-refused-no-draw = no card to draw: wait for "incoming data"
phone-hand-refused-pile-empty = the deck is empty
phone-hand-refused-transfer-closed = no data transfer is open: the card stays in your hand
phone-hand-refused-already-gave = one card per data transfer: you gave one already
phone-hand-refused-not-ordinary = heroic and specialization cards are never given away
phone-hand-refused-not-another-player = choose another player
phone-hand-title = Your hand: { $count } cards
phone-hand-help = Tap a card, choose the half on top, then tap a space of the open phase.
phone-hand-top = On top: { $half }
phone-hand-flip = Other half on top
phone-hand-turn = Turn over
phone-hand-take-back = Take back
phone-hand-move = Move…
phone-hand-move-where = Tap an empty space of the same phase
phone-hand-cancel = Cancel
phone-hand-end-phase = Done with phase { $phase }: pick up the next cards
phone-hand-last-phase = Last phase: all your cards are in your hand
phone-hand-draw = Draw a card ({ $count })
phone-hand-give = Give the chosen card to:
phone-hand-comms-down = Communications down: no talking
phone-hand-board = Your board
phone-hand-android = Android { $number }
phone-hand-figure = Figure { $number }
phone-hand-locked = locked
phone-hand-open = open
phone-hand-later = later
phone-hand-over = The Action Round is over: your board went to the host.
phone-hand-heroic = heroic
phone-hand-special = specialization
phone-hand-own = Cards of this board
