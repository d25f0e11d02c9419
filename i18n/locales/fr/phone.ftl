## The phone page (terminals/src/page.html): the server sends it this area whole.

## The page (no select expressions here: the page fills in { $name } itself)
phone-title = Sitting Duck · terminal d'équipage
phone-connecting = Connexion à l'ordinateur de bord…
phone-not-me = Pas moi
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
