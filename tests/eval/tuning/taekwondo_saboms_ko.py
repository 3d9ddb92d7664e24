# Written for held-out half heldout11 by a writer who never read a detector; its domain
# repeated a tuning memdir's (taekwondo_dojang), which would have made it no test of unseen
# words, so it joined tuning unmeasured and a campsite memdir took its place.
"""Memory of a neighbourhood kids' taekwondo dojang: a 관장님's formal notices, a young 사범's 반말 jottings."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- 시간표 / 반 -------------------------------------------------------------------------
    "schedule/timetable.md": topic(
        "부별 시간표",
        "평일 부별 수업 시간, 대상, 반 이름, 담당 사범",
        "reference",
        """2025년 1월 시간표입니다. (평일 월~금 기준)

| 부 | 시간 | 대상 | 반 | 담당 |
|---|---|---|---|---|
| 1부 | 14:30~15:20 | 유치부 (6~7세) | 꿈나무반 | 이서연 사범 |
| 2부 | 15:40~16:30 | 초등 1~2학년 | 저학년반 | 박준호 사범 |
| 3부 | 16:40~17:30 | 초등 3~4학년 | 중학년반 | 박준호 사범 |
| 4부 | 17:40~18:30 | 초등 5~6학년, 중등 | 고학년반 | 관장 |
| 5부 | 18:40~19:30 | 대회반 (품새·겨루기) | 대회반 | 관장, 박준호 사범 |
| 성인 | 화·목 20:00~21:00 | 성인, 가족 | 성인반 | 관장 |

- 토요일은 대회가 있는 달에만 오전 10:00~12:00 대회반 훈련을 합니다. 일반부 수업은 없습니다.
- 수요일 3부는 줄넘기 수업으로 진행합니다 (줄넘기 급수 인증).
- 공휴일은 휴관합니다.
""",
        aliases=["시간표", "수업 시간"],
        updated="2024-12-28",
    ),
    "schedule/kids-class-3pm.md": topic(
        "유치부 수업 3시로",
        "3월부터 유치부 수업 시작 시간 변경 (유치원 하원 시간 때문)",
        "project",
        """3월 4일(화)부터 유치부 수업을 오후 3시로 옮깁니다.

- 변경 전 14:30~15:20 → 변경 후 15:00~15:35
- 이유: 병설유치원 방과후가 2시 50분에 끝나서, 2시 반 수업에 절반 넘게 늦게 들어옵니다.
- 2부(초등 1~2학년)는 그대로 15:40에 시작합니다.
- 학부모님들께는 2월 넷째 주에 공지 드리겠습니다. 상담 전화가 오면 같은 내용으로 안내해
  주십시오.
""",
        updated="2025-02-17",
    ),
    "schedule/saessak-rename.md": topic(
        "새싹반",
        "유치부 반 이름",
        "project",
        """유치부반 이름 '꿈나무반' → '새싹반'으로 바꿈. 관장님 컨펌 완 ✅
옆 동네 꿈나무태권도랑 이름 겹친다고 학부모님 두 분이 헷갈려하심 ㅋㅋ

- 출석 태블릿 반 이름 수정 → 내가 함
- 도장 입구에 붙은 시간표 출력물 새로 뽑아야 됨 (서연쌤)
""",
        aliases=["꿈나무반"],
        updated="2025-03-10",
    ),
    # --- 원비 / 환불 --------------------------------------------------------------------------
    "fees/tuition.md": topic(
        "원비 안내",
        "주 5회·주 3회·성인반 원비, 형제 할인, 납부일과 계좌",
        "reference",
        """원비 안내 (2024년)

- 주 5회 (월~금): 월 160,000원
- 주 3회 (월·수·금): 월 130,000원
- 성인반 (화·목): 월 100,000원
- 차량 이용료는 원비에 포함되어 있습니다.
- 형제가 함께 다니면 둘째부터 월 10,000원 할인합니다.
- 납부는 매월 5일까지 계좌이체로 받습니다 (국민은행 612301-04-118920, 예금주 김태수).
- 심사비, 대회 참가비, 도복 값은 원비와 별도입니다.
""",
        aliases=["원비", "수강료"],
        updated="2024-11-20",
    ),
    "fees/tuition-2025.md": topic(
        "2025학년도 원비",
        "학부모 안내문에 들어간 2025학년도 원비",
        "reference",
        """2025학년도 원비 (학부모 안내문에 들어간 내용 그대로)

· 주 5회 170,000원
· 주 3회 140,000원
· 성인반 100,000원
· 차량비 포함 / 형제 둘째부터 1만원 할인
· 매월 5일까지 납부, 계좌는 기존과 같음

상담 오면 이 금액으로 안내하면 됨. 심사비·대회비·도복은 따로
""",
        updated="2025-02-20",
    ),
    "fees/refund-policy.md": topic(
        "환불 규정",
        "중도에 그만둘 때 원비를 얼마나 돌려드리는지",
        "reference",
        """원비 환불은 학원법 기준을 그대로 따릅니다. (체육도장업이지만 학부모님들께는 이 기준으로
안내하고 있습니다.)

- 수업 시작 전: 전액 환불
- 총 수업 기간의 1/3이 지나기 전: 원비의 2/3 환불
- 1/2이 지나기 전: 원비의 1/2 환불
- 1/2이 지난 뒤: 환불하지 않습니다
- 기준일은 학부모님이 그만두겠다고 연락하신 날입니다. 결석한 날로 소급하지 않습니다.
- 여행·입원 등으로 2주 이상 쉬는 경우, 미리 말씀하시면 다음 달로 이월해 드립니다.

