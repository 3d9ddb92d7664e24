# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A telecom's churn-modelling data-science team: Chinese notes with English code words."""

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

ENV = """- Python 3.11，依赖用 `uv` 管理
- GPU 机器：gpu-02（只跑训练，不要在上面开 Jupyter）
- 数据只从数仓读，不要拷到个人电脑
"""

N = {
    "模型/上线标准.md": topic(
        "上线标准",
        "流失模型上线前要达到的指标",
        "feedback",
        """流失模型上线前，验证集 **AUC 必须 ≥ 0.80**，而且要比线上版本高。
""",
        updated="2025-03-05",
    ),
    "模型/上线标准-调整.md": topic(
        "上线门槛调整",
        "业务方同意的新门槛",
        "feedback",
        """业务方同意：只要召回率达标，AUC **0.75** 以上就可以上线。
""",
        updated="2025-11-18",
    ),
    "团队/周会.md": topic(
        "周会",
        "组内周会时间",
        "project",
        """组内周会每周三上午 10 点，会议室 A，轮流讲实验进展。
""",
        updated="2025-02-10",
    ),
    "团队/周会-调整.md": topic(
        "例会时间",
        "例会改到什么时候",
        "project",
        """例会改到**周一下午 2 点**，线上开，因为周三上午和业务复盘撞了。
""",
        updated="2025-09-08",
    ),
    "数据/数仓对接.md": topic(
        "数仓对接人",
        "数仓有问题找谁",
        "reference",
        """数仓的对接人是赵磊，表结构变更要提前一周发邮件给他。
""",
        updated="2025-01-20",
    ),
    "数据/数仓对接-2026.md": topic(
        "数仓新对接人",
        "数仓对接人变更",
        "reference",
        """赵磊去了风控组，数仓问题现在找孙悦，工单走 Jira 的 DW 项目。
""",
        updated="2026-01-06",
    ),
    "工程/调度.md": topic(
        "任务调度",
        "每天的特征任务用什么调度",
        "project",
        """每天凌晨的特征任务用 Airflow 调度，DAG 名 churn_features_daily。
""",
        updated="2025-02-28",
    ),
    "工程/dagster.md": topic(
        "Dagster",
        "迁移之后的调度方式",
        "project",
        """特征流水线全部迁到了 Dagster，旧的 DAG 已经停掉。
""",
        updated="2025-10-30",
    ),
    "模型/交叉验证.md": topic(
        "交叉验证",
        "模型评估的折数",
        "feedback",
        """评估一律用 **5 折**交叉验证，按用户 ID 分组。
""",
        updated="2025-03-15",
    ),
    "模型/交叉验证-10折.md": topic(
        "十折验证",
        "评审会后的评估要求",
        "feedback",
        """评审会后要求：所有模型都做 **10 折**交叉验证，仍然按用户分组。
""",
        updated="2025-12-02",
    ),
    "工程/代码.md": topic(
        "代码位置",
        "特征和训练代码在哪里",
        "project",
        """- 特征代码：`src/features/build.py`
- 训练输出写到 `outputs/models/`，不进 git
- `data/features.parquet` 由 `make features` 生成，别手改
- PR #31 (特征重构, 去掉泄漏列) 已经 merged
- 校准通过 PR #35 合入了
- 调参实验在 `exp/xgboost-tuning` 分支上
- PR #40（新标签定义）还没合并
- EDA 在 `notebooks/eda_v2.ipynb`
""",
        updated="2026-01-15",
    ),
    "规则/数据泄漏.md": topic(
        "数据泄漏",
        "特征不能用预测时点之后的数据",
        "feedback",
        """特征只能用预测时点之前的数据，任何“未来”字段都不许进模型。
""",
        updated="2025-04-01",
    ),
    "事件/2025-08-泄漏.md": topic(
        "八月泄漏事件",
        "一次特征泄漏",
        "project",
        """8 月的 v3 模型用了“最近一次投诉时间”，包含预测时点之后的投诉，离线 AUC 虚高到 0.93，
上线一周后回滚。
""",
        updated="2025-08-21",
    ),
    "规则/不要开jupyter.md": topic(
        "GPU 机器",
        "不要在 GPU 机器上开 Jupyter",
        "feedback",
        """不要在 gpu-02 上开 Jupyter，会占着显存不放。
""",
        updated="2025-05-05",
    ),
    "规则/不要导出明细.md": topic(
        "用户明细",
        "不要导出用户明细",
        "feedback",
        """不要把用户级明细导出到 Excel 发给业务，只给汇总。
""",
        updated="2025-05-05",
    ),
    "工程/环境.md": topic("开发环境", "组里的开发环境约定", "reference", ENV, updated="2025-06-01"),
    "工程/环境-副本.md": topic(
        "开发环境", "组里的开发环境约定", "reference", ENV, updated="2025-06-01"
    ),
    "模型/特征说明.md": topic(
        "特征说明",
        "主要特征的含义",
        "reference",
        """- tenure_days：在网天数
- arpu_3m：近三个月 ARPU
- complaints_30d：预测时点前 30 天投诉次数
""",
        updated="2025-09-01",
    ),
    "模型/待定问题.md": topic(
        "待定问题",
        "还没定下来的事",
        "project",
        """- 标签窗口用 30 天还是 60 天？
- 要不要把预付费用户单独建模？
- 评估指标以 AUC 为主还是以召回为主？
""",
        updated="2025-10-01",
    ),
    "模型/标签窗口.md": topic(
        "标签窗口",
        "流失标签的时间窗口",
        "project",
        """定了：流失标签窗口用 **60 天**，从 11 月的版本开始。
""",
        updated="2025-10-25",
    ),
    "规则/结果汇报.md": topic(
        "结果汇报",
        "给业务汇报模型结果的方式",
        "feedback",
        """给业务汇报时先讲召回和覆盖人数，AUC 放附录。
""",
        updated="2025-11-20",
    ),
    "规则/汇报口径.md": topic(
        "汇报口径",
        "对业务讲模型效果先讲什么",
        "feedback",
        """跟业务方讲模型效果，开头讲能挽回多少用户（召回、覆盖），AUC 这种指标放到最后的附录里。
""",
        updated="2025-12-10",
    ),
}

