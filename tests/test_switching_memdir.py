"""Pointing MEMORYUI_MEMDIR at another folder: the first folder's projection goes, words too.

SQLite's search index keeps no text, and forgets a memory only while its row is there to say
what it indexed. The first folder's record was deleted with its memories and the index kept
their words: rare words of a folder no longer served then answered for the new one.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

from django.db import connection

from memoryui.memdir.query import FTS_TABLE, PG_COLUMN
from memoryui.models import Memory
from memoryui.projection import reconcile
from tests.conftest import MemdirBuilder

TODAY = "2026-03-01"


def believe(client, q: str) -> list[str]:
    response = client.get("/believe/", {"q": q, "format": "json"})
    assert response.status_code == 200
    return [row["path"] for row in response.json()["results"]]


def index_rows() -> int:
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(f"SELECT count(*) FROM memoryui_memory WHERE {PG_COLUMN} IS NOT NULL")
        else:
            cursor.execute(f"SELECT count(*) FROM {FTS_TABLE}")
        return cursor.fetchone()[0]


def serve(settings, builder: MemdirBuilder) -> None:
    settings.MEMORYUI_MEMDIR = str(builder.root)
    reconcile()


def test_a_folder_served_before_leaves_no_words_behind(viewer_client, tmp_path, settings):
    settings.MEMORYUI_TODAY = TODAY
    garden = MemdirBuilder(tmp_path / "garden")
    garden.topic(
        "site/tools.md", name="Tool shed", description="What is in the shed",
        body="Grabbing tools and litter pickers hang on the left wall.\n",
    )  # fmt: skip
    garden.topic(
        "site/water.md", name="Water butts", description="Where the water is",
        body="Four water butts behind the greenhouse.\n",
    )  # fmt: skip
    crew = MemdirBuilder(tmp_path / "crew")
    crew.topic(
        "safety/lunch.md", name="Lunch break", description="Where the bucket goes at lunch",
        body="At lunch the bucket truck is lowered and locked.\n",
    )  # fmt: skip
    serve(settings, garden)
    assert believe(viewer_client, "grabbing tools") == ["site/tools.md"]

    serve(settings, crew)
    assert index_rows() == Memory.objects.count() == 1
    # "brb" and "grabbing" are rare words this folder holds nowhere: the typed words are
    # about something else, and the everyday "lunch" alone finds nothing.
    assert believe(viewer_client, "brb grabbing lunch") == []
    assert believe(viewer_client, "lunch break") == ["safety/lunch.md"]


def test_the_migration_forgets_words_left_by_memories_deleted_before(tmp_path):
    """A projection from before the fix holds words of memories that are gone: migrating
    writes SQLite's index again from the memories that exist."""
    repo = Path(__file__).resolve().parents[1]
    memdir = MemdirBuilder(tmp_path / "memdir")
    memdir.topic("a.md", name="Tool shed", body="Grabbing tools hang on the left wall.\n")
    memdir.topic("b.md", name="Water butts", body="Four water butts by the greenhouse.\n")
    database = tmp_path / "var" / "db.sqlite3"
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "DJANGO_SETTINGS_MODULE": "tests.settings",
        "MEMORYUI_VAR_DIR": str(tmp_path / "var"),
        "MEMORYUI_DB": str(database),
        "MEMORYUI_MEMDIR": str(memdir.root),
    }

    def manage(*args: str) -> None:
        run = [sys.executable, str(repo / "manage.py"), *args, "-v0"]
        subprocess.run(run, cwd=repo, env=env, check=True, capture_output=True)

    manage("migrate", "memoryui", "0017")
    manage("sync")
    with sqlite3.connect(database) as db:
        # As a dropped record's cascade did: the row goes, its words stay.
        db.execute("DELETE FROM memoryui_memory WHERE path = 'a.md'")
        assert db.execute(f"SELECT count(*) FROM {FTS_TABLE}").fetchone()[0] == 2
    manage("migrate")
    with sqlite3.connect(database) as db:
        assert db.execute(f"SELECT count(*) FROM {FTS_TABLE}").fetchone()[0] == 1
        found = db.execute(
            f"SELECT count(*) FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH 'grabbing'"
        ).fetchone()[0]
        assert found == 0
