# Written for held-out half heldout9 by a writer who never read a detector; measured there once
# as the newest half (contradiction recall 2%: changes buried in chatty recaps went unseen);
# moved to tuning so that tuning sees how such changes are written. heldout10 replaced it.
"""A Leipzig bike courier collective's agent memory: German du-form, voice memos, Plenum TOPs."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- Plenum ---------------------------------------------------------------------------
    "plenum/ablauf.md": topic(
        "Plenum",
        "Wann, wo und wie das Kollektiv entscheidet",
        "reference",
        """Plenum alle zwei Wochen, montags um 19 Uhr im Laden (Karl-Heine-Str. 48, Hinterhaus).

- Moderation reihum, wer dran ist steht auf der Tafel
- Protokoll kommt in die Nextcloud, Ordner Kollektiv/Plenum
- Entscheidungen im Konsens; klappt das nicht, reicht eine 2/3-Mehrheit
- wer nicht kann: vorher Bescheid sagen, ein Veto geht auch schriftlich
""",
        updated="2025-05-12",
    ),
    "plenum/2025-11-03.md": topic(
        "Plenum 03.11.2025",
        "Protokoll vom Plenum am 3. November",
        "project",
        """Plenum 03.11.2025 — Mod.: Ronja, Prot.: Mo

TOP 1 Neue Leute: Aylin und Ben fangen am 1.12. an. Einarbeitung wie immer.

TOP 2 E-Bikes (Antrag Jonas): Jonas will allen ein E-Bike über Leasing besorgen, O-Ton
„sonst sind wir mit 40 alle durch, Knie, Rücken, alles“. Lange Diskussion. Abgelehnt: zu
teuer, wir wollen keine Leasingverträge am Hals haben. Es bleibt bei den eigenen Rädern und
der Pauschale. Jonas findet's doof, trägt's aber mit.

TOP 3 Weihnachtsfeier: Fr 12.12. im Laden, Mo kocht Chili, Getränke bringt jede*r selbst.

TOP 4 Zweites Lastenrad: vertagt. Paule schaut sich bis Ende November Angebote an.
""",
        updated="2025-11-03",
    ),
    "plenum/offene-fragen.md": topic(
        "Offene Punkte fürs Plenum",
        "Sammelliste, was als Nächstes geklärt werden muss",
        "project",
        """Offen (Stand Ende Oktober):
- zweites Lastenrad: nochmal ein Bullitt oder ein Urban Arrow?
- Haftpflicht läuft am 31.12. aus — wer kümmert sich um die Verlängerung?
- Weihnachtsfeier: im Laden oder in der Kneipe?
- Flyer für die Kanzleien im Musikviertel, ja/nein?
""",
        updated="2025-10-27",
    ),
    "plenum/2026-01-19.md": topic(
        "Plenum 19.01.2026",
        "Protokoll vom ersten Plenum im Januar",
        "project",
        """Plenum 19.01.2026 — Mod.: Aylin, Prot.: Jonas

TOP 1 Runde: allen geht's soweit okay, Lukas ist wieder fit.

TOP 2 Lohn: Die Rücklagen geben es her, ab April gibt's 15,50 pro Stunde für alle.
Konsens, Ben enthält sich.

TOP 3 Zeiterfassung: Ab Februar stempeln alle in Kimai, läuft auf unserem eigenen Server.
Logins verschickt Mo per Mail, wer keinen hat → Mo anschreiben.

TOP 4 Verschiedenes: Alleycat am 7.3., wer mitfahren will, meldet sich im Kollektiv-Quatsch.
""",
        updated="2026-01-19",
    ),
    "plenum/2026-02-16.md": topic(
        "Plenum 16.02.2026",
        "Protokoll vom Plenum im Februar",
        "project",
        """Plenum 16.02.26 / Mod. Kemal / Prot. Aylin

TOP 1 Kasse: Kontostand 11.240 €, das Urban Arrow ist abbezahlt.

TOP 2 Termin: Montags können Aylin, Ben und Jonas nicht mehr (Uni). Ab März treffen wir
uns donnerstags um 18:30, weiter alle 14 Tage, gleicher Ort.

TOP 3 Urlaub Sommer: Wünsche bis 31.3. in die Liste an der Pinnwand im Laden.

