"""The shape of the labelled lint data: memdirs written in code, each with what a careful
operator would flag in it.

A memdir is a module under ``tests/lint_eval/tuning/`` or ``tests/lint_eval/heldout/``
exposing ``MEMDIR = LintMemdir(...)``. ``expect`` lists every finding an operator agrees with:
the check's id, the file and, where it matters, the line. Labels say what the notes mean, and
were written with them, before the lint ran; every memdir is fully labelled, so any other
finding counts against precision. Notes that only look like a problem (a date that is written,
mutual "see also" links, a short command block) are there on purpose.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
import re
import string
from dataclasses import dataclass

HALVES = ("tuning", "heldout")


@dataclass(frozen=True)
class Expect:
    check: str
    path: str
    line: int | None = None  # None: anywhere in the file


@dataclass(frozen=True)
class LintMemdir:
    name: str
    domain: str
    files: dict[str, str]
    expect: tuple[Expect, ...]
    profile: str = "claude-code"
    notes: str = ""


def yaml_value(value: str) -> str:
    """A value as it must be written to stay one YAML string: quoted when a colon, a comment
    mark or a leading sign would change what the YAML says (as the agent's own writer does)."""
    if re.search(r": | #|^[\[\]{}&*!|>'\"%@`#,?-]", value) or value != value.strip():
        return "'" + value.replace("'", "''") + "'"
    return value


def topic(name: str, description: str, kind: str, body: str, **extra: object) -> str:
    """A topic file as the agent writes it; ``description=None`` leaves the key out."""
    lines = ["---", f"name: {yaml_value(name)}"]
    if description is not None:
        lines.append(f"description: {yaml_value(description)}")
    if kind is not None:
        lines.append(f"type: {kind}")
    lines += [f"{key}: {value}" for key, value in extra.items()]
    return "\n".join(lines) + "\n---\n" + body


def index(*lines: str) -> str:
    return "\n".join(lines) + "\n"


def token(
    prefix: str, length: int, seed: str, alphabet: str = string.ascii_letters + string.digits
) -> str:
    """A credential in a provider's shape, made here so no source file holds one."""
    rng = random.Random(seed)
    return prefix + "".join(rng.choice(alphabet) for _ in range(length))


def load(half: str) -> list[LintMemdir]:
    package = importlib.import_module(f"tests.lint_eval.{half}")
    found = []
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        module = importlib.import_module(f"tests.lint_eval.{half}.{info.name}")
        found.append(module.MEMDIR)
    return found
