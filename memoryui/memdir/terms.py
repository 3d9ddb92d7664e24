"""Words as the search index and the belief query both see them, in any script.

The index and the question must cut text the same way, or a memory is missed for a reason no
one can see. So both go through this module: ``fold`` (Unicode form, case, Latin diacritics),
then words. Latin, Cyrillic and other spaced scripts keep their words; Chinese, Japanese and
Korean have no spaces (or, in Korean, particles glued to the stem), so their runs are written
to the index as overlapping character pairs, "头版截稿" as "头版 版截 截稿 稿". A question's
CJK word is then a phrase of its pairs, which is a substring match, whatever the sentence
around it.

Pure Python and cheap to import: the ``memoryui-recall`` hook runs this on every prompt, within
a few milliseconds. Word-frequency data (``data/words-*.txt``, made by
``tests/tools/make_common_words.py``) is read on first use, one script's file at a time.
"""

from __future__ import annotations

import bisect
import math
import os
import re
import unicodedata
from functools import cache

# A str, not a Path: importing pathlib costs the hook more than reading the data.
DATA = os.path.join(os.path.dirname(__file__), "data")

# Letters and digits; everything else separates words (underscore too, as FTS5's unicode61).
WORD_RE = re.compile(r"[^\W_]+")
# A run longer than this is a hash, a key or base64, not a word anyone types: a question's word
# is cut there (PostgreSQL would not index one past 2,047 bytes anyway).
MAX_WORD = 64
# Accents on Latin letters, once NFD has split them off ("é" is "e" and U+0301), as FTS5's
# remove_diacritics folds them. Only after a Latin letter: Cyrillic "й" is its own letter, and
# Japanese voicing marks (U+3099) are not in this block at all. A text with no accented Latin
# letter in it skips the decomposition, which is most of what folding costs.
ACCENT_RE = re.compile("(?<=[a-z])[\u0300-\u036f]+")
ACCENTED_RE = re.compile("[\u00c0-\u024f\u1e00-\u1eff\u0300-\u036f]")
_HAN = "\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f"
# One CJK character, for code that reads text outside the query (a note's name, character by
# character).
HAN_CHAR = f"[{_HAN}]"
_HANGUL = "\uac00-\ud7af\u1100-\u11ff\u3130-\u318f"
# Compiled on first use (``_compiled``): together they take longer to compile than the rest of
# the recall hook's import, and an English question without CJK needs none of them.
PATTERNS = {
    "han": f"[{_HAN}]+",
    "hangul": f"[{_HANGUL}]+",
    "paired": f"[{_HAN}]+|[{_HANGUL}]+",
    "any_paired": f"[{_HAN}{_HANGUL}]",
    "scripts": f"([{_HAN}]+)|([{_HANGUL}]+)|([^{_HAN}{_HANGUL}]+)",
}


@cache
def _compiled(name: str) -> re.Pattern[str]:
    return re.compile(PATTERNS[name])


def is_script(word: str, script: str) -> bool:
    """Whether ``word`` is all ``han`` (CJK) or all ``hangul``."""
    return _compiled(script).fullmatch(word) is not None


def has_pairs(text: str) -> bool:
    """Whether ``text`` holds CJK or Hangul, whose runs the index writes as pairs."""
    return not text.isascii() and _compiled("any_paired").search(text) is not None


def fold(text: str) -> str:
    """Compatibility form, lower case, Latin accents removed: "Ｃafé" and "cafe" are one word.

    This is what SQLite's unicode61 tokenizer (remove_diacritics 2) does to the memories it
    indexes, so a question folded here meets their words: lower(), not casefold(), since
    unicode61 keeps "ß". NFKC turns full-width IME letters into plain ones; the accents go
    after NFD, and NFC puts Korean syllables (which NFD splits into jamo) back together.
    """
    text = unicodedata.normalize("NFKC", text).lower()
    if text.isascii() or not ACCENTED_RE.search(text):
        return text
    return unicodedata.normalize("NFC", ACCENT_RE.sub("", unicodedata.normalize("NFD", text)))


def _pairs(run: str) -> str:
    """A CJK or Hangul run as its overlapping pairs and its last character alone.

    The last character makes every character of the run the start of some token, so a
    one-character word is found as a prefix wherever it stands.
    """
    if len(run) == 1:
        return f" {run} "
    return " " + " ".join(run[i : i + 2] for i in range(len(run) - 1)) + f" {run[-1]} "


def paired(text: str) -> str:
    """``text`` with its CJK and Hangul runs written as their pairs (see ``_pairs``)."""
    if not has_pairs(text):
        return text
    return _compiled("paired").sub(lambda m: _pairs(m.group()), text)