TOP 4 Sonstiges: Kaffeemaschine entkalken, macht Jonas.
""",
        updated="2026-02-16",
    ),
    # --- Sprachnachrichten -----------------------------------------------------------------
    "memos/2026-02-03-ronja.md": topic(
        "Sprachnachricht Ronja 3.2.",
        "Abgetippte Sprachnachricht von Ronja vor ihrer Elternzeit",
        "project",
        """[Sprachnachricht von Ronja, 1:48, abgetippt]

Hi, Ronja hier, ich sprech dir das schnell ein, ich steh grad am Connewitzer Kreuz an der
Ampel, also sorry für den Lärm. Ähm. Also du weißt ja, ab März bin ich in Elternzeit, und
ich will nicht, dass dann alles liegen bleibt. Die Monatsabrechnung für die Kundschaft, also
die Rechnungen, die macht ab jetzt der Kemal, der hat auch schon seinen eigenen
lexoffice-Zugang. Wenn also irgendwer wegen ner Rechnung anruft oder mailt, gleich an Kemal.

Dann noch was, das hab ich letztens vergessen: Die Schlüssel fürs Bullitt und fürs Arrow,
die sind im Schlüsseltresor am Hoftor. Den Code weiß die Dispo, den sag ich hier nicht rein.

Und ähm, ja, zum nächsten Plenum bring ich noch Kuchen mit, dann sieht mich auch mal wer mit
Bauch. Okay, grün, ich fahr. Tschüssi!
""",
        nested=True,
        session="b61f0c2e-7a4d-4f1e-9c3b-5d2a8e17f904",
        modified="2026-02-03T08:52:11Z",
        updated="2026-02-03",
    ),
    "memos/2026-02-20-mo.md": topic(
        "Sprachnachricht Mo 20.2.",
        "Mo nach dem Dispo-Treffen, abgetippt",
        "project",
        """[Sprachnachricht von Mo, 2:05, abgetippt]

Jo, Mo hier. Äh, drei Sachen vom Dispo-Treffen heute, schreib dir das bitte irgendwo hin.

Erstens: Das mit den Unterschriften lassen wir sein. Hat die Kanzleien eh genervt, und die
Hälfte hat nur so nen Krakel gemacht. Ein Foto vom Umschlag bei der Übergabe am Empfang
reicht, das Foto geht in die App, fertig.

Zweitens, das Klinikum. Die Laborleute wollen die Proben später haben, weil die Praxen
mittags eh nie fertig sind. Wir fahren die Tour jetzt erst um Viertel nach drei los, die
Annahme ist bis fünf besetzt, passt also.

Drittens, ähm, der Kompressor in der Werkstatt ist hinüber. Paule weiß Bescheid, bis der
Neue da ist halt mit der Standpumpe. Okay, das war's, ciao.
""",
        nested=True,
        session="e0d73a19-2b8c-46f5-a1d7-93c4b5f0e622",
        updated="2026-02-20",
    ),
    "memos/glatteis.md": topic(
        "Sprachnachricht zu Glätte",
        "Was an glatten Tagen morgens passiert, abgetippt",
        "feedback",
        """[Sprachnachricht von Jonas, 0:41, abgetippt]

Ja hey, nur damit das auch irgendwo steht: Wenn's glatt ist oder schneit, schaut morgens um
sechs die Dispo raus und sagt, ob wir fahren oder nicht. Und wenn nicht, kriegen unsere
Stammkunden bis halb sieben ne SMS, und die Proben vom Klinikum holt dann deren eigener
Fahrdienst. Mehr isses nicht. Bis später!
""",
        updated="2026-01-08",
    ),
    # --- Regeln ---------------------------------------------------------------------------
    "regeln/zustellung.md": topic(
        "Zustellung",
        "Wie eine Sendung übergeben wird",
        "feedback",
        """Bei der Übergabe:
- immer Unterschrift in der App holen, auch bei Stammkund*innen
- Name in Druckbuchstaben dazu
- niemand da → zurück in den Laden, nie vor die Tür legen
- Uhrzeit der Übergabe stimmt automatisch, nicht von Hand ändern
""",
        updated="2025-03-18",
    ),
    "regeln/helm.md": topic(
        "Helmpflicht",
        "Helm auf Tour",
        "feedback",
        """Helm auf jeder Tour. Ohne Helm kein Auftrag, auch nicht „nur kurz um die Ecke“.
