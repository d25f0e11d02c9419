//! The Action Round as the screen sees it: which cues have been announced, which threats are
//! on the table, and what the crew must know right now (phase, time left, blackout, data).
//!
//! [`MissionRun`] wraps the missions crate's [`Timeline`](missions::timeline::Timeline) cursor. It is told the mission time
//! each frame ([`MissionRun::advance_to`]) and never reads a clock itself, so the tests and the
//! screen agree on every moment.

use engine::{ThreatZone, Zone};
use i18n::tr;
use missions::{Cue, CueKind};

use crate::gui::model::deck::{CardFace, Pile, ThreatDeck};
use crate::shell::settings::ThreatDrawing;
use crate::shell::tracks::MissionPlan;

/// The people and choices the screen mentions during the Action Round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// Who draws the threat cards.
    pub drawing: ThreatDrawing,
    /// The trajectory boards: red, white, blue, internal.
    pub trajectories: [u8; 4],
    /// The communications officer's name(s), for "draw an external threat card".
    pub communications_officer: String,
    /// The chief of security's name(s), for "draw an internal threat card".
    pub chief_of_security: String,
    /// How many action cards each "Incoming data" lets a player draw.
    pub draws: CardDraws,
}

/// What an "Incoming data" gives: cards each player draws, and cards left over that the
/// players draw in turn for the androids.
///
/// A table aid, not a rule of the resolver: in a double-action mission with androids the
/// humans draw for them too, 1 + androids / humans each and the remainder shared (the way
/// one implementation of The New Frontier deals them; docs/ui.md screen 2). Otherwise each
/// player draws one card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardDraws {
    /// Cards each player draws.
    pub each: u8,
    /// Cards left over, drawn by the players in turn.
    pub shared: u8,
}

impl Default for CardDraws {
    fn default() -> Self {
        Self { each: 1, shared: 0 }
    }
}

impl CardDraws {
    /// The draws for `humans` players and `androids` android boards, with or without the
    /// double actions.
    pub fn new(humans: u8, androids: u8, double_actions: bool) -> Self {
        if !double_actions || humans == 0 {
            return Self::default();
        }
        Self {
            each: 1 + androids / humans,
            shared: androids % humans,
        }
    }

    /// The banner's words: one card each, or, with androids in a double-action mission, how
    /// many each player draws and how many more they take in turn.
    pub fn banner_text(self) -> String {
        match self.shared {
            0 => tr!("mission-incoming-data", cards = self.each),
            n => tr!(
                "mission-incoming-data-androids",
                cards = self.each,
                shared = n
            ),
        }
    }
}

/// A threat the ship's computer has announced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnnouncedThreat {
    /// Mission time of the announcement.
    pub at_ms: u64,
    /// T+n: the turn it appears.
    pub turn: u8,
    /// Where it appears.
    pub zone: ThreatZone,
    /// Serious or common.
    pub serious: bool,
    /// Announced as an unconfirmed report.
    pub unconfirmed: bool,
    /// The card the app drew, in digital-deck mode.
    pub card: Option<CardFace>,
    /// The cards drawn with it for a card that calls in a threat (shown with it).
    pub called: Vec<CardFace>,
}

impl AnnouncedThreat {
    /// The pile its card comes from.
    pub fn pile(&self) -> Pile {
        Pile {
            serious: self.serious,
            internal: self.zone == ThreatZone::Internal,
        }
    }

    /// The external zone, if any.
    pub fn external_zone(&self) -> Option<Zone> {
        match self.zone {
            ThreatZone::External(zone) => Some(zone),
            ThreatZone::Internal => None,
        }
    }

    /// "Zone white" or "Internal".
    pub fn zone_label(&self) -> String {
        match self.zone {
            ThreatZone::External(zone) => {
                tr!("mission-zone", zone = crate::gui::widgets::zone_name(zone))
            }
            ThreatZone::Internal => tr!("mission-internal"),
        }
    }
}

