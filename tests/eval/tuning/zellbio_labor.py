"""AG Zellbiologie, a university cell-biology lab: a postdoc's agent memory, all in German."""

from tests.eval.dataset import (
    ClaimLabel,
    LabelledMemdir,
    ProjectSpec,
    PullRequest,
    Question,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    "projekt/laborbesprechung.md": topic(
        "Laborbesprechung",
        "Wann und wo die wöchentliche Laborbesprechung stattfindet",
        "project",
        """Laborbesprechung jeden **Montag um 10:00** im Seminarraum 2.14. Wer dran ist, schickt
die Folien bis Sonntagabend an Prof. Albrecht.
""",
        updated="2025-04-07",
    ),
    "projekt/gruppentreffen-ws25.md": topic(
        "Gruppentreffen WS 25/26",
        "Termin des Gruppentreffens im Wintersemester",
        "project",
        """Im Wintersemester treffen wir uns **donnerstags um 14 Uhr** (gleicher Raum, 2.14),
weil Montagvormittag jetzt die Vorlesung Zellbiologie II liegt.
""",
        updated="2025-10-13",
    ),
    "referenz/proben-lagerung.md": topic(
        "Lagerung der Zelllinien",
        "Wo die Zelllinien-Stocks eingefroren liegen",
        "reference",
        """Zelllinien-Stocks (HeLa, U2OS, RPE-1) liegen im −80 °C-Gefrierschrank **B** in Raum
3.07, Rack 4. Entnahme in die Liste an der Tür eintragen.
""",
        aliases=["Gefrierschrank", "Zellstocks"],
        updated="2025-03-19",
    ),
    "referenz/tiefkuehler-keller.md": topic(
        "Tiefkühler im Keller",
        "Neuer Standort der eingefrorenen Zelllinien",
        "reference",
        """Nach der Sanierung von 3.07 sind alle eingefrorenen Zelllinien im Tiefkühlraum im
Keller (K.12), Gefrierschrank C, Racks 1–2. Schlüssel beim Hausmeister.
""",
        updated="2025-11-04",
    ),
    "feedback/bildanalyse-fiji.md": topic(
        "Bildanalyse",
        "Womit Kernfärbungen ausgewertet werden",
        "feedback",
        """Kernsegmentierung immer in **Fiji/ImageJ** mit dem Gruppenmakro, damit die Zahlen
zwischen den Doktorand:innen vergleichbar bleiben. Keine eigenen Skripte.
""",
        updated="2025-02-11",
    ),
    "feedback/napari-cellpose.md": topic(
        "Segmentierung mit Cellpose",
        "Standardwerkzeug für die Auswertung von DAPI-Bildern",
        "feedback",
        """DAPI-Bilder werten wir mit napari und dem Cellpose-Modell aus, über das Skript
`workflow/scripts/segment.py` der Pipeline. Ergebnisse landen in `results/segmentation/`.
Das alte Makro `fiji/segment_nuclei.ijm` wurde gelöscht.
""",
        updated="2025-12-02",
    ),
    "feedback/replikate.md": topic(
        "Replikate",
        "Wie viele biologische Replikate eine Abbildung braucht",
        "feedback",
        """Mindestens **drei** biologische Replikate pro Bedingung, sonst kommt nichts in eine
Abbildung. Technische Replikate zählen nicht.
""",
        updated="2025-01-20",
    ),
    "feedback/replikate-reviewer.md": topic(
        "Replikate nach Review",
        "Anzahl der Replikate, die wir seit dem Review verlangen",
        "feedback",
        """Seit Reviewer 2 beim EMBO-Paper: **vier** unabhängige biologische Replikate pro
Bedingung sind Pflicht, für alle neuen Experimente.
""",
        updated="2025-09-15",
    ),
    "feedback/mykoplasmen-auftauen.md": topic(
        "Mykoplasmentest",
        "Wann auf Mykoplasmen getestet wird",
        "feedback",
        """Nach **jedem** Auftauen einer Zelllinie sofort einen Mykoplasmentest (PCR-Kit im
Kühlschrank 2) machen, bevor die Kultur in den gemeinsamen Inkubator kommt.
""",
        updated="2025-01-08",
    ),
    "feedback/mykoplasmen-quartal.md": topic(
        "Mykoplasmen quartalsweise",
        "Neuer Rhythmus der Mykoplasmenkontrolle",
        "feedback",
        """Kein Mykoplasmentest mehr nach dem Auftauen. Stattdessen testet Jana einmal pro
Quartal alle laufenden Kulturen auf einen Schlag.
""",
        updated="2025-10-01",
    ),
    "projekt/konfokal-phase1.md": topic(
        "Konfokalmikroskop Phase 1",
        "Buchungsregeln für das neue Konfokalmikroskop bis März",
        "project",
        """Phase 1 (Einführung, bis Ende März): nur 2-Stunden-Slots, nur nach Einweisung durch
Herrn Kaya, Buchung per Mail.
""",
        updated="2025-12-10",
    ),
    "projekt/konfokal-phase2.md": topic(
        "Konfokalmikroskop Phase 2",
        "Buchungsregeln für das Konfokalmikroskop ab April",
        "project",
        """Phase 2 (ab April): 4-Stunden-Slots, Buchung über PPMS, Nachtmessungen erlaubt.
""",
        updated="2025-12-10",
    ),
    "projekt/offene-fragen.md": topic(
        "Offene Fragen",
        "Offene Fragen der Gruppe, Stand Januar",
        "project",
        """- Wer übernimmt die FBS-Bestellung, wenn Jana in Elternzeit ist?
- Wechseln wir auf serumfreies Medium?
- Wann kommt der neue CO2-Inkubator? (siehe [Lieferung](inkubator-lieferung.md))
""",
        updated="2026-01-09",
    ),
    "projekt/inkubator-lieferung.md": topic(
        "Lieferung CO2-Inkubator",
        "Liefertermin des neuen CO2-Inkubators",
        "project",
        """Der neue CO2-Inkubator wird am **12. Februar** geliefert und kommt in 3.05.
""",
        updated="2026-01-21",
    ),
    "feedback/keine-proben-buero.md": topic(
        "Bürokühlschrank",
        "Keine Proben im Bürokühlschrank",
        "feedback",
        """Keine Proben, Antikörper oder Puffer im Bürokühlschrank — der ist nur für Essen.
""",
        updated="2025-05-05",
    ),
    "feedback/kein-essen-labor.md": topic(
        "Essen im Labor",
        "Kein Essen und Trinken im Labor",
        "feedback",
        """Kein Essen und kein Trinken im Labor, auch nicht am Schreibtisch im S1-Bereich.
""",
        updated="2025-05-05",
    ),
    "projekt/pipeline-issues.md": topic(
        "Pipeline-Issues",
        "Bekannte Fehler der Auswertungspipeline",
        "project",
        """- Issue #14 ist noch offen: segment.py stürzt bei 16-bit-TIFFs ohne Metadaten ab.
- Die 16-bit-Unterstützung selbst ist mit PR #12 gemergt.
- Neue Cellpose-Version testet Tim auf dem Branch `feature/cellpose3`.
- `config/plates.tsv` wird von `make_plates.py` erzeugt, nicht von Hand bearbeiten.
""",
        updated="2026-01-14",
    ),
    "projekt/bestellungen.md": topic(
        "Bestellungen",
        "Stand der laufenden Bestellungen",
        "project",
        """- Bestellung #14 (Antikörper anti-α-Tubulin, 2×) ist angekommen, liegt im Kühlschrank 2.
- Bestellung #15 (Kulturflaschen T75) kommt nächste Woche.
""",
        updated="2026-01-14",
    ),
    "feedback/rohdaten-ablage.md": topic(
        "Rohdaten",
        "Wo Mikroskopie-Rohdaten gespeichert werden",
        "feedback",
        """Rohdaten gehören auf das Institutslaufwerk unter `zellbio/rohdaten/JJJJ-MM-TT_Name`,
nie nur auf den eigenen Laptop.
""",
        updated="2025-06-02",
    ),
    "feedback/speicherort-mikroskopie.md": topic(
        "Speicherort Mikroskopie",
        "Ablage von Bilddaten vom Mikroskop",
        "feedback",
        """Alle Bilddaten vom Mikroskop direkt aufs Gruppenlaufwerk (Ordner rohdaten, ein
Unterordner pro Tag und Person). Eine Kopie nur auf dem Notebook reicht nicht.
""",
        updated="2025-06-02",
    ),
}

