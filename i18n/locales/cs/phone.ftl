## The phone page (terminals/src/page.html): the server sends it this area whole.

## The page (no select expressions here: the page fills in { $name } itself)
phone-title = Sitting Duck · terminál posádky
phone-connecting = Připojuji se k lodnímu počítači…
phone-not-me = Nejsem to já
phone-rules = Přehled pravidel
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
phone-refused-no-cards = na telefonech nejsou rozdané žádné karty
phone-hand-refused-round-over = akční kolo skončilo
phone-hand-refused-no-seat = člen posádky { $number } nedrží žádné karty
phone-hand-refused-no-figure = figurka { $number } neexistuje
phone-hand-refused-not-your-figure = tahle deska patří jinému hráči
phone-hand-refused-no-space = pole { $space } v této misi není
phone-hand-refused-phase-locked = fáze { $phase } skončila: její pole jsou zamčená
phone-hand-refused-phase-not-open = fáze { $phase } pro tebe ještě není otevřená
phone-hand-refused-space-taken = na poli { $space } už karta leží
phone-hand-refused-space-empty = pole { $space } je prázdné
phone-hand-refused-stale = pole { $space } se mezitím změnilo: podívej se znovu a zopakuj to
phone-hand-refused-not-in-hand = tahle karta není v tvé ruce
phone-hand-refused-not-this-figure = tahle karta patří jen na desku svého člena posádky
phone-hand-refused-android-card-stays = karta na desce androida zůstává, kde je
phone-hand-refused-no-packet-left = karty poslední fáze už držíš
phone-hand-refused-no-draw = není co dobrat: počkej na „příchozí data“
phone-hand-refused-pile-empty = balíček je prázdný
phone-hand-refused-transfer-closed = žádný přenos dat neprobíhá: karta zůstává v ruce
phone-hand-refused-already-gave = jedna karta za přenos dat: už jsi jednu dal
phone-hand-refused-not-ordinary = hrdinské a specializační karty se nikdy nepředávají
phone-hand-refused-not-another-player = vyber jiného hráče
phone-hand-title = Tvoje ruka: { $count } karet
phone-hand-help = Klepni na kartu, vyber horní polovinu a pak klepni na pole otevřené fáze.
phone-hand-top = Nahoře: { $half }
phone-hand-flip = Druhou polovinu nahoru
phone-hand-turn = Otočit
phone-hand-take-back = Vzít zpět
phone-hand-move = Přesunout…
phone-hand-move-where = Klepni na prázdné pole téže fáze
phone-hand-cancel = Zrušit
phone-hand-end-phase = Fáze { $phase } hotová: vzít další karty
phone-hand-last-phase = Poslední fáze: všechny karty máš v ruce
phone-hand-draw = Dobrat kartu ({ $count })
phone-hand-give = Dát vybranou kartu hráči:
phone-hand-comms-down = Spojení přerušeno: nemluvit
phone-hand-board = Tvoje deska
phone-hand-android = Android { $number }
phone-hand-figure = Figurka { $number }
phone-hand-locked = zamčeno
phone-hand-open = otevřeno
phone-hand-later = později
phone-hand-over = Akční kolo skončilo: tvoje deska odešla hostiteli.
phone-hand-heroic = hrdinská
phone-hand-special = specializace
phone-hand-own = Karty této desky