def document(text: str) -> str:
    """The text as SQLite's FTS5 indexes it: as written, CJK and Hangul runs as their pairs.

    FTS5's tokenizer (unicode61, remove_diacritics 2) lowers, folds Latin accents and splits
    on what is not a letter or digit itself, in C: a cold sync reads 50 MB. Text with no CJK
    or Hangul goes to it untouched, straight from the memory table (``memoryui.search``).
    """
    return paired(text)


def words(text: str) -> str:
    """The text as PostgreSQL indexes it: folded, paired, and as plain words between spaces.

    Its parser would keep "src/app.py" and URLs whole, and its ``simple`` configuration folds
    no accents, so it is given the words FTS5 would make.
    """
    return " ".join(WORD_RE.findall(paired(fold(text))))


def path_words(path: str) -> str:
    """A memory's file name as words: "ops/flour-delivery.md" is called "ops flour delivery"."""
    return path.removesuffix(".md").replace("/", " ")


# --- word frequency ------------------------------------------------------------------------


# Plain classes with __slots__, not dataclasses: importing dataclasses (and the inspect and ast
# it pulls in) took a quarter of the recall hook's budget.


class Lexicon:
    """Zipf frequencies (log10 of uses per billion words) of one script's everyday words.

    ``stop`` holds the words of multilingual stopword lists: they are everyday whatever their
    frequency. Words absent from ``zipf`` are rarer than the file's floor.
    """

    __slots__ = ("stop", "zipf")

    def __init__(self, zipf: dict[str, float], stop: frozenset[str]) -> None:
        self.zipf, self.stop = zipf, stop

    def frequency(self, word: str) -> float:
        return self.zipf.get(word, 0.0)


@cache
def lexicon(script: str) -> Lexicon:
    """``latin`` (every spaced script), ``han`` (Chinese and Japanese) or ``hangul``.

    Each line of the file is a Zipf value times ten followed by its words, or ``stop``
    followed by stopwords. Read once per process, and only for a script a question uses.
    """
    zipf: dict[str, float] = {}
    stop: set[str] = set()
    with open(os.path.join(DATA, f"words-{script}.txt"), encoding="utf-8") as file:
        text = file.read()
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        head, _, words = line.partition(" ")
        if head == "stop":
            stop.update(words.split())
        else:
            zipf.update(dict.fromkeys(words.split(), int(head) / 10))
    return Lexicon(zipf, frozenset(stop))


@cache
def _sorted_everyday() -> list[str]:
    """Latin everyday words in order, to tell whether a half-typed word may become one."""
    return sorted(lexicon("latin").zipf)


# --- a question, cut into terms --------------------------------------------------------------

# How common a word is in everyday use decides what it can say about a question (Zipf: log10
# of uses per billion words). From Zipf 5.5 a word is in every other sentence ("the", "today",
# "going"): a stopword there is left out, and from 6.0 every word is. Between the two stand
# the commonest nouns, which still name what a note is called ("game night", "the day
# shift"). From 4.5 (once in 30,000 words; about the 3,000 most used words of each of the
# languages, the vocabulary that covers most conversation) a word is everyday talk
# ("thanks", "tonight", "next"): it ranks, but alone it names no topic. Rarer words
# ("sourdough", "截稿", "선별", "quokkaberry") name one wherever they occur.
FUNCTION_ZIPF = 5.5
NOUN_FUNCTION_ZIPF = 6.0
EVERYDAY_ZIPF = 4.5
KINDS = ("rare", "everyday")
# A word's ending says little about its topic: "delivered" finds "delivery" through its stem
# "deliver" used as a prefix, and a Spanish infinitive its verb ("prestar": "presta",
# "préstamo"; only from five letters on, so "cellar" and "dollar" stay whole). Below five
# letters a prefix matches too much ("cat" would find "category"), so short stems take only
# their common inflections.
SUFFIXES = tuple(
    sorted(
        "s es e ed d en n er ing ings ly a o as os ies y ung ungen ar ir amos emos imos "
        "ando iendo".split(),
        key=len,
        reverse=True,
    )
)
INFLECTIONS = ("", "s", "es", "e", "ed", "d", "en", "n", "er", "a", "as", "o", "os")
INFINITIVES = ("ar", "ir")
# A verb doubles its last consonant before "-ed" and "-ing" ("stopped", "planning"): the verb
# itself has one ("stop", "plan"). Only these endings: before "-er" and "-y" a double is as
# often the word's own ("butter" is no "but", "penny" no "pen", "Mutter" no "mut").
DOUBLING_ENDINGS = ("ed", "ing")
# Consonants English doubles at the end of a verb without adding one ("fill", "pass",
# "buzz"), and those it never doubles.
KEPT_DOUBLE = "lsz"
NEVER_DOUBLED = "aeiouywx"
PREFIX_STEM = 5
SHORT_PLURAL = 4
# German writes compounds as one word ("Zelllinienstocks"); a memory may say "Zelllinien" and
# "Stocks". Long rare words are also looked up as two parts, each a prefix of a word.
COMPOUND = 10
COMPOUND_PART = 4
# Cutting a CJK run into words: the longest word tried, and the cost of a character the word
# lists do not know, as a Zipf value (rarer than any listed word, so known words win).
LONGEST_WORD = 4
UNKNOWN_ZIPF = 1.0


