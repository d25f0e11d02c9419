#!/usr/bin/env python3
"""Writes the achievements table of docs/careers.md from career/achievements.csv.

The table sits between the `<!-- achievements -->` and `<!-- /achievements -->` lines;
career's tests check that every achievement of the data file has its row.
"""
import csv
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
CATEGORIES = [("missions", "Missions"), ("campaigns", "Campaigns"), ("social", "Social"),
              ("close-calls", "Close calls"), ("hot-shots", "Hot shots"),
              ("expert", "Expert"), ("addiction", "Addiction")]
FIXED = {"double": "double actions", "easy": "any threat count", "perfect": "no penalty",
         "different-pools": "a different pair of pools on every mission",
         "judged": "ticked by the crew", "collector": "one achievement of each other category",
         "addict": "half of each other category (two close calls)"}
PREFIXED = [("humans>=", "{}+ humans"), ("missions>=", "{}+ missions"), ("humans=", "{} human(s)"),
            ("crew=", "{} seats"), ("pool=", "pool {}"), ("runs=", "{} successful runs"),
            ("campaigns=", "{} full campaigns"), ("clones=", "{} clones used"),
            ("days=", "{} days since the first successful run"),
            ("basic=", "{} expert basic achievements"),
            ("advanced=", "{} expert advanced achievements")]


def words(needs):
    out = []
    for w in needs.split():
        if w in FIXED:
            out.append(FIXED[w])
        elif w.startswith("used="):
            spec, tier = w[5:].split(":")
            out.append(f"used the {tier} {spec.replace('-', ' ')} ability, 2+ humans")
        else:
            for prefix, text in PREFIXED:
                if w.startswith(prefix):
                    out.append(text.format(w[len(prefix):]))
                    break
            else:
                raise SystemExit(f"unknown need {w}")
    return ", ".join(out) or "-"


def table():
    lines = (l for l in (ROOT / "career/achievements.csv").open() if not l.startswith("#"))
    rows = list(csv.DictReader(lines))
    out = []
    for key, title in CATEGORIES:
        rs = [r for r in rows if r["category"] == key]
        out += [f"### {title} ({len(rs)})", "", "| Achievement | XP | Min. level | Needs |",
                "|---|---|---|---|"]
        out += [f"| {r['name']} | {r['xp']} | {r['min_level']} | {words(r['needs'])} |" for r in rs]
        out.append("")
    return "\n".join(out)


def main():
    doc = ROOT / "docs/careers.md"
    text = doc.read_text()
    start, end = "<!-- achievements -->\n", "<!-- /achievements -->"
    head, rest = text.split(start)
    _, tail = rest.split(end)
    doc.write_text(head + start + table() + end + tail)


if __name__ == "__main__":
    main()
