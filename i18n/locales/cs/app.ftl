## Okno aplikace: popisky, tlačítka, nápovědy a zprávy všech obrazovek.

## Nastavení jazyka
language-label = Jazyk
language-system = Jazyk systému ({ $language })
language-tooltip = Jazyk aplikace a telefonů posádky. Platí okamžitě.

## Colors and keys
color-red = červená
color-yellow = žlutá
color-green = zelená
color-blue = modrá
color-purple = fialová
key-enter = Enter

## The setup screen
setup-title = Sitting Duck: příprava mise
setup-start = Spustit misi
setup-ship-log = Lodní deník
setup-ship-log-tooltip = Mise všech posádek, nejlepší skóre a nezdary; záznamy
setup-mission = Mise
setup-resolve-file = Vyhodnotit soubor hry
setup-resolve-file-tooltip = Zadat nebo načíst desky odehrané hry bez spuštění mise
setup-random-mission = Náhodná mise
setup-seed = semínko
setup-new-seed = Nové semínko
setup-points = body
setup-points-tooltip = Body hrozeb (běžná 1, vážná 2); mise z CD mají { $points } pro { $players } hráčů
setup-path = cesta
setup-choose-one = vyberte
setup-crew = Posádka ({ $count })
setup-player = Hráč { $number }
setup-player-color = Hráč { $number } { $color }
setup-remove = Odebrat
setup-add-crew = Přidat člena posádky
setup-androids = Androidi doplní posádku na čtyři ({ $count })
setup-problem-crew-size = posádka má 1 až 5 hráčů, ne { $count }
setup-problem-name = hráč { $number } potřebuje jméno
setup-problem-no-captain = nikdo není kapitán
setup-problem-no-comms-officer = nikdo není komunikační důstojník
setup-problem-no-security-chief = nikdo není velitel bezpečnosti
setup-problem-colors = každou barvu lze vybrat jen jednou
setup-the-crew = posádka
setup-and = {" "}a{" "}
role-captain = Kapitán
role-comms-officer = Komunikační důstojník
role-security-chief = Velitel bezpečnosti
tracks-test-runs = Zkušební lety
tracks-simulations = Simulace
tracks-advanced-simulations = Pokročilé simulace
tracks-missions = Mise
tracks-double-action = Mise s dvojitými akcemi

## The campaign choice
campaign-play = Hrát
campaign-play-tooltip = Průzkumná kampaň: jedna posádka a loď, poškození se přenáší
campaign-single = jednu misi
campaign-of = kampaň o { $count } misích

## The table choices
module-double-actions = Dvojité akce
module-specializations = Specializace
module-new-threats = Nové hrozby
module-double-actions-hint = Balíček dvojitých akcí: karta může nést dvě akce; stíhačky létají na vzdálenost 1-3
module-specializations-hint = Každý člen posádky může mít jednu specializaci (úrovně 1-3) místo hrdinských karet
module-new-threats-hint = Karty hrozeb z rozšíření se přidají do balíčků a lze zvolit červenou úroveň (3)
difficulty-white = bílá
difficulty-yellow = žlutá
difficulty-mixed = smíšená
difficulty-red = červená
difficulty-white-red = bílá a červená
difficulty-orange = oranžová
difficulty-all = všechny tři
level-white = Bílá
level-yellow = Žlutá
level-red = Červená
table-heading = Hrozby a trajektorie
table-common-threats = Běžné hrozby
table-serious-threats = Vážné hrozby
table-level-common = { $level } běžné hrozby
table-level-serious = { $level } vážné hrozby
table-levels-tooltip = Nyní { $levels }: libovolné úrovně dohromady, alespoň jedna
table-threat-cards = Karty hrozeb
table-app-draws = Losuje aplikace
table-crew-draws = Losuje posádka
table-trajectories = Trajektorie
table-random = Náhodně
table-entered = Zadané
table-new-frontier = Nová hranice
table-boards = Desky: červená, bílá, modrá, vnitřní
table-board-red = červená
table-board-white = bílá
table-board-blue = modrá
table-board-internal = vnitřní
table-trajectory = { $board } trajektorie

