# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""一个电商客服团队的智能体记忆（橙屿家居旗舰店售后组）。

风格：简短笔记和啰嗦长笔记混在一起，有班次表和退款权限表，问题都是完整的中文句子。
"""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "paiban/banci.md": topic(
        "班次表",
        "客服每天的班次、时间和人数",
        "reference",
        """| 班次 | 时间 | 人数 | 负责人 |
|---|---|---|---|
| 早班 | 08:00–16:00 | 4 | 陈露 |
| 晚班 | 14:00–23:00 | 3 | 王浩 |
| 周末班 | 09:00–18:00 | 2 | 轮值 |

早晚班重叠的时段用来交接，未处理完的会话要在交接表里写清楚。
""",
        updated="2025-10-08",
        aliases=["排班", "班表"],
    ),
    "paiban/wanban-tiaozheng.md": topic(
        "晚班时间调整",
        "晚班为什么往后挪",
        "project",
        """跟王浩确认过了：从 3 月开始晚班改成 15:00 到 24:00。原因是晚上十点以后咨询量反而
上来了，直播间一下播，好多人跑来问尺寸和发货时间，之前 23 点一走就没人接，第二天一早
全是差评预警。王浩说他们组的人都同意，只是末班地铁赶不上，公司会报销打车费，单程
不超过 60 块。
""",
        updated="2026-03-02",
    ),
    "biji/zaoban-renshu.md": topic(
        "早班人手",
        "早班现在的人数",
        "project",
        """早班现在就 3 个人了，小何调去直播间客服，暂时不补人。
""",
        updated="2026-04-07",
    ),
    "guize/tuikuan-quanxian.md": topic(
        "退款权限",
        "客服自己能批多少钱的退款",
        "feedback",
        """| 退款金额 | 谁来批 |
|---|---|
| ≤ 200 元 | 客服直接点同意 |
| > 200 元 | 在群里 @ 组长审批 |
| 整单 > 2000 元 | 组长 + 刘经理 |
""",
        updated="2025-09-15",
    ),
    "biji/quanxian-tiaozheng.md": topic(
        "额度调整",
        "刘经理一月份调了客服的直接退款额度",
        "feedback",
        """刘经理说客服直接退款的额度提到 300 了，超过 300 还是走组长。
""",
        updated="2026-01-12",
    ),
    "duijie/wuliu-yichang.md": topic(
        "物流异常",
        "丢件、破损、不揽收找谁",
        "reference",
        """物流异常（丢件、破损、超时没揽收）找仓库的周建国（老周），电话 138 0571 2264。
""",
        updated="2025-08-20",
    ),
    "duijie/cangku-lianxiren.md": topic(
        "仓库对接人",
        "仓库那边现在找谁",
        "reference",
        """仓库那边现在的对接人是林晓雯（小林），有事直接企业微信找她，电话她不一定接得到。
""",
        updated="2026-02-18",
    ),
    "gongju/zhishiku.md": topic(
        "知识库",
        "标准话术放在哪里",
        "reference",
        """话术都在知识库的「售后常见问题」目录里，回复前先搜一下，别自己编。
""",
        updated="2025-07-03",
    ),
    "biji/xinren-peixun.md": topic(
        "新人培训",
        "新客服第一、二周怎么带",
        "project",
        """今天和陈露一起把新人培训的流程理了一遍，记一下：

第一周主要是跟班，前三天只看不回，坐在老员工旁边看她怎么处理。然后要把知识库「售后SOP」
目录里的话术背熟（就是以前那个常见问题目录，上个月改了名字），周五有个小测验。打字速度
要求每分钟 60 字以上，不够的话先练。

第二周开始可以独立接待，但每天下班前由导师抽查 10 个会话。导师固定是陈露，她说新人
最容易犯的错是答应顾客自己做不了主的事。
""",
        updated="2026-03-20",
        nested=True,
        session="5a0c7e19-2b64-4c8d-a3f0-e81d2b6c4f95",
        modified="2026-03-20T18:05:00+08:00",
    ),
    "guize/buchang-quan.md": topic(
        "补偿券",
        "退款后发券",
        "feedback",
        """退款完成后记得给顾客发一张 5 元无门槛券，安抚一下。每单都发，不用申请。
""",
        updated="2025-06-10",
    ),
    "biji/caiwu-tongzhi.md": topic(
        "财务通知",
        "财务一月底的通知",
        "feedback",
        """财务那边叫停了：退款以后别再送券了，成本太高。有特殊情况找组长。
