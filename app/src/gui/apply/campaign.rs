//! The campaign's intents (RULINGS.md C1-C9): choosing a campaign at setup, logging each
//! mission with the ship it started from, the repairs between missions, the campaign page.

use crate::gui::CampaignIntent;
use crate::gui::app::App;
use crate::gui::screens::campaign::{
    CampaignRun, FlownMission, banner_lines, page::CampaignPage, repairs::RepairsScreen,
};
use crate::gui::screens::score::ScoreScreen;
use crate::shell::ship_log;
use engine::Draw;
use i18n::tr;

impl App {
    /// Applies a campaign intent.
    pub(in super::super) fn apply_campaign(&mut self, intent: CampaignIntent) {
        match intent {
            CampaignIntent::SetRepair(i, step) => {
                if let Some(r) = self.stack.top_as_mut::<RepairsScreen>()
                    && let Some(s) = r.steps.get_mut(i)
                {
                    *s = step;
                }
            }
            CampaignIntent::SetSquadAt(station) => {
                if let Some(r) = self.stack.top_as_mut::<RepairsScreen>() {
                    r.squad_at = Some(station);
                }
            }
            CampaignIntent::NextCampaignMission => self.next_campaign_mission(),
            CampaignIntent::StopCampaign => {
                let mut problem = None;
                if let Some(id) = self.campaign.as_ref().and_then(|r| r.log_id)
                    && let Some(path) = self.ship_log_path.clone()
                {
                    // The campaign's run is settled as it stops (RULINGS.md CA1).
                    let at = crate::shell::record::now_rfc3339();
                    let stopped =
                        ship_log::change(&path, |l| l.stop_campaign_run(id, &[], &at).map(|_| ()));
                    problem = stopped
                        .err()
                        .map(|e| tr!("notice-end-not-saved", error = e.to_string()));
                }
                self.end_campaign();
                self.stack.clear();
                self.open_campaigns();
                if let (Some(problem), Some(page)) =
                    (problem, self.stack.top_as_mut::<CampaignPage>())
                {
                    page.problem = Some(problem);
                }
            }
            CampaignIntent::OpenCampaigns => self.open_campaigns(),
            CampaignIntent::ShowCampaign(i) => {
                if let Some(page) = self.stack.top_as_mut::<CampaignPage>()
                    && i < page.campaigns.len()
                {
                    page.selected = i;
                }
            }
        }
    }

    /// Setup's choice of a campaign (1-3 missions) or a single mission (0); made before the
    /// first mission: a campaign flown keeps its length.
    pub(in super::super) fn set_campaign(&mut self, n: u8) {
        if self.campaign.is_none() {
            self.setup.campaign_choice = n.min(engine::campaign::MAX_MISSIONS as u8);
        }
    }

    /// The campaign is over: setup offers a single mission again.
    fn end_campaign(&mut self) {
        self.campaign = None;
        self.setup.campaign_choice = 0;
        self.setup.campaign_banner.clear();
    }

    /// At "Start mission": a campaign chosen at setup begins with a new ship.
    pub(in super::super) fn begin_campaign_if_chosen(&mut self) {
        if self.campaign.is_none() && self.setup.campaign_choice > 0 {
            let run = CampaignRun::new(self.setup.campaign_choice);
            self.setup.campaign_banner = banner_lines(&run);
            self.campaign = Some(run);
        }
    }

    /// Leaving a campaign mission's score card: the mission is written to the ship's log
    /// (linked to its campaign, with the ship it started from), then the repairs screen, or
    /// the campaign page when the campaign is over (lost, or its last mission flown).
    /// Returns `false` when no campaign is flown (the score card goes on as usual).
    pub(in super::super) fn leave_campaign_score(&mut self) -> bool {
        if self.campaign.is_none() {
            return false;
        }
        self.log_campaign_mission();
        let Some(score) = self.stack.top_as::<ScoreScreen>() else {
            return false;
        };
        let Some(run) = self.campaign.as_ref() else {
            return false;
        };
        if run.is_over() {
            self.end_campaign();
            self.stack.clear();
            self.open_campaigns();
        } else {
            let replay = &score.replay;
            let repairs =
                RepairsScreen::new(run, replay.game.game.setup(), &replay.resolution.state);
            self.stack.clear();
            self.stack.push(repairs);
        }
        true
    }

