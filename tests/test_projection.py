"""The projection: incremental sync by size, mtime and ctime; rebuild; reading never writes."""

from __future__ import annotations

import datetime as dt
import os
from io import StringIO

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command

from memoryui.models import ApiToken, IndexLine, Memory, Problem, ProjectionState
from memoryui.projection import reconcile
from tests.conftest import MemdirBuilder

TODAY = dt.date(2026, 11, 30)
BASE = 1_790_000_000  # 2026-09-21, a fixed moment so that mtimes order files predictably
BROKEN_YAML = "---\nname: [unclosed\ntype: project\n---\nBody.\n"


def rows() -> list[tuple]:
    """What a rebuild must reproduce: each memory's version and its derived columns."""
    return sorted(
        Memory.objects.values_list("path", "sha256", "load", "recall_eligible", "pointer_count")
    )


def ids() -> dict[str, int]:
    return dict(Memory.objects.values_list("path", "id"))


def believed(text: str) -> list[str]:
    return [hit.memory.path for hit in Memory.objects.believe(text, TODAY)]


def headings(count: int) -> list[str]:
    """Index filler that is structure, neither pointer nor raw content."""
    return [f"## Section {n}" for n in range(1, count + 1)]


@pytest.fixture
def small(memdir: MemdirBuilder) -> MemdirBuilder:
    memdir.topic("alpha.md", description="Alpha service", body="Alpha runs on port 8000.\n")
    memdir.topic("beta.md", description="Beta service", body="Beta runs on port 9000.\n")
    memdir.topic("notes/gamma.md", description="Gamma notes", type="reference")
    memdir.write("scratch/broken.md", BROKEN_YAML)
    memdir.index("# Index", "- [Alpha](alpha.md) — alpha", "- [Beta](beta.md) — beta")
    return memdir


def test_a_first_reconcile_adds_every_file(db, small):
    report = reconcile()

    assert sorted(report.added) == ["alpha.md", "beta.md", "notes/gamma.md", "scratch/broken.md"]
    assert (report.changed, report.removed, report.unchanged) == ([], [], 0)
    assert report.index_changed
    assert sorted(Memory.objects.values_list("path", flat=True)) == [
        "alpha.md",
        "beta.md",
        "notes/gamma.md",
    ]
    assert list(Problem.objects.values_list("path", flat=True)) == ["scratch/broken.md"]
    assert IndexLine.objects.pointers().count() == 2


def test_a_second_reconcile_with_nothing_changed_reads_no_file(db, small):
    reconcile()
    before_ids, before_rows = ids(), rows()
    problem_id = Problem.objects.get().id

    report = reconcile()

    assert (report.added, report.changed, report.removed) == ([], [], [])
    assert report.unchanged == 4
    assert not report.index_changed
    assert report.nothing_changed
    # A file read again is replaced by a new row: the same ids prove nothing was re-read.
    assert ids() == before_ids
    assert Problem.objects.get().id == problem_id
    assert rows() == before_rows


def test_changing_one_file_rereads_only_that_file(db, small):
    reconcile()
    before = ids()

    small.topic("beta.md", description="Beta service", body="Beta moved to port 9100.\n")
    report = reconcile()

    assert report.changed == ["beta.md"]
    assert (report.added, report.removed, report.unchanged) == ([], [], 3)
    after = ids()
    assert after["beta.md"] != before["beta.md"]
    assert {p: i for p, i in after.items() if p != "beta.md"} == {
        p: i for p, i in before.items() if p != "beta.md"
    }
    assert "9100" in Memory.objects.get(path="beta.md").body
    assert believed("9100") == ["beta.md"]
    assert believed("9000") == []


def test_an_edit_that_restores_mtime_and_size_is_still_seen_through_ctime(db, small):
    path = small.root / "alpha.md"
    os.utime(path, ns=(BASE * 10**9, BASE * 10**9))
    reconcile()
    old = os.stat(path)

    # Same length, other bytes, then the old mtime put back: only ctime tells.
    path.write_bytes(path.read_bytes().replace(b"port 8000", b"port 8042"))
    os.utime(path, ns=(old.st_atime_ns, old.st_mtime_ns))
    new = os.stat(path)
    assert (new.st_size, new.st_mtime_ns) == (old.st_size, old.st_mtime_ns)
    assert new.st_ctime_ns != old.st_ctime_ns

    report = reconcile()

    assert report.changed == ["alpha.md"]
    assert "port 8042" in Memory.objects.get(path="alpha.md").body
    assert believed("8042") == ["alpha.md"]


