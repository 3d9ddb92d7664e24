"""A memdir that is a git repository: its commits since the last pass are changes too, with
their versions read from git, and a change both seen on disk and committed is listed once."""

from __future__ import annotations

import subprocess

import pytest

from memoryui import projection

A = "---\nname: Deploys\ndescription: How we deploy\ntype: project\n---\nOn Tuesdays.\n"


def git(root, *args: str) -> str:
    done = subprocess.run(
        ["git", "-c", "user.name=Agent Smith", "-c", "user.email=agent@example.org", *args],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def commit(root, message: str) -> str:
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", message)
    return git(root, "rev-parse", "HEAD")


@pytest.fixture
def repo(memdir, settings, tmp_path, db):
    settings.MEMORYUI_VERSIONS_DIR = tmp_path / "versions"
    git(memdir.root, "init", "-q")
    memdir.write("deploys.md", A)
    memdir.index("# Memory", "- [Deploys](deploys.md) — how we deploy")
    commit(memdir.root, "Remember how we deploy")
    return memdir


def listed(client) -> list[dict]:
    return client.get("/changes/", {"format": "json"}).json()["changes"]


def diff_text(client, change_id: str) -> str:
    return client.get(f"/changes/{change_id}/", {"format": "json"}).json()["diff"]["text"]


def test_the_commits_before_memoryuis_first_look_are_listed_with_diffs_from_git(
    repo, editor_client
):
    repo.write("deploys.md", A.replace("Tuesdays", "Thursdays"))
    sha = commit(repo.root, "Deploys moved to Thursdays")

    changes = listed(editor_client)

    assert sorted((c["kind"], c["path"], c["source"]) for c in changes) == [
        ("added", "MEMORY.md", "git"),
        ("added", "deploys.md", "git"),
        ("changed", "deploys.md", "git"),
    ]
    moved = next(c for c in changes if c["kind"] == "changed")
    assert moved["commit"] == {
        "sha": sha,
        "author": "Agent Smith",
        "subject": "Deploys moved to Thursdays",
    }
    assert moved["by"] == "outside"
    assert "On [-Tuesdays-]{+Thursdays+}." in diff_text(editor_client, moved["id"])


def test_a_change_committed_between_two_looks_is_listed_once_with_its_commit(repo, editor_client):
    before = {c["id"] for c in listed(editor_client)}
    repo.write("deploys.md", A + "Freeze on Fridays.\n")
    sha = commit(repo.root, "Freeze")

    fresh = [c for c in listed(editor_client) if c["id"] not in before]

    assert [(c["kind"], c["path"], c["commit"]["sha"]) for c in fresh] == [
        ("changed", "deploys.md", sha)
    ]


def test_a_change_seen_on_disk_and_committed_later_stays_one_change(repo, editor_client):
    before = {c["id"] for c in listed(editor_client)}
    repo.write("deploys.md", A + "Freeze on Fridays.\n")
    [seen] = [c for c in listed(editor_client) if c["id"] not in before]
    assert seen["source"] == "seen" and seen["commit"] is None

    sha = commit(repo.root, "Freeze")
    fresh = [c for c in listed(editor_client) if c["id"] not in before]

    assert [(c["id"], c["commit"]["sha"]) for c in fresh] == [(seen["id"], sha)]


def test_a_committed_change_reverts_in_the_working_tree(repo, editor_client):
    before = {c["id"] for c in listed(editor_client)}
    repo.write("deploys.md", A + "Freeze on Fridays.\n")
    commit(repo.root, "Freeze")
    [change] = [c for c in listed(editor_client) if c["id"] not in before]

    assert editor_client.post(f"/changes/{change['id']}/revert").status_code == 302

    assert (repo.root / "deploys.md").read_text() == A
    assert git(repo.root, "status", "--porcelain", "--", "deploys.md") == "M deploys.md"


def test_reading_the_history_never_writes_the_repository(repo, editor_client, viewer_client):
    repo.write("deploys.md", A + "More.\n")
    commit(repo.root, "More")
    projection.reconcile()
    before = repo.bytes_and_mtimes()

    for change in listed(viewer_client):
        viewer_client.get(f"/changes/{change['id']}/")
    projection.reconcile()

    assert repo.bytes_and_mtimes() == before
