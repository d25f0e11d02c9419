## Lodní deník: jeden řádek na událost. Názvy karet, jména posádky a symboly akcí
## (A, B+, ~C, písmena systémů) zůstávají tak, jak jsou vytištěny.

## Názvy lodi
word-zone-red = červená
word-zone-white = bílá
word-zone-blue = modrá
word-zone-internal = vnitřní
word-station-upper = horní { $zone }
word-station-lower = dolní { $zone }
word-cannon-heavy = těžký laser (zóna { $zone })
word-cannon-light = lehký laser (zóna { $zone })
word-cannon-pulse = pulzní dělo
word-source-rocket = raketa
word-source-interceptors = stíhačky
word-reactor-central = hlavní reaktor
word-reactor = reaktor (zóna { $zone })
word-shield = štít (zóna { $zone })
word-door-red-white = dveře červená-bílá
word-door-white-blue = dveře bílá-modrá
word-tile-structural = konstrukce
word-tile-gravolift = gravitační výtah
word-tile-upper-cannon = horní dělo
word-tile-lower-cannon = dolní dělo
word-tile-shield = štít
word-tile-reactor = reaktor
word-step-appear = objevení hrozeb
word-step-actions = akce
word-step-damage = poškození
word-step-threats = hrozby
word-step-end-of-turn = konec kola

## Části řádků
log-card-falls-off = karta { $card } spadne z plánu
log-heroic-bonus = +{ $bonus } hrdinsky
log-heroic-move = hrdinský přesun
log-heroic = hrdinsky
log-by-gravolift = gravitačním výtahem (zóna { $zone })
log-ignoring-shields = štíty se nepočítají

## Proč akce neměla účinek
log-no-effect-in-blue = už je v modré zóně
log-no-effect-in-red = už je v červené zóně
log-no-effect-in-white = už je v bílé zóně
log-no-effect-in-station = už je v té stanici
log-no-effect-system-broken = systém je vyřazen poruchou
log-no-effect-cannon-fired = dělo už v tomto kole střílelo
log-no-effect-no-energy = v reaktoru není energie
log-no-effect-no-fuel = nezbývá žádná palivová kapsle
log-no-effect-full = už je plno
log-no-effect-nothing-to-transfer = není co přenést
log-no-effect-interceptors-need-squad = stíhačky potřebují aktivní oddíl bitevních robotů
log-no-effect-interceptors-out = stíhačky už jsou venku
log-no-effect-no-maintenance-due = údržba počítače v tomto kole není na řadě
log-no-effect-computer-maintained = počítač už je udržovaný
log-no-effect-leads-squad = už vede aktivní oddíl bitevních robotů
log-no-effect-no-squad-stored = žádný oddíl bitevních robotů tu není uložen
log-no-effect-no-rockets = nezbývají žádné rakety
log-no-effect-rocket-launched = v tomto kole už byla odpálena raketa
log-no-effect-leads-no-squad = nevede žádný oddíl bitevních robotů
log-no-effect-squad-disabled = oddíl bitevních robotů je vyřazen
log-no-effect-no-intruder = v této stanici není žádný vetřelec
log-no-effect-knocked-out = v bezvědomí
log-no-effect-out-of-reach = vetřelec je tu mimo dosah
log-no-effect-door-sealed = v cestě jsou zapečetěné dveře
log-no-effect-phased-out = porucha je mimo fázi, mimo dosah

## Proč se plán zdrží
log-delay-returned = návrat ze stíhaček
log-delay-tripped = Jejda, zakopl jsem
log-delay-damaged-gravolift = poškozený gravitační výtah
log-delay-gravolift-in-use = gravitační výtah už byl v tomto kole použit
log-delay-slowing-intruder = vstoupil do stanice se zpomalujícím vetřelcem
log-delay-threat-action = akce hrozby
log-delay-computer = počítač nebyl udržován
log-delay-still-in-space = stále venku ve stíhačkách

