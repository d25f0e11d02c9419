## Area `cli` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.
cli-unknown-language = neznámý jazyk `{ $language }` (en, de, fr, cs nebo es)
cli-warning = varování: { $warning }
cli-resolved-not-logged = mise byla vyhodnocena, ale nezapsána do deníku
cli-logged = zapsáno jako mise { $id } do { $db }
cli-cannot-read-game = { $file }: soubor hry nelze přečíst: { $reason }
cli-game-problems = { $file }: problémů: { $problems }; nic nebylo vyhodnoceno
cli-cannot-read-cards = { $file }: soubor karet nelze přečíst: { $reason }
cli-card-problems = { $file }: problémů: { $problems }; žádná karta nebyla přidána
cli-report-ambiguous = `{ $text }` je tu číslo mise i soubor; pro soubor napište `./{ $text }`, pro misi spusťte příkaz z jiné složky
cli-report-id-too-large = `{ $text }`: není číslo mise (příliš velké)
cli-report-seed-of-logged = --seed: zapsaná mise se popisuje se semínkem, se kterým byla hrána
cli-report-cannot-write = zprávu nelze zapsat do { $file }: { $reason }
cli-report-written = zpráva zapsána do { $file }
cli-report-source-file = soubor hry { $file }
cli-no-log-place = na tomto počítači není místo pro lodní deník; zadejte --db
cli-report-no-mission = { $db }: v lodním deníku není mise { $id } (`sitting-duck log list` ukáže čísla)
cli-report-cards-do-not-load = vlastní karty z --with nejdou načíst
cli-report-logged-game-does-not-load = { $db }: soubor hry zapsaný s misí { $id } nejde načíst (vlastní karta? zadejte ji s --with):
cli-report-source-log = mise { $id } z lodního deníku
cli-render-done = { $track }: klipů { $clips }, { $length } při { $rate } Hz -> { $file }
cli-serve-cannot = terminály nelze spustit: { $reason }
cli-serve-serving = Zpřístupňuji vyhodnocení mise { $mission } (jen ke čtení).
cli-serve-code = Kód pro připojení: { $code }
cli-serve-stop = Ukončíte klávesami Ctrl-C.
cli-coach-edits = --edits { $edits }: očekává se 1 až 12 změn
cli-coach-top = --top 0: očekává se alespoň 1 návrh
cli-coach-keep-player = --keep-player { $name }: žádný člen posádky tohoto jména (posádka: { $crew })
cli-generate-clock = systémové hodiny ukazují čas před rokem 1970; zadejte --seed
cli-generate-cannot-write = misi nešlo zapsat na standardní výstup
cli-generate-difficulty-profile = --difficulty platí jen pro profil cd: mise { $profile } má vlastní body hrozeb
cli-generate-difficulty-range = --difficulty { $difficulty } je mimo rozsah: { $low }-{ $high } bodů hrozeb pro hráčů: { $players }
cli-cannot-write-stdout = nelze psát na standardní výstup
cli-cannot-write-file = při zápisu { $file }
cli-card-written = { $track }: karta mise zapsána do { $file }
cli-card-printed = { $track }: karta mise vytištěna do { $file }
cli-card-no-track = { $named }: takový soubor není a žádný dodaný průběh se tak nejmenuje (zkuste `mission-1`, "Simulation 2" nebo soubor průběhu)
cli-log-export-cannot-write = export nelze zapsat do { $file }: { $reason }
cli-log-no-campaign = { $db }: v lodním deníku není kampaň { $id } (`sitting-duck log list --campaign` je vypíše)
cli-log-no-explorer = { $db }: v lodním deníku není průzkumník { $id } (`sitting-duck log explorers` je vypíše)
cli-log-no-campaigns = V lodním deníku nejsou žádné kampaně.
cli-log-no-explorers = V lodním deníku nejsou žádní průzkumníci.
cli-log-no-page = { $db }: v lodním deníku není stránka { $name }; jeho stránky: { $pages }
cli-log-empty = Lodní deník v { $db } zatím neobsahuje žádné mise.
cli-log-none-yet = zatím žádné
cli-log-column-id = č.
cli-log-column-played = hráno
cli-log-column-crew = posádka
cli-log-column-track = průběh
cli-log-column-threats = hrozby
cli-log-column-modules = moduly
cli-log-column-outcome = výsledek
cli-log-column-score = body
cli-log-destroyed-by = zničeno: { $threat }
cli-log-won = vyhráno
cli-log-lost = prohráno
cli-log-show-mission = mise { $id }
cli-log-show-crew = posádka
cli-log-show-played = hráno
cli-log-show-track = průběh
cli-log-show-soundtrack = doprovod
cli-log-show-threats = hrozby
cli-log-show-modules = moduly
cli-log-show-seed = semínko
cli-log-show-outcome = výsledek
cli-log-show-threats-value = běžné { $common }, vážné { $serious }
cli-log-show-lost-to = prohráno, zničeno: { $threat }
cli-log-show-score-card = bodová karta:
cli-log-show-debrief = rozbor:
cli-log-show-game = herní soubor (k přehrání příkazem `sitting-duck resolve`):
cli-log-show-events = záznam událostí:
cli-log-debrief-made-now = (zapsáno dřív, než deník uchovával rozbory: vytvořeno teď z uloženého herního souboru)
cli-log-debrief-none-no-load = (zapsáno dřív, než deník uchovával rozbory, a herní soubor už nejde načíst)
cli-log-debrief-as-logged-no-load = (jak bylo zapsáno, slovy toho dne: herní soubor už nejde načíst; vlastní kartu lze zadat pomocí --with)
cli-log-debrief-as-logged-differs = (jak bylo zapsáno, slovy toho dne: herní soubor se dnes vyhodnotí jinak)
cli-log-events-as-logged = (jak bylo zapsáno, slovy toho dne)
cli-log-stats-counts = odehrané mise { $played }, vyhrané { $won }, průměrné skóre { $average }
cli-log-stats-best = nejlépe v { $track }: { $best } (mise { $mission })
cli-log-stats-lost = prohraná mise { $id } ({ $played }, { $track }): { $reason }
cli-log-ship-lost = loď ztracena
cli-log-no-track = bez průběhu
# Souvislosti chyb příkazové řádky (app/src/cli).
cli-writing-json = při zápisu JSON
cli-coach-starting-threads = při spouštění vláken hledání
cli-render-encoding-cues = při kódování seznamu hlášení
cli-catalog-broken = dodaný katalog hrozeb je poškozený:
# `log list --campaign [ID]` (app/src/cli/log_campaign.rs).
cli-campaign-column-started = začátek
cli-campaign-column-missions = mise
cli-campaign-column-status = stav
cli-campaign-status-flying = probíhá
cli-campaign-status-stopped = ukončena
cli-campaign-status-lost = prohraná
cli-campaign-status-complete = dokončená
cli-campaign-heading = Kampaň { $id } posádky { $crew }, začátek { $started }: { $flown } z { $planned } misí, { $status }
cli-campaign-mission = mise { $position } (č. { $id } v deníku, { $track }): { $result }
cli-campaign-mission-lost = prohra
cli-campaign-mission-won = výhra, { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
}
cli-campaign-started-from = začátek z: { $ship }
cli-campaign-repairs-after = opravy poté: { $repairs }
cli-campaign-running-score = průběžné skóre: { $score }
cli-campaign-final-score = skóre kampaně: { $score }
cli-campaign-zone-tiles = { $zone }: { $tiles }
cli-campaign-squad-left = 1 oddíl bitevních robotů zůstal pozadu (druhý začíná v { $station })
cli-campaign-squads-left = { $count } oddíly bitevních robotů zůstaly pozadu
cli-campaign-new-ship = nová loď
cli-campaign-score = { $total } (hrozby { $threats }, vizuální potvrzení { $visual }, loď na konci: poškození { $damage }, vyřazení { $knocked }, oddíly { $squads })
cli-campaign-no-score-lost = bez skóre: jedna mise byla prohraná
cli-campaign-no-mission-yet = zatím žádná odlétaná mise
# `log explorers [ID]` (app/src/cli/log_explorers.rs).
cli-explorer-column-name = jméno
cli-explorer-column-level = úroveň
cli-explorer-column-boxes = políčka
cli-explorer-column-xp = zk
cli-explorer-column-status = stav
cli-explorer-column-specializations = specializace
cli-explorer-status = { $status }, použité klony: { $clones }
cli-explorer-none-learned = žádné
cli-explorer-boxes-full = plno
cli-explorer-heading = Průzkumník { $id }: { $name }
cli-explorer-sheet = úroveň { $level } (políčka { $boxes }), { $xp } ZK, { $status }
cli-explorer-specializations = specializace: { $list }
cli-explorer-achievements = úspěchy: { $count }
cli-explorer-achievement = { $name } ({ $category }, { $xp } ZK, výprava { $run })
cli-explorer-achievement-ticked = { $name } ({ $category }, { $xp } ZK, výprava { $run }, odškrtnula posádka)
cli-explorer-runs = výpravy: { $count }
cli-explorer-run = výprava { $run } ({ $kind }, { $what }, { $settled }): { $result }, +{ $xp } ZK (+{ $achievement_xp } za úspěchy), úroveň { $before } -> { $after }
cli-explorer-run-mission = mise { $id }
cli-explorer-run-campaign = kampaň { $id }
cli-explorer-run-score = skóre { $score }
cli-explorer-run-lost = prohra
# Soubory průběhů (app/src/shell/tracks.rs) a soubor nastavení (app/src/shell/settings.rs).
files-no-shipped-track = žádný dodaný průběh se nejmenuje { $stem }
files-type-track-path = zadejte cestu k souboru průběhu
files-cannot-read-track = { $file }: průběh nelze přečíst: { $reason }
files-track-not-regular = { $file }: není to běžný soubor (zařízení, roura nebo složka); zadejte soubor průběhu
files-track-too-large = { $file }: přes 1 MB, na průběh příliš velký
settings-cannot-read = nastavení { $path } nelze přečíst
settings-bad-file = vadný soubor nastavení { $path }
settings-not-regular = nastavení { $path } nejsou obyčejný soubor (zařízení nebo roura): nenačteno
settings-too-large = soubor nastavení { $path } je na nastavení příliš velký (víc než 1 MiB): nenačteno
settings-cannot-create-folder = složku nastavení { $path } nelze vytvořit
settings-cannot-encode = nastavení nelze zakódovat
settings-cannot-write = nastavení { $path } nelze zapsat
cli-output-is-input = { $option } { $file }: tento příkaz ten soubor čte; nic nebylo zapsáno (zvolte jiný soubor)
cli-deal-heading = { $track }: { $players ->
    [one] 1 hráč
    [few] { $players } hráči
   *[other] { $players } hráčů
}, { $androids ->
    [0] bez androidů
    [one] 1 android
    [few] { $androids } androidi
   *[other] { $androids } androidů
}, semínko { $seed }
cli-deal-player = Hráč { $seat }
cli-deal-phase = Fáze { $phase }: { $cards }
cli-deal-figure = Figurka { $figure } drží: { $cards }
cli-deal-pile = Dobírací balíček, vrchní karta první ({ $count } karet):
cli-deal-solo-hand = Ruka sólového hráče: celý balíček ({ $count } karet):
cli-deal-levels-without = --levels vyžaduje specializace (--modules specializations nebo stopu, která je hraje)
cli-deal-levels-count = --levels udává { $given } úrovní pro { $figures } figurek: jednu úroveň na figurku, nejdřív hráči, pak androidi
cli-deal-crew = nelze rozdat pro { $players } hráčů a { $androids } androidů: loď pojme jednu až pět figurek
cli-deal-phases = nelze rozdat { $phases } fází: stopa jich má dvě nebo tři