def test_a_vanished_file_is_dropped_from_memories_and_from_search(db, memdir):
    memdir.topic("keep.md", description="Kept", body="Ordinary words.\n")
    memdir.topic("gone.md", description="Going", body="The quokkaberry protocol.\n")
    reconcile()
    assert believed("quokkaberry") == ["gone.md"]

    (memdir.root / "gone.md").unlink()
    report = reconcile()

    assert report.removed == ["gone.md"]
    assert not Memory.objects.filter(path="gone.md").exists()
    assert believed("quokkaberry") == []
    assert believed("ordinary") == ["keep.md"]


def test_a_vanished_problem_file_is_dropped(db, small):
    reconcile()
    (small.root / "scratch" / "broken.md").unlink()

    report = reconcile()

    assert report.removed == ["scratch/broken.md"]
    assert not Problem.objects.exists()


def test_a_file_that_breaks_moves_to_problems_and_back(db, small):
    reconcile()

    small.write("beta.md", BROKEN_YAML)
    report = reconcile()
    assert report.changed == ["beta.md"]
    assert not Memory.objects.filter(path="beta.md").exists()
    assert Problem.objects.filter(path="beta.md", kind="broken-yaml").exists()
    assert believed("beta") == []
    # Its pointer still names a file that exists: a broken file is not a dead link.
    assert not IndexLine.objects.dead().exists()

    small.topic("beta.md", description="Beta service", body="Beta is back on port 9000.\n")
    report = reconcile()
    assert report.changed == ["beta.md"]
    assert not Problem.objects.filter(path="beta.md").exists()
    beta = Memory.objects.get(path="beta.md")
    assert (beta.load, beta.pointer_count) == ("index-loaded", 1)
    assert believed("beta") == ["beta.md"]


def test_a_file_created_after_its_pointer_turns_the_dead_link_live(db, memdir):
    memdir.index("- [Later](later.md) — written after the index")
    reconcile()
    assert list(IndexLine.objects.dead().values_list("target", flat=True)) == ["later.md"]

    memdir.topic("later.md", description="Later")
    reconcile()

    assert not IndexLine.objects.dead().exists()
    assert Memory.objects.get(path="later.md").load == "index-loaded"


def test_a_rebuild_gives_the_same_rows_as_incremental_syncs(db, memdir):
    memdir.topic("a.md", description="A", body="apple\n", mtime=BASE + 1)
    memdir.topic("b.md", description="B", body="banana\n", mtime=BASE + 2)
    memdir.topic("c.md", body="cherry, no description\n", mtime=BASE + 3)
    memdir.topic("d/e.md", description="E", type="reference", body="elderberry\n", mtime=BASE)
    memdir.index(*headings(198), "- [A](a.md)", "- [C](c.md)", "- [F](f.md)", "- [B](b.md)")
    reconcile()

    # A run of the edits an agent makes, each followed by an incremental sync.
    memdir.topic("f.md", description="F", body="fig\n", mtime=BASE + 4)
    reconcile()
    memdir.topic("b.md", description="B", body="blueberry now\n", mtime=BASE + 5)
    reconcile()
    memdir.write("c.md", BROKEN_YAML, mtime=BASE + 6)
    reconcile()
    (memdir.root / "d" / "e.md").rename(memdir.root / "d" / "renamed.md")
    reconcile()
    memdir.index("- [C](c.md)", "- [E](d/renamed.md)", *headings(198), "- [A](a.md)")
    reconcile()
    memdir.topic("c.md", body="cherry again\n", mtime=BASE + 7)
    memdir.topic("a.md", description="A", body="apricot\n", status="superseded", mtime=BASE + 8)
    reconcile()

    incremental = rows()
    problems = sorted(Problem.objects.values_list("path", "sha256"))
    lines = list(IndexLine.objects.values_list("number", "kind", "loaded", "exists", "target"))
    found = {word: believed(word) for word in ("apricot", "blueberry", "cherry", "elderberry")}

    report = reconcile(rebuild=True)

    assert report.rebuilt
    assert rows() == incremental
    assert sorted(Problem.objects.values_list("path", "sha256")) == problems
    assert list(IndexLine.objects.values_list("number", "kind", "loaded", "exists", "target")) == (
        lines
    )
    assert {word: believed(word) for word in found} == found
    # The final index points to c.md and d/renamed.md above the cliff and to a.md below it.
    assert [(path, load, pointers) for path, _, load, _, pointers in incremental] == [
        ("a.md", "recall", 1),
        ("b.md", "recall", 0),
        ("c.md", "index-loaded", 1),
        ("d/renamed.md", "index-loaded", 1),
        ("f.md", "recall", 0),
    ]
    assert found == {
        "apricot": ["a.md"],
        "blueberry": ["b.md"],
        "cherry": ["c.md"],
        "elderberry": ["d/renamed.md"],
    }