## Dvojité akce
log-half-battlebots = bitevní roboti
log-half-red-arrow = červená šipka
log-half-blue-arrow = modrá šipka
log-half-gravolift = gravitační výtah
log-half-lost-launched = první polovina vyslala stíhačky
log-half-lost-knocked-out = první polovina je omráčila
log-half-lost-past-last-turn = první polovina zdržela za kolo 12: { $why }

## Dosah stíhaček, oddíly, zraněné hrozby
log-range-flew-out = C: o jeden dosah dál
log-range-no-card = žádná karta: o jeden dosah blíž
log-range-card-delayed = karta, kterou nemohou použít: o jeden dosah blíž, karta čeká
log-squad-sabotaged = sabotován ve skladu
log-squad-fired-back = vetřelec opětuje palbu
log-squad-leader-spared = Zdravotník ušetřil jeho velitele bezvědomí
log-hurt-repaired-everywhere = opraveno ve všech jejích stanicích najednou
log-hurt-explosion = zasažena výbuchem
log-hurt-own-action = její vlastní akce
log-hurt-repaired-alone = v tomto kole ji opravil jediný člen posádky
log-hurt-repaired-with-bots = opravil člen posádky s aktivními bitevními roboty

## Proč člen posádky upadne do bezvědomí
log-ko-deadly-station = vstoupil do stanice { $station }, kterou { $threat } učinil smrtící
log-ko-threat-action = akce hrozby { $threat }
log-ko-destroyed-it = zničil { $threat }
log-ko-destroyed-beside = { $threat } byl zničen vedle něj
log-ko-flew-into = vletěl stíhačkami do { $threat }
log-ko-ultrafast-return = vyletěl stíhačkami za dosah 3 (ultrarychlý návrat)
log-ko-out-at-jump = při skoku stále venku na dosah { $range }
log-ko-poisoned = otráven hrozbou { $threat }

## Proč byla loď zničena
log-loss-seventh-damage = zóna { $zone } utržila sedmé poškození
log-loss-threat = { $threat } ničí loď
log-loss-a-threat = hrozba ničí loď

## Posádka
log-moved = { $crew } jde z { $from } do { $to }
log-delayed = { $crew } se zdrží od kola { $turn } ({ $why })
log-tripped = { $crew } říká „Jejda, zakopl jsem“ a provede { $action }
log-no-effect = { $crew } hraje { $action }: bez účinku ({ $why })
log-fired = { $crew } pálí: { $cannon } (síla { $strength })
log-energy-moved = { $crew } přesouvá { $amount } energie z { $from } do { $to }
log-energy-flows = { $amount } energie teče z { $from } do { $to }
log-refuelled = { $crew } spotřebuje palivovou kapsli: hlavní reaktor +{ $amount }
log-maintained = { $crew } provádí údržbu počítače
log-rocket-launched = { $crew } odpaluje raketu
log-squad-taken = { $crew } přebírá oddíl bitevních robotů { $squad }
log-squad-reactivated = { $crew } znovu aktivuje oddíl bitevních robotů { $squad }
log-squad-disabled = oddíl bitevních robotů { $squad } je vyřazen ({ $why })
log-interceptors-launched = { $crew } startuje ve stíhačkách
log-interceptors-stay = { $crew } zůstává venku ve stíhačkách
log-interceptors-returned = { $crew } se vrací ze stíhaček do horní červené
log-interceptors-range = { $crew } letí stíhačkami z dosahu { $from } na dosah { $to } ({ $why })
log-double-played = { $crew } hraje dvojitou akci { $double } ({ $first }, pak { $second })
log-half-delayed = { $crew } se zdrží ({ $why }): druhá polovina { $half } se jako jednoduchá akce přesouvá do kola { $turn }
log-half-lost = druhá polovina { $half } hráče { $crew } je ztracena ({ $why })
log-confirmed = { $crew } provádí vizuální potvrzení
log-repaired = { $crew } opravuje { $threat } (systém { $system }, bodů: { $amount })
log-bots-attack = bitevní roboti hráče { $crew } útočí na { $threat } ve stanici { $station } (poškození { $amount })
log-knocked-out = { $crew } je v bezvědomí ({ $why })

