//! The mission card as a PDF: the HTML page printed by headless chromium (`--print-to-pdf`),
//! the browser that lays it out exactly as a crew's own print dialog would. Chromium is not
//! a dependency of the app: without it the PDF is refused in words, and the HTML card (which
//! any browser prints) still works.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, bail};

/// The names chromium goes by on the distributions we know.
const NAMES: [&str; 3] = ["chromium", "chromium-browser", "google-chrome"];

/// The chromium on the `PATH`, if any (`chromium.exe` and so on where programs end so).
pub fn find_chromium() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|dir| {
            NAMES
                .iter()
                .map(move |n| dir.join(format!("{n}{}", std::env::consts::EXE_SUFFIX)))
        })
        .find(|p| p.is_file())
}

/// The `file:` URL of an absolute path: `file:///home/a/card.html`, and on Windows
/// `file:///C:/Users/a/card.html` (forward slashes, three of them before the drive).
pub fn file_url(path: &Path) -> String {
    let text = path.display().to_string();
    if text.starts_with('/') {
        format!("file://{text}")
    } else {
        format!("file:///{}", text.replace('\\', "/"))
    }
}

/// Prints the HTML file `html` to the PDF `pdf` with headless chromium.
///
/// # Errors
/// When chromium is not installed (the message says how to install it, or to print the HTML
/// card from a browser), or it fails or writes no PDF.
pub fn print_to_pdf(html: &Path, pdf: &Path) -> anyhow::Result<()> {
    let Some(chromium) = find_chromium() else {
        bail!(i18n::tr!(
            "card-pdf-needs-chromium",
            names = NAMES.join(", ")
        ));
    };
    let html = std::path::absolute(html)
        .with_context(|| i18n::tr!("card-pdf-cannot-find", file = html.display().to_string()))?;
    let profile = std::env::temp_dir().join(format!("sitting-duck-card-{}", std::process::id()));
    let out = Command::new(&chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--no-pdf-header-footer",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("--print-to-pdf={}", pdf.display()))
        .arg(file_url(&html))
        .output()
        .with_context(|| {
            i18n::tr!(
                "card-pdf-cannot-run",
                browser = chromium.display().to_string()
            )
        });
    // The browser's profile is ours alone; a leftover is only untidy.
    let _ = std::fs::remove_dir_all(&profile);
    let out = out?;
    if !out.status.success() {
        bail!(i18n::tr!(
            "card-pdf-failed",
            browser = chromium.display().to_string(),
            reason = String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let written = std::fs::metadata(pdf).map(|m| m.len()).unwrap_or(0);
    if written == 0 {
        bail!(i18n::tr!(
            "card-pdf-empty",
            browser = chromium.display().to_string(),
            file = pdf.display().to_string()
        ));
    }
    Ok(())
}

/// How many pages a PDF has: its `/Type /Page` objects (not `/Pages`), written with a space
/// (chromium) or without (krilla, [`super::pdf_doc`]).
pub fn page_count(pdf: &[u8]) -> usize {
    [&b"/Type /Page"[..], b"/Type/Page"]
        .into_iter()
        .map(|needle| {
            pdf.windows(needle.len() + 1)
                .filter(|w| &w[..needle.len()] == needle && w[needle.len()] != b's')
                .count()
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_urls_of_unix_and_windows_paths() {
        assert_eq!(
            file_url(Path::new("/home/a/card.html")),
            "file:///home/a/card.html"
        );
        assert_eq!(
            file_url(Path::new("C:\\Users\\a\\card.html")),
            "file:///C:/Users/a/card.html"
        );
    }
}
