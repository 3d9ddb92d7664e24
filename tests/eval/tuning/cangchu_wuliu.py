# Written for held-out half heldout3 by a writer who never read a detector; measured there once
# as the newest half, then used in aggregate only; moved to tuning when the detectors stopped
# making errors on the rest of it (tuning precision 97%), so that tuning sees real ones.
"""A logistics warehouse team's agent memory (一号库): Chinese, full sentences, lists and tables."""

from tests.eval.dataset import LabelledMemdir, Question, topic, with_index
from tests.eval.dataset import pair as P

_SCAN_BODY = """收货扫描：

1. 在 PDA 上选"收货"，先扫送货单上的 ASN 单号
2. 每一托扫一次 SSCC 托盘标签
3. 数量对不上或者外箱破损，当场拍照，在 PDA 上选"异常"
4. 全部扫完点"完成"，系统会自动分配上架库位
"""

N = {
    "receiving/hours.md": topic(
        "收货时间",
        "一号库每天几点收货",
        "reference",
        """# 收货时间（一号库）

| 日期 | 时间 | 备注 |
|---|---|---|
| 周一至周五 | 8:00–17:00 | 11:30–12:30 午休，不卸车 |
| 周六 | 9:00–12:00 | 只收提前一天预约的车 |
| 周日、法定节假日 | 不收货 | 急件找值班主管特批 |

没有预约就到了的车，先让司机在大门口登记，等调度排月台，不要直接放进来。
""",
        updated="2025-05-20",
    ),
    "notices/2026-spring-shift.md": topic(
        "春季排班调整",
        "三月起的早班安排",
        "project",
        """三月第一周开始执行：

- 早班整体提前半小时，跟干线的早班车对上。
- 周六仓库 7:30 开门收货，11:30 收最后一车，之后只做整理和补货。
- 工作日的收货时间不动。

门卫那边已经打过招呼了，周六 7:15 开大门。
""",
        updated="2026-02-26",
    ),
    "inventory/cycle-count.md": topic(
        "循环盘点",
        "平时怎么做循环盘点",
        "feedback",
        """循环盘点的做法（库存主管孙姐定的）：

1. 每周二、周四 14:00 以后盘 A 区的高频库位，一次大约 40 个库位。
2. PDA 上先扫库位码，再扫商品条码，数量手动输入。
3. 单个库位差异率超过 0.5%，当天复盘一次；复盘还对不上就报给孙姐。
4. 盘完把差异表打印出来，贴在办公室门口的公告栏，让大家都能看到哪些库位老出问题。
""",
        updated="2025-07-03",
    ),
    "inventory/variance-2026.md": topic(
        "复盘标准",
        "什么情况下必须复盘",
        "feedback",
        """客户做完年度审计之后，孙姐把标准收紧了：

> 任何一个库位，账实差异只要超过 0.2%，当天必须复盘，不能拖到第二天。

审计员的原话是"你们的口子开得太大了"。
""",
        updated="2026-01-15",
    ),
    "feedback/no-posting-variance.md": topic(
        "差异表不要张贴",
        "盘点差异表现在怎么处理",
        "feedback",
        """盘点差异表别再往公告栏上贴了。表里有客户的品名和数量，客户认为这算他们的商业信息，已经投诉过一次。

以后盘完直接发到库存组的组邮箱，纸质的当天就碎掉。
""",
        updated="2026-03-04",
        nested=True,
        session="5b0e7a61-2f4c-4d8e-9a13-0c6f2d7e4b95",
        modified="2026-03-04T16:20:00+08:00",
    ),
    "carriers/shunda.md": topic(
        "顺达物流",
        "华东干线承运商，怎么对接",
        "reference",
        """# 顺达物流

主力干线承运商，跑华东线（上海、杭州、苏州）。

- 调度对接人：刘洋，138-0571-2246，微信同号
- 延误、货损：先打电话给刘洋，半小时内补一封邮件
- 每月 25 号对账，对账单发给财务小吴
""",
        updated="2025-04-11",
    ),
    "carriers/contacts.md": topic(
        "承运商联系人表",
        "各家承运商现在找谁",
        "reference",
        """| 承运商 | 线路 | 联系人 | 电话 |
|---|---|---|---|
| 顺达物流 | 华东干线 | 赵敏（调度主管） | 139-0571-8830 |
| 安迅快运 | 零担 | 黄志强 | 136-1122-4507 |
| 北方冷链 | 冷链 | 孙婷 | 150-3301-7719 |

有异常一律先打表里的人。
""",
        updated="2026-02-09",
        nested=True,
        modified="2026-02-09T10:05:00+08:00",
    ),
    "locations/zone-map.md": topic(
        "库区分布",
        "一号库各个区放什么",
        "reference",
        """一号库分区：

- A 区：快消品拣货位，离 1、2 号月台最近
- B 区：整托存放，地堆
- C 区：高位货架，一共 7 层
- D 区：大件和异形件
- R 区：退货暂存，靠 5 号月台，系统里的库位前缀是 R-
- 充电间：B 区北墙
""",
        updated="2025-06-02",
    ),
    "locations/returns-zone-rename.md": topic(
        "逆向物流区",
        "原来退货那片现在的叫法",
        "reference",
        """从这周开始，原来放退货的那片统一叫"逆向物流区"，简称 RL 区。WMS 里的库位前缀也已经改成 RL-，旧标签周末全部换掉了。

拣货单上看到 RL- 开头的库位，就是靠 5 号月台那一片。
""",
        updated="2026-01-20",
    ),
    "duty/roster.md": topic(
        "值班表",
        "排班和换班怎么弄",
        "reference",
        """值班表在钉钉的"智能排班"里看。每周五下班前，主管把下周的班排好发布。

想换班的话：在钉钉里提换班申请，写清楚跟谁换，当班主管审批通过才算数。
""",
        updated="2025-03-15",
    ),
    "duty/roster-2026.md": topic(
        "2026 排班",
        "今年的排班表放在哪里",
        "reference",
        """今年开始排班全部放在飞书多维表格里，表名叫"一号库值班 2026"，链接在飞书群公告里。

换班就在表里自己改，改完在"换班记录"那一栏写一句原因。主管每天早上会看一遍。
""",
        updated="2026-01-05",
    ),
    "forklifts/keys.md": topic(
        "叉车钥匙",
        "叉车钥匙放哪，谁能领",
        "feedback",
        """下班前叉车钥匙一律交回调度室的钥匙柜，第二排挂钩，按车号挂好。

- 不许把钥匙插在车上过夜，也不许揣兜里带回家。
- 只有拿到叉车证、并且过了内部培训的本仓员工才能领钥匙。外面的司机、临时工一律不给。
""",
        updated="2025-05-08",
    ),
    "security/gate-office.md": topic(
        "门卫室",
        "门卫室现在管哪些东西",
        "reference",
        """调度室二月份开始装修，墙上的钥匙柜整个搬到门卫室去了。

现在叉车钥匙下班后交到门卫室，门卫在本子上登记车号、时间和交钥匙的人。早上领钥匙也去门卫室。

门卫室电话：分机 8001。
""",
        updated="2026-02-17",
    ),
    "forklifts/fleet.md": topic(
        "叉车台账",
        "仓库里有几台叉车",
        "reference",
        """叉车一共 6 台，都是电动的：

| 车号 | 类型 | 说明 |
|---|---|---|
| 1–4 号 | 平衡重叉车 | 自有，A、B、D 区用 |
| 5、6 号 | 前移式 | 租的，C 区高位货架专用 |

保养：每 500 小时厂家上门一次。
""",
        updated="2025-04-01",
    ),
    "meetings/2026-03-ops.md": topic(
        "3 月运营例会",
        "3 月 10 日例会要点",
        "project",
        """3 月 10 日运营例会，经理主持。

1. 叉车：5、6 号租期到了，已经还给租赁公司。现在仓里只剩 4 台平衡重，C 区高位的活先停，等新车到。
2. 报修单 #1187：3 号月台的卷帘门已经修好，厂家换了电机。
3. 上周开司机座谈会，有司机提议让他们自己开我们的叉车卸车，省得排队等。经理没同意——外部人员不能开我们的车，出了事保险不赔。
""",
        updated="2026-03-10",
    ),
    "safety/ppe.md": topic(
        "劳保用品要求",
        "进库区要穿戴什么",
        "feedback",
        """进库区必须穿安全鞋 + 反光背心。在 C 区高位货架下面作业时还要戴安全帽。

**访客也一样，没有例外。** 前台备了 10 件背心和几副鞋套式防砸鞋头，来人先领再进。
""",
        updated="2025-03-20",
    ),
    "visitors/customer-tours.md": topic(
        "客户参观",
        "客户来看仓库时怎么接待",
        "project",
        """客户来参观的时候，从办公楼侧门直接带进库里，沿着地上的黄线走一圈，大概 20 分钟。

不用让他们换什么东西，穿西装皮鞋也没关系，别搞得太麻烦，客户体验优先。讲解重点放在 A 区的拣货效率和 WMS 大屏上。
""",
        updated="2026-01-28",
    ),
    "safety/fire-lanes.md": topic(
        "消防通道",
        "消防通道的规矩",
        "feedback",
        """消防通道（地上画红色斜线的区域）任何时候都不能放东西。托盘、空笼车、垃圾桶都不行，"临时放五分钟"也不行。

每天下班前值班主管巡一遍。
""",
        updated="2025-03-20",
    ),
    "log/2026-03-12-fire-lane.md": topic(
        "3·12 消防通道违规",
        "夜班把货放在消防通道被查到",
        "project",
        """3 月 12 日夜班：两托退货临时放在 C 区旁边的消防通道上，说是等第二天再上架。结果第二天早上消防检查正好查到，罚款 2000 元。

处理：当班的两个人写检查，值班主管扣当月绩效。班前会上已经讲过了。
""",
        updated="2026-03-13",
    ),
    "coldroom/two-person.md": topic(
        "进冷库要两个人",
        "冷库进入规定",
        "feedback",
        """进冷库（-18℃）至少两个人一起去：一个进去作业，一个在门外守着。

进出都要在门口的登记本上签名、写时间。单人一律不准进。
""",
        updated="2025-09-02",
        nested=True,
        session="c71d09e4-88b2-4f61-b3a0-5e2f9c1a7d36",
        modified="2025-09-02T09:41:00+08:00",
    ),
    "coldroom/entry-rule.md": topic(
        "冷库不能单人进入",
        "冷库安全",
        "feedback",
        """规定：不能一个人进冷库。至少两个人，外面留一个看着门，里面的人出来之前外面的人不能走开。出入登记本要签字。
""",
        updated="2025-09-02",
        nested=True,
        session="c71d09e4-88b2-4f61-b3a0-5e2f9c1a7d36",
        modified="2025-09-02T09:58:00+08:00",
    ),
    "coldroom/solo-entry-old.md": topic(
        "冷库进入（旧）",
        "以前的冷库进入做法",
        "feedback",
        """冷库可以一个人进，进去之前在群里说一声"我进冷库了"，出来再报一声就行。
""",
        updated="2025-06-18",
        extra={"status": "superseded", "superseded_by": "coldroom/two-person.md"},
    ),
    "receiving/asn-scan.md": topic(
        "收货扫描步骤",
        "收货时 PDA 怎么扫",
        "reference",
        _SCAN_BODY,
        updated="2025-05-22",
    ),
    "archive/receiving-scan.md": topic(
        "收货扫描步骤",
        "收货时 PDA 怎么扫",
        "reference",
        _SCAN_BODY + "\n",
        updated="2025-05-22",
    ),
    "people/zhou.md": topic(
        "老周",
        "早班主管周建国的沟通习惯",
        "reference",
        """早班主管周建国（大家都叫他老周）：有事直接打电话，他基本不看微信，消息发了也白发。早上 7 点前别打，他在开车。
""",
        updated="2025-08-11",
    ),
    "people/li-li.md": topic(
        "李莉",
        "夜班主管李莉喜欢怎么沟通",
        "reference",
        """夜班主管李莉喜欢文字沟通，发微信或者飞书消息都可以，她会按顺序回。不是紧急的事情别打电话，白天她在补觉。
""",
        updated="2025-10-30",
    ),
    "customers/complaint-1187.md": topic(
        "投诉单 1187",
        "华美日化的货损投诉",
        "project",
        """客户投诉单 1187（华美日化）：2 月 14 日出库的洗发水，有 2 箱外箱压坏了。

- 照片已经存到共享盘"客诉/2026"
- 责任判给承运商（安迅快运，装车时压的），赔付走承运商
- 客户要求下次发货加护角
""",
        updated="2026-02-20",
    ),
    "projects/warehouse2-questions.md": topic(
        "二号库待定事项",
        "二号库开放前还没定的问题",
        "project",
        """二号库开放前还要定的事（等经理拍板）：

- [ ] 周六收货能不能提前，跟干线早班车接上？（两个库一起定）
- [ ] 二号库冷链区要不要单独装门禁？
- [ ] 员工班车要不要多开一条到二号库的线？
""",
        updated="2025-12-08",
    ),
    "projects/relabel-phase1.md": topic(
        "库位改造一期",
        "一期的范围和预算",
        "project",
        """库位改造一期（3–4 月）：

- 范围：A、B 区
- 内容：库位标签全部换成"区-排-层-位"四段编码，例如 A-03-2-05
- 预算：3 万元
- 周末施工，不影响工作日收发货
""",
        updated="2026-02-02",
    ),
    "projects/relabel-phase2.md": topic(
        "库位改造二期",
        "二期的范围和预算",
        "project",
        """库位改造二期（5–6 月）：

- 范围：C、D 区
- 内容：高位货架加装防坠网，C 区重新做承重标识，标签同样换成四段编码
- 预算：8 万元
- C 区要停用两周，提前一个月通知客户
""",
        updated="2026-02-02",
    ),
}

