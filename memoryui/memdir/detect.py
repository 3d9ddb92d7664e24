"""Duplicates and contradictions, found deterministically and with guardrails (DESIGN §8).

Precision matters more than recall: a queue full of false alarms teaches operators to ignore
it. Pairs are found through shared rare entities (never by comparing every pair), and a
contradiction needs two sentences that share at least two entities, come from memories of the
same class, and disagree in a way a reader can see (one negates, or the numbers differ).
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from .claims import sentences, too_large_to_check
from .disagree import shared_words
from .contradict import ABOUT_AT, QUEUE_AT, candidate_pairs, judge, siblings
from .query import FILLER
from .subjects import Profile, profile, similarity, weigh

CLASS_OF_TYPE = {"user": "rule", "feedback": "rule", "project": "event", "reference": "reference"}
CODE_RE = re.compile(r"`([^`\n]{2,80})`")
# Starts only at a token boundary, with possessive segments: linear on a 100 KB dotted token.
PATHISH_RE = re.compile(r"(?<![\w/.-])(?:[\w.-]++/)+[\w.-]++")
NUMBER_UNIT_RE = re.compile(
    r"\b(\d+(?:\.\d+)?)\s*(%|ms|s|sec|seconds?|min|minutes?|h|hours?|days?|weeks?|months?|"
    r"gb|mb|kb|tb|workers?|replicas?|retries|attempts|times|x)\b",
    re.IGNORECASE,
)
# Capitalised words inside a sentence (not at its start): people, services, products.
PROPER_RE = re.compile(r"(?<=[a-z0-9,;)] )([A-Z][a-zA-Z0-9]+(?:[- ][A-Z][a-zA-Z0-9]+)*)\b")
WORD_RE = re.compile(r"[^\W_]{3,}")
ISSUE_RE = re.compile(r"(?:#\d{2,7}|\b[A-Z]{2,10}-\d{1,6}\b)")
FREQUENCY_WORDS = ("hourly", "nightly", "daily", "weekly", "monthly", "quarterly", "yearly")
# Entities this common say little about what a note is about ("Django" in a Django shop).
MAX_SHARED_DF = 20
NEAR_DUPLICATE_AT = 0.35
# A pair is looked at only when it shares this many rare keys (entities or long words).
MIN_SHARED = 3
NEAR_DUPLICATE_BODY_AT = 0.45
CONTRADICTION_AT = 0.6
# Notes sharing a term with more than this many others are not found through it.
CANDIDATE_DF = 60
DUPLICATE_KINDS = ("duplicate", "near-duplicate")


@dataclass(frozen=True)
class Note:
    path: str
    type: str
    status: str
    superseded_by: str
    name: str
    description: str
    body: str
    aliases: tuple[str, ...] = ()


@dataclass
class Candidate:
    kind: str  # duplicate | near-duplicate | contradiction
    paths: tuple[str, str]
    confidence: float
    evidence: dict = field(default_factory=dict)

    @property
    def id(self) -> str:
        return item_id(self.kind, self.paths)

    def as_json(self) -> dict:
        return {
            "id": self.id,
            "kind": self.kind,
            "paths": list(self.paths),
            "confidence": self.confidence,
            "evidence": self.evidence,
        }


def item_id(kind: str, paths: Iterable[str], extra: str = "") -> str:
    """Stable across rebuilds: derived from what the item is about, never from row ids."""
    key = "\n".join([kind, *sorted(paths), extra])
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def entities(text: str) -> set[str]:
    """Code spans, paths, names, issue numbers and numbers-with-units, lowercased."""
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
    return {w for w in WORD_RE.findall(text.casefold()) if w not in FILLER}


def is_open_questions(note: Note) -> bool:
    """A list of open questions is never contradicted by the note that settled one."""
    title = f"{note.name} {note.description}".lower()
    questions = sum(1 for line in note.body.splitlines() if line.rstrip().endswith("?"))
    return "open question" in title or "unresolved" in title or questions >= 3


def normalized(body: str) -> str:
    return " ".join(body.split()).casefold()


FENCE_OPEN_RE = re.compile(r"^[ ]{0,3}(`{3,}|~{3,})")


def without_fences(body: str) -> str:
    """The body with fenced code blocks blanked, in one pass over its lines.

    A regular expression that looked for each opener's closer rescanned the rest of the text
    from every unclosed fence.
    """
    kept: list[str] = []
    fence = ""
    for line in body.split("\n"):
        opener = FENCE_OPEN_RE.match(line)
        if fence:
            if opener and opener.group(1)[0] == fence[0] and len(opener.group(1)) >= len(fence):
                fence = ""
            kept.append("")
        elif opener:
            fence = opener.group(1)
            kept.append("")
        else:
            kept.append(line)
    return "\n".join(kept)


LABEL_RE = re.compile(
    r"\*\*[^*\n]{1,30}:\*\*|^\s*(?:[-*+]\s+(?:\[[ xX]\]\s*)?|\d+\.\s+|#+\s+)", re.MULTILINE
)
CHANGE_RE = re.compile(
    r"\b(stopped|no longer|instead|switched|moved to|replaced|deprecated|dropped|abandoned|"
    r"deleted|removed|retired|turned off|disabled|killed|shut down|"
    r"don't|do not|never|not any more|anymore|raised to|lowered to|changed to|now)\b",
    re.IGNORECASE,
)


def prose_sentences(body: str) -> list[str]:
    """Sentences of the prose: code blocks out, list bullets and bold labels ("**Why:**") off."""
    text = without_fences(body)
    return [LABEL_RE.sub("", s).strip() for s in sentences(text) if LABEL_RE.sub("", s).strip()]


def _numbers(sentence: str) -> dict[str, str]:
    return {unit.lower().rstrip("s"): value for value, unit in NUMBER_UNIT_RE.findall(sentence)}


def _frequencies(sentence: str) -> set[str]:
    lowered = sentence.lower()
    return {word for word in FREQUENCY_WORDS if word in lowered}


def _conflict(a: str, b: str) -> tuple[str, float] | None:
    """Why two sentences about the same things disagree, and how strongly; None if they don't.

    A bare "not" is everywhere in notes, so negation counts only with a word of change
    ("stopped", "no longer", "instead", "switched") on exactly one side.
    """
    reasons, strength = [], 0.0
    if bool(CHANGE_RE.search(a)) != bool(CHANGE_RE.search(b)):
        reasons.append("one says it changed or stopped")
        strength += 0.3
    numbers_a, numbers_b = _numbers(a), _numbers(b)
    differing = [u for u in numbers_a.keys() & numbers_b.keys() if numbers_a[u] != numbers_b[u]]
    if differing:
        reasons.append("different numbers for " + ", ".join(sorted(differing)))
        strength += 0.3
    freq_a, freq_b = _frequencies(a), _frequencies(b)
    if freq_a and freq_b and freq_a.isdisjoint(freq_b):
        reasons.append("different schedules (" + ", ".join(sorted(freq_a | freq_b)) + ")")
        strength += 0.3
    return ("; ".join(reasons), strength) if reasons else None


def _keys(text: str) -> set[str]:
    """What a text is about: its entities and its longer content words."""
    return entities(text) | {"word:" + w for w in content_words(text) if len(w) >= 5}


def _jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 0.0


def rarity_cap(count: int, max_df: int = MAX_SHARED_DF) -> int:
    """How many notes may share a key for it to still say something about both."""
    return max(3, min(max_df, count // 10))


def detect(notes: list[Note], max_df: int = MAX_SHARED_DF) -> list[Candidate]:
    """Every duplicate, near-duplicate and contradiction candidate, most confident first.

    Notes longer than ``MAX_CHECKED_CHARS`` are left out (``too_large_to_check`` names them).
    """
    live = [n for n in notes if n.status != "superseded" and not too_large_to_check(n.body)]
    found = _exact_duplicates(live)
    _near_duplicates(live, max_df, found)
    _contradictions(live, found)
    return sorted(found.values(), key=lambda c: (c.kind, -c.confidence, c.paths))


def _contradictions(live: list[Note], found: dict[tuple[str, str, str], Candidate]) -> None:
    """Queue each pair about one subject that visibly disagrees about it (``contradict``).

    Only a note's nearest neighbour by subject, when it is nearest in turn, is queued: a note
    and the note that changed it are each other's closest. Other close pairs that disagree
    are unsettled: ``curate --export`` hands them to a model.
    """
    profiles = [profile(n.path, n.name, n.description, n.body, n.aliases) for n in live]
    idf = weigh(profiles)
    cap = rarity_cap(len(live), CANDIDATE_DF)
    near: dict[int, list[tuple[float, int]]] = defaultdict(list)
    pairs: list[tuple[int, int, float]] = []
    for i, j in sorted(candidate_pairs(profiles, idf, cap)):
        a, b = live[i], live[j]
        if any((kind, *sorted((a.path, b.path))) in found for kind in DUPLICATE_KINDS):
            continue
        if _held_back(a, b, profiles[i], profiles[j]):
            continue
        about = similarity(profiles[i], profiles[j])
        if about < ABOUT_AT:
            continue
        pairs.append((i, j, about))
        near[i].append((about, j))
        near[j].append((about, i))
    rank = _ranks(near)
    for i, j, about in pairs:
        a, b, pa, pb = live[i], live[j], profiles[i], profiles[j]
        if a.path > b.path:
            a, b, pa, pb = b, a, pb, pa
        verdict = judge(pa, pb, idf, about, mutual=max(rank[(i, j)], rank[(j, i)]))
        if verdict is None or verdict.confidence < QUEUE_AT:
            continue
        d = verdict.disagreement
        found[("contradiction", a.path, b.path)] = Candidate(
            "contradiction",
            (a.path, b.path),
            verdict.confidence,
            {
                "a": d.a,
                "b": d.b,
                "shared": shared_words(d.a, d.b),
                "reason": d.reason,
                "slot": d.slot,
            },
        )


def _ranks(near: dict[int, list[tuple[float, int]]]) -> dict[tuple[int, int], int]:
    """Where each note's partner stands among its neighbours by subject (0: the closest)."""
    rank: dict[tuple[int, int], int] = {}
    for i, partners in near.items():
        for position, (_, j) in enumerate(sorted(partners, key=lambda p: (-p[0], p[1]))):
            rank[(i, j)] = position
    return rank


