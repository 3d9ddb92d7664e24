# Written for held-out half heldout10 by a writer who never read a detector; measured there
# once as the newest half (contradiction precision 47%, recall 10%); moved to tuning so that
# tuning sees where the detectors still go wrong. heldout11 replaced it.
"""A community elderly day-care centre's agent memory: short Chinese memos, tables, handovers."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- 长者 -------------------------------------------------------------------------------
    "people/zhang-nainai.md": topic(
        "张奶奶",
        "张桂芬：糖尿病、胰岛素时间、女儿怎么联系",
        "reference",
        """张奶奶（张桂芬，81 岁，和平里）
- 2 型糖尿病，打胰岛素：午饭前 15 分钟蒋护士打，一般 11:15 左右
- 餐前血糖 <3.9 先别打，给半杯糖水，马上叫蒋护士
- 饭要软一点、少油；点心给无糖的
- 家属：女儿张丽。有事一定打电话！她眼睛不好，微信基本不看。晚上 7 点以后别打，她睡得早
""",
        aliases=["张桂芬"],
        updated="2025-03-03",
    ),
    "people/li-yeye.md": topic(
        "李爷爷",
        "李德福：高血压、口味、儿子怎么联系",
        "reference",
        """李爷爷（李德福，76 岁，锦绣苑）
- 高血压，早上在家吃完药（氨氯地平）再上车，到站量 BP 记晨检表
- 爱吃辣。配餐是不放辣的，他自己带一小瓶辣椒酱，别给他收了；就是盐别再额外加
- 爱下象棋，脾气急，输了会拍桌子，别往心里去 hh
- 家属：儿子李强，白天在车间，电话根本听不见。有事发微信文字（别发语音），他中午和下班会回
""",
        aliases=["李德福"],
        updated="2025-03-03",
    ),
    "people/chen-nainai.md": topic(
        "陈奶奶",
        "陈奶奶下午爱去后院转，让她自己去",
        "feedback",
        """陈奶奶下午爱去后院葡萄架那儿转悠，一圈一圈的，让她自个儿去就行，别跟在屁股后头——
她嫌烦，跟急了会发脾气，一下午都不高兴。
后院门平时锁着，出不去。何主任原话：“尊重老人，别跟看犯人似的。”
""",
        aliases=["陈玉梅"],
        updated="2025-02-24",
    ),
    # --- 排班 -------------------------------------------------------------------------------
    "staff/shifts.md": topic(
        "护理员排班",
        "开放时间、三个班次、每班几个人、谁是组长",
        "reference",
        """中心开放：周一到周五 7:30–17:30，周末和法定节假日不开。

| 班次 | 时间 | 人数 | 主要干啥 |
|---|---|---|---|
| 早班 | 7:00–15:30 | 2 | 开门、接车、晨检量 BP、早点 |
| 白班 | 8:00–16:30 | 2 | 上午活动、午餐、午休巡查 |
| 晚班 | 9:30–18:00 | 1 | 下午活动、送车、闭馆消防检查 |

护理员 5 个：王秀兰（王姐，组长）、刘建军（老刘，兼消防安全员）、赵婷婷（小赵）、
黄美玲（阿梅）、郑小燕（小郑）。下周排班表王姐每周五下午在工作群发。
换班：至少提前一天跟王姐说，群里报备一声，别私下换。
""",
        updated="2025-02-20",
    ),
    # --- 接送班车 ---------------------------------------------------------------------------
    "bus/routes.md": topic(
        "接送班车",
        "班车两条线路、早上几点发车、下午几点送回、随车安排",
        "reference",
        """班车：一辆 14 座（带轮椅升降尾板），司机马师傅（马国强）。先跑东线，回来再跑西线。

| 线路 | 早上发车 | 途经 | 到中心 | 下午送回 |
|---|---|---|---|---|
| 东线 | 7:40 东门 | 锦绣苑 → 和平里 → 桂花巷东口 | 约 8:20 | 16:00 |
| 西线 | 8:25 东门 | 老纺织厂宿舍 → 南湖新村 | 约 9:00 | 16:40 |

- 每趟一名护理员随车，负责点名、扶老人上下车
- 老人没下楼最多等 5 分钟，打家属电话，还不下来就先走
- 雨雪天马师傅提前在司机群里说
""",
        aliases=["班车时刻表", "接送车"],
        updated="2025-02-18",
    ),
    "bus/boarding.md": topic(
        "上下车",
        "班车上下车怎么扶人、怎么点名",
        "feedback",
        """班车上下车：
- 跟车的两个护理员，一个守前门扶人上下台阶，一个在后门管轮椅和升降尾板
- 马师傅不离开驾驶座，手刹拉好、双闪打开
- 上车点一遍名、下车再点一遍，两个人对一下数
- 拄拐的先上后下，坐轮椅的最后上
""",
        nested=True,
        session="1f7f4ef4-2881-49a6-be5a-4d9bfcf16900",
        modified="2025-07-21",
        updated="2025-07-21",
    ),
    # --- 午餐 -------------------------------------------------------------------------------
    "meals/supplier.md": topic(
        "午餐配餐",
        "午餐谁家送、几点到、怎么报餐、留样",
        "reference",
        """午餐：味美佳配餐公司（团餐），一荤两素一汤，每天 11:00 前送到，保温箱装。
