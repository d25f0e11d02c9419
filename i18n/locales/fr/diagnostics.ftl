# Diagnostics des fichiers de partie, des pistes et des cartes maison : le problème après sa place.
diag-not-utf8 = pas du texte UTF-8 : l'octet { $byte } ne peut ni commencer ni continuer un caractère (enregistrez le fichier en UTF-8)
diag-missing = `{ $key }` manque
diag-unknown-threat = menace inconnue `{ $key }` : ni un identifiant ni un nom de carte du catalogue (voir `sitting-duck threats`)
diag-ambiguous-threat = `{ $name }` désigne plusieurs cartes ({ $ids }) : utilisez l'identifiant de la carte
diag-space = case { $space } : { $problem }
diag-too-many-actions = { $count } actions : un plateau a 12 cases
diag-token-unknown-specialization = carte action inconnue `{ $token }` : une carte de spécialisation s'écrit S, S+, S:X ou S+:X (X parmi A B C R < > ^, ou une double comme A>)
diag-token-unknown = `{ $token }` n'est pas une carte action : attendu l'un de A B C R < > ^ . A* B* R* @UR @UW @UB @LR @LW @LB ou ~X
diag-token-same-halves = `{ $token }` : aucune carte double action ne porte `{ $half }` deux fois (seules les flèches vont par paires : << >>)
diag-yaml-key-twice = `{ $key }` est donné deux fois
diag-yaml-a-key-twice = une clé est donnée deux fois
diag-yaml-too-deep = le fichier est trop imbriqué pour être un fichier Sitting Duck
diag-yaml-too-many-anchors = le fichier a trop d'alias ou d'ancres pour être un fichier Sitting Duck
diag-yaml-too-many-documents = le fichier contient trop de documents pour être un fichier Sitting Duck
diag-yaml-too-large = le fichier est trop grand pour être un fichier Sitting Duck
diag-yaml-too-many-aliases = trop d'alias (`*name`) : écrivez les valeurs en entier
diag-yaml-unknown-anchor = un alias (`*name`) ne désigne aucune ancre (`&name`)
diag-yaml-documents = plus d'un document YAML (`---`) : un fichier en contient un
diag-yaml-eof = le fichier s'arrête au milieu d'une valeur
diag-yaml-not-utf8 = le fichier n'est pas du texte UTF-8
diag-yaml-not-finite = `{ $value }` se lit comme un nombre qui n'est pas fini : mettez le texte entre guillemets, ou écrivez un nombre entier
diag-yaml-null-text = rien (`~` ou null) là où un texte est attendu : écrivez la valeur
diag-yaml-tab = une tabulation : YAML indente uniquement avec des espaces
diag-yaml-indentation = l'indentation ne s'aligne pas : les clés d'un même dictionnaire, et les `-` d'une même liste, commencent à la même colonne
diag-yaml-missing-colon = une ligne sans `:` : écrivez `clé: valeur`
diag-yaml-unclosed-quote = un guillemet qui n'est jamais fermé : terminez le texte par le même guillemet
diag-yaml-after-quote = du texte après le guillemet fermant : mettez toute la valeur entre les guillemets
diag-yaml-escape = une séquence `\` inconnue entre guillemets doubles : écrivez `\\`, ou utilisez des guillemets simples
diag-yaml-unclosed = `{ $open }` n'est jamais fermé : terminez-le par `{ $close }`
diag-yaml-mismatched = `{ $open }` est fermé par `{ $close }` : fermez-le par `{ $wanted }`
diag-yaml-in-brackets = dans `[ ]` ou `{"{"} {"}"}` : séparez les valeurs par des virgules et fermez les crochets
diag-yaml-reserved = une valeur ne peut pas commencer par { $character } : mettez la valeur entre guillemets
diag-yaml-directive = une directive YAML (une ligne qui commence par `%`) : les fichiers de Sitting Duck n'en ont pas, supprimez-la
diag-yaml-marker-in-quote = `---` ou `...` en début de ligne dans un texte entre guillemets termine le document : indentez cette ligne
diag-yaml-reader = erreur de syntaxe YAML : { $words }
diag-players = { $players } joueurs : attendu de 1 à 5
diag-no-board = trajectoire { $number } : les trajectoires sont numérotées de 1 à 7
diag-board-twice = la trajectoire { $board } est utilisée deux fois ({ $first } et { $second }) : les quatre trajectoires doivent différer
diag-no-crew = l'équipage est vide
diag-crew-count = { $humans ->
        [one] { $humans } membre
       *[other] { $humans } membres
    } d'équipage pour { $players } joueurs : une entrée par joueur (androïdes marqués `android: true`)
diag-too-many-figures = { $figures } figurines : le vaisseau en accueille { $max } au plus (joueurs et androïdes)
diag-captains = { $count } capitaines : un équipage a un capitaine au plus
diag-no-name = un membre d'équipage a besoin d'un nom
diag-name-control = le nom `{ $name }` contient un caractère de contrôle
diag-name-twice = deux membres d'équipage s'appellent `{ $name }`
diag-color-twice = la couleur `{ $color }` est prise deux fois
diag-threat-turn = tour { $turn } : les menaces apparaissent aux tours 1 à 8
diag-wrong-zone-internal = { $name } ({ $id }) est une menace interne mais est placée en zone { $zone }
diag-wrong-zone-external = { $name } ({ $id }) est une menace externe mais est placée en zone { $zone }
diag-slot-taken = une deuxième menace à T+{ $turn } en zone { $zone }
diag-card-twice = { $name } ({ $id }) est tirée deux fois : la pioche contient un exemplaire de chaque carte
# Les vérifications plus rares de la mise en place (words/src/diagnostic/rules.rs).
diag-androids-none = { $androids ->
    [one] { $androids } androïde
   *[other] { $androids } androïdes
} avec { $players } { $players ->
        [one] joueur
       *[other] joueurs
    } : seuls 2 joueurs (avec 2 androïdes) ou 3 joueurs (avec 1) prennent des androïdes
diag-androids-count = { $androids ->
    [one] { $androids } androïde
   *[other] { $androids } androïdes
} avec { $players } joueurs : { $players } joueurs prennent { $take ->
    [one] { $take } androïde
   *[other] { $take } androïdes
} (ou jouent sans)
diag-expansion-card = { $name } ({ $id }) est une carte de { $set } : jouez-la avec le module des nouvelles menaces (`modules: [new-threats]`)
diag-call-missing-internal = { $name } ({ $id }) fait venir une menace interne : nommez la carte tirée pour elle (`calls:`)
diag-call-missing-external = { $name } ({ $id }) fait venir une menace externe : nommez la carte tirée pour elle (`calls:`)
diag-calls-nothing = { $name } ({ $id }) ne fait venir aucune menace : retirez `calls:` (ou ses cartes en trop)
diag-called-kind-internal = { $caller } fait venir une menace interne, pas { $name } ({ $id })
diag-called-kind-external = { $caller } fait venir une menace externe, pas { $name } ({ $id })
diag-tile-twice = `{ $tile }` deux fois : chaque zone a une tuile de chaque sorte
diag-carried-tile-twice = `{ $tile }` reporté deux fois : chaque zone a une tuile de chaque sorte
diag-drawn-tile-carried = `{ $tile }` est reporté d'une mission précédente : la zone { $zone } ne peut pas le tirer à nouveau
diag-disabled-squads = { $count } escouades de robots de combat hors service : le vaisseau en a 2
diag-squad-station = l'escouade de robots de combat utilisable commence en LR ou UB, pas { $station }
diag-card-on-board = case { $space } : `{ $token }` { $problem }
diag-double-without-module = { $name }, tour { $turn } : `{ $action }` est une action double, jouée seulement avec le module des actions doubles (ajoutez `modules: [double-actions]`)
diag-squad-choice = une station de départ pour l'escouade utilisable demande exactement 1 escouade hors service, pas { $disabled }
diag-specialist-module-off = `{ $word }` : les spécialisations demandent le module (`modules: [specializations]`)
diag-specialist-taken = { $specialization } est pris deux fois : deux membres d'équipage ne partagent pas une spécialisation
diag-teleport-not-teleporter = les jetons de téléportation appartiennent à l'entrée du Téléporteur
diag-teleport-nobody = un jeton de téléportation sur le membre d'équipage { $member }, qui n'est pas dans l'équipage
diag-card-module-off = est une carte de spécialisation : elle demande le module (`modules: [specializations]`)
diag-card-no-specialist = est une carte de spécialisation, mais ce membre d'équipage n'a aucune spécialisation
diag-card-heroic = est une carte héroïque : avec les spécialisations l'équipage n'a pas de cartes héroïques
diag-card-advanced-at-level-1 = est la face avancée : la carte { $specialization } de niveau 1 n'a que sa face de base (`S`)
diag-card-too-many-two = est une carte { $specialization } de trop : le niveau { $level } donne deux utilisations par mission
diag-card-too-many-one = est une carte { $specialization } de trop : le niveau { $level } donne une utilisation par mission
diag-card-second-advanced = est une deuxième utilisation avancée de { $specialization } : le niveau 3 donne une utilisation de base et une de base ou avancée
diag-card-medic-companion = est une carte de Médecin avec une autre carte : seul un mouvement simple (<, > ou ^) peut partager sa case
diag-card-no-companion = met une deuxième carte avec la carte { $specialization } : seule une carte de Médecin (avec un mouvement) ou les Opérations spéciales avancées (avec toute carte) partagent sa case
diag-card-special-ops-alone = est Opérations spéciales avancées seule : elle protège la carte avec laquelle elle partage sa case (écrivez `S+:X`)
diag-card-double-without-module = contient une action double, jouée seulement avec le module des actions doubles (ajoutez `modules: [double-actions]`)
# Un mot que le champ ne connaît pas (les mots attendus sont ceux du fichier).
diag-or = { $rest } ou { $last }
diag-unknown-color = couleur inconnue `{ $word }` : attendu { $expected }
diag-unknown-zone = zone inconnue `{ $word }` : attendu { $expected }
diag-unknown-damage-tile = tuile de dégâts inconnue `{ $word }` : attendu { $expected }
diag-unknown-station = station inconnue `{ $word }` : attendu { $expected }
diag-unknown-module = module inconnu `{ $word }` : attendu { $expected }
diag-no-crew-member = aucun membre d'équipage ne s'appelle `{ $name }`
# Pistes de mission (words/src/diagnostic/track.rs). Les mots du fichier (`incoming-data`,
# `mission`, les noms des champs, les listes après « attendu ») restent tels qu'écrits.
diag-track-found-null = null
diag-track-found-bool = `{ $value }`
diag-track-found-number = le nombre { $number }
diag-track-found-text = `{ $text }`
diag-track-found-list = une liste
diag-track-found-mapping = un tableau associatif
diag-track-expected-mapping = attendu un tableau associatif (clé : valeur), trouvé : { $found }
diag-track-expected-key-name = une clé doit être un nom, trouvé : { $found }
diag-track-expected-time = attendu une heure : des secondes entières (225) ou "m:ss" ("3:45"), trouvé : { $found }
diag-track-expected-name = attendu le nom de la piste, trouvé : { $found }
diag-track-expected-soundtrack = attendu le chemin d'un fichier audio ou null, trouvé : { $found }
diag-track-expected-events = attendu une liste d'événements, trouvé : { $found }
diag-track-expected-modules = attendu une liste de modules, comme [double-actions], trouvé : { $found }
diag-track-expected-phases = attendu une liste de fins de phase, comme ["3:45", "7:30", "10:00"], trouvé : { $found }
diag-track-expected-blackout = attendu la durée de la coupure en secondes entières, trouvé : { $found }
diag-track-expected-turn = attendu un tour de 1 à 8, trouvé : { $found }
diag-track-expected-flag = attendu true ou false, trouvé : { $found }
diag-track-not-a-word = attendu l'un de : { $expected }, trouvé : { $found }
diag-track-unknown-kind = type de piste inconnu { $found }, attendu l'un de : { $expected }
diag-track-unknown-event-type = type d'événement inconnu { $found }, attendu l'un de : { $expected }
diag-track-unknown-zone = zone inconnue { $found }, attendu l'une de : { $expected }
diag-track-unknown-module = module inconnu { $found } : attendu { $expected }
diag-track-module-twice = le module `{ $module }` figure deux fois dans la liste
diag-track-unknown-field = champ inconnu `{ $field }`, attendu l'un de : { $expected }
diag-track-missing-field = il manque le champ `{ $field }`
diag-track-missing-type = il manque le champ `type` (l'un de : { $expected })
diag-track-does-not-apply = `{ $field }` ne s'applique pas aux événements de type { $event }
diag-track-needs-seconds = un événement comms-down a besoin de `seconds`, la durée de la coupure
diag-track-needs-turn = une menace a besoin de `turn` (1 à 8)
diag-track-needs-zone = une menace a besoin de `zone` (red, white, blue ou internal)
diag-track-phase-count = une piste de type `{ $kind }` a { $phases } phases, mais { $given ->
    [one] { $given } fin de phase est donnée
   *[other] { $given } fins de phase sont données
}
diag-track-phase-too-late = la phase { $phase } finit à { $end }, après { $longest } : une piste dure au plus 30 minutes
diag-track-phase-not-after = la phase { $phase } finit à { $end }, pas après la fin de la phase { $before } ({ $previous }) : les fins de phase doivent croître
diag-track-phase-too-short = la phase { $phase } dure { $length } ; une phase dure au moins { $min } pour que son avertissement d'une minute vienne après l'annonce précédente
# Les annonces des messages de chevauchement ; la première lettre du message est mise en majuscule.
diag-track-start-announcement = l'annonce de départ
diag-track-warning-minute = l'avertissement d'une minute de la phase { $phase } à { $at }
diag-track-warning-seconds = l'avertissement de vingt secondes de la phase { $phase } à { $at }
diag-track-countdown = le compte à rebours de la phase { $phase } à partir de { $at }
diag-track-event-threat = l'annonce de menace à { $at } (events[{ $index }])
diag-track-event-incoming-data = l'annonce « données entrantes » à { $at } (events[{ $index }])
diag-track-event-data-transfer = le transfert de données à { $at } (events[{ $index }])
diag-track-event-comms-down = la coupure des communications à { $at } (events[{ $index }])
diag-track-starts-while-running = { $starts } commence alors qu'une autre annonce est en cours ({ $running }, jusqu'à { $until }) : les annonces ne doivent pas se chevaucher
diag-track-runs-into = { $runs } dure jusqu'à { $until } et empiète sur l'annonce suivante ({ $into }) : les annonces ne doivent pas se chevaucher
diag-track-no-such-turn = le tour { $turn } n'existe pas : les menaces apparaissent aux tours 1 à { $last }
diag-track-turn-outside-phase = une menace au tour { $turn } est annoncée en phase { $phase } (à { $at }) : les menaces de la phase { $phase } nomment les tours { $first } à { $last }
diag-track-no-threats-in-phase = une menace est annoncée en phase { $phase } (à { $at }) : la phase { $phase } n'a pas de menaces
diag-track-shared-turn = une deuxième menace au tour { $turn } (la première est events[{ $first }]) : seule une piste à actions doubles (`modules: [double-actions]`) annonce deux menaces pour un tour
diag-track-second-external = une deuxième menace externe au tour { $turn } (la première est events[{ $first }], zone { $zone }) : un tour a au plus une menace externe et une interne
diag-track-same-turn-and-zone = une deuxième menace au tour { $turn } en zone { $zone } (la première est events[{ $first }]) : au plus une menace par tour et par zone
diag-track-unsorted = les événements doivent être triés par heure : { $at } vient avant l'événement précédent (events[{ $previous }] à { $previous_at })
diag-track-after-the-end = { $at } n'est pas dans la mission, qui finit à { $end }
diag-track-empty-blackout = une coupure des communications dure au moins 1 seconde
# Les champs d'un fichier de partie (words/src/diagnostic/field.rs) : ce qu'un champ prend, ce qu'il contient.
diag-found-null = rien (null)
diag-found-text = le texte "{ $text }"
diag-field-expected = attendu : { $wants }, trouvé : { $found }
diag-field-expected-number-quoted = attendu : { $wants }, trouvé : { $found } (les nombres s'écrivent sans guillemets)
diag-field-expected-flag-quoted = attendu : { $wants }, trouvé : { $found } (écrivez true ou false, sans guillemets)
diag-field-expected-mapping = attendu un tableau associatif de { $keys }, trouvé : { $found }
diag-field-key-not-name = une clé doit être un nom, trouvé : { $found }
diag-field-unknown = champ inconnu : attendu l'un de { $expected }
diag-field-missing-players = il manque `players` (1 à 5)
diag-field-missing-crew = il manque `crew` : une entrée par joueur (et par androïde)
diag-field-missing-trajectories = il manque `trajectories` : {"{"} red: N, white: N, blue: N, internal: N {"}"}
diag-field-missing-trajectory = il manque la trajectoire `{ $zone }`
diag-field-missing-token-name = il manque `{ $key }` : le nom d'un membre d'équipage
diag-unknown-specialization = spécialisation inconnue `{ $text }` : écrivez une spécialisation et un niveau de 1 à 3, comme `medic 2` ({ $expected })
diag-wants-players = le nombre de joueurs (1 à 5)
diag-wants-seed = un nombre entier de 0 à 18446744073709551615
diag-wants-mission-name = le nom de la mission
diag-wants-module-list = une liste de noms de modules
diag-wants-module = un nom de module
diag-wants-crew-list = une liste de membres d'équipage
diag-wants-color = une couleur
diag-wants-board = les cartes du plateau, en texte
diag-wants-specialization = une spécialisation et un niveau (`medic 2`)
diag-wants-member-name = le nom du membre d'équipage
diag-wants-token-name = le nom d'un membre d'équipage
diag-wants-trajectory = une trajectoire (1 à 7)
diag-wants-threat-list = une liste de menaces
diag-wants-turn = un tour (1 à 8)
diag-wants-zone = une zone (red, white, blue ou internal)
diag-wants-card = l'identifiant ou le nom d'une carte de menace
diag-wants-damage-zone = une zone
diag-wants-tile-list = une liste de tuiles de dégâts
diag-wants-tile = une tuile de dégâts
diag-wants-squads = un nombre d'escouades de robots de combat (0 à 2)
diag-wants-station = une station (LR ou UB)
diag-wants-flag = true ou false
# Un champ d'une carte maison que le lecteur YAML refuse (words/src/diagnostic/field.rs).
diag-card-field-unknown = champ inconnu `{ $field }`, attendu l'un de { $expected }
diag-card-field-missing = il manque le champ `{ $field }`
diag-card-field-invalid = attendu : { $wants }
diag-card-field-type = attendu : { $wants }, trouvé : { $found }
diag-card-wants-text = du texte
diag-card-wants-card = une carte (un tableau associatif de ses champs)
diag-card-wants-whole = un nombre entier de { $min } à { $max }
diag-card-wants-other = type { $words }
# Les mots et les règles d'une carte maison (words/src/diagnostic/field.rs ; les mots attendus sont ceux du fichier).
diag-unknown-card-kind = type inconnu `{ $word }` : attendu { $expected }
diag-unknown-card-set = édition inconnue `{ $word }` : attendu { $expected }
diag-unknown-severity = gravité inconnue `{ $word }` : attendu { $expected }
diag-card-rule-color-and-colour = `color` et `colour` sont donnés tous les deux : ne gardez que `color`
diag-card-rule-colour-deprecated = avertissement : `colour` est obsolète, écrivez `color` (lu comme `color`)
diag-card-rule-missing-color = il manque le champ `color` (white, yellow ou red)
diag-card-rule-needs-stations = une carte interne a besoin de `stations`
diag-card-rule-parity-stations = `station-by-turn-parity` a besoin de deux stations (tour impair, tour pair)
diag-card-rule-external-stations = une carte externe n'a pas de stations
diag-card-rule-hit-points = les points de vie doivent valoir au moins 1
diag-card-rule-speed = la vitesse doit valoir au moins 1
diag-card-rule-shield = seules les menaces externes ont des boucliers
diag-card-rule-missing-action = il manque `{ $action }` : chaque carte a des actions X, Y et Z (écrivez [] pour aucune)
diag-card-rule-empty-z = l'action Z ne peut pas être vide
diag-card-rule-points = les points sont [survie, destruction], survie peut être null
diag-card-rule-duplicate-id = l'identifiant de carte `{ $id }` existe déjà
# A homebrew card's effect or trait phrase (words/src/diagnostic/phrase.rs). The phrase, its
# words and the lists after "expected" are the file's own and stay as written.
diag-phrase-empty-effect = effet vide
diag-phrase-empty-trait = trait vide
diag-phrase-unknown-effect = effet inconnu `{ $word }` (voir missions/threats/README.md)
diag-phrase-unknown-trait = trait inconnu `{ $word }` (voir missions/threats/README.md)
diag-phrase-needs = `{ $phrase }` demande { $wants }
diag-phrase-wants-number = un nombre
diag-phrase-wants-station-code = un code de station
diag-phrase-wants-station-codes = des codes de station
diag-phrase-wants-zones = une ou plusieurs zones
diag-phrase-wants-zone-or-all = une zone ou all
diag-phrase-not-a-number = `{ $phrase }` : `{ $word }` n'est pas un nombre
diag-phrase-unexpected = `{ $phrase }` : mot inattendu `{ $word }`
diag-phrase-unexpected-expected = `{ $phrase }` : mot inconnu `{ $word }` (attendu { $expected })
diag-unknown-target = cible inconnue `{ $word }` : attendu { $expected }
diag-phrase-no-crew = quel équipage ? attendu { $expected } ou un code de station
diag-phrase-unknown-crew = équipage inconnu `{ $word }` : attendu { $expected } ou un code de station
diag-phrase-all-except = équipage inconnu `{ $word }` : attendu `all-except-` suivi d'un code de station ({ $expected })
diag-phrase-usage = s'écrit `{ $usage }`
diag-phrase-missing-then = `{ $usage }` : il manque `then`
diag-phrase-bracket-place = `{ $phrase }` : un crochet `[value]` suit le mot qu'il remplace
diag-phrase-bracket-word = `{ $phrase }` : un crochet s'écrit en un seul mot, `[value]`
diag-phrase-needs-intruder = `{ $phrase }` déplace un intrus : le type de la carte doit être `intruder`
diag-phrase-needs-stations = `{ $phrase }` demande les stations de la menace : une carte externe n'en a pas
diag-phrase-needs-internal = `{ $phrase }` est une action de menace interne : la carte doit être interne
diag-phrase-needs-external = `{ $phrase }` agit sur les trajectoires ou les boucliers des menaces externes : la carte doit être externe
diag-phrase-needs-trajectory = `{ $phrase }` demande une trajectoire des zones du vaisseau : la carte doit être externe
diag-phrase-not-on-destruction = `{ $phrase }` est une action X/Y/Z, pas un effet de destruction (sous destroyed : knock-out-destroyer, knock-out-host, knock-out-in, damage-others, attack-per-passed-space)
diag-phrase-on-destruction = `{ $phrase }` a lieu quand la menace est détruite : placez-le sous `destroyed`
diag-phrase-trait-of-internal = `{ $phrase }` est un trait des menaces internes
diag-phrase-trait-of-external = `{ $phrase }` est un trait des menaces externes
diag-phrase-trait-of-intruders = `{ $phrase }` est un trait des intrus
diag-phrase-trait-of-malfunctions = `{ $phrase }` est un trait des pannes

## A diagnostic's field and its problem, after the place `file:line:col: ` (which stays as
## tools read it)
diag-field-says = { $field } : { $problem }

## A zone's `damage_tiles` listing more tiles than it drew (a warning: the game resolves)
diag-tiles-not-drawn = indique { $listed } { $listed ->
    [one] tuile
   *[other] tuiles
} mais la zone a subi { $drawn } { $drawn ->
        [one] dégât
       *[other] dégâts
    } : { $tiles } non piochées

## A card drawn for a track's announcements that does not fit them (the boards screen)
diag-draw-count = { $announced ->
        [one] { $announced } menace annoncée
       *[other] { $announced } menaces annoncées
    } mais { $drawn ->
        [one] { $drawn } carte donnée
       *[other] { $drawn } cartes données
    }
diag-draw-mismatch = T+{ $turn } { $zone } : { $card } est une menace { $drawn }, mais l'annonce était une menace { $announced }
