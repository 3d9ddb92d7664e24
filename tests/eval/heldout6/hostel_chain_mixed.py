# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A small hostel chain's agent memory (Kestrel Hostels: Leipzig, Valencia, Chengdu, Busan).

Style: mixed languages — head office writes English, each house's staff write in their own
language (German, Spanish, Chinese, Korean); lists, a table or two, chatty memos.
"""

from tests.eval.dataset import LabelledMemdir, question, small_talk, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "leipzig/checkin.md": topic(
        "Check-in Leipzig",
        "An- und Abreisezeiten im Haus Leipzig",
        "reference",
        """Check-in ab 15:00, Check-out bis 10:00.

Früher einchecken nur, wenn das Bett schon fertig ist — am Telefon nichts versprechen.
Gepäckraum ist im Keller, Schlüssel dafür an der Rezeption.
""",
        updated="2025-06-02",
    ),
    "ops/house-changes-2026.md": topic(
        "House changes, Feb 2026",
        "What changed in the houses after the February managers' call",
        "project",
        """From the managers' call (16 Feb):

- **Leipzig:** guests can check in from 14:00 — housekeeping finishes by 13:30 now.
- **Busan:** the key box is on the side door by the car park now; the one at the front kept
  getting knocked by delivery bikes.
- **Valencia:** nothing new.
- **Chengdu:** Wi-Fi router replaced, same password.
""",
        nested=True,
        session="9d2f6a4e-1b73-4c05-8e9a-6a3b0c7f5e12",
        modified="2026-02-16",
        updated="2026-02-16",
    ),
    "busan/keybox.md": topic(
        "부산점 키박스",
        "늦게 오는 손님용 키박스",
        "reference",
        """부산점 키박스는 정문 왼쪽 벽, 인터폰 바로 밑에 있어요. 번호는 체크인 당일 오후 2시에
문자로 보내 드려요. 열쇠 꺼낸 다음에 꼭 다시 잠가 달라고 안내하기.
""",
        updated="2025-08-11",
    ),
    "valencia/limpieza.md": topic(
        "Limpieza Valencia",
        "Cómo se organiza la limpieza en Valencia",
        "reference",
        """Turno de mañana de 10 a 14, dos personas (Lucía y Marta). Primero baños, luego
dormitorios y la cocina al final. Por la tarde una persona repasa las zonas comunes.
""",
        updated="2025-05-20",
    ),
    "ops/cleaning-rota.md": topic(
        "Cleaning rota",
        "How many cleaners each house puts on per shift",
        "reference",
        """| house | morning crew | afternoon | rota kept in |
|---|---|---|---|
| Leipzig | 2 | 1 | Google Sheet "Housekeeping LE" |
| Valencia | 3 | 1 | Google Sheet "Limpieza VLC" |
| Chengdu | 2 | 2 | 企业微信 group |
| Busan | 1 | 1 | KakaoTalk group |

Managers fill in next week's names every Sunday evening.
""",
        updated="2026-01-05",
    ),
    "valencia/habitaciones.md": topic(
        "Habitaciones Valencia",
        "Los dormitorios de la casa de Valencia",
        "reference",
        """- **Azahar**: mixto, 8 camas, baño dentro
- **Albufera**: femenino, 6 camas
- **Palmera**: privada doble, baño compartido
""",
        updated="2025-04-02",
    ),
    "valencia/carteles.md": topic(
        "Carteles nuevos",
        "Los nombres nuevos en las puertas",
        "project",
        """Ya están puestos los carteles nuevos. El mixto de 8 camas se llama ahora "Malvarrosa" —
lo cambiamos porque la gente lo confundía con la calle Azahar y se iban a buscarla. Hay
que cambiarlo también en las respuestas automáticas.
""",
        updated="2025-12-10",
    ),
    "chengdu/deposit.md": topic(
        "成都店押金",
        "入住押金怎么收怎么退",
        "reference",
        """每位客人入住时交押金100元（现金或微信都行），退房时检查床位和房卡后再退。房卡丢了扣50元。
""",
        updated="2025-07-01",
    ),
    "chengdu/memo-2026.md": topic(
        "前台备忘（三月起）",
        "成都店三月开始的几项变化",
        "project",
        """前台备忘，三月起执行：

1. 押金统一收200元，最近好几次房卡和毛巾被带走了。
2. 早餐不再免费，想吃的客人在前台买券，15元一份。
3. 晚上11点以后大门要刷卡才能进。
""",
        updated="2026-03-02",
    ),
    "chengdu/breakfast.md": topic(
        "成都店早餐",
        "早餐时间和内容",
        "reference",
        """早餐每天7:30到10:00，一楼公共区，所有住客免费。有包子、鸡蛋、豆浆和水果。值早班的同事7点开始摆。
