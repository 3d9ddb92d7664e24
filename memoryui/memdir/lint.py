"""The lint: every rot a careful operator would catch, one small function per check.

Each check has a stable id, a level (error, warning, hint), the sentence an operator reads,
and its fix: a link to the edit, a one-click fix where one is safe (remove a duplicate
bullet, drop a hook that restates the description, add the missing pointer, join an entry
that spilled onto a second line), or a dismissal pinned to the content as review decisions
are. Checks are deterministic and linear in the text (``tests/test_lint.py`` times each on
adversarial input); silence beats noise, so each one asks for evidence before it speaks.

Two scopes. ``file_findings`` looks at one file on its own (its frontmatter, its body, the
credentials in it) and runs when the file is read; ``memdir_findings`` looks across the
memdir (pointers, names, links between memories) from plain facts, which the projection
gives from its tables and ``lint_scan`` from a scan. Each check asks the profile whether it
applies (``Profile.lint_applies``): a memory bank's ``activeContext.md`` holds the current
task by design, so "transient state" is no finding there.
"""

from __future__ import annotations

import hashlib
import itertools
import posixpath
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import credentials
from .files import TYPES, Frontmatter, split_frontmatter
from .index import POINTER_RE
from .links import MARKDOWN_LINK_RE, Link, Targets, _markdown_target, _prose_lines

if TYPE_CHECKING:
    from .profiles.base import Profile
    from .scan import Scan

ERROR, WARNING, HINT = "error", "warning", "hint"
LEVELS = (ERROR, WARNING, HINT)


@dataclass(frozen=True)
class Check:
    """One lint check: what the registry, the pages and the weekly pass know of it."""

    id: str
    level: str
    title: str  # the section of /review/
    sentence: str  # why it matters, in plain words
    # The weekly-pass row it counts towards (an existing row where one already counts it).
    row: str
    # What the profile must offer for the check to apply: "frontmatter", "index", "types".
    needs: frozenset[str] = frozenset()
    # The one-click fix, when one is safe: its button's words.
    one_click: str = ""


def _c(
    id: str,
    level: str,
    title: str,
    sentence: str,
    row: str = "",
    needs: Iterable[str] = (),
    one_click: str = "",
) -> Check:
    return Check(id, level, title, sentence, row or f"lint_{level}s", frozenset(needs), one_click)


CHECKS: tuple[Check, ...] = (
    _c(
        "secret",
        ERROR,
        "Secrets in memory",
        "A credential in memory is loaded into every session and shown to everyone who reads "
        "the memdir: rotate it, then redact it here.",
        row="secrets",
    ),
    _c(
        "dead-link",
        ERROR,
        "Dead links between memories",
        "The link names no memory in the memdir: the agent following it finds nothing.",
        row="dead_memory_links",
    ),
    _c(
        "dangling-pointer",
        ERROR,
        "Dangling pointers in MEMORY.md",
        "The pointer names a file that is not in the memdir.",
        row="dead_links",
        needs={"index"},
        one_click="Remove the line",
    ),
    _c(
        "orphan",
        WARNING,
        "Orphans",
        "No line of MEMORY.md points to it: the agent sees it only if recall finds it.",
        row="orphans",
        needs={"index"},
        one_click="Add the missing pointer",
    ),
    _c(
        "linked-mid-sentence",
        WARNING,
        "Linked only mid-sentence",
        "MEMORY.md mentions it only inside a sentence, not as a pointer of its own: read as an "
        "index, it has no entry.",
        needs={"index"},
        one_click="Add the missing pointer",
    ),
    _c(
        "duplicate-pointer",
        WARNING,
        "Files bulleted twice",
        "A second pointer to the same file costs index lines and says nothing new.",
        needs={"index"},
        one_click="Remove the duplicate bullet",
    ),
    _c(
        "ambiguous-link",
        WARNING,
        "Links to a name two files claim",
        "Two memories answer to this name: which one the link means depends on the reader.",
    ),
    _c(
        "name-claimed-twice",
        WARNING,
        "Names claimed twice",
        "Two memories share one name: links and recall cannot tell them apart. Merge them, or "
        "rename one.",
        needs={"frontmatter"},
    ),
    _c(
        "blank-description",
        WARNING,
        "Blank descriptions",
        "The agent recalls a topic file by its description: without one it is never recalled.",
        needs={"frontmatter"},
    ),
    _c(
        "unknown-type",
        WARNING,
        "Types outside the four",
        "A memory's type is one of user, feedback, project and reference; another value (or "
        "none) changes how it ages and how it is recalled.",
        needs={"frontmatter", "types"},
    ),
    _c(
        "frontmatter-only",
        WARNING,
        "Frontmatter and little else",
        "The file holds its frontmatter and almost no text: there is nothing to remember.",
        needs={"frontmatter"},
    ),
    _c(
        "feedback-why",
        WARNING,
        "Feedback without Why and How to apply",
        "A feedback memory states the rule, then a “Why:” line and a “How to apply:” line, "
        "so that the agent can judge the cases the rule does not name.",
        needs={"frontmatter", "types"},
    ),
    _c(
        "transient-state",
        WARNING,
        "Transient task state",
        "Next steps and work in progress belong to the task, not to memory: next session they "
        "are stale and the agent takes them for the plan.",
    ),
    _c(
        "relative-date",
        WARNING,
        "Relative dates in project notes",
        '"Yesterday" and "next Friday" become false silently: write the date.',
    ),
    _c(
        "code-dump",
        WARNING,
        "Code dumps",
        "Memory holds what to do and why; the code itself lives in the repository, where it is "
        "kept up to date.",
    ),
    _c(
        "code-derivable",
        WARNING,
        "What the code or git log already says",
        "File lists, directory trees and commit logs are read from the repository when needed; "
        "copied into memory, they go stale.",
    ),
    _c(
        "index-line-wraps",
        WARNING,
        "Index entries spilling onto a second line",
        "Each MEMORY.md entry is one line: the continuation is read as raw content, not as part "
        "of the entry.",
        needs={"index"},
        one_click="Join it onto one line",
    ),
    _c(
        "name-mismatch",
        HINT,
        "Names that disagree with the file name",
        "The name, written as a file name would be, shares no word with the file's own: the "
        "file was renamed, or the name copied from another memory.",
        needs={"frontmatter"},
    ),
    _c(
        "hook-restates",
        HINT,
        "Index hooks that restate the description",
        "The pointer's hook repeats the description word for word: the line can be shorter.",
        needs={"index"},
        one_click="Drop the hook",
    ),
    _c(
        "empty-heading",
        HINT,
        "Headings with nothing under them",
        "A heading with no text under it is a section someone meant to write.",
    ),
    _c(
        "self-link",
        HINT,
        "Links to themselves",
        "The memory links to itself: the link leads nowhere new.",
    ),
    _c(
        "link-cycle",
        HINT,
        "Link cycles",
        "Following the links leads back to where it started, through three or more memories.",
    ),
)
BY_ID = {check.id: check for check in CHECKS}
# The weekly-pass rows that lint adds (the others already exist and count from the index).
ROWS = ("secrets", "dead_memory_links", "lint_errors", "lint_warnings", "lint_hints")


