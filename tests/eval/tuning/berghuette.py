# Written for held-out half heldout10 by a writer who never read a detector; measured there
# once as the newest half (contradiction precision 47%, recall 10%); moved to tuning so that
# tuning sees where the detectors still go wrong. heldout11 replaced it.
"""Memory of the team running an Alpine club hut: Stichpunkte, tables, rambling meeting notes."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- Team -------------------------------------------------------------------------------
    "team/personal-2025.md": topic(
        "Personal Saison 2025",
        "Wer heuer auf der Lärchkarhütte arbeitet und wer für was zuständig ist",
        "reference",
        """Lärchkarhütte (1.870 m), DAV Sektion Talham — Personal Saison 2025

| Name | Aufgabe | Zeitraum | Notiz |
|---|---|---|---|
| Toni Hinterberger | Hüttenwirt, MSB, Technik (Wasser/Strom) | ganze Saison | |
| Vroni Hinterberger | Hüttenwirtin, Kassa, Einkauf, Personal | ganze Saison | |
| Bertl Moser | Koch | ganze Saison | 4. Saison bei uns |
| Jakub Nowak | Küchenhilfe, Abwasch | ab 1.7. | wie letztes Jahr |
| Kathi Brandl | Zimmer & Lager, Wäsche, Reservierungen (Postfach + Hüttentelefon) | ganze Saison | |
| Leni Aigner | Service / Schank | ganze Saison | neu heuer |
| Flo Kastner | Hüttenhelfer: MSB, Holz, Müll, Wege | ganze Saison | |

Hochsaison (Juli/Aug): 7 Leut inkl. der Wirtsleut.
""",
        aliases=["Personalliste", "wer macht was"],
        updated="2025-04-03",
    ),
    "team/toni-uebergabe.md": topic(
        "Übergabe an Toni",
        "Wie der Toni eine Übergabe haben will",
        "user",
        """Toni mag's kurz: Übergabe per WhatsApp, a paar Stichpunkte, max. 5 Zeilen.
Nur was er wirklich wissen muss — Wasserstand, Kassa, was kaputt is. "Koan Roman bittschön."
""",
        updated="2025-04-01",
    ),
    "team/vroni-huettenbuch.md": topic(
        "Übergabe an Vroni",
        "Wie die Vroni eine Übergabe haben will",
        "user",
        """Vroni will die Übergabe ausführlich im Hüttenbuch (schwarzes Buch im Kuchlregal),
handschriftlich oder abgetippt und eingeklebt:
- Gäste, Besonderheiten, Beschwerden
- Kassastand
- Wasser / Strom
- was bestellt is, was fehlt, was kaputt is
"Lieber z'vui als z'wenig."
""",
        updated="2025-04-01",
    ),
    # --- Betrieb ------------------------------------------------------------------------------
    "betrieb/tagesablauf.md": topic(
        "Tagesablauf",
        "Der normale Tag auf der Hütte mit Uhrzeiten",
        "reference",
        """Tagesablauf Saison 2025:

| Uhrzeit | Was |
|---|---|
| 5:45 | Bertl fangt an, Kaffee, Brot aufbacken |
| 6:30–8:30 | Frühstück (HP-Gäste + wer extra Frühstück zahlt) |
| ab 9:00 | Zimmer & Lager machen (Kathi) |
| 11:30–20:00 | warme Küche für Tagesgäste |
| 18:30 | HP-Abendessen |
| 21:30 | letzte Runde an der Schank |
| 22:00 | Hüttenruhe, Licht aus im Lager |
""",
        updated="2025-04-08",
    ),
    "betrieb/halbpension.md": topic(
        "Halbpension",
        "Was zur HP gehört, wann gegessen wird, Sonderwünsche",
        "reference",
        """HP = Abendessen (3 Gänge) + Frühstück.
- Abendessen 18:30, alle auf einmal, eine Sitzung
- Suppe oder Salat, Hauptgang, Nachspeis
- vegetarisch nur, wenn's bei der Reservierung angegeben wurde — sonst kocht Bertl nix extra
- Allergien (Gluten, Laktose, Nüsse) ebenfalls vorher melden
- HP muss bis 17:00 an der Schank bestellt sein
""",
        aliases=["HP"],
        updated="2025-04-08",
    ),
    "betrieb/preise-2025.md": topic(
        "Preise 2025",
        "Übernachtungs- und Essenspreise für Mitglieder und Nichtmitglieder",
        "reference",
        """Preisliste 2025 (von der Sektion freigegeben):

| | AV-Mitglied | Nichtmitglied |
|---|---|---|
| Lager | 18 € | 32 € |
| Zimmer (pro Person) | 30 € | 45 € |
| Winterraum | 12 € | 20 € |
| HP (Abendessen + Frühstück) | 36 € | 36 € |
| nur Frühstück | 14 € | 14 € |
| Bergsteigeressen | 12 € | – |
| Duschmarke (4 Min.) | 3 € | 3 € |

Kinder bis 6 frei, AV-Jugend -50 % auf die Übernachtung.
""",
        updated="2025-03-20",
    ),
    "betrieb/fruehstueck.md": topic(
        "Frühstück früher",
        "Neue Frühstückszeit wegen der Gewitter am Nachmittag",
        "feedback",
        """Ab sofort Frühstück schon ab 6:00 statt halb sieben — d'Leut wollen wegen der
