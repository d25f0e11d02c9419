# Les scripts de mission de la communauté (chaînes de code Flash, XML de mkalus) : import et
# export, en ligne de commande et dans l'app (docs/formats.md §13).

## Ce qui ne va pas dans un script. L'endroit (`fichier:ligne:colonne: élément: `) le précède.
import-empty = Le script est vide : il n'y a rien à lire.
import-empty-item = Il n'y a rien entre ces deux virgules : un élément est une heure et un code.
import-bad-time = « { $time } » n'est pas une heure : les minutes puis deux chiffres de secondes, comme 130 pour 1:30.
import-unknown-code = « { $code } » n'est pas un code du lecteur Flash (AL, UR, ID, DT, CS ou PE).
import-bad-turn = « { $turn } » n'est pas un tour : une menace apparaît au tour 1 à 8.
import-bad-threat = « { $found } » n'est pas un type de menace : T (menace), ST (menace sérieuse), IT (menace interne) ou SIT (menace interne sérieuse).
import-bad-zone = « { $found } » n'est pas une zone : une menace externe arrive en zone R (rouge), W (blanche) ou B (bleue).
import-zone-on-internal = Une menace interne n'a pas de zone, mais « { $found } » la suit.
import-bad-seconds = « { $found } » n'est pas une durée : les communications sont coupées au moins une seconde entière.
import-phase-order = « { $found } » termine une phase, mais c'est la phase { $expected } qui se termine ensuite.
import-phase-count = { $count ->
    [one] Le script a une phase : une piste en a deux (un essai) ou trois.
   *[other] Le script a { $count } phases : une piste en a deux (un essai) ou trois.
}
import-not-xml = Ce n'est pas du XML que l'app sait lire : { $reason }
import-unexpected-element = Un <{ $found }> là où un <{ $expected }> est attendu.
import-missing-attribute = L'attribut « { $attribute } » manque.
import-bad-value = { $attribute }="{ $found }" : il attend { $expected }.
import-expected-milliseconds = un nombre entier de millisecondes
import-expected-turn = un tour de 1 à 8
import-after-phase = Ceci commence après la fin de sa phase.

## Ce qu'un script exporté ne peut pas dire.
import-approx-name = Le format n'a pas de nom de mission : relue, elle porte le nom de son fichier.
import-approx-kind = Le format ne dit pas le type de piste : relue, c'est une « { $kind } ».
import-approx-soundtrack = Le format n'a pas de fichier de bande-son : la bande-son générée est jouée.
import-approx-modules = Le format ne dit pas les modules : relue, seule une piste annonçant une menace externe et une interne au même tour est une piste à actions doubles.

## La ligne de commande.
import-written = { $file } : la mission « { $name } » est écrite.
import-no-track = { $file } : aucune piste n'a été écrite.

## « Ouvrir une mission » à l'écran de préparation.
import-open = Ouvrir une mission
import-open-hover = Une piste de mission : notre YAML, une chaîne de code du lecteur Flash ou une mission XML
import-open-title = Ouvrir une mission
import-opened = « { $name } » ouverte depuis { $file }.
import-open-failed = Cette mission n'a pas pu être ouverte :

## Aide de la ligne de commande.
about-import = Lire un script de mission de la communauté (chaîne de code du lecteur Flash ou mission XML) comme piste
help-import-script = Le script à lire : son format est reconnu à son contenu
help-import-output = Écrire la piste (YAML) dans ce fichier plutôt que sur la sortie standard
help-import-format = Le format du script, s'il ne doit pas être reconnu à son contenu
about-export = Écrire une piste comme script de mission de la communauté (chaîne de code du lecteur Flash ou mission XML)
help-export-track = Un fichier de piste, ou une piste fournie par son nom de fichier ou son nom (`mission-1`, "Mission 1")
help-export-format = Le format à écrire
help-export-output = Écrire le script dans ce fichier plutôt que sur la sortie standard