## Hrozby
log-appears-internal = { $threat } se objevuje (vnitřní, pole { $space })
log-appears = { $threat } se objevuje v zóně { $zone } (pole { $space })
log-ignored = { $threat } je nepotvrzené hlášení a nepočítá se (méně než 5 hráčů)
log-hurt = { $threat } utrpí poškození { $amount } ({ $why })
log-targeted = { $source } míří na { $threat } (síla { $strength })
log-targeted-plural = { $source } míří na { $threat } (síla { $strength })
log-rocket-missed = raketa nenajde cíl a je ztracena
log-no-target = { $source } nenachází cíl
log-no-target-plural = { $source } nenacházejí cíl
log-damaged = { $threat } dostává { $total }, štít { $shield }, poškození { $taken }, zbývá { $left }
log-destroyed-by = { $threat } je zničen, zničil ho { $crew }
log-destroyed = { $threat } je zničen
log-moves-past-end = { $threat } postupuje z pole { $from } za konec své dráhy
log-threat-moves = { $threat } postupuje z pole { $from } na pole { $to }
log-acts = { $threat } provádí svou akci { $square }
log-change-heal = { $threat } si opravuje poškození { $amount }
log-change-speed-up = { $threat } zrychluje o { $amount }
log-change-shield-up = { $threat } štít +{ $amount }
log-change-set-shield = { $threat } štít je nyní { $amount }
log-change-revealed = { $threat } se odhaluje
log-change-cryoshield-gone = kryoštít hrozby { $threat } pohltí poškození a mizí
log-change-fires-back = { $threat } dospívá: od teď opětuje palbu
log-change-hit-points = { $threat } má nyní životů: { $amount }
log-change-passed-xy = { $threat } míjí akční pole
log-change-shield-down = megaštít hrozby { $threat } slábne: štít -{ $amount }
log-change-phased-out = { $threat } vychází z fáze: nic ho nezasáhne, dokud se nevrátí
log-change-phased-in = { $threat } se vrací do fáze: toto kolo jedná s hodnotami v závorkách
log-called = { $caller } přivolává { $threat }: na konci tohoto kroku vstoupí na dráhu { $zone }
log-call-forestalled = { $caller } nikdy nepřivolal { $threat }: i ten se počítá jako zničený
log-jumped = { $threat } skáče ze zóny { $from } do zóny { $to }
log-jump-blocked = { $threat } nemůže skočit: dráha { $to } je kratší než jeho pole
log-carrier-weakened = stíhačky jsou venku: útok hrozby { $threat } je o { $amount } slabší
log-lasers-halved = { $threat } je polarizovaný: { $lasers } z laserů se počítá jako { $counted }
log-intruder-moves = { $threat } jde z { $from } do { $to }
log-spread = { $threat } se šíří do { $station }
log-survived = { $threat } opouští svou dráhu: přežil
log-attack = { $threat } útočí na zónu { $zone } silou { $strength }
log-damage-doubled = { $threat } od teď zdvojuje poškození zóny { $zone }
log-damage-doubling-ended = { $threat } je pryč: poškození zóny { $zone } se už nezdvojuje
log-stations-deadly = { $threat } činí { $stations } smrtícími: kdo tam později vstoupí, upadne do bezvědomí
log-boost-shield = { $threat } dává každé vnější hrozbě +1 štít, dokud není zničen
log-boost-attack = { $threat } dává každé jiné vnější hrozbě +1 útok, dokud není zničen

