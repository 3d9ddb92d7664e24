# Written for held-out half heldout4 by a writer who never read a detector; measured there once
# as the newest half, then used in aggregate only; moved to tuning when the detectors stopped
# making errors on the rest of it (tuning precision 97%), so that tuning sees real ones.
"""A Korean pet grooming salon's agent memory (몽글몽글 펫살롱), in Korean.

Style: polite 해요/합니다 notes beside casual memo-style ones (~함, ~임, 반말), a price table,
short checklists; questions are conjugated whole Korean sentences.
"""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    # --- 영업·예약 ---------------------------------------------------------------------------
    "schedule/holiday.md": topic(
        "정기 휴무·예약 시간",
        "쉬는 날과 마지막 예약 시간",
        "reference",
        """## 영업 안내

- 영업: 10:00 ~ 19:00
- 마지막 예약: 17:00 (전체미용 기준)
- 정기 휴무: 매주 **화요일**
- 설·추석 당일 휴무

예약은 네이버 예약이나 전화로 받습니다.
""",
        updated="2025-08-04",
    ),
    "notices/2026-closed-day.md": topic(
        "휴무일 변경",
        "3월부터 쉬는 요일",
        "project",
        """3월부터 쉬는 날 수요일로 바뀜!! 화요일에 예약이 제일 많이 몰려서 원장님이 결정하심.
네이버 플레이스랑 인스타 프로필 영업시간 수정 완료. 단골분들한테 보내는 문자는 다은 씨가
돌리기로 함.
""",
        updated="2026-02-16",
    ),
    # --- 가격·메뉴 ---------------------------------------------------------------------------
    "prices/grooming-prices.md": topic(
        "미용 가격표",
        "견종 크기별 기본 가격 (2025 하반기)",
        "reference",
        """| 구분 | 목욕 | 위생+목욕 | 전체미용(클리핑) | 가위컷 |
|---|---|---|---|---|
| 소형견 (~5kg) | 25,000 | 35,000 | 45,000 | 70,000~ |
| 중형견 (5~10kg) | 35,000 | 45,000 | 60,000 | 90,000~ |
| 대형견 (10kg~) | 50,000~ | 상담 | 상담 | 상담 |

- 엉킴 심하면 +10,000
- 입질 있으면 +10,000 (예약 때 미리 말씀드리기)
""",
        updated="2025-09-01",
    ),
    "menu/spa.md": topic(
        "뽀송 스파",
        "탄산 입욕 + 머드팩 추가 메뉴",
        "reference",
        """뽀송 스파 = 탄산 입욕 10분 + 머드팩.
미용 가격에 +15,000원. 피부 예민한 아이들한테 먼저 권해 드려요.
접수할 때 차트에 '뽀송' 칸 체크.
""",
        updated="2025-07-10",
    ),
    "menu/renewal.md": topic(
        "1월 메뉴판 개편",
        "새 메뉴판에서 바뀐 이름과 가격",
        "project",
        """1월에 메뉴판 새로 뽑았어요. 바뀐 것만 정리하면:

- 탄산 입욕 + 머드팩 세트는 이제 **'구름 스파'**라고 불러요. 추가 요금은 그대로 15,000원.
- 소형견 전체미용 **50,000원** (재료비가 올라서 5천 원 인상).
- 나머지 가격은 전부 동결.

새 인쇄물은 카운터 아래 서랍에 있어요.
""",
        updated="2026-01-05",
    ),
    "ideas/open-questions.md": topic(
        "고민 중인 것들",
        "아직 결정 안 된 운영 아이디어",
        "project",
        """아직 못 정한 거:
- 고양이 미용도 받을지?
- 10회권 같은 멤버십 만들지? 만들면 혜택은 뭘로?
- 셀프 목욕장 한쪽에 만들지?
""",
        updated="2025-10-20",
    ),
    "ideas/membership.md": topic(
        "멤버십 10회권",
        "확정된 멤버십 조건",
        "project",
        """멤버십 확정!
- 10회권 결제하면 1회 무료 (목욕 기준)
- 유효기간 1년
- 다른 아이한테 양도 안 됨
""",
        updated="2025-12-08",
    ),
    "front/membership-counter.md": topic(
        "10회권 안내",
        "카운터에서 멤버십 설명할 때",
        "reference",
        """- 양도 불가 (등록한 아이만 사용)
- 유효기간은 결제일로부터 1년
- 10회 결제 시 목욕 1회 무료
""",
        updated="2025-12-08",
    ),
    # --- 픽업 ------------------------------------------------------------------------------
    "pickup/driver.md": topic(
        "픽업·드롭 운전",
        "픽업 차량 기사님과 시간대",
        "reference",
        """픽업/드롭 운전: **오태식 기사님** (010-****-2231)
- 차량: 흰색 레이, 뒷좌석에 이동장 2개 고정
- 픽업 09:00~10:00 / 드롭 16:00~18:00
- 출발 전에 보호자님께 문자 한 통 드리기
""",
        updated="2025-09-12",
    ),
    "staff/minjae-pickup.md": topic(
        "픽업 담당 변경",
        "태식 기사님 퇴사 후 운전하는 사람",
        "project",
        """태식 기사님 2월 말로 그만두심. 픽업 운전은 이제 민재 씨가 함 (면허 있음, 보험에 추가
완료). 보호자 문의 전화도 민재 씨 폰으로 돌려놓음.
""",
        updated="2026-03-03",
        nested=True,
        session="5e0c9a7d-21b4-4f6e-8c3a-90d2b7e41f05",
        modified="2026-03-03T09:41:00+09:00",
    ),
    "pickup/phase1.md": topic(
        "픽업 1단계",
        "시범 운영 범위",
        "project",
        """픽업 서비스 1단계 (11월~1월 시범 운영)
- 매장 반경 3km 이내
- 무료
- 하루 최대 4마리
""",
        updated="2025-11-01",
    ),
    "pickup/phase2.md": topic(
        "픽업 2단계",
        "시범 끝나고 넓히는 범위",
        "project",
        """2단계 (2월부터)
- 반경 5km까지 넓힘
- 3km 넘어가면 편도 5,000원
- 하루 최대 6마리
""",
        updated="2025-11-01",
    ),
    # --- 보호자 안내 -------------------------------------------------------------------------
    "guardian/photos.md": topic(
        "미용 전후 사진",
        "보호자님께 사진 보내는 방법",
        "feedback",
        """미용이 끝나면 꼭 전/후 사진을 보호자님 카카오톡으로 보내 드려요. 보호자분들이 제일
좋아하시는 부분이에요. 사진은 밝은 벽 앞에서, 얼굴 정면 한 장 + 전신 한 장.
""",
        updated="2025-08-20",
    ),
    "guardian/no-photos.md": topic(
        "사진 전송 중단",
        "카톡으로 사진 보내지 않는 이유",
        "feedback",
        """사진 보내는 거 그만. 지난달에 사진이 다른 보호자한테 잘못 간 일이 있어서 원장님이
금지하심. 보호자가 원하시면 데리러 오셨을 때 매장에서 직접 찍으시라고 안내.
""",
        updated="2026-02-09",
    ),
    "rules/no-perfume.md": topic(
        "향수 금지",
        "미용 후 향수 뿌리지 않기",
        "feedback",
        """미용 끝나고 향수 뿌리지 않기. 강아지 코에 자극이 심해요.
보호자님이 따로 요청하신 경우에만 목 뒤에 한 번.
""",
        updated="2025-07-01",
    ),
    "front/belongings.md": topic(
        "맡긴 소지품",
        "리드줄·옷 보관 위치",
        "reference",
        """보호자가 맡기고 가는 리드줄, 옷, 장난감 → 카운터 뒤 파란 바구니에.
포스트잇에 아이 이름 써서 붙이기.
""",
        updated="2025-09-03",
    ),
    "kennel/name-tags.md": topic(
        "소지품 보관",
        "케이지 문고리에 거는 방법",
        "feedback",
        """소지품은 이제 한곳에 모으지 말고, 각 아이 케이지 문고리에 이름표랑 같이 걸어 둡니다.
목줄이 다른 아이 것과 바뀌는 일이 두 번이나 있었어요.
""",
        updated="2026-03-10",
    ),
    "guardian/parking.md": topic(
        "보호자 주차 안내",
        "주차 위치와 무료 시간",
        "reference",
        """보호자 주차: 건물 지하주차장 B2, 2시간 무료.
카운터 태블릿에 차량번호만 입력하면 끝. 공영주차장 쿠폰은 더 이상 없어요.
""",
        updated="2025-12-01",
    ),
    "parking-old.md": topic(
        "주차",
        "보호자 주차 (공영주차장)",
        "reference",
        """주차: 건물 뒤 공영주차장 이용. 30분 무료 쿠폰은 카운터에서 드림.
""",
        updated="2025-04-10",
        extra={"status": "superseded", "superseded_by": "guardian/parking.md"},
    ),
    # --- 직원 ------------------------------------------------------------------------------
    "staff/saturday.md": topic(
        "토요일 근무표",
        "토요일 출근 인원",
        "reference",
        """토요일 근무: 디자이너 3명 (하늘, 준호, 다은) + 목욕 보조 1명.
9:30 출근, 10시 첫 예약.
""",
        updated="2025-10-06",
    ),
    "staff/weekend-2026.md": topic(
        "토요일 인원 늘림",
        "2월부터 토요일 근무",
        "project",
        """토요일 손님이 너무 많아서 2월부터는 디자이너 4명이 나와요. 새로 온 서윤 씨를 토요일
고정으로 넣었습니다. 목욕 보조는 그대로 한 명.
""",
        updated="2026-02-02",
    ),
    "staff/haneul.md": topic(
        "하늘 씨 가위",
        "하늘 씨가 쓰는 가위",
        "user",
        """하늘 씨: 전체 클리핑 끝나면 7인치 일자 가위로 마무리하는 걸 좋아함. 곡선 가위는 얼굴만.
""",
        updated="2025-10-01",
    ),
    "staff/junho.md": topic(
        "준호 씨 가위",
        "준호 씨가 선호하는 가위",
        "user",
        """준호 씨는 얼굴 라인 빼고 거의 다 곡선 가위로 다듬어요. 일자 가위는 잘 안 써요.
""",
        updated="2025-10-01",
    ),
    # --- 목욕 용품·위생 ------------------------------------------------------------------------
    "supplies/shampoo.md": topic(
        "목욕 용품",
        "샴푸·린스와 발주처",
        "reference",
        """- 샴푸: 닥터포근 저자극 샴푸 4L
- 린스: 같은 라인 컨디셔너
- 발주: 매달 첫째 주 월요일, 거래처 '한빛펫도매'
- 희석 1:10, 희석통에 날짜 적기
""",
        updated="2025-06-15",
    ),
    "supplies/oatmeal-switch.md": topic(
        "샴푸 교체",
        "이번 달부터 쓰는 샴푸",
        "project",
        """샴푸 이번 달부터 솔솔 오트밀 샴푸(5L)로 바꿈. 거래처도 솔솔펫이랑 직접 거래하기로.
피부 예민한 애들 반응이 훨씬 좋다는 게 하늘 쌤 의견. 예전 통은 다 쓰면 다시 안 시킴.
""",
        updated="2026-01-20",
    ),
    "hygiene/vaccine.md": topic(
        "예방접종 확인",
        "접종 증명 없는 아이는 받지 않기",
        "feedback",
        """종합백신·광견병 접종 확인서가 없으면 미용 불가.
예약할 때 미리 사진으로 받아 두기. 예외 없음.
""",
        updated="2025-05-12",
    ),
    "front/consent-form.md": topic(
        "동의서로 진행",
        "주사 기록을 못 가져온 보호자님",
        "feedback",
        """주사 맞은 기록을 못 챙겨 오신 보호자님도 돌려보내지 마세요. 카운터에 있는 책임 동의서에
서명만 받으면 그날 바로 해 드려도 됩니다. (1월 회의 때 원장님 말씀)
""",
        updated="2026-01-14",
    ),
    "hygiene/dry-room.md": topic(
        "드라이룸 사용 규칙",
        "온도와 시간 제한",
        "feedback",
        """펫 드라이룸:
- 35도 넘기지 말 것
- 한 번에 20분 이내
- 단두종(퍼그, 시츄, 불독)은 드라이룸 금지 → 핸드 드라이어로
""",
        updated="2025-09-18",
    ),
    "hygiene/dryer-rule.md": topic(
        "드라이룸 주의",
        "드라이룸에 넣을 때 지킬 것",
        "feedback",
        """드라이룸 쓸 때는 온도 최대 35℃, 20분 안쪽으로만. 코 짧은 아이들(시츄·퍼그·불독)은
넣지 말고 손으로 말려 주기.
""",
        updated="2025-09-18",
    ),
    "laundry/towels.md": topic(
        "수건 세탁",
        "수건 빨래와 건조기 코스",
        "reference",
        """수건은 손님마다 새 걸로. 세탁기 → 건조기 고온 60분 코스.
건조기 먼지 필터는 매일 마감 때 비우기.
""",
        updated="2025-09-18",
    ),
}

