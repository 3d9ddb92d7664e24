# Written for held-out half heldout11 by a writer who never read a detector; its domain
# repeated a tuning memdir's (jiudian_qiantai, a hotel front desk), which would have made it
# no test of unseen words, so it joined tuning unmeasured and a driving school took its place.
"""Memory of an 8-room guesthouse in Dali: the owner's chatty WeChat notes, the manager's numbered SOPs."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- 人员 ---------------------------------------------------------------------------------
    "team/renyuan.md": topic(
        "人员和外部联系人",
        "店里谁管什么，外面合作的师傅和供应商",
        "reference",
        """栖云小院（大理才村，8间房）人员 & 外部联系人，8/20 小林整理

| 人 | 角色 | 管什么 | 怎么找 |
|---|---|---|---|
| 周磊（老周） | 老板 | 定价、要花钱的大事、跟村委/派出所打交道 | 微信语音或者直接打电话 |
| 林晓（小林） | 店长 | 排班、采购、SOP、OTA后台消息（携程/美团/Booking）、差评回复 | 工作群 @小林 |
| 杨雪（阿雪） | 前台管家 | check-in/退房、押金、客人微信、行李寄存、接送预约 | 前台手机 |
| 和姐 | 早餐 | 早餐、厨房卫生、买菜 | |
| 段阿姨、杨阿姨、李阿姨 | 保洁 | 做房、公共区域、布草交接 | 阿姨群 |
| 赵师傅 | 接送司机（外包） | 大理机场、大理站接送，7座GL8 | 电话 138 8720 xxxx |
| 张老板（苍洱洗涤，喜洲） | 布草洗涤 | 床单被套枕套毛巾收送，一三五上午来 | 微信 |
| 李师傅 | 电工 | 热水器、电路 | 电话，从下关过来要40分钟 |
""",
        aliases=["人员表", "谁管什么", "通讯录"],
        updated="2025-08-20",
    ),
    "team/laozhou-goutong.md": topic(
        "跟老周沟通",
        "老周喜欢怎么收消息、什么事要马上找他",
        "user",
        """老周的习惯：
- 有事微信发语音或者直接打电话，长文字他不看（"打那么多字我哪有空看嘛"）
- 日报不用给他
- 这几种事马上找他：客诉要退款、警察/村委来人、要花钱超过500的
- 晚上10点以后除非急事别打
""",
        updated="2025-03-08",
    ),
    "team/xiaolin-goutong.md": topic(
        "跟小林沟通",
        "小林要文字和日报，不听语音",
        "user",
        """小林（店长）这边：
1. 不要发语音，前台人多她不方便听，一律打字
2. 事情发"栖云工作群"，写清楚：几号房、什么事、要她做什么
3. 日报：阿雪每天22:00前在腾讯文档"前台日报"里填（入住/退房/押金收退/客诉/明天的接送）
4. 急事直接打电话
""",
        updated="2025-03-08",
    ),
    "team/li-ayi-peixun.md": topic(
        "李阿姨培训：做房流程",
        "给新来的李阿姨过一遍退房做房的步骤",
        "reference",
        """李阿姨第一周跟着段阿姨做，做房按这个来（跟墙上贴的那张一样，顺序按阿姨们平时的习惯排了下）：
1. 先倒垃圾，换新垃圾袋
2. 开窗通风
3. 床单、被套、枕套、毛巾撤下来，装蓝袋
4. 桌面、电视、柜子擦一遍
5. 卫生间：马桶、洗手台、淋浴玻璃，地漏的头发掏干净
6. 铺干净床品
7. 补东西：牙刷2、拖鞋2、矿泉水2，洗发水沐浴露看余量
8. 看遥控器、吹风机、房卡在不在
9. 拖地
10. 拍照发阿姨群，前台改房态
""",
        updated="2025-08-19",
    ),
    # --- SOP / 日常 ---------------------------------------------------------------------------
    "ops/ruzhu-tuifang.md": topic(
        "Check-in / 退房 SOP",
        "入住和退房的时间、流程（小林版）",
        "reference",
        """Check-in / 退房 SOP（小林）
1. 入住时间 14:00 以后；提前到的先寄存行李，有打扫好的房可以提前入住
2. 核对身份证，2 小时内上传公安旅馆业系统；外国客人拍护照 + 签证页
3. 收押金（金额见押金规则）
4. 发 wifi 密码和侧门密码（见晚归那条）
5. 跟客人说早餐时间地点、院子的安静时间
6. 退房时间中午 12:00 前；延迟退房最晚到 14:00，看房态，再晚收半天房费
7. 退房：通知阿姨查房 → 退押金 → 订单来了里改房态
""",
        aliases=["入住流程", "退房流程", "check-in"],
        updated="2025-03-15",
    ),
    "owner/tuifang-11dian.md": topic(
        "退房改到11点",
        "9月1号开始退房时间提前",
        "feedback",
        """小林阿雪跟你们说下哈，9月1号开始退房时间改到11点。阿姨说12点退了再做房，2点之前根本弄不完，
