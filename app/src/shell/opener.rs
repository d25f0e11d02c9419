//! Opening a file the app wrote (the mission card) with the desktop's program for it
//! (`xdg-open` on Linux), whose child is reaped on a thread of its own: a finished opener
//! never stays behind as a defunct process, and its exit is told to the crew.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc::{Receiver, channel};

/// The desktop's program that opens a file in the program the desktop chose for it.
pub fn desktop_opener() -> PathBuf {
    PathBuf::from(if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(target_os = "windows") {
        "explorer"
    } else {
        "xdg-open"
    })
}

/// How the opener ended: `Ok` when it said it opened the file, else its words (an exit
/// status, a signal).
pub type Opened = Result<(), String>;

/// Starts `opener` on `file` and waits for it on a thread of its own (reaping it). Returns
/// the child's process id and where its end is told.
///
/// # Errors
/// When the opener cannot be started (not installed, not allowed).
pub fn open(opener: &Path, file: &Path) -> std::io::Result<(u32, Receiver<Opened>)> {
    let mut child = Command::new(opener)
        .arg(file)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()?;
    let pid = child.id();
    let (tell, told) = channel();
    std::thread::Builder::new()
        .name("card-opener".into())
        .spawn(move || {
            let ended = match child.wait() {
                Ok(status) if status.success() => Ok(()),
                Ok(status) => Err(status.to_string()),
                Err(e) => Err(super::io_words(&e)),
            };
            // Nobody listening (the screen went): the child is reaped all the same.
            let _ = tell.send(ended);
        })?;
    Ok((pid, told))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether process `pid` is still there, running or defunct (Linux's `/proc`).
    fn still_there(pid: u32) -> bool {
        std::path::Path::new(&format!("/proc/{pid}")).exists()
    }

    #[test]
    fn a_finished_opener_is_reaped_and_its_end_is_told() {
        let file = Path::new("card.html");
        let (pid, told) = open(Path::new("true"), file).unwrap();
        assert_eq!(told.recv().unwrap(), Ok(()));
        if cfg!(target_os = "linux") {
            assert!(!still_there(pid), "no defunct child left");
        }
        let (_, told) = open(Path::new("false"), file).unwrap();
        assert_eq!(told.recv().unwrap(), Err("exit status: 1".to_owned()));
        assert!(open(Path::new("/no/such/opener"), file).is_err());
    }
}
