# Spiel auf Entfernung: wer beitreten darf, HTTPS, und der Bildschirm des Telefons bleibt an.

## Die Kommandozeile (`sitting-duck serve`)
help-serve-allow = Wer beitreten darf: lan (nur dieses Netz), vpn (auch Overlay-VPNs wie Tailscale) oder any (jede Adresse)
help-serve-tls-cert = Die Seite über HTTPS mit diesem Zertifikat ausliefern (eine PEM-Datei; mit --tls-key)
help-serve-tls-key = Der private Schlüssel zu --tls-cert (eine PEM-Datei)
help-serve-tls-self-signed = Die Seite über HTTPS mit einem jetzt erzeugten Zertifikat ausliefern (sein Fingerabdruck wird zum Prüfen ausgegeben)
remote-allow-any-warning = Achtung: Jede Adresse darf beitreten. Wer diesen Rechner erreicht, kann den Beitrittscode probieren: Gebt ihn nur eurer Crew und nehmt lieber ein VPN.
remote-allow-vpn-note = Telefone in diesem Netz und in einem Overlay-VPN (etwa Tailscale) dürfen beitreten.
remote-fingerprint = Fingerabdruck des Zertifikats (SHA-256): { $fingerprint }
remote-fingerprint-label = Fingerabdruck des Zertifikats (SHA-256):
remote-tls-needs-both = --tls-cert und --tls-key gehören zusammen: Gib beide Dateien an.

## Zertifikatsfehler
remote-tls-certificate = Zertifikat
remote-tls-key = privater Schlüssel
remote-tls-unreadable = Die Datei { $path } ({ $which }) lässt sich nicht lesen: { $reason }
remote-tls-not-pem = Die Datei { $path } enthält kein { $which } im PEM-Format (ein Block, der mit -----BEGIN anfängt).
remote-tls-refused = Das Zertifikat { $cert } und der Schlüssel { $key } passen nicht zusammen: { $reason }
remote-tls-make = Es lässt sich kein Zertifikat erzeugen: { $reason }

## Die Crew-Terminals im Einrichtungsbildschirm
remote-allow-label = Wer beitreten darf
remote-allow-lan = Nur dieses Netz
remote-allow-vpn = Auch VPN (Tailscale)
remote-allow-any = Jede Adresse
remote-allow-any-warning-gui = Jede Adresse darf beitreten: Wer diesen Rechner erreicht, kann den Beitrittscode probieren. Gebt ihn nur eurer Crew.
remote-https-label = HTTPS
remote-https-off = Aus (einfaches HTTP)
remote-https-self-signed = Hier erzeugtes Zertifikat
remote-https-files = Zertifikatsdateien
remote-https-cert = Zertifikat (PEM):
remote-https-key = Schlüssel (PEM):
remote-https-use = Diese Dateien nehmen
remote-https-why = Eine sichere Seite hält die Bildschirme der Telefone während der Runde wach.

## Die Seite auf dem Telefon: der Bildschirm bleibt an
remote-phone-awake-lock = Bildschirm bleibt an (Wake Lock).
remote-phone-awake-video = Bildschirm bleibt durch ein stummes Video an (dieser Browser kann ihn trotzdem abdunkeln).
remote-phone-awake-none = Dieser Browser kann den Bildschirm nicht wach halten: Ändere für die Runde die Ruhezustand-Einstellung.
remote-phone-awake-paused = Der Bildschirm kann ausgehen: Tippe auf die Seite, damit er an bleibt.
