## Le journal de bord : une ligne par événement. Les noms des cartes, de l'équipage et les
## symboles d'action (A, B+, ~C, lettres de système) restent tels qu'imprimés.

## Les noms du vaisseau
word-zone-red = rouge
word-zone-white = blanche
word-zone-blue = bleue
word-zone-internal = interne
word-station-upper = { $zone } haute
word-station-lower = { $zone } basse
word-cannon-heavy = canon laser lourd de la zone { $zone }
word-cannon-light = canon laser léger de la zone { $zone }
word-cannon-pulse = canon à impulsion
word-source-rocket = roquette
word-source-interceptors = intercepteurs
word-reactor-central = réacteur central
word-reactor = réacteur de la zone { $zone }
word-shield = bouclier de la zone { $zone }
word-door-red-white = porte rouge-blanche
word-door-white-blue = porte blanche-bleue
word-tile-structural = structure
word-tile-gravolift = gravitolift
word-tile-upper-cannon = canon supérieur
word-tile-lower-cannon = canon inférieur
word-tile-shield = bouclier
word-tile-reactor = réacteur
word-step-appear = apparition des menaces
word-step-actions = actions
word-step-damage = dégâts
word-step-threats = menaces
word-step-end-of-turn = fin du tour

## Morceaux de lignes
log-card-falls-off = la carte { $card } tombe du plateau
log-heroic-bonus = +{ $bonus } héroïque
log-heroic-move = déplacement héroïque
log-heroic = héroïque
log-by-gravolift = par le gravitolift de la zone { $zone }
log-ignoring-shields = en ignorant les boucliers

## Pourquoi une action est restée sans effet
log-no-effect-in-blue = déjà dans la zone bleue
log-no-effect-in-red = déjà dans la zone rouge
log-no-effect-in-white = déjà dans la zone blanche
log-no-effect-in-station = déjà dans cette station
log-no-effect-system-broken = le système est en panne à cause d'un dysfonctionnement
log-no-effect-cannon-fired = le canon a déjà tiré ce tour
log-no-effect-no-energy = pas d'énergie dans le réacteur
log-no-effect-no-fuel = plus de capsule de carburant
log-no-effect-full = déjà plein
log-no-effect-nothing-to-transfer = pas d'énergie à transférer
log-no-effect-interceptors-need-squad = les intercepteurs demandent une escouade de robots active
log-no-effect-interceptors-out = les intercepteurs sont déjà sortis
log-no-effect-no-maintenance-due = aucune maintenance de l'ordinateur n'est due ce tour
log-no-effect-computer-maintained = l'ordinateur est déjà entretenu
log-no-effect-leads-squad = mène déjà une escouade de robots active
log-no-effect-no-squad-stored = aucune escouade de robots n'est rangée ici
log-no-effect-no-rockets = plus de roquettes
log-no-effect-rocket-launched = une roquette a déjà été lancée ce tour
log-no-effect-leads-no-squad = ne mène aucune escouade de robots
log-no-effect-squad-disabled = l'escouade de robots est hors service
log-no-effect-no-intruder = aucun intrus dans cette station
log-no-effect-knocked-out = assommé
log-no-effect-out-of-reach = l'intrus ici est hors de portée
log-no-effect-door-sealed = une porte scellée bloque le passage
log-no-effect-phased-out = le dysfonctionnement est déphasé, hors de portée

## Pourquoi un plateau est retardé
log-delay-returned = retour des intercepteurs
log-delay-tripped = Oups, j'ai trébuché
log-delay-damaged-gravolift = gravitolift endommagé
log-delay-gravolift-in-use = gravitolift déjà utilisé ce tour
log-delay-slowing-intruder = entré dans une station tenue par un intrus qui ralentit
log-delay-threat-action = l'action d'une menace
log-delay-computer = l'ordinateur n'a pas été entretenu
log-delay-still-in-space = toujours dehors dans les intercepteurs

