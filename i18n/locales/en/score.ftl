## The score card's lines (words/src/score.rs): the engine gives each line as data.
# A threat on the card: its turn, its card's name (as printed) and its zone.
score-line-threat = T{ $turn } { $threat } ({ $zone })
score-line-destroyed = Destroyed: { $threat }
score-line-survived = Survived: { $threat }
score-line-secret-discarded = Secret card, discarded: { $threat }
score-line-ignored = Unconfirmed report, ignored: { $threat }
score-line-in-flight-at-jump = Still in flight at the jump: { $threat }
score-line-in-flight-at-loss = In flight when the ship was lost: { $threat }
score-line-not-yet-arrived = Not yet arrived when the ship was lost: { $threat }
score-line-visual-confirmation = Visual confirmation
score-line-damage = Damage: { $tiles } { $tiles ->
        [one] tile
       *[other] tiles
    }, and the worst zone's { $worst } again
score-line-knocked-out = Knocked out: { $crew }
score-line-knocked-out-nobody = Knocked out: nobody
score-line-battlebots = Battlebot squads disabled: { $disabled }
score-line-specialization-basic = { $specialization } ({ $crew }): { $uses } basic { $uses ->
        [one] use
       *[other] uses
    }
score-line-specialization-advanced = { $specialization } ({ $crew }): { $uses } advanced { $uses ->
        [one] use
       *[other] uses
    }
