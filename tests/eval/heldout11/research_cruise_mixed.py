# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""Memory of a 5-week research cruise's science party: mostly English, with notes in de/es/zh/ko."""

from tests.eval.dataset import LabelledMemdir, question, small_talk, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- Team -------------------------------------------------------------------------------
    "team/science-party.md": topic(
        "Science party MV25-04",
        "Who is on board for ACUPWELL, what they do, which cabin",
        "reference",
        """RV Marlen Voss, cruise MV25-04 "ACUPWELL" (Canary/Cape Verde upwelling), 11 scientists.

| Name | From | Role | Cabin |
|---|---|---|---|
| Helen Whitcombe | HIMS Bremen | chief scientist | 204 |
| Jonas Brenner | HIMS Bremen | deputy chief sci, moorings / phys oce | 206 |
| Park Ji-woo (박지우) | KIOST | CTD ops + CTD processing | 212 |
| Chen Yufei (陈雨菲) | Xiamen Univ. | microbiology, DNA/RNA filtration | 214 |
| Lucía Ferreira | ULPGC | nutrients, DIC/TA | 214 |
| Marta Kowalczyk | HIMS (MSc) | nutrients with Lucía | 216 |
| Sophie Achterberg | HIMS (PhD) | oxygen, Winkler | 216 |
| Tom Okafor | HIMS | data manager, sci-srv, ELOG | 208 |
| Ines Duarte | IPMA | zooplankton nets | 218 |
| Kai Lehmann | HIMS | mooring tech | 210 |
| Rafael Soto | ULPGC | CTD/rosette tech | 210 |

Ship side we deal with most: Capt. Jens Rasmussen, chief mate Erik Lindqvist (also safety
officer), bosun Mirko, electrician/IT Sven Harms.
""",
        aliases=["who's who", "crew list science"],
        updated="2025-09-03",
    ),
    "team/chen-yebanban.md": topic(
        "陈雨菲 值班意愿",
        "Chen 想排哪一班",
        "user",
        """值班意愿（陈雨菲）：想排 A 班，也就是 00–04 和 12–16。
夜里实验室没人，过滤 DNA 最安静，也不用跟别人抢抽滤泵。上午 08–12 我要补觉，
所以请不要把我排到 C 班。
""",
        updated="2025-09-02",
    ),
    "team/park-ojeon-dangjik.md": topic(
        "박지우 당직 희망",
        "Park Ji-woo's watch preference",
        "user",
        """박지우 당직 희망: C조 (08–12 / 20–24) 로 해 주세요.
오전에 전날 밤 캐스트들 처리해야 해서 낮에 깨어 있는 게 편해요.
00–04 새벽 당직은 가능하면 빼 주세요 🙏
""",
        updated="2025-09-02",
    ),
    "team/ship-phones.md": topic(
        "Ship phone extensions",
        "Internal phone numbers on RV Marlen Voss",
        "reference",
        """Internal phones (list from the ship's office, taped up in the dry lab too):

- Bridge 101
- Captain 102
- Ship's office 110
- Hospital 150
- Engine control room 201, chief engineer 202
- Winch control 230
- Sven (electrician/IT) 240
- Dry lab 310, conference room 320
- Mess 400, galley 410

Anything urgent: bridge first.
""",
        aliases=["phone list", "extensions", "Telefonliste"],
        updated="2025-09-04",
    ),
    # --- Schedule ---------------------------------------------------------------------------
    "schedule/cruise-plan-v1.md": topic(
        "Cruise plan (draft v1)",
        "First draft of the MV25-04 track and port call",
        "project",
        """Draft from the July planning call:
Las Palmas dep. 3.9. → Leg 1 transect → port call Praia 19.–20.9. → Leg 2 time series →
Las Palmas arr. 6.10.
""",
        updated="2025-07-10",
        extra={"status": "superseded", "superseded_by": "schedule/cruise-plan.md"},
    ),
    "schedule/cruise-plan.md": topic(
        "Cruise plan MV25-04",
        "Final track, legs, port call and dates",
        "project",
        """| Leg | From | To | Dates |
|---|---|---|---|
| Leg 1 (transect) | Las Palmas, 4.9. 10:00 | Mindelo, arr. 21.9. morning | 4.–21.9. |
| Port call | Mindelo (São Vicente) | | 21.–22.9., bunkering + provisions |
| Leg 2 (time series ACU-M1) | Mindelo, 22.9. 18:00 | Las Palmas, arr. 8.10. ~08:00 | 22.9.–8.10. |

Demob in Las Palmas 8.–9.10. Praia was dropped, no bunker slot there; agent in Mindelo is
Sousa Shipping. Ship time = UTC-1 the whole cruise.
""",
        aliases=["cruise track", "Fahrtplan", "itinerary"],
        updated="2025-08-20",
    ),
    "schedule/leg1-stations.md": topic(
        "Leg 1 stations",
        "Transect plan for Leg 1: stations, spacing, what we do at each",
        "project",
        """Leg 1 — Las Palmas to Mindelo, transect from the Canary shelf down past Cape Blanc.
- 18 stations, ~30 nm apart (final list agreed Helen + Jonas on 29.8.)
- every station: CTD to 1000 m (or to the bottom on the shelf), 1 bongo net
- in situ pumps at 6 of them (stns 3, 6, 9, 12, 15, 18)
- ~10 days of station work + ~5 days steaming, ends Mindelo 21.9.
""",
        updated="2025-08-29",
    ),
    "schedule/leg2-stations.md": topic(
        "Leg 2 time series",
        "Plan for Leg 2 at the ACU-M1 mooring site",
        "project",
        """Leg 2 — time series at mooring site ACU-M1 (approx. 20°30'N 18°35'W).
- arrive 24.9., recover mooring ACU-M1 same day (Kai + Jonas)
- 10 days on station, 24.9.–3.10.
- 4 CTD casts per day, see the CTD schedule
- redeploy ACU-M1 on 3.10., then ~4.5 days to Las Palmas
""",
        updated="2025-08-29",
    ),
    "schedule/ctd-schedule.md": topic(
        "CTD schedule (time series)",
        "Daily CTD casts at ACU-M1: times, depths, bottles",
        "reference",
        """CTD plan for the Leg 2 time series at ACU-M1 (ship time):

| Cast | Time | Depth | Bottles |
|---|---|---|---|
| shallow | 00:00 | 0–1000 m | 12 |
| shallow | 06:00 | 0–1000 m | 12 |
| deep | 12:00 | full depth (~3,600 m) | 24 |
| shallow | 18:00 | 0–1000 m | 12 |

Casts are numbered on from Leg 1 in the CTD log (MV2504_NNN). Winch: ship's winch driver,
Rafael on deck. On Leg 1 we just cast whenever we arrive on station.
""",
        aliases=["CTD plan", "cast times"],
        updated="2025-08-28",
    ),
    "schedule/tiefen-ctd-14uhr.md": topic(
        "Tiefen-CTD um 14 Uhr",
        "Neue Uhrzeit für den täglichen Tiefen-CTD an der Zeitserie",
        "feedback",
        """Ab morgen (25.9.) läuft der tägliche Tiefen-CTD an der Zeitserie um 14:00 Bordzeit statt
um 12:00. Die Decksleute haben 11:30–12:30 Mittag und der Windenfahrer ist erst ab 13:00 wieder
frei, der Kapitän will's so. Die flachen Casts (00/06/18 Uhr) bleiben, wie sie sind.
— Jonas
""",
        updated="2025-09-24",
    ),
    "schedule/daily-routine.md": topic(
        "Daily routine on board",
        "Meal times, daily science meeting, laundry, quiet hours",
        "reference",
        """Ship's day (ship time):
- breakfast 07:30–08:30
- lunch 11:30–12:30
- coffee + cake 15:00
- dinner 17:30–18:30
- science meeting every day 16:30 in the conference room, 15 min, plan for the next 24 h
- laundry for the science party Tue + Fri
- cabin corridor quiet 22:00–06:00, people off watch are sleeping
- Sundays 10:30 drill (see safety/drills)
""",
        aliases=["meal times", "Tagesablauf"],
        updated="2025-09-05",
    ),
    "schedule/meiri-richeng.md": topic(
        "陈雨菲 第二航段日程",
        "Chen 在 ACU-M1 时间序列站的一天",
        "user",
        """我在第二航段（ACU-M1 时间序列站）的一天：

| 时间 | 做什么 |
|---|---|
| 00:00–04:00 | 值班（A 班）：00:00 浅层 CTD 取水，过滤 DNA/RNA |
| 04:00–07:15 | 睡觉 |
| 07:30 | 早饭 |
| 08:00–11:15 | 补觉 / 整理样品记录 |
| 11:30 | 午饭 |
| 12:00–16:00 | 值班（A 班）：过滤、换滤膜、样品进 -80 |
| 17:30 | 晚饭 |
| 19:00 | 科学例会（会议室，15 分钟，讲第二天的站位安排） |
| 20:00 以后 | 自由时间，周二/周五洗衣服 |
""",
        updated="2025-09-25",
    ),
    # --- Watches ----------------------------------------------------------------------------
    "watch/rota.md": topic(
        "Watch rota",
        "CTD/station watches: times and who is on which",
        "reference",
        """Station watches, 4 on / 8 off. 3 watches, 2 people each, watch leader named first.

| Watch | Hours | People |
|---|---|---|
| A | 00–04 + 12–16 | Chen Yufei, Sophie Achterberg |
| B | 04–08 + 16–20 | Lucía Ferreira, Marta Kowalczyk |
| C | 08–12 + 20–24 | Park Ji-woo, Rafael Soto |

Helen, Jonas, Tom, Kai and Ines are off the rota (moorings, nets, data) and jump in when needed.
Handover 10 min before the hour, in the dry lab.
""",
        aliases=["watches", "Wachplan", "당직표"],
        updated="2025-09-04",
    ),
    # --- Labs & samples ---------------------------------------------------------------------
    "lab/containers.md": topic(
        "Lab space allocation",
        "Which lab and container is used for what, and by whom",
        "reference",
        """| Space | What's in it | Who |
|---|---|---|
| Dry lab (main deck) | CTD acquisition PC, sci-srv, label printer | Park, Tom |
| Wet lab | filtration rigs, Winkler titration | Chen, Sophie |
| Container 1 (aft deck, port) | QuAAtro autoanalyzer, DIC/TA | Lucía, Marta |
| Container 2 (aft deck, stbd) | freezer container: -80 Freezer A + Freezer B, one -20 chest | custodian Marta: temp log 08:00 + 20:00, sheet on the door |
| Container 3 (hangar side) | incubation container, 2 incubators | Chen, Ines |

Container 3 runs on a 32 A CEE socket in the hangar, hooked up with Sven on 3.9.
""",
        aliases=["lab allocation", "container plan"],
        updated="2025-09-03",
    ),
    "lab/minus80-bingxiang.md": topic(
        "-80 冰箱",
        "-80 冰箱谁负责、规则、样品放在哪",
        "reference",
        """-80 冰箱（2 号集装箱，Freezer A 和 Freezer B）

负责人：陈雨菲。每天 08:00 和 20:00 记温度（门上的记录表），报警线 -65 °C。

规则：
- 开门不超过 1 分钟，开门前想好要拿什么
- 关门后一定要把把手压下去，确认门扣扣紧
- 所有样品必须贴 ELOG 打印的标签，不要手写

样品位置：

| 样品 | 冰箱 | 位置 |
|---|---|---|
| DNA 滤膜（Sterivex，蓝色盒子） | Freezer A | 第 2 层 |
| RNA 滤膜 | Freezer A | 第 3 层 |
| POC 滤膜 | Freezer B | 第 1 层 |
| 浮游动物（Ines） | Freezer B | 第 2–4 层 |
""",
        aliases=["-80 freezer", "Tiefkühler", "冰箱"],
        updated="2025-09-06",
    ),
    "lab/dna-filter-freezer-b.md": topic(
        "DNA-Filter in Freezer B",
        "Wo die DNA-Filter im Moment liegen",
        "project",
        """Die DNA-Filter (Sterivex, blaue Boxen) liegen ab sofort in Freezer B, oberstes Fach neben
dem POC. Freezer A vereist an der Türdichtung, Sven schaut sich's an. RNA bleibt in A, hat
Chen so entschieden. Bitte nicht zurückräumen, bevor A repariert ist.
— Jonas
""",
        updated="2025-09-13",
    ),
    "lab/freezer-b-alarm.md": topic(
        "Freezer B alarm 16.9.",
        "High-temperature alarm on Freezer B during the night watch",
        "project",
        """16.9., ~03:40: high-temp alarm on Freezer B. Display said -52 °C when Sophie got there.
Door wasn't latched: whoever put the 00:00 filters in closed it without pushing the handle
down. B is packed full at the moment and the door springs back if you don't push it.
Closed properly, back at -78 °C by 05:00. Chen went through the boxes, nothing thawed.
Ship work order 2291 with Sven: check latches and door gaskets on both freezers.
""",
        updated="2025-09-16",
    ),
    "lab/kein-essen-im-labor.md": topic(
        "Kein Essen im Labor",
        "Essen und Trinken in Laboren und Containern",
        "feedback",
        """Kein Essen und keine Getränke in den Laborcontainern und im Nasslabor — auch nicht der
Kaffee "nur kurz". Pausen in der Messe oder draußen auf dem Achterdeck.
Kontamination (Nährstoffe, DNA), und Helen ist da echt streng.
""",
        updated="2025-09-05",
    ),
    "lab/dry-ice.md": topic(
        "Dry ice",
        "Where dry ice may be kept and how to handle it",
        "feedback",
        """Dry ice never goes into cabins, the dry lab or any closed container — CO2 builds up.
Dry ice boxes stay in the hangar next to the open roller door, lids on loosely.
Cryo gloves + goggles when handling.
""",
        updated="2025-09-05",
    ),
    "lab/sample-labels.md": topic(
        "Sample labels",
        "Every sample needs a printed ELOG label before freezing",
        "feedback",
        """Every sample gets a printed label from the ELOG label printer (the Brady in the dry lab)
before it goes into any freezer. Label = cruise ID, cast no., bottle, depth, sample type.
No handwritten labels. Printer down → tell Tom.
""",
        nested=True,
        session="7c2e4a19-3b85-4d60-9f1e-a8d5c07b3e42",
        modified="2025-09-05",
        updated="2025-09-05",
    ),
    "lab/labels-before-freezer.md": topic(
        "No label, no freezer",
        "Helen's rule on labelling samples",
        "feedback",
        """Helen's rule: nothing goes in the -80 or the -20 without an ELOG-printed label on it
(Brady printer, dry lab). Handwritten isn't accepted. Printer trouble → Tom.
""",
        nested=True,
        session="7c2e4a19-3b85-4d60-9f1e-a8d5c07b3e42",
        modified="2025-09-05",
        updated="2025-09-05",
    ),
    "lab/rosette-rinse.md": topic(
        "Rosette rinse",
        "Cleaning the rosette and CTD after a cast",
        "feedback",
        """After every cast: hose the rosette frame, the bottle outsides and the CTD down with fresh
water (hose on the stbd side of the hangar). Sensors get their MilliQ syringe flush on the
pump lines. Watch on duty does it, Rafael checks before the next cast.
""",
        updated="2025-09-06",
    ),
    # --- Data -------------------------------------------------------------------------------
    "data/ctd-processing.md": topic(
        "CTD processing",
        "Where CTD raw and processed files live and who processes them",
        "reference",
        """CTD: SBE 911plus, Seasave on the acquisition PC in the dry lab.
- raw files (.hex, .xmlcon, .bl) are copied to sci-srv `/data/ctd_raw/` after each cast
- Park processes with SBE Data Processing (batch `ctdproc.bat`), .cnv out to `/data/ctd_proc/`
- cast names MV2504_NNN, running number over both legs
- .btl bottle files go to Lucía and Chen straight away
""",
        aliases=["CTD data", "Seasave"],
        updated="2025-09-04",
    ),
    "data/ctd-folder-ko.md": topic(
        "CTD 원시 데이터 폴더 이름 변경",
        "sci-srv CTD raw folder rename",
        "feedback",
        """공지: sci-srv 의 `/data/ctd_raw` 폴더 이름을 `/data/MV2504_CTD_raw` 로 바꿨습니다.
(Tom 이랑 얘기함, 지난 항차 데이터랑 자꾸 헷갈려서요.) 앞으로 원시 파일은 여기로 복사돼요.
`/data/ctd_proc` 은 그대로입니다. 바로가기 만들어 둔 분들은 고쳐 주세요.
— 박지우
""",
        updated="2025-09-09",
    ),
    "data/backup.md": topic(
        "Data backup plan",
        "How cruise data gets backed up on board",
        "reference",
        """Backup plan MV25-04 (Tom):
- every night 02:00, rsync cron job copies all of `/data` on sci-srv to the science NAS
  in the server room
- Sundays: full copy onto the LaCie 4 TB, which lives in the ship's office safe
- Tom owns it; if the rsync mail says FAILED, tell him
""",
        aliases=["backups"],
        updated="2025-08-29",
    ),
    "data/backup-setup-tom.md": topic(
        "How the backup runs",
        "Tom's notes on the backup on board",
        "reference",
        """Backup on board:
- restic, repository on the NAS (`/volume1/mv2504-restic`)
- nightly 02:00 snapshot of sci-srv `/data`
- Sundays `restic check`, then the week's snapshots copied to the LaCie (office safe)
- repo password in the red envelope in the office safe
NAS was at 80 % on day 3 — institute IT ticket INC-2291 open to get the second volume
licensed.
""",
        nested=True,
        session="d91f3e06-27ac-4b58-8e4d-5f0b61c9a2e7",
        modified="2025-09-07",
        updated="2025-09-07",
    ),
    "data/vsat-quota.md": topic(
        "Satellite internet",
        "VSAT quota for personal use and the science upload window",
        "reference",
        """Internet = the ship's VSAT bundle (Marlink), shared by everyone.
- personal quota: 500 MB per day per science berth, log in to "MV-Guest" with the voucher
  from Sven
- resets at 00:00 UTC
- science data has its own priority window 03:00–05:00 ship time, doesn't count against you
- no video calls, no streaming, no OS updates please
""",
        aliases=["VSAT", "wifi", "internet quota"],
        updated="2025-09-04",
    ),
    "data/daily-upload.md": topic(
        "Daily CTD summary to shore",
        "The nightly upload of the day's CTD data to the institute",
        "reference",
        """At 04:00 ship time a script on sci-srv zips the day's processed .cnv from `/data/ctd_proc`
plus the station log PDF and pushes it over the VSAT to the HIMS FTP (inside the science
window). Jonas's group at home looks at it in the morning. If it fails, Tom reruns it by hand.
""",
        updated="2025-09-05",
    ),
    # --- Safety -----------------------------------------------------------------------------
    "safety/drills.md": topic(
        "Safety drills",
        "Weekly drill, alarm signal and the science muster station",
        "reference",
        """- abandon ship + fire drill every Sunday 10:30, whole ship
- general alarm: 7 short + 1 long
- science party musters at Muster Station B, starboard side, outside the hangar
- bring: life vest + immersion suit from your cabin, long sleeves, hat
- Erik (chief mate) does the head count
""",
        aliases=["muster", "abandon ship drill"],
        updated="2025-09-04",
    ),
    "safety/deck-work.md": topic(
        "Working deck rules",
        "Safety rules for the working deck during station work",
        "feedback",
        """Working deck during station work:
- hard hat, auto-inflating life vest, safety boots — always
- never alone out there, buddy system
- at night or from Bft 6: call the bridge (101) before you go out and again when you're back in
- stay out of the bight and away from the A-frame while the wire is under load
- the bosun has the last word on deck
""",
        updated="2025-09-05",
    ),
    "safety/gapan-jageop.md": topic(
        "작업 갑판 안전 수칙",
        "정점 작업 중 작업 갑판 안전",
        "feedback",
        """정점 작업할 때 작업 갑판 수칙 (한국어로 다시 정리):
- 갑판 위에서는 갑판장 말이 최종
- 혼자 나가지 말 것, 항상 2인 1조
- 와이어에 장력 걸려 있을 땐 A-프레임 근처나 와이어 안쪽(bight)에 서지 말 것
- 안전모, 자동팽창식 구명조끼, 안전화는 무조건
- 밤이거나 풍력 6 이상이면 나가기 전에 선교(101)에 전화, 들어와서도 다시 알리기
""",
        updated="2025-09-05",
    ),
    # --- Port call --------------------------------------------------------------------------
    "port/mindelo-ashore.md": topic(
        "Mindelo port call",
        "What the Mindelo stop is and who goes ashore",
        "reference",
        """From the pre-cruise briefing with the ship's office: Mindelo is a bunkering and provisions
stop only. The science party stays on board — only the captain and the agent (Sousa Shipping)
go ashore, passports stay in the ship's office. No visitors on board.
""",
        updated="2025-08-25",
    ),
    "port/mindelo-tarde-libre.md": topic(
        "Mindelo: tarde libre",
        "Salida a tierra en Mindelo el 21/9",
        "project",
        """Mindelo, domingo 21/9: tarde libre en tierra de 14:00 a 22:00.
- pasar por la oficina del barco a por el pase de tierra, llevar copia del pasaporte
- ir mínimo de dos en dos
- estar a bordo antes de las 22:00 (zarpamos el 22 a las 18:00)
Lucía conoce un sitio de cachupa en la Rua de Lisboa 😋
""",
        updated="2025-09-19",
    ),
    "port/open-before-sailing.md": topic(
        "Open before sailing",
        "Things still to sort out before leaving Las Palmas",
        "project",
        """Still open before we sail:
- frozen samples home: ship them from Mindelo or keep everything until Las Palmas?
- Container 3 (incubators) needs 32 A — can the ship give us a CEE socket in the hangar?
- who gets LN2 for the dry shipper at the end?
- final station list Leg 1, Helen to agree with Jonas
""",
        updated="2025-08-27",
    ),
    # --- Shipping home ----------------------------------------------------------------------
    "shipping/samples-home.md": topic(
        "Getting samples home",
        "How and from where the samples are shipped back to the institute",
        "reference",
        """Everything goes from Las Palmas at the end — nothing is shipped from Mindelo (customs there
too slow for dry shippers).
- -80 samples: LN2 dry shipper (CX100). LN2 delivered to the quay by Carburos Metálicos 7.10.
- -20 samples: polystyrene boxes with dry ice
- salinity bottles etc.: crates, room temp
- courier World Courier, pickup at the quay 8.10. afternoon
- Anke Stoll (HIMS logistics) books the pickup and does the customs papers; send her the ELOG
  sample manifest by 5.10.
""",
        aliases=["sample shipping", "Probenversand", "dry shipper"],
        updated="2025-09-02",
    ),
    "shipping/versand-kontakt.md": topic(
        "Ansprechpartner Probenversand",
        "Wer am HIMS den Probenversand macht",
        "feedback",
        """Ansprechpartner für den Probenversand am HIMS ist ab sofort Dirk Hansen (Logistik,
Durchwahl -4471). Anke Stoll ist bis Ende November nicht im Haus.
Die ELOG-Probenliste bitte an Dirk, nicht mehr an Anke.
""",
        updated="2025-09-26",
    ),
    "shipping/maleta-de-mano.md": topic(
        "Filtros de ADN en la maleta de mano",
        "Propuesta de llevar las muestras en el avión, y lo que dijo Helen",
        "project",
        """Marta propuso que Jonas, que vuela de Las Palmas a Bremen el 9/10, se lleve las cajas de
filtros de ADN en el equipaje de mano con hielo seco, "así llegan dos semanas antes".
Helen dijo que no: las aerolíneas dejan 2,5 kg de hielo seco por pasajero como mucho y no
queremos muestras sin cadena de frío documentada. Todo lo congelado va en el dry shipper con
el courier desde Las Palmas, como estaba previsto.
""",
        updated="2025-09-27",
    ),
    # --- Meetings ---------------------------------------------------------------------------
    "meetings/2025-09-08-weekly.md": topic(
        "Weekly science meeting 8.9.",
        "Recap of the Monday weekly meeting, end of week 1",
        "project",
        """Weekly, Mon 8.9., conference room — everyone except watch B (asleep, Lucía gets the notes).

- Helen: Leg 1 going well, 7 of 18 stations done, about half a day ahead thanks to the calm
  weather. Nobody complaining about that.
- Sven came in about the internet: we're eating the ship's bundle way too fast (someone has
  been uploading GoPro footage, no names...). For the rest of the cruise it's 200 MB a day per
  person, science window untouched. Be nice about it, he's only the messenger.
- Drill yesterday went ok, 6 min to muster. Erik wants the science party at Muster Station A
  in the mess from now on, not at B by the hangar — too crowded there with the deck crew and
  the rescue boat team. Immersion suits still come from the cabins.
- Container 1 aircon dripping onto the autoanalyzer. Lucía put a tray under it, Sven's on it.
- Ines lost a bongo cod end at stn 5, spare in use, one spare left after that.
- Tom: NAS filling faster than planned, ticket open with institute IT.
- Sophie's birthday Thursday, the cook's doing a cake 🎂
- fin whales (probably) at stn 6, Ines has photos.

Next weekly Mon 15.9.
""",
        updated="2025-09-08",
    ),
    "meetings/2025-09-12-quimica.md": topic(
        "Reunión de química 12/9",
        "Resumen de la reunión del grupo de química",
        "project",
        """Reunión química (Lucía, Marta, Sophie, Rafael) — viernes 12/9, en el contenedor 1

- El QuAAtro va bien, recalibramos el canal de silicato después de la deriva de ayer.
- Winkler: Sophie dice que los blancos salen bien, ~0,02 mL.
- Rafael: el jefe de máquinas se quejó del agua dulce, la potabilizadora va justísima. Así que
  se acabó lo de la manguera después de cada lance: un solo enjuague de la roseta con agua
  dulce al final de cada día de estaciones. Los sensores siguen con su jeringa de MilliQ
  después de cada lance, eso no cambia.
- Marta sigue mareada, hoy hace los nutrientes con Lucía al lado.
- Pedirle a Tom que suba los .btl a la carpeta compartida en cuanto salgan.
- La bandeja bajo el aire acondicionado aguanta, pero hay que vaciarla cada turno.
- Cena: pescado otra vez 🙄
""",
        updated="2025-09-12",
    ),
    "meetings/2025-09-10-ctd-team.md": topic(
        "CTD 팀 회의 9/10",
        "CTD 팀 회의 메모 (Park, Rafael, Jonas, Tom)",
        "project",
        """CTD 팀 회의 9/10 (수), 건식 실험실

- 2차 산소 센서가 1차랑 계속 0.5 µmol/kg 정도 차이 남 → Sophie 윙클러 값이랑 비교해서 보정하기로
- 캐스트 번호는 MV2504_001 부터 쭉 이어서, 구간 바뀌어도 리셋 안 함
- 당직: 선장님이 실습생(cadet) 3명 붙여 주셔서 이제 조마다 3명씩 들어가요. A조 Lina, B조 Piet,
  C조 Jonte. 처음 며칠은 우리가 옆에서 알려 주기
- 윈치 케이블 재종단 토요일 예정 (Rafael + 갑판장)
- 어젯밤 2시 캐스트 때 바다가 생물발광으로 완전 반짝반짝… 사진 단톡방에 올림 ✨
- Tom: .btl 파일 공유 폴더 자동 복사 스크립트 만들어 보겠다고 함

다음 회의: 다음 주 수요일
""",
        updated="2025-09-10",
    ),
}

