# Written for held-out half heldout3 by a writer who never read a detector; measured there once
# as the newest half, then used in aggregate only; moved to tuning when the detectors stopped
# making errors on the rest of it (tuning precision 97%), so that tuning sees real ones.
"""A sailing school on a lake: German notes, some in bullets, some in full sentences."""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    # --- Kurse ---------------------------------------------------------------------------
    "kurse/theorie-sbf.md": topic(
        "Theorie SBF Binnen",
        "Wann und wo der Theorieunterricht für den Binnenschein läuft",
        "reference",
        """# Theorie SBF Binnen

- dienstags, 19:00–21:00
- Clubraum über dem Bootshaus
- 8 Abende, Start nach den Osterferien und im September
- Dozent: Malte Brandl
- Prüfungsbögen liegen im Büro
""",
        updated="2025-02-14",
    ),
    "kurse/theorie-mittwoch.md": topic(
        "Theorieabend verlegt",
        "Der Theorieabend ab der Herbstgruppe",
        "project",
        """Ab der Herbstgruppe findet der Theorieabend mittwochs statt, Beginn 18:30. Der Clubraum ist
dienstags jetzt an den Shanty-Chor vermietet. Malte hat zugesagt, die angemeldeten
Teilnehmer sind per Mail informiert.
""",
        updated="2025-08-28",
    ),
    "kurse/schnupperkurs.md": topic(
        "Schnupperkurs",
        "Das Wochenendangebot für Neulinge",
        "reference",
        """Schnupperkurs
- Samstag + Sonntag, jeweils 10–14 Uhr
- 149 € inkl. Leihweste
- ab 14 Jahren
- max. 6 Leute, 2 Ausbilder, Kursjollen (RS Quest)
""",
        updated="2025-03-01",
    ),
    "kurse/einsteigerwochenende.md": topic(
        "Einsteigerwochenende",
        "Wie das Neulingsangebot jetzt heißt",
        "reference",
        """Auf der Website, im Buchungssystem und auf den Flyern heißt das Wochenend-Angebot für
Neulinge jetzt „Einsteigerwochenende“. Bitte am Telefon und in Mails auch so nennen – mit
dem alten Namen finden die Leute es im Buchungssystem nicht mehr und rufen dann an.
""",
        updated="2026-01-15",
    ),
    # --- Wetter & Sicherheit -------------------------------------------------------------
    "sicherheit/windgrenzen.md": topic(
        "Windgrenzen",
        "Ab welcher Windstärke Kurse an Land bleiben",
        "feedback",
        """Windgrenzen für Kurse, gemessen am Windmesser am Steg:
- Anfängerkurse Jolle: ab 5 Bft bleiben wir an Land
- Fortgeschrittene: bis 5 Bft, ab 6 Bft fährt niemand raus
- Sturmwarnung (Leuchte 90/min): alle sofort rein, egal welcher Kurs

Die Entscheidung trifft der Kursleiter um 9:00.
""",
        updated="2025-04-03",
    ),
    "wetter/grenzwerte-2026.md": topic(
        "Wind: Grenze für Anfänger",
        "Was nach der Saisonauswertung für Anfängergruppen gilt",
        "feedback",
        """Nach der Saisonauswertung mit allen Ausbildern gilt für Anfängergruppen: Bei 4 Beaufort
ist Schluss, und Böen über 20 Knoten zählen wie 4 Bft, auch wenn das Mittel darunter liegt.
Für die Fortgeschrittenen bleibt alles, wie es war.
""",
        nested=True,
        session="3f9e8d7c-6b5a-4c3d-2e1f-0a9b8c7d6e5f",
        modified="2026-03-12T17:20:05Z",
        updated="2026-03-12",
    ),
    "sicherheit/westen-container.md": topic(
        "Rettungswesten",
        "Wo die Westen hängen",
        "reference",
        """Rettungswesten (Kurs- und Leihwesten) hängen im blauen Container am Steg, nach Größen:
Kinder links, Erwachsene S–XL rechts. Nasse Westen zum Trocknen an die Leine vor dem
Container, nicht zusammengelegt reinhängen.
""",
        updated="2025-04-03",
    ),
    "sicherheit/westenkammer.md": topic(
        "Westenkammer",
        "Der neue Platz für die Westen im Clubhaus",
        "reference",
        """Die Westen sind umgezogen: Sie hängen jetzt in der neuen Westenkammer im Clubhaus, gleich
neben den Duschen (Tür mit dem gelben Schild). Dort gibt es auch einen Trockenraum, die
Leine draußen fällt weg.
""",
        updated="2026-04-20",
    ),
    "sicherheit/westenpflicht.md": topic(
        "Westenpflicht",
        "Wer auf dem Wasser eine Weste trägt",
        "feedback",
        """Auf dem Wasser ist die Weste immer geschlossen – Teilnehmer, Mieter und Ausbilder, auch im
Sicherungsboot, auch bei Flaute. Wer ohne Weste ablegt, wird an den Steg zurückgeschickt.
""",
        updated="2025-04-03",
    ),
    "logbuch/2025-07-14-kenterung.md": topic(
        "Kenterung 14.07.",
        "Teilnehmerin mit offener Weste gekentert",
        "project",
        """14.07., Nachmittagskurs: Eine Teilnehmerin ist mit offener Weste (Reißverschluss nicht
zu) abgelegt und dann vor der Badeinsel gekentert. Sie war schnell wieder am Boot, Svenja hat
sie mit dem Sicherungsboot aufgenommen, passiert ist nichts.

Danach bei allen am Steg Westencheck gemacht. Svenja kontrolliert seitdem vor dem Ablegen
jede Weste selbst.
""",
        updated="2025-07-14",
    ),
    # --- Hafen & Schlüssel ---------------------------------------------------------------
    "hafen/hafenmeister.md": topic(
        "Hafenmeister",
        "Ansprechpartner im Hafen",
        "reference",
        """Hafenmeister: Rüdiger Kamm, Tel. 0171 5538420, meist vormittags im Hafenbüro. Er vergibt
die Gastliegeplätze, hat die Torschlüssel für den Steg und muss Bescheid wissen, bevor wir
mit Kursbooten an den Kran gehen.
""",
        updated="2025-03-20",
    ),
    "hafen/neue-hafenmeisterin.md": topic(
        "Hafenmeisterin",
        "Wer seit April im Hafenbüro sitzt",
        "reference",
        """Beate Sauer ist seit April die Hafenmeisterin. Kranzeiten, Gastliegeplätze und
Torschlüssel laufen jetzt über sie; sie sitzt nachmittags im Hafenbüro, Handy 0160 2274915.
""",
        updated="2026-04-01",
    ),
    "schluessel/liste.md": topic(
        "Schlüsselliste",
        "Welcher Schlüssel wo hängt",
        "reference",
        """| Nr. | Schlüssel | wo / wer |
|---|---|---|
| 12 | Bootshaus | Schlüsselkasten Büro |
| 14 | Clubraum | Schlüsselkasten Büro |
| 17 | Sicherungsboot Paula (Zündschlüssel) | Schlüsselkasten Büro, roter Anhänger |
| 21 | Segellager | Anja + Erik |
| 23 | Tor Steg | Hafenmeister |

Den Code für den Schlüsselkasten hat Anja. Wer einen Schlüssel mitnimmt, trägt sich ins
Heft daneben ein.
""",
        updated="2025-06-01",
    ),
    "maengel/liste.md": topic(
        "Mängelliste",
        "Offene Reparaturen an Booten und Steg",
        "project",
        """Mängelliste
- #15 Hobie 2: Trampolin an der Ecke eingerissen
- #16 Stegbeleuchtung flackert (Seite Clubhaus)
- #17 Pico 3: Pinne wackelt, Beschlag locker → Erik
- #18 Kanadier: ein Paddel fehlt
""",
        updated="2026-04-12",
    ),
    # --- Boote ---------------------------------------------------------------------------
    "boote/segel-abschlagen.md": topic(
        "Segel nach der Ausfahrt",
        "Was nach jeder Ausfahrt mit den Segeln passiert",
        "feedback",
        """Nach jeder Ausfahrt werden die Segel abgeschlagen, auf der Wiese getrocknet, ordentlich
gerollt und in den Segelsack gepackt. Die Säcke kommen ins Segellager, Fock und Groß
getrennt. Kein Segel bleibt über Nacht am Boot.
""",
        updated="2025-04-03",
    ),
    "boote/segel-angeschlagen.md": topic(
        "Segel über Nacht",
        "Kursjollen abends nicht mehr abriggen",
        "feedback",
        """- Segel bleiben über Nacht angeschlagen
- Groß aufgetucht, Fock aufgerollt, Persenning drüber
- abgeschlagen wird nur bei Sturmwarnung und zum Saisonende
- Grund: das tägliche Auf- und Abriggen hat mehr Schäden an Lieken und Latten gemacht als
  Sonne und Tau
""",
        updated="2026-05-06",
    ),
    "boote/persenning-regel.md": topic(
        "Persenning statt Abtakeln",
        "Segel bleiben dran, Persenning drauf",
        "feedback",
        """Nochmal, damit es eindeutig ist: Die Kursjollen werden abends nicht mehr abgetakelt. Segel
dranlassen, sauber zusammenlegen, Persenning drauf. Nur vor einem angesagten Sturm oder fürs
Winterlager kommen die Segel runter.
""",
        nested=True,
        session="7c1d2e3f-4a5b-4c6d-9e8f-0a1b2c3d4e5f",
        modified="2026-05-06T18:02:51Z",
        updated="2026-05-06",
    ),
    "boote/sicherungsboot-tank.md": topic(
        "Paula: Tank",
        "Sprit im Sicherungsboot",
        "feedback",
        """Sicherungsboot „Paula“: nie mit weniger als halbem Tank rausfahren. Ersatzkanister stehen
im Gefahrstoffschrank hinter dem Bootshaus; nach dem Tanken ins Tankbuch eintragen.
""",
        updated="2025-05-20",
    ),
    "boote/sicherungsboot-fahrer.md": topic(
        "Paula: wer fährt",
        "Wer das Sicherungsboot fahren darf",
        "feedback",
        """Paula (Sicherungsboot) fahren nur Ausbilder mit Sportbootführerschein Binnen unter Motor.
Praktikanten dürfen mitfahren, aber nicht ans Steuer.
""",
        updated="2025-05-20",
    ),
    # --- Büro ----------------------------------------------------------------------------
    "buero/buchungen.md": topic(
        "Buchungen",
        "Wie Kurse und Verleih gebucht werden",
        "reference",
        """Kursbuchungen und Bootsverleih laufen über Regiondo. Bezahlt wird per PayPal oder Karte
direkt im System, die Rechnungen erzeugt Regiondo automatisch. Zugang hat Klaus im Büro.
""",
        updated="2025-01-10",
    ),
    "buero/bookinglayer.md": topic(
        "Buchungssystem 2026",
        "Wo seit Januar gebucht wird",
        "reference",
        """- seit Januar läuft alles Buchbare über Bookinglayer: Kurse, Verleih, Gutscheine
- Klaus hat die Kurse für 2026 schon angelegt
- Verleih-Slots stündlich
""",
        updated="2026-01-08",
    ),
    # --- Verleih -------------------------------------------------------------------------
    "verleih/flotte.md": topic(
        "Verleihflotte",
        "Welche Boote im Verleih sind",
        "reference",
        """Verleihflotte 2025

| Boot | Anzahl |
|---|---|
| Laser Pico | 5 |
| Hobie Cat 15 | 2 |
| Kanadier | 1 |

Preise stehen im Buchungssystem.
""",
        updated="2025-04-10",
    ),
    "verleih/picos-jugend.md": topic(
        "Picos an die Jugend",
        "Was die Jugendabteilung aus dem Verleih übernommen hat",
        "project",
        """Die Jugendabteilung hat zwei unserer Picos übernommen (fürs Training am Donnerstag). Für
den Verleih bleiben damit drei Picos; Kats und Kanadier bleiben, wie sie sind.
""",
        updated="2026-02-15",
    ),
    "verleih/nur-mit-schein.md": topic(
        "Verleih nur mit Schein",
        "Wem wir Segelboote verleihen",
        "feedback",
        """Segelboote verleihen wir nur gegen Vorlage eines Segelscheins (SBF Binnen unter Segel,
Grundschein oder gleichwertig). Keine Ausnahmen, auch nicht für „ich bin früher viel
gesegelt“. Den Kanadier gibt es ohne Schein.
""",
        updated="2025-04-10",
    ),
    "verleih/einsteiger-ohne-schein.md": topic(
        "Pico für Einsteiger",
        "Mieten nach dem Einsteigerwochenende",
        "feedback",
        """Wer bei uns das Einsteigerwochenende abgeschlossen hat, darf sich danach eine Pico auch
ohne Segelschein mieten – solange ein Ausbilder auf dem Wasser ist und nur bis 18 Uhr. Im
Buchungssystem gibt es dafür den Tarif „Einsteiger-Pico“.
""",
        updated="2026-05-02",
    ),
    # --- Steg ----------------------------------------------------------------------------
    "steg/sanierung-phase-1.md": topic(
        "Stegsanierung Phase 1",
        "Pfähle am Kopfsteg im Winter",
        "project",
        """Stegsanierung, Phase 1 (November–Februar): Die alten Holzpfähle am Kopfsteg werden
gezogen und durch Stahlrohrpfähle ersetzt. Budget 12.000 €, Firma Seebau Lindner. Der
Kopfsteg ist in der Zeit gesperrt, die Boote liegen am Seitensteg.
""",
        updated="2025-10-05",
    ),
    "steg/sanierung-phase-2.md": topic(
        "Stegsanierung Phase 2",
        "Neuer Belag und Beleuchtung im Frühjahr",
        "project",
        """- Phase 2: März–April
- neuer Belag aus WPC-Dielen auf dem ganzen Steg, dazu Beleuchtung
- Budget 8.500 €
- Arbeit am Wochenende mit Vereinshelfern; Kurse starten trotzdem wie geplant Ende April
""",
        updated="2025-10-05",
    ),
    # --- Kinder --------------------------------------------------------------------------
    "kinder/opti-kurse.md": topic(
        "Opti-Kurse",
        "Voraussetzungen für die Kinderkurse",
        "reference",
        """Opti-Kurse für Kinder:
- ab 8 Jahren
- Schwimmabzeichen Bronze Pflicht, Kopie bei der Anmeldung
- 4 Kinder pro Ausbilder, Ausbilder im Motorboot daneben
""",
        updated="2025-03-05",
    ),
    "kinder/optimisten-alter.md": topic(
        "Kinder im Optimisten",
        "Wer bei den Kinderkursen mitmachen kann",
        "reference",
        """Für unsere Optimisten-Kurse müssen die Kinder mindestens acht Jahre alt sein und schwimmen
können; als Nachweis legt man der Anmeldung eine Kopie des Bronze-Abzeichens bei. Ein
Ausbilder betreut höchstens vier Kinder und begleitet sie im Motorboot.
""",
        updated="2025-09-18",
    ),
    "kinder/vorschlag-ab-6.md": topic(
        "Opti ab 6? (abgelehnt)",
        "Jonas' Vorschlag zum Mindestalter",
        "project",
        """Jonas hat auf der Ausbildersitzung angeregt, die Opti-Kurse schon ab 6 Jahren anzubieten,
weil so viele Eltern mit Jüngeren anfragen. Abgelehnt: Die Kleinen können den Opti nach dem
Kentern meist nicht selbst aufrichten, und die Versicherung rechnet mit 8. Es bleibt bei
8 Jahren.
""",
        updated="2025-11-12",
    ),
}

