# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A Korean fitness centre's agent memory (핏라인 피트니스 망원점, 헬스장).

Style: Korean notes with conjugated verbs, some 반말 memos, tables; questions as full
Korean sentences.
"""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "trainers/seoyeon-pt.md": topic(
        "박서연 트레이너 PT",
        "서연 쌤 PT 가능 시간과 수업 스타일",
        "reference",
        """# 박서연 트레이너

- PT 가능 시간: 평일 오전 7시~11시 (출근 전 직장인 회원 위주)
- 토요일 수업은 안 받음
- 세션 50분 + 정리 10분
- 본인 수업 때는 음악 끄고 하는 걸 좋아함. 서연 쌤 PT 들어가기 전에 PT룸 스피커 꺼 두기
""",
        updated="2025-08-04",
    ),
    "memo/2026-03-changes.md": topic(
        "3월 변경사항",
        "3월부터 바뀌는 것들 정리",
        "project",
        """3월부터 바뀌는 거 정리해 둠

- 서연 쌤 PT 저녁으로 옮김. 18시~22시. 오전 회원들은 도윤 쌤이 이어서 받기로 했어
- 평일 저녁 프런트는 한 명만 (하은 혼자 봄)
- 여자 탈의실 드라이기 2대 추가 주문함, 중순 도착 예정
""",
        nested=True,
        session="5e0b7d21-93c4-4a8f-b1e6-0f7a2d94c3b8",
        modified="2026-02-27",
        updated="2026-02-27",
    ),
    "membership/holding.md": topic(
        "회원권 홀딩",
        "회원권 일시정지 규정",
        "reference",
        """회원권 홀딩(일시정지) 규정:

- 3개월권 이상만 가능
- 한 번에 최대 14일, 회원권 기간 중 2번까지
- 프런트에서 신청서 작성. 입원 등 진단서 있으면 점장님이 예외 검토
""",
        updated="2025-05-19",
    ),
    "membership/faq.md": topic(
        "회원 자주 묻는 질문",
        "프런트에서 자주 받는 질문과 답",
        "reference",
        """**Q. 회원권 잠깐 멈출 수 있나요?**
A. 네, 3개월 이상 회원권이면 한 번에 최대 30일까지 정지할 수 있어요 (기간 중 2회).

**Q. 주차 되나요?**
A. 건물 지하주차장 2시간 무료예요. 프런트에서 차량 번호 등록해 드려요.

**Q. 운동복 주나요?**
A. 운동복 대여는 월 1만 원이에요.
""",
        updated="2026-01-09",
    ),
    "equipment/repairs.md": topic(
        "기구 고장 처리",
        "기구가 고장 났을 때 누구에게 알리는지",
        "feedback",
        """기구 고장 나면 '고장' 스티커 먼저 붙이고, 시설 담당 한지호 님께 카톡으로 사진이랑
같이 보내 주세요. 업체 AS 접수도 지호 님이 합니다. 러닝머신 벨트가 밀리거나 케이블이
끊어진 건 바로 사용 중지시켜 주세요.
""",
        updated="2025-06-16",
    ),
    "staff/roles.md": topic(
        "직원 업무 분담",
        "누가 어떤 일을 맡고 있는지",
        "reference",
        """| 업무 | 담당 |
|---|---|
| 점장, 매출·정산 | 김민재 |
| PT 팀장 | 이도윤 |
| 기구 점검·고장 접수 | 정우진 |
| 프런트 리드 (평일 저녁 조) | 최하은 |
| 청소 업체 연락 | 김민재 |
""",
        updated="2026-01-12",
    ),
    "rooms/gx-room.md": topic(
        "2층 GX룸",
        "GX룸 용도와 정원",
        "reference",
        """2층 GX룸에서 요가, 필라테스, 스피닝 수업을 해요. 정원은 20명이고, 수업 없는 시간에는
스트레칭 공간으로 열어 둡니다. 매트는 벽장 안에 있어요.
""",
        updated="2025-04-07",
    ),
    "notice/signage.md": topic(
        "간판 교체",
        "새 간판과 앱 시간표",
        "project",
        """간판이랑 앱 시간표 다 바꿨대요. 2층 GX룸 이름이 이제 '스튜디오 라온'이에요. 회원들한테