class Form:
    """One way a term can appear in a memory's words.

    ``tokens`` in a row (a phrase of CJK pairs) or, when ``parts``, anywhere in the same field
    (the two halves of a compound); ``prefix``: each token may be the start of a longer word.
    """

    __slots__ = ("parts", "prefix", "tokens")

    def __init__(
        self, tokens: tuple[str, ...], *, prefix: bool = False, parts: bool = False
    ) -> None:
        self.tokens, self.prefix, self.parts = tokens, prefix, parts

    def __repr__(self) -> str:
        return f"Form({self.tokens!r}, prefix={self.prefix}, parts={self.parts})"


class Term:
    """A word of the question, ``kind`` one of KINDS; ``forms`` are alternatives, any of which
    counts as the word."""

    __slots__ = ("forms", "kind", "word")

    def __init__(self, word: str, kind: str, forms: tuple[Form, ...]) -> None:
        self.word, self.kind, self.forms = word, kind, forms

    def __repr__(self) -> str:
        return f"Term({self.word!r}, {self.kind!r}, {self.forms!r})"


def kind_of(zipf: float, *, stopword: bool = False) -> str:
    """``function`` (left out), ``everyday`` or ``rare``: see FUNCTION_ZIPF."""
    if zipf >= NOUN_FUNCTION_ZIPF or (zipf >= FUNCTION_ZIPF and stopword):
        return "function"
    return "everyday" if zipf >= EVERYDAY_ZIPF or stopword else "rare"


def classify(word: str, lexicon: Lexicon) -> str:
    return kind_of(lexicon.frequency(word), stopword=word in lexicon.stop)


def _number_kind(word: str) -> str:
    """A count or an hour ("4", "12") is small talk; a port, year, amount or PR is not."""
    return "everyday" if word.isdigit() and len(word) <= 2 else "rare"


def _family_kind(word: str) -> str:
    """A word is as common as the commonest of its inflections: the query finds them all, so
    "nächster" (rare in that form) is as everyday as "nächste". A word listed in its own form
    is as common as that form: the family spans five languages, and French "partie" made the
    English "parties" a function word, which left "work parties" with nothing to look up."""
    words = lexicon("latin")
    own = words.frequency(word)
    if own:
        return kind_of(own, stopword=word in words.stop)
    base = stem(word)
    family = {word, *(base + ending for ending in INFLECTIONS)} if base != word else {word}
    zipf = max(words.frequency(form) for form in family)
    return kind_of(zipf, stopword=word in words.stop)


def _unfinished_kind(prefix: str) -> str:
    """While typing, "tha" may become "that" and "stag" "stage": a beginning is as common as
    the most common word it can still become, so the page does not flip to results and back."""
    words = _sorted_everyday()
    zipf = lexicon("latin").zipf
    at = bisect.bisect_left(words, prefix)
    best = 0.0
    while at < len(words) and words[at].startswith(prefix):
        best = max(best, zipf[words[at]])
        at += 1
    return kind_of(best)


def stem(word: str) -> str:
    """The word without one inflectional ending, kept at least four letters long (five after a
    long ending, "staging" is not "stag", and after an infinitive's: "cellar" is no "cell")."""
    for suffix in SUFFIXES:
        least = 5 if len(suffix) > 2 or suffix in INFINITIVES else 4
        if word.endswith(suffix) and len(word) - len(suffix) >= least:
            return word[: -len(suffix)]
    return word


