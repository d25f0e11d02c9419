## Area `quiet` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.

card-button = Tarjeta de misión
card-button-hover = Una página imprimible con cada anuncio de esta pista y su hora, para una tripulación que juega con reloj
card-written = Tarjeta escrita en { $path }
card-open = Abrirla
card-opening = Se ha pedido a { $program } que abra la tarjeta…
card-opened = { $program } abrió la tarjeta: aparece en el navegador (o en el programa que el escritorio eligió para las páginas web)
card-not-opened = { $program } no abrió la tarjeta ({ $why }): abrid { $path } vosotros en un navegador
card-refused = Sin tarjeta: { $why }
atmosphere-label = Sonido
atmosphere-sirens = Sirenas
atmosphere-sirens-hover = Las sirenas aúllan en los últimos veinte segundos de cada fase, siempre muy por debajo de la voz (las alarmas del último minuto de cada fase suenan siempre)
quiet-phone-alerts-on = Destello y vibración: sí
quiet-phone-alerts-off = Destello y vibración: no
quiet-phone-announcement = Nuevo anuncio

## Imprimir la tarjeta en PDF (app/src/card/pdf.rs, `card --pdf`).
card-pdf-needs-chromium = --chromium necesita chromium para imprimir la tarjeta (ninguno de { $names } está en el PATH): instálelo (Debian: apt-get install chromium), u omita --chromium: el PDF propio de la tarjeta no necesita navegador
card-pdf-cannot-find = no se encuentra { $file }
card-pdf-cannot-run = no se puede ejecutar { $browser }
card-pdf-failed = { $browser } no pudo imprimir la tarjeta: { $reason }
card-pdf-empty = { $browser } no escribió ningún PDF en { $file }
card-pdf-no-font = no se puede escribir el PDF de la tarjeta: no se pudo leer ninguna fuente de la aplicación
card-pdf-not-written = no se pudo crear el PDF de la tarjeta ({ $reason })
