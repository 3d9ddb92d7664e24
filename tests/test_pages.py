"""The read pages: full HTML, htmx fragment and JSON twin, each from the same data (DESIGN §7)."""

from __future__ import annotations

import calendar
import datetime as dt
import hashlib
import re

import pytest

from tests.conftest import MemdirBuilder

# Monday 2026-11-02 12:00 UTC: file times are set from here so orders and ages are known.
BASE = calendar.timegm((2026, 11, 2, 12, 0, 0))
DAY = 86400
BROKEN_YAML = "---\nname: [unclosed\ntype: project\n---\nBody.\n"
NOTES = 196
WARNING_END = "Keep index entries to one line under ~200 chars; move detail into topic files."
GONE_LINE = "- [Gone](gone.md) — " + "a dead link past the cliff that runs far too long " * 4

# DESIGN §7's keys, §9's "entry" (null for a memory that is a whole file), and its "role".
MEMORY_ROW_KEYS = {
    "path", "entry", "role", "name", "description", "type", "bytes", "mtime", "updated", "status",
    "superseded_by", "unverified", "stale", "recall_eligible", "load",
}  # fmt: skip
# DESIGN §7's keys and §9's "entry".
# DESIGN §7's keys, "entry" (DESIGN §9) and "memdir" (DESIGN §10: every result names it).
BELIEF_ROW_KEYS = {
    "path", "entry", "name", "type", "score", "snippet", "age_days", "status", "unverified",
    "stale", "load", "memdir",
}  # fmt: skip
# DESIGN §7's keys, and "long" (past the 150-character guidance; "too_long" is past 200).
ENTRY_KEYS = {"line", "title", "target", "exists", "loaded", "long", "too_long", "duplicate"}
COUNT_KEYS = {
    "lines_cut", "hidden_by_cliff", "dead_links", "orphans", "raw_content_lines", "problems",
    "stale", "unverified", "contradictions", "duplicates",
    # Issue 14's lint rows, beside the contract's keys.
    "secrets", "dead_memory_links", "lint_warnings", "lint_hints",
}  # fmt: skip


def get_json(client, url: str, **params) -> dict:
    response = client.get(url, {**params, "format": "json"})
    assert response.status_code == 200, response.content[:500]
    assert response["Content-Type"].startswith("application/json")
    return response.json()


def get_html(client, url: str, **params) -> str:
    response = client.get(url, params)
    assert response.status_code == 200
    html = response.content.decode()
    assert "<html" in html
    return html


def tr_ids(html: str) -> list[str]:
    return re.findall(r'<tr[^>]*\bid="([^"]+)"', html)


def gauge_levels(html: str) -> list[str]:
    svg = html[html.index('<svg class="gauge"') : html.index("</svg>")]
    return re.findall(r'data-level="([^"]+)"', svg)


def table_paths(html: str) -> list[str]:
    """The memory paths of the table rows, in the order shown."""
    table = html[html.index('id="memories-table"') :]
    table = table[: table.index("</table>")]
    return re.findall(r'href="/memories/([^"?#]+)"', table)


# --- A MEMORY.md that crosses the cliff -------------------------------------------------------


def cliff_lines() -> list[str]:
    """205 lines: the first cut line is 201, a note's only pointer."""
    return [
        "# Memory index",
        "",
        "- [Alpha](alpha.md) — the alpha service",
        "- [Missing](missing.md) — a dead link",
        "Remember: deploys happen on Tuesdays.",
        *[f"- [Note {n}](notes/n{n:03}.md) — widget note {n}" for n in range(1, NOTES + 1)],
        "- [Beta](beta.md) — only past the cliff",
        GONE_LINE,
        "More raw text past the cliff.",
        "- [Alpha again](alpha.md) — a second pointer, past the cliff",
    ]


