"""Links between memories on the pages: rendered as links, dead ones flagged, backlinks,
the graph and its twin, and the lint's findings with their one-click fixes.
"""

from __future__ import annotations

import io
import re
from html import unescape

import pytest
from django.core.management import call_command

from memoryui import projection
from memoryui.memdir.journal import sha256


@pytest.fixture
def linked(memdir, db):
    memdir.topic(
        "projects/deploy.md",
        name="Deploy",
        description="How we deploy",
        body=(
            "Read [[release-train|the train]] and [[Oncall#pager]] first.\n\n"
            "Old notes: [legacy](../reference/legacy.md). Gone: [[nowhere]].\n"
        ),
    )
    memdir.topic("projects/release-train.md", name="Release train", description="Dates")
    memdir.topic("reference/legacy.md", name="Legacy", description="Old deploys", type="reference")
    memdir.topic("user/oncall.md", name="Oncall", description="Who is on call", type="user")
    memdir.topic("user/loner.md", name="Loner", description="Linked to by nobody", type="user")
    memdir.index(
        "# Memory",
        "- [Deploy](projects/deploy.md) — how we deploy",
        "- [Train](projects/release-train.md) — dates",
        "- [Legacy](reference/legacy.md) — old deploys",
        "- [Oncall](user/oncall.md) — who is on call",
        "- [Oncall again](user/oncall.md) — who is on call",
    )
    return memdir


def html_of(client, url: str, **params) -> str:
    response = client.get(url, params)
    assert response.status_code == 200, response.content[:300]
    return unescape(response.content.decode())


def test_wikilinks_and_relative_links_render_as_links_to_the_memories(linked, viewer_client):
    html = html_of(viewer_client, "/memories/projects/deploy.md")

    def link(href: str, text: str) -> bool:
        return (
            re.search(rf'<a href="{re.escape(href)}"[^>]*>{re.escape(text)}</a>', html) is not None
        )

    assert link("/memories/projects/release-train.md", "the train")
    # Resolved by name, as Obsidian does; the heading rides along.
    assert link("/memories/user/oncall.md#pager", "Oncall#pager")
    assert link("/memories/reference/legacy.md", "legacy")


def test_a_dead_link_is_flagged_on_the_page_and_in_the_lint(linked, viewer_client):
    html = html_of(viewer_client, "/memories/projects/deploy.md")
    data = viewer_client.get("/memories/projects/deploy.md", {"format": "json"}).json()

    assert re.search(
        r'<a href="#dead-link" title="dead link: no memory nowhere"[^>]*>nowhere</a>', html
    )
    (dead,) = [f for f in data["lint"] if f["id"] == "dead-link"]
    assert dead == {
        "id": "dead-link",
        "level": "error",
        "path": "projects/deploy.md",
        "line": 8,
        "message": "Line 8 links to [[nowhere]]: no memory in the memdir has that name.",
        "item": dead["item"],
        "fix": "edit",
        "merge_with": None,
    }


def test_a_memory_shows_its_backlinks(linked, viewer_client):
    html = html_of(viewer_client, "/memories/user/oncall.md")
    data = viewer_client.get("/memories/user/oncall.md", {"format": "json"}).json()

    assert data["backlinks"] == [{"path": "projects/deploy.md", "line": 6}]
    assert "Linked from" in html and 'href="/memories/projects/deploy.md"' in html


def test_the_weekly_pass_lists_dead_links_between_memories(linked, viewer_client):
    counts = viewer_client.get("/", {"format": "json"}).json()["counts"]
    out = io.StringIO()
    with pytest.raises(SystemExit):
        call_command("hygiene", stdout=out)

    assert counts["dead_memory_links"] == 1
    assert "- [ ] 1 broken link between memories **error**" in out.getvalue()


def test_the_graph_twin_has_nodes_and_edges_and_sets_orphans_apart(linked, viewer_client):
    data = viewer_client.get("/graph/", {"format": "json"}).json()

    nodes = {n["path"]: n for n in data["nodes"]}
    assert set(nodes) == {
        "projects/deploy.md",
        "projects/release-train.md",
        "reference/legacy.md",
        "user/oncall.md",
        "user/loner.md",
    }
    assert {(e["source"], e["target"]) for e in data["edges"]} == {
        ("projects/deploy.md", "projects/release-train.md"),
        ("projects/deploy.md", "reference/legacy.md"),
        ("projects/deploy.md", "user/oncall.md"),
    }
    assert nodes["user/loner.md"]["orphan"] is True
    assert nodes["projects/deploy.md"]["orphan"] is False
    # Set apart: below every linked memory.
    linked_y = max(n["y"] for n in nodes.values() if not n["orphan"])
    assert nodes["user/loner.md"]["y"] > linked_y


