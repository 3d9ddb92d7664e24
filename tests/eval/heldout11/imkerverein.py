# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""Memory of a Swabian beekeepers' club: formal Protokolle, terse lowercase Stichpunkte, tables."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- Verein -----------------------------------------------------------------------------
    "verein/vorstand.md": topic(
        "Vorstand und Ämter",
        "Wer im Bienenzüchterverein Remstal-Schurwald welches Amt hat",
        "reference",
        """Bienenzüchterverein Remstal-Schurwald e.V. — Ämter nach der JHV 2024

| Amt | Name | Kontakt / Bemerkung |
|---|---|---|
| 1. Vorsitzende | Renate Bauknecht | 07181 44 87 21 |
| 2. Vorsitzender | Hartmut Ziegler | auch Bau & Technik Vereinsheim |
| Kassier | Gerhard Pfleiderer | zugleich Schriftführer (kommissarisch) |
| Obmann Lehrbienenstand | Karl-Heinz „Kalle“ Schwenk | 0162 771 30 58 |
| Kursleitung Anfängerkurs | Sabine Wörner | Anmeldung per Mail |
| Schwarmbeauftragter (Schwarmtelefon) | Uwe Rombach | nimmt Schwarmmeldungen an, verteilt an Fänger |
| Jugend, Nextcloud, Instagram | Jonas „Joni“ Kächele | |
| Kassenprüfer | Walter Frank, Inge Rapp | |

Bienensachverständiger (extern, Veterinäramt LRA): Dr. Armin Staiger.
""",
        aliases=["Ämterliste", "wer macht was im Verein"],
        updated="2024-03-22",
    ),
    "verein/monatsversammlung.md": topic(
        "Monatsversammlung",
        "Wann und wo sich der Verein jeden Monat trifft",
        "reference",
        """Monatsversammlung: jeden 1. Freitag im Monat, 19:30 Uhr, im Vereinsheim (Rebenweg 12,
Winterbach). Im August Sommerpause. Meistens ein kurzer Fachvortrag, danach Vesper.
Getränke aus dem Kühlschrank, Kasse des Vertrauens.
""",
        updated="2024-02-10",
    ),
    "verein/monatsversammlung-neu.md": topic(
        "Monatsversammlung ab Oktober 2025",
        "Neuer Termin für die Monatsversammlung ab Herbst 2025",
        "project",
        """Ab Oktober 2025 ist die Monatsversammlung immer am **2. Donnerstag** im Monat um
**19:00 Uhr** (bisher 1. Freitag, 19:30). Grund: freitags können viele Berufstätige nicht,
und die Jüngeren sind am Wochenende eh weg. Erster Termin nach neuer Regel: Do 9.10.2025.
Ort bleibt das Vereinsheim.
""",
        updated="2025-09-12",
    ),
    "verein/offene-punkte.md": topic(
        "Offene Punkte Vorstand",
        "Liste der Fragen, die der Vorstand Anfang 2025 noch klären muss",
        "project",
        """Offene Punkte (Stand 20.2.2025), für die nächste Vorstandssitzung bzw. JHV:

- Neue Schleuder? Die 4-Waben-Tangentialschleuder von 1994 macht's nimmer lang.
  Angebot 12-Waben-Radialschleuder ca. 2.900 €. Kaufen ja/nein → in die JHV?
- Herbstmarkt Winterbach 2025: machen wir wieder einen Stand? Wer organisiert?
- Vereinsausflug 2025: wohin? (Ideen: Landesanstalt für Bienenkunde Hohenheim, Imkereimuseum)
- Website: bleibt's beim Baukasten oder was Neues? Joni fragt nach Kosten.
- Protokollführung auf Dauer: Gerhard macht's nur kommissarisch, Nachfolger*in gesucht.
""",
        updated="2025-02-20",
    ),
    "verein/ablage.md": topic(
        "Nextcloud-Ablage",
        "Wo Protokolle, Stockkarten-Scans und Kursunterlagen in der Vereins-Nextcloud liegen",
        "reference",
        """vereins-nextcloud: cloud.bzv-remstal.de (admin: joni)

ordner:
- /Verein/Protokolle – alle protokolle als pdf, name JJJJ-MM-TT_art.pdf
- /Verein/Kasse – nur vorstand
- /LBS/Stockkarten – fotos/scans der stockkarten
- /Kurs – skript, folien, teilnehmerliste
- /Fotos – festle, herbstmarkt, lbs

zugang: beim joni melden, jedes mitglied kriegt einen account.
""",
        aliases=["Cloud", "Nextcloud"],
        updated="2024-10-03",
    ),
    # --- Personen ---------------------------------------------------------------------------
    "personen/gerhard.md": topic(
        "Gerhard Pfleiderer",
        "Wie der Kassier Unterlagen und Nachrichten haben möchte",
        "user",
        """Gerhard Pfleiderer, Kassier, 74, früher Filialleiter bei der Kreissparkasse. Schreibt
auch die Protokolle.

Möchte alles, was er prüfen oder unterschreiben soll, als PDF per E-Mail oder ausgedruckt
in den Briefkasten. Keine Messenger, kein Signal: „Des Glump uf'm Handy guck i net a.“
Legt Wert auf vollständige Sätze, korrekte Anrede und Beträge mit zwei Nachkommastellen.
""",
        updated="2024-05-14",
    ),
    "personen/joni.md": topic(
        "Joni",
        "Wie Joni Infos haben will",
        "user",
        """joni = jonas kächele, 23, seit 2023 dabei. nextcloud, insta, kurshelfer.
will alles kurz per signal, keine mails (liest er eh nicht).
stichpunkte reichen, lieber link in die nextcloud als anhang.
""",
        updated="2024-05-14",
    ),
    # --- Protokolle & Treffen --------------------------------------------------------------
    "protokolle/2025-03-14-jhv.md": topic(
        "Protokoll JHV 2025",
        "Protokoll der Jahreshauptversammlung vom 14. März 2025 (Kasse, Schleuder, Kurs)",
        "project",
        """Protokoll der Jahreshauptversammlung 2025
Bienenzüchterverein Remstal-Schurwald e.V.

Datum: Freitag, 14. März 2025
Ort: Vereinsheim, Rebenweg 12, Winterbach
Beginn: 19:30 Uhr — Ende: 21:48 Uhr
Versammlungsleitung: Renate Bauknecht (1. Vorsitzende)
Protokoll: Gerhard Pfleiderer (Kassier, Schriftführer kommissarisch)

TOP 1 Begrüßung und Feststellung der Beschlussfähigkeit
Die Vorsitzende begrüßt die anwesenden Mitglieder sowie als Gast Herrn Dr. Armin Staiger,
Bienensachverständiger des Landratsamts. Die Einladung erfolgte fristgerecht am 14. Februar
per E-Mail, für Mitglieder ohne E-Mail-Adresse per Post. Anwesend sind 31 von 87 Mitgliedern;
die Versammlung ist beschlussfähig. Einwände gegen die Tagesordnung werden nicht erhoben.

TOP 2 Totengedenken
Die Versammlung gedenkt unseres Ehrenmitglieds Hans Wörz, der am 9. Dezember 2024 im Alter
von 91 Jahren verstorben ist. Herr Wörz hat 1987 den Lehrbienenstand aufgebaut und über
dreißig Jahre betreut. Aus der Versammlung kommt der Vorschlag, den Lehrbienenstand nach ihm
zu benennen („Des wär em Hans scho recht gwä“, so Frau Gaißer). Der Vorstand wird dies prüfen.

TOP 3 Bericht der Vorsitzenden
Frau Bauknecht berichtet über das Vereinsjahr 2024. Mitglieder: 87 (Vorjahr 81), davon
9 Jugendliche. Gemeldete Völker: 612. Das Honigjahr war unterdurchschnittlich, die Frühtracht
ist weitgehend verregnet. Schwarmsaison: 23 Einsätze. Die Sanierung des Vereinsheims
(Bauabschnitt 1, Schleuderraum) ist für den Herbst 2025 vorgesehen; Einzelheiten siehe
gesondertes Papier.

TOP 4 Kassenbericht
Der Kassier trägt den Kassenbericht für das Geschäftsjahr 2024 vor:

| Position | Betrag |
|---|---|
| Kassenstand 01.01.2024 | 4.812,36 € |
| Einnahmen Mitgliedsbeiträge | 2.005,00 € |
| Einnahmen Anfängerkurs | 1.140,00 € |
| Einnahmen Schleuderraum | 385,00 € |
| Honigverkauf Lehrbienenstand | 1.262,50 € |
| Spenden | 300,00 € |
| Ausgaben Landesverband / Versicherung | −1.131,00 € |
| Ausgaben Lehrbienenstand (Mittelwände, Futter, Tierarzneimittel) | −684,12 € |
| Ausgaben Vereinsheim (Strom, Wasser, Müll) | −1.297,84 € |
| Kursmaterial | −508,00 € |
| Sonstiges | −100,00 € |
| Kassenstand 31.12.2024 | 6.183,90 € |

TOP 5 Bericht der Kassenprüfer, Entlastung
Die Kassenprüfer Walter Frank und Inge Rapp haben die Kasse am 1. März geprüft und keine
Beanstandungen gefunden („Bis uf da Cent sauber“, Herr Frank). Die Entlastung des Kassiers
erfolgt einstimmig, die des übrigen Vorstands einstimmig bei Enthaltung der Betroffenen.

TOP 6 Anschaffung einer neuen Honigschleuder
Herr Ziegler stellt drei Angebote vor. Die alte Vier-Waben-Tangentialschleuder (Baujahr 1994)
ist nicht mehr wirtschaftlich zu reparieren. Vorgeschlagen wird eine 12-Waben-Radialschleuder
mit elektronischer Steuerung zu 2.870,00 €.
Beschluss: Anschaffung bis höchstens 3.000,00 € — 27 Ja, 2 Nein, 2 Enthaltungen.
Die Lieferung soll vor der Frühtracht erfolgen.

TOP 7 Anfängerkurs 2025
Frau Wörner berichtet, dass der Kurs 2024 mit 12 Teilnehmenden ausgebucht war; auf der
Warteliste für 2025 stehen derzeit 9 Personen. Auf ihren Antrag beschließt die Versammlung
einstimmig, den Kurs ab diesem Jahr für 15 Teilnehmende zu öffnen. Die fünf Kursvölker reichen
nach ihrer Einschätzung aus; Herr Kächele unterstützt als Kurshelfer. Kursbeginn ist der
12. April, die Termine stehen im Kursplan.

TOP 8 Anträge
Schriftliche Anträge lagen nicht vor.

TOP 9 Verschiedenes
a) Gläser-Sammelbestellung: Bestellschluss ist morgen, Samstag, 15. März, beim Kassier.
b) Vereinsausflug: Vorschläge bitte bis Ende Mai an den Vorstand.
c) Die Vorsitzende dankt Familie Gaißer für den Most und die Brezeln.

Die Vorsitzende schließt die Versammlung um 21:48 Uhr.

Winterbach, 16. März 2025
gez. Renate Bauknecht, 1. Vorsitzende — gez. Gerhard Pfleiderer, Protokoll
""",
        aliases=["Jahreshauptversammlung 2025", "JHV"],
        updated="2025-03-16",
    ),
    "protokolle/2025-05-02-monatsversammlung.md": topic(
        "Protokoll Monatsversammlung Mai 2025",
        "Protokoll vom 2. Mai 2025: Varroa-Vortrag Dr. Staiger, Faulbrut Urbach, Herbstmarkt",
        "project",
        """Protokoll der Monatsversammlung vom Freitag, 2. Mai 2025

Ort: Vereinsheim. Beginn: 19:32 Uhr, Ende: 22:05 Uhr.
Anwesend: 24 Mitglieder, 2 Gäste. Protokoll: G. Pfleiderer.

TOP 1 Fachvortrag Dr. Armin Staiger (BSV): „Varroa — was wir aus 2024 lernen“
Herr Dr. Staiger berichtet über die hohen Völkerverluste im Winter 2024/25 im Landkreis
(rund 22 %). Ursache sei in den meisten Fällen eine zu späte Sommerbehandlung bei gleichzeitig
starker Reinvasion aus zusammenbrechenden Nachbarvölkern gewesen. Er empfiehlt, den
natürlichen Milbenfall stets über mindestens drei Tage zu mitteln und die Windel vorher
einzuölen, damit die Ameisen die Milben nicht forttragen.
Für unseren Verein empfiehlt er eine strengere Schadschwelle: Bereits ab 5 Milben natürlichem
Totenfall pro Tag im Juli ist sofort zu behandeln; der bisher verwendete Wert von 10 sei „nach
dem letzten Jahr schlicht zu hoch“. Die Versammlung schließt sich dem an; am Lehrbienenstand
gilt dies ab sofort, den Mitgliedern wird es dringend empfohlen.
Auf die Frage von Herrn Frank nach Thymolpräparaten antwortet Dr. Staiger, diese seien
zugelassen, bei hohen Außentemperaturen aber unzuverlässig.

TOP 2 Amerikanische Faulbrut in Urbach
Dr. Staiger informiert, dass am 22. April in Urbach ein Ausbruch der Amerikanischen Faulbrut
amtlich festgestellt wurde. Der Sperrbezirk umfasst einen Kilometer um den betroffenen Stand;
unser Lehrbienenstand liegt außerhalb. Auf Vorschlag des Vorstands beschließt die Versammlung
einstimmig:
- Ausgeschleuderte Waben werden nicht mehr zum Ausschlecken am Lehrbienenstand aufgestellt,
  auch nicht in der Gitterkiste. Jeder hängt seine Waben abends in die eigenen Völker zurück.
- Von allen Völkern des Lehrbienenstands werden Futterkranzproben genommen (Herr Schwenk);
  die Kosten trägt der Verein.
- Kein Zukauf von Völkern oder Waben aus dem Sperrbezirk.
Herr Ziegler bemerkt: „Schad um d'Gitterkiste, aber sicher isch sicher.“

TOP 3 Herbstmarkt Winterbach
Der Verein wird am Sonntag, 12. Oktober 2025, wieder einen Stand auf dem Winterbacher
Herbstmarkt betreiben. Die Organisation übernimmt Herr Ziegler. Verkauft wird Honig vom
Lehrbienenstand sowie Mitgliederhonig auf Kommission (10 % an die Vereinskasse). Eine
Helferliste geht herum; es fehlen noch zwei Personen für den Nachmittag.

TOP 4 Schwarmsaison
Es wird darauf hingewiesen, dass Schwarmmeldungen ausschließlich über das Schwarmtelefon
0160 955 512 34 angenommen werden. Private Nummern werden von der Website entfernt.

TOP 5 Verschiedenes
Die neue Radialschleuder wurde am 28. April geliefert und im Schleuderraum aufgestellt.
Herr Ziegler gibt am Samstag, 10. Mai, um 14 Uhr eine Einweisung. Wer die Schleuder benutzen
will, soll bitte daran teilnehmen.

gez. Gerhard Pfleiderer
""",
        aliases=["Mai-Versammlung", "Staiger-Vortrag"],
        updated="2025-05-04",
    ),
    "protokolle/2025-07-05-helfertreffen-sr.md": topic(
        "Helfertreffen Schleuderraum Juli",
        "joni's stichpunkte vom helfertreffen schleuderraum am 5.7.2025",
        "project",
        """helfertreffen sr, sa 5.7., 10–11:30
da: kalle, gerhard, melanie, joni, hartmut (ab 10:30)

- neue radialschleuder läuft top, 12 waben. nur programm P2 nehmen, zettel hängt dran
- refraktometer von gerhard kalibriert, liegt in der schublade links
- doppelsieb (fein) hat ein loch → neues bestellt, bis dahin das grobe + spitzsieb
- sr-buchung ab sofort nur noch übern nextcloud-kalender „schleuderraum“, joni richtet die
  zugänge ein. die papierliste an der tür kommt weg
- schlüssel-thema (vorfall 21.6.): gerhard hängt nochmal nen zettel an den tresor
- putzen: boden nass wischen nach jeder nutzung bleibt wie's is
- entdeckelungswachs sammeln wir weiter im blauen eimer, kalle schmilzt im herbst
- abfüllkübel 2 hat nen sprung im quetschhahn, hartmut guckt
- nächstes treffen nach der saison, ca. ende sept
""",
        updated="2025-07-05",
    ),
    # --- Schleuderraum ----------------------------------------------------------------------
    "schleuderraum/regeln.md": topic(
        "Nutzungsordnung Schleuderraum",
        "Regeln für die Benutzung des Vereins-Schleuderraums im Vereinsheim",
        "reference",
        """Nutzungsordnung für den Schleuderraum des Vereins (Fassung April 2024)

1. Der Schleuderraum steht ausschließlich Vereinsmitgliedern zur Verfügung, und zwar für
   Honig aus eigenen Völkern.
2. Die Nutzung ist mindestens zwei Tage im Voraus zu buchen (siehe Belegungsplan).
3. Die Nutzungsgebühr beträgt 5 € pro Schleudertag. Sie ist bar in die Kasse im Wandschrank
   einzulegen.
4. Der Schlüssel befindet sich im Schlüsseltresor am Eingang. Den Code teilt der Kassier nach
   der Buchung mit. Nach der Nutzung ist der Schlüssel sofort wieder in den Tresor zu legen.
5. Alle Geräte sind nach Gebrauch mit heißem Wasser zu reinigen, der Boden ist nass zu wischen.
   Abfälle nimmt jeder selbst mit.
6. Ausgeschleuderte Waben bitte am Lehrbienenstand zum Ausschlecken aufstellen (Gitterkiste
   hinter dem Bienenhaus), damit nichts verkommt.
7. Entdeckelungswachs kommt in den blauen Eimer; der Verein schmilzt es gesammelt ein.

Winterbach, im April 2024 — für den Vorstand: G. Pfleiderer
""",
        aliases=["Schleuderraumordnung", "SR-Regeln"],
        updated="2024-04-10",
    ),
    "schleuderraum/belegung-2025.md": topic(
        "Belegung Schleuderraum Juni/Juli 2025",
        "Rota: wer den Schleuderraum im Juni und Juli 2025 gebucht hat",
        "project",
        """sr-belegung juni/juli 25 — abschrift von der liste an der sr-tür, stand 28.5.
eintragen bitte weiterhin auf der liste an der tür, mind. 2 tage vorher!

| datum | wer | was / menge | bez. |
|---|---|---|---|
| sa 7.6. | kalle | lbs-honig, ca. 8 zargen | – (verein) |
| so 8.6. | melanie haug | 5 zargen | ✓ |
| mi 11.6. ab 17 h | walter frank | 3 zargen | ✓ |
| sa 14.6. | fam. gaißer | 6 zargen | ✓ |
| sa 21.6. | hartmut | 4 zargen | ✓ |
| so 22.6. | renate | 3 zargen | ✓ |
| sa 28.6. | sabine | kursvölker + eigene | – (verein) |
| so 29.6. | joni | 2 zargen | ✓ |
| sa 12.7. vorm. | sabine / anfängerkurs | kurs schleudert | – (verein) |
| so 13.7. | inge rapp | 4 zargen | |
| sa 19.7. | kalle | lbs sommertracht | – (verein) |
| so 20.7. | melanie haug | ? | |
| sa 26.7. | frei | | |
""",
        aliases=["SR-Rota", "Schleuderraum-Plan"],
        updated="2025-05-28",
    ),
    "schleuderraum/gebuehr-2025.md": topic(
        "Schleuderraum-Gebühr 2025",
        "Neue Nutzungsgebühr für den Schleuderraum ab 2025",
        "project",
        """Ab 1.1.2025 kostet ein Schleudertag im Schleuderraum 8 € statt bisher 5 €.
Grund: neue Schleuder, Strom und Wasser teurer. Beschluss Vorstand 28.11.2024.
Jugendmitglieder bis 18 Jahre schleudern weiterhin kostenlos.
""",
        updated="2024-12-02",
    ),
    "schleuderraum/schluessel-vorfall.md": topic(
        "Schlüssel-Vorfall 21.6.",
        "sr-schlüssel wurde am 21.6. nicht zurück in den tresor gelegt",
        "project",
        """21.6.: sr-schlüssel nicht in den tresor zurück – hartmut hatte ihn abends in der
jackentasche mit heim 🙈
renate stand am 22.6. um 8 vor verschlossener tür, musste zu ihm nach hause fahren, 1,5 h weg.
gerhard hängt zettel an den tresor. hartmut zahlt renate nen kasten most, haha
""",
        updated="2025-06-23",
    ),
    "schleuderraum/nichtmitglieder-idee.md": topic(
        "Vorschlag: Schleuderraum für Nichtmitglieder",
        "Hartmuts Vorschlag, den Schleuderraum an Nichtmitglieder zu vermieten, und wie er ausging",
        "project",
        """Vorstandssitzung vom 3. April 2025, TOP 4:

Herr Ziegler schlug vor, den Schleuderraum auch an Nichtmitglieder zu vermieten, zu 15 € pro
Tag, um die Anschaffung der neuen Schleuder schneller zu refinanzieren („Do gibt's gnug
Hobbyimker, die koin Verein wellet“).
Der Vorstand hat den Vorschlag mit 4:1 Stimmen abgelehnt: Haftungsfragen, Hygiene, und vor
allem Honig und Waben unbekannter Herkunft (Faulbrutgefahr).
Es bleibt bei der Nutzungsordnung: nur Mitglieder. Wer schleudern will, kann für 25 € im Jahr
Mitglied werden.
""",
        updated="2025-04-04",
    ),
    "schleuderraum/hygiene.md": topic(
        "Hygiene im Schleuderraum",
        "Was man im Schleuderraum anziehen muss und was dort nicht erlaubt ist",
        "feedback",
        """Hygiene Schleuderraum:
- Kittel oder Schürze und Haarnetz (hängen am Haken neben der Tür)
- keine Straßenschuhe: Überschuhe aus der Kiste anziehen
- keine Tiere im Schleuderraum, auch nicht der Hund im Korb
- Honigeimer nie direkt auf den Boden stellen
- Wassergehalt mit dem Refraktometer prüfen: über 18 % wird nicht abgefüllt
""",
        updated="2024-05-06",
    ),
    # --- Lehrbienenstand --------------------------------------------------------------------
    "lbs/lehrbienenstand.md": topic(
        "Lehrbienenstand",
        "Name, Lage, Völker und Obmann des Vereins-Lehrbienenstands",
        "reference",
        """Unser Lehrbienenstand heißt „Bienengarten Kirschenbuckel“ (so steht's auch auf dem
Schild am Tor). Er liegt auf der Streuobstwiese oberhalb vom Vereinsheim, Flurstück 1123.

- Bienenhaus mit 6 Völkern + 4 in Freiaufstellung = 10 Völker, Carnica, Zander-Maß
- davon 5 Kursvölker für den Anfängerkurs (blaue Beuten)
- Obmann: Kalle Schwenk
- Völkerdurchsicht in der Saison samstags ab 9 Uhr, jedes Mitglied darf mit
- Stockkarte steckt unterm Deckel jeder Beute
""",
        aliases=["LBS", "Bienengarten"],
        updated="2024-06-01",
    ),
    "lbs/umbenennung.md": topic(
        "LBS umbenannt",
        "Neuer offizieller Name des Lehrbienenstands",
        "project",
        """Der Lehrbienenstand heißt seit 1. Juni 2025 offiziell **„Hans-Wörz-Bienengarten“**
(Vorstandsbeschluss 15.5.2025, zu Ehren von Hans Wörz, der den Stand 1987 aufgebaut hat).
Das neue Schild hängt am Tor. Den alten Namen „Bienengarten Kirschenbuckel“ bitte nicht mehr
auf Flyern, Website und Insta verwenden. Die Lage ändert sich natürlich nicht.
""",
        aliases=["Hans-Wörz-Bienengarten"],
        updated="2025-06-02",
    ),
    "lbs/stockkarten.md": topic(
        "Stockkarten am LBS",
        "nach jeder durchsicht am lbs die stockkarte ausfüllen",
        "feedback",
        """lbs: nach JEDER durchsicht stockkarte ausfüllen!!
liegt unterm deckel vom jeweiligen volk.
rein: datum, wer, brut (stifte/offen/verdeckelt), weisel gesehen j/n, sanftmut 1–4, futter.
1x im monat fotos von den karten in die nextcloud (/LBS/Stockkarten).
""",
        updated="2025-04-12",
    ),
    "lbs/stockkarten-pflicht.md": topic(
        "Stockkarten-Pflicht",
        "Pflicht: jede Durchsicht eines LBS-Volks auf der Stockkarte eintragen",
        "feedback",
        """Stockkarten-Pflicht am LBS: wer ein Volk aufmacht, trägt's auf der Karte unterm Deckel
ein — Datum, Name, Brutstadien, Königin ja/nein, Sanftmut (1–4), Futtervorrat.
Ohne Eintrag weiß der Nächste nix.
""",
        updated="2025-04-12",
    ),
    "lbs/fuettern.md": topic(
        "Fütterung am Lehrbienenstand",
        "Grundsätze, wann und wie die Völker am Lehrbienenstand gefüttert werden",
        "reference",
        """Fütterungsgrundsätze am Lehrbienenstand (Fassung 2024, mit Kalle abgestimmt):

Ausgewinterte Völker erhalten vor der Kirschblüte keinerlei Zuckergaben; sie zehren von ihren
eigenen Vorräten. Ist ein Volk beim Anheben der Beute auffallend leicht, wird eine Futterwabe
aus der Reserve zugehängt.
Die Einfütterung beginnt nach der Sommerbehandlung, Ende August bis Mitte September, mit
insgesamt 15 bis 18 kg Sirup je Volk.
""",
        updated="2024-03-08",
    ),
    "lbs/maerz-todo.md": topic(
        "LBS März-Todos",
        "was im märz 2025 am lbs zu tun ist",
        "project",
        """lbs märz-todos 2025:
- fluglöcher checken, mäusegitter ab mitte märz weg
- windeln rein (1 woche), dann milbenfall auszählen → stockkarte
- jeden sa: zuckerwasser 1:1, 0,5 l pro volk, zum anregen (reizfütterung)
- mittelwände fürs frühjahr bestellen (kalle)
- schild am tor is verwittert, neu streichen?
""",
        updated="2025-03-01",
    ),
    # --- Varroa -----------------------------------------------------------------------------
    "varroa/behandlungskonzept.md": topic(
        "Varroa-Behandlungskonzept",
        "Wie der Verein die Varroa am Lehrbienenstand diagnostiziert und behandelt",
        "reference",
        """Varroa-Behandlungskonzept des Vereins (gilt für den LBS, Empfehlung für alle Mitglieder)

1. Diagnose: Gemülldiagnose mit Windel ab Mai alle 2–3 Wochen. Schadschwelle: liegt der
   natürliche Milbenfall im Juli über 10 Milben pro Tag, wird sofort behandelt — notfalls
   vorher den Honigraum abnehmen.
2. Sommerbehandlung: Ameisensäure 60 % ad us. vet. mit dem Nassenheider professional, direkt
   nach der letzten Schleuderung, spätestens Mitte August. Totale Brutentnahme nur nach
   Absprache mit Kalle.
3. Winterbehandlung: Oxalsäure träufeln (Oxuvar 5,7 %) in der brutfreien Zeit, meist in der
   3. Dezemberwoche.
4. Sicherheit: Säuren nur mit Säureschutzhandschuhen und Schutzbrille anfassen, Wasser zum
   Abspülen bereitstellen.
5. Jede Behandlung ins Bestandsbuch eintragen (liegt im Vereinsheim neben der Kasse).
""",
        aliases=["Varroa-Plan", "Behandlungsplan"],
        updated="2024-06-20",
    ),
    "varroa/saeure-lager.md": topic(
        "Lagerung Tierarzneimittel",
        "Wo der Verein Ameisensäure und Oxalsäure aufbewahrt",
        "reference",
        """Ameisensäure (60 %, Kanister) und Oxalsäure-Lösungen lagern im Vereinsheim, Kellerraum,
im abschließbaren grauen Metallschrank. Schlüssel haben Kalle und der Kassier.
Kühl und dunkel, nie neben Futter oder Gläsern.
""",
        updated="2023-09-18",
    ),
    "varroa/saeure-lager-neu.md": topic(
        "Säuren jetzt bei Kalle",
        "fyi: neuer lagerort für ameisensäure und oxalsäure",
        "project",
        """fyi: AS + OS stehen ab sofort NICHT mehr im vereinsheim-keller, sondern bei kalle in
der garage (gefahrstoffschrank, abgeschlossen).
grund: krabbelgruppe nutzt jetzt dienstags den gruppenraum + versicherung wollte das so.
wer säure braucht → kalle anrufen. bestandsbuch bleibt im vereinsheim.
""",
        updated="2025-07-20",
    ),
    "varroa/as-unfall.md": topic(
        "AS-Spritzer 9.8.",
        "joni hat bei der as-behandlung am lbs säure abbekommen",
        "project",
        """9.8., lbs, as-behandlung (nassenheider befüllen, kurs war dabei):
hab ohne handschuhe nachgefüllt, spritzer auf den handrücken → sofort mit wasser gespült,
brennt + rote stelle, nix schlimmes.
lesson learned: handschuhe!!! kalle hat jetzt 2 paar säurehandschuhe in die lbs-kiste gelegt.
""",
        updated="2025-08-09",
    ),
    # --- Schwarm ----------------------------------------------------------------------------
    "schwarm/schwarmtelefon-2025.md": topic(
        "Schwarmtelefon 2025",
        "Nummer, Koordination und Bereitschaftsplan fürs Schwarmtelefon 2025",
        "project",
        """Schwarmtelefon 2025: **0160 955 512 34** (Vereinshandy, wird an die Bereitschaft
umgeleitet)
Koordination Schwarmtelefon: Melanie Haug
Meldungen gehen zusätzlich in die Signal-Gruppe „Schwarmfänger“.

| KW | Zeitraum | Bereitschaft (Handy) | Fänger-Team |
|---|---|---|---|
| 18–19 | 28.4.–11.5. | Melanie | Joni, Uwe |
| 20–21 | 12.5.–25.5. | Uwe | Melanie, Walter |
| 22–23 | 26.5.–8.6. | Joni | Kalle, Inge |
| 24–25 | 9.6.–22.6. | Melanie | Uwe, Joni |
| 26–27 | 23.6.–6.7. | Walter | Melanie, Kalle |

Nach KW 27 nur noch auf Zuruf über die Signal-Gruppe.
""",
        aliases=["Schwarmhotline", "Schwarmbereitschaft"],
        updated="2025-04-25",
    ),
    "schwarm/anrufer-fragen.md": topic(
        "Fragen an Schwarm-Anrufer",
        "Was man abfragt, wenn jemand am Schwarmtelefon einen Schwarm meldet",
        "reference",
        """Wenn jemand am Schwarmtelefon einen Schwarm meldet, abfragen:
1. Name und Rückrufnummer
2. Genauer Ort (Adresse, Garten, Baum, Hauswand …)
3. Wie hoch hängt der Schwarm?
4. Seit wann hängt er da?
5. Wie groß ist er (Faust, Fußball, Eimer)?
6. Sind es wirklich Honigbienen? Wespen oder Hummeln → nicht unsere Sache, an den NABU verweisen.
""",
        updated="2024-04-20",
    ),
    "schwarm/checkliste-anruf.md": topic(
        "Checkliste Schwarmmeldung",
        "Checkliste für Anrufe am Schwarmtelefon",
        "reference",
        """Checkliste Schwarmmeldung am Telefon:
- Sind's überhaupt Honigbienen? (Wespen/Hummeln → NABU, nicht wir)
- Wo genau? Adresse, Garten, Baum, Hauswand
- Größe: Faust, Fußball oder Eimer?
- Höhe vom Schwarm
- Seit wann hängt der?
- Name + Rückrufnummer vom Anrufer
""",
        updated="2024-04-20",
    ),
    "schwarm/einlogieren.md": topic(
        "Schwarm einlogieren",
        "Was mit einem eingefangenen Schwarm passiert",
        "reference",
        """Eingefangener Schwarm:
- 2–3 Tage kühl und dunkel in den Keller (Kellerhaft), dann abends auf Mittelwände einschlagen
- die ersten 3 Tage nicht füttern, damit der Honig aus der Honigblase verbaut wird
- Schwärme unbekannter Herkunft kommen an den Quarantänestand bei Melanie in Engelberg,
  NICHT an den Lehrbienenstand
- Schwarmkisten nie im Schleuderraum oder im Vereinsheim abstellen
- nach ca. 3 Wochen, solange noch keine verdeckelte Brut da ist: Oxalsäure sprühen
""",
        updated="2024-05-11",
    ),
    # --- Kurs -------------------------------------------------------------------------------
    "kurs/anfaengerkurs.md": topic(
        "Anfängerkurs",
        "Der Anfängerkurs 'Imkern von Anfang an': Ablauf, Plätze, Gebühr",
        "reference",
        """Anfängerkurs „Imkern von Anfang an“
Leitung: Sabine Wörner, am Stand hilft Kalle.

- 8 Praxistermine April–September, samstags 14:00–16:30 am Lehrbienenstand
- dazu 2 Theorieabende im Vereinsheim
- max. 12 Teilnehmende
- Kursgebühr 95 € inkl. Skript und Leihschleier, Vereinsmitgliedschaft im 1. Jahr inklusive
- Anmeldung per Mail bei Sabine, Vergabe nach Eingang
""",
        aliases=["Imkerkurs", "Neuimkerkurs"],
        updated="2024-01-15",
    ),
    "kurs/kursplan-2025.md": topic(
        "Kursplan 2025",
        "Termine und Themen des Anfängerkurses 2025",
        "project",
        """Kursplan Anfängerkurs 2025 (Sabine, Helfer: Joni)

Theorie im Vereinsheim: Di 1.4. und Di 8.4., jeweils 19 Uhr.

| Datum | Zeit | Thema |
|---|---|---|
| Sa 12.4. | 10:00–12:30 | Erste Durchsicht, Aufbau Beute, Smoker |
| Sa 26.4. | 10:00–12:30 | Brut erkennen, Drohnenrahmen |
| Sa 10.5. | 10:00–12:30 | Schwarmkontrolle, Weiselzellen |
| Sa 24.5. | 10:00–12:30 | Ableger bilden |
| Sa 14.6. | 10:00–12:30 | Honigraum, Honigreife |
| Sa 12.7. | 10:00–12:30 | Honigernte, Schleudern (Vereinsheim) |
| Sa 9.8. | 10:00–12:30 | Varroa: AS-Behandlung mit dem Nassenheider |
| Sa 6.9. | 10:00–12:30 | Einfüttern, Einwintern, Abschluss mit Vesper |

Wer mag, kommt schon um 9 zur Völkerdurchsicht mit Kalle.
""",
        updated="2025-03-20",
    ),
    # --- Honig, Gläser & Preise ------------------------------------------------------------
    "honig/preise-2024.md": topic(
        "Preisliste 2024",
        "Preise für Vereinshonig, Gläser und Beitrag 2024",
        "reference",
        """Preisliste 2024 (Vorstandsbeschluss 11.1.2024)

| Artikel | Preis |
|---|---|
| Blütenhonig LBS, 500 g | 7,00 € |
| Blütenhonig LBS, 250 g | 4,00 € |
| Sommertracht LBS, 500 g | 8,00 € |
| DIB-Glas 500 g inkl. Deckel (Mitglieder) | 0,62 € |
| DIB-Glas 250 g inkl. Deckel (Mitglieder) | 0,55 € |
| Gewährverschlussstreifen, 100 St. | 3,20 € |
| Mitgliedsbeitrag | 25 € / Jugend 10 € |
""",
        updated="2024-01-12",
        extra={"status": "superseded", "superseded_by": "honig/preise-2025.md"},
    ),
    "honig/preise-2025.md": topic(
        "Preisliste 2025",
        "Preise für Vereinshonig, Gläser, Schleuderraum und Beitrag ab 1.1.2025",
        "reference",
        """Preisliste 2025 — gilt ab 1.1.2025 (Vorstand 28.11.2024)

| Artikel | Preis |
|---|---|
| Blütenhonig LBS, 500 g | 7,50 € |
| Blütenhonig LBS, 250 g | 4,30 € |
| Sommertracht LBS, 500 g | 8,50 € |
| DIB-Glas 500 g inkl. Deckel (Mitglieder) | 0,68 € |
| DIB-Glas 250 g inkl. Deckel (Mitglieder) | 0,58 € |
| Gewährverschlussstreifen, 100 St. | 3,40 € |
| Schleuderraum, pro Schleudertag | 8 € (Jugend bis 18 frei) |
| Mitgliedsbeitrag | 25 € / Jugend 10 € |
""",
        aliases=["Preise", "Honigpreise"],
        updated="2025-01-10",
    ),
    "honig/glaeser-bestellen.md": topic(
        "Gläserbestellung",
        "Wie die jährliche Sammelbestellung für Honiggläser läuft",
        "reference",
        """Der Verein bestellt einmal im Jahr gesammelt DIB-Gläser (500 g und 250 g), Deckel und
Gewährverschlussstreifen bei Imkereibedarf Bräuninger in Schorndorf.
Bestellungen bitte bis 15. März an den Kassier (Gerhard Pfleiderer), schriftlich oder per
E-Mail. Die Ware wird ins Vereinsheim geliefert; Abholung nach Ansage, Bezahlung bar bei
Abholung.
""",
        aliases=["DIB-Gläser", "Honiggläser"],
        updated="2023-11-06",
    ),
    "honig/sammelbestellung-2025.md": topic(
        "Gläser-Sammelbestellung 2025",
        "Wer 2025 wie viele Gläser bestellt hat, Lieferung und Abholung",
        "project",
        """Gläser-Sammelbestellung 2025
Bestellung Nr. LV-2025-0193 bei der Sammelbestellung des Landesverbands Württembergischer
Imker. Bestellschluss war 15.3. Lieferung KW 17 ins Vereinsheim.
Abholung Sa 26.4., 10–12 Uhr, bei Gerhard, bar.

| Name | 500 g | 250 g | Streifen (100er) | Betrag |
|---|---|---|---|---|
| Kalle (für LBS) | 240 | 96 | 3 | 229,08 € |
| Melanie Haug | 180 | 48 | 2 | 157,04 € |
| Fam. Gaißer | 300 | 0 | 3 | 214,20 € |
| Walter Frank | 96 | 48 | 1 | 96,52 € |
| Renate Bauknecht | 120 | 24 | 1 | 98,92 € |
| Joni | 60 | 24 | 1 | 58,12 € |
| Sabine Wörner | 72 | 0 | 1 | 52,36 € |
| **Summe** | **1.068** | **240** | **12** | **906,24 €** |

Stückpreis 0,68 € (500 g) bzw. 0,58 € (250 g) inkl. Deckel, Streifen 3,40 € je 100.
""",
        updated="2025-03-17",
    ),
    "honig/etikett.md": topic(
        "Pflichtangaben Honigetikett",
        "Welche Angaben auf jedem Honigglas stehen müssen",
        "reference",
        """Pflichtangaben auf dem Honigglas (Honigverordnung / LMIV):
- die Verkehrsbezeichnung „Honig“ oder z. B. „Blütenhonig“
- die Nettofüllmenge
- das Mindesthaltbarkeitsdatum
- Name bzw. Firma und Anschrift des Imkers
- die Losnummer (entbehrlich, wenn das MHD mit Tag und Monat angegeben ist)
- das Ursprungsland, z. B. „Honig aus Deutschland“
Beim DIB-Glas ist zusätzlich der Gewährverschlussstreifen zu verwenden.
""",
        updated="2024-07-02",
    ),
    "honig/etikett-joni.md": topic(
        "etikett kurz",
        "kurzfassung: was muss aufs etikett",
        "reference",
        """etikett-pflichtkram:
„honig“ bzw. „blütenhonig“ · gewicht netto (500 g) · mhd · name + adresse ·
los-nr (fällt weg wenn mhd mit tag+monat) · herkunft („aus deutschland“)
dib-glas → gewährstreifen drauf
""",
        updated="2024-07-02",
    ),
    # --- Vereinsheim ------------------------------------------------------------------------
    "vereinsheim/umbau-ba1.md": topic(
        "Sanierung Vereinsheim BA 1",
        "Bauabschnitt 1 der Vereinsheim-Sanierung im Herbst 2025 (Schleuderraum)",
        "project",
        """Sanierung Vereinsheim — Bauabschnitt 1 (Herbst 2025)

Umfang: Schleuderraum — Wand- und Bodenfliesen erneuern (lebensmitteltauglich, rutschhemmend
R11), Bodenablauf, Edelstahl-Doppelspültisch mit Untertischboiler, LED-Deckenleuchten.
Kosten laut Angebot Fliesen-Kurz, Schorndorf: 6.850,00 € brutto. Eigenleistung ca. 40 Std.
(Abbruch der alten Fliesen).
Finanzierung: Rücklage 3.500,00 €; Zuschuss der Gemeinde Winterbach (Vereinsförderung)
2.000,00 €, beantragt am 12.2.2025, Az. 2025-0193; Rest aus der laufenden Kasse und Spenden.
Zeitplan: nach der Schleudersaison, 13.10.–7.11.2025. In dieser Zeit ist der Schleuderraum
gesperrt.
Zuständig: Hartmut Ziegler (Bau), Gerhard Pfleiderer (Finanzen).
""",
        updated="2025-02-14",
    ),
    "vereinsheim/umbau-ba2.md": topic(
        "Sanierung Vereinsheim BA 2",
        "Bauabschnitt 2 der Vereinsheim-Sanierung, geplant 2026",
        "project",
        """Bauabschnitt 2 (2026, vorbehaltlich Finanzierung):
- Gruppenraum: neuer Boden, Akustikdecke
- barrierefreies WC
- Kellerraum als Lager für Gläser und Geräte, mit Lüftung
Kosten geschätzt 11.500 €. Förderung: Antrag LEADER-Regionalbudget bis 30.9.2025, dazu
Zuschuss Landesverband anfragen. Eigenleistung ca. 120 Std.
Beginn frühestens März 2026, erst wenn BA 1 abgerechnet ist.
""",
        updated="2025-02-14",
    ),
}