FILES = with_index(
    N,
    title="一号库 记忆索引",
    sections={
        "receiving/": "收货",
        "notices/": "收货",
        "inventory/": "库存与盘点",
        "feedback/": "库存与盘点",
        "locations/": "库位",
        "projects/": "项目",
        "forklifts/": "叉车",
        "security/": "叉车",
        "safety/": "安全",
        "coldroom/": "安全",
        "visitors/": "安全",
        "log/": "安全",
        "carriers/": "承运商与客户",
        "customers/": "承运商与客户",
        "duty/": "值班与人员",
        "people/": "值班与人员",
        "meetings/": "会议",
        "archive/": "归档",
    },
)


def Q(text, *expect, why=""):
    return Question(text, "zh", expect=tuple(expect), why=why)


def C(text, *expect, why=""):
    return Question(text, "zh", expect=tuple(expect), why=why, conversational=True)


def S(text):
    return Question(text, "zh", silent=True)


MEMDIR = LabelledMemdir(
    name="cangchu_wuliu",
    half="tuning",
    language="zh",
    domain="logistics warehouse team",
    style="full Chinese sentences, lists, tables, a meeting note",
    files=FILES,
    pairs=[
        # --- contradictions ---
        P(
            "contradiction",
            "receiving/hours.md",
            "notices/2026-spring-shift.md",
            "time-moved",
            "周六收货 9:00–12:00 vs 7:30–11:30.",
        ),
        P(
            "contradiction",
            "inventory/cycle-count.md",
            "inventory/variance-2026.md",
            "threshold-changed",
            "复盘阈值 差异率 0.5% vs 0.2%.",
        ),
        P(
            "contradiction",
            "carriers/shunda.md",
            "carriers/contacts.md",
            "owner-changed",
            "顺达物流对接人 刘洋 vs 赵敏.",
        ),
        P(
            "contradiction",
            "locations/zone-map.md",
            "locations/returns-zone-rename.md",
            "renamed",
            "退货区 R 区 / R- vs 逆向物流区 RL 区 / RL-.",
        ),
        P(
            "contradiction",
            "inventory/cycle-count.md",
            "feedback/no-posting-variance.md",
            "policy-reversed",
            "差异表贴公告栏 vs 别再张贴，发组邮箱.",
        ),
        P(
            "contradiction",
            "duty/roster.md",
            "duty/roster-2026.md",
            "tool-switched",
            "排班在钉钉智能排班 vs 飞书多维表格.",
        ),
        P(
            "contradiction",
            "forklifts/keys.md",
            "security/gate-office.md",
            "location-changed",
            "叉车钥匙交调度室钥匙柜 vs 交门卫室.",
        ),
        P(
            "contradiction",
            "forklifts/fleet.md",
            "meetings/2026-03-ops.md",
            "count-changed",
            "叉车 6 台 vs 只剩 4 台.",
        ),
        P(
            "contradiction",
            "safety/ppe.md",
            "visitors/customer-tours.md",
            "reworded-conflict",
            "访客也必须穿安全鞋和反光背心 vs 客户参观不用换东西，皮鞋也行.",
        ),
        # --- duplicates ---
        P(
            "duplicate",
            "coldroom/two-person.md",
            "coldroom/entry-rule.md",
            "same-rule-restated",
            "同一会话里两次记下冷库至少两人、外面留人、登记签字.",
        ),
        P(
            "duplicate",
            "receiving/asn-scan.md",
            "archive/receiving-scan.md",
            "identical",
            "收货扫描步骤原样存了两份（只差结尾空行）.",
        ),
        # --- decoys ---
        P(
            "decoy",
            "inventory/cycle-count.md",
            "receiving/asn-scan.md",
            "shared-technology",
            "都用 PDA：盘点扫库位码 vs 收货扫 ASN 和 SSCC.",
        ),
        P(
            "decoy",
            "inventory/cycle-count.md",
            "archive/receiving-scan.md",
            "shared-technology",
            "都用 PDA：盘点 vs 收货扫描（副本）.",
        ),
        P(
            "decoy",
            "duty/roster-2026.md",
            "people/li-li.md",
            "shared-technology",
            "都提到飞书：排班表 vs 李莉喜欢收飞书消息.",
        ),
        P(
            "decoy",
            "safety/fire-lanes.md",
            "log/2026-03-12-fire-lane.md",
            "rule-vs-incident",
            "消防通道不许放东西的规定 vs 夜班违规被罚 2000 元.",
        ),
        P(
            "decoy",
            "projects/warehouse2-questions.md",
            "notices/2026-spring-shift.md",
            "open-questions-vs-settled",
            "待定：周六收货能否提前 vs 定了 7:30 开始.",
        ),
        P(
            "decoy",
            "projects/warehouse2-questions.md",
            "receiving/hours.md",
            "related-consistent",
            "问周六能否提前收货，旧时间表是 9:00；问题不与规定冲突.",
        ),
        P(
            "decoy",
            "projects/relabel-phase1.md",
            "projects/relabel-phase2.md",
            "phase1-vs-phase2",
            "一期 A、B 区 3 万元 vs 二期 C、D 区 8 万元.",
        ),
        P(
            "decoy",
            "meetings/2026-03-ops.md",
            "forklifts/keys.md",
            "quoted-opinion-rejected",
            "司机提议自己开叉车被经理否决，旁边是只有持证本仓员工能领钥匙的规定.",
        ),
        P(
            "decoy",
            "people/zhou.md",
            "people/li-li.md",
            "two-peoples-preferences",
            "老周要打电话不看微信 vs 李莉要发消息别打电话.",
        ),
        P(
            "decoy",
            "forklifts/keys.md",
            "safety/fire-lanes.md",
            "two-donts-different-things",
            "不许把钥匙留在车上 vs 消防通道不许放东西.",
        ),
        P(
            "decoy",
            "meetings/2026-03-ops.md",
            "customers/complaint-1187.md",
            "same-ticket-ids",
            "报修单 #1187 卷帘门 vs 客户投诉单 1187 货损，无关.",
        ),
        P(
            "decoy",
            "inventory/variance-2026.md",
            "feedback/no-posting-variance.md",
            "related-consistent",
            "都是盘点的新要求：0.2% 复盘 与 差异表不张贴，不冲突.",
        ),
        P(
            "decoy",
            "receiving/hours.md",
            "receiving/asn-scan.md",
            "related-consistent",
            "收货时间与收货扫描步骤，同一主题不冲突.",
        ),
        P(
            "decoy",
            "receiving/hours.md",
            "archive/receiving-scan.md",
            "related-consistent",
            "收货时间与收货扫描步骤（副本），不冲突.",
        ),
        P(
            "decoy",
            "locations/returns-zone-rename.md",
            "projects/relabel-phase1.md",
            "related-consistent",
            "都讲库位编码：退货区前缀 RL- 与 A、B 区四段编码，各管各的.",
        ),
        P(
            "decoy",
            "coldroom/solo-entry-old.md",
            "coldroom/two-person.md",
            "superseded-and-successor",
            "旧的单人可进已标 superseded，由两人规定取代.",
        ),
        P(
            "decoy",
            "coldroom/solo-entry-old.md",
            "coldroom/entry-rule.md",
            "superseded-and-successor",
            "旧的单人可进已标 superseded；这条是同一新规定的另一份.",
        ),
    ],
    questions=[
        Q("周六仓库几点开始收货？", "receiving/hours.md", "notices/2026-spring-shift.md"),
        Q(
            "盘点的时候，库位差异超过多少就要当天复盘？",
            "inventory/cycle-count.md",
            "inventory/variance-2026.md",
        ),
        Q("顺达物流那边出了问题现在应该找谁？", "carriers/shunda.md", "carriers/contacts.md"),
        Q(
            "退货区在系统里现在叫什么，库位前缀是什么？",
            "locations/zone-map.md",
            "locations/returns-zone-rename.md",
        ),
        Q(
            "盘点完的差异表还要贴到公告栏上吗？",
            "inventory/cycle-count.md",
            "feedback/no-posting-variance.md",
        ),
        Q("值班表现在在哪儿看？想换班该怎么弄？", "duty/roster.md", "duty/roster-2026.md"),
        Q("下班以后叉车钥匙要交到哪里去？", "forklifts/keys.md", "security/gate-office.md"),
        Q("我们仓现在一共有几台叉车能用？", "forklifts/fleet.md", "meetings/2026-03-ops.md"),
        Q(
            "客户来参观的时候需要穿安全鞋和反光背心吗？",
            "safety/ppe.md",
            "visitors/customer-tours.md",
        ),
        Q("一个人可以进冷库吗？", "coldroom/two-person.md", "coldroom/entry-rule.md"),
        Q("收货的时候PDA上要扫哪些东西？", "receiving/asn-scan.md", "archive/receiving-scan.md"),
        Q("早班主管老周一般怎么联系比较好？", "people/zhou.md"),
        Q("投诉单1187是怎么回事，最后谁来赔？", "customers/complaint-1187.md"),
        Q("库位改造二期的预算是多少，什么时候做？", "projects/relabel-phase2.md"),
        C(
            "好的谢谢！那消防通道上能不能临时放一下托盘？",
            "safety/fire-lanes.md",
            "log/2026-03-12-fire-lane.md",
        ),
        C("明白了。顺便问一下，夜班的李莉是发消息好还是打电话好？", "people/li-li.md"),
        S("早上好！"),
        S("辛苦了，今天效率挺高的嘛"),
        S("谢谢你，帮了大忙"),
        S("好，这个先这样，我们说下一个。"),
        S("明天见～"),
        S("嗯嗯"),
        S("哈哈哈 太好了"),
    ],
    complete_labels=True,
)
