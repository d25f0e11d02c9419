## La fenêtre de l'application : libellés, boutons, infobulles et messages de chaque écran.

## Le choix de la langue
language-label = Langue
language-system = Langue du système ({ $language })
language-tooltip = La langue de l'application et des téléphones de l'équipage. Appliquée aussitôt.

## Colors and keys
color-red = rouge
color-yellow = jaune
color-green = vert
color-blue = bleu
color-purple = violet
key-enter = Entrée

## The setup screen
setup-title = Sitting Duck : préparation de la mission
setup-start = Lancer la mission
setup-ship-log = Journal de bord
setup-ship-log-tooltip = Les missions de chaque équipage, meilleurs scores et échecs ; rediffusions
setup-mission = Mission
setup-resolve-file = Résoudre un fichier de partie
setup-resolve-file-tooltip = Saisir ou charger les plateaux d'une partie jouée sans lancer de mission
setup-random-mission = Mission aléatoire
setup-seed = graine
setup-new-seed = Nouvelle graine
setup-points = points
setup-points-tooltip = Points de menace (normale 1, sérieuse 2) ; les missions du CD en ont { $points } pour { $players } joueurs
setup-path = chemin
setup-choose-one = au choix
setup-crew = Équipage ({ $count })
setup-player = Joueur { $number }
setup-player-color = Joueur { $number } { $color }
setup-remove = Retirer
setup-add-crew = Ajouter un membre
setup-androids = Des androïdes complètent l'équipage à quatre ({ $count })
setup-problem-crew-size = un équipage compte 1 à 5 joueurs, pas { $count }
setup-problem-name = le joueur { $number } doit avoir un nom
setup-problem-no-captain = personne n'est capitaine
setup-problem-no-comms-officer = personne n'est officier de communication
setup-problem-no-security-chief = personne n'est chef de la sécurité
setup-problem-colors = chaque couleur ne peut être prise qu'une fois
setup-the-crew = l'équipage
setup-and = {" "}et{" "}
role-captain = Capitaine
role-comms-officer = Officier de communication
role-security-chief = Chef de la sécurité
tracks-test-runs = Vols d'essai
tracks-simulations = Simulations
tracks-advanced-simulations = Simulations avancées
tracks-missions = Missions
tracks-double-action = Missions à actions doubles

## The campaign choice
campaign-play = Jouer
campaign-play-tooltip = Campagne d'exploration : un équipage et un vaisseau, les dégâts sont conservés
campaign-single = une seule mission
campaign-of = une campagne de { $count }

## The table choices
module-double-actions = Actions doubles
module-specializations = Spécialisations
module-new-threats = Nouvelles menaces
module-double-actions-hint = Le paquet d'actions doubles : une carte peut porter deux actions ; les intercepteurs volent à portée 1-3
module-specializations-hint = Chaque membre de l'équipage peut avoir une spécialisation (niveaux 1-3), à la place des cartes héroïques
module-new-threats-hint = Les cartes menace de l'extension rejoignent les paquets, et le niveau rouge (3) peut être choisi
difficulty-white = blanc
difficulty-yellow = jaune
difficulty-mixed = mélangé
difficulty-red = rouge
difficulty-white-red = blanc et rouge
difficulty-orange = orange
difficulty-all = les trois
level-white = Blanc
level-yellow = Jaune
level-red = Rouge
table-heading = Menaces et trajectoires
table-common-threats = Menaces normales
table-serious-threats = Menaces sérieuses
table-level-common = Menaces normales { $level }
table-level-serious = Menaces sérieuses { $level }
table-levels-tooltip = Actuellement { $levels } : tous niveaux combinables, au moins un
table-threat-cards = Cartes menace
table-app-draws = L'appli tire
table-crew-draws = L'équipage tire
table-trajectories = Trajectoires
table-random = Au hasard
table-entered = Saisies
table-new-frontier = The New Frontier
table-boards = Plateaux : rouge, blanc, bleu, interne
table-board-red = rouge
table-board-white = blanche
table-board-blue = bleue
table-board-internal = interne
table-trajectory = trajectoire { $board }