""",
        updated="2025-02-24",
    ),
    "regeln/kopfhoerer.md": topic(
        "Kopfhörer",
        "Musik auf Tour",
        "feedback",
        """Auf Tour keine Kopfhörer. Auch nicht einer im Ohr, auch nicht „Podcast ganz leise“.
""",
        updated="2025-02-24",
    ),
    "regeln/gehweg.md": topic(
        "Gehweg",
        "Fahren auf dem Gehweg",
        "feedback",
        """Nicht auf dem Gehweg fahren, auch nicht die letzten Meter bis zur Adresse. Absteigen und
schieben. (Beschwerde vom Ordnungsamt im Sommer, das wollen wir nicht nochmal.)
""",
        updated="2025-08-11",
    ),
    "regeln/gewicht.md": topic(
        "Gewicht und Größe",
        "Wann eine Sendung aufs Lastenrad muss",
        "reference",
        """- bis 12 kg: normales Rad, Rucksack oder Gepäckträger
- über 12 kg oder länger als 80 cm: Lastenrad
- über 60 kg: nehmen wir nicht an, freundlich absagen
""",
        updated="2025-04-07",
    ),
    "regeln/laborproben.md": topic(
        "Laborproben",
        "Wie Proben transportiert werden",
        "feedback",
        """Laborproben nur in der blauen Kühlbox, nie lose im Rucksack. Box nach jeder Tour mit dem
Desinfektionszeug aus dem Laden auswischen.
""",
        updated="2025-07-14",
    ),
    "feedback/kuehlbox.md": topic(
        "Proben kamen warm an",
        "Beschwerde aus dem Labor und was daraus folgt",
        "feedback",
        """Frau Dietrich aus der Laborannahme: zwei Proben kamen warm an. Heißt für uns: Proben kommen
immer in die blaue Kühlbox, nicht in den Rucksack, und nach der Tour wird die Box
ausgewischt.
""",
        updated="2025-07-14",
    ),
    "regeln/winter.md": topic(
        "Glätte und Schnee",
        "Ob bei Glätte gefahren wird",
        "reference",
        """Bei Glätte oder Schnee:
- Dispo schaut um 6:00 raus und entscheidet, ob gefahren wird
- wenn nicht: SMS an alle Stammkunden bis 6:30
- Laborproben übernimmt an solchen Tagen der Fahrdienst vom Klinikum
""",
        updated="2025-11-25",
    ),
    "regeln/keine-lebensmittel.md": topic(
        "Keine Lebensmittel",
        "Was wir grundsätzlich nicht transportieren",
        "feedback",
        """Keine Lebensmittel. Nichts zum Essen, nichts zum Trinken, egal ob warm oder kalt, egal
wie gut bezahlt. Hygieneauflagen, und unsere Versicherung deckt es nicht. Steht so seit dem
Gründungsplenum, wir sind kein Lieferdienst.
""",
        updated="2025-01-20",
    ),
    "regeln/raeder.md": topic(
        "Eigene Räder",
        "Womit wir fahren und was das Kollektiv dazugibt",
        "reference",
        """Jede*r fährt das eigene Rad. Das Kollektiv zahlt 25 € im Monat Verschleißpauschale, Teile
aus der Werkstatt gibt's zum Einkaufspreis. Motor haben nur die Lastenräder.
""",
        updated="2025-02-10",
    ),
    "regeln/besetzung.md": topic(
        "Mindestbesetzung",
        "Wie viele Leute pro Schicht da sein müssen",
        "reference",
        """Mindestbesetzung:
- Frühschicht Mo–Fr: 4 Leute auf dem Rad + 1 Dispo
- Spätschicht Mo–Fr: 3 auf dem Rad + 1 Dispo
- Samstag: 1 auf dem Rad, Dispo läuft übers Handy
Wird's knapp → selbst um einen Tausch kümmern, nicht einfach ausfallen lassen.
""",
        updated="2025-06-02",
    ),
    # --- Schichten ------------------------------------------------------------------------
    "schichten/schichtplan.md": topic(
        "Schichtplan",
        "Schichten, Zeiten und Besetzung",
        "reference",
        """| Schicht | Zeit | auf dem Rad | Dispo |
