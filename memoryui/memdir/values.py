"""The values a sentence gives, each in its slot: times, days, how often, amounts, names.

Two notes about one subject contradict each other visibly when they give different values for
the same slot ("Tuesday at 6:00" and "Wednesdays, about 5:30am"). Values are language-neutral
anchors: a time reads the same in "06:00", "6 am", "오전 6시" and "早上6点". Every pattern here
is linear: no nested repetition, no backtracking over a long token.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable
from dataclasses import dataclass

from .lexicon import (
    CHINESE_SURNAMES,
    CJK_DIGITS,
    CJK_WEEKDAYS,
    CLOSED_RE,
    FREQUENCIES,
    KOREAN_NATIVE,
    MONTH_NUMBERS,
    MONTHS,
    SPELLED_NUMBERS,
    STOPWORDS,
    WEEKDAY_FULL,
    WEEKDAYS,
    WEEKEND,
)
from .subject_terms import fold, is_cjk, stem, terms

# Capitalised, but a day or a month, not a name.
NOT_NAMES = frozenset(stem(w) for w in (*WEEKDAY_FULL, *MONTHS, *SPELLED_NUMBERS))

SLOTS = ("time", "day", "frequency", "amount", "count", "identifier", "ordinal", "name")


@dataclass(frozen=True)
class Value:
    """One value in one slot: ``key`` says of what ("°c", "testers", "vlan"); ``shown`` is the
    text as written, for the evidence."""

    slot: str
    key: str
    value: str
    shown: str


# Every alternative starts at the hour's digits, so the engine skips text without digits; the
# words before a time ("오후", "下午", "a las") are read from just before the match.
CLOCK_RE = re.compile(
    r"(?P<h>[012]?\d)(?:"
    r"[:：](?P<m>[0-5]\d)(?![\d:])\s*(?P<ampm>[ap]\.?m\b\.?)?"
    r"|\s*(?P<ampm2>[ap]\.?m)\b\.?"
    r"|(?:[.:](?P<m3>[0-5]\d))?\s*(?P<uhr>uhr)\b"
    r"|시(?!간)(?:\s?(?P<km>[0-5]?\d)분|\s?(?P<khalf>반))?"
    r"|[点點](?:(?P<cm>[0-5]?\d)分|(?P<chalf>半))?"
    r"|(?P<bare>)\b(?![:.]\d))",
    re.IGNORECASE,
)
CLOCK_BEFORE_RE = re.compile(
    r"(?P<part>오전|오후|새벽|아침|저녁|밤|早上|上午|下午|晚上|凌晨|中午|傍晚)\s?$|\ba\s+las\s+$",
    re.IGNORECASE,
)
AFTERNOON = ("pm", "p.m", "오후", "저녁", "밤", "下午", "晚上", "傍晚")
# A part of the day said earlier in the sentence, before a CJK hour of the 12-hour clock,
# unless a morning comes between ("晚上关门，第二天早上 7 点开"). Searched only in the few
# characters before an hour, so the lookahead costs a window, not the note.
EVENING_NEAR_RE = re.compile(
    r"(?:오후|저녁|밤(?![가-힣])|下午|晚上|傍晚)"
    r"(?=(?:(?!早|上午|第二天|아침|오전)[^。；.!?！？\n])*$)"
)

UNITS = {
    "°c": "°c",
    "ºc": "°c",
    "°": "°c",
    "grad": "°c",
    "도": "°c",
    "度": "°c",
    "%": "%",
    "ms": "ms",
    "fps": "fps",
    "kg": "kg",
    "g": "g",
    "mb": "mb",
    "gb": "gb",
    "tb": "tb",
    "kb": "kb",
    "brix": "brix",
    "브릭스": "brix",
    "字": "characters",
    "자": "characters",
    "words": "words",
    "wörter": "words",
    "palabras": "words",
    "characters": "characters",
    "zeichen": "characters",
    "caracteres": "characters",
    # Distances, volumes, weights, power and speeds: the slots of limits and thresholds in
    # every trade ("within 5 km", "no drone flights above 8 m/s", "a 20 l can").
    "km": "km",
    "kilometer": "km",
    "kilometers": "km",
    "kilometres": "km",
    "kilómetros": "km",
    "kilometros": "km",
    "公里": "km",
    "킬로미터": "km",
    "m": "m",
    "meter": "m",
    "meters": "m",
    "metres": "m",
    "metros": "m",
    "米": "m",
    "미터": "m",
    "cm": "cm",
    "mm": "mm",
    "miles": "miles",
    "l": "l",
    "liter": "l",
    "litre": "l",
    "liters": "l",
    "litres": "l",
    "litros": "l",
    "升": "l",
    "리터": "l",
    "ml": "ml",
    "mg": "mg",
    "公斤": "kg",
    "kw": "kw",
    "kwh": "kwh",
    "mah": "mah",
    "m/s": "m/s",
    "km/h": "km/h",
    "kmh": "km/h",
    "mph": "mph",
    "kn": "kn",
    "knots": "kn",
    "knoten": "kn",
    "nudos": "kn",
    "bft": "bft",
    "beaufort": "bft",
}
DURATIONS = {
    "s": 1 / 60,
    "sec": 1 / 60,
    "seconds": 1 / 60,
    "sekunden": 1 / 60,
    "segundos": 1 / 60,
    "초": 1 / 60,
    "秒": 1 / 60,
    "min": 1,
    "mins": 1,
    "minute": 1,
    "minutes": 1,
    "minuten": 1,
    "minutos": 1,
    "분": 1,
    "分钟": 1,
    "h": 60,
    "hr": 60,
    "hrs": 60,
    "hour": 60,
    "hours": 60,
    "stunde": 60,
    "stunden": 60,
    "hora": 60,
    "horas": 60,
    "시간": 60,
    "小时": 60,
    "个小时": 60,
    "day": 1440,
    "days": 1440,
    "tag": 1440,
    "tage": 1440,
    "tagen": 1440,
    "dia": 1440,
    "dias": 1440,
    "일": 1440,
    "天": 1440,
    "week": 10080,
    "weeks": 10080,
    "woche": 10080,
    "wochen": 10080,
    "semana": 10080,
    "semanas": 10080,
    "주": 10080,
    "周": 10080,
}
# A number (digits, or a spelled one) and what follows it.
# Starts at the digits (fast over text without any), only at the first digit of a run and
# possessively (linear on a 100 KB run of digits); a currency sign is read from just before.
NUMBER_RE = re.compile(
    r"(?<![\d.,])(?P<num>\d++(?:[.,]\d++)?)(?![\d:])(?:-(?P<joined>\w++))?"
    r"\s?(?P<after>[°º]\s?c\b|%|[€$£¥](?![\w{(])|(?:km|m)/h\b|m/s\b|[^\W\d_]++|[°º])?",
    re.IGNORECASE,
)
# "3.000 €", "1,500 people", "25.000": a separator before exactly three digits groups
# thousands; "1.5" and "2,5" are fractions.
THOUSANDS_RE = re.compile(r"^[1-9]\d{0,2}[.,]\d{3}$")
# "m" and "l" are metres and litres in lower case only: "10M users" is ten million.
LOWER_CASE_UNITS = frozenset({"m", "l"})
CURRENCY_BEFORE_RE = re.compile(r"[€$£¥]\s?$")
# Looked up by the folded word: "zwölf" as written folds to "zwolf".
SPELLED_BY_FOLD = {fold(w): n for w, n in SPELLED_NUMBERS.items()}
SPELLED_WORDS = frozenset(SPELLED_BY_FOLD)
SPELLED_RE = re.compile(
    r"\b(?P<word>" + "|".join(sorted(SPELLED_NUMBERS, key=len, reverse=True)) + r")\s+"
    r"(?P<after>[^\W\d_]+)",
    re.IGNORECASE,
)
# A number starts where its digits start, and keeps them all: a run of 150,000 digits is
# read once, not once from each of its digits.
CJK_COUNT_RE = re.compile(
    r"(?<!第)(?<!第\s)(?<![十百])(?P<num>(?<!\d)\d++|[一二两三四五六七八九十]|한|두|세|네|다섯|여섯|일곱|여덟)\s?"
    # "두 번째", "第二次": an ordinal says which one, not how many.
    r"(?P<unit>명|人|位|名|个|개|박스|대|次|번(?!째)|家|台|部|组|轮|회(?!째)|"
    # Classifiers of things counted or measured: cups, portions, copies, years of age.
    r"杯|份|张|本|瓶|箱|袋|盒|周岁|岁|잔|권|장|병|살)"
)
# Korean money in ten-thousands: "2만원", "2만 5천원", "5만원부터" (the 만 is no unit of time).
KOREAN_MONEY_RE = re.compile(r"(?<![\d.,])(?P<man>\d+)\s?만(?:\s?(?P<cheon>\d)\s?천)?\s?원")
MONEY_AFTER = (
    *("eur", "euro", "euros", "usd", "dollars", "yuan"),
    # After the number, as most of Europe and Asia write it: "3.000 €", "500 元", "2000원".
    *("€", "$", "£", "¥", "元", "块", "원"),
)
# Words after a number that make it an identifier, a date or a version, not an amount.
NOT_AMOUNTS = frozenset(
    "st nd rd th am pm uhr jan feb mar apr may jun jul aug sep sept oct nov dec january "
    "february march april june july august september october november december januar februar "
    "marz juni juli oktober dezember enero febrero marzo abril mayo junio julio agosto "
    "septiembre octubre noviembre diciembre de del vom bis to a y and und or x".split()
)
# A word then an identifier: "VLAN 30", "freezer B", "Raum 3.07", "room 2.14"; "incubator
# #2" numbers one of several (an "ordinal": it tells them apart, and is no place).
IDENTIFIER_RE = re.compile(
    r"(?<![^\W\d_])(?P<word>[^\W\d_]{2,}+)\s+(?P<hash>#)?"
    r"(?P<id>[A-Z](?![\w])|\d{1,4}(?:\.\d{1,3})?(?![\d.,:%°]))"
    r"|(?P<code>(?<![\w.])[A-Z]\.\d{1,3}(?![\w.]))"
)
# Numbers after these are ticket, order or version numbers: they identify, they do not locate.
TICKET_WORDS = frozenset(
    "pr mr issue issues ticket tickets bug order orders job invoice version release sprint "
    "v auftrag bestellung rechnung pedido factura encargo case fall step schritt phase stage "
    "round part fase etapa teil stufe runde seite page line zeile chapter kapitel nr no "
    "number nummer numero rack shelf".split()
)
# A path or a file name ("game/audio/", "secrets.yaml") is a reference, not a value.
PATHISH_RE = re.compile(r"/|\.[a-z]{2,4}\b|^!")
# Bold values; a bold label ("**Why:**", "**How to apply:**") is structure, not a value.
BOLD_RE = re.compile(r"\*\*(?P<a>[^*\n]{1,60}?)(?<!:)\*\*(?!:)|__(?P<b>[^_\n]{1,60}?)(?<!:)__(?!:)")
# A single quote inside a word is an apostrophe: "the society's lettings email, he'd rather"
# quotes nothing, and its "s lettings email, he" is no name.
QUOTED_RE = re.compile(
    r"(?:[“\"„«《「『]|(?<!\w)['‘])(?P<q>[^“”\"„«»《》「」『』'‘’\n]{2,40})(?:[”\"“»》」』]|['’](?!\w))"
)
CODE_RE = re.compile(r"`(?P<c>[^`\n]{2,60})`")
# A capitalised word (or several) that is not the first of its sentence.
PROPER_RE = re.compile(
    r"(?:(?<=[\w,;:)(/] )|(?<=\())(?P<p>[A-ZÄÖÜÁÉÍÓÚÑ](?:[\w-]|['’](?=\w))*"
    r"(?:\s+(?:de\s+|van\s+|von\s+)?[A-ZÄÖÜÁÉÍÓÚÑ](?:[\w-]|['’](?=\w))*){0,3})"
)
# Mixed case or digits inside a word mark a product or a name in any language: "memoQ",
# "Zigbee2MQTT", "BancoSur_TB", "ZHA".
PRODUCT_RE = re.compile(r"(?<![\w/.-])(?P<w>[A-Za-z][a-z]*[A-Z][\w-]*|[A-Z]{2,}\w*)(?![\w/])")
TITLE_RE = re.compile(
    r"\b(?:herr|frau|dr|prof|señora|señor|sra|sr|mr|mrs|ms)\.?\s+(?P<n>[A-ZÄÖÜ][\w-]+)",
    re.IGNORECASE,
)
# A family name and one more character, right before a role or an aside: "由刘婷负责",
# "王磊已调往", "王磊（分机 8021）". Three-character names are read by their first two.
CJK_PERSON_RE = re.compile(
    "(?P<n>[" + "".join(sorted(CHINESE_SURNAMES)) + r"][\u4e00-\u9fff]"
    # A third character, unless it is an adverb or a calendar word that follows a two-
    # character name ("刘婷也负责", "刘婷现已调往", "周六日调整").
    r"(?:(?![也现将会仍还都已再就才又日月年号天])[\u4e00-\u9fff])??)"
    r"(?=负责|已|调|担任|接手|接替|主管|（|\()"
)
# A Korean name is a surname and two syllables: "학부모님" (parents) is no one's name.
KOREAN_SURNAMES = (
    "김이박최정강조윤장임한오서신권황안송류유전홍고문양손배백허남심노하곽성차주우구민진나지엄채원천"
    "방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉사부가복태목형피두감음빈"
    "동온호범좌갈시계"
)
KOREAN_PERSON_RE = re.compile(
    r"(?<![\uac00-\ud7af])(?P<n>[" + KOREAN_SURNAMES + r"][\uac00-\ud7af]{2})"
    r"(?=\s?(?:씨|님|쌤|조합원|팀장|과장|대리|부장|주임|선생|강사|매니저|담당|대표|실장|원장))"
)


# Four digits of the 24-hour clock, as crews, pilots and nurses write it: "tailgate Mon AM
# 0645", "shift 0630–1500", "send by 1530". The digits alone are as often a room, a locker or a
# code ("Room 0815", "Gate code 0911") or an amount ("ab 1200 Euro", "by 1500 units"): they are
# a time after "at", "by", a weekday or "AM", or in a range, or before "hrs"; an hour of 10 or
# later also not before a word or a sign (what it counts), never one that reads like a year,
# and digits after a space ("0800 123456") are a phone number.
MILITARY_RE = re.compile(
    r"(?<![\w.,:/#])(?P<h>[01]\d|2[0-3])(?P<m>[0-5]\d)"
    r"(?P<hrs>\s?(?:h|hrs|hours|uhr)\b)?(?![\w,:/]|\.\w|\s?\d)",
    re.IGNORECASE,
)
MILITARY_BEFORE_RE = re.compile(
    r"(?:\b(?:at|by|until|till|til|from|before|after|um|bis|ab|gegen|am|pm|"
    r"mon|tue|wed|thu|fri|sat|sun)\.?\s|@\s?)$",
    re.IGNORECASE,
)
MILITARY_RANGE_BEFORE_RE = re.compile(r"\d{4}\s?[–-]\s?$")
MILITARY_RANGE_RE = re.compile(r"^\s?[–-]\s?[012]\d[0-5]\d\b")
# What a number counts or costs follows it: a word or a sign.
COUNTED_AFTER_RE = re.compile(r"^\s?(?:[^\W\d_]|[€$£¥%])")


def _military(text: str) -> list[tuple[re.Match[str], int, int]]:
    """The four-digit times of the text; a room number, an amount or a year is none."""
    found = []
    for m in MILITARY_RE.finditer(text):
        hour, after = int(m["h"]), text[m.end() : m.end() + 8]
        before = text[max(0, m.start() - 8) : m.start()]
        # In a range or before "hrs" the digits are a time whatever follows them.
        sure = bool(m["hrs"]) or bool(
            MILITARY_RANGE_BEFORE_RE.search(before) or MILITARY_RANGE_RE.match(after)
        )
        if not (sure or MILITARY_BEFORE_RE.search(before)):
            continue
        if hour >= 10 and not sure and (m["h"] in ("19", "20") or COUNTED_AFTER_RE.match(after)):
            continue
        found.append((m, hour, int(m["m"])))
    return found


def _clocks(text: str) -> list[tuple[re.Match[str], int, int]]:
    """Each time in the text, with its hour (24-hour) and minute."""
    found = _military(text)
    for m in CLOCK_RE.finditer(text):
        if m.start() and text[m.start() - 1] in "0123456789.:":
            continue
        before = CLOCK_BEFORE_RE.search(text, max(0, m.start() - 8), m.start())
        hour, minute, part = _clock_parts(m, before)
        if hour is None or hour > 24:
            continue
        # "Fr 10–12 Uhr", "오후 2~4시", "9-11点": the hour a range starts at, written bare.
        start = None
        if m["uhr"] is not None or m.group(0).endswith(("点", "點", "시")):
            start = RANGE_START_RE.search(text, max(0, m.start() - 6), m.start())
        if start is not None and not part:
            earlier = CLOCK_BEFORE_RE.search(text, max(0, start.start() - 8), start.start())
            part = (earlier["part"] or "") if earlier else ""
        # "晚上回来得晚没关系，11点大门就锁了": the evening was said a few words before the hour.
        if not part and hour < 12 and m.group(0).endswith(("点", "點", "시")):
            near = EVENING_NEAR_RE.search(text, max(0, m.start() - 24), m.start())
            part = near.group(0) if near else ""
        evening = bool(part) and any(p in part.lower() for p in AFTERNOON)
        if start is not None and int(start["h"]) <= 24:
            first = int(start["h"])
            found.append((start, first + 12 if evening and first < 12 else first, 0))
        if evening and hour < 12:
            hour += 12
        found.append((m, hour, minute))
    return found


RANGE_START_RE = re.compile(r"(?<![\d.:])(?P<h>[012]?\d)(?=\s?[–~～-]\s?$)")


def clock_values(text: str) -> list[Value]:
    return [
        Value("time", "clock", f"{hour:02d}:{minute:02d}", m.group(0).strip())
        for m, hour, minute in _clocks(text)
    ]


def _clock_parts(m: re.Match[str], before: re.Match[str] | None) -> tuple[int | None, int, str]:
    hour, part = int(m["h"]), (before["part"] or "") if before else ""
    if m["m"] is not None:
        return hour, int(m["m"]), m["ampm"] or ""
    if m["ampm2"] is not None:
        return (hour, 0, m["ampm2"]) if 1 <= hour <= 12 else (None, 0, "")
    if m["uhr"] is not None:
        return hour, int(m["m3"] or 0), ""
    if "시" in m.group(0):
        return hour, 30 if m["khalf"] else int(m["km"] or 0), part
    if "点" in m.group(0) or "點" in m.group(0):
        return hour, 30 if m["chalf"] else int(m["cm"] or 0), part
    # A bare number is a time only after "a las" ("a las 9").
    if before is not None and not before["part"]:
        return hour, 0, ""
    return None, 0, ""


WORD_RE = re.compile(r"[^\W\d_]+")
CJK_WEEKDAY_RE = re.compile("|".join(sorted(CJK_WEEKDAYS, key=len, reverse=True)))
RANGE_RE = re.compile(
    r"(?<![^\W\d_])(?P<a>[^\W\d_]{2,}+)\s?(?:[–-]|\s(?:to|through|until|till|bis|a|al|hasta)\s)\s?"
    r"(?P<b>[^\W\d_]{2,}+)"
)


# The day a change takes effect is no day of what changed: "下周一起，1号线 7:10 发车" moves
# a departure time, not the route to Mondays; "ab Montag trainieren wir dienstags" trains on
# Tuesdays. A range ("from Monday to Friday", "월요일부터 금요일까지") is days, not an onset.
_EN_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_DE_DAYS = "montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag"
_ES_DAYS = "lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo"
ONSET_DAY_RE = re.compile(
    rf"(?:\b(?:from|starting|as of|effective|beginning)\s+(?:next\s+|this\s+(?:coming\s+)?)?"
    rf"(?:{_EN_DAYS})|\bab\s+(?:nächste[mn]?\s+|kommende[mn]?\s+)?(?:{_DE_DAYS})"
    rf"|\b(?:a partir del?|desde el)\s+(?:próximo\s+)?(?:{_ES_DAYS}))\b"
    r"(?!\s?(?:[–-]|to\b|through\b|until\b|till\b|bis\b|a\b|al\b|hasta\b))"
    r"|(?:[下本这]个?)?(?:周|星期|礼拜)[一二三四五六日天](?:起|开始)"
    r"|从(?:[下本这]个?)?(?:周|星期|礼拜)[一二三四五六日天](?![^，。,\n]{0,6}?(?:到|至|~|～|-|–))"
    r"|(?:다음\s?주\s?)?[월화수목금토일]요일부터(?!\s?\S{0,8}?\s?까지)",
    re.IGNORECASE,
)


def day_values(text: str) -> list[Value]:
    """Weekdays (each named day, and every day of a range like "Mon–Sat") and weekends; a day
    in a clause that says it is closed ("shut on Sundays") under the key "closed"."""
    found: list[Value] = []
    text = ONSET_DAY_RE.sub(" ", text)
    for clause in DAY_CLAUSE_RE.split(text):
        key = "closed" if CLOSED_RE.search(clause) else "weekday"
        found += [Value("day", key, day, day) for day in _days(HOLIDAY_DAY_RE.sub(" ", clause))]
    return found


# A weekday named as a holiday is the exception, not the weekday: "bank holiday Mondays: open"
# says nothing against "shut on Mondays".
HOLIDAY_DAY_RE = re.compile(
    r"\b(?:bank|public)\s+holiday\s+\w+|\bfeiertags?\s*\w+|\b\w+\s+(?:festivos?|feriados?)\b",
    re.IGNORECASE,
)


DAY_CLAUSE_RE = re.compile(r"[.;:—]\s*|,\s*(?:and|but|und|aber|y|pero)?\s*|。|；|，")


# A bare Korean day ("월~금") is one syllable standing alone: inside a word ("내일부터
# 수업") 일 and 수 are no days. "부터 … 까지" joins only days written out with 요일.
_CJK_DAY_FULL = r"(?:周|星期|礼拜)[一二三四五六日天]|[월화수목금토일]요일"
_KO_DAY_BARE = r"(?<![가-힣\d])[월화수목금토일](?:(?![가-힣])|(?=까지))"
CJK_DAY_RANGE_RE = re.compile(
    rf"(?P<a>{_CJK_DAY_FULL}|{_KO_DAY_BARE})\s?(?:到|至|~|～|-|–)\s?(?P<b>{_CJK_DAY_FULL}|{_KO_DAY_BARE})"
    r"|(?P<c>[월화수목금토일]요일)\s?부터\s?(?P<d>[월화수목금토일]요일)"
)
CJK_DAY_ORDER = "一二三四五六"


def _cjk_day(word: str) -> int:
    last = word.removesuffix("요일")[-1]
    if last in "日天":
        return 6
    if last in CJK_DAY_ORDER:
        return CJK_DAY_ORDER.index(last)
    return "월화수목금토일".index(last)


def _days(text: str) -> list[str]:
    folded = fold(text)
    days: set[int] = set()
    for m in RANGE_RE.finditer(folded):
        a, b = WEEKDAYS.get(m["a"]), WEEKDAYS.get(m["b"])
        if a is not None and b is not None:
            days |= set(range(a, b + 1)) if a <= b else set(range(a, 7)) | set(range(b + 1))
    for word in WORD_RE.findall(folded):
        # Monday is day 0: a chain of `or` took it for no day, and "lunes" was never read.
        day = WEEKDAY_FULL.get(word)
        if day is None:
            day = WEEKDAY_FULL.get(word.rstrip("s"))
        if day is None and word.endswith("s"):
            day = WEEKDAY_FULL.get(word[:-1])
        if day is not None:
            days.add(day)
    days |= {CJK_WEEKDAYS[m.group(0)] for m in CJK_WEEKDAY_RE.finditer(text)}
    # "周一到周五", "월요일부터 금요일까지", "월~금": every day from the first to the last.
    for m in CJK_DAY_RANGE_RE.finditer(text):
        a, b = _cjk_day(m["a"] or m["c"]), _cjk_day(m["b"] or m["d"])
        days |= set(range(a, b + 1)) if a <= b else set(range(a, 7)) | set(range(b + 1))
    if any(w in folded for w in WEEKEND):
        days |= {5, 6}
    names = "mon tue wed thu fri sat sun".split()
    return [names[d] for d in sorted(days)]


FREQUENCY_OF = {fold(p): period for p, period in FREQUENCIES.items()}
# Phrases of one word are looked up among the text's words; longer ones and CJK ones found as
# substrings, only when the text holds their first word.
ONE_WORD_FREQUENCIES = {p: v for p, v in FREQUENCY_OF.items() if p.isascii() and " " not in p}
LONGER_FREQUENCIES = {p: v for p, v in FREQUENCY_OF.items() if p not in ONE_WORD_FREQUENCIES}


def frequency_values(text: str) -> list[Value]:
    folded = fold(text)
    words = set(WORD_RE.findall(folded))
    found = {ONE_WORD_FREQUENCIES[w] for w in words & ONE_WORD_FREQUENCIES.keys()}
    for phrase, period in LONGER_FREQUENCIES.items():
        if phrase in folded and (not phrase.isascii() or phrase.split()[0] in words):
            found.add(period)
    return [Value("frequency", "every", p, p) for p in sorted(found)]


def korean_money(text: str) -> list[Value]:
    found = []
    for m in KOREAN_MONEY_RE.finditer(text):
        won = int(m["man"]) * 10_000 + int(m["cheon"] or 0) * 1_000
        found.append(Value("amount", "money", str(won), m.group(0)))
    return found


class _Spans:
    """Spans of text already read, asked about once per number: sorted once and searched by
    bisection, so a long run of dates costs n log n, not n²."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        merged: list[tuple[int, int]] = []
        for a, b in sorted(spans):
            if merged and a <= merged[-1][1]:
                merged[-1] = (merged[-1][0], max(merged[-1][1], b))
            else:
                merged.append((a, b))
        self.starts = [a for a, _ in merged]
        self.spans = merged

    def covers(self, at: int) -> bool:
        i = bisect.bisect_right(self.starts, at) - 1
        return i >= 0 and self.spans[i][0] <= at < self.spans[i][1]


