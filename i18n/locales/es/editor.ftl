# El editor de misiones (app/src/gui/screens/editor/, app/src/gui/model/editor/).
editor-title = Editor de misiones
editor-back = Volver
editor-undo = Deshacer [Ctrl+Z]
editor-redo = Rehacer [Ctrl+Y]
editor-save = Guardar
editor-file-name = Nombre del archivo
editor-open-copy = Abrir una copia de
editor-new = Una misión nueva
editor-new-name = Nuestra misión
editor-new-file = nuestra-mision
editor-name = Nombre
editor-phase = Fase { $phase }
editor-phase-ends = La fase { $phase } termina a las
editor-add-at = Añadir en { $at }:
editor-play-from = Reproducir desde { $at }
editor-playing = Reproduciendo desde { $from }
editor-stop = Detener
editor-keys = Un clic en la línea de tiempo pone el cursor allí; arrastrar un anuncio lo mueve. Teclas: T, I, D, B añaden en el cursor; Izquierda y Derecha mueven el anuncio elegido un segundo (con Mayús diez); Supr lo borra; P reproduce desde el cursor.
editor-timeline-hint = Un clic pone el cursor aquí
editor-timeline = Línea de tiempo
editor-phones = La tripulación está escribiendo una misión.
editor-selected = Elegido: { $place }
editor-none-selected = Elija un anuncio en la línea de tiempo, o añada uno.
editor-time = Hora
editor-delete = Borrar
editor-turn = Turno
editor-serious = Amenaza grave
editor-unconfirmed = Informe sin confirmar (solo con cinco tripulantes)
editor-blackout-seconds = Apagón, segundos
editor-loads = La misión se carga: ningún problema.
editor-problems = { $count ->
    [one] Un problema: la misión no se cargaría.
   *[other] { $count } problemas: la misión no se cargaría.
}
editor-problem = { $place }: { $reason }
editor-place-event = Fase { $phase } · { $at } · { $what }
editor-place-event-after = Tras el final · { $at } · { $what }
editor-place-phase-end = Final de la fase { $phase }
editor-place-track = La misión
editor-cd-advice = Consejo: las misiones del CD lo hacen de otro modo (no es un error, su misión puede diferir a propósito):
editor-cd-grid = En el CD cada anuncio y cada final de fase cae en una rejilla de 5 segundos.
editor-cd-start = En el CD no se anuncia nada antes de 0:10.
editor-cd-phase-lengths = En el CD la fase 1 dura 205-240 s, la fase 2 215-235 s y la fase 3 140-155 s.
editor-cd-threat-points = En el CD una misión tiene 8 puntos de amenaza (una amenaza normal 1, una grave 2).
editor-cd-unconfirmed = En el CD una misión tiene exactamente un informe sin confirmar, una amenaza normal.
editor-cd-serious = En el CD una misión tiene de 1 a 3 amenazas graves.
editor-cd-internal = En el CD una misión tiene 1 o 2 amenazas internas.
editor-cd-turns = En el CD la fase 1 anuncia los turnos 1-4 y la fase 2 los turnos 5-8, cada turno como mucho una vez, en orden creciente.
editor-cd-adjacent-internal = En el CD las amenazas internas nunca llegan en turnos vecinos, ni en el turno 1 u 8.
editor-cd-per-phase = En el CD las fases 1 y 2 tienen cada una 2-4 amenazas de 3-5 puntos.
editor-cd-zones = En el CD ninguna zona recibe más de dos amenazas externas.
editor-cd-timing = En el CD las amenazas llegan a 25-90 s unas de otras, la primera de la fase 2 a 5-40 s de su inicio y la última de cada fase a 55-160 s de su final.
editor-cd-data = En el CD una misión tiene 2-3 datos entrantes y 3-4 transferencias de datos, y cada fase tiene alguno.
editor-cd-blackouts = En el CD una misión tiene 2-5 apagones de 5-30 s, 45-65 s en total, 20-40 s de ellos en la fase 3, nunca sobre una amenaza.
editor-saved = Guardada: { $path }
editor-ask-overwrite = { $path } ya existe. ¿Sobrescribirlo?
editor-overwrite = Sobrescribirlo
editor-ask-leave = La misión tiene cambios sin guardar. ¿Salir sin guardarlos?
editor-leave = Salir sin guardar
editor-stay = Quedarse
editor-keep-file = Conservar ese archivo
editor-no-folder = Esta aplicación no guarda archivos (no hay carpeta de ajustes): la misión no se puede guardar.
editor-refused-problems = { $count ->
    [one] No guardada: corrija primero el problema, o la preparación no podría cargar la misión.
   *[other] No guardada: corrija primero los { $count } problemas, o la preparación no podría cargar la misión.
}
editor-bad-file-name = No guardada: escriba un nombre de archivo sin / ni \ que no empiece por un punto.
editor-cannot-write = No guardada: { $error }
editor-setup-own = Nuestras misiones
editor-setup-own-mission = Nuestra misión { $name }
editor-setup-open = Misión nueva…
editor-setup-open-tooltip = Escribir una misión propia en el editor de misiones
editor-setup-copy = Editar una copia…
editor-setup-copy-tooltip = La misión elegida, como copia en el editor de misiones
