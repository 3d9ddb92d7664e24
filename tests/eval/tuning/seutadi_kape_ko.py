# Written for held-out half heldout10 by a writer who never read a detector; measured there
# once as the newest half (contradiction precision 47%, recall 10%); moved to tuning so that
# tuning sees where the detectors still go wrong. heldout11 replaced it.
"""A Korean study café's agent memory: 반말 memos, 존댓말 notices, a price table, chatty recaps."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- 사람 / 근무 ----------------------------------------------------------------------
    "people/sajangnim.md": topic(
        "사장님 보고 방식",
        "사장님(박정훈)한테 보고할 때 형식이랑 연락 가능한 시간",
        "user",
        """사장님(박정훈) 보고는 단톡 말고 개인톡으로.
- 숫자만 짧게: 일매출(카드/계좌이체), 신규 정기권 몇 건, 민원 몇 건
- 길게 쓰면 안 읽으심 ㅋㅋ "요점만" 이 입버릇
- 밤 11시 넘어서는 연락 X. 예외: 누수, 도난, 현관문 안 열림/안 잠김
""",
        aliases=["사장님", "보고"],
        updated="2025-01-06",
    ),
    "people/seoyeon.md": topic(
        "서연 매니저 인수인계 취향",
        "서연 매니저님이 원하는 마감 인수인계 스타일",
        "user",
        """서연 매니저님은 마감 인수인계를 알바 단톡에 길~게 써주는 걸 좋아하심.
- 있었던 일 다 적기: 민원, 고장, 분실물, 간식 재고
- 사진 첨부 환영 (고장 난 거, 주운 물건)
- 이모티콘 ㅇㅋ, 편하게 반말 섞어도 됨
- 다음 근무자 할 일은 맨 밑에 따로 빼서
""",
        updated="2025-01-08",
    ),
    "staff/roster.md": topic(
        "알바 명단·근무표",
        "누가 언제 근무하고 뭘 담당하는지",
        "reference",
        """집중공간 망원점 근무표 (1월 기준)

| 이름 | 구분 | 근무 | 담당 |
|---|---|---|---|
| 박정훈 | 사장님 | — | 정산, 정기권 환불 승인, 도어락 비번 |
| 서연 | 매니저 | 평일 14:00–18:00 | 분실물 대장, 민원 대장 |
| 지수 | 알바 (평일 오픈) | 평일 09:00–14:00 | 오픈 체크 |
| 민재 | 알바 (평일 마감) | 평일 18:00–23:00 | 프린터 토너·용지 |
| 하은 | 알바 (주말 오픈) | 토·일 09:00–16:00 | 사물함 |
| 태호 | 알바 (주말 마감) | 토·일 16:00–23:00 | 에어컨 필터 |

카운터는 09:00~23:00 항상 한 명 이상 (알바생 or 매니저). 23시 넘으면 무인, 출입은 QR로만.
단톡방 이름: "집중공간 알바방". 대타는 여기 올리고 구해지면 사장님께 개인톡.
""",
        aliases=["근무표", "알바 명단"],
        updated="2025-01-10",
    ),
    "ops/opening-checklist.md": topic(
        "오픈 체크리스트",
        "오픈 알바 출근하면 하는 것들",
        "reference",
        """오픈 체크 (평일 지수, 주말 하은)
1. 현관 도어락 배터리 표시 확인
2. 키오스크 켜져 있는지 + 영수증 용지 남은 거
3. 화장실 휴지·핸드타올·비누 채우기
4. 라운지 테이블 닦기
5. 간식코너 커피 캡슐·종이컵 채우기
6. 전날 마감 인수인계(단톡) 읽고 할 일 체크
""",
        updated="2025-02-10",
    ),
    "staff/open-routine.md": topic(
        "오픈 루틴",
        "오픈조(지수/하은) 출근 후 순서",
        "feedback",
        """오픈조 루틴 — 지수, 하은
- 단톡에 올라온 전날 인수인계부터 읽고 할 일 있으면 체크
- 간식코너: 종이컵, 커피 캡슐 채우기
- 라운지 테이블 닦기
- 화장실: 비누, 휴지, 핸드타올 보충
- 키오스크 전원 + 영수증 용지 잔량
- 도어락 배터리 표시
""",
        updated="2025-02-10",
    ),
    # --- 좌석 / 요금 ----------------------------------------------------------------------
    "pricing/seats.md": topic(
        "좌석 구성",
        "열람실·스터디룸·라운지 좌석 종류랑 번호",
        "reference",
        """좌석 구성 (1층)
- 열람실 A: 자유석 32석 (1~32번). 칸막이 책상, 스탠드 개별
- 열람실 B: 고정석 24석 (33~56번). 고정석 정기권 회원만
- 스터디룸 A: 4인, 창가 쪽, 모니터 있음
- 스터디룸 B: 6인, 화이트보드 + 빔프로젝터
- 라운지: 8석, 아무나 이용 (음식 먹어도 되는 구역)
""",
        aliases=["좌석 종류", "자리 배치"],
        updated="2025-01-05",
    ),
    "pricing/plans.md": topic(
        "요금제",
        "시간권·당일권·충전권·정기권·스터디룸·사물함 가격표",
        "reference",
        """요금표 (키오스크랑 똑같이 맞춰둘 것)

| 구분 | 상품 | 가격 | 비고 |
|---|---|---|---|
| 시간권 | 2시간 | 3,000원 | 당일만 |
| 시간권 | 4시간 | 5,000원 | 당일만 |
| 당일권 | 12시간 | 9,000원 | 재입실 가능 |
| 충전권 | 50시간 | 60,000원 | 유효 60일 |
| 충전권 | 100시간 | 110,000원 | 유효 90일 |
| 자유석 정기권 | 2주 | 65,000원 | 열람실 A |
| 자유석 정기권 | 4주 | 115,000원 | 열람실 A |
| 고정석 정기권 | 4주 | 150,000원 | 열람실 B, 사물함 1칸 무료 |
| 스터디룸 | 4인 1시간 | 8,000원 | 키오스크 예약 |
| 스터디룸 | 6인 1시간 | 12,000원 | 키오스크 예약 |
| 사물함 | 1개월 | 10,000원 | 고정석은 무료 |