def amount_values(text: str) -> list[Value]:
    """Amounts with a unit (°C, ms, %, €, minutes) and counts of things ("12 testers")."""
    found = korean_money(text)
    # Clock times and Korean money are read already: their digits are no other amount.
    clock_spans = [m.span() for m, _, _ in _clocks(text)]
    clock_spans += [m.span() for m in KOREAN_MONEY_RE.finditer(text)]
    # "2월 26일" and "3月5日" are a day of a month, not a duration of 26 days.
    clock_spans += [m.span("d3") for m in DATE_RE.finditer(text) if m["d3"]]
    taken = _Spans(clock_spans)
    for m in NUMBER_RE.finditer(text):
        start = m.start()
        before = text[start - 1] if start else ""
        # Digits glued to a word are part of it ("v2", "B12"); after a CJK word they are
        # not: "房费500元" is an amount.
        if before and ((before.isalnum() and not is_cjk(before)) or before in "_.,:/#-"):
            continue
        if taken.covers(start):
            continue
        # "12-week", "3-frame": a compound; "3-4 hours", "12-15 volunteers": a range, read
        # from its first number as before.
        if m["joined"] and m["joined"].isalpha():
            found += _joined(m)
            continue
        currency = CURRENCY_BEFORE_RE.search(text, max(0, start - 2), start) is not None
        value = _amount(m, currency=currency)
        if value is not None and value.slot == "count":
            # A count is a whole number; "1.2" before a word is a version; "round 1 pool" and
            # "phase 2 budget" number a round and a phase, and count no pools.
            if "." not in value.value and not _numbered(text, start):
                found += _counts(text, m.start("after"), value.value, value.shown)
        elif value is not None:
            found.append(value)
    found += _spelled(text)
    for m in CJK_COUNT_RE.finditer(text):
        raw = m["num"]
        number = int(raw) if raw.isdigit() else CJK_DIGITS.get(raw) or KOREAN_NATIVE.get(raw)
        found.append(Value("count", m["unit"], str(number), m.group(0)))
    return found


