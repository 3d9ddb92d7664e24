"""Claims a memory makes that can be checked against the project (DESIGN §8).

Extraction is deterministic and conservative: silence beats noise. A path said to be removed,
renamed or deleted is not a claim that it exists; a PR said to be open or closed is a mood.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

KINDS = ("path", "branch", "pr-merged", "url")

CODE_SPAN_RE = re.compile(r"`([^`\n]+)`")
URL_RE = re.compile(r"\bhttps?://[^\s<>()\[\]`\"']+", re.IGNORECASE)
# Segments are possessive (``++``) and a match starts only at a token boundary: a 100 KB
# dotted token used to cost a quadratic scan here, on every page view of its memory.
PLAIN_PATH_RE = re.compile(
    r"(?<![\w/.:@-])((?:[\w.-]++/)+[\w-][\w.-]*\.[A-Za-z][A-Za-z0-9]{0,7})(?![\w/])"
)
PATH_SHAPE_RE = re.compile(r"^(?:[\w.-]++/)*[\w-][\w.-]*(?:\.[A-Za-z][A-Za-z0-9]{0,7}|/)$")
# Nothing longer is a path or a branch anyone would write in a note.
MAX_TOKEN = 300
BRANCH_RE = re.compile(
    r"\bbranch(?:es)?\s+(?:named\s+|called\s+)?`?(?P<a>[A-Za-z0-9][\w./-]*[\w])`?"
    r"|`(?P<b>[A-Za-z0-9][\w./-]*[\w])`\s+branch\b"
    r"|\bgit\s+(?:checkout|switch)\s+(?!-)(?P<c>[A-Za-z0-9][\w./-]*[\w])",
    re.IGNORECASE,
)
PR_RE = re.compile(
    r"\b(?:PR|pull request|MR)\s*#?(\d{1,7})\b|(?<![\w&])#(\d{1,7})\b", re.IGNORECASE
)
# A sentence ends at . ! or ? followed by space, or at a line end; "v1.2" and "a/b.py" do not.
SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+|\n+")
GONE_RE = re.compile(
    r"\b(removed|deleted|renamed|moved|dropped|no longer|gone|retired|deprecated|replaced)\b",
    re.IGNORECASE,
)
# Whitespace runs are matched from their start only, so a long run costs one pass.
CLAUSE_RE = re.compile(r"[,;]\s++|(?<!\s)\s++(?:but|while|whereas)\s++", re.IGNORECASE)
MERGED_RE = re.compile(r"\bmerged\b", re.IGNORECASE)
# A merge hoped for, denied or conditional is not a claim that it happened.
MOOD_RE = re.compile(
    r"\b(?:not|never|isn't|wasn't|hasn't|yet to be|before it is|once|until|when|if)\b",
    re.IGNORECASE,
)
ALWAYS_MOOD_RE = re.compile(r"\bunmerged\b|\bwaiting\b", re.IGNORECASE)
# Words that look like branches but are prose ("the main branch" is a claim; "this branch" is not).
NOT_BRANCHES = frozenset(
    "a an the this that it its our your their my new old same other each every which "
    "protection protections policy rules off out of from to for and or".split()
)
EXTENSIONS_OF_PROSE = frozenset({"e.g", "i.e", "etc"})


# Past this, a memory is not read by the claims extractor or the detectors: it is listed as
# skipped instead, so one dump pasted into memory cannot make every run slow.
MAX_CHECKED_CHARS = 200_000


def too_large_to_check(body: str) -> str:
    """Why a memory's text is not checked, or "" when it is."""
    if len(body) > MAX_CHECKED_CHARS:
        return (
            f"its text is {len(body) // 1000:,} KB; memoryui checks claims, duplicates and "
            f"contradictions in memories up to {MAX_CHECKED_CHARS // 1000} KB"
        )
    return ""


@dataclass(frozen=True)
class Claim:
    kind: str
    argument: str
    sentence: str


def sentences(text: str) -> list[str]:
    return [s.strip() for s in SENTENCE_END_RE.split(text) if s.strip()]


WELL_KNOWN_BRANCHES = frozenset({"main", "master", "develop", "trunk"})


