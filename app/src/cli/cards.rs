//! The threat catalog as the commands load it: the 55 base cards plus homebrew card files.

use std::{path::PathBuf, process::ExitCode};

use missions::Catalog;

/// The base catalog plus the cards of `files` (homebrew YAML in the catalog's form). On a bad
/// file the problems are printed and `Ok(Err(exit status 2))` is returned; nothing is added.
pub fn catalog_with(files: &[PathBuf]) -> anyhow::Result<Result<Catalog, ExitCode>> {
    let mut catalog = Catalog::base().map_err(|d| {
        let said = words::diagnostic::all(&d);
        anyhow::anyhow!("{}\n{said}", i18n::tr!("cli-catalog-broken"))
    })?;
    for path in files {
        let name = path.display().to_string();
        let bytes = match std::fs::read(path) {
            Ok(s) => s,
            Err(e) => {
                crate::to_stderr!(
                    "{}",
                    i18n::tr!(
                        "cli-cannot-read-cards",
                        file = &name,
                        reason = super::io_words(&e)
                    )
                );
                return Ok(Err(ExitCode::from(2)));
            }
        };
        match catalog.add_file(&bytes, &name) {
            Ok(warnings) => {
                for w in warnings {
                    crate::to_stderr!("{w}");
                }
            }
            Err(diags) => {
                crate::to_stderr!("{}", words::diagnostic::all(&diags));
                crate::to_stderr!(
                    "{}",
                    i18n::tr!("cli-card-problems", file = &name, problems = diags.0.len())
                );
                return Ok(Err(ExitCode::from(2)));
            }
        }
    }
    Ok(Ok(catalog))
}
