# Written for held-out half heldout10 by a writer who never read a detector; measured there
# once as the newest half (contradiction precision 47%, recall 10%); moved to tuning so that
# tuning sees where the detectors still go wrong. heldout11 replaced it.
"""A short-film festival office's memory: English notes, some in German, Spanish, Chinese, Korean."""

from tests.eval.dataset import LabelledMemdir, question, small_talk, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- festival & programme ---------------------------------------------------------------
    "festival/overview.md": topic(
        "Northlight Shorts 2026 — basics",
        "Dates, venues and sections of the 2026 festival",
        "reference",
        """Northlight Shorts — International Short Film Festival, 8th edition
- 15–20 September 2026 (Tue–Sun), Aarhus
- venues: Kino Nordlys Sal 1 (380 seats) + Sal 2 (120), Godsbanen black box (90),
  open-air on the Dokk1 harbour steps Fri + Sat 21:30 if the weather holds
- office: Mejlgade 41, 2nd floor

Sections:

| Section | What | Where |
|---|---|---|
| International Competition | ~40 films, 8 blocks | Sal 1 |
| Nordic Window | ~16 Nordic films, 3 blocks | Sal 2 |
| Småfolk | kids 7–12, 2 blocks Sun 10:00 + 11:30, Danish subs or Danish voice-over | Sal 1 |
| Late Night Weird | genre / odd stuff, Fri + Sat 22:30 | Godsbanen |
""",
        updated="2025-11-18",
        aliases=["festival facts", "Eckdaten", "datos del festival"],
    ),
    "programme/screening-format.md": topic(
        "How a screening block runs",
        "What happens in the cinema from lights down to the Q&A",
        "reference",
        """Screening blocks, final version (Marit, after the tech run-through):

1. house lights down → first film straight away. The screen stays black until it starts.
2. films back to back, no spoken intros in between
3. after the last film: lights half up, Q&A with whichever filmmakers are here, max 20 min
4. competition blocks: audience ballot cards handed out at the door, collected on the way out

Our partners get thanked from the stage by the host on opening night and at the awards.
That's where they get their moment.
""",
        updated="2026-08-10",
    ),
    # --- submissions & selection -------------------------------------------------------------
    "submissions/calls-2026.md": topic(
        "Call for entries 2026",
        "Deadlines, fees and entry rules for the 2026 call on FilmFreeway",
        "reference",
        """Call for entries 2026 — open on FilmFreeway since 1 Dec.

| Deadline | Date | Fee |
|---|---|---|
| Early bird | 15 Feb | €10 |
| Regular | 15 Apr | €15 |
| Final | 31 May | €20 |

- students: free (school confirmation letter, waiver code STUDENT26)
- max runtime 30:00 incl. credits
- completed on or after 1 Jan 2025
- competition = Nordic premiere: no earlier public screening in DK, SE, NO, FI or IS.
  Online festivals count as a screening.
- non-English films: English SRT or a dialogue list
- kids' section and Late Night Weird are ticked in the same form, same rules
""",
        updated="2025-12-01",
        aliases=["submission rules", "Einreichbedingungen", "bases de la convocatoria"],
    ),
    "submissions/rejections.md": topic(
        "Rejection emails",
        "How we tell filmmakers their film was not selected",
        "feedback",
        """Every filmmaker who isn't selected gets a personal email from us: the template plus at
least one line from the screeners' notes about their film. Never just the FilmFreeway bulk
status change. Marit: "they paid, they get a human answer."
""",
        updated="2025-12-10",
    ),
    "submissions/fee-proposal-chat.md": topic(
        "Student fee idea (team chat)",
        "Freja's idea of charging students a small fee, and Marit's answer",
        "project",
        """Freja in the team chat: should we charge students €5 as well? FilmFreeway takes its cut
on every entry and student films were 38% of entries last year.
Marit said no — student entries stay free, that's where half of Nordic Window comes from.
Freja is looking for a sponsor to cover the platform fees instead.
""",
        updated="2026-01-14",
    ),
    "submissions/preselection-round1.md": topic(
        "Pre-selection round 1",
        "How the screeners' first round works",
        "project",
        """Round 1 (screeners):
- every eligible entry (tag `r1`) is watched by 2 screeners from the pool — 12 people this year
- score 1–5 + two lines of notes in the FilmFreeway judging form
- average 3.5 or higher → round 2
- split scores (one 1, one 5) → Lukas watches it himself
- batches of 40 films, 10 days per batch
""",
        updated="2026-03-02",
    ),
    "submissions/preselection-round2.md": topic(
        "Pre-selection round 2 (committee)",
        "The selection committee: who, how they score, when they meet",
        "project",
        """Round 2 = selection committee:
- 4 people: Lukas, Marit, Yutong, Rasmus (guest programmer)
- everybody watches every round-2 film, scores 1–10
- meetings Thursdays 17:00 in the office, from 23 April
- target: 40 films for the International Competition, 16 for Nordic Window; kids and
  late-night are picked separately
- final list locked 3 July
""",
        updated="2026-03-02",
    ),
    "submissions/fristverlaengerung.md": topic(
        "Einreichfrist verlängert",
        "Neue finale Deadline für die Einreichungen 2026",
        "project",
        """Einreichfrist verlängert! Die finale Deadline ist jetzt der 14. Juni statt 31. Mai.
FilmFreeway ist schon umgestellt, die Gebühr bleibt bei 20 €. Amara schickt den Newsletter
am Freitag raus. Grund: viele Filmhochschulen haben ihre Abschlussfilme erst Anfang Juni fertig.
— Lukas
""",
        updated="2026-05-20",
    ),
    "submissions/eligibility-check.md": topic(
        "Eligibility check per entry",
        "Lukas' two-minute check before an entry goes to the screeners",
        "reference",
        """Quick check for every new entry (2 min, before it gets a screener):

1. Length: 25:00 max including credits. Anything longer → tag `not-eligible`, no screener.
2. Finished 2025 or later.
3. Not in English? Subtitle file or dialogue list attached.
4. Screener link plays and the password in the form works. If not: message via FilmFreeway,
   they get 7 days to fix it.
5. Student waiver: letter from the school actually attached.

All fine → tag `r1`, goes into the round 1 pool.
""",
        updated="2026-06-16",
        nested=True,
        session="7c4e19d2-88a0-4b61-a3f5-2e9d0c61b7a4",
        modified="2026-06-16T09:12:00Z",
    ),
    "programm/auswahl-lukas.md": topic(
        "Auswahl: Notizen von Lukas",
        "Stand der Wettbewerbsauswahl und was wir zur Premierenfrage beschlossen haben",
        "project",
        """Notizen Auswahl, Stand Sonntag:

- Shortlist Wettbewerb steht bei 44, am Donnerstag müssen noch 4 raus (Ziel 40).
- Rasmus kämpft für „Saltvand", ich bin dagegen — der Mittelteil zieht sich. Marit entscheidet.
- Premierenfrage, nachdem wir das ewig durchgekaut haben: ob ein Film schon in Göteborg,
  Tampere oder Odense lief, ist egal. Es zählt nur, dass ihn in Aarhus noch keiner auf der
  Leinwand gesehen hat. Online-Festivals zählen überhaupt nicht.
- Nordic Window: 15 sicher, einer offen.
- Ich bin ab 8. Juli eine Woche weg, Fragen bitte vorher.
""",
        updated="2026-06-28",
    ),
    "submissions/notifications-2026.md": topic(
        "Selection results mail 2026",
        "How filmmakers hear whether they're in",
        "project",
        """Results 2026: 3,140 entries, so from now on no personal rejection emails.
Everyone not selected gets the FilmFreeway bulk notification on 10 July (text in the shared doc
"Results mail 26"). Films that got to round 2 get one extra sentence, Lukas pastes it in.
Selected films: phone call first, then the email with the embargo note.
""",
        updated="2026-07-06",
    ),
    # --- guests, travel, hotels ----------------------------------------------------------------
    "guests/travel-policy.md": topic(
        "Guest travel & accommodation policy",
        "What the festival pays for invited filmmakers",
        "reference",
        """What we pay (International Competition + Nordic Window):
- 1 filmmaker per selected film (director, or the producer if the director can't come)
- travel: up to €400 from within Europe, €900 from further away, economy.
  Flights and trains are booked by Lucía only — we don't refund tickets people book themselves.
- hotel: 3 nights in the partner hotel. If it's full: max €110/night, breakfast included.
- per diem €35/day for the nights we pay
- kids' and late-night sections: no travel, 2 hotel nights if they come anyway
""",
        updated="2026-01-20",
    ),
    "guests/hotel-partner-ankeret.md": topic(
        "Partner hotel: Hotel Ankeret",
        "The hotel block for festival guests",
        "project",
        """Partner hotel 2026: Hotel Ankeret (Havnegade). 35 rooms held 14–21 Sept, €95/night incl.
breakfast. Contact: Line at reservations. Rooming list due 15 Aug.
""",
        updated="2026-01-22",
        extra={"status": "superseded", "superseded_by": "guests/hotel-partner.md"},
    ),
    "guests/hotel-partner.md": topic(
        "Partner hotel: Cabinn Aarhus",
        "Where festival guests stay and the room block",
        "project",
        """Partner hotel 2026 is Cabinn Aarhus (Kannikegade), 5 min on foot to Kino Nordlys.
40 rooms held 14–21 Sept, €89/night incl. breakfast. Ankeret gave our block away to a medical
conference in March, so that's off. Rooming list to Cabinn by 20 Aug, changes free until 1 Sept.
""",
        updated="2026-04-08",
        aliases=["hotel block", "Partnerhotel"],
    ),
    "guests/hotel-tope.md": topic(
        "Tope de hotel fuera del Cabinn",
        "Cuánto podemos pagar por noche cuando un invitado no cabe en el hotel asociado",
        "feedback",
        """A partir de ahora, cuando un invitado no quepa en el Cabinn (bloque lleno, silla de ruedas,
viene con bebé...), podemos pagar hasta 130 € por noche, desayuno incluido. Antes eran 110 €,
pero en septiembre en Aarhus no hay nada decente por ese precio. Lo aprobó Marit el lunes.
Reservo siempre yo, el invitado no adelanta nada.
— Lucía
""",
        updated="2026-05-04",
    ),
    "guests/airport-transfer.md": topic(
        "Airport transfers",
        "How guests get from the airport to Aarhus",
        "reference",
        """Getting guests in:
- Aarhus Airport (AAR): airport bus 925X to Aarhus H, ~50 min, timed to the flights
- Billund (BLL): bus 912X to Aarhus, ~1 h 30
- Copenhagen (CPH): direct train to Aarhus H, ~3 h
- no car pickups — only the jury gets picked up (Jakob, festival van)
- the Midttrafik ticket code goes out with the welcome mail
""",
        updated="2026-03-10",
        aliases=["airport", "Flughafen", "aeropuerto"],
    ),
    "guests/getting-here.md": topic(
        "Getting to Aarhus (guests)",
        "Arrival routes for guests, for the welcome mail",
        "reference",
        """Getting guests in:
- no car pickups — only the jury gets picked up (Jakob, festival van)
- Copenhagen (CPH): direct train to Aarhus H, ~3 h
- Billund (BLL): bus 912X to Aarhus, ~1 h 30
- Aarhus Airport (AAR): airport bus 925X to Aarhus H, ~50 min, timed to the flights
- the Midttrafik ticket code goes out with the welcome mail
""",
        updated="2026-03-10",
    ),
    "recaps/2026-07-03-resumen.md": topic(
        "Resumen de la semana (Lucía)",
        "Lo que pasó esta semana en la oficina: hotel, prensa, la nueva en prácticas",
        "project",
        """¡Hola equipo! Resumen rápido de la semana:

- Alojamiento casi cerrado: 31 habitaciones ocupadas en el Cabinn de las 40, las otras 9 las
  guardamos para el jurado y los rezagados.
- Inés (la de prácticas, empezó el lunes) se ocupa desde ya de las acreditaciones de prensa:
  revisa las solicitudes y manda las confirmaciones. Amara sigue con redes, newsletter y notas
  de prensa. Si un periodista os escribe a vosotros, reenviadlo a Inés.
- Gracias a Yutong por los jiaozi del viernes, ¡qué nivel! 🥟
- El que se llevó el cargador del portátil de la sala de reuniones, que lo devuelva porfa.
""",
        updated="2026-07-03",
    ),
    # --- jury ----------------------------------------------------------------------------------
    "jury/international-jury.md": topic(
        "International jury 2026",
        "Who is on the jury, what they award and when they deliberate",
        "reference",
        """International jury 2026 — three members, all confirmed:

| Name | From | Does |
|---|---|---|
| Hannah Wolff | Berlin | editor |
| Kim Do-hyun | Seoul | director |
| Sofía Aranda | Buenos Aires | programmer |

Prizes: Grand Prix (€5,000), Special Mention, Best Nordic Short (€2,000, Nordic Window only).
The Audience Award is counted from the ballots, not the jury.
Deliberation: Sat 19 Sept, 10:00–14:00, meeting room at Villa Provence, lunch brought in.
""",
        updated="2026-04-15",
        aliases=["Jury", "jurado", "심사위원"],
    ),
    "jury/preferences.md": topic(
        "도현 감독님 요청사항",
        "심사위원 김도현 감독님이 통화에서 부탁하신 것들",
        "reference",
        """도현 감독님 통화 (4/20, 서연):
- 경쟁 부문 영화는 영화제 전에 집에서 스크리너 링크로 미리 다 보고 싶으시대요. 시차 때문에
  극장에서 하루 종일 연속으로 보는 건 힘드시다고.
- 극장에서는 통로 쪽 자리로 부탁
- 관객과의 대화(GV) 진행은 안 하고 싶으시대요
- 한국 음식 일부러 찾지 말라고 하심 ㅋㅋ
""",
        updated="2026-04-20",
    ),
    "recaps/2026-06-05-jury-call.md": topic(
        "Jury call recap (5 June)",
        "Catch-up after the jury call with Marit: flights, food, who's on it",
        "project",
        """Recap of the jury call with Marit this morning (long one, sorry):

- Sofía's flights booked via Madrid. She's vegan — told Cabinn and the caterer.
- Hannah doesn't want screener links at all. She wants to see the competition in Sal 1 with
  the audience, "that's the point of a festival". Fine by Marit.
- Marit signed Mette Kjær (actor, Copenhagen) and Ola Nyberg (short film consultant, Oslo)
  last week, so we'll be five at the table. Grand Prix money stays as it is.
- jury dinner Fri 18 Sept, place tbd
- contracts out by 15 June (Lucía)
""",
        updated="2026-06-05",
        nested=True,
        session="e02b7f5c-41d9-4a8e-b6c3-9f1a2d7e5c08",
    ),
    "jury/screener-links.md": topic(
        "Jury screener links",
        "Private review links for the jury and who may see them",
        "feedback",
        """Every juror who wants to watch ahead gets their own Vimeo review link + password
(Yutong sets them up). Never forward a juror's link or password to anyone — not the selection
committee, not a sponsor, not a filmmaker asking "did they watch it?". Links expire 21 Sept.
""",
        updated="2026-07-25",
    ),
    # --- subtitles & prints ----------------------------------------------------------------------
    "subtitles/zimu-guifan.md": topic(
        "字幕规范",
        "所有非英语影片的英文字幕标准（雨桐）",
        "reference",
        """英文字幕规范（所有非英语片都适用）：

| 项目 | 标准 |
|---|---|
| 每行字符数 | 最多 42 |
| 行数 | 最多 2 行 |
| 阅读速度 | ≤ 17 字符/秒 |
| 最短显示 | 1 秒 |
| 剪辑点 | 字幕不跨剪辑点，差 2 帧以内就对齐 |
| 交付格式 | 片方给 SRT，DCP 用的 XML 由我来转 |

用 Subtitle Edit 检查，不合格的发回片方改。
""",
        updated="2026-02-10",
        aliases=["subtitle style guide", "Untertitel-Regeln", "guía de subtítulos"],
    ),
    "subtitles/clean-master.md": topic(
        "Keep a clean copy",
        "Never burn subtitles into the only copy of a film",
        "feedback",
        """Never burn subtitles into the only copy of a film. We always keep a clean DCP (no
burned-in subs) next to the subtitled one, so we can re-subtitle or lend the print on.
""",
        updated="2026-02-12",
    ),
    "feedback/never-burn-only-copy.md": topic(
        "Burned-in subs only on a second copy",
        "Yutong's rule about textless masters",
        "feedback",
        """Rule from Yutong: burned-in subtitles only ever go on a second copy. The textless version
of every film stays untouched on the drive, so it can be subtitled again or passed on.
""",
        updated="2026-02-12",
    ),
    "subtitles/translators.md": topic(
        "Traductores de subtítulos",
        "Quién traduce los subtítulos al inglés y cuánto cobra",
        "reference",
        """Traductores 2026 (Lucía):
- Paula Marín: español/portugués → inglés, 3,20 € por minuto de película. Factura 214 (lote de
  mayo, 9 cortos, 162 min) pagada el 3 de junio.
- Tomasz Wrona: polaco/checo → inglés, misma tarifa
- los SRT van a Yutong, que los revisa con la guía de subtítulos antes de pagar nada
""",
        updated="2026-06-20",
    ),
    "subtitles/young-eyes.md": topic(
        "Young Eyes 字幕",
        "儿童单元的片子和丹麦语字幕安排",
        "project",
        """Young Eyes 儿童单元（7–12岁）：周日上午 10:00 和 11:30 两场，1号厅。
- 12 部片子里 9 部不是丹麦语，都要做丹麦语字幕（有丹麦语配音版的除外）
- 丹麦语字幕也按字幕规范：每行最多 42 个字符、两行，但阅读速度放慢到 ≤ 13 字符/秒，小朋友读得慢
- 翻译：Karen（自由译者），9月1日前交
- 现场主持人会先念片名
""",
        updated="2026-07-10",
    ),
    # --- tech & venues -----------------------------------------------------------------------
    "tech/dcp-handling.md": topic(
        "DCPs and drives",
        "Where festival drives are kept and how every DCP is checked",
        "reference",
        """- all festival drives (CRU cases) live in the locked steel cabinet in the office, room
  2.04; keys: Jakob and Yutong
- every drive in or out goes on the clipboard on the cabinet door
- every DCP is ingested and test-played in full in the venue where it screens, at least 48 h
  before its slot. No untested DCP goes into a show.
- KDMs: Yutong chases them, they must cover 14–21 Sept
""",
        updated="2026-02-20",
        aliases=["DCP", "Festplatten"],
    ),
    "tech/dcp-lagerung.md": topic(
        "DCP-Platten: neuer Lagerort",
        "Wo die DCP-Festplatten jetzt liegen",
        "project",
        """Ab sofort liegen alle DCP-Festplatten im Tresor im Vorführraum von Kino Nordlys, nicht mehr
im Büro. Grund: letzte Woche waren zwei Platten beim Kurier und keiner wusste, wo sie sind.
Die Liste am Tresor bleibt wie gehabt. Schlüssel hat nur noch Jakob — Yutong fragt ihn.
""",
        updated="2026-08-25",
        nested=True,
        session="3a9d6e21-07bc-4f52-8e14-c5b0a9f3d276",
        modified="2026-08-25T14:05:00Z",
    ),
    # --- sponsors & comms ---------------------------------------------------------------------
    "sponsors/sponsor-reel.md": topic(
        "Sponsor reel",
        "The partner logo reel and where it plays",
        "reference",
        """Sponsor reel 2026: 1:30, logos of the six main partners (Kulturpuljen Aarhus, Havnebryg,
NordBank, Fonden Lys & Lyd, Aarhus Kommune, Cinemateket Nord).
Runs before every screening in every venue, open-air included. Jakob puts it at the top of each
playlist. The contracts say at least 60 showings, Freja counts them.
""",
        updated="2026-03-15",
    ),
    "comms/trailer.md": topic(
        "Festival trailer",
        "The 2026 trailer: where it lives, cut-downs, master",
        "reference",
        """Festival trailer 2026: 45 sec, made by Studio Moss.
- on our Vimeo showcase (public) + YouTube; the Vimeo embed is on the website front page
- cut-downs: 15 s vertical for Instagram / TikTok
- 4K ProRes master on the NAS under /Comms/Trailer26
""",
        updated="2026-07-28",
    ),
    # --- press -------------------------------------------------------------------------------
    "press/accreditation.md": topic(
        "Press accreditation",
        "How journalists get a press badge",
        "reference",
        """Press accreditation 2026:
- journalists apply with the form on northlightshorts.dk/press, deadline 1 Sept
- Amara reviews every request herself: a recent published piece or an assignment letter from
  an editor; journalism students with a letter from their teacher
- confirmation mail within 5 working days, badge picked up at the guest desk (Kino Nordlys foyer)
- badge = all screenings if seats are left, press screener library from 14 Sept, no seat at the
  awards unless invited
""",
        updated="2026-05-12",
        aliases=["press badge", "Akkreditierung", "acreditación de prensa"],
    ),
    "press/embargo.md": topic(
        "Line-up embargo",
        "Nothing about the programme goes out before the press conference",
        "feedback",
        """Nothing about the 2026 line-up goes out before the press conference, Thu 20 Aug 11:00.
No titles on socials, no stills to partners, no hints in the newsletter. Selected filmmakers
were told the same in their mail.
""",
        updated="2026-08-03",
    ),
    # --- volunteers ---------------------------------------------------------------------------
    "volunteers/rota.md": topic(
        "Volunteer rota",
        "How volunteer shifts are planned and how many per screening",
        "reference",
        """Volunteer rota 2026:
- Google Sheet "NLS26 Vol Rota", one tab per venue. Volunteers put their own names in; the
  edit link is in the welcome mail.
- shifts are 4 h; 2 shifts = festival pass, every shift = a meal voucher
- per screening: 2 volunteers at Sal 1 (door + scanner), 1 at Sal 2 and at Godsbanen
- sign-up closes 1 Sept, Seo-yeon fills the gaps after that
""",
        updated="2026-04-02",
        aliases=["Schichtplan", "turnos de voluntarios"],
    ),
    "volunteers/planday.md": topic(
        "봉사자 근무 안내",
        "봉사자분들께 보내는 근무 일정 안내 (서연)",
        "project",
        """봉사자 여러분께 (서연):
- 근무 일정은 Planday 앱에서 보시면 돼요. 교대 신청이랑 서로 바꾸는 것도 앱에서 해요.
- 초대 메일은 8월 1일에 나가요. 못 받으셨으면 스팸함 확인해 주세요!
- 한 번 근무는 4시간이고, 두 번 하시면 영화제 패스 드려요.
- 질문은 카톡 말고 이메일로: volunteers@northlightshorts.dk
""",
        updated="2026-07-20",
        nested=True,
    ),
    "volunteers/wristbands.md": topic(
        "입장 팔찌 규칙",
        "팔찌는 명단 확인 후에만",
        "feedback",
        """입장 팔찌 규칙 (서연):
- 팔찌는 명단에서 이름 확인한 다음에만 줘요. 스캐너 앱이든 종이 명단이든 상관없어요.
- 명단이 없으면 팔찌도 없어요. 예외 없음!
- 스캐너가 고장 나면 바로 저한테 연락 주세요 → 출력한 명단 갖다 드릴게요.
""",
        updated="2026-08-28",
    ),
    # --- awards -------------------------------------------------------------------------------
    "awards/ceremony.md": topic(
        "Awards ceremony",
        "When and where the awards night is and who gets seats",
        "reference",
        """Awards ceremony: Saturday 19 Sept, 20:00, Sal 1 (Kino Nordlys), about 75 min.
Doors 19:30. Invite only until 19:50, then free seats go to pass holders.
Filmmakers in competition get 2 seats each. Prizes: see the jury note.
""",
        updated="2026-05-25",
        aliases=["Preisverleihung", "gala de premios", "시상식"],
    ),
    "awards/open-questions.md": topic(
        "Awards night: open questions",
        "What is still undecided for the awards night",
        "project",
        """Still open for the awards night (2 June):
- host? Marit asked Signe Kragh, no answer yet
- after-party: Godsbanen bar or the rooftop at Salling?
- live band or DJ?
- who presents the Audience Award — the mayor's office wants to
- how many seats for sponsors (they asked for 40)
""",
        updated="2026-06-02",
    ),
    "meetings/2026-08-18-production.md": topic(
        "Production meeting 18 Aug",
        "Minutes: catalogue, awards night, volunteers, sponsor seats",
        "project",
        """Production meeting, Tue 18 Aug — Marit, Lukas, Lucía, Jakob, Seo-yeon, Amara, Freja

1. Catalogue: 1,200 copies, files to the printer 1 Sept. Amara proofreads the film texts.
2. Awards night: Signe Kragh said yes to hosting. After-party is in the Godsbanen bar and they
   need us there by 21:00, so the show in Sal 1 starts at 19:00, doors 18:30. The mayor's
   office presents the Audience Award.
3. Volunteers: 84 signed up, still short for the late Godsbanen shows — Seo-yeon asks the
   film school.
4. Freja: sponsor seats at the awards capped at 25.
5. Next meeting 1 Sept.
""",
        updated="2026-08-18",
    ),
    # --- festival week ------------------------------------------------------------------------
    "incidents/festival-week-log.md": topic(
        "Festival week: incident log",
        "What went wrong during the festival week and what we did",
        "project",
        """Festival week — incident log

- Tue 15 Sept, opening, door 2 of Sal 1: scanner app crashed at 18:40. The volunteers on the
  door kept handing out wristbands without checking names, ~60 people. Seo-yeon stopped it at
  19:05, printed list from then on. At least 8 people without a pass got in.
- Wed 16, Sal 2: "Marsh Hymns" had sound on the left channel only for the first 2 min, Jakob
  fixed it live.
- Thu 17: guest Ana Ruiz's suitcase lost on her Billund flight → Freshdesk #214. SAS found it
  on Friday.
- Fri 18, Late Night Weird: the "GLOOP" DCP only arrived at 21:10 by courier. Jakob ingested it
  and it went on at 22:30 without a test-play. Played fine, but never again.
- Sat 19: open-air cancelled, wind.
""",
        updated="2026-09-19",
        nested=True,
        session="c81f3b07-5e2a-49d6-9a70-14be6f2c3d95",
        modified="2026-09-19T23:48:00Z",
    ),
}

