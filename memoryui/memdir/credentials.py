"""Credentials pasted into memory: found, named by kind, and hidden (issue 14).

A token pasted into a memory once is loaded into every session and shown to every teammate
who reads the memdir. This module finds them, with the provider patterns that secret scanners
agree on (the formats detect-secrets and gitleaks know) plus an entropy test for keyword
assignments, and replaces each with ``[redacted: kind]``.

The pure entry point for any reader outside Django (the recall hook, the MCP server) is
``redact(text)``: whatever it prints of a memory goes through it first. ``find`` says where
(line, kind, the span in the text) and never keeps the value: a ``Secret`` holds offsets only,
so nothing that stores findings can store what was found.

Every pattern is linear: no nested quantifier, each run bounded, possessive where a run could
otherwise be rescanned. A 1 MB memory of random base64 is scanned in a few tens of
milliseconds (``tests/test_credentials.py`` times every pattern on adversarial text).

The allowlist is small on purpose: detect-secrets' own inline ``pragma: allowlist secret``
(on the line, or ``pragma: allowlist nextline secret`` on the line before), values that are
documentation examples or placeholders (``AKIAIOSFODNN7EXAMPLE``, ``<your-token>``,
``${API_KEY}``, ``xxxx``), and an operator's dismissal in the review queue, pinned to the
memory's content like every review decision.
"""

from __future__ import annotations

import bisect
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .files import Topic

__all__ = ["KINDS", "Secret", "find", "marker", "redact", "redact_spans", "scrub", "scrub_topic"]

MARKER = "[redacted: {kind}]"
MARKER_RE = re.compile(r"\[redacted: [a-z0-9-]{1,40}\]")


@dataclass(frozen=True)
class Pattern:
    kind: str
    words: str  # what the operator reads: "an AWS access key"
    regex: re.Pattern[str]
    # The group holding the secret itself (0: the whole match).
    group: int = 0
    # Keyword assignments must also look random, or "password: see the vault" is a finding.
    entropy: float = 0.0
    # Literal strings one of which every match contains: a text holding none of them is not
    # searched with the regex at all, so a memdir without credentials costs a few substring
    # tests per file.
    needles: tuple[str, ...] = ()


def _p(
    kind: str,
    words: str,
    pattern: str,
    group: int = 0,
    entropy: float = 0.0,
    needles: tuple[str, ...] = (),
) -> Pattern:
    return Pattern(kind, words, re.compile(pattern), group, entropy, needles)


