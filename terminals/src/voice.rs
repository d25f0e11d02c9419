//! The ship's computer on every phone: the host hands the server the clips of the current
//! mission's announcements (the crew's language and voice, as the host plays them) and when
//! each is spoken; a phone fetches the clips once, measures its clock against the server's
//! (`/clock`), and starts each clip itself at the host's time (`docs/formats.md` §12,
//! "The voice on every phone").
//!
//! Times are the server's own monotonic clock, in milliseconds since the server started
//! ("host time"): the host says where the mission clock stands now, the server turns it
//! into the host time of the mission's 0:00 (the plan's `origin`), and every phone maps host
//! time to its own audio clock through the offset it measured.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use serde::Serialize;
use tokio::sync::watch;

use crate::lock;

/// A mission's voice for the phones, made by the host from the clips it plays.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PhoneVoice {
    /// Each clip once: its name (`time_t_plus_3`, a merged clip's name) and its sound as a
    /// WAV file.
    pub clips: Vec<(String, Vec<u8>)>,
    /// Each clip as it is spoken: its name and when it starts, in mission milliseconds.
    pub cues: Vec<(String, f64)>,
}

/// One clip spoken, as the phones read it.
#[derive(Debug, Clone, PartialEq, Serialize)]
struct PlanCue {
    /// The clip's id (its route is `/voice/<id>`).
    clip: String,
    /// When it starts, in mission milliseconds.
    at: f64,
}

/// What the phones are told (`{"type":"voice", ...}` on their socket).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
struct Plan {
    /// Counts the changes (a phone drops what it scheduled of an older plan).
    rev: u64,
    /// The clips' ids, each once.
    clips: Vec<String>,
    /// The clips as spoken.
    cues: Vec<PlanCue>,
    /// The host time of the mission's 0:00 while the mission clock runs; `None` while it
    /// stands (paused, not started, over).
    origin: Option<f64>,
}

#[derive(Debug, Default)]
struct Inner {
    /// The clips by id: at most one mission's.
    clips: BTreeMap<String, Arc<[u8]>>,
    plan: Plan,
}

/// How far the origin may move before the phones are told again: the host's frames read
/// the mission clock a few milliseconds apart, which is no change of the plan.
const ORIGIN_SLACK_MS: f64 = 8.0;

/// The server's side of the phones' voice (held by the hub).
#[derive(Debug)]
pub(crate) struct Desk {
    epoch: Instant,
    inner: Mutex<Inner>,
    changed: watch::Sender<u64>,
}

impl Desk {
    pub(crate) fn new() -> Desk {
        Desk {
            epoch: Instant::now(),
            inner: Mutex::new(Inner::default()),
            changed: watch::channel(0).0,
        }
    }

    /// The host time now: milliseconds since the server started, monotonic.
    pub(crate) fn now_ms(&self) -> f64 {
        self.epoch.elapsed().as_secs_f64() * 1000.0
    }

    /// A receiver that sees every change of the plan.
    pub(crate) fn subscribe(&self) -> watch::Receiver<u64> {
        self.changed.subscribe()
    }

    fn bump(&self, inner: &mut Inner) {
        inner.plan.rev += 1;
        self.changed.send_modify(|v| *v = v.wrapping_add(1));
    }

    /// A new mission's voice (`None`: no voice on the phones), its clock standing.
    pub(crate) fn set(&self, voice: Option<PhoneVoice>) {
        let voice = voice.unwrap_or_default();
        let mut clips = BTreeMap::new();
        let mut ids = BTreeMap::new();
        for (name, wav) in voice.clips {
            let id = clip_id(&name, &wav);
            ids.insert(name, id.clone());
            clips.insert(id, Arc::from(wav));
        }
        let cues = (voice.cues.into_iter())
            .filter_map(|(name, at)| {
                Some(PlanCue {
                    clip: ids.get(&name)?.clone(),
                    at,
                })
            })
            .collect();
        let mut inner = lock(&self.inner);
        inner.plan.clips = clips.keys().cloned().collect();
        inner.plan.cues = cues;
        inner.plan.origin = None;
        inner.clips = clips;
        self.bump(&mut inner);
    }

