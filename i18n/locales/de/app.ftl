## Das Fenster der App: Beschriftungen, Schaltflächen, Tooltips und Meldungen aller Bildschirme.

## Die Spracheinstellung
language-label = Sprache
language-system = Systemsprache ({ $language })
language-tooltip = Die Sprache der App und der Handys der Crew. Gilt sofort.