def _latin_forms(word: str, kind: str, *, unfinished: bool) -> tuple[Form, ...]:
    if unfinished:
        # A half-typed word is only a beginning: stemming "databa" would be meaningless.
        return (Form((word,), prefix=True),)
    base = stem(word)
    if len(base) >= PREFIX_STEM:
        forms = [Form((base,), prefix=True)]
    else:
        exact = dict.fromkeys([word, *(base + ending for ending in INFLECTIONS)])
        # "-ing" only from four letters: "cool" finds "cooling", "cod" no "coding".
        if len(base) >= 4:
            exact[base + "ing"] = None
        # A rare plural too short to stem ("cats", "vans") still has its singular, as a whole
        # word and nothing more: "pros" is no "prod", and "less" or "bus" no plural.
        if kind == "rare" and base == word and len(word) >= SHORT_PLURAL:
            if word.endswith("s") and not word.endswith(("ss", "us", "is")):
                exact[word[:-1]] = None
        forms = [Form((form,)) for form in exact]
    single = _undoubled(word, base)
    if single:
        forms += [Form((single,)), Form((single + "s",))]
    if kind == "rare" and len(word) >= COMPOUND and word.isalpha():
        forms += _compound_forms(word)
    return tuple(forms)


def _undoubled(word: str, base: str) -> str | None:
    """The verb of "stopped" or "shipping" ("stop", "ship"), which their stems ("stopp",
    "shipp") never find; None for any other word."""
    if not word.endswith(DOUBLING_ENDINGS) or word[len(base) :] not in DOUBLING_ENDINGS:
        return None
    if base[-1] != base[-2] or base[-1] in KEPT_DOUBLE + NEVER_DOUBLED:
        return None
    return base[:-1]


def _compound_forms(word: str) -> list[Form]:
    found = []
    for cut in range(COMPOUND_PART, len(word) - COMPOUND_PART + 1):
        head, tail = word[:cut], word[cut:]
        found.append(Form((head, tail), prefix=True, parts=True))
        # The linking s of German compounds ("Arbeits|zeit" for "Arbeit" and "Zeit").
        if head.endswith("s") and len(head) > COMPOUND_PART:
            found.append(Form((head[:-1], tail), prefix=True, parts=True))
    return found


# A question word says that the prompt asks, not what about: "wieviel", "cuántos" and "wann"
# find no memory. (Most are function words already; these are the ones word lists miss.)
QUESTION_ONLY = frozenset(("wieviel", "wieviele", "wievielen"))


# German typed without umlauts writes "ue" for "ü" ("fruehschicht", "muessen"); the memories
# fold "Frühschicht" to "fruhschicht". Only a word no everyday list holds as written gets the
# folded umlaut too, and only where that makes a listed word or the word is as long as a
# compound: "blue" and "does" are words of their own, and "queue" makes no "quu".
UMLAUT_PAIRS = frozenset(("ae", "oe", "ue"))
UMLAUT_LEAST = 5
UMLAUT_COMPOUND = 8


def _folded_umlauts(word: str) -> str:
    """ "ae", "oe", "ue" as the vowel alone, but not after a vowel or "q": "feuer", "steuer"
    and "queue" spell no umlaut. A loop, not a pattern: the recall hook compiles none."""
    out, at = [], 0
    while at < len(word):
        pair = word[at : at + 2]
        if pair in UMLAUT_PAIRS and (not out or out[-1] not in "aeiouq"):
            out.append(pair[0])
            at += 2
        else:
            out.append(word[at])
            at += 1
    return "".join(out)


def _umlauted(word: str) -> str | None:
    """The word with its umlauts as typed without them, folded ("fruehschicht" is
    "fruhschicht"); None where it spells none. Without it the question never met the note's
    "Frühschicht", and "muessen" counted as a rare word the memdir lacks."""
    if len(word) < UMLAUT_LEAST or not any(pair in word for pair in UMLAUT_PAIRS):
        return None
    words = lexicon("latin")
    if words.frequency(word):
        return None
    folded = _folded_umlauts(word)
    if words.frequency(folded) or len(word) >= UMLAUT_COMPOUND:
        return folded
    return None


def _latin_term(word: str, *, unfinished: bool) -> Term | None:
    if (len(word) < 2 and not word.isdigit()) or word in QUESTION_ONLY:
        return None
    umlauted = None if unfinished else _umlauted(word)
    if any(c.isdigit() for c in word):
        kind = _number_kind(word)
    elif unfinished:
        kind = _unfinished_kind(word)
    elif umlauted and lexicon("latin").frequency(umlauted):
        # "muessen" is as common as "müssen".
        kind = _family_kind(umlauted)
    else:
        kind = _family_kind(word)
    if kind == "function":
        return None
    forms = _latin_forms(word, kind, unfinished=unfinished)
    if umlauted:
        forms += _latin_forms(umlauted, kind, unfinished=False)
    return Term(word, kind, forms)