""",
        updated="2026-01-28",
    ),
    "gongju/gongdan.md": topic(
        "售后工单",
        "工单在哪里登记",
        "reference",
        """售后工单登记在石墨文档的「售后工单2025」表里，一行一单，订单号、问题、处理人都要写。
""",
        updated="2025-05-22",
    ),
    "gongju/qiyu.md": topic(
        "七鱼",
        "网易七鱼怎么开工单",
        "reference",
        """开工单：七鱼后台 → 工单 → 新建，模板选「售后」，订单号一定要填，处理人会自动派。
""",
        updated="2026-01-05",
    ),
    "dizhi/tuihuo-dizhi.md": topic(
        "退货地址",
        "顾客退货寄到哪里",
        "reference",
        """退货寄回：浙江省杭州市余杭区仁和街道云兴路 88 号 3 号仓，收件人「售后组」，
电话 0571-8862 3340。
""",
        updated="2025-04-11",
    ),
    "biji/cangku-banqian.md": topic(
        "仓库搬迁",
        "3 月仓库搬家的事",
        "project",
        """仓库 3 月 1 号起搬到嘉兴海宁了！退货地址改成：浙江省嘉兴市海宁市长安镇创业路 17 号
B 栋，收件人和电话都不变。顾客问的时候记得发新的，快捷回复里的旧地址我已经让陈露改了。
搬过去头两周发货会慢一点。
""",
        updated="2026-02-25",
    ),
    "guize/bu-da-dianhua.md": topic(
        "不打电话",
        "和顾客只在聊天窗口沟通",
        "feedback",
        """不要给顾客打电话。顾客要求电话沟通也婉拒，一律在聊天窗口里说清楚，留痕。
""",
        updated="2025-06-01",
    ),
    "biji/anfu-jingyan.md": topic(
        "安抚经验",
        "陈露处理情绪激动顾客的办法",
        "project",
        """跟陈露聊了下她带班的经验。遇到特别激动、一上来就骂人的那种，她会直接拨过去，聊个
五分钟基本就平了，比来回打字快多了。刘经理也说这招可以用，只要事后在备注里写一句
就行。我觉得新人可以学一下。
""",
        updated="2026-03-15",
    ),
    "guize/jietu.md": topic(
        "截图和链接",
        "不能发给顾客的东西",
        "feedback",
        """内部后台的截图、内部链接，一律不准发给顾客。
""",
        updated="2025-06-01",
    ),
    "jilu/1112-wufa.md": topic(
        "11.12 误发截图",
        "双十一后小何发错截图的事",
        "project",
        """11 月 12 日小何把 ERP 后台的订单截图直接发给了顾客，图里还有别的买家的手机号。
两分钟内撤回了，已经报给刘经理，顾客那边道了歉。
""",
        updated="2025-11-12",
    ),
    "paiban/shuang11-daiding.md": topic(
        "双十一待定",
        "双十一前还没定的事",
        "project",
        """双十一还没定的：
- 要不要加一个夜班（0–8 点）？
- 临时工招几个？
- 赠品缺货了怎么回复？
""",
        updated="2025-10-15",
    ),
    "biji/zhouhui-1021.md": topic(
        "周会 10.21",
        "10 月 21 日周会记录",
        "project",
        """周会记录（10.21）：
- 双十一不加夜班，人手够
- 临时工招 6 个，11.1 到岗，分到早晚两班
- 小周提议把客服直接退款的上限提到 500，刘经理没同意，说先按现在的来
- 赠品缺货统一回复「赠品随后补寄」
""",
        updated="2025-10-21",
    ),
    "biji/chenlu-xiguan.md": topic(
        "陈露的日报习惯",
        "早班组长要的日报格式",
        "user",
        """陈露要日报用表格发群里：接待量、退款单数、差评预警，下班前发。
""",
        updated="2025-12-02",
    ),
    "biji/wanghao-xiguan.md": topic(
        "王浩的汇报习惯",
        "晚班组长喜欢怎么听汇报",
        "user",
        """王浩不看表格。他喜欢下班前私聊发一段语音，讲今天最麻烦的两三单就行。
""",
        updated="2025-12-02",
    ),
    "jilu/gongdan-3021.md": topic(
        "工单 3021",
        "保温杯凹陷的售后",
        "project",
        """工单 #3021：顾客收到的保温杯杯身凹了一块，已拍照确认，补发新杯，旧的不用寄回。
""",
        updated="2026-01-16",
    ),
    "jilu/buhuo-3021.md": topic(
        "补货单 3021",
        "仓库的一张补货单",
        "project",
        """补货单 3021：黑色保温杯 SKU-BW500 补 200 个，预计下周二入库。
