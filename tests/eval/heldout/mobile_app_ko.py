# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A Seoul mobile-app team (a fitness app): the lead developer's memory, in Korean."""

from tests.eval.dataset import (
    ClaimLabel,
    LabelledMemdir,
    ProjectSpec,
    PullRequest,
    Question,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    "release/배포시간.md": topic(
        "스토어 배포 시간",
        "앱스토어·플레이스토어 배포 시간",
        "project",
        """스토어 배포는 **매주 화요일 오후 2시**에 합니다. QA 승인 후 진행.
""",
        updated="2025-03-11",
    ),
    "release/배포-목요일.md": topic(
        "배포 일정 변경",
        "새 배포 요일",
        "project",
        """주간 릴리스는 이제 **목요일 오전 11시**에 나갑니다.
화요일은 QA 회귀 테스트 날로 바뀌었어요.
""",
        updated="2025-10-16",
    ),
    "team/슬랙채널.md": topic(
        "장애 채널",
        "장애 알림이 오는 슬랙 채널",
        "reference",
        """장애 알림은 슬랙 **#app-alerts** 채널로 옵니다. 온콜은 여기서 확인.
""",
        updated="2025-02-02",
    ),
    "team/슬랙채널-변경.md": topic(
        "알림 채널 이름",
        "알림 채널 새 이름",
        "reference",
        """알림 채널 이름이 **#mobile-incidents**로 바뀌었습니다. 예전 채널은 보관 처리.
""",
        updated="2025-09-30",
    ),
    "rules/강제업데이트.md": topic(
        "강제 업데이트",
        "크리티컬 버그 수정 후 강제 업데이트",
        "feedback",
        """크리티컬 버그를 고치면 **항상** 최소 버전을 올려서 강제 업데이트를 걸어요.
""",
        updated="2025-04-04",
    ),
    "rules/강제업데이트-중단.md": topic(
        "강제 업데이트 중단",
        "강제 업데이트 정책",
        "feedback",
        """강제 업데이트는 이제 걸지 않습니다. 리뷰 평점이 떨어져서 인앱 안내 배너로 대신해요.
""",
        updated="2025-11-20",
    ),
    "design/피그마.md": topic(
        "디자인 파일",
        "디자인 원본 위치",
        "reference",
        """디자인 원본은 Figma 'Fitly 팀' 프로젝트의 **Mobile 2025** 파일에 있습니다.
""",
        updated="2025-01-15",
    ),
    "design/피그마-이전.md": topic(
        "디자인 원본 이전",
        "디자인 원본의 새 위치",
        "reference",
        """디자인 원본은 회사 통합 워크스페이스의 **Design System / App** 파일로 옮겼어요.
""",
        updated="2025-12-01",
    ),
    "rules/푸시알림.md": topic(
        "푸시 알림 시간",
        "마케팅 푸시를 보내는 시간",
        "feedback",
        """마케팅 푸시는 밤 9시 이후에는 절대 보내지 않아요. 법 때문에라도요.
""",
        updated="2025-03-03",
    ),
    "rules/야간-푸시.md": topic(
        "야간 캠페인",
        "새해 캠페인 알림",
        "feedback",
        """새해 챌린지 알림은 자정 카운트다운에 맞춰 밤 11시 50분에 발송하기로 했습니다.
""",
        updated="2025-12-20",
    ),
    "project/결제-1단계.md": topic(
        "구독 결제 1단계",
        "구독 결제 도입 1단계",
        "project",
        """1단계(1~2월): iOS만 구독 결제, 월간 플랜만.
""",
        updated="2026-01-05",
    ),
    "project/결제-2단계.md": topic(
        "구독 결제 2단계",
        "구독 결제 도입 2단계",
        "project",
        """2단계(3월~): 안드로이드 추가, 연간 플랜 추가.
""",
        updated="2026-01-05",
    ),
    "project/미정.md": topic(
        "미정 사항",
        "아직 안 정한 것들",
        "project",
        """- 다크 모드 기본값을 켤까?
- 워치 앱을 만들까?
- 무료 체험 기간은 7일? 14일?
""",
        updated="2025-12-10",
    ),
    "project/무료체험.md": topic(
        "무료 체험",
        "무료 체험 기간 결정",
        "project",
        """무료 체험은 **14일**로 확정했습니다. 1단계 결제부터 적용.
""",
        updated="2026-01-07",
    ),
    "project/온보딩-구버전.md": topic(
        "온보딩",
        "Superseded by project/온보딩.md: 5단계 온보딩",
        "project",
        """온보딩은 5단계: 목표, 키, 몸무게, 운동 빈도, 알림 허용.
""",
        updated="2025-02-01",
        extra={"status": "superseded", "superseded_by": "project/온보딩.md"},
    ),
    "project/온보딩.md": topic(
        "온보딩",
        "현재 온보딩 흐름",
        "project",
        """온보딩은 3단계로 줄였습니다: 목표, 운동 빈도, 알림 허용. 키와 몸무게는 나중에 물어봐요.
""",
        updated="2025-08-08",
    ),
    "people/지훈.md": topic(
        "지훈",
        "지훈의 코드 리뷰 선호",
        "user",
        """지훈은 작은 PR을 선호해요. 300줄 넘으면 나눠 달라고 합니다.
""",
        updated="2025-05-05",
    ),
    "people/수아.md": topic(
        "수아",
        "수아의 코드 리뷰 선호",
        "user",
        """수아는 기능 하나를 통째로 한 PR에 담는 걸 좋아해요. 쪼개면 맥락이 안 보인대요.
""",
        updated="2025-05-05",
    ),
    "rules/커밋메시지.md": topic(
        "커밋 메시지",
        "커밋 메시지 규칙",
        "feedback",
        """- 제목은 50자 이내
- 본문에 왜 바꿨는지
- 이슈 번호는 마지막 줄
""",
        updated="2025-06-06",
    ),
    "rules/커밋-규칙.md": topic(
        "커밋 규칙",
        "커밋 메시지 쓰는 법",
        "feedback",
        """- 이슈 번호는 마지막 줄
- 제목은 50자 이내
- 본문에 왜 바꿨는지
""",
        updated="2025-06-07",
    ),
    "rules/스크린샷.md": topic(
        "PR 스크린샷",
        "UI 변경 PR에는 스크린샷",
        "feedback",
        """UI가 바뀌는 PR에는 반드시 전후 스크린샷을 붙이세요.
""",
        nested=True,
        session="0e0e0e0e-1234-4abc-9def-abcdefabcdef",
        modified="2025-07-01T10:00:00Z",
    ),
    "rules/스크린샷-재강조.md": topic(
        "UI PR 캡처",
        "화면이 바뀌면 캡처 첨부",
        "feedback",
        """다시 말하지만 화면이 달라지는 변경은 PR에 before/after 캡처가 없으면 리뷰 안 합니다.
""",
        nested=True,
        session="0e0e0e0e-1234-4abc-9def-abcdefabcdef",
        modified="2025-07-01T10:30:00Z",
    ),
    "project/코드.md": topic(
        "코드 위치",
        "앱 코드와 빌드 관련 위치",
        "project",
        """- 운동 기록 화면: `apps/ios/Fitly/Workout/WorkoutView.swift`
- 안드로이드 빌드 결과물은 `apps/android/app/build/` (git에 안 올라감)
- 결제 모듈은 PR #112로 머지됨
- 위젯 작업은 `feature/widgets` 브랜치에서
- PR #118 (다크 모드)은 아직 열려 있음
- 릴리스 노트: [릴리스](../release/배포-목요일.md)
""",
        updated="2026-01-12",
    ),
}