def _spelled(text: str) -> list[Value]:
    """Spelled numbers: "dos horas" lasts as long as "2 horas", and "zwölf Helfer" counts."""
    found = []
    for m in SPELLED_RE.finditer(text):
        after = fold(m["after"])
        number = SPELLED_BY_FOLD[fold(m["word"])]
        if after in DURATIONS:
            found.append(Value("amount", "duration", f"{number * DURATIONS[after]:g}", m[0]))
        elif after not in NOT_AMOUNTS and len(after) > 2:
            found += _counts(text, m.start("after"), str(number), m.group(0))
    return found


def _unit_prefix(after: str) -> str:
    """A CJK unit with a particle glued on ("브릭스부터", "字以内"): the unit alone."""
    if after.isascii() or after in UNITS or after in DURATIONS:
        return after
    for end in range(len(after) - 1, 0, -1):
        if after[:end] in UNITS or after[:end] in DURATIONS:
            return after[:end]
    return after


def _number(raw: str, *, grouped: bool) -> float:
    """The number as written. Where a value is money or a count of things, "3.000" and
    "1,500" group thousands; a measure may be a fraction ("0.125 l", "2.125 m")."""
    if grouped and THOUSANDS_RE.match(raw):
        return float(raw.replace(",", "").replace(".", ""))
    return float(raw.replace(",", "."))


