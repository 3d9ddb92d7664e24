"""One poisoned memory is a problem listed for that file, never a projection frozen for all.

Each memory here once raised outside the YAML error handler (or exhausted memory, or broke a
URL) and stopped every reconcile: pages kept answering with stale data, new notes never
appeared, and ``sync --rebuild`` exited 1 so a deleted database could not be rebuilt.
"""

from __future__ import annotations

import os
from io import StringIO

import pytest
from django.core.management import call_command

from memoryui.memdir.files import FileStat, parse_topic
from memoryui.models import Memory, Problem
from memoryui.projection import reconcile
from tests.conftest import MemdirBuilder


def alias_bomb(levels: int = 6) -> str:
    """Each level is a list of nine aliases of the level before: 9**6 values from ~400 bytes."""
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    for n in range(1, levels + 1):
        previous = f"*a{n - 1}"
        lines.append(f"a{n}: &a{n} [{', '.join([previous] * 9)}]")
    return "\n".join(lines)


POISON = {
    "feb30.md": "updated: 2026-02-30",
    "year0.md": "updated: 0000-01-01",
    "offset.md": "updated: 2026-01-01T10:00:00+99:00",
    "selfref.md": "x: &a [*a]",
    "deep-flow.md": "x: " + "[" * 900 + "]" * 900,
    "deep-block.md": "x:\n" + "".join(" " * n + "- \n" for n in range(1, 300)),
    "compact.md": "x: " + "- " * 900 + "y",
    "bomb.md": alias_bomb(),
    "huge-int.md": "n: " + "9" * 5000,
}


def poisoned(memdir: MemdirBuilder, name: str, yaml_text: str) -> None:
    memdir.write(name, f"---\nname: {name}\ndescription: d\ntype: project\n{yaml_text}\n---\nB.\n")


@pytest.mark.parametrize("name", sorted(POISON))
def test_a_poisoned_memory_is_a_problem_and_the_others_still_load(db, memdir, name):
    memdir.topic("good.md", description="A healthy note about the staging database")
    poisoned(memdir, name, POISON[name])
    report = reconcile()
    assert "good.md" in report.added
    assert list(Memory.objects.values_list("path", flat=True)) == ["good.md"]
    problem = Problem.objects.get(path=name)
    assert problem.kind == "broken-yaml"
    assert [path for path, _ in report.problems] == [name]


def test_an_alias_bomb_is_refused_before_it_expands():
    raw = f"---\nname: b\ntype: project\n{alias_bomb(levels=9)}\n---\nB.\n".encode()
    topic = parse_topic(FileStat("b.md", len(raw), 0, 0), raw)
    assert topic.problem is not None
    assert "alias" in topic.problem.detail


def test_sync_rebuild_with_poisoned_memories_exits_zero_and_names_them(db, memdir):
    memdir.topic("good.md", description="A healthy note")
    for name, text in POISON.items():
        poisoned(memdir, name, text)
    out = StringIO()
    call_command("sync", "--rebuild", stdout=out)
    text = out.getvalue()
    for name in POISON:
        assert f"! {name} has frontmatter that is not valid YAML" in text
    assert f"{len(POISON)} with problems" in text
    assert Memory.objects.filter(path="good.md").exists()


def test_a_file_name_that_is_not_utf8_is_listed_and_never_breaks_a_page(db, memdir, editor_client):
    memdir.topic("good.md", description="Staging database copies")
    raw = b"---\nname: cafe\ndescription: d\ntype: project\n---\nB.\n"
    with open(os.path.join(os.fsencode(memdir.root), b"caf\xe9.md"), "wb") as handle:
        handle.write(raw)
    reconcile()
    problem = Problem.objects.get(kind="bad-name")
    assert problem.path == "caf\\xe9.md"
    for url in ("/", "/memories/", "/index/", "/believe/?q=staging", "/memories/?format=json"):
        assert editor_client.get(url).status_code == 200, url


def test_a_newline_in_a_file_name_is_escaped_and_never_linked(db, memdir, editor_client):
    memdir.topic("good.md", description="Staging database copies")
    memdir.write("two\nlines.md", "---\nname: x\ndescription: d\ntype: project\n---\nB.\n")
    memdir.index("- [Two](two%0Alines.md) — a pointer nobody can follow")
    out = StringIO()
    call_command("sync", stdout=out)
    assert "two\\x0alines.md" in out.getvalue()
    assert "two\nlines" not in out.getvalue()
    page = editor_client.get("/memories/")
    assert page.status_code == 200
    assert "<code>two\\x0alines.md</code>" in page.content.decode()
    for url in ("/", "/index/", "/believe/?q=staging", "/review/", "/history/"):
        assert editor_client.get(url).status_code == 200, url


def test_a_yaml_escape_for_nul_is_stored_as_a_replacement_character(db, memdir):
    memdir.write("odd.md", '---\nname: "a\\0b"\ndescription: d\ntype: project\n---\nB.\n')
    memdir.write("half.md", '---\nname: "half \\ud800"\ndescription: d\ntype: project\n---\nB.\n')
    reconcile()
    assert Memory.objects.get(path="odd.md").name == "a\ufffdb"
    # A lone surrogate no database can hold: the parser refuses it, and that is a problem.
    assert Problem.objects.get(path="half.md").kind == "broken-yaml"


def test_a_memory_too_large_to_be_memory_is_listed_without_being_read(db, memdir):
    big = memdir.write("dump.md", b"---\nname: dump\ntype: project\n---\n" + b"x" * 2_100_000)
    reconcile()
    problem = Problem.objects.get(path="dump.md")
    assert problem.kind == "too-large"
    assert problem.sha256 == ""
    assert big.stat().st_size > 2_000_000
