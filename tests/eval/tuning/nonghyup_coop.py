"""An apple growers' co-op in Gyeongbuk: the office manager's agent memory, all in Korean."""

from tests.eval.dataset import LabelledMemdir, Question, topic, with_index
from tests.eval.dataset import pair as P

ACCOUNT = """조합 운영비 통장: 농협 301-0123-4567-81 (예금주 ○○사과영농조합).
보조금은 별도 통장 301-0123-9999-02 로만 받습니다.
"""

N = {
    "운영/집하시간.md": topic(
        "사과 집하",
        "사과 집하 요일과 시간, 장소",
        "project",
        """사과 집하는 매주 **화요일 오전 7시**, 선별장 앞마당에서 합니다.
늦으면 다음 주로 넘어갑니다.
""",
        updated="2025-04-03",
    ),
    "운영/집하-변경.md": topic(
        "집하 일정",
        "올해 집하 일정",
        "project",
        """올해부터 집하는 **목요일 새벽 6시**입니다. 공판장 경매 시간이 당겨져서 그렇습니다.
""",
        updated="2026-01-07",
    ),
    "품질/당도기준.md": topic(
        "특품 당도 기준",
        "특품 사과의 당도 기준",
        "reference",
        """특품 사과는 당도 **14 브릭스 이상**이어야 합니다. 비파괴 당도계로 박스마다 3개 측정.
""",
        updated="2025-03-15",
    ),
    "품질/당도-2025.md": topic(
        "당도 기준 조정",
        "바이어와 합의한 특품 당도",
        "reference",
        """대형마트 바이어와 합의해서 특품은 이제 **13 브릭스**부터 받습니다.
""",
        updated="2025-09-02",
    ),
    "품질/등급표.md": topic(
        "등급표",
        "사과 등급별 당도와 크기",
        "reference",
        """| 등급 | 당도 | 무게 |
|---|---|---|
| 특품 | 13 브릭스 이상 | 300g 이상 |
| 상품 | 11 브릭스 이상 | 250g 이상 |
""",
        updated="2025-09-05",
    ),
    "운영/택배.md": topic(
        "소포장 택배",
        "소포장 택배 발송 업체",
        "project",
        """소포장(5kg) 택배는 CJ대한통운으로 보냅니다. 기사님이 오후 4시에 오십니다.
""",
        updated="2025-02-10",
    ),
    "운영/택배-우체국.md": topic(
        "우체국 계약택배",
        "택배 발송 방식",
        "project",
        """택배는 이제 우체국 계약택배로 일원화했습니다. 접수는 오전 11시까지.
""",
        updated="2025-11-11",
    ),
    "운영/선별인원.md": topic(
        "선별장 인원",
        "선별장 하루 작업 인원",
        "project",
        """선별장 작업 인원은 하루 **6명**입니다. 점심은 조합에서 제공합니다.
""",
        updated="2025-03-20",
    ),
    "운영/선별-인력.md": topic(
        "선별 작업자",
        "선별장 일일 작업자 수",
        "project",
        """선별장 일일 작업자는 **8명**으로 늘었습니다. 외국인 계절근로자 2명 포함.
""",
        updated="2025-10-01",
    ),
    "규칙/농약-기록.md": topic(
        "농약 기록",
        "농약 살포 기록 제출 방법",
        "feedback",
        """농약 살포 기록은 종이 영농일지에 적어서 월말에 사무실로 제출하세요.
""",
        updated="2025-01-22",
    ),
    "규칙/영농일지-앱.md": topic(
        "팜노트",
        "살포 내역 입력",
        "feedback",
        """살포 내역은 그날 바로 '팜노트' 앱에 입력해야 합니다. 종이 일지는 더 이상 받지 않아요.
""",
        updated="2025-12-03",
    ),
    "규칙/저온창고.md": topic(
        "저온창고",
        "저온창고 온도와 출입 규칙",
        "feedback",
        """저온창고는 0~2도 유지. 문을 열어 둔 채로 자리를 비우지 마세요.
""",
        updated="2025-05-01",
    ),
    "운영/사고-2025-10-창고.md": topic(
        "창고 사고 10월",
        "저온창고 문이 열려 있던 일",
        "project",
        """10월 12일 밤 저온창고 문이 열린 채로 있어서 온도가 6도까지 올라갔습니다.
사과 40박스 점검, 폐기 없음.
""",
        updated="2025-10-13",
    ),
    "운영/직판장-1단계.md": topic(
        "직판장 1단계",
        "직판장 운영 1단계 (3~5월)",
        "project",
        """1단계(3~5월): 직판장은 **토요일만** 엽니다. 오전 9시~오후 3시.
""",
        updated="2026-01-15",
    ),
    "운영/직판장-2단계.md": topic(
        "직판장 2단계",
        "직판장 운영 2단계 (6월부터)",
        "project",
        """2단계(6월부터): 토·일 모두 열고, 평일에는 예약 픽업만 받습니다.
""",
        updated="2026-01-15",
    ),
    "운영/반품.md": topic(
        "반품 처리",
        "택배 반품 접수 현황",
        "project",
        """반품 접수 2025-117 건: 멍든 사과 3박스, 우체국에 파손 신고함.
""",
        updated="2025-11-20",
    ),
    "회계/보조금.md": topic(
        "보조금 신청",
        "지자체 보조금 신청 현황",
        "project",
        """군청 스마트팜 보조금 신청 번호 2025-117, 서류 보완 요청 받음(12월 5일까지).
""",
        updated="2025-11-21",
    ),
    "조합원/김영수.md": topic(
        "김영수 조합원",
        "김영수 조합원 연락 방법",
        "user",
        """김영수 조합원은 **문자**로 연락 주세요. 전화는 밭에 있어서 거의 못 받으십니다.
""",
        updated="2025-06-01",
    ),
    "조합원/박정희.md": topic(
        "박정희 조합원",
        "박정희 조합원 연락 방법",
        "user",
        """박정희 조합원은 **전화**만 받으십니다. 문자는 안 보세요.
""",
        updated="2025-06-01",
    ),
    "규칙/장갑.md": topic(
        "선별 장갑",
        "선별 작업 때 장갑 착용",
        "feedback",
        """선별 작업 때는 반드시 면장갑 위에 니트릴 장갑을 끼세요. 사과에 손자국이 남습니다.
""",
        updated="2025-08-08",
    ),
    "규칙/선별-위생.md": topic(
        "선별 위생",
        "선별할 때 맨손 금지",
        "feedback",
        """선별할 때 맨손은 안 됩니다. 면장갑에 니트릴 장갑을 겹쳐 끼고 작업하세요.
""",
        updated="2025-08-08",
    ),
    "회계/계좌.md": topic(
        "조합 계좌", "조합 통장 번호", "reference", ACCOUNT, updated="2025-01-02"
    ),
    "회계/계좌-사본.md": topic(
        "조합 계좌", "조합 통장 번호", "reference", ACCOUNT, updated="2025-01-02"
    ),
}