안내할 때도 새 이름으로 말해 주세요.
""",
        updated="2025-12-01",
    ),
    "membership/ot.md": topic(
        "신규 회원 OT",
        "새로 등록한 회원 오리엔테이션",
        "feedback",
        """신규 등록 회원은 무조건 무료 OT 2회 잡아 줍니다.

1회차: 인바디 측정하고 기구 사용법 설명
2회차: 목표에 맞춰 간단한 루틴 짜 주기

OT는 트레이너 순번대로 배정해요.
""",
        updated="2025-03-24",
    ),
    "memo/ot-stop.md": topic(
        "OT 관련",
        "점장님이 정한 신규 회원 안내 방식",
        "feedback",
        """무료 OT 이제 안 해. 점장님 결정이야. 신규 회원한테는 '첫 PT 체험 1회 19,900원'
안내하면 돼. OT 해 달라고 하시면 정중하게 설명해 드리기.
""",
        updated="2026-02-05",
    ),
    "tools/booking.md": topic(
        "PT 예약",
        "회원이 PT를 예약하는 방법",
        "reference",
        """PT 예약은 '짐플' 앱으로 받아요. 트레이너별 캘린더가 있고, 회원이 직접 잡은 다음
24시간 전까지 취소할 수 있어요. 노쇼는 1회 차감입니다.
""",
        updated="2025-02-11",
    ),
    "tools/naver.md": topic(
        "예약 링크",
        "회원에게 보내는 예약 링크",
        "reference",
        """이제 PT 예약은 전부 네이버 예약으로 받음. 회원들한테 링크 문자로 보내 주고, 트레이너는
스마트플레이스 앱에서 확인하면 됨.
""",
        updated="2025-11-20",
    ),
    "lockers/spare-keys.md": topic(
        "락커 여분 키",
        "여분 락커 키 보관 위치",
        "reference",
        """락커 여분 키는 프런트 맨 아래 서랍(잠금)에 번호순으로 고리에 걸려 있어요. 회원이 키를
잃어버리면 분실비 1만 원 받고 여분 키로 열어 드려요.
""",
        updated="2025-04-14",
    ),
    "memo/keybox.md": topic(
        "키박스",
        "사무실 키박스에 넣은 것",
        "project",
        """여분 락커 키 전부 사무실 벽에 단 키박스로 옮겼어. 비번은 직원 단톡방 공지 보면 있어.
""",
        updated="2026-01-20",
    ),
    "staff/frontdesk-shifts.md": topic(
        "프런트 근무표",
        "프런트 교대 시간과 인원",
        "reference",
        """| 시간대 | 근무 시간 | 인원 |
|---|---|---|
| 오전 | 06:00–14:00 | 1명 |
| 오후 | 14:00–18:00 | 1명 |
| 평일 저녁 | 18:00–23:00 | 2명 |
| 주말 | 09:00–18:00 | 1명 |

교대할 때는 15분 겹치게 출근해서 인수인계해요. 평일 저녁 조 리드가 마감 정산까지 합니다.
""",
        updated="2025-07-01",
    ),
    "lockers/closing.md": topic(
        "마감 때 락커",
        "마감 청소하면서 락커 정리하는 법",
        "feedback",
        """마감 청소 때 락커는 전부 열어서 확인해요. 안에 남은 물건은 분실물 바구니로 옮기고,
자물쇠가 걸려 있으면 절단기로 잘라서 비웁니다. 다음 날 아침에 빈 락커로 시작해야 해요.
""",
        updated="2025-05-26",
    ),
    "memo/member-belongings.md": topic(
        "회원 소지품",
        "보관함에 두고 간 짐",
        "feedback",
        """보관함에 회원이 짐 두고 퇴근해도 괜찮아. 자물쇠 채워 둔 칸은 직원이 절대 열면 안 돼,
안에 뭐가 있든 회원 거야 (지난달 민원 들어왔었음).
""",
        updated="2026-02-14",
    ),
    "plan/equipment-phase1.md": topic(
        "기구 교체 1단계",
        "유산소 존 기구 교체 계획",
        "project",
        """기구 교체 1단계 (4월)

- 유산소 존: 러닝머신 6대 신형으로 교체, 실내 사이클 2대 추가
- 예산 3,200만 원
- 공사 중 유산소 존 3일 폐쇄, 회원 문자 공지 1주 전
""",
        updated="2026-01-26",
    ),
    "plan/equipment-phase2.md": topic(
        "기구 교체 2단계",
        "웨이트 존 기구 교체 계획",
        "project",
        """기구 교체 2단계 (8월 예정)

