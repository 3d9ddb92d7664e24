# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""An international biophysics research lab's agent memory (Hoffmann lab): notes in English,
German, Spanish, Chinese and Korean, as the people who asked for them speak; short rules,
lists, minutes. Instrument bookings, group meeting, safety, ordering, data storage and
student supervision; most contradictions span two languages."""

from tests.eval.dataset import LabelledMemdir, Question, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "instruments/booking-calendar.md": topic(
        "Reservas de instrumentos",
        "Cómo se reservan los equipos del grupo",
        "reference",
        """Todos los equipos del grupo (AFM, confocal, lector de placas) se reservan en el Google
Calendar compartido «HL Instrumentos». Pon tu nombre y el proyecto en el evento.

Si cancelas, borra el evento con al menos 24 h de antelación para que otra persona pueda
aprovechar el hueco.
""",
        updated="2025-06-03",
    ),
    "instruments/ppms.md": topic(
        "Instrument booking",
        "Where instruments are booked",
        "reference",
        """Instrument booking = PPMS now (core facility portal, uni login). The old Google calendar
is frozen, don't add anything there. New users request the instrument in PPMS and the
instrument's contact person approves.
""",
        updated="2026-01-14",
    ),
    "instruments/confocal.md": topic(
        "共聚焦显微镜",
        "共聚焦显微镜找谁",
        "reference",
        """共聚焦显微镜（Zeiss LSM 980）由张伟负责，新用户培训、预约审批和故障报修都找他。
第一次使用之前要跟他做两次带教，之后才可以单独开机。
""",
        updated="2025-05-12",
    ),
    "instruments/confocal-contact.md": topic(
        "Confocal contact",
        "Who looks after the LSM",
        "project",
        """Confocal: ask Lucía Ortega now — trainings, approving bookings, anything broken.
Wei moved to the cryo-EM project in January and no longer looks after the LSM.
""",
        updated="2026-02-09",
    ),
    "meetings/group-meeting.md": topic(
        "Group meeting",
        "When and how the weekly group meeting runs",
        "reference",
        """## Group meeting

- Monday 10:00–11:30, seminar room 3.01
- one person presents (30 min), then round-table updates, 3 min each
- slides to Katrin the evening before
""",
        updated="2025-09-22",
    ),
    "meetings/group-meeting-thursday.md": topic(
        "그룹 미팅 시간 변경",
        "3월부터 바뀌는 그룹 미팅",
        "project",
        """3월부터 그룹 미팅은 목요일 오후 2시에 합니다. 월요일 오전에 Katrin 교수님 강의가 생겨서
옮겼어요. 장소(3.01)와 진행 방식은 그대로예요.
""",
        updated="2026-02-26",
    ),
    "meetings/2025-11-24-zh.md": topic(
        "11月24日组会记录",
        "组会上讨论的订货建议",
        "project",
        """11月24日组会记录
张伟提议：一百欧元以下的耗材让学生自己在Sigma网站上直接下单，不用经过Tobias。Katrin不同意，理由是发票和预算都要集中管理，所以订货还是全部由Tobias统一处理。
Ananya汇报了囊泡融合实验的进展，下次组会由Jonas来讲。
""",
        updated="2025-11-25",
    ),
    "safety/working-alone.md": topic(
        "Working alone",
        "Lone working in the wet lab",
        "feedback",
        """No one works alone in the wet lab after 20:00 or at weekends. If you can't find a second
person, the experiment waits until the next day.
""",
        updated="2025-04-30",
    ),
    "safety/evening-experiments.md": topic(
        "晚上做实验",
        "晚上和周末来实验室",
        "feedback",
        """晚上或者周末一个人来做实验没问题，开始之前在实验室微信群里说一声，做完离开的时候再报个平安就行。
""",
        updated="2026-03-19",
        nested=True,
        session="c2a86f14-0b7e-4d39-9e52-7f1a3d8c6b04",
        modified="2026-03-19T21:05:00+01:00",
    ),
    "safety/no-food.md": topic(
        "No food in the wet lab",
        "Eating and drinking near the benches",
        "feedback",
        """No food or drink in the wet lab (2.14), not even a closed water bottle. Eat in the