客人进来房间还没好，老被说。携程美团Booking上的退房时间小林你去改一下，延迟退房还是照以前那样。
""",
        updated="2025-08-20",
    ),
    "ops/yajin.md": topic(
        "押金规则",
        "押金收多少、怎么收、什么时候退",
        "reference",
        """押金规则
1. 每间每次入住收押金 200 元
2. 微信 / 支付宝扫前台收款码；外国客人没有微信的可以收现金
3. 退房阿姨查完房（10 分钟内）原路退回
4. 东西坏了按《物品赔偿价目》扣，先拍照发给客人确认
5. 押金不要收到个人微信
6. 连住的客人只收一次
""",
        aliases=["押金"],
        updated="2025-03-15",
    ),
    "ops/zaocan.md": topic(
        "早餐 SOP",
        "早餐时间、地点、菜单和打包",
        "reference",
        """早餐 SOP
1. 时间：8:00–10:00
2. 地点：一楼餐厅，天气好摆到院子里
3. 和姐 7:00 到，8:00 前出第一份
4. 主食轮换：饵丝 / 米线 / 稀豆粉 / 白粥，配鸡蛋、水果、手冲咖啡；周末加烤乳扇
5. 赶飞机早走的：前一晚跟前台说，可以打包简餐（面包、鸡蛋、牛奶）
6. 过敏、吃素的提前说
""",
        aliases=["早饭"],
        updated="2025-04-01",
    ),
    "owner/zaocan-shoufei.md": topic(
        "早饭怎么收钱",
        "老周交代的早饭收费和报数",
        "feedback",
        """早饭这个跟客人讲清楚哈，要吃的一个人25，头天晚上跟阿雪报个数，和姐好备料。小孩1米2以下不要钱。
早上临时说要吃也行，但是饵丝米线不一定够了，就给煮个面条。钱扫前台的码，别收到个人微信啊
""",
        updated="2025-08-05",
    ),
    "ops/jiesong.md": topic(
        "接送 SOP",
        "机场和大理站接送怎么约、谁开车、收多少钱",
        "reference",
        """接送 SOP
1. 接送点：大理机场、大理站（下关）
2. 连住 3 晚及以上免费接一次（只接不送）
3. 其他情况：机场单程 120，大理站单程 60；23:00 以后的航班加 50
4. 司机：赵师傅，7 座车
5. 前一天阿雪跟客人确认航班号/车次，把司机电话和车牌发给客人
6. 赵师傅接到人在工作群说一声
""",
        aliases=["接机", "接站", "接送"],
        updated="2025-04-10",
    ),
    "ops/chongwu.md": topic(
        "带宠物",
        "客人带猫狗来住的规定",
        "feedback",
        """带宠物
1. 小型犬、猫可以带，15 公斤以下，大狗不接
2. 只排 1 号、2 号（一楼，带院子好遛）
3. 清洁费 80 元/次，退房后阿姨除螨、吸毛
4. 不上床、不进餐厅，院子里要牵绳
5. 订单备注里没说带宠物的，到店再说要看房态，1、2 号满了就不接
""",
        aliases=["宠物", "狗", "猫"],
        updated="2025-04-01",
    ),
    "ops/zaoyin.md": topic(
        "安静时间",
        "晚上院子和公共区域的噪音规定",
        "feedback",
        """安静时间（小林）
1. 22:30 以后院子、餐厅、楼梯这些公共区域小声说话，不放音乐
2. 院子那个公用音箱 22:30 前台收回
3. check-in 的时候要跟客人说一声
4. 有人投诉先去礼貌提醒，两次不听找小林
5. 早上 9:00 前阿姨不用吸尘器、不推布草车
""",
        aliases=["噪音", "扰民"],
        updated="2025-03-20",
    ),
    "ops/tiantai.md": topic(
        "天台不让客人上",
        "屋顶天台的门为什么一直锁着",
        "feedback",
        """天台（老周定的）：客人一律不让上去。上面是两台太阳能热水器，栏杆才90公分，去年有个客人爬上去拍日出，
差点踩到水管。门常锁，钥匙小林拿着。客人想看日出就推荐去门口海边，走两分钟就到。
阿姨上去晾拖把抹布可以，用完锁门。
""",
        updated="2025-04-05",
    ),
    "ops/reshui.md": topic(
        "热水 / 太阳能",
        "太阳能热水器和电辅热怎么用，客人说水不热怎么办",
        "reference",
        """热水 SOP
1. 屋顶两台太阳能（各 300L）：A 台管一楼 1–4 号，B 台管二三楼 5–8 号
2. 晴天不用开电辅热，下午 2 点以后水最热
3. 阴雨天或者连续两天没太阳：电辅热打开，温度设 55℃；开关在一楼洗衣房配电箱，贴了 A / B 标签
4. 客人说水不热：先让他放 1–2 分钟（二三楼管子长），还不行去看配电箱指示灯
5. 指示灯不亮 / 跳闸：打李师傅电话，别自己拆
6. 客人要看热水器也不带上天台（见天台那条）
""",
        aliases=["热水器", "电辅热", "太阳能"],
        updated="2025-04-05",
    ),
    "ops/ayi-paiban.md": topic(
        "阿姨排班",
        "保洁阿姨一周怎么排、每人一天做几间",
        "reference",
        """保洁排班（2 个阿姨）