- 报餐：前一天 16:00 前王姐微信报人数给味美佳的刘经理
- 糖尿病餐、软食、切碎的单独标记
- 留样：每样 100g，厨房冰箱放 48 小时，贴日期
""",
        updated="2025-02-18",
    ),
    "meals/lunch-delivery.md": topic(
        "中午饭送餐",
        "邻里中央厨房送饭、签收、报餐小程序",
        "reference",
        """中午饭是街道邻里中央厨房出的，10:50 前送到前台，小郑签收，顺手量一下中心温度（≥60℃）。
报餐在中央厨房的小程序上填，头天下午 3 点截止，糖尿病餐、软饭、碎食都有勾选项。
留样每样 100g，冰箱 48 小时。
""",
        updated="2025-08-04",
    ),
    # --- 用药 -------------------------------------------------------------------------------
    "meds/reminder.md": topic(
        "用药提醒",
        "每天几点发药、怎么提醒、怎么记",
        "feedback",
        """用药提醒（蒋护士负责，她不在王姐顶）：
- 每天两次：11:30 午饭前、14:00（午休结束以后）
- 照《服药登记本》挨个发，看着吃下去，吃完本子上打钩
- 手机设闹钟：11:15 张奶奶胰岛素、11:30、14:00
- 老人说“我吃过了”也要对本子，别信口头的
""",
        updated="2025-02-26",
    ),
    "meds/storage.md": topic(
        "自带药保管",
        "老人自带的药放哪、钥匙谁拿、过期药怎么办",
        "reference",
        """长者自带药：都交护士站统一保管，放一楼护士站那个带锁的药柜，每人一格，格子上贴名字和照片。
钥匙两把：蒋护士一把，王姐一把。
过期、停用的药每月最后一个周五清一次，退给家属签字。
""",
        aliases=["药柜"],
        updated="2025-02-26",
    ),
    "meds/intake.md": topic(
        "家属送药流程",
        "家属把药送来以后怎么登记、核对、放哪儿",
        "reference",
        """家属送药：
1. 前台填《自带药登记表》，家属签字
2. 蒋护士核对：药名、剂量、有效期、医生开的用法单子
3. 分装进每人的药盒，锁进二楼医务室的铁皮柜
没标签的散药、过期药一律不收，当面退回。
""",
        nested=True,
        session="14c7bc60-b409-403f-b400-15eeb26eb6a6",
        modified="2025-06-23",
        updated="2025-06-23",
    ),
    # --- 健康 -------------------------------------------------------------------------------
    "health/bp.md": topic(
        "晨检量血压",
        "每天到站量 BP，多高要复测、停器械、通知家属",
        "feedback",
        """晨检 BP：
- 到站先坐下歇 5 分钟再量，量右胳膊，记《健康晨检表》
- 收缩压 ≥160 或舒张压 ≥100：隔 10 分钟复测，还是高就当天不上器械训练，通知蒋护士和家属
- 低于 90/60 也复测，头晕的先躺下
- 胸闷、说话不利索的直接打 120，别等
""",
        aliases=["晨检", "BP"],
        updated="2025-03-05",
    ),
    "health/bp-device.md": topic(
        "电子血压计",
        "晨检用的两台血压计怎么校准、换电池、擦袖带",
        "reference",
        """晨检用的两台欧姆龙臂式电子血压计（前台一台、护士站一台）：
- 每月第一个周一拿到社区卫生服务中心，跟台式水银血压计对一次，差值超过 5 mmHg 就送修，
  送修期间先借卫生服务中心的
- 4 节 5 号电池，前台抽屉有备用
- 袖带每周五用酒精棉片擦
""",
        updated="2025-04-14",
    ),
    "health/checkup.md": topic(
        "年度体检",
        "今年老人免费体检的日子、地点和注意事项",
        "project",
        """年度体检（65 岁以上免费那个）：10 月 15 日（周三）上午，社区卫生服务中心二楼体检科。
- 头天晚上 10 点以后不吃东西，早上空腹，班车照常接
- 到中心后统一走过去，就隔一条街，护理员 1 带 4
- 项目：血常规、尿常规、肝肾功能、血糖血脂、心电图、腹部 B 超
- 体检完回来吃早点；家属要陪的提前跟小赵说
""",
        updated="2025-08-25",
    ),
    "health/checkup-moved.md": topic(
        "体检改期",
        "年度体检换日子了",
        "project",
        """体检改到 10 月 22 日了，还是周三上午。卫生服务中心说 B 超机坏了，要等厂家来修。
别的都不变。记得哈：家属群里通知一下，班车那天照常。
""",
        updated="2025-09-29",
    ),
    # --- 康复活动 ---------------------------------------------------------------------------
    "rehab/schedule.md": topic(
        "康复活动课表",
        "每周康复和活动安排，器械课在哪上、谁带",
        "reference",
        """| 时间 | 周一 | 周二 | 周三 | 周四 | 周五 |
|---|---|---|---|---|---|
| 9:30–10:10 | 八段锦 | 手指操 | 八段锦 | 手指操 | 八段锦 |
| 10:30–11:10 | 器械训练 | 认知训练 | 器械训练 | 怀旧手工 | 器械训练 |
| 14:30–15:20 | 唱歌 | 下棋/读报 | 手工 | 书法 | 看电影 |

