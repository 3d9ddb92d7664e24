# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A multilingual community radio station: notes in English, Spanish, Korean and Chinese."""

from tests.eval.dataset import LabelledMemdir, Question, topic, with_index
from tests.eval.dataset import pair as P

VOLUNTEERS = """| 班次 | 时间 | 负责人 |
|---|---|---|
| 早班 | 6:00–10:00 | 林慧 |
| 午班 | 10:00–14:00 | 郑强 |
| 晚班 | 18:00–22:00 | 何佳 |
"""

N = {
    "shows/la-hora-latina.md": topic(
        "La Hora Latina slot",
        "When the Spanish-language show airs",
        "project",
        """La Hora Latina goes out **Saturdays 10:00–12:00**, live from studio B.
""",
        updated="2025-02-01",
    ),
    "shows/latina-sunday.md": topic(
        "Weekend schedule change",
        "The Spanish show's new slot",
        "project",
        """Since the football coverage took Saturday mornings, La Hora Latina airs **Sundays
9:00–11:00**.
""",
        updated="2025-09-14",
    ),
    "programas/coordinacion.md": topic(
        "Coordinación del programa",
        "Quién coordina La Hora Latina",
        "reference",
        """La Hora Latina la coordina **Marisol Vega**: guiones, invitados y música.
""",
        updated="2025-03-03",
    ),
    "programas/coordinacion-2026.md": topic(
        "Nueva coordinadora",
        "Coordinación del programa en español desde enero",
        "reference",
        """Desde enero coordina el programa en español **Daniela Ríos**; Marisol se ha mudado a
Valencia y solo colabora a distancia.
""",
        updated="2026-01-10",
    ),
    "programas/musica-reordenada.md": topic(
        "Música del programa",
        "Reglas de música para La Hora Latina",
        "feedback",
        """- nada de reguetón antes de las 11
- máximo 3 canciones seguidas sin locución
- siempre decir título y artista
""",
        updated="2025-05-05",
    ),
    "programas/musica.md": topic(
        "Reglas de música",
        "Qué música se pone en La Hora Latina",
        "feedback",
        """- siempre decir título y artista
- máximo 3 canciones seguidas sin locución
- nada de reguetón antes de las 11
""",
        updated="2025-05-04",
    ),
    "korean/프로그램명.md": topic(
        "한국어 프로그램",
        "한국어 방송 프로그램 이름",
        "project",
        """한국어 프로그램 이름은 **'서울에서 온 편지'**입니다. 매주 금요일 저녁 7시.
""",
        updated="2025-04-04",
    ),
    "korean/프로그램명-변경.md": topic(
        "프로그램 새 이름",
        "한국어 프로그램의 바뀐 이름",
        "project",
        """한국어 프로그램은 이제 **'이웃의 목소리'**라는 이름으로 나갑니다. 시간은 그대로예요.
""",
        updated="2025-11-01",
    ),
    "volunteers/每班人数.md": topic(
        "志愿者排班",
        "每个班次需要几位志愿者",
        "project",
        """每个班次安排 **2 位**志愿者：一位导播，一位接听热线。
""",
        updated="2025-03-10",
    ),
    "volunteers/每班三人.md": topic(
        "排班人数调整",
        "新的每班人数",
        "project",
        """从十二月起每班要 **3 个人**，多一个人专门管社交媒体。
""",
        updated="2025-11-28",
    ),
    "volunteers/排班表.md": topic(
        "排班表", "班次和负责人", "reference", VOLUNTEERS, updated="2025-10-01"
    ),
    "volunteers/排班表-备份.md": topic(
        "排班表", "班次和负责人", "reference", VOLUNTEERS, updated="2025-10-01"
    ),
    "policy/swearing.md": topic(
        "On-air language",
        "No swearing before the watershed",
        "feedback",
        """No swearing on air before 21:00 — and that includes song lyrics. Use radio edits.
""",
        updated="2025-01-01",
    ),
    "incidents/2025-10-lyrics.md": topic(
        "Lyrics complaint",
        "An unedited track at 16:00",
        "project",
        """17 Oct: the album version of a rap track went out at 16:00 on the youth show; one
listener complaint to Ofcom, apology on air the next day.
""",
        updated="2025-10-19",
    ),
    "policy/guests.md": topic(
        "Guests on air",
        "Live guests need a signed release",
        "feedback",
        """Every live guest signs the release form before going on air; keep it in the studio
folder.
""",
        updated="2025-02-02",
    ),
    "policy/phone-ins.md": topic(
        "Phone-ins",
        "Phone-in callers go on air without paperwork",
        "feedback",
        """Callers on phone-ins go straight to air after the producer's screening call — we never
ask them to sign anything or hold them for forms.
""",
        updated="2025-08-08",
    ),
    "policy/guest-release-strict.md": topic(
        "Interview consent",
        "Recorded interviews and consent",
        "feedback",
        """Nobody's voice goes out without a signature: recorded interviews, vox pops and
studio guests all sign consent first.
""",
        updated="2025-12-12",
    ),
    "people/presenters-coffee.md": topic(
        "Studio drinks",
        "What the morning presenters want in the studio",
        "user",
        """Jack wants black coffee ready at 5:55; Min-ji wants green tea and no coffee smell in
studio A.
""",
        updated="2025-06-06",
    ),
    "people/jack.md": topic(
        "Jack",
        "Jack's on-air preferences",
        "user",
        """Jack likes to talk over intros and hates pre-recorded links.
""",
        updated="2025-06-06",
    ),
    "people/min-ji.md": topic(
        "Min-ji",
        "Min-ji's on-air preferences",
        "user",
        """Min-ji wants every link pre-recorded and never talks over an intro.
""",
        updated="2025-06-06",
    ),
    "tech/ofcom-log.md": topic(
        "Logging",
        "Ofcom logging of output",
        "reference",
        """All output is logged for 42 days on the logger PC, ref OF-2291 in our licence file.
""",
        updated="2025-04-04",
    ),
    "tech/licence.md": topic(
        "Licence",
        "Community radio licence details",
        "reference",
        """Community radio licence OF-2291, renewed to 2030. Key commitments: 50 % local
content, multilingual output.
""",
        updated="2025-04-04",
    ),
}