Nachmittagsgewitter früher los. Ende bleibt 8:30.
Bertl und Jakub fangen dafür um 5:15 an.
""",
        updated="2025-07-08",
    ),
    "kueche/fleischlos.md": topic(
        "Fleischlos am Abend",
        "Was der Bertl abends ohne Fleisch kocht",
        "feedback",
        """Bertl hat jeden Abend a fleischlose Hauptspeis parat — Kaspressknödel, Spinatknödel
oder Gemüselasagne, je nachdem was da is. Wer ka Fleisch mag, sagt's einfach am Abend der
Leni, des geht immer.
Allergien bitte weiterhin vorher, des is was anderes.
""",
        nested=True,
        session="3f7a91c2-0d4e-4b8a-a1f6-6c2e9b05d713",
        modified="2025-07-20",
        updated="2025-07-20",
    ),
    # --- Reservierung -------------------------------------------------------------------------
    "reservierung/ohne-reservierung.md": topic(
        "Gäste ohne Reservierung",
        "Was wir mit Leuten machen, die ohne Buchung vor der Tür stehen",
        "feedback",
        """Ohne Reservierung:
- Schlechtwetter, Gewitter oder es wird dunkel → niemand wird weggeschickt. Notlager im
  Gastraum auf Isomatten, Preis wie Lager.
- schönes Wetter und voll → freundlich zur Kühkaralm verweisen (1,5 Std.), vorher anrufen
  ob's dort Platz hat.
""",
        updated="2025-04-15",
    ),
    "reservierung/buchung-5521.md": topic(
        "Buchung 5521 Bergschule",
        "Gruppenbuchung der Bergschule Kogler im August",
        "project",
        """Buchung Nr. 5521 — Bergschule Kogler (Fr. Lechner)
- 16 Teilnehmer + 2 Bergführer, 8.–10.8., 2 Nächte
- HP für alle, Lager oben
- Anzahlung 300 € eingegangen am 16.6.
- Bergführer übernachten frei (1 auf 8)
""",
        updated="2025-06-18",
    ),
    # --- Unterkunft ---------------------------------------------------------------------------
    "unterkunft/zimmer-lager.md": topic(
        "Zimmer und Lager",
        "Welche Räume es gibt und wie viele Schlafplätze",
        "reference",
        """| Raum | Betten | Wo | Anmerkung |
|---|---|---|---|
| Zimmer 1–4 | je 4 | 1. Stock | Stockbetten, Waschbecken |
| Zimmer 5 | 2 | 1. Stock | Doppelbett, Bergführer/Paare |
| Matratzenlager "Gamsstall" | 24 | Dachgeschoss | |
| Jugendlager | 10 | Nebengebäude | für Gruppen |
| Winterraum | 8 | Anbau, eigener Eingang | außerhalb der Saison offen |

In der Saison zusammen 52 Schlafplätze (ohne Winterraum).
""",
        aliases=["Bettenübersicht", "Schlafplätze"],
        updated="2025-03-28",
    ),
    "unterkunft/adlerhorst.md": topic(
        "Dachlager heißt Adlerhorst",
        "Neuer Name fürs Lager im Dachgeschoss",
        "feedback",
        """Das Dachlager (bisher "Gamsstall") heißt ab sofort "Adlerhorst" — die Sektion will's
für die Online-Buchung einheitlich, Schild über der Tür hängt scho.
Bitte im Belegungsplan und am Telefon nur mehr Adlerhorst sagen.
""",
        updated="2025-06-02",
    ),
    "unterkunft/schlafsack.md": topic(
        "Hüttenschlafsack",
        "Hüttenschlafsack-Pflicht und Leihschlafsack",
        "feedback",
        """Hüttenschlafsack is Pflicht, in Zimmer und Lager (Hygiene, AV-Regel).
Wer koan dabei hat: Leihschlafsack 5 € bei der Kathi, waschen tun mir.
""",
        nested=True,
        session="b2c8e6d0-5a17-4f3b-9e21-7d4f0a8c6e95",
        modified="2025-05-02",
        updated="2025-05-02",
    ),
    "unterkunft/huettenschlafsack.md": topic(
        "Ohne Schlafsack kein Bett",
        "Regel fürs Bett: eigener oder geliehener Hüttenschlafsack",
        "feedback",
        """Ohne eigenen Hüttenschlafsack kommt niemand ins Bett — die Kathi verleiht welche für
5 €. Gilt fürs Lager genauso wie für die Zimmer.
""",
        nested=True,
        session="b2c8e6d0-5a17-4f3b-9e21-7d4f0a8c6e95",
        modified="2025-05-02",
        updated="2025-05-02",
    ),
    "unterkunft/lager-kein-feuer.md": topic(
        "Kein offenes Feuer im Haus",
        "Kerzen, Kocher und Rauchen in Lager und Zimmern",
        "feedback",
        """Im Lager und in den Zimmern: keine Kerzen, koane Teelichter, kein Kocher, ned rauchen.
Offenes Feuer gibt's nur im Kachelofen.
""",
        updated="2025-04-15",
    ),
    "unterkunft/schuhe.md": topic(
        "Bergschuhe",
        "Wo Bergschuhe, Stecken und Pickel hingehören",
        "feedback",
        """Bergschuhe bleiben im Schuhraum (EG links). Ins Haus nur mit Hüttenschuhen aus der Kiste.