|---|---|---|---|
| Früh (Mo–Fr) | 7:30–13:00 | 3 | 1 im Laden |
| Spät (Mo–Fr) | 13:00–19:00 | 3 | 1 im Laden |
| Samstag | 10:00–16:00 | 1 | übers Handy |

Eintragen bis Donnerstag für die nächste Woche, Liste hängt im Laden.
""",
        updated="2026-01-12",
    ),
    # --- Geld -----------------------------------------------------------------------------
    "geld/einheitslohn.md": topic(
        "Einheitslohn",
        "Was alle pro Stunde bekommen",
        "reference",
        """Einheitslohn: 14,00 € brutto die Stunde, egal ob Rad, Dispo oder Büro. Minijob oder
Teilzeit, wie's für dich passt.
""",
        updated="2025-02-10",
    ),
    "geld/rechnungen.md": topic(
        "Kundenrechnungen",
        "Wer die Rechnungen schreibt und wann",
        "reference",
        """Kundenrechnungen schreibt Ronja, immer zum Monatsersten, über lexoffice.
Fragen von Kund*innen zu einer Rechnung → an Ronja weiterleiten.
""",
        updated="2025-04-01",
    ),
    "geld/stunden.md": topic(
        "Stunden aufschreiben",
        "Wie Arbeitszeit erfasst wird",
        "feedback",
        """Jede*r trägt die eigenen Schichten in die Tabelle „Stundenzettel“ in der Nextcloud ein
(Ordner Kollektiv/Geld), spätestens am 3. des Folgemonats. Kemal macht daraus die Löhne.
""",
        updated="2025-03-03",
    ),
    # --- Kunden ---------------------------------------------------------------------------
    "kunden/uniklinik-labor.md": topic(
        "Uniklinik Labor",
        "Die tägliche Probentour fürs Zentrallabor",
        "project",
        """Uniklinik, Zentrallabor:
- Proben aus den Praxen im Waldstraßenviertel einsammeln
- Abfahrt 14:00 am Laden, bis 15:00 an der Pforte Liebigstraße 27 abgeben
- Ansprechpartnerin: Frau Dietrich, Laborannahme
- Monatsrechnung, kein Einzelpreis pro Tour
""",
        updated="2025-06-16",
    ),
    "kunden/baeckerei-kunze.md": topic(
        "Bäckerei Kunze",
        "Neue Morgentour für die Kitas",
        "project",
        """Bäckerei Kunze (Kleinzschocher), Start 2.3.:
Mo–Fr 7:35 in der Backstube drei Kisten Brötchen und Kuchen aufladen, bis 8:00 an die
Kitas Sonnenkäfer, Pusteblume und Am Kanal. Fährt wer Frühschicht hat, mit dem Bullitt.
Leere Kisten vom Vortag wieder mitnehmen.
""",
        updated="2026-02-25",
    ),
    "kunden/druckerei-wittig.md": topic(
        "Druckerei Wittig",
        "Stammkundin in Plagwitz, schwere Kartons",
        "project",
        """Druckerei Wittig (Plagwitz): Flyer- und Plakatkartons, meist 15–25 kg pro Karton. Immer
aufs Lastenrad einplanen, höchstens zwei Kartons pro Fahrt. Rampe hinten im Hof benutzen.
""",
        updated="2025-09-08",
    ),
    "kunden/reklamation-2417.md": topic(
        "Auftrag 2417",
        "Verspätete Fristsache für die Kanzlei Richter & Voigt",
        "project",
        """Auftrag 2417, Kanzlei Richter & Voigt (Gottschedstraße): Fristsache kam 40 Minuten zu spät
am Amtsgericht an, Stau am Ring plus Platten. 50 % Gutschrift auf den Auftrag, Kemal hat
sich per Mail entschuldigt. Die Kanzlei bleibt uns erhalten.
""",
        updated="2025-12-09",
    ),
    # --- Werkstatt ------------------------------------------------------------------------
    "werkstatt/werkstatt-keller.md": topic(
        "Werkstatt",
        "Wo die Werkstatt ist und wann geschraubt wird",
        "reference",
        """Werkstatt: Kellerraum Merseburger Str. 12, Hof links. Schraubabend dienstags ab 18 Uhr.
