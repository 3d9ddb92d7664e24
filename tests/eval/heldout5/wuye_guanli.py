# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A Chinese property management company's agent memory (安和物业, 锦绣华庭小区): Chinese,
full sentences, one paragraph per line; property fees, parking, cleaning, repairs, door
access, parcel lockers and night duty."""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    "baojie/laji-qingyun.md": topic(
        "生活垃圾清运",
        "小区生活垃圾每天什么时候清运",
        "reference",
        """锦绣华庭的生活垃圾每天清运两次，早上七点一次，晚上七点一次，由保洁班组用电瓶车拉到小区西北角的垃圾中转站。
清运前十分钟保洁员会在各楼栋垃圾房门口摇铃，业主如果有大件垃圾可以趁这个时候交给保洁员。
厨余垃圾桶每次清运完都要用水冲洗，夏天另外再喷一次除臭剂。
""",
        updated="2025-06-10",
    ),
    "tongzhi/2026-04-qingyun-tiaozheng.md": topic(
        "四月起清运时间调整",
        "环卫所转运车改时间以后我们怎么安排",
        "project",
        """接到环卫所通知，从四月一日起他们的转运车改成傍晚进小区，所以我们晚上那一趟清运提前到下午五点半，早上那一趟不变。
公告已经贴在每个单元门口，业主群里也发过了，有人来问就按这个时间回答。
""",
        updated="2026-03-28",
    ),
    "tingche/fangke-tingche.md": topic(
        "访客停车",
        "外来车辆进小区怎么收费",
        "reference",
        """外来访客的车辆从南门进出，道闸会自动识别车牌并开始计时。
访客车辆在小区里停放三十分钟以内免费，超过三十分钟按每小时五元收费，二十四小时最多收四十元。
业主可以在小程序里提前给访客登记，但是登记了也按同样的标准收费。
""",
        updated="2025-05-20",
    ),
    "tingche/2026-linshi-tingche.md": topic(
        "临时停车新规定",
        "业委会反映以后对访客车辆的调整",
        "feedback",
        """业委会反映有人把访客免费时段当成临时停车场来用，李经理决定从一月十五日起把免费时长改成十五分钟。
超出以后还是每小时五元，封顶金额也没有变，门岗的同事记得跟司机解释清楚。
""",
        updated="2026-01-12",
    ),
    "weixiu/baoxiu.md": topic(
        "业主报修流程",
        "业主家里坏了东西怎么报修",
        "reference",
        """业主报修统一通过“安和生活”小程序提交，要写清楚楼栋、房号和问题，最好附上照片。
工程部主管王志强每天早上八点半看单、派单，一般问题当天上门，需要买配件的三个工作日内处理完。
水管爆裂、电梯困人这种紧急情况不用等小程序，直接打二十四小时值班电话。
""",
        updated="2025-04-08",
    ),
    "renshi/2026-02-gongchengbu.md": topic(
        "工程部人事变动",
        "二月份工程部的调整",
        "project",
        """王志强调到公司新接的滨江项目去了，工程部主管由陈立新接任，从二月二十三日开始由他负责派维修单。
陈立新原来是水电班的班长，对小区的管线很熟悉，业主有急事也可以直接找他。
""",
        updated="2026-02-20",
        nested=True,
        session="4f0d2a9e-8c31-47b2-a6e5-1d9b3c7e5f20",
        modified="2026-02-20T09:15:00+08:00",
    ),
    "tongzhi/xiaochengxu-gengming.md": topic(
        "小程序改名",
        "业主用的小程序换了名字",
        "reference",
        """公司统一品牌以后，原来的业主小程序改名叫“安和到家”，图标也换成了一个绿色的小房子。
报修、缴费、访客登记这些功能都还在原来的位置，老用户不用重新注册，搜新名字就能找到。
""",
        updated="2025-11-03",
    ),
    "kuaidi/menwei-daishou.md": topic(
        "门卫代收快递",
        "业主不在家时快递怎么处理",
        "feedback",
        """快递员送件的时候如果业主不在家，可以把包裹交到南门门卫室，由值班保安登记以后代收。
业主凭手机号后四位到门卫室领取，代收的包裹最多保管七天。
""",
        updated="2025-03-15",
    ),
    "kuaidi/2025-09-tingzhi-daishou.md": topic(
        "九月起的快递规定",
        "包裹丢失以后门卫室的做法",
        "feedback",
        """上个月门卫室代收的包裹丢了两件，公司为此赔了钱，所以从九月开始门卫室一律不再帮忙收快递。
