## Area `quiet` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.

card-button = Karta mise
card-button-hover = Stránka k tisku se všemi hlášeními této stopy a jejich časy, pro posádku, která hraje podle hodinek
card-written = Karta zapsána do { $path }
card-open = Otevřít
card-opening = { $program } má otevřít kartu…
card-opened = { $program } kartu otevřel: zobrazí se v prohlížeči (nebo v programu, který plocha zvolila pro webové stránky)
card-not-opened = { $program } kartu neotevřel ({ $why }): otevřete { $path } v prohlížeči sami
card-refused = Žádná karta: { $why }
atmosphere-label = Zvuk
atmosphere-sirens = Sirény
atmosphere-sirens-hover = Sirény houkají posledních dvacet sekund každé fáze, vždy výrazně tišeji než hlas (poplach poslední minuty každé fáze zní vždy)
quiet-phone-alerts-on = Blikání a vibrace: zapnuto
quiet-phone-alerts-off = Blikání a vibrace: vypnuto
quiet-phone-announcement = Nové hlášení

## Tisk karty do PDF (app/src/card/pdf.rs, `card --pdf`).
card-pdf-needs-chromium = --chromium potřebuje k tisku karty chromium (žádný z { $names } není v PATH): nainstalujte ho (Debian: apt-get install chromium), nebo vynechte --chromium: vlastní PDF karty prohlížeč nepotřebuje
card-pdf-cannot-find = { $file } nelze najít
card-pdf-cannot-run = { $browser } nelze spustit
card-pdf-failed = { $browser } nedokázal kartu vytisknout: { $reason }
card-pdf-empty = { $browser } nezapsal do { $file } žádné PDF
card-pdf-no-font = PDF karty nelze zapsat: žádné písmo aplikace nešlo přečíst
card-pdf-not-written = PDF karty se nepodařilo vytvořit ({ $reason })