## Actions doubles
log-half-battlebots = robots
log-half-red-arrow = flèche rouge
log-half-blue-arrow = flèche bleue
log-half-gravolift = gravitolift
log-half-lost-launched = la première moitié a lancé les intercepteurs
log-half-lost-knocked-out = la première moitié les a assommés
log-half-lost-past-last-turn = retardé au-delà du tour 12 par la première moitié : { $why }

## Portée des intercepteurs, escouades, menaces blessées
log-range-flew-out = C : une portée plus loin
log-range-no-card = pas de carte : une portée plus près
log-range-card-delayed = une carte inutilisable : une portée plus près, la carte attend
log-squad-sabotaged = sabotée dans son rangement
log-squad-fired-back = l'intrus riposte
log-squad-leader-spared = un médecin a évité à son chef d'être assommé
log-hurt-repaired-everywhere = réparé dans toutes ses stations à la fois
log-hurt-explosion = pris dans l'explosion
log-hurt-own-action = sa propre action
log-hurt-repaired-alone = un seul membre d'équipage l'a réparé ce tour
log-hurt-repaired-with-bots = réparé par un membre d'équipage menant des robots actifs

## Pourquoi un membre d'équipage est assommé
log-ko-deadly-station = entré en { $station }, rendue mortelle par { $threat }
log-ko-threat-action = action de { $threat }
log-ko-destroyed-it = a détruit { $threat }
log-ko-destroyed-beside = { $threat } a été détruit à côté
log-ko-flew-into = a foncé avec les intercepteurs dans { $threat }
log-ko-ultrafast-return = a emmené les intercepteurs au-delà de la portée 3 (retour ultrarapide)
log-ko-out-at-jump = encore dehors à portée { $range } au saut
log-ko-poisoned = empoisonné par { $threat }

## Pourquoi le vaisseau a été détruit
log-loss-seventh-damage = la zone { $zone } a subi un septième dégât
log-loss-threat = { $threat } détruit le vaisseau
log-loss-a-threat = une menace détruit le vaisseau

## L'équipage
log-moved = { $crew } va de { $from } à { $to }
log-delayed = { $crew } est retardé à partir du tour { $turn } ({ $why })
log-tripped = { $crew } dit « Oups, j'ai trébuché » et exécute { $action }
log-no-effect = { $crew } joue { $action } : sans effet ({ $why })
log-fired = { $crew } tire avec le { $cannon } (puissance { $strength })
log-energy-moved = { $crew } transfère { $amount } énergie du { $from } au { $to }
log-energy-flows = { $amount } énergie passe du { $from } au { $to }
log-refuelled = { $crew } utilise une capsule de carburant : réacteur central +{ $amount }
log-maintained = { $crew } entretient l'ordinateur
log-rocket-launched = { $crew } lance une roquette
log-squad-taken = { $crew } prend l'escouade de robots { $squad }
log-squad-reactivated = { $crew } réactive l'escouade de robots { $squad }
log-squad-disabled = l'escouade de robots { $squad } est hors service ({ $why })
log-interceptors-launched = { $crew } décolle dans les intercepteurs
log-interceptors-stay = { $crew } reste dehors dans les intercepteurs
log-interceptors-returned = { $crew } revient des intercepteurs en rouge haute
log-interceptors-range = { $crew } pilote les intercepteurs de la portée { $from } à la portée { $to } ({ $why })
log-double-played = { $crew } joue l'action double { $double } ({ $first }, puis { $second })
log-half-delayed = { $crew } est retardé ({ $why }) : la seconde moitié { $half } passe au tour { $turn } comme action simple
log-half-lost = la seconde moitié { $half } de { $crew } est perdue ({ $why })
log-confirmed = { $crew } effectue la confirmation visuelle
log-repaired = { $crew } répare { $threat } (système { $system }, { $amount ->
        [one] { $amount } point
       *[other] { $amount } points
    })
log-bots-attack = les robots de { $crew } attaquent { $threat } en { $station } ({ $amount ->
        [one] { $amount } dégât
       *[other] { $amount } dégâts
    })
log-knocked-out = { $crew } est assommé ({ $why })