- 器械训练在一楼 101 康复室，林老师带，一次最多 6 个人，按林老师的名单轮
- 八段锦、手指操在大厅；认知训练、手工在活动室
- 钱老师（中风后右边偏瘫）每次器械课都有他，上肢训练器为主
""",
        aliases=["康复课表", "活动安排"],
        updated="2025-03-10",
    ),
    "rehab/room-rename.md": topic(
        "康复室改名",
        "一楼 101 康复室装修完改叫悦动空间",
        "project",
        """一楼 101 康复室装修完了，正式改名叫「悦动空间」，门牌已经换了。
以后排课表、家属群、交接本上都写悦动空间，别再写 101 了，家属会找不着。
""",
        updated="2025-05-26",
    ),
    "rehab/pre-check.md": topic(
        "上器械前量血压",
        "林老师器械课前的血压规矩",
        "feedback",
        """林老师定的：上功率车、站立架、上肢训练器之前，每个人再量一次血压。
高压过 150 的今天就别上器械了，跟着做坐位操；心率过 100 也一样。
量完写在训练记录本上，林老师签字。
""",
        nested=True,
        session="697e448b-c4c6-4418-9dfc-9c8dd9548abf",
        modified="2025-07-07",
        updated="2025-07-07",
    ),
    # --- 设施 -------------------------------------------------------------------------------
    "facility/reno-phase1.md": topic(
        "适老化改造一期",
        "今年上半年改造的内容和预算",
        "project",
        """适老化改造一期（街道出钱，2025 年 3–6 月）：
- 走廊、卫生间两边装扶手
- 大厅、卫生间换防滑地砖
- 一楼康复室翻新（换地胶、加镜子、装空调）
- 预算 18 万，施工方是街道招标的那家，现场负责人姓吴
""",
        updated="2025-03-20",
    ),
    "facility/reno-phase2.md": topic(
        "适老化改造二期",
        "明年上半年的改造计划和预算",
        "project",
        """适老化改造二期（计划 2026 年上半年，材料 8 月报上去了）：
- 卫生间、休息室每个床位装紧急呼叫按钮
- 楼梯加装座椅式爬楼机
- 门口无障碍坡道加宽到 1.2 米，加雨棚
- 预算报了 25 万，等区民政局批，批下来再招标
""",
        updated="2025-08-12",
    ),
    # --- 消防安全 ---------------------------------------------------------------------------
    "fire/drill.md": topic(
        "消防安全",
        "消防安全员、演练、疏散集合点、灭火器",
        "reference",
        """- 消防安全员：老刘（刘建军）
- 演练每季度一次（3、6、9、12 月），老刘牵头，街道消防站有时候派人来看
- 疏散集合点：东门外小广场
- 灭火器：大厅 2 个、厨房 1 个、二楼楼梯口 1 个，每月 15 号查压力表、签卡
- 坐轮椅、拄拐的老人疏散时一对一，名单贴前台
""",
        aliases=["消防演练"],
        updated="2025-02-20",
    ),
    "fire/daily-check.md": topic(
        "闭馆检查",
        "每天闭馆前的消防检查清单",
        "feedback",
        """闭馆前晚班检查，一项不能少：
1. 活动室、休息室插座电源都关（冰箱、药柜那路除外）
2. 厨房燃气总阀关好
3. 安全出口、走廊不堆东西，轮椅、助行器靠墙放
4. 灭火器压力表指针在绿区
5. 锁门，在《闭馆检查表》上签名
""",
        updated="2025-03-12",
    ),
    "fire/closing-check.md": topic(
        "下班前检查单",
        "晚班走之前要查的几样",
        "feedback",
        """晚班走之前：
1. 安全出口、走廊通畅，轮椅、助行器靠墙
2. 灭火器压力表在绿区
3. 厨房燃气总阀关
4. 活动室、休息室的插座电都断掉（冰箱、药柜除外）
5. 锁门，《闭馆检查表》签字
""",
        updated="2025-03-12",
    ),
    "fire/no-heaters.md": topic(
        "禁用取暖电器",
        "活动室休息室不许用小太阳、电热毯这些",
        "feedback",
        """活动室、休息室严禁用小太阳、电热毯、热得快、电暖宝这类东西。
冷就开空调、加毯子。家属带来的一律收到前台，走的时候还给家属。老刘每周抽查。
""",
        updated="2025-01-13",
    ),
    # --- 照护 -------------------------------------------------------------------------------
    "care/no-restraints.md": topic(
        "不许约束",
        "任何情况下都不能把老人绑起来",
        "feedback",
        """不管家属怎么要求，都不能用约束带、布条把老人绑在椅子或床上。
上周周大爷家属提过（怕他乱走），何主任当面拒了。怕走失、怕摔，就靠人看、靠排班。
""",
        updated="2025-04-02",
    ),
    "care/fall-prevention.md": topic(
        "防跌倒",
        "拄拐和用助行器的老人走动时要有人扶",
        "feedback",
        """防跌倒：拄拐杖、用助行器的长者，起身、走动、上厕所，旁边必须有护理员扶着（扶腰带或胳膊）。
地上有水马上拖、放黄牌。
""",
        updated="2025-04-28",
    ),
    "care/toilet-assist.md": topic(
        "扶老人上厕所",
        "拄拐推助行器的老人去卫生间得有人扶",
        "feedback",
        """记一下：拄拐的、推助行器的老人，只要是站起来、挪步、去卫生间，护理员都得在边上扶着，
不能让他们自己走。王姐今天又强调了一遍。
""",
        updated="2025-04-28",
    ),
    "care/wandering.md": topic(
        "防走失细则",
        "走失高风险的长者出大厅必须有人陪",
        "feedback",
        """防走失（蒋护士、孙悦出的细则）：