def test_a_rebuild_keeps_user_accounts_and_api_tokens(db, small):
    user = User.objects.create_user("bot", password="pw")
    key = ApiToken.issue(user)
    reconcile()

    reconcile(rebuild=True)

    assert User.objects.filter(username="bot").exists()
    assert ApiToken.objects.filter(key_sha256=ApiToken.digest(key), user=user).exists()
    assert Memory.objects.count() == 3


def test_pointing_at_another_memdir_rebuilds(db, small, tmp_path, settings):
    reconcile()
    other = MemdirBuilder(tmp_path / "other")
    other.topic("zeta.md", description="Zeta")
    settings.MEMORYUI_MEMDIR = str(other.root)

    report = reconcile()

    assert report.added == ["zeta.md"]
    assert list(Memory.objects.values_list("path", flat=True)) == ["zeta.md"]
    # The old folder's rows are gone, not merely out of scope.
    assert list(Memory.everywhere.values_list("path", flat=True)) == ["zeta.md"]
    assert not Problem.objects.exists()
    assert not IndexLine.objects.exists()
    assert believed("alpha") == []
    assert ProjectionState.objects.get().folder == os.path.realpath(other.root)


READ_PAGES = [
    "/",
    "/index/",
    "/memories/",
    "/memories/alpha.md",
    "/memories/scratch/broken.md",
    "/believe/?q=x",
    "/believe/?q=alpha",
]


def test_reading_never_writes_to_the_memdir(small, viewer_client):
    before = small.bytes_and_mtimes()

    call_command("sync", stdout=StringIO())
    call_command("sync", "--rebuild", stdout=StringIO())
    for url in READ_PAGES:
        assert viewer_client.get(url).status_code == 200, url
        twin = url + ("&" if "?" in url else "?") + "format=json"
        assert viewer_client.get(twin).status_code == 200, twin

    assert small.bytes_and_mtimes() == before
    assert not (small.root / ".memoryui").exists()
    assert sorted(p.name for p in small.root.iterdir()) == ["MEMORY.md", "alpha.md", "beta.md",
                                                           "notes", "scratch"]  # fmt: skip


def _window_memdir(memdir: MemdirBuilder, count: int) -> None:
    for n in range(count):
        memdir.topic(f"f{n:03}.md", description=f"File {n}", mtime=BASE + n)


def test_a_new_file_pushes_the_oldest_out_of_the_recall_window(db, memdir):
    _window_memdir(memdir, 200)
    reconcile()
    assert Memory.objects.filter(recall_eligible=True, load="recall").count() == 200

    memdir.topic("newest.md", description="Newest", mtime=BASE + 1000)
    reconcile()

    oldest = Memory.objects.get(path="f000.md")
    assert (oldest.recall_eligible, oldest.load) == (False, "invisible")
    newest = Memory.objects.get(path="newest.md")
    assert (newest.recall_eligible, newest.load) == (True, "recall")
    assert Memory.objects.filter(recall_eligible=True).count() == 200


def test_a_file_that_grows_old_lets_the_next_one_back_into_the_window(db, memdir):
    _window_memdir(memdir, 200)
    memdir.topic("newest.md", description="Newest", mtime=BASE + 1000)
    reconcile()
    assert not Memory.objects.get(path="f000.md").recall_eligible

    os.utime(memdir.root / "newest.md", (BASE - 1000, BASE - 1000))
    reconcile()

    assert Memory.objects.get(path="f000.md").recall_eligible
    assert Memory.objects.get(path="f000.md").load == "recall"
    assert not Memory.objects.get(path="newest.md").recall_eligible
    incremental = rows()
    reconcile(rebuild=True)
    assert rows() == incremental


