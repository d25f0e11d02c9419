## Zone `voice` : le choix de la voix des annonces.
voice-label = Voix
voice-follows-language = Celle de la langue ({ $language })
voice-tooltip = La voix de l'ordinateur de bord pour la prochaine mission : celle de la langue de l'application, ou celle d'une autre langue.
