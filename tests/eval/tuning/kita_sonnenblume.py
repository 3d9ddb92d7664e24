# Written for held-out half heldout4 by a writer who never read a detector; measured there once
# as the newest half, then used in aggregate only; moved to tuning when the detectors stopped
# making errors on the rest of it (tuning precision 97%), so that tuning sees real ones.
"""A German kindergarten (Kita) team's agent memory: short German notes, lists and meeting minutes."""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    "tagesablauf.md": topic(
        "Tagesablauf",
        "Wie ein normaler Kita-Tag abläuft",
        "reference",
        """# Tagesablauf Kita Sonnenblume

| Uhrzeit | was |
|---|---|
| 7:00–9:00 | Bringzeit, danach Haustür zu |
| 9:15 | Morgenkreis in den Gruppen |
| 9:45 | Frühstück / Freispiel / Garten |
| 11:45 | Mittagessen |
| 12:15–14:00 | Mittagsschlaf der Raupen im Schlafraum (Raum 4) |
| ab 14:00 | Abholzeit |
| 16:30 | Kita schließt |
""",
        updated="2025-08-25",
    ),
    "protokolle/teamsitzung-2025-12.md": topic(
        "Teamsitzung Dezember",
        "Protokoll der Teamsitzung vom 9. Dezember",
        "project",
        """Anwesend waren alle außer Jonas (krank). Sabine hat moderiert, ich schreibe nur die Beschlüsse mit, der Rest steht im Ordner.

Bringzeit: Weil der Morgenkreis ab dem 12. Januar schon um 9:00 Uhr anfängt, endet die Bringphase ab dann um 8:45 Uhr. Wer später kommt, klingelt und wartet, bis jemand Zeit hat – die Kinder sollen den Anfang vom Morgenkreis nicht verpassen. Sabine schreibt dazu einen Elternbrief vor den Ferien.

Geburtstage: Es werden keine Kuchen, Muffins oder sonstigen Speisen mehr von zu Hause mitgebracht, auch kein Obstteller. Zu viele Zutaten, die wir nicht prüfen können, und die Allergieliste wird jedes Jahr länger. Ute backt für jedes Geburtstagskind einen Muffin in der Kita-Küche, die Eltern dürfen gern Kerzen, Deko oder ein kleines Lied mitbringen.

Sonstiges: Weihnachtsfeier am 18.12. nur intern, Laternenstäbe gehen zurück in den Keller.
""",
        updated="2025-12-09",
    ),
    "gesundheit/krankheit.md": topic(
        "Krankheit und Wiederkommen",
        "Wann kranke Kinder zu Hause bleiben",
        "feedback",
        """- Fieber messen: Ohrthermometer aus dem Büro (Schublade unter dem Drucker)
- ab 38,0 °C Eltern anrufen, Kind wird abgeholt
- wiederkommen erst nach 24 Std. fieberfrei (ohne fiebersenkende Mittel)
- Erbrechen/Durchfall: 48 Std. symptomfrei
""",
        updated="2025-09-03",
    ),
    "gesundheit/fieber-2026.md": topic(
        "Nach Fieber zu Hause bleiben",
        "Was das Gesundheitsamt nach der Grippewelle empfohlen hat",
        "feedback",
        """Kurze Info nach dem Telefonat mit dem Gesundheitsamt: Ein Kind, das Fieber hatte, bleibt ab sofort zwei volle Tage fieberfrei zu Hause, bevor es wieder in die Gruppe darf. Also 48 Stunden, nicht mehr einen Tag. Bitte so auch den Eltern sagen, wenn sie morgens anrufen und fragen, ob das Kind morgen wiederkommen kann.
""",
        updated="2026-02-02",
    ),
    "team/dienstplan.md": topic(
        "Dienstplan",
        "Wer den Dienstplan schreibt und wie getauscht wird",
        "reference",
        """Dienstplan schreibt Jonas Weber. Hängt bis zum 20. für den Folgemonat am Brett im Personalraum.
Tauschwünsche direkt an Jonas, Urlaub bis 31.1. in die Liste eintragen.
""",
        updated="2025-03-14",
    ),
    "team/zustaendigkeiten.md": topic(
        "Zuständigkeiten",
        "Wer im Team wofür zuständig ist",
        "reference",
        """## Zuständigkeiten (Stand Okt. 2025)

- Dienstplan, Urlaubsplanung, Vertretungen: **Mirja Claussen**
- Allergieliste und Notfallmedikamente: Aylin Demir
- Essensbestellung, Caterer, Küche: Ute Brandt
- Elternbeirat, Elternabende: Sabine Hoffmann (Leitung)
- Erste-Hilfe-Rucksäcke prüfen: Jonas Weber
""",
        updated="2025-10-06",
    ),
    "raeume/ruheraum.md": topic(
        "Ruheraum",
        "Neuer Name für Raum 4",
        "reference",
        """Raum 4 heißt ab jetzt **Ruheraum** – mittags ruhen dort auch die Großen, nicht nur die Schlafkinder der Raupen. Auf dem Türschild, in Plänen und in Elternbriefen bitte nur noch „Ruheraum“ schreiben.
""",
        updated="2026-01-15",
    ),
    "essen/geburtstage.md": topic(
        "Geburtstage",
        "Wie wir Geburtstage in der Gruppe feiern",
        "feedback",
        """Geburtstag in der Gruppe: Kind sitzt auf dem Geburtstagsstuhl, Krone basteln.
Eltern bringen einen Kuchen oder einen Obstteller mit – Zutatenliste bitte vorher an die Gruppe (Allergien!).
""",
        updated="2025-02-20",
    ),
    "eltern/kita-app.md": topic(
        "Kita-App",
        "Wie wir mit den Eltern kommunizieren",
        "reference",
        """Alles an die Eltern läuft über die App **Stay Informed**: Elternbriefe, Termine, Krankmeldungen (Eltern tragen bis 8:30 ein). Wichtiges zusätzlich als Aushang an der Eingangstür.
""",
        updated="2025-01-20",
    ),
    "eltern/kigaroo.md": topic(
        "Krankmeldungen und Elternbriefe",
        "Wo Krankmeldungen ankommen und wie Elternbriefe rausgehen",
        "reference",
        """Krankmeldungen kommen über KigaRoo rein (Menüpunkt „Abwesenheit“), bitte morgens vor dem Morgenkreis reinschauen. Elternbriefe und Termine verschicken wir ebenfalls über KigaRoo, Lesebestätigung anhaken.
""",
        nested=True,
        session="b3a9d6e1-2c40-4f8e-8a55-1f7d09c3e6b2",
        modified="2025-11-04T07:40:00Z",
        updated="2025-11-04",
    ),
    "gesundheit/notfallmedikamente.md": topic(
        "Notfallmedikamente",
        "Wo die Notfallmedikamente der Kinder liegen",
        "reference",
        """- Leo (Füchse): Adrenalin-Pen, Erdnussallergie
- Hanna (Marienkäfer): Notfallspray, Asthma

Beides im Gruppenraum der Füchse, Hängeschrank oben links, mit Foto des Kindes und Notfallplan. Bei Ausflügen mitnehmen!
""",
        updated="2025-04-08",
    ),
    "gesundheit/notfallkoffer.md": topic(
        "Roter Notfallkoffer",
        "Umräumen nach der Begehung mit der Unfallkasse",
        "project",
        """Nach der Begehung mit der Unfallkasse haben wir umgeräumt, damit im Ernstfall niemand suchen muss: Alle Notfallmedikamente der Kinder – also auch Leos Pen und Hannas Spray – liegen jetzt zentral im roten Notfallkoffer im Büro, direkt neben der Tür. In den Gruppenräumen bleibt nichts mehr. Aylin prüft jeden Monatsersten die Ablaufdaten und hakt das auf der Liste im Deckel ab.
""",
        updated="2026-01-27",
    ),
    "eltern/elternabende.md": topic(
        "Elternabende",
        "Wann und wie oft es Elternabende gibt",
        "reference",
        """Zwei Elternabende im Kita-Jahr:
1. Ende September – Kennenlernen, Gruppen stellen sich vor
2. Februar – Vorschule, Sommerplanung

Einladung drei Wochen vorher als Elternbrief.
""",
        updated="2025-03-02",
    ),
    "protokolle/elternbeirat-2025-10.md": topic(
        "Elternbeirat Oktober",
        "Sitzung mit dem Elternbeirat am 21. Oktober",
        "project",
        """Sitzung mit dem neuen Elternbeirat (Frau Köhler, Herr Aydın, Frau Brandes), Sabine und ich vom Team.

Elternabende: Ab diesem Kita-Jahr gibt es nur noch einen gemeinsamen Elternabend für alle Gruppen, im Oktober. Die Vorschulinfos machen die Füchse-Erzieherinnen künftig in Einzelgesprächen, das war den Eltern lieber als ein zweiter Abend im Winter.

Herr Aydın hat vorgeschlagen, in der Brotdose einmal pro Woche eine kleine Süßigkeit zu erlauben, „das schadet doch keinem“. Wir haben das abgelehnt, es bleibt bei der süßigkeitenfreien Brotdose, und der Beirat hat das am Ende mitgetragen.

Sommerfest 2026: Samstag, 20. Juni, 14–17 Uhr, mit Flohmarkt der Eltern. Hüpfburg organisiert Frau Brandes.
""",
        updated="2025-10-21",
    ),
    "team/handy.md": topic(
        "Private Handys",
        "Handys während der Arbeit",
        "feedback",
        """Private Handys bleiben im Spind im Personalraum. In den Gruppenräumen und im Garten haben sie nichts zu suchen. Für Fotos gibt es das Gruppen-Tablet.
""",
        updated="2025-02-11",
    ),
    "paedagogik/portfolio-fotos.md": topic(
        "Portfolio-Fotos",
        "Wie die Bilder für die Portfolio-Mappen entstehen",
        "project",
        """Für die Portfolio-Mappen knipst ihr die Kinder am besten mitten im Spiel mit dem eigenen Smartphone – da seid ihr am schnellsten, und das Tablet ist sowieso ständig leer. Abends ladet ihr die Bilder in den Portfolio-Ordner auf dem Kita-Laufwerk hoch und löscht sie danach von eurem Gerät. So bekommen wir endlich mehr Schnappschüsse aus dem Alltag statt nur gestellter Gruppenbilder.
""",
        updated="2026-03-05",
    ),
    "essen/brotdose.md": topic(
        "Brotdose",
        "Was in die Frühstücksdose darf",
        "feedback",
        """Brotdose: keine Süßigkeiten, keine Nüsse oder Nussaufstriche (wegen Leo). Getränke stellt die Kita – Wasser und ungesüßter Tee.
""",
        updated="2025-03-10",
    ),
    "team/heisse-getraenke.md": topic(
        "Heiße Getränke",
        "Kaffee und Tee nur im Personalraum",
        "feedback",
        """Kaffee und Tee nur im Personalraum trinken. Keine heißen Getränke in den Gruppenräumen oder draußen, solange Kinder in der Nähe sind.
""",
        updated="2025-02-11",
    ),
    "essen/essensgeld-2025.md": topic(
        "Essensgeld 2025",
        "Was das Mittagessen 2025 gekostet hat",
        "reference",
        """Essensgeld: 3,20 € pro Tag, monatlich per Lastschrift.
""",
        updated="2025-01-07",
        extra={"status": "superseded", "superseded_by": "essen/mittagessen.md"},
    ),
    "essen/mittagessen.md": topic(
        "Mittagessen",
        "Caterer, Lieferung, Sonderkost und Essensgeld",
        "reference",
        """## Mittagessen

- Caterer: Menüservice Lindner, Lieferung 11:30 in Thermoboxen, gegessen wird um 11:45
- Sonderkost: Leo nussfrei (Box mit rotem Punkt), Emil laktosefrei
- Bestellung und Abbestellung bis 8:30 bei Ute
- Essensgeld ab Januar 2026: 3,60 € pro Tag, monatlich per Lastschrift
""",
        updated="2026-01-05",
    ),
    "essen/kuehlschrank.md": topic(
        "Kühlschrank-Kontrolle",
        "Temperatur des Küchenkühlschranks",
        "feedback",
        """Küchenkühlschrank jeden Morgen um 8 Uhr kontrollieren: Thermometer hängt innen an der Tür. Wert in die HACCP-Liste eintragen, höchstens 7 °C – sonst sofort Ute Bescheid sagen.
""",
        updated="2025-05-19",
    ),
    "eltern/abholung.md": topic(
        "Abholung",
        "Wer ein Kind abholen darf",
        "feedback",
        """Abholen dürfen nur Personen, die auf der Abholliste stehen (Ordner am Eingang). Wen wir nicht kennen, der zeigt den Ausweis. Keine Ausnahmen per Telefon – die Eltern müssen die Person vorher schriftlich eintragen.
""",
        updated="2025-01-20",
    ),
    "vorfaelle/2025-11-12-abholung.md": topic(
        "Abholung am 12. November",
        "Ein Onkel wollte Mila abholen",
        "project",
        """12.11.2025, ca. 15:10: Milas Onkel wollte sie abholen, stand nicht auf der Abholliste. Kollegin hat die Mutter angerufen, die hat am Telefon zugestimmt, und Mila wurde mitgegeben. Das war gegen unsere Regel – Sabine hat es in der nächsten Teamsitzung angesprochen, Mutter trägt ihn jetzt schriftlich ein.
""",
        updated="2025-11-13",
    ),
    "feste/sommerfest-fragen.md": topic(
        "Sommerfest – offene Fragen",
        "Was für das Sommerfest 2026 noch offen ist",
        "project",
        """Sommerfest 2026, noch offen:
- Termin: Juni oder Juli? Samstag oder Freitagnachmittag?
- Flohmarkt der Eltern dazu?
- Grillen oder Picknick?
- Hüpfburg leihen – wer kümmert sich?
""",
        updated="2025-09-16",
    ),
    "eingewoehnung/grundphase.md": topic(
        "Eingewöhnung: Grundphase",
        "Die ersten drei Tage der Eingewöhnung",
        "reference",
        """Grundphase (Tag 1–3): Elternteil bleibt mit im Gruppenraum, ca. 1 Stunde pro Tag, kein Trennungsversuch. Die Bezugserzieherin nimmt über das Spiel Kontakt auf, das Elternteil bleibt eher passiv.
""",
        updated="2025-07-28",
    ),
    "eingewoehnung/stabilisierung.md": topic(
        "Eingewöhnung: Stabilisierung",
        "Wie es nach den ersten Tagen weitergeht",
        "reference",
        """Stabilisierungsphase (ab Tag 4): erste Trennung für 15–30 Minuten, das Elternteil wartet im Haus (Elterncafé). Die Zeit wird täglich gesteigert, Mittagessen ab Woche 2, Schlafen in der Kita frühestens ab Woche 3.
""",
        updated="2025-07-28",
    ),
    "ausfluege/checkliste.md": topic(
        "Ausflug-Checkliste",
        "Was bei jedem Ausflug mit muss",
        "reference",
        """Vor jedem Ausflug:
- Erste-Hilfe-Rucksack
- Diensthandy der Kita (geladen!)
- Anwesenheitsliste mit Notfallnummern der Eltern
- Wasserflaschen und Becher
- Wechselwäsche für die Raupen
- Warnwesten für alle Kinder
""",
        updated="2025-04-29",
    ),
    "ausfluege/packliste.md": topic(
        "Packliste Ausflug",
        "Was wir auf Ausflüge mitnehmen",
        "reference",
        """Packliste Ausflug:
- Warnwesten für alle Kinder
- Wasserflaschen und Becher
- Anwesenheitsliste mit Notfallnummern der Eltern
- Wechselwäsche für die Raupen
- Diensthandy der Kita (geladen!)
- Erste-Hilfe-Rucksack
""",
        updated="2025-06-17",
    ),
    "gesundheit/sonnenschutz.md": topic(
        "Sonnenschutz",
        "Eincremen und Kopfbedeckung im Sommer",
        "feedback",
        """Im Sommer kommen die Kinder morgens schon eingecremt. Nach dem Mittagessen cremen wir mit der Kita-Sonnencreme (LSF 50) nach, aber nur mit unterschriebener Einverständniserklärung. Ohne Sonnenhut oder Mütze geht kein Kind in den Garten.
""",
        updated="2025-06-02",
    ),
    "eltern/sonne-im-sommer.md": topic(
        "Sonne im Sommer",
        "Was Eltern und Team beim Sonnenschutz machen",
        "feedback",
        """Eltern cremen ihr Kind zu Hause ein, bevor es in die Kita kommt. Mittags, nach dem Essen, tragen wir noch einmal Sonnencreme auf – unsere eigene mit LSF 50, und nur bei Kindern, deren Eltern das schriftlich erlaubt haben. Kopfbedeckung ist im Garten Pflicht.
""",
        updated="2025-06-30",
    ),
}