def test_a_broken_file_takes_a_slot_in_the_recall_window(db, memdir):
    # The agent scans every *.md by mtime; it does not skip a file memoryui cannot parse.
    _window_memdir(memdir, 200)
    reconcile()

    memdir.write("scratch/broken.md", BROKEN_YAML, mtime=BASE + 1000)
    reconcile()

    assert not Memory.objects.get(path="f000.md").recall_eligible
    assert Memory.objects.filter(recall_eligible=True).count() == 199


def test_equal_mtimes_keep_the_first_paths_in_the_window(db, memdir):
    for n in range(201):
        memdir.topic(f"f{n:03}.md", description=f"File {n}", mtime=BASE)

    reconcile()

    assert list(Memory.objects.filter(recall_eligible=False).values_list("path", flat=True)) == [
        "f200.md"
    ]


def test_a_file_without_a_description_in_its_head_is_never_recalled(db, memdir):
    memdir.topic("plain.md", body="No description.\n")
    memdir.write(
        "late.md", "---\nname: late\n" + "".join(f"k{n}: v\n" for n in range(30)) +
        "description: too far down\ntype: project\n---\nBody.\n",
    )  # fmt: skip

    reconcile()

    assert list(Memory.objects.filter(recall_eligible=True)) == []
    assert set(Memory.objects.values_list("load", flat=True)) == {"invisible"}


def test_changing_memory_md_updates_loads(db, memdir):
    memdir.topic("deep.md", body="No description, so only a pointer can load it.\n")
    memdir.topic("near.md", body="Also without description.\n")
    memdir.index(*headings(200), "- [Deep](deep.md) — past the cliff", "- [Near](near.md)")
    reconcile()
    deep = Memory.objects.get(path="deep.md")
    assert (deep.load, deep.pointer_count) == ("index-cut", 1)
    assert sorted(Memory.objects.hidden_by_cliff().values_list("path", flat=True)) == [
        "deep.md",
        "near.md",
    ]

    memdir.index("- [Deep](deep.md) — moved above the cliff", *headings(200), "- [Near](near.md)")
    report = reconcile()

    assert report.index_changed and (report.added, report.changed) == ([], [])
    assert Memory.objects.get(path="deep.md").load == "index-loaded"
    assert Memory.objects.get(path="near.md").load == "index-cut"
    assert list(Memory.objects.hidden_by_cliff().values_list("path", flat=True)) == ["near.md"]

    memdir.index("# No pointers left")
    reconcile()
    assert set(Memory.objects.values_list("load", "pointer_count")) == {("invisible", 0)}
    assert sorted(Memory.objects.orphans().values_list("path", flat=True)) == [
        "deep.md",
        "near.md",
    ]


def test_a_deleted_memory_md_leaves_no_index_behind(db, small):
    reconcile()
    (small.root / "MEMORY.md").unlink()

    report = reconcile()

    assert report.index_changed
    assert not IndexLine.objects.exists()
    assert set(Memory.objects.values_list("load", flat=True)) == {"recall"}


def test_sync_names_what_changed_and_ends_with_a_summary(db, small):
    call_command("sync", stdout=StringIO())
    small.topic("new.md", description="New")
    small.topic("beta.md", description="Beta service", body="Beta changed.\n")
    (small.root / "notes" / "gamma.md").unlink()

    out = StringIO()
    call_command("sync", stdout=out)

    lines = out.getvalue().splitlines()
    for path in ("new.md", "beta.md", "notes/gamma.md"):
        assert sum(path in line.split() for line in lines) == 1, path
    summary = lines[-1]
    for words in ("1 added", "1 changed", "1 removed", "2 unchanged"):
        assert words in summary
    assert "rebuilt" not in out.getvalue()


def test_sync_with_nothing_changed_prints_only_the_summary(db, small):
    call_command("sync", stdout=StringIO())

    out = StringIO()
    call_command("sync", stdout=out)

    lines = out.getvalue().splitlines()
    assert len(lines) == 1
    assert "0 added" in lines[0] and "0 changed" in lines[0] and "0 removed" in lines[0]


def test_sync_rebuild_says_it_rebuilt(db, small):
    call_command("sync", stdout=StringIO())

    out = StringIO()
    call_command("sync", "--rebuild", stdout=out)

    assert "rebuilt" in out.getvalue().splitlines()[-1]
    assert "4 added" in out.getvalue()
    assert Memory.objects.count() == 3
