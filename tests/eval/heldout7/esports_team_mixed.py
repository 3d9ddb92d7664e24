# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""An amateur Valorant team's agent memory, written from five players' chat: notes in English,
German, Spanish, Chinese and Korean; terse bullets, a chatty sponsor note, two tables."""

from tests.eval.dataset import LabelledMemdir, question, small_talk, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- schedule -----------------------------------------------------------------------
    "schedule/practice.md": topic(
        "Practice nights",
        "When Kestrel Five practises each week",
        "project",
        """Team practice (all times CET):

- Tue 20:00–23:00
- Thu 20:00–23:00
- Sun 16:00–19:00 (scrim, then VOD)

Noor joins Sundays when she can.
""",
        updated="2025-09-03",
    ),
    "schedule/training-maerz.md": topic(
        "Trainingszeiten ab März",
        "Neue Trainingsabende wegen Ellies Schichtplan",
        "project",
        """Ellie hat dienstags jetzt Spätschicht, deshalb ab 2. März: Training Montag und Mittwoch,
jeweils 19:30 bis 22:30. Sonntag bleibt wie gehabt.
""",
        updated="2026-02-25",
        nested=True,
        session="b3f1c2d0-7e41-4a8e-9c55-2f6d0a1e9b07",
    ),
    # --- gear ---------------------------------------------------------------------------
    "gear/budget.md": topic(
        "Gear-Budget",
        "Wie viel die Teamkasse für Ausrüstung zahlt",
        "reference",
        """Teamkasse (Beiträge 5 €/Monat pro Kopf):

- Gear-Zuschuss: max. **60 € pro Spieler und Saison** (Headset, Maus, Mauspad, Kabel …)
- Quittung als Foto an Ellie, sie überweist am Monatsende
- Software/Skins zahlt jeder selbst
""",
        updated="2025-10-01",
    ),
    "gear/sponsor-update.md": topic(
        "ByteBarn sponsorship",
        "What the new sponsor deal changes for us",
        "project",
        """Long call tonight, writing down what matters before I forget.

ByteBarn (the PC shop two streets from Jonas) agreed to sponsor us for the spring split. They
want their logo on the stream overlay and a shout-out at the start of tournament streams, that's
it. First box already arrived (their order no. 48117): five deskmats with our kestrel on them.

Money side, as Ellie explained it: the sponsor cash goes into the team pot, so from now on each
player can claim up to €110 a season for gear. Same process as before, photo of the receipt to
Ellie. Jonas asked whether unused allowance carries over; Ellie said no.

Mateo wants a team photo for their shop window, probably at the next LAN.
""",
        updated="2026-01-20",
    ),
    "gear/headset-proposal.md": topic(
        "Propuesta de headsets iguales",
        "Mateo quería el mismo headset para todos",
        "project",
        """Mateo propuso que la caja del equipo comprara el mismo headset para los cinco (HyperX
Cloud III, «para sonar todos igual en comms»). Votamos 4–1 en contra. Se queda como está: cada
uno elige su propio equipo y Ellie le devuelve el dinero dentro del límite por jugador.
""",
        updated="2025-10-15",
    ),
    # --- team ---------------------------------------------------------------------------
    "team/roles.md": topic(
        "Roster and roles",
        "Who plays what, and how we talk in game",
        "reference",
        """## Roster

| player | role | agents |
|---|---|---|
| Jonas "Wehr" Weber | IGL / initiator | Sova, Fade |
| Mateo "Tormenta" Ruiz | duelist | Jett, Raze |
| Lin Yue "Yueyue" | sentinel | Killjoy, Cypher |
| Park Seo-jun "Seoj" | controller | Omen, Viper |
| Noor Haddad | sub / flex | whatever's missing |

Coach + manager: Ellie Marsh.

## Comms

- mid-round comms in English only, so nobody waits for a translation
- IGL calls the default, everyone else gives info, not orders
- dead players stay quiet until the round ends
""",
        updated="2025-09-15",
    ),
    "team/roles-draft.md": topic(
        "Roles draft (tryout week)",
        "First guess at roles during tryouts",
        "project",
        """Tryout week, nothing fixed yet: duelist between Mateo and Noor, Lin probably
