# Přehled pravidel: každá karta hrozby, kroky fáze vyhodnocení, rozhodnutí projektu; záznam
# událostí a rozbor ho otevřou u položky, kterou řádek uplatňuje.
reference-title = Přehled pravidel
reference-tab-cards = Karty hrozeb
reference-tab-round = Fáze vyhodnocení
reference-tab-rulings = Rozhodnutí
reference-search-hint = id, jméno nebo slova pravidel
reference-link = pravidla
reference-link-hover = Otevřít přehled pravidel u toho, co tento řádek uplatňuje
reference-nothing-found = Hledání nic neodpovídá.
reference-rulings-note = Rozhodnutí jsou odpovědi projektu na otázky, které pravidla nechávají otevřené; vedou se anglicky, v RULINGS.md.
reference-round-intro = Po akční fázi posádka přehraje své desky kolo po kole: dvanáct kol (sedm ve zkušebním letu), každé v týchž pěti krocích, pak jedno poslední kolo a skok.
reference-step-appear = Hrozba ohlášená pro toto kolo vstoupí na první pole své dráhy; vnitřní hrozba navíc zaujme své místo v lodi.
reference-step-actions = Posádka jedná jeden po druhém, nejprve kapitán, pak dokola u stolu. Vnitřní hrozba zasažená posádkou utrží zranění hned.
reference-step-damage = Vše, co v tomto kole pálilo na vnější hrozby, zasáhne najednou: děla, raketa odpálená v minulém kole, stíhačky. Štít hrozby tolik zranění odečte.
reference-step-threats = Každá hrozba na dráze postoupí o svou rychlost, v pořadí, v jakém se objevily, a udělá, co říká každé pole X, Y nebo Z, které mine.
reference-step-end-of-turn = Výtahy a děla jsou opět volné. Po kolech 2, 5 a 9 se kontroluje počítač: bez údržby se další akce každého člena posádky zpozdí. Po kolech 3, 7 a 12 končí fáze a započítá se její vizuální potvrzení.
reference-turn-13 = Kolo 13: žádné akce posádky. Raketa odpálená v kole 12 ještě zasáhne, stíhačky se vrátí, hrozby ještě jednou postoupí, pak loď skočí a mise se vyhodnotí.
