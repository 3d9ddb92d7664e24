"""Duplicates (the same text) and near-duplicates (the same content, reworded or reordered).

Exact copies are found by their normalised text; reworded ones through shared rare words and
entities, found by postings (never by comparing every pair). A rule restated in other words
in the same session is found by subject instead (``detect``): it shares its subject with its
twin and disagrees with it about nothing.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable

from .query import FILLER
from .subject_terms import terms

CODE_RE = re.compile(r"`([^`\n]{2,80})`")
# Starts only at a token boundary, with possessive segments: linear on a 100 KB dotted token.
PATHISH_RE = re.compile(r"(?<![\w/.-])(?:[\w.-]++/)+[\w.-]++")
# Capitalised words inside a sentence (not at its start): people, services, products.
PROPER_RE = re.compile(r"(?<=[a-z0-9,;)] )([A-Z][a-zA-Z0-9]+(?:[- ][A-Z][a-zA-Z0-9]+)*)\b")
ISSUE_RE = re.compile(r"(?:#\d{2,7}|\b[A-Z]{2,10}-\d{1,6}\b)")
# Entities this common say little about what a note is about ("Django" in a Django shop).
MAX_SHARED_DF = 20
# Of stems, which two wordings of one note share more of than of their words as written.
NEAR_DUPLICATE_AT = 0.40
# A pair is looked at only when it shares this many rare keys (entities or long words).
MIN_SHARED = 3
NEAR_DUPLICATE_BODY_AT = 0.50


def entities(text: str) -> set[str]:
    """Code spans, paths, names and issue numbers, lowercased."""
    found: set[str] = set()
    for code in CODE_RE.findall(text):
        found.add("code:" + code.strip().lower())
    for path in PATHISH_RE.findall(text):
        if not path.replace("/", "").replace(".", "").isdigit():
            found.add("path:" + path.lower().rstrip("."))
    for name in PROPER_RE.findall(text):
        found.add("name:" + name.lower())
    for ref in ISSUE_RE.findall(text):
        found.add("ref:" + ref.lower())
    return found


def content_words(text: str) -> set[str]:
    """The text's words as stems, and CJK text as its pairs of characters: "apagar el
    compresor" and "compresor apagado", "화장실 휴지 채우기" and "화장실: 휴지 보충" share
    their words, which the words as written did not."""
    return {w for w in terms(text) if w not in FILLER}


def keys(text: str) -> set[str]:
    """What a text is about: its entities and its longer content words."""
    return entities(text) | {"word:" + w for w in content_words(text) if len(w) >= 5}


def normalized(body: str) -> str:
    return " ".join(body.split()).casefold()


def jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 0.0


def rarity_cap(count: int, max_df: int = MAX_SHARED_DF) -> int:
    """How many notes may share a key for it to still say something about both."""
    return max(3, min(max_df, count // 10))


def exact(bodies: dict[str, str]) -> list[tuple[str, str]]:
    """Pairs of paths whose bodies are the same text, whitespace and case aside."""
    by_body: dict[str, list[str]] = defaultdict(list)
    for path, body in sorted(bodies.items()):
        if body.strip():
            by_body[normalized(body)].append(path)
    return [
        (a, b) for group in by_body.values() for i, a in enumerate(group) for b in group[i + 1 :]
    ]


class Reworded:
    """Each note's words and entities, found once; pairs come from shared rare keys.

    ``texts`` maps a path to its (name, description, body).
    """

    def __init__(self, texts: dict[str, tuple[str, str, str]]) -> None:
        self.words: dict[str, set[str]] = {}
        self.heads: dict[str, set[str]] = {}
        self.keys: dict[str, set[str]] = {}
        for path, (name, description, body) in texts.items():
            self.heads[path] = content_words(f"{name} {description}")
            self.words[path] = self.heads[path] | content_words(body)
            self.keys[path] = entities(f"{name}\n{description}\n{body}") | {
                "word:" + w for w in self.words[path] if len(w) >= 5
            }

    def pairs(self, max_df: int) -> list[tuple[str, str]]:
        """Pairs sharing at least ``MIN_SHARED`` keys found in at most ``max_df`` notes:
        from postings, never from comparing every note with every other."""
        postings_count: Counter[str] = Counter(k for ks in self.keys.values() for k in ks)
        cap = rarity_cap(len(self.keys), max_df)
        rare = {k for k, n in postings_count.items() if 2 <= n <= cap}
        postings: dict[str, list[str]] = defaultdict(list)
        for path, ks in self.keys.items():
            for key in ks & rare:
                postings[key].append(path)
        shared: Counter[tuple[str, str]] = Counter()
        for paths in postings.values():
            paths.sort()
            for i, a in enumerate(paths):
                for b in paths[i + 1 :]:
                    shared[(a, b)] += 1
        return sorted(pair for pair, n in shared.items() if n >= MIN_SHARED)

    def alike(self, a: str, b: str) -> float | None:
        """How alike two notes are in what they are called and say, or None when not alike
        enough to be one note twice."""
        overall = jaccard(self.words[a], self.words[b])
        similarity = 0.5 * overall + 0.5 * jaccard(self.heads[a], self.heads[b])
        # Alike in what they are called and say, or in what they say alone (a reworded title).
        if similarity < NEAR_DUPLICATE_AT and overall < NEAR_DUPLICATE_BODY_AT:
            return None
        return max(similarity, overall)


def reworded(
    texts: dict[str, tuple[str, str, str]], max_df: int, allowed: Callable[[str, str], bool]
) -> list[tuple[str, str, float]]:
    """Near-duplicate pairs by shared words, with how alike they are; ``allowed`` says whether
    a pair may be one note twice at all (same class, not siblings)."""
    index = Reworded(texts)
    found = []
    for a, b in index.pairs(max_df):
        if not allowed(a, b):
            continue
        similarity = index.alike(a, b)
        # A list saved twice in another order is alike item by item, if not as a whole.
        if similarity is None and same_items(texts[a][2], texts[b][2]):
            similarity = jaccard(index.words[a], index.words[b])
        if similarity is not None:
            found.append((a, b, similarity))
    return found


# A list item's mark ("- ", "3. ", "1、", "①"), taken off before its words are compared.
ITEM_MARK_RE = re.compile(r"^\s*(?:[-*+•·]\s*(?:\[[ xX]\]\s*)?|\d{1,3}[.)、]\s*|[①-⑳]\s*)")
# Items whose words are this alike are one item reworded ("화장실 휴지·비누 채우기",
# "화장실: 비누, 휴지 보충"; Chinese, read as pairs of characters, shares fewer).
SAME_ITEM_AT = 0.4
# A list of fewer items is too short to be told from two lists that share a step or two.
MIN_ITEMS = 4
# Nearly every item of each list has its twin in the other.
SAME_ITEMS_SHARE = 0.8


def items(body: str) -> list[set[str]]:
    """The words of each listed item of a body (its lines marked as a list's)."""
    found = []
    for line in body.splitlines():
        if ITEM_MARK_RE.match(line) is None:
            continue
        words = content_words(ITEM_MARK_RE.sub("", line, count=1))
        if len(words) >= 2:
            found.append(words)
    return found


def same_items(a: str, b: str) -> bool:
    """Whether two bodies list the same items, in any order and wording: the same opening
    checklist saved twice, its steps reordered, shares too few words as a whole to look
    alike, and every step with its twin."""
    items_a, items_b = items(a), items(b)
    if min(len(items_a), len(items_b)) < MIN_ITEMS:
        return False
    # Lists this long are compared item by item, a product kept small.
    if len(items_a) * len(items_b) > 2500:
        return False

    def share(these: list[set[str]], those: list[set[str]]) -> float:
        twins = sum(any(jaccard(x, y) >= SAME_ITEM_AT for y in those) for x in these)
        return twins / len(these)

    return min(share(items_a, items_b), share(items_b, items_a)) >= SAME_ITEMS_SHARE
