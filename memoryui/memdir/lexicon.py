"""Words that carry meaning in every language memoryui reads: English, German, Spanish, Chinese
and Korean.

These are general lexicons (function words, words of change, of always and never, weekdays,
spelled numbers), never strings taken from one memdir: a detector tuned on one team's notes
must still read another's.
"""

from __future__ import annotations

import re

# Words that say nothing about what a note is about, in the three space-separated languages.
# Compared after casefolding and removing accents.
STOPWORDS = frozenset(
    """
    a about above after again against all also am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for from
    further had has have having he her here hers him his how i if in into is it its itself just
    me more most my no nor not now of off on once only or other our ours out over own same she
    should so some such than that the their theirs them then there these they this those
    through to too under until up very was we were what when where which while who whom why
    will with would you your yours get gets got go goes going went made make makes thing things
    still already even really much many lot bit maybe etc via per one two see use used using
    don doesn didn isn aren wasn won can always never must every any anything nothing
    immer nie niemals jeder jedem jeden siempre nunca cada todo toda todos todas
    der die das den dem des ein eine einer eines einem einen und oder aber auch als am an auf
    beim vom zum ins ans
    aus bei bis da dann dass denn doch durch fur gegen hat haben hatte ich ihr im in ist ja
    kann mit nach nicht noch nur ob oder sich sie sind so uber um und uns von vor war was weil
    wenn wer wie wir wird wo zu zum zur es er man mal sehr schon wieder jede jeder jedes alle
    el la los las un una unos unas y o pero de del al en con por para sin sobre entre hasta
    desde es son ser esta estan este esto ese esa lo le les se su sus que como cuando donde
    quien muy mas ya si tambien hay ha han fue era nos mi tu yo
    """.split()
)

# The names after "from" or "ab" that say when a change takes effect.
_ONSET_MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december|"
    "januar|jänner|februar|märz|mai|juni|juli|oktober|dezember|enero|febrero|marzo|abril|mayo|"
    "junio|julio|agosto|septiembre|octubre|noviembre|diciembre"
)
_ONSET_DAYS = (
    "monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|"
    "donnerstag|freitag|samstag|sonntag"
)

