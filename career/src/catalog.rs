//! The achievements of the explorer sheet, read from `career/achievements.csv` (compiled in).

use std::sync::OnceLock;

use engine::Specialization;

use crate::CareerError;

/// The shipped catalog's text.
const SHIPPED: &str = include_str!("../achievements.csv");

/// An achievement's section of the sheet; its word in the data file is kebab-case
/// (`close-calls`).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantArray,
)]
#[strum(serialize_all = "kebab-case")]
pub enum Category {
    /// One mission's feats.
    Missions,
    /// A whole campaign's feats.
    Campaigns,
    /// The table's own moments (judged).
    Social,
    /// Surviving by a hair (judged).
    CloseCalls,
    /// One person's feats (judged).
    HotShots,
    /// Using a specialization's basic or advanced ability.
    Expert,
    /// A career's long counts; exempt from the one-per-category rule.
    Addiction,
}

impl Category {
    /// The word in the data file (`close-calls`).
    pub fn word(self) -> &'static str {
        self.into()
    }

    /// The heading a person reads (`Close calls`).
    pub fn title(self) -> &'static str {
        match self {
            Category::Missions => "Missions",
            Category::Campaigns => "Campaigns",
            Category::Social => "Social",
            Category::CloseCalls => "Close calls",
            Category::HotShots => "Hot shots",
            Category::Expert => "Expert",
            Category::Addiction => "Addiction",
        }
    }

    fn parse(word: &str) -> Option<Category> {
        word.parse().ok()
    }
}

/// A threat pool an achievement asks for: the set of levels (white 1, yellow 2, red 3) of
/// both the common and the serious decks must be one of the pool's sets. Its word in the
/// data file is kebab-case (`white-yellow`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr, strum::EnumString)]
#[strum(serialize_all = "kebab-case")]
pub enum Pool {
    /// White and yellow, or harder: {1,2}, {2}, {1,2,3}, {2,3}, {3}.
    WhiteYellow,
    /// Yellow or harder: {2}, {2,3}, {3}.
    Yellow,
    /// Yellow and red, or red: {2,3}, {3}.
    YellowRed,
    /// Red only: {3}.
    Red,
    /// All three levels, or harder: {1,2,3}, {2,3}, {3}.
    All,
}

impl Pool {
    /// The word in the data file.
    pub fn word(self) -> &'static str {
        self.into()
    }

    fn parse(word: &str) -> Option<Pool> {
        word.parse().ok()
    }

    /// Whether a deck of these levels (white, yellow, red) meets the pool.
    pub fn admits(self, levels: [bool; 3]) -> bool {
        let accepted: &[[bool; 3]] = match self {
            Pool::WhiteYellow => &[W_Y, Y, W_Y_R, Y_R, R],
            Pool::Yellow => &[Y, Y_R, R],
            Pool::YellowRed => &[Y_R, R],
            Pool::Red => &[R],
            Pool::All => &[W_Y_R, Y_R, R],
        };
        accepted.contains(&levels)
    }
}

const W_Y: [bool; 3] = [true, true, false];
const Y: [bool; 3] = [false, true, false];
const W_Y_R: [bool; 3] = [true, true, true];
const Y_R: [bool; 3] = [false, true, true];
const R: [bool; 3] = [false, false, true];

/// One condition of an achievement (a word of the data file's `needs`), by what it is checked
/// against: each check in `detect.rs` decides its own family and lets the others pass, so
/// this grouping is the one table of where a condition is decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Need {
    /// One mission's facts: its crew, its actions, its decks.
    Mission(MissionNeed),
    /// The run's missions taken together: how many, how cleanly, which threats.
    Run(RunNeed),
    /// `used=SPEC:basic|advanced`: the explorer used that ability on the run.
    Used(Specialization, bool),
    /// The explorer's career so far (the addiction achievements).
    Career(CareerNeed),
    /// `judged`: the crew decides, on the score card.
    Judged,
}

/// A condition on one mission's facts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MissionNeed {
    /// `humans=N`: exactly N human crew members (androids do not count).
    Humans(u8),
    /// `humans>=N`: at least N humans.
    HumansAtLeast(u8),
    /// `crew=N`: exactly N seats, androids included.
    Crew(u8),
    /// `double`: played with double actions.
    Double,
    /// `pool=P`: both decks meet the pool.
    Pool(Pool),
}