FILES = with_index(N, title="Station memory / Memoria / 메모리 / 记忆")


MEMDIR = LabelledMemdir(
    name="radio_comunitaria",
    half="heldout",
    language="mixed",
    domain="multilingual community radio station",
    style="English, Spanish, Korean and Chinese notes; non-ASCII file names",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "shows/la-hora-latina.md",
            "shows/latina-sunday.md",
            "time-moved",
            "Saturdays 10:00 vs Sundays 9:00.",
        ),
        P(
            "contradiction",
            "programas/coordinacion.md",
            "programas/coordinacion-2026.md",
            "owner-changed",
            "Marisol Vega vs Daniela Ríos (Spanish).",
        ),
        P(
            "contradiction",
            "korean/프로그램명.md",
            "korean/프로그램명-변경.md",
            "renamed",
            "'서울에서 온 편지' vs '이웃의 목소리' (Korean).",
        ),
        P(
            "contradiction",
            "volunteers/每班人数.md",
            "volunteers/每班三人.md",
            "count-changed",
            "Two volunteers a shift vs three (Chinese).",
        ),
        P(
            "contradiction",
            "policy/phone-ins.md",
            "policy/guest-release-strict.md",
            "reworded-conflict",
            "Callers go on air without signing vs nobody's voice goes out without a signature.",
        ),
        P(
            "duplicate",
            "volunteers/排班表.md",
            "volunteers/排班表-备份.md",
            "identical",
            "A backup copy.",
        ),
        P(
            "near-duplicate",
            "programas/musica-reordenada.md",
            "programas/musica.md",
            "reordered",
            "Same three music rules, reordered (Spanish).",
        ),
        P(
            "decoy",
            "policy/swearing.md",
            "incidents/2025-10-lyrics.md",
            "rule-vs-incident",
            "The watershed rule and the track that broke it.",
        ),
        P(
            "decoy",
            "people/jack.md",
            "people/min-ji.md",
            "two-peoples-preferences",
            "Opposite presenting styles; both true.",
        ),
        P(
            "decoy",
            "tech/ofcom-log.md",
            "tech/licence.md",
            "same-ticket-ids",
            "Both cite OF-2291; logging vs licence terms, consistent.",
        ),
        P(
            "decoy",
            "policy/guests.md",
            "policy/guest-release-strict.md",
            "related-consistent",
            "Guests sign before air in both.",
        ),
        P(
            "decoy",
            "policy/swearing.md",
            "policy/phone-ins.md",
            "two-donts-different-things",
            "No swearing vs never hold callers for forms.",
        ),
        P(
            "decoy",
            "people/presenters-coffee.md",
            "people/jack.md",
            "related-consistent",
            "Both about Jack; coffee vs presenting.",
        ),
        P(
            "decoy",
            "people/presenters-coffee.md",
            "people/min-ji.md",
            "related-consistent",
            "Both about Min-ji; tea vs presenting.",
        ),
        P(
            "decoy",
            "shows/latina-sunday.md",
            "programas/coordinacion-2026.md",
            "shared-technology",
            "Both about La Hora Latina; slot vs coordinator.",
        ),
    ],
    questions=[
        Question(
            "when does La Hora Latina air?",
            "en",
            ("shows/la-hora-latina.md", "shows/latina-sunday.md"),
        ),
        Question(
            "¿Quién coordina La Hora Latina?",
            "es",
            ("programas/coordinacion.md", "programas/coordinacion-2026.md"),
        ),
        Question(
            "¿qué musica no se puede poner antes de las 11?",
            "es",
            ("programas/musica.md", "programas/musica-reordenada.md"),
            why="accent dropped on música",
        ),
        Question(
            "한국어 프로그램 이름이 뭐예요?",
            "ko",
            ("korean/프로그램명.md", "korean/프로그램명-변경.md"),
        ),
        Question(
            "每个班次需要几位志愿者？",
            "zh",
            ("volunteers/每班人数.md", "volunteers/每班三人.md"),
            why="whole sentence",
        ),
        Question(
            "do phone-in callers need to sign a release",
            "en",
            ("policy/phone-ins.md", "policy/guest-release-strict.md", "policy/guests.md"),
        ),
        Question("how long is output logged for Ofcom?", "en", ("tech/ofcom-log.md",)),
        Question(
            "great, thanks! what does Min-ji want in the studio?",
            "en",
            ("people/presenters-coffee.md", "people/min-ji.md"),
            conversational=True,
        ),
        Question("ok next", "en", silent=True),
        Question("¡hola! ¿cómo va todo?", "es", silent=True),
        Question("좋아요, 감사합니다!", "ko", silent=True),
        Question("好的，谢谢你", "zh", silent=True),
        Question("gracias, por hoy es todo", "es", silent=True),
    ],
)