환불 입금은 관장(김태수)이 직접 합니다.
""",
        aliases=["환불", "퇴관 환불"],
        updated="2024-09-02",
    ),
    "fees/jiwoo-withdrawal.md": topic(
        "정지우 퇴관",
        "6월 정지우 퇴관·환불 처리 기록",
        "project",
        """정지우(초3, 주5) 6월 퇴관 처리함

- 어머니가 6/12에 전화로 그만둔다고 하심 (동탄으로 이사)
- 6월 30일 중 12일 지남 → 1/3 넘고 1/2 안 됨 → 절반 환불
- 관장님이 6/13 계좌로 입금 완료
- 1호차 명단에서 빼고, 출석 태블릿에서도 삭제함 → 둘 다 done
- 도복은 그냥 가져가심
""",
        updated="2025-06-13",
    ),
    # --- 공지 ---------------------------------------------------------------------------------
    "notice/classting.md": topic(
        "학부모 공지 (클래스팅)",
        "학부모님 공지를 어디에 어떻게 올리는지",
        "reference",
        """학부모님 공지는 클래스팅 '한빛태권도' 클래스에 올립니다.

- 올리는 것: 월간 일정, 휴관일, 원비 안내, 심사·대회 공지
- 새로 오신 학부모님께는 첫 상담 때 클래스팅 가입 코드를 문자로 보내드립니다.
- 공지를 올리고 다음 날까지 안 읽으신 분께는 문자로 한 번 더 알려드립니다.
""",
        updated="2024-09-09",
    ),
    "notice/band.md": topic(
        "학부모 공지 밴드로 이전",
        "3월 신학기부터 학부모 공지 앱 변경",
        "project",
        """3월 신학기부터 학부모 공지는 네이버 밴드로 옮깁니다. 클래스팅은 2월 28일까지만 쓰고
더 이상 쓰지 않습니다.

- 밴드 이름: '한빛태권도 학부모님'
- 학부모님들이 밴드를 이미 많이 쓰셔서 알림을 더 잘 보십니다. 클래스팅은 앱을 따로 깔아야
  해서 안 읽으시는 분이 많았습니다.
- 가입 링크는 박준호 사범이 문자로 한꺼번에 보냅니다.
- 올리는 내용은 전과 같습니다 (월간 일정, 휴관, 원비, 심사·대회).
""",
        aliases=["네이버 밴드"],
        updated="2025-02-24",
    ),
    "notice/class-photos.md": topic(
        "수업 사진 올리기",
        "수업 끝나고 아이들 사진 올리는 루틴",
        "feedback",
        """수업 끝나면 매일 애들 사진 3~4장 공지방에 올리기 📸
부모님들 반응 완전 좋음. 상담 때도 사진 잘 보고 있다고 하심

- 부별로 최소 1장씩, 얼굴 잘 나온 걸로
- 나(준호)랑 서연쌤 번갈아 — 월수금 나 / 화목 서연쌤
- 다친 장면, 우는 애 사진은 X
""",
        updated="2024-10-14",
    ),
    # --- 승급심사 -------------------------------------------------------------------------------
    "test/promotion-test.md": topic(
        "승급심사 안내",
        "승급심사 일정, 응시 조건, 심사 내용, 심사비, 띠 순서",
        "reference",
        """승급심사 안내

- 분기마다 한 번, 3·6·9·12월 마지막 토요일 오전 10시에 도장에서 봅니다.
- 응시 조건: 직전 심사 이후 출석률 80% 이상, 해당 띠 품새 완성.
- 심사 내용: 품새, 기본동작, 발차기, 격파(초록띠부터), 줄넘기.
- 심사비 30,000원 (띠 값 포함). 품·단 심사는 국기원 심사로 따로 진행합니다.
- 띠 순서: 흰띠 → 노란띠 → 주황띠 → 초록띠 → 파란띠 → 보라띠 → 밤띠 → 빨간띠 → 품띠
- 결과는 심사 다음 주 월요일에 공지합니다.
""",
        aliases=["승급심사", "띠 심사"],
        updated="2024-11-05",
    ),
    "test/result-2025-03.md": topic(
        "3월 승급심사 결과",
        "3/29 승급심사 응시·합격 인원과 못 본 아이들",
        "project",
        """3/29(토) 승급심사 결과 정리

- 응시 24명, 합격 23명. 도윤(파란띠) 발차기 다시 → 4월 중 재심사
- 시우(초2), 하린(초1)은 출석률 80% 안 돼서 응시 못 함. 둘 다 감기+가족여행 ㅠ
  학부모님들 살짝 서운해하심
- 격파 송판 25장 씀, 남은 건 창고 선반 위
- 결과 공지는 3/31 월요일에 올림
""",
        updated="2025-03-31",
    ),
    # --- 차량 ---------------------------------------------------------------------------------
    "bus/routes.md": topic(
        "차량 운행 안내",
        "1호차·2호차 기사님, 동승 사범, 등하원 코스와 시간",
        "reference",
        """차량 운행 안내 (2024년 12월 기준)

