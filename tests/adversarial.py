"""How long each extractor, renderer and detector takes on hostile memory text.

    .venv/bin/python tests/adversarial.py [--size 100000] [--budget 1.0]

Memory text is untrusted, and viewers can open any memory: one memory whose text makes a
regular expression backtrack, or python-markdown rescan, used to take a 2-4 worker site down
(26 s for 100 KB of "merged not not …", 12 s for a 100 KB dotted token, 14 s for 10 KB of "[").
Each line here is one hostile text and one piece of code, with the seconds it took and
whether that is within the budget. Not collected by pytest: timings belong in a script that
prints figures, not in timed tests (``tests/test_hostile_text.py`` checks the behaviour).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tests.settings")

import django  # noqa: E402

django.setup()

from memoryui.memdir import claims, detect, duplicates, subjects, values  # noqa: E402
from memoryui.memdir.files import FileStat, parse_topic  # noqa: E402
from memoryui.rendering import render_markdown  # noqa: E402


def hostile(size: int) -> dict[str, str]:
    """Texts built to trip each known kind of super-linear pattern, ``size`` characters each."""
    unit = {
        "merged not not": "merged " + "not ",
        "dotted token": "a.",
        "slashed token": "a/",
        "open brackets": "[",
        "image brackets": "![",
        "unclosed links": "[a](",
        "unclosed autolinks": "<http://",
        "unclosed anchors": "<a href='",
        "unclosed fences": "```\n",
        "spaces then hash": " ",
        "branch words": "branch ",
        "pr numbers": "PR #1 merged, ",
        "backtick runs": "`a.b.c",
        "nested list": "  - x\n",
        # Each day of a month is a span the amounts skip; checked one by one against every
        # number, 30,000 of them cost 40 s.
        "days of a month": "3月5日 ",
        "amounts after": "5 € 3.000 km ",
        # A count's digits were tried from each digit of the run: 150,000 digits took minutes.
        "one long number": "1",
    }
    texts = {}
    for name, piece in unit.items():
        count = max(1, size // len(piece))
        if name == "nested list":
            # Each level is indented one step more: about sqrt(size) levels make size characters.
            depth = int((size / 2) ** 0.5)
            texts[name] = "".join("  " * i + "- x\n" for i in range(depth))
        else:
            texts[name] = piece * count
    return texts


def frontmatter_of(text: str) -> bytes:
    return ("---\nname: x\ntype: project\ndescription: " + text[:60_000] + "\n---\nB.\n").encode()


CHECKS: dict[str, Callable[[str], object]] = {
    "claims": claims.extract,
    "values": lambda text: values.values(text, capitalised_nouns=False),
    "detector keys": lambda text: (duplicates.entities(text), subjects.statement_texts(text)),
    "markdown": render_markdown,
    "frontmatter": lambda text: parse_topic(FileStat("x.md", 0, 0, 0), frontmatter_of(text)),
    "curate pair": lambda text: detect.detect(
        [
            detect.Note("a.md", "project", "active", "", "a", "a", text + " `x` `y` `z`"),
            detect.Note("b.md", "project", "active", "", "b", "b", text + " `x` `y` `z`!"),
        ]
    ),
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=100_000, help="characters per hostile text")
    parser.add_argument("--budget", type=float, default=1.0, help="seconds allowed per check")
    args = parser.parse_args()
    worst, failures = 0.0, 0
    print(f"{'text':22} {'check':14} {'seconds':>8}  verdict")
    for name, text in hostile(args.size).items():
        for check, run in CHECKS.items():
            started = time.perf_counter()
            run(text)
            seconds = time.perf_counter() - started
            worst = max(worst, seconds)
            ok = seconds <= args.budget
            failures += not ok
            print(f"{name:22} {check:14} {seconds:8.3f}  {'ok' if ok else 'OVER BUDGET'}")
    print(f"\nworst {worst:.3f} s against a budget of {args.budget:.1f} s; {failures} over budget")
    return 0


if __name__ == "__main__":
    sys.exit(main())