- 학생 할인: 정기권만 10%. 학생증이나 재학증명서 보고 카운터에서 할인 쿠폰 발급
- 충전권 남은 시간은 유효기간 지나면 소멸 (결제할 때 꼭 말해주기)
""",
        aliases=["가격표", "요금표"],
        updated="2025-01-05",
    ),
    "pricing/season-pass.md": topic(
        "정기권 규정",
        "정기권 일시정지(홀딩), 환불, 고정석 자리 변경",
        "reference",
        """정기권 규정 (알바용 요약)
- 일시정지(홀딩): 이용 기간 중 1회, 최대 7일. 관리자 페이지에서 처리, 시작일 미리 받기
- 환불: 사장님 승인 후에만. 사용 일수 일할 계산 + 위약금 10%. 알바생이 환불 약속하면 안 됨
- 고정석 자리 변경: 1회 무료, 두 번째부터 5,000원
- 고정석 4주 150,000원에 사물함 1칸 포함 (요금표 참고)
""",
        aliases=["정기권", "홀딩"],
        updated="2025-01-12",
    ),
    "notices/2025-05-holding.md": topic(
        "[공지] 정기권 일시정지 안내",
        "회원 공지 — 정기권 일시정지 가능 기간과 신청 방법",
        "reference",
        """[공지] 정기권 일시정지 안내

정기권 회원님들께 안내드립니다.
- 정기권 이용 기간 중 최대 14일까지 일시정지하실 수 있습니다.
- 14일 안에서 최대 2회로 나누어 사용하실 수 있습니다. (예: 시험 후 5일 + 여행 9일)
- 신청은 카운터 또는 카카오톡 채널로 시작일 하루 전까지 부탁드립니다.
- 일시정지 기간에도 고정석은 비워둔 상태로 유지되며, 다른 회원님께 배정되지 않습니다.

늘 이용해 주셔서 감사합니다. 집중공간 망원점 드림
""",
        updated="2025-05-02",
    ),
    "ideas/refund-proposal.md": topic(
        "위약금 없애자는 얘기 (태호)",
        "3월 알바회의 때 나온 정기권 위약금 폐지 제안과 사장님 답",
        "project",
        """3/17 알바회의에서 태호가 낸 의견:
> "정기권 환불할 때 위약금 10% 그냥 없애면 안 돼요? 네이버 리뷰에 환불 얘기로 별점 1개 두 개 달렸어요"

사장님: 안 됨. 위약금 10% 그대로 간다.
대신 환불 문의 오면 알바가 설명하지 말고 바로 사장님 개인톡으로 넘기기
(말이 잘못 전해져서 리뷰 터진 거라고 하심).
""",
        updated="2025-03-18",
    ),
    # --- 키오스크 / 출입 ------------------------------------------------------------------
    "ops/kiosk.md": topic(
        "키오스크",
        "입구 키오스크에서 되는 것, 결제 수단, 멈췄을 때",
        "reference",
        """입구 키오스크 (스터디온 KS-2, 1대)
- 되는 거: 시간권/당일권/충전권/정기권 결제, 좌석 선택, 스터디룸 예약, 출력권, 간식
- 결제: 카드, 삼성페이, 제로페이. 현금 안 받음 → 현금 손님은 카운터에서 계좌이체로 안내
- 영수증 용지 롤: 카운터 서랍 두 번째 칸. 5개 이하 남으면 민재한테 말해서 주문
- 화면 멈춤/카드 인식 안 됨: 뒤쪽 전원 버튼 10초 꾹 → 1분 있다가 켜기.
  그래도 안 되면 스터디온 고객센터 1661-7720 (24시간)
- 매출은 스터디온 관리자 페이지 → 정산 탭. 마감 때 카드 합계만 사장님께 보고
""",
        aliases=["무인 결제기"],
        updated="2025-01-07",
    ),
    "ops/access.md": topic(
        "출입 시스템",
        "QR 입퇴실, 퇴실 안 찍고 간 회원 처리, 현관 도어락",
        "reference",
        """출입 (스터디온 앱 연동)
- 입실/퇴실 둘 다 현관 QR 리더기에 앱 QR 찍기. 입실 안 찍으면 문 안 열림
- 시간권·충전권은 퇴실 찍을 때까지 시간 계속 깎임 → 항의 제일 많은 부분
- 퇴실 안 찍고 나간 회원: 마감 알바가 마감 전에 관리자 페이지에서 수동 퇴실 처리해주기.
  CCTV로 나간 시간 확인하고 그 시간으로 맞춰서
- 현관 도어락 관리자 비번: 매월 1일 사장님이 바꾸고 단톡 공지에 올림. 회원한테 절대 알려주지 말 것
- QR 리더기 먹통이면 도어락 비번으로 열어주고 스터디온 고객센터에 접수
""",
        aliases=["입퇴실", "QR 출입"],
        updated="2025-01-07",
    ),
    "feedback/no-manual-checkout.md": topic(
        "수동 퇴실 처리 중단",
        "퇴실 안 찍고 간 회원을 알바가 대신 퇴실시키지 않기",
        "feedback",
        """사장님 지시 (4/11): 앞으로 퇴실 안 찍고 나간 회원 수동 퇴실 처리 하지 마세요.
- 이유: 4월에만 "나 안 나갔는데 왜 퇴실됐냐" 분쟁 2건. CCTV 시간이랑 앱 시간이 안 맞아서
  환불 요구까지 옴
