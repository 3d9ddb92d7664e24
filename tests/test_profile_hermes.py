"""Hermes: MEMORY.md and USER.md hold entries between lines of ``§``, against budgets of
characters counted as Hermes counts them. Each entry is a memory; edits keep every other byte.
"""

from __future__ import annotations

import pytest

from memoryui import curation
from memoryui.memdir.journal import StateDir, sha256
from memoryui.memdir.profiles import detect
from memoryui.memdir.profiles.hermes import Hermes, entries, render_block, used
from memoryui.models import Memory
from memoryui.projection import reconcile

NOTES = [
    "Deploy with make ship from the release branch; staging first.",
    "The warehouse job runs at 02:00 UTC nightly.",
    "Kafka topic orders.v2 replaced orders.v1 in March.",
]
USER = ["User prefers terse answers.", "User is a data engineer in Lisbon."]


def store(texts: list[str], newline: str = "\n") -> str:
    return f"{newline}§{newline}".join(texts)


@pytest.fixture
def hermes(memdir):
    memdir.write("MEMORY.md", store(NOTES))
    memdir.write("USER.md", store(USER))
    return memdir


def filled(share: float, limit: int) -> list[str]:
    """Entries that fill ``share`` of ``limit`` characters, as Hermes counts them."""
    target = int(limit * share)
    texts, total = [], 0
    while total < target:
        room = target - total - (3 if texts else 0)
        text = f"Fact {len(texts)}: " + "x" * max(1, min(80, room - 9))
        texts.append(text[: max(1, room)])
        total = used(texts)
    return texts


def test_entries_split_on_lines_holding_only_the_section_sign():
    text = "first entry\n§\nA § inside a sentence stays.\n§\n\n  padded entry  \n§\n"
    found = entries(text)
    assert [e.text for e in found] == [
        "first entry",
        "A § inside a sentence stays.",
        "padded entry",
    ]
    # The span is the stripped text's, in the file's own characters.
    assert text[found[2].start : found[2].end] == "padded entry"


def test_crlf_files_split_and_count_as_hermes_reads_them():
    text = store(NOTES, "\r\n")
    assert [e.text for e in entries(text)] == NOTES
    assert used(e.text for e in entries(text)) == len("\n§\n".join(NOTES))


def test_a_repeated_entry_is_counted_once_as_hermes_loads_it_once():
    assert used(["a", "b", "a"]) == len("a\n§\nb")


def test_the_folder_is_recognised_as_hermes(hermes):
    assert detect(str(hermes.root)) == "hermes"


def test_a_store_at_98_percent_is_near_and_one_over_is_over(viewer_client, memdir):
    memdir.write("MEMORY.md", store(filled(0.986, 2200)))
    memdir.write("USER.md", store(filled(1.02, 1375)))
    reconcile()
    data = viewer_client.get("/index/?format=json").json()
    assert data["profile"] == "hermes"
    budgets = {b["file"]: b for b in data["budgets"]}
    assert budgets["MEMORY.md"]["unit"] == "chars" and budgets["MEMORY.md"]["limit"] == 2200
    assert budgets["MEMORY.md"]["status"] == "near"
    assert round(budgets["MEMORY.md"]["used"] / 2200, 3) == pytest.approx(0.986, abs=0.002)
    assert budgets["USER.md"]["status"] == "over"
    html = viewer_client.get("/index/").content.decode()
    assert "There is no MEMORY.md" not in html
    assert "refuses every new entry" in html
    assert "the agent&#x27;s next entry fits if it is at most" in html


def test_the_agents_eye_view_is_hermes_own_block(viewer_client, hermes):
    reconcile()
    session = viewer_client.get("/index/?format=json").json()["session"]
    memory = next(s for s in session if s["file"] == "MEMORY.md")
    assert memory["text"] == render_block("MEMORY.md", NOTES, 2200)
    assert memory["text"].splitlines()[1].startswith("MEMORY (your personal notes) [")


def test_each_entry_is_a_memory_row_with_its_file_and_number(viewer_client, hermes):
    reconcile()
    rows = viewer_client.get("/memories/?format=json").json()
    assert rows["problems"] == []
    listed = [(m["path"], m["entry"], m["load"]) for m in rows["memories"]]
    assert listed == [("MEMORY.md", 1, "loaded"), ("MEMORY.md", 2, "loaded"),
                      ("MEMORY.md", 3, "loaded"), ("USER.md", 1, "loaded"),
                      ("USER.md", 2, "loaded")]  # fmt: skip


