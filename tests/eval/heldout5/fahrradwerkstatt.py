# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A German community bike repair workshop's agent memory (offene Fahrradwerkstatt
"Kettenblatt"): German, mixed style — short notes, a table, lists, a minutes page, chatty
reminders; opening hours, spare parts, volunteers, tools, donations, rules and courses."""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    "betrieb/oeffnungszeiten.md": topic(
        "Öffnungszeiten und Plätze",
        "Wann die offene Werkstatt auf hat und wie viele Leute gleichzeitig schrauben können",
        "reference",
        """# Offene Werkstatt

| Tag | Zeit | Was |
|---|---|---|
| Mittwoch | 16:00–20:00 | offene Werkstatt, alle willkommen |
| Samstag | 11:00–15:00 | offene Werkstatt + Verkauf Spendenräder |

Letzter Einlass eine halbe Stunde vor Schluss, sonst wird's beim Aufräumen hektisch.

Wir haben sechs Arbeitsplätze, jeder mit Montageständer und einer Kiste Grundwerkzeug.
Sind alle belegt, trägt man sich auf der Warteliste an der Tafel ein.
""",
        updated="2025-03-12",
    ),
    "aktuelles/donnerstags.md": topic(
        "Schraubabend verlegt",
        "Der Abend unter der Woche wegen Repair-Café",
        "project",
        """Das Repair-Café der Nachbarschaftsinitiative kriegt ab Februar unseren Raum mittwochs.
Wir weichen aus: der Schraubabend unter der Woche ist jetzt donnerstags, 17 bis 21 Uhr.
Samstag bleibt, wie er ist. Aushang an der Tür ist getauscht, Website macht Frieda noch.
""",
        updated="2026-01-27",
    ),
    "spenden/zuwendungsbestaetigung.md": topic(
        "Spendenquittungen",
        "Wer Zuwendungsbestätigungen bekommt",
        "reference",
        """Zuwendungsbestätigungen stellt Henrike aus, sobald jemand 25 € oder mehr spendet
(Überweisung aufs Vereinskonto). Vorlage liegt in der Cloud unter Verein/Vorlagen.
Das Geld aus der Spendendose zählt nicht, das ist anonym.
""",
        updated="2025-05-06",
    ),
    "verein/finanzamt-2026.md": topic(
        "Nach dem Termin bei der Steuerberaterin",
        "Was sich beim Nachweis von Spenden ändert",
        "feedback",
        """Ergebnis vom Termin bei Frau Okonkwo (Steuerberaterin):

Für kleinere Beträge schreiben wir keine eigenen Bestätigungen mehr. Bis 300 € reicht dem
Finanzamt der Kontoauszug (vereinfachter Nachweis). Henrike stellt Zuwendungsbestätigungen
nur noch für Spenden über 300 € aus.

Wer trotzdem nach einer Quittung fragt: freundlich auf den Kontoauszug verweisen.
""",
        updated="2026-02-10",
        nested=True,
        session="b7e1c0a4-2f55-4e0e-9d1a-6c3f8e27a901",
        modified="2026-02-10T19:42:00Z",
    ),
    "menschen/zustaendigkeiten.md": topic(
        "Zuständigkeiten",
        "Wer im Verein für was zuständig ist",
        "reference",
        """## Wer macht was (Stand Plenum April 2025)

- Kasse & Spendenquittungen: Henrike Brandt
- Ersatzteil-Bestellungen: Malte Osterkamp
- Kurse (Grundkurs, FLINTA*-Abend): Svetlana Kuhn
- Schlüssel & Schließplan: Jörg Pfeifer
- Spendenräder (Annahme, Check, Verkauf): Aylin Demir
- Website & Aushänge: Frieda Wollny
""",
        updated="2025-04-02",
    ),
    "kurse/grundkurs-2026.md": topic(
        "Grundkurs Frühjahr 2026",
        "Der Grundkurs Fahrradtechnik im Frühjahr",
        "project",
        """Grundkurs Fahrradtechnik, Frühjahr 2026: sechs Montagabende ab dem 9. März, höchstens