def _is_placeholder(token: str) -> bool:
    """ "release/YYYY.MM" and "00xx_...py" describe a pattern, not a file or a branch."""
    return "..." in token or "…" in token or bool(re.search(r"YYYY|MM\b|\bxx|xx_|<|>", token))


def merged_in(clause: str) -> bool:
    """The clause says a merge happened: "merged" with no mood word before it in the same
    stretch of text (no full stop between).

    Decided from the positions of the words, in one pass: the earlier regular expression
    ``mood[^.]*merged`` rescanned the rest of the clause from every mood word, which made
    100 KB of "merged not not …" take half a minute.
    """
    if ALWAYS_MOOD_RE.search(clause):
        return False
    said = False
    for part in clause.split("."):
        merges = [m.start() for m in MERGED_RE.finditer(part)]
        if not merges:
            continue
        mood = MOOD_RE.search(part)
        if mood is not None and mood.start() < merges[-1]:
            return False
        said = True
    return said


def _looks_like_path(token: str) -> bool:
    if len(token) > MAX_TOKEN:
        return False
    token = token.removeprefix("./")
    if " " in token or "://" in token or token.startswith(("/", "~", "-", "$", "..")):
        return False
    if _is_placeholder(token):
        return False
    if "/" not in token:
        # A bare "models.py" names no place in the project, and "billing.Invoice" or
        # "invoice.paid" are identifiers: checking them would only raise false alarms.
        return False
    if ".." in token.split("/") or not PATH_SHAPE_RE.match(token):
        return False
    # "2026/11" and "1.2.3" are dates and versions, not files.
    return not re.fullmatch(r"[\d./-]+", token) and token.lower() not in EXTENSIONS_OF_PROSE


def extract(text: str, memdir_paths: frozenset[str] = frozenset()) -> list[Claim]:
    """Every checkable claim in ``text``, each once, in order of appearance.

    ``memdir_paths`` are the memory's own siblings: a pointer to another memory file is not a
    claim about the project.
    """
    found: dict[tuple[str, str], Claim] = {}
    if too_large_to_check(text):
        return []
    for sentence in sentences(text):
        for kind, argument in _sentence_claims(sentence, memdir_paths):
            found.setdefault((kind, argument), Claim(kind, argument, sentence))
    return list(found.values())


def _sentence_claims(sentence: str, memdir_paths: frozenset[str]) -> list[tuple[str, str]]:
    """The (kind, argument) claims one sentence makes, in order."""
    gone = bool(GONE_RE.search(sentence))
    claims = [("url", url.rstrip(".,;:!?'\"")) for url in URL_RE.findall(sentence)]
    without_urls = URL_RE.sub(" ", sentence)
    if not gone:
        claims += [("path", path) for path in _paths(without_urls, memdir_paths)]
        claims += [("branch", name) for name in _branches(without_urls)]
    # Merged or not is decided per clause: "PR #415 is open, but PR #412 was merged."
    for clause in CLAUSE_RE.split(without_urls):
        if merged_in(clause):
            claims += [("pr-merged", m.group(1) or m.group(2)) for m in PR_RE.finditer(clause)]
    return claims


def _paths(text: str, memdir_paths: frozenset[str]) -> list[str]:
    candidates = [m for m in CODE_SPAN_RE.findall(text) if _looks_like_path(m)]
    candidates += [p.rstrip(".") for p in PLAIN_PATH_RE.findall(CODE_SPAN_RE.sub(" ", text))]
    found = []
    for candidate in candidates:
        path = candidate.rstrip("/").removeprefix("./")
        # "./manage.py" names no folder: as bare a name as "manage.py".
        if "/" in path and path not in memdir_paths:
            found.append(path)
    return found


def _branches(text: str) -> list[str]:
    quoted = set(CODE_SPAN_RE.findall(text))
    found = []
    for match in BRANCH_RE.finditer(text):
        name = match["a"] or match["b"] or match["c"]
        if not name or name.lower() in NOT_BRANCHES or name.isdigit() or _is_placeholder(name):
            continue
        # Unquoted prose after "branch" is usually a word, not a ref: require a ref shape.
        if name in quoted or "/" in name or name in WELL_KNOWN_BRANCHES:
            found.append(name)
    return found