@pytest.fixture
def cliffy(memdir: MemdirBuilder, settings) -> MemdirBuilder:
    settings.MEMORYUI_TODAY = "2026-11-30"
    memdir.topic(
        "alpha.md", name="Alpha", description="The alpha service", updated="2026-11-20",
        body="Alpha serves the public API.\n", mtime=BASE + 20 * DAY,
    )  # fmt: skip
    # No description: only a pointer can load it, and its only pointer lies past the cliff.
    memdir.topic("beta.md", name="Beta", body="Beta has no description.\n", mtime=BASE + DAY)
    memdir.topic("orphan.md", description="Nobody points here", mtime=BASE + DAY)
    memdir.topic(
        "retired.md", description="Old alpha plan", status="superseded",
        superseded_by="alpha.md", mtime=BASE + DAY,
    )  # fmt: skip
    for n in range(1, NOTES + 1):
        memdir.topic(
            f"notes/n{n:03}.md", name=f"Note {n}", description=f"Widget note {n}",
            body=f"Widget detail number {n}.\n", mtime=BASE + n,
        )  # fmt: skip
    memdir.write("scratch/broken.md", BROKEN_YAML, mtime=BASE + DAY)
    memdir.index(*cliff_lines())
    return memdir


ALL_CLIFFY_PATHS = sorted(
    ["alpha.md", "beta.md", "orphan.md", "retired.md"]
    + [f"notes/n{n:03}.md" for n in range(1, NOTES + 1)]
)


def test_the_overview_counts_every_hygiene_item(viewer_client, cliffy):
    data = get_json(viewer_client, "/")

    counts = data["counts"]
    assert set(counts) == COUNT_KEYS
    assert counts["lines_cut"] == 5
    assert counts["hidden_by_cliff"] == 2  # beta.md and notes/n196.md
    assert counts["dead_links"] == 2
    assert counts["orphans"] == 1
    assert counts["raw_content_lines"] == 2
    assert counts["problems"] == 1
    assert counts["stale"] == 0
    assert counts["unverified"] == 0


def test_the_overview_page_says_the_index_is_cut(viewer_client, cliffy):
    html = get_html(viewer_client, "/")

    assert "past its cliff" in html
    assert 'href="/index/#cliff"' in html
    assert 'type="application/json"' in html


def test_the_index_twin_reports_the_cliff(viewer_client, cliffy):
    data = get_json(viewer_client, "/index/")

    assert {
        "limits", "lines", "bytes", "units", "loaded_lines", "first_cut_line", "entries",
        "dead_links", "orphans", "raw_content_lines", "hidden_by_cliff", "loaded_text",
    } <= set(data)  # fmt: skip
    assert data["limits"] == {"lines": 200, "units": 25000}
    raw = (cliffy.root / "MEMORY.md").read_bytes()
    assert data["lines"] == 205
    assert data["bytes"] == len(raw)
    assert data["units"] == len(raw.decode().encode("utf-16-le")) // 2
    assert (data["loaded_lines"], data["first_cut_line"]) == (200, 201)
    assert data["dead_links"] == ["missing.md", "gone.md"]
    assert data["orphans"] == ["orphan.md"]
    assert data["raw_content_lines"] == [5, 204]
    # alpha.md is also pointed to past the cliff, but its first pointer loads: not hidden.
    assert data["hidden_by_cliff"] == ["beta.md", "notes/n196.md"]


def test_the_index_twin_gives_exactly_what_the_agent_loads(viewer_client, cliffy):
    text = get_json(viewer_client, "/index/")["loaded_text"]

    lines = cliff_lines()
    assert text.startswith("# Memory index\n\n- [Alpha](alpha.md)")
    assert lines[199] in text  # line 200, the last loaded
    assert lines[200] not in text  # line 201, the first cut
    assert "More raw text past the cliff." not in text
    assert text.endswith(
        "\n\n> WARNING: MEMORY.md is 205 lines (limit: 200). Only part of it was loaded. "
        + WARNING_END
    )