@dataclass(frozen=True)
class Finding:
    """One thing the lint found: which check, where (file and 1-based line), in words.

    ``key`` tells two findings of one check in one file apart without their line (which
    moves when lines are added above); ``fix`` names the one-click fix and its arguments.
    A message never quotes more of the memory than the phrase it is about, and never a
    secret.
    """

    check: str
    path: str
    line: int | None
    message: str
    key: str = ""
    fix: dict[str, Any] = field(default_factory=dict)
    # Every memory the finding is about (the first is ``path``), for the review queue.
    paths: tuple[str, ...] = ()

    @property
    def level(self) -> str:
        return BY_ID[self.check].level

    @property
    def item_id(self) -> str:
        text = "\n".join(["lint", self.check, self.path, self.key])
        return "l" + hashlib.sha256(text.encode()).hexdigest()[:15]

    def as_json(self) -> dict[str, Any]:
        """The ``lint`` row of a memory's twin and of /review/ (issue 14)."""
        return {
            "id": self.check,
            "level": self.level,
            "path": self.path,
            "line": self.line,
            "message": self.message,
            "item": self.item_id,
            "fix": self.fix.get("kind") or None,
        }


def applicable(profile: Profile) -> list[Check]:
    return [check for check in CHECKS if profile.lint_applies(check.id, check.needs)]


# --- one file --------------------------------------------------------------------------------


@dataclass
class FileText:
    """One memory file as the per-file checks see it."""

    path: str
    text: str  # the whole file, BOM removed
    body: str
    body_line: int  # the file line the body starts on
    meta: dict[str, Any] | None  # the frontmatter, None without one
    type: str = ""
    name: str = ""
    description: str = ""
    frontmatter_lines: list[str] = field(default_factory=list)
    # Frontmatter that does not read as YAML: the file is a problem, listed as such, and the
    # checks that would read it as text without frontmatter keep quiet.
    broken: bool = False

    @classmethod
    def of(cls, path: str, text: str) -> FileText:
        text = text.removeprefix("\ufeff")
        found = split_frontmatter(text)
        if isinstance(found, Frontmatter):
            from . import yamlsafe

            try:
                meta = yamlsafe.load(found.yaml_text) if found.yaml_text.strip() else {}
            except yamlsafe.YAMLRefused:
                meta = None
            broken = not isinstance(meta, dict)
            meta = None if broken else meta
            body = text[found.body_start :]
            lines = found.yaml_text.split("\n")
            item = cls(path, text, body, found.closing_line + 1, meta, frontmatter_lines=lines)
            item.broken = broken
        else:
            item = cls(path, text, text, 1, None)
        if item.meta is not None:
            nested = item.meta.get("metadata")
            kind = item.meta.get("type")
            if kind is None and isinstance(nested, dict):
                kind = nested.get("type")
            item.type = "" if kind is None else str(kind)
            item.name = str(item.meta.get("name") or "")
            item.description = str(item.meta.get("description") or "")
        return item

    def field_line(self, key: str) -> int:
        """The file line of a frontmatter key (the opening ``---`` when it is absent)."""
        for number, line in enumerate(self.frontmatter_lines, start=2):
            if line.startswith(f"{key}:") or line.lstrip().startswith(f"{key}:"):
                return number
        return 1


