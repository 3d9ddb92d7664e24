"""A Content-Security-Policy on every page, and no markup it would block in our templates.

The policy allows only our own scripts and styles, so an inline script, an inline event
handler or a ``style="…"`` attribute anywhere would both break under it and, were the policy
loosened to let it run, let injected markup run too. The browser half is test_browser_csp.py.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
TEMPLATES = sorted((REPO / "templates").rglob("*.html"))
POLICY = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self' data:",
    "object-src": "'none'",
    "base-uri": "'none'",
    "frame-ancestors": "'none'",
    "form-action": "'self'",
}


def directives(header: str) -> dict[str, str]:
    parts = (part.strip().split(None, 1) for part in header.split(";") if part.strip())
    return {part[0]: part[1] if len(part) > 1 else "" for part in parts}


@pytest.fixture
def world(memdir):
    memdir.topic("a.md", name="A", description="The a note", body="A body with a | table |\n")
    memdir.topic("b.md", name="B", description="The b note about deploys")
    memdir.write("broken.md", "---\nname: [unclosed\n---\nBody\n")
    memdir.index("# Index", "- [A](a.md) — the a note", "- [Gone](gone.md)", "Raw line.")
    return memdir


PAGES = [
    "/",
    "/index/",
    "/memories/",
    "/memories/a.md",
    "/memories/broken.md",
    "/memories/a.md/edit",
    "/memories/new",
    "/believe/?q=deploys",
    "/review/",
    "/history/",
    "/index/order",
    "/no/such/page/",
]


@pytest.mark.parametrize("url", PAGES)
def test_it_sends_the_policy_on_every_page(editor_client, world, url):
    response = editor_client.get(url)

    assert response.status_code in (200, 404)
    assert directives(response["Content-Security-Policy"]) == POLICY


def test_it_sends_the_policy_on_the_login_page_too(client, db):
    response = client.get("/login/")

    assert directives(response["Content-Security-Policy"]) == POLICY


def test_the_policy_allows_nothing_inline_and_no_eval(editor_client, world):
    header = editor_client.get("/").headers["Content-Security-Policy"]

    assert "unsafe-inline" not in header and "unsafe-eval" not in header


# --- what the policy would block --------------------------------------------------------------

INLINE_SCRIPT = re.compile(r"<script\b(?![^>]*\bsrc\s*=)[^>]*>", re.IGNORECASE)
HANDLER = re.compile(r"""[\s"'/]on[a-z]+\s*=""", re.IGNORECASE)
STYLE_ATTRIBUTE = re.compile(r"""[\s"'/]style\s*=""", re.IGNORECASE)
STYLE_ELEMENT = re.compile(r"<style\b", re.IGNORECASE)
HX_ON = re.compile(r"\bhx-on", re.IGNORECASE)


def blocked_in_source(text: str) -> list[str]:
    """What CSP would refuse in a template, from its source (so every branch is seen)."""
    found = []
    for name, pattern in [
        ("inline <script>", INLINE_SCRIPT),
        ("on…= handler", HANDLER),
        ("style= attribute", STYLE_ATTRIBUTE),
        ("<style> element", STYLE_ELEMENT),
        ("hx-on handler", HX_ON),
    ]:
        found += [f"{name}: {m.group(0).strip()}" for m in pattern.finditer(text)]
    return found


def test_there_are_templates_to_check():
    assert len(TEMPLATES) > 10
    assert REPO / "templates" / "base.html" in TEMPLATES


@pytest.mark.parametrize(
    "markup",
    [
        "<script>alert(1)</script>",
        "<SCRIPT type='module'>x()</SCRIPT>",
        '<input oninput="count()">',
        "<body onload='go()'>",
        '<p style="color: red">',
        "<div\nstyle='x'>",
        "<style>p { }</style>",
        '<button hx-on:click="x()">',
    ],
)
def test_the_check_finds_each_kind_of_inline_code(markup):
    # Otherwise the test below could pass by recognising nothing.
    assert blocked_in_source(markup)


@pytest.mark.parametrize(
    "markup",
    [
        '<script src="/static/memoryui.js" defer></script>',
        '<input data-limit="150" aria-describedby="x">',
        '<a class="only-here" href="?sort=one">',
        '<meta name="htmx-config" content="{}">',
    ],
)
def test_the_check_lets_our_own_files_and_attributes_pass(markup):
    assert blocked_in_source(markup) == []


@pytest.mark.parametrize("path", TEMPLATES, ids=lambda p: str(p.relative_to(REPO / "templates")))
def test_no_template_holds_inline_code_or_styles(path):
    assert blocked_in_source(path.read_text(encoding="utf-8")) == []


class InlineMarkup(HTMLParser):
    """What CSP would refuse in a rendered page, including markup built in Python."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        names = {name for name, _ in attrs}
        if tag == "script" and "src" not in names:
            self.found.append("inline <script>")
        if tag == "style":
            self.found.append("<style> element")
        self.found += [f"{tag} {name}=" for name in names if name.startswith("on")]
        self.found += [f"{tag} style=" for name in names if name == "style"]


@pytest.mark.parametrize("url", PAGES)
def test_no_rendered_page_holds_inline_code_or_styles(editor_client, world, url):
    parser = InlineMarkup()
    parser.feed(editor_client.get(url).content.decode())

    assert parser.found == []


def test_htmx_is_told_not_to_inject_its_indicator_styles(editor_client, world):
    html = editor_client.get("/").content.decode()

    assert '"includeIndicatorStyles": false' in html
    css = (REPO / "static" / "memoryui.css").read_text(encoding="utf-8")
    assert ".htmx-indicator" in css and ".htmx-request" in css
