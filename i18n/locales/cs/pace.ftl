## Area `pace` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.
## Tempo, „zopakovat“, přepis hlášení a letecká škola.

## Tempo na obrazovce přípravy
pace-tempo-label = Tempo
pace-tempo-normal = 1x (jako CD)
pace-tempo-chip = Tempo { $tempo }
pace-tempo-normal-hint = Tempo CD: akční fáze mise trvá 10:00
pace-tempo-slower-hint = Každý okamžik stopy { $tempo } později: akční fáze 10:00 trvá { $length }; hlas mluví stejně rychle

## Zopakovat poslední hlášení
pace-repeat = Zopakovat
pace-repeating = Opakování: { $words }
pace-repeat-silent = Není zvuk k zopakování; hlášení znělo: { $words }

## Přepis na konci akční fáze
pace-transcript = Přepis: { $count } hlášení
pace-transcript-tempo = Přepis: { $count } hlášení, v tempu { $tempo }
pace-shortcut-repeat = Zopakovat poslední hlášení (hodiny mise na něj počkají)

## Letecká škola na obrazovce přípravy
school-heading = Letecká škola
school-about = S průvodcem a bez časového tlaku: po každém hlášení hodiny počkají a obrazovka řekne, co dělat.
school-card-title = Letecká škola · { $lesson }
school-begin = Začít  [Enter]
school-continue = Pokračovat  [Enter]

school-lesson-1 = 1 · První zkušební let
school-lesson-2 = 2 · Druhý zkušební let
school-lesson-3 = 3 · Simulace
school-lesson-4 = 4 · Pokročilá simulace
school-lesson-5 = 5 · První mise

school-introduces-1 = Dvě fáze, běžná ohrožení mimo loď; příchozí data a přenosy dat
school-introduces-2 = Totéž, rychleji: ohrožení přijde hned po změně fáze
school-introduces-3 = Tři fáze; vážná ohrožení, nepotvrzená hlášení, výpadek spojení
school-introduces-4 = Ohrožení uvnitř lodi: bojoví roboti a stíhačky proti nim
school-introduces-5 = Skutečná mise: všechno, s hrdinskými akcemi a vizuálním potvrzením

school-briefing-1 = Tento let má místo tří fází jen dvě a jen běžná ohrožení mimo loď. Každý drží pět akčních karet pro první fázi a klade je lícem dolů na kola 1 až 3 své akční desky: horní polovina je akce. Mluvte, kolik chcete, ale nikdy neukazujte karty. Po každém hlášení se tu hodiny zastaví a tato obrazovka řekne, co dělat.
school-briefing-2 = Další let o dvou fázích. Plánujte spolu kolo po kole: kdo střílí z kterého děla, kdo posílá energii do štítů. Fázi můžete ukončit dřív tím, že vezmete karty další fáze; dřívější kola jsou pak pevná.
school-briefing-3 = Teď tři fáze: kola 1-3, 4-7 a 8-12. Vážná ohrožení udeří silněji a víc vydrží. Nepotvrzené hlášení platí jen při pěti hráčích. Když vypadne spojení, nikdo nesmí mluvit.
school-briefing-4 = Teď se ohrožení objevují uvnitř lodi: vetřelci a poruchy. Proti vetřelcům bojujte bojovými roboty (aktivujte oddíl kartou C tam, kde leží, pak útočte robotí polovinou); poruchy opravte akcí systému, který blokují.
school-briefing-5 = Celá mise: přibudou hrdinské akční karty a vizuální potvrzení (C na dolní bílé stanici). Je to první mise z CD; potom hrajte mise bez školy.

## Co hlášení znamená a co teď dělat
school-start = Akční fáze začala. Vezměte si pět karet první fáze a naplánujte spolu kola 1 až 3: řekněte, co zamýšlíte, hrajte lícem dolů.
school-threat-external = V kole { $turn } se objeví ohrožení. { $who } lízne vrchní { $serious ->
        [yes] vážnou
       *[no] běžnou
    } vnější kartu (aplikace ukáže tu, kterou vylosovala) a položí ji k dráze zóny { $zone } se žetonem { $turn }. Buďte připraveni od kola { $turn }: střílejte z děl jeho zóny, držte štíty.
school-threat-internal = V kole { $turn } se uvnitř lodi objeví ohrožení. { $who } lízne vrchní { $serious ->
        [yes] vážnou
       *[no] běžnou
    } vnitřní kartu (aplikace ukáže tu, kterou vylosovala) a položí ji k vnitřní dráze se žetonem { $turn }. Domluvte se, kdo mu od kola { $turn } půjde naproti.
school-ignored = Nepotvrzené hlášení je ohrožením jen pro posádku o pěti. Vás je { $crew }: nevšímejte si ho a nic nelízejte.
school-incoming = Příchozí data: každý hráč si smí líznout { $each ->
        [one] jednu akční kartu
        [few] { $each } akční karty
       *[other] { $each } akčních karet
    } z balíčku.
school-transfer = Přenos dat: každý hráč smí dát jednu kartu (ne hrdinskou) jinému, z ruky do ruky, než odpočet skončí.
school-comms-down = Spojení vypadlo: nikdo nesmí mluvit ani ukazovat až do „spojení obnoveno“. Plánujte dál mlčky.
school-comms-restored = Zase smíte mluvit: řekněte ostatním, co jste naplánovali.
school-warning = { $seconds ->
        [60] Jedna minuta
       *[other] Dvacet sekund
    } času mise zbývá v této fázi: doplánujte její kola; karty, které na nich na konci leží, jsou vaše akce.
school-phase-end = Fáze { $phase } skončila: její karty jsou pevné. Vezměte si karty další fáze k těm, které vám zbyly, a naplánujte kola { $turns }.
school-round-over = Akční fáze skončila. Teď zadejte každou akční desku a sledujte, jak je palubní počítač kolo po kole vyhodnotí.
