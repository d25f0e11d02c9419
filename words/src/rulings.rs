//! The project's rulings (RULINGS.md) as entries of the rules reference: each `### R8. ...`
//! heading an entry with its id, its question and its answer. The file is embedded when the
//! program is built, so the reference always says what RULINGS.md says: there is no second
//! copy to keep in step (a test checks that every ruling the links name is there).

/// RULINGS.md as built into the program.
const RULINGS: &str = include_str!("../../RULINGS.md");

/// One ruling.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ruling {
    /// Its id: `R8`, `T1`, `NF3`.
    pub id: &'static str,
    /// The question it answers, as its heading asks it.
    pub title: &'static str,
    /// The answer and its reasons, as the file writes them (Markdown), with any
    /// "continued" section that follows it.
    pub body: String,
}

/// Every ruling, in the file's order.
pub fn all() -> Vec<Ruling> {
    let mut out: Vec<Ruling> = Vec::new();
    let mut in_ruling = false;
    for line in RULINGS.lines() {
        if let Some(heading) = line.strip_prefix("### ") {
            match heading.split_once(". ").filter(|(id, _)| is_id(id)) {
                Some((id, title)) => {
                    out.push(Ruling {
                        id,
                        title,
                        body: String::new(),
                    });
                    in_ruling = true;
                }
                // "NF8, continued: ...": more of the ruling before it.
                None if heading.contains(", continued") => {
                    if let Some(last) = out.last_mut() {
                        last.body.push_str(&format!("\n{heading}\n"));
                    }
                }
                None => in_ruling = false,
            }
        } else if line.starts_with("## ") {
            in_ruling = false;
        } else if in_ruling && let Some(last) = out.last_mut() {
            last.body.push_str(line);
            last.body.push('\n');
        }
    }
    for ruling in &mut out {
        ruling.body = ruling.body.trim().to_owned();
    }
    out
}

/// The ruling `id`, if the file has it.
pub fn find(id: &str) -> Option<Ruling> {
    all().into_iter().find(|r| r.id == id)
}

/// `R8`, `NF49`: capital letters, then digits.
fn is_id(word: &str) -> bool {
    let digits = word.trim_start_matches(|c: char| c.is_ascii_uppercase());
    digits.len() < word.len() && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ruling_of_the_file_is_an_entry_with_its_answer() {
        let all = all();
        let headings = RULINGS
            .lines()
            .filter(|l| {
                l.strip_prefix("### ")
                    .is_some_and(|h| h.split_once(". ").is_some_and(|(id, _)| is_id(id)))
            })
            .count();
        assert_eq!(all.len(), headings);
        let r8 = find("R8").unwrap();
        assert!(r8.title.contains("unconfirmed report"), "{}", r8.title);
        assert!(r8.body.contains("5 players"), "{}", r8.body);
        assert!(
            all.iter().all(|r| !r.body.is_empty()),
            "a ruling without its answer"
        );
    }

    #[test]
    fn every_ruling_a_log_line_links_to_is_in_the_file() {
        for id in crate::links::RULINGS_LINKED {
            assert!(find(id).is_some(), "{id} is not in RULINGS.md");
        }
    }
}