# Korean and Chinese glue a particle or a noun to the currency: "160,000원으로", "38块钱".
GLUED_CURRENCIES = ("원", "元", "块")


def _glued_money(after: str) -> bool:
    """Whether a number's CJK word is its currency with a particle: without this "주5회
    160,000원으로" gave no amount, and a fee raised from 150,000원 was no change."""
    return not after.isascii() and after.startswith(GLUED_CURRENCIES)


# "Every 15 minutes" says how often, not how long: "每 15 分钟巡一次" (a round every quarter
# hour) and "午休缩到 40 分钟" (a 40-minute nap) are two quantities.
EVERY_BEFORE_RE = re.compile(
    r"(?:\b(?:every|each|alle|cada)|每隔?|(?<![가-힣])매)\s?$", re.IGNORECASE
)
# Korean glues the particle to the unit: "15분마다", "15분에 한 번".
ONCE_AFTER_RE = re.compile(r"\s?한\s?번")


def _every(m: re.Match[str]) -> bool:
    word = m["after"] or ""
    if word.endswith("마다"):
        return True
    if word.endswith("에") and ONCE_AFTER_RE.match(m.string, m.end()):
        return True
    return EVERY_BEFORE_RE.search(m.string[max(0, m.start() - 8) : m.start()]) is not None


