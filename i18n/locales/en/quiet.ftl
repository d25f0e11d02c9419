## Area `quiet` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.

card-button = Mission card
card-button-hover = A printable page of this track's announcements with their times, for a crew that plays by a watch
card-written = Card written to { $path }
card-open = Open it
card-opening = Asked { $program } to open the card…
card-opened = { $program } opened the card: it shows in the browser (or the program your desktop chose for web pages)
card-not-opened = { $program } did not open the card ({ $why }): open { $path } in a browser yourself
card-refused = No card: { $why }
atmosphere-label = Sound
atmosphere-sirens = Sirens
atmosphere-sirens-hover = Sirens wail over the last twenty seconds of each phase, always well under the voice (the alarms of each phase's last minute always sound)
quiet-phone-alerts-on = Flash & vibrate: on
quiet-phone-alerts-off = Flash & vibrate: off
quiet-phone-announcement = New announcement

## Printing the card to PDF (app/src/card/pdf.rs, `card --pdf`).
card-pdf-needs-chromium = --chromium needs chromium to print the card (none of { $names } is on the PATH): install it (Debian: apt-get install chromium), or leave out --chromium: the card's own PDF needs no browser
card-pdf-cannot-find = cannot find { $file }
card-pdf-cannot-run = cannot run { $browser }
card-pdf-failed = { $browser } could not print the card: { $reason }
card-pdf-empty = { $browser } wrote no PDF to { $file }
card-pdf-no-font = the card's PDF cannot be written: none of the app's fonts could be read
card-pdf-not-written = the card's PDF could not be made ({ $reason })
