## Řádky bodování (words/src/score.rs)
score-line-threat = T{ $turn } { $threat } ({ $zone })
score-line-destroyed = Zničeno: { $threat }
score-line-survived = Přežito: { $threat }
score-line-secret-discarded = Tajná karta, odhozena: { $threat }
score-line-ignored = Nepotvrzené hlášení, ignorováno: { $threat }
score-line-in-flight-at-jump = Při skoku stále na cestě: { $threat }
score-line-in-flight-at-loss = Na cestě, když byla loď ztracena: { $threat }
score-line-not-yet-arrived = Ještě nedorazila, když byla loď ztracena: { $threat }
score-line-visual-confirmation = Vizuální potvrzení
score-line-damage = Poškození: { $tiles } { $tiles ->
        [one] destička
        [few] destičky
       *[other] destiček
    } a { $worst } nejpoškozenější zóny znovu
score-line-knocked-out = V bezvědomí: { $crew }
score-line-knocked-out-nobody = V bezvědomí: nikdo
score-line-battlebots = Vyřazené čety bitevních robotů: { $disabled }
score-line-specialization-basic = { $specialization } ({ $crew }): { $uses }× základní strana
score-line-specialization-advanced = { $specialization } ({ $crew }): { $uses }× pokročilá strana
