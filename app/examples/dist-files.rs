//! `cargo run -p sitting-duck --example dist-files -- DIR`: writes the man page
//! (`DIR/sitting-duck.1`, with one page per subcommand beside it) and the shell completions
//! (`DIR/completions/`: bash, zsh, fish) from the command line's own clap tree, so they
//! never drift from `--help`. scripts/package.sh runs it; an example rather than a hidden
//! subcommand, so the shipped binary carries neither generator.

#![allow(clippy::disallowed_methods)] // a build tool: it writes the files it is run for

use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::CommandFactory;
use clap_complete::Shell;
use sitting_duck::cli::Cli;

fn main() -> anyhow::Result<()> {
    let dir = std::env::args_os()
        .nth(1)
        .map(PathBuf::from)
        .context("usage: dist-files DIR")?;
    std::fs::create_dir_all(dir.join("completions"))
        .with_context(|| format!("cannot make {}", dir.display()))?;
    man_pages(&dir)?;
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
        let mut cmd = Cli::command();
        clap_complete::generate_to(shell, &mut cmd, "sitting-duck", dir.join("completions"))
            .with_context(|| format!("cannot write the {shell} completions"))?;
    }
    Ok(())
}

/// `sitting-duck.1` for the whole command, and `sitting-duck-SUB.1` for each subcommand
/// (the top page's SUBCOMMANDS section names them).
fn man_pages(dir: &Path) -> anyhow::Result<()> {
    let mut cmd = Cli::command();
    cmd.build();
    write_page(dir, "sitting-duck", cmd.clone())?;
    for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
        let name = format!("sitting-duck-{}", sub.get_name());
        write_page(dir, &name, sub.clone().name(name.clone()))?;
    }
    Ok(())
}

fn write_page(dir: &Path, name: &str, cmd: clap::Command) -> anyhow::Result<()> {
    let mut page = Vec::new();
    clap_mangen::Man::new(cmd)
        .section("1")
        .manual("Sitting Duck")
        .render(&mut page)
        .with_context(|| format!("cannot render the man page {name}"))?;
    let path = dir.join(format!("{name}.1"));
    std::fs::write(&path, page).with_context(|| format!("cannot write {}", path.display()))
}