- 走失高风险：陈玉梅、周大爷（名单贴护士站）
- 这两位只要出大厅——去院子、去卫生间、去门口——身边都得有工作人员，一步不离
- 每人戴定位手环，早上到站查一下电量
- 发现人不见了：先全楼找 5 分钟，同时报何主任；10 分钟找不到打 110
""",
        updated="2025-06-16",
    ),
    "care/nap.md": topic(
        "午休",
        "午休几点到几点、在哪、怎么巡",
        "reference",
        """午休 12:30–13:30，休息室床位 + 大厅躺椅，拉窗帘、关大灯。
护理员轮流看，每 15 分钟巡一次，看看呼吸、有没有要上厕所的。
睡不着的去活动室安静玩，别大声。
""",
        updated="2025-03-10",
    ),
    "care/nap-proposal.md": topic(
        "午休缩短的提议",
        "老刘想缩短午休，何主任没同意",
        "project",
        """5/12 周会上老刘提：午休缩到 40 分钟，1 点 10 分就叫起来，多排一节手工课。
他的原话：“好多老人根本睡不着，躺着也是干躺着。”
何主任没同意：不少老人早上 5、6 点就起了，下午不歇容易犯困、摔跤，家属也提过要让老人午睡。
午休还是一小时，睡不着的照旧去活动室。
""",
        updated="2025-05-12",
    ),
    # --- 家属联系 ---------------------------------------------------------------------------
    "family/wechat-group.md": topic(
        "家属微信群",
        "家属群谁管、每天发什么、几点以后不回",
        "reference",
        """家属群「桂花巷日照·家属群」：
- 群主孙悦，发东西、回消息都是她
- 每天午饭后把每位老人的餐盘拍一张发群里，下午 3 点前发当天活动照片
- 家属的问题当天回；晚上 8 点以后不回，急事打值班电话
- 不在群里说老人的病情，单独私聊
""",
        aliases=["家属群"],
        updated="2025-02-27",
    ),
    "family/photo-stop.md": topic(
        "家属群停发餐盘照",
        "家属群不再发午饭照片，改发菜单",
        "feedback",
        """从今天起家属群不再发餐盘照片了。有家属反映自家老人吃饭的样子被别人看到不舒服，何主任拍板停掉。
改成每周五下午发下周菜单。活动照片照常发，但拍远景、背影，别怼脸拍。
""",
        updated="2025-06-03",
    ),
    "family/pickup.md": topic(
        "家属接人",
        "家属提前接老人走要签字、看接送卡",
        "feedback",
        """家属提前接人（下午班车之前）：前台《接送登记本》签字，出示接送卡。
不是登记过的家属来接，一律不放人，先打电话给登记的家属确认。
""",
        updated="2025-04-07",
    ),
    # --- 志愿者 -----------------------------------------------------------------------------
    "volunteers/schedule-old.md": topic(
        "志愿者时间",
        "师范学院志愿者每周来的时间和人数",
        "reference",
        """师范学院青协的志愿者每周二下午 2:00–4:00 来，一般 4 个人，陪老人下棋、读报、聊天。
对接人：青协的小宋。来了前台签到。
""",
        updated="2025-03-17",
        extra={"status": "superseded", "superseded_by": "volunteers/schedule.md"},
    ),
    "volunteers/schedule.md": topic(
        "志愿者安排",
        "新学期志愿者几点来、几个人、怎么签到、不许干啥",
        "reference",
        """新学期起，志愿者每周四下午 2:00–4:00 来，每次 6 个人，师范学院青协和社区党员志愿队隔周轮。
- 对接：青协小宋、党员队老潘
- 签到在「志愿汇」小程序上，活动编号 2047，时长自动记
- 陪书法课、下棋、聊天；不许给老人喂药，不许单独带老人出门
""",
        updated="2025-09-01",
    ),
    # --- 活动 -------------------------------------------------------------------------------
    "events/chongyang-open.md": topic(
        "重阳节活动（待定）",
        "重阳节还没定下来的事",
        "project",
        """重阳节（10/29，周三）还没定的：
- 搞啥？包饺子还是做重阳糕？
- 请不请家属来？请的话摆几桌？
- 预算多少？街道说最多 3000
- 志愿者要几个？
- 谁主持？孙悦不在，小赵行不行
- 当天午饭还订不订配餐
""",
        updated="2025-08-18",
    ),
    "events/chongyang-plan.md": topic(
        "重阳节活动方案",
        "重阳节当天怎么过，定下来了",
        "project",
        """周会定了，重阳节 10/29：
- 上午 9:30–11:30 家属开放日 + 一起包饺子，中午就吃饺子，配餐那边提前一天减掉
- 请家属，大厅摆 6 桌
- 预算 2800（面、馅、小礼品）
- 师范学院来 8 个志愿者帮忙，小宋带队
- 小赵主持，何主任讲两句
""",
        updated="2025-09-15",
    ),
    # --- 交接班记录、周例会 -------------------------------------------------------------------
    "logs/handover-0514.md": topic(
        "交接班 5/14",
        "5 月 14 日王姐交给阿梅的交接班记录",
        "project",
        """5/14（周三）交接：王姐 → 阿梅

今天来了 23 位，周大爷家里有事没来。

李爷爷早上 BP 168/96，让他坐着歇了十分钟复测 162/94，还是高，按规矩今天没上器械，跟着大家做了
坐位操。已经给他儿子发了微信文字，蒋护士说明天早上再看看，要是还高就建议家属带去医院调药。