## The mission screen
key-space = Mezerník
mission-first-phase = První fáze
mission-second-phase = Druhá fáze
mission-third-phase = Třetí fáze
mission-audio-lost = Zvukové zařízení ztraceno ({ $reason }): mise pokračuje potichu; hlášení čtěte zde
mission-announcements = Hlášení
mission-threats = Hrozby
mission-trajectories = Trajektorie: červená { $red } · bílá { $white } · modrá { $blue } · vnitřní { $internal }
mission-clock = Čas mise { $clock }
mission-paused = POZASTAVENO
mission-speaking = Hlášení: { $caption }
mission-end-allowed-from = Ukončit lze od { $time }, kdy končí druhá fáze
mission-test-run-to-end = Zkušební let se hraje do konce
mission-resume = Pokračovat
mission-pause = Pozastavit
mission-end-round = Ukončit akční fázi
mission-abort = Přerušit
mission-quieter = Tišeji
mission-louder = Hlasitěji
mission-volume = Hlasitost { $percent } %
mission-end-question = Ukončit akční fázi teď?
mission-end-explained = Čas se zastaví a posádka zadá akční desky.
mission-end-now = Ukončit akční fázi teď
mission-keep-playing = Hrát dál
mission-phase = Fáze { $phase } z { $phases } · zbývá { $left }
mission-phase-paused = Fáze { $phase } z { $phases } · zbývá { $left } (pozastaveno)
mission-operation-ends-soon = Operace brzy končí
mission-ends-soon = { $phase } brzy končí
mission-complete = Mise dokončena
mission-blackout = VÝPADEK SPOJENÍ · nemluvit · { $left }
mission-data-transfer-complete = PŘENOS DAT DOKONČEN
mission-data-transfer = PŘENOS DAT · { $count } · každý hráč smí předat jednu kartu (ne hrdinskou) z ruky do ruky
mission-get-ready = připravte se
mission-serious = Vážná
mission-common = Běžná
mission-unconfirmed = {" "}· nepotvrzené hlášení
mission-secret-card = s tajnou vnitřní kartou, lícem dolů
mission-calls = přivolá { $id } { $name }
mission-draw = { $who }: líznout kartu { $pile }, žeton { $token }
mission-draw-no-digital = { $who }: líznout kartu { $pile }, žeton { $token } (žádná digitální karta)
mission-abort-question = Přerušit misi?
mission-abort-explained = Akční fáze skončí a nic z ní se neuloží.
mission-abort-now = Přerušit misi

## Keyboard shortcuts
key-ctrl-enter = Ctrl+Enter
key-right = Vpravo
key-left = Vlevo
key-down = Dolů
key-up = Nahoru
key-home = Home
key-end = End
shortcuts-title = Klávesové zkratky
shortcut-help = Zobrazit nebo skrýt tyto klávesy
shortcut-resolve = Vyhodnotit zadané desky
shortcut-leave-boards = Zpět na přípravu (v textovém poli Esc nejdřív pole opustí)
shortcut-step = Další krok (také Enter)
shortcut-step-back = Předchozí krok
shortcut-next-turn = Na konec tahu
shortcut-turn-back = Na konec předchozího tahu
shortcut-start = Zpět před první krok
shortcut-end = Na konec vyhodnocení
shortcut-play = Přehrát kroky samy, nebo pozastavit
shortcut-score-card = Karta skóre
shortcut-back = Zpět na desky (nebo do lodního deníku u záznamu)
shortcut-leave-ship-log = Zpět na přípravu
shortcut-campaigns = Kampaně: mise, loď mezi nimi, skóre
shortcut-next-campaign-mission = Dál na další misi s opravenou lodí
shortcut-end-campaign = Ukončit kampaň zde: hodnotí se odletěné mise
shortcut-leave-campaigns = Zpět do lodního deníku

## The resolution screen
resolution-back-boards = Desky
resolution-back-boards-hint = Zpět na desky a opravit je
resolution-back = Zpět
resolution-back-score-hint = Zpět na kartu skóre posádky
resolution-before-turn-1 = před tahem 1
resolution-setup = Příprava
resolution-final-step = Poslední krok
resolution-turn = Tah { $turn }
resolution-event-of = událost { $event } z { $events }
resolution-ship-destroyed = LOĎ ZNIČENA: { $why }
resolution-press-right = Stiskněte Vpravo nebo Enter pro první krok
resolution-play = Přehrát
resolution-start = Začátek
resolution-step-back = Krok zpět
resolution-step = Krok
resolution-turn-back = Tah zpět
resolution-next-turn = Další tah
resolution-end = Konec
resolution-speed = rychlost { $speed }×
resolution-speed-hint = kroků za sekundu při přehrávání
resolution-score-card = Karta skóre
resolution-event-log = Události

