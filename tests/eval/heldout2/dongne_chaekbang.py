# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A neighbourhood bookshop's agent memory (동네 책방), in Korean, chatty and short notes."""

from tests.eval.dataset import LabelledMemdir, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "운영/영업시간.md": topic(
        "영업시간",
        "책방 문 여는 시간",
        "project",
        """화요일부터 일요일까지 **오전 11시**에 문 열고 저녁 8시에 닫아요. 월요일 휴무.
""",
        updated="2025-05-01",
    ),
    "운영/평일-오픈.md": topic(
        "평일 오픈 시간 변경",
        "평일에는 늦게 열어요",
        "project",
        """손님이 오전엔 거의 없어서 평일은 낮 12시 오픈으로 바꿨어요. 주말은 그대로.
""",
        updated="2025-11-03",
    ),
    "북클럽/진행자.md": topic(
        "북클럽 진행",
        "북클럽을 누가 진행하는지",
        "reference",
        """목요일 북클럽 진행은 민지 씨 담당. 발제문은 민지 씨가 전날 올려요.
""",
        updated="2025-04-10",
    ),
    "북클럽/서연.md": topic(
        "서연 씨",
        "새로 합류한 스태프",
        "reference",
        """민지 씨가 대학원 때문에 빠져서, 이제 목요일 북클럽은 서연 씨가 이끌어요.
""",
        updated="2025-09-22",
    ),
    "북클럽/정원.md": topic(
        "북클럽 정원",
        "한 번에 몇 명까지",
        "project",
        """북클럽 정원은 8명. 테이블 하나에 딱 맞아요.
""",
        updated="2025-04-10",
    ),
    "북클럽/확장.md": topic(
        "북클럽 확장",
        "대기자가 많아서",
        "project",
        """대기자가 너무 많아서 긴 테이블을 하나 더 놓고 12명까지 받기로 했어요.
""",
        updated="2025-10-15",
    ),
    "온라인/배송.md": topic(
        "온라인 배송",
        "무료배송 기준",
        "reference",
        """온라인 주문 3만원 이상 무료배송, 그 아래는 배송비 3,000원.
""",
        updated="2025-03-01",
    ),
    "온라인/배송비-인상.md": topic(
        "택배비 인상",
        "택배비가 올라서 바뀐 것",
        "reference",
        """택배 단가가 올라서 무료배송은 이제 5만원부터예요. 스마트스토어 공지도 고쳤어요.
""",
        updated="2026-01-05",
    ),
    "재고/관리.md": topic(
        "재고 관리",
        "재고를 어디에 기록하는지",
        "reference",
        """재고는 구글 스프레드시트 '재고표'에 입고할 때마다 적어요.
""",
        updated="2025-02-15",
    ),
    "재고/포스.md": topic(
        "포스기 도입",
        "토스 POS로 바꾼 뒤",
        "reference",
        """토스 POS 들여놓고 나서 재고는 POS에서 바코드로 찍어요. 스프레드시트는 이제 안 써요.
""",
        updated="2025-08-20",
    ),
    "공간/중고책.md": topic(
        "중고책 코너",
        "중고책이 있는 곳",
        "reference",
        """중고책은 2층 계단 옆 책장 두 칸.
""",
        updated="2025-03-10",
    ),
    "공간/배치변경.md": topic(
        "매장 배치 변경",
        "봄맞이 배치 바꾸기",
        "reference",
        """2층은 북클럽 공간으로 쓰고, 헌책은 전부 입구 옆 평대로 내렸어요.
""",
        updated="2025-10-16",
    ),
    "소식/뉴스레터.md": topic(
        "뉴스레터",
        "한 달에 한 번 보내는 메일",
        "project",
        """매달 첫 주에 뉴스레터 '책방 소식'을 스티비로 보내요.
""",
        updated="2025-02-01",
    ),
    "소식/이름.md": topic(
        "뉴스레터 새 이름",
        "구독자 투표 결과",
        "project",
        """구독자 투표로 '책방 소식'은 '한 페이지'가 됐어요. 다음 호부터 새 이름.
""",
        updated="2025-07-01",
    ),
    "규칙/포장.md": topic(
        "신간 포장",
        "신간 진열 방법",
        "feedback",
        """신간은 항상 비닐로 싸서 진열하기. 손때 방지.
""",
        updated="2025-01-20",
    ),
    "규칙/비닐-중단.md": topic(
        "비닐 그만",
        "환경 때문에 바꾼 것",
        "feedback",
        """비닐 포장은 이제 하지 마세요. 손님들 의견도 있었고 쓰레기가 너무 많아요.
""",
        updated="2025-09-01",
    ),
    "규칙/반려동물.md": topic(
        "반려동물",
        "동물 동반 규칙",
        "feedback",
        """반려동물은 매장 안에 못 들어와요. 책 때문에.
""",
        updated="2025-01-20",
    ),
    "규칙/강아지.md": topic(
        "댕댕이 손님",
        "강아지 손님 맞이",
        "feedback",
        """강아지 손님 환영해요! 입구에 물그릇 두고, 간식은 계산대 서랍에.
""",
        updated="2025-12-12",
    ),
    "사람/민지-취향.md": topic(
        "민지 씨 추천",
        "민지 씨가 좋아하는 책",
        "user",
        """민지 씨는 SF 단편집을 추천 매대에 올리는 걸 좋아해요.
""",
        updated="2025-04-01",
    ),
    "사람/사장님-취향.md": topic(
        "사장님 추천",
        "사장님이 좋아하는 책",
        "user",
        """사장님은 추천 매대엔 에세이를 올리고 싶어 하세요.
""",
        updated="2025-04-01",
    ),
    "행사/북페어-1차.md": topic(
        "북페어 1차",
        "북페어 준비 1단계",
        "project",
        """1차(3월): 참가 신청, 부스 예산 30만원, 독립출판물 20종 선정.
""",
        updated="2026-02-01",
    ),
    "행사/북페어-2차.md": topic(
        "북페어 2차",
        "북페어 준비 2단계",
        "project",
        """2차(4월): 부스 꾸미기, 예산 50만원, 굿즈 제작.
""",
        updated="2026-02-01",
    ),
    "규칙/음료.md": topic(
        "음료 반입",
        "음료 규칙",
        "feedback",
        """뚜껑 없는 음료는 들고 들어오지 못하게 해 주세요.
""",
        updated="2025-01-20",
    ),
    "규칙/사진.md": topic(
        "사진 촬영",
        "촬영 규칙",
        "feedback",
        """책 내지 사진은 찍지 못하게 해 주세요. 표지는 괜찮아요.
""",
        updated="2025-01-20",
    ),
    "회의/10월.md": topic(
        "10월 회의",
        "스태프 회의 메모",
        "project",
        """서연 씨가 월요일에도 열자고 했는데, 사장님이 쉬는 날은 지키자고 해서 월요일
휴무는 그대로.
""",
        updated="2025-10-20",
    ),
}

