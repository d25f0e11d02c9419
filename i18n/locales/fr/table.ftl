# À la table pendant la manche et autour (ticket 39) : offres à la préparation, la carte tirée,
# l'âge de l'annonce, la palette des plateaux.

setup-recover-explained = Les plateaux d'une mission jamais inscrite au journal de bord ont été gardés (l'application s'est fermée avant l'enregistrement).
setup-recover = Les résoudre et les enregistrer
setup-first-start = Nouvel équipage ? Commencez par l'école de pilotage : guidée, sans chrono, une chose à la fois.
setup-first-lesson = Faire la première leçon

mission-said-ago = Dit il y a { $seconds } s
mission-said = Dernière annonce : { $caption }

boards-full = Le plateau de { $name } est plein : les 12 cases ont une carte (« Annuler » reprend la dernière)
