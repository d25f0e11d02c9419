## El análisis de la misión: por qué salió así.

debrief-heading-chain = Cómo fue destruida la nave
debrief-heading-points = Dónde se perdieron puntos
debrief-heading-no-effect = Lo que no tuvo efecto
debrief-complete-points = MISIÓN CUMPLIDA: { $total } puntos
debrief-complete = MISIÓN CUMPLIDA
debrief-lost = MISIÓN FALLIDA
debrief-nothing = nada
debrief-never-targeted = ningún arma le apuntó nunca
debrief-targeted-once = un arma le apuntó una vez
debrief-targeted-times = las armas le apuntaron { $count } veces
debrief-threat-chain = { $appeared }; { $shots }, y recibió { $damage } de sus { $hit_points } puntos de vida
debrief-shield-absorbs = el escudo absorbe { $amount }
debrief-no-tile-left = no queda ninguna ficha de daño que recibir
debrief-tiles = { $tiles } { $tiles ->
        [one] ficha
       *[other] fichas
    } de daño ({ $names }), { $count } de 6
debrief-tile-count = { $tile }, { $count } de 6
debrief-survived = { $threat } sobrevivió: { $got ->
        [one] { $got } punto
       *[other] { $got } puntos
    } en lugar de { $full } por destruirlo
debrief-confirmation = fase { $phase }: confirmación visual de { $confirming } de { $crew } en el mejor turno: { $got } de { $all } { $all ->
        [one] punto
       *[other] puntos
    }
debrief-in-flight = { $threat } seguía en vuelo en el salto: ningún punto en lugar de { $full } por destruirlo
debrief-most-damaged = la zona { $zone } es la más dañada ({ $tiles } { $tiles ->
        [one] ficha
       *[other] fichas
    }): sus fichas cuentan otra vez
debrief-still-disabled = { $disabled }, y seguía inutilizado al final
debrief-cards-not-played = { $cards ->
        [one] { $cards } carta de { $crew } desde el turno { $turn } no se jugó
       *[other] { $cards } cartas de { $crew } desde el turno { $turn } no se jugaron
    } (inconsciente)
debrief-in-station = en { $station }
debrief-no-effect = { $crew } juega { $action }{ $place }: sin efecto ({ $why })

## A section's heading line
debrief-section = { $heading }:
