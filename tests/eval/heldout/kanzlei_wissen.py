# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A litigation law firm's knowledge base: an associate's agent memory, all in German."""

from tests.eval.dataset import (
    ClaimLabel,
    LabelledMemdir,
    Question,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

VOLLMACHT = """Prozessvollmacht: Vorlage „Vollmacht_Zivil_2025“ aus dem DMS, Mandant unterschreibt
im Original, Kopie in die Akte, Original in den Tresor.
"""

N = {
    "organisation/fristenbesprechung.md": topic(
        "Fristenbesprechung",
        "Wann die wöchentliche Fristenbesprechung ist",
        "project",
        """Fristenbesprechung jeden **Freitag um 8:30** im Besprechungsraum Rhein, alle
Anwält:innen und die Fristenkontrolle.
""",
        updated="2025-03-07",
    ),
    "organisation/fristenkontrolle-montag.md": topic(
        "Fristenkontrolle",
        "Neuer Termin der Fristenrunde",
        "project",
        """Die Fristenrunde ist auf **Montag 9 Uhr** verlegt, damit die Wochenfristen vor dem
Wochenende nicht erst freitags auffallen.
""",
        updated="2025-10-06",
    ),
    "mandanten/bauer-gmbh.md": topic(
        "Bauer GmbH",
        "Mandatsverantwortung für die Bauer GmbH",
        "reference",
        """Mandatsverantwortlich für die Bauer GmbH ist **RAin Dr. Keller**; Rechnungen gehen an
die Buchhaltung der Bauer GmbH, nicht an Herrn Bauer persönlich.
""",
        aliases=["Bauer", "Bauunternehmen"],
        updated="2025-02-12",
    ),
    "mandanten/bauer-gmbh-2026.md": topic(
        "Bauer GmbH ab 2026",
        "Wer die Bauer GmbH seit Januar betreut",
        "reference",
        """Die Bauer GmbH betreut seit Januar **RA Yilmaz**; Dr. Keller ist als Partnerin nach
München gewechselt.
""",
        updated="2026-01-12",
    ),
    "richtlinien/vier-augen.md": topic(
        "Vier-Augen-Prinzip",
        "Wann ein Vergleich eine Partnerfreigabe braucht",
        "feedback",
        """Vergleiche über **50.000 €** Streitwert brauchen die Freigabe eines Partners, bevor wir
sie dem Mandanten empfehlen.
""",
        updated="2025-01-20",
    ),
    "richtlinien/freigabegrenze.md": topic(
        "Freigabegrenze",
        "Schwelle für die Partnerfreigabe",
        "feedback",
        """Partnerfreigabe für Vergleiche erst ab **100.000 €** Streitwert; darunter entscheidet
der sachbearbeitende Anwalt.
""",
        updated="2025-11-03",
    ),
    "organisation/dms.md": topic(
        "DMS",
        "Wo Prozessakten im DMS liegen",
        "reference",
        """Prozessakten liegen im DMS-Arbeitsbereich **„Prozessführung“**, ein Ordner pro
Aktenzeichen.
""",
        updated="2025-02-02",
    ),
    "organisation/dms-litigation.md": topic(
        "DMS-Arbeitsbereich",
        "Der Arbeitsbereich für Prozessakten",
        "reference",
        """Seit dem Update heißt der Arbeitsbereich für Prozessakten **„Litigation“**; Links auf
den alten Namen funktionieren nicht mehr.
""",
        updated="2025-09-29",
    ),
    "richtlinien/bea.md": topic(
        "beA",
        "Wie Schriftsätze ans Gericht gehen",
        "feedback",
        """Schriftsätze an Gerichte gehen **ausschließlich** über das beA.
""",
        updated="2025-01-05",
    ),
    "richtlinien/fax-gericht.md": topic(
        "Eilige Schriftsätze",
        "Was wir tun, wenn es beim Amtsgericht eilt",
        "feedback",
        """Eilige Schriftsätze ans Amtsgericht faxen wir vorab, das Original geht per Post
hinterher. Nummern: [Faxnummern](../referenz/faxnummern.md).
""",
        updated="2025-12-08",
    ),
    "organisation/bea-karten.md": topic(
        "beA-Karten",
        "Wo die beA-Karten liegen",
        "reference",
        """Die beA-Karten liegen im Tresor im 3. OG; die PINs hat nur der jeweilige Anwalt.
""",
        updated="2025-04-11",
    ),
    "organisation/offene-punkte.md": topic(
        "Offene Punkte",
        "Offene organisatorische Fragen",
        "project",
        """- Wer vertritt Dr. Keller im Urlaub?
- Bekommen Referendare eigene beA-Karten? (siehe [beA](referendare-bea.md))
- Welche neue Kanzleisoftware?
""",
        updated="2025-09-01",
    ),
    "organisation/referendare-bea.md": topic(
        "Referendare und beA",
        "Ob Referendare eigene beA-Karten bekommen",
        "project",
        """Entschieden: Referendare bekommen **keine** eigenen beA-Karten; sie arbeiten über den
Zugang ihres Ausbilders.
""",
        updated="2025-09-15",
    ),
    "organisation/kanzleisoftware-alt.md": topic(
        "Kanzleisoftware",
        "Superseded by organisation/kanzleisoftware.md: RA-MICRO",
        "project",
        """Wir arbeiten mit RA-MICRO, Aktenanlage über das Sekretariat.
""",
        updated="2024-11-01",
        extra={"status": "superseded", "superseded_by": "organisation/kanzleisoftware.md"},
    ),
    "organisation/kanzleisoftware.md": topic(
        "Kanzleisoftware",
        "Unsere Kanzleisoftware seit 2025",
        "project",
        """Seit März 2025 arbeiten wir mit Advolux; Akten legt jede:r selbst an.
""",
        updated="2025-03-10",
    ),
    "richtlinien/keine-cloud.md": topic(
        "Keine private Cloud",
        "Keine Mandantendaten in private Cloud-Speicher",
        "feedback",
        """Niemals Mandantendaten in private Cloud-Speicher (Dropbox, Google Drive) legen.
""",
        updated="2025-01-05",
    ),
    "richtlinien/keine-telefonauskunft.md": topic(
        "Telefonauskunft",
        "Keine Auskunft an Dritte am Telefon",
        "feedback",
        """Niemals Auskunft zu einem Mandat am Telefon an Dritte geben, auch nicht an Angehörige.
""",
        updated="2025-01-05",
    ),
    "mandanten/bauer-kontakt.md": topic(
        "Herr Bauer",
        "Wie Herr Bauer informiert werden will",
        "user",
        """Herr Bauer will Sachstände **nur telefonisch**, keine langen E-Mails.
""",
        updated="2025-05-05",
    ),
    "mandanten/lenz-kontakt.md": topic(
        "Frau Lenz",
        "Wie Frau Lenz informiert werden will",
        "user",
        """Frau Lenz will **alles schriftlich** per E-Mail, Telefonate bitte nur nach Termin.
""",
        updated="2025-05-05",
    ),
    "vorlagen/vollmacht.md": topic(
        "Vollmacht",
        "Prozessvollmacht: Vorlage und Ablage",
        "reference",
        VOLLMACHT,
        updated="2025-06-01",
    ),
    "vorlagen/vollmacht-kopie.md": topic(
        "Vollmacht",
        "Prozessvollmacht: Vorlage und Ablage",
        "reference",
        VOLLMACHT,
        updated="2025-06-01",
    ),
    "richtlinien/fristen-checkliste.md": topic(
        "Fristen-Checkliste",
        "Was bei jeder neuen Frist zu tun ist",
        "feedback",
        """- Frist und Vorfrist im Kalender eintragen
- Zustellungsdatum auf dem Schriftstück vermerken
- Fristenkontrolle per Mail informieren
- Akte mit rotem Reiter markieren
""",
        updated="2025-04-04",
    ),
    "richtlinien/checkliste-fristen.md": topic(
        "Checkliste neue Frist",
        "Schritte bei einer neuen Frist",
        "feedback",
        """- Akte mit rotem Reiter markieren
- Fristenkontrolle per Mail informieren
- Frist und Vorfrist im Kalender eintragen
- Zustellungsdatum auf dem Schriftstück vermerken
""",
        updated="2025-04-05",
    ),
}

FILES = with_index(N, title="Kanzlei-Wissen")


MEMDIR = LabelledMemdir(
    name="kanzlei_wissen",
    half="heldout",
    language="de",
    domain="law-firm knowledge base",
    style="formal German, lists, aliases",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "organisation/fristenbesprechung.md",
            "organisation/fristenkontrolle-montag.md",
            "time-moved",
            "Friday 8:30 vs Monday 9:00.",
        ),
        P(
            "contradiction",
            "mandanten/bauer-gmbh.md",
            "mandanten/bauer-gmbh-2026.md",
            "owner-changed",
            "Dr. Keller vs RA Yilmaz.",
        ),
        P(
            "contradiction",
            "richtlinien/vier-augen.md",
            "richtlinien/freigabegrenze.md",
            "threshold-changed",
            "Partner sign-off above €50,000 vs from €100,000.",
        ),
        P(
            "contradiction",
            "organisation/dms.md",
            "organisation/dms-litigation.md",
            "renamed",
            "Workspace 'Prozessführung' vs 'Litigation'.",
        ),
        P(
            "contradiction",
            "richtlinien/bea.md",
            "richtlinien/fax-gericht.md",
            "reworded-conflict",
            "Exclusively via beA vs fax first, original by post.",
        ),
        P(
            "duplicate",
            "vorlagen/vollmacht.md",
            "vorlagen/vollmacht-kopie.md",
            "identical",
            "A copy.",
        ),
        P(
            "near-duplicate",
            "richtlinien/fristen-checkliste.md",
            "richtlinien/checkliste-fristen.md",
            "reordered",
            "Same four steps, reordered.",
        ),
        P(
            "decoy",
            "organisation/offene-punkte.md",
            "organisation/referendare-bea.md",
            "open-questions-vs-settled",
            "An open question and its answer.",
        ),
        P(
            "decoy",
            "richtlinien/keine-cloud.md",
            "richtlinien/keine-telefonauskunft.md",
            "two-donts-different-things",
            "Two 'niemals' rules about different things.",
        ),
        P(
            "decoy",
            "richtlinien/bea.md",
            "organisation/bea-karten.md",
            "related-consistent",
            "beA rule and where the cards are; consistent.",
        ),
        P(
            "decoy",
            "organisation/kanzleisoftware-alt.md",
            "organisation/kanzleisoftware.md",
            "superseded-and-successor",
            "Old software note is marked superseded.",
        ),
        P(
            "decoy",
            "mandanten/bauer-kontakt.md",
            "mandanten/lenz-kontakt.md",
            "two-peoples-preferences",
            "Phone for one client, email for the other.",
        ),
        P(
            "decoy",
            "mandanten/bauer-gmbh-2026.md",
            "mandanten/bauer-kontakt.md",
            "related-consistent",
            "The firm's lawyer and how Herr Bauer wants updates.",
        ),
        P(
            "decoy",
            "organisation/bea-karten.md",
            "organisation/referendare-bea.md",
            "related-consistent",
            "Cards in the safe; trainees use their trainer's access.",
        ),
        P(
            "decoy",
            "organisation/fristenkontrolle-montag.md",
            "richtlinien/fristen-checkliste.md",
            "shared-technology",
            "Both about Fristenkontrolle; meeting time vs a checklist.",
        ),
    ],
    claims=[
        ClaimLabel(
            "organisation/offene-punkte.md",
            "memdir-link",
            "referendare-bea.md",
            "verified",
            "memdir-link-ok",
            "Sibling memory.",
        ),
        ClaimLabel(
            "richtlinien/fax-gericht.md",
            "memdir-link",
            "../referenz/faxnummern.md",
            "failed",
            "memdir-link-dead",
            "referenz/faxnummern.md was never written.",
        ),
    ],
    questions=[
        Question(
            "Wann ist die Fristenbesprechung?",
            "de",
            ("organisation/fristenbesprechung.md", "organisation/fristenkontrolle-montag.md"),
        ),
        Question(
            "Wer betreut die Bauer GmbH?",
            "de",
            ("mandanten/bauer-gmbh.md", "mandanten/bauer-gmbh-2026.md"),
        ),
        Question(
            "Ab welchem Streitwert braucht ein Vergleich eine Partnerfreigabe?",
            "de",
            ("richtlinien/vier-augen.md", "richtlinien/freigabegrenze.md"),
        ),
        Question(
            "Wie heißt der Arbeitsbereich für Prozessakten?",
            "de",
            ("organisation/dms.md", "organisation/dms-litigation.md"),
        ),
        Question(
            "Dürfen wir Schriftsätze ans Gericht faxen?",
            "de",
            ("richtlinien/bea.md", "richtlinien/fax-gericht.md"),
        ),
        Question(
            "Bekommen Referendare eine beA-Karte?", "de", ("organisation/referendare-bea.md",)
        ),
        Question("Welche Kanzleisoftware nutzen wir?", "de", ("organisation/kanzleisoftware.md",)),
        Question(
            "Danke. Noch kurz: wo liegen die beA-Karten?",
            "de",
            ("organisation/bea-karten.md",),
            conversational=True,
        ),
        Question("passt, weiter", "de", silent=True),
        Question("Vielen Dank, das war's für heute", "de", silent=True),
        Question("Moin!", "de", silent=True),
        Question("Prima, gute Arbeit", "de", silent=True),
    ],
)
