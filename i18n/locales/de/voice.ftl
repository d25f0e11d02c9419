## Bereich `voice`: die Auswahl der Ansagestimme.
voice-label = Stimme
voice-follows-language = Die der Sprache ({ $language })
voice-tooltip = Die Stimme des Schiffscomputers für die nächste Mission: die Stimme der App-Sprache oder die einer anderen Sprache.
