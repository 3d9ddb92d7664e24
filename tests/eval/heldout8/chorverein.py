# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A community choir association's agent memory: German, lists, two tables, du-form chat notes."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "proben/probenplan.md": topic(
        "Probenplan",
        "Wann und wo geprobt wird",
        "reference",
        """| Was | Wann | Wo |
|---|---|---|
| Gesamtprobe | Di 19:30–21:30 | Gemeindesaal |
| Stimmprobe Frauen | Mo 18:30–19:30 | Gemeindesaal, kleiner Raum |
| Stimmprobe Männer | Mi 18:30–19:30 | Gemeindesaal, kleiner Raum |
| Stimmbildung | 1. Sa im Monat, 10–12 | Gemeindesaal |
""",
        updated="2025-09-01",
    ),
    "proben/donnerstag.md": topic(
        "Gesamtprobe ab Januar",
        "Neuer Wochentag für die große Probe",
        "project",
        """Ab 8. Januar ist die Gesamtprobe donnerstags, 19:00–21:00, gleicher Saal.
Dienstags hat die Musikschule den Saal.
""",
        updated="2025-12-16",
    ),
    "proben/vorschlag-laenger.md": topic(
        "Längere Proben?",
        "Konstantins Vorschlag und was der Vorstand gesagt hat",
        "project",
        """Konstantin wollte die Gesamtprobe auf 2,5 Std. verlängern („sonst schaffen wir das
Fauré nie bis Juni“). Vorstand am 14.10.: abgelehnt. Bleibt bei zwei Stunden, mit
10 Min. Pause in der Mitte.
""",
        updated="2025-10-14",
    ),
    "finanzen/beitraege.md": topic(
        "Mitgliedsbeiträge",
        "Was Mitglieder im Jahr zahlen",
        "reference",
        """- Jahresbeitrag: 60 €
- ermäßigt (Schüler*innen, Studis, Azubis): 30 €
- Einzug per SEPA-Lastschrift Mitte März
- Fördermitglieder: ab 25 €, frei wählbar
""",
        updated="2025-03-02",
    ),
    "chat/2025-12-nach-der-mv.md": topic(
        "Nach der Mitgliederversammlung",
        "Was du nach der MV im Dezember wissen musst",
        "project",
        """Hey, kurz zusammengefasst, was gestern auf der MV rauskam, weil du ja nicht da warst:

Der Beitrag geht hoch, die Versammlung hat 75 € im Jahr beschlossen, ermäßigt bleibt bei 30.
War ziemlich knapp, 31 zu 24 Stimmen. Begründung vom Vorstand: Chorleiterhonorar und die
Noten fürs Fauré.

Dann: Jutta hört nach zwölf Jahren als Notenwartin auf (großer Applaus, sie hat Blumen
gekriegt). Konstantin macht das jetzt, also wenn dir Seiten fehlen, schreib ihm.

Und der Glühwein danach war viel zu süß, aber das nur am Rande. 🙂
""",
        updated="2025-12-06",
    ),
    "noten/notenwart.md": topic(
        "Notenwart",
        "Wer für die Noten zuständig ist",
        "reference",
        """Notenwartin: Jutta Berghoff.
Neue Noten, fehlende Seiten, Leihsätze → Jutta.
""",
        updated="2025-02-10",
    ),
    "noten/nextcloud.md": topic(
        "Noten online",
        "Wo die PDFs und Übetracks liegen",
        "reference",
        """Noten-PDFs + Übetracks: Nextcloud, Ordner „Noten_PDF“, darin ein Unterordner pro
Stimme. Link ist in der Gruppe „Chor alle“ angepinnt.
""",
        updated="2025-04-22",
    ),
    "stimmgruppen/tenor.md": topic(
        "Tenor",
        "Infos für die Tenöre",
        "project",
        """Tenöre:
- eigene WhatsApp-Gruppe „Tenöre 🎶“, da darf auch gequatscht werden
- Übetracks: Nextcloud → „Übedateien“ → Tenor
- sitzen links vom Klavier, zweite Reihe
""",
        updated="2026-02-03",
    ),
    "konzerte/nach-dem-konzert.md": topic(
        "Nach dem Konzert",
        "Was direkt nach einem Konzert passiert",
        "feedback",
        """Nach jedem Konzert: alle Notenmappen einsammeln. Notenwart zählt nach, dann ab in den
Schrank.
""",
        updated="2025-05-19",
    ),
    "noten/mappen.md": topic(
        "Notenmappen",
        "Wer die Mappen zwischen den Konzerten hat",
        "feedback",
        """Mappen werden nicht mehr eingesammelt — jede*r nimmt die eigenen Noten mit nach Hause
und bringt sie zur Probe mit. (Ausnahme: Leihsätze vom Kreischorverband gehen nach dem
letzten Konzert zurück.)
""",
        updated="2026-01-20",
    ),
    "konzerte/vorverkauf.md": topic(
        "Kartenvorverkauf",
        "Karten für das Weihnachtskonzert",
        "reference",
        """Weihnachtskonzert: Vorverkauf über Reservix, Rest an der Abendkasse.
Kontingent 250, Vorverkauf 15 €, Abendkasse 18 €.
""",
        updated="2025-10-28",
    ),
    "chat/2026-02-kasse.md": topic(
        "Kasse und Karten",
        "Was Peter zu Karten und Kasse erzählt hat",
        "project",
        """Hi! Peter hat mir in der Pause erklärt, wie das mit den Karten jetzt läuft: Er hat einen
Pretix-Shop aufgesetzt, da gehen ab sofort alle Kartenverkäufe drüber, der Link kommt auf
die Website. Du kannst dir das Backend zeigen lassen, wenn du mal aushelfen willst.

Die Abendkasse gibt's weiterhin, Wechselgeld holt er vorher bei der Bank.
""",
        updated="2026-02-12",
    ),
    "noten/archiv.md": topic(
        "Notenarchiv",
        "Wo der Notenbestand steht",
        "reference",
        """Notenarchiv = grauer Stahlschrank im Keller vom Gemeindehaus.
Schlüssel beim Küster.
""",
        updated="2025-01-15",
    ),
    "noten/lindenschule.md": topic(
        "Notenschrank",
        "Schrank und Schlüssel",
        "reference",
        """Notenschrank: Musikraum der Lindenschule, R 0.14.
Schlüssel hat Hausmeister Herr Gök, vorher kurz anrufen.
""",
        updated="2026-03-05",
    ),
    "stimmgruppen/stimmfuehrer.md": topic(
        "Stimmführer*innen",
        "Wer welche Stimme anführt",
        "reference",
        """Je Stimme zwei Stimmführer*innen:

| Stimme | Stimmführung |
|---|---|
| Sopran | Lena, Birgit |
| Alt | Ulrike, Sevgi |
| Tenor | Jörg, Hamid |
| Bass | Wolfgang, Tobias |
""",
        updated="2025-09-10",
    ),
    "vorstand/protokoll-2026-01.md": topic(
        "Vorstandssitzung Januar",
        "Protokoll der Vorstandssitzung vom 19.01.2026",
        "project",
        """Vorstandssitzung 19.01.2026

- TOP 1: Begrüßung, alle da außer Peter
- TOP 2: Kontostand 4.870 €
- TOP 3: Sommerkonzert 27.06. im Stadtpark-Pavillon
- TOP 4: Stimmführung künftig eine Person pro Stimme (Sopran Lena, Alt Sevgi, Tenor Hamid,
  Bass Tobias)
- TOP 5: Dauerauftrag über 120 €/Monat an die ev. Kirchengemeinde für die Probenräume,
  ab Februar
- TOP 6: Verschiedenes — Kuchenliste fürs Probenwochenende
""",
        updated="2026-01-19",
    ),
    "raum/gemeindesaal.md": topic(
        "Gemeindesaal",
        "Unser Proberaum und was wir dafür tun",
        "reference",
        """Den Saal bekommen wir umsonst. Gegenleistung: zwei Gottesdienste im Jahr mitgestalten
(Erntedank + Heiligabend).
""",
        updated="2025-06-11",
    ),
    "chat/whatsapp.md": topic(
        "WhatsApp-Regeln",
        "Wofür die große Chorgruppe da ist",
        "feedback",
        """Gruppe „Chor alle“: nur Orga (Termine, Absagen, Ausfälle). Kein Smalltalk, keine
Geburtstagsgrüße — dafür gibt's „Chor Plausch“.
""",
        updated="2025-03-30",
    ),
    "konzerte/kleidung.md": topic(
        "Konzertkleidung",
        "Was wir beim Auftritt tragen",
        "feedback",
        """Konzertkleidung:
- ganz schwarz, lange Ärmel
- geschlossene schwarze Schuhe
- kein Parfum
- farbiger Schal nur für Solist*innen
""",
        updated="2025-04-01",
    ),
    "konzerte/herbst-2025.md": topic(
        "Herbstkonzert 2025",
        "Rückblick auf das Herbstkonzert",
        "project",
        """Herbstkonzert 9.11.: voll, ca. 190 Leute. Michi (Tenor) kam in Jeans und weißem Hemd,
stand dann in der letzten Reihe. Frau Albers hat hinterher freundlich mit ihm geredet.
""",
        updated="2025-11-10",
    ),
    "noten/keine-kopien.md": topic(
        "Kopien",
        "Fotokopieren von Noten",
        "feedback",
        """Keine Fotokopien von Verlagsnoten! Nur gekaufte Ausgaben oder gemeinfreie Sätze (CPDL)
verteilen.
""",
        updated="2025-02-10",
    ),
    "noten/bleistift.md": topic(
        "Leihnoten",
        "In geliehene Noten schreiben",
        "feedback",
        """In Leihnoten vom Kreischorverband nicht mit Kuli oder Textmarker schreiben. Nur weicher
Bleistift, vor der Rückgabe ausradieren.
""",
        updated="2025-09-23",
    ),
    "finanzen/rechnung-2026-014.md": topic(
        "Rechnung 2026-014",
        "Notenkauf beim Carus-Verlag",
        "project",
        """Rechnung 2026-014, Carus-Verlag: 42 Chorpartituren Fauré Requiem, 386,40 €.
Bezahlt am 3.2.
""",
        updated="2026-02-03",
    ),
    "finanzen/foerderantrag.md": topic(
        "Förderantrag Kulturamt",
        "Zuschuss für das Sommerkonzert",
        "project",
        """Antrag beim Kulturamt, Aktenzeichen 2026-014: 1.500 € Zuschuss fürs Sommerkonzert.
Bescheid kommt bis Ende April.
""",
        updated="2026-02-20",
    ),
    "freizeit/sonnenblick-2025.md": topic(
        "Probenwochenende Winterberg",
        "Erste Planung fürs Probenwochenende 2026",
        "project",
        """Probenwochenende 13.–15. März 2026 im Haus Sonnenblick, Winterberg. 38 Betten
reserviert, Anzahlung 400 €.
""",
        updated="2025-10-02",
        extra={"status": "superseded", "superseded_by": "freizeit/probenwochenende.md"},
    ),
    "freizeit/probenwochenende.md": topic(
        "Probenwochenende",
        "Wo wir im März proben",
        "project",
        """Probenwochenende 13.–15. März im Kloster Steinfeld. Sonnenblick hat wegen Doppelbuchung
abgesagt, Anzahlung kommt zurück. Anreise Fr bis 18 Uhr.
""",
        updated="2025-11-18",
    ),
    "konzerte/checkliste.md": topic(
        "Checkliste Konzerttag",
        "Was am Konzerttag dabei sein muss",
        "reference",
        """Konzerttag:
- Stimmgabel
- 2 Notenständer für die Dirigentin
- Kasse + Wechselgeld
- Wasser für den Chor
- Blumen für die Solist*innen
- 150 Programmhefte
""",
        updated="2025-11-02",
    ),
    "konzerte/konzerttag.md": topic(
        "Mitnehmen zum Konzert",
        "Packliste fürs Konzert",
        "reference",
        """Mitnehmen:
- 150 Programmhefte
- Wasser für den Chor
- Kasse + Wechselgeld
- Blumen für die Solist*innen
- Stimmgabel
- 2 Notenständer für die Dirigentin
""",
        updated="2025-12-08",
    ),
    "proben/anwesenheit.md": topic(
        "Anwesenheit",
        "Fehlen vor Konzerten",
        "feedback",
        """Wer in den letzten vier Proben vor einem Konzert zweimal fehlt, singt das Konzert nicht
mit. (Regel von Frau Albers)
""",
        updated="2025-10-07",
    ),
    "feedback/fehlen.md": topic(
        "Fehltermine",
        "Was Frau Albers zum Fehlen gesagt hat",
        "feedback",
        """Albers nochmal deutlich: zwei Fehltermine in den vier Proben vorm Konzert = kein
Auftritt. Ohne Ausnahme.
""",
        updated="2025-10-07",
    ),
}

