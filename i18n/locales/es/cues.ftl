## cues (es): audio/voices/phrases/es.tsv
cue-begin_first_phase = Alerta. Actividad enemiga detectada. Comiencen la primera fase.
cue-alert = Alerta.
cue-unconfirmed_report = Informe no confirmado.
cue-time_t_plus_1 = Tiempo T más uno.
cue-time_t_plus_2 = Tiempo T más dos.
cue-time_t_plus_3 = Tiempo T más tres.
cue-time_t_plus_4 = Tiempo T más cuatro.
cue-time_t_plus_5 = Tiempo T más cinco.
cue-time_t_plus_6 = Tiempo T más seis.
cue-time_t_plus_7 = Tiempo T más siete.
cue-time_t_plus_8 = Tiempo T más ocho.
cue-threat = Amenaza.
cue-serious_threat = Amenaza grave.
cue-internal_threat = Amenaza interna.
cue-serious_internal_threat = Amenaza interna grave.
cue-zone_red = Zona roja.
cue-zone_white = Zona blanca.
cue-zone_blue = Zona azul.
cue-repeat = Repito.
cue-incoming_data = Datos entrantes.
cue-data_transfer = Transferencia de datos. Cinco, cuatro, tres, dos, uno. Transferencia completa.
cue-communications_down = Comunicaciones caídas.
cue-communications_restored = Comunicaciones restablecidas.
cue-first_phase_ends_in_1_minute = La primera fase termina en un minuto.
cue-first_phase_ends_in_20_seconds = La primera fase termina en veinte segundos.
cue-second_phase_ends_in_1_minute = La segunda fase termina en un minuto.
cue-second_phase_ends_in_20_seconds = La segunda fase termina en veinte segundos.
cue-operation_ends_in_1_minute = La operación termina en un minuto.
cue-operation_ends_in_20_seconds = La operación termina en veinte segundos.
cue-first_phase_ends = La primera fase termina en cinco, cuatro, tres, dos, uno.
cue-second_phase_begins = Comienza la segunda fase.
cue-second_phase_ends = La segunda fase termina en cinco, cuatro, tres, dos, uno.
cue-third_phase_begins = Comienza la tercera fase.
cue-operation_ends = La operación termina en cinco, cuatro, tres, dos, uno. Misión cumplida. Salto al hiperespacio.

## The words the mission screen shows one by one while a countdown is spoken, and the
## announcement for an unconfirmed report the crew's size ignores.
cue-ignored-report = Informe no confirmado: ignorado con { $crew } tripulantes.
cue-count = { $n ->
    [1] Uno
    [2] Dos
    [3] Tres
    [4] Cuatro
   *[5] Cinco
}
cue-data_transfer-head = Transferencia de datos.
cue-data_transfer-tail = Transferencia completa.
cue-first_phase_ends-head = La primera fase termina en
cue-second_phase_ends-head = La segunda fase termina en
cue-operation_ends-head = La operación termina en
cue-operation_ends-tail = Misión cumplida. Salto al hiperespacio.