def segment(run: str, lexicon: Lexicon) -> list[str]:
    """A CJK or Hangul run cut into its most probable words (a unigram model over the lists).

    "头版截稿时间是几点" becomes 头版 / 截稿 / 时间 / 是 / 几点: the known long words beat their
    characters, each of which is common on its own.
    """
    n = len(run)
    best: list[tuple[float, int]] = [(0.0, 0)] + [(float("inf"), 0)] * n
    for end in range(1, n + 1):
        for length in range(1, min(LONGEST_WORD, end) + 1):
            piece = run[end - length : end]
            zipf = lexicon.frequency(piece)
            if not zipf and piece in lexicon.stop:
                zipf = EVERYDAY_ZIPF
            if not zipf and length > 1:
                continue
            cost = best[end - length][0] + 9 - (zipf or UNKNOWN_ZIPF)
            if cost < best[end][0]:
                best[end] = (cost, length)
    pieces = []
    end = n
    while end > 0:
        length = best[end][1]
        pieces.append(run[end - length : end])
        end -= length
    return pieces[::-1]


def _paired_forms(piece: str) -> tuple[Form, ...]:
    if len(piece) == 1:
        return (Form((piece,), prefix=True),)
    return (Form(tuple(piece[i : i + 2] for i in range(len(piece) - 1))),)


# Korean particles that follow a noun, longest first: "당번은" is 당번 ("who is on duty")
# and 은, the topic marker.
KOREAN_PARTICLES = tuple(
    sorted(
        "은 는 이 가 을 를 에 에서 의 도 로 으로 와 과 랑 이랑 하고 부터 까지 에게 한테 만".split(),
        key=len,
        reverse=True,
    )
)


# Verb stems before an ending that looks like a particle ("예약하는", "운영되는", "있는").
KOREAN_VERB_ENDS = ("하", "되", "있", "없")


def _korean_noun(run: str, words: Lexicon) -> str | None:
    """The noun before a particle, when the word lists know neither it nor any part of it
    longer than a syllable: cut into syllables, "당번" would be 당 and 번, two of the
    commonest, and the question would lose its topic. A verb before its ending ("예약하는")
    is no noun: the lists know 예약, and the question keeps it."""
    for particle in KOREAN_PARTICLES:
        stem = run.removesuffix(particle)
        if stem == run or len(stem) < 2:
            continue
        if stem.endswith(KOREAN_VERB_ENDS) or words.frequency(stem) or stem in words.stop:
            return None
        return stem if all(len(piece) == 1 for piece in segment(stem, words)) else None
    return None


# Polite endings of a Korean predicate ("드려요", "하시죠"). A noun of two syllables or more
# before them is rare ("필요" is one word, and its stem one syllable).
KOREAN_POLITE_ENDS = ("요", "죠")
KOREAN_FAMILY_ENDS = ("", "요", "죠", "야", "서", "도", "다")


def _korean_family_kind(piece: str, words: Lexicon) -> str:
    """A Korean predicate is as common as its forms together: each ending of "드리다" is
    listed apart ("드려요" 4.4, "드려" 4.2, "드려야" 3.9), so each alone looks rare, and "잘
    부탁드려요" kept a topic it does not have."""
    if not piece.endswith(KOREAN_POLITE_ENDS) or len(piece) < 3:
        return "rare"
    zipfs = [words.frequency(piece[:-1] + end) for end in KOREAN_FAMILY_ENDS]
    total = sum(10**zipf for zipf in zipfs if zipf)
    return kind_of(math.log10(total)) if total else "rare"


JAMO_ONLY = dict.fromkeys([*range(0x1100, 0x1200), *range(0x3130, 0x3190)])


def _paired_terms(run: str, script: str) -> list[Term]:
    """The words of a CJK or Hangul run worth looking up.

    Rare single characters next to each other are joined again: a word missing from the lists
    falls apart into characters, and "截" + "稿" must be looked up as "截稿".
    """
    # Letters without a syllable ("ㅎㅎ", "ㅋㅋ", "ㅠㅠ") are laughter or tears, never a word:
    # taken as a rare one, a chatty Korean prompt named a topic by its smile.
    if script == "hangul" and run.translate(JAMO_ONLY) == "":
        return []
    words = lexicon(script)
    if script == "hangul" and (noun := _korean_noun(run, words)):
        return [Term(noun, "rare", _paired_forms(noun))]
    found: list[Term] = []
    loose = ""
    for piece in [*segment(run, words), ""]:
        kind = classify(piece, words) if piece else "function"
        if kind == "rare" and script == "hangul":
            kind = _korean_family_kind(piece, words)
        if len(piece) == 1 and kind == "rare":
            loose += piece
            continue
        if loose:
            joined = "rare" if len(loose) > 1 else classify(loose, words)
            found.append(Term(loose, joined, _paired_forms(loose)))
            loose = ""
        if piece and kind != "function":
            found.append(Term(piece, kind, _paired_forms(piece)))
    return found


