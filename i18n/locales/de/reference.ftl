# Die Regelübersicht: jede Bedrohungskarte, die Schritte der Auswertungsrunde, die Entscheidungen
# des Projekts; das Ereignisprotokoll und die Nachbesprechung öffnen sie am passenden Eintrag.
reference-title = Regelübersicht
reference-tab-cards = Bedrohungskarten
reference-tab-round = Auswertungsrunde
reference-tab-rulings = Entscheidungen
reference-search-hint = ID, Name oder Wörter der Regeln
reference-link = Regeln
reference-link-hover = Die Regelübersicht bei dem öffnen, was diese Zeile anwendet
reference-nothing-found = Nichts passt zur Suche.
reference-rulings-note = Die Entscheidungen sind die Antworten des Projekts auf Fragen, die das Regelheft offenlässt; sie werden auf Englisch geführt, in RULINGS.md.
reference-round-intro = Nach der Aktionsrunde spielt die Crew ihre Tafeln Runde für Runde nach: zwölf Runden (sieben in einem Testlauf), jede in denselben fünf Schritten, dann eine letzte Runde und der Sprung.
reference-step-appear = Eine für diese Runde angekündigte Bedrohung kommt auf das erste Feld ihrer Flugbahn; eine interne Bedrohung nimmt außerdem ihren Platz im Schiff ein.
reference-step-actions = Die Crew handelt nacheinander, zuerst der Kapitän, dann reihum am Tisch. Eine interne Bedrohung, die die Crew trifft, nimmt ihren Schaden sofort.
reference-step-damage = Alles, was in dieser Runde auf externe Bedrohungen gefeuert hat, trifft zugleich: die Kanonen, die Rakete aus der Runde davor, die Abfangjäger. Der Schild einer Bedrohung zieht so viel vom Schaden ab.
reference-step-threats = Jede Bedrohung auf einer Flugbahn zieht so weit wie ihre Geschwindigkeit, in der Reihenfolge ihres Erscheinens, und tut, was jedes X-, Y- oder Z-Feld sagt, das sie passiert.
reference-step-end-of-turn = Gravitationslifte und Kanonen sind wieder frei. Nach den Runden 2, 5 und 9 wird der Computer geprüft: ohne Wartung verzögert sich die nächste Aktion jedes Crewmitglieds. Nach den Runden 3, 7 und 12 endet eine Phase und ihre Sichtbestätigung wird gewertet.
reference-turn-13 = Runde 13: keine Aktionen der Crew. Eine in Runde 12 gestartete Rakete trifft noch, die Abfangjäger kehren zurück, die Bedrohungen ziehen noch einmal, dann springt das Schiff und der Einsatz wird gewertet.