1호차 — 스타렉스 (12인승, 노란색)
- 기사: 최만석 기사님 (010-4417-2093)
- 동승: 최민재 보조사범
- 2부 등원: 힐스테이트영통 정문 15:15 → 래미안 102동 앞 15:22 → 도장 15:32
- 하원: 2부 끝나고 16:35 출발, 같은 코스 역순

2호차 — 카니발 (9인승, 흰색)
- 기사: 정대호 기사님 (010-2290-5816)
- 동승: 3부 하원 박준호 사범, 4부 하원 이서연 사범
- 3부 하원: 도장 17:35 → 매탄위브하늘채 17:45 → 원천주공 3단지 17:52
- 4부 하원: 도장 18:35 출발, 같은 코스

차량이 늦거나 등원할 아이가 안 나와 있으면 동승 사범이 바로 도장(031-204-7719)에 알립니다.
""",
        aliases=["차량 노선", "셔틀"],
        updated="2024-12-02",
    ),
    "bus/car2.md": topic(
        "2호차",
        "2호차 기사님 연락처, 동승, 하원 코스, 차 키",
        "reference",
        """2호차 (카니발 흰색) 정리

- 기사님: 윤성민 기사님 010-7731-0458. 운행 월~금 오후만
- 3부 하원 동승 나, 4부 하원 동승 서연쌤
- 코스: 도장 17:35 → 매탄위브하늘채 17:45 → 원천주공 3단지 17:52 (4부는 18:35 출발 같은 코스)
- 기사님 카톡 잘 보심, 늦으면 카톡 ㄱㄱ
- 차 키는 사무실 키박스 2번
""",
        aliases=["카니발"],
        updated="2025-05-08",
    ),
    "bus/car1-pickup.md": topic(
        "1호차 픽업 포인트",
        "1호차 2부 등원 때 아이들 태우는 곳과 시간",
        "reference",
        """1호차 2부 등원 픽업 포인트

1. 힐스테이트영통 후문 GS25 앞 — 15:15
2. 래미안 102동 앞 — 15:22
3. 도장 도착 15:32

애들 편의점 앞 벤치에서 기다리게 안내함. 신입 부모님 상담 때 이 위치로 알려드리기 👍
""",
        updated="2025-04-15",
    ),
    "bus/escort-required.md": topic(
        "통학차량 동승",
        "차량 운행 때 사범 동승",
        "feedback",
        """어린이 통학버스에는 반드시 사범 한 명이 같이 탑니다. 기사님 혼자 아이들을 태우고
운행하는 일은 없어야 합니다. (도로교통법상 보호자 동승 의무)
동승 사범은 타고 내릴 때 먼저 내려서 아이들을 안전하게 내리고 태웁니다.
""",
        updated="2025-03-04",
    ),
    "bus/escort-rule.md": topic(
        "차량엔 쌤 무조건 탑승",
        "기사님만 보내지 말 것",
        "feedback",
        """통학차량 = 무조건 쌤 1명 같이 탐. 1호차든 2호차든 기사님만 보내면 절대 X (법임)
타고 내릴 때 쌤이 먼저 내려서 애들 챙기기
""",
        updated="2025-03-04",
    ),
    "bus/dropoff-handover.md": topic(
        "하원 때 보호자 인계",
        "하원 차량에서 아이를 내려줄 때",
        "feedback",
        """하원 차량에서 아이를 내려줄 때는 반드시 보호자께 직접 인계합니다.
정류장에 보호자가 안 계시면 아이를 내리지 않고 그대로 태워서 도장으로 데려온 다음 보호자께
전화드립니다. 아이 혼자 집에 보내는 일은 없어야 합니다.
""",
        updated="2024-09-16",
    ),
    "bus/upper-grades-dropoff.md": topic(
        "3학년 이상 하차",
        "고학년 애들 정류장에서 내려줄 때",
        "feedback",
        """3학년 이상은 정류장 도착하면 그냥 내려주면 됨. 엄빠 안 나와 있어도 ㄱㅊ — 다들 집 가는 길 앎
1~2학년, 유치부만 얼굴 보고 보내기
한 명 기다리느라 딜레이되면 뒤 코스 애들 다 늦어짐 ㅠ
""",
        updated="2025-05-20",
    ),
    "bus/sleeping-child-check.md": topic(
        "하차 확인",
        "운행 끝나고 차 안에 남은 아이가 없는지 확인",
        "feedback",
        """운행이 끝나면 기사님과 동승 사범이 맨 뒷좌석까지 걸어가서 남은 아이가 없는지 확인하고,
차 뒤쪽 '하차확인 벨'을 누릅니다.
확인하지 않고는 차 키를 반납하지 않습니다. 여름에는 특히 철저히 해 주십시오.
""",
        aliases=["슬리핑 차일드 체크", "하차확인 벨"],
        updated="2024-08-26",
    ),
    "bus/incident-2025-07-03.md": topic(
        "7/3 차 안에 잠든 아이",
        "2호차 하원 뒤 뒷자리에 아이가 남아 있었던 일",
        "project",
        """7/3(목) 2호차 3부 하원 마지막 바퀴 끝나고 하람이(초3) 뒷자리에서 잠든 거 못 보고 내림 😱
기사님이 주차하고 창문 닫다가 발견함. 10분 정도. 다행히 에어컨 켜져 있었고 애는 멀쩡

