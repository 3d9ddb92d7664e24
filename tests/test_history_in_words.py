"""The history read as sentences: what each change did, what was undone, whose it was."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from memoryui import projection
from memoryui.memdir.journal import sha256
from memoryui.memdir.plans import Plan
from memoryui.memdir.safewrite import Change
from tests.conftest import _user


@pytest.fixture
def changed(db, memdir):
    memdir.topic("a.md", description="alpha", body="Alpha.\n")
    memdir.topic("b.md", description="beta", body="Beta.\n")
    for path, who in (("a.md", "erin"), ("b.md", "otto")):
        raw = (memdir.root / path).read_bytes()
        change = Change(path, sha256(raw), raw + b"More.\n")
        projection.write(Plan("edit", [change], f"Saved {path}."), who)
    return memdir


def test_each_event_says_what_it_did_in_the_words_the_operator_was_told(changed, editor_client):
    events = editor_client.get("/history/?format=json").json()["events"]
    assert [e["summary"] for e in events] == ["Saved b.md.", "Saved a.md."]
    html = editor_client.get("/history/").content.decode()
    assert "Saved a.md." in html and "Saved b.md." in html


def test_the_history_narrows_to_one_file_or_one_person(changed, editor_client):
    by_file = editor_client.get("/history/?path=a.md&format=json").json()
    assert [e["path"] for e in by_file["events"]] == ["a.md"] and by_file["count"] == 1
    by_actor = editor_client.get("/history/?actor=otto&format=json").json()
    assert [e["actor"] for e in by_actor["events"]] == ["otto"]
    fragment = editor_client.get("/history/?actor=otto", HTTP_HX_REQUEST="true").content
    assert b'id="events"' in fragment and b"<html" not in fragment


def test_an_undone_change_is_marked_and_cannot_be_undone_twice(changed, editor_client):
    first = editor_client.get("/history/?path=a.md&format=json").json()["events"][0]["id"]
    assert editor_client.post(f"/history/{first}/undo").status_code == 302
    events = {e["id"]: e for e in editor_client.get("/history/?format=json").json()["events"]}
    assert events[first]["undone"] is True
    before = changed.bytes_and_mtimes()
    response = editor_client.post(f"/history/{first}/undo")
    assert response.status_code == 400 and b"already undone" in response.content
    assert changed.bytes_and_mtimes() == before


def test_the_message_after_a_change_offers_to_undo_exactly_it(changed, client):
    editor = _user("erin", editor=True)
    client.force_login(editor)
    raw = (changed.root / "a.md").read_bytes()
    response = client.post(
        "/memories/a.md/edit",
        {"name": "a", "description": "alpha", "type": "project", "aliases": "",
         "body": "Alpha, edited.\n", "base_sha256": sha256(raw)},
        follow=True,
    )  # fmt: skip
    newest = client.get("/history/?format=json").json()["events"][0]["id"]
    assert f'action="/history/{newest}/undo"'.encode() in response.content


def test_a_dismissal_says_what_it_dismissed(db, memdir, editor_client):
    body = "Deploys go out on Tuesdays after the standup, never on Fridays.\n"
    memdir.topic("one.md", description="deploy day", body=body)
    memdir.topic("two.md", description="deploy day again", body=body)
    from django.core.management import call_command

    call_command("curate")
    item = editor_client.get("/review/?format=json").json()["items"][0]["id"]
    editor_client.post(f"/review/{item}/resolve", {"action": "dismiss"})
    newest = editor_client.get("/history/?format=json").json()["events"][0]
    assert newest["summary"] == "Dismissed the duplicate about one.md and two.md."


def test_times_read_as_a_person_says_them_with_the_exact_time_on_hover():
    from memoryui.templatetags.memoryui_tags import ago, exact_time

    now = dt.datetime.now(dt.UTC)
    assert ago((now - dt.timedelta(days=3, hours=2)).isoformat()) == "3 days ago"
    assert ago((now - dt.timedelta(hours=1, minutes=5)).isoformat()) == "1 hour ago"
    assert ago((now - dt.timedelta(seconds=20)).isoformat()) == "just now"
    assert ago("not a time") == "not a time"
    assert ago(None) == "" and exact_time(None) == ""
    # A time at the calendar's edge, from a hand-edited file, reads as written.
    assert exact_time("0001-01-01T00:00:00+01:00") == "0001-01-01T00:00:00+01:00"
    assert ago((now + dt.timedelta(seconds=2)).isoformat()) == "just now"
    assert exact_time("2026-11-28T09:15:42.123+00:00") == "2026-11-28 09:15:42 UTC"


def test_the_history_shows_when_relatively_and_exactly(memdir, editor_client):
    memdir.topic("notes.md", name="Notes", description="Notes", body="One.\n")
    editor_client.get("/")
    raw = (memdir.root / "notes.md").read_bytes()
    projection.write(
        Plan("edit", [Change("notes.md", sha256(raw), raw + b"Two.\n")], "Edited notes."), "erin"
    )

    html = editor_client.get("/history/").content.decode()

    assert re.search(
        r'<time datetime="[^"]+" title="\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC">just now</time>', html
    )


def test_a_battery_question_added_is_said_with_its_question():
    from memoryui.describe import describe
    from memoryui.memdir.journal import Event

    event = Event.from_json(
        {
            "id": "e1",
            "at": "2026-12-01T10:00:00+00:00",
            "actor": "erin",
            "action": "battery-add",
            "files": [],
            "detail": {"question": {"id": "q1", "question": "where do deploys go out?"}},
        }
    )

    assert describe(event) == "Added “where do deploys go out?” to the retrieval battery"
