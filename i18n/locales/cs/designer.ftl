# Vlastní karty hrozeb (úkol 38.3): soubory karet zvolené při přípravě a návrhář karet.

homebrew-heading = Vlastní karty hrozeb ({ $chosen } { $chosen ->
    [one] soubor
    [few] soubory
   *[other] souborů
} v balíčcích)
homebrew-design = Navrhnout kartu hrozby
homebrew-none = Ve složce posádky zatím nejsou žádné soubory karet.
homebrew-path = Soubor karet
homebrew-choose = Přidat do balíčků
homebrew-edit = Upravit { $file } v návrháři
designer-edit = Upravit

designer-title = Návrhář karet hrozeb
designer-field-id = Označení
designer-field-name = Název
designer-field-set = Krabice
designer-field-kind = Druh
designer-field-severity = Závažnost
designer-field-color = Barva
designer-field-shield = Štít
designer-field-hit-points = Životy
designer-field-speed = Rychlost
designer-field-points = Body
designer-field-stations = Stanoviště
designer-field-destroyed = Po zničení
designer-field-traits = Vlastnosti
designer-field-text = Pravidla slovy
designer-kind-intruder = vetřelec
designer-kind-malfunction = porucha { $system }
designer-own-points = Vlastní body
designer-points-survived = Přežita
designer-points-destroyed = Zničena
designer-ends-mission = Její Z ukončí misi
designer-add = Přidat…
designer-add-phrase = Přidat výraz do { $field }
designer-needs = { $field }: karta ho potřebuje
designer-problems = Co je na kartě špatně
designer-rules = Pravidla karty
designer-scenario = Zkušební scénář
designer-scenario-zone = Zóna
designer-scenario-trajectory = Dráha
designer-scenario-turn = Objeví se v kole
designer-scenario-actions = Akce posádky
designer-scenario-actions-hint = Řada akcí jednoho člena posádky, jak ji píše soubor hry ("< A A B A"); prázdná: posádka nedělá nic.
designer-outcome-damage = Poškození: červená { $red }, bílá { $white }, modrá { $blue }
designer-file-name = Název souboru
designer-save = Uložit do složky posádky
designer-load-path = Soubor karet k načtení
designer-load = Načíst
designer-overwrite-ask = Ve složce posádky už je soubor karet tohoto názvu. Nahradit ho?
designer-overwrite = Nahradit
designer-keep = Ponechat
designer-fix-first = Neuloženo: nejdřív opravte, co je na kartě špatně.
designer-bad-file-name = Neuloženo: „{ $name }“ není název souboru (bez složek, bez tečky na začátku).
designer-no-folder = Neuloženo: tento počítač nemá složku pro soubory posádky.
designer-saved = Uloženo do { $path }. Při přípravě ho zaškrtněte pod „Vlastní karty hrozeb“, chcete-li ho hrát.
designer-not-saved = Neuloženo do { $path }: { $error }
designer-loaded = { $card } načtena z { $path }.
designer-empty-file = Tento soubor karet neobsahuje žádnou kartu.