sentinel, Seo-jun said he'd try controller. Decide after the first five scrims.
""",
        updated="2025-09-02",
        extra={"status": "superseded", "superseded_by": "team/roles.md"},
    ),
    "team/igl-seojun.md": topic(
        "IGL 교체",
        "인게임 오더 담당이 바뀜",
        "project",
        """1월부터 인게임 오더는 서준이 맡기로 함. 요나스는 오더 내려놓고 이니시에이터
플레이에만 집중하고 싶다고 했음. 작전 노트(전략 문서)도 서준이 관리.
""",
        updated="2026-01-08",
    ),
    "comms/calls-ko.md": topic(
        "라운드 중 콜 언어",
        "경기 중 어떤 언어로 말해도 되는지",
        "feedback",
        """엘리가 허락함: 라운드 도중에는 각자 제일 편한 말(모국어)로 짧게 콜해도 됨.
영어로 머릿속에서 번역하다가 콜이 늦어지는 게 더 문제라서. 단 사이트 이름(A/B/미드)이랑
숫자(남은 인원, 체력)는 다 같이 알아듣게 영어로.
""",
        updated="2026-02-14",
    ),
    # --- discord ------------------------------------------------------------------------
    "comms/voice-channel.md": topic(
        "Canal de voz",
        "Dónde nos juntamos en Discord para jugar",
        "reference",
        """Scrims y partidos oficiales: todos al canal de voz «Sala 1» del Discord del equipo.
«Sala 2» es para charlar mientras alguien hace ranked.
""",
        updated="2025-09-10",
    ),
    "comms/discord-cleanup.md": topic(
        "Discord tidy-up",
        "What changed on the team Discord server",
        "reference",
        """Discord cleanup done with Lin on Sunday:

- #general split into #general and #memes
- #scrim-log is bot-only now (the scheduler posts results there)
- voice: "Sala 1" → **Main Comms** (same channel, just renamed, pinned at the top)
- voice: "Sala 2" gone, use **Lounge** for chatting
- @Coach role given to Ellie, @Sub to Noor
""",
        updated="2026-02-02",
    ),
    # --- review -------------------------------------------------------------------------
    "review/vod-after-scrim.md": topic(
        "VOD straight after scrims",
        "Review habit after every scrim",
        "feedback",
        """Right after each scrim we stay in voice and go through the VOD for ~15 min while it's
fresh. Ellie shares her screen. Don't skip it because we won.
""",
        updated="2025-09-12",
    ),
    "review/sunday-review.md": topic(
        "复盘安排",
        "训练赛录像什么时候看",
        "feedback",
        """从一月开始：训练赛打完直接下线休息，不再当场复盘，大家晚上十一点以后根本看不进去。
这一周的录像统一留到周日下午一起看，由 Ellie 挑重点回合。
""",
        updated="2026-01-15",
        nested=True,
        session="0c9e7d21-5a3b-4f60-8d1e-6b2a4c8f3e19",
        modified="2026-01-15T23:40:00Z",
    ),
    # --- streaming ----------------------------------------------------------------------
    "stream/obs-setup.md": topic(
        "Tournament stream setup",
        "How our tournament matches go out on Twitch",
        "reference",
        """Tournament streams: from Lin's PC with OBS Studio, scene collection "KF-Tourney".
1080p60, 6000 kbps, 2-minute delay (organiser rule). Twitch channel: kestrelfive.
""",
        updated="2025-10-05",
    ),
    "stream/streamlabs.md": topic(
        "Streams de torneo",
        "Con qué programa emitimos ahora",
        "reference",
        """Desde febrero los streams de torneo se hacen con Streamlabs Desktop: trae las alertas y
el overlay del patrocinador ya montados. Sigue siendo el PC de Lin, mismo canal de Twitch,
misma calidad y el mismo retraso.
""",
        updated="2026-02-10",
    ),
    # --- servers ------------------------------------------------------------------------
    "servers/region.md": topic(
        "Server for customs",
        "Where we host scrims and custom games",
        "reference",
        """Customs/scrims: host on **EU – Frankfurt**. Everyone under 35 ms there (Seo-jun ~18 ms
from Berlin). Official matches: whatever the organiser sets.
""",
        updated="2025-09-05",
    ),
    "servers/paris.md": topic(
        "커스텀 서버",
        "스크림 방 여는 서버",
        "reference",
        """요즘 스크림 상대가 거의 스페인·프랑스 팀이라서 커스텀 방은 이제 파리 서버로 연다.
