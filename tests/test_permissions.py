"""Roles: every mutating URL refuses viewers, read-only mode, strangers and forged requests.

The mutating URLs are found in the URL conf (``editor_view`` marks its views ``mutating``), not
listed by hand, so a new one is covered the day it is added. Each gets a POST that would really
change the disk if it got through: an editor sending the same POST does change it, which is what
makes "the disk is untouched" mean something for everyone else.
"""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import URLPattern, reverse

from memoryui import battery, linting, projection, urls
from memoryui.memdir.changes import plan_decision
from memoryui.memdir.journal import sha256
from memoryui.memdir.plans import Plan
from memoryui.memdir.safewrite import Change
from memoryui.models import BatteryQuestion, ChangeSeen, Job, LintFinding
from memoryui.projection.changes import record_of
from tests.conftest import MemdirBuilder

# Every pattern must be a plain URLPattern: an include() would hide views from this enumeration.
PATTERNS = list(urls.urlpatterns)
MUTATING = [p.name for p in PATTERNS if getattr(p.callback, "mutating", False)]
PUBLIC = {"login", "logout", "health"}
# Read pages only editors may see (session transcripts): a viewer gets 403 there.
EDITORS_ONLY = [p.name for p in PATTERNS if getattr(p.callback, "editors_only", False)]
READ = [
    p.name
    for p in PATTERNS
    if p.name not in PUBLIC and p.name not in MUTATING and p.name not in EDITORS_ONLY
]
# Marked mutating because it belongs to the editor, but it only renders markdown.
WRITES_NOTHING = {"preview"}

A = "---\nname: A\ndescription: The a note\ntype: project\n---\nA body.\n"
B = "---\nname: B\ndescription: The b note\ntype: project\n---\nB body.\n"
# A memory whose claim failed: it gives the review queue an item to resolve or re-check.
C = (
    "---\nname: C\ndescription: The c note\ntype: project\n"
    "unverified:\n- 'path src/gone.py: not found (2025-05-01)'\n---\nNothing to check here.\n"
)
INDEX = ["# Index", "- [A](a.md) — the a note", "- [Gone](gone.md) — a dead pointer", "Raw line."]
# A memory holding a credential: redacting it on disk is a write (issue 14).
D = (
    "---\nname: D\ndescription: The d note\ntype: reference\n---\n"
    "Deploy with ghp_Zk3x9Qw7Tn2Lp5Vb8Zc1Md4Fg6Hh0Jk2Ls4N.\n"
)


