"""A German carpentry workshop's agent memory (Tischlerei): German, bullets and full sentences.

Domain: machines, timber suppliers, orders, working hours, safety rules, apprentices, storage.
Style: a mix of short bullet notes, a supplier table and chatty full-sentence notes.
"""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    # --- Betrieb -------------------------------------------------------------------------
    "betrieb/arbeitszeiten.md": topic(
        "Arbeitszeiten",
        "Wann die Werkstatt arbeitet",
        "reference",
        """# Arbeitszeiten Werkstatt

- Mo–Do: 7:00 – 16:15
- Fr: 7:00 – 12:30
- Frühstück 9:00–9:15, Mittag 12:00–12:30
- Wer später kommt, sagt vorher im Büro Bescheid (Frank).
""",
        updated="2025-04-03",
    ),
    "team/betriebsversammlung-2026-02.md": topic(
        "Betriebsversammlung Februar",
        "Stichpunkte und Beschlüsse der Betriebsversammlung vom 19.02.",
        "project",
        """Protokoll-Stichpunkte, Betriebsversammlung 19.02.2026

Beschlossen wurde: Ab dem 2. März fängt die Werkstatt morgens um 6:30 an. Feierabend ist
dann Mo–Do um 15:45 und freitags um 12:00. Die Pausen bleiben, wie sie sind.

Begründung: Die meisten wollen im Sommer früher raus, und die Montagen beim Kunden fangen
dann nicht erst um halb neun an.

Sonst noch: neue Arbeitsjacken werden bestellt, Größen bis Ende Februar an Frank.
""",
        updated="2026-02-20",
    ),
    "betrieb/stempelkarten.md": topic(
        "Stempelkarten",
        "Wie die Arbeitszeit erfasst wird",
        "reference",
        """Jeder stempelt an der Uhr im Flur ein und aus. Die Karten gehen am Monatsende an Frank
ins Büro, der rechnet daraus die Überstunden aus.
""",
        updated="2025-01-10",
        extra={"status": "superseded", "superseded_by": "betrieb/zeiterfassung.md"},
    ),
    "betrieb/zeiterfassung.md": topic(
        "Zeiterfassung",
        "Ein- und Ausstempeln mit Clockin",
        "reference",
        """Seit Juni läuft die Zeiterfassung über Clockin. Eingestempelt wird per App auf dem
eigenen Handy oder am Tablet im Pausenraum (NFC-Chip neben der Tür). Die Pausen zieht
Clockin automatisch ab (15 + 30 Minuten). Seine Überstunden sieht jeder selbst in der App,
Frank muss nichts mehr abtippen.
""",
        updated="2025-06-02",
    ),
    "betrieb/kundenbesuch.md": topic(
        "Kunden im Haus",
        "Wo Kunden empfangen werden",
        "feedback",
        """Kunden bleiben vorne im Ausstellungsraum. Musterauswahl, Besprechungen, Übergaben –
alles findet dort statt. In die Halle kommt niemand ohne Unterweisung (Versicherung,
Lärm, Staub).
""",
        updated="2025-06-20",
    ),
    # --- Holz & Lager ----------------------------------------------------------------------
    "holz/feuchte.md": topic(
        "Holzfeuchte",
        "Massivholz vor dem Zuschnitt messen",
        "feedback",
        """Massivholz wird vor dem Zuschnitt gemessen, immer – auch wenn es frisch vom Lieferanten
kommt. Das Messgerät (Gann Hydromette) liegt im Meisterbüro, Holzart am Gerät einstellen!

Liegt der Wert über 12 %, geht der Stapel zurück ins Trockenlager und wird frühestens nach
einer Woche noch mal gemessen.
""",
        updated="2025-05-14",
    ),
    "holz/lieferanten.md": topic(
        "Lieferanten",
        "Wer uns welches Material liefert",
        "reference",
        """| Material | Lieferant | Ansprechpartner |
|---|---|---|
| Massivholz (Eiche, Buche, Esche) | Holz Wagner, Rosenheim | Hr. Pichler |
| Platten (MDF, Multiplex, Spanplatte) | Holzhandel Brenner | Fr. Maier |
| Kanten | Ostermann (online) | – |
| Beschläge | Häfele | Außendienst Hr. Kern |

Massivholz bis Mittwoch bestellen, dann kommt es am Freitag.
""",
        updated="2025-02-05",
    ),
    "holz/massivholz-bestellung.md": topic(
        "Massivholz bestellen",
        "Woher Eiche, Esche und Buche jetzt kommen",
        "project",
        """Eiche, Esche und Buche kommen ab jetzt vom Sägewerk Lindner in Bad Aibling. Lindner
liefert frei Haus ab 2 m³, sortiert nach unserer Schnittliste, und die Bretter sind schon
vorgetrocknet. Bestellt wird per Mail an Herrn Lindner jun., bis Montag für Donnerstag.
""",
        updated="2026-03-04",
    ),
    "lager/leim-lack.md": topic(
        "Leim und Lack",
        "Wo Leime und Lacke stehen",
        "reference",
        """- Weißleim (D3), PU-Leim und die Lacke: grauer Metallschrank neben Hobelbank 3
- angebrochene Gebinde immer zuschrauben
- nachbestellen, wenn nur noch ein Eimer Weißleim da ist
""",
        updated="2025-04-10",
    ),
    # --- Auftraege -------------------------------------------------------------------------
    "auftraege/reklamation-hoffmann.md": topic(
        "Reklamation Hoffmann",
        "Gerissene Eichenplatte und was wir daraus ändern",
        "project",
        """Esstisch Eiche, Auftrag 117 (Familie Hoffmann, Traunstein): Die Tischplatte ist nach drei
Wochen beim Kunden an zwei Leimfugen aufgegangen. Beim Zuschnitt hatten wir 11,5 %
gemessen. Wir bauen eine neue Platte, die Kosten tragen wir.

Konsequenz, mit Jürgen abgesprochen: Holz für Möbel geht nur noch mit höchstens 9 %
Feuchte in die Produktion. Was drüber liegt, bleibt im Trockenlager.
""",
        updated="2026-01-27",
    ),
    "auftraege/abholung.md": topic(
        "Abholung durch Kunden",
        "Wenn jemand sein Möbelstück selbst holt",
        "feedback",
        """Holt jemand sein Möbelstück selbst ab: gern mit nach hinten nehmen und zeigen, an
welchen Maschinen es entstanden ist. Die Leute erzählen das weiter, und das bringt uns
neue Aufträge.
""",
        updated="2026-02-10",
    ),
    # --- Azubis ----------------------------------------------------------------------------
    "azubis/ausbildung.md": topic(
        "Ausbildung",
        "Wer die Lehrlinge ausbildet",
        "reference",
        """# Ausbildung in der Werkstatt

Verantwortlicher Ausbilder (bei der Handwerkskammer eingetragen): **Jürgen Brandt**,
Tischlermeister.

- unterschreibt die Berichtshefte
- plant Zwischen- und Gesellenprüfung mit den Azubis
- Ansprechpartner für die Berufsschule
""",
        updated="2025-03-11",
    ),
    "azubis/betreuung.md": topic(
        "Betreuung der Lehrlinge",
        "Sabine übernimmt die Azubis",
        "project",
        """Sabine Kolb hat im Oktober ihren Meister gemacht. Ab jetzt ist sie für die Lehrlinge
zuständig: Berichtshefte abzeichnen, Prüfungsstücke planen, Gespräche mit der Berufsschule.
Jürgen kümmert sich nur noch um die CNC und die Kalkulation.
""",
        updated="2025-10-15",
        nested=True,
        session="b41f0c2e-7a1d-4e55-9f3b-2c8d6e0a1f47",
        modified="2025-10-15T16:02:11Z",
    ),
    "azubis/lehrlinge.md": topic(
        "Lehrlinge",
        "Unsere Azubis und ihre Berufsschultage",
        "reference",
        """Unsere Lehrlinge:
- Lena Vogt – 2. Lehrjahr, Berufsschule Mo + Di
- Tim Schäfer – 1. Lehrjahr, Berufsschule Mi

Zwei Azubis, mehr geht mit den Hobelbänken gerade nicht.
""",
        updated="2025-04-28",
    ),
    "azubis/neuer-lehrling.md": topic(
        "Neuer Lehrling",
        "Yusuf hat im September angefangen",
        "project",
        """Yusuf Demir hat am 1. September angefangen (1. Lehrjahr, Blockunterricht in Rosenheim).
Er bekommt Hobelbank 5. Mit ihm bilden wir jetzt drei junge Leute aus.
""",
        updated="2025-09-03",
    ),
    "projekte/offene-punkte.md": topic(
        "Offene Punkte",
        "Was fürs zweite Halbjahr noch zu entscheiden ist",
        "project",
        """Offene Punkte fürs zweite Halbjahr (Stand Juli):

- Massivholz: weiter bei Wagner bestellen? Seit dem Frühjahr zweimal drei Wochen
  Lieferverzug.
- Nehmen wir im September einen dritten Azubi? Die Bewerbung von Yusuf D. liegt vor.
- Zweite Kantenanleimmaschine – leasen oder gebraucht kaufen?
- Photovoltaik aufs Hallendach?
""",
        updated="2025-07-08",
    ),
    # --- CAD / IT --------------------------------------------------------------------------
    "cad/zeichnungen.md": topic(
        "Zeichnungen",
        "Wo freigegebene Zeichnungen liegen",
        "reference",
        """Freigegebene Zeichnungen (PDF + DXF) liegen auf dem NAS in der Freigabe
`Zeichnungen_Werkstatt`, ein Ordner pro Auftragsnummer. Dort nur freigegebene Stände
ablegen, Entwürfe bleiben im CAD.

Jürgen druckt sich die Zeichnungen für die Bank immer auf A3 aus – er will Papier, kein
Tablet.
""",
        updated="2025-02-18",
    ),
    "it/nas.md": topic(
        "NAS",
        "Das neue NAS und seine Freigaben",
        "reference",
        """Neues NAS (Synology DS923+) läuft seit dem 12.01.

Freigaben:
- `CAD-Freigaben` – fertige Zeichnungen, PDF/DXF, pro Auftrag ein Ordner
- `Buero` – Angebote, Rechnungen (nur die Büro-Rechner)
- `Backup` – nicht anfassen

Die Verknüpfungen auf den Werkstatt-PCs habe ich angepasst.
""",
        updated="2026-01-14",
        nested=True,
        session="0d7c93aa-1e62-4b8f-a5c4-77f2e9b1d305",
    ),
    "team/sabine.md": topic(
        "Sabine und Zeichnungen",
        "Wie Sabine an der Bank mit Zeichnungen arbeitet",
        "feedback",
        """Sabine arbeitet an der Bank mit dem Tablet und zoomt sich die PDF-Zeichnung heran.
Für sie bitte nichts ausdrucken; nur zu Montagen beim Kunden nimmt sie Papier mit.
""",
        updated="2025-11-20",
    ),
    # --- Maschinen -------------------------------------------------------------------------
    "maschinen/reinigung.md": topic(
        "Maschinen reinigen",
        "Feierabend-Routine in der Maschinenhalle",
        "feedback",
        """Feierabend-Routine Maschinenhalle:

1. Formatkreissäge, Abrichte und Dickenhobel mit der Druckluftpistole abblasen
2. Absaugung 10 Minuten nachlaufen lassen
3. Halle fegen, Späne in den Container
4. Kompressor aus, Licht aus, Tor zu
""",
        updated="2025-03-03",
    ),
    "feierabend.md": topic(
        "Vor dem Heimgehen",
        "Was abends in der Halle zu tun ist",
        "feedback",
        """Vor dem Heimgehen:
- Halle fegen, die Späne kommen in den Container
- Kompressor und Licht aus, Tor schließen
- die Absaugung lässt man 10 Minuten nachlaufen
- Säge, Abrichte und Dicke vorher mit Druckluft abblasen
""",
        updated="2025-03-03",
    ),
    "maschinen/cnc-wartung.md": topic(
        "CNC Wartung",
        "Wartung der Biesse Rover",
        "reference",
        """Biesse Rover B (CNC):
- Spindel und Linearführungen alle 250 Betriebsstunden schmieren
- Vakuumpumpe: Ölstand jeden Montag prüfen
- letzter Service: Biesse-Ticket 117, Spindellager getauscht (Januar 2026)
- Wartungsvertrag läuft bis 12/2026
""",
        updated="2026-02-03",
    ),
    "maschinen/cnc-programme.md": topic(
        "CNC Programme",
        "Wie Programme auf die Rover kommen",
        "reference",
        """Die Programme für die Rover macht Jürgen in bSolid. Übertragen wird übers Netzwerk
direkt auf den Maschinen-PC, keine USB-Sticks. Der Werkstücknullpunkt ist immer hinten
links; Plattenstärke vor dem Start nachmessen.
""",
        updated="2025-09-22",
    ),
    "maschinen/saegeblaetter.md": topic(
        "Sägeblätter",
        "Was mit stumpfen Blättern passiert",
        "feedback",
        """Stumpfe Sägeblätter und Fräser nicht wegwerfen und nicht selbst nachschleifen. Sie
kommen in die rote Kiste am Werkzeugschrank; der Schärfdienst Kohl holt jeden zweiten
Montag ab und bringt die geschliffenen mit.
""",
        updated="2025-05-06",
    ),
    "maschinen/schaerfdienst.md": topic(
        "Schärfdienst",
        "Blätter zum Schärfen geben",
        "feedback",
        """Wenn ein Blatt brennt oder ausreißt → raus damit und ab in die rote Box beim
Werkzeugschrank. Firma Kohl nimmt den Inhalt alle 14 Tage montags mit und liefert
geschärft zurück. Selber nachschärfen ist nicht erlaubt.
""",
        updated="2025-05-06",
    ),
    # --- Sicherheit ------------------------------------------------------------------------
    "sicherheit/feinstaub.md": topic(
        "Feinstaub",
        "Was sich nach der BG-Begehung beim Saubermachen ändert",
        "feedback",
        """Ergebnis der BG-Begehung am 25.11.: Holzstaub wird nicht mehr mit Druckluft von den
Maschinen geblasen und auch nicht zusammengekehrt. Stattdessen den Entstauber
(Staubklasse M) mit Bürstendüse nehmen. Der Besen ist nur noch für grobe Späne draußen auf
dem Hof.
""",
        updated="2025-11-26",
    ),
    "sicherheit/gefahrstoffe.md": topic(
        "Gefahrstoffschrank",
        "Wohin Leime, Lacke und Verdünner gehören",
        "feedback",
        """Der neue Gefahrstoffschrank (Asecos, feuerfest) steht im Keller, Raum K2. Dort kommen
alle Leime, Lacke, Beizen und Verdünner hinein. In der Werkstatt steht nur, was heute
verarbeitet wird, und abends geht es zurück in den Keller.
""",
        updated="2025-12-02",
        nested=True,
    ),
    "sicherheit/handy.md": topic(
        "Handy an der Maschine",
        "Keine Handys, solange Maschinen laufen",
        "feedback",
        """Handy an der Maschine: nein. Kein Telefonieren, keine Musik über Kopfhörer, kein
Scrollen, solange eine Maschine läuft. Das Handy bleibt in der Jacke oder im Spind.
""",
        updated="2025-08-12",
    ),
    "sicherheit/vorfall-kantenanleimer.md": topic(
        "Vorfall Kantenanleimmaschine",
        "Telefonat an der Kantenanleimmaschine am 07.10.",
        "project",
        """07.10.: Yusuf hat an der Kantenanleimmaschine telefoniert, während ein Werkstück
durchlief. Die Kante ist verrutscht, ein Seitenteil ist Ausschuss, verletzt wurde niemand.
Habe es mit ihm besprochen und in die Unterweisungsliste eingetragen; beim nächsten Mal
gibt es eine schriftliche Ermahnung.
""",
        updated="2025-10-08",
    ),
}