FILES = with_index(
    N,
    title="몽글몽글 펫살롱 메모리",
    sections={
        "schedule/": "영업·예약",
        "notices/": "영업·예약",
        "prices/": "가격·메뉴",
        "menu/": "가격·메뉴",
        "staff/": "직원",
        "hygiene/": "위생",
    },
)


Q, S = questions_in("ko")


MEMDIR = LabelledMemdir(
    name="pet_grooming_ko",
    half="tuning",
    language="ko",
    domain="pet grooming salon",
    style="polite and casual Korean memos, a price table, checklists",
    files=FILES,
    pairs=[
        # --- contradictions ---
        P(
            "contradiction",
            "schedule/holiday.md",
            "notices/2026-closed-day.md",
            "time-moved",
            "정기 휴무 화요일 vs 수요일.",
        ),
        P(
            "contradiction",
            "prices/grooming-prices.md",
            "menu/renewal.md",
            "threshold-changed",
            "소형견 전체미용 45,000원 vs 50,000원.",
        ),
        P(
            "contradiction",
            "menu/spa.md",
            "menu/renewal.md",
            "renamed",
            "탄산+머드팩 메뉴 '뽀송 스파' vs '구름 스파'.",
        ),
        P(
            "contradiction",
            "pickup/driver.md",
            "staff/minjae-pickup.md",
            "owner-changed",
            "픽업 운전 오태식 기사님 vs 민재 씨.",
        ),
        P(
            "contradiction",
            "guardian/photos.md",
            "guardian/no-photos.md",
            "policy-reversed",
            "미용 후 꼭 사진 보내기 vs 사진 보내는 거 그만.",
        ),
        P(
            "contradiction",
            "supplies/shampoo.md",
            "supplies/oatmeal-switch.md",
            "tool-switched",
            "닥터포근 샴푸/한빛펫도매 vs 솔솔 오트밀 샴푸/솔솔펫.",
        ),
        P(
            "contradiction",
            "front/belongings.md",
            "kennel/name-tags.md",
            "location-changed",
            "소지품은 카운터 뒤 파란 바구니 vs 케이지 문고리.",
        ),
        P(
            "contradiction",
            "staff/saturday.md",
            "staff/weekend-2026.md",
            "count-changed",
            "토요일 디자이너 3명 vs 4명.",
        ),
        P(
            "contradiction",
            "hygiene/vaccine.md",
            "front/consent-form.md",
            "reworded-conflict",
            "접종 확인서 없으면 예외 없이 불가 vs 동의서에 서명하면 그날 미용.",
        ),
        # --- decoys ---
        P(
            "decoy",
            "hygiene/dry-room.md",
            "laundry/towels.md",
            "shared-technology",
            "펫 드라이룸 35도·20분 vs 수건 건조기 고온 60분.",
        ),
        P(
            "decoy",
            "hygiene/dryer-rule.md",
            "laundry/towels.md",
            "shared-technology",
            "드라이룸 35℃·20분 vs 수건 건조기 60분 코스.",
        ),
        P(
            "decoy",
            "ideas/open-questions.md",
            "ideas/membership.md",
            "open-questions-vs-settled",
            "멤버십 만들지? 와 10회권 확정.",
        ),
        P(
            "decoy",
            "ideas/open-questions.md",
            "front/membership-counter.md",
            "open-questions-vs-settled",
            "멤버십 고민과 카운터용 10회권 안내.",
        ),
        P(
            "decoy",
            "pickup/phase1.md",
            "pickup/phase2.md",
            "phase1-vs-phase2",
            "1단계 3km·무료·4마리 vs 2단계 5km·5,000원·6마리.",
        ),
        P(
            "decoy",
            "staff/haneul.md",
            "staff/junho.md",
            "two-peoples-preferences",
            "하늘 씨는 일자 가위, 준호 씨는 곡선 가위; 둘 다 맞음.",
        ),
        P(
            "decoy",
            "guardian/no-photos.md",
            "rules/no-perfume.md",
            "two-donts-different-things",
            "사진 보내지 않기 vs 향수 뿌리지 않기.",
        ),
        P(
            "decoy",
            "parking-old.md",
            "guardian/parking.md",
            "superseded-and-successor",
            "공영주차장 30분 쿠폰 (superseded) → 지하 B2 2시간.",
        ),
        P(
            "decoy",
            "pickup/driver.md",
            "pickup/phase1.md",
            "related-consistent",
            "픽업 기사·시간대와 1단계 범위; 서로 안 부딪힘.",
        ),
        P(
            "decoy",
            "pickup/driver.md",
            "pickup/phase2.md",
            "related-consistent",
            "픽업 기사·시간대와 2단계 범위.",
        ),
        P(
            "decoy",
            "staff/minjae-pickup.md",
            "pickup/phase1.md",
            "related-consistent",
            "지금 운전하는 사람과 1단계 범위.",
        ),
        P(
            "decoy",
            "staff/minjae-pickup.md",
            "pickup/phase2.md",
            "related-consistent",
            "지금 운전하는 사람과 2단계 범위.",
        ),
        # --- duplicates ---
        P(
            "duplicate",
            "hygiene/dry-room.md",
            "hygiene/dryer-rule.md",
            "same-rule-restated",
            "드라이룸 35도·20분·단두종 금지, 같은 날 두 번 저장.",
        ),
        P(
            "duplicate",
            "ideas/membership.md",
            "front/membership-counter.md",
            "reordered",
            "10회권: 1회 무료·1년·양도 불가, 순서만 다름.",
        ),
    ],
    questions=[
        Q(
            "요즘 가게 쉬는 날이 무슨 요일이에요?",
            "schedule/holiday.md",
            "notices/2026-closed-day.md",
        ),
        Q(
            "소형견 전체 미용은 지금 얼마 받고 있어요?",
            "prices/grooming-prices.md",
            "menu/renewal.md",
        ),
        Q("픽업 차는 지금 누가 운전하고 있나요?", "pickup/driver.md", "staff/minjae-pickup.md"),
        Q("구름 스파에는 뭐가 들어가는 거예요?", "menu/spa.md", "menu/renewal.md"),
        Q(
            "미용 끝나고 보호자님께 사진을 보내 드려야 하나요?",
            "guardian/photos.md",
            "guardian/no-photos.md",
        ),
        Q(
            "요즘 목욕시킬 때 샴푸 뭐 써?",
            "supplies/shampoo.md",
            "supplies/oatmeal-switch.md",
        ),
        Q(
            "보호자님이 맡기고 가신 리드줄은 어디에 두면 돼요?",
            "front/belongings.md",
            "kennel/name-tags.md",
        ),
        Q(
            "토요일에는 디자이너가 몇 명 출근하나요?",
            "staff/saturday.md",
            "staff/weekend-2026.md",
        ),
        Q(
            "접종 증명서를 안 가져온 강아지도 미용해 줄 수 있어요?",
            "hygiene/vaccine.md",
            "front/consent-form.md",
        ),
        Q(
            "드라이룸 온도는 몇 도까지 올려도 되는 거야?",
            "hygiene/dry-room.md",
            "hygiene/dryer-rule.md",
        ),
        Q(
            "보호자분들 주차는 어디에 하시라고 안내하면 될까요?",
            "guardian/parking.md",
            "parking-old.md",
        ),
        Q("픽업 서비스는 몇 km까지 가 주는 거예요?", "pickup/phase1.md", "pickup/phase2.md"),
        Q(
            "멤버십 10회권 유효기간이 얼마나 되죠?",
            "ideas/membership.md",
            "front/membership-counter.md",
        ),
        Q(
            "고마워요! 그럼 수건은 건조기에 몇 분 돌리면 돼요?",
            "laundry/towels.md",
            conversational=True,
        ),
        Q(
            "아 그렇구나 ㅎㅎ 근데 준호 씨는 보통 무슨 가위 써?",
            "staff/junho.md",
            conversational=True,
        ),
        S("안녕하세요~ 오늘도 잘 부탁드려요!"),
        S("와 진짜 고마워요, 덕분에 살았어요 ㅠㅠ"),
        S("ㅋㅋㅋ 알겠어"),
        S("오케이, 다음 얘기로 넘어가자."),
        S("오늘 수고 많으셨어요, 내일 봬요!"),
        S("잠깐만요, 손님 오셨어요."),
        S("음... 그렇구나."),
    ],
    complete_labels=True,
)
