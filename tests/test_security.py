"""Memory text is untrusted, paths come from strangers, every page but /health/ needs a login."""

from __future__ import annotations

import os
from html.parser import HTMLParser
from io import StringIO

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command

from tests.conftest import MemdirBuilder

SECRET = "TOPSECRET-do-not-serve-4711"
HOSTILE_BODY = """\
Ordinary words about the payload first.

<script>alert('body')</script>
<img src=x onerror=alert('img')>
<a href="javascript:alert('a')">click me</a>
<iframe src="https://evil.example/"></iframe>
[x](javascript:alert(1))
<svg onload=alert('svg')></svg>
<a href="JaVaScRiPt:alert('mixed')">mixed case</a>
"""


class ExecutableMarkup(HTMLParser):
    """Collects what a browser would run: scripts with inline code, handlers, javascript: URLs."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("iframe", "object", "embed"):
            self.found.append(f"<{tag}>")
        if tag == "script":
            self._in_script = True
        for name, value in attrs:
            if name.startswith("on"):
                self.found.append(f"{tag} {name}=")
            url = "".join((value or "").split()).lower()
            if name in ("href", "src", "action", "formaction", "xlink:href") and (
                url.startswith("javascript:") or url.startswith("data:text/html")
            ):
                self.found.append(f"{tag} {name}={value}")

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script and "alert" in data:
            self.found.append(f"<script>{data}")


def executable(html: str) -> list[str]:
    parser = ExecutableMarkup()
    parser.feed(html)
    return parser.found


@pytest.fixture
def hostile(memdir: MemdirBuilder) -> MemdirBuilder:
    memdir.write(
        "evil.md",
        "---\n"
        "name: \"<script>alert('name')</script>\"\n"
        "description: \"<img src=x onerror=alert('desc')> payload\"\n"
        "type: project\n"
        "---\n" + HOSTILE_BODY,
    )
    memdir.index(
        "# Index",
        "- [<script>alert('title')</script>](evil.md) — <img src=x onerror=alert('hook')>",
        "<script>alert('raw line')</script>",
        "- [js](javascript:alert('pointer'))",
    )
    return memdir


HOSTILE_PAGES = [
    "/memories/evil.md",
    "/memories/",
    "/believe/?q=payload",
    "/index/",
    "/",
]


@pytest.mark.parametrize("url", HOSTILE_PAGES)
def test_hostile_memory_text_renders_inert(viewer_client, hostile, url):
    response = viewer_client.get(url)

    assert response.status_code == 200
    html = response.content.decode()
    assert executable(html) == []
    assert "<script>alert" not in html
    assert "<img src=x" not in html


def test_the_hostile_memory_is_really_on_those_pages(viewer_client, hostile):
    # Otherwise the test above could pass on pages that simply never show it.
    assert "alert(&#x27;name&#x27;)" in viewer_client.get("/memories/").content.decode()
    assert "payload" in viewer_client.get("/believe/?q=payload").content.decode()
    assert "alert(&#x27;title&#x27;)" in viewer_client.get("/index/").content.decode()
    body = viewer_client.get("/memories/evil.md").content.decode()
    assert "click me" in body and "Ordinary words" in body


def test_the_rendered_body_keeps_no_script_link_or_frame(viewer_client, hostile):
    html = viewer_client.get("/memories/evil.md").content.decode()
    article = html[html.index('class="rendered"') : html.index("</article>")]

    assert executable(article) == []
    assert "javascript:" not in article.lower()
    for tag in ("<iframe", "<script", "<svg", "<img"):
        assert tag not in article


def test_the_json_twin_gives_the_text_as_data(viewer_client, hostile):
    response = viewer_client.get("/memories/evil.md?format=json")

    assert response["Content-Type"].startswith("application/json")
    assert response.json()["name"] == "<script>alert('name')</script>"


# --- Paths that try to leave the memdir -------------------------------------------------------


@pytest.fixture
def guarded(memdir: MemdirBuilder, tmp_path) -> MemdirBuilder:
    """A secret next to the memdir, shaped as a valid memory so that serving it would show it."""
    secret = f"---\nname: {SECRET}\ndescription: {SECRET}\ntype: project\n---\n{SECRET}\n"
    (tmp_path / "secret.md").write_text(secret)
    (tmp_path / "x.md").write_text(secret)
    memdir.topic("a/inside.md", description="Inside")
    memdir.index("- [Inside](a/inside.md)", "- [Secret](../secret.md)")
    return memdir


TRAVERSALS = [
    "/memories/../secret.md",
    "/memories/../etc/passwd",
    "/memories/%2e%2e/secret.md",
    "/memories/%2e%2e/x.md",
    "/memories/..%2fsecret.md",
    "/memories/..%2Fsecret.md",
    "/memories//etc/passwd",
    "/memories//" + "{tmp}/secret.md",
    "/memories/a/../../secret.md",
    "/memories/a/../../x.md",
    "/memories/a/%2e%2e/%2e%2e/secret.md",
    "/memories/..\\secret.md",
    "/memories/a\\..\\..\\secret.md",
    "/memories/..%5csecret.md",
    "/memories/secret.md%00",
    "/memories/a/inside.md%00.md",
]


@pytest.mark.parametrize("url", TRAVERSALS)
def test_a_path_that_climbs_out_is_404(viewer_client, guarded, tmp_path, url):
    url = url.replace("{tmp}", str(tmp_path).lstrip("/"))
    for twin in (url, url + "?format=json"):
        response = viewer_client.get(twin)

        assert response.status_code == 404, twin
        assert SECRET not in response.content.decode(errors="replace")


def test_the_inside_file_is_still_served(viewer_client, guarded):
    # The 404s above must come from the path, not from a page that never answers.
    assert viewer_client.get("/memories/a/inside.md").status_code == 200


def test_a_pointer_out_of_the_memdir_is_a_dead_link(viewer_client, guarded):
    data = viewer_client.get("/index/?format=json").json()

    assert data["dead_links"] == ["../secret.md"]
    assert SECRET not in str(data)


@pytest.fixture
def linked(guarded: MemdirBuilder, tmp_path) -> MemdirBuilder:
    os.symlink(tmp_path / "secret.md", guarded.root / "link.md")
    secret_dir = tmp_path / "secret-dir"
    secret_dir.mkdir()
    (secret_dir / "deep.md").write_text((tmp_path / "secret.md").read_text())
    os.symlink(secret_dir, guarded.root / "linked-dir")
    return guarded


def test_a_symlinked_file_is_listed_as_a_problem(viewer_client, linked):
    data = viewer_client.get("/memories/?format=json").json()

    assert [p["path"] for p in data["problems"]] == ["link.md"]
    assert "symbolic link" in data["problems"][0]["problem"]
    assert [m["path"] for m in data["memories"]] == ["a/inside.md"]
    assert SECRET not in str(data)


def test_a_symlinked_file_never_shows_its_target(viewer_client, linked):
    for url in ("/memories/link.md", "/memories/link.md?format=json", "/memories/",
                "/believe/?q=topsecret", "/believe/?q=topsecret&format=json"):  # fmt: skip
        response = viewer_client.get(url)

        assert response.status_code == 200, url
        assert SECRET not in response.content.decode(), url


def test_a_symlinked_folder_is_never_entered(viewer_client, linked):
    data = viewer_client.get("/memories/?format=json").json()
    paths = [m["path"] for m in data["memories"]] + [p["path"] for p in data["problems"]]

    assert not any(path.startswith("linked-dir") for path in paths)
    assert viewer_client.get("/memories/linked-dir/deep.md").status_code == 404


# --- Who may read -----------------------------------------------------------------------------

PAGES = ["/", "/index/", "/memories/", "/memories/a/inside.md", "/believe/", "/believe/?q=inside"]


def json_twin(url: str) -> str:
    return url + ("&" if "?" in url else "?") + "format=json"


@pytest.mark.parametrize("url", PAGES)
def test_an_anonymous_browser_is_sent_to_log_in(client, guarded, url):
    response = client.get(url)

    assert response.status_code == 302
    assert response["Location"].startswith("/login/?next=")


@pytest.mark.parametrize("url", PAGES)
def test_an_anonymous_json_request_gets_a_json_401(client, guarded, url):
    response = client.get(json_twin(url))

    assert response.status_code == 401
    assert response["Content-Type"].startswith("application/json")
    assert "error" in response.json()
    assert SECRET not in response.content.decode()


def test_the_login_page_itself_needs_no_login(client, db):
    assert client.get("/login/").status_code == 200


@pytest.fixture
def bot_token(db, monkeypatch) -> str:
    monkeypatch.setenv("MEMORYUI_PASSWORD", "a long bot password")
    out = StringIO()
    call_command("adduser", "bot", "--role", "viewer", "--token", stdout=out)
    tokens = [line.split()[-1] for line in out.getvalue().splitlines() if "token" in line]
    assert len(tokens) == 1
    return tokens[0]


@pytest.mark.parametrize("url", PAGES)
def test_a_bearer_token_reads_json(client, guarded, bot_token, url):
    response = client.get(json_twin(url), headers={"Authorization": f"Bearer {bot_token}"})

    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    response.json()


def test_adduser_makes_a_viewer_who_can_log_in(client, bot_token):
    user = User.objects.get(username="bot")

    assert not user.groups.filter(name="editors").exists()
    # Through the login form, as a person would: django-axes counts every login by its request.
    response = client.post("/login/", {"username": "bot", "password": "a long bot password"})
    assert response.status_code == 302 and "_auth_user_id" in client.session


@pytest.mark.parametrize(
    "header", ["Bearer wrong-token", "Bearer ", "Bearer", "Token {token}", "bearer-{token}"]
)
def test_a_wrong_token_gets_a_json_401(client, guarded, bot_token, header):
    header = header.replace("{token}", bot_token)

    response = client.get("/memories/?format=json", headers={"Authorization": header})

    assert response.status_code == 401
    assert response["Content-Type"].startswith("application/json")


def test_a_token_of_a_disabled_user_gets_a_json_401(client, guarded, bot_token):
    User.objects.filter(username="bot").update(is_active=False)

    response = client.get("/?format=json", headers={"Authorization": f"Bearer {bot_token}"})

    assert response.status_code == 401


def test_health_needs_no_login_and_answers_json(client, db, guarded):
    response = client.get("/health/")

    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    assert response.json()["status"] == "ok"
    assert SECRET not in response.content.decode()
