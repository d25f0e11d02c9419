## cues (cs): audio/voices/phrases/cs.tsv
cue-begin_first_phase = Poplach. Zjištěna nepřátelská aktivita. Zahajte první fázi.
cue-alert = Poplach.
cue-unconfirmed_report = Nepotvrzené hlášení.
cue-time_t_plus_1 = Čas T plus jedna.
cue-time_t_plus_2 = Čas T plus dvě.
cue-time_t_plus_3 = Čas T plus tři.
cue-time_t_plus_4 = Čas T plus čtyři.
cue-time_t_plus_5 = Čas T plus pět.
cue-time_t_plus_6 = Čas T plus šest.
cue-time_t_plus_7 = Čas T plus sedm.
cue-time_t_plus_8 = Čas T plus osm.
cue-threat = Hrozba.
cue-serious_threat = Vážná hrozba.
cue-internal_threat = Vnitřní hrozba.
cue-serious_internal_threat = Vážná vnitřní hrozba.
cue-zone_red = Červená zóna.
cue-zone_white = Bílá zóna.
cue-zone_blue = Modrá zóna.
cue-repeat = Opakuji.
cue-incoming_data = Příchozí data.
cue-data_transfer = Přenos dat. Pět, čtyři, tři, dvě, jedna. Přenos dokončen.
cue-communications_down = Výpadek komunikace.
cue-communications_restored = Komunikace obnovena.
cue-first_phase_ends_in_1_minute = První fáze končí za minutu.
cue-first_phase_ends_in_20_seconds = První fáze končí za dvacet sekund.
cue-second_phase_ends_in_1_minute = Druhá fáze končí za minutu.
cue-second_phase_ends_in_20_seconds = Druhá fáze končí za dvacet sekund.
cue-operation_ends_in_1_minute = Operace končí za minutu.
cue-operation_ends_in_20_seconds = Operace končí za dvacet sekund.
cue-first_phase_ends = První fáze končí za pět, čtyři, tři, dvě, jedna.
cue-second_phase_begins = Začíná druhá fáze.
cue-second_phase_ends = Druhá fáze končí za pět, čtyři, tři, dvě, jedna.
cue-third_phase_begins = Začíná třetí fáze.
cue-operation_ends = Operace končí za pět, čtyři, tři, dvě, jedna. Mise splněna. Skok do hyperprostoru.

## The words the mission screen shows one by one while a countdown is spoken, and the
## announcement for an unconfirmed report the crew's size ignores.
cue-ignored-report = Nepotvrzené hlášení: při { $crew } hráčích ignorováno.
cue-count = { $n ->
    [1] Jedna
    [2] Dvě
    [3] Tři
    [4] Čtyři
   *[5] Pět
}
cue-data_transfer-head = Přenos dat.
cue-data_transfer-tail = Přenos dokončen.
cue-first_phase_ends-head = První fáze končí za
cue-second_phase_ends-head = Druhá fáze končí za
cue-operation_ends-head = Operace končí za
cue-operation_ends-tail = Mise splněna. Skok do hyperprostoru.
