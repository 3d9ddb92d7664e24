"""The values a sentence gives, each in its slot: times, days, how often, amounts, names.

Two notes about one subject contradict each other visibly when they give different values for
the same slot ("Tuesday at 6:00" and "Wednesdays, about 5:30am"). Values are language-neutral
anchors: a time reads the same in "06:00", "6 am", "오전 6시" and "早上6点". Every pattern here
is linear: no nested repetition, no backtracking over a long token.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .lexicon import (
    CJK_DIGITS,
    CHINESE_SURNAMES,
    CJK_WEEKDAYS,
    FREQUENCIES,
    KOREAN_NATIVE,
    MONTHS,
    SPELLED_NUMBERS,
    WEEKDAY_FULL,
    WEEKDAYS,
    WEEKEND,
)
from .terms import fold, stem, terms

# Capitalised, but a day or a month, not a name.
NOT_NAMES = frozenset(stem(w) for w in (*WEEKDAY_FULL, *MONTHS, *SPELLED_NUMBERS))

SLOTS = ("time", "day", "frequency", "amount", "count", "identifier", "name")


@dataclass(frozen=True)
class Value:
    """One value in one slot: ``key`` says of what ("°c", "testers", "vlan"); ``shown`` is the
    text as written, for the evidence."""

    slot: str
    key: str
    value: str
    shown: str


CLOCK_RE = re.compile(
    r"(?<![\d.:])(?P<h>[012]?\d)[:：](?P<m>[0-5]\d)(?![\d:])\s*(?P<ampm>[ap]\.?m\b\.?)?"
    r"|(?<![\d.:])(?P<h2>1[0-2]|0?[1-9])\s*(?P<ampm2>[ap]\.?m\b\.?)"
    r"|(?<![\d.:])(?P<h3>[012]?\d)(?:[.:](?P<m3>[0-5]\d))?\s*uhr\b"
    r"|(?P<kpart>오전|오후|새벽|아침|저녁|밤)?\s?(?P<kh>[012]?\d)시(?:\s?(?P<km>[0-5]?\d)분|\s?(?P<khalf>반))?"
    r"|(?P<cpart>早上|上午|下午|晚上|凌晨|中午|傍晚)?(?P<ch>[012]?\d)[点點](?:(?P<cm>[0-5]?\d)分|(?P<chalf>半))?"
    r"|\ba\s+las\s+(?P<h4>[012]?\d)\b(?![:.]\d)",
    re.IGNORECASE,
)
AFTERNOON = ("pm", "p.m", "오후", "저녁", "밤", "下午", "晚上", "傍晚")

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
NUMBER_RE = re.compile(
    r"(?P<cur>[€$£¥])?\s?(?<![\w.,:/#-])(?P<num>\d+(?:[.,]\d+)?)(?![\d:])(?:-(?:\w+))?"
    r"\s?(?P<after>[°º]\s?c\b|%|[^\W\d_]+|[°º])?",
    re.IGNORECASE,
)
SPELLED_RE = re.compile(
    r"\b(?P<word>" + "|".join(sorted(SPELLED_NUMBERS, key=len, reverse=True)) + r")\s+"
    r"(?P<after>[^\W\d_]+)",
    re.IGNORECASE,
)
CJK_COUNT_RE = re.compile(
    r"(?P<num>\d+|[一二两三四五六七八九十]|한|두|세|네|다섯|여섯|일곱|여덟)\s?"
    r"(?P<unit>명|人|位|名|个|개|박스|대|次|번|家|台|部|组|轮|회)"
)
MONEY_AFTER = ("eur", "euro", "euros", "usd", "dollars", "元", "원", "yuan")
# Words after a number that make it an identifier, a date or a version, not an amount.
NOT_AMOUNTS = frozenset(
    "st nd rd th am pm uhr jan feb mar apr may jun jul aug sep sept oct nov dec january "
    "february march april june july august september october november december januar februar "
    "marz juni juli oktober dezember enero febrero marzo abril mayo junio julio agosto "
    "septiembre octubre noviembre diciembre de del vom bis to a y and und or x".split()
)
# A word then an identifier: "VLAN 30", "freezer B", "Raum 3.07", "room 2.14".
IDENTIFIER_RE = re.compile(
    r"(?P<word>[^\W\d_]{2,})\s+(?P<id>[A-Z](?![\w])|\d{1,4}(?:\.\d{1,3})?(?![\d.,:%°]))"
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
QUOTED_RE = re.compile(r"[“\"„«《「『'‘](?P<q>[^“”\"„«»《》「」『』'‘’\n]{2,40})[”\"“»》」』'’]")
CODE_RE = re.compile(r"`(?P<c>[^`\n]{2,60})`")
# A capitalised word (or several) that is not the first of its sentence.
PROPER_RE = re.compile(
    r"(?:(?<=[\w,;:)(/] )|(?<=\())(?P<p>[A-ZÄÖÜÁÉÍÓÚÑ][\w'’-]*(?:\s+(?:de\s+|van\s+|von\s+)?"
    r"[A-ZÄÖÜÁÉÍÓÚÑ][\w'’-]*){0,3})"
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
    "(?P<n>[" + "".join(sorted(CHINESE_SURNAMES)) + r"][\u4e00-\u9fff])"
    r"(?=负责|已|调|担任|接手|主管|（|\()"
)
KOREAN_PERSON_RE = re.compile(
    r"(?<![\uac00-\ud7af])(?P<n>[\uac00-\ud7af]{3})(?=\s?(?:씨|님|조합원|팀장|과장|대리|부장|주임|"
    r"선생|매니저|담당|대표|실장))"
)


def clock_values(text: str) -> list[Value]:
    found = []
    for m in CLOCK_RE.finditer(text):
        hour, minute, part = _clock_parts(m)
        if hour is None or hour > 24:
            continue
        if part and any(p in part.lower() for p in AFTERNOON) and hour < 12:
            hour += 12
        found.append(Value("time", "clock", f"{hour:02d}:{minute:02d}", m.group(0).strip()))
    return found


def _clock_parts(m: re.Match[str]) -> tuple[int | None, int, str]:
    if m["h"] is not None:
        return int(m["h"]), int(m["m"]), m["ampm"] or ""
    if m["h2"] is not None:
        return int(m["h2"]), 0, m["ampm2"]
    if m["h3"] is not None:
        return int(m["h3"]), int(m["m3"] or 0), ""
    if m["kh"] is not None:
        return int(m["kh"]), 30 if m["khalf"] else int(m["km"] or 0), m["kpart"] or ""
    if m["ch"] is not None:
        return int(m["ch"]), 30 if m["chalf"] else int(m["cm"] or 0), m["cpart"] or ""
    if m["h4"] is not None:
        return int(m["h4"]), 0, ""
    return None, 0, ""


WORD_RE = re.compile(r"[^\W\d_]+")
RANGE_RE = re.compile(r"(?P<a>[^\W\d_]{2,})\s?[–-]\s?(?P<b>[^\W\d_]{2,})")


def day_values(text: str) -> list[Value]:
    """Weekdays (each named day, and every day of a range like "Mon–Sat") and weekends."""
    folded = fold(text)
    days: set[int] = set()
    for m in RANGE_RE.finditer(folded):
        a, b = WEEKDAYS.get(m["a"]), WEEKDAYS.get(m["b"])
        if a is not None and b is not None:
            days |= set(range(a, b + 1)) if a <= b else set(range(a, 7)) | set(range(b + 1))
    for word in WORD_RE.findall(folded):
        day = WEEKDAY_FULL.get(word) or WEEKDAY_FULL.get(word.rstrip("s"))
        if day is None and word.endswith("s"):
            day = WEEKDAY_FULL.get(word[:-1])
        if day is not None:
            days.add(day)
    for name, day in CJK_WEEKDAYS.items():
        if name in text:
            days.add(day)
    if any(w in folded for w in WEEKEND):
        days |= {5, 6}
    names = "mon tue wed thu fri sat sun".split()
    return [Value("day", "weekday", names[d], names[d]) for d in sorted(days)]


def frequency_values(text: str) -> list[Value]:
    folded = fold(text)
    found = {period for phrase, period in FREQUENCIES.items() if _has_phrase(folded, phrase)}
    return [Value("frequency", "every", p, p) for p in sorted(found)]


def _has_phrase(folded: str, phrase: str) -> bool:
    if not phrase.isascii():
        return phrase in folded
    return re.search(r"\b" + re.escape(phrase) + r"\b", folded) is not None


def amount_values(text: str) -> list[Value]:
    """Amounts with a unit (°C, ms, %, €, minutes) and counts of things ("12 testers")."""
    found: list[Value] = []
    clock_spans = [m.span() for m in CLOCK_RE.finditer(text)]
    for m in NUMBER_RE.finditer(text):
        if any(a <= m.start("num") < b for a, b in clock_spans):
            continue
        value = _amount(m)
        if value is not None and value.slot == "count":
            # A count is a whole number; "1.2" before a word is a version.
            if "." not in value.value:
                found += _counts(text, m.start("after"), value.value, value.shown)
        elif value is not None:
            found.append(value)
    for m in SPELLED_RE.finditer(text):
        after = fold(m["after"])
        if after not in NOT_AMOUNTS and len(after) > 2:
            number = SPELLED_NUMBERS[fold(m["word"])]
            found += _counts(text, m.start("after"), str(number), m.group(0))
    for m in CJK_COUNT_RE.finditer(text):
        raw = m["num"]
        number = int(raw) if raw.isdigit() else CJK_DIGITS.get(raw) or KOREAN_NATIVE.get(raw)
        found.append(Value("count", m["unit"], str(number), m.group(0)))
    return found


def _unit_prefix(after: str) -> str:
    """A CJK unit with a particle glued on ("브릭스부터", "字以内"): the unit alone."""
    if after.isascii() or after in UNITS or after in DURATIONS:
        return after
    for end in range(len(after) - 1, 0, -1):
        if after[:end] in UNITS or after[:end] in DURATIONS:
            return after[:end]
    return after


def _amount(m: re.Match[str]) -> Value | None:
    number = float(m["num"].replace(",", "."))
    after = _unit_prefix(fold(m["after"] or "").replace(" ", ""))
    shown = m.group(0).strip()
    if m["cur"] or after in MONEY_AFTER:
        return Value("amount", "money", f"{number:g}", shown)
    if after in UNITS:
        return Value("amount", UNITS[after], f"{number:g}", shown)
    if after in DURATIONS:
        return Value("amount", "duration", f"{number * DURATIONS[after]:g}", shown)
    if after and after not in NOT_AMOUNTS and len(after) > 2 and after.isalpha():
        if not after.isascii() and not any(c.isascii() for c in after):
            # A CJK word glued to a number is a date or a classifier handled elsewhere.
            return None
        return Value("count", stem(after), f"{number:g}", shown)
    return None


COUNTED_WORDS = 3
# What is counted ends at a punctuation mark: "1.2 run-up: 25 testers" counts no testers 1.2.
COUNT_WINDOW_RE = re.compile(r"[:;,.()\[\]—–。，；：]")


def _counts(text: str, start: int, number: str, shown: str) -> list[Value]:
    """A count, once for each of the next few words: "vier unabhängige biologische Replikate"
    and "drei biologische Replikate" count the same thing."""
    window = COUNT_WINDOW_RE.split(text[start : start + 80], maxsplit=1)[0]
    following = terms(window)[:COUNTED_WORDS]
    return [Value("count", word, number, shown) for word in dict.fromkeys(following)]


def identifier_values(text: str) -> list[Value]:
    found = []
    for m in IDENTIFIER_RE.finditer(text):
        if m["code"]:
            found.append(Value("identifier", "code", m["code"].lower(), m["code"]))
            continue
        word = fold(m["word"])
        if word in TICKET_WORDS or word in NOT_AMOUNTS or len(word) < 2:
            continue
        ident = m["id"]
        # "VLAN 30" and "freezer B" locate; a bare one-letter word before a number is prose.
        if ident.isdigit() and not (m["word"][0].isupper() or m["word"].isupper()):
            continue
        found.append(Value("identifier", stem(word), ident.lower(), m.group(0)))
    return found


def name_values(text: str, *, capitalised_nouns: bool) -> list[Value]:
    """Names of people, places, products and resources: bold or quoted values, code spans,
    mixed-case words, titles ("Frau Özdemir"), CJK names, and capitalised words inside a
    sentence (not in German, where every noun is capitalised)."""
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


def people(text: str, *, capitalised_nouns: bool) -> set[str]:
    """Who a name or description is about, as name keys: titled names, Chinese and Korean
    names, and (outside German) capitalised words inside the text ("How Dana wants…")."""
    raw = [m["n"] for pattern in (TITLE_RE, CJK_PERSON_RE, KOREAN_PERSON_RE) for m in pattern.finditer(text)]
    if not capitalised_nouns:
        raw += [m["p"] for m in PROPER_RE.finditer(text) if not m["p"].isupper()]
    return {key for key in map(_name_key, raw) if key}


def _name_key(name: str) -> str:
    """A name as compared: its subject terms, or its folded text when it has none."""
    name = name.strip().strip("*_`'\"“”‘’《》「」 ")
    if not name or any(c.isdigit() for c in name) and not any(c.isalpha() for c in name):
        return ""
    words = [w for w in terms(name) if w not in NOT_NAMES]
    return " ".join(words) if words else ""


EMPHASIS_RE = re.compile(r"\*\*|__")


# Where a thing is kept or moved to, in unspaced text: "搬到城西仓库", "存放在报社三楼资料室".
CJK_PLACE_RE = re.compile(
    r"(?:搬到|搬去|迁到|移到|存放在|放在|位于|保存在|保管在|로 옮겼|에 보관)"
    r"(?P<p>[\u4e00-\u9fff]{2,8})"
)


def place_values(text: str) -> list[Value]:
    return [
        Value("identifier", "place", m["p"], m["p"]) for m in CJK_PLACE_RE.finditer(text)
    ]


def values(text: str, *, capitalised_nouns: bool = False) -> list[Value]:
    """Every value in ``text``, in slot order."""
    plain = EMPHASIS_RE.sub("", text)
    return [
        *clock_values(plain),
        *day_values(plain),
        *frequency_values(plain),
        *amount_values(plain),
        *identifier_values(plain),
        *place_values(plain),
        *name_values(text, capitalised_nouns=capitalised_nouns),
    ]