""",
        updated="2025-03-10",
        extra={"status": "superseded", "superseded_by": "werkstatt/werkstatt.md"},
    ),
    "werkstatt/werkstatt.md": topic(
        "Werkstatt Westwerk",
        "Unsere Werkstatt seit dem Umzug",
        "reference",
        """Werkstatt ist seit November in der Halle im Westwerk (Karl-Heine-Str. 85, Tor 3).
Schraubabend jetzt mittwochs ab 18 Uhr, Paule leitet. Werkzeug nach Benutzung zurück an
die Wand, Altöl nur in den roten Kanister.
""",
        updated="2025-11-20",
    ),
    "werkstatt/urban-arrow.md": topic(
        "Zweites Lastenrad",
        "Welches Lastenrad dazugekommen ist",
        "project",
        """Entschieden und gekauft: Urban Arrow Cargo L, gebraucht vom Radhaus Plagwitz, 2.900 €.
Einweisung macht Paule, vorher nicht allein damit los.
""",
        updated="2025-12-01",
    ),
    "werkstatt/bestellung-2417.md": topic(
        "Bestellung 2417",
        "Ersatzteile fürs Bullitt",
        "project",
        """Bestellung #2417 bei bike-components: 2× Bremsbeläge Magura, eine Kette, zwei Schläuche
20 Zoll fürs Bullitt. 84,70 €, bezahlt aus der Werkstattkasse. Sollte Donnerstag da sein.
""",
        updated="2025-12-04",
    ),
    # --- Werkzeug, Team -------------------------------------------------------------------
    "werkzeug/signal-dispo.md": topic(
        "Dispo-Gruppe",
        "Wie Aufträge verteilt werden",
        "reference",
        """Aufträge laufen über die Signal-Gruppe „Dispo Live“.
- da nur Aufträge und kurze Rückmeldungen: 👍 = übernommen, ✅ = zugestellt
- kein Gequatsche, keine Memes
- Dispo pinnt morgens die Tagestouren an
""",
        aliases=["Dispo Live"],
        updated="2025-04-14",
    ),
    "team/signal-plausch.md": topic(
        "Kollektiv-Quatsch",
        "Die Signal-Gruppe für alles, was keine Arbeit ist",
        "reference",
        """Für alles andere gibt's die Signal-Gruppe „Kollektiv-Quatsch“: Memes, Flohmarktkram,
wer kommt mit zum Alleycat, wer hat noch nen 28er Schlauch. Freiwillig, darf man muten.
""",
        updated="2025-06-23",
    ),
    "team/onboarding.md": topic(
        "Erster Tag",
        "Checkliste für neue Kurier*innen",
        "reference",
        """Erster Tag für Neue:
1. Vertrag unterschreiben (liegt bei Kemal im Büro)
2. Weste, Regenjacke und Helm aus dem Lager holen
3. In die Signal-Gruppe „Kurier-Funk“ — da kommen die Aufträge rein
4. Notfallnummer der Dispo im Handy speichern
5. Einmal mit jemandem die Runde durch die Innenstadt fahren
""",
        nested=True,
        updated="2026-01-10",
    ),
    "team/einarbeitung-start.md": topic(
        "Einarbeitung: erste Woche",
        "Was Neue in der ersten Woche dürfen",
        "reference",
        """Erste Woche:
- nur im Tandem mit jemand Erfahrenem
- höchstens 3 Schichten
- nur Zone A (innerhalb vom Ring)
- keine Laborproben, kein Lastenrad
""",
        updated="2025-10-13",
    ),
    "team/einarbeitung-danach.md": topic(
        "Einarbeitung: Woche 2 bis Monat 2",
        "Wie es nach der ersten Woche weitergeht",
        "reference",
        """Ab Woche 2 bis Ende des zweiten Monats:
- allein unterwegs, Zone A und B
- bis zu 4 Schichten die Woche
- Lastenrad erst nach Einweisung in der Werkstatt
- Laborproben erst nach der Hygieneschulung
Danach ganz normal im Schichtplan.
""",
        updated="2025-10-13",
    ),
    "team/unfall-2026-01.md": topic(
        "Sturz Lukas",
        "Was am 14. Januar passiert ist",
        "project",
        """14.1.: Lukas ist an der Jahnallee in die Straßenbahnschiene gekommen. Helm hatte er nicht