1. 段阿姨：周一–周六，周日休
2. 杨阿姨：周三–周一，周二休
3. 上班 9:00–16:00，中午在店里吃
4. 周二、周日只有一个阿姨，前台帮忙铺床、收布草
5. 一个阿姨一天最多做 6 间退房，超过的小林协调延后入住
6. 请假提前 3 天跟小林说，阿姨群里报一声
""",
        aliases=["排班", "保洁", "阿姨"],
        updated="2025-05-06",
    ),
    "owner/li-ayi.md": topic(
        "李阿姨来上班",
        "新招的保洁阿姨8月18号到岗",
        "feedback",
        """跟大家说下哈，李阿姨18号礼拜一来上班了，段阿姨介绍的，也是才村的，人很勤快。以后就三个阿姨了，
暑假这么满总算忙得过来 小林你把排班重新排一下，还是每人一周休一天。第一个礼拜让她跟着段阿姨做。
""",
        updated="2025-08-12",
    ),
    "ops/dasao-qingdan.md": topic(
        "退房做房清单",
        "阿姨打扫退房房间的步骤",
        "reference",
        """退房做房清单（打印了贴在洗衣房墙上）
1. 开窗通风
2. 撤床单、被套、枕套、毛巾，装蓝袋
3. 倒垃圾，换垃圾袋
4. 卫生间：马桶、洗手台、淋浴玻璃，地漏头发
5. 铺干净床品
6. 补洗漱：牙刷 2 / 拖鞋 2 / 矿泉水 2，洗发沐浴看余量
7. 擦桌面、电视、柜子
8. 拖地
9. 检查遥控器、吹风机、房卡
10. 拍照发阿姨群，前台改房态
""",
        aliases=["打扫流程"],
        updated="2025-05-06",
    ),
    "ops/buchao-jian.md": topic(
        "布草存放和交接",
        "干净和脏的布草放哪、怎么跟洗涤厂交接",
        "reference",
        """布草存放 & 交接
1. 干净布草放二楼布草间（6 号房旁边），按床型分层：1.8 / 1.5 / 1.2
2. 每间备 3 套（1 用 1 洗 1 备）
3. 脏布草装蓝色袋子，放一楼洗衣房门口，等洗涤厂来收
4. 收、送都要点数，阿姨在交接单上签字
5. 破损、染色的单独装红袋子，拍照发给小林
""",
        aliases=["布草间"],
        updated="2025-04-12",
    ),
    "ops/xingli-jicun.md": topic(
        "行李寄存",
        "退房后行李寄存的规定",
        "feedback",
        """行李寄存（前台）
1. 退房后行李可以免费放到当天 20:00
2. 放前台后面的小间，挂寄存牌，拍照发给客人
3. 现金、电脑、相机这些贵重的不收
4. 20:00 还没来拿的打电话问，放过夜收 20 元
""",
        nested=True,
        session="7c1e4a90-2b6d-4f83-a5e1-0d9c3f6b8e24",
        modified="2025-06-15",
        updated="2025-06-15",
    ),
    "ops/jicun.md": topic(
        "退房后放行李",
        "客人退完房还想放行李怎么办",
        "feedback",
        """客人退完房想放行李：当天晚上八点前免费。行李挂牌拍照，放前台后面那间。钱、电脑、相机这种贵重东西让客人自己带着，
我们不管。八点过了没来拿就打电话，要隔夜的话收二十块。
""",
        nested=True,
        session="7c1e4a90-2b6d-4f83-a5e1-0d9c3f6b8e24",
        modified="2025-06-15",
        updated="2025-06-15",
    ),
    "ops/wangui.md": topic(
        "晚归 / 侧门密码",
        "大门几点锁、晚回来的客人怎么进门",
        "reference",
        """晚归 / 侧门
1. 大门 23:00 上锁
2. 23:00 以后走侧门，密码锁
3. 密码 check-in 的时候阿雪微信发给客人，每周一换一次
4. 不要把密码写在门上，也不要发在 OTA 消息里
""",
        aliases=["门禁", "侧门"],
        updated="2025-04-20",
    ),
    "owner/wangui-menling.md": topic(
        "客人回来晚了咋办",
        "老周说的晚上回来晚的客人怎么进门",
        "feedback",
        """客人晚上回来得晚没关系哈，11点大门就锁了，叫他们走旁边小门，密码锁，密码入住的时候阿雪微信发给他，
礼拜一换一次。千万别写在门上啊，携程美团的消息里也别发。
""",
        updated="2025-05-02",
    ),
    # --- 房间 ---------------------------------------------------------------------------------
    "rooms/fangjian.md": topic(
        "8间房",
        "每间房的名字、楼层和床型",
        "reference",
        """栖云小院一共 8 间房：
- 1 号 苍山：一楼，1.8 大床，带小院
- 2 号 洱海：一楼，双床 1.2×2
- 3 号 三塔：一楼，1.8 大床
- 4 号 蝴蝶泉：一楼，双床 1.2×2
- 5 号 喜洲：二楼，1.8 大床，窗户看苍山
- 6 号 双廊：二楼，1.8 大床，带阳台看洱海
- 7 号 风花雪月：二楼，家庭房 1.8 + 1.2
- 8 号 阁楼亲子房：三楼阁楼，1.5 床 + 榻榻米，有天窗