""",
        updated="2026-01-19",
    ),
    "guize/vip.md": topic(
        "VIP 顾客",
        "哪些顾客可以加企业微信",
        "feedback",
        """累计消费满 2000 元算 VIP，可以邀请加企业微信（用公司号「小橙客服」，不要用个人微信）。
""",
        updated="2025-11-28",
    ),
    "duijie/fapiao.md": topic(
        "发票",
        "发票问题找谁",
        "reference",
        """发票相关（开票、换抬头、红冲）统一转财务郑悦，企业微信搜「郑悦-财务」。
""",
        updated="2025-09-03",
    ),
    "guize/fapiao-zhuan-caiwu.md": topic(
        "发票转财务",
        "发票问题找谁",
        "feedback",
        """发票相关（开票、换抬头、红冲）统一转财务郑悦，企业微信搜「郑悦-财务」。
""",
        updated="2025-12-11",
    ),
    "guize/cui-fahuo.md": topic(
        "催发货",
        "顾客催发货怎么处理",
        "feedback",
        """顾客催发货：先查物流，超过 24 小时没有任何更新，就按物流异常报给仓库，再回复顾客
预计时间。
""",
        updated="2025-08-20",
    ),
    "biji/cuidan-chuli.md": topic(
        "催单",
        "买家一直问什么时候发",
        "feedback",
        """买家催单的时候，第一步看物流轨迹；一整天都没动静的，当物流异常交给仓库处理，