서준 핑 30ms 정도, 다들 괜찮다고 함.
""",
        updated="2026-02-18",
    ),
    # --- scrims -------------------------------------------------------------------------
    "scrims/partners.md": topic(
        "Scrim partners",
        "Teams we scrim with and the ground rules",
        "reference",
        """| team | contact (Discord) | notes |
|---|---|---|
| Hollow Owls | kai.owls | good on Ascent, always on time |
| Brine Sharks | pim_sharks | Dutch, prefer Bo2 |
| Vortex Juniors | rosa.vtx | mixed skill, nice for trying new comps |
| Lune Rouge | cam_lr | French, only after 21:00 |

- we aim for 3 scrims a week
- be in voice 15 min before start, warmed up
- cancel at least 24 h ahead, never no-show
""",
        updated="2025-10-10",
    ),
    "scrims/fewer-scrims.md": topic(
        "Weniger Scrims",
        "Wie oft wir noch scrimmen",
        "project",
        """Wir brennen aus, das haben alle im Teamgespräch gesagt. Ab jetzt nur noch zwei Scrims pro
Woche; der dritte Trainingsabend wird Aim- und Utility-Training ohne Gegner.
""",
        updated="2026-03-01",
    ),
    "scrims/no-public-clips.md": topic(
        "Scrim clips stay private",
        "Don't post scrim footage",
        "feedback",
        """Don't post scrim scores, clips or screenshots anywhere public (Twitter, TikTok, your own
stream). Two partner teams asked for it. Team Discord only.
""",
        updated="2025-11-04",
    ),
    "inbox/scrim-clips.md": topic(
        "Scrim clips stay private",
        "Don't post scrim footage",
        "feedback",
        """Don't post scrim scores, clips or screenshots anywhere public (Twitter, TikTok, your own
stream). Two partner teams asked for it. Team Discord only.
""",
        updated="2025-11-04",
    ),
    "log/2025-11-18-late.md": topic(
        "11/18 스크림 지각",
        "브라인 샤크스 스크림 때 있었던 일",
        "project",
        """11월 18일 브라인 샤크스 스크림: 서준이 시작 10분 지나서 들어옴 (버스 고장).
첫 맵은 노어가 대신 뛰었고 서준은 두 번째 맵부터. 상대 팀한테 사과함.
""",
        updated="2025-11-18",
    ),
    # --- tournaments ----------------------------------------------------------------------
    "tournaments/open-questions.md": topic(
        "冬季赛待定事项",
        "报名前还没定的事",
        "project",
        """还没决定的：

1. 冬季报哪个比赛？Nordcup Winter 还是 Riot Premier？
2. 要不要再找一个替补（现在只有 Noor）？
3. 训练赛录像存哪里：Google Drive 还是 YouTube 不公开？

下周日训练后投票。
""",
        updated="2025-11-20",
    ),
    "tournaments/nordcup-winter.md": topic(
        "Nordcup Winter",
        "Anmeldung für das Winterturnier",
        "project",
        """Entschieden und angemeldet: **Nordcup Winter** (Anmeldeschluss 14.12.,
Jonas hat alles eingetragen).

- Kader: die fünf Stammspieler + Noor als Ersatz
- Check-in 30 Min. vor jedem Match auf der Turnierseite
- erstes Match: Match-ID 48117, So 11.01. um 19:00 gegen Mossy Rocks
""",
        updated="2025-12-03",
    ),
    # --- bootcamp -------------------------------------------------------------------------
    "bootcamp/phase1.md": topic(
        "Bootcamp, fase 1",
        "La parte online del bootcamp de invierno",
        "project",
        """Fase 1 (online, 1–14 de diciembre):
