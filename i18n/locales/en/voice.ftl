## Area `voice`: the announcer's voice picker (app/src/ui/voice.rs).
voice-label = Voice
voice-follows-language = The language's ({ $language })
voice-tooltip = The ship's computer's voice for the next mission: the voice of the app's language, or another language's.
