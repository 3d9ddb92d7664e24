"""The retrieval battery: questions pinned from /believe/, kept in .memoryui/battery.jsonl,
rerun after every reconcile that changed something and by ``hygiene``; a question that used to
pass and fails now is an error of the weekly pass, with what it finds now and what broke it.
And a memory's recall check: which sample prompts bring it up through the hook."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command

from memoryui import battery
from memoryui.memdir.journal import StateDir
from memoryui.models import BatteryResult, RecallCheck

from .test_recall_hook import QUESTION, TODAY, fill

EXPECTED = "ops/staging-db.md"


@pytest.fixture
def world(memdir, settings, db):
    settings.MEMORYUI_TODAY = TODAY
    fill(memdir)
    return memdir


def battery_file(memdir) -> bytes:
    return (memdir.root / ".memoryui" / "battery.jsonl").read_bytes()


def page(client) -> dict:
    return client.get("/battery/", {"format": "json"}).json()


def pin(client, question: str = QUESTION, expect: str | None = EXPECTED, **extra):
    data = {"question": question, **extra}
    if expect:
        data["expect"] = expect
    return client.post("/battery/add", data)


def checks(client) -> dict[str, dict]:
    return {c["key"]: c for c in client.get("/", {"format": "json"}).json()["checklist"]}


# --- pinning -----------------------------------------------------------------------------------


def test_believe_offers_an_editor_the_pins(world, editor_client):
    html = editor_client.get("/believe/", {"q": QUESTION}).content.decode()

    assert 'action="/battery/add"' in html
    assert "This is the right answer" in html and "This should be silent" in html
    assert f'name="expect" value="{EXPECTED}"' in html


def test_a_viewer_is_offered_no_pins(world, viewer_client):
    html = viewer_client.get("/believe/", {"q": QUESTION}).content.decode()

    assert 'action="/battery/add"' not in html


def test_pinning_the_right_answer_writes_the_battery_and_journals_it(world, editor_client):
    response = pin(editor_client)

    assert response.status_code == 302
    (line,) = battery_file(world).decode().splitlines()
    saved = json.loads(line)
    assert saved["question"] == QUESTION and saved["expect"] == [EXPECTED]
    assert saved["added_by"] == "erin" and saved["at"] and saved["id"]
    (event,) = [e for e in StateDir(world.root / ".memoryui").events() if e.action == "battery-add"]
    assert event.detail["state_file"] == "battery.jsonl" and event.actor == "erin"
    data = page(editor_client)
    assert data["questions"][0]["result"]["passed"] is True
    assert data["health"]["sentence"] == "1 of 1 question finds its memory"


def test_pinning_small_talk_as_silent(world, editor_client):
    pin(editor_client, "thanks, that's all for today", None, silent="on")

    (question,) = page(editor_client)["questions"]
    assert question["silent"] is True and question["result"]["passed"] is True
    sentence = editor_client.get("/", {"format": "json"}).json()["recall"]["sentence"]
    assert sentence == "1 of 1 small-talk prompt stays silent"


def test_the_weekly_pass_shows_recall_health(world, editor_client):
    pin(editor_client)
    pin(editor_client, "great, carry on", None, silent="on")

    html = editor_client.get("/").content.decode()

    assert "1 of 1 question finds its memory; 1 of 1 small-talk prompt stays silent" in html


def test_pinning_a_memory_that_is_not_there_is_refused(world, editor_client):
    response = pin(editor_client, expect="ops/nope.md")

    assert response.status_code == 400
    assert "There is no memory ops/nope.md" in response.content.decode()
    assert not (world.root / ".memoryui" / "battery.jsonl").exists()


def test_pinning_the_same_answer_twice_adds_nothing(world, editor_client):
    pin(editor_client)
    pin(editor_client)

    assert len(battery_file(world).splitlines()) == 1


# --- rerun on change, and regressions ------------------------------------------------------


def outrank(world) -> list[str]:
    """The agent writes three notes that answer the question better than the pinned one."""
    paths = [f"ops/staging-copy-{n}.md" for n in range(3)]
    for path in paths:
        world.topic(
            path,
            name="staging database copy settled",
            description="We settled how staging gets its copy of the database",
            body="Settled: staging gets its database copy from the nightly snapshot.\n",
        )
    return paths


def test_an_outside_change_that_breaks_a_question_is_an_error_naming_the_change(
    world, editor_client
):
    pin(editor_client)
    added = outrank(world)

    data = page(editor_client)

    result = data["questions"][0]["result"]
    assert result["passed"] is False and result["regression"] is True
    assert sorted(result["found"]) == sorted(added)
    assert sorted(c["path"] for c in result["broken_by"]["changes"]) == sorted(added)
    assert {c["kind"] for c in result["broken_by"]["changes"]} == {"added"}
    assert "outside writer" in result["broken_by"]["words"]
    assert checks(editor_client)["battery_regressions"]["count"] == 1
    assert checks(editor_client)["battery_regressions"]["level"] == "error"


def test_a_change_made_through_memoryui_names_its_event(world, editor_client):
    pin(editor_client)
    sha = editor_client.get(f"/memories/{EXPECTED}", {"format": "json"}).json()["sha256"]

    editor_client.post(f"/memories/{EXPECTED}/archive", {"base_sha256": sha})

    result = page(editor_client)["questions"][0]["result"]
    assert result["regression"] is True
    assert result["broken_by"]["event"]["action"] == "archive"
    assert result["broken_by"]["event"]["actor"] == "erin"


def test_a_regression_stays_until_the_question_passes_again(world, editor_client):
    pin(editor_client)
    original = (world.root / EXPECTED).read_bytes()
    (world.root / EXPECTED).unlink()
    first = page(editor_client)["questions"][0]["result"]
    assert first["broken_by"]["changes"] == [{"path": EXPECTED, "kind": "removed"}]
    world.write("user/tea.md", (world.root / "user" / "tea.md").read_text() + "More tea.\n")

    later = page(editor_client)["questions"][0]["result"]
    assert later["regression"] is True and later["broken_by"] == first["broken_by"]

    world.write(EXPECTED, original)
    result = page(editor_client)["questions"][0]["result"]
    assert result["passed"] is True and result["regression"] is False
    assert checks(editor_client)["battery_regressions"]["count"] == 0


def test_hygiene_reports_a_regression_and_exits_1(world, editor_client):
    pin(editor_client)
    outrank(world)
    out = StringIO()

    with pytest.raises(SystemExit) as exit_code:
        call_command("hygiene", stdout=out)

    assert exit_code.value.code == 1
    report = out.getvalue()
    assert "1 battery question that used to find its memory and fail now **error**" in report
    assert f"“{QUESTION}”: expects {EXPECTED}; finds " in report


def test_a_question_that_never_passed_is_a_warning_not_an_error(world, editor_client):
    pin(editor_client, expect="user/tea.md")

    found = checks(editor_client)
    assert found["battery_failing"]["count"] == 1 and found["battery_failing"]["level"] == "warning"
    assert found["battery_regressions"]["count"] == 0


def test_a_reconcile_that_changed_nothing_does_not_rerun(world, editor_client):
    pin(editor_client)
    ran = BatteryResult.objects.get().ran_at
    BatteryResult.objects.update(ran_at="earlier")

    page(editor_client)

    assert ran and BatteryResult.objects.get().ran_at == "earlier"


def test_hygiene_reruns_the_battery(world, editor_client):
    pin(editor_client)
    BatteryResult.objects.all().delete()

    with pytest.raises(SystemExit):
        # (It exits 1: the runbook's failed claim is open.)
        call_command("hygiene", stdout=StringIO())

    assert BatteryResult.objects.get().passed is True


# --- the file: unreadable lines, edits that keep bytes, undo, rebuild ---------------------------

GOOD = {"id": "q1", "question": QUESTION, "expect": [EXPECTED], "added_by": "ann", "at": "x"}


def write_battery(world, *lines: bytes) -> None:
    world.write(".memoryui/battery.jsonl", b"\n".join(lines) + b"\n")


def test_lines_that_cannot_be_read_are_listed_and_the_rest_still_run(world, editor_client):
    other = {**GOOD, "id": "q2"}
    write_battery(
        world,
        json.dumps(GOOD).encode(),
        b"{not json",
        json.dumps({"id": "q3", "expect": [EXPECTED]}).encode(),
        json.dumps(GOOD).encode(),
        b"\xff\xfe",
        json.dumps({**other, "keep": "me"}).encode(),
    )

    data = page(editor_client)

    assert data["problems"] == [
        "battery.jsonl line 2 is not JSON",
        "battery.jsonl line 3 has no question",
        "battery.jsonl line 4 repeats the id q1 of an earlier question",
        "battery.jsonl line 5 is not JSON",
    ]
    assert [q["id"] for q in data["questions"]] == ["q1", "q2"]
    assert all(q["result"]["passed"] for q in data["questions"])
    assert "battery.jsonl line 2 is not JSON" in editor_client.get("/").content.decode()


def test_editing_and_removing_keep_every_other_line_byte_for_byte(world, editor_client):
    odd = b'{"id": "q2", "question": "where is the staging runbook?",  "expect": ["x.md"]}'
    write_battery(world, json.dumps(GOOD).encode(), b"{not json", odd)
    page(editor_client)

    editor_client.post(
        "/battery/q1/edit", {"question": "where is the staging runbook?", "expect": EXPECTED}
    )
    lines = battery_file(world).split(b"\n")
    assert lines[1:] == [b"{not json", odd, b""]
    assert json.loads(lines[0])["question"] == "where is the staging runbook?"

    editor_client.post("/battery/q1/remove")
    assert battery_file(world) == b"{not json\n" + odd + b"\n"


def test_removing_a_question_is_undone_from_the_history(world, editor_client):
    write_battery(world, json.dumps(GOOD).encode())
    page(editor_client)
    before = battery_file(world)
    editor_client.post("/battery/q1/remove")
    events = editor_client.get("/history/", {"format": "json"}).json()["events"]
    removal = next(e for e in events if e["action"] == "battery-remove")

    response = editor_client.post(f"/history/{removal['id']}/undo")

    assert response.status_code == 302
    assert battery_file(world) == before
    assert [q["id"] for q in page(editor_client)["questions"]] == ["q1"]


def test_a_stale_edit_is_refused_and_nothing_is_written(world, editor_client, monkeypatch):
    write_battery(world, json.dumps(GOOD).encode())
    page(editor_client)
    real = battery._current

    def changed_meanwhile():
        raw, digest = real()
        write_battery(world, json.dumps(GOOD).encode(), json.dumps({**GOOD, "id": "q9"}).encode())
        return raw, digest

    monkeypatch.setattr(battery, "_current", changed_meanwhile)
    response = editor_client.post("/battery/q1/remove")

    assert response.status_code == 400
    assert "changed since you opened it" in response.content.decode()
    assert len(battery_file(world).splitlines()) == 2


def test_the_battery_and_used_to_pass_survive_a_rebuild(world, editor_client):
    pin(editor_client)
    editor_client.post("/pass/complete", {"confirm": "yes"})
    call_command("sync", "--rebuild", stdout=StringIO())
    assert not BatteryResult.objects.exists() or BatteryResult.objects.get().passed

    (world.root / EXPECTED).unlink()
    BatteryResult.objects.all().delete()
    result = page(editor_client)["questions"][0]["result"]

    # No result in the database said it passed: the last completed pass did.
    assert result["regression"] is True


# --- curate's proposals -------------------------------------------------------------------


def test_curate_proposes_questions_and_adds_none(world, editor_client):
    call_command("curate", stdout=StringIO())

    assert not (world.root / ".memoryui" / "battery.jsonl").exists()
    proposals = page(editor_client)["proposals"]
    silent = [p for p in proposals if p["silent"]]
    about = [p for p in proposals if not p["silent"]]
    assert silent and about
    assert all(p["expect"] and p["question"] for p in about)

    chosen = about[0]
    pin(editor_client, chosen["question"], chosen["expect"][0])
    data = page(editor_client)
    assert [q["question"] for q in data["questions"]] == [chosen["question"]]
    assert chosen["question"] not in [p["question"] for p in data["proposals"]]


# --- a memory's recall check ----------------------------------------------------------------


def test_the_recall_check_shows_which_prompts_bring_a_memory_up(world, viewer_client):
    data = viewer_client.get("/memories/user/tea.md/recall", {"format": "json"}).json()

    assert data["recalled"] is True
    prompts = {p["prompt"]: p["rank"] for p in data["prompts"]}
    assert prompts["what do we know about the user drinks green tea in the afternoon?"] == 1
    html = viewer_client.get("/memories/user/tea.md").content.decode()
    assert 'href="/memories/user/tea.md/recall"' in html


def test_a_memory_nothing_brings_up_is_labelled_and_counted_after_hygiene(world, viewer_client):
    # Called by nothing anyone would type: its name and description are only function words.
    world.topic("misc/it.md", name="it", description="It is what it is", body="Nothing much.")
    viewer_client.get("/")
    check = viewer_client.get("/memories/misc/it.md/recall", {"format": "json"}).json()
    assert check["recalled"] is False and check["prompts"]

    with pytest.raises(SystemExit):
        call_command("hygiene", stdout=StringIO())

    assert RecallCheck.objects.get(path="misc/it.md").recalled is False
    labels = viewer_client.get("/memories/misc/it.md", {"format": "json"}).json()["labels"]
    assert "never-recalled" in labels
    assert checks(viewer_client)["never_recalled"]["count"] >= 1
    never = [m["path"] for m in page(viewer_client)["never_recalled"]]
    assert "misc/it.md" in never and "user/tea.md" not in never
