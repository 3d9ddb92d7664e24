# Written for held-out half heldout9 by a writer who never read a detector; measured there once
# as the newest half (contradiction recall 2%: changes buried in chatty recaps went unseen);
# moved to tuning so that tuning sees how such changes are written. heldout10 replaced it.
"""A touring circus's agent memory: English ops notes, some in German, Spanish, Chinese, Korean."""

from tests.eval.dataset import LabelledMemdir, question, small_talk, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- tour -------------------------------------------------------------------------------
    "tour/stops-2026.md": topic(
        "Tour stops 2026",
        "Where Cirque Kaleido plays in 2026, with dates, sites and number of shows",
        "reference",
        """Season 2026, as confirmed with the venues (Jonas, 10 Jan):

| Stop | Dates | Site | Shows |
|---|---|---|---|
| Valencia | 20 Feb – 8 Mar | Parque de Cabecera, explanada norte | 14 |
| Zaragoza | 11 – 22 Mar | Recinto Ferial Valdespartera | 10 |
| Bilbao | 25 Mar – 5 Apr | Zorrotzaurre, solar del muelle | 11 |
| travel / rest | 6 – 16 Apr | — | — |
| Bordeaux | 17 Apr – 3 May | Place des Quinconces | 14 |
| Lyon | 8 – 24 May | Parc de Gerland | 14 |
| Lille | 29 May – 14 Jun | Citadelle, esplanade | 12 |
| Canterbury | 2 – 12 Jul | Kingsmead field | 9 |
| Brighton | 17 Jul – 2 Aug | Preston Park | 14 |

Aug–Oct: German leg, venues still being negotiated.
""",
        updated="2026-01-10",
        aliases=["tour plan", "Tourplan", "gira 2026"],
    ),
    "tour/spring-leg.md": topic(
        "Spring leg (Spain)",
        "How the Spanish part of the tour runs: shows per week, trucks, tents",
        "project",
        """Spring leg = Spain: Valencia, Zaragoza, Bilbao.

- Tue–Fri one show, 19:30
- Sat + Sun two shows, 16:00 and 19:30
- Monday dark
- all 4 trucks go, we take the big top AND the practice tent
- crew 9, artists 14
""",
        updated="2026-01-12",
    ),
    "tour/summer-leg.md": topic(
        "Sommer-Etappe (FR + UK)",
        "Frankreich und England: Vorstellungen, LKW, was zu Hause bleibt",
        "project",
        """Sommer-Etappe, Bordeaux bis Brighton. Kurz, weil ich's dreimal erklären musste:

- Di–Fr 19:30, Sa 16:00 + 19:30, So nur 16:00, Mo frei
- nur 3 LKW (T1, T2, T4). T3 bleibt im Winterquartier, also kein Übungszelt dabei
- training in the mornings in the big top, before the ring crew needs it
- UK: right-hand drive caravans are NOT a problem, the trucks are, mirrors ordered

— Jonas
""",
        updated="2026-01-25",
    ),
    "tour/summer-open-questions.md": topic(
        "Summer leg: open questions",
        "Things still undecided for France and the UK",
        "project",
        """Still open for the summer leg (from the production meeting, 20 Jan):

1. When do we cross to the UK, and with which ferry company?
2. Canterbury field has no mains power — do we hire a second generator there?
3. UK work-permit paperwork: Lena alone, or do we pay an agency this year?
4. Lille: is the Citadelle esplanade ours for the weekend of 13/14 June, or only until
   the 12th? (the city has a running event pencilled in)
""",
        updated="2026-01-20",
    ),
    "tour/ferry.md": topic(
        "Ferry to England",
        "The Channel crossing for the UK part of the tour",
        "project",
        """Booked! DFDS Calais → Dover, Sunday 28 June, 10:20 sailing.
3 trucks + 7 caravans + the Sprinter. Booking ref DX-58213.
Freight check-in closes 90 min before. Drivers need passports in hand, not in the office safe.
""",
        updated="2026-03-09",
        nested=True,
        session="b1e2c7aa-04d1-4c3e-9f27-5a0d1f6c2b90",
        modified="2026-03-09T16:42:00Z",
    ),
    "tour/winterquartier-kassel.md": topic(
        "Winterquartier Kassel",
        "Wo wir den Winter 2026/27 verbringen",
        "project",
        """Winterquartier 2026/27: Halle der alten Spinnerei in Kassel-Bettenhausen.
Ab 15. November, 1.800 € im Monat, Strom extra. Platz für alle vier LKW drinnen.
""",
        updated="2025-09-30",
        extra={"status": "superseded", "superseded_by": "tour/winterquartier.md"},
    ),
    "tour/winterquartier.md": topic(
        "Winter quarters 2026/27",
        "Where the company spends the winter after the tour",
        "project",
        """Winter quarters 2026/27: Reithalle in Göttingen-Weende, from 10 November.
€1,450/month incl. Strom. Kassel ist geplatzt — the fire officer wouldn't sign off on
caravans inside the hall. Contract signed by Ingrid, copy in the office trailer.
""",
        updated="2026-02-06",
    ),
    # --- ops --------------------------------------------------------------------------------
    "ops/daily-schedule.md": topic(
        "Show-day schedule",
        "A normal day with one evening show, hour by hour",
        "reference",
        """Show day (evening show only):

| Time | What |
|---|---|
| 10:00 | Mateo's rig check — nobody goes up before it's done |
| 11:00 | call sheet goes out in the WhatsApp group "Kaleido Crew" (Jonas) |
| 13:30 | company warm-up in the ring, everyone, 45 min |
| 14:30–17:30 | free / individual training |
| 18:00 | makeup + costumes |
| 18:45 | doors |
| 19:00 | half-hour call |
| 19:30 | show (interval ~20:25) |
| ~21:40 | last bow, then dinner |
""",
        updated="2025-11-20",
        aliases=["Tagesablauf", "horario del día"],
    ),
    "ops/tents.md": topic(
        "Tents",
        "The tents we own and what each is called on paper",
        "reference",
        """- Big top ("the Chapiteau"): 28 m round, 4 king poles, 650 seats
- Practice tent: 12 × 12 m, no heating, sprung floor. On call sheets and the site plan
  it is always "Tent B", so new people find it
- Kitchen tent: 6 × 9 m, goes up first at every site
""",
        updated="2025-11-05",
    ),
    "ops/ankunft.md": topic(
        "Neuer Spielort: erster Abend",
        "Was am Abend nach dem Aufbau an einem neuen Ort passiert",
        "feedback",
        """An jedem neuen Spielort: am ersten Abend nach dem Aufbau immer ein kompletter Durchlauf
in Kostüm, mit Licht und Musik. Auch wenn es 23 Uhr wird. Siobhan will sehen, wie die Nummern
im neuen Zelt-Aufbau und mit dem Boden funktionieren, bevor Publikum kommt.
""",
        updated="2025-10-28",
    ),
    "ops/repairs-board.md": topic(
        "Repairs board",
        "Open cards on the Trello repairs board",
        "project",
        """Trello board "Kaleido Repairs", open cards as of 8 March:

- #228 T2 tail lift sticks halfway up — Jonas
- #231 big top canvas: 40 cm tear, panel 7 — sailmaker booked in Bilbao
- #233 practice tent door zip broken, taped for now
- #236 two seat risers cracked (block C), taken out of use
""",
        updated="2026-03-08",
    ),
    "ops/lavanderia.md": topic(
        "Lavandería",
        "Cómo y cuándo se lava el vestuario de escena",
        "reference",
        """Vestuario de escena:
- se lava los lunes (día sin función) en la lavandería más cercana al recinto
- lo lleva Carmen en la Sprinter y paga con la tarjeta de la compañía
- ropa de aéreos (maillots de trapecio, telas): a mano, NUNCA a la secadora
""",
        updated="2025-12-05",
    ),
    # --- safety & rigging -------------------------------------------------------------------
    "safety/wind.md": topic(
        "Wind limits",
        "When aerial acts stop and when the big top is cleared in wind",
        "reference",
        """Wind limits (gusts, measured on the anemometer on king pole 2):

| Gusts over | Action |
|---|---|
| 40 km/h | no aerial acts (trapeze, straps, silks, hoop); ground acts carry on |
| 55 km/h | show stopped, audience out of the big top |
| 75 km/h | crew only on site, side walls down, everyone else in the caravans |

Mateo makes the call. Not up for discussion during a show.
""",
        updated="2025-10-15",
    ),
    "rigging/viento-mateo.md": topic(
        "Viento: lo que dice Mateo",
        "Nuevo límite de viento para los números aéreos, según el jefe de rigging",
        "feedback",
        """Mateo, después del ensayo del martes en Zaragoza (el trapecio se balanceaba demasiado):

con rachas por encima de 30 km/h, nada aéreo. Ni trapecio, ni telas, ni correas. Lo mide él
con el anemómetro del mástil 2 y no se discute. Para desalojar la carpa, lo mismo que antes.
""",
        updated="2026-03-14",
    ),
    "safety/first-aid.md": topic(
        "First aid",
        "First aid kits, the defibrillator and who the first aiders are",
        "reference",
        """- First aid kits: kitchen tent, practice tent, ring entrance (red bag on the hook)
- AED: on the king pole by the artists' entrance, backstage side, in the yellow box
- First aiders: Ingrid, Mateo, Carmen
- Nearest A&E is on every call sheet
""",
        updated="2025-11-12",
        aliases=["Erste Hilfe", "botiquín", "AED"],
    ),
    "safety/aerial-alone.md": topic(
        "Never train aerial alone",
        "Nobody goes up on an aerial apparatus without someone on the ground",
        "feedback",
        """Never train on an aerial apparatus alone. Trapeze, straps, silks, hoop: there is always
a second person on the ground who knows the apparatus. Siobhan's rule, no exceptions, not even
"just testing a grip".
""",
        updated="2025-11-12",
    ),
    "safety/alcohol.md": topic(
        "Alcohol on show days",
        "No drinking on performance days until the show is over",
        "feedback",
        """No alcohol on show days until after the last bow. Crew included — riggers especially.
""",
        updated="2026-02-03",
    ),
    "feedback/drinking-rule.md": topic(
        "Drinking before the show",
        "What Siobhan said about drinking at notes",
        "feedback",
        """Siobhan at notes today, very clear: on a performance day nobody has a drink before the
final curtain. Goes for artists and crew alike.
""",
        updated="2026-02-03",
    ),
    # --- meetings ---------------------------------------------------------------------------
    "meetings/2026-02-16-ensemble.md": topic(
        "Ensembletreffen 16.02.",
        "Protokoll vom Ensembletreffen in Valencia",
        "project",
        """Ensembletreffen 16.02.2026, Valencia, Küchenzelt. Alle da außer Luis (Physio).

- TOP 1: Gemeinsames Aufwärmen an Tagen mit nur einer Abendvorstellung: ab sofort 15:00 in
  der Manege, 45 Min. Die Akrobaten wollen vormittags ans Brett, und mittags knallt die Sonne
  aufs Zelt.
- TOP 2: Schule für die Kinder Di + Do 9–12 im Bürowagen (Frau Ortmann, online)
- TOP 3: Müll — gelbe Tonne = Plastik, grüne = Glas, wie auf dem Platz ausgeschildert
- TOP 4: nächstes Treffen in Zaragoza
""",
        updated="2026-02-16",
    ),
    "meetings/2026-03-15-zhang.md": topic(
        "张家班例会 3月15日",
        "和张家班开会的记录：跷跷板、日程表、签证材料",
        "project",
        """张家班例会，2026年3月15日，萨拉戈萨。

1. 跷跷板：从下周开始，每次落地都要三个保护员站在垫子旁边（Rubén 加进来了）。伟继续喊口令。
2. 每天的日程表以后只发在 Slack 的 #callsheet 频道，WhatsApp 群里不再发了。大家手机上都要装好 Slack。
3. 法国的工作许可材料 3月底之前交给 Lena。
""",
        updated="2026-03-15",
        nested=True,
    ),
    # --- chat & recaps ----------------------------------------------------------------------
    "chat/2026-01-28-wei-wanchang.md": topic(
        "伟的提议：夏天晚场推迟",
        "伟想把夏天的晚场改晚一点，Siobhan 怎么说的",
        "project",
        """伟在排练后提了一下：夏天法国和英国太热，晚场能不能从 19:30 改到 20:30？
Siobhan 当场说不行：来看的很多是带小孩的家庭，20:30 开场散场就太晚了。晚场还是 19:30。
""",
        updated="2026-01-28",
    ),
    "chat/2026-03-06-jonas.md": topic(
        "Update von Jonas",
        "Was Jonas aus Valencia an alle geschickt hat",
        "project",
        """Kurzes Update von Jonas, Freitag nach der Vorstellung:

- Abbau Valencia Montag ab 8:00, wer kann, hilft bei den Sitzen
- Truck 3 ist bis Donnerstag in der Werkstatt (Reifen), Übungszelt fährt bei T4 mit
- Bilbao rutscht eine Woche nach hinten: wir spielen dort vom 1. bis 12. April, die Stadt
  braucht das Gelände vorher für eine Messe. Die Pause danach wird entsprechend kürzer.
- das kleine Zelt heißt auf dem Tagesplan jetzt „Nest“ — die Kinder haben es so getauft
  und inzwischen sagen es alle. Bitte im Plan nur noch so schreiben.
- Danke an alle für die Zusatzvorstellung am Mittwoch!
""",
        updated="2026-03-06",
    ),
    "chat/2026-03-20-ko-news.md": topic(
        "이번 주 소식 (한국어)",
        "지호 씨랑 민준 씨를 위해 한국어로 정리한 이번 주 공지",
        "project",
        """지호 씨, 민준 씨 보시라고 이번 주 공지 한국어로 정리했어요:

1) 4월부터 일비가 하루 30유로로 올라요. (지금까지는 25유로)
2) 제세동기(AED)는 이제 매표소 트레일러 안에 있어요. 문 열고 들어가서 바로 오른쪽 벽이에요.
3) 화요일 10시~14시에 물리치료사 와요. 예약은 Carmen 씨한테.
4) 민준 씨 새 저글링 클럽 도착했어요, 사무실 트레일러에 있어요.
""",
        updated="2026-03-20",
    ),
    "chat/2026-03-23-resumen.md": topic(
        "Resumen de la semana",
        "Lo que pasó esta semana en Zaragoza, para Pepa, Luis y Mateo",
        "project",
        """¡Hola a todos! Resumen rápido de la semana:

- Ingrid se va unas semanas a Alemania por lo de su madre. Las dietas, desde este lunes, las
  da Rubén — mismo día, mismo sitio. Y cuando vuelva Ingrid lo sigue haciendo él, ya lo han
  hablado entre ellos.
- Luis se torció el tobillo el jueves. Nada grave, tres días sin saltos.
- Gracias a Pepa por la paella del domingo 🙌
- Alguien se dejó la luz del camión 4 encendida toda la noche, ojo.
""",
        updated="2026-03-23",
    ),
    "chat/2026-04-12-kueche.md": topic(
        "Essen ab Bordeaux",
        "Wie das mit dem Essen in Frankreich läuft",
        "project",
        """Ab Bordeaux bleibt die Küche tagsüber kalt: um Mittag kümmert sich jede*r selbst
(Supermarkt, eigener Wohnwagen, was auch immer). Miguel ist zurück nach Sevilla und die
Köchin ist jetzt allein. Dafür gibt es nach der Vorstellung warmes Essen für alle, größer
als bisher.
""",
        updated="2026-04-12",
    ),
    "chat/2026-04-20-bordeaux-recap.md": topic(
        "Bordeaux recap",
        "Catch-up after the first Bordeaux week",
        "project",
        """ok so quick catch-up because a lot happened this week 😅

Premiere went great, nearly full, the Quinconces crowd is loud in the best way. Luis' ankle
is fine again, he did the full bit with the ladder on Saturday.

Big one from Siobhan's notes session: she's scrapping the costume run on the night we roll
onto a new site. People were wrecked after the Bilbao–Bordeaux drive and two of them tweaked
something at the last one. So from Lyon on, arrival night is OFF — next day 17:00 there's a
spacing walk in the ring plus Mateo's rig check, then straight into the premiere.

Also Lille confirmed the Citadelle for the whole run including 13/14 June, so that's sorted.
And someone please claim the blue towel in the kitchen tent, it's been there since Bilbao.
""",
        updated="2026-04-20",
    ),
    # --- incidents --------------------------------------------------------------------------
    "incidents/2026-03-05-valencia-wind.md": topic(
        "Valencia wind, 5 March",
        "The evening the wind stopped the show in Valencia",
        "project",
        """5 March, Valencia, evening show.
- 19:55 gusts around 45 km/h: Mateo cut the trapeze and the straps from the second half
- 20:40 gust of 58 km/h: show stopped, audience walked out calmly in about 6 min
- no damage except one side wall strap, replaced next morning
- tickets: exchanged for Saturday or refunded
""",
        updated="2026-03-05",
    ),
    "incidents/2026-03-12-zaragoza.md": topic(
        "Vorfall Zaragoza 12.03.",
        "Ji-ho allein an den Strapaten",
        "project",
        """12.03., Zaragoza, 7:40 morgens: Ji-ho allein an den Strapaten im Übungszelt, etwa
3 m hoch, niemand unten. Mateo kam zufällig vorbei und hat sie runtergeholt. Am Nachmittag
Gespräch mit Siobhan. Keine Verletzung. Ji-ho sagt, sie wollte nur kurz einen neuen Griff
ausprobieren.
""",
        updated="2026-03-12",
    ),
    # --- admin ------------------------------------------------------------------------------
    "admin/per-diem.md": topic(
        "Per diems",
        "How much per diem artists and crew get and how it is paid",
        "reference",
        """Per diems (Tagegeld / dietas / 每日补贴 / 일비):
- €25 per tour day, travel days included
- paid in cash every Monday by Ingrid, at the office trailer — sign the list
- not paid during weeks in winter quarters
""",
        updated="2025-12-01",
        aliases=["Tagegeld", "dietas", "일비"],
    ),
    "admin/factura-231.md": topic(
        "Factura 231",
        "Factura del generador de reserva en Valencia",
        "project",
        """Factura nº 231 — Generadores Levante S.L.
Alquiler de generador de reserva 60 kVA, Valencia, 20/02–08/03. 1.140 € + IVA.
Pagada por transferencia el 10/03 (Ingrid).
""",
        updated="2026-03-10",
    ),
    "admin/families.md": topic(
        "Family on tour",
        "Partners and kids travelling with the company",
        "reference",
        """Partners and kids are welcome to travel with us. Their camper goes in the artists' camp
next to yours, and the company picks up the tab for it — nobody gets a bill for bringing their
family along. Please tell Ingrid before each move so we plan the space.
""",
        updated="2025-10-20",
    ),
    "admin/stellplatz.md": topic(
        "Mitreisende Angehörige",
        "Was Angehörige ab April zahlen",
        "project",
        """Mitreisende (Partner:innen, Kinder, Großeltern): ab 1. April pro Wohnwagen 12 € pro
Nacht für Strom, Wasser und Platzgebühr. Abrechnung monatlich im Bürowagen.
""",
        updated="2026-03-28",
    ),
    # --- acts -------------------------------------------------------------------------------
    "acts/teeterboard.md": topic(
        "Teeterboard",
        "Safety setup for the Zhang troupe's teeterboard act",
        "reference",
        """Teeterboard — Zhang troupe. Wei calls every throw.
- 2 spotters at the landing mats, every single time, rehearsal included
- mats: two 20 cm crash mats, dry; no board on soaked grass
- board checked by Wei before each show, not by the riggers
""",
        updated="2025-12-10",
    ),
    "acts/pole-premiere.md": topic(
        "中国杆新节目",
        "新的中国杆节目首演之前的规定",
        "feedback",
        """新的中国杆节目在里昂首演（5月8日）之前，谁都不要把视频或照片发到网上，
Instagram 快拍、抖音都不行。这是伟的要求，节目还在改。
""",
        updated="2026-04-02",
    ),
    # --- people & crew ----------------------------------------------------------------------
    "people/jiho.md": topic(
        "박지호",
        "공중 스트랩 지호 씨에 대해 알아둘 것",
        "user",
        """박지호 (Ji-ho), 공중 스트랩, 서울 출신.
- 발전기 소리에 예민해서 잠을 잘 못 자요. 캐러밴은 발전기에서 제일 먼 쪽으로 세워 주세요.
- 아침 7시쯤 혼자 스트레칭해요. 혼자일 때는 땅에서만!
- 영어는 괜찮은데 공지는 한국어로 정리해 주면 좋아해요.
""",
        updated="2026-02-10",
    ),
    "people/luis.md": topic(
        "Luis",
        "Lo que hay que saber de Luis, el payaso",
        "user",
        """Luis Ferreyra, payaso, de Rosario (Argentina).
- Quiere su caravana al lado de la carpa cocina, "donde está la vida".
- Toma mate, no café; no le ofrezcas café a las 8 de la mañana.
- Habla español y un poco de italiano; inglés mínimo.
""",
        updated="2026-02-11",
    ),
    "crew/cocina.md": topic(
        "Cocina",
        "Cómo funcionan las comidas de la compañía",
        "reference",
        """Cocina — Pepa.
- Comida para toda la compañía todos los días a las 12:00 en la carpa cocina, lunes incluidos.
- Cena caliente después de la función.
- Si no vas a comer, díselo a Pepa antes de las 10.
- Siempre hay opción vegetariana.
""",
        updated="2025-11-18",
    ),
    "crew/carmen-ropa.md": topic(
        "Ropa de escena: los lunes",
        "Quién se lleva los trajes a lavar y cómo",
        "reference",
        """Los lunes, como no hay función, Carmen recoge los trajes sucios, los mete en la
furgoneta y los lleva a la lavandería que quede más cerca del sitio. Lo paga la compañía con
su tarjeta. Ojo: los maillots de trapecio y las telas no van a la secadora, se lavan a mano.
""",
        updated="2026-02-22",
    ),
    "vehicles/trucks.md": topic(
        "Trucks",
        "What each truck carries and where to report problems",
        "reference",
        """Fleet:
- T1: big top canvas + king poles
- T2: seating, has the tail lift
- T3: practice tent + workshop
- T4: rigging, lights, sound, kitchen tent
- Sprinter: runs (shopping, laundry, airport)

Anything wrong with a vehicle → Slack #fahrzeuge. Jonas liest das jeden Morgen.
""",
        updated="2026-01-15",
    ),
    "foh/no-flash.md": topic(
        "No flash",
        "Flash photography during the show",
        "feedback",
        """No flash photography during the show — it blinds the flyers. Ushers say it at the door,
Siobhan says it again in the pre-show announcement. Audience filming without flash is fine.
""",
        updated="2025-12-02",
    ),
}

