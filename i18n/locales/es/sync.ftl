# La tripulación en más de una sala: la voz en cada móvil, móviles que se caen y vuelven.
sync-phone-voice-on = Voz en este móvil: activada
sync-phone-voice-off = Voz en este móvil: desactivada
sync-phone-voice-tap = Toca en cualquier sitio para que este móvil pueda hablar.
sync-phone-voice-none = Este móvil no puede reproducir la voz: escucha la mesa.
sync-phone-no-vibrate = Este móvil no puede vibrar: la pantalla parpadea en cada anuncio.
sync-phone-reconnecting = Conexión perdida: reintentando…
sync-link-connected = { $name } · conectado
sync-link-reconnecting = { $name } · reconectando…
sync-link-gone = { $name } · se fue
sync-phones-line = Móviles: { $people }