FILES = with_index(N, title="메모리", sections={"운영/": "운영", "품질/": "품질", "규칙/": "규칙"})


MEMDIR = LabelledMemdir(
    name="nonghyup_coop",
    half="tuning",
    language="ko",
    domain="farm co-op (apple growers)",
    style="polite Korean, Korean file names, a table",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "운영/집하시간.md",
            "운영/집하-변경.md",
            "time-moved",
            "Collection Tuesday 7:00 vs Thursday 6:00.",
        ),
        P(
            "contradiction",
            "품질/당도기준.md",
            "품질/당도-2025.md",
            "threshold-changed",
            "Premium grade from 14 Brix vs 13 Brix.",
        ),
        P(
            "contradiction",
            "품질/당도기준.md",
            "품질/등급표.md",
            "threshold-changed",
            "14 Brix vs the grade table's 13 Brix for premium.",
        ),
        P(
            "contradiction",
            "운영/택배.md",
            "운영/택배-우체국.md",
            "tool-switched",
            "Parcels via CJ Logistics vs only via the post office.",
        ),
        P(
            "contradiction",
            "운영/선별인원.md",
            "운영/선별-인력.md",
            "count-changed",
            "Six sorters a day vs eight.",
        ),
        P(
            "contradiction",
            "규칙/농약-기록.md",
            "규칙/영농일지-앱.md",
            "reworded-conflict",
            "Paper diary handed in monthly vs app the same day, paper not accepted.",
        ),
        P(
            "near-duplicate",
            "규칙/장갑.md",
            "규칙/선별-위생.md",
            "paraphrased",
            "Same glove rule for sorting, reworded.",
        ),
        P("duplicate", "회계/계좌.md", "회계/계좌-사본.md", "identical", "A copy."),
        P(
            "decoy",
            "규칙/저온창고.md",
            "운영/사고-2025-10-창고.md",
            "rule-vs-incident",
            "The cold-store rule and the night the door was left open.",
        ),
        P(
            "decoy",
            "품질/당도-2025.md",
            "품질/등급표.md",
            "related-consistent",
            "Both say 13 Brix for premium.",
        ),
        P(
            "decoy",
            "운영/직판장-1단계.md",
            "운영/직판장-2단계.md",
            "phase1-vs-phase2",
            "Saturday only in phase 1, weekends from June.",
        ),
        P(
            "decoy",
            "운영/반품.md",
            "회계/보조금.md",
            "same-ticket-ids",
            "Return 2025-117 and subsidy application 2025-117: unrelated.",
        ),
        P(
            "decoy",
            "조합원/김영수.md",
            "조합원/박정희.md",
            "two-peoples-preferences",
            "Text one member, phone the other.",
        ),
        P(
            "decoy",
            "운영/택배-우체국.md",
            "운영/반품.md",
            "shared-technology",
            "Both about the post office parcels; a policy vs a return.",
        ),
        P(
            "decoy",
            "규칙/저온창고.md",
            "규칙/장갑.md",
            "two-donts-different-things",
            "Don't leave the cold store open vs no bare hands.",
        ),
    ],
    questions=[
        Question(
            "사과 집하는 언제 해요?",
            "ko",
            ("운영/집하시간.md", "운영/집하-변경.md"),
            why="conjugated, particle on the noun",
        ),
        Question(
            "특품 당도 기준이 몇 브릭스예요?",
            "ko",
            ("품질/당도기준.md", "품질/당도-2025.md", "품질/등급표.md"),
        ),
        Question("택배는 어디로 보내나요?", "ko", ("운영/택배.md", "운영/택배-우체국.md")),
        Question("선별장에 몇 명이 일하나요?", "ko", ("운영/선별인원.md", "운영/선별-인력.md")),
        Question(
            "농약 살포 기록은 어떻게 제출해야 돼요?",
            "ko",
            ("규칙/농약-기록.md", "규칙/영농일지-앱.md"),
        ),
        Question("저온창고 온도는 몇 도로 맞춰야 하나요?", "ko", ("규칙/저온창고.md",)),
        Question(
            "네 고마워요. 그런데 직판장은 주말에 열어요?",
            "ko",
            ("운영/직판장-1단계.md", "운영/직판장-2단계.md"),
            conversational=True,
        ),
        Question("좋아요 다음으로 넘어가죠", "ko", silent=True),
        Question("안녕하세요!", "ko", silent=True),
        Question("감사합니다, 오늘은 여기까지 할게요", "ko", silent=True),
        Question("수고하셨습니다", "ko", silent=True),
        Question("네 알겠습니다, 계속하죠", "ko", silent=True),
        Question("좋은 아침입니다, 오늘 새벽부터 바빴네요", "ko", silent=True, why="small talk"),
        Question(
            "고맙습니다, 덕분에 목요일 새벽 일이 훨씬 수월했어요",
            "ko",
            silent=True,
            why="small talk",
        ),
        Question("점심 먹고 올게요", "ko", silent=True, why="small talk"),
        Question("비가 계속 와서 밭에 나가지도 못하네요", "ko", silent=True, why="small talk"),
        Question("오늘 진짜 피곤하네요 ㅠㅠ", "ko", silent=True, why="small talk"),
        Question("추석 잘 보내시고 다음 주에 뵐게요", "ko", silent=True, why="small talk"),
        Question("잘 지내셨어요?", "ko", silent=True, why="small talk"),
        Question("듣고 계세요?", "ko", silent=True, why="small talk"),
        Question("역시 최고예요 👍", "ko", silent=True, why="small talk"),
        Question("네네 좋습니다", "ko", silent=True, why="small talk"),
        Question("특품은 무게가 몇 그램 이상이어야 되나요?", "ko", expect=("품질/등급표.md",)),
        Question(
            "조합 운영비 통자 번호 알려주세요",
            "ko",
            expect=("회계/계좌.md", "회계/계좌-사본.md"),
        ),
        Question("김영수 조합원한테는 어떻게 연락드리면 돼요?", "ko", expect=("조합원/김영수.md",)),
        Question("박정희 씨한테 카톡 보내도 되나요?", "ko", expect=("조합원/박정희.md",)),
        Question(
            "선별 작업할 때 장갑은 뭘 껴야 해요?",
            "ko",
            expect=("규칙/장갑.md", "규칙/선별-위생.md"),
        ),
        Question(
            "작년 10월에 저온창고 문 열려 있던 건 어떻게 됐어요?",
            "ko",
            expect=("운영/사고-2025-10-창고.md",),
        ),
        Question(
            "아 그렇군요. 그럼 보조금 서류 보완은 언제까지 내야 하죠?",
            "ko",
            expect=("회계/보조금.md",),
            conversational=True,
        ),
        Question(
            "넵ㅎㅎ 참, 택배 접수는 몇 시까지 해야 돼요?",
            "ko",
            expect=("운영/택배.md", "운영/택배-우체국.md"),
            conversational=True,
        ),
    ],
)
