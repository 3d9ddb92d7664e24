# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A campsite's agent memory (별빛숲 캠핑장, 홍천): Korean, short notes, one table, some honorific chat."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "운영/기본정보.md": topic(
        "기본 정보",
        "손님 응대할 때 필요한 기본 사항",
        "reference",
        """- 체크인 오후 2시 / 체크아웃 오전 11시
- 반려동물 동반 불가
- 매점 08:00~21:00 (재고·발주: 도윤 씨)
""",
        updated="2025-03-15",
    ),
    "공지/입실시간-변경.md": topic(
        "입실 시간 변경",
        "7월부터 바뀌는 입실 시간",
        "project",
        """7월 1일부터 입실은 오후 3시부터예요. 앞 팀 퇴실 후 정리 시간이 모자라서요.
퇴실 11시는 그대로.
""",
        updated="2025-06-20",
    ),
    "예약/강아지-손님.md": topic(
        "강아지 동반 손님",
        "강아지랑 오시는 팀 사이트 배정",
        "feedback",
        """강아지랑 오시는 분들은 C구역(숲 쪽)으로 잡아드리기. 한 팀에 두 마리까지, 목줄 필수.
다른 구역으로 달라고 하시면 정중하게 안 된다고 말씀드리기.
""",
        updated="2026-03-02",
    ),
    "운영/매점-담당.md": topic(
        "매점 담당",
        "매점 재고랑 발주 누가 하는지",
        "project",
        """오늘부터 매점 재고 확인이랑 발주는 수진 매니저님이 하세요.
도윤 씨는 주말 야간 순찰 쪽으로 옮김.
""",
        updated="2025-09-01",
    ),
    "운영/매점-24시간-요청.md": topic(
        "매점 24시간 요청",
        "손님 후기에 나온 매점 운영 시간 요청",
        "project",
        """후기에 "매점 24시간 열어 주세요"라는 요청이 몇 건 있었어요.
사장님께 여쭤봤더니 안 하신대요. 인건비 때문에 지금처럼 아침 8시~밤 9시로 간다고 하셨어요.
""",
        updated="2025-09-20",
    ),
    "요금/성수기.md": topic(
        "성수기 요금",
        "성수기 1박 요금",
        "reference",
        """성수기(7/20~8/20) 1박: 오토캠핑 55,000원, 데크 60,000원.
비수기엔 둘 다 15,000원씩 빠짐.
""",
        updated="2025-05-10",
    ),
    "요금/2026-요금표.md": topic(
        "2026 요금표",
        "올해 사이트 요금 전체",
        "reference",
        """## 2026 요금 (1박 기준)

| 구분 | 비수기 | 성수기 (7/20~8/20) |
|---|---|---|
| 오토캠핑 | 40,000 | 55,000 |
| 데크 | 45,000 | 65,000 |
| 추가 인원 (1인) | 10,000 | 10,000 |
| 전기 | 5,000 | 5,000 |

홈페이지 반영 완료 (2/1).
""",
        updated="2026-02-01",
        nested=True,
        session="7f3c0a52-91d4-4b8e-a6c2-5e1f0d9b3a77",
        modified="2026-02-01T09:40:00Z",
    ),
    "사이트/구역.md": topic(
        "사이트 구역",
        "구역별 사이트 번호",
        "reference",
        """- A구역: 계곡 옆, 1~8번
- B구역: 잔디, 9~20번
- C구역: 숲, 21~28번
""",
        updated="2025-03-15",
    ),
    "사이트/물소리존.md": topic(
        "물소리존",
        "계곡 쪽 사이트 새 이름",
        "reference",
        """계곡 쪽 1~8번 사이트는 이제 '물소리존'이라고 불러요. 예약 페이지에도 그 이름으로 나가고
표지판도 새로 달았어요.
""",
        updated="2025-11-05",
        aliases=["계곡 사이트"],
    ),
    "예약/예약-채널.md": topic(
        "예약 받는 곳",
        "어디서 예약을 받는지",
        "reference",
        """예약은 네이버 예약으로만 받아요. 전화로는 안 받고, 전화 오면 네이버 링크 안내.
""",
        updated="2025-03-15",
    ),
    "예약/캠핏.md": topic(
        "캠핏",
        "2026 시즌 예약 접수",
        "reference",
        """2026 시즌부터 예약 접수는 캠핏 앱에서 해요. 문의 오면 캠핏 링크 보내드리기.
""",
        updated="2026-01-20",
    ),
    "운영/분리수거장.md": topic(
        "분리수거장",
        "쓰레기 버리는 곳",
        "reference",
        """분리수거장: 관리동 왼쪽, 컨테이너 옆. 음식물은 노란 통.
""",
        updated="2025-04-01",
    ),
    "운영/쓰레기-자리.md": topic(
        "쓰레기 버리는 자리",
        "수거차 때문에 옮긴 곳",
        "project",
        """쓰레기 버리는 곳을 주차장 입구 쪽으로 옮겼어요. 수거 차량이 들어오기 쉬우라고요.
손님들한테도 그쪽으로 안내해 주세요.
""",
        updated="2025-08-10",
    ),
    "청소/샤워실.md": topic(
        "샤워실 청소",
        "샤워실 청소 시간",
        "reference",
        """샤워실 청소 하루 2번 — 오전 10시, 오후 4시. 최 여사님 담당.
""",
        updated="2025-04-01",
    ),
    "청소/후기-반영.md": topic(
        "후기 반영",
        "8월 후기 보고 바꾼 것",
        "project",
        """저녁에 머리카락이 많다는 후기가 계속 와서, 샤워실은 이제 하루 세 번 청소해요. 밤 9시
타임 추가했어요. 최 여사님이 괜찮다고 하셨어요.
""",
        updated="2025-08-14",
    ),
    "규칙/장작-반입.md": topic(
        "장작",
        "장작 가져와도 되는지",
        "feedback",
        """장작은 손님이 가져오셔도 되고 매점에서 사셔도 돼요. 젖은 장작만 아니면 OK.
""",
        updated="2025-04-01",
    ),
    "규칙/외부장작-금지.md": topic(
        "외부 장작 금지",
        "밖에서 가져온 장작",
        "feedback",
        """외부 장작 반입 금지. 군청에서 소나무재선충 공문을 받았어요.
매점 장작(1망 10,000원)만 써 주세요.
""",
        updated="2025-10-02",
    ),
    "매점/장작-판매.md": topic(
        "장작 판매",
        "장작 가격이랑 재고",
        "reference",
        """장작 1망 10,000원. 두 망 이상 사시면 착화제 하나 서비스.
재고는 매점 옆 창고.
""",
        updated="2025-10-02",
    ),
    "규칙/직화-금지.md": topic(
        "직화 금지",
        "바닥에 불 피우는 것",
        "feedback",
        """바닥에 직접 불 피우기 금지. 화로대 + 받침 필수.
""",
        updated="2025-04-01",
    ),
    "기록/0803-14번.md": topic(
        "8/3 14번 사이트",
        "잔디 탄 일",
        "project",
        """8/3 14번 사이트 손님이 화로대 없이 잔디 위에서 불을 피우셨어요. 잔디 1㎡ 정도 탐.
주의 드리고 복구비 2만 원 받았어요.
""",
        updated="2025-08-03",
    ),
    "운영/야간순찰.md": topic(
        "야간 순찰",
        "밤에 도는 시간",
        "reference",
        """야간 순찰: 23시, 01시 두 번. 무전기 3번 채널.
""",
        updated="2025-06-01",
    ),
    "행사/별관측.md": topic(
        "별 관측 행사",
        "토요일 저녁 행사",
        "project",
        """토요일 별 관측 행사 (20:30~). 스태프 무전기는 5번 채널 써요.
망원경 두 대는 관리동 창고에서 꺼내기.
""",
        updated="2025-07-12",
    ),
    "계획/동계운영-질문.md": topic(
        "동계 운영 고민",
        "겨울 운영 관련해서 아직 못 정한 것",
        "project",
        """- 겨울에도 열까?
- 전기장판 허용? (전기 용량)
- 개수대 동파는 어떻게?
""",
        updated="2025-10-20",
    ),
    "계획/동계운영-결정.md": topic(
        "동계 운영",
        "겨울 운영 결정",
        "project",
        """사장님께서 오늘 아침에 정하셨어요: 올겨울 운영합니다. 12~2월, 금·토만 받아요.
""",
        updated="2025-11-03",
    ),
    "계획/글램핑-1단계.md": topic(
        "글램핑 1단계",
        "글램핑동 첫 공사",
        "project",
        """글램핑 1단계: 2026년 3~4월, B구역 뒤 빈터에 텐트 4동. 예산 3,200만 원.
""",
        updated="2026-01-10",
    ),
    "계획/글램핑-2단계.md": topic(
        "글램핑 2단계",
        "글램핑동 두 번째 공사",
        "project",
        """2단계: 9월 이후. 4동 더 짓고 동마다 개별 화장실. 예산 5,000만 원.
1단계 손님 반응 보고 확정할 예정.
""",
        updated="2026-01-10",
    ),
    "규칙/매너타임.md": topic(
        "매너타임",
        "밤 조용히 하는 시간",
        "feedback",
        """매너타임 밤 10시 ~ 아침 7시. 음악 끄고 대화는 작게. 이 시간엔 차량 출입도 안 돼요.
""",
        updated="2025-04-01",
    ),
    "공지/매너타임.md": topic(
        "매너타임",
        "밤 조용히 하는 시간",
        "feedback",
        """매너타임 밤 10시 ~ 아침 7시. 음악 끄고 대화는 작게. 이 시간엔 차량 출입도 안 돼요.
""",
        updated="2025-04-01",
    ),
    "규칙/개수대.md": topic(
        "개수대 이용",
        "설거지할 때 지킬 것",
        "feedback",
        """- 음식물 찌꺼기는 거름망에 털고 음식물 통으로
- 기름 묻은 팬은 키친타월로 먼저 닦고 설거지
- 세제는 비치된 친환경 세제만
""",
        updated="2025-05-02",
    ),
    "공지/설거지-안내.md": topic(
        "설거지 안내",
        "개수대 안내문 내용",
        "feedback",
        """- 세제는 비치된 친환경 세제만
- 기름 묻은 팬은 키친타월로 먼저 닦고 설거지
- 음식물 찌꺼기는 거름망에 털고 음식물 통으로
""",
        updated="2025-05-02",
    ),
}

