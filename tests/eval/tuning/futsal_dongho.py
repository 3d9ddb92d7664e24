"""동네 풋살 동호회 총무의 에이전트 메모리: 한국어, 짧은 메모와 표 하나."""

from tests.eval.dataset import LabelledMemdir, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "경기/정기전.md": topic(
        "정기전",
        "매주 경기 시간",
        "project",
        """정기전은 매주 토요일 아침 8시, 한강 풋살장 3번 구장.
""",
        updated="2025-03-02",
    ),
    "경기/일요일로.md": topic(
        "정기전 요일 변경",
        "구장 사정으로 바뀐 일정",
        "project",
        """토요일 대관이 막혀서 정기전은 이제 일요일 오전 7시에 해요. 구장은 그대로.
""",
        updated="2025-09-07",
    ),
    "운영/회비.md": topic(
        "회비",
        "한 달 회비",
        "reference",
        """월 회비 2만원, 매달 5일까지 총무 계좌로.
""",
        updated="2025-01-05",
    ),
    "운영/회비-인상.md": topic(
        "회비 인상",
        "구장비가 올라서",
        "reference",
        """구장 대관료가 올라서 회비를 월 2만 5천원으로 올렸어요. 납부일은 같아요.
""",
        updated="2025-08-01",
    ),
    "사람/총무.md": topic(
        "총무",
        "돈 관리하는 사람",
        "reference",
        """총무는 준호 형. 회비랑 대관 예약 담당.
""",
        updated="2025-01-05",
    ),
    "사람/총무-교체.md": topic(
        "총무 교체",
        "새 총무",
        "reference",
        """준호 형이 이사 가서 총무는 지민이가 넘겨받았어요. 회비도 지민이 계좌로.
""",
        updated="2025-10-01",
    ),
    "운영/단톡방.md": topic(
        "공지 방법",
        "공지는 어디에",
        "reference",
        """공지는 카카오톡 단톡방에 올려요.
""",
        updated="2025-01-05",
    ),
    "운영/밴드.md": topic(
        "밴드로 이사",
        "공지 채널 변경",
        "reference",
        """단톡방은 너무 시끄러워서 공지는 네이버 밴드로 옮겼어요. 투표도 밴드에서.
""",
        updated="2025-06-01",
    ),
    "장비/공.md": topic(
        "공 보관",
        "공이랑 조끼 어디 있는지",
        "reference",
        """공 6개랑 조끼는 준호 형 차 트렁크에.
""",
        updated="2025-01-05",
    ),
    "장비/창고.md": topic(
        "장비 창고",
        "구장 옆 창고",
        "reference",
        """구장 옆 창고를 빌려서 공이랑 조끼는 전부 거기 둬요. 비밀번호는 밴드 공지.
""",
        updated="2025-10-05",
    ),
    "경기/인원.md": topic(
        "팀 인원",
        "한 팀 몇 명",
        "project",
        """한 팀 5명, 교체 2명까지.
""",
        updated="2025-01-05",
    ),
    "경기/인원-변경.md": topic(
        "인원 조정",
        "사람이 늘어서",
        "project",
        """회원이 늘어서 팀을 6명씩으로 짜요. 교체는 그대로 2명.
""",
        updated="2025-11-01",
    ),
    "규칙/지각.md": topic(
        "지각",
        "늦으면",
        "feedback",
        """10분 넘게 늦으면 그날은 골키퍼부터 해요.
""",
        updated="2025-01-05",
    ),
    "규칙/축구화.md": topic(
        "축구화",
        "신발 규칙",
        "feedback",
        """풋살장에서는 꼭 풋살화나 운동화만 신으세요.
""",
        updated="2025-01-05",
    ),
    "규칙/스터드.md": topic(
        "스터드 축구화",
        "구장 관리인 말씀",
        "feedback",
        """구장 잔디가 바뀌어서 이제 스터드 달린 축구화도 신어도 된대요.
""",
        updated="2025-12-01",
    ),
    "규칙/음주.md": topic(
        "음주",
        "경기 전 술",
        "feedback",
        """경기 전날 과음하지 마세요.
""",
        updated="2025-01-05",
    ),
    "규칙/흡연.md": topic(
        "흡연",
        "구장 흡연",
        "feedback",
        """구장 안에서 담배 피우지 마세요.
""",
        updated="2025-01-05",
    ),
}

FILES = with_index(N, title="풋살 동호회 메모리")


MEMDIR = LabelledMemdir(
    name="futsal_dongho",
    half="tuning",
    language="ko",
    domain="neighbourhood futsal club",
    style="Korean, short notes",
    files=FILES,
    pairs=[
        P("contradiction", "경기/정기전.md", "경기/일요일로.md", "time-moved", "Sat 8 vs Sun 7."),
        P(
            "contradiction",
            "운영/회비.md",
            "운영/회비-인상.md",
            "threshold-changed",
            "20,000 vs 25,000 won.",
        ),
        P("contradiction", "사람/총무.md", "사람/총무-교체.md", "owner-changed", "Junho vs Jimin."),
        P(
            "contradiction",
            "운영/단톡방.md",
            "운영/밴드.md",
            "tool-switched",
            "KakaoTalk group vs Naver Band.",
        ),
        P(
            "contradiction",
            "장비/공.md",
            "장비/창고.md",
            "location-changed",
            "Car boot vs the storeroom.",
        ),
        P("contradiction", "경기/인원.md", "경기/인원-변경.md", "count-changed", "5 vs 6 a side."),
        P(
            "contradiction",
            "규칙/축구화.md",
            "규칙/스터드.md",
            "reworded-conflict",
            "Only futsal shoes vs studded boots allowed now.",
        ),
        P(
            "decoy",
            "규칙/음주.md",
            "규칙/흡연.md",
            "two-donts-different-things",
            "Drinking and smoking.",
        ),
    ],
)