acht Leute. Leiten tut ihn diesmal Bene (Benedikt Thalmann) — Svetlana hat den Grundkurs
abgegeben und macht nur noch den FLINTA*-Schraubabend. Anmeldungen gehen direkt an Bene.
""",
        updated="2026-02-18",
    ),
    "ehrenamt/schichttausch.md": topic(
        "Schicht tauschen",
        "Was tun, wenn man seine Schicht nicht schafft",
        "feedback",
        """Du schaffst deine Schicht nicht? Such selbst Ersatz, und zwar in der Signal-Gruppe
„Schichttausch“. Bitte nicht per Rundmail, die liest keiner. Wenn bis zum Vorabend niemand
zusagt, Jörg anrufen.
""",
        updated="2025-06-20",
    ),
    "ehrenamt/signal.md": topic(
        "Signal-Gruppen",
        "Unsere Messenger-Gruppen und wofür sie da sind",
        "reference",
        """Stand Januar:

- „Kettenblatt Dienste“ — Schichten tauschen, Vertretung finden. Hieß bis Neujahr anders,
  Aylin hat als Admin umbenannt; die alten Einladelinks funktionieren weiter.
- „Kettenblatt Plenum“ — Termine, Protokolle, Abstimmungen
- „Teile-Flohmarkt“ — privat, nichts Offizielles
""",
        updated="2026-01-09",
        nested=True,
    ),
    "werkzeug/durchzaehlen.md": topic(
        "Werkzeug zählen",
        "Kontrolle der Werkzeugwand",
        "feedback",
        """Nach jeder Schicht die Werkzeugwand durchzählen und auf der Strichliste am Kühlschrank
abhaken: Datum, Kürzel, fehlt was? Seit letztem Herbst sind drei Kettenpeitschen und ein
Satz Konusschlüssel weg.
""",
        updated="2025-04-15",
    ),
    "werkzeug/schattenbretter.md": topic(
        "Schattenbretter",
        "Die neuen Bretter an der Werkzeugwand",
        "feedback",
        """Die Schattenbretter hängen endlich! Jedes Werkzeug hat seinen aufgemalten Umriss, eine
Lücke sieht man auf einen Blick. Die Strichliste ist damit abgeschafft — nach Schichtende
zählt niemand mehr durch. Wer eine Lücke entdeckt, schreibt's kurz in die Plenum-Gruppe.
""",
        updated="2026-03-03",
    ),
    "ersatzteile/grosshandel.md": topic(
        "Großhändler",
        "Woher Verschleißteile kommen",
        "reference",
        """Verschleißteile (Schläuche, Mäntel, Bremsbeläge, Ketten, Züge) bestellen wir gesammelt
einmal im Monat bei Hartje — Händlerkonto mit Vereinsrabatt. Kleinkram wie Ventileinsätze
gleich mitbestellen. Geliefert wird an die Werkstattadresse.
""",
        updated="2025-05-20",
    ),
    "ersatzteile/neuer-lieferant.md": topic(
        "Konto gekündigt",
        "Was nach der Kündigung des Händlerkontos passiert",
        "project",
        """Hartje hat alle Händlerkonten unter 5.000 € Jahresumsatz gekündigt, unseres auch.
Schläuche, Mäntel, Ketten und Co. kommen ab sofort von Paul Lange; die Sammelbestellung
bleibt monatlich. Zugangsdaten liegen im Vereins-Passwortsafe.
""",
        updated="2026-02-24",
    ),
    "spenden/spendenraeder.md": topic(
        "Spendenräder",
        "Wohin mit gespendeten Fahrrädern",
        "feedback",
        """Gespendete Räder im Hof unter dem Vordach abstellen, Zettel mit Datum und „Spende“ an
den Lenker. Aylin schaut sie einmal die Woche durch und entscheidet: herrichten,
ausschlachten oder Schrott.
""",
        updated="2025-07-01",
    ),
    "aktuelles/container.md": topic(
        "Der Container",
        "Neuer Lagerplatz hinter der Turnhalle",
        "project",
        """Seit Mitte März haben wir den Seecontainer hinter der Turnhalle (Schlüssel mit gelbem
Anhänger am großen Bund). Spendenräder kommen ab jetzt da rein, nicht mehr in den Hof.
Das Vordach brauchen wir für die Räder der Besucher*innen.
""",
        updated="2026-03-11",
    ),
    "werkstatt/radhaus-sued.md": topic(
        "Spende vom Radhaus Süd",
        "Was wir vom Radhaus Süd bekommen haben",
        "project",
        """Radhaus Süd hatte nach dem Ladenumbau zwei Montageständer übrig und hat sie uns
