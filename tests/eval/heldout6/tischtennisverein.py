# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""Die Agenten-Notizen eines Tischtennisvereins (TTV Grün-Weiß Eschenau).

Stil: knappe deutsche Notizen, Stichpunktlisten, viele Abkürzungen (Erw., MF, JHV, KSB),
eine Mannschaftstabelle; eine erledigte Notiz ist als superseded markiert.
"""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "training/zeiten.md": topic(
        "Trainingszeiten",
        "Wann welche Gruppe trainiert",
        "reference",
        """Halle Nord:
- Jugend: Mo 17–19 Uhr
- Erw.: Di + Fr 19:30–22 Uhr
- Hobby/Freizeit: Do 19–21 Uhr
""",
        updated="2025-08-28",
    ),
    "notizen/2026-01-hallenplan.md": topic(
        "Neuer Hallenplan",
        "Was die Stadt im Januar an der Hallenbelegung geändert hat",
        "project",
        """Stadt hat Belegung Halle Nord neu verteilt (Mail Sportamt 8.1.):
- Erw.-Training jetzt Mi + Fr, 19:30
- Jugend + Hobby unverändert
- Tische dürfen ab sofort aufgebaut stehen bleiben → nach dem Training NICHT mehr
  wegräumen, Hausmeister will das so (Schulsport nutzt sie mit)
""",
        updated="2026-01-09",
    ),
    "kasse/freigabe.md": topic(
        "Ausgaben freigeben",
        "Was die Kassenwartin allein freigeben darf",
        "feedback",
        """Kassenwartin (Petra L.) gibt Ausgaben bis 150 € allein frei. Darüber: Vorstand,
mind. 2 Unterschriften.
""",
        updated="2025-05-12",
    ),
    "vorstand/offene-punkte.md": topic(
        "Offene Punkte für die JHV",
        "Was auf der Jahreshauptversammlung zu klären ist",
        "project",
        """Für JHV 2026 sammeln:
- Freigabegrenze Kassenwartin anheben? (derzeit 150 €)
- Jugendbeitrag erhöhen?
- Ballmaschine reparieren oder neu?
""",
        updated="2026-02-15",
    ),
    "vorstand/jhv-2026.md": topic(
        "JHV 2026",
        "Beschlüsse der Jahreshauptversammlung 2026",
        "project",
        """JHV 20.3.2026, Vereinsheim, 34 Mitgl. anwesend.

Beschlüsse:
- Kassenwartin darf künftig bis 250 € ohne Vorstand freigeben
- Vereinsheft heißt ab Herbstausgabe „Kantenball“
- Antrag Micha: schwarze Trikots (Sponsor Autohaus Brenner) → abgelehnt, 9 Ja / 22
  Nein
- Vorstand einstimmig entlastet
""",
        updated="2026-03-21",
    ),
    "halle/schluessel.md": topic(
        "Hallenschlüssel",
        "Wer die Schlüssel zur Halle Nord hat",
        "reference",
        """Halle Nord, 2 Schlüssel:
- #1: Jürgen B. (Abt.-Leiter)
- #2: Hausmeister Hr. Polat

Wer früher rein muss → Jürgen anrufen.
""",
        updated="2025-06-03",
    ),
    "vorstand/uebergabe-juergen.md": topic(
        "Übergabe Jürgen",
        "Was Jürgen vor dem Umzug abgibt",
        "project",
        """Jürgen hört als Abt.-Leiter auf (Umzug nach Kassel, Ende Jan). Übergabe:
- Hallenschlüssel #1 → Dilara Y.
- Ordner Hallenverträge → Petra
- Kontakt Sportamt → Dilara
""",
        updated="2026-02-01",
    ),
    "verein/vereinsheft.md": topic(
        "Vereinsheft",
        "Unser Heft: Erscheinen und Redaktion",
        "reference",
        """Vereinsheft „Netzroller“: 2x/Jahr (März, Sept.), Redaktion Maren S., Beiträge per
Mail an sie.
""",
        updated="2025-04-02",
    ),
    "halle/tische.md": topic(
        "Tische nach dem Training",
        "Aufräumen nach dem Training",
        "feedback",
        """Nach jedem Training:
- Tische zusammenklappen, in Geräteraum B rollen
- Netze abnehmen, in die Kiste
- Bälle zählen (Trainer)
""",
        updated="2025-09-01",
    ),
    "kasse/mitglieder.md": topic(
        "Mitgliederliste",
        "Wo die Mitgliederdaten geführt werden",
        "reference",
        """Mitgliederliste = Excel-Datei bei Petra. Änderungen (Adresse, IBAN, Austritt) per
Mail an sie.
""",
        updated="2025-03-10",
    ),
    "kasse/easyverein.md": topic(
        "easyVerein",
        "Mitgliederverwaltung online",
        "reference",
        """Mitgliederverwaltung läuft jetzt über easyVerein. Neue Mitgl. tragen sich übers
Online-Formular selbst ein, Petra prüft + schaltet frei. Adressänderungen macht jeder
selbst im Portal.
""",
        updated="2026-01-05",
        nested=True,
        session="9d41e6b2-0c3a-4f7e-b1a8-52e7c4d90f13",
    ),
    "liga/heimspiele.md": topic(
        "Heimspiele",
        "Wo und wann wir zu Hause spielen",
        "reference",
        """Heimspiele: Sa 18:00, Halle Nord (Schulzentrum). Aufbau ab 17:15, 3 Tische +
Zählgeräte, Heim-MF kümmert sich.
""",
        updated="2025-08-15",
    ),
    "liga/rueckrunde.md": topic(
        "Rückrunde",
        "Änderungen zur Rückrunde",
        "project",
        """Rückrunde: Heimspiele in der Turnhalle Grundschule Am Bach (Sa ist die Halle Nord
jetzt an den Handball vergeben). Uhrzeit bleibt.
""",
        updated="2026-01-03",
    ),
    "mannschaften/uebersicht.md": topic(
        "Mannschaften",
        "Unsere Teams, Ligen, MF",
        "reference",
        """| Team | Liga | MF |
|---|---|---|
| Herren I | Bezirksliga | Stefan W. |
| Herren II | Kreisliga | Olga R. |
| Herren III | Kreisklasse A | Hakan D. |
| Herren IV | Kreisklasse C | Bernd F. |
| Damen | Bezirksklasse | Maren S. |
| Jungen 15 | Kreisliga | Anke (JW) |
""",
        updated="2025-02-10",
        aliases=["Teams", "MF-Liste"],
    ),
    "liga/meldung-2526.md": topic(
        "Meldung 25/26",
        "Mannschaftsmeldung für die neue Saison",
        "project",
        """Meldung 25/26 raus (Frist 15.6.). Nur noch 3 Herrenteams, die IV hat zu wenig
Leute; Bernd + Co. rücken in die III.
""",
        updated="2025-06-02",
    ),
    "jugend/abholung.md": topic(
        "Abholung Jugend",
        "Was nach dem Jugendtraining gilt",
        "feedback",
        """U12: kein Kind geht allein heim. Trainer bleibt in der Halle, bis alle abgeholt
sind, notfalls Eltern anrufen.
""",
        updated="2025-09-10",
    ),
    "jugend/trainingsende.md": topic(
        "Schluss Mo-Training",
        "Montagabend in der Halle",
        "feedback",
        """Mo 19:00 ist Schluss: Licht aus, Halle wird sofort abgeschlossen, Trainer fährt.
Wer noch nicht abgeholt ist, wartet draußen vorm Haupteingang.
""",
        updated="2026-02-08",
    ),
    "liga/ergebnisse.md": topic(
        "Ergebnismeldung",
        "Punktspielergebnisse melden",
        "feedback",
        """Heim-MF trägt Ergebnis bis So 12:00 in click-TT ein. Foto vom Spielbericht an
Sportwart Rainer.
""",
        updated="2025-09-05",
    ),
    "jugend/turniere.md": topic(
        "Jugendturniere",
        "Anmeldung zu Ranglisten und Mini-Meisterschaften",
        "reference",
        """Kreisrangliste, Mini-Meisterschaften: Anmeldung über click-TT, macht Anke (JW).