- 웨이트 존: 파워랙 4대 교체, 바닥 고무매트 전면 교체
- 예산 4,800만 원
- 웨이트 존 1주일 부분 폐쇄
""",
        updated="2026-01-26",
    ),
    "vendors/towel-laundry-old.md": topic(
        "수건 세탁 업체",
        "수건 세탁 맡기는 곳",
        "reference",
        """수건 세탁은 '깨끗한세탁'. 화·금 오전에 수거, 한 번에 300장. 월말 정산.
""",
        updated="2025-03-03",
        extra={"status": "superseded", "superseded_by": "vendors/towel-laundry.md"},
    ),
    "vendors/towel-laundry.md": topic(
        "수건 세탁 (클린웨이)",
        "10월부터 바뀐 세탁 업체",
        "reference",
        """10월부터 수건 세탁은 '클린웨이'로 맡겨요. 월·목 수거, 회당 350장까지 됩니다. 계약서는
점장님 파일철에 있어요.
""",
        updated="2025-10-02",
    ),
    "equipment/inbody.md": topic(
        "인바디 수리",
        "카운터 옆 인바디 기계 상태",
        "project",
        """카운터 옆 인바디 전원 어댑터 접촉 불량. AS 접수번호 7731. 기사님 오기 전까지 코드
흔들지 말고, 측정 안 되면 회원분께 양해 구하기.
""",
        updated="2026-02-10",
    ),
    "rules/no-phone-pt.md": topic(
        "PT 중 휴대폰",
        "수업 중 트레이너 휴대폰 사용",
        "feedback",
        """트레이너는 PT 수업 중에 휴대폰 보면 안 돼요. 전화도 수업 끝나고 받기. 세트 간 휴식
시간은 벽시계나 스톱워치로 재면 돼요.
""",
        updated="2025-04-21",
    ),
    "log/2026-03-14.md": topic(
        "3월 14일 컴플레인",
        "PT 중 통화 건",
        "project",
        """3/14 저녁, 도윤 쌤이 PT 중에 개인 통화를 5분 정도 함 → 회원 컴플레인 프런트로 접수.
점장님이 주의 줬고, 해당 회원 다음 세션 10분 추가해서 보상하기로 함.
""",
        updated="2026-03-14",
    ),
    "trainers/woojin.md": topic(
        "정우진 트레이너",
        "우진 쌤 수업 때 요청 사항",
        "user",
        """우진 쌤은 자기 PT 때 음악 크게 틀어 달라고 해요 (PT룸 스피커 볼륨 70 이상, 주로
힙합). 스트레칭 들어가면 본인이 줄입니다.
""",
        updated="2025-09-08",
    ),
    "rules/no-photos.md": topic(
        "탈의실 촬영 금지",
        "탈의실과 샤워실에서 사진 찍는 것",
        "feedback",
        """탈의실·샤워실 안에서는 사진, 영상 촬영 금지예요. 회원이 찍고 있으면 바로 제지하고
점장님께 보고해 주세요.
""",
        updated="2025-04-21",
    ),
    "rules/changing-room-camera.md": topic(
        "탈의실 카메라",
        "탈의실에서 휴대폰 카메라 쓰면 안 됨",
        "feedback",
        """탈의실에서는 휴대폰 카메라 쓰는 거 절대 안 됨. 거울 셀카도 안 됨. 보이면 그 자리에서
말리고 김민재 점장님한테 알리기.
""",
        updated="2025-04-21",
    ),
    "memo/refund-7731.md": topic(
        "환불 요청",
        "회원 환불 건 진행 상황",
        "project",
        """회원번호 7731 (이수빈 님) 12개월권 환불 요청하심. 이사 때문이래. 위약금 10% 빼고
환불하는 걸로, 점장님 승인 기다리는 중.
""",
        updated="2026-02-18",
    ),
    "ops/opening-checklist.md": topic(
        "오픈 체크리스트",
        "아침 오픈할 때 하는 일",
        "feedback",
        """오픈 체크리스트

1. 전체 조명이랑 환기 켜기
2. 매장 음악 (매장용 플레이리스트) 틀기
3. 유산소 기구 전원 켜고 소독 티슈 채우기
4. 정수기, 수건함 확인
5. 출입 키오스크 로그인
""",
        updated="2025-06-09",
    ),
    "ops/open-routine.md": topic(
        "아침 오픈 루틴",
        "오픈 순서 메모",
        "feedback",
        """아침 오픈

