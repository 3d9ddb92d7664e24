"""memoryui's own files under .memoryui/: read entry by entry, written without lost updates.

One entry without ``argument`` in claims.json used to stop every reconcile (in inline mode
every page failed; in background mode pages silently froze, and a write that succeeded on disk
answered 500). Two claim checks running together dropped one side's results. A non-numeric
confidence in an imported proposal crashed ``curate --import``.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from io import StringIO

import pytest
from django.core.management import call_command
from django.db import connection

from memoryui import curation, fleet, projection
from memoryui.memdir.journal import sha256
from memoryui.models import ClaimOutcome, Decision, JournalEvent, Memory, StateProblem
from memoryui.projection import reconcile
from tests.test_editing import page_form, submit


def state(memdir, rel: str, data: object) -> None:
    memdir.write(f".memoryui/{rel}", json.dumps(data))


@pytest.fixture
def two(memdir):
    memdir.topic("a.md", description="Alpha service", body="See `src/a.py`.\n")
    memdir.topic("b.md", description="Beta service", body="See `src/b.py`.\n")
    return memdir


def test_a_bad_entry_in_claims_json_is_listed_and_the_rest_still_load(db, two, viewer_client):
    good = {"kind": "path", "argument": "src/a.py", "outcome": "failed", "checked_at": "x"}
    state(
        two,
        "claims.json",
        {"memories": {"a.md": {"outcomes": [good]}, "b.md": {"outcomes": [{"kind": "path"}]}}},
    )
    reconcile()
    assert list(ClaimOutcome.objects.values_list("path", "argument")) == [("a.md", "src/a.py")]
    assert list(StateProblem.objects.values_list("words", flat=True)) == [
        "claims.json: outcome 1 of b.md has no argument"
    ]
    page = viewer_client.get("/")
    assert page.status_code == 200
    assert "outcome 1 of b.md has no argument" in page.content.decode()
    assert viewer_client.get("/memories/a.md").status_code == 200


def test_a_candidates_file_that_is_not_json_is_said_and_the_queue_still_shows(
    db, two, viewer_client
):
    two.write(".memoryui/review/candidates.json", "{not json")
    reconcile()
    assert viewer_client.get("/review/").status_code == 200
    assert StateProblem.objects.get().words.startswith("review/candidates.json is not JSON")


def test_a_torn_journal_line_is_listed_and_later_events_still_count(db, two, editor_client):
    reconcile()
    editor_client.post("/pass/complete", {"confirm": "yes"})
    journal = two.root / ".memoryui" / "journal.jsonl"
    with open(journal, "ab") as handle:
        handle.write(b'{"id": "torn\n')
    editor_client.post("/pass/complete", {"confirm": "yes"})
    assert JournalEvent.objects.count() == 2
    assert list(StateProblem.objects.values_list("words", flat=True)) == [
        "journal.jsonl line 2 is not a journal event (a write cut short?)"
    ]


def test_the_journal_is_read_from_where_it_ended_and_undo_takes_a_decision_back(
    db, two, editor_client
):
    reconcile()
    curation.curate()
    pair = {"kind": "duplicate", "paths": ["a.md", "b.md"], "confidence": 0.9, "id": "i1"}
    state(two, "review/candidates.json", {"items": [pair]})
    reconcile()
    event = curation.resolve("i1", "dismiss", "erin")
    assert Decision.objects.get(item_id="i1").action == "dismiss"
    offset = projection.ProjectionState.objects.get().state_files["journal_offset"]
    projection.undo(event.id, "erin")
    state_files = projection.ProjectionState.objects.get().state_files
    assert state_files["journal_offset"] > offset
    assert not Decision.objects.filter(item_id="i1").exists()
    assert not JournalEvent.objects.get(event_id=event.id).in_effect
    # Rebuilt from the files alone, the projection says the same.
    reconcile(rebuild=True)
    assert not Decision.objects.filter(item_id="i1").exists()
    assert not JournalEvent.objects.get(event_id=event.id).in_effect


def test_two_claim_checks_at_once_keep_both_sides_results(
    transactional_db, two, settings, tmp_path
):
    project = tmp_path / "project"
    (project / "src").mkdir(parents=True)
    (project / "src" / "a.py").write_text("")
    settings.MEMORYUI_PROJECT_ROOT = str(project)
    reconcile()
    start = threading.Barrier(2)
    errors: list[BaseException] = []

    def check(path: str) -> None:
        try:
            start.wait()
            curation.verify([path], actor="test")
        except BaseException as exc:  # handed to the test below
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=check, args=(p,)) for p in ("a.md", "b.md")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert errors == []
    saved = json.loads((two.root / ".memoryui" / "claims.json").read_bytes())["memories"]
    assert sorted(saved) == ["a.md", "b.md"]


PROPOSALS = "\n".join(
    [
        json.dumps({"kind": "duplicate", "paths": ["a.md", "b.md"], "confidence": "high"}),
        "{not json",
        json.dumps({"kind": "duplicate", "paths": ["a.md", "nope.md"], "confidence": 0.9}),
        json.dumps({"kind": "duplicate", "paths": ["a.md", "b.md"], "confidence": 1.5}),
        json.dumps({"kind": "duplicate", "paths": ["a.md", "b.md"], "confidence": 0.8}),
    ]
)


def test_curate_import_reports_each_bad_line_with_its_number_and_imports_the_rest(
    db, memdir, tmp_path
):
    # Two notes about the same release script, so a proposal about them is about one topic.
    memdir.topic(
        "a.md", description="Release", body="Ship with `make deploy` and `scripts/ship.sh`.\n"
    )
    memdir.topic("b.md", description="Deploys", body="Run `scripts/ship.sh` after `make deploy`.\n")
    reconcile()
    answers = tmp_path / "answers.jsonl"
    answers.write_text(PROPOSALS + "\n")
    out = StringIO()
    call_command("curate", "--import", str(answers), stdout=out)
    text = out.getvalue()
    assert "refused: line 1: confidence must be a number from 0 to 1, not 'high'" in text
    assert "refused: line 2: not a JSON object" in text
    assert "refused: line 3: no such memory: nope.md" in text
    assert "refused: line 4: confidence must be from 0 to 1, not 1.5" in text
    assert "imported 1, refused 4" in text


class LockHolder:
    """Another session holding the lock every reconcile needs: a real way for one to fail.

    SQLite: its write lock, with a short busy timeout on our side. PostgreSQL: the advisory
    lock reconcile takes, with a short lock timeout on our side.
    """

    def __init__(self) -> None:
        self.vendor = connection.vendor
        params = connection.settings_dict
        if self.vendor == "sqlite":
            self.other = sqlite3.connect(params["NAME"], isolation_level=None, timeout=1)
        else:
            import psycopg

            self.other = psycopg.connect(
                host=params["HOST"],
                port=params["PORT"] or 5432,
                user=params["USER"],
                password=params["PASSWORD"],
                dbname=connection.settings_dict["NAME"],
                autocommit=True,
            )

    def hold(self) -> None:
        connection.ensure_connection()
        with connection.cursor() as cursor:
            if self.vendor == "sqlite":
                cursor.execute("PRAGMA busy_timeout = 100")
            else:
                cursor.execute("SET lock_timeout = '100ms'")
        if self.vendor == "sqlite":
            self.other.execute("BEGIN IMMEDIATE")
        else:
            # The reconcile lock is per memdir: this memdir's is the one held.
            self.other.execute(
                "SELECT pg_advisory_lock(hashtext('memoryui-reconcile'), %s)",
                [fleet.default_record().pk],
            )

    def release(self) -> None:
        if self.vendor == "sqlite" and self.other.in_transaction:
            self.other.execute("ROLLBACK")
        self.other.close()


@pytest.fixture
def locked_database(transactional_db, settings):
    settings.MEMORYUI_RECONCILE_INTERVAL = 0
    holder = LockHolder()
    yield holder.hold
    holder.release()
    projection.process.last_failure = None


def test_a_write_that_succeeds_while_the_projection_cannot_follow_is_not_a_500(
    locked_database, memdir, client, editor
):
    memdir.topic("a.md", description="Alpha service", body="Old.\n")
    reconcile()
    client.force_login(editor)
    form = page_form(client, "/memories/a.md/edit", "/memories/a.md/edit")
    locked_database()

    response = submit(client, form, body="New.\n")

    assert response.status_code == 302
    assert b"New." in (memdir.root / "a.md").read_bytes()
    page = client.get("/memories/a.md")
    assert page.status_code == 200
    assert 'id="reconcile-failure"' in page.content.decode()
    assert "OperationalError" in page.content.decode()
    assert sha256((memdir.root / "a.md").read_bytes()) != Memory.objects.get(path="a.md").sha256