def _amount(m: re.Match[str], *, currency: bool) -> Value | None:
    written = (m["after"] or "").replace(" ", "")
    after = _unit_prefix(fold(written))
    shown = m.group(0).strip()
    if currency:
        shown = m.string[max(0, m.start() - 2) : m.start()].strip() + shown
    if currency or after in MONEY_AFTER or _glued_money(after):
        return Value("amount", "money", f"{_number(m['num'], grouped=True):g}", shown)
    number = _number(m["num"], grouped=False)
    if after in UNITS and (after not in LOWER_CASE_UNITS or written == after):
        return Value("amount", UNITS[after], f"{number:g}", shown)
    if after in DURATIONS:
        key = "interval" if _every(m) else "duration"
        return Value("amount", key, f"{number * DURATIONS[after]:g}", shown)
    if after and after not in NOT_AMOUNTS and len(after) > 2 and after.isalpha():
        if not after.isascii() and not any(c.isascii() for c in after):
            # A CJK word glued to a number is a date or a classifier handled elsewhere.
            return None
        count = _number(m["num"], grouped=True)
        return Value("count", stem(after), f"{count:g}", shown)
    return None


COUNTED_WORDS = 3
# What is counted ends at a punctuation mark: "1.2 run-up: 25 testers" counts no testers 1.2.
COUNT_WINDOW_RE = re.compile(r"[:;,.()\[\]—–。，；：]")
# And at a rate's "per" after what is counted: "8 Kinder pro Ausbilder" counts no trainers 8;
# "3 per shift" still counts something per shift.
RATE_RE = re.compile(r"(?<=[^\W\d_])\s+(?:per|pro|je|each|cada)\b", re.IGNORECASE)