def _held_back(a: Note, b: Note, pa: Profile, pb: Profile) -> bool:
    """The guardrails of DESIGN §8, and the decoys a reader would never queue."""
    if a.superseded_by == b.path or b.superseded_by == a.path:
        return True
    if CLASS_OF_TYPE.get(a.type) != CLASS_OF_TYPE.get(b.type):
        return True
    if pa.open_questions or pb.open_questions or pa.incident or pb.incident:
        return True
    return siblings(a.name, a.description, b.name, b.description)


def _near_duplicates(
    live: list[Note], max_df: int, found: dict[tuple[str, str, str], Candidate]
) -> None:
    profiles = _Profiles(live)
    rare = profiles.rare(rarity_cap(len(live), max_df))
    by_path = {n.path: n for n in live}
    for (a_path, b_path), count in _shared_pairs(profiles.keys, rare).items():
        if count < MIN_SHARED or ("duplicate", a_path, b_path) in found:
            continue
        a, b = by_path[a_path], by_path[b_path]
        if a.superseded_by == b.path or b.superseded_by == a.path:
            continue
        if CLASS_OF_TYPE.get(a.type) != CLASS_OF_TYPE.get(b.type):
            continue
        near = profiles.near_duplicate(a, b)
        if near is not None:
            found[("near-duplicate", a_path, b_path)] = near


