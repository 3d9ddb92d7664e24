"""A German GP practice's front desk agent memory (Kassel): a mix of bullet notes and full
sentences, one paragraph per line, a few headings.

Topics: opening hours, prescriptions, lab courier and results, vaccinations, holiday cover,
practice software, home visits, staffing at the phone.
"""

from tests.eval.dataset import LabelledMemdir, PairLabel, Question, topic, with_index

FOLGEREZEPTE = topic(
    "Folgerezepte bestellen",
    "Wie Patient:innen ihre Dauermedikation nachbestellen",
    "reference",
    """
Folgerezepte für Dauermedikation:
- Rezeptline (AB, Taste 2) oder Formular auf der Homepage
- Name, Geburtsdatum, Medikament + Stärke angeben lassen
- Fertig ab dem nächsten Werktag, 12 Uhr
- Einmal pro Quartal muss die Karte eingelesen sein, sonst kein Rezept
""",
    updated="2025-05-05",
)

N = {
    "praxis/sprechzeiten.md": topic(
        "Sprechzeiten",
        "Wann die Praxis geöffnet ist",
        "reference",
        """
# Sprechzeiten

- Mo–Fr 8:00–12:00
- Mo, Di, Do 15:00–18:00
- Mi + Fr nachmittags geschlossen
- Offene Akutsprechstunde täglich 8:00–9:00, ohne Termin

Alles andere nur mit Termin. Telefonisch sind wir in den Sprechzeiten erreichbar, mittags läuft der AB.
""",
        updated="2025-06-02",
    ),
    "labor/kurier.md": topic(
        "Laborkurier",
        "Wann das Labor die Proben abholt",
        "reference",
        """
Der Kurier vom Labor Nordhessen holt die Proben werktags um 11:30 ab. Bis 11:15 müssen alle Röhrchen zentrifugiert, beschriftet und in der Kühlbox im Labor stehen.
Offene Laboraufträge stehen in Albis in der Liste „Labor offen“ – vor der Abholung einmal abgleichen.
Spätere Blutentnahmen bleiben bis zum nächsten Tag im Kühlschrank.
""",
        updated="2025-05-12",
    ),
    "notizen/2026-02-10.md": topic(
        "Notizen 10.2.",
        "Kurze Notizen aus dem Telefonat mit dem Labor",
        "project",
        """
- Labor hat die Touren neu geplant: Abholung bei uns ab sofort erst um 13:00.
- Heißt: Blutentnahmen gehen bis 12:30.
- Neue Ansprechpartnerin im Labor: Frau Kästner, Durchwahl -214.
""",
        updated="2026-02-10",
    ),
    "hausbesuche/regeln.md": topic(
        "Hausbesuche",
        "Wer einen Hausbesuch bekommt und wie er angemeldet wird",
        "feedback",
        """
Hausbesuche machen wir nur für Patient:innen, die nicht in die Praxis kommen können (bettlägerig, Pflegeheim, frisch operiert), und nur im Umkreis von 5 km um die Praxis.
- Anmeldung telefonisch bis 10 Uhr am selben Tag
- Runde Di + Fr nach der Vormittagssprechstunde, Di rechtzeitig vor 15 Uhr zurück sein
- Mobiles Kartenterminal und Hausbesuchstasche mitnehmen, Karte vor Ort einlesen
""",
        updated="2025-07-21",
    ),
    "hausbesuche/umkreis.md": topic(
        "Hausbesuche Umkreis",
        "Neuer Radius seit der Übernahme der Heimpatienten von Dr. Brandt",
        "feedback",
        """
Seit Dr. Brandt in Rente ist und wir seine Heimpatient:innen in Vellmar übernommen haben, fahren wir bis 10 km raus. Dr. Yilmaz hat das so entschieden, gilt ab Januar.
""",
        updated="2026-01-14",
    ),
    "vertretung/urlaub.md": topic(
        "Urlaubsvertretung",
        "Wer uns vertritt, wenn die Praxis zu ist",
        "reference",
        """
Wenn wir Praxisurlaub haben, vertritt uns die Praxis Dr. Öztürk in der Bahnhofstraße 12 (Tel. 0561 77 41 20). Ansage auf den AB, Schild an die Tür.
Dr. Öztürk bekommt vorab eine Liste mit unseren Palliativ- und Heimpatient:innen.
""",
        updated="2025-04-08",
    ),
    "vertretung/2026.md": topic(
        "Vertretung 2026",
        "Neue Vertretungsregelung für Urlaube und Brückentage",
        "project",
        """
Ab 2026 läuft die Urlaubsvertretung über die Gemeinschaftspraxis Lindner & Roth am Königsplatz. Vertrag ist unterschrieben, die Palliativliste geht an Frau Dr. Roth. Den Text für Ansage und Türschild hat Sabine schon angepasst.
""",
        updated="2026-01-20",
        nested=True,
        session="3e8d1f20-6b7a-4c59-a1d2-7f8e9a0b1c2d",
        modified="2026-01-20T09:41:00+01:00",
    ),
    "software/recall.md": topic(
        "Recall in Albis",
        "Wie wir Patient:innen an fällige Impfungen erinnern",
        "reference",
        """
Fällige Impfungen (Tetanus, Pneumokokken, Grippe ab 60) landen in Albis in der „Recall-Liste“. Jana geht die Liste jeden ersten Montag im Monat durch und verschickt Erinnerungsbriefe; wenn eine Telefonnummer da ist, lieber anrufen.
""",
        updated="2025-03-18",
    ),
    "software/impferinnerungen.md": topic(
        "Impferinnerungen",
        "Die Erinnerungsliste nach dem Albis-Update",
        "reference",
        """
Nach dem Albis-Update im Januar heißt die Liste jetzt „Impferinnerungen“ (Patientenlisten → Erinnerungen). Inhalt wie gehabt. Jana macht sie weiter monatlich.
""",
        updated="2026-02-02",
    ),
    "rezepte/e-rezept.md": topic(
        "E-Rezept Ausdruck",
        "Was Patient:innen zum E-Rezept mitbekommen",
        "feedback",
        """
Zu jedem E-Rezept drucken wir den Token-Ausdruck mit dem QR-Code aus und geben ihn mit, auch wenn die Karte gesteckt wurde. Viele Apotheken hier wollten das am Anfang so, und die Älteren fühlen sich mit Papier sicherer.
""",
        updated="2025-02-10",
    ),
    "rezepte/kein-ausdruck.md": topic(
        "Kein Papier beim E-Rezept",
        "Dr. Hoffmann zum Thema Ausdrucke",
        "feedback",
        """
Dr. Hoffmann will, dass wir die QR-Ausdrucke zum E-Rezept weglassen. Die Apotheken lesen inzwischen alle die Karte, und der Drucker frisst Toner ohne Ende.
Nur noch ausdrucken, wenn jemand ausdrücklich danach fragt (z. B. für die Versandapotheke).
""",
        updated="2026-01-27",
    ),
    "praxis/online-termine.md": topic(
        "Online-Terminbuchung",
        "Über welches Portal Termine online gebucht werden",
        "reference",
        """
Online-Termine laufen über Doctolib. Freigegeben sind nur Vorsorge (Check-up 35), Impfungen und Blutabnahme – Akutes bitte nicht online buchen lassen.
""",
        updated="2025-03-03",
    ),
    "praxis/terminbuchung.md": topic(
        "Terminbuchung im Netz",
        "Seit März ein anderer Anbieter für Online-Termine",
        "project",
        """
Seit 1. März buchen Patient:innen ihre Termine online über Samedi. Link auf der Homepage ist getauscht, der QR-Aufsteller am Empfang auch.
Terminarten: Vorsorge, Impfungen, Blutabnahme.
""",
        updated="2026-03-01",
    ),
    "notfall/notfallkoffer.md": topic(
        "Notfallkoffer",
        "Wo Notfallkoffer und Defi stehen",
        "reference",
        """
Notfallkoffer (rot) und Defi stehen im Flur zwischen Raum 2 und Raum 3, unter dem Erste-Hilfe-Schild.
Sabine prüft jeden ersten Freitag im Monat Ablaufdaten und Sauerstoff.
""",
        updated="2025-01-20",
    ),
    "notfall/nach-umbau.md": topic(
        "Nach dem Umbau",
        "Was seit dem Umbau der Anmeldung wo ist",
        "project",
        """
Umbau der Anmeldung ist fertig. Was sich geändert hat:
- Notfallkoffer + Defi: jetzt hinter dem Empfangstresen, linkes Fach unten (da ist immer jemand)
- Wartezimmer 2 ist jetzt das Infektzimmer
- Kartenterminal am Empfang steht rechts neben dem Drucker
""",
        updated="2025-11-24",
    ),
    "team/telefon.md": topic(
        "Telefonbesetzung",
        "Wer vormittags ans Telefon geht",
        "reference",
        """
Vormittags (8–12) sitzen zwei MFAs nur am Telefon im Backoffice, damit die Anmeldung frei bleibt – meistens Melek und Tobias. Nachmittags macht die Anmeldung das Telefon mit.
""",
        updated="2025-08-11",
    ),
    "team/besetzung-februar.md": topic(
        "Besetzung ab Februar",
        "Umverteilung, weil Tobias ins Labor wechselt",
        "project",
        """
Tobias ist mit der Ausbildung fertig und macht ab Februar vormittags Labor und Blutabnahme. Am Telefon sitzt ab jetzt nur noch Melek, allein.
Wenn's ohne Ende klingelt: Rückrufliste führen, nicht alle in die Warteschleife hängen.
""",
        updated="2026-02-03",
    ),
    "labor/befunde-telefon.md": topic(
        "Befunde am Telefon",
        "Keine Befundauskunft am Telefon",
        "feedback",
        """
Befunde und Laborwerte geben wir am Telefon grundsätzlich nicht durch. Wer seine Werte wissen will, bekommt einen Termin zur Befundbesprechung beim Arzt oder bei der Ärztin. Auch nicht an Angehörige!
""",
        updated="2025-04-28",
    ),
    "feedback/normwerte.md": topic(
        "Werte telefonisch mitteilen",
        "Was MFAs Anrufenden sagen dürfen",
        "feedback",
        """
Dr. Yilmaz: Wenn alles im Normbereich liegt und der Arzt es abgezeichnet hat, darf die MFA das den Leuten selbst sagen, wenn sie anrufen – vorher Geburtsdatum und Adresse abfragen. Nur Auffälliges braucht einen Termin.
""",
        updated="2026-02-23",
    ),
    "impfungen/kuehlschrank.md": topic(
        "Impfstoffkühlschrank",
        "Temperaturkontrolle beim Impfstoffkühlschrank",
        "feedback",
        """
- Impfstoffe nur im Medikamentenkühlschrank im Labor, nie im Küchenkühlschrank
- Temperatur muss zwischen 2 und 8 °C liegen
- Jeden Morgen Min/Max ablesen, ins Protokoll an der Tür eintragen, Min/Max zurücksetzen
- Abweichung → sofort Dr. Hoffmann Bescheid geben, betroffene Impfstoffe nicht verwenden, bis es geklärt ist
""",
        updated="2025-03-10",
    ),
    "impfungen/kuehlschrank-temperatur.md": topic(
        "Kühlschranktemperatur",
        "Impfstoffkühlschrank täglich kontrollieren",
        "feedback",
        """
Der Impfstoffkühlschrank im Labor wird jeden Morgen kontrolliert: Min- und Max-Wert ablesen, in die Liste an der Tür schreiben, zurücksetzen. Erlaubt sind 2 bis 8 Grad. Liegt ein Wert daneben, Dr. Hoffmann informieren und die Impfstoffe erst mal sperren. Lebensmittel haben darin nichts verloren.
""",
        updated="2025-03-10",
    ),
    "log/kuehlschrank-januar.md": topic(
        "Kühlschrank Januar",
        "Temperaturausreißer am Wochenende",
        "project",
        """
Montag 12.1.: Min/Max zeigte 11,4 °C – übers Wochenende war die Tür nicht richtig zu. Am Freitag hatte niemand abgelesen (Sabine krank, keiner eingesprungen).
Impfstoffe in Quarantäne, Hersteller angerufen: Grippe- und Tetanus-Impfstoff dürfen laut Stabilitätsdaten weiter verwendet werden, MMR wurde verworfen. Protokoll nachgetragen.
""",
        updated="2026-01-12",
    ),
    "impfungen/offene-fragen.md": topic(
        "Grippesaison – offene Fragen",
        "Was für die Impfsaison 2025/26 noch zu klären ist",
        "project",
        """
Offen für die Saison 2025/26:
- Wie viele Grippe-Dosen vorbestellen? (letztes Jahr 320, am Ende 40 übrig)
- Machen wir einen Impfsamstag?
- Covid-Auffrischung gleichzeitig anbieten oder getrennt?
- Wer koordiniert – Sabine oder Jana?
""",
        updated="2025-08-28",
    ),
    "impfungen/phase1.md": topic(
        "Impfaktion Phase 1",
        "Grippeimpfung im Oktober, zuerst die Risikogruppen",
        "project",
        """
Phase 1 (1.–31. Oktober): nur ab 60, Schwangere, chronisch Kranke und Pflegeheime. Impftermine Di und Do 15–17 Uhr, max. 20 pro Nachmittag.
Grippe und Covid am selben Termin geht, wenn gewünscht.
""",
        updated="2025-09-15",
    ),
    "impfungen/phase2.md": topic(
        "Impfaktion Phase 2",
        "Ab November für alle, dazu ein Impfsamstag",
        "project",
        """
Phase 2 ab 3. November: Grippeimpfung für alle, die wollen. Keine Extratermine mehr, sondern eine offene Impfstunde Fr 10–12 Uhr ohne Termin.
Impfsamstag am 15. November, 9–13 Uhr, beide Ärzt:innen da. Nachbestellt: 80 Dosen.
""",
        updated="2025-10-20",
    ),
    "team/besprechung-februar.md": topic(
        "Teambesprechung Februar",
        "Protokoll der Teambesprechung vom 18.2.",
        "project",
        """
Teambesprechung 18.2., alle da außer Dr. Yilmaz.
- Tobias' Idee: Rezeptbestellungen nur noch online übers Formular, die telefonische Rezeptline abschalten. Dr. Hoffmann dagegen – viele Ältere haben kein Smartphone, und die Rezeptline entlastet ja gerade das Telefon. Bleibt alles, wie es ist.
- Neue Kittel sind bestellt.
- Grillfest im Juni, Termin folgt.
""",
        updated="2026-02-18",
    ),
    "rezepte/bestellung.md": FOLGEREZEPTE,
    "inbox/folgerezepte.md": FOLGEREZEPTE,
    "feedback/keine-au-telefon.md": topic(
        "AU am Telefon",
        "MFAs stellen keine Krankschreibung am Telefon aus",
        "feedback",
        """
Keine AU am Telefon durch uns MFAs, auch nicht „nur für einen Tag“. Ob es eine telefonische AU gibt (nur bekannte Patient:innen, bis 5 Tage), entscheidet ausschließlich der Arzt oder die Ärztin nach eigenem Gespräch – wir legen nur einen Rückruf an.
""",
        updated="2025-11-03",
    ),
}

