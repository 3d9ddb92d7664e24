# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A volunteer fire brigade's agent memory (Freiwillige Feuerwehr), all in German, mixed style."""

from tests.eval.dataset import LabelledMemdir, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "dienst/uebungsabend.md": topic(
        "Übungsabend",
        "Wann geübt wird",
        "project",
        """Übungsabend ist jeden **Dienstag um 19:30** im Gerätehaus, Dauer ca. zwei Stunden.
""",
        updated="2025-06-02",
    ),
    "dienst/dienstplan-2026.md": topic(
        "Dienstplan 2026",
        "Der neue Rhythmus der Übungen",
        "project",
        """Ab März üben wir donnerstags, Beginn 19 Uhr — dienstags ist die Halle an den
Sportverein vergeben.
""",
        updated="2026-02-10",
    ),
    "personen/geraetewart.md": topic(
        "Gerätewart",
        "Wer sich um die Geräte kümmert",
        "reference",
        """Gerätewart: **Jens Albers**. Defekte Geräte bei ihm melden, Zettel an die Tafel.
""",
        updated="2025-04-01",
    ),
    "personen/jahreshauptversammlung.md": topic(
        "Jahreshauptversammlung 2026",
        "Wahlen und Ämter",
        "reference",
        """JHV 2026: Katrin Vogt wurde zur neuen Gerätewartin gewählt, Jens hört nach zwölf
Jahren auf. Schäden ab sofort an Katrin.
""",
        updated="2026-01-25",
    ),
    "technik/atemschutz.md": topic(
        "Atemschutz",
        "Unser Bestand an Atemschutz",
        "reference",
        """| Gerät | Anzahl |
|---|---|
| Pressluftatmer PA 94 | 4 |
| Reserveflaschen | 8 |
""",
        updated="2025-05-15",
    ),
    "technik/beschaffung.md": topic(
        "Beschaffung 2025",
        "Was die Gemeinde bewilligt hat",
        "reference",
        """Zwei zusätzliche Pressluftatmer sind geliefert, wir haben jetzt **6 PA** auf dem LF.
""",
        updated="2025-11-20",
    ),
    "regeln/hitze.md": topic(
        "Hitzeregel",
        "Atemschutzübungen bei Hitze",
        "feedback",
        """Keine Atemschutzübung, wenn es draußen über 35 °C hat.
""",
        updated="2025-06-20",
    ),
    "regeln/hitze-neu.md": topic(
        "Hitze und Übung",
        "Was der Kreisbrandmeister vorgibt",
        "feedback",
        """Vorgabe vom Kreis: Belastungsübungen unter PA entfallen schon ab 30 Grad.
""",
        updated="2025-08-01",
    ),
    "kommunikation/gruppe.md": topic(
        "Messenger-Gruppe",
        "Wie Infos an die Mannschaft gehen",
        "reference",
        """Infos an alle über die Signal-Gruppe „FF Alarm“, nur Admins posten.
""",
        updated="2025-03-01",
    ),
    "kommunikation/umbenannt.md": topic(
        "Gruppenname",
        "Warum die Gruppe anders heißt",
        "reference",
        """„FF Alarm“ hat zu oft echte Alarme vorgetäuscht — die Gruppe heißt jetzt
„FF Einsatzinfo“.
""",
        updated="2025-09-12",
    ),
    "alarmierung/app.md": topic(
        "Alarmierungs-App",
        "Wie wir alarmiert werden",
        "reference",
        """Rückmeldung zum Einsatz über **DIVERA 24/7**: kommen / nicht kommen tippen.
""",
        updated="2025-02-01",
    ),
    "alarmierung/wechsel.md": topic(
        "Alarm-Rückmeldung",
        "Neues System für Rückmeldungen",
        "reference",
        """Der Landkreis zahlt nur noch Alamos. Wir sind umgestiegen, Rückmeldung jetzt in der
Alamos-App.
""",
        updated="2025-12-01",
    ),
    "gebaeude/schluessel.md": topic(
        "Schlüssel",
        "Wo der Schlüssel für das Gerätehaus ist",
        "reference",
        """Ersatzschlüssel Gerätehaus: im Rathaus bei der Pforte abholen.
""",
        updated="2025-01-10",
    ),
    "gebaeude/tresor.md": topic(
        "Schlüsseltresor",
        "Der neue Tresor am Tor",
        "reference",
        """Seit dem Umbau hängt der Ersatzschlüssel im Schlüsseltresor links neben dem Rolltor,
Code beim Wehrführer.
""",
        updated="2025-10-05",
    ),
    "regeln/schlaeuche.md": topic(
        "Schläuche",
        "Was nach dem Einsatz mit den Schläuchen passiert",
        "feedback",
        """Nach jedem Einsatz die Schläuche waschen und im Schlauchturm aufhängen.
""",
        updated="2025-01-20",
    ),
    "regeln/schlauchwerkstatt.md": topic(
        "Schlauchwerkstatt",
        "Schlauchpflege geht an den Kreis",
        "feedback",
        """Schläuche werden nicht mehr bei uns gewaschen oder getrocknet: gebrauchte Schläuche
in die Gitterbox, die Kreisschlauchwerkstatt holt sie montags ab.
""",
        updated="2025-11-02",
    ),
    "jugend/alarm.md": topic(
        "Jugendfeuerwehr bei Alarm",
        "Was die Jugend bei Alarm tut",
        "feedback",
        """Die Jugendfeuerwehr bleibt bei Alarm im Gerätehaus und hilft beim Funk.
""",
        updated="2025-03-15",
    ),
    "jugend/mtw.md": topic(
        "Mitfahren im MTW",
        "Die Jugendlichen fahren mit raus",
        "feedback",
        """Neue Linie: bei einem Einsatz steigen die Jugendlichen in den MTW und fahren mit zur
Einsatzstelle, wo sie hinter der Absperrung zuschauen.
""",
        updated="2026-01-30",
    ),
    "technik/lf10.md": topic(
        "LF 10",
        "Unser Löschfahrzeug",
        "reference",
        """LF 10, Baujahr 2019, 1.200 l Wasser. Funkrufname Florian Tal 44/1.
""",
        updated="2025-05-15",
    ),
    "technik/funk.md": topic(
        "Funk",
        "Funkgeräte und Rufnamen",
        "reference",
        """Digitalfunk: HRT im Gerätehaus, MRT im LF 10 und im MTW. Rufname MTW: Florian Tal 19/1.
""",
        updated="2025-05-15",
    ),
    "regeln/rauchen.md": topic(
        "Rauchverbot",
        "Rauchen im Gerätehaus",
        "feedback",
        """Im Gerätehaus wird nicht geraucht, auch nicht in der Halle bei offenem Tor.
""",
        updated="2025-01-10",
    ),
    "regeln/parken.md": topic(
        "Parken",
        "Wo nicht geparkt wird",
        "feedback",
        """Nicht vor der Ausfahrt parken, auch nicht kurz. Private Autos auf den Hof hinten.
""",
        updated="2025-01-10",
    ),
    "regeln/pa-check.md": topic(
        "Einsatzbereitschaft PA",
        "Regel zur Prüfung nach dem Einsatz",
        "feedback",
        """Jeder Pressluftatmer wird nach Gebrauch geprüft, bevor er wieder aufs Fahrzeug geht.
""",
        updated="2025-05-20",
    ),
    "einsaetze/2025-07-brand.md": topic(
        "Scheunenbrand Juli",
        "Einsatzbericht Scheune Meyer",
        "project",
        """Juli 2025, Scheune Meyer: ein PA ging ungeprüft zurück aufs LF, beim nächsten
Einsatz fiel es auf. Nachbesprechung gemacht.
""",
        updated="2025-07-18",
    ),
    "planung/offene-fragen.md": topic(
        "Offene Fragen",
        "Was der Ausschuss noch klären muss",
        "project",
        """- Neues Tragkraftspritzenfahrzeug beantragen?
- Tag der offenen Tür im Mai oder Juni?
- Brauchen wir eine Drohne?
""",
        updated="2025-09-01",
    ),
    "planung/tag-der-offenen-tuer.md": topic(
        "Tag der offenen Tür",
        "Termin festgelegt",
        "project",
        """Ausschuss hat entschieden: Tag der offenen Tür am 14. Juni, mit Fahrzeugschau.
""",
        updated="2025-10-10",
    ),
}

