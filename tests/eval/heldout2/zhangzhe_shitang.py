# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A community canteen for the elderly (社区长者食堂): agent memory in Chinese, terse and lists."""

from tests.eval.dataset import LabelledMemdir, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "供餐/午餐时间.md": topic(
        "午餐时间",
        "食堂几点开饭",
        "project",
        """午餐 **11:00** 开始供应，12:30 收档。
""",
        updated="2025-04-01",
    ),
    "供餐/错峰.md": topic(
        "错峰开饭",
        "为了避开接孙子的时间",
        "project",
        """老人们反映 11 点要去幼儿园接孩子，开饭改到 11 点半，收档顺延到 13:00。
""",
        updated="2025-09-15",
    ),
    "补贴/年龄.md": topic(
        "助餐补贴",
        "谁能享受补贴",
        "reference",
        """60 周岁以上的本社区老人凭身份证享受每餐 5 元补贴。
""",
        updated="2025-03-01",
    ),
    "补贴/新规.md": topic(
        "补贴新规",
        "街道的新文件",
        "reference",
        """街道新文件：助餐补贴的年龄门槛提高到 65 岁，金额不变。
""",
        updated="2026-01-08",
    ),
    "人员/采购.md": topic(
        "采购",
        "谁负责买菜",
        "reference",
        """每天早上王阿姨去菜市场采购，账单交给站长。
""",
        updated="2025-03-01",
    ),
    "人员/李师傅.md": topic(
        "李师傅",
        "新来的厨师长",
        "reference",
        """王阿姨退休了。现在买菜由李师傅负责，他和供应商直接对接。
""",
        updated="2025-10-10",
    ),
    "订餐/接龙.md": topic(
        "订餐方式",
        "老人怎么订第二天的饭",
        "reference",
        """前一天下午 4 点前在微信群接龙订餐。
""",
        updated="2025-03-01",
    ),
    "订餐/小程序.md": topic(
        "订餐小程序",
        "换成小程序以后",
        "reference",
        """接龙太乱，已经换成“邻里饭堂”小程序订餐，子女也能代订。截止时间不变。
""",
        updated="2025-11-20",
    ),
    "活动/义诊.md": topic(
        "周三义诊",
        "义诊在哪里",
        "project",
        """每周三上午社区医院来义诊，在二楼活动室。
""",
        updated="2025-05-01",
    ),
    "活动/义诊搬家.md": topic(
        "义诊地点",
        "方便腿脚不好的老人",
        "project",
        """二楼没电梯，义诊挪到一楼大厅了，就在取餐口旁边。
""",
        updated="2025-12-03",
    ),
    "供餐/份数.md": topic(
        "备餐份数",
        "每天做多少份",
        "project",
        """每天备餐 80 份，剩下的晚上分给保洁和保安。
""",
        updated="2025-04-01",
    ),
    "供餐/加量.md": topic(
        "备餐加量",
        "吃饭的人多了",
        "project",
        """隔壁小区也来吃了，每天要做 120 份才够。
""",
        updated="2025-12-20",
    ),
    "规定/外送.md": topic(
        "不外送",
        "食堂只能堂食",
        "feedback",
        """食堂只做堂食，饭菜一律不带出门，也不送。
""",
        updated="2025-03-01",
    ),
    "规定/送餐上门.md": topic(
        "志愿者送餐",
        "给行动不便的老人",
        "feedback",
        """卧床和坐轮椅的老人，由志愿者每天中午把饭送到家里。
""",
        updated="2025-10-25",
    ),
    "规定/少盐.md": topic(
        "少盐",
        "口味规定",
        "feedback",
        """每道菜都要少盐少油，高血压的老人多。
""",
        updated="2025-03-01",
    ),
    "事件/咸了.md": topic(
        "红烧肉太咸",
        "11 月 8 日的投诉",
        "project",
        """11 月 8 日红烧肉太咸，三位老人投诉。已经跟厨房说了。
""",
        updated="2025-11-08",
    ),
    "规定/禁烟.md": topic(
        "禁烟",
        "就餐区不许抽烟",
        "feedback",
        """就餐区不许抽烟，门口也不行。
""",
        updated="2025-03-01",
    ),
    "规定/宠物.md": topic(
        "宠物",
        "不许带宠物",
        "feedback",
        """不要让老人把狗带进食堂。
""",
        updated="2025-03-01",
    ),
    "计划/待定.md": topic(
        "待定事项",
        "还没定的事",
        "project",
        """- 要不要开晚餐？
- 周末开不开门？
- 要不要买一台消毒柜？
""",
        updated="2025-06-01",
    ),
    "计划/消毒柜.md": topic(
        "消毒柜",
        "已经买了",
        "project",
        """消毒柜买了，美的 200 升，放在洗碗间。
""",
        updated="2025-08-01",
    ),
    "设备/冰箱.md": topic(
        "冰箱",
        "厨房的冰箱",
        "reference",
        """厨房两台美的冰箱，一台冷藏一台冷冻，温度每天记在本子上。
""",
        updated="2025-04-01",
    ),
    "计划/旧菜单.md": topic(
        "菜单",
        "Superseded by 计划/新菜单.md: 第一版菜单",
        "project",
        """每天两荤一素一汤。
""",
        updated="2025-03-01",
        extra={"status": "superseded", "superseded_by": "计划/新菜单.md"},
    ),
    "计划/新菜单.md": topic(
        "菜单",
        "调整后的菜单",
        "project",
        """每天一荤两素一汤，周五加一道鱼。
""",
        updated="2025-07-01",
    ),
    "人员/工单.md": topic(
        "维修工单",
        "物业的工单",
        "reference",
        """物业工单 #305：洗碗间下水道堵了，已修好。
""",
        updated="2025-09-01",
    ),
    "人员/排班.md": topic(
        "志愿者排班",
        "排班表编号",
        "reference",
        """志愿者排班表 #305 号表：周一到周五每天两人，负责打饭和收碗。
""",
        updated="2025-09-02",
    ),
}