/// A banner across the width of the mission screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Banner {
    /// Communications are down: nobody may talk until it ends.
    Blackout {
        /// Milliseconds until communications are restored.
        left_ms: u64,
    },
    /// A data transfer is being counted down, as the voice counts.
    DataTransfer {
        /// The number the voice is saying (5 ... 1); `None` before the count and after it.
        count: Option<u8>,
        /// The voice says "data transfer complete".
        complete: bool,
    },
    /// Incoming data: each player may draw action cards (one, or more for the androids).
    IncomingData(CardDraws),
}

/// Why the Action Round cannot end early now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EndEarlyRefused {
    /// Too early: allowed from this mission time on (the end of the second phase).
    TooEarly {
        /// Mission time at which ending early becomes allowed.
        allowed_from_ms: u64,
    },
    /// A two-phase test run is always played to its end.
    TestRun,
}

/// The mission's sound goes on this long after the last words (the mixer's tail): the screen
/// moves on to the boards when the sound ends.
const TAIL_MS: u64 = 1_000;

/// The state of one running Action Round.
#[derive(Debug)]
pub struct MissionRun {
    plan: MissionPlan,
    table: Table,
    now_ms: u64,
    announced: Vec<Cue>,
    /// Each announced cue's countdown words, made once as it is announced.
    countdowns: Vec<Option<crate::spoken::Countdown>>,
    threats: Vec<AnnouncedThreat>,
    ended_early_at: Option<u64>,
}

impl MissionRun {
    /// A mission at time zero with nothing announced yet.
    pub fn new(plan: MissionPlan, table: Table) -> Self {
        Self {
            plan,
            table,
            now_ms: 0,
            announced: Vec::new(),
            countdowns: Vec::new(),
            threats: Vec::new(),
            ended_early_at: None,
        }
    }

    /// The plan this mission runs.
    pub fn plan(&self) -> &MissionPlan {
        &self.plan
    }

    /// The table's choices.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Moves the mission to `now_ms`: every cue that became due is announced, and each threat
    /// gets its card from `deck` in digital mode. Time never goes backwards here.
    pub fn advance_to(&mut self, now_ms: u64, deck: &mut dyn ThreatDeck) {
        self.now_ms = self.now_ms.max(now_ms);
        for cue in self.plan.timeline.advance(self.now_ms) {
            if let CueKind::Threat {
                turn,
                zone,
                serious,
                unconfirmed,
            } = cue.kind
            {
                let zone = zone.map_or(ThreatZone::Internal, ThreatZone::External);
                let mut threat = AnnouncedThreat {
                    at_ms: cue.at_ms,
                    turn,
                    zone,
                    serious,
                    unconfirmed,
                    card: None,
                    called: Vec::new(),
                };
                if self.table.drawing == ThreatDrawing::Digital {
                    threat.card = deck.draw(threat.pile());
                    if let Some(card) = &threat.card {
                        threat.called = deck.draw_called(card);
                    }
                }
                self.threats.push(threat);
            }
            self.countdowns.push(crate::spoken::Countdown::of(&cue));
            self.announced.push(cue);
        }
    }

    /// The mission time of the last frame.
    pub fn now_ms(&self) -> u64 {
        self.now_ms
    }

    /// The cues announced so far, oldest first.
    pub fn announced(&self) -> &[Cue] {
        &self.announced
    }

    /// The threats announced so far, in the order they were announced.
    pub fn threats(&self) -> &[AnnouncedThreat] {
        &self.threats
    }

    /// The current phase (1-based) and the milliseconds left in it; `None` after the last.
    pub fn phase(&self) -> Option<(u8, u64)> {
        self.plan
            .timeline
            .phase_at(self.now_ms)
            .map(|p| (p.phase, p.left_ms))
    }

    /// How many phases the track has.
    pub fn phase_count(&self) -> usize {
        self.plan.timeline.phase_ends().len()
    }

