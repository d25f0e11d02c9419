# U stolu během kola a kolem něj (úkol 39): nabídky při přípravě, tažená karta, stáří hlášení,
# paleta akčních desek.

setup-recover-explained = Akční desky mise, která se nikdy nedostala do lodního deníku, byly uchovány (aplikace se zavřela před uložením).
setup-recover = Vyhodnotit a uložit
setup-first-start = Nová posádka? Začněte leteckou školou: s průvodcem, bez časového tlaku, jedno po druhém.
setup-first-lesson = Letět první lekci

mission-said-ago = Řečeno před { $seconds } s
mission-said = Naposledy řečeno: { $caption }

boards-full = Deska hráče { $name } je plná: všech 12 polí má kartu („Zpět“ vezme poslední)