Meldeschluss meist 10 Tage vorher, Eltern früh fragen.
""",
        updated="2025-10-20",
    ),
    "halle/schuhe.md": topic(
        "Hallenschuhe",
        "Was an die Füße darf",
        "feedback",
        """In der Halle: keine Straßenschuhe, keine schwarzen Sohlen. Gilt auch für
Gastmannschaften.
""",
        updated="2025-08-28",
    ),
    "notizen/vorfall-schuhe.md": topic(
        "Vorfall 8.11.",
        "Striemen auf dem Hallenboden",
        "project",
        """Sa 8.11., Heimspiel gg. TTC Oberweiler: Gastspieler mit schwarzen Sohlen, Striemen
an Tisch 2. Hr. Polat sauer. Gast-MF informiert, Boden am Mo gereinigt.
""",
        updated="2025-11-10",
    ),
    "mannschaften/trikots.md": topic(
        "Trikots",
        "Kleidung bei Punktspielen",
        "feedback",
        """Punktspiele nur im grünen Vereinstrikot (mit Logo). Keine anderen Shirts, auch
nicht bei Auswärtsspielen.
""",
        updated="2025-08-15",
    ),
    "halle/umrandungen-2025.md": topic(
        "Umrandungen Phase 1",
        "Erste Anschaffung Umrandungen",
        "project",
        """Phase 1 (2025): 6 Umrandungen kaufen, je 50 € → 300 €. Reicht für 1 Tisch bei
Heimspielen.
""",
        updated="2025-07-14",
    ),
    "halle/umrandungen-2026.md": topic(
        "Umrandungen Phase 2",
        "Zweite Anschaffung nach dem Zuschuss",
        "project",
        """Phase 2 (2026, nach KSB-Zuschuss): weitere 10 Stück, Budget 500 €. Dann sind alle
Heimspieltische abgeschirmt.
""",
        updated="2026-02-20",
    ),
    "verein/weihnachtsfeier.md": topic(
        "Weihnachtsfeier",
        "Termin der Weihnachtsfeier 2025",
        "project",
        """Weihnachtsfeier: Fr 12.12.25, 19 Uhr, Vereinsheim. Wichteln bis 10 €.
""",
        updated="2025-10-30",
        extra={"status": "superseded", "superseded_by": "verein/weihnachtsfeier-neu.md"},
    ),
    "verein/weihnachtsfeier-neu.md": topic(
        "Weihnachtsfeier verschoben",
        "Neuer Termin und Ort der Weihnachtsfeier 2025",
        "project",
        """Weihnachtsfeier verschoben → Sa 13.12., 18:30, Pizzeria Da Vito (Vereinsheim am
12. belegt). Wichteln bleibt.
""",
        updated="2025-11-24",
    ),
    "kasse/beitraege.md": topic(
        "Beiträge",
        "Mitgliedsbeiträge pro Jahr",
        "reference",
        """- Erw.: 96 €/Jahr
- Jugend (bis 18): 48 €
- Familie: 180 €
- Passive: 36 €
- Einzug per Lastschrift im Februar
""",
        updated="2025-03-10",
    ),
    "vorstand/beitragsordnung.md": topic(
        "Beitragsordnung",
        "Beitragssätze laut Ordnung",
        "reference",
        """- Lastschrifteinzug: Februar
- Passive: 36 €
- Familie: 180 €
- Jugend bis 18: 48 €
- Erwachsene: 96 € im Jahr
""",
        updated="2025-11-02",
    ),
    "training/absagen.md": topic(
        "Absagen",
        "Wie man fürs Training absagt",
        "feedback",
        """Absage fürs Training → in die WA-Gruppe „GWE Training“, nicht per PN an den
Trainer.
""",
        updated="2025-10-07",
    ),
    "feedback/absage-regel.md": topic(
        "Nicht da?",
        "Fehlen beim Training melden",
        "feedback",
        """Wer nicht kommt, schreibt's in die Trainingsgruppe. Trainer wollen keine
