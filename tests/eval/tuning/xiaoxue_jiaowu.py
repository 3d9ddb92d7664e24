"""育英路小学教务处的智能体记忆 (a Chinese primary school's academic office).

Style: full Chinese sentences, one paragraph per line, some lists and two tables
(作息时间表, 校车线路), a parents' committee write-up; English file names as agents keep them.
"""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

BUS_PICKUP = """校车接送规定：
- 下午到站后，学生必须交到家长或登记过的接送人手里，跟车老师确认后才能让孩子离开。
- 站点没有人接的，孩子不下车，随车回学校，由跟车老师联系家长。
- 三年级及以上的学生，家长书面申请后可以自行回家。
"""

N = {
    "schedule/daily-timetable.md": topic(
        "作息时间表",
        "2025秋季学期每天的作息时间",
        "reference",
        """# 作息时间表（2025秋季学期）

| 时段 | 时间 |
|---|---|
| 校门开放 | 7:40 |
| 早读 | 7:55–8:15 |
| 第一节 | 8:20–9:00 |
| 第二节 | 9:10–9:50 |
| 大课间（广播操+跑操） | 9:50–10:20 |
| 第三节 | 10:20–11:00 |
| 第四节 | 11:10–11:50 |
| 午餐 | 11:50–12:30 |
| 午休 | 12:40–13:20 |
| 第五节 | 13:30–14:10 |
| 第六节 | 14:20–15:00 |
| 第七节 | 15:15–15:55 |

7:40以前到校的学生在门卫室旁的风雨廊等候，不进教学楼。
""",
        updated="2025-09-01",
    ),
    "schedule/lunch.md": topic(
        "午餐安排",
        "午餐时间、用餐地点和每天报人数的办法",
        "reference",
        """午餐安排：
- 11:50开饭，一、二年级在教室用餐（食堂送餐到班），三至六年级去食堂。
- 每班当天吃饭的人数，由班主任在上午9点前报给教务处刘晓燕老师，她汇总后报食堂。
- 有食物过敏的学生，开学第一周由家长填过敏登记表，交给班主任。
""",
        updated="2025-09-03",
    ),
    "notices/logistics-duties.md": topic(
        "2026春季后勤分工",
        "新学期后勤处各项工作由谁负责",
        "reference",
        """新学期后勤分工（2026年春季）：
- 孙海涛：午餐人数汇总（各班主任每天上午9点前报给他）、校车跟车老师排班
- 马丽：教室设备报修登记
- 食堂对接、菜单发布：后勤处统一负责
如有变动，以后勤处通知为准。
""",
        updated="2026-02-24",
        nested=True,
        modified="2026-02-24T01:20:00Z",
    ),
    "meetings/parents-committee-oct.md": topic(
        "10月家委会例会",
        "家委会提出的开校门时间建议和学校的答复",
        "project",
        """10月16日开了家委会例会，周敏主任和各年级的家委代表都参加了。
会上有几位双职工家长提出，希望学校把早上开校门的时间提前到7:20，这样他们送完孩子还赶得上上班。周主任解释说，7:40以前到岗的老师不够，没法保证看护，安全责任太大，所以学校不同意提前，开校门时间还是7:40。作为折中，门卫室旁的风雨廊从7:20起可以让学生等候，由保安看着。
另外，家委会希望午餐菜单能提前一周发到群里，后勤答应从下周开始试行。
""",
        updated="2025-10-16",
    ),
    "timetable/fall-2025.md": topic(
        "2025秋季课表要点",
        "开学时的课表安排",
        "reference",
        """2025秋季课表要点：
- 三年级体育课：周一、周三、周五第三节
- 四年级英语：每天第一节
- 五、六年级科学课在科学楼实验室上
- 课表电子版在教务处共享盘“2025秋课表”文件夹
""",
        updated="2025-08-28",
        extra={"status": "superseded", "superseded_by": "timetable/fall-2025-revised.md"},
    ),
    "timetable/fall-2025-revised.md": topic(
        "9月课表调整",
        "9月12日起三年级体育课的调整",
        "reference",
        """9月12日起课表调整：三年级体育课改为周二、周四第三节和周五第六节，和四年级错开用操场。其余不变。新版已经替换了共享盘里的文件，纸质版也发到各班了。
""",
        updated="2025-09-12",
    ),
    "timetable/thursday-interest-groups.md": topic(
        "周四兴趣小组",
        "周四下午第七节的全校活动",
        "reference",
        """周四下午第七节是全校的“兴趣小组”时间。学生按兴趣小组名单去对应的教室（书法、围棋、合唱、编程、足球等），班主任在第七节前点完名再放人。各组名单由指导老师在开学第二周报教务处。
""",
        updated="2025-09-05",
    ),
    "timetable/sunshine-clubs.md": topic(
        "阳光社团",
        "每周四的社团活动",
        "reference",
        """“阳光社团”每周四下午第七节活动，学生按社团名单到各活动室上课。社团名单和活动室安排都在教务处共享盘的“阳光社团”表格里。
""",
        updated="2026-02-20",
    ),
    "duty/cleaning-duty.md": topic(
        "班级值日",
        "每班每天的值日生人数和分工",
        "reference",
        """班级值日（每班每天4名值日生）：
1. 擦黑板、整理讲台
2. 扫地、拖地
3. 倒垃圾、垃圾分类
4. 关灯关窗、锁门
值日表由班主任排，贴在教室后门。年级组长每周抽查两次。
""",
        updated="2025-09-02",
    ),
    "duty/duty-roster-copy.md": topic(
        "值日安排",
        "值日生分工和检查",
        "reference",
        """值日安排
- 关灯关窗、锁门
- 倒垃圾、垃圾分类
- 擦黑板、整理讲台
- 扫地、拖地
每天每个班4个值日生，一人一项。年级组长每周抽查两次；值日表由班主任排好，贴在教室后门。
""",
        updated="2025-09-02",
    ),
    "duty/new-duty-plan.md": topic(
        "新的值日办法",
        "卫生检查扣分后调整的值日安排",
        "project",
        """从这周开始，各班每天的值日生改成6个人，分上午组和下午组：上午组3人负责大课间后的地面和黑板，下午组3人负责放学后的打扫、倒垃圾和关窗锁门。这是卫生检查连续两周扣分以后，在年级组长会上定下来的。
""",
        updated="2026-03-02",
    ),
    "leave/approval.md": topic(
        "学生请假审批",
        "请假由谁审批、什么时候要医院证明",
        "reference",
        """学生请假审批：
- 1天以内（含半天）：班主任批准即可
- 超过1天：班主任签字后报教务处审批
- 病假超过3天，返校时要带医院证明
- 请假记录每月底由班主任汇总交教务处
""",
        updated="2025-09-01",
    ),
    "leave/spring-2026.md": topic(
        "春季学期请假调整",
        "新学期请假审批权限的变化",
        "feedback",
        """新学期请假审批放宽了：3天以内班主任直接批，3天以上才需要报教务处。教务处不再一条一条审批短假，只看月底的汇总。
""",
        updated="2026-02-16",
    ),
    "leave/dingtalk.md": topic(
        "钉钉请假",
        "家长怎么提交请假申请",
        "reference",
        """家长请假统一走钉钉“家校本”里的请假申请：选孩子，填原因和天数，提交后班主任在钉钉上审批。家长口头或者打电话请假的，要提醒他们补一条钉钉申请，不然月底汇总对不上。
""",
        updated="2025-09-01",
    ),
    "notices/wecom-launch.md": topic(
        "企业微信上线",
        "家校沟通迁到企业微信",
        "reference",
        """本学期起，家校沟通全部迁到企业微信：家长通过企业微信的“班级助手”提交请假，班主任在企业微信里审批；班级通知、作业提醒也都在企业微信群里发。旧的钉钉班级群下学期初解散。
""",
        updated="2026-02-09",
    ),
    "bus/routes.md": topic(
        "校车线路",
        "早班校车的线路和发车时间",
        "reference",
        """校车线路（早班）

| 线路 | 首站 | 发车 | 到校 |
|---|---|---|---|
| 1号线 | 东湖花园北门 | 6:50 | 7:35 |
| 2号线 | 金桥新村 | 7:00 | 7:38 |

下午放学后16:10发车，原路返回。每辆车有一名跟车老师。
""",
        updated="2025-09-01",
    ),
    "bus/route1-later.md": topic(
        "1号线时间调整",
        "1号线早上发车时间推迟",
        "reference",
        """下周一起，1号线早上7:10才从东湖花园北门出发。原因是沿途三个站合并成了一个（滨江路口），路上能省十来分钟。请班主任转告1号线的家长。
""",
        updated="2026-03-06",
    ),
    "bus/pickup-rule.md": topic(
        "校车接送规定",
        "校车到站后学生交接的规定",
        "feedback",
        BUS_PICKUP,
        updated="2025-09-01",
    ),
    "safety/bus-pickup.md": topic(
        "校车站点交接",
        "安全工作：校车下车交接",
        "feedback",
        BUS_PICKUP,
        updated="2025-09-01",
    ),
    "bus/incident-0312.md": topic(
        "3月12日校车事件",
        "2号线站点无人接时学生被放走",
        "project",
        """3月12日下午，2号线金桥新村站：一名二年级学生的家长没到，代班的跟车老师以为孩子家就在附近，让孩子自己走回去了。孩子安全到家，家长晚上打电话到学校反映了情况。
已经约谈了代班老师。周主任要求后勤把接送规定打印出来，贴在每辆校车上。
""",
        updated="2026-03-13",
    ),
    "exams/paper-storage.md": topic(
        "试卷保管",
        "考试试卷放在哪里、谁拿钥匙",
        "feedback",
        """考试试卷（印好的和收回来的答卷）一律锁在行政楼204教务处的保密柜里，钥匙两把，周主任一把、刘晓燕一把。领卷、还卷都要在登记本上签字。
""",
        updated="2025-10-20",
    ),
    "exams/archive-room.md": topic(
        "试卷存放调整",
        "期末起试卷的存放地点",
        "feedback",
        """从期末考试开始，所有试卷改存到图书馆一楼档案室的保险柜里，钥匙由刘晓燕管。原因是行政楼寒假要装修。领取和归还照样登记。
""",
        updated="2026-01-06",
    ),
    "exams/final-open-items.md": topic(
        "期末考试待定事项",
        "期末前还没定下来的几件事",
        "project",
        """期末考试待定事项：
1. 三至六年级是不是全区统一命题？（等区教研室通知）
2. 一、二年级还考不考纸笔？教育局鼓励搞“乐考”。
3. 考试周课后服务停不停？
4. 阅卷是集中阅卷，还是各校自己阅？
""",
        updated="2025-12-01",
    ),
    "exams/grade12-fun-test.md": topic(
        "一二年级乐考",
        "一、二年级期末测评的形式",
        "project",
        """定下来了：一、二年级期末不考纸笔，改成“乐考”闯关，语文、数学各设5个关卡，1月14日上午在体育馆按班轮流进行。结果用星级评价，不出分数。
""",
        updated="2025-12-15",
    ),
    "exams/midterm.md": topic(
        "期中考试安排",
        "教务处通知第17号：期中考试的时间和要求",
        "project",
        """期中考试安排（教务处通知第17号）：
- 11月5日至6日，三至六年级
- 考语文、数学、英语；英语听力11月6日9:10用校园广播统一播放，各班提前检查喇叭
- 监考：每个考场2位老师，交叉监考
- 成绩出来后，班主任当天在班级家长群公布班级平均分和最高分
""",
        updated="2025-10-22",
    ),
    "repairs/ticket-17.md": topic(
        "报修单17号",
        "三（2）班投影仪故障",
        "project",
        """报修单17号：三（2）班投影仪开机后没画面，换过HDMI线还是不行。信息中心说可能是灯泡坏了，配件要等一周，这期间三（2）班先用移动电视。
""",
        updated="2025-10-23",
    ),
    "notices/grades-rule.md": topic(
        "成绩公布新规",
        "区教育局关于考试成绩公布的规定",
        "feedback",
        """按区教育局的新规定，任何考试之后都不得在家长群或其他公开渠道公布学生成绩和排名，班级平均分也不行。成绩只能通过私信或成绩单单独告诉家长。
""",
        updated="2026-01-10",
    ),
    "parents/meeting-rules.md": topic(
        "家长会注意事项",
        "本学期家长会的时间和几条要求",
        "feedback",
        """本学期家长会定在11月14日（周五）15:30，在各班教室开。注意：
- 不要在会上点名批评学生。
- 不要在家长会上推荐教辅资料，也不要收任何费用。
- 会后把签到表交给年级组长。
""",
        updated="2025-11-03",
    ),
    "homework/lower-grades.md": topic(
        "低年级作业",
        "一、二年级家庭作业的要求",
        "feedback",
        """一、二年级不布置书面家庭作业，这是“双减”的硬性要求。可以建议亲子阅读、跳绳这类活动，但不能要求家长拍照打卡。
""",
        updated="2025-09-01",
    ),
    "homework/grade1-daily.md": topic(
        "一年级每日练习",
        "一年级组定的每天练习内容",
        "project",
        """一年级组定的每日练习：语文生字抄写一页，数学口算卡10题，写完家长签字，第二天早读时组长收上来。
""",
        updated="2026-03-03",
    ),
}