FILES = with_index(
    N,
    title="Werkstatt-Gedächtnis",
    sections={
        "betrieb/": "Betrieb",
        "team/": "Betrieb",
        "holz/": "Holz und Lager",
        "lager/": "Holz und Lager",
        "auftraege/": "Aufträge",
        "azubis/": "Lehrlinge",
        "projekte/": "Aufträge",
        "cad/": "CAD und IT",
        "it/": "CAD und IT",
        "maschinen/": "Maschinen",
        "sicherheit/": "Sicherheit",
    },
)


Q, S = questions_in("de")


MEMDIR = LabelledMemdir(
    name="tischlerei",
    half="tuning",
    language="de",
    domain="German carpentry workshop",
    style="bullets, a table and full sentences",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "betrieb/arbeitszeiten.md",
            "team/betriebsversammlung-2026-02.md",
            "time-moved",
            "Start 7:00, Fr bis 12:30 vs Start 6:30, Fr bis 12:00.",
        ),
        P(
            "contradiction",
            "holz/feuchte.md",
            "auftraege/reklamation-hoffmann.md",
            "threshold-changed",
            "Holzfeuchte max 12 % vs max 9 %.",
        ),
        P(
            "contradiction",
            "azubis/ausbildung.md",
            "azubis/betreuung.md",
            "owner-changed",
            "Azubis/Berichtshefte: Jürgen vs Sabine.",
        ),
        P(
            "contradiction",
            "cad/zeichnungen.md",
            "it/nas.md",
            "renamed",
            "NAS-Freigabe Zeichnungen_Werkstatt vs CAD-Freigaben.",
        ),
        P(
            "contradiction",
            "maschinen/reinigung.md",
            "sicherheit/feinstaub.md",
            "policy-reversed",
            "Maschinen mit Druckluft abblasen und fegen vs nie mehr Druckluft, nicht kehren.",
        ),
        P(
            "contradiction",
            "feierabend.md",
            "sicherheit/feinstaub.md",
            "policy-reversed",
            "Abends mit Druckluft abblasen und fegen vs keine Druckluft, nicht kehren.",
        ),
        P(
            "contradiction",
            "holz/lieferanten.md",
            "holz/massivholz-bestellung.md",
            "tool-switched",
            "Massivholz von Holz Wagner vs Sägewerk Lindner.",
        ),
        P(
            "contradiction",
            "lager/leim-lack.md",
            "sicherheit/gefahrstoffe.md",
            "location-changed",
            "Leim/Lack im Schrank neben Hobelbank 3 vs Gefahrstoffschrank im Keller K2.",
        ),
        P(
            "contradiction",
            "azubis/lehrlinge.md",
            "azubis/neuer-lehrling.md",
            "count-changed",
            "Zwei Azubis (mehr geht nicht) vs jetzt drei.",
        ),
        P(
            "contradiction",
            "betrieb/kundenbesuch.md",
            "auftraege/abholung.md",
            "reworded-conflict",
            "Kunden nie in die Halle vs Abholer gern durch die Maschinen führen.",
        ),
        # duplicates
        P(
            "duplicate",
            "maschinen/reinigung.md",
            "feierabend.md",
            "reordered",
            "Dieselbe Feierabend-Routine, Punkte in anderer Reihenfolge.",
        ),
        P(
            "duplicate",
            "maschinen/saegeblaetter.md",
            "maschinen/schaerfdienst.md",
            "same-rule-restated",
            "Rote Kiste, Kohl alle zwei Wochen montags, nicht selbst schärfen – zweimal notiert.",
        ),
        # decoys
        P(
            "decoy",
            "maschinen/cnc-wartung.md",
            "maschinen/cnc-programme.md",
            "shared-technology",
            "Beide zur Biesse Rover: Wartungsintervalle vs Programmübertragung.",
        ),
        P(
            "decoy",
            "sicherheit/handy.md",
            "sicherheit/vorfall-kantenanleimer.md",
            "rule-vs-incident",
            "Handyverbot und ein Telefonat an der Maschine, das es gebrochen hat.",
        ),
        P(
            "decoy",
            "projekte/offene-punkte.md",
            "holz/massivholz-bestellung.md",
            "open-questions-vs-settled",
            "Frage 'bei Wagner bleiben?' und die Entscheidung für Lindner.",
        ),
        P(
            "decoy",
            "projekte/offene-punkte.md",
            "azubis/neuer-lehrling.md",
            "open-questions-vs-settled",
            "Frage 'dritter Azubi?' und Yusufs Einstellung.",
        ),
        P(
            "decoy",
            "projekte/offene-punkte.md",
            "holz/lieferanten.md",
            "related-consistent",
            "Beide: Massivholz kommt (noch) von Wagner.",
        ),
        P(
            "decoy",
            "projekte/offene-punkte.md",
            "azubis/lehrlinge.md",
            "related-consistent",
            "Beide gehen von zwei Azubis aus (Stand vor September).",
        ),
        P(
            "decoy",
            "cad/zeichnungen.md",
            "team/sabine.md",
            "two-peoples-preferences",
            "Jürgen will A3-Ausdrucke, Sabine arbeitet vom Tablet.",
        ),
        P(
            "decoy",
            "sicherheit/handy.md",
            "sicherheit/feinstaub.md",
            "two-donts-different-things",
            "Kein Handy an der Maschine vs keine Druckluft zum Saubermachen.",
        ),
        P(
            "decoy",
            "auftraege/reklamation-hoffmann.md",
            "maschinen/cnc-wartung.md",
            "same-ticket-ids",
            "Auftrag 117 (Esstisch) vs Biesse-Ticket 117 (Spindellager).",
        ),
        P(
            "decoy",
            "betrieb/zeiterfassung.md",
            "betrieb/arbeitszeiten.md",
            "related-consistent",
            "Pausen 15 + 30 Minuten in beiden.",
        ),
        P(
            "decoy",
            "betrieb/zeiterfassung.md",
            "team/betriebsversammlung-2026-02.md",
            "related-consistent",
            "Neue Zeiten, Pausen bleiben; App zieht dieselben Pausen ab.",
        ),
        P(
            "decoy",
            "betrieb/zeiterfassung.md",
            "sicherheit/handy.md",
            "shared-technology",
            "Handy: Stempel-App an der Tür vs Verbot an laufenden Maschinen.",
        ),
        P(
            "decoy",
            "betrieb/stempelkarten.md",
            "betrieb/zeiterfassung.md",
            "superseded-and-successor",
            "Stempelkarten (als superseded markiert) und Clockin als Nachfolger.",
        ),
    ],
    questions=[
        Q(
            "Ab wann fangen wir morgens eigentlich an zu arbeiten?",
            "betrieb/arbeitszeiten.md",
            "team/betriebsversammlung-2026-02.md",
        ),
        Q(
            "Wie trocken muss das Eichenholz sein, bevor wir es zuschneiden dürfen?",
            "holz/feuchte.md",
            "auftraege/reklamation-hoffmann.md",
        ),
        Q(
            "Wer unterschreibt denn die Berichtshefte von den Azubis?",
            "azubis/ausbildung.md",
            "azubis/betreuung.md",
        ),
        Q(
            "Wo finde ich die freigegebenen Zeichnungen auf dem Server?",
            "cad/zeichnungen.md",
            "it/nas.md",
        ),
        Q(
            "Darf ich die Formatkreissäge nach Feierabend mit Druckluft abblasen?",
            "maschinen/reinigung.md",
            "feierabend.md",
            "sicherheit/feinstaub.md",
        ),
        Q(
            "Bei wem bestellen wir gerade Buche und Eiche?",
            "holz/lieferanten.md",
            "holz/massivholz-bestellung.md",
        ),
        Q("Wo steht der Weißleim?", "lager/leim-lack.md", "sicherheit/gefahrstoffe.md"),
        Q(
            "Können Kunden mal in die Werkstatt reinschauen, wenn sie ihren Tisch abholen?",
            "betrieb/kundenbesuch.md",
            "auftraege/abholung.md",
        ),
        Q(
            "Wie viele Lehrlinge haben wir im Moment?",
            "azubis/lehrlinge.md",
            "azubis/neuer-lehrling.md",
        ),
        Q("Wann war die Rover zuletzt beim Service?", "maschinen/cnc-wartung.md"),
        Q(
            "Wer holt die stumpfen Sägeblätter ab und wie oft kommt der?",
            "maschinen/saegeblaetter.md",
            "maschinen/schaerfdienst.md",
        ),
        Q(
            "wie stempel ich mich ein, gibts die Stempeluhr noch?",
            "betrieb/zeiterfassung.md",
            "betrieb/stempelkarten.md",
        ),
        Q(
            "Was war da nochmal mit dem Handy an der Kantenanleimmaschine?",
            "sicherheit/vorfall-kantenanleimer.md",
            "sicherheit/handy.md",
        ),
        Q(
            "Danke dir! Und wie kommen die Programme eigentlich auf die CNC?",
            "maschinen/cnc-programme.md",
            conversational=True,
        ),
        Q(
            "ok super. und soll ich Sabine die Zeichnungen ausdrucken oder nicht?",
            "team/sabine.md",
            "cad/zeichnungen.md",
            conversational=True,
        ),
        S("Moin!"),
        S("Guten Morgen zusammen, alles fit?"),
        S("Danke, das hat mir echt weitergeholfen."),
        S("Stark, sauber zusammengefasst!"),
        S("Alles klar, dann machen wir mit was anderem weiter."),
        S("Bis morgen dann, schönen Feierabend!"),
        S("Hmm, lass mich kurz überlegen …"),
        S("Guten Morgen! Montag und schon wieder Regen"),
        S("Danke, das hat mir den Freitag gerettet"),
        S("Kurz Kaffee holen, bin gleich wieder da"),
        S("Passt, danke"),
        S("Verstanden, merci"),
        S("Wie geht's dir heute?"),
        S("Bist du noch da?"),
        S("Heute ist's saukalt in der Halle, brrr"),
        S("Schöne Feiertage, wir sehen uns im neuen Jahr!"),
        S("Was für ein Tag, die ganze Werkstatt ist heute durch den Wind"),
        Q(
            "Bis wann muss das Massivholz bestellt sein, damit es diese Woche noch kommt?",
            "holz/lieferanten.md",
            "holz/massivholz-bestellung.md",
        ),
        Q("Zeig mir, wer uns die Beschläge liefert", "holz/lieferanten.md"),
        Q("Wo gehören die Verdünner und Beizen hin?", "sicherheit/gefahrstoffe.md"),
        Q(
            "Was is mit dem Esstisch von Hoffmanns schiefgelaufen?",
            "auftraege/reklamation-hoffmann.md",
        ),
        Q(
            "An welchen Tagen sind die Lehrlinge in der Berufsschule?",
            "azubis/lehrlinge.md",
            "azubis/neuer-lehrling.md",
        ),
        Q("Wie oft muss die Spindel an der Rover gefettet werden?", "maschinen/cnc-wartung.md"),
        Q(
            "Ah, gut zu wissen. Und bis wann wollte Frank die Größen für die Arbeitsjacken haben?",
            "team/betriebsversammlung-2026-02.md",
            conversational=True,
        ),
        Q(
            "Passt. Und wie lang lass ich die Absaugung abends nachlaufen?",
            "maschinen/reinigung.md",
            "feierabend.md",
            conversational=True,
        ),
    ],
    complete_labels=True,
)