- 그날 동승 나였음. 뒷좌석 체크 skip함. 변명 X 내 잘못
- 관장님이 하람 어머니께 바로 전화로 사과드림
- 담주 월요일에 사범 전원 차량 안전교육 다시 하기로
""",
        updated="2025-07-03",
    ),
    "bus/car1-service.md": topic(
        "1호차 정비",
        "1호차 스타렉스 정비 예약, 서류, 보험",
        "reference",
        """1호차 스타렉스 정비 메모

- 블루핸즈 영통점, 예약번호 1182 → 6/27(금) 오전 10시 입고. 에어컨 가스 + 브레이크 패드
- 오후 운행 전까지 출고된다고 함 (기사님 확인 완)
- 어린이통학버스 신고필증은 조수석 글러브박스에
- 보험 DB손보, 11월 갱신
""",
        updated="2025-06-20",
    ),
    # --- 안전 ---------------------------------------------------------------------------------
    "safety/mat-rules.md": topic(
        "매트 위 규칙",
        "수업 시작 때마다 아이들에게 말해 주는 매트 규칙",
        "feedback",
        """매트 위 규칙 (매 수업 시작 때 애들한테 리마인드)

- 양말 신고 매트 X — 미끄러짐
- 목걸이, 팔찌, 머리핀, 시계 X → 사물함에
- 손톱 발톱 짧게 (겨루기 때 긁힘)
- 물병은 매트 밖 벽 쪽에만
""",
        updated="2024-09-02",
    ),
    "safety/no-food-in-van.md": topic(
        "차 안에서 간식 금지",
        "통학차량 안 음식물",
        "feedback",
        """차량 안에서는 간식이나 음료를 먹지 않도록 해 주십시오. 물은 괜찮습니다.
(최만석 기사님 요청입니다 — 시트에 젤리, 과자 부스러기가 많아서)
""",
        updated="2025-04-22",
    ),
    # --- 도복 ---------------------------------------------------------------------------------
    "uniform/order-mudomall.md": topic(
        "도복 주문 (무도몰)",
        "도복 주문처, 가격, 사이즈",
        "reference",
        """도복 주문은 온라인 '무도몰'에서 합니다.

- 초등·유치 도복 1벌 35,000원, 이름 자수는 5,000원 추가
- 사이즈 110~160, 주문 후 5~7일
- 주문은 박준호 사범이 모아서 한 번에 넣습니다 (월 1회)
""",
        updated="2024-08-12",
        extra={"status": "superseded", "superseded_by": "uniform/order-taegeuksa.md"},
    ),
    "uniform/order-taegeuksa.md": topic(
        "도복 주문 (태극사)",
        "도복 주문처와 가격, 최근 주문",
        "reference",
        """도복 주문처 무도몰 → 태극사(수원 인계동 매장)로 바꿈. 무도몰 배송이 계속 2주씩 걸려서 ㅠ

- 1벌 38,000원, 이름 자수 포함
- 사이즈 110~170, 매장 재고 있으면 3일
- 주문은 내가 모아서 월 1회
- 6/11 주문번호 1182: 신입용 12벌 (120×4, 130×5, 140×3)
""",
        aliases=["도복 주문"],
        updated="2025-06-11",
    ),
    "uniform/dobok-required.md": topic(
        "수업 때 도복 착용",
        "수업 시간 복장 원칙과 여벌 도복",
        "feedback",
        """수업 시간에는 반드시 도복을 입습니다. 계절과 상관없습니다.
도복을 안 가져온 아이는 사무실 서랍의 여벌 도복을 빌려 입히고, 수업이 끝나면 바로 걷습니다.
""",
        updated="2024-09-02",
    ),
    "uniform/summer-clothes-request.md": topic(
        "여름 반팔 수업 건의",
        "여름에 도복 대신 티셔츠를 입게 해 달라는 건의와 관장님 답",
        "project",
        """상담 때 수아 어머니 건의: "여름엔 도복 너무 더워요, 7~8월만이라도 반팔 티+반바지로
수업하게 해주세요"

→ 관장님 답: 안 됨. 도복 입는 것도 예절 교육이라고 하심. 대신 에어컨 26도 고정, 수업 중간에
물 타임 2번
수아 어머니께 내가 전화로 설명드림. 오케이 하심
""",
        updated="2025-06-23",
    ),
    # --- 대회 ---------------------------------------------------------------------------------
    "tournament/gyeonggi-governor-cup.md": topic(
        "경기도지사배 품새대회",
        "7월 품새대회 일정, 출전 인원, 참가비, 접수 마감",
        "project",
        """제15회 경기도지사배 태권도 품새대회

- 7/19(토) 수원 칠보체육관, 오전 9시 개회
- 우리 출전: 개인전 8명 + 단체전 1팀 (3명, 초등 고학년)
- 참가비 개인 40,000원 / 단체 팀당 90,000원 — 원비랑 따로 받음
- 온라인 접수 마감 7/4(금) 18시. 접수 담당 나
- 당일 인솔 관장님 + 나
""",
        aliases=["도지사배"],
        updated="2025-06-16",
    ),
    "tournament/checklist.md": topic(
        "대회 당일 준비물",
        "대회 나가는 아이들이 챙겨야 할 것",
        "reference",
        """대회 당일 준비물

1. 도복 (품새 대회는 품새복), 띠
2. 선수 확인증 출력본
3. 국기원 품증 또는 급증 사본
4. 마실 물, 가벼운 간식 (초콜릿, 바나나)
5. 실내화, 여벌 양말
6. 보호자 연락처를 적은 이름표
""",
        updated="2025-06-16",
    ),
    "tournament/match-day-bag.md": topic(
        "시합날 챙길 거",
        "시합날 가방 체크리스트",
        "reference",
        """시합날 챙길 거 ✔

