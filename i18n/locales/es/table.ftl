# En la mesa durante la ronda y alrededor (tema 39): ofertas en la preparación, la carta robada,
# la edad del anuncio, la paleta de los tableros.

setup-recover-explained = Se guardaron los tableros de una misión que nunca llegó al cuaderno de bitácora (la aplicación se cerró antes de guardarla).
setup-recover = Resolverlos y guardarlos
setup-first-start = ¿Tripulación nueva? Empezad por la escuela de vuelo: guiada, sin reloj, una cosa cada vez.
setup-first-lesson = Volar la primera lección

mission-said-ago = Dicho hace { $seconds } s
mission-said = Último anuncio: { $caption }

boards-full = El tablero de { $name } está lleno: las 12 casillas tienen carta («Deshacer» quita la última)
