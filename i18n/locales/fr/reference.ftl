# L'aide-mémoire des règles : chaque carte de menace, les étapes de la phase de résolution, les
# décisions du projet ; le journal et le débriefing l'ouvrent à l'entrée qu'une ligne applique.
reference-title = Aide-mémoire des règles
reference-tab-cards = Cartes de menace
reference-tab-round = Phase de résolution
reference-tab-rulings = Décisions
reference-search-hint = identifiant, nom ou mots des règles
reference-link = règles
reference-link-hover = Ouvrir l'aide-mémoire à ce que cette ligne applique
reference-nothing-found = Rien ne correspond à la recherche.
reference-rulings-note = Les décisions sont les réponses du projet aux questions que le livret de règles laisse ouvertes ; elles sont tenues en anglais, dans RULINGS.md.
reference-round-intro = Après la phase d'action, l'équipage rejoue ses plateaux tour par tour : douze tours (sept pour un essai), chacun en cinq étapes, puis un dernier tour et le saut.
reference-step-appear = Une menace annoncée pour ce tour entre sur la première case de sa trajectoire ; une menace interne prend aussi sa place dans le vaisseau.
reference-step-actions = L'équipage agit l'un après l'autre, le capitaine d'abord, puis autour de la table. Une menace interne touchée par l'équipage subit ses dégâts aussitôt.
reference-step-damage = Tout ce qui a tiré sur des menaces externes ce tour-ci frappe ensemble : les canons, la roquette lancée au tour précédent, les intercepteurs. Le bouclier d'une menace retire autant de dégâts.
reference-step-threats = Chaque menace sur une trajectoire avance de sa vitesse, dans l'ordre d'apparition, et fait ce que dit chaque case X, Y ou Z qu'elle passe.
reference-step-end-of-turn = Ascenseurs et canons sont à nouveau libres. Après les tours 2, 5 et 9, l'ordinateur est vérifié : sans maintenance, la prochaine action de chaque membre d'équipage est retardée. Après les tours 3, 7 et 12, une phase se termine et sa confirmation visuelle est comptée.
reference-turn-13 = Tour 13 : aucune action de l'équipage. Une roquette lancée au tour 12 frappe encore, les intercepteurs reviennent, les menaces avancent une fois de plus, puis le vaisseau saute et la mission est comptée.
