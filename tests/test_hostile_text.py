"""Hostile memory text is shown safely and checked in bounded time.

Timings live in ``tests/adversarial.py`` (a script that prints them against a budget); these
tests hold the behaviour: text too costly to render is shown as plain text with a note, and a
memory too large to check says so instead of being read by every extractor.
"""

from __future__ import annotations

from memoryui.memdir import claims
from memoryui.projection import reconcile
from memoryui.rendering import render_markdown


def test_ten_kilobytes_of_open_brackets_render_as_plain_text_with_a_note():
    html = render_markdown("[" * 10_000 + "<script>alert(1)</script>")
    assert html.startswith('<p class="notice">Shown as plain text: it holds more unclosed')
    assert "&lt;script&gt;" in html and "<script>" not in html


def test_a_list_nested_three_hundred_deep_renders_as_plain_text():
    # Deep enough to overflow python-markdown's recursion near 400 levels, well before that.
    text = "".join("  " * depth + "- item\n" for depth in range(300))
    assert "nests lists or quotes deeper" in render_markdown(text)


def test_ordinary_markdown_with_many_links_still_renders():
    text = "\n\n".join(f"See [note {n}](notes/{n}.md) and [the other](x.md)." for n in range(300))
    html = render_markdown(text)
    assert "Shown as plain text" not in html
    assert html.count("<a ") == 600


def test_the_live_preview_of_hostile_text_answers_with_plain_text(editor_client):
    response = editor_client.post("/memories/preview", {"body": "![" * 20_000})
    assert response.status_code == 200
    assert b"Shown as plain text" in response.content


def test_a_memory_page_of_hostile_text_opens(viewer_client, memdir):
    memdir.topic("evil.md", description="Evil", body="[a](" * 25_000 + "\n")
    reconcile()
    response = viewer_client.get("/memories/evil.md")
    assert response.status_code == 200
    assert b"Shown as plain text" in response.content


def test_a_mood_repeated_many_times_makes_no_merge_claim():
    found = claims.extract("not " * 25_000 + "merged: PR #12")
    assert [c for c in found if c.kind == "pr-merged"] == []


def test_a_long_dotted_token_is_no_path_claim():
    assert claims.extract("a." * 50_000 + "py") == []


def test_a_memory_too_large_to_check_says_so_on_its_page_and_twin(viewer_client, memdir):
    memdir.topic("dump.md", description="A pasted log", body="PR #5 was merged.\n" * 12_000)
    reconcile()
    twin = viewer_client.get("/memories/dump.md?format=json").json()
    assert twin["claims"] == []
    assert (
        "checks claims, duplicates and contradictions in memories up to 200 KB"
        in (twin["checks_skipped"])
    )
    page = viewer_client.get("/memories/dump.md").content.decode()
    assert "Not checked for claims, duplicates or contradictions" in page
