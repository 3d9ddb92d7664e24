"""Each note read once: what it is about (weighted terms), its statements and their values.

A profile is built once per curate run and reused by every pair the note is part of, so the
cost of reading stays linear in the memdir's size.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from .lexicon import (
    AFTER_INCIDENT_RE,
    ALWAYS_RE,
    CHANGE_RE,
    FROM_DATE_RE,
    INCIDENT_RE,
    NEVER_RE,
    OPEN_QUESTIONS_RE,
    PREFERENCE_WORDS_RE,
    PURPOSE_RE,
    REJECTED_RE,
    WITHOUT_RE,
    says_updated,
)
from .subject_terms import Idf, fold, terms
from .values import EMPHASIS_RE, Value, people, values

# How much more a word of the name, description, aliases or file name says about the subject
# than a word of the body.
HEAD_WEIGHT = 2.0
# Statements of a note compared with another's; what a note is about still counts them all.
MAX_STATEMENTS = 40
SHORT = 4
SHORT_CHARS = 600
# Marks a statement read from a table row (a space: invisible in the evidence once stripped).
ROW_MARK = "\u2060"
# Sentences end at . ! ? (and their CJK forms), semicolons, line ends and table rows.
# A German date's day ends no sentence: "Seit 1. März buchen Patient:innen über Samedi".
_GERMAN_MONTHS = (
    r"(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November"
    r"|Dezember|Jan|Feb|Mär|Apr|Jun|Jul|Aug|Sep|Sept|Okt|Nov|Dez)\b"
)
# The spaces after a day are taken whole (possessive), or "1.  März" splits between them.
STATEMENT_END_RE = re.compile(
    rf"(?<=[.!?])(?<!\b\d\.)(?<!\b\d\d\.)\s+|(?<=\b\d\.)\s++(?!{_GERMAN_MONTHS})"
    rf"|(?<=\b\d\d\.)\s++(?!{_GERMAN_MONTHS})|[。！？]\s*|\n+"
)
# Clauses of one sentence: "reload them; don't restart", "…, but…", "—".
# "In die Kühlbox, nicht in den Rucksack, und nach der Tour auswischen": a "not" after a comma
# rules out the alternative, and an "and" after one starts another rule; neither belongs to
# the clause before or after it.
CLAUSE_END_RE = re.compile(
    r"[;；:：—–]\s*|,\s+(?:but|aber|pero|sino|and|und|y)\s+"
    r"|,\s+(?=(?:not|never|nicht|nie|no|nunca)\s)|，|、|\s-\s"
)
FENCE_RE = re.compile(r"^[ ]{0,3}(`{3,}|~{3,})")
LIST_MARK_RE = re.compile(r"^\s*(?:[-*+]\s+(?:\[[ xX]\]\s*)?|\d+[.)]\s+|#+\s+|>\s*)")
QUOTE_SPAN_RE = re.compile(r"[“\"„«「『][^“”\"„«»「」『』\n]{3,200}[”\"“»」』]")
TABLE_RULE_RE = re.compile(r"^\s*\|?\s*:?-{2,}")
DAY_MONTH_RE = re.compile(
    r"^\W{0,3}(?:\d{1,2}\.?\s?(?:jan|feb|m[aä]r|apr|ma[yi]|jun|jul|aug|sep|o[ck]t|nov|de[cz])"
    r"|(?:el\s+)?\d{1,2}\s+de\s+[a-z]+|\d{1,2}\s?월\s?\d{1,2}\s?일|\d{1,2}\s?月\s?\d{1,2}\s?日)",
    re.IGNORECASE,
)
GERMAN_RE = re.compile(r"\b(?:der|die|das|und|ist|nicht|mit|den|dem|ein|eine|zu|im|wir|auf)\b")
ENGLISH_OR_SPANISH_RE = re.compile(r"\b(?:the|and|is|of|to|el|la|los|las|y|es|en|con|que)\b")


@dataclass
class Statement:
    """One sentence (or table row) of a note, with what it is about and what it says."""

    text: str
    terms: frozenset[str]
    values: tuple[Value, ...]
    change: bool
    clauses: tuple[tuple[frozenset[str], int], ...]
    # Says something changed, beyond "instead" and "new".
    updated: bool = False
    # Its names (people, places, products), each key with the text as written.
    names: dict[str, str] = field(default_factory=dict)


@dataclass
class Profile:
    """A note as the detectors see it. Its statements are read on first use: most notes of a
    large memdir are never compared with another closely enough to need them."""

    path: str
    head: frozenset[str]
    # The words of its name and file name alone: what the note is named after.
    title: frozenset[str]
    words: frozenset[str]
    texts: list[str]
    incident: bool
    open_questions: bool
    german: bool = False
    rejected: bool = False
    rows: int = 0
    # The words the memdir writes in lower case (shared by every profile of one run).
    lowercase: frozenset[str] = frozenset()
    # The name or description says this is the newer word ("from 2026", "now", "new").
    newer: bool = False
    # Whom the name or description is about ("How Dana wants…"), as name keys.
    people: frozenset[str] = frozenset()
    vector: dict[str, float] = field(default_factory=dict)
    norm: float = 0.0
    _statements: list[Statement] | None = None

    @property
    def short(self) -> bool:
        """A note this short is about one thing throughout: each statement is about its
        subject. Table rows count by their length only: a small table is one statement."""
        prose = len(self.texts) - self.rows
        return prose <= SHORT and sum(map(len, self.texts)) <= SHORT_CHARS

    @property
    def says_a_change(self) -> bool:
        """One of its statements says something changed ("now", "seit", "改为")."""
        return any(s.updated for s in self.statements)

    def changed_statements(self) -> list[Statement]:
        """Its statements that say something changed. A long note's other statements are not
        read for it: most of a large memdir's long notes say no such thing, and reading all
        their values doubled the detection pass."""
        if self._statements is not None:
            return [s for s in self._statements if s.updated]
        read = (
            read_statement(t, german=self.german, rejected=self.rejected, lowercase=self.lowercase)
            for t in self.texts
            if says_updated(t)
        )
        return [s for s in read if s.updated]

    @property
    def statements(self) -> list[Statement]:
        if self._statements is None:
            self._statements = [
                read_statement(
                    t, german=self.german, rejected=self.rejected, lowercase=self.lowercase
                )
                for t in self.texts
            ]
        return self._statements


def head_text(name: str, description: str, path: str, aliases: Iterable[str] = ()) -> str:
    """The words a note is recalled by, its file name included ("flour-delivery-2026")."""
    stem_of_path = path.rsplit("/", 1)[-1].removesuffix(".md")
    return "\n".join([name, description, re.sub(r"[-_.]+", " ", stem_of_path), *aliases])


def without_fences(body: str) -> list[str]:
    """The body's lines with fenced code blanked, in one pass (linear on unclosed fences)."""
    kept: list[str] = []
    fence = ""
    for line in body.split("\n"):
        opener = FENCE_RE.match(line)
        if fence:
            if opener and opener.group(1)[0] == fence[0] and len(opener.group(1)) >= len(fence):
                fence = ""
            kept.append("")
        elif opener:
            fence = opener.group(1)
            kept.append("")
        else:
            kept.append(line)
    return kept


