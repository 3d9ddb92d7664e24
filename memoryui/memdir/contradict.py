"""Contradictions by subject: two notes about the same thing that disagree about it visibly.

A pair is looked at only when both notes are about one subject, measured by the terms of
their names, descriptions, aliases, file names and bodies, each weighted by how rare it is in
this memdir. It is queued only when it also disagrees visibly (``disagree``) and none of the
guardrails of DESIGN §8 holds it back. Pairs that are about one subject and disagree, but not
clearly enough to queue, are kept as *unsettled*: ``curate --export`` hands them to a model.
"""

from __future__ import annotations

import difflib
import functools
import re
from dataclasses import dataclass

from .disagree import Disagreement, disagreements
from .lexicon import FIRST_PERSON, MONTHS, PHASE_RE, STOPWORDS
from .subject_terms import Idf, fold, stem, terms
from .subjects import Profile
from .terms import HAN_CHAR, is_script

# How alike two notes' subjects must be (cosine of their weighted terms) to be compared at all,
# and to be queued on the strength of the disagreement found.
ABOUT_AT = 0.10
QUEUE_AT = 0.55
# Below this, a disagreement between two notes about one subject goes to the export only.
EXPORT_AT = 0.45
# A note and the note that changed it are each other's closest by subject.
MUTUAL_BONUS = 0.1
# Each place further down the other's list costs less than being first gains: a note has
# several neighbours in a real memdir (the timetable, the coach list, the new season's
# hours), and its update is often the second of them.
MUTUAL_PENALTY = 0.05
LONG_PENALTY = 0.1

MAX_FIELD_CHARS = 300
# Chinese and Japanese write no spaces: each CJK character is a word of a name here, so that
# "新菜上线第一阶段" and "新菜上线第二阶段" are one template with its number swapped.
TOKEN_RE = re.compile(rf"\d+|{HAN_CHAR}|(?:(?!{HAN_CHAR})[^\W\d_])+")
CJK_NUMERALS = frozenset("一二三四五六七八九十两")


@dataclass(frozen=True)
class Verdict:
    confidence: float
    disagreement: Disagreement
    similarity: float


@functools.lru_cache(maxsize=65536)
def _tokens(field: str) -> tuple[tuple[str, bool, bool], ...]:
    """The words of a name or description in order, each with whether it is a qualifier (what
    tells one instance of a template from another: "phase 1", "my", "April", a name inside the
    text) and whether it is capitalised."""
    found: list[tuple[str, bool, bool]] = []
    # A name or a description is one line; the first words are what a template repeats, and
    # comparing two long ones word by word would cost their product.
    for i, raw in enumerate(TOKEN_RE.findall(field[:MAX_FIELD_CHARS])):
        word = fold(raw)
        capitalised = raw[:1].isupper() and raw[1:].islower()
        qualifier = (
            (word.isdigit() and len(word) == 1)
            or word in CJK_NUMERALS
            or PHASE_RE.fullmatch(word) is not None
            or word in FIRST_PERSON
            or word in MONTHS
            or (i > 0 and capitalised)
        )
        # Function words are no part of a template ("how", "with", "der").
        if word in STOPWORDS and not qualifier:
            continue
        if qualifier or word.isdigit() or len(word) >= 3 or not word.isascii():
            found.append((stem(word) if word.isascii() else word, qualifier, capitalised))
    return tuple(found)


def _parallel(a: str, b: str) -> tuple[bool, bool]:
    """Whether two fields are one template with one part swapped ("Dana: rota changes",
    "Marcus: rota changes"), and whether what was swapped is a qualifier only."""
    ta, tb = _tokens(a), _tokens(b)
    words_a, words_b = [t[0] for t in ta], [t[0] for t in tb]
    ops = difflib.SequenceMatcher(a=words_a, b=words_b, autojunk=False).get_opcodes()
    changed = [op for op in ops if op[0] != "equal"]
    kept = sum(i2 - i1 for tag, i1, i2, _, _ in ops if tag == "equal")
    if len(changed) != 1 or changed[0][0] != "replace" or kept == 0:
        return False, False
    _, i1, i2, j1, j2 = changed[0]
    if max(i2 - i1, j2 - j1) > 2:
        return False, False
    swapped_a, swapped_b = ta[i1:i2], tb[j1:j2]
    # "My lighting…" and "Sam's lighting…": a qualifier on one side, a name on the other.
    either = all(q or c for _, q, c in swapped_a + swapped_b)
    one_real = all(q for _, q, _ in swapped_a) or all(q for _, q, _ in swapped_b)
    return True, either and one_real


BRACKETED_RE = re.compile(r"[(（\[][^()（）\[\]]*[)）\]]")

# A template instance differs from its sibling in at most this many places, each this long.
TEMPLATE_SWAPS = 2
TEMPLATE_SWAP_WORDS = 3