FILES = with_index(
    N,
    title="育英路小学教务处记忆",
    sections={
        "schedule/": "作息与午餐",
        "timetable/": "课表",
        "duty/": "值日",
        "leave/": "请假",
        "bus/": "校车",
        "safety/": "校车",
        "exams/": "考试",
        "repairs/": "报修",
        "homework/": "作业",
        "parents/": "家长会",
        "meetings/": "会议",
        "notices/": "通知",
    },
)


Q, S = questions_in("zh")


MEMDIR = LabelledMemdir(
    name="xiaoxue_jiaowu",
    half="tuning",
    language="zh",
    domain="primary school academic office (小学教务处)",
    style="full Chinese sentences, one paragraph per line, lists and two tables",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "bus/routes.md",
            "bus/route1-later.md",
            "time-moved",
            "1号线早上6:50发车 vs 7:10发车。",
        ),
        P(
            "contradiction",
            "leave/approval.md",
            "leave/spring-2026.md",
            "threshold-changed",
            "班主任可批1天以内 vs 3天以内。",
        ),
        P(
            "contradiction",
            "schedule/lunch.md",
            "notices/logistics-duties.md",
            "owner-changed",
            "午餐人数报刘晓燕 vs 报孙海涛。",
        ),
        P(
            "contradiction",
            "timetable/thursday-interest-groups.md",
            "timetable/sunshine-clubs.md",
            "renamed",
            "周四第七节“兴趣小组” vs “阳光社团”。",
        ),
        P(
            "contradiction",
            "exams/midterm.md",
            "notices/grades-rule.md",
            "policy-reversed",
            "考后在家长群公布平均分 vs 不得公布成绩，平均分也不行。",
        ),
        P(
            "contradiction",
            "leave/dingtalk.md",
            "notices/wecom-launch.md",
            "tool-switched",
            "请假走钉钉家校本 vs 企业微信班级助手。",
        ),
        P(
            "contradiction",
            "exams/paper-storage.md",
            "exams/archive-room.md",
            "location-changed",
            "试卷在行政楼204保密柜 vs 图书馆一楼档案室保险柜。",
        ),
        P(
            "contradiction",
            "duty/cleaning-duty.md",
            "duty/new-duty-plan.md",
            "count-changed",
            "每班每天值日生4人 vs 6人。",
        ),
        P(
            "contradiction",
            "duty/duty-roster-copy.md",
            "duty/new-duty-plan.md",
            "count-changed",
            "每班每天值日生4人 vs 6人。",
        ),
        P(
            "contradiction",
            "homework/lower-grades.md",
            "homework/grade1-daily.md",
            "reworded-conflict",
            "一二年级不布置书面作业 vs 一年级每天抄写一页、口算10题。",
        ),
        # duplicates
        P(
            "duplicate",
            "bus/pickup-rule.md",
            "safety/bus-pickup.md",
            "identical",
            "同一份校车接送规定存了两处。",
        ),
        P(
            "duplicate",
            "duty/cleaning-duty.md",
            "duty/duty-roster-copy.md",
            "reordered",
            "同样的4项值日分工，顺序不同。",
        ),
        # decoys
        P(
            "decoy",
            "schedule/daily-timetable.md",
            "meetings/parents-committee-oct.md",
            "quoted-opinion-rejected",
            "家长提议7:20开校门被否，仍是7:40。",
        ),
        P(
            "decoy",
            "bus/pickup-rule.md",
            "bus/incident-0312.md",
            "rule-vs-incident",
            "无人接不下车的规定和违反它的一次事件。",
        ),
        P(
            "decoy",
            "safety/bus-pickup.md",
            "bus/incident-0312.md",
            "rule-vs-incident",
            "无人接不下车的规定和违反它的一次事件。",
        ),
        P(
            "decoy",
            "exams/final-open-items.md",
            "exams/grade12-fun-test.md",
            "open-questions-vs-settled",
            "一二年级考不考纸笔的待定问题和定下来的乐考。",
        ),
        P(
            "decoy",
            "exams/midterm.md",
            "repairs/ticket-17.md",
            "same-ticket-ids",
            "教务处通知第17号 vs 报修单17号，无关。",
        ),
        P(
            "decoy",
            "schedule/daily-timetable.md",
            "exams/midterm.md",
            "shared-technology",
            "校园广播：大课间广播操 vs 英语听力播放。",
        ),
        P(
            "decoy",
            "notices/grades-rule.md",
            "parents/meeting-rules.md",
            "two-donts-different-things",
            "不得公布成绩 vs 家长会上不点名批评、不推销教辅。",
        ),
        P(
            "decoy",
            "schedule/daily-timetable.md",
            "schedule/lunch.md",
            "related-consistent",
            "午餐都是11:50开始。",
        ),
        P(
            "decoy",
            "leave/approval.md",
            "leave/dingtalk.md",
            "related-consistent",
            "请假都由班主任审批，一个讲权限一个讲提交方式。",
        ),
        P(
            "decoy",
            "exams/grade12-fun-test.md",
            "homework/lower-grades.md",
            "related-consistent",
            "低年级期末不考纸笔、平时不留书面作业，方向一致。",
        ),
        P(
            "decoy",
            "timetable/fall-2025.md",
            "timetable/fall-2025-revised.md",
            "superseded-and-successor",
            "三年级体育一三五 vs 二四五，旧课表已标为superseded。",
        ),
    ],
    questions=[
        Q(
            "1号线校车早上几点从东湖花园发车？",
            "bus/routes.md",
            "bus/route1-later.md",
        ),
        Q(
            "孩子要请两天假，需要教务处批吗？",
            "leave/approval.md",
            "leave/spring-2026.md",
        ),
        Q(
            "每天的午餐人数应该报给哪位老师？",
            "schedule/lunch.md",
            "notices/logistics-duties.md",
        ),
        Q(
            "周四下午第七节学生都去上什么？",
            "timetable/thursday-interest-groups.md",
            "timetable/sunshine-clubs.md",
        ),
        Q(
            "考完试班主任还能在家长群里发班级平均分吗？",
            "exams/midterm.md",
            "notices/grades-rule.md",
        ),
        Q(
            "家长现在要用什么软件给孩子请假？",
            "leave/dingtalk.md",
            "notices/wecom-launch.md",
        ),
        Q(
            "期末的试卷锁在哪里？钥匙在谁手上？",
            "exams/paper-storage.md",
            "exams/archive-room.md",
        ),
        Q(
            "现在每个班每天要安排几个值日生？",
            "duty/cleaning-duty.md",
            "duty/duty-roster-copy.md",
            "duty/new-duty-plan.md",
        ),
        Q(
            "一年级可以给学生留书面作业吗？",
            "homework/lower-grades.md",
            "homework/grade1-daily.md",
        ),
        Q(
            "一二年级的期末考试是怎么考的？",
            "exams/grade12-fun-test.md",
            "exams/final-open-items.md",
        ),
        Q(
            "学校早上几点开校门，能不能早点把孩子送过来？",
            "schedule/daily-timetable.md",
            "meetings/parents-committee-oct.md",
        ),
        Q("这学期的家长会是哪天开的？", "parents/meeting-rules.md"),
        Q(
            "校车到站了没有家长来接，跟车老师该怎么办？",
            "bus/pickup-rule.md",
            "safety/bus-pickup.md",
        ),
        Q(
            "好的，谢谢！那三年级的体育课现在是星期几上呀？",
            "timetable/fall-2025-revised.md",
            "timetable/fall-2025.md",
            conversational=True,
        ),
        Q(
            "明白了。对了，三（2）班的投影仪修好了没有？",
            "repairs/ticket-17.md",
            conversational=True,
        ),
        S("早上好！"),
        S("辛苦啦，谢谢你"),
        S("好的，我们说下一件事吧"),
        S("明天见～"),
        S("哈哈，有道理"),
        S("稍等一下，我去接个电话"),
        S("太棒了，你真厉害"),
    ],
    complete_labels=True,
)
