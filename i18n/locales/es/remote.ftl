# Juego a distancia: quién puede unirse, HTTPS y la pantalla del teléfono siempre encendida.

## La línea de órdenes (`sitting-duck serve`)
help-serve-allow = Quién puede unirse: lan (solo esta red), vpn (también VPN superpuestas como Tailscale) o any (cualquier dirección)
help-serve-tls-cert = Servir la página por HTTPS con este certificado (un archivo PEM; con --tls-key)
help-serve-tls-key = La clave privada de --tls-cert (un archivo PEM)
help-serve-tls-self-signed = Servir la página por HTTPS con un certificado creado ahora (su huella se muestra para comprobarla)
remote-allow-any-warning = Atención: cualquier dirección puede unirse. Quien llegue a esta máquina puede probar el código: dádselo solo a vuestra tripulación y mejor usad una VPN.
remote-allow-vpn-note = Pueden unirse los teléfonos de esta red y de una VPN superpuesta (como Tailscale).
remote-fingerprint = Huella del certificado (SHA-256): { $fingerprint }
remote-fingerprint-label = Huella del certificado (SHA-256):
remote-tls-needs-both = --tls-cert y --tls-key van juntos: indica los dos archivos.

## Errores de certificado
remote-tls-certificate = certificado
remote-tls-key = clave privada
remote-tls-unreadable = No se puede leer el archivo { $path } ({ $which }): { $reason }
remote-tls-not-pem = El archivo { $path } no contiene ningún { $which } en formato PEM (un bloque que empieza por -----BEGIN).
remote-tls-refused = El certificado { $cert } y la clave { $key } no van juntos: { $reason }
remote-tls-make = No se puede crear un certificado: { $reason }

## Los terminales de la tripulación en la pantalla de preparación
remote-allow-label = Quién puede unirse
remote-allow-lan = Solo esta red
remote-allow-vpn = También VPN (Tailscale)
remote-allow-any = Cualquier dirección
remote-allow-any-warning-gui = Cualquier dirección puede unirse: quien llegue a esta máquina puede probar el código. Dádselo solo a vuestra tripulación.
remote-https-label = HTTPS
remote-https-off = Desactivado (HTTP simple)
remote-https-self-signed = Certificado creado aquí
remote-https-files = Archivos de certificado
remote-https-cert = Certificado (PEM):
remote-https-key = Clave (PEM):
remote-https-use = Usar estos archivos
remote-https-why = Una página segura mantiene encendidas las pantallas de los teléfonos durante la ronda.

## La página del teléfono: la pantalla sigue encendida
remote-phone-awake-lock = Pantalla mantenida encendida (wake lock).
remote-phone-awake-video = Un vídeo silencioso mantiene la pantalla encendida (este navegador aún puede atenuarla).
remote-phone-awake-none = Este navegador no puede mantener la pantalla encendida: cambia su ajuste de reposo durante la ronda.
remote-phone-awake-paused = La pantalla puede apagarse: toca la página para mantenerla encendida.
