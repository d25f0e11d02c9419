# L'équipage dans plus d'une pièce : la voix sur chaque téléphone, les téléphones qui décrochent et reviennent.
sync-phone-voice-on = Voix sur ce téléphone : activée
sync-phone-voice-off = Voix sur ce téléphone : coupée
sync-phone-voice-tap = Touchez l'écran pour que ce téléphone puisse parler.
sync-phone-voice-none = Ce téléphone ne peut pas jouer la voix : écoutez la table.
sync-phone-no-vibrate = Ce téléphone ne peut pas vibrer : l'écran clignote à chaque annonce.
sync-phone-reconnecting = Connexion perdue : nouvel essai…
sync-link-connected = { $name } · connecté
sync-link-reconnecting = { $name } · reconnexion…
sync-link-gone = { $name } · parti
sync-phones-line = Téléphones : { $people }
