# Los guiones de misión de la comunidad (cadenas de código Flash, XML de mkalus): importarlos y
# exportarlos, en la línea de órdenes y en la app (docs/formats.md §13).

## Qué está mal en un guion. Delante va el lugar (`archivo:línea:columna: elemento: `).
import-empty = El guion está vacío: no hay nada que leer.
import-empty-item = No hay nada entre estas dos comas: un elemento es una hora y un código.
import-bad-time = «{ $time }» no es una hora: minutos y luego dos cifras de segundos, como 130 para 1:30.
import-unknown-code = «{ $code }» no es un código del reproductor Flash (AL, UR, ID, DT, CS o PE).
import-bad-turn = «{ $turn }» no es un turno: una amenaza aparece en los turnos 1 a 8.
import-bad-threat = «{ $found }» no es un tipo de amenaza: T (amenaza), ST (amenaza grave), IT (amenaza interna) o SIT (amenaza interna grave).
import-bad-zone = «{ $found }» no es una zona: una amenaza externa llega por la zona R (roja), W (blanca) o B (azul).
import-zone-on-internal = Una amenaza interna no tiene zona, pero la sigue «{ $found }».
import-bad-seconds = «{ $found }» no es una duración: las comunicaciones caen al menos un segundo entero.
import-phase-order = «{ $found }» termina una fase, pero la siguiente en terminar es la fase { $expected }.
import-phase-count = { $count ->
    [one] El guion tiene una fase: una pista tiene dos (una prueba) o tres.
   *[other] El guion tiene { $count } fases: una pista tiene dos (una prueba) o tres.
}
import-not-xml = Esto no es XML que la app sepa leer: { $reason }
import-unexpected-element = Un <{ $found }> donde corresponde un <{ $expected }>.
import-missing-attribute = Falta el atributo «{ $attribute }».
import-bad-value = { $attribute }="{ $found }": se esperaba { $expected }.
import-expected-milliseconds = un número entero de milisegundos
import-expected-turn = un turno del 1 al 8
import-after-phase = Esto empieza después del final de su fase.

## Lo que un guion exportado no puede decir.
import-approx-name = El formato no tiene nombre de misión: al leerla de nuevo, se llama como su archivo.
import-approx-kind = El formato no dice el tipo de pista: al leerla de nuevo, es una «{ $kind }».
import-approx-soundtrack = El formato no tiene archivo de banda sonora: suena la banda sonora generada.
import-approx-modules = El formato no dice los módulos: al leerla de nuevo, solo una pista que anuncia una amenaza externa y una interna en el mismo turno es una pista de acciones dobles.

## La línea de órdenes.
import-written = { $file }: la misión «{ $name }» está escrita.
import-no-track = { $file }: no se escribió ninguna pista.

## «Abrir una misión» en la pantalla de preparación.
import-open = Abrir una misión
import-open-hover = Una pista de misión: nuestro YAML, una cadena de código del reproductor Flash o una misión XML
import-open-title = Abrir una misión
import-opened = «{ $name }» abierta desde { $file }.
import-open-failed = No se pudo abrir esta misión:

## Ayuda de la línea de órdenes.
about-import = Leer un guion de misión de la comunidad (cadena de código del reproductor Flash o misión XML) como pista
help-import-script = El guion que leer: su formato se reconoce por el contenido
help-import-output = Escribir la pista (YAML) en este archivo en lugar de la salida estándar
help-import-format = El formato del guion, si no debe reconocerse por el contenido
about-export = Escribir una pista como guion de misión de la comunidad (cadena de código del reproductor Flash o misión XML)
help-export-track = Un archivo de pista, o una pista incluida por su nombre de archivo o su nombre (`mission-1`, "Mission 1")
help-export-format = El formato que escribir
help-export-output = Escribir el guion en este archivo en lugar de la salida estándar