- 출입 키오스크 로그인
- 정수기랑 수건함 확인
- 조명, 환기 켜기
- 유산소 기구 전원 + 소독 티슈 채우기
- 매장용 플레이리스트 틀기
""",
        updated="2025-06-09",
    ),
}

FILES = with_index(
    N,
    title="핏라인 피트니스 메모",
    sections={
        "membership/": "회원권",
        "staff/": "직원",
        "trainers/": "트레이너",
        "lockers/": "락커",
        "memo/": "메모",
    },
)

ask, chat = questions_in("ko")

MEMDIR = LabelledMemdir(
    name="fitness_center_ko",
    half="heldout6",
    language="ko",
    domain="fitness centre (헬스장)",
    style="Korean notes with conjugated verbs, some 반말 memos, tables",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "trainers/seoyeon-pt.md",
            "memo/2026-03-changes.md",
            "time-moved",
            "서연 PT 평일 오전 7–11시 vs 저녁 18–22시",
        ),
        P(
            "contradiction",
            "membership/holding.md",
            "membership/faq.md",
            "threshold-changed",
            "홀딩 한 번에 최대 14일 vs 정지 최대 30일",
        ),
        P(
            "contradiction",
            "equipment/repairs.md",
            "staff/roles.md",
            "owner-changed",
            "고장 접수 한지호 vs 표에서 정우진",
        ),
        P(
            "contradiction",
            "rooms/gx-room.md",
            "notice/signage.md",
            "renamed",
            "2층 GX룸 vs '스튜디오 라온'",
        ),
        P(
            "contradiction",
            "membership/ot.md",
            "memo/ot-stop.md",
            "policy-reversed",
            "신규 회원 무조건 무료 OT 2회 vs 무료 OT 이제 안 함",
        ),
        P(
            "contradiction",
            "tools/booking.md",
            "tools/naver.md",
            "tool-switched",
            "PT 예약 짐플 앱 vs 네이버 예약",
        ),
        P(
            "contradiction",
            "lockers/spare-keys.md",
            "memo/keybox.md",
            "location-changed",
            "여분 락커 키 프런트 서랍 vs 사무실 키박스",
        ),
        P(
            "contradiction",
            "staff/frontdesk-shifts.md",
            "memo/2026-03-changes.md",
            "count-changed",
            "평일 저녁 프런트 2명 vs 한 명",
        ),
        P(
            "contradiction",
            "lockers/closing.md",
            "memo/member-belongings.md",
            "reworded-conflict",
            "마감 때 락커 전부 비우고 자물쇠 절단 vs 짐 둬도 되고 잠긴 칸 열지 말 것",
        ),
        # decoys
        P(
            "decoy",
            "plan/equipment-phase1.md",
            "plan/equipment-phase2.md",
            "phase1-vs-phase2",
            "1단계 유산소 4월 3,200만 원 vs 2단계 웨이트 8월 4,800만 원",
        ),
        P(
            "decoy",
            "vendors/towel-laundry-old.md",
            "vendors/towel-laundry.md",
            "superseded-and-successor",
            "깨끗한세탁(대체됨) 화·금 300장 vs 클린웨이 월·목 350장",
        ),
        P(
            "decoy",
            "equipment/inbody.md",
            "membership/ot.md",
            "shared-technology",
            "인바디: 어댑터 수리 vs OT 1회차 측정",
        ),
        P(
            "decoy",
            "rules/no-phone-pt.md",
            "log/2026-03-14.md",
            "rule-vs-incident",
            "PT 중 휴대폰 금지 규칙과 도윤 쌤 통화 건",
        ),
        P(
            "decoy",
            "trainers/seoyeon-pt.md",
            "trainers/woojin.md",
            "two-peoples-preferences",
            "서연 쌤 음악 끄고 vs 우진 쌤 음악 크게",
        ),
        P(
            "decoy",
            "rules/no-phone-pt.md",
            "rules/no-photos.md",
            "two-donts-different-things",
            "PT 중 휴대폰 금지 vs 탈의실 촬영 금지",
        ),
        P(
            "decoy",
            "rules/no-phone-pt.md",
            "rules/changing-room-camera.md",
            "two-donts-different-things",
            "PT 중 휴대폰 금지 vs 탈의실 휴대폰 카메라 금지",
        ),
        P(
            "decoy",
            "equipment/inbody.md",
            "memo/refund-7731.md",
            "same-ticket-ids",
            "AS 접수번호 7731 vs 회원번호 7731",
        ),
        P(
            "decoy",
            "staff/frontdesk-shifts.md",
            "staff/roles.md",
            "related-consistent",
            "평일 저녁 조 리드 = 하은; 근무표와 맞음",
        ),
        P(
            "decoy",
            "staff/roles.md",
            "memo/2026-03-changes.md",
            "related-consistent",
            "하은이 평일 저녁 프런트; 둘이 맞음",
        ),
        P(
            "decoy",
            "ops/opening-checklist.md",
            "trainers/seoyeon-pt.md",
            "shared-technology",
            "매장 음악 틀기 vs 서연 PT 때 PT룸 스피커 끄기",
        ),
        P(
            "decoy",
            "ops/open-routine.md",
            "trainers/seoyeon-pt.md",
            "shared-technology",
            "매장용 플레이리스트 vs 서연 PT 때 PT룸 스피커 끄기",
        ),
        # duplicates
        P(
            "duplicate",
            "rules/no-photos.md",
            "rules/changing-room-camera.md",
            "same-rule-restated",
            "탈의실 촬영 금지, 같은 날 두 번 저장",
        ),
        P(
            "duplicate",
            "ops/opening-checklist.md",
            "ops/open-routine.md",
            "reordered",
            "오픈 체크리스트 같은 다섯 항목, 순서만 다름",
        ),
    ],
    questions=[
        ask(
            "서연 트레이너님 PT는 지금 몇 시에 받을 수 있어요?",
            "trainers/seoyeon-pt.md",
            "memo/2026-03-changes.md",
        ),
        ask(
            "회원권 정지는 한 번에 며칠까지 할 수 있나요?",
            "membership/holding.md",
            "membership/faq.md",
        ),
        ask(
            "러닝머신 고장 나면 누구한테 말해야 돼요?",
            "equipment/repairs.md",
            "staff/roles.md",
        ),
        ask(
            "2층 요가하는 방 이름이 지금 뭐로 바뀌었죠?",
            "rooms/gx-room.md",
            "notice/signage.md",
        ),
        ask(
            "새로 등록한 회원한테 무료 OT 아직 해 주나요?",
            "membership/ot.md",
            "memo/ot-stop.md",
        ),
        ask(
            "PT 예약은 어디로 받고 있어?",
            "tools/booking.md",
            "tools/naver.md",
        ),
        ask(
            "락커 여분 열쇠는 어디에 보관하고 있어요?",
            "lockers/spare-keys.md",
            "memo/keybox.md",
        ),
        ask(
            "평일 저녁에 프런트에는 몇 명이 있어야 하나요?",
            "staff/frontdesk-shifts.md",
            "memo/2026-03-changes.md",
        ),
        ask(
            "회원이 락커에 짐 두고 가면 마감할 때 어떻게 처리해야 돼요?",
            "lockers/closing.md",
            "memo/member-belongings.md",
        ),
        ask(
            "수건 세탁은 요즘 어느 업체에 맡기고 있어요?",
            "vendors/towel-laundry.md",
            "vendors/towel-laundry-old.md",
        ),
        ask(
            "탈의실에서 회원이 사진 찍으면 어떻게 해야 되나여?",
            "rules/no-photos.md",
            "rules/changing-room-camera.md",
        ),
        ask(
            "아침에 오픈할 때 뭐뭐 해야 돼?",
            "ops/opening-checklist.md",
            "ops/open-routine.md",
        ),
        ask(
            "고마워요! 근데 인바디 기계 고장 난 건 AS 접수했어요?",
            "equipment/inbody.md",
            conversational=True,
        ),
        ask(
            "아 그렇구나. 그럼 웨이트 존 랙 바꾸는 건 언제 한대?",
            "plan/equipment-phase2.md",
            conversational=True,
        ),
        chat("좋은 아침이에요~ 오늘 회원 엄청 많겠다"),
        chat("감사합니다, 덕분에 마감 일찍 끝냈어요"),
        chat("오 대박, 완전 깔끔하게 정리했네"),
        chat("ㅇㅋ 다음"),
        chat("잠깐 커피 좀 사 올게"),
        chat("밖에 비 엄청 온다 ㅠㅠ"),
        chat("내일 봐요, 오전 근무 화이팅!"),
    ],
    complete_labels=True,
)