房卡丢了赔 20。
""",
        aliases=["房间", "房型"],
        updated="2025-03-01",
    ),
    "rooms/8hao-xingkong.md": topic(
        "8号房改名星空房",
        "阁楼那间房的新名字",
        "feedback",
        """8号房以后就叫"星空房"了，不叫阁楼亲子房了 —— 天窗晚上能看星星，小红书上好多人这么叫，老周说干脆就用这个名字。
携程美团Booking的房型名小林已经改好了，前台接电话、阿姨群里也都说星空房哈。
""",
        updated="2025-07-20",
    ),
    "rooms/gaizao-yiqi.md": topic(
        "一期改造",
        "今年淡季一楼四间房的改造方案",
        "project",
        """一期改造方案（小林 9/20，老周同意了）
- 时间：11/10–11/25，淡季
- 范围：一楼 1–4 号
- 内容：换乳胶床垫、遮光窗帘，卫生间铺防滑垫，3 号窗户重新做防水
- 预算：2.8 万
- 施工：喜洲施师傅
- 这段时间 1–4 号在订单来了里关房（不要去平台后台单独关）
""",
        updated="2025-09-20",
    ),
    "rooms/gaizao-erqi.md": topic(
        "二期改造",
        "明年春天楼上四间房的改造打算",
        "project",
        """二期改造（先定个大概，看一期效果再细化）
- 时间：2026 年 3 月，春节后淡季
- 范围：二楼、三楼 5–8 号
- 内容：加装空调（8 号阁楼夏天最热），床垫窗帘跟一期一样，5、6 号中间的墙加隔音棉
- 预算：4.5 万左右
- 施工队一期做完再定
""",
        updated="2025-09-20",
    ),
    # --- OTA ----------------------------------------------------------------------------------
    "ota/pingtai.md": topic(
        "OTA 平台",
        "在哪几个平台上卖房、佣金、房态怎么管",
        "reference",
        """OTA 平台（小林 6/20 整理）
1. 携程：主力，六成左右的单，佣金 12%
2. 美团：三成左右，年轻客人多，佣金 10%
3. Booking：6/18 开通，主要是外国客人，佣金 15%，多数到店付
4. 房态统一在"订单来了"里管，三个平台自动同步，不要单独去平台后台关房
5. 老客微信直接订的也要录进订单来了，不然会超卖
6. 不上 Airbnb，不在小红书挂房（见 Airbnb 那条）
""",
        aliases=["OTA", "携程", "美团", "Booking"],
        updated="2025-06-20",
    ),
    "ota/fangxing-miaoshu.md": topic(
        "OTA房型描述统一口径",
        "携程、美团、Booking上房型描述里写的几条",
        "reference",
        """OTA 房型描述统一口径（携程 / 美团 / Booking 都这么写）：
- 所有房型含双早
- 入住 14:00 以后，可以提前寄存行李
- 连住 2 晚及以上，免费接机或接站一次（大理机场 / 大理站）
- 门口 2 个免费车位，先到先停
- 走路 2 分钟到洱海生态廊道

Booking 英文版："Breakfast for 2 included. Check-in from 14:00. Free pick-up from Dali Airport or
Dali Railway Station for stays of 2 nights or more."
""",
        updated="2025-07-01",
    ),
    "ota/xiaoxi-huifu.md": topic(
        "OTA后台消息回复",
        "携程美团后台客人消息谁回、多久回",
        "reference",
        """OTA 后台消息回复 SOP
1. 负责人：阿雪。携程、美团商家版都装在前台那台手机上
2. 8:00–22:00 十分钟内回，携程考核回复率
3. 22:00 以后的消息，第二天 8:00 前回完
4. 差评不要当场回，先截图发工作群，小林统一回
5. 不在平台消息里留个人微信、不发侧门密码
6. 问价砍价的：按平台价，不私下改价
""",
        updated="2025-04-02",
    ),
    "ota/airbnb-jianyi.md": topic(
        "上Airbnb/小红书？（阿雪的提议）",
        "阿雪提议多开平台，老周没同意",
        "project",
        """6/10 阿雪提了个想法：上 Airbnb（爱彼迎），再在小红书开个店直接订，"现在年轻人都是在小红书上找民宿，佣金还低"。
老周原话："三个平台够了，再多房态对不过来，超卖一次赔死。"
结论：不上 Airbnb，小红书不挂房，只发笔记引流，阿雪有空就发。
""",
        updated="2025-06-10",
    ),
    "ota/guoqing-jia-caogao.md": topic(
        "国庆房价（草稿）",
        "小林出的国庆价草稿，给老周看的",
        "project",
        """国庆房价草稿（小林 8/25）：
- 10/1–10/7 全部按节日价
- 1–4 号：468/晚
- 5–7 号：568/晚
- 8 号：688/晚
- 不限连住
""",
        updated="2025-08-25",
        extra={"status": "superseded", "superseded_by": "ota/guoqing-jia.md"},
    ),
    "ota/guoqing-jia.md": topic(
        "国庆房价",
        "老周拍板的国庆价和连住要求",
        "project",
        """国庆价老周拍板了：
