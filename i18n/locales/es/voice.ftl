## Área `voice`: la elección de la voz de los anuncios.
voice-label = Voz
voice-follows-language = La del idioma ({ $language })
voice-tooltip = La voz del ordenador de la nave para la próxima misión: la del idioma de la aplicación o la de otro idioma.
## Los problemas del sonido (app/src/shell/sound.rs, sound_words.rs): la misión sigue.
sound-no-card = no se encontró ninguna tarjeta de sonido (/proc/asound/cards); se sigue sin sonido
sound-soundtrack-not-regular = banda sonora { $path }: no es un archivo normal (un dispositivo, una tubería o una carpeta); indica un archivo de audio
sound-soundtrack-too-large = banda sonora { $path }: { $size } MB, más de los { $largest } MB que puede tener una banda sonora
sound-warning-pack-unreadable = paquete de voz { $dir }: no se puede leer la carpeta ({ $reason }); habla la voz por defecto
sound-warning-clips-fell-back = paquete de voz { $dir }: falta la grabación de { $clips }; la voz por defecto { $count ->
    [one] la dice
   *[other] las dice
}
sound-warning-undecodable-clip = grabación de voz { $path }: no se puede decodificar ({ $reason }); la dice la voz por defecto
sound-warning-unknown-clip = el aviso a los { $at_ms } ms nombra la grabación desconocida { $clip }; se omite
sound-warning-soundtrack-missing = banda sonora { $path }: no se puede leer ({ $reason }); suena la banda sonora generada en su lugar
sound-warning-soundtrack-undecodable = banda sonora { $path }: no se puede decodificar ({ $reason }); suena la banda sonora generada en su lugar
sound-warning-no-device = ningún dispositivo de sonido ({ $reason }); la misión sigue sin sonido con el mismo reloj
sound-warning-clip-refused = grabación de voz { $path }: rechazada, { $reason }; la dice la voz por defecto
sound-warning-soundtrack-refused = banda sonora { $path }: rechazada, { $reason }; suena la banda sonora generada en su lugar
sound-refusal-rate = su frecuencia de muestreo es de { $hz } Hz (se reproducen de 8000 a 192000 Hz)
sound-refusal-channels = tiene { $channels } canales (8 como mucho)
sound-refusal-too-long = dura más de { $seconds } s
sound-refusal-decoder-failed = el decodificador falló con él