## Les menaces
log-appears-internal = { $threat } apparaît (interne, case { $space })
log-appears = { $threat } apparaît en zone { $zone } (case { $space })
log-ignored = { $threat } est un rapport non confirmé et est ignoré (moins de 5 joueurs)
log-hurt = { $threat } subit { $amount ->
        [one] { $amount } dégât
       *[other] { $amount } dégâts
    } ({ $why })
log-targeted = le { $source } vise { $threat } (puissance { $strength })
log-targeted-plural = les { $source } visent { $threat } (puissance { $strength })
log-rocket-missed = la roquette ne trouve pas de cible et est perdue
log-no-target = le { $source } ne trouve pas de cible
log-no-target-plural = les { $source } ne trouvent pas de cible
log-damaged = { $threat } reçoit { $total }, bouclier { $shield }, { $taken ->
        [one] { $taken } dégât
       *[other] { $taken } dégâts
    }, { $left ->
        [one] { $left } restant
       *[other] { $left } restants
    }
log-destroyed-by = { $threat } est détruit par { $crew }
log-destroyed = { $threat } est détruit
log-moves-past-end = { $threat } passe de la case { $from } au-delà de la fin de sa trajectoire
log-threat-moves = { $threat } passe de la case { $from } à la case { $to }
log-acts = { $threat } effectue son action { $square }
log-change-heal = { $threat } répare { $amount ->
        [one] { $amount } dégât
       *[other] { $amount } dégâts
    }
log-change-speed-up = { $threat } accélère de { $amount }
log-change-shield-up = { $threat } bouclier +{ $amount }
log-change-set-shield = { $threat } bouclier passe à { $amount }
log-change-revealed = { $threat } se révèle
log-change-cryoshield-gone = le cryobouclier de { $threat } absorbe les dégâts et disparaît
log-change-fires-back = { $threat } grandit : désormais il riposte
log-change-hit-points = { $threat } a maintenant { $amount ->
        [one] { $amount } point
       *[other] { $amount } points
    } de vie
log-change-passed-xy = { $threat } passe une case d'action
log-change-shield-down = le mégabouclier de { $threat } faiblit : bouclier -{ $amount }
log-change-phased-out = { $threat } se déphase : rien ne l'atteint avant qu'il ne revienne
log-change-phased-in = { $threat } revient en phase : il agit ce tour avec ses valeurs entre crochets
log-called = { $caller } appelle { $threat } : il entre sur la trajectoire { $zone } à la fin de cette étape
log-call-forestalled = { $caller } n'a jamais appelé { $threat } : il compte aussi comme détruit
log-jumped = { $threat } saute de la zone { $from } à la zone { $to }
log-jump-blocked = { $threat } ne peut pas sauter : la trajectoire { $to } est plus courte que sa case
log-carrier-weakened = les intercepteurs sont sortis : l'attaque de { $threat } est plus faible de { $amount }
log-lasers-halved = { $threat } est polarisé : les { $lasers } des lasers comptent pour { $counted }
log-intruder-moves = { $threat } va de { $from } à { $to }
log-spread = { $threat } s'étend à { $station }
log-survived = { $threat } quitte sa trajectoire : il a survécu
log-attack = { $threat } attaque la zone { $zone } avec une puissance de { $strength }
log-damage-doubled = { $threat } double désormais les dégâts de la zone { $zone }
log-damage-doubling-ended = { $threat } a disparu : les dégâts de la zone { $zone } ne sont plus doublés
log-stations-deadly = { $threat } rend { $stations } mortelles : qui y entre ensuite est assommé
log-boost-shield = { $threat } donne +1 bouclier à chaque menace externe tant qu'il n'est pas détruit
log-boost-attack = { $threat } donne +1 attaque à chaque autre menace externe tant qu'il n'est pas détruit

## Le vaisseau
log-shield-absorbed = le bouclier de la zone { $zone } absorbe { $amount }
log-tile-drawn = la zone { $zone } reçoit une tuile de dégât : { $tile }
log-energy-drained = le { $container } perd { $amount } énergie
log-fuel-destroyed = { $amount ->
        [one] { $amount } capsule de carburant détruite
       *[other] { $amount } capsules de carburant détruites
    }
