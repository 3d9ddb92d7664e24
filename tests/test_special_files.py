"""The agent's index is never archived, moved away or repaired as if it were a topic file."""

from __future__ import annotations

from html import unescape

import pytest

from memoryui.memdir.journal import sha256

INDEX = b"# Memory\n- [Deploys](deploys.md) \xe2\x80\x94 how we ship\n"


@pytest.fixture
def indexed(memdir):
    memdir.topic("deploys.md", description="How we ship")
    memdir.write("MEMORY.md", INDEX)
    return memdir


@pytest.mark.parametrize(
    ("url", "extra"),
    [
        ("/memories/MEMORY.md/archive", {}),
        ("/memories/MEMORY.md/move", {"new_path": "old-index.md"}),
        ("/memories/MEMORY.md/raw", {"text": "wiped\n"}),
        ("/memories/deploys.md/move", {"new_path": "MEMORY.md"}),
    ],
    ids=["archive", "move", "raw", "move-onto-it"],
)
def test_the_index_is_refused_in_words_and_left_as_it_was(editor_client, indexed, url, extra):
    path = url.split("/")[2]
    base = sha256((indexed.root / path).read_bytes())
    before = indexed.bytes_and_mtimes()

    response = editor_client.post(url, {"base_sha256": base, **extra})

    assert response.status_code == 400
    assert "the agent's index" in unescape(response.content.decode())
    assert indexed.bytes_and_mtimes() == before