/// A condition on the run's missions taken together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunNeed {
    /// `easy`: a mission with fewer threats than the full count still counts.
    Easy,
    /// `perfect`: no penalty (damage, knocked out, battlebots).
    Perfect,
    /// `different-pools`: every mission of the campaign had another (common, serious) pair.
    DifferentPools,
    /// `missions>=N`: a campaign of at least N missions.
    MissionsAtLeast(u8),
}

/// A condition on the explorer's career.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CareerNeed {
    /// `runs=N`: N successful runs.
    Runs(u32),
    /// `campaigns=N`: N campaigns of three or more missions flown to their planned length.
    Campaigns(u32),
    /// `clones=N`: N clones used up.
    Clones(u32),
    /// `days=N`: N days since the first successful run.
    Days(u32),
    /// `basic=N`: N expert basic achievements earned.
    Basic(u32),
    /// `advanced=N`: N expert advanced achievements earned.
    Advanced(u32),
    /// `collector`: at least one achievement of each other category.
    Collector,
    /// `addict`: half (rounded up) of each other category, two close calls.
    Addict,
}

/// The needs written as a bare word (`double`, `different-pools`).
#[derive(Debug, Clone, Copy, strum::EnumString)]
#[strum(serialize_all = "kebab-case")]
enum Flag {
    Double,
    Easy,
    Perfect,
    DifferentPools,
    Judged,
    Collector,
    Addict,
}

impl Flag {
    fn need(self) -> Need {
        match self {
            Flag::Double => Need::Mission(MissionNeed::Double),
            Flag::Easy => Need::Run(RunNeed::Easy),
            Flag::Perfect => Need::Run(RunNeed::Perfect),
            Flag::DifferentPools => Need::Run(RunNeed::DifferentPools),
            Flag::Judged => Need::Judged,
            Flag::Collector => Need::Career(CareerNeed::Collector),
            Flag::Addict => Need::Career(CareerNeed::Addict),
        }
    }
}

/// The keys of the needs written `key=value` (`humans=2`, `used=hacker:basic`).
#[derive(Debug, Clone, Copy, strum::EnumString)]
#[strum(serialize_all = "lowercase")]
enum Key {
    Humans,
    Crew,
    Pool,
    Used,
    Runs,
    Campaigns,
    Clones,
    Days,
    Basic,
    Advanced,
}

/// The ability of `used=SPEC:TIER`.
#[derive(Debug, Clone, Copy, strum::EnumString)]
#[strum(serialize_all = "lowercase")]
enum Tier {
    Basic,
    Advanced,
}

impl Need {
    fn parse(word: &str) -> Option<Need> {
        let number = |s: &str| s.parse::<u32>().ok();
        let small = |s: &str| s.parse::<u8>().ok();
        if let Ok(flag) = word.parse::<Flag>() {
            return Some(flag.need());
        }
        if let Some(n) = word.strip_prefix("humans>=") {
            return Some(Need::Mission(MissionNeed::HumansAtLeast(small(n)?)));
        }
        if let Some(n) = word.strip_prefix("missions>=") {
            return Some(Need::Run(RunNeed::MissionsAtLeast(small(n)?)));
        }
        let (key, value) = word.split_once('=')?;
        Some(match key.parse::<Key>().ok()? {
            Key::Humans => Need::Mission(MissionNeed::Humans(small(value)?)),
            Key::Crew => Need::Mission(MissionNeed::Crew(small(value)?)),
            Key::Pool => Need::Mission(MissionNeed::Pool(Pool::parse(value)?)),
            Key::Used => {
                let (spec, tier) = value.split_once(':')?;
                let advanced = match tier.parse::<Tier>().ok()? {
                    Tier::Basic => false,
                    Tier::Advanced => true,
                };
                Need::Used(Specialization::parse(spec)?, advanced)
            }
            Key::Runs => Need::Career(CareerNeed::Runs(number(value)?)),
            Key::Campaigns => Need::Career(CareerNeed::Campaigns(number(value)?)),
            Key::Clones => Need::Career(CareerNeed::Clones(number(value)?)),
            Key::Days => Need::Career(CareerNeed::Days(number(value)?)),
            Key::Basic => Need::Career(CareerNeed::Basic(number(value)?)),
            Key::Advanced => Need::Career(CareerNeed::Advanced(number(value)?)),
        })
    }
}

