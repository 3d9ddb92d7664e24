"""What a note is about, as terms weighted by how rare they are in this memdir.

Words are casefolded, stripped of accents and cut to a short stem, so "deliver" and
"delivery", "Replikate" and "Replikaten" meet; Chinese and Korean, which do not put spaces
between words, are read as overlapping pairs of characters. Numbers are never subject terms:
two notes citing the same ticket number are not about the same thing.
"""

from __future__ import annotations

import functools
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable

from .lexicon import STOPWORDS

# Letters only (digits and underscores separate), or a run of Han, kana or Hangul.
LATIN_RE = re.compile(r"[^\W\d_]+")
CJK_RUN_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]+")
STEM = 5
# The combining accents of Latin, Greek and Cyrillic letters ("í" is "i" and U+0301).
COMBINING_RE = re.compile("[\u0300-\u036f]")
# A pair of CJK characters this common in ordinary prose says nothing about a subject.
CJK_FILLER = frozenset(
    "的是 是在 在的 一个 我们 他们 可以 如果 时候 没有 这个 那个 以后 之后 需要 进行 所有 "
    "現在 现在 已经 就是 不是 还是 或者 以及 因为 所以 但是 "
    "합니 니다 습니 입니 세요 해야 에서 으로 하는 있는 없는 있습 합니다 됩니 주세 해서".split()
)


def fold(text: str) -> str:
    """Casefolded, compatibility-normalised text without accents ("Lucía" reads "lucia")."""
    if text.isascii():
        return text.casefold()
    text = COMBINING_RE.sub("", unicodedata.normalize("NFKD", text.casefold()))
    # Hangul syllables decompose too: put them back together once the accents are gone.
    return unicodedata.normalize("NFC", text)


def is_cjk(char: str) -> bool:
    return bool(CJK_RUN_RE.fullmatch(char))


def stem(word: str) -> str:
    """A short prefix, after a plural "s": "ovens" and "oven", "testers" and "tester" meet."""
    if len(word) > 4 and word.endswith("s") and word.isascii():
        word = word[:-1]
    return word[:STEM]


def terms(text: str) -> list[str]:
    """The subject terms of ``text``, in order, with repeats."""
    found: list[str] = []
    folded = text.casefold() if text.isascii() else fold(unicodedata.normalize("NFKC", text))
    for word in LATIN_RE.findall(folded):
        found += _word_terms(word)
    return found


@functools.lru_cache(maxsize=200_000)
def _word_terms(word: str) -> tuple[str, ...]:
    """One word's terms, remembered: a memdir writes the same words again and again."""
    if CJK_RUN_RE.search(word):
        return tuple(_cjk_terms(word))
    if len(word) >= 3 and word not in STOPWORDS:
        return (stem(word),)
    return ()


# Korean writes a particle onto the noun it follows ("팀을", "공지는", "밴드로"): taken off, the
# noun meets itself again, and a noun of one syllable ("팀", "공") is a term of its own.
KOREAN_PARTICLE_RE = re.compile(
    r"(?<=[\uac00-\ud7af])(?:에서는|에서|으로|이랑|까지|부터|처럼|보다|은|는|이|가|을|를|에|로|도|"
    r"만|랑|와|과|의|씩)$"
)
HANGUL_RUN_RE = re.compile(r"[\uac00-\ud7af]+")
# Nouns and adverbs of one syllable that say when, how or how much, never what about: "선별할
# 때" (when sorting) is the occasion of a rule, not its subject.
KOREAN_ONE_SYLLABLE_FILLER = frozenset(
    "때 것 수 등 중 전 후 날 번 분 안 밖 곳 더 좀 잘 다 또 꼭 늘 못 한 두 세 네 그 이 저 제 내 "
    "뭐 왜 좀 참 막 각 매 및 약 총 첫 새 헌 온 전 줄 데 뿐 듯 채 만 거 게 걸 건".split()
)


def _cjk_terms(word: str) -> list[str]:
    """Latin letters inside the run count as a word; CJK runs as overlapping pairs."""
    found: list[str] = []
    for piece in re.split(r"([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]+)", word):
        if not piece:
            continue
        part = piece
        if HANGUL_RUN_RE.fullmatch(piece):
            part = KOREAN_PARTICLE_RE.sub("", piece)
            if len(part) == 1 and len(piece) <= 2:
                if part not in KOREAN_ONE_SYLLABLE_FILLER:
                    found.append(part)
                continue
        if CJK_RUN_RE.fullmatch(part):
            pairs = [part[i : i + 2] for i in range(len(part) - 1)] or [part]
            found += [p for p in pairs if p not in CJK_FILLER and len(p) == 2]
        elif len(part) >= 2 and part not in STOPWORDS:
            found.append(stem(part))
    return found


class Idf:
    """How rare each term is among this memdir's notes: a word in every note weighs little."""

    def __init__(self, documents: Iterable[set[str]]) -> None:
        self.df: Counter[str] = Counter()
        self.n = 0
        for doc in documents:
            self.n += 1
            self.df.update(doc)

    def __call__(self, term: str) -> float:
        return math.log(1 + self.n / max(1, self.df.get(term, 0)))

    def max(self) -> float:
        return math.log(1 + self.n)
