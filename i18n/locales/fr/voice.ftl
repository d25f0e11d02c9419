## Zone `voice` : le choix de la voix des annonces.
voice-label = Voix
voice-follows-language = Celle de la langue ({ $language })
voice-tooltip = La voix de l'ordinateur de bord pour la prochaine mission : celle de la langue de l'application, ou celle d'une autre langue.
## Les problèmes de son (app/src/shell/sound.rs, sound_words.rs) : la mission continue.
sound-no-card = aucune carte son trouvée (/proc/asound/cards) ; on continue sans son
sound-soundtrack-not-regular = bande-son { $path } : pas un fichier ordinaire (un périphérique, un tube ou un dossier) ; indiquez un fichier audio
sound-soundtrack-too-large = bande-son { $path } : { $size } Mo, plus que les { $largest } Mo permis pour une bande-son
sound-warning-pack-unreadable = pack de voix { $dir } : impossible de lire le dossier ({ $reason }) ; la voix par défaut parle
sound-warning-clips-fell-back = pack de voix { $dir } : aucun extrait pour { $clips } ; la voix par défaut { $count ->
    [one] le dit
   *[other] les dit
}
sound-warning-undecodable-clip = extrait de voix { $path } : impossible de le décoder ({ $reason }) ; la voix par défaut le dit
sound-warning-unknown-clip = l'annonce à { $at_ms } ms nomme l'extrait inconnu { $clip } ; il est omis
sound-warning-soundtrack-missing = bande-son { $path } : impossible de la lire ({ $reason }) ; la bande-son générée joue à la place
sound-warning-soundtrack-undecodable = bande-son { $path } : impossible de la décoder ({ $reason }) ; la bande-son générée joue à la place
sound-warning-no-device = aucun périphérique audio ({ $reason }) ; la mission se joue sans son sur la même horloge
sound-warning-clip-refused = extrait de voix { $path } : refusé, { $reason } ; la voix par défaut le dit
sound-warning-soundtrack-refused = bande-son { $path } : refusée, { $reason } ; la bande-son générée joue à la place
sound-refusal-rate = sa fréquence d'échantillonnage est de { $hz } Hz (de 8000 à 192000 Hz sont joués)
sound-refusal-channels = il a { $channels } canaux (8 au plus)
sound-refusal-too-long = il dure plus de { $seconds } s
sound-refusal-decoder-failed = le décodeur a échoué dessus
