//! The announcer's words in the current language ([`i18n::language`]): what the mission
//! screen shows while a cue is spoken, what the transcript and "repeat" say, and what the
//! printable card prints. In English they are the Timeline's own words, byte for byte; in
//! another language each clip's words come from the `cues` area, the same words that
//! language's voice speaks.

use i18n::{Language, tr};
use missions::cue::{Cue, CueKind, timing};

/// The whole announcement of `cue`: "Time T plus three. Threat. Zone red. Repeat. ...".
pub fn words(cue: &Cue) -> String {
    let language = i18n::language();
    if language == Language::En {
        return cue.text.clone();
    }
    if let CueKind::IgnoredReport { crew, .. } = cue.kind {
        return tr!("cue-ignored-report", crew = crew);
    }
    let words: Vec<String> = (cue.clips.iter())
        .map(|clip| i18n::text_in(language, &format!("cue-{clip}"), None))
        .collect();
    words.join(" ")
}

/// What the big announcement text shows `offset_ms` after the cue's start: during a
/// countdown the word being spoken ("Data transfer.", "Four", "Transfer complete."), else
/// the whole announcement ([`words()`]).
pub fn caption_at(cue: &Cue, offset_ms: u64) -> String {
    let Some(word) = cue.word_at(offset_ms) else {
        return words(cue);
    };
    if i18n::language() == Language::En {
        return word.text.to_owned();
    }
    if let Some(n) = word.count {
        return tr!("cue-count", n = n);
    }
    // A countdown clip's other words are its head ("Data transfer.") or its tail ("Data
    // transfer complete."): which one, the clip being spoken and the word's place tell.
    let clip = (cue.clip_offsets())
        .take_while(|&(_, start)| start <= offset_ms)
        .last()
        .map(|(name, _)| name);
    let first = clip
        .and_then(timing)
        .and_then(|t| t.words.first())
        .is_some_and(|w| *w == word);
    match clip {
        Some(name) if first => tr_clip(name, "head"),
        Some(name) => tr_clip(name, "tail"),
        None => words(cue),
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
        let english: Vec<String> = [0, 2500, 3500, 7500]
            .map(|at| caption_at(&transfer, at))
            .into();
        assert_eq!(
            english,
            ["Data transfer.", "Five", "Four", "Data transfer complete."]
        );
        i18n::set_thread_language(Some(Language::De));
        let german: Vec<String> = [0, 2500, 3500, 6500, 7500]
            .map(|at| caption_at(&transfer, at))
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

    /// Every word a countdown clip shows has its message in every language, so no screen
    /// ever shows a key.
    #[test]
    fn every_countdown_word_has_its_words_in_every_language() {
        for language in Language::ALL {
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
}