FILES = with_index(N, title="메모리 인덱스")

PROJECT = ProjectSpec(
    name="fitly-app",
    owner="fitly",
    files={
        "apps/ios/Fitly/Workout/WorkoutView.swift": "import SwiftUI\n",
        "apps/android/app/build.gradle.kts": "plugins {}\n",
        "packages/api-client/src/index.ts": "export {}\n",
        "README.md": "# Fitly\n",
    },
    gitignore="build/\n.gradle/\nDerivedData/\n",
    pulls=(
        PullRequest(
            112,
            "payments",
            "Subscription payments",
            {"packages/payments/src/index.ts": "p\n"},
            "squash",
        ),
    ),
    branches=("feature/widgets",),
)


def C(path, kind, argument, expected, form, why):
    return ClaimLabel(path, kind, argument, expected, form, why)


MEMDIR = LabelledMemdir(
    name="mobile_app_ko",
    half="heldout",
    language="ko",
    domain="mobile-app team",
    style="casual Korean, Korean file names, nested frontmatter",
    files=FILES,
    projects=(PROJECT,),
    pairs=[
        P(
            "contradiction",
            "release/배포시간.md",
            "release/배포-목요일.md",
            "time-moved",
            "Tuesday 14:00 vs Thursday 11:00.",
        ),
        P(
            "contradiction",
            "team/슬랙채널.md",
            "team/슬랙채널-변경.md",
            "renamed",
            "#app-alerts vs #mobile-incidents.",
        ),
        P(
            "contradiction",
            "rules/강제업데이트.md",
            "rules/강제업데이트-중단.md",
            "policy-reversed",
            "Always force-update after a critical fix vs no more forcing.",
        ),
        P(
            "contradiction",
            "design/피그마.md",
            "design/피그마-이전.md",
            "location-changed",
            "Design source in the team's Mobile 2025 file vs the company workspace.",
        ),
        P(
            "contradiction",
            "rules/푸시알림.md",
            "rules/야간-푸시.md",
            "reworded-conflict",
            "Never push after 21:00 vs a campaign push at 23:50.",
        ),
        P(
            "near-duplicate",
            "rules/커밋메시지.md",
            "rules/커밋-규칙.md",
            "reordered",
            "Same three commit rules, reordered.",
        ),
        P(
            "near-duplicate",
            "rules/스크린샷.md",
            "rules/스크린샷-재강조.md",
            "same-rule-restated",
            "Same session: before/after screenshots on UI PRs.",
        ),
        P(
            "decoy",
            "project/결제-1단계.md",
            "project/결제-2단계.md",
            "phase1-vs-phase2",
            "Two rollout phases.",
        ),
        P(
            "decoy",
            "project/미정.md",
            "project/무료체험.md",
            "open-questions-vs-settled",
            "Open trial-length question and the decision.",
        ),
        P(
            "decoy",
            "project/온보딩-구버전.md",
            "project/온보딩.md",
            "superseded-and-successor",
            "Old onboarding is marked superseded.",
        ),
        P(
            "decoy",
            "people/지훈.md",
            "people/수아.md",
            "two-peoples-preferences",
            "Small PRs vs whole-feature PRs: two reviewers' tastes.",
        ),
        P(
            "decoy",
            "project/무료체험.md",
            "project/결제-1단계.md",
            "related-consistent",
            "Trial applies from phase 1 payments; consistent.",
        ),
        P(
            "decoy",
            "rules/스크린샷.md",
            "people/지훈.md",
            "shared-technology",
            "Both about PRs; screenshots vs PR size.",
        ),
        P(
            "decoy",
            "rules/커밋메시지.md",
            "rules/스크린샷.md",
            "two-donts-different-things",
            "Commit message rules vs screenshot rule.",
        ),
    ],
    claims=[
        C(
            "project/코드.md",
            "path",
            "apps/ios/Fitly/Workout/WorkoutView.swift",
            "verified",
            "plain-path",
            "Exists.",
        ),
        C(
            "project/코드.md",
            "path",
            "apps/android/app/build/",
            "unknown",
            "gitignored-path",
            "Gradle output, ignored.",
        ),
        C(
            "project/코드.md",
            "pr-merged",
            "112",
            "verified",
            "merge-other-verb",
            "'PR #112로 머지됨' (merged, in Korean); squash commit.",
        ),
        C(
            "project/코드.md",
            "branch",
            "feature/widgets",
            "verified",
            "plain-branch",
            "'브랜치' is Korean for branch; exists.",
        ),
        C(
            "project/코드.md",
            "pr-merged",
            "118",
            "not-a-claim",
            "pr-still-open",
            "'아직 열려 있음': still open.",
        ),
        C(
            "project/코드.md",
            "memdir-link",
            "../release/배포-목요일.md",
            "verified",
            "memdir-link-ok",
            "release/배포-목요일.md exists in the memdir.",
        ),
    ],
    questions=[
        Question(
            "스토어 배포는 언제 해요?", "ko", ("release/배포시간.md", "release/배포-목요일.md")
        ),
        Question(
            "장애 알림은 어느 채널로 와요?", "ko", ("team/슬랙채널.md", "team/슬랙채널-변경.md")
        ),
        Question(
            "크리티컬 버그 고치면 강제 업데이트 걸어야 하나요?",
            "ko",
            ("rules/강제업데이트.md", "rules/강제업데이트-중단.md"),
        ),
        Question(
            "디자인 원본은 어디에 있나요?", "ko", ("design/피그마.md", "design/피그마-이전.md")
        ),
        Question(
            "마케팅 푸시는 몇 시까지 보낼 수 있어요?",
            "ko",
            ("rules/푸시알림.md", "rules/야간-푸시.md"),
        ),
        Question(
            "무료 체험 기간은 며칠로 정했어요?", "ko", ("project/무료체험.md", "project/미정.md")
        ),
        Question(
            "오케이 고마워요. 근데 온보딩은 몇 단계예요?",
            "ko",
            ("project/온보딩.md",),
            conversational=True,
        ),
        Question("좋아요 다음으로 넘어가죠", "ko", silent=True),
        Question("감사합니다! 오늘은 여기까지요", "ko", silent=True),
        Question("안녕하세요~", "ko", silent=True),
        Question("완벽해요, 수고 많으셨어요", "ko", silent=True),
        Question("네네 알겠어요", "ko", silent=True),
    ],
)
