# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""Memory of a family-run 강원도 auto-campsite: 사장님's rambling 존반말 memos, terse 알바 notes, tables."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- 사람 ---------------------------------------------------------------------------------
    "team/staff-2025.md": topic(
        "2025 일하는 사람들",
        "솔바람 오토캠핑장 식구들이랑 알바, 누가 뭐 맡는지",
        "reference",
        """솔바람 오토캠핑장 (강원도 홍천군 내촌면, 40사이트) — 2025 시즌 인원

| 이름 | 호칭 | 맡은 일 | 근무 |
|---|---|---|---|
| 김영수 | 사장님 | 총괄, 장작 입고·판매, 시설 보수, 예초 | 상주 |
| 박미경 | 사모님 | 네이버 예약·땡큐캠핑 예약 관리, 정산, 매점 | 상주 |
| 김준호 | 준호 (아들) | 인스타·블로그, 전기·수도, 주말 관리동 | 금~일 |
| 이도윤 | 알바 | 관리동 데스크, 샤워장·개수대 청소 | 월~금 10~19시 |
| 최서연 | 알바 | 샤워장·개수대 청소, 매점, 야간 순찰 | 토·일 |

관리동 2층이 사장님댁이라 밤에도 사장님은 계심.
""",
        aliases=["인원표", "누가 뭐함"],
        updated="2025-03-02",
    ),
    "team/sajang-report.md": topic(
        "사장님한테 보고하는 법",
        "사장님은 보고를 어떻게 받고 싶어하시는지",
        "user",
        """사장님 보고는 무조건 전화.
카톡은 거의 안 보심 (글씨 작아서 안 보인다고 ㅎㅎ). 급한 건 밤이라도 전화하라고 하심.
"글로 길게 쓰지 마라, 말로 해. 내가 언제 그거 다 읽고 있냐."
""",
        updated="2025-03-04",
    ),
    "team/samonim-report.md": topic(
        "사모님한테 보고하는 법",
        "사모님은 보고를 어떻게 받고 싶어하시는지",
        "user",
        """사모님은 카톡으로 남겨 달라고 하심. 사진 있으면 같이.
매점 재고, 정산, 돈 얘기는 꼭 카톡에 남겨야 나중에 장부랑 맞출 수 있다고.
전화는 매점 바쁠 때 못 받으심 → 급한 거 아니면 카톡.
""",
        updated="2025-03-04",
    ),
    # --- 예약 -------------------------------------------------------------------------------
    "reservation/booking-channels.md": topic(
        "예약 채널 (네이버 예약 / 땡큐캠핑)",
        "예약 어디서 받는지, 중복예약 막는 법, 예약 오픈, 입실 전날 안내",
        "reference",
        """예약 채널 정리

- **네이버 예약** (스마트플레이스 '솔바람오토캠핑장') — 메인. 전체 예약 70% 정도.
- **땡큐캠핑** — 나머지.
- 두 곳 재고 연동 안 됨!! 한쪽에서 예약 들어오면 다른 쪽 같은 날짜·같은 사이트 바로 '마감'
  처리할 것. 중복예약 터지면 늦게 들어온 쪽에 양해 구하고 전액 환불 + 장작 1망 서비스.
- 다음 달 예약은 매월 1일 오전 10시 오픈 (두 곳 동시).
- 전화 예약은 안 받음. 전화 오면 네이버로 안내.
- 입실 전날 안내 메시지: 네이버 예약자는 네이버 톡톡으로, 땡큐캠핑 예약자는 문자로 보냄.
""",
        aliases=["네이버예약", "땡큐캠핑", "예약"],
        updated="2025-03-05",
    ),
    "reservation/prices-2025.md": topic(
        "2025 하반기 요금표",
        "사이트 요금, 전기·인원·반려견·방문객 옵션 요금",
        "reference",
        """2025 하반기 요금 (네이버·땡큐 동일하게 올림)

| 사이트 | 평일 (일~목) | 주말 (금·토, 공휴일 전날) | 성수기 (7/19~8/17) |
|---|---|---|---|
| A·B구역 1~20번 (파쇄석) | 40,000 | 50,000 | 60,000 |
| C구역 21~30번 (데크) | 45,000 | 55,000 | 65,000 |
| 31~40번 (계곡 앞 잔디) | 50,000 | 60,000 | 70,000 |

| 옵션 | 요금 | 비고 |
|---|---|---|
| 전기 | 5,000원/박 | 사이트당 1kW까지 |
| 추가 인원 (4인 초과) | 10,000원/인 | 미취학 무료 |
| 반려견 | 5,000원/마리 | 최대 2마리 |
| 방문객 | 5,000원/인 | 21시까지 |
| 추가 차량 | 5,000원 | 관리동 주차장 |
""",
        aliases=["요금", "가격표"],
        updated="2025-07-01",
    ),
    "reservation/rain-refund.md": topic(
        "비 올 때 환불",
        "우천·기상특보 때 환불 어떻게 해주는지 (사장님 말씀)",
        "feedback",
        """우천 환불 — 사장님 말씀 그대로 옮김:

"비 온다고 다 돌려주면 우리는 뭐 먹고 살아요 ㅎㅎ 그냥 비 예보는 일반 취소 규정대로 해.
근데 호우주의보, 호우경보, 태풍 이런 거 뜨면 그건 위험하니까 당일이라도 전액 환불해
드려요. 계곡 끼고 있는 데라 사고 나면 끝이야."

정리:
- 기상특보(호우주의보·경보, 태풍) 발효 → 입실 당일 취소도 100% 환불
- 그냥 비 예보 → 일반 취소 규정
""",
        updated="2025-04-02",
    ),
    "reservation/refund-notice.md": topic(
        "취소·환불 규정 공지",
        "네이버·땡큐캠핑에 올린 취소 환불 규정 문구",
        "reference",
        """네이버·땡큐캠핑 공지 (같은 문구로 올림)

| 취소 시점 / 사유 | 환불 |
|---|---|
| 이용일 7일 전까지 | 100% |
| 5~6일 전 | 70% |
| 3~4일 전 | 50% |
| 2일 전 ~ 당일 | 환불 불가 |
| 기상특보(호우·태풍)로 인한 취소 | 환불 불가, 일정 변경 1회 가능 (3개월 이내) |
| 캠핑장 사정으로 인한 취소 | 100% |

※ 단순 우천은 위 기간 규정 그대로 적용.
""",
        aliases=["환불규정", "취소규정"],
        updated="2025-07-15",
    ),
    "reservation/alimtalk.md": topic(
        "입실 안내 알림톡",
        "입실 전날 안내 메시지 보내는 방법",
        "project",
        """입실 안내 이제 전부 카카오 알림톡으로 한 번에 보냄 (비즈메시지 '비즈엠').
전날 오후 3시 자동 발송, 예약자 번호는 네이버/땡큐 예약 목록 엑셀로 받아서 업로드.
네이버 톡톡이랑 문자로 따로따로 보내던 건 안 함.

템플릿 내용: 입실 14시 / 오시는 길 / 매너타임 / 멧돼지 때문에 음식 보관 / 분리수거
""",
        updated="2025-07-20",
    ),
    "reservation/group-4417.md": topic(
        "단체예약 4417 (9월 말 교회 청년부)",
        "네이버 예약번호 4417 단체 예약 내용",
        "project",
        """네이버 예약번호 **4417**
- 홍천 늘봄교회 청년부, 9/27(토)~28(일) 1박
- C구역 21~30번 10사이트 통으로, 총 38명
- 예약금 50% 9/1 입금 완료, 잔금은 입실일 현장 결제
- 대표: 정해린 010-2231-7785
- 장작 20망 미리 요청함 → 입실 전에 사이트마다 2망씩 놔두기
- 청년부라 늦게까지 놀 수 있음. 매너타임 입실 때 꼭 한 번 더 말하기
""",
        updated="2025-09-02",
    ),
    # --- 운영 -------------------------------------------------------------------------------
    "ops/checkin-checkout.md": topic(
        "입실 퇴실 시간",
        "체크인 체크아웃 시간, 늦은 입실",
        "reference",
        """- 입실 14:00
- 퇴실 11:00
- 얼리 체크인 없음 (앞 손님 퇴실 + 청소 때문에)
- 늦은 입실은 21시까지. 그 이후 도착은 미리 관리동에 전화
""",
        aliases=["체크인", "체크아웃"],
        updated="2025-03-02",
    ),
    "ops/checkout-noon.md": topic(
        "퇴실 12시로 변경",
        "7월부터 퇴실 시간 바뀐 거",
        "feedback",
        """7/1부터 퇴실 시간 11시 → 12시로 변경. 입실은 14시 그대로.
사장님: "청소 빠듯하긴 한데 리뷰마다 퇴실 너무 빠르다고 하니까 어쩔 수 없지."
네이버·땡큐 안내문 준호가 수정함.
""",
        updated="2025-06-25",
    ),
    "ops/manner-time.md": topic(
        "매너타임",
        "조용히 해야 하는 시간이랑 위반 시 처리",
        "reference",
        """매너타임: 22:00 ~ 다음날 07:00

- 음악·블루투스 스피커 X, 대화는 작게. 불멍은 조용히 하면 OK.
- 차량 출입 X → 22시에 입구 차단기 내림.
- 위반하면 1회 주의 → 2회 경고 → 그다음은 퇴실 (환불 없음).
- 순찰: 22:30, 24:00 (평일 사장님 / 주말 서연이)
""",
        aliases=["quiet time", "정숙시간"],
        updated="2025-03-10",
    ),
    "ops/firewood.md": topic(
        "장작·숯 판매",
        "장작이랑 숯 가격, 파는 시간, 무인판매대, 미리 주문",
        "reference",
        """장작·숯은 관리동 매점에서 팜.

- 장작: 참나무 1망 (약 10kg) **10,000원**
- 숯: 참숯 3kg 15,000원 / 착화탄 1봉 3,000원
- 매점 시간 08:00~21:00
- 21시 이후엔 관리동 앞 무인판매대에 장작 10망 내놓음 → 계좌이체나 돈통. 마감할 때 채워두기.
- 네이버 예약 추가옵션으로 '장작 1망' 미리 살 수 있음 → 입실 전에 사이트 앞에 갖다 놓기
- 장작은 내촌 산골목재에서 1톤씩 받음. 창고는 관리동 뒤 컨테이너.
""",
        aliases=["장작", "숯", "땔감"],
        updated="2025-04-05",
    ),
    "ops/fire-rules.md": topic(
        "불 관련 규칙",
        "화로대, 바닥 직화, 밖에서 가져온 나무, 재 버리는 곳",
        "feedback",
        """불 — 사장님이 제일 예민하게 보는 거.

- 화로대 없이 바닥에 바로 불 피우는 거 절대 안 됨. 화로대 밑엔 방염포.
- 캠핑장 밖에서 들고 온 나무는 못 들임. 소나무재선충 때문에 군청에서 권고 내려왔음.
  우리 매점 참나무만 쓰게 안내.
- 다 탄 숯·재는 관리동 옆 빨간 철통(재 수거통)에. 불씨 남은 숯을 개수대나 쓰레기통에
  버리면 안 됨.
- 바람 센 날 (순간풍속 10m/s 넘게) 불멍 자제 방송.
- 소화기는 개수대마다 1개씩.
""",
        updated="2025-04-05",
    ),
    "ops/electricity.md": topic(
        "사이트 전기",
        "사이트 전기 용량, 쓰면 안 되는 거, 릴선, 차단기",
        "reference",
        """사이트 전기 안내
- 전 사이트 전기 가능 (1박 5,000원, 예약할 때 옵션)
- 사이트당 600W까지. 전기장판 1장 + 랜턴, 폰 충전 정도.
- 전기포트, 인덕션, 전기난로, 에어컨, 드라이기 X → 차단기 떨어지면 그 분전함 사이트 다 꺼짐
- 릴선은 손님 지참 (20m 이상, 방수캡). 관리동에 대여용 3개 (보증금 1만원)
- 차단기 떨어지면 관리동 연락 → 준호나 사장님이 올림
""",
        aliases=["전기", "와트"],
        updated="2025-03-15",
    ),
    "ops/pets.md": topic(
        "반려견 동반",
        "애견 동반 되는 사이트랑 규칙",
        "reference",
        """반려견 동반 규칙
- 애견 동반 사이트: A구역 1~8번 (8개). 9·10번은 1번 개수대 바로 옆이라 뺌.
- 사이트당 2마리까지, 소형·중형견. 맹견 5종 불가.
- 리드줄 1.5m 이하, 사이트 밖에선 항상 목줄.
- 배변은 바로 치우기 (배변봉투 매점에 있음).
- 샤워장·개수대에서 씻기기 금지.
- 요금은 요금표 참고.
""",
        aliases=["애견", "강아지", "애견동반"],
        updated="2025-03-10",
    ),
    "ops/pet-all-sites-idea.md": topic(
        "전 사이트 애견 허용 제안 (안 하기로)",
        "준호가 낸 전 사이트 애견 허용 얘기랑 사장님 답",
        "project",
        """준호 제안 (5/22): 요즘 애견캠핑 수요 많으니까 40개 사이트 전부 애견 동반 되게 하자.
아예 애견 전용 캠핑장으로 가자는 얘기까지 함.

사장님: "안 돼. 우리 손님 반은 애들 데리고 오는 가족이야. 개 무서워하는 애들도 많고요."

결론: 애견 동반은 계속 A구역에서만. 전 사이트 허용 안 함.
""",
        updated="2025-05-22",
    ),
    "ops/cleaning-rota.md": topic(
        "샤워장·개수대 청소 당번",
        "요일별 시간별 청소 당번표랑 체크할 거",
        "reference",
        """청소 당번 (샤워장 남/여, 화장실, 개수대 1·2·3번)

| 요일 | 10:00 | 15:00 | 21:00 |
|---|---|---|---|
| 월~금 | 도윤 | 도윤 | 사장님 (도윤 19시 퇴근) |
| 토 | 서연 | 서연 | 서연 |
| 일 | 서연 | 서연 | 준호 |

체크: 배수구 머리카락 / 개수대 거름망 비우기 / 휴지·핸드워시 보충 / 바닥 물기 / 드라이기 선 정리
""",
        aliases=["청소표", "당번표"],
        updated="2025-03-20",
    ),
    "ops/trash.md": topic(
        "분리수거·쓰레기",
        "분리수거장 위치, 종량제 봉투, 음식물, 부탄가스",
        "reference",
        """분리수거·쓰레기 안내
- 분리수거장: 관리동 뒤 지붕 있는 곳. 플라스틱 / 캔 / 유리병 / 종이 / 일반(종량제).
- 종량제 봉투는 매점에서 20L 1,000원. 일반 쓰레기는 종량제 봉투에만.
- 음식물은 물기 빼서 음쓰통(뚜껑 잠금식)에. 밤 9시 넘어서 사이트에 두지 말고 그 전에 버리기.
- 부탄가스는 구멍 뚫지 말고 따로 모으는 바구니에.
- 퇴실할 때 사이트에 쓰레기 두고 가면 안 됨.
""",
        aliases=["쓰레기", "분리수거"],
        updated="2025-03-20",
    ),
    "ops/winter-draft.md": topic(
        "동계 운영 초안",
        "겨울 운영 사장님 처음 생각 (초안)",
        "project",
        """동계 운영 한다면 (사장님 6/10 생각):
- 11월~3월 토요일 밤만
- 계곡 쪽 10사이트만 열고 전기 필수
- 샤워장은 남자 쪽만 온수 돌리고 여자는 닫기?
아직 확정 아님. 수도 동파가 제일 걱정.
""",
        updated="2025-06-10",
        extra={"status": "superseded", "superseded_by": "ops/winter-operation.md"},
    ),
    "ops/winter-operation.md": topic(
        "올겨울 동계 운영",
        "2025~26 겨울 운영 확정 내용",
        "project",
        """동계 운영 확정 (사장님 9/19 결정)
- 기간: 2025.12.5 ~ 2026.2.28, 금·토 밤만 받음
- A·B구역 20사이트만 (관리동·샤워장 가까운 쪽). 나머지는 동계 휴장.
- 전기 옵션 필수 (전기장판)
- 수도 동파 때문에 1번 개수대만 열고 2·3번은 잠금
- 12/20까지는 여자 샤워장 공사 중 → 남자 샤워장 시간 나눠 씀 (19~21시 여성 전용)
- 12월분 예약 오픈 11/1 오전 10시 (네이버·땡큐 동시)
""",
        aliases=["동계", "겨울캠핑"],
        updated="2025-09-20",
    ),
    "ops/contacts.md": topic(
        "연락처",
        "누구한테 뭘로 연락하는지 연락처 표",
        "reference",
        """| 무슨 일 | 누구 | 번호 | 메모 |
|---|---|---|---|
| 관리동 데스크 | 매점 | 033-433-2180 | 08~21시 |
| 시설·장작 | 사장님 (김영수) | 010-5512-3381 | |
| 예약·변경·환불 문의 | 준호 | 010-8841-2096 | 네이버·땡큐 둘 다 |
| 매점·정산 | 사모님 (박미경) | 010-5512-7730 | |
| 멧돼지 출몰 | 준호 | 010-8841-2096 | 준호가 홍천군 피해방지단 엽사한테 연락 |
| 전기 고장 | 준호 → 안 되면 한전 | 123 | |
| 온수기 AS | 린나이 고객센터 | 1588-1255 | |
| 화재·응급 | 119 | 119 | 내촌119안전센터 |
| 응급실 | 홍천 읍내 종합병원 | | 차로 25분 |
""",
        aliases=["전화번호", "비상연락"],
        updated="2025-08-20",
    ),
    # --- 시설 -------------------------------------------------------------------------------
    "facilities/site-map.md": topic(
        "사이트 배치",
        "구역별 사이트 번호, 바닥, 크기",
        "reference",
        """| 구역 | 번호 | 바닥 | 크기 | 비고 |
|---|---|---|---|---|
| A구역 | 1~10 | 파쇄석 | 10×8m | 관리동 제일 가까움, 애견동반 구역 |
| B구역 | 11~20 | 파쇄석 | 10×8m | A·B 사이에 1번 개수대 |
| C구역 | 21~30 | 데크 4×4 | 데크 + 주차 | 데크에 팩 X, 스트링 고정 |
| D구역 | 31~40 | 잔디 | 12×10m | 계곡 바로 앞, 대형텐트 OK |

전 사이트 전기 O. 주차는 사이트 옆 1대, 2대째부터 관리동 주차장.
""",
        aliases=["배치도", "구역"],
        updated="2025-03-02",
    ),
    "facilities/valley-zone.md": topic(
        "계곡존",
        "31~40번 구역 이름",
        "feedback",
        """D구역 이름 '계곡존'으로 바꿈. 네이버·땡큐 상품명도 '계곡존 31~40'으로 수정함.
손님한테도 이제 계곡존이라고 안내하기. (준호 아이디어, 사장님 OK)
""",
        updated="2025-07-05",
    ),
    "facilities/gwanlidong.md": topic(
        "관리동",
        "관리동에 뭐가 있고 어디 있는지 (매점, 와이파이, 구급함, 소화기)",
        "reference",
        """관리동 = 입구 바로 옆 2층 건물. 1층 매점 + 사무실(데스크), 2층은 사장님댁.

- 매점 08:00~21:00: 장작·숯·얼음·라면·부탄가스·종량제봉투
- 와이파이: SOLBARAM_5G / 비번 solbaram0433 (관리동 근처만 잡힘)
- 구급함: 사무실 책상 아래 파란 가방
- 소화기: 관리동 입구 1개 + 개수대마다 1개
- 분리수거장 관리동 뒤, 재 수거통(빨간 철통)은 관리동 옆
- 릴선 대여 3개 (보증금 1만원)
- 택배 대신 받아주는 거 안 함
""",
        aliases=["관리실", "매점", "사무실"],
        updated="2025-03-05",
    ),
    "facilities/shower-sinks.md": topic(
        "샤워장·개수대",
        "샤워장 칸 수, 운영 시간, 개수대 위치, 주의사항",
        "reference",
        """샤워장: 관리동 옆 별동. 남 4칸 / 여 4칸. 06:00~24:00, 온수 무료. 드라이기 남·여 1대씩.
개수대 3개: 1번 A·B구역 사이, 2번 C구역 입구, 3번 계곡 쪽. 온수는 1번 개수대만.

안내문:
- 개수대에 기름, 음식물 찌꺼기 버리지 마세요 (거름망 사용, 기름은 키친타월로 닦아서 종량제)
- 샤워장에서 설거지 금지
- 샤워장·개수대에서 반려견 씻기기 금지
""",
        aliases=["샤워장", "개수대", "설거지"],
        updated="2025-03-20",
    ),
    "facilities/remodel-phase1.md": topic(
        "샤워장 리모델링 1단계",
        "올겨울 여자 샤워장 공사 일정이랑 내용",
        "project",
        """샤워장 리모델링 1단계 — 비수기에
- 기간: 2025.11.10 ~ 12.20
- 여자 샤워장 4칸 → 6칸, 온수기 2대 교체
- 업체: 홍천 대명설비, 견적 1,850만원
- 공사 중엔 남자 샤워장 시간 나눠 쓰기 (안내판)
""",
        updated="2025-09-02",
    ),
    "facilities/remodel-phase2.md": topic(
        "샤워장 리모델링 2단계",
        "내년 봄 개장 전 남자 샤워장·개수대 공사",
        "project",
        """리모델링 2단계 — 내년 개장 전
- 기간: 2026.3.2 ~ 4.10
- 남자 샤워장 4칸 → 5칸
- 2번·3번 개수대 지붕 씌우고 온수 연결
- 견적 2,300만원, 군 농촌관광 시설개선 보조금 신청 (준호, 10월 마감)
""",
        updated="2025-09-02",
    ),
    # --- 멧돼지 -----------------------------------------------------------------------------
    "wildlife/boar.md": topic(
        "멧돼지 대응",
        "멧돼지 나올 때 손님 안내랑 누구한테 연락하는지",
        "reference",
        """뒷산에서 멧돼지 자주 내려옴. 특히 C구역 뒤랑 계곡 쪽, 새벽 2~5시.

- 전기울타리: 뒷산 경계 전체, 밤 9시 ~ 아침 6시 타이머로 켜짐. 점검은 준호.
- 멧돼지 보이면 손님은 차 안이나 텐트 안으로. 쫓거나 플래시 비추거나 사진 찍으러 가지 말 것.
- 출몰하면 사장님한테 바로 전화 → 사장님이 홍천군 유해야생동물 피해방지단(엽사) 부름.
  몇 시든 상관없음.
- 음식 보관: [밤에 음식](food-at-night.md), [아이스박스](icebox-rule.md)
- 5~6월 새끼 있는 철엔 특히 조심.
""",
        aliases=["멧돼지", "유해조수"],
        updated="2025-05-18",
    ),
    "wildlife/food-at-night.md": topic(
        "밤에 음식은 차 안에",
        "손님한테 밤에 음식 보관 안내하는 말",
        "feedback",
        """손님 안내: 주무시기 전에 먹을 거(고기, 과일, 과자, 라면 등) 전부 차 안에 넣어 주세요.
밖에 두시면 멧돼지 내려와요.
""",
        updated="2025-05-18",
    ),
    "wildlife/icebox-rule.md": topic(
        "아이스박스 밖에 두지 않기",
        "아이스박스·음식 봉지 밤에 밖에 두지 말라는 규칙",
        "feedback",
        """아이스박스나 음식 봉지를 타프 밑/텐트 앞에 두고 자면 안 됨 → 차 트렁크로.
멧돼지가 냄새 맡고 옴. 입실할 때 같이 설명하기.
""",
        updated="2025-05-18",
    ),
    # --- 알바 메모 ---------------------------------------------------------------------------
    "alba/boar-0814.md": topic(
        "8/14 멧돼지 출몰",
        "8월 14일 새벽 C구역 멧돼지 나온 일",
        "project",
        """8/14 새벽 3시쯤 C-26 뒤 멧돼지 2마리 출몰함.
타프 밑에 둔 아이스박스 뒤짐. 인명피해 없음.
C구역 뒤 울타리 한 칸 처짐 → 보수 필요.
C구역 손님들 음식 보관 다시 안내함. 보고 완료.
""",
        updated="2025-08-14",
    ),
    "alba/memo-0710.md": topic(
        "7/10 알바 메모",
        "도윤 메모: 장작 가격, 구급함, 영수증 용지",
        "project",
        """7/10 도윤
- 장작 1망 12,000원으로 올림 (사장님 지시). 숯 가격은 그대로임.
- 구급함 샤워장 입구 벽에 걸려 있음. 밴드·소독약 부족, 구매 필요.
- 카드단말기 영수증 용지 2롤 남음. 주문 필요.
""",
        updated="2025-07-10",
    ),
    "alba/own-firewood.md": topic(
        "개인 땔감",
        "손님이 가져온 땔감 관련 메모",
        "feedback",
        """개인 땔감 지참 가능함.
화로대 위에서만 사용. 방염포 필수.
바닥 직화 불가.
""",
        updated="2025-08-12",
    ),
    "alba/trash.md": topic(
        "쓰레기 안내 (알바용)",
        "손님 쓰레기 안내 요약",
        "reference",
        """- 부탄가스 따로 바구니. 구멍 X
- 음쓰: 물기 제거 후 잠금 음쓰통. 21시 전 처리 필요
- 종량제 20L 매점 1,000원. 일반쓰레기 종량제만
- 분리수거 관리동 뒤 지붕 밑. 플/캔/병/종이/일반
- 퇴실 시 사이트 쓰레기 방치 불가함
""",
        updated="2025-03-21",
    ),
    "alba/boiler-as.md": topic(
        "여자 샤워장 온수 고장",
        "7/22 온수 고장 AS 접수",
        "project",
        """7/22 여자 샤워장 온수 안 나옴.
린나이 AS 접수함. 접수번호 4417.
7/24(목) 기사 방문 예정임.
그동안 남자 샤워장 19~21시 여성 전용 안내판 붙임.
""",
        updated="2025-07-22",
    ),
    "alba/manner-0809.md": topic(
        "8/9 매너타임 위반",
        "8월 9일 밤 C-23 소음",
        "project",
        """8/9(토) 서연
C-23 블루투스 스피커 새벽 1시까지.
1차 주의, 2차 경고함. 퇴실 얘기하니 끔.
옆 C-24 항의 있었음.
다음날 아침 사장님 보고 완료.
""",
        updated="2025-08-10",
    ),
    # --- 회의·메모 ---------------------------------------------------------------------------
    "meetings/open-questions.md": topic(
        "올해 정할 것들",
        "사장님이 5월에 말한 아직 안 정해진 것들",
        "project",
        """사장님 '올해 정해야 할 것들' (5/10 저녁에 말씀하신 거)
1. 겨울에도 열까 말까? 작년에 동계 문의 꽤 왔음. 수도 동파가 걱정.
2. 여자 샤워장 좁다는 리뷰 계속 → 공사 언제 할지. 성수기 전엔 무리.
3. 장작 값 — 산골목재 단가가 1톤에 5만원 올랐다 함. 우리도 올려야 하나?
4. 알바 한 명 더 뽑을지 (주말 하루 더?) → 매출 보고 결정
5. 계곡 쪽 모기 방역 업체 부를지
""",
        updated="2025-05-10",
    ),
    "meetings/2025-06-28-family.md": topic(
        "6/27 가족회의 (성수기 준비)",
        "성수기 앞두고 한 가족회의 사장님 얘기 정리",
        "project",
        """어제 저녁에 가족회의 했어요. 나, 집사람, 준호 셋이. 서연이는 안 불렀고.
성수기가 7월 19일부터 8월 17일까지니까 그 전에 할 거 쭉 불러줄게, 적어놔요.

1. 예초. 계곡 쪽 풀이 허리까지 올라왔어. 7/10 전에 내가 예초기 돌린다. 도윤이 평일에 갈퀴질 좀 도와주고.
2. 계곡 안전줄 — 작년에 애들 미끄러진 거 있었잖아요. 부표 달린 줄 새로 샀음, 준호가 7/5에 설치.
3. 매너타임 얘기가 좀 길어졌는데... 손님들이 10시는 너무 이르다고 리뷰에 계속 쓰고, 집사람도
   그렇다 하고. 그래서 밤 11시부터 아침 7시까지가 매너타임이에요. 대신 11시 넘어서 떠드는 집은
   봐주지 말고 바로 주의 주고. 안내판이랑 네이버 공지 문구는 준호가.
4. 장작 무인판매대. 이거 그냥 접자. 지난달 세어보니까 가져간 장작이 32망인데 돈통에 들어온 게
   19만원이야, 말이 되냐고요. 9시 넘어서 장작 찾으면 죄송하다 하고 내일 아침에 사시라 하면 돼.
   판매대는 창고 컨테이너에 넣어둠.
5. 개수대 거름망 스텐으로 다 바꿨어요. 3개 다.
6. 준호 인스타 — 릴스 올리니까 문의가 늘었대. 계속 해라.
7. 멧돼지 울타리 전기는 준호가 매주 월요일 아침에 전압 체크. 지난주 C구역 뒤 한 군데 풀에 닿아서
   누전됐었음. 풀 닿는 데 잘 봐라.
8. 서연이는 8월 말까지 주말 하기로 했고, 그 뒤는 그때 가서 보고.
9. 집사람이 매점에 아이스크림 냉동고 하나 더 들이자는데 관리동 전기 먼저 봐야 됨.

대충 이 정도. 빠진 거 있으면 또 말할게요~
""",
        updated="2025-06-28",
    ),
    "meetings/2025-08-03-sajang.md": topic(
        "성수기 중간 사장님 메모",
        "8월 초 사장님이 불러준 성수기 중간 점검 메모",
        "project",
        """성수기 딱 반 지났다. 정신이 하나도 없네요 ㅎㅎ 생각나는 대로 말할 테니 정리 좀 해줘.

- 매출은 작년보다 18% 정도 더 나옴. 주말은 40개 다 차고 평일도 30개 넘게 들어와.
- 집사람 허리가 안 좋아서 병원 다니는 중이라... 예약 관리는 이제 준호가 다 맡기로 했어요.
  네이버든 땡큐든 예약 확인, 변경, 환불 문의 전부 준호한테. 집사람은 매점이랑 정산만 해.
- 애견 사이트 말인데, 9번 10번도 문의가 너무 많아. 그냥 A구역 10개 전부 애견 되게 하자.
  개수대 옆이라 뺐던 건데 거름망 바꾸고 나서 냄새도 덜하고. 네이버 상품은 준호가 고침.
- B구역 분전함 차단기 자꾸 떨어짐. 14번, 17번. 준호 말로는 누가 전기포트 쓰는 거 같대.
  입실할 때 전기제품 안내 좀 더 확실히 해라.
- 7/31~8/1 계곡 물 불어서 이틀 계곡 출입 막았음. 안전줄 덕 봤다.
- 리뷰 답글 준호가 다는데 너무 길게 쓰지 마. 짧게 감사합니다 하면 돼요.
- 도윤이 성실하다. 8월부터 시급 500원 올려줌.

아 그리고 냉장고에 수박 있다. 알바들 먹어라.
""",
        updated="2025-08-03",
    ),
}

