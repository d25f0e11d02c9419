# Jeu à distance : qui peut rejoindre, HTTPS, et l'écran du téléphone qui reste allumé.

## La ligne de commande (`sitting-duck serve`)
help-serve-allow = Qui peut rejoindre : lan (ce réseau seulement), vpn (aussi les VPN superposés comme Tailscale) ou any (toute adresse)
help-serve-tls-cert = Servir la page en HTTPS avec ce certificat (un fichier PEM ; avec --tls-key)
help-serve-tls-key = La clé privée de --tls-cert (un fichier PEM)
help-serve-tls-self-signed = Servir la page en HTTPS avec un certificat créé maintenant (son empreinte est affichée pour vérification)
remote-allow-any-warning = Attention : toute adresse peut rejoindre. Quiconque atteint cette machine peut essayer le code : ne le donnez qu'à votre équipage, et préférez un VPN.
remote-allow-vpn-note = Les téléphones de ce réseau et d'un VPN superposé (comme Tailscale) peuvent rejoindre.
remote-fingerprint = Empreinte du certificat (SHA-256) : { $fingerprint }
remote-fingerprint-label = Empreinte du certificat (SHA-256) :
remote-tls-needs-both = --tls-cert et --tls-key vont ensemble : donnez les deux fichiers.

## Erreurs de certificat
remote-tls-certificate = certificat
remote-tls-key = clé privée
remote-tls-unreadable = Impossible de lire le fichier { $path } ({ $which }) : { $reason }
remote-tls-not-pem = Le fichier { $path } ne contient pas de { $which } au format PEM (un bloc commençant par -----BEGIN).
remote-tls-refused = Le certificat { $cert } et la clé { $key } ne vont pas ensemble : { $reason }
remote-tls-make = Impossible de créer un certificat : { $reason }

## Les terminaux de l'équipage sur l'écran de préparation
remote-allow-label = Qui peut rejoindre
remote-allow-lan = Ce réseau seulement
remote-allow-vpn = Aussi le VPN (Tailscale)
remote-allow-any = Toute adresse
remote-allow-any-warning-gui = Toute adresse peut rejoindre : quiconque atteint cette machine peut essayer le code. Ne le donnez qu'à votre équipage.
remote-https-label = HTTPS
remote-https-off = Désactivé (HTTP simple)
remote-https-self-signed = Certificat créé ici
remote-https-files = Fichiers de certificat
remote-https-cert = Certificat (PEM) :
remote-https-key = Clé (PEM) :
remote-https-use = Utiliser ces fichiers
remote-https-why = Une page sécurisée garde les écrans des téléphones allumés pendant la manche.

## La page du téléphone : l'écran reste allumé
remote-phone-awake-lock = Écran maintenu allumé (verrou d'éveil).
remote-phone-awake-video = Écran maintenu allumé par une vidéo muette (ce navigateur peut quand même l'assombrir).
remote-phone-awake-none = Ce navigateur ne peut pas garder l'écran allumé : changez sa mise en veille pour la manche.
remote-phone-awake-paused = L'écran peut s'éteindre : touchez la page pour le garder allumé.