FILES = with_index(
    N,
    title="MV25-04 ACUPWELL — science party memory",
    sections={
        "team/": "Team",
        "schedule/": "Schedule & watches",
        "watch/": "Schedule & watches",
        "lab/": "Labs & samples",
        "data/": "Data, backup & internet",
        "safety/": "Safety",
        "port/": "Port call & shipping",
        "shipping/": "Port call & shipping",
        "meetings/": "Meetings",
    },
)

MEMDIR = LabelledMemdir(
    name="research_cruise_mixed",
    half="heldout11",
    language="mixed",
    domain="science party of a 5-week oceanographic research cruise (CTD casts, watches, "
    "lab containers, -80 samples, data backup, VSAT, drills, port call, shipping samples home)",
    style="mostly English lists, tables and chatty meeting recaps; several notes by German, "
    "Spanish, Chinese and Korean team members in their own languages, with ship jargon "
    "(CTD, VSAT, LN2, Bft) and emoji",
    files=FILES,
    pairs=[
        # --- contradictions ---------------------------------------------------------------
        P(
            "contradiction",
            "schedule/ctd-schedule.md",
            "schedule/tiefen-ctd-14uhr.md",
            "time-moved",
            "Deep time-series CTD daily at 12:00 vs (de) from 25.9. at 14:00 instead of 12:00.",
        ),
        P(
            "contradiction",
            "schedule/daily-routine.md",
            "schedule/meiri-richeng.md",
            "time-moved",
            "Daily science meeting 16:30 in the conference room vs (zh) Chen's schedule table "
            "with the daily science meeting at 19:00 in the conference room.",
        ),
        P(
            "contradiction",
            "data/vsat-quota.md",
            "meetings/2025-09-08-weekly.md",
            "threshold-changed",
            "Personal VSAT quota 500 MB/day vs 200 MB a day per person for the rest of the "
            "cruise, buried in the weekly recap.",
        ),
        P(
            "contradiction",
            "lab/containers.md",
            "lab/minus80-bingxiang.md",
            "owner-changed",
            "-80 freezer custodian Marta (temp log 08:00/20:00) vs (zh) 负责人 陈雨菲, same log.",
        ),
        P(
            "contradiction",
            "shipping/samples-home.md",
            "shipping/versand-kontakt.md",
            "owner-changed",
            "Anke Stoll books the courier and gets the manifest vs (de) from now on Dirk Hansen, "
            "not Anke.",
        ),
        P(
            "contradiction",
            "data/ctd-processing.md",
            "data/ctd-folder-ko.md",
            "renamed",
            "Raw CTD files go to /data/ctd_raw vs (ko) folder renamed to /data/MV2504_CTD_raw.",
        ),
        P(
            "contradiction",
            "lab/rosette-rinse.md",
            "meetings/2025-09-12-quimica.md",
            "policy-reversed",
            "Fresh-water hose-down of the rosette after every cast vs (es) no more hosing after "
            "each cast, one rinse at the end of each station day.",
        ),
        P(
            "contradiction",
            "data/backup.md",
            "data/backup-setup-tom.md",
            "tool-switched",
            "Nightly rsync cron to the NAS vs nightly restic snapshots to the NAS repo.",
        ),
        P(
            "contradiction",
            "lab/minus80-bingxiang.md",
            "lab/dna-filter-freezer-b.md",
            "location-changed",
            "(zh) DNA Sterivex filters in Freezer A shelf 2 vs (de) DNA filters now in Freezer B, "
            "top shelf.",
        ),
        P(
            "contradiction",
            "safety/drills.md",
            "meetings/2025-09-08-weekly.md",
            "location-changed",
            "Science party musters at Station B outside the hangar vs at Station A in the mess, "
            "buried in the weekly recap.",
        ),
        P(
            "contradiction",
            "watch/rota.md",
            "meetings/2025-09-10-ctd-team.md",
            "count-changed",
            "3 watches of 2 people vs (ko) cadets added, 3 people per watch, buried in the CTD "
            "team recap.",
        ),
        P(
            "contradiction",
            "port/mindelo-ashore.md",
            "port/mindelo-tarde-libre.md",
            "reworded-conflict",
            "Science party stays on board in Mindelo, passports in the office vs (es) free "
            "afternoon ashore 14:00–22:00 with a shore pass.",
        ),
        # --- decoys -----------------------------------------------------------------------
        P(
            "decoy",
            "data/vsat-quota.md",
            "data/daily-upload.md",
            "shared-technology",
            "Same VSAT: personal quota vs the 04:00 science upload inside the 03–05 window.",
        ),
        P(
            "decoy",
            "schedule/ctd-schedule.md",
            "lab/rosette-rinse.md",
            "shared-technology",
            "Same CTD rosette: cast times vs how it is cleaned after a cast.",
        ),
        P(
            "decoy",
            "lab/dna-filter-freezer-b.md",
            "lab/freezer-b-alarm.md",
            "shared-technology",
            "Same Freezer B: DNA filters moved there vs a door-latch alarm; no conflict.",
        ),
        P(
            "decoy",
            "lab/minus80-bingxiang.md",
            "lab/freezer-b-alarm.md",
            "rule-vs-incident",
            "(zh) always latch the freezer door vs the night the door of B was left unlatched.",
        ),
        P(
            "decoy",
            "port/open-before-sailing.md",
            "shipping/samples-home.md",
            "open-questions-vs-settled",
            "Ship from Mindelo or Las Palmas, and who gets LN2, were open; settled: Las Palmas, "
            "Carburos Metálicos.",
        ),
        P(
            "decoy",
            "port/open-before-sailing.md",
            "lab/containers.md",
            "open-questions-vs-settled",
            "32 A socket for Container 3 was open; hooked up with Sven on 3.9.",
        ),
        P(
            "decoy",
            "port/open-before-sailing.md",
            "schedule/leg1-stations.md",
            "open-questions-vs-settled",
            "Leg 1 station list was open; agreed by Helen and Jonas on 29.8.",
        ),
        P(
            "decoy",
            "schedule/leg1-stations.md",
            "schedule/leg2-stations.md",
            "phase1-vs-phase2",
            "Leg 1: 18 transect stations, CTD to 1000 m; Leg 2: 10 days at ACU-M1, 4 casts/day.",
        ),
        P(
            "decoy",
            "shipping/samples-home.md",
            "shipping/maleta-de-mano.md",
            "quoted-opinion-rejected",
            "(es) Marta's hand-luggage idea was turned down; frozen samples go by dry shipper "
            "and courier from Las Palmas.",
        ),
        P(
            "decoy",
            "team/chen-yebanban.md",
            "team/park-ojeon-dangjik.md",
            "two-peoples-preferences",
            "(zh) Chen wants watch A 00–04/12–16; (ko) Park wants watch C 08–12/20–24.",
        ),
        P(
            "decoy",
            "lab/kein-essen-im-labor.md",
            "lab/dry-ice.md",
            "two-donts-different-things",
            "(de) no food or drink in labs vs no dry ice in cabins or closed containers.",
        ),
        P(
            "decoy",
            "lab/freezer-b-alarm.md",
            "data/backup-setup-tom.md",
            "same-ticket-ids",
            "2291 is a ship work order for freezer latches and an institute IT ticket for the NAS.",
        ),
        P(
            "decoy",
            "schedule/cruise-plan-v1.md",
            "schedule/cruise-plan.md",
            "superseded-and-successor",
            "Draft with port call Praia (superseded) vs final plan with Mindelo.",
        ),
        P(
            "decoy",
            "schedule/cruise-plan-v1.md",
            "schedule/leg1-stations.md",
            "superseded-and-successor",
            "The superseded draft had Praia; Leg 1 ends in Mindelo as in the final plan.",
        ),
        P(
            "decoy",
            "watch/rota.md",
            "team/chen-yebanban.md",
            "related-consistent",
            "Chen is on watch A (00–04 + 12–16), as she asked.",
        ),
        P(
            "decoy",
            "watch/rota.md",
            "team/park-ojeon-dangjik.md",
            "related-consistent",
            "Park is on watch C (08–12 + 20–24), as he asked.",
        ),
        P(
            "decoy",
            "schedule/cruise-plan.md",
            "schedule/leg1-stations.md",
            "related-consistent",
            "Both: Leg 1 from Las Palmas ends in Mindelo on 21.9.",
        ),
        P(
            "decoy",
            "schedule/cruise-plan.md",
            "port/mindelo-tarde-libre.md",
            "related-consistent",
            "Both: in Mindelo 21.9., sailing 22.9. at 18:00.",
        ),
        P(
            "decoy",
            "schedule/ctd-schedule.md",
            "schedule/leg2-stations.md",
            "related-consistent",
            "Leg 2 has 4 CTD casts per day, the four in the schedule.",
        ),
        P(
            "decoy",
            "schedule/leg2-stations.md",
            "schedule/tiefen-ctd-14uhr.md",
            "related-consistent",
            "Moving the deep cast keeps 4 casts a day at the time series.",
        ),
        P(
            "decoy",
            "schedule/daily-routine.md",
            "safety/drills.md",
            "related-consistent",
            "Both: drill on Sundays at 10:30.",
        ),
        P(
            "decoy",
            "lab/sample-labels.md",
            "lab/minus80-bingxiang.md",
            "related-consistent",
            "(zh) freezer rules also demand ELOG-printed labels, no handwriting.",
        ),
        P(
            "decoy",
            "data/ctd-processing.md",
            "data/daily-upload.md",
            "related-consistent",
            "The upload takes the processed .cnv from /data/ctd_proc.",
        ),
        P(
            "decoy",
            "data/ctd-folder-ko.md",
            "data/daily-upload.md",
            "related-consistent",
            "(ko) only the raw folder was renamed, /data/ctd_proc stays, which the upload uses.",
        ),
        P(
            "decoy",
            "data/ctd-processing.md",
            "meetings/2025-09-10-ctd-team.md",
            "related-consistent",
            "(ko) cast numbers MV2504_NNN keep running over both legs, as in the processing note.",
        ),
        P(
            "decoy",
            "data/backup-setup-tom.md",
            "meetings/2025-09-08-weekly.md",
            "related-consistent",
            "NAS filling up, ticket open with institute IT (INC-2291).",
        ),
        P(
            "decoy",
            "data/daily-upload.md",
            "meetings/2025-09-08-weekly.md",
            "related-consistent",
            "Personal quota cut; the science window for the upload is untouched.",
        ),
        P(
            "decoy",
            "schedule/daily-routine.md",
            "schedule/tiefen-ctd-14uhr.md",
            "related-consistent",
            "(de) deck crew lunch 11:30–12:30, the same lunch time as the daily routine.",
        ),
        # --- duplicates -------------------------------------------------------------------
        P(
            "near-duplicate",
            "lab/sample-labels.md",
            "lab/labels-before-freezer.md",
            "same-rule-restated",
            "ELOG-printed label before any freezer, no handwriting, printer trouble to Tom; "
            "saved twice in one session.",
        ),
        P(
            "near-duplicate",
            "safety/deck-work.md",
            "safety/gapan-jageop.md",
            "paraphrased",
            "The same five working-deck rules, restated in Korean in another order.",
        ),
    ],
    questions=[
        # --- en -----------------------------------------------------------------------------
        question(
            "what time is the deep CTD at the time series station?",
            "en",
            "schedule/ctd-schedule.md",
            "schedule/tiefen-ctd-14uhr.md",
        ),
        question(
            "vsat quota per day?", "en", "data/vsat-quota.md", "meetings/2025-09-08-weekly.md"
        ),
        question(
            "Who's in charge of the -80 freezers and the temperature log?",
            "en",
            "lab/containers.md",
            "lab/minus80-bingxiang.md",
        ),
        question(
            "where do science ppl muster for the abandon ship drill",
            "en",
            "safety/drills.md",
            "meetings/2025-09-08-weekly.md",
        ),
        question(
            "what do we use for the nightly backup",
            "en",
            "data/backup.md",
            "data/backup-setup-tom.md",
        ),
        question(
            "can jonas take the dna filters home in his hand luggage",
            "en",
            "shipping/maleta-de-mano.md",
            "shipping/samples-home.md",
        ),
        question(
            "cheers. and who at HIMS books the courier for the samples?",
            "en",
            "shipping/samples-home.md",
            "shipping/versand-kontakt.md",
            conversational=True,
        ),
        # --- de -----------------------------------------------------------------------------
        question(
            "Wo liegen gerade die DNA-Filter?",
            "de",
            "lab/minus80-bingxiang.md",
            "lab/dna-filter-freezer-b.md",
        ),
        question(
            "wann ist die tägliche wissenschaftsbesprechung",
            "de",
            "schedule/daily-routine.md",
            "schedule/meiri-richeng.md",
        ),
        question(
            "darf ich meinen kaffee mit in den laborcontainer nehmen",
            "de",
            "lab/kein-essen-im-labor.md",
        ),
        question(
            "Wie viele Leute sind pro CTD-Wache eingeteilt?",
            "de",
            "watch/rota.md",
            "meetings/2025-09-10-ctd-team.md",
        ),
        question(
            "danke! und dürfen wir in Mindelo eigentlich an Land?",
            "de",
            "port/mindelo-ashore.md",
            "port/mindelo-tarde-libre.md",
            conversational=True,
        ),
        # --- es -----------------------------------------------------------------------------
        question(
            "¿hay que enjuagar la roseta con agua dulce después de cada lance?",
            "es",
            "lab/rosette-rinse.md",
            "meetings/2025-09-12-quimica.md",
        ),
        question("cuantas estaciones tiene el leg 1", "es", "schedule/leg1-stations.md"),
        question("dónde guardamos el hielo seco?", "es", "lab/dry-ice.md"),
        question(
            "¿Desde qué puerto mandamos las muestras congeladas a casa?",
            "es",
            "shipping/samples-home.md",
            "shipping/maleta-de-mano.md",
        ),
        question(
            "vale, gracias. ¿y qué pasó con la alarma del freezer B?",
            "es",
            "lab/freezer-b-alarm.md",
            conversational=True,
        ),
        # --- zh -----------------------------------------------------------------------------
        question(
            "CTD原始数据现在放在服务器哪个文件夹？",
            "zh",
            "data/ctd-processing.md",
            "data/ctd-folder-ko.md",
        ),
        question(
            "明德卢靠港是哪天",
            "zh",
            "schedule/cruise-plan.md",
            "port/mindelo-tarde-libre.md",
        ),
        question("干冰能放船舱里吗", "zh", "lab/dry-ice.md"),
        question(
            "样品标签怎么弄，可以手写吗",
            "zh",
            "lab/sample-labels.md",
            "lab/labels-before-freezer.md",
            "lab/minus80-bingxiang.md",
        ),
        question(
            "好的谢谢！那陈雨菲想值哪个班？",
            "zh",
            "team/chen-yebanban.md",
            "watch/rota.md",
            conversational=True,
        ),
        # --- ko -----------------------------------------------------------------------------
        question(
            "갑판에서 작업할 때 지켜야 할 안전 규칙 알려줘",
            "ko",
            "safety/deck-work.md",
            "safety/gapan-jageop.md",
        ),
        question("일일 CTD 요약은 몇 시에 육상으로 올라가요?", "ko", "data/daily-upload.md"),
        question("2구간 시계열 정점에서 며칠 있어요", "ko", "schedule/leg2-stations.md"),
        question("드라이 쉬퍼 액체질소 누가 가져와요", "ko", "shipping/samples-home.md"),
        question(
            "고마워요! 그럼 선교 내선 번호가 몇 번이에요?",
            "ko",
            "team/ship-phones.md",
            "safety/deck-work.md",
            "safety/gapan-jageop.md",
            conversational=True,
        ),
        # --- small talk ---------------------------------------------------------------------
        small_talk("morning all!", "en"),
        small_talk("cheers, that's brilliant, thanks", "en"),
        small_talk("ugh rolling like crazy today, my stomach hates me", "en"),
        small_talk("brb 5 min", "en"),
        small_talk("Moin zusammen!", "de"),
        small_talk("danke dir, super gemacht", "de"),
        small_talk("so, Feierabend – bis morgen!", "de"),
        small_talk("¡buenos días a todos!", "es"),
        small_talk("jajaja qué crack eres", "es"),
        small_talk("me voy a dormir, hasta mañana", "es"),
        small_talk("早上好呀", "zh"),
        small_talk("谢谢，辛苦啦！", "zh"),
        small_talk("哈哈哈笑死", "zh"),
        small_talk("안녕하세요~", "ko"),
        small_talk("감사합니다 ㅎㅎ", "ko"),
        small_talk("오늘 바다 진짜 잔잔하네요, 날씨 최고", "ko"),
    ],
    complete_labels=True,
)