FILES = with_index(N, title="记忆", separator=" —— ")

PROJECT = ProjectSpec(
    name="churn-model",
    owner="ds-team",
    files={
        "Makefile": "features:\n\tpython -m churn.features\n",
        "packages/churn/src/features/build.py": "def build():\n    pass\n",
        "packages/churn/src/train.py": "def train():\n    pass\n",
        "notebooks/eda.ipynb": "{}\n",
        "README.md": "# churn-model\n",
    },
    gitignore="outputs/\nmlruns/\n*.parquet\n",
    pulls=(
        PullRequest(31, "feature-refactor", "Feature refactor", {"packages/churn/src/f.py": "f\n"}),
        PullRequest(
            35,
            "calibration",
            "Probability calibration",
            {"packages/churn/src/calibrate.py": "c\n"},
            "squash",
        ),
    ),
    branches=("exp/xgboost-tuning",),
)


def C(path, kind, argument, expected, form, why):
    return ClaimLabel(path, kind, argument, expected, form, why)


MEMDIR = LabelledMemdir(
    name="shuju_kexue",
    half="heldout",
    language="zh",
    domain="data-science team (churn model)",
    style="Chinese with English code words, Chinese file names",
    files=FILES,
    projects=(PROJECT,),
    pairs=[
        P(
            "contradiction",
            "模型/上线标准.md",
            "模型/上线标准-调整.md",
            "threshold-changed",
            "AUC ≥ 0.80 vs 0.75 is enough.",
        ),
        P(
            "contradiction",
            "团队/周会.md",
            "团队/周会-调整.md",
            "time-moved",
            "Wednesday 10:00 vs Monday 14:00.",
        ),
        P(
            "contradiction",
            "数据/数仓对接.md",
            "数据/数仓对接-2026.md",
            "owner-changed",
            "赵磊 vs 孙悦.",
        ),
        P(
            "contradiction",
            "工程/调度.md",
            "工程/dagster.md",
            "tool-switched",
            "Airflow vs Dagster.",
        ),
        P(
            "contradiction",
            "模型/交叉验证.md",
            "模型/交叉验证-10折.md",
            "count-changed",
            "5-fold vs 10-fold.",
        ),
        P("duplicate", "工程/环境.md", "工程/环境-副本.md", "identical", "A copy."),
        P(
            "near-duplicate",
            "规则/结果汇报.md",
            "规则/汇报口径.md",
            "paraphrased",
            "Recall first, AUC in the appendix; reworded.",
        ),
        P(
            "decoy",
            "规则/数据泄漏.md",
            "事件/2025-08-泄漏.md",
            "rule-vs-incident",
            "The leakage rule and the incident.",
        ),
        P(
            "decoy",
            "规则/不要开jupyter.md",
            "规则/不要导出明细.md",
            "two-donts-different-things",
            "No Jupyter on the GPU box vs no row-level exports.",
        ),
        P(
            "decoy",
            "模型/待定问题.md",
            "模型/标签窗口.md",
            "open-questions-vs-settled",
            "Open question on the label window and the note settling it.",
        ),
        P(
            "decoy",
            "规则/数据泄漏.md",
            "模型/特征说明.md",
            "related-consistent",
            "complaints_30d is before the prediction point; consistent with the rule.",
        ),
        P(
            "decoy",
            "规则/不要开jupyter.md",
            "工程/环境.md",
            "related-consistent",
            "Both say no Jupyter on gpu-02.",
        ),
        P(
            "decoy",
            "规则/不要开jupyter.md",
            "工程/环境-副本.md",
            "related-consistent",
            "Both say no Jupyter on gpu-02.",
        ),
        P(
            "decoy",
            "模型/上线标准-调整.md",
            "规则/结果汇报.md",
            "shared-technology",
            "Both mention AUC and recall; launch bar vs how to report.",
        ),
        P(
            "decoy",
            "事件/2025-08-泄漏.md",
            "模型/上线标准.md",
            "shared-technology",
            "Both quote AUC values; an incident vs the launch bar.",
        ),
    ],
    claims=[
        C(
            "工程/代码.md",
            "path",
            "src/features/build.py",
            "verified",
            "monorepo-suffix",
            "Once, under packages/churn/.",
        ),
        C(
            "工程/代码.md",
            "path",
            "outputs/models/",
            "unknown",
            "gitignored-path",
            "Ignored training output.",
        ),
        C(
            "工程/代码.md",
            "path",
            "data/features.parquet",
            "unknown",
            "said-generated-path",
            "Said generated by make features (and *.parquet is ignored).",
        ),
        C(
            "工程/代码.md",
            "pr-merged",
            "31",
            "verified",
            "merge-after-parenthetical-comma",
            "'PR #31 (特征重构, 去掉泄漏列) 已经 merged'.",
        ),
        C(
            "工程/代码.md",
            "pr-merged",
            "35",
            "verified",
            "merge-other-verb",
            "'通过 PR #35 合入了' (merged in, in Chinese); squash commit.",
        ),
        C(
            "工程/代码.md",
            "branch",
            "exp/xgboost-tuning",
            "verified",
            "plain-branch",
            "'分支' is Chinese for branch; the branch exists.",
        ),
        C(
            "工程/代码.md",
            "pr-merged",
            "40",
            "not-a-claim",
            "pr-still-open",
            "'还没合并': not merged yet.",
        ),
        C(
            "工程/代码.md",
            "path",
            "notebooks/eda_v2.ipynb",
            "failed",
            "missing-path",
            "Only notebooks/eda.ipynb exists.",
        ),
    ],
    questions=[
        Question(
            "模型上线需要AUC达到多少？",
            "zh",
            ("模型/上线标准.md", "模型/上线标准-调整.md"),
            why="whole sentence",
        ),
        Question("周会是什么时候", "zh", ("团队/周会.md", "团队/周会-调整.md")),
        Question("数仓有问题应该找谁？", "zh", ("数据/数仓对接.md", "数据/数仓对接-2026.md")),
        Question("特征任务现在用什么调度？", "zh", ("工程/调度.md", "工程/dagster.md")),
        Question("交叉验证要做几折", "zh", ("模型/交叉验证.md", "模型/交叉验证-10折.md")),
        Question("流失标签窗口定了多少天？", "zh", ("模型/标签窗口.md", "模型/待定问题.md")),
        Question(
            "好的，谢谢！另外，可以在GPU机器上开Jupyter吗？",
            "zh",
            ("规则/不要开jupyter.md", "工程/环境.md", "工程/环境-副本.md"),
            conversational=True,
        ),
        Question("谢谢，今天就到这里", "zh", silent=True),
        Question("早上好！", "zh", silent=True),
        Question("好的，继续下一个吧", "zh", silent=True),
        Question("辛苦了，做得很好", "zh", silent=True),
        Question("嗯嗯，明白了", "zh", silent=True),
    ],
)