/// One achievement of the sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Achievement {
    /// Its id (the name in lower case with dashes: `lone-wolf`).
    pub id: String,
    /// Its section.
    pub category: Category,
    /// Its name on the sheet.
    pub name: String,
    /// The XP it gives.
    pub xp: u32,
    /// The level an explorer must have at the start of the run.
    pub min_level: u8,
    /// Its conditions, all of which must hold.
    pub needs: Vec<Need>,
}

impl Achievement {
    /// Ticked by the crew rather than detected.
    pub fn judged(&self) -> bool {
        self.needs.contains(&Need::Judged)
    }
}

/// Every achievement, in the order of the sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Catalog {
    /// The achievements.
    pub achievements: Vec<Achievement>,
}

impl Catalog {
    /// The shipped catalog (134 achievements), parsed once.
    pub fn shipped() -> Result<&'static Catalog, CareerError> {
        static SHIPPED_CATALOG: OnceLock<Result<Catalog, CareerError>> = OnceLock::new();
        SHIPPED_CATALOG
            .get_or_init(|| Catalog::parse(SHIPPED))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Parses a catalog in the data file's form: `#` comment lines, a header, then
    /// `id,category,name,xp,min_level,needs` (a field with a comma in double quotes).
    pub fn parse(text: &str) -> Result<Catalog, CareerError> {
        let mut achievements: Vec<Achievement> = Vec::new();
        let mut header = false;
        for (index, line) in text.lines().enumerate() {
            let line_no = index + 1;
            let bad = |detail: String| CareerError::Catalog {
                line: line_no,
                detail,
            };
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let fields = split(line).map_err(bad)?;
            if !header {
                if fields != ["id", "category", "name", "xp", "min_level", "needs"] {
                    return Err(bad(format!("the header is {fields:?}")));
                }
                header = true;
                continue;
            }
            let [id, category, name, xp, min_level, needs] = fields.as_slice() else {
                return Err(bad(format!("{} fields instead of 6", fields.len())));
            };
            let category = Category::parse(category)
                .ok_or_else(|| bad(format!("unknown category `{category}`")))?;
            let xp = xp
                .parse()
                .map_err(|_| bad(format!("xp `{xp}` is not a number")))?;
            let min_level = min_level
                .parse()
                .map_err(|_| bad(format!("min_level `{min_level}` is not a number")))?;
            let needs = needs
                .split_whitespace()
                .map(|w| Need::parse(w).ok_or_else(|| bad(format!("unknown need `{w}`"))))
                .collect::<Result<Vec<_>, _>>()?;
            if achievements.iter().any(|a| a.id == *id) {
                return Err(bad(format!("the id `{id}` is there twice")));
            }
            achievements.push(Achievement {
                id: id.clone(),
                category,
                name: name.clone(),
                xp,
                min_level,
                needs,
            });
        }
        Ok(Catalog { achievements })
    }

    /// The achievement of an id.
    pub fn get(&self, id: &str) -> Option<&Achievement> {
        self.achievements.iter().find(|a| a.id == id)
    }

    /// The achievements of one category, in order.
    pub fn of(&self, category: Category) -> impl Iterator<Item = &Achievement> {
        self.achievements
            .iter()
            .filter(move |a| a.category == category)
    }
}

/// Splits a CSV line (double quotes around a field with a comma; `""` is a quote).
fn split(line: &str) -> Result<Vec<String>, String> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            ('"', true) => quoted = false,
            ('"', false) if field.is_empty() => quoted = true,
            (',', false) => fields.push(std::mem::take(&mut field)),
            (c, _) => field.push(c),
        }
    }
    if quoted {
        return Err("a quote is not closed".to_owned());
    }
    fields.push(field);
    Ok(fields)
}
