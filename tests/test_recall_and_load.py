"""The recall window, each memory's load status, orphans and freshness (DESIGN §1, §2, §7)."""

from __future__ import annotations

import datetime as dt

import pytest

from memoryui.memdir.files import read_topic, walk
from memoryui.memdir.freshness import age_days, effective_date, is_stale, stale_cutoff, weight
from memoryui.memdir.recall import recall_window
from memoryui.memdir.scan import scan
from tests.conftest import MemdirBuilder

T0 = 1_700_000_000  # a fixed moment; file n is written at T0 + n seconds


@pytest.fixture
def m(tmp_path) -> MemdirBuilder:
    return MemdirBuilder(tmp_path / "m")


# The window itself


def test_the_window_holds_the_200_newest_files():
    files = [(f"n{n:03}.md", T0 + n) for n in range(250)]
    window = recall_window(files)
    assert window == {f"n{n:03}.md" for n in range(50, 250)}


def test_equal_mtimes_are_ordered_by_path():
    # 199 newer files leave one slot for three files of the same age: the first by path wins.
    files = [(f"new{n:03}.md", T0 + 10 + n) for n in range(199)]
    files += [("tie-c.md", T0), ("tie-a.md", T0), ("tie-b.md", T0)]
    window = recall_window(files)
    assert len(window) == 200
    assert "tie-a.md" in window
    assert not {"tie-b.md", "tie-c.md"} & window


def test_a_window_of_201_equal_mtimes_leaves_out_the_last_path():
    files = [(f"n{n:03}.md", T0) for n in reversed(range(201))]
    assert recall_window(files) == {f"n{n:03}.md" for n in range(200)}


def test_fewer_files_than_the_window_are_all_inside():
    assert recall_window([("a.md", T0), ("b.md", T0 - 10)]) == {"a.md", "b.md"}


# Recall eligibility over a real memdir


def test_a_file_without_a_description_in_its_head_is_not_recall_eligible(m):
    m.topic("described.md", description="Has one", mtime=T0)
    m.topic("bare.md", mtime=T0)
    padding = "\n".join(f"k{n}: v" for n in range(40))
    m.write("late.md", f"---\nname: late\n{padding}\ndescription: Too far down\n---\n", T0)
    result = scan(str(m.root))
    assert result.topics["late.md"].description == "Too far down"
    assert result.recall_eligible == {"described.md"}
    assert result.loads == {
        "described.md": "recall",
        "bare.md": "invisible",
        "late.md": "invisible",
    }


def test_problem_files_take_window_slots(m):
    m.topic("old.md", description="Pushed out", mtime=T0)
    for n in range(200):
        m.write(f"broken/{n:03}.md", "---\nname: [unclosed\n---\n", mtime=T0 + 1 + n)
    result = scan(str(m.root))
    assert "old.md" not in result.recall_eligible
    assert result.loads["old.md"] == "invisible"


def test_a_file_inside_the_window_next_to_problem_files_is_eligible(m):
    m.topic("young.md", description="Still in", mtime=T0 + 1000)
    for n in range(200):
        m.write(f"broken/{n:03}.md", "no frontmatter\n", mtime=T0 + n)
    assert scan(str(m.root)).recall_eligible == {"young.md"}


def test_the_index_takes_no_window_slot(m):
    for n in range(200):
        m.topic(f"t{n:03}.md", description=f"Note {n}", mtime=T0 + n)
    m.write("MEMORY.md", "# Index\n", mtime=T0 + 10_000)
    assert len(scan(str(m.root)).recall_eligible) == 200


# Load status, first match wins


def test_load_status_precedence_across_the_cliff(m):
    m.topic("loaded-described.md", description="In the index and recallable", mtime=T0)
    m.topic("loaded-bare.md", mtime=T0)
    m.topic("cut-described.md", description="Recalled although cut", mtime=T0)
    m.topic("cut-bare.md", mtime=T0)
    m.topic("unpointed-described.md", description="Recalled only", mtime=T0)
    m.topic("unpointed-bare.md", mtime=T0)
    m.index(
        "# Index",
        "- [A](loaded-described.md)",
        "- [B](loaded-bare.md)",
        *[f"## Section {n}" for n in range(200)],
        "- [C](cut-described.md)",
        "- [D](cut-bare.md)",
        "- [B again](loaded-bare.md) — a second pointer, past the cliff",
    )
    result = scan(str(m.root))
    assert result.index.cliff.cut
    assert result.loads == {
        "loaded-described.md": "index-loaded",
        "loaded-bare.md": "index-loaded",
        "cut-described.md": "recall",
        "cut-bare.md": "index-cut",
        "unpointed-described.md": "recall",
        "unpointed-bare.md": "invisible",
    }


