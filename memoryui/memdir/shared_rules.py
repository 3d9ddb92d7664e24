"""One rule written in several projects' memories: a candidate for the operator's global
``CLAUDE.md`` (DESIGN §10).

Projects differ on purpose, so duplicates between memdirs never enter a review queue. But a
``user`` or ``feedback`` rule the agent wrote down again in three or more projects is about the
person, not the project: it belongs where every session reads it. Found with the review
queue's own guardrails (the same text, or a near-duplicate by shared rare words), never by
comparing every pair. memoryui only suggests: it writes nothing outside the memdirs.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from .duplicates import MAX_SHARED_DF, Reworded, content_words, entities, exact

RULE_TYPES = ("user", "feedback")
MIN_PROJECTS = 3


@dataclass(frozen=True)
class RuleNote:
    memdir: str  # the memdir's slug
    project: str  # what "one project" is: a project's memory and its team memory are one
    path: str
    type: str
    name: str
    description: str
    body: str

    @property
    def key(self) -> str:
        return f"{self.memdir}\n{self.path}"


@dataclass(frozen=True)
class SharedRule:
    """A rule found in ``projects`` projects; ``text`` is the shortest wording of it."""

    type: str
    text: str
    notes: tuple[RuleNote, ...]
    confidence: float

    @property
    def projects(self) -> int:
        return len({note.project for note in self.notes})

    def as_json(self) -> dict[str, object]:
        return {
            "type": self.type,
            "text": self.text,
            "projects": self.projects,
            "confidence": self.confidence,
            "memories": [{"memdir": n.memdir, "path": n.path, "name": n.name} for n in self.notes],
        }


# Each note's words and keys, by its memdir and path, with the body they were read from: after
# one memdir changes, only its notes are read again (the fleet page asks after every change).
_analysed: dict[str, tuple[str, set[str], set[str]]] = {}


def _index(notes: dict[str, RuleNote]) -> Reworded:
    """The near-duplicate index of ``notes``, reading only the notes not seen before."""
    index = Reworded.__new__(Reworded)
    index.words, index.heads, index.keys = {}, {}, {}
    for key, note in notes.items():
        seen = _analysed.get(key)
        if seen is None or seen[0] != note.body:
            words = content_words(note.body)
            keys = entities(note.body) | {"word:" + w for w in words if len(w) >= 5}
            seen = _analysed[key] = (note.body, words, keys)
        # What the rules say, not what they are called: two projects' "style" notes may
        # share a name and say different things, and a suggestion must be one rule.
        index.words[key], index.heads[key], index.keys[key] = seen[1], set(), seen[2]
    for key in set(_analysed) - set(notes):
        del _analysed[key]
    return index


def _root(parent: dict[str, str], key: str) -> str:
    while parent[key] != key:
        parent[key] = parent[parent[key]]
        key = parent[key]
    return key


def _links(by_key: dict[str, RuleNote]) -> list[tuple[str, str, float]]:
    """Pairs of notes in different projects that are one rule: the same text, or near
    duplicates by the review queue's own measure, with how alike they are."""

    def allowed(a: str, b: str) -> bool:
        # Between projects only (within one, the review queue already looks), one type.
        na, nb = by_key[a], by_key[b]
        return na.project != nb.project and na.type == nb.type

    links = [(a, b, 1.0) for a, b in exact({k: n.body for k, n in by_key.items()})]
    links = [link for link in links if allowed(link[0], link[1])]
    index = _index(by_key)
    for a, b in index.pairs(MAX_SHARED_DF):
        if allowed(a, b) and (alike := index.alike(a, b)) is not None:
            links.append((a, b, alike))
    return links


def shared_rules(notes: list[RuleNote], min_projects: int = MIN_PROJECTS) -> list[SharedRule]:
    """Rules of one type written in at least ``min_projects`` projects, surest first."""
    by_key = {n.key: n for n in notes if n.type in RULE_TYPES and n.body.strip()}
    if len({n.project for n in by_key.values()}) < min_projects:
        return []
    links = _links(by_key)
    parent = {key: key for key in by_key}
    for a, b, _alike in links:
        ra, rb = _root(parent, a), _root(parent, b)
        if ra != rb:
            parent[rb] = ra
    weakest: dict[str, float] = {}
    for a, _b, alike in links:
        root = _root(parent, a)
        weakest[root] = min(weakest.get(root, 1.0), alike)
    groups: dict[str, list[RuleNote]] = defaultdict(list)
    for key, note in by_key.items():
        groups[_root(parent, key)].append(note)
    found = []
    for root, members in groups.items():
        if len({m.project for m in members}) < min_projects:
            continue
        members.sort(key=lambda m: (m.project, m.path))
        text = min((m.body.strip() for m in members), key=lambda t: (len(t), t))
        found.append(SharedRule(members[0].type, text, tuple(members), round(weakest[root], 2)))
    found.sort(key=lambda rule: (-rule.projects, -rule.confidence, rule.text))
    return found
