"""A Korean private academy (hagwon, Bundang) staff's agent memory: casual and polite Korean
mixed, memo-style lines, lists and tables.

Topics: class timetable, teacher assignment, parent counselling, shuttle buses, textbooks,
refund rules, school exam dates.
"""

from tests.eval.dataset import LabelledMemdir, PairLabel, Question, topic, with_index

WINTER_1 = topic(
    "겨울특강 1기",
    "예비고1 국어 겨울특강 1기 일정과 수강료",
    "project",
    """
예비고1 국어 겨울특강 **1기**
- 기간: 1월 5일 ~ 1월 23일 (3주)
- 시간: 월~금 오전 10시 ~ 12시
- 수강료: 45만 원 (교재비 별도 2만 원)
- 담당: 오세린 쌤
- 정원 12명, 선착순
""",
    updated="2025-12-08",
)

N = {
    "schedule/timetable.md": topic(
        "2026 1학기 시간표",
        "반별 요일, 시간, 강의실",
        "reference",
        """
## 정규반 시간표 (2026년 1학기)

| 반 | 요일 | 시간 | 강의실 |
|---|---|---|---|
| 중1 수학 | 월·수 | 17:00–18:30 | 201호 |
| 중2 심화반 (수학) | 화·목 | 18:00–20:00 | 202호 |
| 중3 영어 | 토 | 10:00–12:00 | 203호 |
| 고1 수학 | 월·수·금 | 19:00–21:30 | 301호 |
| 고1 국어 | 화·목 | 20:00–22:00 | 302호 |

시간 바뀌면 학부모 공지 나가기 전에 여기부터 고쳐 두기.
""",
        updated="2025-12-20",
    ),
    "notes/2026-02-28.md": topic(
        "2월 28일 메모",
        "개강 직전에 정해진 것들",
        "project",
        """
- 중3 영어 토요일 반, 3월부터 오후 2시~4시로 옮김. 수내중 토요 방과후랑 겹친다는 말이 너무 많아서 원장님이 결정하심. 학부모 문자는 실장님이 보냄.
- 203호 프로젝터 리모컨 고장 → 새로 주문함
""",
        updated="2026-02-28",
    ),
    "staff/assignment.md": topic(
        "강사 배정",
        "과목·반별 담당 강사",
        "reference",
        """
2026 1학기 담당 선생님:
- 중1·중2 수학: 최유나 선생님
- 중3 영어: 김도현 선생님
- 고1 수학: 정민호 선생님
- 고1 국어: 오세린 선생님

담임 역할(출결 확인, 학부모님 1차 연락)도 담당 강사가 같이 맡습니다.
""",
        updated="2025-12-22",
    ),
    "staff/2026-01-jeongminho.md": topic(
        "정민호 선생님 퇴사",
        "1월 말 퇴사에 따른 수업 인수인계",
        "project",
        """
정민호 쌤 1월 31일자로 퇴사하심 (대치동 쪽 학원으로 가신다고). 고1 수학 월수금 반은 2월부터 한지우 쌤이 맡아요. 진도표랑 오답노트 파일은 공유 드라이브 '고1수학' 폴더로 다 넘겨받았음.
학부모님들께는 원장님이 직접 전화 돌리기로 함.
""",
        updated="2026-01-26",
        nested=True,
        session="b7f0c2d1-3a4e-4f5b-8c6d-9e0a1b2c3d4e",
    ),
    "attendance/absence.md": topic(
        "결석 연락 기준",
        "결석이 몇 번 이어지면 학부모님께 연락하는지",
        "feedback",
        """
학생이 연속으로 3번 결석하면 담당 강사가 그날 안에 학부모님께 전화드리기. 한두 번은 출결 알림만 자동으로 나가니까 따로 연락 안 해도 됨.
전화한 내용은 상담일지에 한 줄이라도 남겨 주세요.
""",
        updated="2025-09-01",
    ),
    "feedback/gyeolseok.md": topic(
        "결석 연락 더 빨리",
        "원장님이 결석 연락 기준을 당기심",
        "feedback",
        """
지난주에 한 학생이 학원 간다고 하고 PC방에 가 있었던 일 때문에 원장님이 엄청 예민해지셨어요. 이제는 두 번만 연달아 빠져도 바로 부모님께 전화 드려야 한대요.
""",
        updated="2026-03-09",
    ),
    "classes/blue-ban.md": topic(
        "블루반",
        "중2 심화반 새 이름",
        "project",
        """
중2 심화반 이름 공모한 거 결과 나옴 → '블루반'. 3월 3일부터 공지문, 시간표 출력물, 교재 라벨 전부 블루반으로 통일. 애들이 '심화반'이라고 하면 블루반 얘기인 거예요.
""",
        updated="2026-03-03",
    ),
    "counseling/after-counseling.md": topic(
        "상담 후 처리",
        "학부모 상담 끝난 뒤 꼭 할 일",
        "feedback",
        """
학부모 상담 끝나면:
1. 상담일지에 바로 기록 (날짜, 참석자, 요청사항)
2. 그날 안에 학부모님께 상담 요약 문자 보내기 — "오늘 상담에서 말씀드린 내용 정리해서 보내드립니다"로 시작
3. 요청사항 있으면 담당 강사한테 전달

상담 예약은 카카오톡 채널 '다온학원'으로 받고 있음.
""",
        updated="2025-10-14",
    ),
    "feedback/sangdam-munja.md": topic(
        "상담 요약 문자 중단",
        "원장님 지시로 상담 뒤에는 통화로만",
        "feedback",
        """
이제 상담 끝나고 요약 문자 보내지 마세요. 문자 문구 하나 가지고 학부모님이 "그때 성적 오른다고 하지 않았냐"고 따지신 일이 있어서, 원장님이 기록 남는 문자는 그만 보내라고 하셨어요. 필요한 건 통화로 말씀드리고 상담일지에만 적어 두기.
""",
        updated="2026-02-12",
    ),
    "tools/classnote.md": topic(
        "출결 관리 앱",
        "등원·하원 체크하는 앱",
        "reference",
        """
출결은 '클래스노트' 앱으로 함. 학생이 입구 태블릿에 번호 찍으면 등원/하원 알림이 학부모님 폰으로 자동으로 감.
데스크 PC에서 클래스노트 관리자 페이지 → 출결현황 들어가면 당일 결석자 확인 가능.
""",
        updated="2025-08-18",
    ),
    "tools/educheck.md": topic(
        "에듀체크 도입",
        "1월부터 쓰는 출결·알림 앱",
        "project",
        """
1월 5일부터 출결이랑 등하원 알림 전부 에듀체크로 넘어왔습니다. 입구 태블릿도 에듀체크 키오스크 화면으로 바뀌었어요. 학부모님 앱 설치 안내문은 데스크 서랍에 있음.
예전 앱 기록은 12월까지만 남아 있고, 거기엔 새로 입력하지 마세요.
""",
        updated="2026-01-05",
    ),
    "shuttle/routes.md": topic(
        "셔틀 노선",
        "셔틀버스 차량별 노선과 정류장",
        "reference",
        """
셔틀은 총 3대 운행.
- 1호차: 수내역 → 양지마을 → 학원 (기사님 이상철)
- 2호차: 푸른마을 아파트 정문 → 서현역 → 학원 (기사님 윤기현)
- 3호차: 정자동 느티마을 → 학원 (기사님 백승호)

모든 차에 동승 선생님 한 명씩, 학생 전원 하차 확인하고 나서 출발. 첫 운행 16:20, 막차 22:10.
""",
        updated="2025-11-03",
    ),
    "shuttle/pureun-stop.md": topic(
        "2호차 정류장 변경",
        "푸른마을 아파트 공사로 정류장 옮김",
        "project",
        """
푸른마을 아파트 정문 앞 도로 공사 때문에 2월 16일부터 2호차는 단지 상가(파리바게뜨 앞)에서 태우고 내려요. 공사 언제 끝나는지는 아직 모름. 학부모 공지는 카톡 채널로 나갔어요.
""",
        updated="2026-02-16",
    ),
    "shuttle/4hocha.md": topic(
        "4호차 추가",
        "신학기 셔틀 증차",
        "project",
        """
3월부터 셔틀 4대로 늘었어요! 새로 생긴 4호차는 백현동 → 학원 노선이고 기사님은 김영수 님. 동승은 당분간 데스크 알바 선생님들이 번갈아 가면서 타기로.
""",
        updated="2026-03-02",
    ),
    "rules/phone-basket.md": topic(
        "수업 중 휴대폰",
        "수업 시작 전에 휴대폰 걷기",
        "feedback",
        """
수업 시작하면 강사가 학생들 휴대폰 전부 걷어서 교실 앞 바구니에 넣기. 쉬는 시간에도 돌려주지 말고 수업 끝나고 나갈 때 돌려줌.
""",
        updated="2025-09-15",
    ),
    "feedback/sojipum.md": topic(
        "학생 소지품 관리",
        "분실 사고 이후 바뀐 소지품 방침",
        "feedback",
        """
지난달 에어팟이랑 폰 분실 건으로 학부모님이랑 크게 실랑이 있었잖아요. 원장님 말씀: 학생 물건은 선생님이 손대지 말 것. 폰은 무음으로 해서 각자 가방 안에 넣어 두게만 하고, 꺼내 쓰면 그때 주의 주세요.
""",
        updated="2026-03-16",
    ),
    "refund/rules.md": topic(
        "환불 규정",
        "수강료 환불 기준 (법정 기준 그대로)",
        "reference",
        """
## 수강료 환불 기준

| 시점 | 환불액 |
|---|---|
| 수업 시작 전 | 전액 |
| 총 수업의 1/3 지나기 전 | 수강료의 2/3 |
| 1/2 지나기 전 | 수강료의 1/2 |
| 1/2 지난 후 | 환불 없음 |

교재비는 포장 안 뜯은 것만 환불. 환불 요청 들어오면 번호 매겨서 '환불요청' 시트에 적고 5영업일 안에 처리.
""",
        updated="2025-07-10",
    ),
    "refund/57.md": topic(
        "환불요청 57번",
        "고1 국어 학생 중도 환불 건",
        "project",
        """
환불요청 #57 — 고1 국어 김○○ 학생, 2월반 8회 중 2회 듣고 그만둠 (이사 때문).
1/3 지나기 전이라 수강료 36만 원의 2/3, 24만 원 환불. 교재는 이미 써서 환불 안 됨. 2월 23일 계좌 이체 완료.
""",
        updated="2026-02-23",
    ),
    "books/order-57.md": topic(
        "교재 발주 57",
        "3월 개강용 교재 주문",
        "project",
        """
교재 발주 #57 (2/19): 중1 수학 '개념원리' 22권, 중3 영어 리딩 교재 15권. 총판에서 2월 26일 도착 예정이래요.
도착하면 2층 창고에 넣고 반별로 이름 라벨 붙이기.
""",
        updated="2026-02-19",
    ),
    "meetings/teachers-0210.md": topic(
        "2월 강사회의",
        "2월 10일 강사회의 정리",
        "project",
        """
2/10 강사회의 (원장님, 강사 5명, 실장님)
- 김도현 쌤 제안: 첫 달은 2주 안에 그만두면 전액 환불해 주자 (체험 수업처럼). → 원장님이 반대하심. 법정 기준보다 더 해 주면 다른 학부모님들도 다 요구하신다고. 환불은 지금 규정대로 간다.
- 3월 첫 주 학부모 설명회 자료는 오세린 쌤이 준비.
- 회식 2월 27일 금요일.
""",
        updated="2026-02-10",
    ),
    "special/winter-1.md": WINTER_1,
    "특강/겨울특강-1기.md": WINTER_1,
    "special/winter-2.md": topic(
        "겨울특강 2기",
        "2기 일정과 수강료, 1기와 다름",
        "project",
        """
겨울특강 2기는 1기 끝나고 바로 이어서 해요. 1월 26일부터 2월 13일까지, 이번엔 오후 1시~4시로 시간 늘렸고 수강료는 60만 원. 설 연휴 주간(2/16~)은 쉼.
1기 들은 학생은 2기 10% 할인해 드리기.
""",
        updated="2025-12-08",
    ),
    "exams/sunae-midterm-old.md": topic(
        "수내중 1학기 중간고사 일정",
        "수내중 중간고사 날짜 (학교 공지 기준)",
        "project",
        """
수내중 1학기 중간고사: 4월 27일(월) ~ 4월 29일(수). 2주 전(4/13)부터 중등반 직전보강 시작.
""",
        updated="2026-03-05",
        extra={"status": "superseded", "superseded_by": "exams/sunae-midterm.md"},
    ),
    "exams/sunae-midterm.md": topic(
        "수내중 중간고사 (변경)",
        "학교가 중간고사 날짜를 미룸",
        "project",
        """
수내중이 학사일정을 바꿔서 1학기 중간고사가 5월 6일(수) ~ 5월 8일(금)로 밀렸음. 직전보강도 2주 전인 4월 22일부터로 같이 미룸. 다른 학교(내정중, 백현중)는 그대로예요.
""",
        updated="2026-03-20",
    ),
    "rules/no-private-contact.md": topic(
        "강사 개인 연락처 금지",
        "학생·학부모에게 개인 번호 주지 않기",
        "feedback",
        """
강사 선생님들 개인 휴대폰 번호나 개인 카톡을 학생이나 학부모님께 알려 주지 마세요. 연락은 전부 학원 대표번호로만.
""",
        updated="2025-08-25",
    ),
    "feedback/gaein-beonho.md": topic(
        "개인 번호 공유 금지",
        "강사 개인 연락처는 비공개",
        "feedback",
        """
학생이든 학부모님이든 선생님 개인 핸드폰 번호, 개인 카톡 아이디는 절대 알려 드리지 않기. 모든 연락은 학원 대표번호로 통일합니다.
""",
        updated="2025-08-25",
    ),
    "rules/no-delivery.md": topic(
        "배달 음식 금지",
        "학원 안으로 배달 음식 받지 않기",
        "feedback",
        """
학생들 학원으로 배달 음식 시키는 거 금지예요. 엘리베이터 앞에 배달 기사님들 몰리고 냄새 민원도 들어와서요. 저녁은 쉬는 시간에 1층 편의점이나 분식집에서 먹게 해 주세요.
""",
        updated="2025-10-02",
    ),
    "log/2026-03-incident.md": topic(
        "3월 개인 연락 건",
        "강사 개인 카톡으로 학부모 연락이 온 일",
        "project",
        """
3/10 중1 학부모님 한 분이 밤 11시에 최유나 쌤 개인 카톡으로 성적 문의를 보내셨다고 함. 알고 보니 최 쌤이 중1 수학 반 단톡방을 개인 계정으로 만들어 뒀던 거. 원장님이랑 얘기해서 그 방은 닫고 학원 계정으로 새로 만들기로 했어요. 최 쌤도 규정을 몰랐다고 하심.
""",
        updated="2026-03-11",
    ),
}

