## Las líneas de la puntuación (words/src/score.rs)
score-line-threat = T{ $turn } { $threat } ({ $zone })
score-line-destroyed = Destruida: { $threat }
score-line-survived = Sobrevivida: { $threat }
score-line-secret-discarded = Carta secreta, descartada: { $threat }
score-line-ignored = Informe no confirmado, ignorado: { $threat }
score-line-in-flight-at-jump = Aún en camino en el salto: { $threat }
score-line-in-flight-at-loss = En camino cuando se perdió la nave: { $threat }
score-line-not-yet-arrived = Aún no llegada cuando se perdió la nave: { $threat }
score-line-visual-confirmation = Confirmación visual
score-line-damage = Daño: { $tiles } { $tiles ->
        [one] loseta
       *[other] losetas
    }, y de nuevo las { $worst } de la zona más dañada
score-line-knocked-out = Inconscientes: { $crew }
score-line-knocked-out-nobody = Inconscientes: nadie
score-line-battlebots = Escuadras de robots de combate inutilizadas: { $disabled }
score-line-specialization-basic = { $specialization } ({ $crew }): { $uses } { $uses ->
        [one] uso básico
       *[other] usos básicos
    }
score-line-specialization-advanced = { $specialization } ({ $crew }): { $uses } { $uses ->
        [one] uso avanzado
       *[other] usos avanzados
    }