class World:
    """A small memdir with one journal event: what the plausible URLs and POSTs refer to."""

    def __init__(self, memdir: MemdirBuilder) -> None:
        self.memdir = memdir
        memdir.write("a.md", A, mtime=1_700_000_000)
        memdir.write("b.md", B, mtime=1_700_000_000)
        memdir.write("c.md", C, mtime=1_700_000_000)
        memdir.write("d.md", D, mtime=1_700_000_000)
        memdir.index(*INDEX)
        raw = memdir.root.joinpath("b.md").read_bytes()
        change = Change("b.md", sha256(raw), raw.replace(b"B body.", b"B body, edited."))
        self.event_id = projection.write(Plan("edit", [change], "Saved."), "erin").id
        # A question of the retrieval battery, pinned as an editor would pin it.
        projection.reconcile()
        battery.add("where is the a note?", ["a.md"], silent=False, actor="erin")
        self.question_id = BatteryQuestion.objects.filter(proposed=False).first().question_id
        # The agent appends to c.md: a change from outside to keep or revert, left for later
        # so that the pass can still be completed.
        memdir.write("c.md", C + "A line the agent added.\n", mtime=1_700_000_100)
        projection.reconcile()
        outside = ChangeSeen.objects.get(path="c.md")
        projection.write(plan_decision("later", [record_of(outside)]), "erin")
        self.change_id = outside.change_id

    def sha(self, rel: str) -> str:
        return sha256((self.memdir.root / rel).read_bytes())

    @property
    def review_item_id(self) -> str:
        """The first item of the review queue, read from its JSON twin as a script would."""
        reader = User.objects.get_or_create(username="world-reader")[0]
        items = _client(reader).get("/review/", {"format": "json"}).json()["items"]
        assert items, "the world should give the review queue an item"
        return items[0]["id"]

    @property
    def lint_finding_id(self) -> str:
        """A lint finding with a one-click fix (an orphan's missing pointer, a dead pointer),
        read from the lint's table of the memdir in scope (the fleet's tests reuse this)."""
        projection.reconcile()
        linting.refresh()
        fixable = [
            f
            for f in LintFinding.objects.order_by("item_id")
            if f.fix.get("kind", "").startswith("index-")
        ]
        assert fixable, "the world should give the lint a finding with a one-click fix"
        return fixable[0].item_id

    def topic_of(self, name: str) -> str:
        """The topic file a URL of ``name`` is about: the one with a secret for redaction."""
        return "d.md" if name == "memory_redact" else "a.md"

    def url(self, name: str) -> str:
        pattern = next(p for p in PATTERNS if p.name == name)
        values = {
            "path": lambda: self.topic_of(name),
            "event_id": lambda: self.event_id,
            "job_id": lambda: Job.objects.create(kind="verify", actor="erin", status="done").pk,
            "item_id": lambda: self.review_item_id,
            "question_id": lambda: self.question_id,
            "change_id": lambda: self.change_id,
            "finding": lambda: self.lint_finding_id,
        }
        kwargs = {}
        for key in pattern.pattern.converters:
            assert key in values, f"{name} takes <{key}>: give the test a plausible value for it"
            kwargs[key] = values[key]()
        return reverse(name, kwargs=kwargs)

    def payload(self, name: str) -> dict[str, str]:
        """One POST that every write URL understands, each taking the fields it needs."""
        pattern = next(p for p in PATTERNS if p.name == name)
        on_topic = "path" in pattern.pattern.converters
        if name == "changes_bulk":
            return {"action": "revert", "ids": self.change_id}
        return {
            "base_sha256": self.sha(self.topic_of(name)) if on_topic else self.sha("MEMORY.md"),
            # Merge (issue 14): fold the topic into b.md, confirmed ("save").
            "into": "b.md",
            "into_sha256": self.sha("b.md"),
            "name": "Changed",
            "description": "Changed by whoever got through",
            "type": "user",
            "aliases": "",
            "body": "Overwritten body.\n",
            "text": "Overwritten as a single line",
            "path": "notes/new.md",
            "new_path": "moved.md",
            "hook": "a hook",
            "title": "A title",
            "line": "2",
            "lines": "4",
            "order": ",".join(str(n) for n in range(len(INDEX), 0, -1)),
            "save": "1",
            "action": "partial",
            "note": "a note",
            "kind": "verify",
            "confirm": "yes",
            "question": "what does the b note say?",
            "expect": "b.md",
        }

    def disk(self) -> dict[str, tuple[bytes, int]]:
        """Every file, memoryui's journal and version store included, with bytes and mtime."""
        return self.memdir.bytes_and_mtimes()


@pytest.fixture
def world(memdir, db) -> World:
    return World(memdir)


def _client(user=None, **kwargs) -> Client:
    client = Client(**kwargs)
    if user is not None:
        client.force_login(user)
    return client


# --- the enumeration itself ----------------------------------------------------------------


def test_every_url_pattern_is_a_plain_pattern():
    assert all(isinstance(p, URLPattern) for p in PATTERNS)
    assert all(p.name for p in PATTERNS)


def test_the_mutating_urls_include_every_write_url_of_the_design():
    design = {"memory_edit", "memory_raw", "memory_new", "memory_archive", "history_undo"}
    design |= {"review_resolve", "change_keep", "change_revert"}
    issue = {"memory_move", "index_remove", "index_replace", "index_add", "index_extract"}
    assert MUTATING
    assert design | issue | {"index_order"} <= set(MUTATING)


@pytest.mark.parametrize("name", READ)
def test_every_other_page_sends_a_stranger_to_log_in(world, name):
    # What read_view does; a page without it (or without editor_view) would answer here.
    url = world.url(name)

    response = Client().get(url)

    assert response.status_code == 302
    assert response.url.startswith("/login/?next=")
    assert Client().get(url, {"format": "json"}).status_code == 401


# --- every mutating URL, every kind of caller ------------------------------------------------


