# Hlášení k souborům hry, stopám misí a vlastním kartám: problém za svým místem.
diag-not-utf8 = není to text v UTF-8: bajt { $byte } nemůže začínat ani pokračovat znak (uložte soubor v UTF-8)
diag-missing = chybí `{ $key }`
diag-unknown-threat = neznámá hrozba `{ $key }`: není to ID ani název karty z katalogu (viz `sitting-duck threats`)
diag-ambiguous-threat = `{ $name }` je název více karet ({ $ids }): uveďte ID karty
diag-space = pole { $space }: { $problem }
diag-too-many-actions = { $count } akcí: plán akcí má 12 polí
diag-token-unknown-specialization = neznámá karta akce `{ $token }`: karta specializace je S, S+, S:X nebo S+:X (X jedno z A B C R < > ^, nebo dvojitá akce jako A>)
diag-token-unknown = `{ $token }` není karta akce: očekáváno jedno z A B C R < > ^ . A* B* R* @UR @UW @UB @LR @LW @LB nebo ~X
diag-token-same-halves = `{ $token }`: žádná karta dvojité akce nemá `{ $half }` dvakrát (v párech jsou jen šipky: << >>)
diag-yaml-key-twice = `{ $key }` je uvedeno dvakrát
diag-yaml-a-key-twice = klíč je uveden dvakrát
diag-yaml-too-deep = soubor je příliš hluboce vnořený na soubor Sitting Duck
diag-yaml-too-many-anchors = soubor má příliš mnoho aliasů nebo kotev na soubor Sitting Duck
diag-yaml-too-many-documents = soubor obsahuje příliš mnoho dokumentů na soubor Sitting Duck
diag-yaml-too-large = soubor je příliš velký na soubor Sitting Duck
diag-yaml-too-many-aliases = příliš mnoho aliasů (`*name`): vypište hodnoty
diag-yaml-unknown-anchor = alias (`*name`) neodkazuje na žádnou kotvu (`&name`)
diag-yaml-documents = více než jeden dokument YAML (`---`): soubor obsahuje jeden
diag-yaml-eof = soubor končí uprostřed hodnoty
diag-yaml-not-utf8 = soubor není text v UTF-8
diag-yaml-not-finite = `{ $value }` se čte jako číslo, které není konečné: dejte text do uvozovek, nebo napište celé číslo
diag-yaml-null-text = nic (`~` nebo null) tam, kde má být text: napište hodnotu
diag-yaml-tab = znak tabulátoru: YAML odsazuje jen mezerami
diag-yaml-indentation = odsazení nesedí: klíče jednoho slovníku a `-` jednoho seznamu začínají ve stejném sloupci
diag-yaml-missing-colon = řádek bez `:`: pište `klíč: hodnota`
diag-yaml-unclosed-quote = uvozovka, která se nikdy neuzavře: ukončete text stejnou uvozovkou
diag-yaml-after-quote = text za uzavírací uvozovkou: dejte celou hodnotu do uvozovek
diag-yaml-escape = neznámá sekvence `\` ve dvojitých uvozovkách: pište `\\`, nebo použijte jednoduché uvozovky
diag-yaml-unclosed = `{ $open }` se nikdy neuzavře: ukončete ji pomocí `{ $close }`
diag-yaml-mismatched = `{ $open }` je uzavřena pomocí `{ $close }`: uzavřete ji pomocí `{ $wanted }`
diag-yaml-in-brackets = uvnitř `[ ]` nebo `{"{"} {"}"}`: oddělte hodnoty čárkami a závorky uzavřete
diag-yaml-reserved = hodnota nemůže začínat znakem { $character }: dejte hodnotu do uvozovek
diag-yaml-directive = direktiva YAML (řádek začínající `%`): soubory Sitting Duck žádné nemají, odstraňte ji
diag-yaml-marker-in-quote = `---` nebo `...` na začátku řádku uvnitř textu v uvozovkách ukončí dokument: odsaďte ten řádek
diag-yaml-reader = syntaktická chyba YAML: { $words }
diag-players = { $players } hráčů: očekáváno 1 až 5
diag-no-board = dráha { $number }: dráhy jsou očíslované 1 až 7
diag-board-twice = dráha { $board } je použita dvakrát ({ $first } a { $second }): čtyři dráhy se musí lišit
diag-no-crew = posádka je prázdná
diag-crew-count = { $humans ->
        [one] { $humans } člen
        [few] { $humans } členové
       *[other] { $humans } členů
    } posádky pro { $players } hráčů: jeden záznam na hráče (androidi s `android: true`)
diag-too-many-figures = { $figures } figurek: loď pojme nejvýše { $max } (hráči a androidi)
diag-captains = { $count } kapitánů: posádka má nejvýše jednoho kapitána
diag-no-name = člen posádky potřebuje jméno
diag-name-control = jméno `{ $name }` obsahuje řídicí znak
diag-name-twice = dva členové posádky se jmenují `{ $name }`
diag-color-twice = barva `{ $color }` je zabraná dvakrát
diag-threat-turn = kolo { $turn }: hrozby se objevují v kolech 1 až 8
diag-wrong-zone-internal = { $name } ({ $id }) je vnitřní hrozba, ale je umístěna v zóně { $zone }
diag-wrong-zone-external = { $name } ({ $id }) je vnější hrozba, ale je umístěna v zóně { $zone }
diag-slot-taken = druhá hrozba v T+{ $turn } v zóně { $zone }
diag-card-twice = { $name } ({ $id }) je tažena dvakrát: balíček obsahuje od každé karty jednu
# Vzácnější kontroly sestavy (words/src/diagnostic/rules.rs).
diag-androids-none = { $androids ->
    [one] { $androids } android
    [few] { $androids } androidi
   *[other] { $androids } androidů
} při { $players } hráčích: androidy berou jen 2 hráči (se 2 androidy) nebo 3 hráči (s 1)
diag-androids-count = { $androids ->
    [one] { $androids } android
    [few] { $androids } androidi
   *[other] { $androids } androidů
} při { $players } hráčích: { $players } hráči berou { $take ->
    [one] { $take } androida
   *[other] { $take } androidy
} (nebo hrají bez nich)
diag-expansion-card = { $name } ({ $id }) je karta z { $set }: hrajte ji s modulem nových hrozeb (`modules: [new-threats]`)
diag-call-missing-internal = { $name } ({ $id }) přivolává vnitřní hrozbu: uveďte kartu pro ni taženou (`calls:`)
diag-call-missing-external = { $name } ({ $id }) přivolává vnější hrozbu: uveďte kartu pro ni taženou (`calls:`)
diag-calls-nothing = { $name } ({ $id }) nepřivolává žádnou hrozbu: odstraňte `calls:` (nebo přebývající karty)
diag-called-kind-internal = { $caller } přivolává vnitřní hrozbu, ne { $name } ({ $id })
diag-called-kind-external = { $caller } přivolává vnější hrozbu, ne { $name } ({ $id })
diag-tile-twice = `{ $tile }` dvakrát: každá zóna má od každého druhu jednu destičku
diag-carried-tile-twice = `{ $tile }` přenesena dvakrát: každá zóna má od každého druhu jednu destičku
diag-drawn-tile-carried = `{ $tile }` je přenesena z dřívější mise: zóna { $zone } ji nemůže táhnout znovu
diag-disabled-squads = { $count } vyřazených čet bojových robotů: loď má 2
diag-squad-station = použitelná četa bojových robotů začíná v LR nebo UB, ne { $station }
diag-card-on-board = pole { $space }: `{ $token }` { $problem }
diag-double-without-module = { $name }, kolo { $turn }: `{ $action }` je dvojitá akce, hraje se jen s modulem dvojitých akcí (přidejte `modules: [double-actions]`)
diag-squad-choice = startovní stanice pro použitelnou četu vyžaduje právě 1 vyřazenou četu, ne { $disabled }
diag-specialist-module-off = `{ $word }`: specializace vyžadují modul (`modules: [specializations]`)
diag-specialist-taken = { $specialization } je obsazen dvakrát: žádní dva členové posádky nesdílejí specializaci
diag-teleport-not-teleporter = teleportační žetony patří k záznamu Teleportéra
diag-teleport-nobody = teleportační žeton na členu posádky { $member }, který v posádce není
diag-card-module-off = je karta specializace: vyžaduje modul (`modules: [specializations]`)
diag-card-no-specialist = je karta specializace, ale tento člen posádky žádnou specializaci nemá
diag-card-heroic = je hrdinská karta: se specializacemi posádka nemá hrdinské karty
diag-card-advanced-at-level-1 = je pokročilá strana: karta { $specialization } na úrovni 1 má jen základní stranu (`S`)
diag-card-too-many-two = je karta { $specialization } navíc: úroveň { $level } dává dvě použití za misi
diag-card-too-many-one = je karta { $specialization } navíc: úroveň { $level } dává jedno použití za misi
diag-card-second-advanced = je druhé pokročilé použití { $specialization }: úroveň 3 dává jedno základní použití a jedno základní nebo pokročilé
diag-card-medic-companion = je karta Zdravotníka s další kartou: její pole smí sdílet jen jeden jednoduchý pohyb (<, > nebo ^)
diag-card-no-companion = přidává druhou kartu ke kartě { $specialization }: její pole sdílí jen karta Zdravotníka (s jedním pohybem) nebo pokročilé Speciální operace (s jakoukoli kartou)
diag-card-special-ops-alone = je pokročilé Speciální operace samotné: chrání kartu, se kterou sdílí pole (napište `S+:X`)
diag-card-double-without-module = obsahuje dvojitou akci, hraje se jen s modulem dvojitých akcí (přidejte `modules: [double-actions]`)
# Slovo, které pole nezná (očekávaná slova jsou slova souboru).
diag-or = { $rest } nebo { $last }
diag-unknown-color = neznámá barva `{ $word }`: očekáváno { $expected }
diag-unknown-zone = neznámá zóna `{ $word }`: očekáváno { $expected }
diag-unknown-damage-tile = neznámá destička poškození `{ $word }`: očekáváno { $expected }
diag-unknown-station = neznámá stanice `{ $word }`: očekáváno { $expected }
diag-unknown-module = neznámý modul `{ $word }`: očekáváno { $expected }
diag-no-crew-member = žádný člen posádky se nejmenuje `{ $name }`
# Stopy misí (words/src/diagnostic/track.rs). Slova souboru (`incoming-data`, `mission`,
# názvy polí, seznamy za „očekáváno“) zůstávají, jak jsou napsána.
diag-track-found-null = null
diag-track-found-bool = `{ $value }`
diag-track-found-number = číslo { $number }
diag-track-found-text = `{ $text }`
diag-track-found-list = seznam
diag-track-found-mapping = slovník (klíč: hodnota)
diag-track-expected-mapping = očekáván slovník (klíč: hodnota), nalezeno: { $found }
diag-track-expected-key-name = klíč musí být název, nalezeno: { $found }
diag-track-expected-time = očekáván čas: celé sekundy (225) nebo "m:ss" ("3:45"), nalezeno: { $found }
diag-track-expected-name = očekáván název stopy, nalezeno: { $found }
diag-track-expected-soundtrack = očekávána cesta ke zvukovému souboru nebo null, nalezeno: { $found }
diag-track-expected-events = očekáván seznam událostí, nalezeno: { $found }
diag-track-expected-modules = očekáván seznam modulů, například [double-actions], nalezeno: { $found }
diag-track-expected-phases = očekáván seznam konců fází, například ["3:45", "7:30", "10:00"], nalezeno: { $found }
diag-track-expected-blackout = očekávána délka výpadku v celých sekundách, nalezeno: { $found }
diag-track-expected-turn = očekáváno kolo 1 až 8, nalezeno: { $found }
diag-track-expected-flag = očekáváno true nebo false, nalezeno: { $found }
diag-track-not-a-word = očekáváno jedno z: { $expected }, nalezeno: { $found }
diag-track-unknown-kind = neznámý druh stopy { $found }, očekáváno jedno z: { $expected }
diag-track-unknown-event-type = neznámý typ události { $found }, očekáváno jedno z: { $expected }
diag-track-unknown-zone = neznámá zóna { $found }, očekáváno jedno z: { $expected }
diag-track-unknown-module = neznámý modul { $found }: očekáváno { $expected }
diag-track-module-twice = modul `{ $module }` je v seznamu dvakrát
diag-track-unknown-field = neznámé pole `{ $field }`, očekáváno jedno z: { $expected }
diag-track-missing-field = chybí pole `{ $field }`
diag-track-missing-type = chybí pole `type` (jedno z: { $expected })
diag-track-does-not-apply = `{ $field }` neplatí pro události typu { $event }
diag-track-needs-seconds = událost comms-down potřebuje `seconds`, délku výpadku
diag-track-needs-turn = hrozba potřebuje `turn` (1 až 8)
diag-track-needs-zone = hrozba potřebuje `zone` (red, white, blue nebo internal)
diag-track-phase-count = stopa druhu `{ $kind }` má { $phases } fáze, ale { $given ->
    [one] je uveden { $given } konec fáze
    [few] jsou uvedeny { $given } konce fází
   *[other] je uvedeno { $given } konců fází
}
diag-track-phase-too-late = fáze { $phase } končí v { $end }, po { $longest }: stopa trvá nejvýše 30 minut
diag-track-phase-not-after = fáze { $phase } končí v { $end }, ne po konci fáze { $before } ({ $previous }): konce fází musí stoupat
diag-track-phase-too-short = fáze { $phase } trvá { $length }; fáze potřebuje alespoň { $min }, aby její minutové varování přišlo po předchozím hlášení
# Hlášení ve zprávách o překryvu; první písmeno zprávy se píše velké.
diag-track-start-announcement = úvodní hlášení
diag-track-warning-minute = minutové varování fáze { $phase } v { $at }
diag-track-warning-seconds = dvacetisekundové varování fáze { $phase } v { $at }
diag-track-countdown = odpočet fáze { $phase } od { $at }
diag-track-event-threat = hlášení hrozby v { $at } (events[{ $index }])
diag-track-event-incoming-data = hlášení „příchozí data“ v { $at } (events[{ $index }])
diag-track-event-data-transfer = přenos dat v { $at } (events[{ $index }])
diag-track-event-comms-down = výpadek spojení v { $at } (events[{ $index }])
diag-track-starts-while-running = { $starts } začíná, zatímco ještě běží jiné hlášení ({ $running }, do { $until }): hlášení se nesmějí překrývat
diag-track-runs-into = { $runs } trvá do { $until } a zasahuje do dalšího hlášení ({ $into }): hlášení se nesmějí překrývat
diag-track-no-such-turn = kolo { $turn } neexistuje: hrozby se objevují v kolech 1 až { $last }
diag-track-turn-outside-phase = hrozba v kole { $turn } je hlášena ve fázi { $phase } (v { $at }): hrozby fáze { $phase } jmenují kola { $first } až { $last }
diag-track-no-threats-in-phase = hrozba je hlášena ve fázi { $phase } (v { $at }): fáze { $phase } nemá žádné hrozby
diag-track-shared-turn = druhá hrozba v kole { $turn } (první je events[{ $first }]): dvě hrozby pro jedno kolo hlásí jen stopa s dvojitými akcemi (`modules: [double-actions]`)
diag-track-second-external = druhá vnější hrozba v kole { $turn } (první je events[{ $first }], zóna { $zone }): kolo má nejvýše jednu vnější a jednu vnitřní hrozbu
diag-track-same-turn-and-zone = druhá hrozba v kole { $turn } (zóna { $zone }; první je events[{ $first }]): nejvýše jedna hrozba na kolo a zónu
diag-track-unsorted = události musí být seřazeny podle času: { $at } je před předchozí událostí (events[{ $previous }] v { $previous_at })
diag-track-after-the-end = { $at } není uvnitř mise, která končí v { $end }
diag-track-empty-blackout = výpadek spojení trvá alespoň 1 sekundu
# Pole souboru hry (words/src/diagnostic/field.rs): co pole bere a co v něm je.
diag-found-null = nic (null)
diag-found-text = text "{ $text }"
diag-field-expected = očekáváno: { $wants }, nalezeno: { $found }
diag-field-expected-number-quoted = očekáváno: { $wants }, nalezeno: { $found } (čísla se píší bez uvozovek)
diag-field-expected-flag-quoted = očekáváno: { $wants }, nalezeno: { $found } (pište true nebo false bez uvozovek)
diag-field-expected-mapping = očekáván slovník s { $keys }, nalezeno: { $found }
diag-field-key-not-name = klíč musí být název, nalezeno: { $found }
diag-field-unknown = neznámé pole: očekáváno jedno z { $expected }
diag-field-missing-players = chybí `players` (1 až 5)
diag-field-missing-crew = chybí `crew`: jedna položka na hráče (a androida)
diag-field-missing-trajectories = chybí `trajectories`: {"{"} red: N, white: N, blue: N, internal: N {"}"}
diag-field-missing-trajectory = chybí dráha `{ $zone }`
diag-field-missing-token-name = chybí `{ $key }`: jméno člena posádky
diag-unknown-specialization = neznámá specializace `{ $text }`: napište specializaci a úroveň 1 až 3, například `medic 2` ({ $expected })
diag-wants-players = počet hráčů (1 až 5)
diag-wants-seed = celé číslo od 0 do 18446744073709551615
diag-wants-mission-name = název mise
diag-wants-module-list = seznam názvů modulů
diag-wants-module = název modulu
diag-wants-crew-list = seznam členů posádky
diag-wants-color = barva
diag-wants-board = karty akčního plánu jako text
diag-wants-specialization = specializace a úroveň (`medic 2`)
diag-wants-member-name = jméno člena posádky
diag-wants-token-name = jméno některého člena posádky
diag-wants-trajectory = dráha (1 až 7)
diag-wants-threat-list = seznam hrozeb
diag-wants-turn = kolo (1 až 8)
diag-wants-zone = zóna (red, white, blue nebo internal)
diag-wants-card = ID nebo název karty hrozby
diag-wants-damage-zone = zóna
diag-wants-tile-list = seznam destiček poškození
diag-wants-tile = destička poškození
diag-wants-squads = počet čet bojových robotů (0 až 2)
diag-wants-station = stanoviště (LR nebo UB)
diag-wants-flag = true nebo false
# Pole vlastní karty, které čtečka YAML odmítla (words/src/diagnostic/field.rs).
diag-card-field-unknown = neznámé pole `{ $field }`, očekáváno jedno z { $expected }
diag-card-field-missing = chybí pole `{ $field }`
diag-card-field-invalid = očekáváno: { $wants }
diag-card-field-type = očekáváno: { $wants }, nalezeno: { $found }
diag-card-wants-text = text
diag-card-wants-card = karta (slovník jejích polí)
diag-card-wants-whole = celé číslo od { $min } do { $max }
diag-card-wants-other = typ { $words }
# Slova a pravidla vlastní karty (words/src/diagnostic/field.rs; očekávaná slova jsou slova souboru).
diag-unknown-card-kind = neznámý druh `{ $word }`: očekáváno { $expected }
diag-unknown-card-set = neznámá sada `{ $word }`: očekáváno { $expected }
diag-unknown-severity = neznámá závažnost `{ $word }`: očekáváno { $expected }
diag-card-rule-color-and-colour = jsou uvedeny `color` i `colour`: ponechte jen `color`
diag-card-rule-colour-deprecated = varování: `colour` je zastaralé, pište `color` (čteno jako `color`)
diag-card-rule-missing-color = chybí pole `color` (white, yellow nebo red)
diag-card-rule-needs-stations = vnitřní karta potřebuje `stations`
diag-card-rule-parity-stations = `station-by-turn-parity` potřebuje dvě stanoviště (liché kolo, sudé kolo)
diag-card-rule-external-stations = vnější karta nemá stanoviště
diag-card-rule-hit-points = životy musí být alespoň 1
diag-card-rule-speed = rychlost musí být alespoň 1
diag-card-rule-shield = štíty mají jen vnější hrozby
diag-card-rule-missing-action = chybí `{ $action }`: každá karta má akce X, Y a Z (pro žádnou pište [])
diag-card-rule-empty-z = akce Z nesmí být prázdná
diag-card-rule-points = body jsou [přežila, zničena], přežila smí být null
diag-card-rule-duplicate-id = ID karty `{ $id }` už existuje
# A homebrew card's effect or trait phrase (words/src/diagnostic/phrase.rs). The phrase, its
# words and the lists after "expected" are the file's own and stay as written.
diag-phrase-empty-effect = prázdný efekt
diag-phrase-empty-trait = prázdná vlastnost
diag-phrase-unknown-effect = neznámý efekt `{ $word }` (viz missions/threats/README.md)
diag-phrase-unknown-trait = neznámá vlastnost `{ $word }` (viz missions/threats/README.md)
diag-phrase-needs = `{ $phrase }` potřebuje { $wants }
diag-phrase-wants-number = číslo
diag-phrase-wants-station-code = kód stanice
diag-phrase-wants-station-codes = kódy stanic
diag-phrase-wants-zones = jednu nebo více zón
diag-phrase-wants-zone-or-all = zónu nebo all
diag-phrase-not-a-number = `{ $phrase }`: `{ $word }` není číslo
diag-phrase-unexpected = `{ $phrase }`: nečekané slovo `{ $word }`
diag-phrase-unexpected-expected = `{ $phrase }`: neznámé slovo `{ $word }` (očekáváno { $expected })
diag-unknown-target = neznámý cíl `{ $word }`: očekáváno { $expected }
diag-phrase-no-crew = která posádka? očekáváno { $expected } nebo kód stanice
diag-phrase-unknown-crew = neznámá posádka `{ $word }`: očekáváno { $expected } nebo kód stanice
diag-phrase-all-except = neznámá posádka `{ $word }`: očekáváno `all-except-` a kód stanice ({ $expected })
diag-phrase-usage = píše se `{ $usage }`
diag-phrase-missing-then = `{ $usage }`: chybí `then`
diag-phrase-bracket-place = `{ $phrase }`: závorka `[value]` následuje za slovem, které nahrazuje
diag-phrase-bracket-word = `{ $phrase }`: závorku pište jako jedno slovo, `[value]`
diag-phrase-needs-intruder = `{ $phrase }` pohybuje vetřelcem: druh karty musí být `intruder`
diag-phrase-needs-stations = `{ $phrase }` potřebuje stanice hrozby: vnější karta žádné nemá
diag-phrase-needs-internal = `{ $phrase }` je akce vnitřní hrozby: karta musí být vnitřní
diag-phrase-needs-external = `{ $phrase }` působí na dráhy nebo štíty vnějších hrozeb: karta musí být vnější
diag-phrase-needs-trajectory = `{ $phrase }` potřebuje dráhu zón lodi: karta musí být vnější
diag-phrase-not-on-destruction = `{ $phrase }` je akce X/Y/Z, ne účinek zničení (pod destroyed patří knock-out-destroyer, knock-out-host, knock-out-in, damage-others, attack-per-passed-space)
diag-phrase-on-destruction = `{ $phrase }` nastane při zničení hrozby: uveďte ho pod `destroyed`
diag-phrase-trait-of-internal = `{ $phrase }` je vlastnost vnitřních hrozeb
diag-phrase-trait-of-external = `{ $phrase }` je vlastnost vnějších hrozeb
diag-phrase-trait-of-intruders = `{ $phrase }` je vlastnost vetřelců
diag-phrase-trait-of-malfunctions = `{ $phrase }` je vlastnost poruch

## A diagnostic's field and its problem, after the place `file:line:col: ` (which stays as
## tools read it)
diag-field-says = { $field }: { $problem }

## A zone's `damage_tiles` listing more tiles than it drew (a warning: the game resolves)
diag-tiles-not-drawn = uvádí { $listed } { $listed ->
    [one] dílek
    [few] dílky
   *[other] dílků
}, ale zóna utrpěla { $drawn } poškození: { $tiles } nevytaženo

## A card drawn for a track's announcements that does not fit them (the boards screen)
diag-draw-count = ohlášeno hrozeb: { $announced }, ale zadáno karet: { $drawn }
diag-draw-mismatch = T+{ $turn } { $zone }: { $card } je { $drawn } hrozba, ohlášena však byla { $announced } hrozba