    /// Writes the score card's mission into the campaign (once) and to the ship's log.
    pub(in super::super) fn log_campaign_mission(&mut self) {
        let facts = self.table_facts();
        let Some(score) = self.stack.top_as_mut::<ScoreScreen>() else {
            return;
        };
        let Some(run) = self.campaign.as_mut() else {
            return;
        };
        let replay = &score.replay;
        let started = replay.game.game.setup().starting_damage.clone();
        // One entry per mission played: a second press of "Save" does not add it again.
        if run.scored {
            return;
        }
        run.scored = true;
        run.flown.push(FlownMission {
            track: replay.game.game.setup().mission.clone(),
            score: replay.resolution.score,
            started: started.clone(),
            left: engine::StartingDamage::left_by(&replay.resolution.state),
            repairs: Vec::new(),
            logged: None,
        });
        let Some(path) = self.ship_log_path.clone() else {
            return;
        };
        let written = score
            .record(&facts)
            .map_err(|e| format!("{e:#}"))
            .and_then(|record| {
                ship_log::change(&path, |log| {
                    let id = match run.log_id {
                        Some(id) => id,
                        None => {
                            log.start_campaign(&record.page_name(), &record.played_at, run.planned)?
                        }
                    };
                    run.log_id = Some(id);
                    let input = score.career.as_ref().map(|c| c.input());
                    let input = input.unwrap_or_else(|| shiplog::RunInput {
                        training: false,
                        facts: career::MissionFacts::plain(0, 0),
                        seated: Vec::new(),
                        attested: Vec::new(),
                    });
                    let (mid, settled) =
                        log.append_to_campaign_run(id, &record, &started, &input)?;
                    run.facts.push(input.facts);
                    Ok((mid, settled))
                })
                .map_err(|e| e.to_string())
            });
        match written {
            Ok((id, settled)) => {
                if let (Some(card), Some(settled)) = (&mut score.career, settled) {
                    card.settled = Some(settled);
                }
                if let Some(m) = run.flown.last_mut() {
                    m.logged = Some(id);
                }
                score.saved = Some(Ok(tr!(
                    "notice-saved-campaign",
                    id = id,
                    path = path.display().to_string()
                )));
            }
            Err(e) => {
                run.log_problem = Some(tr!("notice-not-saved", error = e.to_string()));
                score.saved = Some(Err(tr!("notice-not-saved", error = e.to_string())));
            }
        }
    }

    /// After the repairs: the next mission starts from the repaired ship; setup moves on to
    /// the next track.
    fn next_campaign_mission(&mut self) {
        let Some(repairs) = self.stack.top_as::<RepairsScreen>() else {
            return;
        };
        let Ok(carried) = repairs.result() else {
            return;
        };
        let words = repairs.words();
        let Some(run) = self.campaign.as_mut() else {
            return;
        };
        if let Some(m) = run.flown.last_mut() {
            m.repairs = words.clone();
            if let (Some(id), Some(path)) = (m.logged, self.ship_log_path.clone()) {
                let set = ship_log::change(&path, |l| l.set_repairs(id, &words));
                if let Err(e) = set {
                    run.log_problem = Some(tr!("notice-repairs-not-saved", error = e.to_string()));
                }
            }
        }
        run.carried = carried;
        run.scored = false;
        self.setup.campaign_banner = banner_lines(run);
        self.setup.next_mission(self.rng.bits() % 1_000_000);
        self.stack.clear();
    }

    /// The campaign page, read from the ship's log.
    fn open_campaigns(&mut self) {
        let read = match &self.ship_log_path {
            None => Err(tr!("notice-no-ship-log")),
            Some(path) => ship_log::read(path, Vec::new(), |log| log.campaigns(None))
                .map_err(|e| e.to_string()),
        };
        let page = match read {
            Ok(campaigns) => CampaignPage::new(campaigns, None),
            Err(e) => CampaignPage::new(Vec::new(), Some(e)),
        };
        self.stack.push(page);
    }
}