def test_a_cut_pointer_to_a_file_outside_the_window_is_index_cut(m):
    m.topic("old.md", description="Out of the window", mtime=T0)
    for n in range(200):
        m.topic(f"new/{n:03}.md", description=f"Newer {n}", mtime=T0 + 1 + n)
    m.index("# Index", *[f"## {n}" for n in range(200)], "- [Old](old.md)")
    result = scan(str(m.root))
    assert "old.md" not in result.recall_eligible
    assert result.loads["old.md"] == "index-cut"


def test_a_dead_pointer_gives_no_load(m):
    m.topic("real.md", mtime=T0)
    m.index("- [Real](gone/real.md)")
    result = scan(str(m.root))
    assert result.index.dead_links == ["gone/real.md"]
    assert result.loads["real.md"] == "invisible"


def test_problem_files_have_no_load_status(m):
    m.write("broken.md", "no frontmatter\n")
    m.index("- [Broken](broken.md)")
    result = scan(str(m.root))
    assert result.index.pointers[0].exists
    assert "broken.md" not in result.loads


# Orphans


def test_a_file_without_a_pointer_is_an_orphan_unless_superseded(m):
    m.topic("pointed.md")
    m.topic("dir/with space.md")
    m.topic("forgotten.md")
    m.topic("replaced.md", status="superseded", superseded_by="pointed.md")
    m.topic("nested/also-forgotten.md")
    m.index("- [P](./pointed.md)", "- [S](dir/with%20space.md)")
    assert scan(str(m.root)).orphans == ["forgotten.md", "nested/also-forgotten.md"]


def test_a_file_pointed_to_only_past_the_cliff_is_not_an_orphan(m):
    m.topic("cut.md")
    m.index("# Index", *[f"## {n}" for n in range(200)], "- [Cut](cut.md)")
    result = scan(str(m.root))
    assert result.orphans == []
    assert result.hidden_by_cliff == ["cut.md"]


def test_every_topic_is_an_orphan_without_an_index(m):
    m.topic("a.md")
    m.topic("b.md")
    result = scan(str(m.root))
    assert result.index is None
    assert result.orphans == ["a.md", "b.md"]


# Freshness

TODAY = dt.date(2026, 3, 14)


def days_ago(days: int) -> float:
    """A POSIX time at noon UTC ``days`` before TODAY, so the UTC date is unambiguous."""
    moment = dt.datetime.combine(TODAY - dt.timedelta(days=days), dt.time(12), tzinfo=dt.UTC)
    return moment.timestamp()


def stale(m: MemdirBuilder, rel: str) -> bool:
    (stat,) = [s for s in walk(str(m.root)) if s.path == rel]
    topic = read_topic(str(m.root), stat)
    assert topic.problem is None
    return is_stale(topic.type, age_days(effective_date(topic.updated, topic.mtime_ns), TODAY))


def test_a_project_note_301_days_old_is_stale_and_300_is_not(m):
    m.topic("old.md", type="project", mtime=days_ago(301))
    m.topic("edge.md", type="project", mtime=days_ago(300))
    assert stale(m, "old.md")
    assert not stale(m, "edge.md")


def test_reference_notes_decay_like_project_notes():
    assert is_stale("reference", 301)
    assert not is_stale("reference", 300)


@pytest.mark.parametrize("kind", ["user", "feedback"])
def test_user_and_feedback_notes_never_go_stale(m, kind):
    m.topic("rule.md", type=kind, mtime=days_ago(5000))
    assert not stale(m, "rule.md")
    assert weight(kind, 5000) == 1.0


def test_a_nested_metadata_type_decays_too(m):
    m.write("a.md", "---\nname: a\nmetadata:\n  type: project\n---\n", mtime=days_ago(400))
    assert stale(m, "a.md")


def test_updated_wins_over_an_old_mtime(m):
    updated = (TODAY - dt.timedelta(days=10)).isoformat()
    m.topic("a.md", type="project", updated=updated, mtime=days_ago(1000))
    assert not stale(m, "a.md")


def test_updated_wins_over_a_recent_mtime(m):
    updated = (TODAY - dt.timedelta(days=301)).isoformat()
    m.topic("a.md", type="project", updated=updated, mtime=days_ago(1))
    assert stale(m, "a.md")


def test_a_date_in_the_future_is_zero_days_old():
    assert age_days(TODAY + dt.timedelta(days=5), TODAY) == 0


def test_the_stale_cutoff_is_300_days_back():
    cutoff = stale_cutoff(TODAY)
    assert cutoff == TODAY - dt.timedelta(days=300)
    assert not is_stale("project", age_days(cutoff, TODAY))
    assert is_stale("project", age_days(cutoff - dt.timedelta(days=1), TODAY))