# A word of change: the note says something is different now, or stopped.
CHANGE_RE = re.compile(
    r"\b(?:now|no longer|any ?more|instead|switched|switch(?:ed)? to|moved|replaced|renamed|"
    # "400 changed lines", "the changed files": a participle before its noun changes nothing.
    r"(?<!\d )(?<!the )(?<!any )(?<!all )changed|stopped|stop \w+ing|from now on|as of|"
    r"these days|since|from (?:this|next) \w+|"
    r"migrated|retired|did not renew|didn't renew|not renew|new|"
    r"jetzt|nun|nicht mehr|kein\w* [\w-]+ mehr|stattdessen|seit|ab sofort|künftig|neu\w*|"
    r"umgestellt|gewechselt|ersetzt|umbenannt|verlegt|umgezogen|inzwischen|nach der \w+|"
    r"ahora|ya no|en lugar de|en vez de|a partir de|desde|nuev[oa]s?|cambi\w+|sustitu\w+|"
    r"renombr\w+|traslad\w+|se ha ido|tras la \w+|pasa a|ha pasado|"
    # Someone responsible leaving is a change of who holds the job ("Ines has left us").
    r"has left|have left|left us|took over|takes over|handed over|stepped down|"
    r"ist ausgeschieden|in rente|übernimmt|übernommen|"
    r"se jubil\w+|jubilad[oa]|se fue|dej[óo] la)\b"
    # A date a value takes effect from ("ab April", "from 10/1", "ab 1.4.", "starting next
    # week"); a span from one day to another ("from 9/1 to 9/30", "ab 1.3. bis 5.3.", "from
    # Monday–Friday") is no change, nor a time or an amount ("ab 18.00 Uhr", "from 1.5 l").
    r"|\b(?:starting|beginning|effective|from|ab|desde el|a partir del?)\s"
    r"(?:the\s|dem\s|den\s)?"
    rf"(?:(?:next|this coming|nächst\w*|kommend\w*|próxim[oa]|{_ONSET_DAYS}|{_ONSET_MONTHS})\b"
    r"|\d{1,2}(?:st|nd|rd|th)?(?:/(?:1[0-2]|0?[1-9])\b|\.(?:1[0-2]|0?[1-9])\.|"
    rf"\.?\s(?:of\s|de\s)?(?:{_ONSET_MONTHS})\b))"
    r"(?!\s?[–-]\s?\w)(?![^.;\n]{0,16}?\b(?:to|until|till|bis|hasta|al|through|thru)\b)"
    # "以后"/"之后" and "부터" alone are connectives of time ("压紧以后再包", "결제일로부터
    # 1년"): only "from now on" and "from a date, month, week, year or billing period on"
    # ("3월부터", "4월 부과분부터", "오늘부터") say something changed; a range ("월요일부터
    # 금요일까지", "1부터 10까지") does not.
    # "下个月起", "4月起", "1号起", "从下周开始": from a month, day or week on.
    r"|(?:下个?月|下周|下星期|明天|今天|本月|\d{1,2}月(?:\d{1,2}[日号])?|\d{1,2}[日号]|"
    # "明天起床", "5号起飞", "1号起算": 起 begins a word of its own there.
    r"[一二三四五六七八九十]{1,2}月)(?:份)?起(?![床飞算草诉跑身得来])"
    r"|从(?:下个?月|下周|下星期|明天|今天|\d{1,2}月|"
    r"\d{1,2}[日号])[^，。,\n]{0,6}?开始"
    r"|现在|改为|改由|改成|改到|不再|今后|以后都|之后都|从今以后|调整|换成|搬到|搬去|调往|起改|"
    r"新的|新名|已经|"
    r"이제|더 이상|"
    r"(?:(?<=[\d월주년달날분])|(?<=[^요]일)|(?<=^일)|오늘|내일|다음|지금)부터(?!\s?\S{0,8}까지)|"
    r"바뀌|바꿨|변경|새로|대신|늘었|줄었|옮겼|"
    r"일원화|올해|이후|"
    r"退休|离职|接手|퇴사|그만두|"
    # Verb stems of change as Korean and Chinese conjugate them ("늘어서", "올렸어요", "改用").
    r"늘어|늘려|늘렸|줄어|줄여|줄였|올랐|인상됐|옮기|옮겨|넘겨|넘겼|인상|인하|교체|"
    r"改用|换了|涨到|提高到|降到|降低到|挪到|移到|交给|接替|改在",
    re.IGNORECASE,
)
# "Instead" and "new" also state a preference ("use sqlc instead of an ORM", "new terms need
# approval"): a note that uses only them may still be a rule said twice, not an update.
PREFERENCE_WORDS_RE = re.compile(
    r"^(?:instead|new|neu\w*|stattdessen|en lugar de|en vez de|nuev[oa]s?|新的|대신)$",
    re.IGNORECASE,
)


def says_updated(text: str) -> bool:
    """Whether the text says something changed, beyond "instead" and "new"."""
    return any(not PREFERENCE_WORDS_RE.match(m.group(0)) for m in CHANGE_RE.finditer(text))


# A statement about one day, named relative to the day it was written: "明天报餐 22 位", "heute
# 23 Gäste", "tonight only 4 on shift". Two such statements in two notes are about two days,
# unless the note says which (then a date tells). German "Morgen" is the morning, "morgen"
# tomorrow; "la mañana" is the morning too. A day a change starts on ("starting today",
# "ab morgen", "从明天起", "내일부터") is when a lasting fact begins, not one day's fact.
_ONSET_BEFORE = r"(?<!from )(?<!starting )(?<!as of )(?<!ab )(?<!seit )(?<!desde )(?<!partir de )"
ONE_DAY_RE = re.compile(
    rf"(?i:{_ONSET_BEFORE}\b(?:today|tonight|tomorrow|yesterday|this (?:morning|afternoon|evening)"
    r"|heute|heut|gestern|hoy|ayer|esta (?:tarde|noche|mañana))\b)"
    rf"|(?i:{_ONSET_BEFORE})\bmorgen\b"
    rf"|(?i:{_ONSET_BEFORE}(?<!la )(?<!las ))\b[Mm]añana\b"
    r"|(?<!从)(?:今天|明天|今晚|今早|明早|明晚|今日|明日)(?!起|开始)|昨天"
    r"|(?:오늘|내일)(?!부터)|어제"
)


