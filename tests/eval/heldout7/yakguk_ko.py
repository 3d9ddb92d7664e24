# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A neighbourhood pharmacy (동네 약국, "햇살약국"): Korean notes with conjugated verbs and some
short memos, one opening-hours table, one chatty monthly memo; questions as full sentences."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "hours/opening-hours.md": topic(
        "영업시간",
        "약국 문 여는 시간과 쉬는 날",
        "reference",
        """햇살약국 영업시간이에요. 입구 유리문에 붙인 것과 같습니다.

| 요일 | 시간 | 비고 |
|---|---|---|
| 월–금 | 09:00–20:30 | 점심 13:00–14:00 약사 교대 (문은 안 닫음) |
| 토 | 09:00–15:00 | |
| 일·공휴일 | 휴무 | 당번일만 문 엶 |
""",
        updated="2025-08-04",
    ),
    "hours/saturday.md": topic(
        "토요일 오후 영업",
        "옆 소아과 때문에 바뀐 토요일 시간",
        "project",
        """옆 건물 소아과가 토요일 오후 진료를 시작했어요. 그래서 3월 첫째 주부터 토요일에도
오후 6시까지 문을 엽니다. 대표님이 결정하셨고 유리문 안내문은 준호 씨가 새로 붙이기로 했어요.
""",
        updated="2026-02-23",
    ),
    "staff/roles.md": topic(
        "직원과 역할",
        "누가 무슨 일을 맡고 있는지",
        "reference",
        """- 한정민 — 대표약사. 도매 주문 최종 결정, 마약류 장부.
- 오세린 — 근무약사. 복약지도, 토요일 근무.
- 박다은 — 조제보조. 입고 등록, 매달 유효기간 점검.
- 이준호 — 카운터, 일반약·의약외품 진열.
- 김유나 — 토요일 알바 (카운터).

토요일은 약사 두 명(정민, 세린)이 같이 근무해요.
""",
        updated="2025-08-11",
    ),
    "staff/saturday-shift.md": topic(
        "토요일 근무",
        "토요일에 누가 나오는지",
        "project",
        """세린 약사님이 대학원 수업 때문에 토요일에 못 나오세요. 이제 토요일엔 정민 약사님
한 분만 계시고 유나 씨가 카운터를 봐요. 손님 몰리면 조제 대기 길어진다고 미리 말씀드리기.
""",
        updated="2026-03-02",
    ),
    "stock/expiry-check.md": topic(
        "유효기간 점검",
        "약 기한 확인하는 방법",
        "feedback",
        """매달 마지막 금요일, 마감하고 나서 전 품목 유효기간을 봐요.
기한이 3개월 안으로 남은 건 빨간 스티커 붙여서 조제실 구석 반품 박스에 넣어요.
이미 지난 건 폐기 봉투로. 점검 끝나면 점검표에 사인.
""",
        updated="2025-08-29",
    ),
    "stock/expiry-owner.md": topic(
        "기한 점검 담당",
        "유통기한 보는 사람",
        "project",
        """유통기한 확인은 이제 준호 씨가 맡아요. 다은 씨는 보험 청구 업무를 새로 맡아서 빠졌어요.
점검표 양식은 그대로 씁니다.
""",
        updated="2026-01-19",
    ),
    "stock/return-rule.md": topic(
        "반품 기준",
        "도매로 돌려보낼 약을 언제 빼는지",
        "feedback",
        """도매에서 기한 짧은 건 안 받아줘서 기준을 바꿨어요. 이제 기한이 6개월 남으면 바로 빼서
반품 박스로 보내요. 빨간 스티커는 계속 씁니다.
""",
        updated="2026-02-06",
    ),
    "orders/wholesaler.md": topic(
        "도매 주문",
        "약 주문하는 곳",
        "reference",
        """전문약, 일반약 주문은 대성약품 온라인몰에 넣어요. 오후 3시 전에 넣으면 다음 날 오전에
와요. 급한 건 담당 영업사원한테 전화.
""",
        updated="2025-07-15",
    ),
    "orders/hanul.md": topic(
        "한울팜 주문",
        "주문 앱 쓰는 법",
        "reference",
        """주문은 전부 한울팜 앱으로 넣습니다. 로그인할 때 거래처 코드 3071 필요해요.
하루 두 번 배송 (오전 10시, 오후 4시). 대성약품이랑은 1월에 거래 끝났어요.
""",
        updated="2026-01-30",
    ),
    "rx/fax.md": topic(
        "팩스 처방전",
        "병원에서 처방전을 팩스로 먼저 보낼 때",
        "feedback",
        """근처 내과에서 처방전을 팩스로 먼저 보내주면, 손님 오기 전에 미리 조제해 둬요.
원본 받으면 대조하고 내드리면 됩니다. 대기 시간 줄이려고 하는 거예요.
""",
        updated="2025-09-03",
    ),
    "rx/fax-stop.md": topic(
        "처방전 원본 확인",
        "원본 받기 전 조제 금지",
        "feedback",
        """팩스로 온 처방전만 보고 약을 싸 두지 않기로 했어요. 지난달에 병원이 처방을 바꿨는데
팩스본으로 먼저 조제해서 다시 싼 일이 있었거든요. 원본 받고 나서 조제 시작.
""",
        updated="2026-01-07",
    ),
    "rx/storage.md": topic(
        "처방전 보관",
        "받은 처방전 원본 보관 방법",
        "reference",
        """처방전 원본은 조제실 하단 서랍에 월별 봉투로 넣어 둬요. 2년 보관이 법정 기한.
봉투 겉에 연월 쓰기.
""",
        updated="2025-08-11",
    ),
    "store/counsel-room.md": topic(
        "상담실",
        "카운터 옆 작은 방",
        "reference",
        """카운터 옆 작은 방이 '상담실'이에요. 혈압계, 의자 두 개.
복약 설명이 길어질 것 같으면 손님을 상담실로 모셔요.
""",
        updated="2025-08-20",
    ),
    "memo/2026-02.md": topic(
        "2월 정리",
        "2월에 바뀐 것들 메모",
        "project",
        """2월에 정리한 거 한꺼번에 적어 둡니다.

대표님이 세무사한테 1월 자료 다 보내셨다고 하셨고, 준호 씨 생일이라 케이크 먹었어요 ㅎㅎ.
조제실이 너무 좁아서 처방전 원본은 2층 사무실 철제 캐비닛으로 올렸어요. 월별 상자에 넣고
상자 옆면에 연월 적어 두기. 그리고 카운터 옆 방은 문패를 새로 달았는데 이름이 '복약지도실'이에요.
손님한테도 이제 그렇게 말하기로 했어요. 에어컨 필터는 3월에 교체 예정.
""",
        updated="2026-02-27",
    ),
    "store/leftover-meds.md": topic(
        "남은 약 받기",
        "손님이 먹다 남은 약을 가져올 때",
        "feedback",
        """먹다 남은 약이나 기한 지난 약을 들고 오시면 카운터 아래 파란 통에 넣어 드리면 돼요.
물약은 뚜껑 꼭 닫아서.
""",
        updated="2025-09-10",
    ),
    "store/collection-box.md": topic(
        "폐의약품 안내",
        "폐의약품 수거함 위치",
        "feedback",
        """폐의약품은 우리 약국에서 수거하지 않습니다. 주민센터 1층 수거함 위치를 알려 드리세요.
(구청 안내문 카운터에 비치)
""",
        updated="2026-02-12",
    ),
    "duty/holiday-duty.md": topic(
        "휴일 당번",
        "일요일·공휴일 당번과 밤 손님 안내",
        "reference",
        """일요일·공휴일 당번은 구 약사회 순번표대로 해요. 올해 우리 차례는 5월 5일, 8월 15일,
추석 당일. 당번 날은 10시부터 6시까지 엽니다.
밤 9시 넘어서 전화 오면 망원역 2번 출구 공공심야약국(새벽 1시까지) 안내하기.
""",
        updated="2026-01-05",
    ),
    "rx/double-check.md": topic(
        "조제 검수",
        "약 나가기 전 확인",
        "feedback",
        """조제한 약은 봉투에 넣기 전에 다른 사람이 한 번 더 봐요. 처방전이랑 약 이름, 용량, 일수
맞는지 확인하고 검수 도장. 약사 한 명만 있을 땐 조제보조가 봐도 됨.
""",
        updated="2025-09-22",
    ),
    "rx/verify.md": topic(
        "이중 확인",
        "조제 후 다른 사람이 확인",
        "feedback",
        """약 싸고 나서 봉투 닫기 전에 조제 안 한 사람이 다시 확인한다. 처방전하고 비교해서
약 이름·용량·며칠 치인지 보고 도장 찍기. 약사님 혼자일 때는 조제보조가 확인.
""",
        updated="2025-09-22",
    ),
    "log/2026-01-14.md": topic(
        "1월 14일 조제 실수",
        "검수 없이 나간 봉투",
        "project",
        """1/14 오후에 손님 몰려서 검수 도장 없이 봉투 하나 나갔어요. 나중에 보니 용량이 반대로
들어가 있었어요. 30분 만에 손님한테 전화해서 다시 바꿔 드렸고, 다행히 드시기 전이었어요.
""",
        updated="2026-01-14",
    ),
    "rules/no-rx.md": topic(
        "전문약 판매",
        "처방전 없는 손님",
        "feedback",
        """전문의약품은 처방전 없으면 절대 안 드려요. 단골손님이라도 예외 없음.
""",
        updated="2025-10-16",
    ),
    "rules/no-rx-regulars.md": topic(
        "단골도 처방전 필요",
        "처방전 없이 전문약 달라는 경우",
        "feedback",
        """처방전 안 가져오신 분한테 전문약 팔지 말 것. 아는 분이어도, 예전에 드시던 약이어도 안 됨.
""",
        updated="2025-10-16",
    ),
    "rules/dispensary-door.md": topic(
        "조제실 출입",
        "조제실에 들어갈 수 있는 사람",
        "feedback",
        """조제실에는 약사랑 조제보조만 들어가요. 손님, 택배 기사님, 영업사원은 안쪽으로 들이지
말고 카운터에서 받기.
""",
        updated="2025-08-20",
    ),
    "staff/jungmin.md": topic(
        "정민 약사님 스타일",
        "대표약사님이 복약 설명하는 방식",
        "user",
        """정민 약사님은 복약 설명을 말로 천천히 하시는 걸 좋아하세요. 안내문은 손님이 달라고
할 때만 뽑아요.
""",
        updated="2025-11-03",
    ),
    "staff/serin.md": topic(
        "세린 약사님 스타일",
        "근무약사님이 선호하는 복약 안내",
        "user",
        """세린 약사님은 새 약 나가면 복약 안내문을 꼭 출력해서 같이 넣으세요. 말로는 짧게.
""",
        updated="2025-11-03",
    ),
    "packer/phase1.md": topic(
        "자동포장기 1단계",
        "포장기 도입 첫 단계",
        "project",
        """자동포장기 들여옴. 1단계(4월–5월): 만성질환 정기 처방만 자동포장, 하루 최대 30건.
나머지는 지금처럼 손으로.
""",
        updated="2026-03-16",
    ),
    "packer/phase2.md": topic(
        "자동포장기 2단계",
        "6월부터 포장기 사용 범위",
        "project",
        """2단계(6월부터): 가루약 빼고 전부 자동포장으로. 하루 100건 목표.
""",
        updated="2026-03-16",
    ),
    "log/as-3071.md": topic(
        "포장기 AS",
        "자동포장기 고장 접수",
        "project",
        """자동포장기 약통 센서 오류. AS 접수번호 3071, 기사님 목요일 오전에 오신대요.
""",
        updated="2026-04-21",
    ),
    "contact/fax-number-old.md": topic(
        "약국 팩스번호",
        "병원에 알려주는 팩스번호",
        "reference",
        """약국 팩스: 02-336-1024.
""",
        updated="2025-07-01",
        extra={"status": "superseded", "superseded_by": "contact/fax-number.md"},
    ),
    "contact/fax-number.md": topic(
        "팩스번호 변경",
        "인터넷 팩스로 바꾼 번호",
        "reference",
        """인터넷 팩스로 바꾸면서 번호가 0505-221-7040으로 바뀌었어요. 근처 병원 세 곳에는 알렸어요.
""",
        updated="2025-12-10",
    ),
}

