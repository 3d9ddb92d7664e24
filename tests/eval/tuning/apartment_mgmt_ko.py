"""한빛마을 3단지 아파트 관리사무소의 에이전트 메모리 (Korean apartment management office).

Style: natural Korean office notes — 짧은 메모와 목록, 표 하나, 회의 요약은 문단 하나가 한 줄,
several decisions in one council write-up; English/romanised file names as agents keep them.
"""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

FOOD_WASTE = """음식물 쓰레기는 RFID 종량제.
- 세대별 카드 찍고 버리면 무게만큼 관리비에 부과 (kg당 120원 정도)
- 카드 잃어버리면 관리사무소에서 재발급, 5,000원
- 수거함 옆에 봉투째 두고 가는 경우 있음 → 내용물만 넣고 봉투는 일반쓰레기로
- 수거함은 24시간 사용 가능
"""

PARCEL_SESSION = "4e8d2b17-93c0-4a5f-b6e2-0d1f7a9c3e58"

N = {
    "fees/account-old.md": topic(
        "관리비 납부 계좌",
        "관리비 입금 계좌 (농협 공동계좌)",
        "reference",
        """관리비 납부 계좌: 농협 301-0123-4567-81 (예금주: 한빛마을3단지 입주자대표회의)
입금자명에 동·호수 꼭 적기 (예: 103-1202). 납부 기한 매월 말일.
""",
        updated="2025-03-10",
        extra={"status": "superseded", "superseded_by": "fees/account.md"},
    ),
    "fees/account.md": topic(
        "관리비 가상계좌",
        "9월분부터 세대별 가상계좌로 납부",
        "reference",
        """9월분부터 관리비는 세대별 가상계좌로만 받는다. 번호는 세대마다 다르고 고지서 오른쪽 아래에 찍혀 나옴 (국민은행). 예전 농협 공동계좌는 해지했으니 더 이상 안내하지 말 것. 납부 기한은 그대로 매월 말일.
""",
        updated="2025-09-01",
    ),
    "fees/e-bill.md": topic(
        "관리비 전자고지",
        "아파트아이 앱으로 고지서 보내는 방법",
        "reference",
        """## 관리비 전자고지
- 아파트아이 앱으로 매월 20일쯤 고지서 발송
- 종이 고지서 원하는 세대는 사무소에 신청 (지금 37세대)
- 납부 마감 말일, 넘기면 다음 달 고지서에 연체료 붙음
- 앱 가입 문의 오면 단지 코드 HB3 알려 드리기
""",
        updated="2025-11-12",
        nested=True,
        modified="2025-11-12T02:31:00Z",
    ),
    "facilities/multipurpose-room.md": topic(
        "3층 다목적실",
        "주민공동시설 3층 다목적실 예약과 이용 규칙",
        "reference",
        """3층 다목적실 (주민공동시설 3층, 최대 30명)
- 예약: 아파트아이 앱 > 시설예약 > 다목적실, 사용일 7일 전부터
- 이용 09:00~21:00, 한 번에 최대 3시간
- 사용료 없음. 쓰고 나면 의자 정리하고 불 끄고 나가기
- 입대의 회의 잡힌 날은 예약 막아 둠
""",
        updated="2025-06-23",
    ),
    "facilities/hanbit-hall.md": topic(
        "한빛홀",
        "주민공동시설 3층 모임 공간의 새 이름",
        "reference",
        """주민공동시설 3층 모임 공간의 정식 명칭은 이제 '한빛홀'. 이름 공모 결과가 1월 입대의에서 확정됐고 현판도 바꿔 달았다. 공지문, 안내 방송, 민원 답변 전부 한빛홀로 쓸 것. 예약 방법은 전과 같음.
""",
        updated="2026-01-20",
    ),
    "facilities/ev-charger-review.md": topic(
        "전기차 충전기 검토",
        "충전기 추가 설치 전에 정해야 할 것들",
        "project",
        """전기차 충전기 추가 설치 — 입대의 안건 올리기 전에 정리할 것
- 몇 기? 법정 기준은 최소 5기, 주민 설문에선 10기 얘기도 나옴
- 위치: 지하 1층 입구 쪽이냐, 지하 2층 B구역이냐
- 급속 충전기도 넣을지
- 충전 요금을 관리비에 넣을지, 사업자가 따로 걷을지
- 화재 대비: 질식소화포, 스프링클러 헤드 추가 필요한지 소방 점검 업체에 물어보기
""",
        updated="2025-12-08",
    ),
    "parking/registration.md": topic(
        "주차 등록과 요금",
        "세대별 차량 등록 방법과 주차 요금",
        "reference",
        """# 주차 등록 / 요금

| 구분 | 요금 |
|---|---|
| 세대 첫 번째 차량 | 무료 |
| 두 번째 차량 | 월 20,000원 |
| 세 번째 차량부터 | 등록 불가 (방문 주차만) |

- 등록은 관리사무소 방문, 자동차등록증 + 신분증 지참
- 소방차 전용구역(각 동 앞 노란 빗금)은 잠깐이라도 주정차 금지. 과태료 최대 100만 원, 보이면 경비실에서 바로 이동 요청
""",
        updated="2025-04-02",
    ),
    "parking/fire-lane-incident.md": topic(
        "102동 소방차 전용구역 주차 건",
        "3월 4일 택배 탑차가 소방차 전용구역을 막은 일",
        "project",
        """3/4(수) 오후 2시쯤 102동 앞 소방차 전용구역에 택배 탑차가 40분 넘게 서 있었음. 주민 민원 두 건 접수. 최영자 반장님이 기사님께 두 번 이동 요청했는데 금방 끝난다면서 안 빼다가 결국 빼 감. 택배사 지점에 전화해서 재발 방지 요청했고, 사진은 민원 폴더에 저장해 둠.
""",
        updated="2026-03-04",
    ),
    "meetings/2026-02-council.md": topic(
        "2월 입주자대표회의 요약",
        "주차비, 전기차 충전기, 음식물 쓰레기 안건 결과",
        "project",
        """# 2026년 2월 입주자대표회의 (2/19)

안건 세 개 모두 처리됐고 회의는 한 시간 반쯤 걸렸다. 회의록 원본은 소장님이 정리해서 게시판에 붙이기로 하셨고, 아래는 관리사무소에서 챙겨야 할 것만 추린 것.
첫째, 두 번째 차량 주차비를 월 3만 원으로 올리기로 의결했다. 4월 부과분부터 적용하고 3월 고지서에 안내문을 같이 넣는다. 반대 의견도 좀 있었지만 지하주차장 자리 부족이 워낙 심해서 찬성 7, 반대 2로 통과.
둘째, 전기차 충전기는 지하 2층 B구역에 완속 7기, 급속 1기로 설치 확정. 충전 요금은 충전 사업자가 직접 받고 관리비에는 안 들어간다. 공사는 5월 예정.
셋째, 104동 동대표님이 음식물 쓰레기를 RFID 종량제 말고 예전처럼 세대별 정액제로 돌리자고 제안하셨는데, 버린 만큼 내는 게 공평하다는 의견이 많아서 부결. 지금 RFID 카드 방식 그대로 간다.
""",
        updated="2026-02-20",
    ),
    "recycling/schedule.md": topic(
        "재활용 분리배출",
        "재활용품 내놓는 요일과 품목별 방법",
        "reference",
        """## 재활용 분리배출
매주 화요일 저녁 7시 ~ 밤 11시, 각 동 뒤편 분리수거장.
- 종이·박스: 테이프랑 송장 떼고 펴서
- 플라스틱: 비우고 헹궈서, 투명 페트병은 따로
- 캔·고철 / 유리병 / 비닐 각각
- 스티로폼: 음식물 묻은 건 일반쓰레기
- 다른 날 내놓은 건 경비원이 치우지 않음, 민원 들어오면 안내문 부착
""",
        updated="2025-05-14",
    ),
    "recycling/day-change.md": topic(
        "재활용 배출일 변경",
        "수거 업체 일정 변경에 따른 재활용 배출일",
        "reference",
        """수거 업체 일정이 바뀌어서 3월 첫 주부터 재활용은 목요일 저녁에 내놓는 걸로 변경 (시간은 저녁 7시~11시 그대로). 엘리베이터 게시판이랑 단지 방송으로 2주 동안 안내 중.
""",
        updated="2026-02-26",
    ),
    "recycling/food-waste-rfid.md": topic(
        "음식물 쓰레기 RFID",
        "음식물 쓰레기 종량제 카드 사용법",
        "feedback",
        FOOD_WASTE,
        updated="2025-05-14",
    ),
    "notices/food-waste.md": topic(
        "음식물 종량제 안내",
        "주민 문의용 음식물 쓰레기 배출 안내",
        "reference",
        FOOD_WASTE,
        updated="2025-05-14",
    ),
    "recycling/bulky-waste.md": topic(
        "대형폐기물 배출",
        "가구·가전 같은 대형폐기물 버리는 방법",
        "reference",
        """대형폐기물(가구, 가전, 매트리스 등)은 구청 홈페이지에서 배출 신고하고 스티커 뽑아서 붙인 다음 각 동 1층 필로티 기둥 옆에 내놓으면 된다. 수거는 신고 다음 날부터 3일 안에 옴. 스티커 없이 내놓은 건 경비실에서 호수 확인해서 연락드림.
""",
        updated="2025-07-03",
    ),
    "notices/bulky-waste-yard.md": topic(
        "대형폐기물 집하장",
        "대형폐기물을 내놓는 지정 장소",
        "reference",
        """1월 중순부터 대형폐기물은 105동 옆 지정 집하장(철제 펜스 쳐진 곳)에만 내놓도록 함. 소방 점검 때 필로티에 쌓아 두면 통행 막히고 화재 위험 있다고 지적받았기 때문. 주민 문의 오면 집하장 위치 안내.
""",
        updated="2026-01-15",
        nested=True,
        session="a91f03c6-2d7e-4b88-9f10-5c3e6d2a7b44",
    ),
    "security/shifts.md": topic(
        "경비 근무 편성",
        "경비원 주간·야간 인원과 순찰 시간",
        "reference",
        """경비 근무 편성 (용역: 든든시큐리티)
- 주간 07:00~19:00 6명 / 야간 19:00~07:00 4명
- 반장: 최영자 (주간, 101동 경비실)
- 야간 순찰: 자정, 새벽 3시 두 번 (지하주차장 포함)
- 휴게: 주간 12~13시, 야간은 01~05시 사이 교대로 4시간
""",
        updated="2025-04-07",
    ),
    "security/2026-contract.md": topic(
        "2026 경비 용역 계약",
        "든든시큐리티와 갱신한 경비 용역 계약 내용",
        "project",
        """든든시큐리티와 2026년 용역 계약을 갱신했다. 인건비가 올라서 입대의에서 인원을 조정하기로 했고, 밤 근무는 세 명이 도는 걸로 정리됐다. 낮 인원은 손대지 않았다. 대신 야간 순찰 동선을 새로 짜서 지하주차장부터 돌기로 함. 계약 기간 1년.
""",
        updated="2026-01-05",
    ),
    "security/parcels.md": topic(
        "경비실 택배 보관",
        "부재중 세대 택배를 경비실에서 맡아 두는 기준",
        "feedback",
        """경비실 택배 보관 기준
- 부재중 세대 택배는 경비실에서 보관했다가 인계 (서명 받기)
- 냉장·냉동 식품, 귀금속 같은 고가품은 안 받음
- 3일 넘게 안 찾아가면 문자로 안내
- 세대 앞까지 갖다주는 건 안 함
""",
        updated="2025-04-20",
    ),
    "notices/parcel-locker.md": topic(
        "무인택배함 이용 안내",
        "2월부터 택배는 무인택배함으로",
        "reference",
        """2월부터 경비실에서 택배를 받아 두지 않는다. 주민들께는 각 동 1층 무인택배함을 쓰시라고 안내하고, 택배 기사님들께도 경비실에 맡기지 말라고 공지함. 경비원 업무 범위를 법 취지에 맞게 조정한 것.
""",
        updated="2026-01-28",
        nested=True,
        session=PARCEL_SESSION,
        modified="2026-01-28T06:12:00Z",
    ),
    "security/parcel-duty-change.md": topic(
        "경비원 업무 조정 (택배)",
        "경비원 업무에서 택배 보관이 빠짐",
        "feedback",
        """2월 1일부로 경비원 업무에서 택배 보관은 빠짐. 주민이 경비실에 좀 맡아 달라고 해도 정중하게 거절하고 1층 무인택배함 이용하시도록 안내할 것.
""",
        updated="2026-01-28",
        nested=True,
        session=PARCEL_SESSION,
        modified="2026-01-28T06:15:00Z",
    ),
    "elevator/inspection.md": topic(
        "승강기 정기점검",
        "엘리베이터 월 정기점검 일정과 업체",
        "reference",
        """승강기 정기점검
- 매월 둘째 주 화요일 10:00~12:00
- 업체: 대성승강기 (대표번호 02-555-0142)
- 101동부터 순서대로 한 대씩 멈춤, 동마다 20분 정도
- 점검 전날 엘리베이터 안에 안내문 붙이기
- 이사 예약은 점검 시간 피해서 잡기
""",
        updated="2025-03-18",
    ),
    "elevator/vendor-change.md": topic(
        "승강기 유지보수 업체",
        "1월부터 바뀐 엘리베이터 유지보수 업체",
        "reference",
        """승강기 유지보수 계약이 1월부터 한결엘리베이터로 넘어감 (입찰 결과). 점검 일정은 기존대로 매월 둘째 주 화요일 오전. 고장 신고는 한결 24시간 콜센터 1588-7720.
""",
        updated="2026-01-08",
    ),
    "construction/facade-phase1.md": topic(
        "외벽 재도장 1단계",
        "101~104동 외벽 도색 일정과 안내 사항",
        "project",
        """외벽 재도장 1단계
- 대상: 101~104동
- 기간: 4/6 ~ 5/15 (비 오면 순연)
- 업체 선정 공문: 제2025-118호 (공개입찰, 대림도장)
- 곤돌라 작업 08:30~17:30. 작업 라인 세대는 창문 닫고 베란다 물건 치워 달라고 안내
- 차량 도료 피해 막으려고 작업 동 앞 주차 자제 요청
""",
        updated="2026-03-20",
    ),
    "construction/facade-phase2.md": topic(
        "외벽 재도장 2단계",
        "105~108동 외벽 도색 일정",
        "project",
        """외벽 재도장 2단계
- 대상: 105~108동
- 기간: 6/1 ~ 7/10, 장마 겹치면 7월 말까지 늘어날 수 있음
- 108동 뒤편이 좁아서 곤돌라 대신 고소작업차, 작업 시간 09:00~18:00
- 업체는 1단계와 같음
""",
        updated="2026-03-20",
    ),
    "complaints/2025-118-leak.md": topic(
        "1203호 누수 민원",
        "접수번호 2025-118 욕실 천장 누수 처리 경과",
        "project",
        """민원 접수번호 2025-118 — 1203호 욕실 천장 누수. 윗집 1303호 배관 문제로 확인됨. 1303호에서 자비로 고치기로 했고 12/3 수리 끝남. 1203호 천장 석고보드 교체는 보험 처리 진행 중.
""",
        updated="2025-12-04",
    ),
    "construction/interior-rules.md": topic(
        "세대 인테리어 공사 규정",
        "세대 내부 공사 신고와 허용 시간",
        "feedback",
        """세대 인테리어 공사 규정
- 시작 전에 공사 신고서 + 같은 라인 세대 동의서(과반) 제출
- 작업 시간: 평일 09:00~18:00, 토요일 09:00~13:00
- 일요일·공휴일은 공사 불가
- 엘리베이터 보양 필수, 폐자재는 업체가 직접 반출
""",
        updated="2025-06-10",
    ),
    "notices/bylaw-amendment.md": topic(
        "관리규약 개정",
        "3월부터 바뀐 관리규약 내용",
        "reference",
        """관리규약이 개정돼서 3월부터 세대 리모델링은 월요일부터 금요일까지만 할 수 있다. 주민 설문에서 주말 소음 불만이 제일 많았던 게 반영됐다. 신고서 양식도 새로 바뀌었고 사무소 캐비닛 두 번째 칸에 있음.
""",
        updated="2026-03-02",
    ),
    "complaints/process.md": topic(
        "민원 처리 절차",
        "민원 접수부터 답변까지의 순서와 담당",
        "reference",
        """# 민원 처리
1. 접수: 전화·방문·앱 민원 모두 정다은 대리가 받아서 민원 대장에 기록
2. 배정: 시설은 이성훈 주임, 관리비는 박미경 과장
3. 기한: 단순 민원 3일, 공사가 필요한 건 7일 안에 1차 답변
4. 끝나면 민원인에게 문자로 결과 안내
""",
        updated="2025-04-15",
    ),
    "complaints/contact.md": topic(
        "민원 창구 담당",
        "민원 접수 담당자와 연락처",
        "reference",
        """민원 창구: 한지수 주임 (2/10 입사). 접수부터 민원 대장 관리까지 한 주임이 맡음. 내선 203.
""",
        updated="2026-02-10",
    ),
}