def about_one_day(text: str) -> bool:
    """Whether the statement says what held on one day (today, tomorrow), not what holds."""
    return ONE_DAY_RE.search(text) is not None


# A rule said as always or must: "always upload…", "nach jedem Auftauen…", "siempre…".
# "하세요" asks someone to do something, except in the greetings "안녕하세요" and "수고하세요":
# a notice that opens "회원님들 안녕하세요" lays down no rule.
ALWAYS_RE = re.compile(
    r"\b(?:always|must|every time|after every|after each|after any|right after|required|"
    r"mandatory|^do a|^do the|do a full|may|can|allowed|is fine|"
    r"darf|dürfen|erlaubt|kann|puede|pueden|se permite|permitido|"
    r"immer|nach jedem|nach jeder|muss|müssen|pflicht|stets|jedes mal|"
    r"siempre|debe|deben|hay que|cada vez|obligatori[oa])\b"
    r"|必须|一律|都要|务必|每次|可以|允许|반드시|항상|꼭|해야|(?<!안녕|수고)하세요|돼요|됩니다|가능",
    re.IGNORECASE,
)

# A purpose says what a rule is for, not what is allowed: "so it can be subtitled again",
# "damit sie trocknen kann", "para que se pueda reutilizar".
PURPOSE_RE = re.compile(
    r"\b(?:so(?: that)?|in order that)\s+(?:\w+\s+){1,3}?(?:can|could|may)\b"
    r"|\bdamit\b[^,.;:]*|\bpara que\b[^,.;:]*",
    re.IGNORECASE,
)

# "Without" and a "no" in one clause require: "ohne Sonnenhut geht kein Kind in den Garten",
# "no one goes up without a harness", "no se entra sin casco", "안전모 없이는 안 됩니다".
# "Sin excepciones", "without any exception", "예외 없이", "没有例外" only stress the ban.
WITHOUT_RE = re.compile(
    r"\b(?:without|ohne|sin|unless)\b(?!\s(?:any\s+)?(?:exception|excepci|ausnahme))"
    r"|(?<!예외)(?<!예외 )없이|不戴|没有(?!例外)",
    re.IGNORECASE,
)

# A rule said as never, don't or stop.
NEVER_RE = re.compile(
    r"\b(?:never|don't|do not|dont|stop \w+ing|stopped|no longer|no more|not any ?more|"
    r"must not|mustn't|"
    r"nie|niemals|kein\w*|nicht|nicht mehr|verboten|"
    r"nunca|ya no|no se|no hay que|prohibido|sin|"
    # "No loose powder", "no kids at the reception": a bare "no" before a word forbids it.
    r"no(?= \w))\b"
    r"|不再|不得|禁止|不要|别再|不必|不用|不准|더 이상|금지|말고|마세요|않|안 됩니다|못",
    re.IGNORECASE,
)

# Words that mark a proposal turned down: the quoted idea is not the rule.
REJECTED_RE = re.compile(
    r"\b(?:rejected|turned down|declined|vetoed|we said no|"
    r"abgelehnt|verworfen|zurückgewiesen|rechaz\w+|descartad[oa]|denegad[oa])\b"
    r"|否决|拒绝|驳回|没有采纳|거절|기각|반려|부결",
    re.IGNORECASE,
)

# Words that mark a note as the record of one event, not a standing fact or rule.
INCIDENT_RE = re.compile(
    r"\b(?:incident|outage|postmortem|post-mortem|near miss|"
    r"vorfall|störfall|störung|panne|reklamation|"
    r"incidencia|incidente|aver[ií]a|reclamaci[oó]n)\b"
    r"|事件|事故|故障|投诉|사고|장애|사건",
    re.IGNORECASE,
)