FILES = with_index(
    N,
    title="Praxis am Lindenplatz – Gedächtnis",
    sections={
        "praxis/": "Praxis",
        "team/": "Praxis",
        "notfall/": "Praxis",
        "labor/": "Labor & Befunde",
        "rezepte/": "Rezepte",
        "impfungen/": "Impfungen",
        "hausbesuche/": "Hausbesuche & Vertretung",
        "vertretung/": "Hausbesuche & Vertretung",
        "software/": "Albis",
    },
)


def pair(kind, a, b, form, why):
    return PairLabel(kind, (a, b), form, why)


def ask(text, *expect, conversational=False):
    return Question(text, "de", expect=tuple(expect), conversational=conversational)


def chat(text):
    return Question(text, "de", silent=True)


MEMDIR = LabelledMemdir(
    name="hausarztpraxis",
    half="tuning",
    language="de",
    domain="German GP practice front desk",
    style="bullet notes mixed with full sentences, one paragraph per line",
    files=FILES,
    pairs=[
        # contradictions
        pair(
            "contradiction",
            "labor/kurier.md",
            "notizen/2026-02-10.md",
            "time-moved",
            "Kurier 11:30 vs erst um 13:00",
        ),
        pair(
            "contradiction",
            "hausbesuche/regeln.md",
            "hausbesuche/umkreis.md",
            "threshold-changed",
            "Hausbesuche im Umkreis 5 km vs bis 10 km",
        ),
        pair(
            "contradiction",
            "vertretung/urlaub.md",
            "vertretung/2026.md",
            "owner-changed",
            "Vertretung Dr. Öztürk vs Lindner & Roth",
        ),
        pair(
            "contradiction",
            "software/recall.md",
            "software/impferinnerungen.md",
            "renamed",
            "Albis-Liste „Recall-Liste“ vs „Impferinnerungen“",
        ),
        pair(
            "contradiction",
            "rezepte/e-rezept.md",
            "rezepte/kein-ausdruck.md",
            "policy-reversed",
            "immer QR-Ausdruck mitgeben vs nur noch auf Nachfrage",
        ),
        pair(
            "contradiction",
            "praxis/online-termine.md",
            "praxis/terminbuchung.md",
            "tool-switched",
            "Online-Termine über Doctolib vs Samedi",
        ),
        pair(
            "contradiction",
            "notfall/notfallkoffer.md",
            "notfall/nach-umbau.md",
            "location-changed",
            "Notfallkoffer im Flur zwischen Raum 2 und 3 vs hinter dem Empfangstresen",
        ),
        pair(
            "contradiction",
            "team/telefon.md",
            "team/besetzung-februar.md",
            "count-changed",
            "zwei MFAs vormittags am Telefon vs nur noch Melek",
        ),
        pair(
            "contradiction",
            "labor/befunde-telefon.md",
            "feedback/normwerte.md",
            "reworded-conflict",
            "keine Werte am Telefon vs MFA darf Normalbefunde selbst mitteilen",
        ),
        # decoys
        pair(
            "decoy",
            "labor/kurier.md",
            "software/recall.md",
            "shared-technology",
            "Albis-Listen: „Labor offen“ vs Recall-Liste für Impfungen",
        ),
        pair(
            "decoy",
            "labor/kurier.md",
            "software/impferinnerungen.md",
            "shared-technology",
            "Albis-Listen: offene Laboraufträge vs Impferinnerungen",
        ),
        pair(
            "decoy",
            "hausbesuche/regeln.md",
            "notfall/nach-umbau.md",
            "shared-technology",
            "Kartenterminal: mobiles beim Hausbesuch vs am Empfang neben dem Drucker",
        ),
        pair(
            "decoy",
            "impfungen/kuehlschrank.md",
            "log/kuehlschrank-januar.md",
            "rule-vs-incident",
            "tägliches Ablesen 2–8 °C vs Freitag nicht abgelesen, 11,4 °C",
        ),
        pair(
            "decoy",
            "impfungen/kuehlschrank-temperatur.md",
            "log/kuehlschrank-januar.md",
            "rule-vs-incident",
            "Kontrollregel und der Ausreißer im Januar",
        ),
        pair(
            "decoy",
            "impfungen/offene-fragen.md",
            "impfungen/phase2.md",
            "open-questions-vs-settled",
            "Impfsamstag ja/nein? → 15. November",
        ),
        pair(
            "decoy",
            "impfungen/offene-fragen.md",
            "impfungen/phase1.md",
            "open-questions-vs-settled",
            "Covid gleichzeitig? → am selben Termin möglich",
        ),
        pair(
            "decoy",
            "impfungen/phase1.md",
            "impfungen/phase2.md",
            "phase1-vs-phase2",
            "Oktober Risikogruppen Di/Do 15–17 vs ab November alle, Fr 10–12",
        ),
        pair(
            "decoy",
            "team/besprechung-februar.md",
            "rezepte/bestellung.md",
            "quoted-opinion-rejected",
            "Rezeptline abschalten abgelehnt; Telefon oder Formular bleibt",
        ),
        pair(
            "decoy",
            "team/besprechung-februar.md",
            "inbox/folgerezepte.md",
            "quoted-opinion-rejected",
            "abgelehnter Vorschlag vs die geltende Bestellregel (Kopie)",
        ),
        pair(
            "decoy",
            "labor/befunde-telefon.md",
            "feedback/keine-au-telefon.md",
            "two-donts-different-things",
            "keine Befunde am Telefon vs keine AU am Telefon durch MFAs",
        ),
        pair(
            "decoy",
            "praxis/sprechzeiten.md",
            "hausbesuche/regeln.md",
            "related-consistent",
            "Hausbesuche nach der Vormittagssprechstunde, vor 15 Uhr zurück",
        ),
        pair(
            "decoy",
            "praxis/sprechzeiten.md",
            "team/telefon.md",
            "related-consistent",
            "Vormittags 8–12 geöffnet und am Telefon besetzt",
        ),
        # duplicates
        pair(
            "duplicate",
            "rezepte/bestellung.md",
            "inbox/folgerezepte.md",
            "identical",
            "dieselbe Notiz zu Folgerezepten in zwei Ordnern",
        ),
        pair(
            "near-duplicate",
            "impfungen/kuehlschrank.md",
            "impfungen/kuehlschrank-temperatur.md",
            "paraphrased",
            "Kühlschrankkontrolle 2–8 °C, Min/Max, Dr. Hoffmann informieren",
        ),
    ],
    questions=[
        ask(
            "Um wie viel Uhr holt der Laborkurier die Proben ab?",
            "labor/kurier.md",
            "notizen/2026-02-10.md",
        ),
        ask(
            "Bis wie viele Kilometer fahren wir noch zu Hausbesuchen raus?",
            "hausbesuche/regeln.md",
            "hausbesuche/umkreis.md",
        ),
        ask(
            "Wer vertritt uns eigentlich, wenn wir Praxisurlaub haben?",
            "vertretung/urlaub.md",
            "vertretung/2026.md",
        ),
        ask(
            "Wo finde ich in Albis die Liste mit den fälligen Impfungen?",
            "software/recall.md",
            "software/impferinnerungen.md",
        ),
        ask(
            "Müssen wir beim E-Rezept den QR-Code noch ausdrucken?",
            "rezepte/e-rezept.md",
            "rezepte/kein-ausdruck.md",
        ),
        ask(
            "Über welches Portal können Patienten online Termine buchen?",
            "praxis/online-termine.md",
            "praxis/terminbuchung.md",
        ),
        ask(
            "Wo steht der Notfallkoffer jetzt?", "notfall/notfallkoffer.md", "notfall/nach-umbau.md"
        ),
        ask(
            "Wie viele von uns sitzen vormittags am Telefon?",
            "team/telefon.md",
            "team/besetzung-februar.md",
        ),
        ask(
            "Darf ich einer Patientin ihre Laborwerte am Telefon sagen, wenn alles normal ist?",
            "labor/befunde-telefon.md",
            "feedback/normwerte.md",
        ),
        ask(
            "Was muss ich machen, wenn der Impfkühlschrank über 8 Grad anzeigt?",
            "impfungen/kuehlschrank.md",
            "impfungen/kuehlschrank-temperatur.md",
            "log/kuehlschrank-januar.md",
        ),
        ask(
            "Hatten wir in der Grippesaison einen Impfsamstag, und wann war der?",
            "impfungen/phase2.md",
        ),
        ask(
            "Wie bestellen Patienten bei uns ihre Folgerezepte?",
            "rezepte/bestellung.md",
            "inbox/folgerezepte.md",
        ),
        ask("Wann hat die Praxis nachmittags offen?", "praxis/sprechzeiten.md"),
        ask(
            "Darf ich jemandem am Telefon eine Krankschreibung ausstellen?",
            "feedback/keine-au-telefon.md",
        ),
        ask(
            "Danke dir! Und wer durfte im Oktober schon zur Grippeimpfung kommen?",
            "impfungen/phase1.md",
            conversational=True,
        ),
        ask(
            "Super, passt. Und bis wann muss ein Hausbesuch angemeldet sein?",
            "hausbesuche/regeln.md",
            conversational=True,
        ),
        chat("Moin!"),
        chat("Guten Morgen zusammen"),
        chat("Danke, das hat echt geholfen"),
        chat("Alles klar, nächstes Thema"),
        chat("Bis morgen dann!"),
        chat("Hmm, lass mich kurz überlegen"),
        chat("Du bist klasse, vielen Dank!"),
        Question(
            "Guten Morgen! Montag, und das Wartezimmer ist schon voll",
            "de",
            silent=True,
            why="small talk",
        ),
        Question("Danke, das hat mir den Vormittag gerettet", "de", silent=True, why="small talk"),
        Question("Bin kurz Kaffee holen, gleich zurück", "de", silent=True, why="small talk"),
        Question("Klingt gut", "de", silent=True, why="small talk"),
        Question("Alles klar, danke dir", "de", silent=True, why="small talk"),
        Question("Wie geht's dir heute?", "de", silent=True, why="small talk"),
        Question("Bist du noch da?", "de", silent=True, why="small talk"),
        Question(
            "Was für ein Wetter heute, es schüttet seit dem Aufstehen",
            "de",
            silent=True,
            why="small talk",
        ),
        Question("Schönes Wochenende euch, bis Montag!", "de", silent=True, why="small talk"),
        Question(
            "Puh, das Telefon steht heute keine Minute still", "de", silent=True, why="small talk"
        ),
        Question(
            "Wer ist im Labor jetzt unsere Ansprechpartnerin?",
            "de",
            expect=("notizen/2026-02-10.md",),
            why="new lab contact",
        ),
        Question(
            "Bis wann darf ich Blut abnehmen, damit es heute noch mitgeht?",
            "de",
            expect=("notizen/2026-02-10.md", "labor/kurier.md"),
            why="different words: last blood draw before the courier",
        ),
        Question(
            "wie oft geht jana die impferinerungen durch",
            "de",
            expect=("software/impferinnerungen.md", "software/recall.md"),
            why="typo; monthly reminder list",
        ),
        Question(
            "Zeig mir, was mit den Impfstoffen nach dem Kühlschrank-Ausreißer im Januar passiert ist",
            "de",
            expect=("log/kuehlschrank-januar.md",),
            why="request; the January incident",
        ),
        Question(
            "Welches Zimmer nehmen wir seit dem Umbau für Infektpatienten?",
            "de",
            expect=("notfall/nach-umbau.md",),
            why="different words: Wartezimmer 2 is the Infektzimmer",
        ),
        Question(
            "Wer kontrolliert die Ablaufdaten im Notfallkoffer?",
            "de",
            expect=("notfall/notfallkoffer.md",),
            why="conjugated differently: Sabine prüft",
        ),
        Question(
            "Ah okay, verstehe. Und was soll ich machen, wenn es am Telefon ohne Ende klingelt?",
            "de",
            expect=("team/besetzung-februar.md",),
            conversational=True,
            why="chat around the callback list",
        ),
        Question(
            "Prima, danke! Wollte Tobias nicht die Rezeptline abschaffen, was ist daraus geworden?",
            "de",
            expect=(
                "team/besprechung-februar.md",
                "rezepte/bestellung.md",
                "inbox/folgerezepte.md",
            ),
            conversational=True,
            why="chat around the rejected proposal",
        ),
    ],
    complete_labels=True,
)
