//! The announcer's words in the current language ([`i18n::language`]): what the mission
//! screen shows while a cue is spoken, what the transcript and "repeat" say, and what the
//! printable card prints. In English they are the Timeline's own words, byte for byte; in
//! another language each clip's words come from the `cues` area, the same words that
//! language's voice speaks.

use i18n::{Language, tr};
use missions::cue::{Cue, CueKind, Word, timing};
#[cfg(test)]
use strum::VariantArray;

/// The whole announcement of `cue`: "Time T plus three. Threat. Zone red. Repeat. ...".
pub fn words(cue: &Cue) -> String {
    let language = i18n::language();
    if language == Language::En {
        return cue.text.clone();
    }
    if let CueKind::IgnoredReport { crew, .. } = cue.kind {
        return tr!("cue-ignored-report", crew = crew);
    }
    // The shape of the English caption (the track's own text): without the "Alert." that
    // opens a threat's announcement and without its repetition after "Repeat.".
    let clips = match cue.clips.as_slice() {
        ["alert", rest @ ..] if !rest.is_empty() => rest,
        all => all,
    };
    let words: Vec<String> = (clips.iter())
        .take_while(|clip| **clip != "repeat")
        .map(|clip| i18n::text_in(language, &format!("cue-{clip}"), None))
        .collect();
    words.join(" ")
}

/// What the big announcement text shows `offset_ms` after the cue's start: during a
/// countdown the word being spoken ("Data transfer.", "Four", "Transfer complete."), else
/// the whole announcement ([`words()`]). `countdown` is the cue's own, made once by
/// [`Countdown::of`] when the cue was announced.
pub fn caption(cue: &Cue, countdown: Option<&Countdown>, offset_ms: u64) -> String {
    let Some(spot) = countdown.and_then(|c| c.at(offset_ms)) else {
        return words(cue);
    };
    if i18n::language() == Language::En {
        return spot.word.text.to_owned();
    }
    if let Some(n) = spot.word.count {
        return tr!("cue-count", n = n);
    }
    // A countdown clip's other words are its head ("Data transfer.") or its tail ("Data
    // transfer complete."): the word's place in its clip tells which.
    if spot.first {
        tr_clip(spot.clip, "head")
    } else {
        tr_clip(spot.clip, "tail")
    }
}

/// The countdown word being spoken at a moment of a cue, with the clip it belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Spot {
    /// The clip being spoken.
    clip: &'static str,
    /// The word of it being spoken.
    word: Word,
    /// Whether it is the clip's first word (a countdown's head).
    first: bool,
}

/// When each word of a countdown cue starts, computed once when the cue is announced (the
/// screen asks every frame while it is spoken, and a frame then only searches this table).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Countdown {
    /// By start (ms after the cue's start): each clip's start with no word (the clip's
    /// silence before its first word shows nothing), then each of its words.
    starts: Vec<(u64, Option<Spot>)>,
    /// When the cue's last clip ends: nothing is spoken after.
    end_ms: u64,
}

impl Countdown {
    /// The table of `cue`'s words; `None` for a cue without a countdown (its whole text is
    /// what to show).
    pub fn of(cue: &Cue) -> Option<Countdown> {
        let counts = (cue.clips.iter()).any(|name| timing(name).is_some_and(|t| t.words.len() > 1));
        if !counts {
            return None;
        }
        let mut starts = Vec::new();
        let mut end_ms = 0;
        for (clip, start) in cue.clip_offsets() {
            starts.push((start, None));
            let words = timing(clip).map_or(&[][..], |t| t.words);
            starts.extend(words.iter().enumerate().map(|(index, word)| {
                let spot = Spot {
                    clip,
                    word: *word,
                    first: index == 0,
                };
                (start + u64::from(word.at_ms), Some(spot))
            }));
            end_ms = start + u64::from(missions::cue::clip_ms(clip));
        }
        Some(Countdown { starts, end_ms })
    }

    /// The word `offset_ms` after the cue's start (as [`Cue::word_at`]); `None` before a
    /// clip's first word and after the cue's end.
    fn at(&self, offset_ms: u64) -> Option<Spot> {
        if offset_ms >= self.end_ms {
            return None;
        }
        // The last entry started by then (a clip's words follow its start, so at one moment
        // the word wins over the clip's start).
        let started = self
            .starts
            .partition_point(|(start, _)| *start <= offset_ms);
        self.starts.get(started.checked_sub(1)?)?.1
    }
}