# Bounded on both sides by a non-token character, so a key is never found inside a longer run.
L = r"(?<![A-Za-z0-9_\-])"
R = r"(?![A-Za-z0-9_\-])"
PATTERNS: tuple[Pattern, ...] = (
    _p(
        "private-key",
        "a private key",
        r"-----BEGIN[ A-Z0-9]{0,30}PRIVATE KEY(?: BLOCK)?-----",
        needles=("PRIVATE KEY",),
    ),
    _p(
        "aws-access-key",
        "an AWS access key",
        rf"{L}(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{{16}}{R}",
        needles=("AKIA", "ASIA", "ABIA", "ACCA"),
    ),
    _p(
        "github-token",
        "a GitHub token",
        rf"{L}(?:gh[pousr]_[A-Za-z0-9]{{36,255}}|github_pat_[A-Za-z0-9_]{{60,255}}){R}",
        needles=("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
    ),
    _p(
        "gitlab-token",
        "a GitLab token",
        rf"{L}glpat-[A-Za-z0-9_\-]{{20,64}}{R}",
        needles=("glpat-",),
    ),
    _p(
        "slack-token",
        "a Slack token",
        rf"{L}xox[abposr]-[A-Za-z0-9\-]{{10,250}}{R}",
        needles=("xox",),
    ),
    _p(
        "slack-webhook",
        "a Slack webhook URL",
        r"https://hooks\.slack\.com/services/T[A-Z0-9]{6,12}/B[A-Z0-9]{6,12}/[A-Za-z0-9]{20,32}",
        needles=("hooks.slack.com",),
    ),
    _p(
        "stripe-key",
        "a Stripe secret key",
        rf"{L}(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{{20,250}}{R}",
        needles=("k_live_", "k_test_"),
    ),
    _p(
        "anthropic-key",
        "an Anthropic API key",
        rf"{L}sk-ant-[a-z0-9]{{2,12}}-[A-Za-z0-9_\-]{{32,250}}{R}",
        needles=("sk-ant-",),
    ),
    _p(
        "openai-key",
        "an OpenAI API key",
        rf"{L}sk-(?:(?:proj|svcacct|admin)-[A-Za-z0-9_\-]{{40,250}}"
        rf"|[A-Za-z0-9]{{20}}T3BlbkFJ[A-Za-z0-9]{{20}}){R}",
        needles=("sk-",),
    ),
    _p(
        "google-api-key",
        "a Google API key",
        rf"{L}AIza[0-9A-Za-z_\-]{{35}}{R}",
        needles=("AIza",),
    ),
    _p(
        "jwt",
        "a JSON web token",
        rf"{L}eyJ[A-Za-z0-9_\-]{{10,2000}}\.eyJ[A-Za-z0-9_\-]{{10,4000}}\.[A-Za-z0-9_\-]{{10,2000}}{R}",
        needles=("eyJ",),
    ),
    _p("twilio-key", "a Twilio API key", rf"{L}SK[0-9a-f]{{32}}{R}", needles=("SK",)),
    _p(
        "sendgrid-key",
        "a SendGrid API key",
        rf"{L}SG\.[A-Za-z0-9_\-]{{22}}\.[A-Za-z0-9_\-]{{43}}{R}",
        needles=("SG.",),
    ),
    _p("npm-token", "an npm token", rf"{L}npm_[A-Za-z0-9]{{36}}{R}", needles=("npm_",)),
    _p(
        "pypi-token",
        "a PyPI token",
        rf"{L}pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{{50,250}}{R}",
        needles=("pypi-",),
    ),
    _p("mailgun-key", "a Mailgun API key", rf"{L}key-[0-9a-zA-Z]{{32}}{R}", needles=("key-",)),
    _p(
        "huggingface-token",
        "a Hugging Face token",
        rf"{L}hf_[A-Za-z0-9]{{34,40}}{R}",
        needles=("hf_",),
    ),
    _p(
        "telegram-token",
        "a Telegram bot token",
        rf"(?<![0-9])[0-9]{{8,10}}:AA[0-9A-Za-z_\-]{{33}}{R}",
        needles=(":AA",),
    ),
    _p(
        "square-token",
        "a Square token",
        rf"{L}sq0(?:atp|csp)-[0-9A-Za-z_\-]{{22,43}}{R}",
        needles=("sq0",),
    ),
    _p(
        "shopify-token",
        "a Shopify token",
        rf"{L}shp(?:at|ca|pa|ss)_[a-fA-F0-9]{{32}}{R}",
        needles=("shp",),
    ),
    _p(
        "digitalocean-token",
        "a DigitalOcean token",
        rf"{L}do[opr]_v1_[a-f0-9]{{64}}{R}",
        needles=("_v1_",),
    ),
    _p(
        "azure-storage-key",
        "an Azure storage account key",
        r"AccountKey=([A-Za-z0-9+/]{86}==)",
        group=1,
        needles=("AccountKey=",),
    ),
    _p(
        "url-password",
        "a password in a URL",
        r"://[^\s:/@\"'<>]{1,100}:([^\s:/@\"'<>]{3,100})@",
        group=1,
        entropy=2.5,
        needles=("://",),
    ),
)
# A keyword assignment: the operator and the value are found first (a cheap scan), the
# keyword before the operator is then read from a few characters of text.
ASSIGNMENT = Pattern(
    "password",
    "a password or key assigned in the text",
    re.compile(r"(?P<op>=>|:=|[:=])[ \t]{0,4}[\"'`]?(?P<value>[^\s\"'`,;<>]{8,200})"),
    group=1,
    entropy=3.3,
)
AWS_SECRET = Pattern("aws-secret-key", "an AWS secret access key", ASSIGNMENT.regex, 1)
KEYWORD_RE = re.compile(
    r"(?:^|[^a-z0-9])(aws_?secret_?(?:access_?)?key|password|passwd|pwd|passphrase"
    r"|client_?secret|secret|api_?key|apikey|access_?token|auth_?token|secret_?key"
    r"|private_?key|token)[\"']?[ \t]{0,4}$"
)
KEYWORDS = ("pass", "pwd", "secret", "token", "key")
# After a keyword: the rest of its word ("password", "key_id"), a quote, the operator.
AFTER_KEYWORD_RE = re.compile(
    r"[a-z_]{0,12}[\"']?[ \t]{0,4}(?P<op>=>|:=|[:=])[ \t]{0,4}[\"'`]?"
    r"(?P<value>[^\s\"'`,;<>]{8,200})",
    re.IGNORECASE,
)
AWS_SECRET_RE = re.compile(r"[A-Za-z0-9/+=]{40}")
KINDS = {p.kind: p.words for p in (*PATTERNS, ASSIGNMENT, AWS_SECRET)}
PRIVATE_KEY_END_RE = re.compile(r"-----END[ A-Z0-9]{0,30}PRIVATE KEY(?: BLOCK)?-----")
# A private key's block ends within this many characters of its header, or at the header's line.
PRIVATE_KEY_SPAN = 20_000

# A call, an index, a template, a path or a URL: code and references, not a value.
CODE_VALUE_RE = re.compile(r"[(\[{]|^[/~.$%]|://")
DOTTED_NAME_RE = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+")

PRAGMA = "pragma: allowlist secret"
PRAGMA_NEXT = "pragma: allowlist nextline secret"
# Values that documentation and templates use in place of a real key.
EXAMPLE_VALUES = frozenset(
    {
        "AKIAIOSFODNN7EXAMPLE",
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    }
)
PLACEHOLDER_RE = re.compile(
    r"(?i)example|placeholder|dummy|redacted|changeme|your[_\-]|my[_\-]?(?:token|key|secret)"
    r"|x{4,}|\*{3,}|\.{3}|<[^>]{0,60}>|\$\{|\{\{"
    r"|^\$[A-Z_][A-Z0-9_]{2,}$|^%[A-Z_]+%$|^[A-Z_]{6,}$"
)


@dataclass(frozen=True)
class Secret:
    """Where one secret is: its kind, its file line, and its span in the text given.

    The value is not kept: a finding stored anywhere cannot carry it.
    """

    kind: str
    line: int
    start: int
    end: int

    @property
    def words(self) -> str:
        return KINDS.get(self.kind, "a secret")


def marker(kind: str) -> str:
    return MARKER.format(kind=kind)


def entropy(value: str) -> float:
    """Shannon entropy in bits per character: random keys score high, words and names low."""
    if not value:
        return 0.0
    counts: dict[str, int] = {}
    for char in value:
        counts[char] = counts.get(char, 0) + 1
    size = len(value)
    return -sum(n / size * math.log2(n / size) for n in counts.values())


def _looks_random(value: str, threshold: float) -> bool:
    """A keyword's value is a secret only if it looks random: mixed classes, high entropy.

    "password: see 1Password", "token = settings.API_TOKEN" or "pwd: /srv/app" are prose,
    code references and paths, not values.
    """
    if threshold <= 0:
        return True
    if CODE_VALUE_RE.search(value) or DOTTED_NAME_RE.fullmatch(value):
        return False
    digits = any(c.isdigit() for c in value)
    classes = sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            digits,
            any(not c.isalnum() for c in value),
        )
    )
    # Words joined by dashes ("see-the-team-vault") are prose: a value needs a digit or a
    # third kind of character. A short value cannot reach a long one's entropy: the bar is
    # three quarters of the most its length allows, up to the pattern's own.
    if classes < 3 and not (digits and classes >= 2):
        return False
    return entropy(value) >= min(threshold, 0.75 * math.log2(len(value)))


