"""The gauge shows what the agent measures: the text after trimming, not the whole file."""

from __future__ import annotations

import re

from tests.test_pages import gauge_levels, get_html


def test_a_file_of_exactly_25000_units_and_a_final_newline_is_not_over_the_limit(
    viewer_client, memdir
):
    # 25 lines of 999 characters and a newline, the last one without: 25,000 units in all,
    # and the file's own final newline makes 25,001.
    memdir.write("MEMORY.md", "\n".join(["x" * 999] * 25) + "x\n")

    html = get_html(viewer_client, "/index/")
    twin = viewer_client.get("/index/?format=json").json()

    assert (twin["units"], twin["measured_units"], twin["first_cut_line"]) == (25_001, 25_000, None)
    assert gauge_levels(html) == ["ok", "amber"]
    assert re.search(r"25,000 of 25,000 characters", html)
    assert "Everything loads" in html


def test_trailing_blank_lines_do_not_count_against_the_line_limit(viewer_client, memdir):
    memdir.write("MEMORY.md", "\n".join(f"## Section {n}" for n in range(200)) + "\n\n\n\n")

    twin = viewer_client.get("/index/?format=json").json()

    assert (twin["lines"], twin["measured_lines"], twin["first_cut_line"]) == (203, 200, None)
    assert gauge_levels(get_html(viewer_client, "/index/")) == ["amber", "ok"]