- 물이랑 간단한 간식 (바나나, 초콜릿)
- 보호자 연락처 이름표
- 선수 확인증 뽑은 거
- 도복+띠 (품새는 품새복)
- 실내화, 양말 여벌
- 품증/급증 사본
""",
        updated="2025-06-16",
    ),
    # --- 여름캠프 -----------------------------------------------------------------------------
    "camp/open-items.md": topic(
        "여름캠프 미정 사항",
        "캠프 준비하면서 아직 안 정해진 것들",
        "project",
        """여름캠프 아직 안 정해진 거 (5/12 기준)

- 장소: 가평 vs 양평?
- 1박2일 vs 2박3일?
- 참가비 얼마? 작년엔 18만원
- 버스 대절 어디로? 작년 업체 불친절했음
- 대상 학년: 유치부도 받나?
- 간식/야식 메뉴
""",
        updated="2025-05-12",
    ),
    "camp/plan.md": topic(
        "2025 여름 캠프 계획",
        "캠프 일정, 장소, 대상, 참가비, 프로그램, 인솔",
        "project",
        """2025 한빛태권도 여름 캠프 계획입니다.

- 일정: 8월 4일(월) ~ 8월 5일(화), 1박 2일
- 장소: 가평 '푸른숲 청소년수련원'
- 대상: 초등 1~6학년 (유치부는 받지 않습니다), 정원 40명
- 참가비: 190,000원 (1차 모집 조기신청은 170,000원)
- 프로그램: 래프팅, 물총놀이, 태권도 시범, 레크리에이션, 캠프파이어
- 인솔: 관장 포함 4명 (김태수, 박준호, 이서연, 최민재)
- 안전: 여행자보험 일괄 가입, 수련원 안전요원 상주 확인
""",
        aliases=["여름캠프"],
        updated="2025-05-26",
    ),
    "camp/signup-round1.md": topic(
        "캠프 1차 모집",
        "조기신청 기간, 참가비, 인원",
        "project",
        """캠프 1차 모집 (조기신청)

- 기간 6/2(월) ~ 6/13(금)
- 참가비 170,000원 (2만원 early bird 할인)
- 선착순 30명까지
- 신청서 + 입금 확인되면 확정. 입금 확인은 내가
""",
        updated="2025-05-30",
    ),
    "camp/signup-round2.md": topic(
        "캠프 2차 모집",
        "2차 모집 기간, 참가비, 남은 자리",
        "project",
        """캠프 2차 모집

- 기간 6/16(월) ~ 6/27(금)
- 참가비 190,000원 (정가)
- 1차에서 26명 확정 → 남은 자리 14명 (전체 40명까지)
- 2차는 할인 없음. 1차 놓친 집에서 문의 와도 정가로 안내
""",
        updated="2025-06-14",
    ),
    # --- 회의 ---------------------------------------------------------------------------------
    "meetings/2025-04-07-staff.md": topic(
        "4월 사범회의",
        "4/7 사범회의 — 심사, 매트, 수업 사진, 신입, 줄넘기 등",
        "project",
        """4/7(월) 사범회의 — 관장님, 나, 서연쌤, 민재 / 수업 끝나고 9시 반쯤부터 한 시간 정도

이것저것 얘기 많이 함. 생각나는 대로 정리

1. 3월 심사 리뷰. 전체적으로 무난했음. 도윤이 재심사는 4/19(토) 오전 11시. 시우랑 하린이
   출석 땜에 심사 못 본 거 얘기 나왔는데, 관장님이 요즘 애들 학원 스케줄 빡빡해서 80%는 좀
   세다고 하심 → 6월 심사부터 출석 70%만 넘으면 응시 가능. 대신 품새 완성은 더 꼼꼼히 보기로
2. 매트 2장 찢어짐 (대회반 쪽). 견적 받아보기로, 민재가 알아봄. 한 장 8만원 정도?
3. 수업 사진 얘기. 매일 올리던 거 이제 안 하기로 함. 초상권 동의서 안 낸 집이 3군데 있어서 ㅠ
   올릴 때마다 그 애들 가리는 게 일이었음. 앞으로는 심사, 대회, 행사 때만 올리고 동의서 낸
   애들만
4. 신입 상담 이번 달 3건, 2명 등록. 1명은 아직 고민 중
5. 에어컨 필터 청소 5월 초에 업체 부르기 (관장님이 연락)
6. 수요일 줄넘기 수업 반응 좋음. 급수 인증 배지 새로 주문해야 함 — 서연쌤
7. 민재 시험기간 4/21~25 빠짐 → 그 주 1호차 동승은 관장님이 대신

끝나고 치킨 먹음 🍗 관장님이 쏘심
""",
        updated="2025-04-07",
    ),
    "meetings/2025-06-09-monthly.md": topic(
        "6월 월례회의",
        "6/9 월례회의 — 6월 심사, 도지사배, 여름 캠프, 시설",
        "project",
        """6월 월례회의 (6월 9일 월, 21:30~22:40)
참석: 김태수, 박준호, 이서연, 최민재

