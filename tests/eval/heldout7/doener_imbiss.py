# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A Döner snack bar (Imbiss) in a German town: very informal German, short notes full of
abbreviations, one table of opening hours, one longer chatty note."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "zeiten/oeffnungszeiten.md": topic(
        "Öffnungszeiten",
        "Wann auf ist und wie viele abends da sind",
        "reference",
        """| Tag | auf | zu | Leute abends |
|---|---|---|---|
| Mo | 11:00 | 22:00 | 2 |
| Di-Do | 11:00 | 23:00 | 2 |
| Fr | 11:00 | 01:00 | 3 |
| Sa | 12:00 | 01:00 | 3 |
| So | 12:00 | 22:00 | 2 |

Feiertage wie So.
""",
        updated="2025-06-02",
    ),
    "zeiten/sonntag.md": topic(
        "Sonntag",
        "Sonntags später auf",
        "project",
        """Ab April So erst um 14 Uhr auf, Murat will vormittags mit den Kids raus. Zu bleibt 22.
""",
        updated="2026-03-16",
    ),
    "team/wochenende.md": topic(
        "Fr/Sa abends",
        "Besetzung am WE abends",
        "project",
        """Fr + Sa ab 18 Uhr sind wir jetzt zu viert: 2 Theke, 1 Grill, 1 packt die Lieferungen.
Seit die Bestellungen so angezogen haben gehts nicht mehr anders.
""",
        updated="2026-01-19",
    ),
    "lieferung/app.md": topic(
        "Lieferando",
        "Wie das mit den App-Bestellungen läuft",
        "reference",
        """- Tablet am Tresen, Ton IMMER an
- Bestellung innerhalb 2 Min annehmen, sonst rankt uns die App runter
- MBW 12 €, Liefergebiet 3 km
""",
        updated="2025-10-06",
    ),
    "lieferung/mbw.md": topic(
        "Mindestbestellwert",
        "Was eine App-Bestellung mind. kosten muss",
        "feedback",
        """Mindestbestellwert bei der App ist jetzt 15 €. Murat: Verpackung frisst sonst alles auf.
""",
        nested=True,
        session="b8f2c4e1-7a93-4d05-8e6b-3f1a9c2d7e50",
        modified="2026-02-02",
        updated="2026-02-02",
    ),
    "lieferung/lieferando-start.md": topic(
        "Lieferando Start",
        "Bevor die App live war",
        "project",
        """Lieferando geht am 1.10. live, Tablet kommt per Post. Bis dahin nur Abholung + Telefon.
""",
        updated="2025-09-15",
        extra={"status": "superseded", "superseded_by": "lieferung/app.md"},
    ),
    "kasse/abrechnung.md": topic(
        "Kasse abends",
        "Wer die Kasse zählt und wie",
        "reference",
        """Kasse zählen nach Feierabend: Ayşe.
Z-Bon aus der orderbird ziehen, Geld + Bon in den Umschlag, Umschlag in den Tresor im Büro.
Diff über 5 € -> Murat anrufen, egal wie spät.
""",
        updated="2025-06-02",
    ),
    "notizen/gespraech-murat.md": topic(
        "Gespräch mit Murat",
        "Was Murat nach der Mittagsschicht alles erzählt hat",
        "project",
        """Nach der Mittagsschicht kurz mit Murat gequatscht, der war echt gut drauf (Umsatz Feb
besser als letztes Jahr). Hab mir das Wichtigste aufgeschrieben:

Ayşe hört mit der Abendkasse auf, die macht nur noch Buchhaltung und Lohn. Zählen tut ab
nächster Woche Deniz, jeden Abend, gleiche Prozedur wie immer.

Brot: Yıldız hat schon wieder die Preise hochgesetzt, Murat hat keinen Bock mehr. Ab 1.4.
kommen Fladen und Yufka von Öz Backwaren aus der Industriestraße, die liefern sogar schon
um 6.

Sonst: er will, dass wir mehr auf die Salatbar achten (Zwiebeln nachfüllen!!), und im
Sommer vllt wieder Ayran selber machen. Mal sehen.
""",
        updated="2026-03-09",
    ),
    "lieferanten/brot.md": topic(
        "Brot",
        "Woher Fladenbrot und Yufka kommen",
        "reference",
        """Fladen + Yufka: Bäckerei Yıldız, kommt jeden Tag außer So um 6:30 an die Hintertür.
Bestellung fürs WE bis Do mittags durchgeben.
""",
        updated="2025-06-09",
    ),
    "lieferanten/fleisch.md": topic(
        "Fleisch",
        "Spieße und wer die liefert",
        "reference",
        """Fertige Spieße (Kalb/Rind, 40 kg): Kaya Fleisch, Di + Fr um 7.
Zahlung 14 Tage. Rechnung Nr. 4471 wurde 2x abgebucht -> Ayşe klärt das mit Kaya.
""",
        updated="2026-02-23",
    ),
    "lieferanten/metro-idee.md": topic(
        "Spieße von Metro?",
        "Deniz' Vorschlag zum Fleisch",
        "project",
        """Deniz meinte, fertige Spieße von der Metro wären 1,20 €/kg billiger. Murat: kommt nicht
in Frage, Kaya bleibt, Qualität geht vor. Thema durch.
""",
        updated="2025-11-10",
    ),
    "karte/teller.md": topic(
        "Teller XL",
        "Der große Teller",
        "reference",
        """Großer Teller = "Teller XL", so steht er in der orderbird-Kasse und auf der Karte. 12,90.
""",
        updated="2025-06-16",
    ),
    "karte/anadolu-platte.md": topic(
        "Anadolu-Platte",
        "Die große Platte auf der neuen Karte",
        "reference",
        """Die große Platte (Fleisch, Reis, Salat, Pommes) heißt auf der neuen Karte
"Anadolu-Platte", in der Kasse + App genauso. Preis bleibt 12,90.
""",
        updated="2026-02-17",
    ),
    "hygiene/spiess-reste.md": topic(
        "Spießreste",
        "Was abends mit dem Rest vom Spieß passiert",
        "feedback",
        """Spieß abends: Rest abschneiden, vakuumieren, einfrieren. Am nächsten Tag zuerst den
aufbraten. Immer so machen, nix wegwerfen.
""",
        updated="2025-06-23",
    ),
    "hygiene/reste-neu.md": topic(
        "Fleisch vom Vortag",
        "Übriges Fleisch nach Feierabend",
        "feedback",
        """Was abends an Fleisch übrig ist, kommt in die Tonne. Nix mehr eintüten und in die
Truhe! (Murat, nach der Hygieneschulung)
""",
        updated="2026-01-26",
    ),
    "lager/gas.md": topic(
        "Gasflaschen",
        "Wo die Ersatzflaschen für den Grill stehen",
        "reference",
        """Ersatz-Gasflaschen fürn Grill: im Hof direkt hinter der Hintertür. Nie mehr als 2.
""",
        updated="2025-07-07",
    ),
    "lager/gas-kaefig.md": topic(
        "Gitterkäfig",
        "Volle Flaschen lagern",
        "feedback",
        """Volle Flaschen lagern ab jetzt im abgeschlossenen Gitterkäfig bei den Mülltonnen.
Schlüssel hängt am Brett im Büro. Auflage von der Feuerwehr.
""",
        updated="2026-02-09",
    ),
    "team/trinkgeld.md": topic(
        "Trinkgeld",
        "Wie das Trinkgeld verteilt wird",
        "feedback",
        """Trinkgeldglas steht an der Kasse. So nach Feierabend wird geteilt, nach Stunden.
""",
        updated="2025-06-02",
    ),
    "team/tip.md": topic(
        "Tip",
        "Wem das Geld gehört, das Kunden geben",
        "feedback",
        """Was dir ein Kunde in die Hand drückt, behältst du. Kein Glas, kein Teilen, fertig.
""",
        updated="2026-03-02",
    ),
    "hygiene/fritteuse.md": topic(
        "Frittenöl",
        "Wann das Öl gewechselt wird",
        "feedback",
        """Öl in der Fritteuse alle 3 Tage wechseln (Mo + Do). Altes Öl in den grauen Kanister,
den holt Oelbach alle 2 Wochen ab.
""",
        updated="2025-07-14",
    ),
    "kueche/oel.md": topic(
        "Frittenöl",
        "Wann das Öl gewechselt wird",
        "feedback",
        """Öl in der Fritteuse alle 3 Tage wechseln (Mo + Do). Altes Öl in den grauen Kanister,
den holt Oelbach alle 2 Wochen ab.
""",
        updated="2025-09-01",
    ),
    "hygiene/cap.md": topic(
        "Cap",
        "Kopfbedeckung hinter der Theke",
        "feedback",
        """Hinter der Theke: Cap oder Haarnetz, lange Haare zusammen. Immer.
""",
        updated="2025-06-02",
    ),
    "hygiene/haare.md": topic(
        "Haare",
        "Haare bedecken beim Arbeiten",
        "feedback",
        """Sobald du hinterm Tresen stehst müssen die Haare bedeckt sein (Cap/Netz). Gilt auch
für Aushilfen und fürs kurze Aushelfen.
""",
        updated="2025-06-02",
    ),
    "log/kontrolle-maerz.md": topic(
        "Kontrolle 12.3.",
        "Lebensmittelkontrolle im März",
        "project",
        """Gesundheitsamt am 12.3. da. Jonas stand ohne Cap am Grill -> mündl. Verwarnung, kein
Bußgeld. Rest ok, Kühltheke hatte 4 °C. Murat hat Jonas danach ne Ansage gemacht.
""",
        updated="2026-03-12",
    ),
    "plaene/offene-fragen.md": topic(
        "Offene Fragen",
        "Was Murat noch entscheiden muss",
        "project",
        """- So später aufmachen?
- Hähnchenspieß dazu?
- Liefergebiet auf 5 km?
""",
        updated="2025-12-01",
    ),
    "team/lena.md": topic(
        "Lena",
        "Lenas Schichten",
        "user",
        """Lena: nur Frühschicht (11-16), nachmittags Uni. Abends geht bei ihr gar nicht.
""",
        updated="2025-10-13",
    ),
    "team/kemal.md": topic(
        "Kemal",
        "Kemals Schichten",
        "user",
        """Kemal will Spätschicht, nie vor 16 Uhr, am liebsten Fr/Sa bis zu.
""",
        updated="2025-10-13",
    ),
    "team/aufs-haus.md": topic(
        "Aufs Haus",
        "Essen für Kumpels",
        "feedback",
        """Kein Essen aufs Haus für Kumpels, auch keine Cola. Wenn Murat das sieht gibts Stress.
""",
        updated="2025-08-04",
    ),
    "lieferung/beschwerde-4471.md": topic(
        "Beschwerde 4471",
        "Kalter Dürüm über die App",
        "project",
        """Bestellung #4471 (App): Dürüm kam kalt an, Kunde 1 Stern. Gutschrift 8,50 über
Lieferando gemacht, Fahrer war 40 Min unterwegs.
""",
        updated="2026-02-20",
    ),
}

