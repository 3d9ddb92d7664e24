"""一家精品咖啡馆的店长记忆：中文，简短，夹杂列表。"""

from tests.eval.dataset import LabelledMemdir, Question, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "营业/时间.md": topic(
        "营业时间",
        "几点开门",
        "project",
        """每天早上 8:00 开门，晚上 9 点打烊。
""",
        updated="2025-03-01",
    ),
    "营业/冬季.md": topic(
        "冬季营业",
        "冬天晚开门",
        "project",
        """天冷人少，十一月起改为 9:30 开门，打烊时间不变。
""",
        updated="2025-11-01",
    ),
    "采购/豆子.md": topic(
        "咖啡豆",
        "豆子从哪里来",
        "reference",
        """咖啡豆一直从云南的山野烘焙坊进货，每周一到货。
""",
        updated="2025-02-01",
    ),
    "采购/换供应商.md": topic(
        "新的烘焙商",
        "换豆子以后",
        "reference",
        """山野烘焙坊涨价太多，豆子已经换成上海的拾光烘焙，周一到货不变。
""",
        updated="2025-09-01",
    ),
    "人员/早班.md": topic(
        "早班负责人",
        "谁开店",
        "reference",
        """早班由小周负责开店、校准磨豆机。
""",
        updated="2025-02-01",
    ),
    "人员/早班调整.md": topic(
        "早班调整",
        "小周去读书了",
        "reference",
        """小周辞职去读书了，现在开店和校准磨豆机都交给阿杰。
""",
        updated="2025-09-15",
    ),
    "规定/外带杯.md": topic(
        "外带杯",
        "杯子规定",
        "feedback",
        """外带一律用纸杯，不收自带杯。
""",
        updated="2025-02-01",
    ),
    "规定/自带杯.md": topic(
        "自带杯优惠",
        "环保活动",
        "feedback",
        """客人自带杯子的，欢迎！直接用他的杯子做，并且减 2 元。
""",
        updated="2025-10-01",
    ),
    "库存/牛奶.md": topic(
        "牛奶库存",
        "牛奶放哪",
        "reference",
        """备用牛奶放在吧台下面的小冰箱。
""",
        updated="2025-02-01",
    ),
    "库存/冷库.md": topic(
        "后厨冷柜",
        "新冷柜到了",
        "reference",
        """后厨的大冷柜到了，备用牛奶现在都放进去，吧台小冰箱只放当天的。
""",
        updated="2025-08-01",
    ),
    "规定/积分.md": topic(
        "会员积分",
        "积分规则",
        "feedback",
        """满 10 杯送 1 杯。
""",
        updated="2025-02-01",
    ),
    "规定/积分调整.md": topic(
        "积分调整",
        "成本上涨后",
        "feedback",
        """成本涨了，会员积分改成满 12 杯送 1 杯。
""",
        updated="2025-10-10",
    ),
    "规定/清洁.md": topic(
        "打烊清洁",
        "每天打烊后",
        "feedback",
        """每天打烊后一定要反冲洗咖啡机。
""",
        updated="2025-02-01",
    ),
    "规定/禁宠.md": topic(
        "宠物",
        "店内宠物",
        "feedback",
        """不要让宠物上椅子。
""",
        updated="2025-02-01",
    ),
    "规定/禁烟.md": topic(
        "吸烟",
        "门口吸烟",
        "feedback",
        """不要在门口抽烟。
""",
        updated="2025-02-01",
    ),
}

FILES = with_index(N, title="咖啡馆记忆")


MEMDIR = LabelledMemdir(
    name="kafeiguan",
    half="tuning",
    language="zh",
    domain="speciality coffee shop",
    style="Chinese, short notes",
    files=FILES,
    pairs=[
        P("contradiction", "营业/时间.md", "营业/冬季.md", "time-moved", "8:00 vs 9:30."),
        P(
            "contradiction",
            "采购/豆子.md",
            "采购/换供应商.md",
            "tool-switched",
            "Shanye roastery vs Shiguang.",
        ),
        P(
            "contradiction",
            "人员/早班.md",
            "人员/早班调整.md",
            "owner-changed",
            "Xiao Zhou vs A Jie.",
        ),
        P(
            "contradiction",
            "规定/外带杯.md",
            "规定/自带杯.md",
            "reworded-conflict",
            "Own cups refused vs welcome with a discount.",
        ),
        P(
            "contradiction",
            "库存/牛奶.md",
            "库存/冷库.md",
            "location-changed",
            "Bar fridge vs back freezer room.",
        ),
        P(
            "contradiction",
            "规定/积分.md",
            "规定/积分调整.md",
            "threshold-changed",
            "10 cups vs 12 cups.",
        ),
        P(
            "decoy",
            "规定/禁宠.md",
            "规定/禁烟.md",
            "two-donts-different-things",
            "Pets and smoking.",
        ),
    ],
    questions=[
        Question("早上好！今天早班人好多啊", "zh", silent=True, why="small talk"),
        Question("谢谢，这下周一上午轻松多了", "zh", silent=True, why="small talk"),
        Question("天冷了，大家多穿点哈", "zh", silent=True, why="small talk"),
        Question("我先去喝杯咖啡，等下回来", "zh", silent=True, why="small talk"),
        Question("收到，没问题", "zh", silent=True, why="small talk"),
        Question("今天真是忙疯了，一口饭都没吃上", "zh", silent=True, why="small talk"),
        Question("你最近还好吗？", "zh", silent=True, why="small talk"),
        Question("哈哈哈笑死我了", "zh", silent=True, why="small talk"),
        Question("国庆节后见～", "zh", silent=True, why="small talk"),
        Question("好的好的，下一个", "zh", silent=True, why="small talk"),
        Question("现在早上几点开门？", "zh", expect=("营业/时间.md", "营业/冬季.md")),
        Question("告诉我豆子现在找哪家买的", "zh", expect=("采购/豆子.md", "采购/换供应商.md")),
        Question("现在谁负责开店和校准魔豆机？", "zh", expect=("人员/早班.md", "人员/早班调整.md")),
        Question("客人拿自己的杯子来可以吗", "zh", expect=("规定/外带杯.md", "规定/自带杯.md")),
        Question("备用的牛奶都搁哪儿了？", "zh", expect=("库存/牛奶.md", "库存/冷库.md")),
        Question("晚上关门以后咖啡机要怎么弄", "zh", expect=("规定/清洁.md",)),
        Question(
            "好嘞谢谢！对了，会员现在是满几杯送一杯？",
            "zh",
            expect=("规定/积分.md", "规定/积分调整.md"),
            conversational=True,
        ),
        Question(
            "明白～那客人带的狗狗可以上椅子坐吗？",
            "zh",
            expect=("规定/禁宠.md",),
            conversational=True,
        ),
    ],
)
