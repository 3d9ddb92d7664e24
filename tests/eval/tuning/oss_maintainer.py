# Written for held-out half heldout3 by a writer who never read a detector; measured there once
# as the newest half, then used in aggregate only; moved to tuning when the detectors stopped
# making errors on the rest of it (tuning precision 97%), so that tuning sees real ones.
"""An open-source library maintainer's agent memory (the `fernwick` date-parsing library):
mostly English, with notes in German, Spanish, Chinese and Korean; checklists, tables, terse
asides and call notes. Several contradictions span two languages."""

from tests.eval.dataset import LabelledMemdir, Question, topic, with_index
from tests.eval.dataset import pair as P

_NORTHWIND = """Dana left Northwind in September. New contact: **Kevin Ito**, OSPO (kevin.ito@northwindlabs.io).

- $500/month via GitHub Sponsors, unchanged
- renewal every March; Kevin wants the usage report (downloads, dependents) by mid-February
- logo stays in the README sponsors section
"""

N = {
    "release/process.md": topic(
        "Release process",
        "How a fernwick release is cut",
        "reference",
        """# Cutting a release

1. `main` green on every CI job, ARM runner included.
2. Minor releases (x.Y.0): publish `rc1` to PyPI first and wait a full week for reports. Patch releases skip this.
3. Build the changelog (see the changelog note), open a "Release x.y.z" PR, one maintainer approval.
4. Merge, then run the `release` workflow from the Actions tab with the version. It tags, builds sdist + wheels and publishes with trusted publishing.
5. Never push tags by hand — the workflow owns tags.
6. Not on a Friday. If it breaks on Saturday nobody is around to yank it.
7. Announce in `#fernwick:matrix.org` and on the Discussions board.
""",
        updated="2025-06-14",
    ),
    "release/2026-no-rc.md": topic(
        "No more release candidates",
        "Why we stopped doing rcs",
        "feedback",
        """Decided on the January call: we stop publishing release candidates. rc1 of 2.8 got ~40 downloads and zero reports; all it did was delay the real release by a week.

From 2.9 on, minor releases go straight to final. If something's broken we ship a patch.
""",
        updated="2026-01-21",
        nested=True,
        session="4f1c8e20-93ab-47d2-8c5e-2b7d60a1f93e",
        modified="2026-01-21T19:40:00Z",
    ),
    "release/changelog.md": topic(
        "Changelog fragments",
        "Where news fragments go",
        "reference",
        """Changelog is built with towncrier. Every PR that changes behaviour adds a fragment in `changes/`, named `<issue>.<type>.md` — types: feature, bugfix, removal, doc, misc.

At release time `towncrier build --version X.Y.Z` writes `CHANGELOG.md` and deletes the fragments.
""",
        updated="2025-06-14",
    ),
    "release/changelog-es.md": topic(
        "Fragmentos del changelog",
        "Dónde van ahora los fragmentos",
        "reference",
        """Desde la reorganización de la documentación, los fragmentos de towncrier ya no están en la raíz: ahora van en `docs/changelog.d/`, con el mismo formato `<issue>.<tipo>.md`. La config en `pyproject.toml` ya apunta ahí; si alguien abre un PR con el fragmento en la carpeta vieja, pídele que lo mueva.
""",
        updated="2026-02-03",
    ),
    "log/2025-11-tag-incident.md": topic(
        "v2.7.1 tag mix-up",
        "The time a tag got pushed by hand",
        "project",
        """Nov 17: Leo pushed `v2.7.1` from his laptop before the release PR was merged, so the tag pointed at the wrong commit. The workflow refused to publish (tag already existed). Deleted the tag — nothing had reached PyPI — re-ran the workflow, 2.7.1 went out an hour later.

Takeaway: rule stands. Leo added a pre-push hook locally.
""",
        updated="2025-11-18",
    ),
    "ci/runners.md": topic(
        "CI runners",
        "Which runners run which jobs",
        "reference",
        """- Linux x86_64, Windows, macOS: GitHub-hosted runners (free for public repos)
- Linux aarch64: our self-hosted runner on the Hetzner box `ci-arm-1` (CAX21, Falkenstein), label `self-hosted-arm`
- the ARM job runs on pushes to `main` and on PRs from maintainers only — never on fork PRs
- Jonas has root on the box; if the runner drops offline, ping him
""",
        updated="2025-09-02",
    ),
    "infra/hetzner.md": topic(
        "Hetzner box",
        "What else ci-arm-1 does, and who pays for it",
        "reference",
        """`ci-arm-1` also hosts the benchmark dashboard (asv, published at bench.fernwick.dev), nightly run at 03:00 UTC against `main`.

Bill: €7.49/month. Jonas pays and gets reimbursed through Open Collective — the last one was expense #731 (December).
""",
        updated="2026-01-09",
    ),
    "docs/hosting.md": topic(
        "Docs hosting",
        "Where the docs are built and served",
        "reference",
        """Docs live on Read the Docs, project `fernwick` → fernwick.readthedocs.io. Sphinx; builds on every push to `main` plus one version per tag. `.readthedocs.yaml` at the repo root pins Python 3.12.
""",
        updated="2025-04-30",
    ),
    "docs/hosting-de.md": topic(
        "Doku-Hosting",
        "Wo die Doku jetzt gebaut und ausgeliefert wird",
        "reference",
        """Die Doku wird seit Februar mit MkDocs gebaut und über GitHub Pages ausgeliefert (Workflow `docs.yml`, `mkdocs gh-deploy`). Adresse: fernwick.dev/docs.

Das alte RTD-Projekt bleibt nur noch als Weiterleitung stehen — dort nichts mehr konfigurieren.
""",
        updated="2026-02-03",
    ),
    "triage/rotation.md": topic(
        "Triage rotation",
        "Who triages new issues, and when we sync",
        "reference",
        """Four of us take turns, one week each, Monday to Sunday:

| order | who |
|---|---|
| 1 | Ana |
| 2 | Jonas |
| 3 | Leo |
| 4 | Mei |

Whoever is on duty labels every new issue within 48 h and closes obvious duplicates.
Weekly triage sync: Tuesday 16:00 UTC, 30 min, Jitsi link pinned in the Matrix room.
""",
        updated="2025-05-12",
    ),
    "triage/rotation-zh.md": topic(
        "分诊轮值（更新）",
        "现在是谁在轮值",
        "reference",
        """Leo 这学期休息，不参加轮值了。现在三个人轮：Ana → Jonas → Mei，每人一周，周一到周日。

值班的人 48 小时内给新 issue 打标签，这一点不变。
""",
        updated="2026-01-14",
    ),
    "triage/call-de.md": topic(
        "Triage-Call",
        "Termin für den wöchentlichen Abgleich",
        "reference",
        """Ab März ist der Triage-Call donnerstags um 15:00 UTC (Mei hat dienstags Vorlesung). Dauer und Jitsi-Link bleiben gleich.
""",
        updated="2026-02-25",
    ),
    "triage/labels.md": topic(
        "Issue labels",
        "Labels the triager uses",
        "reference",
        """- `needs-triage` — put on every new issue automatically by the issue forms; the triager removes it once the issue has a type label
- type labels: `bug`, `feature`, `docs`, `question`
- `good first issue` — only when the fix is obvious and the issue points at the code
- `pinned` — never auto-closed
""",
        updated="2025-05-12",
    ),
    "triage/labels-ko.md": topic(
        "라벨 이름 변경",
        "트리아지 라벨의 새 이름",
        "reference",
        """라벨 정리했어요. 새 이슈에 자동으로 붙는 라벨은 이제 `status/triage`예요 (예전 이름은 더 이상 안 씀). 이슈 폼 템플릿도 같이 고쳤고, 기존 이슈들은 GitHub에서 라벨 이름만 바꾼 거라 그대로 붙어 있어요.
""",
        updated="2026-03-02",
    ),
    "security/contact.md": topic(
        "Security contact",
        "Where vulnerability reports go",
        "reference",
        """Security contact: **Mireille Okafor**. security@fernwick.dev forwards to her only; she coordinates the advisory and the CVE request.

- Don't discuss a reported vulnerability in a public issue or PR — move it into a private GitHub security advisory.
- 90-day disclosure deadline, counted from the first report.
- Her PGP key is linked from SECURITY.md.
""",
        updated="2025-03-08",
    ),
    "security/handover-zh.md": topic(
        "安全联系人交接",
        "安全报告现在发给谁",
        "reference",
        """Mireille 换了新工作比较忙，安全这块已经交接给 Tomasz Wróbel 了。security@fernwick.dev 现在只转发给 Tomasz，advisory 和 CVE 申请也由他来协调。SECURITY.md 里的 PGP 公钥已经换成他的。
""",
        updated="2026-01-30",
        nested=True,
        modified="2026-01-30T08:15:00Z",
    ),
    "triage/stale-bot.md": topic(
        "Stale bot",
        "When the stale action marks and closes issues",
        "reference",
        """`actions/stale` runs daily:
- no activity for 60 days → label `stale` + a comment
- still quiet 14 days later → closed
- never touches issues labelled `pinned` or `security`
""",
        updated="2025-05-12",
    ),
    "triage/stale-es.md": topic(
        "Bot de issues inactivos",
        "Nuevo umbral del bot",
        "reference",
        """Teníamos demasiados issues abiertos sin respuesta, así que Mei cambió la configuración: ahora el bot marca un issue como `stale` a los 30 días sin actividad. El cierre sigue siendo 14 días después del aviso.
""",
        updated="2026-02-16",
    ),
    "release/timing-ko.md": topic(
        "릴리스 타이밍",
        "언제 릴리스하는 게 좋은지",
        "feedback",
        """사용자 말로는 릴리스는 금요일 오후에 내는 게 제일 좋대요. 주말 동안 얼리 어답터들이 먼저 써 보고 이슈를 올려 주니까, 월요일에 바로 패치 내면 된다고. 다음 2.9.0도 금요일에 맞추기로 함.
""",
        updated="2026-03-05",
    ),
    "sponsors/northwind-old.md": topic(
        "Northwind Labs sponsorship",
        "Sponsor contact (old)",
        "reference",
        """Northwind Labs sponsors us at $500/month via GitHub Sponsors. Contact: Dana Ruiz (dana.ruiz@northwindlabs.io), dev-rel. Renewal each March; she wants a short usage report beforehand.
""",
        updated="2025-02-18",
        extra={"status": "superseded", "superseded_by": "sponsors/northwind.md"},
    ),
    "sponsors/northwind.md": topic(
        "Northwind Labs",
        "Current sponsor contact and terms",
        "reference",
        _NORTHWIND,
        updated="2025-10-07",
    ),
    "sponsors/northwind-labs.md": topic(
        "Northwind Labs",
        "Current sponsor contact and terms",
        "reference",
        _NORTHWIND,
        updated="2025-10-07",
    ),
    "contrib/dco.md": topic(
        "DCO sign-off",
        "Every commit needs a Signed-off-by line",
        "feedback",
        """Every commit in a PR needs a DCO sign-off (`git commit -s` adds the `Signed-off-by:` line). The DCO check blocks the merge otherwise.

First-time contributor forgot? Point them at `git rebase --signoff main` and a force-push — don't sign off on their behalf.
""",
        updated="2025-03-20",
    ),
    "contrib/dco-es.md": topic(
        "Firma DCO",
        "Cómo pedir la firma DCO a quien contribuye",
        "feedback",
        """Todos los commits de un PR tienen que llevar la línea `Signed-off-by:` (se añade con `git commit -s`); si falta, el check de DCO no deja fusionar. Cuando alguien que contribuye por primera vez se la salta, se le explica que haga `git rebase --signoff main` y un force-push. Nunca firmamos nosotros en su nombre.
""",
        updated="2025-11-11",
    ),
    "meetings/2026-02-maintainers.md": topic(
        "Maintainers call, Feb 2026",
        "Notes from the February call",
        "project",
        """Maintainers call, Feb 10 (Ana, Jonas, Mei, Tomasz)

- Discussion #388: a contributor argued we should replace the DCO with a CLA "like the big foundations do". Nobody wanted that — a CLA means paperwork and a bot with org access. Answer: no, DCO stays.
- 3.0 open questions (decide on the March call):
  - drop Python 3.9?
  - pyproject-only build (remove setup.cfg)?
  - ship free-threaded (3.13t) wheels?
""",
        updated="2026-02-10",
    ),
    "plans/3.0-decisions-de.md": topic(
        "Entscheidungen für 3.0",
        "Was für 3.0 beschlossen ist",
        "project",
        """Beim März-Call entschieden: fernwick 3.0 unterstützt Python 3.9 nicht mehr, Minimum ist 3.10. `requires-python` wird auf `main` sofort angepasst.

Die anderen beiden Punkte (nur pyproject, free-threaded Wheels) sind vertagt.
""",
        updated="2026-03-12",
    ),
    "plans/compat-phase1.md": topic(
        "fernwick.compat removal — phase 1",
        "Deprecation warnings in 2.9",
        "project",
        """Phase 1, ships in 2.9: importing `fernwick.compat` raises a `DeprecationWarning` that names the new import paths. Docs get a migration page. Implemented in PR #731.
""",
        updated="2026-01-21",
    ),
    "plans/compat-phase2.md": topic(
        "fernwick.compat removal — phase 2",
        "The actual removal in 3.0",
        "project",
        """Phase 2, ships in 3.0: `fernwick.compat` is deleted. The warning turns into an `ImportError` with the same message. Changelog fragment type: `removal`.
""",
        updated="2026-01-21",
    ),
    "people/ana.md": topic(
        "How Ana wants to be reached",
        "Ana's notification preferences",
        "reference",
        """Ana mutes GitHub notifications entirely. For a review or a decision, email her (ana@fernwick.dev) — one mail per topic, subject starting with [fernwick]. She answers within a day or two.
""",
        updated="2025-08-19",
    ),
    "people/jonas.md": topic(
        "Jonas erreichen",
        "Wie Jonas angepingt werden will",
        "reference",
        """Jonas liest Mails kaum. Für Reviews oder wenn der ARM-Runner hängt: direkt im Matrix-Raum #fernwick:matrix.org mit @jonas anpingen, oder per DM. Antwortet meistens noch am selben Abend.
""",
        updated="2025-09-30",
    ),
}