geschenkt. Damit haben wir jetzt acht Plätze am Ständer. Danke-Mail ist raus (Frieda).
""",
        updated="2026-01-15",
    ),
    "regeln/selbsthilfe.md": topic(
        "Hilfe zur Selbsthilfe",
        "Der Grundsatz der offenen Werkstatt",
        "feedback",
        """Grundsatz: Hilfe zur Selbsthilfe. Die Leute schrauben selbst, wir zeigen, erklären,
halten mal was fest. Wir reparieren nicht für andere.

Werkzeug und Beratung kosten nichts, die Spendendose steht an der Tür.
""",
        updated="2025-03-20",
    ),
    "regeln/raeder-dalassen.md": topic(
        "Räder zum Dalassen",
        "Wenn jemand keine Zeit zum Schrauben hat",
        "feedback",
        """Beschlossen im Januar: Wer keine Zeit hat, kann sein Rad bei uns lassen. Eine Schicht
bringt es in Ordnung, abgeholt wird am nächsten Samstag. Bezahlt wird das Material plus,
was man geben mag. Auftrag auf den gelben Zettel, Telefonnummer nicht vergessen!
""",
        updated="2026-02-05",
    ),
    "werkzeug/zentrierstaender.md": topic(
        "Zentrierständer",
        "Die Zentrierständer im hinteren Raum",
        "reference",
        """Zwei Zentrierständer im hinteren Raum: Park Tool TS-2.2 und ein alter Tacx.
Nur nach Einweisung benutzen — wer eingewiesen ist, steht auf der Liste an der Tür.
Der Speichenspannungsmesser liegt in der Schublade darunter.
""",
        updated="2025-08-08",
    ),
    "kurse/laufrad-workshop.md": topic(
        "Laufradworkshop",
        "Workshop Laufräder zentrieren im November",
        "project",
        """**Laufradworkshop, 4. November, 18–21 Uhr**

- Speichen tauschen, Seiten- und Höhenschlag rausholen
- wir arbeiten an beiden Zentrierständern → höchstens vier Teilnehmende, zwei pro Ständer
- danach gelten die vier als eingewiesen und kommen auf die Liste
""",
        updated="2025-10-01",
    ),
    "regeln/kasse.md": topic(
        "Kasse",
        "Was mit der Kasse nach der Schicht passiert",
        "feedback",
        """Die Kasse bleibt nie über Nacht in der Werkstatt. Wer abschließt, zählt, trägt den
Betrag ins Kassenbuch ein und bringt die Kassette zu Henrike (Haus gegenüber, notfalls
Umschlag in ihren Briefkasten).
""",
        updated="2025-04-02",
    ),
    "protokolle/2026-02-14-kasse.md": topic(
        "Kassette vergessen",
        "Samstag 14. Februar",
        "project",
        """14.02.: Kassette nach der Samstagsschicht im Werkzeugschrank liegen gelassen. Sonntag
früh geholt, 212,40 €, alles da. Kein Drama, im Plenum trotzdem nochmal angesprochen.
""",
        updated="2026-02-15",
    ),
    "planung/offene-fragen.md": topic(
        "Offene Fragen 2026",
        "Was fürs nächste Jahr noch nicht entschieden ist",
        "project",
        """Offen fürs nächste Jahr:

1. Treten wir dem Bundesverband der Selbsthilfewerkstätten bei? Was kostet der Beitrag?
2. Lastenrad zum Ausleihen anbieten — ja oder nein, und wer kümmert sich?
3. Zweiter Standort im Wesertor?
4. Reicht unsere Vereinshaftpflicht noch?
""",
        updated="2025-11-20",
    ),
    "planung/lastenrad.md": topic(
        "Lastenrad Hugo",
        "Unser Lastenrad zum Ausleihen",
        "project",
        """Entschieden: Wir machen beim freien Lastenradnetz mit. Unser Rad heißt „Hugo“