FileCheck = Callable[[FileText], Iterator[Finding]]
FILE_CHECKS: dict[str, FileCheck] = {}


def _file_check(check_id: str) -> Callable[[FileCheck], FileCheck]:
    def register(function: FileCheck) -> FileCheck:
        FILE_CHECKS[check_id] = function
        return function

    return register


def _prose(item: FileText) -> Iterator[tuple[int, str]]:
    """The body's lines outside fenced code, inline code blanked, with file line numbers."""
    return _prose_lines(item.body, item.body_line)


@_file_check("secret")
def check_secret(item: FileText) -> Iterator[Finding]:
    seen: dict[tuple[str, int], int] = {}
    for secret in credentials.find(item.text):
        count = seen.get((secret.kind, secret.line), 0)
        seen[(secret.kind, secret.line)] = count + 1
        yield Finding(
            "secret",
            item.path,
            secret.line,
            f"Line {secret.line} holds what looks like {secret.words}.",
            key=f"{secret.kind}:{_line_key(item.text, secret.line)}:{count}",
            fix={"kind": "redact"},
        )


def _line_key(text: str, number: int) -> str:
    """A short hash of a line's text with its secrets blanked: a key that names the line
    without storing what is on it."""
    lines = text.split("\n")
    line = lines[number - 1] if 0 < number <= len(lines) else ""
    return hashlib.sha256(credentials.redact(line).strip().encode()).hexdigest()[:8]


@_file_check("blank-description")
def check_blank_description(item: FileText) -> Iterator[Finding]:
    if item.meta is not None and not item.description.strip():
        yield Finding(
            "blank-description",
            item.path,
            item.field_line("description") if "description" in item.meta else 1,
            "The description is blank: the agent's recall cannot choose this file.",
            fix={"kind": "edit"},
        )


@_file_check("unknown-type")
def check_unknown_type(item: FileText) -> Iterator[Finding]:
    if item.meta is None or item.type in TYPES:
        return
    said = f"type {item.type!r}" if item.type else "no type"
    yield Finding(
        "unknown-type",
        item.path,
        item.field_line("type") if item.type else 1,
        f"It has {said}; a memory is user, feedback, project or reference.",
        fix={"kind": "edit"},
    )


WORD_RE = re.compile(r"\w+")
MARKUP_LINE_RE = re.compile(r"^\s{0,3}(?:#{1,6}\s|[-*_]{3,}\s*$)")


@_file_check("frontmatter-only")
def check_frontmatter_only(item: FileText) -> Iterator[Finding]:
    if item.meta is None:
        return
    words = 0
    # Code and tables are content too: only markup (headings, rules, fences) is not.
    for line in item.body.split("\n"):
        if MARKUP_LINE_RE.match(line) or FENCE_RE.match(line):
            continue
        words += len(WORD_RE.findall(line))
        if words >= 4:
            return
    yield Finding(
        "frontmatter-only",
        item.path,
        item.body_line,
        "Below its frontmatter the file holds "
        + ("nothing." if words == 0 else f"only {words} word{'s' if words > 1 else ''}."),
        fix={"kind": "edit"},
    )


# The two lines Claude Code's guidance asks of a feedback memory, in the languages the notes
# are written in: a Spanish note says "**Por qué:**", not "**Why:**".
WHY_WORDS = r"why|por qu[ée]|warum|pourquoi|perch[ée]|porqu[eê]|为什么|原因|理由|이유|왜"
HOW_WORDS = (
    r"how to apply|c[óo]mo aplicar(?:lo)?|wie anwenden|anwendung|comment appliquer"
    r"|come applicar(?:e|lo)|como aplicar|如何应用|如何适用|適用方法|적용 방법|적용법"
)
WHY_RE = re.compile(
    rf"^\s{{0,3}}(?:[-*+]\s+)?(?:\*\*|__)?(?:{WHY_WORDS})(?:\*\*|__)?\s*[:：]", re.IGNORECASE
)
HOW_RE = re.compile(
    rf"^\s{{0,3}}(?:[-*+]\s+)?(?:\*\*|__)?(?:{HOW_WORDS})(?:\*\*|__)?\s*[:：]", re.IGNORECASE
)


def _starts(pattern: re.Pattern[str], line: str) -> bool:
    # The bold may close after the colon too: "**Why:** because".
    line = line.replace(":**", "**:").replace(":__", "__:").replace("：**", "**：")
    return bool(pattern.match(line))