班车的事：马师傅说东线 7 点 40 实在太早了，锦绣苑那几位老是下不来楼，车在楼下干等，后面全耽误。
他跟何主任商量好了，下周一（5/19）起东线改成 8 点整从东门发车，西线顺延到 8 点 45。明早跟车的
记得在车上挨个跟老人说一声哈，孙悦下午已经在家属群发了通知。

张奶奶 11:15 胰岛素打了，午饭吃了大半碗，血糖 ok。

大厅空调又滴水了，2047 那单物业说修好了，根本没好，我下午又打电话催了小钟，说明天上午来。
地上黄牌别收。

钱老师下午书法写了个“福”字送给林老师，林老师乐坏了 😂

明天报餐 22 位（钱老师、陈奶奶周四去医院复查不来），我已经报了。
""",
        nested=True,
        session="d2ea6e08-7c17-4ea7-92db-e609c132992e",
        modified="2025-05-14",
        updated="2025-05-14",
    ),
    "meetings/weekly-0609.md": topic(
        "周例会 6/9",
        "6 月 9 日周例会纪要",
        "project",
        """6/9 周例会纪要（何主任、蒋护士、林老师、孙悦、王姐、老刘、小赵、马师傅）

1. 人员：孙悦 7 月 1 号起去街道社工站轮岗半年。家属群群主交给小赵，每天发照片、回家属消息都是
   小赵的活儿，这三周孙悦带着她。照片还是按上周说的，只发活动远景，菜单周五发。
2. 消防：这个月底的演练老刘牵头。东门外那块小广场要划成停车位了，咱们的疏散集合点以后就是
   南门停车场，疏散图老刘这周换掉，前台那张也换。
3. 改造：扶手全装完了，防滑地砖就剩两个卫生间，月底搞定。康复室弄完大家都说亮堂。
4. 天热：空调 26 度，别开太低；每个整点提醒老人喝水，王姐盯着。
5. 防走失：上月底周大爷跟着送菜的从东门溜出去那事，幸好马师傅在路口看见了。蒋护士和孙悦这周
   出个细则，下周一发工作群。
6. 杂事：月底街道有护理员培训（急救 + 海姆立克），小赵、阿梅去；马师傅说班车空调该加氟了，
   何主任批了。

下次周会 6/16，老时间。
""",
        updated="2025-06-09",
    ),
    "logs/handover-0703.md": topic(
        "交接班 7/3",
        "7 月 3 日小赵交给老刘的交接班记录",
        "project",
        """7/3 交接：小赵 → 老刘

热死了，外面 36 度，今天来了 21 位。大厅空调 26 度没动。

发药提醒：现在全走平板上那个「智慧养老」了，到点弹窗 + 响铃，发完在平板上点“已服”，系统自己
留记录，蒋护士那本纸的登记本就不用了。阿梅还不太会点，明天早上谁有空带她一下。

下午悦动空间器械课 5 个人，钱老师功率车蹬了 15 分钟，林老师说比上个月强多了。

说个事：钱老师坐在休息室空调出风口底下，说腿凉，阿梅从家拿了个电热护膝给他插上了。老刘巡查
看见给拔了，也跟她讲了中心不让用这些。下回给换个位置、加条毯子，别用插电的。

马师傅说班车周五要去 4S 店保养，周五早上用街道那辆备用车，还是他开，时间不变。

