# Remote play: who may join, HTTPS, and the phone's screen kept awake.

## The command line (`sitting-duck serve`)
help-serve-allow = Who may join: lan (this network only), vpn (also overlay VPNs such as Tailscale) or any (any address)
help-serve-tls-cert = Serve the page over HTTPS with this certificate (a PEM file; with --tls-key)
help-serve-tls-key = The private key of --tls-cert (a PEM file)
help-serve-tls-self-signed = Serve the page over HTTPS with a certificate made now (its fingerprint is printed for checking)
remote-allow-any-warning = Warning: any address may join. Anyone who can reach this machine may try the join code: give it to your crew only, and prefer a VPN.
remote-allow-vpn-note = Phones on this network and on an overlay VPN (such as Tailscale) may join.
remote-fingerprint = Certificate fingerprint (SHA-256): { $fingerprint }
remote-fingerprint-label = Certificate fingerprint (SHA-256):
remote-tls-needs-both = --tls-cert and --tls-key go together: give both files.

## Certificate errors
remote-tls-certificate = certificate
remote-tls-key = private key
remote-tls-unreadable = Cannot read the { $which } file { $path }: { $reason }
remote-tls-not-pem = The { $which } file { $path } holds no { $which } in PEM form (a block starting with -----BEGIN).
remote-tls-refused = The certificate { $cert } and the key { $key } cannot be used together: { $reason }
remote-tls-make = Cannot make a certificate: { $reason }

## The setup screen's crew terminals
remote-allow-label = Who may join
remote-allow-lan = This network only
remote-allow-vpn = Also VPN (Tailscale)
remote-allow-any = Any address
remote-allow-any-warning-gui = Any address may join: anyone who reaches this machine may try the join code. Give it to your crew only.
remote-https-label = HTTPS
remote-https-off = Off (plain HTTP)
remote-https-self-signed = Certificate made here
remote-https-files = Certificate files
remote-https-cert = Certificate (PEM):
remote-https-key = Key (PEM):
remote-https-use = Use these files
remote-https-why = A secure page keeps the phones' screens awake during the round.

## The phone's page: keeping the screen awake
remote-phone-awake-lock = Screen kept awake (wake lock).
remote-phone-awake-video = Screen kept awake by a silent video (this browser may still dim it).
remote-phone-awake-none = This browser cannot keep the screen awake: change its sleep setting for the round.
remote-phone-awake-paused = Screen may sleep: tap the page to keep it awake.