FILES = with_index(
    N,
    title="Segelschule Seewind — Gedächtnis",
    sections={
        "kurse/": "Kurse",
        "kinder/": "Kurse",
        "sicherheit/": "Sicherheit & Wetter",
        "wetter/": "Sicherheit & Wetter",
        "logbuch/": "Sicherheit & Wetter",
        "boote/": "Boote",
        "verleih/": "Verleih",
        "hafen/": "Hafen, Steg, Schlüssel",
        "steg/": "Hafen, Steg, Schlüssel",
        "schluessel/": "Hafen, Steg, Schlüssel",
        "maengel/": "Hafen, Steg, Schlüssel",
        "buero/": "Büro",
    },
)


Q, S = questions_in("de")


MEMDIR = LabelledMemdir(
    name="segelschule",
    half="tuning",
    language="de",
    domain="Segelschule an einem See",
    style="German, bullet notes mixed with full sentences, two tables",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "kurse/theorie-sbf.md",
            "kurse/theorie-mittwoch.md",
            "time-moved",
            "Theorie dienstags 19:00 vs mittwochs 18:30.",
        ),
        P(
            "contradiction",
            "sicherheit/windgrenzen.md",
            "wetter/grenzwerte-2026.md",
            "threshold-changed",
            "Anfänger an Land ab 5 Bft vs ab 4 Bft.",
        ),
        P(
            "contradiction",
            "hafen/hafenmeister.md",
            "hafen/neue-hafenmeisterin.md",
            "owner-changed",
            "Hafenmeister Rüdiger Kamm vs Beate Sauer.",
        ),
        P(
            "contradiction",
            "kurse/schnupperkurs.md",
            "kurse/einsteigerwochenende.md",
            "renamed",
            "Schnupperkurs vs Einsteigerwochenende.",
        ),
        P(
            "contradiction",
            "boote/segel-abschlagen.md",
            "boote/segel-angeschlagen.md",
            "policy-reversed",
            "Segel nach jeder Ausfahrt abschlagen vs über Nacht angeschlagen lassen.",
        ),
        P(
            "contradiction",
            "boote/segel-abschlagen.md",
            "boote/persenning-regel.md",
            "policy-reversed",
            "Kein Segel über Nacht am Boot vs Segel dranlassen, Persenning drauf.",
        ),
        P(
            "contradiction",
            "buero/buchungen.md",
            "buero/bookinglayer.md",
            "tool-switched",
            "Buchungen über Regiondo vs Bookinglayer.",
        ),
        P(
            "contradiction",
            "sicherheit/westen-container.md",
            "sicherheit/westenkammer.md",
            "location-changed",
            "Westen im blauen Container am Steg vs Westenkammer im Clubhaus.",
        ),
        P(
            "contradiction",
            "verleih/flotte.md",
            "verleih/picos-jugend.md",
            "count-changed",
            "5 Picos im Verleih vs 3.",
        ),
        P(
            "contradiction",
            "verleih/nur-mit-schein.md",
            "verleih/einsteiger-ohne-schein.md",
            "reworded-conflict",
            "Segelboote nur mit Schein, keine Ausnahmen vs Pico ohne Schein nach dem Kurs.",
        ),
        # duplicates
        P(
            "duplicate",
            "kinder/opti-kurse.md",
            "kinder/optimisten-alter.md",
            "paraphrased",
            "Ab 8, Bronze, 4 Kinder pro Ausbilder: Liste und Fließtext.",
        ),
        P(
            "duplicate",
            "boote/segel-angeschlagen.md",
            "boote/persenning-regel.md",
            "same-rule-restated",
            "Segel-dran-Regel in derselben Sitzung zweimal gespeichert.",
        ),
        # decoys
        P(
            "decoy",
            "sicherheit/westenpflicht.md",
            "logbuch/2025-07-14-kenterung.md",
            "rule-vs-incident",
            "Weste immer zu, und die Kenterung mit offener Weste.",
        ),
        P(
            "decoy",
            "sicherheit/westen-container.md",
            "sicherheit/westenpflicht.md",
            "related-consistent",
            "Wo die Westen hängen und dass sie getragen werden; kein Widerspruch.",
        ),
        P(
            "decoy",
            "sicherheit/westenkammer.md",
            "sicherheit/westenpflicht.md",
            "related-consistent",
            "Neuer Westenplatz und Westenpflicht; kein Widerspruch.",
        ),
        P(
            "decoy",
            "verleih/nur-mit-schein.md",
            "boote/sicherungsboot-fahrer.md",
            "two-donts-different-things",
            "Segelboote nicht ohne Segelschein verleihen vs Paula nur mit Motorschein fahren.",
        ),
        P(
            "decoy",
            "boote/sicherungsboot-tank.md",
            "boote/sicherungsboot-fahrer.md",
            "shared-technology",
            "Beide über Paula: Tankregel vs wer fahren darf.",
        ),
        P(
            "decoy",
            "steg/sanierung-phase-1.md",
            "steg/sanierung-phase-2.md",
            "phase1-vs-phase2",
            "Phase 1 Pfähle 12.000 € im Winter vs Phase 2 Belag 8.500 € im Frühjahr.",
        ),
        P(
            "decoy",
            "kinder/vorschlag-ab-6.md",
            "kinder/opti-kurse.md",
            "quoted-opinion-rejected",
            "Vorschlag ab 6 abgelehnt; es bleibt bei 8.",
        ),
        P(
            "decoy",
            "kinder/vorschlag-ab-6.md",
            "kinder/optimisten-alter.md",
            "quoted-opinion-rejected",
            "Vorschlag ab 6 abgelehnt; die Prosa-Fassung sagt auch 8.",
        ),
        P(
            "decoy",
            "schluessel/liste.md",
            "maengel/liste.md",
            "same-ticket-ids",
            "Nr. 17 ist Paulas Zündschlüssel und ein Mangel an Pico 3.",
        ),
        P(
            "decoy",
            "schluessel/liste.md",
            "hafen/hafenmeister.md",
            "related-consistent",
            "Torschlüssel beim Hafenmeister in beiden.",
        ),
        P(
            "decoy",
            "schluessel/liste.md",
            "hafen/neue-hafenmeisterin.md",
            "related-consistent",
            "Torschlüssel beim Hafenmeister; die neue Hafenmeisterin hat sie.",
        ),
    ],
    questions=[
        Q(
            "An welchem Tag ist eigentlich der Theorieabend für den Binnenschein?",
            "kurse/theorie-sbf.md",
            "kurse/theorie-mittwoch.md",
        ),
        Q(
            "Ab wie viel Beaufort bleiben die Anfänger an Land?",
            "sicherheit/windgrenzen.md",
            "wetter/grenzwerte-2026.md",
        ),
        Q(
            "Wer ist denn gerade Hafenmeister bei uns?",
            "hafen/hafenmeister.md",
            "hafen/neue-hafenmeisterin.md",
        ),
        Q(
            "Wie heißt der Kurs für Neulinge am Wochenende jetzt auf der Webseite?",
            "kurse/schnupperkurs.md",
            "kurse/einsteigerwochenende.md",
        ),
        Q(
            "Müssen wir die Segel nach dem Kurs abschlagen oder bleiben die dran?",
            "boote/segel-abschlagen.md",
            "boote/segel-angeschlagen.md",
            "boote/persenning-regel.md",
        ),
        Q(
            "Über welches System laufen die Kursbuchungen?",
            "buero/buchungen.md",
            "buero/bookinglayer.md",
        ),
        Q(
            "Wo finde ich die Rettungswesten für die Kursteilnehmer?",
            "sicherheit/westen-container.md",
            "sicherheit/westenkammer.md",
        ),
        Q(
            "Wie viele Picos haben wir noch im Verleih?",
            "verleih/flotte.md",
            "verleih/picos-jugend.md",
        ),
        Q(
            "Darf jemand ohne Segelschein bei uns ein Boot ausleihen?",
            "verleih/nur-mit-schein.md",
            "verleih/einsteiger-ohne-schein.md",
        ),
        Q(
            "Ab welchem Alter könen Kinder beim Opti-Kurs mitmachen?",
            "kinder/opti-kurse.md",
            "kinder/optimisten-alter.md",
            "kinder/vorschlag-ab-6.md",
        ),
        Q("Wer darf das Sicherungsboot fahren?", "boote/sicherungsboot-fahrer.md"),
        Q(
            "Wann bekommt der Steg den neuen Belag und was kostet das?",
            "steg/sanierung-phase-2.md",
        ),
        Q("Wo hängt der Zündschlüssel fürs Motorboot?", "schluessel/liste.md"),
        Q(
            "Danke dir! Und was war nochmal mit der Kenterung im Juli?",
            "logbuch/2025-07-14-kenterung.md",
            conversational=True,
        ),
        Q(
            "Super, danke. Und wie viel Sprit muss in der Paula sein, bevor man rausfährt?",
            "boote/sicherungsboot-tank.md",
            conversational=True,
        ),
        S("Moin! Na, alles klar bei dir?"),
        S("Danke, das hat mir echt weitergeholfen."),
        S("Klasse gemacht, wirklich."),
        S("Okay, nächstes Thema."),
        S("Bis morgen dann, schönen Feierabend!"),
        S("Hm, Moment, ich muss kurz überlegen."),
        S("Puh, heute ist wieder einer dieser Tage."),
    ],
    complete_labels=True,
)
