"""verify and curate from the browser: a run outside the request, watched and joined."""

from __future__ import annotations

import datetime as dt
import shutil
import subprocess

import pytest
from django.utils import timezone

from memoryui.models import Job


@pytest.fixture
def claims(memdir, tmp_path, settings):
    project = tmp_path / "project"
    (project / "src").mkdir(parents=True)
    (project / "src" / "app.py").write_text("print('hi')\n")
    # A real repository: a path claim fails only with git's word that the file is not there.
    for args in (["init", "-q", "-b", "main"], ["add", "."], ["commit", "-q", "-m", "Start"]):
        subprocess.run(
            ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", *args],
            cwd=project,
            check=True,
        )
    settings.MEMORYUI_PROJECT_ROOT = str(project)
    memdir.topic("a.md", description="where the app is", body="The app is in `src/app.py`.\n")
    memdir.topic("b.md", description="the old module", body="Helpers are in `src/helpers.py`.\n")
    memdir.index("- [A](a.md) — where the app is", "- [B](b.md) — the old module")
    return memdir


def test_an_editor_runs_verify_from_the_page_and_sees_what_it_found(db, claims, editor_client):
    page = editor_client.get("/")
    assert b'name="kind" value="verify"' in page.content
    response = editor_client.post("/jobs/start", {"kind": "verify"})
    assert response.status_code == 302
    job = Job.objects.get()
    assert response.url == f"/jobs/{job.pk}/"
    data = editor_client.get(response.url + "?format=json").json()
    assert data["status"] == "done" and data["kind"] == "verify"
    assert data["done"] == data["total"] == 2
    assert "unverified" in data["message"]
    assert b"unverified:" in (claims.root / "b.md").read_bytes()
    html = editor_client.get(response.url).content.decode()
    assert "Done:" in html and "hx-trigger" not in html


def test_a_running_page_polls_itself_until_it_is_done(db, claims, editor_client):
    running = Job.objects.create(kind="verify", actor="erin", status=Job.RUNNING, total=10, done=4)
    html = editor_client.get(f"/jobs/{running.pk}/").content.decode()
    assert 'hx-trigger="every 1s"' in html and "4 of 10 memories checked" in html
    assert f'href="/jobs/{running.pk}/"' in html


def test_a_second_start_while_one_runs_joins_it(db, claims, editor_client):
    running = Job.objects.create(kind="verify", actor="erin", status=Job.RUNNING)
    response = editor_client.post("/jobs/start", {"kind": "curate"})
    assert response.url == f"/jobs/{running.pk}/"
    assert Job.objects.count() == 1


def test_a_run_whose_server_stopped_is_said_and_can_be_started_again(db, claims, editor_client):
    old = timezone.now() - dt.timedelta(minutes=5)
    lost = Job.objects.create(kind="verify", actor="erin", status=Job.RUNNING)
    Job.objects.filter(pk=lost.pk).update(beat=old)
    assert editor_client.get(f"/jobs/{lost.pk}/?format=json").json()["status"] == "stopped"
    assert b"the server was restarted" in editor_client.get(f"/jobs/{lost.pk}/").content
    response = editor_client.post("/jobs/start", {"kind": "verify"})
    assert response.url != f"/jobs/{lost.pk}/"
    assert Job.objects.get(pk=lost.pk).status == Job.STOPPED


def test_curate_from_the_page_fills_the_review_queue(db, memdir, editor_client):
    body = "Deploys go out on Tuesdays after the standup, never on Fridays.\n"
    memdir.topic("one.md", description="deploy day", body=body)
    memdir.topic("two.md", description="deploy day again", body=body)
    response = editor_client.post("/jobs/start", {"kind": "curate"})
    assert editor_client.get(response.url + "?format=json").json()["status"] == "done"
    items = editor_client.get("/review/?format=json").json()["items"]
    assert [i["kind"] for i in items] == ["duplicate"]


def test_a_run_that_fails_says_why(db, claims, editor_client):
    editor_client.get("/")
    shutil.rmtree(claims.root)
    response = editor_client.post("/jobs/start", {"kind": "verify"})
    data = editor_client.get(response.url + "?format=json").json()
    assert data["status"] == "failed" and data["message"]
    assert b"stopped with an error" in editor_client.get(response.url).content


def test_an_unknown_kind_is_refused_and_nothing_runs(db, claims, editor_client):
    response = editor_client.post("/jobs/start", {"kind": "rm -rf"})
    assert response.status_code == 400
    assert not Job.objects.exists()
