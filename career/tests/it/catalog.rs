//! The shipped catalog: 134 achievements in 7 categories, as the data file says.

use career::{Catalog, Category, MissionNeed, Need, Pool, RunNeed};
use strum::VariantArray;

#[test]
fn the_shipped_catalog_has_134_achievements_in_7_categories() {
    let c = Catalog::shipped().unwrap();
    assert_eq!(c.achievements.len(), 134);
    let counts: Vec<usize> = Category::VARIANTS
        .iter()
        .map(|k| c.of(*k).count())
        .collect();
    assert_eq!(counts, [35, 24, 19, 7, 13, 20, 16]);
    let xp: u32 = c.achievements.iter().map(|a| a.xp).sum();
    assert_eq!(xp, 1083, "the XP of the whole sheet");
}

#[test]
fn names_and_values_read_from_the_data_file() {
    let c = Catalog::shipped().unwrap();
    let aye = c.get("aye-captain").unwrap();
    assert_eq!(
        (aye.name.as_str(), aye.xp, aye.min_level),
        ("Aye, captain!", 5, 2)
    );
    assert!(aye.judged());
    let red = c.get("doubly-peerless").unwrap();
    assert_eq!(
        red.needs,
        [
            Need::Run(RunNeed::Perfect),
            Need::Mission(MissionNeed::Double),
            Need::Mission(MissionNeed::Pool(Pool::Red))
        ]
    );
    assert_eq!((red.xp, red.min_level), (20, 5));
    assert_eq!(c.get("achievement-addict").unwrap().xp, 42);
}

#[test]
fn the_docs_table_lists_every_achievement() {
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/careers.md"))
        .unwrap();
    for a in &Catalog::shipped().unwrap().achievements {
        let row = format!(
            "| {} | {} | {} |",
            a.name.replace('|', "\\|"),
            a.xp,
            a.min_level
        );
        assert!(docs.contains(&row), "docs/careers.md has no row `{row}`");
    }
}

#[test]
fn a_broken_catalog_is_refused_with_its_line() {
    let text = "id,category,name,xp,min_level,needs\nx,missions,X,3,0,humans=1\ny,nowhere,Y,1,0,\n";
    let err = Catalog::parse(text).unwrap_err().to_string();
    assert!(err.contains("line 3") && err.contains("nowhere"), "{err}");
    let err = Catalog::parse("id,category,name,xp,min_level,needs\nx,missions,X,3,0,humans=one\n")
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("line 2") && err.contains("humans=one"),
        "{err}"
    );
}

/// RULINGS.md CA4: the pools, each deck's set of levels (white 1, yellow 2, red 3).
#[test]
fn pools_admit_their_sets_of_levels() {
    let set = |s: &str| [s.contains('1'), s.contains('2'), s.contains('3')];
    let admitted = |p: Pool| -> Vec<&str> {
        ["1", "2", "3", "12", "13", "23", "123"]
            .into_iter()
            .filter(|s| p.admits(set(s)))
            .collect()
    };
    assert_eq!(admitted(Pool::WhiteYellow), ["2", "3", "12", "23", "123"]);
    assert_eq!(admitted(Pool::Yellow), ["2", "3", "23"]);
    assert_eq!(admitted(Pool::YellowRed), ["3", "23"]);
    assert_eq!(admitted(Pool::Red), ["3"]);
    assert_eq!(admitted(Pool::All), ["3", "23", "123"]);
}