FILES = with_index(
    N,
    title="별빛숲 캠핑장 메모",
    sections={
        "운영/": "운영",
        "청소/": "운영",
        "매점/": "운영",
        "예약/": "예약·요금",
        "요금/": "예약·요금",
        "사이트/": "예약·요금",
        "규칙/": "규칙·공지",
        "공지/": "규칙·공지",
        "행사/": "행사·계획",
        "계획/": "행사·계획",
        "기록/": "기록",
    },
)

ask, chat = questions_in("ko")

MEMDIR = LabelledMemdir(
    name="kaempingjang_ko",
    half="heldout8",
    language="ko",
    domain="campsite",
    style="Korean, short notes, one table, some honorific chat",
    files=FILES,
    complete_labels=True,
    pairs=[
        # --- contradictions ---
        P(
            "contradiction",
            "운영/기본정보.md",
            "공지/입실시간-변경.md",
            "time-moved",
            "Check-in 14:00 vs 15:00 from July.",
        ),
        P(
            "contradiction",
            "요금/성수기.md",
            "요금/2026-요금표.md",
            "threshold-changed",
            "Peak-season deck 60,000 vs 65,000 (table row).",
        ),
        P(
            "contradiction",
            "운영/기본정보.md",
            "운영/매점-담당.md",
            "owner-changed",
            "Shop stock and orders: 도윤 vs 수진 매니저.",
        ),
        P(
            "contradiction",
            "사이트/구역.md",
            "사이트/물소리존.md",
            "renamed",
            "Stream-side sites 1-8: A구역 vs 물소리존.",
        ),
        P(
            "contradiction",
            "규칙/장작-반입.md",
            "규칙/외부장작-금지.md",
            "policy-reversed",
            "Guests may bring firewood vs outside firewood banned.",
        ),
        P(
            "contradiction",
            "예약/예약-채널.md",
            "예약/캠핏.md",
            "tool-switched",
            "Bookings only via 네이버 예약 vs via 캠핏.",
        ),
        P(
            "contradiction",
            "운영/분리수거장.md",
            "운영/쓰레기-자리.md",
            "location-changed",
            "Rubbish point left of the office vs by the car-park entrance.",
        ),
        P(
            "contradiction",
            "청소/샤워실.md",
            "청소/후기-반영.md",
            "count-changed",
            "Shower cleaning twice a day vs three times.",
        ),
        P(
            "contradiction",
            "운영/기본정보.md",
            "예약/강아지-손님.md",
            "reworded-conflict",
            "반려동물 동반 불가 vs 강아지 손님 go to C구역, two dogs max.",
        ),
        # --- decoys ---
        P(
            "decoy",
            "운영/야간순찰.md",
            "행사/별관측.md",
            "shared-technology",
            "Radios: channel 3 for night patrol, channel 5 for the stargazing event.",
        ),
        P(
            "decoy",
            "규칙/직화-금지.md",
            "기록/0803-14번.md",
            "rule-vs-incident",
            "No fire on the ground, and the 8/3 guest who did it.",
        ),
        P(
            "decoy",
            "계획/동계운영-질문.md",
            "계획/동계운영-결정.md",
            "open-questions-vs-settled",
            "Open in winter? vs decided: Dec-Feb, Fri/Sat only.",
        ),
        P(
            "decoy",
            "계획/글램핑-1단계.md",
            "계획/글램핑-2단계.md",
            "phase1-vs-phase2",
            "Phase 1: 4 tents, 32M won; phase 2: 4 more, 50M won.",
        ),
        P(
            "decoy",
            "운영/기본정보.md",
            "운영/매점-24시간-요청.md",
            "quoted-opinion-rejected",
            "Guests asked for a 24h shop; owner said no, stays 08-21.",
        ),
        P(
            "decoy",
            "규칙/직화-금지.md",
            "규칙/외부장작-금지.md",
            "two-donts-different-things",
            "No fire on bare ground vs no outside firewood.",
        ),
        P(
            "decoy",
            "매점/장작-판매.md",
            "규칙/외부장작-금지.md",
            "related-consistent",
            "Shop firewood 10,000 won a net in both.",
        ),
        P(
            "decoy",
            "매점/장작-판매.md",
            "규칙/장작-반입.md",
            "related-consistent",
            "Firewood can be bought at the shop; price note agrees.",
        ),
        P(
            "decoy",
            "예약/강아지-손님.md",
            "사이트/구역.md",
            "related-consistent",
            "C구역 is the forest zone in both.",
        ),
        # --- duplicates ---
        P(
            "duplicate",
            "규칙/매너타임.md",
            "공지/매너타임.md",
            "identical",
            "Same quiet-hours note saved in two folders.",
        ),
        P(
            "duplicate",
            "규칙/개수대.md",
            "공지/설거지-안내.md",
            "reordered",
            "Same three dishwashing rules in another order.",
        ),
    ],
    questions=[
        ask("체크인은 몇 시부터 할 수 있어요?", "공지/입실시간-변경.md", "운영/기본정보.md"),
        ask(
            "성수기에 데크 사이트 하룻밤 자면 얼마예요?",
            "요금/2026-요금표.md",
            "요금/성수기.md",
        ),
        ask("요즘 매점 발주는 누가 하고 있어요?", "운영/매점-담당.md", "운영/기본정보.md"),
        ask(
            "계곡 옆 사이트는 예약 페이지에 뭐라고 나와요?",
            "사이트/물소리존.md",
            "사이트/구역.md",
        ),
        ask(
            "강아지 데리고 가도 되나요?",
            "예약/강아지-손님.md",
            "운영/기본정보.md",
        ),
        ask("예약은 지금 어디서 받고 있죠?", "예약/캠핏.md", "예약/예약-채널.md"),
        ask(
            "손님들 쓰레기 어디다 버리라고 안내하면 돼요?",
            "운영/쓰레기-자리.md",
            "운영/분리수거장.md",
        ),
        ask("샤워실 청소는 하루에 몇 번 하나요?", "청소/후기-반영.md", "청소/샤워실.md"),
        ask(
            "집에서 장작 챙겨 가도 괜찮을까요?",
            "규칙/외부장작-금지.md",
            "규칙/장작-반입.md",
        ),
        ask(
            "장작 한 망에 얼마에 팔고 있어요?",
            "매점/장작-판매.md",
            "규칙/외부장작-금지.md",
        ),
        ask(
            "올겨울에도 캠핑장 문 열기로 했나요?",
            "계획/동계운영-결정.md",
            "계획/동계운영-질문.md",
        ),
        ask("별 관측 행사 때 무전기 몇 번 채널 쓰는지 알려주세요", "행사/별관측.md"),
        ask("글램핑 2단계 공사 예산이 얼마였죠?", "계획/글램핑-2단계.md"),
        ask(
            "감사합니다! 그럼 매너타임은 몇 시부터예요?",
            "규칙/매너타임.md",
            "공지/매너타임.md",
            conversational=True,
        ),
        ask(
            "네 알겠어요~ 그런데 14번 사이트에서 잔디 탄 건 어떻게 처리했어요?",
            "기록/0803-14번.md",
            conversational=True,
        ),
        chat("안녕하세요, 오늘 아침부터 비가 많이 오네요"),
        chat("덕분에 주말 준비 다 끝났어요, 정말 감사합니다!"),
        chat("역시 최고세요 ㅎㅎ"),
        chat("네, 다음 걸로 넘어갈게요"),
        chat("잠깐 커피 한 잔 타 오겠습니다"),
        chat("내일 뵐게요, 오늘 수고 많으셨어요"),
        chat("ㅇㅋ"),
        chat("요즘 밤에는 좀 쌀쌀하죠?"),
    ],
)