@_file_check("feedback-why")
def check_feedback_why(item: FileText) -> Iterator[Finding]:
    if item.type != "feedback":
        return
    lines = [line for _, line in _prose(item)]
    missing = []
    if not any(_starts(WHY_RE, line) for line in lines):
        missing.append("“Why:”")
    if not any(_starts(HOW_RE, line) for line in lines):
        missing.append("“How to apply:”")
    if missing:
        yield Finding(
            "feedback-why",
            item.path,
            item.body_line,
            f"This feedback has no {' and no '.join(missing)} line.",
            fix={"kind": "edit"},
        )


TRANSIENT_RE = re.compile(
    r"(?i)^\s{0,3}(?:[-*+]\s+|#{1,6}\s+)?(?:\*\*)?(?:next steps?|next up|todo|to-?do|wip"
    r"|in progress|status: in progress|remaining steps|still to do)(?:\*\*)?\s*(?::|$)"
    r"|\b(?:currently working on|i(?:'m| am) (?:in the middle of|halfway through)"
    r"|left off (?:at|with)|pick up where|continue from (?:step|where)|to be continued"
    r"|resume (?:from|at) step"
    r"|we are (?:halfway|midway) through)\b"
)


@_file_check("transient-state")
def check_transient_state(item: FileText) -> Iterator[Finding]:
    if item.type in ("user", "feedback"):
        # A standing rule or a person's profile is not task state, whatever words it uses.
        return
    for number, line in _prose(item):
        match = TRANSIENT_RE.search(line)
        if match:
            phrase = match.group(0).strip(" -*#+:").strip()
            yield Finding(
                "transient-state",
                item.path,
                number,
                f'Line {number} records task state ("{phrase}"): it is stale by the next session.',
                fix={"kind": "edit"},
            )
            return


WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
RELATIVE_RE = re.compile(
    r"(?i)\b(?:yesterday|today|tonight|tomorrow|the day (?:before|after) (?:yesterday|tomorrow)"
    r"|the other day"
    rf"|(?:last|next|this) (?:week|month|year|quarter|sprint|weekend|morning|afternoon"
    rf"|evening|night|{WEEKDAYS})"
    r"|(?:a|one|two|three|four|five|six|a few|\d{1,3}) (?:days?|weeks?|months?) ago"
    r"|in (?:a|one|two|three|four|five|\d{1,2}) (?:days?|weeks?)"
    r"|gestern|vorgestern|übermorgen|letzte woche|nächste woche|ayer|anteayer"
    r"|la semana (?:pasada|que viene)|la próxima semana)\b"
    r"|昨天|明天|前天|后天|上周|下周|어제|내일|그저께|지난주|다음 주"
)
# A line that says the date itself anchors its "today": "today (2026-03-02)".
ABSOLUTE_DATE_RE = re.compile(
    r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\.\d{1,2}\.\d{2,4}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b"
    r"|(?i:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}\b)"
    r"|(?i:\b\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b)"
    r"|\d{4}년|\d{1,2}월 ?\d{1,2}일|\d{1,2}月\d{1,2}日"
)
QUOTED_RE = re.compile(r"\"[^\"\n]{0,200}\"|“[^”\n]{0,200}”")


@_file_check("relative-date")
def check_relative_date(item: FileText) -> Iterator[Finding]:
    # Project notes: a rule or a profile says "every Friday", not "next Friday".
    if item.meta is not None and item.type != "project":
        return
    for number, line in _prose(item):
        unquoted = QUOTED_RE.sub(" ", line)
        match = RELATIVE_RE.search(unquoted)
        if match and not ABSOLUTE_DATE_RE.search(line):
            yield Finding(
                "relative-date",
                item.path,
                number,
                f'Line {number} says "{match.group(0)}": write the date, since this will be '
                "read on another day.",
                key=match.group(0).lower(),
                fix={"kind": "edit"},
            )
            return


FENCE_RE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
CODE_DUMP_LINES = 20


@_file_check("code-dump")
def check_code_dump(item: FileText) -> Iterator[Finding]:
    fence = ""
    start = 0
    for number, line in enumerate(item.body.split("\n"), start=item.body_line):
        opened = FENCE_RE.match(line)
        if fence:
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence):
                size = number - start - 1
                if size >= CODE_DUMP_LINES:
                    yield _dump(item, start, size)
                    return
                fence = ""
            continue
        if opened:
            fence, start = opened.group(1), number
    if fence:
        size = item.body_line + item.body.count("\n") - start
        if size >= CODE_DUMP_LINES:
            yield _dump(item, start, size)


def _dump(item: FileText, start: int, size: int) -> Finding:
    return Finding(
        "code-dump",
        item.path,
        start,
        f"Lines {start}-{start + size + 1} are a {size}-line code block: keep the rule and "
        "point to the file that holds the code.",
        fix={"kind": "edit"},
    )