log-rocket-destroyed = une roquette à bord est détruite
log-rocket-advanced = la roquette continue : elle frappe au prochain tour
log-computer-maintained = contrôle de l'ordinateur : l'ordinateur a été entretenu
log-computer-not-maintained = contrôle de l'ordinateur : l'ordinateur n'a pas été entretenu, tout l'équipage à bord est retardé
log-turn-ended = les canons et les gravitolifts sont de nouveau libres
log-phase-ended = fin de la phase { $phase } ; meilleure confirmation visuelle : { $confirming ->
        [one] { $confirming } membre
       *[other] { $confirming } membres
    }
log-ship-destroyed-by = LE VAISSEAU EST DÉTRUIT par { $threat } : { $why }
log-ship-destroyed = LE VAISSEAU EST DÉTRUIT : { $why }
log-jumped-hyperspace = le vaisseau saute dans l'hyperespace
log-turn-begins = début du tour { $turn }

## Afflictions
log-poisoned = { $crew } est empoisonné par { $threat }
log-infected = { $crew } est infecté par { $threat }
log-drones-placed = { $threat } place des drones toxiques en { $stations }
log-mine-laid = { $threat } pose une mine en { $station }
log-mines-detonated = les mines de { $threat } explosent
log-sabotaged = { $threat } sabote le système { $system } en { $station }
log-sabotage-repaired = { $crew } répare le système { $system } saboté en { $station }
log-host-found = { $threat } s'attache à { $crew }

## The New Frontier
log-starts-in = { $threat } s'installe en { $station }
log-inaccessible = { $threat } est difficile à atteindre : { $wasted ->
        [one] { $wasted } point du travail de { $crew } perdu
       *[other] { $wasted } points du travail de { $crew } perdus
    } ce tour
log-finish-needs-energy = { $crew } ne peut pas achever { $threat } : le { $reactor } est vide
log-shields-off = les boucliers n'absorbent plus ({ $threat })
log-shields-reversed = les boucliers sont inversés : leur énergie renforce chaque attaque ({ $threat })
log-shields-restored = les boucliers fonctionnent à nouveau ({ $threat } a disparu)
log-shield-joins-attack = le bouclier inversé de la zone { $zone } ajoute ses { $amount } énergie à l'attaque
log-door-sealed = la { $door } est scellée ({ $threat })
log-door-reopened = la { $door } se rouvre ({ $threat } a disparu)
log-optics-disrupted = l'optique de la zone { $zone } est perturbée : ses lasers ont besoin d'aide au ciblage ({ $threat })
log-optics-restored = l'optique de la zone { $zone } fonctionne à nouveau ({ $threat } a disparu)
log-shot-blind = le { $source } tire à l'aveugle : sans aide au ciblage, il ne touche rien
log-short-circuit = le tir du canon laser lourd central fait un court-circuit ({ $threat })
log-repeats = { $crew } est retardé et rejouera la carte du tour { $turn }
log-displaced = { $crew } est projeté de { $from } à { $to } ({ $threat })
log-discarded = { $threat } est défaussé : il ne rapporte rien
log-intruder-blocked = { $threat } ne peut pas aller de { $from } à { $to } : une porte scellée

