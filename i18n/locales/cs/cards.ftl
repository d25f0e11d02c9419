# Texty pravidel dodaných karet hrozeb, jedna zpráva na kartu (`cards-e1-04` pro E1-04),
# přeložené z `text` karty v missions/threats/*.yaml (anglicky je text jen tam). Stejné věty
# a stejné akce „X: … Y: … Z: …“; názvy karet zůstávají, jak jsou vytištěné.

## Základní hra, vnější hrozby

cards-e1-01 = X: útok 1 na všechny zóny. Y: útok 1 na všechny zóny. Z: útok 2 na všechny zóny.
cards-e1-02 = Poškození z jejích útoků, které projde štíty, se zdvojnásobí. X: útok 1. Y: útok 2. Z: útok 2.
cards-e1-03 = Nelze ji zaměřit, dokud se v X neodhalí. Y: útok 2. Z: útok 2.
cards-e1-04 = V kole, kdy ji zasáhne pulzní dělo, se její štít počítá jako 0. X: všechny štíty ztratí veškerou energii. Y: útok 1 na obě ostatní zóny. Z: útok 2 na obě ostatní zóny.
cards-e1-05 = X: útok 2. Y: útok 2. Z: útok 3.
cards-e1-06 = Kryoštít: když je poprvé zaměřena, veškeré poškození v tomto kole se pohltí a kryoštít zmizí. X: útok 1. Y: útok 2. Z: útok 2.
cards-e1-07 = X: útok 1. Y: útok 2. Z: útok 3.
cards-e1-08 = X: útok 1. Y: opraví 1 poškození. Z: útok 4.
cards-e1-09 = Rakety ji nemohou zaměřit. X: opraví 2 poškození. Y: opraví 2 poškození. Z: útok 5.
cards-e1-10 = Rakety ho nemohou zaměřit. Z: útok o síle jeho zbývajících životů.
cards-e2-01 = X: rychlost +1, štít bude 1. Y: rychlost +1, štít bude 0. Z: útok 6.
cards-e2-02 = Těžká laserová děla ho ignorují a míří na další hrozbu. X: každá jiná vnější hrozba útočí se silou +1, dokud není Scout zničen. Y: každá jiná vnější hrozba postoupí o 1 políčko. Z: útok 3, který ignoruje štíty.
cards-e2-03 = Nelze ho zaměřit, dokud se v X neodhalí; raketa, která na něj míří, je promarněná. Y: útok 2. Z: útok 3.
cards-e2-04 = Utrží nejvýše 1 poškození za kolo; rakety ho nemohou zaměřit. X: útok 1. Y: útok 2 a 1 na ostatní zóny. Z: útok 3 a 2 na ostatní zóny.
cards-e2-05 = Štít -2: v každém kole, kdy je zasažena, utrží o 2 víc. Rakety ji nemohou zaměřit. X a Y: útok 1 na všechny zóny, pak opraví polovinu svého poškození (zaokrouhleno dolů). Z: útok 2 na všechny zóny.
cards-e2-06 = X: každá vnější hrozba má štít +1, dokud není Marauder zničen. Y: každý štít ztratí 1 energii. Z: útok 4.
cards-e2-07 = Rakety ho nemohou zaměřit. Když je zničen, zaútočí na svou zónu silou 1 za každé políčko X a Y, které minul. Z: útok o síle jeho zbývajících životů.
cards-se1-01 = X: útok 2. Y: útok 3. Z: útok 4.
cards-se1-02 = X: útok 2, rychlost +1. Y: útok 3, štít +1. Z: útok 5.
cards-se1-03 = Když je zničen, každá jiná vnější hrozba utrží 1 poškození, které ignoruje štíty. X: útok 2. Y: útok 2, opraví 2 poškození. Z: útok 2.
cards-se1-04 = Nelze ho zaměřit na vzdálenost 3. X: útok 1 na všechny zóny. Y: útok 2 na všechny zóny. Z: útok 3 na všechny zóny.
cards-se1-05 = Kryoštít: když je poprvé zaměřena, veškeré poškození v tomto kole se pohltí a kryoštít zmizí. X: útok 2. Y: útok 3. Z: útok 4.
cards-se1-06 = Rakety ji nemohou zaměřit. X: je-li poškozena, útok 1 na všechny zóny. Y: je-li poškozena, útok 2 na všechny zóny. Z: útok o dvojnásobku jejích zbývajících životů.
cards-se1-07 = V kole, kdy ho zasáhne pulzní dělo, se jeho štít počítá jako 0. X: všechny štíty ztratí veškerou energii. Y: útok 2 na ostatní zóny. Z: útok 3 na ostatní zóny.
cards-se1-08 = Rakety ho nemohou zaměřit. Když je zničen, zaútočí na svou zónu silou 2 za každé políčko X a Y, které minul. Z: útok o síle jeho zbývajících životů.
cards-se2-01 = Stíhačky, které na něj útočí samotného, zasahují se silou +6 a jejich pilot upadne do bezvědomí. X: útok 2, pokud nemá 2 poškození. Y: útok 3, pokud nemá 3 poškození. Z: útok 6, pokud nemá 6 poškození.
cards-se2-02 = Rakety vždy míří na něj, i na vzdálenost 3; každý zásah raketou mu dá štít +1. X: rychlost +2, útok 2. Y: rychlost +2, útok 3. Z: útok 7.
cards-se2-03 = Nelze ho zaměřit na vzdálenost 3. X: posádka v jeho zóně je zpožděna. Y: každý člen posádky na palubě je zpožděn. Z: každý člen posádky na palubě upadne do bezvědomí.
cards-se2-04 = Rakety ho nemohou zaměřit. X: štít bude 4. Y: rychlost +2, štít bude 2. Z: útok 5 na červenou zónu a 5 na modrou zónu.
cards-se2-05 = Každý krok poškození, ve kterém utrží poškození, končí útokem 1 na všechny zóny. X: útok 1, pak sama utrží 1 poškození. Y: útok 2, pak sama utrží 2 poškození. Z: loď je zničena.
cards-se2-06 = Rakety ho nemohou zaměřit. Když je zničen, zaútočí na svou zónu silou 3 za každé políčko X a Y, které minul. Z: útok o síle jeho zbývajících životů.

