# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A family guesthouse (民宿) in a tourist town: Chinese notes, terse and chatty mixed, one
price table by season; questions as full Chinese sentences."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "jiage/price-table.md": topic(
        "房价",
        "各季节的房价和连住优惠",
        "reference",
        """| 季节 | 时间 | 大床房 | 双床房 | 家庭房 |
|---|---|---|---|---|
| 淡季 | 11月-次年3月 | 268 | 288 | 398 |
| 平季 | 4-6月、9-10月 | 358 | 378 | 498 |
| 旺季 | 7-8月、五一、国庆 | 498 | 528 | 698 |
| 连住优惠 | 全年 | 连住3晚起9折 | 同左 | 同左 |

春节按旺季算。价格都含早。
""",
        updated="2025-10-20",
    ),
    "notes/chen-chat.md": topic(
        "和陈姐聊天",
        "下午陪陈姐择菜时她说的几件事",
        "project",
        """今天下午陪陈姐在院子里择菜，聊了很久，她想到哪说到哪，我把跟工作有关的记下来：

她觉得去年连住的折扣给得太大方了，好多人就是冲着打折才住三晚。以后要住满5晚才打九折，
住3晚、4晚的都按原价。平台上的价格小周会去改。

旺季她打算请三个阿姨：王阿姨加两个临时工。去年两个人打扫到晚上七八点，太累了。

另外她想在院子角落种点薄荷，客人可以自己摘来泡水。她儿子小周下个月去考驾照，以后说不定
也能帮忙接站，不过现在接站还是李师傅。

旺季的房价她暂时不打算动。
""",
        updated="2026-04-12",
    ),
    "qingjie/ayi.md": topic(
        "打扫阿姨",
        "平时和旺季各几个人打扫",
        "reference",
        """打扫：平时王阿姨一个人；旺季（7-8月、节假日）再请一个临时的，一共两个人。
退房后的房间2小时内要打扫好。
""",
        updated="2025-06-08",
    ),
    "ruzhu/checkin.md": topic(
        "入住退房时间",
        "几点入住、几点退房",
        "reference",
        """- 入住：14:00以后
- 退房：中午12:00前
- 前台晚上10点下班，晚到的客人提前在微信上说一声
""",
        updated="2025-04-15",
    ),
    "ruzhu/checkin-new.md": topic(
        "入住时间调整",
        "五一起入住往后推",
        "feedback",
        """从五一开始，入住改成下午3点以后。中午退房到下午两点打扫时间太紧，王阿姨忙不过来。
退房时间不变。
""",
        nested=True,
        session="e41d9b2a-6c07-4f18-b3a5-92c8d0f7a613",
        modified="2026-04-20",
        updated="2026-04-20",
    ),
    "kefu/complaints.md": topic(
        "投诉",
        "客人投诉和差评交给谁",
        "feedback",
        """客人有投诉、平台上有差评，一律交给陈姐处理。别自己回复，也别随口答应退款。
""",
        updated="2025-05-06",
    ),
    "kefu/xiaozhou.md": topic(
        "小周",
        "小周现在管的事",
        "reference",
        """平台差评和客人投诉现在都由小周负责回复和处理，陈姐不再管这块了。
小周希望有事先发到员工微信群里，别直接打他电话。
""",
        updated="2026-03-18",
    ),
    "people/chen.md": topic(
        "陈姐",
        "怎么联系陈姐",
        "user",
        """陈姐不看群消息。有急事直接给她打电话，别发语音。
""",
        updated="2025-05-06",
    ),
    "fangjian/rooms.md": topic(
        "房间",
        "一共几间房、都叫什么",
        "reference",
        """一共6间：
- 1楼：山茶、石榴，两间家庭房，带小院
- 2楼：竹间（东头，大床）、松风（大床）、云起（双床）、月照（双床）
- 3楼还没装修，堆杂物
""",
        updated="2025-04-15",
    ),
    "fangjian/tingxi.md": topic(
        "听溪",
        "二楼东头那间的名字",
        "reference",
        """二楼东头的大床房现在叫“听溪”。门牌换了，携程、美团上的房型名也一起改了。
""",
        updated="2026-02-27",
    ),
    "buchao/change-linen.md": topic(
        "换床单",
        "连住客人的床品",
        "feedback",
        """连住的客人每天都换床单、被套和毛巾，这是我们的服务标准，一定要做到。
""",
        updated="2025-05-20",
    ),
    "buchao/linen-stay.md": topic(
        "续住床品",
        "续住时床品怎么处理",
        "feedback",
        """续住客人的床品不主动换了，客人提出来才换；毛巾扔在地上的才换。房间里放了环保小卡片说明。
""",
        updated="2026-03-02",
    ),
    "pingtai/channel.md": topic(
        "房态同步",
        "各平台房态怎么管",
        "reference",
        """携程、美团、飞猪的房态都用“订单来了”同步，改价也在里面改，别去各个平台后台单独改。
""",
        updated="2025-04-22",
    ),
    "pingtai/yunzhanggui.md": topic(
        "云掌柜",
        "房态和价格在哪里管理",
        "reference",
        """房态和房价现在统一在云掌柜里管理，三个平台都已经接上了。小周负责维护。
""",
        updated="2026-01-08",
    ),
    "ruzhu/keys.md": topic(
        "备用钥匙",
        "备用钥匙放哪",
        "reference",
        """备用钥匙在前台左边第二个抽屉里，拿了要登记。
""",
        updated="2025-04-15",
    ),
    "ruzhu/keys-safe.md": topic(
        "保险柜",
        "厨房门口的小保险柜",
        "feedback",
        """所有备用钥匙都锁进厨房门口的小保险柜了，密码找陈姐要。用完在本子上写一下。
""",
        updated="2026-02-14",
    ),
    "guize/pets.md": topic(
        "宠物",
        "带宠物的客人",
        "feedback",
        """本店不接待带宠物的客人，平台页面上也写清楚了。
""",
        updated="2025-04-22",
    ),
    "guize/dogs.md": topic(
        "狗狗入住",
        "狗狗可以住哪几间",
        "feedback",
        """狗狗可以住一楼带小院的那两间，每晚加收50元清洁费。大型犬先问陈姐。
""",
        updated="2026-03-25",
    ),
    "guize/no-smoking.md": topic(
        "禁烟",
        "房间里抽烟",
        "feedback",
        """房间里禁止抽烟，要抽去院子大门外面。
""",
        updated="2025-04-22",
    ),
    "guize/quiet.md": topic(
        "安静时间",
        "晚上院子里的规矩",
        "feedback",
        """晚上11点以后院子里不能大声说话、放音乐，这是跟村里说好的。
""",
        updated="2025-06-01",
    ),
    "notes/night-rule.md": topic(
        "夜里的规定",
        "夜间院子要安静",
        "feedback",
        """过了夜里十一点，院子里就得安静下来：不放歌、不喧哗。这是答应过邻居和村委会的。
""",
        updated="2025-09-09",
    ),
    "log/may-noise.md": topic(
        "五月喝酒那晚",
        "客人半夜在院子里喝酒",
        "project",
        """5月2日晚上，石榴房（美团订单尾号8826）几个客人在院子里喝酒唱歌到凌晨一点，邻居过来敲门。
老周出去劝了两次才散。第二天小周在平台上给客人发了提醒。
""",
        updated="2026-05-03",
    ),
    "weixiu/8826.md": topic(
        "热水器报修",
        "厨房热水器的报修单",
        "project",
        """报修单#8826（燃气公司）：厨房热水器点不着火，师傅说周四来换点火器。
""",
        updated="2026-05-05",
    ),
    "plans/open-questions.md": topic(
        "待定事项",
        "还没定下来的事",
        "project",
        """还没定的：
- 要不要接待带狗的客人？
- 要不要上Airbnb？
- 冬天（1月）关不关门？
""",
        updated="2025-12-03",
    ),
    "plans/third-floor-1.md": topic(
        "三楼改造一期",
        "三楼改造第一期",
        "project",
        """一期（2026年11-12月，淡季）：三楼隔出2间大床房，预算8万。施工期间二楼东头不卖，太吵。
""",
        updated="2026-04-28",
    ),
    "plans/third-floor-2.md": topic(
        "三楼改造二期",
        "三楼改造第二期",
        "project",
        """二期（2027年春节后）：做屋顶露台加一个小茶室，预算3万，不停业。
""",
        updated="2026-04-28",
    ),
    "jiezhan/pickup.md": topic(
        "接站",
        "接站服务怎么安排",
        "reference",
        """接站免费，古镇客运站和高铁站都能接。客人至少提前一天告诉我们车次，李师傅开车去，
让客人加李师傅微信发定位。晚上9点以后到的不接，请客人自己打车。
""",
        updated="2026-04-02",
    ),
    "notes/jiezhan.md": topic(
        "接站",
        "接站服务怎么安排",
        "reference",
        """晚上9点以后到的不接，请客人自己打车。李师傅开车去接，客人至少提前一天告诉我们车次，
加李师傅微信发定位。古镇客运站和高铁站都能接，接站免费。
""",
        updated="2026-04-02",
    ),
    "jiezhan/fee-idea.md": topic(
        "接站收费？",
        "小周提的接站收费",
        "project",
        """小周提过接站每人收30块。陈姐没同意：接站一直免费，是我们的招牌，不改。
""",
        updated="2025-09-16",
    ),
    "jiezhan/paused.md": topic(
        "接站暂停",
        "李师傅受伤期间",
        "project",
        """李师傅腰伤了，3月底之前接站暂停。客人问就道个歉，请他们打车。
""",
        updated="2026-02-10",
        extra={"status": "superseded", "superseded_by": "jiezhan/pickup.md"},
    ),
}