然后告诉买家大概什么时候能到。
""",
        updated="2026-02-03",
    ),
}

FILES = with_index(
    N,
    title="橙屿家居 售后组 记忆",
    sections={
        "paiban/": "排班",
        "guize/": "规则",
        "duijie/": "对接人",
        "gongju/": "工具",
        "dizhi/": "地址",
        "jilu/": "记录",
        "biji/": "笔记",
    },
)

ask, chat = questions_in("zh")

MEMDIR = LabelledMemdir(
    name="dianshang_kefu",
    half="heldout6",
    language="zh",
    domain="电商客服团队",
    style="简短与啰嗦混合的中文笔记，两张表",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "paiban/banci.md",
            "paiban/wanban-tiaozheng.md",
            "time-moved",
            "晚班 14:00–23:00 vs 15:00–24:00。",
        ),
        P(
            "contradiction",
            "guize/tuikuan-quanxian.md",
            "biji/quanxian-tiaozheng.md",
            "threshold-changed",
            "客服直接退款 ≤200 元 vs ≤300 元。",
        ),
        P(
            "contradiction",
            "duijie/wuliu-yichang.md",
            "duijie/cangku-lianxiren.md",
            "owner-changed",
            "仓库对接人老周 vs 小林。",
        ),
        P(
            "contradiction",
            "gongju/zhishiku.md",
            "biji/xinren-peixun.md",
            "renamed",
            "知识库目录「售后常见问题」vs「售后SOP」。",
        ),
        P(
            "contradiction",
            "guize/buchang-quan.md",
            "biji/caiwu-tongzhi.md",
            "policy-reversed",
            "每单退款后发 5 元券 vs 别再送券。",
        ),
        P(
            "contradiction",
            "gongju/gongdan.md",
            "gongju/qiyu.md",
            "tool-switched",
            "工单登记在石墨文档表格 vs 网易七鱼工单。",
        ),
        P(
            "contradiction",
            "dizhi/tuihuo-dizhi.md",
            "biji/cangku-banqian.md",
            "location-changed",
            "退货寄杭州余杭云兴路 vs 嘉兴海宁创业路。",
        ),
        P(
            "contradiction",
            "paiban/banci.md",
            "biji/zaoban-renshu.md",
            "count-changed",
            "早班 4 人（表格）vs 3 人。",
        ),
        P(
            "contradiction",
            "guize/bu-da-dianhua.md",
            "biji/anfu-jingyan.md",
            "reworded-conflict",
            "不要给顾客打电话 vs 激动的顾客直接拨过去。",
        ),
        # decoys
        P(
            "decoy",
            "duijie/cangku-lianxiren.md",
            "guize/vip.md",
            "shared-technology",
            "企业微信联系仓库 vs 企业微信加 VIP 顾客。",
        ),
        P(
            "decoy",
            "guize/jietu.md",
            "jilu/1112-wufa.md",
            "rule-vs-incident",
            "不准发后台截图；11.12 小何误发了。",
        ),
        P(
            "decoy",
            "guize/jietu.md",
            "guize/bu-da-dianhua.md",
            "two-donts-different-things",
            "不发内部截图 vs 不打电话。",
        ),
        P(
            "decoy",
            "paiban/shuang11-daiding.md",
            "biji/zhouhui-1021.md",
            "open-questions-vs-settled",
            "夜班、临时工、赠品回复：周会定了。",
        ),
        P(
            "decoy",
            "biji/zhouhui-1021.md",
            "guize/tuikuan-quanxian.md",
            "quoted-opinion-rejected",
            "提议上限 500 被否，照现行 200。",
        ),
        P(
            "decoy",
            "biji/zhouhui-1021.md",
            "biji/quanxian-tiaozheng.md",
            "quoted-opinion-rejected",
            "被否的 500 提议 vs 后来实际调到 300。",
        ),
        P(
            "decoy",
            "biji/chenlu-xiguan.md",
            "biji/wanghao-xiguan.md",
            "two-peoples-preferences",
            "陈露要表格日报，王浩要私聊语音。",
        ),
        P(
            "decoy",
            "jilu/gongdan-3021.md",
            "jilu/buhuo-3021.md",
            "same-ticket-ids",
            "工单 #3021 补发杯子 vs 补货单 3021 入库。",
        ),
        P(
            "decoy",
            "guize/cui-fahuo.md",
            "duijie/wuliu-yichang.md",
            "related-consistent",
            "催发货超时按物流异常报仓库，一致。",
        ),
        P(
            "decoy",
            "biji/cuidan-chuli.md",
            "duijie/wuliu-yichang.md",
            "related-consistent",
            "催单没动静当物流异常交仓库，一致。",
        ),
        # duplicates
        P(
            "duplicate",
            "duijie/fapiao.md",
            "guize/fapiao-zhuan-caiwu.md",
            "identical",
            "同一条发票转财务的笔记存了两次。",
        ),
        P(
            "duplicate",
            "guize/cui-fahuo.md",
            "biji/cuidan-chuli.md",
            "paraphrased",
            "催发货处理流程，换了说法。",
        ),
    ],
    questions=[
        ask(
            "现在晚班是从几点上到几点？",
            "paiban/banci.md",
            "paiban/wanban-tiaozheng.md",
        ),
        ask(
            "客服自己最多可以直接同意多少钱的退款？",
            "guize/tuikuan-quanxian.md",
            "biji/quanxian-tiaozheng.md",
        ),
        ask(
            "快递丢件了应该找仓库的哪个人？",
            "duijie/wuliu-yichang.md",
            "duijie/cangku-lianxiren.md",
        ),
        ask(
            "标准话术在知识库的哪个目录下面？",
            "gongju/zhishiku.md",
            "biji/xinren-peixun.md",
        ),
        ask(
            "退款以后还要不要给顾客发优惠券？",
            "guize/buchang-quan.md",
            "biji/caiwu-tongzhi.md",
        ),
        ask(
            "售后工单现在是在哪里登记的呀？",
            "gongju/gongdan.md",
            "gongju/qiyu.md",
        ),
        ask(
            "顾客要退货的话，应该让他寄到什么地址？",
            "dizhi/tuihuo-dizhi.md",
            "biji/cangku-banqian.md",
        ),
        ask(
            "早班一般排几个人上班？",
            "paiban/banci.md",
            "biji/zaoban-renshu.md",
        ),
        ask(
            "顾客情绪特别激动的时候，我可以直接打电话给他吗？",
            "guize/bu-da-dianhua.md",
            "biji/anfu-jingyan.md",
        ),
        ask(
            "开发票的问题要转给谁来处理？",
            "duijie/fapiao.md",
            "guize/fapiao-zhuan-caiwu.md",
        ),
        ask(
            "买家一直催着发货，我该怎么回复他？",
            "guize/cui-fahuo.md",
            "biji/cuidan-chuli.md",
        ),
        ask("双十一那次到底有没有加夜班？", "biji/zhouhui-1021.md"),
        ask("什么样的顾客可以加我们的企业微信？", "guize/vip.md"),
        ask(
            "好的谢谢！那新人第一周都要做些什么？",
            "biji/xinren-peixun.md",
            conversational=True,
        ),
        ask(
            "明白了。对了，王浩那边的日报是怎么交的？",
            "biji/wanghao-xiguan.md",
            conversational=True,
        ),
        chat("早上好，今天又是早班，困死了"),
        chat("谢谢啊，帮我省了不少时间"),
        chat("太厉害了，一下就找到了"),
        chat("好的，下一个"),
        chat("我先去倒杯咖啡，马上回来"),
        chat("今天外面好热啊，空调都不管用"),
        chat("周末愉快，下周见！"),
        chat("哈哈哈 行吧"),
    ],
    complete_labels=True,
)