- 4 h al día, foco en utilidades y ejecuciones de sitio
- antes de cada sesión 30 min de la playlist de Aim Lab «KF-Util» (la hizo Ellie)
- un día libre por semana, lo elige cada uno
""",
        updated="2025-11-28",
    ),
    "bootcamp/phase2-lan.md": topic(
        "Bootcamp phase 2 (LAN)",
        "The in-person week of the winter bootcamp",
        "project",
        """Phase 2 = LAN week, Jan 5–9, at Jonas's uncle's office in Leipzig.
8 h a day (10:00–18:00), full comps against the Nordcup map pool. Bring your own peripherals;
monitors and PCs are there. Sleeping: two rooms at the hostel on Gottschedstraße.
""",
        updated="2025-12-04",
    ),
    # --- warm-ups -------------------------------------------------------------------------
    "warmup/lin.md": topic(
        "林悦的热身",
        "林悦赛前怎么热身",
        "user",
        """林悦赛前热身：先打两局死斗，再去靶场练十分钟急停射击。她说热身太久反而手感不好。
""",
        updated="2025-10-22",
    ),
    "warmup/mateo.md": topic(
        "Calentamiento de Mateo",
        "Rutina de Mateo antes de jugar",
        "user",
        """Mateo calienta con 20 min de Aim Lab (Gridshot y microflicks) antes de cada scrim o
partido. Los deathmatch no le sirven, dice que se pone nervioso.
""",
        updated="2025-10-22",
    ),
    # --- match-day rules ------------------------------------------------------------------
    "feedback/matchday-no-ranked.md": topic(
        "경기 날 랭크 금지",
        "공식 경기 있는 날의 규칙",
        "feedback",
        """공식 경기 있는 날에는 랭크 돌리지 않기. 연패하면 멘탈 나가서 본경기까지 영향 줌.
""",
        updated="2025-12-01",
    ),
    "feedback/no-solo-queue.md": topic(
        "대회 당일 솔랭",
        "대회 당일 컨디션 관리",
        "feedback",
        """대회 당일엔 솔로 큐 금지 (서준이 먼저 제안). 컨디션이랑 멘탈 관리 차원에서 다들 동의함.
