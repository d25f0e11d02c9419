## Les lignes de la feuille de score (words/src/score.rs)
score-line-threat = T{ $turn } { $threat } ({ $zone })
score-line-destroyed = Détruite : { $threat }
score-line-survived = Survécu : { $threat }
score-line-secret-discarded = Carte secrète, défaussée : { $threat }
score-line-ignored = Rapport non confirmé, ignoré : { $threat }
score-line-in-flight-at-jump = Encore en route au saut : { $threat }
score-line-in-flight-at-loss = En route quand le vaisseau a été perdu : { $threat }
score-line-not-yet-arrived = Pas encore arrivée quand le vaisseau a été perdu : { $threat }
score-line-visual-confirmation = Confirmation visuelle
score-line-damage = Dégâts : { $tiles } { $tiles ->
        [one] tuile
       *[other] tuiles
    }, et encore les { $worst } de la zone la plus touchée
score-line-knocked-out = Assommés : { $crew }
score-line-knocked-out-nobody = Assommés : personne
score-line-battlebots = Escouades de robots hors service : { $disabled }
score-line-specialization-basic = { $specialization } ({ $crew }) : { $uses } { $uses ->
        [one] utilisation
       *[other] utilisations
    } de base
score-line-specialization-advanced = { $specialization } ({ $crew }) : { $uses } { $uses ->
        [one] utilisation avancée
       *[other] utilisations avancées
    }