- 이제는 회원 본인이 앱에서 '퇴실' 누르게 안내만 하기. 깎인 시간 문의 → 사장님 개인톡으로
- 마감 때 '이용 중'으로 남은 사람 있으면 인수인계에 좌석번호만 적어두기
""",
        nested=True,
        session="4c1d9e2a-7b30-4f6e-a8d2-91e5c0b37f14",
        modified="2025-04-11",
        updated="2025-04-11",
    ),
    # --- 청소 / 시설 ----------------------------------------------------------------------
    "ops/cleaning.md": topic(
        "청소 스케줄",
        "마감 청소, 외부 청소업체 오는 날, 에어컨 필터",
        "reference",
        """| 언제 | 누가 | 뭐 |
|---|---|---|
| 매일 마감 | 마감 알바 | 분리수거(건물 뒤 수거함), 간식코너 정리, 정수기 물받이 비우기, 빈자리 지우개가루 |
| 화·금 06:00~08:00 | 반짝홈케어 (업체) | 바닥 물걸레, 화장실 대청소, 유리문 |
| 매달 마지막 일요일 | 태호 (주말 마감) | 에어컨 필터 세척 |
| 매일 오픈 | 오픈 알바 | 오픈 체크리스트대로 |

- 업체는 도어락 별도 비번 씀 (사장님이 따로 줌), 우리가 문 열어줄 필요 X
- 업체 오는 날이라고 열람실 의자 올려둘 필요 없음
""",
        aliases=["청소"],
        updated="2025-01-15",
    ),
    "ops/lockers.md": topic(
        "사물함",
        "사물함 개수, 요금, 마스터키, 기간 끝난 짐 처리",
        "reference",
        """사물함 — 담당 하은
- 60칸 (1~60번), 라운지 입구 벽면
- 월 10,000원, 키오스크에서 결제하면 카운터에서 열쇠 줌. 고정석 정기권은 1칸 무료
- 마스터키: 카운터 금고 안. 쓰고 바로 넣기, 매장 밖으로 절대 가지고 나가지 말 것
- 기간 끝나고 7일 지나도 안 빼면 → 문자 두 번 보내고 짐 빼서 창고 '사물함 보관' 상자에
  이름표 붙여 30일 보관, 그 뒤 폐기
- 열쇠 잃어버리면 교체비 5,000원
""",
        aliases=["락커"],
        updated="2025-01-20",
    ),
    "incidents/2025-04-masterkey.md": topic(
        "마스터키 반출 (4/19)",
        "태호가 사물함 마스터키 들고 퇴근한 일",
        "project",
        """4/19(토) 마감 후 태호가 사물함 마스터키를 앞치마 주머니에 넣은 채로 퇴근함.
4/20(일) 오픈 때 38번 사물함 회원이 열쇠 두고 왔다고 열어달라 했는데 금고에 마스터키 없음
→ 하은이 태호한테 전화, 태호가 12시쯤 가져다줌. 회원 2시간 넘게 기다려서 캡슐커피 쿠폰 드림.
사장님 보고 완료, 태호 구두 경고. 마감 때 앞치마 주머니 비우고 걸어두기로.
""",
        updated="2025-04-21",
    ),
    "maintenance/seat-38-lamp.md": topic(
        "38번 좌석 스탠드",
        "열람실 B 38번 고정석 스탠드 깜빡임 교체",
        "project",
        """열람실 B 38번 고정석 스탠드 깜빡깜빡 → 회원 민원 (눈 아프다고).
- 창고 예비 스탠드로 교체함 (3/11)
- 고장 난 건 제조사 AS 보냄, 보증 1년 남음
- 예비 스탠드 이제 0개 → 두 개 주문해달라고 사장님께 요청
""",
        updated="2025-03-11",
    ),
    "ops/printer.md": topic(
        "프린터",
        "라운지 복합기 요금, 토너·용지, 고장 났을 때 연락처",
        "reference",
        """라운지 복합기 = 신도리코 D420 (렌탈, 월 33,000원)
- 흑백 A4 100원 / 컬러 300원 / 스캔 무료 (USB나 메일로)
- 결제는 키오스크 '출력권' → 영수증 QR을 복합기에 찍으면 출력
- 토너·A4 담당 민재. A4 박스는 창고 2번 선반
- 토너 떨어지거나 고장: 신도리코 담당 기사님께 문자 (010-4821-3307, 평일만)
""",
        aliases=["복합기", "출력"],
        updated="2025-01-09",
    ),
    "ops/printer-jam.md": topic(
        "복합기 종이 걸릴 때",
        "라운지 출력기 용지 걸림 푸는 법이랑 토너·수리 접수",
        "reference",
        """라운지 출력기 (캐논 iR-ADV C3530) 종이 걸리면:
1. 화면에 뜨는 위치부터 보기 (거의 '앞 서랍 1' 아니면 '오른쪽 커버')
2. 오른쪽 커버 레버 당겨서 열고 종이 천천히 빼기 — 찢어지면 조각 남으니까 조심
3. 닫으면 알아서 다시 출력됨. 회원이 결제 다시 할 필요 없음

토너/수리: 캐논 렌탈 콜센터 1588-2580으로 접수 (민재가 함), 보통 다음 날 방문.
""",
        updated="2025-06-20",
    ),
    "ops/snack-corner.md": topic(
        "간식 코너",
        "무료/유료 간식, 발주 담당이랑 한도",
        "reference",
        """간식 코너 (라운지 안쪽)
- 무료: 캡슐커피 (네스프레소, 1인 1일 2개), 티백, 정수기
- 유료 (키오스크 '간식' 메뉴): 컵라면 1,500원, 과자 1,000원, 에너지드링크 2,000원
- 컵라면은 라운지에서만 먹기
- 발주: 지수가 매주 월요일 쿠팡으로. 한 달 한도 30만원, 넘으면 사장님 확인
- 캡슐 재고 20개 밑으로 내려가면 단톡에 알리기
""",
        aliases=["간식", "커피"],
        updated="2025-01-18",
    ),
    # --- 이용 규칙 ------------------------------------------------------------------------
    "rules/food.md": topic(
        "열람실 음식·음료",
        "열람실에 들고 들어와도 되는 것",
        "feedback",
        """열람실 A·B 규칙 (회원한테 설명할 때):