""",
        updated="2025-12-01",
    ),
}

FILES = with_index(
    N,
    title="Kestrel Five — team memory",
    sections={
        "schedule/": "Schedule",
        "scrims/": "Scrims",
        "log/": "Scrims",
        "team/": "Team",
        "comms/": "Team",
        "review/": "Team",
        "warmup/": "Team",
        "feedback/": "Team",
        "gear/": "Gear & sponsor",
        "stream/": "Streaming",
        "servers/": "Servers",
        "tournaments/": "Tournaments",
        "bootcamp/": "Tournaments",
        "inbox/": "Inbox",
    },
)

PAIRS = [
    # --- contradictions ---------------------------------------------------------------
    P(
        "contradiction",
        "schedule/practice.md",
        "schedule/training-maerz.md",
        "time-moved",
        "Practice Tue/Thu 20:00-23:00 vs Mon/Wed 19:30-22:30 from March.",
    ),
    P(
        "contradiction",
        "gear/budget.md",
        "gear/sponsor-update.md",
        "threshold-changed",
        "Gear allowance 60 EUR vs 110 EUR per player and season.",
    ),
    P(
        "contradiction",
        "team/roles.md",
        "team/igl-seojun.md",
        "owner-changed",
        "In-game leader Jonas (roster table) vs Seo-jun from January.",
    ),
    P(
        "contradiction",
        "comms/voice-channel.md",
        "comms/discord-cleanup.md",
        "renamed",
        "Voice channel 'Sala 1' vs 'Main Comms' (Sala 2 gone, Lounge).",
    ),
    P(
        "contradiction",
        "review/vod-after-scrim.md",
        "review/sunday-review.md",
        "policy-reversed",
        "VOD review right after each scrim vs no more review after scrims, Sundays only.",
    ),
    P(
        "contradiction",
        "stream/obs-setup.md",
        "stream/streamlabs.md",
        "tool-switched",
        "Tournament streams with OBS Studio vs Streamlabs Desktop.",
    ),
    P(
        "contradiction",
        "servers/region.md",
        "servers/paris.md",
        "location-changed",
        "Customs hosted on Frankfurt vs Paris.",
    ),
    P(
        "contradiction",
        "scrims/partners.md",
        "scrims/fewer-scrims.md",
        "count-changed",
        "3 scrims a week (bullet under the table) vs only two.",
    ),
    P(
        "contradiction",
        "team/roles.md",
        "comms/calls-ko.md",
        "reworded-conflict",
        "Mid-round comms English only vs each in their own language (ko note).",
    ),
    # --- duplicates -------------------------------------------------------------------
    P(
        "duplicate",
        "scrims/no-public-clips.md",
        "inbox/scrim-clips.md",
        "identical",
        "Same 'scrim clips stay private' note saved twice.",
    ),
    P(
        "near-duplicate",
        "feedback/matchday-no-ranked.md",
        "feedback/no-solo-queue.md",
        "same-rule-restated",
        "No ranked on match day, saved twice in one session in other words.",
    ),
    # --- decoys -----------------------------------------------------------------------
    P(
        "decoy",
        "gear/headset-proposal.md",
        "gear/budget.md",
        "quoted-opinion-rejected",
        "Same headset for all proposed and voted down; own gear within the cap stays.",
    ),
    P(
        "decoy",
        "gear/headset-proposal.md",
        "gear/sponsor-update.md",
        "related-consistent",
        "Both: own gear, receipt to Ellie, within the per-player limit.",
    ),
    P(
        "decoy",
        "scrims/partners.md",
        "log/2025-11-18-late.md",
        "rule-vs-incident",
        "In voice 15 min before start vs Seo-jun 10 min late on 18 Nov.",
    ),
    P(
        "decoy",
        "tournaments/open-questions.md",
        "tournaments/nordcup-winter.md",
        "open-questions-vs-settled",
        "Nordcup or Premier? open; then signed up for Nordcup Winter.",
    ),
    P(
        "decoy",
        "bootcamp/phase1.md",
        "bootcamp/phase2-lan.md",
        "phase1-vs-phase2",
        "Online phase 4 h a day vs LAN week 8 h a day.",
    ),
    P(
        "decoy",
        "warmup/lin.md",
        "warmup/mateo.md",
        "two-peoples-preferences",
        "Lin: two deathmatches + range; Mateo: 20 min Aim Lab, no deathmatch.",
    ),
    P(
        "decoy",
        "feedback/matchday-no-ranked.md",
        "scrims/no-public-clips.md",
        "two-donts-different-things",
        "No ranked on match day vs no public scrim clips.",
    ),
    P(
        "decoy",
        "feedback/no-solo-queue.md",
        "inbox/scrim-clips.md",
        "two-donts-different-things",
        "No solo queue on tournament day vs no public scrim clips.",
    ),
    P(
        "decoy",
        "gear/sponsor-update.md",
        "tournaments/nordcup-winter.md",
        "same-ticket-ids",
        "48117 is a ByteBarn order and a Nordcup match ID.",
    ),
    P(
        "decoy",
        "warmup/mateo.md",
        "bootcamp/phase1.md",
        "shared-technology",
        "Aim Lab: Mateo's own 20 min warm-up vs the 30 min bootcamp playlist.",
    ),
    P(
        "decoy",
        "team/roles-draft.md",
        "team/roles.md",
        "superseded-and-successor",
        "Tryout-week role guesses, superseded by the roster table.",
    ),
    P(
        "decoy",
        "schedule/practice.md",
        "review/sunday-review.md",
        "related-consistent",
        "Sunday afternoon session includes the VOD; review on Sunday afternoon.",
    ),
    P(
        "decoy",
        "schedule/practice.md",
        "review/vod-after-scrim.md",
        "related-consistent",
        "Sunday scrim then VOD; VOD right after each scrim.",
    ),
    P(
        "decoy",
        "scrims/fewer-scrims.md",
        "schedule/training-maerz.md",
        "related-consistent",
        "Two scrims, third night drills; Mon/Wed + Sunday nights. No clash.",
    ),
    P(
        "decoy",
        "team/igl-seojun.md",
        "comms/calls-ko.md",
        "related-consistent",
        "Seo-jun gives the calls; calls may be in one's own language.",
    ),
    P(
        "decoy",
        "gear/sponsor-update.md",
        "stream/streamlabs.md",
        "related-consistent",
        "Sponsor wants its logo on the overlay; Streamlabs has the sponsor overlay.",
    ),
    P(
        "decoy",
        "scrims/partners.md",
        "scrims/no-public-clips.md",
        "related-consistent",
        "Scrim ground rules and the no-public-clips rule agree.",
    ),
]

QUESTIONS = [
    # English
    question(
        "what time is practice these days?",
        "en",
        "schedule/practice.md",
        "schedule/training-maerz.md",
    ),
    question("who's calling the strats in game now?", "en", "team/roles.md", "team/igl-seojun.md"),
    question(
        "Which server do we open our custom lobbies on?",
        "en",
        "servers/region.md",
        "servers/paris.md",
    ),
    question(
        "how much can i spend on a new headset and get refunded by the team?",
        "en",
        "gear/budget.md",
        "gear/sponsor-update.md",
        "gear/headset-proposal.md",
    ),
    question("What is ByteBarn giving us for the sponsorship?", "en", "gear/sponsor-update.md"),
    # German
    question(
        "Wie viele Scrims spielen wir eigentlich noch pro Woche?",
        "de",
        "scrims/partners.md",
        "scrims/fewer-scrims.md",
    ),
    question(
        "Mit welchem Programm streamen wir die Turnierspiele?",
        "de",
        "stream/obs-setup.md",
        "stream/streamlabs.md",
    ),
    question(
        "Für welches Turnier haben wir uns im Winter angemeldet?",
        "de",
        "tournaments/nordcup-winter.md",
    ),
    # Spanish
    question(
        "¿En qué canal de voz nos metemos para los scrims?",
        "es",
        "comms/voice-channel.md",
        "comms/discord-cleanup.md",
    ),
    question(
        "¿Seguimos revisando el vod justo despues de cada scrim?",
        "es",
        "review/vod-after-scrim.md",
        "review/sunday-review.md",
    ),
    question(
        "cuantas horas al dia eran en la parte online del bootcamp?", "es", "bootcamp/phase1.md"
    ),
    # Chinese
    question("比赛里报点可以用中文吗？", "zh", "team/roles.md", "comms/calls-ko.md"),
    question("我们平时跟哪些队打训练赛？", "zh", "scrims/partners.md"),
    question("林悦比赛前一般怎么热身？", "zh", "warmup/lin.md"),
    # Korean
    question(
        "대회 있는 날에 랭크 돌려도 돼?",
        "ko",
        "feedback/matchday-no-ranked.md",
        "feedback/no-solo-queue.md",
    ),
    question("스크림 시작하기 몇 분 전까지 들어와야 돼요?", "ko", "scrims/partners.md"),
    question("랜 부트캠프 어디서 하는 거였지?", "ko", "bootcamp/phase2-lan.md"),
    # conversational
    question(
        "cheers, that helps. and are we allowed to put scrim clips on tiktok?",
        "en",
        "scrims/no-public-clips.md",
        "inbox/scrim-clips.md",
        conversational=True,
    ),
    question(
        "Danke dir! Und wann ist nochmal unser erstes Match beim Nordcup?",
        "de",
        "tournaments/nordcup-winter.md",
        conversational=True,
    ),
    # small talk
    small_talk("morning all, long scrim night ahead", "en"),
    small_talk("ok, moving on", "en"),
    small_talk("Bin kurz Kaffee holen, bis gleich", "de"),
    small_talk("Danke, das hat mir den Sonntag gerettet!", "de"),
    small_talk("¡Qué crack, gracias! ¿Qué tal el finde?", "es"),
    small_talk("buenas, acabo de salir del curro, dame cinco min", "es"),
    small_talk("好的，下一个", "zh"),
    small_talk("辛苦了，今天训练好累，晚安", "zh"),
    small_talk("오늘 비 엄청 오네 ㅠㅠ", "ko"),
    small_talk("내일 봐요~ 수고했어요", "ko"),
]

MEMDIR = LabelledMemdir(
    name="esports_team_mixed",
    half="heldout7",
    language="mixed",
    domain="amateur esports team",
    style="mixed-language notes (en, de, es, zh, ko): bullets, two tables, one chatty note",
    files=FILES,
    pairs=PAIRS,
    questions=QUESTIONS,
    complete_labels=True,
)