## The boards screen
boards-not-ready = Zatím nelze vyhodnotit:
boards-resolve = Vyhodnotit
boards-palette-tile = Paleta { $token }
boards-palette = Paleta: kliknutím přidáte kartu na desku hráče { $name }
boards-oops = Jejda ~
boards-oops-hint = „Jejda, zakopl jsem“: další kliknutá karta se označí jako špatně zahraná (~). Při vyhodnocení ve svém tahu nic neudělá a zahraje se o tah později (karty za ní se posunou o pole doprava)
boards-undo = Zpět
boards-undo-hint = Odebrat poslední kartu
boards-double-cards = Dvojité karty
boards-captain = kapitán
boards-android = android
boards-board-of = Deska hráče { $name }
boards-space = { $name } pole { $space }: { $card }
boards-game-file = Soubor hry
boards-save-as = Uložit jako
boards-load = Načíst
boards-restore = Obnovit naposledy zadané desky
boards-autosave = Každý stisk klávesy se ukládá do { $file }
boards-trajectory = Trajektorie { $board }
boards-no-threats = Žádné hrozby: přidejte je níže nebo načtěte soubor hry
boards-add-threat = Přidat hrozbu
boards-pick-card = vyberte kartu...
boards-card-for = Karta pro { $threat }
boards-calls = přivolá { $card }
boards-serious = vážná
boards-remove-threat = Odebrat tuto hrozbu
boards-damage-tiles = Žetony poškození
boards-app-draws-tiles = Losuje je aplikace
boards-we-draw-tiles = Losujeme je my
boards-seed = Semínko
boards-tiles-drawn = Žetony tažené u stolu, popořadě; zbytek určí semínko
boards-search = Hledat
boards-search-hint = kód nebo název
boards-level-all = vše

## The crew terminals (phones) on the setup screen
phones-waiting-mission = Čeká se na začátek mise
phones-action-boards = Akční desky
phones-resolving = Lodní počítač vyhodnocuje desky
phones-repairs = Opravy mezi misemi, u stolu
phones-heading = Terminály posádky (telefony)
phones-serve = Posílat misi do telefonů hráčů
phones-serve-hint = Malá stránka jen v místní síti; výchozí stav vypnuto
phones-shared = Jeden telefon smí držet více míst
phones-shared-hint = Pro hráče, kteří sdílejí telefon; vypnuto: každý telefon je jeden člen posádky, takže žádný telefon nezadá všechny desky
phones-off-explained = Každý hráč může sledovat misi a zadat svou desku v telefonu.
phones-failed = Telefony jsou vypnuté: { $message }
phones-use-port = Použít port { $port }
phones-serving = Běží: QR kód a kdo se připojil jsou dole na obrazovce.
phones-scan = Telefony: naskenujte kód, nebo otevřete
phones-join-code = Kód pro připojení { $code }
phones-none-joined = Zatím se nepřipojil žádný telefon.
phones-release = Uvolnit { $name }
phones-release-hint = Tímto členem posádky pak může být jiný telefon
phones-every-address = každá soukromá adresa
phones-port-on = Port { $port } na
phones-qr = QR kód pro { $url }

## The score card
score-no-log-place = na tomto počítači není místo pro lodní deník
score-saved = Uloženo jako mise { $id } na stránce „{ $page }“ ({ $file })
score-not-saved = Neuloženo: { $error }
score-writer-stopped = zápis do lodního deníku se zastavil
score-crew-page = Stránka lodního deníku
score-crew-page-hint = Stránka lodního deníku, na kterou se mise uloží; prázdné: stránka se jmény této posádky
score-saving = Ukládám…
score-save = Uložit do lodního deníku
score-back-hint = Zpět na vyhodnocení
score-next-mission = Další mise
score-campaign-result = Výsledek kampaně
score-unsaved = Tato mise ještě není v lodním deníku.
score-save-and-next = Uložit, pak další mise
score-next-unsaved = Další mise bez uložení
score-won = Mise splněna: loď skočila do hyperprostoru
score-destroyed-by = Loď zničil(a) { $threat }
score-destroyed = Loď byla zničena
score-new-frontier = Nová hranice: { $modules }
score-total-word = CELKEM
score-no-score-word = BEZ SKÓRE
score-total = Celkem { $total }
score-no-score = Bez skóre: loď byla zničena
score-lost-scores-nothing = Prohraná mise nepřináší žádné body
score-part-destroyed = zničené
score-part-survived = přežité
score-part-visual = vizuální potvrzení
score-part-damage = poškození
score-part-knocked-out = vyřazení
score-part-battlebots = bojoví roboti
score-report-file = Soubor zprávy
score-report-file-hint = reports/ ve složce dat
score-report-file-tooltip = Kam zpráva půjde: soubor nebo složka; prázdné pro složku dat
score-spoiler-free = Bez spoilerů
score-spoiler-free-tooltip = Nejmenovat tažené karty hrozeb: jen závažnost, zónu a tah
score-share = Sdílet
score-share-tooltip = Zapsat zprávu o misi: jedna HTML stránka k otevření nebo odeslání