(Bakfiets, eine Kiste). Ausleihe ab April über die Buchungsseite des Netzwerks, Übergabe
samstags während der offenen Werkstatt. Kümmern sich: Aylin und Bene.
""",
        updated="2026-03-02",
    ),
    "protokolle/plenum-2025-11.md": topic(
        "Plenum November",
        "Protokoll vom 20. November",
        "project",
        """## Plenum 20.11.2025

- Bene: „Drei Euro pro Besuch, sonst kriegen wir die Miete nicht zusammen.“ Abgestimmt:
  abgelehnt, 9 dagegen, 2 dafür. Die Werkstatt bleibt ohne Eintritt, Spendendose bleibt.
- Weihnachtsschrauben am 20.12., Glühwein bringt Jörg.
- Neue Leute: zwei Interessierte, Einarbeitung wie immer.
""",
        updated="2025-11-21",
    ),
    "regeln/akkus.md": topic(
        "E-Bike-Akkus",
        "Akkus laden in der Werkstatt",
        "feedback",
        """Keine E-Bike-Akkus in der Werkstatt laden. Die Steckdosen hängen an einer uralten
Leitung, und die Versicherung zahlt bei einem Akkubrand nicht. Leute freundlich wegschicken.
""",
        updated="2025-06-02",
    ),
    "regeln/pedelecs.md": topic(
        "Pedelecs",
        "Umgang mit Pedelec-Akkus",
        "feedback",
        """Pedelec-Akkus werden bei uns nicht aufgeladen, auch nicht „nur kurz“.
Grund: alte Elektrik, und bei einem Brand sind wir nicht versichert.
""",
        updated="2025-06-02",
    ),
    "ehrenamt/einarbeitung.md": topic(
        "Einarbeitung",
        "Wie neue Ehrenamtliche anfangen",
        "reference",
        """Neue Ehrenamtliche machen drei Schichten zusammen mit jemand Erfahrenem, bevor sie
allein Besucher*innen betreuen. Erste Schicht: Rundgang, Kasse zeigen, Notausgang,
Erste-Hilfe-Kasten. Einen eigenen Schlüssel gibt's nach drei Monaten von Jörg.
""",
        updated="2025-09-10",
    ),
    "ehrenamt/neue-leute.md": topic(
        "Neu dabei",
        "Die ersten Schichten für Neue",
        "reference",
        """Wer neu dabei ist, macht die ersten drei Schichten im Tandem mit einer erfahrenen
Person. In der ersten gibt's eine Führung: wo Kasse, Notausgang und Verbandskasten sind.
Erst danach betreut man Gäste allein.
""",
        updated="2025-09-10",
    ),
    "kurse/ort-gemeindehaus.md": topic(
        "Kursort",
        "Wo die Kurse stattfinden",
        "reference",
        """Kurse finden im Gemeindehaus St. Markus statt (Saal im Erdgeschoss), weil es in der
Werkstatt keinen ruhigen Platz gibt. Schlüssel holen beim Küster.
""",
        updated="2025-03-25",
        extra={"status": "superseded", "superseded_by": "kurse/ort.md"},
    ),
    "kurse/ort.md": topic(
        "Kurse im hinteren Raum",
        "Kurse jetzt in der eigenen Werkstatt",
        "reference",
        """Seit die Trennwand steht, haben wir den hinteren Raum für Kurse. Das Gemeindehaus
