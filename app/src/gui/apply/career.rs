//! The careers' intents (RULINGS.md CA1-CA16): seating explorers at setup, making them,
//! the explorers' page (learning, consent), the score card's ticks; and the score card's
//! careers part, made when it opens. The ship's log is read and written here.

use crate::gui::app::App;
use crate::gui::screens::boards::BoardsScreen;
use crate::gui::screens::career::{CareerIntent, card::CareerCard, page::ExplorersScreen};
use crate::gui::screens::score::ScoreScreen;
use crate::shell::ship_log;
use engine::CampaignScore;
use shiplog::{ExplorerPage, ShipLog};

impl App {
    /// Applies a careers intent.
    pub(in super::super) fn apply_career(&mut self, intent: CareerIntent) {
        match intent {
            CareerIntent::Seat(index, id) => self.seat(index, id),
            CareerIntent::Create => self.create_explorer(),
            CareerIntent::Open => self.open_explorers(None),
            CareerIntent::Show(id) => {
                if let Some(page) = self.stack.top_as_mut::<ExplorersScreen>()
                    && let Some(i) = page.pages.iter().position(|p| p.row.id == id)
                {
                    page.selected = i;
                    page.learn = None;
                }
            }
            CareerIntent::Learn(id, s) => {
                self.change_explorer(id, |log| log.learn_specialization(id, s));
            }
            CareerIntent::Consent(id) => {
                self.change_explorer(id, |log| log.consent_to_cloning(id));
            }
            CareerIntent::Tick(id, achievement) => {
                if let Some(score) = self.stack.top_as_mut::<ScoreScreen>()
                    && let Some(card) = &mut score.career
                    && card.settled.is_none()
                {
                    card.toggle(id, &achievement);
                }
            }
            CareerIntent::Back => {
                if self.stack.shows::<ExplorersScreen>() {
                    self.stack.pop();
                }
            }
        }
    }

    /// Reads the explorers again when setup shows after another screen (a run settled, an
    /// explorer made or changed meanwhile).
    pub(in super::super) fn refresh_explorers(&mut self) {
        if !self.stack.is_empty() {
            self.setup.careers.fresh = false;
            return;
        }
        if self.setup.careers.fresh {
            return;
        }
        self.setup.careers.fresh = true;
        match self.read_pages() {
            Ok(pages) => self.setup.careers.explorers = pages.into_iter().map(|p| p.row).collect(),
            Err(e) => self.setup.careers.notice = Some(e),
        }
    }

    fn read_pages(&self) -> Result<Vec<ExplorerPage>, String> {
        let Some(path) = &self.ship_log_path else {
            return Ok(Vec::new());
        };
        ship_log::explorer_pages(path).map_err(|e| e.to_string())
    }

    fn seat(&mut self, index: usize, id: Option<shiplog::ExplorerId>) {
        let row = id.and_then(|id| self.setup.careers.get(id).cloned());
        if let Some(row) = &row
            && row.explorer.dead
        {
            self.setup.careers.notice =
                Some(i18n::tr!("careers-problem-dead", name = &row.explorer.name));
            return;
        }
        let crew = &mut self.setup.settings.crew;
        if index >= crew.len() {
            return;
        }
        // One seat per explorer: taking them elsewhere frees their old seat.
        for member in crew.iter_mut() {
            if id.is_some() && member.explorer == id {
                member.explorer = None;
            }
        }
        crew[index].explorer = id;
        if let Some(row) = row {
            crew[index].name = row.explorer.name.clone();
        }
        self.setup.careers.notice = None;
    }

    fn create_explorer(&mut self) {
        let careers = &mut self.setup.careers;
        let Some(path) = self.ship_log_path.clone() else {
            careers.notice = Some(i18n::tr!("careers-no-log"));
            return;
        };
        let name = careers.new_name.trim().to_owned();
        let made = ship_log::change(&path, |log| {
            log.create_explorer(
                &name,
                !careers.new_hardcore,
                &crate::shell::record::now_rfc3339(),
            )
        });
        careers.notice = Some(match made {
            Ok(id) => {
                careers.new_name.clear();
                careers.new_hardcore = false;
                careers.fresh = false;
                seat_by_name(&mut self.setup.settings.crew, &name, id);
                i18n::tr!("careers-made", name = name)
            }
            Err(e) => e.to_string(),
        });
    }