def question_terms(text: str, *, as_you_type: bool = False) -> list[Term]:
    """The terms of a question, in order, without repeats; function words are left out.

    With ``as_you_type``, a last word not followed by a space or punctuation is probably still
    being typed, so it is looked up as a beginning.
    """
    folded = fold(text)
    words = WORD_RE.findall(folded)
    last_open = as_you_type and bool(words) and folded[-1:].isalnum()
    found: list[Term] = []
    for index, word in enumerate(words):
        # A Korean grade or class is one syllable and a number ("중3", "고1"): the syllable
        # alone is among the commonest, the two together name one class.
        if (
            not word.isascii()
            and 2 <= len(word) <= 3
            and word[1:].isdigit()
            and is_script(word[0], "hangul")
        ):
            found.append(Term(word, "rare", (Form((word[0], word[1:])),)))
            continue
        runs = [("", "", word)] if word.isascii() else _compiled("scripts").findall(word)
        for han, hangul, other in runs:
            if han or hangul:
                found += _paired_terms(han or hangul, "han" if han else "hangul")
                continue
            unfinished = last_open and index == len(words) - 1 and len(other) >= 3
            term = _latin_term(other[:MAX_WORD], unfinished=unfinished and word.endswith(other))
            if term is not None:
                found.append(term)
    unique: dict[str, Term] = {}
    for term in found:
        unique.setdefault(term.word, term)
    return list(unique.values())


# --- whether a prompt asks something ---------------------------------------------------------

# Question words are a closed class of each language, like its pronouns: what a prompt asks
# is told by them or by a question mark, whatever it is about. Spanish writes its question
# words with an accent ("¿dónde?", "donde" is "where" as a conjunction); typed without one
# they ask only at the start.
QUESTION_MARKS = "?？¿"
ASKING_WORDS = frozenset(
    """
    what whats where wheres who whos whom whose which when whens why how hows
    wer wen wem wessen wo wohin woher wann warum wieso weshalb welche welcher welches welchen
    welchem wieviel wieviele wievielen
    """.split()
)
# A question word after a preposition still opens the question: "a cuántos grados", "ab wie
# viel Kilo", "bis wann".
OPENING_PREPOSITIONS = frozenset(
    "a de en para por con desde hasta ab bis seit um mit fur von".split()
)
# A yes-or-no question puts its verb first, before the one it asks about: "can we park on the
# lawn", "soll ich Ben anrufen", "se puede tomar mate". The auxiliaries and modals of each
# language, and the pronouns and articles that follow them, are closed classes.
INVERTED_VERBS = frozenset(
    """
    can could should shall will would do does did is are was were have has may might must
    soll sollen sollte sollten muss mussen musste kann konnen konnte darf durfen hat haben
    hast ist sind war gibt wird werden brauche brauchen braucht muessen koennen duerfen
    """.split()
)
INVERTED_SUBJECTS = frozenset(
    """
    i we you he she they it there the this that my our your anyone someone anybody somebody
    ich du er sie es wir ihr man jemand das der die
    """.split()
)
INVERTED_OPENINGS = (("se", "puede"), ("se", "pueden"))
# A preposition and "que" or "cuanto" also join a clause: "para que lo sepas", "hasta que
# termine", "en cuanto llegue".
JOINING_OPENINGS = frozenset(
    {("para", "que"), ("desde", "que"), ("hasta", "que"), ("con", "que"), ("en", "cuanto")}
)
ASKING_FIRST_WORDS = frozenset(
    "que quien quienes donde cuando cuanto cuanta cuantos cuantas como cual cuales was wie".split()
)
ACCENTED_ASKING_WORDS = frozenset(
    "qué quién quiénes dónde adónde cuándo cuánto cuánta cuántos cuántas cómo cuál cuáles".split()
)
ASKING_CJK = (
    "什么 什麼 哪 谁 誰 几 幾 怎么 怎麼 怎样 多少 多久 多长 为什么 為什麼 是否 吗 嗎 啥 "
    # A verb, "not" and the verb again ask yes or no: "要不要", "能不能", "有没有".
    "要不要 能不能 是不是 有没有 可不可以 会不会 用不用 行不行 对不对 "
    "언제 어디 누구 누가 뭐 무엇 무슨 어떻게 몇 얼마 어느 왜 나요 까요 는지 은지 인지 을지"
).split()
# A request asks as a question does: "fix the flaky payments test", "bitte prüf die Kasse",
# "환불 기준 알려줘". An agent is mostly told what to do, in the imperative, whose first word is
# the verb; these are the verbs of work at a desk, and the words that make a request polite.
REQUEST_FIRST_WORDS = frozenset(
    """
    add adjust archive book build cancel change check clean compare create debug delete deploy
    describe draft email explain find fix go install list look make merge move open order plan
    prepare refactor remind remove rename reply review revert run schedule send set show sort
    summarise summarize tell test update write
    arregla anade actualiza borra busca cambia comprueba crea dime envia escribe explica haz
    manda muestra prepara recuerdame revisa
    andere aktualisiere erklare erstelle finde loesche losche mach nenn pruf prufe schick
    schreib schreibe such suche zeig zeige
    """.split()
)
REQUEST_WORDS = frozenset("please pls bitte puedes podrias".split())
REQUEST_PHRASES = (
    "can you", "could you", "would you", "let me know", "kannst du", "konntest du", "por favor",
)  # fmt: skip
REQUEST_ENDINGS = ("주세요", "해줘", "알려줘", "봐줘", "해 줘")
# An exclamation uses the question words too ("What a day!", "¡Qué calor!"): a sentence
# ending in "!" or opening with "¡", "what a" or "what an" asks nothing by them. Judged
# sentence by sentence: "Hi! who does the morning walks" still asks. A request still asks.
EXCLAMATION_MARKS = ("!", "！")
EXCLAMATIVE_OPENINGS = (("what", "a"), ("what", "an"))
# German exclaims "Was für ein Tag," with a noun and a pause; "was für eine Batterie braucht
# der Rauchmelder" asks.
# (A pattern, compiled on the first such prompt only: the hook compiles none up front.)
GERMAN_EXCLAMATION = r"^\W*was fur eine?[mnrs]? [^\W\d_]+\s*(?:[,!.…]|$)"
SPANISH_EXCLAMATION = r",\s*que\s+[^\W\d_]+\W*$"
# Where a sentence ends: its mark followed by a space or the end ("!=", "v1.2" end nothing);
# CJK marks end one wherever they stand.
SENTENCE_ENDS = ".!…"
CJK_SENTENCE_ENDS = "。！"