PATH_ITEM_RE = re.compile(
    r"^\s{0,8}(?:[-*+]|\d{1,3}[.)])\s+`?(?:\./)?(?:[\w.\-]{1,80}/){0,12}[\w\-]{1,80}\.[A-Za-z0-9]{1,8}`?"
    r"(?:\s*(?:[-—:–]|\()\s*.{0,80})?$"
)
TREE_RE = re.compile(r"^\s{0,40}(?:[│|]\s{0,4}){0,12}(?:├──|└──|├─|└─|\|--|`--)")
COMMIT_RE = re.compile(r"^\s{0,4}(?:[-*+]\s+)?`?[0-9a-f]{7,40}`?\s+\S")
DERIVABLE_RUN = 6


@_file_check("code-derivable")
def check_code_derivable(item: FileText) -> Iterator[Finding]:
    kinds = (
        (PATH_ITEM_RE, "a list of files"),
        (TREE_RE, "a directory tree"),
        (COMMIT_RE, "a list of commits"),
    )
    # Directory trees are usually fenced: these lines are looked at inside code too.
    lines = list(enumerate(item.body.split("\n"), start=item.body_line))
    for pattern, words in kinds:
        run_start, run = 0, 0
        for number, line in lines:
            if pattern.match(line):
                run_start = number if run == 0 else run_start
                run += 1
                if run >= DERIVABLE_RUN:
                    yield Finding(
                        "code-derivable",
                        item.path,
                        run_start,
                        f"Line {run_start} starts {words}: the repository already says this, "
                        "and the copy here goes stale.",
                        key=words,
                        fix={"kind": "edit"},
                    )
                    return
            elif line.strip():
                run = 0


HEADING_RE = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t#]*$")


def empty_headings(lines: Iterable[tuple[int, str]]) -> Iterator[tuple[int, str]]:
    """Headings followed (past blank lines) by a heading of the same or a higher level, or by
    the end: a section with nothing in it. A subsection under it is content."""
    pending: tuple[int, int, str] | None = None
    for number, line in lines:
        match = HEADING_RE.match(line)
        if match:
            level = len(match.group(1))
            if pending is not None and level <= pending[1]:
                yield pending[0], pending[2]
            pending = (number, level, (match.group(2) or "").strip())
        elif line.strip():
            pending = None
    if pending is not None:
        yield pending[0], pending[2]


@_file_check("empty-heading")
def check_empty_heading(item: FileText) -> Iterator[Finding]:
    for number, title in empty_headings(_prose(item)):
        yield Finding(
            "empty-heading",
            item.path,
            number,
            f'The heading "{_short(title)}" on line {number} has nothing under it.',
            key=title,
            fix={"kind": "edit"},
        )


NAME_WORD_RE = re.compile(r"[^\W\d_]{3,}", re.UNICODE)


def _stems(text: str) -> set[str]:
    folded = unicodedata.normalize("NFKD", text).casefold()
    # Three letters: "sulphites" and "sulfite", "pool" and "pooling" share a word.
    return {word[:3] for word in NAME_WORD_RE.findall(folded)}


@_file_check("name-mismatch")
def check_name_mismatch(item: FileText) -> Iterator[Finding]:
    name = item.name.strip()
    if not name or not name.isascii() or re.search(r"\s", name):
        # A name with spaces is a title ("Who's who on the team" in people.md): it need not
        # repeat the file name. A name written as an identifier ("redis-config") is the file
        # name it once had; one in another script cannot share its words: no evidence.
        return
    stem = posixpath.basename(item.path).rsplit(".", 1)[0]
    name_words, stem_words = _stems(name), _stems(stem.replace("_", " ").replace("-", " "))
    if not name_words or not stem_words:
        return
    joined_name = re.sub(r"[\W_]+", "", name.casefold())
    joined_stem = re.sub(r"[\W_]+", "", stem.casefold())
    if name_words & stem_words or joined_stem in joined_name or joined_name in joined_stem:
        return
    yield Finding(
        "name-mismatch",
        item.path,
        item.field_line("name"),
        f'The name "{_short(name)}" shares no word with the file name {stem!r}.',
        fix={"kind": "edit"},
    )


def _short(text: str, limit: int = 80) -> str:
    text = credentials.redact(" ".join(text.split()))
    return text if len(text) <= limit else text[: limit - 1] + "…"


def file_findings(
    path: str, text: str, profile: Profile, *, checks: Iterable[str] | None = None
) -> list[Finding]:
    """Every per-file finding for one memory file, as the profile says which apply."""
    item = FileText.of(path, text)
    wanted = set(checks) if checks is not None else None
    if item.broken:
        wanted = {"secret"} & (wanted if wanted is not None else {"secret"})
    found: list[Finding] = []
    for check in applicable(profile):
        function = FILE_CHECKS.get(check.id)
        if function is None or (wanted is not None and check.id not in wanted):
            continue
        found.extend(function(item))
    return found