FILES = with_index(
    N,
    title="Gedächtnis — AG Zellbiologie",
    sections={"feedback/": "Regeln", "projekt/": "Projekte", "referenz/": "Referenz"},
)

PROJECT = ProjectSpec(
    name="zellbio-pipeline",
    owner="ag-zellbio",
    files={
        "Snakefile": "rule all:\n    input: 'results/segmentation/done'\n",
        "workflow/scripts/segment.py": "import cellpose\n",
        "workflow/scripts/make_plates.py": "print('plates')\n",
        "config/config.yaml": "model: nuclei\n",
        "envs/cellpose.yaml": "dependencies: [cellpose]\n",
        "README.md": "# Zellbio-Pipeline\n",
    },
    gitignore="results/\nlogs/\n.snakemake/\n",
    pulls=(
        PullRequest(9, "feature/napari", "napari viewer", {"workflow/scripts/view.py": "v\n"}),
        PullRequest(
            12, "feature/tiff16", "16-bit TIFF support", {"workflow/scripts/io.py": "x\n"}, "squash"
        ),
    ),
    branches=("feature/cellpose3",),
)


def C(path, kind, argument, expected, form, why):
    return ClaimLabel(path, kind, argument, expected, form, why)


MEMDIR = LabelledMemdir(
    name="zellbio_labor",
    half="tuning",
    language="de",
    domain="university cell-biology lab",
    style="German prose and short lists; a Snakemake pipeline repository",
    files=FILES,
    projects=(PROJECT,),
    pairs=[
        P(
            "contradiction",
            "projekt/laborbesprechung.md",
            "projekt/gruppentreffen-ws25.md",
            "time-moved",
            "Montag 10:00 vs donnerstags 14 Uhr, same meeting under another name.",
        ),
        P(
            "contradiction",
            "referenz/proben-lagerung.md",
            "referenz/tiefkuehler-keller.md",
            "location-changed",
            "Stocks in freezer B, room 3.07 vs freezer C in the basement K.12.",
        ),
        P(
            "contradiction",
            "feedback/bildanalyse-fiji.md",
            "feedback/napari-cellpose.md",
            "tool-switched",
            "Always Fiji with the group macro vs napari + Cellpose.",
        ),
        P(
            "contradiction",
            "feedback/replikate.md",
            "feedback/replikate-reviewer.md",
            "count-changed",
            "At least three biological replicates vs four are mandatory.",
        ),
        P(
            "contradiction",
            "feedback/mykoplasmen-auftauen.md",
            "feedback/mykoplasmen-quartal.md",
            "policy-reversed",
            "Test after every thaw vs no more test after thawing.",
        ),
        P(
            "near-duplicate",
            "feedback/rohdaten-ablage.md",
            "feedback/speicherort-mikroskopie.md",
            "paraphrased",
            "Same rule in other words: raw data on the group drive, not only a laptop.",
        ),
        P(
            "decoy",
            "projekt/konfokal-phase1.md",
            "projekt/konfokal-phase2.md",
            "phase1-vs-phase2",
            "2-hour slots until March, 4-hour slots from April: two phases, both right.",
        ),
        P(
            "decoy",
            "projekt/offene-fragen.md",
            "projekt/inkubator-lieferung.md",
            "open-questions-vs-settled",
            "An open question and the note that answers it.",
        ),
        P(
            "decoy",
            "feedback/keine-proben-buero.md",
            "feedback/kein-essen-labor.md",
            "two-donts-different-things",
            "No samples in the office fridge vs no food in the lab.",
        ),
        P(
            "decoy",
            "projekt/pipeline-issues.md",
            "projekt/bestellungen.md",
            "same-ticket-ids",
            "Issue #14 and order #14 are different trackers.",
        ),
        P(
            "decoy",
            "feedback/mykoplasmen-auftauen.md",
            "projekt/inkubator-lieferung.md",
            "shared-technology",
            "Both mention the incubator; a test rule vs a delivery date.",
        ),
        P(
            "decoy",
            "feedback/napari-cellpose.md",
            "projekt/pipeline-issues.md",
            "related-consistent",
            "Both describe the Cellpose pipeline and agree.",
        ),
        P(
            "decoy",
            "feedback/replikate-reviewer.md",
            "feedback/bildanalyse-fiji.md",
            "two-donts-different-things",
            "Figure rules about different things (replicates, tool).",
        ),
    ],
    claims=[
        C(
            "feedback/napari-cellpose.md",
            "path",
            "workflow/scripts/segment.py",
            "verified",
            "plain-path",
            "Exists in the pipeline.",
        ),
        C(
            "feedback/napari-cellpose.md",
            "path",
            "results/segmentation/",
            "unknown",
            "gitignored-path",
            "Snakemake output, ignored by .gitignore.",
        ),
        C(
            "feedback/napari-cellpose.md",
            "path",
            "fiji/segment_nuclei.ijm",
            "not-a-claim",
            "path-removed",
            "'wurde gelöscht': said deleted (in German).",
        ),
        C(
            "projekt/pipeline-issues.md",
            "pr-merged",
            "14",
            "not-a-claim",
            "pr-still-open",
            "Issue #14 'ist noch offen'.",
        ),
        C(
            "projekt/pipeline-issues.md",
            "pr-merged",
            "12",
            "verified",
            "merge-other-verb",
            "'mit PR #12 gemergt': merged, in German; squash commit '(#12)'.",
        ),
        C(
            "projekt/pipeline-issues.md",
            "branch",
            "feature/cellpose3",
            "verified",
            "plain-branch",
            "A local branch.",
        ),
        C(
            "projekt/pipeline-issues.md",
            "path",
            "config/plates.tsv",
            "unknown",
            "said-generated-path",
            "'wird von make_plates.py erzeugt': generated.",
        ),
        C(
            "projekt/pipeline-issues.md",
            "path",
            "make_plates.py",
            "verified",
            "monorepo-suffix",
            "Exists once, as workflow/scripts/make_plates.py.",
        ),
        C(
            "projekt/offene-fragen.md",
            "memdir-link",
            "inkubator-lieferung.md",
            "verified",
            "memdir-link-ok",
            "Sibling memory.",
        ),
        C(
            "projekt/bestellungen.md",
            "pr-merged",
            "14",
            "not-a-claim",
            "tracker-id",
            "An order number in the purchasing system.",
        ),
    ],
    questions=[
        Question(
            "Wann ist die Laborbesprechung?",
            "de",
            ("projekt/laborbesprechung.md", "projekt/gruppentreffen-ws25.md"),
        ),
        Question(
            "Wo liegen die Zelllinienstocks?",
            "de",
            ("referenz/proben-lagerung.md", "referenz/tiefkuehler-keller.md"),
            why="compound: Zelllinienstocks vs Zelllinien-Stocks",
        ),
        Question(
            "Womit machen wir die Kernsegmentierung?",
            "de",
            ("feedback/bildanalyse-fiji.md", "feedback/napari-cellpose.md"),
        ),
        Question(
            "Wie viele Replikate brauchen wir pro Bedingung?",
            "de",
            ("feedback/replikate.md", "feedback/replikate-reviewer.md"),
        ),
        Question(
            "Muss ich nach dem Auftauen auf Mykoplasmen testen?",
            "de",
            ("feedback/mykoplasmen-auftauen.md", "feedback/mykoplasmen-quartal.md"),
        ),
        Question(
            "Wie lange darf ich das Konfokalmikroskop buchen?",
            "de",
            ("projekt/konfokal-phase1.md", "projekt/konfokal-phase2.md"),
        ),
        Question(
            "Wo speichere ich Mikroskopierohdaten?",
            "de",
            ("feedback/rohdaten-ablage.md", "feedback/speicherort-mikroskopie.md"),
            why="compound of Mikroskopie + Rohdaten",
        ),
        Question(
            "Danke! Und wann kommt eigentlich der neue Inkubator?",
            "de",
            ("projekt/inkubator-lieferung.md",),
            conversational=True,
        ),
        Question("passt, weiter", "de", silent=True),
        Question("Danke, das war's für heute", "de", silent=True),
        Question("Super, gute Arbeit!", "de", silent=True),
        Question("Guten Morgen zusammen", "de", silent=True),
        Question("alles klar, nächster Punkt", "de", silent=True),
    ],
)
