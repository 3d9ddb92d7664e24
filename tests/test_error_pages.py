"""Error pages say the sentence the view raised, as a page or as JSON, never Django's bare page.

pytest-django runs with DEBUG=False, as a deployment does: these are the pages operators see.
"""

from __future__ import annotations

import json

import pytest
from django.core.exceptions import PermissionDenied
from django.test import Client, RequestFactory

from memoryui import urls
from memoryui.models import ApiToken

JSON = "application/json"


@pytest.fixture
def a_memdir(memdir):
    memdir.topic("a.md", description="The a note")
    memdir.index("- [A](a.md)")
    return memdir


def _page(response) -> str:
    html = response.content.decode()
    # Our page: it extends base.html (the stylesheet, the brand), not Django's bare template.
    assert 'href="/static/memoryui.css"' in html
    assert 'class="brand"' in html
    assert "<h1>Not Found</h1>" not in html
    return html


def _error(response, status: int) -> str:
    assert response.status_code == status
    assert response["Content-Type"].startswith(JSON)
    body = json.loads(response.content)
    assert body["status"] == status
    assert isinstance(body["error"], str) and body["error"]
    return body["error"]


# --- 404 ------------------------------------------------------------------------------------


def test_it_says_a_missing_memory_is_missing(viewer_client, a_memdir):
    response = viewer_client.get("/memories/nope.md")

    assert response.status_code == 404
    assert response["Content-Type"].startswith("text/html")
    assert "No such memory." in _page(response)


def test_it_answers_a_missing_memorys_json_twin_in_json(viewer_client, a_memdir):
    response = viewer_client.get("/memories/nope.md?format=json")

    assert _error(response, 404) == "No such memory."


def test_it_says_in_a_sentence_that_an_unknown_url_is_no_page(viewer_client, a_memdir):
    response = viewer_client.get("/no/such/page/")

    assert response.status_code == 404
    html = _page(response)
    assert "There is no page at /no/such/page/." in html
    # Never the resolver's dict of tried patterns.
    assert "tried" not in html and "{&#x27;" not in html


def test_it_says_an_unknown_url_is_no_page_to_a_stranger_too(client, db):
    response = client.get("/x/")

    assert response.status_code == 404
    assert "There is no page at /x/." in _page(response)


def test_it_answers_an_unknown_urls_json_twin_in_json(viewer_client, a_memdir):
    response = viewer_client.get("/no/such/page/?format=json")

    assert _error(response, 404) == "There is no page at /no/such/page/."


def test_it_answers_json_to_a_client_that_prefers_json(viewer_client, a_memdir):
    response = viewer_client.get("/memories/nope.md", headers={"Accept": JSON})

    assert _error(response, 404) == "No such memory."


def test_it_answers_html_to_a_browser_that_prefers_html(viewer_client, a_memdir):
    accept = "text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8"

    response = viewer_client.get("/memories/nope.md", headers={"Accept": accept})

    assert response.status_code == 404
    assert "No such memory." in _page(response)


def test_it_answers_json_to_a_bearer_token_without_format_json(client, viewer, a_memdir):
    key = ApiToken.issue(viewer)
    bearer = {"Authorization": f"Bearer {key}"}

    assert _error(client.get("/memories/nope.md", headers=bearer), 404) == "No such memory."
    assert _error(client.get("/x/", headers=bearer), 404) == "There is no page at /x/."


def test_the_real_page_still_answers(viewer_client, a_memdir):
    # The control: the 404s above come from the path, not from a page that never answers.
    assert viewer_client.get("/memories/a.md").status_code == 200


# --- 403 ------------------------------------------------------------------------------------


def test_a_csrf_refusal_says_what_happened_on_our_page(editor_client, a_memdir):
    client = Client(enforce_csrf_checks=True)
    client.cookies = editor_client.cookies

    response = client.post("/memories/a.md/edit", {"body": "x"})

    assert response.status_code == 403
    html = _page(response)
    assert "Reload the page" in html
    assert "CSRF" in html and "Nothing was changed." in html


def test_a_permission_denied_says_its_sentence(db):
    request = RequestFactory().get("/somewhere/")
    request.user = _anonymous()

    response = urls.handler403(request, PermissionDenied("You may not look at that."))

    assert response.status_code == 403
    assert "You may not look at that." in response.content.decode()


def test_a_permission_denied_answers_json_when_asked(db):
    request = RequestFactory().get("/somewhere/?format=json")

    response = urls.handler403(request, PermissionDenied("You may not look at that."))

    assert _error(response, 403) == "You may not look at that."


def _anonymous():
    from django.contrib.auth.models import AnonymousUser

    return AnonymousUser()


# --- 400 ------------------------------------------------------------------------------------


def test_a_host_it_does_not_serve_gets_a_sentence(client, db):
    response = client.get("/", headers={"Host": "evil.example"})

    assert response.status_code == 400
    html = _page(response)
    assert "MEMORYUI_ALLOWED_HOSTS" in html


def test_a_host_it_does_not_serve_gets_json_when_asked(client, db):
    response = client.get("/?format=json", headers={"Host": "evil.example"})

    assert "MEMORYUI_ALLOWED_HOSTS" in _error(response, 400)


# --- 500 ------------------------------------------------------------------------------------


@pytest.fixture
def faulty(settings):
    """The app's URL conf plus one view that fails, so a real 500 passes the real middleware."""
    settings.ROOT_URLCONF = "tests.urls_with_a_fault"
    return Client(raise_request_exception=False)


def test_a_server_error_is_a_page_of_words(faulty):
    # No database fixture: pytest-django refuses any query, so the 500 page must need none.
    response = faulty.get("/fault/")

    assert response.status_code == 500
    html = _page(response)
    assert "could not finish this request" in html
    assert "Traceback" not in html and "ZeroDivisionError" not in html


def test_a_server_error_answers_json_when_asked(faulty):
    response = faulty.get("/fault/?format=json")

    assert "could not finish this request" in _error(response, 500)


def test_the_url_conf_names_each_handler():
    from memoryui.views import errors

    assert urls.handler400 is errors.bad_request
    assert urls.handler403 is errors.permission_denied
    assert urls.handler404 is errors.not_found
    assert urls.handler500 is errors.server_error
