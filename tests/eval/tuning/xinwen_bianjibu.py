"""A city daily's night desk: the night editor's agent memory, all in Chinese."""

from tests.eval.dataset import (
    ClaimLabel,
    LabelledMemdir,
    Question,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

CONTACTS = """| 部门 | 联系人 | 分机 |
|---|---|---|
| 夜班主编 | 陈卫东 | 8001 |
| 校对组 | 周敏 | 8033 |
| 印厂值班 | 值班室 | 8090 |
"""

N = {
    "desk/deadline.md": topic(
        "头版截稿",
        "日报头版每晚的截稿时间和签版流程",
        "project",
        """日报头版截稿时间：**每晚 22:30**，由夜班主编签版后传印厂。
晚到的稿件只能等第二天，或者先发网站。
""",
        updated="2025-03-12",
    ),
    "desk/deadline-2026.md": topic(
        "交版时间调整",
        "印厂调整后头版最晚什么时候交",
        "project",
        """印厂排期调整以后，头版最晚 **21:45** 交版，晚于这个时间的稿件只上网站和客户端。
印厂的要求见[印厂](print-plant.md)。
""",
        updated="2026-01-05",
    ),
    "desk/print-plant.md": topic(
        "印厂",
        "合作印厂和收版要求",
        "reference",
        """印刷改由华美印务承接，他们要求 21:45 前收到头版 PDF，其余版面 23:00 前。
""",
        updated="2026-01-04",
    ),
    "desk/weekend-column.md": topic(
        "周末副刊栏目",
        "周末副刊主打栏目的名称和篇幅",
        "project",
        """周末副刊的主打栏目叫《城市漫步》，每周六见报。稿件文件名以“城市漫步”开头。
""",
        updated="2025-05-08",
    ),
    "desk/column-new-name.md": topic(
        "栏目新名称",
        "周末副刊主打栏目现在的名字",
        "project",
        """十月改版后，周末副刊主打栏目叫《街巷志》。稿件命名、版面标题都用新名字。
""",
        updated="2025-10-09",
    ),
    "feedback/opinion-length.md": topic(
        "评论稿篇幅",
        "评论版来稿的字数上限",
        "feedback",
        """评论版来稿每篇**不超过 1200 字**，超出的退回作者压缩。
""",
        updated="2025-02-17",
    ),
    "feedback/opinion-length-2026.md": topic(
        "评论稿字数放宽",
        "评论稿件新的字数上限",
        "feedback",
        """评论稿件上限放宽到 **2000 字**；超过 2000 字需要评论部主任同意。
""",
        updated="2026-01-12",
    ),
    "reference/photo-desk.md": topic(
        "图片授权",
        "新闻图片授权找谁",
        "reference",
        """图片编辑王磊（分机 8021）负责所有新闻图片的授权和署名。
""",
        updated="2025-04-02",
    ),
    "reference/photo-rights-2025.md": topic(
        "图片授权负责人",
        "新闻图片版权事务的现任负责人",
        "reference",
        """新闻图片的版权和授权事务现在由刘婷负责；王磊已调往视频部。
""",
        updated="2025-11-20",
    ),
    "reference/archive.md": topic(
        "合订本",
        "旧报合订本存放位置",
        "reference",
        """旧报合订本存放在报社三楼资料室，工作日可以直接去查。
""",
        updated="2025-01-10",
    ),
    "reference/archive-warehouse.md": topic(
        "合订本调阅",
        "合订本的新存放地点和调阅方式",
        "reference",
        """合订本已经全部搬到城西仓库，调阅要提前一天在 OA 上申请。
""",
        updated="2025-09-25",
    ),
    "feedback/two-sources.md": topic(
        "匿名信源",
        "使用匿名信源的发稿标准",
        "feedback",
        """使用匿名信源的稿件，必须有**至少两位互相独立**的信源证实，才能发稿。
""",
        updated="2025-03-03",
    ),
    "feedback/single-insider.md": topic(
        "知情人稿件",
        "只有一位知情人时怎么处理",
        "feedback",
        """只要有一位可靠的知情人，部门主任点头就可以刊发，不必等第二个人。
""",
        updated="2025-12-15",
    ),
    "desk/paywall-debate.md": topic(
        "付费墙讨论",
        "付费墙范围的讨论结果",
        "project",
        """有人提议“所有本地新闻都放到付费墙后面”。社委会否决了：突发新闻继续免费。
""",
        updated="2025-08-19",
    ),
    "feedback/breaking-news-free.md": topic(
        "突发新闻免费",
        "突发新闻不进付费墙",
        "feedback",
        """突发新闻一律免费阅读，不设付费墙。
""",
        updated="2025-08-19",
    ),
    "desk/night-shift-old.md": topic(
        "夜班安排",
        "Superseded by desk/night-shift.md: 旧的夜班安排",
        "project",
        """夜班两人：一名编辑、一名校对，23:00 交接。
""",
        updated="2025-01-05",
        extra={"status": "superseded", "superseded_by": "desk/night-shift.md"},
    ),
    "desk/night-shift.md": topic(
        "夜班安排",
        "现在的夜班人员和交接时间",
        "project",
        """夜班三人：两名编辑、一名校对，22:00 交接。
交接细节见[夜班交接](handover/night-checklist.md)。
""",
        updated="2025-10-20",
    ),
    "feedback/no-minors-faces.md": topic(
        "未成年人照片",
        "不得刊登未成年人正脸",
        "feedback",
        """不得刊登未成年人的正脸照片，必要时打码。
""",
        updated="2025-02-01",
    ),
    "feedback/no-victim-names.md": topic(
        "受害者姓名",
        "不得公开性侵案受害者姓名",
        "feedback",
        """不得公开性侵案受害者的姓名、学校或住址。
""",
        updated="2025-02-01",
    ),
    "desk/print-cms.md": topic(
        "排版系统",
        "纸媒稿件在哪个系统排版",
        "project",
        """纸媒稿件统一在方正飞腾里排版，图片走图片库。
""",
        updated="2025-06-10",
    ),
    "desk/web-cms.md": topic(
        "网站发布",
        "网站稿件用什么发布",
        "project",
        """网站和客户端用 WordPress 发布，和纸媒排版系统分开，账号找新媒体部开。
""",
        updated="2025-06-10",
    ),
    "feedback/corrections.md": topic(
        "更正规则",
        "更正登在哪里",
        "feedback",
        """更正必须在次日**同一版面**刊登，位置醒目。
""",
        updated="2025-03-20",
    ),
    "desk/correction-2025-11.md": topic(
        "十一月更正事件",
        "一次更正登错版面的事",
        "project",
        """11 月 3 日关于地铁票价的更正登在了 A12 版，而不是原来的 A3 版，读者投诉后补登。
""",
        updated="2025-11-06",
    ),
    "feedback/headline-digits.md": topic(
        "标题数字",
        "标题里的数字写法",
        "feedback",
        """标题里的数字用阿拉伯数字，例如“3 人受伤”。
""",
        nested=True,
        session="5f2e9c11-0a7d-4b3e-8e21-77c0d9a4b210",
        modified="2025-07-01T14:02:00Z",
    ),
    "feedback/titles-arabic-numerals.md": topic(
        "标题用阿拉伯数字",
        "标题中的数目一律写成阿拉伯数字",
        "feedback",
        """标题中的数目一律写成阿拉伯数字，不要写成汉字（“三人”要写成“3 人”）。
""",
        nested=True,
        session="5f2e9c11-0a7d-4b3e-8e21-77c0d9a4b210",
        modified="2025-07-01T14:40:00Z",
    ),
    "reference/contacts.md": topic(
        "联系人", "夜班常用分机", "reference", CONTACTS, updated="2025-09-01"
    ),
    "reference/contacts-copy.md": topic(
        "联系人", "夜班常用分机", "reference", CONTACTS, updated="2025-09-01"
    ),
}

FILES = with_index(N, title="记忆索引", separator="：")


MEMDIR = LabelledMemdir(
    name="xinwen_bianjibu",
    half="tuning",
    language="zh",
    domain="newsroom night desk",
    style="short Chinese notes, full-width punctuation, a table",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "desk/deadline.md",
            "desk/deadline-2026.md",
            "time-moved",
            "Front page closes 22:30 vs 21:45.",
        ),
        P(
            "contradiction",
            "desk/deadline.md",
            "desk/print-plant.md",
            "time-moved",
            "22:30 front-page deadline vs the printer wanting it by 21:45.",
        ),
        P(
            "contradiction",
            "desk/weekend-column.md",
            "desk/column-new-name.md",
            "renamed",
            "The column is 城市漫步 vs 街巷志.",
        ),
        P(
            "contradiction",
            "feedback/opinion-length.md",
            "feedback/opinion-length-2026.md",
            "threshold-changed",
            "Opinion pieces at most 1200 characters vs 2000.",
        ),
        P(
            "contradiction",
            "reference/photo-desk.md",
            "reference/photo-rights-2025.md",
            "owner-changed",
            "Photo rights: 王磊 vs 刘婷.",
        ),
        P(
            "contradiction",
            "reference/archive.md",
            "reference/archive-warehouse.md",
            "location-changed",
            "Bound volumes on the third floor vs in the west warehouse.",
        ),
        P(
            "contradiction",
            "feedback/two-sources.md",
            "feedback/single-insider.md",
            "reworded-conflict",
            "Two independent sources required vs one insider suffices.",
        ),
        P(
            "duplicate",
            "reference/contacts.md",
            "reference/contacts-copy.md",
            "identical",
            "The same contact table twice.",
        ),
        P(
            "near-duplicate",
            "feedback/headline-digits.md",
            "feedback/titles-arabic-numerals.md",
            "same-rule-restated",
            "Same session: Arabic numerals in headlines, said twice.",
        ),
        P(
            "decoy",
            "desk/paywall-debate.md",
            "feedback/breaking-news-free.md",
            "quoted-opinion-rejected",
            "The paywall-everything idea is quoted and rejected.",
        ),
        P(
            "decoy",
            "desk/night-shift-old.md",
            "desk/night-shift.md",
            "superseded-and-successor",
            "The old rota is marked superseded.",
        ),
        P(
            "decoy",
            "feedback/no-minors-faces.md",
            "feedback/no-victim-names.md",
            "two-donts-different-things",
            "Two prohibitions about different people.",
        ),
        P(
            "decoy",
            "desk/print-cms.md",
            "desk/web-cms.md",
            "shared-technology",
            "Two publishing systems for two channels.",
        ),
        P(
            "decoy",
            "feedback/corrections.md",
            "desk/correction-2025-11.md",
            "rule-vs-incident",
            "The corrections rule and one time it was broken.",
        ),
        P(
            "decoy",
            "desk/deadline-2026.md",
            "desk/print-plant.md",
            "related-consistent",
            "Both say 21:45.",
        ),
        P(
            "decoy",
            "desk/night-shift.md",
            "desk/deadline.md",
            "shared-technology",
            "Both about the night desk's evening times; different things.",
        ),
    ],
    claims=[
        ClaimLabel(
            "desk/deadline-2026.md",
            "memdir-link",
            "print-plant.md",
            "verified",
            "memdir-link-ok",
            "Sibling memory.",
        ),
        ClaimLabel(
            "desk/night-shift.md",
            "memdir-link",
            "handover/night-checklist.md",
            "failed",
            "memdir-link-dead",
            "desk/handover/night-checklist.md does not exist.",
        ),
    ],
    questions=[
        Question(
            "头版截稿时间是几点？",
            "zh",
            ("desk/deadline.md", "desk/deadline-2026.md", "desk/print-plant.md"),
            why="whole sentence",
        ),
        Question(
            "现在谁负责新闻图片授权",
            "zh",
            ("reference/photo-desk.md", "reference/photo-rights-2025.md"),
        ),
        Question(
            "评论稿件最多可以写多少字？",
            "zh",
            ("feedback/opinion-length.md", "feedback/opinion-length-2026.md"),
        ),
        Question(
            "旧报合订本放在哪里？", "zh", ("reference/archive.md", "reference/archive-warehouse.md")
        ),
        Question(
            "匿名信源需要几个人证实",
            "zh",
            ("feedback/two-sources.md", "feedback/single-insider.md"),
        ),
        Question(
            "周末副刊的栏目叫什么名字？",
            "zh",
            ("desk/weekend-column.md", "desk/column-new-name.md"),
        ),
        Question(
            "好的，谢谢。顺便问一下，更正应该登在哪个版面？",
            "zh",
            ("feedback/corrections.md",),
            conversational=True,
        ),
        Question("谢谢，今天就到这里", "zh", silent=True),
        Question("你好！", "zh", silent=True),
        Question("好的，下一个", "zh", silent=True),
        Question("太棒了，辛苦了", "zh", silent=True),
        Question("没问题，继续吧", "zh", silent=True),
    ],
)