## The mission screen
key-space = Espace
mission-first-phase = Première phase
mission-second-phase = Deuxième phase
mission-third-phase = Troisième phase
mission-audio-lost = Périphérique audio perdu ({ $reason }) : la mission continue en silence ; lisez les annonces ici
mission-announcements = Annonces
mission-threats = Menaces
mission-trajectories = Trajectoires : rouge { $red } · blanche { $white } · bleue { $blue } · interne { $internal }
mission-clock = Horloge de mission { $clock }
mission-paused = EN PAUSE
mission-speaking = Annonce : { $caption }
mission-end-allowed-from = Fin possible dès { $time }, à la fin de la deuxième phase
mission-test-run-to-end = Un vol d'essai se joue jusqu'au bout
mission-resume = Reprendre
mission-pause = Pause
mission-end-round = Finir la phase d'action
mission-abort = Abandonner
mission-quieter = Moins fort
mission-louder = Plus fort
mission-volume = Volume { $percent } %
mission-end-question = Finir la phase d'action maintenant ?
mission-end-explained = L'horloge s'arrête et l'équipage saisit les plateaux d'action.
mission-end-now = Finir la phase d'action
mission-keep-playing = Continuer
mission-phase = Phase { $phase } sur { $phases } · reste { $left }
mission-phase-paused = Phase { $phase } sur { $phases } · reste { $left } (en pause)
mission-operation-ends-soon = L'opération se termine bientôt
mission-ends-soon = { $phase } se termine bientôt
mission-complete = Mission terminée
mission-blackout = COMMUNICATIONS COUPÉES · silence · { $left }
mission-data-transfer-complete = TRANSFERT DE DONNÉES TERMINÉ
mission-data-transfer = TRANSFERT DE DONNÉES · { $count } · chaque joueur peut donner une carte (non héroïque) de la main à la main
mission-get-ready = préparez-vous
mission-serious = Sérieuse
mission-common = Normale
mission-unconfirmed = {" "}· rapport non confirmé
mission-secret-card = avec une carte interne secrète, face cachée
mission-calls = appelle { $id } { $name }
mission-draw = { $who } : tirez une carte { $pile }, jeton { $token }
mission-draw-no-digital = { $who } : tirez une carte { $pile }, jeton { $token } (pas de carte numérique)
mission-abort-question = Abandonner la mission ?
mission-abort-explained = La phase d'action s'arrête et rien n'en est conservé.
mission-abort-now = Abandonner la mission

## Keyboard shortcuts
key-ctrl-enter = Ctrl+Entrée
key-right = Droite
key-left = Gauche
key-down = Bas
key-up = Haut
key-home = Début
key-end = Fin
shortcuts-title = Raccourcis clavier
shortcut-help = Afficher ou masquer ces touches
shortcut-resolve = Résoudre les plateaux saisis
shortcut-leave-boards = Retour à la préparation (dans un champ de texte, Échap le quitte d'abord)
shortcut-step = Étape suivante (Entrée aussi)
shortcut-step-back = Étape précédente
shortcut-next-turn = À la fin du tour
shortcut-turn-back = À la fin du tour précédent
shortcut-start = Revenir avant la première étape
shortcut-end = À la fin de la résolution
shortcut-play = Dérouler les étapes toutes seules, ou faire une pause
shortcut-score-card = La feuille de score
shortcut-back = Retour aux plateaux (ou au journal de bord pour une rediffusion)
shortcut-leave-ship-log = Retour à la préparation
shortcut-campaigns = Les campagnes : missions, le vaisseau entre elles, le score
shortcut-next-campaign-mission = Passer à la mission suivante, avec le vaisseau réparé
shortcut-end-campaign = Finir la campagne ici : score sur les missions jouées
shortcut-leave-campaigns = Retour au journal de bord

## The resolution screen
resolution-back-boards = Plateaux
resolution-back-boards-hint = Retour aux plateaux pour les corriger
resolution-back = Retour
resolution-back-score-hint = Retour à la feuille de score de l'équipage
resolution-before-turn-1 = avant le tour 1
resolution-setup = Mise en place
resolution-final-step = Dernière étape
resolution-turn = Tour { $turn }
resolution-event-of = événement { $event } sur { $events }
resolution-ship-destroyed = VAISSEAU DÉTRUIT : { $why }
resolution-press-right = Appuyez sur Droite ou Entrée pour jouer la première étape
resolution-play = Lecture
resolution-start = Début
resolution-step-back = Étape précédente
resolution-step = Étape
resolution-turn-back = Tour précédent
resolution-next-turn = Tour suivant
resolution-end = Fin
resolution-speed = vitesse x{ $speed }
resolution-speed-hint = étapes par seconde pendant la lecture
resolution-score-card = Feuille de score
resolution-event-log = Événements

## The boards screen
boards-not-ready = Pas encore prêt à résoudre :
boards-resolve = Résoudre
boards-palette-tile = Palette { $token }
boards-palette = Palette : cliquez pour ajouter une carte au plateau de { $name }
boards-oops = Oups ~
boards-oops-hint = « Oups, j'ai trébuché » : la prochaine carte cliquée est marquée mal jouée (~). À la résolution elle ne fait rien à son tour et se joue un tour plus tard (les cartes suivantes de ce plateau avancent d'une case)
boards-undo = Annuler
boards-undo-hint = Retirer la dernière carte
boards-double-cards = Cartes doubles
boards-captain = capitaine
boards-android = androïde
boards-board-of = Plateau de { $name }
boards-space = { $name } case { $space } : { $card }
boards-game-file = Fichier de partie
boards-save-as = Enregistrer sous
boards-load = Charger
boards-restore = Restaurer les plateaux saisis la dernière fois
boards-autosave = Chaque frappe est conservée dans { $file }
boards-trajectory = Trajectoire { $board }
boards-no-threats = Aucune menace : ajoutez-les ci-dessous ou chargez un fichier de partie
boards-add-threat = Ajouter une menace
boards-pick-card = choisir la carte...
boards-card-for = Carte pour { $threat }
boards-calls = appelle { $card }
boards-serious = sérieuse
boards-remove-threat = Retirer cette menace
boards-damage-tiles = Tuiles de dégâts
boards-app-draws-tiles = L'appli les tire
boards-we-draw-tiles = Nous les tirons
boards-seed = Graine
boards-tiles-drawn = Les tuiles tirées à la table, dans l'ordre ; les autres viennent de la graine
boards-search = Recherche
boards-search-hint = identifiant ou nom
boards-level-all = toutes