## The boards screen's header
boards-ended-at = { $mission }: posádka ukončila v { $time }
boards-played-to-end = { $mission }: odehráno do konce
boards-no-track = hra bez stopy mise
boards-round-over = Akční fáze skončila
boards-next-enter = Dále: zadejte akční desky
boards-enter = Zadejte akční desky
boards-stay = Zůstat
boards-leave = Odejít: zahodit tyto desky
boards-how-to-type = Napište každou desku (A B C R < > ^ . A* B* R* @UR … ~X, velikost písmen nehraje roli) nebo klikejte na paletu; karty nechte ležet, dokud vyhodnocení nesouhlasí. F1: klávesy.
boards-phone-done = { $name }: hotovo
boards-phone-typing = { $name } píše
boards-phone-away = { $name } (telefon pryč)
boards-on-phones = Na telefonech: { $people }

## The debrief and the coach beside the score card
debrief-heading = Rozbor
debrief-show-event = Ukázat tuto událost ve vyhodnocení
coach-ask = Co by fungovalo?
coach-ask-hint = Najít nejmenší změny desek, které zachrání loď (nebo přinesou víc bodů)
coach-trying = Zkouším plány: { $done } z { $total }
coach-cancel = Zrušit
coach-failed = Hledání skončilo bez odpovědi
coach-cancelled-after = Zrušeno po { $count } plánech
coach-tried = { $count ->
    [one] vyzkoušen { $count } plán
    [few] vyzkoušeny { $count } plány
    *[other] vyzkoušeno { $count } plánů
    }
coach-none-better = Žádný plán s jednou či dvěma změnami by nedopadl lépe
coach-open-what-if = Otevřít variantu { $number } (body: { $points })
coach-what-if = Co kdyby: { $sentence }
coach-turn = tah { $turn }

## The ship's log screen
shiplog-no-mission = V lodním deníku není mise { $id }
shiplog-read-again = Načíst znovu
shiplog-campaigns = Kampaně
shiplog-crew = Posádka
shiplog-reading = Načítám lodní deník…
shiplog-unreadable = Lodní deník nelze přečíst
shiplog-empty = Zatím žádné zapsané mise
shiplog-empty-hint = Uložte misi z její karty skóre, nebo ji zapište pomocí `sitting-duck resolve GAME.yaml --log`.
shiplog-no-win-yet = zatím bez vítězství
shiplog-average = průměrné skóre { $average }
shiplog-figures = { $crew }: odehráno { $played ->
    [one] { $played } mise
    [few] { $played } mise
    *[other] { $played } misí
    }, { $won } vyhráno, { $lost } prohráno · { $average }
shiplog-whole-log = Celý deník: { $crews ->
    [one] { $crews } posádka
    [few] { $crews } posádky
    *[other] { $crews } posádek
    }, { $missions ->
    [one] { $missions } mise
    [few] { $missions } mise
    *[other] { $missions } misí
    }, { $won } vyhráno
shiplog-head-date = Datum
shiplog-head-track = Stopa
shiplog-head-track-detail = hrozby: běžné / vážné
shiplog-head-destroyed = Zničené
shiplog-head-survived = Přežité
shiplog-head-confirmed = Potvrzené
shiplog-head-penalties = Srážky
shiplog-head-penalties-detail = poškození · KO · roboti
shiplog-head-total = Celkem
shiplog-not-counted = nezapočítáno
shiplog-all-in-order = všech { $count }, v pořadí hraní
shiplog-last-in-order = posledních { $shown } z { $count }, v pořadí hraní
shiplog-only-last = Jen posledních { $count }
shiplog-show-all = Zobrazit všech { $count }
shiplog-replay-button = Přehrát #{ $id }
shiplog-replay-hint = Znovu vyhodnotit tuto misi a projít ji krok za krokem
shiplog-replay-name = Přehrát misi { $id }
shiplog-no-track = bez stopy

## A logged mission replayed
replay-matches = Záznam dává přesně uložený výsledek
replay-differs = Záznam se liší od uloženého výsledku ({ $fields }): pravidla se od zápisu mise změnila
replay-unreadable = Uložený výsledek nelze přečíst ({ $why }), záznam tedy není ověřen
replay-banner = Záznam mise { $id } · { $page } · { $date } · { $track } · zapsáno: { $result }
replay-card-title = Karta skóre záznamu
replay-lost = prohráno
replay-total = Celkem v záznamu: { $total }
replay-logged = Zapsáno: { $result }