快递员来问的时候请他们放进快递柜或者送到驿站，保安不要再签收任何包裹。
""",
        updated="2025-09-01",
    ),
    "menjin/ic-ka.md": topic(
        "门禁卡",
        "单元门和电梯厅的门禁",
        "reference",
        """各单元门和地下车库电梯厅都用IC卡门禁，每户发两张卡。
卡丢了要到客服中心补办，每张收工本费二十元，补卡的时候要带身份证和房产证复印件。
""",
        updated="2025-02-18",
    ),
    "menjin/renlian-shibie.md": topic(
        "门禁系统升级",
        "升级以后业主怎么进单元门",
        "project",
        """门禁系统升级已经完成，各单元门现在都是刷脸开门，业主带身份证到客服中心录入人脸就可以了。
原来的IC卡六月三十日以后全部失效，也不再补办，访客由业主在小程序里生成临时二维码。
""",
        updated="2026-04-02",
    ),
    "kuaidi/kuaidigui.md": topic(
        "快递柜",
        "小区快递柜在哪里",
        "reference",
        """小区里的丰巢快递柜放在三号楼北侧的自行车棚旁边，一共有三组柜子。
包裹超过十八个小时不取会收保管费，这是快递柜公司收的，跟物业没有关系，业主问起来可以这样解释。
""",
        updated="2025-03-15",
    ),
    "tongzhi/kuaidigui-banqian.md": topic(
        "快递柜搬迁",
        "十二月初快递柜换了地方",
        "project",
        """因为三号楼北侧要改造成电动车充电棚，快递柜已经在十二月初搬到东门岗亭旁边，柜子的数量没有变。
新位置有雨棚和路灯，晚上取件也方便，搬迁通知已经在业主群里发过了。
""",
        updated="2025-12-05",
    ),
    "zhiban/zhiban-zhidu.md": topic(
        "值班制度",
        "监控室和夜间巡逻的安排",
        "reference",
        """监控室二十四小时必须有人，交接班的时候要等接班的人到岗以后上一班才能离开。
晚上十点到早上六点安排两名保安巡逻，每两个小时绕小区走一圈，在各个巡更点打卡。
值班队长是赵刚，排班表每周日晚上发到值班群里。
""",
        updated="2025-01-20",
    ),
    "zhiban/2026-yexun-zengyuan.md": topic(
        "夜班加人",
        "五月份电动车被偷以后的安排",
        "project",
        """五月初连着丢了三辆电动车，公司同意给夜班加人，现在每天晚上有三个保安轮流巡逻。
巡更点也加了两个，主要放在地下车库出入口和东门附近。
""",
        updated="2026-05-08",
    ),
    "guiding/zhuangxiu-laji.md": topic(
        "装修垃圾",
        "装修产生的垃圾谁来处理",
        "feedback",
        """装修产生的建筑垃圾由业主或者装修公司自己负责运出小区，物业不负责清运。
装修垃圾不能放进生活垃圾桶，也不能倒在绿化带里，办装修手续的时候要跟业主讲清楚。
""",
        updated="2025-04-25",
    ),
    "guiding/zhuangxiu-guanli-buchong.md": topic(
        "装修管理补充办法",
        "为了减少碎砖乱倒定的新办法",
        "feedback",
        """为了减少碎砖乱倒，公司新定了办法：业主把碎料装进编织袋，放到西门外围墙边的临时堆放点就行，每周六上午由物业统一叫车拉走。
费用按袋计算，每袋八元，在办理装修登记的时候一起交。
""",
        updated="2026-01-05",
    ),
    "chongdian/yiqi.md": topic(
        "充电桩一期",
        "地下车库汽车充电桩第一期",
        "project",
        """地下车库充电桩一期工程在B1层东区安装二十个七千瓦的交流桩，八月底完工，安装费由供电公司承担。
一期只对已经买了固定车位的业主开放申请，每户限一个。
""",
        updated="2025-07-14",
    ),
    "chongdian/erqi.md": topic(
        "充电桩二期",
        "地下车库汽车充电桩第二期",
        "project",
        """二期计划明年三月开工，在B1层西区和B2层再装四十个桩，其中四个是快充桩，费用由业主按实际使用分摊。
