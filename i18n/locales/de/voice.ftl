## Bereich `voice`: die Auswahl der Ansagestimme.
voice-label = Stimme
voice-follows-language = Die der Sprache ({ $language })
voice-tooltip = Die Stimme des Schiffscomputers für die nächste Mission: die Stimme der App-Sprache oder die einer anderen Sprache.
## Probleme mit dem Ton (app/src/shell/sound.rs, sound_words.rs): die Mission läuft weiter.
sound-no-card = keine Soundkarte gefunden (/proc/asound/cards); es geht ohne Ton weiter
sound-soundtrack-not-regular = Soundtrack { $path }: keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Ordner); gib eine Audiodatei an
sound-soundtrack-too-large = Soundtrack { $path }: { $size } MB, größer als die { $largest } MB, die ein Soundtrack haben darf
sound-warning-pack-unreadable = Sprachpaket { $dir }: der Ordner lässt sich nicht lesen ({ $reason }); die Standardstimme spricht
sound-warning-clips-fell-back = Sprachpaket { $dir }: keine Aufnahme für { $clips }; die Standardstimme spricht { $count ->
    [one] sie
   *[other] sie alle
}
sound-warning-undecodable-clip = Sprachaufnahme { $path }: lässt sich nicht dekodieren ({ $reason }); die Standardstimme spricht sie
sound-warning-unknown-clip = die Ansage bei { $at_ms } ms nennt die unbekannte Aufnahme { $clip }; sie entfällt
sound-warning-soundtrack-missing = Soundtrack { $path }: lässt sich nicht lesen ({ $reason }); stattdessen spielt der erzeugte Soundtrack
sound-warning-soundtrack-undecodable = Soundtrack { $path }: lässt sich nicht dekodieren ({ $reason }); stattdessen spielt der erzeugte Soundtrack
sound-warning-no-device = kein Tongerät ({ $reason }); die Mission läuft ohne Ton mit derselben Uhr
sound-warning-clip-refused = Sprachaufnahme { $path }: abgelehnt, { $reason }; die Standardstimme spricht sie
sound-warning-soundtrack-refused = Soundtrack { $path }: abgelehnt, { $reason }; stattdessen spielt der erzeugte Soundtrack
sound-refusal-rate = ihre Abtastrate ist { $hz } Hz (gespielt werden 8000 bis 192000 Hz)
sound-refusal-channels = sie hat { $channels } Kanäle (höchstens 8)
sound-refusal-too-long = sie dauert länger als { $seconds } s
sound-refusal-decoder-failed = der Dekoder ist an ihr gescheitert