## Threats and data on the mission screen
mission-incoming-data = PŘÍCHOZÍ DATA · každý hráč si smí líznout { $cards ->
    [one] jednu akční kartu
    [few] { $cards } akční karty
    *[other] { $cards } akčních karet
    }
mission-incoming-data-androids = PŘÍCHOZÍ DATA · každý hráč si smí líznout { $cards ->
    [one] jednu akční kartu
    [few] { $cards } akční karty
    *[other] { $cards } akčních karet
    }, pak postupně { $shared ->
    [one] jednu akční kartu
    [few] { $shared } akční karty
    *[other] { $shared } akčních karet
    } pro androidy
mission-zone = Zóna { $zone }
mission-internal = Vnitřní
zone-red = červená
zone-white = bílá
zone-blue = modrá
pile-common-external = běžná vnější
pile-serious-external = vážná vnější
pile-common-internal = běžná vnitřní
pile-serious-internal = vážná vnitřní

## Campaigns
campaign-running = {" "}· průběžné skóre { $score }
campaign-banner = Kampaň: mise { $mission } z { $planned }{ $running }
campaign-carries = Loď nese: { $ship }
campaign-crew-changed = Tuto kampaň létá { $crew }: průzkumná kampaň si drží svou posádku až do konce, vraťte tedy tuto posádku (předčasně se kampaň ukončuje na obrazovce oprav)
campaigns-none = V lodním deníku zatím není žádná kampaň.
campaigns-how = Jak ji začít: na obrazovce přípravy vedle „{ $start }“ zvolte „{ $two }“ nebo „{ $three }“. Její mise, loď předávaná mezi nimi a její skóre se uchovají zde.
campaigns-name = Kampaň { $id }
campaigns-lost = Kampaň prohrána: bez skóre
campaigns-running-score = Průběžné skóre { $score }
campaigns-score = Skóre kampaně { $score }
campaigns-none-flown = Zatím žádná odletěná mise
repairs-end-here = Ukončit kampaň zde
repairs-next-ship = Loď pro další misi
repairs-heading = Opravy po misi { $mission } z { $planned }{ $running }
repairs-ship-left = Loď, jak ji mise zanechala
repairs-knocked-out = vyřazen: zotaví se, nic neopraví
repairs-squad-starts = Použitelná četa začíná v
repairs-at-most = (nejvýše { $count } žetony na zónu)

## The boards screen's threats and problems
entry-threat = T+{ $turn } { $zone }, { $pile }
entry-unconfirmed = { $threat }, nepotvrzená
entry-trajectories-problem = trajektorie: { $problem }
entry-pick-card = { $threat }: vyberte taženou kartu
entry-board-problem = deska hráče { $name }, { $problem }
entry-no-crew = žádná posádka: přidejte desku
entry-hint-double-specialization = A> ^ . C  (12 polí; A> = dvojitá karta, S / S+ = karta specializace)
entry-hint-double = A> ^ . C  (12 polí; A> = dvojitá karta A, pak >, ~A = Jejda)
entry-hint-specialization = A > ^ . C  (12 polí; ~A = Jejda, S / S+ = karta specializace, S:> = s pohybem)
entry-hint = A > ^ . C  (12 polí; ~A = Jejda, A* = hrdinská)

## Sound
sound-silent = Bez zvuku: lodní počítač mluví jen na obrazovce.
sound-stalled = bez zvuku { $seconds } s

## The coach's suggestions in words (gui/widgets/labels)

## Specializations' titles (gui/widgets/labels/specialization.rs)
spec-rocketeer = Raketář
spec-data-analyst = Datový analytik
spec-energy-technician = Energetický technik
spec-pulse-gunner = Pulzní dělostřelec
spec-medic = Zdravotník
spec-teleporter = Teleportér
spec-hypernavigator = Hypernavigátor
spec-special-ops = Speciální operace
spec-squad-leader = Velitel čety
spec-mechanic = Mechanik

## The boards' specialization row (gui/screens/entry/modules.rs)
entry-specialization = Specializace
entry-specialization-none = žádná
entry-specialization-of = Specializace: { $name }
entry-specialist-level = { $name } úroveň { $level }
entry-teleport = Teleport
entry-teleport-departure = odlet
entry-teleport-arrival = přílet
entry-teleport-token = Žeton { $token }: { $name }
entry-level-1 = Úroveň 1: jedna karta, základní strana, jednou
entry-level-2 = Úroveň 2: jedna karta, základní nebo pokročilá strana, jednou
entry-level-3 = Úroveň 3: obě karty, dvě použití (jedno základní, jedno základní nebo pokročilé)