## Spécialisations ; $card est le titre d'une carte tel qu'imprimé
log-sp-no-effect-lower-deck = elle ne fonctionne que sur le pont supérieur
log-sp-no-effect-upper-deck = elle ne fonctionne que sur le pont inférieur
log-sp-no-effect-not-now = elle ne fonctionne qu'en blanche basse, au tour 10 ou 11
log-sp-no-effect-not-both-cannons = les deux canons doivent pouvoir tirer, donc aucun ne tire
log-sp-no-effect-remote-cannot-finish = une réparation à distance ne peut pas retirer le dernier point de vie d'un dysfonctionnement
log-sp-no-effect-nobody-to-teleport = les jetons de téléportation ne déplacent personne
log-sp-no-effect-white-zone = la zone blanche n'a pas de zone opposée
log-sp-no-effect-no-squad = ne mène aucune escouade de robots
log-sp-no-effect-nothing-to-repair = aucune tuile de dégât dans cette zone
log-sp-no-effect-cannot-fly = il faut une escouade de robots active, hors de bleue basse
log-sp-no-effect-cannon-malfunction = un dysfonctionnement bloque le canon
log-sp-no-effect-no-malfunction = aucun dysfonctionnement dans cette station
log-sp-no-effect-already-prepared = le canon est déjà préparé
log-sp-specialization = spécialisation
log-sp-advanced = avancée
log-sp-basic = de base
log-sp-used = { $crew } joue la carte { $card } ({ $face })
log-sp-no-effect = carte { $card } de { $crew } : sans effet ({ $why })
log-sp-medic-heroic = le Médecin { $medic } rend héroïque l'action de { $crew } ce tour
log-sp-special-ops-heroic = la prochaine action A, B ou robots de { $crew } sera héroïque (Opérations spéciales)
log-sp-heroic-used = l'action de { $crew } est héroïque ({ $card })
log-sp-medic-guards = { $crew } garde sa station : personne n'y sera assommé ce tour
log-sp-protection-started = { $crew } est protégé par Opérations spéciales jusqu'à ce que son action soit jouée
log-sp-protection-ended = la protection Opérations spéciales de { $crew } prend fin avec son action
log-sp-not-knocked-out = { $crew } n'est pas assommé ({ $why })
log-sp-not-delayed = { $crew } n'est pas retardé ({ $why })
log-sp-protected-by-special-ops = protégé par Opérations spéciales
log-sp-guarded-by-medic = gardé par le Médecin { $medic }
log-sp-temporary-shields = { $crew } dresse des boucliers temporaires jusqu'à la fin du tour : rouge +{ $red }, blanche +{ $white }, bleue +{ $blue }
log-sp-temporary-absorbed = le bouclier temporaire de la zone { $zone } absorbe { $amount }
log-sp-temporary-drained = le bouclier temporaire de la zone { $zone } perd { $amount }
log-sp-threats-slowed = { $crew } ralentit les menaces externes : elles avancent d'une case de moins ce tour
log-sp-mission-shortened = { $crew } prépare un saut anticipé : la mission se termine après le tour { $turn }
log-sp-cannon-prepared = { $crew } prépare le { $cannon } pour son prochain tir
log-sp-preparation-used = la préparation du { $cannon } est consommée
log-sp-pulse-extended = { $crew } étend le canon à impulsion : puissance 1 une bande plus loin ce tour
log-sp-double-rocket = { $crew } lance deux roquettes comme une seule (puissance 5)
log-sp-confirmed-as-three = { $crew } effectue une confirmation visuelle qui compte pour trois membres
log-sp-remote-repaired = { $crew } répare { $threat } à distance en { $station } ({ $amount ->
        [one] { $amount } point
       *[other] { $amount } points
    })
log-sp-tile-repaired = les robots de { $crew } réparent le dégât { $tile } de la zone { $zone } : la tuile passe sous la pile
log-sp-teleports-self = { $crew } se téléporte de { $from } à { $to }
log-sp-teleports = { $by } téléporte { $crew } de { $from } à { $to }

## Le journal de bord lisible et sa feuille de score
log-report-turn = Tour { $turn }
log-report-nothing-in-particular = rien en particulier
log-report-lost = MISSION PERDUE : le vaisseau a été détruit par { $threat } ({ $why }). Pas de score.
log-report-complete = MISSION ACCOMPLIE
log-report-not-counted = Non compté (le vaisseau a été perdu) :
log-report-total = TOTAL
log-report-no-score-by = PAS DE SCORE : le vaisseau a été détruit par { $threat }
log-report-no-score = PAS DE SCORE : le vaisseau a été détruit

## How the log's parts are joined (the language's punctuation: French puts a no-break space
## before : ; ? !)
log-line = T{ $turn } { $step } : { $text }
log-then = { $first } ; { $then }
log-step-heading = { $step } :
log-sp-spared-by = { $spared } : { $guard }