FILES = with_index(
    N,
    title="fernwick maintainer memory",
    sections={
        "release/": "Releases",
        "log/": "Releases",
        "ci/": "Infrastructure",
        "infra/": "Infrastructure",
        "docs/": "Infrastructure",
        "triage/": "Triage",
        "security/": "Security",
        "sponsors/": "Sponsors",
        "contrib/": "Contributors",
        "people/": "Contributors",
        "meetings/": "Plans and calls",
        "plans/": "Plans and calls",
    },
)


def Q(text, language, *expect, why=""):
    return Question(text, language, expect=tuple(expect), why=why)


def C(text, language, *expect, why=""):
    return Question(text, language, expect=tuple(expect), why=why, conversational=True)


def S(text, language):
    return Question(text, language, silent=True)


MEMDIR = LabelledMemdir(
    name="oss_maintainer",
    half="tuning",
    language="mixed",
    domain="open-source library maintainer",
    style="mostly English with German, Spanish, Chinese and Korean notes; checklists, tables",
    files=FILES,
    pairs=[
        # --- contradictions (most span two languages) ---
        P(
            "contradiction",
            "triage/rotation.md",
            "triage/call-de.md",
            "time-moved",
            "Triage sync Tue 16:00 UTC vs donnerstags 15:00 UTC (en/de).",
        ),
        P(
            "contradiction",
            "triage/stale-bot.md",
            "triage/stale-es.md",
            "threshold-changed",
            "Stale after 60 days vs a los 30 días (en/es).",
        ),
        P(
            "contradiction",
            "security/contact.md",
            "security/handover-zh.md",
            "owner-changed",
            "Security contact Mireille Okafor vs Tomasz Wróbel (en/zh).",
        ),
        P(
            "contradiction",
            "triage/labels.md",
            "triage/labels-ko.md",
            "renamed",
            "Auto label needs-triage vs status/triage (en/ko).",
        ),
        P(
            "contradiction",
            "release/process.md",
            "release/2026-no-rc.md",
            "policy-reversed",
            "Always rc1 a week before a minor vs no more release candidates.",
        ),
        P(
            "contradiction",
            "docs/hosting.md",
            "docs/hosting-de.md",
            "tool-switched",
            "Read the Docs + Sphinx vs MkDocs on GitHub Pages (en/de).",
        ),
        P(
            "contradiction",
            "release/changelog.md",
            "release/changelog-es.md",
            "location-changed",
            "Fragments in changes/ vs docs/changelog.d/ (en/es).",
        ),
        P(
            "contradiction",
            "triage/rotation.md",
            "triage/rotation-zh.md",
            "count-changed",
            "Rotation of four (with Leo) vs three (en/zh).",
        ),
        P(
            "contradiction",
            "release/process.md",
            "release/timing-ko.md",
            "reworded-conflict",
            "Not on a Friday vs 금요일 오후가 제일 좋다 (en/ko).",
        ),
        # --- duplicates ---
        P(
            "duplicate",
            "sponsors/northwind.md",
            "sponsors/northwind-labs.md",
            "identical",
            "The Northwind contact note saved twice, same text.",
        ),
        P(
            "duplicate",
            "contrib/dco.md",
            "contrib/dco-es.md",
            "paraphrased",
            "DCO sign-off rule and rebase --signoff advice, in English and in Spanish.",
        ),
        # --- decoys ---
        P(
            "decoy",
            "ci/runners.md",
            "infra/hetzner.md",
            "shared-technology",
            "Same box ci-arm-1: ARM CI runner vs benchmark dashboard and its bill.",
        ),
        P(
            "decoy",
            "release/process.md",
            "log/2025-11-tag-incident.md",
            "rule-vs-incident",
            "Never push tags by hand vs Leo pushed v2.7.1 by hand.",
        ),
        P(
            "decoy",
            "meetings/2026-02-maintainers.md",
            "plans/3.0-decisions-de.md",
            "open-questions-vs-settled",
            "Drop Python 3.9? open in Feb vs entschieden im März.",
        ),
        P(
            "decoy",
            "plans/compat-phase1.md",
            "plans/compat-phase2.md",
            "phase1-vs-phase2",
            "2.9 DeprecationWarning vs 3.0 removal with ImportError.",
        ),
        P(
            "decoy",
            "meetings/2026-02-maintainers.md",
            "contrib/dco.md",
            "quoted-opinion-rejected",
            "CLA proposal in #388 turned down; the rule is DCO sign-off.",
        ),
        P(
            "decoy",
            "meetings/2026-02-maintainers.md",
            "contrib/dco-es.md",
            "quoted-opinion-rejected",
            "CLA proposal turned down beside the Spanish DCO rule.",
        ),
        P(
            "decoy",
            "people/ana.md",
            "people/jonas.md",
            "two-peoples-preferences",
            "Ana: email, GitHub muted vs Jonas: Matrix, reads mail rarely.",
        ),
        P(
            "decoy",
            "security/contact.md",
            "triage/stale-bot.md",
            "two-donts-different-things",
            "Don't discuss vulns publicly vs bot never touches security-labelled issues.",
        ),
        P(
            "decoy",
            "infra/hetzner.md",
            "plans/compat-phase1.md",
            "same-ticket-ids",
            "#731: Open Collective expense vs the deprecation PR.",
        ),
        P(
            "decoy",
            "sponsors/northwind-old.md",
            "sponsors/northwind.md",
            "superseded-and-successor",
            "Dana Ruiz note superseded by the Kevin Ito one.",
        ),
        P(
            "decoy",
            "sponsors/northwind-old.md",
            "sponsors/northwind-labs.md",
            "superseded-and-successor",
            "Dana Ruiz note superseded; this is the copy of its successor.",
        ),
        P(
            "decoy",
            "triage/rotation-zh.md",
            "triage/call-de.md",
            "related-consistent",
            "Both 2026 triage updates: three people, Thursday call; no conflict.",
        ),
        P(
            "decoy",
            "triage/labels.md",
            "triage/stale-bot.md",
            "related-consistent",
            "Both say pinned issues are never auto-closed.",
        ),
        P(
            "decoy",
            "release/2026-no-rc.md",
            "release/timing-ko.md",
            "related-consistent",
            "No rcs, ship a patch if broken; Friday release, patch Monday — agree.",
        ),
        P(
            "decoy",
            "ci/runners.md",
            "people/jonas.md",
            "related-consistent",
            "Runner offline -> ping Jonas; Jonas wants Matrix pings for the runner.",
        ),
    ],
    questions=[
        Q("When's the weekly triage call now?", "en", "triage/rotation.md", "triage/call-de.md"),
        Q(
            "who do security reports go to these days?",
            "en",
            "security/contact.md",
            "security/handover-zh.md",
        ),
        Q(
            "Do we still put out an rc before a minor release?",
            "en",
            "release/process.md",
            "release/2026-no-rc.md",
        ),
        Q("Where are the docs hosted?", "en", "docs/hosting.md", "docs/hosting-de.md"),
        Q(
            "Can I cut 2.9.0 on friday afternoon?",
            "en",
            "release/process.md",
            "release/timing-ko.md",
        ),
        Q(
            "Who is our contact at Northwind Labs?",
            "en",
            "sponsors/northwind.md",
            "sponsors/northwind-labs.md",
        ),
        Q(
            "Wie viele Leute sind gerade in der Triage-Rotation?",
            "de",
            "triage/rotation.md",
            "triage/rotation-zh.md",
        ),
        Q(
            "Wo müssen die Changelog-Fragmente jetzt hin?",
            "de",
            "release/changelog.md",
            "release/changelog-es.md",
        ),
        Q(
            "Unterstützt fernwick 3.0 noch Python 3.9?",
            "de",
            "meetings/2026-02-maintainers.md",
            "plans/3.0-decisions-de.md",
        ),
        Q(
            "¿Después de cuántos días sin actividad marca el bot un issue como stale?",
            "es",
            "triage/stale-bot.md",
            "triage/stale-es.md",
        ),
        Q(
            "¿Los commits tienen que llevar la firma DCO?",
            "es",
            "contrib/dco.md",
            "contrib/dco-es.md",
            "meetings/2026-02-maintainers.md",
        ),
        Q("新开的 issue 会自动打上哪个标签？", "zh", "triage/labels.md", "triage/labels-ko.md"),
        Q("自托管的 ARM runner 是跑在哪台机器上的？", "zh", "ci/runners.md", "infra/hetzner.md"),
        Q(
            "compat 모듈은 어느 버전에서 완전히 삭제되나요?",
            "ko",
            "plans/compat-phase2.md",
            "plans/compat-phase1.md",
        ),
        Q("Jonas한테 리뷰 부탁하려면 어디로 연락하는 게 좋을까요?", "ko", "people/jonas.md"),
        C(
            "great, thanks! and how do I actually cut a release, step by step?",
            "en",
            "release/process.md",
        ),
        C(
            "Danke dir! Und wer ist eigentlich gerade für Sicherheitsmeldungen zuständig?",
            "de",
            "security/contact.md",
            "security/handover-zh.md",
        ),
        S("morning!", "en"),
        S("nice, that was quick — thanks a ton", "en"),
        S("Alles klar, weiter geht's.", "de"),
        S("¡Gracias, genial!", "es"),
        S("好的，明天见～", "zh"),
        S("오늘도 수고하셨어요!", "ko"),
        S("hmm ok", "en"),
    ],
    complete_labels=True,
)