## The ship board's labels (gui/widgets/ship_board, gui/widgets/labels)
board-specialist = { $title } { $level } · { $left ->
        [one] zbývá { $left } karta
        [few] zbývají { $left } karty
       *[other] zbývá { $left } karet
    }
board-knocked-out = { $name } (v bezvědomí)
board-station-empty = prázdná
board-station = Stanoviště { $station }: { $names }
board-reactor = Reaktor { $zone }: { $have } z { $capacity }
board-shield = Štít { $zone }: { $have } z { $capacity }
board-damage-none = Poškození { $zone }: 0
board-damage = Poškození { $zone }: { $count } ({ $tiles })
board-threat-in = v { $stations }
board-threat-space = pole { $space }
board-threat-phased = , mimo fázi
board-threat = Hrozba T{ $turn } { $threat }: zbývá { $left } z { $hit_points } životů, { $place }{ $phased }
board-interceptors-docked = v doku
board-interceptors-out-with = { $name } je venku
board-supplies = Palivo: { $fuel }, rakety na palubě: { $rockets }, v letu: { $flying }, stíhačky: { $pilot }
board-legend = Značky drah: odstín a čísla 1 2 3 vedle polí jsou vzdálenost (1 je nejblíže lodi: podle ní se počítá dostřel děla); X Y Z: tam hrozba jedná; čára spojuje každý žeton hrozby s jeho polem; oranžový paprsek je dělo, které v tomto tahu vystřelilo, s jeho silou.
board-fired = Výstřel: { $cannon } (síla { $strength })
board-interceptors-range = stíhačky na vzdálenost { $range }
board-door-sealed = { $door } zapečetěny
board-shields-off = štíty vypnuté
board-shields-reversed = štíty obrácené
board-optics-disrupted = optika narušena v zóně { $zone }
board-temporary-shield = dočasný štít +{ $points } v zóně { $zone }
board-threats-slowed = vnější hrozby v tomto tahu zpomaleny
board-ends-after = mise končí po tahu { $turn }
board-mine = mina ({ $by })
board-poison-drone = jedovatý dron ({ $by })
board-afflicted = otráven nebo nakažen: { $by }
board-host = hostitel: { $by }
board-lift-damaged = Gravitační výtah { $zone }: poškozený
board-lift-working = Gravitační výtah { $zone }: funkční
board-chip-hull = trup
board-chip-lift = výtah
board-chip-upper-gun = horní dělo
board-chip-upper-gun-short = dělo H
board-chip-lower-gun = dolní dělo
board-chip-lower-gun-short = dělo D
board-chip-shield = štít
board-chip-shield-short = štít
board-chip-reactor = reaktor
board-chip-reactor-short = reak.
board-tile = Žeton poškození { $zone } { $number }: { $tile }
board-word-shield = štít
board-word-reactor = reaktor
board-word-fuel = palivo
board-fuel = Palivo: { $fuel }
board-rockets-chip = rakety { $rockets }  ·  v letu { $flying }
board-rockets = Rakety na palubě: { $rockets }, v letu: { $flying }
board-interceptors-out-range = venku: { $name }, vzdálenost { $range }
board-interceptors-out = venku: { $name }
board-interceptors-chip = stíhačky { $status }
board-interceptors = Stíhačky: { $status }
board-figure = Figurka { $name } v { $station }
board-squad-with = s { $name }
board-squad-stored = uložená
board-squad-disabled = vyřazená
board-squad-active = aktivní
board-squad = Četa bojových robotů { $number }: { $condition }, { $place }

## The ship's log's summary and pages (gui/screens/shiplog)
shiplog-lost = prohraná
shiplog-destroyed-by = zničena: { $by }
shiplog-lost-destroyed-by = prohraná: zničena: { $by }
shiplog-best-per-track = Nejlepší podle stopy
shiplog-scores-over-time = Skóre v čase
shiplog-failures = Neúspěchy
shiplog-always-home = Loď se vždy vrátila domů
shiplog-none-won = Zatím žádná vyhraná mise
shiplog-best-mission = mise { $id }
shiplog-no-place = na tomto počítači není místo pro lodní deník (žádná datová složka)
shiplog-cannot-start = lodní deník nelze začít číst: { $error }
shiplog-reader-stopped = čtení lodního deníku se zastavilo
shiplog-role-captain = kapitán
shiplog-role-comms = spojař
shiplog-role-security = bezpečnost
shiplog-role-android = android
shiplog-cannot-replay = Misi { $id } nelze přehrát: její soubor hry: { $error }
month-jan = led
month-feb = úno
month-mar = bře
month-apr = dub
month-may = kvě
month-jun = čvn
month-jul = čvc
month-aug = srp
month-sep = zář
month-oct = říj
month-nov = lis
month-dec = pro