def _exact_duplicates(live: list[Note]) -> dict[tuple[str, str, str], Candidate]:
    by_body: dict[str, list[Note]] = defaultdict(list)
    for note in live:
        if note.body.strip():
            by_body[normalized(note.body)].append(note)
    found: dict[tuple[str, str, str], Candidate] = {}
    for group in by_body.values():
        for i, a in enumerate(group):
            for b in group[i + 1 :]:
                pair = tuple(sorted((a.path, b.path)))
                found[("duplicate", *pair)] = Candidate(
                    "duplicate", pair, 1.0, {"reason": "the same text, word for word"}
                )
    return found


class _Profiles:
    """Each note's words and entities, found once: everything in a run reuses them."""

    def __init__(self, live: list[Note]) -> None:
        self.words: dict[str, set[str]] = {}
        self.heads: dict[str, set[str]] = {}
        self.keys: dict[str, set[str]] = {}
        for n in live:
            self.heads[n.path] = content_words(f"{n.name} {n.description}")
            self.words[n.path] = self.heads[n.path] | content_words(n.body)
            self.keys[n.path] = entities(f"{n.name}\n{n.description}\n{n.body}") | {
                "word:" + w for w in self.words[n.path] if len(w) >= 5
            }

    def rare(self, cap: int) -> set[str]:
        postings: Counter[str] = Counter(key for ks in self.keys.values() for key in ks)
        return {key for key, count in postings.items() if 2 <= count <= cap}

    def near_duplicate(self, a: Note, b: Note) -> Candidate | None:
        overall = _jaccard(self.words[a.path], self.words[b.path])
        similarity = 0.5 * overall + 0.5 * _jaccard(self.heads[a.path], self.heads[b.path])
        # Alike in what they are called and say, or in what they say alone (a reworded title).
        if similarity < NEAR_DUPLICATE_AT and overall < NEAR_DUPLICATE_BODY_AT:
            return None
        similarity = max(similarity, overall)
        return Candidate(
            "near-duplicate",
            (a.path, b.path),
            round(min(0.99, 0.5 + similarity), 2),
            {
                "reason": f"they say much the same ({round(similarity * 100)}% alike)",
                "a": a.description,
                "b": b.description,
            },
        )