    /// The cue being spoken now, if any: the latest announced cue whose words are still heard
    /// (its clips' lengths come from the timing table, `missions::cue::TIMINGS`).
    pub fn speaking(&self) -> Option<&Cue> {
        self.speaking_index().and_then(|i| self.announced.get(i))
    }

    /// Where the cue being spoken now is in `announced`.
    fn speaking_index(&self) -> Option<usize> {
        (self.announced.iter()).rposition(|cue| self.now_ms < cue.at_ms + cue.duration_ms())
    }

    /// What the big announcement text shows now: the word being spoken during a countdown,
    /// the whole announcement otherwise.
    /// In the current language ([`crate::spoken`]).
    pub fn caption(&self) -> Option<String> {
        let i = self.speaking_index()?;
        let cue = self.announced.get(i)?;
        let countdown = self.countdowns.get(i).and_then(Option::as_ref);
        Some(crate::spoken::caption(
            cue,
            countdown,
            self.now_ms.saturating_sub(cue.at_ms),
        ))
    }

    /// The banners to show now, most urgent first.
    pub fn banners(&self) -> Vec<Banner> {
        let timeline = &self.plan.timeline;
        let mut banners = Vec::new();
        if let Some(blackout) = timeline.blackout_at(self.now_ms) {
            banners.push(Banner::Blackout {
                left_ms: blackout.left_ms,
            });
        }
        if let Some(transfer) = timeline.data_transfer_at(self.now_ms) {
            banners.push(Banner::DataTransfer {
                count: transfer.count,
                complete: transfer.complete,
            });
        }
        let incoming = self.announced.iter().any(|cue| {
            cue.kind == CueKind::IncomingData && self.now_ms < cue.at_ms + cue.duration_ms()
        });
        if incoming {
            banners.push(Banner::IncomingData(self.table.draws));
        }
        banners
    }

    /// Whether the crew may end the Action Round now: only once the second phase has ended,
    /// and never on a two-phase test run.
    ///
    /// # Errors
    /// Says why not, and from when it is allowed.
    pub fn check_end_early(&self) -> Result<(), EndEarlyRefused> {
        let timeline = &self.plan.timeline;
        if timeline.may_end_early(self.now_ms) {
            return Ok(());
        }
        match timeline.phase_ends() {
            [_, second, _, ..] => Err(EndEarlyRefused::TooEarly {
                allowed_from_ms: *second,
            }),
            _ => Err(EndEarlyRefused::TestRun),
        }
    }

    /// Ends the Action Round now (after [`MissionRun::check_end_early`] allowed it).
    pub fn end_early(&mut self) {
        self.ended_early_at = Some(self.now_ms);
    }

    /// Mission time at which the Action Round is over by itself: when the last words
    /// ("mission complete") and the sound's tail have been heard.
    pub fn end_ms(&self) -> u64 {
        let timeline = &self.plan.timeline;
        let last_words = timeline
            .cues()
            .iter()
            .map(|c| c.at_ms + c.duration_ms())
            .max()
            .unwrap_or(0);
        timeline.duration_ms().max(last_words) + TAIL_MS
    }

    /// The time the mission clock shows: the mission time, but never past the track's
    /// length (10:00 for a mission): "mission complete" and the sound's tail that follow
    /// are no more time to play.
    pub fn clock_ms(&self) -> u64 {
        self.now_ms.min(self.plan.timeline.duration_ms())
    }

    /// Whether the Action Round is over (played to the end or ended early).
    pub fn is_over(&self) -> bool {
        self.ended_early_at.is_some() || self.now_ms >= self.end_ms()
    }

    /// Whether the crew ended it early, and when.
    pub fn ended_early_at(&self) -> Option<u64> {
        self.ended_early_at
    }