""",
        updated="2025-05-15",
    ),
    "leipzig/waesche.md": topic(
        "Wäsche Leipzig",
        "Wer Bettwäsche und Handtücher liefert",
        "reference",
        """Bettwäsche und Handtücher: Textilservice Krüger, Abholung Di + Fr morgens.
Ansprechpartnerin bei Krüger ist Frau Brandt (Nummer im Kontaktordner). Reklamationen an
sie, immer mit Foto.
""",
        updated="2025-03-18",
    ),
    "leipzig/kontakte.md": topic(
        "Kontakte Leipzig",
        "Wichtige Telefonnummern fürs Haus",
        "reference",
        """| Was | Wer |
|---|---|
| Wäscherei (Krüger) | Herr Öztürk, Durchwahl 14 |
| Hausmeister | Herr Peschel |
| Schlüsseldienst | Fa. Riegel, 24 h |
| Kestrel HQ | Aileen (Ops) |
""",
        updated="2026-01-22",
    ),
    "ops/booking-tool.md": topic(
        "Booking tool",
        "Which system holds the reservations",
        "reference",
        """Bookings: Cloudbeds, all four houses, one account per house. Its channel manager
pushes availability to Booking.com and Hostelworld.

Open support ticket #4417 with Cloudbeds about the double bookings after a sync — still
waiting on them.
""",
        updated="2025-02-10",
    ),
    "busan/ops-memo.md": topic(
        "부산점 운영 메모",
        "부산점 운영 관련 메모",
        "project",
        """운영 메모

- 예약 관리 이제 리틀호텔리어로 함. 본사에서 네 지점 다 옮겼음. 예전 시스템은 2월까지 읽기 전용
- 민호는 셀프 체크인 방식 좋아함: 손님이 키박스에서 직접 열쇠 꺼내고 안내는 문자로
- 건조기 먼지 필터 깨짐, 새로 주문해 둠
""",
        updated="2026-01-30",
    ),
    "leipzig/kueche.md": topic(
        "Gästeküche",
        "Regeln für die Küche in Leipzig",
        "feedback",
        """Gästeküche ist ab 22 Uhr zu — Nachtruhe, die Nachbarn haben sich beschwert. Nach 22 Uhr
wird nicht mehr gekocht. Jonas schließt ab und schaltet die Herdplatten am
Sicherungskasten aus.
""",
        updated="2025-04-07",
    ),
    "ops/guest-faq.md": topic(
        "Guest FAQ",
        "Answers staff can paste to guests",
        "reference",
        """- *Can I cook late?* In Leipzig, sure — the kitchen's open day and night, just keep the
  noise down.
- *Are there lockers?* Every bed has one. Bring a padlock or buy one at reception (€4).
- *Can I leave my bag after check-out?* Yes, the luggage room is free until 20:00.
""",
        updated="2026-02-25",
    ),
    "valencia/caja-llaves.md": topic(
        "Caja de llaves",
        "La caja de llaves de la entrada en Valencia",
        "feedback",
        """Caja de llaves (Masterlock, en la reja de la entrada) para los que llegan después de las
23h. El código se cambia TODOS los lunes y se pone en la plantilla del mensaje de llegada.
""",
        updated="2025-09-08",
    ),
    "valencia/incidente-febrero.md": topic(
        "Lo del código",
        "El lunes que no se cambió el código",
        "project",
        """El lunes 2/2 nadie cambió el código de la caja (Quique de vacaciones, Marta pensaba que
lo hacía él). El jueves entró un exhuésped de la semana anterior con el código viejo, a
por una maleta que se había dejado. Sin daños, pero vaya susto. Se cambió ese mismo día.
""",
        updated="2026-02-09",
    ),
    "ops/open-questions.md": topic(
        "Open questions",
        "Things still to decide on the managers' call",
        "project",
        """For the next managers' call:

- Valencia linen: Lavandería Turia closes at the end of November. Who takes over?
- Busan wants a second washing machine — budget?
- Should Chengdu turn one dorm into female-only?
""",
        updated="2025-10-14",
    ),
    "valencia/sabanas.md": topic(
        "Sábanas y toallas",
        "Quién nos lleva la ropa de cama en Valencia",
        "reference",
        """Decidido: desde diciembre las sábanas y toallas nos las lleva Textil Levante. Recogen