kitchen on the 2nd floor.
""",
        updated="2025-04-30",
    ),
    "wetlab/food-and-drink.md": topic(
        "No food in the wet lab",
        "Eating and drinking near the benches",
        "feedback",
        """No food or drink in the wet lab (2.14), not even a closed water bottle. Eat in the
kitchen on the 2nd floor.
""",
        updated="2025-04-30",
    ),
    "safety/solvents.md": topic(
        "유기용매 폐액",
        "유기용매를 버리는 방법",
        "feedback",
        """유기용매(클로로포름, DCM, 아세톤 등)는 절대 개수대에 버리지 마세요. 할로겐 폐액통과
비할로겐 폐액통에 나눠서 버리고, 통이 80% 차면 Tobias에게 알려 주세요.
""",
        updated="2025-07-08",
    ),
    "safety/incident-2026-02-sink.md": topic(
        "Incident 11 Feb",
        "Chloroform in the sink",
        "project",
        """11 Feb: a rotation student rinsed a flask with leftover chloroform straight into the sink
in 2.14. Smell in the corridor for an hour, building services informed, nobody hurt.
Talked to him — he hadn't had the waste briefing yet.
""",
        updated="2026-02-12",
    ),
    "ordering/approval-limit.md": topic(
        "Purchase approval",
        "When Katrin has to approve an order",
        "reference",
        """Purchases: anything over €500 (net, per order) needs Katrin's approval before it's placed.
Below that Tobias just orders.
""",
        updated="2025-03-18",
    ),
    "bestellung/freigabe.md": topic(
        "Freigabe von Bestellungen",
        "Neue Haushaltsregel des Instituts",
        "feedback",
        """Neue Haushaltsregel vom Institut: Katrin muss jede Bestellung ab 250 € netto vorher
freigeben. Darunter bestellt Tobias direkt.
""",
        updated="2026-01-20",
    ),
    "bestellung/ablauf.md": topic(
        "Wie bestellt wird",
        "Ablauf einer Bestellung",
        "reference",
        """Bestellungen laufen immer über Tobias (Laborleitung). Bitte nicht selbst bei Sigma,
Carl Roth oder Thermo bestellen, auch nicht mit privater Karte zum Erstatten.
Bestellwunsch mit Artikelnummer und Menge in den Teams-Kanal #bestellungen.
""",
        updated="2025-03-18",
    ),
    "bestellung/bestellung-4471.md": topic(
        "Bestellung 4471",
        "AFM-Cantilever für Seo-yeon",
        "project",
        """Bestellung 4471: zwei Boxen AFM-Cantilever (Bruker ScanAsyst-Air), bestellt am 16.2.,
