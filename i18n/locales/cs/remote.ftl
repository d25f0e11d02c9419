# Hra na dálku: kdo se smí připojit, HTTPS a obrazovka telefonu, která nezhasne.

## Příkazová řádka (`sitting-duck serve`)
help-serve-allow = Kdo se smí připojit: lan (jen tato síť), vpn (i překryvné VPN jako Tailscale) nebo any (jakákoli adresa)
help-serve-tls-cert = Posílat stránku přes HTTPS s tímto certifikátem (soubor PEM; s --tls-key)
help-serve-tls-key = Soukromý klíč k --tls-cert (soubor PEM)
help-serve-tls-self-signed = Posílat stránku přes HTTPS s certifikátem vytvořeným teď (jeho otisk se vypíše ke kontrole)
remote-allow-any-warning = Pozor: připojit se smí jakákoli adresa. Kdokoli, kdo dosáhne na tento počítač, může zkoušet kód: dejte ho jen své posádce a raději použijte VPN.
remote-allow-vpn-note = Připojit se smějí telefony v této síti a v překryvné VPN (například Tailscale).
remote-fingerprint = Otisk certifikátu (SHA-256): { $fingerprint }
remote-fingerprint-label = Otisk certifikátu (SHA-256):
remote-tls-needs-both = --tls-cert a --tls-key patří k sobě: zadejte oba soubory.

## Chyby certifikátu
remote-tls-certificate = certifikát
remote-tls-key = soukromý klíč
remote-tls-unreadable = Soubor { $path } ({ $which }) nelze přečíst: { $reason }
remote-tls-not-pem = Soubor { $path } neobsahuje { $which } ve formátu PEM (blok začínající -----BEGIN).
remote-tls-refused = Certifikát { $cert } a klíč { $key } k sobě nepatří: { $reason }
remote-tls-make = Certifikát nelze vytvořit: { $reason }

## Terminály posádky na obrazovce přípravy
remote-allow-label = Kdo se smí připojit
remote-allow-lan = Jen tato síť
remote-allow-vpn = I VPN (Tailscale)
remote-allow-any = Jakákoli adresa
remote-allow-any-warning-gui = Připojit se smí jakákoli adresa: kdokoli, kdo dosáhne na tento počítač, může zkoušet kód. Dejte ho jen své posádce.
remote-https-label = HTTPS
remote-https-off = Vypnuto (obyčejné HTTP)
remote-https-self-signed = Certifikát vytvořený zde
remote-https-files = Soubory certifikátu
remote-https-cert = Certifikát (PEM):
remote-https-key = Klíč (PEM):
remote-https-use = Použít tyto soubory
remote-https-why = Zabezpečená stránka drží obrazovky telefonů během kola rozsvícené.

## Stránka na telefonu: obrazovka nezhasne
remote-phone-awake-lock = Obrazovka zůstává rozsvícená (wake lock).
remote-phone-awake-video = Obrazovku drží rozsvícenou tiché video (prohlížeč ji přesto může ztlumit).
remote-phone-awake-none = Tento prohlížeč neumí držet obrazovku rozsvícenou: změňte na dobu kola nastavení spánku.
remote-phone-awake-paused = Obrazovka může zhasnout: klepněte na stránku, aby zůstala rozsvícená.