FILES = with_index(
    N,
    title="Kita Sonnenblume – Teamgedächtnis",
    sections={
        "team/": "Team",
        "eltern/": "Eltern",
        "essen/": "Essen",
        "gesundheit/": "Gesundheit",
        "protokolle/": "Protokolle",
    },
)


Q, S = questions_in("de")


MEMDIR = LabelledMemdir(
    name="kita_sonnenblume",
    half="tuning",
    language="de",
    domain="German kindergarten (Kita) team",
    style="short German notes, lists and a table, beside meeting minutes one paragraph per line",
    files=FILES,
    pairs=[
        # --- contradictions
        P(
            "contradiction",
            "tagesablauf.md",
            "protokolle/teamsitzung-2025-12.md",
            "time-moved",
            "Bringzeit bis 9:00, Morgenkreis 9:15 vs Bringzeit bis 8:45, Morgenkreis 9:00.",
        ),
        P(
            "contradiction",
            "gesundheit/krankheit.md",
            "gesundheit/fieber-2026.md",
            "threshold-changed",
            "Nach Fieber 24 Std. fieberfrei vs 48 Std.",
        ),
        P(
            "contradiction",
            "team/dienstplan.md",
            "team/zustaendigkeiten.md",
            "owner-changed",
            "Dienstplan schreibt Jonas vs Mirja.",
        ),
        P(
            "contradiction",
            "tagesablauf.md",
            "raeume/ruheraum.md",
            "renamed",
            "Raum 4 Schlafraum vs Ruheraum.",
        ),
        P(
            "contradiction",
            "essen/geburtstage.md",
            "protokolle/teamsitzung-2025-12.md",
            "policy-reversed",
            "Eltern bringen Kuchen mit vs keine Speisen mehr von zu Hause.",
        ),
        P(
            "contradiction",
            "eltern/kita-app.md",
            "eltern/kigaroo.md",
            "tool-switched",
            "Elternbriefe und Krankmeldungen über Stay Informed vs KigaRoo.",
        ),
        P(
            "contradiction",
            "gesundheit/notfallmedikamente.md",
            "gesundheit/notfallkoffer.md",
            "location-changed",
            "Hängeschrank bei den Füchsen vs roter Koffer im Büro.",
        ),
        P(
            "contradiction",
            "eltern/elternabende.md",
            "protokolle/elternbeirat-2025-10.md",
            "count-changed",
            "Zwei Elternabende im Jahr vs nur noch einer.",
        ),
        P(
            "contradiction",
            "team/handy.md",
            "paedagogik/portfolio-fotos.md",
            "reworded-conflict",
            "Private Handys im Spind, nicht in der Gruppe vs mit dem eigenen Smartphone im Spiel fotografieren.",
        ),
        # --- decoys
        P(
            "decoy",
            "gesundheit/krankheit.md",
            "essen/kuehlschrank.md",
            "shared-technology",
            "Ohrthermometer fürs Fieber vs Thermometer im Kühlschrank, 38,0 °C vs 7 °C.",
        ),
        P(
            "decoy",
            "eltern/abholung.md",
            "vorfaelle/2025-11-12-abholung.md",
            "rule-vs-incident",
            "Keine telefonischen Ausnahmen, und der Tag, an dem es doch passiert ist.",
        ),
        P(
            "decoy",
            "feste/sommerfest-fragen.md",
            "protokolle/elternbeirat-2025-10.md",
            "open-questions-vs-settled",
            "Sommerfest-Termin offen, dann beschlossen: 20. Juni.",
        ),
        P(
            "decoy",
            "eingewoehnung/grundphase.md",
            "eingewoehnung/stabilisierung.md",
            "phase1-vs-phase2",
            "Tag 1–3 keine Trennung, 1 Std. vs ab Tag 4 Trennung 15–30 Min.",
        ),
        P(
            "decoy",
            "protokolle/elternbeirat-2025-10.md",
            "essen/brotdose.md",
            "quoted-opinion-rejected",
            "Vorschlag Süßigkeit einmal pro Woche abgelehnt; Brotdose bleibt süßigkeitenfrei.",
        ),
        P(
            "decoy",
            "team/handy.md",
            "team/heisse-getraenke.md",
            "two-donts-different-things",
            "Keine Handys und keine heißen Getränke in den Gruppenräumen.",
        ),
        P(
            "decoy",
            "essen/essensgeld-2025.md",
            "essen/mittagessen.md",
            "superseded-and-successor",
            "3,20 € pro Tag, erledigt durch 3,60 € ab Januar 2026.",
        ),
        P(
            "decoy",
            "essen/mittagessen.md",
            "essen/brotdose.md",
            "related-consistent",
            "Leo nussfrei in beiden; Essen und Frühstück passen zusammen.",
        ),
        P(
            "decoy",
            "essen/brotdose.md",
            "gesundheit/notfallmedikamente.md",
            "related-consistent",
            "Keine Nüsse wegen Leo; Leos Erdnussallergie und Pen.",
        ),
        P(
            "decoy",
            "team/zustaendigkeiten.md",
            "gesundheit/notfallkoffer.md",
            "related-consistent",
            "Aylin für Notfallmedikamente in beiden.",
        ),
        P(
            "decoy",
            "tagesablauf.md",
            "essen/mittagessen.md",
            "related-consistent",
            "Mittagessen um 11:45 in beiden.",
        ),
        P(
            "decoy",
            "essen/brotdose.md",
            "protokolle/teamsitzung-2025-12.md",
            "related-consistent",
            "Beide halten Süßes von zu Hause fern; kein Widerspruch.",
        ),
        P(
            "decoy",
            "essen/geburtstage.md",
            "essen/brotdose.md",
            "related-consistent",
            "Kuchen zum Geburtstag vs Brotdose ohne Süßes: verschiedene Anlässe, kein Widerspruch.",
        ),
        # --- duplicates
        P(
            "duplicate",
            "ausfluege/checkliste.md",
            "ausfluege/packliste.md",
            "reordered",
            "Dieselben sechs Punkte in anderer Reihenfolge.",
        ),
        P(
            "near-duplicate",
            "gesundheit/sonnenschutz.md",
            "eltern/sonne-im-sommer.md",
            "paraphrased",
            "Zu Hause eincremen, mittags LSF 50 mit Erlaubnis, Kopfbedeckung: anders formuliert.",
        ),
    ],
    questions=[
        Q(
            "Bis wann müssen die Kinder morgens in der Kita sein?",
            "tagesablauf.md",
            "protokolle/teamsitzung-2025-12.md",
        ),
        Q(
            "Wie lange muss ein Kind nach Fieber zu Hause bleiben, bevor es wiederkommen darf?",
            "gesundheit/krankheit.md",
            "gesundheit/fieber-2026.md",
        ),
        Q(
            "Wer macht eigentlich gerade den Dienstplan?",
            "team/dienstplan.md",
            "team/zustaendigkeiten.md",
        ),
        Q(
            "Wie heißt Raum 4 jetzt, Schlafraum oder Ruheraum?",
            "tagesablauf.md",
            "raeume/ruheraum.md",
        ),
        Q(
            "Dürfen die Eltern zum Geburtstag noch einen Kuchen mitbringen?",
            "essen/geburtstage.md",
            "protokolle/teamsitzung-2025-12.md",
        ),
        Q(
            "Über welche App melden die Eltern ihr Kind krank?",
            "eltern/kita-app.md",
            "eltern/kigaroo.md",
        ),
        Q(
            "wo liegt nochmal der Adrenalin-Pen von Leo?",
            "gesundheit/notfallmedikamente.md",
            "gesundheit/notfallkoffer.md",
        ),
        Q(
            "Wie viele Elternabende haben wir im Jahr?",
            "eltern/elternabende.md",
            "protokolle/elternbeirat-2025-10.md",
        ),
        Q(
            "Darf ich mit meinem eigenen Handy in der Gruppe Fotos machen?",
            "team/handy.md",
            "paedagogik/portfolio-fotos.md",
        ),
        Q(
            "Was kostet das Mittagessen pro Tag?",
            "essen/mittagessen.md",
            "essen/essensgeld-2025.md",
        ),
        Q(
            "Wann findet das Sommerfest statt?",
            "protokolle/elternbeirat-2025-10.md",
            "feste/sommerfest-fragen.md",
        ),
        Q(
            "Was müssen wir bei einem Ausflug alles einpacken?",
            "ausfluege/checkliste.md",
            "ausfluege/packliste.md",
        ),
        Q(
            "Wie läuft die Eingewöhnung in den ersten Tagen ab?",
            "eingewoehnung/grundphase.md",
            "eingewoehnung/stabilisierung.md",
        ),
        Q(
            "Darf ein Onkel das Kind abholen, wenn er nicht auf der Liste steht?",
            "eltern/abholung.md",
            "vorfaelle/2025-11-12-abholung.md",
        ),
        Q(
            "Danke dir! Und wer kümmert sich bei uns um die Allergieliste?",
            "team/zustaendigkeiten.md",
            conversational=True,
        ),
        Q(
            "Super, passt. Und wie ist das mit der Sonnencreme, cremen wir die Kinder selbst ein?",
            "gesundheit/sonnenschutz.md",
            "eltern/sonne-im-sommer.md",
            conversational=True,
        ),
        S("Guten Morgen zusammen!"),
        S("Danke, das hilft mir sehr."),
        S("Alles klar, dann zum nächsten Punkt."),
        S("Bis morgen, schönen Feierabend euch!"),
        S("Toll gemacht, wirklich super!"),
        S("Hm, Moment, ich überleg kurz."),
        S("Puh, was für ein Tag heute..."),
    ],
    complete_labels=True,
)