Stecken und Pickel auch im Schuhraum, ned mit ins Lager.
""",
        updated="2025-04-15",
    ),
    "unterkunft/hunde.md": topic(
        "Hunde",
        "Wo Hunde hindürfen und wo sie über Nacht bleiben",
        "feedback",
        """Hunde:
- in der Gaststube an der Leine ok
- über Nacht nur in den 2 Hundeboxen im Anbau beim Holzschupfen (bei der Reservierung
  anmelden, 5 €/Nacht)
- nie im Lager, nie im Zimmer
""",
        updated="2025-04-15",
    ),
    "unterkunft/hundezimmer-idee.md": topic(
        "Hundezimmer? (Helmut)",
        "Vorschlag vom Hüttenreferenten, ein Zimmer für Hunde herzugeben",
        "project",
        """Helmut (Hüttenreferent) hat gmeint, mir sollten Zimmer 5 als Hundezimmer hergeben —
"andere Hütten machen des längst, des bringt Buchungen".
Vroni: na. Allergiker, Putzerei, Bellerei in der Nacht. Bleibt bei den Boxen im Anbau.
""",
        updated="2025-06-05",
    ),
    # --- Saison ----------------------------------------------------------------------------
    "saison/saisonzeiten-plan.md": topic(
        "Saisonzeiten 2025 (Plan)",
        "Geplante Öffnung und Schließung 2025",
        "project",
        """Saison 2025 — Plan: aufsperren Sa 7.6., zusperren So 12.10.
Hängt vom Schnee am Lärchkar-Steig ab.
""",
        updated="2025-02-15",
        extra={"status": "superseded", "superseded_by": "saison/saisonzeiten-2025.md"},
    ),
    "saison/saisonzeiten-2025.md": topic(
        "Saisonzeiten 2025",
        "Wann die Hütte heuer offen hat",
        "project",
        """Saison 2025 fix: Sa 14.6. bis So 5.10.
Im Kar liegt no zu viel Schnee am Steig, Helmut hat's mit der Sektion so ausgmacht.
Winterraum ab 6.10. wieder offen.
""",
        updated="2025-05-05",
    ),
    "saison/offene-punkte.md": topic(
        "Offene Punkte vor Saisonstart",
        "Was vor der Saison 2025 noch zu klären war",
        "project",
        """Offen vor Saisonstart 2025:
- Saisonzeiten fix? (Schnee im Kar)
- Kartenzahlung: welches Gerät, geht des mit unserm Netz?
- Winterraum: neue Matratzen, zahlt's die Sektion?
- Hüttenabend mit Musi — welches Wochenende?
""",
        updated="2025-04-02",
    ),
    "saison/kartenzahlung.md": topic(
        "Kartenzahlung",
        "Welches Kartengerät wir nehmen",
        "project",
        """Kartenzahlung entschieden: SumUp Air, läuft über den LTE-Router am Dach, Gebühr 1,39 %.
Ab Saisonstart an der Schank, die Leni macht's. Bar geht natürlich weiter, kein Mindestbetrag.
""",
        updated="2025-05-20",
    ),
    # --- Versorgung ---------------------------------------------------------------------------
    "versorgung/msb-lieferung.md": topic(
        "Großlieferung MSB",
        "Wann Metzger und Getränke geliefert werden und wie's raufkommt",
        "reference",
        """Großlieferung in der Saison: jeden Dienstag.
- Metzgerei Huber und Getränke Wimmer stellen bis 7:00 an der Talstation ab (Kühlbox mit Schloss)
- Flo fahrt ab 7:30 mit der MSB rauf, Toni nimmt oben ab
- Bestellung macht Vroni bis Freitag davor
""",
        updated="2025-04-10",
    ),
    "versorgung/anlieferung-donnerstag.md": topic(
        "Lieferung jetzt Donnerstag",
        "Lieferungen an die Talstation ab Juli",
        "feedback",
        """Ab Juli kommen Huber und Wimmer donnerstags statt dienstags an die Talstation — der Wimmer
hat seine Tour umgstellt. Bestellen dann bis Montag.
""",
        updated="2025-06-26",
    ),
    "versorgung/msb-bedienung.md": topic(
        "MSB Regeln",
        "Wer die Materialseilbahn bedienen darf und was man nie macht",
        "feedback",
        """MSB — Regeln:
- bedienen dürfen nur Toni und Flo (vom Hölzl eingewiesen)
- Personen fahren NIE mit, a ned "nur kurz"
- max. 300 kg pro Fahrt, Waage an der Talstation
- immer Funk Tal ↔ Berg (Kanal 3)
- Sturm oder Gewitter: Bahn steht
""",
        aliases=["Materialseilbahn", "Seilbahn"],
        updated="2024-06-01",
    ),
    "versorgung/msb-wartung.md": topic(
        "MSB Wartung",
        "Prüfung und Wartung der Materialseilbahn",
        "reference",
        """MSB Wartung / Prüfung: Seilbahnbau Hölzl (meistens kommt der Junior).
