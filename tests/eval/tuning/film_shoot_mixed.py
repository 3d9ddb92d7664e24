"""An indie feature's production memory ("Mareas", once "Salt Lines"; Valencia and the Ebro Delta).

Style: mixed languages — most notes in English, others in Spanish (local crew), German (camera
department), Chinese (co-producer's office) and Korean (sound team); terse lists beside short
paragraphs. Several contradictions cross two languages.
"""

from tests.eval.dataset import (
    LabelledMemdir,
    Question,
    question,
    small_talk,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

SNS = topic(
    "SNS 금지",
    "촬영 현장 사진을 SNS에 올리지 말 것",
    "feedback",
    """
촬영 현장 사진이나 영상을 개봉 전에 SNS에 올리지 마세요. 배우 사진은 특히 안 됩니다.
홍보용 사진은 스틸 작가만 찍고, 언제 공개할지는 배급사가 정해요.
""",
    updated="2026-03-05",
)

N = {
    "schedule/day4-beach.md": topic(
        "Day 4 — beach",
        "Call times for the Malvarrosa beach day",
        "project",
        """
Day 4 — Malvarrosa beach (sc. 12, 14, 15)

- Crew call 06:30 at unit base (car park on Av. de Neptuno)
- Shuttle to set every 15 min from 06:20
- Cast into make-up 06:45
- Sunrise 07:12; aiming for first shot 07:30
""",
        updated="2026-04-02",
    ),
    "schedule/dia4-marea.md": topic(
        "Día 4: marea",
        "Citación adelantada del día de playa",
        "project",
        """
Día 4 (playa): la bajamar es a las 6:50 y Inés quiere la orilla descubierta para el plano
general, así que la citación general se adelanta a las 05:45 en la base. Maquillaje a las
06:00. Avisar hoy a todo el equipo por el grupo.
""",
        updated="2026-04-09",
        nested=True,
        session="a3e8c6b1-4f20-4b9d-8d71-2c5f0e9a6b14",
    ),
    "schedule/block1-valencia.md": topic(
        "Block 1 — Valencia",
        "Shooting days 1-6 in the city",
        "project",
        """
Block 1 — Valencia city, days 1–6

- 11-hour shooting days
- Unit base: the Av. de Neptuno car park
- Local crew, no hotel
- Locations: the flat in Russafa, the port, Malvarrosa beach, Mercado Central
""",
        updated="2026-03-20",
    ),
    "schedule/bloque2-delta.md": topic(
        "Bloque 2 — Delta",
        "Días de rodaje 7-12 en el Delta del Ebro",
        "project",
        """
Bloque 2 — Delta del Ebro, días 7–12

- Jornadas de 10 horas (los trayectos son largos)
- Base en Deltebre, junto al polideportivo
- Todo el equipo en el Hotel Delta Mar
- Viaje el domingo entre bloques
""",
        updated="2026-03-20",
    ),
    "safety/drone.md": topic(
        "Drone",
        "Who flies the drone and when it stays down",
        "feedback",
        """
Drone is the Inspire 3, pilot Sergi Puig (A2 licence). He grounds it once the wind is over
30 km/h sustained. Never over people; beach shots need the 50 m cordon before take-off.
""",
        updated="2026-02-18",
    ),
    "safety/drohne-wind.md": topic(
        "Drohne und Wind",
        "Windgrenze für Drohnenflüge",
        "feedback",
        """
Neue Auflage der Versicherung: ab 20 km/h Wind (Dauerwind, nicht Böen) bleibt die Drohne am
Boden. Sergi misst vor jedem Start mit dem Handanemometer. Bitte so in die Dispo schreiben.
""",
        updated="2026-04-06",
    ),
    "production/permits.md": topic(
        "Permits",
        "Who handles filming permits",
        "reference",
        """
All filming permits go through Lena Hartmann (line producer):

- Ajuntament de València film office — streets and the beach
- Port Authority — the port
- Parc Natural del Delta — everything in block 2

Anything that needs a permit goes to Lena at least three weeks ahead.
""",
        updated="2026-02-10",
    ),
    "production/zhipian-xuke.md": topic(
        "拍摄许可和地址",
        "许可负责人和场地地址的发送",
        "project",
        """
拍摄许可的事现在全部由小周（周一然）负责，Lena 忙预算，不再管许可。新的场地申请请直接发给小周。

另外，为了方便演员和群众演员安排交通，场地地址可以提前一周发给他们。
""",
        updated="2026-03-28",
    ),
    "production/address-policy.md": topic(
        "Location addresses",
        "Who gets told where we're shooting, and when",
        "feedback",
        """
Location addresses stay inside the core crew. Cast and extras find out where we're shooting
from the call sheet, which goes out the evening before — never earlier. Fans turned up on
Inés's last shoot and we lost half a day.
""",
        updated="2026-02-12",
    ),
    "production/title-slates.md": topic(
        "Working title",
        "What goes on slates, call sheets and labels",
        "reference",
        """
Working title is SALT LINES. Use it on slates, the call sheet header, the drive folders
(`SALT_LINES/01_prep`, `SALT_LINES/02_shoot`) and hard drive labels.
""",
        updated="2026-01-15",
    ),
    "production/notas-semana2.md": topic(
        "Notas semana 2",
        "Avisos de producción de la segunda semana",
        "project",
        """
Notas de producción, semana 2:

- La peli ya se llama MAREAS. Claquetas, hojas de rodaje y etiquetas de discos con el título
  nuevo; «Salt Lines» fuera. Lena renombra las carpetas del drive.
- Desde el lunes la comida se sirve en la carpa junto a los camiones, no en el salón
  parroquial (la parroquia lo necesita para la catequesis).
- Devolved los walkies al final de cada jornada, por favor.
""",
        updated="2026-04-13",
    ),
    "catering/lunch.md": topic(
        "Lunch",
        "Where and how lunch is served on shoot days",
        "reference",
        """
Lunch is in the parish hall on Calle Mayor, two minutes' walk from base. Two sittings, crew
first, then cast. Hot meal plus a veggie option; the runner takes plates to anyone who can't
leave set.
""",
        updated="2026-03-30",
    ),
    "catering/sabores-bea.md": topic(
        "Catering",
        "Empresa de catering del rodaje",
        "reference",
        """
Catering: Sabores de Bea. 45 menús al día, desayuno y comida. Contacto: Bea.
""",
        updated="2026-02-20",
        extra={"status": "superseded", "superseded_by": "catering/olla-movil.md"},
    ),
    "catering/olla-movil.md": topic(
        "餐饮",
        "剧组现在的餐饮公司",
        "reference",
        """
餐饮从第三天起换成 La Olla Móvil（Sabores de Bea 临时取消了合同）。
每天 48 份，含早餐和午餐，其中素食 6 份。负责人：Rubén。
""",
        updated="2026-04-01",
    ),
    "post/dailies-cast.md": topic(
        "Dailies to cast",
        "Who gets the dailies link after wrap",
        "feedback",
        """
After wrap, always send the Frame.io dailies link to the cast as well as the HODs — Inés
wants the actors to see their work. The link expires after 72 h.
""",
        updated="2026-03-25",
    ),
    "post/deilli-ko.md": topic(
        "데일리 링크",
        "배우들에게 데일리를 보내는지",
        "feedback",
        """
이제부터 배우들에게는 데일리 링크를 보내지 마세요. 감독님 요청입니다 — 배우들이 자기
연기를 보고 다음 날 너무 많이 바꿔서요. 부서장(HOD)들한테만 보내면 됩니다.
""",
        updated="2026-04-10",
    ),
    "post/frameio-farbe.md": topic(
        "Frame.io für die Farbe",
        "Referenzen für den Coloristen",
        "reference",
        """
Eigenes Frame.io-Projekt für die Farbkorrektur: dort liegen Referenzstandbilder und LUTs für
Matthias (Colorist, Berlin). Zugriff nur Jonas, Inés und Matthias. Keine Dailies dort
hochladen.
""",
        updated="2026-03-27",
    ),
    "equipment/kamera.md": topic(
        "Kamerapaket",
        "Kamera, Optiken und Verleih",
        "reference",
        """
- ARRI Alexa Mini LF, Signature Primes 18–125 mm, zwei Akkusätze
- Verleih: Ludwig Kameraverleih, Berlin
- Abholung mit dem Sprinter am 30.03., Rückgabe nach Drehtag 12
""",
        updated="2026-02-05",
    ),
    "equipment/camera-ovide.md": topic(
        "Camera rental",
        "Where the camera package comes from now",
        "project",
        """
We've moved the camera rental to Ovide in Valencia — same Mini LF and Signature kit, and it
saves the van trip down from Berlin plus the transit insurance. Prep day at Ovide on 31 March.
""",
        updated="2026-03-16",
    ),
    "crew/sound.md": topic(
        "Sound department",
        "Who is in the sound team",
        "reference",
        """
Sound department is two people: Kim Do-yun (mixer) and Pau Ferrer (boom op). Do-yun brings
his own recorder; lavs come from the rental house.
""",
        updated="2026-02-14",
    ),
    "crew/eumhyang.md": topic(
        "음향팀",
        "음향팀 인원",
        "project",
        """
음향팀은 이제 3명입니다. 바닷가 장면 때문에 세컨 붐(마르타 씨)을 추가했어요. 도윤 씨가
믹서, 파우 씨와 마르타 씨가 붐.
""",
        updated="2026-03-31",
    ),
    "crew/ines-coverage.md": topic(
        "Inés on coverage",
        "What the director wants from every dialogue setup",
        "user",
        """
Inés (director): on dialogue scenes she wants a wide and a close on every setup, so she has
options in the edit. Ask for both before the AD moves us on.
""",
        updated="2026-03-02",
    ),
    "crew/jonas-stil.md": topic(
        "Jonas und die Auflösung",
        "Wie der DoP am liebsten dreht",
        "user",
        """
Jonas (DoP) dreht am liebsten mit einer Kamera, eine Einstellung nach der anderen, kein
Cross-Shooting — Licht für zwei Achsen gleichzeitig macht ihm das Bild kaputt. Wenn die Zeit
knapp wird, streicht er lieber eine Einstellung.
""",
        updated="2026-03-02",
    ),
    "safety/water.md": topic(
        "Water safety",
        "Nobody in the water before the safety diver",
        "feedback",
        """
Nobody — cast, stunt double or crew — goes into the sea or the lagoon until the safety diver
is on set and has given the OK. Safety diver is Joan Bosch; he also holds the line for anyone
in the water above the waist.
""",
        updated="2026-03-18",
    ),
    "safety/agua.md": topic(
        "Seguridad en el agua",
        "Nadie al agua antes que el buzo",
        "feedback",
        """
Nadie —ni actores, ni dobles, ni equipo— se mete en el mar ni en la laguna hasta que el buzo
de seguridad esté en el set y dé el visto bueno. El buzo es Joan Bosch; también sujeta el cabo
a quien se meta en el agua por encima de la cintura.
""",
        updated="2026-03-18",
    ),
    "safety/4ilcha-sago.md": topic(
        "4일차 사고",
        "안전요원 도착 전 입수 건",
        "project",
        """
4일차 사고 기록: 잠수 안전요원이 도착하기 전에 카를라 씨가 리허설 중에 바다에
들어갔어요. 다친 사람은 없음. 조감독(누리아 씨)이 바로 나오게 했고, 다음 날부터 안전요원
도착 시간을 콜시트에 적기로 했습니다.
""",
        updated="2026-04-10",
    ),
    "rules/sns.md": SNS,
    "onboarding/sns.md": SNS,
    "production/beiyongjin.md": topic(
        "备用金",
        "各部门现金上限",
        "reference",
        """
备用金：每个部门最多 300 欧元现金。超过的话要先找刘制片签字，收据当天交给会计。
""",
        updated="2026-02-25",
    ),
    "crew/hyeongeum-hando.md": topic(
        "부서 현금 한도",
        "부서별로 쓸 수 있는 현금",
        "project",
        """
부서별 현금 한도가 500유로로 올랐습니다 (어제 제작 회의에서 결정). 영수증은 그날 바로 회계
담당에게 주세요.
""",
        updated="2026-04-08",
    ),
}

FILES = with_index(
    N,
    title="MAREAS — production memory",
    sections={
        "schedule/": "Schedule",
        "production/": "Production",
        "catering/": "Catering",
        "crew/": "Crew",
        "equipment/": "Equipment",
        "post/": "Post",
        "safety/": "Safety",
        "rules/": "Rules",
        "onboarding/": "Onboarding",
    },
)


Q, S = question, small_talk


MEMDIR = LabelledMemdir(
    name="film_shoot_mixed",
    half="tuning",
    language="mixed",
    domain="indie film production",
    style="mixed en/es/de/zh/ko, terse lists and short paragraphs",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "schedule/day4-beach.md",
            "schedule/dia4-marea.md",
            "time-moved",
            "Day 4 crew call 06:30 vs citación 05:45 (en/es).",
        ),
        P(
            "contradiction",
            "safety/drone.md",
            "safety/drohne-wind.md",
            "threshold-changed",
            "Drone grounded over 30 km/h vs ab 20 km/h (en/de).",
        ),
        P(
            "contradiction",
            "production/beiyongjin.md",
            "crew/hyeongeum-hando.md",
            "threshold-changed",
            "Petty cash per department 300 € vs 500 € (zh/ko).",
        ),
        P(
            "contradiction",
            "production/permits.md",
            "production/zhipian-xuke.md",
            "owner-changed",
            "Permits via Lena vs 小周 now, Lena no longer (en/zh).",
        ),
        P(
            "contradiction",
            "production/address-policy.md",
            "production/zhipian-xuke.md",
            "reworded-conflict",
            "Addresses only via the call sheet the evening before vs a week ahead to cast (en/zh).",
        ),
        P(
            "contradiction",
            "production/title-slates.md",
            "production/notas-semana2.md",
            "renamed",
            "SALT LINES on slates and drives vs MAREAS, Salt Lines out (en/es).",
        ),
        P(
            "contradiction",
            "catering/lunch.md",
            "production/notas-semana2.md",
            "location-changed",
            "Lunch in the parish hall vs in the tent by the trucks (en/es).",
        ),
        P(
            "contradiction",
            "post/dailies-cast.md",
            "post/deilli-ko.md",
            "policy-reversed",
            "Always send dailies to cast vs stop sending them to actors (en/ko).",
        ),
        P(
            "contradiction",
            "equipment/kamera.md",
            "equipment/camera-ovide.md",
            "tool-switched",
            "Camera rental Ludwig Berlin vs Ovide Valencia (de/en).",
        ),
        P(
            "contradiction",
            "crew/sound.md",
            "crew/eumhyang.md",
            "count-changed",
            "Sound department two people vs three (en/ko).",
        ),
        # duplicates
        P(
            "duplicate",
            "safety/water.md",
            "safety/agua.md",
            "paraphrased",
            "Same water-safety rule in English and in Spanish.",
        ),
        P(
            "duplicate",
            "rules/sns.md",
            "onboarding/sns.md",
            "identical",
            "The social-media rule saved twice, identical.",
        ),
        # decoys
        P(
            "decoy",
            "post/dailies-cast.md",
            "post/frameio-farbe.md",
            "shared-technology",
            "Frame.io for dailies vs a separate Frame.io project for the colourist.",
        ),
        P(
            "decoy",
            "schedule/block1-valencia.md",
            "schedule/bloque2-delta.md",
            "phase1-vs-phase2",
            "Block 1: 11 h days, base in Valencia; block 2: 10 h days, base in Deltebre.",
        ),
        P(
            "decoy",
            "crew/ines-coverage.md",
            "crew/jonas-stil.md",
            "two-peoples-preferences",
            "Director wants wide + close every setup; DoP prefers one camera, one setup at a time.",
        ),
        P(
            "decoy",
            "catering/sabores-bea.md",
            "catering/olla-movil.md",
            "superseded-and-successor",
            "Sabores de Bea (superseded) vs La Olla Móvil.",
        ),
        P(
            "decoy",
            "safety/water.md",
            "safety/4ilcha-sago.md",
            "rule-vs-incident",
            "Nobody in the water before the diver vs day 4 actor went in early.",
        ),
        P(
            "decoy",
            "safety/agua.md",
            "safety/4ilcha-sago.md",
            "rule-vs-incident",
            "Nadie al agua antes del buzo vs el incidente del día 4.",
        ),
        P(
            "decoy",
            "production/address-policy.md",
            "rules/sns.md",
            "two-donts-different-things",
            "Don't share location addresses early vs don't post set photos.",
        ),
        P(
            "decoy",
            "production/address-policy.md",
            "onboarding/sns.md",
            "two-donts-different-things",
            "Don't share location addresses early vs don't post set photos.",
        ),
        P(
            "decoy",
            "catering/olla-movil.md",
            "production/notas-semana2.md",
            "related-consistent",
            "New caterer, and lunch served in the tent; no conflict.",
        ),
        P(
            "decoy",
            "catering/lunch.md",
            "catering/olla-movil.md",
            "related-consistent",
            "Lunch sittings vs who caters; neither says the other's thing.",
        ),
        P(
            "decoy",
            "catering/lunch.md",
            "catering/sabores-bea.md",
            "related-consistent",
            "Lunch sittings vs the (old) caterer; no conflict.",
        ),
        P(
            "decoy",
            "schedule/day4-beach.md",
            "schedule/block1-valencia.md",
            "related-consistent",
            "Day 4 is in block 1, base at Av. de Neptuno in both.",
        ),
        P(
            "decoy",
            "schedule/dia4-marea.md",
            "schedule/block1-valencia.md",
            "related-consistent",
            "Beach day call at base; block 1 base and hours; no conflict.",
        ),
        P(
            "decoy",
            "post/deilli-ko.md",
            "post/frameio-farbe.md",
            "related-consistent",
            "Dailies only to HODs; no dailies in the grading project.",
        ),
    ],
    questions=[
        Q(
            "What time is crew call on the beach day?",
            "en",
            "schedule/day4-beach.md",
            "schedule/dia4-marea.md",
        ),
        Q(
            "how windy does it have to be before Sergi keeps the drone on the ground?",
            "en",
            "safety/drone.md",
            "safety/drohne-wind.md",
        ),
        Q(
            "Who's sorting out the filming permits now?",
            "en",
            "production/permits.md",
            "production/zhipian-xuke.md",
        ),
        Q(
            "Can the actors go into the sea before the safety diver turns up?",
            "en",
            "safety/water.md",
            "safety/agua.md",
            "safety/4ilcha-sago.md",
        ),
        Q(
            "¿Qué título tenemos que poner ahora en las claquetas?",
            "es",
            "production/title-slates.md",
            "production/notas-semana2.md",
        ),
        Q(
            "¿Dónde se come durante el rodaje?",
            "es",
            "catering/lunch.md",
            "production/notas-semana2.md",
        ),
        Q(
            "¿Cuántas horas duran las jornadas cuando estemos en el Delta?",
            "es",
            "schedule/bloque2-delta.md",
        ),
        Q(
            "Von welchem Verleih kommt das Kamerapaket inzwischen?",
            "de",
            "equipment/kamera.md",
            "equipment/camera-ovide.md",
        ),
        Q(
            "Wie viele Leute sind eigentlich im Tonteam?",
            "de",
            "crew/sound.md",
            "crew/eumhyang.md",
        ),
        Q(
            "배우들한테 데일리 링크를 계속 보내야 하나요?",
            "ko",
            "post/dailies-cast.md",
            "post/deilli-ko.md",
        ),
        Q(
            "촬영 현장 사진을 인스타에 올려도 되나요?",
            "ko",
            "rules/sns.md",
            "onboarding/sns.md",
        ),
        Q(
            "부서별로 현금은 얼마까지 쓸 수 있어요?",
            "ko",
            "production/beiyongjin.md",
            "crew/hyeongeum-hando.md",
        ),
        Q(
            "我们什么时候可以把拍摄地址发给演员？",
            "zh",
            "production/address-policy.md",
            "production/zhipian-xuke.md",
        ),
        Q(
            "现在剧组的餐饮是哪家公司负责的？",
            "zh",
            "catering/olla-movil.md",
            "catering/sabores-bea.md",
        ),
        Q(
            "cheers — and what does Inés want us to shoot on the dialogue scenes?",
            "en",
            "crew/ines-coverage.md",
            conversational=True,
        ),
        Q(
            "Danke dir! Und wo liegen die Referenzen für den Coloristen?",
            "de",
            "post/frameio-farbe.md",
            conversational=True,
        ),
        S("morning all!", "en"),
        S("that's a wrap for today, nice work everyone", "en"),
        S("¡Gracias, crack!", "es"),
        S("vale vale, seguimos", "es"),
        S("Alles klar, weiter geht's.", "de"),
        S("辛苦了，今天就到这里吧。", "zh"),
        S("你好呀，在吗？", "zh"),
        S("수고하셨습니다! 내일 봬요.", "ko"),
        Question(
            "morning! long day on set yesterday, still half asleep",
            "en",
            silent=True,
            why="small talk",
        ),
        Question("thanks, that saved my whole Sunday", "en", silent=True, why="small talk"),
        Question(
            "¿Sigues ahí? Perdona, me llamaron del equipo", "es", silent=True, why="small talk"
        ),
        Question("Qué calor hace hoy en la playa, madre mía", "es", silent=True, why="small talk"),
        Question(
            "Bin gleich wieder da, hol mir schnell einen Kaffee.",
            "de",
            silent=True,
            why="small talk",
        ),
        Question(
            "Super, danke dir, das hat mir den Drehtag gerettet!",
            "de",
            silent=True,
            why="small talk",
        ),
        Question("哈哈，今天收工好早，太开心了", "zh", silent=True, why="small talk"),
        Question("好的，明白，先这样", "zh", silent=True, why="small talk"),
        Question(
            "오늘 현장 너무 더웠어요 ㅠㅠ 다들 고생했어요", "ko", silent=True, why="small talk"
        ),
        Question("오늘 컨디션 어때요?", "ko", silent=True, why="small talk"),
        Question("sunrise on day 4?", "en", expect=("schedule/day4-beach.md",)),
        Question(
            "¿En qué hotel se queda el equipo en el Detla?",
            "es",
            expect=("schedule/bloque2-delta.md",),
        ),
        Question(
            "Zeig mir, wann wir die Kamera abholen",
            "de",
            expect=("equipment/kamera.md", "equipment/camera-ovide.md"),
        ),
        Question("每天的盒饭有几份是素的？", "zh", expect=("catering/olla-movil.md",)),
        Question(
            "안전요원 오기 전에 바다에 들어갔던 사람이 누구였죠?",
            "ko",
            expect=("safety/4ilcha-sago.md",),
        ),
        Question(
            "does Jonas like filming with two cameras at once?",
            "en",
            expect=("crew/jonas-stil.md",),
        ),
        Question(
            "Perfecto, gracias. Oye, ¿y cuándo devolvemos los walkies?",
            "es",
            expect=("production/notas-semana2.md",),
            conversational=True,
        ),
        Question(
            "ok great. and what are the drive folders called now?",
            "en",
            expect=("production/title-slates.md", "production/notas-semana2.md"),
            conversational=True,
        ),
    ],
    complete_labels=True,
)