## Základní hra, vnitřní hrozby

cards-i1-01 = Vetřelec v horní červené; opětuje palbu bojovým robotům. X: přesune se směrem k modré. Y: změní palubu. Z: 3 poškození jeho zóně.
cards-i1-02 = Vetřelec v horní modré; opětuje palbu bojovým robotům. X: přesune se směrem k červené. Y: změní palubu. Z: 3 poškození jeho zóně.
cards-i1-03 = Vetřelec v dolní bílé. X: přesune se směrem k modré. Y: vezme 1 energii z reaktoru své zóny, nebo způsobí 1 poškození, je-li prázdný. Z: 2 poškození.
cards-i1-04 = Vetřelec v dolní bílé. X: přesune se směrem k červené. Y: vezme 1 energii z reaktoru své zóny, nebo způsobí 1 poškození, je-li prázdný. Z: 2 poškození.
cards-i1-05 = Porucha B v horní modré. X: modrý štít ztratí veškerou energii. Y: modrý reaktor ztratí veškerou energii. Z: 2 poškození.
cards-i1-06 = Porucha B v horní červené. X: červený štít ztratí veškerou energii. Y: červený reaktor ztratí veškerou energii. Z: 2 poškození.
cards-i1-07 = Porucha C v dolní modré. Její životy jsou rakety na palubě v okamžiku, kdy se objeví, a řídí se jimi; bez raket je okamžitě zničena. Z: 3 poškození za každý zbývající život.
cards-i2-01 = Vetřelec v dolní modré. Posádka, která vstoupí do stanice se slizem, je zpožděna. Šířením vznikají potomci s 1 životem; karta je zničena, když zmizí všechen sliz. X: zničí raketu na palubě. Y: rozšíří se o jednu stanici směrem k červené. Z: 2 poškození v každé zóně, kde je sliz.
cards-i2-02 = Vetřelec v dolní červené. Posádka, která vstoupí do stanice se slizem, je zpožděna. Šířením vznikají potomci s 1 životem; karta je zničena, když zmizí všechen sliz. X: vyřadí bojové roboty uložené v dolní červené. Y: rozšíří se o jednu stanici směrem k modré. Z: 2 poškození v každé zóně, kde je sliz.
cards-i2-03 = Vetřelec v horní červené; opětuje palbu. X: změní palubu. Y: přesune se směrem k modré. Z: 4 poškození.
cards-i2-04 = Vetřelec v dolní modré; opětuje palbu. X: změní palubu. Y: přesune se směrem k červené. Z: 4 poškození.
cards-i2-05 = Porucha C na můstku. X: každý reaktor ztratí 1 energii. Y: každý člen posádky na palubě je zpožděn. Z: 1 poškození v každé zóně.
cards-i2-06 = Porucha B v dolní bílé. Když je zničena, posádka v dolní červené a dolní modré upadne do bezvědomí. X: poškození rovné energii v hlavním reaktoru. Y: zničí palivovou kapsli. Z: 3 poškození.
cards-si1-01 = Vetřelec v dolní červené; opětuje palbu. X: změní palubu. Y: je-li poškozen, přesune se směrem k modré; jinak 2 poškození. Z: 4 poškození a posádka v jeho stanici upadne do bezvědomí.
cards-si1-02 = Vetřelec v horní modré; opětuje palbu. X: změní palubu. Y: je-li poškozen, přesune se směrem k červené; jinak 2 poškození. Z: 4 poškození a posádka v jeho stanici upadne do bezvědomí.
cards-si1-03 = Vetřelec v dolní bílé. X: dospěje a od té chvíle opětuje palbu. Y: změní palubu, pak poškození rovné počtu posádky v jeho stanici. Z: ovládne loď.
cards-si1-04 = Trhlina v trupu u horní červené, mimo loď: poškodit ji mohou jen stíhačky, a dokud existuje, útočí na ni místo na vnější hrozby. X: poškození červené zóny se zdvojnásobuje. Y: poškození každé zóny se zdvojnásobuje. Z: loď se rozpadne.
cards-si1-05 = Porucha B na můstku. X: energie hlavního reaktoru přeteče do prostředního štítu; co se nevejde, je poškození. Y: prostřední štít se vyprázdní a způsobí tolik poškození. Z: každý reaktor se vyprázdní a každá zóna utrží poškození rovné energii svého reaktoru.
cards-si1-06 = Porucha C v horní modré a dolní červené; opravit obě ve stejném kole způsobí 1 poškození navíc. X: posádka s aktivními bojovými roboty upadne do bezvědomí. Y: posádka v horní modré a dolní červené upadne do bezvědomí. Z: každý člen posádky na palubě kromě můstku upadne do bezvědomí.
cards-si2-01 = Vetřelec v horní modré; opětuje palbu. X: přesune se směrem k červené, pak posádka v jeho stanici bez aktivních bojových robotů upadne do bezvědomí. Y: změní palubu, totéž omráčení. Z: 3 poškození.
cards-si2-02 = Vetřelec na můstku. Člen posádky, který ho zničí, upadne do bezvědomí. X a Y: přesune se do sousední stanice s nejpočetnější posádkou (při shodě zůstane). Z: 5 poškození a posádka v jeho stanici upadne do bezvědomí.
cards-si2-03 = Porucha B ve všech třech dolních stanicích; opravit všechny tři ve stejném kole způsobí 2 poškození navíc. X: hlavní reaktor ztratí 2 energie. Y: každý reaktor ztratí 1 energii. Z: 3 poškození v každé zóně.
cards-si2-04 = Vetřelec ve čtyřech stanicích; každý zásah bojových robotů vyčistí stanici, kde padl, a 3 zásahy ho zničí. X: posádka v zamořených stanicích je zpožděna. Y: 1 poškození za každou zamořenou stanici její zóně. Z: posádka v zamořených stanicích upadne do bezvědomí a od té chvíle upadne do bezvědomí každý, kdo vstoupí do stanice, která je stále zamořená.
cards-si2-05 = Porucha C v dolní bílé; poškodit ji lze jen v kole, ve kterém se v její stanici provedou tři akce C. X: rychlost +1. Y: rychlost +1. Z: loď je zničena.