def test_the_graph_page_draws_an_svg_coloured_by_type(linked, viewer_client):
    html = html_of(viewer_client, "/graph/")

    assert "<svg" in html and "Not linked to or from any memory" in html
    assert html.count('class="node-dot type-user"') >= 2
    assert 'href="/memories/user/loner.md"' in html


def test_the_graph_of_200_memories_is_laid_out_inside_its_frame(memdir, viewer_client):
    for n in range(200):
        links = " ".join(f"[[n{(n * 7 + k) % 200}]]" for k in (1, 2)) if n % 5 else ""
        memdir.topic(f"notes/n{n}.md", name=f"n{n}", description=f"Note {n}", body=f"{links}\n")

    data = viewer_client.get("/graph/", {"format": "json"}).json()
    html = html_of(viewer_client, "/graph/")

    width, height = map(float, re.search(r'viewBox="0 0 (\d+) (\d+)"', html).groups())
    assert len(data["nodes"]) == 200
    assert all(0 <= n["x"] <= width and 0 <= n["y"] <= height for n in data["nodes"])
    # Readable: no two linked memories drawn on top of each other.
    points = sorted((round(n["x"]), round(n["y"])) for n in data["nodes"] if not n["orphan"])
    assert len(set(points)) == len(points)


def test_many_unlinked_memories_beside_few_linked_ones_fill_rows_not_one_column(
    memdir, viewer_client
):
    memdir.topic("a.md", name="a", description="A", body="[[b]]\n")
    memdir.topic("b.md", name="b", description="B")
    for n in range(120):
        memdir.topic(f"notes/n{n}.md", name=f"n{n}", description=f"Note {n}")

    html = html_of(viewer_client, "/graph/")

    width, height = map(float, re.search(r'viewBox="0 0 (\d+) (\d+)"', html).groups())
    # 120 in one column would be about 5,600 units high; in rows they fit in a screen or two.
    assert height < 2 * width
    assert "2 links" not in html and "1 link between them" in html


def test_cycles_self_links_and_a_name_two_files_claim_are_findings_not_a_crash(
    memdir, viewer_client
):
    memdir.topic("a.md", name="a", description="A", body="[[b]] and [[a]] and [[twin]].\n")
    memdir.topic("b.md", name="b", description="B", body="[[c]]\n")
    memdir.topic("c.md", name="c", description="C", body="[[a]]\n")
    memdir.topic("x/twin.md", name="twin", description="One twin")
    memdir.topic("y/twin.md", name="twin", description="The other twin")

    lint = viewer_client.get("/review/", {"format": "json"}).json()["lint"]
    assert viewer_client.get("/graph/").status_code == 200

    found = {f["id"] for f in lint}
    assert {"link-cycle", "self-link", "ambiguous-link", "name-claimed-twice"} <= found


# --- the lint on the pages and its one-click fixes ---------------------------------------------


def test_review_lists_the_lint_with_its_contract_keys(linked, viewer_client):
    data = viewer_client.get("/review/", {"format": "json"}).json()

    assert data["lint_count"] == len(data["lint"]) > 0
    assert all({"id", "level", "path", "line", "message"} <= set(f) for f in data["lint"])
    assert {f["id"] for f in data["lint"]} >= {"dead-link", "duplicate-pointer", "orphan"}
    # The queue's own items keep the contract's kinds.
    assert all(item["kind"] not in {f["id"] for f in data["lint"]} for item in data["items"])


def _finding(client, check: str) -> dict:
    lint = client.get("/review/", {"format": "json"}).json()["lint"]
    return next(f for f in lint if f["id"] == check)


def test_removing_a_duplicate_bullet_is_one_click_and_undoable(linked, editor_client):
    index = linked.root / "MEMORY.md"
    before = index.read_bytes()
    finding = _finding(editor_client, "duplicate-pointer")

    response = editor_client.post(f"/lint/{finding['item']}/fix")

    assert response.status_code == 302
    assert b"Oncall again" not in index.read_bytes()
    assert finding["item"] not in {
        f["item"] for f in editor_client.get("/review/", {"format": "json"}).json()["lint"]
    }
    event = editor_client.get("/history/", {"format": "json"}).json()["events"][0]
    assert event["detail"]["lint"] == "duplicate-pointer"
    editor_client.post(f"/history/{event['id']}/undo")
    assert index.read_bytes() == before


def test_adding_the_missing_pointer_for_an_orphan_is_one_click(linked, editor_client):
    finding = _finding(editor_client, "orphan")
    assert finding["path"] == "user/loner.md"

    editor_client.post(f"/lint/{finding['item']}/fix")

    assert (
        "- [Loner](user/loner.md) — Linked to by nobody" in (linked.root / "MEMORY.md").read_text()
    )
    assert "orphan" not in {
        f["id"] for f in editor_client.get("/review/", {"format": "json"}).json()["lint"]
    }