FILES = with_index(
    N,
    title="Cirque Kaleido — memory",
    sections={
        "tour/": "Tour",
        "ops/": "Ops",
        "vehicles/": "Ops",
        "foh/": "Ops",
        "safety/": "Safety & rigging",
        "rigging/": "Safety & rigging",
        "feedback/": "Safety & rigging",
        "acts/": "Acts & people",
        "people/": "Acts & people",
        "crew/": "Acts & people",
        "admin/": "Admin & money",
        "meetings/": "Meetings",
        "chat/": "Recaps & chat",
        "incidents/": "Incidents",
    },
)

MEMDIR = LabelledMemdir(
    name="touring_circus_mixed",
    half="tuning",
    language="mixed",
    domain="small touring circus company (artists from several countries)",
    style=(
        "mostly English ops notes and tables, some in German, Spanish, Chinese and Korean, "
        "a few mixing two; minutes, chatty recaps, terse rules"
    ),
    files=FILES,
    pairs=[
        # --- contradictions -----------------------------------------------------------------
        P(
            "contradiction",
            "ops/daily-schedule.md",
            "meetings/2026-02-16-ensemble.md",
            "time-moved",
            "Company warm-up 13:30 (table row) vs Aufwärmen ab sofort 15:00 (TOP 1, German).",
        ),
        P(
            "contradiction",
            "tour/stops-2026.md",
            "chat/2026-03-06-jonas.md",
            "time-moved",
            "Bilbao 25 Mar – 5 Apr in the table vs 1.–12. April in Jonas' German update.",
        ),
        P(
            "contradiction",
            "safety/wind.md",
            "rigging/viento-mateo.md",
            "threshold-changed",
            "No aerial acts over 40 km/h vs nada aéreo over 30 km/h (Spanish).",
        ),
        P(
            "contradiction",
            "admin/per-diem.md",
            "chat/2026-03-20-ko-news.md",
            "threshold-changed",
            "Per diem €25/day vs 일비 30유로 from April (Korean).",
        ),
        P(
            "contradiction",
            "admin/per-diem.md",
            "chat/2026-03-23-resumen.md",
            "owner-changed",
            "Per diems paid by Ingrid vs las dietas las da Rubén, also after she returns.",
        ),
        P(
            "contradiction",
            "ops/tents.md",
            "chat/2026-03-06-jonas.md",
            "renamed",
            "Practice tent is 'Tent B' on call sheets vs das kleine Zelt heißt im Plan „Nest“.",
        ),
        P(
            "contradiction",
            "ops/ankunft.md",
            "chat/2026-04-20-bordeaux-recap.md",
            "policy-reversed",
            "Always a full costume run on the first evening at a new site vs arrival night OFF.",
        ),
        P(
            "contradiction",
            "ops/daily-schedule.md",
            "meetings/2026-03-15-zhang.md",
            "tool-switched",
            "Call sheet in the WhatsApp group vs only in Slack #callsheet (Chinese minutes).",
        ),
        P(
            "contradiction",
            "safety/first-aid.md",
            "chat/2026-03-20-ko-news.md",
            "location-changed",
            "AED on the king pole by the artists' entrance vs 제세동기 in the box office trailer.",
        ),
        P(
            "contradiction",
            "acts/teeterboard.md",
            "meetings/2026-03-15-zhang.md",
            "count-changed",
            "2 spotters at the teeterboard mats vs 三个保护员 from the next week.",
        ),
        P(
            "contradiction",
            "crew/cocina.md",
            "chat/2026-04-12-kueche.md",
            "reworded-conflict",
            "Pepa cooks lunch for everyone every day at 12:00 vs ab Bordeaux mittags selbst "
            "versorgen, Küche kalt.",
        ),
        P(
            "contradiction",
            "admin/families.md",
            "admin/stellplatz.md",
            "reworded-conflict",
            "Company picks up the tab for family campers vs 12 € pro Nacht pro Wohnwagen ab April.",
        ),
        # --- decoys -------------------------------------------------------------------------
        P(
            "decoy",
            "vehicles/trucks.md",
            "meetings/2026-03-15-zhang.md",
            "shared-technology",
            "Slack #fahrzeuge for vehicle problems vs Slack #callsheet for the daily schedule.",
        ),
        P(
            "decoy",
            "safety/aerial-alone.md",
            "incidents/2026-03-12-zaragoza.md",
            "rule-vs-incident",
            "Never train aerial alone; Ji-ho was found alone on the straps on 12 March.",
        ),
        P(
            "decoy",
            "people/jiho.md",
            "incidents/2026-03-12-zaragoza.md",
            "rule-vs-incident",
            "Ji-ho stretches alone only on the ground; the incident is the morning she went up.",
        ),
        P(
            "decoy",
            "safety/aerial-alone.md",
            "people/jiho.md",
            "related-consistent",
            "Alone only on the ground agrees with never training aerial alone.",
        ),
        P(
            "decoy",
            "tour/summer-open-questions.md",
            "tour/ferry.md",
            "open-questions-vs-settled",
            "'When do we cross to the UK?' is open; the ferry note books 28 June Calais–Dover.",
        ),
        P(
            "decoy",
            "tour/summer-open-questions.md",
            "chat/2026-04-20-bordeaux-recap.md",
            "open-questions-vs-settled",
            "Lille weekend 13/14 June open; the recap says the Citadelle is confirmed for it.",
        ),
        P(
            "decoy",
            "tour/spring-leg.md",
            "tour/summer-leg.md",
            "phase1-vs-phase2",
            "Spain: Sat+Sun two shows, 4 trucks, practice tent; summer: Sun one show, 3 trucks.",
        ),
        P(
            "decoy",
            "ops/daily-schedule.md",
            "chat/2026-01-28-wei-wanchang.md",
            "quoted-opinion-rejected",
            "Wei proposed 20:30 for summer, Siobhan said no; the show stays 19:30.",
        ),
        P(
            "decoy",
            "tour/summer-leg.md",
            "chat/2026-01-28-wei-wanchang.md",
            "quoted-opinion-rejected",
            "Summer evening shows at 19:30; the 20:30 idea was turned down.",
        ),
        P(
            "decoy",
            "people/jiho.md",
            "people/luis.md",
            "two-peoples-preferences",
            "Ji-ho wants her caravan far from the generator, Luis next to the kitchen tent.",
        ),
        P(
            "decoy",
            "foh/no-flash.md",
            "acts/pole-premiere.md",
            "two-donts-different-things",
            "No flash from the audience vs no posting pole-act videos before the Lyon premiere.",
        ),
        P(
            "decoy",
            "ops/repairs-board.md",
            "admin/factura-231.md",
            "same-ticket-ids",
            "Trello card #231 is a canvas tear; factura 231 is a generator rental invoice.",
        ),
        P(
            "decoy",
            "tour/winterquartier-kassel.md",
            "tour/winterquartier.md",
            "superseded-and-successor",
            "Kassel (superseded) vs Göttingen-Weende; the old note is marked superseded.",
        ),
        P(
            "decoy",
            "safety/wind.md",
            "incidents/2026-03-05-valencia-wind.md",
            "related-consistent",
            "Aerial cut at 45 and show stopped at 58 km/h: both follow the 40/55 limits.",
        ),
        P(
            "decoy",
            "rigging/viento-mateo.md",
            "incidents/2026-03-05-valencia-wind.md",
            "related-consistent",
            "Aerial cut at 45 km/h is also over 30; evacuation unchanged, stopped at 58.",
        ),
        P(
            "decoy",
            "tour/ferry.md",
            "tour/summer-leg.md",
            "related-consistent",
            "Ferry takes 3 trucks; the summer leg runs with 3 trucks.",
        ),
        P(
            "decoy",
            "vehicles/trucks.md",
            "tour/summer-leg.md",
            "related-consistent",
            "Four trucks in the fleet; T3 (practice tent) stays home in summer, three go.",
        ),
        P(
            "decoy",
            "vehicles/trucks.md",
            "chat/2026-03-06-jonas.md",
            "related-consistent",
            "T3 carries the practice tent; while T3 is in the workshop it rides on T4 for a week.",
        ),
        P(
            "decoy",
            "ops/tents.md",
            "tour/summer-leg.md",
            "related-consistent",
            "We own a practice tent; it just doesn't travel on the summer leg.",
        ),
        P(
            "decoy",
            "chat/2026-03-20-ko-news.md",
            "chat/2026-03-23-resumen.md",
            "related-consistent",
            "Per diem goes up to €30 (Korean) and Rubén hands it out (Spanish): both fit.",
        ),
        P(
            "decoy",
            "tour/stops-2026.md",
            "tour/spring-leg.md",
            "related-consistent",
            "Same three Spanish stops; the spring-leg note gives no dates.",
        ),
        P(
            "decoy",
            "ops/daily-schedule.md",
            "tour/spring-leg.md",
            "related-consistent",
            "Evening show 19:30 in both; the spring leg adds 16:00 weekend matinees.",
        ),
        # --- duplicates ---------------------------------------------------------------------
        P(
            "duplicate",
            "safety/alcohol.md",
            "feedback/drinking-rule.md",
            "same-rule-restated",
            "No drinking on show days until the last bow, crew too; saved twice the same day.",
        ),
        P(
            "near-duplicate",
            "ops/lavanderia.md",
            "crew/carmen-ropa.md",
            "paraphrased",
            "Monday laundry by Carmen in the van, company card, aerial costumes by hand.",
        ),
    ],
    questions=[
        # en
        question(
            "what time is the group warm up these days?",
            "en",
            "ops/daily-schedule.md",
            "meetings/2026-02-16-ensemble.md",
        ),
        question(
            "how windy does it have to get before we pull the trapeze and silks?",
            "en",
            "safety/wind.md",
            "rigging/viento-mateo.md",
        ),
        question(
            "where's the defib kept",
            "en",
            "safety/first-aid.md",
            "chat/2026-03-20-ko-news.md",
        ),
        question(
            "do we still do a full dress rehearsal the evening we get to a new town?",
            "en",
            "ops/ankunft.md",
            "chat/2026-04-20-bordeaux-recap.md",
        ),
        question(
            "my wife and son want to join me for the french part, does it cost us anything?",
            "en",
            "admin/families.md",
            "admin/stellplatz.md",
        ),
        question(
            "thanks! and how many spotters does the teeterboard need now?",
            "en",
            "acts/teeterboard.md",
            "meetings/2026-03-15-zhang.md",
            conversational=True,
        ),
        question(
            "how many lorries are we taking to england",
            "en",
            "tour/summer-leg.md",
            "tour/ferry.md",
        ),
        # de
        question(
            "Wie viel Tagegeld gibt's eigentlich pro Tag?",
            "de",
            "admin/per-diem.md",
            "chat/2026-03-20-ko-news.md",
        ),
        question(
            "wann spielen wir nochmal in bilbao?",
            "de",
            "tour/stops-2026.md",
            "chat/2026-03-06-jonas.md",
        ),
        question(
            "Wo überwintern wir nach der Tour?",
            "de",
            "tour/winterquartier.md",
            "tour/winterquartier-kassel.md",
        ),
        # es
        question(
            "¿quién reparte ahora las dietas?",
            "es",
            "admin/per-diem.md",
            "chat/2026-03-23-resumen.md",
        ),
        question(
            "oye, ¿sigue habiendo comida a mediodía en la carpa cocina?",
            "es",
            "crew/cocina.md",
            "chat/2026-04-12-kueche.md",
        ),
        question(
            "¿dónde y cuándo se lavan los trajes?",
            "es",
            "ops/lavanderia.md",
            "crew/carmen-ropa.md",
        ),
        # zh
        question(
            "每天的日程表去哪儿看？",
            "zh",
            "ops/daily-schedule.md",
            "meetings/2026-03-15-zhang.md",
        ),
        question(
            "去英国的船订了吗，哪天走？",
            "zh",
            "tour/ferry.md",
            "tour/summer-open-questions.md",
        ),
        question(
            "好的谢谢！那中国杆的新节目现在能发抖音吗？",
            "zh",
            "acts/pole-premiere.md",
            conversational=True,
        ),
        # ko
        question(
            "연습 텐트를 콜시트에서 뭐라고 불러요?",
            "ko",
            "ops/tents.md",
            "chat/2026-03-06-jonas.md",
        ),
        question(
            "아침에 혼자 트라페즈 연습해도 되나요?",
            "ko",
            "safety/aerial-alone.md",
            "people/jiho.md",
        ),
        question(
            "공연 있는 날에 맥주 한 잔 정도는 괜찮아요?",
            "ko",
            "safety/alcohol.md",
            "feedback/drinking-rule.md",
        ),
        # small talk
        small_talk("morning! first coffee of the day, brain still loading", "en"),
        small_talk("haha ok that actually made me laugh, thanks", "en"),
        small_talk("ok next", "en"),
        small_talk("Danke dir, du bist Gold wert!", "de"),
        small_talk("So, Feierabend für heute. Gute Nacht zusammen!", "de"),
        small_talk("¡Buenos días! Madre mía, qué calor hace hoy", "es"),
        small_talk("vale, gracias, ¡hasta luego!", "es"),
        small_talk("谢谢你，今天辛苦了！", "zh"),
        small_talk("我先去吃个饭，一会儿回来", "zh"),
        small_talk("좋은 아침이에요! 오늘 날씨 진짜 좋네요", "ko"),
        small_talk("잠깐만요, 커피 좀 가지고 올게요", "ko"),
        small_talk("고마워요, 내일 봐요!", "ko"),
    ],
    complete_labels=True,
)