明天报餐 24 位。
""",
        nested=True,
        session="04b9a893-7148-4cee-bb19-d95bf2b73649",
        modified="2025-07-03",
        updated="2025-07-03",
    ),
}

FILES = with_index(
    N,
    title="桂花巷社区日间照料中心 · 记忆",
    sections={
        "people/": "长者",
        "staff/": "护理员排班",
        "bus/": "接送班车",
        "meals/": "午餐配餐",
        "meds/": "用药",
        "health/": "健康、体检",
        "rehab/": "康复活动",
        "care/": "照护规矩",
        "family/": "家属联系",
        "fire/": "消防安全",
        "facility/": "设施、改造",
        "volunteers/": "志愿者",
        "events/": "活动",
        "logs/": "交接班、周例会",
        "meetings/": "交接班、周例会",
    },
)

ask, chat = questions_in("zh")

MEMDIR = LabelledMemdir(
    name="rijian_zhaoliao",
    half="tuning",
    language="zh",
    domain="社区老年日间照料中心（community elderly day-care centre）",
    style="简体中文：短备忘条目、三张表、长篇口语化交接班记录和周例会纪要（咱们、搞定、记得哈、BP、ok）",
    files=FILES,
    pairs=[
        # --- contradictions ---------------------------------------------------------------
        P(
            "contradiction",
            "bus/routes.md",
            "logs/handover-0514.md",
            "time-moved",
            "东线早上 7:40 发车（表格）vs 交接记录里从 5/19 起改 8 点整，西线 8:45。",
        ),
        P(
            "contradiction",
            "health/checkup.md",
            "health/checkup-moved.md",
            "time-moved",
            "年度体检 10 月 15 日 vs 改到 10 月 22 日。",
        ),
        P(
            "contradiction",
            "health/bp.md",
            "rehab/pre-check.md",
            "threshold-changed",
            "收缩压 ≥160 才停器械训练 vs 高压过 150 就不上器械。",
        ),
        P(
            "contradiction",
            "family/wechat-group.md",
            "meetings/weekly-0609.md",
            "owner-changed",
            "家属群群主孙悦、发东西回消息都是她 vs 周会：7 月起群主交给小赵。",
        ),
        P(
            "contradiction",
            "rehab/schedule.md",
            "rehab/room-rename.md",
            "renamed",
            "器械训练在一楼 101 康复室 vs 101 康复室改名「悦动空间」。",
        ),
        P(
            "contradiction",
            "rehab/schedule.md",
            "logs/handover-0703.md",
            "renamed",
            "课表写器械课在 101 康复室 vs 交接记录顺口说器械课在悦动空间上。",
        ),
        P(
            "contradiction",
            "family/wechat-group.md",
            "family/photo-stop.md",
            "policy-reversed",
            "每天午饭后发每位老人的餐盘照 vs 不再发餐盘照，改发菜单。",
        ),
        P(
            "contradiction",
            "meals/supplier.md",
            "meals/lunch-delivery.md",
            "tool-switched",
            "午餐由味美佳配餐送、微信报餐 vs 邻里中央厨房出餐、小程序报餐。",
        ),
        P(
            "contradiction",
            "meds/reminder.md",
            "logs/handover-0703.md",
            "tool-switched",
            "照纸质《服药登记本》+ 手机闹钟发药 vs 平板「智慧养老」系统提醒，纸本不用了。",
        ),
        P(
            "contradiction",
            "meds/storage.md",
            "meds/intake.md",
            "location-changed",
            "自带药锁一楼护士站药柜 vs 锁进二楼医务室铁皮柜。",
        ),
        P(
            "contradiction",
            "fire/drill.md",
            "meetings/weekly-0609.md",
            "location-changed",
            "疏散集合点东门外小广场 vs 周会：以后集合点是南门停车场。",
        ),
        P(
            "contradiction",
            "bus/routes.md",
            "bus/boarding.md",
            "count-changed",
            "每趟一名护理员随车 vs 跟车的两个护理员，前门一个后门一个。",
        ),
        P(
            "contradiction",
            "people/chen-nainai.md",
            "care/wandering.md",
            "reworded-conflict",
            "陈奶奶去后院让她自己去、别跟着 vs 走失高风险的陈玉梅出大厅（含去院子）必须有人陪。",
        ),
        # --- decoys -----------------------------------------------------------------------
        P(
            "decoy",
            "health/bp.md",
            "health/bp-device.md",
            "shared-technology",
            "同一台电子血压计：晨检量法和阈值 vs 校准（差 5 mmHg 送修）和电池。",
        ),
        P(
            "decoy",
            "rehab/pre-check.md",
            "health/bp-device.md",
            "shared-technology",
            "器械课前量血压的规矩 vs 血压计校准保养，数字是不同的事。",
        ),
        P(
            "decoy",
            "fire/no-heaters.md",
            "logs/handover-0703.md",
            "rule-vs-incident",
            "严禁电热毯这类插电取暖 vs 阿梅给钱老师插了电热护膝，被老刘拔了。",
        ),
        P(
            "decoy",
            "events/chongyang-open.md",
            "events/chongyang-plan.md",
            "open-questions-vs-settled",
            "重阳节待定事项清单 vs 周会定下的方案（包饺子、6 桌、2800、8 个志愿者）。",
        ),
        P(
            "decoy",
            "facility/reno-phase1.md",
            "facility/reno-phase2.md",
            "phase1-vs-phase2",
            "一期 2025 扶手地砖 18 万 vs 二期 2026 呼叫器爬楼机 25 万。",
        ),
        P(
            "decoy",
            "care/nap.md",
            "care/nap-proposal.md",
            "quoted-opinion-rejected",
            "老刘提议午休缩到 40 分钟被何主任否了；午休仍是一小时。",
        ),
        P(
            "decoy",
            "people/zhang-nainai.md",
            "people/li-yeye.md",
            "two-peoples-preferences",
            "张奶奶女儿只接电话不看微信 vs 李爷爷儿子只看微信文字、别打电话。",
        ),
        P(
            "decoy",
            "fire/no-heaters.md",
            "care/no-restraints.md",
            "two-donts-different-things",
            "不许用小太阳电热毯 vs 不许把老人绑起来。",
        ),
        P(
            "decoy",
            "logs/handover-0514.md",
            "volunteers/schedule.md",
            "same-ticket-ids",
            "交接记录里 2047 是空调报修单，志愿者安排里 2047 是志愿汇活动编号。",
        ),
        P(
            "decoy",
            "volunteers/schedule-old.md",
            "volunteers/schedule.md",
            "superseded-and-successor",
            "周二下午 4 个人（已标 superseded）vs 新学期周四下午 6 个人。",
        ),
        P(
            "decoy",
            "people/zhang-nainai.md",
            "meds/reminder.md",
            "related-consistent",
            "都是张奶奶 11:15 左右打胰岛素。",
        ),
        P(
            "decoy",
            "people/zhang-nainai.md",
            "logs/handover-0514.md",
            "related-consistent",
            "交接记录里张奶奶 11:15 打了胰岛素，跟她的档案一致。",
        ),
        P(
            "decoy",
            "people/li-yeye.md",
            "health/bp.md",
            "related-consistent",
            "李爷爷到站量 BP 记晨检表，和晨检规矩一致。",
        ),
        P(
            "decoy",
            "people/li-yeye.md",
            "logs/handover-0514.md",
            "related-consistent",
            "李爷爷血压高，给儿子发微信文字，正是档案里说的联系方式。",
        ),
        P(
            "decoy",
            "health/bp.md",
            "logs/handover-0514.md",
            "related-consistent",
            "168/96 复测 162/94 仍高，当天没上器械：按 ≥160 的规矩办的。",
        ),
        P(
            "decoy",
            "rehab/pre-check.md",
            "logs/handover-0514.md",
            "related-consistent",
            "5/14 那次血压 162 没上器械，按后来的 150 规矩也一样不上。",
        ),
        P(
            "decoy",
            "rehab/pre-check.md",
            "rehab/schedule.md",
            "related-consistent",
            "器械课表和课前量血压的规矩，不冲突。",
        ),
        P(
            "decoy",
            "rehab/room-rename.md",
            "logs/handover-0703.md",
            "related-consistent",
            "交接记录用的就是新名字悦动空间。",
        ),
        P(
            "decoy",
            "rehab/room-rename.md",
            "facility/reno-phase1.md",
            "related-consistent",
            "一期翻新康复室，装修完改名，两条说的是一回事。",
        ),
        P(
            "decoy",
            "facility/reno-phase1.md",
            "meetings/weekly-0609.md",
            "related-consistent",
            "周会汇报一期进度：扶手装完、地砖月底收尾，在 3–6 月计划内。",
        ),
        P(
            "decoy",
            "family/wechat-group.md",
            "logs/handover-0514.md",
            "related-consistent",
            "5/14 孙悦在家属群发通知，那时她还是群主。",
        ),
        P(
            "decoy",
            "family/photo-stop.md",
            "meetings/weekly-0609.md",
            "related-consistent",
            "周会重申：只发活动远景、菜单周五发，和停发餐盘照一致。",
        ),
        P(
            "decoy",
            "care/wandering.md",
            "meetings/weekly-0609.md",
            "related-consistent",
            "周会说蒋护士和孙悦出防走失细则，细则就是他们出的。",
        ),
        P(
            "decoy",
            "care/wandering.md",
            "care/no-restraints.md",
            "related-consistent",
            "防走失靠人陪，不许绑：都说周大爷，靠人看。",
        ),
        P(
            "decoy",
            "care/wandering.md",
            "volunteers/schedule.md",
            "related-consistent",
            "志愿者不许单独带老人出门，和防走失一致。",
        ),
        P(
            "decoy",
            "volunteers/schedule.md",
            "events/chongyang-plan.md",
            "related-consistent",
            "平常周四每次 6 个志愿者，重阳节那天另外来 8 个：不同场合。",
        ),
        P(
            "decoy",
            "volunteers/schedule.md",
            "rehab/schedule.md",
            "related-consistent",
            "志愿者周四下午陪书法课，课表周四下午正是书法。",
        ),
        P(
            "decoy",
            "fire/drill.md",
            "fire/daily-check.md",
            "related-consistent",
            "每月查灭火器压力表和每天闭馆看一眼压力表，不冲突。",
        ),
        P(
            "decoy",
            "fire/no-heaters.md",
            "fire/daily-check.md",
            "related-consistent",
            "禁用取暖电器和闭馆断插座电，都是用电安全，一致。",
        ),
        P(
            "decoy",
            "staff/shifts.md",
            "fire/daily-check.md",
            "related-consistent",
            "晚班负责闭馆消防检查，两条一致。",
        ),
        P(
            "decoy",
            "staff/shifts.md",
            "fire/drill.md",
            "related-consistent",
            "老刘兼消防安全员，两条一致。",
        ),
        P(
            "decoy",
            "staff/shifts.md",
            "health/bp.md",
            "related-consistent",
            "早班做晨检量 BP，和晨检规矩一致。",
        ),
        P(
            "decoy",
            "bus/boarding.md",
            "logs/handover-0514.md",
            "related-consistent",
            "都讲班车：一个讲上下车怎么扶人，一个讲发车时间，不冲突。",
        ),
        P(
            "decoy",
            "bus/routes.md",
            "logs/handover-0703.md",
            "related-consistent",
            "班车保养那天用备用车、时间不变，没给出新的时间。",
        ),
        P(
            "decoy",
            "bus/routes.md",
            "family/pickup.md",
            "related-consistent",
            "家属在下午班车之前提前接人；班车 16:00 / 16:40 送回，不冲突。",
        ),
        P(
            "decoy",
            "meds/reminder.md",
            "meds/storage.md",
            "related-consistent",
            "发药由蒋护士负责、王姐顶班；药柜钥匙也是她们俩，一致。",
        ),
        P(
            "decoy",
            "meds/reminder.md",
            "meds/intake.md",
            "related-consistent",
            "送药登记核对和每天发药提醒，不同环节，不冲突。",
        ),
        P(
            "decoy",
            "care/nap.md",
            "meds/reminder.md",
            "related-consistent",
            "午休 12:30–13:30，下午那次药 14:00 午休后发，一致。",
        ),
        P(
            "decoy",
            "care/fall-prevention.md",
            "bus/boarding.md",
            "related-consistent",
            "拄拐的要有人扶；班车上拄拐的先上后下，一致。",
        ),
        P(
            "decoy",
            "staff/shifts.md",
            "bus/routes.md",
            "related-consistent",
            "早班两人开门、接车；班车一人随车，不冲突。",
        ),
        P(
            "decoy",
            "fire/drill.md",
            "fire/closing-check.md",
            "related-consistent",
            "每月查灭火器压力表和闭馆时看压力表，不冲突。",
        ),
        P(
            "decoy",
            "fire/no-heaters.md",
            "fire/closing-check.md",
            "related-consistent",
            "禁用取暖电器和闭馆断插座电，一致。",
        ),
        P(
            "decoy",
            "staff/shifts.md",
            "fire/closing-check.md",
            "related-consistent",
            "晚班走之前做这张检查单，和排班表一致。",
        ),
        P(
            "decoy",
            "volunteers/schedule-old.md",
            "rehab/schedule.md",
            "related-consistent",
            "老安排周二下午陪下棋读报，课表周二下午正是下棋/读报。",
        ),
        P(
            "decoy",
            "logs/handover-0703.md",
            "meetings/weekly-0609.md",
            "related-consistent",
            "周会定空调 26 度，7/3 交接记录里大厅 26 度没动。",
        ),
        P(
            "decoy",
            "logs/handover-0514.md",
            "logs/handover-0703.md",
            "related-consistent",
            "两天的交接记录：来的人数、报餐数各是各的那天。",
        ),
        # --- duplicates -------------------------------------------------------------------
        P(
            "duplicate",
            "fire/daily-check.md",
            "fire/closing-check.md",
            "reordered",
            "同一张闭馆检查单的五项，同一天记了两遍，顺序不同。",
        ),
        P(
            "near-duplicate",
            "care/fall-prevention.md",
            "care/toilet-assist.md",
            "same-rule-restated",
            "拄拐、用助行器的老人起身走动上厕所要有人扶，同一天换个说法又记了一遍。",
        ),
    ],
    questions=[
        ask(
            "东线班车现在早上几点发车？",
            "bus/routes.md",
            "logs/handover-0514.md",
        ),
        ask(
            "班车上要跟几个护理员啊",
            "bus/routes.md",
            "bus/boarding.md",
        ),
        ask(
            "午饭谁家送的",
            "meals/supplier.md",
            "meals/lunch-delivery.md",
        ),
        ask(
            "老人血压多高就不能上功率车那些了？",
            "health/bp.md",
            "rehab/pre-check.md",
        ),
        ask(
            "家属群现在是谁在管",
            "family/wechat-group.md",
            "meetings/weekly-0609.md",
        ),
        ask(
            "老人自己带来的药锁在哪个柜子里",
            "meds/storage.md",
            "meds/intake.md",
        ),
        ask(
            "群里还每天发老人吃饭的照片吗？",
            "family/wechat-group.md",
            "family/photo-stop.md",
        ),
        ask(
            "发药靠什么提醒，还是那个本子吗",
            "meds/reminder.md",
            "logs/handover-0703.md",
        ),
        ask(
            "康复式现在叫啥名字",
            "rehab/room-rename.md",
            "rehab/schedule.md",
            "logs/handover-0703.md",
        ),
        ask(
            "着火了疏散的时候大家在哪儿集合？",
            "fire/drill.md",
            "meetings/weekly-0609.md",
        ),
        ask(
            "今年体捡是几号来着",
            "health/checkup.md",
            "health/checkup-moved.md",
        ),
        ask(
            "陈奶奶下午要去后院溜达，用不用有人跟着？",
            "people/chen-nainai.md",
            "care/wandering.md",
        ),
        ask(
            "重阳节活动 方案",
            "events/chongyang-plan.md",
            "events/chongyang-open.md",
        ),
        ask(
            "大学生志愿者一般礼拜几过来",
            "volunteers/schedule.md",
            "volunteers/schedule-old.md",
        ),
        ask(
            "午休能不能改短一点，多排节课",
            "care/nap.md",
            "care/nap-proposal.md",
        ),
        ask("闭馆检查单", "fire/daily-check.md", "fire/closing-check.md"),
        ask(
            "家属要提前把老人接走，要办啥手续",
            "family/pickup.md",
        ),
        ask("血压计多久校准一次？", "health/bp-device.md"),
        ask("明年改造都弄些啥，报了多少钱", "facility/reno-phase2.md"),
        ask("张奶奶家里有事找谁、怎么联系", "people/zhang-nainai.md"),
        ask(
            "好嘞谢谢！那李爷爷家里人一般怎么联系比较好？",
            "people/li-yeye.md",
            conversational=True,
        ),
        ask(
            "ok，那周大爷家属又说想把他绑椅子上，能行吗？",
            "care/no-restraints.md",
            conversational=True,
        ),
        ask(
            "明白了。那冬天休息室冷，能给老人插个电热毯不？",
            "fire/no-heaters.md",
            "logs/handover-0703.md",
            conversational=True,
        ),
        ask(
            "行，那大厅空调漏水报修单号多少来着？",
            "logs/handover-0514.md",
            conversational=True,
        ),
        chat("早上好呀！"),
        chat("谢谢啦，辛苦辛苦"),
        chat("今天好热啊，外面得有三十七八度吧"),
        chat("ok 下一个"),
        chat("稍等，我去接个电话"),
        chat("哈哈哈 刚才张奶奶跟我讲了个笑话，笑死我了"),
        chat("今天累死了，终于下班了"),
        chat("你真棒，帮大忙了👍"),
        chat("明天见～"),
        chat("班车刚到，老人们今天都挺开心的哈"),
        chat("唉，今天心情不太好"),
        chat("周末愉快！"),
    ],
    complete_labels=True,
)