FILES = with_index(
    N,
    title="솔바람 오토캠핑장 — 메모리",
    sections={
        "team/": "사람",
        "reservation/": "예약·요금·환불",
        "ops/": "운영",
        "facilities/": "시설",
        "wildlife/": "멧돼지",
        "alba/": "알바 메모",
        "meetings/": "회의·사장님 메모",
    },
)

ask, chat = questions_in("ko")

MEMDIR = LabelledMemdir(
    name="kaempingjang_gangwon",
    half="heldout11",
    language="ko",
    domain="family-run 40-site auto-campsite in Gangwon-do (reservations, firewood, quiet hours, "
    "wild boar, part-timers)",
    style="Korean: the owner's long rambling dictated memos mixing 존댓말 and 반말, a part-timer's "
    "terse noun-ending notes (-함, -임, -필요), reference notes as markdown tables",
    files=FILES,
    pairs=[
        # --- contradictions ---------------------------------------------------------------
        P(
            "contradiction",
            "ops/checkin-checkout.md",
            "ops/checkout-noon.md",
            "time-moved",
            "Check-out 11:00 vs from 1 July check-out moved to 12:00.",
        ),
        P(
            "contradiction",
            "ops/manner-time.md",
            "meetings/2025-06-28-family.md",
            "time-moved",
            "Quiet hours from 22:00 vs point 3 of the family meeting: quiet hours 23:00-07:00.",
        ),
        P(
            "contradiction",
            "ops/electricity.md",
            "reservation/prices-2025.md",
            "threshold-changed",
            "Up to 600 W per site vs the H2 price table: electricity up to 1 kW per site.",
        ),
        P(
            "contradiction",
            "ops/firewood.md",
            "alba/memo-0710.md",
            "threshold-changed",
            "A bundle of firewood costs 10,000 won vs raised to 12,000 won on the owner's order.",
        ),
        P(
            "contradiction",
            "team/staff-2025.md",
            "meetings/2025-08-03-sajang.md",
            "owner-changed",
            "사모님 manages Naver/땡큐캠핑 bookings vs Junho now handles all bookings and refunds.",
        ),
        P(
            "contradiction",
            "team/staff-2025.md",
            "ops/contacts.md",
            "owner-changed",
            "사모님 manages bookings vs the contact table gives Junho for bookings, changes, "
            "refunds.",
        ),
        P(
            "contradiction",
            "wildlife/boar.md",
            "ops/contacts.md",
            "owner-changed",
            "On a boar sighting call the owner, who calls the hunters vs the table: call Junho, "
            "he calls the 피해방지단.",
        ),
        P(
            "contradiction",
            "facilities/site-map.md",
            "facilities/valley-zone.md",
            "renamed",
            "Sites 31-40 are 'D구역' vs renamed '계곡존'.",
        ),
        P(
            "contradiction",
            "ops/firewood.md",
            "meetings/2025-06-28-family.md",
            "policy-reversed",
            "After 21:00 firewood goes out on the unattended stand vs point 4: close the "
            "unattended stand, tell late buyers to come in the morning.",
        ),
        P(
            "contradiction",
            "reservation/rain-refund.md",
            "reservation/refund-notice.md",
            "policy-reversed",
            "Heavy-rain/typhoon warning: full refund even same day vs the posted rules: no "
            "refund, one date change.",
        ),
        P(
            "contradiction",
            "reservation/booking-channels.md",
            "reservation/alimtalk.md",
            "tool-switched",
            "Day-before message by Naver TalkTalk / SMS vs all sent as Kakao AlimTalk now.",
        ),
        P(
            "contradiction",
            "facilities/gwanlidong.md",
            "alba/memo-0710.md",
            "location-changed",
            "First-aid kit under the office desk vs hanging on the wall at the shower entrance.",
        ),
        P(
            "contradiction",
            "ops/pets.md",
            "meetings/2025-08-03-sajang.md",
            "count-changed",
            "8 pet sites (A1-A8) vs all 10 A sites open to dogs.",
        ),
        P(
            "contradiction",
            "ops/fire-rules.md",
            "alba/own-firewood.md",
            "reworded-conflict",
            "Wood brought from outside is not allowed in vs guests may bring their own firewood.",
        ),
        # --- decoys -----------------------------------------------------------------------
        P(
            "decoy",
            "reservation/booking-channels.md",
            "ops/firewood.md",
            "shared-technology",
            "Naver booking: site reservations vs a firewood add-on option; different subjects.",
        ),
        P(
            "decoy",
            "team/samonim-report.md",
            "reservation/alimtalk.md",
            "shared-technology",
            "KakaoTalk: how 사모님 wants staff reports vs the guest arrival AlimTalk.",
        ),
        P(
            "decoy",
            "ops/manner-time.md",
            "alba/manner-0809.md",
            "rule-vs-incident",
            "Quiet-hours rule vs C-23 playing music until 1 a.m. on 9 Aug, handled by warnings.",
        ),
        P(
            "decoy",
            "meetings/2025-06-28-family.md",
            "alba/manner-0809.md",
            "rule-vs-incident",
            "Quiet hours from 23:00 vs the 1 a.m. noise incident that broke them.",
        ),
        P(
            "decoy",
            "wildlife/food-at-night.md",
            "alba/boar-0814.md",
            "rule-vs-incident",
            "Food goes in the car at night vs a cool box left under a tarp raided on 14 Aug.",
        ),
        P(
            "decoy",
            "wildlife/icebox-rule.md",
            "alba/boar-0814.md",
            "rule-vs-incident",
            "No cool boxes outside at night vs the 14 Aug boar raid on one left under a tarp.",
        ),
        P(
            "decoy",
            "meetings/open-questions.md",
            "ops/winter-operation.md",
            "open-questions-vs-settled",
            "Whether to open in winter was open; settled: Fri/Sat nights, 12/5-2/28, A·B only.",
        ),
        P(
            "decoy",
            "meetings/open-questions.md",
            "facilities/remodel-phase1.md",
            "open-questions-vs-settled",
            "When to rebuild the women's showers was open; settled: 11/10-12/20.",
        ),
        P(
            "decoy",
            "meetings/open-questions.md",
            "alba/memo-0710.md",
            "open-questions-vs-settled",
            "Whether to raise the firewood price was open; settled at 12,000 won.",
        ),
        P(
            "decoy",
            "facilities/remodel-phase1.md",
            "facilities/remodel-phase2.md",
            "phase1-vs-phase2",
            "Phase 1: women's showers 4→6, this winter; phase 2: men's 4→5 and sinks, spring 2026.",
        ),
        P(
            "decoy",
            "ops/pets.md",
            "ops/pet-all-sites-idea.md",
            "quoted-opinion-rejected",
            "Junho's idea to allow dogs on all 40 sites was turned down; dogs stay in zone A.",
        ),
        P(
            "decoy",
            "ops/pet-all-sites-idea.md",
            "meetings/2025-08-03-sajang.md",
            "quoted-opinion-rejected",
            "All-sites idea rejected, zone A only; opening all of zone A keeps to that.",
        ),
        P(
            "decoy",
            "team/sajang-report.md",
            "team/samonim-report.md",
            "two-peoples-preferences",
            "The owner wants a phone call; 사모님 wants KakaoTalk with photos. Both true.",
        ),
        P(
            "decoy",
            "ops/fire-rules.md",
            "facilities/shower-sinks.md",
            "two-donts-different-things",
            "Don't put live embers in the sinks vs don't pour oil or food scraps into the sinks.",
        ),
        P(
            "decoy",
            "reservation/group-4417.md",
            "alba/boiler-as.md",
            "same-ticket-ids",
            "4417 is a Naver group booking number and a Rinnai repair ticket number.",
        ),
        P(
            "decoy",
            "ops/winter-draft.md",
            "ops/winter-operation.md",
            "superseded-and-successor",
            "Draft (Nov-Mar Saturdays, 10 valley sites) is superseded by the fixed winter plan.",
        ),
        P(
            "decoy",
            "ops/firewood.md",
            "facilities/gwanlidong.md",
            "related-consistent",
            "Both: the shop sells firewood and charcoal 08:00-21:00.",
        ),
        P(
            "decoy",
            "ops/fire-rules.md",
            "facilities/gwanlidong.md",
            "related-consistent",
            "Both: red ash bin beside the 관리동, an extinguisher at every sink.",
        ),
        P(
            "decoy",
            "team/staff-2025.md",
            "ops/cleaning-rota.md",
            "related-consistent",
            "Doyun cleans on weekdays, Seoyeon at weekends in both.",
        ),
        P(
            "decoy",
            "facilities/shower-sinks.md",
            "facilities/remodel-phase1.md",
            "related-consistent",
            "Women's showers have 4 stalls now; the winter works will make them 6.",
        ),
        P(
            "decoy",
            "ops/winter-operation.md",
            "facilities/remodel-phase1.md",
            "related-consistent",
            "Winter opens 12/5 while the works run to 12/20; both share the men's showers.",
        ),
        P(
            "decoy",
            "wildlife/boar.md",
            "meetings/2025-06-28-family.md",
            "related-consistent",
            "Junho checks the electric boar fence in both.",
        ),
        P(
            "decoy",
            "ops/pets.md",
            "reservation/prices-2025.md",
            "related-consistent",
            "At most 2 dogs per site in both.",
        ),
        P(
            "decoy",
            "meetings/2025-08-03-sajang.md",
            "ops/contacts.md",
            "related-consistent",
            "Junho handles bookings, changes and refunds in both.",
        ),
        P(
            "decoy",
            "ops/electricity.md",
            "facilities/gwanlidong.md",
            "related-consistent",
            "Three extension reels to lend at the 관리동, 10,000 won deposit, in both.",
        ),
        P(
            "decoy",
            "ops/electricity.md",
            "meetings/2025-08-03-sajang.md",
            "related-consistent",
            "Kettles trip the breakers: the ban and the owner's reminder to explain it.",
        ),
        P(
            "decoy",
            "ops/trash.md",
            "facilities/gwanlidong.md",
            "related-consistent",
            "Recycling point behind the 관리동 in both.",
        ),
        P(
            "decoy",
            "alba/boiler-as.md",
            "facilities/shower-sinks.md",
            "related-consistent",
            "A hot-water fault in the women's showers; the shower note describes the facility.",
        ),
        P(
            "decoy",
            "reservation/booking-channels.md",
            "ops/winter-operation.md",
            "related-consistent",
            "Next month's bookings open on the 1st at 10:00 on both sites: 11/1 for December.",
        ),
        # --- duplicates -------------------------------------------------------------------
        P(
            "near-duplicate",
            "wildlife/food-at-night.md",
            "wildlife/icebox-rule.md",
            "same-rule-restated",
            "Food and cool boxes go in the car at night because of boars; saved twice the "
            "same day in other words.",
        ),
        P(
            "duplicate",
            "ops/trash.md",
            "alba/trash.md",
            "paraphrased",
            "The same rubbish rules, rewritten as terse part-timer bullets in another order.",
        ),
    ],
    questions=[
        ask("퇴실 몇 시까지에요?", "ops/checkin-checkout.md", "ops/checkout-noon.md"),
        ask("매너타임 몇시부터", "ops/manner-time.md", "meetings/2025-06-28-family.md"),
        ask(
            "사이트 전기 몇 와트까지 써도 돼?",
            "ops/electricity.md",
            "reservation/prices-2025.md",
        ),
        ask("장작 한망 얼마 받아요", "ops/firewood.md", "alba/memo-0710.md"),
        ask(
            "네이버 땡큐 예약 관리 누가 해",
            "team/staff-2025.md",
            "meetings/2025-08-03-sajang.md",
            "ops/contacts.md",
        ),
        ask("멧돼지 나오면 누구한테 연락해야 돼요?", "wildlife/boar.md", "ops/contacts.md"),
        ask("d구역 지금 이름 뭐임", "facilities/site-map.md", "facilities/valley-zone.md"),
        ask(
            "밤 9시 넘어서 장작 사러 온 손님 있으면 어떻게 해요",
            "ops/firewood.md",
            "meetings/2025-06-28-family.md",
        ),
        ask(
            "호우주의보 떠서 취소하는 손님 환불해줘야 되나요?",
            "reservation/rain-refund.md",
            "reservation/refund-notice.md",
        ),
        ask(
            "입실 안내 문자 뭘로 보내",
            "reservation/booking-channels.md",
            "reservation/alimtalk.md",
        ),
        ask("구급함 어딨어", "facilities/gwanlidong.md", "alba/memo-0710.md"),
        ask("애견 동반 사이트 몇 개야", "ops/pets.md", "meetings/2025-08-03-sajang.md"),
        ask(
            "손님이 집에서 장작 가져왔는데 써도 되나여",
            "ops/fire-rules.md",
            "alba/own-firewood.md",
        ),
        ask(
            "샤워장 공사 언제 해요",
            "facilities/remodel-phase1.md",
            "facilities/remodel-phase2.md",
        ),
        ask("겨울에도 캠핑장 열어요?", "ops/winter-operation.md"),
        ask("분리수거 어디다 버려", "ops/trash.md", "alba/trash.md"),
        ask(
            "밤에 아이스박스 밖에 둬도 됨?",
            "wildlife/food-at-night.md",
            "wildlife/icebox-rule.md",
        ),
        ask("4417 단체 몇 사이트 잡았지", "reservation/group-4417.md"),
        ask("와이파이 비번", "facilities/gwanlidong.md"),
        ask(
            "주말에 샤워장 개수대 청소 누가 해요",
            "ops/cleaning-rota.md",
            "team/staff-2025.md",
        ),
        ask("성수기 주말 계곡 앞 사이트 요금 얼마", "reservation/prices-2025.md"),
        ask(
            "감사합니다~ 그럼 사장님한테 보고는 어떻게 하면 돼요?",
            "team/sajang-report.md",
            conversational=True,
        ),
        ask(
            "ㅇㅋ 그럼 사모님은 뭘로 보고받는 거 좋아하셔?",
            "team/samonim-report.md",
            conversational=True,
        ),
        ask(
            "고마워요! 근데 8월에 멧돼지 나왔던 건 어떻게 됐어요?",
            "alba/boar-0814.md",
            conversational=True,
        ),
        ask(
            "넵 그리고 c-23 시끄러웠던 거 어떻게 처리했어?",
            "alba/manner-0809.md",
            conversational=True,
        ),
        chat("안녕하세요~"),
        chat("감사합니다 ㅎㅎ"),
        chat("잠깐만요 금방 올게요"),
        chat("아 오늘 왜이렇게 덥냐 진짜 녹겠다 ㅠㅠ"),
        chat("ㅇㅋ 다음"),
        chat("와 최고다 진짜 똑똑하네"),
        chat("ㅋㅋㅋㅋㅋ 아 웃겨"),
        chat("오늘 하루 진짜 길었다... 넘 피곤함"),
        chat("수고하셨습니다 내일 봬요!"),
        chat("좋은 아침~ 커피 한 잔 하고 시작할게요"),
        chat("헐 대박"),
    ],
    complete_labels=True,
)