lunes y jueves, se paga por kilo. El contacto es Sergio.
""",
        updated="2025-11-25",
    ),
    "valencia/lavanderia-turia.md": topic(
        "Lavandería Turia",
        "La lavandería de Valencia",
        "reference",
        """Lavandería Turia: sábanas y toallas, recogen martes y viernes a las 9. Pago mensual.
""",
        updated="2025-03-03",
        extra={"status": "superseded", "superseded_by": "valencia/sabanas.md"},
    ),
    "ops/late-checkout.md": topic(
        "Late check-out",
        "When a guest may stay past check-out",
        "feedback",
        """Late check-out, all houses: €5, until 12:00 at the latest, and only if the bed isn't
sold for that night. Reception decides on the day — never promise it at booking.
""",
        updated="2025-09-01",
    ),
    "leipzig/teamrunde.md": topic(
        "Teamrunde 6.11.",
        "Protokoll der Teamrunde im November",
        "project",
        """Teamrunde 6.11.

- Jonas' Vorschlag: später Check-out bis 13 Uhr für alle, kostenlos, als Dankeschön für
  Bewertungen. Aileen (HQ) ist dagegen — bleibt kettenweit bei 5 € und höchstens 12 Uhr.
- Gruppe 4417 (Schulklasse aus Hamburg, 22 Personen) kommt am 14.11., Frühstückspakete
  vorbereiten.
- Weihnachtsdeko: Jonas kauft ein.
""",
        updated="2025-11-06",
    ),
    "busan/eunji.md": topic(
        "은지 매니저",
        "은지 매니저가 체크인하는 방식",
        "user",
        """은지 매니저는 가능하면 손님을 직접 맞이해서 체크인하는 걸 선호해요. 동네 지도도 주고
해운대 가는 버스까지 설명해 줘요. 밤늦게 오는 손님만 키박스 쓰게 해요.
""",
        updated="2025-10-02",
    ),
    "chengdu/no-smoking.md": topic(
        "禁烟",
        "成都店哪里不能抽烟",
        "feedback",
        """成都店室内全部禁烟，包括阳台和楼梯间。想抽烟去大门口的吸烟点。
""",
        updated="2025-06-20",
    ),
    "chengdu/no-hotpot.md": topic(
        "宿舍里不能吃火锅",
        "宿舍里吃外卖的规定",
        "feedback",
        """宿舍里不准吃外卖火锅和烧烤，味道散不掉，床单也容易弄脏。要吃就去一楼公共区。
""",
        updated="2025-06-20",
    ),
    "ops/emergency-numbers.md": topic(
        "Emergency numbers",
        "Who to call in an emergency, per house",
        "reference",
        """- Leipzig, Valencia: 112
- Busan: 119 fire/ambulance, 112 police
- Chengdu: 119 fire, 120 ambulance, 110 police
- HQ on-call phone: +44 7700 900418 (Aileen and Rob, alternate weeks)
""",
        updated="2025-01-15",
    ),
    "leipzig/emergency-numbers.md": topic(
        "Emergency numbers",
        "Who to call in an emergency, per house",
        "reference",
        """- Leipzig, Valencia: 112
- Busan: 119 fire/ambulance, 112 police
- Chengdu: 119 fire, 120 ambulance, 110 police
- HQ on-call phone: +44 7700 900418 (Aileen and Rob, alternate weeks)
""",
        updated="2025-01-15",
    ),
    "ops/lost-property.md": topic(
        "Lost property",
        "What happens to things guests leave behind",
        "feedback",
        """Lost property, every house: bag it, label it with the date and bed number, and keep it
30 days in the locked cupboard behind reception. After that clothes go to charity, food is
binned, and passports or IDs go to the police.
""",
        updated="2025-04-10",
    ),
    "chengdu/lost-and-found.md": topic(
        "失物处理",
        "客人落下的东西怎么处理",
        "feedback",
        """客人落下的东西（各分店统一）：装袋，写上日期和床号，放在前台后面上锁的柜子里保存30天。过期以后衣服捐出去，吃的扔掉，护照和证件交给警察。
