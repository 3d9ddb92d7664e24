"""A neighbourhood laundry and dry-cleaning shop's (세탁소) agent memory: delivery, prices, machines.

Style: Korean, conjugated verbs, some short memos, two tables; questions as full sentences.
"""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "delivery/schedule.md": topic(
        "수거·배달 시간",
        "수거와 배달을 언제 도는지",
        "reference",
        """수거·배달은 월~토 오후 4시부터 7시까지 돌아요. 일요일은 배달 없어요.
도현이가 오토바이로 다닙니다.
""",
        updated="2025-04-07",
    ),
    "delivery/evening-change.md": topic(
        "저녁 배달",
        "배달 시간을 바꾼 이유와 준비할 것",
        "project",
        """요즘은 낮에 집에 계신 손님이 거의 없어서, 배달은 저녁 6시부터 9시 사이에 돌기로 했어요.
배달 봉투에 붙이는 주소 스티커는 오후에 라벨 프린터로 미리 뽑아 두기.
""",
        updated="2026-02-10",
    ),
    "delivery/free-delivery.md": topic(
        "무료 배달",
        "배달비가 안 붙는 기준",
        "reference",
        """2만 원 이상 맡기시면 수거·배달 무료예요. 그 밑이면 배달비 2천 원 받습니다.
""",
        updated="2025-04-07",
    ),
    "pricing/price-list.md": topic(
        "2026 가격표",
        "품목별 세탁 가격과 배달비",
        "reference",
        """## 2026 가격표

| 품목 | 가격 | 비고 |
|---|---|---|
| 와이셔츠 | 2,000원 | |
| 블라우스 | 3,500원 | 실크는 5,000원 |
| 정장 상하 | 9,000원 | |
| 바지·치마 | 4,500원 | |
| 코트 | 15,000원 | 캐시미어 18,000원 |
| 패딩 | 12,000원 | 롱패딩 15,000원 |
| 바지 기장 수선 | 5,000원 | |
| 배달비 | 2,000원 | 3만 원 이상이면 무료 |
""",
        updated="2026-01-05",
    ),
    "memo/shirt-price-talk.md": topic(
        "와이셔츠 가격 얘기",
        "와이셔츠 값을 내리자는 얘기가 나왔던 것",
        "project",
        """도현이가 와이셔츠를 1,500원으로 내리자고 했다. 길 건너 프랜차이즈가 1,500원이라서.
사장님은 "우리는 손으로 다림질하는데 왜 내려" 하셔서 안 내리기로 했음.
""",
        updated="2026-01-20",
    ),
    "complaints/who-handles.md": topic(
        "불만 처리",
        "손님 불만은 누가 받는지",
        "reference",
        """옷이 줄었다, 얼룩이 안 빠졌다, 단추가 없어졌다 — 이런 불만은 미영 씨가 받아서 처리해요.
배상은 세탁물 배상 기준표대로 합니다.
""",
        updated="2025-05-13",
    ),
    "complaints/boss-direct.md": topic(
        "항의 전화",
        "항의 전화를 받았을 때 직원이 할 일",
        "feedback",
        """항의 전화는 이제 사장님(박정숙)이 직접 받으신대요. 직원은 손님 이름, 번호, 접수번호만
적어서 사장님께 넘기면 돼요.
""",
        updated="2026-03-02",
        nested=True,
        session="e2b9c7d1-0a4f-4f6e-8c3b-5d1a9e7f2c60",
    ),
    "supplies/detergent.md": topic(
        "세제 거래처",
        "세제랑 솔벤트 어디서 받는지",
        "reference",
        """세제, 섬유유연제, 드라이 솔벤트는 한빛케미칼에서 받아요. 김 과장님 010-2931-5570.
매달 첫째 주 화요일에 배송 와요.
""",
        updated="2025-03-11",
    ),
    "supplies/new-supplier.md": topic(
        "청솔상사",
        "새 거래처 조건",
        "project",
        """세제랑 솔벤트 전부 청솔상사에서 받기로 했어요. 단가가 15% 정도 싸고 배송도 격주
목요일로 더 자주 와요. 담당은 오승민 대리님 (010-7742-1088).
""",
        updated="2026-01-15",
    ),
    "machines/list.md": topic(
        "기계 목록",
        "가게에 있는 기계와 점검 주기",
        "reference",
        """| 기계 | 대수 | 점검 |
|---|---|---|
| 대형 세탁기 (20kg) | 2 | 매달 배수 필터 |
| 건조기 | 3 | 보풀 필터 매일 |
| 드라이클리닝기 | 1 | 필터 주 2회, 증류 찌꺼기 월 1회 |
| 스팀 프레스 | 1 | 분기마다 업체 점검 |
""",
        updated="2025-06-02",
    ),
    "memo/2026-02-dryer.md": topic(
        "3호 건조기",
        "고장 난 건조기 처리",
        "project",
        """3호 건조기는 결국 버렸어요. 수리 견적이 120만 원 나와서 사장님이 포기하셨어요.
이제 두 대로 돌리니까 건조는 접수 순서대로 해 주세요.
""",
        updated="2026-02-20",
    ),
    "machines/filter.md": topic(
        "드라이기 필터",
        "드라이클리닝기 필터 청소하는 날",
        "feedback",
        """드라이클리닝기 필터는 월요일이랑 목요일 마감 후에 청소해요. 증류기 찌꺼기는 매달 말일에
빼고, 폐기물 통은 뒷문 옆에 둬요.
""",
        updated="2025-06-02",
    ),
    "rules/dont-leave-dry-machine.md": topic(
        "드라이기 작동 중",
        "드라이클리닝기 돌 때 지켜야 할 것",
        "feedback",
        """드라이클리닝기 돌아가는 동안 가게 비우지 마세요. 무조건 한 사람은 기계 옆에 있어야 해요.
솔벤트라서 위험해요.
""",
        updated="2025-07-08",
    ),
    "memo/dry-machine-watch.md": topic(
        "드라이 기계 지키기",
        "기계 돌 때 자리 비우면 안 됨",
        "feedback",
        """드라이 기계 작동 중엔 자리 뜨면 안 됨 — 최소 한 명은 남아 있기. (솔벤트 화재 위험)
""",
        updated="2025-07-08",
    ),
    "log/2026-03-05-alarm.md": topic(
        "3월 5일 경보",
        "점심때 울린 과열 경보",
        "project",
        """3월 5일 점심때 미영 씨가 드라이기 돌려 놓고 김밥 사러 나갔다가 과열 경보가 울렸어요.
옆 가게 사장님이 전화해 주셔서 5분 만에 돌아왔고, 피해는 없었어요. 사장님한테 한 소리
들었어요.
""",
        updated="2026-03-05",
    ),
    "storage/unclaimed.md": topic(
        "미수령 옷",
        "오래 안 찾아간 옷 보관",
        "reference",
        """3개월 넘게 안 찾아간 옷은 2층 창고 선반에 접수 월별로 박스에 넣어 보관해요.
1년 지나면 손님께 문자 드리고 기부.
""",
        updated="2025-05-20",
    ),
    "storage/container.md": topic(
        "컨테이너",
        "가게 뒤 컨테이너에 뭐가 있는지",
        "project",
        """안 찾아간 옷은 이제 가게 뒤 컨테이너로 가요. 2층은 수선실로 쓰기로 해서 박스 다
옮겼어요. 컨테이너 열쇠는 카운터 서랍에 있어요.
""",
        updated="2026-03-12",
    ),
    "services/bedding-no.md": topic(
        "침구류",
        "침구류 문의가 오면",
        "reference",
        """침구류는 안 받아요. 문의 오면 옆 골목 코인빨래방 알려 드리기.
""",
        updated="2025-04-07",
    ),
    "services/ibul.md": topic(
        "이불 세탁",
        "이불 맡기실 때 가격과 기간",
        "project",
        """솜이불이든 극세사든 이불 다 맡기셔도 돼요. 한 채에 18,000원, 사흘 걸려요.
""",
        updated="2026-01-12",
    ),
    "services/shirts-hanger.md": topic(
        "와이셔츠 내드리기",
        "와이셔츠를 어떻게 돌려드리는지",
        "feedback",
        """와이셔츠는 항상 옷걸이에 걸어서 드려요. 접으면 구김 간다고 싫어하시는 손님이 많아요.
""",
        updated="2025-04-21",
    ),
    "services/shirts-folded.md": topic(
        "셔츠 포장",
        "셔츠 포장 방식 바뀐 것",
        "feedback",
        """이제 와이셔츠도 접어서 비닐에 넣어 드려요. 옷걸이 값이 너무 올랐고, 배달 가방에 넣기도
접는 게 편하대요.
""",
        updated="2026-02-25",
    ),
    "membership/jeonggigwon.md": topic(
        "햇살 정기권",
        "선불 충전 상품",
        "reference",
        """'햇살 정기권': 10만 원 충전하면 11만 원어치 쓸 수 있어요. 카운터에서 충전하고 장부에 기록.
""",
        updated="2025-03-04",
    ),
    "membership/charge-card.md": topic(
        "충전카드",
        "선불 상품 새 이름과 카드",
        "project",
        """선불 충전 상품 이름을 '햇살 충전카드'로 바꿨어요. 카드도 새로 인쇄했고 혜택은 예전이랑
똑같아요.
""",
        updated="2026-01-08",
    ),
    "customers/jung-302.md": topic(
        "정 선생님",
        "래미안 302호 손님 셔츠",
        "user",
        """정 선생님 (래미안 302호): 셔츠에 풀 먹이지 말 것. 부드러운 걸 좋아하세요.
""",
        updated="2025-09-16",
    ),
    "customers/flower-shop.md": topic(
        "꽃집 사장님",
        "꽃집 사장님 셔츠",
        "user",
        """꽃집 사장님 셔츠는 풀 세게! 빳빳해야 좋아하세요.
""",
        updated="2025-10-02",
    ),
    "promo/phase1.md": topic(
        "봄 이벤트 1단계",
        "3월 이벤트",
        "project",
        """봄 이벤트 1단계 (3월 한 달): 처음 오신 손님은 전 품목 20% 할인. 전단지 1,000장 돌리기.
""",
        updated="2026-02-25",
    ),
    "promo/phase2.md": topic(
        "봄 이벤트 2단계",
        "4월 이벤트",
        "project",
        """봄 이벤트 2단계 (4월): 겨울옷 정리 세탁 — 패딩이랑 코트 10% 할인. 첫 방문 할인은 3월로 끝.
""",
        updated="2026-02-25",
    ),
    "rules/no-mixing.md": topic(
        "흰 옷 따로",
        "흰 옷이랑 색깔 옷 분리",
        "feedback",
        """흰 옷이랑 색깔 옷은 절대 같이 돌리지 마세요. 애매하면 따로 돌리기.
""",
        updated="2025-04-14",
    ),
    "memo/laundry-sorting.md": topic(
        "빨래 분류",
        "세탁기 넣기 전에 분류",
        "feedback",
        """흰 옷이랑 색깔 옷은 절대 같이 돌리지 마세요. 애매하면 따로 돌리기.
""",
        updated="2025-08-19",
    ),
    "memo/label-printer.md": topic(
        "라벨 프린터 용지",
        "라벨 프린터에 쓰는 용지",
        "reference",
        """라벨 프린터(브라더 QL-800) 용지는 62mm 정품만 쓰기. 싼 호환 용지는 자꾸 걸려요.
옷 태그 번호 뽑을 때 써요.
""",
        updated="2025-11-27",
    ),
}

