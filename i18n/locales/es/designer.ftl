# Cartas de amenaza caseras (incidencia 38.3): los archivos de cartas elegidos en la preparación y el diseñador de cartas.

homebrew-heading = Cartas de amenaza caseras ({ $chosen } { $chosen ->
    [one] archivo
   *[other] archivos
} en los mazos)
homebrew-design = Diseñar una carta de amenaza
homebrew-none = Todavía no hay archivos de cartas en la carpeta de la tripulación.
homebrew-path = Archivo de cartas
homebrew-choose = Añadir a los mazos
homebrew-edit = Editar { $file } en el diseñador
designer-edit = Editar

designer-title = Diseñador de cartas de amenaza
designer-field-id = Identificador
designer-field-name = Nombre
designer-field-set = Caja
designer-field-kind = Tipo
designer-field-severity = Gravedad
designer-field-color = Color
designer-field-shield = Escudo
designer-field-hit-points = Puntos de vida
designer-field-speed = Velocidad
designer-field-points = Puntos
designer-field-stations = Estaciones
designer-field-destroyed = Al ser destruida
designer-field-traits = Rasgos
designer-field-text = Reglas en palabras
designer-kind-intruder = intruso
designer-kind-malfunction = avería { $system }
designer-own-points = Puntos propios
designer-points-survived = Sobrevivida
designer-points-destroyed = Destruida
designer-ends-mission = Su Z termina la misión
designer-add = Añadir…
designer-add-phrase = Añadir una expresión a { $field }
designer-needs = { $field }: la carta lo necesita
designer-problems = Qué falla en la carta
designer-rules = Las reglas de la carta
designer-scenario = Escenario de prueba
designer-scenario-zone = Zona
designer-scenario-trajectory = Trayectoria
designer-scenario-turn = Aparece en el turno
designer-scenario-actions = Acciones de la tripulación
designer-scenario-actions-hint = La fila de acciones de un miembro de la tripulación, como la escribe un archivo de partida ("< A A B A"); vacía: la tripulación no hace nada.
designer-outcome-damage = Daño: rojo { $red }, blanco { $white }, azul { $blue }
designer-file-name = Nombre del archivo
designer-save = Guardar en la carpeta de la tripulación
designer-load-path = Archivo de cartas que cargar
designer-load = Cargar
designer-overwrite-ask = Ya hay un archivo de cartas con ese nombre en la carpeta de la tripulación. ¿Reemplazarlo?
designer-overwrite = Reemplazarlo
designer-keep = Conservarlo
designer-fix-first = No guardado: corrige primero lo que falla en la carta.
designer-bad-file-name = No guardado: «{ $name }» no es un nombre de archivo (sin carpetas, sin punto al principio).
designer-no-folder = No guardado: esta máquina no tiene carpeta para los archivos de la tripulación.
designer-saved = Guardado en { $path }. Márcalo en «Cartas de amenaza caseras» en la preparación para jugarlo.
designer-not-saved = No guardado en { $path }: { $error }
designer-loaded = { $card } cargada desde { $path }.
designer-empty-file = Ese archivo de cartas no contiene ninguna carta.