FILES = with_index(N, title="长者食堂记忆")


MEMDIR = LabelledMemdir(
    name="zhangzhe_shitang",
    half="heldout2",
    language="zh",
    domain="community canteen for the elderly",
    style="Chinese, terse, lists",
    files=FILES,
    pairs=[
        P("contradiction", "供餐/午餐时间.md", "供餐/错峰.md", "time-moved", "11:00 vs 11:30."),
        P(
            "contradiction",
            "补贴/年龄.md",
            "补贴/新规.md",
            "threshold-changed",
            "Subsidy from 60 vs from 65.",
        ),
        P("contradiction", "人员/采购.md", "人员/李师傅.md", "owner-changed", "Wang vs Li buys."),
        P(
            "contradiction",
            "订餐/接龙.md",
            "订餐/小程序.md",
            "tool-switched",
            "WeChat group vs mini-program.",
        ),
        P(
            "contradiction",
            "活动/义诊.md",
            "活动/义诊搬家.md",
            "location-changed",
            "Second floor vs ground-floor hall.",
        ),
        P("contradiction", "供餐/份数.md", "供餐/加量.md", "count-changed", "80 vs 120 meals."),
        P(
            "contradiction",
            "规定/外送.md",
            "规定/送餐上门.md",
            "reworded-conflict",
            "No meals leave or are delivered vs volunteers deliver meals home.",
        ),
        P(
            "decoy",
            "规定/少盐.md",
            "事件/咸了.md",
            "rule-vs-incident",
            "Low-salt rule and a too-salty dish.",
        ),
        P(
            "decoy",
            "计划/待定.md",
            "计划/消毒柜.md",
            "open-questions-vs-settled",
            "Sterilizer question and the purchase.",
        ),
        P(
            "decoy",
            "规定/禁烟.md",
            "规定/宠物.md",
            "two-donts-different-things",
            "Smoking and dogs.",
        ),
        P(
            "decoy",
            "计划/消毒柜.md",
            "设备/冰箱.md",
            "shared-technology",
            "Both Midea appliances; different things.",
        ),
        P(
            "decoy",
            "计划/旧菜单.md",
            "计划/新菜单.md",
            "superseded-and-successor",
            "Old menu is superseded.",
        ),
        P(
            "decoy",
            "人员/工单.md",
            "人员/排班.md",
            "same-ticket-ids",
            "#305 in two numberings.",
        ),
        P(
            "decoy",
            "供餐/错峰.md",
            "供餐/加量.md",
            "related-consistent",
            "Both about serving lunch; no conflict.",
        ),
    ],
)