    /// Where the host's mission clock stands now: `Some(ms)` while it runs, `None` while it
    /// stands. The phones are told only when this moves the plan's origin.
    pub(crate) fn at(&self, running: Option<u64>) {
        let origin = running.map(|ms| self.now_ms() - ms as f64);
        let mut inner = lock(&self.inner);
        let same = match (inner.plan.origin, origin) {
            (Some(a), Some(b)) => (a - b).abs() < ORIGIN_SLACK_MS,
            (None, None) => true,
            _ => false,
        };
        if same || inner.plan.cues.is_empty() {
            return;
        }
        inner.plan.origin = origin;
        self.bump(&mut inner);
    }

    /// Whether the current mission has a voice for the phones.
    pub(crate) fn speaks(&self) -> bool {
        !lock(&self.inner).plan.cues.is_empty()
    }

    /// The plan as the phones read it.
    pub(crate) fn plan_json(&self) -> String {
        #[derive(Serialize)]
        struct Tagged<'a> {
            #[serde(rename = "type")]
            kind: &'static str,
            #[serde(flatten)]
            plan: &'a Plan,
        }
        let inner = lock(&self.inner);
        serde_json::to_string(&Tagged {
            kind: "voice",
            plan: &inner.plan,
        })
        .unwrap_or_default()
    }

    /// The WAV file of clip `id`, if it is one of this mission's.
    pub(crate) fn clip(&self, id: &str) -> Option<Arc<[u8]>> {
        lock(&self.inner).clips.get(id).cloned()
    }
}

/// A clip's id: its name and a hash of its sound, so a phone's cache never serves another
/// voice's clip of the same name (the route's answers are cached as immutable).
fn clip_id(name: &str, wav: &[u8]) -> String {
    // FNV-1a: tiny and stable; not a secret, only a name for these bytes.
    let hash = wav.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let safe: String = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    format!("{safe}-{hash:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn voice() -> PhoneVoice {
        PhoneVoice {
            clips: vec![("alert".into(), vec![1, 2]), ("threat".into(), vec![3])],
            cues: vec![
                ("alert".into(), 10_000.0),
                ("threat".into(), 11_000.0),
                ("unknown".into(), 12_000.0),
            ],
        }
    }

    #[test]
    fn the_plan_names_each_clip_by_its_sound_and_leaves_out_unknown_ones() {
        let desk = Desk::new();
        desk.set(Some(voice()));
        let plan: serde_json::Value = serde_json::from_str(&desk.plan_json()).unwrap();
        assert_eq!(plan["type"], "voice");
        assert_eq!(plan["cues"].as_array().unwrap().len(), 2);
        assert!(plan["origin"].is_null());
        let id = plan["cues"][0]["clip"].as_str().unwrap();
        assert!(id.starts_with("alert-"));
        assert_eq!(desk.clip(id).as_deref(), Some(&[1_u8, 2][..]));
        assert_eq!(desk.clip("alert"), None);
    }

    #[test]
    fn the_phones_are_told_when_the_clock_starts_stops_or_jumps_not_every_frame() {
        let desk = Desk::new();
        desk.set(Some(voice()));
        let rx = desk.subscribe();
        let seen = *rx.borrow();
        desk.at(Some(0));
        assert_eq!(*rx.borrow(), seen + 1);
        desk.at(Some(1));
        assert_eq!(*rx.borrow(), seen + 1, "a frame later is no change");
        desk.at(None);
        assert_eq!(*rx.borrow(), seen + 2);
        desk.at(Some(60_000));
        let plan: serde_json::Value = serde_json::from_str(&desk.plan_json()).unwrap();
        let origin = plan["origin"].as_f64().unwrap();
        assert!((origin - (desk.now_ms() - 60_000.0)).abs() < 1_000.0);
    }
}