FILES = with_index(
    N,
    title="Chor-Gedächtnis",
    sections={
        "proben/": "Proben",
        "stimmgruppen/": "Proben",
        "konzerte/": "Konzerte",
        "noten/": "Noten",
        "finanzen/": "Verein",
        "vorstand/": "Verein",
        "raum/": "Verein",
        "freizeit/": "Verein",
        "chat/": "Gespräche",
        "feedback/": "Gespräche",
    },
)

ask, chat = questions_in("de")

MEMDIR = LabelledMemdir(
    name="chorverein",
    half="heldout8",
    language="de",
    domain="community choir association",
    style="German, lists and two tables, some notes in du-form chat",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "proben/probenplan.md",
            "proben/donnerstag.md",
            "time-moved",
            "Gesamtprobe Di 19:30–21:30 (Tabellenzeile) vs donnerstags 19:00–21:00.",
        ),
        P(
            "contradiction",
            "finanzen/beitraege.md",
            "chat/2025-12-nach-der-mv.md",
            "threshold-changed",
            "Jahresbeitrag 60 € vs 75 €.",
        ),
        P(
            "contradiction",
            "noten/notenwart.md",
            "chat/2025-12-nach-der-mv.md",
            "owner-changed",
            "Notenwartin Jutta vs Konstantin.",
        ),
        P(
            "contradiction",
            "noten/nextcloud.md",
            "stimmgruppen/tenor.md",
            "renamed",
            "Nextcloud-Ordner „Noten_PDF“ vs „Übedateien“.",
        ),
        P(
            "contradiction",
            "konzerte/nach-dem-konzert.md",
            "noten/mappen.md",
            "policy-reversed",
            "Mappen nach jedem Konzert einsammeln vs nicht mehr einsammeln.",
        ),
        P(
            "contradiction",
            "konzerte/vorverkauf.md",
            "chat/2026-02-kasse.md",
            "tool-switched",
            "Vorverkauf über Reservix vs alle Kartenverkäufe über Pretix.",
        ),
        P(
            "contradiction",
            "noten/archiv.md",
            "noten/lindenschule.md",
            "location-changed",
            "Schrank im Keller Gemeindehaus vs Musikraum Lindenschule R 0.14.",
        ),
        P(
            "contradiction",
            "stimmgruppen/stimmfuehrer.md",
            "vorstand/protokoll-2026-01.md",
            "count-changed",
            "Zwei Stimmführer*innen je Stimme vs eine Person pro Stimme (TOP 4).",
        ),
        P(
            "contradiction",
            "raum/gemeindesaal.md",
            "vorstand/protokoll-2026-01.md",
            "reworded-conflict",
            "Saal umsonst vs Dauerauftrag 120 €/Monat für die Probenräume (TOP 5).",
        ),
        P(
            "decoy",
            "chat/whatsapp.md",
            "stimmgruppen/tenor.md",
            "shared-technology",
            "WhatsApp: „Chor alle“ ohne Smalltalk vs Tenor-Gruppe, in der gequatscht wird.",
        ),
        P(
            "decoy",
            "konzerte/kleidung.md",
            "konzerte/herbst-2025.md",
            "rule-vs-incident",
            "Ganz schwarz; Michi kam im Herbstkonzert in Jeans und weißem Hemd.",
        ),
        P(
            "decoy",
            "proben/probenplan.md",
            "proben/vorschlag-laenger.md",
            "quoted-opinion-rejected",
            "2,5 Std. vorgeschlagen und abgelehnt; Probe bleibt zwei Stunden wie im Plan.",
        ),
        P(
            "decoy",
            "proben/donnerstag.md",
            "proben/vorschlag-laenger.md",
            "related-consistent",
            "Donnerstag 19–21 Uhr sind die zwei Stunden, bei denen es bleibt.",
        ),
        P(
            "decoy",
            "noten/keine-kopien.md",
            "noten/bleistift.md",
            "two-donts-different-things",
            "Keine Fotokopien vs nicht mit Kuli in Leihnoten schreiben.",
        ),
        P(
            "decoy",
            "finanzen/rechnung-2026-014.md",
            "finanzen/foerderantrag.md",
            "same-ticket-ids",
            "2026-014 ist eine Verlagsrechnung und ein Aktenzeichen beim Kulturamt.",
        ),
        P(
            "decoy",
            "freizeit/sonnenblick-2025.md",
            "freizeit/probenwochenende.md",
            "superseded-and-successor",
            "Haus Sonnenblick (superseded) vs Kloster Steinfeld.",
        ),
        P(
            "decoy",
            "proben/probenplan.md",
            "raum/gemeindesaal.md",
            "related-consistent",
            "Beide: wir proben im Gemeindesaal.",
        ),
        P(
            "decoy",
            "noten/nextcloud.md",
            "chat/whatsapp.md",
            "related-consistent",
            "Nextcloud-Link in „Chor alle“ angepinnt — passt zu Orga-Gruppe.",
        ),
        P(
            "duplicate",
            "konzerte/checkliste.md",
            "konzerte/konzerttag.md",
            "reordered",
            "Dieselbe Packliste in anderer Reihenfolge.",
        ),
        P(
            "duplicate",
            "proben/anwesenheit.md",
            "feedback/fehlen.md",
            "same-rule-restated",
            "Zweimal fehlen in den letzten vier Proben = kein Konzert, zweimal gespeichert.",
        ),
    ],
    questions=[
        ask(
            "Wann ist eigentlich im Moment die Gesamtprobe?",
            "proben/probenplan.md",
            "proben/donnerstag.md",
        ),
        ask(
            "Wie viel Mitgliedsbeitrag zahlen wir dieses Jahr?",
            "finanzen/beitraege.md",
            "chat/2025-12-nach-der-mv.md",
        ),
        ask(
            "An wen wende ich mich, wenn mir Seiten in den Noten fehlen?",
            "noten/notenwart.md",
            "chat/2025-12-nach-der-mv.md",
        ),
        ask(
            "wo finde ich die übetracks für den tenor?",
            "noten/nextcloud.md",
            "stimmgruppen/tenor.md",
        ),
        ask(
            "Müssen wir die Mappen nach dem Konzert wieder abgeben?",
            "konzerte/nach-dem-konzert.md",
            "noten/mappen.md",
        ),
        ask(
            "Wo kann man Tickets fürs Konzert kaufen?",
            "konzerte/vorverkauf.md",
            "chat/2026-02-kasse.md",
        ),
        ask(
            "Wo steht der Notenschrank und wer hat den Schlüssel?",
            "noten/archiv.md",
            "noten/lindenschule.md",
        ),
        ask(
            "Wie viele Stimmführer hat jede Stimmgruppe?",
            "stimmgruppen/stimmfuehrer.md",
            "vorstand/protokoll-2026-01.md",
        ),
        ask(
            "Zahlen wir eigentlich Miete für den Saal?",
            "raum/gemeindesaal.md",
            "vorstand/protokoll-2026-01.md",
        ),
        ask("Was zieh ich beim Konzert an?", "konzerte/kleidung.md"),
        ask("Darf ich die Noten für meine Nachbarin kopieren?", "noten/keine-kopien.md"),
        ask(
            "Wo fahren wir zum Probenwochenende hin?",
            "freizeit/probenwochenende.md",
            "freizeit/sonnenblick-2025.md",
        ),
        ask(
            "Danke dir! Und was passiert, wenn ich vor dem Konzert ein paar Mal fehle?",
            "proben/anwesenheit.md",
            "feedback/fehlen.md",
            conversational=True,
        ),
        ask(
            "Super, danke. Und in welche Gruppe poste ich, dass ich Dienstag nicht kann?",
            "chat/whatsapp.md",
            conversational=True,
        ),
        chat("Guten Morgen! Heute Abend ist ja wieder Probe, freu mich schon"),
        chat("Danke, das hat mir den Donnerstag gerettet"),
        chat("kurz Kaffee holen, bin gleich wieder da"),
        chat("ok, weiter im Text"),
        chat("Du bist echt eine große Hilfe!"),
        chat("Was für ein Schmuddelwetter heute, ich bin klatschnass"),
        chat("Schönes Wochenende und bis nach den Ferien!"),
    ],
    complete_labels=True,
)