def _allowed(value: str) -> bool:
    return (
        value in EXAMPLE_VALUES
        or bool(PLACEHOLDER_RE.search(value))
        or bool(MARKER_RE.search(value))
    )


class _Lines:
    """Offsets to 1-based line numbers, by bisection over the newline positions."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0]
        position = text.find("\n")
        while position >= 0:
            self.starts.append(position + 1)
            position = text.find("\n", position + 1)

    def number(self, offset: int) -> int:
        return bisect.bisect_right(self.starts, offset)

    def line(self, number: int) -> str:
        if number < 1 or number > len(self.starts):
            return ""
        start = self.starts[number - 1]
        end = self.starts[number] - 1 if number < len(self.starts) else len(self.text)
        return self.text[start:end]


def _pragma(lines: _Lines, number: int) -> bool:
    return PRAGMA in lines.line(number) or PRAGMA_NEXT in lines.line(number - 1)


def _private_key_end(text: str, header_end: int) -> int:
    """Where a private key's block ends: its END line, else the first blank line after the
    header (a key pasted without its footer is still a key), within a bounded span."""
    limit = min(len(text), header_end + PRIVATE_KEY_SPAN)
    closing = PRIVATE_KEY_END_RE.search(text, header_end, limit)
    if closing:
        return closing.end()
    blank = text.find("\n\n", header_end, limit)
    return blank if blank >= 0 else limit


def _assignments(text: str) -> Iterator[tuple[Pattern, int, int]]:
    """Keyword assignments (``password = …``, ``api_key: …``), found from the keywords: each
    occurrence is one anchored match, so a text full of colons costs nothing more."""
    lowered = text.lower() if text.isascii() else None
    if lowered is None:
        # Lowercasing may change the length of non-ASCII text: offsets come from a scan.
        for match in ASSIGNMENT.regex.finditer(text):
            yield from _assignment(text, match.start("op"), match)
        return
    seen: set[int] = set()
    for keyword in KEYWORDS:
        position = lowered.find(keyword)
        while position >= 0:
            match = AFTER_KEYWORD_RE.match(text, position + len(keyword))
            if match is not None and match.start("value") not in seen:
                seen.add(match.start("value"))
                yield from _assignment(text, match.start("op"), match)
            position = lowered.find(keyword, position + 1)


def _assignment(
    text: str, operator: int, match: re.Match[str]
) -> Iterator[tuple[Pattern, int, int]]:
    before = text[max(0, operator - 40) : operator].lower()
    keyword = KEYWORD_RE.search(before)
    if keyword is None:
        return
    start, end = match.span("value")
    if keyword.group(1).startswith("aws") and AWS_SECRET_RE.fullmatch(text, start, end):
        yield AWS_SECRET, start, end
    else:
        yield ASSIGNMENT, start, end


# Which patterns a text could match, from one scan for every pattern's literal needles: a
# text holding none of them (most memories) is not searched with any provider pattern, which
# keeps a memdir without credentials cheap to read (a cold sync reads every file).
NEEDLES = tuple(sorted({n for p in PATTERNS for n in p.needles}))
BY_NEEDLE: dict[str, list[Pattern]] = {}
for _pattern in PATTERNS:
    for _needle in _pattern.needles:
        BY_NEEDLE.setdefault(_needle, []).append(_pattern)


def _candidates(text: str) -> list[Pattern]:
    present = [needle for needle in NEEDLES if needle in text]
    if not present:
        return []
    wanted = {id(p) for needle in present for p in BY_NEEDLE[needle]}
    return [p for p in PATTERNS if id(p) in wanted]


def _matches(text: str) -> Iterator[tuple[Pattern, int, int]]:
    for pattern in _candidates(text):
        for match in pattern.regex.finditer(text):
            start, end = match.span(pattern.group)
            if pattern.kind == "private-key":
                end = _private_key_end(text, match.end())
            yield pattern, start, end
    yield from _assignments(text)


def find(text: str, first_line: int = 1) -> list[Secret]:
    """Every secret in ``text``, in order; ``line`` counted from ``first_line``.

    Where two patterns claim one span (a keyword assignment whose value is a provider key),
    the provider's kind wins: it is listed first.
    """
    if not text:
        return []
    lines: _Lines | None = None
    taken: list[tuple[int, int]] = []
    found: list[Secret] = []
    for pattern, start, end in _matches(text):
        if any(start < b and a < end for a, b in taken):
            continue
        value = text[start:end]
        if pattern.kind not in ("private-key", "aws-secret-key"):
            if _allowed(value) or not _looks_random(value, pattern.entropy):
                continue
        if lines is None:
            # Made only when there is something to number: most texts hold no secret.
            lines = _Lines(text)
        number = lines.number(start)
        if _pragma(lines, number):
            continue
        taken.append((start, end))
        found.append(Secret(pattern.kind, number + first_line - 1, start, end))
    found.sort(key=lambda s: s.start)
    return found


def redact_spans(text: str, found: list[Secret]) -> str:
    """``text`` with each of ``found`` replaced by ``[redacted: kind]``."""
    if not found:
        return text
    parts: list[str] = []
    position = 0
    for secret in sorted(found, key=lambda s: s.start):
        if secret.start < position:
            continue
        parts += [text[position : secret.start], marker(secret.kind)]
        position = secret.end
    parts.append(text[position:])
    return "".join(parts)


def redact(text: str) -> str:
    """``text`` as a viewer, a search result or the recall hook may see it: every secret
    replaced by ``[redacted: kind]``. Pure and fast; safe to call on any memory text."""
    if not text:
        return text
    return redact_spans(text, find(text))


def scrub(value: Any) -> Any:
    """A JSON-like value (a memory's frontmatter) with every string redacted."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {key: scrub(item) for key, item in value.items()}
    if isinstance(value, list):
        return [scrub(item) for item in value]
    return value


def scrub_topic(topic: Topic) -> Topic:
    """A read memory with its secrets redacted in every field a page, a search or a twin
    shows (its body, name, description, aliases and frontmatter)."""
    topic.body = redact(topic.body)
    topic.name = redact(topic.name)
    topic.description = redact(topic.description)
    topic.aliases = [redact(alias) for alias in topic.aliases]
    topic.meta = scrub(topic.meta)
    return topic