- 10/1–10/5：1–4 号 498，5–7 号 598，8 号 728
- 10/6、10/7 按平时周末价
- 10/1–10/5 最少连住两晚，单晚不接
- 小林 9/8 前在订单来了里改好，三个平台同步
""",
        aliases=["国庆价格"],
        updated="2025-09-05",
    ),
    "ota/dingdan-2417.md": topic(
        "团单 #2417",
        "国庆昆明公司团建订了楼上四间",
        "project",
        """团单 #2417（订单来了编号）
- 昆明一家设计公司团建，联系人王女士，8 个人
- 5、6、7、8 号四间，10/3 入住，10/5 退房，两晚
- 携程预付，已付清
- 王女士问 10/4 晚上能不能在院子烧烤：可以，炭和架子自己带，22:30 以后要安静，阿雪已经跟她说了
- 要开一张发票，小林开
""",
        updated="2025-09-08",
    ),
    # --- 供应商 -------------------------------------------------------------------------------
    "suppliers/buchao-xidi.md": topic(
        "布草洗涤",
        "床单毛巾送哪家洗、多少钱、几号来收",
        "reference",
        """洗床单的找的下关的洁美洗涤，老板姓何，每周二和周五上午来，收脏的送干净的，脏的在一楼洗衣房门口拿。
价格：床单被套一套 6 块，毛巾浴巾 1 块 5 一条，月底对账微信转账。对接是小林。
""",
        aliases=["洗涤厂", "布草"],
        updated="2025-03-10",
    ),
    # --- 事件 ---------------------------------------------------------------------------------
    "incidents/2025-08-03-yuanzi.md": topic(
        "8/3 院子扰民",
        "6号7号一帮朋友半夜在院子喝酒唱歌",
        "project",
        """8/3（周日）夜里：6 号和 7 号是一帮朋友（7 个人），过了 22:30 还在院子里喝酒唱歌，放自己带的蓝牙音箱。
- 23:00 阿雪去说了一次，安静了半个小时又开始
- 00:30 5 号客人打前台电话投诉，阿雪再去，还是不听
- 00:50 小林过来，把音箱收了，人劝回房间，差不多 1 点才安静
- 第二天给 5 号送了一盘水果道歉，5 号没给差评
- 6 号 7 号没扣押金，小林在订单来了里备注"夜间扰民"，这批人下次的订单谨慎接
规定还是 22:30 以后院子安静，这次属于没管住。
""",
        updated="2025-08-04",
    ),
    "incidents/2025-09-12-reshui.md": topic(
        "9/12 楼上没热水",
        "B台电辅热坏了，5到8号一晚没热水",
        "project",
        """9/12 晚上 8 点多，5、6、7、8 号陆续说没热水。小林看配电箱，B 台电辅热指示灯不亮，这几天又是阴天，太阳能基本没温度。
- 给李师傅派了维修单 No.2417，他晚上过不来，第二天上午 10 点到，换了 B 台的加热管（烧了），300 块
- 当晚让 5–8 号客人去一楼空着的 3 号房洗澡，每间减免 50
- 雨季小林每周一看一次 A / B 指示灯
""",
        updated="2025-09-13",
    ),
    # --- 会议 / 群聊整理 -----------------------------------------------------------------------
    "meetings/2025-06-02-daiding.md": topic(
        "暑期前待定事项",
        "6/2 碰头时还没定下来的几件事",
        "project",
        """暑期前待定（6/2 碰头，小林记）
1. Booking 要不要开？老周倾向开，担心佣金高
2. 要不要再找一个阿姨？7–8 月基本满房，两个阿姨一天做 8 间太累
3. 二楼布草间一下雨就漏，修还是换地方放？
4. 接送暑假要不要涨价？赵师傅说油费涨了
5. 8 号阁楼夏天热，装不装空调？
下周再碰。
""",
        updated="2025-06-02",
    ),
    "meetings/2025-07-15-laozhou-yuyin.md": topic(
        "7/15 老周群语音整理",
        "老周在工作群发的一长串语音，转成文字",
        "project",
        """7/15 晚上老周在群里发了一长串语音，转文字整理的，原话大概是这样：

"喂大家听一下哈。第一个，这几天雨下得凶，3号房那个窗户又渗水了，我叫了喜洲的施师傅明天来打胶，
阿雪你跟住3号的客人说一声，不好意思哈，给他们送个水果。

然后押金啊，押金以后统一收三百，二百不够赔的嘛，上个礼拜那个染头发的，把床单枕套全搞花了，一套就两百多，
还有毛巾。小林你跟前台说下，今天开始就收三百。

还有狗啊猫的以后都不接了哈，上周1号那只柯基叫了一晚上，隔壁2号的投诉到携程上去了，门也挠花了。
OTA上面那个可带宠物小林你去关掉，已经订了的跟人家好好说，实在要带就帮他退了。

阿雪22到24号请假回剑川吃席，那几天小林顶一下前台哈。

