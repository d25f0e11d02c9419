# Editor misí (app/src/gui/screens/editor/, app/src/gui/model/editor/).
editor-title = Editor misí
editor-back = Zpět
editor-undo = Zpět [Ctrl+Z]
editor-redo = Znovu [Ctrl+Y]
editor-save = Uložit
editor-file-name = Název souboru
editor-open-copy = Otevřít kopii
editor-new = Nová mise
editor-new-name = Naše mise
editor-new-file = nase-mise
editor-name = Název
editor-phase = Fáze { $phase }
editor-phase-ends = Fáze { $phase } končí v
editor-add-at = Přidat v { $at }:
editor-play-from = Přehrát od { $at }
editor-playing = Hraje od { $from }
editor-stop = Zastavit
editor-keys = Klik na časovou osu tam posune kurzor; tažením se hlášení přesune. Klávesy: T, I, D, B přidávají u kurzoru; vlevo a vpravo posouvají vybrané hlášení o sekundu (se Shiftem o deset); Delete ho smaže; P přehrává od kurzoru.
editor-timeline-hint = Kliknutím sem posunete kurzor
editor-timeline = Časová osa
editor-phones = Posádka píše misi.
editor-selected = Vybráno: { $place }
editor-none-selected = Vyberte hlášení na časové ose, nebo nějaké přidejte.
editor-time = Čas
editor-delete = Smazat
editor-turn = Kolo
editor-serious = Vážná hrozba
editor-unconfirmed = Nepotvrzené hlášení (jen s pěti členy posádky)
editor-blackout-seconds = Výpadek spojení, sekund
editor-loads = Misi lze načíst: žádný problém.
editor-problems = { $count ->
    [one] Jeden problém: misi by nešlo načíst.
    [few] { $count } problémy: misi by nešlo načíst.
   *[other] { $count } problémů: misi by nešlo načíst.
}
editor-problem = { $place }: { $reason }
editor-place-event = Fáze { $phase } · { $at } · { $what }
editor-place-event-after = Po konci · { $at } · { $what }
editor-place-phase-end = Konec fáze { $phase }
editor-place-track = Mise
editor-cd-advice = Rada: mise z CD to dělají jinak (není to chyba, vaše mise se může lišit záměrně):
editor-cd-grid = Na CD leží každé hlášení i konec fáze na mřížce po 5 sekundách.
editor-cd-start = Na CD se před 0:10 nic nehlásí.
editor-cd-phase-lengths = Na CD trvá fáze 1 205-240 s, fáze 2 215-235 s a fáze 3 140-155 s.
editor-cd-threat-points = Na CD má mise 8 bodů hrozeb (běžná hrozba 1, vážná 2).
editor-cd-unconfirmed = Na CD má mise právě jedno nepotvrzené hlášení, běžnou hrozbu.
editor-cd-serious = Na CD má mise 1 až 3 vážné hrozby.
editor-cd-internal = Na CD má mise 1 nebo 2 vnitřní hrozby.
editor-cd-turns = Na CD hlásí fáze 1 kola 1-4 a fáze 2 kola 5-8, každé kolo nejvýš jednou, vzestupně.
editor-cd-adjacent-internal = Na CD nepřicházejí vnitřní hrozby nikdy v sousedních kolech, ani v kole 1 nebo 8.
editor-cd-per-phase = Na CD mají fáze 1 a 2 každá 2-4 hrozby za 3-5 bodů.
editor-cd-zones = Na CD nedostane žádná zóna víc než dvě vnější hrozby.
editor-cd-timing = Na CD přicházejí hrozby 25-90 s po sobě, první ve fázi 2 5-40 s po jejím začátku a poslední v každé fázi 55-160 s před jejím koncem.
editor-cd-data = Na CD má mise 2-3 příchozí data a 3-4 přenosy dat a každá fáze má aspoň jedno z nich.
editor-cd-blackouts = Na CD má mise 2-5 výpadků spojení po 5-30 s, celkem 45-65 s, z toho 20-40 s ve fázi 3, nikdy přes hrozbu.
editor-saved = Uloženo: { $path }
editor-ask-overwrite = { $path } už existuje. Přepsat?
editor-overwrite = Přepsat
editor-ask-leave = Mise má neuložené změny. Odejít bez uložení?
editor-leave = Odejít bez uložení
editor-stay = Zůstat
editor-keep-file = Ponechat soubor
editor-no-folder = Tato aplikace neukládá soubory (nemá složku nastavení): misi nelze uložit.
editor-refused-problems = { $count ->
    [one] Neuloženo: nejdřív opravte problém, jinak by ji příprava mise nenačetla.
    [few] Neuloženo: nejdřív opravte { $count } problémy, jinak by ji příprava mise nenačetla.
   *[other] Neuloženo: nejdřív opravte { $count } problémů, jinak by ji příprava mise nenačetla.
}
editor-bad-file-name = Neuloženo: zadejte název souboru bez / a \, který nezačíná tečkou.
editor-cannot-write = Neuloženo: { $error }
editor-setup-own = Naše mise
editor-setup-own-mission = Naše mise { $name }
editor-setup-open = Nová mise…
editor-setup-open-tooltip = Napsat vlastní misi v editoru misí
editor-setup-copy = Upravit kopii…
editor-setup-copy-tooltip = Vybraná mise jako kopie v editoru misí
