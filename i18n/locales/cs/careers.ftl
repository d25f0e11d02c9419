## Oblast `careers` (viz i18n/src/lib.rs): systém zkušeností z rozšíření.

## Příprava: průzkumník každého člena posádky
careers-explorer = Průzkumník
careers-explorer-of = Průzkumník hráče { $player }
careers-no-explorer = žádný průzkumník
careers-explorer-label = { $name } (úroveň { $level }, { $status })
careers-status-cloning = klonování povoleno
careers-status-hardcore = hardcore
careers-status-dead = mrtvý
careers-new-explorer = Nový průzkumník
careers-new-explorer-open = Nový průzkumník…
careers-name-hint = jméno
careers-refuse-cloning = Odmítá klonování
careers-refuse-cloning-tooltip = Hardcore: přeskakuje tečkovaná políčka každé úrovně a umírá s lodí
careers-create = Vytvořit průzkumníka
careers-open = Průzkumníci
careers-open-tooltip = Úroveň, zkušenosti, úspěchy, klony a výpravy každého průzkumníka; utrácení bodů specializace
careers-made = Průzkumník { $name } je zapsán v lodním deníku
careers-no-log = Na tomto počítači není lodní deník pro průzkumníky
careers-problem-dead = { $name } zemřel (odmítl klonování) a už nemůže letět
careers-problem-unspent = { $name } musí před odletem utratit { $points ->
    [one] jeden bod specializace
    [few] { $points } body specializace
   *[other] { $points } bodů specializace
} (stránka Průzkumníci)
careers-problem-twice = { $name } sedí v posádce dvakrát
careers-problem-missing = průzkumník hráče { $name } není v lodním deníku

## Výsledková karta
careers-card-heading = Kariéry
careers-card-xp = { $name }: +{ $xp } ZK (výprava { $run }, úspěchy { $achievements })
careers-card-level-up = , postup na úroveň { $level }!
careers-card-died = { $name } zemřel s lodí
careers-card-clone = { $name } přišel o klon: žádné ZK
careers-card-ticked = { $name } (odškrtnuto)
careers-card-tick = Odškrtnout úspěchy pro { $name }
careers-card-tick-line = { $name } ({ $category }, { $xp } ZK)
careers-card-training = Zkušební let nebo simulace: nic nepřináší
careers-card-campaign = Kampaň je jedna výprava: ZK a úspěchy přijdou na jejím konci

## Stránka průzkumníků
careers-page-title = Průzkumníci
careers-back = Zpět k přípravě  [Esc]
careers-page-none = Zatím žádní průzkumníci: vytvořte je v přípravě
careers-page-dead = Mrtvý: odmítl klonování a loď byla zničena
careers-page-cloning = Souhlasí s klonováním; použité klony: { $clones }
careers-page-hardcore = Hardcore: odmítá klonování
careers-page-level = Úroveň { $level }: { $boxes } z { $of } políček (celkem { $xp } ZK)
careers-page-consent = Souhlasit s klonováním
careers-page-consent-tooltip = Natrvalo: zpět k hardcore se vrátit nelze
careers-page-xp-over-time = ZK v čase
careers-page-runs-axis = výpravy
careers-page-xp-axis = ZK
careers-page-specializations = Specializace
careers-page-none-learned = žádné naučené
careers-page-specialization = { $name } { $level }
careers-page-unspent = Bodů k utracení před dalším odletem: { $points }
careers-page-choose = vybrat
careers-page-learn-which = Další úroveň specializace: { $name }
careers-page-learn = Naučit
careers-page-achievements = Úspěchy ({ $count })
careers-page-earned = { $name } ({ $xp } ZK)
careers-page-earned-ticked = { $name } ({ $xp } ZK, odškrtnula posádka)
careers-page-runs = Výpravy ({ $count })
careers-page-kind-mission = mise
careers-page-kind-campaign = kampaň
careers-page-kind-training = výcvik
careers-page-run-xp = +{ $xp } ZK, skóre { $score }
careers-page-run-clone = prohra: použit klon
careers-page-run-died = prohra: zemřel
careers-page-run-training = žádné ZK (výcvik)

## Kategorie úspěchů
careers-category-missions = Mise
careers-category-campaigns = Kampaně
careers-category-social = Společenské
careers-category-close-calls = O vlásek
careers-category-hot-shots = Esa
careers-category-expert = Expert
careers-category-addiction = Závislost