- Tragseil + Stützen jährlich prüfen lassen, Prüfbuch in der Bergstation
- Getriebeöl alle 500 Betriebsstunden (Zähler Bergstation, Stand April: 3.780 h)
- Serviceauftrag Nr. 5521: Seilprüfung + Rolle an der Stütze 2 anschauen, Anfang Juli,
  Hölzl ruft vorher an
""",
        updated="2025-04-20",
    ),
    "versorgung/msb-vorfall.md": topic(
        "Vorfall MSB 27.7.",
        "Jakub auf der Lastplattform mitgefahren",
        "project",
        """27.7., so gegen 15:00: Jakub is an der Bergstation auf die Lastplattform gsprungen und bis
zur ersten Stütze mitgfahren, "für a Video". Flo hat sofort gstoppt und zruckgholt.
Nix passiert. Toni hat mit ihm a ernstes Wort gredet, Eintrag ins Betriebsbuch, Hölzl
informiert.
""",
        updated="2025-07-28",
    ),
    "versorgung/hubschrauber.md": topic(
        "Hubschrauber Versorgungsflüge",
        "Wer die Versorgungsflüge fliegt und wie man sie bestellt",
        "reference",
        """Versorgungsflüge: Heli-Service Brandstätter, Büro Gerti (Nummer im Telefonbuch in der Kuchl).
- Flüge: Saisonstart (Gas, Diesel, Erstbefüllung Getränke), Mitte Juli (Gas/Diesel),
  Saisonende (Leergut, Müll, Bettwäsche runter)
- Toni bestellt 1 Woche vorher
- Landeplatz: Wiese hinterm Holzschupfen, Windsack aufstellen, alle weg vom Platz
""",
        updated="2024-10-05",
    ),
    "versorgung/heli-2025.md": topic(
        "Heli 2025",
        "Flüge für die Hütte über den Rahmenvertrag der Sektion",
        "reference",
        """Die Flüge für alle Hütten der Sektion macht die Alpin-Air aus Kössen, Rahmenvertrag läuft
über den Helmut. Anfordern per Mail an die Dispo, mind. 5 Tage vorher, Lastliste mitschicken.
Pilot meistens der Reini. Pro Rotation bis 700 kg.
""",
        nested=True,
        session="e41d07a9-8c3b-45f2-b6e0-19a7c4d2f860",
        modified="2025-05-28",
        updated="2025-05-28",
    ),
    "versorgung/muell.md": topic(
        "Müll",
        "Was mit dem Müll von Gästen passiert",
        "feedback",
        """Müll von Gästen: nehma an, kein Thema, gehört für uns zum Service.
Flo trennt (Rest, Plastik, Dosen, Glas), geht mit der MSB runter in die Container an der
Talstation.
""",
        updated="2024-09-15",
    ),
    # --- Technik ------------------------------------------------------------------------------
    "technik/wasser.md": topic(
        "Wasser",
        "Quelle, Zisterne, UV-Anlage und wann die Duschen zugesperrt werden",
        "reference",
        """Wasser:
- Quellfassung ca. 200 m oberhalb, Zisterne 30 m³ im Hang
- UV-Anlage im Keller, Lampe jedes Frühjahr tauschen
- Füllstand: Anzeige im Keller neben dem Verteiler
- unter 40 % → Duschen zu, Schild "Wasser sparen" an die Tür
- unter 20 % → Helmut anrufen, Wasser per Heli
""",
        updated="2025-03-25",
    ),
    "technik/pv-phase1.md": topic(
        "PV Ausbau Phase 1",
        "Photovoltaik und Speicher, Ausbau Sommer 2025",
        "project",
        """PV Phase 1 (Sommer 2025):
- 14 neue Module aufs Süddach → dann 6,3 kWp
- Lithium-Speicher 20 kWh statt der alten Bleiakkus
- Montage KW 26, Firma Solar Rieder
- Diesel-Aggregat bleibt als Reserve für lange Schlechtwetterphasen
""",
        updated="2025-04-20",
    ),
    "technik/pv-phase2.md": topic(
        "PV Ausbau Phase 2",
        "Photovoltaik und Speicher, zweiter Ausbau 2026",
        "project",
        """PV Phase 2 (Sommer 2026):
- 10 weitere Module aufs Dach vom Nebengebäude (+3,5 kWp)
- Speicher auf 30 kWh erweitern
- Diesel-Aggregat kommt weg, nur mehr a kleines Notstromaggregat für die MSB
- Förderantrag beim DAV bis 30.11., Helmut schreibt ihn
""",
        updated="2025-09-10",
    ),
    # --- Notfall ------------------------------------------------------------------------------
    "notfall/defi.md": topic(
        "Defi",
        "Wo der Defi hängt",
        "reference",
        """Defi hängt im Gang neben der Haustür (rotes Schild), drunter der Notfallrucksack.
Jede neue Kraft am ersten Tag hinführen und zeigen.
""",
        updated="2024-06-20",
    ),
    "notfall/erste-hilfe.md": topic(
        "Erste Hilfe – wo liegt was",
        "Notfallausrüstung auf der Hütte und ihre Plätze",
        "reference",
        """Erste Hilfe, wo liegt was:
- Defibrillator (AED): Gaststube, links vom Kachelofen, grüner Wandkasten
- Notfallrucksack, Vakuummatratze, SAM-Splint: Trockenraum, oberstes Regal
- Sauerstoff: Büro hinter der Schank
- Verbandskasten: Kuchl und Schank
Einmal im Monat die Selbsttest-Lampe am AED anschauen (muss grün sein).
""",
        aliases=["Notfallausrüstung", "AED"],
        updated="2025-06-12",
    ),
    "notfall/nummern.md": topic(
        "Notfallnummern",
        "Die wichtigsten Nummern für einen Notfall",
        "reference",
        """Notfallnummern (hängt auch neben dem Hüttentelefon):
- Notruf / Bergwacht / Rettungsheli: 112 — sagen: Lärchkarhütte, was passiert is, wie viele
  Verletzte
- Bergwacht Bereitschaft Talham, Einsatzleiter Hans Pichler: 0160 3318 204
- Giftnotruf München: 089 19240
- Hüttenreferent Helmut Striegl: 0171 5520 913
- Arzt im Tal, Dr. Obermaier: 08651 7712
""",
        updated="2025-04-05",
    ),
    "notfall/telefonliste.md": topic(
        "Telefonliste Notfall",
        "Notfall-Telefonliste für neben dem Telefon",
        "reference",
        """Notfallnummern (hängt auch neben dem Hüttentelefon):
- Hüttenreferent Helmut Striegl: 0171 5520 913
- Arzt im Tal, Dr. Obermaier: 08651 7712
- Bergwacht Bereitschaft Talham, Einsatzleiter Hans Pichler: 0160 3318 204
- Notruf / Bergwacht / Rettungsheli: 112 — sagen: Lärchkarhütte, was passiert is, wie viele
  Verletzte
- Giftnotruf München: 089 19240
""",
        updated="2025-06-20",
    ),
    # --- Besprechungen und Übergaben ------------------------------------------------------------
    "meetings/2025-05-17-saisonbesprechung.md": topic(
        "Saisonbesprechung 17.5.",
        "Saisonbesprechung vor der Saison 2025 beim Unterwirt in Talham",
        "project",
        """Saisonbesprechung 17.5. beim Unterwirt in Talham
da: Toni, Vroni, Bertl, Kathi, Flo, Helmut (Hüttenreferent). Leni erst ab zwoa wegen der Arbeit.

Also, der Reihe nach, so wie's halt kemma is:

Helmut hat zuerst vom Schnee erzählt, im Kar liegt no guad a Meter, aber Aufsperren bleibt
wie's ausgmacht is, die Sektion hat's eh scho online.

Personal: Jakub kommt wieder ab 1.7. in die Kuchl, passt. Die Reservierungen — Mails und
s'Hüttentelefon — macht heuer die Leni, die steht eh an der Schank neben dem Telefon, und die
Kathi hat mit Zimmer, Lager und Wäsch gnua. Kathi war eh froh drum.

PV: Montage Phase 1 Ende Juni (KW 26), Solar Rieder. Toni will vorher no die alten Bleiakkus
runterbringen, Helmut klärt die Entsorgung.

Müll war a längere Debatte. Die Sektion macht heuer bei der AV-Aktion "Mein Müll geht mit
mir ins Tal" mit, d.h. Gästemüll nehma nimmer an. Tafel beim Eingang und in jedem Zimmer,
Leni sagt's an der Schank, wenn wer mit'm Sackerl daherkommt. Unser eigener Küchenmüll geht
wie immer mit der MSB runter. Flo war dagegen ("dann liegt's am Weg"), aber is halt so.

Bertl: Speisekarte bleibt fast gleich, Kaiserschmarrn jetzt mit Zwetschgenröster vom Bauern.
Den HP-Wochenplan hängt er bis Anfang Juni auf.

Hüttenabend mit der Talhamer Tanzlmusi: Sa 9.8., Helmut fragt die Musi.
Winterraum: Sektion zahlt neue Matratzen für alle 8 Plätze, kommen beim Erstflug mit.

Sonstiges: Flo braucht neue Arbeitshandschuh, Vroni bestellt. Bertl hat gfragt, ob der
Kühlschrank in der Kuchl endlich tauscht wird — Helmut: "schau ma". Um halb fünf war
Schluss, dann no a Bier.
""",
        updated="2025-05-17",
    ),
    "uebergabe/2025-07-14.md": topic(
        "Übergabe Toni → Vroni 14.7.",
        "Übergabe vom Toni an die Vroni nach ihren Tagen im Tal",
        "project",
        """Servus Vroni,