@pytest.mark.parametrize("name", MUTATING)
def test_an_editors_post_really_gets_through(world, editor, name):
    # The control: the same URL and POST do change the disk for an editor.
    before = world.disk()

    response = _client(editor).post(world.url(name), world.payload(name))

    assert response.status_code in (200, 302), response.content[:500]
    if name not in WRITES_NOTHING:
        assert world.disk() != before


@pytest.mark.parametrize("htmx", [False, True], ids=["form", "htmx"])
@pytest.mark.parametrize("name", MUTATING)
def test_a_viewers_post_is_403_and_the_disk_is_untouched(world, viewer, name, htmx):
    before = world.disk()
    headers = {"HX-Request": "true"} if htmx else {}

    response = _client(viewer).post(world.url(name), world.payload(name), headers=headers)

    assert response.status_code == 403
    assert "Only editors can change memory" in response.content.decode()
    assert world.disk() == before


@pytest.mark.parametrize("htmx", [False, True], ids=["form", "htmx"])
@pytest.mark.parametrize("name", MUTATING)
def test_in_read_only_mode_an_editors_post_is_403(world, editor, settings, name, htmx):
    settings.MEMORYUI_READ_ONLY = True
    before = world.disk()
    headers = {"HX-Request": "true"} if htmx else {}

    response = _client(editor).post(world.url(name), world.payload(name), headers=headers)

    assert response.status_code == 403
    assert "read-only" in response.content.decode()
    assert world.disk() == before


@pytest.mark.parametrize("name", MUTATING)
def test_an_anonymous_post_is_sent_to_log_in(world, name):
    before = world.disk()

    response = Client().post(world.url(name), world.payload(name))

    assert response.status_code in (302, 401)
    if response.status_code == 302:
        assert response.url.startswith("/login/?next=")
    assert world.disk() == before


@pytest.mark.parametrize("htmx", [False, True], ids=["form", "htmx"])
@pytest.mark.parametrize("name", MUTATING)
def test_an_editors_post_without_a_csrf_token_is_403(world, editor, name, htmx):
    before = world.disk()
    headers = {"HX-Request": "true"} if htmx else {}
    client = _client(editor, enforce_csrf_checks=True)

    response = client.post(world.url(name), world.payload(name), headers=headers)

    assert response.status_code == 403
    assert world.disk() == before


def test_an_editors_post_with_the_csrf_token_gets_through(world, editor):
    # The control for the test above: the 403 there is the missing token, not something else.
    client = _client(editor, enforce_csrf_checks=True)
    page = client.get("/memories/a.md/edit")
    token = page.cookies["csrftoken"].value

    response = client.post(
        "/memories/a.md/edit", {**world.payload("memory_edit"), "csrfmiddlewaretoken": token}
    )

    assert response.status_code == 302
    assert b"Overwritten body." in (world.memdir.root / "a.md").read_bytes()


# --- who sees the controls -------------------------------------------------------------------

CONTROLS = {
    "/memories/a.md": ['href="/memories/a.md/edit"', 'action="/memories/a.md/archive"'],
    "/index/": ['action="/index/remove"', 'href="/index/add?path=', 'href="/index/order"'],
    "/history/": ['/undo"'],
    "/changes/": ['action="/changes/bulk"', "/keep", "/revert"],
}


@pytest.mark.parametrize("url", list(CONTROLS))
def test_editors_see_the_edit_controls(world, editor, url):
    html = _client(editor).get(url).content.decode()

    for control in CONTROLS[url]:
        assert control in html


@pytest.mark.parametrize("url", list(CONTROLS))
def test_viewers_see_no_edit_controls(world, viewer, url):
    response = _client(viewer).get(url)

    assert response.status_code == 200
    html = response.content.decode()
    for control in CONTROLS[url]:
        assert control not in html
    assert ">Edit</a>" not in html and ">Remove</button>" not in html


@pytest.mark.parametrize("url", list(CONTROLS))
def test_in_read_only_mode_editors_see_no_edit_controls(world, editor, settings, url):
    settings.MEMORYUI_READ_ONLY = True

    html = _client(editor).get(url).content.decode()

    for control in CONTROLS[url]:
        assert control not in html