## Loď
log-shield-absorbed = štít (zóna { $zone }) pohltí { $amount }
log-tile-drawn = zóna { $zone } dostává žeton poškození: { $tile }
log-energy-drained = { $container } ztrácí { $amount } energie
log-fuel-destroyed = zničené palivové kapsle: { $amount }
log-rocket-destroyed = raketa na palubě je zničena
log-rocket-advanced = raketa letí dál: zasáhne v příštím kole
log-computer-maintained = kontrola počítače: počítač byl udržován
log-computer-not-maintained = kontrola počítače: počítač nebyl udržován, celá posádka na palubě se zdrží
log-turn-ended = děla a gravitační výtahy jsou znovu volné
log-phase-ended = fáze { $phase } končí; nejlepší vizuální potvrzení: { $confirming } členů posádky
log-ship-destroyed-by = LOĎ JE ZNIČENA hrozbou { $threat }: { $why }
log-ship-destroyed = LOĎ JE ZNIČENA: { $why }
log-jumped-hyperspace = loď skáče do hyperprostoru
log-turn-begins = začíná kolo { $turn }

## Postižení
log-poisoned = { $crew } je otráven hrozbou { $threat }
log-infected = { $crew } je nakažen hrozbou { $threat }
log-drones-placed = { $threat } rozmisťuje jedovaté drony do { $stations }
log-mine-laid = { $threat } klade minu do { $station }
log-mines-detonated = miny hrozby { $threat } vybuchují
log-sabotaged = { $threat } sabotuje systém { $system } ve stanici { $station }
log-sabotage-repaired = { $crew } opravuje sabotovaný systém { $system } ve stanici { $station }
log-host-found = { $threat } se přichytí na { $crew }

## The New Frontier
log-starts-in = { $threat } se uchytí ve stanici { $station }
log-inaccessible = { $threat } je těžko dosažitelný: bodů práce hráče { $crew } přijde v tomto kole nazmar: { $wasted }
log-finish-needs-energy = { $crew } nemůže dokončit { $threat }: { $reactor } je prázdný
log-shields-off = štíty přestávají pohlcovat ({ $threat })
log-shields-reversed = štíty jsou převrácené: jejich energie posiluje každý útok ({ $threat })
log-shields-restored = štíty znovu fungují ({ $threat } je pryč)
log-shield-joins-attack = převrácený štít (zóna { $zone }) přidává k útoku svou energii { $amount }
log-door-sealed = { $door } jsou zapečetěny ({ $threat })
log-door-reopened = { $door } se znovu otevírají ({ $threat } je pryč)
log-optics-disrupted = optika zóny { $zone } je narušena: její lasery potřebují pomoc se zaměřením ({ $threat })
log-optics-restored = optika zóny { $zone } znovu funguje ({ $threat } je pryč)
log-shot-blind = { $source } střílí naslepo: bez pomoci se zaměřením nic nezasáhne
log-short-circuit = výstřel středního těžkého laseru způsobí zkrat ({ $threat })
log-repeats = { $crew } se zdrží a znovu zahraje kartu z kola { $turn }
log-displaced = { $crew } je odmrštěn z { $from } do { $to } ({ $threat })
log-discarded = { $threat } je odhozen: nepřináší žádné body
log-intruder-blocked = { $threat } nemůže z { $from } do { $to }: zapečetěné dveře

