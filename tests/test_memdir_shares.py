"""Viewers limited to some memdirs (``adduser --memdir``): every URL of the URL conf and every
JSON twin, by session and by token, answers 404 outside the share and leaves the disk alone."""

from __future__ import annotations

import os

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command

from memoryui import fleet, projection, scoping
from memoryui.models import ApiToken, MemdirShare, review_queue
from tests.conftest import MemdirBuilder
from tests.test_permissions import MUTATING, PATTERNS, PUBLIC, READ, World, _client

ROUTED = [p.name for p in PATTERNS if p.name not in PUBLIC]
# Pages that also answer at the fleet's root, across the memdirs a user may read.
ACROSS = {"overview", "believe"}


class SharedWorld(World):
    @property
    def review_item_id(self) -> str:
        projection.reconcile()
        return review_queue()[0].item.item_id


class Fleet:
    """Two memdirs, ``inside`` (shared with the viewer) and ``outside``, each a small world."""

    def __init__(self, tmp_path, settings) -> None:
        self.inside = MemdirBuilder(tmp_path / "inside")
        self.outside = MemdirBuilder(tmp_path / "outside")
        settings.MEMORYUI_MEMDIRS = os.pathsep.join([str(self.inside.root), str(self.outside.root)])
        settings.MEMORYUI_DISCOVER = []
        self.worlds = {}
        for builder in (self.inside, self.outside):
            # Written before the record exists, so that discovery sees a memdir.
            builder.write("a.md", "---\nname: A\ntype: project\n---\nA.\n")
            # A word rare enough to be a topic in any memdir: what search across looks for.
            builder.topic("zebra.md", description="Zebra crossings", body="Zebras, weekly.\n")
        records = {r.slug: r for r in fleet.records()}
        for slug in ("inside", "outside"):
            with scoping.use(records[slug]):
                self.worlds[slug] = SharedWorld(getattr(self, slug))
        self.records = records

    def url(self, slug: str, name: str) -> str:
        with scoping.use(self.records[slug]):
            return f"/m/{slug}" + self.worlds[slug].url(name)

    def disk(self) -> dict:
        return {
            "inside": self.inside.bytes_and_mtimes(),
            "outside": self.outside.bytes_and_mtimes(),
        }


@pytest.fixture
def world(tmp_path, settings, db) -> Fleet:
    return Fleet(tmp_path, settings)


@pytest.fixture
def limited(world) -> User:
    user = User.objects.create_user("tess", password="pw")
    MemdirShare.objects.create(user=user, slug="inside")
    return user


def _token_client(user: User):
    return _client(HTTP_AUTHORIZATION=f"Bearer {ApiToken.issue(user)}")


@pytest.mark.parametrize("how", ["session", "token"])
@pytest.mark.parametrize("name", sorted(ROUTED))
def test_outside_the_share_every_url_is_a_404_and_the_disk_is_untouched(world, limited, name, how):
    client = _client(limited) if how == "session" else _token_client(limited)
    url = world.url("outside", name)
    before = world.disk()
    if name in MUTATING:
        with scoping.use(world.records["outside"]):
            payload = world.worlds["outside"].payload(name)
        response = client.post(url, payload)
    else:
        response = client.get(url + ("&" if "?" in url else "?") + "format=json")
    assert response.status_code == 404
    assert world.disk() == before


@pytest.mark.parametrize("name", sorted(READ))
def test_inside_the_share_every_read_page_and_twin_answers(world, limited, name):
    url = world.url("inside", name) + ("?q=zebra" if name == "believe" else "")
    for client in (_client(limited), _token_client(limited)):
        assert client.get(url).status_code == 200
        twin = client.get(url + ("&" if "?" in url else "?") + "format=json")
        assert twin.status_code == 200 and twin.json()


@pytest.mark.parametrize("name", sorted(n for n in MUTATING if n != "preview"))
def test_inside_the_share_a_viewers_post_is_still_403(world, limited, name):
    with scoping.use(world.records["inside"]):
        payload = world.worlds["inside"].payload(name)
    before = world.disk()
    assert _client(limited).post(world.url("inside", name), payload).status_code == 403
    assert world.disk() == before


def test_a_slug_outside_the_share_answers_exactly_as_an_unknown_one(world, limited):
    client = _client(limited)
    outside = client.get("/m/outside/memories/?format=json")
    unknown = client.get("/m/nobody-has-this/memories/?format=json")
    said = outside.json()["error"].replace("outside", "nobody-has-this")
    assert (outside.status_code, said) == (unknown.status_code, unknown.json()["error"])


def test_the_fleet_and_search_across_show_only_the_share(world, limited):
    for client in (_client(limited), _token_client(limited)):
        fleet_twin = client.get("/?format=json").json()
        assert [m["slug"] for m in fleet_twin["memdirs"]] == ["inside"]
        assert fleet_twin["notes"] == []
        found = client.get("/believe/?q=zebra&format=json").json()
        assert found["results"] and {r["memdir"] for r in found["results"]} == {"inside"}


def test_an_unlimited_viewer_reads_every_memdir(world, viewer):
    slugs = {m["slug"] for m in _client(viewer).get("/?format=json").json()["memdirs"]}
    assert slugs == {"inside", "outside"}
    found = _client(viewer).get("/believe/?q=zebra&format=json").json()
    assert {r["memdir"] for r in found["results"]} == {"inside", "outside"}


def test_adduser_limits_a_viewer_and_keeps_the_limit_when_run_again(world, monkeypatch, capsys):
    monkeypatch.setenv("MEMORYUI_PASSWORD", "a long enough passphrase 42")
    call_command("adduser", "tess", "--role", "viewer", "--memdir", "inside")
    assert "reads only: inside" in capsys.readouterr().out
    call_command("adduser", "tess", "--role", "viewer")
    assert "reads only: inside" in capsys.readouterr().out
    call_command("adduser", "tess", "--role", "viewer", "--all-memdirs")
    assert "reads every memdir" in capsys.readouterr().out
    assert not MemdirShare.objects.filter(user__username="tess").exists()


def test_adduser_refuses_a_memdir_it_does_not_know(world, monkeypatch):
    from django.core.management.base import CommandError

    monkeypatch.setenv("MEMORYUI_PASSWORD", "a long enough passphrase 42")
    with pytest.raises(CommandError, match="No memdir is named insid"):
        call_command("adduser", "tess", "--role", "viewer", "--memdir", "insid")


@pytest.mark.parametrize("how", ["session", "token"])
def test_inside_the_share_a_viewer_still_never_reads_a_transcript(world, limited, how):
    client = _client(limited) if how == "session" else _token_client(limited)
    url = world.url("inside", "memory_provenance")
    assert client.get(url).status_code == 403
    assert client.get(url + "?format=json").status_code == 403
