//! Writing a game back as a game file.

use engine::{Module, Setup, action::board_tokens};

use super::Game;

/// Writes a game back as a game file (what the app saves while the crew types).
pub fn to_yaml(game: &Game) -> String {
    let s = game.game.setup();
    let mut out = String::new();
    if let Some(m) = &s.mission {
        out.push_str(&format!("mission: {}\n", quote(m)));
    }
    out.push_str(&format!("players: {}\nseed: {}\n", s.players, game.seed));
    if !s.modules.is_base() {
        let words: Vec<&str> = s.modules.on().map(Module::name).collect();
        out.push_str(&format!("modules: [{}]\n", words.join(", ")));
    }
    let [red, white, blue, internal] = s.trajectories.numbers();
    out.push_str(&format!(
        "trajectories: {{ red: {red}, white: {white}, blue: {blue}, internal: {internal} }}\n"
    ));
    write_threats(&mut out, s);
    write_crew(&mut out, s);
    write_damage(&mut out, s);
    out
}

/// The `threats:` list, one flow mapping per threat.
fn write_threats(out: &mut String, s: &Setup) {
    out.push_str(if s.threats.is_empty() {
        "threats: []\n"
    } else {
        "threats:\n"
    });
    for p in &s.threats {
        let unc = if p.unconfirmed {
            ", unconfirmed: true"
        } else {
            ""
        };
        let calls = match &p.calls[..] {
            [] => String::new(),
            [one] => format!(", calls: {}", one.id),
            chain => {
                let ids: Vec<&str> = chain.iter().map(|c| c.id.as_str()).collect();
                format!(", calls: [{}]", ids.join(", "))
            }
        };
        out.push_str(&format!(
            "  - {{ turn: {}, zone: {}, threat: {}{unc}{calls} }}\n",
            p.turn, p.zone, p.card.id
        ));
    }
}

/// The `crew:` list, one flow mapping per crew member.
fn write_crew(out: &mut String, s: &Setup) {
    out.push_str(if s.crew.is_empty() {
        "crew: []\n"
    } else {
        "crew:\n"
    });
    for c in &s.crew {
        out.push_str(&format!("  - {{ name: {}", quote(&c.name)));
        if let Some(col) = c.color {
            out.push_str(&format!(", color: {}", col.name()));
        }
        if c.captain {
            out.push_str(", captain: true");
        }
        if c.android {
            out.push_str(", android: true");
        }
        if let Some(sp) = c.specialist {
            out.push_str(&format!(", specialization: {}", sp.word()));
            if let Some(t) = sp.teleport {
                let name = |i: usize| s.crew.get(i).map_or("?", |c| &*c.name);
                out.push_str(&format!(
                    ", teleport: {{ departure: {}, arrival: {} }}",
                    quote(name(t.departure)),
                    quote(name(t.arrival))
                ));
            }
        }
        out.push_str(&format!(
            ", actions: {} }}\n",
            quote(&board_tokens(&c.actions))
        ));
    }
}

/// The damage tiles the crew drew and the damage carried in from a campaign's last mission.
fn write_damage(out: &mut String, s: &Setup) {
    if !s.damage_tiles.is_empty() {
        out.push_str("damage_tiles:\n");
        for (z, tiles) in &s.damage_tiles {
            let names: Vec<&str> = tiles.iter().map(|t| t.name()).collect();
            out.push_str(&format!("  {z}: [{}]\n", names.join(", ")));
        }
    }
    let carried = &s.starting_damage;
    if !carried.is_empty() || carried.squad_at.is_some() {
        out.push_str("starting_damage:\n");
        for (z, tiles) in &carried.tiles {
            let names: Vec<&str> = tiles.iter().map(|t| t.name()).collect();
            out.push_str(&format!("  {z}: [{}]\n", names.join(", ")));
        }
        if carried.disabled_squads > 0 {
            out.push_str(&format!("  disabled_squads: {}\n", carried.disabled_squads));
        }
        if let Some(station) = carried.squad_at {
            out.push_str(&format!("  squad_at: {}\n", station.code()));
        }
    }
}

fn quote(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}
