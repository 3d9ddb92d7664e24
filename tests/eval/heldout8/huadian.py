# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A flower shop's agent memory: Chinese, short notes and bullet lists, full-sentence questions."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

_HUANSHUI = """花桶每天换水。换水时根部斜剪 1–2 厘米，水里加一小勺保鲜剂。
"""

N = {
    "jinhuo/huashi.md": topic(
        "花市进货",
        "每周什么时候去批发市场进货",
        "reference",
        """进货：
- 每周二、周五凌晨 4 点去花卉批发市场
- 玫瑰、康乃馨找老陈，配叶找阿芳
- 开店里的面包车去
""",
        updated="2025-08-12",
    ),
    "jinhuo/2026-tiaozheng.md": topic(
        "进货日调整",
        "今年起去花市的日子",
        "project",
        """3 月起改成周一、周四凌晨去花市，老陈那边周二不出货了。
""",
        updated="2026-02-24",
    ),
    "peisong/yunfei.md": topic(
        "配送费",
        "送花收多少运费",
        "reference",
        """配送费：
- 三环内 15 元
- 三环外 25 元
- 订单满 199 元免配送费
""",
        updated="2025-06-03",
    ),
    "dianwu/huiyi-0105.md": topic(
        "1月5日店务会",
        "年初店务会定下来的几件事",
        "project",
        """1 月 5 日店务会：
- 免配送费改成满 299 元（199 太低，运费一直在亏）
- 冷库每天的温度登记交给阿梅
- 情人节当天要 5 个配送员，老板也开车
- 年宵花：蝴蝶兰下周进 40 盆
""",
        updated="2026-01-05",
    ),
    "lengku/wendu.md": topic(
        "冷库",
        "冷库的温度和日常检查",
        "feedback",
        """冷库：
- 温度保持 2–5℃
- 门随手关严
- 里面有个小米温湿度计，超过 8℃ 手机会报警
- 每天早晚各看一次温度，小周负责登记
""",
        updated="2025-07-21",
    ),
    "lengku/0302-shigu.md": topic(
        "3月2日冷库",
        "冷库门没关好那次",
        "project",
        """3 月 2 日晚上冷库门没关严，第二天早上一看 12℃，两桶洋桔梗全蔫了，大概损失 600 元。
""",
        updated="2026-03-03",
    ),
    "mendian/lvzhiqu.md": topic(
        "绿植区",
        "门店绿植和展示柜",
        "feedback",
        """绿植区：
- 也放了一个温湿度计，湿度低于 40% 就喷水
- 别把展示柜放在空调出风口下面，花会被吹干
""",
        updated="2025-09-08",
    ),
    "lengku/shuiguo.md": topic(
        "冷库不放水果",
        "冷库里能放什么",
        "feedback",
        """冷库里不要放水果。苹果、香蕉会放乙烯，花谢得快。员工的水果放休息室冰箱。
""",
        updated="2025-07-21",
    ),
    "huiyuan/qun.md": topic(
        "老顾客群",
        "老顾客的微信群",
        "reference",
        """老顾客微信群叫「老顾客福利群」，每周五晚上在群里发特价花束。
""",
        updated="2025-05-16",
    ),
    "huiyuan/huayouhui.md": topic(
        "拉新顾客进群",
        "新顾客买完花之后做什么",
        "feedback",
        """新顾客买完花，邀请进「花友会」微信群。周五的特价花束都在群里发。
""",
        updated="2026-01-28",
    ),
    "peisong/paizhao.md": topic(
        "出门前拍照",
        "配送前让顾客确认",
        "feedback",
        """每单配送出门前，拍一张成品照片发给顾客确认，顾客回复了再出发。
""",
        updated="2025-04-10",
    ),
    "peisong/bu-paizhao.md": topic(
        "照片确认",
        "送花前还要不要等顾客",
        "feedback",
        """送花前不用再等顾客确认照片了，太耽误时间。只有顾客自己要求看照片的才拍。
""",
        updated="2026-02-09",
    ),
    "peisong/pingtai.md": topic(
        "同城配送",
        "自己送不过来的单怎么办",
        "reference",
        """同城配送：店里自己送不过来的单，叫闪送。
""",
        updated="2025-05-02",
    ),
    "peisong/shunfeng.md": topic(
        "外送单",
        "外送单下到哪里",
        "reference",
        """从 2 月起，外送单统一下顺丰同城，账号在收银电脑上已经登录好了。
""",
        updated="2026-01-30",
    ),
    "kucun/baozhuang.md": topic(
        "包装材料",
        "包装纸、丝带、花泥放哪",
        "reference",
        """包装纸、丝带、花泥：二楼阁楼，左边的架子。
""",
        updated="2025-03-18",
    ),
    "kucun/houmen.md": topic(
        "后门储物间",
        "后门那间储物间里有什么",
        "reference",
        """后门储物间：包装纸、丝带、花泥都在这里，进门右手边。阁楼太热，花泥容易干。
""",
        updated="2025-12-02",
    ),
    "jieri/qingrenjie-1.md": topic(
        "情人节第一批",
        "情人节备货第一批",
        "project",
        """情人节备货 第一批：
- 2 月 1 日到货
- 红玫瑰 3000 枝（卡罗拉）
- 预付 50%
- 当天配送员 3 人，老板开车送远单
""",
        updated="2025-12-20",
    ),
    "jieri/qingrenjie-2.md": topic(
        "情人节第二批",
        "情人节备货第二批",
        "project",
        """情人节备货 第二批：
- 2 月 10 日到货
- 红玫瑰 5000 枝 + 粉玫瑰 800 枝
- 货到付款
""",
        updated="2025-12-20",
    ),
    "shouhou/butuibuhuan.md": topic(
        "退换",
        "鲜花能不能退",
        "feedback",
        """鲜花属于特殊商品，售出后一律不退不换。
""",
        updated="2025-02-14",
    ),
    "shouhou/changjian-wenti.md": topic(
        "常见问题",
        "回复顾客时用的常见问题",
        "reference",
        """常见问题（回复顾客用）：
- 能指定送达时间吗？可以，两小时内的时间段。
- 花收到后不新鲜怎么办？24 小时内拍照发给我们，免费重新做一束送过去。
- 可以写贺卡吗？免费，最多 50 字。
""",
        updated="2026-03-11",
    ),
    "jieri/muqinjie-wenti.md": topic(
        "母亲节待定",
        "母亲节还没定下来的事",
        "project",
        """母亲节还没定的：
- 康乃馨订多少？
- 要不要做预售？几号开始？
- 配送要不要加人？
""",
        updated="2026-03-25",
    ),
    "jieri/muqinjie.md": topic(
        "母亲节预售",
        "母亲节预售定了",
        "project",
        """母亲节：做预售，4 月 20 日开始，小程序下单，5 月 10 日统一配送。康乃馨先订 2000 枝。
""",
        updated="2026-04-02",
    ),
    "huiyuan/zhekou.md": topic(
        "会员折扣",
        "会员卡打几折",
        "reference",
        """会员折扣：
- 银卡 95 折
- 金卡 9 折（累计消费满 2000 元）
- 情人节、七夕、母亲节活动期间，会员折扣不叠加
""",
        updated="2025-06-20",
    ),
    "huiyuan/xiaolin-tiyi.md": topic(
        "小林的提议",
        "节日给会员打折的提议",
        "project",
        """小林提议节日期间也给金卡会员打九折，说能留住老顾客。老板没同意：节日本来就最忙、利润最高。
""",
        updated="2026-01-12",
    ),
    "kehu/wang.md": topic(
        "王女士",
        "王女士的喜好",
        "user",
        """王女士（每周三订一束放办公室）：喜欢白色、浅绿色系。不要百合，她嫌味道太冲。
""",
        updated="2025-10-15",
    ),
    "kehu/li.md": topic(
        "李先生",
        "李先生每月送太太的花",
        "user",
        """李先生：每月 18 号给太太送花，一定要有香水百合，包装用牛皮纸。
""",
        updated="2025-11-18",
    ),
    "yanghu/huanshui.md": topic(
        "换水",
        "花桶怎么换水",
        "feedback",
        _HUANSHUI,
        updated="2025-04-01",
    ),
    "feedback/huanshui.md": topic(
        "换水",
        "花桶怎么换水",
        "feedback",
        _HUANSHUI + "\n",
        updated="2025-04-01",
    ),
    "yanghu/baihe.md": topic(
        "百合花粉",
        "百合开花后的处理",
        "feedback",
        """百合一开花，马上用纸巾把花粉摘掉。花粉沾到衣服和花瓣上很难洗掉。
""",
        updated="2025-05-06",
    ),
    "feedback/baihe-huafen.md": topic(
        "去雄蕊",
        "百合的雄蕊要早点去掉",
        "feedback",
        """百合的雄蕊要趁早去掉——花一开就摘，不然黄色粉末会弄脏花瓣，也会蹭到顾客衣服上。
""",
        updated="2025-11-27",
    ),
}