二期建成以后，租车位的业主也可以申请使用。
""",
        updated="2025-07-14",
    ),
    "weixiu/gongdan-1024.md": topic(
        "1024号报修单",
        "五号楼电梯异响",
        "project",
        """1024号报修单是五号楼二单元的电梯，业主反映上下行的时候有异响，已经请电梯维保公司来检查过了。
检查结果是导靴磨损，配件预计下周到，到货以后停梯半天更换，停梯要提前一天贴通知。
""",
        updated="2026-03-10",
    ),
    "tingche/yuezu-1024.md": topic(
        "1024号车位",
        "地下车库的一个月租车位",
        "reference",
        """地下车库1024号车位是十二号楼刘女士租的，月租三百元，合同到二〇二六年九月。
这个车位紧挨着消防通道，车不能超出车位线，要是有人投诉就先打电话提醒她。
""",
        updated="2025-10-10",
    ),
    "guiding/loudao-zawu.md": topic(
        "楼道杂物",
        "楼道和消防通道不许堆东西",
        "feedback",
        """楼道和消防通道里不许堆放杂物，鞋柜、纸箱、旧家具都不行，这是消防检查的重点。
保洁员发现以后先贴提醒单，三天以后还没清走就拍照报给客服，由客服去联系业主。
""",
        updated="2025-05-30",
    ),
    "guiding/dianche-jin-dianti.md": topic(
        "电动车进电梯",
        "电动自行车的管理规定",
        "feedback",
        """电动自行车严禁推进电梯，也不允许在楼道或者家里充电，请业主到充电棚统一充电。
保安看到有人推车进电梯要当场劝阻，劝不听的记下房号报给客服。
""",
        updated="2025-05-30",
    ),
    "guiding/dianti-dianche-chongshen.md": topic(
        "再次强调电瓶车规定",
        "电瓶车不能上楼",
        "feedback",
        """再强调一遍：电瓶车不能进电梯，也不能从家里拉电线充电，物业只允许在小区的充电棚里充。
""",
        updated="2025-05-30",
    ),
    "yewei/daiyi-shixiang.md": topic(
        "业委会待议事项",
        "下次业委会会议要讨论的事",
        "project",
        """业委会下次开会要讨论的几件事还没有结论：明年物业费要不要上调，南门外能不能加十个临时车位，还有要不要在西门再加一组快递柜。
物业这边要提前准备好物业费的收支明细，给业委会做参考。
""",
        updated="2025-10-20",
    ),
    "yewei/2025-12-huiyi-jiyao.md": topic(
        "十二月业委会会议纪要",
        "十二月业委会会议定下来的事",
        "project",
        """十二月的业委会会议定下来了：二〇二六年物业费不上调，住宅还是每平方米每月二点二元。
会上有业主提出楼道应该每天拖洗一次，李经理算了一下人工成本，大家讨论以后没有采纳，楼道保洁还是按原来的频次做。
临时车位的事要等街道回复，下次会议再议。
""",
        updated="2025-12-18",
    ),
    "baojie/loudao-qingjie.md": topic(
        "楼道保洁标准",
        "楼道多久打扫一次",
        "reference",
        """楼道保洁的标准是每周拖洗两次，时间是周二和周五上午，扶手和电梯按钮每天擦一遍。
碰到雨雪天气，大堂入口要多铺防滑垫，并且每两个小时拖一次地。
""",
        updated="2025-02-10",
    ),
    "wuyefei/shoufei-biaozhun.md": topic(
        "物业费收费标准",
        "住宅物业费怎么收",
        "reference",
        """住宅物业费按建筑面积收取，每平方米每月二点二元，按季度预交。
可以在客服中心刷卡交，也可以在小程序上交，银行代扣需要业主自己去银行签协议。
逾期没交的，客服先打电话提醒，一个月以后再发书面催缴通知，不收滞纳金。
""",
        updated="2025-01-08",
    ),
    "caiwu/wuyefei-shuoming.md": topic(
        "物业费说明",
        "给客服用的物业费说明",
        "reference",
        """逾期没交物业费的，客服先打电话提醒，一个月以后发书面催缴通知，我们不收滞纳金。
缴费方式有三种：小程序在线缴、客服中心刷卡、银行代扣（业主自己去银行签代扣协议）。
收费标准是按建筑面积每平方米每月二点二元，每个季度预交一次。
""",
        updated="2025-01-08",
    ),
    "zhiban/2026-03-jiankong-kongdang.md": topic(
        "监控室空岗",
        "三月十四日凌晨的情况",
        "project",
        """三月十四日凌晨两点多，监控室有大概二十分钟没有人，夜班保安去东门帮忙扶一位摔倒的老人，接班的人还没到。