def asks(text: str) -> bool:
    """Whether the prompt asks something: a question mark, a question word of any of the
    languages, or a request. "Morning! Long day of walks ahead" asks nothing; "who signs off
    QA builds" and "fix the flaky payments test" do, without a mark; "What a day!" does not,
    and "Hi! who does the morning walks" does.

    Plain set and substring tests, no pattern: the recall hook runs this on every prompt, and
    compiling patterns would cost it more than all of them take to run."""
    if any(mark in text for mark in QUESTION_MARKS):
        return not _joke(text)
    # Each sentence folded once; the prompt's words are theirs, in order.
    sentences = [(sentence, WORD_RE.findall(fold(sentence))) for sentence in _sentences(text)]
    words = [word for _, said in sentences for word in said]
    paired_text = not text.isascii() and has_pairs(text)
    if _requests(text, words, paired_text=paired_text):
        return True
    first = True
    for sentence, said in sentences:
        if not said or _exclaimed(sentence, said):
            continue
        if _question_words(sentence, said, first=first, paired_text=paired_text):
            return True
        first = False
    return False


# Laughter after a question's own answer makes it a joke: "why did the tree go to the
# dentist? root canal 😂" asks nothing; "haha ok, and where does the body go?" still asks.
# Only a laughing face at the very end: a written "lol" or "ㅎㅎ" softens a real request
# ("need to know asap lol", "알려 주세요 ㅎㅎ") as often as it ends a joke.
LAUGHTER = ("😂", "🤣", "😆", "😄", "😅", "😹")


PUNCHLINE_WORDS = 2


def _joke(text: str) -> bool:
    """Whether a question is followed by its punchline and laughter."""
    last = max(text.rfind(mark) for mark in QUESTION_MARKS)
    tail = text[last + 1 :].casefold().rstrip()
    if not tail.endswith(LAUGHTER):
        return False
    for laugh in LAUGHTER:
        tail = tail.replace(laugh, " ")
    # A punchline, not a word of thanks ("wer hat heute Dienst? danke haha").
    return len(WORD_RE.findall(tail)) >= PUNCHLINE_WORDS


def _sentences(text: str, *, questions: bool = False) -> list[str]:
    """The prompt cut where its sentences end, so that a greeting's "!" silences no question
    after it; with ``questions``, after each question mark too."""
    found, start, last = [], 0, len(text) - 1
    for at, char in enumerate(text):
        if (
            char in CJK_SENTENCE_ENDS
            or (questions and char in "?？")
            or (char in SENTENCE_ENDS and (at == last or text[at + 1].isspace()))
        ):
            found.append(text[start : at + 1])
            start = at + 1
    found.append(text[start:])
    return found


