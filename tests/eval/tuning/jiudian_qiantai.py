"""A hotel front desk team's agent memory (Hangzhou): natural Chinese, full sentences, some lists
and tables, one paragraph per line.

Topics: check-in/check-out times, breakfast, room types, deposits, shift handover, suppliers,
complaint handling, guest preferences.
"""

from tests.eval.dataset import LabelledMemdir, PairLabel, Question, topic, with_index

N = {
    "front/checkin-checkout.md": topic(
        "入住和退房时间",
        "标准入住、退房时间，以及客人想提前入住时怎么处理",
        "reference",
        """
# 入住 / 退房时间

- 标准入住：下午 2 点（14:00）以后
- 退房：中午 12:00 之前
- 团队客人按合同走，一般 15:00 以后统一分房

客人问能不能提前入住，先在 PMS 里看房态，有已经打扫好的空房就可以免费安排，但不要在电话里提前答应。
""",
        updated="2025-06-10",
    ),
    "notes/2026-03-kefang-renshou.md": topic(
        "客房人手不足的临时调整",
        "3月客房部缺人，散客入住时间跟着调整",
        "project",
        """
何静那边这个月走了三个做房阿姨，新人还在培训，中午前后根本做不完房。周经理拍板：从 3 月 15 日起，散客下午三点以后才能入住，携程、美团上的入住时间也已经一起改了。
早到的客人请他们先去大堂吧坐一下，送一张饮品券，别让人在前台干等。
""",
        updated="2026-03-12",
    ),
    "meetings/2026-02-lihui.md": topic(
        "二月前厅例会",
        "2月20日前厅例会记录，其中有一条提议没有通过",
        "project",
        """
2 月 20 日前厅例会，周敏主持，早班和中班的人都到了。

- 小唐提议把退房时间统一放宽到下午一点，理由是 OTA 差评里好几条都在抱怨退房太早。周经理没有同意：一点才退房的话，客房部下午的房根本做不完。退房时间还是中午十二点，想晚退的客人照旧找前台申请。
- 新同事小吴 3 月 1 日转正。
- 下次例会 3 月 20 日。
""",
        updated="2026-02-20",
    ),
    "billing/deposit.md": topic(
        "押金收取",
        "入住押金收多少、怎么收、怎么退",
        "reference",
        """
# 押金

每间房除了房费之外，另收押金 500 元。
可以收现金、微信，或者刷信用卡预授权，三种都行。
退房时客房查完房没问题，押金原路退回；现金押金单一定要让客人签字，底联夹在当班的收银袋里。
""",
        updated="2025-07-01",
        nested=True,
        session="5c1e9a02-7d44-4b8e-9f61-0a2b3c4d5e6f",
    ),
    "feedback/yajin.md": topic(
        "预授权金额调整",
        "财务新定的押金标准，从1月开始执行",
        "feedback",
        """
1 月 1608 房客人退房后发现电视屏幕被砸，押金根本不够赔。钱宇（财务）之后定了新标准：不管住几晚、什么房型，押金一律收 1000 元，刷预授权也按 1000 元做。
客人嫌多就说是酒店统一标准，实在不接受的请值班经理来谈，前台别自己降。
""",
        updated="2026-01-18",
    ),
    "people/escalation.md": topic(
        "投诉升级联系人",
        "前台搞不定的投诉转给谁",
        "reference",
        """
## 投诉升级

前台当场解决不了的投诉，直接打给值班经理刘芳，分机 8021，晚上打她手机（通讯录里有）。
涉及赔偿、减免房费超过 300 元的，必须值班经理签字，前台不能自己答应客人。
""",
        updated="2025-08-05",
    ),
    "people/2026-02-renyuan.md": topic(
        "2月人员变动",
        "几个岗位换了人",
        "project",
        """
- 刘芳调去销售部做大客户了，2 月起不再值班。
- 大堂副理赵一鸣接手值班经理，前台处理不了的客人投诉都转给他，分机 8033。
- 马骏继续做夜班主管，不变。
""",
        updated="2026-02-03",
    ),
    "rooms/room-types.md": topic(
        "房型一览",
        "各房型的代码、面积和楼层",
        "reference",
        """
| 房型 | 代码 | 面积 | 楼层 | 备注 |
|---|---|---|---|---|
| 标准双床房 | SDT | 28㎡ | 3–6F | |
| 高级大床房 | SK | 32㎡ | 3–8F | |
| 行政大床房 | EK | 40㎡ | 9–10F | 含行政酒廊 |
| 家庭套房 | FS | 55㎡ | 8F | 可加婴儿床 |

客人订行政大床房的，入住时提醒一句酒廊在 10 楼，傍晚 5 点到 7 点有欢乐时光。
""",
        updated="2025-05-20",
    ),
    "rooms/2026-rename.md": topic(
        "房型改名",
        "行政楼层的大床房在系统和OTA上换了名字",
        "project",
        """
品牌那边统一了房型名称，1 月 8 日起 PMS、官网和各家 OTA 上原来的“行政大床房”全部改叫“臻选大床房”，代码 EK 不变。
客人拿着老订单说“行政大床房”也是同一种房，别让他以为订错了。
""",
        updated="2026-01-08",
        nested=True,
        modified="2026-01-08T16:20:00+08:00",
    ),
    "breakfast/info.md": topic(
        "早餐安排",
        "早餐的时间、地点和早餐券",
        "reference",
        """
早餐在二楼的“云间”自助餐厅，每天 6:30–10:00。
含早的房型，办入住时按人数给客人打印纸质早餐券，每人每天一张，写好房号和日期。没有券的客人到餐厅要现付 88 元。
退房当天的早餐券也要给，别漏了。
""",
        updated="2025-04-15",
    ),
    "feedback/zaocan-quan.md": topic(
        "早餐不再用券",
        "餐厅改成报房号核对早餐",
        "feedback",
        """
从 3 月开始不再给客人发纸质早餐券了。餐厅门口放了一台平板，客人报房号，服务员在系统里核对含几份早餐就行。
入住的时候只要口头告诉客人“早餐报房号即可”。
""",
        updated="2026-02-26",
    ),
    "suppliers/linen.md": topic(
        "布草洗涤供应商",
        "布草送洗找哪一家",
        "reference",
        """
布草（床单、被套、毛巾、浴袍）都交给“洁安洗涤”，每天早上 9 点来收脏布草，下午 4 点前把干净的送回来。
对接人是洁安的老陈，电话 138 0571 2266。洗坏、少件的当天拍照发给他，月底对账的时候扣。
""",
        updated="2025-06-30",
    ),
    "housekeeping/buchao-2026.md": topic(
        "布草交接",
        "客房部和洗涤厂每天怎么交接布草",
        "project",
        """
洗涤这块已经换成蓝鲸洗涤服务了，合同从 3 月 1 日开始。
每天上午 10 点前在企业微信“布草对接”群里报脏布草的件数，蓝鲸的车 11 点左右到后门。
毛巾和浴袍单独打包，别跟床单混在一起。
""",
        updated="2026-03-02",
    ),
    "front/luggage.md": topic(
        "行李寄存",
        "客人要寄存行李时怎么办",
        "reference",
        """
- 寄存的行李放在前台后面的小储物间，钥匙挂在收银抽屉里
- 每件行李挂寄存牌，上联给客人，下联拴在行李上
- 贵重物品、现金、笔记本电脑不收
- 超过 7 天没人来取的，报给值班经理
""",
        updated="2025-05-02",
    ),
    "notes/b1-xingli.md": topic(
        "负一楼行李房",
        "大堂改造以后行李放哪里",
        "project",
        """
大堂改造完了。以后客人寄存的行李一律由行李员推到负一楼的行李房（出电梯右手边），门禁卡放在礼宾台。
""",
        updated="2026-01-22",
    ),
    "handover/shifts.md": topic(
        "前台班次",
        "前台三班倒的时间和人数，交接班要点",
        "reference",
        """
# 前台班次

| 班次 | 时间 | 人数 |
|---|---|---|
| 早班 | 07:00–15:00 | 3 |
| 中班 | 15:00–23:00 | 3 |
| 夜班 | 23:00–07:00 | 2 |

交接班提前 15 分钟到，当面点清备用金、房卡、遗留物品和待办事项，交接本双方签字。
""",
        updated="2025-09-10",
    ),
    "handover/night-2026.md": topic(
        "夜班排班调整",
        "2月起夜班的人员安排",
        "project",
        """
入住率下来了，夜班从 2 月开始只排一个前台，另外保安部派一个人在大堂守到早上 7 点。
夜里有事在企业微信“前厅值班”群里喊，马骏会看。每两个小时在群里报一次在店人数。
""",
        updated="2026-02-10",
    ),
    "feedback/waimai.md": topic(
        "外卖和快递",
        "住客的外卖、快递到了怎么处理",
        "feedback",
        """
外卖、快递、闪送一律放在前台的寄存架上，打电话让客人自己下来拿。前台和行李员都不上楼送，出了问题说不清。
""",
        updated="2025-10-12",
    ),
    "feedback/songcan-shangmen.md": topic(
        "住客订餐服务",
        "周经理对住客点餐送达的新要求",
        "feedback",
        """
周经理说了：客人点的吃的到了，让行李员直接拎到房门口敲门交给客人，别再打电话叫人下楼，差评里有人专门提过这个。
""",
        updated="2026-03-05",
    ),
    "feedback/fanghao-baomi.md": topic(
        "房号保密",
        "不要把客人的房号告诉别人",
        "feedback",
        """
任何人打电话或者到前台问某位客人住几号房，都不能告诉，哪怕对方说是家人、同事也不行。
正确做法：问清对方姓名，帮他把电话转到客人房间，或者打过去问客人要不要见，由客人自己决定。
""",
        updated="2025-06-01",
    ),
    "log/tousu-318.md": topic(
        "投诉 #318",
        "前台把客人房号说出去引起的投诉",
        "project",
        """
投诉记录 #318（3 月 8 日晚）：1206 房的女士投诉，说有个男的直接上楼敲她的门。查下来是小吴在电话里把房号告诉了对方，对方自称是她同事。
周经理当晚亲自上门道歉，免了一晚房费，第二天又给小吴重新过了一遍房号保密的规定。
""",
        updated="2026-03-09",
    ),
    "log/baoxiu-318.md": topic(
        "报修 #318",
        "大堂旋转门故障报修",
        "project",
        """
工程报修单 #318：大堂旋转门的感应器时好时坏，3 月 10 日下午卡住过一次。工程部说配件要等厂家，这段时间侧门开着，旋转门挂“暂停使用”的牌子。
这一单跟到配件到货为止。
""",
        updated="2026-03-11",
    ),
    "feedback/diannao.md": topic(
        "前台电脑使用",
        "前台电脑不要做私人用途",
        "feedback",
        """
前台的电脑不许登录个人微信、QQ，也不许插自己的 U 盘。上次有人插 U 盘中了病毒，PMS 停了半天。
""",
        updated="2025-08-20",
    ),
    "feedback/diannao-2.md": topic(
        "前台电脑只做工作用",
        "前台电脑的使用限制",
        "feedback",
        """
再记一遍：前台那几台电脑只用来跑 PMS 和公安的旅馆业系统，私人微信、自己的 U 盘一律别碰。
""",
        updated="2025-08-20",
    ),
    "plans/open-questions.md": topic(
        "待定事项",
        "前厅还没定下来的几件事",
        "project",
        """
还没定的：
- 住客停车要不要开始收费？收的话收多少？
- 要不要在大堂放自助入住机？
- 能不能接待带宠物的客人（已经有好几个客人问过了）？
- 大堂吧能不能营业到晚上 12 点？
""",
        updated="2025-11-15",
    ),
    "parking/free-parking.md": topic(
        "住客停车",
        "住客在地下车库停车不收费",
        "reference",
        """
住客在地下车库（B2）停车免费，办入住时把车牌号登记进停车系统就行，退房当天 14 点前出场不收费。
""",
        updated="2025-04-01",
        extra={"status": "superseded", "superseded_by": "parking/parking-fee.md"},
    ),
    "parking/parking-fee.md": topic(
        "住客停车收费",
        "从1月起住客停车的收费标准",
        "reference",
        """
住客停车从 2026 年 1 月 1 日起收费（待定事项里那个问题，总经理在年终会上定了）：
- 住客每晚 30 元，挂房账，退房时一起结
- 非住客按车库标准，每小时 10 元
- 行政楼层（臻选大床房）的客人免费
""",
        updated="2026-01-05",
    ),
    "guests/sun-xiansheng.md": topic(
        "常住客孙先生",
        "孙建国先生的入住偏好",
        "user",
        """
孙建国先生，每个月来杭州出差一周左右，金卡会员。
- 要高楼层、离电梯远的房间
- 不要叫醒服务，早上也不要打电话推销
- 枕头要荞麦枕，提前放好
- 发票抬头：杭州远帆科技有限公司
""",
        updated="2025-09-02",
    ),
    "guests/lin-nvshi.md": topic(
        "常住客林女士",
        "林晓雯女士的入住偏好",
        "user",
        """
林晓雯女士，腿脚不太方便，一般住三四晚。
- 要低楼层，离电梯越近越好
- 每天早上 7 点叫醒
- 要两个软枕头，不要荞麦枕
- 喜欢在房间里吃早餐，早上打电话跟她确认送餐时间
""",
        updated="2025-10-20",
    ),
    "客史/孙建国.md": topic(
        "孙建国先生偏好",
        "常住客孙先生的习惯",
        "user",
        """
孙建国（金卡），每个月出差来住一周。
- 发票抬头：杭州远帆科技有限公司
- 枕头：荞麦枕，进房前放好
- 不需要叫醒，早上也别打电话给他推销东西
- 房间要高楼层，远离电梯
""",
        updated="2025-12-11",
    ),
}