事后查了录像，这段时间小区里没有异常，赵刚已经在周会上讲了这件事，提醒大家离开之前一定先叫人顶岗。
""",
        updated="2026-03-16",
    ),
}

FILES = with_index(N, title="安和物业 · 锦绣华庭 记忆", separator="：")


Q, S = questions_in("zh")


MEMDIR = LabelledMemdir(
    name="wuye_guanli",
    half="heldout5",
    language="zh",
    domain="property management company",
    style="Chinese; full sentences, one paragraph per line",
    files=FILES,
    pairs=[
        # --- contradictions ---
        P(
            "contradiction",
            "baojie/laji-qingyun.md",
            "tongzhi/2026-04-qingyun-tiaozheng.md",
            "time-moved",
            "Evening garbage run 19:00 vs 17:30.",
        ),
        P(
            "contradiction",
            "tingche/fangke-tingche.md",
            "tingche/2026-linshi-tingche.md",
            "threshold-changed",
            "Visitor free parking 30 min vs 15 min.",
        ),
        P(
            "contradiction",
            "weixiu/baoxiu.md",
            "renshi/2026-02-gongchengbu.md",
            "owner-changed",
            "Repair orders dispatched by Wang Zhiqiang vs Chen Lixin.",
        ),
        P(
            "contradiction",
            "weixiu/baoxiu.md",
            "tongzhi/xiaochengxu-gengming.md",
            "renamed",
            "Mini program 'Anhe Shenghuo' vs renamed 'Anhe Daojia'.",
        ),
        P(
            "contradiction",
            "kuaidi/menwei-daishou.md",
            "kuaidi/2025-09-tingzhi-daishou.md",
            "policy-reversed",
            "Gate room accepts parcels vs no longer accepts any.",
        ),
        P(
            "contradiction",
            "menjin/ic-ka.md",
            "menjin/renlian-shibie.md",
            "tool-switched",
            "IC card access (replacement 20 yuan) vs face recognition, cards void.",
        ),
        P(
            "contradiction",
            "kuaidi/kuaidigui.md",
            "tongzhi/kuaidigui-banqian.md",
            "location-changed",
            "Parcel lockers north of building 3 vs beside the east gate booth.",
        ),
        P(
            "contradiction",
            "zhiban/zhiban-zhidu.md",
            "zhiban/2026-yexun-zengyuan.md",
            "count-changed",
            "Night patrol two guards vs three.",
        ),
        P(
            "contradiction",
            "guiding/zhuangxiu-laji.md",
            "guiding/zhuangxiu-guanli-buchong.md",
            "reworded-conflict",
            "Owners haul renovation debris out themselves vs bag it, we haul it for 8 yuan a bag.",
        ),
        # --- duplicates ---
        P(
            "duplicate",
            "guiding/dianche-jin-dianti.md",
            "guiding/dianti-dianche-chongshen.md",
            "same-rule-restated",
            "No e-bikes in lifts, charge only in the shed; restated the same day.",
        ),
        P(
            "duplicate",
            "wuyefei/shoufei-biaozhun.md",
            "caiwu/wuyefei-shuoming.md",
            "reordered",
            "Same fee, payment ways and reminders, in reverse order.",
        ),
        # --- decoys ---
        P(
            "decoy",
            "chongdian/yiqi.md",
            "chongdian/erqi.md",
            "phase1-vs-phase2",
            "Phase 1: 20 piles B1 east, owners only; phase 2: 40 piles, renters too.",
        ),
        P(
            "decoy",
            "weixiu/gongdan-1024.md",
            "tingche/yuezu-1024.md",
            "same-ticket-ids",
            "Repair order 1024 (lift) vs parking space 1024.",
        ),
        P(
            "decoy",
            "zhiban/zhiban-zhidu.md",
            "zhiban/2026-03-jiankong-kongdang.md",
            "rule-vs-incident",
            "Monitoring room always staffed vs 20 minutes empty on 14 March.",
        ),
        P(
            "decoy",
            "guiding/loudao-zawu.md",
            "guiding/dianche-jin-dianti.md",
            "two-donts-different-things",
            "No clutter in stairwells vs no e-bikes in lifts.",
        ),
        P(
            "decoy",
            "guiding/loudao-zawu.md",
            "guiding/dianti-dianche-chongshen.md",
            "two-donts-different-things",
            "No clutter in stairwells vs no e-bikes in lifts (restated).",
        ),
        P(
            "decoy",
            "yewei/daiyi-shixiang.md",
            "yewei/2025-12-huiyi-jiyao.md",
            "open-questions-vs-settled",
            "Fee raise open vs settled: no raise in 2026.",
        ),
        P(
            "decoy",
            "yewei/2025-12-huiyi-jiyao.md",
            "baojie/loudao-qingjie.md",
            "quoted-opinion-rejected",
            "Daily mopping proposed and rejected vs twice a week.",
        ),
        P(
            "decoy",
            "yewei/2025-12-huiyi-jiyao.md",
            "wuyefei/shoufei-biaozhun.md",
            "related-consistent",
            "2.2 yuan per m2 per month in both.",
        ),
        P(
            "decoy",
            "yewei/2025-12-huiyi-jiyao.md",
            "caiwu/wuyefei-shuoming.md",
            "related-consistent",
            "2.2 yuan per m2 per month in both.",
        ),
        P(
            "decoy",
            "baojie/laji-qingyun.md",
            "baojie/loudao-qingjie.md",
            "related-consistent",
            "Cleaning: garbage twice a day vs stairwells twice a week; different jobs.",
        ),
    ],
    questions=[
        Q(
            "现在晚上的垃圾是几点钟收走的？",
            "baojie/laji-qingyun.md",
            "tongzhi/2026-04-qingyun-tiaozheng.md",
        ),
        Q(
            "朋友开车来看我，车停在小区里多长时间以内不要钱？",
            "tingche/fangke-tingche.md",
            "tingche/2026-linshi-tingche.md",
        ),
        Q(
            "家里水管漏水了，现在是谁负责派维修单的？",
            "weixiu/baoxiu.md",
            "renshi/2026-02-gongchengbu.md",
        ),
        Q(
            "报修用的那个小程序现在叫什么名字？",
            "weixiu/baoxiu.md",
            "tongzhi/xiaochengxu-gengming.md",
        ),
        Q(
            "我不在家的时候，门卫室还能帮我代收快递吗？",
            "kuaidi/menwei-daishou.md",
            "kuaidi/2025-09-tingzhi-daishou.md",
        ),
        Q(
            "我的门禁卡丢了，应该去哪里补办？",
            "menjin/ic-ka.md",
            "menjin/renlian-shibie.md",
        ),
        Q(
            "小区的快递柜搬到哪里去了？",
            "kuaidi/kuaidigui.md",
            "tongzhi/kuaidigui-banqian.md",
        ),
        Q(
            "晚上一般安排几个保安在小区里巡逻？",
            "zhiban/zhiban-zhidu.md",
            "zhiban/2026-yexun-zengyuan.md",
        ),
        Q(
            "装修的时候拆下来的碎砖需要我们自己运出去吗？",
            "guiding/zhuangxiu-laji.md",
            "guiding/zhuangxiu-guanli-buchong.md",
        ),
        Q(
            "明年的物业费会不会涨价？",
            "yewei/2025-12-huiyi-jiyao.md",
            "wuyefei/shoufei-biaozhun.md",
            "caiwu/wuyefei-shuoming.md",
        ),
        Q(
            "楼道一个星期拖几次地？",
            "baojie/loudao-qingjie.md",
            "yewei/2025-12-huiyi-jiyao.md",
        ),
        Q(
            "电动车可以推进电梯里带回家充电吗？",
            "guiding/dianche-jin-dianti.md",
            "guiding/dianti-dianche-chongshen.md",
        ),
        Q(
            "我是租车位的，可以申请用地下车库的充电桩吗？",
            "chongdian/yiqi.md",
            "chongdian/erqi.md",
        ),
        Q(
            "明白了，谢谢！顺便问一下，夜里监控室一直有人值班吗？",
            "zhiban/zhiban-zhidu.md",
            "zhiban/2026-03-jiankong-kongdang.md",
            conversational=True,
        ),
        Q(
            "好的好的。那1024号报修单的电梯现在修好了没有？",
            "weixiu/gongdan-1024.md",
            conversational=True,
        ),
        S("你好呀，在吗？"),
        S("早上好！今天又是忙碌的一天。"),
        S("太感谢了，你帮了我大忙。"),
        S("好的，那我们接着看下一个吧。"),
        S("今天就先到这里，明天见！"),
        S("嗯嗯，我明白了。"),
        S("哈哈，你说得真好。"),
    ],
    complete_labels=True,
)