def _shared_pairs(keys: dict[str, set[str]], rare: set[str]) -> Counter[tuple[str, str]]:
    """How many rare keys each pair of notes shares: pairs come from postings, never from
    comparing every note with every other."""
    postings: dict[str, list[str]] = defaultdict(list)
    for path, ks in keys.items():
        for key in ks & rare:
            postings[key].append(path)
    shared: Counter[tuple[str, str]] = Counter()
    for paths in postings.values():
        paths.sort()
        for i, a in enumerate(paths):
            for b in paths[i + 1 :]:
                shared[(a, b)] += 1
    return shared


def _term(key: str) -> str:
    return key.split(":", 1)[1]


class _Sentences:
    """Each note's prose sentences and their keys, computed once per curate run, on demand."""

    def __init__(self, rare: set[str]) -> None:
        self.rare = rare
        self.sentences: dict[str, list[tuple[str, set[str]]]] = {}
        self.rare_keys: dict[str, set[str]] = {}

    def of(self, note: Note, note_keys: set[str]) -> tuple[list[tuple[str, set[str]]], set[str]]:
        if note.path not in self.sentences:
            # The note's own rare entities, looked up in each sentence as plain substrings:
            # running every entity pattern again on each sentence cost most of a curate run.
            entities_ = [(k, _term(k)) for k in note_keys & self.rare if not k.startswith("word:")]
            found = []
            for sentence in prose_sentences(note.body):
                lowered = sentence.lower()
                keys = {k for k, term in entities_ if term in lowered}
                keys |= {"word:" + w for w in content_words(sentence) if len(w) >= 5}
                found.append((sentence, keys & self.rare))
            self.sentences[note.path] = [(s, k) for s, k in found if len(k) >= 2]
            self.rare_keys[note.path] = set().union(*(k for _, k in found))
        return self.sentences[note.path], self.rare_keys[note.path]


