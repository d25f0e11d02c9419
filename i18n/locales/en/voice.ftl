## Area `voice`: the announcer's voice picker (app/src/ui/voice.rs).
voice-label = Voice
voice-follows-language = The language's ({ $language })
voice-tooltip = The ship's computer's voice for the next mission: the voice of the app's language, or another language's.
## The sound's problems (app/src/shell/sound.rs, sound_words.rs): the mission still runs.
sound-no-card = no sound card found (/proc/asound/cards); running silent
sound-soundtrack-not-regular = soundtrack { $path }: not a regular file (a device, a pipe or a folder); give an audio file
sound-soundtrack-too-large = soundtrack { $path }: { $size } MB, larger than the { $largest } MB a soundtrack may be
sound-warning-pack-unreadable = voice pack { $dir }: cannot read the folder ({ $reason }); using the default voice
sound-warning-clips-fell-back = voice pack { $dir }: no clip for { $clips }; the default voice speaks { $count ->
    [one] it
   *[other] them
}
sound-warning-undecodable-clip = voice clip { $path }: cannot decode it ({ $reason }); the default voice speaks it
sound-warning-unknown-clip = cue at { $at_ms } ms names the unknown clip { $clip }; it is left out
sound-warning-soundtrack-missing = soundtrack { $path }: cannot read it ({ $reason }); playing the generated soundtrack instead
sound-warning-soundtrack-undecodable = soundtrack { $path }: cannot decode it ({ $reason }); playing the generated soundtrack instead
sound-warning-no-device = no sound device ({ $reason }); the mission runs silently on the same clock
sound-warning-clip-refused = voice clip { $path }: refused, { $reason }; the default voice speaks it
sound-warning-soundtrack-refused = soundtrack { $path }: refused, { $reason }; playing the generated soundtrack instead
sound-refusal-rate = its sample rate is { $hz } Hz (8000 to 192000 Hz are played)
sound-refusal-channels = it has { $channels } channels (8 at most)
sound-refusal-too-long = it lasts longer than { $seconds } s
sound-refusal-decoder-failed = the decoder failed on it