1. 6월 승급심사
   - 6월 28일(토)에 봅니다. 이번부터 심사는 오후 1시에 시작합니다. 오전에는 대회반이
     경기도지사배 준비로 훈련해야 해서 비워 둡니다.
   - 응시 대상 명단은 박준호 사범이 6/20까지 정리합니다.
2. 경기도지사배 품새대회
   - 출전 명단 확정: 개인전 8명, 단체전 1팀. 접수는 박준호 사범이 합니다.
3. 여름 캠프
   - 1차 모집은 현재 22명입니다.
   - 버스는 경기관광 45인승 1대로 계약했습니다. 작년 업체보다 5만원 비싸지만 기사님 평이
     좋습니다.
   - 인솔은 저와 박준호, 이서연 사범 세 명이 갑니다. 최민재 사범은 그 주에 계절학기 시험이
     있어 빠집니다.
   - 수련원 사전 답사는 6/21(토) 오후에 제가 다녀오겠습니다.
4. 시설
   - 매트 2장 교체 완료했습니다 (장당 75,000원).
   - 에어컨 필터 청소 완료했습니다.
5. 기타
   - 여름철이니 차량 하차 확인을 다시 한번 철저히 부탁드립니다.
   - 7월 공개수업은 7월 12일(토) 오후 3시에 하겠습니다.
""",
        updated="2025-06-09",
    ),
    # --- 사람 ---------------------------------------------------------------------------------
    "people/gwanjang.md": topic(
        "김태수 관장님",
        "관장님 연락 방법과 직접 하시는 일",
        "user",
        """김태수 관장님 — 한빛태권도 관장, 국기원 6단. 도장 운영 14년째.

- 보고나 급한 일은 꼭 전화로 드립니다. 카톡은 잘 안 보십니다 (밤에 몰아서 보심).
- 환불은 관장님이 직접 하십니다.
- 공지문은 항상 '-습니다' 체로 맞춰 주십시오.
""",
        aliases=["관장님"],
        updated="2025-01-10",
    ),
    "people/junho.md": topic(
        "박준호 사범",
        "준호쌤 연락 방법과 맡은 일",
        "user",
        """박준호 사범 (27, 4단). 2부·3부 담당 + 대회반 코치