## The New Frontier, vnější hrozby

cards-e1-101 = Plazmová: když štít nepohltí nic z jejího útoku, všichni v té zóně upadnou do bezvědomí. X: útok 1. Y: útok 1. Z: útok 2.
cards-e1-102 = Raketa, která ho zasáhne, ho vychýlí z kurzu: jeho Z pak nic neudělá. X: útok 1. Y: útok 1. Z: útok 5, pokud ho nezasáhla raketa.
cards-e2-101 = Nosič: jeho útoky jsou o 2 slabší, dokud je pilot venku ve stíhačkách. X: útok 2. Y: útok 3 na obě ostatní zóny. Z: útok 4 na všechny zóny.
cards-e2-102 = Fázování: po pohybu, který udělal ve fázi, vyfázuje, a při dalším pohybu se vrátí do fáze; mimo fázi ho nic nezasáhne a v kole, které začal mimo fázi, platí hodnoty v hranatých závorkách. X: útok 1. Y: útok 2 [1]. Z: útok 3 [2].
cards-e2-103 = Megaštít: jeho štít klesne o 1 po každém kole, ve kterém je zaměřen. Poškození z jeho útoků, které projde štíty, se zdvojnásobí. X: útok 1. Y: útok 1. Z: útok 3.
cards-e3-101 = Plazmová: když štít nepohltí nic z jejího útoku, všichni v té zóně upadnou do bezvědomí. Těžká laserová děla ji ignorují. X: útok 1. Y: útok 2. Z: útok 4.
cards-e3-102 = Fázování (viz Phasing Fighter). X: útok 1 [0] na všechny zóny. Y: útok 1 na všechny zóny. Z: útok 3 [2] na všechny zóny.
cards-e3-103 = Fázování (viz Phasing Fighter). Poškození z jeho útoků, které projde štíty, se zdvojnásobí. X: útok 1. Y: útok 2 [1]. Z: útok 3 [2].
cards-e3-104 = Megaštít: jeho štít klesne o 1 po každém kole, ve kterém je zaměřen. X: útok 1. Y: útok 2. Z: útok 3.
cards-e3-105 = Skok: přejde na dráhu zóny po své levici (z červené k modré) a ponechá si své políčko, je-li ta dráha dost dlouhá; zbytek jeho pohybu využije políčka staré dráhy. X: skok, útok 1. Y: útok 1, skok, útok 1. Z: útok 3, skok, útok 1.
cards-e3-106 = Skok: přejde na dráhu zóny po své pravici (z modré k červené) a ponechá si své políčko, je-li ta dráha dost dlouhá; zbytek jeho pohybu využije políčka staré dráhy. X: skok, útok 1. Y: útok 1, skok, útok 1. Z: útok 3, skok, útok 1.
cards-e3-107 = V Z vypustí vnitřní hrozbu, která pro ni byla vylosována (vstoupí na vnitřní dráhu na konci kroku), s rychlostí +1, pokud kapsle utrpěla méně než 2 poškození. Nemá vlastní body; je-li zničena před svým Z, vnitřní karta se počítá jako zničená. X: rychlost +1, štít bude 3. Y: rychlost +1.
cards-e3-108 = Polarizovaný: poškození z laserových děl se na něm sečte a vydělí dvěma, zaokrouhleno nahoru, a teprve pak přijde na řadu jeho štít. X: útok 1. Y: útok 2. Z: útok 4.
cards-e3-109 = V kole, kdy ho zasáhne pulzní dělo, se jeho štít počítá jako 0. V kole, kdy utrží poškození, se pohne o 2 políčka méně. X: útok 1, pak opraví tolik poškození, kolik štít pohltil. Y: útok 2, pak opraví tolik, kolik štít pohltil. Z: útok 1 plus energie v reaktoru jeho zóny.
cards-se1-101 = Nosič: jeho útoky jsou o 2 slabší, dokud je pilot venku ve stíhačkách. X: útok 2. Y: útok 3 na obě ostatní zóny. Z: útok 4 na všechny zóny.
cards-se1-102 = Rakety ho nemohou zaměřit. Je-li při skoku lodi stále na své dráze, provede tehdy své Z (a přežije). X: štít bude 1. Y: štít +1. Z: útok 4 na všechny zóny.
cards-se2-101 = Plazmová: když štít nepohltí nic z jejího útoku, všichni v té zóně upadnou do bezvědomí. X: útok 2. Y: útok 2. Z: útok 4.
cards-se2-102 = Fázování (viz Phasing Fighter). X: útok 2 [1]. Y: útok 3 [2]. Z: útok 4 [3].
cards-se2-103 = Utrží nejvýše 2 poškození za kolo; rakety ho nemohou zaměřit. X: útok 1. Y: útok 2 a 1 na ostatní zóny. Z: útok 4 a 3 na ostatní zóny.
cards-se3-101 = Fázování (viz Phasing Fighter). X: útok 2 [1], rychlost +1. Y: útok 3 [2], štít +1. Z: útok 5 [4].
cards-se3-102 = Megaštít: jeho štít klesne o 1 po každém kole, ve kterém je zaměřen. X: útok 2, rychlost +1. Y: útok 3. Z: útok 5.
cards-se3-103 = Nosič: jeho útoky jsou o 2 slabší, dokud je pilot venku ve stíhačkách. Zabírá celou přední stranu lodi: může na něj mířit každé laserové dělo. X: útok 2. Y: útok 4 na obě ostatní zóny. Z: útok 5 na všechny zóny.
cards-se3-104 = Nelze ho zaměřit na vzdálenost 3. X: přivolá vnitřní hrozbu, která pro něj byla vylosována (je-li zničen před X, i tato karta se počítá jako zničená). Y: každá vnitřní hrozba postoupí o 1 políčko. Z: kapitán upadne do bezvědomí a všichni na palubě jsou zpožděni.
cards-se3-105 = Zabírá celou přední stranu lodi: může na něj mířit každé laserové dělo. X: štít bude 4 a přivolá vnější hrozbu, která pro něj byla vylosována, do své vlastní zóny (je-li zničen před X, i tato karta se počítá jako zničená). Y: každá vnější hrozba opraví 1 poškození. Z: loď je zničena.
cards-se3-106 = Skok (viz Jumper). X: útok 1, skok doprava, útok 1. Y: útok 2, skok doleva, útok 1. Z: útok 4, skok doprava, útok 1.
cards-se3-107 = Rakety ho nemohou zaměřit. Jeho rychlost se po každém kroku hrozeb zvýší o 1. Když je zničen, zaútočí na svou zónu silou 4 za každé políčko X a Y, které minul. Z: útok o síle jeho zbývajících životů.
cards-se3-108 = V kole, kdy ho zasáhne pulzní dělo, se jeho štít počítá jako 0. V kole, kdy utrží poškození, se pohne o 2 políčka méně. X: útok 2, pak opraví tolik poškození, kolik štít pohltil. Y: útok 3, pak totéž. Z: každá zóna je napadena silou 1 plus energie v reaktoru té zóny.
cards-se3-109 = Polarizovaná: poškození z laserových děl se na ní sečte a vydělí dvěma, zaokrouhleno nahoru, a teprve pak přijde na řadu její štít. X: útok 1. Y: útok 3. Z: útok 5.