# What follows an incident is a rule or a change, not the record of the incident: "the policy
# after the loss incident", "Regeln nach dem Vorfall", "분실 사고 이후 바뀐 방침".
AFTER_INCIDENT_RE = re.compile(
    r"\b(?:after|since|following|nach|seit|tras|despu[eé]s de|desde)\b[^.\n]{0,40}?"
    r"(?:incident|outage|vorfall|störfall|störung|panne|incidencia|incidente)"
    r"|(?:事件|事故|故障|사고|장애|사건)\s?(?:以后|之后|后(?!果)|이후|뒤|후(?![가-힣]))",
    re.IGNORECASE,
)
# A first line that opens with a date says when something starts, not what happened that
# day: "1월 5일부터", "3月1日起", "ab 1. März", "from 5 May", "desde el 12 de enero".
FROM_DATE_RE = re.compile(
    r"^\W{0,3}(?:ab|seit|from|since|desde|a partir del?)\s+(?:el\s+|the\s+)?\d"
    r"|^[^\n]{0,12}?(?:일|日|号)\s?(?:부터|起|开始)",
    re.IGNORECASE,
)

# A list of open questions is never contradicted by the note that settled one.
OPEN_QUESTIONS_RE = re.compile(
    r"open question|unresolved|undecided|to decide|offene fragen|ungeklärt|"
    r"preguntas abiertas|pendiente de decidir|por decidir|待定|未决|未定|待讨论|"
    r"열린 질문|미결|미정|결정 못",
    re.IGNORECASE,
)

# Two stages of one plan: each stage is right about its own values.
PHASE_RE = re.compile(
    r"\b(?:phase|stage|part|step|round|wave|fase|etapa|stufe|abschnitt|teil|"
    r"first|second|third|erste|zweite|dritte|primera|segunda|tercera|primer|segundo|tercero)\b"
    r"|阶段|第[一二三四]期|[一二三]期|단계|[1-9]차",
    re.IGNORECASE,
)

# First-person pronouns: "my lighting preferences" is one person's, "Sam's" another's.
FIRST_PERSON = frozenset("i me my mine ich mein meine mir yo mi mis me 我 我的 나 내 저 제".split())

WEEKDAYS: dict[str, int] = {}
for _index, _names in enumerate(
    (
        "monday mon montag mo lunes lun",
        "tuesday tue tues dienstag di martes mar",
        "wednesday wed mittwoch mi miercoles mie",
        "thursday thu thur thurs donnerstag do jueves jue",
        "friday fri freitag fr viernes vie",
        "saturday sat samstag sonnabend sa sabado sab",
        "sunday sun sonntag so domingo dom",
    )
):
    for _name in _names.split():
        WEEKDAYS[_name] = _index
# Abbreviations of two letters are also ordinary words ("so", "do", "mi"): only whole names
# count outside a range like "Mo–Fr".
WEEKDAY_FULL = {name: day for name, day in WEEKDAYS.items() if len(name) > 3}
CJK_WEEKDAYS = {
    **{f"{p}{c}": i for p in ("周", "星期", "礼拜") for i, c in enumerate("一二三四五六日")},
    **{f"{p}天": 6 for p in ("星期", "礼拜")},
    **{f"{c}요일": i for i, c in enumerate("월화수목금토일")},
}
WEEKEND = {
    "weekend",
    "weekends",
    "wochenende",
    "wochenenden",
    "fin de semana",
    "fines de semana",
    "周末",
    "주말",
}

FREQUENCIES = {
    "hourly": "hour",
    "stündlich": "hour",
    "nightly": "day",
    "daily": "day",
    "every day": "day",
    "every night": "day",
    "once a day": "day",
    "täglich": "day",
    "jeden tag": "day",
    "diario": "day",
    "diaria": "day",
    "cada día": "day",
    "todos los días": "day",
    "每天": "day",
    "每晚": "day",
    "每日": "day",
    "매일": "day",
    "twice a day": "half-day",
    "zweimal täglich": "half-day",
    "weekly": "week",
    "every week": "week",
    "once a week": "week",
    "wöchentlich": "week",
    "jede woche": "week",
    "semanal": "week",
    "cada semana": "week",
    "每周": "week",
    "매주": "week",
    "monthly": "month",
    "a month": "month",
    "every month": "month",
    "monatlich": "month",
    "mensual": "month",
    "每月": "month",
    "매월": "month",
    "매달": "month",
    "월말": "month",
    "quarterly": "quarter",
    "quartalsweise": "quarter",
    "pro quartal": "quarter",
    "trimestral": "quarter",
    "每季度": "quarter",
    "분기": "quarter",
    "yearly": "year",
    "annually": "year",
    "jährlich": "year",
    "anual": "year",
    "每年": "year",
    "매년": "year",
}

