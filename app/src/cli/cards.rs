//! The threat catalog as the commands load it: the 55 base cards plus homebrew card files.

use std::{path::PathBuf, process::ExitCode};

use missions::Catalog;

/// The base catalog plus the cards of `files` (homebrew YAML in the catalog's form), read by
/// the app's one path for card files (`shell::homebrew`, which the setup screen's chosen
/// card files take too). On a bad file the problems are printed and `Ok(Err(exit status
/// 2))` is returned; nothing is added.
pub fn catalog_with(files: &[PathBuf]) -> anyhow::Result<Result<Catalog, ExitCode>> {
    let mut catalog = Catalog::base().map_err(|d| {
        let said = words::diagnostic::all(&d);
        anyhow::anyhow!("{}\n{said}", i18n::tr!("cli-catalog-broken"))
    })?;
    match crate::shell::homebrew::add_files(&mut catalog, files) {
        Ok(warnings) => {
            for w in warnings {
                crate::to_stderr!("{w}");
            }
            Ok(Ok(catalog))
        }
        Err(refused) => {
            crate::to_stderr!("{}", refused.words());
            Ok(Err(ExitCode::from(2)))
        }
    }
}