## The crew terminals (phones) on the setup screen
phones-waiting-mission = En attente du début de la mission
phones-action-boards = Plateaux d'action
phones-resolving = L'ordinateur de bord résout les plateaux
phones-repairs = Réparations entre les missions, à la table
phones-heading = Terminaux de l'équipage (téléphones)
phones-serve = Diffuser la mission sur les téléphones des joueurs
phones-serve-hint = Une petite page sur le réseau local uniquement ; désactivée par défaut
phones-shared = Un téléphone peut tenir plusieurs places
phones-shared-hint = Pour des joueurs qui partagent un téléphone ; désactivé, chaque téléphone est un membre d'équipage, aucun ne peut donc saisir tous les plateaux
phones-off-explained = Chaque joueur peut suivre la mission et saisir son plateau sur son téléphone.
phones-failed = Téléphones désactivés : { $message }
phones-use-port = Utiliser le port { $port }
phones-serving = En service : le code QR et les participants sont en bas de l'écran.
phones-scan = Téléphones : scannez le code, ou ouvrez
phones-join-code = Code d'accès { $code }
phones-none-joined = Aucun téléphone n'a encore rejoint.
phones-release = Libérer { $name }
phones-release-hint = Un autre téléphone pourra alors être ce membre d'équipage
phones-every-address = toutes les adresses privées
phones-port-on = Port { $port } sur
phones-qr = Code QR pour { $url }

## The score card
score-no-log-place = pas d'emplacement pour le journal de bord sur cette machine
score-saved = Enregistrée comme mission { $id } sur la page « { $page } » ({ $file })
score-not-saved = Non enregistrée : { $error }
score-writer-stopped = l'écriture du journal de bord s'est arrêtée
score-crew-page = Page du journal de bord
score-crew-page-hint = La page du journal de bord où la mission est enregistrée ; vide, la page aux noms de cet équipage
score-saving = Enregistrement…
score-save = Enregistrer au journal de bord
score-back-hint = Retour à la résolution
score-next-mission = Mission suivante
score-campaign-result = Résultat de la campagne
score-unsaved = Cette mission n'est pas encore dans le journal de bord.
score-save-and-next = L'enregistrer, puis la mission suivante
score-next-unsaved = Mission suivante sans enregistrer
score-won = Mission accomplie : le vaisseau a sauté dans l'hyperespace
score-destroyed-by = Le vaisseau a été détruit par { $threat }
score-destroyed = Le vaisseau a été détruit
score-new-frontier = The New Frontier : { $modules }
score-total-word = TOTAL
score-no-score-word = AUCUN SCORE
score-total = Total { $total }
score-no-score = Aucun score : le vaisseau a été détruit
score-lost-scores-nothing = Une mission perdue ne rapporte rien
score-part-destroyed = détruites
score-part-survived = survécues
score-part-visual = confirmation visuelle
score-part-damage = dégâts
score-part-knocked-out = assommés
score-part-battlebots = robots de combat
score-report-file = Fichier du rapport
score-report-file-hint = reports/ dans le dossier de données
score-report-file-tooltip = Où va le rapport : un fichier ou un dossier ; vide pour le dossier de données
score-spoiler-free = Sans divulgâchage
score-spoiler-free-tooltip = Ne pas nommer les cartes menace tirées : seulement gravité, zone et tour
score-share = Partager
score-share-tooltip = Écrire le rapport de mission : une page HTML à ouvrir ou envoyer