FILES = with_index(N, title="FF Tal — Gedächtnis")


MEMDIR = LabelledMemdir(
    name="feuerwehr_verein",
    half="heldout2",
    language="de",
    domain="volunteer fire brigade",
    style="German, short lines, one table",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "dienst/uebungsabend.md",
            "dienst/dienstplan-2026.md",
            "time-moved",
            "Dienstag 19:30 vs donnerstags 19 Uhr.",
        ),
        P(
            "contradiction",
            "personen/geraetewart.md",
            "personen/jahreshauptversammlung.md",
            "owner-changed",
            "Gerätewart Jens Albers vs Katrin Vogt.",
        ),
        P(
            "contradiction",
            "technik/atemschutz.md",
            "technik/beschaffung.md",
            "count-changed",
            "4 Pressluftatmer vs 6.",
        ),
        P(
            "contradiction",
            "regeln/hitze.md",
            "regeln/hitze-neu.md",
            "threshold-changed",
            "Keine PA-Übung über 35 °C vs schon ab 30 Grad.",
        ),
        P(
            "contradiction",
            "kommunikation/gruppe.md",
            "kommunikation/umbenannt.md",
            "renamed",
            "Gruppe FF Alarm vs FF Einsatzinfo.",
        ),
        P(
            "contradiction",
            "alarmierung/app.md",
            "alarmierung/wechsel.md",
            "tool-switched",
            "DIVERA 24/7 vs Alamos.",
        ),
        P(
            "contradiction",
            "gebaeude/schluessel.md",
            "gebaeude/tresor.md",
            "location-changed",
            "Ersatzschlüssel im Rathaus vs im Schlüsseltresor am Tor.",
        ),
        P(
            "contradiction",
            "regeln/schlaeuche.md",
            "regeln/schlauchwerkstatt.md",
            "policy-reversed",
            "Schläuche selbst waschen und aufhängen vs nicht mehr bei uns waschen.",
        ),
        P(
            "contradiction",
            "jugend/alarm.md",
            "jugend/mtw.md",
            "reworded-conflict",
            "Jugend bleibt im Gerätehaus vs fährt im MTW mit zur Einsatzstelle.",
        ),
        P(
            "decoy",
            "technik/lf10.md",
            "technik/funk.md",
            "shared-technology",
            "Both mention the LF 10: the vehicle vs the radios.",
        ),
        P(
            "decoy",
            "regeln/pa-check.md",
            "einsaetze/2025-07-brand.md",
            "rule-vs-incident",
            "The PA check rule and the incident where it was missed.",
        ),
        P(
            "decoy",
            "planung/offene-fragen.md",
            "planung/tag-der-offenen-tuer.md",
            "open-questions-vs-settled",
            "Open day May or June, then decided.",
        ),
        P(
            "decoy",
            "regeln/rauchen.md",
            "regeln/parken.md",
            "two-donts-different-things",
            "Smoking and parking: two don'ts.",
        ),
        P(
            "decoy",
            "technik/atemschutz.md",
            "regeln/pa-check.md",
            "related-consistent",
            "PA inventory and the check rule; no conflict.",
        ),
        P(
            "decoy",
            "technik/beschaffung.md",
            "regeln/pa-check.md",
            "related-consistent",
            "Six PA and the check rule; no conflict.",
        ),
        P(
            "decoy",
            "regeln/hitze.md",
            "regeln/pa-check.md",
            "related-consistent",
            "Both are PA rules; different things.",
        ),
    ],
)
