## Oblast `voice`: výběr hlasu hlášení.
voice-label = Hlas
voice-follows-language = Podle jazyka ({ $language })
voice-tooltip = Hlas lodního počítače pro příští misi: hlas jazyka aplikace, nebo jiného jazyka.
## Potíže se zvukem (app/src/shell/sound.rs, sound_words.rs): mise běží dál.
sound-no-card = nenalezena žádná zvuková karta (/proc/asound/cards); pokračuje se bez zvuku
sound-soundtrack-not-regular = soundtrack { $path }: není to běžný soubor (zařízení, roura nebo složka); zadejte zvukový soubor
sound-soundtrack-too-large = soundtrack { $path }: { $size } MB, víc než { $largest } MB, které smí soundtrack mít
sound-warning-pack-unreadable = hlasový balíček { $dir }: složku nelze přečíst ({ $reason }); mluví výchozí hlas
sound-warning-clips-fell-back = hlasový balíček { $dir }: chybí nahrávka pro { $clips }; { $count ->
    [one] tu říká
   *[other] ty říká
} výchozí hlas
sound-warning-undecodable-clip = hlasová nahrávka { $path }: nelze ji dekódovat ({ $reason }); říká ji výchozí hlas
sound-warning-unknown-clip = hlášení v { $at_ms } ms jmenuje neznámou nahrávku { $clip }; vynechává se
sound-warning-soundtrack-missing = soundtrack { $path }: nelze ho přečíst ({ $reason }); místo něj hraje vygenerovaný soundtrack
sound-warning-soundtrack-undecodable = soundtrack { $path }: nelze ho dekódovat ({ $reason }); místo něj hraje vygenerovaný soundtrack
sound-warning-no-device = žádné zvukové zařízení ({ $reason }); mise běží bez zvuku na stejných hodinách
sound-warning-clip-refused = hlasová nahrávka { $path }: odmítnuta, { $reason }; říká ji výchozí hlas
sound-warning-soundtrack-refused = soundtrack { $path }: odmítnut, { $reason }; místo něj hraje vygenerovaný soundtrack
sound-refusal-rate = jeho vzorkovací frekvence je { $hz } Hz (hraje se 8000 až 192000 Hz)
sound-refusal-channels = má { $channels } kanálů (nejvýše 8)
sound-refusal-too-long = trvá déle než { $seconds } s
sound-refusal-decoder-failed = dekodér na něm selhal
