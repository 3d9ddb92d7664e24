"""Plain words for memoryui's terms of art, with the precise term kept for hover and for the
glossary page (``/glossary/``). The JSON twins keep the contract's values; only pages say these.
"""

from __future__ import annotations

from typing import NamedTuple


class Term(NamedTuple):
    term: str  # the precise term, as the JSON twins and DESIGN say it
    plain: str  # what a page shows
    meaning: str  # the glossary's sentence


LOADS = {
    "index-loaded": Term(
        "index-loaded",
        "in MEMORY.md",
        "A line of MEMORY.md above the cliff points to it: the agent sees it at the start of every session.",
    ),
    "recall": Term(
        "recall",
        "only found if the agent searches",
        "No loaded line points to it, but its description is in the recall window: the agent may pick it when a prompt is about it.",
    ),
    "index-cut": Term(
        "index-cut",
        "cut off",
        "Its only pointers lie past the cliff and it is outside the recall window: the agent never sees it.",
    ),
    "invisible": Term(
        "invisible",
        "never seen",
        "Nothing points to it and the agent cannot recall it by its description: it might as well not exist.",
    ),
    "listed": Term(
        "listed",
        "listed when the agent looks",
        "The agent's first look at the folder lists it; it reads it when it needs it.",
    ),
    "unlisted": Term(
        "unlisted",
        "nested too deep",
        "It lies deeper than the agent's first look lists: found only if it looks inside its folder.",
    ),
    "loaded": Term(
        "loaded", "loaded every session", "The whole file is loaded at the start of every session."
    ),
}
# A label the agent itself reads in frontmatter or in the recall hook's words keeps that word
# on pages too, so that what the operator sees and what the agent is told match.
LABELS = {
    "superseded": Term(
        "superseded",
        "superseded",
        "A newer memory says what this one said; it stays on disk, marked, and ranks lower.",
    ),
    "stale": Term(
        "stale",
        "stale",
        "A project or reference note older than about 300 days (its weight decayed below a quarter).",
    ),
    "unverified": Term(
        "unverified",
        "unverified",
        "A claim it makes (a path, a branch, a merged pull request) was checked and found false.",
    ),
    "recall": Term(
        "recall eligible",
        "recallable",
        "Among the newest files the agent can recall by description.",
    ),
    "never-recalled": Term(
        "never recalled",
        "nothing brings it up",
        "None of its sample prompts brings it up through the recall hook.",
    ),
}
OTHER = [
    Term(
        "cliff",
        "where MEMORY.md is cut off",
        "The agent loads MEMORY.md only up to 200 lines or 25,000 characters (as UTF-16 units: most characters count one, an emoji two); everything after is silently dropped.",
    ),
    Term(
        "UTF-16 units",
        "characters",
        "How the agent counts characters against its limit: most count as one, emoji and some rare characters as two.",
    ),
    Term("orphan", "not in MEMORY.md", "A topic file no line of MEMORY.md points to."),
    Term(
        "dead link",
        "points to nothing",
        "A line of MEMORY.md pointing to a file that is not there.",
    ),
    Term(
        "raw content",
        "not a pointer",
        "A line of MEMORY.md that is neither a pointer nor a heading: memory written into the index itself.",
    ),
    Term(
        "confidence",
        "how sure memoryui is",
        "For a review item: how sure the detector is that the two memories really duplicate or contradict each other.",
    ),
    Term(
        "memdir",
        "memory folder",
        "The folder of markdown files an agent keeps its long-term memory in.",
    ),
    Term(
        "projection",
        "memoryui's copy",
        "memoryui's database: a copy of the memory folder it can rebuild at any time; the files are the truth.",
    ),
]


def load_words(value: str) -> str:
    term = LOADS.get(value)
    return term.plain if term else value


def label_words(value: str) -> str:
    term = LABELS.get(value)
    return term.plain if term else value.replace("-", " ")


def meaning(value: str) -> str:
    term = LOADS.get(value) or LABELS.get(value)
    return term.meaning if term else ""


def glossary() -> list[Term]:
    seen, terms = set(), []
    for term in [*LOADS.values(), *LABELS.values(), *OTHER]:
        if term.term not in seen:
            seen.add(term.term)
            terms.append(term)
    return sorted(terms, key=lambda t: t.term.casefold())