auf, der hing am Rucksack („war ja nur kurz zur Post“). Platzwunde an der Stirn, zwei Tage
krankgeschrieben. Haben das danach in Ruhe mit ihm besprochen.
""",
        updated="2026-01-15",
    ),
    "team/vorlieben-aylin.md": topic(
        "Aylin unterwegs erreichen",
        "Wie Aylin während der Tour kontaktiert werden will",
        "user",
        """Aylin will Änderungen unterwegs bitte schriftlich, mit Adresse zum Reinkopieren. Anrufen
bringt nix, sie geht beim Fahren nicht ran.
""",
        updated="2025-12-15",
    ),
    "team/vorlieben-ben.md": topic(
        "Ben unterwegs erreichen",
        "Wie Ben während der Tour kontaktiert werden will",
        "user",
        """Ben lieber anrufen, wenn sich unterwegs was ändert. Er liest auf dem Rad nix und sieht
Nachrichten oft erst beim nächsten Halt.
""",
        updated="2025-12-15",
    ),
    "lager/schluessel.md": topic(
        "Lastenradschlüssel",
        "Wo der Schlüssel fürs Lastenrad hängt",
        "reference",
        """Schlüssel fürs Lastenrad: im Laden am Schlüsselbrett, Haken 3 (rotes Band). Nach der
