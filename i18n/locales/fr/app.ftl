## La fenêtre de l'application : libellés, boutons, infobulles et messages de chaque écran.

## Le choix de la langue
language-label = Langue
language-system = Langue du système ({ $language })
language-tooltip = La langue de l'application et des téléphones de l'équipage. Appliquée aussitôt.