## The boards screen's header
boards-ended-at = { $mission } : arrêtée par l'équipage à { $time }
boards-played-to-end = { $mission } : jouée jusqu'au bout
boards-no-track = une partie sans piste de mission
boards-round-over = Phase d'action terminée
boards-next-enter = Ensuite : saisir les plateaux d'action
boards-enter = Saisir les plateaux d'action
boards-stay = Rester
boards-leave = Quitter : abandonner ces plateaux
boards-how-to-type = Tapez chaque plateau (A B C R < > ^ . A* B* R* @UR … ~X, majuscules ou minuscules) ou cliquez la palette ; laissez les cartes en place jusqu'à ce que la résolution concorde. F1 : touches.
boards-phone-done = { $name } : terminé
boards-phone-typing = { $name } tape
boards-phone-away = { $name } (téléphone absent)
boards-on-phones = Sur les téléphones : { $people }

## The debrief and the coach beside the score card
debrief-heading = Débriefing
debrief-show-event = Montrer cet événement dans la résolution
coach-ask = Qu'est-ce qui aurait marché ?
coach-ask-hint = Chercher les plus petits changements aux plateaux qui sauvent le vaisseau (ou marquent plus)
coach-trying = Plans essayés : { $done } sur { $total }
coach-cancel = Annuler
coach-failed = La recherche s'est arrêtée sans réponse
coach-cancelled-after = Annulée après { $count } plans
coach-tried = { $count ->
    [one] { $count } plan essayé
    *[other] { $count } plans essayés
    }
coach-none-better = Aucun plan à un ou deux changements n'aurait fait mieux
coach-open-what-if = Ouvrir l'hypothèse { $number } ({ $points } points)
coach-what-if = Et si : { $sentence }
coach-turn = tour { $turn }

## The ship's log screen
shiplog-no-mission = Il n'y a pas de mission { $id } dans le journal de bord
shiplog-read-again = Relire
shiplog-campaigns = Campagnes
shiplog-crew = Équipage
shiplog-reading = Lecture du journal de bord…
shiplog-unreadable = Le journal de bord est illisible
shiplog-empty = Aucune mission enregistrée
shiplog-empty-hint = Enregistrez une mission depuis sa feuille de score, ou avec `sitting-duck resolve GAME.yaml --log`.
shiplog-no-win-yet = pas encore de victoire
shiplog-average = score moyen { $average }
shiplog-figures = { $crew } : { $played ->
    [one] { $played } mission jouée
    *[other] { $played } missions jouées
    }, { $won } gagnées, { $lost } perdues · { $average }
shiplog-whole-log = Tout le journal : { $crews ->
    [one] { $crews } équipage
    *[other] { $crews } équipages
    }, { $missions ->
    [one] { $missions } mission
    *[other] { $missions } missions
    }, { $won } gagnées
shiplog-head-date = Date
shiplog-head-track = Piste
shiplog-head-track-detail = menaces : normales / sérieuses
shiplog-head-destroyed = Détruites
shiplog-head-survived = Survécues
shiplog-head-confirmed = Confirmées
shiplog-head-penalties = Pénalités
shiplog-head-penalties-detail = dégâts · KO · robots
shiplog-head-total = Total
shiplog-not-counted = non compté
shiplog-all-in-order = les { $count }, dans l'ordre joué
shiplog-last-in-order = les { $shown } dernières sur { $count }, dans l'ordre joué
shiplog-only-last = Seulement les { $count } dernières
shiplog-show-all = Afficher les { $count }
shiplog-replay-button = Rejouer #{ $id }
shiplog-replay-hint = Résoudre à nouveau cette mission et la parcourir pas à pas
shiplog-replay-name = Rejouer la mission { $id }
shiplog-no-track = pas de piste

## A logged mission replayed
replay-matches = La rediffusion donne exactement le résultat enregistré
replay-differs = La rediffusion diffère du résultat enregistré ({ $fields }) : les règles ont changé depuis l'enregistrement de cette mission
replay-unreadable = Le résultat enregistré est illisible ({ $why }) : la rediffusion n'est pas vérifiée
replay-banner = Rediffusion de la mission { $id } · { $page } · { $date } · { $track } · enregistré : { $result }
replay-card-title = Feuille de score de la rediffusion
replay-lost = perdue
replay-total = Total rejoué : { $total }
replay-logged = Enregistré : { $result }