Einzelnachrichten.
""",
        updated="2025-10-07",
    ),
}

FILES = with_index(
    N,
    title="TTV Grün-Weiß Eschenau – Gedächtnis",
    sections={
        "training/": "Training",
        "halle/": "Halle",
        "liga/": "Liga",
        "mannschaften/": "Mannschaften",
        "jugend/": "Jugend",
        "kasse/": "Kasse",
        "vorstand/": "Vorstand",
    },
)

ask, chat = questions_in("de")

MEMDIR = LabelledMemdir(
    name="tischtennisverein",
    half="heldout6",
    language="de",
    domain="Tischtennisverein",
    style="knappe Notizen, Stichpunkte, Abkürzungen, eine Tabelle",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "training/zeiten.md",
            "notizen/2026-01-hallenplan.md",
            "time-moved",
            "Erw.-Training Di + Fr vs Mi + Fr.",
        ),
        P(
            "contradiction",
            "kasse/freigabe.md",
            "vorstand/jhv-2026.md",
            "threshold-changed",
            "Kassenwartin gibt bis 150 € frei vs bis 250 €.",
        ),
        P(
            "contradiction",
            "halle/schluessel.md",
            "vorstand/uebergabe-juergen.md",
            "owner-changed",
            "Schlüssel #1 bei Jürgen vs bei Dilara.",
        ),
        P(
            "contradiction",
            "verein/vereinsheft.md",
            "vorstand/jhv-2026.md",
            "renamed",
            "Heft „Netzroller“ vs „Kantenball“.",
        ),
        P(
            "contradiction",
            "halle/tische.md",
            "notizen/2026-01-hallenplan.md",
            "policy-reversed",
            "Tische nach jedem Training wegräumen vs nicht mehr wegräumen.",
        ),
        P(
            "contradiction",
            "kasse/mitglieder.md",
            "kasse/easyverein.md",
            "tool-switched",
            "Mitgliederliste in Excel vs easyVerein.",
        ),
        P(
            "contradiction",
            "liga/heimspiele.md",
            "liga/rueckrunde.md",
            "location-changed",
            "Heimspiele Halle Nord vs Turnhalle Grundschule Am Bach.",
        ),
        P(
            "contradiction",
            "mannschaften/uebersicht.md",
            "liga/meldung-2526.md",
            "count-changed",
            "4 Herrenteams (Tabelle) vs nur noch 3.",
        ),
        P(
            "contradiction",
            "jugend/abholung.md",
            "jugend/trainingsende.md",
            "reworded-conflict",
            "Trainer bleibt bis alle abgeholt sind vs Halle zu, Kinder warten draußen.",
        ),
        # decoys
        P(
            "decoy",
            "vorstand/offene-punkte.md",
            "vorstand/jhv-2026.md",
            "open-questions-vs-settled",
            "Freigabegrenze offen, auf der JHV entschieden (250 €).",
        ),
        P(
            "decoy",
            "vorstand/offene-punkte.md",
            "kasse/freigabe.md",
            "related-consistent",
            "Beide: Grenze derzeit 150 €.",
        ),
        P(
            "decoy",
            "liga/ergebnisse.md",
            "jugend/turniere.md",
            "shared-technology",
            "click-TT für Ergebnisse vs für Turnieranmeldungen.",
        ),
        P(
            "decoy",
            "halle/schuhe.md",
            "notizen/vorfall-schuhe.md",
            "rule-vs-incident",
            "Keine schwarzen Sohlen; Gastspieler am 8.11. trotzdem damit.",
        ),
        P(
            "decoy",
            "halle/schuhe.md",
            "mannschaften/trikots.md",
            "two-donts-different-things",
            "Keine schwarzen Sohlen vs keine anderen Shirts.",
        ),
        P(
            "decoy",
            "mannschaften/trikots.md",
            "vorstand/jhv-2026.md",
            "quoted-opinion-rejected",
            "Antrag schwarze Trikots abgelehnt; grün bleibt.",
        ),
        P(
            "decoy",
            "halle/umrandungen-2025.md",
            "halle/umrandungen-2026.md",
            "phase1-vs-phase2",
            "Phase 1: 6 Stück, 300 €; Phase 2: 10 Stück, 500 €.",
        ),
        P(
            "decoy",
            "verein/weihnachtsfeier.md",
            "verein/weihnachtsfeier-neu.md",
            "superseded-and-successor",
            "Fr 12.12. Vereinsheim, erledigt durch Sa 13.12. Da Vito.",
        ),
        P(
            "decoy",
            "training/zeiten.md",
            "jugend/trainingsende.md",
            "related-consistent",
            "Jugend Mo bis 19 Uhr in beiden.",
        ),
        # duplicates
        P(
            "duplicate",
            "kasse/beitraege.md",
            "vorstand/beitragsordnung.md",
            "reordered",
            "Dieselben Beitragssätze in anderer Reihenfolge.",
        ),
        P(
            "duplicate",
            "training/absagen.md",
            "feedback/absage-regel.md",
            "same-rule-restated",
            "Absagen in die Trainingsgruppe, nicht per PN, zweimal gespeichert.",
        ),
    ],
    questions=[
        ask(
            "Wann ist eigentlich das Erwachsenentraining?",
            "training/zeiten.md",
            "notizen/2026-01-hallenplan.md",
        ),
        ask(
            "Bis zu welchem Betrag darf Petra Ausgaben allein freigeben?",
            "kasse/freigabe.md",
            "vorstand/jhv-2026.md",
        ),
        ask(
            "wer hat grad den schlüssel nr 1 für die halle?",
            "halle/schluessel.md",
            "vorstand/uebergabe-juergen.md",
        ),
        ask(
            "Wie heißt unsere Vereinszeitung jetzt?",
            "verein/vereinsheft.md",
            "vorstand/jhv-2026.md",
        ),
        ask(
            "Müssen wir nach dem Training die Platten noch wegräumen?",
            "halle/tische.md",
            "notizen/2026-01-hallenplan.md",
        ),
        ask(
            "Womit verwalten wir inzwischen die Mitglieder?",
            "kasse/mitglieder.md",
            "kasse/easyverein.md",
        ),
        ask(
            "Wo spielen wir in der Rückrunde zu Hause?",
            "liga/heimspiele.md",
            "liga/rueckrunde.md",
        ),
        ask(
            "Wie viele Herrenmannschaften haben wir diese Saison gemeldet?",
            "mannschaften/uebersicht.md",
            "liga/meldung-2526.md",
        ),
        ask(
            "Darf ein Kind nach dem Jugendtraining allein vor der Halle warten?",
            "jugend/abholung.md",
            "jugend/trainingsende.md",
        ),
        ask("Bis wann muss das Ergebnis in click-TT stehen?", "liga/ergebnisse.md"),
        ask(
            "sind schwarze sohlen in der halle erlaubt oder nich?",
            "halle/schuhe.md",
            "notizen/vorfall-schuhe.md",
        ),
        ask(
            "Was kostet der Jahresbeitrag für Jugendliche?",
            "kasse/beitraege.md",
            "vorstand/beitragsordnung.md",
        ),
        ask(
            "Wann und wo war die Weihnachtsfeier?",
            "verein/weihnachtsfeier-neu.md",
            "verein/weihnachtsfeier.md",
        ),
        ask("Wie sag ich fürs Training ab?", "training/absagen.md", "feedback/absage-regel.md"),
        ask(
            "danke! und in welchem Trikot spielen wir bei Punktspielen?",
            "mannschaften/trikots.md",
            "vorstand/jhv-2026.md",
            conversational=True,
        ),
        ask(
            "ok super. und wer meldet die Kids für die Kreisrangliste an?",
            "jugend/turniere.md",
            conversational=True,
        ),
        chat("Moin zusammen, wird ein langer Tag heute"),
        chat("Danke, hat mir den Freitag gerettet"),
        chat("Top, passt so 👍"),
        chat("ok, weiter"),
        chat("bin kurz Kaffee holen"),
        chat("Was für ein Schietwetter heute"),
        chat("Bis nach den Ferien!"),
        chat("haha, stark"),
    ],
    complete_labels=True,
)
