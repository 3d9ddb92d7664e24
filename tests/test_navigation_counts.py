"""The navigation says what waits: review items and changes to decide, on every page.

The review queue was not in the navigation at all, and the changes page gave no hint of how
much the agent had written since the last pass.
"""

from __future__ import annotations

import re

from django.core.management import call_command

OLD = 1_700_000_000
NEWER = 1_730_000_000


def nav_link(html: str, label: str) -> str:
    nav = re.search(r'<nav aria-label="Main".*?</nav>', html, re.S).group(0)
    match = re.search(rf'<a href="[^"]*"[^>]*>{label}(.*?)</a>', nav, re.S)
    assert match, f"no {label} link in the navigation"
    return match.group(1)


def count_in(link: str) -> int | None:
    found = re.search(r'<span class="nav-count">(\d+)</span>', link)
    return int(found.group(1)) if found else None


def contradicting(memdir) -> None:
    memdir.topic(
        "projects/refresh.md",
        name="Staging refresh",
        description="How staging gets its data",
        body="Staging is refreshed nightly from a prod snapshot at 02:00.\n",
        mtime=OLD,
    )
    memdir.topic(
        "projects/seed.md",
        name="Staging seed",
        description="Staging no longer copies prod",
        body="We stopped copying prod into staging: it is seeded weekly from fixtures.\n",
        mtime=NEWER,
    )
    memdir.index(
        "# Memory",
        "- [Staging refresh](projects/refresh.md) — how staging gets its data",
        "- [Staging seed](projects/seed.md) — staging no longer copies prod",
    )


def test_the_review_link_counts_what_the_queue_holds(memdir, editor_client):
    contradicting(memdir)
    page = editor_client.get("/memories/").content.decode()
    before = count_in(nav_link(page, "Review")) or 0
    call_command("curate", verbosity=0)
    queue = editor_client.get("/review/?format=json").json()
    assert len(queue["items"]) == 1  # the contradiction curate found

    page = editor_client.get("/memories/").content.decode()

    assert count_in(nav_link(page, "Review")) == len(queue["items"]) + queue["lint_count"]
    assert count_in(nav_link(page, "Review")) == before + 1


def test_the_count_follows_a_decision_at_once(memdir, editor_client):
    contradicting(memdir)
    call_command("curate", verbosity=0)
    before = count_in(nav_link(editor_client.get("/").content.decode(), "Review"))
    [item] = editor_client.get("/review/?format=json").json()["items"]

    editor_client.post(f"/review/{item['id']}/resolve", {"action": "dismiss"})

    after = count_in(nav_link(editor_client.get("/").content.decode(), "Review")) or 0
    assert after == before - 1


def test_the_changes_link_counts_changes_still_to_decide(memdir, editor_client):
    contradicting(memdir)
    editor_client.get("/")  # the first look: where memoryui starts keeping versions
    assert count_in(nav_link(editor_client.get("/").content.decode(), "Changes")) is None
    memdir.write("projects/seed.md", "Rewritten by the agent.\n", mtime=NEWER + 60)

    page = editor_client.get("/").content.decode()

    assert count_in(nav_link(page, "Changes")) == 1
    change = editor_client.get("/changes/?format=json").json()["changes"][0]
    editor_client.post(f"/changes/{change['id']}/keep")
    assert count_in(nav_link(editor_client.get("/").content.decode(), "Changes")) is None


def test_the_counts_are_right_again_after_a_rebuild(memdir, editor_client):
    contradicting(memdir)
    editor_client.get("/")  # the first look
    # The agent rewrites bodies and keeps the frontmatter: the lint finds the same each time.
    seed = (memdir.root / "projects/seed.md").read_text()
    memdir.write("projects/seed.md", seed + "Fixtures live in seeds/.\n", mtime=NEWER + 60)
    assert count_in(nav_link(editor_client.get("/").content.decode(), "Changes")) == 1
    call_command("sync", "--rebuild", verbosity=0)

    # The agent writes again; only JSON twins look (they never draw the navigation), and the
    # rebuilt projection is back at the version the counts were last drawn at.
    refresh = (memdir.root / "projects/refresh.md").read_text()
    memdir.write("projects/refresh.md", refresh + "Snapshots are kept a week.\n", mtime=NEWER + 120)
    editor_client.get("/changes/?format=json")

    page = editor_client.get("/").content.decode()
    undecided = [c for c in editor_client.get("/changes/?format=json").json()["changes"]]
    assert count_in(nav_link(page, "Changes")) == sum(1 for c in undecided if not c["reviewed"])
    assert count_in(nav_link(page, "Changes")) == 2