- 음식 반입 X. 음식은 라운지에서만
- 음료는 뚜껑 있는 것만 OK — 텀블러, 페트병, 뚜껑 닫히는 테이크아웃 컵
- 뚜껑 없는 컵(종이컵 커피 같은 거) 들고 들어가면 정중하게 라운지로 안내
""",
        updated="2025-01-18",
    ),
    "rules/seat-drinks.md": topic(
        "자리에서 마셔도 되는 것",
        "칸막이 자리·고정석에서 허용되는 건 생수뿐",
        "feedback",
        """칸막이 자리랑 고정석(1~56번)에서는 생수만.
커피, 라떼, 주스, 에너지드링크는 전부 라운지 가서 마시고 오기. 보온병에 든 것도 물 아니면 라운지.

6/28 42번 고정석에서 라떼 쏟아서 옆자리 노트북 키보드 나감 → 사장님이 35만원 보상해줌.
""",
        nested=True,
        session="e8a27f50-3c19-4d6b-b5e0-0f4a92d1c6e8",
        modified="2025-07-01",
        updated="2025-07-01",
    ),
    "rules/phone-calls.md": topic(
        "열람실 통화 금지",
        "열람실 안 통화·알림음 규칙",
        "feedback",
        """열람실 안에서 통화 금지. 폰은 무음이나 진동.
- 전화 오면 복도 끝 폰부스나 라운지 가서 받기
- 알림음·알람 계속 울리면 소음 민원이랑 똑같이 처리
- 이어폰 소리 새는 것도 민원 많음 → 볼륨 줄여달라고 말씀드리기
""",
        updated="2025-01-18",
    ),
    "rules/noise.md": topic(
        "소음 민원 처리",
        "소음 민원 들어왔을 때 단계별로 하는 것",
        "reference",
        """소음 민원 처리 순서
1. 민원 들어오면 좌석번호, 시간, 내용 → 민원 대장 (카운터 첫 서랍 파란 노트)
2. 1차: 해당 자리에 '조금만 조용히 부탁드려요 :)' 쪽지
3. 2차: 알바생이 직접 가서 조용히 말씀
4. 3차 (같은 날 경고 세 번째): 사장님께 개인톡 보고하고 퇴실 안내. 당일 이용분 환불 없음
- 민원 넣은 회원이 누군지는 절대 말하지 않기
""",
        aliases=["소음", "민원"],
        updated="2025-01-22",
    ),
    "feedback/noise-two-strikes.md": topic(
        "소음 경고 2회면 퇴실",
        "소음 경고 횟수 기준 낮춤 (사장님)",
        "feedback",
        """사장님 (6/9): 이제부터 소음 경고 2번이면 퇴실. 3번까지 안 기다림.
- 쪽지(1회) → 직접 말씀(2회) → 그 뒤에 또 시끄러우면 바로 퇴실 안내, 사장님께는 사후 보고
- 기말 시즌이라 민원이 너무 많아서
- 당일 이용분 환불 없는 건 그대로
""",
        updated="2025-06-09",
    ),
    "ops/lost-found.md": topic(
        "분실물",
        "분실물 주웠을 때 보관 위치, 기록, 보관 기간",
        "reference",
        """분실물 — 담당 서연 매니저님
- 주우면 카운터 아래 '분실물' 박스에 넣기
- 분실물 대장 (카운터 첫 서랍 초록 노트)에 날짜·좌석번호·물건 적기
- 지갑·폰·노트북·에어팟 같은 귀중품은 박스 말고 카운터 금고
- 2주 지나면: 우산·텀블러·필기구는 폐기, 귀중품은 망원지구대에 인계
- 찾으러 오면 물건 특징 물어보고 맞으면 대장에 '수령' 사인 받기
""",
        aliases=["분실물 보관"],
        updated="2025-01-25",
    ),
    "ops/lost-found-basket.md": topic(
        "두고 간 물건",
        "회원이 자리에 놓고 간 물건 두는 곳이랑 기록하는 곳",
        "reference",
        """회원이 자리에 두고 간 거 발견하면 → 창고 문 옆 철제 선반 맨 윗칸 파란 바구니.
바구니에 넣을 때 포스트잇에 날짜·좌석 적어서 붙이기.
기록은 노션 '두고 간 물건' 페이지에 사진 한 장 + 좌석번호. 폰으로 올리면 됨.
지갑·폰 같은 건 그대로 금고.
""",
        nested=True,
        session="71b3c8d4-2e6f-4a90-9c15-d8f0a4e26b37",
        modified="2025-06-16",
        updated="2025-06-16",
    ),
    "ops/wifi-2024.md": topic(
        "와이파이",
        "매장 와이파이 이름이랑 비번",
        "reference",
        """와이파이: JIPJUNG_5G / 비번 jipjung2024!!
라운지 쪽은 JIPJUNG_LOUNGE (비번 같음). 회원이 물어보면 알려줘도 됨, 카운터 앞에도 붙어 있음.
""",
        updated="2024-11-02",
        extra={"status": "superseded", "superseded_by": "ops/wifi.md"},
    ),
    "ops/wifi.md": topic(
        "와이파이 (3월~)",
        "3/1에 바뀐 와이파이 비번, 라운지 공유기 통합",
        "reference",
        """3/1 와이파이 비번 바꿈 (사장님): JIPJUNG_5G / focus0301
