"""Pages speak plain words; the precise term stays on hover and in the glossary.

A new operator read "index-cut", "recall" and "UTF-16 units" as jargon. The JSON twins keep
the contract's values, so other tools are not broken by the words a page uses.
"""

from __future__ import annotations

import re

from memoryui import words


def test_a_memory_page_says_how_the_agent_sees_it_in_plain_words(memdir, viewer_client):
    memdir.topic("notes.md", name="Notes", description="Notes on the build")
    memdir.index("# Memory", "- [Notes](notes.md) — notes on the build")

    html = viewer_client.get("/memories/notes.md").content.decode()
    twin = viewer_client.get("/memories/notes.md?format=json").json()

    assert twin["load"] == "index-loaded"
    span = re.search(r'<span class="label load" title="([^"]*)">([^<]*)</span>', html)
    assert span.group(2) == "in MEMORY.md"
    assert span.group(1).startswith("index-loaded: ")


def test_the_memories_filter_offers_plain_words_and_sends_the_precise_value(memdir, viewer_client):
    memdir.topic("notes.md", name="Notes", description="Notes on the build")
    memdir.index("# Memory", "- [Notes](notes.md) — notes on the build")

    html = viewer_client.get("/memories/").content.decode()

    assert '<option value="index-loaded">in MEMORY.md</option>' in html
    only = viewer_client.get("/memories/?load=index-loaded&format=json").json()
    assert [m["path"] for m in only["memories"]] == ["notes.md"]


def test_the_glossary_explains_every_plain_word_a_page_uses(memdir, viewer_client):
    memdir.index("# Memory")

    html = viewer_client.get("/glossary/").content.decode()
    twin = viewer_client.get("/glossary/?format=json").json()

    listed = {t["term"] for t in twin["terms"]}
    assert {t.term for t in words.LOADS.values()} <= listed
    assert {"cliff", "UTF-16 units", "confidence"} <= listed
    for term in twin["terms"]:
        assert term["plain"] and term["meaning"]
        assert f"<code>{term['term']}</code>" in html
    assert 'href="/glossary/"' in viewer_client.get("/").content.decode()


def test_a_label_the_agent_reads_keeps_its_word_on_the_page(memdir, viewer_client):
    # The recall hook tells the agent "superseded": the memory's page says the same word.
    memdir.topic(
        "old.md",
        name="Old",
        description="The old way, superseded by new.md",
        status="superseded",
        superseded_by="new.md",
    )
    memdir.topic("new.md", name="New", description="The new way")
    memdir.index("# Memory", "- [New](new.md) — the new way")

    html = viewer_client.get("/memories/old.md").content.decode()

    assert re.search(
        r'<span class="label superseded" title="superseded: [^"]+">superseded</span>', html
    )