def test_a_fix_reads_the_index_again_so_the_agents_new_line_is_kept(linked, editor_client):
    finding = _finding(editor_client, "duplicate-pointer")
    index = linked.root / "MEMORY.md"
    index.write_text("- [New](projects/new.md) — written by the agent\n" + index.read_text())

    response = editor_client.post(f"/lint/{finding['item']}/fix")

    assert response.status_code == 302
    text = index.read_text()
    assert text.startswith("- [New](projects/new.md)") and "Oncall again" not in text


def test_a_fix_planned_on_an_index_that_changed_since_the_lint_read_it_is_a_conflict(
    linked, editor_client
):
    from memoryui import linting
    from memoryui.memdir.safewrite import Conflict

    finding = _finding(editor_client, "duplicate-pointer")
    index = linked.root / "MEMORY.md"
    index.write_text(index.read_text() + "- [New](projects/new.md) — written by the agent\n")

    with pytest.raises(Conflict):
        linting.plan_fix(finding["item"])


def test_dropping_a_hook_that_restates_the_description(memdir, editor_client):
    memdir.topic("a.md", name="A", description="Who signs the flour docket on delivery day")
    memdir.index("# Memory", "- [A](a.md) — Who signs the flour docket on delivery day")

    editor_client.post(f"/lint/{_finding(editor_client, 'hook-restates')['item']}/fix")

    assert (memdir.root / "MEMORY.md").read_text() == "# Memory\n- [A](a.md)\n"


def test_joining_an_entry_that_spilled_onto_a_second_line(memdir, editor_client):
    memdir.topic("a.md", name="A", description="The a note")
    memdir.index("# Memory", "- [A](a.md) — the a note, which", "  goes on here")

    editor_client.post(f"/lint/{_finding(editor_client, 'index-line-wraps')['item']}/fix")

    assert (
        memdir.root / "MEMORY.md"
    ).read_text() == "# Memory\n- [A](a.md) — the a note, which goes on here\n"


def test_a_finding_without_a_one_click_fix_refuses_one(linked, editor_client):
    finding = _finding(editor_client, "dead-link")
    before = linked.bytes_and_mtimes()

    response = editor_client.post(f"/lint/{finding['item']}/fix")

    assert response.status_code == 400
    assert linked.bytes_and_mtimes() == before


def test_a_dismissed_finding_holds_until_the_memory_changes_and_survives_a_rebuild(
    linked, editor_client
):
    finding = _finding(editor_client, "dead-link")
    editor_client.post(f"/review/{finding['item']}/resolve", {"action": "dismiss"})

    def open_items() -> set[str]:
        return {f["item"] for f in editor_client.get("/review/", {"format": "json"}).json()["lint"]}

    assert finding["item"] not in open_items()
    call_command("sync", "--rebuild", stdout=io.StringIO())
    assert finding["item"] not in open_items()
    raw = (linked.root / "projects/deploy.md").read_bytes()
    (linked.root / "projects/deploy.md").write_bytes(raw.replace(b"Old notes", b"Older notes"))
    assert finding["item"] in open_items()


def test_a_lint_finding_is_not_resolved_as_a_pair(linked, editor_client):
    finding = _finding(editor_client, "dead-link")

    response = editor_client.post(f"/review/{finding['item']}/resolve", {"action": "partial"})

    assert response.status_code == 400


def test_the_memory_page_shows_its_findings_with_their_fixes(linked, editor_client):
    html = html_of(editor_client, "/memories/user/loner.md")

    assert "What the lint found" in html
    assert "Add the missing pointer" in html and "Dismiss" in html


def test_a_viewer_sees_the_findings_but_no_fix(linked, viewer_client):
    html = html_of(viewer_client, "/memories/user/loner.md")

    assert "What the lint found" in html
    assert "Add the missing pointer" not in html


def test_reading_never_writes(linked, viewer_client):
    before = linked.bytes_and_mtimes()
    for url in ("/memories/projects/deploy.md", "/graph/", "/review/", "/"):
        viewer_client.get(url)
        viewer_client.get(url, {"format": "json"})

    assert linked.bytes_and_mtimes() == before


def test_the_lint_pass_reads_again_only_the_files_that_changed(
    linked, viewer_client, django_assert_max_num_queries
):
    from memoryui import linting
    from memoryui.models import LintedFile

    viewer_client.get("/review/")
    linted = dict(LintedFile.objects.values_list("path", "sha256"))
    raw = (linked.root / "user/oncall.md").read_bytes()
    (linked.root / "user/oncall.md").write_bytes(raw + b"More.\n")
    projection.reconcile()

    assert linting.refresh() is True
    fresh = dict(LintedFile.objects.values_list("path", "sha256"))
    assert {p for p in fresh if fresh[p] != linted.get(p)} == {"user/oncall.md"}
    assert fresh["user/oncall.md"] == sha256(raw + b"More.\n")
    assert linting.refresh() is False