FILES = with_index(
    N,
    title="Imbiss - Gedächtnis",
    sections={
        "zeiten/": "Zeiten",
        "team/": "Team",
        "kasse/": "Kasse",
        "lieferung/": "Lieferung",
        "lieferanten/": "Lieferanten",
        "karte/": "Karte",
        "hygiene/": "Hygiene + Küche",
        "kueche/": "Hygiene + Küche",
        "lager/": "Lager",
        "notizen/": "Notizen",
        "plaene/": "Notizen",
        "log/": "Notizen",
    },
)

ask, chat = questions_in("de")

MEMDIR = LabelledMemdir(
    name="doener_imbiss",
    half="heldout7",
    language="de",
    domain="Döner-Imbiss (snack bar)",
    style="very informal German, short notes, abbreviations, one table, one chatty note",
    files=FILES,
    pairs=[
        # --- contradictions
        P(
            "contradiction",
            "zeiten/oeffnungszeiten.md",
            "zeiten/sonntag.md",
            "time-moved",
            "So auf um 12:00 (Tabellenzeile) vs ab April erst um 14 Uhr.",
        ),
        P(
            "contradiction",
            "lieferung/app.md",
            "lieferung/mbw.md",
            "threshold-changed",
            "MBW 12 € vs 15 €.",
        ),
        P(
            "contradiction",
            "kasse/abrechnung.md",
            "notizen/gespraech-murat.md",
            "owner-changed",
            "Kasse zählt Ayşe vs ab nächster Woche Deniz (im langen Gesprächsprotokoll).",
        ),
        P(
            "contradiction",
            "karte/teller.md",
            "karte/anadolu-platte.md",
            "renamed",
            "Großer Teller heißt Teller XL vs Anadolu-Platte.",
        ),
        P(
            "contradiction",
            "hygiene/spiess-reste.md",
            "hygiene/reste-neu.md",
            "policy-reversed",
            "Reste immer einfrieren vs nix mehr einfrieren, in die Tonne.",
        ),
        P(
            "contradiction",
            "lieferanten/brot.md",
            "notizen/gespraech-murat.md",
            "tool-switched",
            "Brot von Bäckerei Yıldız vs ab 1.4. von Öz Backwaren.",
        ),
        P(
            "contradiction",
            "lager/gas.md",
            "lager/gas-kaefig.md",
            "location-changed",
            "Ersatzflaschen im Hof hinter der Hintertür vs Gitterkäfig bei den Mülltonnen.",
        ),
        P(
            "contradiction",
            "zeiten/oeffnungszeiten.md",
            "team/wochenende.md",
            "count-changed",
            "Fr/Sa abends 3 Leute (Tabelle) vs jetzt zu viert.",
        ),
        P(
            "contradiction",
            "team/trinkgeld.md",
            "team/tip.md",
            "reworded-conflict",
            "Trinkgeld ins Glas und nach Stunden teilen vs was du kriegst behältst du, kein Teilen.",
        ),
        # --- duplicates
        P(
            "duplicate",
            "hygiene/fritteuse.md",
            "kueche/oel.md",
            "identical",
            "Dieselbe Frittenöl-Notiz zweimal gespeichert.",
        ),
        P(
            "near-duplicate",
            "hygiene/cap.md",
            "hygiene/haare.md",
            "same-rule-restated",
            "Haare bedecken hinter der Theke, zweimal formuliert (einmal mit Aushilfen-Zusatz).",
        ),
        # --- decoys
        P(
            "decoy",
            "kasse/abrechnung.md",
            "karte/teller.md",
            "shared-technology",
            "Beide orderbird-Kasse: Z-Bon abends vs Name des Tellers in der Kasse.",
        ),
        P(
            "decoy",
            "hygiene/cap.md",
            "log/kontrolle-maerz.md",
            "rule-vs-incident",
            "Cap-Regel und die Kontrolle, bei der Jonas ohne Cap stand.",
        ),
        P(
            "decoy",
            "hygiene/haare.md",
            "log/kontrolle-maerz.md",
            "rule-vs-incident",
            "Haare-bedecken-Regel und der Verstoß bei der Kontrolle.",
        ),
        P(
            "decoy",
            "plaene/offene-fragen.md",
            "zeiten/sonntag.md",
            "open-questions-vs-settled",
            "So später aufmachen? offen vs entschieden: ab April 14 Uhr.",
        ),
        P(
            "decoy",
            "lieferanten/metro-idee.md",
            "lieferanten/fleisch.md",
            "quoted-opinion-rejected",
            "Deniz' Metro-Vorschlag abgelehnt, Kaya liefert weiter.",
        ),
        P(
            "decoy",
            "team/lena.md",
            "team/kemal.md",
            "two-peoples-preferences",
            "Lena nur früh (11-16), Kemal nur spät (ab 16).",
        ),
        P(
            "decoy",
            "hygiene/reste-neu.md",
            "team/aufs-haus.md",
            "two-donts-different-things",
            "Keine Reste einfrieren vs kein Essen aufs Haus.",
        ),
        P(
            "decoy",
            "lieferanten/fleisch.md",
            "lieferung/beschwerde-4471.md",
            "same-ticket-ids",
            "Rechnung Nr. 4471 bei Kaya vs App-Bestellung #4471, nichts miteinander zu tun.",
        ),
        P(
            "decoy",
            "lieferung/lieferando-start.md",
            "lieferung/app.md",
            "superseded-and-successor",
            "Start-Notiz (bis 1.10. nur Abholung) als überholt markiert, Nachfolger app.md.",
        ),
        P(
            "decoy",
            "plaene/offene-fragen.md",
            "zeiten/oeffnungszeiten.md",
            "related-consistent",
            "Frage ob So später auf; Tabelle sagt So 12:00. Kein Widerspruch.",
        ),
        P(
            "decoy",
            "plaene/offene-fragen.md",
            "lieferung/app.md",
            "related-consistent",
            "Frage ob Liefergebiet auf 5 km; aktuell 3 km. Noch offen, kein Widerspruch.",
        ),
        P(
            "decoy",
            "lieferanten/brot.md",
            "lieferanten/fleisch.md",
            "related-consistent",
            "Zwei Lieferanten, Brot täglich 6:30, Fleisch Di+Fr 7. Passt zusammen.",
        ),
        P(
            "decoy",
            "notizen/gespraech-murat.md",
            "lieferanten/fleisch.md",
            "related-consistent",
            "Ayşe macht Buchhaltung; Ayşe klärt die Rechnung. Passt.",
        ),
        P(
            "decoy",
            "lieferung/app.md",
            "lieferung/beschwerde-4471.md",
            "related-consistent",
            "Lieferando-Ablauf und eine Lieferando-Beschwerde; kein Widerspruch.",
        ),
        P(
            "decoy",
            "team/kemal.md",
            "team/wochenende.md",
            "related-consistent",
            "Kemal will Fr/Sa spät; Fr/Sa abends zu viert. Passt.",
        ),
    ],
    questions=[
        ask(
            "Wann machen wir sonntags auf?",
            "zeiten/oeffnungszeiten.md",
            "zeiten/sonntag.md",
        ),
        ask("wer zählt abends die kasse?", "kasse/abrechnung.md", "notizen/gespraech-murat.md"),
        ask(
            "Wie hoch ist der Mindestbestellwert bei Lieferando grad?",
            "lieferung/app.md",
            "lieferung/mbw.md",
        ),
        ask(
            "Von wem kriegen wir eigentlich das Fladenbrot?",
            "lieferanten/brot.md",
            "notizen/gespraech-murat.md",
        ),
        ask(
            "Wie heißt der große Teller jetzt in der Kasse?",
            "karte/teller.md",
            "karte/anadolu-platte.md",
        ),
        ask(
            "Was machen wir mit dem Fleisch, das abends vom Spieß übrig bleibt?",
            "hygiene/spiess-reste.md",
            "hygiene/reste-neu.md",
        ),
        ask("wo sind die vollen gasflaschen hin?", "lager/gas.md", "lager/gas-kaefig.md"),
        ask(
            "Wie viele Leute brauchen wir Freitagabend?",
            "zeiten/oeffnungszeiten.md",
            "team/wochenende.md",
        ),
        ask(
            "Wird das Trinkgeld geteilt oder darf man das behalten?",
            "team/trinkgeld.md",
            "team/tip.md",
        ),
        ask("Wann muss das Frittenöl gewechselt werden?", "hygiene/fritteuse.md", "kueche/oel.md"),
        ask("Was war bei der Kontrolle vom Gesundheitsamt los?", "log/kontrolle-maerz.md"),
        ask("Kann Lena auch mal ne Abendschicht übernehmen?", "team/lena.md"),
        ask("Was ist mit der doppelt abgebuchten Fleischrechnung?", "lieferanten/fleisch.md"),
        ask(
            "Darf ich meinem Kumpel nen Döner umsonst machen?",
            "team/aufs-haus.md",
        ),
        ask(
            "danke! und muss ich hinterm Tresen echt ne Mütze aufhaben?",
            "hygiene/cap.md",
            "hygiene/haare.md",
            conversational=True,
        ),
        ask(
            "ok super, und wer liefert uns eigentlich die Spieße?",
            "lieferanten/fleisch.md",
            "lieferanten/metro-idee.md",
            conversational=True,
        ),
        chat("moin, heute wird lang"),
        chat("danke dir, hast mir den Feierabend gerettet"),
        chat("top, läuft bei dir"),
        chat("ok weiter"),
        chat("bin kurz eine rauchen, gleich zurück"),
        chat("boah, ist das heiß heute am Grill"),
        chat("bis morgen, schönes Wochenende!"),
        chat("haha ja genau"),
    ],
    complete_labels=True,
)