FILES = with_index(
    N,
    title="한빛마을 3단지 관리사무소 메모",
    sections={
        "fees/": "관리비",
        "parking/": "주차",
        "recycling/": "분리수거",
        "security/": "경비",
        "elevator/": "승강기",
        "construction/": "공사",
        "complaints/": "민원",
        "facilities/": "공동시설",
        "meetings/": "회의",
        "notices/": "공지",
    },
)


Q, S = questions_in("ko")


MEMDIR = LabelledMemdir(
    name="apartment_mgmt_ko",
    half="tuning",
    language="ko",
    domain="apartment complex management office (관리사무소)",
    style="natural Korean: short memos, lists, one table, a council summary in paragraphs",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "recycling/schedule.md",
            "recycling/day-change.md",
            "time-moved",
            "재활용 화요일 저녁 vs 목요일 저녁.",
        ),
        P(
            "contradiction",
            "parking/registration.md",
            "meetings/2026-02-council.md",
            "threshold-changed",
            "두 번째 차량 월 2만 원 vs 3만 원.",
        ),
        P(
            "contradiction",
            "complaints/process.md",
            "complaints/contact.md",
            "owner-changed",
            "민원 접수 정다은 대리 vs 한지수 주임.",
        ),
        P(
            "contradiction",
            "facilities/multipurpose-room.md",
            "facilities/hanbit-hall.md",
            "renamed",
            "3층 다목적실 vs 한빛홀.",
        ),
        P(
            "contradiction",
            "security/parcels.md",
            "notices/parcel-locker.md",
            "policy-reversed",
            "경비실에서 택배 보관 vs 2월부터 안 받음, 무인택배함.",
        ),
        P(
            "contradiction",
            "security/parcels.md",
            "security/parcel-duty-change.md",
            "policy-reversed",
            "경비실에서 택배 보관 vs 경비 업무에서 택배 보관 빠짐.",
        ),
        P(
            "contradiction",
            "elevator/inspection.md",
            "elevator/vendor-change.md",
            "tool-switched",
            "유지보수 대성승강기 vs 한결엘리베이터 (일정은 같음).",
        ),
        P(
            "contradiction",
            "recycling/bulky-waste.md",
            "notices/bulky-waste-yard.md",
            "location-changed",
            "각 동 1층 필로티 vs 105동 옆 집하장.",
        ),
        P(
            "contradiction",
            "security/shifts.md",
            "security/2026-contract.md",
            "count-changed",
            "야간 경비 4명 vs 3명.",
        ),
        P(
            "contradiction",
            "construction/interior-rules.md",
            "notices/bylaw-amendment.md",
            "reworded-conflict",
            "토요일 09~13시 공사 가능 vs 리모델링은 월~금만.",
        ),
        # duplicates
        P(
            "duplicate",
            "recycling/food-waste-rfid.md",
            "notices/food-waste.md",
            "identical",
            "같은 RFID 종량제 안내가 두 폴더에.",
        ),
        P(
            "duplicate",
            "notices/parcel-locker.md",
            "security/parcel-duty-change.md",
            "same-rule-restated",
            "택배 보관 중단 규칙을 같은 세션에서 두 번 저장.",
        ),
        # decoys
        P(
            "decoy",
            "fees/e-bill.md",
            "facilities/multipurpose-room.md",
            "shared-technology",
            "아파트아이 앱: 관리비 고지 vs 시설 예약.",
        ),
        P(
            "decoy",
            "parking/registration.md",
            "parking/fire-lane-incident.md",
            "rule-vs-incident",
            "소방차 전용구역 주정차 금지 규칙과 택배 탑차 사건.",
        ),
        P(
            "decoy",
            "facilities/ev-charger-review.md",
            "meetings/2026-02-council.md",
            "open-questions-vs-settled",
            "몇 기·어디에 미정 vs B2 완속 7기·급속 1기 확정.",
        ),
        P(
            "decoy",
            "recycling/food-waste-rfid.md",
            "meetings/2026-02-council.md",
            "quoted-opinion-rejected",
            "정액제 복귀 제안 부결, RFID 종량제 유지.",
        ),
        P(
            "decoy",
            "notices/food-waste.md",
            "meetings/2026-02-council.md",
            "quoted-opinion-rejected",
            "정액제 복귀 제안 부결, RFID 종량제 유지.",
        ),
        P(
            "decoy",
            "construction/facade-phase1.md",
            "construction/facade-phase2.md",
            "phase1-vs-phase2",
            "1단계 101~104동 곤돌라 08:30 vs 2단계 105~108동 고소작업차 09:00.",
        ),
        P(
            "decoy",
            "construction/facade-phase1.md",
            "complaints/2025-118-leak.md",
            "same-ticket-ids",
            "공문 제2025-118호 vs 민원 접수번호 2025-118, 무관.",
        ),
        P(
            "decoy",
            "fees/account.md",
            "fees/e-bill.md",
            "related-consistent",
            "둘 다 관리비 납부, 마감 말일로 같음.",
        ),
        P(
            "decoy",
            "fees/account-old.md",
            "fees/e-bill.md",
            "related-consistent",
            "옛 계좌 메모와 전자고지, 마감 말일은 같음.",
        ),
        P(
            "decoy",
            "fees/account-old.md",
            "fees/account.md",
            "superseded-and-successor",
            "농협 공동계좌, 가상계좌 메모로 대체됨 (superseded).",
        ),
    ],
    questions=[
        Q(
            "재활용은 무슨 요일에 내놓아야 돼요?",
            "recycling/schedule.md",
            "recycling/day-change.md",
        ),
        Q(
            "차가 두 대인데 두 번째 차 주차비는 한 달에 얼마예요?",
            "parking/registration.md",
            "meetings/2026-02-council.md",
        ),
        Q(
            "민원은 누구한테 접수하면 되나요?",
            "complaints/process.md",
            "complaints/contact.md",
        ),
        Q(
            "집에 없을 때 택배를 경비실에 맡겨도 되나요?",
            "security/parcels.md",
            "notices/parcel-locker.md",
            "security/parcel-duty-change.md",
        ),
        Q(
            "엘리베이터 점검은 보통 언제 하죠?",
            "elevator/inspection.md",
            "elevator/vendor-change.md",
        ),
        Q(
            "안 쓰는 소파를 버리려면 어디에 내놓아야 하나요?",
            "recycling/bulky-waste.md",
            "notices/bulky-waste-yard.md",
        ),
        Q(
            "밤에는 경비 아저씨가 몇 분이나 근무하세요?",
            "security/shifts.md",
            "security/2026-contract.md",
        ),
        Q(
            "토요일 오전에 인테리어 공사 해도 되나요?",
            "construction/interior-rules.md",
            "notices/bylaw-amendment.md",
        ),
        Q(
            "3층 모임 공간 예약은 어떻게 하는 거예요?",
            "facilities/multipurpose-room.md",
            "facilities/hanbit-hall.md",
        ),
        Q(
            "관리비는 어느 계좌로 내면 되나요?",
            "fees/account.md",
            "fees/account-old.md",
        ),
        Q(
            "전기차 충전기는 몇 대 설치하기로 했나요?",
            "meetings/2026-02-council.md",
            "facilities/ev-charger-review.md",
        ),
        Q("105동 외벽 도색은 언제 시작해요?", "construction/facade-phase2.md"),
        Q("관리비 고지서는 언제쯤 나오나요?", "fees/e-bill.md"),
        Q(
            "네 감사합니다~ 그럼 음식물 쓰레기는 어떻게 버리면 돼요?",
            "recycling/food-waste-rfid.md",
            "notices/food-waste.md",
            conversational=True,
        ),
        Q(
            "아 그렇군요. 혹시 1203호 누수 민원은 어떻게 처리됐는지 아세요?",
            "complaints/2025-118-leak.md",
            conversational=True,
        ),
        S("안녕하세요!"),
        S("오늘도 수고 많으십니다"),
        S("감사합니다, 덕분에 큰 도움이 됐어요"),
        S("네 알겠습니다, 다음 얘기로 넘어갈게요"),
        S("내일 뵐게요~"),
        S("ㅎㅎ 그렇네요"),
        S("잠깐만요, 전화 좀 받고 올게요"),
    ],
    complete_labels=True,
)
