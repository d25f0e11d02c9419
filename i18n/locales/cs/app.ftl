## Okno aplikace: popisky, tlačítka, nápovědy a zprávy všech obrazovek.

## Nastavení jazyka
language-label = Jazyk
language-system = Jazyk systému ({ $language })
language-tooltip = Jazyk aplikace a telefonů posádky. Platí okamžitě.