def test_the_index_entries_carry_their_flags(viewer_client, cliffy):
    first = get_json(viewer_client, "/index/")["entries"]
    last = [
        *get_json(viewer_client, "/index/", page=2)["entries"],
        *get_json(viewer_client, "/index/", page=3)["entries"],
    ]

    assert all(set(entry) == ENTRY_KEYS for entry in first + last)
    assert first[0] == {
        "line": 3, "title": "Alpha", "target": "alpha.md", "exists": True, "loaded": True,
        "long": False, "too_long": False, "duplicate": False,
    }  # fmt: skip
    assert first[1]["target"] == "missing.md" and first[1]["exists"] is False
    by_line = {entry["line"]: entry for entry in last}
    assert by_line[203]["too_long"] and not by_line[203]["exists"]
    assert by_line[205]["duplicate"] and by_line[205]["exists"] and not by_line[205]["loaded"]


def test_the_index_entries_are_paged_by_100(viewer_client, cliffy):
    pages = [get_json(viewer_client, "/index/", page=n) for n in (1, 2, 3)]

    # 201 pointers: lines 3, 4, 6 to 201 (the notes), 202, 203 and 205.
    assert [page["count"] for page in pages] == [201, 201, 201]
    assert [len(page["entries"]) for page in pages] == [100, 100, 1]
    lines = [entry["line"] for page in pages for entry in page["entries"]]
    assert lines == [3, 4, *range(6, 204), 205]
    assert pages[1]["entries"][0]["line"] == 104


@pytest.mark.parametrize(("count", "level"), [(139, "ok"), (140, "amber"), (200, "amber")])
def test_the_gauge_turns_amber_from_140_lines(viewer_client, memdir, count, level):
    memdir.index(*[f"## Section {n}" for n in range(count)])

    html = get_html(viewer_client, "/index/")

    assert gauge_levels(html) == [level, "ok"]
    assert 'id="cliff"' not in html


def test_the_gauge_is_red_past_the_cliff(viewer_client, cliffy):
    assert gauge_levels(get_html(viewer_client, "/index/")) == ["red", "ok"]