FILES = with_index(
    N,
    title="花店记忆",
    sections={
        "jinhuo/": "进货和库存",
        "kucun/": "进货和库存",
        "lengku/": "进货和库存",
        "peisong/": "配送",
        "jieri/": "节日订单",
        "huiyuan/": "顾客和会员",
        "kehu/": "顾客和会员",
        "shouhou/": "顾客和会员",
        "dianwu/": "店务",
        "mendian/": "店务",
        "yanghu/": "养护",
        "feedback/": "养护",
    },
)

ask, chat = questions_in("zh")

MEMDIR = LabelledMemdir(
    name="huadian",
    half="heldout8",
    language="zh",
    domain="flower shop",
    style="Chinese, short notes and bullet lists",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "jinhuo/huashi.md",
            "jinhuo/2026-tiaozheng.md",
            "time-moved",
            "周二、周五去花市 vs 周一、周四。",
        ),
        P(
            "contradiction",
            "peisong/yunfei.md",
            "dianwu/huiyi-0105.md",
            "threshold-changed",
            "满 199 免配送费 vs 满 299。",
        ),
        P(
            "contradiction",
            "lengku/wendu.md",
            "dianwu/huiyi-0105.md",
            "owner-changed",
            "冷库温度登记 小周 vs 阿梅。",
        ),
        P(
            "contradiction",
            "huiyuan/qun.md",
            "huiyuan/huayouhui.md",
            "renamed",
            "周五特价的微信群「老顾客福利群」 vs 「花友会」。",
        ),
        P(
            "contradiction",
            "peisong/paizhao.md",
            "peisong/bu-paizhao.md",
            "policy-reversed",
            "出门前拍照等顾客确认 vs 不用再等确认。",
        ),
        P(
            "contradiction",
            "peisong/pingtai.md",
            "peisong/shunfeng.md",
            "tool-switched",
            "外送叫闪送 vs 统一下顺丰同城。",
        ),
        P(
            "contradiction",
            "kucun/baozhuang.md",
            "kucun/houmen.md",
            "location-changed",
            "包装材料在二楼阁楼 vs 后门储物间。",
        ),
        P(
            "contradiction",
            "jieri/qingrenjie-1.md",
            "dianwu/huiyi-0105.md",
            "count-changed",
            "情人节当天配送员 3 人 vs 5 人。",
        ),
        P(
            "contradiction",
            "shouhou/butuibuhuan.md",
            "shouhou/changjian-wenti.md",
            "reworded-conflict",
            "一律不退不换 vs 24 小时内不新鲜免费重做。",
        ),
        P(
            "decoy",
            "lengku/wendu.md",
            "mendian/lvzhiqu.md",
            "shared-technology",
            "温湿度计：冷库超 8℃ 报警 vs 绿植区湿度低于 40% 喷水。",
        ),
        P(
            "decoy",
            "lengku/wendu.md",
            "lengku/0302-shigu.md",
            "rule-vs-incident",
            "门随手关严；3 月 2 日门没关严，升到 12℃。",
        ),
        P(
            "decoy",
            "jieri/muqinjie-wenti.md",
            "jieri/muqinjie.md",
            "open-questions-vs-settled",
            "预售和康乃馨数量待定；后来定了 4 月 20 日预售、2000 枝。",
        ),
        P(
            "decoy",
            "jieri/qingrenjie-1.md",
            "jieri/qingrenjie-2.md",
            "phase1-vs-phase2",
            "第一批 2 月 1 日 3000 枝预付 50%；第二批 2 月 10 日 5000 枝货到付款。",
        ),
        P(
            "decoy",
            "huiyuan/zhekou.md",
            "huiyuan/xiaolin-tiyi.md",
            "quoted-opinion-rejected",
            "小林提议节日给金卡打九折，老板没同意；规则仍是节日不叠加。",
        ),
        P(
            "decoy",
            "kehu/wang.md",
            "kehu/li.md",
            "two-peoples-preferences",
            "王女士不要百合；李先生一定要香水百合。",
        ),
        P(
            "decoy",
            "lengku/shuiguo.md",
            "mendian/lvzhiqu.md",
            "two-donts-different-things",
            "冷库不放水果 vs 展示柜别放空调出风口下。",
        ),
        P(
            "decoy",
            "lengku/shuiguo.md",
            "lengku/wendu.md",
            "related-consistent",
            "都是冷库规矩，互不冲突。",
        ),
        P(
            "duplicate",
            "yanghu/huanshui.md",
            "feedback/huanshui.md",
            "identical",
            "同一条换水笔记存了两份（只差一个空行）。",
        ),
        P(
            "duplicate",
            "yanghu/baihe.md",
            "feedback/baihe-huafen.md",
            "paraphrased",
            "百合花一开就去掉花粉，换了说法。",
        ),
    ],
    questions=[
        ask("我们现在每周是哪几天去花市进货？", "jinhuo/huashi.md", "jinhuo/2026-tiaozheng.md"),
        ask("现在订单满多少钱可以免运费？", "peisong/yunfei.md", "dianwu/huiyi-0105.md"),
        ask("冷库每天的温度登记是谁在负责？", "lengku/wendu.md", "dianwu/huiyi-0105.md"),
        ask("发特价花束的那个微信群现在叫什么名字？", "huiyuan/qun.md", "huiyuan/huayouhui.md"),
        ask(
            "送花出门之前还需要拍照发给顾客确认吗？", "peisong/paizhao.md", "peisong/bu-paizhao.md"
        ),
        ask(
            "店里送不过来的单子，我们现在用哪个平台叫人送？",
            "peisong/pingtai.md",
            "peisong/shunfeng.md",
        ),
        ask("包装纸和丝带放在哪里了，我怎么找不到？", "kucun/baozhuang.md", "kucun/houmen.md"),
        ask("情人节那天一共安排几个人去送花？", "jieri/qingrenjie-1.md", "dianwu/huiyi-0105.md"),
        ask(
            "顾客说花收到不新鲜想退，我们应该怎么处理？",
            "shouhou/butuibuhuan.md",
            "shouhou/changjian-wenti.md",
        ),
        ask("冷库的温度要保持再多少度比较合适？", "lengku/wendu.md"),
        ask("母亲节预售是从哪一天开始的？", "jieri/muqinjie.md"),
        ask("金卡会员在情人节的时候还能打折吗？", "huiyuan/zhekou.md", "huiyuan/xiaolin-tiyi.md"),
        ask("王女士一般喜欢什么样的花？", "kehu/wang.md"),
        ask("好的谢谢！那情人节第二批玫瑰是哪天到？", "jieri/qingrenjie-2.md", conversational=True),
        ask(
            "明白了，那百合的花粉是要摘掉的吧？",
            "yanghu/baihe.md",
            "feedback/baihe-huafen.md",
            conversational=True,
        ),
        chat("早上好，今天花市人好多啊"),
        chat("谢谢你，帮我省了好多时间"),
        chat("好的，下一个"),
        chat("我先去倒杯咖啡，马上回来"),
        chat("辛苦啦，明天见！"),
        chat("今天外面下大雨，送花的小哥都淋湿了"),
        chat("你真棒，太靠谱了"),
    ],
    complete_labels=True,
)
