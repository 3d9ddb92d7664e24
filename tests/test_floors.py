"""The benchmark's floors (tests/tools/floors.py): each subcommand does the work its ratio
assumes, over the memdir memoryui would read, and prints seconds as the benchmark parses them."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.tools import floors as floor_tools
from tests.tools.gen_memdir import generate

FLOORS = Path(__file__).resolve().parent / "tools" / "floors.py"


def floors(*args: str) -> float:
    done = subprocess.run(
        [sys.executable, str(FLOORS), *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    # The benchmark reads a float from the last line and nothing else.
    return float(done.stdout.strip().splitlines()[-1])


@pytest.fixture
def memdir(tmp_path) -> Path:
    root = tmp_path / "memdir"
    generate(root, 60, seed=2)
    # What memoryui never reads as memory: the floor must not index it either.
    (root / ".memoryui").mkdir()
    (root / ".memoryui" / "archived.md").write_text("---\nname: gone\n---\nstaging\n")
    return root


def test_build_indexes_every_topic_file_and_nothing_memoryui_skips(memdir, tmp_path):
    db = tmp_path / "floor.sqlite3"
    assert floors("build", str(memdir), str(db)) > 0
    with sqlite3.connect(db) as con:
        paths = {path for (path,) in con.execute("SELECT path FROM notes")}
        types = {kind for (kind,) in con.execute("SELECT DISTINCT type FROM notes")}
    topics = {p.relative_to(memdir).as_posix() for p in memdir.rglob("*.md")}
    assert paths == topics - {"MEMORY.md", ".memoryui/archived.md"}
    assert types <= {"user", "feedback", "project", "reference"}


def test_build_starts_from_a_fresh_database_each_time(memdir, tmp_path):
    db = tmp_path / "floor.sqlite3"
    floors("build", str(memdir), str(db))
    floors("build", str(memdir), str(db))
    with sqlite3.connect(db) as con:
        assert con.execute("SELECT count(*) FROM notes").fetchone()[0] == 60


def test_query_ranks_the_notes_that_hold_the_words(memdir, tmp_path):
    # A floor that matched nothing would be a floor far below any real search.
    db = tmp_path / "floor.sqlite3"
    floors("build", str(memdir), str(db))
    assert floors("query", str(db), "staging copy database") > 0
    with sqlite3.connect(db) as con:
        found = floor_tools.ranked(con, "staging copy database")
    assert len(found) == 10
    assert [score for _, _, score in found] == sorted(score for _, _, score in found)
    assert all("[" in snippet for _, snippet, _ in found)


def test_query_words_cannot_be_read_as_fts5_syntax():
    assert floor_tools.fts_query('staging NEAR "copy') == '"staging" OR "NEAR" OR """copy"'


def test_stat_walks_the_memdir_and_prints_seconds(memdir):
    assert 0 < floors("stat", str(memdir)) < 10