def _joined(m: re.Match[str]) -> list[Value]:
    """A number hyphened to a word is a compound: "a 12-week course" lasts 12 weeks and "a
    3-frame radial extractor" is one extractor with 3 frames, not 3 radial extractors."""
    word = fold(m["joined"])
    shown = m.string[m.start() : m.end("joined")]
    if word in NOT_AMOUNTS:
        return []
    number = _number(m["num"], grouped=False)
    if word in DURATIONS:
        return [Value("amount", "duration", f"{number * DURATIONS[word]:g}", shown)]
    if word in UNITS:
        return [Value("amount", UNITS[word], f"{number:g}", shown)]
    if len(word) <= 2:
        return []
    return [Value("count", stem(word), f"{number:g}", shown)]


# Searched only in the few characters before a number, never across a note.
WORD_BEFORE_RE = re.compile(r"([^\W\d_]+)\s?#?\s?$")


def _numbered(text: str, start: int) -> bool:
    """Whether the number after a word numbers it ("round 1", "Schritt 3", "page 12")."""
    before = WORD_BEFORE_RE.search(text, max(0, start - 24), start)
    return before is not None and fold(before[1]) in TICKET_WORDS


def _counts(text: str, start: int, number: str, shown: str) -> list[Value]:
    """A count, once for each of the next few words: "vier unabhängige biologische Replikate"
    and "drei biologische Replikate" count the same thing. What is counted ends at the first
    word of no meaning after it: "2 screeners from the pool" counts no pools, and "12 people
    this year" no years."""
    window = COUNT_WINDOW_RE.split(text[start : start + 80], maxsplit=1)[0]
    window = RATE_RE.split(window, maxsplit=1)[0]
    following: list[str] = []
    for word in window.split():
        found = terms(word)
        if not found and following:
            break
        following += found
    following = following[:COUNTED_WORDS]
    return [Value("count", word, number, shown) for word in dict.fromkeys(following)]


