//! `sitting-duck deal TRACK --players N [--seed S] [--modules M,...] [--levels L,...]
//! [--no-androids] [--json]`: every player's packets and the androids' cards, exactly as the
//! app and the phones deal them with that seed (`docs/formats.md`, "deal").

use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::Context;
use hands::{Card, CardId, Deal, DealRules};
use serde_json::{Value, json};

use super::BadArgument;
use super::card::find_track;

/// A module the deal depends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum DealModule {
    /// The double-action deck instead of the base deck.
    DoubleActions,
    /// Specialization cards instead of heroic cards.
    Specializations,
}

/// Arguments of `deal`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// A track file, or a shipped track by file stem or name (`mission-1`, "Mission 1").
    #[arg(value_name = "TRACK.yaml|NAME")]
    pub track: String,
    /// Players holding cards: 1 (solo, with three androids) to 5.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=5))]
    pub players: u8,
    /// The game's seed: the same seed deals the same cards. Without it a seed is taken from
    /// the clock and printed, so the deal can be made again.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Modules besides the track's own: `double-actions`, `specializations`.
    #[arg(long, value_enum, value_delimiter = ',', hide_possible_values = true)]
    pub modules: Vec<DealModule>,
    /// With specializations: each figure's level, 1-3, players first, then androids (all 1
    /// when not given).
    #[arg(long, value_delimiter = ',', value_parser = clap::value_parser!(u8).range(1..=3))]
    pub levels: Vec<u8>,
    /// Two or three players fly without androids.
    #[arg(long)]
    pub no_androids: bool,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Runs `deal`: exit 0 when dealt, 2 when the track or the arguments are refused.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let track = match find_track(&args.track) {
        Ok(track) => track,
        Err(message) => {
            crate::to_stderr!("{message}");
            return Ok(ExitCode::from(2));
        }
    };
    let seed = match args.seed {
        Some(seed) => seed,
        None => SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .context(i18n::tr!("cli-generate-clock"))?
            .as_nanos() as u64,
    };
    let rules = rules(&args, &track)?;
    let deal = hands::deal(&rules, seed).map_err(|e| BadArgument(refusal_words(&e)))?;
    let text = if args.json {
        let value = deal_json(&deal, &track.name, seed);
        serde_json::to_string_pretty(&value).with_context(|| i18n::tr!("cli-writing-json"))? + "\n"
    } else {
        deal_text(&deal, &track.name, seed)
    };
    super::out(&text)?;
    Ok(ExitCode::SUCCESS)
}

/// The deal's rules from the arguments and the track (its phases, its own modules).
fn rules(args: &Args, track: &missions::Track) -> anyhow::Result<DealRules> {
    let androids = if args.no_androids {
        0
    } else {
        u8::try_from(engine::setup::androids_for(args.players)).unwrap_or(0)
    };
    let figures = usize::from(args.players) + usize::from(androids);
    let specializations =
        track.modules.specializations || args.modules.contains(&DealModule::Specializations);
    if !specializations && !args.levels.is_empty() {
        return Err(BadArgument(i18n::tr!("cli-deal-levels-without")).into());
    }
    let levels = match (specializations, args.levels.len()) {
        (false, _) => Vec::new(),
        (true, 0) => vec![Some(1); figures],
        (true, n) if n == figures => args.levels.iter().map(|&l| Some(l)).collect(),
        (true, n) => {
            return Err(BadArgument(i18n::tr!(
                "cli-deal-levels-count",
                given = n,
                figures = figures
            ))
            .into());
        }
    };
    Ok(DealRules {
        humans: args.players,
        androids,
        phases: u8::try_from(track.phases.len()).unwrap_or(3),
        double_actions: track.modules.double_actions
            || args.modules.contains(&DealModule::DoubleActions),
        specializations: levels,
    })
}

/// Why a deal was refused, in the crew's words (the arguments are checked before, so this
/// speaks only if a track or crew no game has slips through).
fn refusal_words(error: &hands::DealError) -> String {
    match error {
        hands::DealError::Crew { humans, androids } => {
            i18n::tr!("cli-deal-crew", players = *humans, androids = *androids)
        }
        hands::DealError::Phases(phases) => i18n::tr!("cli-deal-phases", phases = *phases),
        hands::DealError::Specializations(levels) => i18n::tr!(
            "cli-deal-levels-count",
            given = levels.len(),
            figures = levels.len()
        ),
    }
}

/// A card as the game file writes its halves: `A/<`, `A*/@LR`, `A>/B`, `S+/S`.
pub fn card_token(card: Card) -> String {
    format!("{}/{}", card.halves[0].token(), card.halves[1].token())
}

fn tokens(deal: &Deal, ids: &[CardId]) -> String {
    ids.iter()
        .filter_map(|&id| deal.card(id).map(card_token))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The deal in words: a heading, each player's packets, the androids' cards, the pile.
fn deal_text(deal: &Deal, track: &str, seed: u64) -> String {
    let rules = &deal.rules;
    let mut out = i18n::tr!(
        "cli-deal-heading",
        track = track,
        players = rules.humans,
        androids = rules.androids,
        // As text: Fluent formats numbers as floating point, which rounds a 64-bit seed.
        seed = seed.to_string()
    ) + "\n";
    // The solo player picks up no packets: the whole deck is the hand (D7).
    let packets = deal.packets.iter().filter(|_| !rules.solo());
    for (seat, packets) in packets.enumerate() {
        out += &(i18n::tr!("cli-deal-player", seat = seat + 1) + "\n");
        for (phase, packet) in packets.iter().enumerate() {
            let line = i18n::tr!(
                "cli-deal-phase",
                phase = phase + 1,
                cards = tokens(deal, packet)
            );
            out += &format!("  {line}\n");
        }
    }
    for (figure, own) in deal.own.iter().enumerate().filter(|(_, o)| !o.is_empty()) {
        out += &(i18n::tr!(
            "cli-deal-figure",
            figure = figure + 1,
            cards = tokens(deal, own)
        ) + "\n");
    }
    let pile = if rules.solo() {
        i18n::tr!("cli-deal-solo-hand", count = deal.pile.len())
    } else {
        i18n::tr!("cli-deal-pile", count = deal.pile.len())
    };
    out + &pile + "\n" + &tokens(deal, &deal.pile) + "\n"
}

/// The deal as JSON: every card with its id, kind and halves (docs/formats.md, "deal").
pub fn deal_json(deal: &Deal, track: &str, seed: u64) -> Value {
    let cards = |ids: &[CardId]| -> Value {
        ids.iter()
            .filter_map(|&id| {
                deal.card(id).map(|c| {
                    json!({"id": id, "kind": c.kind, "halves": [c.halves[0].token(), c.halves[1].token()]})
                })
            })
            .collect()
    };
    let rules = &deal.rules;
    json!({
        "track": track,
        "seed": seed,
        "players": rules.humans,
        "androids": rules.androids,
        "phases": rules.phases,
        "double_actions": rules.double_actions,
        "specializations": rules.specializations,
        "packets": deal.packets.iter().map(|p| p.iter().map(|ids| cards(ids)).collect::<Vec<_>>()).collect::<Vec<_>>(),
        "own": deal.own.iter().map(|ids| cards(ids)).collect::<Vec<_>>(),
        "pile": cards(&deal.pile),
    })
}
