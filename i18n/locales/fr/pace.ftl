## Area `pace` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.
## Le tempo, « répéter », la transcription des annonces et l'école de pilotage.

## Le tempo sur l'écran de préparation
pace-tempo-label = Tempo
pace-tempo-normal = 1x (le CD)
pace-tempo-chip = Tempo { $tempo }
pace-tempo-normal-hint = Le tempo du CD : la phase d'action d'une mission dure 10:00
pace-tempo-slower-hint = Chaque instant de la piste { $tempo } plus tard : une phase d'action de 10:00 dure { $length } ; la voix garde sa vitesse

## Répéter la dernière annonce
pace-repeat = Répéter
pace-repeating = Répétition : { $words }
pace-repeat-silent = Pas de son à répéter ; l'annonce était : { $words }

## La transcription à la fin de la phase d'action
pace-transcript = Transcription : { $count } annonces
pace-transcript-tempo = Transcription : { $count } annonces, au tempo { $tempo }
pace-shortcut-repeat = Répéter la dernière annonce (l'horloge de la mission l'attend)

## L'école de pilotage sur l'écran de préparation
school-heading = École de pilotage
school-about = Guidé et sans chrono : après chaque annonce l'horloge attend et l'écran dit quoi faire.
school-card-title = École de pilotage · { $lesson }
school-begin = Commencer  [Entrée]
school-continue = Continuer  [Entrée]

school-lesson-1 = 1 · Premier vol d'essai
school-lesson-2 = 2 · Second vol d'essai
school-lesson-3 = 3 · Simulation
school-lesson-4 = 4 · Simulation avancée
school-lesson-5 = 5 · Première mission

school-introduces-1 = Deux phases, des menaces ordinaires hors du vaisseau ; données entrantes et transferts de données
school-introduces-2 = La même chose, plus vite : une menace arrive juste après le changement de phase
school-introduces-3 = Trois phases ; menaces graves, rapports non confirmés, communications coupées
school-introduces-4 = Des menaces dans le vaisseau : les robots de combat et les intercepteurs contre elles
school-introduces-5 = Une vraie mission : tout, avec les actions héroïques et la confirmation visuelle

school-briefing-1 = Ce vol a deux phases au lieu de trois et seulement des menaces ordinaires hors du vaisseau. Chacun tient cinq cartes action pour la première phase et les pose face cachée sur les tours 1 à 3 de son plateau d'action : la moitié du haut est l'action. Parlez autant que vous voulez, mais ne montrez jamais vos cartes. Après chaque annonce l'horloge s'arrête ici et cet écran dit quoi faire.
school-briefing-2 = Encore un vol de deux phases. Planifiez tour par tour ensemble : qui tire avec quel canon, qui envoie l'énergie aux boucliers. Vous pouvez finir une phase plus tôt en prenant vos cartes suivantes ; vos tours précédents sont alors fixés.
school-briefing-3 = Trois phases maintenant : tours 1-3, 4-7 et 8-12. Les menaces graves frappent plus fort et encaissent plus. Un rapport non confirmé ne compte qu'à cinq joueurs. Quand les communications sont coupées, personne ne parle.
school-briefing-4 = Des menaces apparaissent maintenant dans le vaisseau : intrus et pannes. Combattez les intrus avec les robots de combat (activez une escouade avec C là où elle est, puis attaquez avec la moitié robot) ; réparez les pannes avec l'action du système qu'elles bloquent.
school-briefing-5 = Une mission complète : les cartes action héroïques et la confirmation visuelle (C au poste blanc inférieur) s'ajoutent. C'est la première mission du CD ; ensuite, jouez les missions sans l'école.

## Ce que veut dire une annonce et quoi faire maintenant
school-start = La phase d'action a commencé. Prenez vos cinq cartes de la première phase et planifiez les tours 1 à 3 ensemble : dites ce que vous comptez faire, posez face cachée.
school-threat-external = Une menace apparaît au tour { $turn }. { $who } tire la carte externe { $serious ->
        [yes] grave
       *[no] ordinaire
    } du dessus (l'appli montre celle qu'elle a tirée) et la pose à côté de la trajectoire { $zone } avec le jeton { $turn }. Soyez prêts dès le tour { $turn } : tirez avec les canons de sa zone, gardez les boucliers chargés.
school-threat-internal = Une menace apparaît dans le vaisseau au tour { $turn }. { $who } tire la carte interne { $serious ->
        [yes] grave
       *[no] ordinaire
    } du dessus (l'appli montre celle qu'elle a tirée) et la pose à côté de la trajectoire interne avec le jeton { $turn }. Décidez qui va l'affronter dès le tour { $turn }.
school-ignored = Un rapport non confirmé n'est une menace que pour un équipage de cinq. Vous êtes { $crew } : ignorez-le et ne tirez rien.
school-incoming = Données entrantes : chaque joueur peut piocher { $each ->
        [one] une carte action
       *[other] { $each } cartes action
    } dans la pioche.
school-transfer = Transfert de données : chaque joueur peut donner une carte (pas une héroïque) à un autre, de la main à la main, avant la fin du compte à rebours.
school-comms-down = Les communications sont coupées : personne ne parle ni ne montre du doigt jusqu'à « communications rétablies ». Continuez à planifier en silence.
school-comms-restored = Vous pouvez reparler : dites aux autres ce que vous avez prévu.
school-warning = { $seconds ->
        [60] Une minute
       *[other] Vingt secondes
    } de temps de mission restent dans cette phase : finissez d'en planifier les tours ; les cartes qui y seront à la fin sont vos actions.
school-phase-end = La phase { $phase } est finie : ses cartes sont fixées. Prenez vos cartes de la phase suivante, ajoutez-les aux autres et planifiez les tours { $turns }.
school-round-over = La phase d'action est finie. Saisissez maintenant chaque plateau d'action et regardez l'ordinateur de bord les résoudre tour par tour.