def _blocks(body: str) -> list[str]:
    """Paragraphs, list items and table rows, with hard-wrapped lines joined again: notes are
    often wrapped at 90 columns, and a sentence cut in two would lose its subject."""
    blocks: list[str] = []
    current: list[str] = []
    for line in without_fences(body):
        stripped = line.strip()
        starts_block = (
            not stripped or stripped.startswith("|") or LIST_MARK_RE.match(line) is not None
        )
        if starts_block and current:
            blocks.append(" ".join(current))
            current = []
        if stripped.startswith("|"):
            blocks.append(stripped)
        elif stripped:
            current.append(stripped)
    if current:
        blocks.append(" ".join(current))
    return blocks


def statement_texts(body: str) -> list[str]:
    """Sentences of the prose, and each table row read with its header ("room living room
    day 21 °C night 17 °C"), list marks taken off."""
    found: list[str] = []
    header: list[str] = []
    for block in _blocks(body):
        if block.startswith("|"):
            cells = [c.strip() for c in block.strip("|").split("|")]
            if TABLE_RULE_RE.match(block):
                continue
            if not header:
                header = cells
                continue
            row = " ".join(f"{h} {c}" for h, c in zip(header, cells, strict=False))
            found.append(ROW_MARK + row)
            continue
        header = []
        prose = LIST_MARK_RE.sub("", block)
        found += [s.strip() for s in STATEMENT_END_RE.split(prose) if s and s.strip()]
    return found


def polarity(clause: str) -> int:
    """+1 for a rule said as always or must, -1 for never, stop or not, 0 for neither."""
    negatives = [m.group(0) for m in NEVER_RE.finditer(clause)]
    positive = ALWAYS_RE.search(PURPOSE_RE.sub(" ", clause)) is not None
    if negatives:
        # Two negations, one of them "without", forbid one thing only to require another
        # ("ohne Sonnenhut geht kein Kind in den Garten"): neither a plain ban nor a plain
        # requirement, so no rule to reverse.
        without = WITHOUT_RE.search(clause)
        others = [n for n in negatives if not WITHOUT_RE.fullmatch(n)]
        return 0 if without and others else -1
    return 1 if positive else 0