## Specializace; $card je název karty, jak je vytištěn
log-sp-no-effect-lower-deck = funguje jen na horní palubě
log-sp-no-effect-upper-deck = funguje jen na dolní palubě
log-sp-no-effect-not-now = funguje jen v dolní bílé, v kole 10 nebo 11
log-sp-no-effect-not-both-cannons = obě děla musí moci střílet, takže nestřílí žádné
log-sp-no-effect-remote-cannot-finish = oprava na dálku nemůže odstranit poslední život poruchy
log-sp-no-effect-nobody-to-teleport = teleportační žetony nikoho nepřesunou
log-sp-no-effect-white-zone = bílá zóna nemá protější zónu
log-sp-no-effect-no-squad = nevede žádný oddíl bitevních robotů
log-sp-no-effect-nothing-to-repair = v této zóně není žádný žeton poškození
log-sp-no-effect-cannot-fly = potřebuje aktivní oddíl bitevních robotů, mimo dolní modrou
log-sp-no-effect-cannon-malfunction = dělo blokuje porucha
log-sp-no-effect-no-malfunction = v této stanici není žádná porucha
log-sp-no-effect-already-prepared = dělo už je připravené
log-sp-specialization = specializace
log-sp-advanced = pokročilá
log-sp-basic = základní
log-sp-used = { $crew } hraje kartu { $card } ({ $face })
log-sp-no-effect = karta { $card } hráče { $crew }: bez účinku ({ $why })
log-sp-medic-heroic = Zdravotník { $medic } činí akci hráče { $crew } v tomto kole hrdinskou
log-sp-special-ops-heroic = příští akce A, B nebo bitevních robotů hráče { $crew } bude hrdinská (Speciální operace)
log-sp-heroic-used = akce hráče { $crew } je hrdinská ({ $card })
log-sp-medic-guards = { $crew } hlídá svou stanici: nikdo tam v tomto kole neupadne do bezvědomí
log-sp-protection-started = { $crew } je chráněn Speciálními operacemi, dokud nezahraje svou akci
log-sp-protection-ended = ochrana Speciálních operací hráče { $crew } končí s jeho akcí
log-sp-not-knocked-out = { $crew } neupadne do bezvědomí ({ $why })
log-sp-not-delayed = { $crew } se nezdrží ({ $why })
log-sp-protected-by-special-ops = chráněn Speciálními operacemi
log-sp-guarded-by-medic = hlídán Zdravotníkem { $medic }
log-sp-temporary-shields = { $crew } vztyčuje dočasné štíty do konce kola: červená +{ $red }, bílá +{ $white }, modrá +{ $blue }
log-sp-temporary-absorbed = dočasný štít (zóna { $zone }) pohltí { $amount }
log-sp-temporary-drained = dočasný štít (zóna { $zone }) ztrácí { $amount }
log-sp-threats-slowed = { $crew } zpomaluje vnější hrozby: v tomto kole postoupí o 1 pole méně
log-sp-mission-shortened = { $crew } plánuje časný skok: mise končí po kole { $turn }
log-sp-cannon-prepared = { $crew } připravuje na příští výstřel: { $cannon }
log-sp-preparation-used = příprava je vyčerpána: { $cannon }
log-sp-pulse-extended = { $crew } rozšiřuje pulzní dělo: síla 1 v tomto kole o pásmo dál
log-sp-double-rocket = { $crew } odpaluje dvě rakety jako jednu (síla 5)
log-sp-confirmed-as-three = { $crew } provádí vizuální potvrzení, které se počítá za tři členy posádky
log-sp-remote-repaired = { $crew } opravuje { $threat } na dálku ve stanici { $station } (bodů: { $amount })
log-sp-tile-repaired = bitevní roboti hráče { $crew } opravují poškození { $tile } zóny { $zone }: žeton jde pod balíček
log-sp-teleports-self = { $crew } se teleportuje z { $from } do { $to }
log-sp-teleports = { $by } teleportuje { $crew } z { $from } do { $to }

## Čitelný lodní deník a jeho bodování
log-report-turn = Kolo { $turn }
log-report-nothing-in-particular = nic konkrétního
log-report-lost = MISE ZTRACENA: loď zničil { $threat } ({ $why }). Bez bodů.
log-report-complete = MISE SPLNĚNA
log-report-not-counted = Nezapočteno (loď byla ztracena):
log-report-total = CELKEM
log-report-no-score-by = BEZ BODŮ: loď zničil { $threat }
log-report-no-score = BEZ BODŮ: loď byla zničena

## How the log's parts are joined (the language's punctuation: French puts a no-break space
## before : ; ? !)
log-line = T{ $turn } { $step }: { $text }
log-then = { $first }; { $then }
log-step-heading = { $step }:
log-sp-spared-by = { $spared }: { $guard }