라운지 공유기 JIPJUNG_LOUNGE는 없앰 → 매장 전체 JIPJUNG_5G 하나.
카운터 앞 안내문 새로 뽑아서 붙임. 예전 비번은 이제 안 됨.
""",
        aliases=["wifi", "와파 비번"],
        updated="2025-03-01",
    ),
    # --- 확장 공사 / 노트북존 -------------------------------------------------------------
    "projects/expansion-phase1.md": topic(
        "2층 확장 1단계 — 노트북존",
        "4월 공사: 2층 빈 사무실을 노트북존 12석으로",
        "project",
        """2층 확장 1단계 (사장님 계획, 2/20 공유)
- 2층 빈 사무실 → 노트북존 12석. 자리마다 콘센트 2구, 타자 소리 괜찮은 구역
- 공사: 4/7(월) ~ 4/18(금). 그동안 2층 계단 막아둠
- 오픈 목표 4/21(월)
- 예산 1,200만원
""",
        updated="2025-02-20",
    ),
    "projects/expansion-phase2.md": topic(
        "2층 확장 2단계 — 스터디룸 추가",
        "9월 공사: 2층 계단 옆 공간에 스터디룸 두 개 더",
        "project",
        """2단계 (6/25 사장님 공유)
- 2층 계단 옆 남은 공간 → 스터디룸 2개 추가: 다산룸 (2인, 화상면접용 방음), 율곡룸 (8인)
- 공사: 8/25(월) ~ 9/12(금). 노트북존은 공사 중에도 운영, 시끄러운 날은 전날 공지
- 오픈 목표 9/15
- 예산 2,000만원. 노트북존은 12석 그대로
""",
        updated="2025-06-25",
    ),
    "projects/laptop-zone-open.md": topic(
        "노트북존 미정 사항",
        "노트북존 오픈 전에 아직 안 정한 것들",
        "project",
        """노트북존 아직 안 정한 거 (3/3 사장님이랑 통화):
- 요금 따로 받을지, 아니면 자유석 상품으로 그냥 쓰게 할지?
- 고정석 정기권 회원도 쓸 수 있게?
- 기계식 키보드 허용?
- 좌석 번호 (57번부터 이어서? 따로?)
- 멀티탭/충전기 대여 할지
- 노트북존도 24시간?
""",
        updated="2025-03-03",
    ),
    "projects/laptop-zone-decided.md": topic(
        "노트북존 운영 확정",
        "노트북존 요금, 이용 대상, 좌석 번호, 키보드 규칙 정해진 것",
        "project",
        """노트북존 확정 (3/20):
- 추가요금 없음. 시간권·충전권·자유석 정기권 그대로, 키오스크에서 자리만 고르면 됨
- 고정석 정기권도 이용 O (본인 고정석은 비워둔 채로)
- 좌석 번호 L1~L12 (열람실 번호랑 안 겹치게)
- 기계식 키보드 X, 무소음 키보드나 노트북 자판만
- 24시간 이용 가능
- 충전기 대여는 보류
""",
        updated="2025-03-20",
    ),
    "feedback/room-names.md": topic(
        "스터디룸 이름 변경",
        "스터디룸 A/B가 세종룸/집현룸으로 바뀜",
        "feedback",
        """3/10부터 스터디룸 A/B라는 이름 안 씀. 키오스크·앱·문 팻말 다 바뀜:
- 스터디룸 A (4인, 창가) → 세종룸
- 스터디룸 B (6인, 빔프로젝터) → 집현룸
회원이 "A룸 예약했는데요" 하면 세종룸으로 안내. 예약 내역은 그대로 넘어감.
""",
        updated="2025-03-10",
    ),
    "ops/closing-aircon.md": topic(
        "마감 때 룸 에어컨",
        "마감 전에 세종룸·집현룸 에어컨·히터 꺼졌는지 꼭 보기",
        "feedback",
        """마감 알바: 나가기 전에 세종룸·집현룸 에어컨(겨울엔 히터) 꺼졌는지 직접 들어가서 확인.
리모컨 말고 벽 스위치까지 내리기.
어제 집현룸 밤새 켜져 있었음 → 사장님 전기세 보고 한소리 하심 ㅠ
""",
        updated="2025-03-24",
    ),
    "ops/closing-rooms-ac.md": topic(
        "룸 냉난방 끄기",
        "마감 전 스터디룸 냉난방 전원 확인 (다시 강조)",
        "feedback",
        """다시 한번: 마감할 때 스터디룸 두 개 냉난방 전원 꺼졌는지 문 열고 눈으로 확인.
벽에 있는 차단 스위치까지 OFF.
(리모컨으로만 끄면 예약 타이머 때문에 새벽에 다시 켜지는 경우 있음)
""",
        nested=True,
        session="0b5e7c21-98d4-4f3a-a6e1-3c2d7f90b8a5",
        modified="2025-03-24",
        updated="2025-03-24",
    ),
    # --- 단톡 / 인수인계 / 회의 -----------------------------------------------------------
    "recaps/2025-05-17-dantok.md": topic(
        "알바 단톡 정리 5/17",
        "5/17(토) 알바방 대화 정리 — 사물함, 청소업체, 대타, 키오스크",
        "project",
        """5/17 토 알바방 정리 (하은이 올린 거 + 댓글들)

하은: 오늘 오픈 무난무난~ 중간고사 끝나서 그런지 열람실 반도 안 참 ㅋㅋ
하은: 사물함 새로 온 거 설치 끝!! 라운지 입구 옆에 20칸 붙어서 61~80번, 이제 전부 80칸임.
  번호 스티커 내가 다 붙였고 열쇠는 금고 안 지퍼백에 번호순으로 넣어둠.
  키오스크 사물함 메뉴에도 61~80 뜨는 거 확인함
지수: 아 그리고 반짝홈케어 사장님이 이번 주부터 월·목 아침 7시에 오신대요, 화금 아니고!
  오픈조 알아두세용 (월요일 아침에 문 앞에서 마주칠 수도)