FILES = with_index(N, title="햇살세탁소 메모")

ask, chat = questions_in("ko")

MEMDIR = LabelledMemdir(
    name="setakso_ko",
    half="tuning",
    language="ko",
    domain="neighbourhood laundry and dry-cleaning shop (세탁소)",
    style="Korean, conjugated verbs, short memos, two tables",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "delivery/schedule.md",
            "delivery/evening-change.md",
            "time-moved",
            "배달 오후 4~7시 vs 저녁 6~9시.",
        ),
        P(
            "contradiction",
            "delivery/free-delivery.md",
            "pricing/price-list.md",
            "threshold-changed",
            "무료 배달 2만 원 이상 vs 3만 원 이상 (표의 배달비 줄).",
        ),
        P(
            "contradiction",
            "complaints/who-handles.md",
            "complaints/boss-direct.md",
            "owner-changed",
            "불만 처리 미영 씨 vs 사장님 직접.",
        ),
        P(
            "contradiction",
            "membership/jeonggigwon.md",
            "membership/charge-card.md",
            "renamed",
            "'햇살 정기권' vs '햇살 충전카드'.",
        ),
        P(
            "contradiction",
            "services/shirts-hanger.md",
            "services/shirts-folded.md",
            "policy-reversed",
            "와이셔츠 항상 옷걸이 vs 접어서 비닐 포장.",
        ),
        P(
            "contradiction",
            "supplies/detergent.md",
            "supplies/new-supplier.md",
            "tool-switched",
            "세제·솔벤트 한빛케미칼 vs 청솔상사.",
        ),
        P(
            "contradiction",
            "storage/unclaimed.md",
            "storage/container.md",
            "location-changed",
            "미수령 옷 2층 창고 vs 가게 뒤 컨테이너.",
        ),
        P(
            "contradiction",
            "machines/list.md",
            "memo/2026-02-dryer.md",
            "count-changed",
            "건조기 3대 (표) vs 두 대.",
        ),
        P(
            "contradiction",
            "services/bedding-no.md",
            "services/ibul.md",
            "reworded-conflict",
            "침구류 안 받음 vs 이불 다 맡겨도 됨, 18,000원.",
        ),
        # duplicates
        P(
            "duplicate",
            "rules/no-mixing.md",
            "memo/laundry-sorting.md",
            "identical",
            "흰 옷/색깔 옷 분리 규칙, 본문 동일.",
        ),
        P(
            "duplicate",
            "rules/dont-leave-dry-machine.md",
            "memo/dry-machine-watch.md",
            "same-rule-restated",
            "드라이기 작동 중 한 명은 남기, 같은 날 두 번 저장.",
        ),
        # decoys
        P(
            "decoy",
            "pricing/price-list.md",
            "memo/shirt-price-talk.md",
            "quoted-opinion-rejected",
            "와이셔츠 1,500원 제안 거절, 2,000원 유지.",
        ),
        P(
            "decoy",
            "promo/phase1.md",
            "promo/phase2.md",
            "phase1-vs-phase2",
            "3월 첫 방문 20% vs 4월 패딩·코트 10%.",
        ),
        P(
            "decoy",
            "rules/dont-leave-dry-machine.md",
            "log/2026-03-05-alarm.md",
            "rule-vs-incident",
            "드라이기 돌 때 가게 비우지 말기 vs 미영 씨가 나갔다가 경보.",
        ),
        P(
            "decoy",
            "memo/dry-machine-watch.md",
            "log/2026-03-05-alarm.md",
            "rule-vs-incident",
            "자리 뜨면 안 됨 vs 점심때 나갔다가 경보.",
        ),
        P(
            "decoy",
            "customers/jung-302.md",
            "customers/flower-shop.md",
            "two-peoples-preferences",
            "정 선생님 풀 없이 vs 꽃집 사장님 풀 세게.",
        ),
        P(
            "decoy",
            "rules/no-mixing.md",
            "rules/dont-leave-dry-machine.md",
            "two-donts-different-things",
            "흰 옷·색깔 옷 같이 돌리지 말기 vs 드라이기 돌 때 가게 비우지 말기.",
        ),
        P(
            "decoy",
            "memo/laundry-sorting.md",
            "rules/dont-leave-dry-machine.md",
            "two-donts-different-things",
            "빨래 분류 금지사항 vs 드라이기 자리 비움 금지.",
        ),
        P(
            "decoy",
            "rules/no-mixing.md",
            "memo/dry-machine-watch.md",
            "two-donts-different-things",
            "빨래 분류 금지사항 vs 드라이기 자리 비움 금지.",
        ),
        P(
            "decoy",
            "memo/laundry-sorting.md",
            "memo/dry-machine-watch.md",
            "two-donts-different-things",
            "빨래 분류 금지사항 vs 드라이기 자리 비움 금지.",
        ),
        P(
            "decoy",
            "machines/list.md",
            "machines/filter.md",
            "related-consistent",
            "드라이기 필터 주 2회 = 월·목, 증류 찌꺼기 월 1회. 일치.",
        ),
        P(
            "decoy",
            "delivery/evening-change.md",
            "memo/label-printer.md",
            "shared-technology",
            "라벨 프린터: 배달 주소 스티커 vs 용지와 옷 태그 번호.",
        ),
        P(
            "decoy",
            "delivery/schedule.md",
            "delivery/free-delivery.md",
            "related-consistent",
            "배달 요일·시간과 무료 배달 기준, 서로 다른 점 없음.",
        ),
    ],
    questions=[
        ask(
            "배달은 몇 시부터 몇 시까지 하나요?",
            "delivery/schedule.md",
            "delivery/evening-change.md",
        ),
        ask(
            "얼마 이상 맡기면 배달비가 안 붙어요?",
            "delivery/free-delivery.md",
            "pricing/price-list.md",
        ),
        ask(
            "손님이 옷이 망가졌다고 항의하시면 누가 처리해요?",
            "complaints/who-handles.md",
            "complaints/boss-direct.md",
        ),
        ask(
            "세제는 지금 어느 업체에서 받고 있어요?",
            "supplies/detergent.md",
            "supplies/new-supplier.md",
        ),
        ask("건조기 지금 몇 대 돌아가고 있죠?", "machines/list.md", "memo/2026-02-dryer.md"),
        ask(
            "손님이 안 찾아간 옷은 어디에 보관하나요?",
            "storage/unclaimed.md",
            "storage/container.md",
        ),
        ask("이불 빨래도 맡길 수 있나요?", "services/bedding-no.md", "services/ibul.md"),
        ask(
            "와이셔츠는 옷걸이에 걸어서 드려요, 아니면 접어서 드려요?",
            "services/shirts-hanger.md",
            "services/shirts-folded.md",
        ),
        ask(
            "선불로 충전하는 카드 이름이 뭐였죠?",
            "membership/jeonggigwon.md",
            "membership/charge-card.md",
        ),
        ask(
            "드라이클리닝 기계 필터는 얼마나 자주 청소해야 돼요?",
            "machines/filter.md",
            "machines/list.md",
        ),
        ask(
            "와이셔츠 한 장에 얼마 받고 있어요?",
            "pricing/price-list.md",
            "memo/shirt-price-talk.md",
        ),
        ask("4월 이벤트 할인은 어떻게 되나요?", "promo/phase2.md"),
        ask("흰옷이랑 색깔옷 같이 돌려도 되나요?", "rules/no-mixing.md", "memo/laundry-sorting.md"),
        ask(
            "고마워요! 그럼 꽃집 사장님 셔츠는 풀을 어떻게 해 드려야 돼요?",
            "customers/flower-shop.md",
            conversational=True,
        ),
        ask(
            "아 그렇구나, 감사해요. 근데 드라이기 돌릴 때 잠깐 나갔다 와도 돼요?",
            "rules/dont-leave-dry-machine.md",
            "memo/dry-machine-watch.md",
            conversational=True,
        ),
        chat("좋은 아침이에요! 오늘 비 와서 손님 많겠네요"),
        chat("고마워요, 덕분에 토요일 일이 훨씬 편해졌어요"),
        chat("알겠어요, 다음 거 해요"),
        chat("커피 한 잔 하고 올게요"),
        chat("오늘도 수고하셨어요, 내일 봬요"),
        chat("와 진짜 똑똑하시네요"),
        chat("음.. 네"),
        chat("주말 잘 보내세요~"),
    ],
    complete_labels=True,
)
