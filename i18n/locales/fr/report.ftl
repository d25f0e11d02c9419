## Le rapport de mission : la page HTML et le message de forum.

report-page-title = { $title } : rapport de mission
report-ship-at-the-end = Le vaisseau à la fin
report-footer = Créé par Sitting Duck — source : { $source } (graine { $seed }). L'ordinateur de bord a résolu chaque tour selon les règles ; cette page n'a besoin d'aucun réseau.
report-crew-page = Équipage : { $crew }
report-played = Joué le { $date }
report-players = { $players } joueurs
report-spoiler-free = Sans spoiler : les cartes menace tirées ne sont pas nommées ; chaque menace est désignée par sa gravité, sa zone et son tour, comme elle a été annoncée.
report-crew = Équipage
report-crew-member = Membre d'équipage
report-color = Couleur
report-roles = Rôles
report-action-board = Plateau d'actions
report-at-the-end = À la fin
report-the-track = La piste
report-trajectories = { $title } ; trajectoires : rouge { $red }, blanche { $white }, bleue { $blue }, interne { $internal }.
report-turn = Tour
report-announced = Annoncé
report-zone = Zone
report-announced-threat = Menace
report-announced-serious = Menace grave
report-unconfirmed = non confirmé
report-threats-and-fate = Les menaces et leur sort
report-card = Carte
report-threat = Menace
report-fate = Sort
report-damage-taken = Dégâts subis
report-score-card = Feuille de score
report-not-counted = Non compté : le vaisseau a été détruit
report-total = Total
report-no-score = Pas de score : le vaisseau a été détruit
report-debrief = Débriefing
report-nothing-to-say = Rien à dire : chaque action a fait ce qu'elle devait.
report-turn-by-turn = Tour par tour
report-turn-jump = Tour { $turn } (le saut)
report-turn-n = Tour { $turn }
report-events = { $events } événements
report-internal = interne
report-color-red = rouge
report-color-yellow = jaune
report-color-green = vert
report-color-blue = bleu
report-color-purple = violet
report-color-none = aucune
## Le nom d'une menace sans spoiler (la première lettre devient une majuscule)
report-spoiler-threat = menace { $zone } du tour { $turn }
report-spoiler-serious-threat = menace grave { $zone } du tour { $turn }
report-spoiler-internal = menace interne du tour { $turn }
report-spoiler-serious-internal = menace interne grave du tour { $turn }
report-fate-destroyed = détruite
report-fate-survived = a survécu
report-fate-ignored = ignorée
report-fate-in-flight = en vol
report-carried = Le vaisseau a commencé cette mission d'une campagne avec des dégâts : { $damage }.
report-carried-squads = { $squads } { $squads ->
        [one] escouade de robots hors service
       *[other] escouades de robots hors service
    }
report-a-mission = Une mission
report-headline-won = Mission accomplie : { $total } points
report-headline-lost-to = Vaisseau perdu face à { $threat }
report-headline-lost = Vaisseau perdu
report-role-communications = officier des communications
report-role-security = chef de la sécurité
report-role-captain = capitaine
report-role-android = androïde
report-damage-of = { $damage } sur { $hit_points }
report-how-it-ended = Comment ça a fini
report-in-the-interceptors = dans les intercepteurs
report-knocked-out-at = { $place }, assommé

## Le message de forum
report-post-played = joué le { $date }
report-post-spoiler-free = Sans spoiler : les cartes menace ne sont pas nommées, seulement leur gravité, leur zone et leur tour.
report-post-no-color = sans couleur
report-post-track = Piste
report-post-trajectories = { $title } ; trajectoires rouge { $red }, blanche { $white }, bleue { $blue }, interne { $internal }
report-post-transcript = **Ce que l'ordinateur de bord a dit**
report-post-what-happened = **Ce qui s'est passé** (le journal court)

## Le vaisseau à la fin
report-svg-label = Le plateau du vaisseau à la fin de la mission
report-svg-squad-disabled = robots { $squad } (hors service)
report-svg-squad-ready = robots { $squad } (prêts)
report-svg-shield = bouclier { $energy }/{ $capacity }
report-svg-reactor = réacteur { $energy }/{ $capacity }
report-svg-damage-doubled = dégâts doublés
report-svg-zone-damage = zone { $zone } : { $tiles ->
        [one] { $tiles } dégât
       *[other] { $tiles } dégâts
    }
report-svg-interceptors-out = dehors avec { $crew }
report-svg-interceptors-docked = à quai
report-svg-supplies = Capsules de carburant { $fuel } · roquettes à bord { $rockets } · intercepteurs { $interceptors } · tour { $turn }

## The report's transcript (app/src/report/html.rs)
report-transcript-heading = Ce que l'ordinateur de bord a dit
report-transcript-time = Temps
report-transcript-announcement = Annonce