- 연락은 카톡으로 ㄱㄱ. 전화는 수업 중이라 거의 못 받음
- 보고는 짧게 bullet로. 길게 쓰면 안 읽음 ㅋㅋ
- 2호차 동승, 도복 주문, 공지 올리기 담당
""",
        aliases=["준호쌤"],
        updated="2025-01-10",
    ),
}

FILES = with_index(
    N,
    title="한빛태권도 — 메모리",
    sections={
        "people/": "사람",
        "schedule/": "시간표·반",
        "fees/": "원비·환불",
        "notice/": "학부모 공지",
        "test/": "승급심사",
        "bus/": "차량",
        "safety/": "안전",
        "uniform/": "도복",
        "tournament/": "대회",
        "camp/": "여름캠프",
        "meetings/": "회의",
    },
)

ask, chat = questions_in("ko")

MEMDIR = LabelledMemdir(
    name="taekwondo_saboms_ko",
    half="tuning",
    language="ko",
    domain="a neighbourhood children's taekwondo academy (태권도장): timetable, 차량, 승급심사, "
    "원비, 대회, 캠프",
    style="Korean: a 관장님's polite formal -습니다 notices beside a young 사범's casual "
    "-함/-임 반말 jottings with English loanwords and emoji; one markdown timetable, lists, "
    "long 회의 recaps",
    files=FILES,
    pairs=[
        # --- contradictions ---------------------------------------------------------------
        P(
            "contradiction",
            "schedule/timetable.md",
            "schedule/kids-class-3pm.md",
            "time-moved",
            "유치부 1부 14:30~15:20 in the timetable vs moved to 15:00~15:35 from March.",
        ),
        P(
            "contradiction",
            "schedule/timetable.md",
            "schedule/saessak-rename.md",
            "renamed",
            "The 유치부 class is 꿈나무반 in the timetable vs renamed 새싹반.",
        ),
        P(
            "contradiction",
            "fees/tuition.md",
            "fees/tuition-2025.md",
            "threshold-changed",
            "주5회 160,000 / 주3회 130,000 vs the 2025 notice stating 170,000 / 140,000, "
            "no change word.",
        ),
        P(
            "contradiction",
            "notice/classting.md",
            "notice/band.md",
            "tool-switched",
            "Parent notices on 클래스팅 vs moved to 네이버 밴드 from March, 클래스팅 dropped.",
        ),
        P(
            "contradiction",
            "notice/class-photos.md",
            "meetings/2025-04-07-staff.md",
            "policy-reversed",
            "Post 3-4 class photos every day vs (item 3 of the staff meeting) no more daily "
            "photos, only at tests/tournaments/events.",
        ),
        P(
            "contradiction",
            "test/promotion-test.md",
            "meetings/2025-04-07-staff.md",
            "threshold-changed",
            "Test eligibility 80 % attendance vs 70 % from the June test, buried in item 1.",
        ),
        P(
            "contradiction",
            "test/promotion-test.md",
            "meetings/2025-06-09-monthly.md",
            "time-moved",
            "Promotion test Saturday 10:00 vs from the 6/28 test on at 13:00, inside the "
            "monthly meeting.",
        ),
        P(
            "contradiction",
            "bus/routes.md",
            "bus/car2.md",
            "owner-changed",
            "2호차 driver 정대호 기사님 vs the car-2 note simply naming 윤성민 기사님.",
        ),
        P(
            "contradiction",
            "bus/routes.md",
            "bus/car1-pickup.md",
            "location-changed",
            "1호차 first stop at 힐스테이트영통 정문 vs 후문 GS25 앞, stated without a change "
            "word.",
        ),
        P(
            "contradiction",
            "camp/plan.md",
            "meetings/2025-06-09-monthly.md",
            "count-changed",
            "Camp led by 4 staff incl. 최민재 vs only three go, 민재 out, in the meeting's camp "
            "item.",
        ),
        P(
            "contradiction",
            "bus/dropoff-handover.md",
            "bus/upper-grades-dropoff.md",
            "reworded-conflict",
            "Always hand the child to a guardian, never let them off alone vs 3학년+ just get "
            "off at the stop even if no parent is there.",
        ),
        # --- decoys -----------------------------------------------------------------------
        P(
            "decoy",
            "bus/car1-service.md",
            "bus/car1-pickup.md",
            "shared-technology",
            "Same 1호차: its repair booking and papers vs its pickup stops.",
        ),
        P(
            "decoy",
            "bus/car1-pickup.md",
            "bus/car2.md",
            "shared-technology",
            "Both shuttle route notes, but for different cars and different runs.",
        ),
        P(
            "decoy",
            "bus/sleeping-child-check.md",
            "bus/incident-2025-07-03.md",
            "rule-vs-incident",
            "Always check the back seats; on 7/3 the check was skipped and a child slept in "
            "the van.",
        ),
        P(
            "decoy",
            "camp/open-items.md",
            "camp/plan.md",
            "open-questions-vs-settled",
            "Place, length, fee and 유치부 were open; the plan settles them (가평, 1박2일, "
            "19만원, no 유치부).",
        ),
        P(
            "decoy",
            "camp/open-items.md",
            "meetings/2025-06-09-monthly.md",
            "open-questions-vs-settled",
            "Bus company was open; the meeting settles it as 경기관광 45인승.",
        ),
        P(
            "decoy",
            "camp/signup-round1.md",
            "camp/signup-round2.md",
            "phase1-vs-phase2",
            "Round 1: 6/2~6/13, 170,000, first 30; round 2: 6/16~6/27, 190,000, the rest up to 40.",
        ),
        P(
            "decoy",
            "uniform/summer-clothes-request.md",
            "uniform/dobok-required.md",
            "quoted-opinion-rejected",
            "A parent asked for T-shirts in summer; 관장님 said no, dobok stays compulsory.",
        ),
        P(
            "decoy",
            "people/gwanjang.md",
            "people/junho.md",
            "two-peoples-preferences",
            "관장님 wants phone calls; 준호 wants KakaoTalk. Both true.",
        ),
        P(
            "decoy",
            "safety/mat-rules.md",
            "safety/no-food-in-van.md",
            "two-donts-different-things",
            "No socks/accessories on the mat vs no snacks in the van.",
        ),
        P(
            "decoy",
            "uniform/order-taegeuksa.md",
            "bus/car1-service.md",
            "same-ticket-ids",
            "1182 is a dobok order number and a car-service booking number.",
        ),
        P(
            "decoy",
            "uniform/order-mudomall.md",
            "uniform/order-taegeuksa.md",
            "superseded-and-successor",
            "무도몰 note is marked superseded by the 태극사 one.",
        ),
        P(
            "decoy",
            "fees/refund-policy.md",
            "fees/jiwoo-withdrawal.md",
            "related-consistent",
            "12 of 30 days gone: past 1/3, before 1/2, so half refunded as the rule says.",
        ),
        P(
            "decoy",
            "people/gwanjang.md",
            "fees/refund-policy.md",
            "related-consistent",
            "Both: refunds are paid by 관장님 himself.",
        ),
        P(
            "decoy",
            "test/promotion-test.md",
            "test/result-2025-03.md",
            "related-consistent",
            "March test on the last Saturday, 80 % rule applied then, results the next Monday.",
        ),
        P(
            "decoy",
            "meetings/2025-04-07-staff.md",
            "test/result-2025-03.md",
            "related-consistent",
            "The meeting discusses the same two children who missed the March test and "
            "도윤's retest.",
        ),
        P(
            "decoy",
            "meetings/2025-04-07-staff.md",
            "meetings/2025-06-09-monthly.md",
            "related-consistent",
            "Mats estimated ~80,000 each, then replaced at 75,000; air-con filter booked, then "
            "done.",
        ),
        P(
            "decoy",
            "tournament/gyeonggi-governor-cup.md",
            "meetings/2025-06-09-monthly.md",
            "related-consistent",
            "Both: 개인전 8명 + 단체전 1팀, 박준호 handles the entry.",
        ),
        P(
            "decoy",
            "camp/plan.md",
            "camp/signup-round1.md",
            "related-consistent",
            "Early-bird fee 170,000 in both.",
        ),
        P(
            "decoy",
            "camp/plan.md",
            "camp/signup-round2.md",
            "related-consistent",
            "Full fee 190,000 and 40 places in both.",
        ),
        P(
            "decoy",
            "schedule/kids-class-3pm.md",
            "schedule/saessak-rename.md",
            "related-consistent",
            "Both about the 유치부 class: one moves its time, the other renames it.",
        ),
        P(
            "decoy",
            "bus/dropoff-handover.md",
            "bus/sleeping-child-check.md",
            "related-consistent",
            "Two drop-off rules that fit together: hand children over, then check the seats.",
        ),
        P(
            "decoy",
            "bus/upper-grades-dropoff.md",
            "bus/sleeping-child-check.md",
            "related-consistent",
            "Letting older children off at the stop does not touch the end-of-run seat check.",
        ),
        P(
            "decoy",
            "bus/routes.md",
            "bus/escort-required.md",
            "related-consistent",
            "Every car in the route note has an escorting 사범, as the rule requires.",
        ),
        P(
            "decoy",
            "bus/car2.md",
            "bus/incident-2025-07-03.md",
            "related-consistent",
            "3부 하원 on 2호차 is escorted by 준호 in both.",
        ),
        # --- duplicates -------------------------------------------------------------------
        P(
            "near-duplicate",
            "bus/escort-required.md",
            "bus/escort-rule.md",
            "same-rule-restated",
            "A 사범 always rides the shuttle and gets off first; saved twice on 3/4, once "
            "formal, once casual.",
        ),
        P(
            "duplicate",
            "tournament/checklist.md",
            "tournament/match-day-bag.md",
            "reordered",
            "The same tournament-day checklist with the items in another order.",
        ),
    ],
    questions=[
        ask(
            "유치부 수업 몇 시에 시작해요?",
            "schedule/timetable.md",
            "schedule/kids-class-3pm.md",
        ),
        ask(
            "꿈나무반 이름 바꼈나",
            "schedule/timetable.md",
            "schedule/saessak-rename.md",
        ),
        ask("주5회 원비 얼마임", "fees/tuition.md", "fees/tuition-2025.md"),
        ask(
            "학부모 공지 클래스팅에 올리면 돼요?",
            "notice/classting.md",
            "notice/band.md",
        ),
        ask(
            "수업 사진 매일 올려야 되나",
            "notice/class-photos.md",
            "meetings/2025-04-07-staff.md",
        ),
        ask(
            "승급심사 출석률 몇 프로 넘어야 볼 수 있어요",
            "test/promotion-test.md",
            "meetings/2025-04-07-staff.md",
        ),
        ask(
            "심사 토요일 몇시에 봐요?",
            "test/promotion-test.md",
            "meetings/2025-06-09-monthly.md",
        ),
        ask("2호차 기사님 누구셨지", "bus/routes.md", "bus/car2.md"),
        ask("1호차 힐스테이트 어디서 태움", "bus/routes.md", "bus/car1-pickup.md"),
        ask(
            "캠프 인솔 사범 몇명 가요",
            "camp/plan.md",
            "meetings/2025-06-09-monthly.md",
        ),
        ask(
            "4학년 애 정류장에 엄마 안 나와있으면 그냥 내려줘도 됨?",
            "bus/dropoff-handover.md",
            "bus/upper-grades-dropoff.md",
        ),
        ask(
            "중간에 그만두면 원비 환불 어떻게 해드려요?",
            "fees/refund-policy.md",
            "fees/jiwoo-withdrawal.md",
        ),
        ask(
            "도복 어디서 주문해",
            "uniform/order-taegeuksa.md",
            "uniform/order-mudomall.md",
        ),
        ask(
            "대회날 준비물",
            "tournament/checklist.md",
            "tournament/match-day-bag.md",
        ),
        ask(
            "통학차량에 사범 꼭 타야됨?",
            "bus/escort-required.md",
            "bus/escort-rule.md",
        ),
        ask(
            "여름에 도복 말고 반팔 입고 와도 되나요",
            "uniform/summer-clothes-request.md",
            "uniform/dobok-required.md",
        ),
        ask("캠프 2차 모집 참가비", "camp/signup-round2.md", "camp/plan.md"),
        ask("도지사배 접수 마감 언제", "tournament/gyeonggi-governor-cup.md"),
        ask("1호차 정비 예약 언제 들어가요?", "bus/car1-service.md"),
        ask(
            "감사합니다~ 그럼 관장님께는 연락 어떻게 드리는 게 좋아요?",
            "people/gwanjang.md",
            conversational=True,
        ),
        ask(
            "ㅇㅋ 고마워 ㅎㅎ 근데 차에서 애 잠든 거 그거 언제였지?",
            "bus/incident-2025-07-03.md",
            conversational=True,
        ),
        ask(
            "알겠습니다! 그리고 캠프 버스는 어디랑 계약했어요?",
            "meetings/2025-06-09-monthly.md",
            conversational=True,
        ),
        ask(
            "thx~ 아 맞다 매트 위에서 양말 신어도 됨?",
            "safety/mat-rules.md",
            conversational=True,
        ),
        chat("안녕하세요~ 좋은 아침이에요"),
        chat("감사합니다!"),
        chat("ㅋㅋㅋㅋ 웃기다"),
        chat("잠깐만요 금방 올게요"),
        chat("오늘 비 엄청 오네 우산 놓고 왔는데 ㅠㅠ"),
        chat("다음 거 ㄱㄱ"),
        chat("와 대박 짱이다"),
        chat("너 진짜 똑똑하다 ㅋㅋ"),
        chat("아 배고파 점심 뭐 먹지"),
        chat("오늘 하루 너무 길었다.."),
        chat("수고하셨습니다~ 내일 봬요"),
        chat("ㅎㅇ"),
    ],
    complete_labels=True,
)
