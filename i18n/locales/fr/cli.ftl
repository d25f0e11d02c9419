## Area `cli` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.
cli-unknown-language = langue inconnue `{ $language }` (en, de, fr, cs ou es)
cli-warning = avertissement : { $warning }
cli-resolved-not-logged = la mission a été résolue mais pas inscrite au journal
cli-logged = inscrite comme mission { $id } dans { $db }
cli-cannot-read-game = { $file } : impossible de lire le fichier de partie : { $reason }
cli-game-problems = { $file } : { $problems ->
        [one] { $problems } problème
       *[other] { $problems } problèmes
    } ; rien n'a été résolu
cli-cannot-read-cards = { $file } : impossible de lire le fichier de cartes : { $reason }
cli-card-problems = { $file } : { $problems ->
        [one] { $problems } problème
       *[other] { $problems } problèmes
    } ; aucune carte n'a été ajoutée
cli-report-ambiguous = `{ $text }` est ici à la fois un numéro de mission et un fichier ; écrivez `./{ $text }` pour le fichier, ou lancez la commande depuis un autre dossier pour la mission
cli-report-id-too-large = `{ $text }` : pas un numéro de mission (trop grand)
cli-report-seed-of-logged = --seed : une mission du journal est rapportée avec la graine avec laquelle elle a été jouée
cli-report-cannot-write = impossible d'écrire le rapport dans { $file } : { $reason }
cli-report-written = rapport écrit dans { $file }
cli-report-source-file = fichier de partie { $file }
cli-no-log-place = aucun emplacement pour le journal de bord sur cette machine ; indiquez --db
cli-report-no-mission = { $db } : pas de mission { $id } dans le journal de bord (`sitting-duck log list` montre les numéros)
cli-report-cards-do-not-load = les cartes maison de --with ne se chargent pas
cli-report-logged-game-does-not-load = { $db } : le fichier de partie inscrit avec la mission { $id } ne se charge pas (une carte maison ? indiquez-la avec --with) :
cli-report-source-log = mission { $id } du journal de bord
cli-render-done = { $track } : { $clips } extraits, { $length } à { $rate } Hz -> { $file }
cli-serve-cannot = impossible de servir les terminaux : { $reason }
cli-serve-serving = Service de la résolution de { $mission } (lecture seule).
cli-serve-code = Code d'accès : { $code }
cli-serve-stop = Ctrl-C pour arrêter.
cli-coach-edits = --edits { $edits } : de 1 à 12 changements attendus
cli-coach-top = --top 0 : au moins 1 suggestion attendue
cli-coach-keep-player = --keep-player { $name } : aucun membre d'équipage de ce nom (l'équipage : { $crew })
cli-generate-clock = l'horloge du système est avant 1970 ; indiquez --seed
cli-generate-cannot-write = impossible d'écrire la piste sur la sortie standard
cli-generate-difficulty-profile = --difficulty ne s'applique qu'au profil cd : une mission { $profile } a ses propres points de menace
cli-generate-difficulty-range = --difficulty { $difficulty } est hors limites : { $low }-{ $high } points de menace pour { $players } joueurs
cli-cannot-write-stdout = impossible d'écrire sur la sortie standard
cli-cannot-write-file = en écrivant { $file }
cli-card-written = { $track } : carte de mission écrite dans { $file }
cli-card-printed = { $track } : carte de mission imprimée dans { $file }
cli-card-no-track = { $named } : aucun fichier de ce nom, et aucune piste fournie ne s'appelle ainsi (essayez `mission-1`, "Simulation 2" ou un fichier de piste)
cli-log-export-cannot-write = impossible d'écrire l'export dans { $file } : { $reason }
cli-log-no-campaign = { $db } : pas de campagne { $id } dans le journal de bord (`sitting-duck log list --campaign` les liste)
cli-log-no-explorer = { $db } : pas d'explorateur { $id } dans le journal de bord (`sitting-duck log explorers` les liste)
cli-log-no-campaigns = Aucune campagne dans le journal de bord.
cli-log-no-explorers = Aucun explorateur dans le journal de bord.
cli-log-no-page = { $db } : pas de page { $name } dans le journal de bord ; ses pages : { $pages }
cli-log-empty = Le journal de bord de { $db } ne contient encore aucune mission.
cli-log-none-yet = aucune pour l'instant
cli-log-column-id = n°
cli-log-column-played = jouée
cli-log-column-crew = équipage
cli-log-column-track = piste
cli-log-column-threats = menaces
cli-log-column-modules = modules
cli-log-column-outcome = issue
cli-log-column-score = score
cli-log-destroyed-by = détruit par { $threat }
cli-log-won = gagnée
cli-log-lost = perdue
cli-log-show-mission = mission { $id }
cli-log-show-crew = équipage
cli-log-show-played = jouée
cli-log-show-track = piste
cli-log-show-soundtrack = bande-son
cli-log-show-threats = menaces
cli-log-show-modules = modules
cli-log-show-seed = graine
cli-log-show-outcome = issue
cli-log-show-threats-value = normales { $common }, sérieuses { $serious }
cli-log-show-lost-to = perdue, détruit par { $threat }
cli-log-show-score-card = feuille de score :
cli-log-show-debrief = débriefing :
cli-log-show-game = fichier de partie (à rejouer avec `sitting-duck resolve`) :
cli-log-show-events = journal des événements :
cli-log-debrief-made-now = (inscrite au journal avant qu'il ne garde les débriefings : refait maintenant à partir du fichier de partie gardé)
cli-log-debrief-none-no-load = (inscrite au journal avant qu'il ne garde les débriefings, et son fichier de partie ne se charge plus)
cli-log-debrief-as-logged-no-load = (tel qu'inscrit, dans les mots de ce jour-là : le fichier de partie ne se charge plus ; une carte maison peut être donnée avec --with)
cli-log-debrief-as-logged-differs = (tel qu'inscrit, dans les mots de ce jour-là : le fichier de partie se résout autrement aujourd'hui)
cli-log-events-as-logged = (tel qu'inscrit, dans les mots de ce jour-là)
cli-log-stats-counts = missions jouées { $played }, gagnées { $won }, score moyen { $average }
cli-log-stats-best = meilleur sur { $track } : { $best } (mission { $mission })
cli-log-stats-lost = mission { $id } perdue ({ $played }, { $track }) : { $reason }
cli-log-ship-lost = vaisseau perdu
cli-log-no-track = sans piste
# Contextes d'erreur de la ligne de commande (app/src/cli).
cli-writing-json = en écrivant le JSON
cli-coach-starting-threads = en démarrant les fils de recherche
cli-render-encoding-cues = en encodant la liste des annonces
cli-catalog-broken = le catalogue de menaces fourni est cassé :
# `log list --campaign [ID]` (app/src/cli/log_campaign.rs).
cli-campaign-column-started = commencée
cli-campaign-column-missions = missions
cli-campaign-column-status = état
cli-campaign-status-flying = en vol
cli-campaign-status-stopped = arrêtée
cli-campaign-status-lost = perdue
cli-campaign-status-complete = terminée
cli-campaign-heading = Campagne { $id } de { $crew }, commencée le { $started } : { $flown ->
        [one] { $flown } mission
       *[other] { $flown } missions
    } sur { $planned }, { $status }
cli-campaign-mission = mission { $position } (n° { $id } du journal, { $track }) : { $result }
cli-campaign-mission-lost = perdue
cli-campaign-mission-won = gagnée, { $points } points
cli-campaign-started-from = partie de : { $ship }
cli-campaign-repairs-after = réparations ensuite : { $repairs }
cli-campaign-running-score = score en cours : { $score }
cli-campaign-final-score = score de la campagne : { $score }
cli-campaign-zone-tiles = { $zone } : { $tiles }
cli-campaign-squad-left = 1 escouade de robots laissée derrière (l'autre commence en { $station })
cli-campaign-squads-left = { $count } escouades de robots laissées derrière
cli-campaign-new-ship = un vaisseau neuf
cli-campaign-score = { $total } (menaces { $threats }, confirmation visuelle { $visual }, vaisseau final : dégâts { $damage }, assommés { $knocked }, escouades { $squads })
cli-campaign-no-score-lost = pas de score : une mission a été perdue
cli-campaign-no-mission-yet = aucune mission jouée pour l'instant
# `log explorers [ID]` (app/src/cli/log_explorers.rs).
cli-explorer-column-name = nom
cli-explorer-column-level = niveau
cli-explorer-column-boxes = cases
cli-explorer-column-xp = xp
cli-explorer-column-status = état
cli-explorer-column-specializations = spécialisations
cli-explorer-status = { $status }, { $clones ->
        [one] { $clones } clone utilisé
       *[other] { $clones } clones utilisés
    }
cli-explorer-none-learned = aucune
cli-explorer-boxes-full = plein
cli-explorer-heading = Explorateur { $id } : { $name }
cli-explorer-sheet = niveau { $level } ({ $boxes } cases), { $xp } XP, { $status }
cli-explorer-specializations = spécialisations : { $list }
cli-explorer-achievements = succès : { $count }
cli-explorer-achievement = { $name } ({ $category }, { $xp } XP, partie { $run })
cli-explorer-achievement-ticked = { $name } ({ $category }, { $xp } XP, partie { $run }, coché par l'équipage)
cli-explorer-runs = parties : { $count }
cli-explorer-run = partie { $run } ({ $kind }, { $what }, { $settled }) : { $result }, +{ $xp } XP (+{ $achievement_xp } de succès), niveau { $before } -> { $after }
cli-explorer-run-mission = mission { $id }
cli-explorer-run-campaign = campagne { $id }
cli-explorer-run-score = score { $score }
cli-explorer-run-lost = perdue
# Fichiers de piste (app/src/shell/tracks.rs) et fichier des réglages (app/src/shell/settings.rs).
files-no-shipped-track = aucune piste fournie ne s'appelle { $stem }
files-type-track-path = tapez le chemin d'un fichier de piste
files-cannot-read-track = { $file } : impossible de lire la piste : { $reason }
files-track-not-regular = { $file } : pas un fichier ordinaire (un périphérique, un tube ou un dossier) ; indiquez un fichier de piste
files-track-too-large = { $file } : plus de 1 Mo, trop gros pour une piste
settings-cannot-read = impossible de lire les réglages { $path }
settings-bad-file = fichier de réglages invalide { $path }
settings-not-regular = les réglages { $path } ne sont pas un fichier ordinaire (un périphérique ou un tube) : non lus
settings-too-large = le fichier de réglages { $path } est trop gros pour des réglages (plus de 1 Mio) : non lu
settings-cannot-create-folder = impossible de créer le dossier des réglages { $path }
settings-cannot-encode = impossible d'encoder les réglages
settings-cannot-write = impossible d'écrire les réglages { $path }
cli-output-is-input = { $option } { $file } : cette commande lit ce fichier ; rien n'a été écrit (choisissez un autre fichier)
cli-deal-heading = { $track } : { $players ->
    [one] 1 joueur
   *[other] { $players } joueurs
}, { $androids ->
    [0] aucun androïde
    [one] 1 androïde
   *[other] { $androids } androïdes
}, graine { $seed }
cli-deal-player = Joueur { $seat }
cli-deal-phase = Phase { $phase } : { $cards }
cli-deal-figure = La figurine { $figure } tient : { $cards }
cli-deal-pile = La pioche, carte du dessus d'abord ({ $count } cartes) :
cli-deal-solo-hand = La main du joueur solo : tout le paquet ({ $count } cartes) :
cli-deal-levels-without = --levels demande les spécialisations (--modules specializations, ou une piste qui les joue)
cli-deal-levels-count = --levels donne { $given } niveaux pour { $figures } figurines : un niveau par figurine, les joueurs d'abord, puis les androïdes
cli-deal-crew = impossible de distribuer pour { $players } joueurs et { $androids } androïdes : le vaisseau accueille une à cinq figurines
cli-deal-phases = impossible de distribuer { $phases } phases : une piste en a deux ou trois