민재: ㅇㅇ 확인
태호: 다음주 토(24일) 저 마감 대타 구해요ㅠ 친척 결혼식... 하은누나 혹시?
하은: ㄴㄴ 나 그날 시험 ㅠ 민재 ㄱㄴ?
민재: ㅇㅋ 내가 함. 사장님께는 태호 니가 개인톡 ㄱㄱ
하은: 아 오후에 키오스크 카드 인식 한 번 먹통됐는데 뒤 전원 10초 꾹 → 1분 뒤 켰더니 됨.
  고객센터까진 안 감
하은: 라운지 정수기 온수 미지근하다는 말 2건, 사장님께 사진 보냄
""",
        nested=True,
        session="a3f61d08-5c2e-4b97-8e40-6d19b7c2f5a1",
        modified="2025-05-17",
        updated="2025-05-17",
    ),
    "notices/2025-06-counter-hours.md": topic(
        "[안내] 카운터 상주 시간",
        "회원용 안내문 — 직원이 카운터에 있는 시간과 무인 시간 문의 방법",
        "reference",
        """[안내] 카운터 직원 상주 시간

회원님들 안녕하세요, 집중공간 망원점입니다.
- 평일: 오전 10시 ~ 오후 10시
- 주말: 오전 10시 ~ 오후 8시

위 시간 외에는 무인으로 운영되며, 좌석 이용과 출입은 평소처럼 24시간 가능합니다.
무인 시간 문의는 카카오톡 채널 '집중공간 망원점'으로 남겨주시면 순서대로 답변드리겠습니다.
늘 이용해 주셔서 감사합니다.
""",
        updated="2025-06-02",
    ),
    "recaps/2025-07-05-closing.md": topic(
        "마감 인수인계 7/5",
        "7/5(토) 주말 마감 인수인계 — 간식 재고, 룸, 민원, 복합기, 분실물",
        "project",
        """7/5 토 마감 인수인계 (태호)

오늘 손님 진짜 많았어요 기말 막판이라 ㅠㅠ 열람실 A는 저녁까지 거의 풀석
1. 간식: 신라면 6개 남음, 진짬뽕 품절. 간식 발주는 이제 하은이가 하니까 월요일 주문 때
   꼭 넣어줘~ 캡슐은 30개 정도 있음
2. 집현룸 빔프로젝터 리모컨 배터리 나가서 창고에 있던 AAA로 갈았어요. 남은 AAA 2개
3. 열람실 A 9번 자리 민원 (이어폰 소리 샘) → 쪽지 붙임. 그 뒤론 조용했음
4. 복합기 오후에 한 번 종이 걸림 → 오른쪽 커버 열고 뺐더니 다시 잘 나옴
5. 분실물 2개: 검정 장우산, C타입 충전기 (21번 자리). 사진 찍어둠
6. 세종·집현 에어컨 벽 스위치까지 다 내림 ㅇㅇ
7. 에어컨 필터 이번 달 거는 7/27(마지막 일요일)에 할게요

다음 근무자: 하은 월요일 간식 발주, 9번 자리 회원 또 오면 한 번 봐주기 ㅎㅎ
""",
        nested=True,
        session="c92e4a17-6d08-4f51-b3ea-57a0e1d8c426",
        modified="2025-07-05",
        updated="2025-07-05",
    ),
    "meetings/2025-08-25-staff.md": topic(
        "8월 알바회의",
        "8/25 알바회의 — 2층 공사, 추석 운영, 9월 할인, 리뷰 이벤트",
        "project",
        """8/25(월) 알바회의 — 사장님, 서연 매니저님, 지수, 민재, 하은 (태호 학교 일정으로 불참)

1. 2층 공사 오늘 시작, 9/12에 끝나는 일정 그대로. 노트북존은 계속 운영하고 드릴 쓰는 날은
   전날 단톡 공지 (서연 매니저님)
2. 추석: 매장 24시간 그대로. 10/5~10/8은 카운터 비우고 무인. 연휴에 근무하고 싶은 사람은
   시급 1.5배라고 하심 → 민재 손 듦 ㅋㅋ
3. 9월 시험 시즌: 학생 할인 9/1부터 15% (정기권만, 학생증 확인은 똑같이). 포스터는
   서연 매니저님이 만들어주시기로