/// The message `cue-<clip>-<part>` of a countdown clip in the current language.
fn tr_clip(clip: &str, part: &str) -> String {
    i18n::text_in(i18n::language(), &format!("cue-{clip}-{part}"), None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use missions::cue::TIMINGS;

    fn cue(clip: &'static str) -> Cue {
        Cue {
            at_ms: 0,
            kind: CueKind::DataTransfer,
            clips: vec![clip],
            text: "Data transfer. Five, four, three, two, one. Data transfer complete.".into(),
        }
    }

    #[test]
    fn a_countdown_shows_its_words_one_by_one_in_the_language() {
        let transfer = cue("data_transfer");
        let countdown = Countdown::of(&transfer);
        let english: Vec<String> = [0, 2500, 3500, 7500]
            .map(|at| caption(&transfer, countdown.as_ref(), at))
            .into();
        assert_eq!(
            english,
            ["Data transfer.", "Five", "Four", "Data transfer complete."]
        );
        i18n::set_thread_language(Some(Language::De));
        let german: Vec<String> = [0, 2500, 3500, 6500, 7500]
            .map(|at| caption(&transfer, countdown.as_ref(), at))
            .into();
        let whole = words(&transfer);
        i18n::set_thread_language(None);
        assert_eq!(
            german,
            [
                "Datenübertragung.",
                "Fünf",
                "Vier",
                "Eins",
                "Übertragung beendet."
            ]
        );
        assert_eq!(
            whole,
            "Datenübertragung. Fünf, vier, drei, zwei, eins. Übertragung beendet."
        );
    }

    /// The table made once finds the word the cue itself says is spoken, at every moment of
    /// every countdown clip, alone, after another clip and before one.
    #[test]
    fn the_spot_is_the_cues_own_word() {
        for timing in TIMINGS.iter().filter(|t| t.words.len() > 1) {
            for clips in [vec![timing.clip], vec!["threat", timing.clip, "repeat"]] {
                let mut cue = cue(timing.clip);
                cue.clips = clips;
                let countdown = Countdown::of(&cue);
                assert!(countdown.is_some(), "{}", timing.clip);
                for offset in (0..cue.duration_ms() + 500).step_by(50) {
                    let spot = countdown.as_ref().and_then(|c| c.at(offset));
                    assert_eq!(spot.map(|s| s.word), cue.word_at(offset), "{offset}");
                    if let Some(spot) = spot {
                        let head = super::timing(spot.clip).map(|t| t.words[0]);
                        assert_eq!(spot.first, Some(spot.word) == head, "{offset}");
                    }
                }
            }
        }
    }

    /// A cue without a countdown has no table: its whole text is its caption.
    #[test]
    fn a_cue_without_a_countdown_shows_its_whole_text() {
        let mut threat = cue("threat");
        threat.text = "Threat.".into();
        assert_eq!(Countdown::of(&threat), None);
        assert_eq!(caption(&threat, None, 100), "Threat.");
    }

    /// Every word a countdown clip shows has its message in every language, so no screen
    /// ever shows a key.
    #[test]
    fn every_countdown_word_has_its_words_in_every_language() {
        for &language in Language::VARIANTS {
            for timing in TIMINGS.iter().filter(|t| t.words.len() > 1) {
                for (i, word) in timing.words.iter().enumerate() {
                    let key = match (word.count, i) {
                        (Some(_), _) => "cue-count".to_owned(),
                        (None, 0) => format!("cue-{}-head", timing.clip),
                        (None, _) => format!("cue-{}-tail", timing.clip),
                    };
                    assert!(i18n::has_message(language, &key), "{key} in {language:?}");
                }
            }
        }
    }

    /// Every shipped track's cues, for four and five crew.
    fn shipped_cues() -> Vec<Cue> {
        let mut all = Vec::new();
        for group in crate::shell::tracks::shipped_groups() {
            for entry in group.tracks {
                let track = crate::shell::tracks::shipped_track(&entry.stem).unwrap();
                for players in [4, 5] {
                    all.extend(missions::timeline::cues(&track, players));
                }
            }
        }
        all
    }

    /// The sentences of a caption, by their ends.
    fn sentences(text: &str) -> usize {
        text.matches(['.', '!', '?']).count()
    }

    /// An announcement's caption has the English one's sentences in every language (no
    /// opening "Alert.", no repetition after "Repeat."). A countdown's captions are its
    /// words one by one in every language (`a_countdown_shows_…`), so only its history line,
    /// the voice's whole clip, may say more ("Jumping to hyperspace.").
    #[test]
    fn every_language_captions_a_cue_in_the_same_shape() {
        let mut odd = Vec::new();
        for cue in shipped_cues()
            .into_iter()
            .filter(|c| Countdown::of(c).is_none())
        {
            i18n::set_thread_language(Some(Language::En));
            let english = words(&cue);
            for &language in Language::VARIANTS {
                i18n::set_thread_language(Some(language));
                let said = words(&cue);
                if sentences(&said) != sentences(&english) {
                    odd.push(format!("{language:?}: {said:?} / {english:?}"));
                }
            }
        }
        i18n::set_thread_language(None);
        odd.sort();
        odd.dedup();
        assert!(odd.is_empty(), "{}", odd.join("\n"));
    }
}