# --- across the memdir -----------------------------------------------------------------------


@dataclass(frozen=True)
class MemoryFacts:
    path: str
    name: str = ""
    description: str = ""
    superseded: bool = False
    has_pointer: bool = False


@dataclass(frozen=True)
class LineFacts:
    """One MEMORY.md line as the index checks need it."""

    number: int
    text: str
    kind: str  # pointer | heading | blank | raw | hidden
    target_path: str = ""
    exists: bool = False
    duplicate: bool = False
    title: str = ""
    target: str = ""


@dataclass
class Facts:
    """What the memdir checks look at: memories, MEMORY.md's lines, links between memories.

    ``paths`` are every file a link may reach (problem files included: a link to a file that
    is there but broken is not dead).
    """

    memories: list[MemoryFacts]
    lines: list[LineFacts] | None
    links: list[Link]
    paths: set[str] = field(default_factory=set)
    index_sha: str = ""

    def targets(self) -> Targets:
        names = {m.path: m.name for m in self.memories if m.name}
        return Targets(self.paths | {m.path for m in self.memories}, names)


MemdirCheck = Callable[[Facts, dict[str, Any]], Iterator[Finding]]
MEMDIR_CHECKS: dict[str, MemdirCheck] = {}


def _memdir_check(check_id: str) -> Callable[[MemdirCheck], MemdirCheck]:
    def register(function: MemdirCheck) -> MemdirCheck:
        MEMDIR_CHECKS[check_id] = function
        return function

    return register


INDEX = "MEMORY.md"


def _index_fix(kind: str, facts: Facts, **args: Any) -> dict[str, Any]:
    return {"kind": kind, "base_sha256": facts.index_sha, **args}


@_memdir_check("dangling-pointer")
def check_dangling_pointer(facts: Facts, _: dict) -> Iterator[Finding]:
    for line in facts.lines or []:
        if line.kind == "pointer" and not line.exists:
            where = "leaves the memdir" if not line.target_path else "is not in the memdir"
            yield Finding(
                "dangling-pointer",
                INDEX,
                line.number,
                f"Line {line.number} points to {_short(line.target)}, which {where}.",
                key=line.target,
                fix=_index_fix("index-remove", facts, line=line.number),
            )


@_memdir_check("duplicate-pointer")
def check_duplicate_pointer(facts: Facts, _: dict) -> Iterator[Finding]:
    first: dict[str, int] = {}
    for line in facts.lines or []:
        if line.kind != "pointer" or not line.target_path:
            continue
        if line.target_path in first:
            yield Finding(
                "duplicate-pointer",
                INDEX,
                line.number,
                f"Line {line.number} points to {line.target_path} again (first on line "
                f"{first[line.target_path]}).",
                key=f"{line.target_path}:{_text_key(line.text)}",
                fix=_index_fix("index-remove", facts, line=line.number),
                paths=(INDEX, line.target_path),
            )
        else:
            first[line.target_path] = line.number


def _text_key(text: str) -> str:
    return hashlib.sha256(text.strip().encode()).hexdigest()[:8]


def _mid_sentence_targets(facts: Facts) -> dict[str, int]:
    """Memories MEMORY.md links to only inside text (a raw line, or a pointer's hook), with
    the first line that does."""
    found: dict[str, int] = {}
    known = {unicodedata.normalize("NFC", m.path): m.path for m in facts.memories}
    for line in facts.lines or []:
        if line.kind not in ("raw", "pointer", "heading"):
            continue
        text = line.text
        if line.kind == "pointer":
            match = POINTER_RE.match(text.rstrip("\r"))
            text = match["rest"] if match else ""
        if "](" not in text:
            continue
        for match in MARKDOWN_LINK_RE.finditer(text):
            written = _markdown_target(match["dest"])
            if written is None:
                continue
            path = known.get(unicodedata.normalize("NFC", posixpath.normpath(written[0])))
            if path is not None:
                found.setdefault(path, line.number)
    return found


@_memdir_check("orphan")
def check_orphan(facts: Facts, shared: dict) -> Iterator[Finding]:
    if facts.lines is None:
        return
    mid = shared.setdefault("mid", _mid_sentence_targets(facts))
    for memory in facts.memories:
        if memory.has_pointer or memory.superseded or memory.path in mid:
            continue
        yield Finding(
            "orphan",
            memory.path,
            None,
            "No line of MEMORY.md points to it.",
            fix=_index_fix("index-add", facts, target=memory.path),
        )


@_memdir_check("linked-mid-sentence")
def check_linked_mid_sentence(facts: Facts, shared: dict) -> Iterator[Finding]:
    if facts.lines is None:
        return
    mid = shared.setdefault("mid", _mid_sentence_targets(facts))
    for memory in facts.memories:
        number = mid.get(memory.path)
        if number is None or memory.has_pointer or memory.superseded:
            continue
        yield Finding(
            "linked-mid-sentence",
            memory.path,
            None,
            f"MEMORY.md links to it only inside the text of line {number}, not as a pointer.",
            fix=_index_fix("index-add", facts, target=memory.path),
        )


