"""The incremental projection must equal a whole scan of the memdir, whatever happened to it.

``memdir.scan.scan`` reads everything at once with the same core functions; the projection is
built incrementally, by difference, with caches. After each change below, both must say the
same about every file: what is a memory and what a problem, each memory's load, the orphans,
what the cliff hides, and the index's cliff.
"""

from __future__ import annotations

import os

import pytest

from memoryui.memdir.scan import scan
from memoryui.models import IndexFile, IndexLine, Memory, Problem
from memoryui.projection import reconcile
from tests.conftest import MemdirBuilder

BASE = 1_790_000_000


def projected() -> dict[str, object]:
    index = IndexFile.objects.first()
    return {
        "memories": sorted(Memory.objects.values_list("path", flat=True)),
        "problems": sorted(Problem.objects.values_list("path", "kind")),
        "loads": dict(Memory.objects.values_list("path", "load")),
        "recall": sorted(
            Memory.objects.filter(recall_eligible=True).values_list("path", flat=True)
        ),
        "orphans": sorted(Memory.objects.orphans().values_list("path", flat=True)),
        "hidden": sorted(Memory.objects.hidden_by_cliff().values_list("path", flat=True)),
        "dead": list(IndexLine.objects.dead().values_list("target", flat=True)),
        "cliff": (index.loaded_lines, index.first_cut_line) if index else None,
    }


def scanned(root) -> dict[str, object]:
    found = scan(str(root))
    ok = {p for p, t in found.topics.items() if t.problem is None}
    return {
        "memories": sorted(ok),
        "problems": sorted((p, t.problem.kind) for p, t in found.topics.items() if t.problem),
        "loads": found.loads,
        "recall": sorted(found.recall_eligible & ok),
        "orphans": found.orphans,
        "hidden": sorted(found.hidden_by_cliff),
        "dead": found.index.dead_links if found.index else [],
        "cliff": (found.index.cliff.loaded_lines, found.index.cliff.first_cut_line)
        if found.index
        else None,
    }


def build(memdir: MemdirBuilder) -> None:
    for n in range(12):
        memdir.topic(f"notes/n{n}.md", description=f"Note {n}", mtime=BASE + n)
    memdir.topic("user/role.md", description="Role", type="user", mtime=BASE + 100)
    memdir.write("broken.md", "---\nname: [unclosed\n---\nx\n", mtime=BASE + 50)
    memdir.write("cafe\u0301.md", "---\nname: café\ndescription: d\ntype: project\n---\nx\n")
    lines = [f"- [N{n}](notes/n{n}.md) — note {n}" for n in range(8)]
    memdir.index("# Index", *lines, "- [Gone](gone.md)", "- [Café](caf\u00e9.md)", "Raw.")


CHANGES = {
    "nothing": lambda _: None,
    "a file added": lambda m: m.topic("notes/new.md", description="New", mtime=BASE + 500),
    "a file removed": lambda m: os.unlink(m.root / "notes/n3.md"),
    "a file broken": lambda m: m.write("notes/n4.md", "---\nname: [\n---\n", mtime=BASE + 4),
    "a file repaired": lambda m: m.topic("broken.md", description="Fixed", mtime=BASE + 50),
    "the index cut": lambda m: m.index(*[f"## {n}" for n in range(199)], "- [N0](notes/n0.md)"),
    "the index gone": lambda m: os.unlink(m.root / "MEMORY.md"),
    "the window moved": lambda m: os.utime(m.root / "notes/n0.md", (BASE + 900, BASE + 900)),
}


@pytest.mark.parametrize("change", sorted(CHANGES))
def test_the_projection_equals_a_whole_scan_after(db, memdir, change):
    build(memdir)
    reconcile()
    assert projected() == scanned(memdir.root)
    CHANGES[change](memdir)
    reconcile()
    assert projected() == scanned(memdir.root)
