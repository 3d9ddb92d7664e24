"""Conventions every read page keeps, checked for each page found in the URL conf.

Each read page answers JSON with ``?format=json`` (DESIGN §7), built from the same data as its
HTML; a page with an htmx partial answers an htmx request with only that fragment. A new read
page must be listed in ``PARTIALS`` below (with its fragment, or None), so neither can be
forgotten.
"""

from __future__ import annotations

import pytest

from tests.test_permissions import READ, World, _client

# The read pages, each with the id of the element its htmx partial renders (None: no partial).
PARTIALS = {
    "overview": None,
    "index": "index-lines",
    "memories": "results",
    "memory": None,
    "history": "events",
    "review": None,
    "believe": "results",
    "claude_md": "rules",
    "job": "job",
    "battery": None,
    "memory_recall": "recall",
    "changes": "changes",
    "change": None,
    "graph": "graph",
    "glossary": None,
}
QUERIES = {"believe": "?q=the+a+note"}


@pytest.fixture
def world(memdir, db) -> World:
    return World(memdir)


def test_every_read_page_of_the_url_conf_is_listed_here():
    assert sorted(READ) == sorted(PARTIALS)


@pytest.mark.parametrize("name", sorted(PARTIALS))
def test_every_read_page_has_a_json_twin(world, viewer, name):
    url = world.url(name) + QUERIES.get(name, "")
    response = _client(viewer).get(url + ("&" if "?" in url else "?") + "format=json")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert isinstance(response.json(), dict) and response.json()


@pytest.mark.parametrize("name", sorted(n for n, partial in PARTIALS.items() if partial))
def test_a_page_with_a_partial_answers_htmx_with_only_its_fragment(world, viewer, name):
    response = _client(viewer).get(world.url(name) + QUERIES.get(name, ""), HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html
    assert f'id="{PARTIALS[name]}"' in html


@pytest.mark.parametrize("name", sorted(n for n, partial in PARTIALS.items() if not partial))
def test_a_page_without_a_partial_answers_htmx_with_the_whole_page(world, viewer, name):
    response = _client(viewer).get(world.url(name), HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    assert "<html" in response.content.decode()