CONTINUATION_RE = re.compile(r"^(?:[ \t]{2,}\S|[a-z(—–,;&])")


@_memdir_check("index-line-wraps")
def check_index_line_wraps(facts: Facts, _: dict) -> Iterator[Finding]:
    lines = facts.lines or []
    for before, line in itertools.pairwise(lines):
        if before.kind != "pointer" or line.kind != "raw":
            continue
        if not CONTINUATION_RE.match(line.text):
            continue
        yield Finding(
            "index-line-wraps",
            INDEX,
            line.number,
            f"Line {line.number} continues the entry of line {before.number} on a line of its own.",
            key=f"{before.target_path}:{_text_key(line.text)}",
            fix=_index_fix("index-join", facts, line=before.number),
            paths=(INDEX, *((before.target_path,) if before.exists else ())),
        )


@_memdir_check("empty-heading")
def check_index_empty_heading(facts: Facts, _: dict) -> Iterator[Finding]:
    shown = [
        (line.number, line.text.rstrip("\r")) for line in facts.lines or [] if line.kind != "hidden"
    ]
    for number, title in empty_headings(shown):
        yield Finding(
            "empty-heading",
            INDEX,
            number,
            f'The heading "{_short(title)}" on line {number} of MEMORY.md has nothing under it.',
            key=title,
            fix={"kind": "index"},
        )


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", unicodedata.normalize("NFKC", text).casefold())


@_memdir_check("hook-restates")
def check_hook_restates(facts: Facts, _: dict) -> Iterator[Finding]:
    descriptions = {m.path: m.description for m in facts.memories}
    for line in facts.lines or []:
        if line.kind != "pointer" or not line.exists:
            continue
        match = POINTER_RE.match(line.text.rstrip("\r"))
        hook = re.sub(r"^\s*(?:—|–|--|-|:)\s*", "", match["rest"] if match else "").strip()
        description = descriptions.get(line.target_path, "")
        hook_words, described = _words(hook), _words(description)
        if len(hook_words) < 3 or not described:
            continue
        if hook_words == described or (
            set(hook_words) <= set(described) and len(hook_words) >= 0.8 * len(described)
        ):
            yield Finding(
                "hook-restates",
                INDEX,
                line.number,
                f"The hook on line {line.number} repeats the description of {line.target_path}.",
                key=f"{line.target_path}:{_text_key(line.text)}",
                fix=_index_fix("index-hook", facts, line=line.number),
                paths=(INDEX, line.target_path),
            )


@_memdir_check("name-claimed-twice")
def check_name_claimed_twice(facts: Facts, _: dict) -> Iterator[Finding]:
    by_name: dict[str, list[str]] = {}
    for memory in facts.memories:
        key = unicodedata.normalize("NFC", memory.name).strip().casefold()
        if key and not memory.superseded:
            by_name.setdefault(key, []).append(memory.path)
    for paths in by_name.values():
        if len(paths) < 2:
            continue
        for path in sorted(paths):
            others = [p for p in sorted(paths) if p != path]
            yield Finding(
                "name-claimed-twice",
                path,
                None,
                f"{', '.join(others[:3])} claim{'s' if len(others) == 1 else ''} the same name.",
                fix={"kind": "merge", "with": others[0]},
                paths=(path, *others),
            )


def _resolved(facts: Facts, shared: dict) -> list[tuple[Link, list[str]]]:
    if "resolved" not in shared:
        targets = facts.targets()
        shared["resolved"] = [(link, targets.candidates(link)) for link in facts.links]
    return shared["resolved"]


def _source(link: Link) -> str:
    """The memory a link is in (an entry's link belongs to its entry's memory id)."""
    return link.source


@_memdir_check("dead-link")
def check_dead_link(facts: Facts, shared: dict) -> Iterator[Finding]:
    counts: dict[tuple[str, str], int] = {}
    for link, found in _resolved(facts, shared):
        if found:
            continue
        shown = f"[[{link.target}]]" if link.style == "wikilink" else link.target
        n = counts.get((link.source, link.target), 0)
        counts[(link.source, link.target)] = n + 1
        yield Finding(
            "dead-link",
            _source(link),
            link.line,
            f"Line {link.line} links to {_short(shown)}: no memory in the memdir has that "
            + ("name." if link.style == "wikilink" else "path."),
            key=f"{link.target}:{n}",
            fix={"kind": "edit"},
        )


@_memdir_check("ambiguous-link")
def check_ambiguous_link(facts: Facts, shared: dict) -> Iterator[Finding]:
    for link, found in _resolved(facts, shared):
        if link.style != "wikilink" or len(found) < 2:
            continue
        yield Finding(
            "ambiguous-link",
            _source(link),
            link.line,
            f"Line {link.line} links to [[{_short(link.target)}]], a name {len(found)} memories "
            f"answer to ({', '.join(found[:3])}); it reaches {found[0]}.",
            key=link.target,
            fix={"kind": "edit"},
            paths=(_source(link), *found),
        )