## The campaign page's missions (gui/screens/campaign)
campaign-mission-number = Mise { $number }
campaign-points = { $points } bodů
campaign-started-from = Začátek z
campaign-no-damage = bez poškození
campaign-repairs-after = Opravy poté
repairs-rule = Mezi misemi udělá každý člen posádky jeden krok, kapitán první: kdo byl v misi v bezvědomí, se jen zotaví; ostatní opraví jeden žeton poškození nebo jednu vyřazenou četu bojových robotů, nebo passují. V jedné zóně se opraví nejvýš 2 žetony. Co se neopraví, zůstává: poškozený reaktor nebo štít začíná o 1 energii níž, strukturální poškození zdvojnásobí všechno poškození své zóny, vyřazená četa zůstane pozadu. Poruchy a vetřelci zmizí.
repairs-squad-starts-in = Četa začíná v { $station }

## The apply notices (gui/apply)
notice-restored = tabule obnoveny z { $path }
notice-cannot-autosave = nelze automaticky uložit do { $path }: { $error }
notice-loaded = načteno { $path }
notice-type-path = napište cestu k souboru hry, který se má zapsat
notice-saved = uloženo { $path }
notice-saved-to-fix = uloženo { $path } (zbývá opravit { $count ->
        [one] 1 problém
        [few] { $count } problémy
       *[other] { $count } problémů
    })
notice-cannot-write = nelze zapsat { $path }: { $error }
notice-end-not-saved = Konec nebyl uložen: { $error }
notice-saved-campaign = Uloženo jako mise { $id } kampaně ({ $path })
notice-not-saved = Neuloženo: { $error }
notice-repairs-not-saved = Opravy neuloženy: { $error }
notice-no-ship-log = na tomto počítači není lodní deník
notice-too-early = Příliš brzy na konec: povoleno po skončení druhé fáze ({ $time })
notice-test-run = Zkušební let se hraje až do konce
notice-not-shared = Nesdíleno: { $why }
notice-not-shared-no-folder = Nesdíleno: na tomto počítači není datová složka; napište soubor pro zprávu
notice-not-shared-folder = Nesdíleno: nelze vytvořit { $path }: { $error }
notice-not-shared-file = Nesdíleno: nelze zapsat { $path }: { $error }
notice-report-written = Zpráva zapsána do { $path } (jeden soubor HTML: otevřete ho v prohlížeči nebo ho pošlete)
notice-seed-whole = semínko musí být celé číslo

## Action cards in words (gui/widgets/card_face.rs describe, the action row)
action-empty = prázdné
action-battlebots = bojoví roboti
action-red-arrow = červená šipka
action-blue-arrow = modrá šipka
action-gravolift = gravitační výtah
action-heroic = hrdinské { $card }
action-heroic-move = hrdinský přesun do { $station }
action-tripped = Jejda, zakopl jsem ({ $card })
action-double = dvojitá akce: { $first }, pak { $second }
action-face-advanced = pokročilá
action-face-basic = základní
action-specialization-with = karta specializace ({ $face }) s { $with }
action-specialization = karta specializace ({ $face })
board-plays = { $name } hraje { $card }
notice-cannot-read = nelze přečíst { $path }: { $error }
notice-cannot-restore = nelze obnovit { $path }: { $error }

