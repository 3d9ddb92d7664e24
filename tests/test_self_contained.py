"""A fresh clone passes its tests: nothing the tests, the benchmark, the load script or CI run
may read from outside the repository (the team's reference folder beside a checkout is not
there for a newcomer, nor on a CI machine)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
CHECKED = [".ci/run", "Makefile", "pyproject.toml"]
# The examples below are spelt in pieces, so that this file's own lines are not findings.
SHARED = "shared"
UP = ".parent"

# Each names a way out of the repository; a line matching any is a finding.
OUTSIDE = [
    (re.compile(r"\.\./" + SHARED + r"\b"), "reads ../" + SHARED),
    (re.compile(rf"\b{SHARED}/(?:examples|tools)\b"), f"names {SHARED}/examples or tools"),
    (
        re.compile(rf"[\"']{SHARED}[\"']\s*/\s*[\"'](?:examples|tools)[\"']"),
        f"builds a path into {SHARED}/",
    ),
    # A root the file computed, then left: the root's parent is the folder beside the checkout.
    (
        re.compile(r"\b(?:REPO|ROOT|CHECKOUT|BASE_DIR|PROJECT_ROOT)\.parent\b"),
        "goes above the repository root",
    ),
]
PARENT_CHAIN = re.compile(r"__file__\W*(?:\.(?:resolve|absolute)\(\))?((?:\.parent\b)+)")
PARENTS_INDEX = re.compile(r"__file__\W*(?:\.(?:resolve|absolute)\(\))?\.parents\[(\d+)\]")


def checked_files() -> list[Path]:
    found = [p for p in (REPO / "tests").rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    return sorted(found) + [REPO / name for name in CHECKED if (REPO / name).is_file()]


def escapes(rel: str, text: str) -> list[str]:
    """Every line of ``text`` (the file at ``rel``) that reaches outside the repository."""
    # How many folders a path anchored at this file may climb and stay inside the repository:
    # from tests/x.py, Path(__file__).parent.parent is the root and parents[1] is too.
    depth = rel.count("/")
    findings = []
    for number, line in enumerate(text.splitlines(), start=1):
        reasons = [why for pattern, why in OUTSIDE if pattern.search(line)]
        for chain in PARENT_CHAIN.findall(line):
            if chain.count(".parent") > depth + 1:
                reasons.append(f"climbs {chain.count('.parent')} folders from {rel}")
        for index in PARENTS_INDEX.findall(line):
            if int(index) > depth:
                reasons.append(f"parents[{index}] of {rel} is outside the repository")
        findings += [f"{rel}:{number}: {why}: {line.strip()}" for why in reasons]
    return findings


def test_the_check_reads_the_files_that_could_reach_outside():
    # An empty or wrong list would make the test below pass by reading nothing.
    names = {p.relative_to(REPO).as_posix() for p in checked_files()}
    assert {"tests/benchmark.py", "tests/load.py", "tests/test_cliff.py"} <= names
    assert {"tests/tools/gen_memdir.py", "tests/tools/floors.py", ".ci/run", "Makefile"} <= names


def test_nothing_the_tests_or_ci_run_reads_outside_the_repository():
    findings = []
    for path in checked_files():
        text = path.read_bytes().decode("utf-8", errors="replace")
        findings += escapes(path.relative_to(REPO).as_posix(), text)
    assert findings == [], "copy what these need into the repository:\n" + "\n".join(findings)


@pytest.mark.parametrize(
    "line",
    [
        f'VECTORS = Path(__file__).resolve(){UP * 3} / "{SHARED}" / "examples"',
        f'GEN = REPO{UP} / "{SHARED}" / "tools" / "gen_memdir.py"',
        f"python3 ../{SHARED}/tools/floors.py build",
        f"see {SHARED}/examples/cliff/",
        f"HERE = Path(__file__).parents[{2}]",
        f"TOP = Path(__file__){UP * 3}",
        f"TOP = os.path.join(ROOT{UP}, 'elsewhere')",
    ],
)
def test_the_check_finds_each_way_out_of_the_repository(line):
    assert escapes("tests/test_x.py", line)


@pytest.mark.parametrize(
    "rel, line",
    [
        ("tests/test_x.py", "REPO = Path(__file__).resolve().parent.parent"),
        ("tests/test_x.py", "REPO = Path(__file__).resolve().parents[1]"),
        ("tests/tools/x.py", f"REPO = Path(__file__).resolve(){UP * 3}"),
        ("tests/tools/x.py", f"REPO = Path(__file__).resolve().parents[{2}]"),
        ("tests/test_x.py", 'assert "one shared technology word" in reason'),
        (".ci/run", 'cd "$(dirname "$0")/.."'),
    ],
)
def test_the_check_lets_paths_inside_the_repository_be(rel, line):
    assert escapes(rel, line) == []