def _template(a: str, b: str, head_a: frozenset[str], head_b: frozenset[str]) -> bool:
    """Two fields of one template whose swapped words each belong to one note only: "Where
    the onboarding deploy lives" and "Where the onboarding payout lives", or "Keep billing PRs
    under 5 lines" and "Keep search PRs under 15 lines", are about two things. Numbers alone
    swapped ("under 5 lines", "under 15 lines") are a value that changed, not another thing."""
    ta, tb = _tokens(a), _tokens(b)
    ops = difflib.SequenceMatcher(
        a=[t[0] for t in ta], b=[t[0] for t in tb], autojunk=False
    ).get_opcodes()
    changed = [op for op in ops if op[0] != "equal"]
    kept = sum(i2 - i1 for tag, i1, i2, _, _ in ops if tag == "equal")
    if not changed or len(changed) > TEMPLATE_SWAPS or kept < 2:
        return False
    if any(
        tag != "replace" or max(i2 - i1, j2 - j1) > TEMPLATE_SWAP_WORDS
        for tag, i1, i2, j1, j2 in changed
    ):
        return False
    for _, i1, i2, j1, j2 in changed:
        # Characters swapped in a Chinese name are another word, not another instance:
        # "营业时间" and "冬季营业" (opening hours, winter opening) are one subject. Only a
        # number swapped ("第一阶段", "第二阶段") tells two apart there, and _parallel sees it.
        if any(is_script(w, "han") for w, _, _ in ta[i1:i2] + tb[j1:j2]):
            continue
        words_a = {w for w, _, _ in ta[i1:i2] if not w.isdigit()}
        words_b = {w for w, _, _ in tb[j1:j2] if not w.isdigit()}
        if words_a and words_b and not _in(words_a, head_b) and not _in(words_b, head_a):
            return True
    return False


def _in(words: set[str], head: frozenset[str]) -> bool:
    return any(set(terms(w)) & head for w in words)


def siblings(
    name_a: str,
    desc_a: str,
    name_b: str,
    desc_b: str,
    heads: tuple[frozenset[str], frozenset[str]] | None = None,
) -> bool:
    """Two instances of one template, each right about its own: phase 1 and phase 2, the first
    and second half of August, Dana's and Marcus's preferences, the billing and the search
    team's rule. ``heads`` (each note's head terms) is given unless a note says it is newer:
    a renamed thing is announced ("what the termbase is called now")."""
    names, name_qualifier = _parallel(name_a, name_b)
    descriptions, description_qualifier = _parallel(desc_a, desc_b)
    if (names and descriptions) or name_qualifier or description_qualifier:
        return True
    # "공사 1차 (매트)" and "공사 2차 (탈의실)", "Phase 1 (design)" and "Phase 2 (build)": each
    # stage says in brackets what it is, which is one more swap than a template allows.
    bare_a, bare_b = BRACKETED_RE.sub(" ", name_a), BRACKETED_RE.sub(" ", name_b)
    if (bare_a, bare_b) != (name_a, name_b) and _parallel(bare_a, bare_b)[1]:
        return True
    if heads is None:
        return False
    return _template(name_a, name_b, *heads) or _template(desc_a, desc_b, *heads)


def judge(a: Profile, b: Profile, idf: Idf, about: float, *, mutual: int) -> Verdict | None:
    """How confident we are that the two notes contradict each other, with the evidence; None
    when they do not visibly disagree. ``mutual`` is the worse of the two neighbour ranks:
    0 when each note is the other's closest by subject."""
    found = disagreements(a, b, idf, about)
    if not found:
        return None
    best = found[0]
    closeness = MUTUAL_BONUS if mutual == 0 else -MUTUAL_PENALTY * mutual
    # In a short note every statement is about its subject; a long note says many things in
    # passing, and two statements of two long notes disagree about the subject less surely.
    if not (a.short and b.short):
        closeness -= LONG_PENALTY
    confidence = round(min(0.95, best.strength + 0.5 * min(about, 0.6) + closeness), 2)
    return Verdict(max(confidence, 0.0), best, about)


# The terms of a note that find its candidates: its head, and its rarest body terms.
KEY_TERMS = 24


def candidate_pairs(profiles: list[Profile], idf: Idf, cap: int) -> set[tuple[int, int]]:
    """Pairs of notes sharing a rare term of their head or their rarest body terms.

    Found through postings, never by comparing every pair: a term in more than ``cap`` notes
    finds no pairs, so each note meets at most ``cap`` others per key term.
    """
    postings: dict[str, list[int]] = {}
    for index, p in enumerate(profiles):
        # A term in this note alone pairs it with nothing: the key terms are the rarest of
        # those another note shares, or a recap of many things keeps none.
        shared = [t for t in p.words - p.head if 2 <= idf.df.get(t, 0) <= cap]
        body = sorted(shared, key=lambda t: (-idf(t), t))[:KEY_TERMS]
        for term in p.head | set(body):
            if 2 <= idf.df.get(term, 0) <= cap:
                postings.setdefault(term, []).append(index)
    pairs: set[tuple[int, int]] = set()
    for members in postings.values():
        for i, a in enumerate(members):
            pairs.update((a, b) for b in members[i + 1 :])
    return pairs