def read_statement(
    text: str, *, german: bool, rejected: bool, lowercase: frozenset[str] = frozenset()
) -> Statement:
    text = text.removeprefix(ROW_MARK)
    # A quoted proposal that was turned down is not what the note says.
    said = QUOTE_SPAN_RE.sub(" ", text) if rejected else text
    plain = EMPHASIS_RE.sub("", said)
    # Clauses matter only to a rule said as always or never: most statements have no such word.
    clauses: tuple[tuple[frozenset[str], int], ...] = ()
    if polarity(plain):
        clauses = tuple(
            (frozenset(terms(c)), polarity(c)) for c in CLAUSE_END_RE.split(plain) if c.strip()
        )
    found = tuple(values(said, capitalised_nouns=german, lowercase=lowercase))
    # One scan for both: the change words are a long alternation, read once per statement.
    changes = [m.group(0) for m in CHANGE_RE.finditer(said)]
    return Statement(
        text=text,
        terms=frozenset(terms(plain)),
        values=found,
        names={v.value: v.shown for v in found if v.slot == "name"},
        change=bool(changes),
        clauses=clauses,
        updated=any(not PREFERENCE_WORDS_RE.match(word) for word in changes),
    )


# Enough text to tell the language by its function words.
LANGUAGE_SAMPLE = 2000


def is_german(text: str) -> bool:
    folded = fold(text[:LANGUAGE_SAMPLE])
    return len(GERMAN_RE.findall(folded)) > len(ENGLISH_OR_SPANISH_RE.findall(folded))


def profile(
    path: str,
    name: str,
    description: str,
    body: str,
    aliases: Iterable[str] = (),
    lowercase: frozenset[str] = frozenset(),
) -> Profile:
    head = head_text(name, description, path, aliases)
    german = is_german(f"{description}\n{body}")
    rejected = REJECTED_RE.search(body) is not None
    texts = statement_texts(body)
    said = "\n".join(texts)
    if rejected:
        said = QUOTE_SPAN_RE.sub(" ", said)
    head_terms = frozenset(terms(head))
    words = head_terms | frozenset(terms(EMPHASIS_RE.sub("", said)))
    return Profile(
        path=path,
        head=head_terms,
        title=frozenset(terms(head_text(name, "", path))),
        words=words,
        # Pairs compare statements with statements: a 200 KB note must not cost its square.
        texts=texts[:MAX_STATEMENTS],
        rows=sum(1 for t in texts[:MAX_STATEMENTS] if t.startswith(ROW_MARK)),
        lowercase=lowercase,
        german=german,
        rejected=rejected,
        incident=is_incident(name, description, body),
        open_questions=is_open_questions(name, description, body),
        newer=is_newer(f"{name}\n{description}\n{path}"),
        people=frozenset(people(f"{name}\n{description}", capitalised_nouns=german)),
    )


YEAR_RE = re.compile(r"(?<!\d)20\d\d(?!\d)")


def is_newer(head: str) -> bool:
    return says_updated(head) or YEAR_RE.search(head) is not None


def is_incident(name: str, description: str, body: str) -> bool:
    """The record of one event (an incident, a complaint, one night that went wrong): it says
    what happened once, so it contradicts no standing rule or fact."""
    head = f"{name}\n{description}"
    # Named after an incident, unless every mention of it says what came after it.
    after = [m.span() for m in AFTER_INCIDENT_RE.finditer(head)]
    for m in INCIDENT_RE.finditer(head):
        if not any(a <= m.start() and m.end() <= b for a, b in after):
            return True
    first = LIST_MARK_RE.sub("", next((line for line in body.splitlines() if line.strip()), ""))
    return DAY_MONTH_RE.search(first) is not None and FROM_DATE_RE.search(first) is None


def is_open_questions(name: str, description: str, body: str) -> bool:
    """A list of open questions is never contradicted by the note that settled one."""
    if OPEN_QUESTIONS_RE.search(f"{name}\n{description}"):
        return True
    questions = sum(1 for line in body.splitlines() if line.rstrip().endswith(("?", "？")))
    return questions >= 3


def weigh(profiles: list[Profile]) -> Idf:
    """Give each profile its subject vector: every term weighted by its rarity here."""
    idf = Idf(p.words for p in profiles)
    for p in profiles:
        p.vector = {t: idf(t) * (HEAD_WEIGHT if t in p.head else 1.0) for t in p.words}
        p.norm = math.sqrt(sum(w * w for w in p.vector.values())) or 1.0
    return idf


def similarity(a: Profile, b: Profile) -> float:
    """Cosine of the two subject vectors: how much the notes are about the same thing."""
    # The shared terms by a set intersection (in C): most terms of two notes differ.
    va, vb = a.vector, b.vector
    dot = sum(va[t] * vb[t] for t in va.keys() & vb.keys())
    return dot / (a.norm * b.norm)


def different_people(a: Profile, b: Profile) -> bool:
    """Each note is about someone the other never mentions: Dana's preferences and Marcus's
    are both true."""
    only_a = {key for key in a.people if not set(key.split()) <= b.words}
    only_b = {key for key in b.people if not set(key.split()) <= a.words}
    return bool(only_a and only_b)
