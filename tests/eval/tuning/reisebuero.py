"""A small travel agency's (Reisebüro) agent memory: hours, booking systems, suppliers, refunds.

Style: German, mixed formal (a meeting protocol) and terse notes, mostly bullet lists.
"""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "allgemein/oeffnungszeiten.md": topic(
        "Öffnungszeiten",
        "Wann das Reisebüro offen ist und wer samstags da ist",
        "reference",
        """# Öffnungszeiten Reisebüro Sonnenweg

- Mo–Fr 9:00–18:00
- Mittagspause 13:00–14:00 (Tür zu, Telefon läuft auf Band)
- Sa 9:00–13:00
- samstags immer zwei Personen im Laden: eine berät, eine macht Telefon und Kasse
- Telefon ab 8:30 besetzt
""",
        updated="2025-03-03",
    ),
    "allgemein/aushang-april.md": topic(
        "Aushang Samstag",
        "Neue Samstagszeiten ab April",
        "project",
        """Ab 1. April samstags 10–14 Uhr. Aushang hängt an der Tür, Google-Profil ist angepasst.
""",
        updated="2026-03-25",
    ),
    "team/dienstplan-2026.md": topic(
        "Dienstplan 2026",
        "Wer wann arbeitet, Stand Januar",
        "project",
        """Dienstplan 2026 – Stand Januar

- Samstagsdienst: eine Person allein, reihum Jonas → Mira → Lena (Lena erst ab Mai allein)
- Urlaubssperre 20.7.–15.8. (Hauptsaison)
- Lena Berufsschule Di + Mi
- Frau Brenner freitags ab 14 Uhr nicht im Haus
""",
        updated="2026-01-08",
        nested=True,
        session="7d3f0a9e-1c42-4b8e-b0d5-8e61a2f4c7b9",
        modified="2026-01-08T16:40:00Z",
    ),
    "team/zustaendigkeiten.md": topic(
        "Zuständigkeiten",
        "Wer im Team wofür zuständig ist",
        "reference",
        """Wer macht was:
- Gruppenreisen (ab 10 Personen – Vereine, Schulklassen, Betriebsausflüge): Jonas
- Firmenkunden / Geschäftsreisen: Jonas
- Visa-Service: Mira
- Beschwerden: Frau Brenner
- Betreuung Azubi (Lena): Mira
""",
        updated="2025-02-10",
    ),
    "team/gruppen-neu.md": topic(
        "Gruppenanfragen",
        "Wohin Gruppenanfragen gehen",
        "project",
        """Ab sofort landen alle Gruppenanfragen bei Mira – egal ob Verein, Schulklasse oder Firma mit
Ausflug. Jonas behält seine Geschäftsreisekunden.
""",
        updated="2025-11-03",
    ),
    "erstattung/kulanz.md": topic(
        "Kulanz",
        "Wer Kulanzgutschriften freigeben darf",
        "feedback",
        """Kulanzgutschriften bis 50 € darf jede/r selbst freigeben, bitte im Vorgang vermerken.
Alles darüber nur mit Frau Brenner.
""",
        updated="2025-04-22",
    ),
    "besprechungen/2026-01-teamrunde.md": topic(
        "Teamrunde Januar 2026",
        "Protokoll der Teamrunde vom 14.01.2026",
        "project",
        """Protokoll Teamrunde 14.01.2026
Anwesend: G. Brenner, J. Keller, M. Petrović, L. Sauer

**TOP 1 Kulanz**
Die Freigabegrenze für Kulanzgutschriften ohne Rücksprache wird auf 150 € angehoben. Darüber
entscheidet weiterhin Frau Brenner.

**TOP 2 Servicegebühren**
Herr Keller schlägt eine Bearbeitungsgebühr von 25 € pro Umbuchung vor („machen die
Online-Portale auch"). Abgelehnt – für Umbuchungen nehmen wir weiterhin keine eigene Gebühr.

**TOP 3 Programm**
Kreuzfahrten wieder ins Angebot aufnehmen? Meinungen geteilt, vertagt auf März.

**TOP 4 Sonstiges**
Neue Kaffeemaschine ist bestellt.
""",
        updated="2026-01-14",
    ),
    "erstattung/umbuchungen.md": topic(
        "Umbuchungen und Stornos",
        "Ob wir eine eigene Gebühr berechnen",
        "feedback",
        """Umbuchung oder Storno: keine eigene Servicegebühr von uns. Der Kunde zahlt nur, was
Veranstalter bzw. Airline laut ihren Bedingungen verlangen.
""",
        updated="2025-05-06",
    ),
    "erstattung/stornoablauf.md": topic(
        "Storno-Ablauf",
        "Schritte bei der Stornierung einer Pauschalreise",
        "reference",
        """Storno Pauschalreise – Ablauf

1. Storno schriftlich vom Kunden (E-Mail reicht)
2. im Veranstaltersystem stornieren, Stornonummer in den Vorgang
3. Stornogebühr laut Veranstalter-AGB dem Kunden mitteilen
4. Restbetrag per Überweisung zurück auf das Konto, von dem gezahlt wurde
5. Vorgang schließen
""",
        updated="2025-06-16",
    ),
    "regeln/keine-whatsapp.md": topic(
        "Keine Ausweise per WhatsApp",
        "Keine Pass- oder Kartendaten über WhatsApp",
        "feedback",
        """Keine Pass- oder Ausweiskopien und keine Kreditkartendaten über WhatsApp – weder annehmen
noch verschicken. Kunde nutzt das Upload-Formular auf der Website oder kommt vorbei.
""",
        updated="2025-09-09",
    ),
    "regeln/messenger-datenschutz.md": topic(
        "Datenschutz Messenger",
        "Ausweisdokumente nie über Messenger",
        "feedback",
        """Datenschutz: Pässe, Personalausweise, Kartennummern niemals per Messenger (WhatsApp & Co.).
Dafür gibt es den sicheren Upload auf unserer Seite, oder persönlich im Büro abgeben.
""",
        updated="2025-09-09",
    ),
    "regeln/keine-barerstattung.md": topic(
        "Keine Barerstattung",
        "Erstattungen nicht bar auszahlen",
        "feedback",
        """Erstattungen nie bar aus der Kasse auszahlen – auch nicht bei 20 € Kleinkram. Immer
Überweisung.
""",
        updated="2025-06-16",
    ),
    "buchung/flug.md": topic(
        "Flugbuchungen",
        "Womit Nur-Flug gebucht wird",
        "reference",
        """Nur-Flug-Buchungen: Amadeus Selling Platform Connect. Office-ID und Zugänge hat Frau
Brenner. Tickets am Buchungstag ausstellen (Tarife!).
""",
        updated="2025-02-12",
    ),
    "buchung/merlin.md": topic(
        "Merlin",
        "Flüge buchen seit März",
        "reference",
        """Flüge werden seit März in Merlin (Sabre) gebucht und ausgestellt. Logins im Passwortsafe
unter „Merlin", Schulungsunterlagen in Team/Schulungen.
""",
        updated="2026-03-02",
    ),
    "kunden/reiseunterlagen.md": topic(
        "Reiseunterlagen",
        "Wie Kunden ihre Unterlagen bekommen",
        "feedback",
        """Reiseunterlagen immer ausgedruckt mitgeben: blaue Sonnenweg-Mappe mit Voucher, Reiseplan,
Stadtplan und unserer Visitenkarte. Das erwarten die Stammkunden.
""",
        updated="2025-01-20",
    ),
    "kunden/papierlos.md": topic(
        "Papierlos",
        "Unterlagen nach der Druckkosten-Abrechnung",
        "feedback",
        """Schluss mit den Papiermappen. Unterlagen gehen als PDF per Mail raus; gedruckt wird nur,
wenn jemand ausdrücklich danach fragt. (Frau Brenner, nach der Druckkosten-Abrechnung.)
""",
        updated="2026-02-09",
    ),
    "kunden/visa-paesse.md": topic(
        "Visa: einbehaltene Pässe",
        "Aufbewahrung der Pässe bei Visaanträgen",
        "reference",
        """Pässe, die wir für Visaanträge einbehalten (Indien, China, …): in den Tresor in Frau
Brenners Büro. Liste mit Name / Passnummer / Abgabedatum liegt obendrauf.
""",
        updated="2025-03-18",
    ),
    "kunden/paesse-schrank.md": topic(
        "Stahlschrank Empfang",
        "Was im Stahlschrank am Empfang liegt",
        "reference",
        """Einbehaltene Reisepässe der Visa-Kunden kommen jetzt in den grauen Stahlschrank hinter dem
Empfang. Schlüssel: Mira und Jonas. Im Tresor bleibt nur noch die Kasse.
""",
        updated="2026-01-20",
    ),
    "marketing/newsletter.md": topic(
        "Newsletter",
        "Der monatliche Newsletter",
        "project",
        """Newsletter „Fernweh-Post": monatlich in der ersten Woche, ca. 900 Adressen, Versand über
CleverReach. Texte: Mira.
""",
        updated="2025-04-07",
    ),
    "marketing/reisebrief.md": topic(
        "Kunden-Mail neu",
        "Die monatliche Kunden-Mail im neuen Look",
        "project",
        """Die monatliche Kunden-Mail hat einen neuen Look und heißt seit Januar „Sonnenweg
Reisebrief". Verteiler und Rhythmus wie gehabt.
""",
        updated="2026-01-10",
    ),
    "zahlung/anzahlung.md": topic(
        "Anzahlung",
        "Zahlungsmodalitäten Pauschalreise",
        "reference",
        """Pauschalreisen: 20 % Anzahlung bei Buchung (nach Erhalt des Sicherungsscheins), Rest
30 Tage vor Abreise.
""",
        updated="2025-03-05",
    ),
    "zahlung/kasse.md": topic(
        "Bezahlen beim Abschluss",
        "Frau Brenner will keine offenen Posten mehr",
        "feedback",
        """Frau Brenner hat keine Lust mehr, offenen Beträgen hinterherzutelefonieren. Bei uns wird
darum der komplette Reisepreis gleich beim Abschluss bezahlt – Karte, oder Überweisung am
selben Tag. Keine Teilbeträge, keine Raten.
""",
        updated="2026-02-12",
    ),
    "lieferanten/kontakte-alt.md": topic(
        "Lieferanten (alt)",
        "Alte Kontaktliste der Partner",
        "reference",
        """- Bus: Reisedienst Förster, Herr Förster, 0951 123 4470
- Hotelkontingente Toskana: Agenzia Colli, Sig.ra Bellini
- Reiseversicherung: Agenturbetreuung Frau Koch
""",
        updated="2025-01-15",
        extra={"status": "superseded", "superseded_by": "lieferanten/kontakte.md"},
    ),
    "lieferanten/kontakte.md": topic(
        "Lieferanten",
        "Ansprechpartner bei Bus, Hotels, Versicherung",
        "reference",
        """- Busunternehmen: Hofmann Reisen, Frau Yıldız, 0951 123 9012
- Hotelkontingente Toskana: Agenzia Colli, Sig.ra Bellini, +39 0577 123 456
- Reiseversicherung: Agenturbetreuung Herr Lorenz, 089 123 4566
- Reiseleitung Wien: Frau Dr. Haas
""",
        updated="2025-10-13",
    ),
    "lieferanten/kontakte-kopie.md": topic(
        "Ansprechpartner Partner",
        "Kontakte der Leistungsträger",
        "reference",
        """- Reiseleitung Wien: Frau Dr. Haas
- Reiseversicherung: Agenturbetreuung Herr Lorenz, 089 123 4566
- Busunternehmen: Hofmann Reisen, Frau Yıldız, 0951 123 9012
- Hotelkontingente Toskana: Agenzia Colli, Sig.ra Bellini, +39 0577 123 456
""",
        updated="2025-10-13",
        aliases=["Partnerliste"],
    ),
    "offen/kreuzfahrten.md": topic(
        "Kreuzfahrten",
        "Kreuzfahrten wieder im Programm",
        "project",
        """Entschieden in der Teamrunde im März: Kreuzfahrten kommen zurück ins Programm, ab dem
Herbstkatalog. Schwerpunkt Mein Schiff und AIDA, Ansprechpartner Jonas.
""",
        updated="2026-03-18",
    ),
    "regeln/formblatt.md": topic(
        "Formblatt",
        "Pflicht-Formblatt bei Pauschalreisen",
        "feedback",
        """Kein Pauschalreise-Abschluss ohne unterschriebenes Formblatt (Pauschalreiserichtlinie).
Kunde unterschreibt vor Ort, Kopie in den Vorgang.
""",
        updated="2025-02-03",
    ),
    "log/2026-02-wagner.md": topic(
        "Herr Wagner ohne Formblatt",
        "Formblatt im Trubel vergessen",
        "project",
        """12.2.: Herr Wagner (Kanaren, 2 Pers.) ist ohne unterschriebenes Formblatt raus – Lena
hat's im Trubel vergessen. Per Post mit Rückumschlag hinterher, kam am 16.2. unterschrieben
zurück.
""",
        updated="2026-02-16",
    ),
    "it/ticket-318.md": topic(
        "IT-Ticket 318",
        "Drucker im Beratungsraum 2",
        "project",
        """IT-Ticket #318 bei Netzwerk Hubert: Drucker in Beratungsraum 2 druckt nur noch leere
Seiten. Techniker kommt Donnerstag.
""",
        updated="2026-02-03",
    ),
    "gruppen/vorgang-318.md": topic(
        "Vorgang 318",
        "Busreise Wien Gesangverein",
        "project",
        """Vorgang 318: Gesangverein Liederkranz Hallstadt, Busreise Wien 15.–18.10., 38 Personen.
Bus bei Hofmann Reisen angefragt, Hotel optioniert. Ansprechpartnerin beim Verein: Frau
Lindner.
""",
        updated="2026-02-05",
    ),
}