    /// The next mission time at which something visible changes: the clock's next second, the
    /// next cue, or the end of a spoken text or a banner. The screen sleeps until then.
    pub fn next_change_ms(&self) -> u64 {
        let now = self.now_ms;
        let timeline = &self.plan.timeline;
        let mut candidates = vec![(now / 1000 + 1) * 1000, self.end_ms()];
        candidates.extend(timeline.next_deadline());
        for cue in self
            .announced
            .iter()
            .filter(|c| now < c.at_ms + c.duration_ms())
        {
            candidates.push(cue.at_ms + cue.duration_ms());
            // A countdown's words change the caption and the banner on their own seconds.
            if cue.word_at(0).is_none() {
                continue;
            }
            for (clip, offset) in cue.clip_offsets() {
                let words = missions::cue::timing(clip).map_or(&[][..], |t| t.words);
                candidates.extend(
                    words
                        .iter()
                        .map(|w| cue.at_ms + offset + u64::from(w.at_ms)),
                );
            }
        }
        candidates.extend(timeline.blackout_at(now).map(|b| b.ends_ms));
        candidates.extend(timeline.data_transfer_at(now).map(|t| t.ends_ms));
        candidates
            .into_iter()
            .filter(|&t| t > now)
            .min()
            .unwrap_or(now + 1000)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::model::deck::ShuffledDeck;
    use crate::shell::settings::Difficulty;
    use engine::Color;
    use missions::timeline::Timeline;
    use missions::track::Track;

    const TRACK: &str = r#"
name: Test
kind: mission
phases: ["3:00", "4:20", "5:40"]
events:
  - { at: "0:10", type: threat, turn: 2, zone: white, serious: true }
  - { at: "0:40", type: comms-down, seconds: 10 }
  - { at: "1:00", type: data-transfer }
  - { at: "1:20", type: threat, turn: 3, zone: internal }
"#;

    fn plan() -> MissionPlan {
        let track = Track::parse(TRACK, "test.yaml").unwrap();
        MissionPlan {
            name: track.name.clone(),
            timeline: Timeline::new(&track, 4),
            soundtrack: None,
            modules: track.modules,
            kind: track.kind,
        }
    }

    fn table(drawing: ThreatDrawing) -> Table {
        Table {
            drawing,
            trajectories: [1, 2, 3, 4],
            communications_officer: "Ben".to_owned(),
            chief_of_security: "Chloe".to_owned(),
            draws: CardDraws::default(),
        }
    }

    #[test]
    fn androids_in_a_double_action_mission_give_the_players_more_draws() {
        assert_eq!(CardDraws::new(2, 2, true), CardDraws { each: 2, shared: 0 });
        assert_eq!(CardDraws::new(3, 1, true), CardDraws { each: 1, shared: 1 });
        assert_eq!(CardDraws::new(2, 3, true), CardDraws { each: 2, shared: 1 });
        assert_eq!(CardDraws::new(2, 2, false), CardDraws::default());
        assert_eq!(CardDraws::new(4, 0, true), CardDraws::default());
        assert_eq!(
            CardDraws::default().banner_text(),
            "INCOMING DATA · each player may draw one action card"
        );
        assert_eq!(
            CardDraws::new(2, 3, true).banner_text(),
            "INCOMING DATA · each player may draw 2 action cards, then one action card in turn \
             for the androids"
        );
    }

    fn deck() -> ShuffledDeck {
        let face = |id: &str, serious, internal| CardFace {
            id: id.to_owned(),
            name: id.to_owned(),
            pile: Pile { serious, internal },
            level: Color::White,
            expansion: false,
            calls: None,
            secret: false,
        };
        let faces = [face("SE1-01", true, false), face("I1-01", false, true)];
        ShuffledDeck::new(&faces, [Difficulty::White, Difficulty::White], false, 3)
    }

    #[test]
    fn cues_are_announced_when_their_time_comes_and_threats_get_cards() {
        let mut run = MissionRun::new(plan(), table(ThreatDrawing::Digital));
        let mut deck = deck();
        run.advance_to(9_999, &mut deck);
        assert_eq!(run.announced().len(), 1, "only the start announcement");
        assert!(run.threats().is_empty());
        run.advance_to(10_000, &mut deck);
        assert_eq!(run.threats().len(), 1);
        assert_eq!(
            run.threats()[0].card.as_ref().map(|c| c.id.as_str()),
            Some("SE1-01")
        );
        assert_eq!(run.speaking().map(|c| c.at_ms), Some(10_000));
        run.advance_to(22_000, &mut deck);
        assert_eq!(run.speaking(), None);
    }

    #[test]
    fn physical_mode_draws_no_cards() {
        let mut run = MissionRun::new(plan(), table(ThreatDrawing::Physical));
        let mut deck = deck();
        run.advance_to(100_000, &mut deck);
        assert_eq!(run.threats().len(), 2);
        assert!(run.threats().iter().all(|t| t.card.is_none()));
        assert_eq!(
            deck.remaining(Pile {
                serious: true,
                internal: false
            }),
            1
        );
    }

    #[test]
    fn blackout_and_data_transfer_banners_count_down_and_clear() {
        let mut run = MissionRun::new(plan(), table(ThreatDrawing::Digital));
        let mut deck = deck();
        run.advance_to(43_000, &mut deck);
        assert_eq!(run.banners(), [Banner::Blackout { left_ms: 7_000 }]);
        run.advance_to(50_000, &mut deck);
        assert_eq!(run.banners(), []);
        run.advance_to(61_000, &mut deck);
        assert_eq!(
            run.banners(),
            [Banner::DataTransfer {
                count: None,
                complete: false
            }]
        );
        run.advance_to(63_500, &mut deck);
        assert_eq!(
            run.banners(),
            [Banner::DataTransfer {
                count: Some(4),
                complete: false
            }]
        );
        assert_eq!(run.caption().as_deref(), Some("Four"));
        run.advance_to(67_000, &mut deck);
        assert_eq!(
            run.banners(),
            [Banner::DataTransfer {
                count: None,
                complete: true
            }]
        );
        assert_eq!(run.caption().as_deref(), Some("Data transfer complete."));
        run.advance_to(68_458, &mut deck);
        assert_eq!(run.banners(), []);
    }

    #[test]
    fn phases_and_ending_early() {
        let mut run = MissionRun::new(plan(), table(ThreatDrawing::Digital));
        let mut deck = deck();
        run.advance_to(100_000, &mut deck);
        assert_eq!(run.phase(), Some((1, 80_000)));
        assert_eq!(
            run.check_end_early(),
            Err(EndEarlyRefused::TooEarly {
                allowed_from_ms: 260_000
            })
        );
        run.advance_to(259_999, &mut deck);
        assert!(run.check_end_early().is_err());
        run.advance_to(260_000, &mut deck);
        assert_eq!(run.phase(), Some((3, 80_000)));
        assert_eq!(run.check_end_early(), Ok(()));
        assert!(!run.is_over());
        run.end_early();
        assert!(run.is_over());
    }

    #[test]
    fn the_round_ends_after_the_last_phase_and_its_closing_words() {
        let mut run = MissionRun::new(plan(), table(ThreatDrawing::Digital));
        let mut deck = deck();
        // "Operation ends" starts at 5:33 and lasts 9.582 s; then a second of tail.
        run.advance_to(343_581, &mut deck);
        assert!(!run.is_over());
        run.advance_to(343_582, &mut deck);
        assert!(run.is_over());
    }

    #[test]
    fn the_screen_wakes_at_the_next_second_or_the_next_cue() {
        let mut run = MissionRun::new(plan(), table(ThreatDrawing::Digital));
        let mut deck = deck();
        run.advance_to(9_400, &mut deck);
        assert_eq!(run.next_change_ms(), 10_000);
        run.advance_to(39_999, &mut deck);
        assert_eq!(run.next_change_ms(), 40_000);
        run.advance_to(41_500, &mut deck);
        // "Communication system down" stops being spoken at 41.781 s.
        assert_eq!(run.next_change_ms(), 41_781);
        // During the data transfer the screen wakes on the voice's words ("five" at 1:02).
        run.advance_to(61_000, &mut deck);
        assert_eq!(run.next_change_ms(), 62_000);
    }
}