FILES = with_index(
    N,
    title="栖云酒店前台记忆",
    sections={
        "front/": "前台日常",
        "handover/": "前台日常",
        "billing/": "前台日常",
        "breakfast/": "前台日常",
        "rooms/": "房型",
        "guests/": "客史",
        "客史/": "客史",
        "feedback/": "规矩和反馈",
        "people/": "人员",
        "log/": "记录",
        "notes/": "记录",
        "meetings/": "记录",
    },
)


def pair(kind, a, b, form, why):
    return PairLabel(kind, (a, b), form, why)


def ask(text, *expect, conversational=False):
    return Question(text, "zh", expect=tuple(expect), conversational=conversational)


def chat(text):
    return Question(text, "zh", silent=True)


MEMDIR = LabelledMemdir(
    name="jiudian_qiantai",
    half="tuning",
    language="zh",
    domain="hotel front desk",
    style="natural Chinese full sentences, some lists and tables, one paragraph per line",
    files=FILES,
    pairs=[
        # contradictions
        pair(
            "contradiction",
            "front/checkin-checkout.md",
            "notes/2026-03-kefang-renshou.md",
            "time-moved",
            "散客入住 14:00 以后 vs 从3月15日起下午三点以后",
        ),
        pair(
            "contradiction",
            "billing/deposit.md",
            "feedback/yajin.md",
            "threshold-changed",
            "押金 500 元 vs 一律 1000 元",
        ),
        pair(
            "contradiction",
            "people/escalation.md",
            "people/2026-02-renyuan.md",
            "owner-changed",
            "投诉升级找刘芳 8021 vs 赵一鸣 8033",
        ),
        pair(
            "contradiction",
            "rooms/room-types.md",
            "rooms/2026-rename.md",
            "renamed",
            "行政大床房 vs 臻选大床房（代码 EK）",
        ),
        pair(
            "contradiction",
            "breakfast/info.md",
            "feedback/zaocan-quan.md",
            "policy-reversed",
            "入住时打印纸质早餐券 vs 不再发券，报房号",
        ),
        pair(
            "contradiction",
            "suppliers/linen.md",
            "housekeeping/buchao-2026.md",
            "tool-switched",
            "布草交给洁安洗涤 vs 换成蓝鲸洗涤",
        ),
        pair(
            "contradiction",
            "front/luggage.md",
            "notes/b1-xingli.md",
            "location-changed",
            "前台后面小储物间 vs 负一楼行李房",
        ),
        pair(
            "contradiction",
            "handover/shifts.md",
            "handover/night-2026.md",
            "count-changed",
            "夜班 2 人 vs 只排一个前台",
        ),
        pair(
            "contradiction",
            "feedback/waimai.md",
            "feedback/songcan-shangmen.md",
            "reworded-conflict",
            "外卖放前台让客人下来拿、不上楼 vs 行李员送到房门口",
        ),
        # decoys
        pair(
            "decoy",
            "front/checkin-checkout.md",
            "meetings/2026-02-lihui.md",
            "quoted-opinion-rejected",
            "下午一点退房的提议被否，退房仍是 12:00",
        ),
        pair(
            "decoy",
            "notes/2026-03-kefang-renshou.md",
            "meetings/2026-02-lihui.md",
            "related-consistent",
            "都因客房部做房慢：入住推到三点，退房仍 12:00，并不冲突",
        ),
        pair(
            "decoy",
            "housekeeping/buchao-2026.md",
            "handover/night-2026.md",
            "shared-technology",
            "都在企业微信群里报数：脏布草件数 vs 夜班在店人数",
        ),
        pair(
            "decoy",
            "feedback/fanghao-baomi.md",
            "log/tousu-318.md",
            "rule-vs-incident",
            "房号保密的规定和小吴泄露房号的那次投诉",
        ),
        pair(
            "decoy",
            "log/tousu-318.md",
            "log/baoxiu-318.md",
            "same-ticket-ids",
            "#318 是投诉记录也是工程报修单，内容无关",
        ),
        pair(
            "decoy",
            "feedback/fanghao-baomi.md",
            "feedback/diannao.md",
            "two-donts-different-things",
            "不许透露房号 vs 不许在前台电脑上登私人微信、插U盘",
        ),
        pair(
            "decoy",
            "feedback/fanghao-baomi.md",
            "feedback/diannao-2.md",
            "two-donts-different-things",
            "不许透露房号 vs 前台电脑只做工作用",
        ),
        pair(
            "decoy",
            "plans/open-questions.md",
            "parking/parking-fee.md",
            "open-questions-vs-settled",
            "停车要不要收费的问题，后来定为每晚 30 元",
        ),
        pair(
            "decoy",
            "plans/open-questions.md",
            "parking/free-parking.md",
            "related-consistent",
            "停车还免费时提出的“要不要收费”，并不冲突",
        ),
        pair(
            "decoy",
            "parking/free-parking.md",
            "parking/parking-fee.md",
            "superseded-and-successor",
            "免费停车的旧笔记已标 superseded，由收费笔记接替",
        ),
        pair(
            "decoy",
            "guests/sun-xiansheng.md",
            "guests/lin-nvshi.md",
            "two-peoples-preferences",
            "孙先生要高楼层、不叫醒 vs 林女士要低楼层、7点叫醒",
        ),
        pair(
            "decoy",
            "guests/lin-nvshi.md",
            "客史/孙建国.md",
            "two-peoples-preferences",
            "林女士低楼层、软枕 vs 孙先生高楼层、荞麦枕",
        ),
        # duplicates
        pair(
            "duplicate",
            "guests/sun-xiansheng.md",
            "客史/孙建国.md",
            "reordered",
            "孙先生的四条偏好，顺序不同",
        ),
        pair(
            "near-duplicate",
            "feedback/diannao.md",
            "feedback/diannao-2.md",
            "same-rule-restated",
            "同一天记了两遍：前台电脑不登私人微信、不插U盘",
        ),
    ],
    questions=[
        ask(
            "客人一般下午几点可以办入住？",
            "front/checkin-checkout.md",
            "notes/2026-03-kefang-renshou.md",
        ),
        ask("现在每间房的押金要收多少钱？", "billing/deposit.md", "feedback/yajin.md"),
        ask(
            "前台处理不了的投诉应该转给谁呢？", "people/escalation.md", "people/2026-02-renyuan.md"
        ),
        ask("行政大床房在系统里现在叫什么名字了？", "rooms/room-types.md", "rooms/2026-rename.md"),
        ask("客人办入住的时候还需要给早餐券吗？", "breakfast/info.md", "feedback/zaocan-quan.md"),
        ask(
            "我们的布草是交给哪家洗涤公司洗的？",
            "suppliers/linen.md",
            "housekeeping/buchao-2026.md",
        ),
        ask("客人寄存的行李现在放在哪里？", "front/luggage.md", "notes/b1-xingli.md"),
        ask("夜班一般排几个前台上班？", "handover/shifts.md", "handover/night-2026.md"),
        ask(
            "客人点的外卖到了，我们要帮他送上楼吗？",
            "feedback/waimai.md",
            "feedback/songcan-shangmen.md",
        ),
        ask(
            "有人打电话来问某个客人住几号房，可以告诉他吗？",
            "feedback/fanghao-baomi.md",
            "log/tousu-318.md",
        ),
        ask("住客在地下车库停车收不收费啊？", "parking/free-parking.md", "parking/parking-fee.md"),
        ask("孙建国先生住店有什么特别的要求吗？", "guests/sun-xiansheng.md", "客史/孙建国.md"),
        ask(
            "客人想晚一点退房，能不能直接改到下午一点？",
            "front/checkin-checkout.md",
            "meetings/2026-02-lihui.md",
        ),
        ask("1206 房那个投诉后来是怎么处理的", "log/tousu-318.md"),
        ask("好的谢谢！那早餐是在几楼吃呀？", "breakfast/info.md", conversational=True),
        ask(
            "明白了～对了，夜里有急事要在哪个群里找人？",
            "handover/night-2026.md",
            conversational=True,
        ),
        chat("早上好呀！"),
        chat("辛苦啦，今天真是帮了大忙"),
        chat("谢谢谢谢～"),
        chat("好的，那我们说下一个吧"),
        chat("我先下班了，明天见！"),
        chat("嗯嗯，让我想一下"),
        chat("哈哈，你太厉害了"),
        Question("晚上好，今天夜班好安静啊", "zh", silent=True, why="small talk"),
        Question(
            "谢谢，这下早班总算能喘口气了，帮我省了一上午",
            "zh",
            silent=True,
            why="small talk",
        ),
        Question("你今天怎么样？", "zh", silent=True, why="small talk"),
        Question("你还在吗？", "zh", silent=True, why="small talk"),
        Question("好嘞，收到", "zh", silent=True, why="small talk"),
        Question("我去楼下买杯咖啡，马上回来", "zh", silent=True, why="small talk"),
        Question("杭州今天又下雨了，烦死了", "zh", silent=True, why="small talk"),
        Question("今天累死了，客人一个接一个，连口水都没喝上", "zh", silent=True, why="small talk"),
        Question("春节后见啦，提前祝你新年快乐！", "zh", silent=True, why="small talk"),
        Question("行，就这么办吧", "zh", silent=True, why="small talk"),
        Question(
            "押金能刷信用卡预授权吗？",
            "zh",
            expect=("billing/deposit.md", "feedback/yajin.md"),
        ),
        Question(
            "告诉我臻选大床房在几楼",
            "zh",
            expect=("rooms/room-types.md", "rooms/2026-rename.md"),
        ),
        Question(
            "孙先生的发漂抬头是什么",
            "zh",
            expect=("guests/sun-xiansheng.md", "客史/孙建国.md"),
        ),
        Question("林女士早上要几点叫她起床？", "zh", expect=("guests/lin-nvshi.md",)),
        Question("交班的时候要清点哪些东西", "zh", expect=("handover/shifts.md",)),
        Question("大堂的旋转门修好了没有？", "zh", expect=("log/baoxiu-318.md",)),
        Question(
            "好的明白了。那减免房费超过 300 块的，要谁来签字？",
            "zh",
            expect=("people/escalation.md", "people/2026-02-renyuan.md"),
            conversational=True,
        ),
        Question(
            "哈哈行吧。话说早到的客人房间还没打扫好，让他们去哪儿等？",
            "zh",
            expect=("notes/2026-03-kefang-renshou.md",),
            conversational=True,
        ),
    ],
    complete_labels=True,
)
