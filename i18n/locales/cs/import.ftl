# Misijní skripty komunity (kódové řetězce Flash přehrávače, XML od mkalus): import a export,
# na příkazové řádce i v aplikaci (docs/formats.md §13).

## Co je ve skriptu špatně. Před tím stojí místo (`soubor:řádek:sloupec: položka: `).
import-empty = Skript je prázdný: není co číst.
import-empty-item = Mezi dvěma čárkami nic není: položka je čas a kód.
import-bad-time = „{ $time }“ není čas: minuty a pak dvě číslice sekund, třeba 130 pro 1:30.
import-unknown-code = „{ $code }“ není kód Flash přehrávače (AL, UR, ID, DT, CS nebo PE).
import-bad-turn = „{ $turn }“ není kolo: hrozba se objeví v kole 1 až 8.
import-bad-threat = „{ $found }“ není druh hrozby: T (hrozba), ST (vážná hrozba), IT (vnitřní hrozba) nebo SIT (vážná vnitřní hrozba).
import-bad-zone = „{ $found }“ není zóna: vnější hrozba přichází v zóně R (červená), W (bílá) nebo B (modrá).
import-zone-on-internal = Vnitřní hrozba nemá zónu, ale následuje ji „{ $found }“.
import-bad-seconds = „{ $found }“ není délka: spojení vypadne aspoň na jednu celou sekundu.
import-phase-order = „{ $found }“ končí fázi, ale jako další končí fáze { $expected }.
import-phase-count = { $count ->
    [one] Skript má jednu fázi: stopa má dvě (zkušební let) nebo tři.
    [few] Skript má { $count } fáze: stopa má dvě (zkušební let) nebo tři.
   *[other] Skript má { $count } fází: stopa má dvě (zkušební let) nebo tři.
}
import-not-xml = Tohle není XML, které aplikace umí přečíst: { $reason }
import-unexpected-element = <{ $found }> tam, kam patří <{ $expected }>.
import-missing-attribute = Chybí atribut „{ $attribute }“.
import-bad-value = { $attribute }="{ $found }": očekává se { $expected }.
import-expected-milliseconds = celý počet milisekund
import-expected-turn = kolo od 1 do 8
import-after-phase = Tohle začíná až po konci své fáze.

## Co exportovaný skript nedokáže říct.
import-approx-name = Formát nemá název mise: po opětovném načtení se jmenuje podle svého souboru.
import-approx-kind = Formát neříká druh stopy: po opětovném načtení je to „{ $kind }“.
import-approx-soundtrack = Formát nemá soubor se zvukovou stopou: hraje vygenerovaná zvuková stopa.
import-approx-modules = Formát neříká moduly: po opětovném načtení je stopou dvojitých akcí jen stopa, která v jednom kole ohlásí vnější i vnitřní hrozbu.

## Příkazová řádka.
import-written = { $file }: mise „{ $name }“ je zapsána.
import-no-track = { $file }: žádná stopa nebyla zapsána.

## „Otevřít misi“ na úvodní obrazovce.
import-open = Otevřít misi
import-open-hover = Stopa mise: náš YAML, kódový řetězec Flash přehrávače nebo XML mise
import-open-title = Otevřít misi
import-opened = „{ $name }“ otevřena ze souboru { $file }.
import-open-failed = Tuto misi se nepodařilo otevřít:

## Nápověda příkazové řádky.
about-import = Načíst misijní skript komunity (kódový řetězec Flash přehrávače nebo XML misi) jako stopu
help-import-script = Skript ke čtení: jeho formát se pozná z obsahu
help-import-output = Zapsat stopu (YAML) do tohoto souboru místo na standardní výstup
help-import-format = Formát skriptu, pokud se nemá poznat z obsahu
about-export = Zapsat stopu jako misijní skript komunity (kódový řetězec Flash přehrávače nebo XML misi)
help-export-track = Soubor stopy, nebo dodaná stopa podle názvu souboru či jména (`mission-1`, "Mission 1")
help-export-format = Formát k zápisu
help-export-output = Zapsat skript do tohoto souboru místo na standardní výstup