FILES = with_index(
    N,
    title="Northlight Shorts — office memory",
    sections={
        "festival/": "Festival & programme",
        "programme/": "Festival & programme",
        "programm/": "Submissions & selection",
        "submissions/": "Submissions & selection",
        "guests/": "Guests, travel & hotels",
        "jury/": "Jury",
        "subtitles/": "Subtitles & prints",
        "feedback/": "Subtitles & prints",
        "tech/": "Subtitles & prints",
        "sponsors/": "Sponsors, comms & press",
        "comms/": "Sponsors, comms & press",
        "press/": "Sponsors, comms & press",
        "volunteers/": "Volunteers",
        "awards/": "Awards",
        "meetings/": "Meetings & recaps",
        "recaps/": "Meetings & recaps",
        "incidents/": "Festival week",
    },
)

MEMDIR = LabelledMemdir(
    name="film_festival_mixed",
    half="tuning",
    language="mixed",
    domain="office of a small international short-film festival",
    style=(
        "mostly English office notes, tables and minutes, some notes in German, Spanish, "
        "Chinese and Korean by team members; chatty recaps, terse rules"
    ),
    files=FILES,
    pairs=[
        # --- contradictions -----------------------------------------------------------------
        P(
            "contradiction",
            "submissions/calls-2026.md",
            "submissions/fristverlaengerung.md",
            "time-moved",
            "Final deadline 31 May in the call table vs finale Deadline jetzt 14. Juni (German).",
        ),
        P(
            "contradiction",
            "awards/ceremony.md",
            "meetings/2026-08-18-production.md",
            "time-moved",
            "Ceremony 20:00, doors 19:30 vs minutes item 2: show starts 19:00, doors 18:30.",
        ),
        P(
            "contradiction",
            "submissions/calls-2026.md",
            "submissions/eligibility-check.md",
            "threshold-changed",
            "Max runtime 30:00 incl. credits vs the checklist's 25:00 max, longer not eligible.",
        ),
        P(
            "contradiction",
            "guests/travel-policy.md",
            "guests/hotel-tope.md",
            "threshold-changed",
            "Hotel outside the partner block max €110/night vs hasta 130 € a partir de ahora.",
        ),
        P(
            "contradiction",
            "press/accreditation.md",
            "recaps/2026-07-03-resumen.md",
            "owner-changed",
            "Amara reviews every press request vs Inés lleva las acreditaciones (Spanish recap).",
        ),
        P(
            "contradiction",
            "festival/overview.md",
            "subtitles/young-eyes.md",
            "renamed",
            "Kids' section Småfolk (Sun 10:00/11:30, Sal 1) vs the same section as Young Eyes.",
        ),
        P(
            "contradiction",
            "submissions/rejections.md",
            "submissions/notifications-2026.md",
            "policy-reversed",
            "Always a personal rejection email vs no personal rejections, FilmFreeway bulk mail.",
        ),
        P(
            "contradiction",
            "volunteers/rota.md",
            "volunteers/planday.md",
            "tool-switched",
            "Shifts in the Google Sheet 'NLS26 Vol Rota' vs 근무 일정 in the Planday app.",
        ),
        P(
            "contradiction",
            "tech/dcp-handling.md",
            "tech/dcp-lagerung.md",
            "location-changed",
            "Drives in the office cabinet, room 2.04 vs ab sofort im Tresor im Vorführraum.",
        ),
        P(
            "contradiction",
            "jury/international-jury.md",
            "recaps/2026-06-05-jury-call.md",
            "count-changed",
            "International jury of three vs two more signed, five at the table (recap).",
        ),
        P(
            "contradiction",
            "sponsors/sponsor-reel.md",
            "programme/screening-format.md",
            "reworded-conflict",
            "Logo reel before every screening vs lights down, first film, screen black till then.",
        ),
        P(
            "contradiction",
            "submissions/calls-2026.md",
            "programm/auswahl-lukas.md",
            "reworded-conflict",
            "No earlier screening anywhere in the Nordics, online counts vs only Aarhus matters.",
        ),
        # --- decoys -------------------------------------------------------------------------
        P(
            "decoy",
            "jury/screener-links.md",
            "comms/trailer.md",
            "shared-technology",
            "Private Vimeo review links for the jury vs the public trailer on the Vimeo showcase.",
        ),
        P(
            "decoy",
            "submissions/eligibility-check.md",
            "jury/screener-links.md",
            "shared-technology",
            "Filmmakers' screener link + password checked at entry vs jurors' own review links.",
        ),
        P(
            "decoy",
            "volunteers/wristbands.md",
            "incidents/festival-week-log.md",
            "rule-vs-incident",
            "Wristband only after a name check; on opening night ~60 went out unchecked.",
        ),
        P(
            "decoy",
            "tech/dcp-handling.md",
            "incidents/festival-week-log.md",
            "rule-vs-incident",
            "No untested DCP in a show; GLOOP went on without a test-play on Friday.",
        ),
        P(
            "decoy",
            "awards/open-questions.md",
            "meetings/2026-08-18-production.md",
            "open-questions-vs-settled",
            "Host, after-party, Audience Award, sponsor seats open; the minutes settle them.",
        ),
        P(
            "decoy",
            "submissions/preselection-round1.md",
            "submissions/preselection-round2.md",
            "phase1-vs-phase2",
            "Round 1: 2 screeners, scores 1–5; round 2: committee of 4, everyone, scores 1–10.",
        ),
        P(
            "decoy",
            "submissions/fee-proposal-chat.md",
            "submissions/calls-2026.md",
            "quoted-opinion-rejected",
            "Freja's €5 student fee was turned down; students stay free as in the call.",
        ),
        P(
            "decoy",
            "jury/preferences.md",
            "recaps/2026-06-05-jury-call.md",
            "two-peoples-preferences",
            "Do-hyun wants screener links ahead; Hannah wants no links, only Sal 1 with audience.",
        ),
        P(
            "decoy",
            "press/embargo.md",
            "jury/screener-links.md",
            "two-donts-different-things",
            "Nothing about the line-up before 20 Aug vs never forward a juror's link or password.",
        ),
        P(
            "decoy",
            "subtitles/translators.md",
            "incidents/festival-week-log.md",
            "same-ticket-ids",
            "Factura 214 is a translator's May invoice; Freshdesk #214 is a lost suitcase.",
        ),
        P(
            "decoy",
            "guests/hotel-partner-ankeret.md",
            "guests/hotel-partner.md",
            "superseded-and-successor",
            "Ankeret block (superseded) replaced by Cabinn, 40 rooms at €89.",
        ),
        P(
            "decoy",
            "subtitles/zimu-guifan.md",
            "subtitles/young-eyes.md",
            "related-consistent",
            "42 chars, 2 lines in both; kids' Danish subs slower (13 cps) as a stated exception.",
        ),
        P(
            "decoy",
            "subtitles/zimu-guifan.md",
            "subtitles/translators.md",
            "related-consistent",
            "Translators deliver SRT, Yutong checks them against the style guide.",
        ),
        P(
            "decoy",
            "guests/travel-policy.md",
            "guests/hotel-partner.md",
            "related-consistent",
            "3 nights in the partner hotel; Cabinn at €89 is the partner hotel.",
        ),
        P(
            "decoy",
            "guests/travel-policy.md",
            "guests/hotel-partner-ankeret.md",
            "related-consistent",
            "Partner hotel first; Ankeret's €95 was under the €110 fallback cap anyway.",
        ),
        P(
            "decoy",
            "guests/hotel-partner.md",
            "guests/hotel-tope.md",
            "related-consistent",
            "Cabinn is the partner hotel; the cap applies only when a guest doesn't fit there.",
        ),
        P(
            "decoy",
            "guests/hotel-partner.md",
            "recaps/2026-07-03-resumen.md",
            "related-consistent",
            "40 rooms held at Cabinn; 31 of the 40 taken, 9 kept back.",
        ),
        P(
            "decoy",
            "guests/travel-policy.md",
            "guests/airport-transfer.md",
            "related-consistent",
            "Lucía books flights and trains; the airport note covers the last leg by bus/train.",
        ),
        P(
            "decoy",
            "volunteers/rota.md",
            "volunteers/wristbands.md",
            "related-consistent",
            "Door + scanner volunteers at Sal 1; the wristband rule says how they check names.",
        ),
        P(
            "decoy",
            "volunteers/planday.md",
            "volunteers/wristbands.md",
            "related-consistent",
            "Two Korean notes by Seo-yeon for volunteers: shift app vs wristband rule.",
        ),
        P(
            "decoy",
            "volunteers/rota.md",
            "incidents/festival-week-log.md",
            "related-consistent",
            "Door + scanner at Sal 1 per the rota; the log's door-2 volunteers fit it.",
        ),
        P(
            "decoy",
            "programm/auswahl-lukas.md",
            "submissions/preselection-round2.md",
            "related-consistent",
            "Target 40, Thursday committee meetings; the shortlist of 44 is cut to 40.",
        ),
        P(
            "decoy",
            "submissions/notifications-2026.md",
            "submissions/preselection-round2.md",
            "related-consistent",
            "List locked 3 July, results mail 10 July; round-2 films get one extra sentence.",
        ),
        P(
            "decoy",
            "submissions/eligibility-check.md",
            "submissions/preselection-round1.md",
            "related-consistent",
            "Checked entries get tag r1 and go to the round 1 pool.",
        ),
        P(
            "decoy",
            "submissions/fee-proposal-chat.md",
            "submissions/eligibility-check.md",
            "related-consistent",
            "Students stay free; the check makes sure the waiver letter is there.",
        ),
        P(
            "decoy",
            "awards/ceremony.md",
            "awards/open-questions.md",
            "related-consistent",
            "Time, place and seats set; host and after-party still open then.",
        ),
        P(
            "decoy",
            "jury/international-jury.md",
            "awards/ceremony.md",
            "related-consistent",
            "Deliberation Sat 10:00–14:00, ceremony the same evening; prizes in the jury note.",
        ),
        P(
            "decoy",
            "jury/international-jury.md",
            "jury/preferences.md",
            "related-consistent",
            "Do-hyun is on the jury; his requests are about screeners, seat and Q&A.",
        ),
        P(
            "decoy",
            "jury/screener-links.md",
            "jury/preferences.md",
            "related-consistent",
            "Jurors who want to watch ahead get a link; Do-hyun wants to watch ahead.",
        ),
        P(
            "decoy",
            "jury/screener-links.md",
            "recaps/2026-06-05-jury-call.md",
            "related-consistent",
            "Links only for jurors who want them; Hannah doesn't want one.",
        ),
        P(
            "decoy",
            "press/accreditation.md",
            "press/embargo.md",
            "related-consistent",
            "Press badge process and the line-up embargo before the 20 Aug press conference.",
        ),
        P(
            "decoy",
            "subtitles/clean-master.md",
            "tech/dcp-handling.md",
            "related-consistent",
            "Clean DCP kept beside the subtitled one; drives stored and test-played.",
        ),
        P(
            "decoy",
            "tech/dcp-lagerung.md",
            "incidents/festival-week-log.md",
            "related-consistent",
            "Drives kept in the booth safe; GLOOP's drive came late by courier.",
        ),
        # --- duplicates ---------------------------------------------------------------------
        P(
            "near-duplicate",
            "subtitles/clean-master.md",
            "feedback/never-burn-only-copy.md",
            "same-rule-restated",
            "Burned-in subs never on the only copy, clean version kept; saved twice the same day.",
        ),
        P(
            "duplicate",
            "guests/airport-transfer.md",
            "guests/getting-here.md",
            "reordered",
            "The same five arrival bullets (AAR, BLL, CPH, no pickups, ticket code) reordered.",
        ),
    ],
    questions=[
        # en
        question(
            "when's the last day people can still submit a film?",
            "en",
            "submissions/calls-2026.md",
            "submissions/fristverlaengerung.md",
        ),
        question(
            "what time does the awards thing start on saturday",
            "en",
            "awards/ceremony.md",
            "meetings/2026-08-18-production.md",
        ),
        question(
            "max length of a short we accept?",
            "en",
            "submissions/calls-2026.md",
            "submissions/eligibility-check.md",
        ),
        question(
            "do we still email rejected filmakers personaly?",
            "en",
            "submissions/rejections.md",
            "submissions/notifications-2026.md",
        ),
        question(
            "how many people sit on the jury this year",
            "en",
            "jury/international-jury.md",
            "recaps/2026-06-05-jury-call.md",
        ),
        question(
            "guest landing in billund, how do they get to aarhus",
            "en",
            "guests/airport-transfer.md",
            "guests/getting-here.md",
        ),
        question(
            "ok thanks, and where are the DCP drives kept these days?",
            "en",
            "tech/dcp-handling.md",
            "tech/dcp-lagerung.md",
            conversational=True,
        ),
        question(
            "great. and does anything play before the films, like the partner logos?",
            "en",
            "sponsors/sponsor-reel.md",
            "programme/screening-format.md",
            conversational=True,
        ),
        # de
        question(
            "Wie viel darf ein Hotelzimmer pro Nacht kosten, wenn das Partnerhotel voll ist?",
            "de",
            "guests/travel-policy.md",
            "guests/hotel-tope.md",
        ),
        question(
            "zählt ein Film noch als Premiere, wenn er schon in Göteborg lief?",
            "de",
            "submissions/calls-2026.md",
            "programm/auswahl-lukas.md",
        ),
        question(
            "Partnerhotel Gäste",
            "de",
            "guests/hotel-partner.md",
            "guests/hotel-partner-ankeret.md",
        ),
        # es
        question(
            "¿cómo se llama ahora la sección infantil?",
            "es",
            "festival/overview.md",
            "subtitles/young-eyes.md",
        ),
        question(
            "¿los estudiantes pagan la inscripción?",
            "es",
            "submissions/calls-2026.md",
            "submissions/fee-proposal-chat.md",
        ),
        question(
            "vale, gracias. ¿y quién presenta la gala de premios al final?",
            "es",
            "meetings/2026-08-18-production.md",
            "awards/open-questions.md",
            conversational=True,
        ),
        question(
            "un periodista quiere acreditación, ¿a quién se lo paso?",
            "es",
            "press/accreditation.md",
            "recaps/2026-07-03-resumen.md",
        ),
        # zh
        question(
            "字幕每行最多多少个字符？",
            "zh",
            "subtitles/zimu-guifan.md",
            "subtitles/young-eyes.md",
        ),
        question(
            "评审的观片链接可以转给选片委员会吗",
            "zh",
            "jury/screener-links.md",
        ),
        question(
            "预选第一轮每部片子有几个人看",
            "zh",
            "submissions/preselection-round1.md",
        ),
        # ko
        question(
            "봉사자 근무표 어디서 확인해요?",
            "ko",
            "volunteers/rota.md",
            "volunteers/planday.md",
        ),
        question(
            "스캐너 고장 나면 명단 확인 없이 팔찌 줘도 돼요?",
            "ko",
            "volunteers/wristbands.md",
            "incidents/festival-week-log.md",
        ),
        question(
            "고마워요! 그럼 도현 감독님은 스크리너 미리 받을 수 있어요?",
            "ko",
            "jury/preferences.md",
            "jury/screener-links.md",
            conversational=True,
        ),
        question(
            "원본 파일에 자막 바로 입혀도 되나요",
            "ko",
            "subtitles/clean-master.md",
            "feedback/never-burn-only-copy.md",
        ),
        # small talk
        small_talk("morning all! coffee first, then films", "en"),
        small_talk("haha ok that one got me", "en"),
        small_talk("brb, grabbing lunch", "en"),
        small_talk("ok next", "en"),
        small_talk("Danke dir, super gemacht!", "de"),
        small_talk("Schönes Wochenende euch allen!", "de"),
        small_talk("¡Madre mía, qué día más largo en el cine!", "es"),
        small_talk("gracias, ¡hasta mañana!", "es"),
        small_talk("今天好累啊，我先下班了", "zh"),
        small_talk("哈哈哈，太好笑了", "zh"),
        small_talk("안녕하세요! 오늘 날씨 진짜 좋네요", "ko"),
        small_talk("수고하셨어요, 내일 봐요!", "ko"),
    ],
    complete_labels=True,
)
