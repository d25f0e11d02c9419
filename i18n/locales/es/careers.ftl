## Área `careers` (ver i18n/src/lib.rs): el sistema de experiencia de la expansión.

## Preparación: el explorador de cada tripulante
careers-explorer = Explorador
careers-explorer-of = Explorador del jugador { $player }
careers-no-explorer = ningún explorador
careers-explorer-label = { $name } (nivel { $level }, { $status })
careers-status-cloning = acepta clonación
careers-status-hardcore = hardcore
careers-status-dead = muerto
careers-new-explorer = Nuevo explorador
careers-new-explorer-open = Nuevo explorador…
careers-name-hint = nombre
careers-refuse-cloning = Rechaza la clonación
careers-refuse-cloning-tooltip = Hardcore: se salta las casillas punteadas de cada nivel y muere con la nave
careers-create = Crear explorador
careers-open = Exploradores
careers-open-tooltip = Nivel, XP, logros, clones y partidas de cada explorador; gastar puntos de especialización
careers-made = El explorador { $name } ya está en el cuaderno de bitácora
careers-no-log = Este equipo no tiene cuaderno de bitácora para guardar exploradores
careers-problem-dead = { $name } murió (rechazó la clonación) y no puede volver a volar
careers-problem-unspent = { $name } tiene { $points ->
    [one] un punto de especialización
   *[other] { $points } puntos de especialización
} por gastar antes de partir (página Exploradores)
careers-problem-twice = { $name } ocupa dos asientos
careers-problem-missing = el explorador de { $name } no está en el cuaderno de bitácora

## La hoja de puntuación
careers-card-heading = Carreras
careers-card-xp = { $name }: +{ $xp } XP (partida { $run }, logros { $achievements })
careers-card-level-up = , ¡sube al nivel { $level }!
careers-card-died = { $name } murió con la nave
careers-card-clone = { $name } perdió un clon: sin XP
careers-card-ticked = { $name } (marcado)
careers-card-tick = Marcar logros de { $name }
careers-card-tick-line = { $name } ({ $category }, { $xp } XP)
careers-card-training = Una prueba o una simulación: no da nada
careers-card-campaign = La campaña es una sola partida: su XP y sus logros llegan al final

## La página de exploradores
careers-page-title = Exploradores
careers-back = Volver a la preparación  [Esc]
careers-page-none = Aún no hay exploradores: crea uno en la preparación
careers-page-dead = Muerto: rechazó la clonación y la nave fue destruida
careers-page-cloning = Acepta la clonación; { $clones ->
        [one] { $clones } clon usado
       *[other] { $clones } clones usados
    }
careers-page-hardcore = Hardcore: rechaza la clonación
careers-page-level = Nivel { $level }: { $boxes } de { $of } casillas ({ $xp } XP en total)
careers-page-consent = Aceptar la clonación
careers-page-consent-tooltip = Para siempre: no se puede volver a hardcore
careers-page-xp-over-time = XP a lo largo del tiempo
careers-page-runs-axis = partidas
careers-page-xp-axis = XP
careers-page-specializations = Especializaciones
careers-page-none-learned = ninguna aprendida
careers-page-specialization = { $name } { $level }
careers-page-unspent = { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } por gastar antes de la próxima partida
careers-page-choose = elegir
careers-page-learn-which = Siguiente nivel de especialización de { $name }
careers-page-learn = Aprender
careers-page-achievements = Logros ({ $count })
careers-page-earned = { $name } ({ $xp } XP)
careers-page-earned-ticked = { $name } ({ $xp } XP, marcado por la tripulación)
careers-page-runs = Partidas ({ $count })
careers-page-kind-mission = misión
careers-page-kind-campaign = campaña
careers-page-kind-training = entrenamiento
careers-page-run-xp = +{ $xp } XP, puntuación { $score }
careers-page-run-clone = perdida: un clon usado
careers-page-run-died = perdida: murió
careers-page-run-training = sin XP (entrenamiento)

## Categorías de logros
careers-category-missions = Misiones
careers-category-campaigns = Campañas
careers-category-social = Social
careers-category-close-calls = Por los pelos
careers-category-hot-shots = Ases
careers-category-expert = Experto
careers-category-addiction = Adicción
