## Area `quiet` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.

card-button = Carte de mission
card-button-hover = Une page à imprimer avec chaque annonce de cette piste et son heure, pour un équipage qui joue avec une montre
card-written = Carte écrite dans { $path }
card-open = L'ouvrir
card-opening = { $program } doit ouvrir la carte…
card-opened = { $program } a ouvert la carte : elle s'affiche dans le navigateur (ou le programme choisi par le bureau pour les pages web)
card-not-opened = { $program } n'a pas ouvert la carte ({ $why }) : ouvrez { $path } vous-mêmes dans un navigateur
card-refused = Pas de carte : { $why }
atmosphere-label = Son
atmosphere-sirens = Sirènes
atmosphere-sirens-hover = Des sirènes hurlent pendant les vingt dernières secondes de chaque phase, toujours bien sous la voix (les alarmes de la dernière minute de chaque phase sonnent toujours)
quiet-phone-alerts-on = Flash et vibreur : oui
quiet-phone-alerts-off = Flash et vibreur : non
quiet-phone-announcement = Nouvelle annonce

## Imprimer la carte en PDF (app/src/card/pdf.rs, `card --pdf`).
card-pdf-needs-chromium = --chromium a besoin de chromium pour imprimer la carte (aucun de { $names } n'est dans le PATH) : installez-le (Debian : apt-get install chromium), ou omettez --chromium : le PDF propre de la carte se passe de navigateur
card-pdf-cannot-find = { $file } introuvable
card-pdf-cannot-run = impossible de lancer { $browser }
card-pdf-failed = { $browser } n'a pas pu imprimer la carte : { $reason }
card-pdf-empty = { $browser } n'a écrit aucun PDF dans { $file }
card-pdf-no-font = le PDF de la carte ne peut pas être écrit : aucune police de l'application n'a pu être lue
card-pdf-not-written = le PDF de la carte n'a pas pu être créé ({ $reason })