def test_a_question_finds_its_entry(viewer_client, hermes):
    reconcile()
    results = viewer_client.get("/believe/?q=kafka+topic&format=json").json()["results"]
    assert [(r["path"], r["entry"]) for r in results][:1] == [("MEMORY.md", 3)]


def test_the_same_entry_in_both_files_is_a_duplicate_across_them(viewer_client, memdir):
    memdir.write("MEMORY.md", store([*NOTES, "User prefers terse answers."]))
    memdir.write("USER.md", store(USER))
    reconcile()
    curation.curate()
    items = viewer_client.get("/review/?format=json").json()["items"]
    duplicates = [i for i in items if i["kind"] == "duplicate"]
    assert [(i["paths"], i["entries"]) for i in duplicates] == [(["MEMORY.md", "USER.md"], [4, 1])]


def entry_page(client, path: str, entry: int) -> str:
    memory = Memory.objects.get(file=path, entry=entry)
    return f"/memories/{memory.path.replace('#', '%23')}"


def test_editing_an_entry_changes_only_its_characters_and_undoes(editor_client, memdir):
    original = store(NOTES, "\r\n").encode()
    memdir.write("MEMORY.md", original)
    reconcile()
    url = entry_page(editor_client, "MEMORY.md", 2)
    response = editor_client.post(
        url + "/edit",
        {"body": "The warehouse job runs at 03:00 UTC nightly.", "base_sha256": sha256(original)},
    )
    assert response.status_code == 302
    after = (memdir.root / "MEMORY.md").read_bytes()
    assert after == original.replace(b"02:00", b"03:00")
    event = StateDir(memdir.root / ".memoryui").events()[-1]
    editor_client.post(f"/history/{event.id}/undo")
    assert (memdir.root / "MEMORY.md").read_bytes() == original


def test_an_entry_moves_between_the_files_as_one_event(editor_client, hermes):
    reconcile()
    before = (hermes.root / "MEMORY.md").read_bytes()
    url = entry_page(editor_client, "MEMORY.md", 1)
    editor_client.post(url + "/move", {"to": "USER.md", "base_sha256": sha256(before)})
    assert (hermes.root / "MEMORY.md").read_text() == store(NOTES[1:])
    assert (hermes.root / "USER.md").read_text() == store([*USER, NOTES[0]])
    event = StateDir(hermes.root / ".memoryui").events()[-1]
    assert event.action == "move-entry"
    assert sorted(f.path for f in event.files) == ["MEMORY.md", "USER.md"]


def test_removing_and_adding_entries_goes_through_the_write_path(editor_client, hermes):
    reconcile()
    before = (hermes.root / "USER.md").read_bytes()
    url = entry_page(editor_client, "USER.md", 1)
    editor_client.post(url + "/archive", {"base_sha256": sha256(before)})
    assert (hermes.root / "USER.md").read_text() == USER[1]
    editor_client.post("/memories/new", {"file": "USER.md", "body": "User works in UTC+1."})
    assert (hermes.root / "USER.md").read_text() == store([USER[1], "User works in UTC+1."])


def test_a_store_the_edit_would_put_over_budget_is_refused(editor_client, memdir, settings):
    settings.MEMORYUI_HERMES_LIMITS = {"MEMORY.md": 2200, "USER.md": 60}
    memdir.write("MEMORY.md", store(NOTES))
    memdir.write("USER.md", store(USER))
    reconcile()
    before = (memdir.root / "USER.md").read_bytes()
    response = editor_client.post(
        "/memories/new", {"file": "USER.md", "body": "User keeps a very long list of opinions."}
    )
    assert response.status_code == 400
    assert "Hermes refuses a store over its budget" in response.content.decode()
    assert (memdir.root / "USER.md").read_bytes() == before


def test_a_section_sign_line_inside_an_entry_is_refused():
    with pytest.raises(Exception, match="split the entry in two"):
        Hermes().replace_entry(store(NOTES), 1, "one\n§\ntwo")