FILES = with_index(
    N,
    title="햇살약국 메모",
    sections={
        "hours/": "영업",
        "duty/": "영업",
        "staff/": "직원",
        "stock/": "재고",
        "orders/": "재고",
        "rx/": "처방·조제",
        "rules/": "처방·조제",
        "store/": "매장",
        "memo/": "메모",
        "log/": "메모",
        "packer/": "자동포장기",
        "contact/": "연락처",
    },
)

ask, chat = questions_in("ko")

MEMDIR = LabelledMemdir(
    name="yakguk_ko",
    half="heldout7",
    language="ko",
    domain="neighbourhood pharmacy (동네 약국)",
    style="Korean notes with conjugated verbs and short memos, one table, one chatty memo",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "hours/opening-hours.md",
            "hours/saturday.md",
            "time-moved",
            "Saturday 09:00–15:00 (table row) vs open until 18:00 from March.",
        ),
        P(
            "contradiction",
            "staff/roles.md",
            "staff/saturday-shift.md",
            "count-changed",
            "Two pharmacists on Saturday vs only one.",
        ),
        P(
            "contradiction",
            "staff/roles.md",
            "stock/expiry-owner.md",
            "owner-changed",
            "Monthly expiry check by 다은 (a list bullet) vs by 준호 now.",
        ),
        P(
            "contradiction",
            "stock/expiry-check.md",
            "stock/return-rule.md",
            "threshold-changed",
            "Pull to the return box at 3 months left vs 6 months left.",
        ),
        P(
            "contradiction",
            "orders/wholesaler.md",
            "orders/hanul.md",
            "tool-switched",
            "Orders via 대성약품 online shop vs 한울팜 app.",
        ),
        P(
            "contradiction",
            "rx/fax.md",
            "rx/fax-stop.md",
            "policy-reversed",
            "Dispense ahead from a faxed prescription vs never before the original arrives.",
        ),
        P(
            "contradiction",
            "rx/storage.md",
            "memo/2026-02.md",
            "location-changed",
            "Original prescriptions in the dispensary drawer vs 2nd-floor office cabinet.",
        ),
        P(
            "contradiction",
            "store/counsel-room.md",
            "memo/2026-02.md",
            "renamed",
            "Room by the counter called 상담실 vs 복약지도실.",
        ),
        P(
            "contradiction",
            "store/leftover-meds.md",
            "store/collection-box.md",
            "reworded-conflict",
            "Take customers' leftover medicines in the blue bin vs pharmacy does not collect them.",
        ),
        # decoys
        P(
            "decoy",
            "stock/expiry-check.md",
            "stock/expiry-owner.md",
            "related-consistent",
            "Expiry check procedure and who does it; the procedure names no owner.",
        ),
        P(
            "decoy",
            "stock/expiry-owner.md",
            "stock/return-rule.md",
            "related-consistent",
            "Who checks expiry and the return threshold; no conflict.",
        ),
        P(
            "decoy",
            "hours/saturday.md",
            "staff/saturday-shift.md",
            "related-consistent",
            "Saturday hours and Saturday staffing; both can hold.",
        ),
        P(
            "decoy",
            "hours/opening-hours.md",
            "duty/holiday-duty.md",
            "related-consistent",
            "Closed on Sundays/holidays except duty days; duty days listed.",
        ),
        P(
            "decoy",
            "rx/double-check.md",
            "log/2026-01-14.md",
            "rule-vs-incident",
            "Second-person check rule vs a bag that left unchecked on 1/14.",
        ),
        P(
            "decoy",
            "rx/verify.md",
            "log/2026-01-14.md",
            "rule-vs-incident",
            "Second-person check rule vs a bag that left unchecked on 1/14.",
        ),
        P(
            "decoy",
            "rules/no-rx.md",
            "rules/dispensary-door.md",
            "two-donts-different-things",
            "No prescription drugs without a prescription vs no outsiders in the dispensary.",
        ),
        P(
            "decoy",
            "rules/no-rx-regulars.md",
            "rules/dispensary-door.md",
            "two-donts-different-things",
            "No prescription drugs without a prescription vs no outsiders in the dispensary.",
        ),
        P(
            "decoy",
            "staff/jungmin.md",
            "staff/serin.md",
            "two-peoples-preferences",
            "정민 explains by mouth, leaflet on request vs 세린 always prints the leaflet.",
        ),
        P(
            "decoy",
            "packer/phase1.md",
            "packer/phase2.md",
            "phase1-vs-phase2",
            "Phase 1 chronic prescriptions only, 30 a day vs phase 2 all but powders, 100 a day.",
        ),
        P(
            "decoy",
            "orders/hanul.md",
            "log/as-3071.md",
            "same-ticket-ids",
            "3071 is the wholesaler account code vs the packer repair ticket.",
        ),
        P(
            "decoy",
            "contact/fax-number-old.md",
            "contact/fax-number.md",
            "superseded-and-successor",
            "Old fax number (marked superseded) vs new internet-fax number.",
        ),
        # duplicates
        P(
            "duplicate",
            "rx/double-check.md",
            "rx/verify.md",
            "paraphrased",
            "Same second-person check rule in other words.",
        ),
        P(
            "near-duplicate",
            "rules/no-rx.md",
            "rules/no-rx-regulars.md",
            "same-rule-restated",
            "No prescription drugs without a prescription, regulars included; saved twice.",
        ),
    ],
    questions=[
        ask(
            "토요일에는 몇 시까지 문을 열어요?",
            "hours/opening-hours.md",
            "hours/saturday.md",
        ),
        ask(
            "요즘 약 유통기한 점검은 누가 하고 있나요?",
            "staff/roles.md",
            "stock/expiry-owner.md",
        ),
        ask(
            "기한이 몇 개월 남은 약부터 반품 박스로 빼야 하나요?",
            "stock/expiry-check.md",
            "stock/return-rule.md",
        ),
        ask(
            "전문약 주문은 어느 도매상에 넣으면 되나요?",
            "orders/wholesaler.md",
            "orders/hanul.md",
        ),
        ask(
            "병원에서 팩스로 처방전이 먼저 왔는데 미리 조제해 놔도 될까요?",
            "rx/fax.md",
            "rx/fax-stop.md",
        ),
        ask(
            "지난달 처방전 원본은 어디에 보관하고 있죠?",
            "rx/storage.md",
            "memo/2026-02.md",
        ),
        ask(
            "혈압계 있는 작은 방을 손님한테 뭐라고 불러야 돼요?",
            "store/counsel-room.md",
            "memo/2026-02.md",
        ),
        ask(
            "손님이 먹다 남은 약을 가져오시면 어떻게 해야 하나요?",
            "store/leftover-meds.md",
            "store/collection-box.md",
        ),
        ask(
            "토요일에는 약사님이 몇 분 근무하세요?",
            "staff/roles.md",
            "staff/saturday-shift.md",
        ),
        ask("이번 추석에 우리 약국이 당번인가요?", "duty/holiday-duty.md"),
        ask(
            "자동포장기는 언제부터 거의 모든 처방에 쓰는 거예요?",
            "packer/phase2.md",
            "packer/phase1.md",
        ),
        ask(
            "팩스 번호가 바꼈다던데 병원에 알려줄 새 번호가 뭐예요?",
            "contact/fax-number.md",
            "contact/fax-number-old.md",
        ),
        ask("포장기 고치는 기사님은 언제 오신대요?", "log/as-3071.md"),
        ask(
            "고마워요! 그런데 조제한 약은 나가기 전에 누가 한 번 더 확인해요?",
            "rx/double-check.md",
            "rx/verify.md",
            conversational=True,
        ),
        ask(
            "아 네 알겠어요. 그럼 처방전 없이 항생제 달라는 단골손님한테는 어떻게 말해요?",
            "rules/no-rx.md",
            "rules/no-rx-regulars.md",
            conversational=True,
        ),
        chat("안녕하세요~ 오늘 아침부터 손님이 엄청 많네요"),
        chat("덕분에 주말 당번 준비 잘 끝냈어요, 감사합니다!"),
        chat("오 설명 진짜 깔끔하다"),
        chat("네 다음 걸로 넘어갈게요"),
        chat("잠깐 커피 좀 사 올게요"),
        chat("비가 너무 와서 오늘은 좀 한가하겠네요"),
        chat("내일 봬요, 오늘 수고 많으셨어요"),
    ],
    complete_labels=True,
)