def _exclaimed(sentence: str, words: list[str]) -> bool:
    """ "What a day!" and "¡Qué calor!" use question words and ask nothing."""
    said = sentence.strip()
    return (
        said.startswith("¡")
        or said.endswith(EXCLAMATION_MARKS)
        or tuple(words[:2]) in EXCLAMATIVE_OPENINGS
        or _spanish_exclamative(said, words)
        or (words[:2] == ["was", "fur"] and re.match(GERMAN_EXCLAMATION, fold(said)) is not None)
    )


def _spanish_exclamative(sentence: str, words: list[str]) -> bool:
    """ "Qué calor hace hoy", "que frío hace" talk of the weather (as "¿qué tiempo hace?"
    does); "…, qué agobio" ends a sentence on its exclamation. "Qué hace falta" and "a qué
    hora" still ask."""
    if "que" not in words:
        return False
    if words[0] == "que" and words[2:3] in (["hace"], ["hacia"]) and words[3:4] != ["falta"]:
        return True
    return re.search(SPANISH_EXCLAMATION, fold(sentence)) is not None


def _requests(text: str, words: list[str], *, paired_text: bool) -> bool:
    if words and words[0] in REQUEST_FIRST_WORDS:
        return True
    if any(w in REQUEST_WORDS for w in words):
        return True
    spaced = " " + " ".join(words) + " "
    if any(f" {phrase} " in spaced for phrase in REQUEST_PHRASES):
        return True
    return paired_text and any(e in text for e in REQUEST_ENDINGS)


def _inverted(sentence: str, words: list[str]) -> bool:
    """A sentence opening as a question does: its verb first ("do we still…"), or a question
    word after a preposition ("a cuantos grados…"). "Did it, thanks" stops after its verb
    and subject: a reply, not a question."""
    if len(words) < 3:
        return False
    head = (words[0], words[1])
    if head[0] in INVERTED_VERBS and head[1] in INVERTED_SUBJECTS:
        return fold(sentence).lstrip().startswith(f"{head[0]} {head[1]} ")
    if head in JOINING_OPENINGS:
        return False
    return head in INVERTED_OPENINGS or (
        head[0] in OPENING_PREPOSITIONS and head[1] in ASKING_FIRST_WORDS
    )


def _question_words(text: str, words: list[str], *, first: bool, paired_text: bool) -> bool:
    """Whether a sentence (``first``: the first that is no exclamation) asks by a question
    word: Spanish and German ones without their accent or mark only when they open it."""
    if first and words[0] in ASKING_FIRST_WORDS:
        return True
    if first and _inverted(text, words):
        return True
    if any(w in ASKING_WORDS for w in words):
        return True
    if not text.isascii() and any(
        w in ACCENTED_ASKING_WORDS for w in WORD_RE.findall(text.lower())
    ):
        return True
    return paired_text and any(w in text for w in ASKING_CJK)


# A sentence, not a few words typed into a search box: punctuation between words or at the
# end (not inside "settings.py" or "api.example.com"), CJK punctuation anywhere, or this many
# words.
SENTENCE_RE = re.compile(r"[.!,;:…](?=\s|$)|[。！，；：、]")
SENTENCE_WORDS = 5
# Chinese ends a spoken sentence with a particle ("你太厉害了吧", "烦死了"), Korean a polite
# one with 요 or 죠 ("배고파요"): search words end with the thing they look for.
SENTENCE_PARTICLES = ("吧", "啊", "呢", "嘛", "啦", "呀", "哦", "了", "요", "죠")


def is_sentence(text: str) -> bool:
    """Whether the prompt is written as a sentence ("Nos vemos mañana en la piscina.") rather
    than as search words ("redis sentinel failover", "头版截稿时间")."""
    said = text.strip()
    if SENTENCE_RE.search(said) is not None or len(WORD_RE.findall(text)) >= SENTENCE_WORDS:
        return True
    # The last letter, past any emoji or mark ("你太厉害了吧👍").
    end = len(said)
    while end and not said[end - 1].isalnum():
        end -= 1
    return end > 1 and said[end - 1] in SENTENCE_PARTICLES


def asking_sentences(text: str) -> list[str]:
    """The sentences of a prompt that ask on their own: in "¿Sigues ahí? Perdona, me llamaron
    del equipo" only "are you still there?", which names no topic, while the statement after
    it is conversation."""
    return [s for s in _sentences(text, questions=True) if s.strip() and asks(s)]