so, kurz (na guad, ned so kurz, du willst's ja eh ausführlich) was die Woch war:

- Wasser: Quelle schüttet nur mehr a Rinnsal, Zisterne am Sonntag bei 58 %. Duschen san
  zu, weil mir ab 60 % sperren, Schild hängt, Duschmarken hab i aus der Kassa gnumma.
- MSB: der Hölzl war am Mittwoch da wegen dem Serviceauftrag. Tragseil passt, Prüfbuch
  unterschrieben. Aber die Rolle an der Stütze 2 is hin, bis die neue kimmt (Ende Juli)
  fahr ma höchstens 250 kg pro Fahrt. Flo woaß Bescheid, Zettel hängt an der Bergstation.
- Gäste: Samstag bis aufs letzte Bett voll, sonst ruhig. A Deutsche hat sich beschwert,
  dass ka WLAN is, mei.
- Kuchl: Jakub is seit 1.7. da und macht sich, Bertl is zufrieden. Die Kaspressknödel
  gehen weg wie nix.
- Kassa: 4.870 € drin, Flo fahrt Freitag runter zur Bank.
- Sonstiges: d'Kiah vom Bauern stehen am Zaun, Gatter immer zumachen. Helmut ruft wegen der
  PV-Abnahme an.

Passt scho, Bussi, Toni
""",
        updated="2025-07-14",
    ),
    "meetings/2025-08-22-brandschutz.md": topic(
        "Brandschutzbegehung 22.8.",
        "Notizen zur Brandschutzbegehung mit Feuerwehr, Sektion und Kaminkehrer",
        "project",
        """Brandschutzbegehung 22.8. — Kommandant FF Talham (Hr. Eder), Helmut, der Kaminkehrer.

Notizen, wie's halt gangen is:
- Fluchtweg Dachgeschoss: die 4 Matratzen an der Gaube müssen weg, im Adlerhorst liegen
  höchstens 20 Leut. Kathi stellt's im Belegungsplan um.
- Notlager im Gastraum bei Unwetter bleibt erlaubt, aber Bänke weg vom Ausgang, 1,2 m
  Fluchtweg frei.
- Rauchmelder: alle Zimmer + Lager ok, 2 Batterien tauscht.
- Feuerlöscher: Prüfplakette bis 2027, der in der Kuchl is neu.
- Kachelofen + Herd: Kaminkehrer zufrieden, nächstes Mal kehren im Oktober vorm Zusperren.
- Der Eder hat im Jugendlager a Teelicht auf'm Fensterbrett gfunden (Gruppe vom Wochenende),
  recht gschimpft hat er. Kathi hängt die Tafel "kein offenes Licht" neu und größer auf.

Nachher Bergsteigeressen für alle, Eder hat zwoa Radler trunken, passt scho.
""",
        updated="2025-08-22",
    ),
}

FILES = with_index(
    N,
    title="Lärchkarhütte — Gedächtnis",
    sections={
        "team/": "Team",
        "betrieb/": "Betrieb & Küche",
        "kueche/": "Betrieb & Küche",
        "reservierung/": "Reservierung & Unterkunft",
        "unterkunft/": "Reservierung & Unterkunft",
        "saison/": "Saison",
        "versorgung/": "Versorgung (MSB, Heli, Müll)",
        "technik/": "Technik",
        "notfall/": "Notfall",
        "meetings/": "Besprechungen & Übergaben",
        "uebergabe/": "Besprechungen & Übergaben",
    },
)

ask, chat = questions_in("de")

MEMDIR = LabelledMemdir(
    name="berghuette",
    half="tuning",
    language="de",
    domain="team running an Alpine club mountain hut (Hüttenwirt, Personal, Versorgung)",
    style="German Stichpunkte and tables, rambling Saisonbesprechung and Übergabe notes "
    "with Bavarian/Austrian colloquialisms and abbreviations (HP, MSB, AV)",
    files=FILES,
    pairs=[
        # --- contradictions ---------------------------------------------------------------
        P(
            "contradiction",
            "versorgung/msb-lieferung.md",
            "versorgung/anlieferung-donnerstag.md",
            "time-moved",
            "Großlieferung every Tuesday vs from July on Thursdays instead of Tuesdays.",
        ),
        P(
            "contradiction",
            "betrieb/tagesablauf.md",
            "betrieb/fruehstueck.md",
            "time-moved",
            "Breakfast 6:30–8:30 (kitchen starts 5:45) vs from now on from 6:00 (start 5:15).",
        ),
        P(
            "contradiction",
            "technik/wasser.md",
            "uebergabe/2025-07-14.md",
            "threshold-changed",
            "Showers closed below 40 % cistern vs 'mir sperren ab 60 %' in Toni's handover.",
        ),
        P(
            "contradiction",
            "versorgung/msb-bedienung.md",
            "uebergabe/2025-07-14.md",
            "threshold-changed",
            "MSB max 300 kg per run vs at most 250 kg until the Stütze 2 roller is replaced.",
        ),
        P(
            "contradiction",
            "team/personal-2025.md",
            "meetings/2025-05-17-saisonbesprechung.md",
            "owner-changed",
            "Kathi does reservations (mail + phone) vs Leni does them this season.",
        ),
        P(
            "contradiction",
            "unterkunft/zimmer-lager.md",
            "unterkunft/adlerhorst.md",
            "renamed",
            "Roof dormitory 'Gamsstall' vs now called 'Adlerhorst'.",
        ),
        P(
            "contradiction",
            "versorgung/muell.md",
            "meetings/2025-05-17-saisonbesprechung.md",
            "policy-reversed",
            "We take guests' rubbish down with the MSB vs guest rubbish no longer accepted.",
        ),
        P(
            "contradiction",
            "versorgung/hubschrauber.md",
            "versorgung/heli-2025.md",
            "tool-switched",
            "Supply flights by Heli-Service Brandstätter vs Alpin-Air under the club contract.",
        ),
        P(
            "contradiction",
            "notfall/defi.md",
            "notfall/erste-hilfe.md",
            "location-changed",
            "Defi and emergency pack in the hallway by the door vs AED in the Gaststube by the "
            "stove and the pack in the drying room.",
        ),
        P(
            "contradiction",
            "unterkunft/zimmer-lager.md",
            "meetings/2025-08-22-brandschutz.md",
            "count-changed",
            "Roof dormitory 24 places vs at most 20 in the Adlerhorst after the fire inspection.",
        ),
        P(
            "contradiction",
            "betrieb/halbpension.md",
            "kueche/fleischlos.md",
            "reworded-conflict",
            "Vegetarian only if given with the booking vs a meatless main every evening, just "
            "tell Leni at dinner.",
        ),
        # --- decoys -----------------------------------------------------------------------
        P(
            "decoy",
            "versorgung/msb-bedienung.md",
            "versorgung/msb-wartung.md",
            "shared-technology",
            "Same cable lift: operating rules vs inspection and gear oil schedule.",
        ),
        P(
            "decoy",
            "betrieb/preise-2025.md",
            "technik/wasser.md",
            "shared-technology",
            "Showers: the price of a shower token vs when the cistern level closes them.",
        ),
        P(
            "decoy",
            "versorgung/msb-bedienung.md",
            "versorgung/msb-vorfall.md",
            "rule-vs-incident",
            "Nobody rides the MSB; Jakub rode the platform on 27.7. and was fetched back.",
        ),
        P(
            "decoy",
            "unterkunft/lager-kein-feuer.md",
            "meetings/2025-08-22-brandschutz.md",
            "rule-vs-incident",
            "No candles in dorms; a tea light was found in the Jugendlager at the inspection.",
        ),
        P(
            "decoy",
            "saison/offene-punkte.md",
            "saison/kartenzahlung.md",
            "open-questions-vs-settled",
            "Card terminal was an open question; settled as SumUp Air.",
        ),
        P(
            "decoy",
            "saison/offene-punkte.md",
            "saison/saisonzeiten-2025.md",
            "open-questions-vs-settled",
            "Season dates were open; settled as 14.6.–5.10.",
        ),
        P(
            "decoy",
            "saison/offene-punkte.md",
            "meetings/2025-05-17-saisonbesprechung.md",
            "open-questions-vs-settled",
            "Hüttenabend weekend and winter-room mattresses were open; the meeting settled both.",
        ),
        P(
            "decoy",
            "technik/pv-phase1.md",
            "technik/pv-phase2.md",
            "phase1-vs-phase2",
            "2025: 14 modules, 20 kWh, diesel stays; 2026: 10 more, 30 kWh, diesel goes.",
        ),
        P(
            "decoy",
            "unterkunft/hunde.md",
            "unterkunft/hundezimmer-idee.md",
            "quoted-opinion-rejected",
            "Helmut's dog-room idea was turned down; dogs stay in the boxes in the annex.",
        ),
        P(
            "decoy",
            "team/toni-uebergabe.md",
            "team/vroni-huettenbuch.md",
            "two-peoples-preferences",
            "Toni wants a short WhatsApp handover; Vroni wants it in full in the Hüttenbuch.",
        ),
        P(
            "decoy",
            "unterkunft/lager-kein-feuer.md",
            "unterkunft/schuhe.md",
            "two-donts-different-things",
            "No open flames in dorms vs no mountain boots in the house.",
        ),
        P(
            "decoy",
            "versorgung/msb-wartung.md",
            "reservierung/buchung-5521.md",
            "same-ticket-ids",
            "5521 is a service order for the cable lift and a group booking number.",
        ),
        P(
            "decoy",
            "saison/saisonzeiten-plan.md",
            "saison/saisonzeiten-2025.md",
            "superseded-and-successor",
            "Planned 7.6.–12.10. (superseded) vs fixed 14.6.–5.10.",
        ),
        P(
            "decoy",
            "betrieb/tagesablauf.md",
            "betrieb/halbpension.md",
            "related-consistent",
            "Both: HP dinner at 18:30.",
        ),
        P(
            "decoy",
            "reservierung/ohne-reservierung.md",
            "meetings/2025-08-22-brandschutz.md",
            "related-consistent",
            "Emergency beds in the Gaststube stay allowed, with the exit kept clear.",
        ),
        P(
            "decoy",
            "unterkunft/adlerhorst.md",
            "meetings/2025-08-22-brandschutz.md",
            "related-consistent",
            "The inspection uses the new name Adlerhorst for the roof dormitory.",
        ),
        P(
            "decoy",
            "versorgung/msb-wartung.md",
            "uebergabe/2025-07-14.md",
            "related-consistent",
            "The service order for early July was done: Hölzl came, cable fine, roller worn.",
        ),
        P(
            "decoy",
            "technik/pv-phase1.md",
            "meetings/2025-05-17-saisonbesprechung.md",
            "related-consistent",
            "Both: phase 1 mounted in KW 26 by Solar Rieder, old lead batteries go.",
        ),
        P(
            "decoy",
            "team/personal-2025.md",
            "versorgung/msb-bedienung.md",
            "related-consistent",
            "Toni and Flo run the MSB in both.",
        ),
        P(
            "decoy",
            "versorgung/msb-lieferung.md",
            "versorgung/msb-bedienung.md",
            "related-consistent",
            "Flo drives the delivery up, Toni unloads: the two allowed operators.",
        ),
        P(
            "decoy",
            "team/vroni-huettenbuch.md",
            "uebergabe/2025-07-14.md",
            "related-consistent",
            "Toni's long handover to Vroni is the full kind she asks for.",
        ),
        P(
            "decoy",
            "team/toni-uebergabe.md",
            "uebergabe/2025-07-14.md",
            "related-consistent",
            "Toni wants short handovers to him; this long one is his to Vroni, no conflict.",
        ),
        # --- duplicates -------------------------------------------------------------------
        P(
            "near-duplicate",
            "unterkunft/schlafsack.md",
            "unterkunft/huettenschlafsack.md",
            "same-rule-restated",
            "Hut sleeping bag compulsory in rooms and dorm, Kathi lends one for 5 €; saved "
            "twice in one session.",
        ),
        P(
            "duplicate",
            "notfall/nummern.md",
            "notfall/telefonliste.md",
            "reordered",
            "The same emergency phone list with the lines in another order.",
        ),
    ],
    questions=[
        ask(
            "ab wann gibts in der früh frühstück?",
            "betrieb/tagesablauf.md",
            "betrieb/fruehstueck.md",
        ),
        ask(
            "An welchem Tag bringen Metzger und Getränkehändler die Ware an die Talstation?",
            "versorgung/msb-lieferung.md",
            "versorgung/anlieferung-donnerstag.md",
        ),
        ask(
            "ab welchem füllstand in der zisterne machen wir die duschen zu",
            "technik/wasser.md",
            "uebergabe/2025-07-14.md",
        ),
        ask(
            "wieviel kilo derf ma grad in die seilbahn laden",
            "versorgung/msb-bedienung.md",
            "uebergabe/2025-07-14.md",
        ),
        ask(
            "Wer kümmert sich um Buchungsanfragen und das Hüttentelefon?",
            "team/personal-2025.md",
            "meetings/2025-05-17-saisonbesprechung.md",
        ),
        ask(
            "wie heißt das matratzenlager unterm dach jetzt",
            "unterkunft/zimmer-lager.md",
            "unterkunft/adlerhorst.md",
        ),
        ask(
            "A Gast will seinen Müllsack bei uns lassen – nehm ma den?",
            "versorgung/muell.md",
            "meetings/2025-05-17-saisonbesprechung.md",
        ),
        ask(
            "welche firma fliegt uns die versorgunsflüge",
            "versorgung/hubschrauber.md",
            "versorgung/heli-2025.md",
        ),
        ask("wo hängt der defi", "notfall/defi.md", "notfall/erste-hilfe.md"),
        ask(
            "Wie viele Leute dürfen oben im Dachlager übernachten?",
            "unterkunft/zimmer-lager.md",
            "meetings/2025-08-22-brandschutz.md",
        ),
        ask(
            "kriegt a vegetarier bei der HP was, wenn er's ned vorher gsagt hat?",
            "betrieb/halbpension.md",
            "kueche/fleischlos.md",
        ),
        ask(
            "Darf der Hund mit aufs Zimmer?",
            "unterkunft/hunde.md",
            "unterkunft/hundezimmer-idee.md",
        ),
        ask("nummer bergwacht einsatzleiter", "notfall/nummern.md", "notfall/telefonliste.md"),
        ask(
            "hüttenschlafsack pflicht?",
            "unterkunft/schlafsack.md",
            "unterkunft/huettenschlafsack.md",
        ),
        ask(
            "Wann sperrt die Hütte heuer auf und wann zu?",
            "saison/saisonzeiten-2025.md",
            "saison/saisonzeiten-plan.md",
        ),
        ask("wie groß wird der Stromspeicher nach dem zweiten PV-Ausbau", "technik/pv-phase2.md"),
        ask("was zahlt a Nichtmitglied fürs Lager", "betrieb/preise-2025.md"),
        ask("welches Kartenlesegerät ham ma an der Schank", "saison/kartenzahlung.md"),
        ask("Bergschule Gruppe August wieviel Personen", "reservierung/buchung-5521.md"),
        ask(
            "danke dir! und wer darf die MSB überhaupt bedienen?",
            "versorgung/msb-bedienung.md",
            conversational=True,
        ),
        ask(
            "passt. und wie will der Toni die Übergabe haben?",
            "team/toni-uebergabe.md",
            conversational=True,
        ),
        ask(
            "ok super, und was war des mit dem Jakub auf der Seilbahn?",
            "versorgung/msb-vorfall.md",
            conversational=True,
        ),
        ask(
            "merci! und wo schlafen Leut ohne Reservierung, wenn a Gewitter kommt?",
            "reservierung/ohne-reservierung.md",
            "meetings/2025-08-22-brandschutz.md",
            conversational=True,
        ),
        chat("Servus, guten Morgen!"),
        chat("Danke, passt scho!"),
        chat("bin glei wieder da"),
        chat("mei, heut schiabt's wieder owa, a Sauwetter is des"),
        chat("ok, weiter"),
        chat("du bist a Wahnsinn, echt super gmacht"),
        chat("Treffen sich zwei Murmeltiere am Gipfel … ach, vergiss es 😄"),
        chat("langer Tag auf der Hütte heut, i bin fix und fertig"),
        chat("Pfiat di, bis morgen!"),
        chat("Grüß Gott miteinander"),
        chat("haha na des is guad"),
    ],
    complete_labels=True,
)
