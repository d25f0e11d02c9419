# Cartes de menace maison (ticket 38.3) : les fichiers de cartes choisis à la préparation et le concepteur de cartes.

homebrew-heading = Cartes de menace maison ({ $chosen } { $chosen ->
    [one] fichier
   *[other] fichiers
} dans les pioches)
homebrew-design = Concevoir une carte de menace
homebrew-none = Pas encore de fichier de cartes dans le dossier de l'équipage.
homebrew-path = Fichier de cartes
homebrew-choose = Ajouter aux pioches
homebrew-edit = Modifier { $file } dans le concepteur
designer-edit = Modifier

designer-title = Concepteur de cartes de menace
designer-field-id = Identifiant
designer-field-name = Nom
designer-field-set = Boîte
designer-field-kind = Type
designer-field-severity = Gravité
designer-field-color = Couleur
designer-field-shield = Bouclier
designer-field-hit-points = Points de vie
designer-field-speed = Vitesse
designer-field-points = Points
designer-field-stations = Stations
designer-field-destroyed = Une fois détruite
designer-field-traits = Traits
designer-field-text = Règles en clair
designer-kind-intruder = intrus
designer-kind-malfunction = panne { $system }
designer-own-points = Points propres
designer-points-survived = Survécue
designer-points-destroyed = Détruite
designer-ends-mission = Son Z met fin à la mission
designer-add = Ajouter…
designer-add-phrase = Ajouter une expression à { $field }
designer-needs = { $field } : la carte en a besoin
designer-problems = Ce qui ne va pas dans la carte
designer-rules = Les règles de la carte
designer-scenario = Scénario d'essai
designer-scenario-zone = Zone
designer-scenario-trajectory = Trajectoire
designer-scenario-turn = Apparaît au tour
designer-scenario-actions = Actions de l'équipage
designer-scenario-actions-hint = La rangée d'actions d'un membre d'équipage, comme l'écrit un fichier de partie ("< A A B A") ; vide : l'équipage ne fait rien.
designer-outcome-damage = Dégâts : rouge { $red }, blanc { $white }, bleu { $blue }
designer-file-name = Nom du fichier
designer-save = Enregistrer dans le dossier de l'équipage
designer-load-path = Fichier de cartes à charger
designer-load = Charger
designer-overwrite-ask = Un fichier de cartes de ce nom est déjà dans le dossier de l'équipage. Le remplacer ?
designer-overwrite = Le remplacer
designer-keep = Le garder
designer-fix-first = Non enregistré : corrigez d'abord ce qui ne va pas dans la carte.
designer-bad-file-name = Non enregistré : « { $name } » n'est pas un nom de fichier (pas de dossier, pas de point au début).
designer-no-folder = Non enregistré : cette machine n'a pas de dossier pour les fichiers de l'équipage.
designer-saved = Enregistré dans { $path }. Cochez-le sous « Cartes de menace maison » à la préparation pour le jouer.
designer-not-saved = Non enregistré dans { $path } : { $error }
designer-loaded = { $card } chargée depuis { $path }.
designer-empty-file = Ce fichier de cartes ne contient aucune carte.
