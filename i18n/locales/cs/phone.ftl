## The phone page (terminals/src/page.html): the server sends it this area whole.

## The page (no select expressions here: the page fills in { $name } itself)
phone-title = Sitting Duck · terminál posádky
phone-connecting = Připojuji se k lodnímu počítači…
phone-not-me = Nejsem to já
phone-released = Hostitel tento telefon uvolnil: vyberte znovu.
phone-vibrate-on = Vibrace: zapnuto
phone-vibrate-off = Vibrace: vypnuto
phone-entering = Posádka zadává své desky.
phone-pick = Vyberte, kdo jste
phone-waiting-crew = Čeká se, až hostitel nastaví posádku…
phone-who = Kdo jste?
phone-taken = na jiném telefonu
phone-watching = Jen se dívám
phone-phase = Fáze { $phase } z { $phases } · zbývá { $left }
phone-all-phases-over = Všechny fáze skončily
phone-paused = POZASTAVENO
phone-listening = Poslouchám…
phone-threats = Hrozby ({ $count })
phone-none-yet = Zatím žádná nehlášena.
phone-serious = vážná
phone-common = běžná
phone-unconfirmed = nepotvrzená
phone-your-board = Vaše akční deska
phone-undo = Zpět ⌫
phone-type-tokens = nebo napište znaky: A > ^ . C
phone-cancel = zrušit
phone-space-problem = pole { $space }: { $message }
phone-oops-on = Jejda: další karta ~
phone-oops = Jejda, zakopl jsem
phone-done = ✓ Hotovo (klepnutím změníte)
phone-complete = Moje deska je hotová
phone-label-red = ◀ červená
phone-label-blue = modrá ▶
phone-label-lift = ▲▼ výtah
phone-label-empty = prázdné
phone-label-bots = roboti
phone-no-score = bez skóre
phone-points = bodů
phone-score-card = Karta skóre
phone-debrief = Rozbor
phone-turn-by-turn = Co se stalo, tah po tahu

## The server's refusals and the wrong-code page (terminals/src/words.rs)
phone-refused-malformed = chybná zpráva: { $detail }
phone-refused-wrong-code = špatný kód pro připojení
phone-refused-too-many-tries = příliš mnoho špatných kódů: počkejte pár sekund
phone-refused-unknown-session = neznámá relace: připojte se znovu
phone-refused-full = Připojeno je už { $count } terminálů: požádejte hostitele, ať jeden uvolní
phone-refused-no-such-seat = člen posádky { $number } neexistuje
phone-refused-seat-taken = { $name } je na jiném telefonu: požádejte hostitele o uvolnění
phone-refused-one-seat = tento telefon už je { $name }: jeden člen posádky na telefon (hostitel může { $name } uvolnit)
phone-refused-sessions-from-here = tento telefon se už připojil: vraťte se na stránku, která se připojila
phone-refused-too-many-sockets = tato stránka je na tomto telefonu otevřená jinde: zavřete ji tam
phone-refused-no-seat = nejdřív si vyberte svého člena posádky
phone-refused-not-now = tabule se zadávají po akčním kole
phone-refused-read-only = tato hra skončila: jen se zobrazuje
phone-refused-bad-board = tabule má { $count ->
        [one] jeden problém
        [few] { $count } problémy
       *[other] { $count } problémů
    }
phone-wrong-code-title = Špatný kód pro připojení
phone-wrong-code-hint = Napište kód pro připojení, který ukazuje obrazovka hostitele (osm písmen a číslic).
phone-wrong-code-join = Připojit

## The phones' first waiting line, before the host publishes its own
phone-waiting-mission = Čeká se na začátek mise

## A board's problems as the phone shows them (terminals/src/board.rs)
phone-problem-not-a-card = `{ $token }` není karta
phone-problem-too-many-cards = karet: { $count }; akční deska má 12 polí (odeberte { $extra })
