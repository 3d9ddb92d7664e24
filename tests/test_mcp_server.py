"""The MCP server through the official SDK's own client over stdio, as any MCP client runs it:
``memoryui-mcp`` (the console script) in a subprocess, against a real projection.

Its three tools read only, rank as ``/believe/`` does, and carry the operator's labels.
"""

from __future__ import annotations

import json
from typing import Any

import anyio
import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client

from memoryui import fleet, projection, scoping
from memoryui.models import MemdirRecord

from .agent import console_script, database_arguments, empty_search_index, environment
from .fleet import build_home
from .test_recall_hook import QUESTION, TODAY, fill

pytestmark = pytest.mark.django_db(transaction=True)


class Server:
    """``call(tool, **arguments)`` on a fresh server; ``tools()`` lists what it offers."""

    def __init__(self, script: str, args: list[str]) -> None:
        self.params = StdioServerParameters(
            command=script, args=args, env=environment(MEMORYUI_TODAY=TODAY), cwd="/"
        )

    def session(self, work: Any) -> Any:
        async def main() -> Any:
            async with stdio_client(self.params) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    return await work(session)

        return anyio.run(main)

    def tools(self) -> list[Any]:
        async def work(session: ClientSession) -> Any:
            return (await session.list_tools()).tools

        return self.session(work)

    def call(self, tool: str, **arguments: Any) -> Any:
        async def work(session: ClientSession) -> Any:
            return await session.call_tool(tool, arguments)

        return self.session(work)

    def data(self, tool: str, **arguments: Any) -> dict[str, Any]:
        result = self.call(tool, **arguments)
        assert not result.is_error, result.content
        return result.structured_content or json.loads(result.content[0].text)


@pytest.fixture
def server(memdir, settings, tmp_path) -> Server:
    settings.MEMORYUI_TODAY = TODAY
    fill(memdir)
    empty_search_index()
    projection.reconcile()
    return Server(console_script("memoryui-mcp", tmp_path), database_arguments())


def test_it_offers_three_read_only_tools(server):
    tools = {tool.name: tool for tool in server.tools()}

    assert set(tools) == {"search_memory", "read_memory", "list_memories"}
    for tool in tools.values():
        assert tool.annotations.read_only_hint is True
    assert set(tools["search_memory"].input_schema["properties"]) == {"query", "memdir"}
    assert tools["search_memory"].input_schema["required"] == ["query"]


def test_search_ranks_as_believe_does_and_carries_the_labels(server, viewer_client):
    found = server.data("search_memory", query=QUESTION)
    believed = viewer_client.get("/believe/", {"q": QUESTION, "format": "json"}).json()

    paths = [r["path"] for r in found["results"]]
    assert paths == [r["path"] for r in believed["results"]][: len(paths)]
    assert paths[0] == "ops/staging-db.md"
    runbook = next(r for r in found["results"] if r["path"] == "reference/staging-runbook.md")
    assert runbook["labels"] == ["unverified"]
    assert "unverified: path scripts/restore-staging.sh failed" in runbook["label_words"][0]
    assert runbook["file"].endswith("/memdir/reference/staging-runbook.md")


def test_search_on_small_talk_finds_nothing_and_says_why(server):
    found = server.data("search_memory", query="thanks, that's all for today")

    assert found["results"] == []
    assert "common in everyday conversation" in found["silence"]


def test_read_memory_gives_the_text_and_the_labels_of_a_superseded_memory(server, memdir):
    read = server.data("read_memory", path="ops/staging-db-by-hand.md")
    by_full_path = server.data(
        "read_memory", path=str(memdir.root.resolve() / "ops" / "staging-db-by-hand.md")
    )

    assert read["body"].startswith("Someone ran pg_dump from a laptop")
    assert read["labels"] == ["superseded"]
    assert "superseded by ops/staging-db.md" in read["label_words"]
    assert by_full_path["path"] == read["path"]


def test_reading_a_memory_that_is_not_there_is_an_error_in_words(server):
    result = server.call("read_memory", path="../../etc/passwd")

    assert result.is_error
    assert "There is no memory '../../etc/passwd'" in result.content[0].text


def test_list_memories_of_one_type(server):
    listed = server.data("list_memories", type="user")

    assert listed["count"] == 1
    assert [m["path"] for m in listed["memories"]] == ["user/tea.md"]
    everything = server.data("list_memories")
    assert everything["count"] == 10 and not everything["truncated"]


def test_an_unknown_memdir_is_an_error_naming_the_known_ones(server):
    result = server.call("search_memory", query=QUESTION, memdir="nope")

    slug = MemdirRecord.objects.get().slug
    assert result.is_error and f"Known: {slug}" in result.content[0].text


def test_the_tools_write_nothing(server, memdir):
    before = memdir.bytes_and_mtimes()

    server.data("search_memory", query=QUESTION)
    server.data("read_memory", path="ops/staging-db.md")

    assert memdir.bytes_and_mtimes() == before


def test_with_several_memdirs_a_tool_names_the_one_it_asks(tmp_path, settings, monkeypatch):
    home = build_home(tmp_path)
    monkeypatch.setenv("HOME", str(home.home))
    monkeypatch.delenv("CLAUDE_CONFIG_DIR", raising=False)
    settings.MEMORYUI_DISCOVER = ["claude"]
    settings.MEMORYUI_MEMDIRS = ""
    empty_search_index()
    for record in fleet.records():
        with scoping.use(record):
            projection.reconcile()
    shop = next(r.slug for r in MemdirRecord.objects.all() if r.slug.endswith("src-shop"))
    blog = next(r.slug for r in MemdirRecord.objects.all() if r.slug.endswith("src-blog"))
    server = Server(console_script("memoryui-mcp", tmp_path), database_arguments())

    in_shop = server.data("search_memory", query="when do deploys go out?", memdir=shop)
    in_blog = server.data("search_memory", query="when do deploys go out?", memdir=blog)
    unnamed = server.call("search_memory", query="when do deploys go out?")

    assert [r["path"] for r in in_shop["results"]] == ["deploys.md"]
    assert in_blog["results"] == []
    assert unnamed.is_error and "Several memdirs are served here" in unnamed.content[0].text