# Sentences compared per note of a pair: two long notes sharing a few code spans used to cost
# every sentence against every other (223 s for two 166 KB notes).
MAX_SENTENCES_PER_PAIR = 60


def _most_shared(
    sentences: list[tuple[str, set[str]]], shared: set[str]
) -> list[tuple[str, set[str]]]:
    """The sentences holding at least two of the pair's shared keys, most first, at most 60."""
    found = [(s, k) for s, k in sentences if len(k & shared) >= 2]
    if len(found) > MAX_SENTENCES_PER_PAIR:
        found.sort(key=lambda item: -len(item[1] & shared))
        found = found[:MAX_SENTENCES_PER_PAIR]
    return found


def _best_conflict(
    a: Note, b: Note, cache: _Sentences, keys: dict[str, set[str]]
) -> Candidate | None:
    best: Candidate | None = None
    sentences_a, rare_a = cache.of(a, keys[a.path])
    sentences_b, rare_b = cache.of(b, keys[b.path])
    # Only sentences holding two of the pair's shared rare keys can meet the bar below.
    shared_rare = rare_a & rare_b
    if len(shared_rare) < 2:
        return None
    candidates_a = _most_shared(sentences_a, shared_rare)
    candidates_b = _most_shared(sentences_b, shared_rare)
    for sentence_a, keys_a in candidates_a:
        for sentence_b, keys_b in candidates_b:
            common = keys_a & keys_b
            # Two distinct shared things ("name:redis" and "word:redis" are one), at least one
            # an entity (a code span, path, name or number): two common words alone
            # ("tests", "passing") are not a shared topic, nor is one technology word.
            terms = {_term(k) for k in common}
            if len(terms) < 2 or all(k.startswith("word:") for k in common):
                continue
            if _jaccard(_keys(sentence_a), _keys(sentence_b)) < 0.15:
                continue
            verdict = _conflict(sentence_a, sentence_b)
            if verdict is None:
                continue
            reason, strength = verdict
            confidence = round(min(0.95, 0.3 + strength + 0.05 * (len(terms) - 2)), 2)
            if confidence < CONTRADICTION_AT:
                continue
            if best is None or confidence > best.confidence:
                best = Candidate(
                    "contradiction",
                    (a.path, b.path),
                    confidence,
                    {
                        "a": sentence_a,
                        "b": sentence_b,
                        "shared": sorted(terms),
                        "reason": reason,
                    },
                )
    return best


def guardrails_allow(a: Note, b: Note, kind: str) -> str:
    """Why a proposed pair breaks the guardrails, or "" when it may be queued.

    Imported proposals (from an offline model run) are held to the same rules as our own.
    """
    if kind not in ("duplicate", "near-duplicate", "contradiction"):
        return f"unknown kind {kind!r}"
    if a.path == b.path:
        return "a memory cannot contradict itself"
    if "superseded" in (a.status, b.status):
        return "a superseded memory is not queued again"
    if CLASS_OF_TYPE.get(a.type) != CLASS_OF_TYPE.get(b.type):
        return "a rule is never set against an event (different classes)"
    if kind == "contradiction" and (is_open_questions(a) or is_open_questions(b)):
        return "a list of open questions is not contradicted by the note that settles one"
    shared = {
        k
        for k in _keys(f"{a.name} {a.description} {a.body}")
        & _keys(f"{b.name} {b.description} {b.body}")
        if not k.startswith("word:")
    }
    if len(shared) < 2:
        return "they share fewer than two entities (one shared technology word is not enough)"
    return ""