""",
        updated="2025-08-19",
    ),
}

FILES = with_index(
    N,
    title="Kestrel Hostels — memory",
    sections={
        "ops/": "Head office",
        "leipzig/": "Leipzig",
        "valencia/": "Valencia",
        "chengdu/": "Chengdu",
        "busan/": "Busan",
    },
)


def ask(text: str, language: str, *expect: str, conversational: bool = False):
    return question(text, language, *expect, conversational=conversational)


MEMDIR = LabelledMemdir(
    name="hostel_chain_mixed",
    half="heldout6",
    language="mixed",
    domain="small hostel chain with houses in several countries",
    style="mixed languages (en, de, es, zh, ko), lists, tables, chatty memos",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "leipzig/checkin.md",
            "ops/house-changes-2026.md",
            "time-moved",
            "Leipzig Check-in ab 15:00 vs from 14:00",
        ),
        P(
            "contradiction",
            "chengdu/deposit.md",
            "chengdu/memo-2026.md",
            "threshold-changed",
            "押金100元 vs 200元",
        ),
        P(
            "contradiction",
            "leipzig/waesche.md",
            "leipzig/kontakte.md",
            "owner-changed",
            "Krüger contact Frau Brandt vs Herr Öztürk",
        ),
        P(
            "contradiction",
            "valencia/habitaciones.md",
            "valencia/carteles.md",
            "renamed",
            "8-bed mixed dorm Azahar vs Malvarrosa",
        ),
        P(
            "contradiction",
            "chengdu/breakfast.md",
            "chengdu/memo-2026.md",
            "policy-reversed",
            "早餐所有住客免费 vs 早餐不再免费, 15元",
        ),
        P(
            "contradiction",
            "ops/booking-tool.md",
            "busan/ops-memo.md",
            "tool-switched",
            "Cloudbeds in all houses vs 리틀호텔리어 (Little Hotelier) in all four",
        ),
        P(
            "contradiction",
            "busan/keybox.md",
            "ops/house-changes-2026.md",
            "location-changed",
            "Busan key box 정문 왼쪽 벽 vs side door by the car park",
        ),
        P(
            "contradiction",
            "valencia/limpieza.md",
            "ops/cleaning-rota.md",
            "count-changed",
            "Valencia morning cleaning dos personas vs table row 3",
        ),
        P(
            "contradiction",
            "leipzig/kueche.md",
            "ops/guest-faq.md",
            "reworded-conflict",
            "Küche ab 22 Uhr zu vs kitchen open day and night",
        ),
        # decoys
        P(
            "decoy",
            "valencia/caja-llaves.md",
            "busan/keybox.md",
            "shared-technology",
            "key boxes in two houses: Valencia code every Monday vs Busan code by text",
        ),
        P(
            "decoy",
            "valencia/caja-llaves.md",
            "ops/house-changes-2026.md",
            "shared-technology",
            "Valencia key box at the gate vs the Busan key box that moved",
        ),
        P(
            "decoy",
            "valencia/caja-llaves.md",
            "valencia/incidente-febrero.md",
            "rule-vs-incident",
            "code changed every Monday; the Monday it wasn't",
        ),
        P(
            "decoy",
            "ops/open-questions.md",
            "valencia/sabanas.md",
            "open-questions-vs-settled",
            "who takes over Valencia linen? -> Textil Levante",
        ),
        P(
            "decoy",
            "valencia/lavanderia-turia.md",
            "valencia/sabanas.md",
            "superseded-and-successor",
            "Lavandería Turia (superseded) vs Textil Levante",
        ),
        P(
            "decoy",
            "ops/open-questions.md",
            "valencia/lavanderia-turia.md",
            "related-consistent",
            "Turia is the current linen supplier until it closes",
        ),
        P(
            "decoy",
            "leipzig/teamrunde.md",
            "ops/late-checkout.md",
            "quoted-opinion-rejected",
            "Jonas: free late check-out till 13 Uhr, rejected; rule €5 until 12:00",
        ),
        P(
            "decoy",
            "leipzig/teamrunde.md",
            "leipzig/checkin.md",
            "quoted-opinion-rejected",
            "rejected 13 Uhr late check-out beside Check-out bis 10:00",
        ),
        P(
            "decoy",
            "leipzig/checkin.md",
            "ops/late-checkout.md",
            "related-consistent",
            "check-out 10:00; late check-out to 12:00 for €5",
        ),
        P(
            "decoy",
            "leipzig/checkin.md",
            "ops/guest-faq.md",
            "related-consistent",
            "luggage room after check-out in both",
        ),
        P(
            "decoy",
            "busan/eunji.md",
            "busan/ops-memo.md",
            "two-peoples-preferences",
            "은지 greets guests in person vs 민호 prefers self check-in",
        ),
        P(
            "decoy",
            "busan/eunji.md",
            "busan/keybox.md",
            "related-consistent",
            "late guests use the key box; both agree",
        ),
        P(
            "decoy",
            "busan/ops-memo.md",
            "busan/keybox.md",
            "related-consistent",
            "self check-in from the key box; key box note agrees",
        ),
        P(
            "decoy",
            "chengdu/no-smoking.md",
            "chengdu/no-hotpot.md",
            "two-donts-different-things",
            "禁烟 vs 宿舍里不准吃火锅",
        ),
        P(
            "decoy",
            "ops/booking-tool.md",
            "leipzig/teamrunde.md",
            "same-ticket-ids",
            "Cloudbeds ticket #4417 vs Gruppe 4417",
        ),
        # duplicates
        P(
            "duplicate",
            "ops/emergency-numbers.md",
            "leipzig/emergency-numbers.md",
            "identical",
            "the same emergency list saved in two folders",
        ),
        P(
            "duplicate",
            "ops/lost-property.md",
            "chengdu/lost-and-found.md",
            "paraphrased",
            "lost property 30 days, then charity/bin/police; English and Chinese",
        ),
    ],
    questions=[
        ask(
            "What time can guests check in at Leipzig these days?",
            "en",
            "leipzig/checkin.md",
            "ops/house-changes-2026.md",
        ),
        ask(
            "if someone asks for a late checkout how long can we let them stay?",
            "en",
            "ops/late-checkout.md",
            "leipzig/teamrunde.md",
        ),
        ask(
            "Who do we ring in an emergency at the Chengdu house?",
            "en",
            "ops/emergency-numbers.md",
            "leipzig/emergency-numbers.md",
        ),
        ask(
            "Bis wann dürfen die Gäste in Leipzig abends noch kochen?",
            "de",
            "leipzig/kueche.md",
            "ops/guest-faq.md",
        ),
        ask(
            "Wen ruf ich bei der Wäscherei an, wenn die Handtücher fleckig zurückkommen?",
            "de",
            "leipzig/waesche.md",
            "leipzig/kontakte.md",
        ),
        ask(
            "¿Cuánta gente limpia por las mañanas en Valencia?",
            "es",
            "valencia/limpieza.md",
            "ops/cleaning-rota.md",
        ),
        ask(
            "¿Cómo se llama ahora el dormitorio mixto de ocho camas?",
            "es",
            "valencia/habitaciones.md",
            "valencia/carteles.md",
        ),
        ask(
            "quién nos trae ahora la ropa de cama en valencia?",
            "es",
            "valencia/sabanas.md",
            "valencia/lavanderia-turia.md",
        ),
        ask(
            "成都店现在押金收多少钱？",
            "zh",
            "chengdu/deposit.md",
            "chengdu/memo-2026.md",
        ),
        ask(
            "成都那边的早饭现在还免费吗？",
            "zh",
            "chengdu/breakfast.md",
            "chengdu/memo-2026.md",
        ),
        ask(
            "客人忘在房间里的东西要保留多久？",
            "zh",
            "ops/lost-property.md",
            "chengdu/lost-and-found.md",
        ),
        ask(
            "부산점 키박스는 지금 어디에 달려 있어요?",
            "ko",
            "busan/keybox.md",
            "ops/house-changes-2026.md",
        ),
        ask(
            "요즘 예약은 어떤 프로그램으로 관리하고 있나요?",
            "ko",
            "ops/booking-tool.md",
            "busan/ops-memo.md",
        ),
        ask(
            "cheers! and how often does the valencia lockbox code get changed?",
            "en",
            "valencia/caja-llaves.md",
            "valencia/incidente-febrero.md",
            conversational=True,
        ),
        ask(
            "vale, gracias. ¿Y en Chengdu se puede fumar en el balcón?",
            "es",
            "chengdu/no-smoking.md",
            conversational=True,
        ),
        ask(
            "고마워요! 그럼 은지 매니저는 체크인 어떻게 하는 걸 좋아해요?",
            "ko",
            "busan/eunji.md",
            conversational=True,
        ),
        small_talk("morning! coffee first, then the rota", "en"),
        small_talk("brb, the laundry van's just pulled up", "en"),
        small_talk("Danke dir, das hat mir den Montag gerettet", "de"),
        small_talk("Schönes Wochenende allerseits!", "de"),
        small_talk("jaja vale, seguimos", "es"),
        small_talk("好的，谢谢，辛苦啦", "zh"),
        small_talk("早上好，今天客人好多啊", "zh"),
        small_talk("수고 많았어요, 내일 봐요", "ko"),
        small_talk("오늘 부산 날씨 진짜 좋네요", "ko"),
    ],
    complete_labels=True,
)
