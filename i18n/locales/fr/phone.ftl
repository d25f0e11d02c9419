## The phone page (terminals/src/page.html): the server sends it this area whole.

## The page (no select expressions here: the page fills in { $name } itself)
phone-title = Sitting Duck · terminal d'équipage
phone-connecting = Connexion à l'ordinateur de bord…
phone-not-me = Pas moi
phone-rules = Aide-mémoire des règles
phone-released = L'hôte a libéré ce téléphone : choisissez à nouveau.
phone-vibrate-on = Vibreur : activé
phone-vibrate-off = Vibreur : désactivé
phone-entering = L'équipage saisit ses plateaux.
phone-pick = Choisissez qui vous êtes
phone-waiting-crew = En attente de l'équipage préparé par l'hôte…
phone-who = Qui êtes-vous ?
phone-taken = sur un autre téléphone
phone-watching = Juste regarder
phone-phase = Phase { $phase } sur { $phases } · reste { $left }
phone-all-phases-over = Toutes les phases sont finies
phone-paused = EN PAUSE
phone-listening = À l'écoute…
phone-threats = Menaces ({ $count })
phone-none-yet = Aucune annoncée pour l'instant.
phone-serious = sérieuse
phone-common = normale
phone-unconfirmed = non confirmée
phone-your-board = Votre plateau d'action
phone-undo = Annuler ⌫
phone-type-tokens = ou tapez les jetons : A > ^ . C
phone-cancel = annuler
phone-space-problem = case { $space } : { $message }
phone-oops-on = Oups : carte suivante ~
phone-oops = Oups, j'ai trébuché
phone-done = ✓ Terminé (toucher pour modifier)
phone-complete = Mon plateau est complet
phone-label-red = ◀ rouge
phone-label-blue = bleu ▶
phone-label-lift = ▲▼ ascenseur
phone-label-empty = vide
phone-label-bots = robots
phone-no-score = aucun score
phone-points = points
phone-score-card = Feuille de score
phone-debrief = Débriefing
phone-turn-by-turn = Ce qui s'est passé, tour par tour

## The server's refusals and the wrong-code page (terminals/src/words.rs)
phone-refused-malformed = message mal formé : { $detail }
phone-refused-wrong-code = mauvais code d'accès
phone-refused-too-many-tries = trop de mauvais codes : attendez quelques secondes
phone-refused-unknown-session = session inconnue : rejoignez à nouveau
phone-refused-full = { $count } terminaux sont déjà connectés : demandez à l'hôte d'en libérer un
phone-refused-no-such-seat = il n'y a pas de membre d'équipage { $number }
phone-refused-seat-taken = { $name } est sur un autre téléphone : demandez à l'hôte de le libérer
phone-refused-one-seat = ce téléphone est déjà { $name } : un membre d'équipage par téléphone (l'hôte peut libérer { $name })
phone-refused-sessions-from-here = ce téléphone a déjà rejoint : revenez à la page qui a rejoint
phone-refused-too-many-sockets = cette page est déjà ouverte ailleurs sur ce téléphone : fermez-la là-bas
phone-refused-no-seat = choisissez d'abord votre membre d'équipage
phone-refused-not-now = les plateaux se saisissent après la manche d'action
phone-refused-read-only = cette partie est terminée : elle est seulement affichée
phone-refused-bad-board = le plateau a { $count ->
        [one] un problème
       *[other] { $count } problèmes
    }
phone-wrong-code-title = Mauvais code d'accès
phone-wrong-code-hint = Tapez le code d'accès affiché sur l'écran de l'hôte (huit lettres et chiffres).
phone-wrong-code-join = Rejoindre

## The phones' first waiting line, before the host publishes its own
phone-waiting-mission = En attente du début de la mission

## A board's problems as the phone shows them (terminals/src/board.rs)
phone-problem-not-a-card = `{ $token }` n'est pas une carte
phone-problem-too-many-cards = { $count } cartes : un plateau d'action a 12 cases (retirez-en { $extra })
phone-refused-no-cards = aucune carte n'est distribuée sur les téléphones
phone-hand-refused-round-over = la phase d'action est terminée
phone-hand-refused-no-seat = le membre d'équipage { $number } n'a pas de cartes
phone-hand-refused-no-figure = il n'y a pas de figurine { $number }
phone-hand-refused-not-your-figure = ce plateau est celui d'un autre joueur
phone-hand-refused-no-space = il n'y a pas de case { $space } dans cette mission
phone-hand-refused-phase-locked = la phase { $phase } est finie : ses cases sont verrouillées
phone-hand-refused-phase-not-open = la phase { $phase } n'est pas encore ouverte pour toi
phone-hand-refused-space-taken = la case { $space } porte déjà une carte
phone-hand-refused-space-empty = la case { $space } est vide
phone-hand-refused-stale = la case { $space } a changé entre-temps : regarde à nouveau et recommence
phone-hand-refused-not-in-hand = cette carte n'est pas dans ta main
phone-hand-refused-not-this-figure = cette carte ne va que sur le plateau de son propre membre d'équipage
phone-hand-refused-android-card-stays = une carte posée sur le plateau d'un androïde y reste
phone-hand-refused-no-packet-left = tu as déjà les cartes de la dernière phase
phone-hand-refused-no-draw = aucune carte à piocher : attends « données entrantes »
phone-hand-refused-pile-empty = la pioche est vide
phone-hand-refused-transfer-closed = aucun transfert de données n'est ouvert : la carte reste dans ta main
phone-hand-refused-already-gave = une carte par transfert de données : tu en as déjà donné une
phone-hand-refused-not-ordinary = les cartes héroïques et de spécialisation ne se donnent jamais
phone-hand-refused-not-another-player = choisis un autre joueur
phone-hand-title = Ta main : { $count } cartes
phone-hand-help = Touche une carte, choisis la moitié du dessus, puis touche une case de la phase ouverte.
phone-hand-top = Dessus : { $half }
phone-hand-flip = L'autre moitié dessus
phone-hand-turn = Retourner
phone-hand-take-back = Reprendre
phone-hand-move = Déplacer…
phone-hand-move-where = Touche une case vide de la même phase
phone-hand-cancel = Annuler
phone-hand-end-phase = Phase { $phase } finie : prendre les cartes suivantes
phone-hand-last-phase = Dernière phase : toutes tes cartes sont en main
phone-hand-draw = Piocher une carte ({ $count })
phone-hand-give = Donner la carte choisie à :
phone-hand-comms-down = Communications coupées : on ne parle pas
phone-hand-board = Ton plateau
phone-hand-android = Androïde { $number }
phone-hand-figure = Figurine { $number }
phone-hand-locked = verrouillée
phone-hand-open = ouverte
phone-hand-later = plus tard
phone-hand-over = La phase d'action est terminée : ton plateau est parti chez l'hôte.
phone-hand-heroic = héroïque
phone-hand-special = spécialisation
phone-hand-own = Cartes de ce plateau