FILES = with_index(
    N,
    title="溪边小院 · 记忆",
    sections={
        "ruzhu/": "入住",
        "fangjian/": "房间",
        "jiage/": "房价",
        "pingtai/": "平台",
        "kefu/": "客服",
        "people/": "客服",
        "qingjie/": "打扫和布草",
        "buchao/": "打扫和布草",
        "guize/": "规矩",
        "jiezhan/": "接站",
        "plans/": "计划",
        "weixiu/": "记录",
        "log/": "记录",
        "notes/": "笔记",
    },
)

ask, chat = questions_in("zh")

MEMDIR = LabelledMemdir(
    name="minsu_guesthouse",
    half="heldout7",
    language="zh",
    domain="family guesthouse (民宿) in a tourist town",
    style="Chinese notes, terse and chatty mixed, one price table",
    files=FILES,
    pairs=[
        # --- contradictions
        P(
            "contradiction",
            "ruzhu/checkin.md",
            "ruzhu/checkin-new.md",
            "time-moved",
            "入住14:00以后 vs 五一起下午3点以后。",
        ),
        P(
            "contradiction",
            "jiage/price-table.md",
            "notes/chen-chat.md",
            "threshold-changed",
            "连住3晚起9折（表格一行） vs 住满5晚才打九折（聊天记录里）。",
        ),
        P(
            "contradiction",
            "kefu/complaints.md",
            "kefu/xiaozhou.md",
            "owner-changed",
            "投诉差评交给陈姐 vs 现在由小周负责。",
        ),
        P(
            "contradiction",
            "fangjian/rooms.md",
            "fangjian/tingxi.md",
            "renamed",
            "二楼东头大床房叫竹间 vs 听溪。",
        ),
        P(
            "contradiction",
            "buchao/change-linen.md",
            "buchao/linen-stay.md",
            "policy-reversed",
            "连住每天换床品 vs 不主动换，客人提出才换。",
        ),
        P(
            "contradiction",
            "pingtai/channel.md",
            "pingtai/yunzhanggui.md",
            "tool-switched",
            "房态用订单来了同步 vs 统一在云掌柜管理。",
        ),
        P(
            "contradiction",
            "ruzhu/keys.md",
            "ruzhu/keys-safe.md",
            "location-changed",
            "备用钥匙在前台抽屉 vs 厨房门口的小保险柜。",
        ),
        P(
            "contradiction",
            "qingjie/ayi.md",
            "notes/chen-chat.md",
            "count-changed",
            "旺季一共两个打扫的人 vs 请三个阿姨。",
        ),
        P(
            "contradiction",
            "guize/pets.md",
            "guize/dogs.md",
            "reworded-conflict",
            "不接待带宠物的客人 vs 狗狗可以住一楼两间、加收清洁费。",
        ),
        # --- duplicates
        P(
            "duplicate",
            "jiezhan/pickup.md",
            "notes/jiezhan.md",
            "reordered",
            "同一段接站说明，句子顺序倒过来。",
        ),
        P(
            "duplicate",
            "guize/quiet.md",
            "notes/night-rule.md",
            "paraphrased",
            "晚上11点后院子安静，换了说法又记一次。",
        ),
        # --- decoys
        P(
            "decoy",
            "kefu/xiaozhou.md",
            "jiezhan/pickup.md",
            "shared-technology",
            "都用微信：员工群 vs 客人加李师傅微信发定位。",
        ),
        P(
            "decoy",
            "guize/quiet.md",
            "log/may-noise.md",
            "rule-vs-incident",
            "11点后安静的规矩，和客人喝酒唱歌到凌晨一点的那晚。",
        ),
        P(
            "decoy",
            "notes/night-rule.md",
            "log/may-noise.md",
            "rule-vs-incident",
            "夜间安静的规定和违反它的那一晚。",
        ),
        P(
            "decoy",
            "plans/open-questions.md",
            "guize/dogs.md",
            "open-questions-vs-settled",
            "要不要接待带狗的客人（待定） vs 定下来：一楼两间可以住。",
        ),
        P(
            "decoy",
            "plans/third-floor-1.md",
            "plans/third-floor-2.md",
            "phase1-vs-phase2",
            "一期淡季、8万、隔2间房 vs 二期春节后、3万、露台茶室不停业。",
        ),
        P(
            "decoy",
            "jiezhan/fee-idea.md",
            "jiezhan/pickup.md",
            "quoted-opinion-rejected",
            "小周提议接站每人30块，被陈姐否了；接站免费。",
        ),
        P(
            "decoy",
            "jiezhan/fee-idea.md",
            "notes/jiezhan.md",
            "quoted-opinion-rejected",
            "被否的收费提议，和重复记下的免费接站说明。",
        ),
        P(
            "decoy",
            "people/chen.md",
            "kefu/xiaozhou.md",
            "two-peoples-preferences",
            "陈姐要打电话、不看群 vs 小周要发群、别打电话。",
        ),
        P(
            "decoy",
            "guize/pets.md",
            "guize/no-smoking.md",
            "two-donts-different-things",
            "不接待宠物 vs 房间禁烟，两条不同的禁止。",
        ),
        P(
            "decoy",
            "log/may-noise.md",
            "weixiu/8826.md",
            "same-ticket-ids",
            "美团订单尾号8826 vs 燃气公司报修单#8826，毫无关系。",
        ),
        P(
            "decoy",
            "jiezhan/paused.md",
            "jiezhan/pickup.md",
            "superseded-and-successor",
            "接站暂停（已标记过期）和之后恢复的接站说明。",
        ),
        P(
            "decoy",
            "jiezhan/paused.md",
            "notes/jiezhan.md",
            "superseded-and-successor",
            "过期的暂停通知和接站说明的另一份。",
        ),
        P(
            "decoy",
            "plans/open-questions.md",
            "guize/pets.md",
            "related-consistent",
            "狗的问题还没定，当时规矩是不接待宠物，不矛盾。",
        ),
        P(
            "decoy",
            "kefu/complaints.md",
            "people/chen.md",
            "related-consistent",
            "投诉交给陈姐；陈姐要电话联系。一致。",
        ),
        P(
            "decoy",
            "fangjian/rooms.md",
            "guize/dogs.md",
            "related-consistent",
            "一楼两间带小院的家庭房，狗狗正好住这两间。",
        ),
        P(
            "decoy",
            "fangjian/rooms.md",
            "plans/third-floor-1.md",
            "related-consistent",
            "三楼还没装修；一期才要在三楼隔出两间。",
        ),
        P(
            "decoy",
            "fangjian/rooms.md",
            "jiage/price-table.md",
            "related-consistent",
            "房型大床、双床、家庭房，表里三种都有价。",
        ),
        P(
            "decoy",
            "notes/chen-chat.md",
            "jiezhan/pickup.md",
            "related-consistent",
            "现在接站还是李师傅，和接站说明一致。",
        ),
        P(
            "decoy",
            "qingjie/ayi.md",
            "ruzhu/checkin-new.md",
            "related-consistent",
            "王阿姨平时一个人打扫；入住推迟正因为她忙不过来。",
        ),
    ],
    questions=[
        ask(
            "现在客人最早几点可以办理入住？",
            "ruzhu/checkin.md",
            "ruzhu/checkin-new.md",
        ),
        ask(
            "客人要连住几晚以上才能享受优惠呀？",
            "jiage/price-table.md",
            "notes/chen-chat.md",
        ),
        ask(
            "客人投诉的话，现在应该找谁来处理？",
            "kefu/complaints.md",
            "kefu/xiaozhou.md",
        ),
        ask(
            "二楼东边那间大床房现在叫什么名字？",
            "fangjian/rooms.md",
            "fangjian/tingxi.md",
        ),
        ask(
            "续住的客人每天都要给他们换床单吗？",
            "buchao/change-linen.md",
            "buchao/linen-stay.md",
        ),
        ask(
            "我们现在是用哪个软件来同步各平台的房态的？",
            "pingtai/channel.md",
            "pingtai/yunzhanggui.md",
        ),
        ask("备用钥匙现在放在哪里了？", "ruzhu/keys.md", "ruzhu/keys-safe.md"),
        ask(
            "旺季的时候一共要请几个阿姨来打扫？",
            "qingjie/ayi.md",
            "notes/chen-chat.md",
        ),
        ask("有客人想带他家的狗来住，可以吗？", "guize/pets.md", "guize/dogs.md"),
        ask(
            "晚上几点以后院子里就要保持安静了？",
            "guize/quiet.md",
            "notes/night-rule.md",
        ),
        ask(
            "接站要不要收钱，客人要怎么预约？",
            "jiezhan/pickup.md",
            "notes/jiezhan.md",
        ),
        ask(
            "三楼的装修分成几期，每一期大概花多少钱？",
            "plans/third-floor-1.md",
            "plans/third-floor-2.md",
        ),
        ask("五月那次客人半夜在院子里喝酒，最后是怎么处理的？", "log/may-noise.md"),
        ask("淡季的时候大床房一晚上多少钱？", "jiage/price-table.md"),
        ask(
            "好的谢谢！那厨房热水器报修的事后来怎么样了？",
            "weixiu/8826.md",
            conversational=True,
        ),
        ask(
            "明白了。对了，陈姐比较喜欢别人怎么联系她？",
            "people/chen.md",
            conversational=True,
        ),
        chat("早上好，今天又是满房的一天"),
        chat("谢谢你，帮了大忙了"),
        chat("你太厉害了吧"),
        chat("好的，下一个"),
        chat("我去泡杯咖啡，马上回来"),
        chat("今天古镇下大雨，客人都窝在院子里喝茶"),
        chat("国庆之后见啦！"),
        chat("哈哈，好吧"),
    ],
    complete_labels=True,
)
