## La ventana de la aplicación: etiquetas, botones, descripciones y mensajes de cada pantalla.

## El ajuste de idioma
language-label = Idioma
language-system = Idioma del sistema ({ $language })
language-tooltip = El idioma de la aplicación y de los teléfonos de la tripulación. Se aplica al instante.
