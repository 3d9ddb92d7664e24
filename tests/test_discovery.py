"""Finding an operator's memdirs: listed folders and patterns, and Claude Code's own places."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest

from memoryui.memdir.discover import discover, sanitize

from .conftest import MemdirBuilder
from .fleet import build_home, one_project, transcript, user_says


@pytest.fixture
def home(tmp_path: Path):
    return build_home(tmp_path)


def found(home, **kwargs):
    kwargs.setdefault("env", home.env())
    kwargs.setdefault("managed", ())
    return discover(**kwargs)


def by_kind(result) -> dict[str, list[str]]:
    kinds: dict[str, list[str]] = {}
    for memdir in result.memdirs:
        kinds.setdefault(memdir.kind, []).append(memdir.slug)
    return kinds


def test_it_finds_every_claude_code_place_in_a_home(home):
    result = found(home, sources=["claude"])
    shop = sanitize(str(home.shop)).strip("-")
    blog = sanitize(str(home.blog)).strip("-")
    assert by_kind(result) == {
        "project": sorted([shop, blog], key=lambda s: s != blog),
        "team": [f"{shop}.team"],
        "subagent": ["agent.reviewer", f"{shop}.agent.planner"],
    }


def test_a_project_memdir_leaves_its_team_folder_to_the_team_memdir(home):
    result = found(home, sources=["claude"])
    shop = next(m for m in result.memdirs if m.kind == "project" and "shop" in m.slug)
    assert shop.skip == ("team",)


@pytest.fixture
def home_near_the_root():
    """A home one folder below /tmp: the guess walks down from / within a budget of folders
    looked at, and pytest's own tmp_path sits beside one folder per test run so far (past
    1,500 in a full run), which used up that budget before reaching the home."""
    with tempfile.TemporaryDirectory(prefix="memoryui-home-") as folder:
        yield build_home(Path(folder))


def test_a_transcript_confirms_the_project_path_and_nothing_confirms_a_guess(home_near_the_root):
    home = home_near_the_root
    result = found(home, sources=["claude"])
    projects = {m.slug: m.project for m in result.memdirs if m.kind == "project"}
    shop = next(p for s, p in projects.items() if "shop" in s)
    blog = next(p for s, p in projects.items() if "blog" in s)
    assert shop.confirmed and shop.path == str(home.shop)
    assert shop.source.endswith(".jsonl")
    assert not blog.confirmed and blog.path is None
    # The naive reading happens to be right here, yet it is only ever offered as a guess.
    assert blog.guess == str(home.blog) and blog.guess_exists
    assert blog.as_json()["confirmed"] is False


def test_a_session_started_in_a_sub_folder_confirms_the_repository_root(home):
    sub = home.blog / "posts"
    sub.mkdir()
    transcript(home.project_folder(sub) / "s1.jsonl", str(sub), user_says("hi"))
    result = found(home, sources=["claude"])
    blog = next(m for m in result.memdirs if m.kind == "project" and "blog" in m.slug)
    assert blog.project.path == str(home.blog)


def test_a_cwd_that_does_not_match_the_folder_confirms_nothing(home):
    # A transcript copied into the wrong folder must not name that folder's project.
    wrong = home.project_folder(home.blog) / "s2.jsonl"
    transcript(wrong, "/somewhere/else", user_says("hi"))
    result = found(home, sources=["claude"])
    blog = next(m for m in result.memdirs if m.kind == "project" and "blog" in m.slug)
    assert not blog.project.confirmed


def test_slugs_are_stable_and_unique_when_two_folders_share_a_name(tmp_path, home):
    first = MemdirBuilder(tmp_path / "a" / "notes")
    second = MemdirBuilder(tmp_path / "b" / "notes")
    pattern = os.pathsep.join([str(first.root), str(second.root)])
    once = found(home, patterns=pattern)
    again = found(home, patterns=os.pathsep.join([str(second.root), str(first.root)]))
    slugs = {m.path: m.slug for m in once.memdirs}
    assert len(set(slugs.values())) == 2
    assert all(slug.startswith("notes-") for slug in slugs.values())
    assert slugs == {m.path: m.slug for m in again.memdirs}


def test_a_pattern_that_matches_nothing_is_a_note_not_a_failure(tmp_path, home):
    result = found(home, patterns=str(tmp_path / "nowhere" / "*"))
    assert result.memdirs == []
    assert "matches no folder" in result.notes[0].message


def test_patterns_expand_home_and_globs(home):
    pattern = "~/.claude/projects/*/memory"
    result = found(home, patterns=pattern)
    assert {m.kind for m in result.memdirs} == {"project"}
    assert len(result.memdirs) == 2
    assert all(m.origin == pattern for m in result.memdirs)


def test_a_folder_listed_and_discovered_is_served_once(home):
    listed = str(home.memory(home.shop).root)
    result = found(home, patterns=listed, sources=["claude"])
    paths = [os.path.realpath(m.path) for m in result.memdirs]
    assert len(paths) == len(set(paths))
    assert next(m for m in result.memdirs if m.path == listed).origin == listed


def test_hermes_memories_are_found_with_their_format(home):
    result = found(home, sources=["hermes"])
    assert [(m.slug, m.profile) for m in result.memdirs] == [("hermes", "hermes")]


def test_claude_config_dir_moves_the_place_looked_in(tmp_path, home):
    other = tmp_path / "elsewhere"
    one_project(MemdirBuilder(other / "projects" / "-x-y" / "memory"), "a", "A.\n")
    result = found(home, sources=["claude"], env=home.env(CLAUDE_CONFIG_DIR=str(other)))
    assert [m.slug for m in result.memdirs] == ["x-y"]


def settings(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))


def test_auto_memory_directory_in_user_settings_is_served_and_the_old_folders_stop(tmp_path, home):
    shared = MemdirBuilder(tmp_path / "sync" / "all-memory")
    one_project(shared, "shared", "Shared.\n")
    settings(home.config / "settings.json", {"autoMemoryDirectory": "~/../sync/all-memory"})
    # "~/.." climbs above the home folder: Claude Code refuses it, and so do we, aloud.
    result = found(home, sources=["claude"])
    assert any("neither an absolute path" in n.message for n in result.notes)
    settings(home.config / "settings.json", {"autoMemoryDirectory": str(shared.root)})
    result = found(home, sources=["claude"])
    moved = next(m for m in result.memdirs if m.path == str(shared.root))
    assert moved.kind == "project" and "every project" in moved.label
    shop = next(m for m in result.memdirs if m.kind == "project" and "shop" in m.slug)
    assert not shop.writes.enabled
    assert shop.writes.source == str(home.config / "settings.json")


def test_auto_memory_directory_in_a_repositorys_shared_settings_is_reported_as_ignored(home):
    settings(home.shop / ".claude" / "settings.json", {"autoMemoryDirectory": "/tmp/x"})
    result = found(home, sources=["claude"])
    assert any("ignores in a repository's shared settings" in n.message for n in result.notes)
    shop = next(m for m in result.memdirs if m.kind == "project" and "shop" in m.slug)
    assert shop.writes.enabled


def test_a_relative_auto_memory_directory_is_reported(home):
    settings(home.shop / ".claude" / "settings.local.json", {"autoMemoryDirectory": "mem"})
    result = found(home, sources=["claude"])
    note = next(n for n in result.notes if "autoMemoryDirectory" in n.message)
    assert note.level == "error" and note.source.endswith("settings.local.json")


def test_a_local_auto_memory_directory_moves_one_project(tmp_path, home):
    moved = MemdirBuilder(tmp_path / "shop-memory")
    one_project(moved, "moved", "Moved.\n")
    local = home.shop / ".claude" / "settings.local.json"
    settings(local, {"autoMemoryDirectory": str(moved.root)})
    result = found(home, sources=["claude"])
    new = next(m for m in result.memdirs if m.path == str(moved.root))
    assert new.slug == "shop-memory" and new.project.path == str(home.shop)
    old = next(m for m in result.memdirs if m.kind == "project" and "shop" in m.slug)
    assert (old.writes.enabled, old.writes.source) == (False, str(local))
    blog = next(m for m in result.memdirs if m.kind == "project" and "blog" in m.slug)
    assert blog.writes.enabled


@pytest.mark.parametrize(
    ("env", "layer", "enabled", "decided_by"),
    [
        ({}, {}, True, "default"),
        ({"CLAUDE_CODE_DISABLE_AUTO_MEMORY": "1"}, {}, False, "$CLAUDE_CODE_DISABLE_AUTO_MEMORY"),
        # The variable wins over settings, in both directions, as in Claude Code.
        (
            {"CLAUDE_CODE_DISABLE_AUTO_MEMORY": "0"},
            {"autoMemoryEnabled": False},
            True,
            "$CLAUDE_CODE_DISABLE_AUTO_MEMORY",
        ),
        ({}, {"autoMemoryEnabled": False}, False, "user"),
        ({}, {"env": {"CLAUDE_CODE_DISABLE_AUTO_MEMORY": "true"}}, False, "user"),
    ],
)
def test_it_says_whether_the_agent_still_writes_and_what_decided(
    home, env, layer, enabled, decided_by
):
    if layer:
        settings(home.config / "settings.json", layer)
    result = found(home, sources=["claude"], env=home.env(**env))
    shop = next(m for m in result.memdirs if m.kind == "project" and "shop" in m.slug)
    assert shop.writes.enabled is enabled
    expected = str(home.config / "settings.json") if decided_by == "user" else decided_by
    assert shop.writes.source == expected


def test_a_repositorys_own_settings_outrank_the_users(home):
    settings(home.config / "settings.json", {"autoMemoryEnabled": True})
    project = home.shop / ".claude" / "settings.json"
    settings(project, {"autoMemoryEnabled": False})
    result = found(home, sources=["claude"])
    shop = next(m for m in result.memdirs if m.kind == "project" and "shop" in m.slug)
    assert (shop.writes.enabled, shop.writes.source) == (False, str(project))
    managed = home.home / "managed.json"
    settings(managed, {"autoMemoryEnabled": True})
    result = found(home, sources=["claude"], managed=[str(managed)])
    shop = next(m for m in result.memdirs if m.kind == "project" and "shop" in m.slug)
    assert (shop.writes.enabled, shop.writes.source) == (True, str(managed))


def test_a_broken_settings_file_is_a_note_and_discovery_goes_on(home):
    (home.config / "settings.json").write_text("{not json")
    result = found(home, sources=["claude"])
    assert any(n.source.endswith("settings.json") and n.level == "error" for n in result.notes)
    assert len(result.memdirs) == 5


def test_repositories_under_a_root_give_their_subagents(tmp_path, home):
    repo = tmp_path / "work" / "api"
    one_project(MemdirBuilder(repo / ".claude" / "agent-memory-local" / "tester"), "t", "T.\n")
    result = found(home, sources=["claude"], roots=str(tmp_path / "work"))
    local = next(m for m in result.memdirs if m.slug.endswith(".agent-local.tester"))
    assert local.kind == "subagent" and str(repo) in local.label


def test_an_unknown_discovery_name_is_refused():
    with pytest.raises(ValueError, match="unknown discovery"):
        discover(sources=["cursor"], env={"HOME": "/nonexistent"})


def test_discovery_reads_and_never_writes(home):
    before = MemdirBuilder(home.home).bytes_and_mtimes()
    found(home, sources=["claude", "hermes"])
    assert MemdirBuilder(home.home).bytes_and_mtimes() == before


def test_a_guess_is_found_beside_thousands_of_unrelated_folders():
    from memoryui.memdir.discover import on_disk, sanitize

    with tempfile.TemporaryDirectory(prefix="memoryui-crowd-") as crowd:
        for n in range(2500):
            os.mkdir(os.path.join(crowd, f"other{n:04d}"))
        project = Path(crowd, "zz", "src", "blog")
        project.mkdir(parents=True)

        assert on_disk(sanitize(str(project))) == [str(project)]