FILES = with_index(N, title="Reisebüro Sonnenweg – Gedächtnis")

ask, chat = questions_in("de")

MEMDIR = LabelledMemdir(
    name="reisebuero",
    half="tuning",
    language="de",
    domain="small travel agency (Reisebüro)",
    style="German, mixed formal and terse, bullet lists",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "allgemein/oeffnungszeiten.md",
            "allgemein/aushang-april.md",
            "time-moved",
            "Sa 9–13 (Aufzählungspunkt) vs ab April Sa 10–14.",
        ),
        P(
            "contradiction",
            "erstattung/kulanz.md",
            "besprechungen/2026-01-teamrunde.md",
            "threshold-changed",
            "Kulanz selbst freigeben bis 50 € vs 150 € (TOP im Protokoll).",
        ),
        P(
            "contradiction",
            "team/zustaendigkeiten.md",
            "team/gruppen-neu.md",
            "owner-changed",
            "Gruppenreisen Jonas vs Mira.",
        ),
        P(
            "contradiction",
            "marketing/newsletter.md",
            "marketing/reisebrief.md",
            "renamed",
            "„Fernweh-Post“ vs „Sonnenweg Reisebrief“.",
        ),
        P(
            "contradiction",
            "kunden/reiseunterlagen.md",
            "kunden/papierlos.md",
            "policy-reversed",
            "Immer ausgedruckt in der Mappe vs Schluss mit Papiermappen, PDF.",
        ),
        P(
            "contradiction",
            "buchung/flug.md",
            "buchung/merlin.md",
            "tool-switched",
            "Flüge in Amadeus vs Merlin (Sabre).",
        ),
        P(
            "contradiction",
            "kunden/visa-paesse.md",
            "kunden/paesse-schrank.md",
            "location-changed",
            "Visa-Pässe im Tresor bei Frau Brenner vs Stahlschrank am Empfang.",
        ),
        P(
            "contradiction",
            "allgemein/oeffnungszeiten.md",
            "team/dienstplan-2026.md",
            "count-changed",
            "Samstags immer zwei Personen vs eine Person allein.",
        ),
        P(
            "contradiction",
            "zahlung/anzahlung.md",
            "zahlung/kasse.md",
            "reworded-conflict",
            "20 % Anzahlung, Rest 30 Tage vorher vs kompletter Preis beim Abschluss, keine Teilbeträge.",
        ),
        # duplicates
        P(
            "duplicate",
            "lieferanten/kontakte.md",
            "lieferanten/kontakte-kopie.md",
            "reordered",
            "Dieselben vier Kontakte in anderer Reihenfolge.",
        ),
        P(
            "duplicate",
            "regeln/keine-whatsapp.md",
            "regeln/messenger-datenschutz.md",
            "same-rule-restated",
            "Keine Ausweise/Kartendaten per WhatsApp, Upload oder persönlich; am selben Tag zweimal.",
        ),
        # decoys
        P(
            "decoy",
            "erstattung/umbuchungen.md",
            "besprechungen/2026-01-teamrunde.md",
            "quoted-opinion-rejected",
            "Vorschlag 25 € Umbuchungsgebühr abgelehnt; keine eigene Gebühr bleibt.",
        ),
        P(
            "decoy",
            "besprechungen/2026-01-teamrunde.md",
            "offen/kreuzfahrten.md",
            "open-questions-vs-settled",
            "Kreuzfahrten vertagt im Januar vs im März entschieden.",
        ),
        P(
            "decoy",
            "regeln/formblatt.md",
            "log/2026-02-wagner.md",
            "rule-vs-incident",
            "Kein Abschluss ohne Formblatt vs Herr Wagner ging ohne.",
        ),
        P(
            "decoy",
            "it/ticket-318.md",
            "gruppen/vorgang-318.md",
            "same-ticket-ids",
            "318: Druckerticket vs Gruppenvorgang Wien.",
        ),
        P(
            "decoy",
            "regeln/keine-whatsapp.md",
            "regeln/keine-barerstattung.md",
            "two-donts-different-things",
            "Keine Ausweise per WhatsApp vs keine Barerstattung.",
        ),
        P(
            "decoy",
            "regeln/messenger-datenschutz.md",
            "regeln/keine-barerstattung.md",
            "two-donts-different-things",
            "Keine Ausweise per Messenger vs keine Barerstattung.",
        ),
        P(
            "decoy",
            "erstattung/stornoablauf.md",
            "regeln/keine-barerstattung.md",
            "related-consistent",
            "Erstattung per Überweisung; nie bar. Stimmen überein.",
        ),
        P(
            "decoy",
            "erstattung/umbuchungen.md",
            "erstattung/stornoablauf.md",
            "related-consistent",
            "Nur Gebühren des Veranstalters; Stornogebühr laut Veranstalter-AGB.",
        ),
        P(
            "decoy",
            "lieferanten/kontakte-alt.md",
            "lieferanten/kontakte.md",
            "superseded-and-successor",
            "Alte Liste (Bus Förster) als superseded markiert, neue Liste (Hofmann Reisen).",
        ),
        P(
            "decoy",
            "lieferanten/kontakte-alt.md",
            "lieferanten/kontakte-kopie.md",
            "superseded-and-successor",
            "Alte Liste (Förster, Frau Koch) superseded; Kopie der neuen Liste.",
        ),
    ],
    questions=[
        ask(
            "Wann haben wir samstags offen?",
            "allgemein/oeffnungszeiten.md",
            "allgemein/aushang-april.md",
        ),
        ask(
            "Wer kümmert sich jetzt um die Gruppenreisen, Jonas oder Mira?",
            "team/gruppen-neu.md",
            "team/zustaendigkeiten.md",
        ),
        ask(
            "Bis zu welchem Betrag darf ich eine Kulanzgutschrift alleine freigeben?",
            "erstattung/kulanz.md",
            "besprechungen/2026-01-teamrunde.md",
        ),
        ask("Mit welchem Programm buchen wir Flüge?", "buchung/flug.md", "buchung/merlin.md"),
        ask(
            "Bekommen die Kunden ihre Reiseunterlagen noch in der Mappe?",
            "kunden/reiseunterlagen.md",
            "kunden/papierlos.md",
        ),
        ask(
            "Wo bewahren wir die Pässe für die Visaanträge auf?",
            "kunden/visa-paesse.md",
            "kunden/paesse-schrank.md",
        ),
        ask(
            "reicht es wenn samstags nur einer im laden ist?",
            "allgemein/oeffnungszeiten.md",
            "team/dienstplan-2026.md",
        ),
        ask(
            "Wie heißt unser monatlicher Rundbrief an die Kunden eigentlich?",
            "marketing/newsletter.md",
            "marketing/reisebrief.md",
        ),
        ask(
            "Wieviel muss ein Kunde bei einer Pauschalreise anzahlen?",
            "zahlung/anzahlung.md",
            "zahlung/kasse.md",
        ),
        ask(
            "Wer ist unsere Ansprechpartnerin beim Busunternehmen?",
            "lieferanten/kontakte.md",
            "lieferanten/kontakte-kopie.md",
        ),
        ask(
            "Darf ich eine Erstattung auch bar auszahlen?",
            "regeln/keine-barerstattung.md",
            "erstattung/stornoablauf.md",
        ),
        ask(
            "nehmen wir eine gebür wenn jemand umbucht?",
            "erstattung/umbuchungen.md",
            "besprechungen/2026-01-teamrunde.md",
        ),
        ask(
            "Was muss der Kunde vor dem Abschluss einer Pauschalreise unterschreiben?",
            "regeln/formblatt.md",
        ),
        ask(
            "Danke! Und bieten wir inzwischen wieder Kreuzfahrten an?",
            "offen/kreuzfahrten.md",
            "besprechungen/2026-01-teamrunde.md",
            conversational=True,
        ),
        ask(
            "Super, danke dir. Darf mir ein Kunde seinen Pass eigentlich per WhatsApp schicken?",
            "regeln/keine-whatsapp.md",
            "regeln/messenger-datenschutz.md",
            conversational=True,
        ),
        chat("Guten Morgen! Heute wird's voll im Laden, Ferienbeginn"),
        chat("Danke, das hat mir den Samstag gerettet"),
        chat("ok, weiter geht's"),
        chat("bin kurz Kaffee holen"),
        chat("Schönes Wochenende und bis Montag!"),
        chat("Du bist echt eine große Hilfe"),
        chat("Draußen schüttet es, heute kommt eh keiner rein"),
        chat("alles klar"),
    ],
    complete_labels=True,
)