门口老李那里租电动车的，客人问骑车去生态廊道的就推荐他家，他给我们的客人便宜十块。

携程分掉到4.7了，好几个说隔音不好的，小林你看下怎么回，别跟客人吵。

和姐的饵丝好多人夸哈，和姐辛苦了。就这些，有事打我电话。"
""",
        updated="2025-07-15",
    ),
    "meetings/2025-08-28-fupan.md": topic(
        "暑期复盘",
        "7–8月旺季复盘会的记录",
        "project",
        """暑期复盘（7–8 月）｜8/28 晚，院子里开的
参加：老周、小林、阿雪、和姐、段阿姨
1. 入住率：7 月 89%，8 月 94%。
2. 渠道：携程 58%，美团 31%，Booking 11%（外国客人法国、以色列的多）。
3. 携程评分回到 4.8，差评主要还是隔音，二期改造一起考虑。
4. 夜间噪音投诉 2 次：8/3 院子那次（见事件记录），8/21 7 号小朋友哭闹，不算违规。
5. 早餐：很多客人赶早去苍山索道、赶双廊的船，9 月 1 号起早餐 7:30 开始，结束还是 10:00；和姐 6:45 到。
6. 布草：二楼布草间下雨又漏了，干净布草这周已经全部搬到一楼楼梯下面的大柜子，以后就放那边，按床型分层不变。
7. 李阿姨上手快，段阿姨带了一周，这周开始自己做房。
8. 电费：7 月 1860 元，大头是电辅热，阴天太多没办法。
9. 国庆价格：小林先出草稿，老周下周定。
10. 淡季做一期改造，小林 9 月中出方案。
""",
        updated="2025-08-28",
    ),
}

FILES = with_index(
    N,
    title="栖云小院 · 记忆",
    sections={
        "team/": "人员",
        "owner/": "老周交代的",
        "ops/": "日常 SOP",
        "rooms/": "房间 & 改造",
        "ota/": "OTA & 订单",
        "suppliers/": "供应商",
        "incidents/": "事件记录",
        "meetings/": "碰头 & 复盘",
    },
)

ask, chat = questions_in("zh")

MEMDIR = LabelledMemdir(
    name="dali_minsu",
    half="tuning",
    language="zh",
    domain="small 8-room guesthouse (民宿) in Dali: check-in, 阿姨 rota, breakfast, pickups, OTAs",
    style="simplified Chinese; owner's colloquial WeChat-style notes with 语气词 and a long "
    "voice-to-text recap, manager's neat numbered SOPs and meeting notes, odd English words "
    "(check-in, OTA, Booking), one markdown table",
    files=FILES,
    pairs=[
        # --- contradictions ---------------------------------------------------------------
        P(
            "contradiction",
            "ops/ruzhu-tuifang.md",
            "owner/tuifang-11dian.md",
            "time-moved",
            "Check-out before 12:00 vs from 1 September check-out moved to 11:00.",
        ),
        P(
            "contradiction",
            "ops/zaocan.md",
            "meetings/2025-08-28-fupan.md",
            "time-moved",
            "Breakfast 8:00–10:00 (和姐 at 7:00) vs from 9/1 breakfast starts 7:30, buried as "
            "item 5 of the summer review.",
        ),
        P(
            "contradiction",
            "ops/yajin.md",
            "meetings/2025-07-15-laozhou-yuyin.md",
            "threshold-changed",
            "Deposit 200 per room vs 老周's voice recap: deposit is 300 for everyone from now.",
        ),
        P(
            "contradiction",
            "ops/jiesong.md",
            "ota/fangxing-miaoshu.md",
            "threshold-changed",
            "Free pickup from 3 nights vs the OTA listing text: free pickup from 2 nights; no "
            "change word.",
        ),
        P(
            "contradiction",
            "ota/xiaoxi-huifu.md",
            "team/renyuan.md",
            "owner-changed",
            "阿雪 answers OTA back-office messages vs the staff table gives OTA messages to 小林.",
        ),
        P(
            "contradiction",
            "rooms/fangjian.md",
            "rooms/8hao-xingkong.md",
            "renamed",
            "Room 8 '阁楼亲子房' vs now called '星空房' everywhere.",
        ),
        P(
            "contradiction",
            "ops/chongwu.md",
            "meetings/2025-07-15-laozhou-yuyin.md",
            "policy-reversed",
            "Small pets allowed in rooms 1/2 vs no more cats or dogs, buried in the voice recap.",
        ),
        P(
            "contradiction",
            "suppliers/buchao-xidi.md",
            "team/renyuan.md",
            "tool-switched",
            "Linen washed by 洁美洗涤 (下关), Tue/Fri vs the table lists 苍洱洗涤 (喜洲), Mon/Wed/"
            "Fri; stated without any change word.",
        ),
        P(
            "contradiction",
            "ops/buchao-jian.md",
            "meetings/2025-08-28-fupan.md",
            "location-changed",
            "Clean linen in the 2nd-floor linen room vs moved to the cupboard under the stairs "
            "on the ground floor, buried in the review.",
        ),
        P(
            "contradiction",
            "ops/ayi-paiban.md",
            "owner/li-ayi.md",
            "count-changed",
            "Rota for 2 cleaners vs 李阿姨 starts on 8/18, three cleaners from now.",
        ),
        P(
            "contradiction",
            "ops/ayi-paiban.md",
            "team/renyuan.md",
            "count-changed",
            "Rota for 2 cleaners vs the staff table lists three (段、杨、李) without comment.",
        ),
        P(
            "contradiction",
            "ota/fangxing-miaoshu.md",
            "owner/zaocan-shoufei.md",
            "reworded-conflict",
            "Every room type includes breakfast for two vs breakfast is 25 per person, ordered "
            "the night before.",
        ),
        # --- decoys -----------------------------------------------------------------------
        P(
            "decoy",
            "ops/reshui.md",
            "ops/tiantai.md",
            "shared-technology",
            "Same rooftop solar heaters: how to run hot water vs why guests may not go on the roof.",
        ),
        P(
            "decoy",
            "ops/zaoyin.md",
            "incidents/2025-08-03-yuanzi.md",
            "rule-vs-incident",
            "Quiet after 22:30; on 8/3 a group broke it until 1:00 and the rule stands.",
        ),
        P(
            "decoy",
            "meetings/2025-06-02-daiding.md",
            "ota/pingtai.md",
            "open-questions-vs-settled",
            "Whether to open Booking was open on 6/2; Booking opened on 6/18.",
        ),
        P(
            "decoy",
            "meetings/2025-06-02-daiding.md",
            "owner/li-ayi.md",
            "open-questions-vs-settled",
            "Hiring a third cleaner was open (two at the time); settled by 李阿姨 starting.",
        ),
        P(
            "decoy",
            "meetings/2025-06-02-daiding.md",
            "meetings/2025-08-28-fupan.md",
            "open-questions-vs-settled",
            "Leaking linen room: repair or move was open; the review says linen moved downstairs.",
        ),
        P(
            "decoy",
            "meetings/2025-06-02-daiding.md",
            "rooms/gaizao-erqi.md",
            "open-questions-vs-settled",
            "Air conditioning for the hot attic room was open; phase 2 adds it.",
        ),
        P(
            "decoy",
            "rooms/gaizao-yiqi.md",
            "rooms/gaizao-erqi.md",
            "phase1-vs-phase2",
            "Phase 1: rooms 1–4, Nov 2025, 2.8万; phase 2: rooms 5–8, March 2026, 4.5万.",
        ),
        P(
            "decoy",
            "ota/airbnb-jianyi.md",
            "ota/pingtai.md",
            "quoted-opinion-rejected",
            "阿雪's Airbnb/小红书 idea was turned down; the three platforms stay.",
        ),
        P(
            "decoy",
            "team/laozhou-goutong.md",
            "team/xiaolin-goutong.md",
            "two-peoples-preferences",
            "老周 wants voice messages and no daily report; 小林 wants text and a daily report.",
        ),
        P(
            "decoy",
            "ops/zaoyin.md",
            "ops/tiantai.md",
            "two-donts-different-things",
            "No noise after 22:30 vs no guests on the roof terrace.",
        ),
        P(
            "decoy",
            "ota/dingdan-2417.md",
            "incidents/2025-09-12-reshui.md",
            "same-ticket-ids",
            "2417 is a group booking for rooms 5–8 and a repair order for the heater of rooms 5–8.",
        ),
        P(
            "decoy",
            "ota/guoqing-jia-caogao.md",
            "ota/guoqing-jia.md",
            "superseded-and-successor",
            "Draft 468/568/688 (superseded) vs final 498/598/728 with a two-night minimum.",
        ),
        P(
            "decoy",
            "ops/ruzhu-tuifang.md",
            "ota/fangxing-miaoshu.md",
            "related-consistent",
            "Both: check-in from 14:00, luggage can be left before.",
        ),
        P(
            "decoy",
            "ops/jiesong.md",
            "team/renyuan.md",
            "related-consistent",
            "赵师傅 drives the airport and station pickups in both.",
        ),
        P(
            "decoy",
            "owner/li-ayi.md",
            "team/renyuan.md",
            "related-consistent",
            "Three cleaners including 李阿姨 in both.",
        ),
        P(
            "decoy",
            "owner/li-ayi.md",
            "team/li-ayi-peixun.md",
            "related-consistent",
            "李阿姨 spends her first week with 段阿姨 in both.",
        ),
        P(
            "decoy",
            "ops/reshui.md",
            "incidents/2025-09-12-reshui.md",
            "related-consistent",
            "Heater B serves rooms 5–8; the lamp was off and 李师傅 was called, as the SOP says.",
        ),
        P(
            "decoy",
            "ops/buchao-jian.md",
            "suppliers/buchao-xidi.md",
            "related-consistent",
            "Dirty linen waits at the laundry-room door for the washer to collect, in both.",
        ),
        P(
            "decoy",
            "incidents/2025-08-03-yuanzi.md",
            "meetings/2025-08-28-fupan.md",
            "related-consistent",
            "The review counts the 8/3 courtyard noise as one of two complaints.",
        ),
        P(
            "decoy",
            "ota/guoqing-jia.md",
            "ota/dingdan-2417.md",
            "related-consistent",
            "The group stays 10/3–10/5, two nights, meeting the holiday minimum.",
        ),
        P(
            "decoy",
            "ops/zaoyin.md",
            "ota/dingdan-2417.md",
            "related-consistent",
            "The group was told to be quiet after 22:30, as the rule says.",
        ),
        P(
            "decoy",
            "ops/wangui.md",
            "ops/ruzhu-tuifang.md",
            "related-consistent",
            "The side-door code is sent at check-in in both.",
        ),
        P(
            "decoy",
            "ota/pingtai.md",
            "rooms/gaizao-yiqi.md",
            "related-consistent",
            "Rooms are closed in 订单来了, never in a platform's back office, in both.",
        ),
        # --- duplicates -------------------------------------------------------------------
        P(
            "near-duplicate",
            "ops/xingli-jicun.md",
            "ops/jicun.md",
            "same-rule-restated",
            "Luggage kept free until 20:00, no valuables, 20 overnight; saved twice in one session.",
        ),
        P(
            "near-duplicate",
            "ops/dasao-qingdan.md",
            "team/li-ayi-peixun.md",
            "reordered",
            "The same ten cleaning steps in another order, for training 李阿姨.",
        ),
        P(
            "duplicate",
            "ops/wangui.md",
            "owner/wangui-menling.md",
            "paraphrased",
            "Gate locked at 23:00, side door code sent at check-in, changed Mondays, never on the "
            "door or in OTA messages: SOP vs the owner's words.",
        ),
    ],
    questions=[
        ask("现在几点退房啊", "ops/ruzhu-tuifang.md", "owner/tuifang-11dian.md"),
        ask(
            "早餐几点开始？客人问能不能早点吃",
            "ops/zaocan.md",
            "meetings/2025-08-28-fupan.md",
        ),
        ask("押金收多少", "ops/yajin.md", "meetings/2025-07-15-laozhou-yuyin.md"),
        ask("住几晚可以免费接机", "ops/jiesong.md", "ota/fangxing-miaoshu.md"),
        ask("携程美团后台的消息是谁负责回的？", "ota/xiaoxi-huifu.md", "team/renyuan.md"),
        ask("8号房叫啥名字", "rooms/fangjian.md", "rooms/8hao-xingkong.md"),
        ask(
            "有个客人想带狗来住 可以不",
            "ops/chongwu.md",
            "meetings/2025-07-15-laozhou-yuyin.md",
        ),
        ask("床单被套是哪家洗涤厂在洗", "suppliers/buchao-xidi.md", "team/renyuan.md"),
        ask("干净布草放哪儿", "ops/buchao-jian.md", "meetings/2025-08-28-fupan.md"),
        ask(
            "现在店里一共几个保洁阿姨",
            "ops/ayi-paiban.md",
            "owner/li-ayi.md",
            "team/renyuan.md",
        ),
        ask(
            "早饭是含在房费里还是另外收钱",
            "owner/zaocan-shoufei.md",
            "ota/fangxing-miaoshu.md",
        ),
        ask("阴天没热水 电辅热开关在哪", "ops/reshui.md"),
        ask("晚上几点以后院子里不能吵", "ops/zaoyin.md", "incidents/2025-08-03-yuanzi.md"),
        ask("国庆房价多少", "ota/guoqing-jia.md", "ota/guoqing-jia-caogao.md"),
        ask("侧门密码多久换一次", "ops/wangui.md", "owner/wangui-menling.md"),
        ask("退房以后行李能寄存到几点", "ops/xingli-jicun.md", "ops/jicun.md"),
        ask("booking佣金多少", "ota/pingtai.md"),
        ask("要不要上airbnb 之前讨论过没", "ota/airbnb-jianyi.md", "ota/pingtai.md"),
        ask("一期改造啥时候做 改哪几间", "rooms/gaizao-yiqi.md"),
        ask("阿姨做房的步骤", "ops/dasao-qingdan.md", "team/li-ayi-peixun.md"),
        ask("周二哪个阿姨上班", "ops/ayi-paiban.md"),
        ask(
            "好的谢谢～那天台可以带客人上去看日出不？",
            "ops/tiantai.md",
            conversational=True,
        ),
        ask(
            "收到。顺便问下给老周汇报是发语音还是打字啊",
            "team/laozhou-goutong.md",
            conversational=True,
        ),
        ask("ok 那2417那个团是几号来住", "ota/dingdan-2417.md", conversational=True),
        ask(
            "嗯嗯明白了，那上次楼上热水器坏了是怎么处理的",
            "incidents/2025-09-12-reshui.md",
            conversational=True,
        ),
        chat("早上好呀"),
        chat("谢谢啦 辛苦辛苦"),
        chat("哈哈哈哈哈笑死"),
        chat("好的 下一个"),
        chat("这天一会儿晴一会儿下 烦死了"),
        chat("我先去吃个饭，等下回来"),
        chat("你太厉害了吧👍"),
        chat("拜拜 明天见"),
        chat("在吗在吗"),
        chat("今天忙了一整天 腰都要断了"),
        chat("讲个笑话听听呗"),
    ],
    complete_labels=True,
)
