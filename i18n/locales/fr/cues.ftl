## cues (fr): audio/voices/phrases/fr.tsv
cue-begin_first_phase = Alerte. Activité ennemie détectée. Commencez la première phase.
cue-alert = Alerte.
cue-unconfirmed_report = Rapport non confirmé.
cue-time_t_plus_1 = Temps T plus un.
cue-time_t_plus_2 = Temps T plus deux.
cue-time_t_plus_3 = Temps T plus trois.
cue-time_t_plus_4 = Temps T plus quatre.
cue-time_t_plus_5 = Temps T plus cinq.
cue-time_t_plus_6 = Temps T plus six.
cue-time_t_plus_7 = Temps T plus sept.
cue-time_t_plus_8 = Temps T plus huit.
cue-threat = Menace.
cue-serious_threat = Menace grave.
cue-internal_threat = Menace interne.
cue-serious_internal_threat = Menace interne grave.
cue-zone_red = Zone rouge.
cue-zone_white = Zone blanche.
cue-zone_blue = Zone bleue.
cue-repeat = Je répète.
cue-incoming_data = Données entrantes.
cue-data_transfer = Transfert de données. Cinq, quatre, trois, deux, un. Transfert terminé.
cue-communications_down = Communications coupées.
cue-communications_restored = Communications rétablies.
cue-first_phase_ends_in_1_minute = Fin de la première phase dans une minute.
cue-first_phase_ends_in_20_seconds = Fin de la première phase dans vingt secondes.
cue-second_phase_ends_in_1_minute = Fin de la deuxième phase dans une minute.
cue-second_phase_ends_in_20_seconds = Fin de la deuxième phase dans vingt secondes.
cue-operation_ends_in_1_minute = Fin de l'opération dans une minute.
cue-operation_ends_in_20_seconds = Fin de l'opération dans vingt secondes.
cue-first_phase_ends = Fin de la première phase dans cinq, quatre, trois, deux, un.
cue-second_phase_begins = Début de la deuxième phase.
cue-second_phase_ends = Fin de la deuxième phase dans cinq, quatre, trois, deux, un.
cue-third_phase_begins = Début de la troisième phase.
cue-operation_ends = Fin de l'opération dans cinq, quatre, trois, deux, un. Mission accomplie. Saut dans l'hyperespace.

## The words the mission screen shows one by one while a countdown is spoken, and the
## announcement for an unconfirmed report the crew's size ignores.
cue-ignored-report = Rapport non confirmé : ignoré avec { $crew } membres d'équipage.
cue-count = { $n ->
    [1] Un
    [2] Deux
    [3] Trois
    [4] Quatre
   *[5] Cinq
}
cue-data_transfer-head = Transfert de données.
cue-data_transfer-tail = Transfert terminé.
cue-first_phase_ends-head = Fin de la première phase dans
cue-second_phase_ends-head = Fin de la deuxième phase dans
cue-operation_ends-head = Fin de l'opération dans
cue-operation_ends-tail = Mission accomplie. Saut dans l'hyperespace.
