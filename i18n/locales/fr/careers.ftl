## Zone `careers` (voir i18n/src/lib.rs) : le système d'expérience de l'extension.

## Préparation : l'explorateur de chaque membre d'équipage
careers-explorer = Explorateur
careers-explorer-of = Explorateur du joueur { $player }
careers-no-explorer = aucun explorateur
careers-explorer-label = { $name } (niveau { $level }, { $status })
careers-status-cloning = clonage accepté
careers-status-hardcore = hardcore
careers-status-dead = mort
careers-new-explorer = Nouvel explorateur
careers-new-explorer-open = Nouvel explorateur…
careers-name-hint = nom
careers-refuse-cloning = Refuse le clonage
careers-refuse-cloning-tooltip = Hardcore : saute les cases pointillées de chaque niveau et meurt avec le vaisseau
careers-create = Créer l'explorateur
careers-open = Explorateurs
careers-open-tooltip = Niveau, XP, succès, clones et missions de chaque explorateur ; dépenser les points de spécialisation
careers-made = L'explorateur { $name } est inscrit au journal de bord
careers-no-log = Cet ordinateur n'a pas de journal de bord pour garder les explorateurs
careers-problem-dead = { $name } est mort (a refusé le clonage) et ne peut plus voler
careers-problem-unspent = { $name } doit dépenser { $points ->
    [one] un point de spécialisation
   *[other] { $points } points de spécialisation
} avant le départ (page Explorateurs)
careers-problem-twice = { $name } occupe deux places
careers-problem-missing = l'explorateur de { $name } n'est pas dans le journal de bord

## La feuille de score
careers-card-heading = Carrières
careers-card-xp = { $name } : +{ $xp } XP (partie { $run }, succès { $achievements })
careers-card-level-up = , passe au niveau { $level } !
careers-card-died = { $name } est mort avec le vaisseau
careers-card-clone = { $name } a perdu un clone : pas d'XP
careers-card-ticked = { $name } (coché)
careers-card-tick = Cocher des succès pour { $name }
careers-card-tick-line = { $name } ({ $category }, { $xp } XP)
careers-card-training = Un essai ou une simulation : ne rapporte rien
careers-card-campaign = La campagne est une seule partie : XP et succès à sa fin

## La page des explorateurs
careers-page-title = Explorateurs
careers-back = Retour à la préparation  [Échap]
careers-page-none = Pas encore d'explorateur : créez-en un à la préparation
careers-page-dead = Mort : a refusé le clonage et le vaisseau a été détruit
careers-page-cloning = Accepte le clonage ; { $clones ->
        [one] { $clones } clone utilisé
       *[other] { $clones } clones utilisés
    }
careers-page-hardcore = Hardcore : refuse le clonage
careers-page-level = Niveau { $level } : { $boxes } cases sur { $of } ({ $xp } XP en tout)
careers-page-consent = Accepter le clonage
careers-page-consent-tooltip = Définitif : impossible de redevenir hardcore
careers-page-xp-over-time = XP au fil du temps
careers-page-runs-axis = parties
careers-page-xp-axis = XP
careers-page-specializations = Spécialisations
careers-page-none-learned = aucune apprise
careers-page-specialization = { $name } { $level }
careers-page-unspent = { $points ->
        [one] { $points } point
       *[other] { $points } points
    } à dépenser avant le prochain départ
careers-page-choose = choisir
careers-page-learn-which = Prochain niveau de spécialisation de { $name }
careers-page-learn = Apprendre
careers-page-achievements = Succès ({ $count })
careers-page-earned = { $name } ({ $xp } XP)
careers-page-earned-ticked = { $name } ({ $xp } XP, coché par l'équipage)
careers-page-runs = Parties ({ $count })
careers-page-kind-mission = mission
careers-page-kind-campaign = campagne
careers-page-kind-training = entraînement
careers-page-run-xp = +{ $xp } XP, score { $score }
careers-page-run-clone = perdue : un clone utilisé
careers-page-run-died = perdue : mort
careers-page-run-training = pas d'XP (entraînement)

## Catégories de succès
careers-category-missions = Missions
careers-category-campaigns = Campagnes
careers-category-social = Social
careers-category-close-calls = De justesse
careers-category-hot-shots = As
careers-category-expert = Expert
careers-category-addiction = Addiction