SPELLED_NUMBERS = {
    **dict.fromkeys(("one", "eins", "ein", "eine", "uno", "una", "un"), 1),
    **dict.fromkeys(("two", "zwei", "dos", "both"), 2),
    **dict.fromkeys(("three", "drei", "tres"), 3),
    **dict.fromkeys(("four", "vier", "cuatro"), 4),
    **dict.fromkeys(("five", "fünf", "funf", "cinco"), 5),
    **dict.fromkeys(("six", "sechs", "seis"), 6),
    **dict.fromkeys(("seven", "sieben", "siete"), 7),
    **dict.fromkeys(("eight", "acht", "ocho"), 8),
    **dict.fromkeys(("nine", "neun", "nueve"), 9),
    **dict.fromkeys(("ten", "zehn", "diez"), 10),
    **dict.fromkeys(("twelve", "zwölf", "doce"), 12),
}
CJK_DIGITS = {c: i for i, c in enumerate("零一二三四五六七八九十", start=0)} | {"两": 2}
KOREAN_NATIVE = {"한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8}

# The most common family names: a Chinese or Korean name is a family name and one or two
# syllables, which is how a person is told apart from an ordinary word in unspaced text.
CHINESE_SURNAMES = frozenset(
    "王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡"
    "贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段"
)
KOREAN_SURNAMES = frozenset(
    "김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모"
)

MONTHS = frozenset(
    "jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june "
    "july august september october november december januar februar marz mai juni juli "
    "oktober dezember enero febrero marzo abril mayo junio julio agosto septiembre octubre "
    "noviembre diciembre".split()
)

# Feasts are times of year, not names of anyone or anything: "at Christmas", "nach Ostern".
HOLIDAYS = frozenset(
    "christmas xmas easter thanksgiving halloween weihnachten ostern pfingsten silvester "
    "navidad navidades pascua nochevieja 春节 国庆 中秋 元旦 설날 추석 크리스마스".split()
)

# A day said to be closed, shut or a rest day: "shut on Sundays", "montags Ruhetag".
CLOSED_RE = re.compile(
    r"\b(?:closed|shut|rest day|day off|no service|geschlossen|ruhetag|cerrad[oa]s?|cierra|"
    r"descanso)\b|休息|关门|不营业|闭馆|休馆|휴무|쉽니다|문을 닫",
    re.IGNORECASE,
)

# An amount said to have doubled or halved, without the new number.
SCALED_RE = re.compile(
    r"\b(?:doubled|tripled|halved|cut in half|twice as (?:many|much|long)|verdoppelt|"
    r"verdreifacht|halbiert|duplicad[oa]s?|se duplic\w+|reducid[oa]s? a la mitad)\b"
    r"|翻倍|翻了一番|减半|增加一倍|두 배|절반으로",
    re.IGNORECASE,
)

MONTH_NUMBERS = {
    **dict.fromkeys(("jan", "january", "januar", "enero", "jänner"), 1),
    **dict.fromkeys(("feb", "february", "februar", "febrero"), 2),
    **dict.fromkeys(("mar", "march", "marz", "märz", "marzo"), 3),
    **dict.fromkeys(("apr", "april", "abril"), 4),
    **dict.fromkeys(("may", "mai", "mayo"), 5),
    **dict.fromkeys(("jun", "june", "juni", "junio"), 6),
    **dict.fromkeys(("jul", "july", "juli", "julio"), 7),
    **dict.fromkeys(("aug", "august", "agosto"), 8),
    **dict.fromkeys(("sep", "sept", "september", "septiembre", "setiembre"), 9),
    **dict.fromkeys(("oct", "october", "okt", "oktober", "octubre"), 10),
    **dict.fromkeys(("nov", "november", "noviembre"), 11),
    **dict.fromkeys(("dec", "december", "dez", "dezember", "diciembre"), 12),
}