def identifier_values(text: str) -> list[Value]:
    found = []
    # "Shift 0630" is a time of the shift, not shift number 630.
    times = {m.start() for m, _, _ in _military(text)}
    for m in IDENTIFIER_RE.finditer(text):
        if m["id"] and m.start("id") in times:
            continue
        if m["code"]:
            found.append(Value("identifier", "code", m["code"].lower(), m["code"]))
            continue
        word = fold(m["word"])
        if word in TICKET_WORDS or word in NOT_AMOUNTS or len(word) < 2:
            continue
        ident = m["id"]
        if m["hash"]:
            found.append(Value("ordinal", stem(word), ident.lower(), m.group(0)))
            continue
        # "VLAN 30" and "freezer B" locate; a bare one-letter word before a number is prose.
        if ident.isdigit() and not (m["word"][0].isupper() or m["word"].isupper()):
            continue
        found.append(Value("identifier", stem(word), ident.lower(), m.group(0)))
    return found


def name_values(
    text: str, *, capitalised_nouns: bool, lowercase: frozenset[str] = frozenset()
) -> list[Value]:
    """Names of people, places, products and resources: bold or quoted values, code spans,
    mixed-case words, titles ("Frau Özdemir"), CJK names, and capitalised words inside a
    sentence (not in German, where every noun is capitalised). ``lowercase`` holds the words
    the memdir writes in lower case: a capitalised first word that is none of them ("Jonas
    does the triage now") is a name too."""
    raw: list[str] = []
    for pattern, group in (
        (BOLD_RE, "a"),
        (BOLD_RE, "b"),
        (QUOTED_RE, "q"),
        (CODE_RE, "c"),
        (TITLE_RE, "n"),
        (CJK_PERSON_RE, "n"),
        (KOREAN_PERSON_RE, "n"),
        (PRODUCT_RE, "w"),
    ):
        raw += [m[group] for m in pattern.finditer(text) if m[group]]
    if not capitalised_nouns:
        raw += [m["p"] for m in PROPER_RE.finditer(text)]
        initial = INITIAL_RE.match(text)
        if lowercase and initial and _unknown_word(initial["w"], lowercase):
            raw.append(initial["w"])
    raw = [n for n in raw if not PATHISH_RE.search(n)]
    found: dict[str, Value] = {}
    for name in raw:
        # A bold "Tuesday at 6:00" or "above 8 °C" is a value of another slot, not a name.
        if any(c.isdigit() for c in name) and " " in name.strip():
            continue
        key = _name_key(name)
        if key and key not in found:
            found[key] = Value("name", "name", key, name.strip())
    return list(found.values())


# The first word of a statement, when capitalised.
INITIAL_RE = re.compile(r"^[\W_]*(?P<w>[A-ZÄÖÜÁÉÍÓÚÑ][a-zäöüßáéíóúñ]{2,})\b(?![-'’])")


def _unknown_word(word: str, lowercase: frozenset[str]) -> bool:
    """Not a word the memdir writes in lower case, nor a function word: a name."""
    lowered = word.lower()
    return (
        lowered not in lowercase
        and fold(lowered) not in STOPWORDS
        and stem(fold(lowered)) not in NOT_NAMES
    )


LOWERCASE_RE = re.compile(r"\b[a-zà-ÿ][a-zà-ÿ'’-]{2,}\b")
# An address is no prose: "rosa@riaasesores.example" writes no word "rosa" in lower case, and
# "Rosa saca la liquidación" still names Rosa.
# Matched against one whitespace-free token at a time: as a search over a long dotted run
# ("a.b.c…" for 150 KB) the leading \S+ retried from every dot made reading quadratic.
ADDRESS_RE = re.compile(r"@|(?:https?://|www\.)|\.(?:com|org|net|example)\b", re.IGNORECASE)


def lowercase_words(texts: Iterable[str]) -> frozenset[str]:
    """The words the memdir writes in lower case somewhere: a capitalised one of them at the
    start of a sentence is an ordinary word, not a name."""
    found: set[str] = set()
    for text in texts:
        plain = text
        if "@" in text or "." in text:
            plain = " ".join(token for token in text.split() if not ADDRESS_RE.search(token))
        found.update(LOWERCASE_RE.findall(plain))
    return frozenset(found)


def people(text: str, *, capitalised_nouns: bool) -> set[str]:
    """Who a name or description is about, as name keys: titled names, Chinese and Korean
    names, and (outside German) capitalised words inside the text ("How Dana wants…")."""
    raw = [
        m["n"]
        for pattern in (TITLE_RE, CJK_PERSON_RE, KOREAN_PERSON_RE)
        for m in pattern.finditer(text)
    ]
    if not capitalised_nouns:
        raw += [m["p"] for m in PROPER_RE.finditer(text) if not m["p"].isupper()]
    return {key for key in map(_name_key, raw) if key}


def _name_key(name: str) -> str:
    """A name as compared: its subject terms, or its folded text when it has none."""
    name = name.strip().strip("*_`'\"“”‘’《》「」 ")
    if not name or (any(c.isdigit() for c in name) and not any(c.isalpha() for c in name)):
        return ""
    words = [w for w in terms(name) if w not in NOT_NAMES]
    return " ".join(words) if words else ""


# A day of a month: "15 May", "May 15th", "15. Mai", "15 de mayo", "5月15日", "5월 15일".
MONTH_NAMES = "|".join(sorted(MONTH_NUMBERS, key=len, reverse=True))
DATE_RE = re.compile(
    rf"\b(?P<d>[0-3]?\d)(?:st|nd|rd|th)?\.?\s?(?:of\s|de\s)?(?P<m>{MONTH_NAMES})\b\.?"
    rf"|\b(?P<m2>{MONTH_NAMES})\.?\s(?P<d2>[0-3]?\d)(?:st|nd|rd|th)?\b"
    r"|(?P<m3>1[0-2]|0?[1-9])\s?[月월]\s?(?P<d3>[0-3]?\d)\s?[日일号]",
    re.IGNORECASE,
)