4. 간식 한도는 월 30만원 그대로
5. 네이버 영수증 리뷰 쓰면 캡슐커피 하나 더 주는 이벤트, 9월 한 달만
6. 사장님: 인수인계 단톡에 너무 사적인 얘기는 자제 부탁 ^^
""",
        updated="2025-08-25",
    ),
}

FILES = with_index(
    N,
    title="집중공간 망원점 스터디카페 메모리",
    sections={
        "people/": "사람·근무",
        "staff/": "사람·근무",
        "pricing/": "좌석·요금",
        "notices/": "공지",
        "ideas/": "좌석·요금",
        "ops/": "매장 운영",
        "feedback/": "매장 운영",
        "incidents/": "사건·수리",
        "maintenance/": "사건·수리",
        "rules/": "이용 규칙",
        "projects/": "확장 공사",
        "recaps/": "단톡·인수인계·회의",
        "meetings/": "단톡·인수인계·회의",
    },
)

ask, chat = questions_in("ko")

MEMDIR = LabelledMemdir(
    name="seutadi_kape_ko",
    half="tuning",
    language="ko",
    domain="Korean study café (스터디카페) run by an owner and part-timers",
    style=(
        "반말 memos with ㅇㅇ/ㄱㄱ, 존댓말 member notices, a 요금제 table and a roster table, "
        "chatty 마감 인수인계 and 알바 단톡 recaps covering several topics"
    ),
    files=FILES,
    pairs=[
        # --- contradictions ---------------------------------------------------------------
        P(
            "contradiction",
            "ops/cleaning.md",
            "recaps/2025-05-17-dantok.md",
            "time-moved",
            "Cleaning company Tue/Fri 06:00 vs Mon/Thu 07:00 from this week, said in the group chat.",
        ),
        P(
            "contradiction",
            "staff/roster.md",
            "notices/2025-06-counter-hours.md",
            "time-moved",
            "Counter always staffed 09:00-23:00 vs notice: weekdays 10-22, weekends 10-20.",
        ),
        P(
            "contradiction",
            "pricing/season-pass.md",
            "notices/2025-05-holding.md",
            "threshold-changed",
            "Pass hold once, at most 7 days vs up to 14 days, split into at most 2.",
        ),
        P(
            "contradiction",
            "rules/noise.md",
            "feedback/noise-two-strikes.md",
            "threshold-changed",
            "Noise: removal at the third warning after telling the owner vs after two, report later.",
        ),
        P(
            "contradiction",
            "pricing/plans.md",
            "meetings/2025-08-25-staff.md",
            "threshold-changed",
            "Student discount 10% on passes vs 15% from 9/1, buried in the August meeting.",
        ),
        P(
            "contradiction",
            "ops/snack-corner.md",
            "recaps/2025-07-05-closing.md",
            "owner-changed",
            "Jisu orders snacks every Monday vs Haeun does the snack order now.",
        ),
        P(
            "contradiction",
            "pricing/seats.md",
            "feedback/room-names.md",
            "renamed",
            "Study rooms A/B vs renamed 세종룸/집현룸 from 3/10.",
        ),
        P(
            "contradiction",
            "ops/access.md",
            "feedback/no-manual-checkout.md",
            "policy-reversed",
            "Closing staff check out members who forgot vs stop doing manual checkouts.",
        ),
        P(
            "contradiction",
            "ops/printer.md",
            "ops/printer-jam.md",
            "tool-switched",
            "Lounge copier is a rented Sindoh D420 with a Sindoh technician vs a Canon iR-ADV "
            "with Canon's rental call centre.",
        ),
        P(
            "contradiction",
            "ops/lost-found.md",
            "ops/lost-found-basket.md",
            "location-changed",
            "Lost items in the box under the counter, green notebook vs blue basket on the "
            "storeroom shelf, logged in Notion.",
        ),
        P(
            "contradiction",
            "ops/lockers.md",
            "recaps/2025-05-17-dantok.md",
            "count-changed",
            "60 lockers (1-60) vs 20 added, 80 in all, in the chat recap.",
        ),
        P(
            "contradiction",
            "rules/food.md",
            "rules/seat-drinks.md",
            "reworded-conflict",
            "Any lidded drink is fine in the reading rooms vs only bottled water at the seats.",
        ),
        # --- decoys -----------------------------------------------------------------------
        P(
            "decoy",
            "ops/kiosk.md",
            "ops/access.md",
            "shared-technology",
            "Both run on 스터디온: the payment kiosk vs the QR door and checkout.",
        ),
        P(
            "decoy",
            "ops/lockers.md",
            "ops/lost-found.md",
            "shared-technology",
            "Both store things and use the counter safe: leftover locker contents 30 days vs "
            "lost items 2 weeks.",
        ),
        P(
            "decoy",
            "ops/lockers.md",
            "incidents/2025-04-masterkey.md",
            "rule-vs-incident",
            "The master key must never leave the shop; Taeho took it home on 4/19.",
        ),
        P(
            "decoy",
            "projects/laptop-zone-open.md",
            "projects/laptop-zone-decided.md",
            "open-questions-vs-settled",
            "Open questions about the laptop zone, then the 3/20 decisions on them.",
        ),
        P(
            "decoy",
            "projects/expansion-phase1.md",
            "projects/expansion-phase2.md",
            "phase1-vs-phase2",
            "Phase 1: laptop zone, April, 12M won; phase 2: two study rooms, Aug-Sep, 20M won.",
        ),
        P(
            "decoy",
            "pricing/season-pass.md",
            "ideas/refund-proposal.md",
            "quoted-opinion-rejected",
            "Taeho's no-penalty idea was turned down; the 10% refund penalty stays.",
        ),
        P(
            "decoy",
            "people/sajangnim.md",
            "people/seoyeon.md",
            "two-peoples-preferences",
            "Owner wants short numbers by DM; manager wants long group-chat handovers.",
        ),
        P(
            "decoy",
            "rules/food.md",
            "rules/phone-calls.md",
            "two-donts-different-things",
            "No food in the reading rooms vs no phone calls in the reading rooms.",
        ),
        P(
            "decoy",
            "incidents/2025-04-masterkey.md",
            "maintenance/seat-38-lamp.md",
            "same-ticket-ids",
            "No. 38 is the locker in the master-key incident and a fixed seat whose lamp flickered.",
        ),
        P(
            "decoy",
            "ops/wifi-2024.md",
            "ops/wifi.md",
            "superseded-and-successor",
            "Old wifi password and lounge SSID (superseded) vs the 3/1 password, one SSID.",
        ),
        P(
            "decoy",
            "ops/lockers.md",
            "staff/roster.md",
            "related-consistent",
            "Haeun looks after the lockers in both.",
        ),
        P(
            "decoy",
            "ops/lockers.md",
            "pricing/plans.md",
            "related-consistent",
            "Locker 10,000 won a month, free with a fixed-seat pass, in both.",
        ),
        P(
            "decoy",
            "projects/expansion-phase1.md",
            "projects/laptop-zone-decided.md",
            "related-consistent",
            "Laptop zone with 12 seats; numbered L1-L12.",
        ),
        P(
            "decoy",
            "projects/expansion-phase2.md",
            "meetings/2025-08-25-staff.md",
            "related-consistent",
            "Second-floor works 8/25-9/12, laptop zone stays open, in both.",
        ),
        P(
            "decoy",
            "rules/food.md",
            "ops/snack-corner.md",
            "related-consistent",
            "Food only in the lounge; cup noodles only in the lounge.",
        ),
        P(
            "decoy",
            "ops/kiosk.md",
            "recaps/2025-05-17-dantok.md",
            "related-consistent",
            "Kiosk freeze fixed with the 10-second power button and a minute's wait, as the note says.",
        ),
        P(
            "decoy",
            "ops/printer-jam.md",
            "recaps/2025-07-05-closing.md",
            "related-consistent",
            "Paper jam cleared through the right-hand cover, as the jam note says.",
        ),
        P(
            "decoy",
            "ops/cleaning.md",
            "recaps/2025-07-05-closing.md",
            "related-consistent",
            "Taeho cleans the AC filter on the last Sunday of the month (7/27).",
        ),
        P(
            "decoy",
            "ops/snack-corner.md",
            "meetings/2025-08-25-staff.md",
            "related-consistent",
            "Snack budget 300,000 won a month in both; the meeting keeps it.",
        ),
        # --- duplicates -------------------------------------------------------------------
        P(
            "duplicate",
            "ops/opening-checklist.md",
            "staff/open-routine.md",
            "reordered",
            "The same six opening tasks, saved twice on 2/10 in another order.",
        ),
        P(
            "near-duplicate",
            "ops/closing-aircon.md",
            "ops/closing-rooms-ac.md",
            "same-rule-restated",
            "Check both rooms' AC is off down to the wall switch at closing, saved twice 3/24.",
        ),
    ],
    questions=[
        ask("청소업체 무슨요일에 와?", "ops/cleaning.md", "recaps/2025-05-17-dantok.md"),
        ask(
            "카운터에 직원 몇 시까지 있어요? 회원이 물어봐서",
            "staff/roster.md",
            "notices/2025-06-counter-hours.md",
        ),
        ask(
            "정기권 홀딩 며칠까지됨",
            "pricing/season-pass.md",
            "notices/2025-05-holding.md",
        ),
        ask(
            "시끄러운 회원 경고 몇 번 주면 내보낼 수 있어요?",
            "rules/noise.md",
            "feedback/noise-two-strikes.md",
        ),
        ask("간식 주문 누가 하더라", "ops/snack-corner.md", "recaps/2025-07-05-closing.md"),
        ask(
            "A룸 예약했다는 손님 왔는데 어느 방으로 보내요?",
            "feedback/room-names.md",
            "pricing/seats.md",
        ),
        ask(
            "퇴실 안 찍고 간 사람 내가 관리자 페이지에서 퇴실시켜줘도 돼?",
            "ops/access.md",
            "feedback/no-manual-checkout.md",
        ),
        ask(
            "프린터 토너 떨어지면 어디 연락해야됨?",
            "ops/printer.md",
            "ops/printer-jam.md",
        ),
        ask(
            "손님이 두고 간 우산이랑 에어팟 어디다 보관해요",
            "ops/lost-found.md",
            "ops/lost-found-basket.md",
        ),
        ask("사물함 총 몇칸이야", "ops/lockers.md", "recaps/2025-05-17-dantok.md"),
        ask(
            "열람실 자리에 아메리카노 들고 가도 되나요?",
            "rules/food.md",
            "rules/seat-drinks.md",
        ),
        ask("학생할인 몇퍼", "pricing/plans.md", "meetings/2025-08-25-staff.md"),
        ask("와이파이 비번 머임", "ops/wifi.md", "ops/wifi-2024.md"),
        ask("노트북존 쓰려면 돈 더 내야 돼?", "projects/laptop-zone-decided.md"),
        ask(
            "마감할 때 룸 냉방 어떻게 끄라고 했지",
            "ops/closing-aircon.md",
            "ops/closing-rooms-ac.md",
        ),
        ask(
            "오픈 출근하면 뭐부터 해야 돼요?",
            "ops/opening-checklist.md",
            "staff/open-routine.md",
        ),
        ask(
            "2층 방 두 개 새로 만드는 공사 언제 끝나?",
            "projects/expansion-phase2.md",
            "meetings/2025-08-25-staff.md",
        ),
        ask(
            "정기권 환불 위약금 없애자는 얘기 어떻게 됐어",
            "ideas/refund-proposal.md",
            "pricing/season-pass.md",
        ),
        ask(
            "사물함 마스터키 퇴근할 때 들고 가도 돼?",
            "ops/lockers.md",
            "incidents/2025-04-masterkey.md",
        ),
        ask("사장님 매출 보고 형식", "people/sajangnim.md", "ops/kiosk.md"),
        ask("시간충전권 유효기간", "pricing/plans.md"),
        ask(
            "ㄳㄳ 그럼 열람실에서 전화 오면 어디 가서 받으라고 해?",
            "rules/phone-calls.md",
            conversational=True,
        ),
        ask(
            "오키 그리고 현금 내겠다는 손님은 어떻게 해요?",
            "ops/kiosk.md",
            conversational=True,
        ),
        ask(
            "아 고마워요! 근데 38번 자리 스탠드 깜빡이던 건 바꿨어요?",
            "maintenance/seat-38-lamp.md",
            conversational=True,
        ),
        ask(
            "ㅇㅇ 알겠어 근데 서연 매니저님은 인수인계 어떻게 써주는 거 좋아하셔?",
            "people/seoyeon.md",
            conversational=True,
        ),
        chat("안녕하세요~ 오늘 오픈조예요!"),
        chat("ㅋㅋㅋㅋ 고마워"),
        chat("잠깐 화장실 좀 ㄱㄷ"),
        chat("와 오늘 비 진짜 미친듯이 온다"),
        chat("ㅇㅋ 다음"),
        chat("너 진짜 똑똑하다 ㅋㅋ"),
        chat("오늘 마감 너무 힘들었다 ㅠㅠ"),
        chat("스터디카페 알바 3개월차인데 아직도 아침마다 졸려요 ㅎㅎ"),
        chat("수고하셨습니다! 내일 봬요"),
        chat("아재개그 하나 할게요. 세상에서 제일 가난한 왕은? 최저임금 ㅋㅋ"),
        chat("배고파 죽겠다 ㅠ"),
        chat("넵 알겠습니다 ㅎㅎ"),
    ],
    complete_labels=True,
)