brauchen wir nicht mehr, der Schlüssel ist zurück beim Küster.
""",
        updated="2025-10-01",
    ),
}

FILES = with_index(
    N,
    title="Kettenblatt — Gedächtnis",
    sections={
        "betrieb/": "Betrieb",
        "aktuelles/": "Aktuelles",
        "werkstatt/": "Betrieb",
        "regeln/": "Regeln",
        "werkzeug/": "Werkzeug",
        "ersatzteile/": "Ersatzteile",
        "spenden/": "Spenden & Verein",
        "verein/": "Spenden & Verein",
        "menschen/": "Leute",
        "ehrenamt/": "Leute",
        "kurse/": "Kurse",
        "planung/": "Planung & Protokolle",
        "protokolle/": "Planung & Protokolle",
    },
)


Q, S = questions_in("de")


MEMDIR = LabelledMemdir(
    name="fahrradwerkstatt",
    half="heldout5",
    language="de",
    domain="community bike repair workshop",
    style="German; short notes, a table, lists, minutes, chatty reminders",
    files=FILES,
    pairs=[
        # --- contradictions ---
        P(
            "contradiction",
            "betrieb/oeffnungszeiten.md",
            "aktuelles/donnerstags.md",
            "time-moved",
            "Weekday evening Wed 16:00-20:00 vs Thu 17:00-21:00.",
        ),
        P(
            "contradiction",
            "spenden/zuwendungsbestaetigung.md",
            "verein/finanzamt-2026.md",
            "threshold-changed",
            "Donation receipt from 25 EUR vs only above 300 EUR.",
        ),
        P(
            "contradiction",
            "menschen/zustaendigkeiten.md",
            "kurse/grundkurs-2026.md",
            "owner-changed",
            "Courses incl. Grundkurs: Svetlana vs Bene.",
        ),
        P(
            "contradiction",
            "ehrenamt/schichttausch.md",
            "ehrenamt/signal.md",
            "renamed",
            "Shift-swap group 'Schichttausch' vs renamed 'Kettenblatt Dienste'.",
        ),
        P(
            "contradiction",
            "werkzeug/durchzaehlen.md",
            "werkzeug/schattenbretter.md",
            "policy-reversed",
            "Count tools after every shift vs tally sheet abolished, nobody counts.",
        ),
        P(
            "contradiction",
            "ersatzteile/grosshandel.md",
            "ersatzteile/neuer-lieferant.md",
            "tool-switched",
            "Wear parts from Hartje vs from Paul Lange.",
        ),
        P(
            "contradiction",
            "spenden/spendenraeder.md",
            "aktuelles/container.md",
            "location-changed",
            "Donated bikes under the yard canopy vs in the container behind the gym.",
        ),
        P(
            "contradiction",
            "betrieb/oeffnungszeiten.md",
            "werkstatt/radhaus-sued.md",
            "count-changed",
            "Six work stands vs eight.",
        ),
        P(
            "contradiction",
            "regeln/selbsthilfe.md",
            "regeln/raeder-dalassen.md",
            "reworded-conflict",
            "We never repair for others vs leave your bike and a shift fixes it.",
        ),
        # --- duplicates ---
        P(
            "duplicate",
            "regeln/akkus.md",
            "regeln/pedelecs.md",
            "same-rule-restated",
            "No charging e-bike batteries, saved twice the same day in other words.",
        ),
        P(
            "near-duplicate",
            "ehrenamt/einarbeitung.md",
            "ehrenamt/neue-leute.md",
            "paraphrased",
            "Three tandem shifts and a tour for newcomers; one adds the key after 3 months.",
        ),
        # --- decoys ---
        P(
            "decoy",
            "werkzeug/zentrierstaender.md",
            "kurse/laufrad-workshop.md",
            "shared-technology",
            "Truing stands: usage rule vs a workshop held on them; they agree.",
        ),
        P(
            "decoy",
            "regeln/kasse.md",
            "protokolle/2026-02-14-kasse.md",
            "rule-vs-incident",
            "Cash box never stays overnight vs the night it was forgotten.",
        ),
        P(
            "decoy",
            "planung/offene-fragen.md",
            "planung/lastenrad.md",
            "open-questions-vs-settled",
            "Cargo bike yes/no open vs decided: Hugo from April.",
        ),
        P(
            "decoy",
            "regeln/selbsthilfe.md",
            "protokolle/plenum-2025-11.md",
            "quoted-opinion-rejected",
            "Free use with donation box vs Bene's 3 EUR fee, voted down.",
        ),
        P(
            "decoy",
            "regeln/kasse.md",
            "regeln/akkus.md",
            "two-donts-different-things",
            "Cash box not overnight vs no e-bike battery charging.",
        ),
        P(
            "decoy",
            "regeln/kasse.md",
            "regeln/pedelecs.md",
            "two-donts-different-things",
            "Cash box not overnight vs no pedelec charging.",
        ),
        P(
            "decoy",
            "kurse/ort-gemeindehaus.md",
            "kurse/ort.md",
            "superseded-and-successor",
            "Parish hall (marked superseded) vs back room.",
        ),
        P(
            "decoy",
            "menschen/zustaendigkeiten.md",
            "regeln/kasse.md",
            "related-consistent",
            "Henrike holds the cash in both.",
        ),
        P(
            "decoy",
            "menschen/zustaendigkeiten.md",
            "spenden/spendenraeder.md",
            "related-consistent",
            "Aylin handles donated bikes in both.",
        ),
        P(
            "decoy",
            "kurse/grundkurs-2026.md",
            "kurse/laufrad-workshop.md",
            "related-consistent",
            "Two different courses: max 8 people vs max 4; no conflict.",
        ),
    ],
    questions=[
        Q(
            "Wann ist unter der Woche offene Werkstatt?",
            "betrieb/oeffnungszeiten.md",
            "aktuelles/donnerstags.md",
        ),
        Q(
            "Ab wie viel Euro stellt ihr eine Spendenquittung aus?",
            "spenden/zuwendungsbestaetigung.md",
            "verein/finanzamt-2026.md",
        ),
        Q(
            "Wer leitet eigentlich gerade den Grundkurs Fahrradtechnik?",
            "menschen/zustaendigkeiten.md",
            "kurse/grundkurs-2026.md",
        ),
        Q(
            "Wie heißt nochmal die Signal-Gruppe, wo man Schichten tauscht?",
            "ehrenamt/schichttausch.md",
            "ehrenamt/signal.md",
        ),
        Q(
            "Muss ich nach meiner Schicht das Werkzeug noch durchzählen?",
            "werkzeug/durchzaehlen.md",
            "werkzeug/schattenbretter.md",
        ),
        Q(
            "Bei welchem Händler bestellen wir Schläuche und Mäntel?",
            "ersatzteile/grosshandel.md",
            "ersatzteile/neuer-lieferant.md",
        ),
        Q(
            "Wo stell ich ein gespendetes Fahrrad ab?",
            "spenden/spendenraeder.md",
            "aktuelles/container.md",
        ),
        Q(
            "Wie viele Montageständer haben wir inzwischen?",
            "betrieb/oeffnungszeiten.md",
            "werkstatt/radhaus-sued.md",
        ),
        Q(
            "Könnt ihr mein Rad reparieren, wenn ich selber keine Zeit hab?",
            "regeln/selbsthilfe.md",
            "regeln/raeder-dalassen.md",
        ),
        Q(
            "Darf ich meinen E-Bike-Akku bei euch aufladen?",
            "regeln/akkus.md",
            "regeln/pedelecs.md",
        ),
        Q("Was macht man nach Feierabend mit der Kasse?", "regeln/kasse.md"),
        Q(
            "Bieten wir jetzt eigentlich ein Lastenrad zum Ausleihen an?",
            "planung/lastenrad.md",
            "planung/offene-fragen.md",
        ),
        Q("Wo finden die Kurse statt?", "kurse/ort.md", "kurse/ort-gemeindehaus.md"),
        Q(
            "Was muss ich als neue Ehrenamtliche in den ersten Schichten beachten?",
            "ehrenamt/einarbeitung.md",
            "ehrenamt/neue-leute.md",
        ),
        Q(
            "Kostet es was, wenn man bei euch in der Werkstatt schraubt?",
            "regeln/selbsthilfe.md",
            "protokolle/plenum-2025-11.md",
        ),
        Q(
            "Danke dir! Und wer kümmert sich bei uns um die Spendenräder?",
            "menschen/zustaendigkeiten.md",
            "spenden/spendenraeder.md",
            conversational=True,
        ),
        Q(
            "Super, hilft mir. Und der Zentrierständer – darf den eigentlich jeder benutzen?",
            "werkzeug/zentrierstaender.md",
            "kurse/laufrad-workshop.md",
            conversational=True,
        ),
        S("Moin!"),
        S("Hallo zusammen, na, wie läuft's bei euch?"),
        S("Danke, du bist echt eine große Hilfe."),
        S("Okay, dann machen wir mal mit was anderem weiter."),
        S("Bis morgen, ich muss los!"),
        S("Hmm, lass mich kurz überlegen …"),
        S("Haha, sehr gut, gefällt mir."),
        S("Schönen Feierabend euch!"),
    ],
    complete_labels=True,
)
