"""A rule the agent wrote in three or more projects: a candidate for the global CLAUDE.md."""

from __future__ import annotations

import os

import pytest

from memoryui.memdir.shared_rules import RuleNote, shared_rules

from .conftest import MemdirBuilder

TERSE = "Answer tersely, without preamble or closing summaries; the user reads diffs, not prose."


def note(project: str, body: str = TERSE, kind: str = "feedback", path: str = "style.md"):
    return RuleNote(project, project, path, kind, "terse answers", "How to answer", body)


def test_one_rule_in_three_projects_is_suggested_with_its_shortest_wording():
    found = shared_rules(
        [note("shop"), note("blog"), note("api", TERSE + " Always."), note("api", "x", path="o.md")]
    )
    assert len(found) == 1
    assert found[0].projects == 3 and found[0].text == TERSE
    assert {n.project for n in found[0].notes} == {"shop", "blog", "api"}


def test_two_projects_are_not_enough():
    assert shared_rules([note("shop"), note("blog")]) == []


def test_a_rule_restated_in_other_words_still_counts():
    reworded = (
        "The user reads diffs, not prose: answer tersely, with no preamble and no closing "
        "summaries at the end."
    )
    found = shared_rules([note("shop"), note("blog"), note("api", reworded)])
    assert len(found) == 1 and found[0].projects == 3


def test_project_facts_and_other_types_are_never_suggested():
    assert shared_rules([note(p, kind="project") for p in ("shop", "blog", "api")]) == []
    mixed = [note("shop"), note("blog"), note("api", kind="user")]
    assert shared_rules(mixed) == []


def test_unrelated_rules_in_many_projects_are_not_grouped():
    bodies = [
        "Run the tests with make test before every push.",
        "Deploys go out on Tuesdays after the standup.",
        "Prefer British English spelling in documentation.",
    ]
    notes = [note(p, b) for p, b in zip(("shop", "blog", "api"), bodies, strict=True)]
    assert shared_rules(notes) == []


@pytest.fixture
def three_projects(tmp_path, settings):
    folders = []
    for name in ("shop", "blog", "api"):
        builder = MemdirBuilder(tmp_path / name)
        builder.topic("style.md", description="How to answer", type="feedback", body=TERSE + "\n")
        builder.topic("local.md", description=f"{name} only", type="project", body=f"{name}.\n")
        folders.append(str(builder.root))
    settings.MEMORYUI_MEMDIRS = os.pathsep.join(folders)
    settings.MEMORYUI_DISCOVER = []
    return folders


def test_the_fleet_page_offers_the_rule_to_copy(db, three_projects, editor_client):
    assert b'hx-get="/claude-md/"' in editor_client.get("/").content
    data = editor_client.get("/claude-md/?format=json").json()
    assert [r["text"] for r in data["rules"]] == [TERSE] and data["count"] == 1
    assert sorted(m["memdir"] for m in data["rules"][0]["memories"]) == ["api", "blog", "shop"]
    page = editor_client.get("/claude-md/").content.decode()
    assert "Rules for your global CLAUDE.md" in page and "/m/shop/memories/style.md" in page


def test_cross_project_duplicates_stay_out_of_every_review_queue(db, three_projects, editor_client):
    editor_client.get("/")
    from django.core.management import call_command

    call_command("curate")
    for slug in ("shop", "blog", "api"):
        items = editor_client.get(f"/m/{slug}/review/?format=json").json()["items"]
        assert [i for i in items if i["kind"] in ("duplicate", "near-duplicate")] == []
