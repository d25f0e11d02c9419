## Area `quiet` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.

card-button = Carte de mission
card-button-hover = Une page à imprimer avec chaque annonce de cette piste et son heure, pour un équipage qui joue avec une montre
card-written = Carte écrite dans { $path }
card-open = L'ouvrir
card-refused = Pas de carte : { $why }