@pytest.mark.parametrize(("units", "level"), [(19_000, "ok"), (20_000, "amber"), (26_000, "red")])
def test_the_gauge_measures_units_against_25000(viewer_client, memdir, units, level):
    # Lines of 1,000 units each (999 characters and a newline), far fewer than 140 of them;
    # the last one's extra "x" stands for its newline, which the agent trims.
    memdir.index(*["x" * 999] * (units // 1000 - 1), "x" * 1000)

    assert gauge_levels(get_html(viewer_client, "/index/")) == ["ok", level]


class TestIndexLines:
    """The line-by-line table, as a page; the subclass reruns it as the htmx fragment."""

    htmx = False

    def get(self, client, url: str = "/index/") -> str:
        headers = {"HX-Request": "true"} if self.htmx else {}
        response = client.get(url, headers=headers)
        assert response.status_code == 200
        html = response.content.decode()
        assert ("<html" in html) is not self.htmx
        assert 'id="index-lines"' in html
        return html

    def test_the_cliff_marker_sits_right_before_the_first_cut_line(self, viewer_client, cliffy):
        ids = tr_ids(self.get(viewer_client))

        at = ids.index("cliff")
        assert ids[at - 1 : at + 2] == ["line-200", "cliff", "line-201"]
        assert ids.count("cliff") == 1

    def test_every_line_is_listed_with_its_status(self, viewer_client, cliffy):
        html = self.get(viewer_client)

        assert [i for i in tr_ids(html) if i.startswith("line-")] == [
            f"line-{n}" for n in range(1, 206)
        ]
        row_4 = html[html.index('id="line-4"') : html.index('id="line-5"')]
        assert "dead link" in row_4
        row_5 = html[html.index('id="line-5"') : html.index('id="line-6"')]
        assert "raw content" in row_5

    def test_an_index_that_loads_whole_has_no_cliff(self, viewer_client, memdir):
        memdir.topic("a.md", description="A")
        memdir.index("- [A](a.md)")

        assert "cliff" not in tr_ids(self.get(viewer_client))


class TestIndexLinesAsFragment(TestIndexLines):
    htmx = True

    def test_the_fragment_has_no_page_around_it(self, viewer_client, cliffy):
        html = self.get(viewer_client)

        assert "<nav" not in html and "What the agent loads" not in html


def test_the_index_page_lists_what_the_cliff_hides(viewer_client, cliffy):
    html = get_html(viewer_client, "/index/")

    hidden = html[html.index('id="hidden"') : html.index('id="dead"')]
    assert "beta.md" in hidden and "notes/n196.md" in hidden
    assert "alpha.md" not in hidden
    assert "lines 201–205 never reach the agent" in html
    eye = html[html.index('class="agent-view"') :]
    assert "&gt; WARNING: MEMORY.md is 205 lines (limit: 200)." in eye


# --- /memories/ ------------------------------------------------------------------------------


def test_the_memories_twin_lists_rows_and_problems(viewer_client, cliffy):
    data = get_json(viewer_client, "/memories/")

    assert {"memories", "problems", "count"} <= set(data)
    assert all(set(row) == MEMORY_ROW_KEYS for row in data["memories"])
    [problem] = data["problems"]
    assert set(problem) == {"path", "problem"}
    assert problem["path"] == "scratch/broken.md"
    assert "not valid YAML" in problem["problem"]
    alpha = data["memories"][0]
    assert alpha["path"] == "alpha.md"
    assert (alpha["name"], alpha["description"], alpha["type"]) == (
        "Alpha",
        "The alpha service",
        "project",
    )
    assert alpha["bytes"] == len((cliffy.root / "alpha.md").read_bytes())
    assert dt.datetime.fromisoformat(alpha["mtime"]).timestamp() == BASE + 20 * DAY
    assert alpha["updated"] == "2026-11-20"
    assert (alpha["status"], alpha["superseded_by"], alpha["stale"]) == ("active", None, False)
    assert (alpha["recall_eligible"], alpha["load"]) == (True, "index-loaded")
    beta = data["memories"][1]
    assert (beta["path"], beta["recall_eligible"], beta["load"]) == ("beta.md", False, "index-cut")


def test_the_memories_twin_pages_by_100(viewer_client, cliffy):
    first = get_json(viewer_client, "/memories/")
    second = get_json(viewer_client, "/memories/", page=2)

    assert first["count"] == second["count"] == len(ALL_CLIFFY_PATHS) == 200
    assert len(first["memories"]) == len(second["memories"]) == 100
    paths = [row["path"] for row in first["memories"] + second["memories"]]
    assert paths == ALL_CLIFFY_PATHS


def test_per_page_goes_up_to_1000(viewer_client, cliffy):
    data = get_json(viewer_client, "/memories/", per_page=1000)

    assert len(data["memories"]) == 200


def test_per_page_past_1000_never_returns_more_than_1000(viewer_client, cliffy):
    data = get_json(viewer_client, "/memories/", per_page=5000)

    assert data["count"] == 200
    assert 0 < len(data["memories"]) <= 1000
    assert data["per_page"] <= 1000
    assert len(data["memories"]) == min(data["count"], data["per_page"])


def test_a_bad_per_page_does_not_drop_the_filters(viewer_client, cliffy):
    # A script asking for type=user must never get every memory back because of per_page.
    data = get_json(viewer_client, "/memories/", type="user", per_page=5000)

    assert data["memories"] == []


@pytest.fixture
def filtering(memdir: MemdirBuilder, settings) -> MemdirBuilder:
    """Each memory differs in one filterable way; file times are not in path order."""
    settings.MEMORYUI_TODAY = "2026-11-30"
    memdir.topic("fresh.md", description="Fresh plan", updated="2026-11-01", mtime=BASE + 3)
    memdir.topic("old.md", description="Old plan", updated="2025-06-01", mtime=BASE + 6)
    memdir.topic(
        "oldref.md", description="Old reference", type="reference", updated="2025-01-01",
        mtime=BASE + 1,
    )  # fmt: skip
    memdir.topic(
        "rule.md", description="A rule", type="feedback", updated="2024-01-01", mtime=BASE + 5
    )
    memdir.topic("me.md", description="The user", type="user", mtime=BASE + 2)
    memdir.topic(
        "retired.md", description="Superseded plan", status="superseded",
        superseded_by="fresh.md", updated="2026-10-01", mtime=BASE + 4,
    )  # fmt: skip
    memdir.topic("nodesc.md", body="No description at all.\n", mtime=BASE + 7)
    memdir.write("scratch/broken.md", BROKEN_YAML, mtime=BASE)
    return memdir


ALL_FILTERING = ["fresh.md", "me.md", "nodesc.md", "old.md", "oldref.md", "retired.md", "rule.md"]
BY_MTIME_NEWEST_FIRST = [
    "nodesc.md", "old.md", "rule.md", "retired.md", "fresh.md", "me.md", "oldref.md",
]  # fmt: skip
FILTERS = [
    ({"type": "feedback"}, ["rule.md"]),
    ({"type": "reference"}, ["oldref.md"]),
    ({"status": "superseded"}, ["retired.md"]),
    ({"status": "active"}, [p for p in ALL_FILTERING if p != "retired.md"]),
    ({"stale": "yes"}, ["old.md", "oldref.md"]),
    ({"stale": "no"}, ["fresh.md", "me.md", "nodesc.md", "retired.md", "rule.md"]),
    ({"recall": "no"}, ["nodesc.md"]),
    ({"type": "project", "stale": "no"}, ["fresh.md", "nodesc.md", "retired.md"]),
    ({"problems": "only"}, []),
]


@pytest.mark.parametrize(("params", "expected"), FILTERS)
def test_the_memories_twin_filters(viewer_client, filtering, params, expected):
    data = get_json(viewer_client, "/memories/", **params)

    assert [row["path"] for row in data["memories"]] == expected
    assert data["count"] == len(expected)


def test_the_memories_twin_says_which_notes_are_stale(viewer_client, filtering):
    rows = {row["path"]: row for row in get_json(viewer_client, "/memories/")["memories"]}

    assert {path for path, row in rows.items() if row["stale"]} == {"old.md", "oldref.md"}
    assert rows["retired.md"]["superseded_by"] == "fresh.md"
    assert rows["nodesc.md"]["recall_eligible"] is False


def test_problem_files_can_be_listed_alone_or_hidden(viewer_client, filtering):
    only = get_json(viewer_client, "/memories/", problems="only")
    hidden = get_json(viewer_client, "/memories/", problems="hide")

    assert [p["path"] for p in only["problems"]] == ["scratch/broken.md"]
    assert hidden["problems"] == []
    assert len(hidden["memories"]) == len(ALL_FILTERING)


class TestMemoriesResults:
    """The memories table as a page; the subclass reruns it as the htmx fragment (#results)."""

    htmx = False

    def get(self, client, **params) -> str:
        headers = {"HX-Request": "true"} if self.htmx else {}
        response = client.get("/memories/", params, headers=headers)
        assert response.status_code == 200
        html = response.content.decode()
        assert ("<html" in html) is not self.htmx
        assert 'id="results"' in html
        return html

    def test_it_lists_every_memory_in_path_order(self, viewer_client, filtering):
        assert table_paths(self.get(viewer_client)) == ALL_FILTERING

    @pytest.mark.parametrize(("params", "expected"), FILTERS[:-1])
    def test_it_filters(self, viewer_client, filtering, params, expected):
        assert table_paths(self.get(viewer_client, **params)) == expected

    def test_sorting_by_mtime_changes_the_order(self, viewer_client, filtering):
        newest_first = table_paths(self.get(viewer_client, sort="-mtime_ns"))
        oldest_first = table_paths(self.get(viewer_client, sort="mtime_ns"))

        assert newest_first == BY_MTIME_NEWEST_FIRST
        assert oldest_first == BY_MTIME_NEWEST_FIRST[::-1]

    def test_problem_files_are_listed_with_the_problem_in_words(self, viewer_client, filtering):
        html = self.get(viewer_client)

        problems = html[html.index('id="problems-h"') : html.index("</section>")]
        assert 'href="/memories/scratch/broken.md"' in problems
        assert "has frontmatter that is not valid YAML" in problems

    def test_problems_only_shows_no_memory_table(self, viewer_client, filtering):
        html = self.get(viewer_client, problems="only")

        assert "scratch/broken.md" in html
        assert 'id="memories-table"' not in html

    def test_labels_show_in_the_table(self, viewer_client, filtering):
        html = self.get(viewer_client)

        row = html[html.index('href="/memories/old.md"') :]
        row = row[: row.index("</tr>")]
        assert 'class="label stale"' in row
        row = html[html.index('href="/memories/retired.md"') :]
        assert 'class="label superseded"' in row[: row.index("</tr>")]


class TestMemoriesResultsAsFragment(TestMemoriesResults):
    htmx = True


def test_the_memories_page_pages_its_table(viewer_client, cliffy):
    first = table_paths(get_html(viewer_client, "/memories/"))
    second = table_paths(get_html(viewer_client, "/memories/", page=2))

    assert first and second and not set(first) & set(second)
    assert first + second == ALL_CLIFFY_PATHS[: len(first) + len(second)]


# --- /memories/<path> ------------------------------------------------------------------------

RENDERED_BODY = """\
Ports in use:

| Service | Port |
| --- | --- |
| api | 8000 |

```python
print("hello")
```
"""


def test_the_memory_twin_has_the_fields_plus_body_and_hash(viewer_client, memdir):
    path = memdir.topic(
        "dir/thing.md", name="Thing", description="A thing", aliases="[widget, gadget]",
        body=RENDERED_BODY,
    )  # fmt: skip

    data = get_json(viewer_client, "/memories/dir/thing.md")

    assert MEMORY_ROW_KEYS | {"aliases", "body", "sha256", "claims"} <= set(data)
    assert data["path"] == "dir/thing.md"
    assert data["aliases"] == ["widget", "gadget"]
    assert data["body"] == RENDERED_BODY
    assert data["sha256"] == hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_memory_page_renders_tables_and_fenced_code(viewer_client, memdir):
    memdir.topic("thing.md", description="A thing", body=RENDERED_BODY)

    html = get_html(viewer_client, "/memories/thing.md")

    assert "<table>" in html and "<td>api</td>" in html and "<th>Port</th>" in html
    assert re.search(r'<pre><code[^>]*>print\((&quot;|")hello(&quot;|")\)', html)
    assert "```" not in html


def test_the_memory_page_says_where_memory_md_points_to_it(viewer_client, cliffy):
    html = get_html(viewer_client, "/memories/alpha.md")

    assert re.search(r'href="/index/#line-3">line 3</a> \(loaded\)', html)
    assert re.search(r'href="/index/#line-205">line 205</a> \(past the cliff\)', html)
    assert "10 days" in html  # updated 2026-11-20, today 2026-11-30


def test_the_memory_page_calls_an_orphan_an_orphan(viewer_client, cliffy):
    assert "an orphan" in get_html(viewer_client, "/memories/orphan.md")
    assert "an orphan" not in get_html(viewer_client, "/memories/retired.md")


def test_a_stale_memory_carries_the_label(viewer_client, filtering):
    html = get_html(viewer_client, "/memories/old.md")

    assert 'class="label stale"' in html
    assert "547 days" in html  # 2025-06-01 to 2026-11-30
    assert 'class="label stale"' not in get_html(viewer_client, "/memories/rule.md")


def test_a_superseded_memory_links_to_its_successor(viewer_client, filtering):
    html = get_html(viewer_client, "/memories/retired.md")

    assert 'class="label superseded"' in html
    assert re.search(r'Superseded by <a href="/memories/fresh.md">', html)
    assert get_json(viewer_client, "/memories/retired.md")["status"] == "superseded"


def test_a_path_with_spaces_and_accents_opens(viewer_client, memdir):
    memdir.topic("reference/café vendors.md", description="Where to buy coffee")

    listed = get_json(viewer_client, "/memories/")["memories"][0]["path"]
    assert listed == "reference/café vendors.md"
    assert get_json(viewer_client, "/memories/reference/café vendors.md")["path"] == listed
    assert "/memories/reference/caf%C3%A9%20vendors.md" in get_html(viewer_client, "/memories/")


def test_a_problem_file_opens_as_its_problem(viewer_client, filtering):
    html = get_html(viewer_client, "/memories/scratch/broken.md")

    assert "has frontmatter that is not valid YAML" in html


def test_an_unknown_memory_is_404(viewer_client, memdir):
    assert viewer_client.get("/memories/nothing.md").status_code == 404


def test_an_edit_on_disk_shows_on_the_next_request(viewer_client, memdir):
    memdir.topic("deploys.md", description="Deploys", body="Deploys need one approval.\n")
    assert "one approval" in get_html(viewer_client, "/memories/deploys.md")

    memdir.topic(
        "deploys.md", description="Deploys", body="Deploys need two approvals, a quorum, now.\n"
    )

    html = get_html(viewer_client, "/memories/deploys.md")
    assert "two approvals" in html and "one approval" not in html
    # A word only the new text has: the search index followed the edit.
    hits = get_json(viewer_client, "/believe/", q="quorum")["results"]
    assert [hit["path"] for hit in hits] == ["deploys.md"]


# --- /believe/ -------------------------------------------------------------------------------

REDIS = "The redis cluster runs three shards behind a proxy.\n"
SEARCH = "The opensearch reindex runs nightly from the primary.\n"


@pytest.fixture
def beliefs(memdir: MemdirBuilder, settings) -> MemdirBuilder:
    settings.MEMORYUI_TODAY = "2026-11-30"
    memdir.topic(
        "staging-db-refresh.md", name="Staging data", description="Where staging data comes from",
        body="Staging gets a nightly copy of the production database, anonymised.\n",
    )  # fmt: skip
    memdir.topic(
        "staging-deploys.md", name="Staging deploys", description="Deploys to staging",
        body="Every deploy to staging needs a second approval.\n",
    )  # fmt: skip
    memdir.topic(
        "db-backups.md", name="Backups", description="Database backups",
        body="The database is backed up hourly.\n",
    )  # fmt: skip
    memdir.topic(
        "team-mood.md", name="Team mood", description="How the team talks", type="user",
        body="great, carry on, alright then, nice work everyone 🎉\n",
    )  # fmt: skip
    # Equal words, so only status or age can order them; paths put the worse one first.
    memdir.topic(
        "a-redis-old.md", name="Redis sizing", description="Redis cluster sizing", body=REDIS,
        status="superseded", superseded_by="b-redis.md", updated="2026-11-01",
    )  # fmt: skip
    memdir.topic(
        "b-redis.md", name="Redis sizing", description="Redis cluster sizing", body=REDIS,
        updated="2026-11-01",
    )  # fmt: skip
    memdir.topic(
        "a-search-old.md", name="Search rebuild", description="Search index rebuild",
        body=SEARCH, updated="2025-01-01",
    )  # fmt: skip
    memdir.topic(
        "b-search.md", name="Search rebuild", description="Search index rebuild",
        body=SEARCH, updated="2026-11-01",
    )  # fmt: skip
    return memdir


def believe(client, q: str, **params) -> list[dict]:
    data = get_json(client, "/believe/", q=q, **params)
    assert data["query"] == q
    return data["results"]


def test_a_natural_question_finds_the_relevant_memory_first(viewer_client, beliefs):
    results = believe(
        viewer_client, "did we ever settle how staging gets its copy of the database?"
    )

    assert results[0]["path"] == "staging-db-refresh.md"
    assert {row["path"] for row in results} >= {"staging-deploys.md", "db-backups.md"}
    assert all(set(row) == BELIEF_ROW_KEYS for row in results)
    scores = [row["score"] for row in results]
    assert scores == sorted(scores, reverse=True)


def test_a_belief_row_carries_its_labels(viewer_client, beliefs):
    row = believe(viewer_client, "staging copy")[0]

    assert (row["path"], row["name"], row["type"]) == ("staging-db-refresh.md", "Staging data",
                                                        "project")  # fmt: skip
    assert "copy" in row["snippet"].lower()
    assert (row["status"], row["unverified"], row["stale"]) == ("active", [], False)
    assert row["load"] == "recall"
    assert isinstance(row["age_days"], int)


def test_a_superseded_memory_ranks_below_an_equal_active_one(viewer_client, beliefs):
    results = believe(viewer_client, "redis cluster shards")

    assert [row["path"] for row in results] == ["b-redis.md", "a-redis-old.md"]
    assert [row["status"] for row in results] == ["active", "superseded"]
    assert results[0]["score"] > results[1]["score"]


def test_a_stale_note_ranks_below_an_equally_matching_fresh_one(viewer_client, beliefs):
    results = believe(viewer_client, "opensearch reindex")

    assert [row["path"] for row in results] == ["b-search.md", "a-search-old.md"]
    assert [row["stale"] for row in results] == [False, True]
    assert results[1]["age_days"] == 698  # 2025-01-01 to 2026-11-30


@pytest.mark.parametrize("q", ["great, carry on", "sounds good then", "nice 🎉", "ok thanks!"])
def test_conversation_names_no_topic_and_finds_nothing(viewer_client, beliefs, q):
    assert believe(viewer_client, q) == []

    html = get_html(viewer_client, "/believe/", q=q)
    assert "names no topic" in html
    assert "team-mood.md" not in html


def test_a_topic_with_no_match_says_the_memory_says_nothing(viewer_client, beliefs):
    assert believe(viewer_client, "kubernetes") == []

    assert "memory says nothing about" in get_html(viewer_client, "/believe/", q="kubernetes")


def test_belief_results_are_paged(viewer_client, cliffy):
    first = get_json(viewer_client, "/believe/", q="widget")
    second = get_json(viewer_client, "/believe/", q="widget", page=2)

    assert first["count"] == second["count"] == NOTES
    assert (len(first["results"]), len(second["results"])) == (100, NOTES - 100)
    paths = {row["path"] for row in first["results"] + second["results"]}
    assert paths == {f"notes/n{n:03}.md" for n in range(1, NOTES + 1)}


def test_a_bad_per_page_does_not_drop_the_question(viewer_client, cliffy):
    data = get_json(viewer_client, "/believe/", q="widget", per_page=5000)

    assert data["query"] == "widget"
    assert data["count"] == NOTES
    assert 0 < len(data["results"]) <= 1000


def test_an_empty_question_shows_the_form_and_no_results(viewer_client, beliefs):
    assert get_json(viewer_client, "/believe/")["results"] == []
    html = get_html(viewer_client, "/believe/")
    assert 'name="q"' in html and "names no topic" not in html


class TestBelieveResults:
    """The belief results as a page; the subclass reruns it as the htmx fragment (#results)."""

    htmx = False

    def get(self, client, q: str) -> str:
        headers = {"HX-Request": "true"} if self.htmx else {}
        response = client.get("/believe/", {"q": q}, headers=headers)
        assert response.status_code == 200
        html = response.content.decode()
        assert ("<html" in html) is not self.htmx
        assert 'id="results"' in html
        return html

    def test_results_link_to_their_memory_best_first(self, viewer_client, beliefs):
        html = self.get(viewer_client, "redis cluster shards")

        links = re.findall(r'href="/memories/([^"]+)" class="result-title"', html)
        assert links == ["b-redis.md", "a-redis-old.md"]

    def test_a_superseded_result_carries_the_label(self, viewer_client, beliefs):
        html = self.get(viewer_client, "redis cluster shards")

        old = html[html.index('href="/memories/a-redis-old.md"') :]
        assert 'class="label superseded"' in old[: old.index("</li>")]
        new = html[html.index('href="/memories/b-redis.md"') :]
        assert 'class="label superseded"' not in new[: new.index("</li>")]

    def test_a_stale_result_carries_the_label(self, viewer_client, beliefs):
        html = self.get(viewer_client, "opensearch reindex")

        old = html[html.index('href="/memories/a-search-old.md"') :]
        assert 'class="label stale"' in old[: old.index("</li>")]

    def test_the_snippet_marks_the_words_found(self, viewer_client, beliefs):
        assert "<mark>" in self.get(viewer_client, "opensearch")

    def test_conversation_says_it_names_no_topic(self, viewer_client, beliefs):
        assert "names no topic" in self.get(viewer_client, "great, carry on")


class TestBelieveResultsAsFragment(TestBelieveResults):
    htmx = True