Lieferung Ende Februar. Für Seo-yeons Membranmessungen.
""",
        updated="2026-02-16",
    ),
    "data/raw-data-share.md": topic(
        "Raw data location",
        "Where raw data is stored",
        "reference",
        r"""Raw data lives on the group share `\\fs-bio\hoffmann-lab\raw` (mapped as H: on the lab
PCs). One folder per person, inside that YYYY-MM-DD_experiment.
""",
        updated="2025-02-04",
    ),
    "datos/servidor.md": topic(
        "Nombre del share",
        "El share del grupo tiene otro nombre",
        "reference",
        r"""El share del grupo ha cambiado de nombre: ahora es `\\fs-bio\hl-data` (Tobias lo pidió en
el ticket de IT #4471). La estructura de carpetas es la misma; solo hay que volver a mapear
la unidad H:.
""",
        updated="2026-01-28",
    ),
    "datos/copias.md": topic(
        "Copias de los datos crudos",
        "Cuántas copias guardamos",
        "feedback",
        """De los datos crudos guardamos siempre dos copias: una en el share del grupo y otra en el
disco externo que está en el armario de Tobias. El disco se sincroniza cada viernes.
""",
        updated="2025-05-15",
    ),
    "data/three-copies.md": topic(
        "Raw data backups",
        "Backup rule from March",
        "feedback",
        """From March raw data is kept in three copies: the group share, the university tape
archive (weekly job, run by IT) and the external disk in Tobias' cupboard.
""",
        updated="2026-03-04",
    ),
    "data/afm-usb.md": topic(
        "AFM data",
        "Getting data off the AFM",
        "feedback",
        """After every AFM session: copy the .spm files onto the AFM USB stick before logging off,
then move them into your folder on the share from your desk PC.
""",
        updated="2025-06-19",
    ),
    "afm/datensync.md": topic(
        "AFM-Daten",
        "Wie die Daten vom AFM-Rechner kommen",
        "feedback",
        """Den USB-Stick am AFM bitte nicht mehr benutzen. Der Messrechner schiebt die Rohdaten
jetzt nach jeder Messung automatisch in deinen Ordner auf dem Gruppen-Share; der Stick ist
weggeschlossen.
""",
        updated="2026-02-02",
    ),
    "samples/minus80.md": topic(
        "-80도 냉동고",
        "우리 샘플이 있는 곳",
        "reference",
        """-80도 냉동고는 2.14호 실험실 안쪽에 있고, 우리 그룹은 위에서 세 번째 칸까지 씁니다.
상자마다 이름과 날짜를 꼭 적으세요.
""",
        updated="2025-04-10",
    ),
    "proben/minus80-keller.md": topic(
        "Proben im Keller",
        "Nach dem Umzug der Kühlgeräte",
        "project",
        """Nach dem Umzug der Kühlgeräte: Unsere Proben im -80er sind jetzt im Keller, Raum U1.07,
Gerät mit dem Aufkleber „Ulla“. Wir haben die oberen zwei Einschübe.
""",
        updated="2026-03-12",
    ),
    "supervision/drafts-katrin.md": topic(
        "Katrin and thesis drafts",
        "How Katrin wants chapters sent",
        "user",
        """Katrin wants thesis chapters as .docx, one chapter at a time; she comments with track
changes. Don't send her PDFs or Overleaf links.
""",
        updated="2025-10-06",
    ),
    "supervision/kapitelentwuerfe.md": topic(
        "Kapitelentwürfe für Katrin",
        "In welcher Form Katrin Entwürfe bekommt",
        "user",
        """Für Katrin: Kapitelentwürfe als Word-Datei schicken, immer nur ein Kapitel auf einmal —
sie arbeitet mit Änderungsverfolgung. Keine PDFs, keine Overleaf-Links.
""",
        updated="2025-10-06",
    ),
    "supervision/borradores-minji.md": topic(
        "Borradores para Minji",
        "Cómo revisa Minji los borradores",
        "user",
        """Minji prefiere revisar los borradores en Overleaf: compartid el proyecto con ella y
deja los comentarios directamente en el LaTeX. Word no le gusta nada.
""",
        updated="2025-10-20",
    ),
    "supervision/open-questions.md": topic(
        "New master students",
        "Open points for the April intake",
        "project",
        """Two new master students start in April. Still open:

- who co-supervises them (Minji? Lucía?)
- desk space: 2.16 or the student room?
- instrument accounts right away, or only after the safety briefing?
""",
        updated="2025-12-01",
    ),
    "supervision/new-masters-ko.md": topic(
        "신입 석사생",
        "4월에 오는 석사생 두 명",
        "project",
        """4월에 오는 석사생 두 명은 민지 박사님이 공동 지도하기로 했습니다. 자리는 2.16호에
마련했고, 나머지는 아직 정해지지 않았어요.
""",
        updated="2026-03-20",
    ),
}

FILES = with_index(
    N,
    title="Hoffmann lab memory",
    sections={
        "instruments/": "Instruments",
        "afm/": "Instruments",
        "meetings/": "Meetings",
        "safety/": "Safety",
        "wetlab/": "Safety",
        "samples/": "Safety",
        "proben/": "Safety",
        "ordering/": "Ordering",
        "bestellung/": "Ordering",
        "data/": "Data",
        "datos/": "Data",
        "supervision/": "Students",
    },
)


def Q(language, text, *expect, conversational=False):
    return Question(text, language, expect=tuple(expect), conversational=conversational)


def S(language, text):
    return Question(text, language, silent=True)


MEMDIR = LabelledMemdir(
    name="research_lab_mixed",
    half="heldout5",
    language="mixed",
    domain="international research lab",
    style="mixed en/de/es/zh/ko; short rules, lists, minutes; cross-language drift",
    files=FILES,
    pairs=[
        # --- contradictions (all span two languages) ---
        P(
            "contradiction",
            "meetings/group-meeting.md",
            "meetings/group-meeting-thursday.md",
            "time-moved",
            "Group meeting Mon 10:00 (en) vs Thu 14:00 (ko).",
        ),
        P(
            "contradiction",
            "ordering/approval-limit.md",
            "bestellung/freigabe.md",
            "threshold-changed",
            "PI approval over 500 EUR (en) vs from 250 EUR (de).",
        ),
        P(
            "contradiction",
            "instruments/confocal.md",
            "instruments/confocal-contact.md",
            "owner-changed",
            "Confocal contact Zhang Wei (zh) vs Lucía (en).",
        ),
        P(
            "contradiction",
            "data/raw-data-share.md",
            "datos/servidor.md",
            "renamed",
            "Share hoffmann-lab (en) vs hl-data (es).",
        ),
        P(
            "contradiction",
            "data/afm-usb.md",
            "afm/datensync.md",
            "policy-reversed",
            "Copy to AFM USB stick after every session (en) vs stop using the stick (de).",
        ),
        P(
            "contradiction",
            "instruments/booking-calendar.md",
            "instruments/ppms.md",
            "tool-switched",
            "Bookings in Google Calendar (es) vs PPMS (en).",
        ),
        P(
            "contradiction",
            "samples/minus80.md",
            "proben/minus80-keller.md",
            "location-changed",
            "-80 samples in 2.14 (ko) vs basement U1.07 (de).",
        ),
        P(
            "contradiction",
            "datos/copias.md",
            "data/three-copies.md",
            "count-changed",
            "Two copies of raw data (es) vs three (en).",
        ),
        P(
            "contradiction",
            "safety/working-alone.md",
            "safety/evening-experiments.md",
            "reworded-conflict",
            "Nobody alone after 20:00/weekends (en) vs alone is fine, just message the group (zh).",
        ),
        # --- duplicates ---
        P(
            "duplicate",
            "safety/no-food.md",
            "wetlab/food-and-drink.md",
            "identical",
            "The same no-food note saved in two folders.",
        ),
        P(
            "duplicate",
            "supervision/drafts-katrin.md",
            "supervision/kapitelentwuerfe.md",
            "paraphrased",
            "Katrin wants .docx, one chapter, track changes; en and de.",
        ),
        # --- decoys ---
        P(
            "decoy",
            "bestellung/ablauf.md",
            "meetings/2025-11-24-zh.md",
            "quoted-opinion-rejected",
            "All orders via Tobias vs Wei's proposal to let students order, rejected.",
        ),
        P(
            "decoy",
            "ordering/approval-limit.md",
            "meetings/2025-11-24-zh.md",
            "quoted-opinion-rejected",
            "Approval limit vs rejected proposal that students order under 100 EUR.",
        ),
        P(
            "decoy",
            "bestellung/freigabe.md",
            "meetings/2025-11-24-zh.md",
            "quoted-opinion-rejected",
            "Approval limit vs rejected proposal that students order under 100 EUR.",
        ),
        P(
            "decoy",
            "ordering/approval-limit.md",
            "bestellung/ablauf.md",
            "related-consistent",
            "Tobias places the orders in both.",
        ),
        P(
            "decoy",
            "bestellung/freigabe.md",
            "bestellung/ablauf.md",
            "related-consistent",
            "Tobias places the orders in both.",
        ),
        P(
            "decoy",
            "bestellung/bestellung-4471.md",
            "datos/servidor.md",
            "same-ticket-ids",
            "Order 4471 (cantilevers) vs IT ticket #4471 (share rename).",
        ),
        P(
            "decoy",
            "bestellung/bestellung-4471.md",
            "data/afm-usb.md",
            "shared-technology",
            "AFM: cantilever order vs copying AFM data.",
        ),
        P(
            "decoy",
            "bestellung/bestellung-4471.md",
            "afm/datensync.md",
            "shared-technology",
            "AFM: cantilever order vs AFM data sync.",
        ),
        P(
            "decoy",
            "safety/no-food.md",
            "safety/solvents.md",
            "two-donts-different-things",
            "No food in the wet lab vs no solvents down the sink.",
        ),
        P(
            "decoy",
            "wetlab/food-and-drink.md",
            "safety/solvents.md",
            "two-donts-different-things",
            "No food in the wet lab vs no solvents down the sink.",
        ),
        P(
            "decoy",
            "safety/solvents.md",
            "safety/incident-2026-02-sink.md",
            "rule-vs-incident",
            "Never pour solvents in the sink vs chloroform poured in on 11 Feb.",
        ),
        P(
            "decoy",
            "supervision/drafts-katrin.md",
            "supervision/borradores-minji.md",
            "two-peoples-preferences",
            "Katrin: Word, no Overleaf; Minji: Overleaf, no Word.",
        ),
        P(
            "decoy",
            "supervision/kapitelentwuerfe.md",
            "supervision/borradores-minji.md",
            "two-peoples-preferences",
            "Katrin: Word, no Overleaf; Minji: Overleaf, no Word.",
        ),
        P(
            "decoy",
            "supervision/open-questions.md",
            "supervision/new-masters-ko.md",
            "open-questions-vs-settled",
            "Co-supervisor and desk open vs settled: Minji, room 2.16.",
        ),
    ],
    questions=[
        Q(
            "en",
            "How do I book the AFM for next week?",
            "instruments/booking-calendar.md",
            "instruments/ppms.md",
        ),
        Q(
            "zh",
            "共聚焦显微镜坏了的话，现在应该找谁？",
            "instruments/confocal.md",
            "instruments/confocal-contact.md",
        ),
        Q(
            "ko",
            "요즘 그룹 미팅은 무슨 요일 몇 시에 해요?",
            "meetings/group-meeting.md",
            "meetings/group-meeting-thursday.md",
        ),
        Q(
            "de",
            "Darf ich am Wochenende allein im Nasslabor arbeiten?",
            "safety/working-alone.md",
            "safety/evening-experiments.md",
        ),
        Q(
            "es",
            "¿A partir de qué importe tiene que aprobar Katrin un pedido?",
            "ordering/approval-limit.md",
            "bestellung/freigabe.md",
        ),
        Q(
            "en",
            "whats the path to the group share again? my H: drive stopped working",
            "data/raw-data-share.md",
            "datos/servidor.md",
        ),
        Q(
            "zh",
            "原始数据现在一共要保存几份？",
            "datos/copias.md",
            "data/three-copies.md",
        ),
        Q(
            "de",
            "Muss ich nach der AFM-Messung die Daten noch auf den USB-Stick kopieren?",
            "data/afm-usb.md",
            "afm/datensync.md",
        ),
        Q(
            "ko",
            "우리 -80도 샘플은 지금 어디에 보관돼 있어요?",
            "samples/minus80.md",
            "proben/minus80-keller.md",
        ),
        Q(
            "es",
            "¿Puedo pedir reactivos yo mismo en la web de Sigma?",
            "bestellung/ablauf.md",
            "meetings/2025-11-24-zh.md",
        ),
        Q(
            "en",
            "How does Katrin want to get thesis chapters?",
            "supervision/drafts-katrin.md",
            "supervision/kapitelentwuerfe.md",
        ),
        Q("ko", "클로로포름 폐액은 어떻게 버려야 하나요?", "safety/solvents.md"),
        Q("de", "Wer betreut die neuen Masterstudierenden mit?", "supervision/new-masters-ko.md"),
        Q(
            "en",
            "Can I have my coffee at the bench in 2.14?",
            "safety/no-food.md",
            "wetlab/food-and-drink.md",
        ),
        Q(
            "en",
            "thanks! and what's happening with the cantilever order?",
            "bestellung/bestellung-4471.md",
            conversational=True,
        ),
        Q(
            "es",
            "¡Genial, gracias! ¿Y cómo prefiere Minji que le mandemos los borradores?",
            "supervision/borradores-minji.md",
            conversational=True,
        ),
        S("en", "Hey, good morning!"),
        S("de", "Danke, das war super hilfreich!"),
        S("es", "Vale, pasamos a lo siguiente."),
        S("zh", "好的，辛苦了！"),
        S("ko", "내일 봐요~"),
        S("en", "hmm, give me a sec"),
        S("ko", "안녕하세요!"),
    ],
    complete_labels=True,
)
