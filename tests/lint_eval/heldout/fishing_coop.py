"""A fishing cooperative's office in Tongyeong: auctions, boats, ice. Korean and English."""

from tests.lint_eval.dataset import Expect, LintMemdir, index, token, topic

AWS = token("AKIA", 16, "coop-aws", "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")

FILES = {
    "MEMORY.md": index(
        "# 수협 사무실 메모리",
        "- [경매 시간](projects/auction-times.md) — 새벽 경매 시작 시간과 장소",
        "- [선박 목록](reference/boats.md) — 조합원 선박과 선장 연락처",
        "- [얼음 주문](projects/ice-orders.md) — 제빙 공장 주문 방법",
        "- [가격 보고](feedback/price-report.md) — 가격은 항상 kg당 원으로",
        "- [백업](reference/backup.md) — 경매 기록 백업 위치",
        "- [태풍 대응](projects/typhoon-plan.md) — 태풍 경보 때 할 일",
        "- [Chairman](user/chairman.md) — how the chairman wants reports",
        "- [선박 목록](reference/boats.md) — 조합원 선박과 선장 연락처",
    ),
    "projects/auction-times.md": topic(
        "경매 시간",
        "새벽 경매 시작 시간과 장소",
        "project",
        "굴 경매는 05:30, 활어 경매는 06:00에 시작한다. 장소는 제2위판장.\n"
        "설 연휴에는 경매가 없다.\n",
    ),
    "reference/boats.md": topic(
        "선박 목록",
        "조합원 선박과 선장 연락처",
        "reference",
        "- 해진호: 김 선장\n- 동백호: 박 선장\n- 은빛호: 이 선장 (겨울에는 쉰다)\n",
    ),
    "projects/ice-orders.md": topic(
        "얼음 주문",
        "제빙 공장에 얼음을 주문하는 방법",
        "project",
        "전날 15시까지 전화로 주문. 어제 공장 담당자가 바뀌었다.\n",
    ),
    "feedback/price-report.md": topic(
        "가격 보고",
        "가격은 항상 kg당 원으로 보고한다",
        "feedback",
        "가격은 항상 kg당 원으로 쓴다. 상자 단위 가격은 쓰지 않는다.\n\n"
        "**Why:** 상자 크기가 배마다 달라서 비교할 수 없다.\n"
        "**How to apply:** 경매 결과를 옮길 때 kg으로 환산한다.\n",
    ),
    "reference/backup.md": topic(
        "백업",
        "경매 기록을 백업하는 곳",
        "reference",
        f"경매 기록은 매일 밤 S3로 백업된다.\naws_access_key_id = {AWS}\n",
    ),
    "projects/typhoon-plan.md": topic(
        "태풍 대응",
        "태풍 경보 때 할 일",
        "project",
        "## 경보 전\n- 선박 결박 확인 [[boats]]\n\n## 경보 중\n\n## 경보 후\n- 피해 조사\n",
    ),
    "user/chairman.md": topic(
        "Chairman",
        "The chairman reads reports on paper and wants totals first",
        "user",
        "Print the weekly report. Totals first, then boat by boat. He reads Korean and English.\n",
    ),
    "reference/ice-plant.md": topic(
        "제빙 공장",
        "제빙 공장 연락처와 영업 시간",
        "reference",
        "영업 시간 07:00-18:00. 주문은 [[얼음 주문]] 참고.\n",
    ),
}

MEMDIR = LintMemdir(
    "fishing_coop",
    "a fishing cooperative's office (Korean and English)",
    FILES,
    (
        Expect("hook-restates", "MEMORY.md", 2),
        Expect("hook-restates", "MEMORY.md", 3),
        Expect("hook-restates", "MEMORY.md", 5),
        Expect("hook-restates", "MEMORY.md", 7),
        Expect("hook-restates", "MEMORY.md", 9),
        Expect("duplicate-pointer", "MEMORY.md", 9),
        Expect("relative-date", "projects/ice-orders.md"),
        Expect("secret", "reference/backup.md", 7),
        Expect("empty-heading", "projects/typhoon-plan.md"),
        Expect("orphan", "reference/ice-plant.md"),
    ),
)