    /// The explorers' page, showing `id` (or the first).
    fn open_explorers(&mut self, id: Option<shiplog::ExplorerId>) {
        let mut page = ExplorersScreen::default();
        match self.read_pages() {
            Ok(pages) => page.pages = pages,
            Err(e) => page.notice = Some(e),
        }
        if let Some(i) = id.and_then(|id| page.pages.iter().position(|p| p.row.id == id)) {
            page.selected = i;
        }
        // A change on the page shows it again, read anew, in its place.
        if self.stack.shows::<ExplorersScreen>() {
            self.stack.replace(page);
        } else {
            self.stack.push(page);
        }
    }

    fn change_explorer(
        &mut self,
        id: shiplog::ExplorerId,
        change: impl FnOnce(&mut ShipLog) -> Result<(), shiplog::LogError>,
    ) {
        let Some(path) = self.ship_log_path.clone() else {
            return;
        };
        let changed = ship_log::change(&path, change);
        self.open_explorers(Some(id));
        if let (Err(e), Some(page)) = (changed, self.stack.top_as_mut::<ExplorersScreen>()) {
            page.notice = Some(e.to_string());
        }
    }

    /// The explorers' specializations by crew member's name, for the boards (CA15).
    pub(in super::super) fn learned_by_name(
        &self,
    ) -> Vec<(String, Vec<(engine::Specialization, u8)>)> {
        let seated = self.setup.careers.seated(&self.setup.settings);
        seated
            .into_iter()
            .map(|(name, row)| (name, row.explorer.specializations))
            .collect()
    }

    /// After a move between the boards, the resolution and the score card: a score card
    /// opened from a resolution gets its careers part.
    pub(in super::super) fn after_scoring(&mut self, from_resolution: bool) {
        if from_resolution && self.stack.shows::<ScoreScreen>() {
            self.attach_career_card();
        }
    }

    /// Gives the score card showing its careers part: the explorers aboard (the crew
    /// members seated at setup, by their names on the boards), this mission's facts, and the
    /// run it settles (the mission, or the campaign it ends).
    pub(in super::super) fn attach_career_card(&mut self) {
        let seated = self.setup.careers.seated(&self.setup.settings);
        let training = match self.stack.find::<BoardsScreen>() {
            Some(b) => match &b.run {
                Some(run) => run.plan().kind != missions::TrackKind::Mission,
                None => self.named_track_is_training(b.entry.mission.as_deref()),
            },
            None => false,
        };
        let campaign = self.campaign.clone();
        let facts_of = self.table_facts();
        let Some(score) = self.stack.top_as_mut::<ScoreScreen>() else {
            return;
        };
        let replay = &score.replay;
        let Ok(record) = score.record(&facts_of) else {
            return;
        };
        let setup = replay.game.game.setup();
        let facts = crate::shell::record::run_facts(setup, &replay.resolution, &record);
        let aboard: Vec<_> = seated
            .into_iter()
            .filter(|(name, _)| setup.crew.iter().any(|c| &*c.name == name))
            .collect();
        let run = match &campaign {
            None => Some(career::Run::mission(facts.clone())),
            Some(c) => {
                let mut missions = c.facts.clone();
                missions.push(facts.clone());
                let mut scores: Vec<_> = c.flown.iter().map(|m| m.score).collect();
                scores.push(replay.resolution.score);
                let ends =
                    replay.resolution.score.is_none() || scores.len() >= usize::from(c.planned);
                let total = CampaignScore::of(&scores).map_or(0, |s| s.total);
                ends.then(|| career::Run::campaign(missions, c.planned, total))
            }
        };
        let run = run.map(|r| {
            if training {
                career::Run {
                    kind: career::RunKind::Training,
                    ..r
                }
            } else {
                r
            }
        });
        score.career = Some(CareerCard::new(aboard, training, facts, run));
    }

    /// Boards from a game file: a test run or simulation when the file names a shipped track
    /// of that kind, else a mission (RULINGS.md CA2).
    fn named_track_is_training(&self, name: Option<&str>) -> bool {
        let Some(name) = name else { return false };
        self.library
            .tracks
            .iter()
            .find(|(_, t)| t.name == name)
            .is_some_and(|(_, t)| t.kind != missions::TrackKind::Mission)
    }
}

/// A new explorer takes the seat of the crew member of their name (the crew typed "Anna" and
/// then made the explorer Anna: she is the one who plays it), unless that seat already has
/// an explorer.
fn seat_by_name(
    crew: &mut [crate::shell::settings::CrewMember],
    name: &str,
    id: shiplog::ExplorerId,
) {
    let same = |m: &crate::shell::settings::CrewMember| {
        m.name.trim().to_lowercase() == name.to_lowercase()
    };
    if let Some(member) = crew.iter_mut().find(|m| same(m) && m.explorer.is_none()) {
        member.explorer = Some(id);
    }
}
