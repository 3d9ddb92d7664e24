"""A plain folder of text memories (Anthropic's memory tool's ``/memories``): every text file
is a memory, frontmatter optional, and the agent's first look lists two levels deep."""

from __future__ import annotations

import pytest

from memoryui.memdir.profiles import detect
from memoryui.projection import reconcile


@pytest.fixture
def memories(memdir):
    memdir.write("customer_service_guidelines.xml", "<guidelines>Be brief.</guidelines>\n")
    memdir.write("progress.txt", "Refactor half done.\n")
    memdir.write("projects/billing.md", "# Billing\n\nInvoices go out on the 1st.\n")
    memdir.write("projects/archive/2025/old-notes.md", "# Old notes\n\nThe legacy cron.\n")
    memdir.write(".hidden/secret.md", "not a memory\n")
    return memdir


def test_the_folder_is_plain(memories):
    assert detect(str(memories.root)) == "plain"


def test_every_text_file_is_a_memory_and_hidden_items_are_not(viewer_client, memories):
    reconcile()
    data = viewer_client.get("/memories/?format=json").json()
    assert data["problems"] == []
    assert sorted(m["path"] for m in data["memories"]) == [
        "customer_service_guidelines.xml",
        "progress.txt",
        "projects/archive/2025/old-notes.md",
        "projects/billing.md",
    ]


def test_a_file_nested_deeper_than_the_listing_is_flagged_not_seen(viewer_client, memories):
    reconcile()
    data = viewer_client.get("/index/?format=json").json()
    assert data["profile"] == "plain"
    assert data["unseen"] == ["projects/archive/2025/old-notes.md"]
    loads = {
        m["path"]: m["load"] for m in viewer_client.get("/memories/?format=json").json()["memories"]
    }
    assert loads["projects/archive/2025/old-notes.md"] == "unlisted"
    assert loads["projects/billing.md"] == "listed"
    listing = data["session"][0]["text"]
    assert listing.startswith("Here're the files and directories up to 2 levels deep in /memories")
    assert "/memories/projects/billing.md" in listing
    assert "old-notes.md" not in listing
    assert "/memories/projects/archive" in listing


def test_a_question_finds_a_memory_without_frontmatter(viewer_client, memories):
    reconcile()
    results = viewer_client.get("/believe/?q=invoices+billing&format=json").json()["results"]
    assert results[0]["path"] == "projects/billing.md"