## Threats and data on the mission screen
mission-incoming-data = DONNÉES ENTRANTES · chaque joueur peut piocher { $cards ->
    [one] une carte action
    *[other] { $cards } cartes action
    }
mission-incoming-data-androids = DONNÉES ENTRANTES · chaque joueur peut piocher { $cards ->
    [one] une carte action
    *[other] { $cards } cartes action
    }, puis { $shared ->
    [one] une carte action
    *[other] { $shared } cartes action
    } à tour de rôle pour les androïdes
mission-zone = Zone { $zone }
mission-internal = Interne
zone-red = rouge
zone-white = blanche
zone-blue = bleue
pile-common-external = normale externe
pile-serious-external = sérieuse externe
pile-common-internal = normale interne
pile-serious-internal = sérieuse interne

## Campaigns
campaign-running = {" "}· score en cours { $score }
campaign-banner = Campagne : mission { $mission } sur { $planned }{ $running }
campaign-carries = Le vaisseau porte : { $ship }
campaign-crew-changed = Cette campagne est menée par { $crew } : une campagne d'exploration garde son équipage jusqu'au bout, rétablissez donc cet équipage (une campagne se termine plus tôt depuis l'écran des réparations)
campaigns-none = Aucune campagne dans le journal de bord.
campaigns-how = Pour en jouer une : sur l'écran de préparation, à côté de « { $start } », choisissez « { $two } » ou « { $three } ». Ses missions, le vaisseau transmis de l'une à l'autre et son score sont gardés ici.
campaigns-name = Campagne { $id }
campaigns-lost = Campagne perdue : aucun score
campaigns-running-score = Score en cours { $score }
campaigns-score = Score de la campagne { $score }
campaigns-none-flown = Aucune mission jouée
repairs-end-here = Finir la campagne ici
repairs-next-ship = Le vaisseau pour la mission suivante
repairs-heading = Réparations après la mission { $mission } sur { $planned }{ $running }
repairs-ship-left = Le vaisseau tel que la mission l'a laissé
repairs-knocked-out = assommé : récupère, ne répare rien
repairs-squad-starts = L'escouade utilisable part de
repairs-at-most = (au plus { $count } tuiles par zone)

## The boards screen's threats and problems
entry-threat = T+{ $turn } { $zone }, { $pile }
entry-unconfirmed = { $threat }, non confirmée
entry-trajectories-problem = trajectoires : { $problem }
entry-pick-card = { $threat } : choisissez la carte tirée
entry-board-problem = plateau de { $name }, { $problem }
entry-no-crew = pas d'équipage : ajoutez un plateau
entry-hint-double-specialization = A> ^ . C  (12 cases ; A> = carte double, S / S+ = carte de spécialisation)
entry-hint-double = A> ^ . C  (12 cases ; A> = carte double A puis >, ~A = Oups)
entry-hint-specialization = A > ^ . C  (12 cases ; ~A = Oups, S / S+ = carte de spécialisation, S:> = avec un déplacement)
entry-hint = A > ^ . C  (12 cases ; ~A = Oups, A* = héroïque)

## Sound
sound-silent = Pas de son : l'ordinateur de bord parle à l'écran seulement.
sound-stalled = pas de son depuis { $seconds } s

## The coach's suggestions in words (gui/widgets/labels)

## Specializations' titles (gui/widgets/labels/specialization.rs)
spec-rocketeer = Artificier
spec-data-analyst = Analyste de données
spec-energy-technician = Technicien en énergie
spec-pulse-gunner = Canonnier à impulsions
spec-medic = Médecin
spec-teleporter = Téléporteur
spec-hypernavigator = Hypernavigateur
spec-special-ops = Opérations spéciales
spec-squad-leader = Chef d'escouade
spec-mechanic = Mécanicien

## The boards' specialization row (gui/screens/entry/modules.rs)
entry-specialization = Spécialisation
entry-specialization-none = aucune
entry-specialization-of = Spécialisation de { $name }
entry-specialist-level = { $name } niveau { $level }
entry-teleport = Téléportation
entry-teleport-departure = départ
entry-teleport-arrival = arrivée
entry-teleport-token = Jeton { $token } de { $name }
entry-level-1 = Niveau 1 : une carte, la face de base, utilisée une fois
entry-level-2 = Niveau 2 : une carte, face de base ou avancée, utilisée une fois
entry-level-3 = Niveau 3 : les deux cartes, deux usages (un de base, un de base ou avancé)

## The ship board's labels (gui/widgets/ship_board, gui/widgets/labels)
board-specialist = { $title } { $level } · { $left } { $left ->
        [one] carte restante
       *[other] cartes restantes
    }
board-knocked-out = { $name } (assommé)
board-station-empty = vide
board-station = Poste { $station } : { $names }
board-reactor = Réacteur { $zone } : { $have } sur { $capacity }
board-shield = Bouclier { $zone } : { $have } sur { $capacity }
board-damage-none = Dégâts { $zone } : 0
board-damage = Dégâts { $zone } : { $count } ({ $tiles })
board-threat-in = en { $stations }
board-threat-space = case { $space }
board-threat-phased = , déphasé
board-threat = Menace T{ $turn } { $threat } : { $left } points de vie sur { $hit_points }, { $place }{ $phased }
board-interceptors-docked = à quai
board-interceptors-out-with = { $name } est dehors
board-supplies = Carburant : { $fuel }, roquettes à bord : { $rockets }, en vol : { $flying }, intercepteurs : { $pilot }
board-legend = Marques des trajectoires : la teinte et les 1 2 3 à côté des cases sont la distance (1 est la plus proche du vaisseau : ce que compte la portée d'un canon) ; X Y Z : la menace y agit ; une ligne relie chaque jeton de menace à sa case ; un rayon orange est un canon qui a tiré ce tour, avec sa force.
board-fired = Tir : { $cannon } (force { $strength })
board-interceptors-range = intercepteurs à portée { $range }
board-door-sealed = { $door } scellée
board-shields-off = boucliers coupés
board-shields-reversed = boucliers inversés
board-optics-disrupted = optique perturbée en { $zone }
board-temporary-shield = bouclier temporaire +{ $points } en { $zone }
board-threats-slowed = menaces extérieures ralenties ce tour
board-ends-after = la mission se termine après le tour { $turn }
board-mine = mine ({ $by })
board-poison-drone = drone empoisonné ({ $by })
board-afflicted = empoisonné ou infecté par { $by }
board-host = hôte de { $by }
board-lift-damaged = Gravilift { $zone } : endommagé
board-lift-working = Gravilift { $zone } : en service
board-chip-hull = coque
board-chip-lift = lift
board-chip-upper-gun = canon haut
board-chip-upper-gun-short = canon H
board-chip-lower-gun = canon bas
board-chip-lower-gun-short = canon B
board-chip-shield = bouclier
board-chip-shield-short = bcl.
board-chip-reactor = réacteur
board-chip-reactor-short = réac.
board-tile = Tuile de dégâts { $zone } { $number } : { $tile }
board-word-shield = bouclier
board-word-reactor = réacteur
board-word-fuel = carbur.
board-fuel = Carburant : { $fuel }
board-rockets-chip = roquettes { $rockets }  ·  en vol { $flying }
board-rockets = Roquettes à bord : { $rockets }, en vol : { $flying }
board-interceptors-out-range = dehors : { $name }, portée { $range }
board-interceptors-out = dehors : { $name }
board-interceptors-chip = intercepteurs { $status }
board-interceptors = Intercepteurs : { $status }
board-figure = Figurine { $name } en { $station }
board-squad-with = avec { $name }
board-squad-stored = rangée
board-squad-disabled = hors service
board-squad-active = active
board-squad = Escouade de robots { $number } : { $condition }, { $place }

## The ship's log's summary and pages (gui/screens/shiplog)
shiplog-lost = perdue
shiplog-destroyed-by = détruit par { $by }
shiplog-lost-destroyed-by = perdue : détruit par { $by }
shiplog-best-per-track = Meilleur score par piste
shiplog-scores-over-time = Scores dans le temps
shiplog-failures = Échecs
shiplog-always-home = Le vaisseau est toujours rentré
shiplog-none-won = Aucune mission gagnée pour l'instant
shiplog-best-mission = mission { $id }
shiplog-no-place = pas de place pour le journal de bord sur cette machine (pas de dossier de données)
shiplog-cannot-start = impossible de lire le journal de bord : { $error }
shiplog-reader-stopped = la lecture du journal de bord s'est arrêtée
shiplog-role-captain = capitaine
shiplog-role-comms = communications
shiplog-role-security = sécurité
shiplog-role-android = androïde
shiplog-cannot-replay = La mission { $id } ne peut pas être rejouée : son fichier de partie : { $error }
month-jan = janv.
month-feb = févr.
month-mar = mars
month-apr = avr.
month-may = mai
month-jun = juin
month-jul = juil.
month-aug = août
month-sep = sept.
month-oct = oct.
month-nov = nov.
month-dec = déc.

## The campaign page's missions (gui/screens/campaign)
campaign-mission-number = Mission { $number }
campaign-points = { $points } points
campaign-started-from = Parti de
campaign-no-damage = aucun dégât
campaign-repairs-after = Réparations ensuite
repairs-rule = Entre les missions, chaque membre d'équipage fait une action, le capitaine d'abord : celui qui a été assommé pendant la mission se remet seulement ; les autres réparent une tuile de dégâts ou une escouade de robots hors service, ou passent. Au plus 2 tuiles d'une même zone sont réparées. Ce qui n'est pas réparé reste : un réacteur ou un bouclier endommagé commence avec 1 énergie de moins, une tuile structurelle double tous les dégâts de sa zone, une escouade hors service reste en arrière. Les pannes et les intrus disparaissent.
repairs-squad-starts-in = L'escouade part de { $station }

## The apply notices (gui/apply)
notice-restored = plateaux restaurés depuis { $path }
notice-cannot-autosave = sauvegarde automatique impossible dans { $path } : { $error }
notice-loaded = { $path } chargé
notice-type-path = tapez le chemin du fichier de partie à écrire
notice-saved = { $path } enregistré
notice-saved-to-fix = { $path } enregistré ({ $count ->
        [one] 1 problème
       *[other] { $count } problèmes
    } à corriger)
notice-cannot-write = impossible d'écrire { $path } : { $error }
notice-end-not-saved = La fin n'a pas été enregistrée : { $error }
notice-saved-campaign = Enregistrée comme mission { $id } de la campagne ({ $path })
notice-not-saved = Non enregistré : { $error }
notice-repairs-not-saved = Réparations non enregistrées : { $error }
notice-no-ship-log = pas de journal de bord sur cette machine
notice-too-early = Trop tôt pour finir : permis une fois la deuxième phase terminée ({ $time })
notice-test-run = Un essai se joue jusqu'au bout
notice-not-shared = Non partagé : { $why }
notice-not-shared-no-folder = Non partagé : pas de dossier de données sur cette machine ; tapez un fichier pour le rapport
notice-not-shared-folder = Non partagé : impossible de créer { $path } : { $error }
notice-not-shared-file = Non partagé : impossible d'écrire { $path } : { $error }
notice-report-written = Rapport écrit dans { $path } (un fichier HTML : ouvrez-le dans un navigateur, ou envoyez-le)
notice-seed-whole = la graine doit être un nombre entier

## Action cards in words (gui/widgets/card_face.rs describe, the action row)
action-empty = vide
action-battlebots = robots de combat
action-red-arrow = flèche rouge
action-blue-arrow = flèche bleue
action-gravolift = gravilift
action-heroic = { $card } héroïque
action-heroic-move = déplacement héroïque vers { $station }
action-tripped = Oups, j'ai trébuché ({ $card })
action-double = action double : { $first }, puis { $second }
action-face-advanced = avancée
action-face-basic = de base
action-specialization-with = carte de spécialisation ({ $face }) avec { $with }
action-specialization = carte de spécialisation ({ $face })
board-plays = { $name } joue { $card }
notice-cannot-read = impossible de lire { $path } : { $error }
notice-cannot-restore = impossible de restaurer { $path } : { $error }

## The campaign's ship and page, the repairs' choices, words and refusals; the window's
## messages on standard error
campaign-zone-tiles = zone { $zone } : { $tiles }
campaign-zone-no-damage = zone { $zone } : aucun dégât
campaign-squads-aboard = robots de combat : les deux escouades à bord
campaign-squad-disabled = robots de combat : 1 escouade hors service (laissée derrière) ; l'autre part de { $station }
campaign-squads-disabled = robots de combat : { $count } escouades hors service (laissées derrière)
campaign-page-line = { $crew } · { $flown } sur { $planned } missions · { $status }
campaign-status-flying = en cours
campaign-status-stopped = arrêtée
campaign-status-lost = perdue
campaign-status-complete = terminée
campaign-page-score = menaces { $threats } + confirmation visuelle { $visual } (moyenne) · vaisseau final : dégâts { $damage }, assommés { $knocked }, escouades { $squads }
repairs-option-pass = passer
repairs-option-squad = escouade
repairs-option-tile = { $tile } ({ $zone })
repairs-did-recover = { $name } récupère
repairs-did-pass = { $name } passe
repairs-did-tile = { $name } répare la tuile { $tile } ({ $zone })
repairs-did-squad = { $name } répare une escouade de robots de combat
repairs-refused-steps = { $steps ->
        [one] { $steps } étape
       *[other] { $steps } étapes
    } de réparation pour { $crew ->
        [one] { $crew } membre
       *[other] { $crew } membres
    } d'équipage : une chacun
repairs-refused-knocked-out = { $name } a été assommé : récupère et ne répare rien
repairs-refused-no-tile = { $name } : la zone { $zone } n'a pas de tuile { $tile }
repairs-refused-zone-limit = { $name } : la zone { $zone } a déjà eu { $count } tuiles réparées
repairs-refused-no-squad = { $name } : aucune escouade de robots de combat n'est hors service
notice-settings-defaults = { $error } ; on repart des réglages par défaut
window-no-display = sitting-duck : pas d'écran (ni DISPLAY ni WAYLAND_DISPLAY n'est défini), l'application ne peut donc pas s'ouvrir.
window-cannot-open = sitting-duck : impossible d'ouvrir la fenêtre de l'application : { $error }
window-headless-help =
    Les commandes sans fenêtre marchent sans écran :
      sitting-duck resolve GAME.yaml [--seed N] [--json]         résoudre une mission jouée
      sitting-duck generate [--seed N] [--players 4|5] [--difficulty D]
                                                                 afficher une piste de mission au hasard
      sitting-duck render TRACK.yaml -o OUT.wav [--voice-only]   produire la bande-son d'une mission
      sitting-duck log list|show|stats|export                    lire le journal de bord
      sitting-duck threats [CARD]                                lister les cartes de menace
      sitting-duck serve GAME.yaml [--port N]                    montrer le score d'une partie sur les téléphones
    `sitting-duck <commande> --help` en donne le détail.

## The boards screen's problems with a board; a logged mission replayed
entry-space-not-a-card = case { $space } : `{ $token }` n'est pas une carte
entry-not-a-card = `{ $token }` n'est pas une carte
entry-too-many-cards = { $count } cartes : un plateau d'action a 12 cases (retirez-en { $extra })
replay-not-an-object = le résultat enregistré n'est pas un objet JSON
replay-source = mission { $id } du journal de bord
notice-catalog-not-loaded = le catalogue des menaces ne se charge pas : { $error }
notice-no-shipped-track = aucune piste fournie ne s'appelle { $stem }
entry-board-n-problem = plateau { $board } : { $problem }
entry-zone-tiles-problem = tuiles de dégâts de la zone { $zone } : { $problem }

## A zone's mark in words, for screen readers (app/src/gui/widgets/zone_mark.rs)
zone-mark-words = zone { $zone } : { $shape } { $letter }
zone-mark-red = Rouge
zone-mark-white = Blanche
zone-mark-blue = Bleue
zone-mark-internal = Interne
zone-mark-triangle = triangle
zone-mark-circle = cercle
zone-mark-square = carré
zone-mark-diamond = losange

## A threat's card the catalog does not know (boards screen)
entry-threat-problem = { $threat } : { $problem }
entry-called-card-problem = { $threat }, la carte qu'elle appelle : { $problem }
notice-autosave-stopped = la sauvegarde automatique s'est arrêtée sans écrire : les plateaux sont toujours là ; enregistrez-les comme fichier de partie pour les garder

## The errors a person meets reading and writing files (in English, the system's own words)
io-not-found = fichier ou dossier introuvable
io-permission-denied = permission refusée
io-is-a-directory = c'est un dossier
io-not-a-directory = une partie du chemin n'est pas un dossier
phones-deal = Distribuer les cartes action sur les téléphones
phones-deal-hint = Le téléphone de chaque joueur est sa main et son plateau pendant la phase d'action ; les plateaux arrivent d'eux-mêmes à la fin
backs-title = Ce que voit la table : le dos des cartes jouées
backs-count = { $count ->
    [one] 1 carte
   *[other] { $count } cartes
}
backs-legend = Carré en haut : moitié action. Flèche : moitié déplacement. Deux carrés : face double. Point : carte héroïque ou de spécialisation.
backs-empty = vide
backs-action = moitié action dessus
backs-movement = moitié déplacement dessus
backs-double = face double dessus
backs-special = { $half }, carte héroïque ou de spécialisation
setup-solo-hand = Solo : jouer les cartes sur cet écran
setup-solo-hand-hint = L'application te donne tout le paquet et tu programmes chaque figurine ici ; les plateaux arrivent d'eux-mêmes
