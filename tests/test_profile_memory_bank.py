"""A memory bank (Cline, Roo Code): every file is read at the start of every task, no
frontmatter is normal, a file's title is its first heading and its role comes from its name."""

from __future__ import annotations

import pytest

from memoryui.memdir.profiles import detect
from memoryui.projection import reconcile

BRIEF = "# Inventory app\n\nA React app for warehouse stock, with barcode scanning.\n"
ACTIVE = "# Active context\n\nWorking on the barcode scanner; the API integration is done.\n"
PROGRESS = "# Progress\n\n- Auth: done\n- Reports: not started\n" + "- item\n" * 400


@pytest.fixture
def bank(memdir):
    memdir.write("projectbrief.md", BRIEF)
    memdir.write("activeContext.md", ACTIVE)
    memdir.write("progress.md", PROGRESS)
    memdir.write("notes/integrations.md", "# Integrations\n\nStripe for payments.\n")
    return memdir


def test_the_folder_is_recognised_as_a_memory_bank(bank):
    assert detect(str(bank.root)) == "memory-bank"


def test_files_without_frontmatter_are_memories_titled_and_given_their_role(viewer_client, bank):
    reconcile()
    data = viewer_client.get("/memories/?format=json").json()
    assert data["problems"] == []
    rows = {m["path"]: m for m in data["memories"]}
    assert rows["projectbrief.md"]["name"] == "Inventory app"
    assert rows["projectbrief.md"]["role"] == "project brief"
    assert rows["activeContext.md"]["role"] == "active context"
    assert rows["notes/integrations.md"]["role"] is None
    assert {m["load"] for m in data["memories"]} == {"loaded"}


def test_the_budget_is_the_total_loaded_with_the_largest_files_named(viewer_client, bank):
    reconcile()
    data = viewer_client.get("/index/?format=json").json()
    assert data["profile"] == "memory-bank"
    (budget,) = data["budgets"]
    total = (
        len(BRIEF) + len(ACTIVE) + len(PROGRESS) + len("# Integrations\n\nStripe for payments.\n")
    )
    assert (budget["file"], budget["unit"]) == ("(all files)", "tokens")
    assert budget["used"] == -(-total // 4)
    html = viewer_client.get("/index/").content.decode()
    assert "the largest are progress.md" in html
    # Everything is read at session start, in the brief-to-progress order.
    files = [s["file"] for s in data["session"]]
    assert files[:3] == ["projectbrief.md", "activeContext.md", "progress.md"]


def test_a_bank_past_its_guidance_is_over(viewer_client, bank, settings):
    settings.MEMORYUI_MEMORY_BANK_TOKENS = 200
    reconcile()
    (budget,) = viewer_client.get("/index/?format=json").json()["budgets"]
    assert budget["status"] == "over"