@_memdir_check("self-link")
def check_self_link(facts: Facts, shared: dict) -> Iterator[Finding]:
    for link, found in _resolved(facts, shared):
        if found and found[0] == link.source:
            yield Finding(
                "self-link",
                link.source,
                link.line,
                f"Line {link.line} links to this memory itself.",
                key=link.target,
                fix={"kind": "edit"},
            )


@_memdir_check("link-cycle")
def check_link_cycle(facts: Facts, shared: dict) -> Iterator[Finding]:
    graph: dict[str, set[str]] = {}
    for link, found in _resolved(facts, shared):
        if found and found[0] != link.source:
            graph.setdefault(link.source, set()).add(found[0])
    for component in strongly_connected(graph):
        if len(component) < 3:
            # Two memories linking to each other are a cross-reference, not a loop.
            continue
        members = sorted(component)
        yield Finding(
            "link-cycle",
            members[0],
            None,
            f"Links lead from here through {len(members) - 1} other memories and back "
            f"({', '.join(members[1:4])}{', …' if len(members) > 4 else ''}).",
            key=",".join(members),
            paths=tuple(members),
        )


def strongly_connected(graph: dict[str, set[str]]) -> list[set[str]]:
    """Tarjan's components, iteratively: a chain of 10,000 links must not hit the recursion
    limit, and a cycle is walked once."""
    walk = _Tarjan(graph)
    for root in sorted(graph):
        if root not in walk.index:
            walk.visit(root)
    return walk.found


class _Tarjan:
    def __init__(self, graph: dict[str, set[str]]) -> None:
        self.graph = graph
        self.index: dict[str, int] = {}
        self.low: dict[str, int] = {}
        self.stack: list[str] = []
        self.on_stack: set[str] = set()
        self.found: list[set[str]] = []

    def _enter(self, node: str) -> Iterator[str]:
        self.index[node] = self.low[node] = len(self.index)
        self.stack.append(node)
        self.on_stack.add(node)
        return iter(sorted(self.graph.get(node, ())))

    def visit(self, root: str) -> None:
        work = [(root, self._enter(root))]
        while work:
            node, children = work[-1]
            child = next((c for c in children if c not in self.index or c in self.on_stack), None)
            if child is not None and child not in self.index:
                work.append((child, self._enter(child)))
                continue
            if child is not None:
                self.low[node] = min(self.low[node], self.index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                self.low[parent] = min(self.low[parent], self.low[node])
            if self.low[node] == self.index[node]:
                self._pop_component(node)

    def _pop_component(self, node: str) -> None:
        component = set()
        while True:
            member = self.stack.pop()
            self.on_stack.discard(member)
            component.add(member)
            if member == node:
                break
        self.found.append(component)


def memdir_findings(facts: Facts, profile: Profile) -> list[Finding]:
    """Every finding that looks across the memdir, for the checks the profile applies."""
    shared: dict[str, Any] = {}
    found: list[Finding] = []
    for check in applicable(profile):
        function = MEMDIR_CHECKS.get(check.id)
        if function is not None:
            found.extend(function(facts, shared))
    return found


# --- a whole scan (the evaluation, and the projection's reference answer) -------------------


def lint_scan(scan: Scan, texts: dict[str, str]) -> list[Finding]:
    """Every finding of a scanned memdir; ``texts`` holds each readable file's text."""
    from .files import body_first_line
    from .links import links as find_links

    profile = scan.profile
    found: list[Finding] = []
    for path, text in sorted(texts.items()):
        # The index is looked at line by line across the memdir; read alone, only for secrets.
        only = ("secret",) if profile.is_index(path) else None
        found += file_findings(path, text, profile, checks=only)
    memories = []
    all_links: list[Link] = []
    pointed = set()
    if scan.index is not None:
        pointed = {p.target_path for p in scan.index.pointers if p.exists}
    for path, topic in sorted(scan.topics.items()):
        if topic.problem is not None:
            continue
        memories.append(
            MemoryFacts(
                path,
                topic.name,
                topic.description,
                topic.status == "superseded",
                unicodedata.normalize("NFC", path) in pointed,
            )
        )
        first = body_first_line(texts[topic.file].encode()) if topic.file in texts else 1
        all_links += find_links(topic.body, path, first_line=first if not topic.entry else 1)
    lines = None
    if scan.index is not None:
        lines = [
            LineFacts(
                line.number,
                line.text,
                line.kind,
                line.target_path or "",
                line.exists,
                line.duplicate,
                line.title,
                line.target,
            )
            for line in scan.index.lines
        ]
    problems = {p for p, t in scan.topics.items() if t.problem is not None}
    facts = Facts(memories, lines, all_links, problems)
    found += memdir_findings(facts, profile)
    return found
