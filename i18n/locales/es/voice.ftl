## Área `voice`: la elección de la voz de los anuncios.
voice-label = Voz
voice-follows-language = La del idioma ({ $language })
voice-tooltip = La voz del ordenador de la nave para la próxima misión: la del idioma de la aplicación o la de otro idioma.