Schicht wieder hinhängen, nicht in der Jackentasche mit nach Hause nehmen!
""",
        aliases=["Schlüsselbrett"],
        updated="2025-08-25",
    ),
}

FILES = with_index(
    N,
    title="Kurierkollektiv — Gedächtnis",
    sections={
        "plenum/": "Plenum",
        "memos/": "Sprachnachrichten",
        "regeln/": "Regeln",
        "feedback/": "Regeln",
        "schichten/": "Schichten & Geld",
        "geld/": "Schichten & Geld",
        "kunden/": "Kundschaft",
        "werkstatt/": "Werkstatt & Räder",
        "lager/": "Werkstatt & Räder",
        "werkzeug/": "Team",
        "team/": "Team",
    },
)

ask, chat = questions_in("de")

MEMDIR = LabelledMemdir(
    name="fahrradkurier_kollektiv",
    half="tuning",
    language="de",
    domain="Fahrradkurier-Kollektiv (bike courier collective) in Leipzig",
    style=(
        "German, casual du-form, transcribed voice memos, Plenum minutes with TOPs, short "
        "bullet rules, one table"
    ),
    files=FILES,
    pairs=[
        # --- contradictions -----------------------------------------------------------------
        P(
            "contradiction",
            "plenum/ablauf.md",
            "plenum/2026-02-16.md",
            "time-moved",
            "Plenum montags 19 Uhr vs ab März donnerstags 18:30 (TOP 2).",
        ),
        P(
            "contradiction",
            "geld/einheitslohn.md",
            "plenum/2026-01-19.md",
            "threshold-changed",
            "Einheitslohn 14,00 €/h vs ab April 15,50 pro Stunde für alle (TOP 2).",
        ),
        P(
            "contradiction",
            "geld/rechnungen.md",
            "memos/2026-02-03-ronja.md",
            "owner-changed",
            "Kundenrechnungen schreibt Ronja vs Monatsabrechnung macht jetzt Kemal.",
        ),
        P(
            "contradiction",
            "werkzeug/signal-dispo.md",
            "team/onboarding.md",
            "renamed",
            "Aufträge in der Signal-Gruppe „Dispo Live“ vs in „Kurier-Funk“.",
        ),
        P(
            "contradiction",
            "regeln/zustellung.md",
            "memos/2026-02-20-mo.md",
            "policy-reversed",
            "Immer Unterschrift in der App holen vs Unterschriften lassen wir sein, Foto reicht.",
        ),
        P(
            "contradiction",
            "geld/stunden.md",
            "plenum/2026-01-19.md",
            "tool-switched",
            "Stunden in die Nextcloud-Tabelle „Stundenzettel“ vs ab Februar stempeln in Kimai.",
        ),
        P(
            "contradiction",
            "lager/schluessel.md",
            "memos/2026-02-03-ronja.md",
            "location-changed",
            "Lastenradschlüssel am Schlüsselbrett im Laden vs im Schlüsseltresor am Hoftor.",
        ),
        P(
            "contradiction",
            "regeln/besetzung.md",
            "schichten/schichtplan.md",
            "count-changed",
            "Frühschicht mit 4 Leuten auf dem Rad vs Tabellenzeile Früh: 3 auf dem Rad.",
        ),
        P(
            "contradiction",
            "regeln/keine-lebensmittel.md",
            "kunden/baeckerei-kunze.md",
            "reworded-conflict",
            "Wir transportieren keine Lebensmittel vs tägliche Tour mit Brötchen und Kuchen.",
        ),
        P(
            "contradiction",
            "kunden/uniklinik-labor.md",
            "memos/2026-02-20-mo.md",
            "time-moved",
            "Labortour Abfahrt 14:00, bis 15:00 abgeben vs Tour erst um Viertel nach drei los.",
        ),
        # --- decoys ---------------------------------------------------------------------------
        P(
            "decoy",
            "werkzeug/signal-dispo.md",
            "team/signal-plausch.md",
            "shared-technology",
            "Zwei Signal-Gruppen: eine nur für Aufträge, eine zum Quatschen.",
        ),
        P(
            "decoy",
            "team/onboarding.md",
            "team/signal-plausch.md",
            "shared-technology",
            "Signal-Gruppe für Aufträge (Kurier-Funk) und die freiwillige Plauschgruppe.",
        ),
        P(
            "decoy",
            "geld/stunden.md",
            "plenum/ablauf.md",
            "shared-technology",
            "Nextcloud: Stundenzettel in Kollektiv/Geld vs Protokolle in Kollektiv/Plenum.",
        ),
        P(
            "decoy",
            "regeln/helm.md",
            "team/unfall-2026-01.md",
            "rule-vs-incident",
            "Helmpflicht auf jeder Tour; Lukas ist einmal ohne Helm gefahren und gestürzt.",
        ),
        P(
            "decoy",
            "plenum/offene-fragen.md",
            "werkstatt/urban-arrow.md",
            "open-questions-vs-settled",
            "Offene Frage Bullitt oder Urban Arrow; später entschieden: Urban Arrow gekauft.",
        ),
        P(
            "decoy",
            "plenum/offene-fragen.md",
            "plenum/2025-11-03.md",
            "open-questions-vs-settled",
            "Weihnachtsfeier Laden oder Kneipe offen; Plenum legt sie in den Laden.",
        ),
        P(
            "decoy",
            "team/einarbeitung-start.md",
            "team/einarbeitung-danach.md",
            "phase1-vs-phase2",
            "Woche 1: 3 Schichten, Zone A, kein Lastenrad; danach 4 Schichten, Zone A+B.",
        ),
        P(
            "decoy",
            "regeln/raeder.md",
            "plenum/2025-11-03.md",
            "quoted-opinion-rejected",
            "Jonas' E-Bike-Antrag zitiert und abgelehnt; es bleibt bei eigenen Rädern + Pauschale.",
        ),
        P(
            "decoy",
            "team/vorlieben-aylin.md",
            "team/vorlieben-ben.md",
            "two-peoples-preferences",
            "Aylin will unterwegs schriftlich erreicht werden, Ben lieber per Anruf.",
        ),
        P(
            "decoy",
            "regeln/kopfhoerer.md",
            "regeln/gehweg.md",
            "two-donts-different-things",
            "Keine Kopfhörer auf Tour vs nicht auf dem Gehweg fahren.",
        ),
        P(
            "decoy",
            "kunden/reklamation-2417.md",
            "werkstatt/bestellung-2417.md",
            "same-ticket-ids",
            "2417 ist ein Kundenauftrag der Kanzlei und eine Ersatzteilbestellung.",
        ),
        P(
            "decoy",
            "regeln/gewicht.md",
            "kunden/druckerei-wittig.md",
            "related-consistent",
            "Über 12 kg aufs Lastenrad; Wittigs Kartons wiegen 15–25 kg und gehen aufs Lastenrad.",
        ),
        P(
            "decoy",
            "kunden/uniklinik-labor.md",
            "feedback/kuehlbox.md",
            "related-consistent",
            "Beide zur Labortour und zu Frau Dietrich; die Kühlbox-Regel widerspricht nichts.",
        ),
        P(
            "decoy",
            "kunden/uniklinik-labor.md",
            "regeln/laborproben.md",
            "related-consistent",
            "Probentour fürs Labor und die Transportregel für Proben passen zusammen.",
        ),
        P(
            "decoy",
            "werkstatt/werkstatt-keller.md",
            "werkstatt/werkstatt.md",
            "superseded-and-successor",
            "Keller Merseburger Str., dienstags ist als ersetzt markiert; Westwerk, mittwochs.",
        ),
        # --- duplicates -----------------------------------------------------------------------
        P(
            "duplicate",
            "regeln/laborproben.md",
            "feedback/kuehlbox.md",
            "same-rule-restated",
            "Proben nur in der blauen Kühlbox, nicht im Rucksack, danach auswischen; am selben "
            "Tag zweimal gespeichert.",
        ),
        P(
            "near-duplicate",
            "regeln/winter.md",
            "memos/glatteis.md",
            "paraphrased",
            "Glätte: Dispo entscheidet um 6, SMS bis 6:30, Klinikum-Fahrdienst holt Proben.",
        ),
    ],
    questions=[
        ask("wann ist eigentlich plenum?", "plenum/ablauf.md", "plenum/2026-02-16.md"),
        ask(
            "wie viel verdient man bei euch so pro stunde",
            "geld/einheitslohn.md",
            "plenum/2026-01-19.md",
        ),
        ask(
            "Wer kümmert sich gerade um die Abrechnung mit den Kunden?",
            "geld/rechnungen.md",
            "memos/2026-02-03-ronja.md",
        ),
        ask(
            "in welcher signal gruppe kommen die auftraege rein",
            "werkzeug/signal-dispo.md",
            "team/onboarding.md",
        ),
        ask(
            "muss ich mir bei der uebergabe noch ne unterschrift geben lassen?",
            "regeln/zustellung.md",
            "memos/2026-02-20-mo.md",
        ),
        ask(
            "Wo trag ich meine Arbeitszeit ein?",
            "geld/stunden.md",
            "plenum/2026-01-19.md",
        ),
        ask(
            "wo find ich den schluessel fuers lastenrad",
            "lager/schluessel.md",
            "memos/2026-02-03-ronja.md",
        ),
        ask(
            "wie viele leute muessen morgens in der fruehschicht fahren",
            "regeln/besetzung.md",
            "schichten/schichtplan.md",
        ),
        ask(
            "duerfen wir eigentlich essen ausliefern??",
            "regeln/keine-lebensmittel.md",
            "kunden/baeckerei-kunze.md",
        ),
        ask(
            "um wie viel uhr startet die tour zum klinikum mit den proben",
            "kunden/uniklinik-labor.md",
            "memos/2026-02-20-mo.md",
        ),
        ask("ab wieviel kilo muss ich aufs lastenrad", "regeln/gewicht.md"),
        ask(
            "was passiert wenns morgens spiegelglatt ist",
            "regeln/winter.md",
            "memos/glatteis.md",
        ),
        ask("wo ist die werkstatt", "werkstatt/werkstatt.md"),
        ask("kopfhörer erlaubt?", "regeln/kopfhoerer.md"),
        ask("welches lastenrad habt ihr euch neu geholt", "werkstatt/urban-arrow.md"),
        ask(
            "soll ich ben anrufen oder schreiben wenn sich die adresse aendert",
            "team/vorlieben-ben.md",
        ),
        ask(
            "danke! und muss ich auf jeder fahrt nen helm aufhaben?",
            "regeln/helm.md",
            conversational=True,
        ),
        ask(
            "ok cool. und kriegt man was dafür, dass man sein eigenes rad kaputtfährt?",
            "regeln/raeder.md",
            conversational=True,
        ),
        ask(
            "Alles klar, merci. Was darf ich denn in meiner ersten Woche schon fahren?",
            "team/einarbeitung-start.md",
            conversational=True,
        ),
        chat("moin! na, alles fit bei dir?"),
        chat("danke dir, echt top"),
        chat("bin kurz kaffee holen, brb"),
        chat("ok next"),
        chat("boah es pisst heute den ganzen tag, ich bin komplett durch"),
        chat("haha, du bist ja heute witzig drauf"),
        chat("schoenen feierabend, bis morgen!"),
        chat("puh, montag halt. bin noch nicht ganz wach"),
        chat("grüß mal die anderen von mir, war ne schöne woche mit euch"),
    ],
    complete_labels=True,
)
