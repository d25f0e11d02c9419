//! Part of the one `apply`: remote play's choices (who may join, HTTPS) into the settings,
//! and the crew terminals served again with them.

use crate::gui::app::App;
use crate::gui::screens::remote_choices::RemoteIntent;

impl App {
    pub(super) fn apply_remote(&mut self, intent: RemoteIntent) {
        let settings = &mut self.setup.settings;
        match intent {
            RemoteIntent::Allow(allow) => allow.word().clone_into(&mut settings.serve_allow),
            RemoteIntent::Https(word) => settings.serve_https = word,
            RemoteIntent::TlsFiles { cert, key } => {
                settings.serve_https = "files".to_owned();
                settings.serve_tls_cert = cert.trim().to_owned();
                settings.serve_tls_key = key.trim().to_owned();
            }
        }
        self.restart_terminals();
    }
}
