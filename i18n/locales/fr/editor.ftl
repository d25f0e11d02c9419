# L'éditeur de missions (app/src/gui/screens/editor/, app/src/gui/model/editor/).
editor-title = Éditeur de missions
editor-back = Retour
editor-undo = Annuler [Ctrl+Z]
editor-redo = Rétablir [Ctrl+Y]
editor-save = Enregistrer
editor-file-name = Nom du fichier
editor-open-copy = Ouvrir une copie de
editor-new = Une nouvelle mission
editor-new-name = Notre mission
editor-new-file = notre-mission
editor-name = Nom
editor-phase = Phase { $phase }
editor-phase-ends = Fin de la phase { $phase } à
editor-add-at = Ajouter à { $at } :
editor-play-from = Jouer à partir de { $at }
editor-playing = Lecture depuis { $from }
editor-stop = Arrêter
editor-keys = Un clic sur la frise y place le curseur ; glisser une annonce la déplace. Touches : T, I, D, B ajoutent au curseur ; Gauche et Droite déplacent l'annonce choisie d'une seconde (avec Maj de dix) ; Suppr la supprime ; P joue depuis le curseur.
editor-timeline-hint = Cliquer place le curseur ici
editor-timeline = Frise
editor-phones = L'équipage écrit une mission.
editor-selected = Choisie : { $place }
editor-none-selected = Choisissez une annonce sur la frise, ou ajoutez-en une.
editor-time = Heure
editor-delete = Supprimer
editor-turn = Tour
editor-serious = Menace grave
editor-unconfirmed = Rapport non confirmé (seulement à cinq)
editor-blackout-seconds = Silence radio, secondes
editor-loads = La mission se charge : aucun problème trouvé.
editor-problems = { $count ->
    [one] Un problème : la mission ne se chargerait pas.
   *[other] { $count } problèmes : la mission ne se chargerait pas.
}
editor-problem = { $place } : { $reason }
editor-place-event = Phase { $phase } · { $at } · { $what }
editor-place-event-after = Après la fin · { $at } · { $what }
editor-place-phase-end = Fin de la phase { $phase }
editor-place-track = La mission
editor-cd-advice = Conseil : les missions du CD font cela autrement (ce n'est pas une erreur, votre mission peut s'en écarter exprès) :
editor-cd-grid = Sur le CD, chaque annonce et chaque fin de phase tombe sur une grille de 5 secondes.
editor-cd-start = Sur le CD, rien n'est annoncé avant 0:10.
editor-cd-phase-lengths = Sur le CD, la phase 1 dure 205-240 s, la phase 2 215-235 s et la phase 3 140-155 s.
editor-cd-threat-points = Sur le CD, une mission a 8 points de menace (une menace normale 1, une grave 2).
editor-cd-unconfirmed = Sur le CD, une mission a exactement un rapport non confirmé, une menace normale.
editor-cd-serious = Sur le CD, une mission a 1 à 3 menaces graves.
editor-cd-internal = Sur le CD, une mission a 1 ou 2 menaces internes.
editor-cd-turns = Sur le CD, la phase 1 annonce les tours 1-4 et la phase 2 les tours 5-8, chaque tour au plus une fois, dans l'ordre croissant.
editor-cd-adjacent-internal = Sur le CD, les menaces internes ne viennent jamais à des tours voisins, ni au tour 1 ou 8.
editor-cd-per-phase = Sur le CD, les phases 1 et 2 ont chacune 2-4 menaces valant 3-5 points.
editor-cd-zones = Sur le CD, aucune zone ne reçoit plus de deux menaces externes.
editor-cd-timing = Sur le CD, les menaces arrivent à 25-90 s d'écart, la première de la phase 2 5-40 s après son début, et la dernière de chaque phase 55-160 s avant sa fin.
editor-cd-data = Sur le CD, une mission a 2-3 données entrantes et 3-4 transferts de données, et chaque phase en a un.
editor-cd-blackouts = Sur le CD, une mission a 2-5 silences radio de 5-30 s, 45-65 s en tout, dont 20-40 s en phase 3, jamais sur une menace.
editor-saved = Enregistrée : { $path }
editor-ask-overwrite = { $path } existe déjà. L'écraser ?
editor-overwrite = L'écraser
editor-ask-leave = La mission a des changements non enregistrés. Partir sans les enregistrer ?
editor-leave = Partir sans enregistrer
editor-stay = Rester
editor-keep-file = Garder ce fichier
editor-no-folder = Cette application ne garde aucun fichier (pas de dossier de réglages) : la mission ne peut pas être enregistrée.
editor-refused-problems = { $count ->
    [one] Pas enregistrée : corrigez d'abord le problème, sinon la préparation ne pourrait pas charger la mission.
   *[other] Pas enregistrée : corrigez d'abord les { $count } problèmes, sinon la préparation ne pourrait pas charger la mission.
}
editor-bad-file-name = Pas enregistrée : tapez un nom de fichier sans / ni \ qui ne commence pas par un point.
editor-cannot-write = Pas enregistrée : { $error }
editor-setup-own = Nos missions
editor-setup-own-mission = Notre mission { $name }
editor-setup-open = Nouvelle mission…
editor-setup-open-tooltip = Écrire votre propre mission dans l'éditeur de missions
editor-setup-copy = Modifier une copie…
editor-setup-copy-tooltip = La mission choisie, en copie dans l'éditeur de missions