FILES = with_index(N, title="다온학원 메모리", separator=": ")


def pair(kind, a, b, form, why):
    return PairLabel(kind, (a, b), form, why)


def ask(text, *expect, conversational=False):
    return Question(text, "ko", expect=tuple(expect), conversational=conversational)


def chat(text):
    return Question(text, "ko", silent=True)


MEMDIR = LabelledMemdir(
    name="hagwon_ko",
    half="tuning",
    language="ko",
    domain="Korean private academy (hagwon) staff",
    style="casual and polite Korean mixed, memo lines, lists and tables",
    files=FILES,
    pairs=[
        # contradictions
        pair(
            "contradiction",
            "schedule/timetable.md",
            "notes/2026-02-28.md",
            "time-moved",
            "중3 영어 토 10:00–12:00 vs 3월부터 오후 2시~4시",
        ),
        pair(
            "contradiction",
            "attendance/absence.md",
            "feedback/gyeolseok.md",
            "threshold-changed",
            "연속 결석 3번이면 연락 vs 2번이면 연락",
        ),
        pair(
            "contradiction",
            "staff/assignment.md",
            "staff/2026-01-jeongminho.md",
            "owner-changed",
            "고1 수학 정민호 vs 한지우",
        ),
        pair(
            "contradiction",
            "schedule/timetable.md",
            "classes/blue-ban.md",
            "renamed",
            "중2 심화반 vs 블루반",
        ),
        pair(
            "contradiction",
            "counseling/after-counseling.md",
            "feedback/sangdam-munja.md",
            "policy-reversed",
            "상담 후 당일 요약 문자 보내기 vs 요약 문자 보내지 말 것",
        ),
        pair(
            "contradiction",
            "tools/classnote.md",
            "tools/educheck.md",
            "tool-switched",
            "출결 앱 클래스노트 vs 에듀체크",
        ),
        pair(
            "contradiction",
            "shuttle/routes.md",
            "shuttle/pureun-stop.md",
            "location-changed",
            "2호차 푸른마을 정문 vs 단지 상가 앞",
        ),
        pair(
            "contradiction",
            "shuttle/routes.md",
            "shuttle/4hocha.md",
            "count-changed",
            "셔틀 3대 vs 4대",
        ),
        pair(
            "contradiction",
            "rules/phone-basket.md",
            "feedback/sojipum.md",
            "reworded-conflict",
            "강사가 폰 걷어 바구니에 vs 학생 물건 손대지 말고 각자 가방에",
        ),
        # decoys
        pair(
            "decoy",
            "counseling/after-counseling.md",
            "shuttle/pureun-stop.md",
            "shared-technology",
            "카톡 채널: 상담 예약 받기 vs 정류장 변경 공지",
        ),
        pair(
            "decoy",
            "shuttle/pureun-stop.md",
            "shuttle/4hocha.md",
            "related-consistent",
            "2호차 정류장 변경과 4호차 추가, 서로 맞음",
        ),
        pair(
            "decoy",
            "refund/rules.md",
            "refund/57.md",
            "related-consistent",
            "1/3 전 2/3 환불 규정대로 24만 원 환불",
        ),
        pair(
            "decoy",
            "refund/57.md",
            "books/order-57.md",
            "same-ticket-ids",
            "#57: 환불요청 번호 vs 교재 발주 번호",
        ),
        pair(
            "decoy",
            "refund/rules.md",
            "meetings/teachers-0210.md",
            "quoted-opinion-rejected",
            "2주 안 전액 환불 제안은 반대됨, 규정대로",
        ),
        pair(
            "decoy",
            "refund/57.md",
            "meetings/teachers-0210.md",
            "quoted-opinion-rejected",
            "거절된 전액 환불 제안 vs 규정대로 처리한 57번",
        ),
        pair(
            "decoy",
            "special/winter-1.md",
            "special/winter-2.md",
            "phase1-vs-phase2",
            "1기 오전 10–12시 45만 원 vs 2기 오후 1–4시 60만 원",
        ),
        pair(
            "decoy",
            "특강/겨울특강-1기.md",
            "special/winter-2.md",
            "phase1-vs-phase2",
            "1기 45만 원 vs 2기 60만 원",
        ),
        pair(
            "decoy",
            "exams/sunae-midterm-old.md",
            "exams/sunae-midterm.md",
            "superseded-and-successor",
            "4/27–29 노트는 superseded, 5/6–8 노트가 이어받음",
        ),
        pair(
            "decoy",
            "rules/no-private-contact.md",
            "log/2026-03-incident.md",
            "rule-vs-incident",
            "개인 카톡 금지 규정과 최 쌤 개인 단톡방 사건",
        ),
        pair(
            "decoy",
            "feedback/gaein-beonho.md",
            "log/2026-03-incident.md",
            "rule-vs-incident",
            "개인 연락처 비공개 규정과 그걸 어긴 일",
        ),
        pair(
            "decoy",
            "rules/no-private-contact.md",
            "rules/no-delivery.md",
            "two-donts-different-things",
            "개인 번호 알려 주지 말기 vs 배달 음식 금지",
        ),
        pair(
            "decoy",
            "feedback/gaein-beonho.md",
            "rules/no-delivery.md",
            "two-donts-different-things",
            "개인 연락처 금지 vs 배달 음식 금지",
        ),
        # duplicates
        pair(
            "duplicate",
            "special/winter-1.md",
            "특강/겨울특강-1기.md",
            "identical",
            "겨울특강 1기 노트가 두 폴더에 똑같이",
        ),
        pair(
            "duplicate",
            "rules/no-private-contact.md",
            "feedback/gaein-beonho.md",
            "paraphrased",
            "강사 개인 번호·카톡 알려 주지 않기, 대표번호로만",
        ),
    ],
    questions=[
        ask(
            "중3 영어 토요일 수업은 몇 시에 시작해요?",
            "schedule/timetable.md",
            "notes/2026-02-28.md",
        ),
        ask(
            "고1 수학 반은 지금 어느 선생님이 맡고 계세요?",
            "staff/assignment.md",
            "staff/2026-01-jeongminho.md",
        ),
        ask(
            "학생이 결석을 몇 번 하면 학부모님께 전화 드려야 돼요?",
            "attendance/absence.md",
            "feedback/gyeolseok.md",
        ),
        ask(
            "중2 심화반 이름 바뀌었다던데 지금은 뭐라고 불러?",
            "schedule/timetable.md",
            "classes/blue-ban.md",
        ),
        ask(
            "상담 끝나고 학부모님한테 요약 문자 보내야 하나요?",
            "counseling/after-counseling.md",
            "feedback/sangdam-munja.md",
        ),
        ask("요즘 출결 체크는 무슨 앱으로 해요?", "tools/classnote.md", "tools/educheck.md"),
        ask(
            "2호차는 푸른마을에서 어디서 애들 태워요?",
            "shuttle/routes.md",
            "shuttle/pureun-stop.md",
        ),
        ask("셔틀버스 지금 몇 대 돌아가고 있어?", "shuttle/routes.md", "shuttle/4hocha.md"),
        ask(
            "수업 시간에 애들 휴대폰 걷어야 되나요, 말아야 되나요?",
            "rules/phone-basket.md",
            "feedback/sojipum.md",
        ),
        ask("수업 절반쯤 듣고 그만두면 환불은 얼마나 해 줘야 돼요?", "refund/rules.md"),
        ask("겨울특강 2기는 언제부터 했고 수강료가 얼마였죠?", "special/winter-2.md"),
        ask(
            "수내중 중간고사 날짜 바뀌었다면서요, 언제로 됐어요?",
            "exams/sunae-midterm-old.md",
            "exams/sunae-midterm.md",
        ),
        ask(
            "선생님 개인 번호를 학부모님께 알려 드려도 되나요?",
            "rules/no-private-contact.md",
            "feedback/gaein-beonho.md",
        ),
        ask(
            "아 감사합니다~ 그럼 교재 발주 57번은 언제 도착한대요?",
            "books/order-57.md",
            conversational=True,
        ),
        ask(
            "오케이 고마워! 근데 4호차는 어느 동네 돌아?", "shuttle/4hocha.md", conversational=True
        ),
        chat("안녕하세요~ 좋은 아침이에요"),
        chat("오늘도 수고 많으셨어요!"),
        chat("고마워 ㅎㅎ 덕분에 살았다"),
        chat("넵 다음 거 볼게요"),
        chat("그럼 내일 봬요~"),
        chat("음... 잠깐만요"),
        chat("와 진짜 똑똑하네"),
        Question(
            "좋은 저녁이에요~ 오늘 애들 수업 다 끝났어요", "ko", silent=True, why="small talk"
        ),
        Question(
            "고마워요, 덕분에 월요일 아침이 한결 편해졌어요", "ko", silent=True, why="small talk"
        ),
        Question("잠깐 커피 좀 사 올게요", "ko", silent=True, why="small talk"),
        Question("오늘 날씨 진짜 춥다 ㅠㅠ", "ko", silent=True, why="small talk"),
        Question("아 오늘 하루 너무 길다...", "ko", silent=True, why="small talk"),
        Question("설 연휴 잘 보내시고 다음 주에 봬요!", "ko", silent=True, why="small talk"),
        Question("오늘 기분은 좀 어때요?", "ko", silent=True, why="small talk"),
        Question("아직 거기 있어요?", "ko", silent=True, why="small talk"),
        Question("ㅋㅋㅋ 웃기다 진짜", "ko", silent=True, why="small talk"),
        Question("네 알겠습니다, 감사해요", "ko", silent=True, why="small talk"),
        Question("고1 국어는 몇 호에서 해?", "ko", expect=("schedule/timetable.md",)),
        Question(
            "환불 요청 들어오면 며칠 안에 처리해야 되나요?", "ko", expect=("refund/rules.md",)
        ),
        Question(
            "겨울특깅 1기 수강료 얼마였지?",
            "ko",
            expect=("special/winter-1.md", "특강/겨울특강-1기.md"),
        ),
        Question("셔틀 막차 몇 시인지 알려줘", "ko", expect=("shuttle/routes.md",)),
        Question(
            "애들이 저녁을 학원으로 시켜 먹어도 되나요?", "ko", expect=("rules/no-delivery.md",)
        ),
        Question(
            "최유나 선생님 단톡방 일은 어떻게 정리됐어요?",
            "ko",
            expect=("log/2026-03-incident.md",),
        ),
        Question(
            "아 그렇구나 ㅎㅎ 그럼 첫 달에 2주 안에 그만두면 전액 환불해 주는 거예요?",
            "ko",
            expect=("refund/rules.md", "meetings/teachers-0210.md"),
            conversational=True,
        ),
        Question(
            "넵 감사요! 근데 환불요청 57번은 얼마 돌려드렸어요?",
            "ko",
            expect=("refund/57.md",),
            conversational=True,
        ),
    ],
    complete_labels=True,
)