# The date a change takes effect is no date of what changed: "Ab 1. März läuft die Anmeldung
# über das neue Formular" changes the form, not the closing date ("Anmeldeschluss 15.
# Februar"). A span ("ab 1.3. bis 5.3.") is two dates, not an onset.
ONSET_BEFORE_RE = re.compile(
    r"\b(?:ab|seit|from|since|starting|beginning|effective|as of|desde|a partir del?)"
    r"(?:\s(?:dem|den|the|el))?\s?$"
)
SPAN_AFTER_RE = re.compile(r"\s?(?:[–-]|bis\b|to\b|until\b|hasta\b|al\b)")


def date_values(text: str) -> list[Value]:
    found = []
    folded = fold(text)
    for m in DATE_RE.finditer(folded):
        onset = ONSET_BEFORE_RE.search(folded, max(0, m.start() - 16), m.start())
        if onset and not SPAN_AFTER_RE.match(folded, m.end()):
            continue
        day = int(m["d"] or m["d2"] or m["d3"])
        month = MONTH_NUMBERS.get(m["m"] or m["m2"] or "") or int(m["m3"] or 0)
        if 1 <= day <= 31 and month:
            found.append(Value("date", "date", f"{month:02d}-{day:02d}", m.group(0).strip()))
    return found


EMPHASIS_RE = re.compile(r"\*\*|__")


# Where a thing is kept or moved to, in unspaced text: "搬到城西仓库", "存放在报社三楼资料室".
CJK_PLACE_RE = re.compile(
    r"(?:搬到|搬去|迁到|移到|存放在|放在|位于|保存在|保管在|로 옮겼|에 보관)"
    r"(?P<p>[\u4e00-\u9fff]{2,8})"
)


# Where a thing is kept or went, in words: "kept in the third-floor reading room", "went to
# the west warehouse", "liegen im Keller", "se guardan en el almacén". Only after a verb of
# keeping or moving: "is in the morning" locates nothing.
PLACE_RE = re.compile(
    r"\b(?:kept|stored|held|filed|located|moved|went|sent|shipped|relocated|"
    r"liegen|liegt|lagern|lagert|gelagert|aufbewahrt|umgezogen|verlegt|gebracht|"
    r"guarda|guardan|guardad[oa]s?|almacenad[oa]s?|trasladad[oa]s?|llevad[oa]s?)"
    r"\s+(?:(?:all|alle|todos|todas)\s+)?"
    r"(?:in|at|on|to|into|im|in der|in den|ins|nach|auf|en|a|al)\s+"
    r"(?:(?:the|der|die|das|dem|den|el|la|los|las|our|unser\w*|nuestr[oa]s?)\s+)?"
    r"(?P<p>[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*){0,3})",
    re.IGNORECASE,
)
# A place ends where a clause or another phrase begins.
PLACE_END_RE = re.compile(
    r"\s+(?:and|or|but|for|with|from|by|until|und|oder|mit|für|bis|y|o|con|para|hasta|"
    r"when|wenn|cuando|if|so|because)\b.*$",
    re.IGNORECASE,
)


def place_values(text: str) -> list[Value]:
    found = [Value("identifier", "place", m["p"], m["p"]) for m in CJK_PLACE_RE.finditer(text)]
    for m in PLACE_RE.finditer(text):
        place = PLACE_END_RE.sub("", m["p"])
        key = " ".join(terms(place))
        if key:
            found.append(Value("identifier", "place", key, place))
    return found


DIGIT_RE = re.compile(r"\d")
CJK_RE = re.compile(r"[\u3400-\u9fff\uac00-\ud7af]")
# Words that may start a day or a frequency: a statement with none of them (and no CJK) has
# neither, and most statements are skipped at the cost of one set intersection.
DAY_OR_FREQUENCY_WORDS = frozenset(
    {*WEEKDAYS, *(f"{d}s" for d in WEEKDAY_FULL), *(w.split()[0] for w in WEEKEND)}
    | {fold(p).split()[0] for p in FREQUENCIES if p.isascii()}
    | {"montags", "dienstags", "mittwochs", "donnerstags", "freitags", "samstags", "sonntags"}
    | {"ruhetag", "closed", "shut"}
)


# A line opening with a clock time in UTC is a log entry: it says what was seen once, at the
# time it was written, and sets no value ("12:13 UTC Feature flag … gates the new path").
LOG_STAMP_RE = re.compile(
    r"^\W{0,2}(?:\d{4}-\d{2}-\d{2}[ T])?\d{1,2}:\d{2}(?::\d{2})?\s*(?:UTC|GMT|Z)\b\]?"
    r"|^\[\d{1,2}:\d{2}(?::\d{2})?\]"
)
# "HTTP 502" is a status code, not a count of anything.
STATUS_CODE_RE = re.compile(r"\b(HTTP)\s?[1-5]\d\d\b")


def values(
    text: str, *, capitalised_nouns: bool = False, lowercase: frozenset[str] = frozenset()
) -> list[Value]:
    """Every value in ``text``, in slot order."""
    plain = EMPHASIS_RE.sub("", text)
    if LOG_STAMP_RE.match(plain):
        return []
    plain = STATUS_CODE_RE.sub(r"\1", plain)
    digits = DIGIT_RE.search(plain) is not None
    cjk = CJK_RE.search(plain) is not None
    words = set(WORD_RE.findall(fold(plain)))
    found: list[Value] = []
    if digits:
        found += clock_values(plain)
        found += date_values(plain)
    if cjk or words & DAY_OR_FREQUENCY_WORDS:
        found += day_values(plain)
        found += frequency_values(plain)
    if digits or cjk or words & SPELLED_WORDS:
        found += amount_values(plain)
    if digits or any(len(w) == 1 for w in words):
        found += identifier_values(plain)
    found += place_values(plain)
    return found + name_values(text, capitalised_nouns=capitalised_nouns, lowercase=lowercase)