## The New Frontier, vnitřní hrozby

cards-i2-102 = Vetřelec v dolní modré. Když se objeví, umístí jedovaté drony do sousedních stanic (dolní bílé a horní modré); dokud není zničen, je otráven každý člen posádky, jehož pohyb v kole začne nebo skončí ve stanici s dronem (projít je bezpečné). Y: reaktor jeho zóny ztratí 1 energii. Z: každý otrávený člen posádky upadne do bezvědomí, i když byl Ninja zničen (jeho žeton se dál posouvá jako počítadlo); je-li stále na palubě, odstraní se všechny rakety a každá je útokem 2 na červenou zónu, který štíty pohlcují.
cards-i3-105 = Vetřelec v dolní červené; opětuje palbu. Fázování: objeví se ve fázi, vyfázuje po pohybu, který udělal ve fázi, a při dalším pohybu se vrátí do fáze; mimo fázi na něj bojoví roboti nedosáhnou a v kole, které začal mimo fázi, platí hodnoty v hranatých závorkách. X: změní palubu [nic]. Y: přesune se směrem k modré. Z: 4 [3] poškození.
cards-i3-106 = Vetřelec v dolní modré; opětuje palbu. Fázování: objeví se ve fázi, vyfázuje po pohybu, který udělal ve fázi, a při dalším pohybu se vrátí do fáze; mimo fázi na něj bojoví roboti nedosáhnou a v kole, které začal mimo fázi, platí hodnoty v hranatých závorkách. X: změní palubu [nic]. Y: přesune se směrem k červené. Z: 4 [3] poškození.
cards-i3-107 = Vetřelec v dolní modré. Až do jeho X je první zásah bojových robotů v každém kole promarněn. X: od té chvíle ho lze plně zasáhnout a přesune se o jednu stanici směrem k nejvíce poškozené zóně (při shodě směrem k bílé, nebo tam zůstane). Y: přesune se znovu stejným způsobem. Z: 4 poškození.
cards-si1-101 = Vetřelec v dolní bílé. X: je-li v jeho stanici člen posádky, přesune se směrem k modré. Y: je-li v jeho stanici člen posádky, 2 poškození; jinak opraví 1 poškození. Z: 4 poškození.
cards-si2-102 = Vetřelec na můstku; opětuje palbu. Fázování: objeví se ve fázi, vyfázuje po pohybu, který udělal ve fázi, a při dalším pohybu se vrátí do fáze; mimo fázi na něj bojoví roboti nedosáhnou a v kole, které začal mimo fázi, platí hodnoty v hranatých závorkách. X: položí minu ve své stanici, pak se přesune směrem k červené [směrem k modré]. Y: položí minu, pak změní palubu. Z: položí minu, pak vybuchne každá mina, kterou položil: 2 poškození zóně každé miny.
cards-si3-101 = Vetřelec v horní modré; opětuje palbu. X: nakazí posádku ve své stanici, pak se přesune o dvě stanice směrem k červené. Y: nakazí posádku ve své stanici, změní palubu a přesune se o jednu stanici směrem k modré. Z: 4 poškození; pak každý nakažený člen posádky, který je při vědomí a na palubě, způsobí 2 poškození zóně, ve které je, i když byla Bestie zničena (její žeton se dál posouvá jako počítadlo).
cards-si3-105 = Vetřelec v horní červené; opětuje palbu. Kdykoli ji zásah poškodí, aniž ji zničí, přesune se do dolní modré. X: každý člen posádky, který je ve stanici sám, upadne do bezvědomí. Y: každý člen posádky, který se o stanici dělí, upadne do bezvědomí. Z: každý člen posádky na palubě upadne do bezvědomí.
cards-si3-106 = Vetřelec v horní červené. První zásah bojových robotů v každém kole je promarněn. Pokud ho nezničí skok, upadne při skoku každý člen posádky do bezvědomí. X: reaktor jeho zóny se vyprázdní a jeho rychlost vzroste o odebranou energii. Y: sabotuje A, B a C své stanice (každé je samostatná porucha, kterou opraví jedna akce toho písmene a která nedává body), pak se přesune směrem k modré. Z: sabotuje A, B a C své stanice.
cards-si3-107 = Vetřelec bez stanice: přichytí se na prvního člena posádky, který po jeho objevení vstoupí do stanice, a následuje tohoto hostitele. Bojovat s ním může jen jiný člen posádky ve stanici hostitele; opětuje palbu; jeho zničení pošle hostitele do bezvědomí; upadne-li hostitel do bezvědomí, odchází s ním (přežil). X: stanice hostitele ztratí 1 energii (horní paluba: štít té zóny; dolní paluba: její reaktor). Y: každý další člen posádky ve stanici hostitele upadne do bezvědomí. Z: 5 poškození zóně hostitele, nebo útok 5 na bílou zónu (štíty pohlcují), je-li hostitel venku ve stíhačkách.
cards-i1-101 = Porucha A na můstku. Oprava, která odstraní její poslední život, vezme také 1 energii z hlavního reaktoru; dokud je tento reaktor prázdný, nelze ji dokončit. X: hlavní reaktor ztratí 1 energii. Y: 1 poškození. Z: 3 poškození bílé zóně a 1 každé další zóně.
cards-i2-101 = Porucha A v dolní modré a dolní červené; opravit obě ve stejném kole způsobí 1 poškození navíc. X: jednotka bojových robotů uložená v dolní červené je vyřazena a zničí se raketa na palubě. Y: opraví 1 své poškození. Z: posádka v dolní modré a dolní červené upadne do bezvědomí; 3 poškození červené zóně a 3 modré zóně.
cards-i3-101 = Porucha A v horní červené, objeví-li se v lichém kole, v horní modré v sudém kole. Oprava, která odstraní její poslední život, vezme také 1 energii z reaktoru její zóny; dokud je tento reaktor prázdný, nelze ji dokončit. X: reaktor její zóny ztratí 2 energie. Y: 2 poškození. Z: 3 poškození její zóně, 2 bílé zóně a 1 boční zóně na druhé straně lodi.
cards-i3-102 = Porucha A v dolní bílé. Dokud je na palubě, každý výstřel prostředního těžkého laseru provede útok 1 na každou zónu (štíty pohlcují). První bod opravy v každém kole je promarněn. X: hlavní reaktor ztratí 1 energii; pokud nějakou měl, útok 1 na každou zónu. Y: zničí se palivová kapsle; pokud nějaká byla, útok 1 na každou zónu. Z: útok 1 na každou zónu.
cards-i3-103 = Porucha B ve třech horních stanicích; v kole, ve kterém ji opravuje právě jeden člen posádky, utrží 1 poškození navíc. X: štíty nic nepohlcují. Y: štíty jsou obrácené: útok na zónu vezme energii jejího štítu a přičte ji ke své síle. Obojí trvá, dokud není zničena. Z: 2 poškození bílé zóně.
cards-i3-104 = Porucha C v horní červené; oprava členem posádky, který vede aktivní bojové roboty, způsobí 1 poškození navíc. Zapečetěné dveře zastaví posádku i vetřelce, kteří jimi chtějí projít (gravitační výtahy dál fungují), a znovu se otevřou, když je zničena. X: dveře mezi červenou a bílou se zapečetí. Y: dveře mezi bílou a modrou se zapečetí. Z: 3 poškození červené zóně a posádka v červené zóně upadne do bezvědomí.
cards-si2-101 = Porucha C na můstku; fázování: každé druhé kolo mimo dosah (vyfázuje po pohybu, který udělala ve fázi, a při dalším pohybu se vrátí do fáze). První bod opravy v každém kole je promarněn. Narušená optika: laserová děla zóny zasahují jen v kole s pomocí při zaměřování (vizuální potvrzení v tom kole nebo pilot venku ve stíhačkách), dokud není zničena. X: optika bílé zóny je narušena. Y: optika červené zóny, pak při druhém Y optika modré zóny. Z: posádka v horní a dolní bílé upadne do bezvědomí; 3 poškození.
cards-si3-102 = Porucha C v horní modré. Až do jejího X je první bod opravy v každém kole promarněn; je-li zničena před svým X, karta, kterou by přivolala, se také počítá jako zničená. X: přivolá vnější hrozbu, která pro ni byla vylosována, do modré zóny. Y: vnější hrozby modré zóny postoupí o 2 políčka. Z: modrý štít se vyprázdní; 4 poškození.
cards-si3-103 = Porucha C v dolní červené. Až do jejího X je první bod opravy v každém kole promarněn; je-li zničena před svým X, karta, kterou by přivolala, se také počítá jako zničená. X: přivolá vnější hrozbu, která pro ni byla vylosována, do červené zóny. Y: vnější hrozby červené zóny postoupí o 2 políčka. Z: červený reaktor se vyprázdní; 4 poškození.
cards-si3-104 = Porucha C v dolní bílé. Pokaždé, když utrží poškození, přejde každý člen posádky na lodi na druhou palubu. X: každý člen posádky na palubě je zpožděn a v příštím kole zahraje znovu kartu tohoto kola. Y: posádka v červených stanicích a posádka v modrých stanicích si vymění místa, každá na své palubě. Z: objeví se její tajná vnitřní karta (vylosovaná při přípravě) a okamžitě projde celou svou dráhu, pak je odhozena bez bodů.