## The campaign's ship and page, the repairs' choices, words and refusals; the window's
## messages on standard error
campaign-zone-tiles = { $zone } zóna: { $tiles }
campaign-zone-no-damage = { $zone } zóna: bez poškození
campaign-squads-aboard = bitevní roboti: oba oddíly na palubě
campaign-squad-disabled = bitevní roboti: 1 oddíl vyřazen (zůstává pozadu); druhý začíná v { $station }
campaign-squads-disabled = bitevní roboti: vyřazené oddíly: { $count } (zůstávají pozadu)
campaign-page-line = { $crew } · { $flown } z { $planned } misí · { $status }
campaign-status-flying = probíhá
campaign-status-stopped = ukončena
campaign-status-lost = prohrána
campaign-status-complete = dokončena
campaign-page-score = hrozby { $threats } + vizuální potvrzení { $visual } (průměr) · loď na konci: poškození { $damage }, vyřazení { $knocked }, oddíly { $squads }
repairs-option-pass = vynechat
repairs-option-squad = oddíl
repairs-option-tile = { $tile } ({ $zone })
repairs-did-recover = { $name } se zotavuje
repairs-did-pass = { $name } vynechává
repairs-did-tile = { $name } opravuje žeton { $tile } ({ $zone })
repairs-did-squad = { $name } opravuje oddíl bitevních robotů
repairs-refused-steps = kroků oprav: { $steps }, členů posádky: { $crew }; každý má jeden
repairs-refused-knocked-out = { $name } byl vyřazen: zotaví se a nic neopraví
repairs-refused-no-tile = { $name }: zóna { $zone } nemá žeton { $tile }
repairs-refused-zone-limit = { $name }: v zóně { $zone } už byly opraveny žetony: { $count }
repairs-refused-no-squad = { $name }: žádný oddíl bitevních robotů není vyřazen
notice-settings-defaults = { $error }; začíná se s výchozím nastavením
window-no-display = sitting-duck: žádný displej (není nastaveno DISPLAY ani WAYLAND_DISPLAY), aplikace se proto nemůže otevřít.
window-cannot-open = sitting-duck: okno aplikace nelze otevřít: { $error }
window-headless-help =
    Příkazy bez okna fungují i bez displeje:
      sitting-duck resolve GAME.yaml [--seed N] [--json]         vyhodnotit odehranou misi
      sitting-duck generate [--seed N] [--players 4|5] [--difficulty D]
                                                                 vypsat náhodný průběh mise
      sitting-duck render TRACK.yaml -o OUT.wav [--voice-only]   vytvořit zvukovou stopu mise
      sitting-duck log list|show|stats|export                    číst lodní deník
      sitting-duck threats [CARD]                                vypsat karty hrozeb
      sitting-duck serve GAME.yaml [--port N]                    ukázat skóre hry na telefonech
    Podrobnosti ukáže `sitting-duck <příkaz> --help`.

## The boards screen's problems with a board; a logged mission replayed
entry-space-not-a-card = pole { $space }: `{ $token }` není karta
entry-not-a-card = `{ $token }` není karta
entry-too-many-cards = karet: { $count }; akční deska má 12 polí (odeberte { $extra })
replay-not-an-object = uložený výsledek není objekt JSON
replay-source = mise { $id } lodního deníku
notice-catalog-not-loaded = katalog hrozeb se nenačte: { $error }
notice-no-shipped-track = žádná dodaná stopa se nejmenuje { $stem }
entry-board-n-problem = deska { $board }: { $problem }
entry-zone-tiles-problem = žetony poškození zóny { $zone }: { $problem }

## A zone's mark in words, for screen readers (app/src/gui/widgets/zone_mark.rs)
zone-mark-words = zóna { $zone }: { $shape } { $letter }
zone-mark-red = Červená
zone-mark-white = Bílá
zone-mark-blue = Modrá
zone-mark-internal = Vnitřní
zone-mark-triangle = trojúhelník
zone-mark-circle = kruh
zone-mark-square = čtverec
zone-mark-diamond = kosočtverec

## A threat's card the catalog does not know (boards screen)
entry-threat-problem = { $threat }: { $problem }
entry-called-card-problem = { $threat }, karta, kterou volá: { $problem }
notice-autosave-stopped = automatické ukládání se zastavilo bez zápisu: desky tu stále jsou; uložte je jako soubor hry, abyste o ně nepřišli

## The errors a person meets reading and writing files (in English, the system's own words)
io-not-found = soubor nebo složka neexistuje
io-permission-denied = přístup odepřen
io-is-a-directory = je to složka
io-not-a-directory = část cesty není složka
phones-deal = Rozdat akční karty na telefony
phones-deal-hint = Telefon každého hráče je v akčním kole jeho rukou a deskou; desky na konci dorazí samy
backs-title = Co vidí stůl: rubové strany zahraných karet
backs-count = { $count ->
    [one] 1 karta
    [few] { $count } karty
   *[other] { $count } karet
}
backs-legend = Čtverec nahoře: akční polovina. Šipka: pohybová polovina. Dva čtverce: dvojitá strana. Tečka: hrdinská nebo specializační karta.
backs-empty = prázdné
backs-action = nahoře akční polovina
backs-movement = nahoře pohybová polovina
backs-double = nahoře dvojitá strana
backs-special = { $half }, hrdinská nebo specializační karta
setup-solo-hand = Sólo: hrát karty na této obrazovce
setup-solo-hand-hint = Aplikace ti dá celý balíček a ty tady naprogramuješ každou figurku; desky dorazí samy