FILES = with_index(N, title="동네 책방 메모리")


MEMDIR = LabelledMemdir(
    name="dongne_chaekbang",
    half="heldout2",
    language="ko",
    domain="neighbourhood bookshop",
    style="Korean, chatty, short notes",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "운영/영업시간.md",
            "운영/평일-오픈.md",
            "time-moved",
            "Opens 11 am vs weekdays at noon.",
        ),
        P(
            "contradiction",
            "북클럽/진행자.md",
            "북클럽/서연.md",
            "owner-changed",
            "Book club led by Minji vs Seoyeon.",
        ),
        P(
            "contradiction",
            "북클럽/정원.md",
            "북클럽/확장.md",
            "count-changed",
            "8 places vs 12.",
        ),
        P(
            "contradiction",
            "온라인/배송.md",
            "온라인/배송비-인상.md",
            "threshold-changed",
            "Free shipping from 30,000 won vs 50,000.",
        ),
        P(
            "contradiction",
            "재고/관리.md",
            "재고/포스.md",
            "tool-switched",
            "Stock in a spreadsheet vs in Toss POS.",
        ),
        P(
            "contradiction",
            "공간/중고책.md",
            "공간/배치변경.md",
            "location-changed",
            "Second-hand books upstairs vs by the entrance.",
        ),
        P(
            "contradiction",
            "소식/뉴스레터.md",
            "소식/이름.md",
            "renamed",
            "Newsletter 책방 소식 vs 한 페이지.",
        ),
        P(
            "contradiction",
            "규칙/포장.md",
            "규칙/비닐-중단.md",
            "policy-reversed",
            "Always wrap new books in plastic vs stop wrapping.",
        ),
        P(
            "contradiction",
            "규칙/반려동물.md",
            "규칙/강아지.md",
            "reworded-conflict",
            "No pets inside vs dogs welcome.",
        ),
        P(
            "decoy",
            "사람/민지-취향.md",
            "사람/사장님-취향.md",
            "two-peoples-preferences",
            "Minji likes SF, the owner likes essays; both true.",
        ),
        P(
            "decoy",
            "행사/북페어-1차.md",
            "행사/북페어-2차.md",
            "phase1-vs-phase2",
            "Budget 300k in phase 1, 500k in phase 2.",
        ),
        P(
            "decoy",
            "규칙/음료.md",
            "규칙/사진.md",
            "two-donts-different-things",
            "Drinks and photos: two don'ts.",
        ),
        P(
            "decoy",
            "운영/영업시간.md",
            "회의/10월.md",
            "quoted-opinion-rejected",
            "Seoyeon proposed opening Mondays; rejected.",
        ),
        P(
            "decoy",
            "운영/평일-오픈.md",
            "회의/10월.md",
            "quoted-opinion-rejected",
            "Proposal rejected; consistent with the hours.",
        ),
        P(
            "decoy",
            "북클럽/서연.md",
            "북클럽/확장.md",
            "related-consistent",
            "Both about the book club; no conflict.",
        ),
        P(
            "decoy",
            "공간/배치변경.md",
            "북클럽/확장.md",
            "related-consistent",
            "Upstairs for the book club, a second table; consistent.",
        ),
    ],
)