FILES = with_index(
    N,
    title="Bienenzüchterverein Remstal-Schurwald — Gedächtnis",
    sections={
        "verein/": "Verein & Vorstand",
        "personen/": "Personen",
        "protokolle/": "Protokolle & Treffen",
        "schleuderraum/": "Schleuderraum",
        "lbs/": "Lehrbienenstand",
        "varroa/": "Varroa & Tiergesundheit",
        "schwarm/": "Schwarm",
        "kurs/": "Anfängerkurs",
        "honig/": "Honig, Gläser & Preise",
        "vereinsheim/": "Vereinsheim",
    },
)

ask, chat = questions_in("de")

MEMDIR = LabelledMemdir(
    name="imkerverein",
    half="heldout11",
    language="de",
    domain="beekeepers' association (Imkerverein): Lehrbienenstand, Schleuderraum rota, "
    "Varroa treatment, swarm hotline, beginners' course, honey jar orders, Vereinsheim",
    style="long formal Protokolle by a retired treasurer beside terse lowercase Stichpunkte "
    "with abbreviations (lbs, sr, as, os) by a young member; tables for rota and prices; "
    "some Swabian dialect",
    files=FILES,
    pairs=[
        # --- contradictions ---------------------------------------------------------------
        P(
            "contradiction",
            "verein/monatsversammlung.md",
            "verein/monatsversammlung-neu.md",
            "time-moved",
            "Monthly meeting 1st Friday 19:30 vs from October 2nd Thursday 19:00.",
        ),
        P(
            "contradiction",
            "kurs/anfaengerkurs.md",
            "kurs/kursplan-2025.md",
            "time-moved",
            "Course Saturdays 14:00–16:30 vs the 2025 plan's table with 10:00–12:30.",
        ),
        P(
            "contradiction",
            "varroa/behandlungskonzept.md",
            "protokolle/2025-05-02-monatsversammlung.md",
            "threshold-changed",
            "Treat above 10 mites/day in July vs Staiger's stricter 5/day adopted in the May "
            "minutes.",
        ),
        P(
            "contradiction",
            "schleuderraum/regeln.md",
            "schleuderraum/gebuehr-2025.md",
            "threshold-changed",
            "Extraction room fee 5 € per day vs from 2025 8 € instead of 5 €.",
        ),
        P(
            "contradiction",
            "schleuderraum/regeln.md",
            "honig/preise-2025.md",
            "threshold-changed",
            "Fee 5 € per day in the Nutzungsordnung vs 8 € per day in the 2025 price table.",
        ),
        P(
            "contradiction",
            "verein/vorstand.md",
            "schwarm/schwarmtelefon-2025.md",
            "owner-changed",
            "Uwe Rombach runs the swarm hotline vs the 2025 table naming Melanie Haug as "
            "coordinator.",
        ),
        P(
            "contradiction",
            "lbs/lehrbienenstand.md",
            "lbs/umbenennung.md",
            "renamed",
            "Teaching apiary called 'Bienengarten Kirschenbuckel' vs officially "
            "'Hans-Wörz-Bienengarten' since June 2025.",
        ),
        P(
            "contradiction",
            "schleuderraum/regeln.md",
            "protokolle/2025-05-02-monatsversammlung.md",
            "policy-reversed",
            "Put extracted combs out at the apiary to be licked clean vs no longer, because of "
            "the foulbrood outbreak (buried in TOP 2).",
        ),
        P(
            "contradiction",
            "honig/glaeser-bestellen.md",
            "honig/sammelbestellung-2025.md",
            "tool-switched",
            "Jars ordered from Imkereibedarf Bräuninger vs the 2025 order placed with the "
            "Landesverband's collective order.",
        ),
        P(
            "contradiction",
            "schleuderraum/belegung-2025.md",
            "protokolle/2025-07-05-helfertreffen-sr.md",
            "tool-switched",
            "Book on the paper list at the door vs only via the Nextcloud calendar, paper list "
            "removed (one bullet among many).",
        ),
        P(
            "contradiction",
            "varroa/saeure-lager.md",
            "varroa/saeure-lager-neu.md",
            "location-changed",
            "Acids kept in the Vereinsheim cellar cabinet vs now in Kalle's garage.",
        ),
        P(
            "contradiction",
            "kurs/anfaengerkurs.md",
            "protokolle/2025-03-14-jhv.md",
            "count-changed",
            "At most 12 participants vs the JHV opening the course to 15 (TOP 7).",
        ),
        P(
            "contradiction",
            "lbs/fuettern.md",
            "lbs/maerz-todo.md",
            "reworded-conflict",
            "No sugar at all before the cherry blossom vs half a litre of 1:1 syrup every "
            "Saturday in March to stimulate.",
        ),
        # --- decoys -----------------------------------------------------------------------
        P(
            "decoy",
            "verein/ablage.md",
            "protokolle/2025-07-05-helfertreffen-sr.md",
            "shared-technology",
            "Nextcloud: file storage for minutes and scans vs the calendar for booking the "
            "extraction room.",
        ),
        P(
            "decoy",
            "varroa/behandlungskonzept.md",
            "schwarm/einlogieren.md",
            "shared-technology",
            "Oxalic acid: winter trickling at the apiary vs spraying a hived swarm.",
        ),
        P(
            "decoy",
            "schleuderraum/regeln.md",
            "schleuderraum/schluessel-vorfall.md",
            "rule-vs-incident",
            "Key back into the safe right away; on 21.6. Hartmut took it home.",
        ),
        P(
            "decoy",
            "varroa/behandlungskonzept.md",
            "varroa/as-unfall.md",
            "rule-vs-incident",
            "Acids only with gloves; Joni refilled without gloves on 9.8. and got a splash.",
        ),
        P(
            "decoy",
            "verein/offene-punkte.md",
            "protokolle/2025-03-14-jhv.md",
            "open-questions-vs-settled",
            "New extractor was open; the JHV decided to buy it.",
        ),
        P(
            "decoy",
            "verein/offene-punkte.md",
            "protokolle/2025-05-02-monatsversammlung.md",
            "open-questions-vs-settled",
            "Herbstmarkt stand was open; the May meeting settled 12.10. with Hartmut.",
        ),
        P(
            "decoy",
            "vereinsheim/umbau-ba1.md",
            "vereinsheim/umbau-ba2.md",
            "phase1-vs-phase2",
            "BA 1 autumn 2025, extraction room, 6.850 €; BA 2 2026, group room, WC, cellar, "
            "11.500 €.",
        ),
        P(
            "decoy",
            "schleuderraum/nichtmitglieder-idee.md",
            "schleuderraum/regeln.md",
            "quoted-opinion-rejected",
            "Hartmut's idea to rent to non-members was turned down; members only stays.",
        ),
        P(
            "decoy",
            "personen/gerhard.md",
            "personen/joni.md",
            "two-peoples-preferences",
            "Gerhard wants PDF by e-mail or paper, no messenger; Joni wants Signal, no mail.",
        ),
        P(
            "decoy",
            "schleuderraum/hygiene.md",
            "schwarm/einlogieren.md",
            "two-donts-different-things",
            "No animals or street shoes in the extraction room vs never park swarm boxes there.",
        ),
        P(
            "decoy",
            "vereinsheim/umbau-ba1.md",
            "honig/sammelbestellung-2025.md",
            "same-ticket-ids",
            "2025-0193 is the council grant file number and the jar order number.",
        ),
        P(
            "decoy",
            "honig/preise-2024.md",
            "honig/preise-2025.md",
            "superseded-and-successor",
            "2024 price list (superseded) vs the 2025 one.",
        ),
        P(
            "decoy",
            "schleuderraum/gebuehr-2025.md",
            "honig/preise-2025.md",
            "related-consistent",
            "Both: 8 € per extraction day, youth up to 18 free.",
        ),
        P(
            "decoy",
            "honig/sammelbestellung-2025.md",
            "honig/preise-2025.md",
            "related-consistent",
            "Same jar prices 0,68 € / 0,58 € and 3,40 € per 100 strips.",
        ),
        P(
            "decoy",
            "schleuderraum/schluessel-vorfall.md",
            "schleuderraum/belegung-2025.md",
            "related-consistent",
            "Hartmut booked 21.6., Renate 22.6., as the incident says.",
        ),
        P(
            "decoy",
            "schleuderraum/schluessel-vorfall.md",
            "protokolle/2025-07-05-helfertreffen-sr.md",
            "related-consistent",
            "Both: Gerhard puts a note on the key safe.",
        ),
        P(
            "decoy",
            "schleuderraum/regeln.md",
            "protokolle/2025-07-05-helfertreffen-sr.md",
            "related-consistent",
            "Wet mopping after each use and wax in the blue bucket stay as in the rules.",
        ),
        P(
            "decoy",
            "varroa/as-unfall.md",
            "kurs/kursplan-2025.md",
            "related-consistent",
            "9.8. is the course's AS treatment with the Nassenheider.",
        ),
        P(
            "decoy",
            "kurs/kursplan-2025.md",
            "schleuderraum/belegung-2025.md",
            "related-consistent",
            "12.7. the course extracts in the Vereinsheim; the rota gives Sabine that morning.",
        ),
        P(
            "decoy",
            "protokolle/2025-03-14-jhv.md",
            "lbs/umbenennung.md",
            "related-consistent",
            "JHV proposed naming the apiary after Hans Wörz; the board did so.",
        ),
        P(
            "decoy",
            "protokolle/2025-03-14-jhv.md",
            "lbs/lehrbienenstand.md",
            "related-consistent",
            "Both: five course colonies.",
        ),
        P(
            "decoy",
            "lbs/lehrbienenstand.md",
            "kurs/kursplan-2025.md",
            "related-consistent",
            "Colony check Saturdays from 9 with Kalle, then the course at 10.",
        ),
        P(
            "decoy",
            "lbs/stockkarten.md",
            "verein/ablage.md",
            "related-consistent",
            "Card photos go to /LBS/Stockkarten in the Nextcloud.",
        ),
        P(
            "decoy",
            "varroa/behandlungskonzept.md",
            "lbs/fuettern.md",
            "related-consistent",
            "Feeding starts after the summer treatment, which ends by mid-August.",
        ),
        P(
            "decoy",
            "varroa/behandlungskonzept.md",
            "varroa/saeure-lager-neu.md",
            "related-consistent",
            "The Bestandsbuch stays in the Vereinsheim in both.",
        ),
        P(
            "decoy",
            "protokolle/2025-03-14-jhv.md",
            "protokolle/2025-07-05-helfertreffen-sr.md",
            "related-consistent",
            "The 12-frame radial extractor bought at the JHV is running.",
        ),
        # --- duplicates -------------------------------------------------------------------
        P(
            "near-duplicate",
            "lbs/stockkarten.md",
            "lbs/stockkarten-pflicht.md",
            "same-rule-restated",
            "Fill in the hive card after every inspection; saved twice in one session.",
        ),
        P(
            "duplicate",
            "schwarm/anrufer-fragen.md",
            "schwarm/checkliste-anruf.md",
            "reordered",
            "The same six questions for swarm callers in another order.",
        ),
        P(
            "near-duplicate",
            "honig/etikett.md",
            "honig/etikett-joni.md",
            "paraphrased",
            "The same mandatory label items, formal vs terse.",
        ),
    ],
    questions=[
        ask(
            "Wann ist eigentlich die Monatsversammlung?",
            "verein/monatsversammlung.md",
            "verein/monatsversammlung-neu.md",
        ),
        ask(
            "wieviel kostet der schleuderraum pro tag",
            "schleuderraum/regeln.md",
            "schleuderraum/gebuehr-2025.md",
            "honig/preise-2025.md",
        ),
        ask(
            "Ab wie vielen Milben am Tag müssen wir im Juli behandeln?",
            "varroa/behandlungskonzept.md",
            "protokolle/2025-05-02-monatsversammlung.md",
        ),
        ask(
            "wer kümmert sich ums schwarmtelefon",
            "verein/vorstand.md",
            "schwarm/schwarmtelefon-2025.md",
        ),
        ask(
            "wie heißt unser lehrbienenstand offiziell",
            "lbs/lehrbienenstand.md",
            "lbs/umbenennung.md",
        ),
        ask(
            "Derf mr die ausgschleuderte Waba no zum Ausschlecka an de Stand stella?",
            "schleuderraum/regeln.md",
            "protokolle/2025-05-02-monatsversammlung.md",
        ),
        ask(
            "wo bstellet mir des jahr die dib gläser",
            "honig/glaeser-bestellen.md",
            "honig/sammelbestellung-2025.md",
        ),
        ask(
            "sr buchen wie?",
            "schleuderraum/belegung-2025.md",
            "protokolle/2025-07-05-helfertreffen-sr.md",
            "schleuderraum/regeln.md",
        ),
        ask(
            "Wo steht die Ameisensäure?",
            "varroa/saeure-lager.md",
            "varroa/saeure-lager-neu.md",
        ),
        ask(
            "wie viele plätze hat der anfängerkurs",
            "kurs/anfaengerkurs.md",
            "protokolle/2025-03-14-jhv.md",
        ),
        ask(
            "Um wieviel Uhr fangen die Kurssamstage am Stand an?",
            "kurs/anfaengerkurs.md",
            "kurs/kursplan-2025.md",
        ),
        ask(
            "füttern mir im märz am lbs oder net?",
            "lbs/fuettern.md",
            "lbs/maerz-todo.md",
        ),
        ask("was muss aufs honigetikett", "honig/etikett.md", "honig/etikett-joni.md"),
        ask(
            "Was frag ich jemand, der einen Schwarm meldet?",
            "schwarm/anrufer-fragen.md",
            "schwarm/checkliste-anruf.md",
        ),
        ask("was kostet a 500er glas blütenhonig vom verein", "honig/preise-2025.md"),
        ask("Was wird im zweiten Bauabschnitt am Vereinsheim gemacht?", "vereinsheim/umbau-ba2.md"),
        ask("schwarm eingfanga – was jetzt?", "schwarm/einlogieren.md"),
        ask("wo liegen die protokolle als pdf", "verein/ablage.md"),
        ask(
            "Hat der Verein jetzt eine neue Schleuder?",
            "protokolle/2025-03-14-jhv.md",
            "protokolle/2025-07-05-helfertreffen-sr.md",
            "protokolle/2025-05-02-monatsversammlung.md",
        ),
        ask("wann isch der herbstmarkt", "protokolle/2025-05-02-monatsversammlung.md"),
        ask("wann ist der schleuderraum im herbst wegen umbau zu", "vereinsheim/umbau-ba1.md"),
        ask(
            "danke! und wer hat am 21.6. den sr-schlüssel mit heim gnomma?",
            "schleuderraum/schluessel-vorfall.md",
            conversational=True,
        ),
        ask(
            "Merci. Und dürfen Nichtmitglieder den Schleuderraum mieten?",
            "schleuderraum/nichtmitglieder-idee.md",
            "schleuderraum/regeln.md",
            conversational=True,
        ),
        ask(
            "ok passt, und wie will der Gerhard die Sachen gschickt kriega?",
            "personen/gerhard.md",
            conversational=True,
        ),
        ask(
            "super, und was war nochmal mit joni und der säure?",
            "varroa/as-unfall.md",
            conversational=True,
        ),
        chat("Grüß Gott!"),
        chat("Morga zusammen"),
        chat("Merci, des passt scho"),
        chat("brb, kurz Kaffee holen"),
        chat("heut schifft's scho wieder da ganza Dag, so a Sauwetter"),
        chat("ok, nächster Punkt"),
        chat("du bisch a Schatz, super gmacht!"),
        chat("Kommt a Schwob in d'Bäckerei und fragt: „Was koschtet des?“ 😄"),
        chat("puh, langer Tag im Gschäft heut"),
        chat("Ade, bis morga!"),
        chat("haha guad"),
    ],
    complete_labels=True,
)
